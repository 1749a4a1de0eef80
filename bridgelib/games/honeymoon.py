"""Honeymoon bridge (супружеский бридж): bridge for two with a talon, as a state machine.

Two named players.  The dealer gives 13 cards each (packets 3-2-3-2-3, the
non-dealer first); the other 26 cards are the talon (прикуп), drawn from the top.
The game has four phases:

1. **preliminary** — 13 tricks at no-trump, suit following; after each trick both
   players draw one card from the talon.  These tricks do not score.
2. **auction** — the dealer calls first; two players alternate.
3. **main** — 13 tricks at the contract's strain.
4. **over** — the score is written.

The rules are data: :class:`HoneymoonRules` has one named field per rule and two
presets, ``seed`` (as the honeymoon-bridge text narrates the game) and ``standard`` (two-player
"draw bridge" as commonly published: winner draws first, non-declarer leads,
suit must be followed, contract-bridge rubber scoring).

>>> g = HoneymoonGame.from_deck(deck(), players=("Sergey", "Olga"), dealer="Olga")
>>> g.phase, g.turn, len(g.hand("Sergey")), len(g.talon)
(Phase.PRELIMINARY, 'Sergey', 13, 26)
>>> g.play("C2")
>>> g.play("D2")
Traceback (most recent call last):
...
bridgelib.errors.IllegalPlay: Olga must follow suit: Sergey led ♣2 to preliminary trick 1 and Olga holds ♣J ♣10 ♣7 ♣6 ♣5, but played ♦2 (follow_suit: a player holding the suit led must play a card of that suit; the honeymoon-bridge text: «Младшая рука должен положить карту непременно в масть»)
>>> g.play("C5"); g.turn, g.expected_kind
('Sergey', ActionKind.DRAW)
>>> g.draw(); g.draw(); g.undo(); g.turn
Action.from_str('Olga draws H3')
'Olga'

Actions that a rule forbids are refused (the state stays as it was) — unless the
game is being replayed from a record with ``lenient=True``: then each broken rule
is reported as an :class:`Irregularity` (phase, trick, player, what the rule says)
and the game continues as the record played it.  Actions that cannot be continued
(a card the player does not hold, a draw that is not the top card, an insufficient
bid) are refused in both modes.
"""

from __future__ import annotations

import dataclasses
import enum
import random as _random
from dataclasses import dataclass, field
from typing import Iterable, Mapping, Sequence

from ..action import Action, ActionKind, check_player_name
from ..auction import Call, CallKind, Contract, Doubling, is_insufficient
from ..cards import Card, Suit, card as _card, deck
from ..errors import (IllegalAction, IllegalCall, IllegalDraw, IllegalPlay, InvalidNotation,
                      not_held)
from ..rules import RuleId
from ..trick import LAWS_SUIT_RULES, SuitRules, Trick, legal_replies, suit_fault
from ..hand import Hand
from ..play import trick_winner
from ..scoring.honeymoon import (FailedDouble, HoneymoonScore, ScoringMethod, _PasteableEnum,
                                 honours_bonus, rubber_score, seed_score)

__all__ = ["Who", "ScoringMethod", "FailedDouble", "HoneymoonRules", "PRESETS", "Phase",
           "ActionKind", "Action", "Irregularity", "HoneymoonState",
           "HoneymoonGame", "rules_table", "score_game"]


# ====================================================================== rules as data
class Who(_PasteableEnum):
    """A role that a rule names (who leads, who draws first)."""

    DEALER = "dealer"
    NON_DEALER = "non-dealer"
    LEADER = "leader"
    WINNER = "winner"
    DECLARER = "declarer"
    DEFENDER = "defender"


def _rule(default, doc: str, **texts: str):
    return field(default=default, metadata={"doc": doc, "texts": texts})


