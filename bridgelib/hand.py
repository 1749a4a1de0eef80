"""A hand: the cards one player holds, with shape and evaluation.

>>> h = Hand.from_pbn("AK2.QJ3.T98.7654")
>>> h.hcp, h.shape, h.pattern, h.pattern_text
(10, (3, 3, 3, 4), (4, 3, 3, 3), '4-3-3-3')
>>> h.is_balanced, h.is_regular, h.is_two_suiter
(True, True, False)
>>> Hand.from_str("п: AKQ ч: Т5 б: 98765 т: ДВ32") == Hand.from_pbn("AKQ.A5.98765.QJ32")
True
>>> print(h.to_text())
♠ A K 2
♥ Q J 3
♦ 10 9 8
♣ 7 6 5 4
"""

from __future__ import annotations

import re
from typing import Iterable, Iterator

from .cards import RANKS, SUITS, Card, Rank, Suit, _norm
from .errors import InvalidNotation

__all__ = ["Hand"]


class Hand:
    """An immutable set of cards held by one player (any number of cards).

    Shape facts follow the seeds: a *balanced* hand (равномерный расклад) has no
    void or singleton and at most one doubleton (4-3-3-3, 4-4-3-2, 5-3-3-2); a
    *regular* hand (регулярная рука) has no five-card suit (4-3-3-3, 4-4-3-2,
    4-4-4-1); a *skewed hand* (косая рука, the honeymoon-bridge text's term) has at least
    nine cards in its two longest suits (5-4-2-2, 6-3-3-1, 7-4-2-0).  In English bridge
    usage a *two-suiter* is something else: at least five cards in one suit and four in
    another (6-3-3-1 is skewed but not a two-suiter).  A suit of three or fewer cards is
    *short*, four or more *long*.

    Inside, a hand is a 52-bit mask (bit ``13 * suit + rank - 2``, as in
    :func:`bridgelib.deck`), so building, comparing and measuring one is cheap;
    :attr:`cards` is built from it when first asked for.
    """

    __slots__ = ("_mask", "_cards", "_sorted", "_lens", "__weakref__")

    _mask: int
    _cards: frozenset[Card]
    _sorted: tuple[Card, ...]
    _lens: tuple[int, int, int, int]

    def __init__(self, cards: Iterable[Card] = ()):
        self._mask = _mask_of(cards)

    @classmethod
    def _from_mask(cls, mask: int) -> "Hand":
        """A hand from its 52-bit mask, without checks (the caller knows the mask is valid)."""
        h = _new(cls)
        h._mask = mask
        return h

    def __reduce__(self):
        return (_hand_from_mask, (self._mask,))

    @property
    def cards(self) -> frozenset[Card]:
        """The cards as a frozen set."""
        try:
            return self._cards
        except AttributeError:
            cards = self._cards = frozenset(self.sorted_cards)
            return cards

    # ---------------------------------------------------------------- parsing
    @classmethod
    def from_pbn(cls, text: str) -> "Hand":
        """PBN hand: suits spades.hearts.diamonds.clubs, ranks AKQJT98765432."""
        raw = text.strip()
        parts = raw.split(".")
        if len(parts) != 4:
            raise InvalidNotation(
                f"{text!r} is not a PBN hand: expected four suits separated by dots "
                "(spades.hearts.diamonds.clubs), e.g. AK2.QJ3.T98.7654"
            )
        known = _HOLDINGS
        try:
            mask = (known[parts[0]] << 39 | known[parts[1]] << 26 | known[parts[2]] << 13
                    | known[parts[3]])
        except KeyError:
            mask = 0
            for i, holding in enumerate(parts):
                mask |= _holding_bits(holding, text, Suit(3 - i)) << (39 - 13 * i)
        return cls._from_mask(mask)
    @classmethod
    def from_str(cls, text: str) -> "Hand":
        """Read a hand in any of the notations people write.

        - PBN: ``AK2.QJ3.T98.7654`` (``-`` or nothing for a void);
        - suit-labelled: ``♠AK2 ♥QJ3 ♦T98 ♣7654``, ``S:AK2 H:QJ3 D:T98 C:7654``;
        - the seeds' Russian: ``п: AKQ ч: Т5 б: 98765 т: ДВ32`` (a letter after a
          suit label is a rank, so ``т: Т5`` is the ace and five of clubs);
        - a list of cards: ``SA SK HQ C2``.
        """
        raw = _norm(text)
        if "." in raw and ":" not in raw and not re.search(r"\s", raw):
            return cls.from_pbn(raw)
        tokens = raw.replace(",", " ").split()
        if not tokens:
            return cls()
        maybe = [_maybe_card(t) for t in tokens]
        as_cards = [c for c in maybe if c is not None]
        if len(as_cards) == len(maybe) and ":" not in raw:
            return cls._checked(as_cards, text)
        labelled = _split_labelled(raw)
        if labelled is not None:
            cards: list[Card] = []
            seen: set[Suit] = set()
            for suit, holding in labelled:
                if suit in seen:
                    raise InvalidNotation(f"{text!r} names {suit.name_en} twice")
                seen.add(suit)
                cards.extend(Card(suit, r) for r in _ranks(holding, text, suit))
            return cls._checked(cards, text)
        raise InvalidNotation(
            f"{text!r} is not a hand: write PBN (AK2.QJ3.T98.7654), suits with "
            "labels (♠AK2 ♥QJ3 …, п: AK2 ч: …) or a list of cards (SA HK …)"
        )

    @classmethod
    def _checked(cls, cards: list[Card], text: str) -> "Hand":
        if len(set(cards)) != len(cards):
            dup = sorted({c for c in cards if cards.count(c) > 1})
            raise InvalidNotation(f"{text!r} holds {dup[0]} twice")
        return cls(cards)

    # ---------------------------------------------------------------- formatting
    def pbn(self) -> str:
        return ".".join("".join(r.letter for r in self.ranks(s)) for s in SUITS)

    def ru(self) -> str:
        """The seeds' notation: ``п: ТК2 ч: ДВ3 б: 1098 т: 7654`` (``—`` for a void)."""
        return " ".join(
            f"{s.ru}: " + ("".join(r.ru for r in self.ranks(s)) or "—") for s in SUITS
        )

    def to_text(self, *, symbols: bool = True, ten: str = "10", sep: str = " ",
                one_line: bool = False) -> str:
        lines = []
        for s in SUITS:
            ranks = [("T" if r is Rank.TEN and ten == "T" else r.label) for r in self.ranks(s)]
            label = s.symbol if symbols else s.letter
            lines.append(f"{label} " + (sep.join(ranks) if ranks else "—"))
        return ("  " if one_line else "\n").join(lines)

    def __str__(self) -> str:
        return self.to_text(one_line=True)

    def __repr__(self) -> str:
        return f"Hand.from_pbn({self.pbn()!r})"

    def _repr_html_(self) -> str:
        from .render import html

        return html.hand(self)

    # ---------------------------------------------------------------- set behaviour
    def __eq__(self, other: object) -> bool:
        return isinstance(other, Hand) and self._mask == other._mask

    def __hash__(self) -> int:
        return hash(self._mask)

    def __len__(self) -> int:
        return self._mask.bit_count()

    def __contains__(self, card: object) -> bool:
        if type(card) is not Card:
            return isinstance(card, Card) and card in self.cards
        return bool(self._mask >> (13 * card.suit + card.rank - 2) & 1)

    def __iter__(self) -> Iterator[Card]:
        """Cards from ♠A down to ♣2 (the order of a diagram)."""
        return iter(self.sorted_cards)

    @property
    def sorted_cards(self) -> tuple[Card, ...]:
        """The cards from ♠A down to ♣2."""
        try:
            return self._sorted
        except AttributeError:
            out = []
            m = self._mask
            while m:
                b = m.bit_length() - 1
                out.append(_DECK[b])
                m ^= 1 << b
            cards = self._sorted = tuple(out)
            return cards

    def add(self, *cards: Card) -> "Hand":
        for c in cards:
            if c in self:
                raise InvalidNotation(f"{c} is already in the hand {self}")
        return Hand._from_mask(self._mask | _mask_of(cards))

    def remove(self, *cards: Card) -> "Hand":
        for c in cards:
            if c not in self:
                raise InvalidNotation(f"{c} is not in the hand {self}")
        return Hand._from_mask(self._mask & ~_mask_of(cards))

    # ---------------------------------------------------------------- suits
    def ranks(self, suit: Suit) -> tuple[Rank, ...]:
        """Ranks held in a suit, highest first."""
        return _RANKS_OF[(self._mask >> (13 * suit)) & 0x1FFF]

    def suit_cards(self, suit: Suit) -> tuple[Card, ...]:
        return tuple(Card(suit, r) for r in self.ranks(suit))

    def length(self, suit: Suit) -> int:
        return ((self._mask >> (13 * suit)) & 0x1FFF).bit_count()

    @property
    def _lengths(self) -> tuple[int, int, int, int]:
        """Suit lengths indexed by :class:`Suit` (♣ ♦ ♥ ♠)."""
        try:
            return self._lens
        except AttributeError:
            m = self._mask
            lens = self._lens = ((m & 0x1FFF).bit_count(), ((m >> 13) & 0x1FFF).bit_count(),
                                 ((m >> 26) & 0x1FFF).bit_count(), (m >> 39).bit_count())
            return lens

    @property
    def shape(self) -> tuple[int, int, int, int]:
        """Suit lengths in the order ♠ ♥ ♦ ♣."""
        c, d, h, s = self._lengths
        return (s, h, d, c)

    @property
    def pattern(self) -> tuple[int, ...]:
        """Suit lengths, longest first: the hand's distribution (расклад)."""
        return tuple(sorted(self._lengths, reverse=True))

    @property
    def pattern_text(self) -> str:
        return "-".join(map(str, self.pattern))

    def longest_suits(self) -> tuple[Suit, ...]:
        """The longest suit(s), higher-ranking first."""
        top = max(self._lengths)
        return tuple(s for s in SUITS if self._lengths[s] == top)

    @property
    def voids(self) -> tuple[Suit, ...]:
        """Suits with no cards (ренонс)."""
        return tuple(s for s in SUITS if self._lengths[s] == 0)

    @property
    def singletons(self) -> tuple[Suit, ...]:
        return tuple(s for s in SUITS if self._lengths[s] == 1)

    @property
    def doubletons(self) -> tuple[Suit, ...]:
        return tuple(s for s in SUITS if self._lengths[s] == 2)

    @property
    def short_suits(self) -> tuple[Suit, ...]:
        """Suits of three cards or fewer (короткие масти)."""
        return tuple(s for s in SUITS if self._lengths[s] <= 3)

    @property
    def long_suits(self) -> tuple[Suit, ...]:
        """Suits of four cards or more (длинные масти)."""
        return tuple(s for s in SUITS if self._lengths[s] >= 4)

    # ---------------------------------------------------------------- shape classes
    @property
    def is_balanced(self) -> bool:
        """Balanced (равномерный): no void or singleton, at most one doubleton."""
        return min(self._lengths) >= 2 and len(self.doubletons) <= 1

    @property
    def is_regular(self) -> bool:
        """Regular (регулярная): no suit of five or more cards (and no void)."""
        return max(self._lengths) <= 4 and min(self._lengths) >= 1

    @property
    def is_skewed(self) -> bool:
        """Skewed (косая рука, the honeymoon-bridge text): at least 9 cards in the two longest suits."""
        p = self.pattern
        return p[0] + p[1] >= 9

    @property
    def is_two_suiter(self) -> bool:
        """Two-suiter in English bridge usage: at least five cards in one suit and four in another.

        Not the source's *косая рука* (see :attr:`is_skewed`): 6-3-3-1 and 7-2-2-2 are skewed
        but not two-suiters.
        """
        p = self.pattern
        return p[0] >= 5 and p[1] >= 4

    @property
    def shape_classes(self) -> tuple[str, ...]:
        """The source texts' named classes this hand belongs to: balanced, regular, skewed."""
        names = []
        if self.is_balanced:
            names.append("balanced")
        if self.is_regular:
            names.append("regular")
        if self.is_skewed:
            names.append("skewed")
        return tuple(names)

    # ---------------------------------------------------------------- evaluation
    @property
    def hcp(self) -> int:
        """Milton Work high-card points: A 4, K 3, Q 2, J 1 (40 in the deck)."""
        m = self._mask
        return (_HCP4[(m >> 9) & 15] + _HCP4[(m >> 22) & 15] + _HCP4[(m >> 35) & 15]
                + _HCP4[(m >> 48) & 15])

    @property
    def aces(self) -> int:
        """How many aces the hand holds (what Blackwood and Gerber count).

        >>> Hand.from_pbn("A2.K3.AQ2.A98765").aces
        3
        """
        return (self._mask & _ACES).bit_count()

    def suit_hcp(self, suit: Suit) -> int:
        return sum(r.hcp for r in self.ranks(suit))

    @property
    def shortness_points(self) -> int:
        """Distribution points for short suits: void 3, singleton 2, doubleton 1."""
        return sum({0: 3, 1: 2, 2: 1}.get(n, 0) for n in self._lengths)

    @property
    def length_points(self) -> int:
        """Distribution points for length: 1 for each card over four in a suit."""
        return sum(max(0, n - 4) for n in self._lengths)

    def total_points(self, method: str = "length") -> int:
        """HCP plus distribution points, counted by ``length`` or by ``shortness``."""
        if method == "length":
            return self.hcp + self.length_points
        if method == "shortness":
            return self.hcp + self.shortness_points
        raise InvalidNotation(f"{method!r} is not a counting method: use 'length' or 'shortness'")

    def has_stopper(self, suit: Suit) -> bool:
        """A no-trump stopper (задержка) in ``suit``: A, Kx, Qxx or Jxxx.

        >>> h = Hand.from_pbn("A2.K3.Q54.J765")
        >>> [h.has_stopper(s) for s in (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)]
        [True, True, True, True]
        >>> Hand.from_pbn("K.QJ.J54.-").has_stopper(Suit.SPADES)
        False
        """
        held = self.ranks(suit)
        n = len(held)
        return (Rank.ACE in held or (Rank.KING in held and n >= 2)
                or (Rank.QUEEN in held and n >= 3) or (Rank.JACK in held and n >= 4))

    @property
    def quick_tricks(self) -> float:
        """Quick (defensive) tricks: AK 2, AQ 1½, A 1, KQ 1, Kx ½ in each suit.

        >>> Hand.from_pbn("AK2.AQ3.KQ4.K765").quick_tricks
        5.0
        """
        total = 0.0
        for s in SUITS:
            held = self.ranks(s)
            a, k, q = Rank.ACE in held, Rank.KING in held, Rank.QUEEN in held
            if a and k:
                total += 2
            elif a and q:
                total += 1.5
            elif a:
                total += 1
            elif k and q:
                total += 1
            elif k and len(held) >= 2:
                total += 0.5
        return total

    @property
    def losing_trick_count(self) -> int:
        """Losing Trick Count: missing A, K, Q among the first (up to) three cards of each suit.

        >>> Hand.from_pbn("AKQ2.A53.K4.7654").losing_trick_count
        6
        """
        losers = 0
        for s in SUITS:
            held = self.ranks(s)
            top = held[:3]
            wanted = (Rank.ACE, Rank.KING, Rank.QUEEN)[:len(held[:3])]
            losers += sum(1 for r in wanted if r not in top)
        return losers

    @property
    def playing_tricks(self) -> float:
        """Playing tricks with this hand's longest suits as trumps (Acol two-bid count).

        Per suit: the ace 1; the king 1 unless bare; the queen 1 with a higher
        honour in a suit of three or more, else ½ in a suit of three or more; and
        every card beyond the third 1.

        >>> Hand.from_pbn("A5.AKQJ965.KQ4.7").playing_tricks
        10.0
        """
        total = 0.0
        for s in SUITS:
            held = self.ranks(s)
            n = len(held)
            if Rank.ACE in held:
                total += 1
            if Rank.KING in held and n >= 2:
                total += 1
            if Rank.QUEEN in held and n >= 3:
                total += 1 if (Rank.ACE in held or Rank.KING in held) else 0.5
            total += max(0, n - 3)
        return total

    @property
    def honours(self) -> tuple[Card, ...]:
        """Honour cards held (A K Q J 10: онеры)."""
        return tuple(c for c in self if c.rank.is_honour)

    @property
    def spot_cards(self) -> tuple[Card, ...]:
        """Spot cards held (9 and below: фоски)."""
        return tuple(c for c in self if not c.rank.is_honour)


