"""Advancing partner's overcall with five-card support and a weak hand: the four level.

Source: [LTT] L. Cohen, "To Bid or Not to Bid" — the law of total tricks: bid to the level of
the trumps the side holds; an overcall shows five cards, so five more make ten, the four
level (a weak hand raises at once, before the opponents have found their fit); less Cohen's
negative adjustments — an honour in the opponents' suit counts a trump less, and the raise
stays at the three level with four trumps.

Each expected call is worked out from that rule by hand (dummy points: HCP plus 3 for a
singleton, 1 for a doubleton), not read from the code.  The auction: 1♦ (1♠) pass.
"""

from __future__ import annotations

import pytest

from bridgelib import Call, Hand
from bridgelib.bidding import suggest

AUCTION = "1D 1S P"

POSITIONS = [
    ("Q8643.7.9652.J84", "4S",
     "five spades, 6 dummy points (Q 2, J 1, singleton 3): ten trumps — the four level"),
    ("Q864.73.9652.J84", "3S",
     "four spades, 4 dummy points: nine trumps — the three level"),
    ("Q8643.7.Q652.J84", "3S",
     "five spades, but the ♦Q in their suit is a negative adjustment: nine — the three level"),
]


@pytest.mark.parametrize("hand,expected,why", POSITIONS, ids=[c[0] for c in POSITIONS])
@pytest.mark.parametrize("system", ["sayc", "acol"])
def test_advance_with_ten_trumps(system, hand, expected, why):
    s = suggest(Hand.from_pbn(hand), AUCTION, system)
    assert s.agreed, (why, s.reason)
    assert s.call == Call.from_str(expected), f"LTT — {why}: got {s.call} ({s.meaning})"
