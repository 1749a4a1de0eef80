"""Acol (issue 14, failed partscores): responder's 2NT invitation after opener shows a second
suit, opener's answer with an unbalanced minimum, and responder's invitational raise of
opener's second suit when it is a minor.

Every expected call comes from the Acol literature, never from the engine's output:

- Ron Klinger, "Guide to Better Acol Bridge" and "Acol Bidding" (opener's rebids and
  responder's second bid): responder's 2NT is invitational (11–12) and asks opener to judge;
  opener with more than a minimum bids 3NT, with a minimum and a balanced hand passes, and
  with a minimum and an unbalanced hand — a six-card suit, or two five-card suits — signs
  off in three of his long suit rather than play no-trumps; that three-level bid is not
  forcing, and the invitational responder, having been turned down, passes it;
- the same books, responder's second bid: with four-card support for opener's second suit
  and 11–12 points, responder raises it to the three level, invitational — for a minor as
  for a major (1♦–1♠–2♣–3♣); 2NT is the bid of a balanced hand with no fit.

- the English Bridge Union's Standard English system files (Modern Acol, 2014: "Open 1NT
  (may include a poor 5-card major)"; Foundation Level, 2019: the 1NT opening "may contain a
  5-card major if suit is weak and no convenient rebid"): a balanced 12–14 with a good
  five-card major opens one of the major and rebids it; with a poor one (here: at most one of
  the ace, king and queen) it opens the weak no-trump.

- balancing over the weak 1NT in the pass-out seat (Mike Lawrence, "The Complete Book on
  Balancing in Contract Bridge": partner, who passed over 1NT, may hold the values we lack):
  a six-card suit may balance at either vulnerability, a five-card suit only when not
  vulnerable — vulnerable, the undertricks of a doubled two-level contract cost twice as much
  (the EBU files' "Rule of 500": two down vulnerable is as much as three down not vulnerable;
  Larry Cohen, "To Bid or Not to Bid": compete less freely at unfavourable vulnerability).

Hands are written spades.hearts.diamonds.clubs; the HCP are worked out in the comments.
"""
import pytest

from bridgelib.bidding import forcing, suggest
from bridgelib.table import Vulnerability


def call(hand, auction, system="acol"):
    s = suggest(hand, auction, system)
    assert s.agreed, f"{system} {auction}: no agreement for {hand} ({s.reason})"
    return str(s.call)


# ----------------------------------- opener after responder's 2NT invitation (11–12)
@pytest.mark.parametrize("hand, auction, expected, why", [
    # 7 AKJ954 KJ96 74: 12 HCP, six hearts and four diamonds, a singleton spade: minimum
    ("7.AKJ954.KJ96.74", "1H P 1S P 2D P 2NT P", "3♥",
     "minimum, six hearts, unbalanced: sign off in 3♥, not 2NT"),
    # A2 7 KQJ854 Q1064: 12 HCP, six diamonds and four clubs
    ("A2.7.KQJ854.QT64", "1D P 1S P 2C P 2NT P", "3♦",
     "minimum, six diamonds, a singleton heart: 3♦ to play"),
    # 4 AQJ85 72 AJ943: 12 HCP, five hearts and five clubs
    ("4.AQJ85.72.AJ943", "1H P 1S P 2C P 2NT P", "3♣",
     "minimum 5-5: three of the second suit, to play"),
    # Q4 AQ875 K2 Q1043: 13 HCP, 2-5-2-4, no six-card suit, no second five-card suit
    ("Q4.AQ875.K2.QT43", "1H P 1S P 2C P 2NT P", "Pass",
     "minimum with no long suit to rebid: pass 2NT"),
    # K4 AQJ85 A2 Q1043: 16 HCP: more than a minimum
    ("K4.AQJ85.A2.QT43", "1H P 1S P 2C P 2NT P", "3NT",
     "not a minimum: accept, 3NT"),
])
def test_opener_answers_the_2nt_invitation(hand, auction, expected, why):
    assert call(hand, auction) == expected, why


def test_opener_sign_off_in_three_of_his_suit_is_not_forcing():
    assert not forcing("1H P 1S P 2D P 2NT P 3H P", "acol")


@pytest.mark.parametrize("hand, auction, expected, why", [
    # KJ843 9 AQ2 J953: 11 HCP, invited with 2NT, opener signed off in 3♥
    ("KJ843.9.AQ2.J953", "1H P 1S P 2D P 2NT P 3H P", "Pass",
     "turned down: pass opener's sign-off"),
    # AJ1097 Q2 K43 J62: 11 HCP, opener signed off in 3♦
    ("AJT97.Q2.K43.J62", "1D P 1S P 2C P 2NT P 3D P", "Pass",
     "turned down: pass 3♦"),
])
def test_responder_passes_the_sign_off(hand, auction, expected, why):
    assert call(hand, auction) == expected, why


