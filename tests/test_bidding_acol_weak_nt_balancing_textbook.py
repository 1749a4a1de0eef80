"""Acol over the opponents' weak 1NT (12–14): in the pass-out seat after two passes the
pass, the penalty double, the protective overcall and its advance; in the direct seat the
two-level overcall of a five-card major with a side suit.

- [EBU] the EBU's "Standard English Acol" System File, Section C ("Defence to opponents'
  opening 1NT": a double is for penalties, 15+ HCP) — known here only from excerpts.
- The count behind the pass-out seat: after 1NT (12–14) – pass – pass, the opener's
  partner has passed (0–10 HCP here) and so has our partner (no 15+ double, no long-suit
  overcall).  Beside 15–16 of ours and the no-trump's 12–14 about 11 HCP are left for
  those two hands, some 6 for partner: our side holds hardly more than half the deck, and
  a penalty double of 1NT needs the balance of power.  So in fourth seat Acol passes with
  15–16 HCP and no six-card suit, and doubles with 17+ (the direct double's 15 plus what
  the two passes took away).  On the benchmark's 2,000 boards the 15–16 doubles lost
  15 IMPs (five boards: four gained by defending 1NT undoubled, one lost).

- [EBU] Section C 1.1: an overcall at the two level needs 10+ HCP and a very good five-card
  (or reasonable six-card) suit (here: three of A K Q J 10) — in the protective seat over the
  weak no-trump that holds vulnerable too (a five-card suit with fewer honours still balances
  only when not vulnerable: tests/test_bidding_acolnt_textbook.py): partner, who passed
  1NT, may hold the values we lack.  With two five-card suits the higher is bid first.
- [Magee] Bernard Magee, "Better Bidding: Landy Defence to 1NT" (English Bridge): over a
  1NT opening 2♦/2♥/2♠ are natural overcalls; a change of suit by the advancer of an
  overcall is natural and not forcing.
- [EBU] Section C 1.2.4: a constructive new suit opposite an overcall needs a good suit (six
  cards, or five very good ones).  The advance here is no constructive bid but a way out of
  a misfit: after 1NT (12–14) – pass – pass – 2♥ – pass, the advancer who passed 1NT holds
  up to 14 HCP; with a five-card suit of his own, values (8+ HCP) and at most two of the
  overcaller's suit, the misfit is better played in his suit, bid at the two level, natural
  and not forcing [Magee].  The rule asks two honours in the suit, less than [EBU]'s "very
  good" for a constructive bid.

- [bidandmade] bidandmade.com, "Overcalls, in a suit, over 1NT" (after the Acol weak NT, the
  direct seat): an overcall needs an opening hand (seven losers) and a six-card suit or 5-4
  shape, never 5-3-3-2; with only a five-card major normally 12–13 HCP; good high cards are
  in the long suit. Its examples: A K x x x / x / K Q 10 x / x x x overcalls; J x x x x / K x /
  K x x x / A Q and Q x x x x / K / Q x x x / A Q J do not (the honours are outside the
  suit). Here: a five-card major with two honours, 5-4 or better, 12–14 HCP (15+ doubles),
  at most seven losers.
- Larry Cohen, "To Bid or Not to Bid": compete to the level of the trumps held together
  (nine trumps, the three level).

SAYC shares the general balancing situation (its 1NT is 15–17, where the opener's partner
is weaker still) and keeps its 15+ double.  Each expected call is worked out by hand.
"""

from __future__ import annotations

import pytest

from bridgelib import Call, Hand
from bridgelib.bidding import suggest
from bridgelib.table import Vulnerability

