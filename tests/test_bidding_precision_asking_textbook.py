"""Precision: Wei's trump asking bid after the strong 1♣ and a positive major response;
Stayman and transfers after 1♣–1♦–2NT.

Sources (cited by the short tags in the cases):

- [WEI] C. C. Wei & A. Truscott, "Precision Bidding in Bridge", and C. C. Wei, "The
  Precision Bidding System in Bridge": after 1♣ (16+) and a positive response in a suit
  (8+, five cards, game forcing), opener's single raise of responder's suit agrees it and
  is a *trump asking bid*: responder describes the length of the suit and how many of its
  three top honours (A, K, Q) he holds, in steps; the asker, who alone knows both hands'
  trumps, is captain and places the contract.
- [JANNERSTEN] Wei's original answers as E. Jannersten's "Precision Club" lists them (read
  second-hand, from a summary of Jannersten's notes on asking bids after a Precision 1♣;
  the same six steps, in the same order, in the kdlbridge.com "TAB" page): first step none
  of the top three honours (any length), second one of them with five cards, third two with
  five, fourth one with six or more, fifth two with six or more, sixth all three.
  After 1♣–1♥–2♥ the steps are 2♠ 2NT 3♣ 3♦ 3♥ 3♠; after 1♣–1♠–2♠ 2NT 3♣ 3♦ 3♥ 3♠ 3NT.
- [ROOT] W. Root, "Commonsense Bidding", slam bidding: 33 points together for a small slam;
  [GOREN] C. Goren, "Point Count Bidding": with a trump fit the short-trump hand counts
  dummy points (5/3/1 for a void/singleton/doubleton), the long-trump hand 3/2/1.
- [KANTAR] E. Kantar, "Roman Keycard Blackwood": with the values and the trumps, 4NT asks
  for key cards; a slam missing two of the top three trump honours is not bid (two trump
  losers, or one and a finesse) — the reason Wei asks about the trumps first.

- [SAYC] the ACBL SAYC booklet: Stayman and Jacoby transfers over a 2NT opening (used after
  1♣–1♦–2NT, below).

The asker's values: he has shown 18+ (the raise), responder 8+ (the positive); the asker
asks for key cards when his own hand is worth 25 (HCP plus Goren's shortness), 33 with
responder's minimum 8 [ROOT]. Responder, having shown two or more top trump honours, knows
that opener's game cannot be a sign-off for the trumps and asks with 15 (33 with opener's
18) [ROOT]. Every expected call is worked out by hand from these rules, not read from the
engine.
"""

from __future__ import annotations

import pytest

from bridgelib import Call, Hand
from bridgelib.bidding import explain, forcing, suggest

HEARTS = "1C P 1H P 2H P"
SPADES = "1C P 1S P 2S P"

ANSWERS = [
    # ------------------------------------------------ responder answers 1♣–1♥–2♥ [WEI][JANNERSTEN]
    (HEARTS, "K4.J87543.A82.A4", "2S", "♥J87543: none of A K Q — first step, whatever the length"),
    (HEARTS, "K4.Q8754.A82.A43", "2NT", "♥Q8754: one top honour, five cards — second step"),
    (HEARTS, "K4.AQJ75.A82.943", "3C", "♥AQJ75: two top honours, five cards — third step"),
    (HEARTS, "K4.Q87543.A82.A4", "3D", "♥Q87543: one top honour, six cards — fourth step"),
    (HEARTS, "K4.AK8754.82.A43", "3H", "♥AK8754: two top honours, six cards — fifth step"),
    (HEARTS, "K4.AKQ75.82.9432", "3S", "♥AKQ75: all three — sixth step"),
    # ------------------------------------------------ responder answers 1♣–1♠–2♠ (one step higher)
    (SPADES, "98754.K4.AQ2.K43", "2NT", "♠98754: no top honour — first step"),
    (SPADES, "Q9754.K4.A82.K43", "3C", "♠Q9754: one top honour, five cards — second step"),
    (SPADES, "AKJ75.K4.82.9432", "3D", "♠AKJ75: two top honours, five cards — third step"),
    (SPADES, "K98754.K4.A2.K43", "3H", "♠K98754: one top honour, six cards — fourth step"),
    (SPADES, "AQ8754.K4.82.K43", "3S", "♠AQ8754: two top honours, six cards — fifth step"),
    (SPADES, "AKQ754.K4.82.932", "3NT", "♠AKQ754: all three — sixth step"),
]

