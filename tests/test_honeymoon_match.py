"""Honeymoon bridge over several deals: the draw for dealer, the match, the void-must-trump reading.

Expectations come from the honeymoon-bridge text (sources/honeymoon-bridge.ru.txt): the lowest
suit deals and equal suits draw again; a match is one game or a rubber of two, points added;
and from contract-bridge rubber scoring for the standard preset (game 100, rubber 700 two
games to none, 500 two to one).
"""

from __future__ import annotations

import random

import pytest

from bridgelib import IllegalAction, IllegalPlay, InvalidNotation
from bridgelib.auction import Contract
from bridgelib.bots.honeymoon import play_game
from bridgelib.cards import Card
from bridgelib.games.honeymoon import HoneymoonGame, HoneymoonRules
from bridgelib.games.honeymoon_match import HoneymoonMatch, draw_for_dealer
from bridgelib.scoring.honeymoon import rubber_score, seed_score


# ---------------------------------------------------------------- the draw for dealer
@pytest.mark.parametrize("seed", range(200))
def test_the_lowest_suit_deals_and_equal_suits_draw_again(seed):
    d = draw_for_dealer(("Sergey", "Olga"), seed=seed)
    *earlier, last = [(Card.from_str(a), Card.from_str(b)) for a, b in d.rounds]
    assert all(a.suit == b.suit for a, b in earlier)
    a, b = last
    assert a.suit != b.suit
    assert d.dealer == ("Sergey" if a.suit < b.suit else "Olga")
    assert d == draw_for_dealer(("Sergey", "Olga"), seed=seed)  # seeded: the same draw again


def test_rank_does_not_count_only_the_suit():
    # the ace of clubs is lower than the two of diamonds here: clubs is the lowest suit
    assert draw_for_dealer(("A", "B"), cards=["CA", "D2"]).dealer == "A"
    assert draw_for_dealer(("A", "B"), cards=["H2", "CA"]).dealer == "B"
    d = draw_for_dealer(("A", "B"), cards=["S2", "SA", "H3", "D4"])
    assert len(d.rounds) == 2 and d.dealer == "B"
    assert "draw again" in d.explain() and "B has the lower suit (diamonds)" in d.explain()


def test_a_draw_that_never_differs_or_repeats_a_card_is_refused():
    with pytest.raises(InvalidNotation, match="never show two different suits"):
        draw_for_dealer(("A", "B"), cards=["S2", "S3"])
    with pytest.raises(InvalidNotation, match="only once"):
        draw_for_dealer(("A", "B"), cards=["S2", "S2", "H2", "C2"])


# ---------------------------------------------------------------- the text's own scoring
def _s(contract: str, tricks: int, declarer: str, opponent: str):
    return seed_score(Contract.from_str(contract), tricks, declarer=declarer, opponent=opponent)


def test_one_game_decides():
    m = HoneymoonMatch(("Sergey", "Olga")).add(_s("3H", 9, "Sergey", "Olga"))
    assert m.is_over and m.winner == "Sergey" and m.totals() == {"Sergey": 270, "Olga": 0}
    with pytest.raises(IllegalAction, match="the match is over") as exc:
        m.add(_s("1C", 7, "Olga", "Sergey"))
    assert exc.value.rule == "match-over"


def test_a_rubber_of_two_adds_both_games_and_can_be_drawn():
    m = HoneymoonMatch(("Sergey", "Olga"), length="rubber of two", first_dealer="Olga")
    m = m.add(_s("3H", 7, "Sergey", "Olga"))           # two down: Olga writes 2 × 30
    assert not m.is_over and m.winner is None and m.next_dealer == "Sergey"
    m = m.add(_s("1S", 7, "Olga", "Sergey"))           # 1♠ made: 7 tricks × 30 = 210
    assert m.totals() == {"Sergey": 0, "Olga": 270} and m.winner == "Olga"
    tie = HoneymoonMatch(("A", "B"), length="two").add(_s("1H", 7, "A", "B")).add(_s("1S", 7, "B", "A"))
    assert tie.is_over and tie.winner is None and "drawn" in tie.rows()[2]


