"""Run every benchmark module and print one table of ratios: ``python benchmarks/run.py``.

Each ``benchmarks/bench_*.py`` module defines ``run() -> list[dict]``, one dict per
row, measured in the same run as its anchor:

``name``    what is measured (str, required)
``ours``    our number (float, required)
``anchor``  the same quantity for the anchor: another library, or a plain baseline
            measured in the same run on the same inputs (float, required)
``ratio``   the comparison the row stands for (float, required).  For speed rows it is
            the speed-up, so that above 1 means we are faster: ``anchor / ours`` for
            times, ``ours / anchor`` for rates; other rows say in ``note`` what it is
``unit``    unit of ``ours``/``anchor``: ``s`` (seconds), ``deals/s``, ``share``… (optional)
``target``  optional goal for ``ratio``: ``">= 50"``, ``"<= 1.05"``; the table marks
            each row ``ok`` or ``MISS``
``note``    optional free text (str)

Usage::

    python benchmarks/run.py                 # every module
    python benchmarks/run.py dealing dd      # only bench_dealing.py and bench_dd.py
    python benchmarks/run.py --json out.json # also write the rows as JSON
    python benchmarks/run.py --strict        # exit 1 when a row misses its target

A module that fails is reported in the table (and makes the exit status 1); the
others still run.  Nothing here asserts times: the numbers are for people to read.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import operator
import re
import sys
import time
import traceback
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent

_OPS = {">=": operator.ge, "<=": operator.le, ">": operator.gt, "<": operator.lt,
        "==": operator.eq}


def discover(names: list[str] | None = None) -> list[Path]:
    """The ``bench_*.py`` files, sorted; ``names`` picks some (``dd`` → ``bench_dd.py``)."""
    files = sorted(HERE.glob("bench_*.py"))
    if names:
        wanted = {n.removeprefix("bench_").removesuffix(".py") for n in names}
        unknown = wanted - {f.stem.removeprefix("bench_") for f in files}
        if unknown:
            raise SystemExit(f"no such benchmark: {', '.join(sorted(unknown))} "
                             f"(have: {', '.join(f.stem for f in files)})")
        files = [f for f in files if f.stem.removeprefix("bench_") in wanted]
    return files


def load(path: Path):
    spec = importlib.util.spec_from_file_location(f"benchmarks.{path.stem}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


def check_target(row: dict) -> str:
    """``ok``/``MISS`` for a row with a ``target``, else ``""``."""
    target = row.get("target")
    if not target:
        return ""
    m = re.fullmatch(r"\s*(>=|<=|==|>|<)\s*([0-9.eE+-]+)\s*", str(target))
    if not m:
        return "target?"
    return "ok" if _OPS[m.group(1)](float(row["ratio"]), float(m.group(2))) else "MISS"


def fmt(value, unit: str | None) -> str:
    if not isinstance(value, (int, float)):
        return str(value)
    if unit == "s":
        if value < 1e-3:
            return f"{value * 1e6:.1f} µs"
        if value < 1:
            return f"{value * 1e3:.1f} ms"
        return f"{value:.2f} s"
    if unit == "share":
        return f"{100 * value:.1f}%"
    if abs(value) >= 1000:
        return f"{value:,.0f}" + (f" {unit}" if unit else "")
    return f"{value:.3g}" + (f" {unit}" if unit else "")


def validate(row: dict, module: str) -> dict:
    missing = [k for k in ("name", "ours", "anchor", "ratio") if k not in row]
    if missing:
        raise ValueError(f"{module}: a row lacks {', '.join(missing)}: {row!r}")
    return {"module": module, **row}


def table(rows: list[dict]) -> str:
    head = ("benchmark", "row", "ours", "anchor", "ratio", "target", "")
    body = []
    for r in rows:
        if "error" in r:
            body.append((r["module"], "FAILED: " + r["error"], "", "", "", "", ""))
            continue
        ratio = r["ratio"]
        body.append((r["module"], r["name"], fmt(r["ours"], r.get("unit")),
                     fmt(r["anchor"], r.get("unit")),
                     f"{ratio:,.2f}x" if isinstance(ratio, (int, float)) else str(ratio),
                     str(r.get("target", "")), check_target(r)))
    widths = [max(len(str(x[i])) for x in [head] + body) for i in range(len(head))]
    widths[1] = min(widths[1], 72)

    def line(cells):
        out = []
        for i, (c, w) in enumerate(zip(cells, widths)):
            c = str(c)
            if i == 1 and len(c) > w:
                c = c[: w - 1] + "…"
            out.append(c.rjust(w) if i in (2, 3, 4) else c.ljust(w))
        return "  ".join(out).rstrip()

    lines = [line(head), "  ".join("-" * w for w in widths)]
    lines += [line(b) for b in body]
    notes = [f"  [{r['module']}] {r['name']}: {r['note']}" for r in rows if r.get("note")]
    if notes:
        lines += ["", "notes:"] + notes
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("names", nargs="*", help="benchmarks to run (default: all)")
    parser.add_argument("--json", metavar="PATH", help="also write the rows to this JSON file")
    parser.add_argument("--strict", action="store_true", help="exit 1 if a row misses its target")
    args = parser.parse_args(argv)
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))  # measure the checkout, not an installed copy
    rows: list[dict] = []
    failed = False
    for path in discover(args.names):
        t0 = time.perf_counter()
        print(f"running {path.name} …", file=sys.stderr, flush=True)
        try:
            got = load(path).run()
            rows.extend(validate(r, path.stem) for r in got)
        except Exception as exc:  # a broken benchmark must not hide the others
            failed = True
            traceback.print_exc(file=sys.stderr)
            rows.append({"module": path.stem, "error": f"{type(exc).__name__}: {exc}"})
        print(f"  {path.name}: {time.perf_counter() - t0:.1f} s", file=sys.stderr, flush=True)
    print(table(rows))
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=2, default=str) + "\n")
    missed = any(check_target(r) == "MISS" for r in rows if "error" not in r)
    return 1 if failed or (args.strict and missed) else 0


if __name__ == "__main__":
    sys.exit(main())
