"""Precision: slam exploration after the strong 1♣ and a positive response with a major fit.

The strong 1♣ (16+) and its positive responses (8+) force to game, so once a major fit is
found the only question left is slam; the Precision literature (C. C. Wei & A. Truscott,
"Precision Bidding in Bridge" [WEI]; Berkowitz & Manley, "Precision Today" [PT]) settles it
with asking bids, of which this system models only the trump asking bid after 1♣–1M–2M
(tests/test_bidding_precision_asking_textbook.py); the other positions below use the tools
the system does model, from the general slam literature:

- Root's slam guide [ROOT] (W. Root, "Commonsense Bidding", the chapter on slam bidding):
  33 points together for a small slam; with a trump fit the points are counted as Goren
  does [GOREN] (C. Goren, "Point Count Bidding": the long-trump hand adds 3/2/1 for a
  void/singleton/doubleton, the short-trump hand counts dummy points 5/3/1).
- The losing-trick count [KLINGER] (R. Klinger, "The Modern Losing Trick Count", ch. 1–2):
  tricks = 24 less both hands' losers; twelve tricks is a small slam. The strong opener
  who jumps to game with no slam interest (16–17) is counted here at seven losers, like a
  minimum opener, the worst case — so responder needs five losers or fewer.
- Roman Key Card Blackwood [KANTAR] (E. Kantar, "Roman Keycard Blackwood"): with the slam
  values and the fit, 4NT asks for key cards (Precision answers 1430).

Known here only through the project's summaries of these books (bridgelib/data/systems/
README.md, the existing SAYC slam-try rules) and standard bridge knowledge, not read from
the books themselves. Each expected call is worked out by hand from the counts above
(partner's range as the Precision ranges give it: the 4M jump 16–17, the raise of the
positive 1NT to three 11–13, the positive responder's 4M signoff 8–11 / 8–10).
"""

from __future__ import annotations

import pytest

from bridgelib import Call, Hand
from bridgelib.bidding import suggest

