"""Slam bidding positions from the textbooks: Blackwood after a forcing bid once a fit and
33 points (distribution counted) are known, the Blackwood asker placing the contract in
the fit the ask was made for, and responder's bids after opener's game-forcing jump shift
(whose 3NT must not be read as slam values).  Expected calls are the books', not the
engine's output:

- Goren, "Point Count Bidding": 33 points together for a small slam, distribution counted
  once a trump fit is known (dummy's void 5, singleton 3, doubleton 1 with four trumps);
- Root, "Commonsense Bidding", Blackwood: ask for aces once the trump suit is known and
  the values for slam are there; with two fits, the major;
- the ACBL SAYC booklet: opener's jump shift (19–21) forces to game; 4NT directly over
  partner's natural no-trump is quantitative, not Blackwood;
- the principle of fast arrival (Hardy, "Two-Over-One Game Force"; Root, "Commonsense
  Bidding"): in a game-forcing auction the jump to game is the weakest action, the slow
  raise below game the stronger one.
"""

import pytest

from bridgelib.auction import Call
from bridgelib.bidding import explain, principle, suggest


# ------------------------------------------------ Blackwood after a forcing bid (Goren's 33)
@pytest.mark.parametrize("hand, auction, want", [
    # Jacoby 2NT, opener shows a singleton spade: responder, 16 HCP with four trumps and a
    # singleton, counts 16 + about 14 + 3 = 33 points: slam values, ask for aces
    ("A.QJ82.Q653.AK107", "1H P 2NT P 3S P", "4NT"),
    # the same auction with 13 HCP and no shortness: 27 points, game only
    ("K93.QJ82.Q65.A107", "1H P 2NT P 3S P", "4H"),
    # 12 HCP with no shortness opposite the shortness: game only
    ("KJ3.Q982.Q65.K107", "1S P 2NT P 3D P", "4S"),
])
def test_jacoby_2nt_responder_asks_for_aces_with_33_points(hand, auction, want):
    # the ACBL SAYC booklet (Jacoby 2NT): after opener's rebid responder signs off in
    # game or, with slam interest, goes on (Blackwood)
    s = suggest(hand, auction, "sayc")
    assert s.call == Call.from_str(want) and s.agreed
    if want == "4NT":
        assert "Blackwood" in s.meaning and "33 points" in s.meaning


@pytest.mark.parametrize("hand, want", [
    ("K93.QJ82.Q65.A107", "4H"),   # 12 HCP opposite 15–17: about 28, game
])
def test_jacoby_2nt_responder_signs_off_over_3nt(hand, want):
    s = suggest(hand, "1H P 2NT P 3NT P", "sayc")
    assert s.call == Call.from_str(want) and s.agreed


@pytest.mark.parametrize("hand, want", [
    # Acol: 1♣, our game-forcing jump shift 2♠, partner shows four hearts: 18 HCP with
    # four hearts, a singleton and a doubleton is 30 HCP and 34 points together: Blackwood
    ("KQJ752.Q754.A.AQ", "4NT"),
    # 16 HCP and no shortness to count: about 28 together, game
    ("KQJ75.Q754.A2.A2", "4H"),
])
def test_the_forced_bidder_asks_for_aces_with_a_fit_and_33_points(hand, want):
    s = suggest(hand, "1C P 2S P 3H P", "acol")
    assert s.call == Call.from_str(want)
    if want == "4NT":  # the system's rule since issue 14 (the principle said "34 points")
        assert "Blackwood" in s.meaning and "33 points" in s.meaning


def test_the_forced_bidders_ace_ask_is_answered_by_the_system():
    # the ask above is plain Blackwood: partner answers it by the SAYC booklet's steps
    s = suggest("K7.AK9754.K94.Q3", "1H P 2NT P 3S P 4NT P", "sayc")
    assert s.call.pbn() == "5D" and s.agreed  # one ace


# ------------------------------------------------ the asker places the contract in the fit
@pytest.mark.parametrize("hand, auction, want", [
    # partner has shown five hearts and four clubs; we hold three hearts and four clubs:
    # two eight-card fits, the major is the trump suit (Root): one ace missing, 6♥
    ("Q1083.QJ9.KJ.K1053", "1H P 1S P 3C P 4NT P 5S P", "6H"),
    # two aces missing and the answer (5♥) is already five of the trump suit: pass
    ("Q1083.QJ9.KJ.K1053", "1H P 1S P 3C P 4NT P 5H P", "P"),
    # two aces missing (5♦): sign off in five of the major
    ("Q1083.QJ9.KJ.K1053", "1H P 1S P 3C P 4NT P 5D P", "5H"),
])
def test_the_blackwood_asker_places_the_contract_in_the_fit_the_ask_was_for(hand, auction,
                                                                             want):
    s = suggest(hand, auction, "sayc")
    assert s.call == Call.from_str(want) and s.agreed
    assert s.meaning.startswith("Blackwood")


