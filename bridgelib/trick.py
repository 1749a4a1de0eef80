"""The trick-taking core every game shares: which reply to a lead is allowed (one rule,
parameterised by frozen :class:`SuitRules`) and which card wins a trick.

Contract bridge (Law 44C: follow suit if able; Law 44D: when void, any card), yard bridge (the
yard-bridge text: the same) and honeymoon bridge (the honeymoon-bridge text, whose main play
has two rule options: a trump instead of following, and trumping when void) all ask
:func:`suit_fault` and :func:`legal_replies`; each words its own refusal.

>>> from bridgelib.cards import Card, Suit
>>> held = [Card.from_str(c) for c in ("SK", "S7", "H2", "D3")]
>>> fault = suit_fault(held, Card.from_str("H2"), Suit.SPADES)  # Law 44C
>>> fault.rule, fault.cards
('follow-suit', (Card.from_str('SK'), Card.from_str('S7')))
>>> suit_fault(held, Card.from_str("H2"), Suit.CLUBS) is None   # void: any card (Law 44D)
True
>>> must_trump = SuitRules(void_must_trump=True)
>>> suit_fault(held, Card.from_str("D3"), Suit.CLUBS, Suit.HEARTS, must_trump).rule
'must-trump'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, NamedTuple, Sequence

from .cards import Card, Suit
from .errors import IllegalPlay
from .rules import RuleId

__all__ = ["SuitRules", "LAWS_SUIT_RULES", "Fault", "suit_fault", "legal_replies",
           "trick_winner"]


@dataclass(frozen=True)
class SuitRules:
    """What a reply to a lead must be.

    ``must_follow``: a player holding the suit led plays a card of it (Law 44C);
    ``may_trump_when_following``: ... unless he plays a trump instead (a honeymoon-bridge
    rule option); ``void_must_trump``: a player with no card of the suit led plays a trump
    if he holds one (a honeymoon-bridge rule option, one reading of the text's sentence that
    without trumps or cards of the suit any card may be played); otherwise, void, any card
    (Law 44D).
    """

    must_follow: bool = True
    may_trump_when_following: bool = False
    void_must_trump: bool = False


LAWS_SUIT_RULES = SuitRules()
"""Law 44C and 44D (and the yard-bridge text): follow suit if able, else any card."""


class Fault(NamedTuple):
    """Why a reply is refused: the rule (follow-suit or must-trump) and the cards held that
    the rule demanded (highest first)."""

    rule: RuleId
    cards: tuple[Card, ...]


def _high_first(cards: Iterable[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=lambda c: (-c.suit, -c.rank)))


def legal_replies(held: Iterable[Card], led: Suit | None, trump: Suit | None = None,
                  rules: SuitRules = LAWS_SUIT_RULES) -> list[Card]:
    """The cards of ``held`` a player may play to a trick whose led suit is ``led`` (``None``:
    he leads, any card), in the order of ``held``."""
    cards = list(held)
    if led is None:
        return cards
    follow = [c for c in cards if c.suit == led]
    if follow:
        if not rules.must_follow:
            return cards
        if rules.may_trump_when_following and trump is not None:
            return [c for c in cards if c.suit == led or c.suit == trump]
        return follow
    if rules.void_must_trump and trump is not None:
        trumps = [c for c in cards if c.suit == trump]
        if trumps:
            return trumps
    return cards


def suit_fault(held: Iterable[Card], card: Card, led: Suit | None,
               trump: Suit | None = None, rules: SuitRules = LAWS_SUIT_RULES) -> Fault | None:
    """``None`` if ``card`` (held) may be played to a trick whose led suit is ``led`` under
    ``rules``; else the :class:`Fault`.  The caller words the refusal in its own context."""
    if led is None or card.suit == led:
        return None
    cards = list(held)
    if card in legal_replies(cards, led, trump, rules):
        return None
    follow = [c for c in cards if c.suit == led]
    if follow:
        return Fault(RuleId.FOLLOW_SUIT, _high_first(follow))
    return Fault(RuleId.MUST_TRUMP, _high_first(c for c in cards if c.suit == trump))


def trick_winner(cards: Sequence[Card], trump: Suit | None) -> int:
    """Index (0 = the lead) of the card that wins a trick.

    The highest trump wins if any trump was played; otherwise the highest card of
    the suit led (Law 44E, 44F).  Any number of cards (two in honeymoon bridge, three in yard
    bridge) is allowed.
    """
    if not cards:
        raise IllegalPlay("an empty trick has no winner", rule=RuleId.EMPTY_TRICK)
    best = 0
    for i in range(1, len(cards)):
        c, b = cards[i], cards[best]
        if c.suit == b.suit:
            if c.rank > b.rank:
                best = i
        elif trump is not None and c.suit == trump:
            best = i
    return best
