"""Precision: the negative responder after 1♣–1♦–1M–1NT and opener's two-level rebid (issue 14).

Strong 1♣ (16+), negative 1♦ (0–7), opener's 1♥/1♠ (five-card suit), responder's 1NT (5–7,
no fit).  Opener's rebid of the major at the two level, or of a second suit, is a limited,
non-forcing rebid (with 18–19 opener bids 2NT, with game values 3NT or a jump), so the
negative responder does not invite again: he passes, or gives preference to opener's first
suit with a doubleton.  Sources:

- C.C. Wei, "Precision Bidding System": after the negative 1♦ the 1♣ opener's simple
  rebids are natural and the responder's later calls are weak (0–7): pass or simple
  preference, game only when opener forces or jumps;
- the general rule of preference (William S. Root, "Commonsense Bidding"): with two cards
  in partner's first suit and no more than three in the second, return to the first suit
  (a 5–2 fit rather than a 4–3), at the cheapest level.

Before this change these positions fell to the general principle, which counted opener for
more than the rebid shows and bid 2NT or 3NT with 5–7 HCP.
"""
from __future__ import annotations

import pytest

from bridgelib import Auction, Call
from bridgelib.auction import parse_calls
from bridgelib.bidding import computer_call


def _call(auction: str, hand: str):
    return computer_call(hand, Auction("N", parse_calls(auction)), "precision")


# (auction from North, responder's hand, the book's call, why)
POSITIONS = [
    # Opener rebids his six-card spades: to play.  Responder, 5 HCP and a spade void, passes.
    ("1C P 1D P 1S P 1NT P 2S P", ".JT96.T754.KJ853", "P",
     "2♠ rebid is to play, 5 HCP: pass"),
    ("1C P 1D P 1S P 1NT P 2S P", "2.JT754.QT7.QT72", "P",
     "2♠ rebid is to play, 5 HCP: pass"),
    ("1C P 1D P 1H P 1NT P 2H P", "Q72.6.KJ86.J9432", "P",
     "2♥ rebid is to play, 7 HCP: pass"),
    # Opener shows a second suit: preference with two cards in the first suit.
    ("1C P 1D P 1S P 1NT P 2H P", "T6.J63.QT97.K963", "2S",
     "two spades and three hearts: preference to 2♠"),
    ("1C P 1D P 1S P 1NT P 2H P", "84.T42.AK9.98765", "2S",
     "two spades and three hearts: preference to 2♠"),
    # With a fit for the second suit (or a singleton in the first), pass.
    ("1C P 1D P 1S P 1NT P 2D P", "J.Q52.Q943.QT652", "P",
     "four diamonds, singleton spade, 7 HCP: pass 2♦"),
    ("1C P 1D P 1H P 1NT P 2C P", "K972.54.QJ3.J862", "P",
     "four clubs, two hearts: pass 2♣ (the 4-4 fit)"),
]


@pytest.mark.parametrize("auction, hand, expected, why", POSITIONS)
def test_negative_responder_after_openers_rebid(auction, hand, expected, why):
    got = _call(auction, hand)
    assert got.call == Call.from_str(expected), (why, got.meaning)
    assert "General principle" not in got.meaning, got.meaning
