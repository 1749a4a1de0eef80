"""Small display helpers for the lessons: tables, side-by-side views, checks, figures.

Lesson cells stay one or two lines long by calling these.  Tables and views
are :class:`~bridgelib.render.HTML` strings whose plain-text form is readable
too; figures are PNG images drawn with matplotlib, which is imported only when
a figure is drawn (``import bridgelib.course`` stays light).

>>> from bridgelib import Suit
>>> t = attributes(Suit, "symbol", "name_en", "ru")
>>> print(t)
symbol  English name  Russian
♣       clubs         т
♦       diamonds      б
♥       hearts        ч
♠       spades        п
>>> print(check(16, 16, "HCP"))
✓ HCP: 16 is right.
"""

from __future__ import annotations

import io
from fractions import Fraction
from html import escape
from typing import Any, Callable, Iterable, Mapping, Sequence

from .auction import Contract
from .cards import SUITS, Card, Rank, Suit
from .deal import Deal
from .errors import BridgeError
from .hand import Hand
from .play import Play, Trick
from .render import HTML, Text
from .table import Seat, Side

__all__ = ["Table", "table", "attributes", "method", "parsed", "show", "check", "percent", "progress",
           "verdicts", "x_notation", "hcp_breakdown", "evaluation_table", "SEED_OPENING_HCP", "roles", "trick", "probability_table",
           "Figure", "deck_figure", "compare_figure", "tricks_figure", "ladder_figure",
           "system_card", "compare_systems", "bars_figure", "heatmap_figure", "lines_figure",
           "solver_figure", "honeymoon_game", "yard_autoplay", "yard_tricks", "yard_hit_rates"]

_BOX = "font-family:'DejaVu Sans',Arial,sans-serif;font-size:15px"


# ---------------------------------------------------------------- values as text
def _text(value: Any) -> str:
    """How a value reads in a table cell."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, Fraction):
        return percent(value)
    if isinstance(value, (tuple, list)) and value and all(type(v) is int for v in value):
        return "-".join(map(str, value))
    if isinstance(value, (tuple, list, frozenset, set)):
        return " ".join(_text(v) for v in value) or "—"
    if value is None:
        return "—"
    return str(value)


def _html(value: Any) -> str:
    if hasattr(value, "_repr_html_"):
        return value._repr_html_()
    if isinstance(value, (tuple, list)) and value and all(hasattr(v, "_repr_html_") for v in value):
        return " ".join(v._repr_html_() for v in value)
    return escape(_text(value))


def _one_line(text: str) -> str:
    """Multi-line values (diagrams) squeezed into one table cell."""
    if "\n" not in text:
        return text
    return " / ".join(" ".join(ln.split()) for ln in text.splitlines() if ln.strip())


def percent(p: Fraction | float, digits: int = 2) -> str:
    """A probability as a percentage: ``Fraction(1, 8)`` → ``'12.50%'``.

    >>> percent(Fraction(1, 3)), percent(Fraction(1, 10**5)), percent(0)
    ('33.33%', '0.001%', '0.00%')
    """
    x = float(p) * 100
    if x and abs(x) < 10 ** -digits:
        return f"{x:.{digits}g}%"
    return f"{x:.{digits}f}%"


# ---------------------------------------------------------------- tables
class Table(HTML):
    """An HTML table that prints as aligned plain text."""

    text: str = ""

    def __new__(cls, html: str, text: str):
        obj = super().__new__(cls, html)
        obj.text = text
        return obj

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return self.text

    def _repr_html_(self) -> str:
        return str.__str__(self)


def table(rows: Iterable[Sequence[Any]], header: Sequence[str] | None = None, *,
          caption: str | None = None) -> Table:
    """A small table from rows of values (cards, hands, booleans, fractions…)."""
    rows = [list(r) for r in rows]
    head = list(header) if header is not None else None
    texts = [[_one_line(_text(v)) for v in r] for r in rows]
    all_rows = ([head] if head else []) + texts
    widths = [max(len(r[i]) for r in all_rows if i < len(r)) for i in range(max(map(len, all_rows)))]
    lines = ["  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip() for r in all_rows]
    if caption:
        lines.insert(0, caption)
    td = "padding:3px 12px;border-bottom:1px solid #ddd;text-align:left"
    parts = [f'<table class="bl-table" style="{_BOX};border-collapse:collapse">']
    if caption:
        parts.append(f"<caption style='text-align:left;font-weight:bold'>{escape(caption)}</caption>")
    if head:
        parts.append("<tr>" + "".join(f"<th style='{td};border-bottom:2px solid #999'>"
                                      f"{escape(h)}</th>" for h in head) + "</tr>")
    for r in rows:
        parts.append("<tr>" + "".join(f"<td style='{td}'>{_html(v)}</td>" for v in r) + "</tr>")
    parts.append("</table>")
    return Table("".join(parts), "\n".join(lines))


def _get(item: Any, attr: str | Callable) -> Any:
    if attr == "self":
        return item
    if callable(attr):
        return attr(item)
    value = getattr(item, attr)
    return value() if callable(value) and not isinstance(value, (Seat, Suit)) else value


#: Column headers a learner reads, for the attribute names the lessons show.
HEADERS = {
    "self": "", "label": "rank", "ru": "Russian", "name_en": "English name",
    "name_ru": "Russian name", "is_major": "major suit?", "is_minor": "minor suit?",
    "is_honour": "honour?", "hcp": "HCP", "pbn": "PBN", "suit_led": "suit led",
    "winning_card": "winning card", "pattern_text": "pattern", "is_balanced": "balanced?",
    "is_regular": "regular?", "is_two_suiter": "two-suiter?", "is_skewed": "skewed?",
    "total_points": "total points", "length_points": "length points",
    "shortness_points": "shortness points", "short_suits": "short suits",
    "long_suits": "long suits", "tricks_needed": "tricks needed", "is_passed_out": "passed out?",
    "is_complete": "complete?", "is_bid": "a bid?", "lho": "left-hand opponent",
    "rho": "right-hand opponent", "sayc": "SAYC", "seed_title": "in the source text",
}


def human(name: str) -> str:
    """The header a learner reads for an attribute name: ``is_major`` → ``major suit?``.

    >>> human("name_en"), human("is_vulnerable"), human("declarer_tricks")
    ('English name', 'vulnerable?', 'declarer tricks')
    """
    if name in HEADERS:
        return HEADERS[name]
    if name.startswith("is_"):
        return name[3:].replace("_", " ") + "?"
    return name.replace("_", " ")


def attributes(items: Iterable[Any], *attrs: str | Callable, header: Sequence[str] | None = None,
               caption: str | None = None) -> Table:
    """A table with one row per item and one column per attribute (or method).

    The attribute ``"self"`` is the item itself (shown as its own diagram).

    >>> from bridgelib import Rank
    >>> print(attributes([Rank.ACE, Rank.TEN, Rank.NINE], "label", "is_honour", "hcp"))
    rank  honour?  HCP
    A     yes      4
    10    yes      0
    9     no       0
    """
    items = list(items)
    names = list(header) if header is not None else [
        human(a) if isinstance(a, str) else getattr(a, "__name__", "value") for a in attrs]
    return table(([_get(i, a) for a in attrs] for i in items), names, caption=caption)


def method(name: str, *args: Any) -> Callable[[Any], Any]:
    """A column for :func:`attributes` that calls a method with arguments.

    >>> print(attributes([Hand.from_pbn("AKQ2.K52.J3.Q762")], "hcp", method("total_points", "shortness")))
    HCP  total points (shortness)
    15   16
    """
    def column(item: Any) -> Any:
        return getattr(item, name)(*args)

    column.__name__ = f"{human(name)} ({', '.join(map(str, args))})"
    return column


def parsed(parser: Callable[[str], Any], texts: Iterable[str], *attrs: str) -> Table:
    """What a parser makes of each text: the text, the value, and some attributes.

    A text the parser refuses shows the library's error message instead.

    >>> from bridgelib import Card
    >>> print(parsed(Card.from_str, ["пД", "X9"], "pbn"))
    you write  the engine reads                                                        PBN
    пД         ♠Q                                                                      SQ
    X9         refused: 'X9' is not a card: write a suit and a rank, e.g. SQ, ♠Q, 10h or пД
    """
    rows = []
    for t in texts:
        try:
            v = parser(t)
        except BridgeError as exc:
            rows.append([t, f"refused: {exc}"])
            continue
        rows.append([t, v, *(_get(v, a) for a in attrs)])
    return table(rows, ["you write", "the engine reads", *map(human, attrs)])


def show(*items: Any, titles: Sequence[str] | None = None) -> HTML:
    """Several bridgelib values (hands, deals, tricks, tables…) side by side."""
    cells = []
    for k, item in enumerate(items):
        title = titles[k] if titles and k < len(titles) else ""
        head = f"<div style='font-weight:bold;margin-bottom:4px'>{escape(title)}</div>" if title else ""
        cells.append(f"<td style='vertical-align:top;text-align:left;padding:4px 18px 4px 0'>"
                     f"{head}{_html(item)}</td>")
    return _Shown(f'<table class="bl-show" style="{_BOX}"><tr>{"".join(cells)}</tr></table>',
                  items, titles)


class _Shown(HTML):
    text: str

    def __new__(cls, html: str, items, titles):
        obj = super().__new__(cls, html)
        parts = []
        for k, item in enumerate(items):
            title = titles[k] if titles and k < len(titles) else ""
            parts.append((title + ":\n" if title else "") + _text(item))
        obj.text = "\n\n".join(parts)
        return obj

    def __repr__(self) -> str:
        return self.text


def check(answer: Any, expected: Any, what: str = "answer", *, hint: str = "") -> Text:
    """Check a learner's answer against a value computed by bridgelib.

    Returns a short "✓" line when right; raises :class:`AssertionError` with
    the learner's answer and a hint otherwise (the expected value is not told).
    """
    if answer is NotImplemented or answer is Ellipsis:
        raise AssertionError(f"{what}: no answer yet")
    if isinstance(answer, bool) or isinstance(expected, bool):
        right = answer is expected
    elif isinstance(answer, (list, tuple)) and isinstance(expected, (list, tuple)):
        right = list(answer) == list(expected)
    else:
        right = answer == expected
    if right:
        return Text(f"✓ {what}: {_text(answer)} is right.")
    raise AssertionError(f"{what}: {answer!r} is not right yet." + (f" Hint: {hint}" if hint else ""))


def progress() -> HTML:
    """The learner's saved quiz results (from :mod:`bridgelib.progress`), as a table."""
    from . import progress as saved

    p = saved.Progress()
    return _Shown(p.to_html(), [p.to_text()], None)


