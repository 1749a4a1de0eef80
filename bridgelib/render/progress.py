"""A learner's saved quiz results as an HTML table (``Progress._repr_html_``)."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from ..markup import HTML

if TYPE_CHECKING:  # pragma: no cover
    from ..progress import Progress

__all__ = ["progress_html"]


def progress_html(p: "Progress") -> HTML:
    """Lesson, quiz, best, last and attempts, one row per quiz; a warning first if the
    progress file could not be read."""
    res = p.results()
    note = ("" if p.problem is None else
            f"<div class='progress-problem' style='color:#a40000'>{escape(p.problem)}</div>")
    if not res:
        return HTML(f"<div class='progress'>{note}No quiz results saved yet.</div>")
    rows = "".join(
        f"<tr><td>{escape(lesson)}</td><td>{escape(quiz)}</td>"
        f"<td>{e['best'][0]} / {e['best'][1]}</td><td>{e['last'][0]} / {e['last'][1]}</td>"
        f"<td>{e['attempts']}</td></tr>"
        for lesson in sorted(res) for quiz, e in sorted(res[lesson].items()))
    head = "".join(f"<th style='padding:2px 10px'>{h}</th>"
                   for h in ("Lesson", "Quiz", "Best", "Last", "Attempts"))
    return HTML(f"<div class='progress'>{note}<table><tr>{head}</tr>{rows}</table></div>")
