"""Deals (four hands by seat) and boards (a deal with its number, dealer and vulnerability).

>>> d = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
>>> d[Seat.EAST].pbn(), d.pbn("W")
('T98.765.432.AKQJ', 'W:432.AKQJ.T98.765 AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98')
>>> Deal.random(seed=7) == Deal.random(seed=7), Deal.random(seed=7) == Deal.random(seed=8)
(True, False)
>>> b = Board.from_number(5, Deal.random(seed=1))
>>> b.dealer, b.vulnerability
(Seat.NORTH, Vulnerability.NS)
"""

from __future__ import annotations

import random as _random
from dataclasses import dataclass
from typing import Iterable, Iterator, Mapping

from .cards import Card, deck
from .errors import InvalidNotation
from .hand import Hand
from .table import Seat, Vulnerability, board_dealer, board_vulnerability

__all__ = ["Deal", "Board"]


@dataclass(frozen=True, eq=False)
class Deal:
    """Four hands by seat.  Hands are disjoint; a full deal holds all 52 cards."""

    hands: tuple[Hand, Hand, Hand, Hand]

    def __init__(self, hands: Mapping[Seat, Hand] | Iterable[Hand]):
        if isinstance(hands, Mapping):
            missing = [s for s in Seat if s not in hands]
            if missing:
                raise InvalidNotation(f"a deal needs all four seats; missing {missing[0].name_en}")
            seq = tuple(hands[s] for s in Seat)
        else:
            seq = tuple(hands)
        if len(seq) != 4:
            raise InvalidNotation(f"a deal has four hands, not {len(seq)}")
        seen: dict[Card, Seat] = {}
        for seat, hand in zip(Seat, seq):
            for c in hand.cards:
                if c in seen:
                    raise InvalidNotation(
                        f"{c} is dealt twice: to {seen[c].name_en} and to {seat.name_en}"
                    )
                seen[c] = seat
        object.__setattr__(self, "hands", seq)

    # ---------------------------------------------------------------- notation
    @classmethod
    def from_pbn(cls, text: str) -> "Deal":
        """PBN ``Deal`` tag value: ``N:hand hand hand hand``, clockwise from the first seat.

        A hand may be ``-`` when unknown (it is then empty).
        """
        raw = text.strip()
        if len(raw) < 2 or raw[1] != ":":
            raise InvalidNotation(
                f"{text!r} is not a PBN deal: it starts with the first seat and a colon, "
                "e.g. N:AK2.QJ3.T98.7654 ..."
            )
        first = Seat.from_str(raw[0])
        parts = raw[2:].split()
        if len(parts) != 4:
            raise InvalidNotation(f"{text!r} is not a PBN deal: it needs four hands, has {len(parts)}")
        hands = {}
        for i, part in enumerate(parts):
            hands[first.next(i)] = Hand() if part == "-" else Hand.from_pbn(part)
        return cls(hands)

    def pbn(self, first: Seat | str = Seat.NORTH) -> str:
        first = Seat.from_str(first) if isinstance(first, str) else first
        return first.letter + ":" + " ".join(
            self.hands[first.next(i)].pbn() if len(self.hands[first.next(i)]) else "-"
            for i in range(4)
        )

    @classmethod
    def random(cls, seed: int | None = None, *, rng: _random.Random | None = None) -> "Deal":
        """A random deal of 52 cards.  The same ``seed`` always gives the same deal."""
        r = rng if rng is not None else _random.Random(seed)
        cards = list(deck())
        r.shuffle(cards)
        return cls(Hand(cards[13 * i:13 * i + 13]) for i in range(4))

    # ---------------------------------------------------------------- access
    def __getitem__(self, seat: Seat | str) -> Hand:
        if isinstance(seat, str):
            seat = Seat.from_str(seat)
        return self.hands[seat]

    def items(self) -> Iterator[tuple[Seat, Hand]]:
        return iter(zip(Seat, self.hands))

    def holder(self, card: Card) -> Seat | None:
        for seat, hand in zip(Seat, self.hands):
            if card in hand:
                return seat
        return None

    @property
    def is_complete(self) -> bool:
        return all(len(h) == 13 for h in self.hands)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Deal) and self.hands == other.hands

    def __hash__(self) -> int:
        return hash(self.hands)

    def __repr__(self) -> str:
        return f"Deal.from_pbn({self.pbn()!r})"

    def __str__(self) -> str:
        from .render import text

        return text.deal(self)

    def _repr_html_(self) -> str:
        from .render import html

        return html.deal(self)


@dataclass(frozen=True)
class Board:
    """A deal as it is played at a club: a board number, a dealer and a vulnerability."""

    deal: Deal
    dealer: Seat = Seat.NORTH
    vulnerability: Vulnerability = Vulnerability.NONE
    number: int | None = None

    @classmethod
    def from_number(cls, number: int, deal: Deal) -> "Board":
        """Dealer and vulnerability from the standard 16-board cycle (Law 2)."""
        return cls(deal, board_dealer(number), board_vulnerability(number), number)

    def __str__(self) -> str:
        from .render import text

        return text.deal(self.deal, dealer=self.dealer, vulnerability=self.vulnerability,
                         board=self.number)

    def _repr_html_(self) -> str:
        from .render import html

        return html.deal(self.deal, dealer=self.dealer, vulnerability=self.vulnerability,
                         board=self.number)
