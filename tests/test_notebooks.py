"""Guards for the course notebooks (strict nbval itself runs via ``run.py test``).

- every code cell of course/ and solutions/ was run, in order, by the project's
  executor (tools/execute_notebooks.py), whose clean-up leaves recognisable traces;
- the notebooks are what their sources in tools/lessons/ build, and exercises/
  is what tools/make_exercises.py makes of solutions/;
- each lesson has objectives, a summary, a working link to its exercises, a quiz
  cell, short cells that only call bridgelib, and no bridge facts typed by hand
  (no tables, percentages or diagrams in its prose).
"""

from __future__ import annotations

import ast
import importlib.util
import re
import sys
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import build_course  # noqa: E402
import execute_notebooks  # noqa: E402
import make_exercises  # noqa: E402

COURSE = sorted((ROOT / "course").glob("*.ipynb"))
SOLUTIONS = sorted((ROOT / "solutions").glob("*.ipynb"))
LESSONS = [p for p in COURSE if not p.name.startswith("00-")]
MAX_CODE_LINES = 6


def read(path: Path):
    return nbformat.read(path, as_version=4)


def ids(paths):
    return [p.name for p in paths]


def code_cells(nb):
    return [c for c in nb.cells if c.cell_type == "code"]


def own_markdown(nb):
    """Markdown written by the author (generated navigation excluded)."""
    return [c for c in nb.cells if c.cell_type == "markdown"
            and build_course.GENERATED not in c.metadata]


# ---------------------------------------------------------------- execution
@pytest.mark.parametrize("path", COURSE + SOLUTIONS, ids=ids(COURSE + SOLUTIONS))
def test_every_code_cell_was_executed_in_order(path):
    cells = code_cells(read(path))
    assert cells, f"{path.name} has no code cell"
    counts = [c.execution_count for c in cells]
    assert counts == list(range(1, len(cells) + 1)), (
        f"{path.name}: execution counts {counts} — run tools/execute_notebooks.py")


@pytest.mark.parametrize("path", COURSE + SOLUTIONS, ids=ids(COURSE + SOLUTIONS))
def test_outputs_are_as_the_executor_leaves_them(path):
    nb = read(path)
    assert "widgets" not in nb.metadata
    assert nb.metadata.get("kernelspec") == execute_notebooks.KERNELSPEC
    for cell in nb.cells:
        assert "execution" not in cell.metadata, f"{path.name}:{cell.id} keeps timings"
        if cell.cell_type != "code":
            continue
        expects_error = "raises-exception" in cell.metadata.get("tags", [])
        errors = [o for o in cell.outputs if o.output_type == "error"]
        assert bool(errors) == expects_error, (
            f"{path.name}:{cell.id}: " + ("raised " + errors[0].ename if errors else
                                         "is tagged raises-exception but raised nothing"))
        for out in cell.outputs:
            data = out.get("data", {})
            assert execute_notebooks.WIDGET_VIEW not in data, f"{path.name}:{cell.id}"
            assert "image/svg+xml" not in data, f"{path.name}:{cell.id}: use PNG figures"


@pytest.mark.parametrize("path", COURSE + SOLUTIONS, ids=ids(COURSE + SOLUTIONS))
def test_outputs_do_not_depend_on_the_machine(path):
    """No absolute path, library line number or terminal colour in a committed output."""
    text = path.read_text(encoding="utf-8")
    assert str(ROOT) not in text and "site-packages" not in text, path.name
    for cell in code_cells(read(path)):
        for out in cell.outputs:
            if out.output_type == "error":
                assert out.traceback == [f"{out.ename}: {out.evalue}"], f"{path.name}:{cell.id}"
            blob = str(out.get("text", "")) + str(out.get("data", {}).get("text/plain", ""))
            assert "\x1b[" not in blob and not re.search(r'File "/|/[\w.-]+/[\w.-]+\.py", line', blob), (
                f"{path.name}:{cell.id} shows a path or colour codes")


