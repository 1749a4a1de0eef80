"""Game decisions (issue 14): responder's second bid values the hand with its long suit.

Every expected call comes from the literature, cited at each position; none is copied from
the engine's output.  Source:

- Audrey Grant, "Bidding Basics" (ACBL Bridge Series): the hand is valued in points — high
  card points plus length points, one for each card over four in a suit; responder's second
  bid is by the same ranges as the first — 6–10 points a minimum (to play), 11–12 points
  invites game (2NT with a balanced hand, a jump in a six-card suit), 13+ points bids game.

So 10 HCP with a five-card suit (11 points) invites, and 11 HCP with a six-card suit
(13 points) bids game; 10 HCP and a flat 4-3-3-3 (10 points) stays a minimum.
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


# (system, auction from North, responder's hand, the book's call, why)
RESPONDER_SECOND_BID = [
    # 1. After opener's minimum 1NT rebid: 10 HCP and a five-card spade suit are 11 points,
    #    balanced — invite with 2NT (Grant: 11–12 points invite).
    ("sayc", "1D P 1S P 1NT P", "KJ1085.K94.Q6.J72", "2NT",
     "10 HCP + 1 length point = 11, balanced: invites 3NT"),
    # 2. After opener's second suit: 10 HCP and five hearts (11 points), 5-3-3-2 with the
    #    fourth suit (♦K-x-x) stopped — 2NT invites (Grant).
    ("sayc", "1C P 1H P 1S P", "J72.AQ954.K83.82", "2NT",
     "10 HCP + 1 length point = 11, balanced, diamonds stopped: invites 3NT"),
    # 3. After opener's rebid of his own suit: 11 HCP and six spades are 13 points — game in
    #    the six-card major (Grant: 13+ points bid game).
    ("sayc", "1H P 1S P 2H P", "AQ10865.7.K83.Q92", "4S",
     "11 HCP + 2 length points = 13, six spades: game"),
    # 4. 10 HCP, flat 4-3-3-3: 10 points, a minimum — pass opener's 1NT (Grant: 6–10 points
    #    to play).
    ("sayc", "1D P 1S P 1NT P", "KJ85.K94.Q65.J72", "P",
     "10 HCP, no length point: a minimum, to play"),
]


@pytest.mark.parametrize("system,auction,hand,book,why", RESPONDER_SECOND_BID)
def test_responder_second_bid_counts_length_points(system, auction, hand, book, why):
    s = _call(system, auction, hand)
    assert s.call == Call.from_str(book), f"{why}: got {s.call} ({s.meaning})"


def test_notrump_game_counts_high_cards_alone():
    # Charles Goren, "Point Count Bidding in Contract Bridge": for no-trump count the high
    # cards only — points for a short suit are ruffing values, worth something in a trump
    # contract alone.  The passed responder (10 HCP, 1NT over their 1♠) hears opener's 2♣:
    # about 24 HCP together, the club fit and the singleton heart do not make a no-trump
    # game of it.
    s = _call("sayc", "P P 1H 1S 1NT P 2C P", "Q65.9.AQJ74.J982")
    assert s.call != Call.from_str("3NT"), s.meaning
