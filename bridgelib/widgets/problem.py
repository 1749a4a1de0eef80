"""A declarer problem at the bridge table: click your cards and dummy's, the defence
answers with the worst layout for your line; Try again, Hint, Give up.

The problem itself is :class:`bridgelib.problems.ProblemSession` (tested without
Jupyter); the picture is :func:`bridgelib.render.table.problem_view`: only the
engine's legal cards are clickable, the defenders' hands are card backs until the
problem is over, and the solution appears after success or giving up.
"""

from __future__ import annotations

from typing import Any

from ..cards import Card
from ..problems import Problem, ProblemSession, get_problem
from ..render.table import TableView, problem_view
from .table import TableWidget

__all__ = ["ProblemView"]


class ProblemView(TableWidget):
    """``ProblemView(level, number)`` or ``ProblemView(problem)``: play it in the notebook."""

    def __init__(self, level: int | Problem = 1, number: int = 1, *, zoom: float = 1.0,
                 contrast: bool = False, four_colour: bool = False):
        problem = level if isinstance(level, Problem) else get_problem(level, number)
        self.session = ProblemSession(problem)
        self.hint_text = ""
        self.said: list[str] = []
        super().__init__(zoom=zoom, contrast=contrast, four_colour=four_colour)
        self.refresh()

    def __repr__(self) -> str:
        return f"ProblemView({self.session.problem.key!r}: {self.session.problem.title!r})"

    def view(self) -> TableView:
        s = self.session
        tools = [("again", "Try again", "start again from the opening lead")]
        if not s.show_solution:
            tools += [("hint", "Hint", "a nudge in the right direction"),
                      ("give-up", "Give up", "stop and read the solution")]
        return problem_view(s, tools=tuple(tools), hint=self.hint_text, log=tuple(self.said),
                            css_class="play-problem", four_colour=self.four_colour)

    def act(self, kind: str, value: str) -> None:
        self.hint_text = ""
        if kind == "card":
            answer = self.session.play(Card.from_str(value))
            self.said = [f"Defence: {', '.join(f'{s.name_en} {c}' for s, c in answer)}"] \
                if answer else []
        elif kind == "tool" and value == "again":
            self.session.restart()
            self.said = [f"Attempt {self.session.attempts}."]
        elif kind == "tool" and value == "hint":
            self.hint_text = self.session.problem.hint
        elif kind == "tool" and value == "give-up":
            self.session.give_up()
            self.said = []
