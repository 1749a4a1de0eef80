"""Reading real PBN files: bridgelib.io.pbn against endplay's PBN parser, same run.

Both read the same text already in memory (no disk time).  Ours keeps every tag,
comment, annotation and table row (and checks the deals); ``ratio`` = anchor /
ours: above 1 means we are faster.  Reads the vendored records in ``tests/data/records/pbn``.
Run alone: ``python benchmarks/bench_pbn.py``.
"""

from __future__ import annotations

import io

from _timing import median_time
from pathlib import Path

FILES = ("world-championship-2012.pbn", "realbridge-2021-online-qual.pbn")


def _data() -> Path:
    return Path(__file__).resolve().parents[1] / "tests" / "data" / "records" / "pbn"


def run(repeats: int = 3) -> list[dict]:
    import endplay.parsers.pbn as ep_pbn

    from bridgelib.io import pbn

    rows = []
    for name in FILES:
        text = (_data() / name).read_text(encoding="utf-8")
        n = len(pbn.loads(text))
        ours = median_time(lambda: pbn.loads(text), repeats)
        anchor = median_time(lambda: ep_pbn.load(io.StringIO(text)), repeats)
        rows.append({"name": f"read {name} ({n:,} records)", "ours": ours, "anchor": anchor,
                     "unit": "s", "ratio": anchor / ours,
                     "note": f"anchor: endplay.parsers.pbn.load; median of {repeats}"})
        recs = pbn.loads(text)
        write = median_time(lambda: pbn.dumps(recs), repeats)
        anchor_w = median_time(lambda: ep_pbn.dumps(ep_pbn.load(io.StringIO(text))), 1) - anchor
        rows.append({"name": f"write {name} back", "ours": write, "anchor": max(anchor_w, 1e-9),
                     "unit": "s", "ratio": max(anchor_w, 1e-9) / write,
                     "note": "anchor: endplay.parsers.pbn.dumps of its own reading"})
    return rows


if __name__ == "__main__":
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    for row in run():
        print(f"{row['name']}: ours {row['ours']:.2f} s, endplay {row['anchor']:.2f} s, "
              f"{row['ratio']:.2f}x")
