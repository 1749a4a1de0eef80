"""Contested auctions (issue 14, helper compete): game values are not sold out in a partscore.

Every expected call comes from the literature, cited at each position; none is copied from
the engine's output.  Sources:

- William S. Root, "Commonsense Bidding": 26 points (25 with a fit) make a game; no-trump
  over an opponent's suit only with that suit stopped; nine tricks in no-trump come before
  eleven in a minor (3NT rather than five of a minor when their suit is stopped);
- Charles Goren, "Point Count Bidding": 26 points for game, 29 for five of a minor.
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
    # 1. They opened 1♠, we overcalled 2♦ and partner's 3♣ showed six clubs and 10+ HCP (not
    #    forcing).  With 14 HCP the overcaller's side holds 24+ HCP — a game (Root, Goren);
    #    ♠A-Q-x-x stops their suit, so nine tricks in no-trump rather than eleven in clubs.
    (("sayc", "acol", "precision"), "1S 2D P 3C P", "AQ63.107.QJ1097.KQ", "3NT",
     "game values, their spades stopped: 3NT, not a pass of 3♣"),
    (("sayc", "acol", "precision"), "1S 2D P 3C P", "AJ63.K7.KJ1097.Q2", "3NT",
     "14 HCP opposite a 10+ three-level advance, ♠A-J-x-x: 3NT"),
    # 2. The same with 16 HCP: more than enough for game; 3NT (Root), not five of a minor
    #    (Goren: 29 points for eleven tricks).
    (("sayc", "acol", "precision"), "1S 2D P 3C P", "KJ63.A7.KQJ97.Q2", "3NT",
     "16 HCP, ♠K-J-x-x: game in no-trump"),
]


@pytest.mark.parametrize("systems, auction, hand, expected, why", POSITIONS,
                         ids=[f"{p[1]}|{p[2]}" for p in POSITIONS])
def test_contested_game_values(systems, auction, hand, expected, why):
    for system in systems:
        got = _call(system, auction, hand)
        assert str(got.call) == expected, (system, why, got.meaning)
