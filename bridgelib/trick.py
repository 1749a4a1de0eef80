"""The trick-taking core every game shares: which reply to a lead is allowed (one rule,
parameterised by frozen :class:`SuitRules`) and which card wins a trick.

Contract bridge (Law 44C: follow suit if able; Law 44D: when void, any card), yard bridge (the
yard-bridge text: the same) and honeymoon bridge (the honeymoon-bridge text, whose main play
has two rule options: a trump instead of following, and trumping when void) all ask
:func:`suit_fault` and :func:`legal_replies`; each words its own refusal.

>>> from bridgelib.cards import Card, Suit
>>> held = [Card.from_str(c) for c in ("SK", "S7", "H2", "D3")]
>>> fault = suit_fault(held, Card.from_str("H2"), Suit.SPADES)  # Law 44C
>>> fault.rule, fault.cards
('follow-suit', (Card.from_str('SK'), Card.from_str('S7')))
>>> suit_fault(held, Card.from_str("H2"), Suit.CLUBS) is None   # void: any card (Law 44D)
True
>>> must_trump = SuitRules(void_must_trump=True)
>>> suit_fault(held, Card.from_str("D3"), Suit.CLUBS, Suit.HEARTS, must_trump).rule
'must-trump'

One :class:`Trick` type serves every game: the players are seats in contract bridge, numbers
in yard bridge, names in honeymoon bridge and in a replayed record.

>>> from bridgelib.table import Seat
>>> t = Trick(Seat.WEST, tuple(Card.from_str(c) for c in "HA H8 H5 S2".split()), Suit.SPADES)
>>> t.winner, t.winning_card, str(t)
(Seat.SOUTH, Card.from_str('S2'), 'W:♥A N:♥8 E:♥5 S:♠2')
>>> y = Trick(2, tuple(Card.from_str(c) for c in "C6 CA".split()), Suit.HEARTS, table=3)
>>> y.players, y.is_complete, y.winning_index, str(y)
((2, 0), False, 1, '3:♣6 1:♣A')
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Generic, Iterable, NamedTuple, Sequence, TypeVar

from .cards import Card, Suit
from .errors import IllegalPlay, InvalidNotation
from .rules import RuleId
from .table import SEATS, Seat

__all__ = ["SuitRules", "LAWS_SUIT_RULES", "Fault", "suit_fault", "legal_replies",
           "trick_winner", "Trick"]


@dataclass(frozen=True)
class SuitRules:
    """What a reply to a lead must be.

    ``must_follow``: a player holding the suit led plays a card of it (Law 44C);
    ``may_trump_when_following``: ... unless he plays a trump instead (a honeymoon-bridge
    rule option); ``void_must_trump``: a player with no card of the suit led plays a trump
    if he holds one (a honeymoon-bridge rule option, one reading of the text's sentence that
    without trumps or cards of the suit any card may be played); otherwise, void, any card
    (Law 44D).
    """

    must_follow: bool = True
    may_trump_when_following: bool = False
    void_must_trump: bool = False


LAWS_SUIT_RULES = SuitRules()
"""Law 44C and 44D (and the yard-bridge text): follow suit if able, else any card."""


class Fault(NamedTuple):
    """Why a reply is refused: the rule (follow-suit or must-trump) and the cards held that
    the rule demanded (highest first)."""

    rule: RuleId
    cards: tuple[Card, ...]


def _high_first(cards: Iterable[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=lambda c: (-c.suit, -c.rank)))


def legal_replies(held: Iterable[Card], led: Suit | None, trump: Suit | None = None,
                  rules: SuitRules = LAWS_SUIT_RULES) -> list[Card]:
    """The cards of ``held`` a player may play to a trick whose led suit is ``led`` (``None``:
    he leads, any card), in the order of ``held``."""
    cards = list(held)
    if led is None:
        return cards
    follow = [c for c in cards if c.suit == led]
    if follow:
        if not rules.must_follow:
            return cards
        if rules.may_trump_when_following and trump is not None:
            return [c for c in cards if c.suit == led or c.suit == trump]
        return follow
    if rules.void_must_trump and trump is not None:
        trumps = [c for c in cards if c.suit == trump]
        if trumps:
            return trumps
    return cards


def suit_fault(held: Iterable[Card], card: Card, led: Suit | None,
               trump: Suit | None = None, rules: SuitRules = LAWS_SUIT_RULES) -> Fault | None:
    """``None`` if ``card`` (held) may be played to a trick whose led suit is ``led`` under
    ``rules``; else the :class:`Fault`.  The caller words the refusal in its own context."""
    if led is None or card.suit == led:
        return None
    cards = list(held)
    if card in legal_replies(cards, led, trump, rules):
        return None
    follow = [c for c in cards if c.suit == led]
    if follow:
        return Fault(RuleId.FOLLOW_SUIT, _high_first(follow))
    return Fault(RuleId.MUST_TRUMP, _high_first(c for c in cards if c.suit == trump))


def trick_winner(cards: Sequence[Card], trump: Suit | None) -> int:
    """Index (0 = the lead) of the card that wins a trick.

    The highest trump wins if any trump was played; otherwise the highest card of
    the suit led (Law 44E, 44F).  Any number of cards (two in honeymoon bridge, three in yard
    bridge) is allowed.
    """
    if not cards:
        raise IllegalPlay("an empty trick has no winner", rule=RuleId.EMPTY_TRICK)
    best = 0
    for i in range(1, len(cards)):
        c, b = cards[i], cards[best]
        if c.suit == b.suit:
            if c.rank > b.rank:
                best = i
        elif trump is not None and c.suit == trump:
            best = i
    return best


P = TypeVar("P")

_BRIDGE_TABLES = {s: tuple(SEATS[(s + i) % 4] for i in range(4)) for s in SEATS}


@dataclass(frozen=True, init=False, repr=False)
class Trick(Generic[P]):
    """A trick of any game: the players in play order from the leader, the cards they played
    (in that order) and the trump suit (``None``: no trump).

    ``table`` is every player at the table in play order from the leader, so the trick is
    complete when each has played; ``players`` are those who have played so far.  In contract
    bridge the players are :class:`~bridgelib.table.Seat` s and ``Trick(leader, cards, trump)``
    seats the four of them clockwise from the leader; yard bridge numbers its players
    (``table=n``: players ``0 … n-1``); honeymoon bridge and replayed records name them
    (``table=(leader, other)``).  A honeymoon or replayed trick also carries its ``phase``,
    its ``number`` within the phase and (preliminary tricks) the ``draws`` that followed it.
    The winner is always :func:`trick_winner`'s (Law 44E, 44F).
    """

    table: tuple[P, ...]
    cards: tuple[Card, ...]
    trump: Suit | None = None
    phase: Any = None
    number: int | None = None
    draws: tuple[tuple[P, Card], ...] = field(default=())

    def __init__(self, leader: P | None = None, cards: Sequence[Card] = (),
                 trump: Suit | None = None, *, table: Sequence[P] | int | None = None,
                 phase: Any = None, number: int | None = None,
                 draws: Sequence[tuple[P, Card]] = ()):
        if table is None:
            if not isinstance(leader, Seat):
                raise InvalidNotation(f"a trick led by {leader!r} needs its table: only "
                                      "contract bridge's seats (N E S W) are known")
            seats: tuple[Any, ...] = _BRIDGE_TABLES[leader]
        else:
            seats = tuple(range(table)) if isinstance(table, int) else tuple(table)
            if leader is not None:
                if leader not in seats:
                    raise InvalidNotation(f"the leader {leader!r} is not at the table {seats!r}")
                k = seats.index(leader)
                seats = seats[k:] + seats[:k]
        cards = tuple(cards)
        if len(cards) > len(seats):
            raise InvalidNotation(f"{len(cards)} cards in a trick of {len(seats)} players")
        setattr_ = object.__setattr__
        setattr_(self, "table", seats)
        setattr_(self, "cards", cards)
        setattr_(self, "trump", trump)
        setattr_(self, "phase", phase)
        setattr_(self, "number", number)
        setattr_(self, "draws", tuple(draws))

    @property
    def leader(self) -> P:
        return self.table[0]

    @property
    def players(self) -> tuple[P, ...]:
        """The players who have played, in order."""
        return self.table[:len(self.cards)]

    @property
    def plays(self) -> tuple[tuple[P, Card], ...]:
        """``(player, card)`` in the order played."""
        return tuple(zip(self.table, self.cards))

    @property
    def suit_led(self) -> Suit | None:
        return self.cards[0].suit if self.cards else None

    @property
    def is_complete(self) -> bool:
        return len(self.cards) == len(self.table)

    @property
    def winning_index(self) -> int | None:
        """Index (0 = the lead) of the card winning so far."""
        return trick_winner(self.cards, self.trump) if self.cards else None

    @property
    def winning_card(self) -> Card | None:
        i = self.winning_index
        return None if i is None else self.cards[i]

    @property
    def current_winner(self) -> P | None:
        """Who is winning so far (the winner once complete)."""
        i = self.winning_index
        return None if i is None else self.table[i]

    @cached_property
    def winner(self) -> P | None:
        """Who won the trick (``None`` until it is complete)."""
        return self.current_winner if self.is_complete else None

    def card_of(self, player: P) -> Card | None:
        for p, c in zip(self.table, self.cards):
            if p == player:
                return c
        return None

    def __str__(self) -> str:
        if isinstance(self.leader, Seat):
            return " ".join(f"{s.letter}:{c}" for s, c in self.plays if isinstance(s, Seat))
        if isinstance(self.leader, int):
            return " ".join(f"{p + 1}:{c}" for p, c in self.plays if isinstance(p, int))
        s = ", ".join(f"{p} {c}" for p, c in self.plays)
        if self.winner is not None:
            s += f" → {self.winner}"
        if self.draws:
            s += "; draws: " + ", ".join(f"{p} {c}" for p, c in self.draws)
        return s

    def __repr__(self) -> str:
        head = f"Trick(leader={self.leader!r}, cards={self.cards!r}, trump={self.trump!r}"
        if (isinstance(self.leader, Seat) and self.table == _BRIDGE_TABLES[self.leader]
                and self.phase is None and self.number is None and not self.draws):
            return head + ")"
        extra = "".join(f", {k}={getattr(self, k)!r}" for k in ("phase", "number", "draws")
                        if getattr(self, k) not in (None, ()))
        return f"{head}, table={self.table!r}{extra})"

    def _repr_html_(self) -> str | None:
        if not isinstance(self.leader, Seat):
            return None  # Jupyter shows the text
        from .render import html

        return html.trick_table(self)
