"""Yard bridge (дворовий бридж, the yard-bridge text): a 36-card exact-bid trick game for 3 or 4 players
(and the two-player adaptation the text mentions).

What the yard-bridge text says, and how this module models it:

* **Deck and deal.** 36 cards (the 2s to 5s removed, :func:`bridgelib.cards.deck` ``(36)``);
  four players get 9 cards each, three players 12 («кожен отримує по 9 карт ... Якщо
  ж компанія складається з 3 учасників, їм лунає по 12 карт»); shuffled and dealt
  **one card at a time** («Роздача карт по одній»).  We deal clockwise from the
  dealer's left, so the dealer receives the last card.
* **Trump.** «після роздачі наступна карта з колоди (якщо вона залишилась)
  відкривається на стіл. Якщо ж ... колода роздана повністю, козир може
  призначатися за домовленістю або визначатися останньою зданою картою дилера»:
  :class:`TrumpRule` ``DEALER_LAST_CARD`` (the suit of the last card dealt, the
  dealer's), ``AGREED`` (fixed beforehand; ``None`` agreed means no trump) and
  ``TURN_UP`` (the next card of the pack — possible only when cards are left over,
  i.e. with a smaller ``hand_size`` than the full deal, which the yard-bridge text allows for
  but never uses).
* **Bidding.** «Усі учасники по черзі, починаючи від гравця ліворуч від дилера,
  оголошують ... число взяток»: each player in turn from the dealer's left says a
  number of tricks, 0 … hand size.  The **dealer's restriction**: «Він не має
  права замовити таку кількість взяток, яка в сумі із замовленнями інших гравців
  складе 9 (загальну кількість карт на руці)» — the dealer, bidding last, may not
  make the total equal the number of tricks (9 with four players, 12 with three).
* **Play.** «перший гравець викладає карту на стіл»: the first bidder (left of the
  dealer) leads; each player must follow suit if able, otherwise may trump or
  discard freely; the highest trump, else the highest card of the suit led, wins.
  *Not stated by the yard-bridge text* and taken from trick-taking custom: the winner of a
  trick leads to the next.
* **Scoring** (:mod:`bridgelib.scoring.yard`): exact bid 10 per trick, 0 bid and 0
  taken 5, over the bid 1 point per trick taken, under it −10 per missing trick.
* **Two players.** «адаптивність правил дозволяє легко організувати правила гри в бридж на
  двох гравців, просто змінивши кількість карт при роздачі або запровадивши гру з
  «болваном»»: the rules adapt to two players "simply by changing the number of cards
  dealt, or by bringing in a dummy".  The first way is :data:`YARD_TWO`: two players, 12
  cards each (the text names no number: 12 as with three players, so that cards are left
  to turn up the trump), everything else unchanged — the dealer's restriction now keeps the
  two bids from adding up to 12.  The second way is not modelled: the text does not say
  who plays the imaginary player's cards, or whether it bids and scores.
* **A game** is several rounds «до досягнення певної суми очок або фіксовану
  кількість кіл» — to a target total or a fixed number of circles.  *Not stated*:
  the deal passes clockwise after each round (so one circle = every player deals once).

>>> r = YardRound.from_hands(["AK.Q.J.T", "QJ.K.T.9", "T9.A.9.8", "87.J.A.K"], dealer=3,
...                          trump=Suit.SPADES, rules=replace(YARD_FOUR, hand_size=5))
>>> r.turn, r.legal_bids()
(0, [0, 1, 2, 3, 4, 5])
>>> for b in (2, 1, 1): r.bid(b)
>>> r.legal_bids()      # 2 + 1 + 1 = 4: the dealer may not say 1 (total 5 = tricks)
[0, 2, 3, 4, 5]
>>> r.bid(1)
Traceback (most recent call last):
...
bridgelib.errors.IllegalCall: Player 4 (the dealer) may not bid 1: the others bid 4, and 4 + 1 = 5 is exactly the number of tricks (the yard-bridge text: the dealer may not make the total equal the tricks available)
>>> r.bid(0); r.phase, r.turn
('play', 0)
"""

from __future__ import annotations

import enum
import random as _random
from fractions import Fraction
from math import comb
from dataclasses import dataclass, replace
from typing import Iterable, Iterator, Sequence

