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
from bridgelib.bidding import computer_call, forcing


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


# Acol's 2♣ – 2♦ – 2NT is 23–24 (a 2NT opening is 20–22): the same balanced hand, two points
# stronger, and responder answers it with Stayman and transfers as he answers the 2NT opening
# (bidandmade.com, "Balanced, 20+ points": 2♣ then 2NT is 23–24, and over 2NT "the usual
# systems such as Stayman, Transfers"); the SAYC booklet says so for its 22–24.  Found on a
# real deal of the humans benchmark: 2♣–2♦–2NT–3NT with six hearts, the experts in 4♥.
@pytest.mark.parametrize("system", ["sayc", "acol"])
@pytest.mark.parametrize("auction, hand, expected, why", POSITIONS)
def test_the_2nt_rebid_is_answered_as_a_2nt_opening(system, auction, hand, expected, why):
    got = computer_call(hand, Auction("N", parse_calls(auction)), system)
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


# A five-card major and game values: the La Jolla Unit's teaching points ("systems on"
# after partner's 2NT over a weak two — the three-level bids look for the major fit, and
# they force to game). Here, as over the 1NT overcall, the major is bid naturally: three
# of it, forcing, and the overcaller raises with three cards or bids 3NT. Found on a real
# deal of ``bench_bidding_humans.py``: 2♦ P P 2NT P, advancer T942.KQ764.7.K42 bid 3NT,
# the experts played the major game.
FIVE_CARD_MAJOR = [
    # T942 = 0, KQ764 = 5, 7 = 0, K42 = 3: 8 HCP and five hearts
    ("sayc", "2D P P 2NT P", "T942.KQ764.7.K42", "3H", "five hearts, 8 HCP: forcing"),
    ("acol", "2D 2NT P", "T942.KQ764.7.K42", "3H", "five hearts, 8 HCP: forcing"),
    # KQ764 = 5, 942 = 0, 7 = 0, K742 = 3: 8 HCP and five spades over their hearts
    ("precision", "2H 2NT P", "KQ764.942.7.K742", "3S", "five spades, 8 HCP: forcing"),
    # the overcaller: AK87 = 7, J52 = 1, AQ3 = 6, A95 = 4: 18 HCP, three hearts — the fit
    ("sayc", "2D P P 2NT P 3H P", "AK87.J52.AQ3.A95", "4H", "three hearts: game in the fit"),
    # AK87 = 7, J5 = 1, AQ32 = 6, A95 = 4: 18 HCP, two hearts — no fit, their ♦ stopped
    ("sayc", "2D 2NT P 3H P", "AK87.J5.AQ32.A95", "3NT", "two hearts: 3NT"),
]


@pytest.mark.parametrize("system, auction, hand, expected, why", ADVANCING_2NT + FIVE_CARD_MAJOR)
def test_advancing_the_2nt_overcall_of_a_weak_two(system, auction, hand, expected, why):
    got = computer_call(hand, Auction("N", parse_calls(auction)), system)
    assert got.call.pbn() == expected, (
        f"{system}: {hand} after {auction}: expected {expected} ({why}), got {got.call.pbn()} — {got.meaning}")
    assert got.agreed


def test_the_five_card_major_opposite_the_2nt_overcall_forces_to_game():
    for auction in ("2D P P 2NT P 3H P", "2H 2NT P 3S P"):
        assert forcing(Auction("N", parse_calls(auction)), "sayc") == "game", auction
