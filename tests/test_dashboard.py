"""The teacher's dashboard (bridgelib.dashboard, bridgelib.render.dashboard) on a hand-made
class folder.

The class (every expected figure below is counted by hand from these files):

- alice: 01-cards "suits" 3/4 missed [1], "ranks" 5/5 missed []; 02-hands "shape" 3/5
  missed [0, 1], and a mastery run of shapes (not a quiz of the lesson);
- bob:   01-cards "suits" 2/4 missed [1, 3] (no "ranks"); 02-hands "shape" 5/5 missed [];
- carol: a folder and no file yet (has not finished a quiz);
- dave:  a progress file that is not JSON;
- erin:  01-cards "suits" 4/4 saved before missed questions were recorded (no "missed");
- frank: a folder where the file should be;
- and a hidden ``.ipynb_checkpoints`` folder and a stray ``notes.txt``, which are no learners.

Lessons' quizzes (by default the ones anyone finished, mastery runs aside): 01-cards
{ranks, suits}, 02-hands {shape}.  Finished 01-cards: alice only (bob and erin have 1 of 2);
02-hands: alice and bob.  Miss rates (learners with a "missed" list, i.e. not erin):
suits question 2 (index 1) 2 of 2; suits question 4 (index 3) 1 of 2 (bob); shape
questions 1 and 2 1 of 2 (alice); every other 0.
"""

from __future__ import annotations

import csv
import io
import json
import os
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest

from bridgelib.dashboard import ClassReport, DashboardError, class_folder
from bridgelib.progress import Progress, mastery_name
from bridgelib.render import dashboard as show


def _entry(correct, total, missed=None, attempts=1):
    e = {"attempts": attempts, "best": [correct, total], "last": [correct, total]}
    if missed is not None:
        e["missed"] = missed
    return e


def _write(folder: Path, learner: str, lessons: dict) -> Path:
    (folder / learner).mkdir(parents=True, exist_ok=True)
    path = folder / learner / "progress.json"
    path.write_text(json.dumps({"version": 1, "lessons": lessons}), encoding="utf-8")
    return path


@pytest.fixture
def klass(tmp_path):
    folder = tmp_path / "class"
    _write(folder, "alice", {
        "01-cards": {"suits": _entry(3, 4, [1]), "ranks": _entry(5, 5, [])},
        "02-hands": {"shape": _entry(3, 5, [0, 1]), mastery_name("shape", 5): _entry(5, 7)}})
    _write(folder, "bob", {"01-cards": {"suits": _entry(2, 4, [1, 3], attempts=2)},
                           "02-hands": {"shape": _entry(5, 5, [])}})
    (folder / "carol").mkdir()
    (folder / "dave").mkdir()
    (folder / "dave" / "progress.json").write_text("{oops", encoding="utf-8")
    _write(folder, "erin", {"01-cards": {"suits": _entry(4, 4)}})
    (folder / "frank" / "progress.json").mkdir(parents=True)
    _write(folder, ".ipynb_checkpoints", {"01-cards": {"suits": _entry(0, 4, [0, 1, 2, 3])}})
    (folder / "notes.txt").write_text("not a learner")
    return folder


def test_learners_and_unreadable_files(klass):
    report = ClassReport.read(klass)
    assert report.learners == ("alice", "bob", "carol", "dave", "erin", "frank")
    assert [p.learner for p in report.problems] == ["dave", "frank"]
    assert "JSON" in report.problems[0].reason or "Expecting" in report.problems[0].reason
    assert "folder" in report.problems[1].reason
    assert report.results["dave"] == {} and report.results["carol"] == {}
    # read only: the bad file is neither moved aside nor changed
    assert (klass / "dave" / "progress.json").read_text() == "{oops"
    assert sorted(p.name for p in (klass / "dave").iterdir()) == ["progress.json"]


def test_who_finished_which_lesson(klass):
    report = ClassReport.read(klass)
    assert report.quizzes == {"01-cards": ("ranks", "suits"), "02-hands": ("shape",)}
    assert report.lessons == ("01-cards", "02-hands")
    assert report.finishers("01-cards") == ("alice",)
    assert report.finishers("02-hands") == ("alice", "bob")
    assert [report.done_quizzes(w, "01-cards") for w in report.learners] == [2, 1, 0, 0, 1, 0]


def test_the_lessons_quizzes_can_be_given(klass):
    report = ClassReport.read(klass, quizzes={"01-cards": ["suits", "ranks", "honours"],
                                              "03-eval": ["points"]})
    assert report.finishers("01-cards") == ()
    assert report.finishers("03-eval") == ()
    assert report.done_quizzes("alice", "01-cards") == 2


