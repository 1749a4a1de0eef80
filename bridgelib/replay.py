"""Stepping through a deal record: the plain logic behind the deal replayer.

A *source* is anything with ``len(source)`` steps and ``source.frame(i)``
giving a :class:`Frame` — what the table looks like after step ``i`` (step 0
is the deal before any action).  :class:`FourHandSource` builds the frames of a
four-hand deal from the engine (``Deal`` + ``Auction`` + ``Play``);
:class:`RecordSource` adapts an annotated record cursor
(``forward``/``back``/``goto``/``state``, e.g. :mod:`bridgelib.records`).
:class:`Replay` is the cursor the widget drives; :func:`replay_html` renders
every step as static HTML (no JavaScript).

>>> from bridgelib import Deal, Auction
>>> deal = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
>>> src = FourHandSource(deal, Auction.from_str("N", "P P 1S P 2S P P P"), "HA H8 H5 H2 HK")
>>> r = Replay(src)
>>> len(r), r.frame.label
(14, 'Deal: North deals')
>>> r.goto_trick(1); r.frame.label
'Trick 1: West leads ♥A'
>>> r.forward(); r.forward(); r.forward(); r.frame.trick_text
True
True
True
'W ♥A, N ♥8, E ♥5, S ♥2 → West'
>>> r.back(); r.frame.trick_text
True
'W ♥A, N ♥8, E ♥5'
>>> r.last(); r.frame.label, r.frame.score
('Trick 2: West leads ♥K', 'North–South 0 tricks, East–West 1')
"""

from __future__ import annotations

from dataclasses import dataclass, field
from html import escape
from typing import Any, Iterable, Mapping, Protocol, Sequence

from .auction import Auction, Call, Contract
from .cards import Card, Suit
from .deal import Deal
from .errors import InvalidNotation
from .hand import Hand
from .play import Play, trick_winner
from .render import HTML
from .table import Seat, Vulnerability

__all__ = ["Frame", "Mark", "ReplaySource", "FourHandSource", "RecordSource", "Replay",
           "replay_source", "frame_html", "replay_html"]


@dataclass(frozen=True)
class Frame:
    """What the table looks like after one step of a record.

    ``hands`` maps the seats in play (four, or two in honeymoon bridge) to the
    cards they still hold; ``closed`` are the seats a player at the table could
    not see (the replayer shows them when asked for open hands); ``trick`` is the
    current trick as (seat, card) pairs with its ``winner`` once complete;
    ``calls`` the auction so far.
    """

    index: int
    label: str
    hands: Mapping[Seat, Hand]
    closed: frozenset[Seat] = frozenset()
    phase: str = "deal"
    trick: tuple[tuple[Seat, Card], ...] = ()
    winner: Seat | None = None
    trick_number: int | None = None
    trump: Suit | None = None
    dealer: Seat | None = None
    calls: tuple[tuple[Seat, Call], ...] = ()
    contract: str = ""
    talon: int | None = None
    score: str = ""
    comment: str = ""
    irregularities: tuple[str, ...] = ()
    names: Mapping[Seat, str] = field(default_factory=dict)

    @property
    def trick_text(self) -> str:
        text = ", ".join(f"{s.letter} {c}" for s, c in self.trick)
        return text + (f" → {self.winner.name_en}" if self.winner is not None else "")

    @property
    def auction_text(self) -> str:
        return " ".join(f"{s.letter}:{c}" for s, c in self.calls)


@dataclass(frozen=True)
class Mark:
    """A place to jump to: ``label`` (e.g. ``"Trick 3"``) and its step index."""

    label: str
    index: int


class ReplaySource(Protocol):
    def __len__(self) -> int: ...

    def frame(self, i: int) -> Frame: ...

    def marks(self) -> list[Mark]: ...


