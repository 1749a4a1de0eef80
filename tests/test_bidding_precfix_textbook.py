"""Five small defects found in review (issue 14, helper precfix): Precision's strong 1♣
opener after the positive responder's game, the quantitative 4NT over responder's 3NT, the
"uncontested" test of the pull of partner's 3NT, and Acol's overcaller after advancer's cue
bid holding a minor.

Every expected call comes from the literature, cited at each position; the hands are
constructed to illustrate it (none is copied from the engine's output).  Sources:

- C.C. Wei, "Precision Bidding System": the strong 1♣ is 16+ HCP; the 1NT positive is 8–13
  HCP, balanced; a positive response forces to game; after the positives, the strong hand
  is captain and decides on slam;
- William S. Root, "Commonsense Bidding": 33 HCP together for a small slam; a quantitative
  4NT (over partner's natural no-trump, no suit agreed) invites six and partner accepts
  with the upper part of the range shown, else passes; captaincy — once one hand has
  described itself, the partner who knows the combined holding places the contract; a
  six-card major plays in the major;
- ACBL SAYC System Booklet: 4NT directly over partner's no-trump bid is quantitative, not
  Blackwood;
- Ben Cohen & Rhoda Lederer, "Basic Acol": advancer's cue bid of the opponents' suit is
  forcing and asks the overcaller to describe his hand further: a minimum rebids the suit
  at the lowest level, a sound overcall says more;
- Root, "Commonsense Bidding": nine tricks in no-trump come before eleven in a minor — with
  the opponents' suit stopped, 3NT rather than five of a minor.
"""
from __future__ import annotations

import pytest

from bridgelib import Auction, Call
from bridgelib.auction import parse_calls
from bridgelib.bidding import computer_call, forcing, suggest
from bridgelib.bidding.condition import Condition, Context
from bridgelib.hand import Hand


def _call(system: str, auction: str, hand: str):
    """What a computer seat calls: the system's rule where one covers the position, else
    the general principle."""
    return computer_call(hand, Auction("N", parse_calls(auction)), system)


def _system(system: str, auction: str, hand: str):
    """The system's own call (``None`` when no rule of the system covers the hand)."""
    return suggest(hand, Auction("N", parse_calls(auction)), system)


# 1. The strong 1♣ opener after the positive responder's game: the system itself decides,
#    by the range responder's calls showed, not by "8–11" and 20 HCP of the opener alone.
#    (auction from North, hand, the book's call, why)
OPENER_AFTER_GAME = [
    # 1♣–1NT (8–13)–2♠–4♠: responder's raise to game is the minimum (8–10 in this system);
    # 22 HCP and a doubleton make no 33 (Root): pass, a call of the system.
    ("1C P 1NT P 2S P 4S P", "AKQ84.KQ5.AJ4.K3", "P",
     "Wei: 1NT positive, the raise to game a minimum; Root: under 33 together, no slam"),
    # 1♣–1NT–3♦–3NT, no suit agreed: 22 HCP opposite 8–13 can make 33 when responder is
    # at the top — the quantitative 4NT (Root; Wei: the strong hand is captain).
    ("1C P 1NT P 3D P 3NT P", "AQ.KQ5.AKJ94.QJ4", "4NT",
     "Root: 31–32 together with a maximum still to come — invite with a quantitative 4NT"),
    # The same with 17 HCP: at most 30 together opposite the 1NT positive — pass.
    ("1C P 1NT P 3D P 3NT P", "A3.Q5.AK942.A964", "P",
     "Wei: 1NT positive 8–13; Root: 17 + 13 = 30, no slam"),
]


@pytest.mark.parametrize("auction, hand, expected, why", OPENER_AFTER_GAME)
def test_strong_club_opener_after_the_positive_responders_game(auction, hand, expected, why):
    s = _system("precision", auction, hand)
    assert s.call == Call.from_str(expected), (why, s.call, s.meaning)


# 2. Over responder's natural 3NT (no suit agreed) opener's 4NT is quantitative: not
#    forcing, and responder answers by his range (ACBL SAYC booklet; Root).
QUANTITATIVE_ANSWERS = [
    # 9 HCP: the lower part of the 8–13 positive — declines, 4NT is the contract.
    ("K54.J4.Q1093.K987", "P", "the lower part of 8–13: pass the quantitative 4NT"),
    # 13 HCP: the top of the positive — accepts.
    ("K54.Q4.KQ93.K987", "6NT", "the top of 8–13: accept, 6NT"),
]


@pytest.mark.parametrize("hand, expected, why", QUANTITATIVE_ANSWERS)
def test_positive_responder_answers_the_quantitative_4nt_over_his_3nt(hand, expected, why):
    s = _call("precision", "1C P 1NT P 2H P 3NT P 4NT P", hand)
    assert s.call == Call.from_str(expected), (why, s.meaning)


