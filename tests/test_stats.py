"""Exact hand combinatorics against published tables, and seeded simulations.

Published values: the suit-distribution and point-count tables of the bridge
literature (e.g. Borel & Chéron, "Théorie mathématique du bridge"; reproduced
in Wikipedia's "Contract bridge probabilities"), given there to 4 decimals in per cent.
"""

from __future__ import annotations

import math
import random
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelib import Deal, Hand, InvalidNotation
from bridgelib import stats

PUBLISHED_PATTERNS = {  # per cent
    (4, 4, 3, 2): 21.5512, (5, 3, 3, 2): 15.5168, (5, 4, 3, 1): 12.9307,
    (5, 4, 2, 2): 10.5797, (4, 3, 3, 3): 10.5361, (6, 3, 2, 2): 5.6425,
    (6, 4, 2, 1): 4.7021, (6, 3, 3, 1): 3.4482, (5, 5, 2, 1): 3.1739,
    (4, 4, 4, 1): 2.9932, (7, 3, 2, 1): 1.8808, (6, 4, 3, 0): 1.3262,
    (5, 4, 4, 0): 1.2433, (5, 5, 3, 0): 0.8952, (6, 5, 1, 1): 0.7053,
    (6, 5, 2, 0): 0.6511, (7, 2, 2, 2): 0.5129, (7, 4, 1, 1): 0.3918,
    (7, 4, 2, 0): 0.3617, (7, 3, 3, 0): 0.2652,
}

PUBLISHED_HCP = {  # per cent
    0: 0.3639, 1: 0.7884, 2: 1.3561, 3: 2.4624, 4: 3.8454, 5: 5.1862, 6: 6.5541,
    7: 8.0281, 8: 8.8922, 9: 9.3562, 10: 9.4051, 11: 8.9447, 12: 8.0269, 13: 6.9143,
    14: 5.6933, 15: 4.4237, 16: 3.3109, 17: 2.3617, 18: 1.6051, 19: 1.0362, 20: 0.6435,
}


def test_counts_of_hands_and_deals():
    assert stats.hand_count() == 635_013_559_600
    assert stats.deal_count() == 53_644_737_765_488_792_839_237_440_000
    assert stats.hand_count(9, 36) == math.comb(36, 9)
    assert stats.deal_count(3, 36) == math.factorial(36) // math.factorial(12) ** 3


def test_refuses_impossible_decks_and_hands():
    with pytest.raises(InvalidNotation, match="deck size"):
        stats.hand_count(13, 40)
    with pytest.raises(InvalidNotation, match="hand size"):
        stats.hand_count(53)
    with pytest.raises(InvalidNotation, match="equally"):
        stats.deal_count(5)
    with pytest.raises(InvalidNotation, match="pattern"):
        stats.hand_with_pattern((14, 0, 0, 0))


@pytest.mark.parametrize("pattern,published", sorted(PUBLISHED_PATTERNS.items()))
def test_pattern_probabilities_match_published_table(pattern, published):
    assert float(stats.pattern_probabilities()[pattern]) * 100 == pytest.approx(published, abs=6e-5)


def test_patterns_are_complete_and_sum_to_one():
    probs = stats.pattern_probabilities()
    assert len(probs) == 39
    assert sum(probs.values()) == 1
    assert probs[(13, 0, 0, 0)] == Fraction(4, stats.hand_count())
    assert sum(stats.pattern_probabilities(9, 36).values()) == 1
    assert sum(stats.pattern_probabilities(12, 36).values()) == 1


def test_balanced_hands_are_the_three_balanced_patterns():
    classes = stats.shape_class_probabilities()
    three = sum(PUBLISHED_PATTERNS[p] for p in [(4, 3, 3, 3), (4, 4, 3, 2), (5, 3, 3, 2)])
    assert float(classes["balanced"]) * 100 == pytest.approx(three, abs=2e-4)
    regular = sum(PUBLISHED_PATTERNS[p] for p in [(4, 3, 3, 3), (4, 4, 3, 2), (4, 4, 4, 1)])
    assert float(classes["regular"]) * 100 == pytest.approx(regular, abs=2e-4)


