"""The "what do you bid now?" bank: every answer is the named system's call, and says why.

The answers were chosen from the textbook treatment (SAYC booklet, Acol summaries); the
engine's reference systems must agree, and each explanation must quote the system's own
meaning of the call, so a change to a system file that changes an answer fails here.
"""

from __future__ import annotations

import pytest

from bridgelib import Auction, Call, Hand
from bridgelib.bidding import explain, suggest
from bridgelib.quiz import Quiz, load_bank
from bridgelib.quiz.questions import BiddingCall

BANK = load_bank("bidding")
QUESTIONS = {q.id: q for q in BANK.questions}


def test_bank_is_all_bidding_questions_with_a_system():
    assert len(BANK.questions) >= 8
    for q in BANK.questions:
        assert isinstance(q, BiddingCall), q.id
        assert q.facts["system"] in ("sayc", "acol"), q.id
        assert q.context.hand is not None and len(q.context.hand) == 13, q.id
        assert q.facts["system"].upper() in q.prompt.upper(), q.id


@pytest.mark.parametrize("qid", sorted(QUESTIONS))
def test_answer_is_the_systems_call_and_the_explanation_quotes_its_meaning(qid):
    q = QUESTIONS[qid]
    auction = q.auction()
    s = suggest(q.context.hand, auction, q.facts["system"])
    assert s.agreed, (qid, s.reason)
    assert q.answer == {s.call}
    assert q.explanation.startswith(f"{q.facts['system'].upper()}: {s.call} — {s.meaning}")
    # explain() reads the answer back with the same meaning
    auction.call(s.call)
    assert s.meaning in explain(auction, q.facts["system"])[-1].meaning


@pytest.mark.parametrize("qid", sorted(QUESTIONS))
def test_wrong_answers_are_wrong_and_legal(qid):
    q = QUESTIONS[qid]
    for call in q.why_wrong:
        assert q.auction().is_legal(call), (qid, call)
        fb = q.check(call)
        assert not fb.correct and fb.why == q.why_wrong[call]


def test_textbook_answers_by_hand():
    """A few answers spelled out, as a bridge teacher would give them."""
    assert QUESTIONS["sayc-jacoby-transfer"].answer == {Call.from_str("2D")}  # the Bulgarian overview: 2♦ for hearts
    assert QUESTIONS["sayc-stayman"].answer == {Call.from_str("2C")}
    assert QUESTIONS["acol-open-1nt"].answer == {Call.from_str("1NT")}  # weak no-trump 12–14
    assert QUESTIONS["sayc-weak-two"].answer == {Call.from_str("2S")}


def test_the_same_hand_answers_differently_in_the_two_systems():
    same = Hand.from_pbn("KJ84.93.K842.Q62")
    assert QUESTIONS["acol-no-stayman"].context.hand == same
    assert suggest(same, "1NT P", "sayc").call == Call.from_str("2C")
    assert suggest(same, "1NT P", "acol").call == Call.from_str("P")


def test_an_illegal_call_is_refused_with_the_law():
    q = QUESTIONS["sayc-complete-transfer"]
    fb = q.check("1S")
    assert not fb.correct and "Law 27" in fb.why


def test_the_quiz_scores_the_bank():
    quiz = Quiz.from_bank("bidding", lesson="06b-bidding-systems-responses")
    first = quiz.questions[0]
    assert quiz.answer(0, next(iter(first.answer))).correct
    assert quiz.score.correct == 1 and quiz.score.total == len(BANK.questions)
    assert Auction.from_str("N", "1NT P 2D P").turn.letter == "N"
