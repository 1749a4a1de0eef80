"""Missed slams (issue 14): the hand with the long trumps counts its shortness once a fit is
found, in the systems' slam rules and in the general principle alike.

Every expected call comes from the literature, cited here; none is copied from the
engine's output.  Sources:

- Charles H. Goren, "Point Count Bidding in Contract Bridge": 33 points together for a
  small slam; the hand with the long trumps counts its short suits 3 for a void, 2 for a
  singleton, 1 for a doubleton (the short-suit count of the opening hand), the supporting
  hand 5/3/1 with four trumps;
- William S. Root, "Commonsense Bidding": Blackwood once the trump suit is known and the
  values for slam (33) are there; with fewer, respect partner's game.
"""
from __future__ import annotations

import pytest

from bridgelib import Auction, Call
from bridgelib.auction import parse_calls
from bridgelib.bidding import computer_call


def _call(system: str, auction: str, hand: str):
    """What a computer seat calls: the system's rule where one covers the position, else
    the general principle."""
    return computer_call(hand, Auction("N", parse_calls(auction)), system)


# (system, auction from North, hand, the book's call, why)
PLACED_GAME = [
    # 1. 1♣–1♥–2NT (18–19)–3♥–4♥: opener has three hearts.  Responder, 14 HCP with five
    #    hearts and a singleton: 14 + about 17 (opener's range as the auction shows it) +
    #    2 for the singleton = 33 points — Goren's small slam: Blackwood (Root).
    ("sayc", "1C P 1H P 2NT P 3H P 4H P", "2.AKJ85.K1052.K32", "4NT",
     "five trumps, a singleton, 33 points with the short-suit count: Blackwood"),
    # 2. The same 14 HCP 2-5-3-3: only a doubleton to count, 32 points — respect the game.
    ("sayc", "1C P 1H P 2NT P 3H P 4H P", "32.AKJ85.K105.K32", "P",
     "a doubleton only: 32 points, pass the game"),
    # 3. The singleton with 13 HCP: 13 + 17 + 2 = 32 — still short of Goren's 33: pass.
    ("sayc", "1C P 1H P 2NT P 3H P 4H P", "2.AKJ85.K1052.Q32", "P",
     "13 HCP and a singleton: 32 points, pass the game"),
]


@pytest.mark.parametrize("system, auction, hand, want, why", PLACED_GAME)
def test_long_trumps_count_shortness_over_partners_game(system, auction, hand, want, why):
    choice = _call(system, auction, hand)
    assert choice.call == Call.from_str(want), (why, choice.call, choice.meaning)
    if want == "4NT":
        assert "Blackwood" in choice.meaning


PRINCIPLE = [
    # 4. Our strong jump shift 3♣ (a self-sufficient A-K-Q-J six-card suit), opener shows
    #    hearts: no rule of the system covers the next call.  16 HCP + about 14 opposite =
    #    30, and the long-trump hand adds 2 for the singleton and 1 for the doubleton —
    #    33 points: Blackwood (Goren's count; Root: the trump suit is known, the values
    #    are there).
    ("sayc", "1D P 3C P 3H P", "Q874.96.A.AKQJ52", "4NT",
     "own solid six-card suit, singleton and doubleton: 33 points, Blackwood"),
    # 5. One HCP less (the ♠J for the ♠Q): 32 points — no slam drive, the game force goes on
    #    below game.
    ("sayc", "1D P 3C P 3H P", "J874.96.A.AKQJ52", "4C",
     "32 points: no Blackwood, the cheapest natural bid in the forced auction"),
]


@pytest.mark.parametrize("system, auction, hand, want, why", PRINCIPLE)
def test_principle_counts_the_long_trump_hands_shortness(system, auction, hand, want, why):
    choice = _call(system, auction, hand)
    assert choice.call == Call.from_str(want), (why, choice.call, choice.meaning)
    if want == "4NT":
        assert "Blackwood" in choice.meaning and "33 points" in choice.meaning


REBID_MAJOR = [
    # 6. 1♥–1♠–2♥: opener's minimum rebid shows six hearts.  Responder with three-card
    #    support and 20 HCP: 20 + about 13 = 33 — Goren's small slam, so not the jump to
    #    game that signs off (fast arrival): Blackwood (Root: the trump suit is known and
    #    the values are there).
    ("sayc", "1H P 1S P 2H P", "AJ2.KQ3.AK32.KJ2", "4NT",
     "a heart fit and 33 points opposite the minimum rebid: Blackwood"),
    # 7. The same support with 14 HCP: about 27, game in the major (Root).
    ("sayc", "1H P 1S P 2H P", "KJ32.Q43.A52.K32", "4H",
     "a heart fit and game values, no slam: four of the major"),
]


@pytest.mark.parametrize("system, auction, hand, want, why", REBID_MAJOR)
def test_responder_with_slam_values_over_opener_rebid_major(system, auction, hand, want, why):
    choice = _call(system, auction, hand)
    assert choice.call == Call.from_str(want), (why, choice.call, choice.meaning)
    if want == "4NT":
        assert "Blackwood" in choice.meaning
