"""The general principle's game judgement below game and the weak no-trump's partscores
(issue 14, helper "principle").

Every expected call comes from the literature, cited at each position; none is copied from
the engine's output.  Sources:

- Charles Goren, "Point Count Bidding in Contract Bridge": 26 points for a major-suit game;
  once a trump fit is known the hand counts its short suits too (the dummy: void 5,
  singleton 3, doubleton 1 with four trumps); invite with a little less than game;
- Marty Bergen, "Points Schmoints!": a dummy with only three trumps counts its shortness
  3/2/1 (void, singleton, doubleton);
- Larry Cohen, "To Bid or Not to Bid" (the Law of Total Tricks): once the opponents compete,
  three of our major is bid on the trumps we hold, a competitive raise, not an invitation;
  compete less freely at unfavourable vulnerability;
- Mike Lawrence, "The Complete Book on Balancing in Contract Bridge": in the pass-out seat
  over 1NT (1NT–Pass–Pass) a natural two-level bid needs only a five-card suit and a fair
  hand — partner, who passed over 1NT, may hold the values the balancer lacks.  Acol's rule
  (five cards and 8+ HCP not vulnerable, six cards at any vulnerability) is now the one
  SAYC and Precision use too: the balancing seat's judgement does not depend on the
  strength of their no-trump, as partner's pass over it has limited his hand;
- Mike Lawrence, "The Complete Book on Overcalls in Contract Bridge", and William S. Root,
  "Commonsense Bidding" (the jump rebid of a six-card suit invites game): after advancer's
  new suit, which is not forcing, the overcaller with a six-card suit, no fit and the top
  of the overcall jumps in his suit to invite; with a minimum he rebids it at the cheapest
  level or passes;
- Root, "Commonsense Bidding", and Audrey Grant, "Competitive Bidding" (ACBL Bridge Series):
  the takeout doubler raises advancer's suit by the strength of his hand — one level with a
  medium hand, a jump with a maximum, game beyond that — whether advancer answered at the
  one level or the two; a minor-suit game is five, not four.
"""
from __future__ import annotations

import pytest

from bridgelib import Call
from bridgelib.bidding import computer_call
from bridgelib.table import Vulnerability


# (system, auction from North, hand, the book's call, why)
FIT_INVITES = [
    # Precision's 1♥ promises five hearts (Wei), the 1NT rebid repeats it: responder holds
    # three-card support, 9 HCP and a singleton club — 9 + 3 (Bergen's 3/2/1 with three
    # trumps) = 12 dummy points opposite 11–15: invite with 3♥ (Goren: 23–25 points invite).
    ("precision", "1H X 1S P 1NT P", "AK764.942.Q862.9", "3H",
     "three trumps, 9 HCP and a singleton: 12 dummy points, invite"),
    # Acol: opener (4-4-4-1) has raised responder's 1♠ (the fourth suit at the one level,
    # natural).  Responder's 8 HCP with four trumps and a singleton club count 8 + 3 = 11
    # dummy points (Goren): opposite an opening, 3♠ invites game.
    ("acol", "1C P 1D P 1H P 1S P 2S P", "KJ62.K92.J9752.T", "3S",
     "four trumps, 8 HCP and a singleton: 11 dummy points opposite an opening, invite"),
    # The same shape with 7 HCP: 7 + 3 = 10 dummy points, still the invitation's 10–12
    # (Goren's count; the SAYC rule in the same position says 10–12 points invite).
    ("acol", "1C P 1D P 1H P 1S P 2S P", "KJ62.Q92.J9752.T", "3S",
     "four trumps, 7 HCP and a singleton: 10 dummy points, invite"),
]


def _call(system: str, auction: str, hand: str) -> Call:
    return computer_call(hand, auction, system).call


@pytest.mark.parametrize("system, auction, hand, expected, why", FIT_INVITES)
def test_fit_invitation_counts_shape(system, auction, hand, expected, why):
    assert _call(system, auction, hand) == Call.from_str(expected), why


