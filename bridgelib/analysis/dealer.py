"""Fast dealing with numpy: batches of random deals and vectorised constraints.

A :class:`DealBatch` holds ``n`` deals as an ``(n, 52)`` array of card indices;
positions ``13*seat … 13*seat + 12`` are that seat's cards (seats N E S W = 0–3,
cards ``13*suit + rank - 2`` with suits ♣ ♦ ♥ ♠ = 0–3, as in :func:`bridgelib.deck`).
Hand features (HCP, suit lengths) are computed for a whole batch at once.

Constraints are small objects that answer for a whole batch (``mask``) and for
one :class:`~bridgelib.Deal` (``test``) with the same meaning; they combine with
``&``, ``|`` and ``~``.  Any Python function ``Deal -> bool`` can stand in as a
constraint (it is then called deal by deal, after the vectorised parts have
thinned the batch).  :mod:`bridgelib.analysis.constraints` reads the same
constraints from text (``"N hcp 15-17 and N balanced"``).

>>> from bridgelib import Seat
>>> d = Dealer(seed=1)
>>> deals = d.deals(3, where=HCP(Seat.NORTH, 15, 17) & Balanced(Seat.NORTH))
>>> [(x[Seat.NORTH].hcp, x[Seat.NORTH].is_balanced) for x in deals]  # doctest: +SKIP
[(16, True), (15, True), (17, True)]
>>> all(15 <= x[Seat.NORTH].hcp <= 17 and x[Seat.NORTH].is_balanced for x in deals)
True
>>> Dealer(seed=1).deals(3, where=HCP(Seat.NORTH, 15, 17) & Balanced(Seat.NORTH)) == deals
True

The same seed and the same ``batch_size`` always give the same deals.
"""

from __future__ import annotations

import numpy as np
from dataclasses import dataclass
from typing import Callable, Iterable, Iterator, Mapping, Sequence

from ..cards import Card, Suit, deck
from ..deal import Deal
from ..errors import BridgeError, InvalidNotation
from ..hand import Hand
from ..table import Seat, Side

__all__ = ["DealBatch", "Dealer", "Constraint", "HCP", "Length", "Balanced", "Regular",
           "Skewed", "TwoSuiter", "Pattern", "Shape", "Predicate", "And", "Or", "Not", "TRUE",
           "as_constraint", "CARDS", "card_index", "DealingExhausted"]

CARDS: tuple[Card, ...] = deck()
"""Card by index: ``CARDS[13 * suit + rank - 2]`` (♣2 = 0 … ♠A = 51)."""
_INDEX = {c: i for i, c in enumerate(CARDS)}
_HCP = np.array([c.rank.hcp for c in CARDS], dtype=np.int8)
_SUIT = np.array([int(c.suit) for c in CARDS], dtype=np.int8)
_ONEHOT = np.eye(4, dtype=np.int8)[_SUIT]  # (52, 4): card -> suit indicator


def card_index(card: Card) -> int:
    return _INDEX[card]


class DealingExhausted(BridgeError):
    """No deals satisfying the constraint were found within the allowed number of tries."""


Who = Seat | Side


def _seats(who: Who) -> tuple[Seat, ...]:
    return who.seats if isinstance(who, Side) else (who,)


def _who_text(who: Who) -> str:
    return who.name if isinstance(who, Side) else who.letter


