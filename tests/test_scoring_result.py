"""Result notation: 4SXN+1, 3NTE=, 6HXXS-3, Pass."""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from bridgelib import Contract, Doubling, InvalidNotation, Seat, Side, Strain, Vulnerability
from bridgelib.scoring import Result


@pytest.mark.parametrize("text, level, strain, dbl, seat, tricks", [
    ("4SXN+1", 4, Strain.SPADES, Doubling.DOUBLED, Seat.NORTH, 11),
    ("3NTE=", 3, Strain.NOTRUMP, Doubling.NONE, Seat.EAST, 9),
    ("6HXXS-3", 6, Strain.HEARTS, Doubling.REDOUBLED, Seat.SOUTH, 9),
    ("1CW-7", 1, Strain.CLUBS, Doubling.NONE, Seat.WEST, 0),
    ("7NTXXN=", 7, Strain.NOTRUMP, Doubling.REDOUBLED, Seat.NORTH, 13),
    ("1NS+6", 1, Strain.NOTRUMP, Doubling.NONE, Seat.SOUTH, 13),
    ("2dxe-1", 2, Strain.DIAMONDS, Doubling.DOUBLED, Seat.EAST, 7),
    (" 4H N +2 ", 4, Strain.HEARTS, Doubling.NONE, Seat.NORTH, 12),
    ("4♠XN+1", 4, Strain.SPADES, Doubling.DOUBLED, Seat.NORTH, 11),
])
def test_from_str(text, level, strain, dbl, seat, tricks):
    r = Result.from_str(text)
    assert r.contract == Contract(level, strain, dbl, seat)
    assert r.tricks == tricks and r.declarer is seat and r.side is seat.side


@pytest.mark.parametrize("text", ["Pass", "pass", "P", "passed out"])
def test_pass(text):
    r = Result.from_str(text)
    assert r.contract.is_passed_out and r.tricks == 0 and r.declarer is None
    assert r.score(Vulnerability.BOTH) == 0 and r.score_ns(Vulnerability.NONE) == 0
    assert r.pbn() == "Pass" and r.result_text() == ""


@pytest.mark.parametrize("text, message", [
    ("4S+1", "no declarer"),
    ("4SN", "not a result"),
    ("4SN+4", "only 13 tricks"),
    ("7NTS+1", "only 13 tricks"),
    ("1SN-8", "at most 7 down"),
    ("4SN+0", "write '='"),
    ("4SN-0", "write '='"),
    ("8SN=", "not a contract"),
    ("4QN=", "not a contract"),
    ("", "not a result"),
    ("=", "not a result"),
    ("Pass=", "passed-out deal has no result"),
    ("4SXXXN=", "not a contract"),
])
def test_bad_results_quote_the_input(text, message):
    with pytest.raises(InvalidNotation, match=message) as info:
        Result.from_str(text)
    assert repr(text) in str(info.value)


def test_round_trip_and_repr():
    for text in ("4SXN+1", "3NTE=", "6HXXS-3", "Pass", "1CW-7"):
        r = Result.from_str(text)
        assert r.pbn() == text and Result.from_str(r.pbn()) == r
        assert eval(repr(r), {"Result": Result}) == r  # noqa: S307 - the repr is pasteable
    assert str(Result.from_str("4SXN+1")) == "4♠X+1 by North"


def test_scores_from_each_side():
    r = Result.from_str("4HXS=")
    # 4♥X making: 4 × 30 × 2 = 240, game 500 vulnerable / 300 not, insult 50
    assert r.score(Vulnerability.NS) == 790 and r.score("all") == 790
    assert r.score(Vulnerability.EW) == 590 and r.score("none") == 590
    assert r.score_ns(Vulnerability.NS) == 790 and r.score_for(Side.EW, "ns") == -790
    e = Result.from_str("3NTE-2")  # 2 down vulnerable undoubled: 2 × 100
    assert e.score("ew") == -200 and e.score_ns("ew") == 200 and e.score_for(Side.EW, "ew") == -200
    assert e.explain("ew").total == -200 and not e.made and e.difference == -2


def test_from_pbn():
    assert Result.from_pbn("4H", "N", "10") == Result.from_str("4HN=")
    assert Result.from_pbn("Pass", "", "") == Result.from_str("Pass")
    with pytest.raises(InvalidNotation, match="Declarer"):
        Result.from_pbn("4H", "", "10")
    with pytest.raises(InvalidNotation, match="'ten'"):
        Result.from_pbn("4H", "N", "ten")


def test_direct_construction_is_checked():
    with pytest.raises(InvalidNotation, match="no declarer"):
        Result(Contract.from_str("4S"), 10)
    with pytest.raises(InvalidNotation, match="14"):
        Result(Contract.from_str("4SN"), 14)
    with pytest.raises(InvalidNotation, match="passed-out"):
        Result(Contract.passed_out(), 3)


@given(st.text(max_size=20))
def test_fuzz_text_gives_a_result_or_invalid_notation(text):
    try:
        r = Result.from_str(text)
    except InvalidNotation:
        return
    assert 0 <= r.tricks <= 13


@given(st.from_regex(r"[1-7](C|D|H|S|NT)(X|XX)?[NESW](=|[+-][1-9][0-9]?)", fullmatch=True))
def test_fuzz_well_formed_notation(text):
    try:
        r = Result.from_str(text)
    except InvalidNotation as exc:
        assert repr(text) in str(exc)
        return
    assert r.pbn() == text
