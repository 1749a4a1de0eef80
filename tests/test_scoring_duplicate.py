"""Duplicate scoring (Law 77; seeds 001 and 002), cross-checked against endplay."""

from __future__ import annotations

import itertools

import pytest

from bridgelib import Contract, Doubling, InvalidNotation, Seat, Strain, Vulnerability
from bridgelib.scoring import ScoreBreakdown, duplicate_score, explain_duplicate


def C(text: str) -> Contract:
    return Contract.from_str(text)


# ---------------------------------------------------------------- the contract-rules text and the Bulgarian overview, by hand
@pytest.mark.parametrize("contract, tricks, vul, expected", [
    # the Bulgarian overview: "exactly made 1NT is 40, exactly made 4NT is 130 (40+30+30+30)" + bonuses
    ("1NT", 7, False, 40 + 50),
    ("4NT", 10, False, 130 + 300),
    # the contract-rules text: trick score = level × 20 (minors) / 30 (majors), +10 in NT
    ("2C", 8, False, 40 + 50),
    ("3D", 9, True, 60 + 50),
    ("4H", 10, False, 120 + 300),
    ("4S", 10, True, 120 + 500),
    ("3NT", 9, False, 100 + 300),
    ("5C", 11, True, 100 + 500),
    # slams: 500 / 750 and 1000 / 1500 on top of the game bonus
    ("6S", 12, False, 180 + 300 + 500),
    ("6NT", 12, True, 190 + 500 + 750),
    ("7C", 13, False, 140 + 300 + 1000),
    ("7NT", 13, True, 220 + 500 + 1500),
    # overtricks: 20 minors, 30 majors and NT, whatever the vulnerability
    ("2H", 10, True, 60 + 50 + 2 * 30),
    ("1D", 13, False, 20 + 50 + 6 * 20),
    ("3NT", 11, True, 100 + 500 + 2 * 30),
    # undertricks undoubled: 50 / 100 each
    ("4S", 8, False, -100),
    ("3NT", 5, True, -400),
    ("7NT", 0, True, -1300),
    # doubled: trick score ×2, +50 for the "insult", overtricks 100 / 200
    ("2SX", 8, False, 120 + 300 + 50),       # 2♠X: 120 trick points is a game
    ("1CX", 7, False, 40 + 50 + 50),
    ("4HX", 10, True, 240 + 500 + 50),       # "why 790?"
    ("4SX", 11, True, 240 + 500 + 50 + 200),
    ("3NTX", 11, False, 200 + 300 + 50 + 2 * 100),
    # doubled undertricks: NV 100, 200, 200, then 300; vul 200, then 300
    ("4SX", 9, False, -100),
    ("4SX", 8, False, -300),
    ("4SX", 7, False, -500),
    ("4SX", 6, False, -800),
    ("4SX", 5, False, -1100),
    ("4SX", 9, True, -200),
    ("4SX", 8, True, -500),
    ("4SX", 6, True, -1100),
    # redoubled: trick score ×4, +100, overtricks 200 / 400, undertricks twice doubled
    ("1NTXX", 7, False, 160 + 300 + 100),
    ("1NTXX", 8, True, 160 + 500 + 100 + 400),
    ("2HXX", 8, False, 240 + 300 + 100),
    ("6HXX", 9, True, -(400 + 600 + 600)),
    ("3CXX", 8, False, -200),
    ("3CXX", 5, False, -(200 + 400 + 400 + 600)),
    ("7NTXX", 13, True, 880 + 500 + 1500 + 100),
    ("7NTXX", 0, False, -(200 + 400 + 400 + 600 * 10)),
])
def test_seed_rules_by_hand(contract, tricks, vul, expected):
    assert duplicate_score(C(contract), tricks, vul) == expected


def test_passed_out_scores_zero():
    assert duplicate_score(Contract.passed_out(), 0, True) == 0
    assert explain_duplicate(Contract.passed_out(), 0, False).lines == ()


def test_why_790():
    b = explain_duplicate(C("4HX"), 10, True)
    assert isinstance(b, ScoreBreakdown) and b.total == 790 == int(b)
    assert [(ln.part, ln.points) for ln in b.lines] == [
        ("trick score", 240), ("game bonus", 500), ("insult", 50)]
    assert sum(ln.points for ln in b.lines) == b.total
    text = str(b)
    assert text.splitlines()[0] == "4♥X making 10 tricks, vulnerable"
    assert "trick score 4 × 30 × 2 doubled" in text and text.rstrip().endswith("790")
    html = b._repr_html_()
    assert "<table" in html and "790" in html and "color:#c00" in html


def test_breakdown_of_a_defeat_names_the_steps():
    b = explain_duplicate(C("6HXX"), 9, True)
    assert [ln.part for ln in b.lines] == ["undertricks"]
    assert "400 + 600 + 600" in b.lines[0].label and b.total == -1600
    assert not b.made


def test_breakdown_is_frozen():
    b = explain_duplicate(C("3NT"), 9, False)
    with pytest.raises(AttributeError):
        b.tricks = 10  # type: ignore[misc]


@pytest.mark.parametrize("tricks", [-1, 14, 9.0, "9", True])
def test_impossible_trick_counts_are_refused(tricks):
    with pytest.raises(InvalidNotation, match=repr(tricks).replace("(", r"\(")):
        duplicate_score(C("3NT"), tricks, False)


def test_not_a_contract_is_refused():
    with pytest.raises(InvalidNotation, match="'4S' is not a Contract"):
        duplicate_score("4S", 10, False)  # type: ignore[arg-type]


# ---------------------------------------------------------------- endplay, every case
def test_every_contract_agrees_with_endplay():
    from bridgelib.scoring._endplay import ep_contract, ep_vul

    checked = 0
    for level, strain, dbl, tricks, seat, vul in itertools.product(
            range(1, 8), Strain, Doubling, range(14), Seat, Vulnerability):
        contract = Contract(level, strain, dbl, seat)
        theirs = ep_contract(contract, tricks).score(ep_vul(vul))
        ours = duplicate_score(contract, tricks, vul.is_vulnerable(seat))
        assert ours == theirs, (level, strain, dbl, tricks, seat, vul)
        explained = explain_duplicate(contract, tricks, vul.is_vulnerable(seat))
        assert sum(line.points for line in explained.lines) == theirs
        checked += 1
    assert checked == 7 * 5 * 3 * 14 * 4 * 4
    assert ep_contract(Contract.passed_out(), 0).score(ep_vul(Vulnerability.BOTH)) == 0


def test_endplay_conversion_refuses_a_contract_without_a_declarer():
    pytest.importorskip("endplay")
    from bridgelib.scoring._endplay import ep_contract

    with pytest.raises(InvalidNotation, match="has no declarer"):
        ep_contract(Contract.from_str("4S"), 10)


def test_game_levels_are_the_books_3nt_four_of_a_major_five_of_a_minor():
    # Law 77 and the contract-rules text: a contract worth 100 or more is a game contract
    # ("если стоимость контракта больше или равна 100 очкам ... геймовый контракт"); with
    # 20 a trick in the minors, 30 in the majors and 40 + 30 in no-trump that is the books'
    # "3NT, 4♥ or 4♠, 5♣ or 5♦" (Goren).
    from bridgelib.scoring.duplicate import GAME_LEVEL, GAME_POINTS
    assert GAME_POINTS == 100
    assert GAME_LEVEL == {Strain.NOTRUMP: 3, Strain.SPADES: 4, Strain.HEARTS: 4,
                          Strain.DIAMONDS: 5, Strain.CLUBS: 5}