PLACEMENTS = [
    # ------------------------------------------------ the asker places the contract [WEI]
    (HEARTS + " 2S P", "A83.Q54.A5.AKJ72", "4H",
     "partner has none of A K Q of hearts, we hold only the queen: the ace and king are both "
     "missing — two of the top three — so no slam whatever the values [KANTAR]: sign off in game"),
    (HEARTS + " 2S P", "A.AK4.AKQ72.KJ72", "4NT",
     "partner has no top heart but we hold the ace and king (only the queen missing); 24 HCP and "
     "a singleton with three trumps: 24 + 3 = 27 dummy points, 35 with the positive's 8 "
     "[ROOT][GOREN]: asks for key cards [KANTAR]"),
    (HEARTS + " 2NT P", "AK3.J54.AKQ5.AKJ", "4H",
     "25 HCP, but partner has one top heart and we none: two of A K Q missing — sign off "
     "[WEI][KANTAR]"),
    (HEARTS + " 3C P", "AK3.J54.AKQ5.AKJ", "4NT",
     "the same 25 HCP opposite two top hearts: one honour missing at most, 25 + 8 = 33 "
     "[ROOT]: asks for key cards"),
    (SPADES + " 3NT P", "J832.A54.AK5.AKJ", "4S",
     "partner holds ♠AKQ, but our 20 HCP, 4-3-3-3, make about 28 with the positive's 8: "
     "short of 33 [ROOT]: game"),
    (SPADES + " 3NT P", "J832.AKQ.AK5.AKQ", "4NT",
     "solid trumps opposite and 26 HCP: 34+ together [ROOT]: asks for key cards"),
    (SPADES + " 3H P", "KQ4.A5.AKJ72.Q83", "4S",
     "partner's one top spade with six cards and our K Q: trumps fine, but 21 HCP and a "
     "doubleton are 22 points, 30 with the positive's 8 — short of 33 [ROOT][GOREN]: game"),
    # ------------------------------------------------ responder after the asker's game
    (HEARTS + " 3C P 4H P", "K4.AQJ75.Q82.K43", "4NT",
     "we showed two top hearts, so opener's game is for values, not for the trumps; 15 HCP and a "
     "doubleton opposite 18+: 15 + 1 + 18 = 34 [ROOT][GOREN]: asks for key cards"),
    (HEARTS + " 3C P 4H P", "Q4.KQJ75.Q82.943", "P",
     "10 HCP and a doubleton opposite 18+: about 29, no slam: pass"),
    (HEARTS + " 2NT P 4H P", "K4.Q8754.AQ2.AK3", "P",
     "we showed one top heart: opener's game may be the sign-off for two missing trump honours, "
     "and the asker is captain [WEI]: pass despite 16 HCP"),
]


def _call(hand: str, auction: str) -> Call:
    s = suggest(Hand.from_pbn(hand), auction, "precision")
    assert s.agreed, s.reason
    return s.call


@pytest.mark.parametrize("auction,hand,expected,why", ANSWERS,
                         ids=[f"{c[0]}:{c[1]}" for c in ANSWERS])
def test_responder_answers_the_trump_asking_bid(auction, hand, expected, why):
    assert _call(hand, auction) == Call.from_str(expected), why


@pytest.mark.parametrize("auction,hand,expected,why", PLACEMENTS,
                         ids=[f"{c[0]}:{c[1]}" for c in PLACEMENTS])
def test_the_asker_places_the_contract(auction, hand, expected, why):
    assert _call(hand, auction) == Call.from_str(expected), why


def test_the_sign_off_for_the_trumps_is_named_so():
    s = suggest(Hand.from_pbn("A83.Q54.A5.AKJ72"), HEARTS + " 2S P", "precision")
    assert s.call == Call.from_str("4H") and s.rule is not None and s.rule.name == "sign-off"
    assert "two of the top three" in s.meaning


def test_the_raise_is_explained_as_the_trump_asking_bid_and_the_answers_as_steps():
    said = explain(SPADES + " 3D P", "precision")
    assert "Trump asking bid" in said[4].meaning
    assert "third step: two of the top three ♠ honours, five cards" in said[6].meaning
    # an answer does not let the auction stop below game (the positive forced to game)
    assert forcing(SPADES + " 3D P", "precision") == "game"


