#!/usr/bin/env python3
"""Store double-dummy results in the lesson deal records (bridgelib/data/deals/*.pbn).

    python tools/store_dd.py            # (re)compute DoubleDummyTricks, OptimumResultTable,
                                        # OptimumScore for every record and rewrite the files
    python tools/store_dd.py --check    # exit 1 if a stored result differs from DDS

Lessons read the stored tables instead of solving live; the slow-marked test
``tests/test_dd.py::test_recompute_every_stored_table`` recomputes them in CI.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bridgelib.analysis import dd  # noqa: E402
from bridgelib.io import pbn  # noqa: E402
from bridgelib.table import Seat, Vulnerability  # noqa: E402

FOLDER = ROOT / "bridgelib" / "data" / "deals"


DD_TAGS = ("DoubleDummyTricks", "OptimumResultTable", "OptimumScore")


def refresh(path: Path) -> list:
    """The file's records with freshly computed DD table and par (other tags kept)."""
    out = []
    for rec in pbn.load(path):
        table = dd.dd_table(rec.deal)
        par = dd.par(table, rec.vulnerability or Vulnerability.NONE, rec.dealer or Seat.NORTH)
        tags = [(t.name, t.value) for t in rec.tags if t.name not in DD_TAGS]
        new = pbn.PbnRecord.build(tags=tags, dd=table, par=par)
        out.append(dataclasses.replace(new, comments=rec.comments, escapes=rec.escapes))
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args(argv)
    bad = 0
    for path in sorted(FOLDER.glob("*.pbn")):
        text = pbn.dumps(refresh(path))
        if path.read_text(encoding="utf-8") != text:
            if args.check:
                print(f"{path.relative_to(ROOT)}: stored results differ from DDS")
                bad += 1
            else:
                path.write_text(text, encoding="utf-8")
                print(f"{path.relative_to(ROOT)}: written")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
