"""What a change to the bidder does on the benchmark boards, measured on the boards it changes
(a diagnostic, not a benchmark).

A full benchmark run bids every board with the computer players' judgement by simulation
(about 13 minutes per 1,000 boards per system on two cores); a change to the rules usually
moves a few dozen auctions.  This script finds those boards cheaply and measures only them:

1. the rules alone (``judge=None``: about a second a hundred boards) bid every board in both
   trees — the working tree and ``--base`` (a git revision, unpacked to a temporary folder
   with ``git archive``);
2. the boards whose rules-only auction differs are bid again in both trees with the
   benchmark's judge (``bench_bidding_quality.judge()``), as the benchmark bids them;
3. each final contract is scored double dummy against par (the benchmark's scoring), and
   the script prints, per system, the boards changed and the IMPs nearer par (positive:
   the working tree is better) on the tuning boards (below ``--split``) and the held-out
   ones, and how many of those boards' contracts make double dummy in each tree (the
   benchmark's "contracts made"), with the changed boards themselves under ``--show``.

A change that only the judgement sees (a judge threshold, say) changes no rules-only
auction: measure that with the benchmark itself.  Nor is this script exact for a rules
change: the judge is seeded by the hand and the auction, but it deals partner only hands
that make partner's calls by the tree's own rules, so a rule change can move a judgement on a
board whose rules-only auction stayed the same.  That is rare (the four-level second suit
after an Acol two: the script found four boards; a full re-bid of Acol's boards 0–999 moved
exactly the one of them below 1000), so the script screens changes in seconds and the
benchmark confirms the ones worth landing.

Run: ``PYTHONPATH=. python benchmarks/compare_bidding.py --base HEAD~1 [--systems acol]
[--start 0] [--boards 2000] [--split 1000] [--show]``.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tarfile
import tempfile
from io import BytesIO
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SYSTEMS = ("sayc", "acol", "precision")


def _bench():
    """The benchmark module, this folder's sibling: its boards, judge and scoring, so the
    boards here are bid and judged exactly as the benchmark does."""
    here = str(Path(__file__).resolve().parent)
    if here not in sys.path:
        sys.path.insert(0, here)
    import bench_bidding_quality

    return bench_bidding_quality


def _worker(system: str, boards: list[int], judged: bool) -> dict[int, str]:
    """Each board's auction bid by ``system`` in the tree this process imports
    ``bridgelib`` from: the rules alone, or with the benchmark's judge."""
    from bridgelib.bidding import bid_deal

    bench = _bench()
    judge = bench.judge() if judged else None
    out = {}
    for i in boards:
        b = bench.board(i)
        r = bid_deal(b.deal, system, b.dealer, b.vulnerability, judge)
        out[i] = " ".join(c.pbn() for c in r.auction.calls)
    return out


def unpack(rev: str, into: Path) -> Path:
    """The package ``bridgelib`` as it is at git revision ``rev``, unpacked below ``into``."""
    try:
        data = subprocess.run(["git", "archive", "--format=tar", rev, "bridgelib"], cwd=ROOT,
                              check=True, capture_output=True).stdout
    except subprocess.CalledProcessError as exc:
        raise SystemExit(f"compare_bidding: git archive {rev}: "
                         f"{exc.stderr.decode(errors='replace').strip()}") from None
    with tarfile.open(fileobj=BytesIO(data)) as tar:
        # the "data" filter (Python 3.11.4+) refuses links and paths outside ``into``
        tar.extractall(into, **({"filter": "data"} if hasattr(tarfile, "data_filter") else {}))
    return into


