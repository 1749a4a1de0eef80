#!/usr/bin/env python3
"""Build course/ and solutions/ notebooks from their sources in tools/lessons/.

    python tools/build_course.py            # rebuild changed notebooks, execute them, make exercises
    python tools/build_course.py --check    # exit 1 if a notebook is out of date with its source
    python tools/build_course.py --force    # rebuild and execute every notebook

Sources are plain "percent" files (see tools/lessons/README.md): one file per
notebook, ``tools/lessons/course/NN-slug.py`` → ``course/NN-slug.ipynb`` and
``tools/lessons/solutions/NN-slug.py`` → ``solutions/NN-slug.ipynb``.  Navigation
is generated, never kept by hand: a line of links at the top and bottom of every
lesson (previous, course map, next, its exercises), and the lesson map of the
index (a cell whose source is ``{{lesson-map}}``).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ROOT / "tools" / "lessons"
KINDS = ("course", "solutions")
GENERATED = "bridge_course_generated"
_HEADER = re.compile(r"^# %%(?:\s+\[(markdown|md)\])?(.*)$")
_ID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")


class SourceError(ValueError):
    """A lesson source that does not follow the format (with file and line)."""


@dataclass
class Cell:
    kind: str  # "code" or "markdown"
    id: str
    source: str
    tags: tuple[str, ...] = ()
    generated: str | None = None
    line: int = 0
    points: int | None = None


@dataclass
class Source:
    path: Path
    kind: str  # "course" or "solutions"
    meta: dict[str, str]
    cells: list[Cell] = field(default_factory=list)

    @property
    def stem(self) -> str:
        return self.path.stem

    @property
    def number(self) -> str:
        return self.stem.split("-", 1)[0]

    @property
    def title(self) -> str:
        return self.meta["title"]

    @property
    def target(self) -> Path:
        return ROOT / self.kind / f"{self.stem}.ipynb"


def parse(path: Path, kind: str) -> Source:
    """Read one percent-format source file (cells split by jupytext).

    The adapter around :func:`jupytext.reads`: our front matter (``# title: …``) is read
    here, and our cell headers (``# %% [markdown] id=x tags=a,b points=1``) are checked
    (with file and line) and rewritten in jupytext's own option syntax
    (``id="x" tags=["a","b"] points=1``); jupytext then splits the cells and turns the
    ``# `` lines of markdown cells into text.
    """
    import jupytext

    lines = path.read_text(encoding="utf-8").splitlines()
    where = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
    meta: dict[str, str] = {}
    i = 0
    if lines and lines[0].strip() == "# ---":
        i = 1
        while i < len(lines) and lines[i].strip() != "# ---":
            m = re.match(r"^#\s*([a-z_]+):\s*(.*)$", lines[i])
            if not m:
                raise SourceError(f"{where}, line {i + 1}: front matter is '# key: value', "
                                  f"not {lines[i]!r}")
            meta[m.group(1)] = m.group(2).strip()
            i += 1
        i += 1
    if "title" not in meta:
        raise SourceError(f"{where}: the front matter needs a '# title: ...' line")
    src = Source(path, kind, meta)

    headers: list[Cell] = []
    adapted: list[str] = []
    seen: set[str] = set()
    for n in range(i, len(lines)):
        m = _HEADER.match(lines[n])
        if not m:
            if not headers and lines[n].strip():
                raise SourceError(f"{where}, line {n + 1}: text before the first '# %%'")
            if headers and headers[-1].kind == "markdown" and lines[n].strip() \
                    and not lines[n].startswith("#"):
                raise SourceError(f"{where}, line {n + 1}: a markdown line must start with "
                                  f"'#': {lines[n]!r}")
            if headers:
                adapted.append(lines[n])
            continue
        attrs = dict(re.findall(r"(\w+)=(\S+)", m.group(2)))
        unknown = set(attrs) - {"id", "tags", "points"}
        if unknown:
            raise SourceError(f"{where}, line {n + 1}: unknown cell option(s) "
                              f"{', '.join(sorted(unknown))}; use id=, tags= or points=")
        cid = attrs.get("id")
        if cid is None or not _ID.match(cid):
            raise SourceError(f"{where}, line {n + 1}: every cell needs id=<letters, digits, - or _>")
        if cid in seen:
            raise SourceError(f"{where}, line {n + 1}: the cell id {cid!r} is used twice")
        seen.add(cid)
        tags = tuple(t for t in attrs.get("tags", "").split(",") if t)
        points = attrs.get("points")
        if points is not None and not (points.isdigit() and int(points) > 0):
            raise SourceError(f"{where}, line {n + 1}: points={points} is not a whole number "
                              "of points")
        headers.append(Cell("markdown" if m.group(1) else "code", cid, "", tags, line=n + 1,
                            points=int(points) if points else None))
        options = [f"id={json.dumps(cid)}"] + ([f"tags={json.dumps(list(tags))}"] if tags else [])
        adapted.append("# %%" + (" [markdown]" if m.group(1) else "") + " " + " ".join(options))

    cells = jupytext.reads("\n".join(adapted) + "\n", fmt="py:percent").cells
    if [c.metadata.get("id") for c in cells] != [h.id for h in headers]:
        raise SourceError(f"{where}: jupytext found other cells than the '# %%' headers say")
    for head, cell in zip(headers, cells):
        if cell.cell_type != head.kind:
            raise SourceError(f"{where}, line {head.line}: cell {head.id!r} read as {cell.cell_type}")
        head.source = cell.source.strip("\n")
        if not head.source.strip():
            raise SourceError(f"{where}, line {head.line}: cell {head.id!r} is empty")
        src.cells.append(head)
    return src


def sources(kind: str) -> list[Source]:
    return [parse(p, kind) for p in sorted((SOURCES / kind).glob("[0-9]*.py"))]


# ---------------------------------------------------------------- navigation
def _exercises_of(lesson: Source, exercises: dict[str, Source]) -> Source | None:
    stem = lesson.meta.get("exercises", lesson.stem)
    return exercises.get(stem)


def _nav(lesson: Source, lessons: list[Source], exercises: dict[str, Source],
         bottom: bool) -> str:
    k = lessons.index(lesson)
    prev = lessons[k - 1] if k > 0 else None
    nxt = lessons[k + 1] if k + 1 < len(lessons) else None
    parts = []
    if prev is not None:
        parts.append(f"[← {prev.number} {prev.title}]({prev.stem}.ipynb)")
    if k > 1:
        parts.append("[course map](00-index.ipynb)")
    ex = _exercises_of(lesson, exercises)
    if ex is not None:
        parts.append(f"[exercises](../exercises/{ex.stem}.ipynb)")
    if nxt is not None:
        parts.append(f"[{nxt.number} {nxt.title} →]({nxt.stem}.ipynb)")
    line = " · ".join(parts)
    if bottom and ex is not None:
        line = (f"**Practise:** [exercises for this lesson](../exercises/{ex.stem}.ipynb) "
                f"(teachers: [with solutions](../solutions/{ex.stem}.ipynb))\n\n" + line)
    return line


def _lesson_map(lessons: list[Source], exercises: dict[str, Source]) -> str:
    rows = ["| # | lesson | what you learn | practise |", "|---|---|---|---|"]
    for lesson in lessons[1:]:
        ex = _exercises_of(lesson, exercises)
        link = f"[exercises](../exercises/{ex.stem}.ipynb)" if ex else "—"
        rows.append(f"| {lesson.number} | [{lesson.title}]({lesson.stem}.ipynb) | "
                    f"{lesson.meta.get('summary', '')} | {link} |")
    return "\n".join(rows)


def _exercise_nav(ex: Source, lessons: list[Source], exercises: dict[str, Source]) -> str:
    taught = [les for les in lessons if _exercises_of(les, exercises) is ex]
    links = ", ".join(f"[{les.number} {les.title}](../course/{les.stem}.ipynb)" for les in taught)
    return (f"Exercises for {links or 'the course'} · [course map](../course/00-index.ipynb)\n\n"
            "Write each answer in place of the `...` in its answer cell (`answer_1 = ...`), "
            "run that cell, then run the check cell below it: it says ✓ or gives a hint, "
            "never the answer.")


# ---------------------------------------------------------------- notebooks
def build(src: Source, lessons: list[Source], exercises: dict[str, Source]):
    """The unexecuted notebook for one source, navigation included."""
    import nbformat.v4 as v4

    def make(cell: Cell):
        if cell.kind == "markdown":
            nbcell = v4.new_markdown_cell(cell.source)
        else:
            nbcell = v4.new_code_cell(cell.source)
        nbcell.id = cell.id
        if cell.tags:
            nbcell.metadata["tags"] = list(cell.tags)
        if cell.generated:
            nbcell.metadata[GENERATED] = cell.generated
        if src.kind == "solutions":
            nbcell.metadata["nbgrader"] = nbgrader_metadata(cell)
        return nbcell

    cells = list(src.cells)
    if src.kind == "course":
        cells = [Cell("markdown", c.id, _lesson_map(lessons, exercises), c.tags, "lesson-map")
                 if c.source.strip() == "{{lesson-map}}" else c for c in cells]
        cells.insert(0, Cell("markdown", "nav-top", _nav(src, lessons, exercises, False),
                             generated="nav"))
        cells.append(Cell("markdown", "nav-bottom", _nav(src, lessons, exercises, True),
                          generated="nav"))
    else:
        cells.insert(0, Cell("markdown", "nav-top", _exercise_nav(src, lessons, exercises),
                             generated="nav"))
    nb = v4.new_notebook()
    nb.cells = [make(c) for c in cells]
    nb.metadata["kernelspec"] = {"display_name": "Python 3 (ipykernel)", "language": "python",
                                 "name": "python3"}
    nb.metadata["title"] = src.title
    return nb


def nbgrader_metadata(cell: Cell) -> dict:
    """nbgrader's cell metadata for an exercise cell (schema 3).

    - a code cell with a ``### BEGIN SOLUTION`` region is an answer cell (editable);
    - a cell with ``points=N`` is a graded, locked test cell (its ``### BEGIN HIDDEN
      TESTS`` part is removed from the learner's copy and put back for grading);
    - every other cell is locked (read-only), so the questions and the set-up cannot be
      lost by accident.
    """
    solution = cell.kind == "code" and "### BEGIN SOLUTION" in cell.source
    meta = {"grade": cell.points is not None, "grade_id": cell.id,
            "locked": not solution, "schema_version": 3, "solution": solution, "task": False}
    if cell.points is not None:
        meta["points"] = cell.points
    return meta


def signature(nb) -> list[tuple]:
    """What a source decides about a notebook (everything but outputs)."""
    return [(c.cell_type, c.get("id"), c.source, tuple(c.metadata.get("tags", ())),
             c.metadata.get(GENERATED), c.metadata.get("nbgrader"))
            for c in nb.cells] + [nb.metadata.get("title")]


def all_sources() -> tuple[list[Source], dict[str, Source]]:
    lessons = sources("course")
    exercises = {s.stem: s for s in sources("solutions")}
    return lessons, exercises


def stale() -> list[tuple[Source, object]]:
    """(source, fresh notebook) for every notebook that differs from its source
    (or was never executed)."""
    import nbformat

    lessons, exercises = all_sources()
    out = []
    for src in [*lessons, *exercises.values()]:
        fresh = build(src, lessons, exercises)
        if not src.target.exists():
            out.append((src, fresh))
            continue
        old = nbformat.read(src.target, as_version=4)
        unexecuted = any(c.cell_type == "code" and c.execution_count is None for c in old.cells)
        if unexecuted or signature(old) != signature(fresh):
            out.append((src, fresh))
    return out


def orphans() -> list[Path]:
    """Notebooks in course/ or solutions/ that no source produces."""
    lessons, exercises = all_sources()
    targets = {s.target for s in [*lessons, *exercises.values()]}
    return [p for kind in KINDS for p in sorted((ROOT / kind).glob("*.ipynb"))
            if p not in targets]


def main(argv: list[str] | None = None) -> int:
    import nbformat

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import execute_notebooks
    import make_exercises

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="only report notebooks out of date with their sources")
    parser.add_argument("--force", action="store_true", help="rebuild and execute every notebook")
    parser.add_argument("--no-execute", action="store_true",
                        help="write unexecuted notebooks (for a quick look; the tests will fail)")
    parser.add_argument("only", nargs="*", help="limit to these source stems (e.g. 01-cards)")
    args = parser.parse_args(argv)

    if args.check:
        bad = [s.target for s, _ in stale()] + orphans()
        for p in bad:
            print(f"out of date: {p.relative_to(ROOT)}", file=sys.stderr)
        return 1 if bad else 0

    lessons, exercises = all_sources()
    todo = ([(s, build(s, lessons, exercises)) for s in [*lessons, *exercises.values()]]
            if args.force else stale())
    if args.only:
        todo = [(s, nb) for s, nb in todo if any(s.stem.startswith(o) for o in args.only)]
    for src, nb in todo:
        src.target.parent.mkdir(exist_ok=True)
        src.target.write_text(nbformat.writes(nb) + "\n", encoding="utf-8")
        print(f"built {src.target.relative_to(ROOT)}")
    for p in orphans():
        print(f"warning: {p.relative_to(ROOT)} has no source in tools/lessons/", file=sys.stderr)
    if not args.no_execute and todo:
        execute_notebooks.run([s.target for s, _ in todo])
    if not args.no_execute:
        make_exercises.run()
    return 0


if __name__ == "__main__":
    sys.exit(main())
