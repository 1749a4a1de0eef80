"""Dummy's rights and limitations (Laws 42–43) as checks.

:func:`check_dummy` answers "may dummy do this now?": it returns the
:class:`~bridgelib.laws.core.Ruling` that allows it, or raises
:class:`~bridgelib.errors.IllegalAction` naming the law that forbids it.  After dummy
has broken one of the limitations of Law 43A2 (exchanging hands with declarer, leaving
his seat to watch him, looking at a defender's cards) some of his rights change
(43B2): pass ``violated_43a2=True``.

The laws text has Law 43 (from its section A1) and 45F; Law 42 is not in its pages.  The
seed's 43A1(C) — «Болван не может ... делать любые замечания или задавать какие-либо
вопросы по поводу торговли или игры» — reads as a total ban on questions; Law 42B1 (in
both editions) makes one exception, the question to declarer about a failure to follow
suit.

>>> check_dummy(DummyAction.COUNT_TRICKS).law
'42A2'
>>> check_dummy(DummyAction.DRAW_ATTENTION)
Traceback (most recent call last):
...
bridgelib.errors.IllegalAction: dummy may not draw attention to an irregularity during the play (Law 43A1b; he may after the play, Law 42B3)
>>> print(check_dummy(DummyAction.WARN_WRONG_HAND, violated_43a2=True))
Law 43B2a: dummy may warn declarer against leading from the wrong hand, but because he has broken Law 43A2 either defender may now choose the hand from which declarer leads
"""

from __future__ import annotations

import enum

from ..errors import IllegalAction
from ..rules import RuleId
from .core import Ruling

__all__ = ["DummyAction", "check_dummy", "dummy_may"]


class DummyAction(enum.Enum):
    """Things dummy might do during the play."""

    GIVE_INFORMATION = "give-information"
    COUNT_TRICKS = "count-tricks"
    PLAY_AS_DIRECTED = "play-as-directed"
    ASK_DECLARER_REVOKE = "ask-declarer-revoke"
    ASK_DEFENDER_REVOKE = "ask-defender-revoke"
    WARN_WRONG_HAND = "warn-wrong-hand"
    PREVENT_IRREGULARITY = "prevent-irregularity"
    DRAW_ATTENTION = "draw-attention"
    CALL_DIRECTOR = "call-director"
    SUGGEST_PLAY = "suggest-play"
    COMMENT = "comment"
    TOUCH_CARD = "touch-card"
    EXCHANGE_HANDS = "exchange-hands"
    WATCH_DECLARER = "watch-declarer"
    LOOK_AT_DEFENDER_HAND = "look-at-defender-hand"

    @classmethod
    def from_str(cls, text: "str | DummyAction") -> "DummyAction":
        if isinstance(text, DummyAction):
            return text
        key = str(text).strip().lower().replace("_", "-")
        for a in cls:
            if key in (a.value, a.name.lower().replace("_", "-")):
                return a
        raise IllegalAction(f"{text!r} is not one of dummy's actions: "
                            + ", ".join(a.value for a in cls)
                            + " (Law 42: dummy's rights; Law 43: his limitations)",
                            rule=RuleId.DUMMY_ACTION, law=42)

    def __repr__(self) -> str:
        return f"DummyAction.{self.name}"


_FORBIDDEN: dict[DummyAction, tuple[str, str, RuleId]] = {
    DummyAction.ASK_DEFENDER_REVOKE: (
        "61B", "dummy may ask declarer, but not a defender, whether he has a card of the suit "
        "led", RuleId.DUMMY_ASK_DEFENDER_REVOKE),
    DummyAction.SUGGEST_PLAY: (
        "43A1c", "dummy may not participate in the play", RuleId.DUMMY_SUGGEST_PLAY),
    DummyAction.COMMENT: (
        "43A1c", "dummy may not make any remark about the bidding or play", RuleId.DUMMY_COMMENT),
    DummyAction.TOUCH_CARD: (
        "45F", "dummy may not touch or indicate a card (except to arrange his cards) without "
        "declarer's instruction", RuleId.DUMMY_TOUCH_CARD),
    DummyAction.EXCHANGE_HANDS: (
        "43A2a", "dummy may not exchange hands with declarer", RuleId.DUMMY_EXCHANGE_HANDS),
    DummyAction.WATCH_DECLARER: (
        "43A2b", "dummy may not leave his seat to watch declarer's play",
        RuleId.DUMMY_WATCH_DECLARER),
    DummyAction.LOOK_AT_DEFENDER_HAND: (
        "43A2c", "dummy may not, on his own initiative, look at the face of a card in either "
        "defender's hand", RuleId.DUMMY_LOOK_AT_DEFENDER_HAND),
}


