"""The "declarer's plan" bank (lesson 12): every answer is checked against the graded
problem it is taken from — the sure-trick count, and the problems' worst-layout
defence (bridgelib.problems, double dummy over the allowed layouts)."""

from __future__ import annotations

import pytest

from bridgelib import Card, Deal, Seat, Suit
from bridgelib.analysis import technique
from bridgelib.quiz import Quiz

pytest.importorskip("endplay")

from bridgelib.problems import get_problem, replay_line  # noqa: E402

BANK = Quiz.from_bank("declarers-plan")
BY_ID = {q.id: q for q in BANK.questions}


def _problem(q):
    level, number = q.facts["problem"].split(".")
    return get_problem(int(level), int(number))


def test_every_question_names_its_problem_and_shows_its_deal():
    for q in BANK.questions:
        p = _problem(q)
        deal = q.context.deal if q.context is not None else None
        if deal is not None:
            assert deal in p.layouts
            assert set(q.context.hidden) == {Seat.EAST, Seat.WEST}


def test_count_winners():
    q = BY_ID["count-winners"]
    p = _problem(q)
    north, south = p.hand(Seat.NORTH), p.hand(Seat.SOUTH)
    total = sum(technique.sure_tricks(north, south, s) for s in Suit)
    assert q.check(total).correct and total == 8  # the ♦2 is not sure: the ♦10 is out


def test_ruff_or_draw_agrees_with_the_problem():
    q = BY_ID["ruff-or-draw"]
    p = _problem(q)
    assert q.check(1).correct and not q.check(0).correct
    assert replay_line(p, p.line)[0] >= p.target             # the ruffing line makes
    (label, wrong), = p.wrong_lines                           # drawing trumps first fails
    assert "trumps" in label and replay_line(p, wrong)[0] < p.target


def test_entry_first_trick_is_the_only_card_that_keeps_the_contract():
    q = BY_ID["entry-first-trick"]
    p = _problem(q)
    for c in q.cards:
        answer = c in q.answer
        line = [c, Card.from_str("HK") if c != Card.from_str("HA") else Card.from_str("H4")]
        made = replay_line(p, line)[0] >= p.target
        assert made == answer, c


@pytest.mark.parametrize("qid, right", [("unblock-first", 0), ("hold-up-when", 1)])
def test_choice_answers_are_the_problems_solution_line(qid, right):
    """The right choice is the problem's stored solution line (it makes against the
    worst-layout defence), the other its stored wrong line (it fails)."""
    q = BY_ID[qid]
    p = _problem(q)
    assert q.check(right).correct and not q.check(1 - right).correct
    assert replay_line(p, p.line)[0] >= p.target
    for _, wrong in p.wrong_lines:
        assert replay_line(p, wrong)[0] < p.target
