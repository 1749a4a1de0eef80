"""Acol twos: the negative responder's own suit after opener shows a second suit.

Sources (cited by title):

- [Enigmar] enigmar.net, "Response to the two opener": the 2NT negative (0–7) says nothing
  about distribution; a responder with a five-card suit (Q J 8 6 3 in its example) bids 2NT
  first and shows the suit "the second time around".
- [Acol2] "The Acol Two-Bid" (ACBL Unit 390's notes, also on the Bridge Guys site): after the
  negative, the bidding is natural.

After 2♥–2NT–3♣ (or 2♠–2NT–3♦) the second suit forces one round; a negative responder with
two or fewer of opener's first suit and a good five-card suit of its own (two honours) bids
that suit naturally below 3NT instead of a doubleton preference [Enigmar]; opener raises a
major to game with three cards, else bids game in a six-card major, else 3NT.  HCP counted
by hand in each comment; every hand has 13 cards.
"""

from __future__ import annotations

import pytest

from bridgelib.bidding import suggest

CASES = [
    # the negative responder
    ("2H P 2NT P 3C P", "KQ983.T9.632.653", "3S",
     "KQ983 5, T9 0, 632 0, 653 0: 5 HCP, five spades with two honours, two hearts: the "
     "spades, not 3♥ on a doubleton"),
    ("2S P 2NT P 3D P", "92.KJ874.Q52.863", "3H",
     "92 0, KJ874 4, Q52 2, 863 0: 6 HCP, five hearts with two honours, two spades: 3♥"),
    # opener over the negative responder's suit
    ("2H P 2NT P 3C P 3S P", "AJ7.AJ763.A.AKJ2", "4S",
     "AJ7 5, AJ763 5, A 4, AKJ2 8: 22 HCP, three spades opposite five: game in spades"),
    ("2H P 2NT P 3C P 3S P", "7.AKQJ63.A4.AKJ2", "4H",
     "7 0, AKQJ63 10, A4 4, AKJ2 8: 22 HCP, one spade, six hearts: game in hearts"),
    ("2H P 2NT P 3C P 3S P", "7.AKQJ3.A42.AKJ2", "3NT",
     "7 0, AKQJ3 10, A42 4, AKJ2 8: 22 HCP, one spade, five hearts: 3NT"),
]


@pytest.mark.parametrize("auction, hand, want, why", CASES)
def test_acol_two_negative_suit(auction, hand, want, why):
    assert sum(len(s) for s in hand.replace("10", "T").split(".")) == 13
    s = suggest(hand, auction, "acol")
    assert s.agreed, (auction, hand, s.meaning)
    got = "P" if s.call.is_pass else s.call.pbn()
    assert got == want, (why, got, s.meaning)
