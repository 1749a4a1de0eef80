"""Replaying records: the full state after any action, and a cursor to step through a line.

:func:`replay` drives the game engine through a line of nodes and returns one
:class:`StepState` per position (position 0 = before the first action).  Honeymoon
records replay *leniently* under a chosen preset: what the preset forbids is kept as
an :class:`~bridgelib.games.honeymoon.Irregularity` on the step where it happened,
and the game goes on as the record played it.  Four-hand records replay strictly
through :class:`~bridgelib.auction.Auction` and :class:`~bridgelib.play.Play`.

The :class:`Cursor` is the model behind a replay widget: ``forward()``, ``back()``,
``goto(i)`` (``i`` = number of actions applied, ``0 … len(cursor)``), ``state()``.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Sequence

from ..auction import Auction, Call
from ..cards import Card
from ..errors import BridgeError, IllegalAction, InvalidNotation
from ..action import Action, ActionKind
from ..games.honeymoon import HoneymoonGame, HoneymoonRules, Irregularity, Phase
from ..rules import RuleId
from ..table import Seat
from ..trick import Trick

if TYPE_CHECKING:  # pragma: no cover
    from ..play import Play
    from .tree import Node, Record

__all__ = ["StepState", "replay", "Cursor"]


@dataclass(frozen=True)
class StepState:
    """Everything a replay shows at one position of a record (a plain value).

    ``index`` is the number of actions applied; ``action`` the last of them (``None``
    at the start).  ``hands`` maps each player (seat letter in four-hand records) to
    the cards held, highest first; ``trick`` is the trick in progress as
    ``(player, card)`` pairs and ``last_trick`` the latest finished one; ``tricks``
    counts the main-play tricks won (by side ``NS``/``EW`` in four-hand records);
    ``scores`` is ``None`` until the deal is over.  ``comments`` and
    ``irregularities`` belong to this step's action; ``all_irregularities`` to the
    whole line so far.
    """

    index: int
    action: Action | None
    phase: str
    players: tuple[str, ...]
    hands: dict[str, tuple[Card, ...]]
    talon: tuple[Card, ...]
    trick: tuple[tuple[str, Card], ...]
    trick_number: int
    last_trick: Trick[str] | None
    auction: tuple[tuple[str, Call], ...]
    contract: str | None
    declarer: str | None
    tricks: dict[str, int]
    scores: dict[str, int] | None
    turn: str | None
    comments: tuple[str, ...] = ()
    irregularities: tuple[Irregularity, ...] = ()
    all_irregularities: tuple[Irregularity, ...] = ()
    preliminary_tricks: dict[str, int] = field(default_factory=dict)

    @property
    def talon_size(self) -> int:
        return len(self.talon)

    @property
    def comment(self) -> str:
        return " ".join(self.comments)


def _sorted(cards) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=lambda c: (-c.suit, -c.rank)))


# ====================================================================== honeymoon
def _honeymoon_step(game: HoneymoonGame, index: int, node, found) -> StepState:
    s = game.state
    phase = s.phase
    if phase is Phase.PRELIMINARY:
        number = len(s.preliminary) + (0 if s.draws_due else 1)
    elif phase is Phase.AUCTION:
        number = 0
    else:
        number = min(len(s.main) + 1, 13) if phase is Phase.MAIN else len(s.main)
    last = s.main[-1] if s.main else (s.preliminary[-1] if s.preliminary else None)
    # the replay names phases by their text, as its steps do
    last_view = None if last is None else dataclasses.replace(last, phase=last.phase.value)
    scores = None
    if phase is Phase.OVER:
        scores = game.score().by_player() if s.main else {p: 0 for p in s.players}
    return StepState(
        index=index, action=node.action if node is not None else None, phase=phase.value,
        players=s.players, hands={p: _sorted(h) for p, h in zip(s.players, s.hands)},
        talon=s.talon, trick=s.trick_cards, trick_number=number, last_trick=last_view,
        auction=s.auction_calls,
        contract=None if s.contract is None else s.contract.pbn(),
        declarer=s.declarer_name, tricks={p: s.tricks_won(p) for p in s.players},
        scores=scores, turn=game.turn,
        comments=tuple(node.comments) if node is not None else (),
        irregularities=tuple(found), all_irregularities=s.irregularities,
        preliminary_tricks={p: s.tricks_won(p, Phase.PRELIMINARY) for p in s.players})


def replay_honeymoon(record: "Record", nodes: Sequence["Node"], rules,
                      last_only: bool) -> list[StepState]:
    game = record.new_game(rules)
    out = [] if last_only and nodes else [_with_root_comments(_honeymoon_step(game, 0, None, ()),
                                                              record)]
    for k, node in enumerate(nodes, 1):
        try:
            found = game.apply(node.action, lenient=True)
        except BridgeError as exc:
            raise _located(exc, node, record) from None
        if not last_only or k == len(nodes):
            out.append(_honeymoon_step(game, k, node, found))
    return out


def _with_root_comments(st: StepState, record) -> StepState:
    from dataclasses import replace

    return replace(st, comments=tuple(record.comments))


def _located(exc: BridgeError, node, record) -> BridgeError:
    """Name the action (and its source line) in an engine refusal met during a replay."""
    line = getattr(node, "line", None)
    reason = getattr(exc, "reason", None) or str(exc)
    msg = f"{node.action.text()!r} cannot be replayed: {reason}"
    if line is not None or isinstance(exc, InvalidNotation):
        return InvalidNotation(msg, line=line, source=record.tags.get("Source File"))
    err = type(exc)(msg, rule=getattr(exc, "rule", None), law=getattr(exc, "law", None)) \
        if isinstance(exc, IllegalAction) else type(exc)(msg)
    return err


# ====================================================================== four hands
class _BridgeDriver:
    """Drives Auction and Play through a four-hand record, strictly."""

    def __init__(self, record: "Record"):
        from ..scoring.duplicate import duplicate_score  # noqa: F401 - fail early if missing

        self.record = record
        self.deal = record.deal
        self.dealer = Seat.from_str(record.dealer)
        self.auction = Auction(self.dealer)
        self.play: Play | None = None

    def apply(self, a: Action) -> None:
        from ..play import Play

        seat = Seat.from_str(a.player)
        if a.kind is ActionKind.CALL:
            if self.play is not None:
                raise IllegalAction(f"{a} comes after the auction has ended", rule=RuleId.AUCTION_ENDED,
                                    law=39)
            assert a.call is not None  # a call action holds a Call (Action checks it)
            self.auction.call(a.call, seat)
            if self.auction.is_complete and not self.auction.is_passed_out:
                self.play = Play(self.deal, self.auction.current_contract())
        elif a.kind is ActionKind.CARD:
            if self.play is None:
                raise IllegalAction(f"{a} comes before the auction has ended",
                                    rule=RuleId.AUCTION_NOT_ENDED, law=41)
            assert a.card is not None  # a card action holds a Card (Action checks it)
            self.play.play(a.card, seat)
        else:
            raise IllegalAction(f"{a}: there is no talon in a four-hand deal", rule=RuleId.NO_TALON)

    def step(self, index: int, node) -> StepState:
        from ..scoring.duplicate import duplicate_score

        auc, play = self.auction, self.play
        players = tuple(s.letter for s in Seat)
        hands = {s.letter: _sorted(play.hand(s).cards if play else self.deal[s].cards)
                 for s in Seat}
        over = auc.is_passed_out or (play is not None and play.is_complete)
        phase = "over" if over else "main" if play is not None else "auction"
        trick: tuple[tuple[str, Card], ...] = ()
        last: Trick[str] | None = None
        tricks = {"NS": 0, "EW": 0}
        turn = None
        if play is not None:
            cur = play.current_trick
            trick = tuple((s.letter, c) for s, c in zip(cur.players, cur.cards))
            if play.tricks:
                t = play.tricks[-1]
                assert t.winner is not None  # play.tricks holds finished tricks only
                last = Trick(t.leader.letter, t.cards, t.trump,
                             table=tuple(s.letter for s in t.table), phase="main",
                             number=len(play.tricks))
            tricks = {"NS": play.tricks_won(Seat.NORTH), "EW": play.tricks_won(Seat.EAST)}
            turn = play.turn.letter if play.turn is not None else None
            number = min(len(play.tricks) + 1, 13) if not over else len(play.tricks)
        else:
            number = 0
            turn = auc.turn.letter if auc.turn is not None else None
        scores = None
        contract = auc.contract
        if over:
            if contract is None or contract.is_passed_out:
                scores = {"NS": 0, "EW": 0}
            else:
                # a contract that was bid has a declarer, and its play is over
                assert contract.declarer is not None and play is not None
                side = contract.declarer.side
                vul = self.record.vulnerability.is_vulnerable(side)
                sc = duplicate_score(contract, play.tricks_won(side), vul)
                mine = "NS" if side.name == "NS" else "EW"
                scores = {mine: sc, ("EW" if mine == "NS" else "NS"): -sc}
        return StepState(
            index=index, action=node.action if node is not None else None, phase=phase,
            players=players, hands=hands, talon=(), trick=trick, trick_number=number,
            last_trick=last, auction=tuple((s.letter, c) for s, c in auc),
            contract=None if contract is None else contract.pbn(),
            declarer=None if contract is None or contract.declarer is None
            else contract.declarer.letter,
            tricks=tricks, scores=scores, turn=turn,
            comments=tuple(node.comments) if node is not None else ())


def replay_four_hands(record: "Record", nodes: Sequence["Node"], last_only: bool) -> list[StepState]:
    drv = _BridgeDriver(record)
    out = [] if last_only and nodes else [_with_root_comments(drv.step(0, None), record)]
    for k, node in enumerate(nodes, 1):
        try:
            action = node.action
            assert action is not None  # only a record's root holds no action
            drv.apply(action)
        except BridgeError as exc:
            raise _located(exc, node, record) from None
        if not last_only or k == len(nodes):
            out.append(drv.step(k, node))
    return out


def replay(record: "Record", nodes: Sequence["Node"] | None = None,
           rules: HoneymoonRules | str | None = None, *, last_only: bool = False
           ) -> list[StepState]:
    """States at every position of a line (default: the main line): ``len(nodes) + 1``
    states, or with ``last_only`` just the state at the end (one replay, one snapshot)."""
    nodes = list(record.mainline()) if nodes is None else list(nodes)
    return record.form.replay(record, nodes, rules, last_only)


# ====================================================================== the cursor
class Cursor:
    """Step through one line of a record: the model of a replay widget.

    >>> from bridgelib.records import load_bundled
    >>> cur = Cursor(load_bundled("sergey-olga"))
    >>> len(cur), cur.position, cur.state().talon_size
    (84, 0, 26)
    >>> st = cur.goto(4); st.action, st.talon_size, st.hands["Olga"][:2]
    (Action.from_str('Olga draws SK'), 24, (Card.from_str('SK'), Card.from_str('S5')))
    >>> cur.back().index, cur.forward().index, cur.goto(len(cur)).scores
    (3, 4, {'Sergey': 960, 'Olga': -50})

    ``state()`` is precomputed for every position when the cursor is made (one replay,
    linear in the length of the line), so moving is O(1).
    """

    def __init__(self, record: "Record", rules: HoneymoonRules | str | None = None, *,
                 line: Sequence["Node"] | None = None):
        self.record = record
        self.rules = rules
        self.nodes: list[Node] = list(record.mainline()) if line is None else list(line)
        self._states = replay(record, self.nodes, rules)
        self._pos = 0

    def __len__(self) -> int:
        """The number of actions in the line."""
        return len(self.nodes)

    @property
    def position(self) -> int:
        return self._pos

    @property
    def node(self) -> "Node":
        """The node of the last action applied (the record itself at position 0)."""
        return self.nodes[self._pos - 1] if self._pos else self.record

    @property
    def at_start(self) -> bool:
        return self._pos == 0

    @property
    def at_end(self) -> bool:
        return self._pos == len(self.nodes)

    def state(self) -> StepState:
        return self._states[self._pos]

    def states(self) -> list[StepState]:
        return list(self._states)

    def forward(self) -> StepState:
        """One action on (stays put at the end)."""
        if self._pos < len(self.nodes):
            self._pos += 1
        return self.state()

    def back(self) -> StepState:
        """One action back (stays put at the start)."""
        if self._pos > 0:
            self._pos -= 1
        return self.state()

    def goto(self, i: int) -> StepState:
        """Go to the position after ``i`` actions (``0`` = the start, ``len(self)`` = the end;
        negative ``i`` counts from the end)."""
        n = len(self.nodes)
        if isinstance(i, bool) or not isinstance(i, int) or not -n - 1 <= i <= n:
            raise InvalidNotation(f"position {i!r} is outside this line: 0 … {n}")
        self._pos = i if i >= 0 else n + 1 + i
        return self.state()

    def goto_action(self, action: Action | str) -> StepState:
        """Go to the position just after the first ``action`` of the line ("replay up to
        Sergey XX"); an action the line does not hold is refused by name."""
        wanted = action if isinstance(action, Action) else Action.from_str(action)
        for k, n in enumerate(self.nodes, 1):
            if n.action == wanted:
                return self.goto(k)
        raise BridgeError(f"{str(action)!r} is not an action of this record's main line"
                          if isinstance(action, str) else
                          f"{wanted.text()!r} is not an action of this record's main line")

    def game(self):
        """The game engine replayed (leniently, under the cursor's rules) up to this position:
        a :class:`~bridgelib.games.honeymoon.HoneymoonGame` to ask ``legal_actions()``,
        ``score()``, … (honeymoon records; four-hand records have no such engine object)."""
        game = self.record.new_game(self.rules)
        for node in self.nodes[:self._pos]:
            game.apply(node.action, lenient=True)
        return game

    def goto_node(self, node: "Node") -> StepState:
        for k, n in enumerate(self.nodes, 1):
            if n is node:
                return self.goto(k)
        if node is self.record:
            return self.goto(0)
        raise InvalidNotation(f"{node!r} is not on this cursor's line")

    def __repr__(self) -> str:
        return f"<Cursor at {self._pos} of {len(self.nodes)}>"
