"""No-trump slams after a game is placed, and the quantitative 4NT (issue 14).

Every expected call comes from the literature, cited at each position; none is copied from
the engine's output.  Sources:

- Charles H. Goren, "Point Count Bidding in Contract Bridge": 33 points together for a small
  slam in no-trump, 37 for a grand; a long suit adds to the count (a point a card over four,
  the count the systems' README uses for no-trump hands); with 31–32 together the slam is
  invited, not bid;
- ACBL "SAYC System Booklet": 4NT directly over partner's natural no-trump bid is
  quantitative, not Blackwood — partner bids 6NT with a maximum, else passes; opener's jump
  to 3NT over a two-over-one response shows 18–19 balanced (20–21 balanced opens 2NT);
- C.C. Wei, "Precision Bidding System": the 2♣ opening shows 11–15 with long clubs (six, or
  five and a four-card major); responder's 2♦ is the artificial, forcing inquiry, and
  opener's 2NT answer shows a maximum without a four-card major (so six or more clubs).
"""
from __future__ import annotations

import pytest

from bridgelib import Call
from bridgelib.bidding import computer_call

# (system, auction from North, hand, the book's call, why)
POSITIONS = [
    # 1. 1♠–2♦–3NT (18–19 balanced): responder's 12 HCP and a five-card suit, no singleton,
    #    count 13 (Goren): 31–32 together — the quantitative 4NT, not a pass.
    ("sayc", "1S P 2D P 3NT P", "J5.KJ.KQ985.Q432", "4NT",
     "12 HCP + a point for the fifth diamond opposite 18–19: 31–32, invite with 4NT"),
    #    With 9 HCP (10 points) the same shape has no slam: 28–29 together, pass.
    ("sayc", "1S P 2D P 3NT P", "J5.KJ.Q9852.Q432", "P",
     "10 points opposite 18–19: no slam, pass 3NT"),
    # 2. Opener answers the quantitative 4NT: the maximum of 18–19 accepts, the minimum
    #    declines (SAYC booklet; Goren's 33).
    ("sayc", "1S P 2D P 3NT P 4NT P", "AKQ43.A5.QJ4.K73", "6NT",
     "19 HCP, the top of 18–19: accepts the quantitative 4NT"),
    ("sayc", "1S P 2D P 3NT P 4NT P", "AKQ43.A5.QJ4.Q73", "P",
     "18 HCP, the bottom of 18–19: declines, plays 4NT"),
    # 3. Precision 2♣: responder with 16+ and slam interest uses the 2♦ inquiry (Wei) rather
    #    than jumping to 3NT.
    ("precision", "2C P", "AQ5.KJ4.A863.Q107", "2D",
     "16 HCP opposite 11–15 and long clubs: slam interest, the 2♦ inquiry"),
    #    Opener shows a maximum (14–15, six clubs: two length points).  17 HCP + 14 + 2 = 33
    #    even opposite the minimum of the answer: 6NT; 16 HCP makes 33 only opposite 15:
    #    the quantitative 4NT (directly over opener's 2NT, so not Blackwood).
    ("precision", "2C P 2D P 2NT P", "AQ5.KJ4.A863.K107", "6NT",
     "17 HCP opposite 14–15 with six clubs: 33 at least, small slam"),
    ("precision", "2C P 2D P 2NT P", "AQ5.KJ4.A863.Q107", "4NT",
     "16 HCP opposite 14–15 with six clubs: 32–33, invite with 4NT"),
    ("precision", "2C P 2D P 2NT P", "AQ5.K54.A863.Q107", "3NT",
     "15 HCP opposite 14–15 with six clubs (two more for their length): 31–32 at most, no slam: 3NT"),
    #    The 2♣ opener answers the quantitative 4NT: 15, the maximum, accepts; 14 declines.
    ("precision", "2C P 2D P 2NT P 4NT P", "K32.Q5.Q4.AKJ987", "6NT",
     "15 HCP, the maximum of the 2NT answer: accepts"),
    ("precision", "2C P 2D P 2NT P 4NT P", "K32.Q5.J4.AKJ987", "P",
     "14 HCP, the minimum of the 2NT answer: declines"),
]


@pytest.mark.parametrize("system, auction, hand, expected, why", POSITIONS)
def test_no_trump_slam_positions(system, auction, hand, expected, why):
    got = computer_call(hand, auction, system)
    assert got.call == Call.from_str(expected), (why, got.meaning)
