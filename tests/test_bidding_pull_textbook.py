"""Taking partner's 3NT out to four of a major (issue 14): partner, the captain, chose 3NT
knowing our suit.

The expected calls follow the principle the books state; the hands are constructed to
illustrate it (none is copied from the engine's output).  Sources:

- William S. Root, "Commonsense Bidding" (captaincy): once one hand has described itself,
  the partner who knows the combined holding places the contract and the described hand
  accepts it.  A player who has bid a major that promises five and hears partner choose
  3NT instead of supporting has learned that partner holds at most two cards there (with
  three partner gives the support); a sixth card, not shown, makes at best a 6-2 fit that
  partner has already weighed against no-trump — pass;
- C.C. Wei, "Precision Bidding System": one of a major (11–15) promises five cards;
  responder with three-card support and game values supports (so 3NT denies three);
- Ben Cohen & Rhoda Lederer, "Basic Acol": the positive response to an Acol two in a new
  suit shows a five-card suit;
- ACBL SAYC System Booklet: a one-level response promises only four cards.
- Where partner's 3NT was chosen without knowing five of our major (our response showed
  four), the six-card major is news to partner and game in it is bid (Root: "with a
  six-card major, play in the major").
"""
from __future__ import annotations

import pytest

from bridgelib import Auction, Call
from bridgelib.auction import parse_calls
from bridgelib.bidding import computer_call


def _call(system: str, auction: str, hand: str):
    return computer_call(hand, Auction("N", parse_calls(auction)), system)


# (system, auction from North, hand, the book's call, why)
POSITIONS = [
    # 2. Precision: 1♠ (11–15, five or more); 2♦ response, opener's 2♥ shows the second suit,
    #    responder's 3NT denies three spades.
    ("precision", "1S P 2D P 2H P 3NT P", "AKJ954.QJ65.42.5", "P",
     "C.C. Wei, Precision Bidding System: 1♠ is five or more; Root: captain's 3NT — pass"),
    # 3. Precision: 1♥ (11–15, five or more) – 2♣ – 3♣ (the club raise) – 3NT: no heart
    #    support from partner.
    ("precision", "1H P 2C P 3C P 3NT P", "A7.AQ9853.5.KJ84", "P",
     "C.C. Wei, Precision Bidding System: 1♥ is five or more; Root: captain's 3NT — pass"),
    # 4. Acol: we passed (limited), partner opened an Acol two in diamonds in fourth seat,
    #    our positive 2♠ showed five or more, partner's 3NT gave no spade support: the
    #    sixth spade does not overrule the captain.
    ("acol", "P P P 2D P 2S P 3NT P", "QJ9864.K82.A5.73", "P",
     "Cohen & Lederer, Basic Acol: the positive response shows a five-card suit; Root: captain's 3NT — pass"),
    # 5. Control: 1♦ – 1♠ – 3NT.  The 1♠ response promised only four; partner chose 3NT
    #    not knowing the sixth (nor the fifth) spade — game in the major.
    ("sayc", "1D P 1S P 3NT P", "KQ10865.72.84.Q73", "4S",
     "SAYC Booklet: a one-level response promises four; the six-card major is news — 4♠"),
]


@pytest.mark.parametrize("system, auction, hand, expected, why", POSITIONS)
def test_pull_of_partners_3nt(system, auction, hand, expected, why):
    s = _call(system, auction, hand)
    assert s.call == Call.from_str(expected), \
        f"{system} {auction} {hand}: {s.call} ({s.meaning}) — book: {expected}, {why}"