@dataclass(frozen=True)
class HoneymoonRules:
    """The rules of one honeymoon variant, one named field per rule (defaults: ``seed``).

    Build a preset with :meth:`preset` and mix your own with :meth:`replace`:

    >>> seed, std = HoneymoonRules.preset("seed"), HoneymoonRules.preset("standard")
    >>> seed.draw_first, std.draw_first
    (Who.LEADER, Who.WINNER)
    >>> mine = seed.replace(may_trump_when_following=False, name="mine")
    >>> [f for f, a, b in seed.differences(mine)]
    ['name', 'may_trump_when_following']
    """

    name: str = "seed"
    packets: tuple[int, ...] = _rule(
        (3, 2, 3, 2, 3),
        "packet sizes of the deal, the non-dealer receiving each packet first",
        any="the dealer gives the cards in packets of {value}, the non-dealer first")
    preliminary_opening_lead: Who = _rule(
        Who.NON_DEALER,
        "who leads the first preliminary trick",
        **{"non-dealer": "the non-dealer (старшая рука) leads the first preliminary trick",
           "dealer": "the dealer leads the first preliminary trick"})
    draw_first: Who = _rule(
        Who.LEADER,
        "who draws first from the talon after a preliminary trick",
        leader="the player who led the trick draws first; the honeymoon-bridge text: «первым карту берет игрок, "
               "который сделал ход, а вторым — отбивающийся»",
        winner="the winner of the trick draws first")
    next_lead: Who = _rule(
        Who.WINNER,
        "who leads to the next trick",
        winner="the winner of a trick leads to the next; the honeymoon-bridge text: «Игрок, забравший взятку, "
               "получает возможность сделать первый ход»")
    auction_opener: Who = _rule(
        Who.DEALER,
        "who makes the first call",
        dealer="the dealer calls first, whoever won the last preliminary trick")
    opener_must_bid: bool = _rule(
        True,
        "the first call must be a bid (no passing out)",
        true="the dealer opens with a bid; the honeymoon-bridge text: «Он смотрит в свои карты и заказывает "
             "игру, т. е. предлагает контракт»",
        false="the dealer may bid or pass; two passes pass the deal out")
    redouble_ends_auction: bool = _rule(
        True,
        "a redouble ends the auction at once",
        true="a redouble ends the auction; the honeymoon-bridge text: «Торговля заканчивается после паса одного "
             "из игроков, контры или реконтры»",
        false="the auction ends only when a bid, double or redouble is followed by a pass")
    double_ends_auction: bool = _rule(
        False,
        "a double ends the auction at once (the literal reading of the honeymoon-bridge text, no preset uses it)",
        true="a double ends the auction at once, so no redouble can follow",
        false="after a double the doubled player may still redouble, bid or pass")
    main_opening_lead: Who = _rule(
        Who.DECLARER,
        "who leads the first trick of the main play",
        declarer="the declarer leads the first trick; the honeymoon-bridge text: «Победивший в торговле игрок "
                 "назначается разыгрывающим, он имеет право сделать первый ход»",
        defender="the declarer's opponent leads the first trick")
    may_trump_when_following: bool = _rule(
        True,
        "in the main play a player holding the suit led may trump instead of following",
        true="a player holding the suit led may follow or trump; the honeymoon-bridge text: «На карту захода "
             "выкладывается карта масти или козырь, причем какую карту положить, решает "
             "игрок»",
        false="a player holding the suit led must follow suit; Law 44C")
    void_must_trump: bool = _rule(
        False,
        "in the main play a player with no card of the suit led must trump if he can",
        true="a player with no card of the suit led must trump if he holds a trump — one "
             "reading of «При отсутствии козырей или карт масти можно выкладывать любую "
             "карту»: any card only when he has neither trumps nor the suit",
        false="a player with no card of the suit led may play any card, trump or not — the "
              "other reading of «При отсутствии козырей или карт масти можно выкладывать любую "
              "карту» (and the rule of contract bridge, Law 44E)")
    misdraw_remedy: bool = _rule(
        True,
        "after a draw out of turn the opponent may take either of the two top cards",
        true="after a draw out of turn the opponent may look at the two top cards of the talon "
             "and take either; the honeymoon-bridge text",
        false="a draw out of turn has no remedy")
    revoke_remedy: bool = _rule(
        False,
        "after a preliminary revoke the opponent may take either of the two top cards",
        true="after a revoke in the preliminary play the opponent may take either of the two "
             "top cards at his next draw",
        false="a preliminary revoke has no remedy")
    scoring: ScoringMethod = _rule(
        ScoringMethod.SEED,
        "how the deal scores",
        seed="every trick scores (♣♦ 20, ♥♠ 30, NT 40 + 30…), double ×2, redouble ×4 (the honeymoon-bridge text)",
        rubber="contract-bridge rubber scoring (below and above the line, honours)")
    failed_double: FailedDouble = _rule(
        FailedDouble.DOUBLER,
        "who pays the honeymoon-bridge text's 50 points for a double that fails (seed scoring only)",
        doubler="the doubler of a contract that is made writes off 50",
        declarer="the declarer of a doubled contract that fails writes off 50",
        none="no penalty for a failed double")
    failed_double_penalty: int = _rule(
        50,
        "the points written off for a failed double (seed scoring only)",
        any="{value} points")

    # ---------------------------------------------------------------- presets
    @classmethod
    def preset(cls, name: str) -> "HoneymoonRules":
        """``seed`` or ``standard``."""
        key = str(name).strip().lower()
        if key not in PRESETS:
            raise InvalidNotation(
                f"{name!r} is not a honeymoon rules preset: expected one of {', '.join(PRESETS)}")
        return PRESETS[key]

    from_str = preset

    def replace(self, **changes) -> "HoneymoonRules":
        """A copy with some rules changed (a learner's own mix)."""
        names = {f.name for f in dataclasses.fields(self)}
        for k in changes:
            if k not in names:
                raise InvalidNotation(f"{k!r} is not a honeymoon rule: the rules are {sorted(names)}")
        return dataclasses.replace(self, **changes)

    def differences(self, other: "HoneymoonRules") -> list[tuple[str, object, object]]:
        """``(field, mine, theirs)`` for every rule that differs."""
        return [(f.name, getattr(self, f.name), getattr(other, f.name))
                for f in dataclasses.fields(self) if getattr(self, f.name) != getattr(other, f.name)]

    def explain(self, name: str) -> str:
        """What rule ``name`` says under these rules, in words."""
        f = next((f for f in dataclasses.fields(self) if f.name == name), None)
        if f is None or "doc" not in f.metadata:
            raise InvalidNotation(f"{name!r} is not a honeymoon rule")
        value = getattr(self, name)
        key = (value.value if isinstance(value, enum.Enum) else str(value).lower()
               if isinstance(value, bool) else "any")
        texts = {k.replace("_", "-"): v for k, v in f.metadata["texts"].items()}
        text = texts.get(key, texts.get("any", f.metadata["doc"] + f": {value}"))
        if isinstance(value, tuple):
            value = "-".join(map(str, value))
        return text.format(value=value)

    def __post_init__(self):
        if sum(self.packets) != 13 or any(p < 1 for p in self.packets):
            raise InvalidNotation(f"packets {self.packets!r} must be positive and give 13 cards")

    def __repr__(self) -> str:
        for key, preset in PRESETS.items():
            if self == preset:
                return f"HoneymoonRules.preset({key!r})"
        key = self.name if self.name in PRESETS else "seed"
        diff = ", ".join(f"{k}={b!r}" for k, a, b in PRESETS[key].differences(self))
        return f"HoneymoonRules.preset({key!r}).replace({diff})"


PRESETS: dict[str, HoneymoonRules] = {
    "seed": HoneymoonRules(),
    "standard": HoneymoonRules(
        name="standard", packets=(3, 2, 3, 2, 3), preliminary_opening_lead=Who.NON_DEALER,
        draw_first=Who.WINNER, next_lead=Who.WINNER, auction_opener=Who.DEALER,
        opener_must_bid=False, redouble_ends_auction=False, double_ends_auction=False,
        main_opening_lead=Who.DEFENDER, may_trump_when_following=False, misdraw_remedy=False,
        revoke_remedy=True, scoring=ScoringMethod.RUBBER, failed_double=FailedDouble.NONE,
        failed_double_penalty=0),
}
"""Named presets.  ``seed``: as the honeymoon-bridge text narrates the game; ``standard``: as commonly
published (e.g. the Bicycle/Hoyle rules of Honeymoon Bridge)."""


