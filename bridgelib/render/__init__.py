"""Renderers: pure functions from bridgelib values to text or HTML.

Each HTML renderer returns :class:`HTML`, a ``str`` that Jupyter displays as HTML.
Presentation choices are keyword arguments; there are no global switches.
"""

from __future__ import annotations

from ..markup import HTML, Text

__all__ = ["HTML", "Text"]
