"""Where the auto-bidder loses IMPs and where it has no agreement (a diagnostic, not a benchmark).

Bids the same seeded boards as ``bench_bidding_quality.py`` (``Board.from_number(i % 16 + 1,
Deal.random(i))``), scores each final contract double dummy against par and puts each board's
loss in one category:

- ``failed partscore`` / ``failed game`` / ``failed slam``: the contract goes down;
- ``missed game`` / ``missed slam``: par is a game (slam) the auction did not reach;
- ``par is a sacrifice``: par is a doubled contract going down (we did not sacrifice, or the
  opponents did not) — a loss the club player accepts; ``missed game (par a sacrifice against
  it)`` / ``missed slam (…)``: the side the sacrifice is made against stopped below the game
  (slam) it makes double dummy — a missed game or slam, not a sacrifice question;
- ``wrong side``: par belongs to the other side (they should have competed or played);
- ``passed out``; ``other``: overtricks, strain, a partscore at the wrong level.

It also counts the calls no rule gave ("no agreement" passes and principle bids) by the
situation the auction was in and the player's role (opener, responder, defender, advancer).

Each board is bid with its vulnerability, as in the benchmark, so the figures are the benchmark's.

Run: ``PYTHONPATH=. python benchmarks/analyse_bidding.py sayc [N]
[--show CATEGORY] [--na ROLE-OR-TITLE] [--board I]`` with ``BENCH_DD_CACHE`` (and
``BENCH_START``) as for the benchmark: the boards are numbers START to START+N-1 (``--board``
takes that number), and their tables are read from the cache when it holds those boards.
"""

from __future__ import annotations

import argparse
import collections
import json

from bridgelib.scoring.duplicate import GAME_LEVEL


def module(name: str):
    """A sibling script of this folder, loaded by file (``bench_bidding_quality``,
    ``bench_bidding_humans``), so a diagnostic judges exactly as its benchmark does."""
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parent / f"{name}.py"
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)  # type: ignore[union-attr]
    return mod


def _bench():
    """The benchmark module: its boards' double-dummy tables (and ``BENCH_DD_CACHE``) and
    its scoring."""
    return module("bench_bidding_quality")


def _kind(level: int, strain) -> str:
    if level >= 6:
        return "slam"
    return "game" if level >= GAME_LEVEL[strain] else "partscore"


def category(contract, table, par) -> str:
    if contract is None or contract.is_passed_out:
        return "passed out"
    tricks = table[contract.declarer, contract.strain]
    kind = _kind(contract.level, contract.strain)
    if tricks < contract.level + 6:
        return f"failed {kind}" + (" (doubled)" if contract.is_doubled else "")
    if not par.contracts:
        return "other"
    pc = par.contracts[0]
    result = par.results[0] if par.results else 0
    if result < 0:
        # the sacrificing side's opponents own the board: did we stop below what they make?
        order = ["partscore", "game", "slam"]
        best = max((order.index(_kind(c.level, c.strain))
                    for c in table.makeable() if c.declarer.side != pc.declarer.side), default=-1)
        if (contract.declarer.side != pc.declarer.side
                and best > order.index(kind)):
            return f"missed {order[best]} (par a sacrifice against it)"
        return "par is a sacrifice"
    if pc.declarer.side != contract.declarer.side:
        return "wrong side"
    pk = _kind(pc.level, pc.strain)
    order = ["partscore", "game", "slam"]
    if order.index(pk) > order.index(kind):
        return f"missed {pk}"
    return "other"


def shape(calls) -> str:
    """The auction from the opening with suits lettered a, b, c, d by first mention."""
    first = next((j for j, c in enumerate(calls) if c.is_bid), len(calls))
    names: dict = {}
    out = []
    for c in calls[first:]:
        if not c.is_bid:
            out.append(c.pbn())
        elif c.strain.name == "NOTRUMP":
            out.append(f"{c.level}NT")
        else:
            names.setdefault(c.strain, "abcd"[len(names) % 4])
            out.append(f"{c.level}{names[c.strain]}")
    return " ".join(out)


def role(calls, k) -> str:
    """The player's role at call k: opener, responder, overcaller, advancer, or 'no bid yet'."""
    first = next((j for j in range(k) if calls[j].is_bid), None)
    if first is None:
        return "before the opening"
    if (k - first) % 4 == 0:
        return "opener"
    if (k - first) % 4 == 2:
        return "responder"
    # defenders: the one who acted first is the overcaller
    mine = any(not calls[j].is_pass for j in range(k - 4, first, -4)) if k - 4 > first else False
    partner = any(not calls[j].is_pass for j in range(k - 2, first, -4))
    if mine:
        return "overcaller"
    if partner:
        return "advancer"
    return "silent defender"


