"""Simulation helpers (bridgelib.analysis.simulate) against exact combinatorics."""

from __future__ import annotations

from math import comb

import pytest

from bridgelib import Hand, InvalidNotation, Seat
from bridgelib.analysis.simulate import Estimate, distribution, how_often

ME = Hand.from_pbn("A2.KQ954.J72.983")  # five hearts: eight left for the other 39 cards


def hypergeom_at_least(k: int, good: int, total: int, drawn: int) -> float:
    return sum(comb(good, i) * comb(total - good, drawn - i)
               for i in range(k, min(good, drawn) + 1)) / comb(total, drawn)


def test_partner_three_hearts_matches_the_exact_share():
    exact = hypergeom_at_least(3, 8, 39, 13)  # ≈ 54.4%
    est = how_often("N hearts >= 3", predeal={Seat.SOUTH: ME}, n=40_000, seed=3)
    lo, hi = est.interval
    assert lo < exact < hi and est.trials == 40_000
    assert str(est).startswith("N hearts >=3: 5")


def test_given_conditions_the_deals():
    est = how_often("E hcp >= 12", given="E hcp 12-21", predeal={Seat.SOUTH: ME}, n=2_000, seed=1)
    assert est.hits == est.trials == 2_000
    est = how_often(lambda d: d[Seat.NORTH].length(ME.suit_cards(ME.longest_suits()[0])[0].suit) == 0,
                    predeal={Seat.SOUTH: ME}, n=5_000, seed=2)
    exact = comb(31, 13) / comb(39, 13)  # no heart among North's 13 of the 39 unknown cards
    assert est.interval[0] < exact < est.interval[1]


def test_distribution_of_partners_points():
    counts = distribution("N hcp", predeal={Seat.SOUTH: ME}, n=20_000, seed=4)
    assert sum(counts.values()) == 20_000
    mean = sum(v * c for v, c in counts.items()) / 20_000
    assert abs(mean - (40 - ME.hcp) / 3) < 0.1  # the other 30 points shared by three hands
    assert list(counts) == sorted(counts)
    with pytest.raises(InvalidNotation):
        distribution("N balanced", n=10)
    with pytest.raises(InvalidNotation):
        how_often("N hcp 10", n=0)


def test_estimate_interval_and_text():
    e = Estimate(50, 100, "coin")
    lo, hi = e.interval
    assert e.p == 0.5 and 0.40 < lo < 0.41 and 0.59 < hi < 0.60
    assert str(e) == "coin: 50.0% (50 of 100 deals; 95% between 40.4% and 59.6%)"


def test_progress_is_silent_unless_asked(capsys):
    how_often("N hcp 10+", n=1_000, seed=1)
    assert capsys.readouterr().err == ""
    how_often("N hcp 10+", n=1_000, seed=1, progress=True)
    err = capsys.readouterr().err
    assert "dealing [" in err and "1,000/1,000" in err


def test_the_auction_so_far_as_a_constraint():
    from bridgelib import Auction
    from bridgelib.analysis.simulate import from_auction, sample

    # SAYC by the book: 1NT opening = 15-17 HCP, balanced.
    given = from_auction(Auction(Seat.EAST, ["1NT"]), "sayc")
    batch = sample(300, given=given, seed=1)
    for d in batch.deals():
        assert 15 <= d[Seat.EAST].hcp <= 17 and d[Seat.EAST].is_balanced
    assert str(from_auction("", "sayc")) == "any deal"


def test_from_auction_reads_an_answer_to_blackwood():
    # the answer's aces were read as a suit and raised InvalidNotation; now they constrain
    # the answering hand: 5♥ two aces, 5♣ none or four (the ACBL SAYC booklet)
    from bridgelib.analysis.simulate import from_auction, sample

    def aces(hand) -> int:
        return sum(c.rank.name == "ACE" for c in hand)

    two = from_auction("1S P 3S P 4NT P 5H P", "sayc")
    assert "S aces 2" in str(two)
    assert all(aces(d[Seat.SOUTH]) == 2 for d in sample(20, given=two, seed=3).deals())
    none_or_four = from_auction("1S P 3S P 4NT P 5C P", "sayc")
    assert "S aces 0 or 4" in str(none_or_four)
    assert all(aces(d[Seat.SOUTH]) in (0, 4)
               for d in sample(20, given=none_or_four, seed=3).deals())
    # Roman Key Card Blackwood: the key cards count the agreed suit, which a call's summary
    # does not name — the answer adds nothing rather than failing
    assert "S hcp" in str(from_auction("1S P 3S P 4NT P 5D P", "precision"))


def test_honour_counts_of_a_call():
    # an answer names one count, or one of two far apart; any other range is every count
    from bridgelib.analysis.simulate import honour_counts

    assert honour_counts(2, 2) == {2}
    assert honour_counts(0, 4) == {0, 4}                   # Blackwood 5♣: none or four
    assert honour_counts(1, 4, most=5) == {1, 4}           # 1430 5♣: one or four key cards
    assert honour_counts(1, None) == {1, 2, 3, 4}          # "aces >= 1"
    assert honour_counts(None, 1) == {0, 1}
