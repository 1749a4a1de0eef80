"""The annotation editor: open a deal record (PBN or LIN upload, a file, or the bundled
example), step through it on the bridge table, attach comments to calls, cards and
tricks, add variations ("better was ♠Q"), and save it as PBN with commentary.

All record handling is :class:`bridgelib.widgets.annotations.AnnotatedDeal`; this
view draws the table and the editor's fields and passes the clicks on.
"""

from __future__ import annotations

import os
from typing import Any
from urllib.parse import quote

from ..errors import BridgeError
from ..render.table import StepBar, TableView, annotation_panel, view_from_frame
from .annotations import AnnotatedDeal
from .table import TableWidget

__all__ = ["Annotator"]


class Annotator(TableWidget):
    """``Annotator("deal.pbn")``, ``Annotator(AnnotatedDeal…)`` or ``Annotator()`` (the
    bundled example); ``path`` is where "Save PBN" writes by default."""

    def __init__(self, record: Any = None, *, path: str = "annotated.pbn", **options: Any):
        if record is None:
            record = AnnotatedDeal.bundled_example()
        elif isinstance(record, (str, os.PathLike)):
            record = AnnotatedDeal.from_file(record)
        self.deal = record
        self.index = 0
        self.path = path
        self.saved = ""
        self.download = ""
        super().__init__(**options)
        self.refresh()

    def __repr__(self) -> str:
        return f"Annotator({self.deal!r})"

    def view(self) -> TableView:
        d = self.deal
        frame = d.frame(self.index)
        marks = tuple((m.label, m.index) for m in d.marks())
        vul = [s for s in "NESW" if d.vulnerability.is_vulnerable(_seat(s))]
        panel = annotation_panel(d.comments(self.index), kind=d.kind(self.index),
                                 saved=self.saved, download=self.download, path=self.path)
        names = {k: f"{full} ({d.record.get(full)})" for k, full in
                 (("N", "North"), ("E", "East"), ("S", "South"), ("W", "West"))
                 if d.record.get(full)}
        return view_from_frame(frame, open_hands=True, title=d.source().title, names=names,
                               steps=StepBar(self.index, len(d), marks, None), vulnerable=vul,
                               css_class="annotator", extra=panel,
                               four_colour=self.four_colour)

    def act(self, kind: str, value: str) -> None:
        n = len(self.deal)
        if kind == "step":
            self.index = {"first": 0, "back": max(0, self.index - 1),
                          "forward": min(n - 1, self.index + 1), "last": n - 1}.get(value, self.index)
        elif kind == "goto":
            if value.isdigit() and int(value) < n:
                self.index = int(value)
        elif kind == "annot":
            self._annotate(value)
        elif kind == "upload":
            if self.upload is not None:
                self.deal = AnnotatedDeal.from_text(self.upload, name=value)
                self.index, self.saved, self.download = 0, "", ""
        elif kind == "too-big":
            raise BridgeError(f"{value} is larger than 2 MB: the editor opens single records")

    def _annotate(self, value: str) -> None:
        f = self.fields
        if value == "add":
            self.deal.add_comment(self.index, f.get("comment", ""), on=f.get("on", "action"))
        elif value == "variation":
            self.deal.add_variation(self.index, f.get("variation", "").strip())
        elif value.startswith("remove:"):
            self.deal.remove_comment(self.index, int(value[7:]) if value[7:].isdigit() else -1)
        elif value == "save":
            self.path = (f.get("path") or self.path).strip() or "annotated.pbn"
            self.save(self.path)
        elif value == "reopen":
            self.path = (f.get("path") or self.path).strip() or self.path
            self.deal = AnnotatedDeal.from_file(self.path)
            self.saved = ""

    def save(self, path: str | os.PathLike | None = None) -> str:
        """Write the deal with its comments as PBN; the picture offers it for download too."""
        where = self.deal.save(path or self.path)
        text = self.deal.to_pbn()
        self.saved = where
        self.download = "data:text/plain;charset=utf-8," + quote(text)
        return where


def _seat(letter: str):
    from ..table import Seat

    return Seat.from_str(letter)
