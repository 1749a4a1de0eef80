"""Law 78 (the laws text): matchpoints, the IMP scale, total points, travellers."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, strategies as st

from bridgelib import InvalidNotation
from bridgelib.scoring import (cross_imps, imps, matchpoint_percentages, matchpoints,
                               total_points, traveller)
from bridgelib.scoring.comparison import imp_table
from conftest import source_text


def seed_imp_scale() -> list[tuple[int, int | None, int]]:
    """The IMP scale as printed in the laws text (Law 78B), read from the seed's text."""
    text = source_text("laws")
    start = text.index("Обсчёт по IMP")
    chunk = text[start:text.index("Обсчёт по Total Points")]
    rows = [(int(a), int(b), int(n)) for a, b, n in re.findall(r"(\d+) · (\d+) (\d+)", chunk)]
    top = re.search(r"(\d+) и более (\d+)", chunk)
    rows.append((int(top.group(1)), None, int(top.group(2))))
    return sorted(rows, key=lambda r: r[2])


def test_the_seed_scale_is_complete():
    scale = seed_imp_scale()
    # 1 … 24 IMPs, each range starting 10 above the end of the previous one (0–10 is 0)
    assert [n for _, _, n in scale] == list(range(1, 25))
    assert scale[0][0] == 20
    assert all(lo == prev_hi + 10 for (_, prev_hi, _), (lo, _, _) in zip(scale, scale[1:]))


def test_imps_follow_the_seed_scale_at_every_multiple_of_ten():
    scale = seed_imp_scale()
    for diff in range(0, 5010, 10):
        expected = 0
        for lo, hi, n in scale:
            if diff >= lo and (hi is None or diff <= hi):
                expected = n
        assert imps(diff) == expected, diff
        assert imps(-diff) == -expected, diff


def test_imp_examples():
    # 4♥ making vulnerable (620) against 4♥ one down vulnerable (-100) at the other table
    assert imps(620 - (-100)) == 12
    assert imps(-1430 + 1430) == 0 and imps(15) == 0 and imps(45) == 1 and imps(99999) == 24
    assert imps(-45.0) == -1 and imps(430.0) == 10


@pytest.mark.parametrize("bad", ["620", None, float("nan"), 1.5j])
def test_imps_refuses_what_is_not_a_number(bad):
    with pytest.raises(InvalidNotation, match="not a point difference"):
        imps(bad)


@given(st.integers(-10000, 10000), st.integers(-10000, 10000))
def test_imps_are_odd_and_monotone(a, b):
    assert imps(-a) == -imps(a)
    if a <= b:
        assert imps(a) <= imps(b)


def test_matchpoints_law_78a():
    # five tables, NS scores: 2 per score beaten, 1 per score tied
    scores = [620, 170, 620, -100, 650]
    # 620: beats 170, -100 (4), ties 620 (1) = 5; 170: beats -100 = 2; -100: 0; 650: 8
    assert matchpoints(scores) == [5, 2, 5, 0, 8]
    # top = 2 × 4 = 8
    assert matchpoint_percentages(scores) == [62.5, 25.0, 62.5, 0.0, 100.0]
    assert matchpoints([-50]) == [0] and matchpoint_percentages([-50]) == [50.0]


@given(st.lists(st.integers(-7600, 7600), min_size=1, max_size=12))
def test_matchpoints_share_the_tops(scores):
    n = len(scores)
    # every pair of results shares 2 units between them
    assert sum(matchpoints(scores)) == n * (n - 1)
    ew = matchpoints([-s for s in scores])
    assert all(a + b == 2 * (n - 1) for a, b in zip(matchpoints(scores), ew))


def test_cross_imps_and_total_points():
    # 420 v 450: -30 → -1; 420 v -50: 470 → +10; 450 v -50: 500 → +11
    assert cross_imps([420, 450, -50]) == [9, 12, -21]
    assert total_points({"A": [420, -100], "B": [-420, 100]}) == {"A": 320, "B": -320}
    with pytest.raises(InvalidNotation, match="'x'"):
        matchpoints([1, "x"])


def test_traveller_dataframe():
    frame = traveller(["4HS=", "4HS+1", "3NTN=", "4HXE-2", "Pass"], "ns",
                      pairs=[("1", "11"), ("2", "12"), ("3", "13"), ("4", "14"), ("5", "15")])
    # NS vulnerable: 4♥= 620; 4♥+1 650; 3NT= 600; 4♥X by E -2, E-W not vulnerable: +300
    assert list(frame["NS"]) == [620, 650, 600, 300, 0]
    assert list(frame["EW"]) == [-620, -650, -600, -300, 0]
    assert list(frame["MP NS"]) == [6, 8, 4, 2, 0]
    assert list(frame["% EW"]) == [25.0, 0.0, 50.0, 75.0, 100.0]
    assert list(frame["NS pair"]) == ["1", "2", "3", "4", "5"]
    assert list(frame["By"]) == ["S", "S", "N", "E", ""]
    with pytest.raises(InvalidNotation, match="2 pairs given for 1 results"):
        traveller(["4HS="], "none", pairs=[("1", "2"), ("3", "4")])


def test_imp_table_dataframe():
    t = imp_table()
    assert len(t) == 25 and list(t.columns) == ["difference from", "difference to", "IMPs"]
    assert t.iloc[-1]["difference from"] == 4000 and t["difference to"].isna().sum() == 1
