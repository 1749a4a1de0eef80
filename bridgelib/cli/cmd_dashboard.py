"""``bridge dashboard``: the class at a glance, from a folder of learners' progress files.

    bridge dashboard /srv/bridge-course/progress
    bridge dashboard CLASS --csv export/      # also results.csv and questions.csv

The folder holds one subfolder per learner with their ``progress.json`` (the club
server's layout; see :mod:`bridgelib.dashboard`).  Prints who finished which lesson
and the hardest questions; unreadable files are listed, never fatal.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from . import positive_int


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "dashboard", help="the class at a glance: lessons finished, hardest quiz questions",
        description="Read a folder of learners' progress files (one subfolder per learner, "
                    "each with its progress.json) and print who finished which lesson and the "
                    "quiz questions the class misses most.")
    p.add_argument("folder", type=Path, metavar="FOLDER",
                   help="the class folder, e.g. /srv/bridge-course/progress on the club server")
    p.add_argument("--csv", type=Path, metavar="DIR", default=None,
                   help="also write results.csv and questions.csv into DIR")
    p.add_argument("--top", type=positive_int("--top count", 1000), default=10,
                   help="how many of the hardest questions to list (default 10)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from ..dashboard import ClassReport
    from ..render.dashboard import dashboard_text

    report = ClassReport.read(args.folder)
    print(dashboard_text(report, args.top))
    if args.csv is not None:
        for path in report.write_csv(args.csv):
            print(f"wrote {path}")
    return 0