_LABEL = re.compile(r"([♠♥♦♣♤♡♢♧]|[SHDCshdc](?=\s*[:=]|\s*(?:10|[AKQJTakqjt2-9—\-]|$|\s))"
                    r"|[пчбтПЧБТ](?=\s*:))\s*[:=]?\s*")


_new = object.__new__
_DECK: tuple[Card, ...] = tuple(Card(s, r) for s in Suit for r in Rank)
"""Card by bit: ``_DECK[13 * suit + rank - 2]`` (♣2 = 0 … ♠A = 51), as :func:`bridgelib.deck`."""
_PBN_RANK_BIT = {r.letter: 1 << (r - 2) for r in Rank}
_HCP4 = tuple(sum((1, 2, 3, 4)[i] for i in range(4) if v >> i & 1) for v in range(16))
"""High-card points of the top four bits of a suit (J Q K A)."""
_ACES = sum(1 << (12 + 13 * k) for k in range(4))
"""The ace bit of each suit (bit 12 of each 13-bit suit)."""


def _ranks_of(bits: int) -> tuple[Rank, ...]:
    return tuple(r for r in RANKS if bits >> (r - 2) & 1)


class _RankTable(dict):
    """Ranks held, highest first, for each 13-bit suit holding (filled as asked)."""

    def __missing__(self, bits: int) -> tuple[Rank, ...]:
        out = self[bits] = _ranks_of(bits)
        return out


