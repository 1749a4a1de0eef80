"""Start one person's Jupyter server on the club hub (``c.Spawner.cmd`` of jupyterhub_config.py).

It runs as that person (the spawner has already switched user), so everything it makes
is theirs: first their copy of the course is made or updated
(``bridgelib.workspace.Workspace(~/bridge-course, checkout).sync()``: new lessons added,
changed lessons updated, their own edits kept beside), JupyterLab's settings for learners
written (widgets saved with the notebook, no grading tools), and the teacher's dashboard
notebook put in the teacher's workspace; then ``jupyterhub-singleuser`` takes over.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = Path(os.environ.get("BRIDGE_COURSE_ROOT") or HERE.parents[1])


def main() -> None:
    sys.path.insert(0, str(ROOT))
    from bridgelib.workspace import Workspace

    ws = Workspace(Path(os.environ["BRIDGE_WORKSPACE"]), ROOT)
    for change in ws.sync():
        print(f"bridge course: {change}", file=sys.stderr)
    # JupyterLab's own settings folder (jupyterlab.commands.get_app_dir, without its slow import)
    lab_dir = Path(os.environ.get("JUPYTERLAB_DIR") or Path(sys.prefix) / "share" / "jupyter" / "lab")
    settings = ws.lab_settings(lab_dir / "settings")
    teacher = bool(os.environ.get("BRIDGE_CLASS_PROGRESS"))
    if teacher:  # the class at a glance
        shutil.copyfile(HERE / "dashboard.ipynb", ws.root / "dashboard.ipynb")
    os.chdir(ws.root)
    args = [sys.executable, "-m", "jupyterhub.singleuser", f"--ServerApp.root_dir={ws.root}",
            f"--LabApp.app_settings_dir={settings}", *sys.argv[1:]]
    if not teacher:  # learners: no developer tools' server extensions
        args.append(f"--config={HERE / 'jupyter_server_config.py'}")
    if hasattr(os, "geteuid") and os.geteuid() == 0:  # shared-password accounts on a hub run by root
        args.append("--allow-root")
    os.execv(sys.executable, args)


if __name__ == "__main__":
    main()
