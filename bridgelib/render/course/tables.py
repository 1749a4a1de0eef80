"""Tables, checks and small bridge views for the lessons.

Part of :mod:`bridgelib.course`, which the lessons call; see there."""

from __future__ import annotations

from enum import Enum
from fractions import Fraction
from html import escape
from typing import Any, Callable, Iterable, Mapping, Sequence

from ...cards import SUITS, Card, Suit
from ...errors import BridgeError
from ...hand import Hand
from ...play import Play, Trick
from ...render import HTML, Text
from ...table import Seat

_BOX = "font-family:'DejaVu Sans',Arial,sans-serif;font-size:15px"

__all__ = ['percent', 'Table', 'table', 'HEADERS', 'human', 'attributes', 'method', 'parsed', 'show', 'check', 'Sealed', 'sealed', 'seal', 'x_notation', 'hcp_breakdown', 'verdicts', 'SEED_OPENING_HCP', 'evaluation_table', 'ROLE_NAMES', 'roles', 'trick', 'probability_table']


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
    from ...auction import Auction
    from ...play import Trick
    from .. import html

    # in a table cell a trick or an auction takes its one-line form, not the whole table
    if isinstance(value, Trick):
        return html.trick(value)
    if isinstance(value, Auction):
        return html.auction(value)
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


#: Cells of at most this many characters are not broken across lines in a table.
_SHORT = 20
_NOWRAP = ";white-space:nowrap"


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
    for r, t in zip(rows, texts):
        # a short cell (a shape, a call, a convention's name) is kept on one line; the long
        # ones (what a call shows) wrap instead
        parts.append("<tr>" + "".join(
            f"<td style='{td}{_NOWRAP if len(text) <= _SHORT else ''}'>{_html(v)}</td>"
            for v, text in zip(r, t)) + "</tr>")
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
    ``expected`` may be :func:`sealed`: the value's fingerprint, so that an exercise's
    check cell can tell right from wrong without showing the answer.
    """
    if answer is NotImplemented or answer is Ellipsis:
        raise AssertionError(f"{what}: no answer yet")
    if isinstance(expected, Sealed):
        right = seal(answer) == expected.digest
    elif isinstance(answer, bool) or isinstance(expected, bool):
        right = answer is expected
    elif isinstance(answer, (list, tuple)) and isinstance(expected, (list, tuple)):
        right = list(answer) == list(expected)
    else:
        right = answer == expected
    if right:
        return Text(f"✓ {what}: {_text(answer)} is right.")
    raise AssertionError(f"{what}: {answer!r} is not right yet." + (f" Hint: {hint}" if hint else ""))


class Sealed:
    """An expected answer known only by its fingerprint (see :func:`seal`)."""

    def __init__(self, digest: str):
        self.digest = digest

    def __repr__(self) -> str:
        return f"sealed({self.digest!r})"


def sealed(digest: str) -> Sealed:
    """The expected answer whose :func:`seal` is ``digest`` (for :func:`check`)."""
    return Sealed(digest)


def _canonical(value: Any) -> str:
    """A text that equal answers share, as :func:`check` compares them: a list and a
    tuple of the same items, ``20`` and ``20.0``; ``True`` is not ``1``."""
    if isinstance(value, bool) or value is None:
        return f"const:{value}"
    if isinstance(value, (int, float, Fraction)) and not isinstance(value, Enum):
        return f"num:{value}" if value != int(value) else f"num:{int(value)}"
    if isinstance(value, str) and not isinstance(value, Enum):
        return f"str:{value}"
    if isinstance(value, (list, tuple)):
        return "list:[" + ",".join(_canonical(v) for v in value) + "]"
    if isinstance(value, (set, frozenset)):
        return "set:{" + ",".join(sorted(_canonical(v) for v in value)) + "}"
    text = repr(value)
    if " at 0x" in text:
        raise BridgeError(f"a {type(value).__name__} cannot be sealed: its repr is not stable")
    return f"{type(value).__qualname__}:{text}"


def seal(value: Any) -> str:
    """A short fingerprint of an answer (16 hex digits of SHA-256), for :func:`sealed`.

    >>> seal(20) == seal(20.0) == seal(Fraction(20)) and seal([1, 2]) == seal((1, 2))
    True
    >>> seal(True) == seal(1), seal("SA") == seal("SK")
    (False, False)
    """
    import hashlib

    return hashlib.sha256(_canonical(value).encode("utf-8")).hexdigest()[:16]


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
"""The honeymoon-bridge text and the Bulgarian overview: a hand of 12 HCP or more is strong enough to open the bidding."""


def evaluation_table(hands: Iterable[Hand], system: str = "sayc") -> Table:
    """Points of each hand, the seeds' 12-point rule, and a reference system's opening."""
    from ...bidding import suggest

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
    from ...cards import Card

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
