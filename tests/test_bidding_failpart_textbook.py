"""Failed partscores (issue 14): our side playing a partscore that goes down.

Every expected call comes from the literature, cited at each position; none is copied from
the engine's output.  Sources:

- Ben Cohen and Rhoda Lederer, "Basic Acol" (and Ron Klinger, "Guide to Better Acol
  Bridge"): the weak take-out of partner's 1NT — with a weak hand (one that would pass
  1NT) and a long suit, responder takes out into the suit, which plays better than the
  no-trump; with long clubs, by a second call at the three level;
- the SAYC card the project's SAYC follows (bridge2math.gatech.edu, the [G2M] source of
  ``tests/test_bidding.py``): 1NT–2♠ is the transfer to 3♣ for a weak hand with a long
  minor; responder passes 3♣ or signs off in 3♦, and opener passes the sign-off;
- Larry Cohen, "To Bid or Not to Bid" (the Law of Total Tricks): a six-card suit opposite
  a balanced no-trump opening (two or more cards in it) is a fit of eight or more trumps;
  the partscore belongs in the fit, not in no-trump.

The systems here play Jacoby transfers into the majors over 1NT (2♦, 2♥), so the weak
take-out into a minor is SAYC's 2♠ transfer to 3♣ (``same_as`` the SAYC situations): Acol
and Precision use it with the hands that would otherwise pass 1NT (Acol 0–10 HCP opposite
12–14, Precision 0–9 opposite 13–15).
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
WEAK_TAKEOUT = [
    # 1. Responder, 8 HCP and six clubs opposite the weak (or Precision's 13–15) no-trump:
    #    a hand that would pass 1NT takes out into the long suit (Basic Acol; Cohen: eight
    #    or more trumps together) — the transfer to clubs.
    (("acol", "precision"), "1NT P", "K43.2.J73.A97542", "2S",
     "weak hand, six clubs: take out 1NT (transfer to 3♣)"),
    (("acol", "precision"), "1NT P", "2.Q942.98.KQJ743", "2S",
     "8 HCP, six clubs and four hearts (too weak for Stayman): take out into the clubs"),
    # 2. Six diamonds, weak: the same transfer, then 3♦ to play (the SAYC card).
    (("acol", "precision"), "1NT P", "A5.986.A108632.63", "2S",
     "weak hand, six diamonds: the transfer, to correct to 3♦"),
    (("acol", "precision"), "1NT P", "J76.Q98.KJ10754.4", "2S",
     "7 HCP and six diamonds: take out 1NT"),
    # 3. Responder's second call: 3♦ with diamonds, pass with clubs (the SAYC card).
    (("acol", "precision"), "1NT P 2S P 3C P", "A5.986.A108632.63", "3D",
     "six diamonds: sign off in 3♦"),
    (("acol", "precision"), "1NT P 2S P 3C P", "K43.2.J73.A97542", "P",
     "six clubs: pass 3♣"),
    # 4. Opener passes the sign-off (the SAYC card).
    (("acol", "precision"), "1NT P 2S P 3C P 3D P", "AQ5.KJ4.Q72.KJ98", "P",
     "responder's 3♦ is to play"),
    # 5. Without a long suit the weak hand passes 1NT (Basic Acol: the take-out needs a
    #    long suit).
    (("acol", "precision"), "1NT P", "J76.Q98.K1075.432", "P",
     "weak and balanced, no long suit: pass 1NT"),
]


@pytest.mark.parametrize("systems, auction, hand, expected, why", WEAK_TAKEOUT)
def test_weak_takeout_of_1nt_into_a_long_minor(systems, auction, hand, expected, why):
    for system in systems:
        got = _call(system, auction, hand)
        assert got.call == Call.from_str(expected), (system, why, got.meaning)
