"""Precision's strong 1♣ after the negative 1♦: the opener's jump rebid (issue 14).

Every expected call comes from the literature, not from the engine's output.  Sources:

- C. C. Wei, "Precision Bidding System": after 1♣–1♦ (0–7) the strong opener's simple
  rebid in a suit (1♥, 1♠, 2♣, 2♦) may be passed; a jump rebid in a suit (2♥, 2♠, 3♣, 3♦)
  shows a good five-card or longer suit and game values on its own and is forcing to game;
- Berkowitz & Manley, "Precision Today": the same — opener jumps with game in hand opposite
  a negative (about 22+ HCP, or nine playing tricks);
- William S. Root, "Commonsense Bidding": in a game-forcing auction, support is shown and
  the partner with the weakest hand bids the game at once (the principle of fast arrival);
  a new suit by the responder to a forcing bid is natural.
"""
from __future__ import annotations

import pytest

from bridgelib import Call
from bridgelib.bidding import computer_call


# (auction from North, hand, the book's call, why)
POSITIONS = [
    # Wei: 22 HCP, five good clubs and four diamonds, not balanced — game opposite any
    # negative: jump to 3♣, forcing to game (2♣ could be passed).
    ("1C P 1D P", "K5.Q6.AKQJ.AQJT3", "3C", "22 HCP, 5-4-2-2: the game-forcing jump in clubs"),
    # Wei / Precision Today: 24 HCP with six solid spades — jump to 2♠, forcing to game.
    ("1C P 1D P", "AKQJ75.AK4.A3.K2", "2S", "24 HCP, six solid spades: the game-forcing jump"),
    # Wei: a minimum strong club with five hearts bids only 1♥ (responder may pass).
    ("1C P 1D P", "32.KQJ85.AK4.A32", "1H", "16 HCP, five hearts: the simple rebid, not a jump"),
    # Root (fast arrival): game is forced and responder, 0 HCP, holds three-card support:
    # 4♠ at once.
    ("1C P 1D P 2S P", "765.8643.T98.654", "4S", "three-card support, weakest hand: game at once"),
    # Root: responder's five-card major over the forcing jump is natural.
    ("1C P 1D P 3C P", "QJ765.86.T98.654", "3S", "five spades over the game-forcing 3♣: natural"),
    # The jump in a minor may hold a four-card major (Wei: a good five-card suit or longer,
    # game values); game is forced, so responder shows a four-card major at the three level,
    # hearts first with both (Root: a new suit in a game-forcing auction is natural, four-card
    # suits bid up the line), rather than 3NT at once.
    ("1C P 1D P 3C P", "J954.86.QT542.63", "3S", "four spades over the game-forcing 3♣: natural"),
    ("1C P 1D P 3D P", "74.Q952.J8632.T4", "3H", "four hearts over the game-forcing 3♦: natural"),
    # Opener without heart support shows his own four spades up the line (Root), looking
    # for the 4-4 spade fit.
    ("1C P 1D P 3C P 3H P", "KQ32.K5.A.AKQJ83", "3S", "two hearts, four spades: natural, up the line"),
]


@pytest.mark.parametrize("auction, hand, expected, why", POSITIONS)
def test_strong_club_jump_rebid_over_the_negative(auction, hand, expected, why):
    got = computer_call(hand, auction, "precision")
    assert got.call == Call.from_str(expected), (why, got.meaning)


def test_the_jump_is_forcing_to_game():
    """Wei: after 1♣–1♦–2♠ responder may not pass, even with nothing."""
    got = computer_call("765.86.T9843.654", "1C P 1D P 2S P", "precision")
    assert got.call != Call.from_str("P"), got.meaning
