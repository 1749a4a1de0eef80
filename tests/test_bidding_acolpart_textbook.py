"""Acol's weak no-trump from the other side of the table (issue 14, helper acolpart).

Acol opens 1NT on every balanced 12–14, so the defenders meet the weak no-trump far more
often than against SAYC's strong one, and a 1NT passed out is often the wrong contract when
the fourth hand holds a five-card suit and a fair hand.

Every expected call comes from the literature, cited at each position; none is copied from
the engine's output.  Sources:

- Mike Lawrence, "The Complete Book on Balancing in Contract Bridge": in the pass-out seat
  over 1NT (1NT–Pass–Pass) a natural two-level bid needs only a five-card suit and a fair
  hand — partner, who passed over 1NT, may hold the values the balancer lacks; with a
  weak hand and a poor suit, defend (the balancer "borrows" about a king from partner);
  the same book: when the opponents stop at the two level in a suit they have found
  together, the pass-out seat does not sell out with a five-card suit of its own;
- Larry Cohen, "To Bid or Not to Bid" (the Law of Total Tricks): do not let the opponents
  play at the two level when they have a fit and stopped there — compete.  After
  1NT–2♦ (a transfer: five or more hearts)–2♥–Pass, responder has a weak hand with five
  hearts or more and the weak no-trump opener has at least two: they have a fit and our
  side about half the high cards.
"""
from __future__ import annotations

import pytest

from bridgelib import Auction, Call
from bridgelib.auction import parse_calls
from bridgelib.bidding import computer_call


def _call(system: str, auction: str, hand: str):
    return computer_call(hand, Auction("N", parse_calls(auction)), system)


# (system, auction from North, hand, the book's call, why)
BALANCING_OVER_1NT = [
    # North's weak 1NT is passed round to West, in the pass-out seat.
    ("acol", "1NT P P", "KQ1076.A43.85.J62", "2S",
     "five good spades and 10 HCP in the pass-out seat: 2♠, not a pass (Lawrence)"),
    ("acol", "1NT P P", "A4.KJ1074.Q82.J93", "2H",
     "five hearts and 11 HCP in the pass-out seat: 2♥ (Lawrence: the borrowed king)"),
    ("acol", "1NT P P", "J5.A84.KQ1063.Q72", "2D",
     "five diamonds and 11 HCP in the pass-out seat: 2♦ (Lawrence)"),
    ("acol", "1NT P P", "AJ1095.K3.Q84.962", "2S",
     "five spades headed by A-J-10 and 10 HCP: balance with 2♠ (Lawrence)"),
    # Too weak: a poor five-card suit and 6 HCP defend 1NT (Lawrence: balancing needs a
    # fair hand; partner, who passed over 1NT, cannot hold enough for our side's contract).
    ("acol", "1NT P P", "Q8652.K4.J73.1092", "P",
     "a poor five-card suit and 6 HCP: defend 1NT"),
    # The six-card rule stands: 6+ cards and 6+ HCP balance as before.
    ("acol", "1NT P P", "KJ9872.54.Q83.62", "2S",
     "six spades and 7 HCP: 2♠ (Lawrence)"),
]


@pytest.mark.parametrize("system, auction, hand, expected, why", BALANCING_OVER_1NT)
def test_balancing_over_the_weak_no_trump(system, auction, hand, expected, why):
    got = _call(system, auction, hand)
    assert got.call == Call.from_str(expected), (why, got.meaning)


# The opponents' weak 1NT, the transfer and its completion, responder passing: West, in the
# pass-out seat, balances with a five-card suit (Lawrence; Cohen).  The transfer bid (2♦ or
# 2♥) is artificial, so West may bid that suit naturally.
BALANCING_AFTER_THE_TRANSFER = [
    ("acol", "1NT P 2D P 2H P P", "KQ1076.A43.85.J62", "2S",
     "they stopped in 2♥ with their fit; five good spades and 10 HCP: 2♠ (Lawrence)"),
    ("acol", "1NT P 2D P 2H P P", "AQJ85.K4.942.J73", "2S",
     "five spades headed by A-Q-J and 11 HCP: 2♠, not a pass (Cohen: compete at the two level)"),
    ("acol", "1NT P 2D P 2H P P", "A4.K3.KQJ1074.J93", "3D",
     "six strong diamonds and 13 HCP, a doubleton heart: 3♦ — the 2♦ transfer was artificial"),
    ("acol", "1NT P 2H P 2S P P", "A4.KJ1074.Q82.J93", "3H",
     "five good hearts, 11 HCP, two spades: 3♥ — the 2♥ transfer was artificial"),
    ("acol", "1NT P 2H P 2S P P", "42.A83.KQJ975.Q4", "3D",
     "six good diamonds, 12 HCP, two spades: 3♦ (Lawrence)"),
    ("acol", "1NT P 2H P 2S P P", "J1083.K4.J73.Q1092", "P",
     "no five-card suit, 7 HCP and four of their spades: defend 2♠"),
    # no five-card suit, but short in their suit with three or more cards in every other
    # suit: the balancing takeout double (Lawrence: double with shortness in their suit and
    # support for the unbid suits; Cohen: they have a fit, so do we)
    ("acol", "1NT P 2D P 2H P P", "AJ4.72.KQ85.Q963", "X",
     "12 HCP, a doubleton heart, 3-4-4 in the other suits: a balancing takeout double"),
    ("acol", "1NT P 2H P 2S P P", "7.KJ84.AQ62.K953", "X",
     "13 HCP, a singleton spade, four cards in each other suit: a balancing takeout double"),
]


