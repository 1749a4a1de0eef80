"""Acol's weak no-trump from the other side of the table (issue 14, helper acolpart).

Acol opens 1NT on every balanced 12–14, so the defenders meet the weak no-trump far more
often than against SAYC's strong one, and a 1NT passed out is often the wrong contract when
the fourth hand holds a five-card suit and a fair hand.

Every expected call comes from the literature, cited at each position; none is copied from
the engine's output.  Sources:

- Mike Lawrence, "The Complete Book on Balancing in Contract Bridge": in the pass-out seat
  over 1NT (1NT–Pass–Pass) a natural two-level bid needs only a five-card suit and a fair
  hand — partner, who passed over 1NT, may hold the values the balancer lacks; with a
  weak hand and a poor suit, defend (the balancer "borrows" about a king from partner).
"""
from __future__ import annotations

import pytest

from bridgelib import Auction, Call
from bridgelib.auction import parse_calls
from bridgelib.bidding import computer_call


def _call(system: str, auction: str, hand: str):
    return computer_call(hand, Auction("N", parse_calls(auction)), system)


# (system, auction from North, hand, the book's call, why)
BALANCING_OVER_1NT = [
    # North's weak 1NT is passed round to West, in the pass-out seat.
    ("acol", "1NT P P", "KQ1076.A43.85.J62", "2S",
     "five good spades and 10 HCP in the pass-out seat: 2♠, not a pass (Lawrence)"),
    ("acol", "1NT P P", "A4.KJ1074.Q82.J93", "2H",
     "five hearts and 11 HCP in the pass-out seat: 2♥ (Lawrence: the borrowed king)"),
    ("acol", "1NT P P", "J5.A84.KQ1063.Q72", "2D",
     "five diamonds and 11 HCP in the pass-out seat: 2♦ (Lawrence)"),
    ("acol", "1NT P P", "AJ1095.K3.Q84.962", "2S",
     "five spades headed by A-J-10 and 10 HCP: balance with 2♠ (Lawrence)"),
    # Too weak: a poor five-card suit and 6 HCP defend 1NT (Lawrence: balancing needs a
    # fair hand; partner, who passed over 1NT, cannot hold enough for our side's contract).
    ("acol", "1NT P P", "Q8652.K4.J73.1092", "P",
     "a poor five-card suit and 6 HCP: defend 1NT"),
    # The six-card rule stands: 6+ cards and 6+ HCP balance as before.
    ("acol", "1NT P P", "KJ9872.54.Q83.62", "2S",
     "six spades and 7 HCP: 2♠ (Lawrence)"),
]


@pytest.mark.parametrize("system, auction, hand, expected, why", BALANCING_OVER_1NT)
def test_balancing_over_the_weak_no_trump(system, auction, hand, expected, why):
    got = _call(system, auction, hand)
    assert got.call == Call.from_str(expected), (why, got.meaning)
