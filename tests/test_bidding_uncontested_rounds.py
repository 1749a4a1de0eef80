"""Game and partscore decisions in our own (uncontested) auctions below slam (issue 14).

Every expected call comes from the literature, cited at each test, never from the engine's
output:

- the ACBL SAYC booklet ("Standard American Yellow Card"): the 1NT responses (2♠ asks opener
  to bid 3♣, which responder passes or corrects to 3♦ to play), the single raise and the
  limit raise of a major;
- Pavlicek's point count (rpbridge, "Pavlicek Point Count" and his bidding lessons): total
  points are HCP plus a point for each card over four in a suit; opener accepts a limit
  raise with 14 or more, and a 1NT opener accepts the 2NT invitation with a maximum — a
  five-card suit counting;
- Root, "Commonsense Bidding", and Bergen, "Better Bidding with Bergen" (help-suit game tries
  after a single raise): opener with 17–18 points names a side suit of three or more cards
  with two or three losers; responder bids game with a maximum raise or with help in that suit
  (at most one loser there: a top honour in a short holding, or shortness), else signs off in
  three of the major, which opener passes;
- Bird & Klinger, "Standard English Acol": the same trial bid after 1♥–2♥ / 1♠–2♠, and the
  limit raise accepted with 14 or more points;
- C. C. Wei, "Precision Bidding System": after 1♥/1♠–2 of the major and opener's 3-of-the-major
  try (15–16 points), responder's acceptance ends the auction.

Hands are written spades.hearts.diamonds.clubs; the HCP and loser counts are worked out in the
comments.
"""
import pytest

from bridgelib.bidding import suggest


def call(hand, auction, system="sayc"):
    s = suggest(hand, auction, system)
    assert s.agreed, f"{system} {auction}: no agreement for {hand} ({s.reason})"
    return str(s.call)


# ------------------------------------------------------------ the limit raise: total points
@pytest.mark.parametrize("system", ["sayc", "acol"])
def test_limit_raise_accepted_with_14_total_points(system):
    # AK865 9 AQ96 983: 13 HCP + 1 for the fifth spade = 14 points: game (Pavlicek; the
    # SAYC booklet's limit raise asks opener to bid game with more than a minimum)
    assert call("AK865.9.AQ96.983", "1S P 3S P", system) == "4♠"


def test_limit_raise_accepted_with_a_six_card_suit_and_13_hcp():
    # AKJ852 Q3 K84 32: 13 HCP + 2 for the six-card suit = 15 points: game
    assert call("AKJ852.Q3.K84.32", "1S P 3S P") == "4♠"


@pytest.mark.parametrize("system", ["sayc", "acol"])
def test_limit_raise_declined_with_a_minimum(system):
    # KQ832 A4 Q93 J82: 12 HCP + 1 = 13 points: a minimum, pass the invitation
    assert call("KQ832.A4.Q93.J82", "1S P 3S P", system) == "Pass"


# ------------------------------------------------------------ 1NT – 2NT: a five-card suit
def test_1nt_opener_accepts_2nt_with_15_and_a_five_card_suit():
    # KQ2 AJ3 Q9876 K2: 15 HCP + 1 for the five diamonds = 16 points: a maximum in effect
    assert call("KQ2.AJ3.Q9876.K2", "1NT P 2NT P") == "3NT"


def test_1nt_opener_declines_2nt_with_a_flat_15():
    # KQ2 AJ3 Q987 K32: 15 HCP, 3-3-4-3: the minimum of 15–17, pass
    assert call("KQ2.AJ3.Q987.K32", "1NT P 2NT P") == "Pass"


def test_1nt_opener_accepts_2nt_with_16():
    # KQ2 AJ3 K987 K32: 16 HCP: accept
    assert call("KQ2.AJ3.K987.K32", "1NT P 2NT P") == "3NT"


# ------------------------------------------------------------ help-suit game tries (SAYC)
def test_opener_makes_a_help_suit_game_try_in_the_suit_with_losers():
    # AKJ85 AK2 J32 32: 16 HCP + 1 = 17 points, too good to pass 1♠–2♠, not enough for
    # game; diamonds J32 hold three losers: 3♦ asks for help there (Root; Bergen)
    assert call("AKJ85.AK2.J32.32", "1S P 2S P") == "3♦"


def test_help_suit_try_over_1h_2h_is_2s():
    # Q32 AKJ85 A2 K32: 17 HCP + 1 = 18 points; spades Q32 hold two losers: 2♠, the
    # cheapest help-suit try over 1♥–2♥
    assert call("Q32.AKJ85.A2.K32", "1H P 2H P") == "2♠"


