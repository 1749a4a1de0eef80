"""Missed slams a player can know about (issue 14, slam2): the hand that holds 33 points
together with what partner has shown bids the slam or asks for aces.

Every expected call comes from the literature, cited at each position; none is copied from
the engine's output.  Sources:

- Charles H. Goren, "Point Count Bidding in Contract Bridge": 26 points for game, 33 for a
  small slam, 37 for a grand slam; with a balanced hand and no fit, bid the slam in no-trump
  when the partnership holds 33;
- William S. Root, "Commonsense Bidding": responder's jump shift is a slam try; once the
  jump shifter knows the partnership holds slam values it bids the slam (6NT without a fit);
"""
from __future__ import annotations

import pytest

from bridgelib import Auction
from bridgelib.auction import parse_calls
from bridgelib.bidding import computer_call


def _call(system: str, auction: str, hand: str):
    """What a computer seat calls: the system's rule where one covers the position, else
    the general principle."""
    return computer_call(hand, Auction("N", parse_calls(auction)), system)


# (systems, auction from North, hand, the book's call, why)
POSITIONS = [
    # 1. The jump shifter (22 HCP, 5-2-3-3) hears opener's second suit and holds no fit for
    #    either of opener's suits: 22 facing an opening (12+) is 34+ together — Goren's 33,
    #    balanced: 6NT (Root: the jump shifter, knowing the values, bids the slam).
    (("sayc", "acol"), "1H P 2S P 3D P", "AQ1095.AK.863.AKQ", "6NT",
     "jump shift, 22 HCP opposite an opening, no fit, balanced: 6NT"),
    # 2. The same after a jump shift at the three level and opener's new suit: 22 HCP,
    #    2-3-5-3, no eight-card fit: 6NT.
    (("sayc", "acol"), "1S P 3D P 3H P", "KQ.A32.AKQ95.KJ3", "6NT",
     "three-level jump shift, 22 HCP, no fit, balanced: 6NT"),
    # 3. Guard: 17 HCP opposite an opening is short of 33: game only, 3NT (Goren: 26 for
    #    game, 33 for slam).
    (("sayc",), "1H P 2S P 3D P", "AQ1095.AK.863.KJ3", "3NT",
     "jump shift with 17 HCP, no fit: 3NT, short of slam values"),
]


@pytest.mark.parametrize("systems, auction, hand, expected, why", POSITIONS,
                         ids=[f"{p[0][0]}-{p[1]}-{p[2]}" for p in POSITIONS])
def test_slam2_textbook(systems, auction, hand, expected, why):
    for system in systems:
        got = _call(system, auction, hand)
        assert got.call.pbn() == expected, f"{system}: {why} — got {got.call} ({got.meaning})"
