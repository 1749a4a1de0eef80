"""Lesson 14 (slam bidding): the slam odds by combined HCP and the lesson's deals.

The double-dummy numbers are recomputed here with endplay directly (an independent
path from ``bridgelib.analysis.dd``); the scores and the ace-asking answers are the
textbook values (duplicate scoring table, Law 77; SAYC booklet)."""

from __future__ import annotations

import pytest

from bridgelib import Call, Deal, InvalidNotation, Seat, Suit
from bridgelib.bidding import bid_deal
from bridgelib.course import aces, calls_table, slam_bonus_table, slam_scores

endplay = pytest.importorskip("endplay")

from bridgelib.analysis.slam import slam_odds  # noqa: E402

LESSON_BANDS = [(29, 30), (31, 32), (33, 34), (35, 36)]


def _tricks(deal: Deal, denom: str, seats=(Seat.NORTH, Seat.SOUTH)) -> int:
    """The best of ``seats`` as declarer, straight from endplay's DDS binding."""
    from endplay.dds import calc_dd_table
    from endplay.types import Deal as EPDeal, Denom, Player

    t = calc_dd_table(EPDeal(deal.pbn(Seat.NORTH)))
    d = {"NT": Denom.nt, "S": Denom.spades, "H": Denom.hearts}[denom]
    return max(t[d, Player(int(s))] for s in seats)


def test_slam_odds_counts_match_endplay_and_the_deals_meet_the_band():
    rows = slam_odds("NT", [(33, 34)], per_band=3, seed=5, where="N balanced and S balanced")
    (row,) = rows
    assert row.deals == len(row.sample) == 3
    tricks = []
    for d in row.sample:
        assert 33 <= d[Seat.NORTH].hcp + d[Seat.SOUTH].hcp <= 34
        assert d[Seat.NORTH].is_balanced and d[Seat.SOUTH].is_balanced
        tricks.append(_tricks(d, "NT"))
    assert row.small == sum(t >= 12 for t in tricks) and row.grand == sum(t == 13 for t in tricks)
    assert slam_odds("NT", [(33, 34)], per_band=3, seed=5,
                     where="N balanced and S balanced")[0].sample == row.sample  # seeded


def test_the_lessons_sample_shows_the_33_point_guide():
    """What the lesson's prose says of its table: six no-trump is a gamble below 31,
    makes almost always from 33; a grand slam needs more."""
    rows = slam_odds("NT", LESSON_BANDS, per_band=5, where="N balanced and S balanced")
    by = {r.low: r for r in rows}
    assert by[29].small <= 3 and by[33].small >= 4 and by[35].small >= 4
    assert all(r.grand < r.deals for r in rows if r.low <= 33)


def test_the_lessons_fit_sample_makes_slams_on_fewer_points():
    """The lesson: with a nine-card spade fit a slam can make on 27 or 28 points, where
    two balanced hands' six no-trump fails."""
    fit = slam_odds("S", [(27, 28), (29, 30), (31, 32)], per_band=4, where="NS spades >= 9")
    flat = slam_odds("NT", [(27, 28)], per_band=4, where="N balanced and S balanced")
    assert fit[0].small >= 2 and fit[0].small > flat[0].small
    for row in fit:
        for d in row.sample:
            assert sum(d[s].length(Suit.SPADES) for s in (Seat.NORTH, Seat.SOUTH)) >= 9
        assert all(_tricks(d, "S") >= 12 for d in row.sample) == (row.small == row.deals)


def test_slam_odds_refuses_bad_bands():
    with pytest.raises(InvalidNotation, match="band"):
        slam_odds("NT", [(35, 33)])
    with pytest.raises(InvalidNotation, match="per_band"):
        slam_odds("NT", [(33, 34)], per_band=0)


def test_slam_tables_are_the_duplicate_scores():
    text = slam_bonus_table().text
    assert "500" in text and "750" in text and "1000" in text and "1500" in text
    rows = [line.split() for line in slam_scores([("4S", 12), ("6S", 12), ("7S", 12), ("6NT", 12),
                                                  ("7NT", 13)]).text.splitlines()[1:]]
    # textbook duplicate scores: not vulnerable, vulnerable
    assert [(r[-2], r[-1]) for r in rows] == [("480", "680"), ("980", "1430"), ("-50", "-100"),
                                              ("990", "1440"), ("1520", "2220")]


