"""Four-hand computer players and the declarer practice game."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings, strategies as st

from bridgelib import Card, Contract, Deal, Hand, Play, Seat, Strain, deck
from bridgelib.bots.fourhand import (DeclarerPractice, DoubleDummyPlayer, HeuristicPlayer,
                                     dd_card_tricks, practice_contract)
from bridgelib.errors import IllegalPlay

C = Card.from_str
BOT = HeuristicPlayer()


def deal_with(south: str, west: str, north: str, east: str) -> Deal:
    return Deal({Seat.SOUTH: Hand.from_pbn(south), Seat.WEST: Hand.from_pbn(west),
                 Seat.NORTH: Hand.from_pbn(north), Seat.EAST: Hand.from_pbn(east)})


def with_west(pbn: str) -> Deal:
    """West's hand as given, the other 39 cards dealt in deck order to N, E, S."""
    west = Hand.from_pbn(pbn)
    rest = [c for c in deck() if c not in west]
    return Deal({Seat.WEST: west, Seat.NORTH: Hand(rest[:13]), Seat.EAST: Hand(rest[13:26]),
                 Seat.SOUTH: Hand(rest[26:])})


# A deal built so that each position below is easy to read.
D = deal_with(south="AKQ2.AK2.AK2.AK2", west="JT95.QJ5.QJ5.QJ5",
              north="8764.T98.T98.T98", east="3.7643.7643.7643")


def play_from(cards, contract="3NTS", deal=D):
    return Play(deal, contract, cards.split())


def test_the_test_deal_is_a_deal():
    assert D.is_complete


def test_opening_lead_top_of_a_sequence():
    assert BOT.choose(play_from("")) == C("SJ")  # J T 9 5 of spades, the longest suit: the jack


def test_opening_lead_ace_from_ace_king_and_fourth_best():
    assert BOT.choose(Play(with_west("AK52.J53.J53.QJ5"), "3NTS")) == C("SA")  # ace from A K
    assert BOT.choose(Play(with_west("Q852.J53.J73.Q95"), "3NTS")) == C("S2")  # fourth best


def test_second_hand_low():
    assert BOT.choose(play_from("SJ")) == C("S4")  # dummy cannot beat the jack: low


def test_win_as_cheaply_as_possible():
    assert BOT.choose(play_from("SJ S4 S3")) == C("SQ")  # South fourth: the queen will do
    # West third hand with Q J 5 after ♣3 and dummy's ♣2: declarer (North, hidden) may
    # hold the 10, 9, 8: third hand high, but only as high as needed — the jack
    # (the lower of equal honours; the ♣5 would win only if West could see North's hand).
    assert BOT.choose(Play(D, "3NTN", ["C3", "C2"])) == C("CJ")


def test_never_overtake_partners_winner():
    p = Play(D, "3NTE", ["SA", "S5"])  # South leads the ace; North third hand
    assert BOT.choose(p) == C("S4")
    p = Play(D, "4HN", ["S3", "SA", "S5"])  # North fourth, partner South winning
    assert BOT.choose(p) == C("S4")


def test_ruff_the_opponents_winner_with_the_lowest_trump():
    p = Play(D, "4HN", ["S3", "SA", "S5", "S4", "SK", "S9", "S6"])
    assert p.turn is Seat.EAST and not p.hand(Seat.EAST).length(C("S2").suit)
    assert BOT.choose(p) == C("H3")


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from(list(Strain)))
def test_the_bot_always_plays_a_legal_card_to_the_end(seed, strain):
    deal = Deal.random(seed=seed)
    p = Play(deal, Contract(3, strain, 0, Seat(seed % 4)))
    while not p.is_complete:
        card = BOT.choose(p)
        assert card in p.legal_cards()
        p.play(card)
    assert p.declarer_tricks + p.defender_tricks == 13


def test_heuristic_defence_is_better_than_random():
    """Over 40 practice deals, heuristic declarer play takes fewer tricks against the
    heuristic defenders than against defenders playing random legal cards."""
    vs_bot = vs_random = 0
    for seed in range(40):
        g = DeclarerPractice.from_seed(seed)
        for defence in ("bot", "random"):
            rng = random.Random(seed)
            p = Play(g.deal, g.contract)
            while not p.is_complete:
                if p.turn in (p.declarer, p.dummy) or defence == "bot":
                    p.play(BOT.choose(p))
                else:
                    p.play(rng.choice(p.legal_cards()))
            if defence == "bot":
                vs_bot += p.declarer_tricks
            else:
                vs_random += p.declarer_tricks
    assert vs_bot + 20 < vs_random  # at least half a trick a deal


