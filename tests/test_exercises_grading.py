"""The exercises can be graded: nbgrader cell metadata, answer cells that name what to fill
in, check cells that never show the answer — and the real nbgrader makes the same student
version as tools/make_exercises.py, gives full marks to a solved copy and zero to an
untouched one."""

from __future__ import annotations

import ast
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import make_exercises  # noqa: E402

SOLUTIONS = sorted((ROOT / "solutions").glob("*.ipynb"))
ids = [p.stem for p in SOLUTIONS]


def read(path: Path):
    return nbformat.read(path, as_version=4)


def grader(cell) -> dict:
    return cell.metadata.get("nbgrader", {})


# ---------------------------------------------------------------- the notebooks themselves
@pytest.mark.parametrize("path", SOLUTIONS, ids=ids)
def test_every_exercise_cell_carries_nbgrader_metadata(path):
    nb = read(path)
    answers = [c for c in nb.cells if grader(c).get("solution")]
    checks = [c for c in nb.cells if grader(c).get("grade")]
    assert answers and checks
    assert all(grader(c).get("schema_version") == 3 and grader(c)["grade_id"] == c.id
               for c in nb.cells)
    assert len({grader(c)["grade_id"] for c in nb.cells}) == len(nb.cells)
    for c in checks:
        assert c.cell_type == "code" and grader(c)["locked"] and grader(c)["points"] >= 1
        assert "### BEGIN HIDDEN TESTS" in c.source and "sealed(" in c.source, c.id
    for c in answers:
        assert not grader(c)["locked"] and "### BEGIN SOLUTION" in c.source


@pytest.mark.parametrize("path", SOLUTIONS, ids=ids)
def test_a_check_cell_shows_every_verdict(path):
    """A cell shows only its last expression: two ``check(...)`` statements in one check
    cell showed the learner the second ✓ and swallowed the first (08's "is 2♠X a game?",
    11b's "rounds in your table").  Several checks in one cell go in one ``show(...)``."""
    for cell in read(path).cells:
        if not grader(cell).get("grade"):
            continue
        for part in cell.source.split("### BEGIN HIDDEN TESTS"):
            part = part.split("### END HIDDEN TESTS")[0]
            bare = [node for node in ast.parse(part).body
                    if isinstance(node, ast.Expr) and isinstance(node.value, ast.Call)
                    and isinstance(node.value.func, ast.Name) and node.value.func.id == "check"]
            assert len(bare) <= 1, f"{path.name} {cell.id}: {len(bare)} checks, one shown"


@pytest.mark.parametrize("path", SOLUTIONS, ids=ids)
def test_learners_see_what_to_fill_in_and_checks_that_never_show_the_answer(path):
    solution = {c.id: c for c in read(path).cells}
    exercise = read(ROOT / "exercises" / path.name)
    text = "\n".join(c.source for c in exercise.cells)
    assert "NotImplementedError" not in text and "SOLUTION" not in text
    assert "HIDDEN TESTS" not in text
    code = "\n".join(c.source for c in exercise.cells if c.cell_type == "code")
    code = re.sub(r'sealed\("[0-9a-f]+"\)', "sealed(…)", code)
    for cell in exercise.cells:
        meta = grader(cell)
        if meta.get("solution"):
            # The answer cell names the variable(s) to fill in.
            assert re.match(r"^\w+ = \.\.\.  # your answer in place of \.\.\.$",
                            cell.source.splitlines()[0]), (path.name, cell.id, cell.source)
            solved = [ln.split(" = ", 1)[1] for ln in solution[cell.id].source.splitlines()
                      if re.match(r"^\w+ = ", ln) and not ln.endswith("in place of ...")]
            # (questions may name the choices, labels small numbers; code never the answer)
            for value in [v for v in solved if not (v.isdigit() and len(v) <= 2)]:
                shown = re.search(rf"(?<!\w){re.escape(value)}(?!\w)", code)
                assert not shown, f"{path.name}: the answer {value!r} shows"
        if meta.get("grade"):
            assert cell.metadata.get("editable") is False  # locked in JupyterLab
            hidden = solution[cell.id].source.split("### BEGIN HIDDEN TESTS")[1]
            assert "check(" in hidden, (path.name, cell.id)
            # What learners see compares with sealed values only; any other line only
            # prepares the learner's own answer for the check.
            # (a check stands alone, or several share one show(...) so that all are shown)
            tree = ast.parse(cell.source)

            def is_check(node) -> bool:
                return isinstance(node, ast.Call) and getattr(node.func, "id", "") == "check"

            verdicts = [n for n in tree.body if isinstance(n, ast.Expr) and (
                is_check(n.value) or isinstance(n.value, ast.Call)
                and getattr(n.value.func, "id", "") == "show" and all(map(is_check, n.value.args)))]
            checks = [c for n in verdicts for c in ([n.value] if is_check(n.value) else n.value.args)]
            assert checks, (path.name, cell.id)
            for call in checks:
                expected = call.args[1]
                assert isinstance(expected, ast.Call) and expected.func.id == "sealed", \
                    (path.name, cell.id, ast.unparse(expected))
            used = {n.id for call in checks for n in ast.walk(call.args[0]) if isinstance(n, ast.Name)}
            for stmt in tree.body:
                if stmt not in verdicts:
                    names = {n.id for n in ast.walk(stmt) if isinstance(n, ast.Name)}
                    assert names & (used - {"len"}), (path.name, cell.id, ast.unparse(stmt))