CASES = [
    # auction, vulnerability, hand, expected, why (HCP counted by hand)
    ("1NT P P", None, "AQ98.AJT.9753.A9", "P",
     "A Q=6, A J=5, A=4: 15 HCP, balanced — defend 1NT undoubled"),
    ("1NT P P", None, "KQ83.KJT3.A6.K75", "P",
     "K Q=5, K J=4, A=4, K=3: 16 HCP, no five-card suit — defend"),
    ("1NT P P", None, "AJT3.AT3.K5.A843", "P",
     "A J=5, A=4, K=3, A=4: 16 HCP — the same count: pass"),
    ("1NT P P", None, "AK6.K63.AT87.K76", "X",
     "A K=7, K=3, A=4, K=3: 17 HCP — enough for the penalty double [EBU]"),
    ("1NT P P", None, "AKJ.AQ3.K74.QJ52", "X",
     "A K J=8, A Q=6, K=3, Q J=3: 20 HCP — double"),
    # the protective overcall, all vulnerable: the shared five-card rule is for non-vulnerable only
    ("1NT P P", Vulnerability.BOTH, "AQT85.K42.J73.Q6", "2S",
     "A Q=6, K=3, J=1, Q=2: 12 HCP, five spades with A Q 10 (three honours) — a two-level overcall [EBU]"),
    ("1NT P P", Vulnerability.BOTH, "K42.KQJ76.A83.95", "2H",
     "K=3, K Q J=6, A=4: 13 HCP, five hearts with K Q J — 2♥ [EBU]"),
    ("1NT P P", Vulnerability.BOTH, "KQT76.5.AQJ84.73", "2S",
     "K Q=5, A Q J=7: 12 HCP, five-five in spades (K Q 10) and diamonds — the higher first [EBU]"),
    ("1NT P P", Vulnerability.BOTH, "Q4.K73.AKT96.J82", "2D",
     "Q=2, K=3, A K=7, J=1: 13 HCP, five diamonds with A K 10 — 2♦ [Magee: natural]"),
    # the direct seat: a five-card major and a side suit
    ("1NT", None, "AK752.3.KQT4.863", "2S",
     "A K=7, K Q=5: 12 HCP, five spades (A K) and four diamonds, six losers — 2♠ [bidandmade]"),
    ("1NT", None, "63.AQJ85.K3.Q942", "2H",
     "A Q J=7, K=3, Q=2: 12 HCP, 2-5-2-4 with A Q J in hearts, six losers — 2♥ [bidandmade]"),
    ("1NT", None, "J8642.K5.K973.AQ", "P",
     "J=1, K=3, K=3, A Q=6: 13 HCP, but the spades hold only the jack — no overcall [bidandmade]"),
    ("1NT", None, "Q8642.K.Q973.AQJ", "P",
     "Q=2, K=3, Q=2, A Q J=7: 14 HCP, the honours outside the suit — no overcall [bidandmade]"),
    ("1NT", None, "AKJ52.Q3.K82.973", "P",
     "A K J=8, Q=2, K=3: 13 HCP, but 5-3-3-2 — never overcall with it [bidandmade]"),
    # the advance of the protective overcall
    ("1NT P P 2H P", None, "KQ985.7.A932.864", "2S",
     "K Q=5, A=4: 9 HCP, five spades and a singleton heart — natural 2♠, not forcing [Magee]"),
    ("1NT P P 2H P", None, "AJ976.J4.K85.Q73", "2S",
     "A J=5, J=1, K=3, Q=2: 11 HCP, five spades, two hearts — 2♠ [Magee]"),
    ("1NT P P 2D P", None, "KJ4.AQ976.82.963", "2H",
     "K J=4, A Q=6: 10 HCP, five hearts, two diamonds — 2♥ [Magee]"),
    # the weak no-trump opener after the balancing double of the completed transfer: the
    # hand is told and the transfer placed the contract, so pass; with four trumps opposite
    # the five the transfer showed, nine together reach the three level (Cohen's law)
    ("1NT P 2D P 2H P P X", None, "AT53.K9.A53.J542", "P",
     "two hearts: the transfer's contract stands — pass, partner decides"),
    ("1NT P 2D P 2H P P X", None, "AT53.K942.A53.J5", "3H",
     "four hearts opposite five: nine trumps, the three level"),
]


@pytest.mark.parametrize("auction,vulnerability,hand,expected,why", CASES,
                         ids=[f"{c[0]}:{c[2]}" for c in CASES])
def test_acol_over_the_weak_no_trump(auction, vulnerability, hand, expected, why):
    assert len(Hand.from_pbn(hand).cards) == 13
    s = suggest(hand, auction, "acol", vulnerability=vulnerability)
    assert s.agreed, (why, s.reason)
    assert s.call == Call.from_str(expected), f"{why}: got {s.call} ({s.meaning})"


def test_the_pass_says_why_in_hcp():
    s = suggest("AQ98.AJT.9753.A9", "1NT P P", "acol")
    assert "HCP" in s.meaning and "weak no-trump" in s.meaning


def test_sayc_keeps_its_fifteen_point_double():
    # SAYC's 1NT is strong (15–17): its balancing double stays 15+
    s = suggest("AQ98.AJT.9753.A9", "1NT P P", "sayc")
    assert s.call == Call.from_str("X")
