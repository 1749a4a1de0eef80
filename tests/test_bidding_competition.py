"""Competition and slam bidding (issue 14, "what to add"), as textbook positions.

Sources:
  [ACBL]  ACBL SAYC System Booklet, revised January 2006: overcalls (one level 8–16, two level
          a good suit and opening values), 1NT overcall 15–18 with a stopper, takeout doubles
          (also of weak twos and preempts), Michaels cue bids (over a minor both majors, over a
          major the other major and a minor), the unusual 2NT (the two lowest unbid suits),
          responses to partner's double and overcall, balancing, Blackwood (5♣ 0/4, 5♦ 1,
          5♥ 2, 5♠ 3) and Gerber (4♦ 0/4, 4♥ 1, 4♠ 2, 4NT 3) over 1NT/2NT openings.
  [SEF]   EBU Standard English Acol: the same competitive methods and ace-asking answers.
The expected call is the textbook one for the hand, worked out by hand.
"""

from __future__ import annotations

import pytest

from bridgelib import Call, Deal, Hand, Seat, Suit
from bridgelib.bidding import bid_deal, explain, suggest

CASES = [
    # ------------------------------------------------------------ overcalls and doubles
    ("sayc", "1D", "KQ2.AJ3.KJ8.Q763", "1NT", "ACBL: 1NT overcall, 16 HCP, diamond stopper"),
    ("sayc", "1H", "83.74.AKJ52.KQ53", "2D", "ACBL: two-level overcall, good suit, 13 HCP"),
    ("sayc", "1D", "AJ52.KQ74.3.Q953", "X", "ACBL: takeout double, short diamonds, 13 HCP"),
    ("sayc", "2H", "AJ52.Q3.KQ74.Q95", "X", "ACBL: takeout double of a weak two"),
    ("sayc", "2H", "AKJ52.73.K74.Q95", "2S", "ACBL: natural overcall of a weak two"),
    ("sayc", "2S", "A52.KJ3.KQ74.Q95", "2NT", "ACBL: 2NT over a weak two, 15–18 with a stopper"),
    ("sayc", "3H", "AJ52.3.KQ74.A953", "X", "ACBL: takeout double of a preempt, 14 HCP"),
    ("sayc", "3H", "852.K83.J74.Q953", "P", "ACBL: too weak to act over a preempt"),
    ("acol", "1H", "83.74.AKJ52.KQ53", "2D", "SEF: two-level overcall"),
    # ------------------------------------------------------------ two-suited overcalls
    ("sayc", "1C", "KQJ85.AJ854.3.73", "2C", "ACBL: Michaels over a minor: both majors"),
    ("sayc", "1H", "KQJ85.3.AJ854.73", "2H", "ACBL: Michaels over a major: spades and a minor"),
    ("sayc", "1S", "3.73.KQJ85.AJ854", "2NT", "ACBL: unusual 2NT over a major: both minors"),
    ("sayc", "1C", "3.KQJ85.AJ854.73", "2NT", "ACBL: unusual 2NT over 1♣: diamonds and hearts"),
    # ------------------------------------------------------------ advancing
    ("sayc", "1C 2C P", "Q852.K83.J74.953", "2S", "ACBL: pick the longer major after Michaels"),
    ("sayc", "1C 2C P", "Q852.KJ83.A74.K3", "4H", "ACBL: game with a fit and 13 HCP after Michaels"),
    ("sayc", "1S 2NT P", "852.K83.J74.Q953", "3C", "ACBL: pick the longer minor after unusual 2NT"),
    ("sayc", "1H X P", "Q852.83.J742.953", "1S", "ACBL: advance a takeout double in a major"),
    ("sayc", "1H X P", "KQ852.83.AK42.93", "2H", "ACBL: cue bid with 12+ after partner's double"),
    ("sayc", "2H X P", "KJ852.83.AK42.93", "4S", "ACBL: game in spades with 11 HCP over a doubled weak two"),
    ("sayc", "1H 1S P", "K85.832.J742.Q93", "2S", "ACBL: raise partner's overcall with three-card support"),
    ("sayc", "1H 1S P", "K852.83.J742.Q93", "3S", "ACBL: weak jump raise with four-card support"),
    ("sayc", "1H 1S P", "K852.83.AJ42.Q93", "2H", "ACBL: cue bid, a limit raise or better"),
    # ------------------------------------------------------------ balancing
    ("sayc", "1D P P", "KJ2.Q83.KJ8.Q763", "1NT", "ACBL: balancing 1NT, 12 HCP with a stopper"),
    ("sayc", "1D P P", "KJ52.Q873.3.K763", "X", "ACBL: balancing double, short diamonds, 9 HCP"),
    ("sayc", "1D P P", "852.83.J742.Q953", "P", "ACBL: nothing to balance with"),
    # ------------------------------------------------------------ negative double
    ("sayc", "1C 1S", "83.KJ84.Q852.K73", "X", "ACBL: after 1♣–(1♠) X shows four-plus hearts"),
    ("sayc", "1C 1D", "KJ84.QJ73.852.73", "X", "ACBL: after 1♣–(1♦) X shows both majors"),
    # ------------------------------------------------------------ slam
    ("sayc", "1H P 3H P 4NT P", "K52.K83.QJ742.Q3", "5C", "ACBL: Blackwood, no ace: 5♣"),
    ("sayc", "1H P 3H P 4NT P", "A52.K83.QJ742.Q3", "5D", "ACBL: Blackwood, one ace: 5♦"),
    ("sayc", "1H P 3H P 4NT P", "A52.A83.QJ742.Q3", "5H", "ACBL: Blackwood, two aces: 5♥"),
    ("sayc", "1H P 3H P 4NT P", "A52.A83.AJ742.Q3", "5S", "ACBL: Blackwood, three aces: 5♠"),
    ("acol", "1H P 3H P 4NT P", "A52.A83.QJ742.Q3", "5H", "SEF: Blackwood, two aces: 5♥"),
    ("sayc", "1NT P 4C P", "KQ2.AJ3.KT98.Q76", "4H", "ACBL: Gerber, one ace: 4♥"),
    ("sayc", "1NT P 4C P", "AQ2.AJ3.KT98.Q76", "4S", "ACBL: Gerber, two aces: 4♠"),
    ("sayc", "1NT P 4C P", "KQ2.KJ3.KT98.Q76", "4D", "ACBL: Gerber, no ace: 4♦"),
    ("sayc", "1NT P", "AKQJ752.K3.A8.K3", "4C", "ACBL: Gerber with a long suit and slam values"),
    ("sayc", "1D P 1H P 2NT P", "KQ2.AJ93.K82.Q73", "6NT",
     "ACBL: 15 balanced opposite an 18–19 rebid: 33+ together, small slam"),
    ("sayc", "1D P 1H P 2NT P", "KQ2.AJ93.Q82.J73", "4NT",
     "ACBL: 13 balanced opposite 18–19: quantitative 4NT"),
    ("sayc", "1D P 1H P 2NT P 4NT P", "AK2.Q3.AQJ4.K732", "6NT",
     "ACBL: opener with the maximum (19) accepts"),
]


