"""New Minor Forcing after opener's 1NT rebid (issue 14, SAYC).

The ACBL SAYC System Booklet has no checkback after 1x–1M–1NT (its only word there: a new
suit by responder is a one-round force *other than* after opener's 1NT rebid), so responder
with five cards in the major and game values had no way to find a five-three fit and bid
3NT.  SAYC here adds New Minor Forcing (with game values; the invitational hands keep the
natural 2NT invitation), as nearly every SAYC partnership plays it, and says so in the
system's notes.  Every expected call comes from the literature, never from the
engine's output.  Sources:

- William S. Root & Richard Pavlicek, "Modern Bridge Conventions" (New Minor Forcing): after
  1♣/1♦/1♥–1♥/1♠–1NT, two of the unbid minor is artificial and forcing, invitational values
  or more, looking for three-card support for responder's five-card major (or four hearts
  after 1m–1♠); the other new suits at the two level stay natural;
- Barbara Seagram & Marc Smith, "25 Bridge Conventions You Should Know" (New Minor Forcing):
  opener shows an unbid four-card heart suit first, then three-card support for responder's
  major, else bids no-trump (jumping with a maximum, which matters to an invitational
  responder: SAYC here keeps the natural 2NT invitation and uses the convention with game
  values only, so opener answers at the cheapest level); responder then places the contract
  (game in the major fit, 3NT without one);
- ACBL SAYC System Booklet: a new suit by responder is forcing, except after opener's 1NT
  rebid (so the booklet gives no checkback: New Minor Forcing is the addition).
"""
from __future__ import annotations

import pytest

from bridgelib import Auction, Call
from bridgelib.auction import parse_calls
from bridgelib.bidding import computer_call, forcing

ROOT = "Root & Pavlicek, Modern Bridge Conventions"
SEAGRAM = "Seagram & Smith, 25 Bridge Conventions You Should Know"


def _call(system: str, auction: str, hand: str):
    return computer_call(hand, Auction("N", parse_calls(auction)), system)


# (system, auction from North, hand, the book's call, why and source)
POSITIONS = [
    # Responder: five cards in the major, game values — the new minor, not 3NT.
    ("sayc", "1C P 1S P 1NT P", "KQ984.A5.K73.Q62", "2D",
     f"five spades, 14 HCP: New Minor Forcing (2♦ after 1♣) looks for the 5-3 fit ({ROOT})"),
    ("sayc", "1D P 1H P 1NT P", "A5.KJ973.Q84.K62", "2C",
     f"five hearts, 13 HCP: New Minor Forcing (2♣ after 1♦) ({ROOT})"),
    ("sayc", "1H P 1S P 1NT P", "AQ976.5.KJ4.Q762", "2C",
     f"five spades, game values, both minors unbid: 2♣ is the new minor ({ROOT})"),
    # Opener's answers: four hearts first, then three-card support, else no-trump.
    ("sayc", "1C P 1S P 1NT P 2D P", "KJ5.Q84.A73.K952", "2S",
     f"three-card spade support: 2♠ ({SEAGRAM})"),
    ("sayc", "1D P 1S P 1NT P 2C P", "KJ5.QJ84.A873.Q5", "2H",
     f"four hearts are shown before three-card spade support ({SEAGRAM})"),
    ("sayc", "1C P 1H P 1NT P 2D P", "KQ5.84.AJ7.Q9532", "2NT",
     f"no three-card heart support: 2NT ({SEAGRAM})"),
    # Responder places the contract.
    ("sayc", "1C P 1S P 1NT P 2D P 2S P", "KQ984.A5.K73.Q62", "4S",
     f"the 5-3 spade fit is found, game values: 4♠ ({SEAGRAM})"),
    ("sayc", "1C P 1H P 1NT P 2D P 2NT P", "A5.KJ973.Q84.K62", "3NT",
     f"no heart fit, game values: 3NT ({SEAGRAM})"),
    ("sayc", "1C P 1S P 1NT P 2D P 2H P", "KQ984.A5.K73.Q62", "3S",
     f"opener showed four hearts and may still hold three spades: 3♠, forcing, asks ({ROOT})"),
    ("sayc", "1C P 1S P 1NT P 2D P 2H P 3S P", "KJ5.QJ84.A73.Q52", "4S",
     f"three-card spade support after all: game in the 5-3 fit ({ROOT})"),
]


@pytest.mark.parametrize("system, auction, hand, expected, why", POSITIONS)
def test_new_minor_forcing(system, auction, hand, expected, why):
    got = _call(system, auction, hand)
    assert got.call == Call.from_str(expected), (why, got.call, got.meaning)


def test_the_new_minor_is_forcing():
    """Root & Pavlicek: New Minor Forcing is forcing (SAYC here bids it with game values
    only, so it forces to game)."""
    assert forcing("1C P 1S P 1NT P 2D P", "sayc") == "game"
    assert forcing("1D P 1H P 1NT P 2C P", "sayc") == "game"
    assert forcing("1H P 1S P 1NT P 2C P", "sayc") == "game"


def test_a_weak_hand_does_not_bid_the_new_minor():
    """Root & Pavlicek: the new minor is artificial with invitational values or more, so a
    weak responder with five spades and four clubs does not bid 2♣ after 1♦–1♠–1NT."""
    got = _call("sayc", "1D P 1S P 1NT P", "Q8765.K7.2.QJ532")
    assert got.call != Call.from_str("2C"), got.meaning
    got = _call("sayc", "1D P 1S P 1NT P", "Q8765.K76.Q2.J32")
    assert got.call.is_pass, got.meaning


def test_the_other_new_suit_stays_natural():
    """Root & Pavlicek: only the unbid minor is artificial; after 1♥–1♠–1NT, 2♦ (the minor
    that is not the new minor) is natural, as is 2♥ after 1♣–1♠–1NT (weak, five-four)."""
    got = _call("sayc", "1C P 1S P 1NT P", "J8765.KJ76.Q2.32")
    assert got.call == Call.from_str("2H"), got.meaning
    assert forcing("1H P 1S P 1NT P 2D P", "sayc") == ""
