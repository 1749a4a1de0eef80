"""Whether to bid game after an invitation: game tries, and how the books count the hand
that accepts or declines (issue 14).

Each position is a textbook case; the expected call is worked out by hand from the rule
cited (never copied from the engine).  Sources:

- [Grant] Audrey Grant, "Bidding in the 21st Century" (the ACBL Bridge Series), the
  chapters on opener's rebid and on responder's rebid: opener's hand is valued in points
  (HCP plus a point a card over four in a long suit); when opener raises responder's
  major, opener revalues with *dummy points* instead — 5 for a void, 3 for a singleton, 1
  for a doubleton — since opener will be the dummy.  The single raise of responder's suit
  shows a minimum (up to 16 points); when responder then invites with three of the major,
  opener bids game from the top of that range (15–16) and passes from the bottom.  A
  2NT invitation is accepted on the same count: a five-card suit is worth a point (the
  ACBL SAYC booklet's 1NT–2NT: "15 with a five-card suit" accepts like 16), and Goren's
  26 points for 3NT (25 HCP) then applies to the points.
- [Goren] Charles Goren, "Point Count Bidding in Contract Bridge": 26 points for game in a
  major or 3NT; the single raise 6–10, the limit raise 10–12 (so opener accepts the limit
  raise with 14 and declines with 12–13), opener's game try over the single raise with
  17–18, accepted from the top of the raise (9–10) and declined from the bottom (6–8).
- [Help-suit] The help-suit game try (Root, "Commonsense Bidding", the chapter on raises;
  the ACBL SAYC booklet lists it): after 1♥–2♥ opener with 17–18 names a side suit of
  three or more cards with two or three losers; responder bids game with help there (at
  most one loser: a top honour with a second one, or shortness) or with a maximum, and
  signs off in three of the major otherwise.
- [IMPs] The IMP odds of a vulnerable game (the ACBL Bridge Bulletin, August 2014, "IMP
  tactics"; the same sum in Kantar's and Lawrence's pages on teams scoring): vulnerable,
  game made against a partscore at the other table wins about 10 IMPs (620 against 170)
  and one down loses about 6 (100 against 140), so a vulnerable game is worth bidding at
  about 40%; not vulnerable the odds are about even (6 against 5).  The Bulletin adds that
  only one partner should stretch: here the *acceptance* is stretched by a point when
  vulnerable, the invitation keeps its range.  (The benchmark scores at IMPs.)

Acol (Standard English Acol, Landy & Bird) and Precision (C. C. Wei) value the accepting
hand in the same way; their ranges differ (Precision's 1♦ is 11–15, its raise 11–13).
"""

from __future__ import annotations

import pytest

from bridgelib.auction import Call
from bridgelib.bidding import suggest
from bridgelib.table import Vulnerability

NONE, BOTH = Vulnerability.NONE, Vulnerability.BOTH

