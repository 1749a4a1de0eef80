"""Which call took our side to game, and did the game pay (a diagnostic, not a benchmark).

For every board of ``bench_bidding_quality.py`` whose final contract is a game (not a slam),
finds the first bid of the declaring side at game level, the rule that gave it (or the general
principle), and compares the board's IMPs from par with the same strain stopped one level
below game, undoubled, same declarer (a crude counterfactual: the opponents' later calls are
kept out of it).  Tabulated by rule: games bid, how many failed, how many failed with no game
making in any strain, the IMPs lost on the failed ones, and the net IMPs of bidding the games
against stopping (positive: the rule's game bids cost IMPs).

The computer players bid as in the benchmark, with their judgement by simulation (a game
it gave is tabulated as "judgement"; ``BENCH_JUDGE=0``: the rules alone).

Run: ``BENCH_DD_CACHE=... PYTHONPATH=. python benchmarks/analyse_game_calls.py sayc [N]
[--start S] [--failed]`` (``--failed`` prints each failed game's bidder, hands and auction).
"""

from __future__ import annotations

import argparse
import collections


def main() -> None:
    from analyse_bidding import _bench

    from bridgelib import Contract, Strain
    from bridgelib.analysis.dd import dd_tables, par
    from bridgelib.bidding import bid_deal
    from bridgelib.scoring import imps
    from bridgelib.scoring.duplicate import GAME_LEVEL

    ap = argparse.ArgumentParser()
    ap.add_argument("system")
    ap.add_argument("n", type=int, nargs="?", default=1000)
    ap.add_argument("--start", type=int, default=0)
    ap.add_argument("--failed", action="store_true")
    args = ap.parse_args()
    bench = _bench()
    boards = [bench.board(i) for i in range(args.start, args.start + args.n)]
    tables = bench._cached_tables(boards, dd_tables)
    judge = bench.judge()  # the computer players' judgement, as the benchmark bids
    by: dict = collections.defaultdict(list)
    for i, (b, t) in enumerate(zip(boards, tables)):
        r = bid_deal(b.deal, args.system, b.dealer, b.vulnerability, judge)
        c = r.contract
        if c is None or c.is_passed_out:
            continue
        game = GAME_LEVEL[c.strain]
        if not game <= c.level < 6:
            continue
        p = par(t, b.vulnerability, b.dealer)
        loss = abs(imps(bench._score_ns(c, t, b.vulnerability) - p.score))
        below = Contract(game - 1, c.strain, declarer=c.declarer)
        loss_below = abs(imps(bench._score_ns(below, t, b.vulnerability) - p.score))
        made = t[c.declarer, c.strain] >= c.level + 6
        side = c.declarer.side
        any_game = any((t.side_tricks(side, s) or 0) >= GAME_LEVEL[s] + 6 for s in Strain)
        calls = r.auction.calls
        k = next(k for k, x in enumerate(calls) if x.is_bid and x.level >= GAME_LEVEL[x.strain]
                 and r.auction.seat_of(k).side == side)
        step = r.steps[k]
        rule = (step.rule.id if step.rule is not None else
                ("principle: " if step.principle else "judgement: ") + step.meaning[:60])
        by[rule].append((made, any_game, loss, loss_below))
        if args.failed and not made:
            seat = r.auction.seat_of(k)
            print(f"board {args.start + i:4d} {loss:2d} IMPs ({loss_below:2d} one below) "
                  f"{'a game makes elsewhere' if any_game else 'no game makes'}; "
                  f"{b.vulnerability.name}; {seat.name_en} {b.deal[seat]} "
                  f"({b.deal[seat].hcp} HCP) opposite {b.deal[seat.partner].hcp} HCP: "
                  f"[{' '.join(x.pbn() for x in calls[:k + 1])}] {rule}")
    rows = [v for vs in by.values() for v in vs]
    print(f"{args.system}, boards {args.start}–{args.start + args.n - 1}: {len(rows)} games bid, "
          f"{sum(not m for m, *_ in rows)} failed "
          f"({sum(not m and not g for m, g, *_ in rows)} with no game in any strain); net "
          f"{sum(lo - lb for *_, lo, lb in rows):+d} IMPs against stopping one level lower")
    print("  net  games failed no-game IMPs-lost  rule")
    for rule, vs in sorted(by.items(), key=lambda kv: -sum(lo - lb for *_, lo, lb in kv[1])):
        print(f"{sum(lo - lb for *_, lo, lb in vs):+5d} {len(vs):6d} {sum(not m for m, *_ in vs):6d}"
              f" {sum(not m and not g for m, g, *_ in vs):7d} "
              f"{sum(lo for m, _, lo, _ in vs if not m):9d}  {rule[:110]}")


if __name__ == "__main__":
    main()
