"""Precision's later rounds (issue 14): positions from the books, each with its source.

Every expected call comes from the literature, cited at each position; none is copied from
the engine's output.  Sources:

- ACBL, "SAYC System Booklet" (Standard American Yellow Card), "Weak two-bids": responder's
  new suit is forcing one round; 2NT is forcing and asks for a feature — opener rebids his
  suit with a minimum, shows an outside ace or king with a maximum;
- C. C. Wei, "Precision Bidding System": after the negative 1♦ a jump rebid by the strong
  1♣ opener in a suit is forcing to game (a good five-card suit or longer); Paul F. Dubois,
  "Imprecise Precision" §5.1: over an overcall of 1♣ responder's double is the negative (or
  a positive with no natural bid), and the opener goes on as over 1♣–1♦;
- ACBL, "SAYC System Booklet": over the opponents' takeout double responder redoubles with
  10+ HCP; Larry Cohen, "To Bid or Not to Bid" (the law of total tricks): with nine trumps
  together, compete to the three level;
- C. C. Wei, "Precision Bidding System": the 2♥/2♠ openings are weak two-bids (in this
  course's Precision 6–10 HCP), answered as weak twos are (the same methods as SAYC's, which
  the Precision file shares).
"""
from __future__ import annotations

import pytest

from bridgelib import Call
from bridgelib.bidding import computer_call


# (system, auction from North, hand, the book's call, why)
WEAK_TWO = [
    # Responder with a strong hand of his own suit and no fit: a new suit, forcing one
    # round (ACBL SAYC booklet, "Responses to weak two-bids: new suit forcing").
    ("precision", "2S P", "7.AKQ1083.AK4.K83", "3H",
     "19 HCP, six good hearts, a singleton spade: the new suit, forcing"),
    # 18 HCP, a doubleton spade, clubs unstopped: 2NT asks for a feature (ACBL SAYC booklet).
    ("precision", "2S P", "A4.AQ3.AKJ2.8532", "2NT",
     "game interest opposite a weak two, no club stopper: the 2NT feature ask"),
    # Opener answers 2NT: a maximum with ♦A shows the feature; a minimum rebids the suit
    # (ACBL SAYC booklet).
    ("precision", "2S P 2NT P", "KQJ985.72.A3.843", "3D",
     "10 HCP (the top of 6–10) with ♦A: shows the feature"),
    ("precision", "2S P 2NT P", "KQJ985.72.83.843", "3S",
     "6 HCP, a minimum weak two: rebids the suit"),
    ("precision", "2H P 2NT P", "72.AQJ985.843.J3", "3H",
     "8 HCP, the minimum half of 6–10: rebids the suit"),
    # Opener with three-card support raises responder's forcing new suit (ACBL SAYC booklet).
    ("precision", "2S P 3H P", "KQJ985.K72.83.84", "4H",
     "three hearts for responder's forcing 3♥: raises"),
]


@pytest.mark.parametrize("system, auction, hand, expected, why", WEAK_TWO)
def test_responding_to_the_weak_two(system, auction, hand, expected, why):
    got = computer_call(hand, auction, system)
    assert got.call == Call.from_str(expected), (system, why, got.meaning)


# The strong 1♣ opener's partner made a positive over the overcall — natural, 8+ HCP and
# forcing to game (Paul F. Dubois, "Imprecise Precision" §5.1: positives over interference
# are natural and game forcing).  The opponents' raise takes away no values: with a
# seven-card major the game is in it (seven trumps need no support: a singleton makes
# eight).  Not a partscore, not a pass.
GAME_FORCED = [
    ("precision", "P 1C 1D 1H 2D", "AKJ10632.A2.2.A75", "4S",
     "16 HCP, seven spades, partner's 1♥ positive forced to game: 4♠"),
]


@pytest.mark.parametrize("system, auction, hand, expected, why", GAME_FORCED)
def test_a_seven_card_major_in_a_game_forced_auction(system, auction, hand, expected, why):
    got = computer_call(hand, auction, system)
    assert got.call == Call.from_str(expected), (system, why, got.meaning)


# The strong 1♣ opener answers responder's double of the overcall as over the negative 1♦
# (Dubois §5.1): with game values opposite the double's 6+ (19+ HCP) and a five-card suit,
# the jump, forcing to game (Wei) — a single step would be passed by the 6–7 HCP doubler.
DOUBLE_ANSWER = [
    ("precision", "1C 1H X P", "AQJ105.4.AK5.AK32", "2S",
     "21 HCP and five good spades: the jump, forcing to game"),
    ("precision", "1C 2H X P", "AKJ105.4.AK5.AQ32", "3S",
     "21 HCP and five spades over the two-level overcall: the jump"),
    ("precision", "1C 1H X P", "KQJ105.4.AK5.A432", "1S",
     "17 HCP: the plain answer (16–18)"),
    # Responder with three-card support after the game-forcing jump: game in the suit.
    ("precision", "1C 1H X P 2S P", "872.Q32.Q643.J32", "4S",
     "three spades opposite the game-forcing jump: 4♠"),
]


@pytest.mark.parametrize("system, auction, hand, expected, why", DOUBLE_ANSWER)
def test_the_strong_opener_answers_the_double(system, auction, hand, expected, why):
    got = computer_call(hand, auction, system)
    assert got.call == Call.from_str(expected), (system, why, got.meaning)


# Precision's 2♣ (11–15, six clubs) doubled for takeout: responder redoubles with 10+ HCP
# (ACBL SAYC booklet, responder after a takeout double) and with a weak hand and three or
# more clubs raises to the level of the fit — nine trumps, the three level (Cohen).
TWO_CLUBS_DOUBLED = [
    ("precision", "2C X", "872.Q53.J642.K103", "3C",
     "6 HCP and three clubs opposite six: nine trumps, the three level"),
    ("precision", "2C X", "KQ3.A42.J1065.Q32", "XX",
     "12 HCP: redouble, the balance of power"),
]


@pytest.mark.parametrize("system, auction, hand, expected, why", TWO_CLUBS_DOUBLED)
def test_responding_to_two_clubs_doubled(system, auction, hand, expected, why):
    got = computer_call(hand, auction, system)
    assert got.call == Call.from_str(expected), (system, why, got.meaning)
