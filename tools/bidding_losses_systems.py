"""Where a bidding system loses against the double-dummy par: per board and summed up.

For the boards of ``benchmarks/bench_bidding_quality.py`` (same seeds, dealers and
vulnerability; the same ``BENCH_DD_CACHE`` file for the double-dummy tables) each board is
bid by four computer seats of one system and compared with the par:

- the IMP loss category: ``missed game``, ``missed slam``, ``failed partscore``,
  ``failed game``, ``failed slam``, ``wrong strain`` (same level band as par, another strain),
  ``wrong side`` (the other side should have played), ``passed out``, ``other``;
- the "no agreement" calls: which situation the seat was in (its title, or "uncovered"
  with the auction from the opening bid, as the seat saw it).

Usage::

    BENCH_DEALS=200 BENCH_DD_CACHE=/work/tmp/ddcache-sysq.pkl PYTHONPATH=. \\
        python tools/bidding_losses_systems.py acol [--boards] [--top 30] [--min-loss 3]

``--boards`` prints every board that lost ``--min-loss`` IMPs or more, with its auction and
the reason of each call no rule gave.  Without it only the summaries are printed.
"""

from __future__ import annotations

import argparse
import collections
import importlib.util
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _bench():
    spec = importlib.util.spec_from_file_location(
        "bench_bidding_quality", ROOT / "benchmarks" / "bench_bidding_quality.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _level_band(level: int, strain) -> str:
    from bridgelib import Strain

    game = {Strain.NOTRUMP: 3, Strain.SPADES: 4, Strain.HEARTS: 4}.get(strain, 5)
    if level >= 7:
        return "grand"
    if level == 6:
        return "slam"
    return "game" if level >= game else "part"


def category(contract, table, par_result, score_ns: int) -> str:
    """The kind of loss of ``contract`` against the par (an independent, coarse label)."""
    from bridgelib import Side

    if score_ns == par_result.score:
        return "par"
    if contract is None or contract.is_passed_out:
        return "passed out"
    side = Side.NS if contract.declarer.side == Side.NS else Side.EW
    tricks = table[contract.declarer, contract.strain]
    made = tricks >= contract.level + 6
    band = _level_band(contract.level, contract.strain)
    pars = [c for c in par_result.contracts if not c.is_passed_out]
    par_sides = {c.declarer.side for c in pars if c.declarer is not None}
    if pars and side not in par_sides:
        # The par belongs to the other side: we overbid (or they missed theirs).
        return "wrong side" if made or band == "part" else f"failed {band}"
    if not made:
        return {"part": "failed partscore", "game": "failed game"}.get(band, "failed slam")
    if pars:
        p = pars[0]
        pband = _level_band(p.level, p.strain)
        order = ["part", "game", "slam", "grand"]
        if order.index(pband) > order.index(band):
            return "missed slam" if pband in ("slam", "grand") else "missed game"
        if p.strain != contract.strain:
            return "wrong strain"
    return "other"


def _shape(key: str) -> str:
    """An uncovered auction with its suits written as M (major) and m (minor)."""
    import re

    return re.sub(r"(\d)([CDHS])", lambda m: m.group(1) + ("M" if m.group(2) in "HS" else "m"),
                  key)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("system")
    ap.add_argument("--boards", action="store_true", help="print each losing board")
    ap.add_argument("--top", type=int, default=30)
    ap.add_argument("--min-loss", type=int, default=3)
    args = ap.parse_args(argv)

    from bridgelib import Board, Deal, Seat
    from bridgelib.analysis.dd import dd_tables, par
    from bridgelib.bidding import bid_deal
    from bridgelib.scoring import imps

    bench = _bench()
    n = int(os.environ.get("BENCH_DEALS", "200"))
    boards = [Board.from_number(i % 16 + 1, Deal.random(i)) for i in range(n)]
    tables = bench._cached_tables(boards, dd_tables)
    pars = [par(t, b.vulnerability, b.dealer) for b, t in zip(boards, tables)]

    roles: collections.Counter = collections.Counter()
    by_cat: collections.Counter = collections.Counter()
    imps_by_cat: collections.Counter = collections.Counter()
    na_count: collections.Counter = collections.Counter()
    na_imps: collections.Counter = collections.Counter()
    total_imps = 0
    calls = no_agree = 0
    for i, (b, t, p) in enumerate(zip(boards, tables, pars)):
        r = bid_deal(b.deal, args.system, b.dealer)
        score = bench._score_ns(r.contract, t, b.vulnerability)
        loss = abs(imps(score - p.score))
        total_imps += loss
        cat = category(r.contract, t, p, score)
        by_cat[cat] += 1
        imps_by_cat[cat] += loss
        keys = []
        for j, s in enumerate(r.steps):
            calls += 1
            if s.agreed:
                continue
            if s.call is not None and s.call.is_pass:
                no_agree += 1
                first = next((k for k, c in enumerate(r.auction.calls) if c.is_bid), None)
                ours = first is not None and (j - first) % 2 == 0
                roles["opening side" if ours else "other side"] += 1
            seen = r.auction.calls[:j]
            start = next((k for k, c in enumerate(seen) if c.is_bid), len(seen))
            said = " ".join(c.pbn() for c in seen[start:]) or "(opening)"
            if s.reason.startswith("the system does not cover"):
                key = f"uncovered: {said}"
            else:
                key = f"{s.situation}: {said}"
            kind = "pass" if s.call is not None and s.call.is_pass else str(s.call)
            keys.append(f"{key} -> {kind}")
            opener = next((k for k, c in enumerate(r.auction.calls) if c.is_bid), None)
            side = "us" if opener is not None and (j - opener) % 2 == 0 else "them"
            group = (key.split(": ", 1)[0] if not key.startswith("uncovered") else _shape(key))
            group = f"[{side}] {group}"
            na_count[(group, kind)] += 1
            na_imps[(group, kind)] += loss
        if args.boards and loss >= args.min_loss:
            print(f"board {i} (dealer {b.dealer.name_en}, {b.vulnerability}) "
                  f"{r.contract} score {score:+d} par {p.score:+d} "
                  f"({', '.join(p.contract_texts(symbols=False))}) loss {loss} IMPs [{cat}]")
            print("   hands: " + "  ".join(
                f"{seat.name_en[0]} {b.deal[seat]} ({b.deal[seat].hcp})" for seat in Seat))
            print("   auction: " + " ".join(c.pbn() for c in r.auction.calls))
            for k in keys:
                print("     no agreement: " + k)
    print(f"\n{args.system}: {n} boards, mean IMPs from par {total_imps / n:.2f}, "
          f"'no agreement' passes {no_agree / calls:.1%} of calls")
    print("'no agreement' passes by side: " + ", ".join(
        f"{k} {v / calls:.1%} of calls" for k, v in roles.most_common()))
    print("\nloss by category (boards, IMPs):")
    for cat, k in by_cat.most_common():
        print(f"  {cat:<18} {k:5d} boards {imps_by_cat[cat]:6d} IMPs")
    print(f"\n'no agreement' calls by situation (top {args.top}; count, IMPs lost on those boards):")
    for (sit, kind), k in na_count.most_common(args.top):
        print(f"  {k:5d} {na_imps[(sit, kind)]:6d}  {sit} -> {kind}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