def rules_table(*rules: HoneymoonRules) -> list[tuple[str, ...]]:
    """Rows ``(rule, text under rules[0], text under rules[1], …)`` for side-by-side lessons.

    >>> rows = rules_table(PRESETS["seed"], PRESETS["standard"])
    >>> rows[0], rows[3]
    (('rule', 'seed', 'standard'), ('draw_first', 'the player who led the trick draws first; the honeymoon-bridge text: «первым карту берет игрок, который сделал ход, а вторым — отбивающийся»', 'the winner of the trick draws first'))
    """
    names = [f.name for f in dataclasses.fields(HoneymoonRules) if f.name != "name"]
    out = [("rule",) + tuple(r.name for r in rules)]
    for n in names:
        out.append((n,) + tuple(r.explain(n) for r in rules))
    return out


# ====================================================================== actions
class Phase(_PasteableEnum):
    PRELIMINARY = "preliminary"
    AUCTION = "auction"
    MAIN = "main"
    OVER = "over"


# ====================================================================== state values
@dataclass(frozen=True, slots=True)
class Irregularity:
    """An action that broke a rule of the preset, reported during a lenient replay.

    ``phase`` is ``preliminary``, ``auction`` or ``play``; ``trick`` is the trick number
    within its phase (``None`` in the auction); ``kind`` names the broken rule (the
    ``rule`` of the refusal the strict engine would raise); ``rule`` is the
    :class:`HoneymoonRules` field.
    """

    phase: str
    trick: int | None
    player: str
    kind: str
    text: str
    rule: str = ""
    law: int | None = None

    def as_dict(self) -> dict:
        return {"phase": self.phase, "trick": self.trick, "player": self.player,
                "kind": self.kind, "text": self.text}

    def __str__(self) -> str:
        where = self.phase + (f" trick {self.trick}" if self.trick is not None else "")
        return f"[{where}] {self.text}"


@dataclass(frozen=True)
class HoneymoonState:
    """An immutable snapshot of a honeymoon game (the game keeps a stack of these).

    Player-indexed tuples follow ``players``; the ``*_by_player`` properties give dicts.
    """

    players: tuple[str, str]
    dealer: str
    rules: HoneymoonRules
    phase: Phase
    hands: tuple[frozenset, frozenset]
    talon: tuple[Card, ...]
    preliminary: tuple[Trick[str], ...] = ()
    main: tuple[Trick[str], ...] = ()
    trick: tuple[tuple[int, Card], ...] = ()
    draws_due: tuple[int, ...] = ()
    leader_due: int | None = None
    auction: tuple[tuple[int, Call], ...] = ()
    contract: Contract | None = None
    declarer: int | None = None
    main_hands: tuple[frozenset, frozenset] | None = None
    remedy: int | None = None
    owed: int | None = None
    """A player who drew two cards at once and skips his next draw (lenient replay)."""
    irregularities: tuple[Irregularity, ...] = ()
    last: Action | None = None

    def index(self, player: str) -> int:
        try:
            return self.players.index(player)
        except ValueError:
            raise InvalidNotation(
                f"{player!r} is not a player of this game: the players are "
                f"{self.players[0]} and {self.players[1]}") from None

    def hand(self, player: str | int) -> Hand:
        i = player if isinstance(player, int) else self.index(player)
        return Hand(self.hands[i])

    @property
    def hands_by_player(self) -> dict[str, Hand]:
        return {p: Hand(h) for p, h in zip(self.players, self.hands)}

    @property
    def trick_cards(self) -> tuple[tuple[str, Card], ...]:
        return tuple((self.players[i], c) for i, c in self.trick)

    @property
    def auction_calls(self) -> tuple[tuple[str, Call], ...]:
        return tuple((self.players[i], c) for i, c in self.auction)

    @property
    def declarer_name(self) -> str | None:
        return None if self.declarer is None else self.players[self.declarer]

    def tricks_won(self, player: str, phase: Phase = Phase.MAIN) -> int:
        tricks = self.preliminary if phase is Phase.PRELIMINARY else self.main
        return sum(1 for t in tricks if t.winner == player)


