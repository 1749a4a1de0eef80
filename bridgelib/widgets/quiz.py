"""The quiz view: one box per question, feedback after each answer, a running score.

All checking is done by :class:`bridgelib.quiz.Quiz`; this module only builds
controls and shows what the quiz returns.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Any, Callable

import ipywidgets as w

from ..auction import ALL_BIDS, DOUBLE, PASS, REDOUBLE
from ..errors import BridgeError
from ..render.table import context_view, table_html
from ._controls import TextRepr, button, call_button, html

if TYPE_CHECKING:  # pragma: no cover
    # Only for annotations: the quiz imports this view when asked for one
    # (Quiz.widget), so at run time the view knows questions by their class name.
    from ..quiz import Quiz
    from ..quiz.questions import (BiddingCall, Match, MultipleChoice, Numeric, Order, PickCard,
                                  Question)

__all__ = ["QuizView"]


class QuizView(TextRepr, w.VBox):
    """Interactive view of a :class:`Quiz`.

    When the quiz has a ``lesson``, a finished quiz is saved to the learner's
    progress file (:mod:`bridgelib.progress`); ``save=False`` turns that off.
    """

    def __init__(self, quiz: Quiz, *, save: bool | None = None):
        self.quiz = quiz
        self.save = bool(quiz.lesson) if save is None else save
        self.saved = False
        self._save_note = ""  # what the learner must know about saving (shown in the summary)
        self.feedback_panes: list[w.HTML] = []
        self.summary = html("", "quiz-summary")
        boxes = [html(f"<h3 style='margin:4px 0'>{escape(quiz.title)}</h3>", "quiz-title")]
        for i, q in enumerate(quiz.questions):
            boxes.append(self._question_box(i, q))
        boxes.append(self.summary)
        super().__init__(boxes)
        self.add_class("quiz")
        self._update_summary()

    def __repr__(self) -> str:
        return f"QuizView({self.quiz!r})"

    def static_html(self) -> str:
        """The questions (with their choices) without answers."""
        return self.quiz._repr_html_()

    # ---------------------------------------------------------------- one question
    def _question_box(self, i: int, q: Question) -> w.VBox:
        feedback = html("", "quiz-feedback-box")
        self.feedback_panes.append(feedback)
        submit = lambda value: self._submit(i, value)  # noqa: E731
        head = f"<b>{i + 1}.</b> {escape(q.prompt)}"
        if not q.context.is_empty:
            table = context_view(q.context)
            if table is None:
                head += q.context.to_html()
            else:  # the deal, hand, auction or trick on the bridge table
                note = (f"<div class='quiz-note'>{escape(q.context.note)}</div>"
                        if q.context.note else "")
                head += f"<div class='quiz-context'>{note}{table_html(table)}</div>"
        controls = _CONTROLS[type(q).__name__](q, submit)
        box = w.VBox([html(head, "quiz-prompt"), controls, feedback])
        box.add_class("quiz-question")
        box.add_class(f"quiz-q-{i + 1}")
        box.layout.border = "1px solid #ddd"
        box.layout.padding = "6px"
        box.layout.margin = "4px 0"
        return box

    def _submit(self, i: int, value: Any) -> None:
        try:
            fb = self.quiz.answer(i, value)
        except BridgeError as exc:
            self.feedback_panes[i].value = (
                f"<div class='quiz-error' style='color:#a40000'>{escape(str(exc))}</div>")
            return
        self.feedback_panes[i].value = fb.to_html()
        self._update_summary()

    def _update_summary(self) -> None:
        s = self.quiz.score
        text = (f"Score: {s.correct} / {s.total} — answered {s.answered} of {s.total} "
                "(the first answer to each question counts)")
        if s.is_complete:
            text = f"<b>Finished.</b> {escape(str(s))}<pre>{escape(self.quiz.summary())}</pre>"
            if self.save and not self.saved:
                self._save()
            text += self._save_note
        self.summary.value = f"<div>{text}</div>"

    def _save(self) -> None:
        from .. import progress

        s = self.quiz.score
        try:
            note = progress.record(self.quiz.lesson or self.quiz.name, self.quiz.name,
                                   s.correct, s.total)
        except OSError as exc:  # a read-only home must not break the quiz; the learner is told
            self._save_note = f"<div class='quiz-error'>Not saved: {escape(str(exc))}</div>"
        else:
            if note:  # an unreadable progress file was set aside: say so
                self._save_note = f"<div class='quiz-error'>Note: {escape(note)}</div>"
        self.saved = True


# ---------------------------------------------------------------- controls per type
def _choice(q: MultipleChoice, submit: Callable[[Any], None]) -> w.Widget:
    row = w.HBox([button(c, (lambda i=i: submit(i)), "quiz-choice", f"quiz-choice-{i + 1}")
                  for i, c in enumerate(q.choices)])
    row.layout.flex_flow = "row wrap"
    return row


def _numeric(q: Numeric, submit: Callable[[Any], None]) -> w.Widget:
    box = w.Text(placeholder=q.unit or "a number", layout=w.Layout(width="120px"))
    box.add_class("quiz-number")
    return w.HBox([box, button("Check", lambda: submit(box.value), "quiz-submit")])


def _card(q: PickCard, submit: Callable[[Any], None]) -> w.Widget:
    from .table import CardPicker

    if q.mode == "one":
        return CardPicker(q.cards, submit, css="quiz-card")
    picker = CardPicker(q.cards, lambda _card: None, css="quiz-card", toggle=True)
    return w.VBox([picker, button("Check", lambda: submit(set(picker.chosen)), "quiz-submit")])


def _call(q: BiddingCall, submit: Callable[[Any], None]) -> w.Widget:
    rows = [w.HBox([call_button(c, submit, "quiz-call") for c in ALL_BIDS[lv * 5:lv * 5 + 5]])
            for lv in range(7)]
    rows.append(w.HBox([call_button(c, submit, "quiz-call") for c in (PASS, DOUBLE, REDOUBLE)]))
    box = w.VBox(rows)
    box.add_class("bidding-box")
    return box


def _order(q: Order, submit: Callable[[Any], None]) -> w.Widget:
    drops = [w.Dropdown(options=list(q.shown), value=item, description=f"{k + 1}.",
                        layout=w.Layout(width="260px")) for k, item in enumerate(q.shown)]
    for d in drops:
        d.add_class("quiz-order")
    return w.VBox([*drops, button("Check", lambda: submit([d.value for d in drops]),
                                  "quiz-submit")])


def _match(q: Match, submit: Callable[[Any], None]) -> w.Widget:
    drops = {left: w.Dropdown(options=[("—", None)] + [(o, o) for o in q.options], value=None,
                              description=left, layout=w.Layout(width="320px"),
                              style={"description_width": "120px"})
             for left in q.lefts}
    for d in drops.values():
        d.add_class("quiz-match")

    # An unmatched item is left out; the quiz then says which items still need a match.
    return w.VBox([*drops.values(), button(
        "Check", lambda: submit({k: d.value for k, d in drops.items() if d.value is not None}),
        "quiz-submit")])


_CONTROLS: dict[str, Callable[[Any, Callable[[Any], None]], w.Widget]] = {
    "MultipleChoice": _choice, "Numeric": _numeric, "PickCard": _card, "BiddingCall": _call,
    "Order": _order, "Match": _match,
}