def test_a_score_of_other_players_or_rules_is_refused():
    m = HoneymoonMatch(("Sergey", "Olga"))
    with pytest.raises(InvalidNotation, match="players"):
        m.add(_s("1S", 7, "Ivan", "Olga"))
    with pytest.raises(InvalidNotation, match="other scoring rules"):
        m.add(rubber_score(Contract.from_str("1S"), 7, declarer="Sergey", opponent="Olga"))


# ---------------------------------------------------------------- standard: the rubber scorepad
def _r(contract: str, tricks: int, declarer: str, opponent: str):
    return rubber_score(Contract.from_str(contract), tricks, declarer=declarer, opponent=opponent)


def test_standard_rules_keep_a_rubber_with_vulnerability():
    m = HoneymoonMatch(("Sergey", "Olga"), rules="standard")
    m = m.add(_r("4S", 10, "Sergey", "Olga"))          # 120 below: a game
    assert m.is_vulnerable("Sergey") and not m.is_vulnerable("Olga") and not m.is_over
    m = m.add(_r("2H", 6, "Olga", "Sergey"))           # two down, Olga not vulnerable: 100
    m = m.add(_r("3NT", 9, "Sergey", "Olga"))          # 100 below: second game, rubber 2-0
    assert m.is_over and m.winner == "Sergey"
    assert m.totals() == {"Sergey": 120 + 100 + 100 + 700, "Olga": 0}
    assert m.scorepad.games_won(m.scorepad.winner) == 2


def test_a_whole_game_played_by_the_bots_goes_into_the_match():
    rules = HoneymoonRules.preset("standard")
    m = HoneymoonMatch(("Sergey", "Olga"), rules=rules)
    for seed in range(12):
        if m.is_over:
            break
        g = play_game(HoneymoonGame.random(seed, players=("Sergey", "Olga"),
                                           dealer=m.next_dealer, rules=rules))
        before = sum(m.totals().values())
        m = m.add(g)
        assert sum(m.totals().values()) >= before
    assert m.is_over and m.winner in ("Sergey", "Olga")


# ---------------------------------------------------------------- the reading of one sentence


def _random_game(seed: int, rules: HoneymoonRules) -> HoneymoonGame:
    rng = random.Random(seed)
    g = HoneymoonGame.random(seed, rules=rules)
    while not g.is_over:
        g.apply(rng.choice(g.legal_actions()))
    return g


def test_void_must_trump_is_a_reading_the_learner_can_choose():
    """«При отсутствии козырей или карт масти можно выкладывать любую карту»: read as "with
    neither trumps nor the suit", a void player holding a trump must trump; read as "without
    trumps, or without the suit" (the default, and Law 44E) he may discard."""
    seed_rules = HoneymoonRules.preset("seed")
    strict_rules = seed_rules.replace(void_must_trump=True)
    assert "must trump" in strict_rules.explain("void_must_trump")
    for seed in range(60):
        g = _random_game(seed, seed_rules)            # legal under the default reading
        strict = HoneymoonGame.random(seed, rules=strict_rules)
        lenient = HoneymoonGame.random(seed, rules=strict_rules)
        for a in g.actions:
            if not strict.is_legal(a):
                st = strict.state
                before = (st.hands, st.trick)
                with pytest.raises(IllegalPlay, match="must trump") as exc:
                    strict.apply(a)
                assert "void_must_trump" in str(exc.value)
                assert (strict.state.hands, strict.state.trick) == before   # nothing changed
                found = lenient.apply(a, lenient=True)
                assert [x.rule for x in found] == ["void_must_trump"]
                return
            strict.apply(a)
            lenient.apply(a)
    pytest.fail("no deal among 60 had a void player discard while holding a trump")


def test_the_match_table_rows_add_up_to_the_totals():
    for rules in ("seed", "standard"):
        m = HoneymoonMatch(("Sergey", "Olga"), rules=rules, length="two")
        for seed in range(20):
            if m.is_over:
                break
            m = m.add(play_game(HoneymoonGame.random(seed, players=("Sergey", "Olga"),
                                                     dealer=m.next_dealer, rules=m.rules)))
        header, rows, caption = m.rows()
        body, total = rows[:-1], rows[-1]
        assert total[0] == "total" and header[-2:] == ["Sergey", "Olga"]
        assert [sum(r[4] for r in body), sum(r[5] for r in body)] == total[4:]
        assert caption.endswith(("wins", "drawn"))
