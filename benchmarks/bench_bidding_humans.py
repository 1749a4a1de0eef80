"""The auto-bidder against human experts on real deals, judged double dummy.

``bench_bidding_quality.py`` measures the bidder on random deals against crude rules.
Here the anchor is people: the contracts world-class players reached at the 2012 World
Championship (the vendored ``tests/data/records/pbn/world-championship-2012.pbn``) and
at the 2021 RealBridge online qualifier (``realbridge-2021-online-qual.pbn``).  Each
record's final contract is scored with the double-dummy tricks of its deal and compared
with the deal's double-dummy par, exactly as the quality benchmark scores ours:

- mean IMPs from par (``|score − par|`` on the IMP scale), and
- the share of contracts that make double dummy (passed-out deals left out).

The three systems then bid the same deals (the record's dealer and vulnerability) and are
scored the same way.  Per deal the humans' figure is the mean over the tables that played
it, so both sides weigh each deal once.  ``ratio`` = ours / humans (IMPs: below 1 would
be closer to par than the experts).

**Which records are used.**  The championship file is a real recording with real faults:
about half of its records name a declarer their own auction does not give (the hands were
written from a seat rotated against the dealer), and 1,838 records hold play that does
not fit their deal (a card played by a hand that does not hold it).  Only records whose
auction, with the record's dealer, ends in the contract and declarer of their tags, and
whose play (when there is one) fits the deal, are kept; the deal of each kept record is
therefore the one its auction was bid on.  The RealBridge file is clean and carries its
own double-dummy tables and par, which are checked against ours.

Run alone: ``python benchmarks/bench_bidding_humans.py`` (it says how far it has got on
standard error); set ``BENCH_HUMANS_DD_CACHE`` to a file name to keep the double-dummy
tables between runs (about 600 deals).
"""

from __future__ import annotations

import json
import os
from collections import Counter, defaultdict
from collections.abc import Callable
from pathlib import Path

SYSTEMS = ("sayc", "acol", "precision")
FILES = ("world-championship-2012.pbn", "realbridge-2021-online-qual.pbn")


def _data() -> Path:
    return Path(__file__).resolve().parents[1] / "tests" / "data" / "records" / "pbn"


def human_records(path: Path, counts: Counter | None = None):
    """``(board, contract, recorded DD table or None)`` for each record whose auction gives
    its contract and declarer and whose play fits its deal; ``counts`` tallies why the
    others were left out."""
    from bridgelib.errors import BridgeError
    from bridgelib.io.pbn import iter_file

    counts = Counter() if counts is None else counts
    for r in iter_file(path):
        try:
            board, contract, auction = r.board, r.contract, r.auction
            if board is None or contract is None or auction is None or not auction.is_complete:
                counts["no deal, contract or complete auction"] += 1
                continue
            bid = auction.contract
            if (bid.level, bid.strain, bid.declarer, bid.doubling) != (
                    contract.level, contract.strain, contract.declarer, contract.doubling):
                counts["contract or declarer not the auction's"] += 1
                continue
            r.play  # noqa: B018 - refused when a card is played by a hand without it
        except BridgeError:
            counts["play does not fit the deal"] += 1
            continue
        counts["used"] += 1
        yield board, contract, (r.dd_table if "DoubleDummyTricks" in r else None)


def _key(board) -> tuple:
    return (board.deal.pbn(), board.dealer.name, board.vulnerability.name)


def _tables(boards: list) -> dict:
    from bridgelib.analysis.dd import DDTable, dd_tables

    path = os.environ.get("BENCH_HUMANS_DD_CACHE")
    stored: dict = {}
    if path and os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            stored = {tuple(k): v for k, v in json.load(f)}
    missing = [b for b in boards if _key(b) not in stored]
    for b, t in zip(missing, dd_tables(missing)):
        stored[_key(b)] = t.tricks
    if path and missing:
        with open(path, "w", encoding="utf-8") as f:
            json.dump([[list(k), v] for k, v in stored.items()], f)
    return {k: DDTable(tuple(tuple(r) for r in v)) for k, v in stored.items()}


def _judge(contract, table, board, par_score: int) -> tuple[int, bool | None]:
    from bridgelib.scoring import Result, imps

    if contract is None or contract.is_passed_out:
        return abs(imps(0 - par_score)), None
    tricks = table[contract.declarer, contract.strain]
    score = Result(contract, tricks).score_ns(board.vulnerability)
    return abs(imps(score - par_score)), tricks >= contract.level + 6


