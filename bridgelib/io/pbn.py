"""PBN 2.1 (Portable Bridge Notation): a lossless reader and writer, json-style.

``loads(text)`` returns one :class:`PbnRecord` per game; ``dumps(records)`` writes
them back.  A record keeps every tag in file order with its comments, the calls
and cards of the ``Auction`` and ``Play`` sections with their annotations (note
references ``=n=``, suffixes ``!?``, NAGs ``$n``, irregularities ``^I ^S ^R ^L``,
``{}``/``;`` commentary attached to the call or card it follows), and the rows of
supplemental sections such as ``OptimumResultTable``.  Writing a record and
reading it again gives an equal record.

The reader keeps a record as it was written (it does not "correct" auctions that
omit passes, for example); the engine objects come from properties:
:attr:`PbnRecord.deal`, :attr:`~PbnRecord.auction`, :attr:`~PbnRecord.play`,
:attr:`~PbnRecord.contract`, :attr:`~PbnRecord.dd_table`.

>>> rec = loads('''[Board "1"]
... [Dealer "N"]
... [Vulnerable "None"]
... [Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]
... [Auction "N"]
... 1NT =1= Pass 3NT AP
... [Note "1:15-17"]''')[0]
>>> rec["Board"], rec.dealer, rec.auction.contract
('1', Seat.NORTH, Contract.from_str('3NTN'))
>>> rec.calls[0].note, rec.notes("Auction")
(1, {1: '15-17'})
>>> loads(dumps([rec])) == [rec]
True

Tag value inheritance (section 4.8): a value ``#`` takes the value of the same tag
in the nearest previous game, a value ``##text`` sets ``text`` for all later games;
``rec["Event"]`` gives the inherited value, ``rec.tag("Event").value`` the raw one.

Bad input raises :class:`~bridgelib.errors.InvalidNotation` with the line number.
Games are separated by empty lines, so one bad game does not spoil the rest: pass
``errors=[]`` and bad games are skipped, their errors appended to that list.

>>> errs = []
>>> recs = loads('[Deal "N:AK"]\\n\\n[Board "2"]', errors=errs)
>>> [r["Board"] for r in recs], errs[0].line
(['2'], 1)
"""

from __future__ import annotations

import codecs
import gc
import itertools
import os
import re
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from typing import IO, Iterable, Iterator, Mapping, Sequence

from ..auction import Auction, Call, Contract
from ..cards import Card, card as _card
from ..deal import Board, Deal
from ..errors import IllegalCall, IllegalPlay, InvalidNotation
from ..play import Play
from ..rules import RuleId
from ..table import Seat, Side, Vulnerability

__all__ = ["Comment", "Item", "Tag", "PbnRecord", "load", "loads", "dump", "dumps", "check",
           "MANDATORY_TAGS", "iter_records", "iter_file", "decode"]

MANDATORY_TAGS: tuple[str, ...] = (
    "Event", "Site", "Date", "Board", "West", "North", "East", "South", "Dealer",
    "Vulnerable", "Deal", "Scoring", "Declarer", "Contract", "Result")
"""The 15 tags of the Mandatory Tag Set, in export order (section 3.4)."""

# Section 4.8: tags that may not inherit their value with "#" or "##".
_NO_INHERIT = frozenset({"Dealer", "Vulnerable", "Deal", "Declarer", "Contract", "Auction",
                         "Play", "Note"})

_NAME = re.compile(r"[A-Za-z0-9_]+\Z")
_CALL = re.compile(r"(?i:AP|Pass|P|XX|X|[1-7](?:NT|N|S|H|D|C)|-)\Z")
_CARD = re.compile(r"(?i:[SHDC][AKQJT98765432]|-)\Z")
_PIECE = re.compile(r"=(\d+)=|\$(\d+)|([!?]{1,2})|\^([ISRL])|(\*)|(\+)|([A-Za-z0-9-]+)|(.)")
_SUFFIXES = ("!", "?", "!!", "??", "!?", "?!")
_DENOMINATIONS = ("NT", "S", "H", "D", "C")
_CALLS = frozenset(["AP", "Pass", "X", "XX", "-"] + [f"{lv}{st}" for lv in range(1, 8)
                                                     for st in ("C", "D", "H", "S", "NT", "N")])
_CARDS = frozenset([s + r for s in "SHDC" for r in "AKQJT98765432"] + ["-"])
# Tokens a section line may hold and still be kept as plain tokens (no annotation):
_PLAIN_CALLS = _CALLS | {"*", "+"}
_PLAIN_CARDS = _CARDS | {"*", "+"}
_PBN_CALL = {tok: Call.from_str(tok) for tok in _CALLS if tok not in ("AP", "-")}
_PASS_CALL = Call.from_str("Pass")
_VULNERABLE = frozenset(["None", "NS", "EW", "All", "Both", "Love", "-"])
_SEAT_LETTERS = {"N": Seat.NORTH, "E": Seat.EAST, "S": Seat.SOUTH, "W": Seat.WEST}


def _seat(value: str) -> Seat:
    seat = _SEAT_LETTERS.get(value)
    return seat if seat is not None else Seat.from_str(value)


_QUOTE_LIMIT = 80
_MAX_DIGITS = 9
_MAX_WIDTH = 255
"""The widest table column a record may ask for (``\\255R``): PBN's tables hold short
values, and a width is copied into every row the writer pads."""


def _q(text: str, limit: int = _QUOTE_LIMIT) -> str:
    """``repr`` of input for an error message, cut to about ``limit`` characters."""
    if len(text) <= limit:
        return repr(text)
    return repr(text[: limit - 10]) + f"… ({len(text):,} characters)"


def _number(text: str, what: str, line: int | None = None) -> int:
    """A count or index written in a record: ASCII digits, at most nine of them.

    Python refuses to convert numbers of more than 4,300 digits (and a record never
    needs more than nine), so anything longer is the record's error, with its line.
    """
    t = text.strip()
    if not t or not t.isascii() or not t.isdigit():
        raise InvalidNotation(f"{_q(t)} is not a number ({what})", line=line)
    if len(t.lstrip("0")) > _MAX_DIGITS:
        raise InvalidNotation(f"{_q(t, 30)}: the {what} has {len(t):,} digits, more than a "
                              f"record's {_MAX_DIGITS}", line=line)
    return int(t)


# ---------------------------------------------------------------------------- values
@dataclass(frozen=True)
class Comment:
    """Commentary: ``{ ... }`` (may span lines) or ``; ...`` (to the end of the line)."""

    text: str
    brace: bool = True

    def pbn(self) -> str:
        if self.brace:
            if "}" in self.text:
                raise InvalidNotation(f"{_q(self.text)}: a brace comment cannot contain '}}'")
            return "{" + self.text + "}"
        if "\n" in self.text:
            raise InvalidNotation(f"{_q(self.text)}: a ';' comment ends at the end of its line")
        return ";" + self.text


@dataclass(frozen=True)
class Item:
    """One call (Auction section) or card (Play section) with its annotations.

    ``token`` is written as in the file: a call (``1NT``, ``Pass``, ``X``, ``AP``), a
    card (``SK``), ``-`` (no call yet / card unknown), ``+`` (to be continued), ``*``
    (section ends) or ``^S`` (a call skipped by a call out of rotation).
    ``irregularity`` is the letter of a preceding ``^I``, ``^R`` or ``^L``.
    """

    token: str
    note: int | None = None
    suffix: str = ""
    nags: tuple[int, ...] = ()
    irregularity: str = ""
    comments: tuple[Comment, ...] = ()
    line: int = field(default=0, compare=False)

    @property
    def is_placeholder(self) -> bool:
        """``-`` : a player before the first caller, or a card not known."""
        return self.token == "-"

    @property
    def is_marker(self) -> bool:
        """``*`` or ``+``: the section ends here / continues later."""
        return self.token in ("*", "+")

    @property
    def call(self) -> Call | None:
        """The call, for a call token other than ``AP``/``-``/markers."""
        t = self.token.upper()
        if t in ("AP", "-", "*", "+", "^S"):
            return None
        return Call.from_str(self.token)

    @property
    def card(self) -> Card | None:
        if self.token in ("-", "*", "+"):
            return None
        return _card(self.token.upper())

    def pbn(self) -> str:
        if not (self.irregularity or self.suffix or self.nags or self.comments
                or self.note is not None):
            return self.token
        parts = []
        if self.irregularity:
            parts.append("^" + self.irregularity)
        parts.append(self.token)
        if self.suffix:
            parts.append(self.suffix)
        if self.note is not None:
            parts.append(f"={self.note}=")
        parts.extend(f"${n}" for n in self.nags)
        out = " ".join(parts)
        for c in self.comments:
            out += " " + c.pbn() + ("" if c.brace else "\n")
        return out.rstrip("\n")


Row = tuple  # a row of a supplemental section: str tokens (and Comment objects)


