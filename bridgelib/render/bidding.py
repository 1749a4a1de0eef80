"""The bidder's answers as HTML: a suggested call with its meaning and rule
(``Suggestion._repr_html_``) and an auction explained call by call
(``Explanation._repr_html_``)."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from ..markup import HTML
from ..bidding.system import system_label

if TYPE_CHECKING:  # pragma: no cover
    from ..bidding.engine import Explanation, Suggestion

__all__ = ["suggestion_html", "explanation_html"]


def suggestion_html(s: "Suggestion") -> HTML:
    lines = escape(s.to_text()).split("\n")
    head = f"<b>{lines[0]}</b>"
    return HTML(f"<div class='bridge-suggestion'>{'<br>'.join([head, *lines[1:]])}</div>")


def explanation_html(e: "Explanation") -> HTML:
    rows = "".join(f"<tr><td>{escape(c.seat.name_en)}</td><td>{escape(str(c.call))}</td>"
                   f"<td>{escape(c.meaning)}</td></tr>" for c in e.calls)
    return HTML(f"<table class='bridge-explain'><tr><th>Seat</th><th>Call</th>"
                f"<th>{escape(system_label(e.system))} meaning</th></tr>{rows}</table>")