@pytest.mark.parametrize("system, auction, hand, expected, why", BALANCING_AFTER_THE_TRANSFER)
def test_balancing_after_the_transfer_over_the_weak_no_trump(system, auction, hand, expected, why):
    got = _call(system, auction, hand)
    assert got.call == Call.from_str(expected), (why, got.meaning)


# After the balancing overcall of the completed transfer, each of the four hands counts
# trumps (Cohen, "To Bid or Not to Bid": the Law of Total Tricks — compete to the level of
# the trumps held together; eight trumps, the two level; nine, the three level).
AFTER_THE_BALANCING_OVERCALL = [
    # North opened the weak 1NT and completed the transfer; West balanced with 2♠.
    ("acol", "1NT P 2D P 2H P P 2S", "A84.KQ62.K95.J73", "3H",
     "the 1NT opener with four hearts opposite responder's five: nine trumps, compete to 3♥"),
    ("acol", "1NT P 2D P 2H P P 2S", "AJ84.K6.KJ95.J73", "P",
     "the 1NT opener with two hearts: seven or eight trumps, no more than the two level"),
    # East, the balancer's partner, after North's pass.
    ("acol", "1NT P 2D P 2H P P 2S P", "K976.852.A1054.Q5", "3S",
     "four spades opposite the balancer's five: nine trumps, compete to 3♠"),
    ("acol", "1NT P 2D P 2H P P 2S P", "K9.8532.A1054.Q53", "P",
     "two spades: seven trumps, leave partner's balancing overcall to play"),
    # South, the transfer bidder, after both passed.
    ("acol", "1NT P 2D P 2H P P 2S P P", "5.Q1087643.962.J7", "3H",
     "seven hearts opposite the weak no-trump's two or more: nine trumps, compete to 3♥"),
    ("acol", "1NT P 2D P 2H P P 2S P P", "95.Q10864.962.J73", "P",
     "five hearts and opener's pass (no four-card support): defend 2♠"),
    # After West's balancing double: East answers at the cheapest level in a four-card
    # suit, no jump (Lawrence: the balancer has already bid partner's values; Root,
    # "Commonsense Bidding": partner of a balancer does not leap).
    ("acol", "1NT P 2D P 2H P P X P", "8532.J4.K985.Q73", "2S",
     "four spades: 2♠, the cheapest bid in the unbid major"),
    ("acol", "1NT P 2D P 2H P P X P", "Q73.J42.K985.853", "3D",
     "no four-card major, four diamonds (the transfer suit was artificial): 3♦"),
]


@pytest.mark.parametrize("system, auction, hand, expected, why", AFTER_THE_BALANCING_OVERCALL)
def test_after_the_balancing_overcall_each_hand_counts_trumps(system, auction, hand, expected, why):
    got = _call(system, auction, hand)
    assert got.call == Call.from_str(expected), (why, got.meaning)


# The weak no-trump's ranges after a balancing overcall (Acol: responder passes 1NT with up
# to 10 HCP, inviting with 11–12; a defender with 15+ doubles 1NT for penalties — so the
# defender who passed it holds at most 14).  Without a fit or a long suit, the hand that
# passed 1NT defends (Cohen, "To Bid or Not to Bid": no fit, no bid) — a rule of the system,
# not a guess.
WEAK_NT_RANGES_AFTER_THE_BALANCE = [
    # South, the weak no-trump's partner: 10 HCP, two of their hearts, no long suit.
    ("acol", "1NT P P 2H P P", "K43.Q6.K842.J973", "P",
     "10 HCP opposite 12–14 (no game), no four hearts to double, no long suit: defend"),
    # East, the balancer's partner, passed 1NT with 13 HCP: a singleton heart, no fit.
    ("acol", "1NT P P 2H P", "KJ4.65.KQ8.QJ973", "P",
     "13 HCP and two hearts opposite a balancing overcall: no fit, no game — pass"),
]


@pytest.mark.parametrize("system, auction, hand, expected, why", WEAK_NT_RANGES_AFTER_THE_BALANCE)
def test_the_weak_no_trump_ranges_after_the_balancing_overcall(system, auction, hand, expected, why):
    got = _call(system, auction, hand)
    assert got.call == Call.from_str(expected) and got.agreed, (why, got.meaning)