@dataclass(frozen=True, eq=False)
class Tag:
    """A tag pair with what follows it: comments, and the section data if any.

    ``items`` holds the calls/cards of an ``Auction``/``Play`` section; ``rows`` the
    lines of any other section (tables such as ``OptimumResultTable``), each a tuple
    of tokens as written (quoted strings keep their quotes).
    """

    name: str
    value: str
    comments: tuple[Comment, ...] = ()
    items: tuple[Item, ...] = ()
    rows: tuple[Row, ...] = ()
    line: int = field(default=0, compare=False)

    def _key(self) -> tuple:
        return (self.name, self.value, self.comments, self.items, self.rows)

    def __eq__(self, other: object) -> bool:
        # A tag read from a file (_ReadTag, its items built when first asked for)
        # equals a tag built with the same values.
        if not isinstance(other, Tag):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def pbn(self) -> str:
        if not _NAME.match(self.name):
            raise InvalidNotation(f"{_q(self.name)} is not a PBN tag name: letters, digits and _ "
                                  "only", line=self.line or None)
        if "\n" in self.value or "\r" in self.value:
            raise InvalidNotation(f"the value of tag {self.name} has a line break: {_q(self.value)}",
                                  line=self.line or None)
        out = f'[{self.name} "{_escape(self.value)}"]'
        for c in self.comments:
            out += " " + c.pbn()
            if not c.brace:
                out += "\n"
        plain = self.__dict__.get("_plain")
        if plain is not None and "_notes" not in self.__dict__:
            # read as plain tokens: written back as they were read
            out = out.rstrip("\n") + "\n" + _format_tokens(plain[0])
        elif self.items:
            out = out.rstrip("\n") + "\n" + _format_items(self.items)
        for row in self.rows:
            out = out.rstrip("\n") + "\n" + _format_row(row, self)
        return out.rstrip("\n")


class _ReadTag(Tag):
    """A section tag as read from a file whose calls or cards carry no annotation
    but note references ``=n=``: it keeps its tokens and the line of each,
    ``_plain = (tokens, lines)`` (two tuples of strings and numbers: the garbage
    collector does not track them), and, if any, ``_notes``, the note reference of
    a token by its index; it builds its :class:`Item` objects only when ``items``
    is first asked for (reading, and the engine's ``auction`` and ``play``, work
    from the tokens).  It equals, hashes and writes as the :class:`Tag` with those
    items."""

    @cached_property
    def items(self) -> tuple[Item, ...]:  # a field of Tag, computed here
        tokens, lines = self.__dict__["_plain"]
        notes = self.__dict__.get("_notes")
        if notes:
            return tuple(_items_from_plain(tokens, lines, notes))
        return tuple(map(_plain_item, tokens, lines))


_new = object.__new__
_setattr = object.__setattr__


def _read_tag(name: str, value: str, comments: tuple, tokens: list[str], lines: list[int],
              notes: dict, line: int) -> Tag:
    """A _ReadTag: Tag's fields but ``items``, which the class computes from ``_plain``
    and ``_notes`` (set one by one, as the dataclass ``__init__`` does: the instance
    keeps its values in the compact form Python gives attributes set that way, not a
    dict)."""
    t = _new(_ReadTag)
    _setattr(t, "name", name)
    _setattr(t, "value", value)
    _setattr(t, "comments", comments)
    _setattr(t, "rows", ())
    _setattr(t, "line", line)
    _setattr(t, "_plain", (tuple(tokens), tuple(lines)))
    if notes:
        _setattr(t, "_notes", notes)
    return t


def _format_tokens(tokens: Sequence[str]) -> str:
    """Plain calls or cards, four to a line (``*`` and ``+`` take no place): as
    :func:`_format_items` writes the items of those tokens."""
    lines, cur, slots = [], [], 0
    for tok in tokens:
        cur.append(tok)
        if tok not in ("*", "+"):
            slots += 1
        if slots == 4:
            lines.append(" ".join(cur))
            cur, slots = [], 0
    if cur:
        lines.append(" ".join(cur))
    return "\n".join(lines)


def _escape(value: str) -> str:
    """A tag value as a PBN string: ``\\`` for a backslash, ``\\"`` for a quote (as in PGN)."""
    if '"' not in value and "\\" not in value:
        return value
    return value.replace("\\", "\\\\").replace('"', '\\"')


def _format_items(items: Sequence[Item]) -> str:
    lines, cur, slots = [], [], 0
    for it in items:
        cur.append(it.pbn())
        if it.token not in ("*", "+"):
            slots += 1
        if slots == 4 or it.comments and not it.comments[-1].brace:
            lines.append(" ".join(cur))
            cur, slots = [], 0
    if cur:
        lines.append(" ".join(cur))
    return "\n".join(lines)


def _column_widths(spec: str, line: int | None = None) -> list[tuple[int, str]]:
    """The ``\\nR``/``\\nL`` width and alignment of each column of a table tag."""
    out = []
    for col in spec.split(";"):
        m = re.search(r"\\([0-9]+)([LR]?)", col)
        if m is None:
            out.append((0, "L"))
            continue
        digits = m.group(1)
        if len(digits.lstrip("0")) > 3 or int(digits) > _MAX_WIDTH:
            raise InvalidNotation(f"{_q(col)}: a table column is at most {_MAX_WIDTH} characters "
                                  f"wide (section 3.6.2)", line=line)
        out.append((int(digits), m.group(2) or "L"))
    return out


def _format_row(row: Row, tag: Tag) -> str:
    widths = _column_widths(tag.value, tag.line or None) if tag.name.endswith("Table") else []
    parts, i = [], 0
    for tok in row:
        if isinstance(tok, Comment):
            # a ';' comment runs to the end of its line: what follows starts a new line
            parts.append(tok.pbn() + ("" if tok.brace else "\n"))
            continue
        w, align = widths[i] if i < len(widths) else (0, "L")
        parts.append(tok.rjust(w) if align == "R" else tok.ljust(w))
        i += 1
    text = ""
    for part in parts:
        text += part if not text or text.endswith("\n") else " " + part
    if row and isinstance(row[-1], Comment):
        return text.rstrip("\n")
    return text.rstrip()


