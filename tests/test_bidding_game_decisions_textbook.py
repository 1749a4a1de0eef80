"""Game decisions: bid the game the hands make, stop below the one they do not (issue 14).

Each position is a textbook case of deciding whether to bid game and where; the expected
call is the book's, worked out by hand from the rule cited (never copied from the engine).
Sources:

- [Klinger] Ron Klinger, "The Modern Losing Trick Count", the basic method: count the
  losers of each suit among its first three cards (a missing ace, king or queen is a
  loser; a doubleton counts two at most, a singleton one, a void none), add partner's
  losers as the auction shows them and subtract from 24: the tricks the partnership can
  expect in the fit.  A minimum opening shows seven losers, a single raise about nine, a
  limit raise about eight; so after a single raise the opener with five losers bids game
  (24 - 5 - 9 = 10), and after a limit raise the opener accepts with six (24 - 6 - 8 = 10)
  and declines with eight (24 - 8 - 8 = 8).  Klinger applies the count once a fit is found:
  these are the auctions where the raise has found it.
- [SAYC] The ACBL SAYC booklet ("Standard American Yellow Card"): jump shifts by opener are
  forcing to game.
- [Root] William S. Root, "Commonsense Bidding": opener's jump shift shows 19 or more and
  forces to game; responder then chooses the game (support for opener's five-card major
  with three cards, for the second suit with four, else 3NT); responder with a six-card
  major and the values for game opposite an opening (13+) bids game in it rather than 3NT
  (a 6-2 major fit plays better than no-trump with a side singleton).
- [Goren] Charles Goren, "Point Count Bidding": 26 points for game in a major or 3NT.
- [Klinger, no-trump] Klinger applies the count opposite a 1NT opening once responder's
  six-card major has found the fit: a strong no-trump (15–17) is worth about seven losers,
  a weak one (12–14, and Precision's 13–15) about eight; responder bids game when 24 less
  both counts leaves ten tricks and invites with one loser more (the ACBL SAYC booklet:
  after a Jacoby transfer, three of the major shows six cards and invites).

Acol (Standard English Acol, Landy & Bird) and Precision (C. C. Wei) reach the same decisions
in the same auctions: the losing-trick count is system-free (Klinger writes it for Acol), and
both systems share these situations with SAYC.
"""

from __future__ import annotations

import pytest

from bridgelib import Hand
from bridgelib.auction import Call
from bridgelib.bidding import suggest

# (system, auction from the opening, hand, the book's call, the losers counted by hand, why)
LTC_POSITIONS = [
    # -- opener after a single raise: five losers bid game (Klinger: 24 - 5 - 9 = 10)
    ("sayc", "1S P 2S P", "AKJ842.AQ63.5.72", "4S", 5,
     "AKJ 1 (no queen), AQ6 1 (no king), singleton 1, 72 two: five losers opposite the single "
     "raise's nine leave ten tricks; only 16 points, but Klinger bids game"),
    ("acol", "1S P 2S P", "KQJ73.AQ1085.6.K2", "4S", 4,
     "KQJ 1, AQ10 1, singleton 1, K2 1: four losers; 17 points (a trial bid by points), "
     "game by the losing-trick count"),
    ("precision", "1H P 2H P", "6.AKQ1064.A1073.52", "4H", 5,
     "singleton 1, AKQ none, A107 2, 52 2: five losers; 13 HCP in the limited 1♥ opening, "
     "but a 6-4 hand with five losers makes ten tricks opposite the raise"),
    ("sayc", "1S P 2S P", "AQ873.K84.Q62.J5", "P", 7,
     "AQ8 1, K84 2, Q62 2, J5 2: seven losers, a minimum: 24 - 7 - 9 = 8 tricks, no game"),
    ("acol", "1H P 2H P", "K4.QJ853.A72.Q63", "P", 7,
     "K4 1, QJ8 2, A72 2, Q63 2: seven losers, 12 HCP: a minimum, 24 - 7 - 9 = 8 tricks"),
    # -- opener after a limit raise: six losers accept, eight decline (24 - 8 = 16)
    ("sayc", "1H P 3H P", "5.KJ1085.AQ954.J3", "4H", 6,
     "singleton 1, KJ10 2, AQ9 1, J3 2: six losers opposite the limit raise's eight: ten "
     "tricks; only 11 HCP (13 points) but a 5-5 hand accepts"),
    ("precision", "1S P 3S P", "AQ10873.5.KQ84.52", "4S", 5,
     "AQ10 1, singleton 1, KQ8 1, 52 2: five losers, 11 HCP: accepts the limit raise"),
    ("acol", "1S P 3S P", "QJ1073.QJ4.KJ2.QJ", "P", 8,
     "QJ10 2, QJ4 2, KJ2 2, QJ 2: eight losers; 13 HCP of queens and jacks (14 points) "
     "decline: 24 - 8 - 8 = 8 tricks"),
    ("sayc", "1S P 3S P", "KQ1084.AJ5.K72.Q4", "4S", 7,
     "KQ10 1, AJ5 2, K72 2, Q4 2: seven losers but 16 points, the top of the range: accepts "
     "on points (the loser count alone neither accepts nor declines)"),
]