# ---------------------------------------------------------------- bridge views
def x_notation(hand: Hand) -> str:
    """The seeds' way to write a shape: ``п: хххх ч: хххх б: ххх т: хх`` (Cyrillic х).

    >>> x_notation(Hand.from_pbn("AK32.QJ54.T98.76"))
    'п: хххх ч: хххх б: ххх т: хх'
    """
    return " ".join(f"{s.ru}: " + ("х" * hand.length(s) or "—") for s in SUITS)


def hcp_breakdown(hand: Hand) -> Table:
    """Milton Work points suit by suit, with the total."""
    rows = [[s.symbol, " ".join(r.label for r in hand.ranks(s)) or "—",
             " + ".join(f"{r.label}={r.hcp}" for r in hand.ranks(s) if r.hcp) or "—",
             hand.suit_hcp(s)] for s in SUITS]
    rows.append(["total", "", "", hand.hcp])
    return table(rows, ["suit", "holding", "honours", "HCP"])


def verdicts(situation: Any, attempts: Iterable[Any], *, check: str = "check") -> Table:
    """What the engine says to each attempted action in one situation.

    ``situation`` is an :class:`~bridgelib.Auction` or a :class:`~bridgelib.Play`;
    each attempt is checked with its ``check`` method (which never changes it):
    the table shows "legal" or the engine's refusal with its rule and Law.
    ``check`` names another checking method, e.g. ``"check_bid"`` for the bids of
    a yard-bridge round.

    >>> from bridgelib import Auction
    >>> [line.split()[:2] for line in verdicts(Auction.from_str("N", "1H P"), ["1S", "X"]).text.splitlines()]
    [['attempt', 'the'], ['1S', 'legal'], ['X', "South's"]]
    >>> from bridgelib.games.yard import YardRound
    >>> r = YardRound.deal(seed=7)
    >>> for b in (1, 3, 2): r.bid(b)
    >>> [line.split()[-2] for line in verdicts(r, [2, 3], check="check_bid").text.splitlines()[1:]]
    ['—', 'yard-dealer-restriction']
    """
    rows = []
    for attempt in attempts:
        try:
            getattr(situation, check)(attempt)
        except BridgeError as exc:
            rows.append([attempt, str(exc), getattr(exc, "rule", None), getattr(exc, "law", None)])
        else:
            rows.append([attempt, "legal", None, None])
    return table(rows, ["attempt", "the engine says", "rule", "Law"])


SEED_OPENING_HCP = 12
"""Seeds 000 and 002: a hand of 12 HCP or more is strong enough to open the bidding."""


def evaluation_table(hands: Iterable[Hand], system: str = "sayc") -> Table:
    """Points of each hand, the seeds' 12-point rule, and a reference system's opening."""
    from .bidding import suggest

    rows = []
    for h in hands:
        s = suggest(h, "", system)
        rows.append([h, h.hcp, h.length_points, h.shortness_points,
                     h.hcp >= SEED_OPENING_HCP, s.call if s.call is not None else "no agreement",
                     s.meaning or s.reason])
    return table(rows, ["hand", "HCP", "length pts", "shortness pts", "12+ HCP",
                        f"{system.upper()} opening", "meaning"])


ROLE_NAMES = {"declarer": "разыгрывающий", "dummy": "болван", "defender": "вистующий"}


def roles(play: Play) -> Table:
    """Who is declarer, dummy and the defenders, in English and Russian."""
    rows = []
    for seat in Seat:
        role = ("declarer" if seat is play.declarer else "dummy" if seat is play.dummy
                else "defender")
        note = []
        if seat is play.declarer.lho:
            note.append("makes the opening lead")
        if seat is play.dummy:
            note.append(f"cards played by {play.declarer.name_en}")
        rows.append([seat.name_en, role, ROLE_NAMES[role], ", ".join(note)])
    return table(rows, ["seat", "role", "in Russian", "note"])


def trick(leader: Seat | str, cards: str, trump: Suit | str | None = None) -> Trick:
    """A trick from text: ``trick("W", "H5 HK S2 HA", trump="S")``.

    >>> trick("W", "H5 HK S2 HA", trump="S").winner
    Seat.EAST
    """
    from .cards import Card

    seat = Seat.from_str(leader) if isinstance(leader, str) else leader
    suit = Suit.from_str(trump) if isinstance(trump, str) else trump
    return Trick(seat, tuple(Card.from_str(t) for t in cards.split()), suit)


