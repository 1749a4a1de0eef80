"""deploy/jupyterhub/jupyterhub_config.py read as JupyterHub reads it (a traitlets Config), in
both account modes, and its pre-spawn hook on a stand-in spawner.  The real hub, end to end,
is tests/browser/test_hub.py."""

from __future__ import annotations

import logging
import os
import re
import stat
from pathlib import Path
from types import SimpleNamespace

import pytest

traitlets = pytest.importorskip("traitlets.config")

CONFIG = Path(__file__).resolve().parents[1] / "deploy" / "jupyterhub" / "jupyterhub_config.py"


def _load(monkeypatch, klass: Path, **env: str):
    monkeypatch.setenv("BRIDGE_CLASS_DIR", str(klass))
    for var in ("BRIDGE_HUB_ACCOUNTS", "BRIDGE_TEACHER"):
        monkeypatch.delenv(var, raising=False)
    for k, v in env.items():
        monkeypatch.setenv(k, v)
    c = traitlets.Config()
    ns = {"get_config": lambda: c, "__file__": str(CONFIG), "__name__": "jupyterhub_config"}
    exec(compile(CONFIG.read_text(encoding="utf-8"), str(CONFIG), "exec"), ns)
    return c, ns


def _spawner(name: str, home: Path):
    return SimpleNamespace(user=SimpleNamespace(name=name), environment={}, home_dir=str(home),
                           notebook_dir="", default_url="", log=logging.getLogger("test"))


def test_shared_password_accounts(monkeypatch, tmp_path):
    klass = tmp_path / "class"
    klass.mkdir()
    (klass / "learners.txt").write_text("# our class\nalice\n\n bob \n", encoding="utf-8")
    c, _ = _load(monkeypatch, klass, BRIDGE_HUB_ACCOUNTS="shared-password",
                 BRIDGE_HUB_PASSWORD="pw-of-the-class")
    assert c.JupyterHub.authenticator_class == "shared-password"
    assert c.SharedPasswordAuthenticator.user_password == "pw-of-the-class"
    assert c.Authenticator.allowed_users == {"alice", "bob", "teacher"}
    assert c.Authenticator.admin_users == {"teacher"}
    assert c.JupyterHub.spawner_class == "jupyterhub.spawner.SimpleLocalProcessSpawner"
    assert c.SimpleLocalProcessSpawner.home_dir_template == str(klass / "homes" / "{username}")
    assert c.JupyterHub.db_url == f"sqlite:///{klass / 'hub' / 'jupyterhub.sqlite'}"
    assert stat.S_IMODE((klass / "hub").stat().st_mode) == 0o700  # the cookie secret's folder


def test_system_accounts_are_the_default(monkeypatch, tmp_path):
    c, ns = _load(monkeypatch, tmp_path / "class")
    assert c.JupyterHub.authenticator_class == "pam"
    assert c.JupyterHub.spawner_class == "jupyterhub.spawner.LocalProcessSpawner"
    assert "allowed_users" not in c.Authenticator  # no learners.txt: the teacher adds users
    pattern = ns["USERNAME"]
    assert re.match(pattern, "alice") and re.match(pattern, "bob_2")
    for bad in ("../etc", "a/b", ".hidden", "Alice", ""):
        assert not re.match(pattern, bad), bad


def test_an_unknown_account_mode_stops_the_hub(monkeypatch, tmp_path):
    with pytest.raises(SystemExit, match="BRIDGE_HUB_ACCOUNTS"):
        _load(monkeypatch, tmp_path / "class", BRIDGE_HUB_ACCOUNTS="ldap")


def test_the_pre_spawn_hook(monkeypatch, tmp_path):
    klass = tmp_path / "class"
    c, ns = _load(monkeypatch, klass, BRIDGE_HUB_ACCOUNTS="shared-password")
    alice = _spawner("alice", klass / "homes" / "alice")
    c.Spawner.pre_spawn_hook(alice)
    assert alice.environment["BRIDGE_PROGRESS_DIR"] == str(klass / "progress" / "alice")
    assert (klass / "progress" / "alice").is_dir()
    assert alice.environment["BRIDGE_WORKSPACE"] == str(klass / "homes" / "alice" / "bridge-course")
    assert alice.notebook_dir == alice.environment["BRIDGE_WORKSPACE"]
    assert "BRIDGE_CLASS_PROGRESS" not in alice.environment
    teacher = _spawner("teacher", klass / "homes" / "teacher")
    c.Spawner.pre_spawn_hook(teacher)
    assert teacher.environment["BRIDGE_CLASS_PROGRESS"] == str(klass / "progress")
    assert "BRIDGE_PROGRESS_DIR" not in teacher.environment  # the teacher is no learner
    assert teacher.default_url == "/lab/tree/dashboard.ipynb"
    assert not (klass / "progress" / "teacher").exists()


