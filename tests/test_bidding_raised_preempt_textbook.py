"""The defenders against a raised weak two, and the raise of a three-level weak jump overcall
(issue 14: failed partscores).

Two decisions behind partscores that went down (or stopped the other side short of its game):

1. **2♠–Pass–3♠.** The responder's raise of a weak two "extends the preempt" (ACBL SAYC System
   Booklet, weak two-bids: the raise is preemptive, not invitational). For the defenders the
   auction is then a preempt at the three level, and they act as over a three-level preempt:
   the takeout double with opening values (13+ HCP), shortness in the preempt suit and support
   for the others; a natural overcall with a good six-card suit; 3NT with a stopper and 16+ HCP;
   otherwise pass — in the direct seat and in the pass-out seat alike (the systems' "Over the
   opponents' preempt", after Root, "Commonsense Bidding", on preempts: the double of a preempt
   is for takeout, made on opening values and shape; Lawrence, "The Complete Book on
   Balancing": do not sell out at the three level when our side has the values and the shape).
   Before, both defenders passed whatever they held (the "stay out" rule for silent defenders
   covers only weak hands), and the preempters played 3♠ when the defenders had a game.
   The advance of that double is the advance of a takeout double of a preempt (penalty pass
   with length and strength in their suit).

2. **1♦–3♣ (a weak jump overcall at the three level, a good six-card suit).** Larry Cohen,
   "To Bid or Not to Bid" (the law of total tricks): compete to the level of the trumps held
   together — nine trumps the three level, ten the four level. Opposite six cards, three-card
   support makes nine: partner has already bid the three level, so advancer passes; four-card
   support makes ten: raise to four (Bergen, "Points Schmoints!", preemptive raises: "raise to
   the level of the fit"). Before, any three cards raised to four.

Each expected call is worked out by hand from the rule cited beside it, not copied from the
engine's output.
"""

from __future__ import annotations

import pytest

from bridgelib import Call
from bridgelib.bidding import suggest

PREEMPT = "Over the opponents' preempt"


def _agreed(hand: str, auction: str, system: str = "sayc"):
    s = suggest(hand, auction, system)
    assert s.agreed, (hand, auction, s.reason)
    return s


# ------------------------------------------------------ 1. the raised weak two, direct seat
# (hand, auction, expected call, why — from the rules for acting over a three-level preempt)
RAISED_WEAK_TWO = [
    ("6.AKT.QT932.AJ62", "2S P 3S", "X",
     "14 HCP, a singleton spade, three or more in every other suit: the takeout double"),
    ("AQT2..QT2.AQ8532", "2H P 3H", "X",
     "14 HCP, void in hearts, support for spades, diamonds and clubs: the takeout double"),
    ("74.AKT3.AQJ9.K32", "2S P 3S", "X",
     "17 HCP, a doubleton spade, three or more elsewhere: the takeout double"),
    ("AQ3.KJ2.KJT4.Q65", "2H P 3H", "3NT",
     "18 HCP, balanced, K-J-x in hearts a stopper: 3NT, as over a three-level preempt"),
    ("AKJT98.Q5.K3.Q42", "2H P 3H", "3S",
     "15 HCP and a good six-card spade suit: the natural overcall at the three level"),
    ("3.AKJ982.KQ.J852", "2S P 3S", "4H",
     "14 HCP, a good six-card heart suit below their spades and a doubleton diamond (no takeout shape): the overcall is game"),
    ("QJ84.T73.K52.973", "2H P 3H", "P",
     "6 HCP: nothing to say over a preempt"),
    ("KJ84.Q73.K52.Q73", "2S P 3S", "P",
     "11 HCP and no shortness: under opening values for a three-level double, pass"),
    ("AKQ9.Q4.QJ865.94", "2H P 3H", "P",
     "14 HCP but a doubleton club: no support for every other suit, no six-card suit — pass"),
]


@pytest.mark.parametrize("hand,auction,expected,why", RAISED_WEAK_TWO,
                         ids=[f"{c[1]}:{c[0]}" for c in RAISED_WEAK_TWO])
