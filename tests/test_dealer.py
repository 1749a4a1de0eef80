"""Fast numpy dealing (bridgelib.analysis.dealer): validity, reproducibility, constraints
checked against the engine's own Hand properties, predeal, exact probabilities."""

from __future__ import annotations

from math import comb

import numpy as np
import pytest

from bridgelib import Deal, Hand, InvalidNotation, Seat, Side, Suit
from bridgelib.analysis.dealer import (HCP, And, Balanced, DealBatch, Dealer, DealingExhausted,
                                       Length, Not, Or, Pattern, Predicate, Regular, Shape,
                                       Skewed, TwoSuiter, as_constraint)


@pytest.fixture(scope="module")
def batch():
    return Dealer(seed=2024).batch(3000)


@pytest.fixture(scope="module")
def deals(batch):
    return batch.deals()


def test_every_dealt_deal_is_a_deal(batch):
    rows = np.sort(batch.cards.astype(int), axis=1)
    assert (rows == np.arange(52)).all()  # each deal holds each card once
    deals = batch.take(np.arange(50)).deals()
    assert all(d.is_complete for d in deals)
    assert DealBatch.from_deals(deals).deals() == deals


def test_seeded_and_reproducible():
    a, b, c = Dealer(seed=5).batch(100), Dealer(seed=5).batch(100), Dealer(seed=6).batch(100)
    assert (a.cards == b.cards).all() and not (a.cards == c.cards).all()
    assert Dealer(seed=9).deals(5, "N hcp 15-17") == Dealer(seed=9).deals(5, "N hcp 15-17")


def test_features_agree_with_the_hand_properties(batch):
    deals = batch.take(np.arange(300)).deals()
    for seat in Seat:
        assert batch.hcp(seat)[:300].tolist() == [d[seat].hcp for d in deals]
        for suit in Suit:
            assert batch.length(seat, suit)[:300].tolist() == [d[seat].length(suit) for d in deals]


CONSTRAINTS = [
    HCP(Seat.NORTH, 15, 17), HCP(Side.NS, 25, None), HCP(Seat.WEST, None, 5),
    Length(Seat.SOUTH, Suit.HEARTS, 5, None), Length(Side.EW, Suit.SPADES, 8, 9),
    Length(Seat.EAST, "major", 6, 6), Length(Seat.NORTH, "minor", None, 3),
    Length(Seat.WEST, "longest", 7, None), Length(Seat.SOUTH, "shortest", 0, 0),
    Balanced(Seat.NORTH), Regular(Seat.EAST), TwoSuiter(Seat.SOUTH), Skewed(Seat.WEST),
    Pattern(Seat.WEST, ((4, 3, 3, 3), (4, 4, 3, 2))), Shape(Seat.NORTH, (5, 4, None, None)),
    HCP(Seat.NORTH, 12, 21) & ~Balanced(Seat.NORTH),
    HCP(Seat.NORTH, 6, 10) & (Length(Seat.NORTH, Suit.SPADES, 6, 6)
                              | Length(Seat.NORTH, Suit.HEARTS, 6, 6)),
]


@pytest.mark.parametrize("constraint", CONSTRAINTS, ids=str)
def test_vectorised_mask_equals_the_python_reading(batch, deals, constraint):
    """Each mask against the same condition computed deal by deal from Hand properties."""
    assert constraint.mask(batch).tolist() == [constraint.test(d) for d in deals]


def test_shape_classes_match_the_seeds_definitions(batch, deals):
    assert Balanced(Seat.SOUTH).mask(batch).tolist() == [d[Seat.SOUTH].is_balanced for d in deals]
    assert Regular(Seat.SOUTH).mask(batch).tolist() == [d[Seat.SOUTH].is_regular for d in deals]
    assert TwoSuiter(Seat.SOUTH).mask(batch).tolist() == [d[Seat.SOUTH].is_two_suiter
                                                          for d in deals]
    assert Skewed(Seat.SOUTH).mask(batch).tolist() == [d[Seat.SOUTH].is_skewed for d in deals]