def check_dummy(action: "DummyAction | str", *, play_over: bool = False,
                violated_43a2: bool = False, attention_drawn: bool = False) -> Ruling:
    """The ruling that lets dummy do ``action``, or :class:`IllegalAction` if he may not.

    ``play_over``: the play of the hand has ended; ``attention_drawn``: another player has
    already drawn attention to an irregularity (dummy may then call the Director).
    """
    action = DummyAction.from_str(action)
    if action in _FORBIDDEN and not (play_over and action is DummyAction.COMMENT):
        law, text, rule = _FORBIDDEN[action]
        raise IllegalAction(f"{text} (Law {law})", rule=rule,
                            law=int(law[:2]))
    if action is DummyAction.GIVE_INFORMATION:
        return Ruling("42A1", "dummy may give information, in the Director's presence, as to "
                      "fact or law")
    if action is DummyAction.COUNT_TRICKS:
        return Ruling("42A2", "dummy may keep count of tricks won and lost")
    if action is DummyAction.PLAY_AS_DIRECTED:
        return Ruling("42A3", "dummy plays the cards of the dummy as declarer directs")
    if action is DummyAction.COMMENT:
        return Ruling("42B3", "after the play dummy may speak about it")
    if action is DummyAction.ASK_DECLARER_REVOKE:
        if violated_43a2:
            return Ruling("43B2b", "dummy may ask, but having broken Law 43A2 and asked first, "
                          "declarer must correct a revoke and Law 64 applies as if it had been "
                          "established")
        return Ruling("42B1", "dummy may ask declarer, when he has failed to follow suit, "
                      "whether he has a card of the suit led",
                      edition_note="The laws text's 43A1(C) forbids dummy 'any question about the "
                      "bidding or the play'; Law 42B1 (not in the laws text's pages) makes this "
                      "exception in both editions.")
    if action in (DummyAction.WARN_WRONG_HAND, DummyAction.PREVENT_IRREGULARITY):
        if violated_43a2 and action is DummyAction.WARN_WRONG_HAND:
            return Ruling("43B2a", "dummy may warn declarer against leading from the wrong "
                          "hand, but because he has broken Law 43A2 either defender may now "
                          "choose the hand from which declarer leads")
        return Ruling("42B2", "dummy may try to prevent any irregularity by declarer")
    if action is DummyAction.DRAW_ATTENTION:
        if play_over:
            return Ruling("42B3", "dummy may draw attention to an irregularity once the play "
                          "of the hand is concluded")
        extra = ("; having broken Law 43A2, if he does so first about a defender's "
                 "irregularity there is no rectification (43B2c)") if violated_43a2 else ""
        raise IllegalAction("dummy may not draw attention to an irregularity during the play "
                            f"(Law 43A1b; he may after the play, Law 42B3){extra}",
                            rule=RuleId.DUMMY_DRAW_ATTENTION, law=43)
    # CALL_DIRECTOR
    if play_over or attention_drawn:
        return Ruling("43A1a", "dummy may call the Director once attention has been drawn to "
                      "an irregularity by another player" if attention_drawn else
                      "after the play dummy may call the Director")
    raise IllegalAction("dummy should not initiate a call for the Director during the play "
                        "unless another player has drawn attention to an irregularity "
                        "(Law 43A1a)", rule=RuleId.DUMMY_CALL_DIRECTOR, law=43)


def dummy_may(action: "DummyAction | str", **kw) -> bool:
    """``True`` if :func:`check_dummy` allows ``action``."""
    try:
        check_dummy(action, **kw)
    except IllegalAction:
        return False
    return True
