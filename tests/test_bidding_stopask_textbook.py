"""Game values without a stopper in their suit (issue 14): ask partner with a cue bid.

Every expected call comes from the literature, cited at each position; none is copied from
the engine's output.  Sources:

- William S. Root and Richard Pavlicek, "Modern Bridge Conventions" (the Western cue bid,
  or directional asking bid): when our side has bid and has the values for game but a suit
  of the opponents is unstopped, a cue bid of their suit asks partner for a stopper for
  3NT; partner bids 3NT with a stopper, and without one makes a natural bid (support, or
  a rebid of his long suit); the cue bid is forcing;
- Marty Bergen, "Points Schmoints!" (the same cue bid: "do you have a stopper in their
  suit?");
- William S. Root, "Commonsense Bidding": bid no-trump over an opponent's suit only with
  that suit stopped; an opening facing an opening makes game.
"""
from __future__ import annotations

import pytest

from bridgelib import Call
from bridgelib.bidding import computer_call


# (systems, auction from North, hand, the book's call, why)
STOPPER_ASK = [
    # 1. Partner doubled 1♦ (takeout, then 3♣: a strong hand with clubs); our 1♥ showed
    #    0-8, and we hold 7 HCP with ♦J-x: game values together, their diamonds unstopped —
    #    cue bid 3♦ asking for a diamond stopper (Root & Pavlicek; Bergen).
    (("sayc", "acol", "precision"), "P 1D X P 1H 2D 3C P", "A8765.Q942.J6.T4", "3D",
     "game values, no diamond stopper: the cue bid asks for one"),
    # 2. The doubler answers the ask: ♦Q-9-8 stops diamonds — 3NT (Root & Pavlicek).
    (("sayc", "acol", "precision"), "P 1D X P 1H 2D 3C P 3D P", "KQ.AT.Q98.AKQ976", "3NT",
     "partner asks for a diamond stopper, ♦Q-x-x held: 3NT"),
    # 3. The same without a diamond stopper: no 3NT — rebid the long clubs (the cue bid is
    #    forcing; Root & Pavlicek: a natural bid without a stopper).
    (("sayc", "acol", "precision"), "P 1D X P 1H 2D 3C P 3D P", "KQ.AT.982.AKQ976", "4C",
     "no diamond stopper: rebid the six-card clubs, do not pass the forcing cue bid"),
    # 4. SAYC: the negative doubler (12 HCP) after opener's minimum 2♣ rebid: an opening
    #    facing an opening, ♠J-x does not stop spades — cue bid 2♠ (Root & Pavlicek).
    (("sayc",), "1C 1S X P 2C P", "J9.QJ98.AT8.AT87", "2S",
     "opening facing opening, spades unstopped: 2♠ asks for a stopper"),
    # 5. Opener answers with ♠A-10-x-x: 3NT (Root & Pavlicek).
    (("sayc",), "1C 1S X P 2C P 2S P", "AT86.K42.K.QJ954", "3NT",
     "partner's cue bid asks for a spade stopper, ♠A held: 3NT"),
    # 6. The takeout doubler cue bids their suit after our forced 2♠; the advancer with
    #    ♥K-x-x-x stops hearts: 3NT, even with a weak hand — the cue bid is forcing and the
    #    doubler has the values (Root & Pavlicek; the experts' contract on this real deal).
    (("sayc", "precision"), "2H X P 2S P 3H P", "KJ74.K643.T6.987", "3NT",
     "partner's cue bid asks for a heart stopper, ♥K-x-x-x held: 3NT"),
]


@pytest.mark.parametrize("systems, auction, hand, expected, why", STOPPER_ASK)
def test_western_cue_bid(systems, auction, hand, expected, why):
    for system in systems:
        got = computer_call(hand, auction, system)
        assert got.call == Call.from_str(expected), (system, why, got.meaning)


def test_a_stopper_needs_no_ask():
    """With their suit stopped, no ask: 3NT directly (Root, "Commonsense Bidding")."""
    got = computer_call("A8765.Q942.K6.T4", "P 1D X P 1H 2D 3C P", "sayc")
    assert got.call == Call.from_str("3NT"), got.meaning