@pytest.mark.parametrize("system,auction,hand,expected,losers,why", LTC_POSITIONS)
def test_the_losing_trick_count_decides_the_game_after_a_raise(system, auction, hand,
                                                                expected, losers, why):
    assert Hand.from_pbn(hand).losing_trick_count == losers, why
    s = suggest(hand, auction, system=system)
    assert s.agreed and s.call == Call.from_str(expected), f"{system} {auction} {hand}: {s} ({why})"


def test_the_loser_count_meaning_names_the_method_and_the_tricks():
    s = suggest("AKJ842.AQ63.5.72", "1S P 2S P", system="sayc")
    assert "losing-trick count" in s.meaning and "ten tricks" in s.meaning


def test_the_slam_tries_after_a_limit_raise_still_come_before_the_loser_count():
    # 20 HCP, five losers (AKQ none, AK4 1, A72 2, 53 2): slam values opposite a limit raise
    # (Root: 33 points together with the fit — Blackwood or a control bid, not a plain game)
    s = suggest("AKQ84.AK4.A72.53", "1S P 3S P", system="sayc")
    assert s.call.pbn() != "4S", s


RESPONDER_OWN_MAJOR = [
    ("sayc", "1D P 1H P 1S P", "A7.KQ10976.AJ8.32", "4H",
     "Root: six hearts and 14 HCP opposite an opening: game in the 6-2 heart fit, not 3NT"),
    ("acol", "1C P 1H P 1S P", "A7.KQJ976.KJ8.32", "4H",
     "Root (the same judgement in Acol): six good hearts and 14 HCP: 4♥"),
    ("precision", "1D P 1S P 2C P", "AKJ852.K4.Q3.J32", "4S",
     "six spades and 14 HCP opposite the limited 1♦ opening (11–15): game in spades"),
    ("sayc", "1D P 1H P 1S P", "A7.KQ97.AJ84.Q32", "3NT",
     "Root: 13+ and balanced with only four hearts: 3NT (the rule is for a six-card major)"),
]


@pytest.mark.parametrize("system,auction,hand,expected,why", RESPONDER_OWN_MAJOR)
def test_responder_with_a_six_card_major_bids_game_in_it(system, auction, hand, expected,
                                                         why):
    s = suggest(hand, auction, system=system)
    assert s.agreed and s.call == Call.from_str(expected), f"{system} {auction} {hand}: {s} ({why})"


JUMP_SHIFT = [
    ("1S P 1NT P", "AJ1064.AQJ5.AJ.Q10", "3H",
     "SAYC / Root: 19 HCP, five spades and four hearts opposite 1NT: jump shift, forcing to "
     "game (2♥ could be passed with the heart game cold opposite four)"),
    ("1H P 1NT P", "5.AKQ74.AKJ82.K3", "3D",
     "Root: 20 HCP, 5-5 in the red suits: jump shift to 3♦, forcing to game"),
    ("1S P 1NT P 3H P", "2.K843.76432.A43", "4H",
     "Root: after the jump shift responder chooses the game: four hearts, 4♥"),
    ("1S P 1NT P 3H P", "Q2.J8.K7643.QJ43", "3NT",
     "Root: no fit for either major (two spades, two hearts): 3NT, the game is forced"),
    ("1S P 1NT P", "AQ1064.K2.KQ5.J73", "P",
     "SAYC: 15 HCP, a minimum balanced hand with five spades: pass 1NT (no jump shift "
     "without 19)"),
]


