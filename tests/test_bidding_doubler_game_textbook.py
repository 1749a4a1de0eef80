"""The takeout doubler does not bid game on the values partner's forced advance may not hold
(issue 14, failed games).

A simple (non-jump) advance of a takeout double is forced: advancer bids with nothing.  The
systems' own advances say so ("4+ ♠, 0–8 HCP"; after a balancing double "0–11 HCP"), and the
bidder now reads that range from the rule itself, so the doubler who has no rule of the system
(the general principle) counts partner for what the advance shows, not for an unlimited hand.

Sources (expected calls worked out by hand from the rule cited, never copied from the engine):

- [SAYC] The ACBL SAYC booklet ("Standard American Yellow Card"), responses to a takeout
  double: a non-jump suit bid 0–8, a jump 9–11 (invitational), a cue bid the strong hands.
- [Goldsmith] Jeff Goldsmith, "Responding to Takeout Doubles": advancer's ranges are minimum
  0–8, invitational 8–11, game-going 12+; the minimum advance is made with nothing at all,
  so the doubler bids game after it only with game in his own hand opposite about nothing.
- [Grant] Audrey Grant, "Competitive Bidding" (ACBL Bridge Series): the doubler with a
  medium hand (17–18) invites, with a maximum (19–21) jumps; after a takeout double and a
  simple advance the doubler's 1NT shows 18–19 balanced (too strong for a 1NT overcall) and
  the jump to 2NT 20–21, an invitation, since advancer may hold nothing.
- [Root] William S. Root, "Commonsense Bidding", balancing: the balancer bids partner's cards
  ("borrows a king"), so advancer subtracts about three points: a jump advance needs 12–14,
  a simple advance may hold up to 11; the balancer who doubled and then bids no-trump shows
  the hand too strong for the balancing 1NT (11–14 in SAYC's card), 15–18, and does not bid
  partner's values again — with a light double and support he passes the simple advance.
"""

from __future__ import annotations

import pytest

from bridgelib import Hand
from bridgelib.auction import Call
from bridgelib.bidding import suggest
from bridgelib.bidding.engine import principle
from bridgelib.scoring.duplicate import GAME_LEVEL


def _is_game(call: Call | None) -> bool:
    return call is not None and call.is_bid and call.level >= GAME_LEVEL[call.strain]


# (system, auction, hand, the book's call, why) — calls a rule of the system gives
RULE_POSITIONS = [
    # -- advancing a direct takeout double [SAYC, Goldsmith]
    ("sayc", "1C X P", "Q73.KJ84.Q852.73", "1H",
     "7 HCP, four hearts: the cheapest advance, 0–8"),
    ("sayc", "1C X P", "Q73.KJ84.A852.73", "2H",
     "10 HCP, four hearts: a jump advance, 9–11, invitational"),
    ("acol", "1C X P", "Q73.KJ84.Q852.73", "1H",
     "Acol: 7 HCP, four hearts: the cheapest advance"),
    ("acol", "1D X P", "T8.AK2.97.QJ9862", "3C",
     "Acol: 10 HCP, six clubs and no major: the jump advance in the minor, 9–11"),
    ("precision", "1D X P", "KJ84.Q73.852.Q73", "1S",
     "Precision plays SAYC's advances: 6 HCP, four spades, the cheapest advance"),
    # -- the direct doubler's no-trump rebids after a simple advance [Grant]
    ("sayc", "1D X P 1S P", "AQ5.KJ9.AQ6.KQ85", "2NT",
     "20 HCP, 3-3-3-4, diamonds stopped: double then jump to 2NT (20–21), only an invitation "
     "opposite 0–8"),
    ("acol", "1D X P 1S P", "AQ5.KJ9.AQ6.KQ85", "2NT",
     "Acol shares the doubler's rebids: 20 HCP balanced, 2NT"),
    ("sayc", "1D X P 1S P", "AQ5.KJ9.K76.KQ85", "1NT",
     "18 HCP, balanced, diamonds stopped: double then 1NT (18–19)"),
    # -- advancing a balancing double [Root: allow for the borrowed king]
    ("sayc", "1C P P X P", "Q73.KJ84.A852.73", "1H",
     "10 HCP, four hearts, no club stopper: a simple advance, since the balancer may be light"),
    ("sayc", "1C P P X P", "Q73.KJ84.AK52.73", "2H",
     "13 HCP, four hearts: the jump advance of a balancing double, 12–14"),
    # -- the balancing doubler's rebid [Root]
    ("sayc", "1C P P X P 1D P", "KQ7.KJ9.AQJ.Q852", "1NT",
     "18 HCP, balanced, clubs stopped, no four-card diamond support to raise: double then "
     "1NT (15–18), not game opposite 0–11"),
    ("sayc", "1C P P X P 1H P", "AK6.K63.A1087.K76", "1NT",
     "17 HCP, 3-3-4-3 with a club stopper: 1NT, too strong for the balancing 1NT"),
    ("precision", "1C P P X P 1D P", "KQ7.KJ9.AQJ.Q852", "1NT",
     "Precision shares SAYC's balancing: 18 HCP balanced, 1NT"),
    ("sayc", "1C P P X P 1S P", "KJ84.A73.Q852.K3", "P",
     "13 HCP and four spades: the balancing double already bid partner's values; pass"),
    ("precision", "1D P P X P 1H P", "KJ8.A732.852.KJ3", "P",
     "12 HCP, four hearts: a light balancing double, pass the simple advance"),
]


@pytest.mark.parametrize("system,auction,hand,expected,why", RULE_POSITIONS)
def test_advances_and_the_balancers_rebid_by_the_book(system, auction, hand, expected, why):
    s = suggest(hand, auction, system=system)
    assert s.agreed and s.call == Call.from_str(expected), f"{system} {auction} {hand}: {s} ({why})"


# (system, auction, hand, why) — the doubler has no rule: the general principle must not
# bid game on values the forced advance need not hold [Goldsmith, Grant]
NO_GAME_POSITIONS = [
    ("sayc", "P P 1C X P 1S P", "K.A62.KQ86.AQ875",
     "18 HCP with their clubs and a singleton in partner's suit: opposite 0–8 no game "
     "(about 23 together)"),
    ("acol", "P P 1C X P 1S P", "K.A62.KQ86.AQ875",
     "Acol: the same hand opposite the forced 1♠ (0–8)"),
    ("precision", "P P 1C X P 1S P", "K.A62.KQ86.AQ875",
     "Precision (a natural 1♣ of theirs): the same"),
    ("sayc", "1D X P 1H P", "AK6.K63.87.AQJ72",
     "17 HCP with long clubs: a medium hand invites at most [Grant], no game opposite 0–8"),
]


@pytest.mark.parametrize("system,auction,hand,why", NO_GAME_POSITIONS)
def test_the_doubler_does_not_bid_game_opposite_a_forced_advance(system, auction, hand, why):
    s = suggest(hand, auction, system=system)
    call = s.call if s.agreed else principle(hand, auction, system).call
    assert call is not None and not _is_game(call), f"{system} {auction} {hand}: {call} ({why})"


def test_the_simple_advance_is_read_as_its_rule_says():
    """The rule's meaning says 0–8 (0–11 after a balancing double) and its condition now
    says the same, so a 10-count never makes the simple advance of a direct double."""
    ten = Hand.from_pbn("Q73.KJ84.A852.73")
    assert suggest(ten, "1C X P", system="sayc").call != Call.from_str("1H")
    assert suggest(ten, "1C P P X P", system="sayc").call == Call.from_str("1H")
