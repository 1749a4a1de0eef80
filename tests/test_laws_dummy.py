"""Dummy's rights (Law 42) and limitations (Law 43) as checks."""

import pytest

from bridgelib.errors import IllegalAction
from bridgelib.laws.dummy import DummyAction, check_dummy, dummy_may


@pytest.mark.parametrize("action,law", [
    ("give-information", "42A1"),     # "in the Director's presence, as to fact or law"
    ("count-tricks", "42A2"),         # "He may keep count of tricks won and lost."
    ("play-as-directed", "42A3"),     # "He plays the cards of the dummy as declarer's agent"
    ("ask-declarer-revoke", "42B1"),  # may ask declarer when he fails to follow suit
    ("warn-wrong-hand", "42B2"),      # "may try to prevent any irregularity by declarer"
])
def test_rights(action, law):
    assert check_dummy(action).law == law and dummy_may(action)


@pytest.mark.parametrize("action,law", [
    (DummyAction.DRAW_ATTENTION, 43),         # 43A1b "may not call attention to an irregularity"
    (DummyAction.SUGGEST_PLAY, 43),           # 43A1c "may not participate in the play"
    (DummyAction.COMMENT, 43),
    (DummyAction.EXCHANGE_HANDS, 43),         # 43A2a
    (DummyAction.WATCH_DECLARER, 43),         # 43A2b
    (DummyAction.LOOK_AT_DEFENDER_HAND, 43),  # 43A2c
    (DummyAction.ASK_DEFENDER_REVOKE, 61),    # 61B: dummy asks declarer, not a defender
    (DummyAction.TOUCH_CARD, 45),             # 45F (seed «F. Болван указывает карту»)
    (DummyAction.CALL_DIRECTOR, 43),          # 43A1a "should not initiate a call"
])
def test_limitations_during_play(action, law):
    with pytest.raises(IllegalAction) as e:
        check_dummy(action)
    assert e.value.law == law and not dummy_may(action)


def test_after_the_play():
    # 42B3: "may draw attention to any irregularity, but only after play of the hand is
    # concluded"
    assert check_dummy("draw-attention", play_over=True).law == "42B3"
    assert check_dummy("call-director", play_over=True).law == "43A1a"
    assert check_dummy("call-director", attention_drawn=True).law == "43A1a"
    assert dummy_may("comment", play_over=True)


def test_after_violating_43A2():
    # 43B2a: "warns declarer not to lead from the wrong hand, either defender may choose the
    # hand from which declarer shall lead"; 43B2b: asking first about a revoke — Law 64
    # applies as if established; 43B2c: no rectification of a defender's irregularity
    assert check_dummy("warn-wrong-hand", violated_43a2=True).law == "43B2a"
    assert check_dummy("ask-declarer-revoke", violated_43a2=True).law == "43B2b"
    with pytest.raises(IllegalAction, match="43B2c"):
        check_dummy("draw-attention", violated_43a2=True)
    with pytest.raises(IllegalAction, match="not one of dummy's actions"):
        check_dummy("sing")
