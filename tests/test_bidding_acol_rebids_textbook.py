"""Acol: responder's second bid after opener's limited no-trump rebids, and opener's answer.

Every expected call comes from the Acol literature, never from the engine's output:

- the EBU's "Standard English Acol" system file (Section A, "Balanced hands": with 15–16
  balanced open one of a suit and rebid no-trumps at the lowest level, with 17–18 jump in
  no-trumps; "Responder's second bid"), Bird & Klinger's Acol books and Klinger, "Guide to
  Better Acol Bridge" (the limited no-trump rebids): after opener's 1NT rebid (15–16),
  responder with game values (10+) and a five-card major jumps to three of it — forcing, it
  asks opener for three-card support; after the 2NT jump rebid (17–18) responder's three of
  a five-card major is forcing (the partnership is in game) and offers the choice between
  four of the major and 3NT. Opener raises with three-card support, else bids 3NT. A weak
  responder (6–8 opposite 15–16, 6–7 opposite 17–18) passes the no-trump rebid.

Hands are written spades.hearts.diamonds.clubs; the HCP are worked out in the comments.
"""
import pytest

from bridgelib.bidding import forcing, suggest


def call(hand, auction, system="acol"):
    s = suggest(hand, auction, system)
    assert s.agreed, f"{system} {auction}: no agreement for {hand} ({s.reason})"
    return str(s.call)


# ------------------------------------------------- responder over the 2NT jump rebid (17–18)
@pytest.mark.parametrize("hand, auction, expected, why", [
    # KJ1065 Q93 84 J72: 7 HCP, five spades: 3♠, forcing (17–18 + 7 is game values)
    ("KJT65.Q93.84.J72", "1D P 1S P 2NT P", "3♠", "five spades opposite 17–18: 3♠ forcing"),
    # Q4 AQ976 J82 K53: 12 HCP, five hearts: 3♥ first, not a blind 3NT
    ("Q4.AQ976.J82.K53", "1C P 1H P 2NT P", "3♥", "five hearts and values: 3♥ forcing"),
    # Q10854 K2 J83 Q94: 8 HCP, five spades
    ("QT854.K2.J83.Q94", "1H P 1S P 2NT P", "3♠", "five spades, 8 HCP: 3♠ forcing"),
    # KJ65 Q93 842 J72: 7 HCP... four spades only: no five-card suit to show
    ("KJ65.Q93.842.J72", "1D P 1S P 2NT P", "Pass", "four spades and 7 HCP: pass the 2NT rebid"),
    # KJ65 Q93 K42 J72: 10 HCP, four spades: 3NT
    ("KJ65.Q93.K42.J72", "1D P 1S P 2NT P", "3NT", "four spades and 10 HCP: 3NT"),
])
def test_responder_after_the_2nt_rebid(hand, auction, expected, why):
    assert call(hand, auction) == expected, why


# ------------------------------------------------- opener after 1x–1M–2NT–3M
@pytest.mark.parametrize("hand, auction, expected, why", [
    # K84 AQ3 AQ52 K93: 18 HCP, three spades: raise to game in the eight-card fit
    ("K84.AQ3.AQ52.K93", "1D P 1S P 2NT P 3S P", "4♠", "three-card support: 4♠"),
    # K8 AQ3 AQ52 QJ93: 18 HCP, two spades: 3NT
    ("K8.AQ3.AQ52.QJ93", "1D P 1S P 2NT P 3S P", "3NT", "a doubleton spade: 3NT"),
    # AK3 K84 Q5 AQ943: 18 HCP, three hearts
    ("AK3.K84.Q5.AQ943", "1C P 1H P 2NT P 3H P", "4♥", "three-card heart support: 4♥"),
])
def test_opener_after_five_card_major_over_2nt(hand, auction, expected, why):
    assert call(hand, auction) == expected, why


# ------------------------------------------------- responder over the 1NT rebid (15–16)
@pytest.mark.parametrize("hand, auction, expected, why", [
    # K4 AJ976 Q82 Q53: 12 HCP, five hearts: jump to 3♥, forcing
    ("K4.AJ976.Q82.Q53", "1D P 1H P 1NT P", "3♥", "five hearts, 12 HCP: 3♥ forcing"),
    # AQ964 K3 A82 J53: 14 HCP, five spades: 3♠ (slam is far: 29–30 together)
    ("AQ964.K3.A82.J53", "1C P 1S P 1NT P", "3♠", "five spades, 14 HCP: 3♠ forcing"),
    # Q4 KJ976 J82 J53: 8 HCP, five hearts: 23–24 together, no game: pass
    ("Q4.KJ976.J82.J53", "1D P 1H P 1NT P", "Pass", "8 HCP opposite 15–16: pass"),
])
def test_responder_after_the_1nt_rebid(hand, auction, expected, why):
    assert call(hand, auction) == expected, why


