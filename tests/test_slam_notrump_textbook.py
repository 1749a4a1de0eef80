"""Slam bidding in no-trump auctions, from the books.  The expected calls come from the
ranges the books give and their point-count guides, never from the engine's output:

- the ACBL SAYC booklet: 1NT 15–17, 2NT 20–21, 2♣ then 2NT 22–24; the 2NT response to
  1♣/1♦ is 13–15, balanced, forcing to game; 4NT directly over partner's natural
  no-trump is quantitative (not Blackwood); Gerber, a jump to 4♣ over partner's 1NT or
  2NT opening, asks for aces (4♦ none or four, 4♥ one, 4♠ two, 4NT three);
- Goren, "Point Count Bidding", and Root, "Commonsense Bidding" (no-trump slams): 33
  points together for a small slam, 37 for a grand; with a balanced hand and no fit,
  bid 6NT when the 33 are there even opposite partner's minimum, invite with a
  quantitative 4NT when they are there only opposite partner's maximum, and partner
  accepts the invitation with the top of his range (Root: after Stayman has found no
  fit, responder's 4NT is the same natural invitation — no suit has been agreed);
- Klinger, "Guide to Better Acol Bridge" (Acol): 2NT 20–22, 2♣ then 2NT 23–24, the 3NT
  response to a suit opening 13–15 balanced; the same 33/37 arithmetic;
- Wei, "Precision Bidding System" (with Berkowitz's summary): 1NT 13–15, Stayman as in
  Standard American.
"""

import pytest

from bridgelib.auction import Call
from bridgelib.bidding import explain, suggest


def _bids(system, hand, auction, want):
    s = suggest(hand, auction, system)
    assert s.call is not None and s.call == Call.from_str(want) and s.agreed, (hand, auction, s)
    return s


# ------------------------------------------------ after Stayman has found no fit (SAYC 15–17)
@pytest.mark.parametrize("hand, auction, want", [
    # 16 HCP and four spades, no fit (2♦): 31–33 together, invite with a quantitative 4NT
    ("KQ32.AJ3.K32.QJ2", "1NT P 2C P 2D P", "4NT"),
    # 19 HCP: 34–36 together, small slam opposite any 1NT
    ("KQ32.AJ3.KQ2.KJ2", "1NT P 2C P 2D P", "6NT"),
    # four spades opposite opener's hearts: still no fit, the same invitation
    ("KQ32.AJ3.K32.QJ2", "1NT P 2C P 2H P", "4NT"),
])
def test_sayc_responder_invites_or_bids_slam_after_stayman_finds_no_fit(hand, auction, want):
    _bids("sayc", hand, auction, want)


def test_sayc_4nt_after_stayman_without_a_fit_is_quantitative():
    said = explain("1NT P 2C P 2D P 4NT", "sayc")[-1]
    assert said.agreed and "Quantitative" in said.meaning and "not Blackwood" in said.meaning


@pytest.mark.parametrize("hand, auction, want", [
    # opener accepts with the top of 15–17 ...
    ("AK2.KJ3.Q432.KJ2", "1NT P 2C P 2D P 4NT P", "6NT"),
    ("AKJ2.KJ3.Q43.K32", "1NT P 2C P 2S P 4NT P", "6NT"),
    # ... and passes with less (4NT is not Blackwood: no aces shown)
    ("AK2.KJ3.Q432.Q32", "1NT P 2C P 2D P 4NT P", "P"),
])
def test_sayc_opener_answers_the_quantitative_4nt_after_stayman(hand, auction, want):
    _bids("sayc", hand, auction, want)


# ------------------------------------------------ 2♣ – 2♦ – 2NT (22–24 SAYC, 23–24 Acol)
@pytest.mark.parametrize("system, hand, want", [
    # SAYC 22–24: 9 HCP makes 31–33 (invite), 11 makes 33+ (slam), 17 makes 39+ (grand)
    ("sayc", "K32.QJ3.Q432.J32", "4NT"),
    ("sayc", "K32.AJ3.Q432.J32", "6NT"),
    ("sayc", "K32.AJ3.KJ32.KQ2", "7NT"),
    ("sayc", "J32.Q32.J432.432", "3NT"),
    # Acol 23–24: 9 HCP makes 32–33 (invite), 11 makes 34+ (slam)
    ("acol", "K32.QJ3.Q432.J32", "4NT"),
    ("acol", "KQ2.K32.Q432.J32", "6NT"),
    ("acol", "J32.Q32.J432.432", "3NT"),
])
def test_responder_after_the_strong_2c_and_2nt_rebid(system, hand, want):
    _bids(system, hand, "2C P 2D P 2NT P", want)


