"""No-trump bids that were left without answers (issue 14): after 2♣ – 2♦ – 2NT (22–24) the
2NT rebid is answered as a 2NT opening; the 2NT overcall of a weak two is advanced.

Every expected call comes from the literature; none is copied from the engine's output.
Source: ACBL, "SAYC System Booklet" (strong 2♣): after 2♣ – 2♦ – 2NT the responses are the
same as over a 2NT opening — 3♣ Stayman, 3♦ and 3♥ Jacoby transfers.  A responder with
nothing and a six-card major transfers and passes: three of the major plays better than
2NT.  Found on the real deals of ``benchmarks/bench_bidding_humans.py``, where the computer
passed 2NT with six hearts and the experts played 4♥.
"""
from __future__ import annotations

import pytest

from bridgelib import Auction
from bridgelib.auction import parse_calls
from bridgelib.bidding import computer_call


# (auction from North, hand, the book's call, why)
POSITIONS = [
    ("2C P 2D P 2NT P", "43.JT9754.T3.JT5", "3D", "six hearts, 2 HCP: the transfer"),
    ("2C P 2D P 2NT P 3D P 3H P", "43.JT9754.T3.JT5", "Pass", "nothing more: three hearts"),
    ("2C P 2D P 2NT P", "KJ74.Q63.852.J43", "3C", "four spades, 7 HCP: Stayman"),
    ("2C P 2D P 2NT P", "QJ852.73.T64.J82", "3H", "five spades, 4 HCP: the transfer"),
    ("2C P 2D P 2NT P 3H P 3S P", "QJ852.73.T64.J82", "3NT", "exactly five spades: choice of games"),
    ("2C P 2D P 2NT P 3D P", "Q65.KQ6.AKQ.AK82", "3H", "opener completes the transfer"),
    ("2C P 2D P 2NT P 3C P", "AQ65.KQ6.AKQ.AK8", "3S", "opener shows his four spades"),
    ("2C P 2D P 2NT P", "J73.T98.8642.T97", "Pass", "1 HCP, no long major: 2NT"),
]


@pytest.mark.parametrize("auction, hand, expected, why", POSITIONS)
def test_the_2nt_rebid_is_answered_as_a_2nt_opening(auction, hand, expected, why):
    got = computer_call(hand, Auction("N", parse_calls(auction)), "sayc")
    assert got.call.pbn() == expected, (
        f"{hand} after {auction}: expected {expected} ({why}), got {got.call.pbn()} — {got.meaning}")
    assert got.agreed


# The 2NT overcall of a weak two (15–18, ACBL "SAYC System Booklet"), direct or in the
# balancing seat: advancer raises to game with the values a 1NT opening's partner would
# need one level lower (8+ opposite 15–18 makes the 25 of 3NT), bids game in a six-card
# major with a little, and otherwise passes.
ADVANCING_2NT = [
    ("sayc", "2H 2NT P", "KJ4.983.K96.Q875", "3NT", "9 HCP opposite 15–18: game"),
    ("acol", "2H 2NT P", "KJ4.983.K96.Q875", "3NT", "9 HCP opposite 15–18: game"),
    ("sayc", "2S P P 2NT P", "43.KQT964.J72.83", "4H", "six hearts and 6 HCP: game in the major"),
    ("precision", "2S P P 2NT P", "43.KQT964.J72.83", "4H", "six hearts and 6 HCP: game in the major"),
    ("sayc", "2H 2NT P", "43.872.J72.QT832", "Pass", "3 HCP: no game"),
]


@pytest.mark.parametrize("system, auction, hand, expected, why", ADVANCING_2NT)
def test_advancing_the_2nt_overcall_of_a_weak_two(system, auction, hand, expected, why):
    got = computer_call(hand, Auction("N", parse_calls(auction)), system)
    assert got.call.pbn() == expected, (
        f"{system}: {hand} after {auction}: expected {expected} ({why}), got {got.call.pbn()} — {got.meaning}")
    assert got.agreed
