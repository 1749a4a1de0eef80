"""The takeout doubler's second call when responder bid a new suit, opener rebid and
partner passed (1♣ X 1♦ P 2♣; issue 14).

Responder's bid spared advancer the forced answer, so advancer's pass says little; the
doubler who bids again shows a hand too strong for the simple overcall or the 1NT overcall
he could have made at once.  Every expected call is worked out by hand from the books, not
read from the engine.  Sources:

- Mike Lawrence, "The Complete Book on Takeout Doubles": double first and then bid your own
  suit with a hand too strong for a simple overcall (about 17+ HCP and a good five-card
  suit); with a minimum double and nothing new to say, pass when partner has passed.
- Audrey Grant, "Competitive Bidding" (ACBL Bridge Series): the doubler's 1NT shows 18–19
  balanced (too strong for the 1NT overcall), 2NT 20–21.

Precision's 1♣ is strong and artificial, so the auctions opened 1♣ are checked in SAYC and
Acol only.
"""
import pytest

from bridgelib import Call, Hand
from bridgelib.bidding import suggest


def _check(hand, auction, system, expected):
    s = suggest(Hand.from_pbn(hand), auction, system)
    assert s.agreed, (system, s.reason, s.meaning)
    assert s.call == Call.from_str(expected), (system, s.meaning)


@pytest.mark.parametrize("systems, auction, hand, expected", [
    # ♠ K Q = 5, ♥ A K = 7, ♦ A = 4, ♣ K J = 4: 20 HCP, five spades — the big hand's suit
    (("sayc", "acol"), "1C X 1D P 2C", "KQT72.AK8.A86.KJ", "2S"),
    # 7 + 4 + 3 + 4 = 18 HCP and five spades: the suit at the one level
    (("sayc", "acol"), "1C X 1D P 1H", "AK762.AT4.K.KJ76", "1S"),
    # 6 + 4 + 5 + 4 = 19 HCP, 3-3-3-4, clubs, diamonds and hearts stopped: 1NT
    (("sayc", "acol"), "1C X 1D P 1H", "AQ5.KJ3.KQ2.KJ64", "1NT"),
    # 7 + 3 + 4 + 5 = 19 HCP and five spades over their diamonds and hearts
    (("sayc", "acol", "precision"), "1D X 1H P 2D", "AQJ84.K3.A2.KQ92", "2S"),
    # the same shape with 16 HCP (♣ Q for K Q): a minimum double, pass
    (("sayc", "acol", "precision"), "1D X 1H P 2D", "AQJ84.K3.A2.Q932", "P"),
    # 6 + 4 + 5 + 5 = 20 HCP, balanced, spades and diamonds stopped: 2NT
    (("sayc", "acol", "precision"), "1D X 1S P 2D", "AQ5.KJ3.KQ2.AJ64", "2NT"),
    # 13 HCP with both majors: the double has said it all
    (("sayc", "acol"), "1C X 1D P 2C", "KJ73.AQ84.K92.73", "P"),
])
def test_the_doubler_bids_again_only_with_the_big_hand(systems, auction, hand, expected):
    for system in systems:
        _check(hand, auction, system, expected)


# After responder's raise and advancer's pass (1♥ X 2♥ P P) the doubler with a big hand does
# not sell out: a second double with the shape for it (the system's rule), else his own
# five-card suit (Lawrence: double, then a suit, 17+) or no-trump with 19–21 balanced and
# their suit stopped (Grant); with length in their suit, partner is short there and weak:
# defend.
@pytest.mark.parametrize("system", ["sayc", "acol", "precision"])
@pytest.mark.parametrize("auction, hand, expected", [
    # 8 + 0 + 5 + 4 = 17 HCP, six spades, a singleton club (no shape for a second double)
    ("1H X 2H P P", "AKJ842.72.KQ52.A", "2S"),
    # 4 + 7 + 9 = 20 HCP, 3-4-3-3, A-10-x of spades: 2NT
    ("1S X 2S P P", "AT6.AK93.AKQ.642", "2NT"),
    # 3 + 4 + 5 + 6 = 18 HCP with four of their diamonds: defend
    ("1D X 2D P P", "K.A62.KQ86.AQ875", "P"),
])
def test_the_doubler_after_their_raise_and_partners_pass(system, auction, hand, expected):
    _check(hand, auction, system, expected)


# After responder's Jordan 2NT (a limit raise or better; the ACBL SAYC booklet: "2NT over a
# double shows a limit raise or better") advancer is freed from answering: he bids only a
# six-card suit (nine trumps with the double's three: the three level, Cohen), else passes.
# When opener signs off in three of his suit, the doubler is where he is after a raise to
# three: a second double with the shape and 17+, else pass.  Acol plays no Jordan 2NT.
@pytest.mark.parametrize("system", ["sayc", "precision"])
@pytest.mark.parametrize("auction, hand, expected", [
    ("1D X 2NT", "732.J83.9.KT9643", "3C"),           # 1 + 3 = 4 HCP and six clubs
    ("1D X 2NT", "Q732.J83.95.KT96", "P"),            # no six-card suit: pass
    ("1D X 2NT P 3D", "AQ64.KJ73.5.AK82", "X"),       # 6 + 4 + 7 = 17 HCP, a singleton diamond
    ("1D X 2NT P 3D", "KQ64.2.AQ7.AQJ82", "P"),       # 18 HCP but three diamonds: defend
])
def test_advancer_and_doubler_after_the_jordan_2nt(system, auction, hand, expected):
    _check(hand, auction, system, expected)
