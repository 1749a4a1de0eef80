"""Acol's raise of partner's major on three cards, and opener's answer to it (issue 14:
computer partners that bid like club players).

Every expected call comes from the literature, not from the engine's output.  Source:
Andrew Robson, "Tips for intermediates" (andrewrobson.co.uk, the raise on three cards), for
Acol with a weak no-trump:

- a one-of-a-major opening on four cards holds 15+ HCP when balanced (12–14 opens 1NT), so
  responder with three-card support and 6–9 points raises to two rather than bid 1NT — the
  4-3 fit at the two level often plays better than 1NT; the exception is three small trumps
  in a very flat hand (4-3-3-3), which bids 1NT;
- the corollary for opener: after 1♥/♠–2♥/♠ with only four trumps and a game-going or
  invitational balanced hand, opener does not jump to four of the major (or invite in it)
  but suggests no-trump — 2NT with 17–18, 3NT with 19 — and responder, who knows whether
  the raise held three trumps or four, chooses: with four, the major (three of it at the
  bottom of the raise, four at the top); with three, no-trump (3NT at the top, a pass of 2NT
  at the bottom).

HCP are counted by hand in each comment (A 4, K 3, Q 2, J 1); every hand holds 13 cards.
"""
import pytest

from bridgelib import Hand
from bridgelib.bidding import suggest


def _check(hand, auction, expected):
    assert len(Hand.from_pbn(hand)) == 13
    s = suggest(hand, auction, "acol")
    assert s.call.pbn() == expected, (s.call.pbn(), s.meaning)
    assert s.agreed, s.meaning
    return s


# Robson's own four hands after 1♠: raise with the first three, 1NT with the last.
@pytest.mark.parametrize("hand, expected", [
    ("K82.73.Q82.K5432", "2S"),   # a) 8 HCP (K, Q, K), K-8-2 and a weak doubleton
    ("J32.A762.Q9752.2", "2S"),   # b) 7 HCP (J, A, Q), a singleton club
    ("862.3.KQ42.Q8432", "2S"),   # c) 7 HCP (KQ, Q), three small trumps but a singleton
    ("862.K1074.Q42.Q102", "1NT"),  # d) 7 HCP (K, Q, Q), three small in a flat 3-4-3-3
])
def test_robsons_hands(hand, expected):
    _check(hand, "1S P", expected)


@pytest.mark.parametrize("hand, auction, expected", [
    # Q-8-4 of hearts, a club doubleton; 6 HCP (K, Q, J): raise
    ("K73.Q84.J8652.73", "1H P", "2H"),
    # K-4-2 of spades in a flat 3-3-4-3 hand; 8 HCP (K, Q, Q): an honour in the trumps, raise
    ("K42.Q84.J953.Q62", "1S P", "2S"),
    # three small spades, flat 3-3-4-3, 6 HCP (K, Q, J): the exception — 1NT
    ("742.K84.Q953.J62", "1S P", "1NT"),
])
def test_responder_raises_on_three_trumps(hand, auction, expected):
    _check(hand, auction, expected)


@pytest.mark.parametrize("hand, auction, expected", [
    # A-K-Q-8 of spades, 4-2-4-3; 19 HCP (AKQ 9, A 4, AQ 6): 3NT, not 4♠ on four trumps
    ("AKQ8.95.A975.AQ8", "1S P 2S P", "3NT"),
    # K-Q-6-5 of spades, 4-3-3-3; 17 HCP (KQ 5, KJ 4, A 4, KJ 4): 2NT, not a game try in spades
    ("KQ65.KJ2.A84.KJ9", "1S P 2S P", "2NT"),
])
def test_opener_with_four_trumps_and_a_balanced_hand_suggests_no_trump(hand, auction, expected):
    _check(hand, auction, expected)


@pytest.mark.parametrize("hand, auction, expected", [
    # four spades, 6 HCP (K, Q, J) and a club doubleton (7 dummy points): 3♠
    ("K732.Q84.J865.73", "1S P 2S P 2NT P", "3S"),
    # four spades, 8 HCP (K, Q, K) and a doubleton (9 dummy points): 4♠
    ("K732.Q84.K865.73", "1S P 2S P 2NT P", "4S"),
    # three spades, 9 HCP (K, Q, KJ): 3NT
    ("K73.Q84.KJ652.73", "1S P 2S P 2NT P", "3NT"),
    # three spades, 6 HCP (K, Q, J): pass 2NT
    ("K73.Q84.J8652.73", "1S P 2S P 2NT P", "Pass"),
    # over 3NT: four spades convert to 4♠, three pass (6 HCP each)
    ("K732.Q84.J865.73", "1S P 2S P 3NT P", "4S"),
    ("K73.Q84.J8652.73", "1S P 2S P 3NT P", "Pass"),
])
def test_responder_chooses_the_strain_after_openers_no_trump(hand, auction, expected):
    _check(hand, auction, expected)