_RANKS_OF: dict[int, tuple[Rank, ...]] = _RankTable()


def _mask_of(cards: Iterable[Card]) -> int:
    mask = 0
    for c in cards:
        if not isinstance(c, Card):
            raise InvalidNotation(f"{c!r} is not a card: a hand holds cards")
        mask |= 1 << (13 * c.suit + c.rank - 2)
    return mask


_HOLDINGS: dict[str, int] = {}
"""PBN suit holdings already read ("AKT2" -> its 13 bits); bounded in size."""


def _holding_bits(holding: str, text: str, suit: Suit) -> int:
    """The 13 bits (bit ``rank - 2``) of one suit's holding in a hand written as ``text``."""
    bits = 0
    for ch in holding:
        bit = _PBN_RANK_BIT.get(ch)
        if bit is None or bits & bit:
            break
        bits |= bit
    else:
        if len(_HOLDINGS) < 50_000:
            _HOLDINGS[holding] = bits
        return bits
    # Not plain PBN ranks (10, Russian letters, a dash, a repeated rank): the careful path.
    bits = 0
    for r in _ranks(holding, text, suit):
        bits |= 1 << (r - 2)
    return bits


def _hand_from_mask(mask: int) -> Hand:
    return Hand._from_mask(mask)


def _maybe_card(token: str) -> Card | None:
    try:
        return Card.from_str(token)
    except InvalidNotation:
        return None