@pytest.mark.parametrize("points,published", sorted(PUBLISHED_HCP.items()))
def test_hcp_distribution_matches_published_table(points, published):
    assert float(stats.hcp_distribution()[points]) * 100 == pytest.approx(published, abs=6e-5)


def test_hcp_extremes_by_counting():
    d = stats.hcp_distribution()
    total = stats.hand_count()
    assert d[0] * total == math.comb(36, 13)  # only from the 36 cards 2 to 10
    assert d[37] * total == 4  # all aces, kings, queens and one of four jacks
    assert max(d) == 37 and sum(d.values()) == 1
    assert stats.mean(d) == 10  # 40 points shared by four hands


def test_yard_bridge_hand_points():
    d = stats.hcp_distribution(9, 36)
    assert sum(d.values()) == 1
    assert stats.mean(d) == Fraction(40 * 9, 36)
    assert d[0] * stats.hand_count(9, 36) == math.comb(20, 9)  # the 6s to 10s


def test_hand_with_pattern_has_that_shape():
    h = stats.hand_with_pattern((7, 4, 2, 0))
    assert h.shape == (7, 4, 2, 0) and len(h) == 13
    assert stats.hand_with_pattern((4, 3, 1, 1), deck_size=36).ru().startswith("п: ТК")


def test_frequencies():
    assert stats.frequencies([]) == {}
    f = stats.frequencies([2, 1, 2, 3])
    assert list(f) == [2, 1, 3] and f[2] == Fraction(1, 2)


def test_sample_hands_are_seeded_and_from_whole_deals():
    hands = stats.sample_hands(8, seed=3)
    assert hands == stats.sample_hands(8, seed=3)
    assert hands != stats.sample_hands(8, seed=4)
    assert Deal(hands[:4]).is_complete and Deal(hands[4:]).is_complete


def test_simulated_patterns_approach_the_exact_ones():
    hands = stats.sample_hands(4000, seed=11)
    sim = stats.frequencies(h.pattern for h in hands)
    exact = stats.pattern_probabilities()
    for p in [(4, 4, 3, 2), (5, 3, 3, 2), (4, 3, 3, 3)]:
        sd = math.sqrt(float(exact[p]) * (1 - float(exact[p])) / 4000)
        assert abs(float(sim[p]) - float(exact[p])) < 5 * sd


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**6))
def test_random_playouts_are_legal_and_complete(seed):
    deal = Deal.random(seed=seed)
    p = stats.random_playout(deal, "4HS", seed=seed)
    assert p.is_complete and p.declarer_tricks + p.defender_tricks == 13
    assert sorted(p.cards_played) == sorted(c for h in deal.hands for c in h)


def test_playout_tricks_counts_every_playout():
    counts = stats.playout_tricks(Deal.random(seed=2), "3NTN", n=30, seed=1)
    assert sum(counts.values()) == 30 and set(counts) <= set(range(14))
    assert counts == stats.playout_tricks(Deal.random(seed=2), "3NTN", n=30, seed=1)


def test_all_thirteen_trumps_win_every_trick_whatever_is_played():
    # Every card of the hand is a trump and no one else holds one (Law 44E).
    rest = sorted({c for h in Deal.random(seed=1).hands for c in h.cards} - set(
        Hand.from_pbn("AKQJT98765432...").cards))
    random.Random(0).shuffle(rest)
    deal = Deal([Hand.from_pbn("AKQJT98765432..."), Hand(rest[:13]), Hand(rest[13:26]),
                 Hand(rest[26:])])
    assert stats.playout_tricks(deal, "7SN", n=20, seed=0) == {13: 20}
