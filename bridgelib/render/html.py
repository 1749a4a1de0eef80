"""HTML renderers: self-contained markup with inline styles, readable on a projector.

Suits are coloured (♥ ♦ red, ♠ ♣ black, or four colours with ``four_colour=True``).

>>> from bridgelib import Card
>>> 'color:#c00' in card(Card.from_str("HA"))
True
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from ..cards import SUITS, Card, Strain, Suit
from ..table import Seat, Vulnerability
from . import HTML

if TYPE_CHECKING:  # pragma: no cover
    from ..auction import Auction, Call
    from ..deal import Deal
    from ..hand import Hand
    from ..analysis.dd import DDTable
    from ..play import PlayView, Trick

__all__ = ["card", "hand", "deal", "auction", "call", "trick", "play", "suit_symbol", "dd_table",
           "deal_table", "play_table", "trick_table", "auction_table"]

_TWO = {Suit.SPADES: "#000", Suit.HEARTS: "#c00", Suit.DIAMONDS: "#c00", Suit.CLUBS: "#000"}
_FOUR = {Suit.SPADES: "#000", Suit.HEARTS: "#c00", Suit.DIAMONDS: "#e67300", Suit.CLUBS: "#080"}
_BOX = "font-family:'DejaVu Sans',Arial,sans-serif;font-size:16px;line-height:1.35"


def suit_symbol(suit: Suit | Strain, *, four_colour: bool = False) -> str:
    if isinstance(suit, Strain):
        if suit is Strain.NOTRUMP:
            return "NT"
        trump = suit.suit
        assert trump is not None  # no-trump is handled above
        suit = trump
    colour = (_FOUR if four_colour else _TWO)[suit]
    return f'<span style="color:{colour}">{suit.symbol}</span>'


def card(c: Card, *, four_colour: bool = False) -> HTML:
    return HTML(f'<span class="bl-card" style="{_BOX};font-weight:bold">'
                f"{suit_symbol(c.suit, four_colour=four_colour)}{c.rank.label}</span>")


def _holding(h: "Hand", suit: Suit, four_colour: bool) -> str:
    ranks = " ".join(r.label for r in h.ranks(suit)) or "—"
    return f"{suit_symbol(suit, four_colour=four_colour)}&nbsp;{ranks}"


def hand(h: "Hand | None", *, four_colour: bool = False, hcp: bool = False,
         title: str | None = None, hidden: bool = False) -> HTML:
    rows = []
    if title:
        rows.append(f"<div style='font-weight:bold'>{escape(title)}</div>")
    if h is None or hidden:
        rows.append("<div style='color:#888'>(hidden)</div>")
    else:
        rows.extend(f"<div>{_holding(h, s, four_colour)}</div>" for s in SUITS)
        if hcp:
            rows.append(f"<div style='color:#555;font-size:85%'>HCP {h.hcp}</div>")
    return HTML(f'<div class="bl-hand" style="{_BOX};white-space:nowrap">' + "".join(rows) + "</div>")


def deal(d: "Deal", *, dealer: Seat | None = None, vulnerability: Vulnerability | None = None,
         board: int | None = None, hcp: bool = False, four_colour: bool = False,
         hidden: tuple[Seat, ...] = (), names: dict[Seat, str] | None = None) -> HTML:
    """Compass diagram as an HTML table (North top, West left, East right, South bottom)."""
    def cell(seat: Seat) -> str:
        title = seat.name_en if names is None or seat not in names else f"{seat.name_en} ({names[seat]})"
        if dealer is seat:
            title += " — dealer"
        return hand(d[seat], four_colour=four_colour, hcp=hcp, title=title,
                    hidden=seat in hidden)

    info = []
    if board is not None:
        info.append(f"Board {board}")
    if dealer is not None:
        info.append(f"Dealer {dealer.name_en}")
    if vulnerability is not None:
        info.append(escape(vulnerability.label))
    info_html = "<br>".join(info)
    compass = ("<div style='border:2px solid #2a6;border-radius:6px;width:70px;height:70px;"
               "display:flex;align-items:center;justify-content:center;font-weight:bold;"
               "background:#e8f5ec'>N<br>W&nbsp;&nbsp;E<br>S</div>")
    td = "<td style='padding:6px 12px;vertical-align:middle'>"
    return HTML(
        f'<table class="bl-deal" style="{_BOX};border-collapse:collapse">'
        f"<tr>{td}<span style='font-size:85%'>{info_html}</span></td>{td}{cell(Seat.NORTH)}</td>{td}</td></tr>"
        f"<tr>{td}{cell(Seat.WEST)}</td>{td}{compass}</td>{td}{cell(Seat.EAST)}</td></tr>"
        f"<tr>{td}</td>{td}{cell(Seat.SOUTH)}</td>{td}</td></tr></table>"
    )


def call(c: "Call", *, four_colour: bool = False) -> HTML:
    if c.is_bid:
        assert c.strain is not None  # a bid has a strain
        body = f"{c.level}{suit_symbol(c.strain, four_colour=four_colour)}"
    else:
        body = {"pass": "Pass", "double": "<span style='color:#c00'>X</span>",
                "redouble": "<span style='color:#06c'>XX</span>"}[c.kind.value]
    return HTML(f'<span class="bl-call" style="{_BOX}">{body}</span>')


def auction(a: "Auction", *, four_colour: bool = False, first: Seat = Seat.WEST) -> HTML:
    cols = [first.next(i) for i in range(4)]
    head = "".join(
        f"<th style='padding:2px 14px;border-bottom:1px solid #999'>{s.name_en}"
        f"{' (D)' if s is a.dealer else ''}</th>" for s in cols)
    cells = ["" for _ in range(cols.index(a.dealer))]
    cells += [call(c, four_colour=four_colour) for c in a.calls]
    if not a.is_complete:
        cells.append("<b>?</b>")
    rows = []
    for i in range(0, max(len(cells), 1), 4):
        chunk = cells[i:i + 4] + [""] * (4 - len(cells[i:i + 4]))
        rows.append("<tr>" + "".join(f"<td style='padding:2px 14px'>{x}</td>" for x in chunk) + "</tr>")
    foot = ""
    if a.is_complete:
        foot = (f"<tr><td colspan='4' style='padding-top:4px'>Contract: "
                f"<b>{_contract_html(a.contract, four_colour)}</b></td></tr>")
    return HTML(f'<table class="bl-auction" style="{_BOX};border-collapse:collapse">'
                f"<tr>{head}</tr>{''.join(rows)}{foot}</table>")


def _contract_html(contract, four_colour: bool) -> str:
    if contract.is_passed_out:
        return "Passed out"
    body = f"{contract.level}{suit_symbol(contract.strain, four_colour=four_colour)}{contract.doubling.suffix}"
    if contract.declarer is not None:
        body += f" by {contract.declarer.name_en}"
    return body


def trick(t: "Trick", *, four_colour: bool = False, show_winner: bool = True) -> HTML:
    """A trick in play order; a complete trick marks its winner unless ``show_winner`` is false
    (a quiz that asks who wins must not show it)."""
    items = []
    win = t.winner if show_winner else None
    for s, c in zip(t.players, t.cards):
        style = "font-weight:bold;text-decoration:underline" if s == win else ""
        who = escape(s.letter if isinstance(s, Seat) else str(s))
        items.append(f"<span style='{style}'>{who}&nbsp;{card(c, four_colour=four_colour)}</span>")
    tail = (f" → {escape(win.name_en if isinstance(win, Seat) else str(win))}"
            if win is not None else "")
    return HTML(f'<span class="bl-trick" style="{_BOX}">' + " &nbsp; ".join(items) + tail + "</span>")


def play(p: "PlayView", *, four_colour: bool = False, hcp: bool = False) -> HTML:
    """The position now: remaining hands (dummy shown after the lead), trick, tricks won."""
    from ..deal import Deal
    from ..hand import Hand

    remaining = Deal({s: p.hand(s) for s in Seat})
    head = (f"<div style='{_BOX}'>Contract <b>{_contract_html(p.contract, four_colour)}</b> — "
            f"declarer {p.declarer_tricks}, defenders {p.defender_tricks}</div>")
    cur = p.current_trick
    now = (f"<div style='{_BOX}'>Trick {p.trick_number}: {trick(cur, four_colour=four_colour)}"
           + (f" — {p.turn.name_en} to play" if p.turn is not None else " — play complete")
           + "</div>") if p.turn is not None or cur.cards else (
        f"<div style='{_BOX}'>Play complete</div>")
    return HTML(head + deal(remaining, hcp=hcp, four_colour=four_colour) + now)


def dd_table(t: "DDTable", *, four_colour: bool = False) -> HTML:
    """The table as HTML: declarers down, strains across, with suit symbols."""
    from ..analysis.dd import PBN_SEATS, PBN_STRAINS

    cell = "style='padding:1px 8px;text-align:right'"
    head = "".join(f"<th {cell}>{suit_symbol(st, four_colour=four_colour)}</th>"
                   for st in PBN_STRAINS)
    rows = []
    for s in PBN_SEATS:
        vals = "".join(f"<td {cell}>{'–' if t.tricks[s][st] is None else t.tricks[s][st]}</td>"
                       for st in PBN_STRAINS)
        rows.append(f"<tr><th style='text-align:left;padding-right:6px'>{escape(s.letter)}</th>"
                    f"{vals}</tr>")
    return HTML("<table class='bl-ddtable' style=\"font-family:'DejaVu Sans',Arial,sans-serif;"
                "border-collapse:collapse\"><tr><th></th>" + head + "</tr>" + "".join(rows)
                + "</table>")


def deal_table(d: "Deal", *, dealer: Seat | None = None,
               vulnerability: Vulnerability | None = None, board: int | None = None,
               four_colour: bool = False) -> HTML:
    """A deal on the bridge table (:mod:`bridgelib.render.table`): the seats around the
    cloth with card faces, the dealer and the vulnerable seats marked — how a deal
    shows itself in a notebook.  (:func:`deal` is the compact compass diagram of the
    printed hand-record sheet and the terminal.)"""
    from .table import SeatView, TableView, table_html

    seats = tuple(
        SeatView(s.letter, s.name_en, s.letter, tuple(d[s]), dealer=dealer is s,
                 vulnerable=vulnerability is not None and vulnerability.is_vulnerable(s))
        for s in Seat if len(d[s]))
    info = tuple(x for x in (f"Dealer {dealer.name_en}" if dealer is not None else "",
                             str(vulnerability) if vulnerability is not None else "") if x)
    view = TableView(seats=seats, title=f"Board {board}" if board is not None else "",
                     info=info, four_colour=four_colour, css_class="bl-deal")
    return table_html(view)


def play_table(p: "PlayView", *, four_colour: bool = False) -> HTML:
    """The position now on the bridge table: the hands left (dummy laid out by suits once
    the lead is made), the trick in the middle, the contract and the tricks won — how a
    play shows itself in a notebook.  (:func:`play` is the compact diagram.)"""
    from .table import SeatView, TableView, table_html

    cur = p.current_trick
    started = p.trick_number > 1 or bool(cur.cards)
    dummy = p.dummy if started else None
    strain = p.contract.strain
    trump = strain.suit if strain is not None else None
    seats = tuple(
        SeatView(s.letter, s.name_en + (" (dummy)" if s is dummy else ""), s.letter,
                 tuple(p.hand(s)), layout="dummy" if s is dummy else "fan",
                 turn=p.turn is s, trump=trump if s is dummy else None)
        for s in Seat)
    shown, number = cur, p.trick_number
    if not cur.cards and p.tricks:  # between tricks: the last one stays in view, its winner marked
        shown, number = p.tricks[-1], len(p.tricks)
    winner = shown.winner if len(shown.cards) == 4 else None
    info = (f"Declarer {p.declarer_tricks}, defenders {p.defender_tricks}",
            "Play complete" if p.turn is None else f"{p.turn.name_en} to play")
    view = TableView(seats=seats,
                     trick=tuple((pl.letter, c) for pl, c in zip(shown.players, shown.cards)),
                     winner=winner.letter if winner is not None else None,
                     trick_number=number, contract=str(p.contract), info=info,
                     four_colour=four_colour, css_class="bl-play")
    return table_html(view)


def trick_table(t: "Trick", *, four_colour: bool = False, show_winner: bool = True) -> HTML:
    """A trick on the bridge table: the players' names around the cloth, each card played
    in front of its player, the winning card ringed (unless ``show_winner`` is false — a
    question that asks who wins must not show it) and the trump suit noted — how a
    trick shows itself in a notebook.  (:func:`trick` is the one-line form.)"""
    from .table import SeatView, TableView, table_html

    if not isinstance(t.leader, Seat):  # a trick of a game without compass seats
        return trick(t, four_colour=four_colour, show_winner=show_winner)
    seats = tuple(SeatView(s.letter, s.name_en, s.letter, (), layout="fan")
                  for s in Seat)
    winner = t.winner if show_winner and t.is_complete else None
    trumps = (f"Trumps: {t.trump.symbol}" if t.trump is not None else "No trumps")
    info: tuple[str, ...] = (trumps, f"{t.leader.name_en} led")
    if winner is not None:
        info += (f"{winner.name_en} wins the trick",)
    view = TableView(seats=seats,
                     trick=tuple((pl.letter, c) for pl, c in zip(t.players, t.cards)),
                     winner=winner.letter if winner is not None else None, info=info,
                     four_colour=four_colour, css_class="bl-trick-table")
    return table_html(view)


def auction_table(a: "Auction", *, four_colour: bool = False) -> HTML:
    """An auction as the table view draws it: West, North, East, South across, the dealer
    marked, a ``?`` where a call is awaited, and the contract once the auction is over —
    how an auction shows itself in a notebook.  (:func:`auction` is the printed form.)"""
    from .table import AuctionView, auction_diagram

    cols = tuple((s.letter, s.name_en + (" (D)" if s is a.dealer else ""), False)
                 for s in (Seat.WEST, Seat.NORTH, Seat.EAST, Seat.SOUTH))
    calls = tuple((s.letter, c) for s, c in zip(_auction_players(a), a.calls))
    turn = a.turn
    view = AuctionView(cols, calls, a.dealer.letter, turn.letter if turn is not None else None)
    contract = ""
    c = a.contract
    if c is not None:
        contract = "Passed out" if c.is_passed_out else str(c)
    return auction_diagram(view, contract=contract, four_colour=four_colour)


def _auction_players(a: "Auction") -> list[Seat]:
    return [a.dealer.next(i) for i in range(len(a.calls))]
