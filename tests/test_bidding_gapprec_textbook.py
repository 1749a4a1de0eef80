"""Precision: where the limited openings stopped short of a game the book bids (issue 14).

Each expected call is worked out by hand from the rules below, not read from the code.
Sources, by the book and its section:

- [WEI] C. C. Wei, "The Precision Bidding System in Bridge", *the 1♦ opening* (11–15, no
  five-card major) and *opener's rebids*: a minimum rebids the suit at the two level, the top
  of the range (14–15) with a six-card suit jumps in it (1♦–1M–3♦, 1M–1NT–3M), invitational,
  and responder accepts with the upper part of his response (a doubleton makes the major
  fit); responder's one-level
  major is 8+ and forcing, with two five-card suits the higher ranking first, with four-four
  up the line; with four cards in opener's second suit responder raises it (11–12
  invitational); over 1♦–1NT (8–10) opener invites with 14–15 (23–25 together).  *The strong
  1♣*: positive responses are natural (8+), the longest suit first.  *The 2♣ opening* (11–15,
  long clubs): 2♥/2♠ are natural and not forcing (about 8–12); opener raises with support and
  extra values, invitational or game.
- [PT] D. Berkowitz & B. Manley, "Precision Today", *the 2♦ opening* (11–15, short in
  diamonds): a simple major is to play, a jump in a major (invitational) or game with the
  values, opener accepting the invitation with 13–15.
- [LTC] R. Klinger, "The Modern Losing Trick Count": once a raise has found the fit, 24
  less the losers of both hands is the tricks the partnership takes; the strong 1♣ opener
  adds about nine losers for the negative's invitational raise (5–6) and ten for the weak
  raise (0–4), and bids game with ten tricks.
- [GOREN] C. H. Goren, "Point Count Bidding in Contract Bridge": the declaring hand counts a
  point for each card over four in a suit; the dummy with trump support counts 5/3/1 for a
  void/singleton/doubleton (dummy points); 26 points together make a game, about 25 opposite
  a long suit.
"""

from __future__ import annotations

import pytest

from bridgelib import Call, Hand
from bridgelib.bidding import suggest

