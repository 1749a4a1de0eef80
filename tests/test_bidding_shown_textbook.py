"""What the opponents' calls SHOW, not just which suits they named (issue 14).

The bidder reads the opponents' calls with the same system (what a club player assumes of
them): a suit is theirs when their calls have shown it, not when an artificial bid (Stayman,
a transfer's bid suit, a strong 2♣ or Precision 1♣, a cue bid of our suit) named it; the
suit a transfer or a Michaels cue bid shows is theirs.  That decides Cohen's "negative
purity", the stoppers no-trump needs and the fits partner's calls show.

Every expected call comes from the literature, cited at each position; none is copied from
the engine's output.  Sources:

- ACBL, "SAYC System Booklet": Stayman 2♣ and Jacoby transfers over 1NT (the transfer shows
  five or more of the next suit up); the strong, artificial 2♣ opening; Michaels cue bids
  (over a minor, 5-5 in the majors); negative doubles;
- C.C. Wei, "Precision Bidding System": the 1♣ opening is strong (16+) and artificial;
- Larry Cohen, "To Bid or Not to Bid" (the Law of Total Tricks): compete to the level of
  the trumps held together (nine trumps, the three level); the negative adjustment for
  "purity" counts honours in the OPPONENTS' suits (wasted when we declare), not in ours;
- William S. Root, "Commonsense Bidding": no-trump over an opponent's suit needs it
  stopped; with game values and a major fit, bid the game.
"""
from __future__ import annotations

import pytest

from bridgelib import Auction, Call
from bridgelib.auction import parse_calls
from bridgelib.bidding import computer_call, explain, principle
from bridgelib.bidding.condition import ONE_OF
from bridgelib.bidding.engine import _table_context
from bridgelib.bidding.system import System
from bridgelib.cards import Suit


def _call(system: str, auction: str, hand: str):
    """What a computer seat calls: the system's rule where one covers the position, else
    the general principle."""
    return computer_call(hand, Auction("N", parse_calls(auction)), system)


def _theirs(system: str, auction: str) -> set[Suit]:
    calls = parse_calls(auction)
    return set(_table_context(calls, sysm=System.named(system)).their_suits)


# (system, auction, the suits the next player's opponents have shown, why)
THEIR_SUITS = [
    ("sayc", "1NT P 2C", set(), "Stayman 2♣ is artificial: it shows no clubs (SAYC booklet)"),
    ("sayc", "1NT P 2D", {Suit.HEARTS},
     "the Jacoby transfer 2♦ shows five or more hearts, not diamonds (SAYC booklet)"),
    ("sayc", "1NT P 2H", {Suit.SPADES}, "2♥ transfers to spades (SAYC booklet)"),
    ("sayc", "2C", set(), "the strong 2♣ opening is artificial (SAYC booklet)"),
    ("precision", "1C", set(), "Precision's 1♣ is strong and artificial (Wei)"),
    ("sayc", "1C 2C", {Suit.HEARTS, Suit.SPADES},
     "Michaels 2♣ over 1♣ shows both majors, not clubs (SAYC booklet)"),
    ("sayc", "1C 2C 2H", {Suit.CLUBS},
     "their 2♥ is a cue bid of our Michaels hearts (a raise of clubs): hearts stay ours"),
    ("sayc", "1H", {Suit.HEARTS}, "a natural opening shows its suit"),
]


@pytest.mark.parametrize("system, auction, expected, why", THEIR_SUITS)
def test_their_suits_are_the_suits_their_calls_show(system, auction, expected, why):
    assert _theirs(system, auction) == expected, why


# 1. Board 807 of the benchmark.  1♣ by West, North's Michaels 2♣ (both majors), East's 2♥
#    cue bid (a limit raise in clubs), South 2♠, West 3♣, passed round to South, who holds
#    four spades opposite partner's five: nine trumps, the three level (Cohen).  ♥Q-10 is
#    in PARTNER's suit — East's 2♥ named it artificially — so no purity adjustment.
MICHAELS = ("1C 2C 2H 2S 3C P P", "Q962.Q1042.J94.106")


def test_honours_in_partners_michaels_suit_are_no_negative_purity():
    got = _call("sayc", *MICHAELS)
    assert got.call == Call.from_str("3S"), got.meaning


def test_the_law_does_not_call_partners_suit_theirs():
    s = principle(MICHAELS[1], Auction("N", parse_calls("1C 2C 2H")), "sayc")
    assert "their ♥" not in s.meaning, s.meaning


# 2. Board 38 of the benchmark.  1♣–(1♦)–X: responder with one four-card major bids it at
#    the one level, so the double shows both majors (the system's rules: "four or more
#    cards in both majors", or in "the unbid major(s)" — four in one of them at least).
def test_the_negative_double_shows_a_major():
    shows = explain("P P P 1C 1D X", "sayc")[5].shows
    assert shows.get(ONE_OF) == (("♥", "♠"), 4), shows


#    Opener's 2♦ cue bid (19+) forced to game; South's 3♦ was passed round to opener, who
#    holds four cards in each major: an eight-card major fit whichever major partner holds —
#    game in the major (Root), not a double of 3♦.
def test_opener_bids_game_in_the_major_the_negative_double_showed():
    got = _call("sayc", "P P P 1C 1D X P 2D 3D P P", "AKQ8.QJ108.42.AK2")
    assert got.call in (Call.from_str("4H"), Call.from_str("4S")), got.meaning


# 3. Stoppers: after their 1NT and a Jacoby transfer, the suit to stop is the one the
#    transfer shows (hearts), not diamonds; after Stayman, clubs need no stopper (Root:
#    no-trump needs THEIR suit stopped).
def test_stoppers_read_the_suit_the_transfer_shows():
    from bridgelib.bidding.condition import Condition
    from bridgelib.hand import Hand

    stoppers = Condition.parse("stoppers")
    sysm = System.named("sayc")
    hand = Hand.from_str("K84.A73.8642.KQ5")  # ♥A stops hearts; no diamond stopper
    transfer = _table_context(parse_calls("1NT P 2D"), sysm=sysm)
    assert stoppers.holds(hand, {}, transfer)
    stayman = _table_context(parse_calls("1NT P 2C"), sysm=sysm)
    assert stoppers.holds(Hand.from_str("K84.A73.KJ42.852"), {}, stayman)  # clubs open


def test_a_simulation_reads_the_major_of_the_negative_double():
    # the constraint an auction shows (analysis.simulate.from_auction) reads ONE_OF as
    # "four or more hearts or four or more spades"
    from bridgelib.analysis.simulate import from_auction

    text = str(from_auction("P P P 1C 1D X", "sayc"))
    assert "(E hearts >=4 or E spades >=4)" in text, text
