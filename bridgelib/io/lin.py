"""LIN (Bridge Base Online hand records): a lossless reader and writer, json-style.

A LIN file is a stream of ``key|value|`` pairs.  The keys this module understands:

====  ============================================================================
pn    player names, South first: ``S,W,N,E`` (vugraph files may list eight)
md    dealer digit (1 South, 2 West, 3 North, 4 East) and the hands S, W, N, E;
      each hand is suit letters followed by ranks (``SKH4579QKAD69C58K``); the
      last hand may be left out (it holds the remaining cards)
sv    vulnerability: ``o``/``0`` none, ``n`` N–S, ``e`` E–W, ``b`` both
ah    board title (``Board 7``); ``qx`` board id (``o7`` open room, ``c7`` closed)
mb    a call: ``p`` pass, ``d`` double, ``r`` redouble, ``1N``, ``4S``…; a
      trailing ``!`` marks an alert
an    the explanation of the call before it
pc    a card played (``C9``); ``pg`` a pause; ``mc`` a claim: declarer's total tricks
====  ============================================================================

Other pairs (``st``, ``rh``, ``nt`` chat, ``rs`` results…) are kept as they are.
Each board is a :class:`LinRecord` holding its pairs in order; ``dumps`` writes
them back, one board a line, so that reading again gives equal records.

>>> rec = loads("pn|Sue,Wim,Ned,Eve|md|3SAKQJHT98D765C432,ST98H765D432CAKQJ,"
...             "S765H432DAKQJCT98,|sv|n|ah|Board 5|mb|1N|mb|p|mb|2C!|an|Stayman|"
...             "mb|p|mb|2D|mb|p|mb|3N|mb|p|mb|p|mb|p|pc|HA|mc|9|")[0]
>>> rec.board_number, rec.dealer, rec.vulnerability, rec.players[Seat.SOUTH]
(5, Seat.NORTH, Vulnerability.NS, 'Sue')
>>> [str(c) for c in rec.calls][:3]
['1NT', 'Pass', '2♣! (Stayman)']
>>> rec.auction.contract, rec.claim, rec.result
(Contract.from_str('3NTN'), 9, 9)
>>> rec.to_pbn()["Result"], rec.to_pbn().notes("Auction")
('9', {1: 'Stayman'})
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from functools import cached_property
from typing import IO, Iterable, Iterator

from ..auction import Auction, Call, Contract
from ..cards import Card, Rank, Suit, deck
from ..deal import Board, Deal
from ..errors import IllegalCall, IllegalPlay, InvalidNotation
from ..hand import Hand
from ..table import Seat, Vulnerability
from .pbn import _number, _q, read_text, write_text

__all__ = ["LinRecord", "LinCall", "load", "loads", "dump", "dumps", "LIN_SEATS"]

LIN_SEATS: tuple[Seat, ...] = (Seat.SOUTH, Seat.WEST, Seat.NORTH, Seat.EAST)
"""The order of LIN's hands, names and dealer digits (1 = South … 4 = East)."""

_VUL = {"o": Vulnerability.NONE, "0": Vulnerability.NONE, "-": Vulnerability.NONE,
        "n": Vulnerability.NS, "e": Vulnerability.EW, "b": Vulnerability.BOTH}
_ACTIONS = frozenset({"mb", "an", "pc", "pg", "mc", "nt", "at"})
_BID = re.compile(r"(?i)([pdr]|[1-7](?:NT|N|S|H|D|C)|pass|x|xx)(!?)\Z")
_CONTEXT_KEYS = ("pn", "vg")  # given once in vugraph files, for the boards that follow
_SPECIAL_CALLS = {"p": "Pass", "pass": "Pass", "d": "X", "x": "X", "r": "XX", "xx": "XX"}


@dataclass(frozen=True)
class LinCall:
    """A call with BBO's alert flag and the explanation given for it."""

    call: Call
    alert: bool = False
    explanation: str | None = None

    def __str__(self) -> str:
        out = self.call.to_text() + ("!" if self.alert else "")
        return out + (f" ({self.explanation})" if self.explanation else "")