def test_double_dummy_against_endplays_table():
    from endplay.dds import calc_dd_table
    from endplay.types import Deal as EDeal, Denom, Player

    deal = Deal.random(seed=11)
    p = Play(deal, "4HS")
    leads = dd_card_tricks(p)
    assert set(leads) == set(p.legal_cards())
    table = calc_dd_table(EDeal(deal.pbn()))
    # The defence picks the lead that holds declarer to the fewest tricks.
    assert min(leads.values()) == table[Denom.hearts, Player.south]
    card = DoubleDummyPlayer().choose(p)
    assert leads[card] == min(leads.values())


def test_practice_contract_by_hand():
    # 30 HCP and four spades opposite four: game in the eight-card major fit.
    assert practice_contract(D) == Contract.from_str("4SS")
    d2 = deal_with(south="AKQ.AK2.AK32.AK2", west="JT95.QJ5.QJ5.QJ5",
                   north="8764.T98.T98.T98", east="32.7643.764.7643")
    assert d2.is_complete
    assert practice_contract(d2) == Contract.from_str("3NTS")  # no major fit, no void or singleton


# ---------------------------------------------------------------- the practice game
def test_practice_refusals_leave_the_state_unchanged():
    g = DeclarerPractice(D, "3NTS")
    assert g.start() == ["West plays ♠J"]
    before = g.play.cards_played
    with pytest.raises(IllegalPlay, match="North must follow suit.*Law 44C"):
        g.play_card("H8")
    with pytest.raises(IllegalPlay, match="North does not hold it.*Law 45"):
        g.play_card("SA")  # South's card while North (dummy) is to play
    assert g.play.cards_played == before


def test_practice_learner_cannot_play_for_the_computer():
    g = DeclarerPractice(D, "3NTS")
    with pytest.raises(IllegalPlay, match="West's turn, and the computer plays for West"):
        g.play_card("SJ")


def test_practice_undo_and_log():
    g = DeclarerPractice(D, "3NTS")
    g.start()
    said = g.play_card("S6")
    assert said == ["North plays ♠6", "East plays ♠3"]
    assert g.play.turn is Seat.SOUTH
    said = g.play_card("SA")
    assert said[0] == "South plays ♠A; South wins trick 1" and len(said) == 1  # South leads next
    taken = g.undo()
    assert taken == [C("SA")] and g.play.turn is Seat.SOUTH
    assert g.undo() == [C("S3"), C("S6")]
    assert g.play.cards_played == (C("SJ"),)
    with pytest.raises(IllegalPlay, match="nothing to undo"):
        g.undo()


def test_practice_to_the_end_with_a_score():
    g = DeclarerPractice.from_seed(5)
    assert g.deal[Seat.NORTH].hcp + g.deal[Seat.SOUTH].hcp >= 24
    g.start()
    while not g.is_over:
        g.play_card(BOT.choose(g.play))
    assert g.visible_seats() == frozenset(Seat)
    status = g.status()
    assert ("made" in status or "down" in status) and status.endswith(".")
    with pytest.raises(IllegalPlay, match="after the play has ended"):
        g.play_card("SA")


def test_practice_hint_is_the_double_dummy_best():
    g = DeclarerPractice.from_seed(2)
    g.start()
    hint = g.hint()
    tricks = dd_card_tricks(g.play)
    assert tricks[hint.card] == max(tricks.values())
    assert str(hint).startswith("Double dummy: ") and f"needs {g.contract.tricks_needed}" in str(hint)


def test_practice_frame_hides_the_defenders():
    g = DeclarerPractice(D, "3NTS")
    g.start()
    f = g.frame()
    assert f.closed == frozenset("EW")
    assert f.trick == (("W", C("SJ")),)
    who, cards = g.clickable()
    assert who == "dummy (North)" and set(cards) == set(g.play.hand(Seat.NORTH))


def test_the_endplay_fallback_agrees_with_analysis_dd():
    from bridgelib.analysis.dd import solve
    from bridgelib.bots.fourhand import _solve_endplay

    g = DeclarerPractice.from_seed(9)
    g.start()
    for _ in range(6):  # positions at the start of a trick and within one
        assert sorted(_solve_endplay(g.play)) == sorted(solve(g.play))
        g.play_card(g.play.legal_cards()[-1])
