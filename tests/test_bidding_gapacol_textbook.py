"""Acol: where a partnership knowing both hands bids game and we stopped short or chose the
wrong game (issue 14, helper gapacol).

Every expected call comes from the Acol literature, cited at each position; none is copied
from the engine's output.  Sources:

- "Basic Acol" (Ben Cohen and Rhoda Barrow, revised by Sandra Landy): bidding is a search
  for a major-suit fit — with four-card support for partner's major, support it before
  repeating a minor; opener's 1♥/1♠ promises four cards, so four-card support is a fit
  whatever opener rebids;
- Ron Klinger, "Guide to Better Acol Bridge": with four-card support for opener's major
  and game values, responder bids a new suit first and then jumps to game in the major
  (the delayed game raise);
- EBU "Standard English Acol" (Foundation Level System File): negative doubles over a
  one-level overcall; after a minor opening look for the major fit first (responder with
  support for the minor and a four-card major shows the major); a new suit by responder
  at the second turn after opener's simple rebid is natural and not forcing, "rarely
  passed" — with 5-5 responder shows the second suit and opener chooses;
- the fourth suit at the one level is natural: after 1♣–1♦–1♥, responder's 1♠ shows four
  spades and is forcing for one round; fourth-suit forcing starts at the two level (Roger
  Morton's Acol notes D24, "The Fourth Suit": "if the fourth suit is bid at the 2 level or
  below" it asks; Culcheth bridge notes, "Fourth Suit Forcing?": "1♣ 1♦ 1♥ 1♠ … is natural
  and forcing for one round").
"""
from __future__ import annotations

import pytest

from bridgelib import Call
from bridgelib.bidding import computer_call


# (auction from North, responder's hand, the book's call, why)
POSITIONS = [
    # 1. Opener's second suit is a major and responder holds four of it: the fit comes
    #    before a six-card minor ("Basic Acol": the search for a major fit; the preference
    #    for a long minor of one's own is a last resort).
    ("1C P 1D P 1S P", "Q985.72.KJ8642.3", "2S",
     "four spades with 7 HCP: raise opener's second suit, not 2♦"),
    # 2. Opener's 1NT rebid (15–16) does not take back the four hearts of the 1♥ opening;
    #    responder, too strong for a limit raise, bid 1♠ first and now bids game in the
    #    eight-card heart fit (Klinger, "Guide to Better Acol Bridge": new suit, then
    #    support; "Basic Acol": 1♥ promises four).
    ("1H P 1S P 1NT P", "AQ72.KJ93.Q86.72", "4H",
     "13 HCP and four hearts: game in the known 4-4 heart fit, not 3NT"),
    # 3. The delayed game raise: with 15 HCP and four hearts responder bid 2♣; opener's
    #    raise to 3♣ does not change the heart fit — 4♥ (Klinger).
    ("1H P 2C P 3C P", "K3.KQ82.75.AQJ64", "4H",
     "four-card heart support and game values: 4♥ rather than 3NT"),
    # 4. 1♣ (1♥): four spades and four clubs, 10 HCP — the negative double shows the
    #    spades first (a 4-4 spade fit plays better than clubs), not the cue-bid raise.
    ("1C 1H", "KJ72.Q93.84.KJ63", "X",
     "four spades over their 1♥: the negative double before support for clubs"),
    # 5. 1♦–1♠–2♦: 5-5 in the majors and a weak hand — show the hearts (not forcing);
    #    passing 2♦ with a singleton diamond throws away the second fit.
    ("1D P 1S P 2D P", "KJ842.QJ953.7.84", "2H",
     "5-5 majors, 7 HCP: 2♥ lets opener choose, not a pass of 2♦"),
    # 6. Raising opener's second suit, a major, responder counts shortness once the fit is
    #    found ("Basic Acol"; EBU "Standard English Acol": support points): 9 HCP and a
    #    singleton are 12 points — the invitational jump, not the single raise.
    ("1C P 1D P 1H P", "7.KJ53.KQ984.842", "3H",
     "four hearts, 9 HCP and a singleton (12 points): 3♥ invites"),
    # 7. 1♣–1♦–1♥: four spades and 10 HCP — 1♠ is natural (a 4-4 spade fit may still be
    #    there: opener bids four-card suits up the line), not a pass of 1♥ on a doubleton.
    ("1C P 1D P 1H P", "KJ84.73.QJ852.K3", "1S",
     "four spades at the one level: natural, forcing one round"),
]


@pytest.mark.parametrize("auction, hand, expected, why", POSITIONS)
def test_acol_reaches_the_book_game(auction, hand, expected, why):
    got = computer_call(hand, auction, "acol")
    assert got.call == Call.from_str(expected), (why, got.meaning)


# Controls: the same auctions where the book stops or keeps the old call.
CONTROLS = [
    # No four-card spade support: the six-card diamond rebid stays (to play).
    ("1C P 1D P 1H P", "7.K4.QJ9753.K863", "2D"),
]


@pytest.mark.parametrize("auction, hand, expected", CONTROLS)
def test_acol_stops_where_the_book_stops(auction, hand, expected):
    got = computer_call(hand, auction, "acol")
    assert got.call == Call.from_str(expected), got.meaning
