"""Opener's jump shift counts points, not HCP alone (issue 14).

Audrey Grant, ACBL Bridge Series "Bridge Basics 1: An Introduction" (opener's rebid): opener
values the hand in total points, high-card points plus one for each card over four in a
suit, and rebids by zone — minimum 13–16, medium 17–18, maximum 19–21; with a maximum and a
new suit opener jumps in it (the jump shift, forcing to game). The EBU's "Standard English
Acol" system file has the same jump shift at 19+. So a 17-HCP hand with a six-card suit
(19 points) jump-shifts, where a 17-count with a five-card suit (18 points) rebids the new
suit at the cheapest level. The same holds when responder's one-level bid was free, over an
overcall (1♣ (1♦) 1♥ (P)): the overcall takes no value from opener's hand.

Hands are written spades.hearts.diamonds.clubs; the points are worked out in the comments.
Expected calls are worked out by hand, not read from the engine.
"""
import pytest

from bridgelib import Call, Hand
from bridgelib.bidding import forcing, suggest

# AKJ8 = 8, AKQ932 = 9: 17 HCP; six clubs add 2: 19 points — a maximum
MAXIMUM = "AKJ8.5.42.AKQ932"
# the same 17 HCP with five clubs: one length point, 18 — a medium hand
MEDIUM = "AKJ8.5.432.AKQ93"


@pytest.mark.parametrize("system", ["sayc", "acol"])
@pytest.mark.parametrize("auction", ["1C P 1H P", "1C 1D 1H P"])
def test_a_maximum_in_points_jump_shifts(system, auction):
    s = suggest(Hand.from_pbn(MAXIMUM), auction, system)
    assert s.agreed, (system, auction, s.reason)
    assert s.call == Call.from_str("2S"), (system, auction, s.meaning)
    assert forcing(auction + " 2S P", system) == "game"  # responder may not pass


@pytest.mark.parametrize("system", ["sayc", "acol"])
@pytest.mark.parametrize("auction", ["1C P 1H P", "1C 1D 1H P"])
def test_a_medium_hand_bids_the_new_suit_at_the_cheapest_level(system, auction):
    s = suggest(Hand.from_pbn(MEDIUM), auction, system)
    assert s.agreed, (system, auction, s.reason)
    assert s.call == Call.from_str("1S"), (system, auction, s.meaning)


@pytest.mark.parametrize("system", ["sayc", "acol"])
def test_the_jump_shift_over_a_free_bid_below_the_suit_is_at_three(system):
    # 1♣ (1♥) 1♠ (P): A2 = 4, AKQ8 = 9, KQT953 = 5: 18 HCP; six clubs add 2: 20
    # points. Four diamonds, lower than spades: the jump is to 3♦ (2♦ is the cheapest)
    s = suggest(Hand.from_pbn("A2.3.AKQ8.KQT953"), "1C 1H 1S P", system)
    assert s.agreed, (system, s.reason)
    assert s.call == Call.from_str("3D"), (system, s.meaning)
