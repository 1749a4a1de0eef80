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

from typing import Iterable, Iterator, Protocol, Sequence, runtime_checkable

from .auction import Contract
from .cards import Card, Suit, card as _card
from .deal import Deal
from .errors import IllegalPlay, InvalidNotation, not_held
from .rules import RuleId
from .trick import LAWS_SUIT_RULES, Trick, legal_replies, suit_fault, trick_winner
from .trick import _BRIDGE_TABLES
from .hand import Hand
from .table import SEATS as _SEATS, Seat, Side

__all__ = ["Trick", "Play", "PlayView", "trick_winner"]


def _may_play(held: int, card: Card, led: Suit | None) -> int:
    """Whether a card may be played from a hand (a card mask): the player holds it (Law 45A),
    and it follows the suit led, or he has none of it.  Under the laws' suit rules
    (:data:`bridgelib.trick.LAWS_SUIT_RULES`) that is exactly :func:`bridgelib.trick.suit_fault`
    finding no fault; this is its bit-mask fast path for reading records (a test checks the
    two agree), and every refusal is worded from ``suit_fault``.  Returns the card's bit in
    the mask if it may be played, else 0."""
    suit = card.suit
    bit = 1 << (13 * suit + card.rank - 2)
    if held & bit and (led is None or suit == led or not held >> (13 * led) & 0x1FFF):
        return bit
    return 0


def _bit(card: Card) -> int:
    """The card's bit in a :class:`~bridgelib.Hand` mask."""
    return 1 << (13 * card.suit + card.rank - 2)


def _full_trick(leader: Seat, cards: tuple[Card, ...], trump: Suit | None) -> Trick[Seat]:
    """``Trick(leader, cards, trump)`` for four cards, its winner worked out at once
    (built without the frozen-dataclass ``__init__``, which is slow; the fields are Trick's own)."""
    t = _new(Trick)
    _setattr(t, "__dict__", {"table": _BRIDGE_TABLES[leader], "cards": cards, "trump": trump,
                             "phase": None, "number": None, "draws": (),
                             "winner": _SEATS[(leader + trick_winner(cards, trump)) % 4]})
    return t


_new = object.__new__
_setattr = object.__setattr__


@runtime_checkable
class PlayView(Protocol):
    """The play of a deal as it can be read: the face that :class:`Play` shows, and
    :class:`bridgelib.laws.LawsPlay` (which holds a Play and adds the laws'
    rectifications around it) shows too.  The renderers and the laws' rulings on claims
    and on dummy's designated card read a play through this face only."""

    @property
    def deal(self) -> Deal: ...
    @property
    def contract(self) -> Contract: ...
    @property
    def trump(self) -> Suit | None: ...
    @property
    def declarer(self) -> Seat: ...
    @property
    def dummy(self) -> Seat: ...
    @property
    def defenders(self) -> tuple[Seat, Seat]: ...
    @property
    def declaring_side(self) -> Side: ...
    @property
    def cards_played(self) -> tuple[Card, ...]: ...
    @property
    def tricks(self) -> tuple[Trick[Seat], ...]: ...
    @property
    def current_trick(self) -> Trick[Seat]: ...
    @property
    def trick_number(self) -> int: ...
    @property
    def leader(self) -> Seat: ...
    @property
    def turn(self) -> Seat | None: ...
    @property
    def is_complete(self) -> bool: ...
    @property
    def declarer_tricks(self) -> int: ...
    @property
    def defender_tricks(self) -> int: ...
    def hand(self, seat: Seat) -> Hand: ...
    def tricks_won(self, who: Seat | Side) -> int: ...
    def legal_cards(self) -> list[Card]: ...


