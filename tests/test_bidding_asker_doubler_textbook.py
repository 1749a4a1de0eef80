"""Captains who used to fall silent (issue 14): the feature asker, the weak two's partner after
his forcing new suit, and the strong doubler.

Every expected call comes from the literature, cited at each position; none is copied from
the engine's output.  Both positions were found on the real deals of
``benchmarks/bench_bidding_humans.py``, where the computer passed and the experts bid game.
Sources:

- ACBL, "SAYC System Booklet" (weak two bids): 2NT is the only forcing response and asks
  opener to show a feature (an ace or king) with a maximum, or to rebid the suit with a
  minimum.  The asker is the captain: he has learned what he asked and places the contract.
  William S. Root & Richard Pavlicek, "Modern Bridge Conventions" (the feature and Ogust
  asks): with a fit and the maximum shown, the asker bids game; opposite a minimum he
  signs off in three of the suit.  The same ask over partner's weak jump overcall is read
  the same way.
- The same booklet: a new suit in response to a weak two is forcing one round; opener raises
  it with support or rebids his suit.  The weak two's partner is the captain (William S.
  Root, "Commonsense Bidding": the preemptor has described his hand; partner decides): with
  opener's raise of a major he bids game; with a doubleton in opener's six-card major the
  eight-card fit at the four level is game, where the minor needs eleven tricks; without a
  fit and without more than the new suit promised (15 HCP) he stops.
- Mike Lawrence, "The Complete Book on Takeout Doubles": when opener bids again after the
  advance, a minimum doubler is freed from bidding and passes; a double followed by a bid
  of one's own suit shows a hand too strong for an overcall; with support for the advance
  and extra values the doubler raises.
"""
from __future__ import annotations

import pytest

from bridgelib.bidding import computer_call


# (systems, auction from North, hand, the book's call, why)
ASKER = [
    # Over the weak two: the maximum with a feature and support opposite 16+ — game.
    (("sayc",), "2S P 2NT P 3D P", "AJ3.KJ53.T6.AKQ4", "4S",
     "maximum with the diamond feature, three spades, 17 HCP: game"),
    (("sayc",), "2H P 2NT P 3C P", "KQ4.A8.AQJ5.Q832", "4H",
     "maximum with the club feature, two hearts, 18 HCP: game"),
    # ... and a minimum: sign off in three.
    (("sayc",), "2S P 2NT P 3S P", "AJ3.KJ53.T6.AKQ4", "Pass",
     "opener's minimum: three spades is the contract"),
    # Over partner's weak jump overcall (the ask shows 15+): the same.
    (("sayc", "acol", "precision"), "1H 2S P 2NT P 3D P", "AJ3.J753.T6.AKQ4", "4S",
     "the overcaller's maximum with a diamond feature, three spades, 15 HCP: game"),
    (("sayc", "acol", "precision"), "1H 2S P 2NT P 3S P", "AJ3.J753.T6.AKQ4", "Pass",
     "the overcaller's minimum: three spades is the contract"),
    (("sayc", "acol", "precision"), "1C 2D P 2NT P 3H P", "AQ4.K52.Q73.KJ96", "3NT",
     "a minor-suit overcall with a maximum and the clubs stopped: 3NT"),
]

WEAK_TWO_CAPTAIN = [
    (("sayc",), "2S P 3D P 4D P", "62.A9.AK863.A987", "4S",
     "a doubleton spade opposite the six-card weak two: four of the major, not five of the minor"),
    (("sayc",), "2H P 2S P 3S P", "AKJ74.32.AQ5.K84", "4S",
     "opener raised the new major: game"),
    (("sayc",), "2H P 3C P 3H P", "A4.2.AKQ4.KQJ962", "3NT",
     "no heart fit, 19 HCP, the other suits stopped: 3NT"),
    (("sayc",), "2S P 3D P 3S P", "J2.K3.AKJ974.K32", "Pass",
     "no fit found and only the 15 HCP the new suit promised: pass"),
]

DOUBLER = [
    # 1♠ (X) P (2♣) 2♠: opener's rebid has freed the doubler.
    (("sayc", "acol", "precision"), "1S X P 2C 2S", "74.AQ63.KJ52.Q42", "Pass",
     "a minimum takeout double (12 HCP, three clubs): opener's bid has freed the doubler — pass"),
    (("sayc", "acol", "precision"), "1S X P 2C 2S", "7.AKQJ5.AK52.K42", "3H",
     "20 HCP and five hearts: double, then bid the suit — too strong to overcall"),
    (("sayc", "acol", "precision"), "1S X P 2C 2S", "7.AK63.AQ52.KJ42", "3C",
     "four clubs and 17 points counting the singleton: raise the advance"),
]


@pytest.mark.parametrize("systems, auction, hand, expected, why", ASKER + WEAK_TWO_CAPTAIN + DOUBLER)
def test_captain_places_the_contract(systems, auction, hand, expected, why):
    for system in systems:
        got = computer_call(hand, auction, system)
        assert got.call.pbn() == expected, (
            f"{system}: {hand} after {auction}: expected {expected} ({why}), got "
            f"{got.call.pbn()} — {got.meaning}")
        assert got.agreed, f"{system}: {hand} after {auction}: {got.call.pbn()} is no agreement"
