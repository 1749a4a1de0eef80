"""The player with six cards in a major accepts partner's invitation in the major, not in
3NT (issue 14; SAYC, shared by Acol and Precision: "Partner has invited game with three of
our suit").

After 1♥–2♣–2♥–3♣ (responder's three of a suit our side bid: an invitation) opener with
game values accepts.  With six hearts the heart game is the one to play: partner, who has
not raised, still holds two hearts on most hands — a 6-2 fit, where the long suit gives
its tricks and the ruffs (Root, "Commonsense Bidding": a six-card major is rebid and played
as trumps opposite two; ACBL SAYC booklet: opener's rebid of a six-card suit).  With five
hearts and the other suits held, 3NT as before.  Found on the benchmark's board 1873
(SAYC: 3NT went down, 4♥ makes) and 1736 (seven hearts, 3NT with a club void).

Every expected call comes from that reasoning; the hands are constructed to illustrate it.
"""
from __future__ import annotations

import pytest

from bridgelib import Auction, Call
from bridgelib.auction import parse_calls
from bridgelib.bidding import suggest


@pytest.mark.parametrize("system", ["sayc", "acol", "precision"])
@pytest.mark.parametrize("auction, hand, expected, why", [
    ("1H P 2C P 2H P 3C P", "J.KQT943.QT9.AQJ", "4H", "six hearts, 15 HCP: the heart game"),
    ("1H P 2C P 2H P 3C P", "J4.KQT94.QT9.AQJ", "3NT", "five hearts, all suits held: 3NT"),
    ("1H P 2D P 2H P 3D P", "A.KQJ854.K93.Q84", "4H", "six hearts, 15 HCP: the heart game"),
])
def test_six_card_major_accepts_in_the_major(system, auction, hand, expected, why):
    got = suggest(hand, Auction("N", parse_calls(auction)), system)
    assert got.call == Call.from_str(expected), (system, why, got.call, got.meaning)