def test_opener_new_suit_is_not_a_trump_ask():
    """1♣–1♥–2♦ shows opener's diamonds (natural); responder's answer there is no step."""
    s = suggest(Hand.from_pbn("K4.AQJ75.A82.943"), "1C P 1H P 2D P", "precision")
    assert s.call == Call.from_str("2NT") and "step" not in s.meaning


def test_the_strong_opener_without_slam_values_still_jumps_to_game():
    """16–17 with three trumps: 4♥ at once, no asking bid [WEI: the raise shows 18+]."""
    assert _call("A83.K54.KQ5.AJ72", "1C P 1H P") == Call.from_str("4H")


# ---------------------------------------------------------------------------- 1♣–1♦–2NT
# Stayman and transfers after the strong opener's 2NT rebid (20+) over the negative 1♦:
# the Precision summaries (read second-hand) play "systems on" after 1♣–1♦–1NT and
# 1♣–1♦–2NT, responder's methods being those over a no-trump opening of the same range —
# as this system already plays after 1♣–1♦–1NT. The methods themselves are the ACBL SAYC
# booklet's over a 2NT opening [SAYC]: 3♣ Stayman (opener answers 3♦ without a four-card
# major, 3♥ with four hearts, 3♠ with four spades and not four hearts), 3♦/3♥ Jacoby
# transfers to hearts/spades with any strength, after which a weak hand passes, six cards
# bid game and five offer the choice with 3NT (opener bids the major game with three).
# Responder (0–7) goes to game with 3+ HCP opposite 20+ (the rule the file already has).
NT2 = "1C P 1D P 2NT P"
SYSTEMS_ON = [
    (NT2, "Q8652.J3.963.J42", "3H", "five spades: transfer to spades [SAYC]"),
    (NT2, "98652.J3.963.842", "3H", "five spades and no points: transfer anyway, to play in 3♠ [SAYC]"),
    (NT2, "K9.J985432.T32.7", "3D", "seven hearts: transfer to hearts [SAYC]"),
    (NT2, "Q865.J3.963.J842", "3C", "a four-card major and 4 HCP, game values opposite 20+: Stayman [SAYC]"),
    (NT2, "Q86.J32.9632.J84", "3NT", "4 HCP, no major: 3NT"),
    (NT2 + " 3H P 3S P", "98652.J3.963.842", "P", "0 HCP: play 3♠, the transfer's purpose [SAYC]"),
    (NT2 + " 3H P 3S P", "Q8652.J3.963.J42", "3NT", "five spades, 4 HCP: choice of games [SAYC]"),
    (NT2 + " 3D P 3H P", "K9.J985432.T32.7", "4H", "seven hearts, 4 HCP: game in hearts [SAYC]"),
    (NT2 + " 3H P 3S P 3NT P", "AK7.KQ4.AK9.Q864", "4S", "three spades opposite five: the 5-3 fit, 4♠ [SAYC]"),
    (NT2 + " 3H P 3S P 3NT P", "AK.KQ4.AK9.Q8642", "P", "two spades: 3NT stands [SAYC]"),
    (NT2 + " 3D P", "AK7.KQ4.AK9.Q864", "3H", "completes the transfer [SAYC]"),
    (NT2 + " 3C P", "AK7.KQ4.AK9.Q864", "3D", "no four-card major: 3♦ [SAYC]"),
    (NT2 + " 3C P", "AK74.KQ42.AK9.Q8", "3H", "both majors: hearts first [SAYC]"),
    (NT2 + " 3C P 3H P", "Q865.J3.963.J842", "3NT", "no heart fit: 3NT (it shows the spades) [SAYC]"),
    (NT2 + " 3C P 3S P", "Q865.J3.963.J842", "4S", "the 4-4 spade fit: game [SAYC]"),
    (NT2 + " 3C P 3H P 3NT P", "AK74.KQ42.AK9.Q8", "4S",
     "responder's Stayman promised a major and 3NT denied hearts: the 4-4 spade fit [SAYC]"),
]


@pytest.mark.parametrize("auction,hand,expected,why", SYSTEMS_ON,
                         ids=[f"{c[0]}:{c[1]}" for c in SYSTEMS_ON])
def test_systems_on_after_the_strong_club_2nt_rebid(auction, hand, expected, why):
    assert _call(hand, auction) == Call.from_str(expected), why
