"""The constraint language (bridgelib.analysis.constraints): parsing, errors, meaning."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelib import InvalidNotation, Seat
from bridgelib.analysis.constraints import parse
from bridgelib.analysis.dealer import Dealer


@pytest.fixture(scope="module")
def batch():
    return Dealer(seed=77).batch(2000)


@pytest.fixture(scope="module")
def deals(batch):
    return batch.deals()


# Each text with the same condition written out with Hand properties (the engine's).
CASES = {
    "N hcp 15-17 and N balanced": lambda d: 15 <= d["N"].hcp <= 17 and d["N"].is_balanced,
    "N hcp 20-22, N balanced": lambda d: 20 <= d["N"].hcp <= 22 and d["N"].is_balanced,
    "N hcp 6-10 and (N spades = 6 or N hearts = 6)":
        lambda d: 6 <= d["N"].hcp <= 10 and 6 in (d["N"].shape[0], d["N"].shape[1]),
    "S hearts >= 5 & NS hcp >= 25": lambda d: d["S"].shape[1] >= 5 and d["N"].hcp + d["S"].hcp >= 25,
    "not W regular | E two-suiter": lambda d: not d["W"].is_regular or d["E"].is_two_suiter,
    "N skewed & !N two-suiter": lambda d: d["N"].is_skewed and not d["N"].is_two_suiter,
    "E hcp > 11 and E hcp < 15": lambda d: 12 <= d["E"].hcp <= 14,
    "W hcp != 10": lambda d: d["W"].hcp != 10,
    "N hcp 12+ and N ♠ 5+": lambda d: d["N"].hcp >= 12 and d["N"].shape[0] >= 5,
    "S shape 4-4-3-2 5332": lambda d: d["S"].pattern in ((4, 4, 3, 2), (5, 3, 3, 2)),
    "S shape 4=3=x=x": lambda d: d["S"].shape[:2] == (4, 3),
    "EW diamonds 0-3": lambda d: d["E"].shape[2] + d["W"].shape[2] <= 3,
    "north longest >= 7 or south shortest = 0": lambda d: max(d["N"].shape) >= 7 or min(d["S"].shape) == 0,
    "N minor 6 and N major <= 3": lambda d: max(d["N"].shape[2:]) == 6 and max(d["N"].shape[:2]) <= 3,
}


@pytest.mark.parametrize("text", sorted(CASES))
def test_text_means_what_it_says(batch, deals, text):
    c = parse(text)
    expected = [CASES[text](d) for d in deals]
    assert c.mask(batch).tolist() == expected
    assert any(expected) or text.startswith("N hcp 20")


@pytest.mark.parametrize("text", sorted(CASES))
def test_describe_reads_back_to_the_same_constraint(batch, text):
    c = parse(text)
    again = parse(c.describe())
    assert again.mask(batch).tolist() == c.mask(batch).tolist()


def test_relative_seats_need_a_dealer():
    c = parse("dealer hcp 12-21 and dealer-partner hcp <= 5", dealer=Seat.EAST)
    assert c.describe() == "E hcp 12-21 and W hcp <=5"
    assert parse("dealer-lho spades 5+", dealer=Seat.WEST).describe() == "N spades >=5"
    with pytest.raises(InvalidNotation, match="needs a dealer"):
        parse("dealer hcp 12+")


@pytest.mark.parametrize("text, column, why", [
    ("N hcp", 3, "a number or a range"),
    ("N hcp 15-", 9, "upper end"),
    ("N hcp 17-15", 9, "empty"),
    ("Q hcp 3", 1, "not a seat"),
    ("N points 3", 3, "not a feature"),
    ("NS balanced", 4, "one hand"),
    ("N hcp 41", 7, "more than the possible 40"),
    ("N spades 14", 10, "more than the possible 13"),
    ("(N hcp 3", 1, "never closed"),
    ("N shape 5-5-5-5", 9, "13 cards"),
    ("N shape 5-x-3-3", 9, "exact shape"),
    ("N hcp 3 S hcp 4", 9, "not expected"),
    ("N hcp 3 ; drop", 9, "not part of the constraint language"),
    ("", 1, "empty"),
])
def test_errors_quote_the_text_and_the_column(text, column, why):
    with pytest.raises(InvalidNotation) as e:
        parse(text)
    assert f"at column {column}:" in str(e.value) and why in str(e.value)
    assert repr(text) in str(e.value)


def test_no_eval_anywhere():
    # Python syntax is not the language: these are refused, never run.
    for text in ("__import__('os').system('true')", "N hcp 3 if True else 4", "lambda: 1"):
        with pytest.raises(InvalidNotation):
            parse(text)


WORDS = st.sampled_from(["N", "S", "EW", "hcp", "spades", "♥", "balanced", "shape", "5-3-3-2",
                         "4=x=x=x", "and", "or", "not", "(", ")", "15", "-", "17", ">=", "+",
                         ",", "!", "dealer", "major", "x", "@", "13"])


@settings(max_examples=400, deadline=None)
@given(st.lists(WORDS, max_size=12).map(" ".join))
def test_fuzz_text_parses_or_raises_invalid_notation(text):
    try:
        c = parse(text)
    except InvalidNotation:
        return
    assert parse(c.describe()).describe() == c.describe()
