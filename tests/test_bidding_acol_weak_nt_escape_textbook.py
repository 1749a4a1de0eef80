"""Acol: the defenders' side after their penalty double of our weak 1NT is taken out.

Against Acol's weak no-trump (12–14) the opponents double for penalties with 15+ HCP, and
responder escapes with the weak takeout into a five-card suit.  The doubling side then has
the balance of power (15+ in the doubler's hand), and its later calls are natural:

- [EBU] the EBU's "Standard English Acol" System File, Section C ("Defence to opponents'
  opening 1NT": double 15+ HCP, for penalties) and Section A's balanced-hand table (25
  points together for 3NT); known here only from excerpts of the file.
- [Club] "Doubles explained", an English club's notes on Acol doubles (known only from an
  excerpt): over a penalty double of the weak 1NT, "if they try to escape the double, then a
  further double is for penalties"; the doubler's partner with a five-card suit bids it
  rather than leaving the double in.

- Larry Cohen, "To Bid or Not to Bid": compete to the level of the trumps held together
  (nine trumps, the three level).

So the doubler's partner (advancer) bids a five-card suit naturally (at the three level
only with some values), bids 3NT with 10+ HCP and a stopper in their suit (10 + the
doubler's 15 is the 25 of the balanced-hand table), else passes; the doubler, after
partner's pass, shows a five-card suit of his own, bids 3NT alone with 19+ HCP and a
stopper (19 + 12–14 for the no-trump's side leaves partner little, but 19 + a passing
partner's average is still near 25), else defends their escape.  Each expected call below
is worked out by hand from those rules.
"""

from __future__ import annotations

import pytest

from bridgelib import Call
from bridgelib.bidding import explain, suggest

CASES = [
    # -- advancer: the doubler's partner after the weak takeout [Club], [EBU]
    ("1NT X 2D", "A107.86542.75.876", "2H",
     "4 HCP and five hearts: a five-card suit is bid, natural, over their escape [Club]"),
    ("1NT X 2C", "J9743.Q62.J85.74", "2S",
     "4 HCP and five spades: natural at the two level [Club]"),
    ("1NT X 2H", "83.J6.KQT75.9642", "3D",
     "6 HCP and five diamonds: natural, the three level needs some values"),
    ("1NT X 2H", "83.J6.T9752.9642", "P",
     "1 HCP: the five diamonds are too weak for the three level — pass"),
    ("1NT X 2D", "KQ4.J85.K32.Q942", "3NT",
     "11 HCP and the ♦K: 11 + the doubler's 15 is game (25, [EBU])"),
    ("1NT X 2S", "A32.876.T875.AT2", "P",
     "8 HCP, no five-card suit: short of 3NT's 10 HCP — pass"),
    ("1NT X 2S", "A32.K76.T875.AT2", "3NT",
     "11 HCP and the ♠A: game opposite the doubler's 15+ [EBU]"),
    # -- the doubler after the escape, partner passing [Club]
    ("1NT X 2S P P", "KJ8.KQT92.Q9.KQ8", "3H",
     "16 HCP and five hearts: the doubler shows his suit, natural"),
    ("1NT X 2D P P", "K9.KT97.AQ.AQ954", "3C",
     "18 HCP and five clubs: natural"),
    ("1NT X 2C P P", "AQ4.KQ62.J93.AQ3", "P",
     "18 HCP, balanced, no five-card suit, short of 19: partner has passed — defend their escape"),
    ("1NT X 2C P P", "AQ43.KJ3.AQ2.KJ3", "3NT",
     "20 HCP and the ♣K: 3NT by himself"),
    ("1NT X 2H P P", "AQ3.K4.KQ83.KJ92", "P",
     "18 HCP, no five-card suit, short of 19: defend"),
    # -- the weak no-trump opener after the escape and advancer's bid: the escape was to
    # play and the 12–14 is told; the law of total tricks (Cohen) takes a fifth trump
    # opposite the escape's four or more (nine together) to the three level
    ("1NT X 2D 2H", "QJ32.AQ.J843.KJ2", "P",
     "four diamonds opposite an escape that may hold four: eight trumps, pass"),
    ("1NT X 2D 2S", "K76.KQ5.AJ863.84", "3D",
     "five diamonds opposite four or more: nine trumps, the three level"),
]


@pytest.mark.parametrize("auction,hand,expected,why", CASES,
                         ids=[f"{c[0]}:{c[1]}" for c in CASES])
def test_acol_defenders_after_the_weak_no_trump_escapes(auction, hand, expected, why):
    s = suggest(hand, auction, "acol")
    assert s.agreed, (why, s.reason)
    assert s.call == Call.from_str(expected), f"{why}: got {s.call} ({s.meaning})"


def test_advancers_suit_over_the_escape_reads_as_natural():
    # [Club]: the doubler's partner bids his own five-card suit
    ex = explain("1NT X 2D 2H", "acol")
    assert "natural" in ex[3].meaning.lower()


def test_sayc_is_untouched_by_the_weak_no_trump_escape_rules():
    # SAYC's 1NT is 15–17 and has no such situation: its sequence stays outside these rules
    s = suggest("A107.86542.75.876", "1NT X 2D", "sayc")
    assert "five-card suit is bid" not in (s.meaning or "")
