"""Responder to a weak two with a fit and game interest asks before raising (issue 14).

Every expected call comes from the literature, cited at each position; none is copied from
the engine's output.  Sources:

- ACBL SAYC System Booklet (weak two-bids): the raise is preemptive; 2NT is the only forcing
  response and asks for a feature — opener with a minimum rebids his suit, with a maximum
  shows an outside ace or king;
- William S. Root & Richard Pavlicek, "Modern Bridge Conventions" (the feature ask and
  Ogust): responder bids 2NT when he has game interest — with support, game is on opposite
  a maximum and not opposite a minimum — and places the contract after the answer; the
  preemptive raise is for the hand with support and no game interest.
"""
from __future__ import annotations

import pytest

from bridgelib import Auction, Call
from bridgelib.auction import parse_calls
from bridgelib.bidding import computer_call


def _call(system: str, auction: str, hand: str):
    return computer_call(hand, Auction("N", parse_calls(auction)), system)


# (system, auction from North, hand, the book's call, why)
POSITIONS = [
    ("sayc", "2H P", "AK109.942.KJ7.K93", "2NT",
     "2♥: three hearts and 14 HCP — game interest, ask (not the preemptive 3♥)"),
    ("sayc", "2D P", "J3.AJ542.A75.A72", "2NT",
     "2♦: three diamonds, three aces, 14 HCP — ask (not the preemptive 3♦)"),
    ("sayc", "2H P", "9.Q82.K9742.8652", "3H",
     "2♥: three hearts and 5 HCP — the preemptive raise"),
    ("sayc", "2H P 2NT P 3H P", "AK109.942.KJ7.K93", "P",
     "opener's minimum: the asker stops in 3♥"),
    ("sayc", "2H P 2NT P 3C P", "AK109.942.KJ7.K93", "4H",
     "a maximum with a club feature: game in hearts"),
    ("precision", "2H P", "AK109.942.KJ7.K93", "2NT",
     "Precision's weak 2♥ is answered the same way"),
]


@pytest.mark.parametrize("system,auction,hand,expected,why", POSITIONS,
                         ids=[f"{p[0]}-{p[1]}-{p[2]}" for p in POSITIONS])
def test_textbook_position(system, auction, hand, expected, why):
    s = _call(system, auction, hand)
    assert s.call == Call.from_str(expected), f"{why}: got {s.call} ({s.meaning})"
