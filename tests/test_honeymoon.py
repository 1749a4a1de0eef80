"""Honeymoon bridge: rules as data, dealing, the four phases, refusals, undo, lenient replay."""

from __future__ import annotations

import pytest

from bridgelib import Card, Suit, IllegalCall, IllegalDraw, IllegalPlay, InvalidNotation, deck
from bridgelib.errors import IllegalAction
from bridgelib.games.honeymoon import (PRESETS, Action, ActionKind, FailedDouble, HoneymoonGame,
                                       HoneymoonRules, Phase, ScoringMethod, Who, rules_table)

C = Card.from_str
SEED, STD = PRESETS["seed"], PRESETS["standard"]


def cards(text):
    return [C(t) for t in text.split()]


def fresh(rules="seed"):
    """The unshuffled deck dealt by Olga: Sergey gets ♣2-4, ♣8-9, ♣Q-A, ♦5-6, ♦9-J."""
    return HoneymoonGame.from_deck(deck(), players=("Sergey", "Olga"), dealer="Olga", rules=rules)


# ---------------------------------------------------------------- rules
def test_presets_differ_where_the_seed_differs_from_published_rules():
    diff = {name for name, _, _ in SEED.differences(STD)}
    assert diff == {"name", "draw_first", "opener_must_bid", "redouble_ends_auction",
                    "main_opening_lead", "may_trump_when_following", "misdraw_remedy",
                    "revoke_remedy", "scoring", "failed_double", "failed_double_penalty"}
    assert SEED.draw_first is Who.LEADER and STD.draw_first is Who.WINNER
    assert SEED.main_opening_lead is Who.DECLARER and STD.main_opening_lead is Who.DEFENDER
    assert SEED.scoring is ScoringMethod.SEED and STD.scoring is ScoringMethod.RUBBER
    assert SEED.packets == STD.packets == (3, 2, 3, 2, 3)


def test_rules_are_frozen_values_with_pasteable_repr():
    assert repr(SEED) == "HoneymoonRules.preset('seed')"
    mine = SEED.replace(may_trump_when_following=False)
    assert eval(repr(mine), {"HoneymoonRules": HoneymoonRules, "Who": Who}) == mine
    with pytest.raises(Exception):
        SEED.draw_first = Who.WINNER  # type: ignore[misc]
    with pytest.raises(InvalidNotation, match="not a honeymoon rule"):
        SEED.replace(trumps_allowed=True)
    with pytest.raises(InvalidNotation, match="preset"):
        HoneymoonRules.preset("chinese")
    with pytest.raises(InvalidNotation, match="13 cards"):
        SEED.replace(packets=(3, 3))


def test_rules_explain_quotes_the_seed():
    assert "сделал ход" in SEED.explain("draw_first")
    assert STD.explain("draw_first") == "the winner of the trick draws first"
    assert SEED.explain("packets") == ("the dealer gives the cards in packets of 3-2-3-2-3, "
                                       "the non-dealer first")
    rows = rules_table(SEED, STD)
    assert rows[0] == ("rule", "seed", "standard") and len(rows) == 17  # 16 rules + header


# ---------------------------------------------------------------- dealing
def test_deal_in_packets_non_dealer_first():
    g = fresh()
    # packets 3-2-3-2-3 from the top of the unshuffled deck, Sergey (non-dealer) first
    assert g.hand("Sergey") == g.initial_hands["Sergey"]
    assert sorted(g.hand("Sergey").cards) == sorted(cards(
        "C2 C3 C4 C8 C9 CQ CK CA D5 D6 D9 DT DJ"))
    assert sorted(g.hand("Olga").cards) == sorted(cards(
        "C5 C6 C7 CT CJ D2 D3 D4 D7 D8 DQ DK DA"))
    assert g.talon[:3] == tuple(cards("H2 H3 H4")) and len(g.talon) == 26


def test_constructor_refuses_bad_deals():
    hands = {"Sergey": "Q.AT932.T52.KJ94", "Olga": "5.J7654.983.AQT8"}
    talon = "S8 SK S2 DJ DA HK H8 ST D6 S3 DK D4 S6 S4 D7 HQ C2 DQ C5 SJ SA C6 S9 C3 S7 C7"
    HoneymoonGame(hands, talon.split(), dealer="Olga")
    with pytest.raises(InvalidNotation, match="26"):
        HoneymoonGame(hands, talon.split()[:-1], dealer="Olga")
    with pytest.raises(InvalidNotation, match="appears twice"):
        HoneymoonGame(hands, talon.replace("C7", "CK").split(), dealer="Olga")
    with pytest.raises(InvalidNotation, match="dealer"):
        HoneymoonGame(hands, talon.split(), dealer="Ivan")
    with pytest.raises(InvalidNotation, match="player name"):
        HoneymoonGame({"Ser gey": hands["Sergey"], "Olga": hands["Olga"]}, talon.split(),
                      dealer="Olga")


