"""A refusal never tells a player where a card he cannot see is.

Typing a card one does not hold must not map the other hands: for random states of
every game in which a player's view is limited (yard bridge, honeymoon bridge, the
four-hand play layer, the honeymoon practice session, ``bridge yard``), and for
*every* card the player to act does not hold, the refusal has one and the same
shape (only the card differs) and names neither another player nor the talon.
"""

from __future__ import annotations

import io
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelib import Contract, Deal, Play, Seat, deck
from bridgelib.errors import IllegalPlay
from bridgelib.games.honeymoon import ActionKind, HoneymoonGame
from bridgelib.games.yard import YARD_FOUR, YARD_THREE, YardGame

SETTINGS = settings(max_examples=25, deadline=None)


def shapes(messages: dict) -> set[str]:
    """The refusals with the card itself blanked out: one shape expected."""
    return {msg.replace(str(card), "<card>") for card, msg in messages.items()}


def refusal(act, card) -> str:
    try:
        act(card)
    except IllegalPlay as exc:
        assert exc.rule == "not-held"
        return str(exc)
    raise AssertionError(f"{card} was accepted though it is not held")


# ---------------------------------------------------------------- yard bridge
@SETTINGS
@given(seed=st.integers(0, 10**6), three=st.booleans(), cards=st.integers(0, 35))
def test_yard_refusals_do_not_say_who_holds_a_card(seed, three, cards):
    names = ["Ann", "Bob", "Cy"] if three else ["Ann", "Bob", "Cy", "Di"]
    game = YardGame(YARD_THREE if three else YARD_FOUR, names=names, seed=seed)
    r, rng = game.round, random.Random(seed)
    while r.phase == "bidding":
        game.bid(rng.choice([b for b in range(r.tricks_total + 1) if b != r.forbidden_bid()]))
    for _ in range(min(cards, r.tricks_total * r.players - 1)):
        game.play(rng.choice(r.legal_cards()))
    actor = r.turn
    held = r.hand(actor)
    before = (r.hand(actor), r.cards_played)
    found = {c: refusal(r.check, c) for c in deck(36) if c not in held}
    assert found and len(shapes(found)) == 1, shapes(found)
    for msg in found.values():
        assert all(n not in msg for i, n in enumerate(names) if i != actor), msg
        assert f"{names[actor]} does not hold it" in msg  # and nothing about where it is
    assert (r.hand(actor), r.cards_played) == before  # nothing changed


def test_yard_cli_answers_an_opponents_card_without_naming_its_holder():
    from bridgelib.cli.cmd_yard import play_game

    # player 0 deals in round 1: three bots bid, then the human; then the human answers
    # every card prompt with each card he does not hold, then with "1" (a legal card)
    game = YardGame(YARD_FOUR, names=["You", "Bot 1", "Bot 2", "Bot 3"], seed=11)
    r = game.round
    others = [c for c in deck(36) if c not in r.hand(0)]
    answers = [str(b) for b in range(10)] + [c.pbn() for c in others] + ["1"] + ["q"]
    out = io.StringIO()
    play_game(game, human=0, inp=io.StringIO("\n".join(answers) + "\n"), out=out)
    text = out.getvalue()
    refusals = [ln for ln in text.splitlines() if "cannot play" in ln]
    assert len(refusals) >= len(others) - 9  # (cards the bots played first are refused too)
    assert all("you do not hold it" in ln and "Bot" not in ln for ln in refusals)


# ---------------------------------------------------------------- honeymoon bridge
@SETTINGS
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 120),
       rules=st.sampled_from(["seed", "standard"]))
def test_honeymoon_refusals_do_not_say_where_a_card_is(seed, steps, rules):
    game = HoneymoonGame.random(seed, players=("Sergey", "Olga"), rules=rules)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
    if game.is_over or game.expected_kind is not ActionKind.CARD:
        return
    actor = game.turn
    other = game.other(actor)
    state = game.state
    found = {c: refusal(lambda card: game.play(card, actor), c)
             for c in deck() if c not in game.hand(actor)}
    assert game.state == state  # refused, nothing changed
    assert len(shapes(found)) == 1, shapes(found)
    for msg in found.values():
        assert other not in msg and "talon" not in msg, msg


def test_a_wrong_draw_does_not_name_the_top_card():
    game = HoneymoonGame.random(3, players=("Sergey", "Olga"), rules="standard")
    while game.expected_kind is not ActionKind.DRAW:
        game.apply(game.legal_actions()[0])
    top = game.talon[0]
    wrong = game.talon[5]
    try:
        game.draw(game.turn, wrong)
    except Exception as exc:  # the engine refuses the draw
        assert str(top) not in str(exc) and "top card" in str(exc)
    else:  # pragma: no cover
        raise AssertionError("a draw of the sixth card was accepted")


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 10**4), moves=st.integers(0, 30))
def test_practice_session_refusals_do_not_map_the_computers_hand(seed, moves):
    from bridgelib.widgets.practice import HoneymoonPractice

    class FirstLegal:
        def choose(self, game):
            return game.legal_actions()[0]

    s = HoneymoonPractice.from_seed(seed, bot=FirstLegal())
    s.start()
    rng = random.Random(seed)
    for _ in range(moves):
        if s.is_over or s.wants_call:
            break
        s.play_card(rng.choice([a.card for a in s.game.legal_actions()]))
    if s.is_over or s.wants_call or not s.learner_turn:
        return
    found = {c: refusal(s.play_card, c) for c in deck() if c not in s.game.hand(s.learner)}
    assert len(shapes(found)) == 1, shapes(found)
    for msg in found.values():
        assert "Computer" not in msg and "talon" not in msg, msg
        assert "you do not hold it" in msg


# ---------------------------------------------------------------- four-hand play
@SETTINGS
@given(seed=st.integers(0, 10**6), cards=st.integers(0, 51),
       contract=st.sampled_from(["3NTS", "4SN", "2HE", "6DW"]))
def test_play_refusals_do_not_say_who_holds_a_card(seed, cards, contract):
    play = Play(Deal.random(seed), Contract.from_str(contract))
    rng = random.Random(seed)
    for _ in range(cards):
        play.play(rng.choice(play.legal_cards()))
    actor = play.turn
    found = {c: refusal(play.check, c) for c in deck() if c not in play.hand(actor)}
    assert len(shapes(found)) == 1, shapes(found)
    for msg in found.values():
        assert all(s.name_en not in msg for s in Seat if s is not actor), msg
