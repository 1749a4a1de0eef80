"""App mode: `bridge course --app` starts Voilà on the course, and its kernels show a
refusal as the rule's message instead of a traceback."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_course_app_dry_run_starts_voila_on_the_course():
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-m", "bridgelib", "course", "--app", "--dry-run"],
                         capture_output=True, text=True, env=env, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    assert "-m voila" in out.stdout and str(ROOT / "course") in out.stdout


def test_a_refusal_shows_the_rules_message_and_no_traceback():
    pytest.importorskip("IPython")
    from IPython.core.interactiveshell import InteractiveShell

    from bridgelib.widgets.app import ipython_config

    shell = InteractiveShell.instance()
    shown: list[dict] = []
    tracebacks: list[object] = []
    shell.display_pub.publish = lambda data, metadata=None, **kw: shown.append(data)
    shell._showtraceback = lambda *a, **kw: tracebacks.append(a)
    assert "bridgelib.widgets.app" in ipython_config()
    shell.extension_manager.load_extension("bridgelib.widgets.app")
    try:
        res = shell.run_cell("from bridgelib import Auction\nAuction('N', '1S P 1H'.split())")
        assert type(res.error_in_exec).__name__ == "IllegalCall"
        assert tracebacks == []
        [html] = [d["text/html"] for d in shown if "text/html" in d]
        assert "Refused by the rules:" in html and "Law 27" in html and "insufficient" in html
        # any other error is reported as usual
        res = shell.run_cell("1 / 0")
        assert isinstance(res.error_in_exec, ZeroDivisionError) and tracebacks
    finally:
        shell.extension_manager.unload_extension("bridgelib.widgets.app")
        del shell.display_pub.publish, shell._showtraceback
