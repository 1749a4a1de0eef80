"""The defenders' rules asked one at a time (bridgelib.bots.defence) and the facts lesson 15
states about its deals.

Leads and signals are the standard ones of the ACBL Bridge Series (Commonly Used
Conventions / Play of the Hand): top of touching honours, fourth highest from a long suit
headed by an honour, low from three to an honour, top of a doubleton and of nothing, the
ace from ace-king, never lead away from an ace against a suit contract; attitude (high
encourages) on partner's lead, count (high-low with an even number) on declarer's.  The
lesson's claims about its deals are checked by DDS (endplay), an independent solver.
"""

from __future__ import annotations

import pytest

from bridgelib import Card, Deal, Play, Seat
from bridgelib.bots.cardplay import HeuristicPlayer
from bridgelib.bots.defence import (defender_card, lead_from_holding, opening_lead,
                                    signal_from_holding, suit_leads)
from bridgelib.errors import InvalidNotation
from bridgelib.render.course.two import stored_deals


@pytest.mark.parametrize("holding, nt, suit", [
    ("K Q J 4", "K", "K"), ("Q J 9 3", "Q", "Q"), ("A K 7 4", "A", "A"),
    ("K 9 7 4 2", "4", "4"), ("Q 8 6 3", "3", "3"), ("J 7 3", "3", "3"),
    ("8 6", "8", "8"), ("7 4 2", "7", "7"), ("A 8 6 3", "3", "A"), ("KQT4", "K", "K"),
])
def test_leads_from_a_holding_are_the_standard_ones(holding, nt, suit):
    assert lead_from_holding(holding, "NT").card.rank.label == nt
    assert lead_from_holding(holding, "suit").card.rank.label == suit


@pytest.mark.parametrize("holding, nt, suit", [
    ("K J 10 4", "J", "J"), ("A J 10 4", "J", "A"), ("K 10 9 3", "10", "10"),
    ("Q 10 9 3", "10", "10"), ("A Q J 4", "Q", "A"), ("A 10 9 4", "10", "A"),
])
def test_interior_sequences_lead_their_top_card(holding, nt, suit):
    # The ACBL convention card's standard leads (ACBL Bridge Feed, "Standard leads"):
    # from K J 10 x the jack, not fourth best; against a suit a suit headed by the ace
    # (not A K) is led with the ace.
    lead = lead_from_holding(holding, "NT")
    assert lead.card.rank.label.replace("T", "10") == nt
    assert lead.rule == "top of an interior sequence"
    assert lead_from_holding(holding, "suit").card.rank.label.replace("T", "10") == suit


def test_each_lead_names_its_rule():
    assert lead_from_holding("K 9 7 4 2").rule == "fourth best"
    assert lead_from_holding("Q J 9 3", "suit").rule == "top of a sequence"
    assert lead_from_holding("A K 7 4", "suit").rule == "the ace from ace–king"
    assert "never lead away from an ace" in lead_from_holding("A 8 6 3", "suit").rule
    assert lead_from_holding("J 7 3").rule == "low from three to an honour"


@pytest.mark.parametrize("bad", ["K Z 3", "K K 3", "", "11 4"])
def test_a_bad_holding_is_refused_with_the_input(bad):
    with pytest.raises(InvalidNotation, match="holding"):
        lead_from_holding(bad)


def test_a_bad_contract_kind_or_leader_is_refused():
    with pytest.raises(InvalidNotation, match="'both'"):
        lead_from_holding("K Q J", "both")
    with pytest.raises(InvalidNotation, match="'dummy'"):
        signal_from_holding("8 2", "dummy")
    with pytest.raises(InvalidNotation, match="no ace or king"):
        signal_from_holding("K 8 2")