def test_opener_with_19_points_bids_game_without_a_try():
    # AKJ85 AK2 AJ2 32: 20 HCP + 1: game directly (the SAYC booklet's 19+)
    assert call("AKJ85.AK2.AJ2.32", "1S P 2S P") == "4♠"


def test_responder_with_help_in_the_try_suit_accepts():
    # 1♠–2♠–3♦: Q32 8754 K2 J932, 6 HCP + 1 for the doubleton = 7 dummy points; K2 of
    # diamonds is one loser: help, game
    assert call("Q32.8754.K2.J932", "1S P 2S P 3D P") == "4♠"


def test_responder_without_help_signs_off():
    # Q32 K2 8754 J932: the same 7 dummy points, but 8754 of diamonds: three losers, 3♠
    assert call("Q32.K2.8754.J932", "1S P 2S P 3D P") == "3♠"


def test_responder_with_a_maximum_raise_accepts_any_try():
    # Q32 8754 2 KJ932: 6 HCP + 3 for the singleton = 9 dummy points: a maximum, game
    assert call("Q32.8754.2.KJ932", "1S P 2S P 3D P") == "4♠"


def test_responder_answers_the_2s_try_over_hearts():
    # 1♥–2♥–2♠: K32 Q432 J432 32 (K32: two losers in spades) signs off; K2 Q432 J5432 32
    # (K2: one loser) accepts with 7 dummy points
    assert call("K32.Q432.J432.32", "1H P 2H P 2S P") == "3♥"
    assert call("K2.Q432.J5432.32", "1H P 2H P 2S P") == "4♥"


@pytest.mark.parametrize("auction", ["1S P 2S P 3D P 3S P", "1S P 2S P 3D P 4S P"])
def test_opener_passes_after_the_try_is_answered(auction):
    # responder has placed the contract: three of the major (no help) or game (help)
    assert call("AKJ85.AK2.J32.32", auction) == "Pass"


@pytest.mark.parametrize("system", ["sayc", "acol"])
def test_opener_passes_when_the_raise_to_three_is_accepted(system):
    # 1♠–2♠–3♠–4♠: opener's re-raise (17–18) was accepted; nothing more to say
    assert call("AKJ85.AK2.J32.32", "1S P 2S P 3S P 4S P", system) == "Pass"


def test_precision_opener_passes_when_the_game_try_is_accepted():
    # Precision 1♥–2♥–3♥ (15–16 points) – 4♥: A2 AKJ852 Q32 32, 14 HCP + 2 = 16 points
    assert call("A2.AKJ852.Q32.32", "1H P 2H P 3H P 4H P", "precision") == "Pass"


def test_acol_trial_bid():
    # Standard English Acol: AKJ85 AK2 J32 32 after 1♠–2♠: a trial bid in diamonds
    assert call("AKJ85.AK2.J32.32", "1S P 2S P", "acol") == "3♦"


# ------------------------------------------------------------ 1NT – 2♠ – 3♣ – 3♦
def test_1nt_opener_passes_the_correction_to_3d():
    # the SAYC booklet: 2♠ asks for 3♣; responder's 3♦ is a sign-off with diamonds
    assert call("KQ2.AJ3.Q987.K32", "1NT P 2S P 3C P 3D P") == "Pass"


# ------------------------------------------------------------ the long-trump hand's shortness
def test_short_points_count_goren_3_2_1():
    from bridgelib import Hand
    from bridgelib.bidding.condition import Condition

    # 3 AQ732 Q97 AK42: a singleton (2); Q3 AQ732 J9 K842: two doubletons (1 + 1);
    # void AQ7632 Q97 AK42: a void (3) — Goren's count, Pavlicek's "for all suit bidding"
    for hand, want in (("3.AQ732.Q97.AK42", 2), ("Q3.AQ732.J9.K842", 2),
                       (".AQ7632.Q973.AK42", 3), ("K32.AQ73.Q97.A42", 0)):
        assert Condition.parse(f"short_points == {want}").holds(Hand.from_pbn(hand), {})


def test_opener_with_five_trumps_and_a_singleton_accepts_the_jump_preference():
    # 1♥–1NT–2♣–3♥ (three hearts, 9–10 HCP): 3 AQ732 Q97 AK42 is 15 HCP + 2 for the
    # singleton = 17 points; with responder's 9–10 that is the 26 of a game (Root; Pavlicek
    # counts the long-trump hand's shortness once the fit is found)
    assert call("3.AQ732.Q97.AK42", "1H P 1NT P 2C P 3H P") == "4♥"