# ---------------------------------------------------------------------------- records
@dataclass(frozen=True, eq=False)
class PbnRecord:
    """One PBN game: its tags in file order (with sections and comments).

    ``comments`` are the comments before the first tag, ``escapes`` the ``%`` lines
    that preceded the game.  Records compare equal when their tags, comments and
    escapes are equal (line numbers are not compared).
    """

    tags: tuple[Tag, ...]
    comments: tuple[Comment, ...] = ()
    escapes: tuple[str, ...] = ()
    line: int = field(default=0, compare=False)
    inherited: Mapping[str, str] = field(default_factory=dict, compare=False, repr=False)
    defaults: Mapping[str, str] = field(default_factory=dict, compare=False, repr=False)

    def _key(self) -> tuple:
        return (self.tags, self.comments, self.escapes)

    def __eq__(self, other: object) -> bool:
        # A record read from a file (_ReadRecord, its plain tags made when first asked
        # for) equals a record built with the same tags.
        if not isinstance(other, PbnRecord):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    # ------------------------------------------------------------ tag values
    @cached_property
    def _values(self) -> dict[str, str]:
        """Tag values after inheritance: ``inherited`` holds the previous game's
        values (for ``#``), ``defaults`` the ``##`` values in force."""
        values = dict(self.defaults)
        seen: set[str] = set()
        for t in self.tags:
            if t.name in seen or t.name == "Note":
                continue  # section 3.4: a tag that already occurred is ignored
            seen.add(t.name)
            if t.value == "#":
                values[t.name] = self.inherited.get(t.name, "")
            elif t.value.startswith("##"):
                values[t.name] = t.value[2:]
            else:
                values[t.name] = t.value
        return values

    def __getitem__(self, name: str) -> str:
        """The (inherited) value of a tag; ``KeyError`` if the game has no such tag."""
        return self._values[name]

    def __contains__(self, name: object) -> bool:
        return name in self._values

    def get(self, name: str, default: str | None = None) -> str | None:
        return self._values.get(name, default)

    def tag(self, name: str) -> Tag | None:
        """The first tag pair of that name as written (raw value, comments, section)."""
        for t in self.tags:
            if t.name == name:
                return t
        return None

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(t.name for t in self.tags)

    def __iter__(self) -> Iterator[Tag]:
        return iter(self.tags)

    def __repr__(self) -> str:
        head = ", ".join(f"{k}={v!r}" for k, v in self._values.items() if k in ("Board", "Deal"))
        return f"<PbnRecord line {self.line}: {len(self.tags)} tags{', ' + head if head else ''}>"

    # ------------------------------------------------------------ engine values
    def _line_of(self, name: str) -> int | None:
        t = self.tag(name)
        return t.line if t is not None and t.line else None

    def _parsed(self, name: str, parse):
        value = self.get(name)
        if value is None or value in ("", "?"):
            return None
        if len(value) > 200:  # a deal is 67 characters; keep error messages short
            raise InvalidNotation(f"tag {name}: {_q(value)} is too long to be a {name} value",
                                  line=self._line_of(name))
        try:
            return parse(value)
        except InvalidNotation as exc:
            reason = exc.reason.replace(repr(value), _q(value))  # quote ~80 characters at most
            raise InvalidNotation(f"tag {name}: {reason}", line=self._line_of(name)) from None

    @cached_property
    def deal(self) -> Deal | None:
        """The ``Deal`` tag as a :class:`~bridgelib.Deal` (``None`` without one)."""
        return self._parsed("Deal", Deal.from_pbn)

    @property
    def dealer(self) -> Seat | None:
        return self._parsed("Dealer", _seat)

    @property
    def vulnerability(self) -> Vulnerability | None:
        return self._parsed("Vulnerable", Vulnerability.from_str)

    @property
    def board_number(self) -> int | None:
        value = (self.get("Board") or "").strip()
        if not (value.isascii() and value.isdigit()):
            return None
        return _number(value, "board number", self._line_of("Board"))

    @property
    def board(self) -> Board | None:
        """Deal, dealer, vulnerability and number together (``None`` without a deal)."""
        if self.deal is None:
            return None
        return Board(self.deal, self.dealer or Seat.NORTH,
                     self.vulnerability or Vulnerability.NONE, self.board_number)

    @property
    def declarer(self) -> Seat | None:
        """The ``Declarer`` tag (``^S`` — declarer and dummy swapped — gives ``S``)."""
        return self._parsed("Declarer", lambda v: _seat(v.lstrip("^")))

    @cached_property
    def contract(self) -> Contract | None:
        """``Contract`` and ``Declarer`` tags together (passed out: ``Contract.passed_out()``)."""
        value = self.get("Contract")
        if value is None or value in ("", "?") or value.upper() in _DENOMINATIONS:
            return None  # an end position names only the trump (section 3.10)
        c = self._parsed("Contract", _contract)
        if c.is_passed_out:
            return c
        return Contract(c.level, c.strain, c.doubling, self.declarer)

    @property
    def result(self) -> int | None:
        """Tricks won by declarer, from the ``Result`` tag (``None`` if not given)."""
        value = (self.get("Result") or "").lstrip("^").strip()
        line = self._line_of("Result")
        if value.isascii() and value.isdigit():
            return _number(value, "Result", line)
        m = re.fullmatch(r"(NS|EW)\s+([0-9]+)(?:\s+(NS|EW)\s+([0-9]+))?", value)
        if m is None or self.declarer is None:
            return None
        won = {m.group(1): _number(m.group(2), "Result", line)}
        if m.group(3):
            won[m.group(3)] = _number(m.group(4), "Result", line)
        side = "NS" if self.declarer.side is Side.NS else "EW"
        if side in won:
            return won[side]
        other = "EW" if side == "NS" else "NS"
        return 13 - won[other]

    def score(self, side: Side | str = Side.NS) -> int | None:
        """The ``Score`` tag for one side (section 4.2.1 formats), or ``None``."""
        return _side_value(self.get("Score"), side, self.declarer, self._line_of("Score"))

    @property
    def optimum_score(self) -> int | None:
        """``OptimumScore`` for North–South (e.g. ``"NS +400"``), or ``None``."""
        return _side_value(self.get("OptimumScore"), Side.NS, None,
                           self._line_of("OptimumScore"))

    # ------------------------------------------------------------ sections
    def _items(self, name: str) -> tuple[Item, ...]:
        t = self.tag(name)
        return t.items if t is not None else ()

    @property
    def calls(self) -> tuple[Item, ...]:
        """The items of the Auction section as written."""
        return self._items("Auction")

    @property
    def cards(self) -> tuple[Item, ...]:
        """The items of the Play section as written (column order, not play order)."""
        return self._items("Play")

    def notes(self, section: str = "Auction") -> dict[int, str]:
        """``Note`` tags of the ``Auction`` or ``Play`` section: ``{index: text}``."""
        out: dict[int, str] = {}
        inside = False
        for t in self.tags:
            if t.name in ("Auction", "Play"):
                inside = t.name == section
            elif t.name == "Note":
                if inside:
                    idx, text = _note(t)
                    out.setdefault(idx, text)
            else:
                inside = False
        return out

    @property
    def auction(self) -> Auction | None:
        """Replay the Auction section through the engine (``None`` without one).

        ``AP`` passes until the auction ends; leading ``-`` skip players; ``*``/``+``
        end it.  An illegal call raises :class:`IllegalCall` naming the line.
        """
        t = self.tag("Auction")
        if t is None:
            return None
        first = self._parsed("Auction", _seat)
        if first is None:
            raise InvalidNotation("the Auction tag names no first caller", line=t.line or None)
        plain = t.__dict__.get("_plain")
        if plain is not None:
            return _replay_auction(first, *plain)
        items = t.items
        return _replay_auction(first, [it.token for it in items], [it.line for it in items],
                               items)

    def tricks(self) -> list[dict[Seat, Item]]:
        """The Play section as tricks: for each line of four, the item of each seat."""
        t = self.tag("Play")
        if t is None:
            return []
        first = self._parsed("Play", _seat)
        out: list[dict[Seat, Item]] = []
        cur: dict[Seat, Item] = {}
        for it in t.items:
            if it.is_marker:
                if it.token == "*":
                    break
                # "+" stands for the next card to be played
            cur[first.next(len(cur))] = it
            if len(cur) == 4:
                out.append(cur)
                cur = {}
        if cur:
            out.append(cur)
        return out

    @property
    def play(self):
        """Replay the Play section through the engine, in the order the cards were played.

        Stops at the first card not known (``-``, ``+``) in play order.  Returns a
        :class:`~bridgelib.Play` (``None`` without a Play section, a deal or a contract).
        """
        play_tag = self.tag("Play")
        if play_tag is None or self.deal is None:
            return None
        contract = self.contract
        if contract is None or contract.is_passed_out or contract.declarer is None:
            return None
        p = Play(self.deal, contract)
        first = self._parsed("Play", _seat)
        plain = play_tag.__dict__.get("_plain")
        if plain is not None:
            tokens, lines = plain
        else:
            tokens = [it.token for it in play_tag.items]
            lines = [it.line for it in play_tag.items]
        end = tokens.index("*") if "*" in tokens else len(tokens)
        # The card of each token (None for "-" and "+": not known, or to be continued).
        if plain is not None:  # plain tokens: a card, "-" or "+"
            cards = list(map(_PBN_CARDS.get, tokens[:end]))
        else:
            cards = [_PBN_CARDS.get(tok) or (None if tok in ("-", "+") else _card(tok.upper()))
                     for tok in tokens[:end]]
        cards += (None, None, None)  # a last trick of fewer than four tokens

        def in_play_order() -> Iterator[Card]:
            # Each four tokens are a trick in column order from the Play tag's seat (as
            # in tricks()); the leader of each trick is the winner of the one before,
            # as the engine has it (asked once the trick before is played).
            for start in range(0, end, 4):
                for i in _ROUND[(p.leader - first) % 4]:
                    c = cards[start + i]
                    if c is None:  # not known, or a marker: the play stops here
                        return
                    yield c

        try:
            p.extend(in_play_order())
        except IllegalPlay as exc:
            # the card refused: the next in play order after those played
            n = len(p.cards_played)
            i = n - n % 4 + _ROUND[(p.leader - first) % 4][n % 4]
            raise IllegalPlay(f"line {lines[i]}: {exc}", rule=exc.rule, law=exc.law) from None
        return p

    def table(self, name: str) -> list[dict[str, str]]:
        """A supplemental table as a list of rows keyed by column name."""
        t = self.tag(name)
        if t is None:
            return []
        cols = [re.sub(r"\\\d+[LR]?", "", c).lstrip("+-") for c in t.value.split(";")]
        out = []
        for row in t.rows:
            toks = [x.strip('"') for x in row if not isinstance(x, Comment)]
            out.append(dict(zip(cols, toks)))
        return out

    @property
    def dd_table(self):
        """The recorded double-dummy table (``DoubleDummyTricks``, else ``OptimumResultTable``).

        Returns a :class:`bridgelib.analysis.dd.DDTable`, or ``None`` when the record
        has neither (or the table is incomplete).
        """
        from ..analysis.dd import DDTable

        value = self.get("DoubleDummyTricks")
        if value:
            try:
                return DDTable.from_pbn(value)
            except InvalidNotation as exc:
                raise InvalidNotation(exc.reason, line=self._line_of("DoubleDummyTricks")) from None
        rows = self.table("OptimumResultTable")
        if rows:
            try:
                return DDTable.from_rows(rows, partial=True)
            except InvalidNotation as exc:
                reason = exc.reason if len(exc.reason) <= 160 else exc.reason[:150] + "…"
                raise InvalidNotation(f"OptimumResultTable: {reason}",
                                      line=self._line_of("OptimumResultTable")) from None
        return None

    # ------------------------------------------------------------ building
    @classmethod
    def build(cls, *, board: Board | None = None, tags: Mapping[str, str] | Iterable[tuple[str, str]] = (),
              auction: Auction | None = None, dd=None, par=None) -> "PbnRecord":
        """A record for a board (in export order), with optional auction and DD analysis.

        ``dd`` is a :class:`~bridgelib.analysis.dd.DDTable` (written as
        ``DoubleDummyTricks`` and ``OptimumResultTable``), ``par`` a
        :class:`~bridgelib.analysis.dd.Par` (written as ``OptimumScore``).
        """
        values: dict[str, str] = dict(tags.items() if isinstance(tags, Mapping) else tags)
        if board is not None:
            if board.number is not None:
                values.setdefault("Board", str(board.number))
            values.setdefault("Dealer", board.dealer.letter)
            values.setdefault("Vulnerable", board.vulnerability.pbn())
            values.setdefault("Deal", board.deal.pbn(board.dealer))
        if auction is not None:
            c = auction.contract
            if c is not None:
                values.setdefault("Contract", c.pbn())
                values.setdefault("Declarer", c.declarer.letter if c.declarer is not None else "")
        out: list[Tag] = [Tag(n, values.pop(n)) for n in MANDATORY_TAGS if n in values]
        if auction is not None:
            out.append(Tag("Auction", auction.dealer.letter,
                           items=tuple(Item(c.pbn()) for c in auction.calls)))
        if dd is not None:
            values.setdefault("DoubleDummyTricks", dd.pbn())
        if par is not None:
            values.setdefault("OptimumScore", par.pbn())
        table = None
        if dd is not None:
            table = Tag("OptimumResultTable", "Declarer;Denomination\\2R;Result\\2R",
                        rows=tuple(dd.optimum_rows()))
        for name in sorted(values):
            out.append(Tag(name, values[name]))
        if table is not None:
            out.append(table)
        return cls(tuple(out))

    def pbn(self) -> str:
        """The record as PBN text (no trailing newline)."""
        lines = list(self.escapes)
        for c in self.comments:
            lines.append(c.pbn())
        lines.extend(t.pbn() for t in self.tags)
        return "\n".join(lines)

    def with_tags(self, **values: str) -> "PbnRecord":
        """A copy with tag values replaced or appended."""
        tags = list(self.tags)
        for name, value in values.items():
            for i, t in enumerate(tags):
                if t.name == name:
                    tags[i] = Tag(name, value, t.comments, t.items, t.rows, t.line)
                    break
            else:
                tags.append(Tag(name, value))
        return PbnRecord(tuple(tags), self.comments, self.escapes, self.line, self.inherited,
                         self.defaults)