# ------------------------------------------------ responder after opener's jump shift
@pytest.mark.parametrize("hand, auction, want", [
    # no fit, 6 HCP: 3NT, the game the jump shift forces
    ("85.KJ2.J7432.J95", "1C P 1D P 2S P", "3NT"),
    ("K98.963.QJ965.62", "1C P 1D P 2H P", "3NT"),
    # four-card support, 6–9 HCP: straight to game (fast arrival: the weakest raise)
    ("Q1087.K2.J8743.52", "1C P 1D P 2S P", "4S"),
    # four-card support and 10+ HCP: the slow raise, slam interest
    ("Q1087.K2.AJ743.52", "1C P 1D P 2S P", "3S"),
    # a six-card suit of our own: rebid it (natural, forcing)
    ("K2.Q87.AJ8743.52", "1C P 1D P 2S P", "3D"),
    # three-card support for opener's first suit, a major
    ("Q72.K42.J8743.52", "1H P 1S P 3C P", "3H"),
    # 14 HCP, balanced, no fit opposite 19–21: 33 HCP or more together, small slam
    ("KJ2.Q87.AJ87.K52", "1C P 1D P 2S P", "6NT"),
    # 12 HCP, balanced, no fit: 31–33 together at most, game
    ("KJ2.Q87.AJ87.952", "1C P 1D P 2S P", "3NT"),
    # the jump shift to the three level: raise the new suit with four
    ("KJ2.Q8.A1087.Q652", "1D P 1S P 3C P", "4C"),
])
def test_responder_after_openers_jump_shift(hand, auction, want):
    s = suggest(hand, auction, "sayc")
    assert s.call == Call.from_str(want) and s.agreed, s


def test_responders_3nt_over_a_jump_shift_shows_no_slam_values():
    # the 3NT answer to a jump shift is the game the jump shift forced, 6–13 HCP: it
    # does not carry the 13+ of responder's 3NT over a simple new-suit rebid
    said = explain("1C P 1D P 2S P 3NT P", "sayc")[-2]
    assert said.call.pbn() == "3NT" and said.agreed and "6–13 HCP" in said.meaning
    # so opener, 21 HCP, sees about 30 together and passes (no 6NT below Root's 33)
    for hand in ("AQ42.Q9.AQ.AK864", "2.AK85.A4.AKJ743"):
        auction = ("1C P 1D P 2S P 3NT P" if hand.startswith("AQ42")
                   else "1C P 1D P 2H P 3NT P")
        assert principle(hand, auction, "sayc").call.is_pass


def test_the_raise_of_a_jump_shift_names_fast_arrival():
    fast = suggest("Q1087.K2.J8743.52", "1C P 1D P 2S P", "sayc")
    slow = suggest("Q1087.K2.AJ743.52", "1C P 1D P 2S P", "sayc")
    assert "fast arrival" in fast.meaning and "slam interest" in slow.meaning


# ------------------------------------------------ the 5NT king ask (Blackwood)
# The ACBL SAYC booklet: after Blackwood, 5NT asks for kings and promises all four aces;
# the answers are 6♣ (none or four), 6♦ one, 6♥ two, 6♠ three.  Root, "Commonsense
# Bidding": ask only with all the aces and an eye on the grand slam; Kantar, "Roman
# Keycard Blackwood": no grand slam without the trump queen (or ten trumps).
@pytest.mark.parametrize("system", ["sayc", "acol"])
@pytest.mark.parametrize("hand, auction, want", [
    # all four aces between us (two shown, two held) and slam values: ask for kings
    ("AKQJ52.A2.AQ2.K2", "1S P 3S P 4NT P 5D P", "5NT"),
    ("AKQJ52.AQ2.KQ2.K", "1S P 3S P 4NT P 5H P", "5NT"),
    # an ace missing: no king ask, the small slam
    ("AKQJ52.Q2.AQ2.K2", "1S P 3S P 4NT P 5D P", "6S"),
    # the answers, by the kings held
    ("T9843.Q93.A3.Q54", "1S P 3S P 4NT P 5H P 5NT P", "6C"),
    ("T9843.K93.A3.AQ4", "1S P 3S P 4NT P 5H P 5NT P", "6D"),
    ("T9843.K93.A3.AK4", "1S P 3S P 4NT P 5H P 5NT P", "6H"),
    ("T984.K93.AK3.AK4", "1S P 3S P 4NT P 5H P 5NT P", "6S"),
    # all four kings and the trump queen: the grand slam
    ("AKQJ52.A2.KQ2.Q2", "1S P 3S P 4NT P 5H P 5NT P 6H P", "7S"),
    # a king missing (one shown, two held): the small slam
    ("AKQJ52.A2.KQ2.Q2", "1S P 3S P 4NT P 5H P 5NT P 6D P", "6S"),
    # a king missing and the answer is six of the trump suit already: pass
    ("AKQJ52.A2.KQ2.Q2", "1S P 3S P 4NT P 5H P 5NT P 6S P", "P"),
])
def test_the_king_ask(system, hand, auction, want):
    s = suggest(hand, auction, system)
    assert s.call == Call.from_str(want) and s.agreed, s


def test_no_grand_slam_without_the_trump_queen():
    # all four aces and kings, but the trump queen is missing with nine trumps: six
    s = suggest("AKJ852.A2.KQ2.K2", "1S P 3S P 4NT P 5H P 5NT P 6D P", "sayc")
    assert s.call.pbn() == "6S"


def test_the_king_ask_is_explained():
    said = explain("1S P 3S P 4NT P 5D P 5NT P 6H P", "sayc")
    assert "asks for kings" in said[-4].meaning and said[-4].agreed
    assert said[-2].meaning == "King answer: two kings"


# ------------------------------------------------ partner's strength read right (Precision)
@pytest.mark.parametrize("auction", ["1C P 1S P", "1C P 1H P", "1C P 2C P", "1C P 2D P",
                                     "1C P 1NT P"])
def test_a_positive_response_to_the_strong_club_shows_8_hcp(auction):
    # C. C. Wei, "Precision Bidding in Bridge": a positive response to 1♣ shows 8+ HCP;
    # the slam decisions after it read partner's strength from what the call shows
    said = explain(auction, "precision")[-2]
    assert said.agreed and said.shows["hcp"][0] == 8
