"""Quizzes as HTML: the feedback on an answer, a question's context (deal, hand,
auction, trick — on the table view, the winner of a trick never marked, since that is
what a question asks) and the static list of questions a saved notebook shows."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from ..markup import HTML

if TYPE_CHECKING:  # pragma: no cover
    from ..quiz.questions import Context, Feedback
    from ..quiz.quiz import Quiz

__all__ = ["feedback_html", "context_html", "static_html"]


def feedback_html(fb: "Feedback") -> HTML:
    css = "quiz-correct" if fb.correct else "quiz-wrong"
    colour = "#0a6b2d" if fb.correct else "#a40000"
    head = escape(fb.headline)
    why = "" if fb.correct else f" <span class='quiz-why'>{escape(fb.why)}</span>"
    expl = (f"<div class='quiz-explanation' style='margin-top:4px'>{escape(fb.explanation)}</div>"
            if fb.explanation else "")
    return HTML(f"<div class='quiz-feedback {css}'><b style='color:{colour}'>{head}</b>"
                f"{why}{expl}</div>")


def context_html(ctx: "Context") -> HTML:
    from . import html, table

    note = [f"<div class='quiz-note'>{escape(ctx.note)}</div>"] if ctx.note else []
    parts = []
    if ctx.deal is not None:  # on the table, the hidden hands face down
        parts.append(table.table_html(table.deal_view(ctx.deal, hidden=ctx.hidden)))
    if ctx.hand is not None:
        parts.append(table.hand_html(tuple(ctx.hand)))
    auction = ctx.auction()
    if auction is not None:
        parts.append(html.auction_table(auction))
    if ctx.trick is not None and ctx.trick.cards:
        # on the table, never the winner: "who wins this trick?" is what the quiz asks
        parts.append(html.trick_table(ctx.trick, show_winner=False))
    body = "".join(f"<div>{x}</div>" for x in parts)
    return HTML("<div class='quiz-context'>" + "".join(note) + body + "</div>")


def static_html(quiz: "Quiz") -> HTML:
    items = []
    for q in quiz.questions:
        ctx = "" if q.context.is_empty else context_html(q.context)
        extra = ""
        choices = getattr(q, "choices", None)
        if choices:
            extra = "<ol type='a'>" + "".join(f"<li>{escape(c)}</li>" for c in choices) + "</ol>"
        items.append(f"<li><div>{escape(q.prompt)}</div>{ctx}{extra}</li>")
    return HTML(f"<div class='quiz-static'><b>{escape(quiz.title)}</b> — "
                f"{len(quiz.questions)} questions<ol>{''.join(items)}</ol></div>")
