"""SAYC's constructive sequences that ended short of slam or in the wrong game (issue 14).

Every expected call comes from the literature, cited at each position; none is copied from
the engine's output.  Sources:

- Charles Goren, "Point Count Bidding in Contract Bridge": 33 points together make a small
  slam and 37 a grand slam; with a fit, the slam is bid in the fit; Blackwood once the trump
  suit is agreed and the values for slam are there;
- William S. Root, "Commonsense Bidding": the same 33-point guide; a jump shift by responder
  forces to game and shows slam interest, and opener then describes the hand naturally (a
  balanced hand rebids no-trump);
- ACBL SAYC System Booklet: 4NT over a natural no-trump bid is quantitative, not Blackwood;
  after responder's jump shift opener rebids a six-card suit (the rebid of the suit promises
  six, so responder with two cards of opener's major has the eight-card fit).
"""
from __future__ import annotations

import pytest

from bridgelib import Auction, Call
from bridgelib.auction import parse_calls
from bridgelib.bidding import computer_call, explain


# (auction from North, hand, the book's call, why)
POSITIONS = [
    # 1. Stayman finds the fit and responder holds 18+ HCP opposite 15–17: 33+ together
    #    with a fit — the small slam in the fit (Goren; Root).  4NT here would be read as
    #    quantitative (ACBL SAYC System Booklet), not as an ace ask.
    ("1NT P 2C P 2S P", "KQ85.KQ3.KQ4.KJ3", "6S",
     "19 HCP and the four-card spade fit: 34+ together, small slam in the fit"),
    ("1NT P 2C P 2H P", "KQ.KQ74.KQ5.QJ83", "6H",
     "18 HCP and the four-card heart fit: 33+ together, small slam in the fit"),
    # 2. 16 HCP, flat, the fit found, no ace to show below game: 31–33 together — invite
    #    the slam with the quantitative 4NT; opener bids it with a maximum (Goren's 33;
    #    ACBL SAYC System Booklet: 4NT is quantitative, not Blackwood).
    ("1NT P 2C P 2S P", "KQ85.KQ3.Q74.KJ3", "4NT",
     "16 HCP 4-3-3-3 with the fit, no first-round control below game: quantitative 4NT"),
    # 3. After the jump shift 1♣–2♦ opener, balanced with three diamonds (no raise of a
    #    minor without four), rebids no-trump (Root: opener describes the hand naturally);
    #    three clubs would promise six (ACBL SAYC System Booklet).
    ("1C P 2D P", "A2.KJ6.T42.KQ865", "2NT",
     "five clubs, balanced, three diamonds: 2NT, not a rebid of the five-card suit"),
    ("1C P 2D P", "JT2.Q86.AQ5.KT85", "2NT",
     "3-3-3-4 minimum: 2NT, the natural balanced rebid"),
    ("1C P 2D P", "K6.Q5.A2.KQJ8652", "3C",
     "seven clubs: rebids the suit (six or more)"),
    # 4. Opener's 3♣ over the jump shift shows six; responder holds three clubs (a nine-card
    #    fit), 19 HCP and two aces: 33+ together with a fit — Blackwood (Goren; Root).
    ("1C P 2D P 3C P", "A5.QJ.AKQ762.K63", "4NT",
     "the club fit found, 19 HCP opposite an opening: Blackwood"),
    # 5. Opener's 3♥ over the jump shift 2♠ shows six: two hearts make the eight-card major
    #    fit — game in the major, not 3NT (ACBL SAYC System Booklet; Root: with a major fit,
    #    play the major).
    ("1H P 2S P 3H P", "AKJ75.Q4.KQ3.J82", "4H",
     "six hearts opposite two, 17 HCP and no slam: game in the major fit"),
    # 6. Over the jump shift to the three level, opener's 3♠ may hold only five: with two
    #    spades there is no fit known, and 3NT is the game (Root).
    ("1S P 3D P 3S P", "A4.73.AKQ82.A1097", "3NT",
     "two spades opposite a possible five: no fit, game in no-trump"),
    # 7. 1♣–1♦–1♥: responder's 1♠ is natural, not fourth suit forcing (ACBL SAYC System
    #    Booklet: "1♣–1♦–1♥–1♠ is natural"); a new suit by responder is forcing, and a
    #    four-card spade suit is shown before no-trump or a pass (Root: look for the major
    #    fit first).
    ("1C P 1D P 1H P", "KQ74.J3.Q9852.K4", "1S",
     "four spades, 11 HCP: 1♠, natural and forcing, before 2NT"),
    ("1C P 1D P 1H P", "Q874.K3.J9852.42", "1S",
     "four spades, 6 HCP: 1♠, natural (a one-level new suit), not a pass of 1♥"),
    # 8. Opener after 1♣–1♦–1♥–1♠: with four spades a minimum raises to 2♠; without them,
    #    a minimum with five clubs rebids 2♣ (Root: opener's minimum rebid shows the
    #    fit or the long suit; the raise is limited by opener's points).
    ("1C P 1D P 1H P 1S P", "KJ53.AQ64.7.K953", "2S",
     "four spades, 13 HCP: the minimum raise to 2♠"),
    ("1C P 1D P 1H P 1S P", "K5.AQ64.Q7.KJ953", "2C",
     "no fit, five clubs, 13 HCP: 2♣, minimum"),
]