class _ReadRecord(PbnRecord):
    """A record as read from a file.  It keeps the name, value and line of each tag
    in three tuples (``_names``, ``_texts``, ``_lines``) and, in ``_raw``, the
    :class:`Tag` objects made so far (``None`` for the others); a tag pair that
    nothing follows (no comment, section or table; not a Note; no ``#`` value) is
    made a Tag when first asked for (``tags``, or :meth:`tag` for one name).  It
    equals, hashes and writes as the :class:`PbnRecord` with those tags."""

    @cached_property
    def tags(self) -> tuple[Tag, ...]:  # a field of PbnRecord, computed here
        d = self.__dict__
        raw, names, texts, lines = d["_raw"], d["_names"], d["_texts"], d["_lines"]
        for i, t in enumerate(raw):
            if t is None:
                raw[i] = _simple_tag(names[i], texts[i], lines[i])
        return tuple(raw)

    def tag(self, name: str) -> Tag | None:
        d = self.__dict__
        if "tags" in d or "_raw" not in d:
            return super().tag(name)
        try:
            i = d["_names"].index(name)  # the first of that name (section 3.4)
        except ValueError:
            return None
        raw = d["_raw"]
        t = raw[i]
        if t is None:
            t = raw[i] = _simple_tag(name, d["_texts"][i], d["_lines"][i])
        return t


def _simple_tag(name: str, value: str, line: int) -> Tag:
    """``Tag(name, value, line=line)`` without the dataclass ``__init__`` (slower):
    the fields set one by one as it sets them, the others left to Tag's defaults
    (class attributes)."""
    t = _new(Tag)
    _setattr(t, "name", name)
    _setattr(t, "value", value)
    _setattr(t, "line", line)
    return t


def check(record: PbnRecord) -> list[str]:
    """Explain where a record and the rules disagree, in plain sentences (empty: all agree).

    Checks that the auction yields the recorded contract and declarer — and when
    it does not, whether the record omits passes before the first call (a quirk of
    some files) — that the play replays legally, and that a finished play took the
    recorded number of tricks; that the Board number is 1 or more, the deal has 52
    different cards, 13 a hand, the Result is 0 to 13 tricks, the Score is the
    duplicate score (Law 77) of the contract and result, and every note reference
    ``=n=`` has its ``Note`` tag.  The record itself is never changed.

    >>> rec = loads('[Dealer "N"]\\n[Declarer "E"]\\n[Contract "1NT"]\\n[Auction "N"]\\n1NT AP')[0]
    >>> check(rec)
    ['the auction yields 1NT by North, the record says declarer East: the calls fit if the record omits 1 pass before the first call (Auction starts with North; the dealer is North)']
    """
    found: list[str] = []
    found.extend(_check_tags(record))
    try:
        a = record.auction
    except (IllegalCall, InvalidNotation) as exc:
        found.append(f"the auction breaks the rules: {exc}")
        a = None
    try:
        rec_contract = record.contract
    except InvalidNotation as exc:
        found.append(f"the contract cannot be read: {exc}")
        rec_contract = None
    if a is not None and a.is_complete and rec_contract is not None:
        got = a.current_contract()  # the final contract: the auction is complete
        same_bid = (got.level, got.strain, got.doubling) == (
            rec_contract.level, rec_contract.strain, rec_contract.doubling)
        if not same_bid:
            found.append(f"the auction yields {got.to_text(declarer=False)}, the record says "
                         f"{rec_contract.to_text(declarer=False)}")
        elif not got.is_passed_out and got.declarer is not rec_contract.declarer:
            msg = (f"the auction yields {got}, the record says declarer "
                   f"{rec_contract.declarer.name_en if rec_contract.declarer is not None else 'none'}")
            for k in (1, 2, 3):
                shifted = Auction(a.dealer.next(k), [c for c in a.calls])
                if shifted.contract is not None and shifted.contract.declarer is rec_contract.declarer:
                    msg += (f": the calls fit if the record omits {k} pass{'es' if k > 1 else ''} "
                            f"before the first call (Auction starts with {a.dealer.name_en}; the "
                            f"dealer is {record.dealer.name_en if record.dealer is not None else 'not given'})")
                    break
            found.append(msg)
    if record.tag("Play") is not None and not any(f.startswith("the deal") for f in found) \
            and rec_contract is not None:
        if record.deal is None:
            found.append("the record has a Play section but no Deal tag to play it from")
        else:
            try:
                p = record.play
            except (IllegalPlay, InvalidNotation) as exc:
                found.append(f"the play breaks the rules: {exc}")
            else:
                if p is not None and p.is_complete and record.result is not None \
                        and p.declarer_tricks != record.result:
                    found.append(f"the play gives declarer {p.declarer_tricks} tricks, "
                                 f"the Result tag says {record.result}")
    return found


def _check_tags(record: PbnRecord) -> list[str]:
    """The checks of :func:`check` that read single tags."""
    found: list[str] = []

    def value(name: str) -> str | None:
        v = record.get(name)
        return None if v is None or v.strip() in ("", "?") or v.startswith("#") else v.strip()

    board = value("Board")
    if board is not None and not (board.isascii() and board.isdigit()
                                  and len(board.lstrip("0")) > 0):
        found.append(f"the Board tag says {_q(board)}: boards are numbered from 1 (PBN 2.1 "
                     "section 3.4.6)")
    deal = None
    try:
        deal = record.deal
    except InvalidNotation as exc:
        found.append(f"the deal cannot be read: {exc}")
    if deal is not None:
        sizes = [len(deal[s]) for s in Seat]
        if sizes != [13] * 4:
            shown = ", ".join(f"{s.name_en} {len(deal[s])}" for s in Seat)
            found.append(f"the deal has {sum(sizes)} cards ({shown}); a deal is 52 different "
                         "cards, 13 in each hand (Law 6)")
    result = None
    try:
        result = record.result
    except InvalidNotation as exc:
        found.append(f"the Result tag cannot be read: {exc}")
    if result is not None and not 0 <= result <= 13:
        found.append(f"the Result tag says declarer took {result} tricks; a deal has 13 tricks, "
                     "so a result is 0 to 13")
        result = None
    found.extend(_check_score(record, result))
    for section in ("Auction", "Play"):
        tag = record.tag(section)
        if tag is None:
            continue
        try:
            notes = record.notes(section)
        except InvalidNotation as exc:
            found.append(f"a Note tag cannot be read: {exc}")
            continue
        for it in tag.items:
            if it.note is not None and it.note not in notes:
                found.append(f"line {it.line}: {it.token} ={it.note}= refers to note {it.note}, but "
                             f"no Note tag \"{it.note}:…\" follows the {section} section "
                             "(PBN 2.1 section 3.5.4)")
    return found