@dataclass(frozen=True)
class LinRecord:
    """One board of a LIN file: its ``(key, value)`` pairs in order.

    ``lines`` holds the line number of each pair (not compared).  ``context`` holds
    the pairs a vugraph file gives once for the boards that follow (``pn`` with the
    players of both rooms, ``vg`` with the event): the last ones before this board
    when the board has none of its own (not compared; ``pairs`` stay as written).
    """

    pairs: tuple[tuple[str, str], ...]
    line: int = field(default=0, compare=False)
    lines: tuple[int, ...] = field(default=(), compare=False, repr=False)
    context: tuple[tuple[str, str], ...] = field(default=(), compare=False, repr=False)

    # ------------------------------------------------------------ raw access
    def values(self, key: str) -> list[str]:
        return [v for k, v in self.pairs if k == key]

    def get(self, key: str, default: str | None = None) -> str | None:
        for k, v in self.pairs:
            if k == key:
                return v
        return default

    def _line(self, index: int) -> int | None:
        return self.lines[index] if index < len(self.lines) else (self.line or None)

    def _index(self, key: str) -> int:
        return next((i for i, (k, _) in enumerate(self.pairs) if k == key), len(self.pairs))

    def _own_or_context(self, key: str) -> str | None:
        value = self.get(key)
        if value is None:
            value = next((v for k, v in self.context if k == key), None)
        return value

    # ------------------------------------------------------------ board
    @property
    def room(self) -> str | None:
        """``"open"`` or ``"closed"`` from the board id (``qx|o7|``, ``qx|c7|``), else ``None``."""
        qx = (self.get("qx") or "").strip()[:1].lower()
        return {"o": "open", "c": "closed"}.get(qx)

    @property
    def rooms(self) -> dict[str, dict[Seat, str]]:
        """The players of each room: a vugraph ``pn`` lists eight names (open room
        S W N E, then closed room S W N E), often only once, before the first board."""
        names = [n.strip() for n in (self._own_or_context("pn") or "").split(",")]
        out = {"open": {seat: n for seat, n in zip(LIN_SEATS, names[:4]) if n}}
        if len(names) > 4:
            out["closed"] = {seat: n for seat, n in zip(LIN_SEATS, names[4:8]) if n}
        return out

    @property
    def players(self) -> dict[Seat, str]:
        """The players of this board: of its room when ``pn`` names both rooms'."""
        rooms = self.rooms
        return rooms.get(self.room or "open", rooms["open"])

    @property
    def event(self) -> dict[str, str]:
        """What a vugraph header (``vg|title,segment,scoring,first,last,team1,…|``) says:
        ``Event``, ``Round`` (the segment), ``Scoring`` (``IMP``, ``MP`` or ``BAM``)
        and ``HomeTeam``/``VisitTeam`` as PBN tags; empty without a ``vg`` pair."""
        value = self._own_or_context("vg")
        if not value:
            return {}
        parts = [p.strip() for p in value.split(",")]
        parts += [""] * (9 - len(parts))
        out = {"Event": parts[0], "Round": parts[1],
               "Scoring": {"I": "IMP", "P": "MP", "B": "BAM"}.get(parts[2].upper(), ""),
               "HomeTeam": parts[5], "VisitTeam": parts[7]}
        return {k: v for k, v in out.items() if v}

    @property
    def board_number(self) -> int | None:
        for key in ("ah", "qx"):
            value = self.get(key)
            if value:
                m = re.search(r"([0-9]+)", value)
                if m:
                    return _number(m.group(1), "board number", self._line(self._index(key)))
        return None

    @cached_property
    def _md(self) -> tuple[Seat | None, Deal | None]:
        value = self.get("md")
        if value is None:
            return None, None
        try:
            return _parse_md(value)
        except InvalidNotation as exc:
            raise InvalidNotation(f"md|{_q(value)}|: {exc.reason}",
                                  line=self._line(self._index("md"))) from None

    @property
    def dealer(self) -> Seat | None:
        return self._md[0]

    @property
    def deal(self) -> Deal | None:
        return self._md[1]

    @property
    def vulnerability(self) -> Vulnerability | None:
        value = self.get("sv")
        if value is None:
            return None
        try:
            return _VUL[value.strip().lower()]
        except KeyError:
            raise InvalidNotation(f"sv|{_q(value)}| is not a vulnerability: o, n, e or b",
                                  line=self._line(self._index("sv"))) from None

    @property
    def board(self) -> Board | None:
        if self.deal is None:
            return None
        return Board(self.deal, self.dealer or Seat.NORTH, self.vulnerability or Vulnerability.NONE,
                     self.board_number)

    # ------------------------------------------------------------ auction and play
    @cached_property
    def calls(self) -> tuple[LinCall, ...]:
        """The calls (``mb``) with alerts and the explanations (``an``) that follow them."""
        out: list[LinCall] = []
        for i, (k, v) in enumerate(self.pairs):
            if k == "mb":
                out.append(_call(v, self._line(i)))
            elif k == "an" and out:
                last = out[-1]
                text = v if last.explanation is None else last.explanation + "; " + v
                out[-1] = LinCall(last.call, last.alert, text)
        return tuple(out)

    @property
    def auction(self) -> Auction | None:
        """The calls replayed through the engine from the dealer (``None`` without md)."""
        if self.dealer is None:
            return None
        a = Auction(self.dealer)
        idx = [i for i, (k, _) in enumerate(self.pairs) if k == "mb"]
        for i, c in zip(idx, self.calls):
            try:
                a.call(c.call)
            except IllegalCall as exc:
                raise IllegalCall(f"line {self._line(i)}: {exc}", rule=exc.rule, law=exc.law) from None
        return a

    @property
    def contract(self) -> Contract | None:
        a = self.auction
        return None if a is None else a.contract

    @cached_property
    def cards(self) -> tuple[Card, ...]:
        out = []
        for i, (k, v) in enumerate(self.pairs):
            if k == "pc":
                try:
                    out.append(Card.from_str(v.strip().upper()))
                except InvalidNotation:
                    raise InvalidNotation(f"pc|{_q(v)}| is not a card: a suit letter and a rank, "
                                          "e.g. C9 or HT", line=self._line(i)) from None
        return tuple(out)

    @property
    def claim(self) -> int | None:
        """Declarer's total tricks claimed (``mc``), or ``None``."""
        value = self.get("mc")
        if value is None:
            return None
        line = self._line(self._index("mc"))
        v = value.strip()
        if not (v.isascii() and v.isdigit()) or len(v.lstrip("0")) > 2 or int(v) > 13:
            raise InvalidNotation(f"mc|{_q(value, 30)}| is not a number of tricks (0 to 13)",
                                  line=line)
        return int(v)

    @property
    def play(self):
        """The cards replayed through the engine (``None`` without a contract)."""
        from ..play import Play

        c = self.contract
        if c is None or c.is_passed_out or self.deal is None:
            return None
        p = Play(self.deal, c)
        idx = [i for i, (k, _) in enumerate(self.pairs) if k == "pc"]
        for i, card in zip(idx, self.cards):
            try:
                p.play(card)
            except IllegalPlay as exc:
                raise IllegalPlay(f"line {self._line(i)}: {exc}", rule=exc.rule, law=exc.law) from None
        return p

    @property
    def result(self) -> int | None:
        """Declarer's tricks: the claim if there is one, else the tricks of a finished play."""
        if self.claim is not None:
            return self.claim
        p = self.play
        if p is not None and p.is_complete:
            return p.declarer_tricks
        return None

    # ------------------------------------------------------------ conversion
    def to_pbn(self, *, event: str | None = None, site: str | None = None,
               date: str | None = None, scoring: str | None = None):
        """The board as a :class:`~bridgelib.io.pbn.PbnRecord` with PBN's mandatory
        tags: alerts become ``=n=`` note references with their explanation in ``Note``
        tags (BBO's ``!S !H !D !C`` become suit symbols); the play is written by tricks
        in PBN's columns.

        ``Event``, ``Round`` and ``Scoring`` come from a vugraph header (``vg``) unless
        given; LIN records no site or date, so ``Site`` and ``Date`` are PBN's
        "unknown" (``?``, ``????.??.??``) unless given.  A vugraph board names the
        players of its own room and gets a ``Room`` tag.
        """
        from .pbn import Comment, Item, PbnRecord, Tag

        board = self.board
        known = self.event
        tags: dict[str, str] = {
            "Event": event if event is not None else known.get("Event", "?"),
            "Site": site if site is not None else "?",
            "Date": date if date is not None else "????.??.??",
        }
        if "Round" in known:
            tags["Round"] = known["Round"]
        players = self.players
        for seat in (Seat.WEST, Seat.NORTH, Seat.EAST, Seat.SOUTH):
            tags[seat.name_en] = players.get(seat, "?")
        tags["Scoring"] = scoring if scoring is not None else known.get("Scoring", "?")
        for key in ("HomeTeam", "VisitTeam"):
            if key in known:
                tags[key] = known[key]
        if self.room is not None:
            tags["Room"] = self.room.capitalize()
        auction = self.auction
        contract = auction.contract if auction is not None else None
        tags["Contract"], tags["Declarer"], tags["Result"] = "?", "?", "?"
        if auction is not None and contract is not None and (auction.is_complete
                                                             or contract.is_passed_out):
            tags["Contract"] = contract.pbn()
            tags["Declarer"] = (contract.declarer.letter if contract.declarer is not None
                                else "")
            tags["Result"] = ""
            if self.result is not None and not contract.is_passed_out:
                tags["Result"] = str(self.result)
        if board is None:  # no md: PBN's "unknown" for the board's mandatory tags
            tags.update(Board="?", Dealer="?", Vulnerable="?", Deal="?")
        elif board.number is None:
            tags["Board"] = "?"
        rec = PbnRecord.build(board=board, tags=tags)
        out = list(rec.tags)
        if auction is not None:
            items: list[Item] = []
            notes: list[Tag] = []
            for c in self.calls:
                note = None
                if c.alert or c.explanation:
                    text = _suit_symbols(c.explanation) if c.explanation else "alert"
                    notes.append(Tag("Note", f"{len(notes) + 1}:{text}"))
                    note = len(notes)
                items.append(Item(c.call.pbn(), note=note))
            if not auction.is_complete:
                items.append(Item("*"))
            out.append(Tag("Auction", auction.dealer.letter, items=tuple(items)))
            out.extend(notes)
        play = self.play
        if play is not None and play.cards_played:
            leader = play.declarer.lho
            items = []
            tricks = list(play.tricks) + ([play.current_trick] if play.current_trick.cards else [])
            for t in tricks:
                for k in range(4):
                    c = t.card_of(leader.next(k))
                    items.append(Item(c.pbn() if c is not None else "-"))
            if not play.is_complete:
                items.append(Item("*", comments=(Comment(f" claim: {self.claim} tricks "),)
                                  if self.claim is not None else ()))
            out.append(Tag("Play", leader.letter, items=tuple(items)))
        return PbnRecord(tuple(out))

    def lin(self) -> str:
        return "".join(f"{k}|{v}|" for k, v in self.pairs)

    def __repr__(self) -> str:
        return f"<LinRecord line {self.line}: board {self.board_number}, {len(self.pairs)} pairs>"