from ..cards import Card, Suit, deck
from ..errors import IllegalAction, IllegalCall, IllegalPlay, InvalidNotation, not_held
from ..rules import RuleId
from ..trick import LAWS_SUIT_RULES, Trick, legal_replies, suit_fault
from ..hand import Hand
from ..scoring.yard import YARD_SEED, YardScoreTable, YardScoring

__all__ = ["TrumpRule", "YardRules", "YARD_FOUR", "YARD_THREE", "YARD_TWO", "YardRound",
           "YardGame", "deal_yard"]


class TrumpRule(enum.Enum):
    """How the trump suit of a round is fixed (the yard-bridge text names all three)."""

    DEALER_LAST_CARD = "dealer-last-card"
    AGREED = "agreed"
    TURN_UP = "turn-up"

    def __repr__(self) -> str:
        return f"TrumpRule.{self.name}"


@dataclass(frozen=True)
class YardRules:
    """The rules of yard bridge as data; presets :data:`YARD_FOUR`, :data:`YARD_THREE`.

    ``hand_size`` defaults to the full deal (36 // players).
    """

    name: str = "the yard-bridge text, four players"
    players: int = 4
    hand_size: int | None = None
    trump_rule: TrumpRule = TrumpRule.DEALER_LAST_CARD
    agreed_trump: Suit | None = None
    dealer_restriction: bool = True
    scoring: YardScoring = YARD_SEED

    def __post_init__(self):
        if self.players not in (2, 3, 4):
            raise InvalidNotation(
                f"{self.players!r} players: the yard-bridge text's yard bridge is for 4 players (9 cards "
                "each) or 3 (12 cards each), and adapts to 2 by dealing fewer cards")
        size = self.hand_size if self.hand_size is not None else 36 // self.players
        if not isinstance(size, int) or not 1 <= size <= 36 // self.players:
            raise InvalidNotation(
                f"a hand of {size!r} cards is impossible: 36 cards give {self.players} players "
                f"at most {36 // self.players} each")
        object.__setattr__(self, "hand_size", size)
        if self.trump_rule is TrumpRule.TURN_UP and size * self.players >= 36:
            raise InvalidNotation(
                f"no card is left to turn up after dealing {size} cards to {self.players} "
                "players: with the whole pack dealt the yard-bridge text fixes trump by agreement or by the "
                "dealer's last card")

    @property
    def tricks(self) -> int:
        """Tricks in a round (= cards in a hand)."""
        assert self.hand_size is not None  # __post_init__ fills in the default
        return self.hand_size

    def trump_chances(self) -> dict[str, dict[int, Fraction]]:
        """The exact chance of each number of trumps in a hand under these rules.

        A suit has nine cards in the 36-card pack.  With trumps agreed every hand of ``n``
        cards is alike (hypergeometric: ``C(9,k)·C(27,n−k)/C(36,n)``).  When the dealer's
        last card fixes trumps, that card is any of his ``n`` with equal chance, so a hand
        with ``k`` of a suit makes it trumps with chance ``k/n`` — over the four suits the
        dealer's chance is ``4·P(k)·k/n``; another player's hand holds ``k`` of the suit of
        a card drawn from the other ``36 − n`` cards: ``4·P(k)·(9−k)/(36−n)``.  When a card
        is turned up from the undealt stock, every hand is ``n`` cards from the 35 others,
        eight of them trumps.

        >>> YARD_FOUR.trump_chances()["the dealer (his last card is trump)"][0]
        Fraction(0, 1)
        """
        n = self.tricks
        if self.trump_rule is TrumpRule.TURN_UP:
            return {"every player (a card turned up)": {
                k: Fraction(comb(8, k) * comb(27, n - k), comb(35, n)) for k in range(n + 1)}}
        alike = {k: Fraction(comb(9, k) * comb(27, n - k), comb(36, n)) for k in range(n + 1)}
        if self.trump_rule is TrumpRule.AGREED:
            return {"trump agreed (every player)": alike}
        others = {2: "the other player", 3: "the other two players",
                  4: "the other three players"}[self.players]
        return {"trump agreed (every player)": alike,
                "the dealer (his last card is trump)": {k: 4 * p * k / n for k, p in alike.items()},
                others: {k: 4 * p * (9 - k) / (36 - n) for k, p in alike.items()}}


