"""Acol twos: opener's second suit after a positive response, the positive responder's next
call, and the negative responder's own suit.

Sources (cited by title):

- [BridgeBum] Bridge Bum, "ACOL Two Bid": the Acol two shows about eight or nine playing
  tricks with a long suit, or occasionally a strong two-suiter; a new-suit response is a
  positive (5+ cards, 8+ points) and forces to game, 2NT is the negative.
- [Acol2] "The Acol Two-Bid" (ACBL Unit 390's notes, also on the Bridge Guys site): the two
  may be two-suited (7 AQJ1054 AK984 8 opens 2♥) — the second suit is part of the
  description; after the negative the bidding is natural.
- [Enigmar] enigmar.net, "Response to the two opener": the 2NT negative (0–7) says nothing
  about distribution; a responder with a five-card suit (Q J 8 6 3 in its example) bids 2NT
  first and shows the suit "the second time around".
- [Goren] Goren, "Point Count Bidding": about 33 points for a small slam.
- [Fast arrival] the principle of fast arrival: in an auction already forced to game, the
  jump to game is the weakest way there; stronger hands go slowly or ask.

After the positive the auction is forced to game [BridgeBum], so opener describes the hand
at once: a fit for responder's major first, then a four-card second suit before rebidding
the first [Acol2] — at the four level when it ranks below responder's suit (2♠–3♥–4♦), not
3NT with a void or singleton opposite, unless the first suit has six cards and the second only
four (the cheaper 3♠ describes it); over that four-level suit responder places the game:
opener's major with three cards (or two — the first suit is the longer), the minor with four,
a long, good suit of responder's own; responder raises a major second suit to game with a minimum positive
[Fast arrival], asks for aces with 10+ HCP and the fit found (opposite 15+ HCP and eight
playing tricks the 33 points are likely [Goren]), agrees a minor second suit below game,
gives preference to opener's first suit with three cards, else bids 3NT.  HCP counted by
hand in each comment; every hand has 13 cards.
"""

from __future__ import annotations

import pytest

from bridgelib.bidding import suggest

