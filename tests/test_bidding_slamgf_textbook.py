"""Slam exploration after a game-forcing inquiry: Precision 2♣ responder's long suit (issue 14).

Every expected call comes from the literature, cited at each position; none is copied from
the engine's output.  Sources:

- C.C. Wei, "Precision Bidding System": the 2♣ opening shows 11–15 with long clubs (six, or
  five and a four-card major); responder's 2♦ is the artificial, forcing inquiry; opener's
  2NT answer shows a maximum without a four-card major, 3♣ a minimum; responder then places
  the contract;
- Charles H. Goren, "Point Count Bidding in Contract Bridge": 33 points together for a small
  slam in no-trump, 31–32 invites it; a long suit adds to the count for no-trump (a point a
  card over four) when it will run — with no-trump shape (no singleton or void) and the suit
  solid enough (two of the top three honours) to take its tricks;
- ACBL "SAYC System Booklet": 4NT directly over partner's natural no-trump bid is
  quantitative, not Blackwood.
"""
from __future__ import annotations

import pytest

from bridgelib import Call
from bridgelib.bidding import computer_call

# (system, auction from North, hand, the book's call, why)
POSITIONS = [
    # 1. Opener's minimum answer (11–13, six clubs: two length points).  Responder's 19 HCP
    #    with ♦AKQxxx and no shortness count 21 (Goren): 21 + 11 + 2 = 34 even opposite the
    #    minimum — 6NT, not 3NT.
    ("precision", "2C P 2D P 3C P", "A5.QJ.AKQ762.K63", "6NT",
     "19 HCP + 2 for a running six-card suit opposite 11–13 and six clubs: 34, small slam"),
    #    The same values with a suit that will not run (one top honour): no length credit,
    #    18 + 11 + 2 = 31 at least — game only (4NT over 3♣ would be Blackwood).
    ("precision", "2C P 2D P 3C P", "A5.KJ.AJ9762.KQ3", "3NT",
     "18 HCP, a six-card suit headed by one top honour: no credit for length, 3NT"),
    #    A singleton is not no-trump shape: the long suit adds nothing for no-trump.
    ("precision", "2C P 2D P 3C P", "A5.Q.AKQ7632.K63", "3NT",
     "19 HCP, a seven-card suit but a singleton: no-trump shape lacking, 3NT"),
    # 2. Opener's maximum answer (14–15, six clubs).  16 HCP and ♦AKQxxx count 18:
    #    18 + 14 + 2 = 34 — 6NT; 14 HCP and ♦AKJxxx count 16: 16 + 15 + 2 = 33 only when
    #    opener holds 15 — the quantitative 4NT (directly over the 2NT answer).
    ("precision", "2C P 2D P 2NT P", "A5.J4.AKQ762.Q53", "6NT",
     "16 HCP + 2 for the running diamonds opposite 14–15 and six clubs: 34, small slam"),
    ("precision", "2C P 2D P 2NT P", "K5.J4.AKJ762.Q53", "4NT",
     "14 HCP + 2 for the running diamonds opposite 14–15 and six clubs: 32–33, invite with 4NT"),
    # 3. The inquiry itself counts the same points: 14 HCP and ♦AKJxxx are 16 with no-trump
    #    shape — slam interest opposite 11–15 and long clubs, so 2♦ (the hand above reaches
    #    its 4NT this way); with one top honour in the suit the length counts nothing, and
    #    14 HCP place the game.
    ("precision", "2C P", "K5.J4.AKJ762.Q53", "2D",
     "14 HCP + 2 for the running diamonds: 16, slam interest — the 2♦ inquiry"),
    ("precision", "2C P", "K5.J4.AJ9762.KQ3", "3NT",
     "14 HCP, the six diamonds headed by one top honour: no slam interest, game"),
]


@pytest.mark.parametrize("system, auction, hand, expected, why", POSITIONS)
def test_slam_after_game_force_positions(system, auction, hand, expected, why):
    got = computer_call(hand, auction, system)
    assert got.call == Call.from_str(expected), (why, got.meaning)
