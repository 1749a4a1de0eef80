"""Acol: the 2NT opening (20–22) on a semi-balanced hand with a five-card minor.

Source (cited by title): Bernard Magee's bridge glossary, "Semi-balanced": hands with no
void or singleton but two doubletons (5-4-2-2, 6-3-2-2); "opening 2NT on a semi-balanced
hand has widespread acceptance".  Opened one of the minor instead, 20–22 HCP is passed out
whenever partner holds fewer than six (the benchmark's boards 1289 and 1785: 1♣ passed, 3NT
making).  Acol keeps a five-card major for the Acol two or one of the major, and a
six-card suit for its own opening.  HCP counted by hand; every hand has 13 cards.
"""

from __future__ import annotations

import pytest

from bridgelib.bidding import suggest

CASES = [
    ("KQ.KQ.AJ108.AK984", "2NT", "KQ 5, KQ 5, AJ108 5, AK984 7: 22 HCP, 2-2-4-5"),
    ("AQ.K5.KQJ84.AQ72", "2NT", "AQ 6, K5 3, KQJ84 6, AQ72 6: 21 HCP, 2-2-5-4 (not an Acol two)"),
    ("AQ.KQJ84.K5.AQ72", "2H", "21 HCP, 2-5-2-4: the five-card major is no no-trump opening"),
    ("AQ.K5.KQJ842.AQ7", "2D", "21 HCP, 2-2-6-3: the six-card minor is opened as a suit"),
]


@pytest.mark.parametrize("hand, want, why", CASES)
def test_acol_semibalanced_2nt(hand, want, why):
    assert sum(len(s) for s in hand.replace("10", "T").split(".")) == 13
    s = suggest(hand, "", "acol")
    got = "P" if s.call.is_pass else s.call.pbn()
    assert got == want, (why, got, s.meaning)
