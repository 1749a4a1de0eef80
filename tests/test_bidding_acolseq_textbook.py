"""Acol: our weak 1NT doubled for penalties — responder with 4 or 5 HCP and no five-card suit
runs too (the scramble), not only 0–3.

Sources (cited by title):

- [P&L 2020] Play & Learn Bridge (bridgewebs), "Hand of the Week", 29 January 2020, "Two
  conventions revisited": partner's 1NT is doubled for penalties and responder is "not happy
  in 1NTX, because the opposition have at least 22 points between them — maybe as many as
  24" (12–14 opposite a 4-count): "you have to wriggle into a suit contract instead — and
  the weaker you are, the more imperative it is"; without a five-card suit "bid the lower of
  two 4-card suits"; "if you haven't got two 4-card suits, pretend you do!"; the deal shown
  loses 500 in 1NTX and 100–300 in the two-level wriggle.
- [EB 2019] "English Bridge" (the EBU's magazine), June 2019, the series on the weak
  no-trump, "Dealing with the penalty double — the classical approach": very weak hands run
  even without a five-card suit.
- [Scramble] Karen Walker's notes on the weak no-trump: "the standard escape is a scramble
  where you bid your cheapest 4-card suit".

- [Helvic] Brian Zietman on the Helvic run-outs ("What happens after 1NT by your partner
  and a nasty sounding double"): with a weak hand, 0–5 HCP, responder takes the double out
  into a four-card suit; with 6–10 HCP responder leaves it in.

So with 0–5 HCP (the opponents hold 21+ HCP opposite the 12–14 no-trump) and no five-card
suit responder bids the cheapest four-card suit; with 6+ HCP responder still passes (the
existing cases in test_bidding_acol_nt_doubled_rescue_textbook.py).  HCP counted by hand in
each comment.
"""

from __future__ import annotations

import pytest

from bridgelib import Call
from bridgelib.bidding import suggest

CASES = [
    ("1NT X", "K642.8632.J2.832", "2H",
     "4 HCP (K, J), 4-4-2-3: the opponents hold 22–24 — wriggle, the lower of the two "
     "four-card suits, hearts [P&L 2020] [Scramble]"),
    ("1NT X", "74.K863.J952.832", "2D",
     "4 HCP (K, J), 2-4-4-3: the lower of the two four-card suits, diamonds [P&L 2020]"),
    ("1NT X", "Q32.J863.952.J32", "2H",
     "4 HCP (Q, J, J), 3-4-3-3: only one four-card suit — run to it all the same [P&L 2020]"),
    ("1NT P P X P P", "J642.K63.852.832", "2S",
     "4 HCP after the balancing double (penalties too): the four spades [P&L 2020]"),
    # the edges: 5 HCP runs too [Helvic], 6 HCP leaves it, a five-card suit still comes first
    ("1NT X", "K642.8632.Q2.832", "2H",
     "5 HCP (K, Q), 4-4-2-3: weak, 0–5 [Helvic] — the lower four-card suit, hearts"),
    ("1NT X", "Q32.K863.952.832", "2H",
     "5 HCP (Q, K), 3-4-3-3: weak [Helvic], the only four-card suit [P&L 2020]"),
    ("1NT X", "K642.8632.Q2.J32", "P",
     "6 HCP (K, Q, J): 6–10 leaves the double in [Helvic]"),
    ("1NT X", "J642.3.K8532.832", "2D",
     "4 HCP with five diamonds: the ordinary weak takeout into the five-card suit [EB 2019]"),
]


@pytest.mark.parametrize("auction,hand,expected,why", CASES,
                         ids=[f"{c[0]}:{c[1]}" for c in CASES])
def test_acol_weak_no_trump_doubled_four_count_scrambles(auction, hand, expected, why):
    s = suggest(hand, auction, "acol")
    assert s.agreed, (why, s.reason)
    assert s.call == Call.from_str(expected), f"{why}: got {s.call} ({s.meaning})"


def test_the_four_count_scramble_says_it_is_to_play():
    s = suggest("K642.8632.J2.832", "1NT X", "acol")
    assert "to play" in s.meaning and "0–5 HCP" in s.meaning


