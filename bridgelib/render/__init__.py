"""Renderers: pure functions from bridgelib values to text or HTML.

Each HTML renderer returns :class:`HTML`, a ``str`` that Jupyter displays as HTML.
Presentation choices are keyword arguments; there are no global switches.
"""

from __future__ import annotations


class HTML(str):
    """A string of HTML that displays itself in Jupyter."""

    def _repr_html_(self) -> str:
        return str(self)


class Text(str):
    """A string of plain text that Jupyter shows in a monospace block (not quoted)."""

    def __repr__(self) -> str:
        return str(self)
