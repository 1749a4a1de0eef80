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
from typing import Iterable, Iterator, Mapping, Sequence

from .cards import Card, deck
from .errors import InvalidNotation
from .hand import Hand
from .table import Seat, Vulnerability, board_dealer, board_vulnerability

__all__ = ["Deal", "Board"]


class Deal:
    """Four hands by seat.  Hands are disjoint; a full deal holds all 52 cards.

    Inside, a deal is four 52-bit card masks (see :class:`~bridgelib.Hand`): the
    cards are checked once, and the :class:`~bridgelib.Hand` objects are made when
    first asked for.
    """

    __slots__ = ("_masks", "_hands", "__weakref__")

    _masks: tuple[int, int, int, int]

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
        masks = (seq[0]._mask, seq[1]._mask, seq[2]._mask, seq[3]._mask)
        _check_disjoint(masks)
        self._masks = masks
        self._hands = seq

    @classmethod
    def _from_masks(cls, masks: tuple[int, int, int, int]) -> "Deal":
        """A deal from four disjoint card masks, without checks (the caller has checked)."""
        d = _new(cls)
        d._masks = masks
        return d

    def __reduce__(self):
        return (_deal_from_masks, (self._masks,))

    @property
    def hands(self) -> tuple[Hand, Hand, Hand, Hand]:
        """The four hands, in the order N E S W."""
        try:
            return self._hands
        except AttributeError:
            m = self._masks
            hands = self._hands = (Hand._from_mask(m[0]), Hand._from_mask(m[1]),
                                   Hand._from_mask(m[2]), Hand._from_mask(m[3]))
            return hands

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
        masks = [0, 0, 0, 0]
        for i, part in enumerate(parts):
            if part != "-":
                masks[(first + i) % 4] = Hand.from_pbn(part)._mask
        _check_disjoint(masks)
        return cls._from_masks((masks[0], masks[1], masks[2], masks[3]))

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
        return all(m.bit_count() == 13 for m in self._masks)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Deal) and self._masks == other._masks

    def __hash__(self) -> int:
        return hash(self._masks)

    def __repr__(self) -> str:
        return f"Deal.from_pbn({self.pbn()!r})"

    def __str__(self) -> str:
        from .render import text

        return text.deal(self)

    def _repr_html_(self) -> str:
        from .render import html

        return html.deal_table(self)


_new = object.__new__


def _check_disjoint(masks: Sequence[int]) -> None:
    """Refuse four hands that share a card, naming the card and both seats."""
    if masks[0] + masks[1] + masks[2] + masks[3] == masks[0] | masks[1] | masks[2] | masks[3]:
        return
    seen = 0
    for seat, m in zip(Seat, masks):
        both = seen & m
        if both:
            c = Hand._from_mask(both).sorted_cards[0]
            first = next(s for s, other in zip(Seat, masks) if other >> _bit(c) & 1)
            raise InvalidNotation(f"{c} is dealt twice: to {first.name_en} and to {seat.name_en}")
        seen |= m


def _bit(card: Card) -> int:
    return 13 * card.suit + card.rank - 2


def _deal_from_masks(masks: tuple[int, int, int, int]) -> Deal:
    return Deal._from_masks(masks)


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

        return html.deal_table(self.deal, dealer=self.dealer,
                               vulnerability=self.vulnerability, board=self.number)