@pytest.mark.parametrize("path", COURSE, ids=ids(COURSE))
def test_no_output_is_a_bare_python_repr(path):
    """What a learner reads is bridge, not Python: an output with nothing but plain text
    may not be a widget's or a value's repr (``IntProgress(value=0, ...)``,
    ``Card.from_str('C2')``, ``<bridgelib....>``)."""
    bad = re.compile(r"^\s*[(\[<'\"]|\w+Progress\(|\.from_str\(|\b(Seat|Suit|Strain|Rank)\.[A-Z]")
    for cell in code_cells(read(path)):
        for out in cell.outputs:
            data = out.get("data", {})
            if out.output_type in ("display_data", "execute_result") and set(data) == {"text/plain"}:
                assert not bad.search(str(data["text/plain"])), (
                    f"{path.name}:{cell.id} shows {str(data['text/plain'])[:60]!r}")


def test_executor_keeps_only_the_last_line_of_an_error():
    nb = nbformat.v4.new_notebook()
    cell = nbformat.v4.new_code_cell("Card.from_str('Z9')")
    cell.outputs = [nbformat.v4.new_output(
        "error", ename="InvalidNotation", evalue="'Z9' is not a card",
        traceback=["\x1b[0;31m---\x1b[0m", 'File /home/x/bridgelib/cards.py:282, in from_str', "..."])]
    nb.cells = [cell]
    execute_notebooks.clean(nb)
    assert nb.cells[0].outputs[0].traceback == ["InvalidNotation: 'Z9' is not a card"]


def test_executor_cleaning_is_what_the_guards_expect():
    nb = nbformat.v4.new_notebook()
    cell = nbformat.v4.new_code_cell("w")
    cell.outputs = [nbformat.v4.new_output(
        "display_data", data={"text/plain": "Button()", execute_notebooks.WIDGET_VIEW: {"model_id": "x"}})]
    cell.metadata["execution"] = {"iopub.status.busy": "2024"}
    nb.cells = [cell]
    nb.metadata["widgets"] = {"state": {}}
    execute_notebooks.clean(nb)
    assert nb.cells[0].outputs[0].data == {"text/plain": "Button()"}
    assert "execution" not in nb.cells[0].metadata and "widgets" not in nb.metadata


# ---------------------------------------------------------------- generated files
def test_notebooks_are_built_from_their_sources():
    stale = [str(s.target.relative_to(ROOT)) for s, _ in build_course.stale()]
    assert not stale, f"out of date with tools/lessons/: {stale} — run tools/build_course.py"
    assert not build_course.orphans(), "notebooks without a source in tools/lessons/"


def test_exercises_are_generated_from_solutions():
    bad = [str(p.relative_to(ROOT)) for p in make_exercises.differences()]
    assert not bad, f"exercises/ out of date: {bad} — run tools/make_exercises.py"


@pytest.mark.parametrize("path", SOLUTIONS, ids=ids(SOLUTIONS))
def test_exercises_hide_every_solution(path):
    solution = "\n".join(c.source for c in read(path).cells)
    assert "### BEGIN SOLUTION" in solution and "### END SOLUTION" in solution
    exercise = "\n".join(c.source for c in read(ROOT / "exercises" / path.name).cells)
    assert "BEGIN SOLUTION" not in exercise and "NotImplementedError" not in exercise
    assert re.search(r"^answer_1 = \.\.\.", exercise, re.M)  # the answer cell names its variable


def test_source_parser_reports_file_and_line(tmp_path):
    bad = tmp_path / "01-bad.py"
    bad.write_text("# ---\n# title: Bad\n# ---\n# %% [markdown] id=a\n# ok\n# %% id=a\nx = 1\n")
    with pytest.raises(build_course.SourceError, match=r"01-bad.py, line 6: .*used twice"):
        build_course.parse(bad, "course")
    bad.write_text("# ---\n# title: Bad\n# ---\n# %% [markdown] id=a\nnot a comment\n")
    with pytest.raises(build_course.SourceError, match=r"line 5: a markdown line"):
        build_course.parse(bad, "course")


# ---------------------------------------------------------------- lesson structure
@pytest.mark.parametrize("path", LESSONS, ids=ids(LESSONS))
def test_lesson_has_objectives_summary_and_exercises(path):
    nb = read(path)
    by_id = {c.id: c for c in nb.cells}
    assert "objectives" in by_id and "Learning objectives" in by_id["objectives"].source
    assert "summary" in by_id and "Summary" in by_id["summary"].source
    links = re.findall(r"\]\(\.\./exercises/([^)]+\.ipynb)\)", "\n".join(c.source for c in nb.cells))
    assert links, f"{path.name} links to no exercises"
    for name in links:
        assert (ROOT / "exercises" / name).exists() and (ROOT / "solutions" / name).exists()


