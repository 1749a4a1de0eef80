"""Acol: the protective seat over the opponents' weak 1NT (12–14) — the balancing overcall
and its advance.

- [Magee] Bernard Magee, "Better Bidding: Landy Defence to 1NT" (English Bridge): over a
  1NT opening 2♦/2♥/2♠ are natural overcalls; a change of suit by the advancer of an
  overcall is natural and not forcing.
- [EBU] the EBU's "Standard English Acol" Foundation Level System File, Section C 1.2.4: a
  new suit opposite an overcall needs a good suit (six cards, or five very good ones).
- [EBU] Section C 1.1: an overcall at the two level needs 10+ HCP and a very good five-card
  (or reasonable six-card) suit (here: three of A K Q J 10) — in the protective seat over the
  weak no-trump that holds vulnerable too (a five-card suit with fewer honours still balances
  only when not vulnerable: tests/test_bidding_acolnt_textbook.py): partner, who passed
  1NT, may hold the values we lack.  With two five-card suits the higher is bid first.
- The count: after 1NT (12–14) – pass – pass – 2♥ – pass, the advancer who passed 1NT holds
  up to 14 HCP; with a five-card suit of his own, values and at most two of the overcaller's
  suit, the misfit is better played in his suit, bid at the two level (not forcing).

Each expected call is worked out by hand (HCP counted in the comments, 13 cards checked).
"""

from __future__ import annotations

import pytest

from bridgelib import Call, Hand
from bridgelib.bidding import suggest
from bridgelib.table import Vulnerability

OVERCALLS = [
    # hand, expected, why (all vulnerable: the shared five-card rule is for non-vulnerable only)
    ("AQT85.K42.J73.Q6", "2S",
     "A Q=6, K=3, J=1, Q=2: 12 HCP, five spades with A Q 10 (three honours) — a two-level overcall [EBU]"),
    ("K42.KQJ76.A83.95", "2H",
     "K=3, K Q J=6, A=4: 13 HCP, five hearts with K Q J — 2♥ [EBU]"),
    ("KQT76.5.AQJ84.73", "2S",
     "K Q=5, A Q J=7: 12 HCP, five-five in spades (K Q 10) and diamonds — the higher first [EBU]"),
    ("Q4.K73.AKT96.J82", "2D",
     "Q=2, K=3, A K=7, J=1: 13 HCP, five diamonds with A K 10 — 2♦ [Magee: natural]"),
]


@pytest.mark.parametrize("hand,expected,why", OVERCALLS, ids=[c[0] for c in OVERCALLS])
def test_acol_protective_overcall_of_the_weak_no_trump_vulnerable(hand, expected, why):
    assert len(Hand.from_pbn(hand).cards) == 13
    s = suggest(hand, "1NT P P", "acol", vulnerability=Vulnerability.BOTH)
    assert s.agreed, (why, s.reason)
    assert s.call == Call.from_str(expected), f"{why}: got {s.call} ({s.meaning})"


ADVANCES = [
    # auction, hand, expected, why
    ("1NT P P 2H P", "KQ985.7.A932.864", "2S",
     "K Q=5, A=4: 9 HCP, five spades and a singleton heart — natural 2♠, not forcing [Magee] [EBU]"),
    ("1NT P P 2H P", "AJ976.J4.K85.Q73", "2S",
     "A J=5, J=1, K=3, Q=2: 11 HCP, five spades, two hearts — 2♠ [Magee]"),
    ("1NT P P 2D P", "KJ4.AQ976.82.963", "2H",
     "K J=4, A Q=6: 10 HCP, five hearts, two diamonds — 2♥ [Magee]"),
]


@pytest.mark.parametrize("auction,hand,expected,why", ADVANCES, ids=[f"{a}:{h}" for a, h, _, _ in ADVANCES])
def test_acol_advancer_of_the_protective_overcall_bids_his_own_five_card_suit(auction, hand, expected, why):
    assert len(Hand.from_pbn(hand).cards) == 13
    s = suggest(hand, auction, "acol")
    assert s.agreed, (why, s.reason)
    assert s.call == Call.from_str(expected), f"{why}: got {s.call} ({s.meaning})"
