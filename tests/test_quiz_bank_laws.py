"""The "what is the ruling?" bank: every answer is what bridgelib.laws rules.

Each question's ``facts`` name a law scenario of ``bridgelib/data/laws`` (how many of its
steps to run, which result the answer is) or a list of dummy's actions; the test replays
the scenario and checks the answer, that no wrong choice is the engine's result too, the
hand shown, and that the law named in the facts is one the engine cites and the
explanation names.  A few answers are also worked by hand from the law texts.
"""

from __future__ import annotations

import itertools

import pytest

from bridgelib import Card, Hand, Seat
from bridgelib.laws.dummy import dummy_may, check_dummy
from bridgelib.laws.scenarios import load_scenario
from bridgelib.quiz import Quiz, load_bank
from bridgelib.quiz.questions import MultipleChoice, Numeric, PickCard

BANK = load_bank("laws")
QUESTIONS = {q.id: q for q in BANK.questions}


def replay(facts):
    """The scenario's state after ``steps`` steps, its outcome, and every law cited on the
    way (rulings, refusals, and the Law 64 adjustment of a finished play)."""
    s = load_scenario(facts["scenario"])
    state = s.start()
    cited, last = set(), None
    for res in itertools.islice(s.walk(state), facts.get("steps")):
        if res.error is not None and getattr(res.error, "law", None) is not None:
            cited.add(str(res.error.law))
        if res.ruling is not None:
            last = res.ruling
            cited |= set(getattr(res.ruling, "laws", ())) | {getattr(res.ruling, "law", None)}
    out = s.outcome(state, last)
    if s.kind == "play" and state.is_complete:
        cited |= {r.law for r in state.revoke_adjustment(
            s.expect.get("discovery", "during-round")).rulings}
    return state, out, cited - {None}


def key(value):
    if isinstance(value, dict):
        return " ".join(f"{k}:{key(v)}" for k, v in sorted(value.items()))
    if isinstance(value, (list, tuple)):
        return " ".join(map(str, value))
    return str(value)


@pytest.mark.parametrize("qid", sorted(QUESTIONS))
def test_answer_is_the_engine_ruling(qid):
    q = QUESTIONS[qid]
    f = q.facts
    assert q.check(q.answer if not isinstance(q, PickCard) else list(q.answer)).correct
    if "dummy" in f:
        actions = f["dummy"].split("|")
        assert len(actions) == len(q.choices)
        allowed = [i for i, a in enumerate(actions) if dummy_may(a)]
        assert allowed == [q.answer]
        assert check_dummy(actions[q.answer]).law == f["law"]
        return
    state, out, cited = replay(f)
    if isinstance(q, MultipleChoice):
        keys = f["keys"].split("|")
        assert len(keys) == len(q.choices) == len(set(keys))
        if f.get("absent"):
            missing = [i for i, k in enumerate(keys) if k not in out[f["outcome"]]]
            assert missing == [q.answer]
        else:
            assert [i for i, k in enumerate(keys) if k == key(out[f["outcome"]])] == [q.answer]
    elif isinstance(q, Numeric):
        assert q.answer == out[f["outcome"]]
    else:
        assert sorted(q.answer) == sorted(Card.from_str(c) for c in out[f["outcome"]])
        seat = Seat.from_str(f["hand_seat"])
        assert q.context.hand == state.hand(seat)


@pytest.mark.parametrize("qid", sorted(q.id for q in BANK.questions if "law" in q.facts))
def test_the_law_named_is_cited_by_the_engine_and_the_explanation(qid):
    q = QUESTIONS[qid]
    law = q.facts["law"]
    assert f"Law {law}" in q.explanation
    if "scenario" in q.facts:
        assert law in replay(q.facts)[2]


@pytest.mark.parametrize("qid", sorted(QUESTIONS))
def test_wrong_answers_are_wrong(qid):
    q = QUESTIONS[qid]
    if isinstance(q, MultipleChoice):
        wrong = [i for i in range(len(q.choices)) if i != q.answer]
    elif isinstance(q, Numeric):
        wrong = [int(w) for w in q.why_wrong] + [int(q.answer) + 1]
    else:
        wrong = [[c] for c in q.cards if c not in q.answer] + [list(q.cards)]
    for w in wrong:
        assert not q.check(w).correct


def test_answers_by_hand_from_the_law_texts():
    """Law 64A1: the revoke trick and one more; seed 64A2: one, «кроме того» one more;
    2017 64A2: one; 64B3 (dummy) and 64B7 (both sides): none; Law 54C: only 'accept';
    Law 50C: a minor penalty card leaves the card itself and the honours."""
    assert QUESTIONS["revoke-won-by-offender"].answer == 2
    assert QUESTIONS["revoke-extra-trick-seed"].answer == 1 + 1
    assert QUESTIONS["revoke-from-dummy"].answer == 0
    assert QUESTIONS["both-sides-revoke-2017"].answer == 0
    assert QUESTIONS["careless-claim"].answer == 1
    west = Hand.from_pbn("432.AKQJ.T98.765")
    q = QUESTIONS["minor-penalty-card"]
    assert set(q.answer) == {c for c in west if c.suit.name == "DIAMONDS"
                             and (c.rank.is_honour or c == Card.from_str("D9"))}


def test_the_quiz_runs():
    quiz = Quiz.from_bank("laws", lesson="09b-the-laws-play")
    assert len(quiz) == len(BANK.questions)
    assert quiz.answer(0, 3).correct and not quiz.answer(1, 1).correct
    assert quiz.score.correct == 1 and quiz.score.answered == 2