# -- after our redouble of the weak 1NT doubled, the escape is doubled for penalties.
# [SEF] the EBU's "Standard English Acol Foundation Level System File", Section B 2.2.1 (the
# redouble of a doubled opening): "After a redouble all further doubles by the redoubling side
# are for penalties.  As opener, do not bid in front of the redoubler unless your hand is weak
# and unsuitable for defence ... the redoubler promises to bid again."  The redouble of 1NT
# doubled shows 9+ HCP [EB 2019]: 21+ HCP together, the balance of power, so the same holds.
REDOUBLE_CASES = [
    ("1NT X XX 2C", "KJ3.Q84.A52.QT93", "X",
     "12 HCP and four clubs: opener doubles the escape for penalties [SEF]"),
    ("1NT X XX 2C", "KJ3.Q84.A952.Q93", "P",
     "three clubs: opener does not bid in front of the redoubler — a forcing pass [SEF]"),
    ("1NT X XX 2C P P", "Q96.KJ4.AT32.J54", "X",
     "the redoubler, 11 HCP and three clubs, keeps the promise: penalty double [SEF]"),
    ("1NT X XX 2H P P", "K9.QJ4.AT932.J54", "X",
     "the redoubler with three hearts doubles rather than bid the diamonds [SEF]"),
    ("1NT X XX 2C P P X P", "KJ3.Q84.A952.Q93", "P",
     "opener leaves the redoubler's penalty double in [SEF]"),
]


@pytest.mark.parametrize("auction,hand,expected,why", REDOUBLE_CASES,
                         ids=[f"{c[0]}:{c[1]}" for c in REDOUBLE_CASES])
def test_acol_weak_no_trump_redoubled_escape_is_doubled(auction, hand, expected, why):
    s = suggest(hand, auction, "acol")
    assert s.agreed, (why, s.reason)
    assert s.call == Call.from_str(expected), f"{why}: got {s.call} ({s.meaning})"


def test_opener_pass_after_the_redouble_is_forcing():
    from bridgelib.bidding.engine import forcing

    assert forcing("1NT X XX 2C P P", "acol") == "round"


# -- advancing the penalty double of the weak 1NT with game values.
# [B&M] "Bid and Made" (bidandmade.com), "Doubles. Double a 1NT": partner's normal answer is to
# pass, "the exception to this is if you can see that game could be on ... if you have 9+HCP
# you might want to think twice.  If you are vulnerable and the enemy is not, perhaps you'd do
# better with the 600 points from getting game.  You'd need to get them down by four to better
# this.  On the other hand, if the enemy is vulnerable and you are not, it's hard to see how
# you could do better than watch them suffer."  (Their double shows 16+; Acol's shows 15+, so
# 10+ HCP here.)  Dealer North opens 1NT, East doubles, South passes: West to call.
def test_advancer_bids_game_vulnerable_against_not():
    from bridgelib import Vulnerability

    s = suggest("KJ3.Q84.A52.QT93", "1NT X P", "acol", vulnerability=Vulnerability.EW)
    assert s.agreed and s.call == Call.from_str("3NT"), (s.call, s.meaning)


@pytest.mark.parametrize("vul", ["NS", "BOTH", "NONE"])
def test_advancer_defends_unless_vulnerable_against_not(vul):
    from bridgelib import Vulnerability

    s = suggest("KJ3.Q84.A52.QT93", "1NT X P", "acol", vulnerability=Vulnerability[vul])
    assert s.agreed and s.call == Call.from_str("P"), (vul, s.call, s.meaning)


# -- the cue-bid raise when advancer raises the overcall.
# [SAYC] the ACBL "SAYC System Booklet": after an overcall, responder's cue bid of the
# opponent's suit shows a limit raise or better in opener's suit (Acol: 4+ cards, 11+).  So
# the raise's "or better" (13+, game values opposite an opening) bids the game by itself when
# advancer's raise takes the auction past three of the suit, and opener with 15+ bids the game
# he would bid had advancer passed; with a minimum opener passes and the raiser decides.
CUE_CASES = [
    ("1S 2C 3C 4C", "AKQT8.87532.JT.Q", "P",
     "12 HCP, a minimum: opener passes, the cue bidder knows the opening and decides"),
    ("1S 2C 3C 4C", "AKQT8.K7532.J.Q2", "4S",
     "15 HCP (17 points): game opposite a limit raise or better, as if advancer had passed"),
    ("1S 2C 3C 4C P P", "J653.A64.AKQ75.6", "4S",
     "14 HCP and a singleton club: the 'or better' of the cue bid — game values, bid the game [SAYC]"),
    ("1S 2C 3C 4C P P", "J653.A64.KJ752.6", "P",
     "9 HCP and a singleton (12 dummy points): only a limit raise, opener has a minimum — defend"),
    ("1H 1S 2S 3S P P", "K73.KQ64.A8752.6", "4H",
     "12 HCP, four hearts and a singleton (15 dummy points): game values, bid the game [SAYC]"),
]


@pytest.mark.parametrize("auction,hand,expected,why", CUE_CASES,
                         ids=[f"{c[0]}:{c[1]}" for c in CUE_CASES])
def test_acol_cue_bid_raise_after_advancers_raise(auction, hand, expected, why):
    s = suggest(hand, auction, "acol")
    assert s.agreed, (why, s.reason)
    assert s.call == Call.from_str(expected), f"{why}: got {s.call} ({s.meaning})"
