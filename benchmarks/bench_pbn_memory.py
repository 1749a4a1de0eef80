"""Peak memory reading a large PBN file: ``pbn.iter_file`` against endplay's PBN reader.

Generates 100,000 boards of PBN (the 15 mandatory tags, an auction and a note each,
random deals from a fixed seed) into a temporary file, then reads the file in a
fresh Python process per reader and reports each process's peak resident memory
(``ru_maxrss``), measured in the same run:

- ``bridgelib.io.pbn.iter_file`` — the streaming reader, one game at a time;
- ``bridgelib.io.pbn.load`` — the whole file into a list of records;
- the anchor, ``endplay.parsers.pbn.load`` — endplay's reader, which returns a list.

``ratio`` = anchor / ours: how many times less memory ours needs.  A Python process
that imports the reader and reads nothing is measured too (the floor).  Run alone:
``python benchmarks/bench_pbn_memory.py [boards]``.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BOARDS = 100_000

_READERS = {
    "floor": "import bridgelib.io.pbn\ncount = 0",
    "iter_file": "from bridgelib.io import pbn\ncount = sum(1 for _ in pbn.iter_file(PATH))",
    "load": "from bridgelib.io import pbn\ncount = len(pbn.load(PATH))",
    "endplay": "import endplay.parsers.pbn as ep\nwith open(PATH, encoding='utf-8') as f:\n"
               "    count = len(ep.load(f))",
}

_CHILD = """
import resource, sys, time, json
PATH = sys.argv[1]
t = time.perf_counter()
{code}
secs = time.perf_counter() - t
print(json.dumps({{"count": count, "maxrss_kb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss,
                  "seconds": secs}}))
"""


def write_boards(path: Path, n: int, seed: int = 12) -> None:
    """``n`` boards of PBN: mandatory tags, a random deal, an auction with a note."""
    rnd = random.Random(seed)
    cards = [s + r for s in "SHDC" for r in "AKQJT98765432"]
    seats = "NESW"
    vul = ("None", "NS", "EW", "All", "NS", "EW", "All", "None", "EW", "All", "None", "NS",
           "All", "None", "NS", "EW")
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write("% PBN 2.1\n% EXPORT\n")
        for b in range(1, n + 1):
            rnd.shuffle(cards)
            hands = []
            for h in range(4):
                mine = cards[13 * h:13 * h + 13]
                hands.append(".".join("".join(c[1] for c in sorted(
                    (c for c in mine if c[0] == s), key=lambda c: "AKQJT98765432".index(c[1])))
                    for s in "SHDC"))
            dealer = seats[(b - 1) % 4]
            f.write(f'[Event "Memory benchmark"]\n[Site "Sofia"]\n[Date "2026.12.01"]\n'
                    f'[Board "{b}"]\n[West "W{b}"]\n[North "N{b}"]\n[East "E{b}"]\n[South "S{b}"]\n'
                    f'[Dealer "{dealer}"]\n[Vulnerable "{vul[(b - 1) % 16]}"]\n'
                    f'[Deal "N:{" ".join(hands)}"]\n[Scoring "IMP"]\n[Declarer "{dealer}"]\n'
                    f'[Contract "3NT"]\n[Result "{rnd.randint(6, 11)}"]\n[Auction "{dealer}"]\n'
                    f'1NT =1= Pass 3NT AP\n[Note "1:15-17"]\n\n')


def measure(reader: str, path: Path) -> dict:
    """Run one reader on the file in a fresh interpreter; its count, peak RSS and time."""
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    done = subprocess.run([sys.executable, "-c", _CHILD.format(code=_READERS[reader]), str(path)],
                          capture_output=True, text=True, env=env, timeout=3600)
    if done.returncode != 0:
        raise RuntimeError(f"{reader} failed: {done.stderr.strip()[-500:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def run(boards: int = BOARDS) -> list[dict]:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "boards.pbn"
        write_boards(path, boards)
        size_mb = path.stat().st_size / 2**20
        got = {r: measure(r, path) for r in _READERS}
    for r in ("iter_file", "load", "endplay"):
        if got[r]["count"] != boards:
            raise RuntimeError(f"{r} read {got[r]['count']} boards of {boards}")
    mb = {r: got[r]["maxrss_kb"] / 1024 for r in got}
    common = (f"{boards:,} boards, {size_mb:.0f} MB file; peak RSS of a fresh process per reader "
              f"(a process that only imports: {mb['floor']:.0f} MB)")
    return [
        {"name": f"peak memory reading {boards:,} boards: pbn.iter_file vs endplay",
         "ours": mb["iter_file"], "anchor": mb["endplay"], "unit": "MB",
         "ratio": mb["endplay"] / mb["iter_file"], "target": ">= 1",
         "note": common + f"; goal: iter_file under 200 MB (got {mb['iter_file']:.0f} MB); "
                          f"ratio = endplay / ours"},
        {"name": f"peak memory reading {boards:,} boards: pbn.load (all in a list) vs endplay",
         "ours": mb["load"], "anchor": mb["endplay"], "unit": "MB",
         "ratio": mb["endplay"] / mb["load"],
         "note": "load keeps every tag, comment and annotation of every record; ratio = endplay / ours"},
        {"name": f"time reading {boards:,} boards: pbn.iter_file vs endplay",
         "ours": got["iter_file"]["seconds"], "anchor": got["endplay"]["seconds"], "unit": "s",
         "ratio": got["endplay"]["seconds"] / got["iter_file"]["seconds"],
         "note": "same processes as the memory rows; above 1 means ours is faster"},
    ]


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else BOARDS
    for row in run(n):
        print(f"{row['name']}: ours {row['ours']:.1f} {row['unit']}, endplay {row['anchor']:.1f} "
              f"{row['unit']}, ratio {row['ratio']:.2f}")