def probability_table(exact: Mapping[Any, Fraction], simulated: Mapping[Any, Fraction] | None = None,
                      *, label: str = "value", top: int | None = None,
                      column: str = "exact") -> Table:
    """Exact probabilities next to simulated frequencies (most likely first).

    ``column`` names the first column of numbers (e.g. "share of dealt hands" when
    ``exact`` is itself an observed frequency).
    """
    keys = list(exact)[:top] if top else list(exact)
    head = [label, column] + (["simulated"] if simulated is not None else [])
    rows = [[k, exact[k]] + ([simulated.get(k, Fraction(0))] if simulated is not None else [])
            for k in keys]
    return table(rows, head)


# ---------------------------------------------------------------- figures
class Figure:
    """A matplotlib figure shown as a PNG image, with a caption as its text form."""

    def __init__(self, fig, caption: str):
        self.fig = fig
        self.caption = caption

    def png(self) -> bytes:
        from matplotlib.backends.backend_agg import FigureCanvasAgg

        FigureCanvasAgg(self.fig)
        buf = io.BytesIO()
        self.fig.savefig(buf, format="png", dpi=90, metadata={"Software": None},
                         bbox_inches="tight")
        return buf.getvalue()

    def _repr_png_(self) -> bytes:
        return self.png()

    def __repr__(self) -> str:
        return f"[figure: {self.caption}]"


def _new_figure(width: float, height: float):
    from matplotlib.figure import Figure as MplFigure

    fig = MplFigure(figsize=(width, height))
    fig.set_layout_engine("constrained")
    return fig


_RED, _BLACK, _HONOUR, _SPOT, _GONE = "#c00000", "#111111", "#ffe9a8", "#f4f4f4", "#d0d0d0"


def deck_figure(size: int = 52) -> Figure:
    """The deck as a grid: suits by rank, honours shaded, points written on them."""
    from .cards import deck

    cards = set(deck(size))
    fig = _new_figure(9, 3.2)
    ax = fig.add_subplot()
    ranks = sorted(Rank, reverse=True)
    for y, suit in enumerate(SUITS):
        for x, rank in enumerate(ranks):
            c = Card(suit, rank)
            inside = c in cards
            face = _HONOUR if rank.is_honour and inside else _SPOT if inside else _GONE
            ax.add_patch(_rect(x, -y, face))
            colour = (_RED if suit.is_red else _BLACK) if inside else "#999999"
            ax.text(x + 0.45, -y + 0.5, f"{suit.symbol}{rank.label}", ha="center", va="center",
                    fontsize=11, color=colour, fontweight="bold" if inside else "normal")
            if inside and rank.hcp:
                ax.text(x + 0.85, -y + 0.15, str(rank.hcp), ha="right", va="bottom",
                        fontsize=7, color="#555555")
    ax.set_xlim(-0.1, 13)
    ax.set_ylim(-3.1, 1.1)
    ax.axis("off")
    kept = sum(1 for r in ranks if Card(Suit.SPADES, r) in cards)
    ax.set_title(f"A {size}-card deck: {kept} ranks in each of 4 suits; honours (A K Q J 10) "
                 "shaded, small figures = Milton Work points" +
                 ("; grey cards are removed" if size != 52 else ""), fontsize=10)
    return Figure(fig, f"the {size}-card deck by suit and rank")


def _rect(x: float, y: float, face: str):
    from matplotlib.patches import FancyBboxPatch

    return FancyBboxPatch((x + 0.05, y + 0.08), 0.8, 0.84, boxstyle="round,pad=0.02",
                          facecolor=face, edgecolor="#888888", linewidth=0.8)


def compare_figure(exact: Mapping[Any, Fraction], simulated: Mapping[Any, Fraction] | None = None,
                   *, title: str, xlabel: str, top: int | None = None,
                   mark_from: Any = None, numeric: bool = False,
                   min_share: float = 0.0) -> Figure:
    """Bars of exact probabilities, with simulated frequencies beside them.

    ``numeric`` keeps the keys in numeric order (e.g. points); otherwise the
    most likely come first.  ``mark_from`` shades the bars from that key on.
    """
    keys = sorted(exact) if numeric else list(exact)
    if top:
        keys = keys[:top]
    labels = [_text(k) for k in keys]
    fig = _new_figure(9, 3.6)
    ax = fig.add_subplot()
    xs = range(len(keys))
    width = 0.4 if simulated is not None else 0.8
    colours = ["#2a7ab0" if mark_from is not None and k >= mark_from else "#7fb3d5" for k in keys] \
        if numeric else "#2a7ab0"
    ax.bar([x - (width / 2 if simulated is not None else 0) for x in xs],
           [float(exact[k]) * 100 for k in keys], width, color=colours, label="exact")
    if simulated is not None:
        ax.bar([x + width / 2 for x in xs], [float(simulated.get(k, 0)) * 100 for k in keys],
               width, color="#f0a030", label="simulated")
    ax.set_xticks(list(xs), labels, rotation=0 if numeric else 45, fontsize=8)
    ax.set_ylabel("per cent")
    ax.set_xlabel(xlabel)
    ax.set_title(title, fontsize=11)
    ax.legend()
    ax.grid(axis="y", alpha=0.3)
    return Figure(fig, title)


def tricks_figure(results: Mapping[str, Mapping[int, int]], *, title: str,
                  needed: Mapping[str, int] | None = None) -> Figure:
    """Histograms of tricks taken (0–13), one bar series per label.

    A label that reads as a contract (``"4SS"``) is written out (``4♠ by South``).
    """
    from .auction import Contract

    def named(label: str) -> str:
        try:
            return str(Contract.from_str(label))
        except BridgeError:
            return label

    fig = _new_figure(9, 3.4)
    ax = fig.add_subplot()
    n = len(results)
    width = 0.8 / max(n, 1)
    palette = ["#2a7ab0", "#f0a030", "#3a9a5a", "#a04080"]
    for k, (label, counts) in enumerate(results.items()):
        total = sum(counts.values()) or 1
        ax.bar([t - 0.4 + width * (k + 0.5) for t in range(14)],
               [100 * counts.get(t, 0) / total for t in range(14)], width,
               color=palette[k % len(palette)], label=named(label))
        if needed and label in needed:
            ax.axvline(needed[label] - 0.5, color=palette[k % len(palette)], linestyle="--",
                       linewidth=1)
    ax.set_xticks(range(14))
    ax.set_xlabel("tricks taken by declarer's side")
    ax.set_ylabel("per cent of playouts")
    ax.set_title(title, fontsize=11)
    ax.legend()
    ax.grid(axis="y", alpha=0.3)
    return Figure(fig, title)


def ladder_figure(auction=None) -> Figure:
    """The 35 bids from 1♣ to 7NT; with an auction, which bids are still allowed."""
    from .auction import ALL_BIDS
    from .cards import Strain

    legal = set(auction.legal_calls()) if auction is not None else set(ALL_BIDS)
    last = auction.last_bid[1] if auction is not None and auction.last_bid else None
    fig = _new_figure(6, 4.2)
    ax = fig.add_subplot()
    for bid in ALL_BIDS:
        y, strain = bid.level, bid.strain
        assert y is not None and strain is not None  # every call of ALL_BIDS is a bid
        x = int(strain)
        face = "#fff3c4" if bid == last else "#cfe8d5" if bid in legal else _GONE
        ax.add_patch(_rect(x, -y, face))
        colour = _RED if strain in (Strain.HEARTS, Strain.DIAMONDS) else _BLACK
        ax.text(x + 0.45, -y + 0.5, f"{y}{strain.symbol}", ha="center", va="center",
                fontsize=11, color=colour if bid in legal or bid == last else "#888888",
                fontweight="bold")
    ax.set_xlim(-0.1, 5)
    ax.set_ylim(-7.1, 0.1)
    ax.axis("off")
    if auction is None:
        ax.set_title("The bidding ladder: 7 levels × 5 strains, lowest at the top left", fontsize=10)
        caption = "the 35 bids from 1♣ to 7NT"
    else:
        allowed = sum(1 for b in ALL_BIDS if b in legal)
        ax.set_title(f"After {' '.join(c.to_text() for c in auction.calls) or 'no call'}: "
                     f"{allowed} bids allowed (green)", fontsize=10)
        caption = f"bids still allowed after {' '.join(c.pbn() for c in auction.calls)}"
    return Figure(fig, caption)


