#!/usr/bin/env python3
"""Generate exercises/ from solutions/ with nbgrader's preprocessors, standalone.

    python tools/make_exercises.py           # (re)write exercises/*.ipynb
    python tools/make_exercises.py --check   # exit 1 if exercises/ is out of date

For every ``solutions/NAME.ipynb`` this runs the preprocessors of ``nbgrader
generate_assignment``, configured as :data:`NBGRADER_CONFIG` (which a course's
``nbgrader_config.py`` must repeat so that nbgrader makes the same student version):

- locked and graded cells become read-only (``LockCells``);
- code between ``### BEGIN SOLUTION`` and ``### END SOLUTION`` is removed (the code
  stub is empty): the line above it, ``answer_1 = ...  # your answer in place of ...``,
  is what the learner sees and fills in;
- ``### BEGIN HIDDEN TESTS`` blocks are removed: a check cell shows only its sealed
  check (right or wrong, never the answer); nbgrader puts the hidden engine check back
  when it grades;
- outputs and execution counts are cleared.

The nbgrader cell metadata (grade ids, points, locks; made by ``build_course.py``)
stays, so the exercises can be graded.  No nbgrader course database is used.
Exercise notebooks are never edited by hand.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOLUTIONS = ROOT / "solutions"
EXERCISES = ROOT / "exercises"
BANNER_ID = "generated-from-solutions"
#: nbgrader settings the exercises are made with (put the same in nbgrader_config.py).
NBGRADER_CONFIG = {"ClearSolutions": {"code_stub": {"python": ""}}}


def nbgrader_config():
    """:data:`NBGRADER_CONFIG` as a traitlets ``Config``."""
    from traitlets.config import Config

    return Config(NBGRADER_CONFIG)


def exercise(solution):
    """The exercise notebook (a new node) made from a solution notebook node."""
    import copy

    from nbconvert.exporters.exporter import ResourcesDict
    from nbformat.v4 import new_markdown_cell
    from nbgrader.preprocessors import (ClearHiddenTests, ClearOutput, ClearSolutions,
                                        LockCells)

    nb = copy.deepcopy(solution)
    resources = ResourcesDict()
    config = nbgrader_config()
    for pre in (LockCells(config=config), ClearSolutions(config=config),
                ClearOutput(config=config), ClearHiddenTests(config=config)):
        nb, resources = pre.preprocess(nb, resources)
    for cell in nb.cells:
        if cell.cell_type == "code":
            cell.execution_count = None
            cell.outputs = []
        cell.metadata.pop("execution", None)
    nb.metadata.pop("widgets", None)
    nb.metadata.pop("language_info", None)
    banner = new_markdown_cell(
        "*For teachers: this exercise notebook is generated from `solutions/` by "
        "`tools/make_exercises.py`; to change the exercises, edit their source in "
        "`tools/lessons/solutions/` and rebuild.*")
    banner.id = BANNER_ID
    nb.cells.append(banner)
    return nb


def expected() -> dict[Path, str]:
    """Every exercise file's text as the solutions say it should be."""
    import nbformat

    out = {}
    for path in sorted(SOLUTIONS.glob("*.ipynb")):
        nb = exercise(nbformat.read(path, as_version=4))
        out[EXERCISES / path.name] = nbformat.writes(nb) + "\n"
    return out


def differences() -> list[Path]:
    """Exercise files that are missing, different, or without a solution."""
    want = expected()
    bad = [p for p, text in want.items()
           if not p.exists() or p.read_text(encoding="utf-8") != text]
    bad += [p for p in sorted(EXERCISES.glob("*.ipynb")) if p not in want]
    return bad


def run(check: bool = False, quiet: bool = False) -> list[Path]:
    want = expected()
    bad = differences()
    if not check:
        EXERCISES.mkdir(exist_ok=True)
        for p in bad:
            if p in want:
                p.write_text(want[p], encoding="utf-8")
                if not quiet:
                    print(f"wrote {p.relative_to(ROOT)}")
            else:
                p.unlink()
                if not quiet:
                    print(f"removed {p.relative_to(ROOT)} (no solution notebook)")
    return bad


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 if exercises/ is out of date")
    args = parser.parse_args(argv)
    bad = run(check=args.check)
    if args.check and bad:
        for p in bad:
            print(f"out of date: {p.relative_to(ROOT)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
