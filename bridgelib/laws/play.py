"""Irregularities in the play, as executable rules on top of :class:`~bridgelib.play.Play`.

:class:`LawsPlay` holds a :class:`~bridgelib.play.Play` and adds the laws for what goes
wrong at the table (it wraps the Play rather than being one: it reads as a Play does,
:class:`~bridgelib.play.PlayView`, but its actions answer with rulings).  Legal play goes through :meth:`LawsPlay.play` as usual (now
also refusing cards that a penalty card or a lead restriction forbids, citing the
law); irregularities are explicit actions, each answered by a
:class:`~bridgelib.laws.core.Ruling` that cites its law and lists the options of the
non-offending side, which :meth:`LawsPlay.choose` takes:

* :meth:`~LawsPlay.lead_out_of_turn` — Laws 53–56 (accept the lead; require the correct
  lead, the card becoming a major penalty card for a defender; after an opening lead
  out of turn declarer may also spread his hand and become dummy; the opponent whose
  turn it was may make his proper lead instead).  A play by the player next in
  rotation accepts the lead (53A).
* :meth:`~LawsPlay.play_out_of_turn` — a premature lead or play while a trick is in
  progress (Law 57): a defender's card led or played before his partner has played becomes
  a major penalty card and declarer chooses how the partner plays (his highest or lowest
  card of the suit led, a card of another suit, or not a card of another suit; 57A), with
  no rectification once declarer has played from both hands (57C1); a defender's play at
  his right-hand opponent's turn is made at his proper turn if legal, else becomes a major
  penalty card (57D); declarer's premature play from either hand stands if legal (57C3).
* :meth:`~LawsPlay.call_from_dummy` — declarer's words for dummy's card ("low", "win",
  "spade", "ten"…) give the card Law 46B says (:mod:`.designation`).
* :meth:`~LawsPlay.expose` — a defender's card exposed (Law 49) becomes a penalty card
  (Law 50: minor or major); declarer's exposed cards are never penalty cards (Law 48).
* penalty-card obligations (Law 50, 51): a major penalty card must be played at the
  first legal opportunity (declarer designates among several, :meth:`~LawsPlay.designate`);
  a minor one bars the other small cards of its suit; when the partner of a defender
  with a major penalty card is to lead, declarer first chooses (50D2): require the
  suit, prohibit it while he keeps the lead (either way the card is picked up), or
  leave the lead free; with penalty cards in two or more suits he may require one of them
  or prohibit one or more of them (51B2, ``choose("prohibit", suits="DC")``), and a further
  exposure before the lead opens the choice again.
* :meth:`~LawsPlay.revoke` — a revoke (Law 61); :meth:`~LawsPlay.is_established` (Law
  63); :meth:`~LawsPlay.correct_revoke` before it is established, or on the twelfth
  trick (Law 62); :meth:`~LawsPlay.revoke_adjustment` — the trick transfer of Law 64.
* lead penalties carried from the auction (Law 26): declarer may prohibit one suit at
  the first lead of the offender's partner.

Every action is recorded; :meth:`~LawsPlay.undo` takes the last one back (the position
is replayed from the start: cost proportional to the number of actions).  A refused
action leaves the state exactly as it was.

>>> from bridgelib import Deal
>>> deal = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
>>> p = LawsPlay(deal, "4SS")      # West is to make the opening lead
>>> print(p.lead_out_of_turn("E", "CA"))
Law 54: East made the opening lead out of turn (♣A); West should lead. Declarer (South) chooses.
>>> p.pending_options
('accept', 'become-dummy', 'refuse')
>>> print(p.choose("refuse"))
Law 56: declarer does not accept the lead: East's ♣A becomes a major penalty card (Law 50) and West must lead
>>> p.penalty_cards(Seat.EAST), p.pending_options    # 50D2: declarer chooses for West's lead
((Card.from_str('CA'),), ('require', 'prohibit', 'free'))
>>> _ = p.choose("prohibit", suit="C"); p.play("C7")
Traceback (most recent call last):
...
bridgelib.errors.IllegalPlay: West may not lead ♣7: declarer prohibited a club lead for as long as West keeps the lead (Law 50D2)
"""

from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import Any, Callable, Iterable, Iterator, Sequence, overload

from ..auction import Contract
from ..cards import Card, Rank, Suit
from ..deal import Deal
from ..errors import IllegalAction, IllegalPlay, InvalidNotation
from ..hand import Hand
from ..rules import RuleId
from ..trick import LAWS_SUIT_RULES, Trick, legal_replies
from ..play import Play
from ..table import Seat, Side
from .core import Edition, Option, Ruling, atomic
from .revoke import Discovery, Revoke, RevokeAdjustment, adjust_for_revokes

__all__ = ["LawsPlay", "Restriction", "LeadPenalty", "PendingLead", "PendingPenaltyLead",
           "PendingLeadPenalty", "PendingPremature"]


def _seat(x: "Seat | str") -> Seat:
    return Seat.from_str(x) if isinstance(x, str) else Seat(x)


def _card(x: "Card | str") -> Card:
    return Card.from_str(x) if isinstance(x, str) else x


@overload
def _suit(x: "Suit | str") -> Suit: ...
@overload
def _suit(x: None) -> None: ...
@overload
def _suit(x: "Suit | str | None") -> Suit | None: ...


def _suit(x: "Suit | str | None") -> Suit | None:
    return None if x is None else (Suit.from_str(x) if isinstance(x, str) else Suit(x))


def _suits(x: "Iterable[Suit | str] | str | None") -> tuple[Suit, ...]:
    """Suits given as ``"S H"``, ``"SH"``, ``["S", "H"]`` (no repeats, in the order given)."""
    if x is None:
        return ()
    if isinstance(x, str):
        x = x.split() if len(x.split()) > 1 else (list(x) if len(x) > 1 and all(
            ch.upper() in "SHDC♠♥♦♣" for ch in x) else [x])
    out = tuple(_suit(v) for v in x)
    return tuple(dict.fromkeys(out))


def _ended(card: Card) -> str:
    return (f"{card}: all 13 tricks have been played and the play is over (Law 44: there is "
            "no trick left to play to)")


_LEAD_KINDS = ("lead-suit", "no-lead-suit")
_PLAY_KINDS = ("highest", "lowest", "play-suit", "no-play-suit")


@dataclass(frozen=True)
class Restriction:
    """A lead or play restriction on one player.

    Lead restrictions (on his lead): ``"lead-suit"`` (must lead ``suit`` at this lead) or
    ``"no-lead-suit"`` (may not lead ``suit`` for as long as he retains the lead).  Play
    restrictions (on his card to trick ``trick``, Law 57A): ``"highest"`` / ``"lowest"``
    (his highest / lowest card of ``suit``, the suit led), ``"play-suit"`` (a card of
    ``suit``), ``"no-play-suit"`` (no card of ``suit``).  A player unable to comply may
    play any legal card (Law 59).
    """

    seat: Seat
    kind: str
    suit: Suit
    law: str
    trick: int

    @property
    def is_lead(self) -> bool:
        return self.kind in _LEAD_KINDS

    def allows(self, card: Card) -> bool:
        if self.kind in ("no-lead-suit", "no-play-suit"):
            return card.suit != self.suit
        return card.suit == self.suit

    def keep(self, cards: Sequence[Card]) -> list[Card]:
        """The cards of ``cards`` that comply (empty: he cannot comply, Law 59)."""
        if self.kind in ("highest", "lowest"):
            of = [c for c in cards if c.suit == self.suit]
            if not of:
                return []
            return [(max if self.kind == "highest" else min)(of, key=lambda c: c.rank)]
        return [c for c in cards if self.allows(c)]

    def __str__(self) -> str:
        name = self.suit.name_en[:-1]
        verb = {"lead-suit": f"must lead a {name}", "no-lead-suit": f"may not lead a {name}",
                "highest": f"must play his highest {name}",
                "lowest": f"must play his lowest {name}", "play-suit": f"must play a {name}",
                "no-play-suit": f"may not play a {name}"}[self.kind]
        return f"{self.seat.name_en} {verb} (Law {self.law})"


