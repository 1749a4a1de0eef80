"""Acol: Stayman on a weak hand with both majors opposite the weak 1NT (12–14) — crawling
Stayman.

- [Tuffnell] Graeme Tuffnell, "Crawling Stayman" (graemetuffnell.com, taught with the 12–14
  Acol no-trump): with a weak hand and four hearts and four spades, responder bids 2♣; a
  major answer is passed; over 2♦ responder bids 2♥, and opener passes with three hearts or
  corrects to 2♠ with three spades (a balanced 12–14 has three cards in at least one major),
  so the weak hand plays in a 4-4 or 4-3 major fit rather than 1NT.
- [MSG] "Types of Stayman Enquiry Opposite 1NT" (msgltd.co.uk, citing Andrew Robson): with
  both four-card majors and five diamonds (4-4-5-0, or nearly) responder passes any answer;
  with two four-card majors he bids 2♥ over 2♦, and opener corrects to 2♠ with a doubleton
  heart and three spades.

Hands are spades.hearts.diamonds.clubs; HCP are counted in the comments, 13 cards checked.
"""

from __future__ import annotations

import pytest

from bridgelib import Call, Hand
from bridgelib.bidding import suggest

CASES = [
    # auction, hand, expected, why
    ("1NT P", "7653.J852.K82.Q2", "2C",
     "J=1, K=3, Q=2: 6 HCP, four hearts and four spades — crawling Stayman [Tuffnell]"),
    ("1NT P", "7653.J852.AKQ82.", "2C",
     "J=1, A K Q=9: 10 HCP, 4-4-5-0 — Stayman, passing any answer [MSG]"),
    ("1NT P 2C P 2D P", "7653.J852.K82.Q2", "2H",
     "6 HCP, 4-4-3-2: 2♥ over 2♦, opener passes or corrects to 2♠ [Tuffnell] [MSG]"),
    ("1NT P 2C P 2D P", "7653.J852.AKQ82.", "P",
     "10 HCP, 4-4-5-0: 2♦ is a fine spot — pass [MSG]"),
    ("1NT P 2C P 2H P", "7653.J852.K82.Q2", "P",
     "6 HCP: the 4-4 heart fit is found — pass [Tuffnell]"),
    ("1NT P 2C P 2D P 2H P", "KQ3.82.AJ65.KJ82", "2S",
     "K Q=5, A J=5, K J=4: 14 HCP, 3-2-4-4 — corrects to 2♠ [Tuffnell] [MSG]"),
    ("1NT P 2C P 2D P 2H P", "K83.Q82.AJ65.KJ2", "P",
     "K=3, Q=2, A J=5, K J=4: 14 HCP, three hearts — passes 2♥ [Tuffnell]"),
]


@pytest.mark.parametrize("auction,hand,expected,why", CASES, ids=[f"{a}:{h}" for a, h, _, _ in CASES])
def test_acol_crawling_stayman(auction, hand, expected, why):
    assert len(Hand.from_pbn(hand).cards) == 13
    s = suggest(hand, auction, "acol")
    assert s.agreed, (why, s.reason)
    assert s.call == Call.from_str(expected), f"{why}: got {s.call} ({s.meaning})"
