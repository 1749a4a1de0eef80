"""Acol and Precision where they lagged SAYC: textbook positions for the rules added.

Sources, by the book and its section:

- [WEI] C. C. Wei & A. Truscott, "Precision Bidding in Bridge", *responses to the strong 1♣*:
  every positive response (1♥, 1♠, 1NT, 2♣, 2♦, 2NT) forces to game; after it the partnership
  bids naturally — a raise with a fit (six cards opposite two, five opposite three, four
  opposite four make the eight-card fit), a six-card suit rebid, a new suit with four cards,
  no-trump without a fit — and the game is placed in the eight-card major fit or else 3NT.
  Ranges: 1♣ 16+, positive responses 8+, the positive 1NT 8–13; a small slam needs about 33
  HCP together (Root's count, used throughout the system).
- [PT] Berkowitz & Manley, "Precision Today", *the 2♦ opening* (11–15, short in diamonds:
  4-4-1-4, 4-4-0-5, 4-3-1-5, 3-4-1-5): 2NT is the forcing inquiry (11+ HCP); opener answers
  3♣ with a minimum (11–13), with a maximum (14–15) shows the shape — 3♦ 4-4-1-4, 3♥ 3-4-1-5,
  3♠ 4-3-1-5, 3NT 4-4-0-5; over 3♣ responder passes below game, over a maximum he places
  the game (3NT with diamonds held, else five clubs with the club fit).
- [KL] R. Klinger, "Guide to Better Acol Bridge", *Acol's balanced hands* and *the Acol
  two*: balanced hands are shown by no-trump bids by their points (12–14 1NT; 15–16 a suit
  then 1NT; 17–18 a suit then 2NT; 19 a suit then 3NT; 20–22 2NT; 23+ 2♣), so the Acol two
  (8 playing tricks, forcing) is an unbalanced hand — a long suit or two suits; and
  *opener's rebid after the 2NT response* (10–12 balanced, so at least two cards in
  opener's suit): with a six-card major and enough to accept, game in the major (six
  opposite at least two is the eight-card fit), not 3NT; a minimum with six rebids the suit
  at the three level.
  *responder's second bid*: preference with equal length goes to opener's first suit when
  it costs no level (the first suit is at least as long); with four cards in opener's second suit, raise it (11–12
  invites, 13+ bids game); with four cards in opener's four-card major the 4-4 fit is
  preferred to 3NT.
- [SAYC] the ACBL SAYC booklet, *Jacoby transfers*: after the transfer and responder's 2NT
  invitation (five cards in the major) opener passes, bids three of the major, 3NT or four
  of the major — the same for Precision's 13–15 1NT, the top of the range (14–15) accepting.
- [LTC] R. Klinger, "The Modern Losing Trick Count": 24 less the two hands' losers is the
  tricks; a limited invitational response (10–12) counts about eight losers, so opener with
  six losers or fewer has ten tricks — game.

Each expected call is worked out from those rules by hand, not read from the code.
"""

from __future__ import annotations

import pytest

from bridgelib import Call, Hand
from bridgelib.bidding import suggest

