#!/usr/bin/env python3
"""Set-up and entry point for Bridge Course.  Needs only Python 3.11+ with pip.

    python3 run.py course   # create/update .venv, then open the course in JupyterLab
    python3 run.py test     # create/update .venv, then run the whole test suite

The virtual environment lives in ``.venv`` (or $BRIDGE_VENV).  It is reinstalled
only when pyproject.toml changes.  Extra arguments after ``test`` go to pytest.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import tempfile
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = Path(os.environ.get("BRIDGE_VENV", ROOT / ".venv"))
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PY = BIN / ("python.exe" if os.name == "nt" else "python")
STAMP = VENV / ".bridge-course-stamp"


def say(msg: str) -> None:
    print(f"[run.py] {msg}", flush=True)


def ensure_env() -> None:
    if sys.version_info < (3, 11):
        sys.exit(f"Bridge Course needs Python 3.11 or newer; this is {sys.version.split()[0]}")
    want = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    if PY.exists() and STAMP.exists() and STAMP.read_text().strip() == want:
        return
    if not PY.exists():
        say(f"creating the virtual environment {VENV}")
        venv.EnvBuilder(with_pip=True, clear=False).create(VENV)
    say("installing bridge-course with the course and dev extras (a few minutes the first time)")
    subprocess.check_call([str(PY), "-m", "pip", "install", "--quiet", "--upgrade", "pip"])
    subprocess.check_call([str(PY), "-m", "pip", "install", "--quiet", "-e", f"{ROOT}[course,dev]"])
    STAMP.write_text(want)


def course(args: list[str]) -> int:
    ensure_env()
    return subprocess.call([str(PY), "-m", "bridgelib", "course", *args], cwd=ROOT)


def test(args: list[str]) -> int:
    ensure_env()
    env = dict(os.environ)
    env.setdefault("MPLBACKEND", "Agg")
    env.setdefault("PYTHONHASHSEED", "0")
    # Notebooks show the learner's saved quiz progress: test them against an empty folder,
    # as the executor that produced their outputs did.
    env["BRIDGE_PROGRESS_DIR"] = tempfile.mkdtemp(prefix="bridge-progress-")
    # Two workers (the machines here have two cores); a notebook's cells stay on one
    # worker (--dist loadfile), as nbval runs them in order in one kernel.
    workers = os.environ.get("BRIDGE_TEST_WORKERS", "2")
    cmd = [str(PY), "-m", "pytest", "tests", "bridgelib", "course", "solutions",
           "--nbval", "--nbval-sanitize-with", str(ROOT / "tests" / "nbval_sanitize.cfg"),
           "--nbval-current-env", "-n", workers, "--dist", "loadfile", *args]
    say(" ".join(cmd[2:]))
    return subprocess.call(cmd, cwd=ROOT, env=env)


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in ("course", "test"):
        print(__doc__)
        return 2
    return {"course": course, "test": test}[argv[0]](argv[1:])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
