"""Practice deals per lesson (issue 17): preset sets dealt by ``bridge pack --lesson NN``,
shown by ``course.practice_deals``.  Every deal is checked against the set's theme with
plain hand arithmetic here (HCP, suit lengths, shape), not with the constraint language
that dealt it."""

from __future__ import annotations

import pytest

from bridgelib import InvalidNotation, Seat
from bridgelib.analysis.practice import practice_set, practice_sets
from bridgelib.cli import main
from bridgelib.io import pbn
from conftest import ROOT

BALANCED = {(4, 3, 3, 3), (4, 4, 3, 2), (5, 3, 3, 2)}


def shape(hand):
    return tuple(sorted(hand.shape, reverse=True))


def ns(deal, f):
    return f(deal[Seat.NORTH]) + f(deal[Seat.SOUTH])


def spades(hand):
    return hand.shape[0]


def major(hand):
    return max(hand.shape[0], hand.shape[1])


# each lesson's theme, written out independently of lessons.toml
THEMES = {
    "02": lambda b: shape(b.deal[b.dealer]) in BALANCED or max(b.deal[b.dealer].shape) >= 6,
    "03": lambda b: 10 <= b.deal[b.dealer].hcp <= 14,
    "04": lambda b: ns(b.deal, lambda h: h.hcp) >= 24,
    "05": lambda b: 12 <= b.deal[b.dealer].hcp <= 21,
    # 06a: Acol's weak no-trump, weak and strong twos, the Rule of 20 against SAYC
    "06a": lambda b: (10 <= b.deal[b.dealer].hcp <= 14
                      and (shape(b.deal[b.dealer]) in BALANCED or max(b.deal[b.dealer].shape) >= 6)),
    "06b": lambda b: (15 <= b.deal[b.dealer].hcp <= 17 and shape(b.deal[b.dealer]) in BALANCED
                     and major(b.deal[b.dealer.partner]) >= 4),
    "07": lambda b: 25 <= ns(b.deal, lambda h: h.hcp) <= 27 and shape(b.deal[Seat.SOUTH]) in BALANCED,
    "08": lambda b: 20 <= ns(b.deal, lambda h: h.hcp) <= 33,
    "12": lambda b: (ns(b.deal, lambda h: h.hcp) >= 24 and ns(b.deal, spades) >= 8
                     and spades(b.deal[Seat.SOUTH]) >= 5),
    # lesson 13: the dealer opens and the next player (the dealer's left) has values to compete
    "13": lambda b: 12 <= b.deal[b.dealer].hcp <= 21 and 8 <= b.deal[b.dealer.lho].hcp <= 18,
    # lesson 14 (slam bidding)
    "14": lambda b: ns(b.deal, lambda h: h.hcp) >= 31,
    # lesson 15 (defence): a game for North-South to defend against
    "15": lambda b: 24 <= ns(b.deal, lambda h: h.hcp) <= 28,
}


def test_every_set_has_a_theme_checked_here():
    assert set(practice_sets()) == set(THEMES)


@pytest.mark.parametrize("lesson", sorted(THEMES))
def test_every_deal_of_a_set_meets_its_theme_and_the_set_is_the_same_every_time(lesson):
    chosen = practice_set(lesson)
    boards = chosen.boards()
    assert [b.number for b in boards] == list(range(1, len(boards) + 1)) and len(boards) >= 8
    for b in boards:
        assert THEMES[lesson](b), (lesson, b.number, str(b.deal))
    again = practice_set(int(lesson)) if lesson.isdigit() else practice_set(lesson.upper())
    assert [str(b.deal) for b in again.boards()] == [str(b.deal) for b in boards]


@pytest.mark.parametrize("lesson", sorted(THEMES))
def test_every_set_is_linked_from_its_lesson(lesson):
    source = next((ROOT / "tools" / "lessons" / "course").glob(f"{lesson}-*.py"))
    text = source.read_text(encoding="utf-8")
    assert f"bridge pack --lesson {lesson}" in text and f'practice_deals("{lesson}")' in text


@pytest.mark.parametrize("given, lesson", [("6", "06b"), ("06", "06b"), ("06a", "06a"),
                                           ("6A", "06a"), ("06b", "06b")])