# ---------------------------------------------------------------- four-hand deals from the engine
class FourHandSource:
    """Frames of a four-hand deal: the deal, each call, each card played.

    ``cards`` may be a sequence of cards or a space-separated string; the play
    needs a complete auction with a contract.  ``comments`` maps a step index to
    a comment shown at that step.  ``names`` gives players' names by seat.
    """

    def __init__(self, deal: Deal, auction: Auction | None = None,
                 cards: Sequence[Card | str] | str = (), *,
                 comments: Mapping[int, str] | None = None,
                 vulnerability: Vulnerability = Vulnerability.NONE,
                 names: Mapping[Seat, str] | None = None, title: str = ""):
        self.deal = deal
        self.auction = auction.copy() if auction is not None else None
        if isinstance(cards, str):
            cards = cards.split()
        self.cards = tuple(c if isinstance(c, Card) else Card.from_str(c) for c in cards)
        self.vulnerability = vulnerability
        self.names = dict(names or {})
        self.comments = dict(comments or {})
        self.title = title
        self.contract: Contract | None = None
        if self.cards:
            if self.auction is None or self.auction.contract is None:
                raise InvalidNotation("cards were given but the auction has no contract: "
                                      "a play needs a complete auction")
            self.contract = self.auction.contract
            Play(deal, self.contract, self.cards)  # refuses an illegal card sequence
        elif self.auction is not None and self.auction.is_complete:
            self.contract = self.auction.contract
        self._calls = self.auction.calls if self.auction is not None else ()
        self._dealer = self.auction.dealer if self.auction is not None else Seat.NORTH

    def __len__(self) -> int:
        return 1 + len(self._calls) + len(self.cards)

    def __repr__(self) -> str:
        return f"FourHandSource({self.title or self.deal.pbn()!r}, {len(self)} steps)"

    def marks(self) -> list[Mark]:
        out = [Mark("Deal", 0)]
        if self._calls:
            out.append(Mark("Auction", 1))
        base = 1 + len(self._calls)
        for t in range(0, len(self.cards), 4):
            out.append(Mark(f"Trick {t // 4 + 1}", base + t))
        return out

    def frame(self, i: int) -> Frame:
        if not 0 <= i < len(self):
            raise InvalidNotation(f"step {i} does not exist: this record has steps 0 to {len(self) - 1}")
        n_calls = min(i, len(self._calls)) if i > 0 else 0
        calls = tuple((self._dealer.next(k), c) for k, c in enumerate(self._calls[:n_calls]))
        n_cards = max(0, i - len(self._calls))
        common = dict(index=i, dealer=self._dealer, calls=calls, names=self.names,
                      comment=self.comments.get(i, ""))
        if n_cards == 0:
            hands = {s: self.deal[s] for s in Seat}
            if i == 0:
                label = f"Deal: {self._dealer.name_en} deals"
                phase = "deal"
            else:
                seat, call = calls[-1]
                label = f"Auction: {seat.name_en} {_call_verb(call)}"
                phase = "auction"
            contract = ""
            if self.contract is not None and n_calls == len(self._calls):
                contract = str(self.contract)
            return Frame(label=label, hands=hands, phase=phase, contract=contract,
                         closed=frozenset(Seat), **common)  # type: ignore[arg-type]
        play = Play(self.deal, self.contract, self.cards[:n_cards])  # type: ignore[arg-type]
        last_seat, last_card = list(play)[-1]
        done = n_cards % 4 == 0
        if done:
            t = play.tricks[-1]
            trick = tuple(zip(t.players, t.cards))
            winner, number = t.winner, len(play.tricks)
        else:
            cur = play.current_trick
            trick = tuple(zip(cur.players, cur.cards))
            winner, number = None, play.trick_number
        verb = "leads" if len(trick) == 1 else "plays"
        label = f"Trick {number}: {last_seat.name_en} {verb} {last_card}"
        declaring = play.declaring_side
        score = (f"{declaring.label} {play.tricks_won(declaring)} tricks, "
                 f"{declaring.opponents.label} {play.tricks_won(declaring.opponents)}")
        if play.is_complete:
            score += _result_text(self.contract, play.declarer_tricks, self.vulnerability)  # type: ignore[arg-type]
        closed = frozenset(s for s in Seat if s not in (play.declarer, play.dummy))
        return Frame(label=label, hands={s: play.hand(s) for s in Seat}, closed=closed,
                     phase="play", trick=trick, winner=winner, trick_number=number,
                     trump=play.trump, contract=str(self.contract), score=score,
                     **common)  # type: ignore[arg-type]


def _call_verb(call: Call) -> str:
    if call.is_bid:
        return f"bids {call}"
    return {"pass": "passes", "double": "doubles", "redouble": "redoubles"}[call.kind.value]


