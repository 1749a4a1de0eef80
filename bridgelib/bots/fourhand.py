"""Computer players for a four-hand deal, and a practice game where the learner declares.

:class:`HeuristicPlayer` (from :mod:`bridgelib.bots.cardplay`) plays any seat
single dummy, by a club player's rules, from what that player can see: a
declarer's plan (sure winners, ruffs in the short trump hand, drawing trumps,
finesses, establishing a suit) and standard defence (opening leads, second hand
low, third hand high, covering honours, signals).  :class:`DoubleDummyPlayer` plays the
card that is best with all hands seen (endplay's DDS), where endplay is
installed.

:class:`DeclarerPractice` is the game behind "play against the computer": the
learner plays declarer's and dummy's cards, the computer defends; a refused
card raises the engine's :class:`~bridgelib.errors.IllegalPlay`; ``undo`` takes
back the learner's last card (and the computer's replies); ``hint`` asks double
dummy.

>>> deal = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
>>> g = DeclarerPractice(deal, "2SS")
>>> g.learner_turn, g.play.turn
(False, Seat.WEST)
>>> g.start()
['West plays ♥A']
>>> g.play_card("SA")
Traceback (most recent call last):
...
bridgelib.errors.IllegalPlay: North must follow suit: hearts were led and North holds ♥10 ♥9 ♥8, but played ♠A (trick 1; Law 44C: following suit)
>>> g.play_card("H8")
['North plays ♥8', 'East plays ♥5']
>>> g.undo(); g.play.turn
[Card.from_str('H5'), Card.from_str('H8')]
Seat.NORTH
"""

from __future__ import annotations

import random as _random
from dataclasses import dataclass
from typing import Protocol

from ..auction import Contract, Doubling
from ..cards import SUITS, Card, Strain, Suit
from ..deal import Deal
from ..errors import IllegalPlay
from ..rules import RuleId
from ..scoring.duplicate import GAME_LEVEL
from ..hand import Hand
from ..play import Play
from ..table import Seat, Vulnerability
from .cardplay import HeuristicPlayer

__all__ = ["CardPlayer", "HeuristicPlayer", "DoubleDummyPlayer", "practice_contract",
           "DeclarerPractice", "Hint", "dd_card_tricks", "have_double_dummy"]


class CardPlayer(Protocol):
    def choose(self, play: Play) -> Card:
        """The card the player in turn plays (one of ``play.legal_cards()``)."""


# ---------------------------------------------------------------- double dummy
def have_double_dummy() -> bool:
    import importlib.util

    return importlib.util.find_spec("endplay") is not None


def dd_card_tricks(play: Play) -> dict[Card, int]:
    """For each card the player in turn may play: the tricks the *declaring side*
    takes in all (those already won included) with best play after it.

    Asks :func:`bridgelib.analysis.dd.solve` (DDS through endplay); raises
    :class:`ImportError` where endplay is missing.
    """
    if play.turn is None:
        return {}
    done = play.declarer_tricks
    remaining = 13 - len(play.tricks)
    declaring = play.turn.side is play.declaring_side
    return {card: done + (v if declaring else remaining - v) for card, v in _solve(play)}


def _solve(play: Play) -> list[tuple[Card, int]]:
    """(card, tricks for the side to play from this point, current trick included)."""
    try:
        from ..analysis.dd import solve
    except ImportError as exc:
        if "endplay" in str(exc):
            raise
        return _solve_endplay(play)  # an older bridgelib without analysis.dd
    return solve(play)


def _solve_endplay(play: Play) -> list[tuple[Card, int]]:
    from endplay.dds import solve_board
    from endplay.types import Deal as EDeal, Denom, Player

    cur = play.current_trick
    hands = {s: set(play.hand(s).cards) for s in Seat}
    for s, c in zip(cur.players, cur.cards):
        hands[s].add(c)
    ed = EDeal("N:" + " ".join(Hand(hands[s]).pbn() for s in Seat))
    ed.trump = Denom.nt if play.trump is None else [Denom.clubs, Denom.diamonds, Denom.hearts,
                                                     Denom.spades][int(play.trump)]
    ed.first = [Player.north, Player.east, Player.south, Player.west][int(cur.leader)]
    for c in cur.cards:
        ed.play(c.pbn())
    return [(_from_endplay(ec), int(v)) for ec, v in solve_board(ed)]


def _from_endplay(ecard) -> Card:
    text = str(ecard)
    for sym, letter in (("♠", "S"), ("♥", "H"), ("♦", "D"), ("♣", "C")):
        text = text.replace(sym, letter)
    return Card.from_str(text)


