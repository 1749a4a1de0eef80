"""Honeymoon bridge against the computer: the plain session (no Jupyter) and its view."""

from __future__ import annotations

import random

import pytest

from bridgelib import Card
from bridgelib.errors import BridgeError, IllegalCall, IllegalPlay
from bridgelib.games.honeymoon import ActionKind, Phase
from bridgelib.widgets.practice import HoneymoonPractice


class FirstLegal:
    """A stand-in bot: the first action the engine allows (its logic is not under test)."""

    def choose(self, game):
        return game.legal_actions()[0]


class CardsOnly:
    """A bot answering with bare cards and calls, as some bots do."""

    def choose_card(self, game):
        return game.legal_cards()[-1]

    def choose_call(self, game):
        return game.legal_calls()[0]

    def choose_draw(self, game):
        return None


def session(seed=1, bot=None):
    s = HoneymoonPractice.from_seed(seed, bot=bot or FirstLegal())
    s.start()
    return s


def finish(s, rng, bid_first=True):
    n = 0
    while not s.is_over:
        if s.wants_call:
            calls = s.game.legal_calls()
            s.make_call(calls[1] if bid_first and n == 0 else calls[0])
        else:
            s.play_card(rng.choice(s.game.legal_cards()))
        n += 1


def test_the_learner_acts_only_in_turn_and_draws_automatically():
    s = session()
    assert s.learner_turn and s.game.turn == "You"
    talon = len(s.game.talon)
    who, cards = s.clickable()
    assert who == "your hand" and set(cards) == set(s.game.hand("You"))
    said = s.play_card(s.game.legal_cards()[0])
    assert said[0].startswith("You play ") and any(x.startswith("The computer plays") for x in said)
    if len(s.game.preliminary_tricks) == 1:
        assert len(s.game.talon) == talon - 2  # both drew after the trick
        assert any(x.startswith("You draw ") for x in said)
        assert "The computer draws a card" in said  # its card stays hidden


def test_an_illegal_card_is_refused_with_the_rule_and_nothing_changes():
    s = session(seed=3)
    # Wait until the learner must follow a suit it holds.
    rng = random.Random(0)
    for _ in range(40):
        trick = s.game.state.trick_cards
        if trick and s.learner_turn and s.game.phase is Phase.PRELIMINARY:
            led = trick[0][1].suit
            hand = s.game.hand("You")
            if hand.length(led) and len(hand) > hand.length(led):
                break
        s.play_card(rng.choice(s.game.legal_cards()))
    else:
        pytest.fail("no position to test")
    bad = next(c for c in s.game.hand("You") if c.suit != led)
    before = s.game.actions
    with pytest.raises(IllegalPlay, match="must follow suit"):
        s.play_card(bad)
    assert s.game.actions == before


def test_undo_takes_back_the_learners_card_and_what_followed():
    s = session()
    before = s.game.actions
    card = s.game.legal_cards()[0]
    s.play_card(card)
    assert s.undo() == [card]
    assert s.game.actions == before and s.learner_turn
    with pytest.raises(IllegalPlay, match="nothing to undo"):
        s.undo()


def test_auction_and_main_play_to_the_end():
    s = session(seed=2)
    finish(s, random.Random(2))
    assert s.is_over and s.status().startswith("Game over: ")
    f = s.frame()
    assert f.closed == frozenset() and f.talon == 0
    assert s.game.contract is not None
    if not s.game.contract.is_passed_out:
        assert "Score:" in s.status() and f.score.startswith("Tricks: you ")
    with pytest.raises(IllegalPlay, match="after the game has ended"):
        s.play_card("SA")


def test_calls_are_checked_by_the_engine():
    s = session(seed=4)
    rng = random.Random(4)
    while not s.wants_call:
        s.play_card(rng.choice(s.game.legal_cards()))
    with pytest.raises(IllegalCall):
        s.make_call("XX")  # nothing to redouble
    assert s.wants_call
    assert s.status() == "Auction — your turn: make a call."


def test_hint_in_the_main_play_only():
    s = session(seed=5)
    with pytest.raises(IllegalPlay, match="hints are given in the main play"):
        s.hint()
    rng = random.Random(5)
    bid = False
    while not (s.game.phase is Phase.MAIN and s.learner_turn):
        assert not s.is_over
        if s.wants_call:
            s.make_call("Pass" if bid else s.game.legal_calls()[1])
            bid = True
        else:
            s.play_card(rng.choice(s.game.legal_cards()))
    hint = s.hint()
    assert hint.startswith("Exact solver: ")
    # The hinted card keeps the best value the solver reports.
    from bridgelib.analysis.twohand import TwoHandSolver

    g = s.game
    solver = TwoHandSolver(g.contract.trump, may_trump_when_following=g.rules.may_trump_when_following)
    trick = g.state.trick_cards
    values = (solver.lead_values(g.hand("You"), g.hand("Computer")) if not trick else
              solver.reply_values(g.hand("Computer"), g.hand("You"), trick[0][1]))
    best = [c for c, v in values.items() if v == max(values.values())]
    assert str(best[0]) in hint.split(" keep")[0]


def test_bots_answering_with_cards_and_calls():
    s = session(seed=6, bot=CardsOnly())
    finish(s, random.Random(6))
    assert s.is_over
    kinds = {a.kind for a in s.game.actions if a.player == "Computer"}
    assert kinds == {ActionKind.CARD, ActionKind.DRAW, ActionKind.CALL}


def test_the_frame_hides_the_computers_hand():
    s = session()
    f = s.frame()
    assert set(f.hands) == {"You", "Computer"} and f.closed == frozenset({"Computer"})
    assert f.talon == len(s.game.talon)


def test_not_a_player():
    with pytest.raises(BridgeError):
        HoneymoonPractice(session().game, learner="Olga", bot=FirstLegal())


def test_the_view_over_a_honeymoon_session():
    pytest.importorskip("ipywidgets")
    from bridgelib.widgets import PlayAgainstComputer

    view = PlayAgainstComputer("honeymoon", seed=1, bot=FirstLegal())
    assert repr(view) == "PlayAgainstComputer('honeymoon', seed=1)"
    assert "a card face down" in view.html and "Talon:" in view.html  # the computer's hand
    legal = view.session.game.legal_cards()[0]
    assert f"data-act='card:{legal.pbn()}'" in view.html
    view.click(f"card:{legal.pbn()}")
    assert "You play " + str(legal) in view.html


def test_the_real_bot_when_it_exists():
    bots = pytest.importorskip("bridgelib.bots.honeymoon")
    assert bots is not None
    s = HoneymoonPractice.from_seed(8)
    s.start()
    finish(s, random.Random(8))
    assert s.is_over and isinstance(s.frame().hands["You"], type(s.game.hand("You")))
    assert all(isinstance(c, Card) for c in s.game.hand("You"))
