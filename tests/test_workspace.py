"""The learner's workspace: copies of the shipped notebooks, updated without losing edits."""

from __future__ import annotations

import datetime as dt
import hashlib
import json
from pathlib import Path

import pytest

from bridgelib.cli import main
from bridgelib.workspace import MANIFEST, Workspace, WorkspaceError

ROOT = Path(__file__).resolve().parents[1]


def notebook(*sources: str, outputs: list | None = None) -> str:
    cells = [{"cell_type": "code", "source": s, "metadata": {}, "execution_count": None,
              "outputs": outputs or [], "id": f"c{i}"} for i, s in enumerate(sources)]
    return json.dumps({"cells": cells, "metadata": {}, "nbformat": 4, "nbformat_minor": 5},
                      indent=1, ensure_ascii=False)


@pytest.fixture
def shipped(tmp_path) -> Path:
    base = tmp_path / "checkout"
    (base / "course").mkdir(parents=True)
    (base / "exercises").mkdir()
    (base / "course" / "00-index.ipynb").write_text(notebook("index"))
    (base / "course" / "01-cards.ipynb").write_text(notebook("deck()", "len(deck())"))
    (base / "course" / "02-hands.ipynb").write_text(notebook("Hand()"))
    (base / "exercises" / "01-cards.ipynb").write_text(notebook("answer_1 = ..."))
    return base


def tree(base: Path) -> dict[str, str]:
    return {p.relative_to(base).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(base.rglob("*")) if p.is_file()}


def test_first_use_copies_every_notebook_and_leaves_the_shipped_ones_alone(shipped, tmp_path):
    before = tree(shipped)
    ws = Workspace(tmp_path / "ws", shipped)
    changes = ws.sync()
    assert sorted(c.path for c in changes if c.kind == "added") == [
        "course/00-index.ipynb", "course/01-cards.ipynb", "course/02-hands.ipynb",
        "exercises/01-cards.ipynb"]
    for rel in ("course/01-cards.ipynb", "exercises/01-cards.ipynb"):
        assert (ws.root / rel).read_bytes() == (shipped / rel).read_bytes()
    assert ws.sync() == []
    assert tree(shipped) == before


def test_learner_edits_survive_when_the_lesson_did_not_change(shipped, tmp_path):
    ws = Workspace(tmp_path / "ws", shipped)
    ws.sync()
    mine = ws.root / "exercises" / "01-cards.ipynb"
    mine.write_text(notebook("answer_1 = 'чД'"))
    assert ws.sync() == []
    assert "чД" in mine.read_text()


def test_an_unedited_copy_follows_a_changed_lesson(shipped, tmp_path):
    ws = Workspace(tmp_path / "ws", shipped)
    ws.sync()
    (shipped / "course" / "02-hands.ipynb").write_text(notebook("Hand.from_pbn('AK..')"))
    changes = ws.sync()
    assert [(c.kind, c.path) for c in changes] == [("updated", "course/02-hands.ipynb")]
    assert "from_pbn" in (ws.root / "course" / "02-hands.ipynb").read_text()
    assert list((ws.root / "course").glob("*your copy*")) == []


def test_a_copy_that_was_only_run_is_updated(shipped, tmp_path):
    """Outputs are not the learner's work: the same cell texts with outputs count as unedited."""
    ws = Workspace(tmp_path / "ws", shipped)
    ws.sync()
    mine = ws.root / "course" / "01-cards.ipynb"
    mine.write_text(notebook("deck()", "len(deck())",
                             outputs=[{"output_type": "stream", "name": "stdout", "text": "52"}]))
    (shipped / "course" / "01-cards.ipynb").write_text(notebook("deck(36)"))
    assert [c.kind for c in ws.sync()] == ["updated"]
    assert "deck(36)" in mine.read_text()


