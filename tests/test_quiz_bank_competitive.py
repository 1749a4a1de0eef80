"""The competitive-bidding bank (lesson 13): every answer is SAYC's call, and says why.

The answers were chosen from the textbook treatment — the ACBL's *SAYC System Booklet*
(overcalls of 8–16 with a good five-card suit, stronger at the two level; the 1NT overcall
15–18 with a stopper; the takeout double and its advances, a jump advance invitational;
negative doubles; Michaels and the unusual 2NT) — and the engine's SAYC must agree; each
explanation must quote the system's own meaning of the call, so a change to the system
file that changes an answer fails here.
"""

from __future__ import annotations

import pytest

from bridgelib import Call, Hand
from bridgelib.bidding import explain, suggest
from bridgelib.quiz import Quiz, load_bank
from bridgelib.quiz.questions import BiddingCall

BANK = load_bank("competitive")
QUESTIONS = {q.id: q for q in BANK.questions}


def test_bank_is_all_sayc_bidding_questions_after_an_opponents_opening():
    assert len(BANK.questions) >= 8
    for q in BANK.questions:
        assert isinstance(q, BiddingCall), q.id
        assert q.facts["system"] == "sayc" and "SAYC" in q.prompt, q.id
        assert q.context.hand is not None and len(q.context.hand) == 13, q.id
        assert q.context.auction().calls, q.id  # an opponent has opened: a competitive auction


@pytest.mark.parametrize("qid", sorted(QUESTIONS))
def test_answer_is_the_systems_call_and_the_explanation_quotes_its_meaning(qid):
    q = QUESTIONS[qid]
    auction = q.auction()
    s = suggest(q.context.hand, auction, "sayc")
    assert s.agreed, (qid, s.reason)
    assert q.answer == {s.call}
    assert q.explanation.startswith(f"SAYC: {s.call} — {s.meaning}")
    auction.call(s.call)
    assert s.meaning in explain(auction, "sayc")[-1].meaning


@pytest.mark.parametrize("qid", sorted(QUESTIONS))
def test_wrong_answers_are_wrong_legal_and_the_prompt_does_not_name_the_answer(qid):
    q = QUESTIONS[qid]
    for call in q.why_wrong:
        assert q.auction().is_legal(call), (qid, call)
        fb = q.check(call)
        assert not fb.correct and fb.why == q.why_wrong[call]
    for call in q.answer:
        said = q.prompt.split("opened")[-1]  # the opening named in the prompt is not the answer
        assert str(call) not in said.replace(str(q.auction().calls[0]), ""), qid


def test_textbook_answers_by_hand():
    """The textbook's calls, spelled out as a bridge teacher gives them (SAYC booklet)."""
    answer = {qid: next(iter(q.answer)) for qid, q in QUESTIONS.items()}
    assert answer["overcall-one-level"] == Call.from_str("1S")
    assert answer["overcall-two-level"] == Call.from_str("2C")
    assert answer["too-weak-for-two-level"] == Call.from_str("P")  # 9 HCP: no two-level overcall
    assert answer["takeout-double"] == Call.from_str("X")  # 4-1-4-4, 13 HCP, short in hearts
    assert answer["advance-with-nothing"] == Call.from_str("1S")  # must bid over a takeout double
    assert answer["advance-jump"] == Call.from_str("2S")  # 9–11: jump, invitational
    assert answer["negative-double"] == Call.from_str("X")  # 1♣ (1♥) X: four spades
    assert answer["one-no-trump-overcall"] == Call.from_str("1NT")  # 15–18, heart stopper
    assert answer["balancing-double"] == Call.from_str("X")
    assert answer["michaels"] == Call.from_str("2C")  # cue bid of a minor: both majors
    assert answer["unusual-two-no-trump"] == Call.from_str("2NT")  # both minors over a major


def test_the_balancing_seat_acts_where_the_direct_seat_passes():
    """The same hand passes over 1♥ directly but doubles in the balancing seat."""
    hand = QUESTIONS["balancing-double"].context.hand
    assert hand == Hand.from_pbn("KJ84.52.A93.Q842") and hand.hcp == 10
    assert suggest(hand, "1H", "sayc").call == Call.from_str("P")
    assert suggest(hand, "1H P P", "sayc").call == Call.from_str("X")


def test_the_quiz_scores_the_bank():
    quiz = Quiz.from_bank("competitive", lesson="13-competitive-bidding")
    assert quiz.answer(0, next(iter(quiz.questions[0].answer))).correct
    assert quiz.score.correct == 1 and quiz.score.total == len(BANK.questions)
