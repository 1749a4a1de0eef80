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

import gc
from typing import Iterable, Iterator, Mapping, Sequence

import numpy as np

from ..cards import Card, Suit, deck
from ..deal import Deal
from ..errors import BridgeError, InvalidNotation
from ..hand import Hand
from ..table import Seat
# The constraints live with their text language; they are part of this module's API too.
from .constraints import (HCP, TRUE, And, Balanced, Constraint, Length, Not, Or, Pattern,
                          Predicate, Regular, Shape, Skewed, TwoSuiter, as_constraint)

__all__ = ["DealBatch", "Dealer", "Constraint", "HCP", "Length", "Balanced", "Regular",
           "Skewed", "TwoSuiter", "Pattern", "Shape", "Predicate", "And", "Or", "Not", "TRUE",
           "as_constraint", "CARDS", "card_index", "DealingExhausted"]

CARDS: tuple[Card, ...] = deck()
"""Card by index: ``CARDS[13 * suit + rank - 2]`` (♣2 = 0 … ♠A = 51)."""
_INDEX = {c: i for i, c in enumerate(CARDS)}
_HCP = np.array([c.rank.hcp for c in CARDS], dtype=np.int8)
_SUIT = np.array([int(c.suit) for c in CARDS], dtype=np.int8)
_ONEHOT = np.eye(4, dtype=np.int8)[_SUIT]  # (52, 4): card -> suit indicator
_BIT = np.left_shift(np.int64(1), np.arange(52, dtype=np.int64))  # card index -> mask bit
_FULL = (1 << 52) - 1
_CHUNK = 8192


def card_index(card: Card) -> int:
    return _INDEX[card]


class DealingExhausted(BridgeError):
    """No deals satisfying the constraint were found within the allowed number of tries."""


# ---------------------------------------------------------------------------- batches
class DealBatch:
    """``n`` deals as an ``(n, 52)`` int8 array; features are computed on demand and cached."""

    def __init__(self, cards: np.ndarray):
        cards = np.asarray(cards, dtype=np.int8)
        if cards.ndim != 2 or cards.shape[1] != 52:
            raise InvalidNotation(f"a deal batch is an (n, 52) array, not {cards.shape}")
        self.cards = cards
        self._masks: np.ndarray | None = None
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
        if self._masks is not None:
            sub._masks = self._masks[which]
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

    def hand_masks(self) -> np.ndarray:
        """``(n, 4)`` 52-bit card masks of the four hands (bit = card index), checked once:
        every row must deal each of the 52 cards exactly once."""
        if self._masks is None:
            cards = self.cards
            bad = np.flatnonzero((cards < 0).any(axis=1) | (cards > 51).any(axis=1))
            if not len(bad):
                masks = np.empty((len(cards), 4), dtype=np.int64)
                for i in range(0, len(cards), _CHUNK):  # in chunks that stay in the cache
                    masks[i:i + _CHUNK] = np.bitwise_or.reduce(
                        _BIT[cards[i:i + _CHUNK]].reshape(-1, 4, 13), axis=2)
                bad = np.flatnonzero(np.bitwise_or.reduce(masks, axis=1) != _FULL)
            if len(bad):
                raise InvalidNotation(f"row {int(bad[0])} of the deal batch is not a deal: each "
                                      "of the 52 cards (indices 0-51) must be dealt exactly once")
            self._masks = masks
        return self._masks

    def deal(self, i: int) -> Deal:
        """Deal number ``i`` as a :class:`~bridgelib.Deal`."""
        m = self.hand_masks()[i].tolist()
        return Deal._from_masks((m[0], m[1], m[2], m[3]))

    def deals(self) -> list[Deal]:
        """All the deals as :class:`~bridgelib.Deal` values (checked once for the batch)."""
        # int64 columns turn into Python ints fastest; zip makes the four-tuples in C.
        columns = self.hand_masks().T.tolist()
        # Many small objects and no cycles: the cyclic garbage collector would rescan
        # them again and again (as in bridgelib.io.pbn.loads).
        enabled = gc.isenabled()
        gc.disable()
        try:
            return list(map(Deal._from_masks, zip(*columns)))
        finally:
            if enabled:
                gc.enable()

    def __iter__(self) -> Iterator[Deal]:
        return iter(self.deals())

    def __repr__(self) -> str:
        return f"<DealBatch of {len(self)} deals>"


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