def _result_text(contract: Contract, tricks: int, vul: Vulnerability) -> str:
    need = contract.tricks_needed
    verdict = (f"made{' +' + str(tricks - need) if tricks > need else ''}" if tricks >= need
               else f"down {need - tricks}")
    try:
        from .scoring import duplicate_score
    except ImportError:  # pragma: no cover - scoring ships with the package
        return f"; {contract} {verdict}"
    pts = duplicate_score(contract, tricks, vulnerable=vul.is_vulnerable(contract.declarer))
    return f"; {contract.to_text()} {verdict}: {pts:+d} to the declaring side"


# ---------------------------------------------------------------- annotated records
_STATE_FIELDS = ("hands", "talon", "trick", "auction", "scores", "comment", "irregularities")


class RecordSource:
    """Frames from an annotated record cursor.

    The cursor has ``len(cursor)``, ``goto(i)`` and ``state()``; a state exposes
    (as attributes or keys) ``hands`` (seat → Hand), and where the game has
    them ``hidden``/``closed``, ``talon`` (a count or a list), ``trick``
    (a Trick or (seat, card) pairs), ``auction`` (an Auction or (seat, call)
    pairs), ``contract``, ``scores``, ``comment``, ``irregularities``,
    ``label``/``action`` and ``phase``.  Fields a state lacks are left empty.
    """

    def __init__(self, cursor: Any, *, title: str = ""):
        for needed in ("goto", "state", "__len__"):
            if not hasattr(cursor, needed):
                raise InvalidNotation(f"{cursor!r} is not a record cursor: it has no {needed}()")
        self.cursor = cursor
        self.title = title or str(getattr(cursor, "title", "") or "")
        self._frames: dict[int, Frame] = {}

    def __len__(self) -> int:
        return len(self.cursor)

    def __repr__(self) -> str:
        return f"RecordSource({self.title!r}, {len(self)} steps)"

    def frame(self, i: int) -> Frame:
        if not 0 <= i < len(self):
            raise InvalidNotation(f"step {i} does not exist: this record has steps 0 to {len(self) - 1}")
        if i not in self._frames:
            self.cursor.goto(i)
            self._frames[i] = frame_from_state(self.cursor.state(), i)
        return self._frames[i]

    def marks(self) -> list[Mark]:
        custom = getattr(self.cursor, "marks", None)
        if callable(custom):
            return [m if isinstance(m, Mark) else Mark(str(m[0]), int(m[1])) for m in custom()]
        out: list[Mark] = []
        last_phase = None
        last_trick = None
        for i in range(len(self)):
            f = self.frame(i)
            if f.phase != last_phase:
                out.append(Mark(f.phase.capitalize(), i))
                last_phase = f.phase
                last_trick = None
            if f.trick_number is not None and f.trick_number != last_trick and f.trick:
                out.append(Mark(f"{f.phase.capitalize()} trick {f.trick_number}", i))
                last_trick = f.trick_number
        return out


def _get(state: Any, name: str, default: Any = None) -> Any:
    if isinstance(state, Mapping):
        return state.get(name, default)
    value = getattr(state, name, default)
    return value() if callable(value) and name in ("hands",) and not isinstance(value, Mapping) else value


def frame_from_state(state: Any, i: int) -> Frame:
    """Read a record's state (attributes or keys) into a :class:`Frame`."""
    hands_raw = _get(state, "hands") or {}
    hands = {Seat.from_str(s) if isinstance(s, str) else Seat(s): (h if isinstance(h, Hand) else Hand(h))
             for s, h in dict(hands_raw).items()}
    closed = _get(state, "closed", None)
    if closed is None:
        closed = _get(state, "hidden", ()) or ()
    trick_raw = _get(state, "trick", None)
    trick, winner, trump, number = _read_trick(trick_raw)
    trump = _get(state, "trump", trump)
    number = _get(state, "trick_number", number)
    winner = _get(state, "winner", winner)
    auction = _get(state, "auction", None)
    calls: tuple[tuple[Seat, Call], ...] = ()
    dealer = _get(state, "dealer", None)
    if isinstance(auction, Auction):
        calls = tuple(auction)
        dealer = auction.dealer
    elif auction:
        calls = tuple((Seat(s) if not isinstance(s, str) else Seat.from_str(s),
                       c if isinstance(c, Call) else Call.from_str(str(c))) for s, c in auction)
    talon = _get(state, "talon", None)
    if talon is not None and not isinstance(talon, int):
        talon = len(talon)
    scores = _get(state, "scores", None)
    if scores is None:
        scores = _get(state, "score", "")
    if isinstance(scores, Mapping):
        scores = ", ".join(f"{_name(k)} {v}" for k, v in scores.items())
    irregular = _get(state, "irregularities", ()) or ()
    if isinstance(irregular, str):
        irregular = (irregular,)
    names = _get(state, "names", None) or {}
    contract = _get(state, "contract", None)
    label = _get(state, "label", None) or _get(state, "action", None) or f"Step {i}"
    return Frame(index=i, label=str(label), hands=hands,
                 closed=frozenset(Seat.from_str(s) if isinstance(s, str) else Seat(s) for s in closed),
                 phase=str(_get(state, "phase", "") or ""), trick=trick, winner=winner,
                 trick_number=number, trump=trump, dealer=dealer, calls=calls,
                 contract="" if contract is None else str(contract), talon=talon,
                 score=str(scores or ""), comment=str(_get(state, "comment", "") or ""),
                 irregularities=tuple(str(x) for x in irregular), names=dict(names))


