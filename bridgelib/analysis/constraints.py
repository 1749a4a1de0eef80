"""A small, safe language for deal constraints (parsed by hand; nothing is evaluated).

Used by ``bridge pack --where ...`` and accepted wherever a constraint is (text is
turned into the vectorised constraints of :mod:`bridgelib.analysis.dealer`).

Grammar (words are case-insensitive)::

    constraint := term  ( ("or" | "|") term )*
    term       := factor ( ("and" | "&" | ",") factor )*
    factor     := ("not" | "!") factor  |  "(" constraint ")"  |  condition
    condition  := WHO FEATURE [COMPARISON]
    WHO        := N | E | S | W | NS | EW        (also north, east, …)
                | dealer | dealer-lho | dealer-partner | dealer-rho   (need a dealer)
    FEATURE    := hcp                                  numeric; a side adds its hands
                | spades | hearts | diamonds | clubs   (or s h d c, ♠ ♥ ♦ ♣): length
                | major | minor                        the longer major / minor
                | longest | shortest                   the longest / shortest suit
                | balanced | regular | skewed | two-suiter   shape classes (no comparison)
                | shape P [P …]                        5-3-3-2 any order; 5=4=x=x exactly ♠=♥=♦=♣
    COMPARISON := 15-17 | 15 | =15 | ==15 | >=15 | <=15 | >15 | <15 | !=15 | 15+

Examples::

    N hcp 15-17 and N balanced             # a strong no-trump opener
    N hcp 20-22, N balanced                # a 2NT opener
    N hcp 6-10 and (N spades = 6 or N hearts = 6)   # a weak two in a major
    S hearts >= 5 and NS hcp >= 25
    dealer hcp 12-21 and not dealer balanced
    W shape 4-4-4-1 5-4-4-0

>>> c = parse("N hcp 15-17 and N balanced")
>>> str(c)
'N hcp 15-17 and N balanced'
>>> parse("N hcp 6-10 and (N spades=6 or N hearts=6)").describe()
'N hcp 6-10 and (N spades 6 or N hearts 6)'
>>> parse("N hcp 15-")
Traceback (most recent call last):
...
bridgelib.errors.InvalidNotation: 'N hcp 15-' at column 9: a range needs its upper end, e.g. 15-17
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable, Iterable, NoReturn, Protocol

import numpy as np

from ..cards import Suit
from ..deal import Deal
from ..errors import InvalidNotation
from ..table import Seat, Side

__all__ = ["parse", "GRAMMAR", "Constraint", "HCP", "Length", "Balanced", "Regular", "Skewed", "TwoSuiter",
           "Pattern", "Shape", "Predicate", "And", "Or", "Not", "TRUE", "as_constraint"]

GRAMMAR = __doc__


class BatchLike(Protocol):
    """What a constraint asks of a batch of deals
    (:class:`bridgelib.analysis.dealer.DealBatch` is one)."""

    def __len__(self) -> int: ...

    def hcp(self, seat: Seat) -> np.ndarray: ...

    def lengths(self, seat: Seat) -> np.ndarray: ...

    def take(self, which: np.ndarray) -> "BatchLike": ...

    def deals(self) -> list[Deal]: ...

Who = Seat | Side


def _seats(who: Who) -> tuple[Seat, ...]:
    return who.seats if isinstance(who, Side) else (who,)


def _who_text(who: Who) -> str:
    return who.name if isinstance(who, Side) else who.letter


# ---------------------------------------------------------------------------- constraints
class Constraint:
    """A condition on a deal, answered for a whole batch (:meth:`mask`) or one deal (:meth:`test`)."""

    def mask(self, batch: BatchLike) -> np.ndarray:  # pragma: no cover - abstract
        raise NotImplementedError

    def test(self, deal: Deal) -> bool:  # pragma: no cover - abstract
        raise NotImplementedError

    def __call__(self, deal: Deal) -> bool:
        return self.test(deal)

    def __and__(self, other) -> "Constraint":
        return And((self, as_constraint(other)))

    def __or__(self, other) -> "Constraint":
        return Or((self, as_constraint(other)))

    def __invert__(self) -> "Constraint":
        return Not(self)

    def __str__(self) -> str:
        return self.describe()

    def describe(self) -> str:  # pragma: no cover - overridden
        return type(self).__name__


def _in_range(values: np.ndarray, lo: int | None, hi: int | None) -> np.ndarray:
    m = np.ones(values.shape[0], dtype=bool)
    if lo is not None:
        m &= values >= lo
    if hi is not None:
        m &= values <= hi
    return m


def _range_text(lo: int | None, hi: int | None) -> str:
    if lo is not None and hi is not None:
        return str(lo) if lo == hi else f"{lo}-{hi}"
    if lo is not None:
        return f">={lo}"
    if hi is not None:
        return f"<={hi}"
    return "any"


@dataclass(frozen=True)
class HCP(Constraint):
    """High-card points of a seat (or a side's total) in ``lo..hi`` (``None`` = open)."""

    who: Who
    lo: int | None = None
    hi: int | None = None

    def values(self, batch: BatchLike) -> np.ndarray:
        return _total([batch.hcp(s) for s in _seats(self.who)])

    def mask(self, batch):
        return _in_range(self.values(batch), self.lo, self.hi)

    def test(self, deal):
        v = sum(deal[s].hcp for s in _seats(self.who))
        return (self.lo is None or v >= self.lo) and (self.hi is None or v <= self.hi)

    def describe(self):
        return f"{_who_text(self.who)} hcp {_range_text(self.lo, self.hi)}"


@dataclass(frozen=True)
class Length(Constraint):
    """Cards held in a suit by a seat (or a side together) in ``lo..hi``.

    ``suit`` may also be ``"major"``/``"minor"`` (the longer of the two),
    ``"longest"`` or ``"shortest"``.
    """

    who: Who
    suit: Suit | str
    lo: int | None = None
    hi: int | None = None

    def values(self, batch: BatchLike) -> np.ndarray:
        lens = _total([batch.lengths(s).astype(np.int16) for s in _seats(self.who)])
        return _pick(lens, self.suit)

    def mask(self, batch):
        return _in_range(self.values(batch), self.lo, self.hi)

    def test(self, deal):
        lens = [sum(deal[s].length(suit) for s in _seats(self.who)) for suit in Suit]
        v = _pick_one(lens, self.suit)
        return (self.lo is None or v >= self.lo) and (self.hi is None or v <= self.hi)

    def describe(self):
        name = self.suit.name_en if isinstance(self.suit, Suit) else self.suit
        return f"{_who_text(self.who)} {name} {_range_text(self.lo, self.hi)}"


def _total(arrays: list[np.ndarray]) -> np.ndarray:
    """The element-wise sum of one seat's values, or of a side's two."""
    out = arrays[0]
    for a in arrays[1:]:
        out = out + a
    return out


def _pick(lens: np.ndarray, suit: Suit | str) -> np.ndarray:
    if isinstance(suit, Suit):
        return lens[:, int(suit)]
    if suit == "major":
        return lens[:, 2:4].max(axis=1)
    if suit == "minor":
        return lens[:, 0:2].max(axis=1)
    if suit == "longest":
        return lens.max(axis=1)
    if suit == "shortest":
        return lens.min(axis=1)
    raise InvalidNotation(f"{suit!r} is not a suit, 'major', 'minor', 'longest' or 'shortest'")


def _pick_one(lens: list[int], suit: Suit | str) -> int:
    if isinstance(suit, Suit):
        return lens[int(suit)]
    return {"major": max(lens[2:4]), "minor": max(lens[0:2]), "longest": max(lens),
            "shortest": min(lens)}[suit]


@dataclass(frozen=True)
class Balanced(Constraint):
    """Balanced (равномерный): no void or singleton, at most one doubleton."""

    seat: Seat

    def mask(self, batch):
        lens = batch.lengths(self.seat)
        return (lens.min(axis=1) >= 2) & ((lens == 2).sum(axis=1) <= 1)

    def test(self, deal):
        return deal[self.seat].is_balanced

    def describe(self):
        return f"{self.seat.letter} balanced"


@dataclass(frozen=True)
class Regular(Constraint):
    """Regular (регулярная): no suit of five or more, no void (4-3-3-3, 4-4-3-2, 4-4-4-1)."""

    seat: Seat

    def mask(self, batch):
        lens = batch.lengths(self.seat)
        return (lens.max(axis=1) <= 4) & (lens.min(axis=1) >= 1)

    def test(self, deal):
        return deal[self.seat].is_regular

    def describe(self):
        return f"{self.seat.letter} regular"


@dataclass(frozen=True)
class Skewed(Constraint):
    """Skewed (косая рука, the honeymoon-bridge text): at least 9 cards in the two longest suits."""

    seat: Seat

    def mask(self, batch):
        lens = np.sort(batch.lengths(self.seat), axis=1)
        return lens[:, 2].astype(np.int16) + lens[:, 3] >= 9

    def test(self, deal):
        return deal[self.seat].is_skewed

    def describe(self):
        return f"{self.seat.letter} skewed"


@dataclass(frozen=True)
class TwoSuiter(Constraint):
    """Two-suiter (English usage): at least five cards in one suit and four in another."""

    seat: Seat

    def mask(self, batch):
        lens = np.sort(batch.lengths(self.seat), axis=1)
        return (lens[:, 3] >= 5) & (lens[:, 2] >= 4)

    def test(self, deal):
        return deal[self.seat].is_two_suiter

    def describe(self):
        return f"{self.seat.letter} two-suiter"


@dataclass(frozen=True)
class Pattern(Constraint):
    """The hand's pattern (lengths longest first) is one of ``patterns``: ``(5, 3, 3, 2)``…"""

    seat: Seat
    patterns: tuple[tuple[int, int, int, int], ...]

    def __post_init__(self):
        for p in self.patterns:
            if len(p) != 4 or sum(p) != 13 or list(p) != sorted(p, reverse=True):
                raise InvalidNotation(f"{p!r} is not a pattern: four lengths, longest first, "
                                      "adding up to 13")

    def mask(self, batch):
        key = _pattern_keys(np.sort(batch.lengths(self.seat), axis=1))
        wanted = np.array([_key(sorted(p)) for p in self.patterns], dtype=np.int32)
        return np.isin(key, wanted)

    def test(self, deal):
        return deal[self.seat].pattern in self.patterns

    def describe(self):
        return f"{self.seat.letter} shape " + " ".join("".join(map(str, p)) for p in self.patterns)


def _key(lengths) -> int:
    a, b, c, d = (int(x) for x in lengths)
    return ((a * 14 + b) * 14 + c) * 14 + d


def _pattern_keys(sorted_lens: np.ndarray) -> np.ndarray:
    x = sorted_lens.astype(np.int32)
    return ((x[:, 0] * 14 + x[:, 1]) * 14 + x[:, 2]) * 14 + x[:, 3]


@dataclass(frozen=True)
class Shape(Constraint):
    """Exact lengths in the order ♠ ♥ ♦ ♣, ``None`` for any: ``(5, 4, None, None)``."""

    seat: Seat
    lengths: tuple[int | None, int | None, int | None, int | None]

    def mask(self, batch):
        lens = batch.lengths(self.seat)
        m = np.ones(len(batch), dtype=bool)
        for suit, n in zip((Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS), self.lengths):
            if n is not None:
                m &= lens[:, int(suit)] == n
        return m

    def test(self, deal):
        return all(n is None or got == n for got, n in zip(deal[self.seat].shape, self.lengths))

    def describe(self):
        return f"{self.seat.letter} shape " + "=".join("x" if n is None else str(n)
                                                       for n in self.lengths)


@dataclass(frozen=True)
class Predicate(Constraint):
    """Any Python function ``Deal -> bool`` (the fallback: called deal by deal)."""

    fn: Callable[[Deal], bool]
    name: str = ""

    def mask(self, batch):
        return np.fromiter((bool(self.fn(d)) for d in batch.deals()), dtype=bool,
                           count=len(batch))

    def test(self, deal):
        return bool(self.fn(deal))

    def describe(self):
        return self.name or getattr(self.fn, "__name__", "predicate")


@dataclass(frozen=True)
class And(Constraint):
    """All parts hold.  Each part is asked only about the deals the earlier parts kept."""

    parts: tuple[Constraint, ...]

    def mask(self, batch):
        m = np.ones(len(batch), dtype=bool)
        idx = np.arange(len(batch))
        sub = batch
        for part in self.parts:
            if len(idx) == 0:
                break
            keep = part.mask(sub)
            m[idx[~keep]] = False
            idx = idx[keep]
            sub = sub.take(keep) if not keep.all() else sub
        return m

    def test(self, deal):
        return all(p.test(deal) for p in self.parts)

    def __and__(self, other):
        return And(self.parts + (as_constraint(other),))

    def describe(self):
        return " and ".join(f"({p})" if isinstance(p, Or) else str(p) for p in self.parts)


@dataclass(frozen=True)
class Or(Constraint):
    parts: tuple[Constraint, ...]

    def mask(self, batch):
        m = np.zeros(len(batch), dtype=bool)
        for part in self.parts:
            rest = ~m
            if not rest.any():
                break
            m[rest] = part.mask(batch.take(rest) if not rest.all() else batch)
        return m

    def test(self, deal):
        return any(p.test(deal) for p in self.parts)

    def __or__(self, other):
        return Or(self.parts + (as_constraint(other),))

    def describe(self):
        return " or ".join(f"({p})" if isinstance(p, And) else str(p) for p in self.parts)


@dataclass(frozen=True)
class Not(Constraint):
    part: Constraint

    def mask(self, batch):
        return ~self.part.mask(batch)

    def test(self, deal):
        return not self.part.test(deal)

    def describe(self):
        return f"not ({self.part})"


class _True(Constraint):
    def mask(self, batch):
        return np.ones(len(batch), dtype=bool)

    def test(self, deal):
        return True

    def describe(self):
        return "any deal"

    def __repr__(self):
        return "TRUE"


TRUE: Constraint = _True()
"""The constraint every deal satisfies."""


def as_constraint(where) -> Constraint:
    """A constraint from: a Constraint, constraint text, a function ``Deal -> bool``, a
    sequence of these (all must hold), or ``None`` (any deal)."""
    if where is None:
        return TRUE
    if isinstance(where, Constraint):
        return where
    if isinstance(where, str):
        return parse(where)
    if callable(where):
        return Predicate(where)
    if isinstance(where, Iterable):
        parts = tuple(as_constraint(w) for w in where)
        return parts[0] if len(parts) == 1 else And(parts) if parts else TRUE
    raise InvalidNotation(f"{where!r} is not a constraint: give a Constraint, text such as "
                          "'N hcp 15-17', a function Deal -> bool, or a list of these")



_TOKEN = re.compile(r"""
    \s*(?:
      (?P<shape>(?:\d|x)(?:[-=](?:\d|x)){3}(?![\d-]))
    | (?P<num>\d+)
    | (?P<op>>=|<=|==|!=|=|>|<|\+|-)
    | (?P<punct>[(),&|!])
    | (?P<word>[A-Za-z][A-Za-z\-]*|[♠♥♦♣])
    )""", re.X)

_WHO: dict[str, Seat | Side] = {"n": Seat.NORTH, "north": Seat.NORTH, "e": Seat.EAST, "east": Seat.EAST,
        "s": Seat.SOUTH, "south": Seat.SOUTH, "w": Seat.WEST, "west": Seat.WEST,
        "ns": Side.NS, "n-s": Side.NS, "sn": Side.NS, "ew": Side.EW, "e-w": Side.EW, "we": Side.EW}
_RELATIVE = {"dealer": 0, "dealer-lho": 1, "dealer-partner": 2, "dealer-rho": 3}
_SUITS = {"spades": Suit.SPADES, "s": Suit.SPADES, "♠": Suit.SPADES, "spade": Suit.SPADES,
          "hearts": Suit.HEARTS, "h": Suit.HEARTS, "♥": Suit.HEARTS, "heart": Suit.HEARTS,
          "diamonds": Suit.DIAMONDS, "d": Suit.DIAMONDS, "♦": Suit.DIAMONDS,
          "diamond": Suit.DIAMONDS, "clubs": Suit.CLUBS, "c": Suit.CLUBS, "♣": Suit.CLUBS,
          "club": Suit.CLUBS}
_LENGTHS = {"major": "major", "minor": "minor", "longest": "longest", "shortest": "shortest"}
_FLAGS = {"balanced": Balanced, "regular": Regular, "skewed": Skewed,
          "two-suiter": TwoSuiter, "twosuiter": TwoSuiter}


def _tokens(text: str) -> list[tuple[str, str, int]]:
    out = []
    pos = 0
    text = text.rstrip()
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if m is None or m.end() == pos:
            bad = text[pos:].strip()[:1] or text[pos:pos + 1]
            col = pos + (len(text[pos:]) - len(text[pos:].lstrip())) + 1
            raise InvalidNotation(f"{text!r} at column {col}: {bad!r} is not part of the "
                                  "constraint language (see bridgelib.analysis.constraints)")
        kind = m.lastgroup
        assert kind is not None  # the pattern matched one of its named alternatives
        out.append((kind, m.group(kind), m.start(kind) + 1))
        pos = m.end()
    return out


class _Parser:
    def __init__(self, text: str, dealer: Seat | None):
        self.text = text
        self.dealer = dealer
        self.toks = _tokens(text)
        self.i = 0

    # -------------------------------------------------------------- helpers
    def peek(self, k: int = 0) -> tuple[str, str, int] | None:
        j = self.i + k
        return self.toks[j] if j < len(self.toks) else None

    def next(self) -> tuple[str, str, int]:
        t = self.peek()
        if t is None:
            self.fail(len(self.text) + 1, "the constraint ends too early")
        self.i += 1
        return t

    def fail(self, col: int, why: str) -> NoReturn:
        raise InvalidNotation(f"{self.text!r} at column {col}: {why}")

    def is_word(self, *words: str) -> bool:
        t = self.peek()
        return t is not None and t[0] == "word" and t[1].lower() in words

    def is_punct(self, *chars: str) -> bool:
        t = self.peek()
        return t is not None and t[0] in ("punct", "op") and t[1] in chars

    # -------------------------------------------------------------- grammar
    def parse(self) -> Constraint:
        if not self.toks:
            self.fail(1, "the constraint is empty")
        c = self.constraint()
        t = self.peek()
        if t is not None:
            self.fail(t[2], f"{t[1]!r} is not expected here (join conditions with 'and'/'or')")
        return c

    def constraint(self) -> Constraint:
        parts = [self.term()]
        while self.is_word("or") or self.is_punct("|"):
            self.next()
            parts.append(self.term())
        return parts[0] if len(parts) == 1 else Or(tuple(parts))

    def term(self) -> Constraint:
        parts = [self.factor()]
        while self.is_word("and") or self.is_punct("&", ","):
            self.next()
            parts.append(self.factor())
        return parts[0] if len(parts) == 1 else And(tuple(parts))

    def factor(self) -> Constraint:
        if self.is_word("not") or self.is_punct("!"):
            self.next()
            return Not(self.factor())
        if self.is_punct("("):
            open_ = self.next()
            c = self.constraint()
            if not self.is_punct(")"):
                self.fail(open_[2], "'(' is never closed")
            self.next()
            return c
        return self.condition()

    def who(self):
        kind, value, col = self.next()
        key = value.lower()
        if kind == "word" and key in _WHO:
            return _WHO[key]
        if kind == "word" and key in _RELATIVE:
            if self.dealer is None:
                self.fail(col, f"{value!r} needs a dealer (it is known per board in a pack)")
            return self.dealer.next(_RELATIVE[key])
        self.fail(col, f"{value!r} is not a seat or side: N E S W, NS EW, or dealer, "
                       "dealer-lho, dealer-partner, dealer-rho")

    def condition(self) -> Constraint:
        who = self.who()
        t = self.next()
        kind, value, col = t
        key = value.lower()
        if kind != "word":
            self.fail(col, f"{value!r} is not a feature: hcp, a suit, major, minor, longest, "
                           "shortest, balanced, regular, skewed, two-suiter or shape")
        if key in _FLAGS or key == "shape":
            if isinstance(who, Side):
                self.fail(col, f"'{value}' describes one hand: name a seat, not the side {who.name}")
            if key == "shape":
                return self.shape(who, col)
            return _FLAGS[key](who)
        if key == "hcp":
            lo, hi = self.comparison(col, 0, 40)
            return self.ranged(HCP, who, None, lo, hi)
        if key in _SUITS or key in _LENGTHS:
            suit = _SUITS.get(key) or _LENGTHS[key]
            lo, hi = self.comparison(col, 0, 13 if isinstance(who, Seat) else 26)
            return self.ranged(Length, who, suit, lo, hi)
        self.fail(col, f"{value!r} is not a feature: hcp, a suit, major, minor, longest, "
                       "shortest, balanced, regular, skewed, two-suiter or shape")

    @staticmethod
    def ranged(cls, who, suit, lo, hi) -> Constraint:
        if isinstance(lo, tuple):  # "!=": outside a single value
            (v,) = lo
            a = cls(who, suit, None, v - 1) if suit is not None else cls(who, None, v - 1)
            b = cls(who, suit, v + 1, None) if suit is not None else cls(who, v + 1, None)
            return Or((a, b))
        return cls(who, suit, lo, hi) if suit is not None else cls(who, lo, hi)

    def number(self, limit: int) -> int:
        kind, value, col = self.next()
        if kind != "num":
            self.fail(col, f"{value!r}: a number is expected here")
        if len(value) > 4:  # no count reaches 10000 (and int() refuses 4,300 digits)
            self.fail(col, f"{value[:8]}… ({len(value)} digits) is more than the possible {limit}")
        n = int(value)
        if n > limit:
            self.fail(col, f"{n} is more than the possible {limit}")
        return n

    def comparison(self, col: int, low: int, limit: int):
        t = self.peek()
        if t is None or t[0] not in ("num", "op"):
            self.fail(col if t is None else t[2], "a number or a range is expected, e.g. 15-17, "
                      ">=5, 6")
        if t[0] == "num":
            n = self.number(limit)
            if self.is_punct("-"):
                dash = self.next()
                nxt = self.peek()
                if nxt is None or nxt[0] != "num":
                    self.fail(dash[2], "a range needs its upper end, e.g. 15-17")
                m = self.number(limit)
                if m < n:
                    self.fail(dash[2], f"the range {n}-{m} is empty")
                return n, m
            if self.is_punct("+"):
                self.next()
                return n, None
            return n, n
        op = self.next()[1]
        if op == "-" or op == "+":
            self.fail(t[2], f"{op!r} cannot start a comparison")
        n = self.number(limit)
        return {"=": (n, n), "==": (n, n), ">=": (n, None), "<=": (None, n), ">": (n + 1, None),
                "<": (None, n - 1), "!=": ((n,), None)}[op]

    def shape(self, seat: Seat, col: int) -> Constraint:
        pats: list[tuple[int, ...]] = []
        exact: list[tuple[int | None, ...]] = []
        while True:
            t = self.peek()
            if t is None or t[0] not in ("shape", "num"):
                break
            self.next()
            raw = t[1]
            if t[0] == "num":  # 5332 written without dashes
                if len(raw) != 4:
                    self.fail(t[2], f"{raw!r} is not a shape: four lengths, e.g. 5-3-3-2 or 5332")
                lengths, sep = list(raw), "-"
            else:
                sep = "=" if "=" in raw else "-"
                if "=" in raw and "-" in raw:
                    self.fail(t[2], f"{raw!r} mixes '-' (any order) and '=' (exact order)")
                lengths = re.split(r"[-=]", raw)
            if sep == "-":
                if "x" in lengths:
                    self.fail(t[2], f"{raw!r}: 'x' is allowed only in an exact shape such as 5=4=x=x")
                p = tuple(sorted((int(x) for x in lengths), reverse=True))
                if sum(p) != 13:
                    self.fail(t[2], f"{raw!r} does not add up to 13 cards")
                pats.append(p)
            else:
                lens = tuple(None if x == "x" else int(x) for x in lengths)
                known = [x for x in lens if x is not None]
                if sum(known) > 13 or (len(known) == 4 and sum(known) != 13):
                    self.fail(t[2], f"{raw!r} does not add up to 13 cards")
                exact.append(lens)
        if not pats and not exact:
            self.fail(col, "'shape' needs one or more shapes, e.g. shape 5-3-3-2 or 5=4=x=x")
        parts: list[Constraint] = []
        if pats:  # four lengths each (the shape token has four)
            parts.append(Pattern(seat, tuple((a, b, c, d) for a, b, c, d in dict.fromkeys(pats))))
        parts.extend(Shape(seat, (a, b, c, d)) for a, b, c, d in exact)
        return parts[0] if len(parts) == 1 else Or(tuple(parts))


def parse(text: str, *, dealer: Seat | None = None) -> Constraint:
    """Read a constraint; ``dealer`` gives meaning to ``dealer``, ``dealer-lho`` …

    Raises :class:`~bridgelib.errors.InvalidNotation` quoting the text and the column.
    """
    if not isinstance(text, str):
        raise InvalidNotation(f"{text!r} is not constraint text")
    return _Parser(text, dealer).parse()

