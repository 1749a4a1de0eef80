"""The defender who has passed, after the opponents have bid one suit and answered it with
a raise or 1NT: the takeout double, and partner's answer (issue 14).

Every expected call is worked out by hand from the books, not read from the engine.
Sources:

- Mike Lawrence, "The Complete Book on Takeout Doubles": a double of a suit the opponents
  have bid and raised (1♥ P 2♥ X), or of their 1NT response (1♠ P 1NT X), is for takeout,
  with the shape of a takeout double of the opening — short in their suit, support for the
  others — and opening values; partner answers in his best suit, the other major first,
  and jumps with the values to invite.
- Larry Cohen, "To Bid or Not to Bid": do not sell out to their two-level fit when the
  shape says our side has one too.
"""
import pytest

from bridgelib import Call, Hand
from bridgelib.bidding import suggest

SYSTEMS = ["sayc", "acol", "precision"]


@pytest.mark.parametrize("system", SYSTEMS)
@pytest.mark.parametrize("auction, hand, expected", [
    ("1H P 2H", "KJ94.9.AKT85.J74", "X"),    # 12 HCP, singleton heart (15 dummy points)
    ("1H P 2H", "K85.J7.KQ96.AT86", "X"),    # 13 HCP, doubleton heart, 3+ in the others
    ("1S P 1NT", "T4.AQ52.K963.KQ5", "X"),   # 14 HCP, doubleton spade, over their 1NT
    ("1H P 2H", "K85.J72.KQ96.AT8", "P"),    # three hearts: no takeout shape
    ("1H P 2H", "KJ94.9.QT85.J742", "P"),    # 7 HCP: too weak
])
def test_the_silent_defender_doubles_their_raised_major_for_takeout(system, auction, hand,
                                                                    expected):
    s = suggest(Hand.from_pbn(hand), auction, system)
    assert s.agreed, (s.reason, s.meaning)
    assert s.call == Call.from_str(expected), s.meaning


@pytest.mark.parametrize("system", SYSTEMS)
@pytest.mark.parametrize("auction, hand, expected", [
    ("1H P 2H X P", "QT84.975.Q842.J3", "2S"),   # 4 spades, 5 HCP: the other major, cheapest
    ("1H P 2H X P", "KQ84.975.A842.J3", "3S"),   # 4 spades, 10 HCP: the jump invites
    ("1H P 2H X P", "Q8.T975.Q842.J93", "3D"),   # four of their hearts, four diamonds
    ("1H P 2H X P", "Q83.T975.Q84.J93", "2S"),   # no four-card suit outside hearts: 2♠
    ("1S P 1NT X P", "85.T975.Q842.J93", "2H"),  # the unbid major first, at the two level
    ("1S P 1NT X P", "852.T97.Q842.J93", "2D"),  # no four-card major: the four-card diamonds
])
def test_advancer_names_his_best_suit(system, auction, hand, expected):
    s = suggest(Hand.from_pbn(hand), auction, system)
    assert s.agreed, (s.reason, s.meaning)
    assert s.call == Call.from_str(expected), s.meaning
