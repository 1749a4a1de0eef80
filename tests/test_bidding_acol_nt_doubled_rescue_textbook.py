"""Acol: our weak 1NT doubled for penalties — the very weak responder runs, and the redouble
is followed through.

Sources (cited by title):

- [EB 2019] "English Bridge" (the EBU's magazine), June 2019, the series on the weak
  no-trump, "Dealing with the penalty double — the classical approach": responder's suit
  bids are natural weak takeouts; redouble shows strength (nine or more HCP); "the idea is
  to escape into a 5-card suit immediately, indeed I teach people with 0–3 HCPs to often
  run even without the haven of a 5-card suit" — 1NT doubled is a disaster on those hands;
  and after responder's redouble "it is very important to agree what the next double would
  be": the redouble announces the balance of points and seeks to turn the tables.
- [Scramble] Karen Walker's notes on the weak no-trump ("kwbridge", defending against the
  weak no-trump's runouts): "the standard escape is a scramble where you bid your
  cheapest 4-card suit".
- [Byrne] Michael Byrne, "The Mysterious Redouble (Part II)", English Bridge: "by
  redoubling you have declared ownership of the hand — you must either play the contract
  yourselves or double the opponents for penalties.  It is illogical to redouble ... and
  then suddenly pass the opponents out in 2♣ on the next round"; the partner of the
  redoubler passes (a forcing pass) and waits for the redoubler's decision, unless he can
  double them himself.
- The EBU's "Standard English" balanced-hand table: 25 HCP together for 3NT.

So: with 0–3 HCP and no five-card suit responder bids the cheapest four-card suit at the
two level (a weak takeout, to play); with 4–8 HCP and no five-card suit responder still
passes (the pre-existing rule).  After our redouble and their escape, the 1NT opener
doubles with four or more of their suit, else passes — a forcing pass; the redoubler then
bids 3NT with 25+ together and a stopper, bids a five-card suit of his own when short in
theirs (at most one card), else doubles for penalties.  Each expected call below is worked
out by hand from those rules (HCP counted by hand in the comment).
"""

from __future__ import annotations

import pytest

from bridgelib import Call
from bridgelib.bidding import System, explain, suggest

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
    # -- responder with 4-8 HCP and no five-card suit still leaves it (not caught)
    ("1NT X", "J42.863.QT2.K832", "P",
     "6 HCP, no five-card suit: leave 1NT doubled — only the 0–3 HCP hands run"),
    ("1NT X", "K642.8632.Q2.832", "P",
     "5 HCP: not weak enough to run without a five-card suit"),
    # -- the five-card suit still comes first; the redouble still shows 9+
    ("1NT X", "J642.3.Q8532.832", "2D",
     "3 HCP with five diamonds: the ordinary weak takeout into the five-card suit"),
    ("1NT X", "K42.J63.QT2.K932", "XX", "9 HCP: redouble [EB 2019]"),
    # -- the 1NT opener after our redouble and their escape [Byrne] [EB 2019]
    ("1NT X XX 2C", "K43.Q62.AJ5.Q987", "X",
     "four clubs: the next double is for penalties after the redouble"),
    ("1NT X XX 2D", "KQ43.A2.T753.KJ5", "X",
     "four diamonds: penalty double of their escape"),
    ("1NT X XX 2C", "K43.Q62.AJ75.Q98", "P",
     "three clubs only: a forcing pass, the redoubler decides [Byrne]"),
    ("1NT X XX 2H", "AQ43.J2.KJ53.Q98", "P",
     "two hearts: forcing pass, never double their suit on shortness"),
    # -- the redoubler after the forcing pass (or after their escape from 1NT redoubled)
    ("1NT X XX 2C P P", "A43.Q62.KJ75.982", "X",
     "10 HCP + 12–14 is short of 25: double them [Byrne]"),
    ("1NT X XX 2C P P", "K43.Q62.AJ75.Q98", "3NT",
     "13 HCP + 12–14 makes 25+, and Q98 is a club stopper: game rather than a penalty"),
    ("1NT X XX P P 2D", "AQ74.K62.K5.Q982", "3NT",
     "14 HCP + 12–14 makes 25+, and K5 is a diamond stopper: game"),
    ("1NT X XX P P 2D", "AQ743.K62.5.9872", "2S",
     "9 HCP, one diamond and five spades: no penalty, bid the spades [Byrne]"),
    ("1NT X XX P P 2H", "AQ74.62.K95.Q982", "X",
     "11 HCP + 12–14, no heart stopper (62): double them, never let them play undoubled"),
]


@pytest.mark.parametrize("auction,hand,expected,why", CASES,
                         ids=[f"{c[0]}:{c[1]}" for c in CASES])
def test_acol_weak_no_trump_doubled_rescue_and_redouble(auction, hand, expected, why):
    s = suggest(hand, auction, "acol")
    assert s.agreed, (why, s.reason)
    assert s.call == Call.from_str(expected), f"{why}: got {s.call} ({s.meaning})"


def test_the_forcing_pass_after_the_redouble_is_forcing():
    """Byrne: the redoubler may not pass their escape out — the opener's pass forces."""
    acol = System.named("acol")
    sit = [s for s in acol.situations
           if s.title == "Weak no-trump opener after the redouble and the opponents' escape"]
    assert len(sit) == 1
    passes = [r for r in sit[0].rules if r.name == "forcing pass"]
    assert len(passes) == 1 and passes[0].forcing == "round"


def test_the_very_weak_takeout_reads_as_weak_and_to_play():
    ex = explain("1NT X 2C", "acol")
    assert "to play" in ex[2].meaning


def test_precision_shares_the_rescue_with_acol():
    """Precision's 13–15 1NT is doubled on the same arithmetic and shares Acol's rules."""
    s = suggest("J642.8632.Q2.832", "1NT X", "precision")
    assert s.agreed and s.call == Call.from_str("2H")