# (system, auction from the dealer, hand of the player to call, vulnerability, the book's
#  call, the count worked by hand)
POSITIONS = [
    # -- opener who raised responder's major, responder invites with three (Grant)
    ("sayc", "1D P 1H P 2H P 3H P", "AQ85.J985.A543.Q", NONE, "4H",
     "Grant: 13 HCP + 3 for the singleton club = 16 dummy points, the top of the 2♥ raise: "
     "accepts"),
    ("sayc", "1C P 1S P 2S P 3S P", "AQ97.A74.J4.QJ63", NONE, "4S",
     "Grant: 14 HCP + 1 for the doubleton diamond = 15 dummy points: the top of the raise"),
    ("sayc", "1C P 1S P 2S P 3S P", "K1082.A8.95.AJ752", NONE, "P",
     "Grant: 12 HCP + 1 + 1 for two doubletons = 14 (13 counting the fifth club): the "
     "bottom of the raise, declines"),
    ("sayc", "1C P 1H P 2H P 3H P", "Q8.A765.Q83.KQ109", NONE, "P",
     "Grant: 13 HCP + 1 for the doubleton = 14: a minimum raise, declines"),
    ("sayc", "1C P 1H P 2H P 3H P", "Q8.A765.Q83.KQ109", BOTH, "4H",
     "IMPs: the same 14 dummy points vulnerable, a point less is needed: accepts"),
    ("acol", "1C P 1S P 2S P 3S P", "KQ93.A.843.KJ1052", NONE, "4S",
     "Grant's count in Acol: 13 HCP + 3 for the singleton heart = 16: the top of the raise"),
    ("precision", "1D P 1H P 2H P 3H P", "AQ85.J985.A543.Q", NONE, "4H",
     "Precision's raise is 11–13 points: 13 HCP + 3 for the singleton = 16, the top: "
     "accepts"),
    ("precision", "1D P 1H P 2H P 3H P", "K85.Q984.AJ64.J3", NONE, "P",
     "11 HCP + 1 for the doubleton = 12: the bottom of Precision's 11–13 raise, declines"),
    # -- 2NT invitations accepted on points, a five-card suit worth a point (Grant)
    ("sayc", "1S P 2C P 2S P 2NT P", "AQJ863.Q106.107.A9", NONE, "3NT",
     "Grant / Goren: 13 HCP + 2 for the six-card suit = 15 points opposite the 2NT "
     "invitation's 10–12: 26 together, accepts"),
    ("sayc", "1S P 2C P 2S P 2NT P", "AQJ863.J106.107.A9", NONE, "P",
     "Grant / Goren: 12 HCP + 2 = 14 points opposite 10–12: short of 26 at the middle of "
     "the invitation, and a minimum opening: declines"),
    ("sayc", "1D P 1S P 1NT P 2NT P", "K3.AJ4.QJ852.Q73", NONE, "3NT",
     "Grant: 13 HCP + 1 for the fifth diamond = 14 points, the top of the 1NT rebid (12–14): "
     "accepts"),
    ("sayc", "1D P 1S P 1NT P 2NT P", "K3.AJ4.K852.Q732", NONE, "P",
     "Goren / Grant: 13 HCP and no five-card suit opposite 11–12: under 26, declines"),
    ("sayc", "1D P 1S P 1NT P 2NT P", "K3.AJ4.K852.Q732", BOTH, "3NT",
     "IMPs: the same 13 HCP vulnerable, 13 + 11–12 is worth the vulnerable game: accepts"),
    # -- the overcaller over partner's invitational 2NT advance (12–14 with their suit
    #    stopped, as SAYC's advance rule says): Goren's count decides
    ("sayc", "1C 1D P 2NT P", "J.J1053.KQJ973.K5", NONE, "3NT",
     "Goren: 11 HCP + 2 for the six diamonds = 13 points opposite 12–14: 26 together, game"),
    ("sayc", "1C 1D P 2NT P", "A.QJ53.AJ973.975", NONE, "3NT",
     "Goren: 12 HCP opposite 12–14 is 25 HCP together (26 counting the fifth diamond): game"),
    ("sayc", "1C 1D P 2NT P", "Q4.Q1053.KJ973.75", NONE, "P",
     "Goren: 8 HCP + 1 = 9 points, a minimum overcall: 22 together, declines"),
    # -- the raise of a weak two is no invitation, vulnerable or not (Root, "Commonsense
    #    Bidding", preempts: the preemptor has described the hand and does not bid again)
    ("precision", "2H P 3H P", "5.KQJ1043.K82.J43", BOTH, "P",
     "Root: the weak-two opener (9 HCP) passes partner's raise; the vulnerable stretch is "
     "for invitations, and this raise is none"),
    # -- opener's game try over the single raise (Goren)
    ("sayc", "1S P 2S P 3S P", "K84.Q73.J852.Q73", NONE, "P",
     "Goren: 8 points, no shortness: the bottom of the single raise (6–8), declines"),
    ("sayc", "1S P 2S P 3S P", "K84.Q73.J852.K73", NONE, "4S",
     "Goren: 9 points, the top of the single raise (9–10): accepts"),
    ("sayc", "1S P 2S P 3S P", "K84.Q73.J852.Q73", BOTH, "4S",
     "IMPs: 8 points vulnerable, a point less is needed: accepts"),
    # -- the help-suit game try (Root; the ACBL SAYC booklet)
    ("sayc", "1H P 2H P", "A74.AKJ85.A63.J4", NONE, "2S",
     "17 HCP + 1 for the fifth heart = 18 points; spades A-7-4 have two losers: the help-suit "
     "try in the cheapest such suit, 2♠"),
    ("sayc", "1H P 2H P 2S P", "KQ2.Q974.8543.62", NONE, "4H",
     "Root: K-Q-x is help (one loser in spades); 7 HCP + 1 = 8 points, more than a bare "
     "minimum: game"),
    ("sayc", "1H P 2H P 2S P", "862.Q974.K543.Q6", NONE, "3H",
     "Root: three small spades are no help and 8 points is not the top of the raise: signs "
     "off in 3♥"),
    ("sayc", "1H P 2H P 2S P", "862.Q974.K543.Q6", BOTH, "4H",
     "IMPs: 8 points vulnerable counts as the top of the raise: game whatever the spades"),
    # -- opener over the limit raise (Goren)
    ("sayc", "1S P 3S P", "KQ1084.AJ5.Q72.84", NONE, "P",
     "Goren: 12 HCP + 1 for the fifth spade = 13 (seven losers, no losing-trick game): "
     "declines the limit raise"),
    ("sayc", "1S P 3S P", "KQ1084.AJ5.Q72.84", BOTH, "4S",
     "IMPs: the same 13 points vulnerable: accepts"),
    ("acol", "1S P 3S P", "KQ1084.AJ5.Q72.84", NONE, "P",
     "Acol's limit raise is accepted on the same 14 points: 13 declines"),
    ("acol", "1S P 3S P", "KQ1084.AJ5.Q72.84", BOTH, "4S",
     "IMPs: 13 points vulnerable accepts in Acol too"),
    # -- Acol: responder over opener's 3M game try (Acol's raise is 6–9, so 8 is the top)
    ("acol", "1S P 2S P 3S P", "K84.Q73.J852.J73", NONE, "P",
     "Acol: 7 points, the bottom of the 6–9 single raise: declines"),
    ("acol", "1S P 2S P 3S P", "K84.Q73.J852.J73", BOTH, "4S",
     "IMPs: 7 points vulnerable, a point less is needed: accepts"),
]


@pytest.mark.parametrize("system,auction,hand,vul,expected,why", POSITIONS)
def test_the_book_decides_whether_to_bid_game(system, auction, hand, vul, expected, why):
    s = suggest(hand, auction, system=system, vulnerability=vul)
    assert s.agreed and s.call == Call.from_str(expected), f"{system} {auction} {hand} {vul}: {s} ({why})"


def test_acceptance_reads_dummy_points_not_only_hcp():
    # the same 13 HCP with the shortness moved into the trump suit: 4-4-4-1 with the
    # singleton club counts 16 dummy points, 4-4-3-2 only 14 (Grant)
    short = suggest("AQ85.J985.A543.Q", "1D P 1H P 2H P 3H P", system="sayc",
                    vulnerability=NONE)
    flat = suggest("AQ85.J985.A54.Q3", "1D P 1H P 2H P 3H P", system="sayc",
                   vulnerability=NONE)
    assert short.call == Call.from_str("4H") and flat.call == Call.from_str("P")
