"""The defenders' rules of :mod:`bridgelib.bots.cardplay`, asked one at a time and named.

The computer defenders choose their cards with :class:`~bridgelib.bots.cardplay.HeuristicPlayer`;
this module asks the *same* player (or the same lead rule, for one holding) and says which
textbook rule the card follows: top of a sequence, fourth best, never away from an ace,
a short suit for a ruff, partner's suit; second hand low, cover an honour with an
honour, third hand high (only as high as needed); attitude and count signals.  The card
always comes from the player's rules (one rule, one place); the name is read from the
card and the position, never a second choice.

>>> lead_from_holding("K Q J 4", "NT").card, lead_from_holding("K Q J 4", "NT").rule
(Card.from_str('SK'), 'top of a sequence')
>>> lead_from_holding("K 9 7 4 2", "NT").rule
'fourth best'
>>> lead_from_holding("A 8 6 3", "suit").rule
'the ace: never lead away from an ace against a suit contract'
"""

from __future__ import annotations

from dataclasses import dataclass

from ..auction import Auction, Contract
from ..cards import SUITS, Card, Rank, Suit
from ..deal import Deal
from ..errors import InvalidNotation
from ..play import Play
from ..table import Seat
from .cardplay import (HeuristicPlayer, Sight, _lead_from_suit, _partners_suit,
                       _sequence_lead, _winning)

__all__ = ["Choice", "lead_from_holding", "opening_lead", "defender_card", "suit_leads",
           "signal_from_holding"]


@dataclass(frozen=True)
class Choice:
    """A defender's card and the rule it follows (``rule``: a short name; ``why``: a sentence)."""

    seat: Seat | None
    card: Card
    rule: str
    why: str = ""

    def __str__(self) -> str:
        return f"{self.card}: {self.rule}"


# ---------------------------------------------------------------- the card from a suit
def _holding_ranks(holding: str) -> list[Rank]:
    """``"K Q 10 4"`` (or ``"KQT4"``) as ranks, highest first."""
    text = holding.replace("10", "T").replace(" ", "").upper()
    try:
        ranks = [Rank.from_str(ch) for ch in text]
    except Exception as exc:  # Rank.from_str names the bad character
        raise InvalidNotation(f"{holding!r} is not a holding of ranks like 'K Q 10 4': {exc}") from None
    if not ranks or len(set(ranks)) != len(ranks):
        raise InvalidNotation(f"{holding!r} is not a holding: give each rank once, like 'K Q 10 4'")
    return sorted(ranks, reverse=True)


def _card_rule(ranks: list[Rank], led: Rank, nt: bool) -> str:
    """Name the rule behind the card :func:`cardplay._lead_from_suit` chose from ``ranks``."""
    if _sequence_lead(ranks, nt) == led:
        if led == Rank.ACE and ranks[1] == Rank.KING:
            return "the ace from ace–king"
        return "top of a sequence" if led == ranks[0] else "top of an interior sequence"
    if led == Rank.ACE and not nt:
        return "the ace: never lead away from an ace against a suit contract"
    if len(ranks) >= 4 and led == ranks[3]:
        return "fourth best"
    if len(ranks) >= 4 and led == ranks[1]:
        return "second best from a long suit without an honour"
    if len(ranks) == 3 and led == ranks[2]:
        return "low from three to an honour"
    if len(ranks) == 1:
        return "a singleton"
    if len(ranks) == 2 and led == ranks[0]:
        return "top of a doubleton"
    return "top of nothing"


def lead_from_holding(holding: str, against: str = "NT") -> Choice:
    """The card the computer defenders lead from ``holding`` once they lead that suit,
    against no-trump (``"NT"``) or a suit contract (``"suit"``), and the rule's name.
    The card is shown as a spade (only its rank matters)."""
    nt = against.strip().upper() in ("NT", "N", "NO-TRUMP", "NOTRUMP")
    if not nt and against.strip().lower() not in ("suit", "trump", "s"):
        raise InvalidNotation(f"{against!r}: say 'NT' (no-trump) or 'suit' (a trump contract)")
    ranks = _holding_ranks(holding)
    rank = _lead_from_suit(ranks, nt)
    return Choice(None, Card(Suit.SPADES, rank), _card_rule(ranks, rank, nt))