def test_bridge_pack_lesson_writes_the_set(tmp_path, capsys, given, lesson):
    """Lesson 06 was split into 06a and 06b: each part has its set, and the old number
    still deals the set it had, now 06b's (the 1NT opening and the majors after it)."""
    out = tmp_path / "six"
    assert main(["pack", "--lesson", given, "--no-dd", "--pdf", "no", "--out", str(out)]) == 0
    records = pbn.load(out.with_suffix(".pbn"))
    chosen = practice_set(lesson)
    assert chosen.lesson == lesson
    assert len(records) == 8
    assert [r.deal for r in records] == [b.deal for b in chosen.boards()]
    assert all(r["Event"].startswith(f"Bridge Course, lesson {lesson}:") for r in records)
    assert f"lesson {lesson}" in out.with_suffix(".html").read_text(encoding="utf-8")


def test_the_split_lessons_sets_differ_and_06_means_06b():
    a, b = practice_set("06a"), practice_set("06b")
    assert practice_set("06") is b and practice_set(6) is b and "06" in b.aliases
    assert {str(x.deal) for x in a.boards()}.isdisjoint(str(x.deal) for x in b.boards())


@pytest.mark.parametrize("argv, message", [
    (["--lesson", "99"], "has no practice set"),
    (["--lesson", "06c"], "has no practice set"),
    (["--lesson", "6ab"], "has no practice set"),
    (["--lesson", "06", "--seed", "0"], "--seed cannot be given with --lesson"),
    (["--lesson", "06", "--where", "N hcp 10+"], "--where cannot be given with --lesson"),
])
def test_bridge_pack_lesson_refuses_in_one_line(tmp_path, capsys, argv, message):
    assert main(["pack", *argv, "--no-dd", "--pdf", "no", "--out", str(tmp_path / "x")]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and message in err and err.startswith("bridge pack:")
    assert not (tmp_path / "x.pbn").exists()


def test_a_bad_set_in_the_data_is_refused_with_its_line(monkeypatch):
    from bridgelib.analysis import practice

    bad = '[[set]]\nlesson = "02"\ntitle = "t"\ntheme = "t"\nboards = 999\nseed = 1\n'
    monkeypatch.setattr(practice, "_read", lambda: bad)
    practice.practice_sets.cache_clear()
    try:
        with pytest.raises(InvalidNotation, match=r"line 2.*1 to 256 boards"):
            practice.practice_sets()
    finally:
        monkeypatch.undo()
        practice.practice_sets.cache_clear()


def test_dealing_a_practice_set_shows_no_progress_bar(monkeypatch):
    """A preset set of a few boards deals in moments: a lesson's output is the boards, not
    eight progress bars (a saved notebook showed them as "IntProgress(...)")."""
    from bridgelib.analysis import dealer, practice

    def no_bar(progress, total, label="dealing"):
        assert progress is False, "practice deals asked for a progress bar"
        return dealer._Silent()

    monkeypatch.setattr(dealer, "_progress", no_bar)
    assert len(practice.deal_boards([1, 2, 3], 7, ["dealer hcp >= 12"])) == 3


@pytest.mark.parametrize("text, message", [
    ('[[set]]\nlesson = "06b"\naliases = ["06"]\ntitle = "t"\ntheme = "t"\nboards = 2\nseed = 1\n'
     '[[set]]\nlesson = "06"\ntitle = "t"\ntheme = "t"\nboards = 2\nseed = 2\n',
     "lesson '06' has two practice sets"),
    ('[[set]]\nlesson = "6b"\ntitle = "t"\ntheme = "t"\nboards = 2\nseed = 1\n',
     "'6b' is not a lesson number"),
])
def test_a_set_key_or_alias_is_a_lesson_number_used_once(monkeypatch, text, message):
    from bridgelib.analysis import practice

    monkeypatch.setattr(practice, "_read", lambda: text)
    practice.practice_sets.cache_clear()
    try:
        with pytest.raises(InvalidNotation, match=message):
            practice.practice_sets()
    finally:
        monkeypatch.undo()
        practice.practice_sets.cache_clear()
