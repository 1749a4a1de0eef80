"""Quiz checking: every question type, the quiz score, and the agreed API."""

from __future__ import annotations

import pytest

from bridgelib import Auction, Call, Card, Hand, Seat, Trick
from bridgelib.errors import InvalidNotation
from bridgelib.quiz import (BiddingCall, Context, Match, MultipleChoice, Numeric, Order, PickCard,
                            Quiz, generated)

C = Card.from_str


# ---------------------------------------------------------------- multiple choice
def test_choice_right_and_wrong_with_reason():
    q = MultipleChoice("Highest suit?", ("clubs", "spades"), 1, why_wrong=("Clubs are lowest.", ""),
                       explanation="♣ < ♦ < ♥ < ♠")
    assert q.check(1).correct and q.check("spades").correct
    fb = q.check(0)
    assert not fb.correct and fb.why == "Clubs are lowest." and fb.expected == "spades"
    assert fb.explanation == "♣ < ♦ < ♥ < ♠"


def test_choice_without_reason_names_the_answer():
    q = MultipleChoice("?", ("a", "b", "c"), 2)
    assert q.check(0).why == "The answer is 'c'."


@pytest.mark.parametrize("bad", [5, -1, "d", None, True])
def test_choice_refuses_an_answer_that_is_not_a_choice(bad):
    with pytest.raises(InvalidNotation):
        MultipleChoice("?", ("a", "b"), 0).check(bad)


@pytest.mark.parametrize("choices,answer", [(("a",), 0), (("a", "a"), 0), (("a", "b"), 2)])
def test_choice_refuses_a_malformed_question(choices, answer):
    with pytest.raises(InvalidNotation):
        MultipleChoice("?", choices, answer)


# ---------------------------------------------------------------- numeric
def test_numeric_exact_and_tolerance():
    q = Numeric("HCP?", 13)
    assert q.check("13").correct and q.check(13.0).correct and not q.check(12).correct
    assert q.check(" 13 ").correct
    assert "1 too few" in q.check(12).why and "2 too many" in q.check(15).why
    assert Numeric("?", 10, tolerance=1).check("9").correct
    assert not Numeric("?", 10, tolerance=1).check("8.5").correct


def test_numeric_negative_scores_and_hints():
    q = Numeric("Score?", -100, why_wrong={"100": "the contract failed: the defenders score."})
    assert q.check("-100").correct and q.check("−100").correct
    assert q.check("100").why == "You answered 100: the contract failed: the defenders score."


@pytest.mark.parametrize("bad", ["", "ten", "1/2", None])
def test_numeric_refuses_text(bad):
    with pytest.raises(InvalidNotation):
        Numeric("?", 1).check(bad)


# ---------------------------------------------------------------- pick a card
def _trick_question():
    cards = (C("S9"), C("SQ"), C("SK"), C("HA"))
    return PickCard("Which card wins?", cards, frozenset({C("SK")}),
                    why_wrong={C("HA"): "♥A did not follow suit."})


def test_pick_card_one():
    q = _trick_question()
    assert q.check("SK").correct and q.check(C("SK")).correct and q.check("♠K").correct
    assert q.check("HA").why == "♥A did not follow suit."
    assert q.check("SQ").why == "The answer is ♠K."


def test_pick_card_refuses_a_card_not_shown():
    with pytest.raises(InvalidNotation, match="not among the cards shown"):
        _trick_question().check("D2")


def test_pick_card_all_mode():
    hand = Hand.from_pbn("K5.AQ3.-.98765432")
    q = PickCard("Which cards may you play?", tuple(hand), frozenset({C("SK"), C("S5")}), mode="all",
                 why_wrong={C("HA"): "must follow suit"})
    assert q.check({"SK", "S5"}).correct
    fb = q.check(["SK", "HA"])
    assert not fb.correct and "must follow suit" in fb.why and "left out ♠5" in fb.why
    assert not q.check([]).correct


@pytest.mark.parametrize("kwargs", [dict(cards=()), dict(answer=frozenset({C("D2")})),
                                    dict(mode="some"), dict(answer=frozenset())])
def test_pick_card_refuses_a_malformed_question(kwargs):
    base = dict(cards=(C("SA"), C("S2")), answer=frozenset({C("SA")}))
    mode = kwargs.pop("mode", "one")
    base.update(kwargs)
    with pytest.raises(InvalidNotation):
        PickCard("?", base["cards"], base["answer"], mode=mode)


# ---------------------------------------------------------------- bidding box
def test_call_right_wrong_and_illegal_with_the_law():
    q = BiddingCall("Bid spades cheaply", frozenset({Call.from_str("1S")}),
                    context=Context(dealer=Seat.NORTH, calls=(Call.from_str("1H"), Call.from_str("P"))))
    assert q.check("1S").correct and q.check("1♠").correct
    assert not q.check("2S").correct and "expected call is 1♠" in q.check("2S").why
    fb = q.check("1D")
    assert not fb.correct and "Law 27" in fb.why and "insufficient" in fb.why
    fb = q.check("X")
    assert "Law 19" in fb.why  # doubling partner's bid
    assert q.auction() == Auction.from_str("N", "1H P")


