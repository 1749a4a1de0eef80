"""Slam bidding with a long running minor after partner's 3NT (issue 14, helper slamtry).

Every expected call comes from the literature, cited at each position; none is copied from
the engine's output.  Sources:

- ACBL, "SAYC System Booklet" (Standard American Yellow Card): 4NT directly over partner's
  natural no-trump bid is quantitative (it invites 6NT), not Blackwood;
- Charles Goren, "Point Count Bidding in Contract Bridge": 33 points together for a small
  slam;
- Audrey Grant, "Bidding in the 21st Century" (ACBL Bridge Series): a hand is valued by its
  high-card points plus length points (one a card over four in a long suit);
- William S. Root, "Commonsense Bidding": the captain who knows partner's long suit has
  chosen the contract (a suit partner has already shown as six long is no news).
- ACBL, "SAYC System Booklet": responder's jump to 3NT after opener's rebid is to play (and
  opener passes it); 4NT there, with no no-trump bid by partner, is Blackwood, so a balanced
  responder with Goren's 33 bids the slam himself;
- with Goren's 33 points together responder bids the slam and does not sign off in game (nor
  pass 2NT).
"""
from __future__ import annotations

import pytest

from bridgelib import Call
from bridgelib.bidding import computer_call


# (systems, auction from North, hand, the book's call, why)
RUNNING_MINOR = [
    # 1. The strong jump shift (17+, five or more diamonds) hears opener's 3NT.  17 HCP and
    #    a six-card suit headed A-K-Q: 19 points with the length (Grant), opposite an
    #    opening of 12-14 about 31-33 together — the quantitative 4NT invitation (ACBL SAYC
    #    booklet: 4NT over a natural no-trump is quantitative), not a pass of 3NT.
    (("sayc", "acol"), "1S P 3D P 3NT P", "92.A9.AKQ1085.KJ5", "4NT",
     "17 HCP and ♦AKQ1085 (19 points) opposite an opening: quantitative 4NT"),
    # 2. The same with 21 HCP: 23 points with the length, 35+ opposite any opening: the
    #    small slam (Goren's 33), in no-trump with every suit but spades stopped by us and
    #    partner's 3NT showing the rest.
    (("sayc", "acol"), "1S P 3D P 3NT P", "92.AJ.AKQ1085.AK5", "6NT",
     "21 HCP and ♦AKQ1085 opposite an opening: 6NT"),
]


@pytest.mark.parametrize("systems, auction, hand, expected, why", RUNNING_MINOR)
def test_a_running_minor_counts_its_length_over_3nt(systems, auction, hand, expected, why):
    for system in systems:
        got = computer_call(hand, auction, system)
        assert got.call == Call.from_str(expected), (system, why, got.meaning)


# Positions where the running-suit count must stay out: partner's 3NT stands.
STAYS_IN_3NT = [
    # A six-card suit without two of the top three honours does not run (Grant counts the
    # length, but no-trump needs the tricks): 17 HCP, no slam, pass.
    ("sayc", "1S P 3D P 3NT P", "92.AK.KJ9854.AQ5",
     "♦KJ9854 does not run: pass 3NT"),
    # Opener's jump rebid has already shown the six diamonds (16-18): partner chose 3NT
    # knowing them (Root: the captain has placed the contract) — pass.
    ("sayc", "1D P 1H P 3D P 3NT P", "AQ.K32.AKJ1085.52",
     "the six diamonds are already shown: partner chose 3NT knowing them"),
    # A singleton is no no-trump shape: the quantitative 4NT is for (semi-)balanced hands.
    ("sayc", "1S P 3D P 3NT P", "2.A95.AKQ1085.KJ5",
     "a singleton spade: no quantitative no-trump raise"),
]


@pytest.mark.parametrize("system, auction, hand, why", STAYS_IN_3NT)
def test_without_a_running_unshown_suit_3nt_stands(system, auction, hand, why):
    got = computer_call(hand, auction, system)
    assert got.call == Call.from_str("P"), (system, why, got.meaning)


def test_balanced_responder_with_33_bids_the_slam_not_3nt():
    # 1♣–1♦–1♥: opener has 12+ HCP.  Responder holds 21 HCP, 4-3-3-3: 33 together even
    # opposite a minimum (Goren's small slam), no major fit — 6NT.  3NT would be passed
    # (it is to play), and 4NT here asks for aces (ACBL SAYC booklet).
    got = computer_call("A52.AQ2.AKJ.K963", "1C P 1D P 1H P", "sayc")
    assert got.call == Call.from_str("6NT"), got.meaning


# 1♠–2♦–2NT (12–14, balanced): responder with slam values (ACBL SAYC booklet ranges).
AFTER_TWO_OVER_ONE_2NT = [
    # 21 HCP, two spades: 33+ together even opposite 12 — 6NT (Goren); never a pass of 2NT.
    ("K4.AJ98.AQ43.AK5", "6NT", "21 HCP balanced opposite 12-14: 6NT"),
    # 21 HCP and three spades: the 5-3 fit and 33+ points — the small slam, not the 10-12
    # 3♠ (Goren's 33); 4NT directly over partner's natural 2NT would be quantitative (ACBL
    # SAYC booklet), so the slam is bid directly.
    ("KJ4.A985.AQ43.AK", "6S", "21 HCP and three spades: 6♠"),
]


@pytest.mark.parametrize("hand, expected, why", AFTER_TWO_OVER_ONE_2NT)
def test_two_over_one_responder_with_slam_values_over_2nt(hand, expected, why):
    got = computer_call(hand, "1S P 2D P 2NT P", "sayc")
    assert got.call == Call.from_str(expected), (why, got.meaning)
