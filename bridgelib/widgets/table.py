"""The live bridge table: one custom widget (``anywidget``) that shows
:func:`bridgelib.render.table.table_html` and sends clicks back to Python.

The front end is a few lines of JavaScript: it puts the picture in the page and,
on a click on an element with ``data-act`` (a legal card, a legal call, a step
button, a tool), sends that action to the kernel; the kernel answers with the new
picture.  There is one renderer — the Python one — so the live table and the static
picture saved with the notebook are the same HTML, and the browser never receives
a face-down card (see :mod:`bridgelib.render.table`).

Zoom (1×–2.5×), high contrast and four-colour suits are widget state: they are
kept with the widget and redraw the table.  The zoom multiplies JupyterLab's
content font size, so the table grows with the prose in presentation mode.

Subclasses implement :meth:`TableWidget.view` (the picture now) and
:meth:`TableWidget.act` (what a click does); :class:`Table` shows a fixed view.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import anywidget
import traitlets

from ..errors import BridgeError
from ..cards import Card
from ..render.table import ZOOMS, TableView, cards_html, table_html
from ._controls import TextRepr

__all__ = ["TableWidget", "Table", "CardPicker"]

_ESM = r"""
function render({ model, el }) {
  const root = document.createElement("div");
  root.className = "bl-live";
  root.tabIndex = 0;
  el.appendChild(root);
  const draw = () => {
    root.innerHTML = model.get("html");
    root.dataset.drawn = String(Number(root.dataset.drawn || 0) + 1);
  };
  draw();
  model.on("change:html", draw);
  // a bare round trip to the kernel (the anchor the browser tests measure clicks against)
  model.on("msg:custom", (msg) => { if (msg && msg.pong !== undefined) root.dataset.pong = String(msg.pong); });
  const fields = () => {
    const out = {};
    root.querySelectorAll("[data-field]").forEach((e) => {
      out[e.dataset.field] = e.type === "checkbox" ? (e.checked ? "1" : "0") : e.value;
    });
    return out;
  };
  const send = (act) => model.send({ act: act, fields: fields() });
  root.addEventListener("click", (ev) => {
    const t = ev.target.closest("[data-act]");
    if (!t || !root.contains(t) || t.tagName === "SELECT" || t.tagName === "INPUT") return;
    if (t.getAttribute("aria-disabled") === "true") return;
    ev.preventDefault();
    send(t.dataset.act);
  });
  root.addEventListener("change", (ev) => {
    const t = ev.target.closest("[data-act]");
    if (!t || !root.contains(t)) return;
    if (t.type === "file") {
      const f = t.files && t.files[0];
      if (!f) return;
      if (f.size > 2000000) { send("too-big:" + f.name); return; }
      f.text().then((text) => model.send({ act: "upload:" + f.name, text: text, fields: fields() }));
      return;
    }
    const value = t.type === "checkbox" ? (t.checked ? "1" : "0") : t.value;
    send(t.dataset.act + ":" + value);
  });
  root.addEventListener("keydown", (ev) => {
    if (ev.target.tagName === "SELECT" || ev.target.tagName === "INPUT") return;
    const t = ev.target.closest("[data-act]");
    if (t && (ev.key === "Enter" || ev.key === " ")) { ev.preventDefault(); t.click(); return; }
    if (!root.querySelector(".bl-stepbar")) return;
    const step = { ArrowLeft: "back", ArrowRight: "forward", Home: "first", End: "last" }[ev.key];
    if (step) { ev.preventDefault(); send("step:" + step); }
  });
  root.ping = (n) => model.send({ ping: n });
  return () => model.off("change:html", draw);
}
export default { render };
"""

_CSS = """
.bl-live { outline: none; }
.bl-live .bl-legal { transition: transform 60ms ease-out; }
.bl-live .bl-card.bl-legal:hover, .bl-live .bl-card.bl-legal:focus {
  transform: translateY(-0.45em); z-index: 2; position: relative; outline: none; }