# ====================================================================== the game
class HoneymoonGame:
    """A honeymoon game as a push/undo stack of states.

    ``hands`` maps each player to his 13 cards; ``talon`` lists the other 26 cards in
    drawing order (top first).  ``players`` gives the order of the players (the
    default is the order of ``hands``).
    """

    def __init__(self, hands: Mapping[str, Hand | str | Iterable[Card]],
                 talon: Sequence[Card | str], *, dealer: str,
                 players: Sequence[str] | None = None,
                 rules: HoneymoonRules | str | None = None):
        rules = _as_rules(rules)
        players = tuple(players) if players is not None else tuple(hands)
        if len(players) != 2 or players[0] == players[1]:
            raise InvalidNotation(f"honeymoon bridge has two different players, not {players!r}")
        for p in players:
            check_player_name(p)
        if set(players) != set(hands):
            raise InvalidNotation(f"the hands {sorted(hands)} do not match the players {players}")
        if dealer not in players:
            raise InvalidNotation(f"the dealer {dealer!r} is not one of the players {players}")
        held = []
        for p in players:
            h = hands[p]
            h = Hand.from_str(h) if isinstance(h, str) else h if isinstance(h, Hand) else Hand(h)
            if len(h) != 13:
                raise InvalidNotation(f"{p} is dealt {len(h)} cards; honeymoon bridge deals 13 each")
            held.append(frozenset(h.cards))
        tal = tuple(_card(c) if isinstance(c, str) else c for c in talon)
        if len(tal) != 26:
            raise InvalidNotation(f"the talon holds {len(tal)} cards; it must hold the other 26")
        everything = list(held[0]) + list(held[1]) + list(tal)
        if len(set(everything)) != 52:
            dup = next(c for i, c in enumerate(everything) if c in everything[:i])
            raise InvalidNotation(f"{dup} appears twice among the hands and the talon")
        first = players.index(dealer) if rules.preliminary_opening_lead is Who.DEALER else \
            1 - players.index(dealer)
        self.rules = rules
        self.initial_hands = {p: Hand(h) for p, h in zip(players, held)}
        self.initial_talon = tal
        self._stack: list[HoneymoonState] = [HoneymoonState(
            players=players, dealer=dealer, rules=rules, phase=Phase.PRELIMINARY,
            hands=(held[0], held[1]), talon=tal, leader_due=first)]
        self._actions: list[Action] = []

    # ---------------------------------------------------------------- dealing
    @classmethod
    def from_deck(cls, cards: Sequence[Card | str], *, players: Sequence[str] = ("Sergey", "Olga"),
                  dealer: str | None = None, rules: HoneymoonRules | str | None = None
                  ) -> "HoneymoonGame":
        """Deal a shuffled deck (top card first) as the rules say: packets, non-dealer first."""
        rules = _as_rules(rules)
        players = tuple(players)
        dealer = players[1] if dealer is None else dealer
        if dealer not in players:
            raise InvalidNotation(f"the dealer {dealer!r} is not one of the players {players}")
        order = [_card(c) if isinstance(c, str) else c for c in cards]
        if len(order) != 52 or len(set(order)) != 52:
            raise InvalidNotation("a honeymoon deal needs a full deck of 52 different cards")
        non_dealer = players[1 - players.index(dealer)]
        hands: dict[str, list[Card]] = {non_dealer: [], dealer: []}
        pos = 0
        for size in rules.packets:
            for p in (non_dealer, dealer):
                hands[p].extend(order[pos:pos + size])
                pos += size
        return cls({p: Hand(hands[p]) for p in players}, order[pos:], dealer=dealer,
                   players=players, rules=rules)

    @classmethod
    def random(cls, seed: int | None = None, *, players: Sequence[str] = ("Sergey", "Olga"),
               dealer: str | None = None, rules: HoneymoonRules | str | None = None
               ) -> "HoneymoonGame":
        """A shuffled deal; the same ``seed`` gives the same game."""
        order = list(deck())
        _random.Random(seed).shuffle(order)
        return cls.from_deck(order, players=players, dealer=dealer, rules=rules)

    def copy(self) -> "HoneymoonGame":
        new = object.__new__(HoneymoonGame)
        new.rules, new.initial_hands, new.initial_talon = self.rules, self.initial_hands, self.initial_talon
        new._stack, new._actions = list(self._stack), list(self._actions)
        return new

    # ---------------------------------------------------------------- state
    @property
    def state(self) -> HoneymoonState:
        return self._stack[-1]

    @property
    def players(self) -> tuple[str, str]:
        return self.state.players

    @property
    def dealer(self) -> str:
        return self.state.dealer

    @property
    def phase(self) -> Phase:
        return self.state.phase

    @property
    def actions(self) -> tuple[Action, ...]:
        return tuple(self._actions)

    def __len__(self) -> int:
        return len(self._actions)

    def hand(self, player: str) -> Hand:
        return self.state.hand(player)

    @property
    def talon(self) -> tuple[Card, ...]:
        return self.state.talon

    @property
    def contract(self) -> Contract | None:
        return self.state.contract

    @property
    def declarer(self) -> str | None:
        return self.state.declarer_name

    @property
    def irregularities(self) -> tuple[Irregularity, ...]:
        return self.state.irregularities

    @property
    def preliminary_tricks(self) -> tuple[Trick[str], ...]:
        return self.state.preliminary

    @property
    def main_tricks(self) -> tuple[Trick[str], ...]:
        return self.state.main

    def tricks_won(self, player: str) -> int:
        """Main-play tricks won so far."""
        return self.state.tricks_won(player)

    def other(self, player: str) -> str:
        return self.players[1 - self.state.index(player)]

    @property
    def expected(self) -> tuple[ActionKind, str] | None:
        """What the rules expect next and from whom (``None`` when the game is over)."""
        e = _expected(self.state)
        return None if e is None else (e[0], self.players[e[1]])

    @property
    def turn(self) -> str | None:
        e = self.expected
        return None if e is None else e[1]

    @property
    def expected_kind(self) -> ActionKind | None:
        e = self.expected
        return None if e is None else e[0]

    @property
    def is_over(self) -> bool:
        return self.state.phase is Phase.OVER

    @property
    def auction_ended(self) -> bool:
        return self.state.phase in (Phase.MAIN, Phase.OVER) and bool(self.state.auction)

    # ---------------------------------------------------------------- rules
    def legal_actions(self) -> list[Action]:
        """Every action the rules allow now (draws name the card they would take)."""
        s = self.state
        e = _expected(s)
        if e is None:
            return []
        kind, i = e
        p = s.players[i]
        if kind is ActionKind.DRAW:
            n = 2 if s.remedy == i and len(s.talon) >= 2 else 1
            return [Action.of_draw(p, c) for c in s.talon[:n]]
        if kind is ActionKind.CALL:
            return [Action.of_call(p, c) for c in _legal_calls(s, i)]
        return [Action.of_card(p, c) for c in _legal_cards(s, i)]

    def legal_cards(self) -> list[Card]:
        return [a.card for a in self.legal_actions()
                if a.kind is ActionKind.CARD and a.card is not None]  # a card action has a card

    def legal_calls(self) -> list[Call]:
        return [a.call for a in self.legal_actions()
                if a.kind is ActionKind.CALL and a.call is not None]  # a call action has a call

    def check(self, action: Action | str) -> Action:
        """Return the action (a draw completed with its card) if legal now; else raise."""
        action = _as_action(action)
        new, _ = _step(self.state, action, lenient=False)
        assert new.last is not None  # a step records the action it took
        return new.last

    def is_legal(self, action: Action | str) -> bool:
        try:
            self.check(action)
        except (IllegalAction, InvalidNotation):
            return False
        return True

    # ---------------------------------------------------------------- stack
    def apply(self, action: Action | str, *, lenient: bool = False) -> tuple[Irregularity, ...]:
        """Push an action.  Strict (default): refuse anything a rule forbids.  Lenient:
        report what a rule forbids (returned, and kept in :attr:`irregularities`) and
        continue as played.  A refused action changes nothing."""
        action = _as_action(action)
        new, found = _step(self.state, action, lenient=lenient)
        assert new.last is not None  # a step records the action it took
        self._stack.append(new)
        self._actions.append(new.last)
        return found

    push = apply

    def play(self, card: Card | str, player: str | None = None) -> None:
        """Play a card (by the player in turn unless ``player`` is given)."""
        self.apply(Action.of_card(self._who(player, ActionKind.CARD), card))

    def draw(self, player: str | None = None, card: Card | str | None = None) -> None:
        """Draw from the talon (the top card unless a remedy lets the player choose)."""
        self.apply(Action.of_draw(self._who(player, ActionKind.DRAW), card))

    def call(self, call: Call | str, player: str | None = None) -> None:
        self.apply(Action.of_call(self._who(player, ActionKind.CALL), call))

    def undo(self) -> Action:
        """Take back the last action."""
        if not self._actions:
            raise IllegalAction("there is nothing to undo: no action has been taken", rule=RuleId.UNDO)
        self._stack.pop()
        return self._actions.pop()

    pop = undo

    def _who(self, player: str | None, kind: ActionKind) -> str:
        if player is not None:
            self.state.index(player)
            return player
        e = _expected(self.state)
        # when the game is over the transition function refuses, naming why
        return self.players[0] if e is None else self.players[e[1]]

    # ---------------------------------------------------------------- outcome
    def score(self):
        """The score of the deal (a :class:`~bridgelib.scoring.honeymoon.HoneymoonScore`)."""
        return score_game(self)

    def __repr__(self) -> str:
        return (f"<HoneymoonGame {self.players[0]} v {self.players[1]}, rules "
                f"{self.rules.name!r}, {self.phase.value}, {len(self._actions)} actions>")