def test_direct_seat_over_a_raised_weak_two_acts_as_over_a_preempt(hand, auction, expected, why):
    s = _agreed(hand, auction)
    assert s.call == Call.from_str(expected), f"{why}: got {s.call} ({s.meaning})"
    assert s.situation == PREEMPT


# ------------------------------------------------------ the pass-out seat (2♥–P–3♥–P–P)
BALANCING = [
    ("AJ64.3.KT42.AK86", "2H P 3H P P", "X",
     "15 HCP, a singleton heart, support for the other three suits: do not sell out, double"),
    ("J642.83.K42.Q865", "2H P 3H P P", "P",
     "6 HCP: partner, who passed over 3♥, holds no opening hand with shape either — defend"),
    ("KQJT75.42.A9.K62", "2H P 3H P P", "3S",
     "13 HCP, a good six-card spade suit and no shape for a double: the overcall in the pass-out seat"),
]


@pytest.mark.parametrize("hand,auction,expected,why", BALANCING,
                         ids=[f"{c[1]}:{c[0]}" for c in BALANCING])
def test_pass_out_seat_over_a_raised_weak_two(hand, auction, expected, why):
    s = _agreed(hand, auction)
    assert s.call == Call.from_str(expected), f"{why}: got {s.call} ({s.meaning})"


# ------------------------------------------------------ the advance of that double
def test_advancing_the_double_of_a_raised_weak_two():
    s = _agreed("A8.KJT95.Q42.973", "2H P 3H X P")
    assert s.call == Call.from_str("P"), (s.call, s.meaning)
    assert s.rule is not None and s.rule.name == "penalty pass"
    # with only three of their suit, the doubler's partner must bid (the double is for takeout)
    s = _agreed("AT8.KJT9.Q42.973", "2S P 3S P P X P")
    assert s.call is not None and s.call.is_bid, (s.call, s.meaning)


def test_precision_defends_against_the_raised_weak_two_as_sayc():
    """Precision plays SAYC's defence to preempts (its competitive methods are SAYC's)."""
    for hand, auction, expected, _ in RAISED_WEAK_TWO[:3] + BALANCING[:1]:
        s = _agreed(hand, auction, "precision")
        assert s.call == Call.from_str(expected), (hand, auction, s.call, s.meaning)


def test_the_preempting_side_still_bids_its_own_auction():
    """The new patterns are the defenders' only: the weak-two opener after the raise still
    follows its own situation (the raise is preemptive: pass)."""
    s = _agreed("KQT874.62.QJ.753", "2S P 3S P")
    assert s.call == Call.from_str("P")
    assert s.situation != PREEMPT


# ------------------------------------------------------ 2. the raise of a 3-level weak jump overcall
WJO_ADVANCE = [
    ("QT3.T76.K854.J65", "1D 3C P", "P",
     "three clubs: nine trumps opposite six, the three level — partner is already there"),
    ("QT3.T765.K8.8653", "1D 3C P", "4C",
     "four clubs: ten trumps together, the four level"),
    ("K84.Q9.AT6.J7542", "1H 3D P", "P",
     "three diamonds and 10 HCP, no heart stopper for 3NT: nine trumps, pass"),
    ("K84.Q9.AT62.J754", "1H 3D X", "4D",
     "four diamonds after their double: ten trumps, raise to four"),
    ("K84.Q93.AT6.J754", "1S 3D X", "P",
     "three diamonds after their double: nine trumps, the three level, pass"),
    ("AQ4.KJ3.K6.KT852", "1H 3D P", "3NT",
     "16 HCP, a heart stopper and diamond support: game in no-trump on partner's suit"),
]


@pytest.mark.parametrize("hand,auction,expected,why", WJO_ADVANCE,
                         ids=[f"{c[1]}:{c[0]}" for c in WJO_ADVANCE])
@pytest.mark.parametrize("system", ["sayc", "precision", "acol"])
def test_advancing_a_three_level_weak_jump_overcall_by_the_law(hand, auction, expected, why,
                                                                system):
    s = _agreed(hand, auction, system)
    assert s.call == Call.from_str(expected), f"{why}: got {s.call} ({s.meaning})"
