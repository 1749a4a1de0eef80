"""The two kinds of string that renderers return: :class:`HTML` and :class:`Text`.

They live below every layer, so that an engine value may hand back a displayable
string (a scoring table's text, a bidding explanation) without importing the
renderers; :mod:`bridgelib.render` re-exports them.

>>> Text("1NT  Pass"), HTML("<b>1NT</b>")._repr_html_()
(1NT  Pass, '<b>1NT</b>')
"""

from __future__ import annotations

__all__ = ["HTML", "Text"]


class HTML(str):
    """A string of HTML that displays itself in Jupyter."""

    def _repr_html_(self) -> str:
        return str(self)


class Text(str):
    """A string of plain text that Jupyter shows in a monospace block (not quoted)."""

    def __repr__(self) -> str:
        return str(self)
