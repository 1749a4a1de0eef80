"""Three judgements of the responder (issue 14): preference, the weak-two ask, Stayman raises.

Every expected call comes from the literature, cited at each position; none is copied from
the engine's output.

Responder's simple preference between opener's two suits — sources:

- William S. Root, "Commonsense Bidding" (responder's rebids, preference): with a weak hand
  responder passes opener's second suit when he has more cards there, and otherwise returns
  to the first suit; with equal length he prefers the first suit — opener's first suit is at
  least as long as his second, and the preference costs no level;
- Audrey Grant, "Bridge Basics" (ACBL Bridge Series, responder's rebid): with the same number
  of cards in both of opener's suits, go back to the first one.

Responder to a weak two with a fit and game interest asks before raising — sources:

- ACBL SAYC System Booklet (weak two-bids): the raise is preemptive; 2NT is the only forcing
  response and asks for a feature — opener with a minimum rebids his suit, with a maximum
  shows an outside ace or king;
- William S. Root & Richard Pavlicek, "Modern Bridge Conventions" (the feature ask and
  Ogust): responder bids 2NT when he has game interest — with support, game is on opposite
  a maximum and not opposite a minimum — and places the contract after the answer; the
  preemptive raise is for the hand with support and no game interest.

Responder who finds the major fit through Stayman values the hand as dummy — sources:

- Charles H. Goren, "Point Count Bidding" (and "Goren's New Bridge Complete"): once a trump
  fit is found, the raiser counts dummy points — 5 for a void, 3 for a singleton, 1 for a
  doubleton — and bids game when the partnership's total reaches 26;
- William S. Root, "Commonsense Bidding" (Stayman): when opener shows the major responder
  holds four of, responder raises — to game with game values, to three as an invitation.
"""
from __future__ import annotations

import pytest

from bridgelib import Call
from bridgelib.bidding import computer_call


# (system, auction from North, hand, the book's call, why)
POSITIONS = [
    # --- Responder's simple preference between opener's two suits
    ("sayc", "1D P 1S P 2C P", "KJ72.Q.QJ76.J1084", "2D",
     "1♦–1♠–2♣: four diamonds and four clubs, 9 HCP — preference to the first suit, 2♦"),
    ("sayc", "1H P 1S P 2C P", "KJ742.Q82.43.J83", "2H",
     "1♥–1♠–2♣: three hearts and three clubs, 7 HCP — back to the first suit, 2♥"),
    ("sayc", "1D P 1S P 2C P", "KJ74.Q82.43.J832", "P",
     "1♦–1♠–2♣: four clubs, two diamonds, 7 HCP — more clubs: pass"),
    ("acol", "1D P 1S P 2C P", "KJ72.Q.QJ76.J1084", "2D",
     "Acol, the same: equal length, preference to the first suit"),
    # --- Responder to a weak two with a fit and game interest asks before raising
    ("sayc", "2H P", "AK109.942.KJ7.K93", "2NT",
     "2♥: three hearts and 14 HCP — game interest, ask (not the preemptive 3♥)"),
    ("sayc", "2D P", "J3.AJ542.A75.A72", "2NT",
     "2♦: three diamonds, three aces, 14 HCP — ask (not the preemptive 3♦)"),
    ("sayc", "2H P", "9.Q82.K9742.8652", "3H",
     "2♥: three hearts and 5 HCP — the preemptive raise"),
    ("sayc", "2H P 2NT P 3H P", "AK109.942.KJ7.K93", "P",
     "opener's minimum: the asker stops in 3♥"),
    ("sayc", "2H P 2NT P 3C P", "AK109.942.KJ7.K93", "4H",
     "a maximum with a club feature: game in hearts"),
    ("precision", "2H P", "AK109.942.KJ7.K93", "2NT",
     "Precision's weak 2♥ is answered the same way"),
    # --- Responder who finds the major fit through Stayman values the hand as dummy
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
    s = computer_call(hand, auction, system)
    assert s.call == Call.from_str(expected), f"{why}: got {s.call} ({s.meaning})"
