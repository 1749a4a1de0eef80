"""How far a perfect partnership gets, and where the bidder falls short of it (a diagnostic).

On the seeded boards of ``bench_bidding_quality.py``, the side with more HCP is given both
of its hands (but not the opponents'): it scores every contract double dummy over ``K``
random layouts of the opponents' 26 cards and picks the contract with the best mean score.
It never competes.  Its IMPs from par, next to the bidder's and the "partnership points +
fit" anchor's on the same boards, bound what better agreements inside the partnership can
gain; the boards are then sorted by how the bidder's contract differs from the
partnership's (a partscore where it bids game, game in another strain, ...) with the IMPs
each difference costs.

Costly: ``N × K`` double-dummy tables (about 0.2 s each).  Run:
``PYTHONPATH=. python benchmarks/analyse_partnership.py sayc [N] [K] [--start S] [--cache F]``
with ``BENCH_DD_CACHE`` as for the benchmark; ``--cache`` keeps the sampled tables.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import random


def _sample_deals(board, side, k: int, rng: random.Random):
    """``k`` deals with the side's two hands as dealt and the opponents' cards shuffled."""
    from bridgelib import Deal, Seat
    from bridgelib.hand import SUITS

    def pbn(cards) -> str:
        return ".".join("".join(c.rank.letter for c in sorted(
            (c for c in cards if c.suit is s), key=lambda c: -int(c.rank))) for s in SUITS)

    opp = [s for s in Seat if s not in side]
    pool = [c for s in opp for c in board.deal[s].cards]
    out = []
    for _ in range(k):
        rng.shuffle(pool)
        parts = {opp[0]: pool[:13], opp[1]: pool[13:]}
        out.append(Deal.from_pbn("N:" + " ".join(
            board.deal[s].pbn() if s in side else pbn(parts[s])
            for s in (Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST))))
    return out


def main() -> None:
    from analyse_bidding import _bench, _kind

    from bridgelib import Contract, Seat, Strain
    from bridgelib.analysis.dd import DDTable, dd_tables, par
    from bridgelib.bidding import bid_deal
    from bridgelib.scoring import imps

    ap = argparse.ArgumentParser()
    ap.add_argument("system")
    ap.add_argument("n", type=int, nargs="?", default=200)
    ap.add_argument("k", type=int, nargs="?", default=10)
    ap.add_argument("--start", type=int, default=0)
    ap.add_argument("--cache", help="a JSON file keeping the sampled double-dummy tables")
    args = ap.parse_args()

    os.environ["BENCH_START"], os.environ["BENCH_DEALS"] = str(args.start), str(args.n)
    bench = _bench()
    boards = [bench.board(i) for i in range(args.start, args.start + args.n)]
    tables = bench._cached_tables(boards, dd_tables)
    judge = bench.judge()  # the bidder is the computer players, as the benchmark bids
    rng = random.Random(7)
    sides, samples = [], []
    for b in boards:
        ns = b.deal[Seat.NORTH].hcp + b.deal[Seat.SOUTH].hcp
        side = (Seat.NORTH, Seat.SOUTH) if ns >= 20 else (Seat.EAST, Seat.WEST)
        sides.append(side)
        samples += _sample_deals(b, side, args.k, rng)
    if args.cache and os.path.exists(args.cache):
        with open(args.cache, encoding="utf-8") as f:
            sampled = [DDTable(tuple(tuple(r) for r in t)) for t in json.load(f)]
    else:
        sampled = dd_tables(samples)
        if args.cache:
            with open(args.cache, "w", encoding="utf-8") as f:
                json.dump([t.tricks for t in sampled], f)

    totals = collections.Counter()
    diff_by: collections.Counter = collections.Counter()
    n_by: collections.Counter = collections.Counter()
    for i, (b, t, side) in enumerate(zip(boards, tables, sides)):
        v = b.vulnerability
        p = par(t, v, b.dealer).score
        sign = 1 if Seat.NORTH in side else -1
        mine = sampled[i * args.k:(i + 1) * args.k]
        best = max((Contract(level, strain, declarer=d) for level in range(1, 8)
                    for strain in Strain for d in side),
                   key=lambda c: sum(sign * bench._score_ns(c, x, v) for x in mine))
        ours = bid_deal(b.deal, args.system, b.dealer, v, judge).contract
        lp = abs(imps(bench._score_ns(best, t, v) - p))
        lo = abs(imps(bench._score_ns(ours, t, v) - p))
        totals["partnership"] += lp
        totals["ours"] += lo
        totals["anchor"] += abs(imps(bench._score_ns(bench._anchor_points_fit(b.deal), t, v) - p))
        if ours is None or ours.is_passed_out:
            key = "ours passed out"
        elif (ours.level, ours.strain) == (best.level, best.strain):
            key = "the same contract"
        else:
            mine, theirs = _kind(ours.level, ours.strain), _kind(best.level, best.strain)
            if mine != theirs:
                key = f"ours a {mine}, the partnership's a {theirs}"
            else:
                key = f"both a {mine}, another {'strain' if ours.strain != best.strain else 'level'}"
        diff_by[key] += lo - lp
        n_by[key] += 1
    n = len(boards)
    print(f"{args.system}, boards {args.start}–{args.start + n - 1}, {args.k} layouts each: "
          f"IMPs from par — perfect partnership {totals['partnership'] / n:.2f}, "
          f"ours {totals['ours'] / n:.2f}, anchor 'points + fit' {totals['anchor'] / n:.2f}")
    print("Our loss beyond the partnership's, by how the contracts differ (IMPs per board):")
    for key, v in diff_by.most_common():
        print(f"  {key:<44} {v / n:+5.2f}  ({n_by[key]} boards)")


if __name__ == "__main__":
    main()
