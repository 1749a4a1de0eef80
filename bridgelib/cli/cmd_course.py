"""``bridge course``: open JupyterLab at the course index, in the learner's workspace.

The shipped ``course/`` and ``exercises/`` are never written to: JupyterLab opens the
learner's copies in a workspace folder (:mod:`bridgelib.workspace`).
"""

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
    p.add_argument("--app", action="store_true",
                   help="open the course as an app in Voilà: a lesson menu, no code")
    p.add_argument("--workspace", metavar="DIR", default=None,
                   help="folder for your own copies of the lessons and exercises "
                        "(default: $BRIDGE_WORKSPACE or ~/bridge-course)")
    p.add_argument("--reset", metavar="LESSON", default=None,
                   help="put the course's version of one notebook back in your workspace "
                        "(e.g. 02, or exercises/02; your copy goes to backups/) and stop")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    course = find_course_dir()
    if course is None:
        print("bridge course: no course/00-index.ipynb found next to bridgelib or above "
              "this folder; run it from a Bridge Course checkout", file=sys.stderr)
        return 2
    if args.app:
        return _run_app(course, args)
    from ..workspace import Workspace, WorkspaceError, default_workspace

    try:
        ws = Workspace(args.workspace or default_workspace(), course.parent)
    except WorkspaceError as exc:
        print(f"bridge course: {exc}", file=sys.stderr)
        return 2
    try:
        if args.reset:
            name = ws.resolve(args.reset)  # an unknown name changes nothing
            for change in [*ws.sync(), ws.reset(name)]:
                print(f"bridge course: {change}")
            return 0
        if not args.dry_run:
            _report(ws, ws.sync())
            settings = ws.lab_settings(_default_lab_settings())
    except WorkspaceError as exc:
        print(f"bridge course: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:
        print(f"bridge course: cannot use the workspace {ws.root}: {exc.strerror or exc}",
              file=sys.stderr)
        return 1
    cmd = [sys.executable, "-m", "jupyterlab", f"--ServerApp.root_dir={ws.root}",
           f"--LabApp.default_url=/lab/tree/course/00-index.ipynb"]
    if not args.dry_run:
        cmd.append(f"--LabApp.app_settings_dir={settings}")
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
    return subprocess.call(cmd, cwd=ws.root)


def _report(ws, changes: list) -> None:
    """Say what the workspace update did: one line for new notebooks, one per other change."""
    added = [c.path for c in changes if c.kind == "added"]
    if len(added) > 3:
        lessons = sum(p.startswith("course/") for p in added)
        print(f"bridge course: copied {lessons} lessons and {len(added) - lessons} exercise "
              f"notebooks into your workspace {ws.root} (the course's own files are never "
              "changed)")
        changes = [c for c in changes if c.kind != "added"]
    for change in changes:
        print(f"bridge course: {change}")


def _default_lab_settings() -> str | None:
    """JupyterLab's own application settings folder (its overrides are kept)."""
    try:
        from jupyterlab.commands import get_app_dir
    except ImportError:
        return None
    return str(Path(get_app_dir()) / "settings")


def _has_module(name: str) -> bool:
    import importlib.util

    return importlib.util.find_spec(name) is not None


def _run_app(course: Path, args: argparse.Namespace) -> int:
    """Voilà on the course folder: its page lists the lessons; each opens as an app.
    The kernels load :mod:`bridgelib.widgets.app` (refusals shown as the rule's message)."""
    import tempfile

    cmd = [sys.executable, "-m", "voila", str(course), "--Voila.ip=127.0.0.1"]
    if args.port is not None:
        cmd.append(f"--port={args.port}")
    if args.no_browser:
        cmd.append("--no-browser")
    if args.dry_run:
        print(" ".join(cmd))
        return 0
    if not _has_module("voila"):
        print("bridge course: Voilà is not installed; install it: pip install voila", file=sys.stderr)
        return 2
    from ..widgets.app import ipython_config

    with tempfile.TemporaryDirectory(prefix="bridge-app-") as home:
        profile = Path(home) / "profile_default"
        profile.mkdir(parents=True)
        (profile / "ipython_config.py").write_text(ipython_config(), encoding="utf-8")
        env = dict(os.environ, IPYTHONDIR=home, BRIDGE_APP="1")
        return subprocess.call(cmd, cwd=course.parent, env=env)