# ------------------------------------------------ Acol's 2NT opening (20–22)
@pytest.mark.parametrize("hand, want", [
    ("K32.AJ3.K432.Q32", "6NT"),    # 13: 33–35 together
    ("K32.AJ3.KJ32.KQ2", "7NT"),    # 17: 37–39 together
    ("KQ2.K32.Q432.J32", "4NT"),    # 11: 31–33, invite
    ("K32.Q32.Q432.Q32", "3NT"),    # 9: 29–31, game only
])
def test_acol_responder_to_2nt_bids_the_slam_the_points_give(hand, want):
    _bids("acol", hand, "2NT P", want)


# ------------------------------------------------ opener after a no-trump response
@pytest.mark.parametrize("hand, auction, want", [
    # SAYC 1♦ – 2NT (13–15): 18 balanced makes 31–33, a quantitative 4NT; 15 makes 28–30
    ("AQ2.AJ3.KQ32.Q32", "1D P 2NT P", "4NT"),
    ("AQ2.KJ3.K432.Q32", "1D P 2NT P", "3NT"),
    # responder accepts with the top of 13–15, declines with the bottom
    ("KQ2.AJ3.K432.Q32", "1D P 2NT P 4NT P", "6NT"),
    ("K32.AJ3.K432.Q32", "1D P 2NT P 4NT P", "P"),
])
def test_sayc_opener_after_the_2nt_response_to_a_minor(hand, auction, want):
    _bids("sayc", hand, auction, want)


@pytest.mark.parametrize("hand, auction, want", [
    # Acol 1♦ – 3NT (13–15): 18 balanced makes 31–33, invite; 16 makes at most 31, pass
    ("AQ2.AJ3.KQ32.Q32", "1D P 3NT P", "4NT"),
    ("AJ2.KQ3.KJ32.Q32", "1D P 3NT P", "P"),
    # responder accepts with the top of 13–15, declines with the bottom
    ("KQ2.AJ3.K432.Q32", "1D P 3NT P 4NT P", "6NT"),
    ("K32.AJ3.K432.Q32", "1D P 3NT P 4NT P", "P"),
])
def test_acol_opener_after_the_3nt_response(hand, auction, want):
    _bids("acol", hand, auction, want)


# ------------------------------------------------ Gerber over 2NT
@pytest.mark.parametrize("system, hand", [
    ("sayc", "KQJ832.A3.Q32.32"),   # 12 HCP and six spades opposite 20–21
    ("acol", "KQJ832.A3.Q32.J2"),   # 13 HCP and six spades opposite 20–22
])
def test_gerber_over_2nt_with_a_long_suit_and_slam_values(system, hand):
    s = _bids(system, hand, "2NT P", "4C")
    assert "Gerber" in s.meaning


def test_the_2nt_opener_answers_gerber_by_the_booklets_steps():
    _bids("sayc", "KQ2.AQJ3.KQ2.KJ2", "2NT P 4C P", "4H")   # one ace


@pytest.mark.parametrize("system, hand, auction", [
    # three aces shown, one held: no ace missing, but short of the 37 of a grand: a small
    # slam (Root: the Gerber asker is captain and places the contract)
    ("sayc", "KQJ832.A3.Q32.32", "2NT P 4C P 4NT P"),
    # two aces shown (4♠), one held: one ace missing, a small slam
    ("sayc", "KQJ832.A3.Q32.32", "2NT P 4C P 4S P"),
])
def test_the_gerber_asker_bids_the_small_slam(system, hand, auction):
    s = suggest(hand, auction, system)
    assert s.agreed and s.call.is_bid and s.call.level == 6, s


def test_the_gerber_asker_signs_off_with_two_aces_missing():
    _bids("sayc", "KQJ832.K3.Q32.A2", "2NT P 4C P 4D P", "4NT")


