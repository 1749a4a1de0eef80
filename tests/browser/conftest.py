"""Real-browser tests: JupyterLab and Voilà on loopback, driven by Playwright with Debian's chromium.

Skipped with a clear reason where /usr/bin/chromium (or playwright) is missing —
unless ``BRIDGE_REQUIRE_BROWSER=1`` (CI): then a missing browser is a failure.
Each server serves a temporary copy of a notebook from this folder; a failing
test leaves a screenshot in ``test-artifacts/``.  See docs/design/NOTEBOOKS.md.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM = Path(os.environ.get("BRIDGE_CHROMIUM", "/usr/bin/chromium"))
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                 "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]
TOKEN = "bridge-course-browser-test"

collect_ignore_glob = ["*.ipynb"]  # the demo notebooks are served, not checked by nbval


def _required() -> bool:
    return os.environ.get("BRIDGE_REQUIRE_BROWSER") == "1"


def _missing(reason: str):
    if _required():
        pytest.fail(f"{reason} — and BRIDGE_REQUIRE_BROWSER=1 makes the browser tests mandatory")
    pytest.skip(reason)


@pytest.fixture(scope="session")
def browser():
    if not CHROMIUM.exists():
        _missing(f"Debian chromium not found at {CHROMIUM}: install it with "
                 "`apt-get install -y chromium` to run the real-browser tests")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _missing("playwright is not installed (pip install playwright; never `playwright install`)")
    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield b
        b.close()


@pytest.hookimpl(hookwrapper=True, tryfirst=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    rep = outcome.get_result()
    setattr(item, f"rep_{rep.when}", rep)


def screenshot_if_failed(pg, node) -> None:
    """Save a screenshot and the page's HTML to test-artifacts/ when ``node`` failed."""
    failed = any(getattr(getattr(node, f"rep_{when}", None), "failed", False)
                 for when in ("setup", "call"))
    if not failed:
        return
    ARTIFACTS.mkdir(exist_ok=True)
    name = node.name.replace("/", "_").replace("[", "_").replace("]", "")
    try:
        pg.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)
        (ARTIFACTS / f"{name}.html").write_text(pg.content(), encoding="utf-8")
    except Exception as exc:  # the page may be gone; the failure itself matters
        print(f"no screenshot: {exc}", file=sys.stderr)


@pytest.fixture
def page(browser, request):
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    pg = context.new_page()
    pg.set_default_timeout(30_000)
    yield pg
    screenshot_if_failed(pg, request.node)
    context.close()


def save_shot(pg, name: str) -> None:
    """A screenshot of the page's viewport kept as a test artifact (``name``.png)."""
    ARTIFACTS.mkdir(exist_ok=True)
    pg.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=False)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def jupyter_env(home: Path) -> dict[str, str]:
    """Config, data, runtime and IPython folders in ``home``; the news pop-up off."""
    env = dict(os.environ)
    for var, sub in (("JUPYTER_CONFIG_DIR", "config"), ("JUPYTER_DATA_DIR", "data"),
                     ("JUPYTER_RUNTIME_DIR", "runtime"), ("IPYTHONDIR", "ipython")):
        (home / sub).mkdir(parents=True, exist_ok=True)
        env[var] = str(home / sub)
    labconfig = home / "config" / "labconfig"
    labconfig.mkdir(parents=True, exist_ok=True)
    (labconfig / "page_config.json").write_text(json.dumps(
        {"disabledExtensions": {"@jupyterlab/apputils-extension:announcements": True}}))
    env["BRIDGE_PROGRESS_DIR"] = str(home / "progress")
    env["PYTHONHASHSEED"] = "0"
    env.pop("JUPYTER_PATH", None)
    return env


class Server:
    def __init__(self, cmd: list[str], cwd: Path, env: dict[str, str], url: str, log: Path):
        self.url = url
        self.log = log
        self._log = open(log, "wb")
        self.proc = subprocess.Popen(cmd, cwd=cwd, env=env, stdout=self._log,
                                     stderr=subprocess.STDOUT, start_new_session=True)

    def wait(self, probe: str, timeout: float = 90) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"the server stopped: {self.log.read_text(errors='replace')[-2000:]}")
            try:
                with urllib.request.urlopen(probe, timeout=60) as r:
                    if r.status == 200:
                        return
            except OSError:
                time.sleep(0.3)
        raise RuntimeError(f"the server did not answer {probe} in {timeout} s")

    def stop(self) -> None:
        if self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGTERM)
            try:
                self.proc.wait(3)
            except subprocess.TimeoutExpired:
                os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait(5)
        self._log.close()


def _serve_copy(tmp: Path, *names: str) -> Path:
    work = tmp / "notebooks"
    work.mkdir()
    for n in names:
        shutil.copy(HERE / n, work / n)
    return work


def _start_lab(tmp: Path) -> Server:
    work = _serve_copy(tmp, "demo.ipynb")
    port = free_port()
    cmd = [sys.executable, "-m", "jupyterlab", "--no-browser", "--allow-root",
           "--ip=127.0.0.1", f"--port={port}", "--ServerApp.port_retries=0",
           f"--IdentityProvider.token={TOKEN}", f"--ServerApp.root_dir={work}",
           "--LabApp.expose_app_in_browser=True"]
    return Server(cmd, work, jupyter_env(tmp), f"http://127.0.0.1:{port}", tmp / "lab.log")


def _start_voila(tmp: Path) -> Server:
    work = _serve_copy(tmp, "replayer.ipynb")
    port = free_port()
    voila_bin = Path(sys.executable).with_name("voila")
    cmd = [str(voila_bin) if voila_bin.exists() else "voila", "replayer.ipynb", "--no-browser",
           f"--port={port}", "--Voila.ip=127.0.0.1", "--Voila.port_retries=0"]
    env = jupyter_env(tmp)
    # app mode, as `bridge course --app` starts it: kernels load bridgelib.widgets.app
    from bridgelib.widgets.app import ipython_config

    profile = Path(env["IPYTHONDIR"]) / "profile_default"
    profile.mkdir(parents=True, exist_ok=True)
    (profile / "ipython_config.py").write_text(ipython_config(), encoding="utf-8")
    return Server(cmd, work, env, f"http://127.0.0.1:{port}", tmp / "voila.log")


@pytest.fixture(scope="session")
def servers(browser, tmp_path_factory):
    """JupyterLab (a temporary copy of demo.ipynb) and Voilà (of replayer.ipynb) on
    loopback, started together so their start-up times overlap."""
    lab = _start_lab(tmp_path_factory.mktemp("lab"))
    app = _start_voila(tmp_path_factory.mktemp("voila"))
    try:
        lab.wait(f"{lab.url}/api/status?token={TOKEN}")
        _wait_port(app)
        yield {"lab": lab, "voila": app}
    finally:
        lab.stop()
        app.stop()


@pytest.fixture(scope="session")
def lab(servers):
    return servers["lab"]


@pytest.fixture(scope="session")
def voila(servers):
    return servers["voila"]


def _wait_port(server: Server, timeout: float = 60) -> None:
    """Voilà answers on its port once started (GET / would run the notebook)."""
    host, port = "127.0.0.1", int(server.url.rsplit(":", 1)[1])
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if server.proc.poll() is not None:
            raise RuntimeError(f"voila stopped: {server.log.read_text(errors='replace')[-2000:]}")
        with socket.socket() as s:
            if s.connect_ex((host, port)) == 0:
                return
        time.sleep(0.3)
    raise RuntimeError(f"voila did not open port {port} in {timeout} s")
