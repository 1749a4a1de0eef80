"""Precision's later rounds: the strong 1♣ opener's rebids after the positive responses.

Sources: C. C. Wei & A. Truscott, "Precision Bidding in Bridge" [WEI] and Belladonna &
Garozzo, "Precision & Super Precision Bidding" [BG]: after a positive no-trump response to
the strong 1♣ the auction is forced to game and opener's 2♣ is Stayman, asking responder
for a four-card major (2♦ none, 2♥ four hearts — perhaps four spades too — 2♠ four spades);
opener's new suits are natural (five cards). With a 4-4 fit the major game is bid; with no
fit, 3NT. Over 2♥ opener's 3NT shows the four spades he asked with, and responder, holding
both majors, corrects to 4♠ (the Stayman inference, as in the ACBL SAYC booklet's Stayman).
Ranges as in the Precision system: 1♣ 16+, positive 1NT 8–13 balanced; 16–19 opposite
8–13 is game and never slam (at most 32 HCP together, Root's 33 for a small slam).
Each expected call is worked out from those rules by hand, not read from the code.
"""

from __future__ import annotations

import pytest

from bridgelib import Call, Hand
from bridgelib.bidding import suggest

CASES = [
    # ---------------------------------------------------------------- opener after 1♣–1NT [WEI][BG]
    ("1C P 1NT P", "AQ83.KJ4.A72.KQ5", "2C",
     "17 HCP balanced with four spades: Stayman 2♣ looks for the 4-4 spade fit"),
    ("1C P 1NT P", "KJ4.AQ83.A72.KQ5", "2C",
     "17 HCP balanced with four hearts: Stayman 2♣"),
    ("1C P 1NT P", "AQ83.KJ42.A7.KQ5", "2C",
     "18 HCP balanced with both majors: Stayman 2♣"),
    ("1C P 1NT P", "AQ8.KJ4.A72.KQ53", "3NT",
     "17 HCP balanced, no four-card major: nothing to ask, game in no-trump"),
    ("1C P 1NT P", "AQ832.KJ4.A72.K5", "2S",
     "17 HCP, 5-3-3-2 with five spades: the natural 2♠ (game forced) finds a 5-3 fit"),
    ("1C P 1NT P", "KJ4.AQ832.A72.K5", "2H",
     "17 HCP, 5-3-3-2 with five hearts: the natural 2♥"),
    ("1C P 1NT P", "AQ83.KJ4.AJ7.KQ5", "4NT",
     "20 HCP balanced: the quantitative 4NT (slam is possible opposite 12–13), not Stayman"),
    # ---------------------------------------------------------------- responder answers 2♣
    ("1C P 1NT P 2C P", "K742.Q53.K82.Q84", "2S", "four spades, three hearts: 2♠"),
    ("1C P 1NT P 2C P", "Q53.K742.K82.Q84", "2H", "four hearts: 2♥"),
    ("1C P 1NT P 2C P", "K742.Q543.K8.Q84", "2H", "both majors: hearts first, 2♥"),
    ("1C P 1NT P 2C P", "K72.Q53.K82.Q984", "2D", "no four-card major: 2♦"),
    ("1C P 1NT P 2C P", "K7.Q53.KJ82.Q984", "2D", "no four-card major, 11 HCP: still 2♦"),
    # ---------------------------------------------------------------- opener places the game
    ("1C P 1NT P 2C P 2S P", "AQ83.KJ4.A72.KQ5", "4S", "four spades opposite four: 4♠"),
    ("1C P 1NT P 2C P 2H P", "KJ4.AQ83.A72.KQ5", "4H", "four hearts opposite four: 4♥"),
    ("1C P 1NT P 2C P 2H P", "AQ83.KJ4.A72.KQ5", "3NT",
     "asked with spades, partner shows hearts: 3NT (which shows the spades)"),
    ("1C P 1NT P 2C P 2S P", "KJ4.AQ83.A72.KQ5", "3NT", "asked with hearts, partner shows spades: 3NT"),
    ("1C P 1NT P 2C P 2D P", "AQ83.KJ42.A7.KQ5", "3NT", "no major fit: 3NT"),
    # ---------------------------------------------------------------- responder after the game
    ("1C P 1NT P 2C P 2H P 3NT P", "K742.Q543.K8.Q84", "4S",
     "opener's 3NT over 2♥ shows four spades: with four spades as well, 4♠"),
    ("1C P 1NT P 2C P 2H P 3NT P", "K74.Q543.K82.Q84", "P",
     "three spades only: opener has placed the game, pass"),
    ("1C P 1NT P 2C P 2S P 4S P", "K742.Q53.K82.Q84", "P",
     "9 HCP opposite 16–19: no slam, pass"),
    ("1C P 1NT P 2C P 2D P 3NT P", "K72.Q53.K82.QJ84", "P",
     "10 HCP opposite 16–19: no slam, pass"),
    # ---------------------------------------------------------------- 1♦–1M–1NT [WEI]
    # The 1♦ opener's 1NT rebid is 11–12 balanced (13–15 would have opened 1NT): a narrow
    # range, so responder adds it to his own count and places the contract — game with
    # 14+ (25+ together), an invitation with 13 (25 only opposite 12), a pass with 11–12
    # (at most 24: no game), as captaincy (Root) has the partner of the limited hand decide.
    ("1D P 1S P 1NT P", "AK95.J74.K6.QJT6", "3NT", "14 HCP balanced opposite 11–12: game"),
    ("1D P 1S P 1NT P", "AK95.J74.Q6.QJT6", "2NT", "13 HCP balanced opposite 11–12: invite"),
    ("1D P 1H P 1NT P", "J74.AK95.Q6.J876", "P", "11 HCP balanced opposite 11–12: no game, pass"),
    ("1D P 1H P 1NT P", "J74.AK95.Q6.Q976", "P", "12 HCP balanced opposite 11–12: at most 24, pass"),
    ("1D P 1S P 1NT P", "AK95.KJ4.A6.QJT6", "3NT", "18 HCP balanced opposite 11–12: game, no slam (at most 30)"),
    ("1D P 1S P 1NT P 2NT P", "Q6.KJ4.AJ74.Q842", "3NT", "12 HCP, the top of 11–12: accepts the invitation"),
    ("1D P 1S P 1NT P 2NT P", "Q6.KJ4.AJ74.9842", "P", "11 HCP, the bottom of 11–12: declines"),
    # ---------------------------------------------------------------- 1M–2x–2y [WEI]
    # The two-level response is 11+ and forcing; opener (11–15, five cards in the major)
    # shows a second suit.  Responder, adding his count to opener's 11–15, bids game with
    # 13+ (24+ together, preferring the 5-3 major fit, then the second suit's 4-4 fit, then
    # no-trump) and invites with 11–12; opener accepts with 13–15.
    ("1S P 2D P 2H P", "Q82.AT.AQT86.K97", "4S", "3 spades, 15 HCP: game in the 5-3 spade fit"),
    ("1S P 2D P 2H P", "Q82.AT.AJT86.J97", "3S", "3 spades, 12 HCP: invites game in spades"),
    ("1S P 2C P 2H P", "2.AT54.AQT.KJ973", "4H", "4 hearts, 1 spade, 14 HCP: game in the 4-4 heart fit"),
    ("1S P 2C P 2H P", "2.AT54.QJ4.KJ973", "3H", "4 hearts, 11 HCP: invites game in hearts"),
    ("1S P 2D P 2H P", "2.AT.AQT86.KJ973", "3NT", "no fit, 14 HCP: game in no-trump"),
    ("1S P 2D P 2H P", "2.AT.AJT86.QJ973", "2NT", "no fit, 12 HCP: invites 3NT"),
    ("1S P 2D P 2H P 3S P", "AKJ95.KQ84.3.Q42", "4S", "15 HCP: accepts the invitation"),
    ("1S P 2D P 2H P 3S P", "AJ954.KQ84.3.Q42", "P", "12 HCP: declines the invitation"),
    ("1S P 2D P 2H P 2NT P", "AKJ95.KQ84.3.Q42", "3NT", "15 HCP: accepts the 2NT invitation"),
    # With 21+ balanced opposite the limited opener (11–15) slam is there (33+ together,
    # Root's count), whatever opener's second suit: 6NT, as over his minimum rebid.
    ("1H P 1S P 2D P", "AKQ4.K2.KQ3.AJ54", "6NT", "22 HCP balanced opposite 11–15: small slam"),
    ("1S P 2D P 2H P", "K2.AQ3.AKJ4.KQ54", "6NT", "22 HCP balanced opposite 11–15: small slam"),
    # ---------------------------------------------------------------- 2♦ opening [WEI]
    # 2♦ is 11–15, short in diamonds (4-4-1-4, 4-4-0-5, 4-3-1-5, 3-4-1-5): with game
    # values (13+ opposite 11–15) and no four-card major or club fit, responder bids 3NT.
    ("2D P", "K82.Q73.J8652.AK", "3NT", "13 HCP, 3-3-5-2, no fit to show: game in no-trump"),
    ("2D P", "K82.Q73.KQ865.K7", "3NT", "13 HCP with the diamonds held: game in no-trump"),
    # ---------------------------------------------------------------- 1♣–2♣/2♦–3 of the minor [WEI]
    # Opener's raise of the positive minor response agrees the suit, forcing to game.
    # Responder with a minimum positive (8–11) names the game (3NT with a major held,
    # else five of the minor); with 12+ he bids four of the minor, a slam try, and the
    # strong opener with 19+ (about 33 together with the fit) asks for key cards.
    # Hearts 7-3 are open opposite an unbalanced opener: no 3NT yet — the spade stopper is
    # shown for 3NT (Root, "Commonsense Bidding": no-trump with the unbid suits stopped;
    # Root & Pavlicek, "Modern Bridge Conventions": after a minor raise a new suit shows a
    # stopper toward 3NT). This case expected 3NT with one major held (issue 14, precseq).
    ("1C P 2C P 3C P", "K4.73.Q52.AJ9873", "3S", "10 HCP, spades held but hearts open: shows the spade stopper"),
    ("1C P 2D P 3D P", "54.73.KQJ873.A52", "5D", "10 HCP, a minimum, neither major held: 5♦"),
    ("1C P 2D P 3D P", "K4.A73.AQJ873.52", "4D", "14 HCP: extra values, the slam try 4♦"),
    ("1C P 2D P 3D P 3NT P", "AK2.KQ4.K942.Q73", "P", "17 HCP opposite a minimum positive (8–11): no slam, pass"),
    ("1C P 2D P 3D P 4D P", "AK2.KQ4.K942.K73", "5D", "18 HCP opposite 12+: game, short of slam values"),
    ("1C P 2D P 3D P 4D P", "AK2.KQ4.K942.KQ3", "4NT", "20 HCP opposite 12+ with the fit: asks for key cards"),
]


@pytest.mark.parametrize("auction,hand,expected,why", CASES,
                         ids=[f"{c[0]}:{c[1]}" for c in CASES])
def test_precision_later_rounds_textbook(auction, hand, expected, why):
    s = suggest(Hand.from_pbn(hand), auction, "precision")
    assert s.agreed, (why, s.reason)
    assert s.call == Call.from_str(expected), f"WEI/BG — {why}: got {s.call} ({s.meaning})"
