"""The defence question bank (lesson 15): every answer checked.

"Which card in play?" questions carry the play so far (``dd_contract``, ``dd_cards``):
DDS (endplay, an independent solver) must find exactly the bank's right cards among
those offered as the best for the defence, and a lower value for every card the bank
calls wrong; the computer defenders' rule (``rule_card``) must be one of the right
cards.  Leads and signals from a holding are checked against the standard leads and
signals of the ACBL Bridge Series (fourth best, top of a sequence, never away from an ace
against a suit contract, high encourages, high–low with an even number), and against
the computer defenders' rules (bridgelib.bots.defence), which must agree.
"""

from __future__ import annotations

import pytest

from bridgelib import Card, Play, Seat
from bridgelib.bots.defence import defender_card, lead_from_holding, signal_from_holding
from bridgelib.quiz import load_bank
from bridgelib.quiz.questions import MultipleChoice, PickCard

BANK = load_bank("defence")
Q = {q.id: q for q in BANK.questions}
IN_PLAY = [q for q in BANK.questions if "dd_contract" in q.facts]


def test_the_bank_has_leads_play_and_signals():
    assert {PickCard, MultipleChoice} <= {type(q) for q in BANK.questions}
    assert len(IN_PLAY) == 3 and len(BANK.questions) >= 8


@pytest.mark.parametrize("q", IN_PLAY, ids=lambda q: q.id)
def test_cards_in_play_agree_with_double_dummy_and_the_rules(q):
    pytest.importorskip("endplay")
    from bridgelib.analysis import dd

    play = Play(q.context.deal, q.facts["dd_contract"], q.facts["dd_cards"].split())
    assert q.context.trick.cards == play.current_trick.cards, q.id
    values = dict(dd.solve(play))
    offered = [Card.from_str(c) if isinstance(c, str) else c for c in q.cards]
    assert set(offered) == {c for c in values if c.suit == play.current_trick.suit_led}
    best = max(values[c] for c in offered)
    assert q.answer == {c for c in offered if values[c] == best}, q.id
    for wrong in q.why_wrong:
        wrong = Card.from_str(wrong) if isinstance(wrong, str) else wrong
        assert values[wrong] < best, (q.id, wrong)
    rule = defender_card(play)
    assert rule.card == Card.from_str(q.facts["rule_card"]) and rule.card in q.answer


def test_leads_from_a_holding():
    # ACBL Bridge Series: fourth highest from a long suit headed by an honour (K9742 -> 4).
    q = Q["lead-fourth-best"]
    assert q.answer == {Card.from_str("S4")}
    assert lead_from_holding(q.facts["holding"], "NT").card.rank == Card.from_str("S4").rank
    # Top of a sequence (QJ10 -> Q).
    q = Q["lead-sequence"]
    assert q.answer == {Card.from_str("HQ")}
    assert lead_from_holding(q.facts["holding"], "suit").card.rank == Card.from_str("HQ").rank


def test_never_away_from_an_ace_against_a_suit():
    q = Q["away-from-ace"]
    assert q.check(0).correct and q.choices[0] == "A small heart"
    choice = lead_from_holding(q.facts["holding"], "suit")
    assert choice.card.rank.letter == "A"       # the rules lead the ace if they lead the suit
    assert lead_from_holding(q.facts["holding"], "NT").card.rank.letter == "3"  # NT: fourth best


def test_signals():
    # Attitude: high encourages (J82 -> 8); count: high-low with an even number (9642 -> 6).
    att = signal_from_holding(Q["attitude"].facts["signal"], "partner", "NT")
    assert att.card.rank.letter == "8" and Q["attitude"].choices[Q["attitude"].answer].startswith("The ♠8")
    cnt = signal_from_holding(Q["count"].facts["signal"], "declarer", "NT")
    assert cnt.card.rank.letter == "6" and Q["count"].choices[Q["count"].answer].startswith("The ♠6")


def test_second_hand_sits_under_the_dummy_it_plays_before():
    """'second-hand-low': declarer (South) leads towards dummy (North), so West plays before
    dummy's ♠K J 8 — West's ace and queen sit *under* them (a card sits over another when it
    plays after it: finesse-who's "king sitting over the queen"). The explanation once said
    "over"."""
    q = Q["second-hand-low"]
    play = Play(q.context.deal, q.facts["dd_contract"], q.facts["dd_cards"].split())
    assert play.turn is Seat.WEST and play.turn.lho is play.dummy   # dummy plays right after West
    assert "sit under them" in q.explanation and "sit over" not in q.explanation
