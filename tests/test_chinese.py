"""Chinese bridge (the honeymoon-bridge text): only the deal the seed describes."""

import random

import pytest

from bridgelib import Card, deck
from bridgelib.errors import IllegalAction, InvalidNotation
from bridgelib.games.chinese import GAPS, ChineseDeal, next_dealer


def test_four_each_then_forty_four_in_the_same_order():
    # «раздать по 4 карты, а затем в таком же порядке еще 44»
    order = list(deck())
    random.Random(7).shuffle(order)
    d = ChineseDeal.from_order(order, dealer=0)
    assert list(d.hand(1)) and set(d.hand(1)) == set(order[0:8:2])     # the non-dealer first
    assert set(d.hand(0)) == set(order[1:8:2])
    assert d.second(1) == tuple(order[8::2]) and d.second(0) == tuple(order[9::2])
    assert len(d.second(0)) == len(d.second(1)) == 22
    everything = [c for p in (0, 1) for c in list(d.hand(p)) + list(d.second(p))]
    assert sorted(everything) == sorted(deck())


def test_opponents_deal_in_turn():
    # «противники получают право сдавать по очереди»
    assert next_dealer(0) == 1 and next_dealer(1) == 0
    d = ChineseDeal.deal(dealer=1, seed=3)
    assert d.dealer == 1 and len(d.hand(0)) == 4


def test_turn_up_eleven_of_the_second_part_only():
    # «открыть для себя 11 из тех, которые были сданы во второй части, первые же 4 ...
    # остаются в руках»
    d = ChineseDeal.deal(seed=1)
    with pytest.raises(IllegalAction, match="11 different cards"):
        d.turn_up(0, d.second(0)[:10])
    with pytest.raises(IllegalAction, match="first four"):
        d.turn_up(0, list(d.second(0)[:10]) + [next(iter(d.hand(0)))])
    with pytest.raises(IllegalAction, match="not among"):
        d.turn_up(0, list(d.second(0)[:10]) + [d.second(1)[0]])
    chosen = d.second(0)[11:]
    d2 = d.turn_up(0, [c.pbn() for c in chosen])
    assert set(d2.face_up(0)) == set(chosen) and set(d2.face_down(0)) == set(d.second(0)[:11])
    assert d2.hand(0) == d.hand(0) and not d2.is_laid_out
    with pytest.raises(IllegalAction, match="already"):
        d2.turn_up_first(0)
    assert d2.turn_up_first(1).is_laid_out
    assert "face up" in d2.to_text() and "not yet turned up" in d2.to_text()


def test_gaps_are_named_and_bad_input_refused():
    assert any("scoring" in g for g in GAPS) and ChineseDeal.gaps == GAPS
    with pytest.raises(InvalidNotation):
        ChineseDeal.deal(dealer=2)
    with pytest.raises(InvalidNotation):
        ChineseDeal.from_order(list(deck())[:51])
    with pytest.raises(InvalidNotation):
        ChineseDeal.deal(seed=1).hand(3)
