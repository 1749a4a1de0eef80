"""The teacher's dashboard shown: tables (HTML and text) and a chart of a
:class:`bridgelib.dashboard.ClassReport`.

Pure presentation: the figures are the report's; matplotlib is imported only when the
chart is drawn.  Learners' names and quiz names come from files and folders the
learners control, so everything is escaped.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Any

from . import HTML, Text
from .figures import Figure, new_figure

if TYPE_CHECKING:
    from ..dashboard import ClassReport, QuestionStat

__all__ = ["lesson_label", "question_label", "finished_html", "hardest_html", "problems_html",
           "dashboard_html", "dashboard_text", "hardest_chart", "exported"]

_CELL = "padding:3px 10px;border-bottom:1px solid #ddd;text-align:left"


def lesson_label(lesson: str) -> str:
    """``"02-hands-and-shapes"`` → ``"02 Hands and shapes"``; a lesson split in parts keeps
    its letter: ``"09a-the-laws-auction"`` → ``"09a The laws auction"``."""
    number, _, slug = lesson.partition("-")
    if not (number[:2].isdigit() and (len(number) == 2 or len(number) == 3 and number[2].isalpha())) \
            or not slug:
        return lesson
    words = slug.replace("-", " ")
    return f"{number} {words[:1].upper()}{words[1:]}"


def question_label(q: "QuestionStat") -> str:
    """``lesson, quiz "name", question N`` (numbered from 1, as the learner sees it)."""
    return f"{lesson_label(q.lesson)}, quiz “{q.quiz}”, question {q.number + 1}"


def _percent(q: "QuestionStat") -> str:
    return f"{round(100 * q.rate)} %"


def _table(head: list[str], rows: list[list[str]], css: str) -> str:
    th = "".join(f"<th style='{_CELL}'>{h}</th>" for h in head)
    body = "".join("<tr>" + "".join(f"<td style='{_CELL}'>{c}</td>" for c in r) + "</tr>"
                   for r in rows)
    return f"<table class='{css}' style='border-collapse:collapse'><tr>{th}</tr>{body}</table>"


def finished_html(report: "ClassReport") -> HTML:
    """Learners by lessons: ✓ finished, "1 of 2 quizzes", or — (nothing yet)."""
    if not report.learners:
        return HTML("<div class='dash-finished'>No learners in this folder yet.</div>")
    lessons = report.lessons
    head = ["Learner"] + [escape(lesson_label(ls)) for ls in lessons] + ["Lessons finished"]
    rows = []
    for who in report.learners:
        cells = [escape(who)]
        for ls in lessons:
            n, of = report.done_quizzes(who, ls), len(report.quizzes[ls])
            cells.append("✓ finished" if report.finished(who, ls) else
                         "—" if n == 0 else f"{n} of {of} quizzes")
        cells.append(f"{sum(report.finished(who, ls) for ls in lessons)} of {len(lessons)}")
        rows.append(cells)
    totals = ["<b>Finished by</b>"] + [f"<b>{len(report.finishers(ls))} of "
                                       f"{len(report.learners)}</b>" for ls in lessons] + [""]
    return HTML("<div class='dash-finished'><h3>Who finished which lesson</h3>" +
                _table(head, rows + [totals], "dash-finished-table") + "</div>")


def hardest_html(report: "ClassReport", n: int = 10) -> HTML:
    """The questions the class finds hardest, highest miss rate first."""
    hard = report.hardest(n)
    if not hard:
        return HTML("<div class='dash-hardest'><h3>Hardest questions</h3>"
                    "No question has been missed yet.</div>")
    head = ["Lesson", "Quiz", "Question", "Missed by", "Answered by", "Miss rate",
            "Learners who missed it"]
    rows = [[escape(lesson_label(q.lesson)), escape(q.quiz), str(q.number + 1), str(q.missed),
             str(q.answered), _percent(q), escape(", ".join(q.missed_by))] for q in hard]
    return HTML("<div class='dash-hardest'><h3>Hardest questions</h3>" +
                _table(head, rows, "dash-hardest-table") + "</div>")


def problems_html(report: "ClassReport") -> HTML:
    """The progress files that could not be read (empty when there are none)."""
    if not report.problems:
        return HTML("")
    items = "".join(f"<li>{escape(str(p))}</li>" for p in report.problems)
    return HTML("<div class='dash-problems' style='color:#a40000'><b>Files that could not be "
                f"read</b> (these learners count as having no results):<ul>{items}</ul></div>")


def dashboard_html(report: "ClassReport", n: int = 10) -> HTML:
    """The whole dashboard: the class, unreadable files, lessons finished, hardest questions."""
    head = (f"<p class='dash-head'>{len(report.learners)} learners in "
            f"<code>{escape(str(report.folder))}</code></p>")
    return HTML("<div class='dashboard'>" + head + problems_html(report) +
                finished_html(report) + hardest_html(report, n) + "</div>")


_CSV_WHAT = {"results.csv": "who finished which lesson, one row per learner and quiz",
             "questions.csv": "each quiz question's miss rate"}


def exported(paths: "tuple[Any, ...] | list[Any]") -> HTML:
    """Where the CSV files were written, and what each holds (for the teacher's page).

    >>> print(exported(["/home/t/class-export/results.csv"]).splitlines()[0])
    <div class='dash-export'>Written for a spreadsheet:<ul><li><code>/home/t/class-export/results.csv</code> — who finished which lesson, one row per learner and quiz</li></ul></div>
    """
    from pathlib import Path

    items = "".join(f"<li><code>{escape(str(p))}</code> — {escape(_CSV_WHAT.get(Path(p).name, 'a table'))}"
                    "</li>" for p in paths)
    return HTML(f"<div class='dash-export'>Written for a spreadsheet:<ul>{items}</ul></div>")


def dashboard_text(report: "ClassReport", n: int = 10) -> Text:
    """The dashboard as plain text (a terminal, a log)."""
    lines = [f"{len(report.learners)} learners in {report.folder}"]
    lines += [f"unreadable: {p}" for p in report.problems]
    for ls in report.lessons:
        who = report.finishers(ls)
        lines.append(f"{lesson_label(ls)}: finished by {len(who)} of {len(report.learners)}"
                     + (f" ({', '.join(who)})" if who else ""))
    for q in report.hardest(n):
        lines.append(f"{question_label(q)}: missed by {q.missed} of {q.answered} "
                     f"({_percent(q)})")
    return Text("\n".join(lines))


def hardest_chart(report: "ClassReport", n: int = 10) -> Figure:
    """A bar chart of the miss rates of the hardest questions (highest at the top)."""
    hard = report.hardest(n)
    fig = new_figure(8, 0.45 * max(len(hard), 2) + 1.2)
    ax = fig.add_subplot()
    if not hard:
        ax.text(0.5, 0.5, "No question has been missed yet.", ha="center", va="center")
        ax.axis("off")
        return Figure(fig, "no question missed yet")
    labels = [question_label(q) for q in reversed(hard)]
    rates = [100 * float(q.rate) for q in reversed(hard)]
    bars = ax.barh(range(len(hard)), rates, color="#c0504d")
    for bar, q in zip(bars, reversed(hard)):
        ax.text(bar.get_width() + 1, bar.get_y() + bar.get_height() / 2,
                f"{q.missed} of {q.answered}", va="center", fontsize=9)
    ax.set_yticks(range(len(hard)), labels, fontsize=9)
    ax.set_xlim(0, 115)
    ax.set_xlabel("Learners who missed it (%)")
    ax.set_title("The questions the class finds hardest")
    return Figure(fig, f"miss rates of the {len(hard)} hardest questions")
