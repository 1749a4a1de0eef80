"""Notebook views (ipywidgets; the bridge table is an ``anywidget``).  They hold no bridge logic: they build controls and wire them to
plain classes (:mod:`bridgelib.quiz`, :mod:`bridgelib.replay`, :mod:`bridgelib.bots.fourhand`)
that are tested without Jupyter.

Views are imported on first use (``bridgelib.widgets.Replayer``), so importing this
package does not import ipywidgets.  Every view's ``repr`` is short and
deterministic (no model ids), so notebooks that display them keep byte-identical
``text/plain`` outputs.  Controls carry CSS classes (``quiz-choice``, ``replay-next``,
``play-card`` …) for browser tests.
"""

from __future__ import annotations

__all__ = ["QuizView", "Replayer", "PlayAgainstComputer", "Table"]

_WHERE = {"QuizView": "quiz", "Replayer": "replayer", "PlayAgainstComputer": "play",
          "Table": "table"}


def __getattr__(name: str):
    if name in _WHERE:
        import importlib

        module = importlib.import_module(f"{__name__}.{_WHERE[name]}")
        return getattr(module, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
