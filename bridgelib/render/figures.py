"""Figures: a matplotlib figure shown as a PNG image, with a caption as its text form.

matplotlib is imported only when a figure is drawn, so importing this module stays light.
The lessons' figures (:mod:`bridgelib.render.course.figures`) and the teacher's chart
(:mod:`bridgelib.render.dashboard`) are made with it.
"""

from __future__ import annotations

import io
from typing import Any

__all__ = ["Figure", "new_figure"]


def new_figure(width: float, height: float) -> Any:
    """An empty matplotlib figure (constrained layout), ``width`` × ``height`` inches."""
    from matplotlib.figure import Figure as MplFigure

    fig = MplFigure(figsize=(width, height))
    fig.set_layout_engine("constrained")
    return fig


class Figure:
    """A matplotlib figure shown as a PNG image, with a caption as its text form."""

    def __init__(self, fig: Any, caption: str):
        self.fig = fig
        self.caption = caption

    def png(self) -> bytes:
        from matplotlib.backends.backend_agg import FigureCanvasAgg

        FigureCanvasAgg(self.fig)
        buf = io.BytesIO()
        self.fig.savefig(buf, format="png", dpi=90, metadata={"Software": None},
                         bbox_inches="tight")
        return buf.getvalue()

    def _repr_png_(self) -> bytes:
        return self.png()

    def __repr__(self) -> str:
        return f"[figure: {self.caption}]"