# ====================================================================== the transition function
def _as_rules(rules) -> HoneymoonRules:
    if rules is None:
        return PRESETS["seed"]
    if isinstance(rules, str):
        return HoneymoonRules.preset(rules)
    if not isinstance(rules, HoneymoonRules):
        raise InvalidNotation(f"{rules!r} is not a HoneymoonRules value or a preset name")
    return rules


def _as_action(action) -> Action:
    if isinstance(action, Action):
        return action
    if isinstance(action, str):
        return Action.from_str(action)
    raise InvalidNotation(f"{action!r} is not an action")


def _expected(s: HoneymoonState) -> tuple[ActionKind, int] | None:
    if s.phase is Phase.OVER:
        return None
    if s.phase is Phase.PRELIMINARY:
        if s.draws_due:
            return ActionKind.DRAW, s.draws_due[0]
        if s.trick:
            return ActionKind.CARD, 1 - s.trick[0][0]
        assert s.leader_due is not None  # no draw due and no trick begun: a lead is due
        return ActionKind.CARD, s.leader_due
    if s.phase is Phase.AUCTION:
        return ActionKind.CALL, _auction_turn(s)
    if s.trick:
        return ActionKind.CARD, 1 - s.trick[0][0]
    assert s.leader_due is not None  # the main play goes on and no trick is begun: a lead is due
    return ActionKind.CARD, s.leader_due


def _auction_turn(s: HoneymoonState) -> int:
    if not s.auction:
        d = s.players.index(s.dealer)
        return d if s.rules.auction_opener is Who.DEALER else 1 - d
    return 1 - s.auction[-1][0]


def _trick_no(s: HoneymoonState) -> int:
    return (len(s.preliminary) if s.phase is Phase.PRELIMINARY else len(s.main)) + 1


def _phase_trick(s: HoneymoonState) -> str:
    if s.phase is Phase.PRELIMINARY:
        return f"preliminary trick {_trick_no(s)}"
    return f"main trick {_trick_no(s)}"


def _cards_text(cards: Iterable[Card]) -> str:
    return " ".join(str(c) for c in sorted(cards, key=lambda c: (-c.suit, -c.rank)))


def _legal_calls(s: HoneymoonState, i: int) -> list[Call]:
    from ..auction import DOUBLE, PASS, REDOUBLE, sufficient_bids

    out: list[Call] = []
    if not (s.rules.opener_must_bid and not s.auction):
        out.append(PASS)
    last_bid = next((c for _, c in reversed(s.auction) if c.is_bid), None)
    out.extend(sufficient_bids(last_bid))
    if s.auction:
        j, last = s.auction[-1]
        if last.is_bid and j != i:
            out.append(DOUBLE)
        if last.kind is CallKind.DOUBLE and j != i:
            out.append(REDOUBLE)
    return out


def _suit_rules(s: HoneymoonState) -> tuple[Suit | None, SuitRules]:
    """The trump and the suit rules of a reply now: in the preliminary play there is no
    trump and a player follows suit if able (the honeymoon-bridge text); in the main play
    the preset's options (``may_trump_when_following``, ``void_must_trump``) apply."""
    if s.phase is not Phase.MAIN or not s.contract:
        return None, LAWS_SUIT_RULES
    return s.contract.trump, SuitRules(
        may_trump_when_following=s.rules.may_trump_when_following,
        void_must_trump=s.rules.void_must_trump)


def _legal_cards(s: HoneymoonState, i: int) -> list[Card]:
    held = sorted(s.hands[i], key=lambda c: (-c.suit, -c.rank))
    if not s.trick:
        return held
    return legal_replies(held, s.trick[0][1].suit, *_suit_rules(s))


def _irr(s: HoneymoonState, player: int, kind: str, text: str, rule: str,
         law: int | None = None) -> Irregularity:
    phase = s.phase.value if s.phase is not Phase.OVER else "main"
    if s.phase is Phase.AUCTION:
        trick = None
    elif s.phase is Phase.PRELIMINARY and s.draws_due:
        trick = len(s.preliminary)  # the draws that follow this trick
    else:
        trick = _trick_no(s)
    return Irregularity(phase, trick, s.players[player], kind, text, rule, law)