@pytest.mark.parametrize("hand, auction, want", [
    ("KQ82.KJ3.Q98.762", "1S P 3S P 4NT P", "5C"),   # Blackwood: none
    ("KQ82.A93.J98.762", "1S P 3S P 4NT P", "5D"),   # one
    ("K982.A93.A98.762", "1S P 3S P 4NT P", "5H"),   # two
    ("A982.A93.A98.762", "1S P 3S P 4NT P", "5S"),   # three
    ("KQ2.KQJ3.KT98.Q7", "1NT P 4C P", "4D"),        # Gerber: none
    ("KQ2.AJ3.KT98.Q76", "1NT P 4C P", "4H"),
    ("AQ2.AJ3.KT98.Q76", "1NT P 4C P", "4S"),
    ("AQ2.AJ3.AT98.Q76", "1NT P 4C P", "4NT"),
    ("KJ3.Q92.KQ87.AJ5", "1NT P", "4NT"),            # 16: quantitative invitation
    ("A32.KJ2.KQ87.AJ5", "1NT P", "6NT"),            # 18: 33+ together
    ("KQ2.AJ3.KT98.Q76", "1NT P 4NT P", "P"),        # 15: declines
    ("AQ2.AJ3.KT98.K76", "1NT P 4NT P", "6NT"),      # 17: accepts
])
def test_the_lessons_answer_tables_are_the_textbook_calls(hand, auction, want):
    row = calls_table([hand], auction).text.splitlines()[1]
    assert f" {Call.from_str(want)} " in row, row


@pytest.mark.parametrize("deal, contract, tricks", [
    (Deal.random(seed=6945), "6H", 12),   # Blackwood: three aces shown, one missing, six makes
    (Deal.random(seed=54382), "5S", 11),  # two aces missing: stop in five, which makes
    (Deal.random(seed=5435), "4NT", 11),  # quantitative 4NT declined with 15: six fails
    (Deal.random(seed=1358), "6NT", 13),  # quantitative 4NT accepted with 19
    (Deal.from_pbn("N:AJ.Q832.K982.AJ9 754.JT75.JT65.87 KQT862.AK.3.KQT6 93.964.AQ74.5432"),
     "6S", 12),                           # Gerber: one ace missing, six makes
])
def test_the_lessons_deals_reach_what_the_prose_says(deal, contract, tricks):
    c = bid_deal(deal, "sayc").auction.contract
    want = Call.from_str(contract)
    assert (c.level, c.strain) == (want.level, want.strain)
    assert _tricks(deal, contract[1:], seats=(c.declarer,)) == tricks


@pytest.mark.parametrize("seed, calls, asker, asker_aces, hcp", [
    # lesson 14: "North opens 1♥ and South, with 17 points, jumps to 2♠ … North asks with
    # 4NT, hears 5♠ (three aces), sees that only one is missing, and bids the slam"
    (6945, [(Seat.NORTH, "1H"), (Seat.SOUTH, "2S"), (Seat.NORTH, "3C"), (Seat.SOUTH, "4H"),
            (Seat.NORTH, "4NT"), (Seat.SOUTH, "5S"), (Seat.NORTH, "6H")], Seat.NORTH, 0,
     {Seat.SOUTH: 17}),
    # "East opens 1♣ and jumps to 4♠ over West's 1♠ … West asks with 4NT and hears 5♥, two
    # aces; he holds none himself … signs off in 5♠"
    (54382, [(Seat.EAST, "1C"), (Seat.WEST, "1S"), (Seat.EAST, "4S"), (Seat.WEST, "4NT"),
             (Seat.EAST, "5H"), (Seat.WEST, "5S")], Seat.WEST, 0, {}),
])
def test_the_lessons_blackwood_sentences_are_what_the_engine_bids(seed, calls, asker, asker_aces,
                                                                  hcp):
    deal = Deal.random(seed=seed)
    auction = bid_deal(deal, "sayc").auction
    bids = [(seat, c.pbn()) for seat, c in auction if not c.is_pass]
    assert bids == calls
    # 5♠ answers three aces, 5♥ two (the SAYC booklet's Blackwood steps): with the asker's
    # own aces, one ace (6945) or two (54382) are missing
    answer = calls[[c for _, c in calls].index("4NT") + 1][1]
    shown = {"5S": 3, "5H": 2}[answer]
    assert deal[asker].aces == asker_aces and 4 - shown - asker_aces == (1 if seed == 6945 else 2)
    assert all(deal[s].hcp == v for s, v in hcp.items())


def test_aces_counts_aces():
    assert aces("AKQJ.A.A32.A5432") == 4 and aces("KQJ2.KQ3.KQ2.KQ2") == 0


def test_dd_tables_limited_to_some_strains_agree_with_endplay_and_leave_the_rest_empty():
    from bridgelib import Strain
    from bridgelib.analysis.dd import dd_tables

    deal = Deal.random(seed=1064)
    (t,) = dd_tables([deal], strains=["NT", Strain.HEARTS])
    for seat in Seat:
        assert t[seat, Strain.CLUBS] is None and t[seat, Strain.SPADES] is None
    assert t[Seat.NORTH, Strain.HEARTS] == _tricks(deal, "H", seats=(Seat.NORTH,))
    assert t[Seat.SOUTH, Strain.NOTRUMP] == _tricks(deal, "NT", seats=(Seat.SOUTH,))
    assert not t.is_complete
