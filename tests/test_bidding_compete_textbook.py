"""Contested auctions (issue 14, helper compete): game values are not sold out in a partscore.

Every expected call comes from the literature, cited at each position; none is copied from
the engine's output.  Sources:

- William S. Root, "Commonsense Bidding": 26 points (25 with a fit) make a game; no-trump
  over an opponent's suit only with that suit stopped; nine tricks in no-trump come before
  eleven in a minor (3NT rather than five of a minor when their suit is stopped);
- Charles Goren, "Point Count Bidding": 26 points for game, 29 for five of a minor;
- Root, "Commonsense Bidding" (captaincy): once partner has placed the contract in game,
  do not pull it.
"""
from __future__ import annotations

import pytest

from bridgelib import Auction, Call
from bridgelib.auction import parse_calls
from bridgelib.bidding import computer_call


def _call(system: str, auction: str, hand: str):
    """What a computer seat calls: the system's rule where one covers the position, else
    the general principle."""
    return computer_call(hand, Auction("N", parse_calls(auction)), system)


# (systems, auction from North, hand, the book's call, why)
POSITIONS = [
    # 1. They opened 1♠, we overcalled 2♦ and partner's 3♣ showed six clubs and 10+ HCP (not
    #    forcing).  With 14 HCP the overcaller's side holds 24+ HCP — a game (Root, Goren);
    #    ♠A-Q-x-x stops their suit, so nine tricks in no-trump rather than eleven in clubs.
    (("sayc", "acol", "precision"), "1S 2D P 3C P", "AQ63.107.QJ1097.KQ", "3NT",
     "game values, their spades stopped: 3NT, not a pass of 3♣"),
    (("sayc", "acol", "precision"), "1S 2D P 3C P", "AJ63.K7.KJ1097.Q2", "3NT",
     "14 HCP opposite a 10+ three-level advance, ♠A-J-x-x: 3NT"),
    # 2. The same with 16 HCP: more than enough for game; 3NT (Root), not five of a minor
    #    (Goren: 29 points for eleven tricks).
    (("sayc", "acol", "precision"), "1S 2D P 3C P", "KJ63.A7.KQJ97.Q2", "3NT",
     "16 HCP, ♠K-J-x-x: game in no-trump"),
    # 3. They opened 1♣, we balanced 1♦, opener rebid 2♣ and partner raised to 2♦ (9+).  17
    #    HCP, six solid diamonds and a singleton: 29+ points together, a minor-suit game
    #    (Goren); with ♣6-5-2 their suit is not stopped, so not 3NT (Root) — five diamonds.
    (("sayc", "acol", "precision"), "1C P P 1D 2C 2D P", "A.K65.AKQJ72.652", "5D",
     "29+ points, a diamond fit, their clubs unstopped: 5♦, not a partscore"),
    #    The same with ♣Q-x-x: their suit is stopped, and nine tricks come before eleven —
    #    3NT (Root).
    (("sayc", "acol", "precision"), "1C P P 1D 2C 2D P", "A.K65.AKQJ72.Q62", "3NT",
     "game values, their clubs stopped: 3NT before five of a minor"),
    # 4. Partner has placed the contract in 3NT over our long clubs: the minor-suit game is
    #    not for us to choose (Root, captaincy) — pass.
    (("sayc", "acol", "precision"), "P P 1C P 1S P 2C P 3NT P", "6.AJ6.Q4.AKJ8763", "P",
     "partner chose 3NT: pass, do not pull to five of the minor"),
    # 5. Opener's jump shift (19+), our raise to 4♣, and opener's 5♣: partner has placed
    #    the game below the slam and past the ace ask; 10 HCP with a singleton is about 30
    #    together — short of the 33 of a small slam (Goren), and the captain has spoken
    #    (Root) — pass, not six by points.
    (("sayc", "acol"), "P P 1H P 1S P 3C P 4C P 5C P", "Q853.2.Q943.AQ74", "P",
     "partner's 5♣ is the game placed: pass"),
]


@pytest.mark.parametrize("systems, auction, hand, expected, why", POSITIONS,
                         ids=[f"{p[1]}|{p[2]}" for p in POSITIONS])
def test_contested_game_values(systems, auction, hand, expected, why):
    for system in systems:
        got = _call(system, auction, hand)
        assert got.call == Call.from_str(expected), (system, why, got.meaning)


@pytest.mark.parametrize("system", ["sayc", "acol", "precision"])
def test_the_pass_of_partners_3nt_over_our_long_minor_is_a_rule(system):
    # position 4 again: the pass is the system's own (Root, captaincy: partner chose 3NT
    # knowing our clubs), not the general principle's pass of no agreement
    from bridgelib.bidding import suggest
    s = suggest("6.AJ6.Q4.AKJ8763", "P P 1C P 1S P 2C P 3NT P", system)
    assert s.call.is_pass and s.agreed and "3NT" in s.meaning, s.meaning