def main() -> None:
    from bridgelib.analysis.dd import par
    from bridgelib.bidding import bid_deal
    from bridgelib.scoring import imps

    ap = argparse.ArgumentParser()
    ap.add_argument("system")
    ap.add_argument("n", type=int, nargs="?", default=200)
    ap.add_argument("--show", help="print the boards of this loss category")
    ap.add_argument("--na", help="print the no-agreement calls whose role or title has this text")
    ap.add_argument("--board", type=int, action="append", help="print this board in full")
    ap.add_argument("--top", type=int, default=25)
    ap.add_argument("--dump", help="write each board's loss, category and auction to this JSON file")
    ap.add_argument("--against", help="compare with a file written by --dump (another tree)")
    ap.add_argument("--shapes", action="store_true",
                    help="count the no-agreement passes by the auction's shape")
    args = ap.parse_args()

    bench = _bench()
    judge = bench.judge()  # the computer players' judgement, as the benchmark bids
    start = bench.START  # BENCH_START, as the benchmark reads it: 1000 for the held-out boards
    boards = [bench.board(i) for i in range(start, start + args.n)]
    from bridgelib.analysis.dd import dd_tables

    tables = bench._cached_tables(boards, dd_tables)
    imp_by = collections.Counter()
    n_by = collections.Counter()
    na_by = collections.Counter()
    na_examples = collections.defaultdict(list)
    shape_by = collections.Counter()
    calls_total = na_pass = 0
    made = played = 0
    shown = 0
    per_board = []
    for i, (b, t) in enumerate(zip(boards, tables), start):
        p = par(t, b.vulnerability, b.dealer)
        r = bid_deal(b.deal, args.system, b.dealer, b.vulnerability, judge)
        c = r.contract
        score = bench._score_ns(c, t, b.vulnerability)
        loss = abs(imps(score - p.score))
        cat = category(c, t, p)
        per_board.append({"board": i, "loss": loss, "category": cat, "contract": str(c),
                          "auction": " ".join(x.pbn() for x in r.auction.calls)})
        imp_by[cat] += loss
        n_by[cat] += 1
        if c is not None and not c.is_passed_out:
            played += 1
            made += t[c.declarer, c.strain] >= c.level + 6
        calls = r.auction.calls
        for k, s in enumerate(r.steps):
            calls_total += 1
            if s.agreed:
                continue
            kind = "pass" if s.call.is_pass else ("forced" if s.forced else "bid")
            na_pass += kind == "pass"
            key = (kind, role(calls, k), s.situation or "(no situation)")
            if args.shapes and kind == "pass":
                shape_by[(role(calls, k), shape(calls[:k]))] += 1
            na_by[key] += 1
            na_examples[key].append((i, k, b.deal[r.auction.seat_of(k)], s))
        if args.show and cat.startswith(args.show) and loss:
            shown += 1
            if shown <= args.top:
                _print_board(i, b, t, p, r, loss, cat)
        if args.board and i in args.board:
            _print_board(i, b, t, p, r, loss, cat)
    print(f"{args.system}, boards {start}–{start + args.n - 1}: IMPs {sum(imp_by.values()) / args.n:.2f}, "
          f"make {made / max(played, 1):.1%}, no-agreement passes {na_pass / calls_total:.1%}")
    print("IMPs per board by category:")
    for cat, v in imp_by.most_common():
        print(f"  {cat:<44} {v / args.n:5.2f}  ({n_by[cat]} boards)")
    print("Calls no rule gave (kind, role, situation):")
    for key, v in na_by.most_common(args.top):
        print(f"  {v / calls_total:6.1%} {v:5d}  {key[0]:<6} {key[1]:<18} {key[2]}")
    if args.dump:
        with open(args.dump, "w", encoding="utf-8") as f:
            json.dump(per_board, f)
    if args.against:
        with open(args.against, encoding="utf-8") as f:
            before = {b["board"]: b for b in json.load(f)}
        changed = [(b["loss"] - before[b["board"]]["loss"], b, before[b["board"]])
                   for b in per_board if b["board"] in before
                   and b["auction"] != before[b["board"]]["auction"]]
        gain = sum(-d for d, _, _ in changed)
        print(f"{len(changed)} boards bid differently; IMPs saved {gain} "
              f"({sum(d < 0 for d, _, _ in changed)} better, {sum(d > 0 for d, _, _ in changed)} worse)")
        for d, now, old in sorted(changed, key=lambda x: -x[0])[:args.top]:
            print(f"  board {now['board']:4d} {d:+3d} IMPs  {old['contract']:<12} -> "
                  f"{now['contract']:<12} | {old['auction']}  =>  {now['auction']}")
    if args.shapes:
        print("No-agreement passes by role and auction shape (suits lettered by first mention):")
        for (rl, sh), v in shape_by.most_common(args.top):
            print(f"  {v:5d}  {rl:<16} {sh}")
    if args.na:
        for key, exs in na_examples.items():
            if args.na in key[1] or args.na in key[2]:
                print(f"--- {key}")
                for i, k, hand, s in exs[:args.top]:
                    before = _calls_of(boards[i - start], args.system, judge)[:k]
                    r_calls = " ".join(c.pbn() for c in before)
                    print(f"  board {i:4d} call {k:2d} {hand.pbn() if hasattr(hand, 'pbn') else hand}"
                          f" ({hand.hcp} HCP) after [{r_calls}] -> {s.call} : {s.meaning[:90]}")


def _calls_of(board, system, judge):
    from bridgelib.bidding import bid_deal

    return bid_deal(board.deal, system, board.dealer, board.vulnerability, judge).auction.calls


def _print_board(i, b, t, p, r, loss, cat) -> None:
    print(f"=== board {i} ({cat}, {loss} IMPs) dealer {b.dealer.name_en} vul "
          f"{b.vulnerability.name}  par {p}")
    print_deal(b, t, r)


def print_deal(b, t, r) -> None:
    """The four hands with their HCP, the double-dummy table and the auction ``r`` with
    every call's reason (``analyse_humans.py`` prints its deals the same way)."""
    from bridgelib import Seat

    for seat in Seat:
        h = b.deal[seat]
        print(f"  {seat.name_en:<5} {str(h):<26} {h.hcp:2d} HCP")
    print("  " + t.to_text().replace("\n", "\n  "))
    print("  " + str(r.to_text()).replace("\n", "\n  "))


if __name__ == "__main__":
    main()
