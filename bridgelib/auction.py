"""Calls, the auction as a push/undo stack, and the final contract.

>>> a = Auction(Seat.NORTH)
>>> for c in "1H P 2H X XX P P P".split():
...     a.call(c)
>>> a.is_complete, str(a.contract), a.declarer
(True, '2♥XX by North', Seat.NORTH)
>>> a.undo(); a.turn
Call.from_str('P')
Seat.WEST
>>> a.call("1C")
Traceback (most recent call last):
...
bridgelib.errors.IllegalCall: West's 1♣ is insufficient: the last bid is South's 2♥, and a bid must name more tricks, or as many in a higher strain (♣ < ♦ < ♥ < ♠ < NT) (Law 27: insufficient bid)
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass
from typing import Iterable, Iterator

from .cards import Strain, _norm
from .errors import IllegalCall, InvalidNotation
from .rules import RuleId
from .table import Seat, Side

__all__ = ["CallKind", "Call", "Auction", "Contract", "Doubling", "PASS", "DOUBLE", "REDOUBLE",
           "ALL_BIDS", "parse_calls", "is_insufficient", "sufficient_bids"]

STRAIN_ORDER = "♣ < ♦ < ♥ < ♠ < NT"


class CallKind(enum.Enum):
    PASS = "pass"
    BID = "bid"
    DOUBLE = "double"
    REDOUBLE = "redouble"


@dataclass(frozen=True, slots=True)
class Call:
    """A call: pass, a bid (level 1–7 and a strain), double or redouble."""

    kind: CallKind
    level: int | None = None
    strain: Strain | None = None

    def __post_init__(self):
        if self.kind is CallKind.BID:
            if not isinstance(self.level, int) or not 1 <= self.level <= 7 or self.strain is None:
                raise InvalidNotation(
                    f"a bid names a level from 1 to 7 and a strain, not {self.level!r} {self.strain!r}"
                )
        elif self.level is not None or self.strain is not None:
            raise InvalidNotation(f"a {self.kind.value} has no level or strain")

    @classmethod
    def bid(cls, level: int, strain: Strain | str) -> "Call":
        if isinstance(strain, str):
            strain = Strain.from_str(strain)
        return cls(CallKind.BID, level, strain)

    @classmethod
    def from_str(cls, text: "str | Call") -> "Call":
        """Read a call: ``1C``, ``1♣``, ``3NT``, ``1N``, ``P``/``Pass``, ``X``/``Dbl``,
        ``XX``/``Rdbl``; the seeds' Russian ``1п``, ``3б``, ``2бк``, ``пас``, ``контра``,
        ``реконтра`` (after a level the Russian т/Т is always трефы)."""
        if isinstance(text, Call):
            return text
        hit = _PBN_CALLS.get(text) if type(text) is str else None
        if hit is not None:
            return hit
        raw = _norm(str(text))
        key = raw.lower().replace(" ", "").rstrip("!").rstrip("?")
        if key in _SPECIAL:
            return _SPECIAL[key]
        m = re.fullmatch(r"([1-7])\s*(.+)", raw)
        if m:
            try:
                return cls(CallKind.BID, int(m.group(1)), Strain.from_str(m.group(2)))
            except InvalidNotation:
                pass
        raise InvalidNotation(
            f"{text!r} is not a call: write a bid such as 1C, 2♥, 3NT (1п, 2бк), "
            "or Pass, X (double), XX (redouble)"
        )

    @property
    def is_bid(self) -> bool:
        return self.kind is CallKind.BID

    @property
    def is_pass(self) -> bool:
        return self.kind is CallKind.PASS

    @property
    def index(self) -> int:
        """Position of a bid in the ladder 1♣ = 0 … 7NT = 34 (``-1`` for other calls)."""
        level, strain = self.level, self.strain
        if level is None or strain is None:  # a bid has both, other calls neither
            return -1
        return level * 5 - 5 + strain

    @property
    def _bid(self) -> tuple[int, Strain]:
        """Level and strain of a bid (a bid always has both: see ``__post_init__``)."""
        assert self.level is not None and self.strain is not None, "not a bid"
        return self.level, self.strain

    def pbn(self) -> str:
        if self.kind is CallKind.BID:
            return f"{self.level}{self._bid[1].letter}"
        return {CallKind.PASS: "Pass", CallKind.DOUBLE: "X", CallKind.REDOUBLE: "XX"}[self.kind]

    def ru(self) -> str:
        if self.kind is CallKind.BID:
            return f"{self.level}{self._bid[1].ru}"
        return {CallKind.PASS: "пас", CallKind.DOUBLE: "контра", CallKind.REDOUBLE: "реконтра"}[
            self.kind]

    def to_text(self, *, symbols: bool = True) -> str:
        if self.kind is CallKind.BID:
            st = self._bid[1]
            return f"{self.level}{st.symbol if symbols else st.letter}"
        return {CallKind.PASS: "Pass", CallKind.DOUBLE: "X", CallKind.REDOUBLE: "XX"}[self.kind]

    def __str__(self) -> str:
        return self.to_text()

    def __repr__(self) -> str:
        short = {CallKind.PASS: "P", CallKind.DOUBLE: "X", CallKind.REDOUBLE: "XX"}
        return f"Call.from_str({short.get(self.kind, self.pbn())!r})"

    def _repr_html_(self) -> str:
        from .render import html

        return html.call(self)


PASS = Call(CallKind.PASS)
DOUBLE = Call(CallKind.DOUBLE)
REDOUBLE = Call(CallKind.REDOUBLE)
ALL_BIDS: tuple[Call, ...] = tuple(Call(CallKind.BID, lv, st) for lv in range(1, 8) for st in Strain)



def is_insufficient(call: Call, last_bid: Call | None) -> bool:
    """Whether ``call`` is an insufficient bid after ``last_bid`` (``None``: no bid yet): a
    bid must supersede the last bid, naming more tricks, or as many in a higher strain
    (Law 18D; ♣ < ♦ < ♥ < ♠ < NT); one that does not is insufficient (Law 27).

    The one check of the rule: contract bridge, the laws layer and honeymoon bridge ask it.

    >>> one_h, one_s = Call.from_str("1H"), Call.from_str("1S")
    >>> is_insufficient(one_h, one_s), is_insufficient(one_s, one_h), is_insufficient(one_h, None)
    (True, False, False)
    """
    return (last_bid is not None and call.kind is CallKind.BID
            and not _supersedes(call.index, last_bid.index))


def _supersedes(index: int, last_index: int) -> bool:
    """Law 18D on the bidding ladder: a bid of ladder index ``index`` supersedes the last
    bid's (``-1``: no bid yet).  :func:`is_insufficient` and the fast legality test
    :func:`_allowed` both ask it."""
    return index > last_index


def sufficient_bids(last_bid: Call | None) -> tuple[Call, ...]:
    """The bids that are not insufficient after ``last_bid`` (:func:`is_insufficient`),
    lowest first."""
    return ALL_BIDS if last_bid is None else ALL_BIDS[last_bid.index + 1:]


_PASS = CallKind.PASS
_PBN_CALLS: dict[str, Call] = {c.pbn(): c for c in ALL_BIDS}
_PBN_CALLS.update({f"{c.level}N": c for c in ALL_BIDS if c.strain is Strain.NOTRUMP})
_PBN_CALLS.update({"Pass": PASS, "X": DOUBLE, "XX": REDOUBLE})

_SPECIAL = {
    "p": PASS, "pass": PASS, "pas": PASS, "пас": PASS, "no": PASS, "nobid": PASS,
    "x": DOUBLE, "dbl": DOUBLE, "double": DOUBLE, "d": DOUBLE, "контра": DOUBLE, "к": DOUBLE,
    "xx": REDOUBLE, "rdbl": REDOUBLE, "redouble": REDOUBLE, "r": REDOUBLE, "реконтра": REDOUBLE,
    "рк": REDOUBLE,
}


_BID = CallKind.BID
_SIDES = (Side.NS, Side.EW)  # the side of seat number i is _SIDES[i % 2] (N E S W)


def _allowed(call: Call, side: Side, last_bid: int, act: CallKind | None,
             act_side: Side | None) -> bool:
    """The rule for a call other than pass made in turn, from the auction's state:
    ``last_bid`` is the ladder index of the last bid (-1 before any), ``act`` and
    ``act_side`` the kind and side of the last call other than pass.  A bid must be
    sufficient (Law 27); a double is of an opponent's bid with only passes since
    (Law 19A1); a redouble of an opponent's double of one's own bid (Law 19B1)."""
    kind = call.kind
    if kind is _BID:
        return _supersedes(call.index, last_bid)
    if kind is CallKind.DOUBLE:
        return act is _BID and act_side is not side
    if kind is CallKind.REDOUBLE:
        return act is CallKind.DOUBLE and act_side is not side
    return kind is _PASS


def parse_calls(text: str | Iterable[str | Call]) -> list[Call]:
    """Calls separated by spaces, commas or dashes: ``"1C P 1H P"``, ``"1♣–1♥–1NT"``."""
    if isinstance(text, str):
        tokens = [t for t in re.split(r"[\s,;–—]+|(?<=\S)-(?=\S)", text) if t]
    else:
        tokens = list(text)
    return [Call.from_str(t) for t in tokens]


class Doubling(enum.IntEnum):
    NONE = 0
    DOUBLED = 1
    REDOUBLED = 2

    @property
    def suffix(self) -> str:
        return ("", "X", "XX")[self]


@dataclass(frozen=True, slots=True)
class Contract:
    """The final contract: level, strain, doubling and declarer.

    A passed-out deal is ``Contract.passed_out()`` (level 0, no strain or declarer).

    >>> Contract.from_str("4SXN"), Contract.from_str("3NTE").tricks_needed
    (Contract.from_str('4SXN'), 9)
    """

    level: int
    strain: Strain | None
    doubling: Doubling = Doubling.NONE
    declarer: Seat | None = None

    @classmethod
    def passed_out(cls) -> "Contract":
        return cls(0, None, Doubling.NONE, None)

    @property
    def is_passed_out(self) -> bool:
        return self.level == 0

    @property
    def tricks_needed(self) -> int:
        """Book (six tricks, книжка) plus the level."""
        return 6 + self.level if self.level else 0

    @property
    def trump(self):
        return None if self.strain is None else self.strain.suit

    @property
    def is_doubled(self) -> bool:
        return self.doubling is Doubling.DOUBLED

    @property
    def is_redoubled(self) -> bool:
        return self.doubling is Doubling.REDOUBLED

    @classmethod
    def from_str(cls, text: str) -> "Contract":
        """``4S``, ``4SX``, ``4SXN`` (declarer last), ``3NTE``, ``6HXXS``, ``Pass``.

        The strain may also be a suit symbol or the seeds' Russian letter (``2бкN``).
        """
        known = _CONTRACTS.get(text) if type(text) is str else None
        if known is not None:
            return known
        raw = _norm(text)
        if raw.lower() in ("pass", "p", "passed out", "пас"):
            return cls.passed_out()
        m = re.fullmatch(r"([1-7])\s*(NT|N|БК|бк|[CDHSNcdhs♣♦♥♠тбчпТ])\s*(XX|X|xx|x|)\s*([NESWnesw]?)",
                         raw)
        if not m:
            raise InvalidNotation(
                f"{text!r} is not a contract: write level, strain, optional X or XX and "
                "optional declarer, e.g. 4S, 3NTX, 6HXXS, or Pass"
            )
        strain = Strain.from_str(m.group(2))
        doubling = Doubling(len(m.group(3)))
        declarer = Seat.from_str(m.group(4)) if m.group(4) else None
        contract = cls(int(m.group(1)), strain, doubling, declarer)
        if cls is Contract and len(_CONTRACTS) < 10_000:  # contracts are values: share them
            _CONTRACTS[text] = contract
        return contract

    def pbn(self) -> str:
        """The PBN ``Contract`` tag value: ``4SX``, ``3NT``, ``Pass``."""
        if self.is_passed_out or self.strain is None:
            return "Pass"
        return f"{self.level}{self.strain.letter}{self.doubling.suffix}"

    def to_text(self, *, symbols: bool = True, declarer: bool = True) -> str:
        if self.is_passed_out or self.strain is None:
            return "Passed out"
        strain = self.strain.symbol if symbols else self.strain.letter
        out = f"{self.level}{strain}{self.doubling.suffix}"
        if declarer and self.declarer is not None:
            out += f" by {self.declarer.name_en}"
        return out

    def __str__(self) -> str:
        return self.to_text()

    def __repr__(self) -> str:
        seat = self.declarer.letter if self.declarer is not None else ""
        return f"Contract.from_str({(self.pbn() + seat) if self.level else 'Pass'!r})"


_CONTRACTS: dict[str, Contract] = {}
"""Contracts already read, by their text (bounded in size)."""


class Auction:
    """The auction as a stack of calls, refusing every call the laws do not allow.

    ``seats`` is the order of calling; for a four-handed game it is N E S W and the
    auction ends after three passes that follow a call, or four passes (Law 17E).
    """

    def __init__(self, dealer: Seat | str = Seat.NORTH, calls: Iterable[Call | str] = ()):
        self.dealer: Seat = Seat.from_str(dealer) if isinstance(dealer, str) else Seat(dealer)
        self._calls: list[Call] = []
        for c in calls:
            self.call(c)

    @classmethod
    def from_str(cls, dealer: Seat | str, text: str) -> "Auction":
        return cls(dealer, parse_calls(text))

    # ---------------------------------------------------------------- state
    @property
    def calls(self) -> tuple[Call, ...]:
        return tuple(self._calls)

    def __len__(self) -> int:
        return len(self._calls)

    def __iter__(self) -> Iterator[tuple[Seat, Call]]:
        return ((self.dealer.next(i), c) for i, c in enumerate(self._calls))

    def seat_of(self, index: int) -> Seat:
        """The seat that made call number ``index`` (0-based)."""
        return self.dealer.next(index)

    @property
    def turn(self) -> Seat | None:
        """Whose call it is, or ``None`` once the auction has ended."""
        return None if self.is_complete else self.dealer.next(len(self._calls))

    @property
    def is_complete(self) -> bool:
        """Ended: four passes, or three passes after a call (Law 17E)."""
        calls = self._calls
        n = len(calls)
        if n < 4 or not (calls[-1].kind is _PASS and calls[-2].kind is _PASS
                         and calls[-3].kind is _PASS):
            return False
        # n == 4: four passes, or a call and three passes.
        return n == 4 or any(c.kind is not _PASS for c in calls[:-3])

    @property
    def is_passed_out(self) -> bool:
        return len(self._calls) == 4 and all(c.is_pass for c in self._calls)

    def _last_bid_index(self) -> int | None:
        for i in range(len(self._calls) - 1, -1, -1):
            if self._calls[i].is_bid:
                return i
        return None

    @property
    def last_bid(self) -> tuple[Seat, Call] | None:
        i = self._last_bid_index()
        return None if i is None else (self.seat_of(i), self._calls[i])

    def _last_action(self) -> tuple[int, Call] | None:
        """The last call other than a pass, with its index."""
        for i in range(len(self._calls) - 1, -1, -1):
            if not self._calls[i].is_pass:
                return i, self._calls[i]
        return None

    @property
    def doubling(self) -> Doubling:
        """Doubling of the current last bid."""
        i = self._last_bid_index()
        if i is None:
            return Doubling.NONE
        d = Doubling.NONE
        for c in self._calls[i + 1:]:
            if c.kind is CallKind.DOUBLE:
                d = Doubling.DOUBLED
            elif c.kind is CallKind.REDOUBLE:
                d = Doubling.REDOUBLED
        return d

    @property
    def contract(self) -> Contract | None:
        """The final contract once the auction is complete (else ``None``)."""
        if not self.is_complete:
            return None
        return self.current_contract()

    def current_contract(self) -> Contract:
        """The contract if the auction ended now (passed out before any bid)."""
        i = self._last_bid_index()
        if i is None:
            return Contract.passed_out()
        bid = self._calls[i]
        side = self.seat_of(i).side
        declarer = next(self.seat_of(j) for j, c in enumerate(self._calls)
                        if c.is_bid and c.strain is bid.strain and self.seat_of(j).side is side)
        level, strain = bid._bid
        return Contract(level, strain, self.doubling, declarer)

    @property
    def declarer(self) -> Seat | None:
        c = self.contract
        return None if c is None else c.declarer

    # ---------------------------------------------------------------- rules
    def check(self, call: Call | str, seat: Seat | str | None = None) -> Call:
        """Return the call if it is legal now; raise :class:`IllegalCall` otherwise.

        Never changes the auction.
        """
        call = Call.from_str(call) if not isinstance(call, Call) else call
        turn = self.turn  # None once the auction has ended
        if turn is None:
            raise IllegalCall(
                f"{call} comes after the auction has ended ({self._ending_text()}); "
                "no call may follow the final pass (Law 39: calls after the final pass)",
                rule=RuleId.AUCTION_ENDED, law=39)
        if seat is not None:
            seat = Seat.from_str(seat) if isinstance(seat, str) else Seat(seat)
            if seat is not turn:
                raise IllegalCall(
                    f"{seat.name_en}'s {call} is out of turn: it is {turn.name_en}'s turn to call "
                    f"(call {len(self._calls) + 1}, dealer {self.dealer.name_en}; "
                    "Laws 28–32: call out of rotation)", rule=RuleId.OUT_OF_TURN, law=31)
        if call.kind is _PASS:
            return call  # a pass is always allowed in turn
        last = self.last_bid
        act = self._last_action()
        if _allowed(call, turn.side, -1 if last is None else last[1].index,
                    None if act is None else act[1].kind,
                    None if act is None else self.seat_of(act[0]).side):
            return call
        # Refused: say why (the branches below explain the rule _allowed applies).
        who = turn.name_en
        if call.is_bid:
            if last is not None and is_insufficient(call, last[1]):
                raise IllegalCall(
                    f"{who}'s {call} is insufficient: the last bid is {last[0].name_en}'s "
                    f"{last[1]}, and a bid must name more tricks, or as many in a higher "
                    f"strain ({STRAIN_ORDER}) (Law 27: insufficient bid)",
                    rule=RuleId.INSUFFICIENT_BID, law=27)
        elif call.kind is CallKind.DOUBLE:
            if act is None or not act[1].is_bid:
                what = "no bid has been made" if act is None else (
                    f"the last call other than pass is {self.seat_of(act[0]).name_en}'s {act[1]}")
                raise IllegalCall(
                    f"{who}'s double is not allowed: {what}; a double is made only of the "
                    "last bid, made by an opponent, with no call but passes since "
                    "(Law 19A1: doubles)", rule=RuleId.DOUBLE, law=19)
            if self.seat_of(act[0]).side is turn.side:
                raise IllegalCall(
                    f"{who}'s double is not allowed: the last bid, {act[1]}, was made by "
                    f"{self.seat_of(act[0]).name_en} of {who}'s own side; a player may double "
                    "only an opponent's bid (Law 19A1: doubles)", rule=RuleId.DOUBLE, law=19)
        elif call.kind is CallKind.REDOUBLE:
            if act is None or act[1].kind is not CallKind.DOUBLE:
                what = "no bid has been made" if act is None else (
                    f"the last call other than pass is {self.seat_of(act[0]).name_en}'s {act[1]}")
                raise IllegalCall(
                    f"{who}'s redouble is not allowed: {what}; a redouble is made only of "
                    "an opponent's double of one's own side's bid, with no call but passes "
                    "since (Law 19B1: redoubles)", rule=RuleId.REDOUBLE, law=19)
            if self.seat_of(act[0]).side is turn.side:
                raise IllegalCall(
                    f"{who}'s redouble is not allowed: the double was made by "
                    f"{self.seat_of(act[0]).name_en} of {who}'s own side; only the side "
                    "that was doubled may redouble (Law 19B1: redoubles)",
                    rule=RuleId.REDOUBLE, law=19)
        raise AssertionError(f"{call} refused with no reason")  # pragma: no cover

    def _ending_text(self) -> str:
        if self.is_passed_out:
            return "passed out by four passes"
        return f"final contract {self.current_contract()}"

    def is_legal(self, call: Call | str) -> bool:
        try:
            self.check(call)
        except (IllegalCall, InvalidNotation):
            return False
        return True

    def legal_calls(self) -> list[Call]:
        """Every call the player in turn may make, pass first, then bids, X, XX."""
        if self.is_complete:
            return []
        out = [PASS]
        last = self.last_bid
        out.extend(sufficient_bids(None if last is None else last[1]))
        for c in (DOUBLE, REDOUBLE):
            if self.is_legal(c):
                out.append(c)
        return out

    # ---------------------------------------------------------------- stack
    def call(self, call: Call | str, seat: Seat | str | None = None) -> None:
        """Make a call (checked first; a refused call changes nothing)."""
        self._calls.append(self.check(call, seat))

    push = call

    def extend(self, calls: Iterable[Call | str]) -> None:
        """Make calls one after another, each checked as by :meth:`call`.

        A refused call raises its :class:`IllegalCall`; the calls before it stay
        made.  (Reading a record replays thousands of calls: this keeps the state the
        rule needs — last bid, last call other than pass, passes since — in local
        variables, and checks each call with the same rule as :meth:`check`.)
        """
        if type(self) is not Auction:  # a subclass may add rules of its own
            for c in calls:
                self.call(c)
            return
        made = self._calls
        n = len(made)
        dealer = int(self.dealer)
        last_ix, act_kind, act_side, passes = -1, None, None, 0
        for i in range(n - 1, -1, -1):  # the state after the calls already made
            c = made[i]
            if c.kind is not _PASS and act_kind is None:
                act_kind, act_side = c.kind, _SIDES[(dealer + i) % 2]
            if c.kind is _BID:
                last_ix = c.index
                break
        while passes < n and made[n - 1 - passes].kind is _PASS:
            passes += 1
        for c in calls:
            if type(c) is not Call:
                c = Call.from_str(c)
            if passes >= 3 and (act_kind is not None or n >= 4):
                break  # the auction has ended: call() below refuses the call
            if c.kind is _PASS:
                passes += 1
            else:
                side = _SIDES[(dealer + n) % 2]
                if not _allowed(c, side, last_ix, act_kind, act_side):
                    break  # call() below refuses the call with its reason
                if c.kind is _BID:
                    last_ix = c.index
                act_kind, act_side, passes = c.kind, side, 0
            made.append(c)
            n += 1
        else:
            return
        self.call(c)  # raises IllegalCall
        raise AssertionError(f"{c} refused by extend() but accepted by call()")  # pragma: no cover

    def undo(self) -> Call:
        if not self._calls:
            raise IllegalCall("there is no call to undo: the auction is empty", rule=RuleId.UNDO)
        return self._calls.pop()

    pop = undo

    def copy(self) -> "Auction":
        new = Auction(self.dealer)
        new._calls = list(self._calls)
        return new

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Auction) and (self.dealer, self._calls) == (other.dealer, other._calls)

    def __repr__(self) -> str:
        return f"Auction.from_str({self.dealer.letter!r}, {' '.join(c.pbn() for c in self._calls)!r})"

    def __str__(self) -> str:
        from .render import text

        return text.auction(self)

    def _repr_html_(self) -> str:
        from .render import html

        return html.auction_table(self)
