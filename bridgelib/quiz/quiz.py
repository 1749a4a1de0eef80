"""A quiz: questions, the learner's answers, feedback and the score.

>>> quiz = Quiz.from_bank("cards")
>>> quiz
Quiz 'cards' — 8 questions
>>> fb = quiz.answer(0, quiz.questions[0].choices[quiz.questions[0].answer])
>>> fb.correct, quiz.score
(True, Score(correct=1, answered=1, total=8))

The first answer to a question is the one that counts; answering again gives
feedback but does not change the score.  The quiz is plain Python; its
:meth:`Quiz.widget` is an ipywidgets view (imported only when asked for).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Iterator

from ..errors import InvalidNotation
from ..render import HTML, Text
from .questions import Feedback, Question

__all__ = ["Quiz", "Score"]


@dataclass(frozen=True)
class Score:
    correct: int
    answered: int
    total: int

    @property
    def is_complete(self) -> bool:
        return self.answered == self.total

    @property
    def percent(self) -> int:
        return round(100 * self.correct / self.total) if self.total else 0

    def __str__(self) -> str:
        return f"{self.correct} / {self.total} correct ({self.percent}%)"


class Quiz:
    """An ordered set of questions with the learner's first answers."""

    def __init__(self, name: str, questions: Iterable[Question], *, title: str = "",
                 lesson: str | None = None):
        self.name = name
        self.title = title or name
        self.lesson = lesson
        self.progress_note: str | None = None  # set when a saved result is read
        self.questions: tuple[Question, ...] = tuple(questions)
        if not self.questions:
            raise InvalidNotation(f"quiz {name!r} has no questions")
        self._first: dict[int, Feedback] = {}
        self._last: dict[int, Feedback] = {}
        #: The generator kind and seed of a generated quiz (for mastery practice).
        self.kind: str | None = None
        self.seed: int | None = None
        #: For a generated quiz, ``practise(target)`` starts mastery practice of its kind
        #: (:class:`~bridgelib.quiz.generators.Mastery`); None for other quizzes.
        self.practise: Any = None
        #: For a quiz of questions tried again: their numbers in the quiz they come from.
        self.origin: tuple[int, ...] = tuple(range(len(self.questions)))

    # ---------------------------------------------------------------- making
    @classmethod
    def from_bank(cls, name: str, *, part: str | None = None,
                  lesson: str | None = None) -> "Quiz":
        """The questions of a bank shipped in ``bridgelib/data/quizzes/`` (or a .json path);
        with ``part``, only that part's questions (a bank taught over several lessons)."""
        from .bank import load_bank

        bank = load_bank(name)
        if part is not None:
            bank = bank.part(part)
        return cls(bank.name, bank.questions, title=bank.title, lesson=lesson)

    # ---------------------------------------------------------------- answering
    def __len__(self) -> int:
        return len(self.questions)

    def __iter__(self) -> Iterator[Question]:
        return iter(self.questions)

    def __getitem__(self, i: int) -> Question:
        return self.questions[i]

    def answer(self, i: int, value: Any) -> Feedback:
        """Check an answer to question ``i``; the first answer is the one scored.

        An answer that cannot be read (``"abc"`` for a number) raises
        :class:`InvalidNotation` and is not recorded.
        """
        if not 0 <= i < len(self.questions):
            raise InvalidNotation(f"question {i} does not exist: quiz {self.name!r} has "
                                  f"questions 0 to {len(self.questions) - 1}")
        fb = self.questions[i].check(value)
        self._first.setdefault(i, fb)
        self._last[i] = fb
        return fb

    def feedback(self, i: int) -> Feedback | None:
        """The feedback to the last answer given to question ``i`` (``None`` if unanswered)."""
        return self._last.get(i)

    def is_answered(self, i: int) -> bool:
        return i in self._first

    def missed(self) -> list[int]:
        """The questions (numbered from 0) whose first answer was wrong."""
        return sorted(i for i, fb in self._first.items() if not fb.correct)

    def retry(self, numbers: Iterable[int]) -> "Quiz":
        """A new quiz of some of these questions (e.g. :meth:`missed`), to try them again.

        It is not a lesson's quiz (nothing is saved for it); :attr:`origin` maps its
        questions back to this quiz's numbers.
        """
        numbers = sorted(set(numbers))
        for i in numbers:
            if not 0 <= i < len(self.questions):
                raise InvalidNotation(f"question {i} does not exist: quiz {self.name!r} has "
                                      f"questions 0 to {len(self.questions) - 1}")
        again = Quiz(self.name, [self.questions[i] for i in numbers],
                     title=f"{self.title} — the missed questions again")
        again.origin = tuple(self.origin[i] for i in numbers)
        return again

    def saved(self) -> dict[str, Any] | None:
        """The learner's saved results for this quiz (best, last, attempts, missed), or
        ``None`` (not a lesson's quiz, or never finished)."""
        if not self.lesson:
            return None
        from ..progress import Progress

        saved = Progress()
        entry = saved.entry(self.lesson, self.name)
        if saved.problem:  # an unreadable file was set aside: keep it to say so
            self.progress_note = saved.problem
        if entry is not None and entry["last"][1] != len(self.questions):
            entry = dict(entry, missed=[])  # saved for another set of questions
        return entry

    def reset(self) -> None:
        self._first.clear()
        self._last.clear()

    @property
    def score(self) -> Score:
        return Score(sum(f.correct for f in self._first.values()), len(self._first),
                     len(self.questions))

    @property
    def is_complete(self) -> bool:
        return self.score.is_complete

    def summary(self) -> Text:
        """Score and a line per question (✓ right, ✗ wrong, · not answered)."""
        lines = [f"{self.title}: {self.score}"]
        for i, q in enumerate(self.questions):
            fb = self._first.get(i)
            mark = "·" if fb is None else ("✓" if fb.correct else "✗")
            tail = "" if fb is None or fb.correct else f" — you: {fb.given}; answer: {fb.expected}"
            lines.append(f"{mark} {i + 1}. {q.prompt}{tail}")
        return Text("\n".join(lines))

    # ---------------------------------------------------------------- display
    def widget(self):
        """An interactive ipywidgets view of this quiz (needs ipywidgets)."""
        from ..widgets.quiz import QuizView

        return QuizView(self)

    def __repr__(self) -> str:
        n = len(self.questions)
        return f"Quiz {self.name!r} — {n} question{'s' if n != 1 else ''}"

    def _repr_pretty_(self, p, cycle: bool) -> None:
        p.text(repr(self))

    def _repr_mimebundle_(self, include=None, exclude=None) -> dict:
        """In a running kernel, the interactive view; its text stays ``repr(self)``.

        Outside a kernel (a terminal, a static export) only text and the static
        HTML are given.
        """
        if not _in_kernel():
            return {"text/plain": repr(self)}
        bundle = dict(self.widget()._repr_mimebundle_() or {})
        bundle["text/plain"] = repr(self)
        return bundle

    def _repr_html_(self) -> str:
        """The questions without answers: a static view for reading without a kernel."""
        from ..render import quiz

        return quiz.static_html(self)


def _in_kernel() -> bool:
    """True inside a Jupyter kernel (where widgets can be shown)."""
    import sys

    ipython = sys.modules.get("IPython")
    if ipython is None:
        return False
    shell = ipython.get_ipython()
    return shell is not None and getattr(shell, "kernel", None) is not None