# ---------------------------------------------------------------- bidding systems (lesson 06)
def _call_label(template: Any) -> str:
    """A system rule's call with suit symbols (``1♠``); a placeholder call stays ``2M``."""
    from .auction import Call

    text = template.text()
    try:
        return str(Call.from_str(text))
    except BridgeError:
        return text


def system_card(system: str = "sayc", auction: str = "") -> Table:
    """One situation of a reference bidding system: its rules in the order they are tried.

    ``auction`` is the situation's pattern as written in the system file (``""`` for
    the opening bids, ``"1NT P"`` for the responses to 1NT).

    >>> card = system_card("sayc", "1NT P 2C P")
    >>> print(card.text.splitlines()[0])
    SAYC — Opener answers Stayman (after 1NT P 2C P)
    >>> [line.split()[0] for line in card.text.splitlines()[2:]]
    ['2♥', '2♠', '2♦']
    """
    from .bidding import System

    sysm = System.named(system)
    situation = sysm.situation_for_text(auction)
    rows = [[_call_label(r.call), r.name or "—", r.meaning, r.condition.text]
            for r in situation.rules]
    where = f" (after {situation.auction})" if auction else ""
    return table(rows, ["call", "convention", "meaning", "the hand (system file)"],
                 caption=f"{sysm.name.upper()} — {situation.title}{where}")


def compare_systems(hands: Iterable[Hand], auction: str = "",
                    systems: Sequence[str] = ("sayc", "acol")) -> Table:
    """Each hand's call in each reference system after ``auction``, with the rule's meaning.

    >>> t = compare_systems([Hand.from_pbn("A53.AQ65.65.QJ62")])
    >>> [ln.split(" — ")[0].split()[-1] for ln in t.text.splitlines()[1:]]
    ['1♣']
    >>> "1NT — 12–14 HCP, balanced" in t.text
    True
    """
    from .bidding import suggest

    rows = []
    for h in hands:
        row: list[Any] = [h, h.hcp, h.pattern_text]
        for name in systems:
            s = suggest(h, auction, name)
            row.append(f"{s.call} — {s.meaning}" if s.call is not None
                       else f"no agreement — {s.reason}")
        rows.append(row)
    return table(rows, ["hand", "HCP", "shape", *(n.upper() for n in systems)])


def _key_order(key: Any) -> tuple:
    index = getattr(key, "index", None)
    if isinstance(index, int):  # calls: pass, doubles, then the bidding ladder
        return (0, index, str(key))
    return (1, 0, str(key)) if not isinstance(key, (int, float)) else (0, key, "")


def bars_figure(series: Mapping[str, Mapping[Any, Any]], *, title: str, xlabel: str,
                ylabel: str = "per cent", keys: Iterable[Any] | None = None) -> Figure:
    """Grouped bars: one colour per series (e.g. a system), one group per key (e.g. a call).

    Values are shares (fractions of 1) drawn as per cent; keys are shown in bidding
    order for calls, in numeric order for numbers.  ``keys`` limits the groups to
    those keys (in that order); keys no series holds are left out.

    >>> from bridgelib import Call
    >>> bars_figure({"a": {Call.from_str("1C"): Fraction(1, 2)}}, title="t", xlabel="x")
    [figure: t]
    """
    present = {k for values in series.values() for k in values}
    keys = ([k for k in keys if k in present] if keys is not None
            else sorted(present, key=_key_order))
    fig = _new_figure(9, 3.6)
    ax = fig.add_subplot()
    n = max(len(series), 1)
    width = 0.8 / n
    palette = ["#2a7ab0", "#f0a030", "#3a9a5a", "#a04080"]
    for k, (label, values) in enumerate(series.items()):
        ax.bar([x - 0.4 + width * (k + 0.5) for x in range(len(keys))],
               [float(values.get(key, 0)) * 100 for key in keys], width,
               color=palette[k % len(palette)], label=label)
    ax.set_xticks(range(len(keys)), [_text(key) for key in keys], fontsize=9)
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    ax.set_title(title, fontsize=11)
    ax.legend()
    ax.grid(axis="y", alpha=0.3)
    return Figure(fig, title)


def heatmap_figure(frames: Mapping[str, Any], *, title: str, label: str = "points") -> Figure:
    """Tables of numbers (pandas DataFrames) as heat maps side by side, each cell written.

    Empty cells (``pd.NA``) stay blank.  A table with both signs is coloured red below
    zero and blue above it.  Tables wider than tall are stacked one above the other.

    >>> from bridgelib.scoring import making_table
    >>> heatmap_figure({"not vulnerable": making_table()}, title="scores")
    [figure: scores]
    """
    import numpy as np
    from matplotlib.colors import Normalize, TwoSlopeNorm

    grids = {name: np.array(frame.astype("float64").to_numpy(na_value=np.nan), dtype=float)
             for name, frame in frames.items()}
    low = min(float(np.nanmin(g)) for g in grids.values())
    high = max(float(np.nanmax(g)) for g in grids.values())
    signed = low < 0 < high
    norm = TwoSlopeNorm(0, low, high) if signed else Normalize(low, high)
    cmap = "RdBu" if signed else "YlGnBu"
    first = next(iter(frames.values()))
    rows, cols = first.shape
    if cols > rows:  # wide tables: one above the other
        fig = _new_figure(min(3 + 0.62 * cols, 13), len(frames) * (0.9 + 0.32 * rows) + 0.5)
        axes = fig.subplots(len(frames), 1, sharex=True, squeeze=False)[:, 0]
    else:
        fig = _new_figure(min(4.2 + 0.55 * cols * len(frames), 15), 1.2 + 0.24 * rows)
        axes = fig.subplots(1, len(frames), sharey=True, squeeze=False)[0]
    image = None
    for ax, (name, frame) in zip(axes, frames.items()):
        grid = grids[name]
        image = ax.imshow(np.ma.masked_invalid(grid), cmap=cmap, norm=norm, aspect="auto")
        for (i, j), v in np.ndenumerate(grid):
            if v == v:
                dark = abs(norm(v) - 0.5) > 0.3 if signed else norm(v) > 0.6
                ax.text(j, i, f"{v:.0f}", ha="center", va="center", fontsize=6.5,
                        color="white" if dark else "black")
        ax.set_xticks(range(frame.shape[1]), [str(c) for c in frame.columns], fontsize=8)
        ax.set_yticks(range(frame.shape[0]), [str(r) for r in frame.index], fontsize=8)
        if cols <= rows or ax is axes[-1]:
            ax.set_xlabel(str(frame.columns.name or ""))
        ax.set_title(name, fontsize=10)
    fig.colorbar(image, ax=list(axes), label=label, shrink=0.6 if cols <= rows else 0.9)
    fig.suptitle(title, fontsize=11)
    return Figure(fig, title)


# ---------------------------------------------------------------- honeymoon bridge (lesson 10)
_PALETTE = ["#2a7ab0", "#f0a030", "#3a9a5a", "#a04080"]


