"""Four computer seats bid a deal by the system.

Each seat calls what :func:`suggest` gives for its hand (which never passes a forcing
call); where the system has no agreement the seat follows general principles
(:func:`~bridgelib.bidding.engine.principle`: game with the values, compete in a fit,
otherwise pass) and the record keeps a "no agreement" note with the principle used.  Every call goes
through :meth:`Auction.call`, so the auction is legal, and since bids only rise it
always ends.

>>> from bridgelib import Deal
>>> r = bid_deal(Deal.random(seed=1), "sayc")
>>> r.auction.is_complete
True
>>> len(r.steps) == len(r.auction)
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

from ..auction import PASS, Auction, Call, Contract
from ..deal import Deal
from ..hand import Hand
from ..markup import Text
from ..table import Seat, Side, Vulnerability
from .engine import Judge, Suggestion, _as_auction, _as_hand, _judged, principle, suggest
from .system import System

__all__ = ["BiddingRecord", "bid_deal", "computer_call"]

#: No auction is longer than this (35 bids, each followed by X, XX and passes).
MAX_CALLS = 4 + 35 * 9


@dataclass(frozen=True)
class BiddingRecord:
    """A deal bid by four computer seats: the auction and each seat's reason."""

    deal: Deal
    auction: Auction
    steps: tuple[Suggestion, ...]

    @property
    def contract(self) -> Contract | None:
        return self.auction.contract

    @property
    def no_agreement(self) -> tuple[tuple[int, Seat, str], ...]:
        """(call number, seat, reason) for every call no rule of the system gave."""
        return tuple((i, self.auction.seat_of(i), s.reason)
                     for i, s in enumerate(self.steps) if not s.agreed)

    @property
    def opening_agreed(self) -> bool:
        """Every call up to and including the opening bid came from a rule."""
        for step in self.steps:
            if not step.agreed:
                return False
            if step.call is not None and step.call.is_bid:
                return True
        return True

    def to_text(self) -> Text:
        lines = []
        for i, ((seat, call), step) in enumerate(zip(self.auction, self.steps)):
            why = (step.meaning if step.agreed or step.forced else
                   f"{step.meaning} (no agreement: {step.reason})")
            lines.append(f"{i + 1:>2}. {seat.name_en:<5} {str(call):<4} {why}")
        lines.append(f"Contract: {self.auction.contract}")
        return Text("\n".join(lines))


def computer_call(hand: Hand | str, auction: Auction | str | Sequence[Call | str] | None,
                  system: System | str = "sayc",
                  vulnerability: Vulnerability | None = None,
                  judge: Judge | None = None) -> Suggestion:
    """The call a computer seat makes: the system's, else a named general principle.

    ``auction`` is read as :func:`~bridgelib.bidding.suggest` reads it (calls from the
    dealer on; text such as ``"1D P 1S P"`` is dealt by North); ``judge`` is the seat's
    judgement for the rules that ask for one (:class:`~bridgelib.bidding.engine.Judge`).

    >>> computer_call("KJ72.Q.QJ76.J1084", "1D P 1S P 2C P").call
    Call.from_str('2D')
    """
    s = suggest(hand, auction, system, vulnerability, judge)
    if s.call is not None:
        return s
    p = principle(hand, auction, system, vulnerability)
    if judge is None:
        return p
    # the principle's game or pass is weighed as the rules' are (slam, game)
    sysm = System.named(system) if isinstance(system, str) else system
    return (_judged(_as_hand(hand), _as_auction(auction), sysm, p, judge, p.situation,
                    vulnerability) or p)


def bid_deal(deal: Deal, system: System | str | Mapping[Side, System | str] = "sayc",
             dealer: Seat | str = Seat.NORTH,
             vulnerability: Vulnerability | None = None,
             judge: Judge | None = None) -> BiddingRecord:
    """Bid ``deal`` with all four seats following ``system``.

    ``system`` may map each side to its own system (``{Side.NS: 'sayc', Side.EW: 'acol'}``).
    Each seat knows its position from the dealer; with the board's ``vulnerability``
    the rules that vary with it (sounder preempts when vulnerable) apply; ``judge``
    (:class:`~bridgelib.bidding.engine.Judge`) is the seats' judgement by simulation.
    """
    if isinstance(system, Mapping):
        by_side = {side: System.named(one) if isinstance(one := system[side], str) else one
                   for side in Side}
    else:
        one = System.named(system) if isinstance(system, str) else system
        by_side = {Side.NS: one, Side.EW: one}
    auction = Auction(dealer)
    steps: list[Suggestion] = []
    while not auction.is_complete and len(auction) < MAX_CALLS:
        seat = auction.turn
        assert seat is not None
        s = computer_call(deal[seat], auction, by_side[seat.side], vulnerability, judge)
        auction.call(s.call if s.call is not None else PASS, seat)
        steps.append(s)
    return BiddingRecord(deal, auction, tuple(steps))
