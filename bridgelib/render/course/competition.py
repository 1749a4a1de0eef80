"""Competitive bidding shown as tables (lesson 13): each call chosen and explained by
:mod:`bridgelib.bidding`, laid out for a learner.

Part of :mod:`bridgelib.course`, which the lessons call; see there."""

from __future__ import annotations

from typing import Any, Iterable, Sequence

from ...errors import BridgeError
from ...hand import Hand
from .tables import Table, table

__all__ = ["competitive_calls", "calls_in_turn", "sacrifice_by_vulnerability"]


def _auction_label(auction: str) -> str:
    """An auction as a learner reads it: ``"1H P P"`` → ``1♥ – Pass – Pass``."""
    from ...auction import parse_calls

    calls = parse_calls(auction)
    return " – ".join(str(c) for c in calls) if calls else "(you deal)"


def _call_row(hand: Hand | str, auction: str, system: str) -> list[Any]:
    from ...bidding import suggest

    s = suggest(hand, auction, system)
    if s.call is None:
        return ["—", "—", f"no agreement — {s.reason}"]
    name = s.rule.name if s.rule is not None and s.rule.name and not s.principle else "—"
    return [s.call, name, s.meaning]


def competitive_calls(hands: Iterable[Hand | str], auction: str | Sequence[str],
                      system: str = "sayc") -> Table:
    """Each hand's call after ``auction`` in ``system``: the call, the convention's name
    (the rule's name in the system file) and what the call shows.  ``auction`` may be a
    list, one auction for each hand; the table then shows each hand's auction.

    >>> t = competitive_calls(["KQJ84.A73.852.Q4"], "1C")
    >>> t.text.splitlines()[1].split()[:4]
    ['hand', 'HCP', 'shape', 'call']
    >>> "Overcall: 5+ ♠, 8–16 HCP" in t.text
    True
    >>> t = competitive_calls(["AKJ84.KQ973.5.42", "5.42.KQJ84.AQ973"], ["1C", "1S"])
    >>> [line.split("  ")[0] for line in t.text.splitlines()[2:]]
    ['1♣', '1♠']
    """
    dealt: list[Hand] = [h if isinstance(h, Hand) else Hand.from_pbn(h) for h in hands]
    head = ["hand", "HCP", "shape", "call", "convention", "what it shows"]
    if isinstance(auction, str):
        rows = [[h, h.hcp, h.pattern_text, *_call_row(h, auction, system)] for h in dealt]
        return table(rows, head, caption=f"{system.upper()}, after {_auction_label(auction)}")
    if len(auction) != len(dealt):
        raise BridgeError(f"{len(dealt)} hands but {len(auction)} auctions: give one auction "
                          "for each hand, or one for all")
    rows = [[_auction_label(a), h, h.hcp, h.pattern_text, *_call_row(h, a, system)]
            for h, a in zip(dealt, auction)]
    return table(rows, ["the auction so far", *head], caption=system.upper())


def calls_in_turn(hand: Hand | str, auctions: Sequence[str], system: str = "sayc") -> Table:
    """One hand's call at several points of the auction (for example in the direct seat
    and in the balancing seat), each chosen and explained by ``system``.

    >>> t = calls_in_turn("KJ84.52.A93.Q842", ["1H", "1H P P"])
    >>> [line.split("  ")[0] for line in t.text.splitlines()[2:]]
    ['1♥', '1♥ – Pass – Pass']
    """
    hand = hand if isinstance(hand, Hand) else Hand.from_pbn(hand)
    rows = [[_auction_label(a), *_call_row(hand, a, system)] for a in auctions]
    return table(rows, ["the auction so far", "your call", "convention", "what it shows"],
                 caption=f"{system.upper()}: {hand.hcp} HCP, shape {hand.pattern_text}")


def sacrifice_by_vulnerability(hand: Hand | str, auction: str, bid: str,
                               system: str = "sayc") -> Table:
    """What a sacrifice is worth at each vulnerability, as a computer player judges it:
    the hand, in the pass-out seat over the opponents' game, weighs ``bid`` — doubled on
    the deals where it goes down — against defending their game, both double dummy on the
    same deals that fit the auction (:meth:`~bridgelib.analysis.judge.SimulationJudge.compete`),
    and makes its call (:func:`~bridgelib.bidding.computer_call` with that judge).

    >>> t = sacrifice_by_vulnerability("2.943.K2.KQT9863", "1S P 4S P P", "5C")
    >>> "East holds ♠ 2  ♥ 9 4 3  ♦ K 2  ♣ K Q 10 9 8 6 3 (8 HCP" in t.text.splitlines()[0]
    True
    >>> t.text.splitlines()[1].split("  ")[0]
    'vulnerable'
    >>> [line.split("  ")[0] for line in t.text.splitlines()[2:]]
    ['neither side', 'they are, you are not', 'both sides', 'you are, they are not']
    """
    from ...analysis.judge import SimulationJudge
    from ...auction import Auction, parse_calls
    from ...bidding import System, computer_call
    from ...table import Seat, Vulnerability

    hand = hand if isinstance(hand, Hand) else Hand.from_pbn(hand)
    a = Auction(Seat.NORTH, parse_calls(auction))
    me, last = a.turn, a.last_bid
    if me is None or last is None or last[0].side == me.side:
        raise BridgeError(f"after {_auction_label(auction)} it is not our call over the "
                          "opponents' contract: give an auction they bid last in")
    call = parse_calls(bid)[0]
    judge = SimulationJudge()
    sysm = System.named(system)
    theirs = last[1]
    order = (("neither side", False, False), ("they are, you are not", False, True),
             ("both sides", True, True), ("you are, they are not", True, False))
    rows = []
    for label, ours, their in order:
        vul = next(v for v in Vulnerability if v.is_vulnerable(me.side) == ours
                   and v.is_vulnerable(me.side.opponents) == their)
        gained = judge.compete(hand, a, sysm, [call], vulnerability=vul, doubled=True)
        chosen = computer_call(hand, a, sysm, vulnerability=vul, judge=judge).call
        mean = f"{gained[call.pbn()]:+.1f}".replace("-", "−") if gained else "—"
        rows.append([label, mean, chosen])
    head = ["vulnerable", f"{call} (doubled when it fails) against defending {theirs}: "
            "IMPs for you, on average", "the computer player calls"]
    return table(rows, head, caption=f"{system.upper()}, after {_auction_label(auction)}, "
                 f"{me.name_en} holds {hand} ({hand.hcp} HCP, shape {hand.pattern_text}); "
                 f"{judge.deals} deals that fit the auction, played double dummy")
