"""The library's one small error hierarchy.

Every refusal quotes the input, gives its context and names the rule (with the
Law number of the Laws of Duplicate Bridge where one applies).  A refused action
never changes any state.

>>> issubclass(InvalidNotation, ValueError)
True
"""

from __future__ import annotations

from bridgelib.rules import RuleId


class BridgeError(Exception):
    """Base class of every error raised on purpose by bridgelib."""


class InvalidNotation(BridgeError, ValueError):
    """Text that does not parse as the notation asked for.

    ``line`` is the 1-based line number when the text came from a file.
    """

    def __init__(self, message: str, *, line: int | None = None, source: str | None = None):
        self.line = line
        self.source = source
        where = ""
        if source is not None and line is not None:
            where = f"{source}, line {line}: "
        elif line is not None:
            where = f"line {line}: "
        elif source is not None:
            where = f"{source}: "
        super().__init__(where + message)
        self.reason = message


class IllegalAction(BridgeError):
    """An action the rules of the game do not allow at this point.

    ``rule`` is the :class:`bridgelib.rules.RuleId` it enforces (a member equals its id string,
    e.g. ``"follow-suit"``; an id string given here is looked up, so an unknown id fails);
    ``law`` the number of the Law cited, where one is.
    """

    def __init__(self, message: str, *, rule: RuleId | None = None,
                 law: int | None = None):
        self.rule: RuleId | None = None if rule is None else RuleId.of(rule)
        self.law = law
        super().__init__(message)


class IllegalCall(IllegalAction, ValueError):
    """A call (bid, pass, double, redouble) the auction does not allow."""


class IllegalPlay(IllegalAction, ValueError):
    """A card that may not be played now."""


def not_held(who: str, card: object) -> str:
    """The refusal of a card its player does not hold.  It never says where the card is:
    in another hand or the talon it is hidden, and saying so would map the other hands.

    >>> not_held("Olga", "♣6"), not_held("You", "♣6")
    ('Olga cannot play ♣6: Olga does not hold it', 'You cannot play ♣6: you do not hold it')
    """
    subject = "you do" if who.strip().lower() == "you" else f"{who} does"
    return f"{who} cannot play {card}: {subject} not hold it"


class IllegalDraw(IllegalAction, ValueError):
    """A draw from the talon that the rules do not allow (honeymoon bridge)."""