def _check_score(record: PbnRecord, result: int | None) -> list[str]:
    """The Score tag against the duplicate score of the recorded contract and result."""
    scoring = (record.get("Scoring") or "").lower()
    if not record.get("Score") or any(w in scoring for w in ("rubber", "chicago", "honeymoon")):
        return []
    try:
        contract = record.contract
        vul = record.vulnerability
        recorded = record.score(Side.NS)
    except InvalidNotation as exc:
        return [f"the Score tag cannot be checked: {exc}"]
    if contract is None or recorded is None:
        return []
    from ..scoring.duplicate import duplicate_score

    if contract.is_passed_out:
        want = 0
        what = "passed out"
    else:
        if result is None or contract.declarer is None or vul is None:
            return []
        vulnerable = vul.is_vulnerable(contract.declarer)
        want = duplicate_score(contract, result, vulnerable)
        if contract.declarer.side is not Side.NS:
            want = -want
        what = f"{contract.to_text()} taking {result} tricks{', vulnerable' if vulnerable else ''}"
    if want == recorded:
        return []
    return [f"the Score tag gives North–South {recorded:+d}, but {what} scores {want:+d} for "
            "North–South (Law 77)"]


@lru_cache(maxsize=512)
def _contract(value: str) -> Contract:
    """The Contract tag; some exporters write a redoubled contract with ``R`` (``3NR``)."""
    m = re.fullmatch(r"([1-7](?:NT|N|S|H|D|C))R", value.strip(), re.I)
    return Contract.from_str(m.group(1) + "XX" if m else value)


def _note(t: Tag) -> tuple[int, str]:
    idx, sep, text = t.value.partition(":")
    idx = idx.strip()
    if not sep or not idx or not idx.isascii() or not idx.isdigit():
        raise InvalidNotation(
            f"Note {_q(t.value)} is not '<index>:<text>' (section 3.5.5)", line=t.line or None)
    return _number(idx, "note index", t.line or None), text


def _signed(text: str, what: str, line: int | None) -> int:
    return -_number(text[1:], what, line) if text[0] == "-" else _number(text.lstrip("+"), what, line)


def _side_value(value: str | None, side: Side | str, declarer: Seat | None,
                line: int | None = None) -> int | None:
    if not value:
        return None
    side = Side.from_str(side) if isinstance(side, str) else side
    text = value.strip()
    m = re.fullmatch(r"([+-]?[0-9]+)", text)
    if m:
        if declarer is None:
            return None
        v = _signed(m.group(1), "score", line)
        return v if declarer.side is side else -v
    pairs = re.findall(r"(NS|EW)\s+([+-]?[0-9]+)", text)
    if not pairs:
        return None
    got = {Side.from_str(k): _signed(v, "score", line) for k, v in pairs}
    if side in got:
        return got[side]
    return -got[side.opponents]


# ---------------------------------------------------------------------------- tokenizer
# A string is matched by an unrolled pattern with possessive repeats: linear time and
# constant memory whatever its length (the alternation ``(?:[^"\\]|\\.)*`` keeps a
# backtracking frame per character: ~180 bytes for each byte of a long tag value).
_STRING = r'"[^"\\]*+(?:\\.[^"\\]*+)*+"'
_TOKEN = re.compile(r'\s+|(\[)|(\])|(' + _STRING + r')|(;.*)|(\{)|([^\s\[\]{};"]+)|(")|(\})')

_TAG_LINE = re.compile(r'\s*\[\s*([A-Za-z0-9_]+)\s*(' + _STRING + r')\s*\]\s*\Z')
_SPECIAL = re.compile(r'[\[\]{};"]')
# A tag line whose value has no backslash, the value without its quotes (else _TAG_LINE)
_PLAIN_TAG_LINE = re.compile(r'\s*\[\s*([A-Za-z0-9_]+)\s*"([^"\\]*+)"\s*\]\s*\Z')

# token kinds
_LB, _RB, _STR, _SEMI, _BRACE, _WORD, _BLANK, _ESC, _TAG, _WORDS = range(10)


def _split_lines(text: str) -> Iterable[str]:
    """The lines of a text, split at ``\\n``, ``\\r\\n`` and ``\\r`` only — the line ends
    the writer uses and PBN knows (``str.splitlines`` would also split at form feeds,
    ``\\x85`` and U+2028, which a comment or a tag value may hold)."""
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return lines


# A token's value: its text; a _TAG token's (name, raw value); a _WORDS token's words.
_TokenValue = str | tuple[str, str] | list[str]


def _tokens(lines: Iterable[str]) -> Iterator[tuple[int, _TokenValue, int]]:
    """(kind, text, line) for the lines of a file (without their line ends); a
    semi-empty line outside comments is _BLANK."""
    lexer = _Lexer()
    for lineno, line in enumerate(lines, 1):
        yield from lexer.line(line, lineno)
    yield from lexer.end()


class _Lexer:
    """The tokens of one line after another; a ``{`` comment may span lines."""

    def __init__(self) -> None:
        self.in_brace = False
        self.brace_text: list[str] = []
        self.brace_line = 0

    def end(self) -> list[tuple[int, _TokenValue, int]]:
        if self.in_brace:
            return [(-1, "a comment opened with '{' is never closed", self.brace_line)]
        return []

    def line(self, line: str, lineno: int) -> list[tuple[int, _TokenValue, int]]:
        out: list[tuple[int, _TokenValue, int]] = []
        pos = 0
        if self.in_brace:
            end = line.find("}")
            if end < 0:
                self.brace_text.append(line)
                return out
            self.brace_text.append(line[:end])
            out.append((_BRACE, "\n".join(self.brace_text), self.brace_line))
            self.in_brace = False
            pos = end + 1
        elif not line.strip():
            return [(_BLANK, "", lineno)]
        elif line.startswith("%"):
            return [(_ESC, line, lineno)]
        else:
            # Fast paths for the two common lines: a lone tag pair, and plain tokens.
            m = _TAG_LINE.match(line)
            if m:
                return [(_TAG, (m.group(1), m.group(2)), lineno)]
            if not _SPECIAL.search(line):
                return [(_WORDS, line.split(), lineno)]
        n = len(line)
        while pos < n:
            m = _TOKEN.match(line, pos)
            if m is None:  # cannot happen: the pattern's last branches match any character
                raise AssertionError(f"no PBN token at column {pos + 1} of line {lineno}")
            kind = m.lastindex
            if kind is None:  # whitespace
                pos = m.end()
                continue
            if kind == 5:  # "{": a brace comment, maybe spanning lines
                end = line.find("}", m.end())
                if end < 0:
                    self.in_brace, self.brace_text, self.brace_line = True, [line[m.end():]], lineno
                    break
                out.append((_BRACE, line[m.end():end], lineno))
                pos = end + 1
                continue
            if kind == 7:
                out.append((-1, "a string opened with '\"' is not closed on its line", lineno))
                break
            if kind == 8:
                out.append((-1, "'}' closes a comment that was never opened with '{'", lineno))
                break
            if kind == 4:
                out.append((_SEMI, m.group(4)[1:], lineno))
            elif kind == 3:
                out.append((_STR, m.group(3), lineno))
            else:
                out.append(({1: _LB, 2: _RB, 6: _WORD}[kind], m.group(kind), lineno))
            pos = m.end()
        return out


def _unescape(raw: str) -> str:
    """The value of a PBN string: ``\\\\`` is a backslash, ``\\"`` a quote; any other
    backslash stands for itself (real files write column specs as ``Result\\2R``)."""
    body = raw[1:-1]
    if "\\" not in body:
        return body
    if "\\\\" not in body:
        return body.replace('\\"', '"')
    # str.replace works in C and in one output string: a long value full of escapes
    # costs a few bytes per byte (re.sub keeps a Python object per escape).
    mark = next(ch for ch in ("\x00", "\x01", "\ue000", "\ue001") if ch not in body)
    return body.replace("\\\\", mark).replace('\\"', '"').replace(mark, "\\")


