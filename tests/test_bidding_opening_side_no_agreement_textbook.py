"""The opening side's later calls in auctions where the system had no agreement before (issue
14: computer partners that bid like club players): opener after responder's one-level new
suit over the opponents' takeout double; Acol opener after responder's simple preference
following a two-over-one response; the Precision strong 1♣ opener after the negative
responder shows a major.

Every expected call comes from the literature, cited at each test; none is copied from the
engine's output.  Sources:

- the ACBL SAYC System Booklet (and its convention card, "Over opponent's takeout double":
  new suit forcing at the one level; redouble 10+, usually no fit; a raise 6–9): responder's
  new suit at the one level over the double is forcing, so opener may not pass it and rebids
  as without the double — a raise with four-card support, a four-card major up the line,
  1NT with 12–14 balanced (15–17 would have opened 1NT), the rebid of a long suit;
- C. C. Wei, "Precision Bidding in Bridge" (and Wei & Truscott): 1♦ and 1♥ 11–15; SAYC's
  competitive methods, so responder's one-level new suit over a takeout double is the same
  natural, forcing bid, and the 1♦ / 1♥ opener rebids within 11–15 as after a pass;
  1♣ 16+, the 1♦ negative 0–7; after 1♣–1♦–1♥–1♠ (5+ spades, 4–7 HCP) opener bids game
  with a fit and 19+ points, 3NT with 19+ HCP and no fit, and passes 16–18 opposite 0–7
  (the same arithmetic as after 1♣–1♦–2m–2M: 26 points for a game, Goren);
- "Standard English Acol" (the EBU's Acol texts): a two-level response shows 9+ HCP; after
  opener's new (lower) suit, responder's simple preference to opener's first suit shows 9–10
  (with 11–12 responder invites with three of the suit or 2NT, with 13+ bids game); so
  opener, knowing 9–10 opposite, bids game with 16+ HCP (25+ together, Goren's count) —
  four of his major with six cards, 3NT otherwise — and passes with less.
"""
import pytest

from bridgelib.bidding import suggest


def _check(hand, auction, expected, system="sayc"):
    s = suggest(hand, auction, system)
    assert s.call.pbn() == expected, (s.call.pbn(), s.meaning)
    assert s.agreed, s.meaning
    return s


# 1. SAYC: opener after responder's one-level new suit over the takeout double (the ACBL SAYC
#    booklet: a new suit at the one level is forcing; opener rebids as without the double).
@pytest.mark.parametrize("hand, auction, expected", [
    # four spades, 13 HCP: the single raise (12–16 points)
    ("KQ42.A72.AT95.87", "1D X 1S P", "2S"),
    # four spades, 13 HCP, no heart support: the four-card major up the line
    ("AQ84.K5.K73.J873", "1C X 1H P", "1S"),
    # 13 HCP balanced, no fit and no major to show: 1NT, 12–14
    ("K73.Q5.AJ84.K973", "1D X 1S P", "1NT"),
    # six diamonds, a minimum, three hearts only: rebids the suit
    ("7.Q83.AKJ974.K62", "1D X 1H P", "2D"),
    # four hearts, 17 HCP (18 points with the fifth club): the jump raise, inviting game
    ("A5.KQ84.J6.AQJ73", "1C X 1H P", "3H"),
    # 19 HCP balanced, no fit: 2NT, 18–19
    ("AQ5.K73.KJ4.AQ73", "1C X 1H P", "2NT"),
])
def test_sayc_opener_after_a_new_suit_over_the_takeout_double(hand, auction, expected):
    _check(hand, auction, expected)


def test_sayc_one_level_new_suit_over_the_takeout_double_is_forcing():
    # the ACBL SAYC card: "over opponent's takeout double: new suit forcing, 1 level"
    s = suggest("Q5.KJ84.87.J9432", "1D X", "sayc")
    assert s.call.pbn() == "1H", (s.call.pbn(), s.meaning)
    assert s.rule.forcing == "round"


def test_sayc_opener_with_a_minimum_does_not_pass_the_forcing_new_suit():
    # 12 HCP, two spades, four clubs: never pass a forcing bid — 2♣ shows the second suit
    s = suggest("K5.A73.KJ84.Q973", "1D X 1S P", "sayc")
    assert s.call.pbn() != "Pass", s.meaning
    assert s.agreed, s.meaning


def test_sayc_advancer_bidding_frees_opener():
    # 1♦ X 1♠ 2♣: the opponents have bid again, so the new suit is no longer forcing and the
    # uncontested rebid situation does not apply (here opener may pass a minimum)
    s = suggest("K73.Q5.AJ84.K973", "1D X 1S 2C", "sayc")
    assert s.situation != "Opener's rebid after a one-level response"


