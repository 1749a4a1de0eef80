"""Bidding speed and coverage: four computer seats bid 1,000 seeded random deals.

For each system (SAYC, Acol, Precision) this measures how long a full four-seat auction takes,
next to two anchors measured in the same run on the same deals: dealing them
(``Deal.random``) and replaying the produced auctions through ``Auction.call`` (the
laws' legality checks alone).  It also prints the agreed-opening share (every hand,
opening position: must be 100%) and the share of all calls that came from a rule
(the rest are honest "no agreement" passes).  Row format as in bench_import.py
(``ratio`` = ours / anchor: how many times the anchor a bidding costs).
Run alone: ``python benchmarks/bench_bidding.py``.
"""

from __future__ import annotations

import time

N_DEALS = 1000


def run() -> list[dict]:
    from bridgelib import Auction, Deal, Seat
    from bridgelib.bidding import bid_deal, suggest

    t = time.perf_counter()
    deals = [Deal.random(seed) for seed in range(N_DEALS)]
    t_deal = time.perf_counter() - t
    rows = []
    for system in ("sayc", "acol", "precision"):
        bid_deal(deals[0], system)  # load the system file outside the timing
        t = time.perf_counter()
        records = [bid_deal(d, system, Seat(i % 4)) for i, d in enumerate(deals)]
        t_bid = time.perf_counter() - t
        t = time.perf_counter()
        for r in records:
            Auction(r.auction.dealer, r.auction.calls)
        t_replay = time.perf_counter() - t
        hands = [h for d in deals for _, h in d.items()]
        opening = sum(suggest(h, "", system).agreed for h in hands) / len(hands)
        calls = sum(len(r.steps) for r in records)
        agreed = sum(s.agreed for r in records for s in r.steps) / calls
        per = t_bid / N_DEALS
        rows.append({"name": f"{system}: full four-seat auction (mean of {N_DEALS} deals)",
                     "ours": per, "anchor": t_deal / N_DEALS, "unit": "s",
                     "ratio": t_bid / t_deal, "note": "anchor: Deal.random for the same deal"})
        rows.append({"name": f"{system}: the same auctions vs replaying them through Auction",
                     "ours": t_bid, "anchor": t_replay, "unit": "s",
                     "ratio": t_bid / t_replay,
                     "note": f"{calls} calls; legality checks alone are the anchor"})
        rows.append({"name": f"{system}: agreed opening share / calls made by a rule",
                     "ours": opening, "anchor": 1.0, "unit": "share", "ratio": opening,
                     "note": f"opening {opening:.1%} of {len(hands)} hands; "
                             f"{agreed:.1%} of all calls came from a rule"})
    return rows


if __name__ == "__main__":
    for row in run():
        if row["unit"] == "share":
            print(f"{row['name']}: {row['note']}")
        else:
            print(f"{row['name']}: ours {row['ours'] * 1000:.2f} ms, anchor "
                  f"{row['anchor'] * 1000:.2f} ms, ratio {row['ratio']:.1f}x; {row['note']}")
