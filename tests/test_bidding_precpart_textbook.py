"""Precision's partscores after the strong 1♣ and the negative 1♦ (issue 14).

Every expected call comes from the literature, cited at each position; none is copied from
the engine's output.  Source:

- William S. Root, "Commonsense Bidding", and Root & Pavlicek, "Modern Bridge Conventions" (the
  1NT response): a responder who bid 1NT and then bids a new suit shows a long suit in a hand
  too weak to bid it at the two level at once — a sign-off, not forcing; with two cards in
  opener's first suit he gives preference to it.
- C. C. Wei, "Precision Bidding in Bridge" (edited by Alan Truscott), and C. C. Wei, "The
  Precision Bidding System in Bridge": after 1♣–1♦ (0–7) the strong opener shows his suit
  and the negative responder then bids naturally.  With no fit for opener's suit and a long
  suit of his own, the weak responder shows it at the cheapest level, not forcing (to play):
  a six-card suit is a better trump suit than opener's suit facing a singleton or void, and
  better than no-trump with a weak hand opposite.  A fit for opener's suit comes first
  (the raise), and a five-card major at the one level is the 1♠ response.
"""
from __future__ import annotations

import pytest

from bridgelib import Auction
from bridgelib.auction import parse_calls
from bridgelib.bidding import computer_call, suggest


def _call(auction: str, hand: str):
    """What a Precision computer seat calls (the system's rule, else the general principle)."""
    return computer_call(hand, Auction("N", parse_calls(auction)), "precision")


# (auction from North, hand, the book's call, why)
NEGATIVE_RESPONDER = [
    # 1. Opener shows five-plus diamonds; responder holds six clubs headed by the king and
    #    a doubleton diamond: the long suit, to play — not 2NT (Wei).
    ("1C P 1D P 2D P", "954.J8.J8.K109632", "3C",
     "six clubs, 5 HCP, no diamond fit: the long suit, to play"),
    ("1C P 1D P 2C P", "Q8.J53.KJ9753.86", "3D",
     "six diamonds, 7 HCP, a doubleton club: the long suit, to play"),
    # 2. Opener shows five-plus hearts; responder has a singleton heart and six clubs or
    #    six diamonds: the suit at the two level, to play — not 1NT (Wei).
    ("1C P 1D P 1H P", "864.3.J97.KJ9862", "2C",
     "singleton heart, six clubs, 5 HCP: 2♣, to play"),
    ("1C P 1D P 1H P", "J84.2.KQ10954.873", "2D",
     "singleton heart, six diamonds, 6 HCP: 2♦, to play"),
    ("1C P 1D P 1S P", "3.J84.873.KQ10954", "2C",
     "singleton spade, six clubs, 6 HCP: 2♣, to play"),
    # 3. Opener shows five-plus spades; responder has six hearts and a singleton spade:
    #    2♥, to play (Wei).
    ("1C P 1D P 1S P", "3.KJ10864.Q73.842", "2H",
     "singleton spade, six hearts, 6 HCP: 2♥, to play"),
]

# Positions where the natural bid does not apply: the fit comes first, and a flat hand
# with no long suit stays in no-trump (Wei).
NOT_THE_LONG_SUIT = [
    ("1C P 1D P 1H P", "84.972.J109543.83", "2H",
     "three hearts, 1 HCP: the weak raise (0–4) comes before the long suit"),
    ("1C P 1D P 1H P", "J84.72.K1095.Q873", "1NT",
     "5–7 HCP, no fit and no long suit: 1NT"),
]


@pytest.mark.parametrize("auction, hand, expected, why", NEGATIVE_RESPONDER + NOT_THE_LONG_SUIT)
def test_precision_negative_responder_after_the_strong_opener_shows_his_suit(auction, hand, expected, why):
    call = _call(auction, hand)
    assert str(call.call) == expected or call.call.pbn() == expected, (
        f"{hand} after {auction}: expected {expected} ({why}), got {call.call} — {call.meaning}")


# 4. The strong opener (16–18) after the negative responder's six-card suit: the suit is the
#    contract — the negative holds at most 7 HCP, so there is no game (Wei).  The system's
#    call, not a general principle's.
@pytest.mark.parametrize("auction, hand", [
    ("1C P 1D P 2D P 3C P", "AJ106.A93.AK975.8"),
    ("1C P 1D P 1H P 2C P", "AQ6.AKJ95.KJ97.8"),
    ("1C P 1D P 1S P 2H P", "AKJ106.9.AQ97.K83"),
])
def test_precision_strong_opener_passes_the_negative_responders_long_suit(auction, hand):
    s = suggest(hand, Auction("N", parse_calls(auction)), "precision")
    assert s.call is not None and s.call.pbn() == "Pass", s.to_text()


# 5. 1♥/1♠–1NT (6–10)–opener's second suit: responder with a long suit of his own, a singleton
#    in opener's major and no fit for the second suit bids it, to play (Root; Root & Pavlicek).
@pytest.mark.parametrize("auction, hand, expected", [
    ("1S P 1NT P 2H P", "2.A9.843.QJ97652", "3C"),    # seven clubs, 7 HCP
    ("1S P 1NT P 2H P", "-.T.KQJ8653.KJ762", "3D"),   # 7-5 in the minors, 9 HCP
    ("1S P 1NT P 2C P", "4.Q732.KJT863.96", "2D"),    # six diamonds, two clubs
    ("1S P 1NT P 2H P", "Q2.93.843.QJ9765", "2S"),    # two spades: preference, not the clubs
])
def test_precision_1nt_responder_after_openers_second_suit(auction, hand, expected):
    call = _call(auction, hand)
    assert call.call.pbn() == expected, call.to_text()