def test_4nt_over_the_positive_responders_3nt_is_not_forcing():
    # Quantitative, not Blackwood: partner may pass it (ACBL SAYC booklet; Root).
    assert forcing("1C P 1NT P 2H P 3NT P 4NT P", "precision") == ""
    # Over an agreed suit's game it still asks for key cards (forcing).
    assert forcing("1C P 1H P 2H P 4H P 4NT P", "precision") == "round"


# 3. Partner has placed the contract in 3NT after our balancing 1♥ (five or more) over the
#    opponents' Precision 1♦ (Wei: two or more diamonds, not a natural suit to stop).  The
#    opponents have bid: it is no auction they left alone, so the captain's-3NT pass of a
#    sixth card does not apply, and the six-card major plays in game (Root).
CONTESTED_PULL = [
    ("1D P P 1H P 1S P 2NT P 3NT P", "7.AJ9853.KQ94.Q3", "4H",
     "their 1♦ contested the auction; Root: a six-card major with a singleton — 4♥"),
    ("1D P P 1H P 1S P 2NT P 3NT P", "K.Q108752.KJ106.98", "4H",
     "their 1♦ contested the auction; Root: six hearts and a singleton — 4♥"),
]


@pytest.mark.parametrize("auction, hand, expected, why", CONTESTED_PULL)
def test_an_opponents_short_diamond_opening_makes_the_auction_contested(auction, hand, expected,
                                                                     why):
    s = _call("precision", auction, hand)
    assert s.call == Call.from_str(expected), (why, s.meaning)


def test_contested_reads_any_bid_or_double_of_the_opponents():
    c = Condition.parse("contested")
    hand = Hand.from_str("AK2.QJ5.K843.Q72")
    assert c.holds(hand, {}, Context(contested=True))
    assert not c.holds(hand, {}, Context(contested=False))
    assert not c.holds(hand, {}, Context())  # unknown reads as uncontested


# 4. Acol: the one-level overcaller in a minor after advancer's cue bid of their suit,
#    holding a sound overcall (13+ HCP): the cue bid asks him to describe (Cohen & Lederer).
ACOL_CUE_BID = [
    # 16 HCP, ♣Q-10-x-x stops their clubs: 3NT rather than five of a minor (Root).
    ("1C 1D P 2C P", "A4.K5.AQJ95.Q1043", "3NT",
     "a sound overcall and their suit stopped: 3NT"),
    # The balancing overcall the same.
    ("1C P P 1D P 2C P", "A4.K5.AQJ95.Q1043", "3NT",
     "a sound (balancing) overcall and their suit stopped: 3NT"),
    # 13 HCP, six diamonds, no club stopper: more than a minimum, no 3NT — three of the
    # minor, above the minimum rebid of two (Cohen & Lederer: the minimum rebids the suit
    # at the lowest level, so a higher rebid shows more).
    ("1C 1D P 2C P", "A4.K5.AQJ954.543", "3D",
     "a sound overcall, no club stopper: 3♦, more than the minimum 2♦"),
]


@pytest.mark.parametrize("auction, hand, expected, why", ACOL_CUE_BID)
def test_acol_minor_overcaller_after_advancers_cue_bid(auction, hand, expected, why):
    s = _system("acol", auction, hand)
    assert s.call == Call.from_str(expected), (why, s.call, s.meaning)


# 5. SAYC: opener's three of our suit over the opponents' competition (1♥ (2♣) 2♥ (3♣)
#    3♥) is competitive, not a game try (Larry Cohen, "To Bid or Not to Bid": nine trumps,
#    the three level; a game try would be another call).  Responder passes with the single
#    raise's three trumps, whatever his points, and bids four with a fourth trump: ten
#    trumps, the four level (the law of total tricks).
COMPETITIVE_RERAISE = [
    ("1H 2C 2H 3C 3H P", "K54.J84.Q1093.K98", "P",
     "Cohen: the re-raise only competes — no game try to accept, pass"),
    ("1H 2C 2H 3C 3H P", "K54.Q84.KJ93.K98", "P",
     "Cohen: a maximum single raise still passes the competitive re-raise"),
    ("P 1S 2D 2S 3D 3S P", "J963.982.-.KJ9832", "4S",
     "Cohen: opener's nine trumps and our fourth make ten — the four level"),
    # Without competition the same 3♥ is a game try (ACBL SAYC booklet): the top of the
    # single raise accepts.
    ("1H P 2H P 3H P", "K54.Q84.KJ93.K98", "4H",
     "SAYC booklet: uncontested, three of the major invites; a maximum accepts"),
]


@pytest.mark.parametrize("auction, hand, expected, why", COMPETITIVE_RERAISE)
def test_competitive_reraise_is_no_game_try(auction, hand, expected, why):
    s = _call("sayc", auction, hand)
    assert s.call == Call.from_str(expected), (why, s.meaning)
