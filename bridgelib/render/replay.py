"""The deal replayer's static HTML: one step (:func:`frame_html`) and every step of a
record (:func:`replay_html`, no JavaScript).

The values come from :mod:`bridgelib.replay` (a :class:`~bridgelib.replay.Frame` per
step, a :class:`~bridgelib.replay.Replay` over the record cursor), one layer up; these
renderers only read them.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from ..action import player_name
from ..deal import Deal
from ..table import Seat
from . import HTML

if TYPE_CHECKING:  # pragma: no cover
    from ..replay import Frame, Replay

__all__ = ["frame_html", "replay_html"]


def _hands_html(frame: Frame, open_hands: bool) -> str:
    from . import html

    hidden = () if open_hands else tuple(p for p in frame.hands if p in frame.closed)
    compass = frame.compass
    if compass is not None:
        dealer = Seat.from_str(frame.dealer) if frame.dealer else None
        return html.deal(Deal(compass), hidden=tuple(Seat.from_str(p) for p in hidden),
                         dealer=dealer)
    cells = []
    for p, h in frame.hands.items():
        cells.append(f"<td style='padding:4px 16px;vertical-align:top'>"
                     f"{html.hand(h, title=player_name(p), hidden=p in hidden)}</td>")
    return f"<table class='bl-hands'><tr>{''.join(cells)}</tr></table>"


def frame_html(frame: Frame, *, open_hands: bool = True) -> HTML:
    """One step: label, irregularities, comment, hands, trick, auction, talon, score."""
    from . import html

    parts = [f"<div class='replay-label' style='font-weight:bold'>{escape(frame.label)}</div>"]
    for irr in frame.irregularities:
        parts.append("<div class='replay-irregularity' style='background:#fde8e8;border-left:"
                     f"4px solid #c00;padding:2px 6px;margin:2px 0'>⚠ {escape(irr)}</div>")
    if frame.comment:
        parts.append("<div class='replay-comment' style='background:#f4f4ee;padding:4px 6px;"
                     f"margin:2px 0;font-style:italic;white-space:pre-wrap'>"
                     f"{escape(frame.comment)}</div>")
    parts.append(_hands_html(frame, open_hands))
    if frame.trick:
        cells = []
        for p, c in frame.trick:
            style = "font-weight:bold;text-decoration:underline" if p == frame.winner else ""
            cells.append(f"<span class='replay-card' style='{style}'>{escape(player_name(p))} "
                         f"{html.card(c)}</span>")
        tail = f" → {escape(player_name(frame.winner))}" if frame.winner is not None else ""
        no = f"Trick {frame.trick_number}: " if frame.trick_number else "Trick: "
        parts.append(f"<div class='replay-trick'>{no}{' &nbsp; '.join(cells)}{tail}</div>")
    if frame.calls:
        parts.append("<div class='replay-auction'>Auction: " + " &nbsp;".join(
            f"{escape(player_name(p))}&nbsp;{html.call(c)}" for p, c in frame.calls) + "</div>")
    if frame.contract:
        parts.append(f"<div class='replay-contract'>Contract: {escape(frame.contract)}</div>")
    if frame.talon is not None:
        parts.append(f"<div class='replay-talon'>Talon: {frame.talon} cards</div>")
    if frame.score:
        parts.append(f"<div class='replay-score'>{escape(frame.score)}</div>")
    return HTML("<div class='replay-frame'>" + "".join(parts) + "</div>")


def replay_html(replay: Replay, *, open_hands: bool = True, title: str = "") -> HTML:
    """Every step of ``replay`` as static HTML (no JavaScript): one section per step,
    with a table of contents linking to each of its marks (the start of each trick…)."""
    title = title or replay.title
    head = f"<h3>{escape(title)}</h3>" if title else ""
    toc = " · ".join(f"<a href='#step-{m.index}'>{escape(m.label)}</a>" for m in replay.marks())
    steps = "".join(
        f"<section class='replay-step' id='step-{f.index}' style='border-top:1px solid #ccc;"
        f"padding:6px 0'><div style='color:#666;font-size:85%'>Step {f.index} of "
        f"{len(replay) - 1}</div>{frame_html(f, open_hands=open_hands)}</section>"
        for f in replay.frames())
    return HTML(f"<div class='replay-static'>{head}<nav class='replay-toc'>{toc}</nav>{steps}</div>")
