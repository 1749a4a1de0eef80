"""run.py: learners get the course extra only; the tests get everything; switching works."""

from __future__ import annotations

import hashlib
import importlib.util
import re
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())
EXTRAS = PYPROJECT["project"]["optional-dependencies"]


def _name(req: str) -> str:
    return re.split(r"[<>=!~\[ ;]", req, maxsplit=1)[0].lower()


@pytest.fixture
def run(tmp_path, monkeypatch):
    """run.py loaded as a module with a pretend venv in tmp_path; pip calls are recorded."""
    spec = importlib.util.spec_from_file_location("bridge_run", ROOT / "run.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    venv = tmp_path / "venv"
    (venv / "bin").mkdir(parents=True)
    monkeypatch.setattr(mod, "VENV", venv)
    monkeypatch.setattr(mod, "PY", venv / "bin" / "python")
    monkeypatch.setattr(mod, "STAMP", venv / ".bridge-course-stamp")
    mod.pip_installs = []

    def check_call(cmd):
        if cmd[-1].startswith(str(ROOT)):
            mod.pip_installs.append(cmd[-1].removeprefix(str(ROOT)))
        return 0

    def create(self, path):
        (Path(path) / "bin" / "python").write_text("")

    monkeypatch.setattr(mod.subprocess, "check_call", check_call)
    monkeypatch.setattr(mod.venv.EnvBuilder, "create", create)
    return mod


def test_course_installs_the_course_extra_only(run):
    run.ensure_env(run.COURSE)
    assert run.pip_installs == ["[course]"]
    run.ensure_env(run.COURSE)
    assert run.pip_installs == ["[course]"]  # the stamp says it is there


def test_switching_between_course_and_test(run):
    run.ensure_env(run.COURSE)
    run.ensure_env(run.EVERYTHING)  # the dev tools are missing: install them
    run.ensure_env(run.COURSE)  # everything is there: nothing to do
    run.ensure_env(run.EVERYTHING)
    assert run.pip_installs == ["[course]", "[course,dev]"]


def test_a_changed_pyproject_reinstalls_only_what_is_asked_for(run):
    run.ensure_env(run.EVERYTHING)
    run.STAMP.write_text(run.STAMP.read_text().replace('"pyproject": "', '"pyproject": "0'))
    run.ensure_env(run.COURSE)
    run.ensure_env(run.EVERYTHING)  # the stamp now promises only the course
    assert run.pip_installs == ["[course,dev]", "[course]", "[course,dev]"]


def test_a_stamp_of_the_older_run_py_stands_for_both_extras(run):
    want = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    run.PY.write_text("")
    run.STAMP.write_text(want + "\n")
    run.ensure_env(run.EVERYTHING)
    run.ensure_env(run.COURSE)
    assert run.pip_installs == []
    run.STAMP.write_text("garbage")
    run.ensure_env(run.COURSE)
    assert run.pip_installs == ["[course]"]


def test_the_course_extra_holds_no_developer_tool():
    course = {_name(r) for r in EXTRAS["course"]}
    for tool in ("nbgrader", "pytest", "pytest-xdist", "nbval", "hypothesis", "playwright",
                 "voila", "jupytext", "nbclient"):
        assert tool not in course, f"{tool} is a developer tool, not for learners"
    assert {"jupyterlab", "ipywidgets", "matplotlib", "pandas", "numpy", "endplay"} <= course


def test_the_library_imports_no_developer_tool():
    """Learners run bridgelib with the course extra only."""
    dev_only = {_name(r).replace("-", "_") for r in EXTRAS["dev"]} - {"ipykernel", "nbformat"}
    pattern = re.compile(r"^\s*(?:import|from)\s+(" + "|".join(sorted(dev_only)) + r")\b", re.M)
    offenders = [str(p.relative_to(ROOT)) for p in sorted((ROOT / "bridgelib").rglob("*.py"))
                 if pattern.search(p.read_text(encoding="utf-8"))]
    assert offenders == []
