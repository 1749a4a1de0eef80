"""Acol: slam after Stayman finds a four-card major fit opposite the weak (12–14) no-trump.

Expected calls are the books', not the engine's output:

- Goren, "Point Count Bidding": 33 points for a small slam, 37 for a grand, distribution
  counted once the fit is known (a singleton 3, a doubleton 1 in the short-trump hand) — a
  slam try with about 31–32;
- Root, "Commonsense Bidding" (cue-bids): once the trump suit is agreed — Stayman's answer
  and responder's four cards agree it — a new suit at the four level is a control bid, the
  cheapest first-round control first; partner with a minimum signs off in the agreed suit;
- Klinger, "Guide to Better Acol Bridge": Acol's no-trump is 12–14, so every total counts
  from partner's 13 where SAYC counts from 16, and the control bids are SAYC's.
"""

import pytest

from bridgelib.bidding import suggest
from bridgelib.hand import Hand


def _call(hand: str, auction: str) -> str:
    s = suggest(hand, auction, "acol")
    assert s.agreed, (hand, auction, s.meaning)
    return "P" if s.call.is_pass else s.call.pbn()


@pytest.mark.parametrize("hand, auction, want", [
    # 17 HCP (AK5 7, AQ95 6, A952 4) and a doubleton: 18 points opposite 13 — about 31, a
    # slam try; no club control (73), so the ♦ ace is the cheapest first-round control
    ("A952.AK5.AQ95.73", "P 1NT P 2C P 2S P", "4D"),
    # the same with the hearts: the ♣ ace is the cheapest control
    ("AK5.A952.73.AQ95", "1NT P 2C P 2H P", "4C"),
    # 22 HCP and four trumps: 33 or more opposite 12–14 — the small slam
    ("AK98.AQ5.KQ95.A3", "1NT P 2C P 2S P", "6S"),
    # 28 HCP: 40 or more together, no ace missing — the grand slam
    ("AKQ8.AK5.AKQ5.K3", "1NT P 2C P 2S P", "7S"),
    # 13 HCP and a singleton: 16 opposite 13 is about 29 — game only (opposite SAYC's 15–17
    # this hand makes a slam try)
    ("KQ98.K976.AJ52.5", "1NT P 2C P 2S P", "4S"),
])
def test_responder_after_stayman_fit_opposite_weak_nt(hand, auction, want):
    assert len(Hand.from_pbn(hand)) == 13
    assert _call(hand, auction) == want


def test_minimum_opener_signs_off_over_the_control_bid():
    # 12 HCP (AQT 6, KT864 3, Q43 2, J8 1), a minimum weak no-trump: back to 4♠
    hand = "KT864.Q43.J8.AQT"
    assert len(Hand.from_pbn(hand)) == 13
    assert _call(hand, "P 1NT P 2C P 2S P 4D P") == "4S"