def test_an_edited_copy_of_a_changed_lesson_keeps_both(shipped, tmp_path):
    ws = Workspace(tmp_path / "ws", shipped)
    ws.sync()
    mine = ws.root / "exercises" / "01-cards.ipynb"
    mine.write_text(notebook("answer_1 = 'чД'"))
    (shipped / "exercises" / "01-cards.ipynb").write_text(notebook("answer_1 = ...", "check()"))
    [change] = ws.sync()
    assert change.kind == "kept-both"
    assert change.kept == "exercises/01-cards (your copy).ipynb"
    assert "your copy is kept as exercises/01-cards (your copy).ipynb" in str(change)
    assert "чД" in (ws.root / change.kept).read_text()
    assert "check()" in mine.read_text()
    # A second update while the first kept copy is still there picks a new name.
    mine.write_text(notebook("answer_1 = 'чК'"))
    (shipped / "exercises" / "01-cards.ipynb").write_text(notebook("answer_1 = ...", "check(1)"))
    [again] = ws.sync()
    assert again.kept == "exercises/01-cards (your copy 2).ipynb"
    assert "чД" in (ws.root / change.kept).read_text()
    assert "чК" in (ws.root / again.kept).read_text()


def test_an_unreadable_record_never_costs_the_learner_an_edit(shipped, tmp_path):
    ws = Workspace(tmp_path / "ws", shipped)
    ws.sync()
    (ws.root / MANIFEST).write_text("{not json")
    mine = ws.root / "course" / "02-hands.ipynb"
    mine.write_text(notebook("my own cell"))
    changes = ws.sync()
    assert [c.kind for c in changes] == ["kept-both"]
    assert "my own cell" in (ws.root / changes[0].kept).read_text()


def test_a_deleted_copy_comes_back(shipped, tmp_path):
    ws = Workspace(tmp_path / "ws", shipped)
    ws.sync()
    (ws.root / "course" / "02-hands.ipynb").unlink()
    assert [(c.kind, c.path) for c in ws.sync()] == [("added", "course/02-hands.ipynb")]


def test_reset_puts_the_shipped_version_back_and_keeps_a_backup(shipped, tmp_path):
    ws = Workspace(tmp_path / "ws", shipped)
    ws.sync()
    mine = ws.root / "course" / "01-cards.ipynb"
    mine.write_text(notebook("broken("))
    change = ws.reset("01", now=dt.datetime(2026, 3, 1, 9, 30, 0))
    assert change.path == "course/01-cards.ipynb"
    assert change.kept == "backups/course/01-cards (2026-03-01 09-30-00).ipynb"
    assert "broken(" in (ws.root / change.kept).read_text()
    assert mine.read_bytes() == (shipped / "course" / "01-cards.ipynb").read_bytes()
    assert ws.reset("exercises/01-cards").kept is None  # unchanged: nothing to keep
    assert ws.sync() == []


@pytest.mark.parametrize("name, message", [
    ("07", "'07' is not a notebook of the course in course/; the notebooks are: "
           "00-index, 01-cards, 02-hands"),
    ("0", "'0' matches several notebooks in course/"),
    ("solutions/01", "'solutions/01': the folder must be one of course, exercises"),
])
def test_reset_of_an_unknown_notebook_is_refused(shipped, tmp_path, name, message):
    ws = Workspace(tmp_path / "ws", shipped)
    with pytest.raises(WorkspaceError) as err:
        ws.reset(name)
    assert message in str(err.value)
    assert not (tmp_path / "ws").exists()


@pytest.mark.parametrize("inside", [".", "course", "exercises/mine"])
def test_the_workspace_cannot_be_the_shipped_course(shipped, inside):
    with pytest.raises(WorkspaceError, match="cannot be inside the shipped course"):
        Workspace(shipped / inside, shipped)


def test_around_finds_the_workspace_from_a_lesson_folder(shipped, tmp_path):
    ws = Workspace(tmp_path / "ws", shipped)
    assert Workspace.around(tmp_path) is None
    ws.sync()
    found = Workspace.around(ws.root / "course")
    assert found is not None and found.root == ws.root and found.shipped == shipped.resolve()