@pytest.mark.parametrize("auction, hand, expected, why", POSITIONS)
def test_saycmore_positions(auction, hand, expected, why):
    got = computer_call(hand, auction, "sayc")
    assert got.call == Call.from_str(expected), (why, got.meaning)


def test_stayman_slam_is_a_rule_not_the_principle():
    """The slam in the Stayman fit is the system's rule (the principle's 4NT would be read
    by opener as the quantitative 4NT)."""
    got = computer_call("KQ85.KQ3.KQ4.KJ3", "1NT P 2C P 2S P", "sayc")
    assert got.agreed, got.meaning


def test_the_rebid_of_the_suit_over_the_jump_shift_shows_six():
    """ACBL SAYC System Booklet: after the jump shift, opener's rebid of the suit is a
    six-card suit — the explanation says so (no catch-all reading hides it)."""
    shows = explain("1C P 2D P 3C", "sayc")[-1].shows
    assert shows["♣"][0] == 6, shows


# 9. After 1♦–1♠–1NT (12–14)–2NT (11–12), opener accepts with the top of the 1NT rebid and
#    passes a minimum (ACBL SAYC System Booklet: the 1NT rebid is 12–14; Root, "Commonsense
#    Bidding": with a minimum decline the invitation).  A five-card suit and the vulnerability
#    do not turn the bare 12 HCP into a maximum.
INVITATION = [
    ("K4.Q73.KJ852.K63", "BOTH", "P", "12 HCP and five diamonds, vulnerable: the bare minimum declines"),
    ("K4.Q73.KJ852.K63", "NONE", "P", "12 HCP and five diamonds: a minimum declines"),
    ("K4.Q73.KJ852.AJ3", "NONE", "3NT", "14 HCP: the top of the 1NT rebid accepts"),
]


@pytest.mark.parametrize("hand, vul, expected, why", INVITATION)
def test_opener_after_the_2nt_invitation_over_the_1nt_rebid(hand, vul, expected, why):
    from bridgelib.table import Vulnerability

    got = computer_call(hand, Auction("N", parse_calls("1D P 1S P 1NT P 2NT P")), "sayc",
                        Vulnerability[vul])
    assert got.call == Call.from_str(expected), (why, got.meaning)


@pytest.mark.parametrize("hand, expected", [
    ("KJ53.AQ64.7.K953", "2S"),   # four spades, 13 HCP: the minimum raise
    ("K5.AQ64.Q7.KJ953", "2C"),   # no fit, five clubs, 13 HCP: the minimum rebid
])
def test_acol_opener_after_the_natural_one_spade(hand, expected):
    """Acol plays the same natural 1♠ after 1♣–1♦–1♥ (the fourth suit is forcing only from
    the two level) and the same minimum rebids (Root): a rule of the system, not the
    general principle's forced bid."""
    got = computer_call(hand, "1C P 1D P 1H P 1S P", "acol")
    assert got.call == Call.from_str(expected) and got.agreed, got.meaning