@pytest.mark.parametrize("hand, auction, expected, why", [
    # A84 KQ3 KJ52 Q93: 15 HCP, three hearts: 4♥
    ("A84.KQ3.KJ52.Q93", "1D P 1H P 1NT P 3H P", "4♥", "three hearts: 4♥"),
    # A84 KQ KJ52 Q932: 15 HCP, two hearts: 3NT
    ("A84.KQ.KJ52.Q932", "1D P 1H P 1NT P 3H P", "3NT", "two hearts: 3NT"),
    # K8 AQ3 KJ52 Q932: 15 HCP, two spades: 3NT
    ("K8.AQ3.KJ52.Q932", "1C P 1S P 1NT P 3S P", "3NT", "two spades: 3NT"),
    # K82 AQ3 KJ5 Q932: 15 HCP, three spades: 4♠
    ("K82.AQ3.KJ5.Q932", "1C P 1S P 1NT P 3S P", "4♠", "three spades: 4♠"),
])
def test_opener_after_the_forcing_jump_over_1nt(hand, auction, expected, why):
    assert call(hand, auction) == expected, why


# ------------------------------------------------- opener's rebid after a two-level response
# "Standard English Acol", Section A 1 (balanced hands): a balanced hand is 4-3-3-3, 4-4-3-2
# or 5-3-3-2; with 15–16 open one of a suit and rebid no-trumps at the lowest level, with
# 17–18 jump in no-trumps, with 19 jump to 3NT. After a two-level response the lowest
# no-trump rebid is 2NT (15–16) and the jump is 3NT (17–19): a balanced hand with a
# five-card suit shows its strength in no-trumps rather than rebidding the suit, which
# would describe a minimum.
@pytest.mark.parametrize("hand, auction, expected, why", [
    # AK952 AJ9 KQ6 J3: 18 HCP, 5-3-3-2
    ("AK952.AJ9.KQ6.J3", "1S P 2C P", "3NT", "18 HCP balanced: 3NT, not 2♠"),
    # AKJ54 Q3 K54 AQ5: 19 HCP, 5-2-3-3
    ("AKJ54.Q3.K54.AQ5", "1S P 2D P", "3NT", "19 HCP balanced: 3NT"),
    # AJ876 A97 Q3 KQ2: 16 HCP, 5-3-2-3
    ("AJ876.A97.Q3.KQ2", "1S P 2C P", "2NT", "16 HCP balanced: 2NT"),
    # AQ2 AQ1097 J3 K85: 16 HCP, 3-5-2-3
    ("AQ2.AQT97.J3.K85", "1H P 2C P", "2NT", "16 HCP balanced: 2NT"),
    # KQ975 A97 Q3 J42: 12 HCP, 5-3-2-3: a minimum rebids the suit
    ("KQ975.A97.Q3.J42", "1S P 2C P", "2♠", "a minimum: 2♠"),
])
def test_balanced_opener_rebids_no_trump_after_a_two_level_response(hand, auction, expected, why):
    assert call(hand, auction) == expected, why


# ------------------------------------------------- opener's new suit over a two-level response
# Acol: a two-level response promises a rebid, and opener's new suit after it is forcing for
# one round (C. Ryall's Acol summary, "Opener's rebid": "if the response was at the 2 level
# [responder] should always bid again"; the Peninsula Bridge Club's "Is opener's rebid
# forcing?": after a two-level response "any new suit by opener ... is generally regarded as
# forcing, to protect an opener with a 15+ point hand"). Responder with a minimum (9–10)
# raises the second suit with four cards, gives preference to opener's first suit (two cards
# are enough), or rebids a six-card suit — never passes.
@pytest.mark.parametrize("hand, auction, expected, why", [
    # 3 J32 Q954 AK962: 10 HCP, four diamonds, a singleton spade: raise to 3♦
    ("3.J32.Q954.AK962", "1S P 2C P 2D P", "3♦", "four diamonds: 3♦, not a pass"),
    # 82 K43 J54 AQ962: 10 HCP, two spades, three diamonds: false preference 2♠
    ("82.K43.J54.AQ962", "1S P 2C P 2D P", "2♠", "two spades: preference, not a pass"),
    # 3 K43 J54 AQ9652: 10 HCP, six clubs, a singleton spade: 3♣
    ("3.K43.J54.AQ9652", "1S P 2C P 2D P", "3♣", "six clubs: rebid them"),
    # Q3 J32 854 AQ962: 9 HCP, three hearts: simple preference 2♥
    ("Q3.J32.854.AQ962", "1H P 2C P 2D P", "2♥", "three hearts: preference"),
])
def test_responder_bids_again_over_openers_new_suit(hand, auction, expected, why):
    assert call(hand, auction) == expected, why


