"""The "start a notebook again" panel of the course index (a learner's workspace only).

All the work is done by :class:`bridgelib.workspace.Workspace`; this view picks a
notebook, asks once more, and shows what was done.
"""

from __future__ import annotations

from html import escape

import ipywidgets as w

from ..workspace import Workspace, WorkspaceError
from ._controls import TextRepr, button, html

__all__ = ["ResetPanel"]


class ResetPanel(TextRepr, w.VBox):
    """A list of the workspace's notebooks and a Reset button that asks before acting."""

    def __init__(self, workspace: Workspace):
        self.workspace = workspace
        options = [(workspace.label(rel), rel) for rel in workspace.shipped_files()]
        self.choice = w.Dropdown(options=options, layout=w.Layout(width="420px"))
        self.choice.add_class("reset-choice")
        self.go = button("Reset this notebook", self._click, "reset-go")
        self.message = html("", "reset-message")
        self.armed: str | None = None
        self.choice.observe(lambda _ch: self._disarm(), names="value")
        super().__init__([w.HBox([self.choice, self.go]), self.message])
        self.add_class("reset-panel")

    def __repr__(self) -> str:
        return "ResetPanel()"

    def static_html(self) -> str:
        return ("<div>Pick a lesson or an exercise notebook and press <b>Reset this "
                "notebook</b> to get the course's version back.</div>")

    def _disarm(self) -> None:
        self.armed = None
        self.go.description = "Reset this notebook"
        self.message.value = ""

    def _click(self) -> None:
        rel = self.choice.value
        if self.armed != rel:
            self.armed = rel
            self.go.description = "Yes, reset it"
            self.message.value = (
                f"<div class='reset-confirm'>Reset <b>{escape(self.workspace.label(rel))}</b>? "
                "Your copy is kept in the <code>backups</code> folder. Close its tab first "
                "(or reload it afterwards with <i>File → Reload Notebook from Disk</i>). "
                "Press <b>Yes, reset it</b> to go on.</div>")
            return
        try:
            change = self.workspace.reset(rel)
        except (WorkspaceError, OSError) as exc:
            self.message.value = (f"<div class='reset-error' style='color:#a40000'>"
                                  f"Not reset: {escape(str(exc))}</div>")
        else:
            self.message.value = f"<div class='reset-done'>Done: {escape(str(change))}.</div>"
        self.armed = None
        self.go.description = "Reset this notebook"
