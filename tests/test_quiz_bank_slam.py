"""The "slam bidding" bank (lesson 14): the bidding answers are the engine's SAYC calls and
the textbook ones (SAYC booklet: Blackwood 5♣/5♦/5♥/5♠ = 0 or 4/1/2/3 aces, Gerber
4♦/4♥/4♠/4NT = 0 or 4/1/2/3, 4NT directly over 1NT quantitative); the scores are the
duplicate scoring table (Law 77, and the contract-rules text's slam bonuses)."""

from __future__ import annotations

import pytest

from bridgelib import Call, Contract
from bridgelib.bidding import principle, suggest
from bridgelib.quiz import load_bank
from bridgelib.quiz.questions import BiddingCall
from bridgelib.render import text as render_text
from bridgelib.scoring.duplicate import duplicate_score, slam_bonus

BANK = load_bank("slam")
Q = {q.id: q for q in BANK.questions}
CALLS = sorted(q.id for q in BANK.questions if isinstance(q, BiddingCall))


def _aces(hand) -> int:
    return sum(1 for c in hand.cards if c.rank.hcp == 4)


@pytest.mark.parametrize("qid", CALLS)
def test_bidding_answer_is_the_engines_sayc_call(qid):
    q = Q[qid]
    s = suggest(q.context.hand, q.auction(), "sayc")
    assert s.agreed, (qid, s.reason)
    assert q.answer == {s.call}
    assert q.explanation.startswith(f"SAYC: {s.call} — {s.meaning}")


@pytest.mark.parametrize("qid", CALLS)
def test_wrong_answers_are_legal_and_marked_wrong(qid):
    q = Q[qid]
    for call in q.why_wrong:
        assert q.auction().is_legal(call)
        assert not q.check(call).correct


def test_textbook_answers():
    # the ace-asking answers count the hand's aces, in steps
    blackwood = {0: "5C", 1: "5D", 2: "5H", 3: "5S"}
    gerber = {0: "4D", 1: "4H", 2: "4S", 3: "4NT"}
    q = Q["blackwood-answer"]
    assert _aces(q.context.hand) == q.facts["aces"] == 1
    assert q.answer == {Call.from_str(blackwood[1])}
    q = Q["gerber-answer"]
    assert _aces(q.context.hand) == q.facts["aces"] == 2
    assert q.answer == {Call.from_str(gerber[2])}
    # 18 opposite 15–17: 33+ together, a small slam; 17 accepts the quantitative invitation
    assert Q["direct-6nt"].context.hand.hcp == 18 and Q["direct-6nt"].answer == {Call.from_str("6NT")}
    assert Q["quantitative-accept"].context.hand.hcp == 17
    assert Q["quantitative-accept"].answer == {Call.from_str("6NT")}


def test_score_answers_are_the_duplicate_table():
    assert Q["grand-bonus-vulnerable"].answer == slam_bonus(7, True) == 1500
    q = Q["six-hearts-score"]
    f = q.facts
    assert q.answer == duplicate_score(Contract.from_str(f["contract"]), f["tricks"], f["vulnerable"])
    assert q.answer == 6 * 30 + 300 + 500  # trick score, game bonus, small slam bonus


def test_slam_points_answer_is_the_systems_33():
    q = Q["slam-points"]
    assert q.choices[q.answer] == "33"
    s = suggest("KQ3.AQ2.KJ4.QJ32", "1NT P", "sayc")  # 18 opposite 15: 33
    assert s.call == Call.from_str("6NT") and "33+" in s.meaning


def test_two_aces_missing_stops_at_the_five_level():
    """The engine's asker, holding one ace opposite a one-ace answer, signs off in five."""
    q = Q["two-aces-missing"]
    assert "five" in q.choices[q.answer]
    # 1♠ 3♠ 4NT 5♦ (one ace); the asker holds one ace: two are missing
    s = principle("KQJ754.KQ3.KQ2.A", "1S P 3S P 4NT P 5D P", "sayc")
    assert s.call == Call.from_str("5S"), s.meaning


def test_no_prompt_names_its_answer():
    """A prompt (and the hand or auction shown with it) never gives the answer away."""
    for q in BANK.questions:
        shown = q.prompt + str(render_text.hand(q.context.hand) if q.context.hand else "")
        if isinstance(q, BiddingCall):
            for call in q.answer:
                assert str(call) not in q.prompt and call.pbn() not in q.prompt.split(), q.id
        elif hasattr(q, "choices"):
            assert q.choices[q.answer] not in q.prompt, q.id
        else:
            assert str(q.answer) not in shown.replace(",", ""), q.id


def test_the_direct_6nt_explanation_counts_the_partnership_range():
    """'direct-6nt': 18 HCP opposite SAYC's 1NT (15–17) is 33–35 together — the explanation
    once said "at most 37", the grand slam's figure, which 1NT opposite 18 cannot reach."""
    q = Q["direct-6nt"]
    hcp = q.context.hand.hcp
    low, high = 15, 17          # the ACBL SAYC booklet's 1NT opening
    assert hcp == 18             # ♠KQ 5 + ♥AQ 6 + ♦KJ 4 + ♣QJ 3
    assert f"{hcp + low} to {hcp + high} together" in q.explanation
    assert hcp + high < 37