def _name(key: Any) -> str:
    return key.name_en if isinstance(key, Seat) else str(key)


def _read_trick(raw: Any) -> tuple[tuple[tuple[Seat, Card], ...], Seat | None, Suit | None, int | None]:
    if raw is None:
        return (), None, None, None
    players = getattr(raw, "players", None)
    cards = getattr(raw, "cards", None)
    if players is not None and cards is not None:
        pairs = tuple(zip(players, cards))
        trump = getattr(raw, "trump", None)
        win = getattr(raw, "winner", None)
        if win is None and len(cards) == len(players) and getattr(raw, "is_complete", False):
            win = players[trick_winner(cards, trump)]
        return pairs, win, trump, getattr(raw, "number", None)
    pairs = tuple((Seat.from_str(s) if isinstance(s, str) else Seat(s),
                   c if isinstance(c, Card) else Card.from_str(str(c))) for s, c in raw)
    return pairs, None, None, None


def replay_source(record: Any) -> "ReplaySource":
    """A replay source for ``record``: a source as is, a record cursor (``goto``/``state``),
    or a record with a ``cursor()`` method."""
    if hasattr(record, "frame") and hasattr(record, "marks"):
        return record
    if hasattr(record, "goto") and hasattr(record, "state"):
        return RecordSource(record)
    make = getattr(record, "cursor", None)
    if callable(make):
        return RecordSource(make(), title=str(getattr(record, "title", "") or ""))
    raise InvalidNotation(f"{type(record).__name__} is not a record the replayer can step "
                          "through: give a deal record, a record cursor or a FourHandSource")


# ---------------------------------------------------------------- the cursor a widget drives
class Replay:
    """A position in a source: ``forward``, ``back``, ``goto``, jump to a mark.

    ``forward``/``back`` return ``False`` (and stay put) at the ends; ``goto``
    refuses a step that does not exist.
    """

    def __init__(self, source: ReplaySource | Any, *, title: str = ""):
        source = replay_source(source)
        self.source = source
        self.title = title or str(getattr(source, "title", "") or "")
        if len(source) < 1:
            raise InvalidNotation("this record has no steps to replay")
        self.index = 0

    def __len__(self) -> int:
        return len(self.source)

    @property
    def frame(self) -> Frame:
        return self.source.frame(self.index)

    def frames(self) -> Iterable[Frame]:
        return (self.source.frame(i) for i in range(len(self)))

    def marks(self) -> list[Mark]:
        return self.source.marks()

    @property
    def at_start(self) -> bool:
        return self.index == 0

    @property
    def at_end(self) -> bool:
        return self.index == len(self) - 1

    def forward(self) -> bool:
        if self.at_end:
            return False
        self.index += 1
        return True

    def back(self) -> bool:
        if self.at_start:
            return False
        self.index -= 1
        return True

    def goto(self, i: int) -> None:
        if not isinstance(i, int) or not 0 <= i < len(self):
            raise InvalidNotation(f"step {i!r} does not exist: this record has steps 0 to {len(self) - 1}")
        self.index = i

    def first(self) -> None:
        self.index = 0

    def last(self) -> None:
        self.index = len(self) - 1

    def goto_mark(self, label: str) -> None:
        for m in self.marks():
            if m.label == label:
                self.index = m.index
                return
        raise InvalidNotation(f"{label!r} is not a place in this record; the places are: "
                              + ", ".join(m.label for m in self.marks()))

    def goto_trick(self, n: int, phase: str = "") -> None:
        """Jump to the first card of trick ``n`` (of the main play, or of ``phase``)."""
        want = f"{phase.capitalize()} trick {n}" if phase else f"Trick {n}"
        for m in self.marks():
            if m.label == want or (not phase and m.label.endswith(f" trick {n}")
                                   and m.label.startswith(("Play", "Main"))):
                self.index = m.index
                return
        raise InvalidNotation(f"trick {n} is not in this record")

    def goto_call(self, n: int) -> None:
        """Jump to the step where call number ``n`` (1-based) is made."""
        for i in range(len(self)):
            if len(self.source.frame(i).calls) == n:
                self.index = i
                return
        raise InvalidNotation(f"call {n} is not in this record")

    def __repr__(self) -> str:
        return f"Replay({self.title!r}, step {self.index} of {len(self) - 1})"