def _step(s: HoneymoonState, a: Action, *, lenient: bool) -> tuple[HoneymoonState, tuple[Irregularity, ...]]:
    """The transition function: the state after action ``a``, and the irregularities found.

    Raises (changing nothing) when the action is impossible, or forbidden and not lenient.
    """
    i = s.index(a.player)
    found: list[Irregularity] = []

    def breach(exc: IllegalAction, kind: str, rule: str, state: HoneymoonState | None = None):
        if not lenient:
            raise exc
        found.append(_irr(state or s, i, kind, str(exc), rule, exc.law))

    if s.phase is Phase.OVER:
        err = {ActionKind.CARD: IllegalPlay, ActionKind.DRAW: IllegalDraw,
               ActionKind.CALL: IllegalCall}[a.kind]
        raise err(f"{a} comes after the game has ended: all 13 main tricks have been played"
                  if s.main else f"{a} comes after the game has ended: the deal was passed out",
                  rule=RuleId.GAME_OVER)
    if a.kind is ActionKind.DRAW:
        new = _draw(s, i, a, breach)
    elif a.kind is ActionKind.CALL:
        new = _call(s, i, a, breach, lenient)
    else:
        new = _card_step(s, i, a, breach, lenient)
    new = dataclasses.replace(new, irregularities=s.irregularities + tuple(found))
    return new, tuple(found)


def _draw(s: HoneymoonState, i: int, a: Action, breach) -> HoneymoonState:
    p = s.players[i]
    drew_already = (s.phase is Phase.PRELIMINARY and not s.trick and bool(s.preliminary)
                    and any(who == p for who, _ in s.preliminary[-1].draws))
    if (s.phase is not Phase.PRELIMINARY or not s.draws_due) and not (drew_already and s.talon):
        why = ("the talon is empty" if not s.talon else
               "draws follow a finished preliminary trick, and the trick in progress is "
               "not finished" if s.phase is Phase.PRELIMINARY else
               f"the talon is used only in the preliminary play (now: {s.phase.value})")
        raise IllegalDraw(f"{p} cannot draw now: {why}", rule=RuleId.NO_DRAW_DUE)
    remedy = s.remedy
    owed = s.owed
    if drew_already:
        exc = IllegalDraw(
            f"{p} has already drawn after {_last_trick_text(s)}: each player draws one card "
            "after each preliminary trick (drawing two cards is not allowed)", rule=RuleId.ONE_DRAW)
        if len(s.talon) < 2 or owed is not None:
            raise exc       # no card would be left for the opponent: cannot be continued
        # The honeymoon-bridge text: a player who takes «не один, а сразу два листа» — the
        # same remedy as a draw out of turn: the opponent looks at the two top cards and
        # takes either.  The offender keeps the card and skips his next draw (the engine's
        # reading: the text does not say), so both hands are thirteen again after a trick.
        breach(exc, "double-draw", "one_draw")
        owed = i
        if s.rules.misdraw_remedy:
            remedy = 1 - i
    elif s.draws_due[0] != i:
        other = s.players[s.draws_due[0]]
        breach(IllegalDraw(
            f"{p} drew before {other} after {_last_trick_text(s)}: {other} draws first "
            f"(draw_first: {s.rules.explain('draw_first')})", rule=RuleId.DRAW_OUT_OF_TURN),
            "draw-out-of-turn", "draw_first")
        if s.rules.misdraw_remedy:
            remedy = 1 - i
    allowed = s.talon[:2] if remedy == i and len(s.talon) >= 2 else s.talon[:1]
    c = a.card if a.card is not None else s.talon[0]
    if c not in allowed:
        # the two top cards are named only when the remedy lets the player look at them;
        # the top card itself is face down and never named
        choice = (f"either of the two top cards, {allowed[0]} or {allowed[1]}" if len(allowed) == 2
                  else "the top card")
        raise IllegalDraw(f"{p} cannot take {c} from the talon: {p} draws {choice} "
                          f"(after {_last_trick_text(s)})", rule=RuleId.DRAW_TOP_CARD)
    talon = list(s.talon)
    talon.remove(c)
    hands = list(s.hands)
    hands[i] = hands[i] | {c}
    last = s.preliminary[-1]
    prelim = s.preliminary[:-1] + (dataclasses.replace(last, draws=last.draws + ((p, c),)),)
    due = tuple(j for j in s.draws_due if j != i)
    new = dataclasses.replace(
        s, hands=(hands[0], hands[1]), talon=tuple(talon), preliminary=prelim, draws_due=due,
        remedy=None if remedy == i else remedy, owed=owed, last=Action.of_draw(p, c))
    if not due and not talon:
        new = dataclasses.replace(new, phase=Phase.AUCTION, leader_due=None,
                                  main_hands=new.hands, remedy=None)
    return new


def _last_trick_text(s: HoneymoonState) -> str:
    return f"preliminary trick {len(s.preliminary)}" if s.preliminary else "the deal"


