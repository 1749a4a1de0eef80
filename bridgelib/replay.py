"""Stepping through a deal record: the plain logic behind the deal replayer.

A *source* has ``len(source)`` steps, ``source.frame(i)`` giving a :class:`Frame` —
what the table looks like after step ``i`` (step 0 is the deal before any action) —
and the one record :class:`~bridgelib.records.Cursor` it reads (``source.cursor``).
:class:`FourHandSource` makes a four-hand deal (``Deal`` + ``Auction`` + cards) into
a record and tells its steps as a deal is told; :class:`RecordSource` shows an
annotated record (:mod:`bridgelib.records`) step by step.  :class:`Replay` is the
widget's view of the cursor (its position is the cursor's); :func:`replay_html` renders
every step as static HTML (no JavaScript) with :mod:`bridgelib.render.replay`.

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
from typing import Any, Iterable, Mapping, Protocol, Sequence

from .auction import Auction, Call, Contract
from .cards import Card
from .deal import Deal
from .errors import InvalidNotation
from .hand import Hand
from .action import Action, ActionKind, player_name
from .play import Play
from .records import Cursor, Node, Record, StepState
from .render import HTML
from .render import replay as render_replay
from .render.replay import frame_html
from .table import Seat, Vulnerability
from .trick import Trick

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


@dataclass(frozen=True)
class Mark:
    """A place to jump to: ``label`` (e.g. ``"Trick 3"``) and its step index."""

    label: str
    index: int


class ReplaySource(Protocol):
    """Frames of a record's steps, over the one record cursor (``cursor``)."""

    cursor: Cursor
    title: str

    def __len__(self) -> int: ...

    def frame(self, i: int) -> Frame: ...

    def marks(self) -> list[Mark]: ...


