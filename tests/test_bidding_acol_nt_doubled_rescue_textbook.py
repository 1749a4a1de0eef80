"""Acol: our weak 1NT doubled for penalties — the very weak responder runs even without a
five-card suit.

Sources (cited by title):

- [EB 2019] "English Bridge" (the EBU's magazine), June 2019, the series on the weak
  no-trump, "Dealing with the penalty double — the classical approach": responder's suit
  bids are natural weak takeouts; redouble shows strength (nine or more HCP); "the idea is
  to escape into a 5-card suit immediately, indeed I teach people with 0–3 HCPs to often
  run even without the haven of a 5-card suit" — 1NT doubled is a disaster on those hands.
- [Scramble] Karen Walker's notes on the weak no-trump ("kwbridge", defending against the
  weak no-trump's runouts): "the standard escape is a scramble where you bid your
  cheapest 4-card suit".

So: with 0–3 HCP (now 0–5: test_bidding_acolseq_textbook.py) and no five-card suit responder
bids the cheapest four-card suit at the two level (a weak takeout, to play); with 6–8 HCP and
no five-card suit responder still passes (the pre-existing rule).  Each expected call below is worked out by hand from those
rules (HCP counted by hand in the comment).
"""

from __future__ import annotations

import pytest

from bridgelib import Call
from bridgelib.bidding import suggest

CASES = [
    # -- responder, 0-3 HCP and no five-card suit: run to the cheapest four-card suit
    ("1NT X", "J42.863.QT2.9832", "2C",
     "3 HCP (J, Q), 3-3-3-4: run to the four clubs [EB 2019] [Scramble]"),
    ("1NT X", "J642.8632.Q2.832", "2H",
     "3 HCP, four hearts and four spades: the cheapest four-card suit, hearts [Scramble]"),
    ("1NT X", "9742.863.8652.J3", "2D",
     "1 HCP, four spades and four diamonds: the cheaper, diamonds [Scramble]"),
    ("1NT X", "8642.T763.9852.3", "2D",
     "0 HCP, 4-4-4-1: the cheapest four-card suit, diamonds [Scramble]"),
    ("1NT P P X P P", "Q642.863.T52.832", "2S",
     "2 HCP, 4-3-3-3: the balancing double is penalties too, run to the four spades"),
    ("1NT X", "J32.Q863.952.832", "2H",
     "3 HCP, 3-4-3-3: the only four-card suit, hearts [Scramble]"),
    ("1NT X", "73.863.J952.8432", "2C",
     "1 HCP, four diamonds and four clubs: the cheaper, clubs [Scramble]"),
    # -- responder with 6-8 HCP and no five-card suit still leaves it (not caught)
    ("1NT X", "J42.863.QT2.K832", "P",
     "6 HCP, no five-card suit: leave 1NT doubled — only the 0–5 HCP hands run (4 and 5 HCP: test_bidding_acolseq_textbook.py)"),
    ("1NT X", "K642.8632.Q2.J32", "P",
     "6 HCP: not weak enough to run without a five-card suit"),
    ("1NT X", "Q32.K863.952.J32", "P",
     "6 HCP, 3-4-3-3: leave it, the four hearts are no reason to run"),
    ("1NT P P X P P", "K642.863.Q52.J32", "P",
     "6 HCP after the balancing double: leave it as well"),
    # -- the five-card suit still comes first; the redouble still shows 9+
    ("1NT X", "J642.3.Q8532.832", "2D",
     "3 HCP with five diamonds: the ordinary weak takeout into the five-card suit"),
    ("1NT X", "K42.J63.QT2.K932", "XX", "9 HCP: redouble [EB 2019]"),
]


@pytest.mark.parametrize("auction,hand,expected,why", CASES,
                         ids=[f"{c[0]}:{c[1]}" for c in CASES])
def test_acol_weak_no_trump_doubled_rescue_and_redouble(auction, hand, expected, why):
    s = suggest(hand, auction, "acol")
    assert s.agreed, (why, s.reason)
    assert s.call == Call.from_str(expected), f"{why}: got {s.call} ({s.meaning})"


def test_the_very_weak_takeout_says_it_is_to_play_without_a_five_card_suit():
    s = suggest("J42.863.QT2.9832", "1NT X", "acol")
    assert "to play" in s.meaning and "four-card" in s.meaning


def test_precision_shares_the_rescue_with_acol():
    """Precision's 13–15 1NT is doubled on the same arithmetic and shares Acol's rules."""
    s = suggest("J642.8632.Q2.832", "1NT X", "precision")
    assert s.agreed and s.call == Call.from_str("2H")
