"""The play-technique question bank: every answer checked against the engine and DDS.

"Which card?" questions carry the play so far (``dd_contract``, ``dd_cards``): the
engine replays it, and DDS (endplay, an independent solver) must find exactly the
bank's right cards among those offered, and a lower value for every card the bank
calls wrong.  Counting questions are checked by counting here, and the finesse and
drop questions against the published split tables and the engine's own play.
"""

from __future__ import annotations

import pytest

from bridgelib import Card, Deal, Play, Seat, Suit
from bridgelib.analysis import technique
from bridgelib.quiz import load_bank
from bridgelib.quiz.questions import MultipleChoice, Numeric, PickCard

pytest.importorskip("endplay")

BANK = load_bank("play-technique")
QUESTIONS = {q.id: q for q in BANK.questions}
CARD_QUESTIONS = [q for q in BANK.questions if "dd_contract" in q.facts]


def test_the_bank_has_each_kind_of_question():
    kinds = {type(q) for q in BANK.questions}
    assert {PickCard, MultipleChoice, Numeric} <= kinds
    assert len(CARD_QUESTIONS) == 4


@pytest.mark.parametrize("q", CARD_QUESTIONS, ids=lambda q: q.id)
def test_which_card_answers_agree_with_double_dummy(q):
    from bridgelib.analysis import dd

    play = Play(q.context.deal, q.facts["dd_contract"], q.facts["dd_cards"].split())
    # The position shown is the one replayed: the trick in progress, the cards offered.
    if q.context.trick is not None:
        assert q.context.trick.cards == play.current_trick.cards, q.id
        assert q.context.trick.leader is play.current_trick.leader, q.id
    held = set(play.hand(play.turn))
    assert set(q.cards) <= held, q.id
    values = dict(dd.solve(play))
    best = max(values.values())
    offered_best = {c for c in q.cards if values.get(c) == best}
    assert q.answer == offered_best, (q.id, sorted(values.items(), key=lambda kv: -kv[1]))
    for wrong in q.why_wrong:
        assert values[wrong] < best, (q.id, wrong)
        assert not q.check(wrong).correct
    for right in q.answer:
        assert q.check(right).correct


def test_count_sure_tricks_by_hand():
    """♠AK3/6542: 2; ♥KQ4/A65: 3; ♦632/AQ with the king out: 1; ♣AK54/7632: 2."""
    q = QUESTIONS["count-sure-tricks"]
    deal = q.context.deal
    assert q.answer == 2 + 3 + 1 + 2
    assert sum(technique.sure_tricks(deal[Seat.NORTH], deal[Seat.SOUTH], s) for s in Suit) \
        == q.answer
    assert set(q.context.hidden) == {Seat.EAST, Seat.WEST}


def test_trumps_out_is_thirteen_less_ours():
    q = QUESTIONS["trumps-out"]
    deal = q.context.deal
    ours = deal[Seat.NORTH].length(Suit.SPADES) + deal[Seat.SOUTH].length(Suit.SPADES)
    assert ours == 8 and q.answer == 13 - ours
    assert technique.outstanding(Play(deal, q.facts["trumps_out_contract"])) == q.answer


# Published a-priori odds (vacant places): 4 out 2-2 40.7%, 3-1 49.7%, 4-0 9.6%;
# 5 out 3-2 67.8%, 4-1 28.3%, 5-0 3.9%.
@pytest.mark.parametrize("qid,missing,drop", [("nine-never", 4, 0.407 + 0.497 / 4),
                                              ("eight-ever", 5, 0.678 * 2 / 5 + 0.283 / 5)])
def test_finesse_or_drop_follows_the_split_tables(qid, missing, drop):
    q = QUESTIONS[qid]
    assert q.facts["missing"] == missing
    assert abs(float(technique.drop_odds(missing)) - drop) < 0.002
    better = "drop" if drop > 0.5 else "finesse"
    assert q.facts["better"] == better
    assert ("drops" in q.choices[q.answer]) == (better == "drop")


def test_finesse_needs_the_king_in_front_of_the_tenace():
    """The lesson's finesse deal, and the same deal with the ♦K moved to East."""
    q = QUESTIONS["finesse-who"]
    assert q.facts["finesse_onside"] == "W" and q.choices[q.answer].startswith("West")
    onside = QUESTIONS["take-the-finesse"].context.deal
    west, east = onside[Seat.WEST], onside[Seat.EAST]
    offside = Deal({Seat.NORTH: onside[Seat.NORTH], Seat.SOUTH: onside[Seat.SOUTH],
                    Seat.WEST: _swap(west, east, Suit.DIAMONDS),
                    Seat.EAST: _swap(east, west, Suit.DIAMONDS)})
    assert Card.from_str("DK") in offside[Seat.EAST]
    results = []
    for deal in (onside, offside):
        play = Play(deal, "3NTS", "SQ S2 S7 SA".split())
        play.play("D2")
        play.play(min(play.legal_cards(), key=lambda c: c.rank))  # West plays low
        play.play("DQ")
        play.play(max(play.legal_cards(), key=lambda c: c.rank))  # East plays high
        results.append(play.tricks[-1].winner)
    assert results == [Seat.NORTH, Seat.EAST]


def _swap(hand, other, suit):
    """``hand`` with its cards of ``suit`` replaced by ``other``'s."""
    from bridgelib import Hand

    return Hand([c for c in hand if c.suit != suit] + [c for c in other if c.suit == suit])
