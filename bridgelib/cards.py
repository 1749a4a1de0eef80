"""Suits, strains, ranks, cards and decks, in English and in the seeds' Russian notation.

Suits rank clubs < diamonds < hearts < spades (the auction adds no-trump above
spades).  The five honours (онеры) are A K Q J 10; the rest are spot cards
(фоски).

Russian notation (the honeymoon-bridge text and the Bulgarian overview): suits п (пики, spades), ч (черви, hearts),
б (бубны, diamonds), т (трефы, clubs); ranks Т (туз, ace), К (король, king),
Д (дама, queen), В (валет, jack).  The letter т/Т means clubs as a suit and
ace as a rank: the parsers decide by position (in a card, a hand or a call the
suit and the ranks have fixed places), and where a two-letter card is written
with the same letter twice, by case (lower case = suit, capital = rank).

>>> Card.from_str("SQ"), Card.from_str("♠Q"), Card.from_str("пД")
(Card.from_str('SQ'), Card.from_str('SQ'), Card.from_str('SQ'))
>>> Card.from_str("10h").pbn(), Card.from_str("Тт").pbn(), Card.from_str("тТ").pbn()
('HT', 'CA', 'CA')
>>> str(Card.from_str("DT")), Card.from_str("DT").ru()
('♦10', 'б10')
>>> Strain.from_str("БК"), Strain.NOTRUMP < Strain.SPADES
(Strain.NOTRUMP, False)
>>> len(deck()), len(deck(36)), min(deck(36)).pbn()
(52, 36, 'C6')
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from .errors import InvalidNotation

__all__ = ["Suit", "Strain", "Rank", "Card", "deck", "HONOURS", "SUITS", "RANKS"]


def _norm(text: str) -> str:
    return text.strip().replace("ё", "е").replace("Ё", "Е")


class Suit(enum.IntEnum):
    """A suit, ordered as in the auction: clubs < diamonds < hearts < spades."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        """English letter, as in PBN: ``C D H S``."""
        return "CDHS"[self]

    @property
    def symbol(self) -> str:
        return "♣♦♥♠"[self]

    @property
    def ru(self) -> str:
        """Russian letter: т б ч п."""
        return "тбчп"[self]

    @property
    def name_en(self) -> str:
        return ("clubs", "diamonds", "hearts", "spades")[self]

    @property
    def name_ru(self) -> str:
        return ("трефы", "бубны", "черви", "пики")[self]

    @property
    def is_major(self) -> bool:
        return self >= Suit.HEARTS

    @property
    def is_minor(self) -> bool:
        return self <= Suit.DIAMONDS

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)

    @property
    def strain(self) -> "Strain":
        return Strain(int(self))

    @classmethod
    def from_str(cls, text: str) -> "Suit":
        """Read a suit: ``S``, ``♠``, ``spades``, ``п``, ``пики`` (any case).

        The Russian т means clubs here (a lone letter in suit position).
        """
        key = _norm(text).lower()
        if key in _SUIT_NAMES:
            return _SUIT_NAMES[key]
        raise InvalidNotation(
            f"{text!r} is not a suit: expected one of S H D C, ♠ ♥ ♦ ♣ or п ч б т"
        )

    def __repr__(self) -> str:
        return f"Suit.{self.name}"

    def __str__(self) -> str:
        return self.symbol


_SUIT_NAMES: dict[str, Suit] = {}
for _s in Suit:
    for _k in (_s.letter, _s.symbol, _s.ru, _s.name_en, _s.name_en[:-1], _s.name_ru,
               "♤♡♢♧"[3 - _s]):
        _SUIT_NAMES[_k.lower()] = _s
_SUIT_NAMES.update({"трефа": Suit.CLUBS, "треф": Suit.CLUBS, "бубна": Suit.DIAMONDS,
                    "бубен": Suit.DIAMONDS, "черва": Suit.HEARTS, "червы": Suit.HEARTS,
                    "пика": Suit.SPADES, "пик": Suit.SPADES})


class Strain(enum.IntEnum):
    """What a bid names: a trump suit or no-trump.  ♣ < ♦ < ♥ < ♠ < NT."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3
    NOTRUMP = 4

    @property
    def suit(self) -> Suit | None:
        """The trump suit, or ``None`` for no-trump."""
        return None if self is Strain.NOTRUMP else Suit(int(self))

    @property
    def letter(self) -> str:
        return ("C", "D", "H", "S", "NT")[self]

    @property
    def symbol(self) -> str:
        return ("♣", "♦", "♥", "♠", "NT")[self]

    @property
    def ru(self) -> str:
        return ("т", "б", "ч", "п", "бк")[self]

    @property
    def name_en(self) -> str:
        return ("clubs", "diamonds", "hearts", "spades", "no-trump")[self]

    @property
    def is_major(self) -> bool:
        return self in (Strain.HEARTS, Strain.SPADES)

    @property
    def is_minor(self) -> bool:
        return self in (Strain.CLUBS, Strain.DIAMONDS)

    @classmethod
    def from_str(cls, text: str) -> "Strain":
        """Read a strain: a suit (any notation), or ``NT``/``N``/``БК``/``no-trump``.

        In strain position the Russian т/Т is always трефы (clubs).
        """
        key = _norm(text).lower()
        if key in ("nt", "n", "notrump", "no-trump", "no trump", "бк", "б/к", "без козыря",
                   "без козырей", "бескозырка"):
            return Strain.NOTRUMP
        if key in _SUIT_NAMES:
            return _SUIT_NAMES[key].strain
        raise InvalidNotation(
            f"{text!r} is not a strain: expected C D H S NT (or ♣ ♦ ♥ ♠, т б ч п бк)"
        )

    def __repr__(self) -> str:
        return f"Strain.{self.name}"

    def __str__(self) -> str:
        return self.symbol


