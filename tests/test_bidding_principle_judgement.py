"""The general principle's judgement where the system has no agreement (issue 14).

A computer seat with no rule follows a named general principle
(:func:`bridgelib.bidding.principle`).  These positions check its judgement in competitive
partscore battles and invitations against the books; the expected call is the book's, worked
out from the hand, never copied from the engine.  Sources:

- [Cohen]  Larry Cohen, "To Bid or Not to Bid: the LAW of Total Tricks": chapter 1 (the LAW:
  with N trumps together it is safe to compete to the level of N tricks — eight trumps the
  two level, nine the three level) and chapter 9, "Major Adjustments": the LAW is adjusted
  downwards for *negative purity* (kings, queens and jacks in the opponents' suits take
  tricks in defence and are wasted on offence) and for *flat shape* (a 4-3-3-3 hand brings
  no ruffing values: a trick less).
- [Goren]  Charles Goren's point count ("Point Count Bidding"): 26 points for game in a
  major; deduct a point for a 4-3-3-3 hand.
- [ACBL]   The ACBL SAYC System Booklet, "Competitive bidding": jump raises of an overcall
  are preemptive; SAYC and Precision open a major with five cards, Acol with four (EBU
  Standard English Acol: four-card majors), which fixes how many trumps the raise shows.
"""

from __future__ import annotations

import pytest

from bridgelib import Auction, Call
from bridgelib.auction import parse_calls
from bridgelib.bidding import computer_call, principle


def _call(system: str, auction: str, hand: str):
    """What a computer seat calls: the system's rule where one covers the position, else
    the general principle."""
    return computer_call(hand, Auction("N", parse_calls(auction)), system)


def _principle(system: str, auction: str, hand: str):
    """The general principle's own call, whether or not a rule of the system covers the
    position (a rule added later must not leave the principle untested)."""
    return principle(hand, Auction("N", parse_calls(auction)), system)


# (system, auction from North, hand, the book's call, why)
LAW = [
    # opener's partner raised 1♥ to 2♥, they competed to 2♠ and it is back to the raiser
    ("sayc", "P 1H 1S 2H 2S P P", "74.Q743.K942.943", "3H",
     "Cohen ch. 1: five hearts opposite four = nine trumps, the three level; our honours "
     "are in our own suits, the shape is 2-4-4-3: no adjustment"),
    ("precision", "P 1H 1S 2H 2S P P", "74.Q743.K942.943", "3H",
     "Cohen ch. 1: Precision's 1♥ also shows five: nine trumps, the three level"),
    ("acol", "P 1H 1S 2H 2S P P", "74.Q743.K942.943", "P",
     "Cohen ch. 1 / ACBL-EBU: Acol's 1♥ may hold four: eight trumps, the two level only — "
     "let them play 2♠"),
    ("sayc", "P 1H 1S 2H 2S P P", "K743.Q743.42.943", "P",
     "Cohen ch. 9: nine trumps, but the king of their spades is negative purity: a level "
     "less, pass"),
    ("sayc", "P 1H 1S 2H 2S P P", "743.Q743.K42.943", "P",
     "Cohen ch. 9: nine trumps, but a flat 4-3-3-3 hand: a level less, pass"),
    # we stopped in 2♥ and they balance with 3♣
    ("sayc", "1H P 2H P P 3C", "J84.KJ82.9873.95", "3H",
     "Cohen ch. 1: nine hearts together compete to 3♥ over their 3♣"),
    ("precision", "1H P 2H P P 3C", "J84.KJ82.9873.95", "3H",
     "Cohen ch. 1: the same nine trumps opposite Precision's five-card 1♥"),
    ("acol", "1H P 2H P P 3C", "J84.KJ82.9873.95", "P",
     "Cohen ch. 1: opposite Acol's four-card 1♥ only eight trumps are known: no 3♥"),
    ("sayc", "1H P 2H P P 3C", "J84.KJ82.9873.Q5", "P",
     "Cohen ch. 9: the queen of their clubs is a defensive value (negative purity): pass"),
    ("precision", "1H P 2H P P 3C", "J84.KJ82.9873.Q5", "P",
     "Cohen ch. 9: the same negative purity opposite Precision's 1♥"),
    # they overcalled 2♣ and competed to 3♣ over our raise
    ("sayc", "1S 2C 2S 3C P P", "QJ72.KQ3.7432.94", "3S",
     "Cohen ch. 1: nine spades, no club honour, 4-3-4-2 shape: compete to 3♠"),
    ("precision", "1S 2C 2S 3C P P", "QJ72.KQ3.7432.94", "3S",
     "Cohen ch. 1: the same nine spades in Precision"),
    ("sayc", "1S 2C 2S 3C P P", "QJ72.KQ3.743.Q94", "P",
     "Cohen ch. 9: 4-3-3-3 and the queen of their clubs: both adjustments say a level less"),
    ("precision", "1S 2C 2S 3C P P", "QJ72.KQ3.743.Q94", "P",
     "Cohen ch. 9: the same flat hand with a club honour in Precision"),
    # our own six-card suit after they balanced over our 1♥
    ("sayc", "1H P P 2C", "95.KQ7542.K54.A7", "2H",
     "Cohen ch. 1: six hearts opposite an expected doubleton = eight trumps: the two level"),
    ("sayc", "1H P P 2C", "95.KQ7542.A4.KJ7", "P",
     "Cohen ch. 9: the king and jack of their clubs are defensive values: a level less, "
     "below 2♥ — pass"),
]