class DoubleDummyPlayer:
    """Plays the card that is best double dummy for its side (ties: the lowest)."""

    def choose(self, play: Play) -> Card:
        scores = dd_card_tricks(play)
        turn = play.turn
        assert turn is not None  # a card is chosen only while the play goes on
        declaring = turn.side is play.declaring_side
        best = max(scores.values()) if declaring else min(scores.values())
        return min((c for c, t in scores.items() if t == best), key=lambda c: (c.rank, c.suit))


# ---------------------------------------------------------------- choosing a contract to practise
def practice_contract(deal: Deal) -> Contract:
    """A sensible contract for North–South, declared by South (for practice deals).

    Strain: an eight-card or longer major fit, else no-trump when the hands are
    balanced enough, else the longest minor fit.  Level by combined HCP: 25+ game,
    33+ small slam, 37+ grand slam, else the cheapest part-score at the two level.
    """
    n, s = deal[Seat.NORTH], deal[Seat.SOUTH]
    hcp = n.hcp + s.hcp
    fit = {suit: n.length(suit) + s.length(suit) for suit in SUITS}
    majors = [x for x in (Suit.SPADES, Suit.HEARTS) if fit[x] >= 8]
    if majors:
        strain = max(majors, key=lambda x: (fit[x], x)).strain
    elif min(n.length(x) + s.length(x) for x in SUITS) >= 6 and min(
            min(n.length(x), s.length(x)) for x in SUITS) >= 1:
        strain = Strain.NOTRUMP
    else:
        strain = max((Suit.CLUBS, Suit.DIAMONDS), key=lambda x: (fit[x], x)).strain
    if hcp >= 37:
        level = 7
    elif hcp >= 33:
        level = 6
    elif hcp >= 25:
        level = GAME_LEVEL[strain]
    else:
        level = 2 if strain is not Strain.NOTRUMP else 1
    return Contract(level, strain, Doubling.NONE, Seat.SOUTH)


# ---------------------------------------------------------------- the practice game
@dataclass(frozen=True)
class Hint:
    """A suggested card with what double dummy says of every legal card."""

    card: Card
    tricks: dict[Card, int]
    needed: int

    def __str__(self) -> str:
        best = self.tricks[self.card]
        others = sorted(self.tricks.items(), key=lambda kv: (-kv[1], -kv[0].suit, -kv[0].rank))
        tops = [str(c) for c, t in others if t == best]
        rest = [f"{c} {t}" for c, t in others if t != best]
        text = (f"Double dummy: {' '.join(tops)} {'give' if len(tops) > 1 else 'gives'} "
                f"{best} tricks (the contract needs {self.needed})")
        if rest:
            text += "; " + ", ".join(rest)
        return text + "."


