"""Question banks: the schema check names the file, line and question; shipped banks are right."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings, strategies as st

from bridgelib import Auction, Call, Contract, trick_winner
from bridgelib.scoring import duplicate_score
from bridgelib.errors import InvalidNotation
from bridgelib.quiz import Quiz, bank_names, load_bank, loads_bank
from bridgelib.quiz.questions import BiddingCall, MultipleChoice, Numeric, PickCard


def bank(*questions, title="T"):
    return json.dumps({"title": title, "questions": list(questions)}, ensure_ascii=False, indent=1)


GOOD = {"id": "q1", "type": "numeric", "prompt": "p", "explanation": "e", "answer": 3}


def refused(text, match):
    with pytest.raises(InvalidNotation, match=match) as info:
        loads_bank(text, source="lesson.json")
    assert str(info.value).startswith("lesson.json, line ")
    return info.value


def test_a_good_bank_loads():
    b = loads_bank(bank(GOOD), source="x.json", name="x")
    assert b.name == "x" and b.title == "T" and isinstance(b.questions[0], Numeric)


@pytest.mark.parametrize("change,match", [
    ({"type": "essay"}, r"question 'q1' \(#1\): field 'type' is 'essay'"),
    ({"answer": "three"}, r"question 'q1' \(#1\): field 'answer' must be a number"),
    ({"colour": "red"}, r"question 'q1' \(#1\): unknown field 'colour'"),
    ({"prompt": ""}, r"question 'q1' \(#1\): field 'prompt' must be a non-empty string"),
    ({"show": {"hand": "AKQ.xx"}}, r"question 'q1' \(#1\): 'AKQ.xx' is not a PBN hand"),
    ({"show": {"auction": "1H 1C"}}, r"question 'q1' \(#1\): .*insufficient.*Law 27"),
    ({"show": {"colour": "x"}}, r"unknown field 'show.colour'"),
    ({"tolerance": -1}, r"'tolerance' must be a number ≥ 0"),
])
def test_bad_question_names_file_line_and_question(change, match):
    text = bank({**GOOD, "id": "q0"}, {**GOOD, **change})
    err = refused(text, match.replace("#1", "#2"))
    # The line where the second question's id is written.
    assert err.line == next(n for n, line in enumerate(text.splitlines(), 1) if '"q1"' in line)
    assert err.line > 3


def test_facts_must_be_plain_values():
    refused(bank({**GOOD, "facts": {"a": [1]}}), "field 'facts' must be an object")


def test_missing_fields_and_duplicate_ids():
    refused(bank({"id": "a", "type": "choice", "prompt": "p", "explanation": "e", "answer": 0}),
            r"question 'a' \(#1\): missing field 'choices'")
    refused(bank(GOOD, GOOD), r"question 'q1' \(#2\): repeats an id")
    refused(bank({"type": "numeric"}), r"question #1: missing field 'id'")


@pytest.mark.parametrize("q,match", [
    ({"type": "choice", "choices": ["a", "b"], "answer": 2}, "not the index of a choice"),
    ({"type": "choice", "choices": ["a", "b"], "answer": 0, "why_wrong": ["x"]}, "why_wrong has 1"),
    ({"type": "card", "answer": ["SA"]}, "needs 'cards'"),
    ({"type": "card", "cards": ["SA", "SK"], "answer": ["D2"]}, "not among the cards shown"),
    ({"type": "card", "cards": ["SA", "S1"], "answer": ["SA"]}, "'S1' is not a card"),
    ({"type": "call", "answer": ["1C"], "show": {"auction": "1H"}}, "not a legal call here"),
    ({"type": "call", "answer": ["9C"]}, "'9C' is not a call"),
    ({"type": "order", "items": ["a"]}, "two or more distinct items"),
    ({"type": "order", "items": ["a", "b"], "shown": ["a", "c"]}, "not a reordering"),
    ({"type": "match", "pairs": [["a", "b"], ["c"]]}, "list of \\[left, right\\]"),
])
def test_type_specific_errors(q, match):
    refused(bank({"id": "x", "prompt": "p", "explanation": "e", **q}), match)


def test_not_json_gives_the_line():
    err = refused('{"title": "t",\n "questions": [\n  {"id": "a",}\n]}', "not valid JSON")
    assert err.line == 3


def test_top_level_checks():
    refused("[]", "a bank is a JSON object")
    refused('{"title": "", "questions": [{}]}', "non-empty 'title'")
    refused('{"title": "t", "questions": []}', "non-empty list 'questions'")
    refused('{"title": "t", "questions": [1], "extra": 1}', "unknown top-level field 'extra'")


def test_unknown_bank_lists_the_banks():
    with pytest.raises(InvalidNotation, match="there is no question bank 'nope'; the banks are: .*cards"):
        load_bank("nope")


def test_bank_from_a_path(tmp_path):
    path = tmp_path / "mine.json"
    path.write_text(bank(GOOD), encoding="utf-8")
    assert repr(Quiz.from_bank(str(path))) == "Quiz 'mine' — 1 question"


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=200))
def test_fuzz_any_text_is_a_bank_or_invalid_notation(text):
    try:
        loads_bank(text)
    except InvalidNotation:
        pass


@settings(max_examples=200, deadline=None)
@given(st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.sampled_from(["id", "type", "prompt", "explanation",
                                                       "answer", "choices", "cards", "show",
                                                       "items", "pairs", "hand", "mode"]),
                                      inner, max_size=6), max_leaves=20))
def test_fuzz_any_json_question_is_a_bank_or_invalid_notation(q):
    try:
        loads_bank(json.dumps({"title": "t", "questions": [q]}))
    except InvalidNotation:
        pass


# ---------------------------------------------------------------- the shipped banks
@pytest.mark.parametrize("name", bank_names())
def test_shipped_bank_is_valid_and_answers_agree_with_the_engine(name):
    b = load_bank(name)
    assert len(b.questions) >= 5
    for q in b.questions:
        assert q.explanation.strip() and q.prompt.strip()
        # Its own right answer is right.
        if isinstance(q, MultipleChoice):
            assert q.check(q.answer).correct
        # Hands shown with an HCP question: the engine counts the same.
        if isinstance(q, Numeric) and q.context.hand is not None and "HCP" in q.unit:
            assert q.answer == q.context.hand.hcp, q.id
        # A "which card wins" question: the engine's trick winner.
        if isinstance(q, PickCard) and q.context.trick is not None and "wins" in q.prompt:
            t = q.context.trick
            assert q.answer == {t.cards[trick_winner(t.cards, t.trump)]}, q.id
        if isinstance(q, BiddingCall):
            a = q.auction()
            assert all(a.is_legal(c) for c in q.answer)
        # Facts the answer follows from: the engine must agree.
        if "contract" in q.facts:
            f = q.facts
            assert q.answer == duplicate_score(Contract.from_str(f["contract"]), f["tricks"],
                                               f["vulnerable"]), q.id
        if "declarer" in q.facts:
            seat = q.context.auction().declarer
            assert seat.letter == q.facts["declarer"] and q.expected_text == seat.name_en, q.id
        # A wrong answer with its own explanation is indeed wrong.
        for wrong in getattr(q, "why_wrong", {}) or {}:
            if isinstance(q, MultipleChoice):
                continue
            assert not q.check(wrong).correct, (q.id, wrong)


def test_cards_bank_answers_by_hand():
    """The seeds' facts, checked by hand: spades rank highest, A K Q J 10 are honours, 40 HCP."""
    q = {x.id: x for x in load_bank("cards").questions}
    assert q["highest-suit"].expected_text.startswith("♠")
    assert q["honours"].expected_text == "A K Q J 10"
    assert q["deck-points"].answer == 40
    assert q["suit-order"].items[0].startswith("♣") and q["suit-order"].items[-1].startswith("♠")
    assert q["lowest-spade-bid"].answer == {Call.from_str("1S")}
    assert Auction.from_str("N", "1H P").is_legal("1S")


