"""Tricks and the play of a contract as a push/undo stack.

>>> from bridgelib import Deal, Contract
>>> deal = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
>>> p = Play(deal, Contract.from_str("3NTS"))
>>> p.turn, p.dummy, p.leader
(Seat.WEST, Seat.NORTH, Seat.WEST)
>>> p.play("HA"); p.play("H8"); p.play("H5"); p.play("H2")
>>> p.tricks[0].winner, p.turn
(Seat.WEST, Seat.WEST)
>>> p.play("C5"); p.play("SA")
Traceback (most recent call last):
...
bridgelib.errors.IllegalPlay: North must follow suit: clubs were led and North holds ♣4 ♣3 ♣2, but played ♠A (trick 2; Law 44C: following suit)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator, Sequence

from .auction import Contract
from .cards import Card, Suit
from .deal import Deal
from .errors import IllegalPlay, InvalidNotation, not_held
from .hand import Hand
from .table import Seat, Side

__all__ = ["Trick", "Play", "trick_winner"]


def trick_winner(cards: Sequence[Card], trump: Suit | None) -> int:
    """Index (0 = the lead) of the card that wins a trick.

    The highest trump wins if any trump was played; otherwise the highest card of
    the suit led.  Any number of cards (two in honeymoon bridge, three in yard
    bridge) is allowed.
    """
    if not cards:
        raise IllegalPlay("an empty trick has no winner")
    led = cards[0].suit
    best = 0
    for i in range(1, len(cards)):
        c, b = cards[i], cards[best]
        if c.suit == b.suit:
            if c.rank > b.rank:
                best = i
        elif trump is not None and c.suit == trump:
            best = i
    return best


@dataclass(frozen=True)
class Trick:
    """A trick: who led and the cards in the order played (one per player)."""

    leader: Seat
    cards: tuple[Card, ...]
    trump: Suit | None = None

    @property
    def suit_led(self) -> Suit | None:
        return self.cards[0].suit if self.cards else None

    @property
    def players(self) -> tuple[Seat, ...]:
        return tuple(self.leader.next(i) for i in range(len(self.cards)))

    @property
    def is_complete(self) -> bool:
        return len(self.cards) == 4

    @property
    def winner(self) -> Seat | None:
        if not self.is_complete:
            return None
        return self.leader.next(trick_winner(self.cards, self.trump))

    @property
    def winning_card(self) -> Card | None:
        if not self.cards:
            return None
        return self.cards[trick_winner(self.cards, self.trump)]

    def card_of(self, seat: Seat) -> Card | None:
        for s, c in zip(self.players, self.cards):
            if s is seat:
                return c
        return None

    def __str__(self) -> str:
        return " ".join(f"{s.letter}:{c}" for s, c in zip(self.players, self.cards))

    def _repr_html_(self) -> str:
        from .render import html

        return html.trick(self)


class Play:
    """The card play of one deal.

    Declarer's left-hand opponent makes the opening lead (Law 41A); dummy's hand
    is faced after it (Law 41D) and declarer plays dummy's cards (Law 45B); each
    player must follow suit if able (Law 44C); the winner of a trick leads to the
    next (Law 44G).  ``play`` checks and pushes a card, ``undo`` pops it.
    """

    def __init__(self, deal: Deal, contract: Contract | str,
                 cards: Sequence[Card | str] = ()):
        contract = Contract.from_str(contract) if isinstance(contract, str) else contract
        if contract.is_passed_out or contract.declarer is None:
            raise IllegalPlay(
                f"there is no play: the contract {contract} has no declarer "
                "(a passed-out deal is not played)", rule="no-play")
        self.deal = deal
        self.contract = contract
        self.trump: Suit | None = contract.trump
        self.declarer: Seat = contract.declarer
        self._cards: list[Card] = []
        # Derived state, kept in step by play/undo:
        self._hands: list[set[Card]] = [set(h.cards) for h in deal.hands]
        self._tricks: list[Trick] = []
        for c in cards:
            self.play(c)

    # ---------------------------------------------------------------- roles
    @property
    def dummy(self) -> Seat:
        return self.declarer.partner

    @property
    def defenders(self) -> tuple[Seat, Seat]:
        return (self.declarer.lho, self.declarer.rho)

    @property
    def declaring_side(self) -> Side:
        return self.declarer.side

    @property
    def dummy_visible(self) -> bool:
        """Dummy is faced once the opening lead has been made (Law 41D)."""
        return len(self._cards) > 0

    def controller(self, seat: Seat) -> Seat:
        """Who chooses the card for ``seat``: declarer plays dummy's cards (Law 45B)."""
        return self.declarer if seat is self.dummy else seat

    # ---------------------------------------------------------------- state
    @property
    def cards_played(self) -> tuple[Card, ...]:
        return tuple(self._cards)

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """Completed tricks."""
        return tuple(self._tricks)

    @property
    def current_trick(self) -> Trick:
        """The trick in progress (possibly empty); after the 13th trick, an empty one."""
        n = len(self._cards) % 4
        start = len(self._cards) - n
        return Trick(self.leader, tuple(self._cards[start:]), self.trump)

    @property
    def trick_number(self) -> int:
        """1-based number of the trick in progress (14 when all are played)."""
        return len(self._tricks) + 1

    @property
    def leader(self) -> Seat:
        """Who leads (or led) the trick in progress."""
        if not self._tricks:
            return self.declarer.lho
        return self._tricks[-1].winner  # type: ignore[return-value]

    @property
    def turn(self) -> Seat | None:
        if self.is_complete:
            return None
        return self.leader.next(len(self._cards) % 4)

    @property
    def is_complete(self) -> bool:
        return len(self._tricks) == 13 or (
            len(self._cards) > 0 and len(self._cards) % 4 == 0
            and not any(self._hands))

    def hand(self, seat: Seat) -> Hand:
        """The cards ``seat`` still holds."""
        return Hand(self._hands[seat])

    def tricks_won(self, who: Seat | Side) -> int:
        side = who.side if isinstance(who, Seat) else who
        return sum(1 for t in self._tricks if t.winner.side is side)  # type: ignore[union-attr]

    @property
    def declarer_tricks(self) -> int:
        return self.tricks_won(self.declaring_side)

    @property
    def defender_tricks(self) -> int:
        return self.tricks_won(self.declaring_side.opponents)

    # ---------------------------------------------------------------- rules
    def legal_cards(self) -> list[Card]:
        """The cards the player in turn may play, highest suit and rank first."""
        seat = self.turn
        if seat is None:
            return []
        held = self._hands[seat]
        led = self.current_trick.suit_led
        follow = [c for c in held if c.suit == led] if led is not None else []
        return sorted(follow or held, key=lambda c: (-c.suit, -c.rank))

    def check(self, card: Card | str, seat: Seat | str | None = None) -> Card:
        """Return the card if it may be played now; raise :class:`IllegalPlay` otherwise."""
        if isinstance(card, str):
            card = Card.from_str(card)
        turn = self.turn
        if turn is None:
            raise IllegalPlay(
                f"{card} comes after the play has ended: all 13 tricks have been played "
                f"(declarer's side {self.declarer_tricks}, defenders {self.defender_tricks})",
                rule="play-ended")
        trick_no = self.trick_number
        if seat is not None:
            seat = Seat.from_str(seat) if isinstance(seat, str) else Seat(seat)
            if seat is not turn:
                law, what = (54, "opening lead out of turn") if not self._cards else (
                    (53, "lead out of turn") if len(self._cards) % 4 == 0 else
                    (57, "premature play"))
                raise IllegalPlay(
                    f"{seat.name_en}'s {card} is out of turn: {turn.name_en} is to play "
                    f"(trick {trick_no}; Law {law}: {what})", rule="out-of-turn", law=law)
        held = self._hands[turn]
        if card not in held:  # never where the card is: the other hands are hidden
            raise IllegalPlay(
                f"{not_held(turn.name_en, card)} (trick {trick_no}; a player plays a card from "
                "his own hand, Law 45A)", rule="not-held", law=45)
        led = self.current_trick.suit_led
        if led is not None and card.suit != led:
            follow = sorted((c for c in held if c.suit == led), key=lambda c: -c.rank)
            if follow:
                raise IllegalPlay(
                    f"{turn.name_en} must follow suit: {led.name_en} were led and "
                    f"{turn.name_en} holds {' '.join(map(str, follow))}, but played {card} "
                    f"(trick {trick_no}; Law 44C: following suit)",
                    rule="follow-suit", law=44)
        return card

    def is_legal(self, card: Card | str) -> bool:
        try:
            self.check(card)
        except (IllegalPlay, InvalidNotation):
            return False
        return True

    # ---------------------------------------------------------------- stack
    def play(self, card: Card | str, seat: Seat | str | None = None) -> None:
        """Play a card (checked first; a refused card changes nothing)."""
        card = self.check(card, seat)
        turn = self.turn
        self._hands[turn].discard(card)  # type: ignore[index]
        self._cards.append(card)
        if len(self._cards) % 4 == 0:
            trick = Trick(self.leader, tuple(self._cards[-4:]), self.trump)
            self._tricks.append(trick)

    push = play

    def undo(self) -> Card:
        """Take back the last card played."""
        if not self._cards:
            raise IllegalPlay("there is no card to undo: no card has been played", rule="undo")
        if len(self._cards) % 4 == 0:
            self._tricks.pop()
        card = self._cards.pop()
        # The player of the card is the seat in turn after the pop.
        self._hands[self.turn].add(card)  # type: ignore[index]
        return card

    pop = undo

    def __iter__(self) -> Iterator[tuple[Seat, Card]]:
        for t in self._tricks:
            yield from zip(t.players, t.cards)
        cur = self.current_trick
        if len(self._tricks) < 13:
            yield from zip(cur.players, cur.cards)

    def __repr__(self) -> str:
        cards = " ".join(c.pbn() for c in self._cards)
        seat = self.declarer.letter
        return (f"{type(self).__name__}({self.deal!r}, "
                f"Contract.from_str({self.contract.pbn() + seat!r}), cards={cards.split()!r})")

    def __str__(self) -> str:
        from .render import text

        return text.play(self)

    def _repr_html_(self) -> str:
        from .render import html

        return html.play(self)