class DeclarerPractice:
    """The learner declares (plays declarer's and dummy's cards); the computer defends."""

    def __init__(self, deal: Deal, contract: Contract | str | None = None, *,
                 vulnerability: Vulnerability = Vulnerability.NONE,
                 defender: CardPlayer | None = None, title: str = ""):
        contract = Contract.from_str(contract) if isinstance(contract, str) else contract
        self.deal = deal
        self.contract = contract or practice_contract(deal)
        self.play = Play(deal, self.contract)
        self.vulnerability = vulnerability
        self.defender: CardPlayer = defender or HeuristicPlayer()
        self.title = title or f"Declare {self.contract.to_text()}"
        self.log: list[str] = []

    @classmethod
    def from_seed(cls, seed: int, **kwargs) -> "DeclarerPractice":
        """A random deal where North–South hold at least 24 HCP; South declares."""
        rng = _random.Random(f"declarer/{seed}")
        while True:
            deal = Deal.random(rng=rng)
            if deal[Seat.NORTH].hcp + deal[Seat.SOUTH].hcp >= 24:
                break
        kwargs.setdefault("title", f"Declarer practice {seed}")
        return cls(deal, **kwargs)

    # ---------------------------------------------------------------- roles
    @property
    def learner_seats(self) -> tuple[Seat, Seat]:
        return (self.play.declarer, self.play.dummy)

    @property
    def learner_turn(self) -> bool:
        return self.play.turn in self.learner_seats

    @property
    def is_over(self) -> bool:
        return self.play.is_complete

    def visible_seats(self) -> frozenset[Seat]:
        """What the learner sees: declarer, dummy once faced; everything at the end."""
        if self.is_over:
            return frozenset(Seat)
        seen = {self.play.declarer}
        if self.play.dummy_visible:
            seen.add(self.play.dummy)
        return frozenset(seen)

    def clickable(self) -> tuple[str, tuple[Card, ...]]:
        """Whose cards the learner picks from now, and all of them (the engine
        refuses the illegal ones); nothing while the computer is to play."""
        seat = self.play.turn
        if seat is None or not self.learner_turn:
            return "", ()
        who = f"dummy ({seat.name_en})" if seat is self.play.dummy else f"{seat.name_en} (declarer)"
        return who, tuple(self.play.hand(seat))

    # ---------------------------------------------------------------- acting
    def start(self) -> list[str]:
        """Let the computer play until it is the learner's turn (the opening lead)."""
        return self._computer()

    def play_card(self, card: Card | str) -> list[str]:
        """Play a card for the seat in turn (declarer or dummy); then the computer replies.

        Raises the engine's :class:`IllegalPlay` for a card that may not be played
        now (the state is unchanged).
        """
        if self.is_over:
            self.play.check(card)  # raises "after the play has ended"
        turn = self.play.turn
        assert turn is not None  # the play is not over, so someone is to play
        if turn not in self.learner_seats:
            raise IllegalPlay(f"it is {turn.name_en}'s turn, and the computer plays for "
                              f"{turn.name_en}: wait for its card", rule=RuleId.OUT_OF_TURN)
        card = self.play.check(card)
        self.play.play(card)
        said = [self._say(turn, card)]
        said += self._computer()
        self.log.extend(said)
        return said

    def _computer(self) -> list[str]:
        said = []
        while not self.is_over and not self.learner_turn:
            seat = self.play.turn
            assert seat is not None  # the play is not over
            card = self.defender.choose(self.play)
            self.play.play(card)
            said.append(self._say(seat, card))
        return said

    def _say(self, seat: Seat, card: Card) -> str:
        text = f"{seat.name_en} plays {card}"
        if len(self.play.cards_played) % 4 == 0:
            won = self.play.tricks[-1].winner
            assert won is not None  # a complete trick has its winner
            text += f"; {won.name_en} wins trick {len(self.play.tricks)}"
        return text

    def undo(self) -> list[Card]:
        """Take back the learner's last card and the computer's cards after it."""
        cards = list(self.play)
        last = max((i for i, (s, _) in enumerate(cards) if s in self.learner_seats), default=None)
        if last is None:
            raise IllegalPlay("there is nothing to undo: you have not played a card yet",
                              rule=RuleId.UNDO)
        taken = []
        while len(self.play.cards_played) > last:
            taken.append(self.play.undo())
        return taken

    def hint(self) -> Hint:
        """Double dummy's best card for the learner now (needs endplay)."""
        if not self.learner_turn:
            raise IllegalPlay("a hint is given when it is your turn to play", rule=RuleId.HINT)
        tricks = dd_card_tricks(self.play)
        best = max(tricks.values())
        card = max((c for c, t in tricks.items() if t == best), key=lambda c: (c.suit, c.rank))
        return Hint(card, tricks, self.contract.tricks_needed)

    # ---------------------------------------------------------------- telling
    def status(self) -> str:
        p = self.play
        head = (f"{self.contract.to_text()}: declarer {p.declarer_tricks} tricks, "
                f"defenders {p.defender_tricks}")
        if self.is_over:
            need = self.contract.tricks_needed
            made = p.declarer_tricks
            verdict = (f"made{' with ' + str(made - need) + ' overtrick(s)' if made > need else ''}"
                       if made >= need else f"down {need - made}")
            try:
                from ..scoring import duplicate_score

                pts = duplicate_score(self.contract, made,
                                      vulnerable=self.vulnerability.is_vulnerable(p.declarer))
                verdict += f", {pts:+d}"
            except ImportError:  # pragma: no cover
                pass
            return f"{head} — {verdict}."
        turn = p.turn
        assert turn is not None  # the play is not over (that returned above)
        who = turn.name_en
        if self.learner_turn:
            return f"{head} — your turn: play from {who}'s hand."
        return f"{head} — {who} to play."

    def __repr__(self) -> str:
        return f"DeclarerPractice({self.title!r})"

    def frame(self):
        """The table now, as a :class:`bridgelib.replay.Frame` (for display)."""
        from ..replay import Frame

        p = self.play
        if len(p.cards_played) % 4 == 0 and p.tricks:
            won = p.tricks[-1].winner
            assert won is not None  # a complete trick has its winner
            t, winner, number = p.tricks[-1], won.letter, len(p.tricks)
        else:
            t, winner, number = p.current_trick, None, p.trick_number
        return Frame(index=len(p.cards_played), label=self.status(),
                     hands={s.letter: p.hand(s) for s in Seat},
                     closed=frozenset(s.letter for s in Seat) - {s.letter for s in self.visible_seats()},
                     phase="play", trick=tuple((s.letter, c) for s, c in zip(t.players, t.cards)),
                     winner=winner, trick_number=number, contract=self.contract.to_text(),
                     score=f"{p.declaring_side.label} {p.declarer_tricks}, "
                           f"{p.declaring_side.opponents.label} {p.defender_tricks}")
