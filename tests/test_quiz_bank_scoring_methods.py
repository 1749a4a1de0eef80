"""The "Rubber, IMPs and matchpoints" bank: every answer agrees with bridgelib.scoring.

Each question's ``facts`` say what its answer follows from (a point difference, the scores
on a board, the deals of a rubber, a hand holding honours); the engine must give the
answer, and a few answers are also spelled out from the Laws and the honeymoon-bridge text by hand.
"""

from __future__ import annotations

import pytest

from bridgelib import Hand, Side, Strain
from bridgelib.quiz import Quiz, load_bank
from bridgelib.quiz.questions import MultipleChoice
from bridgelib.scoring import Scorepad, imps, matchpoints
from bridgelib.scoring.rubber import honours_in

BANK = load_bank("scoring-methods")
QUESTIONS = {q.id: q for q in BANK.questions}


def engine_answer(q):
    f = q.facts
    if "imp_difference" in f:
        return imps(f["imp_difference"])
    if "mp_scores" in f:
        return matchpoints([int(x) for x in f["mp_scores"].split()])[f["mp_index"]]
    if "mp_tables" in f:
        return max(matchpoints(range(f["mp_tables"])))
    if "honours_hand" in f:
        return honours_in(Hand.from_pbn(f["honours_hand"]), Strain.from_str(f["strain"]))
    if "rubber" in f:
        pad = Scorepad.from_results(f["rubber"].split(), closed=f.get("closed", False))
        if "side" in f:
            side = Side.from_str(f["side"])
            return sum(e.points for e in pad.above(side) if e.part == "unfinished game")
        if isinstance(q, MultipleChoice):
            winners = {g.winner for g in pad.games if g.winner is not None}
            return ["North–South", "East–West", "Nobody yet"].index(
                "North–South" if Side.NS in winners else "East–West" if Side.EW in winners
                else "Nobody yet")
        return next(e.points for e in pad.entries if e.part == "rubber bonus")
    raise AssertionError(f"{q.id}: no fact to check the answer against")


@pytest.mark.parametrize("qid", sorted(QUESTIONS))
def test_answer_agrees_with_the_engine(qid):
    q = QUESTIONS[qid]
    assert q.answer == engine_answer(q)
    assert q.check(q.answer).correct


@pytest.mark.parametrize("qid", sorted(QUESTIONS))
def test_wrong_answers_are_wrong(qid):
    q = QUESTIONS[qid]
    wrong = (range(len(q.choices)) if isinstance(q, MultipleChoice) else q.why_wrong)
    for w in wrong:
        if isinstance(q, MultipleChoice) and w == q.answer:
            continue
        assert not q.check(int(w) if isinstance(q, MultipleChoice) else w).correct


def test_answers_by_hand_from_the_laws_and_the_seed():
    """Law 78B: 430–490 → 10 IMPs, 750–890 → 13, 20–40 → 1; Law 78A: 2 per result beaten,
    1 per tie; the honeymoon-bridge text: 500 for a rubber won in three games; Law 80: 300 for the only game."""
    assert QUESTIONS["imps-game-swing"].answer == 10
    assert QUESTIONS["imps-slam-swing"].answer == 13
    assert QUESTIONS["imps-overtrick"].answer == 1
    assert QUESTIONS["matchpoints-tie"].answer == 2 * 3 + 1
    assert QUESTIONS["matchpoints-top"].answer == 2 * 6
    assert QUESTIONS["rubber-bonus-two-one"].answer == 500
    assert QUESTIONS["honours-four"].answer == 100
    assert QUESTIONS["unfinished-rubber"].answer == 300


def test_the_quiz_runs():
    quiz = Quiz.from_bank("scoring-methods", lesson="08-scoring")
    assert quiz.answer(0, 10).correct and not quiz.answer(1, 12).correct
    assert quiz.score.correct == 1 and quiz.score.answered == 2