def _call(s: HoneymoonState, i: int, a: Action, breach, lenient: bool) -> HoneymoonState:
    p, call = s.players[i], a.call
    assert call is not None
    if s.phase is Phase.PRELIMINARY:
        raise IllegalCall(f"{p}'s {call} comes too early: the auction starts when the talon is "
                          f"used up ({len(s.talon)} cards left, {_phase_trick(s)})",
                          rule=RuleId.NOT_AUCTION)
    if s.phase is Phase.MAIN:
        if s.trick or s.main:
            raise IllegalCall(f"{p}'s {call} comes during the play ({_phase_trick(s)}): the "
                              "auction has ended", rule=RuleId.AUCTION_ENDED, law=39)
        why = _ending_text(s)
        breach(IllegalCall(f"{p}'s {call} comes after the auction had ended ({why})",
                           rule=RuleId.CALL_AFTER_AUCTION_END, law=39),
               "call-after-auction-end", _ending_rule(s))
        s = dataclasses.replace(s, phase=Phase.AUCTION, contract=None, declarer=None,
                                leader_due=None)
    turn = _auction_turn(s)
    if turn != i:
        breach(IllegalCall(f"{p}'s {call} is out of turn: it is {s.players[turn]}'s turn to "
                           f"call (call {len(s.auction) + 1}; the players call in turn, the "
                           "dealer first)", rule=RuleId.CALL_OUT_OF_TURN, law=31),
               "call-out-of-turn", "auction_opener", s)
    last_bid = next(((j, c) for j, c in reversed(s.auction) if c.is_bid), None)
    if call.is_bid:
        if last_bid is not None and is_insufficient(call, last_bid[1]):
            raise IllegalCall(
                f"{p}'s {call} is insufficient: the last bid is {s.players[last_bid[0]]}'s "
                f"{last_bid[1]}, and a bid must name more tricks, or as many in a higher strain "
                "(♣ < ♦ < ♥ < ♠ < NT)", rule=RuleId.INSUFFICIENT_BID, law=27)
    elif call.kind is CallKind.DOUBLE:
        if not s.auction or not s.auction[-1][1].is_bid or s.auction[-1][0] == i:
            what = ("no bid has been made" if not s.auction else
                    f"the last call is {s.players[s.auction[-1][0]]}'s {s.auction[-1][1]}")
            raise IllegalCall(f"{p}'s double is not allowed: {what}; a player doubles only "
                              "the opponent's bid, just made", rule=RuleId.DOUBLE, law=19)
    elif call.kind is CallKind.REDOUBLE:
        if not s.auction or s.auction[-1][1].kind is not CallKind.DOUBLE or s.auction[-1][0] == i:
            what = ("no call has been made" if not s.auction else
                    f"the last call is {s.players[s.auction[-1][0]]}'s {s.auction[-1][1]}")
            raise IllegalCall(f"{p}'s redouble is not allowed: {what}; a player redoubles only "
                              "the opponent's double of his own bid", rule=RuleId.REDOUBLE, law=19)
    elif not s.auction and s.rules.opener_must_bid:
        breach(IllegalCall(f"{p} may not pass as the first call: "
                           f"{s.rules.explain('opener_must_bid')}", rule=RuleId.OPENER_MUST_BID),
               "opener-must-bid", "opener_must_bid", s)
    auction = s.auction + ((i, call),)
    new = dataclasses.replace(s, auction=auction, last=Action.of_call(p, call))
    return _maybe_close(new)


def _ends_now(s: HoneymoonState) -> bool:
    if not s.auction:
        return False
    last = s.auction[-1][1]
    if last.is_pass:
        return len(s.auction) >= 2
    if last.kind is CallKind.REDOUBLE:
        return s.rules.redouble_ends_auction
    if last.kind is CallKind.DOUBLE:
        return s.rules.double_ends_auction
    return False


def last_bid_doubling(auction) -> Doubling:
    """How the last bid of ``auction`` (``(player, call)`` pairs) stands: doubled,
    redoubled, or neither — the calls since it decide."""
    d = Doubling.NONE
    for _, c in reversed(auction):
        if c.is_bid:
            break
        if c.kind is CallKind.REDOUBLE:
            return Doubling.REDOUBLED
        if c.kind is CallKind.DOUBLE:
            d = Doubling.DOUBLED
    return d


def _close(s: HoneymoonState) -> HoneymoonState:
    """End the auction as it stands: the contract, declarer and opening leader."""
    bid = next(((j, c) for j, c in reversed(s.auction) if c.is_bid), None)
    if bid is None:
        return dataclasses.replace(s, phase=Phase.OVER, contract=Contract.passed_out())
    level, strain = bid[1].level, bid[1].strain
    assert level is not None and strain is not None  # the last bid is a bid
    contract = Contract(level, strain, last_bid_doubling(s.auction), None)
    declarer = bid[0]
    lead = declarer if s.rules.main_opening_lead is Who.DECLARER else 1 - declarer
    return dataclasses.replace(s, phase=Phase.MAIN, contract=contract, declarer=declarer,
                               leader_due=lead)


def _maybe_close(s: HoneymoonState) -> HoneymoonState:
    return _close(s) if _ends_now(s) else s


def _ending_text(s: HoneymoonState) -> str:
    last_i, last = s.auction[-1]
    who = s.players[last_i]
    if last.is_pass:
        return f"{who}'s pass ended it"
    return f"{who}'s {last} ended it: " + (s.rules.explain("redouble_ends_auction")
                                           if last.kind is CallKind.REDOUBLE
                                           else s.rules.explain("double_ends_auction"))


def _ending_rule(s: HoneymoonState) -> str:
    last = s.auction[-1][1]
    return {CallKind.REDOUBLE: "redouble_ends_auction",
            CallKind.DOUBLE: "double_ends_auction"}.get(last.kind, "auction")


