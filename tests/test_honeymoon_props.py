"""Property tests: random honeymoon games played bot against bot to the end, every invariant checked.

The checks are written from the rules, independently of the engine's own checks:
52 cards conserved at every step, draws taken from the top of the talon in order and
in the order the rules name, suit rules obeyed in every trick, the winner of each
trick recomputed, 13 + 13 tricks, and the score recomputed from the contract.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelib import deck
from bridgelib.bots.honeymoon import HoneymoonBot
from bridgelib.games.honeymoon import (PRESETS, ActionKind, FailedDouble, HoneymoonGame,
                                       HoneymoonRules, Phase, ScoringMethod, Who)
from bridgelib.scoring.honeymoon import rubber_score, seed_score

DECK = set(deck())

mixed_rules = st.builds(
    lambda base, draw, lead, trump, redbl, must: PRESETS[base].replace(
        name="mix", draw_first=draw, main_opening_lead=lead, may_trump_when_following=trump,
        redouble_ends_auction=redbl, opener_must_bid=must),
    st.sampled_from(["seed", "standard"]), st.sampled_from([Who.LEADER, Who.WINNER]),
    st.sampled_from([Who.DECLARER, Who.DEFENDER]), st.booleans(), st.booleans(), st.booleans())


def _winner(lead, reply, trump):
    if reply.suit == lead.suit:
        return 1 if reply.rank > lead.rank else 0
    return 1 if trump is not None and reply.suit == trump else 0


def _check_game(game: HoneymoonGame, rules: HoneymoonRules):
    bots = {p: HoneymoonBot(p) for p in game.players}
    start = game.state
    talon = list(game.initial_talon)
    drawn: list = []
    while not game.is_over:
        s = game.state
        # 52 cards: hands, talon, tricks and the trick in progress, all disjoint
        played = [c for t in s.preliminary + s.main for c in t.cards] + [c for _, c in s.trick]
        parts = [*s.hands, s.talon, played]
        assert sum(len(p) for p in parts) == 52 and set().union(*map(set, parts)) == DECK
        for i in (0, 1):   # hand sizes: 13, less the tricks played, the card on the table,
            on_table = any(j == i for j, _ in s.trick)      # and a draw still due
            assert len(s.hands[i]) == 13 - len(s.main) - on_table - (i in s.draws_due)
        action = bots[game.turn].choose(game)
        assert action in game.legal_actions()
        me = s.index(action.player)
        if action.kind is ActionKind.DRAW:
            last = s.preliminary[-1]
            first = last.leader if rules.draw_first is Who.LEADER else last.winner
            assert action.player == (first if not last.draws else game.other(first))
            assert action.card == s.talon[0] == talon[len(drawn)]
            drawn.append(action.card)
        elif action.kind is ActionKind.CARD and s.trick:
            lead = s.trick[0][1]
            held = [c for c in s.hands[me] if c.suit == lead.suit]
            trump = s.contract.trump if s.phase is Phase.MAIN else None
            assert action.card.suit == lead.suit or not held or (
                s.phase is Phase.MAIN and rules.may_trump_when_following
                and action.card.suit == trump)
        elif action.kind is ActionKind.CARD and s.phase is Phase.MAIN and not s.main:
            d = s.declarer
            want = d if rules.main_opening_lead is Who.DECLARER else 1 - d
            assert me == want
        game.apply(action)
    s = game.state
    assert drawn == talon and len(s.preliminary) == 13 and not game.irregularities
    for phase, tricks in (("preliminary", s.preliminary), ("main", s.main)):
        prev = None
        for t in tricks:
            trump = s.contract.trump if phase == "main" else None
            assert t.winner == t.players[_winner(t.cards[0], t.cards[1], trump)]
            if prev is not None:
                assert t.leader == prev.winner     # the winner leads to the next trick
            prev = t
    score = game.score()
    if s.contract.is_passed_out:
        assert not rules.opener_must_bid and score.points == (0, 0) and not s.main
    else:
        decl = s.players[s.declarer]
        tricks = game.tricks_won(decl)
        assert len(s.main) == 13 and tricks + game.tricks_won(game.other(decl)) == 13
        if rules.scoring is ScoringMethod.SEED:
            want = seed_score(s.contract, tricks, failed_double=rules.failed_double,
                              penalty=rules.failed_double_penalty)
            assert score.points == want.points
            made = tricks >= s.contract.tricks_needed
            assert (score.declarer_points > 0) == made
            if not made:
                assert score.opponent_points > 0
            elif s.contract.doubling and rules.failed_double is FailedDouble.DOUBLER:
                assert score.opponent_points == -rules.failed_double_penalty
        else:
            base = rubber_score(s.contract, tricks)
            honours = {e.points for e in score.entries if e.label.startswith("honours")}
            assert honours <= {100, 150}
            assert sum(e.points for e in score.entries if not e.label.startswith("honours")) == \
                sum(e.points for e in base.entries)
    # undo all the way back
    while len(game):
        game.undo()
    assert game.state is start


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), preset=st.sampled_from(["seed", "standard"]),
       dealer=st.sampled_from(["Sergey", "Olga"]))
def test_bot_games_under_both_presets(seed, preset, dealer):
    rules = PRESETS[preset]
    _check_game(HoneymoonGame.random(seed, dealer=dealer, rules=rules), rules)


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), rules=mixed_rules)
def test_bot_games_under_mixed_rules(seed, rules):
    _check_game(HoneymoonGame.random(seed, players=("Ann", "Bob"), rules=rules), rules)


@pytest.mark.parametrize("seed,preset", [(1, "seed"), (3, "standard")])
def test_exact_bots_play_legal_games(seed, preset):
    g = HoneymoonGame.random(seed, rules=preset)
    bots = {p: HoneymoonBot(p, exact=True) for p in g.players}
    while not g.is_over:
        a = bots[g.turn].choose(g)
        assert a in g.legal_actions()
        g.apply(a)
    assert sum(g.tricks_won(p) for p in g.players) == 13
    # on these deals the exact declarer bid only what the solver promised, and makes it
    assert g.tricks_won(g.declarer) >= g.contract.tricks_needed