CASES = [
    # opener
    ("2D P 2H P", "K4.Q.AKJ532.AK32", "3C",
     "K4 3, Q 2, AKJ532 8, AK32 7: 20 HCP, 2-1-6-4, no heart fit: the second suit first"),
    ("2H P 2S P", "A4.AKQ1076.3.KQ52", "3C",
     "A4 4, AKQ1076 9, 3 0, KQ52 5: 18 HCP, 2-6-1-4, a doubleton spade: clubs, not 3♥ yet"),
    ("2H P 2S P", "AJ4.AKQ1076.3.KQ5", "3S",
     "AJ4 5, AKQ1076 9, KQ5 5: 19 HCP and three spades: the fit comes first"),
    # positive responder
    ("2D P 2H P 3C P", "95.AK10876.6.QJ104", "4C",
     "AK10876 7, QJ104 3: 10 HCP, four clubs: agrees the minor below game (forcing)"),
    ("P 2D P 2S P 3H P", "AKQ742.K983.8.J10", "4NT",
     "AKQ742 9, K983 3, J10 1: 13 HCP and four hearts: slam values, Blackwood"),
    ("P 2D P 2S P 3H P", "KQ8742.QJ83.8.32", "4H",
     "KQ8742 5, QJ83 3: 8 HCP and four hearts, a minimum positive: game, the fast arrival"),
    ("2D P 2S P 3H P", "AKJ74.72.93.Q1082", "3NT",
     "AKJ74 8, Q1082 2: 10 HCP, two hearts, two diamonds, five spades: no fit, 3NT"),
    # after the positive 3NT (Bridge Bum: natural, balanced, 8+): game is placed, so a new
    # suit at the four level is opener's slam try with a second suit (Goren's 33: opener's
    # 15–22 and eight playing tricks, responder's 8–11, the shape) — a four-card fit opposite
    # asks for aces
    ("2H P 3NT P", "K98.AKJ105.5.AKQ8", "4C",
     "K98 3, AKJ105 8, AKQ8 9: 20 HCP, 3-5-1-4: the second suit, a slam try"),
    ("2H P 3NT P", "KJ975.AKJ1082.A.5", "4S",
     "KJ975 4, AKJ1082 8, A 4: 16 HCP, 5-6-1-1: the five-card second suit"),
    ("2H P 3NT P", "AQ.AKJ1097.K84.Q5", "4H",
     "AQ 6, AKJ1097 8, K84 3, Q5 2: 19 HCP, six hearts, no second suit: game in the major"),
    ("2H P 3NT P 4S P", "A1063.63.J876.A82", "4NT",
     "A1063 4, J876 1, A82 4: 9 HCP and four spades: the fit for the second suit, Blackwood"),
    ("2H P 3NT P 4S P", "Q2.Q4.KQ97.AJ642", "5H",
     "Q2 2, Q4 2, KQ97 5, AJ642 5: 14 HCP, two of each major: back to opener's hearts "
     "(four hearts is below 4♠)"),
    # a second suit ranking below responder's: game is forced, so opener shows it at the
    # four level [Acol2: the second suit is part of the description] rather than 3NT with a
    # void or singleton in responder's suit; with six cards in the first suit and only four
    # in the second, the cheaper rebid of the six-card suit comes first
    ("2S P 3H P", "AQJ73..KQ874.K52", "4D",
     "AQJ73 7, KQ874 5, K52 3: 15 HCP, 5-0-5-3, a heart void: diamonds at the four level"),
    ("2H P 3D P", "A4.AKQ97.5.KJ1053", "4C",
     "A4 4, AKQ97 9, KJ1053 4: 17 HCP, 2-5-1-5: clubs at the four level, not 3NT"),
    ("2S P 3H P", "AKQJ73.4.KQ87.A5", "3S",
     "AKQJ73 10, KQ87 5, A5 4: 19 HCP, 6-1-4-2: six spades and four diamonds: 3♠, the "
     "cheaper rebid"),
    # the positive responder after the four-level second suit: game, in opener's major with
    # three (or two: opener's first suit is the longer, five or more), in the minor with four,
    # in responder's own suit only when it is long and good
    ("2S P 3H P 4D P", "K86.AJ854.J3.Q96", "4S",
     "K86 3, AJ854 5, J3 1, Q96 2: 11 HCP, three spades: game in opener's major"),
    ("2S P 3H P 4D P", "8.AJ854.A963.Q96", "5D",
     "AJ854 5, A963 4, Q96 2: 11 HCP, a singleton spade and four diamonds: game in the minor"),
    ("2S P 3H P 4D P", "86.A98543.J.AJ96", "4S",
     "A98543 4, J 1, AJ96 5: 10 HCP, six weak hearts and two spades: preference to opener's "
     "spades, not the hearts again"),
    ("2S P 3H P 4D P", "8.AKQ9854.J3.963", "4H",
     "AKQ9854 9, J3 1: 10 HCP, seven hearts headed by the top three: game in hearts"),
    ("2H P 3D P 4C P", "Q8.J2.AKJ9743.63", "5D",
     "Q8 2, J2 1, AKJ9743 8: 11 HCP, seven good diamonds and two hearts: game in "
     "diamonds rather than preference to the hearts"),
    ("2S P 3D P 3H P", "95.7.AKQ876.KJ104", "4D",
     "AKQ876 9, KJ104 4: 13 HCP, six diamonds, two spades, one heart: more than a minimum "
     "positive, the long suit again at the four level (three diamonds is below opener's 3♥; "
     "past 3NT, so slam interest [3NT-Minors] below)"),
]