.bl-live .bl-card.bl-legal:hover svg rect:first-child { stroke: #0a58ca; stroke-width: 3; }
.bl-live button.bl-legal:hover, .bl-live .bl-step:not([aria-disabled]):hover,
.bl-live .bl-tool:hover { background: #e6f0ff !important; }
.bl-live .bl-contrast-on button { border-width: 0.12em !important; border-color: #000 !important; }
"""


# TextRepr's _repr_mimebundle_ answers a plain bundle dict, which IPython accepts as well
# as the (data, metadata) pair that anywidget's annotation names; the two signatures differ.
class TableWidget(TextRepr, anywidget.AnyWidget):  # type: ignore[misc]
    """A bridge table in the notebook; subclasses say what is on it and what clicks do."""

    _esm = _ESM
    _css = _CSS
    html = traitlets.Unicode("").tag(sync=True)
    zoom = traitlets.Float(1.0).tag(sync=True)
    contrast = traitlets.Bool(False).tag(sync=True)
    four_colour = traitlets.Bool(False).tag(sync=True)

    def __init__(self, *, zoom: float = 1.0, contrast: bool = False, four_colour: bool = False,
                 **kwargs: Any):
        super().__init__(zoom=zoom, contrast=contrast, four_colour=four_colour, **kwargs)
        self.message = ""
        self.fields: dict[str, str] = {}
        self.upload: str | None = None
        self.on_msg(self._on_msg)
        self.observe(lambda _c: self.refresh(), names=["zoom", "contrast", "four_colour"])

    # ---------------------------------------------------------------- to implement
    def view(self) -> TableView:  # pragma: no cover - abstract
        raise NotImplementedError

    def act(self, kind: str, value: str) -> None:
        """Do what a click asks (``card``/``call``/``step``/``goto``/``open``/``tool``)."""

    # ---------------------------------------------------------------- machinery
    def options(self) -> dict[str, Any]:
        return {"four_colour": self.four_colour, "contrast": self.contrast, "zoom": self.zoom}

    def current_view(self) -> TableView:
        v = self.view()
        return replace(v, message=self.message or v.message, **self.options())

    def refresh(self) -> None:
        self.html = table_html(self.current_view(), live=True)

    def static_html(self) -> str:
        return table_html(self.current_view())

    def click(self, act: str, fields: dict[str, str] | None = None, text: str | None = None) -> None:
        """What a click in the browser does: ``"card:SA"``, ``"step:forward"``, ``"zoom:in"`` …
        ``fields`` are the values of the picture's input fields, ``text`` an uploaded file."""
        self.fields = {str(k): str(v) for k, v in (fields or {}).items()}
        self.upload = text
        kind, _, value = act.partition(":")
        if kind == "zoom":
            self._zoom(value)
            return
        if kind == "contrast":
            self.contrast = value == "1"
            return
        if kind == "four":
            self.four_colour = value == "1"
            return
        self.message = ""
        try:
            self.act(kind, value)
        except BridgeError as exc:
            self.message = str(exc)
        self.refresh()

    def _zoom(self, value: str) -> None:
        steps = list(ZOOMS)
        now = min(steps, key=lambda z: abs(z - self.zoom))
        i = steps.index(now)
        if value == "in":
            self.zoom = steps[min(i + 1, len(steps) - 1)]
        elif value == "out":
            self.zoom = steps[max(i - 1, 0)]
        else:
            try:
                self.zoom = max(steps[0], min(steps[-1], float(value)))
            except ValueError:
                pass

    def _on_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if isinstance(content, dict) and isinstance(content.get("ping"), (int, float)):
            self.send({"pong": content["ping"]})  # nothing else: the round trip alone
            return
        if isinstance(content, dict) and isinstance(content.get("act"), str):
            fields = content.get("fields")
            text = content.get("text")
            self.click(content["act"][:300], fields if isinstance(fields, dict) else None,
                       text if isinstance(text, str) else None)


class Table(TableWidget):
    """A fixed picture of a table (a deal, a trick, an auction) with the view controls."""

    def __init__(self, view: TableView, **kwargs: Any):
        self._view = view
        super().__init__(**kwargs)
        self.refresh()

    def view(self) -> TableView:
        return self._view

    @classmethod
    def of_deal(cls, deal: Any, **kwargs: Any) -> "Table":
        """A deal on the table (see :func:`bridgelib.render.table.deal_view`):
        ``Table.of_deal(deal, dealer=Seat.NORTH, vulnerability=…, hidden=("E", "W"))``."""
        from ..render.table import deal_view

        view_keys = ("zoom", "contrast", "four_colour")
        options = {k: kwargs.pop(k) for k in view_keys if k in kwargs}
        return cls(deal_view(deal, **kwargs), **options)

    def __repr__(self) -> str:
        return f"Table({self._view.title or self._view.label or 'a bridge table'!r})"


class CardPicker(anywidget.AnyWidget):
    """A row of card faces to click (a quiz's "pick a card").  ``on_pick(card)`` is
    called for each click; with ``toggle=True`` a click also raises or lowers the card
    (``chosen`` holds the raised ones)."""

    _esm = _ESM
    _css = _CSS
    html = traitlets.Unicode("").tag(sync=True)

    def __init__(self, cards: Any, on_pick: Any, *, css: str = "", toggle: bool = False):
        super().__init__()
        self.cards = tuple(cards)
        self.on_pick = on_pick
        self.css = css
        self.toggle = toggle
        self.chosen: set[Card] = set()
        self.on_msg(self._on_msg)
        self._draw()

    def _draw(self) -> None:
        self.html = cards_html(self.cards, chosen=self.chosen, css=self.css)

    def pick(self, card: Card) -> None:
        """What a click on ``card`` does."""
        if card not in self.cards:
            return
        if self.toggle:
            self.chosen.symmetric_difference_update({card})
            self._draw()
        self.on_pick(card)

    def _on_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        act = content.get("act") if isinstance(content, dict) else None
        if isinstance(act, str) and act.startswith("card:"):
            try:
                card = Card.from_str(act[5:9])
            except BridgeError:
                return
            self.pick(card)

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        got = super()._repr_mimebundle_(**kwargs)
        data = dict(got[0] if isinstance(got, tuple) else got or {})
        data["text/plain"] = f"CardPicker({' '.join(str(c) for c in self.cards)})"
        return data
