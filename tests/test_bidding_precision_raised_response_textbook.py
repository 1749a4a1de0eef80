"""Precision: game in the agreed major where the system bid 3NT (issue 14) — the two-level
responder after opener raises the response, and the strong 1♣ opener with six cards in the
major after the positive 1NT responder's 3NT (benchmark boards 5 and 1857); and the strong
opener's Stayman over the positive 1NT with an unbalanced hand (boards 504, 823, 1891).

1♠–2♥ shows five or more hearts and 11+ HCP (C.C. Wei, "Precision Bidding System": a new
suit at the two level by an unpassed hand, 11+; 2♥ over 1♠ five cards); opener's 3♥ raise
agrees the suit with three or more — an eight-card fit at least.  With game values (13+
HCP opposite 11–15) responder bids the game in the agreed major: Root, "Commonsense
Bidding" — with an eight-card major fit, play the major game rather than 3NT.  Found on the
benchmark's boards 177 and 757, where the system's own situation bid 3NT over the raise and
the heart game was the better contract.

Every expected call comes from that reasoning; the hands are constructed to illustrate it.
"""
from __future__ import annotations

import pytest

from bridgelib import Auction, Call
from bridgelib.auction import parse_calls
from bridgelib.bidding import suggest


CASES = [
    # -- 1♠–2♥–3♥: the two-level responder after opener's raise
    # 13 HCP, five hearts, a singleton spade: the raise agreed hearts — game in hearts
    ("1S P 2H P 3H P", "Q.T8542.A9875.AK", "4H", "eight-card heart fit, game values"),
    # 15 HCP with two spades: still the agreed hearts, not 3NT
    ("1S P 2H P 3H P", "84.AK732.A862.A4", "4H", "eight-card heart fit, game values"),
    # 12 HCP: opposite 11–15 the raise leaves no game — pass, as before
    ("1S P 2H P 3H P", "84.AK732.Q862.K4", "P", "11-12 HCP opposite the raise"),
    # a minor raised (1♥–2♣–3♣) with two hearts: 3NT, as before — the fit is a minor's
    ("1H P 2C P 3C P", "KQ4.84.AJ5.KJ742", "3NT", "minor fit, no major fit: 3NT"),
    # -- the strong 1♣ opener with a six-card major after 1♣–1NT (positive, 8–13
    # balanced)–2M–3NT: responder would have raised with three (Wei: the positive 1NT
    # raises opener's suit with three-card support), so 3NT shows two — opposite six, an
    # eight-card fit: Root, a six-card major plays in the major.  With five, 3NT stands.
    ("1C P 1NT P 2H P 3NT P", "A93.KJT653.AK8.Q", "4H", "six hearts opposite two"),
    ("1C P 1NT P 2S P 3NT P", "KQJ853.A4.AQ5.K2", "4S", "six spades opposite two"),
    ("1C P 1NT P 2H P 3NT P", "A93.KJT65.AK83.Q", "P", "five hearts: 3NT stands"),
    # -- the strong opener's Stayman over the positive 1NT is for any hand with a
    # four-card major and no five-card one (Wei: 2♣ over the 1NT positive asks for a major,
    # the auction already forced to game): a 1-4-5-3 nineteen count finds the 4-4 heart
    # fit that the jump to 3♦ hid (board 1891: 3♦–3NT, 6♥ made).  With no major fit opener
    # then shows a five-card minor at the three level, still forcing, and the minor is
    # raised or 3NT bid as over the direct 3♦ (board 823: 6♥ reached instead of 4NT).
    ("1C P 1NT P", "K.KJ85.AQJ42.KQT", "2C", "unbalanced, four hearts: Stayman"),
    ("1C P 1NT P", "KQ8.KJ5.AQJ42.KT", "3NT", "balanced 19, no four-card major: 3NT"),
    ("1C P 1NT P", "K.KJ8.AQJ42.KQT5", "3D", "no four-card major: the five-card minor"),
    ("1C P 1NT P 2C P 2H P", "K.KJ85.AQJ42.KQT", "4H", "the 4-4 heart fit"),
    ("1C P 1NT P 2C P 2D P", "K.KJ85.AQJ42.KQT", "3D", "no major fit: the five diamonds"),
    ("1C P 1NT P 2C P 2D P", "AQ84.KJ5.AQ4.KT2", "3NT", "balanced, no major fit: 3NT"),
    ("1C P 1NT P 2C P 2D P 3D P", "743.A2.KT95.A965", "4D", "four diamonds: the minor fit"),
    ("1C P 1NT P 2C P 2D P 3D P", "743.AQ2.K95.A965", "3NT", "three diamonds: no-trump"),
]


@pytest.mark.parametrize("auction, hand, expected, why", CASES,
                         ids=[f"{c[0]}:{c[1]}" for c in CASES])
def test_precision_plays_the_major_game_the_auction_found(auction, hand, expected, why):
    got = suggest(hand, Auction("N", parse_calls(auction)), "precision")
    assert got.call == Call.from_str(expected), (why, got.call, got.meaning)
