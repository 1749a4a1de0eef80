"""Responder's game-forcing second bid with an unbalanced hand after opener shows two suits
(issue 14): the fourth suit, not 3NT.

After 1x–1y–1z / 1x–1y–2z, responder with game values and shape shows it instead of bidding
3NT.  Every expected call comes from the literature's rule, cited at each position; none is
copied from the engine's output.  Sources:

- ACBL SAYC System Booklet ("Fourth suit forcing"): responder's bid of the fourth suit is
  forcing (the systems here play it forcing to game);
- William S. Root and Richard Pavlicek, "Modern Bridge Conventions" (fourth suit forcing):
  responder uses the fourth suit when 3NT is not clearly right — to ask for three-card
  support for a five-card major first, or with a real second suit; opener's first duty over
  it is to show three-card support for responder's major; when responder bids the fourth
  suit again he has five of them (five-five), and opener raises with three;
- Audrey Grant, "Bridge Basics" series (responder's rebid): with game values and a fit,
  bid game in the fit; 3NT is for a balanced hand;
- Acol ("Basic Acol", Klinger): fourth suit forcing as in Standard, the major fit before
  no-trump; C.C. Wei, "Precision Bidding System": the 1♦/1♥/1♠ openings' later bidding is
  natural, as in Standard.
"""
from __future__ import annotations

import pytest

from bridgelib import Call
from bridgelib.bidding import computer_call

ALL = ("sayc", "acol", "precision")


# (systems, auction from North, hand, the book's call, why)
POSITIONS = [
    # 1. Five-five in the majors, a void in opener's diamonds, 11 HCP (13 points with the
    #    length): game values, but 3NT with a void in opener's suit is no contract — the
    #    fourth suit with five of them, forcing (Root & Pavlicek: a real second suit).
    (ALL, "1D P 1S P 2C P", "K9765.AT862..KJ6", "2H",
     "5-5 majors, game values, void in opener's suit: the fourth suit, not 3NT"),
    (ALL, "1D P 1S P 2C P", "AQ976.KJ854.3.Q6", "2H",
     "5-5 majors, 12 HCP, singleton in opener's suit: the fourth suit, not 3NT"),
    # 2. Five-five in spades and clubs, a void in opener's hearts, after 1♥–1♠–2♦: the fourth
    #    suit is bid at the three level (below 3♦ there is no room), still forcing (ACBL SAYC
    #    System Booklet: the fourth suit forcing; Root & Pavlicek).
    (ALL, "1H P 1S P 2D P", "A7632..A97.AT543", "3C",
     "5-5 black suits, void in opener's hearts: the fourth suit at the three level"),
    # 3. Five spades and a singleton in opener's diamonds, 14 HCP with a heart stopper:
    #    not a hand for 3NT — the fourth suit asks for three-card spade support first
    #    (Root & Pavlicek).
    (ALL, "1D P 1S P 2C P", "AQJ85.KJ92.4.K52", "2H",
     "five spades, singleton in opener's suit: fourth suit forcing before 3NT"),
    (ALL, "1D P 1H P 1S P", "Q83.QT832.A.AK53", "2C",
     "five hearts, singleton in opener's diamonds: fourth suit forcing before 3NT"),
    # 3b. Opener has denied three-card support and a stopper in the fourth suit (the cheapest
    #     rebid of the first suit); responder holds the stopper: 3NT (Root & Pavlicek).
    (ALL, "1D P 1H P 1S P 2C P 2D P", "Q83.QT832.A.AK53", "3NT",
     "opener denies heart support and a club stopper; we stop clubs: 3NT"),
    # 4. Opener's first duty over the fourth suit: three-card support for responder's major
    #    (Root & Pavlicek) — also when the fourth suit came at the three level.
    (ALL, "1H P 1S P 2D P 3C P", "Q98.AQT973.KJ63.", "3S",
     "three-card spade support over the fourth suit: show it first"),
    # 5. Responder bids the fourth suit again: five of them beside five spades (Root &
    #    Pavlicek: the fourth suit rebid is natural, five-five).
    (ALL, "1D P 1S P 2C P 2H P 2NT P", "K9765.AT862..KJ6", "3H",
     "5-5: the fourth suit again after opener's 2NT"),
    # 6. Opener raises responder's second five-card suit with three: the eight-card major fit
    #    before 3NT (Grant: with a fit, game in the fit).
    (ALL, "1D P 1S P 2C P 2H P 2NT P 3H P", "Q.K93.KJ876.AT73", "4H",
     "three hearts opposite responder's five: game in the major fit"),
    (ALL, "1D P 1S P 2C P 2H P 2NT P 3H P", "Q2.K9.KJ876.AQ73", "3NT",
     "no three-card heart support (and the spades denied over the fourth suit): 3NT"),
    # 7. Over opener's support of the five-card major after the three-level fourth suit:
    #    game in the eight-card fit (ACBL SAYC System Booklet: fourth suit forcing to game).
    (ALL, "1H P 1S P 2D P 3C P 3S P", "A7632..A97.AT543", "4S",
     "opener's three-card support opposite five: 4♠"),
    # 8. Four-card support for opener's second suit, a minor, with a singleton and game
    #    values counting it: the raise to three would be only invitational, so responder
    #    bids the fourth suit first and raises next, forcing (Root & Pavlicek: fourth suit
    #    forcing, then support, is the game-forcing raise of opener's second suit).
    (ALL, "1D P 1S P 2C P", "AJT42.2.K74.AQT9", "2H",
     "four clubs, a singleton, 14 HCP: the fourth suit, not the invitational 3♣"),
    (ALL, "1H P 1S P 2D P", "KQ942.7.AJ85.Q63", "3C",
     "four diamonds, a singleton in opener's hearts, 12 HCP: the fourth suit (at the three level)"),
    (ALL, "1D P 1S P 2C P 2H P 2NT P", "KJ853.KT8.5.AKQ5", "3C",
     "the club raise after the fourth suit: forcing"),
    # 9. Opener, unbalanced, facing the forcing minor raise: game in the minor (Goren's
    #    point count: the fit and the shortness; 3NT for the balanced hand).
    (ALL, "1D P 1S P 2C P 2H P 2NT P 3C P", "2.A85.K9876.A642", "5C",
     "unbalanced opener opposite the forcing club raise: 5♣"),
]


@pytest.mark.parametrize("systems, auction, hand, expected, why", POSITIONS)
def test_fourth_suit_with_shape(systems, auction, hand, expected, why):
    for system in systems:
        got = computer_call(hand, auction, system)
        assert got.call == Call.from_str(expected), (system, why, got.meaning)
