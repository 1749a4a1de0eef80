"""Issue 14: the general principles every system shares, as textbook positions.

Sources:
  [ACBL]  ACBL SAYC System Booklet, revised January 2006: "Competitive bidding" (negative
          doubles are forcing; responses to a takeout double; Michaels and the cue-bid raise
          ask partner to bid).
  [Root]  William S. Root, "Standard Bridge Bidding for the 21st Century": free bids over an
          overcall (a single raise keeps its meaning; a new suit at the two level shows 10+
          HCP and a five-card suit); the overcaller with a minimum returns to the suit after a
          cue-bid raise; a defender who has passed stays out once both opponents have bid,
          unless a long suit or real values call for action.
  [BB]    bridgebum.com, "Negative double": after 1♣–(1♥)–X opener with four spades bids 1♠.
  [SEF]   EBU Standard English Acol: the same competitive methods in Acol.
The expected call is the textbook one, not what the code returned.
"""

from __future__ import annotations

import pytest

from bridgelib import Auction, Call
from bridgelib.auction import parse_calls
from bridgelib.bidding import bid_deal, computer_call, explain, forcing

# (system, auction from North, hand, textbook call, why)
POSITIONS = [
    ("sayc", "1H 2C", "K84.Q93.J762.Q54", "2H",
     "Root/ACBL: the single raise (3+ hearts, 6–10) is still made over a two-level overcall"),
    ("precision", "1H 2C", "K84.Q93.J762.Q54", "2H",
     "Root: the same free raise of a five-card major opening in Precision"),
    ("sayc", "P 1S 2C", "65.AKT643.KT7.98", "2H",
     "Root: a new suit at the two level over the overcall: five+ hearts and 10+ HCP"),
    ("acol", "P 1S 2C", "65.AKT643.KT7.98", "2H",
     "SEF/Root: the same free bid in Acol (a two-level new suit, 10+ HCP)"),
    ("precision", "P 1S 2C", "65.AKT643.KT7.98", "2H",
     "Root: the same free bid opposite a Precision 1♠"),
    ("sayc", "1C 1H X P", "AJ84.8.K62.AQ754", "1S",
     "BB/ACBL: the negative double promises four spades; opener with four shows them at once"),
    ("acol", "1C 1H X P", "AJ84.8.K62.AQ754", "1S",
     "SEF/BB: the same answer to a negative double in Acol"),
    ("precision", "1D 1H X P", "AJ84.8.KQ62.Q754", "1S",
     "BB: opener never passes the negative double; four spades are shown (Precision shares "
     "SAYC's competitive methods after its limited openings; its 1♣ is strong and artificial)"),
    ("sayc", "1D X P", "8643.742.853.J32", "1S",
     "ACBL: advancer never passes a takeout double for lack of values: bid the four-card major"),
    ("acol", "1D X P", "8643.742.853.J32", "1S",
     "SEF: the same forced answer to a takeout double in Acol"),
    ("sayc", "1C 1H P 2C P", "A4.KQJ93.Q832.T3", "2H",
     "Root/ACBL: after partner's cue-bid raise a minimum overcaller returns to the suit"),
    ("acol", "1C 1H P 2C P", "A4.KQJ93.Q832.T3", "2H",
     "SEF/Root: the same minimum rebid after a cue-bid raise in Acol"),
    ("sayc", "1NT P 2D", "Q4.KJ3.Q8432.JT3", "P",
     "Root: both opponents have bid (1NT and a transfer); 9 HCP and no long suit: stay out"),
    ("acol", "1NT P 2C P 2D", "Q4.KJ3.Q8432.JT3", "P",
     "Root/SEF: the same quiet pass once the opponents have exchanged information"),
    ("sayc", "1C P 1H P 1S", "A3.AQ8742.K3.Q93", "P",
     "Root: 15 HCP and six hearts, but hearts are responder's suit: no overcall in a suit "
     "the opponents have bid (2♥ would be their suit, not ours): stay out"),
    ("acol", "1C P 1H P 1S", "A3.AQ8742.K3.Q93", "P",
     "Root/SEF: the same in Acol: the six hearts are responder's suit"),
]


@pytest.mark.parametrize("system,auction,hand,expected,why", POSITIONS,
                         ids=[f"{s}:{a}:{h}" for s, a, h, _, _ in POSITIONS])
def test_textbook_call(system, auction, hand, expected, why):
    got = computer_call(hand, Auction("N", parse_calls(auction)), system)
    assert got.call == Call.from_str(expected), f"{why}; got {got.call}: {got.meaning}"


@pytest.mark.parametrize("system", ["sayc", "acol", "precision"])
@pytest.mark.parametrize("auction", [
    "1C 1H X P",     # negative double [ACBL]
    "1D X P",        # takeout double [ACBL]
    "1D 2D P",       # Michaels cue bid [ACBL]
    "1C 1H P 2C P",  # cue-bid raise of the overcall [ACBL]
])
def test_competitive_calls_force_one_round(system, auction):
    assert forcing(auction, system) == "round"


def test_a_double_by_the_opponents_binds_nobody():
    # a takeout double binds the doubler's partner, not the opener's partner
    assert forcing("1C X", "sayc") == ""
    assert forcing("1C X P", "sayc") == "round"
    assert forcing("1C 1H X 1S", "sayc") == ""  # the next opponent bid: partner is free


def test_the_silent_defender_pass_is_an_agreement_with_its_range():
    ex = explain("1NT P 2D P", "sayc")
    assert ex[3].agreed and ex[3].shows["hcp"] == (None, 14)
    # a hand the agreement does not cover is left to the general principle, not forced
    got = computer_call("AK4.KJ3.AQ8432.3", Auction("N", parse_calls("1C P 1H")), "sayc")
    assert got.rule is None or "Stay out" not in got.meaning


@pytest.mark.parametrize("seed", range(6))
def test_no_negative_or_takeout_double_is_passed_out(seed):
    from bridgelib import Deal

    for system in ("sayc", "acol", "precision"):
        r = bid_deal(Deal.random(seed), system)
        calls = r.auction.calls
        for i in range(len(calls) - 2):
            if calls[i].pbn() == "X" and calls[i + 1].is_pass and calls[i + 2].is_pass:
                assert not forcing(Auction(r.auction.dealer, calls[:i + 2]), system)
