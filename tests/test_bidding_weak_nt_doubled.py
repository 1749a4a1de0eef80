"""Acol: our weak no-trump doubled for penalties.

Source: the English Acol texts on the weak no-trump (e.g. the "Standard English" Acol of
the English Bridge Union and Bird's Acol books): over a penalty double of 1NT (12–14)
responder's two-level suit bids are weak take-outs, to play, in a five-card suit;
redouble shows the balance of power (about 9+ HCP: opener's 12–14 makes 21 or more
together) and promises to double the opponents' escape; with neither, responder passes.
The no-trump opener does not run: responder, who knows more, has chosen.  The doubler's
partner, after the redouble, escapes with a weak hand into its longest suit.
Each expected call is worked out from those rules by hand.
"""

from __future__ import annotations

import pytest

from bridgelib import Call
from bridgelib.bidding import explain, suggest

CASES = [
    ("1NT X", "9742.J6432.T2.93", "2H", "2 HCP and five hearts: the weak takeout"),
    ("1NT X", "T2.93.Q8752.J742", "2D", "3 HCP and five diamonds: rescue into 2♦"),
    ("1NT X", "K42.J63.QT2.K932", "XX", "9 HCP: redouble, our side holds the balance"),
    ("1NT X", "AQ4.K63.QT2.J932", "XX", "12 HCP: redouble"),
    ("1NT X", "J42.863.QT2.K832", "P", "6 HCP and no five-card suit: leave it (0–3 HCP would run, English Bridge June 2019)"),
    ("1NT X P P", "KJ4.Q63.AT2.Q932", "P", "the opener does not run"),
    ("1NT X 2H P", "KJ4.Q6.AT32.Q932", "P", "the weak takeout is to play"),
    ("1NT X XX", "9742.J6432.T2.93", "2H", "the doubler's partner, weak: escape to the long suit"),
]


@pytest.mark.parametrize("auction,hand,expected,why", CASES,
                         ids=[f"{c[0]}:{c[1]}" for c in CASES])
def test_acol_weak_no_trump_doubled(auction, hand, expected, why):
    s = suggest(hand, auction, "acol")
    assert s.agreed, (why, s.reason)
    assert s.call == Call.from_str(expected), f"{why}: got {s.call} ({s.meaning})"


def test_the_weak_takeout_reads_as_weak_and_to_play():
    ex = explain("1NT X 2H", "acol")
    assert ex[2].shows["hcp"] == (None, 8)
    assert "to play" in ex[2].meaning