YARD_FOUR = YardRules()
YARD_THREE = YardRules(name="the yard-bridge text, three players", players=3)
YARD_TWO = YardRules(name="the yard-bridge text, adapted for two players", players=2, hand_size=12,
                     trump_rule=TrumpRule.TURN_UP)
"""Two players, 12 cards each, the next card turned up for trump (see the module's notes)."""


def deal_yard(rules: YardRules = YARD_FOUR, *, dealer: int = 0, seed: int | None = None,
              rng: _random.Random | None = None) -> tuple[tuple[Hand, ...], Suit | None,
                                                          Card | None]:
    """Shuffle the 36-card pack and deal one card at a time from the dealer's left.

    Returns the hands (indexed by player), the trump suit and the card that fixed
    it (``None`` when trump is agreed).
    """
    r = rng if rng is not None else _random.Random(seed)
    cards = list(deck(36))
    r.shuffle(cards)
    n, size = rules.players, rules.tricks
    held: list[list[Card]] = [[] for _ in range(n)]
    for i in range(n * size):
        held[(dealer + 1 + i) % n].append(cards[i])
    hands = tuple(Hand(h) for h in held)
    if rules.trump_rule is TrumpRule.AGREED:
        return hands, rules.agreed_trump, None
    shown = cards[n * size - 1] if rules.trump_rule is TrumpRule.DEALER_LAST_CARD else cards[n * size]
    return hands, shown.suit, shown


