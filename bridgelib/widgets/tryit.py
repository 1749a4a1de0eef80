""""Try it" as a control: choose a value, see what the engine makes of it.

A lesson's "try it" cell asks the learner to change a value in the code and run the
cell again — impossible where code is hidden (the Voilà app).  :class:`TryIt` turns
such a cell into buttons (or a text box) and a result pane::

    TryIt(lambda choice: course.show(mine_with(choice)), ["become-dummy", "accept", "refuse"],
          label="Declarer chooses")

Each choice runs the function again; a refusal shows the rule's message, never a
traceback.  The result is shown by its own HTML form (the project's values all
have one).
"""

from __future__ import annotations

from html import escape
from typing import Any, Callable, Sequence

import ipywidgets as w

from ..errors import BridgeError
from ..render.table import refusal_html
from ._controls import TextRepr, html

__all__ = ["TryIt"]


def _html_of(value: Any) -> str:
    if value is None:
        return ""
    if hasattr(value, "_repr_html_"):
        out = value._repr_html_()
        if out is not None:
            return str(out)
    if hasattr(value, "_repr_mimebundle_"):
        bundle = value._repr_mimebundle_()
        bundle = bundle[0] if isinstance(bundle, tuple) else bundle
        if isinstance(bundle, dict) and "text/html" in bundle:
            return str(bundle["text/html"])
    return f"<pre style='margin:0'>{escape(str(value))}</pre>"


class TryIt(TextRepr, w.VBox):
    """Buttons for ``choices`` (or, with ``choices=None``, a text box) and the result of
    ``show(choice)`` below them."""

    def __init__(self, show: Callable[[Any], Any], choices: Sequence[Any] | None = None, *,
                 label: str = "Try", value: Any = None, placeholder: str = ""):
        self.show = show
        self.result = html("", "tryit-result")
        if choices:
            options = list(choices)
            self.control: w.Widget = w.ToggleButtons(
                options=[(str(c), c) for c in options],
                value=options[0] if value is None else value, description="",
                style={"button_width": "auto"})
            self.control.observe(lambda ch: self._run(ch["new"]), names="value")
            start = self.control.value
        else:
            self.control = w.Text(value="" if value is None else str(value),
                                  placeholder=placeholder, continuous_update=False)
            self.control.observe(lambda ch: self._run(ch["new"]), names="value")
            start = self.control.value
        self.control.add_class("tryit-control")
        head = html(f"<b>{escape(label)}:</b>", "tryit-label")
        super().__init__([w.HBox([head, self.control]), self.result])
        self.add_class("tryit")
        self.label = label
        self._run(start)

    def __repr__(self) -> str:
        return f"TryIt({self.label!r})"

    def choose(self, value: Any) -> None:
        """What a click on a choice (or typing ``value``) does."""
        self.control.value = value

    def _run(self, value: Any) -> None:
        try:
            self.result.value = _html_of(self.show(value))
        except BridgeError as exc:
            self.result.value = refusal_html(exc)
