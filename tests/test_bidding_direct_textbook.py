"""The direct-seat partscore battle (issue 14): when to bid on, when to double, when to pass.

Every expected call comes from the literature, cited at each position; none is copied from
the engine's output.  Sources:

- Larry Cohen, "To Bid or Not to Bid" (the Law of Total Tricks): compete to the level of the
  trumps — eight trumps the two level, nine the three level; with a flat 4-3-3-3 hand or
  honours in their suit, one level less; with the balance of power and no fit, defend —
  double them; length in their suit is defence, shortness in it is offence (our side then
  holds more trumps and more total tricks: bid on, do not double);
- William S. Root, "Commonsense Bidding": an opening facing an opening (or a negative double
  with opening values) is game values — do not sell out to their partscore.
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
    # 1. The negative doubler holds opening values (game facing opener's opening: Root) and
    #    opener passed their jump raise to 3♠.  Void or singleton in their suit: offence, not
    #    defence — bid on in the long clubs, no penalty double (Cohen).
    (("sayc", "acol", "precision"), "1D 1S X 3S P P", "-.AJ73.K82.AQJ853", "4C",
     "game values, a void in their spades and six clubs: bid on, not double"),
    (("sayc", "acol", "precision"), "1D 1S X 3S P P", "4.A73.KQ2.AQJ853", "4C",
     "game values, a singleton in their spades and six clubs: bid on, not double"),
    # 2. The same values with two of their suit and no fit: the balance of power — double
    #    them (Cohen: no fit for us, their contract goes down).
    (("sayc", "acol", "precision"), "1D 1S X 3S P P", "75.AKQ7.J32.KQJ6", "X",
     "game values, no fit, two of their suit: double"),
    # 3. Opener after 1♠ P 2♠ (3♦): eight trumps — the two level was the limit (Cohen: do
    #    not bid three over their three with eight trumps); nine trumps — compete to three.
    (("sayc", "acol", "precision"), "1S P 2S 3D", "AQ854.K73.82.KJ5", "P",
     "eight trumps and a minimum: pass (the law of total tricks)"),
    (("sayc", "acol", "precision"), "1S P 2S 3D", "AQ8543.K7.82.KJ5", "3S",
     "nine trumps (six opposite three): compete to the three level"),
    # 4. Responder after 1♠ P 2♠ (3♦) P P with four trumps (nine together opposite a
    #    five-card major): compete to three; with a flat 4-3-3-3, one level less (Cohen).
    (("sayc", "precision"), "1S P 2S 3D P P", "K982.Q4.873.J942", "3S",
     "nine trumps, not flat, no honour in their suit: the three level"),
    (("sayc", "precision"), "1S P 2S 3D P P", "K982.Q43.873.J94", "P",
     "nine trumps but a flat 4-3-3-3: one level less (Cohen's adjustment)"),
    # 5. Advancer of a two-level overcall (1♠ 2♥ P), weak with four trumps: nine trumps
    #    opposite the five-card overcall say the three level, but with a flat 4-3-3-3 hand or
    #    an honour in their suit one level less — the two level, where partner already is:
    #    pass (Cohen).  HCP counted by hand: Q=2, K=3, J=1 → 6; Q=2, K=3 → 5.
    (("sayc", "acol", "precision"), "1S 2H P", "752.Q843.K72.J62", "P",
     "3-4-3-3, 6 HCP: nine trumps, but flat — the two level, pass"),
    (("sayc", "acol", "precision"), "1S 2H P", "Q2.9843.K7642.62", "P",
     "2-4-5-2, 5 HCP: nine trumps, but the ♠Q in their suit — the two level, pass"),
]


@pytest.mark.parametrize("systems, auction, hand, expected, why", POSITIONS)
def test_direct_seat_partscore_battle(systems, auction, hand, expected, why):
    for system in systems:
        got = _call(system, auction, hand)
        assert got.call == Call.from_str(expected), (
            f"{system}: {auction} with {hand}: expected {expected} ({why}), "
            f"got {got.call} ({got.meaning})")
