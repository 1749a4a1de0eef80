"""Double dummy through bridgelib's adapter against endplay called directly, same run.

The solver is the same (DDS inside endplay); this measures what the adapter adds:
converting a :class:`bridgelib.Deal` to endplay's deal and the answer back to a
:class:`~bridgelib.analysis.dd.DDTable`.  Each deal is solved by both sides back
to back, in alternating order, and timed in CPU seconds of this process
(``time.process_time``), so other programs on a busy machine disturb the numbers
less; ``ratio`` is the median over deals of ours / anchor — the adapter's
overhead factor, target ≤ 1.05.  A separate row times the conversion alone.
Run alone: ``python benchmarks/bench_dd.py``.
"""

from __future__ import annotations

import statistics
import time

N_DEALS = 8


def run(n_deals: int = N_DEALS) -> list[dict]:
    import endplay.dds as dds
    import endplay.types as ept

    from bridgelib.analysis import dd
    from bridgelib.analysis.dealer import Dealer

    deals = Dealer(seed=42).deals(n_deals)
    ep_deals = [ept.Deal(d.pbn()) for d in deals]
    dd.dd_table(deals[0])  # load DDS outside the timings

    ours, theirs, ratios = [], [], []
    for i, (d, e) in enumerate(zip(deals * 2, ep_deals * 2)):
        pair = {}
        for who in ((0, 1) if i % 2 == 0 else (1, 0)):
            t = time.process_time()
            if who == 0:
                dd.dd_table(d)
            else:
                dds.calc_dd_table(e)
            pair[who] = time.process_time() - t
        ours.append(pair[0])
        theirs.append(pair[1])
        ratios.append(pair[0] / max(pair[1], 1e-9))
    rows = [{"name": f"DD table, one deal (median over {n_deals} deals x 2)",
             "ours": statistics.median(ours), "anchor": statistics.median(theirs), "unit": "s",
             "ratio": statistics.median(ratios), "target": "<= 1.05",
             "note": "anchor: endplay.dds.calc_dd_table on a prepared endplay Deal; CPU time"}]
    t = time.process_time()
    for _ in range(20):
        for d in deals:
            dd._to_endplay(d)
    conv = (time.process_time() - t) / (20 * n_deals)
    rows.append({"name": "the adapter's conversion alone, per deal", "ours": conv,
                 "anchor": statistics.median(theirs), "unit": "s",
                 "ratio": (conv + statistics.median(theirs)) / statistics.median(theirs),
                 "note": "ours: bridgelib Deal -> endplay Deal; ratio: (conversion + solve) / solve"})

    t = time.process_time()
    tables = dd.dd_tables(deals)
    o = time.process_time() - t
    t = time.process_time()
    dds.calc_all_tables(ep_deals)
    a = time.process_time() - t
    rows.append({"name": f"DD tables, {n_deals} deals in one call (threaded)", "ours": o,
                 "anchor": a, "unit": "s", "ratio": o / a, "target": "<= 1.05",
                 "note": "anchor: endplay.dds.calc_all_tables"})

    t = time.perf_counter()
    for tab, d in zip(tables, deals):
        dd.par(tab)
    o = (time.perf_counter() - t) / n_deals
    ep_tables = [dds.calc_dd_table(e) for e in ep_deals]
    t = time.perf_counter()
    for tab in ep_tables:
        list(dds.par(tab, ept.Vul.none, ept.Player.north))
    a = (time.perf_counter() - t) / n_deals
    rows.append({"name": "par from a table (mean)", "ours": o, "anchor": a, "unit": "s",
                 "ratio": o / a,
                 "note": "anchor: endplay.dds.par; both are microseconds, so the ratio is the "
                         "conversion cost, not solver time"})
    return rows


if __name__ == "__main__":
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    for row in run():
        print(f"{row['name']}: ours {row['ours'] * 1000:.2f} ms, endplay "
              f"{row['anchor'] * 1000:.2f} ms, ratio {row['ratio']:.3f}")