# ---------------------------------------------------------------- the opening lead
def _start(deal: Deal, contract: Contract | str) -> Play:
    return Play(deal, contract)


def opening_lead(deal: Deal, contract: Contract | str, auction: Auction | None = None) -> Choice:
    """The opening lead the computer defender on declarer's left makes (from his hand
    alone, and the auction when given), with the rule for the suit and for the card."""
    play = _start(deal, contract)
    seat = play.turn
    assert seat is not None
    card = HeuristicPlayer(auction).choose(play)
    s = Sight(play, auction)
    hand, trump, nt = s.hand, s.trump, s.trump is None
    ranks = list(hand.ranks(card.suit))
    card_rule = _card_rule(ranks, card.rank, nt)
    if auction is not None and _partners_suit(s) == card.suit:
        suit_rule = "partner's suit"
    elif trump is not None and card.suit == trump:
        suit_rule, card_rule = "a trump", "every side suit would be led away from an ace"
    elif trump is not None and len(ranks) == 1:
        suit_rule, card_rule = "a short suit", "a singleton, to ruff the suit's next round"
    elif nt and hand.length(card.suit) == max(hand.length(x) for x in SUITS):
        suit_rule = "the longest suit"
    elif nt:
        suit_rule = "a strong sequence"
    else:
        suit_rule = ""
    rule = f"{suit_rule}: {card_rule}" if suit_rule else card_rule
    avoided = [x for x in SUITS if x not in (trump, card.suit) and hand.ranks(x)
               and hand.ranks(x)[0] == Rank.ACE and hand.ranks(x)[1:2] != (Rank.KING,)]
    why = rule
    if not nt and avoided:
        why += "; not " + " or ".join(x.symbol for x in avoided) + ": it is headed by the ace"
    return Choice(seat, card, rule, why)


def suit_leads(deal: Deal, contract: Contract | str) -> list[Choice]:
    """For each suit the opening leader holds: the card the rules lead from it, and why."""
    play = _start(deal, contract)
    seat = play.turn
    assert seat is not None
    nt = play.trump is None
    out = []
    for x in SUITS:
        ranks = list(play.hand(seat).ranks(x))
        if ranks:
            r = _lead_from_suit(ranks, nt)
            out.append(Choice(seat, Card(x, r), _card_rule(ranks, r, nt)))
    return out


# ---------------------------------------------------------------- following to a trick
def _signal_rule(s: Sight, card: Card, follow: list[Card]) -> str:
    lowest = min(c.rank for c in follow)
    leader = s.trick[0][0]
    if leader is s.partner:
        return ("attitude: a high card encourages partner to go on" if card.rank != lowest
                else "attitude: the lowest card says 'no interest'")
    if s.trump is not None and card.suit == s.trump:
        return "low in trumps"
    if len(follow) == 1:
        return "the only card"
    # The count rule of cardplay._signal goes by the number of cards held: a high spot
    # card (the higher of two, the second highest of four or more) with an even number.
    return ("count: high, then low, shows an even number" if len(follow) % 2 == 0
            else "count: the lowest card shows an odd number")


