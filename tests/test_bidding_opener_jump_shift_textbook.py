"""Opener's jump shift: Acol counts points, SAYC counts HCP; both have it over a free bid too
(issue 14).

Audrey Grant, ACBL Bridge Series "Bridge Basics 1: An Introduction" (opener's rebid): opener
values the hand in total points, high-card points plus one for each card over four in a
suit, and rebids by zone — minimum 13–16, medium 17–18, maximum 19–21; with a maximum and a
new suit opener jumps in it (the jump shift, forcing to game). Acol here counts so: a 17-HCP
hand with a six-card suit (19 points) jump-shifts, where a 17-count with a five-card suit
(18 points) rebids the new suit at the cheapest level. SAYC keeps the 19–21 HCP of its
card: counting length there moved hands out of the reverse and the jump rebid, and the
computer's slam judgement, which deals partner's hand by the rules, then missed slams it
had bid (boards 602 and 753; 32 IMPs lost on boards 0–999 — measured, not kept). The jump
shift is the same when responder's one-level bid was free, over an overcall (1♣ (1♦) 1♥
(P)): the overcall takes no value from opener's hand.

Hands are written spades.hearts.diamonds.clubs; the points are worked out in the comments.
Expected calls are worked out by hand, not read from the engine.
"""
import pytest

from bridgelib import Call, Hand
from bridgelib.bidding import forcing, suggest

# AKJ8 = 8, AKQ932 = 9: 17 HCP; six clubs add 2: 19 points — a maximum in points
MAXIMUM = "AKJ8.5.42.AKQ932"
# the same 17 HCP with five clubs: one length point, 18 — a medium hand
MEDIUM = "AKJ8.5.432.AKQ93"
# AKJ8 = 8, Q2 = 2, AKQ932 = 9: 19 HCP — a maximum by either count
NINETEEN = "AKJ8.5.Q2.AKQ932"


def _call(system: str, auction: str, hand: str):
    s = suggest(Hand.from_pbn(hand), auction, system)
    assert s.agreed, (system, auction, s.reason)
    return s


@pytest.mark.parametrize("auction", ["1C P 1H P", "1C 1D 1H P"])
def test_acol_counts_the_long_suit_for_the_jump_shift(auction):
    assert _call("acol", auction, MAXIMUM).call == Call.from_str("2S")
    assert forcing(auction + " 2S P", "acol") == "game"  # responder may not pass
    assert _call("acol", auction, MEDIUM).call == Call.from_str("1S")


@pytest.mark.parametrize("auction", ["1C P 1H P", "1C 1D 1H P"])
def test_sayc_jump_shifts_with_19_hcp(auction):
    assert _call("sayc", auction, MAXIMUM).call == Call.from_str("1S")  # 17 HCP
    assert _call("sayc", auction, NINETEEN).call == Call.from_str("2S")
    assert forcing(auction + " 2S P", "sayc") == "game"


@pytest.mark.parametrize("system, hand", [
    # 1♣ (1♥) 1♠ (P), four diamonds, lower than spades: the jump is to 3♦ (2♦ is the cheapest)
    # A2 = 4, AKQ8 = 9, KQT953 = 5: 18 HCP; six clubs add 2: 20 points
    ("acol", "A2.3.AKQ8.KQT953"),
    # A2 = 4, AKQ8 = 9, AQT953 = 6: 19 HCP
    ("sayc", "A2.3.AKQ8.AQT953"),
])
def test_the_jump_shift_over_a_free_bid_below_the_suit_is_at_three(system, hand):
    assert _call(system, "1C 1H 1S P", hand).call == Call.from_str("3D")