# ---------------------------------------------------------------- preliminary play
def test_preliminary_follow_suit_and_draw_order_per_preset():
    for rules, first in (("seed", "Sergey"), ("standard", "Olga")):
        g = fresh(rules)
        assert g.expected == (ActionKind.CARD, "Sergey")  # the non-dealer leads
        g.play("C2")
        assert [a.card for a in g.legal_actions()] == cards("CJ CT C7 C6 C5")
        g.play("C5")                                      # Olga wins with the five
        assert g.preliminary_tricks[0].winner == "Olga"
        assert g.expected == (ActionKind.DRAW, first)     # seed: leader; standard: winner
        g.draw()
        assert g.hand(first).cards >= {C("H2")}
        g.draw()
        assert g.expected == (ActionKind.CARD, "Olga")    # the winner leads next


def test_refusals_name_the_rule_and_change_nothing():
    g = fresh()
    g.play("C2")
    before = (g.state, g.actions)
    with pytest.raises(IllegalPlay, match="must follow suit") as e:
        g.play("D2")
    assert e.value.rule == "follow-suit" and "♣J ♣10 ♣7 ♣6 ♣5" in str(e.value)
    with pytest.raises(IllegalPlay, match="Olga does not hold it") as e:  # not where it is
        g.play("CA", "Olga")
    assert "Sergey" not in str(e.value)
    with pytest.raises(IllegalPlay, match="already played"):
        g.play("C3", "Sergey")
    with pytest.raises(IllegalDraw, match="cannot draw now"):
        g.draw("Olga")
    with pytest.raises(IllegalCall, match="too early"):
        g.call("1C", "Olga")
    assert (g.state, g.actions) == before
    g.play("C5")
    with pytest.raises(IllegalDraw, match="draws first") as e:
        g.draw("Olga")
    assert e.value.rule == "draw-out-of-turn"
    with pytest.raises(IllegalDraw, match="draws the top card") as e:
        g.draw("Sergey", "H3")
    assert "♥2" not in str(e.value)  # the top card of the talon is face down: never named
    with pytest.raises(IllegalPlay, match="must first draw"):
        g.play("C6", "Olga")
    assert g.state.phase is Phase.PRELIMINARY and len(g.talon) == 26


def test_undo_restores_every_step_to_the_start():
    g = fresh()
    start = g.state
    snapshots = []
    while g.phase is Phase.PRELIMINARY:
        snapshots.append(g.state)
        g.apply(g.legal_actions()[-1])
    assert g.phase is Phase.AUCTION and not g.talon and len(g.hand("Olga")) == 13
    for snap in reversed(snapshots):
        g.undo()
        assert g.state is snap
    assert g.state is start
    with pytest.raises(IllegalAction, match="nothing to undo"):
        g.undo()


def _to_auction(rules="seed"):
    g = fresh(rules)
    while g.phase is Phase.PRELIMINARY:
        g.apply(g.legal_actions()[0])
    return g


# ---------------------------------------------------------------- auction
def test_seed_auction_dealer_must_bid_and_redouble_ends():
    g = _to_auction("seed")
    assert g.turn == "Olga" and "Pass" not in [c.pbn() for c in g.legal_calls()]
    for c in ("1C", "1H", "1NT", "2H", "X"):
        g.call(c)
    assert [c.pbn() for c in g.legal_calls()][:3] == ["Pass", "2S", "2NT"]
    assert g.legal_calls()[-1].pbn() == "XX"
    g.call("XX")
    assert g.phase is Phase.MAIN and str(g.contract) == "2♥XX" and g.declarer == "Sergey"
    assert g.turn == "Sergey"                       # the declarer leads (seed)


def test_standard_auction_needs_a_pass_and_the_defender_leads():
    g = _to_auction("standard")
    g.call("Pass")
    g.call("1S")
    with pytest.raises(IllegalCall, match="insufficient") as e:
        g.call("1H")
    assert e.value.law == 27
    with pytest.raises(IllegalCall, match="redouble is not allowed"):
        g.call("XX")
    g.call("X")
    g.call("XX")
    assert g.phase is Phase.AUCTION                # a redouble does not end it here
    g.call("Pass")
    assert g.contract.pbn() == "1SXX" and g.declarer == "Sergey" and g.turn == "Olga"


def test_standard_two_passes_pass_the_deal_out():
    g = _to_auction("standard")
    g.call("Pass")
    g.call("Pass")
    assert g.phase is Phase.OVER and g.contract.is_passed_out
    assert g.score().points == (0, 0)
    with pytest.raises(IllegalPlay, match="passed out"):
        g.play(g.hand("Olga").sorted_cards[0])


