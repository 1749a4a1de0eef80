"""Comparing results (Law 78, the laws text): matchpoints, IMPs and total points.

* **Matchpoints** (Law 78A): on each board a result earns 2 scoring units for each
  result it beats, 1 for each it ties, 0 for each that beats it; as a percentage of
  the top (2 per other result).
* **IMPs** (Law 78B): the point difference between two results converted by the IMP
  scale (``imps(diff)`` below, signed).
* **Total points** (Law 78C): the sum of the points scored on all boards.

>>> imps(420 - 170), imps(-1430), imps(0)
(6, -16, 0)
>>> matchpoints([420, 450, 420, -50])
[3, 6, 3, 0]
>>> matchpoint_percentages([420, 450, 420, -50])
[50.0, 100.0, 50.0, 0.0]
"""

from __future__ import annotations

from bisect import bisect_right
from typing import Iterable, Mapping, Sequence

from ..errors import InvalidNotation
from ..table import Vulnerability

__all__ = ["IMP_SCALE", "imps", "matchpoints", "matchpoint_percentages", "cross_imps",
           "total_points", "traveller", "imp_table"]

#: Law 78B: (lowest difference, highest difference, IMPs); the last range is open.
IMP_SCALE: tuple[tuple[int, int | None, int], ...] = (
    (0, 10, 0), (20, 40, 1), (50, 80, 2), (90, 120, 3), (130, 160, 4), (170, 210, 5),
    (220, 260, 6), (270, 310, 7), (320, 360, 8), (370, 420, 9), (430, 490, 10),
    (500, 590, 11), (600, 740, 12), (750, 890, 13), (900, 1090, 14), (1100, 1290, 15),
    (1300, 1490, 16), (1500, 1740, 17), (1750, 1990, 18), (2000, 2240, 19),
    (2250, 2490, 20), (2500, 2990, 21), (3000, 3490, 22), (3500, 3990, 23), (4000, None, 24),
)
_THRESHOLDS = tuple(low for low, _, _ in IMP_SCALE[1:])


def _int(value, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        if isinstance(value, float) and value.is_integer():
            return int(value)
        raise InvalidNotation(f"{value!r} is not a {what}: expected a whole number of points")
    return value


def imps(diff: int) -> int:
    """IMPs for a point difference (signed: a negative difference gives negative IMPs).

    Differences that are not multiples of 10 (averages) fall into the range whose
    lower bound they reach: 15 → 0, 45 → 1.

    >>> [imps(d) for d in (10, 20, 40, 50, 370, 4000, 7600, -620)]
    [0, 1, 1, 2, 9, 24, 24, -12]
    """
    if isinstance(diff, float):
        if diff != diff or abs(diff) == float("inf"):
            raise InvalidNotation(f"{diff!r} is not a point difference: expected a finite number")
        d: float = diff
    else:
        d = _int(diff, "point difference")
    n = bisect_right(_THRESHOLDS, abs(d))
    return n if d >= 0 else -n


def _scores(scores: Iterable[int]) -> list[int]:
    return [_int(s, "score") for s in scores]


def matchpoints(scores: Iterable[int]) -> list[int]:
    """Law 78A scoring units for each score on one board, all from the same side's view.

    2 for each score beaten, 1 for each tied (the top is ``2 × (n − 1)``).

    >>> matchpoints([100, 100, 100])
    [2, 2, 2]
    """
    s = _scores(scores)
    return [sum(2 if x > y else 1 if x == y else 0 for j, y in enumerate(s) if j != i)
            for i, x in enumerate(s)]


def matchpoint_percentages(scores: Iterable[int], *, digits: int = 2) -> list[float]:
    """Each score's matchpoints as a percentage of the top (50 % when it is the only one)."""
    s = _scores(scores)
    top = 2 * (len(s) - 1)
    if top == 0:
        return [50.0 for _ in s]
    return [round(100 * mp / top, digits) for mp in matchpoints(s)]


def cross_imps(scores: Iterable[int], *, average: bool = False) -> list[int] | list[float]:
    """Cross-IMPs: each score compared by IMPs with every other score on the board.

    >>> cross_imps([420, 450, -50])
    [9, 12, -21]
    >>> cross_imps([420, 450, -50], average=True)
    [4.5, 6.0, -10.5]
    """
    s = _scores(scores)
    sums = [sum(imps(x - y) for j, y in enumerate(s) if j != i) for i, x in enumerate(s)]
    if average:
        n = max(1, len(s) - 1)
        return [round(v / n, 2) for v in sums]
    return sums


def total_points(scores: Mapping[str, Iterable[int]]) -> dict[str, int]:
    """Law 78C: each contestant's total of the points scored on all boards.

    >>> total_points({"Ivanov–Petrov": [420, -50, 110], "Smirnov–Orlov": [-420, 50, -110]})
    {'Ivanov–Petrov': 480, 'Smirnov–Orlov': -480}
    """
    return {name: sum(_scores(points)) for name, points in scores.items()}


def traveller(results: Iterable, vulnerability: "Vulnerability | str", *,
              pairs: Sequence[tuple[str, str]] | None = None):
    """A board's traveller as a pandas DataFrame (pandas imported here, on demand).

    ``results`` are :class:`~bridgelib.scoring.Result` values or their notation
    (``"4SN+1"``). Columns: result, NS and EW score, matchpoints and percentages for
    both directions, and cross-IMPs (NS view). ``pairs`` names the (NS, EW) pairs.
    """
    import pandas as pd

    from .result import Result, as_vulnerability

    vul = as_vulnerability(vulnerability)
    rs = [r if isinstance(r, Result) else Result.from_str(r) for r in results]
    if pairs is not None and len(pairs) != len(rs):
        raise InvalidNotation(f"{len(pairs)} pairs given for {len(rs)} results on the traveller")
    ns = [r.score_ns(vul) for r in rs]
    ew = [-x for x in ns]
    data = {
        "Result": [r.pbn() for r in rs],
        "Contract": [r.contract.to_text(declarer=False) for r in rs],
        "By": [r.declarer.letter if r.declarer is not None else "" for r in rs],
        "Tricks": [r.tricks if not r.contract.is_passed_out else None for r in rs],
        "NS": ns,
        "EW": ew,
        "MP NS": matchpoints(ns),
        "MP EW": matchpoints(ew),
        "% NS": matchpoint_percentages(ns),
        "% EW": matchpoint_percentages(ew),
        "XIMP NS": cross_imps(ns),
    }
    frame = pd.DataFrame(data)
    if pairs is not None:
        frame.insert(0, "NS pair", [p[0] for p in pairs])
        frame.insert(1, "EW pair", [p[1] for p in pairs])
    return frame


def imp_table():
    """The Law 78B IMP scale as a pandas DataFrame (difference from, to, IMPs)."""
    import pandas as pd

    return pd.DataFrame([(lo, hi, n) for lo, hi, n in IMP_SCALE],
                        columns=["difference from", "difference to", "IMPs"]).astype(
        {"difference to": "Int64"})
