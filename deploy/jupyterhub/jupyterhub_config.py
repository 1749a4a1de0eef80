"""JupyterHub for a bridge club: the Bridge Course on one machine, one account per learner.

Start it (from anywhere) with the one command

    jupyterhub -f deploy/jupyterhub/jupyterhub_config.py

and open http://THIS-MACHINE:8000 .  The README's "In class" section has the steps.

Each person logs in with their own account and gets their own Jupyter server, which
opens their own copy of the course (``~/bridge-course``, made and updated from this
checkout by ``bridgelib.workspace`` when their server starts — the checkout is never
written to).  Their quiz results go to ``CLASS/progress/<account>/progress.json``; the
teacher (an admin of the hub) gets ``dashboard.ipynb`` in their workspace, reading all
of those files (``bridgelib.dashboard``), also as a page without code at
``/user/<teacher>/voila/render/dashboard.ipynb``.

Settings, all from the environment (defaults in brackets):

``BRIDGE_CLASS_DIR`` [/srv/bridge-course]
    the class folder: the hub's database and cookie secret (``hub/``), the learners'
    progress files (``progress/``), and for shared-password accounts their homes
    (``homes/``).  An optional ``learners.txt`` in it lists the learners' account names,
    one a line; only they (and the teacher) may log in.
``BRIDGE_TEACHER`` [teacher]
    the teacher's account: admin of the hub, reads the class's progress.
``BRIDGE_HUB_ACCOUNTS`` [system]
    ``system``: every learner is an account of this machine (``sudo adduser alice``),
    logging in with its own password (PAM); the hub runs as root and starts each server
    as that user (``LocalProcessSpawner``), so learners cannot read each other's files.
    ``shared-password``: no system accounts — learners log in with any name from
    ``learners.txt`` and the class password ``BRIDGE_HUB_PASSWORD`` (8 characters or
    more), the teacher with ``BRIDGE_TEACHER_PASSWORD`` (32 or more); all servers run as
    the user running the hub (``SimpleLocalProcessSpawner``), so a learner who writes
    code to do so can read the others' files: for a trial, or a class where that does
    not matter.  It needs no root.

Hundreds of learners (a federation): use Zero to JupyterHub on Kubernetes
(https://z2jh.jupyter.org) with an image that has this checkout installed; see the README.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]  # the checkout: course/ and exercises/ are copied from here
CLASS = Path(os.environ.get("BRIDGE_CLASS_DIR", "/srv/bridge-course")).expanduser().resolve()
TEACHER = os.environ.get("BRIDGE_TEACHER", "teacher")
ACCOUNTS = os.environ.get("BRIDGE_HUB_ACCOUNTS", "system")
PROGRESS = CLASS / "progress"
#: Account names: lower-case letters, digits, "-" and "_" (they name folders and users).
USERNAME = r"^[a-z][a-z0-9_-]{0,31}$"

if ACCOUNTS not in ("system", "shared-password"):
    sys.exit(f"BRIDGE_HUB_ACCOUNTS={ACCOUNTS!r}: use 'system' or 'shared-password'")

c = get_config()  # noqa: F821 (given by JupyterHub when it reads this file)

# ---------------------------------------------------------------- the hub
(CLASS / "hub").mkdir(parents=True, exist_ok=True)
os.chmod(CLASS / "hub", 0o700)
c.JupyterHub.db_url = f"sqlite:///{CLASS / 'hub' / 'jupyterhub.sqlite'}"
c.JupyterHub.cookie_secret_file = str(CLASS / "hub" / "jupyterhub_cookie_secret")
c.ConfigurableHTTPProxy.pid_file = str(CLASS / "hub" / "jupyterhub-proxy.pid")
c.JupyterHub.bind_url = "http://:8000"  # the proxy (configurable-http-proxy) listens here

# ---------------------------------------------------------------- accounts
learners_file = CLASS / "learners.txt"
learners: set[str] = set()
if learners_file.is_file():
    learners = {line.strip() for line in learners_file.read_text(encoding="utf-8").splitlines()
                if line.strip() and not line.lstrip().startswith("#")}
c.Authenticator.admin_users = {TEACHER}
c.Authenticator.username_pattern = USERNAME
if learners:
    c.Authenticator.allowed_users = learners | {TEACHER}
if ACCOUNTS == "shared-password":
    c.JupyterHub.authenticator_class = "shared-password"
    c.SharedPasswordAuthenticator.user_password = os.environ.get("BRIDGE_HUB_PASSWORD", "")
    c.SharedPasswordAuthenticator.admin_password = os.environ.get("BRIDGE_TEACHER_PASSWORD", "")
    if not learners:
        c.Authenticator.allow_all = True  # any name with the class password
    c.JupyterHub.spawner_class = "jupyterhub.spawner.SimpleLocalProcessSpawner"
    c.SimpleLocalProcessSpawner.home_dir_template = str(CLASS / "homes" / "{username}")
else:
    c.JupyterHub.authenticator_class = "pam"
    c.JupyterHub.spawner_class = "jupyterhub.spawner.LocalProcessSpawner"

# ---------------------------------------------------------------- each person's server
# The server starts through deploy/jupyterhub/singleuser.py, as the learner: it makes or
# updates their workspace (bridgelib.workspace), then runs jupyterhub-singleuser in it.
c.Spawner.cmd = [sys.executable, str(HERE / "singleuser.py")]
c.Spawner.default_url = "/lab/tree/course/00-index.ipynb"
c.Spawner.start_timeout = 120
c.Spawner.http_timeout = 120


def _home(spawner) -> Path:
    if ACCOUNTS == "shared-password":
        return Path(spawner.home_dir)
    import pwd

    return Path(pwd.getpwnam(spawner.user.name).pw_dir)


def _progress_folder(name: str) -> Path:
    """CLASS/progress/<name>: the learner's, readable by the teacher, by no other learner."""
    PROGRESS.mkdir(parents=True, exist_ok=True)
    mine = PROGRESS / name
    mine.mkdir(exist_ok=True)
    if ACCOUNTS == "system" and os.geteuid() == 0:
        import pwd  # POSIX only

        try:
            teacher_gid = pwd.getpwnam(TEACHER).pw_gid
        except KeyError:
            raise RuntimeError(f"the teacher's account {TEACHER!r} does not exist on this "
                               "machine: create it (adduser) or set BRIDGE_TEACHER") from None
        # CLASS/progress: the teacher lists it; learners only pass through to their own
        os.chown(PROGRESS, 0, teacher_gid)
        os.chmod(PROGRESS, 0o751)
        user = pwd.getpwnam(name)
        os.chown(mine, user.pw_uid, teacher_gid, follow_symlinks=False)
        os.chmod(mine, 0o2750)  # new files keep the teacher's group
    return mine


def prepare(spawner) -> None:
    """Before a server starts: where its workspace and progress file are."""
    name = spawner.user.name
    workspace = _home(spawner) / "bridge-course"
    env = spawner.environment
    env["BRIDGE_WORKSPACE"] = str(workspace)
    env["BRIDGE_COURSE_ROOT"] = str(ROOT)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH")) if p)
    spawner.notebook_dir = str(workspace)
    if name == TEACHER:
        env["BRIDGE_CLASS_PROGRESS"] = str(PROGRESS)
        PROGRESS.mkdir(parents=True, exist_ok=True)
        spawner.default_url = "/lab/tree/dashboard.ipynb"
    else:
        env["BRIDGE_PROGRESS_DIR"] = str(_progress_folder(name))
    spawner.log.info("bridge course: %s works in %s", name, workspace)


c.Spawner.pre_spawn_hook = prepare

# Voilà (the dashboard as a page without code) needs no setting: it is a server extension.
if shutil.which("configurable-http-proxy") is None:
    print("jupyterhub_config: configurable-http-proxy is not on PATH; install it with "
          "`npm install -g configurable-http-proxy`", file=sys.stderr)
