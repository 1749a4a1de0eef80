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


def _check(hand, auction, system, expected):
    s = suggest(Hand.from_pbn(hand), auction, system)
    assert s.agreed, (system, s.reason, s.meaning)
    assert s.call == Call.from_str(expected), (system, s.meaning)


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
    _check(hand, auction, system, expected)


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
    _check(hand, auction, system, expected)


# The same double of their raised minor (1♦ P 2♦ X), and partner's answer: a major first,
# the jump with 8–10, game with 11+ (Lawrence, as above).  Precision's 1♣–2♣ is a strong
# club and a positive response, not a raised minor: its clubs are checked in SAYC and Acol.
@pytest.mark.parametrize("systems, auction, hand, expected", [
    # 5 + 6 + 2 = 13 HCP, a singleton diamond (16 dummy points), 3+ in every other suit
    (("sayc", "acol", "precision"), "1D P 2D", "AJ652.AQ4.3.Q865", "X"),
    # 9 + 3 = 12 HCP, a club void (17 dummy points), three hearts
    (("sayc", "acol"), "1C P 2C", "AKQ96.752.QJ432.", "X"),
    # 6 HCP and four spades: 2♠, the major at the cheapest level
    (("sayc", "acol", "precision"), "1D P 2D X P", "Q852.J73.84.K962", "2S"),
    # 5 + 1 + 4 = 10 HCP and four spades: the jump invites
    (("sayc", "acol", "precision"), "1D P 2D X P", "KQ52.J73.84.A962", "3S"),
    # 3 HCP, no four-card major, four diamonds: 2♦
    (("sayc", "acol"), "1C P 2C X P", "852.J73.Q984.962", "2D"),
])
def test_the_double_of_their_raised_minor_and_its_answer(systems, auction, hand, expected):
    for system in systems:
        _check(hand, auction, system, expected)


# Opener after the takeout double of partner's single raise (1♥ P 2♥ X): the law of total
# tricks (Cohen, "To Bid or Not to Bid") — nine trumps together the three level, eight the
# two level where the raise has put us; with game values opener bids game as without the
# double (the ACBL SAYC booklet: 19+ points; the losing-trick count, five losers).
@pytest.mark.parametrize("systems, auction, hand, expected", [
    # 3 + 9 + 4 = 16 HCP, five diamonds and the raise's four (the system's 1♦–2♦): nine — 3♦
    (("sayc",), "1D P 2D X", "K.T65.AKQ54.KJ97", "3D"),
    # 3 + 7 + 4 = 14 HCP, six hearts and the raise's three: nine — 3♥
    (("sayc", "acol", "precision"), "1H P 2H X", "K5.AQT843.KJ3.62", "3H"),
    # 16 HCP, five hearts and three: eight — pass (17 points, six losers: no game)
    (("sayc", "acol", "precision"), "1H P 2H X", "K5.AQT84.KJ3.Q62", "P"),
    # 9 + 4 + 5 + 2 = 20 HCP and five spades: 21 points — game
    (("sayc",), "1S P 2S X", "AKQ84.A5.KQ3.Q62", "4S"),
])
def test_opener_after_the_double_of_the_raise(systems, auction, hand, expected):
    for system in systems:
        _check(hand, auction, system, expected)


# The doubler of their raise after partner's forced two-level answer (0–7): the raise of a
# simple advance, as after a direct double (Goren's dummy points: 16–18 invite, 19+ game).
@pytest.mark.parametrize("system", SYSTEMS)
@pytest.mark.parametrize("hand, expected", [
    ("KJ94.9.AKT85.J74", "P"),    # 4 + 7 + 1 = 12 HCP + 3 for the singleton: 15 — pass
    ("KJ94.9.AKT85.Q74", "3S"),   # 13 HCP + 3 = 16: invites
    ("KJ94.9.AKT85.AQ4", "4S"),   # 17 HCP + 3 = 20: game
])
def test_the_doubler_raises_the_forced_answer_with_extras(system, hand, expected):
    _check(hand, "1H P 2H X P 2S P", system, expected)