# ---------------------------------------------------------------------------- parsing
_BBO_SUIT = re.compile(r"!([SHDCshdc])")


def _suit_symbols(text: str) -> str:
    """BBO writes a suit in an explanation as ``!S`` ``!H`` ``!D`` ``!C``: the symbols."""
    text = " ".join(text.splitlines())
    return _BBO_SUIT.sub(lambda m: Suit.from_str(m.group(1).upper()).symbol, text)


def _parse_hand(text: str) -> Hand:
    cards: list[Card] = []
    suit: Suit | None = None
    i = 0
    raw = text.strip().upper()
    while i < len(raw):
        ch = raw[i]
        if ch in "SHDC":
            suit = Suit.from_str(ch)
            i += 1
            continue
        if suit is None:
            raise InvalidNotation(f"{_q(text)}: a LIN hand starts with a suit letter (S H D C)")
        if raw.startswith("10", i):
            rank, i = Rank.TEN, i + 2
        else:
            try:
                rank = Rank.from_str(ch)
            except InvalidNotation:
                raise InvalidNotation(f"{_q(text)}: {ch!r} is not a rank") from None
            i += 1
        c = Card(suit, rank)
        if c in cards:
            raise InvalidNotation(f"{_q(text)} holds {c} twice")
        cards.append(c)
    return Hand(cards)


