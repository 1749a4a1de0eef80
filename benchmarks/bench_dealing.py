"""Dealing speed: bridgelib's numpy dealer against endplay's dealer, same run.

Both sides are called the way a user would call them, once, for a large number
of deals, and both hand back deal objects: ours :meth:`Dealer.deals
<bridgelib.analysis.dealer.Dealer.deals>` (a list of :class:`bridgelib.Deal`),
endplay one ``generate_deals(..., produce=N)`` call (its ``Deal`` objects).
``N`` is sized from a short trial call so that each side runs for about
``SECONDS``.  ``unit`` deals/s, ``ratio`` = ours / anchor (the speed-up).

Rows:

- random deals as Deal objects (target ≥ 10);
- random deals as a :class:`~bridgelib.analysis.dealer.DealBatch` — numpy arrays,
  the form simulations use; a *different output type* from endplay's objects,
  shown for what the arrays cost, marked as such;
- constrained deals as Deal objects — North 15–17 balanced; North 20–22
  balanced; North 6–10 HCP with a six-card major.  Ours: constraint text through
  :mod:`bridgelib.analysis.constraints`; endplay: the same condition in its
  dealer language.

Run alone: ``python benchmarks/bench_dealing.py``.
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


def _sized(call, seconds: float, trial: int) -> tuple[int, float]:
    """Run ``call(n)`` once with ``n`` sized so that it lasts about ``seconds``.

    A trial call with ``trial`` deals estimates the rate.  Returns (deals, seconds).
    """
    t = time.perf_counter()
    call(trial)
    rate = trial / max(time.perf_counter() - t, 1e-6)
    n = max(trial, int(rate * seconds))
    t = time.perf_counter()
    got = call(n)
    return got, time.perf_counter() - t


def _endplay(expr: str | None):
    from endplay.dealer import generate_deals

    args = (expr,) if expr else ()

    def call(n: int) -> int:
        deals = list(generate_deals(*args, produce=n, seed=1, max_attempts=-1))
        return len(deals)

    return call


def _ours(where: str | None, *, objects: bool = True):
    from bridgelib.analysis.dealer import Dealer

    dealer = Dealer(seed=1)

    def call(n: int) -> int:
        if objects:
            return len(dealer.deals(n, where, progress=False))
        return len(dealer.generate(n, where, progress=False))

    return call


def _rate(call, seconds: float, trial: int) -> float:
    n, took = _sized(call, seconds, trial)
    return n / took


def run(seconds: float = SECONDS) -> list[dict]:
    import endplay.dealer  # noqa: F401 - imported outside the timings

    rows = []
    ep = _rate(_endplay(None), seconds, 500)
    ours = _rate(_ours(None), seconds, 20_000)
    rows.append({"name": "random deals as Deal objects", "ours": ours, "anchor": ep,
                 "unit": "deals/s", "ratio": ours / ep, "target": ">= 10",
                 "note": "ours: Dealer.deals(n) -> list of bridgelib.Deal; anchor: one "
                         "endplay.dealer.generate_deals(produce=n) call -> endplay Deals"})
    batch = _rate(_ours(None, objects=False), seconds, 20_000)
    rows.append({"name": "random deals as a numpy DealBatch (not objects)", "ours": batch,
                 "anchor": ep, "unit": "deals/s", "ratio": batch / ep,
                 "note": "ours: Dealer.generate(n) -> arrays, a different output type from "
                         "the anchor's objects; shown for what the arrays cost"})
    for label, ours_text, ep_text in CASES:
        ep = _rate(_endplay(ep_text), seconds, 20)
        ours = _rate(_ours(ours_text), seconds, 1_000)
        rows.append({"name": f"constrained: {label}, Deal objects", "ours": ours, "anchor": ep,
                     "unit": "deals/s", "ratio": ours / ep, "target": ">= 10",
                     "note": f"ours: Dealer.deals(n, {ours_text!r}); endplay: "
                             f"generate_deals({ep_text!r}, produce=n)"})
    return rows


if __name__ == "__main__":
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    for row in run():
        print(f"{row['name']}: ours {row['ours']:,.0f}/s, endplay {row['anchor']:,.1f}/s, "
              f"{row['ratio']:,.0f}x")
