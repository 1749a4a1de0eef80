"""Duplicate scoring speed: our scorer next to endplay's ``Contract.score`` on every case.

Both score the same 23,520 cases (35 contracts × 3 doublings × 14 trick counts ×
4 declarers × 4 vulnerabilities); the anchor is measured in the same run.  Row format as in bench_import.py (``ratio`` = anchor / ours: above 1
means we are faster).  Run alone: ``python benchmarks/bench_scoring.py``.
"""

from __future__ import annotations

import itertools
import statistics
import time


def _cases():
    from bridgelib import Contract, Doubling, Seat, Strain, Vulnerability

    return [(Contract(level, strain, dbl, seat), tricks, vul.is_vulnerable(seat), vul)
            for level, strain, dbl, tricks, seat, vul in itertools.product(
                range(1, 8), Strain, Doubling, range(14), Seat, Vulnerability)]


def _best(fn, repeats: int = 5) -> float:
    times = []
    for _ in range(repeats):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def run() -> list[dict]:
    from endplay.types import Contract as EPContract
    from endplay.types import Denom, Penalty, Player, Vul

    from bridgelib import Doubling, Strain, Vulnerability
    from bridgelib.scoring import Result, duplicate_score

    cases = _cases()
    denom = {Strain.CLUBS: Denom.clubs, Strain.DIAMONDS: Denom.diamonds,
             Strain.HEARTS: Denom.hearts, Strain.SPADES: Denom.spades, Strain.NOTRUMP: Denom.nt}
    pen = {Doubling.NONE: Penalty.passed, Doubling.DOUBLED: Penalty.doubled,
           Doubling.REDOUBLED: Penalty.redoubled}
    vuls = {Vulnerability.NONE: Vul.none, Vulnerability.NS: Vul.ns, Vulnerability.EW: Vul.ew,
            Vulnerability.BOTH: Vul.both}
    theirs = [(EPContract(level=c.level, denom=denom[c.strain], declarer=Player(int(c.declarer)),
                          penalty=pen[c.doubling], result=t - c.tricks_needed), vuls[v])
              for c, t, _, v in cases]
    ours = _best(lambda: [duplicate_score(c, t, vul) for c, t, vul, _ in cases])
    anchor = _best(lambda: [ec.score(v) for ec, v in theirs])
    texts = [Result(c, t).pbn() for c, t, _, _ in cases[:5000]]
    parse = _best(lambda: [Result.from_str(s) for s in texts])
    return [
        {"name": f"duplicate_score on {len(cases)} cases vs endplay Contract.score",
         "ours": ours, "anchor": anchor, "unit": "s", "ratio": anchor / ours,
         "note": "median of 5"},
        {"name": "Result.from_str on 5000 results vs the same number of scores",
         "ours": parse, "anchor": ours * 5000 / len(cases), "unit": "s",
         "ratio": (ours * 5000 / len(cases)) / parse, "note": "parsing cost relative to scoring"},
    ]


if __name__ == "__main__":
    for row in run():
        print(f"{row['name']}: ours {row['ours'] * 1000:.1f} ms, anchor "
              f"{row['anchor'] * 1000:.1f} ms, ratio {row['ratio']:.2f}x; {row['note']}")
