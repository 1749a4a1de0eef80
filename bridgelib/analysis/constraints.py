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
                | balanced | regular | two-suiter      shape classes (no comparison)
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

from ..cards import Suit
from ..errors import InvalidNotation
from ..table import Seat, Side
from .dealer import (HCP, And, Balanced, Constraint, Length, Not, Or, Pattern, Regular, Shape,
                     TwoSuiter)

__all__ = ["parse", "GRAMMAR"]

GRAMMAR = __doc__

_TOKEN = re.compile(r"""
    \s*(?:
      (?P<shape>(?:\d|x)(?:[-=](?:\d|x)){3}(?![\d-]))
    | (?P<num>\d+)
    | (?P<op>>=|<=|==|!=|=|>|<|\+|-)
    | (?P<punct>[(),&|!])
    | (?P<word>[A-Za-z][A-Za-z\-]*|[♠♥♦♣])
    )""", re.X)

_WHO = {"n": Seat.NORTH, "north": Seat.NORTH, "e": Seat.EAST, "east": Seat.EAST,
        "s": Seat.SOUTH, "south": Seat.SOUTH, "w": Seat.WEST, "west": Seat.WEST,
        "ns": Side.NS, "n-s": Side.NS, "sn": Side.NS, "ew": Side.EW, "e-w": Side.EW, "we": Side.EW}
_RELATIVE = {"dealer": 0, "dealer-lho": 1, "dealer-partner": 2, "dealer-rho": 3}
_SUITS = {"spades": Suit.SPADES, "s": Suit.SPADES, "♠": Suit.SPADES, "spade": Suit.SPADES,
          "hearts": Suit.HEARTS, "h": Suit.HEARTS, "♥": Suit.HEARTS, "heart": Suit.HEARTS,
          "diamonds": Suit.DIAMONDS, "d": Suit.DIAMONDS, "♦": Suit.DIAMONDS,
          "diamond": Suit.DIAMONDS, "clubs": Suit.CLUBS, "c": Suit.CLUBS, "♣": Suit.CLUBS,
          "club": Suit.CLUBS}
_LENGTHS = {"major": "major", "minor": "minor", "longest": "longest", "shortest": "shortest"}
_FLAGS = {"balanced": Balanced, "regular": Regular, "two-suiter": TwoSuiter,
          "twosuiter": TwoSuiter}


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
        return t  # type: ignore[return-value]

    def fail(self, col: int, why: str):
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
                           "shortest, balanced, regular, two-suiter or shape")
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
                       "shortest, balanced, regular, two-suiter or shape")

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
                parts, sep = list(raw), "-"
            else:
                sep = "=" if "=" in raw else "-"
                if "=" in raw and "-" in raw:
                    self.fail(t[2], f"{raw!r} mixes '-' (any order) and '=' (exact order)")
                parts = re.split(r"[-=]", raw)
            if sep == "-":
                if "x" in parts:
                    self.fail(t[2], f"{raw!r}: 'x' is allowed only in an exact shape such as 5=4=x=x")
                p = tuple(sorted((int(x) for x in parts), reverse=True))
                if sum(p) != 13:
                    self.fail(t[2], f"{raw!r} does not add up to 13 cards")
                pats.append(p)
            else:
                lens = tuple(None if x == "x" else int(x) for x in parts)
                known = [x for x in lens if x is not None]
                if sum(known) > 13 or (len(known) == 4 and sum(known) != 13):
                    self.fail(t[2], f"{raw!r} does not add up to 13 cards")
                exact.append(lens)
        if not pats and not exact:
            self.fail(col, "'shape' needs one or more shapes, e.g. shape 5-3-3-2 or 5=4=x=x")
        parts: list[Constraint] = []
        if pats:
            parts.append(Pattern(seat, tuple(dict.fromkeys(pats))))
        parts.extend(Shape(seat, e) for e in exact)  # type: ignore[arg-type]
        return parts[0] if len(parts) == 1 else Or(tuple(parts))


def parse(text: str, *, dealer: Seat | None = None) -> Constraint:
    """Read a constraint; ``dealer`` gives meaning to ``dealer``, ``dealer-lho`` …

    Raises :class:`~bridgelib.errors.InvalidNotation` quoting the text and the column.
    """
    if not isinstance(text, str):
        raise InvalidNotation(f"{text!r} is not constraint text")
    return _Parser(text, dealer).parse()