@dataclass(frozen=True)
class LeadPenalty:
    """Law 26B, carried from the auction: at ``partner``'s first turn to lead declarer
    may prohibit the lead of one suit not specified in ``offender``'s legal auction."""

    offender: Seat
    suits: frozenset[Suit]
    law: str = "26B"

    @property
    def partner(self) -> Seat:
        return self.offender.partner


@dataclass(frozen=True)
class PendingLead:
    """A lead faced out of turn, waiting for the non-offending side's choice."""

    offender: Seat
    card: Card
    correct: Seat
    opening: bool


@dataclass(frozen=True)
class PendingPenaltyLead:
    """50D2: ``leader`` is to lead while his partner has a major penalty card."""

    leader: Seat
    suits: tuple[Suit, ...]


@dataclass(frozen=True)
class PendingPremature:
    """57A: ``offender`` led or played prematurely (``card``) before his partner played to
    trick ``trick``; declarer chooses how ``partner`` plays to it (``suit_led``)."""

    offender: Seat
    card: Card
    suit_led: Suit
    trick: int
    lead: bool

    @property
    def partner(self) -> Seat:
        return self.offender.partner


@dataclass(frozen=True)
class PendingLeadPenalty:
    """26B: ``leader``'s first lead after his partner's withdrawn call."""

    leader: Seat
    penalty: LeadPenalty


