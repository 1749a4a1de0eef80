"""Precision: the strong 1♣ opener's rebid after a positive minor response (1♣–2♣, 1♣–2♦).

Source: [WEI] C. C. Wei & A. Truscott, "Precision Bidding in Bridge", *opener's rebid after a
positive response*: opener's no-trump rebid describes a balanced hand (3NT over a two-level
positive: 16–18, game), while his raise of responder's suit is the *trump asking bid* — it
agrees the suit with slam interest and asks about responder's trumps. So a balanced 16–18
hand with four cards in responder's minor rebids 3NT, nine tricks being easier than eleven,
and the raise is kept for unbalanced or stronger hands that look for a slam. (The system
plays the raise as a natural slam-going agreement, not Wei's step answers; see the system
notes.)
Each expected call is worked out by hand from that rule, not read from the code.
"""

from __future__ import annotations

import pytest

from bridgelib import Call, Hand
from bridgelib.bidding import suggest

CASES = [
    ("1C P 2D P", "AK4.K86.AQJ65.42", "3NT", "17 HCP, 3-3-5-2 balanced with five diamonds: 3NT (16–18), not the raise"),
    ("1C P 2D P", "KJ8.J3.KJ104.AK42", "3NT", "16 HCP, 3-2-4-4 balanced: 3NT, not the raise"),
    ("1C P 2C P", "K543.T32.AQ.AQJ9", "3NT", "16 HCP, 4-3-2-4 balanced with four clubs: 3NT"),
    ("1C P 2D P", "A.KJ93.AK93.K652", "3D", "20 HCP, a singleton spade: unbalanced, the raise agrees diamonds"),
    ("1C P 2D P", "AQ.AKQJ.J832.Q83", "3D", "19 HCP balanced: above 3NT's 16–18, the raise looks for a slam"),
    ("1C P 2C P", "A2.KQ4.K8.AJ8632", "3C", "17 HCP, six clubs of our own and four-plus in partner's: unbalanced, the raise"),
]


@pytest.mark.parametrize("auction,hand,expected,why", CASES,
                         ids=[f"{c[0]}:{c[1]}" for c in CASES])
def test_precision_opener_after_a_positive_minor_response(auction, hand, expected, why):
    s = suggest(Hand.from_pbn(hand), auction, "precision")
    assert s.agreed, (why, s.reason)
    assert s.call == Call.from_str(expected), f"WEI — {why}: got {s.call} ({s.meaning})"
