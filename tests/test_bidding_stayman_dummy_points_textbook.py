"""Responder who finds the major fit through Stayman values the hand as dummy (issue 14).

Every expected call comes from the literature, cited at each position; none is copied from
the engine's output.  Sources:

- Charles H. Goren, "Point Count Bidding" (and "Goren's New Bridge Complete"): once a trump
  fit is found, the raiser counts dummy points — 5 for a void, 3 for a singleton, 1 for a
  doubleton — and bids game when the partnership's total reaches 26;
- William S. Root, "Commonsense Bidding" (Stayman): when opener shows the major responder
  holds four of, responder raises — to game with game values, to three as an invitation.
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
    ("sayc", "1NT P 2C P 2S P", "J1063.AJ9876..K75", "4S",
     "1NT (15–17)–2♣–2♠: four spades, a diamond void, 9 HCP = 14 dummy points — game"),
    ("sayc", "1NT P 2C P 2H P", "KJ64.Q1073.8.Q952", "4H",
     "1NT–2♣–2♥: four hearts, a singleton, 8 HCP = 11 dummy points — game, not 3♥"),
    ("sayc", "1NT P 2C P 2H P", "KJ64.Q1073.852.Q5", "3H",
     "the same values without the singleton (8 HCP, 9 dummy points): invite with 3♥"),
    ("acol", "1NT P 2C P 2H P", "KJ64.Q1073.8.KJ52", "4H",
     "Acol weak 1NT (12–14)–2♣–2♥: 10 HCP and a singleton = 13 dummy points — game"),
    ("precision", "1NT P 2C P 2H P", "KJ64.Q1073.8.KJ52", "4H",
     "Precision 1NT (13–15)–2♣–2♥: 10 HCP and a singleton = 13 dummy points — game, not 3♥"),
]


@pytest.mark.parametrize("system,auction,hand,expected,why", POSITIONS,
                         ids=[f"{p[0]}-{p[1]}-{p[2]}" for p in POSITIONS])
def test_textbook_position(system, auction, hand, expected, why):
    s = _call(system, auction, hand)
    assert s.call == Call.from_str(expected), f"{why}: got {s.call} ({s.meaning})"