def bid_in(tree: Path, system: str, boards: list[int], judged: bool) -> subprocess.Popen:
    """Start bidding ``boards`` with the ``bridgelib`` of ``tree`` in a process of its own."""
    env = dict(os.environ, PYTHONPATH=str(tree), PYTHONHASHSEED="0")
    payload = json.dumps({"system": system, "boards": boards, "judged": judged})
    proc = subprocess.Popen([sys.executable, __file__, "--worker"], env=env, cwd=tree,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert proc.stdin is not None
    proc.stdin.write(payload)
    proc.stdin.close()
    return proc


def collect(proc: subprocess.Popen) -> dict[int, str]:
    assert proc.stdout is not None
    out = proc.stdout.read()
    if proc.wait() != 0:
        raise SystemExit("compare_bidding: a bidding process failed (its error is above)")
    return {int(k): v for k, v in json.loads(out).items()}


def both(trees: tuple[Path, Path], system: str, boards: list[int],
         judged: bool) -> tuple[dict[int, str], dict[int, str]]:
    """The auctions of both trees, bid side by side (one process each)."""
    procs = [bid_in(t, system, boards, judged) for t in trees]
    return collect(procs[0]), collect(procs[1])


def _contracts(auctions: dict[int, str]) -> dict[int, object]:
    """Each board's final contract."""
    from bridgelib.auction import Auction, parse_calls

    bench = _bench()
    return {i: Auction(bench.board(i).dealer, parse_calls(a)).contract for i, a in auctions.items()}


def losses(auctions: dict[int, str], tables: dict[int, object]) -> dict[int, int]:
    """Each board's IMPs from par, scored by the benchmark's own ``_losses``."""
    from bridgelib.analysis.dd import par

    bench = _bench()
    nums = list(auctions)
    boards = [bench.board(i) for i in nums]
    found = _contracts(auctions)
    contracts = [found[i] for i in nums]
    pars = [par(tables[i], b.vulnerability, b.dealer) for i, b in zip(nums, boards)]
    return dict(zip(nums, bench._losses(contracts, boards, [tables[i] for i in nums], pars)))


def makes(auctions: dict[int, str], tables: dict[int, object]) -> dict[int, bool | None]:
    """Whether each board's contract makes double dummy (``None``: passed out), judged by
    the benchmark's own ``_makes`` — the "contracts made" share counts these."""
    bench = _bench()
    return {i: bench._makes(c, tables[i]) for i, c in _contracts(auctions).items()}


def made_count(made: dict[int, bool | None], split: int) -> tuple[str, str]:
    """"made/played" on the boards below ``split`` and on the rest (a passed-out board is
    not played), the counts behind the benchmark's "contracts made" share.

    >>> made_count({1: True, 2: False, 3: None, 1500: True}, 1000)
    ('1/2', '1/1')
    """
    def count(keep):
        played = [m for i, m in made.items() if keep(i) and m is not None]
        return f"{sum(played)}/{len(played)}"

    return count(lambda i: i < split), count(lambda i: i >= split)


def _result(made: bool | None) -> str:
    """A board's contract as the "contracts made" share counts it."""
    return "passed out" if made is None else "made" if made else "failed"


def summary(before: dict[int, int], after: dict[int, int], split: int) -> dict:
    """IMPs nearer par (before − after: positive is better) on the boards below ``split``
    and the rest, with the counts of boards better and worse.

    >>> s = summary({1: 5, 2: 0, 1500: 3}, {1: 0, 2: 2, 1500: 3}, 1000)
    >>> s["tuning"], s["held_out"], s["better"], s["worse"]
    (3, 0, 1, 1)
    """
    gain = {i: before[i] - after[i] for i in before}
    return {"boards": len(gain),
            "tuning": sum(g for i, g in gain.items() if i < split),
            "held_out": sum(g for i, g in gain.items() if i >= split),
            "better": sum(g > 0 for g in gain.values()),
            "worse": sum(g < 0 for g in gain.values())}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--base", default="HEAD", help="git revision to compare with (default HEAD)")
    ap.add_argument("--systems", default=",".join(SYSTEMS))
    ap.add_argument("--start", type=int, default=0)
    ap.add_argument("--boards", type=int, default=2000)
    ap.add_argument("--split", type=int, default=1000,
                    help="first held-out board (the rules were tuned on the boards below it)")
    ap.add_argument("--show", action="store_true", help="print every changed board")
    args = ap.parse_args(argv)
    systems = [s.strip() for s in args.systems.split(",") if s.strip()]
    unknown = [s for s in systems if s not in SYSTEMS]
    if unknown:
        raise SystemExit(f"compare_bidding: unknown system {unknown[0]!r} "
                         f"(one of {', '.join(SYSTEMS)})")
    numbers = list(range(args.start, args.start + args.boards))
    from bridgelib.analysis.dd import dd_tables

    with tempfile.TemporaryDirectory(prefix="compare-bidding-") as tmp:
        trees = (unpack(args.base, Path(tmp)), ROOT)
        for system in systems:
            old, new = both(trees, system, numbers, judged=False)
            changed = [i for i in numbers if old[i] != new[i]]
            if not changed:
                print(f"{system}: no rules-only auction changes on boards "
                      f"{numbers[0]}–{numbers[-1]}")
                continue
            old, new = both(trees, system, changed, judged=True)
            tables = dict(zip(changed, dd_tables([_bench().board(i) for i in changed])))
            before, after = losses(old, tables), losses(new, tables)
            s = summary(before, after, args.split)
            mb, ma = makes(old, tables), makes(new, tables)
            made_before, made_after = made_count(mb, args.split), made_count(ma, args.split)
            print(f"{system}: {s['boards']} boards changed of {len(numbers)}; IMPs nearer par "
                  f"{s['tuning']:+d} on the boards below {args.split}, {s['held_out']:+d} on the "
                  f"rest ({s['better']} better, {s['worse']} worse); contracts made on them "
                  f"{made_before[0]} → {made_after[0]}, {made_before[1]} → {made_after[1]}")
            if args.show:
                for i in changed:
                    flip = "" if mb[i] == ma[i] else f" ({_result(mb[i])} → {_result(ma[i])})"
                    print(f"  board {i}: {before[i]:2d} → {after[i]:2d} IMPs from par{flip}\n"
                          f"    base: {old[i]}\n    now:  {new[i]}")
    return 0


if __name__ == "__main__":
    if sys.argv[1:] == ["--worker"]:
        job = json.loads(sys.stdin.read())
        print(json.dumps(_worker(job["system"], job["boards"], job["judged"])))
    else:
        sys.exit(main())