SYSTEM_PYTHON = Path("/usr/bin/python3")


def _as(account, code: str, pythonpath: str):
    """Run ``code`` with the system Python as another account (its own group only)."""
    import subprocess

    return subprocess.run([str(SYSTEM_PYTHON), "-c", code], user=account.pw_uid,
                          group=account.pw_gid, extra_groups=[], cwd="/",
                          env={"PYTHONPATH": pythonpath, "PATH": "/usr/bin:/bin"},
                          capture_output=True, text=True, timeout=60)


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0,
                    reason="needs root: system accounts and file ownership")
def test_system_accounts_the_teacher_reads_every_learner_no_learner_another(monkeypatch):
    """System accounts, for real: 'nobody' a learner, 'daemon' the teacher, 'bin' another
    learner; each runs as itself (the system Python, as the hub's servers would)."""
    import pwd
    import shutil
    import tempfile

    try:
        learner, teacher, other = (pwd.getpwnam(n) for n in ("nobody", "daemon", "bin"))
    except KeyError:
        pytest.skip("the accounts nobody, daemon and bin are needed")
    if not SYSTEM_PYTHON.exists():
        pytest.skip("no /usr/bin/python3 to run as another account")
    base = Path(tempfile.mkdtemp(dir="/tmp"))
    try:
        os.chmod(base, 0o755)
        code = Path(__file__).resolve().parents[1]
        shutil.copytree(code / "bridgelib", base / "code" / "bridgelib")  # readable by all
        (base / "stub").mkdir()  # the lock is not what is tested here
        (base / "stub" / "filelock.py").write_text(
            "class FileLock:\n    def __init__(self, *a, **k): pass\n"
            "    def __enter__(self): return self\n    def __exit__(self, *a): pass\n"
            "    def acquire(self): pass\n    def release(self): pass\n")
        for p in [base, *base.rglob("*")]:
            os.chmod(p, 0o755 if p.is_dir() else 0o644)
        path = f"{base / 'code'}:{base / 'stub'}"
        klass = base / "class"
        _c, ns = _load(monkeypatch, klass, BRIDGE_TEACHER="daemon")  # system accounts
        mine = ns["_progress_folder"]("nobody")
        st = mine.stat()
        assert (st.st_uid, st.st_gid, stat.S_IMODE(st.st_mode)) == \
            (learner.pw_uid, teacher.pw_gid, 0o2750)
        top = (klass / "progress").stat()
        assert (top.st_gid, stat.S_IMODE(top.st_mode)) == (teacher.pw_gid, 0o751)

        wrote = _as(learner, "from bridgelib.progress import Progress; "
                    f"Progress({str(mine / 'progress.json')!r}).record('02-hands', 'shape', 3, 5, [0, 1])",
                    path)
        assert wrote.returncode == 0, wrote.stderr
        read = _as(teacher, "from bridgelib.dashboard import ClassReport; "
                   f"r = ClassReport.read({str(klass / 'progress')!r}); "
                   "print(r.learners, r.problems, r.results['nobody']['02-hands']['shape']['best'])",
                   path)
        assert read.returncode == 0, read.stderr
        assert read.stdout.strip() == "('nobody',) () [3, 5]"
        peek = _as(other, f"open({str(mine / 'progress.json')!r}).read()", path)
        assert peek.returncode != 0 and "PermissionError" in peek.stderr
        listing = _as(other, f"import os; os.listdir({str(klass / 'progress')!r})", path)
        assert listing.returncode != 0 and "PermissionError" in listing.stderr
    finally:
        shutil.rmtree(base, ignore_errors=True)
