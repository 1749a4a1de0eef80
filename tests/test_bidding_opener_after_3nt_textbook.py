"""Opener after responder's 3NT over opener's second suit (1♦ P 1♥ P 2♣ P 3NT P; issue 14).

Responder's 3NT places the contract, but a strong opener still counts the slam: Root
("Commonsense Bidding", slam bidding) wants 33 HCP together for a small slam, and a 4NT with
no suit agreed is quantitative (the ACBL SAYC booklet reads 4NT after no-trump so), inviting
six when the two hands may hold 33.  Expected calls are worked out by hand, not read from the
engine.
"""
import pytest

from bridgelib import Call, Hand
from bridgelib.bidding import suggest


@pytest.mark.parametrize("system, auction, hand, expected", [
    # Acol: 4 + 2 + 7 + 4 = 17 HCP; responder's 3NT shows 13+, and with 16+ he would have
    # looked for slam himself, so 13–15: 30–32 together, 33 not excluded — the quantitative
    # 4NT (the invitation responder accepts at the top of his range)
    ("acol", "1D P 1H P 2C P 3NT P", "A3.Q5.AK942.A964", "4NT"),
    # 3 + 7 + 2 + 8 = 20 HCP after a reverse: responder's 3NT shows 8+, about 28–30
    # together — pass
    ("sayc", "1C P 1D P 2H P 3NT P", "K.AK32.Q7.AKJ643", "P"),
    ("acol", "1C P 1D P 2H P 3NT P", "K.AK32.Q7.AKJ643", "P"),
])
def test_the_strong_opener_counts_the_slam_after_responders_3nt(system, auction, hand,
                                                                expected):
    s = suggest(Hand.from_pbn(hand), auction, system)
    assert s.agreed, (system, s.reason)
    assert s.call == Call.from_str(expected), (system, s.meaning)
