"""Duplicate scoring speed: our scorer next to endplay's ``Contract.score`` on every case.

Both score the same 23,520 cases (35 contracts × 3 doublings × 14 trick counts ×
4 declarers × 4 vulnerabilities); the anchor is measured in the same run.  Row format as in bench_import.py (``ratio`` = anchor / ours: above 1
means we are faster).  Run alone: ``python benchmarks/bench_scoring.py``.
"""

from __future__ import annotations

import itertools

from _timing import median_time


def _cases():
    from bridgelib import Contract, Doubling, Seat, Strain, Vulnerability

    return [(Contract(level, strain, dbl, seat), tricks, vul.is_vulnerable(seat), vul)
            for level, strain, dbl, tricks, seat, vul in itertools.product(
                range(1, 8), Strain, Doubling, range(14), Seat, Vulnerability)]


def run() -> list[dict]:
    from bridgelib.scoring import Result, duplicate_score
    from bridgelib.scoring._endplay import ep_contract, ep_vul

    cases = _cases()
    theirs = [(ep_contract(c, t), ep_vul(v)) for c, t, _, v in cases]
    ours = median_time(lambda: [duplicate_score(c, t, vul) for c, t, vul, _ in cases])
    anchor = median_time(lambda: [ec.score(v) for ec, v in theirs])
    texts = [Result(c, t).pbn() for c, t, _, _ in cases[:5000]]
    parse = median_time(lambda: [Result.from_str(s) for s in texts])
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