CASES = [
    # ------------------------------------------- 1♦ opener's rebid with six diamonds [WEI]
    ("1D P 1S P", "3.QJ73.AQT754.AJ", "3D",
     "14 HCP, six diamonds, no spade fit: the top of the range jumps to 3♦, invitational"),
    ("1D P 1H P", "A2.7.KQJ854.KQ72", "3D",
     "15 HCP, six diamonds, a singleton heart: 3♦, invitational"),
    ("1D P 1S P", "3.QJ7.KQT754.A72", "2D",
     "12 HCP, six diamonds: a minimum rebids 2♦"),
    # ------------------------------------------- responder after 1♦–1M–3♦ (14–15, six) [WEI, GOREN]
    ("1D P 1S P 3D P", "KJ54.A62.63.Q642", "3NT",
     "10 HCP opposite 14–15 and six diamonds (about 25 with the long suit): 3NT"),
    ("1D P 1S P 3D P", "QJ54.K62.63.Q642", "P",
     "8 HCP, the bottom of the response: 22–23 together, declines in 3♦"),
    ("1H P 1S P", "A2.AKJ973.K72.T8", "3H",
     "15 HCP, six hearts, two spades: the top of the opening jumps to 3♥, invitational"),
    ("1H P 1S P 3H P", "KQ96.83.K72.Q863", "4H",
     "10 HCP and a doubleton heart opposite six (the eight-card fit): accepts, 4♥"),
    # ------------------------------------------- responder's six-card major after 1♦'s rebid [WEI, GOREN]
    ("1D P 1H P 1S P", "J43.J87654.A9.A7", "3H",
     "10 HCP and six hearts (12 points): invites game in the suit, not a sign-off"),
    ("1D P 1S P 1NT P", "KQJ985.K3.84.J72", "3S",
     "10 HCP and six spades (12 points) opposite 11–12: invites, 3♠"),
    ("1D P 1S P 1NT P", "KJ9854.83.84.J72", "2S",
     "6 HCP and six spades (8 points): to play in 2♠"),
    # ------------------------------------------- responder raises opener's second suit [WEI]
    ("1D P 1S P 2C P", "KQT43.J32.4.KQ53", "3C",
     "11 HCP, four clubs and a singleton diamond (14 with 5/3/1): raises the second suit, "
     "invitational — not 2NT (12 HCP and a void, 17, are game values: the fourth suit first)"),
    # ------------------------------------------- 1M opener's rebid over 1NT with six cards [WEI]
    ("1S P 1NT P", "AKJ983.A8.T72.KT", "3S",
     "15 HCP, six spades: the top of the opening jumps to 3♠, invitational"),
    ("1S P 1NT P", "AKJ983.87.T72.KT", "2S",
     "11 HCP, six spades: a minimum rebids 2♠, to play"),
    ("1S P 1NT P 3S P", "64.KQ9762.K.Q863", "4S",
     "10 HCP and a doubleton spade opposite six (the eight-card fit): accepts, 4♠"),
    ("1S P 1NT P 3S P", "6.KQ976.K82.Q863", "3NT",
     "10 HCP and a singleton spade: accepts in no-trump"),
    ("1S P 1NT P 3S P", "64.Q9762.K82.863", "P",
     "5 HCP, the bottom of the 1NT response: declines"),
    # ------------------------------------------- the strong 1♣ after the negative's raise [WEI, LTC]
    ("1C P 1D P 1S P 3S P", "AQJ942.8.AT42.AJ", "4S",
     "five losers opposite the invitational raise's nine: 24 − 14 = ten tricks, game"),
    ("1C P 1D P 1S P 3S P", "AQJT9.AJ97.752.A", "P",
     "six losers and 17 points opposite the invitational raise: nine tricks, declines"),
    ("1C P 1D P 1H P 2H P", "AK.AKQ984.K32.32", "4H",
     "four losers opposite the weak raise's ten: 24 − 14 = ten tricks, game"),
    # ------------------------------------------- responding to 1♦ with both majors [WEI]
    ("1D P", "K9765.AT862.3.KJ", "1S",
     "five-five in the majors: the higher ranking first, 1♠"),
    ("1D P", "KJ76.AQ82.43.J92", "1H",
     "four-four in the majors: up the line, 1♥"),
    # ------------------------------------------- 1♦–1NT (8–10): opener's 15 not balanced [WEI]
    ("1D P 1NT P", "AQJ6.T96.A9632.A", "2NT",
     "15 HCP opposite 8–10 (23–25 together): invites, not a pass as a minimum"),
    # ------------------------------------------- the strong 1♣: positive in the longest suit [WEI]
    ("1C P", "95.KQ743.K98764.", "2D",
     "8 HCP, six diamonds and five hearts: the longer suit first, 2♦ (game forcing)"),
    ("1C P", "95.KQ743.K9876.4", "1H",
     "five hearts and five diamonds: the major first, 1♥"),
    # ------------------------------------------- 2♣ opener after 2♥/2♠ (not forcing) [WEI, GOREN]
    ("2C P 2S P", "KT82.A8.95.AJ752", "3S",
     "four spades, 12 HCP and two doubletons (14 dummy points) opposite 8–12: invites, 3♠"),
    ("2C P 2S P", "K82.Q83.K5.QJ752", "P",
     "three spades, 11 HCP and one doubleton (12 dummy points): a minimum, passes"),
    ("2C P 2S P 3S P", "QJ973.6.A732.Q86", "4S",
     "9 HCP, five spades and a singleton (11 counting shortness), the top of 8–12: accepts"),
    ("2C P 2S P 3S P", "QJ973.654.A7.Q86", "P",
     "9 HCP and one doubleton (10): the lower part of 8–12, declines"),
    # ------------------------------------------- responding to 2♦ (short diamonds) [PT, GOREN]
    ("2D P", "87.KJ954.Q9.A853", "3H",
     "10 HCP and a fifth heart (11 points) opposite four hearts: invites, 3♥"),
    ("2D P", "87.KJ954.Q92.853", "2H",
     "6 HCP: to play in 2♥"),
    ("2D P", "7.KQJ54.Q93.AJ53", "4H",
     "13 HCP and five hearts opposite four: game"),
]


@pytest.mark.parametrize("auction,hand,expected,why", CASES,
                         ids=[f"{c[0] or 'open'}:{c[1]}" for c in CASES])
def test_precision_gap_textbook(auction, hand, expected, why):
    s = suggest(Hand.from_pbn(hand), auction, "precision")
    assert s.agreed, (why, s.reason)
    assert s.call == Call.from_str(expected), f"WEI/PT/GOREN — {why}: got {s.call} ({s.meaning})"