PRECISION = [
    # ------------------------------------------- 1♣–1M–1NT–2M: responder's six-card major [WEI]
    ("1C P 1S P 1NT P 2S P", "Q6.AK98.AJ7.AJ94", "4S",
     "a doubleton spade opposite responder's six: the eight-card fit, 4♠"),
    ("1C P 1S P 1NT P 2S P", "6.AK98.AJ75.AJ94", "3NT",
     "a singleton spade opposite six: no eight-card fit, 3NT"),
    # ------------------------------------------- 1♣–1M–1NT–2x: responder's second suit [WEI]
    ("1C P 1H P 1NT P 2S P", "KQ84.Q6.AJ7.AQ94", "3S",
     "four spades opposite responder's second suit: the 4-4 fit, 3♠ (game forced)"),
    ("1C P 1H P 1NT P 2D P", "KQ8.Q6.AJ74.AQ94", "3D",
     "two hearts, four diamonds: raises the second suit, 3♦ (game forced)"),
    ("1C P 1H P 1NT P 2C P", "KQ83.Q6.AJ74.AQ9", "3NT",
     "no fit for hearts or clubs: 3NT"),
    # ------------------------------------------- 1♣–1M–2z–2M: the positive rebids a six-card major [WEI]
    ("1C P 1S P 2D P 2S P", "K8.A54.AQ9743.A4", "4S",
     "a doubleton spade opposite six: the eight-card fit, 4♠"),
    ("1C P 1S P 2C P 2S P", "4.K93.AK2.AKQ872", "3C",
     "a singleton spade and six clubs: rebids the clubs, game forced"),
    ("1C P 1S P 2C P 2S P", "A.J2.AQ986.KQ542", "3D",
     "a singleton spade, five-five in the minors: shows the diamonds"),
    ("1C P 1H P 2D P 2H P", "AQ83..AK984.AQ93", "2S",
     "a heart void and four spades: 2♠, the cheapest new suit"),
    ("1C P 1S P 2C P 2S P 3D P", "KJ8753.Q85.KT.J7", "3NT",
     "no fit for clubs or diamonds, the hearts held: 3NT"),
    ("1C P 1S P 2C P 2S P 3D P", "KJ8753.Q.K1054.J7", "4D",
     "four diamonds: raises opener's third suit"),
    # ------------------------------------------- 1♣–1♥–1♠: the strong opener's five spades [WEI]
    ("1C P 1H P 1S P", "96.AQ984.QJ8.T76", "3NT",
     "balanced, no spade fit, no second suit: 3NT"),
    ("1C P 1H P 1S P", "K96.AQ984.J82.76", "4S",
     "three spades opposite five, a minimum positive (10 HCP): game in the fit"),
    ("1C P 1H P 1S P", "9.AQJ984.KJ8.T76", "2H",
     "a singleton spade and six hearts: rebids the hearts, game forced"),
    # ------------------------------------------- the minor and the major after the positive [WEI]
    ("1C P 1NT P 3D P 4D P", "6.AJ7.AKT53.KQ92", "5D",
     "17 HCP opposite 8–13 (at most 30): no slam, game in diamonds"),
    ("1C P 2C P 2NT P 3S P", "AQ87.3.AQJ54.AQ3", "4S",
     "four spades opposite responder's four: the 4-4 fit, 4♠"),
    ("1C P 2C P 2NT P 3H P", "AQ87.3.AQJ54.AQ3", "3NT",
     "a singleton heart: no fit, 3NT"),
    ("1C P 2D P 2NT P 3D P", "AQ8.KJ3.7.AQJ542", "3NT",
     "a singleton diamond opposite six, 17 HCP: 3NT"),
    # ------------------------------------------- the 2♦ opening and the 2NT inquiry [PT]
    ("2D P", "Q95.AQ6.A962.974", "2NT",
     "12 HCP, no four-card major: the 2NT inquiry, not a 0–10 sign-off in hearts"),
    ("2D P 2NT P", "A83.K1082.Q.AQ1053", "3H", "15 HCP, 3-4-1-5: a maximum, 3♥"),
    ("2D P 2NT P", "A832.K102.Q.AJ1053", "3S", "14 HCP, 4-3-1-5: a maximum, 3♠"),
    ("2D P 2NT P", "KQ83.AJ82.5.KJ74", "3D", "14 HCP, 4-4-1-4: a maximum, 3♦"),
    ("2D P 2NT P", "A83.K1082.Q.KJ1053", "3C", "13 HCP: a minimum, 3♣ whatever the shape"),
    ("2D P 2NT P 3H P", "Q95.AQ6.A962.974", "3NT",
     "12 opposite a maximum (14–15), diamonds held: game in no-trump"),
    ("2D P 2NT P 3C P", "K95.Q6.K962.Q974", "P",
     "11 opposite a minimum (11–13): no game, pass 3♣"),
    # ------------------------------------------- 1NT (13–15), transfer, 2NT invitation [SAYC]
    ("1NT P 2D P 2H P 2NT P", "KQ4.J82.AQ73.K92", "4H",
     "15 HCP and three hearts: accepts in the eight-card heart fit"),
    ("1NT P 2D P 2H P 2NT P", "KQ4.J8.AQ73.K932", "3NT",
     "15 HCP, two hearts: accepts in no-trump"),
    ("1NT P 2H P 2S P 2NT P", "J82.KQ4.AJ73.Q92", "3S",
     "13 HCP and three spades: declines, to play in the spade fit"),
    ("1NT P 2H P 2S P 2NT P", "J8.KQ4.AJ73.Q932", "P",
     "13 HCP, two spades: declines, 2NT"),
]