@pytest.mark.parametrize("holding, on, against, card", [
    ("J 8 2", "partner", "NT", "8"),      # an honour: encourage
    ("9 7 2", "partner", "NT", "2"),      # nothing: discourage
    ("8 2", "partner", "NT", "2"),
    ("8 2", "partner", "suit", "8"),      # a doubleton against a suit: encourage, to ruff
    ("9 6 4 2", "declarer", "NT", "6"),   # even: high-low (second highest of four)
    ("8 2", "declarer", "NT", "8"),       # even: the higher of two
    ("8 5 3", "declarer", "NT", "3"),     # odd: the lowest
])
def test_signals_are_attitude_and_count(holding, on, against, card):
    choice = signal_from_holding(holding, on, against)
    assert choice.card.rank.label == card
    assert ("attitude" if on == "partner" else "count") in choice.rule


def test_the_card_is_always_the_computer_defenders_own():
    """defender_card names a rule, never makes a second choice: over whole plays by the
    computer at every seat, its card is HeuristicPlayer's."""
    for seed in range(6):
        deal = Deal.random(seed=seed)
        play = Play(deal, "3NTS" if seed % 2 else "4HS")
        bot = HeuristicPlayer()
        while play.turn is not None:
            card = bot.choose(play)
            if play.turn not in (play.declarer, play.dummy):
                choice = defender_card(play)
                assert choice.card == card and choice.rule
            play.play(card)


def test_defender_card_refuses_declarer_and_a_finished_play():
    play = Play(Deal.random(seed=1), "3NTS")
    play.play(HeuristicPlayer().choose(play))
    with pytest.raises(InvalidNotation, match="not a defender"):
        defender_card(play)   # North, dummy, is to play


# ---------------------------------------------------------------- the lesson's deals
DEALS = stored_deals("defence")


def _values(name, contract, cards=""):
    pytest.importorskip("endplay")
    from bridgelib.analysis.dd import solve

    play = Play(DEALS[name].deal, contract, cards.split())
    return play, dict(solve(play))


def test_only_the_fourth_best_lead_beats_3nt():
    play, v = _values("fourth-best", "3NTS")
    lead = opening_lead(play.deal, "3NTS")
    assert lead.card == Card.from_str("D6") and lead.rule.endswith("fourth best")
    assert v[lead.card] >= 5
    assert all(v[c.card] < 5 for c in suit_leads(play.deal, "3NTS") if c.card.suit != lead.card.suit)
    assert Card.from_str("DA") in play.deal[Seat.EAST]      # partner holds an honour in it


def test_only_the_singleton_lead_beats_4s():
    play, v = _values("singleton", "4SS")
    lead = opening_lead(play.deal, "4SS")
    assert lead.card == Card.from_str("D5") and play.deal[Seat.WEST].length(lead.card.suit) == 1
    assert v[lead.card] == 4
    assert all(v[c.card] < 4 for c in suit_leads(play.deal, "4SS") if c.card != lead.card)


def test_a_small_card_away_from_the_ace_lets_4s_make():
    play, v = _values("away-from-ace", "4SS")
    lead = opening_lead(play.deal, "4SS")
    assert lead.card.suit.symbol != "♥" and "headed by the ace" in lead.why
    assert v[Card.from_str("H3")] < 4 <= v[Card.from_str("HA")] and v[lead.card] >= 4


def test_second_hand_low_third_hand_high_and_cover_each_save_a_trick():
    play, v = _values("second-hand", "3NTS", "H7 H3 HT HQ ST")
    c = defender_card(play)
    assert c.card == Card.from_str("S4") and c.rule.startswith("second hand low")
    assert v[Card.from_str("SA")] == v[c.card] - 1
    play, v = _values("third-hand", "3NTS", "C2 C3")
    c = defender_card(play)
    assert c.card == Card.from_str("CQ") and c.rule.startswith("third hand high")
    assert v[Card.from_str("C5")] < v[c.card] == v[Card.from_str("C9")]
    assert Card.from_str("CT") in play.deal[Seat.WEST]        # why the nine is as good
    play, v = _values("cover", "3NTS", "H4 HT H3 H2 S2 S3 ST S5 CQ")
    c = defender_card(play)
    assert c.card == Card.from_str("CK") and c.rule == "cover an honour with an honour"
    assert all(v[x] < v[c.card] for x in v if x != c.card)