def test_call_question_refuses_an_illegal_answer():
    with pytest.raises(InvalidNotation, match="not a legal call"):
        BiddingCall("?", frozenset({Call.from_str("1C")}),
                    context=Context(dealer=Seat.NORTH, calls=(Call.from_str("1H"),)))


# ---------------------------------------------------------------- order and match
def test_order():
    q = Order("Lowest to highest", ("♣", "♦", "♥", "♠"), id="suits")
    assert q.shown != q.items and sorted(q.shown) == sorted(q.items)
    assert Order("Lowest to highest", ("♣", "♦", "♥", "♠"), id="suits").shown == q.shown
    assert q.check(["♣", "♦", "♥", "♠"]).correct
    fb = q.check(["♦", "♣", "♥", "♠"])
    assert not fb.correct and "position 1 is '♣', not '♦'" in fb.why
    with pytest.raises(InvalidNotation, match="use each item once"):
        q.check(["♣", "♣", "♥", "♠"])


def test_match():
    q = Match("Terms", (("онеры", "honours"), ("фоски", "spot cards"), ("ренонс", "void")))
    assert q.options == ("honours", "spot cards", "void")
    assert q.check({"онеры": "honours", "фоски": "spot cards", "ренонс": "void"}).correct
    fb = q.check({"онеры": "void", "фоски": "spot cards", "ренонс": "honours"})
    assert not fb.correct and "онеры → honours, not void" in fb.why
    with pytest.raises(InvalidNotation, match="still to match: ренонс"):
        q.check({"онеры": "honours", "фоски": "spot cards"})
    with pytest.raises(InvalidNotation):
        q.check({"онеры": "dummy", "фоски": "spot cards", "ренонс": "void"})


# ---------------------------------------------------------------- the quiz
def test_first_answer_counts_and_summary():
    quiz = Quiz("t", [Numeric("one?", 1), Numeric("two?", 2)], title="Numbers")
    assert repr(quiz) == "Quiz 't' — 2 questions"
    assert not quiz.answer(0, 3).correct
    assert quiz.answer(0, 1).correct  # a retry gives feedback...
    assert quiz.score.correct == 0  # ...but the first answer is scored
    quiz.answer(1, 2)
    assert quiz.is_complete and str(quiz.score) == "1 / 2 correct (50%)"
    text = quiz.summary()
    assert text.splitlines()[0] == "Numbers: 1 / 2 correct (50%)"
    assert "✗ 1. one? — you: 3; answer: 1" in text and "✓ 2. two?" in text
    quiz.reset()
    assert quiz.score.answered == 0


def test_unreadable_answer_is_not_recorded():
    quiz = Quiz("t", [Numeric("one?", 1)])
    with pytest.raises(InvalidNotation):
        quiz.answer(0, "one")
    assert quiz.score.answered == 0 and quiz.feedback(0) is None
    with pytest.raises(InvalidNotation, match="question 3 does not exist"):
        quiz.answer(3, 1)


def test_repr_is_deterministic_text():
    quiz = Quiz.from_bank("cards")
    assert repr(quiz) == "Quiz 'cards' — 8 questions"
    assert repr(generated("hcp", n=1)) == "Quiz 'hcp' — 1 question"
    pretty = []

    class P:
        def text(self, s):
            pretty.append(s)

    quiz._repr_pretty_(P(), False)
    assert pretty == ["Quiz 'cards' — 8 questions"]
    assert quiz._repr_mimebundle_() == {"text/plain": "Quiz 'cards' — 8 questions"}  # no kernel here


def test_static_html_shows_questions_but_not_answers():
    quiz = Quiz.from_bank("cards")
    page = quiz._repr_html_()
    assert "Which suit ranks highest?" in page and "quiz-static" in page
    assert "Spades rank highest" not in page  # explanations only after answering


def test_feedback_text_and_html():
    fb = Numeric("?", 9, explanation="4 + 3 + 2").check(8)
    assert str(fb) == "Not quite. You answered 8; the answer is 9 (1 too few).\n4 + 3 + 2"
    assert "quiz-wrong" in fb.to_html() and "quiz-explanation" in fb.to_html()
    ok = Numeric("?", 9).check(9)
    assert str(ok) == "Correct: 9." and "quiz-correct" in ok.to_html()


def test_context_renders_each_part():
    ctx = Context(hand=Hand.from_pbn("AK.QJ.T9.8765432"), calls=(Call.from_str("1H"),),
                  dealer=Seat.EAST, trick=Trick(Seat.WEST, (C("SA"),)), note="Note")
    text = ctx.to_text()
    assert "♠ A K" in text and "1♥" in text and "W:♠A" not in text and "W ♠A" in text
    assert "Note" in ctx.to_html() and "bl-auction" in ctx.to_html()
