"""Quizzes remember: best and last result after a kernel restart, the missed questions
tried again, and mastery practice (fresh questions until N in a row are right).

A "kernel restart" is a new Quiz object and view made by the same lesson cell, reading
only the saved progress file."""

from __future__ import annotations

import json

import pytest

from bridgelib.errors import BridgeError, InvalidNotation
from bridgelib.progress import Progress
from bridgelib.quiz import Mastery, generated

LESSON = "03-hand-evaluation"


def lesson_cell():
    """What the lesson's quiz cell makes: a fresh quiz object each time it runs."""
    return generated("hcp", n=4, seed=3, lesson=LESSON)


def saved(tmp_path):
    return json.loads((tmp_path / "progress.json").read_text(encoding="utf-8"))["lessons"][LESSON]


@pytest.fixture(autouse=True)
def progress_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("BRIDGE_PROGRESS_DIR", str(tmp_path))


# ---------------------------------------------------------------- plain classes
def test_missed_and_retry_keep_the_question_numbers(tmp_path):
    quiz = lesson_cell()
    for i, q in enumerate(quiz.questions):
        quiz.answer(i, q.answer + (1 if i in (1, 3) else 0))
    assert quiz.missed() == [1, 3]
    again = quiz.retry(quiz.missed())
    assert [q.prompt for q in again] == [quiz[1].prompt, quiz[3].prompt]
    assert again.lesson is None and again.origin == (1, 3)
    assert again.retry([1]).origin == (3,)
    with pytest.raises(InvalidNotation, match="question 4 does not exist"):
        quiz.retry([4])


def test_progress_keeps_the_missed_questions_and_reads_older_files(tmp_path):
    store = Progress(tmp_path / "progress.json")
    store.record("l", "q", 1, 2)  # as an older version wrote it: no "missed"
    assert store.entry("l", "q") == {"attempts": 1, "best": [1, 2], "last": [1, 2]}
    store.record("l", "q", 0, 2, missed=[1, 0])
    store.set_missed("l", "q", [1])
    assert store.entry("l", "q")["missed"] == [1]
    assert store.entry("l", "other") is None
    with pytest.raises(BridgeError, match="has no saved attempt"):
        store.set_missed("l", "other", [])


def test_mastery_needs_n_first_answers_right_in_a_row():
    m = Mastery("hcp", target=3, seed=11)
    with pytest.raises(InvalidNotation, match="answer this question first"):
        m.next()
    m.answer(m.question.answer)
    m.next()
    assert m.answer(m.question.answer + 1).correct is False
    m.answer(m.question.answer)  # a second answer is not counted
    assert m.streak == 0 and m.right == 1
    for _ in range(3):
        m.next()
        m.answer(m.question.answer)
    assert m.is_mastered and m.asked == 5 and m.right == 4
    assert m.status() == "Mastered: 3 in a row right (4 of 5 questions right in all)."


def test_mastery_draws_fresh_questions_each_time():
    hands = {str(Mastery("hcp").question.context.hand) for _ in range(4)}
    assert len(hands) > 1
    lesson = {str(q.context.hand) for q in lesson_cell()}
    seeded = Mastery("hcp", target=1, seed=3)
    assert str(seeded.question.context.hand) not in lesson


@pytest.mark.parametrize("kind, target, message", [("bogus", 2, "not a kind"),
                                                    ("hcp", 0, "at least one")])
def test_mastery_refuses_bad_settings(kind, target, message):
    with pytest.raises(InvalidNotation, match=message):
        Mastery(kind, target)


# ---------------------------------------------------------------- the view
pytest.importorskip("ipywidgets")

from test_widgets import find, one  # noqa: E402


def answer_all(view, wrong=()):
    for n, q in enumerate(view.quiz.questions, 1):
        box = one(view, f"quiz-q-{n}") if view.nested else [
            b for b in find(view, f"quiz-q-{n}") if b in view.children][0]
        one(box, "quiz-number").value = str(q.answer + (1 if n - 1 in wrong else 0))
        one(box, "quiz-submit").click()


def shown(widget) -> bool:
    return widget.layout.display != "none"


def test_best_and_last_survive_a_kernel_restart(tmp_path):
    first = lesson_cell().widget()
    assert one(first, "quiz-history").value == ""
    assert not shown(first.retry_button)
    answer_all(first, wrong=(1, 3))
    assert saved(tmp_path)["hcp"] == {"attempts": 1, "best": [2, 4], "last": [2, 4],
                                      "missed": [1, 3]}

    again = lesson_cell().widget()  # after a restart: only the file remembers
    assert "Your best so far: <b>2 / 4</b> · last time: 2 / 4 · 1 attempt" in \
        one(again, "quiz-history").value
    assert shown(again.retry_button)
    assert again.retry_button.description == "Try the 2 missed questions again"

    answer_all(again, wrong=(0, 1, 2))
    third = lesson_cell().widget()
    assert "best so far: <b>2 / 4</b> · last time: 1 / 4 · 2 attempts" in \
        one(third, "quiz-history").value
    assert third.retry_button.description == "Try the 3 missed questions again"


def test_trying_the_missed_questions_again_after_a_restart(tmp_path):
    answer_all(lesson_cell().widget(), wrong=(1, 3))
    view = lesson_cell().widget()
    view.retry_button.click()
    [retry] = view.practice.children
    assert [q.prompt for q in retry.quiz] == [view.quiz[1].prompt, view.quiz[3].prompt]
    assert not any(shown(b) for b in find(retry, "quiz-retry"))
    answer_all(retry, wrong=(1,))  # the first right now, the second still wrong
    assert saved(tmp_path)["hcp"]["missed"] == [3]
    assert saved(tmp_path)["hcp"]["attempts"] == 1  # a retry is not a new attempt
    assert view.retry_button.description == "Try the 1 missed question again"
    view.retry_button.click()
    answer_all(view.practice.children[0])
    assert saved(tmp_path)["hcp"]["missed"] == []
    assert not shown(lesson_cell().widget().retry_button)


def test_mastery_from_the_quiz_until_five_in_a_row(tmp_path):
    view = lesson_cell().widget()
    assert shown(view.mastery_button)
    view.mastery_button.click()
    [mv] = view.practice.children
    for k in range(5):
        assert "Mastered" not in one(mv, "quiz-mastery-status").value
        one(mv, "quiz-number").value = str(mv.mastery.question.answer)
        one(mv, "quiz-submit").click()
        if k < 4:
            one(mv, "quiz-next").click()
    assert "Mastered: 5 in a row right" in one(mv, "quiz-mastery-status").value
    assert saved(tmp_path)["hcp (mastery, 5 in a row)"]["best"] == [5, 5]


def test_a_bank_quiz_offers_no_mastery():
    from bridgelib.quiz import Quiz

    assert not shown(Quiz.from_bank("cards", lesson="01-cards").widget().mastery_button)
