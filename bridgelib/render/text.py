"""Plain-text renderers (monospace diagrams for terminals and docstrings).

>>> from bridgelib import Deal, Seat, Vulnerability
>>> d = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
>>> print(deal(d, dealer=Seat.NORTH, vulnerability=Vulnerability.NS, board=5))
Board 5                ♠ A K Q J
Dealer: North          ♥ 10 9 8
Vul: North–South       ♦ 7 6 5
                       ♣ 4 3 2
♠ 4 3 2                                ♠ 10 9 8
♥ A K Q J                              ♥ 7 6 5
♦ 10 9 8                               ♦ 4 3 2
♣ 7 6 5                                ♣ A K Q J
                       ♠ 7 6 5
                       ♥ 4 3 2
                       ♦ A K Q J
                       ♣ 10 9 8
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import SUITS, Card
from ..table import Seat, Vulnerability
from . import Text

if TYPE_CHECKING:  # pragma: no cover
    from ..auction import Auction, Call
    from ..deal import Deal
    from ..hand import Hand
    from ..play import PlayView, Trick

__all__ = ["card", "hand", "deal", "auction", "trick", "play"]


def card(c: Card, *, symbols: bool = True) -> Text:
    return Text(c.to_text(symbols=symbols))


def hand(h: "Hand", *, symbols: bool = True, one_line: bool = False) -> Text:
    return Text(h.to_text(symbols=symbols, one_line=one_line))


def _hand_lines(h: "Hand | None", symbols: bool, hcp: bool, hidden: bool) -> list[str]:
    if h is None or hidden:
        return ["(hidden)", "", "", ""] + ([""] if hcp else [])
    lines = h.to_text(symbols=symbols).splitlines()
    if hcp:
        lines.append(f"HCP {h.hcp}")
    return lines


def deal(d: "Deal", *, dealer: Seat | None = None, vulnerability: Vulnerability | None = None,
         board: int | None = None, hcp: bool = False, symbols: bool = True,
         hidden: tuple[Seat, ...] = ()) -> Text:
    """Compass diagram: North at the top, West left, East right, South below."""
    width = 23
    north = _hand_lines(d[Seat.NORTH], symbols, hcp, Seat.NORTH in hidden)
    south = _hand_lines(d[Seat.SOUTH], symbols, hcp, Seat.SOUTH in hidden)
    west = _hand_lines(d[Seat.WEST], symbols, hcp, Seat.WEST in hidden)
    east = _hand_lines(d[Seat.EAST], symbols, hcp, Seat.EAST in hidden)
    info = []
    if board is not None:
        info.append(f"Board {board}")
    if dealer is not None:
        info.append(f"Dealer: {dealer.name_en}")
    if vulnerability is not None:
        short = {"None": "None", "NS": "North–South", "EW": "East–West", "All": "Both"}
        info.append(f"Vul: {short[vulnerability.value]}")
    out = []
    for i, line in enumerate(north):
        left = info[i] if i < len(info) else ""
        out.append((left.ljust(width) + line).rstrip())
    for w, e in zip(west, east):
        out.append((w.ljust(2 * width - 7) + e).rstrip())
    for line in south:
        out.append((" " * width + line).rstrip())
    return Text("\n".join(out))


def auction(a: "Auction", *, symbols: bool = True, first: Seat = Seat.WEST) -> Text:
    """The auction as a W N E S table, dealer's call in its column, ``?`` for the turn."""
    cols = [first.next(i) for i in range(4)]
    width = 7
    rows = ["".join(s.name_en.ljust(width) for s in cols).rstrip()]
    cells = [""] * cols.index(a.dealer)
    cells += [c.to_text(symbols=symbols) for c in a.calls]
    if not a.is_complete:
        cells.append("?")
    for i in range(0, len(cells), 4):
        rows.append("".join(x.ljust(width) for x in cells[i:i + 4]).rstrip())
    if a.is_complete:
        rows.append(f"Contract: {a.contract}")
    return Text("\n".join(rows))


def trick(t: "Trick", *, symbols: bool = True, show_winner: bool = True) -> Text:
    """A trick in play order, ``→ winner`` when complete unless ``show_winner`` is false."""
    parts = [f"{s.letter} {c.to_text(symbols=symbols)}" for s, c in zip(t.players, t.cards)]
    tail = f"  → {t.winner.name_en}" if show_winner and t.winner is not None else ""
    return Text(", ".join(parts) + tail)


def play(p: "PlayView", *, symbols: bool = True) -> Text:
    lines = [f"Contract {p.contract}; {p.declarer_tricks} tricks to declarer, "
             f"{p.defender_tricks} to the defenders"]
    for i, t in enumerate(p.tricks, 1):
        lines.append(f"{i:>2}. {trick(t, symbols=symbols)}")
    cur = p.current_trick
    if cur.cards and not p.is_complete:
        assert p.turn is not None  # a trick in progress has a player to play next
        lines.append(f"{p.trick_number:>2}. {trick(cur, symbols=symbols)}  ({p.turn.name_en} to play)")
    elif p.turn is not None:
        lines.append(f"{p.trick_number:>2}. {p.turn.name_en} to lead")
    return Text("\n".join(lines))
