"""Precision's own gaps (issue 14): the short 1♦ and the strong 1♣ under interference.

Every expected call comes from the literature, cited at each position; none is copied from
the engine's output.  Sources:

- C. C. Wei, "The Precision Bidding System in Bridge", and C. C. Wei, "Precision Bidding in
  Bridge" (edited by Alan Truscott): the 1♦ opening (11–15) is the catch-all of the limited
  openings and may hold as few as two diamonds (the other openings take every hand with
  fewer: a five-card major opens 1♥/1♠, six clubs or five and a major 2♣, a hand short in
  diamonds 2♦).  So responder does not treat three diamonds as a fit: a preference to 2♦
  on three cards may land in a five-card "fit".
- William S. Root, "Commonsense Bidding": responder's 1NT rebid shows 6–10 points and no fit
  for either of opener's suits; a preference shows a real liking for the suit.
- Paul F. Dubois, "Imprecise Precision" §5.1 (interference over 1♣): pass is the weakest
  hand, double 6–7 (or a positive hand with no natural bid), new suits natural positives.
  After the strong opener answers the double, the weak responder goes on as over the
  negative 1♦ (Wei): opposite 16–19 balanced, 7 HCP bid game, 6 invite; with a fit and 7+
  points counting shortness raise to game, with less a single raise; a six-card suit of his
  own and no fit for opener's suit is shown, to play; otherwise he passes.
"""
from __future__ import annotations

import pytest

from bridgelib.bidding import computer_call, explain


# (auction from North, hand, the book's call, why)
SHORT_DIAMOND = [
    # 1. 1♦–1♥–1♠: opener holds four spades, and his diamonds may be only two (4-3-2-4,
    #    11–12).  Responder with two spades and three diamonds has no fit for either suit:
    #    1NT (Root: 6–10, no fit), not a preference on three (Wei: 1♦ may be short).
    ("1D P 1H P 1S P", "K2.QJ82.953.QJ93", "1NT",
     "two spades, three diamonds, 9 HCP: no fit for either of opener's suits"),
    ("1D P 1H P 1S P", "Q4.KJ983.J72.Q54", "1NT",
     "five hearts (not six), two spades, three diamonds, 9 HCP: 1NT"),
    ("1D P 1H P 1S P", "94.AJ75.Q63.J862", "1NT",
     "two spades, three diamonds, 8 HCP: 1NT"),
    # 2. With four diamonds the preference is a real fit (six cards at least opposite two,
    #    usually more): 2♦ (Root).
    ("1D P 1H P 1S P", "Q4.KJ98.J872.Q54", "2D",
     "four diamonds, two spades: preference to opener's first suit"),
]


@pytest.mark.parametrize("auction, hand, expected, why", SHORT_DIAMOND)
def test_precision_responder_does_not_prefer_a_short_diamond(auction, hand, expected, why):
    call = computer_call(hand, auction, "precision")
    assert call.call.pbn() == expected, (
        f"{hand} after {auction}: expected {expected} ({why}), got {call.call} — {call.meaning}")


def test_precision_one_diamond_shows_two_or_more_diamonds():
    """Wei: 1♦ 'may hold as few as two diamonds' — two, not none: what partner counts."""
    shows = explain("1D", "precision").calls[0].shows
    assert shows.get("♦") == (2, None), shows


# 3. The weak responder who doubled the overcall of the strong 1♣ (6–7), after opener's
#    forced answer (Dubois §5.1; continued as over 1♣–1♦, Wei).
DOUBLER = [
    # Opener answers in no-trump (16–19, their suit stopped): 7 HCP is game, 6 invites.
    ("1C 1H X P 1NT P", "J84.932.Q852.A54", "3NT", "7 HCP opposite 16–19 balanced: game"),
    ("1C 1H X P 1NT P", "J84.932.Q852.K54", "2NT", "6 HCP opposite 16–19: invites 3NT"),
    # Opener shows spades: four trumps and a singleton (7+ points as dummy) is game; a flat
    # 6 HCP with four trumps raises once.
    ("1C 1H X P 1S P", "K843.7.Q852.J654", "4S",
     "four spades, a singleton heart, 6 HCP: game opposite 16+"),
    ("1C 1H X P 1S P", "Q843.732.K85.J54", "2S",
     "four spades, 6 HCP, flat: a single raise"),
    # No fit, a six-card suit of our own (too weak for the positive): show it, to play.
    ("1C 2H X P 3D P", "KQT842.93.J4.J53", "3S",
     "six spades, 7 HCP, a doubleton diamond: the long suit, to play"),
    # No fit, no stopper in their suit, no long suit: 6–7 HCP is no game opposite a forced
    # answer — pass.
    ("1C 1H X P 2D P", "Q84.J93.852.KJ54", "P",
     "7 HCP, three diamonds, no heart stopper: pass the forced answer"),
]


@pytest.mark.parametrize("auction, hand, expected, why", DOUBLER)
def test_precision_doubler_after_the_strong_openers_answer(auction, hand, expected, why):
    call = computer_call(hand, auction, "precision")
    got = call.call.pbn()
    assert got == expected or (expected == "P" and got == "Pass"), (
        f"{hand} after {auction}: expected {expected} ({why}), got {call.call} — {call.meaning}")
    assert call.agreed, f"{hand} after {auction}: the system's rule, not the general principle"