# ---------------------------------------------------------------------------- batches
class DealBatch:
    """``n`` deals as an ``(n, 52)`` int8 array; features are computed on demand and cached."""

    def __init__(self, cards: np.ndarray):
        cards = np.asarray(cards, dtype=np.int8)
        if cards.ndim != 2 or cards.shape[1] != 52:
            raise InvalidNotation(f"a deal batch is an (n, 52) array, not {cards.shape}")
        self.cards = cards
        self._hcp: dict[int, np.ndarray] = {}
        self._len: dict[int, np.ndarray] = {}

    @classmethod
    def from_deals(cls, deals: Iterable[Deal]) -> "DealBatch":
        rows = []
        for d in deals:
            if not d.is_complete:
                raise InvalidNotation("a deal batch holds complete deals (13 cards each)")
            rows.append([_INDEX[c] for s in Seat for c in d.hands[s].cards])
        return cls(np.array(rows, dtype=np.int8).reshape(-1, 52))

    def __len__(self) -> int:
        return self.cards.shape[0]

    def hand_cards(self, seat: Seat) -> np.ndarray:
        """``(n, 13)`` card indices of one seat."""
        s = int(seat)
        return self.cards[:, 13 * s:13 * s + 13]

    def hcp(self, seat: Seat) -> np.ndarray:
        """High-card points of one seat, shape ``(n,)``."""
        s = int(seat)
        if s not in self._hcp:
            self._hcp[s] = _HCP[self.hand_cards(seat)].sum(axis=1, dtype=np.int16)
        return self._hcp[s]

    def lengths(self, seat: Seat) -> np.ndarray:
        """Suit lengths of one seat, shape ``(n, 4)`` indexed by :class:`Suit` (♣ ♦ ♥ ♠)."""
        s = int(seat)
        if s not in self._len:
            self._len[s] = _ONEHOT[self.hand_cards(seat)].sum(axis=1, dtype=np.int8)
        return self._len[s]

    def length(self, seat: Seat, suit: Suit) -> np.ndarray:
        return self.lengths(seat)[:, int(suit)]

    def take(self, which: np.ndarray) -> "DealBatch":
        """The deals picked by a boolean mask or an index array (cached features follow)."""
        sub = DealBatch(self.cards[which])
        for s, v in self._hcp.items():
            sub._hcp[s] = v[which]
        for s, v in self._len.items():
            sub._len[s] = v[which]
        return sub

    @staticmethod
    def concat(batches: Sequence["DealBatch"]) -> "DealBatch":
        if not batches:
            return DealBatch(np.empty((0, 52), dtype=np.int8))
        return DealBatch(np.concatenate([b.cards for b in batches]))

    def deal(self, i: int) -> Deal:
        """Deal number ``i`` as a :class:`~bridgelib.Deal`."""
        row = self.cards[i].tolist()
        return Deal(tuple(Hand(CARDS[c] for c in row[13 * s:13 * s + 13]) for s in range(4)))

    def deals(self) -> list[Deal]:
        return [self.deal(i) for i in range(len(self))]

    def __iter__(self) -> Iterator[Deal]:
        return (self.deal(i) for i in range(len(self)))

    def __repr__(self) -> str:
        return f"<DealBatch of {len(self)} deals>"


# ---------------------------------------------------------------------------- constraints
class Constraint:
    """A condition on a deal, answered for a whole batch (:meth:`mask`) or one deal (:meth:`test`)."""

    def mask(self, batch: DealBatch) -> np.ndarray:  # pragma: no cover - abstract
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

    def values(self, batch: DealBatch) -> np.ndarray:
        return sum(batch.hcp(s) for s in _seats(self.who))

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

    def values(self, batch: DealBatch) -> np.ndarray:
        lens = sum(batch.lengths(s).astype(np.int16) for s in _seats(self.who))
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
        return np.fromiter((bool(self.fn(batch.deal(i))) for i in range(len(batch))),
                           dtype=bool, count=len(batch))

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
        from .constraints import parse

        return parse(where)
    if callable(where):
        return Predicate(where)
    if isinstance(where, Iterable):
        parts = tuple(as_constraint(w) for w in where)
        return parts[0] if len(parts) == 1 else And(parts) if parts else TRUE
    raise InvalidNotation(f"{where!r} is not a constraint: give a Constraint, text such as "
                          "'N hcp 15-17', a function Deal -> bool, or a list of these")


# ---------------------------------------------------------------------------- dealer
def _predeal_hands(predeal) -> dict[Seat, Hand]:
    if predeal is None:
        return {}
    if isinstance(predeal, Deal):
        return {s: h for s, h in predeal.items() if len(h)}
    out = {}
    for k, v in predeal.items():
        seat = Seat.from_str(k) if isinstance(k, str) else Seat(k)
        out[seat] = Hand.from_str(v) if isinstance(v, str) else Hand(v)
    return out


