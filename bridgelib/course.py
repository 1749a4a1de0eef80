"""Small display helpers for the lessons: tables, side-by-side views, checks, figures.

Lesson cells stay one or two lines long by calling these.  Tables and views
are :class:`~bridgelib.render.HTML` strings whose plain-text form is readable
too; figures are PNG images drawn with matplotlib, which is imported only when
a figure is drawn (``import bridgelib.course`` stays light).

>>> from bridgelib import Suit
>>> t = attributes(Suit, "symbol", "name_en", "ru")
>>> print(t)
symbol  English name  Russian
♣       clubs         т
♦       diamonds      б
♥       hearts        ч
♠       spades        п
>>> print(check(16, 16, "HCP"))
✓ HCP: 16 is right.
"""

from __future__ import annotations

import io
from pathlib import Path
from enum import Enum
from fractions import Fraction
from html import escape
from typing import Any, Callable, Iterable, Mapping, Sequence

from .auction import Contract
from .cards import SUITS, Card, Rank, Suit
from .deal import Deal
from .errors import BridgeError
from .hand import Hand
from .play import Play, Trick
from .render import HTML, Text
from .table import Seat, Side
from .render.course.tables import *  # noqa: F401,F403
from .render.course.tables import __all__ as _tables_all
from .render.course.figures import *  # noqa: F401,F403
from .render.course.figures import __all__ as _figures_all
from .render.course.systems import *  # noqa: F401,F403
from .render.course.systems import __all__ as _systems_all
from .render.course.honeymoon import *  # noqa: F401,F403
from .render.course.honeymoon import __all__ as _honeymoon_all
from .render.course.laws import *  # noqa: F401,F403
from .render.course.laws import __all__ as _laws_all
from .render.course.yard import *  # noqa: F401,F403
from .render.course.yard import __all__ as _yard_all
from .render.course.two import *  # noqa: F401,F403
from .render.course.two import __all__ as _two_all
from .render.course.technique import *  # noqa: F401,F403
from .render.course.technique import __all__ as _technique_all
from .render.course.practice import *  # noqa: F401,F403
from .render.course.practice import __all__ as _practice_all
from .render.course.competition import *  # noqa: F401,F403
from .render.course.competition import __all__ as _competition_all
from .render.course.slam import *  # noqa: F401,F403
from .render.course.slam import __all__ as _slam_all
from .render.course.defence import *  # noqa: F401,F403
from .render.course.defence import __all__ as _defence_all
from .render.course.scoring import *  # noqa: F401,F403
from .render.course.basics import *  # noqa: F401,F403
from .render.course.basics import __all__ as _basics_all
from .render.course.scoring import __all__ as _scoring_all
from .render.course.tables import _Shown

__all__ = [*_tables_all, *_figures_all, *_systems_all, *_honeymoon_all, *_laws_all, *_yard_all,
           *_two_all, *_technique_all, *_practice_all, *_competition_all, *_slam_all,
           *_defence_all, *_scoring_all, *_basics_all,
           "progress", "reset_panel"]


def progress() -> HTML:
    """The learner's saved quiz results (from :mod:`bridgelib.progress`), as a table."""
    from . import progress as saved

    p = saved.Progress()
    return _Shown(p.to_html(), [p.to_text()], None)


def reset_panel(start: Path | str | None = None):
    """In a learner's workspace, a panel to put the course's version of a notebook back
    (the learner's copy is kept in ``backups/``); elsewhere a note saying how to get a
    workspace."""
    from .workspace import Workspace

    ws = Workspace.around(start)
    if ws is None:
        text = ("These are the course's own notebooks. Open the course with `bridge course` "
                "(or `python3 run.py course`) to work on your own copies; there each lesson "
                "can be started again here.")
        return Text(text)
    from .widgets.workspace import ResetPanel

    return ResetPanel(ws)
