"""Small builders shared by the views: card buttons, call buttons, HTML panes.

Presentation only: a label, a colour, CSS classes for tests.
"""

from __future__ import annotations

from typing import Callable, Iterable

import ipywidgets as w

from ..auction import Call
from ..cards import Card

RED = "#c00000"


class TextRepr:
    """Views show their short, deterministic ``repr`` as text (no widget model ids), and
    a static HTML picture of what they show, for reading a notebook without a kernel.

    A live front end draws the widget (its view bundle outranks HTML); a saved notebook
    (GitHub, nbconvert, a fresh clone, whose widget state is never trusted) shows the
    HTML instead.  Views may override :meth:`static_html`; by default it is the text of
    every HTML pane in the view, in order (buttons and sliders have no static form).
    """

    def _repr_pretty_(self, p, cycle: bool) -> None:
        p.text(repr(self))

    def _repr_mimebundle_(self, **kwargs) -> dict:
        # a mixin: the widget class after it in the MRO (ipywidgets/anywidget) defines it
        got = super()._repr_mimebundle_(**kwargs)  # type: ignore[misc]
        if isinstance(got, tuple):  # (data, metadata), as anywidget answers
            got = got[0]
        bundle = dict(got or {})
        bundle["text/plain"] = repr(self)
        bundle["text/html"] = (
            f"<div class='bl-static-view'>{self.static_html()}"
            "<div style='color:#777;font-size:85%;margin-top:4px'>(Interactive when the "
            "notebook runs: run this cell to use it.)</div></div>")
        return bundle

    def static_html(self) -> str:
        return "".join(_pane_texts(self))


def _pane_texts(widget) -> list[str]:
    if isinstance(widget, w.HTML):
        return [widget.value] if widget.value else []
    out: list[str] = []
    for child in getattr(widget, "children", ()):
        out.extend(_pane_texts(child))
    return out


def html(value: str = "", *classes: str) -> w.HTML:
    pane = w.HTML(value=value)
    for c in classes:
        pane.add_class(c)
    return pane


def button(label: str, on_click: Callable[[], None], *classes: str, width: str = "auto",
           tooltip: str = "") -> w.Button:
    b = w.Button(description=label, tooltip=tooltip, layout=w.Layout(width=width))
    for c in classes:
        b.add_class(c)
    b.on_click(lambda _b: on_click())
    return b


def card_button(card: Card, on_click: Callable[[Card], None], *classes: str,
                toggle: bool = False) -> w.Widget:
    """A button showing a card (red suits in red) with classes ``card-XY`` and ``classes``."""
    label = card.to_text()
    if toggle:
        b = w.ToggleButton(description=label, value=False, layout=w.Layout(width="auto"))
        b.observe(lambda ch: on_click(card), names="value")
    else:
        b = w.Button(description=label, layout=w.Layout(width="auto"))
        b.on_click(lambda _b: on_click(card))
    if card.suit.is_red:
        b.style.text_color = RED
    b.add_class(f"card-{card.pbn()}")
    for c in classes:
        b.add_class(c)
    return b


def card_row(cards: Iterable[Card], on_click: Callable[[Card], None], *classes: str,
             toggle: bool = False) -> w.HBox:
    row = w.HBox([card_button(c, on_click, *classes, toggle=toggle) for c in cards])
    row.layout.flex_flow = "row wrap"
    return row


def call_button(call: Call, on_click: Callable[[Call], None], *classes: str) -> w.Button:
    b = w.Button(description=call.to_text(), layout=w.Layout(width="52px"))
    if call.is_bid and call.strain is not None and call.strain.suit is not None \
            and call.strain.suit.is_red:
        b.style.text_color = RED
    b.add_class(f"call-{call.pbn()}")
    for c in classes:
        b.add_class(c)
    b.on_click(lambda _b: on_click(call))
    return b