def _parse_md(value: str) -> tuple[Seat | None, Deal]:
    raw = value.strip()
    dealer = None
    if raw[:1].isdigit():
        if raw[0] not in "1234":
            raise InvalidNotation(f"the dealer digit {raw[0]!r} is not 1 (S), 2 (W), 3 (N) or 4 (E)")
        dealer = LIN_SEATS[int(raw[0]) - 1]
        raw = raw[1:]
    parts = raw.split(",")
    if len(parts) > 4:
        raise InvalidNotation(f"{len(parts)} hands: a deal has four (S, W, N, E)")
    parts += [""] * (4 - len(parts))
    hands = {seat: _parse_hand(p) for seat, p in zip(LIN_SEATS, parts)}
    for seat, h in hands.items():
        if len(h) > 13:
            raise InvalidNotation(f"{seat.name_en} has {len(h)} cards")
    known = [s for s in LIN_SEATS if len(hands[s])]
    if len(known) == 3 and all(len(hands[s]) == 13 for s in known):
        missing = next(s for s in LIN_SEATS if not len(hands[s]))
        used = set().union(*(hands[s].cards for s in known))
        hands[missing] = Hand(c for c in deck() if c not in used)
    return dealer, Deal(hands)


def _call(value: str, line: int | None) -> LinCall:
    m = _BID.match(value.strip())
    if not m:
        raise InvalidNotation(f"mb|{_q(value)}| is not a call: p, d, r, or a bid such as 1C, 3N",
                              line=line)
    token = m.group(1)
    call = Call.from_str(_SPECIAL_CALLS.get(token.lower(), token.upper()))
    return LinCall(call, bool(m.group(2)))


