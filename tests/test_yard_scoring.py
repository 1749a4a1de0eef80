"""Yard bridge scoring: the yard-bridge text's table and its worked examples."""

import pytest
from hypothesis import given, strategies as st

from bridgelib.errors import IllegalAction, InvalidNotation
from bridgelib.scoring.yard import (YARD_SEED, YARD_TABLE_LITERAL, YardScoreTable, YardScoring,
                                    yard_points)


@pytest.mark.parametrize("bid,taken,points", [
    (3, 3, 30),    # «Точне виконання замовлення — 10 очок за кожну взятку»
    (1, 1, 10),
    (9, 9, 90),
    (0, 0, 5),     # «Замовлено і взято нуль — пас дає 5 очок»
    (2, 3, 3),     # «замовили 2 взятки, а взяли 3, ви отримаєте лише 3 очки»
    (0, 2, 2),     # over the bid: one point per trick taken
    (3, 2, -10),   # «було замовлено 3, а взято 2 — ви отримаєте мінус 10 балів»
    (4, 1, -30),   # «штраф -10 очок за кожну» missing trick
    (1, 0, -10),
])
def test_seed_table_and_examples(bid, taken, points):
    assert yard_points(bid, taken) == points


def test_literal_reading_counts_only_extra_tricks():
    # «Взяття зайвих взяток — по 1 очку за кожну» read as "for each extra trick"
    assert yard_points(2, 3, YARD_TABLE_LITERAL) == 1
    assert yard_points(0, 4, YARD_TABLE_LITERAL) == 4
    assert yard_points(3, 3, YARD_TABLE_LITERAL) == 30


def test_bad_numbers_are_refused():
    with pytest.raises(InvalidNotation, match="-1"):
        yard_points(-1, 2)
    with pytest.raises(InvalidNotation, match="tricks taken"):
        yard_points(2, "3")
    with pytest.raises(InvalidNotation, match="'sometimes'"):
        YardScoring(over_per="sometimes")


@given(st.integers(0, 12), st.integers(0, 12))
def test_falling_short_loses_points_and_overshooting_earns_little(bid, taken):
    # the seed: overshooting is punished «майже так само суворо» as falling short
    points = yard_points(bid, taken)
    if taken < bid:
        assert points < 0
    elif taken > bid:
        assert 0 < points <= taken <= 12
    else:
        assert points >= 5


def test_explain_names_the_row():
    assert "exact" in YARD_SEED.explain(2, 2)
    assert "'пас'" in YARD_SEED.explain(0, 0)
    assert "over the bid" in YARD_SEED.explain(1, 3)
    assert "2 short" in YARD_SEED.explain(3, 1)


def test_running_table():
    t = YardScoreTable(("Ann", "Bob", "Cy", "Di"))
    t = t.add((2, 1, 3, 2), (2, 0, 3, 4))     # 20, -10, 30, 4
    t = t.add((0, 4, 1, 1), (0, 5, 1, 3))     # 5, 5, 10, 3
    assert t.running() == [(20, -10, 30, 4), (25, -5, 40, 7)]
    assert t.totals == (25, -5, 40, 7) and t.leaders == ("Cy",)
    text = t.to_text()
    assert text.splitlines()[0].split() == ["Round", "Ann", "Bob", "Cy", "Di"]
    assert text.splitlines()[-1].split() == ["Total", "25", "-5", "40", "7"]
    html = t._repr_html_()
    assert "<table" in html and "<b>+20</b>" in html and "Cy" in html


def test_table_refuses_a_wrong_row_and_is_unchanged():
    t = YardScoreTable(("A", "B", "C"))
    with pytest.raises(IllegalAction, match="needs 3 bids"):
        t.add((1, 2), (1, 2))
    assert t.rounds == () and t.totals == (0, 0, 0)
    with pytest.raises(InvalidNotation):
        YardScoreTable(("solo",))