@pytest.mark.parametrize("auction,hand,expected,why", JUMP_SHIFT)
def test_opener_jump_shifts_over_1nt_with_19_and_responder_picks_the_game(auction, hand,
                                                                          expected, why):
    s = suggest(hand, auction, system="sayc")
    assert s.agreed and s.call == Call.from_str(expected), f"{auction} {hand}: {s} ({why})"


def test_the_jump_shift_over_1nt_is_forcing_to_game():
    from bridgelib.bidding import forcing
    assert forcing("1S P 1NT P 3H P", "sayc") == "game"


TRANSFER = [
    ("sayc", "1NT P 2H P 2S P", "KQ109654.9.94.Q92", "4S", 6,
     "KQ10 1, singleton 1, 94 2, Q92 2: six losers opposite the strong no-trump's seven: "
     "24 - 13 = 11 tricks; only 7 HCP, but game"),
    ("sayc", "1NT P 2H P 2S P", "Q108643.5.K962.73", "3S", 7,
     "Q10 8 2, singleton 1, K96 2, 73 2: seven losers: 24 - 14 = 10 is the best case: invite "
     "with 3♠ (six spades, the SAYC booklet's invitational rebid)"),
    ("sayc", "1NT P 2H P 2S P", "876432.Q5.J62.73", "P", 10,
     "ten losers, 3 HCP: 2♠ is high enough"),
    ("sayc", "1NT P 2D P 2H P", "T5.AJ9842.K73.Q4", "4H", 8,
     "10 HCP and six hearts: game on points (the SAYC booklet's 10–15), the count not needed"),
    ("acol", "1NT P 2D P 2H P", "5.KQ10864.A973.82", "3H", 6,
     "singleton 1, KQ10 1, A97 2, 82 2: six losers opposite the weak no-trump's eight: 24 - 14 "
     "= 10 at best: invite (9 HCP would pass on points)"),
    ("acol", "1NT P 2D P 2H P", "-.AQJ8643.K973.82", "4H", 5,
     "void 0, AQJ 1, K97 2, 82 2: five losers opposite the weak no-trump's eight: game"),
    ("precision", "1NT P 2H P 2S P", "KQ108543.-.A1083.52", "4S", 5,
     "KQ10 1, void 0, A10 8 2, 52 2: five losers opposite Wei's 13–15 no-trump: game"),
    ("precision", "1NT P 2H P 2S P", "KQ10854.4.A1083.52", "3S", 6,
     "KQ10 1, singleton 1, A10 8 2, 52 2: six losers: invites"),
]


@pytest.mark.parametrize("system,auction,hand,expected,losers,why", TRANSFER)
def test_responder_counts_losers_after_a_transfer(system, auction, hand, expected, losers,
                                                  why):
    assert Hand.from_pbn(hand).losing_trick_count == losers, why
    s = suggest(hand, auction, system=system)
    assert s.agreed and s.call == Call.from_str(expected), f"{system} {auction} {hand}: {s} ({why})"


JUMP_REBID = [
    ("sayc", "1H P 1S P 3H P", "KJ84.Q5.K973.862", "4H",
     "Root: a doubleton supports opener's six-card suit; 9 HCP opposite 16–18: 4♥ (not 4♠ on "
     "four spades opener has denied)"),
    ("sayc", "1H P 1S P 3H P", "KJ8643.5.KQ7.862", "4S",
     "Root: six spades of our own, a singleton heart and 9 HCP: game in spades"),
    ("acol", "1H P 1S P 3H P", "Q1084.K5.A973.862", "4H",
     "the same in Acol: Kx of hearts and 9 HCP accept in the major"),
    ("precision", "1H P 1S P 3H P", "KJ84.Q5.K973.862", "4H",
     "the same in Precision: a doubleton supports the six-card suit"),
    ("sayc", "1H P 1S P 3H P", "KJ84.5.9732.8642", "P",
     "4 HCP, a minimum response: declines"),
]


@pytest.mark.parametrize("system,auction,hand,expected,why", JUMP_REBID)
def test_a_doubleton_supports_openers_jump_rebid_of_a_major(system, auction, hand, expected,
                                                             why):
    s = suggest(hand, auction, system=system)
    assert s.agreed and s.call == Call.from_str(expected), f"{system} {auction} {hand}: {s} ({why})"