def _pairs(text: str) -> Iterator[tuple[str, str, int]]:
    line = 1
    fields = text.split("|")
    i = 0
    while i < len(fields):
        key = fields[i]
        key_line = line + key[: len(key) - len(key.lstrip())].count("\n")
        line += key.count("\n")
        key = key.strip()
        if i + 1 >= len(fields):
            if key:
                raise InvalidNotation(f"{_q(key)} has no value: LIN is written key|value|",
                                      line=key_line)
            break
        value = fields[i + 1]
        line += value.count("\n")
        if not re.fullmatch(r"[A-Za-z]{1,3}", key):
            raise InvalidNotation(f"{_q(key)} is not a LIN key (two letters, e.g. md, mb, pc)",
                                  line=key_line)
        yield key.lower(), value, key_line
        i += 2


def iter_records(text: str, *, source: str | None = None,
                 errors: list | None = None) -> Iterator[LinRecord]:
    """Yield one record per board: a board starts at ``qx``, or at a second ``md``
    (taking with it the header pairs — ``pn``, ``st``, ``rh`` … — written after the
    previous board's last call or card).  A bad line costs only the boards on it
    when ``errors`` is a list."""
    # Parse line by line where a line holds whole pairs (the usual layout), so a
    # broken line does not spoil the others; a pair spanning lines joins them.  Lines
    # end at "\n" only (the line numbers count "\n"); everything is linear in the
    # length of the text, however many lines a board spans.
    def chunks() -> Iterator[tuple[int, str]]:
        buf: list[str] = []
        pipes, start = 0, 1
        lines = text.split("\n")
        for n, ln in enumerate(lines, 1):
            if not buf:
                start = n
            buf.append(ln if n == len(lines) else ln + "\n")
            pipes += ln.count("|")
            if pipes % 2 == 0:
                yield start, "".join(buf)
                buf, pipes = [], 0
        if buf:
            yield start, "".join(buf)

    context: dict[str, str] = {}

    def make(pairs):
        rec = LinRecord(tuple((k, v) for k, v, _ in pairs), pairs[0][2],
                        tuple(n for _, _, n in pairs), tuple(context.items()))
        for k, v, _ in pairs:
            if k in _CONTEXT_KEYS:
                context[k] = v
        _validate(rec)
        return rec

    # The board being read: its pairs, and whether it has a deal / a call or card yet.
    cur: list[tuple[str, str, int]] = []
    has_md = has_action = False
    for first_line, chunk in chunks():
        try:
            got = [(k, v, ln + first_line - 1) for k, v, ln in _pairs(chunk)]
        except InvalidNotation as exc:
            _fail(exc, source, errors)
            continue
        for p in got:
            key = p[0]
            # A board starts at qx, or at a second md (taking the header pairs after
            # the previous board's last call or card with it).
            if cur and (key == "qx" and (has_md or has_action) or key == "md" and has_md):
                cut = len(cur)
                if key == "md":
                    while cut > 0 and cur[cut - 1][0] not in _ACTIONS and cur[cut - 1][0] != "md":
                        cut -= 1
                done, cur = cur[:cut], cur[cut:]
                has_md = any(k == "md" for k, _, _ in cur)
                has_action = any(k in ("mb", "pc") for k, _, _ in cur)
                if done:
                    try:
                        yield make(done)
                    except InvalidNotation as exc:
                        _fail(exc, source, errors)
            cur.append(p)
            has_md = has_md or key == "md"
            has_action = has_action or key in ("mb", "pc")
    if cur:
        try:
            yield make(cur)
        except InvalidNotation as exc:
            _fail(exc, source, errors)