def test_opener_with_five_trumps_and_a_minimum_declines_the_jump_preference():
    # Q3 AQ732 J9 K842: 12 HCP + 2 for the doubletons = 14: short of 26, pass
    assert call("Q3.AQ732.J9.K842", "1H P 1NT P 2C P 3H P") == "Pass"


# ------------------------------------------------------------ responder's 1NT rebid
def test_responder_rebids_1nt_with_a_balanced_minimum_and_no_fit():
    # 1♣–1♦–1♠: 853 AJ2 J872 A103, 10 HCP, 3-3-4-3: no four spades, no six diamonds:
    # 1NT, 6–10 balanced (the SAYC booklet's responder's 1NT; Pavlicek, responder's rebid
    # with a minimum: 1NT without a fit) — not a pass of a possible 4-3 fit at the one level
    assert call("853.AJ2.J872.A103", "1C P 1D P 1S P") == "1NT"
    assert call("853.AJ72.J82.Q103", "1D P 1H P 1S P") == "1NT"


def test_responder_raises_opener_second_major_with_four():
    # 8532 AJ2 J872 A3: four spades, 8 HCP: the raise to 2♠ (6–10), not 1NT
    assert call("8532.AJ2.J872.A3", "1C P 1D P 1S P") == "2♠"


# ------------------------------------------------------------ responder after opener's raise
@pytest.mark.parametrize("system", ["sayc", "acol"])
def test_responder_counts_shortness_once_opener_raises(system):
    # 1♥–1♠–2♠: A8765 6 K92 J954 is 8 HCP + 2 for the singleton heart = 10 points with the
    # spade fit found: invites with 3♠ (Goren's revaluation; Pavlicek's short-suit count)
    assert call("A8765.6.K92.J954", "1H P 1S P 2S P", system) == "3♠"


def test_responder_with_a_void_bids_game_over_the_raise():
    # AQ865 — KJ92 J954: 11 HCP + 3 for the void = 14 points: game
    assert call("AQ865..KJ92.J954", "1H P 1S P 2S P") == "4♠"


def test_responder_with_a_minimum_passes_the_raise():
    # KJ95 32 Q9842 J3: 7 HCP + 2 for the doubletons = 9: pass
    assert call("KJ95.32.Q9842.J3", "1H P 1S P 2S P") == "Pass"


# ------------------------------------------------------------ Precision: responding to a weak two
def test_precision_raise_of_a_weak_two_is_in_opener_suit():
    # Precision's weak two (Wei: 2♥/2♠, 6–10, six cards): the raise to three extends the
    # preempt in opener's suit — T63 J96 632 K872 raises to 3♥, never "extends" in clubs
    assert call("T63.J96.632.K872", "2H P", "precision") == "3♥"


def test_precision_weak_two_passed_without_a_fit():
    # T63 J9 632 K8742: two hearts, 4 HCP: no fit, no game: pass (not a new suit at three)
    assert call("T63.J9.632.K8742", "2H P", "precision") == "Pass"


# ------------------------------------------------------------ opener after a simple preference
def test_opener_passes_responder_simple_preference_with_a_minimum():
    # 1♣–1♥–1♠–2♣: responder's simple preference shows 6–10 and is not encouraging; KJ84 3
    # Q52 AJ873 (12 HCP) has nothing more to say (Root, "Commonsense Bidding": the partner
    # who has limited the hand — here responder — has placed the contract)
    assert call("KJ84.3.Q52.AJ873", "1C P 1H P 1S P 2C P") == "Pass"


def test_acol_opener_passes_the_preference_to_the_first_suit():
    # Acol 1♥–1♠–2♣–2♥: 3 AQ873 Q52 KJ84, 12 HCP: pass (Bird & Klinger: a simple preference
    # is a sign-off)
    assert call("3.AQ873.Q52.KJ84", "1H P 1S P 2C P 2H P", "acol") == "Pass"


# ------------------------------------------------------------ opener after responder's sign-off
@pytest.mark.parametrize("auction,hand", [
    ("1C P 1S P 1NT P 2S P", "J103.A7.AK5.J10654"),   # 13 HCP, the 12–14 1NT rebid
    ("1D P 1S P 2C P 2S P", "3.A72.AQ854.KJ84"),      # 13 HCP, a minimum two-suiter
])
def test_opener_passes_responder_rebid_of_a_six_card_suit(auction, hand):
    # responder's rebid of the own suit at the two level shows six cards and 6–10: a
    # sign-off (the SAYC booklet's responder's rebids; Root: the limited hand has placed
    # the contract) — opener passes with a minimum
    assert call(hand, auction) == "Pass"