CASES = [
    # ------------------------------------------------ responder after 1♣–1M–4M (16–17, no slam interest)
    ("1C P 1H P 4H P", ".KQ653.AJT65.K83", "4NT",
     "13 HCP, a void: five losers (KQx 1, AJx 2, Kxx 2) opposite a seven-loser opener leaves "
     "24 − 12 = 12 tricks [KLINGER]: Roman Key Card Blackwood [KANTAR]"),
    ("1C P 1S P 4S P", "AQ8742..KJ6432.5", "4NT",
     "10 HCP but 6-0-6-1: four losers (AQx 1, KJx 2, x 1), twelve tricks even opposite seven "
     "losers [KLINGER]: asks for key cards"),
    ("1C P 1H P 4H P", "AQ.KQJ84.KJ4.Q32", "4NT",
     "18 HCP opposite 16–17: 34+ points together, and a doubleton [ROOT][GOREN]: asks for key cards"),
    ("1C P 1H P 4H P", "K83.KQ853.Q72.J4", "P",
     "9 HCP, seven losers, a doubleton: about 27 together [ROOT][GOREN], 24 − 14 = 10 "
     "tricks [KLINGER]: opener has placed the game, pass"),
    ("1C P 1H P 4H P", "K3.AQJ864.K72.54", "P",
     "13 HCP, six hearts and two doubletons: about 31–32 together counting shape [GOREN], "
     "six losers (Kx 1, AQJ 1, Kxx 2, xx 2) — short of 33 and of five losers: pass"),
    ("1C P 1S P 4S P", "KJ752.Q84.A63.J4", "P",
     "11 HCP, 5-3-3-2, eight losers: about 28–29 together, no slam: pass"),
    # ------------------------------------------------ opener after 1♣–1NT–2M–3M (11–13, slam interest)
    ("1C P 1NT P 2H P 3H P", "A.AKJ63.KT3.AQJ7", "4NT",
     "22 HCP opposite 11–13 with the 5-3 fit and a singleton: 22 + 12 + 2 = 36 [ROOT][GOREN]: "
     "asks for key cards [KANTAR]"),
    ("1C P 1NT P 2S P 3S P", "AKQ74.A.KQ4.K832", "4NT",
     "21 HCP and a singleton opposite 11–13: 35 points together: asks for key cards"),
    ("1C P 1NT P 2H P 3H P", "KQ4.AK863.KT3.Q7", "4H",
     "17 HCP and a doubleton opposite 11–13: about 30 together, short of 33: game in hearts"),
    ("1C P 1NT P 2S P 3S P", "AKJ74.K82.Q4.A83", "4S",
     "17 HCP, one doubleton: about 30 together: game, no slam"),
    ("1C P 1NT P 2H P 3H P", "A4.AQJ63.KQ32.A7", "4NT",
     "20 HCP and two doubletons opposite 11–13: 20 + 12 + 2 = 34 [ROOT][GOREN]: asks for key cards"),
    ("1C P 1NT P 2H P 3H P", "A4.AQJ63.KT32.A7", "4H",
     "18 HCP and two doubletons opposite 11–13: 18 + 12 + 2 = 32, a point short of 33: game"),
    # ------------------------------------------------ positive responder after 1♣–1M–2M (18+, the suit agreed)
    # Wei's trump asking bid [WEI]: responder answers in steps (as Jannersten lists Wei's
    # answers: the fifth step is two of A K Q with six or more cards) and leaves the slam
    # decision to the asker, whatever his own values
    ("1C P 1S P 2S P", "AQJ754..K8643.A2", "3S",
     "♠AQJ754: two of the top three spade honours, six cards — the fifth step [WEI]"),
    ("1C P 1S P 2S P", "KQJ754..Q8643.52", "3S",
     "♠KQJ754: two of the top three, six cards — the fifth step too: the answer describes "
     "the trumps, not the values [WEI]"),
    # ------------------------------------------------ opener after 1♣–1M–2m–2M–3m–4m (12+, the minor agreed)
    ("1C P 1S P 2D P 2S P 3D P 4D P", "A.K4.AKQ743.K832", "4NT",
     "20 HCP, six diamonds, a singleton and a doubleton opposite 12+ with three diamonds: "
     "20 + 12 + 3 = 35 [ROOT][GOREN]: asks for key cards [KANTAR]"),
    ("1C P 1H P 2C P 2H P 3C P 4C P", "A4.K.K32.AKQ7432", "4NT",
     "19 HCP, seven clubs, a singleton and a doubleton opposite 12+: 19 + 12 + 3 = 34: asks for key cards"),
    ("1C P 1S P 2D P 2S P 3D P 4D P", "83.K4.AKJ743.KJ2", "5D",
     "16 HCP, two doubletons opposite 12+: 16 + 12 + 2 = 30, short of 33: game in diamonds"),
    # ------------------------------------------------ the strong opener after the positive responder's major game
    ("1C P 1S P 2S P 4S P", "K82.AKQJ.AKQ43.4", "4NT",
     "22 HCP with three spades and a singleton (dummy points: +3) opposite a minimum positive "
     "(8–11): 22 + 3 + 10 = 35 [GOREN][ROOT]: asks for key cards"),
    ("1C P 1S P 2S P 4S P", "K82.AKQ.A943.K32", "P",
     "19 HCP, 3-3-4-3, no shortness, opposite 8–11: about 29 together: pass"),
    ("1C P 1NT P 2H P 4H P", "A.AKQJ73.AKQ4.93", "4NT",
     "23 HCP, six hearts and a singleton opposite 8–10 with three hearts: 23 + 9 + 3 = 35 "
     "[GOREN][ROOT]: asks for key cards"),
    ("1C P 1NT P 2H P 4H P", "A8.AKJ73.KQ4.932", "P",
     "17 HCP opposite 8–10: about 27 together: responder has chosen the game, pass"),
    ("1C P 1H P 2H P 4H P", "AKQ.K82.AQ43.Q32", "P",
     "20 HCP, three hearts, no shortness, opposite 8–11: about 30 together: pass"),
]


@pytest.mark.parametrize("auction,hand,expected,why", CASES,
                         ids=[f"{c[0]}:{c[1]}" for c in CASES])
def test_precision_slam_after_positive_response(auction, hand, expected, why):
    _check(auction, hand, expected, why)


def _check(auction, hand, expected, why):
    s = suggest(Hand.from_pbn(hand), auction, "precision")
    assert s.agreed, (why, s.reason)
    assert s.call == Call.from_str(expected), f"{why}: got {s.call} ({s.meaning})"


# After 1♣–1♦–2NT (20+, balanced) responder's 3NT shows 3–7 HCP (the system's answer to the
# 2NT rebid; about 5 expected).  [ROOT] 33 together for a small slam; a 4NT with no suit
# agreed is quantitative (the ACBL SAYC booklet reads 4NT after no-trump the same way), and
# responder accepts with the upper part of his range.
NEGATIVE_3NT = [
    ("1C P 1D P 2NT P 3NT P", "AKJ.AQ.AJ74.AK42", "4NT",
     "8 + 6 + 5 + 7 = 26 HCP: 31 together with responder's expected 5, 33 opposite his 7 — "
     "invites 6NT"),
    ("1C P 1D P 2NT P 3NT P", "AKJ.AKQ.AJ74.AK4", "6NT",
     "8 + 9 + 5 + 7 = 29 HCP: 34 together with responder's expected 5 — the small slam"),
    ("1C P 1D P 2NT P 3NT P", "AKJ.AQ.AJ74.KQ42", "P",
     "8 + 6 + 5 + 5 = 24 HCP: at most 31 opposite 3–7 — pass"),
]


@pytest.mark.parametrize("auction,hand,expected,why", NEGATIVE_3NT,
                         ids=[f"{c[0]}:{c[1]}" for c in NEGATIVE_3NT])
def test_the_strong_opener_after_the_negative_3nt(auction, hand, expected, why):
    _check(auction, hand, expected, why)