def test_openers_new_suit_over_a_two_level_response_is_forcing():
    # QJ542 KQ AQJ7 Q7: 17 HCP, 5-2-4-2: 1♠–2♣–2♦, forcing for one round
    s = suggest("QJ542.KQ.AQJ7.Q7", "1S P 2C P", "acol")
    assert str(s.call) == "2♦"
    assert forcing("1S P 2C P 2D P", "acol") == "round", "opener's new suit is forcing"
    assert forcing("1S P 2C P 2S P", "acol") == "", "a rebid of the suit is not forcing"


# ------------------------------------------------- three-card support after 1M–2m–2NT (15–16)
# C. Ryall's Acol summary ("Opener's rebid"): after the 2NT rebid "1M – 1any; 2NT – 3M is
# forcing, 'choose a game'", and after a two-level response (2NT = 15–16) "the same rules
# apply". With four-card majors the 2NT rebid may hold four cards in the major only, so
# responder's three-card support asks: opener bids game in the major with five, 3NT with
# four (a 4-3 fit is not the eight-card fit the game needs).
@pytest.mark.parametrize("hand, auction, expected, why", [
    # Q84 K3 J92 AKJ52: 14 HCP, three spades: 3♠ forcing
    ("Q84.K3.J92.AKJ52", "1S P 2C P 2NT P", "3♠", "three spades: 3♠, opener chooses"),
    # 84 K32 QJ2 AKJ52: 14 HCP, two spades: 3NT
    ("84.K32.QJ2.AKJ52", "1S P 2C P 2NT P", "3NT", "two spades: 3NT"),
    # AJ876 A97 Q3 KQ2: 16 HCP, five spades: 4♠
    ("AJ876.A97.Q3.KQ2", "1S P 2C P 2NT P 3S P", "4♠", "five spades: 4♠"),
    # AJ87 A97 Q53 KQ2: 16 HCP, four spades: 3NT, not the 4-3 fit
    ("AJ87.A97.Q53.KQ2", "1S P 2C P 2NT P 3S P", "3NT", "four spades only: 3NT"),
])
def test_three_card_support_over_the_2nt_rebid_after_a_two_level_response(
        hand, auction, expected, why):
    assert call(hand, auction) == expected, why


# The same after the one-level response and the 2NT jump rebid (17–18): "1M – 1any; 2NT – 3M
# is forcing, 'choose a game'" (C. Ryall's Acol summary).
@pytest.mark.parametrize("hand, auction, expected, why", [
    # KJ87 Q93 J52 Q84: 9 HCP, four spades, three hearts: 3♥ forcing
    ("KJ87.Q93.J52.Q84", "1H P 1S P 2NT P", "3♥", "three hearts: 3♥, opener chooses"),
    # K8 AJ973 KQ5 AJ2: 18 HCP, five hearts: 4♥
    ("K8.AJ973.KQ5.AJ2", "1H P 1S P 2NT P 3H P", "4♥", "five hearts: 4♥"),
    # K82 AJ97 KQ5 AJ2: 18 HCP, four hearts: 3NT
    ("K82.AJ97.KQ5.AJ2", "1H P 1S P 2NT P 3H P", "3NT", "four hearts only: 3NT"),
])
def test_three_card_support_over_the_2nt_jump_rebid(hand, auction, expected, why):
    assert call(hand, auction) == expected, why


# ------------------------------------------------- opener's rebid when responder's suit came over a double
# The EBU file's rebids are natural over an intervening double as over a pass: the 15–16
# balanced hand rebids no-trump at the lowest level, a second suit is shown (the double
# changes responder's range, 6–9, not opener's description).
@pytest.mark.parametrize("hand, auction, expected, why", [
    # K J, Q 10 6, K 8 6 5 3, A Q 5: 4 + 2 + 3 + 6 = 15 HCP, balanced: 1NT
    ("KJ.QT6.K8653.AQ5", "1D X 1S P", "1NT", "15–16 balanced: no-trump at the lowest level"),
    # A, A K J 4 3, J 9 5 4, K 10 6: 4 + 8 + 1 + 3 = 16 HCP, five hearts and four diamonds
    ("A.AKJ43.J954.KT6", "1H X 1S P", "2♦", "a second suit, four diamonds, below the hearts"),
])
def test_opener_rebids_naturally_after_a_response_over_the_double(hand, auction, expected, why):
    assert call(hand, auction) == expected, why
