"""The deal replayer: a bridge table with a step bar (first / back / forward / last,
"jump to" a call or a trick, open hands), driven by :class:`bridgelib.replay.Replay`.

The view only moves the replay's cursor; the table is
:func:`bridgelib.render.table.view_from_frame` of the current frame.
"""

from __future__ import annotations

from typing import Any

from ..replay import Replay, replay_source
from ..render.table import StepBar, TableView, view_from_frame
from .table import TableWidget

__all__ = ["Replayer"]


class Replayer(TableWidget):
    """Step through a record: first / back / forward / last, "jump to" a trick or the
    auction, and a switch between open hands and hands as seen at the table.

    ``record`` is a :class:`Replay`, a replay source, a record cursor or a record
    (see :func:`bridgelib.replay.replay_source`).
    """

    def __init__(self, record: Any, *, open_hands: bool = True, title: str = "",
                 **options: Any):
        self.replay = record if isinstance(record, Replay) else Replay(replay_source(record),
                                                                        title=title)
        if title:
            self.replay.title = title
        self.open_hands = open_hands
        self._marks = tuple((m.label, m.index) for m in self.replay.marks())
        super().__init__(**options)
        self.refresh()

    def __repr__(self) -> str:
        return f"Replayer({self.replay.title!r}, {len(self.replay)} steps)"

    def view(self) -> TableView:
        r = self.replay
        return view_from_frame(r.frame, open_hands=self.open_hands, title=r.title,
                               steps=StepBar(r.index, len(r), self._marks, self.open_hands),
                               css_class="replayer", four_colour=self.four_colour)

    def act(self, kind: str, value: str) -> None:
        r = self.replay
        if kind == "step":
            move = {"first": r.first, "back": r.back, "forward": r.forward, "last": r.last}.get(value)
            if move is not None:
                move()
        elif kind == "goto":
            if value.lstrip("-").isdigit() and int(value) >= 0:
                r.goto(int(value))
        elif kind == "open":
            self.open_hands = value == "1"