def test_an_untouched_answer_is_no_answer_yet_not_a_name_error():
    from bridgelib.course import check

    ns: dict = {}
    exec("answer_1 = ...  # your answer in place of ...\n", ns)
    with pytest.raises(AssertionError, match="no answer yet"):
        check(ns["answer_1"], 1, "anything")


# ---------------------------------------------------------------- the real nbgrader
def _nbgrader(root: Path, *args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ)
    env["JUPYTER_CONFIG_DIR"] = str(root / ".jupyter")
    env["JUPYTER_DATA_DIR"] = str(root / ".jupyter-data")
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
    env.setdefault("MPLBACKEND", "Agg")
    env.pop("JUPYTER_PATH", None)
    env["PATH"] = os.pathsep.join([str(Path(sys.executable).parent), env.get("PATH", "")])
    proc = subprocess.run([sys.executable, "-m", "nbgrader", *args], cwd=root, env=env,
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    return proc


def _course(tmp_path: Path, names: list[str]) -> Path:
    root = tmp_path / "course"
    source = root / "source" / "ps1"
    source.mkdir(parents=True)
    for name in names:
        shutil.copy(ROOT / "solutions" / name, source / name)
    (root / ".jupyter").mkdir()
    config = ["c = get_config()", f"c.CourseDirectory.root = {str(root)!r}",
              "c.CourseDirectory.course_id = 'bridge-course'",
              f"c.CourseDirectory.db_url = {'sqlite:///' + str(root / 'gradebook.db')!r}"]
    for section, values in make_exercises.NBGRADER_CONFIG.items():
        for key, value in values.items():
            config.append(f"c.{section}.{key} = {value!r}")
    (root / "nbgrader_config.py").write_text("\n".join(config) + "\n")
    return root


def _solve(release: Path, solution: Path, out: Path) -> None:
    """What a learner who knows every answer hands in: the release version with each
    answer cell written out (the solution's lines, without nbgrader's markers)."""
    nb = read(release)
    answers = {c.id: c.source for c in read(solution).cells if grader(c).get("solution")}
    for cell in nb.cells:
        if cell.id in answers:
            cell.source = "\n".join(ln for ln in answers[cell.id].splitlines()
                                    if "### BEGIN SOLUTION" not in ln
                                    and "### END SOLUTION" not in ln)
    out.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(nb, out)


def _comparable(nb) -> list:
    # (nbgrader adds its own bookkeeping, a checksum and the cell type, for its database)
    return [(c.cell_type, c.id, c.source,
             {k: v for k, v in grader(c).items() if k not in ("checksum", "cell_type")},
             c.metadata.get("editable"), c.metadata.get("deletable")) for c in nb.cells
            if c.id != make_exercises.BANNER_ID]


def _grade(names: list[str], tmp_path: Path, monkeypatch) -> dict[str, tuple[float, float]]:
    # nbgrader runs its ``alembic`` next to the Python it runs under.
    monkeypatch.setenv("PATH", os.pathsep.join([str(Path(sys.executable).parent),
                                                os.environ.get("PATH", "")]))
    root = _course(tmp_path, names)
    _nbgrader(root, "generate_assignment", "ps1", "--force")
    for name in names:
        release = root / "release" / "ps1" / name
        # The real nbgrader makes the student version we ship in exercises/.
        assert _comparable(read(release)) == _comparable(read(ROOT / "exercises" / name)), name
        shutil.copy(release, (root / "submitted" / "untouched" / "ps1").mkdir(
            parents=True, exist_ok=True) or root / "submitted" / "untouched" / "ps1" / name)
        _solve(release, ROOT / "solutions" / name, root / "submitted" / "solved" / "ps1" / name)
    for student in ("untouched", "solved"):
        (root / "submitted" / student / "ps1" / "timestamp.txt").write_text(
            "2026-01-01 00:00:00.000000 UTC")
        _nbgrader(root, "autograde", "ps1", "--student", student, "--force",
                  "--Autograde.create_student=True")
    from nbgrader.api import Gradebook

    with Gradebook(f"sqlite:///{root / 'gradebook.db'}") as gb:
        return {s: (gb.find_submission("ps1", s).score, gb.find_submission("ps1", s).max_score)
                for s in ("untouched", "solved")}


@pytest.mark.parametrize("names", [["01-cards-suits-ranks.ipynb", "08-scoring.ipynb"]],
                         ids=["01+08"])
def test_nbgrader_gives_full_marks_to_solved_and_zero_to_untouched(names, tmp_path, monkeypatch):
    scores = _grade(names, tmp_path, monkeypatch)
    cells = [c for n in names for c in read(ROOT / "solutions" / n).cells]
    points = sum(grader(c).get("points", 0) for c in cells)
    assert points == sum(bool(re.fullmatch(r"q\d+", c.id)) for c in cells)  # a point a question
    assert scores["solved"] == (points, points)
    assert scores["untouched"] == (0, points)


@pytest.mark.slow
def test_nbgrader_grades_every_exercise_notebook(tmp_path, monkeypatch):
    names = [p.name for p in SOLUTIONS]
    scores = _grade(names, tmp_path, monkeypatch)
    total = scores["solved"][1]
    assert scores["solved"] == (total, total) and scores["untouched"] == (0, total)
