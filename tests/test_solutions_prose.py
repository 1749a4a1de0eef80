"""What the exercise notebooks' questions say about their hands, tricks and scores, checked
against the engine (the lessons' own prose is checked in test_course*.py and
test_lesson_*.py)."""

from __future__ import annotations

from conftest import lesson_source

from bridgelib import Card, Deal, Hand, Seat, Suit
from bridgelib.course import trick
from bridgelib.scoring.yard import YARD_TABLE_LITERAL, yard_points


def test_the_first_trick_of_exercise_04_is_said_to_stand_alone():
    """Question 1 plays ♦5 ♦K ♠2 ♦A round from West; those cards are not where the deal shown
    above puts them (West's diamonds are ♦QJT, East holds four), so the question says the
    trick stands on its own (it once read as a trick of that deal)."""
    text = lesson_source("04-tricks-and-play", "solutions")
    assert "A trick on its own, not from the deal above" in text
    shown = "N:QJ4.K53.A762.864 652.876.9843.T95 AKT98.A42.K5.Q73 73.QJT9.QJT.AKJ2"
    assert f'Deal.from_pbn("{shown}")' in text
    deal = Deal.from_pbn(shown)
    assert Card.from_str("D5") not in deal[Seat.WEST].cards   # South's ♦K5 hold it
    assert Card.from_str("DK") not in deal[Seat.NORTH].cards
    assert deal[Seat.EAST].length(Suit.DIAMONDS) == 4          # not "out of diamonds"
    played = trick("W", "D5 DK S2 DA")
    assert played.winner is Seat.SOUTH                         # the answer, at no-trump
    assert trick("W", "D5 DK S2 DA", trump="S").winner is Seat.EAST


def test_the_yard_scoring_question_names_the_examples_reading():
    """11b, question 1: "taking more than you bid scores a point for every trick taken" — the
    text's worked example (bid 2, took 3: 3 points); read literally, the table pays a point a
    trick over the bid (1 point there).  The question once said "per trick taken over the
    bid", the literal reading's words, while its answer is the example's."""
    text = lesson_source("11b-yard-bridge-play-scoring", "solutions")
    assert "scores a point for every trick taken" in text and "per trick\n# taken over" not in text
    assert yard_points(2, 3) == 3 and yard_points(2, 3, YARD_TABLE_LITERAL) == 1
    assert yard_points(1, 3) == 3


def test_the_1nt_overcall_exercise_hand_is_fifteen_hcp():
    """13, question 6: `KJ4.AQ3.QT92.K84` is "fifteen HCP, balanced, with the king of clubs
    and two small ones": ♠KJ 4 + ♥AQ 6 + ♦Q 2 + ♣K 3 = 15 (it once said sixteen)."""
    text = lesson_source("13-competitive-bidding", "solutions")
    assert "`KJ4.AQ3.QT92.K84`: fifteen HCP, balanced" in text
    hand = Hand.from_pbn("KJ4.AQ3.QT92.K84")
    assert hand.hcp == 15 and hand.is_balanced
    assert hand.length(Suit.CLUBS) == 3