@pytest.mark.parametrize("system,auction,hand,expected,why", CASES,
                         ids=[f"{c[0]}:{c[1]}:{c[2]}" for c in CASES])
def test_competition_and_slam(system, auction, hand, expected, why):
    s = suggest(Hand.from_pbn(hand), auction, system)
    assert s.agreed, (why, s.reason)
    assert s.call == Call.from_str(expected), f"{why}: got {s.call} ({s.meaning})"


def test_blackwood_answers_show_aces():
    ex = explain("1H P 3H P 4NT P 5H", "sayc")
    assert ex[-1].shows["aces"] == (2, 2) and "two aces" in ex[-1].meaning
    # a quantitative 4NT over 1NT is not Blackwood
    assert "Blackwood" not in explain("1NT P 4NT P 6NT", "sayc")[-1].meaning


@pytest.mark.parametrize("answer,expected", [("5C", "5S"), ("5D", "6S"), ("5H", "6S")])
def test_blackwood_asker_places_the_contract(answer, expected):
    """ACBL: with slam values and a fit, ask with 4NT; two aces missing: stop at five."""
    from bridgelib.bidding import principle

    hand = "KQ52.AK3.AQ4.K32"  # 21 HCP, four spades, two aces, opposite an opening 1♠
    assert principle(hand, "1S P 2NT P 4S P", "sayc").call == Call.from_str("4NT")
    s = principle(hand, f"1S P 2NT P 4S P 4NT P {answer} P", "sayc")
    assert s.call == Call.from_str(expected), s.meaning
    # after the asker's decision, partner passes
    after = principle("AJ8763.Q82.K3.A4", f"1S P 2NT P 4S P 4NT P {answer} P {expected} P",
                      "sayc")
    assert after.call == Call.from_str("P")


def test_seeded_slams_after_an_ace_ask_miss_at_most_one_ace():
    for seed in range(1500):
        r = bid_deal(Deal.random(seed), "sayc", Seat(seed % 4))
        calls = [c.pbn() for c in r.auction.calls]
        c = r.auction.contract
        if "4NT" not in calls or c is None or c.level < 6:
            continue
        side = c.declarer.side
        aces = sum(1 for s in side.seats for suit in Suit
                   if r.deal[s].ranks(suit) and r.deal[s].ranks(suit)[0].hcp == 4)
        assert aces >= 3, r.to_text()