def honeymoon_game(record: Any, rules: Any = None, *, until: str | None = None) -> Any:
    """A honeymoon record's game under ``rules`` (a preset name or rules object; default
    the record's own), replayed through its main line up to and including the action
    ``until`` (text such as ``"Sergey XX"``), or to the end.

    The replay is lenient: what the rules forbid is kept in ``game.irregularities``
    and the game goes on as the record played it.

    >>> from bridgelib.records import load_bundled
    >>> g = honeymoon_game(load_bundled("sergey-olga"), "standard", until="Sergey XX")
    >>> g.phase, g.turn, len(g.irregularities)
    (Phase.AUCTION, 'Olga', 12)
    """
    from .games.honeymoon import Action

    actions = [node.action for node in record.mainline()]
    stop = len(actions)
    if until is not None:
        wanted = Action.from_str(until)
        if wanted not in actions:
            raise BridgeError(f"{until!r} is not an action of this record's main line")
        stop = actions.index(wanted) + 1
    game = record.new_game(rules)
    for action in actions[:stop]:
        game.apply(action, lenient=True)
    return game


def dealer_draw(players: Sequence[str] = ("Sergey", "Olga"), *, seed: int | None = None,
                cards: Iterable[Any] | None = None) -> Table:
    """The honeymoon draw for dealer, round by round: the lowest suit deals.

    >>> print(dealer_draw(cards=["S9", "SA", "H2", "DK"]))
    round  Sergey draws  Olga draws  what happens
    1      ♠9            ♠A          the same suit: draw again
    2      ♥2            ♦K          Olga has the lower suit (diamonds) and deals
    """
    from .games.honeymoon_match import draw_for_dealer

    d = draw_for_dealer(players, seed=seed, cards=cards)
    rows = []
    for k, (a, b) in enumerate(d.rounds, 1):
        ca, cb = Card.from_str(a), Card.from_str(b)
        what = ("the same suit: draw again" if ca.suit == cb.suit else
                f"{d.dealer} has the lower suit ({min(ca.suit, cb.suit).name_en}) and deals")
        rows.append([k, ca, cb, what])
    return table(rows, ["round", f"{d.players[0]} draws", f"{d.players[1]} draws", "what happens"])


def honeymoon_match(rules: Any = "seed", *, length: str = "rubber of two", seed: int = 0,
                    players: Sequence[str] = ("Sergey", "Olga")) -> Table:
    """A honeymoon match between two computer players, deal by deal (dealer drawn by lot)."""
    from .bots.honeymoon import play_game
    from .games.honeymoon import HoneymoonGame, HoneymoonRules
    from .games.honeymoon_match import HoneymoonMatch, draw_for_dealer

    rules = HoneymoonRules.preset(rules) if isinstance(rules, str) else rules
    first = draw_for_dealer(players, seed=seed).dealer
    match = HoneymoonMatch(tuple(players), rules, length, first)  # type: ignore[arg-type]
    deal = seed
    while not match.is_over:
        game = HoneymoonGame.random(deal, players=players, dealer=match.next_dealer, rules=rules)
        match = match.add(play_game(game))
        deal += 1
    header, rows, caption = match.rows()
    return table(rows, header, caption=caption)


def readings_table(record: Any, readings: Mapping[str, Any]) -> Table:
    """How many irregularities a honeymoon record shows under each reading of the rules."""
    rows = []
    for name, rules in readings.items():
        game = honeymoon_game(record, rules)
        rows.append([name, len(game.irregularities)])
    return table(rows, ["reading", "irregularities in the game"])


def lines_figure(series: Mapping[str, Mapping[float, float]], *, title: str, xlabel: str,
                 ylabel: str, hline: float | None = None, hline_label: str = "",
                 notes: Mapping[str, Mapping[float, str]] | None = None) -> Figure:
    """Lines with markers, one per series (a player, a rules preset…), points in x order.

    ``hline`` draws a dashed level (e.g. the tricks a contract needs, named by
    ``hline_label``); ``notes`` writes a short text at chosen points of a series
    (above the line for the first series, below it for the second…).

    >>> lines_figure({"Sergey": {0: 10, 1: 12}, "Olga": {0: 7, 1: 9}}, title="HCP",
    ...              xlabel="trick", ylabel="points", notes={"Olga": {1: "♠K"}})
    [figure: HCP]
    """
    fig = _new_figure(9, 3.8)
    ax = fig.add_subplot()
    for k, (label, values) in enumerate(series.items()):
        xs = sorted(values)
        colour = _PALETTE[k % len(_PALETTE)]
        ax.plot(xs, [values[x] for x in xs], marker="o", markersize=4, linewidth=1.6,
                color=colour, label=label)
        for x, text in (notes or {}).get(label, {}).items():
            ax.annotate(text, (x, values[x]), textcoords="offset points", ha="center",
                        xytext=(0, 9 if k % 2 == 0 else -15), fontsize=8, color=colour)
    if hline is not None:
        ax.axhline(hline, color="#777777", linestyle="--", linewidth=1,
                   label=hline_label or None)
    from matplotlib.ticker import MaxNLocator

    ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    ax.yaxis.set_major_locator(MaxNLocator(integer=True))
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    ax.set_title(title, fontsize=11)
    ax.margins(y=0.15)
    ax.legend()
    ax.grid(alpha=0.3)
    return Figure(fig, title)


