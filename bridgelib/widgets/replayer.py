"""The deal replayer view: buttons, a slider and a jump list wired to :class:`bridgelib.replay.Replay`.

The view only moves the replay's cursor and shows :func:`bridgelib.replay.frame_html`
of the current frame.
"""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as w

from ..replay import Replay, frame_html, replay_source
from ._controls import TextRepr, button, html

__all__ = ["Replayer"]


class Replayer(TextRepr, w.VBox):
    """Step through a record: ⏮ ◀ ▶ ⏭, a slider, "jump to" a trick or the auction,
    and a switch between open hands and hands as seen at the table.

    ``record`` is a :class:`Replay`, a replay source, a record cursor or a record
    (see :func:`bridgelib.replay.replay_source`).
    """

    def __init__(self, record: Any, *, open_hands: bool = True, title: str = ""):
        self.replay = record if isinstance(record, Replay) else Replay(replay_source(record),
                                                                        title=title)
        if title:
            self.replay.title = title
        n = len(self.replay)
        self.view = html("", "replay-view")
        self.slider = w.IntSlider(value=0, min=0, max=n - 1, description="Step",
                                  continuous_update=True, layout=w.Layout(width="420px"))
        self.slider.add_class("replay-slider")
        marks = self.replay.marks()
        self.jump = w.Dropdown(options=[("Jump to…", -1)] + [(m.label, m.index) for m in marks],
                               value=-1, layout=w.Layout(width="180px"))
        self.jump.add_class("replay-jump")
        self.open_box = w.Checkbox(value=open_hands, description="Open hands", indent=False,
                               layout=w.Layout(width="130px"))
        self.open_box.add_class("replay-open")
        self.position = html("", "replay-position")
        buttons = [
            button("⏮", self.replay.first, "replay-first", tooltip="first step"),
            button("◀", self.replay.back, "replay-back", tooltip="one step back"),
            button("▶", self.replay.forward, "replay-next", tooltip="one step forward"),
            button("⏭", self.replay.last, "replay-last", tooltip="last step"),
        ]
        for b in buttons:
            b.on_click(lambda _b: self._show())
        self.slider.observe(self._on_slider, names="value")
        self.jump.observe(self._on_jump, names="value")
        self.open_box.observe(lambda _c: self._show(), names="value")
        head = html(f"<h3 style='margin:4px 0'>{escape(self.replay.title)}</h3>"
                    if self.replay.title else "", "replay-title")
        bar = w.HBox([*buttons, self.position, self.jump, self.open_box])
        super().__init__([head, bar, self.slider, self.view])
        self.add_class("replayer")
        self._show()

    def __repr__(self) -> str:
        return f"Replayer({self.replay.title!r}, {len(self.replay)} steps)"

    def _on_slider(self, change) -> None:
        if change["new"] != self.replay.index:
            self.replay.goto(change["new"])
            self._show()

    def _on_jump(self, change) -> None:
        if change["new"] is not None and change["new"] >= 0:
            self.replay.goto(change["new"])
            self.jump.value = -1  # so the same place can be chosen again
            self._show()

    def _show(self) -> None:
        r = self.replay
        if self.slider.value != r.index:
            self.slider.value = r.index
        self.position.value = f"<span style='padding:0 8px'>{r.index} / {len(r) - 1}</span>"
        self.view.value = frame_html(r.frame, open_hands=self.open_box.value)