# ------------------------------------------------ Precision's 13–15 no-trump
@pytest.mark.parametrize("hand, auction, want", [
    ("KQ32.AJ3.KQ32.K2", "1NT P 2C P 2D P", "4NT"),    # 18: 31–33, invite
    ("KQ32.AJ3.AQ32.KQ", "1NT P 2C P 2D P", "6NT"),    # 21: 34–36, slam
    ("A2.KJ3.KQ32.Q432", "1NT P 2C P 2D P 4NT P", "6NT"),  # 15, the top: accepts
    ("A2.QJ3.K432.K432", "1NT P 2C P 2D P 4NT P", "P"),    # 13, the bottom: declines
])
def test_precision_no_trump_slams_after_stayman(hand, auction, want):
    _bids("precision", hand, auction, want)


# ------------------------------------------------ after Stayman over 2NT finds no fit
@pytest.mark.parametrize("system, hand, auction, want", [
    # 16 HCP opposite 20–21 (SAYC): 36–37 together less the top — a small slam at once
    ("sayc", "KQ2.KJ32.KQ2.Q32", "2NT P 3C P 3D P", "6NT"),
    # 11 HCP: 31–32 (SAYC) or 31–33 (Acol 20–22): invite with the quantitative 4NT
    ("sayc", "K32.KJ32.Q32.Q32", "2NT P 3C P 3D P", "4NT"),
    ("acol", "K32.KJ32.Q32.Q32", "2NT P 3C P 3S P", "4NT"),
    # with the fit found (four hearts each) 4NT would not be quantitative: game in it
    ("acol", "K32.KJ32.Q32.Q32", "2NT P 3C P 3H P", "4H"),
    # the 2NT opener accepts with the top of the range, declines with the bottom
    ("sayc", "AQ2.AK2.KQ32.QJ2", "2NT P 3C P 3D P 4NT P", "6NT"),
    ("sayc", "AQ2.AK2.KQ32.Q32", "2NT P 3C P 3D P 4NT P", "P"),
])
def test_no_trump_slams_after_stayman_over_2nt(system, hand, auction, want):
    _bids(system, hand, auction, want)


# ------------------------------------------------ after a transfer: 4NT is quantitative
# Cohen ("Notrump opening bids", the follow-ups to transfers): a transfer followed by 4NT
# is quantitative, typically 5-3-3-2; the ranges are the systems' own no-trump ranges.
@pytest.mark.parametrize("system, hand, auction, want", [
    ("sayc", "KQJ32.AJ3.K32.Q2", "1NT P 2H P 2S P", "4NT"),      # 16: 31–33 opposite 15–17
    ("sayc", "Q2.KQJ32.AJ3.K32", "1NT P 2D P 2H P", "4NT"),
    ("sayc", "KQJ32.AJ3.KQ2.Q2", "1NT P 2H P 2S P", "6NT"),      # 18: 33+ opposite any
    ("sayc", "KQJ32.AJ3.Q32.Q2", "1NT P 2H P 2S P", "3NT"),      # 15: at most 32, game
    ("acol", "KQJ32.AJ3.KQ2.K2", "1NT P 2H P 2S P", "4NT"),      # 19: 31–33 opposite 12–14
    ("acol", "KQJ32.AJ3.KQ2.Q2", "1NT P 2H P 2S P", "3NT"),      # 18: at most 32
    ("precision", "KQJ32.AJ3.KQ2.Q2", "1NT P 2H P 2S P", "4NT"),  # 18: 31–33 opposite 13–15
    # the opener accepts with the top of the range: in the eight-card fit with three
    # cards in responder's major, else in no-trump; declines otherwise
    ("sayc", "A32.KQ2.KQ32.A32", "1NT P 2H P 2S P 4NT P", "6S"),
    ("sayc", "A2.KQ2.KQ32.A432", "1NT P 2H P 2S P 4NT P", "6NT"),
    ("sayc", "A32.KQ2.KJ32.J32", "1NT P 2H P 2S P 4NT P", "P"),
    ("acol", "A32.KQ2.KJ32.J32", "1NT P 2D P 2H P 4NT P", "6H"),
    ("precision", "A32.KQ2.KJ32.Q32", "1NT P 2D P 2H P 4NT P", "6H"),
])
def test_the_quantitative_4nt_after_a_transfer(system, hand, auction, want):
    _bids(system, hand, auction, want)