def test_literal_double_ends_auction_switch():
    g = _to_auction(SEED.replace(double_ends_auction=True, name="literal"))
    g.call("1C")
    g.call("X")
    assert g.phase is Phase.MAIN and g.contract.pbn() == "1CX" and g.declarer == "Olga"


# ---------------------------------------------------------------- main play
def _play_out(g):
    while not g.is_over:
        g.apply(g.legal_actions()[0])
    return g


def test_may_trump_when_following_is_the_seed_rule_only():
    for rules, allowed in (("seed", True), ("standard", False)):
        g = _to_auction(rules)
        g.call("1S")
        g.call("Pass")
        leader = g.turn
        other = g.other(leader)
        led = next(c for c in g.hand(leader).sorted_cards if c.suit is not Suit.SPADES
                   and g.hand(other).length(c.suit) and g.hand(other).length(Suit.SPADES))
        g.play(led)
        trump = g.hand(other).suit_cards(Suit.SPADES)[0]
        assert g.is_legal(Action.of_card(other, trump)) is allowed


def test_lenient_replay_reports_and_continues():
    g = fresh("standard")
    g.play("C2")
    found = g.apply("Olga D2", lenient=True)
    assert [(i.phase, i.trick, i.player, i.kind) for i in found] == [
        ("preliminary", 1, "Olga", "follow-suit")]
    assert g.preliminary_tricks[0].winner == "Sergey"   # ♣2 holds: a discard never wins
    assert [a.card for a in g.legal_actions()] == cards("H2 H3")
    g.draw("Sergey", "H3")
    assert g.talon[0] == C("H2")
    with pytest.raises(IllegalDraw, match="draws the top card") as e:
        g.apply("Olga draws H4", lenient=True)       # impossible even when lenient
    assert "♥2" not in str(e.value)                  # Olga has not seen the top card


def test_seed_misdraw_remedy_lets_the_opponent_choose():
    g = fresh("seed")
    g.play("C2")
    g.play("C5")
    found = g.apply("Olga draws H2", lenient=True)      # Sergey, the leader, draws first
    assert found[0].kind == "draw-out-of-turn" and found[0].trick == 1
    assert [a.card for a in g.legal_actions()] == cards("H3 H4")
    g.draw("Sergey", "H4")
    assert g.talon[0] == C("H3")


def test_game_over_scores_and_refuses_more():
    g = _to_auction()
    g.call("7NT")
    g.call("Pass")
    _play_out(g)
    assert g.phase is Phase.OVER and sum(g.tricks_won(p) for p in g.players) == 13
    sc = g.score()
    assert sc.declarer == "Olga" and sc.points == (
        (0, sc.opponent_points) if g.tricks_won("Olga") < 13 else (sc.declarer_points, 0))
    with pytest.raises(IllegalPlay, match="game has ended"):
        g.apply(Action.of_card("Sergey", "SA"))
    assert g.legal_actions() == [] and g.turn is None


def test_actions_parse_and_print():
    assert Action.from_str("Olga draws SK") == Action.of_draw("Olga", "SK")
    assert Action.from_str("Sergey 2H").call.pbn() == "2H"
    assert Action.from_str("Sergey H2").card == C("H2")
    assert Action.from_str("Olga Pass").to_text() == "Olga Pass"
    for bad in ("Sergey", "Sergey ZZ", "Sergey draws 2H", "Ser{gey HQ", "1C HQ"):
        with pytest.raises(InvalidNotation):
            Action.from_str(bad)
    assert FailedDouble("doubler") is FailedDouble.DOUBLER


def test_refused_lead_at_main_trick_1_names_its_rule_and_law():
    # the honeymoon-bridge text: «Победивший в торговле игрок назначается разыгрывающим, он имеет право
    # сделать первый ход» (the declarer leads); the standard rules: his opponent leads.
    # A refusal names the rule (main_opening_lead) and its Law (54, opening lead out of turn).
    for rules, calls in (("seed", ("1C", "1H", "1NT", "2H", "X", "XX")),
                         ("standard", ("Pass", "1S", "Pass"))):
        g = _to_auction(rules)
        for c in calls:
            g.call(c)
        wrong = "Olga" if g.turn == "Sergey" else "Sergey"
        before = g.state
        with pytest.raises(IllegalPlay) as e:
            g.play(g.hand(wrong).sorted_cards[0], wrong)
        msg = str(e.value)
        assert "main_opening_lead: " + PRESETS[rules].explain("main_opening_lead") in msg
        assert "Law 54" in msg and e.value.law == 54 and g.state is before
