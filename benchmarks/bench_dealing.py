"""Dealing speed: bridgelib's numpy dealer against endplay's dealer, same run.

Rows (``unit`` deals/s, ``ratio`` = ours / anchor: the speed-up, target ≥ 50):

- random deals — ours as a :class:`~bridgelib.analysis.dealer.DealBatch` (the
  form simulations use), and ours turned into :class:`bridgelib.Deal` objects
  (for comparison only: building Python objects costs what it costs);
- constrained deals — North 15–17 balanced; North 20–22 balanced; North 6–10
  HCP with a six-card major.  Ours: constraint text through
  :mod:`bridgelib.analysis.constraints`; endplay: ``generate_deals`` with the
  same condition in its dealer language.

Each side runs for about ``SECONDS`` (endplay counts deals it produced; ours
counts deals kept).  Run alone: ``python benchmarks/bench_dealing.py``.
"""

from __future__ import annotations

import time

SECONDS = 2.0

CASES = [
    ("North 15-17 balanced", "N hcp 15-17 and N balanced",
     "hcp(north) >= 15 && hcp(north) <= 17 && shape(north, any 4333 + any 4432 + any 5332)"),
    ("North 20-22 balanced", "N hcp 20-22 and N balanced",
     "hcp(north) >= 20 && hcp(north) <= 22 && shape(north, any 4333 + any 4432 + any 5332)"),
    ("North 6-10 HCP, six-card major", "N hcp 6-10 and (N spades = 6 or N hearts = 6)",
     "hcp(north) >= 6 && hcp(north) <= 10 && (spades(north) == 6 || hearts(north) == 6)"),
]


def _endplay_rate(expr: str | None, seconds: float) -> float:
    from endplay.dealer import generate_deals

    args = (expr,) if expr else ()
    produced, t0 = 0, time.perf_counter()
    seed = 1
    while time.perf_counter() - t0 < seconds:
        chunk = 200 if expr is None else 5
        produced += sum(1 for _ in generate_deals(*args, produce=chunk, seed=seed,
                                                  max_attempts=-1))
        seed += 1
    return produced / (time.perf_counter() - t0)


def _our_rate(where: str | None, seconds: float, materialise: bool = False) -> float:
    from bridgelib.analysis.dealer import Dealer

    d = Dealer(seed=1)
    kept, t0 = 0, time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        b = d.generate(20_000, where) if where else d.batch(100_000)
        if materialise:
            b.take(slice(0, 5_000)).deals()
            kept += 5_000
        else:
            kept += len(b)
    return kept / (time.perf_counter() - t0)


def run(seconds: float = SECONDS) -> list[dict]:
    import endplay.dealer  # noqa: F401 - import outside the timings

    rows = []
    ep = _endplay_rate(None, seconds)
    ours = _our_rate(None, seconds)
    rows.append({"name": "random deals (numpy batch)", "ours": ours, "anchor": ep,
                 "unit": "deals/s", "ratio": ours / ep, "target": ">= 50",
                 "note": "anchor: endplay.dealer.generate_deals without constraints"})
    mat = _our_rate(None, seconds / 2, materialise=True)
    rows.append({"name": "random deals as bridgelib.Deal objects", "ours": mat, "anchor": ep,
                 "unit": "deals/s", "ratio": mat / ep,
                 "note": "for comparison: includes building Hand/Deal Python objects"})
    for label, ours_text, ep_text in CASES:
        ep = _endplay_rate(ep_text, seconds)
        ours = _our_rate(ours_text, seconds)
        rows.append({"name": f"constrained: {label}", "ours": ours, "anchor": ep,
                     "unit": "deals/s", "ratio": ours / ep, "target": ">= 50",
                     "note": f"ours: {ours_text!r}; endplay: {ep_text!r}"})
    return rows


if __name__ == "__main__":
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    for row in run():
        print(f"{row['name']}: ours {row['ours']:,.0f}/s, endplay {row['anchor']:,.1f}/s, "
              f"{row['ratio']:,.0f}x")
