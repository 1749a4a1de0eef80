"""The quiz view: one box per question, feedback after each answer, a running score.

All checking is done by :class:`bridgelib.quiz.Quiz`; this module only builds
controls and shows what the quiz returns.
"""

from __future__ import annotations

from functools import partial
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


MASTERY_TARGET = 5


class QuizView(TextRepr, w.VBox):
    """Interactive view of a :class:`Quiz`.

    When the quiz has a ``lesson``, a finished quiz is saved to the learner's
    progress file (:mod:`bridgelib.progress`); ``save=False`` turns that off.  A
    saved quiz shows the learner's best and last result when it is shown again (after
    a kernel restart, another day), and offers to try the missed questions again; a
    generated quiz also offers mastery practice (fresh questions until
    ``MASTERY_TARGET`` in a row are right).
    """

    def __init__(self, quiz: Quiz, *, save: bool | None = None,
                 on_finish: Callable[[Quiz], None] | None = None):
        self.quiz = quiz
        self.save = bool(quiz.lesson) if save is None else save
        self.saved = False
        self.on_finish = on_finish
        self.nested = on_finish is not None
        self.feedback_panes: list[w.HTML] = []
        self.summary = html("", "quiz-summary")
        self.history = html("", "quiz-history")
        self.to_retry: list[int] = []
        self.retry_button = button("Try the missed questions again", self._try_missed,
                                   "quiz-retry")
        self.mastery_button = button(f"Mastery: fresh questions until {MASTERY_TARGET} in a "
                                     "row are right", self._start_mastery, "quiz-mastery-start")
        self.practice = w.VBox([])
        boxes = [html(f"<h3 style='margin:4px 0'>{escape(quiz.title)}</h3>", "quiz-title"),
                 self.history]
        for i, q in enumerate(quiz.questions):
            boxes.append(self._question_box(i, q))
        boxes.append(self.summary)
        if not self.nested:
            boxes += [w.HBox([self.retry_button, self.mastery_button]), self.practice]
        super().__init__(boxes)
        self.add_class("quiz")
        if self.save:
            saved = quiz.saved()
            if saved is not None:
                self.to_retry = [i for i in saved.get("missed", []) if i < len(quiz.questions)]
        self._update_summary()
        self._update_history()

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
        finished_now = s.is_complete and not self.saved
        if s.is_complete:
            text = f"<b>Finished.</b> {escape(str(s))}<pre>{escape(self.quiz.summary())}</pre>"
        self.summary.value = f"<div>{text}</div>"
        if finished_now:
            self.to_retry = self.quiz.missed()
            if self.save:
                self._save()
            self.saved = True
            if self.on_finish is not None:
                self.on_finish(self.quiz)
            self._update_history()

    def _save(self) -> None:
        from .. import progress

        s = self.quiz.score
        try:
            note = progress.record(self.quiz.lesson or self.quiz.name, self.quiz.name,
                                   s.correct, s.total, self.quiz.missed())
        except OSError as exc:  # a read-only home must not break the quiz; the learner is told
            self.summary.value += f"<div class='quiz-error'>Not saved: {escape(str(exc))}</div>"
        else:
            note = note or self.quiz.progress_note
            if note:  # an unreadable progress file was set aside: say so
                self.summary.value += f"<div class='quiz-error'>Note: {escape(note)}</div>"

    # ---------------------------------------------------------------- memory
    def _update_history(self) -> None:
        """The saved best and last results, and the buttons that fit them."""
        saved = self.quiz.saved() if self.save else None
        if saved is None:
            self.history.value = ""
        else:
            (bc, bt), (lc, lt), n = saved["best"], saved["last"], saved["attempts"]
            self.history.value = (
                f"<div class='quiz-best'>Your best so far: <b>{bc} / {bt}</b> · last time: "
                f"{lc} / {lt} · {n} attempt{'s' if n != 1 else ''}</div>")
        self.retry_button.layout.display = None if self.to_retry else "none"
        self.retry_button.description = (
            f"Try the {len(self.to_retry)} missed question{'s' if len(self.to_retry) != 1 else ''}"
            " again")
        self.mastery_button.layout.display = None if self.quiz.kind else "none"

    def _try_missed(self) -> None:
        again = self.quiz.retry(self.to_retry)
        view = QuizView(again, save=False, on_finish=self._retried)
        view.add_class("quiz-again")
        self.practice.children = [view]

    def _retried(self, again: Quiz) -> None:
        self.to_retry = [again.origin[i] for i in again.missed()]
        if self.save and self.quiz.lesson:
            from ..progress import Progress

            try:
                Progress().set_missed(self.quiz.lesson, self.quiz.name, self.to_retry)
            except (OSError, BridgeError):
                pass  # nothing saved yet, or a read-only home: the offer stays in this view
        self._update_history()

    def _start_mastery(self) -> None:
        self.practice.children = [MasteryView(self.quiz.practise(MASTERY_TARGET),
                                              lesson=self.quiz.lesson if self.save else None)]


class MasteryView(TextRepr, w.VBox):
    """One fresh generated question at a time until the target run of right answers."""

    def __init__(self, mastery, *, lesson: str | None = None):
        self.mastery = mastery
        self.lesson = lesson
        self.status = html("", "quiz-mastery-status")
        self.slot = w.VBox([])
        self.next_button = button("Next question", self._next, "quiz-next")
        super().__init__([html(f"<b>Mastery: {escape(mastery.title)}</b>", "quiz-mastery-title"),
                          self.slot, self.next_button, self.status])
        self.add_class("quiz-mastery")
        self._show()

    def __repr__(self) -> str:
        return f"MasteryView({self.mastery!r})"

    def _show(self) -> None:
        q = self.mastery.question
        self.feedback = html("", "quiz-feedback-box")
        head = f"<b>{self.mastery.asked}.</b> {escape(q.prompt)}"
        if not q.context.is_empty:
            head += q.context.to_html()
        box = w.VBox([html(head, "quiz-prompt"), _CONTROLS[type(q).__name__](q, self._submit),
                      self.feedback])
        box.add_class("quiz-question")
        self.slot.children = [box]
        self.next_button.layout.display = "none"
        self.status.value = f"<div>{escape(self.mastery.status())}</div>"

    def _submit(self, value: Any) -> None:
        was_answered = self.mastery.feedback is not None
        try:
            fb = self.mastery.answer(value)
        except BridgeError as exc:
            self.feedback.value = (f"<div class='quiz-error' style='color:#a40000'>"
                                   f"{escape(str(exc))}</div>")
            return
        self.feedback.value = fb.to_html()
        self.status.value = f"<div>{escape(self.mastery.status())}</div>"
        if self.mastery.is_mastered:
            if not was_answered and self.lesson:
                self._save()
        else:
            self.next_button.layout.display = None

    def _next(self) -> None:
        self.mastery.next()
        self._show()

    def _save(self) -> None:
        from .. import progress

        m = self.mastery
        assert self.lesson is not None  # only a quiz of a lesson is saved (see _submit)
        try:  # best = mastered in the fewest questions
            progress.record(self.lesson, progress.mastery_name(m.kind, m.target), m.target,
                            m.asked)
        except OSError as exc:
            self.status.value += f"<div class='quiz-error'>Not saved: {escape(str(exc))}</div>"


# ---------------------------------------------------------------- controls per type
def _choice(q: MultipleChoice, submit: Callable[[Any], None]) -> w.Widget:
    row = w.HBox([button(c, partial(submit, i), "quiz-choice", f"quiz-choice-{i + 1}")
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