# ---------------------------------------------------------------------------- parser
class _Game:
    """Builds one record from its tokens.

    ``tags`` holds, for each tag pair read so far, ``[name, value, line, state]``
    (:func:`_iter_games` appends the common ones itself, as :meth:`add_tag` does);
    ``state`` is ``None`` until something follows the tag pair (a comment, section
    words, table rows), then a dict (see :meth:`_state`).  Once :meth:`record` has
    run, ``hashes`` says whether a value starts with ``#`` and ``checks`` lists
    the tags :func:`_validate` looks at one by one (those, Notes and tables).
    """

    __slots__ = ("escapes", "line", "comments", "tags", "hashes", "checks")

    def __init__(self, escapes: list[str], line: int):
        self.escapes = escapes
        self.line = line
        self.comments: list[Comment] = []
        self.tags: list[list] = []
        self.hashes = False
        self.checks: list[Tag] = []

    def add_tag(self, name: str, raw_value: str, line: int) -> None:
        self.tags.append([name, raw_value[1:-1] if "\\" not in raw_value else _unescape(raw_value),
                          line, None])

    @staticmethod
    def _state(t: list) -> dict:
        """What follows a tag pair: its comments; for a section, its calls or cards
        (``tokens`` and their ``lines``: plain tokens, not yet made items, and
        ``notes``, the note reference of a plain token by its index; ``items``
        once an annotation needs them; ``pending``, an irregularity letter waiting
        for its call or card); for any other tag, its rows ``(line, words)``."""
        s = t[3]
        if s is None:
            s = t[3] = {"comments": [], "items": [], "rows": [], "pending": "",
                        "section": t[0] in ("Auction", "Play"), "tokens": [], "lines": [],
                        "notes": {}}
        return s

    @staticmethod
    def _items_of_plain(s: dict) -> None:
        """The plain lines read so far become items (an annotation or a comment follows)."""
        if s["tokens"]:
            s["items"][:0] = _items_from_plain(s["tokens"], s["lines"], s["notes"])
            s["tokens"], s["lines"], s["notes"] = [], [], {}

    def in_section(self) -> bool:
        """Whether the last tag read is an Auction or Play section."""
        return bool(self.tags) and self.tags[-1][0] in ("Auction", "Play")

    def add_comment(self, c: Comment) -> None:
        if not self.tags:
            self.comments.append(c)
            return
        s = self._state(self.tags[-1])
        self._items_of_plain(s)
        if s["items"]:
            last = s["items"][-1]
            s["items"][-1] = _item(last, comments=last.comments + (c,))
        elif s["rows"]:
            s["rows"][-1][1].append(c)
        else:
            s["comments"].append(c)

    def add_words(self, words: list[str], line: int) -> None:
        if not self.tags:
            raise InvalidNotation(f"{_q(words[0])} comes before any tag: a game starts with a "
                                  "tag pair", line=line)
        t = self.tags[-1]
        s = t[3] or self._state(t)
        if not s["section"]:
            for w in (words if "%" in "".join(words) else ()):
                if "%" in w and not w.startswith('"'):
                    raise InvalidNotation(f"{_q(w)}: '%' may not stand in section data (section 3.2)",
                                          line=line)
            rows = s["rows"]
            if not rows or rows[-1][0] != line:
                rows.append((line, words))
            else:
                rows[-1][1].extend(words)
            return
        auction = t[0] == "Auction"
        if not s["pending"] and not s["items"]:
            # The common case: plain calls or cards, perhaps with note references
            # (=n=); items are built when asked for.
            known = _PLAIN_CALLS if auction else _PLAIN_CARDS
            plain = words if known.issuperset(words) else self._plain_with_notes(words, known, s)
            if plain is not None:
                s["tokens"].extend(plain)
                s["lines"].extend([line] * len(plain))
                return
        self._items_of_plain(s)
        if not s["pending"] and (_CALLS if auction else _CARDS).issuperset(words):
            s["items"].extend(_plain_item(w, line) for w in words)
        else:
            for w in words:
                self._section_word(t[0], s, w, line)

    @staticmethod
    def _plain_with_notes(words: list[str], known: frozenset, s: dict) -> list[str] | None:
        """The tokens of a line of plain calls or cards each followed by at most one
        note reference ``=n=``, the references stored in ``s["notes"]``; ``None``
        (and nothing stored) for any other line, which :meth:`_section_word` reads."""
        notes = s["notes"]
        count = len(s["tokens"])
        out: list[str] = []
        found: list[tuple[int, int]] = []
        for w in words:
            if w in known:
                out.append(w)
                continue
            m = _NOTE_REF(w)
            index = count + len(out) - 1
            if m is None or index < 0 or index in notes or (found and found[-1][0] == index):
                return None
            found.append((index, int(m.group(1))))
        notes.update(found)
        return out

    def _section_word(self, name: str, s: dict, word: str, line: int) -> None:
        auction = name == "Auction"
        what = "call" if auction else "card"
        items = s["items"]
        for m in _PIECE.finditer(word):
            note, nag, suffix, irr, star, plus, tok, junk = m.groups()
            if junk is not None:
                raise InvalidNotation(f"{_q(word)} in the {name} section: {junk!r} is not part "
                                      f"of a {what}, note =n=, NAG $n or suffix", line=line)
            if tok is not None or star or plus:
                if tok is not None and not (_CALL if auction else _CARD).match(tok):
                    hint = ("a call: Pass, X, XX, AP, 1C … 7NT or -" if auction
                            else "a card: suit S H D C and rank A K Q J T 9 … 2, or -")
                    raise InvalidNotation(f"{_q(tok)} in the {name} section is not {hint}",
                                          line=line)
                items.append(_item(_plain_item(tok or star or plus, line),
                                   irregularity=s["pending"]))
                s["pending"] = ""
                continue
            if irr is not None:
                if irr == "S" and auction:
                    items.append(_plain_item("^S", line))
                elif (irr in "IS") != auction:
                    raise InvalidNotation(f"^{irr} belongs in the "
                                          f"{'Auction' if irr in 'IS' else 'Play'} section", line=line)
                else:
                    s["pending"] = irr
                continue
            if not items:
                raise InvalidNotation(f"{_q(word)}: an annotation with no {what} before it",
                                      line=line)
            last = items[-1]
            if note is not None:
                if last.note is not None:
                    raise InvalidNotation(f"{_q(word)}: a {what} has at most one note reference "
                                          f"(section 3.5.4)", line=line)
                items[-1] = _item(last, note=_number(note, "note reference", line))
            elif nag is not None:
                items[-1] = _item(last, nags=last.nags + (_number(nag, "NAG", line),))
            elif suffix is not None:
                if suffix not in _SUFFIXES or last.suffix:
                    raise InvalidNotation(f"{suffix!r}: a {what} takes one suffix of ! ? !! ?? !? ?!",
                                          line=line)
                items[-1] = _item(last, suffix=suffix)

    def record(self, inherited: Mapping[str, str], defaults: Mapping[str, str]) -> PbnRecord:
        game = self.tags
        raw: list[Tag | None] = [None] * len(game)  # the tags made now (see _ReadRecord)
        first: dict[str, str] = {}  # the first value of each tag (section 3.4)
        checks = self.checks
        hashes = False
        for i, (name, value, line, s) in enumerate(game):
            if name not in first:
                first[name] = value
            if s is None:
                if value[:1] == "#":
                    hashes = True
                elif name != "Note":  # a tag pair alone: made a Tag when asked for
                    continue
                t = _simple_tag(name, value, line)
                checks.append(t)
            elif s["pending"]:
                raise InvalidNotation(f"^{s['pending']} with no {name.lower()} after it",
                                      line=line)
            elif s["tokens"]:
                t = _read_tag(name, value, tuple(s["comments"]), s["tokens"], s["lines"],
                              s["notes"], line)
            else:  # Tag's fields, set one by one as its __init__ does (it is slower)
                t = _new(Tag)
                _setattr(t, "name", name)
                _setattr(t, "value", value)
                _setattr(t, "comments", tuple(s["comments"]))
                _setattr(t, "items", tuple(s["items"]))
                _setattr(t, "rows", tuple([tuple(r) for _, r in s["rows"]]) if s["rows"] else ())
                _setattr(t, "line", line)
            if s is not None:
                if value[:1] == "#":
                    hashes = True
                    checks.append(t)
                elif name == "Note" or s["rows"]:
                    checks.append(t)
            raw[i] = t
        # A _ReadRecord: PbnRecord's fields but ``tags``, which it makes when asked
        # (its attributes in a dict, as the cached properties would leave them)
        names, texts, lines, _ = zip(*game) if game else ((), (), (), ())
        fields = {"comments": tuple(self.comments), "escapes": tuple(self.escapes),
                  "line": self.line, "inherited": dict(inherited), "defaults": dict(defaults),
                  "_raw": raw, "_names": names, "_texts": texts, "_lines": lines}
        self.hashes = hashes
        if not hashes:  # no value inherits: the values are the first of each tag but Note
            first.pop("Note", None)
            if defaults:
                values = dict(defaults)
                values.update(first)
                first = values
            fields["_values"] = first  # PbnRecord._values, as it would compute it
        rec = _new(_ReadRecord)
        _setattr(rec, "__dict__", fields)
        return rec


_NOTE_REF = re.compile(r"=0*([0-9]{1,9})=\Z").match
"""A note reference ``=n=`` standing alone as a word (at most nine digits, as
:func:`_number` allows)."""


def _items_from_plain(tokens: Sequence[str], lines: Sequence[int],
                      notes: Mapping[int, int]) -> list[Item]:
    """The items of plain tokens (a call or card, a placeholder, a marker) and the
    note reference of some of them, by index."""
    items = list(map(_plain_item, tokens, lines))
    for i, n in notes.items():
        items[i] = _item(items[i], note=n)
    return items


