"""Responder in competition (issue 14, compete4): three positions the real deals showed.

Every expected call comes from the literature, cited at each position; none is copied from
the engine's output.  Sources:

- William S. Root, "Commonsense Bidding": responder's second bid as without the overcall
  where possible — a new suit by responder is forcing, 2NT (11–12) and 3NT (13+) with their
  suit stopped, the rebid of a six-card suit; with a minimum and nothing to add, pass;
- Larry Cohen, "To Bid or Not to Bid" (the law of total tricks): with eight trumps the two
  level is the limit of a partscore fight; with game values, bid the game;
- William S. Root and Richard Pavlicek, "Modern Bridge Conventions" (Unusual over unusual,
  defending against Michaels and the Unusual 2NT): over the two-suited cue bid responder's
  double shows values (10+ HCP) and interest in penalising at least one of their suits; the
  later doubles of their suits are for penalties; the cue bid of their suit is a limit raise
  or better.
"""
from __future__ import annotations

import pytest

from bridgelib import Call
from bridgelib.bidding import computer_call


ALL = ("sayc", "acol", "precision")

# (systems, auction from North, hand, the book's call, why)
POSITIONS = [
    # 1. 1x P 1y 1z P P — responder's second bid after the overcall and opener's pass.
    #    12 HCP, four hearts, a singleton spade: a new suit by responder, forcing (Root).
    (("sayc", "acol"), "1C P 1D 1S P P", "2.A987.AQ964.Q83", "2H",
     "12 HCP, four hearts: the new suit, forcing — not a pass with opening values"),
    (ALL, "1D P 1H 1S P P", "2.AJ87.Q93.AQ964", "2C",
     "12 HCP, five clubs: the new suit, forcing (Precision's 1♦ too)"),
    #    11 HCP, balanced, spades stopped: 2NT invites 3NT, as without the overcall (Root).
    (ALL, "1D P 1H 1S P P", "KJ10.Q1074.A63.J82", "2NT",
     "11 HCP balanced with a spade stopper: 2NT, invitational"),
    #    13 HCP, balanced, spades stopped: 3NT (Root: opening facing opening is game).
    (ALL, "1D P 1H 1S P P", "KJ10.AQ74.K63.J82", "3NT",
     "13 HCP balanced with a spade stopper: 3NT"),
    #    A six-card suit and a minimum: rebid it (Root).
    (("sayc", "acol"), "1C P 1H 1S P P", "K5.KJ9842.Q73.82", "2H",
     "six hearts, 9 HCP: rebids the suit"),
    #    A minimum with nothing to add: pass (Root).
    (ALL, "1D P 1H 1S P P", "83.K974.Q62.J843", "P",
     "6 HCP, no fit, no long suit, no stopper: pass"),
    # 2. 1x 2x — responder over the Michaels cue bid: 11 HCP, no fit for spades — double,
    #    the values and interest in penalising their hearts (Root & Pavlicek).
    (ALL, "1S 2S", "87.K765.KJ9.A1065", "X",
     "11 HCP, no fit, four of their hearts: double (unusual over unusual)"),
    (ALL, "1H 2H", "KJ82.74.AQ93.J65", "X",
     "12 HCP, no heart fit, four of their spades: double"),
    #    Over the unusual 2NT the same agreement (Root & Pavlicek, unusual over unusual): Acol
    #    too — the double shows 10+ HCP without a fit; the lower cue bid (their clubs) a limit
    #    raise or better of 1♥ (Acol: four-card support).
    (ALL, "1H 2NT", "KQ83.72.QJ95.K84", "X",
     "11 HCP, no heart fit: double, values and interest in penalising their minors"),
    (ALL, "1H 2NT", "A8.QJ87.K93.J652", "3C",
     "four hearts, 11 points: the lower cue bid, a limit raise or better in hearts"),
    #    The Michaels side after responder's raise (Cohen, the law of total tricks: nine trumps
    #    compete at the three level, ten at the four level; without a fit, pass).
    (ALL, "1H 2H 2S", "QJ43.5.Q8743.952", "3S",
     "four spades opposite Michaels' five: nine trumps, the three level"),
    (ALL, "1S 2S 3S", "5.QJ432.Q8743.95", "4H",
     "five hearts opposite Michaels' five: ten trumps, the four level"),
    (("sayc", "acol"), "1C 2C 3C", "843.J52.Q743.Q95", "P",
     "three cards in each major: no nine-card fit, pass"),
    (ALL, "1D 2NT 3D", "K82.J952.Q98.J96", "3H",
     "four hearts opposite the unusual 2NT's five (clubs and hearts over 1♦): nine trumps, the three level"),
    (ALL, "1D 2NT 3C", "K82.J9532.Q8.J96", "4H",
     "five hearts opposite the unusual 2NT's five: ten trumps, the four level"),
    #    Our cue-bid raise was met by their raise and opener passed: responder with far more
    #    than a limit raise bids the game — 3NT with both majors stopped (Root).
    (("sayc", "acol"), "1C 2C 2H 3H P P", "A8.A.J8652.AK972", "3NT",
     "18 HCP, both majors stopped: 3NT, not a pass"),
    (("sayc", "acol"), "1C 2C 2H 3H", "A8.A.J8652.AK972", "3NT",
     "opener with 18 HCP and both majors stopped over their raise: 3NT"),
    # 3. 1x P 1y 1z 2y 3z — their raise is above three of our suit: with invitational values
    #    or better responder bids the game opposite the raise (12–16) — Root's point count;
    #    with a minimum and eight trumps, the two level was our limit (Cohen).
    (("sayc", "acol"), "1D P 1H 1S 2H 3S", "Q62.Q762.962.AK6", "4H",
     "11 HCP, four trumps opposite the raise: 4♥ (no room to invite)"),
    (("sayc", "acol"), "1D P 1H 1S 2H 3S", "973.K863.Q84.J52", "P",
     "6 HCP, eight trumps: pass (the law of total tricks)"),
]


@pytest.mark.parametrize("systems, auction, hand, expected, why", POSITIONS)
def test_responder_in_competition(systems, auction, hand, expected, why):
    for system in systems:
        got = computer_call(hand, auction, system)
        assert got.call == Call.from_str(expected), (system, why, got.meaning)