@pytest.mark.parametrize("vul", ["NONE", "NS", "BOTH"])
def test_the_sign_off_is_no_invitation_at_any_vulnerability(vul):
    # Responder (South, from North's opening) was turned down: the lower game threshold a
    # vulnerable side may use for an invitation does not apply to a sign-off
    s = suggest("KJ843.9.AQ2.J953", "1H P 1S P 2D P 2NT P 3H P", "acol",
                vulnerability=Vulnerability[vul])
    assert str(s.call) == "Pass", s.meaning


# ------------------------- responder's invitational raise of opener's second suit
@pytest.mark.parametrize("hand, auction, expected, why", [
    # AQ953 J4 72 KJ85: 11 HCP, four clubs: invitational raise 3♣, not 2NT
    ("AQ953.J4.72.KJ85", "1D P 1S P 2C P", "3♣",
     "four-card club support and 11 HCP: 3♣ invitational"),
    # KQ1063 72 K4 QJ85: 11 HCP, four clubs
    ("KQT63.72.K4.QJ85", "1H P 1S P 2C P", "3♣",
     "four clubs, 11 HCP: raise the second suit, invitational"),
    # A1063 KJ2 43 QJ85: 11 HCP, balanced, the fourth suit (♥) held: 2NT, the no-trump
    # invitation, comes before the raise
    ("AT63.KJ2.43.QJ85", "1D P 1S P 2C P", "2NT",
     "balanced 11 HCP with hearts held: 2NT, the no-trump invitation"),
])
def test_responder_raises_the_second_suit(hand, auction, expected, why):
    assert call(hand, auction) == expected, why


# ------------------------------------------ the weak no-trump and a five-card major
@pytest.mark.parametrize("hand, auction, expected, why", [
    # AQ853 K42 Q73 J4: 12 HCP, 5-3-3-2, a good spade suit (A, Q): open the major
    ("AQ853.K42.Q73.J4", "", "1♠", "good five-card major: 1♠, not 1NT"),
    # K42 AKJ95 Q73 J4: 14 HCP, 3-5-3-2, a good heart suit
    ("K42.AKJ95.Q73.J4", "", "1♥", "good five-card major: 1♥, not 1NT"),
    # Q8753 K42 AQ3 J4: 12 HCP, the spades poor (the queen only): the weak no-trump
    ("Q8753.K42.AQ3.J4", "", "1NT", "poor five-card major: 1NT"),
    # K42 J9765 AQ3 KJ: 14 HCP, the hearts poor (no ace, king or queen)
    ("K42.J9765.AQ3.KJ", "", "1NT", "poor five-card major: 1NT"),
    # A53 AQ65 65 QJ62: 13 HCP, 3-4-2-4, no five-card suit: the weak no-trump
    ("A53.AQ65.65.QJ62", "", "1NT", "balanced 13 HCP, no five-card major: 1NT"),
    # the minimum balanced hand with the good major rebids it (1NT would show 15–16)
    ("K42.AKJ95.Q73.J4", "1H P 1S P", "2♥", "12–14 with five hearts: rebid 2♥"),
    ("AQ853.K42.Q73.J4", "1S P 2C P", "2♠", "12–14 with five spades: rebid 2♠"),
])
def test_weak_no_trump_with_a_five_card_major(hand, auction, expected, why):
    assert call(hand, auction) == expected, why


# ------------------------------------- balancing over the weak 1NT, by vulnerability
# (the auction is from North: 1NT P P, West balances; EW vulnerable in "EW" and "BOTH")
@pytest.mark.parametrize("hand, vul, expected, why", [
    # T AK543 J52 K643: 11 HCP, five good hearts
    ("T.AK543.J52.K643", "NONE", "2♥", "not vulnerable: balance with a five-card suit"),
    ("T.AK543.J52.K643", "NS", "2♥", "favourable: balance with a five-card suit"),
    ("T.AK543.J52.K643", "EW", "Pass", "vulnerable: a five-card suit defends 1NT"),
    ("T.AK543.J52.K643", "BOTH", "Pass", "vulnerable: a five-card suit defends 1NT"),
    # AT 943 Q32 KJ952: 10 HCP, five clubs
    ("AT.943.Q32.KJ952", "NONE", "2♣", "not vulnerable: balance 2♣"),
    ("AT.943.Q32.KJ952", "BOTH", "Pass", "vulnerable: defend"),
    # T AK5432 J52 K64: a six-card suit balances at any vulnerability
    ("T.AK5432.J52.K64", "EW", "2♥", "six hearts: balance even vulnerable"),
    ("T.AK5432.J52.K64", "BOTH", "2♥", "six hearts: balance even vulnerable"),
])
def test_balancing_over_the_weak_no_trump_by_vulnerability(hand, vul, expected, why):
    s = suggest(hand, "1NT P P", "acol", vulnerability=Vulnerability[vul])
    assert s.agreed, s.reason
    assert str(s.call) == expected, why
