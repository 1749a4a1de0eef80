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
from .cards import Card
from .deal import Deal
from .errors import InvalidNotation
from .hand import Hand
from .play import Play
from .render import HTML
from .table import Seat, Vulnerability

__all__ = ["Frame", "Mark", "ReplaySource", "FourHandSource", "RecordSource", "Replay",
           "replay_source", "frame_html", "replay_html", "player_name"]


@dataclass(frozen=True)
class Frame:
    """What the table looks like after one step of a record.

    Players are named by strings: seat letters (``"N"``) in four-hand deals,
    names (``"Sergey"``) in honeymoon bridge.  ``hands`` maps each player to the
    cards still held; ``closed`` are the hands a spectator could not see (the
    replayer shows them when asked for open hands); ``trick`` is the trick on
    the table as (player, card) pairs, with its ``winner`` once complete;
    ``calls`` the auction so far.
    """

    index: int
    label: str
    hands: Mapping[str, Hand]
    closed: frozenset[str] = frozenset()
    phase: str = "deal"
    trick: tuple[tuple[str, Card], ...] = ()
    winner: str | None = None
    trick_number: int | None = None
    dealer: str | None = None
    calls: tuple[tuple[str, Call], ...] = ()
    contract: str = ""
    talon: int | None = None
    score: str = ""
    comment: str = ""
    irregularities: tuple[str, ...] = ()

    @property
    def trick_text(self) -> str:
        text = ", ".join(f"{p} {c}" for p, c in self.trick)
        return text + (f" → {player_name(self.winner)}" if self.winner is not None else "")

    @property
    def auction_text(self) -> str:
        return " ".join(f"{p}:{c}" for p, c in self.calls)

    @property
    def compass(self) -> dict[Seat, Hand] | None:
        """The hands by seat when the players are the four compass seats."""
        if set(self.hands) != {"N", "E", "S", "W"}:
            return None
        return {Seat.from_str(k): h for k, h in self.hands.items()}


