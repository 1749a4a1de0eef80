"""The bridge table as a picture: seats around a green cloth, card faces, the trick in
the middle, the auction as a four-column diagram, a bidding box, a step bar.

:class:`TableView` is plain data — what is on the table and what the learner may
do — and :func:`table_html` draws it as self-contained HTML with inline styles and
inline SVG (no script, no font glyphs for suits or icons), so the same picture is
the live widget's body (:mod:`bridgelib.widgets.table`) and the static picture kept
in a saved notebook or an exported page.

A hand that is face down is given as a number of cards only (``cards=None``):
its cards' identities never enter the view, so they can reach neither the
browser nor a saved page.  Clickable cards are exactly those the builder marks
``legal``; the other cards of the hand to play are greyed, with the engine's
reason as a tooltip.

The builders turn engine states into views: :func:`view_from_frame` (a
:class:`bridgelib.replay.Frame`: contract bridge and honeymoon records),
:func:`yard_view` (yard bridge, 3–4 players) and :func:`two_view` (bridge for two).

>>> from bridgelib import Deal
>>> d = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
>>> v = TableView(seats=(SeatView("N", "North", "N", cards=tuple(d["N"])),
...                      SeatView("S", "South", "S", count=13)))
>>> page = table_html(v)
>>> 'card-SA' in page, 'card-DA' in page    # South's ♦A is face down
(True, False)
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from html import escape
from typing import TYPE_CHECKING, Any, Iterable, Mapping, Sequence

from ..auction import Call
from ..cards import Card, Strain, Suit
from . import HTML
from .cards import CARD_H, CARD_W, card_back_svg, card_svg, icon_svg, suit_colour, suit_svg

if TYPE_CHECKING:  # pragma: no cover
    from ..replay import Frame

__all__ = ["SeatView", "Choice", "AuctionView", "StepBar", "TableView", "table_html",
           "call_html", "view_from_frame", "yard_view", "two_view", "practice_view",
           "context_view", "deal_view", "problem_view", "cards_html", "refusal_html", "analysis_html", "annotation_panel", "bidding_choices",
           "POSITIONS", "ZOOMS"]

POSITIONS = ("N", "E", "S", "W")
"""Screen positions: North at the top, East right, South at the bottom, West left."""
ZOOMS = (1.0, 1.25, 1.5, 1.75, 2.0, 2.5)
"""The projector zoom steps."""

_FONT = "DejaVu Sans,Arial,Helvetica,sans-serif"
_FAN_STEP = 1.3     # em of a card left visible in a fan (rank and suit)
_BACK_STEP = 0.7    # em of a face-down card left visible
_ROW_STEP = 1.95    # em of a row left visible when suit rows overlap
_COL_STEP = 1.5     # em of a card left visible in a dummy's column


# ---------------------------------------------------------------- the data
@dataclass(frozen=True)
class SeatView:
    """One player at the table.

    ``key`` names the player in the view's trick and auction (``"N"``, ``"You"``);
    ``position`` is where the seat sits on screen (``N E S W``).  ``cards`` is
    ``None`` for a hand shown face down, then ``count`` says how many cards it has.
    ``active`` marks the hand the learner plays from now: its ``legal`` cards are
    clickable, the others greyed with ``reasons[card]`` as tooltip.  ``layout`` is
    ``"fan"`` or ``"dummy"`` (by suits, as dummy's cards lie on the table).
    """

    key: str
    name: str
    position: str
    cards: tuple[Card, ...] | None = None
    count: int = 0
    layout: str = "fan"
    dealer: bool = False
    vulnerable: bool = False
    turn: bool = False
    active: bool = False
    legal: frozenset[Card] = frozenset()
    reasons: Mapping[Card, str] = field(default_factory=dict)
    note: str = ""
    trump: Suit | None = None

    def __post_init__(self):
        if self.position not in POSITIONS:
            raise ValueError(f"{self.position!r} is not a position: N, E, S or W")
        if self.cards is not None:
            object.__setattr__(self, "count", len(self.cards))


@dataclass(frozen=True)
class Choice:
    """One button of a bidding box: ``key`` is sent back when clicked."""

    key: str
    label: str
    legal: bool = True
    reason: str = ""
    css: str = ""


@dataclass(frozen=True)
class AuctionView:
    """The auction diagram: ``columns`` are (player key, heading, vulnerable)."""

    columns: tuple[tuple[str, str, bool], ...]
    calls: tuple[tuple[str, Any], ...] = ()
    dealer: str | None = None
    turn: str | None = None


@dataclass(frozen=True)
class StepBar:
    """First / back / forward / last, the position, places to jump to, open hands."""

    index: int
    total: int
    marks: tuple[tuple[str, int], ...] = ()
    open_hands: bool | None = None


@dataclass(frozen=True)
class TableView:
    """Everything one picture of the table shows (see the module docstring)."""

    seats: tuple[SeatView, ...]
    trick: tuple[tuple[str, Card], ...] = ()
    winner: str | None = None
    trick_number: int | None = None
    title: str = ""
    label: str = ""
    info: tuple[str, ...] = ()
    contract: str = ""
    score: str = ""
    status: str = ""
    comment: str = ""
    irregularities: tuple[str, ...] = ()
    message: str = ""
    log: tuple[str, ...] = ()
    hint: str = ""
    talon: int | None = None
    auction: AuctionView | None = None
    choices: tuple[Choice, ...] = ()
    choices_title: str = ""
    steps: StepBar | None = None
    tools: tuple[tuple[str, str, str], ...] = ()
    extra: str = ""
    four_colour: bool = False
    contrast: bool = False
    zoom: float = 1.0
    css_class: str = ""

    def seat(self, key: str) -> SeatView | None:
        return next((s for s in self.seats if s.key == key), None)

    def clickable_cards(self) -> frozenset[Card]:
        """The cards a click plays: the legal cards of the active hands."""
        out: set[Card] = set()
        for s in self.seats:
            if s.active and s.cards is not None:
                out |= set(s.cards) & set(s.legal)
        return frozenset(out)


# ---------------------------------------------------------------- small pieces
def _colours(view: TableView) -> dict[str, str]:
    if view.contrast:
        return {"felt": "#ffffff", "felt_border": "0.2em solid #000", "ink": "#000",
                "on_felt": "#000", "plate": "#ffffff", "plate_ink": "#000",
                "plate_border": "0.12em solid #000", "vul": "#a00000", "panel": "#ffffff",
                "panel_border": "0.12em solid #000", "muted": "#000", "turn": "#000"}
    return {"felt": "#1d6b40", "felt_border": "0.12em solid #15532f", "ink": "#1a1a1a",
            "on_felt": "#f4f8f2", "plate": "#f4f4ee", "plate_ink": "#1a1a1a",
            "plate_border": "0.08em solid #b9b9ae", "vul": "#c8102e", "panel": "#fbfbf7",
            "panel_border": "0.08em solid #c9c9bd", "muted": "#555", "turn": "#ffd400"}


def call_html(call: Any, *, four_colour: bool = False) -> str:
    """A call as in an auction diagram: ``1`` + suit picture, ``Pass``, ``X``, ``XX``;
    anything else (a yard-bridge bid) as its text."""
    if isinstance(call, Call):
        if call.is_bid:
            strain = call.strain
            assert strain is not None  # a bid has a strain
            if strain is Strain.NOTRUMP:
                return f"<span class='bl-bid'>{call.level}NT</span>"
            return (f"<span class='bl-bid' style='white-space:nowrap'>{call.level}"
                    f"{suit_svg(strain, four_colour=four_colour)}</span>")
        return {"pass": "<span style='color:#1a7f37'>Pass</span>",
                "double": "<span style='color:#c8102e;font-weight:bold'>X</span>",
                "redouble": "<span style='color:#1f4e8c;font-weight:bold'>XX</span>"}[call.kind.value]
    return escape(str(call))


def _suit_order(cards: Iterable[Card], trump: Suit | None = None) -> list[Suit]:
    """Suits present, colours alternating (♠ ♥ ♣ ♦), trumps first when given."""
    present = {c.suit for c in cards}
    order = [Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS]
    if trump is not None:
        order.remove(trump)
        order.insert(0, trump)
    return [s for s in order if s in present]


def _by_suit(cards: Iterable[Card], trump: Suit | None = None) -> list[list[Card]]:
    cards = list(cards)
    return [sorted((c for c in cards if c.suit is s), key=lambda c: -c.rank)
            for s in _suit_order(cards, trump)]


def _face(card: Card, four_colour: bool) -> str:
    """A card face: the SVG picture over a text fallback (rank and suit), which is what a
    viewer that strips SVG from untrusted output (JupyterLab's sanitizer) still shows."""
    colour = suit_colour(card.suit, four_colour=four_colour)
    return (f"<div style='position:relative;width:{CARD_W}em;height:{CARD_H}em'>"
            f"<span class='bl-card-text' style='color:{colour};font-weight:bold;"
            f"padding-left:.25em'>{card.rank.label}{card.suit.symbol}</span>"
            f"<div style='position:absolute;left:0;top:0'>"
            f"{card_svg(card, four_colour=four_colour)}</div></div>")


def _card_cell(card: Card, seat: SeatView, view: TableView, style: str) -> str:
    """One face-up card of a hand, clickable when legal for the active hand."""
    face = _face(card, view.four_colour)
    name = card.to_text()
    if seat.active and card in seat.legal:
        return (f"<div class='bl-card bl-legal play-card card-{card.pbn()}' role='button' "
                f"tabindex='0' data-act='card:{card.pbn()}' title='Play {name}' "
                f"style='{style};cursor:pointer'>{face}</div>")
    if seat.active:
        why = seat.reasons.get(card, f"{name} cannot be played now")
        return (f"<div class='bl-card bl-illegal card-{card.pbn()}' aria-disabled='true' "
                f"title='{escape(why, quote=True)}' style='{style};"
                f"filter:grayscale(85%) brightness(.72)'>{face}</div>")
    return f"<div class='bl-card card-{card.pbn()}' style='{style}'>{face}</div>"


def _backs(n: int, step: float) -> str:
    if n <= 0:
        return ""
    back = card_back_svg()
    cells = [f"<div class='bl-card bl-hidden' style='margin-left:{0 if i == 0 else -(CARD_W - step):g}em'>"
             f"{back}</div>" for i in range(n)]
    return f"<div style='display:flex' aria-label='{n} cards face down'>{''.join(cells)}</div>"


def _compact(view: TableView) -> bool:
    """From 1.75× on, cards overlap more, so that the table fits a 1024-pixel screen."""
    return view.zoom >= 1.75


def _fan(seat: SeatView, view: TableView) -> str:
    cards = [c for suit in _by_suit(seat.cards or ()) for c in suit]
    step = 1.12 if _compact(view) else _FAN_STEP
    cells = [_card_cell(c, seat, view, f"margin-left:{0 if i == 0 else -(CARD_W - step):g}em")
             for i, c in enumerate(cards)]
    return f"<div style='display:flex;padding-top:.45em'>{''.join(cells)}</div>"


def _rows(seat: SeatView, view: TableView) -> str:
    """One overlapping row per suit, rows overlapping top to bottom (a side hand)."""
    rows = []
    for k, suit in enumerate(_by_suit(seat.cards or (), seat.trump)):
        cells = [_card_cell(c, seat, view,
                            f"margin-left:{0 if i == 0 else -(CARD_W - _FAN_STEP):g}em")
                 for i, c in enumerate(suit)]
        top = 0 if k == 0 else -(CARD_H - _ROW_STEP)
        rows.append(f"<div style='display:flex;margin-top:{top:g}em'>{''.join(cells)}</div>")
    return f"<div style='padding-top:.3em'>{''.join(rows)}</div>"


def _columns(seat: SeatView, view: TableView) -> str:
    """Dummy at the top or bottom: one column per suit, trumps on declarer's left."""
    cols = []
    for suit in _by_suit(seat.cards or (), seat.trump):
        cells = [_card_cell(c, seat, view,
                            f"margin-top:{0 if i == 0 else -(CARD_H - _COL_STEP):g}em")
                 for i, c in enumerate(suit)]
        cols.append(f"<div style='display:flex;flex-direction:column;margin-right:.25em'>"
                    f"{''.join(cells)}</div>")
    return f"<div style='display:flex;align-items:flex-start'>{''.join(cols)}</div>"


def _plate(seat: SeatView, view: TableView, col: dict[str, str]) -> str:
    bg, ink = (col["vul"], "#fff") if seat.vulnerable else (col["plate"], col["plate_ink"])
    turn = f";box-shadow:0 0 0 .18em {col['turn']}" if seat.turn else ""
    badges = ""
    if seat.dealer:
        badges += ("<span class='bl-dealer' title='dealer' style='display:inline-block;"
                   "margin-left:.35em;padding:0 .3em;border-radius:.6em;background:#222;"
                   "color:#fff;font-size:.8em;font-weight:bold'>D</span>")
    if seat.vulnerable:
        badges += "<span class='bl-vul' style='margin-left:.35em;font-size:.8em'>vul</span>"
    note = (f"<span class='bl-note' style='margin-left:.45em;font-weight:normal;font-size:.85em'>"
            f"{escape(seat.note)}</span>") if seat.note else ""
    return (f"<div class='bl-plate seat-{seat.position}{' bl-turn' if seat.turn else ''}' "
            f"style='display:inline-block;background:{bg};color:{ink};border:{col['plate_border']};"
            f"border-radius:.35em;padding:.1em .5em;font-weight:bold;white-space:nowrap{turn}'>"
            f"{escape(seat.name)}{badges}{note}</div>")


def _seat_html(seat: SeatView | None, view: TableView, col: dict[str, str]) -> str:
    if seat is None:
        return ""
    side = seat.position in ("E", "W")
    if seat.cards is None:
        step = _BACK_STEP if side or seat.count > 13 else _BACK_STEP + .3
        body = _backs(seat.count, step - (.2 if _compact(view) else 0))
        body = f"<div style='padding-top:.45em'>{body}</div>"
    elif seat.layout == "dummy" and not side:
        body = _columns(seat, view)
    elif side:
        body = _rows(seat, view)
    else:
        body = _fan(seat, view)
    align = {"N": "center", "S": "center", "W": "flex-start", "E": "flex-start"}[seat.position]
    return (f"<div class='bl-seat hand-{seat.position}{' bl-active' if seat.active else ''}' "
            f"data-player='{escape(seat.key, quote=True)}' style='display:flex;flex-direction:column;"
            f"align-items:{align}'>{_plate(seat, view, col)}{body}</div>")


_SPOT = {"N": "left:3.6em;top:0", "S": "left:3.6em;top:5.6em", "W": "left:0;top:2.8em",
         "E": "left:7.2em;top:2.8em"}


def _centre(view: TableView, col: dict[str, str]) -> str:
    where = {s.key: s.position for s in view.seats}
    cards = []
    for player, card in view.trick:
        pos = where.get(player, "S")
        win = player == view.winner
        ring = (f"box-shadow:0 0 0 .2em {col['turn']};border-radius:.35em;" if win else "")
        cards.append(f"<div class='trick-card card-{card.pbn()}{' bl-winner' if win else ''}' "
                     f"data-player='{escape(player, quote=True)}' style='position:absolute;"
                     f"{_SPOT[pos]};{ring}'>{_face(card, view.four_colour)}</div>")
    caption = ""
    if view.trick_number and view.trick:
        caption = f"Trick {view.trick_number}"
        if view.winner is not None:
            wseat = view.seat(view.winner)
            caption += f" → {wseat.name if wseat else view.winner}"
    cap = (f"<div class='bl-trick-caption' style='position:absolute;left:0;right:0;top:-1.5em;"
           f"text-align:center;color:{col['on_felt']};font-size:.85em'>{escape(caption)}</div>"
           if caption else "")
    return (f"<div class='bl-centre replay-trick' style='position:relative;width:10.2em;"
            f"height:9.8em;margin:1.4em auto 0'>{cap}{''.join(cards)}</div>")


def _talon(view: TableView, col: dict[str, str]) -> str:
    if view.talon is None:
        return ""
    pile = card_back_svg() if view.talon else (
        f"<div style='width:{CARD_W}em;height:{CARD_H}em;border:.1em dashed {col['on_felt']};"
        "border-radius:.35em'></div>")
    return (f"<div class='bl-talon replay-talon' style='color:{col['on_felt']};text-align:center'>"
            f"<div style='display:inline-block;box-shadow:.15em .15em 0 #0b3d22,.3em .3em 0 #0b3d22;"
            f"border-radius:.35em'>{pile}</div>"
            f"<div style='font-size:.85em;margin-top:.3em'>Talon: {view.talon} cards</div></div>")


def _auction(view: TableView, col: dict[str, str]) -> str:
    a = view.auction
    if a is None:
        return ""
    keys = [k for k, _, _ in a.columns]
    head = "".join(
        f"<th style='padding:.15em .5em;border-bottom:.08em solid #999;"
        f"{'color:' + col['vul'] + ';' if vul else ''}'>{escape(title)}</th>"
        for _, title, vul in a.columns)
    first = keys.index(a.dealer) if a.dealer in keys else (
        keys.index(a.calls[0][0]) if a.calls and a.calls[0][0] in keys else 0)
    cells = ["" for _ in range(first)]
    cells += [f"<span class='bl-auction-call'>{call_html(c, four_colour=view.four_colour)}</span>"
              for _, c in a.calls]
    if a.turn is not None:
        cells.append("<b>?</b>")
    n = len(keys)
    rows = []
    for i in range(0, max(len(cells), 1), n):
        chunk = cells[i:i + n] + [""] * (n - len(cells[i:i + n]))
        rows.append("<tr>" + "".join(f"<td style='padding:.1em .5em;text-align:center'>{x}</td>"
                                     for x in chunk) + "</tr>")
    return (f"<div class='bl-auction replay-auction' style='background:{col['panel']};"
            f"border:{col['panel_border']};border-radius:.4em;padding:.3em .4em;color:{col['ink']}'>"
            f"<div style='font-weight:bold;margin-bottom:.2em'>Auction</div>"
            f"<table style='border-collapse:collapse;font-size:1em'><tr>{head}</tr>"
            f"{''.join(rows)}</table></div>")


def auction_diagram(auction: AuctionView, *, contract: str = "", four_colour: bool = False,
                    zoom: float = 1.0) -> HTML:
    """An auction on its own, drawn as the table view draws it beside the cloth: the
    four-column diagram (dealer's column first filled, ``?`` for the call awaited) and
    the contract under it — how a bare auction shows itself in a notebook."""
    view = TableView(seats=(), auction=auction, four_colour=four_colour, zoom=zoom)
    col = _colours(view)
    foot = (f"<div class='bl-auction-contract' style='margin-top:.3em'>Contract: "
            f"<b>{escape(contract)}</b></div>") if contract else ""
    z = max(ZOOMS[0], min(ZOOMS[-1], float(zoom)))
    size = f"font-size:{14 * z:g}px;font-size:calc(var(--jp-content-font-size1, 14px) * {z:g})"
    return HTML(f"<div class='bl-table bl-auction-only' style='font-family:{_FONT};{size};"
                f"line-height:1.3;color:{col['ink']};display:inline-block'>"
                f"{_auction(view, col)}{foot}</div>")


def _button_style(col: dict[str, str], enabled: bool = True) -> str:
    base = (f"font:inherit;font-size:1em;min-width:2.6em;padding:.15em .45em;margin:.1em;"
            f"border-radius:.3em;border:{col['panel_border']};")
    if enabled:
        return base + "background:#fff;color:#111;cursor:pointer"
    return base + "background:#e4e4e4;color:#999;cursor:not-allowed"


def _choices(view: TableView, col: dict[str, str]) -> str:
    if not view.choices:
        return ""
    buttons = []
    for ch in view.choices:
        cls = f"bl-choice {ch.css}".strip()
        if ch.legal:
            buttons.append(f"<button type='button' class='{cls} bl-legal' data-act='call:"
                           f"{escape(ch.key, quote=True)}' style='{_button_style(col)}'>"
                           f"{ch.label}</button>")
        else:
            buttons.append(f"<button type='button' class='{cls} bl-illegal' aria-disabled='true' "
                           f"title='{escape(ch.reason, quote=True)}' "
                           f"style='{_button_style(col, False)};opacity:.55'>{ch.label}</button>")
    calls = len(view.choices) == 38  # a full bidding box: five strains a row
    grid = ("display:grid;grid-template-columns:repeat(5,auto);gap:0" if calls
            else "display:flex;flex-wrap:wrap")
    title = escape(view.choices_title or "Your call")
    return (f"<div class='bl-bidding-box bidding-box' style='background:{col['panel']};"
            f"border:{col['panel_border']};border-radius:.4em;padding:.3em .4em;color:{col['ink']}'>"
            f"<div style='font-weight:bold;margin-bottom:.2em'>{title}</div>"
            f"<div style='{grid}'>{''.join(buttons)}</div></div>")


def _steps(view: TableView, col: dict[str, str]) -> str:
    s = view.steps
    if s is None:
        return ""
    last = s.total - 1
    parts = []
    for name, tip in (("first", "first step"), ("back", "one step back"),
                      ("forward", "one step forward"), ("last", "last step")):
        off = (name in ("first", "back") and s.index == 0) or (
            name in ("forward", "last") and s.index >= last)
        cls = {"forward": "replay-next"}.get(name, f"replay-{name}")
        dis = " aria-disabled='true'" if off else ""
        parts.append(f"<button type='button' class='bl-step {cls}' data-act='step:{name}' "
                     f"title='{tip}' aria-label='{tip}'{dis} style='{_button_style(col, not off)}'>"
                     f"{icon_svg(name)}</button>")
    parts.append(f"<span class='replay-position' style='padding:0 .6em;white-space:nowrap'>"
                 f"Step {s.index} / {last}</span>")
    if s.marks:
        opts = "<option value='-1'>Jump to…</option>" + "".join(
            f"<option value='{i}'{' selected' if False else ''}>{escape(label)}</option>"
            for label, i in s.marks)
        parts.append(f"<select class='replay-jump' data-act='goto' aria-label='jump to' "
                     f"style='font:inherit;font-size:.95em;margin:0 .4em'>{opts}</select>")
    if s.open_hands is not None:
        parts.append(f"<label style='white-space:nowrap;margin-left:.4em'><input type='checkbox' "
                     f"class='replay-open' data-act='open'{' checked' if s.open_hands else ''}> "
                     "Open hands</label>")
    return (f"<div class='bl-stepbar' style='display:flex;align-items:center;flex-wrap:wrap;"
            f"margin:.3em 0'>{''.join(parts)}</div>")


def _tools(view: TableView, col: dict[str, str]) -> str:
    if not view.tools:
        return ""
    icons = {"undo": "undo", "hint": "hint"}
    out = []
    for key, label, tip in view.tools:
        icon = icon_svg(icons[key], size="1em") + " " if key in icons else ""
        out.append(f"<button type='button' class='bl-tool play-{key}' data-act='tool:{key}' "
                   f"title='{escape(tip, quote=True)}' style='{_button_style(col)}'>{icon}"
                   f"{escape(label)}</button>")
    return f"<div class='bl-tools' style='margin:.3em 0'>{''.join(out)}</div>"


def _view_controls(view: TableView, col: dict[str, str]) -> str:
    """Zoom, high contrast and four colours: only in the live widget."""
    z = f"{view.zoom:g}×"
    out = (f"<button type='button' class='bl-zoom-out' data-act='zoom:out' title='smaller' "
           f"aria-label='smaller' style='{_button_style(col, view.zoom > ZOOMS[0])}'>"
           f"{icon_svg('zoom-out')}</button>"
           f"<span class='bl-zoom' style='padding:0 .3em'>{z}</span>"
           f"<button type='button' class='bl-zoom-in' data-act='zoom:in' title='larger' "
           f"aria-label='larger' style='{_button_style(col, view.zoom < ZOOMS[-1])}'>"
           f"{icon_svg('zoom-in')}</button>"
           f"<label style='margin-left:.6em;white-space:nowrap'><input type='checkbox' "
           f"class='bl-contrast' data-act='contrast'{' checked' if view.contrast else ''}> "
           f"High contrast</label>"
           f"<label style='margin-left:.6em;white-space:nowrap'><input type='checkbox' "
           f"class='bl-four' data-act='four'{' checked' if view.four_colour else ''}> "
           f"Four colours</label>")
    return (f"<div class='bl-view-controls' style='display:flex;align-items:center;"
            f"flex-wrap:wrap;font-size:.85em;color:{col['muted']};margin:.2em 0'>{out}</div>")


def _info(view: TableView, col: dict[str, str]) -> str:
    lines = list(view.info)
    if view.contract:
        lines.append(f"<span class='replay-contract'>Contract: <b>{escape(view.contract)}</b></span>")
    if view.score:
        lines.append(f"<span class='replay-score'>{escape(view.score)}</span>")
    body = "<br>".join(x if x.startswith("<span") else escape(x) for x in lines)
    wide = 9 if _compact(view) else 13
    return (f"<div class='bl-info' style='color:{col['on_felt']};font-size:.9em;max-width:{wide}em'>"
            f"{body}</div>")


def _texts(view: TableView, col: dict[str, str]) -> str:
    out = []
    if view.label:
        out.append(f"<div class='replay-label' style='font-weight:bold'>{escape(view.label)}</div>")
    for irr in view.irregularities:
        out.append("<div class='replay-irregularity' style='background:#fde8e8;border-left:"
                   f".3em solid #c00;padding:.1em .4em;margin:.15em 0'>Irregularity: "
                   f"{escape(irr)}</div>")
    if view.comment:
        out.append("<div class='replay-comment' style='background:#fffbe6;border-left:.3em solid "
                   "#e0b400;padding:.2em .5em;margin:.15em 0;white-space:pre-wrap'>"
                   f"{escape(view.comment)}</div>")
    if view.status:
        out.append(f"<div class='play-status' style='font-weight:bold'>{escape(view.status)}</div>")
    if view.message:
        out.append(f"<div class='play-error' role='alert' style='color:#a40000;background:#fdecea;"
                   f"padding:.2em .5em;border-radius:.3em;margin:.15em 0'>{escape(view.message)}</div>")
    if view.hint:
        out.append(f"<div class='play-hint-text' style='background:#eef5ff;padding:.2em .5em;"
                   f"border-radius:.3em;margin:.15em 0'>{escape(view.hint)}</div>")
    if view.log:
        out.append(f"<div class='play-log' style='color:{col['muted']};font-size:.9em'>"
                   + "<br>".join(escape(x) for x in view.log) + "</div>")
    return "".join(out)


# ---------------------------------------------------------------- the picture
def table_html(view: TableView, *, live: bool = False) -> HTML:
    """The whole table as HTML (inline styles and SVG only).  ``live`` adds the view
    controls (zoom, high contrast, four colours) that only a running widget obeys."""
    col = _colours(view)
    at = {s.position: s for s in view.seats}
    cell = "display:flex;justify-content:center;align-items:flex-start"
    felt = (
        f"<div class='bl-felt play-board' style='display:grid;grid-template-columns:auto auto auto;"
        f"gap:.5em .8em;background:{col['felt']};border:{col['felt_border']};border-radius:.8em;"
        f"padding:.6em .8em;width:max-content;max-width:100%;box-sizing:border-box'>"
        f"<div style='grid-area:1/1'>{_info(view, col)}</div>"
        f"<div style='grid-area:1/2;{cell}'>{_seat_html(at.get('N'), view, col)}</div>"
        f"<div style='grid-area:1/3'></div>"
        f"<div style='grid-area:2/1;{cell};align-items:center'>{_seat_html(at.get('W'), view, col)}"
        f"{_talon(view, col) if 'W' not in at else ''}</div>"
        f"<div style='grid-area:2/2'>{_centre(view, col)}</div>"
        f"<div style='grid-area:2/3;{cell};align-items:center'>{_seat_html(at.get('E'), view, col)}</div>"
        f"<div style='grid-area:3/1;{cell};align-items:flex-end'>"
        f"{_talon(view, col) if 'W' in at else ''}</div>"
        f"<div style='grid-area:3/2;{cell}'>{_seat_html(at.get('S'), view, col)}</div>"
        f"<div style='grid-area:3/3'></div></div>")
    side = _auction(view, col) + _choices(view, col)
    side_html = (f"<div class='bl-side' style='display:flex;flex-direction:column;gap:.5em;"
                 f"align-items:flex-start'>{side}</div>") if side else ""
    title = (f"<div class='bl-title' style='font-weight:bold;font-size:1.15em;margin:.1em 0 .3em'>"
             f"{escape(view.title)}</div>") if view.title else ""
    z = max(ZOOMS[0], min(ZOOMS[-1], float(view.zoom)))
    size = f"font-size:{14 * z:g}px;font-size:calc(var(--jp-content-font-size1, 14px) * {z:g})"
    bg = "background:#fff;" if view.contrast else ""
    return HTML(
        f"<div class='bl-table {escape(view.css_class)}{' bl-contrast-on' if view.contrast else ''}' "
        f"style='font-family:{_FONT};{size};line-height:1.3;color:{col['ink']};{bg}"
        f"max-width:100%;overflow-x:auto'>"
        f"{title}{_view_controls(view, col) if live else ''}{_steps(view, col)}"
        f"<div style='display:flex;flex-wrap:wrap;gap:.8em;align-items:flex-start'>{felt}"
        f"{side_html}</div>{_tools(view, col)}{_texts(view, col)}{view.extra}</div>")


# ---------------------------------------------------------------- builders
_NAMES = {"N": "North", "E": "East", "S": "South", "W": "West"}


def bidding_choices(legal: Iterable[Call], reasons: Mapping[Call, str] | None = None, *,
                    four_colour: bool = False, css: str = "") -> tuple[Choice, ...]:
    """The 38 calls of a bidding box; those not in ``legal`` are disabled with their reason."""
    from ..auction import ALL_BIDS, DOUBLE, PASS, REDOUBLE

    ok = set(legal)
    reasons = reasons or {}
    out = []
    for c in (*ALL_BIDS, PASS, DOUBLE, REDOUBLE):
        out.append(Choice(c.pbn(), call_html(c, four_colour=four_colour), c in ok,
                          reasons.get(c, "" if c in ok else f"{c} is not a legal call now"),
                          f"call-{c.pbn()} {css}".strip()))
    return tuple(out)


def _positions_for(players: Sequence[str]) -> dict[str, str]:
    """Screen positions for players listed clockwise from the one at the bottom."""
    n = len(players)
    spots = {1: "S", 2: "SN", 3: "SWE", 4: "SWNE"}[n]
    return dict(zip(players, spots))


def view_from_frame(frame: "Frame", *, open_hands: bool = True, viewer: str | None = None,
                    declarer: str | None = None, names: Mapping[str, str] | None = None,
                    vulnerable: Iterable[str] = (), **options: Any) -> TableView:
    """The table of one :class:`~bridgelib.replay.Frame` (a record's step or a game now).

    Hands in ``frame.closed`` are face down unless ``open_hands``.  Four compass
    players sit at their compass points; two or three named players sit South
    (``viewer``, or the first), then clockwise.  ``options`` go to :class:`TableView`.
    """
    keys = list(frame.hands)
    compass = set(keys) == {"N", "E", "S", "W"}
    if compass:
        where = {k: k for k in keys}
    else:
        if viewer in keys:
            i = keys.index(viewer)
            keys = keys[i:] + keys[:i]
        where = _positions_for(keys)
    vul = set(vulnerable)
    decl = declarer or _declarer_of(frame.contract, keys)
    dummy = None
    if compass and decl in where and frame.phase in ("play", "main", "over") and (
            frame.trick or frame.trick_number):
        dummy = "NESW"["NESW".index(decl) - 2]
    trump = _trump_of(frame.contract)
    seats = []
    for k in keys:
        hand = frame.hands[k]
        shown = open_hands or k not in frame.closed
        name = (names or {}).get(k) or _NAMES.get(k, k)
        seats.append(SeatView(
            key=k, name=name + (" (dummy)" if k == dummy else ""), position=where[k],
            cards=tuple(hand) if shown else None, count=len(hand),
            layout="dummy" if k == dummy else "fan", dealer=k == frame.dealer,
            vulnerable=k in vul, trump=trump if k == dummy else None))
    auction = None
    if frame.calls or frame.phase == "auction":
        cols = keys if not compass else ["W", "N", "E", "S"]
        auction = AuctionView(tuple((k, (names or {}).get(k) or _NAMES.get(k, k), k in vul)
                                    for k in cols), tuple(frame.calls), frame.dealer)
    info = tuple(x for x in (f"Dealer {_NAMES.get(frame.dealer, frame.dealer)}"
                             if frame.dealer else "",) if x)
    return TableView(seats=tuple(seats), trick=tuple(frame.trick), winner=frame.winner,
                     trick_number=frame.trick_number, label=frame.label, info=info,
                     contract=frame.contract, score=frame.score, comment=frame.comment,
                     irregularities=tuple(frame.irregularities), talon=frame.talon,
                     auction=auction, **options)


def _declarer_of(contract: str, keys: Sequence[str]) -> str | None:
    if " by " not in contract:
        return None
    who = contract.rsplit(" by ", 1)[1].strip()
    for k in keys:
        if who in (k, _NAMES.get(k)):
            return k
    return None


def _trump_of(contract: str) -> Suit | None:
    head = contract.split(" ", 1)[0]
    for s in Suit:
        if s.symbol in head or (len(head) > 1 and head[1:2] == s.letter):
            return s
    return None


def yard_view(rnd: Any, *, names: Sequence[str] | None = None, viewer: int | None = 0,
              legal_reasons: bool = True, **options: Any) -> TableView:
    """Yard bridge (3–4 players): ``viewer``'s hand face up at the bottom (``None``: all
    hands open, as for a teacher); the bidding box offers the legal bids while bidding."""
    n = rnd.players
    names = list(names or getattr(rnd, "names", None) or [f"Player {i + 1}" for i in range(n)])
    order = [((viewer or 0) + i) % n for i in range(n)]
    where = _positions_for([str(i) for i in order])
    turn = rnd.turn
    phase = rnd.phase
    seats = []
    for i in order:
        hand = rnd.hand(i)
        shown = viewer is None or i == viewer or phase == "over"
        active = phase == "play" and turn == i and (viewer is None or i == viewer)
        legal = frozenset(rnd.legal_cards()) if active else frozenset()
        reasons = {}
        if active and legal_reasons:
            for c in hand:
                if c not in legal:
                    reasons[c] = _refusal(lambda c=c: rnd.check(c))
        bid = rnd.bid_of(i)
        note = ("" if bid is None else f"bid {bid}") + (
            f", won {rnd.tricks_won(i)}" if phase != "bidding" and bid is not None else "")
        seats.append(SeatView(str(i), names[i], where[str(i)], tuple(hand) if shown else None,
                              count=len(hand), dealer=i == getattr(rnd, "dealer", -1),
                              turn=turn == i, active=active, legal=legal, reasons=reasons,
                              note=note))
    t = rnd.current_trick if rnd.current_trick.cards else (rnd.tricks[-1] if rnd.tricks else None)
    trick: tuple[tuple[str, Card], ...] = ()
    winner, number = None, None
    if t is not None:
        trick = tuple((str(p), c) for p, c in t.plays)
        winner = str(t.winner) if t.is_complete and t.winner is not None else None
        number = len(rnd.tricks) + (0 if t.is_complete else 1)
    choices: tuple[Choice, ...] = ()
    if phase == "bidding" and turn is not None and (viewer is None or turn == viewer):
        legal_bids = set(rnd.legal_bids())
        choices = tuple(Choice(str(b), str(b), b in legal_bids,
                               "" if b in legal_bids else _refusal(lambda b=b: rnd.check_bid(b)),
                               f"yard-bid bid-{b}") for b in range(rnd.tricks_total + 1))
    trump = getattr(rnd, "trump", None)
    info = [f"Trumps: {trump.symbol if trump is not None else 'none'}"]
    return TableView(seats=tuple(seats), trick=trick, winner=winner, trick_number=number,
                     info=tuple(info), choices=choices, choices_title="Your bid: tricks you will take",
                     **options)


def _refusal(check: Any) -> str:
    from ..errors import BridgeError

    try:
        check()
    except BridgeError as exc:
        return str(exc)
    return ""


def two_view(game: Any, *, viewer: Any = None, **options: Any) -> TableView:
    """Bridge for two: the four hands of the deal, the two players South and West with
    their dummies opposite; ``viewer`` sees his own hand and the dummies when they are
    open (``None``: everything, as for a teacher)."""
    from ..table import Seat

    play = game.play
    shown = set(Seat) if viewer is None or game.phase == "over" else set(game.visible_seats(viewer))
    turn = game.turn_seat
    active_seat = None
    if game.phase == "play" and not game.blind_turn and (
            viewer is None or game.turn_player is _player_of(viewer)):
        active_seat = turn
    legal = frozenset(game.legal_cards()) if active_seat is not None else frozenset()
    seats = []
    mode = game.mode.value if game.mode is not None else ""
    for s in Seat:
        hand = play.hand(s) if play is not None else game.deal[s]
        owner = _player_of(s)
        role = "player" if owner is s else f"{owner.name_en}'s {mode + ' ' if mode else ''}dummy"
        reasons = {}
        if s is active_seat:
            reasons = {c: _refusal(lambda c=c: play.check(c)) for c in hand if c not in legal}
        seats.append(SeatView(s.letter, f"{s.name_en} ({role})", s.letter,
                              tuple(hand) if s in shown else None, count=len(hand),
                              dealer=s is game.dealer, turn=s is turn, active=s is active_seat,
                              legal=legal if s is active_seat else frozenset(), reasons=reasons,
                              vulnerable=game.vulnerability.is_vulnerable(s),
                              layout="dummy" if owner is not s else "fan"))
    trick: tuple[tuple[str, Card], ...] = ()
    winner, number = None, None
    if play is not None:
        if len(play.cards_played) % 4 == 0 and play.tricks:
            t = play.tricks[-1]
            winner, number = t.winner.letter, len(play.tricks)
        else:
            t, number = play.current_trick, play.trick_number
        trick = tuple((p.letter, c) for p, c in zip(t.players, t.cards))
    calls = tuple((seat.letter, c) for seat, c in game.auction.calls)
    auction = AuctionView(tuple((k, _NAMES[k], game.vulnerability.is_vulnerable(Seat.from_str(k)))
                                for k in "WNES"), calls, game.dealer.letter,
                          game.auction.turn.letter if game.phase == "auction" else None)
    choices: tuple[Choice, ...] = ()
    if game.phase == "auction" and (viewer is None or game.turn_player is _player_of(viewer)):
        choices = bidding_choices(game.auction.legal_calls(), four_colour=options.get(
            "four_colour", False), css="play-call")
    contract = game.contract.to_text() if game.contract is not None and play is not None else ""
    info = (f"Dummies: {mode}",) if mode else ("The dealer chooses open or closed dummies",)
    return TableView(seats=tuple(seats), trick=trick, winner=winner, trick_number=number,
                     auction=auction, choices=choices, contract=contract, info=info, **options)


def _player_of(seat: Any) -> Any:
    from ..games.two import player_of

    return player_of(seat)


def with_options(view: TableView, **changes: Any) -> TableView:
    """A copy of ``view`` with some fields changed (zoom, contrast, message …)."""
    return replace(view, **changes)


def practice_view(session: Any, **options: Any) -> TableView:
    """The table of a practice session (:class:`bridgelib.bots.fourhand.DeclarerPractice`,
    :class:`bridgelib.widgets.practice.HoneymoonPractice`, or any session with
    ``frame()``, ``clickable()`` and ``status()``) as the learner sees it.

    The clickable cards are the engine's legal cards of the hand the learner plays
    now; the other cards of that hand carry the engine's refusal as their reason.
    """
    from ..auction import ALL_BIDS, DOUBLE, PASS, REDOUBLE
    from ..action import Action

    frame = session.frame()
    learner = getattr(session, "learner", None)
    vul: list[str] = []
    vulnerability = getattr(session, "vulnerability", None)
    if vulnerability is not None and set(frame.hands) == {"N", "E", "S", "W"}:
        from ..table import Seat

        vul = [s.letter for s in Seat if vulnerability.is_vulnerable(s)]
    options.setdefault("status", session.status())
    view = view_from_frame(frame, open_hands=False, viewer=learner, vulnerable=vul,
                           names={learner: "You"} if learner else None, **options)
    _who, cards = session.clickable()
    active_key, reasons = None, {}
    legal: frozenset[Card] = frozenset()
    play = getattr(session, "play", None)
    game = getattr(session, "game", None)
    if cards and play is not None and play.turn is not None:
        active_key = play.turn.letter
        legal = frozenset(play.legal_cards())
        reasons = {c: _refusal(lambda c=c: play.check(c)) for c in cards if c not in legal}
    elif cards and game is not None and learner is not None:
        active_key = learner
        legal = frozenset(game.legal_cards())
        reasons = {c: _refusal(lambda c=c: game.check(Action.of_card(learner, c)))
                   for c in cards if c not in legal}
    turn_key = None
    if play is not None and play.turn is not None:
        turn_key = play.turn.letter
    elif hasattr(getattr(session, "auction", None), "turn") and session.auction.turn is not None:
        turn_key = session.auction.turn.letter
    elif game is not None:
        turn_key = game.turn
    seats = tuple(replace(s, active=s.key == active_key, legal=legal if s.key == active_key
                          else frozenset(), reasons=reasons if s.key == active_key else {},
                          turn=s.key == turn_key) for s in view.seats)
    choices: tuple[Choice, ...] = ()
    own_auction = getattr(session, "auction", None)
    if (getattr(session, "wants_call", False) and own_auction is not None
            and hasattr(own_auction, "legal_calls")):
        ok = own_auction.legal_calls()
        why = {c: _refusal(lambda c=c: own_auction.check(c))
               for c in (*ALL_BIDS, PASS, DOUBLE, REDOUBLE) if c not in ok}
        choices = bidding_choices(ok, why, four_colour=view.four_colour, css="play-call")
        learner = own_auction.turn.letter
    elif getattr(session, "wants_call", False) and game is not None:
        caller = learner
        if caller is None:
            raise ValueError("a session that wants a call from its learner names the learner")
        ok = game.legal_calls()
        why = {c: _refusal(lambda c=c: game.check(Action.of_call(caller, c)))
               for c in (*ALL_BIDS, PASS, DOUBLE, REDOUBLE) if c not in ok}
        choices = bidding_choices(ok, why, four_colour=view.four_colour, css="play-call")
    auction = view.auction
    if auction is not None and getattr(session, "wants_call", False):
        auction = replace(auction, turn=learner)
    return replace(view, seats=seats, choices=choices, auction=auction, label="")


def annotation_panel(comments: Sequence[str], *, kind: str, saved: str = "",
                     download: str = "", path: str = "annotated.pbn") -> str:
    """The editor's controls under the table: the comments at this step (each with a
    remove button), a comment box, "better was", file upload, save and reopen."""
    items = "".join(
        f"<li class='annot-comment'>{escape(c)} <button type='button' class='annot-remove' "
        f"data-act='annot:remove:{i}' title='remove this comment' style='font:inherit;"
        f"font-size:.8em'>remove</button></li>" for i, c in enumerate(comments))
    here = (f"<ul class='annot-comments' style='margin:.2em 0 .4em 1.2em;padding:0'>{items}</ul>"
            if items else "<div style='color:#666'>No comment at this step.</div>")
    box = ("font:inherit;font-size:.95em;padding:.15em .3em;border:.08em solid #999;"
           "border-radius:.25em")
    btn = ("font:inherit;font-size:.95em;padding:.15em .5em;margin:.15em;border-radius:.3em;"
           "border:.08em solid #999;background:#fff;cursor:pointer")
    if kind == "deal":
        editor = "<div style='color:#666'>Step forward to a call or a card to comment on it.</div>"
    else:
        target = ("<option value='action'>this card</option><option value='trick'>this trick"
                  "</option>") if kind == "card" else "<option value='action'>this call</option>"
        editor = (f"<div>Comment on <select data-field='on' class='annot-on' style='{box}'>"
                  f"{target}</select></div>"
                  f"<textarea data-field='comment' class='annot-text' rows='2' "
                  f"style='{box};width:min(32em,100%);display:block;margin:.2em 0' "
                  f"placeholder='Your comment'></textarea>"
                  f"<button type='button' class='annot-add' data-act='annot:add' style='{btn}'>"
                  f"Add comment</button>"
                  f"<span style='margin-left:1em'>Better was <input data-field='variation' "
                  f"class='annot-variation' size='5' style='{box}' placeholder='"
                  f"{'SQ' if kind == 'card' else '2NT'}'></span>"
                  f"<button type='button' class='annot-variation-add' data-act='annot:variation' "
                  f"style='{btn}'>Add variation</button>")
    files = (f"<div style='margin-top:.4em'>Open a PBN or LIN file: <input type='file' "
             f"class='annot-upload' data-act='upload' accept='.pbn,.lin,.txt'></div>"
             f"<div>Save as <input data-field='path' class='annot-path' value='{escape(path, quote=True)}' "
             f"size='22' style='{box}'><button type='button' class='annot-save' data-act='annot:save' "
             f"style='{btn}'>Save PBN</button><button type='button' class='annot-reopen' "
             f"data-act='annot:reopen' style='{btn}'>Open saved file</button>"
             + (f" <span class='annot-saved'>Saved {escape(saved)}</span>" if saved else "")
             + (f" <a class='annot-download' download='{escape(path.split('/')[-1], quote=True)}' "
                f"href='{download}'>download</a>" if download else "") + "</div>")
    return (f"<div class='bl-annotations' style='background:#fbfbf7;border:.08em solid #c9c9bd;"
            f"border-radius:.4em;padding:.4em .6em;margin:.4em 0;max-width:44em'>"
            f"<div style='font-weight:bold'>Comments</div>{here}{editor}{files}</div>")


def analysis_html(lines: Sequence[str]) -> str:
    """The end-of-deal analysis under the table (one line per costly card)."""
    if not lines:
        return ""
    items = "".join(f"<li>{escape(x)}</li>" for x in lines)
    return (f"<div class='play-analysis' style='background:#f3f7fb;border-left:.3em solid #1f4e8c;"
            f"padding:.3em .6em;margin:.3em 0'><b>Double-dummy review</b>"
            f"<ul style='margin:.2em 0 0 1.2em;padding:0'>{items}</ul></div>")


def context_view(context: Any, **options: Any) -> TableView | None:
    """A quiz question's context (a deal, a hand, an auction, a trick) on the table;
    ``None`` when there is nothing to lay out (a note only)."""
    deal, hand, trick = context.deal, context.hand, context.trick
    auction = context.auction() if context.calls is not None else None
    if deal is None and hand is None and auction is None and (trick is None or not trick.cards):
        return None
    seats: list[SeatView] = []
    hidden = {s.letter for s in getattr(context, "hidden", ())}
    if deal is not None:
        for s in ("N", "E", "S", "W"):
            h = deal[s]
            seats.append(SeatView(s, _NAMES[s], s, None if s in hidden else tuple(h),
                                  count=len(h), dealer=context.dealer is not None
                                  and context.dealer.letter == s))
    elif hand is not None:
        seats.append(SeatView("S", "Your hand", "S", tuple(hand)))
    if trick is not None and trick.cards and deal is None:
        have = {s.key for s in seats}
        for p in trick.players:
            if p.letter not in have:
                seats.append(SeatView(p.letter, _NAMES[p.letter], p.letter, count=0))
    pairs = tuple((p.letter, c) for p, c in zip(trick.players, trick.cards)) if trick else ()
    auct = None
    if auction is not None:
        auct = AuctionView(tuple((k, _NAMES[k], False) for k in "WNES"), tuple(
            (auction.dealer.next(i).letter, c) for i, c in enumerate(auction.calls)),
            auction.dealer.letter, None if auction.is_complete else "?")
    return TableView(seats=tuple(seats), trick=pairs, auction=auct, **options)


def cards_html(cards: Sequence[Card], *, chosen: Iterable[Card] = (), css: str = "",
               four_colour: bool = False) -> HTML:
    """A row of clickable card faces (a quiz's "pick a card"); ``chosen`` are raised."""
    picked = set(chosen)
    cells = []
    for c in cards:
        up = c in picked
        cells.append(
            f"<div class='bl-card bl-legal {css} card-{c.pbn()}{' bl-chosen' if up else ''}' "
            f"role='button' tabindex='0' aria-pressed='{str(up).lower()}' data-act='card:{c.pbn()}' "
            f"title='{c.to_text()}' style='cursor:pointer;margin-right:.25em;"
            f"{'transform:translateY(-.5em);box-shadow:0 0 0 .18em #0a58ca;border-radius:.35em;' if up else ''}'>"
            f"{_face(c, four_colour)}</div>")
    return HTML(f"<div class='bl-table' style='font-family:{_FONT};font-size:14px;"
                f"font-size:calc(var(--jp-content-font-size1, 14px) * 1);padding-top:.6em'>"
                f"<div style='display:flex;flex-wrap:wrap'>{''.join(cells)}</div></div>")


def hand_html(cards: Sequence[Card], *, four_colour: bool = False) -> HTML:
    """A hand as card faces in a row, suit by suit (spades first), nothing to click: how a
    question shows the hand it asks about."""
    faces = "".join(f"<div class='bl-card card-{c.pbn()}' style='margin-right:-.9em'>"
                    f"{_face(c, four_colour)}</div>"
                    for group in _by_suit(cards) for c in group)
    return HTML(f"<div class='bl-table bl-hand-faces' style='font-family:{_FONT};font-size:14px;"
                f"font-size:calc(var(--jp-content-font-size1, 14px) * 1);padding:.3em 1em .3em 0'>"
                f"<div style='display:flex;flex-wrap:wrap'>{faces}</div></div>")


def deal_view(deal: Any, *, dealer: Any = None, vulnerability: Any = None,
              hidden: Iterable[Any] = (), names: Mapping[str, str] | None = None,
              auction: Any = None, **options: Any) -> TableView:
    """A deal (four hands) on the table: ``hidden`` seats face down, the dealer and the
    vulnerable seats marked, and the auction if given."""
    from ..table import Seat

    down = {Seat.from_str(s).letter if isinstance(s, str) else s.letter for s in hidden}
    dealer = Seat.from_str(dealer) if isinstance(dealer, str) else dealer
    seats = []
    for s in Seat:
        h = deal[s]
        seats.append(SeatView(s.letter, (names or {}).get(s.letter) or s.name_en, s.letter,
                              None if s.letter in down else tuple(h), count=len(h),
                              dealer=dealer is s,
                              vulnerable=vulnerability is not None
                              and vulnerability.is_vulnerable(s)))
    auct = None
    if auction is not None:
        vul = {s.letter for s in Seat if vulnerability is not None and vulnerability.is_vulnerable(s)}
        auct = AuctionView(tuple((k, _NAMES[k], k in vul) for k in "WNES"), tuple(
            (auction.dealer.next(i).letter, c) for i, c in enumerate(auction.calls)),
            auction.dealer.letter, None if auction.is_complete else "?")
    info = []
    if dealer is not None:
        info.append(f"Dealer {dealer.name_en}")
    if vulnerability is not None:
        info.append(f"Vulnerable: {vulnerability.label}")
    options.setdefault("info", tuple(info))
    return TableView(seats=tuple(seats), auction=auct, **options)


def refusal_html(exc: BaseException) -> str:
    """The engine's refusal as a note a learner reads (no Python names)."""
    return ("<div class='bl-refusal' role='alert' style='border-left:.3em solid #c8102e;"
            "background:#fdecea;padding:.35em .7em;margin:.2em 0;font-family:DejaVu Sans,"
            "Arial,sans-serif'><b>Refused by the rules:</b> "
            f"{escape(str(exc))}</div>")


def problem_view(session: Any, *, tools: Sequence[tuple[str, str, str]] = (),
                 hint: str = "", **options: Any) -> TableView:
    """The table of a declarer problem (:class:`bridgelib.problems.ProblemSession`).

    Declarer's and dummy's hands are face up; the defenders' hands are face down
    (only their number of cards enters the view) until the problem is over, when
    the layout the defence chose is shown.  The clickable cards are the engine's
    legal cards of the hand to play; the others carry the engine's refusal.  After
    success or giving up the solution text is the comment.
    """
    from ..table import Seat

    problem = session.problem
    play = session.play_state
    over = session.is_over
    turn = play.turn
    legal = frozenset(session.legal_cards())
    seats = []
    for seat in (Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST):
        k = seat.letter
        hidden = seat in (Seat.EAST, Seat.WEST) and not over
        cards = None if hidden else tuple(play.hand(seat))
        active = not over and seat is turn and seat in (Seat.NORTH, Seat.SOUTH)
        reasons = ({c: _refusal(lambda c=c: play.check(c)) for c in cards or () if c not in legal}
                   if active else {})
        seats.append(SeatView(
            key=k, name=seat.name_en + (" (dummy)" if seat is Seat.NORTH else
                                        " (you)" if seat is Seat.SOUTH else ""),
            position=k, cards=cards, count=session.hidden_count(seat) if hidden else len(cards or ()),
            layout="dummy" if seat is Seat.NORTH else "fan", turn=seat is turn,
            active=active, legal=legal if active else frozenset(), reasons=reasons,
            trump=play.trump if seat is Seat.NORTH else None))
    current = play.current_trick
    winner = None
    trick: tuple[tuple[str, Card], ...] = tuple((s.letter, c) for s, c in
                                                zip(current.players, current.cards))
    if not trick and play.tricks:
        last = play.tricks[-1]
        trick = tuple((s.letter, c) for s, c in zip(last.players, last.cards))
        winner = last.winner.letter if last.winner is not None else None
    info = tuple(x for x in (problem.auction, f"West led {problem.lead}",
                             f"Tricks: you {session.declarer_tricks}, "
                             f"defence {session.defender_tricks} (you need {problem.target})")
                 if x)
    comment = (f"Solution: {problem.solution}" if session.show_solution else problem.intro)
    return TableView(seats=tuple(seats), trick=trick, winner=winner,
                     trick_number=play.trick_number if not play.is_complete else None,
                     title=f"Problem {problem.key}: {problem.title}",
                     info=info, contract=f"{problem.contract.to_text(declarer=False)} by South",
                     status=session.status, comment=comment, tools=tuple(tools), hint=hint,
                     **options)