def test_lab_settings_save_widget_state_and_hide_the_grading_tools(tmp_path, shipped):
    default = tmp_path / "app-settings"
    (default / "overrides.d").mkdir(parents=True)
    (default / "overrides.json").write_text(json.dumps(
        {"@jupyterlab/apputils-extension:themes": {"theme": "JupyterLab Dark"},
         "@jupyter-widgets/jupyterlab-manager:plugin": {"saveState": False}}))
    out = Workspace(tmp_path / "ws", shipped).lab_settings(default)
    overrides = json.loads((out / "overrides.json").read_text())
    assert overrides["@jupyter-widgets/jupyterlab-manager:plugin"] == {"saveState": True}
    assert overrides["@jupyterlab/apputils-extension:themes"] == {"theme": "JupyterLab Dark"}
    page = json.loads((out / "page_config.json").read_text())
    assert page["disabledExtensions"]["@jupyter/nbgrader"] is True


# ---------------------------------------------------------------- the real course, via the CLI
def test_bridge_course_fills_the_workspace_and_never_writes_the_shipped_course(
        tmp_path, monkeypatch, capsys):
    before = tree(ROOT / "course") | tree(ROOT / "exercises")
    ws = tmp_path / "ws"
    assert main(["course", "--workspace", str(ws), "--dry-run", "--no-browser"]) == 0
    out = capsys.readouterr().out
    assert f"--ServerApp.root_dir={ws}" in out and "course/00-index.ipynb" in out
    assert not ws.exists()  # a dry run writes nothing

    calls = []
    monkeypatch.setattr("subprocess.call", lambda cmd, cwd: calls.append((cmd, cwd)) or 0)
    assert main(["course", "--workspace", str(ws), "--no-browser"]) == 0
    [(cmd, cwd)] = calls
    assert Path(cwd) == ws and f"--ServerApp.root_dir={ws}" in cmd
    assert any(c.startswith("--LabApp.app_settings_dir=") for c in cmd)
    out = capsys.readouterr().out
    lessons = len(list((ROOT / "course").glob("*.ipynb")))
    exercises = len(list((ROOT / "exercises").glob("*.ipynb")))
    assert exercises >= 11 and lessons == exercises + 1  # every lesson but the index
    assert f"copied {lessons} lessons and {exercises} exercise notebooks into your workspace {ws}" in out
    assert (ws / "course" / "02-hands-and-shapes.ipynb").read_bytes() == \
        (ROOT / "course" / "02-hands-and-shapes.ipynb").read_bytes()
    (ws / "course" / "02-hands-and-shapes.ipynb").write_text(notebook("mine"))
    assert main(["course", "--workspace", str(ws), "--reset", "02"]) == 0
    assert "your copy is kept as backups/course/02-hands-and-shapes (" in capsys.readouterr().out
    assert tree(ROOT / "course") | tree(ROOT / "exercises") == before


def test_bridge_course_reset_of_an_unknown_lesson_is_one_line_and_exit_2(tmp_path, capsys):
    assert main(["course", "--workspace", str(tmp_path / "ws"), "--reset", "99"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "'99' is not a notebook of the course" in err
    assert not (tmp_path / "ws").exists()


# ---------------------------------------------------------------- the index's reset panel
def test_reset_panel_asks_once_more_then_resets_and_keeps_a_backup(shipped, tmp_path):
    pytest.importorskip("ipywidgets")
    from bridgelib.course import reset_panel

    ws = Workspace(tmp_path / "ws", shipped)
    ws.sync()
    mine = ws.root / "course" / "02-hands.ipynb"
    mine.write_text(notebook("my work"))
    panel = reset_panel(ws.root / "course")
    assert [label for label, _ in panel.choice.options][:3] == [
        "Course map", "Lesson 01 — 01-cards", "Lesson 02 — 02-hands"]
    panel.choice.value = "course/02-hands.ipynb"
    panel.go.click()
    assert "my work" in mine.read_text()  # nothing yet: it asks first
    assert "Yes, reset it" in panel.message.value
    panel.go.click()
    assert mine.read_bytes() == (shipped / "course" / "02-hands.ipynb").read_bytes()
    assert "Done: reset course/02-hands.ipynb" in panel.message.value
    [backup] = (ws.root / "backups" / "course").glob("02-hands (*).ipynb")
    assert "my work" in backup.read_text()


def test_reset_panel_outside_a_workspace_says_how_to_get_one(tmp_path):
    from bridgelib.course import reset_panel

    note = reset_panel(tmp_path)
    assert "bridge course" in note and "your own copies" in note