def test_miss_rates(klass):
    stats = {(q.lesson, q.quiz, q.number): q for q in ClassReport.read(klass).questions()}
    # 5 ranks + 4 suits + 5 shape questions; erin (no "missed") and the mastery run add none
    assert len(stats) == 14
    suits2 = stats["01-cards", "suits", 1]
    assert (suits2.missed_by, suits2.answered_by) == (("alice", "bob"), ("alice", "bob"))
    assert suits2.rate == 1
    assert stats["01-cards", "suits", 3].missed_by == ("bob",)
    assert stats["01-cards", "suits", 3].rate == Fraction(1, 2)
    assert stats["01-cards", "suits", 0].rate == 0
    assert stats["01-cards", "ranks", 4].answered_by == ("alice",)
    assert stats["02-hands", "shape", 0].rate == Fraction(1, 2)
    assert stats["02-hands", "shape", 4].missed == 0


def test_hardest_questions(klass):
    hard = ClassReport.read(klass).hardest()
    assert [(q.lesson, q.quiz, q.number) for q in hard] == [
        ("01-cards", "suits", 1),  # 2 of 2
        ("01-cards", "suits", 3),  # 1 of 2, then course order
        ("02-hands", "shape", 0),
        ("02-hands", "shape", 1)]
    assert len(ClassReport.read(klass).hardest(2)) == 2


def test_csv_exports(klass, tmp_path):
    report = ClassReport.read(klass)
    rows = list(csv.reader(io.StringIO(report.results_csv())))
    assert rows[0][:3] == ["learner", "lesson", "quiz"]
    assert ["bob", "01-cards", "suits", "2", "4", "2", "4", "2", "2 4", "no"] in rows
    assert ["alice", "02-hands", "shape", "3", "5", "3", "5", "1", "1 2", "yes"] in rows
    assert ["erin", "01-cards", "suits", "4", "4", "4", "4", "1", "", "no"] in rows
    assert len(rows) == 1 + 4 + 2 + 1  # alice 4 entries, bob 2, erin 1
    q = list(csv.reader(io.StringIO(report.questions_csv())))
    assert ["01-cards", "suits", "2", "2", "2", "1.000", "alice bob"] in q
    assert ["02-hands", "shape", "2", "2", "1", "0.500", "alice"] in q
    assert len(q) == 1 + 14
    a, b = report.write_csv(tmp_path / "out")
    assert a.read_text(encoding="utf-8") == report.results_csv()
    assert b.read_text(encoding="utf-8") == report.questions_csv()


def test_results_saved_by_the_progress_module_are_read(tmp_path):
    """The files the quizzes write (bridgelib.progress) are the files the dashboard reads."""
    Progress(tmp_path / "ann" / "progress.json").record("01-cards", "suits", 2, 4, [0, 2])
    Progress(tmp_path / "ann" / "progress.json").record("01-cards", "suits", 3, 4, [2])
    q = {s.number: s.missed for s in ClassReport.read(tmp_path).questions()}
    assert q == {0: 0, 1: 0, 2: 1, 3: 0}  # the last attempt's missed questions count


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_pipe_in_place_of_a_progress_file_does_not_block(tmp_path):
    (tmp_path / "mallory").mkdir()
    os.mkfifo(tmp_path / "mallory" / "progress.json")  # opening it to read would wait forever
    _write(tmp_path, "ann", {"01-cards": {"suits": _entry(4, 4, [])}})
    report = ClassReport.read(tmp_path)
    assert report.learners == ("ann", "mallory")
    assert [(p.learner, p.reason) for p in report.problems] == [("mallory", "it is not a regular file")]


def test_a_link_to_another_learners_file_is_not_read(tmp_path):
    bob = _write(tmp_path, "bob", {"01-cards": {"suits": _entry(1, 4, [0, 1, 2])}})
    (tmp_path / "mallory").mkdir()
    (tmp_path / "mallory" / "progress.json").symlink_to(bob)
    report = ClassReport.read(tmp_path)
    assert report.results["mallory"] == {} and report.finishers("01-cards") == ("bob",)
    assert [p.learner for p in report.problems] == ["mallory"]
    assert "link" in report.problems[0].reason


def test_a_missing_folder_is_a_clear_error(tmp_path, monkeypatch):
    with pytest.raises(DashboardError, match="does not exist"):
        ClassReport.read(tmp_path / "nowhere")
    (tmp_path / "f").write_text("x")
    with pytest.raises(DashboardError, match="is a file"):
        ClassReport.read(tmp_path / "f")
    monkeypatch.delenv("BRIDGE_CLASS_PROGRESS", raising=False)
    with pytest.raises(DashboardError, match="BRIDGE_CLASS_PROGRESS"):
        class_folder()
    monkeypatch.setenv("BRIDGE_CLASS_PROGRESS", str(tmp_path))
    assert class_folder() == tmp_path