def _split_labelled(raw: str) -> list[tuple[Suit, str]] | None:
    """Split 'S:AK2 H:…' / '♠AK2 ♥…' / 'п: AK2 ч: …' into (suit, holding) pairs."""
    if not raw:
        return None
    out: list[tuple[Suit, str]] = []
    pieces = list(_LABEL.finditer(raw))
    if not pieces or pieces[0].start() != 0:
        return None
    # Keep only labels that start a chunk (at 0 or after whitespace).
    starts = [m for m in pieces if m.start() == 0 or raw[m.start() - 1].isspace()]
    if not starts or starts[0].start() != 0:
        return None
    for i, m in enumerate(starts):
        end = starts[i + 1].start() if i + 1 < len(starts) else len(raw)
        label = m.group(1)
        suit = Suit.from_str(label if label not in "тТ" else "т")
        out.append((suit, raw[m.end():end].strip()))
    return out


def _ranks(holding: str, text: str, suit: Suit) -> list[Rank]:
    """Ranks of one suit's holding: 'AKT2', 'A K 10 2', 'ТК102', '-', '—'."""
    h = holding.strip()
    if h in ("", "-", "—", "–", "void"):
        return []
    out: list[Rank] = []
    i = 0
    while i < len(h):
        ch = h[i]
        if ch in " ,":
            i += 1
            continue
        if h.startswith("10", i):
            out.append(Rank.TEN)
            i += 2
            continue
        try:
            out.append(Rank.from_str(ch))
        except InvalidNotation:
            raise InvalidNotation(
                f"{text!r}: {ch!r} in the {suit.name_en} holding {holding!r} is not a rank"
            ) from None
        i += 1
    if len(set(out)) != len(out):
        raise InvalidNotation(f"{text!r}: the {suit.name_en} holding {holding!r} repeats a rank")
    return out