@pytest.mark.parametrize("path", COURSE + SOLUTIONS, ids=ids(COURSE + SOLUTIONS))
def test_every_notebook_link_resolves(path):
    for cell in read(path).cells:
        if cell.cell_type != "markdown":
            continue
        for target in re.findall(r"\]\(([^)#:]+\.ipynb)(?:#[^)]*)?\)", cell.source):
            assert (path.parent / target).resolve().exists(), f"{path.name}:{cell.id} → {target}"


def test_index_maps_every_lesson():
    index = read(ROOT / "course" / "00-index.ipynb")
    maps = [c for c in index.cells if c.metadata.get(build_course.GENERATED) == "lesson-map"]
    assert len(maps) == 1
    for lesson in LESSONS:
        assert f"]({lesson.name})" in maps[0].source


QUIZ_CALL = re.compile(r"\b(Quiz\.from_bank|quiz\.generated|generated)\(")


@pytest.mark.parametrize("path", LESSONS, ids=ids(LESSONS))
def test_lesson_has_a_quiz_cell(path):
    if importlib.util.find_spec("bridgelib.quiz") is None:
        pytest.skip("bridgelib.quiz is not written yet; lessons get quiz cells when it lands")
    cells = [c for c in code_cells(read(path)) if QUIZ_CALL.search(c.source)]
    assert cells, f"{path.name} has no quiz cell"
    assert any(".widget()" in c.source for c in cells)


@pytest.mark.parametrize("path", COURSE, ids=ids(COURSE))
def test_cells_are_short_and_only_call_bridgelib(path):
    for cell in code_cells(read(path)):
        lines = [ln for ln in cell.source.splitlines() if ln.strip() and not ln.lstrip().startswith("#")]
        assert len(lines) <= MAX_CODE_LINES, (
            f"{path.name}:{cell.id} has {len(lines)} lines: helper code belongs in bridgelib")
        tree = ast.parse(cell.source)
        for node in ast.walk(tree):
            assert not isinstance(node, (ast.FunctionDef, ast.ClassDef, ast.Lambda)), (
                f"{path.name}:{cell.id} defines a helper: put it in bridgelib")
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            else:
                continue
            assert all(n == "bridgelib" or n.startswith("bridgelib.") for n in names), (
                f"{path.name}:{cell.id} imports {names}: lessons only call bridgelib")
        assert "print(" not in cell.source, f"{path.name}:{cell.id}: show values, do not print text"


HAND_TYPED = [
    (re.compile(r"^\s*\|.*\|\s*$", re.M), "a table"),
    (re.compile(r"<table", re.I), "an HTML table"),
    (re.compile(r"\d\s*%"), "a percentage"),
    (re.compile(r"[♠♥♦♣]\s*(?:[AKQJT2-9]|10)(?:\s*(?:[AKQJT2-9]|10)){3,}"), "a hand diagram"),
    (re.compile(r"!\[[^\]]*\]\([^)]*\.(?:png|svg|jpg)\)", re.I), "a stored picture"),
]


@pytest.mark.parametrize("path", COURSE, ids=ids(COURSE))
def test_no_bridge_facts_typed_by_hand(path):
    for cell in own_markdown(read(path)):
        for pattern, what in HAND_TYPED:
            m = pattern.search(cell.source)
            assert m is None, (f"{path.name}:{cell.id} types {what} by hand ({m.group(0)!r}): "
                               "compute it with bridgelib in a code cell")


# ---------------------------------------------------------------- traceability
TRACE = ROOT / "docs" / "traceability.md"


def trace_rows():
    rows = []
    for n, line in enumerate(TRACE.read_text(encoding="utf-8").splitlines(), 1):
        cols = [c.strip() for c in line.strip().strip("|").split("|")]
        if not line.startswith("|") or len(cols) != 5 or cols[0] in ("seed", "source", "") or set(cols[0]) <= set("-"):
            continue
        rows.append((n, cols))
    return rows


