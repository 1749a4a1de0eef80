"""Advancer's strong hands after partner's overcall, and the overcaller's continuations (issue 14).

Every expected call comes from the literature, cited at each position; none is copied from
the engine's output.  Sources:

- Mike Lawrence, "The Complete Book on Overcalls in Contract Bridge": advancer's new suit is
  not forcing, so it shows a limited hand; with a good hand (opening values or more) advancer
  cue-bids the opponents' suit first — with a good raise, or with a strong hand of its own —
  and shows its suit on the next round, when it is forcing;
- William S. Root and Richard Pavlicek, "Modern Bridge Conventions" and Root, "Commonsense
  Bidding": the cue bid of opener's suit is advancer's only strong, forcing call; the
  overcaller rebids the suit with a minimum; an opening bid facing an opening bid makes game,
  and with a fit in a major bid the game.
"""
from __future__ import annotations

import pytest

from bridgelib import Auction, Call
from bridgelib.auction import parse_calls
from bridgelib.bidding import computer_call

SYSTEMS = ("sayc", "acol", "precision")


def _call(system: str, auction: str, hand: str):
    return computer_call(hand, Auction("N", parse_calls(auction)), system)


# (auction from North, hand, the book's call, why)
POSITIONS = [
    # 1. 13 HCP, 5-5, a singleton in partner's suit: a new suit would not be forcing and
    #    partner may pass it — cue-bid first (Lawrence; Root & Pavlicek).
    ("1D 1H P", "AKQJ8.9.63.K7543", "2D",
     "opening values, no fit: the cue bid, not a non-forcing 1♠"),
    # 2. 17 HCP and a five-card suit of our own, a doubleton in partner's spades: cue bid.
    ("1C 1S P", "7.AKJ96.KQ5.A843", "2C",
     "17 HCP without a fit: the cue bid first"),
    # 3. A limited hand (10 HCP) with a good five-card suit: the new suit, not forcing.
    ("1D 1H P", "AQJ85.93.742.K73", "1S",
     "8–12 HCP and a five-card suit: the non-forcing new suit"),
    # 3b. The same limited hand with the suit below partner's: the new suit at the two
    #    level, not forcing — "non-forcing constructive", a five-card suit and about 8 to 13
    #    HCP (Robert S. Todd, "Advancing Partner's Overcall without a Fit", Advanced
    #    Bridge); here a good five-card suit and 10–12. Q4 = 2, AQ85 = 6, KJT72 = 4: 12 HCP,
    #    no stopper in their diamonds — a real deal of the humans benchmark (over 1♣ there,
    #    with the minors the other way round), where the computer passed and the experts
    #    played 3NT.
    ("1D 1S P", "Q4.AQ85.T4.KJT72", "2C",
     "a good five-card club suit, 12 HCP, no fit: the non-forcing 2♣"),
    # 3c. Too weak for the two level with five cards (Q4 = 2, Q985 = 2, KJT72 = 4: 8 HCP):
    #    pass — the 1NT advance needs a stopper in their suit.
    ("1D 1S P", "Q4.Q985.T4.KJT72", "Pass",
     "8 HCP and a five-card suit: not enough for the two level"),
    # 4. The overcaller declined (2♥, a minimum); advancer now shows the suit, forcing.
    ("1D 1H P 2D P 2H P", "AKQJ8.9.63.K7543", "2S",
     "after the cue bid, the new suit shows the strong hand"),
    # 5. The overcaller with three-card support for advancer's major: game (opening values
    #    facing an overcall, a major fit).
    ("1D 1H P 2D P 2H P 2S P", "Q73.AQT86.J4.Q62", "4S",
     "three-card support for advancer's strong major: game"),
]


@pytest.mark.parametrize("system", SYSTEMS)
@pytest.mark.parametrize("auction, hand, expected, why", POSITIONS)
def test_advancer_strong_hand(system, auction, hand, expected, why):
    got = _call(system, auction, hand)
    assert got.call == Call.from_str(expected), (system, why, got.meaning)
