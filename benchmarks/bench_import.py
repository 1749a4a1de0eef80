"""Time of ``import bridgelib`` next to ``import endplay``, each in a fresh interpreter.

Row format (shared by every benchmarks/bench_*.py): a dict with ``name``, ``ours``,
``anchor``, ``unit``, ``ratio`` (anchor / ours: above 1 means we are faster) and ``note``.
Run alone: ``python benchmarks/bench_import.py``.
"""

from __future__ import annotations

import statistics
import subprocess
import sys

HEAVY = ("ipywidgets", "matplotlib", "pandas", "endplay", "numpy")


def _import_time(module: str, repeats: int = 7) -> float:
    code = ("import time; t = time.perf_counter(); import {m}; "
            "print(time.perf_counter() - t)").format(m=module)
    times = []
    for _ in range(repeats):
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
        times.append(float(out.stdout))
    return statistics.median(times)


def _heavy_after_import() -> list[str]:
    code = f"import sys, bridgelib; print(','.join(m for m in {HEAVY!r} if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return [m for m in out.stdout.strip().split(",") if m]


def run() -> list[dict]:
    ours = _import_time("bridgelib")
    anchor = _import_time("endplay")
    heavy = _heavy_after_import()
    return [{
        "name": "import bridgelib vs import endplay (median of 7, fresh interpreters)",
        "ours": ours, "anchor": anchor, "unit": "s", "ratio": anchor / ours,
        "note": "heavy modules pulled in: " + (", ".join(heavy) if heavy else "none"),
    }]


if __name__ == "__main__":
    for row in run():
        print(f"{row['name']}: bridgelib {row['ours'] * 1000:.1f} ms, endplay "
              f"{row['anchor'] * 1000:.1f} ms, ratio {row['ratio']:.1f}x; {row['note']}")
