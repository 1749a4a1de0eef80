"""Simulations for lessons: "how often …?" answered by dealing many deals.

Built on :mod:`bridgelib.analysis.dealer` (numpy): the known cards are fixed with
``predeal``, what the auction told us goes in ``given`` (any constraint: text,
objects or a Python function), and the question is an ``event`` constraint or a
numeric ``feature``.  Everything is seeded; long runs show a progress bar in
Jupyter (ipywidgets) or on a terminal, and stay silent elsewhere (tests, scripts
writing to files).

How often does partner (North) hold three or more hearts when I (South) hold
five, and East opened one of a suit (12–21 HCP, 3+ cards)?

>>> from bridgelib import Hand, Seat
>>> me = Hand.from_pbn("A2.KQ954.J72.983")
>>> est = how_often("N hearts >= 3", predeal={Seat.SOUTH: me}, given="E hcp 12-21",
...                 n=20_000, seed=7)
>>> 0.50 < est.p < 0.60, est.trials
(True, 20000)
>>> after = from_auction("1D 1S", "sayc", dealer=Seat.WEST)   # West opened, North overcalled
>>> str(after)
'W hcp 12-21 and W diamonds >=3 and N hcp 8-16 and N spades >=5'
>>> how_often("N hearts >= 3", predeal={Seat.SOUTH: me}, given=after, n=5_000, seed=7).p < est.p
True
>>> counts = distribution("N hcp", predeal={Seat.SOUTH: me}, n=5_000, seed=1)
>>> sum(counts.values()), min(counts) >= 0, max(counts) <= 40 - me.hcp
(5000, True, True)
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable, Mapping

from ..errors import InvalidNotation
from ..table import Seat
from .dealer import HCP, TRUE, And, Balanced, Constraint, DealBatch, Dealer, Length, Not, Or, \
    Predicate, as_constraint

__all__ = ["Estimate", "how_often", "distribution", "sample", "feature_values", "from_auction"]


@dataclass(frozen=True)
class Estimate:
    """A simulated share: ``hits`` of ``trials`` deals, with a 95% Wilson interval."""

    hits: int
    trials: int
    event: str = ""
    given: str = ""

    @property
    def p(self) -> float:
        return self.hits / self.trials if self.trials else float("nan")

    @property
    def interval(self) -> tuple[float, float]:
        """95% Wilson score interval for the true share."""
        n, z = self.trials, 1.959963984540054
        if n == 0:
            return (0.0, 1.0)
        p = self.p
        centre = (p + z * z / (2 * n)) / (1 + z * z / n)
        half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
        return (max(0.0, centre - half), min(1.0, centre + half))

    def __str__(self) -> str:
        lo, hi = self.interval
        what = f"{self.event}: " if self.event else ""
        return (f"{what}{100 * self.p:.1f}% ({self.hits:,} of {self.trials:,} deals; "
                f"95% between {100 * lo:.1f}% and {100 * hi:.1f}%)")


def sample(n: int, *, given=None, predeal=None, seed: int | None = None,
           progress=None, batch_size: int = 20_000) -> DealBatch:
    """``n`` deals that satisfy ``given`` with the ``predeal`` cards fixed, as a batch."""
    return Dealer(seed, predeal=predeal, batch_size=batch_size).generate(
        n, given, progress=progress)


def how_often(event, *, given=None, predeal: Mapping | None = None, n: int = 10_000,
              seed: int | None = None, progress=None) -> Estimate:
    """Among ``n`` deals satisfying ``given`` (``predeal`` cards fixed), the share where
    ``event`` holds.  ``event`` and ``given`` are constraints (text, objects,
    functions ``Deal -> bool``)."""
    if n <= 0:
        raise InvalidNotation(f"n={n!r}: a simulation needs at least one deal")
    ev = as_constraint(event)
    batch = sample(n, given=given, predeal=predeal, seed=seed, progress=progress)
    hits = int(ev.mask(batch).sum())
    return Estimate(hits, len(batch), str(ev), str(as_constraint(given)) if given else "")


SUIT_KEYS = ("♠", "♥", "♦", "♣")


def honour_counts(low: int | None, high: int | None, most: int = 4) -> set[int]:
    """The counts of aces (kings, key cards) a call's ``low``–``high`` shows: an answer to
    an ace ask names one count, or one of two far apart ("none or four", "one or four",
    "none or three": ``high - low >= 3``); any other range (``aces >= 1``, an open end) is
    every count in it, up to ``most``."""
    lo = 0 if low is None else low
    hi = most if high is None else min(high, most)
    if low is not None and high is not None and high - low >= 3:
        return {lo, hi}
    return set(range(lo, hi + 1))


def _honours(seat: Seat, rank, low: int | None, high: int | None) -> Constraint:
    """The aces (or kings) ``seat`` holds, as a call showed them (:func:`honour_counts`)."""
    from ..cards import Card, Suit

    cards = tuple(Card(s, rank) for s in Suit)
    counts = honour_counts(low, high)

    def holds(deal) -> bool:
        return sum(c in deal[seat] for c in cards) in counts

    word = "aces" if rank.name == "ACE" else "kings"
    said = (f"{min(counts)}-{max(counts)}" if len(counts) > 2
            else " or ".join(str(n) for n in sorted(counts)))
    return Predicate(holds, f"{seat.letter} {word} {said}")


def from_auction(auction, system="sayc", *, dealer: Seat = Seat.NORTH,
                 omit: tuple[Seat, ...] = ()) -> Constraint:
    """What an auction so far shows under a bidding system, as a constraint.

    Each call's explanation (:func:`bridgelib.bidding.explain`) gives ranges — HCP,
    suit lengths, balanced or not — for the seat that made it; they are joined with
    *and*.  It is the system's summary of each call, not every detail of its rules;
    a call the system does not cover (or a pass that shows nothing definite) adds
    nothing.  ``auction`` is an :class:`~bridgelib.Auction` or calls as text with
    ``dealer``; ``system`` a name or a :class:`~bridgelib.bidding.System`.  The seats in
    ``omit`` add nothing (a player who knows his own hand deals only the others).
    """
    from ..auction import Auction, parse_calls
    from ..bidding import explain
    from ..bidding.condition import ONE_OF
    from ..cards import Rank, Suit

    a = auction if isinstance(auction, Auction) else Auction(dealer, parse_calls(auction))
    parts: list[Constraint] = []
    for meaning in explain(a, system).calls:
        if meaning.seat in omit:
            continue
        order = ("hcp", "balanced", "♠", "♥", "♦", "♣")
        for key, value in sorted(meaning.shows.items(),
                                 key=lambda kv: order.index(kv[0]) if kv[0] in order else 9):
            if key == "hcp":
                parts.append(HCP(meaning.seat, *value))
            elif key == "balanced":
                parts.append(Balanced(meaning.seat) if value else Not(Balanced(meaning.seat)))
            elif key == ONE_OF:  # four or more cards in at least one of these suits
                names, low = value
                parts.append(Or(tuple(Length(meaning.seat, Suit.from_str(k), low, None)
                                      for k in names)))
            elif key in ("aces", "kings"):  # an answer to Blackwood or Gerber, or 5NT
                parts.append(_honours(meaning.seat, Rank.ACE if key == "aces" else Rank.KING,
                                      *value))
            elif key in SUIT_KEYS:
                parts.append(Length(meaning.seat, Suit.from_str(key), *value))
            # key cards and the trump queen (Roman Key Card Blackwood) count the agreed
            # suit's cards, which a call's summary does not name: they add nothing here
    return TRUE if not parts else parts[0] if len(parts) == 1 else And(tuple(parts))


def feature_values(feature: str | Callable[[DealBatch], "object"], batch: DealBatch):
    """Values of a numeric feature over a batch: ``"N hcp"``, ``"NS hcp"``, ``"S hearts"``,
    ``"W longest"``… or a function ``DealBatch -> array``."""
    if callable(feature):
        return feature(batch)
    from .constraints import _LENGTHS, _SUITS, _WHO

    words = feature.split()
    if len(words) != 2 or words[0].lower() not in _WHO:
        raise InvalidNotation(f"{feature!r} is not a feature: write a seat or side and a "
                              "feature, e.g. 'N hcp', 'S hearts', 'NS hcp', 'W longest'")
    who, what = _WHO[words[0].lower()], words[1].lower()
    if what == "hcp":
        return HCP(who).values(batch)
    if what in _SUITS or what in _LENGTHS:
        return Length(who, _SUITS.get(what) or _LENGTHS[what]).values(batch)
    raise InvalidNotation(f"{feature!r}: {words[1]!r} is not a numeric feature "
                          "(hcp, a suit, major, minor, longest, shortest)")


def distribution(feature, *, given=None, predeal: Mapping | None = None, n: int = 10_000,
                 seed: int | None = None, progress=None) -> dict[int, int]:
    """How many of ``n`` deals give each value of ``feature`` (sorted by value), e.g.
    partner's HCP given my hand — ready for a matplotlib bar chart."""
    import numpy as np

    batch = sample(n, given=given, predeal=predeal, seed=seed, progress=progress)
    values, counts = np.unique(np.asarray(feature_values(feature, batch)), return_counts=True)
    return {int(v): int(c) for v, c in zip(values, counts)}