# A minimum positive with a long minor and no fit for opener's two suits: four of the minor
# would go past 3NT, which with the minors is the game to aim for — beyond it only with slam
# aspirations ([3NT-Minors] Edmonton Bridge Centre, Coaches Corner, "3NT – Minors": "you do
# not go beyond 3NT unless you have slam aspirations"); a minimum positive is 8–11 HCP.
MINIMUM_MINOR = [
    ("2D P 3C P 3S P", "QJ2.J53.Q.KQ10943", "3NT",
     "QJ2 3, J53 1, Q 2, KQ10943 5: 11 HCP, six clubs, three spades, one diamond: a minimum "
     "positive, 3NT rather than 4♣ past it"),
    ("2S P 3D P 3H P", "95.7.AK10876.QJ104", "3NT",
     "AK10876 7, QJ104 3: 10 HCP, six diamonds, two spades, one heart: a minimum positive, "
     "3NT rather than 4♦ past it"),
    ("2H P 3D P 3S P", "Q2.J3.KQJ984.J52", "3NT",
     "Q2 2, J3 1, KQJ984 6, J52 1: 10 HCP, six diamonds, two of each major: 3NT, not 4♦"),
]


# The negative responder's own suit after opener's second suit: the 2NT negative (0–7) said
# nothing about shape, so a good five-card suit (two honours) with two or fewer of opener's
# first suit is bid naturally below 3NT, not a doubleton preference [Enigmar]; after the
# negative the bidding is natural [Acol2]; opener raises a major with three cards, else bids
# game in a six-card major, else 3NT.
NEGATIVE_SUIT = [
    # the negative responder
    ("2H P 2NT P 3C P", "KQ983.T9.632.653", "3S",
     "KQ983 5, T9 0, 632 0, 653 0: 5 HCP, five spades with two honours, two hearts: the "
     "spades, not 3♥ on a doubleton"),
    ("2S P 2NT P 3D P", "92.KJ874.Q52.863", "3H",
     "92 0, KJ874 4, Q52 2, 863 0: 6 HCP, five hearts with two honours, two spades: 3♥"),
    # opener over the negative responder's suit
    ("2H P 2NT P 3C P 3S P", "AJ7.AJ763.A.AKJ2", "4S",
     "AJ7 5, AJ763 5, A 4, AKJ2 8: 22 HCP, three spades opposite five: game in spades"),
    ("2H P 2NT P 3C P 3S P", "7.AKQJ63.A4.AKJ2", "4H",
     "7 0, AKQJ63 10, A4 4, AKJ2 8: 22 HCP, one spade, six hearts: game in hearts"),
    ("2H P 2NT P 3C P 3S P", "7.AKQJ3.A42.AKJ2", "3NT",
     "7 0, AKQJ3 10, A42 4, AKJ2 8: 22 HCP, one spade, five hearts: 3NT"),
]

# After the negative, opener's second suit ranking above the first (2♦–2NT–3♥) is a reverse
# and forcing [BridgeBum]: the negative responder's preference for the first suit is at the
# cheapest level, the four level; opener passes it (not forcing) unless ten playing tricks
# make five of the minor.
REVERSE_PREFERENCE = [
    ("2D P 2NT P 3H P", "8532.J4.K98.Q732",  "4D",
     "8532 0, J4 1, K98 3, Q732 2: 6 HCP, two hearts, three diamonds: preference, 4♦"),
    ("2D P 2NT P 3S P 4D P", "AKQJ.A.KQJ9832.5", "5D",
     "AKQJ 10, A 4, KQJ9832 6, 5 0: 20 HCP; playing tricks 4 + 1 + 6 = 11: five diamonds"),
    ("2D P 2NT P 3S P 4D P", "AKJ4.A5.KQJ983.5", "P",
     "AKJ4 8, A5 4, KQJ983 6, 5 0: 18 HCP; playing tricks 2½ + 1 + 5 = 8½: pass 4♦"),
]


@pytest.mark.parametrize("auction, hand, want, why",
                         CASES + MINIMUM_MINOR + NEGATIVE_SUIT + REVERSE_PREFERENCE)
def test_acol_two_second_suit(auction, hand, want, why):
    assert sum(len(s) for s in hand.replace("10", "T").split(".")) == 13
    s = suggest(hand, auction, "acol")
    assert s.agreed, (auction, hand, s.meaning)
    got = "P" if s.call.is_pass else s.call.pbn()
    assert got == want, (why, got, s.meaning)
