"""A learner's session in a real browser: lesson 02 opened from the workspace in JupyterLab
(set up as ``bridge course`` sets it up), run, its quiz answered, the kernel restarted,
saved and reopened.

- the shipped ``course/`` file stays byte-identical;
- the quiz shows the saved best and last result after the kernel restart;
- the notebook, reopened with a new kernel, shows its widgets (saved widget state), never
  "Error displaying widget";
- the teachers' grading tools (nbgrader) are not in the learner's JupyterLab.

Screenshots of each step go to test-artifacts/.
"""

from __future__ import annotations

import hashlib
import json
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from bridgelib.quiz import generated
from bridgelib.workspace import Workspace

from .conftest import ARTIFACTS, ROOT, TOKEN, Server, free_port, jupyter_env, save_shot

pytestmark = pytest.mark.browser

LESSON = "course/02-hands-and-shapes.ipynb"


def _sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _default_settings() -> str | None:
    from bridgelib.cli.cmd_course import _default_lab_settings

    return _default_lab_settings()


@pytest.fixture(scope="module")
def learner_lab(browser, tmp_path_factory):
    """JupyterLab on a fresh workspace, started with the settings `bridge course` uses."""
    tmp = tmp_path_factory.mktemp("learner")
    ws = Workspace(tmp / "bridge-course", ROOT)
    ws.sync()
    settings = ws.lab_settings(_default_settings())
    port = free_port()
    cmd = [sys.executable, "-m", "jupyterlab", "--no-browser", "--allow-root",
           "--ip=127.0.0.1", f"--port={port}", "--ServerApp.port_retries=0",
           f"--IdentityProvider.token={TOKEN}", f"--ServerApp.root_dir={ws.root}",
           f"--LabApp.app_settings_dir={settings}", "--LabApp.expose_app_in_browser=True"]
    server = Server(cmd, ws.root, jupyter_env(tmp), f"http://127.0.0.1:{port}", tmp / "lab.log")
    try:
        server.wait(f"{server.url}/api/status?token={TOKEN}")
        yield server, ws, tmp / "progress"
    finally:
        server.stop()
        ARTIFACTS.mkdir(exist_ok=True)
        (ARTIFACTS / "workspace-lab.log").write_bytes((tmp / "lab.log").read_bytes())


def _shot(pg, name: str) -> None:
    save_shot(pg, f"workspace-{name}")


def _open(browser, server):
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    pg = context.new_page()
    pg.set_default_timeout(90_000)
    pg.goto(f"{server.url}/lab/tree/{LESSON}?token={TOKEN}")
    pg.wait_for_function("document.body.innerText.includes('(ipykernel) | Idle')")
    return context, pg


def _command(pg, name: str) -> None:
    """Start a JupyterLab command without waiting for it (a dialog may be waiting for us)."""
    pg.evaluate("name => { window.jupyterapp.commands.execute(name); }", name)


def _quiz(pg):
    quiz = pg.locator(".jp-OutputArea-output .quiz").first
    quiz.wait_for()
    quiz.scroll_into_view_if_needed()
    return quiz


def _api(server, path: str, method: str = "GET"):
    req = urllib.request.Request(f"{server.url}{path}?token={TOKEN}", method=method)
    with urllib.request.urlopen(req, timeout=30) as r:
        body = r.read()
    return json.loads(body) if body else None


def test_a_lesson_from_the_workspace_run_saved_and_reopened(browser, learner_lab):
    server, ws, progress = learner_lab
    shipped = ROOT / LESSON
    before = _sha(shipped)
    quiz_plain = generated("shape", n=5, seed=2)  # what the lesson's quiz cell makes

    context, pg = _open(browser, server)
    try:
        assert "Nbgrader" not in pg.inner_text("#jp-menu-panel")  # no teachers' menu
        _command(pg, "notebook:run-all-cells")
        quiz = _quiz(pg)
        # Answer: the first two wrong, the rest right (answers from the engine's classes).
        for i, q in enumerate(quiz_plain.questions):
            k = (q.answer + 1) % len(q.choices) if i < 2 else q.answer
            box = quiz.locator(f".quiz-q-{i + 1}")
            box.locator(f".quiz-choice-{k + 1}").click()
            box.locator(".quiz-correct" if i >= 2 else ".quiz-wrong").wait_for()
        quiz.locator(".quiz-summary", has_text="Finished").wait_for()
        _shot(pg, "1-quiz-answered")
        saved = json.loads((progress / "progress.json").read_text())
        assert saved["lessons"]["02-hands-and-shapes"]["shape"]["best"] == [3, 5]

        # A kernel restart: the quiz cell runs again in a new kernel.
        _command(pg, "notebook:restart-run-all")
        pg.locator(".jp-Dialog .jp-mod-accept").click()
        # The new kernel's quiz: nothing answered yet, and the saved result shown.
        pg.wait_for_function(
            "[...document.querySelectorAll('.jp-OutputArea-output .quiz')].some(q => "
            "q.querySelector('.quiz-summary').innerText.includes('answered 0 of 5') && "
            "(q.querySelector('.quiz-best') || {innerText: ''}).innerText.includes("
            "'Your best so far: 3 / 5'))")
        pg.wait_for_function("document.body.innerText.includes('(ipykernel) | Idle')")
        quiz = _quiz(pg)
        assert "answered 0 of 5" in quiz.locator(".quiz-summary").inner_text()
        assert "last time: 3 / 5 · 1 attempt" in quiz.locator(".quiz-best").inner_text()
        assert quiz.locator(".quiz-retry").inner_text().strip() == "Try the 2 missed questions again"
        _shot(pg, "2-after-kernel-restart")

        mine = ws.root / LESSON
        stamp = mine.stat().st_mtime
        _command(pg, "docmanager:save")
        deadline = time.monotonic() + 30
        while mine.stat().st_mtime == stamp and time.monotonic() < deadline:
            time.sleep(0.2)
        saved_nb = json.loads(mine.read_text(encoding="utf-8"))
        assert "application/vnd.jupyter.widget-state+json" in saved_nb["metadata"]["widgets"]
        assert _sha(shipped) == before  # the shipped lesson is untouched
    finally:
        context.close()

    kernels = [k["id"] for k in _api(server, "/api/kernels")]
    for kernel in kernels:  # the kernel that made the widgets is gone
        _api(server, f"/api/kernels/{kernel}", "DELETE")

    context, pg = _open(browser, server)  # reopened: a new kernel, nothing run
    try:
        assert not set(k["id"] for k in _api(server, "/api/kernels")) & set(kernels)
        quiz = _quiz(pg)
        quiz.locator(".quiz-title").wait_for()
        pg.wait_for_timeout(1500)  # give a missing model the time to show its error
        _shot(pg, "3-reopened")
        text = pg.inner_text(".jp-NotebookPanel")
        assert "Error displaying widget" not in text
        assert "model not found" not in text
        assert "What shape class?" in quiz.inner_text()
        assert _sha(shipped) == before
    finally:
        context.close()