class Rank(enum.IntEnum):
    """A card's rank, 2 (lowest) to ace (highest)."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def letter(self) -> str:
        """One character, as in PBN: ``2``…``9``, ``T``, ``J``, ``Q``, ``K``, ``A``."""
        return "23456789TJQKA"[self - 2]

    @property
    def label(self) -> str:
        """As printed for people: ``10`` instead of ``T``."""
        return "10" if self is Rank.TEN else self.letter

    @property
    def ru(self) -> str:
        """Russian: Т К Д В for ace, king, queen, jack; digits otherwise."""
        return {14: "Т", 13: "К", 12: "Д", 11: "В", 10: "10"}.get(int(self), self.letter)

    @property
    def is_honour(self) -> bool:
        """A K Q J 10 are honours (онеры); 9 and below are spot cards (фоски)."""
        return self >= Rank.TEN

    @property
    def hcp(self) -> int:
        """Milton Work points: ace 4, king 3, queen 2, jack 1."""
        return max(0, int(self) - 10)

    @classmethod
    def from_str(cls, text: str) -> "Rank":
        """Read a rank: ``A K Q J T 10 9``…``2``, or Russian ``Т К Д В``.

        In rank position the Russian Т/т is always туз (ace).
        """
        key = _norm(text)
        rank = _RANK_NAMES.get(key.upper()) or _RANK_NAMES.get(key.lower())
        if rank is None:
            raise InvalidNotation(
                f"{text!r} is not a rank: expected A K Q J T (or 10) 9 … 2, or Т К Д В"
            )
        return rank

    def __repr__(self) -> str:
        return f"Rank.{self.name}"

    def __str__(self) -> str:
        return self.label


_RANK_NAMES: dict[str, Rank] = {}
for _r in Rank:
    _RANK_NAMES[_r.letter] = _r
    _RANK_NAMES[_r.label] = _r
    _RANK_NAMES[_r.ru.upper()] = _r
_RANK_NAMES.update({"ACE": Rank.ACE, "KING": Rank.KING, "QUEEN": Rank.QUEEN, "JACK": Rank.JACK,
                    "ТУЗ": Rank.ACE, "КОРОЛЬ": Rank.KING, "ДАМА": Rank.QUEEN,
                    "ВАЛЕТ": Rank.JACK})

SUITS: tuple[Suit, ...] = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
"""Suits in the order diagrams and PBN list them: ♠ ♥ ♦ ♣."""

RANKS: tuple[Rank, ...] = tuple(sorted(Rank, reverse=True))
"""Ranks from the ace down."""

HONOURS: frozenset[Rank] = frozenset(r for r in Rank if r.is_honour)


@dataclass(frozen=True, order=True, slots=True)
class Card:
    """A playing card.  Orders by suit (♣ lowest), then rank."""

    suit: Suit
    rank: Rank

    @classmethod
    def from_str(cls, text: str) -> "Card":
        """Read a card in English or Russian notation, suit first or rank first.

        ``SQ``, ``QS``, ``♠Q``, ``Q♠``, ``S10``, ``10s``, ``пД``, ``Дп``, ``т10``, ``Тт``.
        """
        raw = _norm(text)
        if not (2 <= len(raw) <= 4):
            raise InvalidNotation(
                f"{text!r} is not a card: write a suit and a rank, e.g. SQ, ♠Q, 10h or пД"
            )
        readings: list[Card] = []
        for split in (1, len(raw) - 1):
            for first, second in ((raw[:split], raw[split:]), (raw[split:], raw[:split])):
                suit, rank = _maybe_suit(first), _maybe_rank(second)
                if suit is not None and rank is not None:
                    readings.append(cls(suit, rank))
        # Both orders of т/Т (трефы / туз) give the same card, so one reading is left.
        if not readings:
            raise InvalidNotation(
                f"{text!r} is not a card: write a suit and a rank, e.g. SQ, ♠Q, 10h or пД"
            )
        return readings[0]

    def pbn(self) -> str:
        """Two characters as in PBN play records: ``SQ``, ``HT``."""
        return self.suit.letter + self.rank.letter

    def ru(self) -> str:
        """Russian notation, suit first: ``пД``, ``ч10``."""
        return self.suit.ru + self.rank.ru

    def to_text(self, *, symbols: bool = True) -> str:
        return (self.suit.symbol if symbols else self.suit.letter) + self.rank.label

    @property
    def hcp(self) -> int:
        return self.rank.hcp

    @property
    def is_honour(self) -> bool:
        return self.rank.is_honour

    def __str__(self) -> str:
        return self.to_text()

    def __repr__(self) -> str:
        return f"Card.from_str({self.pbn()!r})"

    def _repr_html_(self) -> str:
        from .render import html

        return html.card(self)


def _maybe_suit(text: str) -> Suit | None:
    try:
        return Suit.from_str(text)
    except InvalidNotation:
        return None


def _maybe_rank(text: str) -> Rank | None:
    try:
        return Rank.from_str(text)
    except InvalidNotation:
        return None


def deck(size: int = 52) -> tuple[Card, ...]:
    """All cards of a deck in a fixed order (♣2 … ♠A).

    ``size=36`` removes the 2s to 5s, as in yard bridge (the yard-bridge text).
    """
    if size not in (52, 36):
        raise InvalidNotation(f"{size!r} is not a deck size: bridgelib knows 52 and 36 cards")
    low = Rank.TWO if size == 52 else Rank.SIX
    return tuple(Card(s, r) for s in Suit for r in Rank if r >= low)


_CARDS: dict[str, Card] = {c.pbn(): c for c in deck()}


def card(text: str) -> Card:
    """Shorthand for :meth:`Card.from_str`, with a fast path for PBN cards."""
    hit = _CARDS.get(text)
    return hit if hit is not None else Card.from_str(text)