# Without shortness there is little to add: 7 HCP and one doubleton are 8 dummy points,
# below the invitation (Goren: 26 for game; an opening and 8 do not reach it).
FLAT_PASSES = [
    ("acol", "1C P 1D P 1H P 1S P 2S P", "KJ62.K92.J975.T2", "P",
     "four trumps, 7 HCP, one doubleton: 8 dummy points, pass"),
]


@pytest.mark.parametrize("system, auction, hand, expected, why", FLAT_PASSES)
def test_without_shape_the_fit_stays_low(system, auction, hand, expected, why):
    assert _call(system, auction, hand) == Call.from_str(expected), why


# North's 1NT is passed round to West, in the pass-out seat (EW vulnerable in "EW").
BALANCING_OVER_1NT = [
    ("sayc", "NONE", "KQ1076.A43.85.J62", "2S",
     "five good spades and 10 HCP, not vulnerable: 2♠ (Lawrence)"),
    ("precision", "NONE", "A4.KJ1074.Q82.J93", "2H",
     "five hearts and 11 HCP, not vulnerable: 2♥ (Lawrence: the borrowed king)"),
    ("sayc", "EW", "KQ1076.A43.85.J62", "P",
     "vulnerable, a five-card suit defends 1NT (Cohen: less freely vulnerable)"),
    ("precision", "NONE", "Q8652.K4.J73.1092", "P",
     "a poor five-card suit and 6 HCP: defend 1NT (Lawrence: a fair hand)"),
]


@pytest.mark.parametrize("system, vul, hand, expected, why", BALANCING_OVER_1NT)
def test_balancing_over_1nt_with_five_cards(system, vul, hand, expected, why):
    got = computer_call(hand, "1NT P P", system, vulnerability=Vulnerability[vul]).call
    assert got == Call.from_str(expected), why


# 1♦ 1♥ Pass 1♠ Pass: the overcaller, no spade fit, a six-card heart suit.
OVERCALLER_REBIDS = [
    ("sayc", "1D 1H P 1S P", "KJ.KQ9864.8.KQJ4", "3H",
     "six hearts, 15 HCP, the top of the overcall: jump to 3♥, invites game"),
    ("acol", "1D 1H P 1S P", "K2.AQJ1084.85.AQ3", "3H",
     "six hearts, 16 HCP: jump to 3♥, invites game"),
    ("sayc", "1D 1H P 1S P", "4.AJ6543.AQ4.Q64", "2H",
     "six hearts, 13 HCP, no extra values: the simple rebid 2♥"),
]


@pytest.mark.parametrize("system, auction, hand, expected, why", OVERCALLER_REBIDS)
def test_overcaller_jump_rebids_six_cards_with_a_maximum(system, auction, hand, expected, why):
    assert _call(system, auction, hand) == Call.from_str(expected), why


# 1♠ X Pass 2♣ Pass: the doubler, four clubs; points counted as dummy (5/3/1 shortness).
DOUBLER_RAISES_THE_MINOR = [
    ("sayc", "1S X P 2C P", "T.K3.AKQ873.AQT8", "5C",
     "18 HCP, singleton and doubleton: 22 points, game in the minor (five, not four)"),
    ("acol", "1S X P 2C P", "2.KQ32.AK87.AQ76", "4C",
     "18 HCP and a singleton: 21 points, the jump raise invites"),
    ("precision", "1S X P 2C P", "2.KQ32.A987.AQ76", "3C",
     "15 HCP and a singleton: 18 points, the single raise invites"),
]


@pytest.mark.parametrize("system, auction, hand, expected, why", DOUBLER_RAISES_THE_MINOR)
def test_doubler_raises_the_minor_advance_by_strength(system, auction, hand, expected, why):
    assert _call(system, auction, hand) == Call.from_str(expected), why
