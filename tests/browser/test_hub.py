"""The club server end to end: a real JupyterHub (deploy/jupyterhub/jupyterhub_config.py, with
configurable-http-proxy) on a free loopback port, two learners and the teacher in chromium.

- each learner logs in, gets their own server and their own copy of the course, opens
  lesson 02 there, runs it and answers its quiz (alice all right, bob the first two wrong);
- each learner's progress file holds only their own result, and each sees only their own
  "best so far"; alice cannot open bob's server;
- the teacher's dashboard (Voilà page of dashboard.ipynb) shows both learners: lesson 02
  finished by 2 of 2, bob's two missed questions at 50 %.

The hub runs with shared-password accounts (no system users needed).  Skipped when
jupyterhub or configurable-http-proxy is missing, except under BRIDGE_REQUIRE_BROWSER=1.
Screenshots of each step go to test-artifacts/hub-*.png.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import shutil
import sys
from pathlib import Path
from urllib.parse import quote

import pytest

from bridgelib.quiz import generated

from .conftest import ARTIFACTS, ROOT, Server, _missing, free_port, save_shot

pytestmark = pytest.mark.browser

LESSON = "course/02-hands-and-shapes.ipynb"
PASSWORD = "club-password-for-the-test"
TEACHER_PASSWORD = "teacher-password-for-the-test-0123456789"
#: the lesson is the current document and its kernel is idle
READY = ("(() => { const w = window.jupyterapp && window.jupyterapp.shell.currentWidget; "
         "const k = w && w.sessionContext && w.sessionContext.session && "
         "w.sessionContext.session.kernel; return !!(k && k.status === 'idle' && "
         "w.context.path.endsWith('02-hands-and-shapes.ipynb')); })()")


def _proxy() -> str | None:
    found = shutil.which("configurable-http-proxy")
    if found:
        return found
    local = Path(sys.executable).with_name("configurable-http-proxy")
    return str(local) if local.exists() else None


@pytest.fixture(scope="module")
def hub(browser, tmp_path_factory):
    if importlib.util.find_spec("jupyterhub") is None:
        _missing("jupyterhub is not installed (it is in the dev extra: pip install -e '.[dev]')")
    if _proxy() is None:
        _missing("configurable-http-proxy is not on PATH (npm install -g configurable-http-proxy)")
    tmp = tmp_path_factory.mktemp("hub")
    klass = tmp / "class"
    klass.mkdir()
    (klass / "learners.txt").write_text("# the class\nalice\nbob\n", encoding="utf-8")
    port, hub_port, api_port = free_port(), free_port(), free_port()
    env = dict(os.environ)
    env.update({"BRIDGE_CLASS_DIR": str(klass), "BRIDGE_HUB_ACCOUNTS": "shared-password",
                "BRIDGE_HUB_PASSWORD": PASSWORD, "BRIDGE_TEACHER_PASSWORD": TEACHER_PASSWORD,
                "BRIDGE_TEACHER": "teacher", "PYTHONHASHSEED": "0",
                "PATH": os.pathsep.join([str(Path(sys.executable).parent), env.get("PATH", "")]),
                "PYTHONPATH": str(ROOT)})
    for var in ("BRIDGE_PROGRESS_DIR", "BRIDGE_WORKSPACE", "BRIDGE_CLASS_PROGRESS", "JUPYTER_PATH",
                "JUPYTER_CONFIG_DIR", "JUPYTER_DATA_DIR", "JUPYTER_RUNTIME_DIR"):
        env.pop(var, None)
    hub_bin = Path(sys.executable).with_name("jupyterhub")
    cmd = [str(hub_bin) if hub_bin.exists() else "jupyterhub",
           "-f", str(ROOT / "deploy" / "jupyterhub" / "jupyterhub_config.py"),
           f"--JupyterHub.bind_url=http://127.0.0.1:{port}/",
           f"--JupyterHub.hub_port={hub_port}",
           f"--ConfigurableHTTPProxy.api_url=http://127.0.0.1:{api_port}",
           "--Spawner.args=--LabApp.expose_app_in_browser=True"]
    server = Server(cmd, tmp, env, f"http://127.0.0.1:{port}", tmp / "hub.log")
    try:
        server.wait(f"{server.url}/hub/api/", timeout=90)
        yield server, klass
    finally:
        server.stop()
        ARTIFACTS.mkdir(exist_ok=True)
        (ARTIFACTS / "hub.log").write_bytes((tmp / "hub.log").read_bytes())


def _shot(pg, name: str) -> None:
    save_shot(pg, f"hub-{name}")


def _login(browser, url: str, name: str, password: str, then: str):
    """A new browser (own cookies) on the hub's login page, going on to ``then`` (a path
    in the person's server, which the login starts); the form sent, not waited for."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    pg = context.new_page()
    pg.set_default_timeout(120_000)
    spawn = f"/hub/spawn?next={quote(f'/user/{name}/{then}', safe='/')}"
    pg.goto(f"{url}/hub/login?next={quote(spawn, safe='')}")
    pg.fill("#username_input", name)
    pg.fill("#password_input", password)
    pg.click("#login_submit")
    return context, pg


