"""Text and HTML renderers for scoring values: the duplicate score breakdown, the rubber
scorepad and the yard-bridge score table (pure functions, imported lazily by the values'
``_repr_html_`` / ``__str__``).

They return :class:`bridgelib.render.Text` / :class:`bridgelib.render.HTML`, so a
notebook shows them as a monospace block or as HTML.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from ..markup import HTML, Text

if TYPE_CHECKING:  # pragma: no cover
    from ..scoring.duplicate import ScoreBreakdown
    from ..scoring.rubber import PadEntry, Scorepad
    from ..scoring.yard import YardScoreTable

__all__ = ["breakdown_text", "breakdown_html", "scorepad_text", "scorepad_html", "yard_table_html"]

_BOX = "font-family:'DejaVu Sans',Arial,sans-serif;font-size:15px;border-collapse:collapse"
_CELL = "padding:2px 10px"


def _symbols_html(text: str) -> str:
    out = escape(text)
    for sym in "♥♦":
        out = out.replace(sym, f'<span style="color:#c00">{sym}</span>')
    return out


def breakdown_text(b: "ScoreBreakdown") -> Text:
    """The breakdown as aligned lines ending with the total."""
    rows = [(line.label, line.points) for line in b.lines] + [("total", b.total)]
    width = max(len(label) for label, _ in rows)
    nums = max(len(str(p)) for _, p in rows)
    out = [b.heading]
    out += [f"  {label:<{width}}   {points:>{nums}}" for label, points in rows]
    return Text("\n".join(out))


def breakdown_html(b: "ScoreBreakdown") -> HTML:
    """The breakdown as a two-column HTML table with the total in bold."""
    rows = "".join(
        f'<tr><td style="{_CELL}">{_symbols_html(line.label)}</td>'
        f'<td style="{_CELL};text-align:right">{line.points}</td></tr>' for line in b.lines)
    rows += (f'<tr style="border-top:1px solid #444;font-weight:bold"><td style="{_CELL}">total</td>'
             f'<td style="{_CELL};text-align:right">{b.total}</td></tr>')
    return HTML(f'<table class="bl-score" style="{_BOX}">'
                f'<caption style="text-align:left;font-weight:bold">{_symbols_html(b.heading)}'
                f"</caption>{rows}</table>")


def scorepad_text(pad: "Scorepad", *, labels: tuple[str, str] = ("We", "They")) -> Text:
    """The familiar pad: two columns, premiums above the line, trick points below,
    a short rule under each game, totals at the foot.

    Above the line the figures are written upwards: the first is nearest the line.
    """
    from ..table import Side

    w = max(8, len(labels[0]), len(labels[1]), *(len(str(e.points)) for e in pad.entries))
    w = max(w, len(str(pad.total(Side.NS))), len(str(pad.total(Side.EW))))

    def row(left: str, right: str) -> str:
        return f"{left:>{w}} | {right:<{w}}".rstrip()

    lines = [row(labels[0], labels[1]), "-" * w + "-+-" + "-" * w]
    above = [list(reversed(pad.above(side))) for side in (Side.NS, Side.EW)]
    height = max(len(above[0]), len(above[1]))
    for i in range(height):
        cells = []
        for col in above:
            pad_top = height - len(col)
            j = i - pad_top
            cells.append(str(col[j].points) if j >= 0 else "")
        lines.append(row(*cells))
    lines.append("=" * w + "=+=" + "=" * w)
    for n, game in enumerate(pad.games):
        sides = [[e for e in game.entries if e.side is side] for side in (Side.NS, Side.EW)]
        for i in range(max(len(sides[0]), len(sides[1]), 1)):
            cells = [str(c[i].points) if i < len(c) else "" for c in sides]
            lines.append(row(*cells))
        if game.winner is not None:
            lines.append("-" * w + "-+-" + "-" * w)
    lines.append("=" * w + "=+=" + "=" * w)
    lines.append(row(str(pad.total(Side.NS)), str(pad.total(Side.EW))))
    return Text("\n".join(lines))


def _td(entry, left: bool) -> str:
    style = f"{_CELL};text-align:right" + (";border-right:2px solid #000" if left else "")
    if entry is None:
        return f'<td style="{style}"></td>'
    return f'<td style="{style}" title="{escape(entry.label)}">{entry.points}</td>'


def scorepad_html(pad: "Scorepad", *, labels: tuple[str, str] = ("We", "They")) -> HTML:
    """The pad as an HTML table: a thick rule for the line, thin rules under games,
    a vertical rule between the columns; each figure's tooltip says what it is for."""
    from ..table import Side

    def row(pair, style: str = "") -> str:
        return f'<tr style="{style}">{_td(pair[0], True)}{_td(pair[1], False)}</tr>'

    head = (f'<tr><th style="{_CELL};border-right:2px solid #000">{escape(labels[0])}</th>'
            f'<th style="{_CELL}">{escape(labels[1])}</th></tr>')
    rows = []
    above = [list(reversed(pad.above(side))) for side in (Side.NS, Side.EW)]
    height = max(len(above[0]), len(above[1]), 1)
    padded: list[list[PadEntry | None]] = [[None] * (height - len(c)) + c for c in above]
    for i in range(height):
        rows.append(row((padded[0][i], padded[1][i]),
                        "border-bottom:3px solid #000" if i == height - 1 else ""))
    for game in pad.games:
        col = [[e for e in game.entries if e.side is side] for side in (Side.NS, Side.EW)]
        n = max(len(col[0]), len(col[1]), 1)
        for i in range(n):
            ruled = i == n - 1 and game.winner is not None
            rows.append(row(tuple(c[i] if i < len(c) else None for c in col),
                            "border-bottom:1px solid #000" if ruled else ""))
    total_style = f"{_CELL};text-align:right"
    totals = (f'<tr style="border-top:3px double #000;font-weight:bold">'
              f'<td style="{total_style};border-right:2px solid #000">{pad.total(Side.NS)}</td>'
              f'<td style="{total_style}">{pad.total(Side.EW)}</td></tr>')
    return HTML(f'<table class="bl-scorepad" style="{_BOX}">{head}{"".join(rows)}{totals}</table>')


def yard_table_html(t: "YardScoreTable") -> HTML:
    """The yard-bridge score table: a row per round (bid/taken and the points, the rule
    that scored them on hover), the totals at the foot."""
    head = "".join(f"<th>{escape(p)}</th>" for p in t.players)
    body = []
    for i, r in enumerate(t.rounds, 1):
        cells = "".join(
            f"<td title='{escape(t.rules.explain(b, k))}'>{b}/{k} "
            f"<b>{p:+d}</b></td>" for b, k, p in zip(r.bids, r.taken, r.points))
        body.append(f"<tr><th>{i}</th>{cells}</tr>")
    foot = "".join(f"<td><b>{x}</b></td>" for x in t.totals)
    return HTML("<table class='bridge-yard-score'><thead><tr><th>Round</th>" + head +
                "</tr></thead><tbody>" + "".join(body) +
                f"</tbody><tfoot><tr><th>Total</th>{foot}</tr></tfoot></table>")
