"""Four SAYC positions (shared by Acol and Precision through ``same_as``) and Acol's answer
to opener's 2NT after a two-level response (issue 14, helper shared3).

Every expected call comes from the literature, cited at each position; none is copied from
the engine's output.  Sources:

- William S. Root, "Commonsense Bidding": opener with a strong hand (17+) does not sell out
  at the two level when the opponents come in after partner's pass — he doubles (partner
  bids his best suit, or passes with their suit); with length in their suit the double is
  still the strong hand's call (a pass would leave 17+ HCP unshown);
- Larry Cohen, "To Bid or Not to Bid": when the opponents raise their overcall and stop at
  the two or three level, the hand with the balance of power competes (doubles), and the
  partner with trumps in their suit passes the double for penalties;
- Ron Klinger, "Basic Acol" / "Acol Bidding": 33 points together for a small slam, 4NT
  over partner's natural no-trump is quantitative (not Blackwood); opposite opener's
  15–16 2NT rebid, 18+ bids 6NT and 16–17 invites with 4NT.
"""
from __future__ import annotations

import pytest

from bridgelib import Call
from bridgelib.bidding import computer_call


# (systems, auction from North, hand, the book's call, why)
POSITIONS = [
    # 1. Partner passed the opening; they balance at the two level.  19 HCP with K-Q-10-9 of
    #    their suit: too strong to sell out — double (Root; Cohen).
    (("sayc", "acol"), "1S P P 2D", "AQ102.A105.KQ109.KJ", "X",
     "19 HCP with length in their suit: the strong hand doubles rather than sell out"),
    # 2. They raise their overcall after partner's pass; opener holds 18 HCP and no long
    #    suit: double rather than sell out (Cohen; Root).
    (("acol",), "1H 2C P 3C", "AJ6.A842.AKJ8.J7", "X",
     "18 HCP over the raised overcall: competitive double"),
    (("sayc",), "1D 1S P 2S", "AJ6.AK84.AKJ8.J7", "X",
     "19 HCP over the raised overcall: competitive double"),
    # Partner of the doubler with trumps in their suit passes for penalties (Cohen); without
    # them bids the cheapest four-card suit.
    (("sayc", "acol"), "1H 2C P 3C X P", "9542.T3.J96.KJ92", "P",
     "K-J-9-x of their clubs: penalty pass of the competitive double"),
    (("sayc", "acol"), "1D 1S P 2S X P", "95.T652.J964.Q93", "3H",
     "four hearts and a weak hand: the cheapest natural bid"),
    # 4. Acol: opener's 2NT after a two-level response shows 15–16 (Klinger): 18 balanced
    #    makes 33 — 6NT; 16–17 invites with a quantitative 4NT.
    (("acol",), "1H P 2C P 2NT P", "AK5.Q2.K75.AQ543", "6NT",
     "18 HCP balanced opposite 15–16: 33+ together, small slam"),
    (("acol",), "1H P 2C P 2NT P", "AQ5.Q2.K75.AQ543", "4NT",
     "17 HCP balanced opposite 15–16: quantitative 4NT"),
]


@pytest.mark.parametrize("systems,auction,hand,expected,why", POSITIONS)
def test_textbook_positions(systems, auction, hand, expected, why):
    for system in systems:
        got = computer_call(hand, auction, system)
        assert got.call == Call.from_str(expected), (system, why, got.meaning)
