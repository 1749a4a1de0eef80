"""Irregularities in the auction: insufficient bids (Law 27) and calls out of rotation
(Laws 29–32), with the bars on the offender's partner and the lead penalties (Law 26)
they leave.

The laws text's pages do not reach these laws (they start at Law 43), so this module follows
the Laws of 2017.  Whether a replacement call is *comparable* (Law 23A) is the
Director's judgement: it is an input (``comparable=True``); a call identical to the one
withdrawn always is.

:class:`LawsAuction` is an :class:`~bridgelib.auction.Auction` that records who made each
call (an accepted call out of rotation shifts the rotation) and allows an accepted
insufficient bid.  Normal calls go through :meth:`~LawsAuction.call`, which now also
refuses a call from a barred player, citing the law.  Irregularities:

* :meth:`~LawsAuction.insufficient` — the player in turn makes an insufficient bid;
  his left-hand opponent may :meth:`~LawsAuction.accept` it (calling over it accepts it
  too, 27A1), or the offender must :meth:`~LawsAuction.correct` it (27B);
* :meth:`~LawsAuction.out_of_rotation` — a call by a player whose turn it is not; his
  left-hand opponent may accept it (29A, also by calling), or it is
  :meth:`~LawsAuction.cancel`-led (29B) and Laws 30–32 say what follows.

>>> a = LawsAuction("N")
>>> a.call("1S")
>>> print(a.insufficient("1H"))
Law 27: East's 1♥ is insufficient over North's 1♠. South (the next player) may accept it (27A1); otherwise East must correct it (27B).
>>> print(a.correct("2C"))
Law 27B2: East corrects 1♥ to 2♣, which is neither the lowest sufficient bid in hearts nor a comparable call: West must pass whenever it is his turn to call, and Law 26 lead restrictions may apply
>>> a.call("Pass"); a.call("2H")
Traceback (most recent call last):
...
bridgelib.errors.IllegalCall: West must pass: East's insufficient 1♥ was corrected to 2♣, so West must pass whenever it is his turn to call (Law 27B2)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable, Iterator, Sequence, overload

from ..auction import PASS, Auction, Call, CallKind, Contract, is_insufficient, sufficient_bids
from ..cards import Suit
from ..errors import IllegalAction, IllegalCall, InvalidNotation
from ..rules import RuleId
from ..table import Seat
from .core import Edition, Option, Ruling, atomic
from .play import LeadPenalty

__all__ = ["LawsAuction", "Bar"]


def _seat(x: "Seat | str") -> Seat:
    return Seat.from_str(x) if isinstance(x, str) else Seat(x)


def _call(x: "Call | str") -> Call:
    return x if isinstance(x, Call) else Call.from_str(x)


@dataclass(frozen=True)
class Bar:
    """A player who must pass: at his next turn (``"next"``) or whenever it is his turn
    (``"throughout"``), and why."""

    seat: Seat
    length: str
    law: str
    reason: str


@dataclass(frozen=True)
class _Pending:
    kind: str              # "insufficient" or "out-of-rotation"
    offender: Seat
    call: Call
    turn: Seat             # whose turn it was
    bar_if_refused: bool = False


class LawsAuction(Auction):
    """An auction with the laws on insufficient bids and calls out of rotation."""

    def __init__(self, dealer: Seat | str = Seat.NORTH, calls: Iterable[Call | str] = (), *,
                 edition: "Edition | str" = Edition.LAWS_2017, actions: Sequence[tuple] = ()):
        self.edition = Edition.from_str(edition)
        self._seats: list[Seat] = []
        self._accepted: set[int] = set()
        self.bars: dict[Seat, Bar] = {}
        self.must_repeat: tuple[Seat, Call, str] | None = None
        self.pending: _Pending | None = None
        self._after_rho: dict[Seat, tuple[Call, str]] = {}
        self._rule_next: dict[Seat, tuple[Call, str]] = {}
        self._penalised: list[Seat] = []
        self.rulings: list[Ruling] = []
        self._actions: list[tuple] = []
        self._pushing = False
        super().__init__(dealer)
        for c in calls:
            self.call(c)
        for a in actions:
            self.apply(a)

    # ---------------------------------------------------------------- rotation
    def seat_of(self, index: int) -> Seat:
        return self._seats[index]

    @property
    def turn(self) -> Seat | None:
        if self.is_complete:
            return None
        return self._seats[-1].next() if self._seats else self.dealer

    def __iter__(self) -> Iterator[tuple[Seat, Call]]:
        return iter(zip(self._seats, self._calls))

    # ---------------------------------------------------------------- checks
    def check(self, call: Call | str, seat: Seat | str | None = None) -> Call:
        call = _call(call)
        if self._pushing:
            return call
        if self.pending is not None:
            raise IllegalCall(self._pending_text(call), rule=RuleId.PENDING_CHOICE,
                              law=27 if self.pending.kind == "insufficient" else 29)
        turn = self.turn
        if seat is not None and self.is_complete:
            seat = None  # let the core name the end of the auction (Law 39)
        if turn is not None and seat is not None and _seat(seat) is not turn:
            raise IllegalCall(
                f"{_seat(seat).name_en}'s {call} is out of turn: it is {turn.name_en}'s turn to "
                "call (Law 29: a call out of rotation — make it with out_of_rotation() to apply "
                "Laws 29–32)",
                rule=RuleId.OUT_OF_TURN, law=29)
        if turn is not None:
            bar = self.bars.get(turn)
            if bar is not None and not call.is_pass:
                raise IllegalCall(f"{turn.name_en} must pass: {bar.reason} (Law {bar.law})",
                                  rule=RuleId.BARRED, law=int(bar.law[:2]))
            if self.must_repeat is not None and self.must_repeat[0] is turn \
                    and call != self.must_repeat[1]:
                raise IllegalCall(
                    f"{turn.name_en} must repeat his call out of rotation, "
                    f"{self.must_repeat[1]}: his right-hand opponent passed (Law "
                    f"{self.must_repeat[2]})", rule=RuleId.MUST_REPEAT,
                    law=int(self.must_repeat[2][:2]))
        return super().check(call)

    def legal_calls(self) -> list[Call]:
        return [c for c in super().legal_calls() if self.is_legal(c)]

    def _pending_text(self, call: Call) -> str:
        p = self.pending
        assert p is not None
        if p.kind == "insufficient":
            return (f"{call} cannot be made yet: {p.offender.name_en}'s insufficient {p.call} "
                    f"waits — {p.offender.lho.name_en} may accept it (by calling, or accept()), "
                    f"or {p.offender.name_en} must correct it (correct()) (Law 27)")
        return (f"{call} cannot be made yet: {p.offender.name_en}'s {p.call} was out of rotation "
                f"— {p.offender.lho.name_en} may accept it by calling (Law 29A), or it is "
                "cancelled (cancel(), Law 29B)")

    @property
    def options(self) -> tuple[Option, ...]:
        p = self.pending
        if p is None:
            return ()
        if p.kind == "insufficient":
            return (Option("accept", p.offender.lho, "27A1",
                           "accept the insufficient bid (calling over it accepts it)"),
                    Option("correct", p.offender, "27B", "replace it with a legal call"))
        opts = [Option("cancel", p.offender.lho, "29B", "do not accept: the call is cancelled "
                       f"and the auction returns to {p.turn.name_en}")]
        if self._admissible(p):
            opts.insert(0, Option("accept", p.offender.lho, "29A",
                                  "call over it and so accept it (no rectification)"))
        return tuple(opts)

    @property
    def option_keys(self) -> tuple[str, ...]:
        return tuple(o.key for o in self.options)

    def _admissible(self, p: _Pending) -> bool:
        """A double or redouble out of rotation that would be illegal cannot be accepted (32)."""
        if p.call.kind not in (CallKind.DOUBLE, CallKind.REDOUBLE):
            return True
        act = next(((self._seats[i], self._calls[i]) for i in range(len(self._calls) - 1, -1, -1)
                    if not self._calls[i].is_pass), None)
        if act is None or act[0].side is p.offender.side:
            return False
        return act[1].is_bid if p.call.kind is CallKind.DOUBLE else act[1].kind is CallKind.DOUBLE

    # ---------------------------------------------------------------- recording
    def _push(self, seat: Seat, call: Call, *, accepted_insufficient: bool = False) -> None:
        if accepted_insufficient:
            self._accepted.add(len(self._calls))
        self._calls.append(call)
        self._seats.append(seat)

    @overload
    def _record(self, action: tuple, ruling: Ruling) -> Ruling: ...
    @overload
    def _record(self, action: tuple, ruling: None = None) -> None: ...

    def _record(self, action: tuple, ruling: Ruling | None = None) -> Ruling | None:
        self._actions.append(action)
        if ruling is not None:
            self.rulings.append(ruling)
        return ruling

    @property
    def actions(self) -> tuple[tuple, ...]:
        return tuple(self._actions)

    def apply(self, action: tuple):
        kind, *args = action
        if kind == "call":
            return self.call(args[0], args[1], comparable=args[2])
        methods: dict[str, Callable[..., Ruling]] = {
            "insufficient": self.insufficient, "out_of_rotation": self.out_of_rotation,
            "accept": self.accept, "cancel": self.cancel}
        method = methods.get(kind)
        if kind == "correct":
            return self.correct(args[0], comparable=args[1])
        if method is None:
            raise InvalidNotation(f"{kind!r} is not an action of LawsAuction")
        return method(*args)

    # override: the last action may be an irregularity, so undo returns the action
    # (a tuple as in .actions), not the Call that Auction.undo returns
    def undo(self) -> tuple:  # type: ignore[override]
        """Take back the last action by replaying the others."""
        if not self._actions:
            raise IllegalCall("there is no action to undo: the auction is empty", rule=RuleId.UNDO)
        last = self._actions[-1]
        fresh = LawsAuction(self.dealer, edition=self.edition, actions=self._actions[:-1])
        self.__dict__.update(fresh.__dict__)
        return last

    # Auction.pop takes back a call; here the last action may be an irregularity, so pop
    # returns the action as undo does (a deliberate override with another return type).
    pop = undo  # type: ignore[assignment]


    # ---------------------------------------------------------------- calls in turn
    # override: a call under the laws takes the comparable-call judgement (23A) and
    # returns the ruling it brought about; Auction.call returns nothing
    def call(self, call: Call | str, seat: Seat | str | None = None, *,  # type: ignore[override]
             comparable: bool | None = None) -> Ruling | None:
        """A call in turn.  While an insufficient bid or a call out of rotation waits,
        a call by the offender's left-hand opponent accepts it (27A1, 29A).

        ``comparable`` is the Director's judgement on the offender's first call after
        his call out of rotation was cancelled (Law 23A).  Returns the ruling the call
        brought about, if any."""
        before = len(self.rulings)
        with atomic(self):
            call = _call(call)
            p = self.pending
            if p is not None and (seat is None and p.kind == "insufficient"
                                  or seat is not None and _seat(seat) is p.offender.lho):
                self._accept()
            seat_ = self.turn
            self.check(call, seat)
            assert seat_ is not None  # check() refuses a call once the auction has ended
            self._push(seat_, call)
            self._after_call(seat_, call, comparable)
            self._record(("call", call.pbn(), seat_.letter if seat_ is not None else None,
                          comparable))
        return self.rulings[-1] if len(self.rulings) > before else None

    def _after_call(self, seat: Seat, call: Call, comparable: bool | None) -> None:
        bar = self.bars.get(seat)
        if bar is not None and bar.length == "next":
            del self.bars[seat]
        if self.must_repeat is not None and self.must_repeat[0] is seat:
            self.must_repeat = None
        # the right-hand opponent of an offender has now called (Laws 31A, 32A)
        for off, (cancelled, law) in list(self._after_rho.items()):
            if off.rho is seat:
                del self._after_rho[off]
                if call.is_pass:
                    self.must_repeat = (off, cancelled, law + "1")
                    self.rulings.append(Ruling(law + "1", f"{seat.name_en} passed: "
                                               f"{off.name_en} must repeat {cancelled}, and "
                                               "there is no rectification"))
                else:
                    self._rule_next[off] = (cancelled, law + "2")
        if seat in self._rule_next:
            cancelled, law = self._rule_next.pop(seat)
            same = call == cancelled
            if same or comparable:
                why = "the same call" if same else "a comparable call (Law 23A)"
                self.rulings.append(Ruling(law, f"{seat.name_en}'s {call} is {why}: no further "
                                           "rectification"))
            else:
                self.bars[seat.partner] = Bar(
                    seat.partner, "next", law,
                    f"{seat.name_en}'s {cancelled} out of rotation was cancelled and his "
                    f"{call} is not comparable, so {seat.partner.name_en} must pass when next "
                    "it is his turn to call")
                self._penalised.append(seat)
                self.rulings.append(Ruling(law, f"{seat.name_en}'s {call} is not comparable to "
                                           f"his cancelled {cancelled}: {seat.partner.name_en} "
                                           "must pass when next it is his turn to call; Law 26 "
                                           "lead restrictions may apply"))

    # ---------------------------------------------------------------- insufficient bid
    def insufficient(self, call: Call | str, seat: Seat | str | None = None) -> Ruling:
        """The player in turn bids ``call``, which does not supersede the last bid."""
        call = _call(call)
        if self.pending is not None:
            raise IllegalCall(self._pending_text(call), rule=RuleId.PENDING_CHOICE, law=27)
        turn = self.turn
        if turn is None:
            raise IllegalCall(f"{call}: the auction is over, and no call may follow the final "
                              "pass (Law 39)", rule=RuleId.AUCTION_ENDED, law=39)
        if seat is not None and _seat(seat) is not turn:
            raise IllegalCall(f"{_seat(seat).name_en} is not in turn: an insufficient bid out "
                              "of rotation is a call out of rotation (Law 27A2, Law 31)",
                              rule=RuleId.OUT_OF_TURN, law=27)
        last = self.last_bid
        if last is None or not is_insufficient(call, last[1]):
            raise IllegalCall(f"{call} is not an insufficient bid"
                              + (" (no bid has been made)" if last is None else
                                 f" over {last[0].name_en}'s {last[1]}" if call.is_bid else "")
                              + ": Law 27 concerns a bid that does not supersede the last bid "
                              "(Law 18D)", rule=RuleId.NOT_INSUFFICIENT, law=27)
        self.pending = _Pending("insufficient", turn, call, turn)
        r = Ruling("27", f"{turn.name_en}'s {call} is insufficient over {last[0].name_en}'s "
                   f"{last[1]}. {turn.lho.name_en} (the next player) may accept it (27A1); "
                   f"otherwise {turn.name_en} must correct it (27B).", options=self.options)
        return self._record(("insufficient", call.pbn()), r)

    def accept(self) -> Ruling:
        """The offender's left-hand opponent accepts the waiting call (27A1 / 29A)."""
        with atomic(self):
            r = self._accept()
            self._record(("accept",))
            return r

    def _accept(self) -> Ruling:
        p = self.pending
        if p is None:
            raise IllegalAction("there is no insufficient bid or call out of rotation to accept "
                                "(Law 27A1, Law 29A)", rule=RuleId.NOTHING_TO_ACCEPT, law=27)
        if p.kind == "insufficient":
            self.pending = None
            self._push(p.offender, p.call, accepted_insufficient=True)
            r = Ruling("27A1", f"{p.offender.lho.name_en} accepts {p.offender.name_en}'s "
                       f"insufficient {p.call}: it is treated as legal and the auction goes on")
        else:
            if not self._admissible(p):
                raise IllegalAction(f"{p.offender.name_en}'s {p.call} would not be a legal call: "
                                    "an inadmissible double or redouble cannot be accepted "
                                    "(Law 32, Law 36)", rule=RuleId.INADMISSIBLE, law=32)
            self.pending = None
            self._push(p.offender, p.call)
            r = Ruling("29A", f"{p.offender.lho.name_en} calls over {p.offender.name_en}'s "
                       f"{p.call}, accepting it: no rectification; the rotation continues from "
                       f"{p.offender.name_en}")
        self.rulings.append(r)
        return r

    def correct(self, call: Call | str, *, comparable: bool = False) -> Ruling:
        """The offender replaces his insufficient bid (not accepted) with ``call`` (27B)."""
        with atomic(self):
            r = self._correct(_call(call), comparable)
            self._record(("correct", _call(call).pbn(), comparable))
            return r

    def _correct(self, call: Call, comparable: bool) -> Ruling:
        p = self.pending
        if p is None or p.kind != "insufficient":
            raise IllegalAction(f"there is no insufficient bid to correct with {call} "
                                "(Law 27B)", rule=RuleId.NOTHING_TO_CORRECT, law=27)
        off, bad = p.offender, p.call
        last = self.last_bid
        partner = off.partner
        if last is not None and is_insufficient(call, last[1]):
            # 27B4: another insufficient bid; the LHO may accept it, else as in 27B3
            self.pending = _Pending("insufficient", off, call, p.turn, bar_if_refused=True)
            return Ruling("27B4", f"{off.name_en} replaces {bad} with another insufficient bid, "
                          f"{call}: {off.lho.name_en} may accept it; if not, {partner.name_en} "
                          "must pass whenever it is his turn to call", options=self.options)
        if call.kind in (CallKind.DOUBLE, CallKind.REDOUBLE) and not comparable:
            self.bars[partner] = Bar(partner, "throughout", "27B3",
                                     f"{off.name_en} tried to replace his insufficient {bad} "
                                     f"with a {call.kind.value}, which is cancelled, so "
                                     f"{partner.name_en} must pass whenever it is his turn to call")
            self._penalised.append(off)
            return Ruling("27B3", f"{off.name_en}'s attempt to replace {bad} with {call} is "
                          f"cancelled: he must make another legal call, and {partner.name_en} "
                          "must pass whenever it is his turn to call")
        # a legal substitute (checked as a call in turn)
        self.pending = None
        Auction.check(self, call)
        lowest = next((b for b in sufficient_bids(None if last is None else last[1])
                       if b.strain is bad.strain), None)
        self._push(off, call)
        if call == lowest and not p.bar_if_refused:
            r = Ruling("27B1a", f"{off.name_en} corrects {bad} to {call}, the lowest sufficient "
                       "bid in the same denomination: the auction proceeds without further "
                       "rectification")
        elif comparable and not p.bar_if_refused:
            r = Ruling("27B1b", f"{off.name_en} corrects {bad} to {call}, a comparable call "
                       "(Law 23A): no further rectification")
        else:
            law = "27B4" if p.bar_if_refused else "27B2"
            self.bars[partner] = Bar(partner, "throughout", law,
                                     f"{off.name_en}'s insufficient {bad} was corrected to "
                                     f"{call}, so {partner.name_en} must pass whenever it is his "
                                     "turn to call")
            self._penalised.append(off)
            assert bad.strain is not None  # an insufficient bid is a bid
            r = Ruling(law, f"{off.name_en} corrects {bad} to {call}, which is neither the lowest "
                       f"sufficient bid in {bad.strain.name_en} nor a comparable call: "
                       f"{partner.name_en} must pass whenever it is his turn to call, and Law 26 "
                       "lead restrictions may apply")
        self.rulings.append(r)
        return r

    # ---------------------------------------------------------------- out of rotation
    def out_of_rotation(self, seat: Seat | str, call: Call | str) -> Ruling:
        """``seat`` calls when it is another player's turn (Laws 29–32)."""
        seat, call = _seat(seat), _call(call)
        if self.pending is not None:
            raise IllegalCall(self._pending_text(call), rule=RuleId.PENDING_CHOICE, law=29)
        turn = self.turn
        if turn is None:
            raise IllegalCall(f"{call}: the auction is over, and no call may follow the final "
                              "pass (Law 39)", rule=RuleId.AUCTION_ENDED, law=39)
        if seat is turn:
            raise IllegalCall(f"{seat.name_en} is in turn: {call} is not out of rotation (Law 29 "
                              "concerns a call out of rotation)", rule=RuleId.IN_TURN, law=29)
        if turn is seat.lho and seat in self._seats:
            raise IllegalCall(
                f"{seat.name_en}'s {call} comes at his left-hand opponent's turn after he has "
                "called: it is treated as a change of call (Law 25), which bridgelib does not "
                "model", rule=RuleId.CHANGE_OF_CALL, law=25)
        self.pending = _Pending("out-of-rotation", seat, call, turn)
        whose = ("his right-hand opponent's" if turn is seat.rho else
                 "his partner's" if turn is seat.partner else "his left-hand opponent's")
        r = Ruling("29", f"{seat.name_en}'s {call} was made at {whose} turn ({turn.name_en}). "
                   f"{seat.lho.name_en} may call over it, accepting it (29A); otherwise it is "
                   "cancelled (29B) and Law "
                   f"{30 if call.is_pass else 31 if call.is_bid else 32} applies.",
                   options=self.options)
        return self._record(("out_of_rotation", seat.letter, call.pbn()), r)

    def cancel(self) -> Ruling:
        """The call out of rotation is not accepted: it is cancelled (29B)."""
        with atomic(self):
            r = self._cancel()
            self._record(("cancel",))
            return r

    def _cancel(self) -> Ruling:
        p = self.pending
        if p is None or p.kind != "out-of-rotation":
            raise IllegalAction("there is no call out of rotation to cancel (Law 29B)",
                                rule=RuleId.NOTHING, law=29)
        self.pending = None
        off, c, turn = p.offender, p.call, p.turn
        rho_turn = turn is off.rho
        law = "30" if c.is_pass else ("31" if c.is_bid else "32")
        if c.is_pass:
            if rho_turn:
                self.bars[off] = Bar(off, "next", "30A", f"{off.name_en} passed out of rotation "
                                     "at his right-hand opponent's turn")
                text = (f"the pass is cancelled; {off.name_en} must pass when next it is his turn "
                        "to call, and there is no further rectification")
                law += "A"
            else:
                self._rule_next[off] = (c, "30B")
                text = (f"the pass is cancelled; {off.name_en} may make any legal call at his turn: "
                        f"if it is not comparable, {off.partner.name_en} must pass when next it is "
                        "his turn to call")
                law += "B"
        else:
            if rho_turn:
                self._after_rho[off] = (c, law + "A")
                text = (f"{c} is cancelled; if {turn.name_en} passes, {off.name_en} must repeat "
                        f"it; if {turn.name_en} bids, doubles or redoubles, {off.name_en} may make "
                        f"any legal call, and unless it is comparable {off.partner.name_en} must "
                        "pass when next it is his turn to call")
                law += "A"
            else:
                self._rule_next[off] = (c, law + "B")
                text = (f"{c} is cancelled; {off.partner.name_en} may call freely (the information "
                        f"is unauthorised for him, 16C2); {off.name_en}'s call at his turn is then "
                        f"ruled: if it is not comparable, {off.partner.name_en} must pass when next "
                        "it is his turn to call")
                law += "B"
        r = Ruling(law, f"{off.name_en}'s {c} out of rotation is not accepted (29B): {text}. "
                   f"The auction returns to {turn.name_en}.")
        self.rulings.append(r)
        return r

    # ---------------------------------------------------------------- results
    def lead_penalties(self) -> tuple[LeadPenalty, ...]:
        """Law 26B for each offender whose withdrawn call was replaced by a different, not
        comparable, call: the suits declarer may prohibit at his partner's first lead (those
        the offender has not specified in his legal auction)."""
        out = []
        for off in dict.fromkeys(self._penalised):
            specified = {c.strain.suit for s, c in self if s is off and c.is_bid
                         and c.strain is not None and c.strain.suit is not None}
            suits = frozenset(s for s in Suit if s not in specified)
            if suits:
                out.append(LeadPenalty(off, suits))
        return tuple(out)

    def play(self, deal, **kw):
        """A :class:`~bridgelib.laws.play.LawsPlay` of the final contract, carrying the lead
        penalties of Law 26."""
        from .play import LawsPlay

        if not self.is_complete or self.contract is None or self.contract.is_passed_out:
            raise IllegalAction("there is no contract to play yet: the auction "
                                + ("was passed out (Law 22A1)" if self.is_complete else
                                   "is not over (Law 22A2: it ends when three passes follow "
                                   "the last bid)"), rule=RuleId.NO_CONTRACT, law=22)
        return LawsPlay(deal, self.contract, edition=self.edition,
                        lead_penalties=self.lead_penalties(), **kw)

    def to_text(self) -> str:
        rows = [f"{s.letter} {c}" + (" (insufficient, accepted)" if i in self._accepted else "")
                for i, (s, c) in enumerate(self)]
        out = ", ".join(rows) or "(no calls)"
        if self.is_complete:
            out += f"; contract {self.contract}"
        return out

    def __str__(self) -> str:
        return self.to_text()

    def __repr__(self) -> str:
        return f"LawsAuction({self.dealer.letter!r}, actions={self.actions!r})"

    def copy(self) -> "LawsAuction":
        return LawsAuction(self.dealer, edition=self.edition, actions=self._actions)
