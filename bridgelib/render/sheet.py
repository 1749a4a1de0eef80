"""The printable hand-record sheet of ``bridge pack`` (self-contained HTML for A4)."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from ..markup import HTML

if TYPE_CHECKING:  # pragma: no cover
    from ..cli.cmd_pack import Pack

__all__ = ["sheet_html"]

_SHEET_CSS = """
body { font-family: 'DejaVu Sans', Arial, sans-serif; margin: 12mm; color: #000; }
h1 { font-size: 18px; margin: 0 0 6px 0; }
.meta { font-size: 12px; color: #444; margin-bottom: 10px; }
.grid { display: grid; grid-template-columns: 1fr 1fr; gap: 6mm 6mm; }
.board { border: 1px solid #999; border-radius: 4px; padding: 4px; break-inside: avoid;
         zoom: 0.74; }
.analysis { display: flex; gap: 18px; align-items: flex-start; font-size: 14px;
            margin: 2px 0 0 8px; }
.analysis .par { max-width: 16em; }
.page-break { break-after: page; grid-column: 1 / -1; height: 0; }
@page { size: A4; margin: 10mm; }
@media print { body { margin: 0; } }
"""


def sheet_html(pack: "Pack", *, per_page: int = 4) -> str:
    """The printable hand-record sheet for a pack (self-contained HTML): each board's deal
    with HCP, its double-dummy table and par, four boards to an A4 page."""
    from . import html

    parts = []
    for i, (b, t, p) in enumerate(zip(pack.boards, pack.tables, pack.pars)):
        diagram = html.deal(b.deal, dealer=b.dealer, vulnerability=b.vulnerability,
                            board=b.number, hcp=True)
        analysis = ""
        if t is not None:
            from .html import dd_table as dd_table_html

            par_text = ""
            if p is not None:
                what = ", ".join(p.contract_texts()) or "passed out"
                par_text = f"NS {p.score:+d}<br>{escape(what)}" if p.score else escape(what)
            analysis = (f"<div class='analysis'><div><b>Double dummy</b>{dd_table_html(t)}</div>"
                        f"<div class='par'><b>Par</b><br>{par_text}</div></div>")
        parts.append(f"<section class='board'>{diagram}{analysis}</section>")
        if per_page and (i + 1) % per_page == 0 and i + 1 < len(pack.boards):
            parts.append("<div class='page-break'></div>")
    where = "; ".join(pack.where) or "none"
    meta = (f"Boards {escape(', '.join(str(b.number) for b in pack.boards))} · seed {pack.seed}"
            f" · constraints: {escape(where)}")
    return HTML("<!DOCTYPE html>\n<html lang='en'><head><meta charset='utf-8'>"
                f"<title>{escape(pack.event)}</title><style>{_SHEET_CSS}</style></head><body>"
                f"<h1>{escape(pack.event)}</h1><div class='meta'>{meta}</div>"
                f"<div class='grid'>{''.join(parts)}</div></body></html>\n")