# ---------------------------------------------------------------- parts (a bank over split lessons)
def with_parts(parts, *questions):
    return json.dumps({"title": "T", "parts": parts, "questions": list(questions)})


Q2 = dict(GOOD, id="q2")


def test_a_part_asks_its_questions_only_in_the_banks_order():
    text = with_parts({"b": {"title": "B", "questions": ["q2"]},
                       "a": {"title": "A", "questions": ["q1"]}}, GOOD, Q2)
    b = loads_bank(text)
    assert [q.id for q in b.part("b").questions] == ["q2"] and b.part("b").title == "B"
    assert [q.id for q in b.questions] == ["q1", "q2"]
    with pytest.raises(InvalidNotation, match="has no part 'c'; its parts are: b, a"):
        b.part("c")


@pytest.mark.parametrize("parts, match", [
    ({"a": {"title": "A", "questions": ["q1", "q2"]}, "b": {"title": "B", "questions": ["q2"]}},
     "question 'q2' is in two parts"),
    ({"a": {"title": "A", "questions": ["q1"]}}, "question 'q2' is in no part"),
    ({"a": {"title": "A", "questions": ["q1", "q2", "q9"]}}, "names no question of this bank: 'q9'"),
    ({"a": {"title": "A", "questions": []}}, "needs a 'title' and a non-empty list"),
    ({"a": ["q1", "q2"]}, "needs a 'title' and a non-empty list"),
    (["q1"], "'parts' is an object"),
])
def test_parts_that_do_not_split_the_bank_are_refused(parts, match):
    refused(with_parts(parts, GOOD, Q2), match)


@pytest.mark.parametrize("name, parts", [
    ("bidding", ["openings", "responses"]), ("laws", ["auction", "play", "revokes-claims"]),
    ("honeymoon", ["deal", "auction-play", "rule-sets", "two"]),
    ("yard", ["bidding", "play-scoring", "variants"])])
def test_the_banks_of_split_lessons_are_split_in_parts(name, parts):
    """Lessons 06, 09, 10 and 11 were split; each part asks its own share of the bank."""
    whole = load_bank(name)
    assert [p for p, _, _ in whole.parts] == parts
    asked = [q.id for p in parts for q in Quiz.from_bank(name, part=p).questions]
    assert sorted(asked) == sorted(q.id for q in whole.questions)
    assert len(Quiz.from_bank(name)) == len(whole.questions)  # the whole bank still loads
