"""Where the auto-bidder loses against the experts on real deals (a diagnostic, not a benchmark).

``bench_bidding_humans.py`` gives one figure per system: the mean IMPs from double-dummy
par of the contracts the experts reached and of ours, on the same real deals.  This lists
the deals behind that figure, worst first: the deals where our contract is furthest from
par *and* the experts' contracts were near it (a deal where everybody is far from par is
double-dummy luck, and not listed first).  For each: the hands, the experts' contracts,
our auction with every call's reason, our loss and theirs.  Summary: how many deals we
lose (or win) by 5 IMPs or more against the experts, and our loss by category
(``analyse_bidding.category``: missed game, failed partscore, …) next to the experts'.

The computer players bid as in the benchmark, with their judgement by simulation
(``BENCH_JUDGE=0``: the rules alone).

Run: ``PYTHONPATH=. python benchmarks/analyse_humans.py sayc [--top 20] [--min 5]
[--category "missed game"]`` with ``BENCH_HUMANS_DD_CACHE`` as for the benchmark.
"""

from __future__ import annotations

import argparse
import collections

def main() -> None:
    import analyse_bidding as analyse

    from bridgelib.analysis.dd import par
    from bridgelib.bidding import bid_deal

    ap = argparse.ArgumentParser()
    ap.add_argument("system")
    ap.add_argument("--top", type=int, default=20, help="print this many deals in full")
    ap.add_argument("--min", type=float, default=5.0,
                    help="a deal counts as lost (won) at this many IMPs more (fewer) than the experts")
    ap.add_argument("--category", help="print only deals whose loss is of this category")
    args = ap.parse_args()

    humans = analyse.module("bench_bidding_humans")
    played, _ = humans.played_deals()
    boards = [rows[0][0] for rows in played.values()]
    tables = humans._tables(boards)
    judge = analyse._bench().judge()  # the computer players' judgement, as the benchmarks bid

    rows = []
    ours_by: collections.Counter = collections.Counter()
    theirs_by: collections.Counter = collections.Counter()
    for key, tables_played in played.items():
        b, t = tables_played[0][0], tables[key]
        p = par(t, b.vulnerability, b.dealer)
        theirs = [humans._judge(c, t, b, p.score)[0] for _, c in tables_played]
        expert = sum(theirs) / len(theirs)
        for (_, c), loss in zip(tables_played, theirs):
            theirs_by[analyse.category(c, t, p)] += loss / len(theirs)
        r = bid_deal(b.deal, args.system, b.dealer, b.vulnerability, judge)
        loss = humans._judge(r.contract, t, b, p.score)[0]
        cat = analyse.category(r.contract, t, p)
        ours_by[cat] += loss
        rows.append((loss - expert, loss, expert, cat, b, t, p, r, [c for _, c in tables_played]))

    n = len(rows)
    worse = [x for x in rows if x[0] >= args.min]
    better = [x for x in rows if x[0] <= -args.min]
    print(f"{args.system}: {n} real deals; IMPs from par — ours {sum(x[1] for x in rows) / n:.2f}, "
          f"the experts' {sum(x[2] for x in rows) / n:.2f}")
    print(f"  we lose {args.min:g}+ IMPs more than the experts on {len(worse)} deals "
          f"({sum(x[0] for x in worse) / n:.2f} IMPs a deal); we win by as much on "
          f"{len(better)} ({-sum(x[0] for x in better) / n:.2f} a deal)")
    print("IMPs per deal by category (ours | the experts'):")
    for cat in sorted(set(ours_by) | set(theirs_by), key=lambda c: -ours_by[c]):
        print(f"  {cat:<44} {ours_by[cat] / n:5.2f} | {theirs_by[cat] / n:5.2f}")
    shown = 0
    for diff, loss, expert, cat, b, t, p, r, contracts in sorted(rows, key=lambda x: -x[0]):
        if shown >= args.top or diff < args.min:
            break
        if args.category and not cat.startswith(args.category):
            continue
        shown += 1
        experts = ", ".join(sorted({str(c) for c in contracts}))
        print(f"=== {diff:+.1f} IMPs against the experts ({cat}: ours {loss}, theirs {expert:.1f}) "
              f"dealer {b.dealer.name_en}, vul {b.vulnerability.name}, par {p}")
        print(f"  the experts: {experts}")
        analyse.print_deal(b, t, r)


if __name__ == "__main__":
    main()