def played_deals(counts: Counter | None = None) -> tuple[dict, dict]:
    """The kept records by deal: ``{deal key: [(board, contract), ...]}`` (one entry per
    table that played it), and ``{deal key: DD table}`` for the records that carry one."""
    played: dict = defaultdict(list)
    recorded: dict = {}
    for name in FILES:
        for board, contract, table in human_records(_data() / name, counts):
            played[_key(board)].append((board, contract))
            if table is not None:
                recorded[_key(board)] = table
    return played, recorded


def measure(progress: Callable[[str], None] | None = None) -> dict:
    """The experts' figures and each system's on the same deals.  ``progress``: called with
    a line of text every hundred deals each system bids (three systems bid 628 deals with
    the judge: 40 minutes on this project's two-core machine with a second job beside it,
    2026-12-05)."""
    from bench_bidding_quality import judge  # the computer players bid as they do there

    from bridgelib.analysis.dd import par
    from bridgelib.bidding import bid_deal

    counts: Counter = Counter()
    played, recorded = played_deals(counts)
    boards = [rows[0][0] for rows in played.values()]
    tables = _tables(boards)
    differ = sum(tables[k].tricks != t.tricks for k, t in recorded.items())
    if differ:
        raise AssertionError(f"{differ} of the {len(recorded)} DD tables the records carry "
                             "differ from ours")
    pars = {k: par(tables[k], rows[0][0].vulnerability, rows[0][0].dealer).score
            for k, rows in played.items()}

    def summary(per_deal: dict) -> tuple[float, float]:
        imp = sum(sum(x for x, _ in v) / len(v) for v in per_deal.values()) / len(per_deal)
        made = [m for v in per_deal.values() for _, m in v if m is not None]
        return imp, sum(made) / len(made)

    humans = {k: [_judge(c, tables[k], b, pars[k]) for b, c in rows]
              for k, rows in played.items()}
    out = {"counts": counts, "deals": len(played), "tables": sum(map(len, played.values())),
           "checked_tables": len(recorded),
           "humans": summary(humans), "systems": {}}
    bidder_judge = judge()
    for system in SYSTEMS:
        ours = {}
        for n, (k, rows) in enumerate(played.items()):
            if progress is not None and n % 100 == 0:
                progress(f"{system}: {n} of {len(played)} deals bid")
            b = rows[0][0]
            c = bid_deal(b.deal, system, b.dealer, b.vulnerability, bidder_judge).contract
            ours[k] = [_judge(c, tables[k], b, pars[k])]
        out["systems"][system] = summary(ours)
    return out


def run() -> list[dict]:
    m = measure()
    h_imps, h_make = m["humans"]
    rows = []
    for system, (imp, make) in m["systems"].items():
        rows.append({"name": f"{system}: mean IMPs from DD par on {m['deals']} real deals",
                     "ours": imp, "anchor": h_imps, "unit": "IMPs", "ratio": imp / h_imps,
                     "note": f"anchor: the experts who played them ({m['tables']} tables, "
                             "2012 World Championship and 2021 RealBridge qualifier)"})
        rows.append({"name": f"{system}: share of contracts that make DD (real deals)",
                     "ours": make, "anchor": h_make, "unit": "share", "ratio": make / h_make,
                     "note": "anchor: the experts' contracts on the same deals"})
    return rows


if __name__ == "__main__":
    import sys

    m = measure(lambda line: print(line, file=sys.stderr, flush=True))
    left = {k: v for k, v in m["counts"].items() if k != "used"}
    print(f"{m['deals']} real deals, {m['tables']} tables played by experts "
          f"(records left out: {', '.join(f'{v} {k}' for k, v in left.items())}; "
          f"{m['checked_tables']} recorded DD tables equal ours)")
    h_imps, h_make = m["humans"]
    print(f"  {'experts at the table':<24} IMPs from par {h_imps:5.2f}   make {h_make:6.1%}")
    for system, (imp, make) in m["systems"].items():
        print(f"  {system:<24} IMPs from par {imp:5.2f}   make {make:6.1%}   "
              f"(ours / experts {imp / h_imps:.2f})")