class YardRound:
    """One round (кон) of yard bridge: the bidding, then the play; a push/undo stack.

    Players are numbered 0 … n-1 clockwise; ``names`` label them.
    """

    def __init__(self, hands: Sequence[Hand], *, dealer: int = 0, trump: Suit | None = None,
                 rules: YardRules = YARD_FOUR, trump_card: Card | None = None,
                 names: Sequence[str] | None = None):
        n = rules.players
        if len(hands) != n:
            raise InvalidNotation(f"{rules.name} needs {n} hands, not {len(hands)}")
        seen: set[Card] = set()
        legal = set(deck(36))
        for i, h in enumerate(hands):
            if len(h) != rules.tricks:
                raise InvalidNotation(
                    f"player {i + 1} holds {len(h)} cards; {rules.name} deals {rules.tricks} each")
            for c in h:
                if c not in legal:
                    raise InvalidNotation(f"{c} is not in the 36-card pack (6 to ace)")
                if c in seen:
                    raise InvalidNotation(f"{c} is dealt twice")
                seen.add(c)
        if not isinstance(dealer, int) or not 0 <= dealer < n:
            raise InvalidNotation(f"{dealer!r} is not a player number: players are 0 … {n - 1}")
        self.rules = rules
        self.hands: tuple[Hand, ...] = tuple(hands)
        self.dealer = dealer
        self.trump = trump
        self.trump_card = trump_card
        self.names: tuple[str, ...] = tuple(names) if names else tuple(
            f"Player {i + 1}" for i in range(n))
        if len(self.names) != n:
            raise InvalidNotation(f"{len(self.names)} names for {n} players")
        self._bids: list[int] = []
        self._cards: list[Card] = []
        self._held: list[set[Card]] = [set(h.cards) for h in hands]
        self._tricks: list[Trick[int]] = []

    @classmethod
    def deal(cls, rules: YardRules = YARD_FOUR, *, dealer: int = 0, seed: int | None = None,
             rng: _random.Random | None = None, names: Sequence[str] | None = None) -> "YardRound":
        """A freshly dealt round (the same ``seed`` always gives the same round)."""
        hands, trump, card = deal_yard(rules, dealer=dealer, seed=seed, rng=rng)
        return cls(hands, dealer=dealer, trump=trump, rules=rules, trump_card=card, names=names)

    @classmethod
    def from_hands(cls, hands: Iterable[Hand | str], **kw) -> "YardRound":
        """Hands as :class:`Hand` or PBN text (``"AK.Q.J.T"``), player 0 first."""
        return cls([h if isinstance(h, Hand) else Hand.from_pbn(h) for h in hands], **kw)

    # ---------------------------------------------------------------- state
    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def tricks_total(self) -> int:
        return self.rules.tricks

    @property
    def first_player(self) -> int:
        """Left of the dealer: bids first and leads to the first trick."""
        return (self.dealer + 1) % self.players

    @property
    def bids(self) -> tuple[int, ...]:
        """Bids so far, in bidding order (from the dealer's left)."""
        return tuple(self._bids)

    def bid_of(self, player: int) -> int | None:
        k = (player - self.first_player) % self.players
        return self._bids[k] if k < len(self._bids) else None

    @property
    def bids_by_player(self) -> tuple[int | None, ...]:
        return tuple(self.bid_of(p) for p in range(self.players))

    @property
    def phase(self) -> str:
        """``"bidding"``, ``"play"`` or ``"over"``."""
        if len(self._bids) < self.players:
            return "bidding"
        return "over" if len(self._tricks) == self.tricks_total else "play"

    @property
    def tricks(self) -> tuple[Trick[int], ...]:
        """Completed tricks."""
        return tuple(self._tricks)

    @property
    def leader(self) -> int:
        if not self._tricks:
            return self.first_player
        winner = self._tricks[-1].winner
        assert winner is not None  # _tricks holds finished tricks only
        return winner

    @property
    def current_trick(self) -> Trick[int]:
        k = len(self._cards) % self.players
        start = len(self._cards) - k
        return Trick(self.leader, self._cards[start:], self.trump, table=self.players)

    @property
    def turn(self) -> int | None:
        phase = self.phase
        if phase == "bidding":
            return (self.first_player + len(self._bids)) % self.players
        if phase == "play":
            return (self.leader + len(self._cards) % self.players) % self.players
        return None

    def _acting(self) -> int:
        """The player to act, where the caller has checked that the round goes on."""
        turn = self.turn
        assert turn is not None  # bidding or play is under way
        return turn

    def hand(self, player: int) -> Hand:
        """The cards ``player`` still holds."""
        return Hand(self._held[player])

    def tricks_won(self, player: int) -> int:
        return sum(1 for t in self._tricks if t.winner == player)

    @property
    def cards_played(self) -> tuple[Card, ...]:
        return tuple(self._cards)

    # ---------------------------------------------------------------- bidding
    def forbidden_bid(self) -> int | None:
        """The one bid the dealer may not make (``None`` if not the dealer's turn or none)."""
        if (not self.rules.dealer_restriction or self.phase != "bidding"
                or len(self._bids) != self.players - 1):
            return None
        rest = self.tricks_total - sum(self._bids)
        return rest if rest >= 0 else None

    def legal_bids(self) -> list[int]:
        if self.phase != "bidding":
            return []
        bad = self.forbidden_bid()
        return [b for b in range(self.tricks_total + 1) if b != bad]

    def check_bid(self, bid: int, player: int | None = None) -> int:
        """Return the bid if it may be made now; raise :class:`IllegalCall` otherwise."""
        if self.phase != "bidding":
            raise IllegalCall(
                f"a bid of {bid!r} comes after the bidding has ended (bids "
                f"{' '.join(map(str, self._bids))}); the play is under way",
                rule=RuleId.YARD_BIDDING_OVER)
        turn = self._acting()
        who = self.names[turn]
        if player is not None and player != turn:
            raise IllegalCall(
                f"{self._name(player)}'s bid of {bid!r} is out of turn: {who} is to bid "
                "(the yard-bridge text: bids go in turn from the dealer's left)", rule=RuleId.YARD_OUT_OF_TURN)
        if not isinstance(bid, int) or isinstance(bid, bool) or not 0 <= bid <= self.tricks_total:
            raise IllegalCall(
                f"{who} cannot bid {bid!r}: a bid is a number of tricks from 0 to "
                f"{self.tricks_total} (the cards in a hand)", rule=RuleId.YARD_BID_RANGE)
        if bid == self.forbidden_bid():
            others = sum(self._bids)
            raise IllegalCall(
                f"{who} (the dealer) may not bid {bid}: the others bid {others}, and "
                f"{others} + {bid} = {self.tricks_total} is exactly the number of tricks "
                "(the yard-bridge text: the dealer may not make the total equal the tricks available)",
                rule=RuleId.YARD_DEALER_RESTRICTION)
        return bid

    def bid(self, bid: int, player: int | None = None) -> None:
        """Make a bid (checked first; a refused bid changes nothing)."""
        self._bids.append(self.check_bid(bid, player))

    # ---------------------------------------------------------------- play
    def legal_cards(self) -> list[Card]:
        if self.phase != "play":
            return []
        held = sorted(self._held[self._acting()], key=lambda c: (-c.suit, -c.rank))
        return legal_replies(held, self.current_trick.suit_led, self.trump, LAWS_SUIT_RULES)

    def check(self, card: Card | str, player: int | None = None) -> Card:
        """Return the card if it may be played now; raise :class:`IllegalPlay` otherwise."""
        if isinstance(card, str):
            card = Card.from_str(card)
        phase = self.phase
        if phase != "play":
            raise IllegalPlay(
                f"{card} cannot be played: " + ("the bidding is not finished (bids "
                f"{' '.join(map(str, self._bids)) or 'none yet'})" if phase == "bidding"
                else "all tricks have been played"), rule=RuleId.YARD_NO_PLAY)
        turn = self._acting()
        trick_no = len(self._tricks) + 1
        if player is not None and player != turn:
            raise IllegalPlay(
                f"{self._name(player)}'s {card} is out of turn: {self.names[turn]} is to play "
                f"(trick {trick_no})", rule=RuleId.OUT_OF_TURN)
        held = self._held[turn]
        if card not in held:
            # never where the card is: that would show a player the others' hands
            who = self.names[turn]
            what = (f"{who} cannot play {card}: it is not in the 36-card pack"
                    if card not in deck(36) else not_held(who, card))
            raise IllegalPlay(f"{what} (trick {trick_no}; a player plays a card from his own "
                              "hand)", rule=RuleId.NOT_HELD)
        led = self.current_trick.suit_led
        fault = suit_fault(held, card, led, self.trump, LAWS_SUIT_RULES)
        if fault is not None:
            assert led is not None  # a lead is never refused by the suit rule
            raise IllegalPlay(
                f"{self.names[turn]} must follow suit: {led.name_en} were led and "
                f"{self.names[turn]} holds {' '.join(map(str, fault.cards))}, but played {card} "
                f"(trick {trick_no}; the yard-bridge text: a card of the suit led, if you have one)",
                rule=fault.rule)
        return card

    def play(self, card: Card | str, player: int | None = None) -> None:
        """Play a card (checked first; a refused card changes nothing)."""
        card = self.check(card, player)
        turn = self._acting()
        self._held[turn].discard(card)
        self._cards.append(card)
        if len(self._cards) % self.players == 0:
            n = self.players
            self._tricks.append(Trick(self.leader, self._cards[-n:], self.trump, table=n))

    def undo(self) -> int | Card:
        """Take back the last card, or else the last bid."""
        if self._cards:
            if len(self._cards) % self.players == 0:
                self._tricks.pop()
            card = self._cards.pop()
            self._held[self._acting()].add(card)
            return card
        if self._bids:
            return self._bids.pop()
        raise IllegalAction("there is nothing to undo: no bid has been made", rule=RuleId.UNDO)

    def _name(self, player) -> str:
        return self.names[player] if isinstance(player, int) and 0 <= player < self.players \
            else repr(player)

    # ---------------------------------------------------------------- result
    @property
    def taken(self) -> tuple[int, ...]:
        return tuple(self.tricks_won(p) for p in range(self.players))

    def points(self) -> tuple[int, ...]:
        """Each player's points for the round (once it is over)."""
        if self.phase != "over":
            raise IllegalAction(
                f"the round is not over ({self.phase}): points are counted after the last "
                "trick", rule=RuleId.YARD_ROUND_NOT_OVER)
        out = []
        for b, t in zip(self.bids_by_player, self.taken):
            assert b is not None  # every player has bid once the round is over
            out.append(self.rules.scoring.points(b, t))
        return tuple(out)

    def __iter__(self) -> Iterator[tuple[int, Card]]:
        for t in self._tricks:
            yield from t.plays
        cur = self.current_trick
        yield from cur.plays

    def to_text(self, *, player: int | None = None) -> str:
        """A terminal view; ``player`` set shows only that player's hand."""
        trump = self.trump.symbol if self.trump is not None else "none"
        lines = [f"Trump: {trump}" + (f" (dealer's last card {self.trump_card})"
                                      if self.trump_card is not None else "")
                 + f"; dealer {self.names[self.dealer]}"]
        for p in range(self.players):
            if player is not None and p != player:
                continue
            lines.append(f"{self.names[p]}: {self.hand(p)}")
        bids = ", ".join(f"{self.names[p]} {b}" for p, b in enumerate(self.bids_by_player)
                         if b is not None)
        lines.append(f"Bids: {bids or '—'}")
        if self.phase != "bidding":
            lines.append("Tricks: " + ", ".join(f"{self.names[p]} {self.tricks_won(p)}"
                                                for p in range(self.players)))
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.to_text()