def test_an_empty_class(tmp_path):
    report = ClassReport.read(tmp_path)
    assert report.learners == () and report.hardest() == [] and report.lessons == ()
    assert "No learners" in show.finished_html(report)
    assert "No question has been missed yet" in show.hardest_html(report)


def test_tables(klass):
    report = ClassReport.read(klass)
    html = show.dashboard_html(report)
    assert "6 learners" in html
    assert "<th style" in html and "01 Cards" in html and "02 Hands" in html
    assert html.count("✓ finished") == 3  # alice twice, bob once
    assert html.count("1 of 2 quizzes") == 2  # bob and erin in 01-cards
    assert "Finished by" in html and "1 of 6" in html and "2 of 6" in html
    assert "100 %" in html and html.count("50 %") == 3
    assert "dave" in show.problems_html(report) and "frank" in show.problems_html(report)
    text = str(show.dashboard_text(report))
    assert "01 Cards: finished by 1 of 6 (alice)" in text
    assert "01 Cards, quiz “suits”, question 2: missed by 2 of 2 (100 %)" in text


def test_names_from_the_learners_folders_are_escaped(tmp_path):
    _write(tmp_path, "<b>eve", {"01-cards": {"<i>q</i>": _entry(0, 1, [0])}})
    html = show.dashboard_html(ClassReport.read(tmp_path))
    assert "<b>eve" not in html and "&lt;b&gt;eve" in html
    assert "<i>q" not in html and "&lt;i&gt;q" in html


def test_the_chart_is_a_png_and_matplotlib_is_imported_lazily(klass):
    out = subprocess.run([sys.executable, "-c", "import sys, bridgelib.dashboard, "
                          "bridgelib.render.dashboard; print('matplotlib' in sys.modules)"],
                         capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
    chart = show.hardest_chart(ClassReport.read(klass))
    assert chart.png().startswith(b"\x89PNG")
    assert "4 hardest" in repr(chart)
    (klass.parent / "empty").mkdir()
    assert "no question missed" in repr(show.hardest_chart(ClassReport.read(klass.parent / "empty")))


def test_the_dashboard_notebook_runs_on_a_class_folder(klass, tmp_path, monkeypatch):
    """deploy/jupyterhub/dashboard.ipynb (the teacher's page, also served by Voilà) runs."""
    nbformat = pytest.importorskip("nbformat")
    nbclient = pytest.importorskip("nbclient")
    nb = nbformat.read(Path(__file__).parents[1] / "deploy" / "jupyterhub" / "dashboard.ipynb",
                       as_version=4)
    monkeypatch.setenv("BRIDGE_CLASS_PROGRESS", str(klass))
    (tmp_path / "teacher").mkdir()
    monkeypatch.setenv("HOME", str(tmp_path / "teacher"))
    nbclient.NotebookClient(nb, timeout=120, kernel_name="python3").execute()
    out = [o for c in nb.cells if c.cell_type == "code" for o in c.outputs]
    html = "".join(o.get("data", {}).get("text/html", "") for o in out)
    assert "Who finished which lesson" in html and "alice" in html and "100 %" in html
    assert any("image/png" in o.get("data", {}) for o in out)
    assert (tmp_path / "teacher" / "class-export" / "questions.csv").is_file()
    assert "Written for a spreadsheet" in html and "miss rate" in html and "['" not in html


def test_the_bridge_dashboard_command(klass, tmp_path, capsys):
    from bridgelib.cli import main

    assert main(["dashboard", str(klass), "--csv", str(tmp_path / "export"), "--top", "1"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("6 learners in ")
    assert "02 Hands: finished by 2 of 6 (alice, bob)" in out
    assert "missed by 2 of 2 (100 %)" in out and "missed by 1 of 2" not in out  # --top 1
    assert "unreadable: dave" in out
    assert (tmp_path / "export" / "questions.csv").is_file()
    assert main(["dashboard", str(tmp_path / "nowhere")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("bridge dashboard: the class folder") and err.count("\n") == 1
    assert main(["dashboard", str(klass), "--top", "0"]) == 2


def test_a_split_lessons_label_keeps_its_letter():
    from bridgelib.render.dashboard import lesson_label

    assert lesson_label("09a-the-laws-auction") == "09a The laws auction"
    assert lesson_label("02-hands-and-shapes") == "02 Hands and shapes"
    assert lesson_label("9ab-x") == "9ab-x" and lesson_label("09abc-x") == "09abc-x"
