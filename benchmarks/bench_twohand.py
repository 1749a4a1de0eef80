"""Two-hand solver speed: full 13-trick solves, and the solver next to a plain exhaustive search.

On endings the anchor is :func:`bridgelib.analysis.twohand.exhaustive_tricks`
(plain minimax over every legal card) measured in the same run on the same
endings.  Full deals are too big for it: those rows hold the solver against its
time budget (``BUDGET``), and say so.  Times are CPU seconds (``time.process_time``) so a
busy machine disturbs them less.  Row format as in bench_import.py (``ratio`` =
anchor / ours: above 1 means we are faster).  The target for a full deal is a
median of ``BUDGET`` (0.2 s) or less, each preset's play rule on its own.
Run alone: ``python benchmarks/bench_twohand.py [deals]``.
"""

from __future__ import annotations

import random
import statistics
import sys
import time

STRAINS = (None, 0, 1, 2, 3)
BUDGET = 0.2
"""Seconds a full 13-trick solve may take (median), each preset's play rule on its own."""


def _deals(n: int, size: int, seed: int):
    from bridgelib.cards import Suit, deck

    rnd = random.Random(seed)
    out = []
    for _ in range(n):
        cards = list(deck())
        rnd.shuffle(cards)
        t = rnd.choice(STRAINS)
        out.append((cards[:size], cards[size:2 * size], None if t is None else Suit(t)))
    return out


def _cpu(fn) -> float:
    t = time.process_time()
    fn()
    return time.process_time() - t


def run(deals: int = 20) -> list[dict]:
    from bridgelib.analysis.twohand import TwoHandSolver, exhaustive_tricks

    rows = []
    # small endings: the solver against the plain search, same positions
    small = _deals(40, 5, 7)
    for may in (False, True):
        ours = _cpu(lambda: [TwoHandSolver(t, may_trump_when_following=may).tricks(a, b)
                             for a, b, t in small])
        anchor = _cpu(lambda: [exhaustive_tricks(a, b, t, may_trump_when_following=may)
                               for a, b, t in small])
        rows.append({"name": f"40 five-card endings, {'seed' if may else 'standard'} play rule",
                     "ours": ours, "anchor": anchor, "unit": "s", "ratio": anchor / ours,
                     "note": "anchor: plain exhaustive minimax"})
    # six-card endings: the same positions on both sides again, a larger search
    six = _deals(3, 6, 11)
    for may in (False, True):
        ours = _cpu(lambda: [TwoHandSolver(t, may_trump_when_following=may).tricks(a, b)
                             for a, b, t in six])
        anchor = _cpu(lambda: [exhaustive_tricks(a, b, t, may_trump_when_following=may)
                               for a, b, t in six])
        rows.append({"name": f"3 six-card endings, {'seed' if may else 'standard'} play rule",
                     "ours": ours, "anchor": anchor, "unit": "s", "ratio": anchor / ours,
                     "note": "anchor: plain exhaustive minimax on the same endings"})
    # full deals: too big for the plain search, so held against the time budget instead
    full = _deals(deals, 13, 2024)
    for may in (False, True):
        times, nodes = [], []
        for a, b, t in full:
            s = TwoHandSolver(t, may_trump_when_following=may)
            times.append(_cpu(lambda: s.tricks(a, b)))
            nodes.append(s.nodes)
        med = statistics.median(times)
        rows.append({"name": f"full 13-trick solve, {'seed' if may else 'standard'} play rule, "
                             f"median of {deals} deals",
                     "ours": med, "anchor": BUDGET, "unit": "s", "ratio": BUDGET / med,
                     "target": ">= 1",
                     "note": f"anchor: the {BUDGET} s budget for one full deal, not another "
                             f"program (the plain search cannot finish a full deal); "
                             f"max {max(times):.2f} s, median {statistics.median(nodes):.0f} "
                             f"searched positions"})
    return rows


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    for row in run(n):
        print(f"{row['name']}: ours {row['ours'] * 1000:.1f} ms, anchor "
              f"{row['anchor'] * 1000:.1f} ms, ratio {row['ratio']:.2f}x; {row['note']}")
