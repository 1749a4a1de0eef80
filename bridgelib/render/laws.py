"""A ruling of the laws as HTML (``Ruling._repr_html_``): the law and what it says, the
options it opens (each with its law), the details, and how the editions differ."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from ..markup import HTML

if TYPE_CHECKING:  # pragma: no cover
    from ..laws.core import Ruling

__all__ = ["ruling_html"]


def ruling_html(r: "Ruling") -> HTML:
    opts = "".join(f"<li><b>{escape(o.key)}</b> — {escape(o.text)} (Law {escape(o.law)})</li>"
                   for o in r.options)
    note = (f"<p><i>Editions:</i> {escape(r.edition_note)}</p>" if r.edition_note else "")
    det = "".join(f"<li>{escape(d)}</li>" for d in r.details)
    return HTML(f"<div class='bridge-ruling'><p><b>Law {escape(r.law)}</b>: "
                f"{escape(r.text)}</p>" + (f"<ul>{opts}</ul>" if opts else "")
                + (f"<ul>{det}</ul>" if det else "") + note + "</div>")
