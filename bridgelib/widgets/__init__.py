"""Notebook views.  They hold no bridge logic: they build controls and wire them to
plain classes (:mod:`bridgelib.quiz`, :mod:`bridgelib.replay`, :mod:`bridgelib.bots.fourhand`,
and the plain sessions here: :mod:`.practice`, :mod:`.wholedeal`, :mod:`.gameplay`,
:mod:`.annotations`) that are tested without Jupyter.

The bridge table (:mod:`.table`, an ``anywidget``) draws
:func:`bridgelib.render.table.table_html` and sends clicks back; :class:`Replayer`,
:class:`PlayAgainstComputer` (declarer play, a whole deal, honeymoon, yard bridge,
bridge for two), :class:`~.annotator.Annotator` and :class:`Table` are built on it.
:class:`QuizView` and :class:`~.tryit.TryIt` are ipywidgets; :mod:`.app` is the IPython
extension of app mode.

Views are imported on first use (``bridgelib.widgets.Replayer``), so importing this
package does not import ipywidgets.  Every view's ``repr`` is short and
deterministic (no model ids), so notebooks that display them keep byte-identical
``text/plain`` outputs, and each view puts a static HTML picture of itself in the same
output bundle for saved notebooks and exported pages.  Controls carry CSS classes
(``quiz-choice``, ``replay-next``, ``play-card`` …) for browser tests.
"""

from __future__ import annotations

__all__ = ["QuizView", "Replayer", "PlayAgainstComputer", "Table", "ProblemView"]

_WHERE = {"QuizView": "quiz", "Replayer": "replayer", "PlayAgainstComputer": "play",
          "Table": "table", "ProblemView": "problem"}


def __getattr__(name: str):
    if name in _WHERE:
        import importlib

        module = importlib.import_module(f"{__name__}.{_WHERE[name]}")
        return getattr(module, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