class YardGame:
    """A game of yard bridge over several rounds, with the running score table.

    Ends after ``circles`` × players rounds (each player deals once per circle), or
    — when ``target`` is given — after the round in which a player reaches it.
    Drive it with :meth:`bid`, :meth:`play` and :meth:`next_round`; the score of a
    round is entered in :attr:`table` when its last trick is played.

    >>> g = YardGame(YARD_THREE, names=("Ann", "Bob", "Cy"), seed=3)
    >>> g.round.dealer, g.round.first_player, g.rounds_total
    (0, 1, 3)
    """

    def __init__(self, rules: YardRules = YARD_FOUR, *, names: Sequence[str] | None = None,
                 circles: int = 1, target: int | None = None, seed: int | None = None,
                 first_dealer: int = 0):
        if not isinstance(circles, int) or circles < 1:
            raise InvalidNotation(f"{circles!r} circles: a game has at least one")
        self.rules = rules
        self.names = tuple(names) if names else tuple(
            f"Player {i + 1}" for i in range(rules.players))
        self.circles = circles
        self.target = target
        self.seed = seed
        self._rng = _random.Random(seed)
        self.table = YardScoreTable(self.names, (), rules.scoring)
        self.history: list[YardRound] = []
        self.round = YardRound.deal(rules, dealer=first_dealer % rules.players, rng=self._rng,
                                    names=self.names)

    @property
    def rounds_total(self) -> int | None:
        return None if self.target is not None else self.circles * self.rules.players

    @property
    def rounds_played(self) -> int:
        return len(self.table.rounds)

    @property
    def is_over(self) -> bool:
        if self.target is not None:
            return any(t >= self.target for t in self.table.totals) and self.round.phase == "over"
        total = self.rounds_total
        assert total is not None  # without a target the game lasts a number of circles
        return self.rounds_played >= total

    @property
    def winners(self) -> tuple[str, ...]:
        return self.table.leaders if self.is_over else ()

    def bid(self, bid: int, player: int | None = None) -> None:
        self.round.bid(bid, player)

    def play(self, card: Card | str, player: int | None = None) -> None:
        self.round.play(card, player)
        if self.round.phase == "over":
            # the round is over, so every player has bid: no bid is None
            bids = [b for b in self.round.bids_by_player if b is not None]
            self.table = self.table.add(bids, self.round.taken)

    def undo(self):
        if self.round.phase == "over":
            self.table = YardScoreTable(self.names, self.table.rounds[:-1], self.rules.scoring)
        return self.round.undo()

    def next_round(self) -> YardRound:
        """Deal the next round; the deal passes to the left (clockwise)."""
        if self.round.phase != "over":
            raise IllegalAction(
                f"round {self.rounds_played + 1} is still in progress ({self.round.phase}): "
                "finish it before dealing the next", rule=RuleId.YARD_ROUND_IN_PROGRESS)
        if self.is_over:
            raise IllegalAction(
                f"the game is over after {self.rounds_played} rounds (winner "
                f"{', '.join(self.winners)}): no more rounds are dealt", rule=RuleId.YARD_GAME_OVER)
        self.history.append(self.round)
        self.round = YardRound.deal(self.rules, dealer=(self.round.dealer + 1) % self.rules.players,
                                    rng=self._rng, names=self.names)
        return self.round