class LawsPlay:
    """The play of a deal with the laws on irregularities (see the module docstring).

    A LawsPlay holds a :class:`~bridgelib.play.Play` (the cards played, the tricks) and
    puts the laws around it: every card goes through the laws' check before the Play
    takes it, and the irregularities the laws let stand (a revoke, a lead out of turn
    accepted) reach it through :meth:`Play.force <bridgelib.play.Play.force>`.  It reads
    as a Play does (:class:`~bridgelib.play.PlayView`) but is not one: its
    :meth:`play` returns the ruling a card may bring and its :meth:`undo` takes back an
    action, not a card.

    ``edition`` chooses between the laws text's older edition and the 2017 Laws where they
    differ; ``leader`` starts the play with another leader (for endings set up in a
    lesson); ``lead_penalties`` come from :class:`~bridgelib.laws.auction.LawsAuction`;
    ``dummy_seen`` means declarer could see dummy's cards when an opening lead is faced
    out of turn (Law 54C: he must then accept it).
    """

    def __init__(self, deal: Deal, contract: Contract | str, cards: Sequence[Card | str] = (), *,
                 edition: "Edition | str" = Edition.LAWS_2017, leader: "Seat | str | None" = None,
                 lead_penalties: Iterable[LeadPenalty] = (), dummy_seen: bool = False):
        # the constructor's keyword arguments, to rebuild the position (_replay)
        self._init_args: dict[str, Any] = dict(
            deal=deal, contract=contract, edition=edition, leader=leader,
            lead_penalties=tuple(lead_penalties), dummy_seen=dummy_seen)
        self.edition = Edition.from_str(edition)
        self.dummy_seen = dummy_seen
        self._play = Play(deal, contract, leader=leader)
        self._penalty: dict[Seat, dict[Card, bool]] = {s: {} for s in Seat}
        self.restrictions: list[Restriction] = []
        self.pending: PendingLead | PendingPenaltyLead | PendingLeadPenalty | \
            PendingPremature | None = None
        self.revokes: list[Revoke] = []
        self.corrected: list[Revoke] = []
        self.lead_penalties: list[LeadPenalty] = list(lead_penalties)
        self._used_penalties: set[int] = set()
        self.rulings: list[Ruling] = []
        self._actions: list[tuple] = []
        self._designated: Card | None = None
        self._lead_choice_done: dict[tuple[int, Seat], frozenset[Suit]] = {}
        self._committed: dict[Seat, tuple[Card, str]] = {}
        self._claimed_by: Side | None = None
        self._update_pending()
        for c in cards:
            self.play(c)

    # ---------------------------------------------------------------- the Play it holds
    # (read through, as a PlayView; the cards change only through the methods below)
    @property
    def deal(self) -> Deal:
        return self._play.deal

    @property
    def contract(self) -> Contract:
        return self._play.contract

    @property
    def trump(self) -> Suit | None:
        return self._play.trump

    @property
    def declarer(self) -> Seat:
        return self._play.declarer

    @property
    def dummy(self) -> Seat:
        return self._play.dummy

    @property
    def defenders(self) -> tuple[Seat, Seat]:
        return self._play.defenders

    @property
    def declaring_side(self) -> Side:
        return self._play.declaring_side

    @property
    def dummy_visible(self) -> bool:
        return self._play.dummy_visible

    def controller(self, seat: Seat) -> Seat:
        return self._play.controller(seat)

    @property
    def cards_played(self) -> tuple[Card, ...]:
        return self._play.cards_played

    @property
    def tricks(self) -> tuple[Trick[Seat], ...]:
        return self._play.tricks

    @property
    def current_trick(self) -> Trick[Seat]:
        return self._play.current_trick

    @property
    def trick_number(self) -> int:
        return self._play.trick_number

    @property
    def leader(self) -> Seat:
        return self._play.leader

    @property
    def turn(self) -> Seat | None:
        return self._play.turn

    @property
    def is_complete(self) -> bool:
        return self._play.is_complete

    def hand(self, seat: Seat) -> Hand:
        return self._play.hand(seat)

    def tricks_won(self, who: Seat | Side) -> int:
        return self._play.tricks_won(who)

    @property
    def declarer_tricks(self) -> int:
        return self._play.declarer_tricks

    @property
    def defender_tricks(self) -> int:
        return self._play.defender_tricks

    def __iter__(self) -> Iterator[tuple[Seat, Card]]:
        return iter(self._play)

    def __repr__(self) -> str:
        cards = [c.pbn() for c in self._play.cards_played]
        return (f"LawsPlay({self.deal!r}, Contract.from_str("
                f"{self.contract.pbn() + self.declarer.letter!r}), cards={cards!r})")

    def __str__(self) -> str:
        return str(self._play)       # the position is the Play's

    def _repr_html_(self) -> str:
        return self._play._repr_html_()

    # ---------------------------------------------------------------- the laws' check
    def check(self, card: Card | str, seat: Seat | str | None = None) -> Card:
        """Return the card if it may be played now under the laws too; raise otherwise."""
        card = _card(card)
        if self.pending is not None:
            raise IllegalPlay(self._pending_message(card), rule=RuleId.PENDING_CHOICE,
                              law=self._pending_law())
        turn = self.turn
        if turn is None:
            raise IllegalPlay(_ended(card), rule=RuleId.PLAY_ENDED, law=44)
        card = self._play.check(card, seat)
        legal = self._laws_legal(turn)
        if card not in legal:
            raise self._why_not(card, legal)
        return card

    def is_legal(self, card: Card | str) -> bool:
        try:
            self.check(card)
        except (IllegalPlay, InvalidNotation):
            return False
        return True

    def legal_cards(self) -> list[Card]:
        if self.pending is not None or self.turn is None:
            return []
        return self._laws_legal(self.turn)

    def _basic_legal(self, seat: Seat) -> list[Card]:
        """``seat``'s cards that follow suit to the trick in progress (any card to a lead)."""
        held = sorted(self.hand(seat), key=lambda c: (-c.suit, -c.rank))
        return legal_replies(held, self.current_trick.suit_led, self.trump, LAWS_SUIT_RULES)

    def _laws_legal(self, seat: Seat) -> list[Card]:
        cards = self._basic_legal(seat)
        committed = self._committed.get(seat)
        if committed is not None and committed[0] in cards:
            return [committed[0]]          # Law 57D / 57C3: the card played prematurely
        for r in self._active_restrictions(seat):
            kept = r.keep(cards)
            if kept:  # Law 59: unable to comply, any legal card
                cards = kept
        pen = self._penalty[seat]
        majors = [c for c in cards if pen.get(c) is True]
        if majors:
            if self._designated in majors:
                return [self._designated]
            return majors
        for m, major in pen.items():
            if not major:
                cards = [c for c in cards
                         if not (c.suit == m.suit and c != m and c.rank < Rank.TEN)]
        return cards

    def _active_restrictions(self, seat: Seat) -> list[Restriction]:
        """The restrictions on ``seat``'s card now: lead restrictions when he leads, play
        restrictions (57A) on his card to this trick."""
        leading = not self.current_trick.cards
        return [r for r in self.restrictions if r.seat is seat and r.is_lead == leading
                and (leading or r.trick == self.trick_number)]

    def _why_not(self, card: Card, legal: list[Card]) -> IllegalPlay:
        seat = self.turn
        assert seat is not None  # check() refuses a card only while the play goes on
        who, t = seat.name_en, self.trick_number
        committed = self._committed.get(seat)
        if committed is not None and committed[0] in legal:
            c, law = committed
            why = ("declarer's premature play from either hand is a played card and, being "
                   "legal, may not be withdrawn" if law == "57C3" else
                   f"{who} played it prematurely at his right-hand opponent's turn, and a card "
                   "that can be legally played must be played at his proper turn")
            return IllegalPlay(f"{who} must play {c}, not {card}: {why} (trick {t}; Law {law})",
                               rule=RuleId.PREMATURE_CARD, law=57)
        basic = self._play.legal_cards()
        for r in self._active_restrictions(seat):
            kept = r.keep(basic)
            if kept and card not in kept:
                name = r.suit.name_en[:-1]
                why = {"lead-suit": f"declarer required a {name} lead",
                       "no-lead-suit": f"declarer prohibited a {name} lead for as long as {who} "
                                       "keeps the lead",
                       "highest": f"declarer required him to play his highest {name}, {kept[0]}",
                       "lowest": f"declarer required him to play his lowest {name}, {kept[0]}",
                       "play-suit": f"declarer required him to play a {name}",
                       "no-play-suit": f"declarer forbade him to play a {name}"}[r.kind]
                verb = "lead" if r.is_lead else "play"
                return IllegalPlay(f"{who} may not {verb} {card}: {why} (Law {r.law})",
                                   rule=RuleId.LEAD_RESTRICTION if r.is_lead else RuleId.PLAY_RESTRICTION,
                                   law=int(r.law[:2]))
        pen = self._penalty[seat]
        majors = [c for c in legal if pen.get(c) is True]
        if majors:
            if self._designated in majors:
                return IllegalPlay(f"{who} must play {self._designated}: declarer designated "
                                   f"that penalty card (trick {t}; Law 51A)",
                                   rule=RuleId.DESIGNATED_PENALTY_CARD, law=51)
            return IllegalPlay(
                f"{who} must play the major penalty card {' or '.join(map(str, majors))} at the "
                f"first legal opportunity, not {card} (trick {t}; Law 50D1)",
                rule=RuleId.PENALTY_CARD, law=50)
        minors = [m for m, major in pen.items() if not major and m.suit == card.suit]
        if minors:
            law = "50C" if self.edition is Edition.LAWS_2017 else "50D"   # the laws text's D
            return IllegalPlay(
                f"{who} has the minor penalty card {minors[0]}: he may not play another "
                f"{card.suit.name_en[:-1]} below an honour, such as {card}, before it (he may "
                f"play an honour instead) (trick {t}; Law {law})",
                rule=RuleId.MINOR_PENALTY_CARD, law=50)
        return IllegalPlay(f"{who} may not play {card} now: it is not among the cards the laws "  # pragma: no cover
                           f"leave him ({' '.join(map(str, legal))}) (trick {t}; Laws 50–59, "
                           "see Law 59)", rule=RuleId.LAWS, law=59)

    def _pending_law(self) -> int:
        p = self.pending
        if isinstance(p, PendingLead):
            return 54 if p.opening else (55 if p.offender.side is self.declaring_side else 56)
        if isinstance(p, PendingPremature):
            return 57
        if isinstance(p, PendingPenaltyLead):
            return 51 if len(p.suits) > 1 else 50
        return 26

    def _pending_message(self, card: Card) -> str:
        p = self.pending
        opts = ", ".join(self.pending_options)
        if isinstance(p, PendingLead):
            return (f"{card} cannot be played yet: {p.offender.name_en}'s {p.card} was led out of "
                    f"turn and {self._chooser_text(p)} must first choose ({opts}) "
                    f"(Law {self._pending_law()}); the player next in rotation, "
                    f"{p.offender.lho.name_en}, may also accept it by playing to it (Law 53A)")
        if isinstance(p, PendingPremature):
            return (f"{card} cannot be played yet: {p.offender.name_en}'s {p.card} was "
                    f"{'led' if p.lead else 'played'} before his partner played to trick "
                    f"{p.trick}, and declarer first chooses how {p.partner.name_en} plays "
                    f"({opts}) (Law 57A)")
        if isinstance(p, PendingPenaltyLead):
            law = "51B2" if len(p.suits) > 1 else "50D2"
            return (f"{card} cannot be led yet: {p.leader.name_en}'s partner has a major penalty "
                    f"card, and declarer first chooses ({opts}) (Law {law})")
        return (f"{card} cannot be led yet: declarer may first prohibit one suit ({opts}) "
                f"(Law 26B)")

    # ---------------------------------------------------------------- state
    def penalty_cards(self, seat: Seat | str) -> tuple[Card, ...]:
        """The penalty cards in front of ``seat`` (highest first)."""
        return tuple(sorted(self._penalty[_seat(seat)], key=lambda c: (-c.suit, -c.rank)))

    def is_major(self, card: Card | str) -> bool:
        card = _card(card)
        for pen in self._penalty.values():
            if card in pen:
                return pen[card]
        raise IllegalAction(f"{card} is not a penalty card (Law 50: a card a defender exposes "
                            "prematurely is one)", rule=RuleId.NOT_PENALTY_CARD, law=50)

    @property
    def pending_options(self) -> tuple[str, ...]:
        return tuple(o.key for o in self._options())

    @property
    def actions(self) -> tuple[tuple, ...]:
        return tuple(self._actions)

    # ---------------------------------------------------------------- transactions
    @contextmanager
    def _atomic(self) -> Iterator[None]:
        # the laws' state and the Play's: a refused action leaves both as they were
        with atomic(self), atomic(self._play, keep=("deal",)):
            yield

    @overload
    def _record(self, action: tuple, ruling: Ruling) -> Ruling: ...
    @overload
    def _record(self, action: tuple, ruling: None = None) -> None: ...

    def _record(self, action: tuple, ruling: Ruling | None = None) -> Ruling | None:
        self._actions.append(action)
        if ruling is not None:
            self.rulings.append(ruling)
        return ruling

    def _replay(self, actions: Sequence[tuple]) -> None:
        """Rebuild the position from the start with ``actions``."""
        fresh = LawsPlay(**self._init_args)
        for a in actions:
            fresh.apply(a)
        self.__dict__.update(fresh.__dict__)

    def apply(self, action: tuple) -> Ruling | None:
        """Apply a recorded action (as in :attr:`actions`)."""
        kind, *args = action
        if kind == "play":
            self.play(args[0], args[1] if len(args) > 1 else None)
            return None
        if kind == "penalty":
            return self._make_penalty(_seat(args[0]), _card(args[1]), True, args[2])
        methods: dict[str, Callable[..., Ruling | None]] = {
            "lead_out_of_turn": self.lead_out_of_turn, "choose": self.choose,
            "expose": self.expose, "revoke": self.revoke, "designate": self.designate,
            "correct_revoke": self.correct_revoke, "claimed": self._claimed,
            "play_out_of_turn": self.play_out_of_turn}
        method = methods.get(kind)
        if method is None:
            raise InvalidNotation(f"{kind!r} is not an action of LawsPlay")
        if kind == "choose":
            return method(args[0], suit=args[1], card=args[2],
                          suits=args[3] if len(args) > 3 else None)
        if kind == "correct_revoke":
            return method(args[0], after_dummy_violation=args[1])
        return method(*args)

    def undo(self) -> tuple:
        """Take back the last action (a card or an irregularity) by replaying the rest;
        return it (a tuple as in :attr:`actions`)."""
        if not self._actions:
            raise IllegalPlay("there is nothing to undo: no action has been taken", rule=RuleId.UNDO)
        last = self._actions[-1]
        self._replay(self._actions[:-1])
        return last

    pop = undo

    # ---------------------------------------------------------------- regular play
    def play(self, card: Card | str, seat: Seat | str | None = None) -> Ruling | None:
        """Play a card in turn (checked against the laws too; a refused card changes nothing).

        While a lead out of turn waits for a choice, a card played by the player next in
        rotation after it accepts it (Law 53A): the ruling saying so is returned.
        """
        with self._atomic():
            card = _card(card)
            p = self.pending
            ruling = None
            if isinstance(p, PendingLead) and seat is not None and _seat(seat) is p.offender.lho:
                ruling = self._accept(p, by_play=True)
            self.check(card, seat)
            played_by = self.turn
            assert played_by is not None  # check() refuses a card once the play has ended
            self._push(card)
            self._record(("play", card.pbn(), played_by.letter))
            return ruling

    push = play

    def extend(self, cards: Iterable[Card | str]) -> None:
        """Play cards one after another, each as by :meth:`play`."""
        for c in cards:
            self.play(c)

    def _push(self, card: Card, leader: Seat | None = None) -> None:
        """Hand a card the laws have let stand to the Play (``leader``: a lead out of turn
        that stands), and carry the laws' state along."""
        seat = leader if leader is not None else self.turn
        assert seat is not None  # a card is pushed only after a check that the play goes on
        leading = not self.current_trick.cards
        self._play.force(card, leader=leader)
        self._penalty[seat].pop(card, None)
        if self._designated == card:
            self._designated = None
        self._committed.pop(seat, None)
        if leading:
            self.restrictions = [r for r in self.restrictions
                                 if not (r.seat is seat and r.kind == "lead-suit")]
        else:
            self.restrictions = [r for r in self.restrictions if r.is_lead or r.seat is not seat]
        if not self.current_trick.cards and self.tricks:   # a trick was completed
            nxt = self.tricks[-1].winner
            self.restrictions = [r for r in self.restrictions if r.seat is nxt and r.is_lead]
            self._committed.clear()
        self._update_pending()

    def _update_pending(self) -> None:
        p = self.pending
        if isinstance(p, PendingPenaltyLead):   # a further exposure while declarer chooses
            suits = tuple(sorted({c.suit for c, m in self._penalty[p.leader.partner].items() if m},
                                 reverse=True))
            if suits and suits != p.suits:
                self.pending = PendingPenaltyLead(p.leader, suits)
            return
        if self.pending is not None or self.is_complete or self.current_trick.cards:
            return
        leader = self.turn
        assert leader is not None  # the play is not complete (checked above)
        if leader in self.defenders:
            idx = len(self._play.tricks)
            majors = sorted({c.suit for c, m in self._penalty[leader.partner].items() if m},
                            reverse=True)
            done = self._lead_choice_done.get((idx, leader))
            # 50D2 / 51B2: declarer chooses before the lead -- again if a further exposure
            # has put a penalty card in a suit his earlier choice did not consider
            if majors and (done is None or not set(majors) <= done):
                self.pending = PendingPenaltyLead(leader, tuple(majors))
                return
            for i, lp in enumerate(self.lead_penalties):
                if i not in self._used_penalties and lp.partner is leader:
                    self.pending = PendingLeadPenalty(leader, lp)
                    self._used_penalties.add(i)
                    return

    # ---------------------------------------------------------------- options
    def _chooser_text(self, p: PendingLead) -> str:
        if p.offender.side is self.declaring_side:
            return "the defenders"
        return f"declarer ({self.declarer.name_en})"

    def _options(self) -> tuple[Option, ...]:
        p = self.pending
        if p is None:
            return ()
        decl = self.declarer
        if isinstance(p, PendingLead):
            if p.offender.side is self.declaring_side:
                defenders = self.declaring_side.opponents
                opts = [Option("accept", defenders, "55A",
                               "accept the lead (Law 53A); the player on its left plays next"),
                        Option("refuse", defenders, "55B",
                               "require declarer to retract it: " + (
                                   "the card goes back, the defender leads (55B1)"
                                   if p.correct.side is not self.declaring_side else
                                   "declarer must lead from the correct hand (55B2)"))]
                if p.correct.side is not self.declaring_side:
                    opts.append(Option("proper-lead", p.correct, "53B" if self.edition is
                                       Edition.LAWS_2017 else "53C",
                                       f"{p.correct.name_en} makes his proper lead instead; the "
                                       "card led in error is withdrawn"))
                return tuple(opts)
            if p.opening:
                accept = Option("accept", decl, "54B",
                                "accept the lead: dummy is spread and declarer plays second")
                if self.dummy_seen:
                    return (accept,)
                return (accept,
                        Option("become-dummy", decl, "54A",
                               "spread his hand and become dummy; his partner declares"),
                        Option("refuse", decl, "54D",
                               f"require {p.correct.name_en} to lead: {p.card} becomes a major "
                               "penalty card (Law 56)"))
            opts = [Option("accept", decl, "53A", "accept the lead"),
                    Option("refuse", decl, "56", f"require the lead from {p.correct.name_en}: "
                           f"{p.card} becomes a major penalty card (Law 50)")]
            if p.correct.side is not p.offender.side:
                opts.append(Option("proper-lead", p.correct, "53B" if self.edition is
                                   Edition.LAWS_2017 else "53C",
                                   f"{p.correct.name_en} makes his proper lead instead; "
                                   f"{p.card} is withdrawn"))
            return tuple(opts)
        if isinstance(p, PendingPremature):
            name = p.suit_led.name_en[:-1]
            who = p.partner.name_en
            return (Option("highest", decl, "57A1", f"require {who} to play his highest {name}"),
                    Option("lowest", decl, "57A2", f"require {who} to play his lowest {name}"),
                    Option("another-suit", decl, "57A3", f"require {who} to play a card of "
                           "another suit that declarer names"),
                    Option("forbid-suit", decl, "57A4", f"forbid {who} to play a card of another "
                           "suit that declarer names"))
        if isinstance(p, PendingPenaltyLead):
            who = p.leader.name_en
            if len(p.suits) > 1:
                names = ", ".join(s.name_en for s in p.suits)
                return (Option("require", decl, "51B2a", f"require {who} to lead one of {names}; "
                               "the penalty cards of that suit are picked up (51B1a)"),
                        Option("prohibit", decl, "51B2b", f"prohibit one or more of {names} for "
                               f"as long as {who} keeps the lead; every penalty card of a "
                               "prohibited suit is picked up"),
                        Option("free", decl, "50D2b", f"let {who} lead anything; the penalty "
                               "cards stay penalty cards"))
            names = p.suits[0].name_en
            return (Option("require", decl, "50D2a", f"require {who} to lead {names}; "
                           "the penalty card is picked up"),
                    Option("prohibit", decl, "50D2a", f"prohibit {names} for as long as "
                           f"{who} keeps the lead; the penalty card is picked up"),
                    Option("free", decl, "50D2b", f"let {who} lead anything; the "
                           "penalty card stays a penalty card"))
        names = ", ".join(s.name_en for s in sorted(p.penalty.suits, reverse=True))
        return (Option("prohibit", decl, "26B", f"prohibit one suit ({names}) for as long as "
                       f"{p.leader.name_en} keeps the lead"),
                Option("free", decl, "26B", "no prohibition"))

    # ---------------------------------------------------------------- leads out of turn
    def lead_out_of_turn(self, seat: Seat | str, card: Card | str) -> Ruling:
        """``seat`` faces a lead when someone else should lead (Laws 53–56)."""
        with self._atomic():
            seat, card = _seat(seat), _card(card)
            if self.pending is not None:
                raise IllegalAction(self._pending_message(card), rule=RuleId.PENDING_CHOICE,
                                    law=self._pending_law())
            if self.is_complete:
                raise IllegalAction(_ended(card), rule=RuleId.PLAY_ENDED, law=44)
            if self.current_trick.cards:
                raise IllegalAction(
                    f"{seat.name_en}'s {card} is not a lead out of turn: trick "
                    f"{self.trick_number} is in progress, and a card led or played before the "
                    "trick is complete is a premature lead or play (Law 57: play_out_of_turn())",
                    rule=RuleId.NOT_A_LEAD, law=57)
            correct = self.turn
            assert correct is not None  # the play is not complete (checked above)
            if seat is correct:
                raise IllegalAction(f"{seat.name_en} is on lead: {card} is a lead in turn, not "
                                    "out of turn (Law 53 concerns a lead out of turn)",
                                    rule=RuleId.IN_TURN, law=53)
            if card not in self.hand(seat):
                raise IllegalAction(f"{seat.name_en} does not hold {card} (Law 45A: a player "
                                    "plays a card from his own hand)", rule=RuleId.NOT_HELD, law=45)
            opening = not self.cards_played
            if opening and seat.side is self.declaring_side:
                raise IllegalAction(
                    f"{seat.name_en} is on the declaring side: only a defender makes the opening "
                    "lead (Law 41A); a card faced by the presumed declarer or dummy before it "
                    "is dealt with by Law 24 (not modelled)", rule=RuleId.DECLARING_SIDE_OPENING,
                    law=41)
            self.pending = PendingLead(seat, card, correct, opening)
            law = "54" if opening else ("55" if seat.side is self.declaring_side else "53")
            what = "the opening lead" if opening else f"the lead to trick {self.trick_number}"
            chooser = self._chooser_text(self.pending)
            verb = "choose" if chooser == "the defenders" else "chooses"
            ruling = Ruling(law, f"{seat.name_en} made {what} out of turn ({card}); "
                            f"{correct.name_en} should lead. {chooser[0].upper() + chooser[1:]} "
                            f"{verb}.", options=self._options())
            return self._record(("lead_out_of_turn", seat.letter, card.pbn()), ruling)

    # ---------------------------------------------------------------- dummy's card
    def call_from_dummy(self, words: str, *, defender_choice: "Card | str | None" = None) -> Ruling:
        """Declarer calls dummy's card in ``words`` ("high", "low", "win", "spade", "ten",
        "ruff", "play anything", "♠K"): Law 46B says which card that is
        (:func:`~bridgelib.laws.designation.dummy_card`), and it is played.  Refused, citing
        the law, when Law 46B does not resolve the words or the card may not be played."""
        from .designation import dummy_card

        with self._atomic():
            d = dummy_card(self, words, defender_choice=defender_choice)
            self.play(d.card)
            self.rulings.append(d.ruling)
            return d.ruling

    # ---------------------------------------------------------------- premature play
    def play_out_of_turn(self, seat: Seat | str, card: Card | str) -> Ruling:
        """``seat`` leads or plays ``card`` before his turn while a trick is in progress
        (Law 57).

        * A defender who leads to the next trick before his partner has played to this one,
          or plays before his partner has played (57A): the card becomes a major penalty
          card and declarer chooses how the partner plays to this trick — his highest or
          lowest card of the suit led, a card of another suit declarer names, or no card of
          another suit declarer names (:attr:`pending_options`, taken with :meth:`choose`);
          unable to comply, the partner plays any legal card (57B, Law 59).  No
          rectification when declarer has already played from both hands (57C1).
        * A defender who plays (not leads) at his right-hand opponent's turn after his
          partner has played (57D): a card he can legally play to the trick must be played
          at his proper turn; any other becomes a major penalty card.
        * Declarer's premature play from either hand (57C3) is a played card: if legal it
          stands and is his card to the trick at that hand's turn; an illegal one is
          refused.
        """
        with self._atomic():
            seat, card = _seat(seat), _card(card)
            if self.pending is not None:
                raise IllegalAction(self._pending_message(card), rule=RuleId.PENDING_CHOICE,
                                    law=self._pending_law())
            if self.is_complete:
                raise IllegalAction(_ended(card), rule=RuleId.PLAY_ENDED, law=44)
            cur, t = self.current_trick, self.trick_number
            who = seat.name_en
            if not cur.cards:
                raise IllegalAction(f"{who}'s {card}: no trick is in progress, so a card faced "
                                    "before its turn is a lead out of turn (Law 53: "
                                    "lead_out_of_turn())", rule=RuleId.NOT_PREMATURE, law=53)
            turn = self.turn
            assert turn is not None  # the play is not complete (checked above)
            if seat is turn:
                raise IllegalAction(f"it is {who}'s turn to play to trick {t}: {card} is not "
                                    "premature (Law 57 concerns a card played before its turn)",
                                    rule=RuleId.IN_TURN, law=57)
            if card not in self.hand(seat):
                raise IllegalAction(f"{who} does not hold {card} (Law 45A: a player plays a "
                                    "card from his own hand)", rule=RuleId.NOT_HELD, law=45)
            lead = seat in cur.players          # a premature lead to the next trick
            if seat.side is self.declaring_side:
                ruling = self._declarer_premature(seat, card, lead)
            elif seat.partner not in cur.players:
                ruling = self._premature_57a(seat, card, lead)
            elif lead:
                raise IllegalAction(
                    f"{who} and his partner have both played to trick {t}: {card}, faced before "
                    "the trick is complete, is not a premature lead of Law 57A (made before the "
                    "partner has played); it is an exposed card (Law 50: expose())",
                    rule=RuleId.NOT_57A_LEAD, law=57)
            else:
                legal = self._laws_legal(seat)
                if card in legal:
                    self._committed[seat] = (card, "57D")
                    ruling = Ruling("57D", f"{who} played {card} at his right-hand opponent's "
                                    f"({seat.rho.name_en}'s) turn: it can be legally played to "
                                    f"trick {t}, so it must be played at his proper turn "
                                    "(Law 16 may apply to the information)")
                else:
                    self._make_penalty(seat, card, True, "57D")
                    ruling = Ruling("57D", f"{who} played {card} at his right-hand opponent's "
                                    f"({seat.rho.name_en}'s) turn, and it cannot be legally "
                                    f"played to trick {t}: it becomes a major penalty card "
                                    "(Law 50)")
            return self._record(("play_out_of_turn", seat.letter, card.pbn()), ruling)

    def _declarer_premature(self, seat: Seat, card: Card, lead: bool) -> Ruling:
        t = self.trick_number
        hand = "dummy" if seat is self.dummy else "declarer's hand"
        if lead:
            raise IllegalAction(
                f"{card} from {hand} would lead to trick {t + 1} before trick {t} is complete: "
                "declarer leads at his turn; Law 57C3 makes only a premature play (not a lead) "
                "by declarer a played card", rule=RuleId.DECLARER_PREMATURE_LEAD, law=57)
        basic = self._basic_legal(seat)
        if card not in basic:
            led = self.current_trick.suit_led
            raise IllegalPlay(
                f"{card} from {hand} played before its turn would not be legal: "
                f"{led.name_en if led is not None else 'the suit led'} were led and "
                f"{seat.name_en} holds {' '.join(map(str, basic))} (Law 44C); a premature play "
                "by declarer stands only if it is legal (Law 57C3)", rule=RuleId.FOLLOW_SUIT, law=44)
        self._committed[seat] = (card, "57C3")
        return Ruling("57C3", f"declarer's premature {card} from {hand} is a played card and, "
                      f"being legal, may not be withdrawn: it is {seat.name_en}'s card to trick "
                      f"{t}, played at that hand's turn")

    def _premature_57a(self, seat: Seat, card: Card, lead: bool) -> Ruling:
        cur, t = self.current_trick, self.trick_number
        who, partner = seat.name_en, seat.partner.name_en
        what = (f"led {card} to trick {t + 1} before {partner} had played to trick {t}" if lead
                else f"played {card} to trick {t} before his partner {partner} had played")
        if self.declarer in cur.players and self.dummy in cur.players:
            return Ruling("57C1", f"{who} {what}, but declarer has already played from both "
                          f"hands: no rectification — {card} goes back to {who}'s hand, and the "
                          f"information from it is unauthorised for {partner} (Law 16C)")
        self._make_penalty(seat, card, True, "57A")
        assert cur.suit_led is not None  # play_out_of_turn refuses a card with no trick begun
        self.pending = PendingPremature(seat, card, cur.suit_led, t, lead)
        return Ruling("57A", f"{who} {what}: {card} becomes a major penalty card, and declarer "
                      f"chooses how {partner} plays to trick {t}", options=self._options())

    def _accept(self, p: PendingLead, *, by_play: bool = False) -> Ruling:
        self.pending = None
        idx = len(self._play.tricks)
        self._lead_choice_done[(idx, p.offender)] = frozenset(Suit)
        self._push(p.card, leader=p.offender)
        how = (f"{p.offender.lho.name_en} played to it, which accepts it" if by_play
               else "it is accepted")
        law = "54B" if p.opening else ("55A" if p.offender.side is self.declaring_side else "53A")
        r = Ruling(law, f"{p.offender.name_en}'s {p.card} stands as the lead: {how}; play "
                   f"continues with {p.offender.lho.name_en}"
                   + (" from declarer's hand, and dummy is spread" if p.opening else ""))
        self.rulings.append(r)
        return r

    # ---------------------------------------------------------------- choices
    def choose(self, option: str, *, suit: "Suit | str | None" = None,
               card: "Card | str | None" = None,
               suits: "Iterable[Suit | str] | str | None" = None) -> Ruling:
        """Take one of :attr:`pending_options` (``suit`` or ``card`` where the option needs
        one; ``suits`` to prohibit several suits at once, Law 51B2b)."""
        with self._atomic():
            p = self.pending
            if p is None:
                raise IllegalAction(f"there is no choice to make now ({option!r}): no "
                                    "irregularity is waiting for the non-offending side's "
                                    "choice (Law 10C)", rule=RuleId.NO_CHOICE, law=10)
            if option not in self.pending_options:
                raise IllegalAction(
                    f"{option!r} is not open now: the options are {', '.join(self.pending_options)}"
                    f" (Law {self._pending_law()})", rule=RuleId.BAD_OPTION, law=self._pending_law())
            suit_, card_ = _suit(suit), (None if card is None else _card(card))
            many = _suits(suits)
            if suit_ is not None and many:
                many = tuple(dict.fromkeys((suit_,) + many))
            if len(many) == 1:
                suit_, many = many[0], ()
            if many and not (isinstance(p, PendingPenaltyLead) and option == "prohibit"):
                raise IllegalAction(
                    f"{option!r} takes one suit, not {' '.join(x.letter for x in many)}: only "
                    "the prohibition of Law 51B2b names several suits (Law "
                    f"{self._pending_law()})", rule=RuleId.ONE_SUIT, law=self._pending_law())
            if isinstance(p, PendingLead):
                ruling = self._choose_lead(p, option, card_)
            elif isinstance(p, PendingPremature):
                ruling = self._choose_premature(p, option, suit_)
            elif isinstance(p, PendingPenaltyLead):
                ruling = self._choose_penalty_lead(p, option, many or
                                                   ((suit_,) if suit_ is not None else ()))
            else:
                ruling = self._choose_26(p, option, suit_)
            action: tuple = ("choose", option, suit_.letter if suit_ is not None else None,
                             card_.pbn() if card_ is not None else None)
            if many:
                action += ("".join(x.letter for x in many),)
            self._record(action)
            self._update_pending()
            return ruling

    def _choose_lead(self, p: PendingLead, option: str, card: Card | None) -> Ruling:
        if option == "accept":
            return self._accept(p)
        if option == "become-dummy":
            new = self.declarer.partner
            self.pending = None
            # no card has been played (an opening lead): the Play starts again with the
            # new declarer, whose left-hand opponent made the lead
            self._play = Play(self.deal, replace(self.contract, declarer=new),
                              leader=self._init_args["leader"])
            self._push(p.card)
            r = Ruling("54A", f"{new.partner.name_en} spreads his hand and becomes dummy; "
                       f"{new.name_en} is declarer, and {p.offender.name_en}'s {p.card} is the "
                       "opening lead")
            self.rulings.append(r)
            return r
        if option == "proper-lead":
            if card is None:
                law = "53B" if self.edition is Edition.LAWS_2017 else "53C"
                raise IllegalAction(f"name the card {p.correct.name_en} leads as his proper lead "
                                    f"(choose('proper-lead', card=...); Law {law})",
                                    rule=RuleId.CARD_NEEDED, law=53)
            self.pending = None
            self.check(card)
            self._push(card)
            law = "53B" if self.edition is Edition.LAWS_2017 else "53C"
            r = Ruling(law, f"{p.correct.name_en} makes his proper lead, {card}; it stands, and "
                       f"{p.offender.name_en}'s {p.card} is withdrawn without rectification",
                       edition_note="The laws text's edition calls this 53C and withdraws the card "
                       "«без наказания»; 2017 calls it 53B and adds that Law 16C applies to "
                       "the information.")
            self.rulings.append(r)
            return r
        # refuse
        self.pending = None
        if p.offender.side is self.declaring_side:
            if p.correct.side is not self.declaring_side:
                r = Ruling("55B1", f"the defenders require declarer to retract {p.card}: it goes "
                           f"back to {p.offender.name_en}'s hand without rectification, and "
                           f"{p.correct.name_en} leads")
            else:
                r = Ruling("55B2", f"the defenders require declarer to retract {p.card}: he must "
                           f"lead from the correct hand, {p.correct.name_en}")
            self.rulings.append(r)
            return r
        self._make_penalty(p.offender, p.card, True, "56")
        law = "56"
        r = Ruling(law, f"declarer does not accept the lead: {p.offender.name_en}'s {p.card} "
                   f"becomes a major penalty card (Law 50) and {p.correct.name_en} must lead")
        self.rulings.append(r)
        return r

    def _choose_penalty_lead(self, p: PendingPenaltyLead, option: str,
                             suits: tuple[Suit, ...]) -> Ruling:
        idx = len(self._play.tricks)
        partner = p.leader.partner
        law = "51B2" if len(p.suits) > 1 else "50D2"
        self.pending = None
        self._lead_choice_done[(idx, p.leader)] = frozenset(p.suits)
        if option == "free":
            r = Ruling("50D2", f"declarer lets {p.leader.name_en} lead any card; "
                       f"{partner.name_en}'s penalty card"
                       + ("s stay penalty cards" if len(self._penalty[partner]) > 1
                          else " stays a penalty card"))
            self.rulings.append(r)
            return r
        if not suits and len(p.suits) == 1:
            suits = p.suits
        names = ", ".join(s.name_en for s in p.suits)
        if not suits:
            raise IllegalAction(
                f"name the suit declarer {option}s: {partner.name_en} has penalty cards in "
                f"{names} (choose({option!r}, suit=...)"
                + (", or suits=... to prohibit several" if option == "prohibit" else "")
                + f") (Law {law})", rule=RuleId.SUIT_NEEDED, law=int(law[:2]))
        bad = [x for x in suits if x not in p.suits]
        if bad:
            raise IllegalAction(f"declarer can {option} only a suit in which {partner.name_en} "
                                f"has a major penalty card ({names}), not {bad[0].name_en} "
                                f"(Law {law})", rule=RuleId.BAD_SUIT, law=int(law[:2]))
        # (a choice made after a further exposure adds to the earlier one: Law 59 if both
        # cannot be obeyed)
        for x in suits:
            for c in [c for c in self._penalty[partner] if c.suit == x]:
                del self._penalty[partner][c]
        kind = "lead-suit" if option == "require" else "no-lead-suit"
        sub = "" if law == "50D2" else ("a" if option == "require" else "b")
        for x in suits:
            self.restrictions.append(Restriction(p.leader, kind, x, law + sub, idx + 1))
        words = " and ".join(x.name_en for x in suits)
        what = (f"requires {p.leader.name_en} to lead a {suits[0].name_en[:-1]}"
                if option == "require" else
                f"prohibits the lead of {words} for as long as {p.leader.name_en} keeps the lead")
        picked = (f"{partner.name_en}'s {suits[0].name_en[:-1]} penalty card is picked up"
                  if law == "50D2" else
                  f"{partner.name_en} picks up every penalty card in {words}"
                  + (f"; his other penalty cards ({' '.join(map(str, self.penalty_cards(partner)))})"
                     " stay penalty cards" if self._penalty[partner] else ""))
        r = Ruling(law + sub, f"declarer {what}; {picked}")
        self.rulings.append(r)
        return r

    def _choose_premature(self, p: PendingPremature, option: str, suit: Suit | None) -> Ruling:
        self.pending = None
        who, name = p.partner.name_en, p.suit_led.name_en[:-1]
        if option in ("another-suit", "forbid-suit"):
            if suit is None or suit == p.suit_led:
                raise IllegalAction(
                    f"declarer names a suit other than the suit led ({p.suit_led.name_en}) for "
                    f"{who}: {'no suit named' if suit is None else suit.name_en + ' is the suit led'}"
                    f" (Law 57A)", rule=RuleId.BAD_SUIT, law=57)
            kind = "play-suit" if option == "another-suit" else "no-play-suit"
            law = "57A3" if option == "another-suit" else "57A4"
            what = (f"requires {who} to play a {suit.name_en[:-1]}" if kind == "play-suit" else
                    f"forbids {who} to play a {suit.name_en[:-1]}")
        else:
            if suit is not None and suit != p.suit_led:
                raise IllegalAction(f"the {option} card is of the suit led, {p.suit_led.name_en}, "
                                    f"not {suit.name_en} (Law 57A)", rule=RuleId.BAD_SUIT, law=57)
            kind, suit = option, p.suit_led
            law = "57A1" if option == "highest" else "57A2"
            what = f"requires {who} to play his {option} {name}"
        self.restrictions.append(Restriction(p.partner, kind, suit, law, p.trick))
        r = Ruling(law, f"declarer {what} to trick {p.trick}; {p.offender.name_en}'s {p.card} is "
                   f"a major penalty card. If {who} cannot comply he may play any legal card "
                   "(57B, Law 59)")
        self.rulings.append(r)
        return r

    def _choose_26(self, p: PendingLeadPenalty, option: str, suit: Suit | None) -> Ruling:
        self.pending = None
        if option == "free":
            r = Ruling("26B", "declarer does not prohibit a lead")
        else:
            if suit is None or suit not in p.penalty.suits:
                raise IllegalAction(
                    f"declarer may prohibit one suit not specified in {p.penalty.offender.name_en}'s"
                    f" legal auction: {', '.join(s.name_en for s in sorted(p.penalty.suits))} "
                    "(Law 26B)", rule=RuleId.BAD_SUIT, law=26)
            self.restrictions.append(Restriction(p.leader, "no-lead-suit", suit, "26B",
                                                 len(self._play.tricks) + 1))
            r = Ruling("26B", f"declarer prohibits a {suit.name_en[:-1]} lead for as long as "
                       f"{p.leader.name_en} keeps the lead")
        self.rulings.append(r)
        return r

    # ---------------------------------------------------------------- penalty cards
    def _make_penalty(self, seat: Seat, card: Card, major: bool, law: str) -> Ruling:
        pen = self._penalty[seat]
        pen[card] = major
        if len(pen) >= 2:
            for c in pen:
                pen[c] = True
        r = Ruling(law, f"{seat.name_en}'s {card} is a {'major' if pen[card] else 'minor'} "
                   "penalty card")
        self._update_pending()
        return r

    def expose(self, seat: Seat | str, card: Card | str, how: str = "accident") -> Ruling:
        """A card is exposed (dropped, two cards played at once, named as held: ``how``
        ``"accident"``; led or shown on purpose: ``"deliberate"``)."""
        with self._atomic():
            seat, card = _seat(seat), _card(card)
            if how not in ("accident", "deliberate"):
                raise InvalidNotation(f"{how!r}: a card is exposed by 'accident' or 'deliberate'")
            if card not in self.hand(seat):
                raise IllegalAction(f"{seat.name_en} does not hold {card} (Law 49: a defender "
                                    "exposes a card of his own hand)", rule=RuleId.NOT_HELD, law=49)
            if seat is self.dummy:
                raise IllegalAction(f"{card} is in dummy, whose cards are faced anyway (Law 41D)",
                                    rule=RuleId.DUMMY_CARD, law=41)
            if seat is self.declarer:
                r = Ruling("48A", f"declarer exposed {card}: declarer is not subject to "
                           "rectification for exposing a card, and no card of declarer's ever "
                           "becomes a penalty card")
                return self._record(("expose", seat.letter, card.pbn(), how), r)
            if card in self._penalty[seat]:
                raise IllegalAction(f"{card} is already a penalty card, face up on the table "
                                    "(Law 50A)", rule=RuleId.ALREADY_PENALTY, law=50)
            major = card.is_honour or how == "deliberate"
            self._make_penalty(seat, card, major, "50")
            why = ("a card of honour rank" if card.is_honour else
                   "exposed deliberately" if how == "deliberate" else
                   "a single card below honour rank exposed inadvertently")
            if len(self._penalty[seat]) >= 2:
                why = f"{seat.name_en} now has two or more penalty cards: all of them are major"
            kind = "major" if self._penalty[seat][card] else "minor"
            law = "50B" if self.edition is Edition.LAWS_2017 else "50C"
            r = Ruling(law, f"{seat.name_en}'s {card} becomes a {kind} penalty card ({why}) and stays "
                       "face up on the table (Laws 49, 50)",
                       edition_note="The laws text letters this section 50C: its 50B (the penalty "
                       "card stays face up) is part of 2017's 50A, so its 50C–D are 2017's 50B–C.")
            return self._record(("expose", seat.letter, card.pbn(), how), r)

    def designate(self, card: Card | str) -> Ruling:
        """Declarer designates which of two or more playable penalty cards is played (51A)."""
        with self._atomic():
            card = _card(card)
            seat = self.turn
            legal = self._laws_legal(seat) if seat is not None else []
            majors = [c for c in legal if self._penalty[seat].get(c)] if seat is not None else []
            if len(majors) < 2 or card not in majors:
                raise IllegalAction(f"declarer can designate {card} only when the player to play "
                                    "has two or more penalty cards he may legally play "
                                    f"({' '.join(map(str, majors)) or 'none now'}) (Law 51A)",
                                    rule=RuleId.DESIGNATE, law=51)
            self._designated = card
            assert seat is not None  # without a player to play there are no majors (refused above)
            r = Ruling("51A", f"declarer designates {card}: {seat.name_en} must play it")
            return self._record(("designate", card.pbn()), r)

    # ---------------------------------------------------------------- revokes
    def revoke(self, card: Card | str) -> Ruling:
        """The player in turn revokes with ``card``: he could follow suit (or had to play a
        penalty card, or obey a restriction) but does not (Law 61A)."""
        with self._atomic():
            card = _card(card)
            seat = self.turn
            if seat is None:
                raise IllegalPlay(_ended(card), rule=RuleId.PLAY_ENDED, law=44)
            if self.pending is not None:
                raise IllegalPlay(self._pending_message(card), rule=RuleId.PENDING_CHOICE,
                                  law=self._pending_law())
            legal = self._laws_legal(seat)
            basic = self._play.legal_cards()
            try:                   # held (Law 45A) and in turn; not following suit is the point
                self._play.check(card)
            except IllegalPlay as exc:
                if exc.rule is not RuleId.FOLLOW_SUIT:
                    raise
            if card in legal:
                raise IllegalPlay(f"{seat.name_en}'s {card} is a legal card here, not a revoke "
                                  "(Law 61A: a revoke is a failure to follow suit or to play a "
                                  "card the laws require)", rule=RuleId.NOT_A_REVOKE, law=61)
            if card not in basic:
                kind = "follow-suit"
            elif any(self._penalty[seat].get(c) for c in legal) or any(
                    not m for m in self._penalty[seat].values()):
                kind = "penalty-card"
            else:
                kind = "restriction"
            led = self.current_trick.suit_led
            r = Revoke(seat, self.trick_number, card, led, kind, frozenset(legal),
                       dummy=seat is self.dummy, action=len(self._actions),
                       position=len(self.current_trick.cards))
            self._push(card)
            self.revokes.append(r)
            ruling = Ruling("61A", f"{r}: a revoke. It must be corrected if attention is drawn "
                            "to it before it is established (Law 62A); it becomes established "
                            f"when {seat.name_en} or his partner plays to the next trick (Law 63A)")
            return self._record(("revoke", card.pbn()), ruling)

    def is_established(self, revoke: Revoke) -> bool:
        """Law 63A: the offender or his partner has played to a later trick, or his side
        has claimed or conceded."""
        if revoke.corrected:
            return False
        if self._claimed_by is revoke.side:
            return True
        side = {revoke.seat, revoke.seat.partner}
        for i, t in enumerate(self._play.tricks):
            if i >= revoke.trick and any(s in side for s in t.players):
                return True
        cur = self.current_trick
        if len(self._play.tricks) >= revoke.trick and any(s in side for s in cur.players):
            return True
        return False

    def correct_revoke(self, substitute: Card | str, *,
                       after_dummy_violation: bool = False) -> Ruling:
        """Correct the last revoke with ``substitute`` (Law 62): allowed before it is
        established, and on the twelfth trick even after (62D).

        The revoke card goes back; from a defender's unfaced hand it becomes a major
        penalty card (62B1), from declarer's or dummy's hand it is simply replaced
        (62B2).  Every card played after the revoke is withdrawn: the non-offenders may
        take theirs back (62C1) and replay them; a card of the offender's partner played
        after a non-offender's withdrawn card becomes a penalty card if he is a defender
        (62C2).  ``after_dummy_violation``: dummy, having broken Law 43A2, was the first
        to ask about declarer's revoke — it is corrected, but Law 64 applies as if it
        had been established (43B2b).
        """
        with self._atomic():
            substitute = _card(substitute)
            open_ = [r for r in self.revokes]
            if not open_:
                raise IllegalAction("there is no revoke to correct (Law 62A: a revoke is "
                                    "corrected before it is established)", rule=RuleId.NO_REVOKE,
                                    law=62)
            r = open_[-1]
            twelfth = r.trick == 12
            established = self.is_established(r)
            if established and not twelfth:
                raise IllegalAction(
                    f"the revoke ({r}) is established — {r.seat.name_en} or his partner has "
                    "played to the next trick — and may no longer be corrected (Law 63B); "
                    "Law 64 applies at the end of play", rule=RuleId.ESTABLISHED, law=63)
            later = self._actions[r.action + 1:]
            if any(a[0] not in ("play", "penalty") for a in later):
                raise IllegalAction("the revoke can be corrected here only when nothing but "
                                    "cards has been played after it: they are withdrawn (Law "
                                    "62C)", rule=RuleId.CORRECT_REVOKE, law=62)
            actions = list(self._actions[:r.action])
            defender = r.seat in self.defenders
            if defender:
                actions.append(("penalty", r.seat.letter, r.card.pbn(), "62B1"))
            actions.append(("play", substitute.pbn()))
            # 62C2 concerns the revoke trick only, and not the correction of an established
            # revoke on trick twelve (62D2: Law 16C applies instead)
            same_trick = [a for a in later if a[0] == "play"][:3 - r.position]
            non_offender_withdrew = False
            for a in same_trick if not established else []:
                who = Seat.from_str(a[2])
                if who.side is not r.side:
                    non_offender_withdrew = True
                elif who is r.seat.partner and non_offender_withdrew and who in self.defenders:
                    actions.append(("penalty", who.letter, a[1], "62C2"))
            fixed = replace(r, corrected=True, penalty_anyway=after_dummy_violation)
            history = self._actions + [("correct_revoke", substitute.pbn(), after_dummy_violation)]
            previous = self.corrected + [fixed]
            earlier = self.rulings
            self._replay(actions)     # the effective play: the revoke replaced by the correction
            self._actions, self.corrected = history, previous
            self.rulings = earlier
            law = "62D" if twelfth and established else "62B"
            text = (f"{r.seat.name_en} corrects the revoke: {r.card} is withdrawn and {substitute} "
                    "played; " + (f"{r.card} becomes a major penalty card (62B1)" if defender
                                  else "a card of declarer's or dummy's is replaced without "
                                  "rectification (62B2)")
                    + "; cards played after the revoke are withdrawn (62C)")
            if after_dummy_violation:
                text += ("; because dummy, after violating Law 43A2, was first to ask, Law 64 "
                         "applies as if the revoke were established (43B2b)")
            ruling = Ruling(law, text)
            self.rulings.append(ruling)
            return ruling

    def revoke_adjustment(self, discovery: "Discovery | str" = Discovery.DURING_ROUND) -> RevokeAdjustment:
        """Law 64 at the end of play: the tricks transferred for established revokes."""
        if not self.is_complete:
            raise IllegalAction(
                f"the play is not over (trick {self.trick_number}): tricks are transferred "
                "after play ends (Law 64A)", rule=RuleId.PLAY_NOT_OVER, law=64)
        discovery = discovery if isinstance(discovery, Discovery) else Discovery(discovery)
        revokes = [r for r in self.revokes if self.is_established(r)] + [
            r for r in self.corrected if r.penalty_anyway]
        return adjust_for_revokes(self._play.tricks, revokes, self.declarer, edition=self.edition,
                                  discovery=discovery, total_tricks=len(self._play.tricks))

    def _claimed(self, side: str) -> None:
        self._claimed_by = Side.from_str(side)
        self._actions.append(("claimed", side))

    def mark_claim(self, side: Side | str) -> None:
        """A member of ``side`` claimed or conceded (or agreed to a claim): its revokes are
        established (Law 63A3, 63A4)."""
        with self._atomic():
            self._claimed(side.name if isinstance(side, Side) else side)