# ---------------------------------------------------------------- four-hand deals
class FourHandSource:
    """Frames of a four-hand deal: the deal, each call, each card played.

    ``cards`` may be a sequence of cards or a space-separated string; the play
    needs a complete auction with a contract.  ``comments`` maps a step index to
    a comment shown at that step.  The deal becomes a record
    (:class:`bridgelib.records.Record`) stepped by the one record
    :class:`~bridgelib.records.Cursor`; this source names its steps the way a deal
    is told ("Deal: North deals", "Trick 1: West leads ♥A").
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
        played: list[tuple[Seat, Card]] = []
        if self.cards:
            if self.auction is None or self.auction.contract is None \
                    or self.auction.contract.is_passed_out:
                raise InvalidNotation("cards were given but the auction has no contract: "
                                      "a play needs a complete auction")
            self.contract = self.auction.contract
            played = list(Play(deal, self.contract, self.cards))  # refuses an illegal sequence
        elif self.auction is not None and self.auction.is_complete:
            self.contract = self.auction.contract
        self._calls = self.auction.calls if self.auction is not None else ()
        self._dealer = self.auction.dealer if self.auction is not None else Seat.NORTH
        self.record = _deal_record(deal, self._dealer, vulnerability, self._calls, played,
                                   self.comments)
        self.cursor = Cursor(self.record)
        self._states = self.cursor.states()

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
        return _deal_frame(self._states[i], self._dealer, self.vulnerability)


def _deal_record(deal: Deal, dealer: Seat, vulnerability: Vulnerability,
                 calls: Sequence[Call], played: Sequence[tuple[Seat, Card]],
                 comments: Mapping[int, str]) -> Record:
    """A four-hand record of a deal, its calls and the cards played; ``comments`` by step."""
    record = Record.bridge(deal, dealer=dealer, vulnerability=vulnerability)
    if comments.get(0):
        record.add_comment(comments[0])
    node: Node = record
    actions = [Action.of_call(dealer.next(k).letter, c) for k, c in enumerate(calls)]
    actions += [Action.of_card(s.letter, c) for s, c in played]
    for k, action in enumerate(actions, 1):
        node = node.add_main_variation(action, comment=comments.get(k) or None)
    return record


def _deal_frame(st: StepState, dealer: Seat, vulnerability: Vulnerability) -> Frame:
    """One step of a four-hand deal, told as a deal is told."""
    calls = tuple((p, c) for p, c in st.auction)
    common: dict[str, Any] = dict(index=st.index, dealer=dealer.letter, calls=calls,
                                  comment=st.comment)
    a = st.action
    hands = {p: Hand(cs) for p, cs in st.hands.items()}
    declarer = Seat.from_str(st.declarer) if st.declarer is not None else None
    final = None if st.contract is None else Contract.from_str(
        st.contract + (declarer.letter if declarer is not None else ""))
    if a is None or a.kind is not ActionKind.CARD:
        if a is None:
            label, phase = f"Deal: {dealer.name_en} deals", "deal"
        else:
            seat, call = calls[-1]
            label, phase = f"Auction: {player_name(seat)} {_call_verb(call)}", "auction"
        contract = final.to_text() if final is not None and st.phase != "auction" else ""
        return Frame(label=label, hands=hands, phase=phase, contract=contract,
                     closed=frozenset("NESW"), **common)
    assert final is not None and declarer is not None and a.card is not None  # cards follow a contract
    last = st.last_trick
    if not st.trick and last is not None:  # this card completed a trick
        pairs, winner, number = last.plays, last.winner, last.number
    else:
        pairs, winner, number = st.trick, None, st.trick_number
    verb = "leads" if len(pairs) == 1 else "plays"
    label = f"Trick {number}: {player_name(a.player)} {verb} {a.card}"
    declaring = declarer.side
    won = st.tricks[declaring.name]
    score = (f"{declaring.label} {won} tricks, "
             f"{declaring.opponents.label} {st.tricks[declaring.opponents.name]}")
    if st.phase == "over":
        score += _result_text(final, won, vulnerability)
    closed = frozenset(s.letter for s in Seat if s is not declarer.partner)
    return Frame(label=label, hands=hands, closed=closed, phase="play", trick=pairs,
                 winner=winner, trick_number=number, contract=final.to_text(), score=score,
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
    """Frames of an annotated record, from the one record :class:`~bridgelib.records.Cursor`
    (positions ``0 … len(cursor)``, one :class:`~bridgelib.records.StepState` each)."""

    def __init__(self, cursor: Cursor, *, title: str = ""):
        if not isinstance(cursor, Cursor):
            raise InvalidNotation(f"{cursor!r} is not a record cursor (bridgelib.records.Cursor)")
        self.cursor = cursor
        self.record = cursor.record
        self.title = title or str(cursor.record.tags.get("Event", "") or "")
        self.frames = [frame_from_state(st, i) for i, st in enumerate(cursor.states())]

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


_PHASE = {"preliminary": "Preliminary", "auction": "Auction", "main": "Play", "play": "Play",
          "over": "End"}


def frame_from_state(state: StepState, i: int) -> Frame:
    """One step of a record (a :class:`~bridgelib.records.StepState`) as a :class:`Frame`."""
    hands = {p: Hand(cs) for p, cs in state.hands.items()}
    phase = state.phase
    action = state.action
    trick = state.trick
    number: int | None = state.trick_number
    winner = None
    last = state.last_trick
    kind = action.kind if action is not None else None
    if not trick and last is not None and kind is ActionKind.CARD:
        # The action just completed a trick: show it with its winner.
        trick, winner, number = last.plays, last.winner, last.number
        if phase == "over":
            phase = "main" if last.phase == "main" else phase
    bridge = set(state.players) == {"N", "E", "S", "W"}
    talon = None if bridge and not state.talon else len(state.talon)
    contract_text = ""
    if state.contract:
        contract_text = state.contract + (f" by {player_name(state.declarer)}"
                                          if state.declarer is not None else "")
    closed = frozenset(state.players)
    if bridge and state.declarer is not None and phase in ("main", "play", "over") and (trick or phase != "main"):
        closed = closed - {Seat.from_str(state.declarer).partner.letter}
    if action is None:
        label = "Start: the deal"
    else:
        text = action.to_text()
        if action.seat is not None:
            text = player_name(action.player) + text[len(action.player):]
        label = f"{_where(state, kind, last, number)}: {text}"
    return Frame(index=i, label=label, hands=hands, closed=closed, phase=phase, trick=trick,
                 winner=winner, trick_number=number, dealer=None, calls=state.auction,
                 contract=contract_text, talon=talon, score=_score_text(state),
                 comment=state.comment,
                 irregularities=tuple(str(x) for x in state.irregularities))


def _where(state: StepState, kind: ActionKind | None, last: Trick[str] | None,
           number: int | None) -> str:
    """Where an action happened: ``Auction``, ``Preliminary trick 3``, ``Trick 5``,
    ``Preliminary, after trick 2`` (draws follow the trick they belong to)."""
    if kind is ActionKind.CALL:
        return "Auction"
    if kind is ActionKind.DRAW:
        return f"Preliminary, after trick {last.number}" if last is not None else "Preliminary"
    phase = state.phase
    prelim = phase == "preliminary" or (last is not None and last.phase == "preliminary"
                                        and phase != "main" and phase != "over")
    if kind is ActionKind.CARD:
        return f"Preliminary trick {number}" if prelim else f"Trick {number}"
    return _PHASE.get(phase, phase.capitalize() or "Step")


def _score_text(state: StepState) -> str:
    if state.scores:
        return "Score: " + ", ".join(f"{player_name(k)} {v:+d}" for k, v in state.scores.items())
    phase = state.phase
    if phase == "preliminary" and state.preliminary_tricks:
        return "Preliminary tricks (not scored): " + ", ".join(
            f"{player_name(k)} {v}" for k, v in state.preliminary_tricks.items())
    if state.tricks and phase in ("main", "play", "over"):
        return "Tricks: " + ", ".join(f"{player_name(k)} {v}" for k, v in state.tricks.items())
    return ""


def replay_source(record: "ReplaySource | Cursor | Node") -> "ReplaySource":
    """A replay source for ``record``: a source as is, a record :class:`~bridgelib.records.Cursor`,
    or a record (or one of its nodes: the line through it)."""
    if isinstance(record, (FourHandSource, RecordSource)):
        return record
    if isinstance(record, Cursor):
        return RecordSource(record)
    if isinstance(record, Node):
        return RecordSource(record.cursor())
    raise InvalidNotation(f"{type(record).__name__} is not a record the replayer can step "
                          "through: give a deal record, a record cursor or a FourHandSource")


# ---------------------------------------------------------------- the widget's view of a cursor
class Replay:
    """The replayer's view of the one record :class:`~bridgelib.records.Cursor`: its
    position shown as :class:`Frame` values, with marks to jump to.

    The position is the cursor's (``index`` = ``cursor.position``); ``forward``/``back``
    return ``False`` (and stay put) at the ends; ``goto`` refuses a step that does not
    exist.
    """

    def __init__(self, source: "ReplaySource | Cursor | Node", *, title: str = ""):
        self.source = replay_source(source)
        self.cursor: Cursor = self.source.cursor
        self.title = title or str(self.source.title or "")
        self.cursor.goto(0)

    def __len__(self) -> int:
        return len(self.source)

    @property
    def index(self) -> int:
        return self.cursor.position

    @property
    def frame(self) -> Frame:
        return self.source.frame(self.index)

    def frames(self) -> Iterable[Frame]:
        return (self.source.frame(i) for i in range(len(self)))

    def marks(self) -> list[Mark]:
        return self.source.marks()

    @property
    def at_start(self) -> bool:
        return self.cursor.at_start

    @property
    def at_end(self) -> bool:
        return self.cursor.at_end

    def forward(self) -> bool:
        if self.at_end:
            return False
        self.cursor.forward()
        return True

    def back(self) -> bool:
        if self.at_start:
            return False
        self.cursor.back()
        return True

    def goto(self, i: int) -> None:
        _check_step(i, len(self))
        self.cursor.goto(i)

    def first(self) -> None:
        self.cursor.goto(0)

    def last(self) -> None:
        self.cursor.goto(len(self.cursor))

    def goto_mark(self, label: str) -> None:
        for m in self.marks():
            if m.label == label:
                self.cursor.goto(m.index)
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
                self.cursor.goto(i)
                return
        raise InvalidNotation(f"call {n} is not in this record")

    def __repr__(self) -> str:
        return f"Replay({self.title!r}, step {self.index} of {len(self) - 1})"


# ---------------------------------------------------------------- rendering
def replay_html(source: ReplaySource | Replay | Any, *, open_hands: bool = True,
                title: str = "") -> HTML:
    """Every step of a record as static HTML (no JavaScript): one section per step,
    with a table of contents linking to the start of each trick
    (:func:`bridgelib.render.replay.replay_html`)."""
    replay = source if isinstance(source, Replay) else Replay(source)
    return render_replay.replay_html(replay, open_hands=open_hands, title=title)