# 2. Precision: the 1♦ / 1♥ opener after a new suit over the takeout double (Wei; SAYC's
#    competitive methods).
@pytest.mark.parametrize("hand, auction, expected", [
    # four spades, 11–13: the simple raise
    ("A752.AK94.75.J54", "1D X 1S P", "2S"),
    # 12 HCP balanced, no major: 1NT, 11–12 (13–15 would have opened 1NT)
    ("752.AK9.J75.A542", "1D X 1S P", "1NT"),
    # six hearts, 1♥ opener after 1♠: rebids the hearts
    ("T9.AKQT63.94.Q63", "1H X 1S P", "2H"),
    # four spades opposite the 1♠: raises
    ("KJ98.AKJT6.94.63", "1H X 1S P", "2S"),
])
def test_precision_opener_after_a_new_suit_over_the_takeout_double(hand, auction, expected):
    _check(hand, auction, expected, "precision")


# 3. Acol: opener after responder's simple preference following a two-over-one response
#    ("Standard English Acol": the two-level response 9+, the simple preference 9–10; game
#    needs 25 HCP together, Goren — so 16+ opposite 9–10).
@pytest.mark.parametrize("hand, auction, expected", [
    # 17 HCP, five hearts: 3NT (26–27 together, no known eight-card fit)
    ("AQ7.KJ965.AK42.9", "1H P 2C P 2D P 2H P", "3NT"),
    # 17 HCP, six hearts opposite the preference (two or more): four hearts
    ("A7.AKJ965.KQ42.9", "1H P 2C P 2D P 2H P", "4H"),
    # 13 HCP: 22–23 together, no game — pass
    ("K7.KJ965.AQ42.93", "1H P 2C P 2D P 2H P", "Pass"),
    # 15 HCP, 5-4 in the majors: 24–25 together is short of game — pass
    ("K9754.KJ53.A96.A", "1S P 2C P 2H P 2S P", "Pass"),
])
def test_acol_opener_after_the_simple_preference_over_a_two_level_response(hand, auction, expected):
    _check(hand, auction, expected, "acol")


def test_acol_simple_preference_situation_does_not_catch_the_two_level_rebid():
    # 1♥ P 2♣ P 2♥ P 2♠ (opener rebid his own suit, responder bid a new suit): another
    # auction, not the simple preference over opener's second suit
    s = suggest("AQ7.KJ965.AK42.9", "1H P 2C P 2H P 2S P", "acol")
    assert s.situation != "Opener after responder's simple preference over a two-level response"


# 4. Precision: the strong 1♣ opener after 1♣–1♦–1♥–1♠ (Wei: 1♣ 16+, 1♦ 0–7; responder's
#    1♠ shows five or more spades and 4–7 HCP).
@pytest.mark.parametrize("hand, auction, expected", [
    # 20 HCP, two spades: no fit, 3NT (24–27 together)
    ("A8.AKT85.KQ5.A96", "1C P 1D P 1H P 1S P", "3NT"),
    # 20 HCP (21 points), three spades: game in the eight-card fit
    ("AK5.AKJ85.Q4.K96", "1C P 1D P 1H P 1S P", "4S"),
    # 17 HCP (18 points), three spades: 22–25 together, no game — pass
    ("A85.AKT85.Q.A964", "1C P 1D P 1H P 1S P", "Pass"),
    # 16 HCP, two spades: pass
    ("A8.AKT85.KJ5.J96", "1C P 1D P 1H P 1S P", "Pass"),
])
def test_precision_strong_club_opener_after_the_negative_responders_spades(hand, auction, expected):
    _check(hand, auction, expected, "precision")


# 5. SAYC: opener after responder's 1NT over opener's one-level second suit (the ACBL SAYC
#    booklet: responder's 1NT rebid 6–10, balanced; opener's one-level second suit 12–18;
#    26 points for game, Goren — so 3NT with 18, 2NT inviting with 16–17 (three of a six-card
#    suit), a six-card suit rebid to play with a minimum, else pass).
@pytest.mark.parametrize("hand, auction, expected", [
    # 13 HCP, 4-3-3-3 after 1♣–1♦–1♠: pass
    ("AJ73.K76.KJ8.J92", "1C P 1D P 1S P 1NT P", "Pass"),
    # 16 HCP: 2NT invites
    ("T4.AQJ7.98.AKQT4", "1C P 1D P 1H P 1NT P", "2NT"),
    # 18 HCP: 3NT
    ("AQ64.K4.AK.Q7542", "1C P 1D P 1S P 1NT P", "3NT"),
    # six clubs, 12 HCP: 2♣ to play
    ("4.AQJ7.9.KQT9843", "1C P 1D P 1H P 1NT P", "2C"),
    # seven clubs, 16 HCP: 3♣ invites
    ("4.AQJ7.9.AKQT843", "1C P 1D P 1H P 1NT P", "3C"),
])
def test_sayc_opener_after_responders_1nt_over_the_second_suit(hand, auction, expected):
    _check(hand, auction, expected)