def _command(pg, name: str) -> None:
    pg.evaluate("name => { window.jupyterapp.commands.execute(name); }", name)


def _run_lesson(pg, name: str) -> None:
    """Once lesson 02 (opened in the learner's own workspace) has its kernel: Run All."""
    pg.wait_for_url(f"**/user/{name}/lab/**")
    pg.wait_for_function(READY)
    _command(pg, "notebook:run-all-cells")


def _answer_quiz(pg, name: str, wrong: int) -> None:
    """Answer the lesson's quiz: the first ``wrong`` questions wrong, the rest right
    (answers from the engine's classes)."""
    quiz = pg.locator(".jp-OutputArea-output .quiz").first
    quiz.wait_for()
    quiz.scroll_into_view_if_needed()
    plain = generated("shape", n=5, seed=2)  # what the lesson's quiz cell makes
    for i, q in enumerate(plain.questions):
        k = (q.answer + 1) % len(q.choices) if i < wrong else q.answer
        box = quiz.locator(f".quiz-q-{i + 1}")
        box.locator(f".quiz-choice-{k + 1}").click()
        box.locator(".quiz-wrong" if i < wrong else ".quiz-correct").wait_for()
    quiz.locator(".quiz-summary", has_text="Finished").wait_for()
    quiz.locator(".quiz-best").wait_for()
    _shot(pg, f"{name}-quiz")


def _sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_two_learners_and_the_teacher(browser, hub):
    server, klass = hub
    url = server.url
    shipped = _sha(ROOT / LESSON)
    # All three log in at once: their servers start side by side.
    lesson = f"lab/tree/{LESSON}?reset"  # the lesson alone, no other notebook open
    alice = _login(browser, url, "alice", PASSWORD, lesson)
    bob = _login(browser, url, "bob", PASSWORD, lesson)
    teacher = _login(browser, url, "teacher", TEACHER_PASSWORD, "api/status")
    try:
        _run_lesson(alice[1], "alice")  # both kernels run the lesson side by side
        assert "Nbgrader" not in alice[1].inner_text("#jp-menu-panel")  # no teachers' tools
        _run_lesson(bob[1], "bob")
        _answer_quiz(alice[1], "alice", wrong=0)
        _answer_quiz(bob[1], "bob", wrong=2)

        # Each progress file holds its owner's result only.
        mine = {who: json.loads((klass / "progress" / who / "progress.json").read_text())
                for who in ("alice", "bob")}
        assert mine["alice"]["lessons"] == {"02-hands-and-shapes": {"shape": {
            "attempts": 1, "best": [5, 5], "last": [5, 5], "missed": []}}}
        assert mine["bob"]["lessons"] == {"02-hands-and-shapes": {"shape": {
            "attempts": 1, "best": [3, 5], "last": [3, 5], "missed": [0, 1]}}}
        assert "Your best so far: 5 / 5" in alice[1].locator(".quiz-best").first.inner_text()
        assert "Your best so far: 3 / 5" in bob[1].locator(".quiz-best").first.inner_text()
        # Their own copies of the course; the checkout is untouched.
        for who in ("alice", "bob"):
            assert (klass / "homes" / who / "bridge-course" / LESSON).is_file()
        assert _sha(ROOT / LESSON) == shipped

        # Alice cannot open Bob's server.
        response = alice[1].goto(f"{url}/user/bob/lab/tree/{LESSON}")
        _shot(alice[1], "alice-at-bobs-door")
        assert response is not None and response.status in (403, 404), response.status
        assert "/user/bob/lab" not in alice[1].url or "Idle" not in alice[1].inner_text("body")

        # The teacher's dashboard, as a page without code (Voilà in the teacher's server).
        pg = teacher[1]
        pg.wait_for_url("**/user/teacher/api/status")
        pg.goto(f"{url}/user/teacher/voila/render/dashboard.ipynb")
        pg.locator(".dash-finished-table").wait_for()
        pg.locator("img").first.wait_for()
        _shot(pg, "teacher-dashboard")
        finished = pg.inner_text(".dash-finished-table")
        assert "alice" in finished and "bob" in finished and "teacher" not in finished
        assert "2 of 2" in finished  # lesson 02 finished by both learners
        hardest = pg.inner_text(".dash-hardest-table")
        assert hardest.count("50 %") == 2 and "bob" in hardest and "alice" not in hardest
        assert (klass / "homes" / "teacher" / "class-export" / "questions.csv").is_file()
    except BaseException:
        for who, (_context, pg) in zip(("alice", "bob", "teacher"), (alice, bob, teacher)):
            try:
                _shot(pg, f"failed-{who}")
            except Exception as exc:  # the page may be gone; the failure itself matters
                print(f"no screenshot of {who}: {exc}", file=sys.stderr)
        raise
    finally:
        for context, _pg in (alice, bob, teacher):
            context.close()