class Play:
    """The card play of one deal.

    Declarer's left-hand opponent makes the opening lead (Law 41A); dummy's hand
    is faced after it (Law 41D) and declarer plays dummy's cards (Law 45B); each
    player must follow suit if able (Law 44C); the winner of a trick leads to the
    next (Law 44G).  ``play`` checks and pushes a card, ``undo`` pops it.

    ``leader`` makes another player lead to the first trick (an ending set up in a
    lesson).  :meth:`force` is the door the laws layer (:class:`bridgelib.laws.LawsPlay`)
    uses for the cards the laws let stand although ``play`` refuses them.
    """

    def __init__(self, deal: Deal, contract: Contract | str,
                 cards: Sequence[Card | str] = (), *, leader: Seat | str | None = None):
        contract = Contract.from_str(contract) if isinstance(contract, str) else contract
        if contract.is_passed_out or contract.declarer is None:
            raise IllegalPlay(
                f"there is no play: the contract {contract} has no declarer "
                "(a passed-out deal is not played)", rule=RuleId.NO_PLAY)
        self.deal = deal
        self.contract = contract
        self.trump: Suit | None = contract.trump
        self.declarer: Seat = contract.declarer
        self._cards: list[Card] = []
        # Derived state, kept in step by play/undo (the cards each seat still holds):
        self._hands: list[Hand] = list(deal.hands)
        self._tricks: list[Trick[Seat]] = []
        self._opening_leader: Seat = (self.declarer.lho if leader is None else
                                      Seat.from_str(leader) if isinstance(leader, str) else
                                      Seat(leader))
        # the leader of a trick (by its index) led by another player than the rules say:
        # a lead out of turn that stands (see force())
        self._leaders: dict[int, Seat] = {}
        if cards:
            self.extend(cards)

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
    def tricks(self) -> tuple[Trick[Seat], ...]:
        """Completed tricks."""
        return tuple(self._tricks)

    @property
    def current_trick(self) -> Trick[Seat]:
        """The trick in progress (possibly empty); after the 13th trick, an empty one."""
        n = len(self._cards) % 4
        start = len(self._cards) - n
        return Trick(self.leader, tuple(self._cards[start:]), self.trump)

    def _suit_led(self) -> Suit | None:
        """The suit led to the trick in progress (``None`` before its lead)."""
        n = len(self._cards) % 4
        return self._cards[-n].suit if n else None

    @property
    def trick_number(self) -> int:
        """1-based number of the trick in progress (14 when all are played)."""
        return len(self._tricks) + 1

    @property
    def leader(self) -> Seat:
        """Who leads (or led) the trick in progress."""
        if self._leaders and len(self._tricks) in self._leaders:
            return self._leaders[len(self._tricks)]
        if not self._tricks:
            return self._opening_leader
        winner = self._tricks[-1].winner
        assert winner is not None  # a completed trick has a winner
        return winner

    @property
    def turn(self) -> Seat | None:
        if self.is_complete:
            return None
        return self.leader.next(len(self._cards) % 4)

    @property
    def is_complete(self) -> bool:
        return len(self._tricks) == 13 or (
            len(self._cards) > 0 and len(self._cards) % 4 == 0
            and not any(h._mask for h in self._hands))

    def hand(self, seat: Seat) -> Hand:
        """The cards ``seat`` still holds."""
        return self._hands[seat]

    def tricks_won(self, who: Seat | Side) -> int:
        side = who.side if isinstance(who, Seat) else who
        return sum(1 for t in self._tricks if t.winner is not None and t.winner.side is side)

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
        return legal_replies(self._hands[seat], self._suit_led(), self.trump, LAWS_SUIT_RULES)

    def check(self, card: Card | str, seat: Seat | str | None = None) -> Card:
        """Return the card if it may be played now; raise :class:`IllegalPlay` otherwise."""
        if isinstance(card, str):
            card = Card.from_str(card)
        turn = self.turn
        if turn is None:
            raise IllegalPlay(
                f"{card} comes after the play has ended: all 13 tricks have been played "
                f"(declarer's side {self.declarer_tricks}, defenders {self.defender_tricks})",
                rule=RuleId.PLAY_ENDED)
        trick_no = self.trick_number
        if seat is not None:
            seat = Seat.from_str(seat) if isinstance(seat, str) else Seat(seat)
            if seat is not turn:
                law, what = (54, "opening lead out of turn") if not self._cards else (
                    (53, "lead out of turn") if len(self._cards) % 4 == 0 else
                    (57, "premature play"))
                raise IllegalPlay(
                    f"{seat.name_en}'s {card} is out of turn: {turn.name_en} is to play "
                    f"(trick {trick_no}; Law {law}: {what})", rule=RuleId.OUT_OF_TURN, law=law)
        held = self._hands[turn]
        led = self._suit_led()
        if _may_play(held._mask, card, led):
            return card
        if card not in held:  # never where the card is: the other hands are hidden
            raise IllegalPlay(
                f"{not_held(turn.name_en, card)} (trick {trick_no}; a player plays a card from "
                "his own hand, Law 45A)", rule=RuleId.NOT_HELD, law=45)
        fault = suit_fault(held, card, led, self.trump, LAWS_SUIT_RULES)
        assert fault is not None and led is not None  # held, and refused by the suit rule
        raise IllegalPlay(
            f"{turn.name_en} must follow suit: {led.name_en} were led and "
            f"{turn.name_en} holds {' '.join(map(str, fault.cards))}, but played {card} "
            f"(trick {trick_no}; Law 44C: following suit)",
            rule=fault.rule, law=44)

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
        assert turn is not None  # check() refuses a card once the play has ended
        self._hands[turn] = Hand._from_mask(self._hands[turn]._mask & ~_bit(card))
        self._cards.append(card)
        if len(self._cards) % 4 == 0:
            self._tricks.append(_full_trick(self.leader, tuple(self._cards[-4:]), self.trump))

    push = play

    def force(self, card: Card | str, *, leader: Seat | str | None = None) -> None:
        """Push ``card`` although :meth:`play` may refuse it, for the laws layer
        (:class:`bridgelib.laws.LawsPlay`), which has ruled on it: a revoke (a card that
        does not follow suit, Law 61) or, with ``leader``, a lead out of turn that stands
        (``leader`` leads the trick now beginning: Laws 53A, 54, 55A).  The card must
        still come from the hand of the player who plays it (Law 45A); a refused card
        changes nothing."""
        card = Card.from_str(card) if isinstance(card, str) else card
        if self.turn is None:
            raise IllegalPlay(f"{card} comes after the play has ended: all "
                              f"{len(self._tricks)} tricks have been played (Law 44)",
                              rule=RuleId.PLAY_ENDED, law=44)
        index = len(self._tricks)
        if leader is not None:
            leader = Seat.from_str(leader) if isinstance(leader, str) else Seat(leader)
            if len(self._cards) % 4:
                raise IllegalPlay(
                    f"{leader.name_en}'s {card} cannot lead: trick {self.trick_number} is in "
                    f"progress, led by {self.leader.name_en} (Law 44A: a trick has one lead)",
                    rule=RuleId.NOT_A_LEAD, law=44)
        seat = self.turn if leader is None else leader
        if card not in self._hands[seat]:
            raise IllegalPlay(
                f"{not_held(seat.name_en, card)} (trick {self.trick_number}; a player plays a "
                "card from his own hand, Law 45A)", rule=RuleId.NOT_HELD, law=45)
        if leader is not None:
            self._leaders[index] = leader
        self._hands[seat] = Hand._from_mask(self._hands[seat]._mask & ~_bit(card))
        self._cards.append(card)
        if len(self._cards) % 4 == 0:
            self._tricks.append(_full_trick(self.leader, tuple(self._cards[-4:]), self.trump))

    def extend(self, cards: Iterable[Card | str]) -> None:
        """Play cards one after another, each checked as by :meth:`play`.

        A refused card raises its :class:`IllegalPlay`; the cards before it stay
        played.  (Reading a record replays thousands of cards: this keeps the
        position in plain masks while it goes, and checks each card with the same
        rule as :meth:`check`.)
        """
        if type(self) is not Play:  # a subclass may add rules of its own
            for c in cards:
                self.play(c)
            return
        masks = [h._mask for h in self._hands]
        played, tricks, trump = self._cards, self._tricks, self.trump
        n = len(played)
        leader = self.leader
        try:
            for c in cards:
                if type(c) is not Card:
                    c = _card(c) if isinstance(c, str) else c
                k = n % 4
                if k == 0 and n and (len(tricks) == 13 or not any(masks)):
                    break  # the play has ended: play() below refuses the card
                seat = _SEATS[(leader + k) % 4]
                held = masks[seat]
                bit = _may_play(held, c, played[n - k].suit if k else None)
                if not bit:
                    break  # play() below refuses the card with its reason
                masks[seat] = held & ~bit
                played.append(c)
                n += 1
                if k == 3:
                    trick = _full_trick(leader, (played[-4], played[-3], played[-2], c), trump)
                    tricks.append(trick)
                    winner = trick.winner
                    assert winner is not None  # four cards: the trick has a winner
                    leader = winner
            else:
                return
        finally:
            self._hands = [Hand._from_mask(m) for m in masks]
        self.play(c)  # raises IllegalPlay

    def undo(self) -> Card:
        """Take back the last card played."""
        if not self._cards:
            raise IllegalPlay("there is no card to undo: no card has been played", rule=RuleId.UNDO)
        if len(self._cards) % 4 == 0:
            self._tricks.pop()
        card = self._cards.pop()
        # The player of the card is the seat in turn after the pop.
        seat = self.turn
        assert seat is not None  # after taking a card back, someone is to play
        self._hands[seat] = Hand._from_mask(self._hands[seat]._mask | _bit(card))
        if self._leaders and len(self._cards) % 4 == 0:  # a lead out of turn taken back
            self._leaders.pop(len(self._tricks), None)
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

        return html.play_table(self)
