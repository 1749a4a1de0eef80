"""Precision: the strong 1♣ after the opponents double it and then bid.

Sources (read through summaries, as in ``test_bidding_precision_interference_textbook.py``):
[IP]  P. F. Dubois, "Imprecise Precision", §5.1.1 "Direct Interference" over a double of 1♣:
      responder's pass is 0–5 and his redouble 6–8 or a positive hand with no good bid
      (he promises another bid); *after a pass and an opponent's bid opener acts as if they
      had opened* — the same as after an overcall passed by responder, his double being for
      takeout. §5.1.2: over an overcall responder's double is 6–8 or a positive hand with no
      stopper, so the redouble of a double and the double of an overcall tell opener the
      same thing, and opener rebids the same way once the opponents have bid a suit.
[WEI] C. C. Wei & A. Truscott, "Precision Bidding in Bridge", interference over 1♣ (as
      summarised: pass the weakest hands, double/redouble with some values, bid with a
      positive). The system's split keeps the negative at 0–7, so pass is 0–5 and the
      double/redouble 6–7 (see the interference test file).
Opener's rebids after responder's pass (the existing "after the overcall and responder's
pass"): 16–19 balanced with a stopper 1NT (two-level: 2NT with 18+), 20+ balanced 2NT, a
five-card suit named, short in their suit a takeout double. After responder's double or
redouble: no-trump with a stopper, else a five-card suit, else a four-card suit.
Each expected call is worked out by hand from those rules, not read from the code.
"""

from __future__ import annotations

import pytest

from bridgelib import Call, Hand
from bridgelib.bidding import suggest

CASES = [
    # ------------------------------------------- 1♣ (X) P (1y): responder has 0–5 [IP §5.1.1]
    ("1C X P 1H", "AK75.KJ4.K82.Q93", "1NT", "16 HCP balanced, KJx in hearts: 1NT (16–19) as over a passed overcall"),
    ("1C X P 1H", "AKQ753.4.A82.K93", "1S", "16 HCP, six spades: opener names his long suit"),
    ("1C X P 1H", "AK75.4.AQ82.KQ93", "X", "18 HCP, 4-1-4-4, no five-card suit: takeout double (IP: opener's double is takeout)"),
    ("1C X P 1S", "AK2.KQ4.AQ32.K32", "2NT", "21 HCP balanced with AKx in spades: 2NT (20+)"),
    ("1C X P 1S", "Q4.AK4.KJ82.KQ93", "X", "18 HCP, no spade stopper, a doubleton spade: takeout double"),
    ("1C X P 1D", "K7.K4.AQ8.AJ9532", "2C", "17 HCP, six clubs below their diamonds: 2♣, natural"),
    ("1C X P 2H", "AKJ75.4.AQ82.KQ9", "2S", "19 HCP, five spades over their two-level heart bid: 2♠"),
    ("1C X P 2D", "AJ5.AK84.A32.Q32", "2NT", "18 HCP balanced, A32 in diamonds: 2NT (18+ over a two-level bid)"),
    # ------------------------------------------- 1♣ (X) XX (1y): responder has 6–7 or a positive [IP §5.1.1/§5.1.2]
    ("1C X XX 1H", "AK7.KJ4.A82.Q932", "1NT", "17 HCP balanced with a heart stopper: 1NT"),
    ("1C X XX 1H", "AK75.Q4.A82.KQ93", "1S", "18 HCP, no heart stopper: names the four-card spade suit"),
    ("1C X XX 1S", "K7.K4.AQ8.AJ9532", "2C", "17 HCP, six clubs: opener bids his long suit"),
    ("1C X XX 2D", "AK7.KJ4.A82.Q932", "2NT", "17 HCP balanced, A82 in diamonds: 2NT (16–19 over a two-level bid)"),
]


@pytest.mark.parametrize("auction,hand,expected,why", CASES,
                         ids=[f"{c[0]}:{c[1]}" for c in CASES])
def test_precision_opener_after_the_double_of_1c_and_their_bid(auction, hand, expected, why):
    s = suggest(Hand.from_pbn(hand), auction, "precision")
    assert s.agreed, (why, s.reason)
    assert s.situation is not None and "Strong 1♣ opener" in s.situation, s.situation
    assert s.call == Call.from_str(expected), f"IP/WEI — {why}: got {s.call} ({s.meaning})"


@pytest.mark.parametrize("system", ["sayc", "acol"])
@pytest.mark.parametrize("auction,hand", [("1C X P 1H", "AK75.KJ4.K82.Q93"),
                                          ("1C X XX 1H", "AK7.KJ4.A82.Q932")])
def test_natural_club_openers_are_not_caught(system, auction, hand):
    # In SAYC and Acol 1♣ is natural (12+): the strong-club rebids above must not apply.
    s = suggest(Hand.from_pbn(hand), auction, system)
    assert s.situation is None or "Strong 1♣" not in s.situation, (system, s.situation)


# ------------------------------------------- 1♣ (1y) P (new suit or 1NT): both opponents have
# bid and responder's pass showed 0–5.  Opener rebids as after the overcall passed round
# [IP §5.1.1], with both their suits to stop for no-trump and his own suit natural.
ADVANCED = [
    ("1C 1S P 2C", "A9.KQ5.AKQJ75.75", "2D",
     "4 + 5 + 10 = 19 HCP and six diamonds: opener names his long suit"),
    ("1C 1S P 1NT", "AT42.A5.AJ874.AJ", "2D",
     "4 + 4 + 5 + 5 = 18 HCP, 4-2-5-2 (not balanced) with five diamonds: 2♦, natural"),
    ("1C 1D P 1S", "AQ5.KJ3.KQ2.A964", "1NT",
     "6 + 4 + 5 + 4 = 19 HCP, 3-3-3-4, AQx in spades and KQx in diamonds: 1NT (16–19)"),
    ("1C 1D P 1H", "AQ5.KQ3.KQ2.AKJ4", "3NT",
     "6 + 5 + 5 + 8 = 24 HCP, balanced, both their suits stopped: game (22+)"),
    ("1C 1H P 2NT", "AKQJ985.AK42..53", "3S",
     "10 + 7 = 17 HCP and seven spades over advancer's 2NT: the long suit at the three level"),
    ("1C 1H P 2C", "AK72.A4.AJ.T8632", "P",
     "16 HCP; the five clubs are now their suit, and ten-high clubs stop nothing: defend"),
]


@pytest.mark.parametrize("auction,hand,expected,why", ADVANCED,
                         ids=[f"{c[0]}:{c[1]}" for c in ADVANCED])
def test_precision_opener_after_the_overcall_is_advanced_in_a_new_suit(auction, hand, expected,
                                                                         why):
    s = suggest(Hand.from_pbn(hand), auction, "precision")
    assert s.agreed, (why, s.reason)
    assert s.call == Call.from_str(expected), f"IP — {why}: got {s.call} ({s.meaning})"
