"""Auction patterns and call templates of the system files.

A *pattern* is the auction so far, from the opening bid on (passes before the first
bid are dropped), as it reaches the player to call: ``""`` is "nobody has bid yet",
``"1M P"`` "partner opened one of a major, right-hand opponent passed", ``"1x"``
"right-hand opponent opened one of a suit".  Calls are written ``P``, ``X``, ``XX``
or a level and a strain (``C D H S NT``); a placeholder may stand for a suit:
``M`` a major, ``m`` a minor, ``x y z w`` any suit.  Different placeholders name
different suits; the same placeholder names the same suit.  ``J`` before a placeholder
is a single jump in that suit: one level above the cheapest bid of the suit at that
point (``"1x X P Jz P"``: advancer jumped, to two in a higher suit or to three in a
lower one).  A pattern that starts
with ``...`` matches any auction that *ends* with the calls after it (``"... 4NT P"``:
partner has just bid 4NT); the system uses it only where no exact pattern covers the
auction.

>>> from bridgelib.auction import parse_calls
>>> p = Pattern.parse("1M P")
>>> p.match(parse_calls("1S P"))
{'M': Suit.SPADES}
>>> p.match(parse_calls("1D P")) is None
True
>>> j = Pattern.parse("1x X P Jz P")
>>> j.match(parse_calls("1H X P 2S P")), j.match(parse_calls("1H X P 3C P"))
({'x': Suit.HEARTS, 'z': Suit.SPADES}, {'x': Suit.HEARTS, 'z': Suit.CLUBS})
>>> j.match(parse_calls("1H X P 1S P")) is None and j.match(parse_calls("1H X P 3S P")) is None
True
>>> t = CallTemplate.parse("2z")
>>> [c.pbn() for c, _ in t.expand({'x': Suit.HEARTS, 'y': Suit.SPADES})]
['2C', '2D']
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterator, Mapping, Sequence

from ..auction import DOUBLE, PASS, REDOUBLE, Call, CallKind
from ..cards import Strain, Suit
from ..errors import InvalidNotation
from .condition import PLACEHOLDERS

__all__ = ["Pattern", "CallTemplate"]

_FIXED = {"P": PASS, "PASS": PASS, "X": DOUBLE, "XX": REDOUBLE}
_STRAINS = {"C": Strain.CLUBS, "D": Strain.DIAMONDS, "H": Strain.HEARTS, "S": Strain.SPADES,
            "NT": Strain.NOTRUMP}
_BID = re.compile(r"([1-7])(NT|[CDHS]|[Mmxyzwt])")
_JUMP = re.compile(r"J([Mmxyzw])")


@dataclass(frozen=True)
class _Token:
    """One call of a pattern: a fixed call, a level with a placeholder suit, or a single
    jump in a placeholder suit (``jump``; its level is read from the auction)."""

    call: Call | None
    level: int = 0
    placeholder: str = ""
    jump: bool = False

    @classmethod
    def parse(cls, text: str, context: str) -> "_Token":
        key = text.strip()
        if key in ("P", "Pass", "PASS", "X", "XX"):
            return cls(_FIXED[key.upper()])
        j = _JUMP.fullmatch(key)
        if j:
            return cls(None, 0, j.group(1), jump=True)
        m = _BID.fullmatch(key)
        if not m:
            raise InvalidNotation(
                f"{context}: {text!r} is not a call of a pattern: write P, X, XX, a bid such as "
                "1C, 2NT, a level with a placeholder (M major, m minor, x y z w any suit), or "
                "J and a placeholder for a single jump (Jz)")
        level, strain = int(m.group(1)), m.group(2)
        if strain in _STRAINS:
            return cls(Call.bid(level, _STRAINS[strain]))
        return cls(None, level, strain)

    def text(self) -> str:
        if self.call:
            return self.call.pbn().replace("Pass", "P")
        return f"J{self.placeholder}" if self.jump else f"{self.level}{self.placeholder}"


@dataclass(frozen=True)
class Pattern:
    """An auction situation: the calls since the opening bid, with placeholders."""

    tokens: tuple[_Token, ...]
    open_start: bool = False

    @classmethod
    def parse(cls, text: str) -> "Pattern":
        context = f"auction pattern {text!r}"
        if not isinstance(text, str):
            raise InvalidNotation(f"{text!r} is not an auction pattern: write calls such as '1M P'")
        words = text.replace("-", " ").split()
        if words and words[0] == "...":
            if len(words) == 1:
                raise InvalidNotation(f"{context}: '...' must be followed by the calls the "
                                      "auction ends with")
            return cls(tuple(_Token.parse(t, context) for t in words[1:]), True)
        toks = tuple(_Token.parse(t, context) for t in words)
        if toks and toks[0].jump:
            raise InvalidNotation(f"{context}: the opening bid is no jump: write its level")
        if any(t.placeholder == "t" for t in toks):
            raise InvalidNotation(f"{context}: 't' (the agreed trump suit) is bound by the "
                                  "bidder, not by a pattern: use it in rules only")
        if toks and toks[0].call is not None and not toks[0].call.is_bid:
            raise InvalidNotation(f"{context}: a pattern starts at the opening bid "
                                  "(passes before it are not written)")
        return cls(toks)

    @property
    def placeholders(self) -> frozenset[str]:
        return frozenset(t.placeholder for t in self.tokens if t.placeholder)

    def match(self, calls: Sequence[Call]) -> dict[str, Suit] | None:
        """Bindings of the placeholders if ``calls`` (from the opening bid) fit, else None."""
        start = 0
        if self.open_start and len(calls) >= len(self.tokens):
            start = len(calls) - len(self.tokens)
        if len(calls) - start != len(self.tokens):
            return None
        env: dict[str, Suit] = {}
        for i, tok in enumerate(self.tokens, start):
            call = calls[i]
            if tok.call is not None:
                if call != tok.call:
                    return None
                continue
            if call.kind is not CallKind.BID or call.strain is Strain.NOTRUMP:
                return None
            assert call.strain is not None  # a bid has a strain
            level = _single_jump(calls[:i], call.strain) if tok.jump else tok.level
            if call.level != level:
                return None
            suit = call.strain.suit
            if tok.placeholder in env:
                if env[tok.placeholder] is not suit:
                    return None
            else:
                if suit not in PLACEHOLDERS[tok.placeholder] or suit in env.values():
                    return None
                env[tok.placeholder] = suit
        return env

    def text(self) -> str:
        return " ".join((["..."] if self.open_start else []) + [t.text() for t in self.tokens])


def _single_jump(before: Sequence[Call], strain: Strain) -> int:
    """The level of a single jump in ``strain`` after the calls ``before``: one above the
    cheapest sufficient bid of that strain (Law 18: a bid must outrank the last one)."""
    last = next((c for c in reversed(before) if c.kind is CallKind.BID), None)
    if last is None:
        return 2
    assert last.level is not None and last.strain is not None  # a bid
    cheapest = last.level if strain > last.strain else last.level + 1
    return cheapest + 1

    def __repr__(self) -> str:
        return f"Pattern.parse({self.text()!r})"


@dataclass(frozen=True)
class CallTemplate:
    """The call a rule makes: fixed (``1NT``, ``P``, ``X``) or with a placeholder (``2M``)."""

    token: _Token

    @classmethod
    def parse(cls, text: str) -> "CallTemplate":
        if not isinstance(text, str):
            raise InvalidNotation(f"{text!r} is not a call: write P, X, XX, 1NT, 2M, ...")
        token = _Token.parse(text, f"call {text!r}")
        if token.jump:
            raise InvalidNotation(f"call {text!r}: a rule's call names its level (the jump "
                                  "form J is for auction patterns)")
        return cls(token)

    @property
    def placeholder(self) -> str:
        return self.token.placeholder

    def expand(self, env: Mapping[str, Suit]) -> Iterator[tuple[Call, dict[str, Suit]]]:
        """Concrete calls with their bindings; a free placeholder tries its suits cheapest first."""
        tok = self.token
        if tok.call is not None:
            yield tok.call, dict(env)
            return
        name = tok.placeholder
        if name in env:
            yield Call.bid(tok.level, env[name].strain), dict(env)
            return
        used = set(env.values())
        for suit in PLACEHOLDERS[name]:
            if suit not in used:
                yield Call.bid(tok.level, suit.strain), {**env, name: suit}

    def text(self) -> str:
        return self.token.text()

    def __repr__(self) -> str:
        return f"CallTemplate.parse({self.text()!r})"