class Dealer:
    """Seeded random dealing in numpy batches, with known cards (``predeal``) fixed.

    ``predeal`` maps seats to the cards they are known to hold (a full hand, or a
    few cards): ``{Seat.SOUTH: Hand.from_pbn("AKQ2.K52.J3.Q762")}``.
    """

    def __init__(self, seed: int | None = None, *, predeal: Mapping[Seat | str, Hand | str] | Deal
                 | None = None, batch_size: int = 20_000):
        self.seed = seed
        self.rng = np.random.default_rng(seed)
        self.batch_size = int(batch_size)
        hands = _predeal_hands(predeal)
        fixed_pos: list[int] = []
        fixed_cards: list[int] = []
        seen: dict[Card, Seat] = {}
        for seat, hand in hands.items():
            if len(hand) > 13:
                raise InvalidNotation(f"{seat.name_en} cannot be dealt {len(hand)} cards")
            for k, c in enumerate(hand.sorted_cards):
                if c in seen:
                    raise InvalidNotation(f"{c} is predealt twice: to {seen[c].name_en} and "
                                          f"{seat.name_en}")
                seen[c] = seat
                fixed_pos.append(13 * int(seat) + k)
                fixed_cards.append(_INDEX[c])
        self.predeal = hands
        self._fixed_pos = np.array(fixed_pos, dtype=np.intp)
        self._fixed_cards = np.array(fixed_cards, dtype=np.int8)
        self._free_pos = np.array(sorted(set(range(52)) - set(fixed_pos)), dtype=np.intp)
        self._free_cards = np.array(sorted(set(range(52)) - set(fixed_cards)), dtype=np.int8)

    def batch(self, n: int | None = None) -> DealBatch:
        """``n`` random deals (``batch_size`` by default), predealt cards in place."""
        n = self.batch_size if n is None else int(n)
        perm = self.rng.permuted(np.broadcast_to(self._free_cards, (n, len(self._free_cards))),
                                 axis=1)
        if not len(self._fixed_pos):
            return DealBatch(perm)
        cards = np.empty((n, 52), dtype=np.int8)
        cards[:, self._fixed_pos] = self._fixed_cards
        cards[:, self._free_pos] = perm
        return DealBatch(cards)

    def generate(self, n: int, where=None, *, max_tries: int = 20_000_000,
                 progress=None) -> DealBatch:
        """``n`` deals satisfying ``where`` (see :func:`as_constraint`), as a batch.

        Raises :class:`DealingExhausted` when ``max_tries`` random deals give fewer.
        """
        cons = as_constraint(where)
        found: list[DealBatch] = []
        have = tried = 0
        bar = _progress(progress, n)
        try:
            while have < n:
                if tried >= max_tries:
                    raise DealingExhausted(
                        f"only {have} of {n} deals satisfy '{cons}' after {tried:,} random "
                        "deals; loosen the constraint or raise max_tries")
                b = self.batch()
                tried += len(b)
                if cons is not TRUE:
                    b = b.take(cons.mask(b))
                if len(b):
                    found.append(b)
                    have += len(b)
                    bar.update(min(have, n))
        finally:
            bar.close()
        out = DealBatch.concat(found)
        return out.take(np.arange(n)) if len(out) > n else out

    def deals(self, n: int, where=None, **kw) -> list[Deal]:
        """``n`` deals satisfying ``where`` as :class:`~bridgelib.Deal` values."""
        return self.generate(n, where, **kw).deals()

    def deal(self, where=None, **kw) -> Deal:
        return self.generate(1, where, **kw).deal(0)


# ---------------------------------------------------------------------------- progress
class _Silent:
    def update(self, done: int) -> None:
        pass

    def close(self) -> None:
        pass


class _TextBar:
    """A plain-text progress line on standard error (no tqdm needed)."""

    def __init__(self, total: int, label: str):
        import sys
        import time

        self.total, self.label, self.stream = total, label, sys.stderr
        self.t0 = self.last = time.monotonic()

    def update(self, done: int) -> None:
        import time

        now = time.monotonic()
        if now - self.last < 0.2 and done < self.total:
            return
        self.last = now
        pct = 100 * done / self.total if self.total else 100
        fill = int(pct // 5)
        self.stream.write(f"\r{self.label} [{'#' * fill}{'.' * (20 - fill)}] {done:,}/{self.total:,}"
                          f" {pct:5.1f}% {now - self.t0:6.1f}s")
        self.stream.flush()

    def close(self) -> None:
        self.update(self.total)
        self.stream.write("\n")
        self.stream.flush()


class _WidgetBar:
    def __init__(self, total: int, label: str):
        import ipywidgets
        from IPython.display import display

        self.bar = ipywidgets.IntProgress(value=0, min=0, max=max(total, 1), description=label)
        display(self.bar)

    def update(self, done: int) -> None:
        self.bar.value = done

    def close(self) -> None:
        self.bar.bar_style = "success"


def _in_kernel() -> bool:
    try:
        from IPython import get_ipython  # only if IPython is already importable
    except ImportError:
        return False
    ip = get_ipython()
    return ip is not None and "IPKernelApp" in getattr(ip, "config", {})


def _progress(progress, total: int, label: str = "dealing"):
    """``None``: a widget in a Jupyter kernel, text on a terminal, else nothing;
    ``False``: nothing; ``True`` or ``"text"``: text; ``"widget"``: an ipywidgets bar."""
    import sys

    if progress is False:
        return _Silent()
    if progress is None:
        import sys as _sys

        if "ipykernel" in _sys.modules and _in_kernel():
            progress = "widget"
        elif getattr(sys.stderr, "isatty", lambda: False)():
            progress = "text"
        else:
            return _Silent()
    if progress == "widget":
        try:
            return _WidgetBar(total, label)
        except ImportError:
            return _TextBar(total, label)
    return _TextBar(total, label)
