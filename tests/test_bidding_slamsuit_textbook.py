"""Slams in a suit fit (issue 14): the slam try below game and the key-card ask.

Every expected call comes from the literature, cited at each position; none is copied from
the engine's output.  Sources:

- Charles H. Goren, "Point Count Bidding in Contract Bridge": 33 points between the two hands
  for a small slam, the distribution of both hands counted (the dummy's short suits once a
  fit is found, and the declarer's own shape — a five-card suit always leaves a doubleton or
  shorter beside it);
- Eddie Kantar, "Roman Keycard Blackwood": a jump to 4NT directly over partner's opening bid
  agrees the suit opened and asks for key cards;
- William S. Root, "Commonsense Bidding" (the chapter on slam bidding: cue bids showing
  controls): once the trump suit is agreed and game is forced, a new suit at the four level
  is a cue bid showing first-round control (an ace or a void), made by the hand with slam
  interest that is not sure of slam; the cheapest control is shown first and denies one in
  the suits bypassed; partner with a minimum signs off in game, with extras shows a control
  back, and with every other suit controlled takes charge with Blackwood.
"""
from __future__ import annotations

import pytest

from bridgelib import Call
from bridgelib.bidding import computer_call


def _call(system: str, auction: str, hand: str):
    """What a computer seat calls: the system's rule where one covers the position, else
    the general principle (auction from North, the dealer)."""
    return computer_call(hand, auction, system)


# (system, auction from North, hand, the book's call, why)
POSITIONS = [
    # 1. Precision's 1♥ is limited (11–15) with five hearts.  17 HCP, four trumps and a
    #    doubleton: 18 dummy points, and opener's 13 or so with the five-card suit's shape
    #    (at least a doubleton beside it) bring Goren's 33 — ask for key cards at once
    #    (Kantar: the jump to 4NT agrees hearts).
    ("precision", "P 1H P", "98.AK94.AQ75.A103", "4NT",
     "17 HCP and four trumps opposite the limited five-card 1♥: slam values, 4NT key cards"),
    ("precision", "P 1S P", "AK94.98.AQ75.A103", "4NT",
     "the same values opposite 1♠: 4NT key cards"),
    # 2. With 13 HCP the same shape is worth game, not slam (Goren: 26 for game, 33 for slam):
    #    the raise to game.
    ("precision", "P 1H P", "98.AK94.Q875.A103", "4H",
     "13 HCP and four trumps opposite 11–15: game, no slam"),
    # 3. SAYC: 1♥–2♠ (jump shift, forcing to game)–3♠ (the spade raise): trumps agreed, game
    #    forced.  17 HCP and five spades opposite an opening: about 31 points, slam interest
    #    without the certainty of Blackwood — the cheapest first-round control, ♣A: 4♣ (Root).
    ("sayc", "1H P 2S P 3S P", "AKJ84.K5.Q72.A93", "4C",
     "slam interest with the fit agreed and game forced: the cheapest control, 4♣"),
    ("sayc", "1H P 2S P 3S P", "AKJ84.5.KQ72.A93", "4C",
     "17 HCP and a singleton heart (a point more by Goren's count): the ♣ ace, the cheapest control, 4♣"),
    # 4. Opener after the 4♣ control bid: the ♥A and ♦A as well (every other side suit
    #    controlled) — opener takes charge with Blackwood (Root).
    ("sayc", "1H P 2S P 3S P 4C P", "Q1063.AKJ74.A5.72", "4NT",
     "partner's ♣ control and ours in ♥ and ♦: Blackwood"),
    # 5. A minimum with no heart ace: sign off in the agreed major (Root: the cue bid is a
    #    try, the sign-off is respected).
    ("sayc", "1H P 2S P 3S P 4C P", "Q1063.KQJ74.A5.72", "4S",
     "a minimum opening: sign off in 4♠"),
    # 6. Extras (16 HCP) and the ♦A but no ♥A: show the control back, 4♦ (Root).
    ("sayc", "1H P 2S P 3S P 4C P", "K1063.KQJ74.A5.K2", "4D",
     "extras and the ♦ ace: a control bid back, 4♦"),
    # 7. The control bidder after 4♦: no suit was bypassed by either control bid (♣ then ♦),
    #    so both hands have shown slam interest and nothing is left uncontrolled below the
    #    hearts: Blackwood (Root).
    ("sayc", "1H P 2S P 3S P 4C P 4D P", "AKJ84.K5.Q72.A93", "4NT",
     "both hands have shown slam interest by control bids: Blackwood"),
    #    The same with the control back at the game level of another suit: 1♦–1♥–2♠ (jump
    #    shift)–3♠, 4♣, then partner's 4♥ with spades agreed is a control bid, still forcing
    #    (Root).  With the ♦A (the suit both control bids bypassed): Blackwood; without it,
    #    the sign-off in 4♠.
    ("sayc", "1D P 1H P 2S P 3S P 4C P 4H P", "AQ83.4.AK984.AQ9", "4NT",
     "partner's 4♥ control bid back and our ♦ ace: Blackwood"),
    ("sayc", "1D P 1H P 2S P 3S P 4C P 4H P", "AQ83.4.KQJ84.AKQ", "4S",
     "no first-round control of diamonds, which both control bids bypassed: 4♠"),
    # 8. SAYC 1♠–3♦ (strong jump shift, forcing to game)–3♠ (opener rebids the suit): the
    #    spades agreed.  18 HCP with the ♦A opposite an opening: about 31–32 points, slam
    #    interest — the cheapest first-round control, here in our own suit: 4♦ (Root).
    ("sayc", "1S P 3D P 3S P", "K73.A5.AKQ84.Q73", "4D",
     "the jump shifter finds the fit: the cheapest control, 4♦"),
    # 9. Acol: 2♥ (an Acol two, forcing)–2♠ (a positive response: game forced)–3♥: the
    #    hearts agreed (K-x opposite a six-card suit) below game.  11 HCP with the ♣A and a
    #    singleton opposite a strong two: slam interest — 4♣, the cheapest control (Root).
    ("acol", "P 2H P 2S P 3H P", "KJ9875.K3.6.A975", "4C",
     "game forced, hearts agreed, slam interest: the cheapest control, 4♣"),
]


@pytest.mark.parametrize("system, auction, hand, expected, why", POSITIONS)
def test_slam_in_a_suit_fit(system, auction, hand, expected, why):
    got = _call(system, auction, hand)
    assert got.call == Call.from_str(expected), (system, why, got.meaning)