_ITEM_DEFAULTS = {"token": "", "note": None, "suffix": "", "nags": (), "irregularity": "",
                  "comments": (), "line": 0}


def _plain_item(token: str, line: int) -> Item:
    """An Item built without the frozen-dataclass ``__init__``: reading the 300,000
    calls and cards of a large file is several times faster.  The fields set are
    exactly Item's own, so the result equals ``Item(token, line=line)``."""
    it = object.__new__(Item)
    d = dict(_ITEM_DEFAULTS)
    d["token"] = token
    d["line"] = line
    object.__setattr__(it, "__dict__", d)
    return it


def _item(base: Item, **changes) -> Item:
    it = object.__new__(Item)
    d = dict(base.__dict__)
    d.update(changes)
    object.__setattr__(it, "__dict__", d)
    return it


_PBN_CARDS = {tok: _card(tok) for tok in _CARDS if tok != "-"}
_ROUND = tuple(tuple((r + k) % 4 for k in range(4)) for r in range(4))
"""The columns of a trick in the order played, by the leader's column."""
_GOOD_SPECS: set[str] = set()
"""Table column specs already found valid by :func:`_column_widths`."""
_GOOD_NOTES: set[str] = set()
"""Note tag values already found valid by :func:`_note`."""


def _replay_auction(first: Seat, tokens: Sequence[str], lines: Sequence[int],
                    items: Sequence[Item] | None = None) -> Auction:
    """The Auction section replayed through the engine, from its tokens (and the
    line of each; ``items``, the section's items when it has annotations, for its
    irregularity marks and to quote them), each call checked by
    :meth:`Auction.extend` (the rule of :meth:`Auction.check`).

    Leading ``-`` skip players; ``AP`` passes until the auction ends; ``*``/``+``
    end the section; a ``-`` later on, ``^S`` or a call marked ``^I``/``^R``/``^L``
    is an irregularity the engine does not replay.  An illegal call raises
    :class:`IllegalCall` naming its line.
    """
    irregular = ({i for i, it in enumerate(items) if it.irregularity} if items is not None
                 else ())
    i = 0
    while i < len(tokens) and tokens[i] == "-":  # players before the first caller
        first = first.next()
        i += 1
    a = Auction(first)
    run: list[Call] = []  # calls not yet made, from token run_start on
    run_start = i

    def make_run() -> None:
        before = len(a)
        try:
            a.extend(run)
        except IllegalCall as exc:
            line = lines[run_start + len(a) - before]
            raise IllegalCall(f"line {line}: {exc}", rule=exc.rule, law=exc.law) from None

    for i in range(i, len(tokens)):
        tok = tokens[i]
        call = _PBN_CALL.get(tok)
        if call is not None and i not in irregular:
            run.append(call)
            continue
        if tok in ("*", "+"):
            break
        if tok == "-" or tok == "^S" or i in irregular and tok.upper() != "AP":
            make_run()
            shown = items[i].pbn() if items is not None else tok
            raise IllegalCall(f"line {lines[i]}: the record marks an irregularity here ({shown}); "
                              "the engine replays regular auctions only", rule=RuleId.IRREGULAR_RECORD)
        if tok.upper() == "AP":
            make_run()
            run, run_start = [], i + 1
            if not a.is_complete:  # the passes that end the auction
                calls = a.calls
                passes = 0
                for c in reversed(calls):
                    if not c.is_pass:
                        break
                    passes += 1
                # three passes after a call, or four passes (Law 17E)
                need = 3 - passes if passes < len(calls) else 4 - len(calls)
                a.extend([_PASS_CALL] * need)
            continue
        try:  # a call written otherwise (e.g. "P", "pass", "1n")
            call = Call.from_str(tok)
        except InvalidNotation:
            make_run()  # an illegal call before it is the first fault
            raise
        run.append(call)
    make_run()
    return a


_CONTRACT = PbnRecord.__dict__["contract"].func  # the functions of the cached properties
_DEAL = PbnRecord.__dict__["deal"].func


def _validate(rec: PbnRecord, tags: Iterable[Tag] | None = None) -> None:
    """Check the tags the engine reads; raise InvalidNotation with the line number.
    (``tags``: those of the record that may need a check of their own — a value
    starting with ``#``, a Note, a table — if the reader knows them; else all.)"""
    for t in (rec.tags if tags is None else tags):
        if t.value[:1] == "#" and t.name in _NO_INHERIT:
            raise InvalidNotation(f"tag {t.name} may not inherit its value with {_q(t.value)} "
                                  "(PBN 2.1 section 4.8)", line=t.line)
        if t.name == "Note":
            if t.value not in _GOOD_NOTES:
                _note(t)
                if len(_GOOD_NOTES) < 256:  # a file repeats its notes: check each once
                    _GOOD_NOTES.add(t.value)
        elif t.rows and t.name.endswith("Table") and t.value not in _GOOD_SPECS:
            _column_widths(t.value, t.line or None)
            if len(_GOOD_SPECS) < 256:  # a file repeats its table specs: check each once
                _GOOD_SPECS.add(t.value)
    values = rec._values
    # A seat letter or a common vulnerability is valid as written; anything else is
    # parsed, for its error (or for the less common ways of writing it).
    for name in ("Dealer", "Auction", "Play"):
        if values.get(name, "N") not in _SEAT_LETTERS:
            rec._parsed(name, _seat)
    if values.get("Vulnerable", "None") not in _VULNERABLE:
        rec._parsed("Vulnerable", Vulnerability.from_str)
    if values.get("Declarer", "N") not in _SEAT_LETTERS:
        rec.declarer  # noqa: B018 - parse for the error
    # The contract and the deal are parsed now (cheap, and kept: a bad one names its
    # fault), stored where their cached properties keep them (the property's own
    # first call takes a lock each time).
    d = rec.__dict__
    if "contract" not in d:
        d["contract"] = _CONTRACT(rec)
    if "deal" not in d and rec.get("Deal"):
        d["deal"] = _DEAL(rec)
    for name in ("Auction", "Play"):
        if name in rec and rec.get(name) in ("", "?"):
            raise InvalidNotation(f"the {name} tag must name the first seat (W, N, E or S)",
                                  line=rec._line_of(name))


def iter_records(text: str, *, source: str | None = None,
                 errors: list | None = None) -> Iterator[PbnRecord]:
    """Yield the records of a PBN text one by one (see :func:`loads`)."""
    if text.startswith("\ufeff"):
        text = text[1:]
    return _iter_games(_split_lines(text), source, errors)


def iter_file(path: str | os.PathLike, *, errors: list | None = None) -> Iterator[PbnRecord]:
    """Yield the records of a PBN file one at a time, reading it line by line.

    Only the game being read (and the tag values the next game may inherit) is
    held in memory, so a file of any size can be read: use it for large files
    (``load`` holds the whole text and every record).  The file is read as UTF-8,
    else as Windows-1252 (see :func:`read_text`); errors as in :func:`loads`.
    """
    encoding = _file_encoding(path)
    name = os.path.basename(os.fspath(path))
    with open(path, encoding=encoding, errors=_C1, newline="") as f:
        yield from _iter_games(_file_lines(f), name, errors)


def _file_lines(f: IO[str]) -> Iterator[str]:
    """The lines of a file opened with ``newline=""`` (split at \\n, \\r\\n and \\r
    only), without their line ends."""
    for line in f:
        if line.endswith("\n"):
            line = line[:-2] if line.endswith("\r\n") else line[:-1]
        elif line.endswith("\r"):
            line = line[:-1]
        yield line