# ---------------------------------------------------------------- rendering
def _hands_html(frame: Frame, open_hands: bool) -> str:
    from .render import html

    seats = list(frame.hands)
    hidden = () if open_hands else tuple(s for s in seats if s in frame.closed)
    if len(seats) == 4:
        return html.deal(Deal(frame.hands), hidden=hidden, dealer=frame.dealer,
                         names=dict(frame.names) or None)
    cells = []
    for s in seats:
        title = s.name_en + (f" ({frame.names[s]})" if s in frame.names else "")
        cells.append(f"<td style='padding:4px 16px;vertical-align:top'>"
                     f"{html.hand(frame.hands[s], title=title, hidden=s in hidden)}</td>")
    return f"<table class='bl-hands'><tr>{''.join(cells)}</tr></table>"


def frame_html(frame: Frame, *, open_hands: bool = True) -> HTML:
    """One step: label, comment, irregularities, hands, trick, auction, talon, score."""
    from .render import html

    parts = [f"<div class='replay-label' style='font-weight:bold'>{escape(frame.label)}</div>"]
    for irr in frame.irregularities:
        parts.append("<div class='replay-irregularity' style='background:#fde8e8;border-left:"
                     f"4px solid #c00;padding:2px 6px;margin:2px 0'>⚠ {escape(irr)}</div>")
    if frame.comment:
        parts.append("<div class='replay-comment' style='background:#f4f4ee;padding:4px 6px;"
                     f"margin:2px 0;font-style:italic'>{escape(frame.comment)}</div>")
    parts.append(_hands_html(frame, open_hands))
    info = []
    if frame.trick:
        cells = []
        for s, c in frame.trick:
            style = "font-weight:bold;text-decoration:underline" if s is frame.winner else ""
            cells.append(f"<span style='{style}'>{s.name_en} {html.card(c)}</span>")
        tail = f" → {escape(frame.winner.name_en)}" if frame.winner is not None else ""
        no = f"Trick {frame.trick_number}: " if frame.trick_number else "Trick: "
        info.append(f"<div class='replay-trick'>{no}{' &nbsp; '.join(cells)}{tail}</div>")
    if frame.calls:
        info.append("<div class='replay-auction'>Auction: " + " ".join(
            f"{s.letter}&nbsp;{html.call(c)}" for s, c in frame.calls) + "</div>")
    if frame.contract:
        info.append(f"<div class='replay-contract'>Contract: {escape(frame.contract)}</div>")
    if frame.talon is not None:
        info.append(f"<div class='replay-talon'>Talon: {frame.talon} cards</div>")
    if frame.score:
        info.append(f"<div class='replay-score'>{escape(frame.score)}</div>")
    parts.extend(info)
    return HTML("<div class='replay-frame'>" + "".join(parts) + "</div>")


def replay_html(source: ReplaySource | Replay | Any, *, open_hands: bool = True,
                title: str = "") -> HTML:
    """Every step of a record as static HTML (no JavaScript): a list of frames."""
    replay = source if isinstance(source, Replay) else Replay(source)
    title = title or replay.title
    head = f"<h3>{escape(title)}</h3>" if title else ""
    steps = "".join(
        f"<section class='replay-step' id='step-{f.index}' style='border-top:1px solid #ccc;"
        f"padding:6px 0'><div style='color:#666;font-size:85%'>Step {f.index} of "
        f"{len(replay) - 1}</div>{frame_html(f, open_hands=open_hands)}</section>"
        for f in replay.frames())
    return HTML(f"<div class='replay-static'>{head}{steps}</div>")
