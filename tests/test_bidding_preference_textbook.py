"""Responder's simple preference between opener's two suits (issue 14).

Every expected call comes from the literature, cited at each position; none is copied from
the engine's output.  Sources:

- William S. Root, "Commonsense Bidding" (responder's rebids, preference): with a weak hand
  responder passes opener's second suit when he has more cards there, and otherwise returns
  to the first suit; with equal length he prefers the first suit — opener's first suit is at
  least as long as his second, and the preference costs no level;
- Audrey Grant, "Bridge Basics" (ACBL Bridge Series, responder's rebid): with the same number
  of cards in both of opener's suits, go back to the first one.
"""
from __future__ import annotations

import pytest

from bridgelib import Auction, Call
from bridgelib.auction import parse_calls
from bridgelib.bidding import computer_call


def _call(system: str, auction: str, hand: str):
    return computer_call(hand, Auction("N", parse_calls(auction)), system)


# (system, auction from North, hand, the book's call, why)
POSITIONS = [
    ("sayc", "1D P 1S P 2C P", "KJ72.Q.QJ76.J1084", "2D",
     "1♦–1♠–2♣: four diamonds and four clubs, 9 HCP — preference to the first suit, 2♦"),
    ("sayc", "1H P 1S P 2C P", "KJ742.Q82.43.J83", "2H",
     "1♥–1♠–2♣: three hearts and three clubs, 7 HCP — back to the first suit, 2♥"),
    ("sayc", "1D P 1S P 2C P", "KJ74.Q82.43.J832", "P",
     "1♦–1♠–2♣: four clubs, two diamonds, 7 HCP — more clubs: pass"),
    ("acol", "1D P 1S P 2C P", "KJ72.Q.QJ76.J1084", "2D",
     "Acol, the same: equal length, preference to the first suit"),
]


@pytest.mark.parametrize("system,auction,hand,expected,why", POSITIONS,
                         ids=[f"{p[0]}-{p[1]}-{p[2]}" for p in POSITIONS])
def test_textbook_position(system, auction, hand, expected, why):
    s = _call(system, auction, hand)
    assert s.call == Call.from_str(expected), f"{why}: got {s.call} ({s.meaning})"
