"""Partner competes to three of our major and we hold ten trumps together: the four level.

Source: [LTT] L. Cohen, "To Bid or Not to Bid" — in a contested auction bid to the level of
the trumps the side holds (ten trumps, the four level), whether partner's three-level bid
was an invitation or only competition; less Cohen's negative adjustments (a flat 4-3-3-3,
or a king, queen or jack in the opponents' suit, counts a trump less).

The auction in each position: 1♥ (five hearts in SAYC and Precision), the single raise,
their balancing double and 2♠, opener's 3♥ over it — then the raiser is to call.  Each
expected call is worked out from that rule by hand (trumps: our hearts plus opener's five;
HCP counted in the comment), not read from the code.
"""

from __future__ import annotations

import pytest

from bridgelib import Call, Hand
from bridgelib.bidding import suggest

AUCTION = "1H P 2H P P X P 2S 3H P"

POSITIONS = [
    ("sayc", "7.KJ864.Q953.J84", "4H",
     "five hearts opposite five: ten trumps, the four level (7 HCP: K 3, J 1, Q 2, J 1)"),
    ("sayc", "74.KJ86.Q953.J84", "P",
     "four hearts opposite five: nine trumps, the three level partner has bid — pass"),
    ("sayc", "Q7.KJ864.953.J84", "P",
     "ten trumps, but the ♠Q in their suit is a negative adjustment: nine — pass"),
    ("precision", "7.KJ864.Q953.J84", "4H",
     "Precision's 1♥ promises five too: ten trumps, the four level"),
]


@pytest.mark.parametrize("system,hand,expected,why", POSITIONS,
                         ids=[f"{c[0]}:{c[1]}" for c in POSITIONS])
def test_ten_trumps_bid_four_in_competition(system, hand, expected, why):
    s = suggest(Hand.from_pbn(hand), AUCTION, system)
    assert s.agreed, (why, s.reason)
    assert s.call == Call.from_str(expected), f"LTT — {why}: got {s.call} ({s.meaning})"