def _card_step(s: HoneymoonState, i: int, a: Action, breach, lenient: bool) -> HoneymoonState:
    p, c = s.players[i], a.card
    assert c is not None
    if s.phase is Phase.PRELIMINARY and s.draws_due:
        who = " and ".join(s.players[j] for j in s.draws_due)
        raise IllegalPlay(f"{p}'s {c} comes too early: {who} must first draw after "
                          f"preliminary trick {len(s.preliminary)}", rule=RuleId.DRAW_FIRST)
    if s.phase is Phase.AUCTION:
        if not any(cl.is_bid for _, cl in s.auction):
            raise IllegalPlay(f"{p}'s {c} comes during the auction, before any bid: there is "
                              "no contract to play", rule=RuleId.AUCTION_NOT_ENDED)
        turn = s.players[_auction_turn(s)]
        last = s.auction[-1][1]
        rule = {CallKind.REDOUBLE: "redouble_ends_auction",
                CallKind.DOUBLE: "double_ends_auction"}.get(last.kind, "auction")
        why = (s.rules.explain(rule) if rule != "auction" else
               "a bid ends the auction only when the opponent passes")
        breach(IllegalPlay(
            f"the play began with {p}'s {c}, but the auction had not ended: {turn} still had "
            f"to call after {s.players[s.auction[-1][0]]}'s {last} ({why})",
            rule=RuleId.AUCTION_NOT_ENDED, law=17), "auction-not-ended", rule)
        s = _close(s)
        if s.phase is Phase.OVER:  # pragma: no cover - guarded above
            raise IllegalPlay("no contract to play", rule=RuleId.AUCTION_NOT_ENDED)
    if c not in s.hands[i]:  # never where the card is: the other hand and the talon are hidden
        raise IllegalPlay(f"{not_held(p, c)} ({_phase_trick(s)}; a player plays a card from "
                          "his own hand)", rule=RuleId.NOT_HELD, law=45)
    trick_no = _trick_no(s)
    remedy = s.remedy
    if not s.trick:
        due = s.leader_due
        assert due is not None
        if due != i:
            if s.phase is Phase.MAIN and not s.main:
                rule, law = "main_opening_lead", 54
                why = (f"{s.players[due]} should lead (main_opening_lead: "
                       f"{s.rules.explain('main_opening_lead')}; Law 54: opening lead out of "
                       "turn)")
            else:
                prev = s.main[-1] if s.phase is Phase.MAIN else (
                    s.preliminary[-1] if s.preliminary else None)
                if prev is None:
                    rule, why, law = "preliminary_opening_lead", (
                        f"{s.players[due]} should lead (preliminary_opening_lead: "
                        f"{s.rules.explain('preliminary_opening_lead')})"), None
                else:
                    rule, law = "next_lead", 53
                    why = (f"{prev.winner} won trick {prev.number} and should lead "
                           f"(next_lead: {s.rules.explain('next_lead')}; Law 53: lead out of "
                           "turn)")
            breach(IllegalPlay(f"{p} led {c} to {_phase_trick(s)} out of turn: {why}",
                               rule=RuleId.LEAD_OUT_OF_TURN, law=law),
                   "lead-out-of-turn", rule, s)
        trick: tuple[tuple[int, Card], ...] = ((i, c),)
    else:
        if s.trick[0][0] == i:
            raise IllegalPlay(f"{p} has already played to {_phase_trick(s)} ({s.trick[0][1]}); "
                              f"it is {s.players[1 - i]}'s turn", rule=RuleId.PLAYED_TWICE)
        led = s.trick[0][1]
        fault = suit_fault(s.hands[i], c, led.suit, *_suit_rules(s))
        held = _cards_text(fault.cards) if fault is not None else ""
        if fault is not None and fault.rule is RuleId.MUST_TRUMP:
            rule = "void_must_trump"
            breach(IllegalPlay(
                f"{p} must trump: {s.players[1 - i]} led {led} to {_phase_trick(s)}, {p} has no "
                f"{led.suit.name_en} and holds the trumps {held}, but played {c} "
                f"({rule}: {s.rules.explain(rule)})", rule=RuleId.MUST_TRUMP, law=None),
                "must-trump", rule, s)
        elif fault is not None:
            if s.phase is Phase.PRELIMINARY:
                rule_text = ("follow_suit: a player holding the suit led must play a card of that "
                             "suit; the honeymoon-bridge text: «Младшая рука должен положить карту непременно в "
                             "масть»")
                rule = "follow_suit"
            else:
                rule = "may_trump_when_following"
                rule_text = f"{rule}: {s.rules.explain(rule)}"
            verb = ("trumped with" if s.contract and s.phase is Phase.MAIN
                    and c.suit == s.contract.trump else "played")
            breach(IllegalPlay(
                f"{p} must follow suit: {s.players[1 - i]} led {led} to {_phase_trick(s)} and "
                f"{p} holds {held}, but {verb} {c} ({rule_text})", rule=RuleId.FOLLOW_SUIT, law=44),
                "follow-suit", rule, s)
            if s.phase is Phase.PRELIMINARY and s.rules.revoke_remedy:
                remedy = 1 - i
        trick = s.trick + ((i, c),)
    hands = list(s.hands)
    hands[i] = hands[i] - {c}
    new = dataclasses.replace(s, hands=(hands[0], hands[1]), trick=trick, remedy=remedy,
                              last=Action.of_card(p, c))
    if len(trick) < 2:
        return new
    cards = (trick[0][1], trick[1][1])
    trump = s.contract.trump if s.phase is Phase.MAIN and s.contract else None
    w = trick[trick_winner(cards, trump)][0]
    players = (s.players[trick[0][0]], s.players[trick[1][0]])
    done = Trick(players[0], cards, trump, table=players, phase=s.phase, number=trick_no)
    if s.phase is Phase.PRELIMINARY:
        leader = trick[0][0]
        first = leader if s.rules.draw_first is Who.LEADER else w
        draws = tuple(j for j in (first, 1 - first) if j != s.owed)   # a double drawer skips one
        return dataclasses.replace(new, trick=(), preliminary=s.preliminary + (done,),
                                   draws_due=draws, leader_due=w, owed=None)
    new = dataclasses.replace(new, trick=(), main=s.main + (done,), leader_due=w)
    if len(new.main) == 13:
        new = dataclasses.replace(new, phase=Phase.OVER, leader_due=None)
    return new


def score_game(game: "HoneymoonGame") -> HoneymoonScore:
    """Score a finished (or passed-out) honeymoon game under its rules."""
    s = game.state
    if s.phase is not Phase.OVER:
        raise IllegalAction(f"the game is not over ({s.phase.value}): there is no score yet",
                            rule=RuleId.NOT_OVER)
    contract = s.contract or Contract.passed_out()
    if contract.is_passed_out:
        return HoneymoonScore(contract, 0, game.rules.scoring, (), None, None)
    d = s.declarer
    assert d is not None  # a contract was reached, so it has a declarer
    decl, opp = s.players[d], s.players[1 - d]
    tricks = s.tricks_won(decl)
    rules = game.rules
    if rules.scoring is ScoringMethod.SEED:
        return seed_score(contract, tricks, failed_double=rules.failed_double,
                          penalty=rules.failed_double_penalty, declarer=decl, opponent=opp)
    assert s.main_hands is not None
    hon = [honours_bonus(Hand(s.main_hands[j]), contract.strain)[0] for j in (0, 1)]
    return rubber_score(contract, tricks, declarer_honours=hon[d], opponent_honours=hon[1 - d],
                        declarer=decl, opponent=opp)
