"""Opener after partner doubles a three-level (jump) overcall (1♥ 3♣ X P; issue 14).

Sources: [SAYC] the ACBL SAYC booklet — negative doubles through 2♠, so responder's double
of 3♣ is for penalties; [STD] Standard English Acol, *Dealing with intervention* — doubles
above 2♠ are for penalties.  Responder doubles with length in their suit or with values and
no natural bid, so opener leaves the double in; he takes it out only with a void in their
suit and a six-card suit of his own, the hand that defends worst.

Every expected call is worked out by hand (HCP in the comments), not read from the engine.
Precision plays the same defence over its 1♦/1♥/1♠ (its 1♣ is strong and artificial).
"""
import pytest

from bridgelib import Call, Hand
from bridgelib.bidding import suggest


@pytest.mark.parametrize("system", ["sayc", "acol", "precision"])
@pytest.mark.parametrize("auction, hand, expected", [
    ("1H 3C X P", "A6.QJT843.AK83.K", "P"),    # 4 + 3 + 7 + 3 = 17, a club: leave it in
    ("1D 3C X P", "A7.K76.8643.KQ73", "P"),    # 4 + 3 + 0 + 5 = 12, four clubs: defend
    ("1H 3C X P", "A6.QJT843.AK832.", "3H"),   # club void and six hearts: take it out
    ("1S 3H X P", "AKJ742..KQ3.J952", "3S"),   # heart void and six spades: 3♠
])
def test_opener_leaves_in_the_penalty_double_of_a_jump_overcall(system, auction, hand,
                                                                expected):
    s = suggest(Hand.from_pbn(hand), auction, system)
    assert s.agreed, (system, s.reason)
    assert s.call == Call.from_str(expected), (system, s.meaning)
