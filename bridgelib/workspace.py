"""The learner's own copy of the course: lessons and exercises to run, change and save.

The notebooks shipped in a checkout (``course/`` and ``exercises/``) are never
written to.  ``bridge course`` opens JupyterLab in a *workspace* folder (by
default ``~/bridge-course``) that holds the learner's copies:

- on first use every shipped notebook is copied in;
- when a shipped notebook changes (a ``git pull``), the copy is updated — unless
  the learner changed a cell of it: then both are kept, the new version under the
  usual name (so the course's links lead to it) and the learner's copy beside it as
  ``NAME (your copy).ipynb``, and :meth:`Workspace.sync` says so.  A copy that was
  only *run* (outputs differ, every cell's text is as shipped) is simply updated;
- :meth:`Workspace.reset` puts the shipped version of one notebook back, keeping the
  learner's copy in ``backups/``.

What was copied from where is remembered in ``.bridge-workspace.json`` in the
workspace (a hash of each shipped file and of its cells' text).

>>> import tempfile
>>> shipped, ws = Path(tempfile.mkdtemp()), Path(tempfile.mkdtemp()) / "ws"
>>> (shipped / "course").mkdir()
>>> _ = (shipped / "course" / "01-a.ipynb").write_text(_demo("print(1)"))
>>> [str(c) for c in Workspace(ws, shipped).sync()]
['added course/01-a.ipynb']
>>> Workspace(ws, shipped).sync()
[]
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import json
import os
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path

from .errors import BridgeError

__all__ = ["Workspace", "Change", "WorkspaceError", "default_workspace", "FOLDERS", "MANIFEST"]

FOLDERS = ("course", "exercises")
MANIFEST = ".bridge-workspace.json"
BACKUPS = "backups"
VERSION = 1
LAB_SETTINGS = ".bridge-lab-settings"
#: JupyterLab settings for learners (plugin id → settings).
LAB_OVERRIDES = {"@jupyter-widgets/jupyterlab-manager:plugin": {"saveState": True}}
#: Lab extensions learners do not need: the teachers' grading tools, the authors' percent files.
LAB_DISABLED = ("@jupyter/nbgrader", "jupyterlab-jupytext")


class WorkspaceError(BridgeError):
    """The workspace cannot be used (a file is in the way, a name is unknown)."""


def default_workspace() -> Path:
    """``$BRIDGE_WORKSPACE`` when set, otherwise ``~/bridge-course``."""
    env = os.environ.get("BRIDGE_WORKSPACE")
    return Path(env).expanduser() if env else Path.home() / "bridge-course"


@dataclass(frozen=True)
class Change:
    """One thing :meth:`Workspace.sync` or :meth:`Workspace.reset` did."""

    kind: str  # "added", "updated", "kept-both", "reset"
    path: str  # relative to the workspace, with "/"
    kept: str | None = None  # where the learner's copy now is (kept-both, reset)

    def __str__(self) -> str:
        if self.kind == "kept-both":
            return (f"updated {self.path}; you had changed it, so your copy is kept "
                    f"as {self.kept}")
        if self.kind == "reset":
            tail = f"; your copy is kept as {self.kept}" if self.kept else ""
            return f"reset {self.path} to the course's version{tail}"
        return f"{self.kind} {self.path}"


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def cells_hash(data: bytes) -> str | None:
    """Hash of a notebook's cell types and texts (not outputs, not metadata); ``None``
    when the bytes are not a readable notebook."""
    try:
        nb = json.loads(data.decode("utf-8"))
        cells = [(c["cell_type"], "".join(c["source"]) if isinstance(c["source"], list)
                  else c["source"]) for c in nb["cells"]]
    except (ValueError, KeyError, TypeError, UnicodeDecodeError):
        return None
    return _sha(json.dumps(cells, ensure_ascii=False).encode("utf-8"))


def _write_atomic(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".bridge-", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise


def _free_name(path: Path, label: str) -> Path:
    """``NAME (label).ipynb``, or ``NAME (label 2).ipynb`` … if that is taken."""
    n = 1
    while True:
        suffix = label if n == 1 else f"{label} {n}"
        candidate = path.with_name(f"{path.stem} ({suffix}){path.suffix}")
        if not candidate.exists():
            return candidate
        n += 1


class Workspace:
    """A learner's workspace ``root`` filled from the shipped notebooks under ``shipped``
    (a checkout holding ``course/`` and ``exercises/``)."""

    def __init__(self, root: Path | str, shipped: Path | str):
        self.root = Path(root).expanduser().resolve()
        self.shipped = Path(shipped).resolve()
        if self.root == self.shipped or self.shipped in self.root.parents \
                and self.root.relative_to(self.shipped).parts[0] in FOLDERS:
            raise WorkspaceError(f"the workspace {self.root} cannot be inside the shipped "
                                 "course folders: it would overwrite them")
        if self.root.exists() and not self.root.is_dir():
            raise WorkspaceError(f"the workspace {self.root} is a file, not a folder")

    # ---------------------------------------------------------------- the manifest
    @property
    def manifest_path(self) -> Path:
        return self.root / MANIFEST

    def _load(self) -> dict:
        try:
            data = json.loads(self.manifest_path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return {"version": VERSION, "files": {}}
        except ValueError:
            # An unreadable record only costs the "keep both" shortcut: every copy then
            # counts as changed by the learner, so nothing of theirs is overwritten.
            return {"version": VERSION, "files": {}}
        if not isinstance(data, dict) or not isinstance(data.get("files"), dict):
            return {"version": VERSION, "files": {}}
        return data

    def _save(self, data: dict) -> None:
        text = json.dumps(data, indent=1, sort_keys=True) + "\n"
        _write_atomic(self.manifest_path, text.encode("utf-8"))

    # ---------------------------------------------------------------- what is shipped
    def shipped_files(self) -> list[str]:
        """Relative paths (``course/02-….ipynb``) of every shipped notebook."""
        out = []
        for folder in FOLDERS:
            base = self.shipped / folder
            if base.is_dir():
                out += [f"{folder}/{p.name}" for p in sorted(base.glob("*.ipynb"))]
        return out

    # ---------------------------------------------------------------- sync
    def sync(self) -> list[Change]:
        """Copy new shipped notebooks in and bring unchanged copies up to date.

        A copy whose cells the learner changed is never overwritten (see the module
        docstring).  Returns what was done; an empty list when all was up to date.
        """
        data = self._load()
        files = data["files"]
        changes: list[Change] = []
        for rel in self.shipped_files():
            new = (self.shipped / rel).read_bytes()
            new_sha = _sha(new)
            mine = self.root / rel
            entry = files.get(rel)
            if not mine.exists():
                _write_atomic(mine, new)
                changes.append(Change("added", rel))
            elif entry is not None and entry.get("sha") == new_sha:
                continue  # the course did not change this notebook
            else:
                have = mine.read_bytes()
                if _sha(have) == new_sha:
                    pass  # already the same bytes (e.g. a copy made by hand)
                elif entry is not None and cells_hash(have) == entry.get("cells"):
                    _write_atomic(mine, new)  # only run, never edited: update
                    changes.append(Change("updated", rel))
                else:
                    kept = _free_name(mine, "your copy")
                    os.replace(mine, kept)
                    _write_atomic(mine, new)
                    changes.append(Change("kept-both", rel, kept.relative_to(self.root).as_posix()))
            files[rel] = {"sha": new_sha, "cells": cells_hash(new)}
        data["version"] = VERSION
        data["shipped"] = str(self.shipped)
        self.root.mkdir(parents=True, exist_ok=True)
        self._save(data)
        return changes

    # ---------------------------------------------------------------- reset
    def resolve(self, name: str) -> str:
        """The relative path of the notebook called ``name``: ``02``, ``02-hands-and-shapes``,
        ``course/02`` or ``exercises/02`` (lessons are meant when no folder is given)."""
        folder, _, stem = name.strip().replace("\\", "/").rpartition("/")
        folder = folder or "course"
        if folder not in FOLDERS:
            raise WorkspaceError(f"{name!r}: the folder must be one of {', '.join(FOLDERS)}")
        stem = stem.removesuffix(".ipynb")
        names = [r for r in self.shipped_files() if r.startswith(folder + "/")]
        exact = [r for r in names if Path(r).stem == stem]
        found = exact or [r for r in names if Path(r).stem.startswith(stem)] if stem else []
        if len(found) != 1:
            choices = ", ".join(Path(r).stem for r in names)
            what = "matches several notebooks" if found else "is not a notebook of the course"
            raise WorkspaceError(f"{name!r} {what} in {folder}/; the notebooks are: {choices}")
        return found[0]

    def reset(self, name: str, *, now: _dt.datetime | None = None) -> Change:
        """Put the shipped version of one notebook back; the learner's copy goes to
        ``backups/`` (nothing is deleted)."""
        rel = self.resolve(name)
        new = (self.shipped / rel).read_bytes()
        mine = self.root / rel
        kept = None
        if mine.exists() and mine.read_bytes() != new:
            stamp = (now or _dt.datetime.now()).strftime("%Y-%m-%d %H-%M-%S")
            backup = _free_name(self.root / BACKUPS / Path(rel).parent / mine.name, stamp)
            backup.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(mine, backup)
            kept = backup.relative_to(self.root).as_posix()
        _write_atomic(mine, new)
        data = self._load()
        data["files"][rel] = {"sha": _sha(new), "cells": cells_hash(new)}
        data["version"] = VERSION
        data["shipped"] = str(self.shipped)
        self._save(data)
        return Change("reset", rel, kept)

    def label(self, rel: str) -> str:
        """A learner's name for a notebook: ``Lesson 02 — Hands and shapes``."""
        folder, name = rel.split("/", 1)
        number = name.split("-", 1)[0]
        try:
            title = json.loads((self.shipped / rel).read_text(encoding="utf-8"))["metadata"]["title"]
        except (OSError, ValueError, KeyError, TypeError):
            title = Path(name).stem
        if folder == "exercises":
            return f"Exercises {number} — {title.removeprefix('Exercises — ')}"
        return "Course map" if number == "00" else f"Lesson {number} — {title}"

    # ---------------------------------------------------------------- JupyterLab
    def lab_settings(self, default_dir: Path | str | None = None) -> Path:
        """Write and return JupyterLab settings for the course (``--LabApp.app_settings_dir``).

        - widget state is saved in the notebook, so a notebook reopened without a
          kernel shows its widgets as they were, not "Error displaying widget: model
          not found";
        - the teachers' nbgrader panels and menus are switched off (a venv that also has
          the developer tools still shows learners only the course).

        The overrides of ``default_dir`` (JupyterLab's own application settings
        folder) are kept; ours win where they overlap.
        """
        out = self.root / LAB_SETTINGS
        overrides: dict = {}
        if default_dir is not None:
            for path in [*sorted((Path(default_dir) / "overrides.d").glob("*.json")),
                         Path(default_dir) / "overrides.json"]:
                try:
                    for plugin, conf in json.loads(path.read_text(encoding="utf-8")).items():
                        overrides.setdefault(plugin, {}).update(conf)
                except (OSError, ValueError, AttributeError):
                    continue
        for plugin, conf in LAB_OVERRIDES.items():
            overrides.setdefault(plugin, {}).update(conf)
        page = {"disabledExtensions": {name: True for name in LAB_DISABLED}}
        for name, value in (("overrides.json", overrides), ("page_config.json", page)):
            _write_atomic(out / name, (json.dumps(value, indent=1, sort_keys=True) + "\n")
                          .encode("utf-8"))
        return out

    @classmethod
    def around(cls, start: Path | str | None = None) -> "Workspace | None":
        """The workspace holding folder ``start`` (default: the current folder), found by
        its ``.bridge-workspace.json``; ``None`` outside a workspace."""
        here = Path(start or Path.cwd()).resolve()
        for base in (here, *here.parents):
            manifest = base / MANIFEST
            if manifest.is_file():
                try:
                    shipped = json.loads(manifest.read_text(encoding="utf-8"))["shipped"]
                except (ValueError, KeyError, TypeError):
                    return None
                return cls(base, shipped)
        return None

    def __repr__(self) -> str:
        return f"Workspace({str(self.root)!r}, shipped={str(self.shipped)!r})"


def _demo(source: str) -> str:
    """A minimal notebook's text with one code cell (for the examples)."""
    return json.dumps({"cells": [{"cell_type": "code", "source": source, "metadata": {},
                                  "outputs": [], "execution_count": None}],
                       "metadata": {}, "nbformat": 4, "nbformat_minor": 5})