def _iter_games(lines: Iterable[str], source: str | None,
                errors: list | None) -> Iterator[PbnRecord]:
    game: _Game | None = None
    escapes: list[str] = []
    state: dict[str, dict[str, str]] = {"prev": {}, "sticky": {}}
    skipping = False
    pending_tag: list[tuple[int, str, int]] = []

    def finish(g: _Game) -> PbnRecord:
        # "#" takes the nearest previous game's value; "##text" holds for later games.
        rec = g.record(state["prev"], state["sticky"])
        _validate(rec, g.checks)
        if g.hashes:
            sticky = dict(state["sticky"])
            for t in rec.tags:
                if t.value.startswith("##"):
                    sticky[t.name] = t.value[2:]
            state["sticky"] = sticky
        state["prev"] = rec._values
        return rec

    def fail(exc: InvalidNotation):
        if source is not None and exc.source is None:
            exc = InvalidNotation(exc.reason, line=exc.line, source=source)
        if errors is None:
            raise exc
        errors.append(exc)

    lexer = _Lexer()
    tag_line, special = _TAG_LINE.match, _SPECIAL.search
    plain_tag_line = _PLAIN_TAG_LINE.match
    # Where the next line of plain words goes, as game.add_words would put it, while
    # the last tag read takes such lines: the rows of a table, or the plain tokens
    # (and their lines) of a section whose words so far are plain (``known``).
    rows_to: list | None = None
    tokens_to: list[str] | None = None
    lines_to: list[int] = []
    known = _PLAIN_CALLS
    # The lines, then a last turn for what the lexer has left at the end of the file.
    # fast: game is not None (it is cur) and not pending_tag, skipping or lexer.in_brace
    fast, cur = False, _Game([], 0)
    for lineno, text in itertools.chain(enumerate(lines, 1), ((0, None),)):
        if fast and text is not None:
            # The two common lines, a lone tag pair and plain tokens inside a game,
            # handled here as the token loop below handles their one token.
            first = text[:1]
            if first == "[":
                m = plain_tag_line(text)
                if m:  # as game.add_tag does (a value with no backslash: as written)
                    cur.tags.append([*m.groups(), lineno, None])
                    rows_to = tokens_to = None
                    continue
                m = tag_line(text)
                if m:
                    name, raw = m.groups()
                    cur.tags.append([name, _unescape(raw), lineno, None])
                    rows_to = tokens_to = None
                    continue
            elif first != "%" and not special(text):
                words = text.split()
                if words:
                    if rows_to is not None:
                        if "%" not in text:
                            rows_to.append((lineno, words))  # the next row of a table
                            continue
                    elif tokens_to is not None and known.issuperset(words):
                        tokens_to.extend(words)  # plain calls or cards
                        lines_to.extend([lineno] * len(words))
                        continue
                    rows_to = tokens_to = None
                    try:
                        cur.add_words(words, lineno)
                    except InvalidNotation as exc:
                        fail(exc)
                        skipping, game, pending_tag, fast = True, None, [], False
                        continue
                    name, _, _, s = cur.tags[-1]  # add_words has made its state
                    if not s["section"]:
                        rows_to = s["rows"]
                    elif not s["pending"] and not s["items"]:
                        tokens_to, lines_to = s["tokens"], s["lines"]
                        known = _PLAIN_CALLS if name == "Auction" else _PLAIN_CARDS
                    continue
            toks = lexer.line(text, lineno)
        elif text is None:
            toks = lexer.end()  # a comment never closed
        else:
            toks = lexer.line(text, lineno)
        rows_to = tokens_to = None
        for kind, value, line in toks:
            if kind == _BLANK:
                if game is not None and not skipping:
                    try:
                        if pending_tag:
                            raise InvalidNotation("a tag pair is not closed before the empty line",
                                                  line=pending_tag[0][2])
                        rec = finish(game)
                    except InvalidNotation as exc:
                        fail(exc)
                    else:
                        yield rec
                game, skipping, pending_tag = None, False, []
                continue
            if skipping:
                continue
            if kind == _ESC:
                assert isinstance(value, str)  # an escape token's value is its line
                if game is None:
                    escapes.append(value)
                continue  # an escape line inside a game is ignored (section 2.4)
            if game is None:
                game = _Game(escapes, line)
                escapes = []
            try:
                if kind == _WORDS and not pending_tag:
                    assert isinstance(value, list)  # a _WORDS token holds its line's words
                    game.add_words(value, line)
                    continue
                if kind == _TAG and not pending_tag:
                    assert isinstance(value, tuple)  # a _TAG token holds (name, raw value)
                    game.add_tag(value[0], value[1], line)
                    continue
                if kind == _TAG:  # a whole tag pair while another is still open
                    raise InvalidNotation(f"the tag pair opened with '[' on line {pending_tag[0][2]} "
                                          "is not closed before the next tag pair", line=line)
                if kind == _WORDS:  # inside a tag pair that spans lines
                    assert isinstance(value, list)
                    kind, value = _WORD, " ".join(value)
                # every other token (_TAG and _WORDS are handled above) is a piece of text
                assert isinstance(value, str)
                if kind == -1:
                    raise InvalidNotation(value, line=line)
                if pending_tag or kind == _LB:
                    pending_tag.append((kind, value, line))
                    if kind in (_SEMI, _BRACE):
                        raise InvalidNotation("a comment cannot stand inside a tag pair (section 3.8)",
                                              line=line)
                    if len(pending_tag) == 4 or kind == _RB:
                        kinds = [k for k, _, _ in pending_tag]
                        if kinds != [_LB, _WORD, _STR, _RB] or not _NAME.match(pending_tag[1][1]):
                            shown = " ".join(v for _, v, _ in pending_tag)
                            raise InvalidNotation(
                                f"{_q(shown)} is not a tag pair: write [Name \"value\"]", line=line)
                        game.add_tag(pending_tag[1][1], pending_tag[2][1], pending_tag[0][2])
                        pending_tag = []
                    continue
                if kind in (_SEMI, _BRACE):
                    game.add_comment(Comment(value, brace=kind == _BRACE))
                elif kind == _RB:
                    raise InvalidNotation("']' with no '[' before it", line=line)
                elif kind == _STR:
                    if game.tags and not game.in_section():
                        game.add_words([value], line)
                    else:
                        raise InvalidNotation(f"{value} is a string where a call or card is expected",
                                              line=line)
                else:
                    game.add_words([value], line)
            except InvalidNotation as exc:
                fail(exc)
                skipping = True
                game = None
                pending_tag = []
        if game is not None and not pending_tag and not skipping and not lexer.in_brace:
            fast, cur = True, game
        else:
            fast = False
    if game is not None and not skipping:
        if pending_tag:
            fail(InvalidNotation("the file ends inside a tag pair", line=pending_tag[0][2]))
            return
        try:
            rec = finish(game)
        except InvalidNotation as exc:
            fail(exc)
        else:
            yield rec


# ---------------------------------------------------------------------------- json-like API
def loads(text: str, *, source: str | None = None, errors: list | None = None) -> list[PbnRecord]:
    """Read every game of a PBN text.

    Without ``errors`` the first bad game raises :class:`InvalidNotation` (with
    ``.line``); with a list, bad games are skipped and their errors appended.
    """
    # A large file makes hundreds of thousands of small objects and no cycles; the
    # cyclic garbage collector would rescan them again and again (2x slower).
    enabled = gc.isenabled()
    gc.disable()
    try:
        return list(iter_records(text, source=source, errors=errors))
    finally:
        if enabled:
            gc.enable()


def _c1_fallback(exc: UnicodeError) -> tuple[str, int]:
    """Windows-1252 leaves five bytes (0x81 0x8D 0x8F 0x90 0x9D) undefined: read them
    as the C1 control characters of the same number, as web browsers do."""
    if not isinstance(exc, UnicodeDecodeError):
        raise exc
    bad = exc.object[exc.start:exc.end]
    return "".join(chr(b) for b in bad), exc.end


_C1 = "bridgelib-cp1252-c1"
codecs.register_error(_C1, _c1_fallback)


def decode(raw: bytes) -> str:
    """UTF-8 (a BOM dropped) if the bytes are UTF-8, else Windows-1252.

    PBN 2.1 names ISO-8859-1, but files written on Windows use Windows-1252, which
    agrees with it except that 0x80–0x9F are printable (€ ‘ ’ “ ” – …) rather than
    control characters."""
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        return raw.decode("cp1252", errors=_C1)


def _file_encoding(path: str | os.PathLike) -> str:
    """``utf-8-sig`` if the whole file is UTF-8, else ``cp1252``: checked in blocks,
    so that a large file is never held in memory."""
    dec = codecs.getincrementaldecoder("utf-8")()
    try:
        with open(path, "rb") as f:
            while block := f.read(1 << 16):
                dec.decode(block)
            dec.decode(b"", final=True)
    except UnicodeDecodeError:
        return "cp1252"
    return "utf-8-sig"


def read_text(fp: IO[str] | str | os.PathLike) -> tuple[str, str | None]:
    """The text of an open file or a path (UTF-8, else Windows-1252) and a name for
    error messages."""
    if isinstance(fp, (str, os.PathLike)):
        with open(fp, "rb") as f:
            raw = f.read()
        return decode(raw), os.path.basename(os.fspath(fp))
    return fp.read(), getattr(fp, "name", None)


def write_text(text: str, fp: IO[str] | str | os.PathLike) -> None:
    """Write text to an open file, or to a path as UTF-8 with ``\\n`` line ends."""
    if isinstance(fp, (str, os.PathLike)):
        with open(fp, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
    else:
        fp.write(text)


def load(fp: IO[str] | str | os.PathLike, *, errors: list | None = None) -> list[PbnRecord]:
    """Read a PBN file: an open text file, or a path (read as UTF-8, else Windows-1252).

    For a large file, :func:`iter_file` reads one game at a time."""
    text, name = read_text(fp)
    return loads(text, source=name, errors=errors)


def dumps(records: Iterable[PbnRecord] | PbnRecord) -> str:
    """PBN text for the records: games separated by an empty line, ending with a newline."""
    if isinstance(records, PbnRecord):
        records = [records]
    return "\n\n".join(r.pbn() for r in records) + "\n"


def dump(records: Iterable[PbnRecord] | PbnRecord, fp: IO[str] | str | os.PathLike) -> None:
    """Write records to an open text file or a path (UTF-8)."""
    write_text(dumps(records), fp)