def test_traceability_rows_point_at_existing_cells():
    rows = trace_rows()
    assert len(rows) > 50
    taught = set()
    for n, (seed, concept, terms, where, cells) in rows:
        link = re.search(r"\]\(\.\./course/([^)]+\.ipynb)\)", where)
        if link:
            nb = read(ROOT / "course" / link.group(1))
            ids = re.findall(r"`([^`]+)`", cells)
            assert ids, f"traceability.md line {n}: {concept!r} names no cell"
            known = {c.id for c in nb.cells}
            missing = [i for i in ids if i not in known]
            assert not missing, f"traceability.md line {n}: no cell {missing} in {link.group(1)}"
            taught.add(link.group(1))
        elif where.startswith("planned:"):
            assert re.search(r"lesson \d\d", where) and ("bridgelib" in where or "described" in where), (
                f"traceability.md line {n}: a planned row names its lesson and module")
        else:
            assert where.startswith("not taught:") and len(where) > 25, (
                f"traceability.md line {n}: {concept!r} is neither taught, planned, nor explained")
    assert {p.name for p in LESSONS} <= taught, "a lesson that the traceability table never cites"


def test_executor_is_deterministic_with_figures_widgets_and_errors(tmp_path):
    nb = nbformat.v4.new_notebook()
    sources = [
        ("fig", "from bridgelib import course\ncourse.deck_figure(36)", []),
        ("widget", "from bridgelib.quiz import generated\ngenerated('hcp', n=1, seed=1).widget()", []),
        ("error", "from bridgelib import Card\nCard.from_str('Z9')", ["raises-exception"]),
        ("random", "from bridgelib import Deal\nDeal.random(seed=3)", []),
    ]
    for cid, src, tags in sources:
        cell = nbformat.v4.new_code_cell(src)
        cell.id = cid
        if tags:
            cell.metadata["tags"] = tags
        nb.cells.append(cell)
    path = tmp_path / "t.ipynb"
    path.write_text(nbformat.writes(nb), encoding="utf-8")
    assert execute_notebooks.run([path], quiet=True) == [path]
    first = path.read_bytes()
    assert execute_notebooks.run([path], quiet=True) == []
    assert path.read_bytes() == first
    done = read(path)
    assert [c.execution_count for c in done.cells] == [1, 2, 3, 4]
    assert "image/png" in done.cells[0].outputs[0].data
    # The widget view (random model id) is gone; its text and static HTML picture stay.
    assert sorted(done.cells[1].outputs[0].data) == ["text/html", "text/plain"]
    assert done.cells[2].outputs[0].ename == "InvalidNotation"


def test_source_adapter_checks_cell_options(tmp_path):
    bad = tmp_path / "01-bad.py"
    bad.write_text("# ---\n# title: Bad\n# ---\n# %% id=a points=x\nx = 1\n")
    with pytest.raises(build_course.SourceError, match=r"line 4: points=x is not a whole number"):
        build_course.parse(bad, "solutions")
    bad.write_text("# ---\n# title: Bad\n# ---\n# %% id=a colour=red\nx = 1\n")
    with pytest.raises(build_course.SourceError, match=r"line 4: unknown cell option\(s\) colour"):
        build_course.parse(bad, "solutions")
    good = tmp_path / "01-good.py"
    good.write_text("# ---\n# title: Good\n# ---\n\n# %% [markdown] id=q\n# **1.** Why?\n#\n"
                    "# Because.\n\n# %% id=c points=2 tags=a,b\ncheck(x)\n\n\n")
    src = build_course.parse(good, "solutions")
    assert [(c.kind, c.id, c.source, c.tags, c.points) for c in src.cells] == [
        ("markdown", "q", "**1.** Why?\n\nBecause.", (), None),
        ("code", "c", "check(x)", ("a", "b"), 2)]


def test_the_site_takes_every_lesson_and_sheet():
    """The static site's table of contents holds every notebook of course/ and exercises/,
    the lettered parts of a split lesson (06a, 06b, ...) included."""
    import build_site

    for folder in ("course", "exercises"):
        assert build_site.notebooks(folder) == sorted((ROOT / folder).glob("*.ipynb")), folder
    assert any(p.name.startswith("09b-") for p in build_site.notebooks("course"))