def _fail(exc: InvalidNotation, source: str | None, errors: list | None) -> None:
    if source is not None and exc.source is None:
        exc = InvalidNotation(exc.reason, line=exc.line, source=source)
    if errors is None:
        raise exc
    errors.append(exc)


def _validate(rec: LinRecord) -> None:
    rec.deal  # noqa: B018 - parse md
    rec.vulnerability  # noqa: B018
    rec.calls  # noqa: B018
    rec.cards  # noqa: B018
    rec.claim  # noqa: B018


# ---------------------------------------------------------------------------- json-like API
def loads(text: str, *, source: str | None = None, errors: list | None = None) -> list[LinRecord]:
    """Read every board of a LIN text (errors as in :func:`bridgelib.io.pbn.loads`)."""
    if text.startswith("\ufeff"):
        text = text[1:]
    return list(iter_records(text, source=source, errors=errors))


def load(fp: IO[str] | str | os.PathLike, *, errors: list | None = None) -> list[LinRecord]:
    """Read a LIN file: an open text file or a path (UTF-8, else Latin-1)."""
    text, name = read_text(fp)
    return loads(text, source=name, errors=errors)


def dumps(records: Iterable[LinRecord] | LinRecord) -> str:
    """LIN text: one board a line."""
    if isinstance(records, LinRecord):
        records = [records]
    out = []
    for r in records:
        for k, v in r.pairs:
            if "|" in v or "|" in k:
                raise InvalidNotation(f"{k}|{v}|: a LIN key or value cannot contain '|'")
        out.append(r.lin())
    return "\n".join(out) + "\n"


def dump(records: Iterable[LinRecord] | LinRecord, fp: IO[str] | str | os.PathLike) -> None:
    """Write records to an open text file or a path (UTF-8)."""
    write_text(dumps(records), fp)