def test_generated_deals_satisfy_and_python_fallback_runs_on_survivors_only():
    calls = []

    def spade_ace_north(deal: Deal) -> bool:
        calls.append(1)
        return Hand.from_pbn("A...").cards <= deal[Seat.NORTH].cards

    d = Dealer(seed=3, batch_size=5000)
    where = [HCP(Seat.NORTH, 20, 22), Balanced(Seat.NORTH), spade_ace_north]
    deals = d.deals(20, where)
    assert len(deals) == 20
    for x in deals:
        assert 20 <= x[Seat.NORTH].hcp <= 22 and x[Seat.NORTH].is_balanced
        assert x.holder(Hand.from_pbn("A...").sorted_cards[0]) is Seat.NORTH
    # 20-22 balanced is about 1 deal in 250: the function saw only those, not every deal.
    assert 20 <= len(calls) < 1000


def test_predeal_fixes_known_cards():
    me = Hand.from_pbn("AKQ2.K52.J3.Q762")
    deals = Dealer(seed=1, predeal={Seat.SOUTH: me, "N": "S:J"}).deals(200)
    assert all(x[Seat.SOUTH] == me for x in deals)
    assert all(Hand.from_str("SJ").cards <= x[Seat.NORTH].cards for x in deals)
    assert len({x[Seat.NORTH] for x in deals}) > 190  # the rest is still random
    with pytest.raises(InvalidNotation, match="twice"):
        Dealer(predeal={Seat.SOUTH: me, Seat.NORTH: Hand.from_str("SA")})


def test_exhaustion_is_reported_not_looped_forever():
    with pytest.raises(DealingExhausted, match="only 0 of 1"):
        Dealer(seed=1, batch_size=1000).generate(1, HCP(Seat.NORTH, 37, 37), max_tries=5000)


def test_frequencies_match_exact_counts():
    """Shares from 200,000 deals against exact combinatorics (within 4 standard errors)."""
    b = Dealer(seed=11, batch_size=50_000).batch(200_000)
    n = len(b)

    def close(share: float, exact: float) -> bool:
        return abs(share - exact) < 4 * (exact * (1 - exact) / n) ** 0.5

    hands = comb(52, 13)
    p4333 = 4 * comb(13, 4) * comb(13, 3) ** 3 / hands
    p4432 = 12 * comb(13, 4) ** 2 * comb(13, 3) * comb(13, 2) / hands
    p5332 = 12 * comb(13, 5) * comb(13, 3) ** 2 * comb(13, 2) / hands
    assert close(Pattern(Seat.EAST, ((4, 3, 3, 3),)).mask(b).mean(), p4333)
    assert close(Balanced(Seat.EAST).mask(b).mean(), p4333 + p4432 + p5332)
    assert abs(b.hcp(Seat.WEST).mean() - 10) < 0.05  # 40 points shared by four hands
    six_hearts = comb(13, 6) * comb(39, 7) / hands
    assert close(Length(Seat.SOUTH, Suit.HEARTS, 6, 6).mask(b).mean(), six_hearts)


def test_as_constraint_accepts_text_functions_lists():
    assert str(as_constraint("N hcp 15-17")) == "N hcp 15-17"
    assert isinstance(as_constraint(lambda d: True), Predicate)
    assert isinstance(as_constraint(["N hcp 10+", Balanced(Seat.NORTH)]), And)
    assert isinstance(Not(Balanced(Seat.NORTH)) | HCP(Seat.NORTH, 0, 5), Or)
    with pytest.raises(InvalidNotation):
        as_constraint(42)
    with pytest.raises(InvalidNotation):
        Pattern(Seat.NORTH, ((5, 5, 3, 3),))


def test_batch_deals_are_the_deals_of_their_rows():
    # Deal objects made from the batch's hand masks equal Deals built card by card.
    b = Dealer(seed=5).batch(50)
    from bridgelib.analysis.dealer import CARDS

    for i, d in enumerate(b.deals()):
        row = b.cards[i].tolist()
        want = Deal(tuple(Hand(CARDS[c] for c in row[13 * s:13 * s + 13]) for s in range(4)))
        assert d == want and hash(d) == hash(want) and d == b.deal(i)
        assert [d[s].hcp for s in Seat] == [int(b.hcp(s)[i]) for s in Seat]


def test_a_batch_row_that_is_not_a_deal_is_refused_once_for_the_batch():
    cards = Dealer(seed=2).batch(4).cards.copy()
    cards[2, 5] = cards[2, 40]  # row 2 deals a card twice (and misses one)
    with pytest.raises(InvalidNotation, match="row 2 of the deal batch is not a deal"):
        DealBatch(cards).deals()
    cards[2, 5] = 60  # not a card at all
    with pytest.raises(InvalidNotation, match="row 2"):
        DealBatch(cards).deal(0)
