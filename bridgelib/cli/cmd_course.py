"""``bridge course``: open JupyterLab at the course index."""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

from . import port_number


def find_course_dir(start: Path | None = None) -> Path | None:
    """The ``course/`` folder of a checkout: next to the package, or above the cwd."""
    here = Path(__file__).resolve().parents[2]
    for base in [here, *(start or Path.cwd()).resolve().parents, (start or Path.cwd()).resolve()]:
        if (base / "course" / "00-index.ipynb").exists():
            return base / "course"
    return None


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("course", help="open the course in JupyterLab",
                       description="Start JupyterLab at the course index notebook.")
    p.add_argument("--port", type=port_number, default=None,
                   help="port for JupyterLab (1-65535)")
    p.add_argument("--no-browser", action="store_true", help="do not open a browser window")
    p.add_argument("--dry-run", action="store_true", help="print the command instead of running it")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    course = find_course_dir()
    if course is None:
        print("bridge course: no course/00-index.ipynb found next to bridgelib or above "
              "this folder; run it from a Bridge Course checkout", file=sys.stderr)
        return 2
    cmd = [sys.executable, "-m", "jupyterlab", f"--ServerApp.root_dir={course.parent}",
           f"--LabApp.default_url=/lab/tree/course/00-index.ipynb"]
    if args.port is not None:
        cmd.append(f"--port={args.port}")
    if args.no_browser:
        cmd.append("--no-browser")
    if os.geteuid() == 0 if hasattr(os, "geteuid") else False:
        cmd.append("--allow-root")
    if args.dry_run:
        print(" ".join(cmd))
        return 0
    if shutil.which("jupyter") is None and not _has_module("jupyterlab"):
        print("bridge course: JupyterLab is not installed; install the course extra: "
              "pip install 'bridge-course[course]'", file=sys.stderr)
        return 2
    return subprocess.call(cmd, cwd=course.parent)


def _has_module(name: str) -> bool:
    import importlib.util

    return importlib.util.find_spec(name) is not None
