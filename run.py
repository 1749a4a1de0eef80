#!/usr/bin/env python3
"""Set-up and entry point for Bridge Course.  Needs only Python 3.11+ with pip.

    python3 run.py course   # create/update .venv, then open the course in JupyterLab
    python3 run.py test     # create/update .venv, then run the whole test suite

The virtual environment lives in ``.venv`` (or $BRIDGE_VENV).  ``course`` installs
only what the lessons need (the ``course`` extra); ``test`` adds the developer tools
(the ``dev`` extra: pytest, nbgrader, playwright …).  A stamp in the venv records the
pyproject.toml it was installed from and which extras; the venv is reinstalled only
when pyproject.toml changed or an extra is missing (after ``test``, ``course`` needs
nothing more).  Extra arguments after ``course`` go to ``bridge course``
(e.g. ``--workspace DIR``), after ``test`` to pytest.
"""

from __future__ import annotations

import hashlib
import json
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


COURSE = ("course",)
EVERYTHING = ("course", "dev")


def installed(stamp_text: str, want: str) -> frozenset[str]:
    """The extras a stamp says are installed for pyproject.toml hash ``want`` (none when
    the stamp is for another pyproject.toml or unreadable).  A stamp of an older
    run.py (the bare hash) stands for both extras, which it always installed."""
    text = stamp_text.strip()
    if text == want:
        return frozenset(EVERYTHING)
    try:
        data = json.loads(text)
        if data.get("pyproject") == want:
            return frozenset(str(e) for e in data.get("extras", ()))
    except (ValueError, AttributeError):
        pass
    return frozenset()


def ensure_env(extras: tuple[str, ...]) -> None:
    if sys.version_info < (3, 11):
        sys.exit(f"Bridge Course needs Python 3.11 or newer; this is {sys.version.split()[0]}")
    want = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    have = installed(STAMP.read_text(), want) if PY.exists() and STAMP.exists() else frozenset()
    if set(extras) <= have:
        return
    if not PY.exists():
        say(f"creating the virtual environment {VENV}")
        venv.EnvBuilder(with_pip=True, clear=False).create(VENV)
    what = "the course" if extras == COURSE else "the course and the developer tools"
    say(f"installing {what} (a few minutes the first time)")
    subprocess.check_call([str(PY), "-m", "pip", "install", "--quiet", "--upgrade", "pip"])
    subprocess.check_call([str(PY), "-m", "pip", "install", "--quiet", "-e",
                           f"{ROOT}[{','.join(extras)}]"])
    STAMP.write_text(json.dumps({"pyproject": want, "extras": sorted(extras)}))


def course(args: list[str]) -> int:
    ensure_env(COURSE)
    return subprocess.call([str(PY), "-m", "bridgelib", "course", *args], cwd=ROOT)


def test(args: list[str]) -> int:
    ensure_env(EVERYTHING)
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