def defender_card(play: Play, auction: Auction | None = None) -> Choice:
    """The card the computer defender in turn plays (as in a game against the computer),
    and the rule it follows: the opening lead, second hand low, cover an honour with an
    honour, third hand high, a signal, a ruff or a discard."""
    seat = play.turn
    if seat is None:
        raise InvalidNotation("the play is over: there is no card to choose")
    if seat in (play.declarer, play.dummy):
        raise InvalidNotation(f"{seat.name_en} is not a defender in {play.contract}")
    if not play.cards_played:
        return opening_lead(play.deal, play.contract, auction)
    card = HeuristicPlayer(auction).choose(play)
    s = Sight(play, auction)
    if not s.trick:
        return Choice(seat, card, "a lead later in the play")
    leader, led = s.trick[0]
    follow = [c for c in s.hand if c.suit == led.suit]
    if card.suit != led.suit:
        rule = "a ruff" if card.suit == s.trump else "a discard"
        return Choice(seat, card, rule)
    win_seat, best = _winning(s)
    position = len(s.trick)          # 1: second hand, 2: third hand, 3: fourth hand
    beats = card.rank > best.rank and best.suit == led.suit
    if position == 1:
        if beats and led.rank >= Rank.JACK:
            rule = "cover an honour with an honour"
        elif beats and s.is_master(card) and s.won + 1 >= s.needed:
            rule = "second hand takes the setting trick"
        else:
            # A count signal is named unless the card is the lowest of an even number
            # (the high spot cards were honours kept back: plain 'second hand low').
            lowest = card.rank == min(c.rank for c in follow)
            counted = len(follow) > 1 and s.trump != led.suit and not (lowest and len(follow) % 2 == 0)
            rule = "second hand low" + (f" — {_signal_rule(s, card, follow)}" if counted else "")
    elif position == 2:
        if beats:
            rule = ("third hand high, only as high as needed"
                    if not s.is_ours(win_seat) else "third hand overtakes")
        elif s.is_ours(win_seat):
            rule = "partner's card wins: " + _signal_rule(s, card, follow)
        else:
            rule = "cannot win the trick: " + _signal_rule(s, card, follow)
    else:
        rule = ("fourth hand wins as cheaply as possible" if beats
                else _signal_rule(s, card, follow))
    return Choice(seat, card, rule)


# ---------------------------------------------------------------- signals for one holding
def _position(fixed: dict[Seat, list[Card]], subject: Seat, contract: str, played: list[Card],
              trump: Suit | None) -> Play:
    """A full deal around the fixed cards (the subject gets no more spades, and a trump
    when there is one), with ``played`` already played."""
    from ..cards import deck

    hands = {s: list(fixed.get(s, [])) for s in Seat}
    used = {c for cs in hands.values() for c in cs}
    rest = [c for c in deck() if c not in used]
    # The subject first: other suits only, a trump first of all.
    order = sorted((c for c in rest if c.suit != Suit.SPADES),
                   key=lambda c: (c.suit != trump, c.suit, c.rank))
    while len(hands[subject]) < 13:
        c = order.pop(0)
        hands[subject].append(c)
        rest.remove(c)
    for s in Seat:
        while len(hands[s]) < 13:
            hands[s].append(rest.pop(0))
    from ..hand import Hand

    deal = Deal({s: Hand(hands[s]) for s in Seat})
    return Play(deal, contract, played)


def signal_from_holding(holding: str, on: str = "partner", against: str = "NT") -> Choice:
    """The card a computer defender plays from ``holding`` (spades) when he cannot win
    the trick: on **partner's** lead of the ♠K (an *attitude* signal: East, third hand,
    with dummy's small spade played), or on **declarer's** lead of a small spade (a
    *count* signal: West, second hand).  ``against``: ``"NT"`` (3NT by South) or
    ``"suit"`` (4♥ by South; the defender holds a trump)."""
    ranks = _holding_ranks(holding)
    nt = against.strip().upper() == "NT"
    trump = None if nt else Suit.HEARTS
    contract = "3NTS" if nt else "4HS"
    mine = [Card(Suit.SPADES, r) for r in ranks]
    if any(r >= Rank.KING for r in ranks):
        raise InvalidNotation(f"{holding!r}: a signal holding here has no ace or king "
                              "(the defender does not try to win the trick)")
    spades = [Card(Suit.SPADES, r) for r in sorted(Rank) if r not in ranks]
    if on == "partner":
        led, low = Card(Suit.SPADES, Rank.KING), spades[0]
        play = _position({Seat.WEST: [led], Seat.NORTH: [low], Seat.EAST: mine}, Seat.EAST,
                         contract, [led, low], trump)
    elif on == "declarer":
        clubs = [Card(Suit.CLUBS, r) for r in (Rank.TWO, Rank.THREE, Rank.FOUR, Rank.ACE)]
        low = spades[0]
        play = _position({Seat.WEST: [clubs[0], *mine], Seat.NORTH: [clubs[1]], Seat.EAST: [clubs[2]],
                          Seat.SOUTH: [clubs[3], low]}, Seat.WEST, contract,
                         [*clubs, low], trump)
    else:
        raise InvalidNotation(f"{on!r}: say 'partner' (partner leads) or 'declarer' (declarer leads)")
    return defender_card(play)
