"""Generated practice: every generator's answers, checked on many seeded draws against
independent computations written here from the rules (and endplay for scores)."""

from __future__ import annotations

import pytest

from bridgelib import CallKind, Card, Seat
from bridgelib.errors import InvalidNotation
from bridgelib.quiz import KINDS, generated
from bridgelib.quiz.generators import CALL_CHOICES, SHAPE_CHOICES

DRAWS = 60
POINTS = {"A": 4, "K": 3, "Q": 2, "J": 1}


def questions(kind, n=DRAWS, seed=0):
    return generated(kind, n=n, seed=seed).questions


def test_kinds_and_errors():
    assert set(KINDS) == {"hcp", "shape", "trick-winner", "call-legal", "legal-cards", "score"}
    with pytest.raises(InvalidNotation, match="'dice' is not a kind.*hcp"):
        generated("dice")
    with pytest.raises(InvalidNotation):
        generated("hcp", n=0)


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_seeded_and_every_question_explained(kind):
    a, b, c = generated(kind, 4, seed=7), generated(kind, 4, seed=7), generated(kind, 4, seed=8)
    assert [q.to_text() for q in a] == [q.to_text() for q in b]
    assert [q.to_text() for q in a] != [q.to_text() for q in c]
    for q in a:
        assert q.explanation.strip()
        fb = q.check(_right_answer(q))
        assert fb.correct and fb.explanation == q.explanation


def _right_answer(q):
    if hasattr(q, "choices"):
        return q.answer
    if getattr(q, "mode", None) == "all":
        return set(q.answer)
    if hasattr(q, "cards"):
        return next(iter(q.answer))
    return q.answer


def test_hcp_by_counting_letters():
    for q in questions("hcp"):
        hand = q.context.hand
        by_hand = sum(POINTS.get(ch, 0) for ch in hand.pbn())
        assert q.answer == by_hand
        assert q.check(by_hand).correct and not q.check(by_hand + 1).correct
        assert f"= {by_hand} HCP" in q.explanation


def _shape_by_definition(pbn: str) -> str:
    lengths = sorted((len(s) for s in pbn.split(".")), reverse=True)
    balanced = min(lengths) >= 2 and lengths.count(2) <= 1
    regular = max(lengths) <= 4 and min(lengths) >= 1
    if balanced and regular:
        return "balanced and regular"
    if balanced:
        return "balanced, not regular"
    if regular:
        return "regular, not balanced"
    if lengths[0] + lengths[1] >= 9:
        return "skewed (косая рука)"
    return "none of these"


def test_shape_by_definition_and_all_answers_occur():
    seen = set()
    for q in questions("shape", n=80):
        expected = _shape_by_definition(q.context.hand.pbn())
        assert SHAPE_CHOICES[q.answer] == expected, q.context.hand
        seen.add(expected)
    assert seen == set(SHAPE_CHOICES) - {"none of these"}  # impossible: see SHAPE_CHOICES


def _winner_by_rules(cards, trump):
    led = cards[0].suit
    trumps = [c for c in cards if trump is not None and c.suit == trump]
    pool = trumps or [c for c in cards if c.suit == led]
    return max(pool, key=lambda c: c.rank)


def test_trick_winner_by_rules():
    ruffs = 0
    for q in questions("trick-winner"):
        t = q.context.trick
        assert len(t.cards) == 4
        win = _winner_by_rules(t.cards, t.trump)
        assert q.answer == {win}
        assert q.check(win).correct
        for c in t.cards:
            if c != win:
                assert not q.check(c).correct and q.check(c).why
        ruffs += win.suit != t.cards[0].suit
    assert ruffs > 0  # some tricks are trumped


def _call_by_rules(dealer, calls, call):
    """The Laws 19 and 27 written out again: which choice is right."""
    seats = [dealer.next(i) for i in range(len(calls) + 1)]
    me = seats[-1]
    bids = [(s, c) for s, c in zip(seats, calls) if c.kind is CallKind.BID]
    acts = [(s, c) for s, c in zip(seats, calls) if c.kind is not CallKind.PASS]
    if call.kind is CallKind.BID:
        if bids and call.index <= bids[-1][1].index:
            return CALL_CHOICES[1]
        return CALL_CHOICES[0]
    if call.kind is CallKind.DOUBLE:
        ok = acts and acts[-1][1].kind is CallKind.BID and acts[-1][0].side is not me.side
        return CALL_CHOICES[0] if ok else CALL_CHOICES[2]
    ok = acts and acts[-1][1].kind is CallKind.DOUBLE and acts[-1][0].side is not me.side
    return CALL_CHOICES[0] if ok else CALL_CHOICES[3]


def test_call_legal_by_the_laws_and_every_case_occurs():
    seen = set()
    for q in questions("call-legal", n=120):
        ctx = q.context
        call = q.facts["call"]
        expected = _call_by_rules(ctx.dealer, ctx.calls, call)
        assert q.choices[q.answer] == expected, (ctx.calls, call)
        if q.answer:
            assert "Law" in q.explanation
        seen.add(expected)
    assert seen == set(CALL_CHOICES)


def test_legal_cards_by_following_suit():
    leads = follows = 0
    for q in questions("legal-cards"):
        hand = q.context.hand
        led = q.facts["led"]
        held = [c for c in hand if c.suit == led]
        expected = set(held) if held else set(hand)
        assert q.answer == expected
        assert q.check(expected).correct
        for c in set(hand) - expected:
            reason = q.check({c} | expected).why
            assert "Law 44C" in reason and "must follow suit" in reason
        leads += led is None
        follows += bool(held)
    assert leads and follows


def test_score_against_endplay():
    from endplay.types import Contract as EC, Denom, Penalty, Player, Vul

    denom = [Denom.clubs, Denom.diamonds, Denom.hearts, Denom.spades, Denom.nt]
    pen = [Penalty.passed, Penalty.doubled, Penalty.redoubled]
    signs = set()
    for q in questions("score", n=80):
        contract, tricks, vul = q.facts["contract"], q.facts["tricks"], q.facts["vulnerable"]
        theirs = EC(level=contract.level, denom=denom[int(contract.strain)],
                    declarer=Player(int(contract.declarer)), penalty=pen[int(contract.doubling)],
                    result=tricks - contract.tricks_needed).score(Vul.both if vul else Vul.none)
        assert q.answer == theirs, (contract, tricks, vul)
        assert str(tricks) in q.prompt and contract.to_text() in q.prompt
        signs.add(theirs > 0)
    assert signs == {True, False}


def test_generated_quiz_of_each_kind_shows_a_context():
    for kind in ("hcp", "shape", "trick-winner", "call-legal", "legal-cards"):
        q = questions(kind, n=1)[0]
        assert not q.context.is_empty
        assert q.context.to_html().startswith("<div class='quiz-context'>")


def test_cards_are_engine_cards():
    q = questions("legal-cards", n=1)[0]
    assert all(isinstance(c, Card) for c in q.cards)
    assert isinstance(q.facts["seat"], Seat)