ACOL = [
    # ------------------------------------------- opener after 1M–2NT (10–12) [KL][LTC]
    ("1S P 2NT P", "KJ8753.AKQ.765.9", "4S",
     "13 HCP and six spades: accepts in the major (six opposite at least two), not 3NT"),
    ("1S P 2NT P", "KQJ932.AQ86..763", "4S",
     "12 HCP but five losers opposite the 10–12 response's eight: ten tricks, 4♠"),
    ("1H P 2NT P", "K4.AKQ952.765.Q9", "4H",
     "14 HCP with six hearts: game in hearts rather than 3NT"),
    ("1S P 2NT P", "KJ9753.Q86.K5.Q7", "3S",
     "11 HCP, seven losers: a minimum with six spades signs off in 3♠"),
    # ------------------------------------------- responder raises opener's second suit [KL]
    ("1S P 2D P 2H P", "7.K943.AQ984.Q54", "3H",
     "four hearts, 11 HCP: raises the second suit, inviting game"),
    ("1S P 2D P 2H P", "7.K943.AQ984.KQ4", "4H",
     "four hearts, 14 HCP: game in the 4-4 heart fit"),
    # ------------------------------------------- preference between opener's two suits [KL]
    ("1H P 1S P 2D P", "K543.Q82.962.J95", "2H",
     "three hearts and three diamonds: preference to the first suit (at least as long), 2♥"),
    ("1H P 1S P 2D P", "K543.Q82.9652.J9", "P",
     "four diamonds, three hearts: pass the second suit"),
    ("1D P 1H P 1S P", "Q82.K543.962.J95", "P",
     "three diamonds, three spades: passing 1♠ is cheaper than a false preference to 2♦"),
    # ------------------------------------------- the 4-4 major fit after opener's 3NT [KL]
    ("1S P 2D P 3NT P", "AKJ3.654.A986.73", "4S",
     "four spades opposite Acol's four-card (or longer) 1♠: the 4-4 fit, 4♠ rather than 3NT"),
    ("1S P 2D P 3NT P", "AK3.654.A986.732", "P",
     "three spades only: opener has placed the game, pass"),
    # ------------------------------------------- the Acol two is unbalanced [KL]
    ("", "94.AK3.AQ975.AQ7", "1D",
     "19 HCP balanced (5-3-3-2): one of the suit, then 3NT — not an Acol two"),
    ("", "AKQJ64.A5.K42.73", "2S",
     "17 HCP, six solid spades, eight playing tricks, unbalanced: the Acol two"),
]


@pytest.mark.parametrize("auction,hand,expected,why", PRECISION,
                         ids=[f"{c[0] or 'open'}:{c[1]}" for c in PRECISION])
def test_precision_more_textbook(auction, hand, expected, why):
    s = suggest(Hand.from_pbn(hand), auction, "precision")
    assert s.agreed, (why, s.reason)
    assert s.call == Call.from_str(expected), f"WEI/PT — {why}: got {s.call} ({s.meaning})"


@pytest.mark.parametrize("auction,hand,expected,why", ACOL,
                         ids=[f"{c[0] or 'open'}:{c[1]}" for c in ACOL])
def test_acol_more_textbook(auction, hand, expected, why):
    s = suggest(Hand.from_pbn(hand), auction, "acol")
    assert s.agreed, (why, s.reason)
    assert s.call == Call.from_str(expected), f"KL/LTC — {why}: got {s.call} ({s.meaning})"