PREEMPTIVE = [
    # partner overcalled 1♠, responder bid a new suit: as over a pass, the jump raise is the
    # LAW's bid to the level of the nine trumps (ACBL: jump raises of overcalls preempt)
    ("sayc", "P 1H 1S 2C", "J952.T632.8543.9", "3S",
     "ACBL/Cohen ch. 1: four trumps opposite a five-card overcall, a singleton: 3♠"),
    ("acol", "P 1H 1S 2C", "J952.T632.8543.9", "3S",
     "ACBL/Cohen ch. 1: the same preemptive raise in Acol"),
    ("precision", "P 1H 1S 2C", "J952.T632.8543.9", "3S",
     "ACBL/Cohen ch. 1: the same preemptive raise in Precision"),
    ("sayc", "P 1H 1S 2C", "J952.KT63.854.T9", "2S",
     "Cohen ch. 9: the king of opener's hearts is negative purity: one level less than "
     "the preemptive 3♠ — the simple raise"),
    ("acol", "P 1H 1S 2C", "J952.KT63.854.T9", "2S",
     "Cohen ch. 9: the same adjustment in Acol"),
    ("precision", "P 1H 1S 2C", "J952.KT63.854.T9", "2S",
     "Cohen ch. 9: the same adjustment in Precision"),
    ("sayc", "1D 1H 1S", "942.KQ74.8542.K7", "3H",
     "ACBL/Cohen ch. 1: nine hearts, no honour in their diamonds or spades: the jump raise"),
    ("sayc", "1D 1H 1S", "942.KQ74.Q542.97", "2H",
     "Cohen ch. 9: the queen of opener's diamonds: the simple raise, not the jump"),
    ("sayc", "1D 1H 1S", "Q42.KQ74.8542.97", "2H",
     "Cohen ch. 9: the queen of responder's spades: the simple raise, not the jump"),
]

INVITATIONS = [
    # partner rebid 2♥ over their 2♦ after our 1♥ response: we hold about 23 HCP together
    ("sayc", "1C 1D 1H 2D 2H P", "K105.Q872.A9.J652", "3H",
     "Goren: about 23 points together and a doubleton: invite game with 3♥"),
    ("sayc", "1C 1D 1H 2D 2H P", "K105.Q872.QJ98.65", "P",
     "Cohen ch. 9 / Goren: the queen-jack of their diamonds are defensive values, a point "
     "less: no invitation"),
    ("sayc", "1D 2H X P 2S P", "KQ96.942.943.QJ7", "P",
     "Goren: deduct a point for 4-3-3-3: 22 points together do not invite"),
    ("acol", "1C 1D 1S P 2S P", "Q954.K32.A96.Q102", "3S",
     "Goren: 24 points less one for 4-3-3-3 still reach 23: invite"),
]


@pytest.mark.parametrize("system,auction,hand,expected,why", LAW + PREEMPTIVE + INVITATIONS,
                         ids=[f"{s}:{a}:{h}" for s, a, h, _, _ in LAW + PREEMPTIVE + INVITATIONS])
def test_principle_judgement(system, auction, hand, expected, why):
    got = _principle(system, auction, hand)
    assert got.principle
    assert got.call == Call.from_str(expected), f"{why}; got {got.call}: {got.meaning}"
    # where a rule of the system covers the position, it makes the book's call too
    seat = _call(system, auction, hand)
    assert seat.call == Call.from_str(expected), f"{why}; the system's {seat.call}: {seat.meaning}"


# (system, auction, hand, what the reason must name)
ADJUSTED = [
    ("sayc", "P 1H 1S 2H 2S P P", "K743.Q743.42.943", "honours in their ♠"),
    ("sayc", "P 1H 1S 2H 2S P P", "743.Q743.K42.943", "flat 4-3-3-3"),
    ("sayc", "1S 2C 2S 3C P P", "QJ72.KQ3.743.Q94", "flat 4-3-3-3 shape and honours in their ♣"),
    ("sayc", "1H P P 2C", "95.KQ7542.A4.KJ7", "honours in their ♣"),
    ("sayc", "P 1H 1S 2C", "J952.KT63.854.T9", "honours in their ♥"),
    ("sayc", "1C 1D 1H 2D 2H P", "K105.Q872.QJ98.65", "honours in their ♦"),
    # opener's 1♠ shows four (his forced 2♠ over a two-level negative double may be three:
    # Bergen, "Negative Doubles"), so the eight trumps are known here
    ("sayc", "1D 1H X P 1S 2H P P", "KQ96.942.943.QJ7", "flat 4-3-3-3"),
]


@pytest.mark.parametrize("system,auction,hand,named", ADJUSTED)
def test_an_adjusted_call_names_its_adjustment(system, auction, hand, named):
    """Every principle call is explained by a named principle: an adjusted one says which
    adjustment our hand holds and whose it is."""
    text = _principle(system, auction, hand).meaning
    assert text.startswith("General principle:"), text
    assert named in text, text
    assert "Cohen" in text or "Goren" in text, text