def player_name(player: str) -> str:
    """``"N"`` → ``"North"``; other names unchanged."""
    return Seat.from_str(player).name_en if player in ("N", "E", "S", "W") else player


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
    a comment shown at that step.
    """

    def __init__(self, deal: Deal, auction: Auction | None = None,
                 cards: Sequence[Card | str] | str = (), *,
                 comments: Mapping[int, str] | None = None,
                 vulnerability: Vulnerability = Vulnerability.NONE, title: str = ""):
        self.deal = deal
        self.auction = auction.copy() if auction is not None else None
        if isinstance(cards, str):
            cards = cards.split()
        self.cards = tuple(c if isinstance(c, Card) else Card.from_str(c) for c in cards)
        self.vulnerability = vulnerability
        self.comments = dict(comments or {})
        self.title = title
        self.contract: Contract | None = None
        if self.cards:
            if self.auction is None or self.auction.contract is None \
                    or self.auction.contract.is_passed_out:
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
        out += [Mark(f"Call {k + 1}: {self._dealer.next(k).name_en} {c}", k + 1)
                for k, c in enumerate(self._calls)]
        base = 1 + len(self._calls)
        for t in range(0, len(self.cards), 4):
            out.append(Mark(f"Trick {t // 4 + 1}", base + t))
        return out

    def frame(self, i: int) -> Frame:
        _check_step(i, len(self))
        n_calls = min(i, len(self._calls))
        calls = tuple((self._dealer.next(k).letter, c) for k, c in enumerate(self._calls[:n_calls]))
        n_cards = max(0, i - len(self._calls))
        # the Frame fields every step has
        common: dict[str, Any] = dict(index=i, dealer=self._dealer.letter, calls=calls,
                                      comment=self.comments.get(i, ""))
        if n_cards == 0:
            if i == 0:
                label, phase = f"Deal: {self._dealer.name_en} deals", "deal"
            else:
                seat, call = calls[-1]
                label, phase = f"Auction: {player_name(seat)} {_call_verb(call)}", "auction"
            contract = ""
            if self.contract is not None and n_calls == len(self._calls):
                contract = self.contract.to_text()
            return Frame(label=label, hands={s.letter: self.deal[s] for s in Seat}, phase=phase,
                         contract=contract, closed=frozenset("NESW"), **common)
        final = self.contract
        assert final is not None  # there are cards to show, so the auction reached one
        play = Play(self.deal, final, self.cards[:n_cards])
        last_seat, last_card = list(play)[-1]
        if n_cards % 4 == 0:
            t = play.tricks[-1]
            won = t.winner
            assert won is not None  # a completed trick has a winner
            trick, winner, number = t, won.letter, len(play.tricks)
        else:
            trick, winner, number = play.current_trick, None, play.trick_number
        pairs = tuple((s.letter, c) for s, c in zip(trick.players, trick.cards))
        verb = "leads" if len(pairs) == 1 else "plays"
        label = f"Trick {number}: {last_seat.name_en} {verb} {last_card}"
        declaring = play.declaring_side
        score = (f"{declaring.label} {play.tricks_won(declaring)} tricks, "
                 f"{declaring.opponents.label} {play.tricks_won(declaring.opponents)}")
        if play.is_complete:
            score += _result_text(final, play.declarer_tricks, self.vulnerability)
        closed = frozenset(s.letter for s in Seat if s is not play.dummy)
        return Frame(label=label, hands={s.letter: play.hand(s) for s in Seat}, closed=closed,
                     phase="play", trick=pairs, winner=winner, trick_number=number,
                     contract=final.to_text(), score=score,
                     **common)


def _check_step(i: Any, n: int) -> None:
    if isinstance(i, bool) or not isinstance(i, int) or not 0 <= i < n:
        raise InvalidNotation(f"step {i!r} does not exist: this record has steps 0 to {n - 1}")


def _call_verb(call: Call) -> str:
    if call.is_bid:
        return f"bids {call}"
    return {"pass": "passes", "double": "doubles", "redouble": "redoubles"}[call.kind.value]


def _result_text(contract: Contract, tricks: int, vul: Vulnerability) -> str:
    need = contract.tricks_needed
    verdict = (f"made{' +' + str(tricks - need) if tricks > need else ''}" if tricks >= need
               else f"down {need - tricks}")
    from .scoring import duplicate_score

    declarer = contract.declarer
    pts = duplicate_score(contract, tricks,
                          vulnerable=declarer is not None and vul.is_vulnerable(declarer))
    return f"; {contract.to_text()} {verdict}: {pts:+d} to the declaring side"


# ---------------------------------------------------------------- annotated records
class RecordSource:
    """Frames from an annotated record cursor (:class:`bridgelib.records.Cursor`).

    The cursor has ``len(cursor)`` actions and positions ``0 … len(cursor)``
    (``goto(i)`` = after ``i`` actions) and ``state()``; a state exposes, as
    attributes or keys, ``hands`` (player → cards) and where the game has them
    ``talon``, ``trick``/``last_trick``, ``auction`` ((player, call) pairs),
    ``contract``, ``declarer``, ``tricks``, ``scores``, ``comment``,
    ``irregularities``, ``phase``, ``trick_number``, ``action``.
    """

    def __init__(self, cursor: Any, *, title: str = ""):
        for needed in ("goto", "state", "__len__"):
            if not hasattr(cursor, needed):
                raise InvalidNotation(f"{cursor!r} is not a record cursor: it has no {needed}()")
        self.cursor = cursor
        record = getattr(cursor, "record", None)
        tags = getattr(record, "tags", None) or {}
        self.title = title or str(tags.get("Event", "") or getattr(cursor, "title", "") or "")
        states = getattr(cursor, "states", None)
        if callable(states):
            raw = list(states())
        else:
            raw = []
            for i in range(len(cursor) + 1):
                cursor.goto(i)
                raw.append(cursor.state())
        self.frames = [frame_from_state(st, i) for i, st in enumerate(raw)]

    def __len__(self) -> int:
        return len(self.frames)

    def __repr__(self) -> str:
        return f"RecordSource({self.title!r}, {len(self)} steps)"

    def frame(self, i: int) -> Frame:
        _check_step(i, len(self))
        return self.frames[i]

    def marks(self) -> list[Mark]:
        """The start, each phase, every call, and the first card of every trick."""
        out = [Mark("Start", 0)]
        last_phase, last_trick = self.frames[0].phase, None
        for f in self.frames[1:]:
            if f.phase != last_phase:
                if f.phase not in ("over", "main", "play") and not f.trick:
                    out.append(Mark(f.phase.capitalize(), f.index))
                last_phase, last_trick = f.phase, None
            if len(f.calls) > len(self.frames[f.index - 1].calls):
                p, c = f.calls[-1]
                out.append(Mark(f"Call {len(f.calls)}: {player_name(p)} {c}", f.index))
            if f.trick and len(f.trick) == 1 and f.trick_number != last_trick:
                name = f"{f.phase.capitalize()} trick {f.trick_number}" if f.phase not in (
                    "play", "main") else f"Trick {f.trick_number}"
                out.append(Mark(name, f.index))
                last_trick = f.trick_number
        if len(self.frames) > 1:
            out.append(Mark("End", len(self.frames) - 1))
        return out


def _get(state: Any, name: str, default: Any = None) -> Any:
    if isinstance(state, Mapping):
        return state.get(name, default)
    return getattr(state, name, default)


def _key(player: Any) -> str:
    return player.letter if isinstance(player, Seat) else str(player)


def _as_card(c: Any) -> Card:
    return c if isinstance(c, Card) else Card.from_str(str(c))


_PHASE = {"preliminary": "Preliminary", "auction": "Auction", "main": "Play", "play": "Play",
          "over": "End"}


def frame_from_state(state: Any, i: int) -> Frame:
    """Read one state of a record (attributes or keys) into a :class:`Frame`."""
    hands = {_key(p): (h if isinstance(h, Hand) else Hand(_as_card(c) for c in h))
             for p, h in dict(_get(state, "hands") or {}).items()}
    phase = str(_get(state, "phase", "") or "")
    action = _get(state, "action", None)
    trick = tuple((_key(p), _as_card(c)) for p, c in (_get(state, "trick", None) or ()))
    number = _get(state, "trick_number", None)
    winner = None
    last = _get(state, "last_trick", None)
    action_kind = getattr(getattr(action, "kind", None), "value", None)
    if not trick and last is not None and action_kind == "card":
        # The action just completed a trick: show it with its winner.
        trick = tuple((_key(p), _as_card(c)) for p, c in last.plays)
        winner = _key(last.winner)
        number = last.number
        if phase == "over":
            phase = "main" if last.phase == "main" else phase
    calls = tuple((_key(p), c if isinstance(c, Call) else Call.from_str(str(c)))
                  for p, c in (_get(state, "auction", None) or ()))
    talon = _get(state, "talon", None)
    if talon is not None and not isinstance(talon, int):
        talon = len(talon)
    players = [_key(p) for p in (_get(state, "players", None) or hands)]
    bridge = set(players) == {"N", "E", "S", "W"}
    if bridge and not talon:
        talon = None
    score = _score_text(state, players)
    irregular = _get(state, "irregularities", ()) or ()
    if isinstance(irregular, str):
        irregular = (irregular,)
    contract = _get(state, "contract", None)
    declarer = _get(state, "declarer", None)
    if declarer == "":
        declarer = None      # (Seat.NORTH is falsy: test against None, not truthiness)
    contract_text = ""
    if contract:
        contract_text = str(contract) + (f" by {player_name(_key(declarer))}"
                                         if declarer is not None else "")
    closed = frozenset(players)
    if bridge and declarer is not None and phase in ("main", "play", "over") and (trick or phase != "main"):
        closed = closed - {Seat.from_str(_key(declarer)).partner.letter}
    if action is None:
        label = "Start: the deal"
    else:
        text = action.to_text() if hasattr(action, "to_text") else str(action)
        who = getattr(action, "player", None)
        if who is not None and str(who) in ("N", "E", "S", "W"):
            text = player_name(str(who)) + text[len(str(who)):]
        label = f"{_where(state, action_kind, last, number)}: {text}"
    return Frame(index=i, label=label, hands=hands, closed=closed, phase=phase, trick=trick,
                 winner=winner, trick_number=number, dealer=None, calls=calls,
                 contract=contract_text, talon=talon, score=score,
                 comment=str(_get(state, "comment", "") or ""),
                 irregularities=tuple(str(x) for x in irregular))


def _where(state: Any, kind: str | None, last: Any, number: int | None) -> str:
    """Where an action happened: ``Auction``, ``Preliminary trick 3``, ``Trick 5``,
    ``Preliminary, after trick 2`` (draws follow the trick they belong to)."""
    if kind == "call":
        return "Auction"
    if kind == "draw":
        return f"Preliminary, after trick {last.number}" if last is not None else "Preliminary"
    phase = str(_get(state, "phase", "") or "")
    prelim = phase == "preliminary" or (last is not None and last.phase == "preliminary"
                                        and phase != "main" and phase != "over")
    if kind == "card":
        return f"Preliminary trick {number}" if prelim else f"Trick {number}"
    return _PHASE.get(phase, phase.capitalize() or "Step")


def _score_text(state: Any, players: list[str]) -> str:
    scores = _get(state, "scores", None)
    if scores:
        return "Score: " + ", ".join(f"{player_name(_key(k))} {v:+d}" if isinstance(v, int)
                                     else f"{player_name(_key(k))} {v}" for k, v in scores.items())
    phase = _get(state, "phase", "")
    prelim = _get(state, "preliminary_tricks", None)
    if phase == "preliminary" and prelim:
        return "Preliminary tricks (not scored): " + ", ".join(
            f"{player_name(_key(k))} {v}" for k, v in prelim.items())
    tricks = _get(state, "tricks", None)
    if tricks and phase in ("main", "play", "over"):
        return "Tricks: " + ", ".join(f"{player_name(_key(k))} {v}" for k, v in tricks.items())
    return ""


def replay_source(record: Any) -> "ReplaySource":
    """A replay source for ``record``: a source as is, a record cursor (``goto``/``state``),
    or a record with a ``cursor()`` method."""
    if hasattr(record, "frame") and hasattr(record, "marks"):
        return record
    if hasattr(record, "goto") and hasattr(record, "state"):
        return RecordSource(record)
    make = getattr(record, "cursor", None)
    if callable(make):
        return RecordSource(make())
    raise InvalidNotation(f"{type(record).__name__} is not a record the replayer can step "
                          "through: give a deal record, a record cursor or a FourHandSource")


# ---------------------------------------------------------------- the cursor a widget drives
class Replay:
    """A position in a source: ``forward``, ``back``, ``goto``, jump to a mark.

    ``forward``/``back`` return ``False`` (and stay put) at the ends; ``goto``
    refuses a step that does not exist.
    """

    def __init__(self, source: ReplaySource | Any, *, title: str = ""):
        self.source = replay_source(source)
        self.title = title or str(getattr(self.source, "title", "") or "")
        if len(self.source) < 1:
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
        _check_step(i, len(self))
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
        """Jump to the first card of trick ``n`` of the main play (or of ``phase``,
        e.g. ``"preliminary"`` in honeymoon bridge)."""
        self.goto_mark(f"{phase.capitalize()} trick {n}" if phase else f"Trick {n}")

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
    from .render import html

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


def replay_html(source: ReplaySource | Replay | Any, *, open_hands: bool = True,
                title: str = "") -> HTML:
    """Every step of a record as static HTML (no JavaScript): one section per step,
    with a table of contents linking to the start of each trick."""
    replay = source if isinstance(source, Replay) else Replay(source)
    title = title or replay.title
    head = f"<h3>{escape(title)}</h3>" if title else ""
    toc = " · ".join(f"<a href='#step-{m.index}'>{escape(m.label)}</a>" for m in replay.marks())
    steps = "".join(
        f"<section class='replay-step' id='step-{f.index}' style='border-top:1px solid #ccc;"
        f"padding:6px 0'><div style='color:#666;font-size:85%'>Step {f.index} of "
        f"{len(replay) - 1}</div>{frame_html(f, open_hands=open_hands)}</section>"
        for f in replay.frames())
    return HTML(f"<div class='replay-static'>{head}<nav class='replay-toc'>{toc}</nav>{steps}</div>")