def solver_figure(analyses: Mapping[str, Sequence[Any]], player: str, *,
                  needed: int | None = None, tricks: int = 13) -> Figure:
    """The tricks ``player`` can guarantee, card by card along a main play, by the exact solver.

    ``analyses`` maps a label (e.g. a rules preset) to the verdicts of
    :func:`bridgelib.analysis.twohand.analyse_game` with ``all_cards=True``: one per card,
    each saying what its player could guarantee before (``best``) and after (``got``) it.
    The line starts at the value before the first card and moves half a trick per card;
    the opponent's guarantee is ``tricks`` minus the player's.  A card that changed the
    value is written at its point (a card that broke the play rule is marked "illegal").

    >>> from bridgelib.analysis.twohand import CardVerdict
    >>> from bridgelib import Card
    >>> one = [CardVerdict(1, "Sergey", Card.from_str("HQ"), 8, 8, ()),
    ...        CardVerdict(1, "Olga", Card.from_str("H6"), 5, 4, (Card.from_str("H8"),))]
    >>> solver_figure({"seed": one}, "Sergey", needed=8)
    [figure: What the exact solver says Sergey can guarantee, card by card]
    """
    series: dict[str, dict[float, float]] = {}
    notes: dict[str, dict[float, str]] = {}
    for label, verdicts in analyses.items():
        verdicts = list(verdicts)
        if not verdicts or [v.trick for v in verdicts] != [k // 2 + 1 for k in range(len(verdicts))]:
            raise BridgeError(f"{label}: give the verdicts of every card in order "
                              "(analyse_game(game, all_cards=True))")

        def mine(v: Any, value: int) -> int:
            return value if v.player == player else tricks - value

        path = {0.0: float(mine(verdicts[0], verdicts[0].best))}
        marks: dict[float, str] = {}
        for k, v in enumerate(verdicts, 1):
            path[k / 2] = float(mine(v, v.got))
            if v.cost or not v.legal:
                marks[k / 2] = f"{v.player} {v.card}" + ("" if v.legal else " (illegal)")
        series[label] = path
        notes[label] = marks
    return lines_figure(series, title=f"What the exact solver says {player} can guarantee, "
                                      "card by card",
                        xlabel="main-play tricks played (each card is half a trick)",
                        ylabel=f"tricks {player} can guarantee", hline=needed,
                        hline_label=f"{needed} tricks needed" if needed is not None else "",
                        notes=notes)


# ---------------------------------------------------------------- the laws (lesson 09)
__all__ += ["law_state", "law_steps", "law_position", "law_quotes", "revoke_figure"]


def _scenario(scenario: Any) -> Any:
    from .laws.scenarios import Scenario, load_scenario

    return scenario if isinstance(scenario, Scenario) else load_scenario(scenario)


def _walk(scenario: Any, steps: int | None):
    """Run a scenario's first ``steps`` steps: (state, [(step result, seat in turn before
    it, the cards or calls it added)])."""
    s = _scenario(scenario)
    state = s.start()
    done: list = [] if state is None else list(state)
    out: list = []
    results = s.walk(state)
    while steps is None or len(out) < steps:
        turn = getattr(state, "turn", None)
        res = next(results, None)
        if res is None:
            break
        now = [] if state is None else list(state)
        out.append((res, turn, now[len(done):] if now[:len(done)] == done else now[-1:]))
        done = now
    return state, out


def law_state(scenario: Any, steps: int | None = None) -> Any:
    """The live position of a law scenario (an id or a
    :class:`~bridgelib.laws.scenarios.Scenario`) after its first ``steps`` steps (all by
    default): a :class:`~bridgelib.laws.LawsPlay` or
    :class:`~bridgelib.laws.auction.LawsAuction` to try other choices on.

    >>> law_state("opening-lead-refused", steps=1).pending_options
    ('accept', 'become-dummy', 'refuse')
    """
    return _walk(scenario, steps)[0]


def _step_words(step: Any, turn: Seat | None, new: list) -> str:
    """What a scenario step does, in words."""
    from .auction import Call

    a, do = step.args, step.do
    seat = Seat.from_str(a["seat"]).name_en if "seat" in a else None
    cards = " ".join(str(Card.from_str(c)) for c in (a.get("cards") or a.get("card", "")).split())
    calls = " ".join(str(Call.from_str(c)) for c in (a.get("calls") or a.get("call", "")).split())
    if do in ("play", "call", "revoke"):
        made = ", ".join(f"{s.name_en} {x}" for s, x in new) or (
            f"{seat if seat is not None else (turn.name_en if turn is not None else '?')} tries "
            f"{cards or calls}")
        return made + (": a revoke" if do == "revoke" else "")
    fixed = {"accept": "the next player accepts it", "cancel": "not accepted: it is cancelled",
             "play_out": "the remaining tricks are played out",
             "lead_out_of_turn": f"{seat} leads {cards} out of turn",
             "out_of_rotation": f"{seat} calls {calls} out of rotation",
             "insufficient": f"{turn.name_en if turn is not None else '?'} bids {calls}: "
                             "insufficient",
             "expose": f"{seat} {'shows' if a.get('how') == 'deliberate' else 'drops'} {cards}",
             "designate": f"declarer designates {cards}",
             "play_out_of_turn": f"{seat} plays {cards} before his turn",
             "call_from_dummy": f"declarer calls «{a.get('words', '')}» from dummy",
             "correct_revoke": f"the revoke is corrected with {cards}",
             "correct": f"corrected to {calls}"}
    if do in fixed:
        return fixed[do]
    if do == "choose":
        suit = Suit.from_str(a["suit"]).symbol if "suit" in a else ""
        if "suits" in a:
            many = a["suits"] if isinstance(a["suits"], list) else (
                a["suits"].split() if " " in a["suits"].strip() else list(a["suits"].strip()))
            suit = " ".join(Suit.from_str(x).symbol for x in many)
        return " ".join(x for x in ("choice:", a["option"], suit, cards) if x)
    if do in ("claim", "concede"):
        line = " ".join(str(Card.from_str(c)) for c in a.get("line", "").split())
        return f"{seat} {do}s {a['tricks']} trick(s)" + (
            f", stating the line {line}" if line else ", stating no line" if do == "claim" else "")
    flags = [k.replace("_", " ") for k in ("play_over", "violated_43a2") if a.get(k)]
    return f"dummy: {a['action']}" + (f" ({', '.join(flags)})" if flags else "")


def _dual(lines: Sequence[Any]) -> Table:
    """Lines (rulings or text) as one table cell: one per line in HTML and in text."""
    return Table("<br>".join(_html(x) for x in lines), "\n".join(_text(x) for x in lines))


def _adjustment(scenario: Any, state: Any) -> Table:
    adj = state.revoke_adjustment(scenario.expect.get("discovery", "during-round"))
    return _dual([*adj.rulings, str(adj).splitlines()[-1]])


def law_steps(scenario: Any, steps: int | None = None) -> Table:
    """A law scenario step by step: what happens, and what the laws module rules — the law
    it cites and the options it opens, or its refusal of what the laws forbid (the trick
    transfer of Law 64 is added when the play is over).

    >>> steps = law_steps("opening-lead-refused").text
    >>> "East leads ♣A out of turn" in steps, "refused: West may not lead ♣7" in steps
    (True, True)
    >>> law_steps("claim-outstanding-trump").text.splitlines()[-1]
    "end   the Director's award         North–South takes 1 of the 2 remaining tricks"
    """
    from .laws.dummy import check_dummy

    s = _scenario(scenario)
    state, walked = _walk(s, steps)
    rows = []
    for k, (res, turn, new) in enumerate(walked, 1):
        error = res.error
        if res.step.do == "dummy" and res.ruling is None:   # a refusal the scenario expects
            try:
                check_dummy(res.step.args["action"], **{k: v for k, v in res.step.args.items()
                                                       if k not in ("action", "allowed")})
            except BridgeError as exc:
                error = exc
        verdict = (Table(f"<span style='color:#b00000'>refused</span>: {escape(str(error))}",
                         f"refused: {error}") if error is not None else
                   res.ruling if res.ruling is not None else "legal")
        rows.append([k, res.step.say or _step_words(res.step, turn, new), verdict])
    if s.kind == "play" and state.is_complete and len(walked) == len(s.steps):
        rows.append(["end", "the play is over: Law 64", _adjustment(s, state)])
    last = walked[-1][0].ruling if walked else None
    if last is not None and hasattr(last, "awarded"):  # a claim or concession: the award
        rows.append(["end", "the Director's award", f"{last.claim.side.label} takes "
                     f"{last.awarded} of the {last.remaining} remaining tricks"])
    return table(rows, ["step", "what happens", "the laws module rules"])


def law_position(state: Any) -> HTML:
    """A position of :mod:`bridgelib.laws` — a LawsPlay (the hands left, the trick, then
    penalty cards, restrictions, the choice awaited, who plays and what he may play) or a
    LawsAuction (the calls, then bars, lead penalties, the choice awaited).

    >>> print(law_position(law_state("penalty-card-stays")).text.splitlines()[-2:])
    ['penalty cards: East ♣A (major)', 'East to play: ♥7 ♥6 ♥5']
    """
    from .laws.auction import LawsAuction

    notes: list[str] = []
    if isinstance(state, LawsAuction):
        notes += [f"{b.seat.name_en} must pass " + ("at his next turn" if b.length == "next" else
                  "whenever it is his turn") + f" (Law {b.law})" for b in state.bars.values()]
        notes += [f"if {lp.offender.name_en}'s side defends, declarer may prohibit one of "
                  f"{' '.join(x.symbol for x in sorted(lp.suits, reverse=True))} at "
                  f"{lp.partner.name_en}'s first lead (Law {lp.law})"
                  for lp in state.lead_penalties()]
        if state.option_keys:
            notes.append("waiting for a choice: " + " / ".join(state.option_keys))
        body, text = state._repr_html_(), str(state)
    else:
        pens = [f"{s.name_en} " + " ".join(f"{c} ({'major' if state.is_major(c) else 'minor'})"
                                           for c in state.penalty_cards(s))
                for s in Seat if state.penalty_cards(s)]
        notes += ["penalty cards: " + "; ".join(pens)] if pens else []
        notes += [str(r) for r in state.restrictions   # lead ones on a lead, 57A ones on a play
                  if getattr(r, "is_lead", True) == (not state.current_trick.cards)]
        notes += [f"{r} — {'established' if state.is_established(r) else 'not established'}"
                  for r in state.revokes if not state.is_complete]
        if hasattr(state.pending, "correct"):
            p = state.pending
            notes.append(f"{p.offender.name_en}'s {p.card} lies face up, led out of turn; "
                         f"{p.correct.name_en} should lead")
        if state.pending is not None:
            notes.append("waiting for a choice: " + " / ".join(state.pending_options))
        elif state.turn is not None:
            notes.append(f"{state.turn.name_en} to play: "
                         + " ".join(str(c) for c in state.legal_cards()))
        body, text = state._repr_html_(), str(state)
    foot = "".join(f"<li>{escape(n)}</li>" for n in notes)
    return Table(body + (f'<ul style="{_BOX}">{foot}</ul>' if foot else ""),
                 "\n".join([text, *notes]))


def law_quotes(item: Any) -> Table:
    """A law's words side by side: the English text and the Russian text of seed 003 (from
    ``bridgelib/data/laws``), and how the seed's edition and 2017 differ.  ``item`` is a
    law scenario (its id) or a law number.

    >>> print(law_quotes(71).text.splitlines()[0])
    Law 71 — Concession cancelled (seed: Правило 71. Отмена уступки)
    """
    from .laws.core import LawText, law_text

    if isinstance(item, int) or (isinstance(item, str) and item.strip()[:1].isdigit()):
        t: LawText = law_text(item)
        caption = f"Law {t.number} — {t.title}" + (f" (seed: {t.seed_title})" if t.seed_title else "")
        english, russian, note = t.summary + " (our summary of the 2017 text)", t.seed, t.edition_note
    else:
        s = _scenario(item)
        caption = f"Law {', '.join(s.laws)} — {s.edition.label}"
        english, russian, note = s.quote, s.seed_quote, s.edition_note
    rows = [[english, " ".join(russian.split()) if russian else "— (not in the seed's pages)"]]
    if note:
        rows.append([f"Editions: {note}", ""])
    return table(rows, ["the law (English)", "seed 003 (Russian)"], caption=caption)


def revoke_figure(scenarios: Iterable[Any] | None = None) -> Figure:
    """Tricks transferred under Law 64 in each revoke scenario, replayed under both
    editions: where the bars differ, the seed's edition and the 2017 Laws disagree.

    By default: every shipped play scenario that is played to the end with a revoke
    (a scenario shipped once per edition is drawn once).

    >>> revoke_figure(["revoke-won-by-offender"])
    [figure: Tricks transferred for a revoke (Law 64), by edition]
    """
    from dataclasses import replace

    from .laws.core import Edition
    from .laws.scenarios import all_scenarios

    chosen: dict[tuple, Any] = {}
    for s in map(_scenario, scenarios) if scenarios is not None else all_scenarios():
        key = (str(s.deal), s.contract, repr(s.steps), s.expect.get("discovery"))
        if s.kind == "play" and any(x.do == "play_out" for x in s.steps) and key not in chosen:
            chosen[key] = s
    rows: list[tuple[str, dict]] = []
    for s in chosen.values():
        got = {}
        for ed in (Edition.SEED, Edition.LAWS_2017):
            state = replace(s, edition=ed).replay()[0]
            adj = state.revoke_adjustment(s.expect.get("discovery", "during-round"))
            got[ed] = (adj.to_declarer + adj.to_defenders, " + ".join(r.law for r in adj.rulings))
        rows.append((s.id.removesuffix("-2017").removesuffix("-seed").replace("-", " "), got))
    fig = _new_figure(9, 0.6 * len(rows) + 1.2)
    ax = fig.add_subplot()
    for k, (ed, label) in enumerate([(Edition.SEED, "seed 003 (older edition)"),
                                     (Edition.LAWS_2017, "Laws 2017")]):
        ys = [len(rows) - 1 - i + (0.2 if k == 0 else -0.2) for i in range(len(rows))]
        for y, (_, got) in zip(ys, rows):
            ax.barh(y, got[ed][0], 0.38, color=_PALETTE[k], label=label if y == ys[0] else None)
            ax.text(got[ed][0] + 0.04, y, f"{got[ed][0]}  (Law {got[ed][1]})", va="center",
                    fontsize=8)
    ax.set_yticks(range(len(rows))[::-1], [name for name, _ in rows], fontsize=9)
    ax.set_xticks(range(4))
    ax.set_xlim(0, 3.6)
    ax.set_xlabel("tricks transferred to the non-offending side")
    ax.set_title("Tricks transferred for a revoke (Law 64), by edition", fontsize=11)
    ax.legend(loc="lower right")
    ax.grid(axis="x", alpha=0.3)
    return Figure(fig, "Tricks transferred for a revoke (Law 64), by edition")

# ---------------------------------------------------------------- yard bridge (lesson 11)
def yard_autoplay(target: Any, bot: Any = None) -> Any:
    """Let the yard-bridge bot make every bid and play every card still to come.

    ``target`` is a :class:`~bridgelib.games.yard.YardRound` (played to its last
    trick) or a :class:`~bridgelib.games.yard.YardGame` (played round after round
    until the game is over, so that its score table is complete).  Every bid and
    card goes through the engine's checks.  Returns ``target``.

    >>> from bridgelib.games.yard import YARD_THREE, YardGame, YardRound
    >>> r = yard_autoplay(YardRound.deal(YARD_THREE, seed=1))
    >>> r.phase, sum(r.taken), sum(r.bids) != r.tricks_total
    ('over', 12, True)
    >>> g = yard_autoplay(YardGame(YARD_THREE, seed=2))
    >>> g.is_over, g.rounds_played, len(g.table.rounds), len(g.history)
    (True, 3, 3, 2)
    """
    from .bots.yard import YardBot
    from .games.yard import YardGame

    bot = bot if bot is not None else YardBot()
    game = target if isinstance(target, YardGame) else None
    while True:
        rnd = game.round if game is not None else target
        actor = game if game is not None else rnd  # through the game, which keeps the score
        while rnd.phase != "over":
            if rnd.phase == "bidding":
                actor.bid(bot.choose_bid(rnd))
            else:
                actor.play(bot.choose_card(rnd))
        if game is None or game.is_over:
            return target
        game.next_round()


def yard_tricks(rnd: Any) -> Table:
    """A yard-bridge round as a sheet: one row per trick (who led, each player's card,
    who won it), then each player's bid and the tricks taken so far.

    >>> from dataclasses import replace
    >>> from bridgelib.games.yard import YARD_FOUR, YardRound
    >>> r = YardRound.from_hands(["AK...", "QJ...", "T9...", "87..."], dealer=3, trump=Suit.SPADES,
    ...                          rules=replace(YARD_FOUR, hand_size=2), names="ABCD")
    >>> for b in (2, 0, 0, 1): r.bid(b)
    >>> for c in ("SA", "SQ", "ST", "S8"): r.play(c)
    >>> print(yard_tricks(r))
    trick         led by  A   B   C    D   won by
    1             A       ♠A  ♠Q  ♠10  ♠8  A
    bid                   2   0   0    1
    tricks taken          1   0   0    0
    """
    names = list(rnd.names)
    rows: list[list[Any]] = []
    for k, t in enumerate(rnd.tricks, 1):
        played = dict(zip(t.order, t.cards))
        rows.append([k, names[t.leader], *(played[p] for p in range(rnd.players)), names[t.winner]])
    rows.append(["bid", "", *rnd.bids_by_player, ""])
    rows.append(["tricks taken", "", *rnd.taken, ""])
    return table(rows, ["trick", "led by", *names, "won by"])


def yard_hit_rates(rounds: Iterable[Any], *, minimum: int = 1) -> dict[int, Fraction]:
    """For each bid, the share of players who bid it and then took exactly that many
    tricks, over finished yard-bridge rounds; bids made fewer than ``minimum``
    times are left out (too few to say much).

    >>> from bridgelib.games.yard import YardRound
    >>> rounds = [yard_autoplay(YardRound.deal(seed=s)) for s in range(3)]
    >>> rates = yard_hit_rates(rounds)
    >>> sorted(rates) == sorted({b for r in rounds for b in r.bids})
    True
    >>> all(0 <= p <= 1 for p in rates.values()), yard_hit_rates(rounds, minimum=99)
    (True, {})
    """
    made: dict[int, int] = {}
    seen: dict[int, int] = {}
    for rnd in rounds:
        for bid, taken in zip(rnd.bids_by_player, rnd.taken):
            seen[bid] = seen.get(bid, 0) + 1
            made[bid] = made.get(bid, 0) + (bid == taken)
    return {b: Fraction(made[b], n) for b, n in sorted(seen.items()) if n >= minimum}


# ---------------------------------------------------------------- bridge for two (lesson 11)
__all__ += ["two_view"]


def two_view(game: Any, viewer: Seat | str) -> Table:
    """The table of bridge for two as one player sees it: his own hand, and the
    dummies only when they are open (a closed dummy is hidden even from its owner).

    >>> from bridgelib import Deal
    >>> from bridgelib.games.two import TwoPlayerGame
    >>> g = TwoPlayerGame(Deal.random(seed=4)); g.choose_dummy("closed")
    >>> view = two_view(g, "S")
    >>> view.text.count("(hidden)"), "North (South&#x27;s dummy)" in view
    (3, True)
    """
    from .games.two import player_of
    from .render import html

    seat = Seat.from_str(viewer) if isinstance(viewer, str) else viewer
    player = player_of(seat)
    hidden = tuple(s for s in Seat if s not in game.visible_seats(player))
    names = {s: f"{player_of(s).name_en}'s dummy" for s in Seat if player_of(s) is not s}
    names[player] = "you"
    shown = html.deal(game.deal if game.play is None else _current(game.play), dealer=game.dealer,
                      hidden=hidden, names=names)
    return Table(shown, game.to_text(player))


def _current(play: Play) -> Any:
    """The cards each seat still holds, as a deal (for diagrams during the play)."""
    from .deal import Deal

    return Deal({s: play.hand(s) for s in Seat})


def stored_deals(name: str) -> dict:
    """The lesson deals of ``bridgelib/data/deals/<name>.pbn`` by their ``Name`` tag.

    Each is a :class:`bridgelib.io.pbn.PbnRecord` with ``.deal``, ``.contract`` and the
    double-dummy table stored with it (``.dd_table``; written by ``tools/store_dd.py``,
    recomputed by a slow test), so lessons need not solve live.

    >>> deals = stored_deals("play-technique")
    >>> deals["finesse"].contract.pbn(), deals["finesse"].dd_table is not None
    ('3NT', True)
    """
    import re
    from pathlib import Path

    from .errors import InvalidNotation
    from .io import pbn

    folder = Path(__file__).parent / "data" / "deals"
    path = folder / f"{name}.pbn"
    # a name, never a path: "../../x" must not read a file outside the data folder
    if not (isinstance(name, str) and re.fullmatch(r"[a-z0-9][a-z0-9-]{0,63}", name)
            and path.is_file()):
        shown = repr(name) if len(repr(name)) <= 60 else repr(name)[:59] + "…"
        have = ", ".join(sorted(p.stem for p in folder.glob("*.pbn"))) or "none"
        raise InvalidNotation(f"{shown} is not a stored deal set: the course has {have}")
    return {rec["Name"]: rec for rec in pbn.load(path)}


# ---------------------------------------------------------------- play technique (lesson 07)
__all__ += ["sure_trick_table", "compare_lines", "finesse_drop_figure"]


def sure_trick_table(deal: Deal, side: Side | str = Side.NS) -> Table:
    """Each suit's holdings for ``side`` and its sure tricks, with the total
    (counted by :func:`bridgelib.analysis.technique.sure_trick_rows`).

    >>> d = Deal.from_pbn("N:AQJT9.762.65.743 752.T83.QJT2.982 K3.AK54.A987.A65 864.QJ9.K43.KQJT")
    >>> print(sure_trick_table(d))
    suit  North      South    sure tricks
    ♠     A Q J 10 9  K 3      5
    ♥     7 6 2      A K 5 4  2
    ♦     6 5        A 9 8 7  1
    ♣     7 4 3      A 6 5    1
    total                     9
    """
    from .analysis.technique import sure_trick_rows

    header, rows = sure_trick_rows(deal, side)
    return table(rows, header)


def compare_lines(deal: Deal, contract: Contract | str,
                  lines: Mapping[str, str | Sequence[Card | str]]) -> Table:
    """Several lines side by side: tricks won so far, the DD result, the first costly card
    (played and judged by :func:`bridgelib.analysis.technique.line_rows`; one DDS call per line).

    ``lines`` maps a name to the cards played (from the opening lead on).
    """
    from .analysis.technique import line_rows

    header, rows = line_rows(deal, contract, lines)
    return table(rows, header)


def finesse_drop_figure(*, n: int = 4000, seed: int = 0) -> Figure:
    """Finesse or drop for a missing queen, by the number of cards you hold in the suit.

    You hold ♠A K J and small cards (North) opposite small cards (South), from six
    to eleven spades in all.  Bars: the exact chances; dots: the same counted in ``n``
    seeded deals each (:func:`bridgelib.analysis.technique.finesse_drop_chances`).
    """
    from .analysis.technique import finesse_drop_chances

    c = finesse_drop_chances(n=n, seed=seed)
    sizes = c["sizes"]
    fig = _new_figure(8, 3.6)
    ax = fig.add_subplot()
    xs = range(len(sizes))
    ax.bar([x - 0.2 for x in xs], c["exact_finesse"], 0.4, color="#2a7ab0",
           label="finesse: ♠Q with West")
    ax.bar([x + 0.2 for x in xs], c["exact_drop"], 0.4, color="#f0a030",
           label="drop: ♠Q singleton or doubleton")
    ax.plot([x - 0.2 for x in xs], c["simulated_finesse"], "k.", markersize=9,
            label=f"simulated ({n:,} deals each)")
    ax.plot([x + 0.2 for x in xs], c["simulated_drop"], "k.", markersize=9)
    ax.set_xticks(list(xs), [f"{t} cards\n({13 - t} out)" for t in sizes])
    ax.set_ylabel("per cent of deals")
    ax.set_ylim(0, 120)
    ax.set_yticks(range(0, 101, 20))
    ax.set_title("Missing the queen: does the finesse or the drop win more often?", fontsize=11)
    ax.legend(fontsize=8, loc="upper center", ncol=3)
    ax.grid(axis="y", alpha=0.3)
    return Figure(fig, "finesse and drop chances for a missing queen, exact and simulated")
