"""Single-dummy card play for the four-hand game: what a sound club player does.

:class:`HeuristicPlayer` chooses the card for the seat in turn from what that
player can see and nothing else — a :class:`Sight` built once per decision from
the public record of the play: the player's own cards, dummy's once faced
(declarer sees both of his hands), the cards played and who played them (hence
the suits a player has shown out of), the contract and, when given, the auction.
The hidden hands are never read; double dummy is not asked.

Each textbook rule is one small function below, tried in a fixed order:

*Declarer* — count the sure winners; cash them when they are enough; take ruffs
in the short trump hand when losers need them; draw trumps while the opponents
hold some we can draw (leaving a master trump out); develop a suit: finesse by
leading towards the tenace, lead towards an honour, knock out the missing top
card with the honour from the short side, duck in a long suit; cross to the
other hand by an entry when the play needs a lead from there; in the trick,
second hand low, finesse in third seat, win cheaply in fourth seat, ruff a
loser, discard losers.

*Defenders* — opening leads (partner's bid suit, ace from ace–king, top of a
sequence, a singleton, top of a doubleton, fourth best from the longest suit
against no-trump, never away from an ace against a suit contract); second hand
low; cover an honour with an honour; third hand high, only as high as needed;
win cheaply in fourth seat; cash the setting tricks and sure side winners;
return partner's suit (top of a remaining doubleton, low from three, top of
touching honours) unless dummy holds its best card; attitude (high encourages) on
partner's lead and count (high–low with an even number) on declarer's; discard
from length, keeping guards of dummy's long suits.
"""

from __future__ import annotations

from typing import Callable, Iterable, Optional, Sequence

from ..cards import SUITS, Card, Rank, Suit, deck
from ..hand import Hand
from ..table import Seat

__all__ = ["HeuristicPlayer", "Sight"]

_DECK = frozenset(deck())
_HONOUR = Rank.TEN
_EMPTY = Hand()  # ten and above: honours for leads and signals


# ---------------------------------------------------------------- what a player sees
class Sight:
    """Everything the player in turn may know, taken from a :class:`~bridgelib.Play`.

    ``hands`` holds only the visible hands (own, and dummy once faced; declarer's
    too when dummy is to play, as declarer plays dummy's cards).
    """

    def __init__(self, play, auction=None):
        seat = play.turn
        if seat is None:
            raise ValueError("the play is over: there is no card to choose")
        self.seat: Seat = seat
        self.declarer: Seat = play.declarer
        self.dummy: Seat = play.declarer.partner
        self.me: Seat = self.declarer if seat is self.dummy else seat
        self.declaring: bool = seat in (self.declarer, self.dummy)
        self.trump: Suit | None = play.trump
        visible = {seat, self.me}
        if play.dummy_visible:
            visible.add(self.dummy)
        self.hands: dict[Seat, Hand] = {s: play.hand(s) for s in visible}
        self.history: list[tuple[Seat, Card]] = list(play)
        self.played: set[Card] = {c for _, c in self.history}
        n = len(self.history) % 4
        self.trick: list[tuple[Seat, Card]] = self.history[len(self.history) - n:] if n else []
        self.voids: set[tuple[Seat, Suit]] = set()
        self.tricks: list[list[tuple[Seat, Card]]] = []
        for i in range(0, len(self.history), 4):
            t = self.history[i:i + 4]
            self.tricks.append(t)
            for s, c in t[1:]:
                if c.suit != t[0][1].suit:
                    self.voids.add((s, t[0][1].suit))
        seen = set(self.played)
        for h in self.hands.values():
            seen |= h.cards
        self.unseen: frozenset[Card] = _DECK - seen
        # Cards that may beat ours: the unseen ones, and dummy's for a defender.
        against = set(self.unseen)
        if not self.declaring and self.dummy in self.hands:
            against |= self.hands[self.dummy].cards
        self.against: frozenset[Card] = frozenset(against)
        self.hidden: tuple[Seat, ...] = tuple(s for s in Seat if s not in visible)
        contract = play.contract
        self.level: int = contract.level
        self.needed: int = contract.tricks_needed if self.declaring else 14 - contract.tricks_needed
        won = play.declarer_tricks if self.declaring else play.defender_tricks
        self.won: int = won
        self.left: int = 13 - len(play.tricks)
        self.bids: dict[Seat, list[Suit]] = {}
        if auction is not None:
            for s, call in auction:
                if call.is_bid and call.strain.suit is not None:
                    self.bids.setdefault(s, []).append(call.strain.suit)

    # ---- facts
    @property
    def hand(self) -> Hand:
        return self.hands[self.seat]

    @property
    def partner(self) -> Seat:
        return self.seat.partner

    def cards_of(self, seat: Seat) -> Hand:
        """A visible hand; an empty one for a hand the player cannot see (a closed
        dummy in bridge for two)."""
        return self.hands.get(seat, _EMPTY)

    def is_ours(self, seat: Seat) -> bool:
        return seat is self.seat or seat is self.seat.partner

    def unseen_ranks(self, suit: Suit) -> list[Rank]:
        """Ranks of ``suit`` the player cannot place (hidden hands), highest first."""
        return sorted((c.rank for c in self.unseen if c.suit == suit), reverse=True)

    def may_hold(self, seat: Seat, suit: Suit) -> bool:
        """Could ``seat`` still hold a card of ``suit`` as far as the player knows?"""
        if seat in self.hands:
            return self.hands[seat].length(suit) > 0
        return (seat, suit) not in self.voids and any(c.suit == suit for c in self.unseen)

    def is_master(self, card: Card) -> bool:
        """No card of the suit that the opponents may hold ranks higher (for a
        defender, dummy's cards count with the unseen ones)."""
        return not any(c.suit == card.suit and c.rank > card.rank for c in self.against)

    def equals(self, a: Card, b: Card) -> bool:
        """Equal cards for the player: same suit and no unseen card between them."""
        lo, hi = sorted((a.rank, b.rank))
        return a.suit == b.suit and not any(
            c.suit == a.suit and lo < c.rank < hi for c in self.unseen)

    def top_tricks(self, suit: Suit, *seats: Seat) -> int:
        """Sure winners in ``suit`` from the visible hands ``seats`` (one side)."""
        held = set()
        longest = 0
        for s in seats:
            held |= {c.rank for c in self.cards_of(s).suit_cards(suit)}
            longest = max(longest, self.cards_of(s).length(suit))
        unseen = {c.rank for c in self.unseen if c.suit == suit}
        if not unseen:
            return longest
        n = 0
        for r in sorted(Rank, reverse=True):
            if r in unseen:
                break
            if r in held:
                n += 1
        return min(n, longest)


# ---------------------------------------------------------------- small card helpers
def _low(cards: Iterable[Card]) -> Card:
    return min(cards, key=lambda c: (c.rank, c.suit))


def _high(cards: Iterable[Card]) -> Card:
    return max(cards, key=lambda c: (c.rank, c.suit))


def _beats(card: Card, best: Card, trump: Suit | None) -> bool:
    if card.suit == best.suit:
        return card.rank > best.rank
    return trump is not None and card.suit == trump


def _winning(s: Sight) -> tuple[Seat, Card]:
    """The seat and card now winning the trick in progress."""
    best = s.trick[0]
    for sc in s.trick[1:]:
        c, b = sc[1], best[1]
        if (c.suit == b.suit and c.rank > b.rank) or (
                s.trump is not None and c.suit == s.trump and b.suit != s.trump):
            best = sc
    return best


def _cheapest_equal(s: Sight, holding: Sequence[Card], card: Card) -> Card:
    """The lowest card of ``holding`` equal to ``card`` for the player."""
    return _low(c for c in holding if s.equals(c, card) and c.rank <= card.rank)


def _to_play_after(s: Sight) -> list[Seat]:
    """Seats still to play to this trick after the player in turn."""
    return [s.seat.next(i) for i in range(1, 4 - len(s.trick))]


def _can_beat_later(s: Sight, card: Card) -> bool:
    """Might a hidden opponent playing later to this trick beat ``card``?"""
    led = s.trick[0][1].suit if s.trick else card.suit
    for seat in _to_play_after(s):
        if s.is_ours(seat):
            continue
        if seat in s.hands:   # dummy, seen
            h = s.hands[seat]
            follow = h.suit_cards(led)
            if follow:
                if any(_beats(c, card, s.trump) for c in follow):
                    return True
            elif s.trump is not None and any(_beats(c, card, s.trump) for c in h.suit_cards(s.trump)):
                return True
            continue
        if s.may_hold(seat, led):
            if card.suit == led and any(c.suit == led and c.rank > card.rank for c in s.unseen):
                return True
        elif s.trump is not None and s.may_hold(seat, s.trump) and (
                card.suit != s.trump or any(c.suit == s.trump and c.rank > card.rank
                                            for c in s.unseen)):
            return True
    return False


# ---------------------------------------------------------------- opening leads
def _sequence_lead(ranks: Sequence[Rank], nt: bool) -> Rank | None:
    """Top of a sequence: against a suit two touching honours (AK, KQ, QJ, J10);
    against no-trump three (KQJ, QJ10, J109) or a broken sequence (KQ10, QJ9, J108);
    the ace from AK at either.  The top of an *interior* sequence — an honour, a gap,
    then touching cards J10 or 109 (or QJ under the ace at no-trump): against
    no-trump AQJ → Q, AJ10 and KJ10 → J, A109, K109 and Q109 → 10; against a suit
    KJ10 → J, K109 and Q109 → 10, and none under the ace, which is led itself (never
    underlead an ace against a suit).  The standard leads of the ACBL convention card
    (the card in bold; ACBL Bridge Feed, "Standard leads")."""
    rs = list(ranks)
    for i in range(len(rs) - 1):
        hi, lo = rs[i], rs[i + 1]
        if hi < _HONOUR:
            break
        if hi - lo != 1:
            continue
        if i > 0 and _interior(rs[0], hi):
            if nt or rs[0] != Rank.ACE:
                return hi
            return None
        if not nt:
            if i == 0 or hi >= Rank.JACK:
                return hi
            continue
        third = rs[i + 2] if i + 2 < len(rs) else None
        if third is not None and lo - third <= 2:  # KQJ, KQ10 (i == 0), QJ9, J109
            return hi
        if i == 0 and hi == Rank.ACE:
            return hi                                  # the ace from ace-king
    return None


def _interior(top: Rank, hi: Rank) -> bool:
    """``hi`` (with the card below it) is an interior sequence under ``top``: J10 or
    109 under a higher honour (AJ10, KJ10, A109, K109, Q109), or QJ under the ace."""
    if hi in (Rank.JACK, Rank.TEN):
        return top >= Rank.QUEEN and top - hi >= 2
    return hi == Rank.QUEEN and top == Rank.ACE


def _lead_from_suit(ranks: Sequence[Rank], nt: bool) -> Rank:
    """The card to lead from a suit chosen for the lead (standard leads)."""
    top = _sequence_lead(ranks, nt)
    if top is not None:
        return top
    if not nt and ranks[0] == Rank.ACE:
        return Rank.ACE                       # never underlead an ace against a suit
    if len(ranks) >= 4 and ranks[0] >= _HONOUR:
        return ranks[3]                       # fourth best from an honour
    if len(ranks) >= 4:
        return ranks[3] if nt else ranks[1]   # long suit without honours
    if len(ranks) == 3 and ranks[0] >= _HONOUR:
        return ranks[2]                       # low from three to an honour
    return ranks[0]                           # top of a doubleton / of nothing


def _partners_suit(s: Sight) -> Suit | None:
    bids = [x for x in s.bids.get(s.partner, []) if x != s.trump and s.hand.length(x)]
    return bids[-1] if bids else None


def _lead_partners_suit(s: Sight) -> Card | None:
    """Lead partner's bid suit (ACBL Bridge Series: 'lead partner's suit')."""
    suit = _partners_suit(s)
    if suit is None:
        return None
    ranks = s.hand.ranks(suit)
    if len(ranks) == 2:
        return Card(suit, ranks[0])           # top of a doubleton
    return Card(suit, _lead_from_suit(ranks, s.trump is None))


def _opponents_suits(s: Sight) -> set[Suit]:
    return set(s.bids.get(s.declarer, [])) | set(s.bids.get(s.dummy, []))


def _lead_against_nt(s: Sight) -> Card:
    """Fourth best from the longest and strongest suit, top of a sequence from it;
    a suit the opponents bid only when there is nothing else."""
    h = s.hand
    theirs = _opponents_suits(s)
    suits = [x for x in SUITS if h.length(x)]
    pool = [x for x in suits if x not in theirs] or suits
    suit = max(pool, key=lambda x: (h.length(x), h.suit_hcp(x), x))
    # A solid three-card sequence in a shorter suit beats a weak long one.
    for x in pool:
        rs = h.ranks(x)
        if len(rs) >= 3 and rs[0] >= Rank.QUEEN and rs[0] - rs[2] == 2 and h.suit_hcp(suit) < 3:
            suit = x
            break
    return Card(suit, _lead_from_suit(h.ranks(suit), True))


def _lead_against_suit(s: Sight) -> Card:
    """Ace from AK, top of touching honours, a singleton, top of a doubleton, then the
    longest suit not headed by the ace (low from an honour); a trump when every side
    suit would be led away from an ace (ACBL Bridge Series; Goren)."""
    h, trump = s.hand, s.trump
    side = [x for x in SUITS if x != trump and h.length(x)]
    theirs = _opponents_suits(s)
    for x in sorted(side, key=lambda x: (x in theirs, -h.length(x), -x)):
        rs = h.ranks(x)
        if len(rs) >= 2 and rs[0] == Rank.ACE and rs[1] == Rank.KING:
            return Card(x, Rank.ACE)
    for x in sorted(side, key=lambda x: (x in theirs, -x)):
        top = _sequence_lead(h.ranks(x), False)
        if top is not None and top >= Rank.JACK:
            return Card(x, top)
    if trump is not None and h.length(trump):
        singles = [x for x in side if h.length(x) == 1 and h.ranks(x)[0] < Rank.KING
                   and x not in theirs]
        if singles:
            x = min(singles, key=lambda x: (h.ranks(x)[0], x))
            return Card(x, h.ranks(x)[0])
    safe = [x for x in side if h.ranks(x)[0] != Rank.ACE]
    doubles = [x for x in safe if h.length(x) == 2 and h.ranks(x)[0] < Rank.JACK and x not in theirs]
    if doubles:
        x = max(doubles, key=lambda x: (h.ranks(x)[0], x))
        return Card(x, h.ranks(x)[0])
    if safe:
        pool = [x for x in safe if x not in theirs] or safe
        x = max(pool, key=lambda x: (h.length(x), -h.suit_hcp(x) if h.length(x) < 4 else h.suit_hcp(x), x))
        return Card(x, _lead_from_suit(h.ranks(x), False))
    if trump is not None and h.length(trump):
        return Card(trump, h.ranks(trump)[-1])
    x = max(side, key=lambda x: (h.length(x), x))
    return Card(x, Rank.ACE)


def _opening_lead(s: Sight) -> Card:
    return (_lead_partners_suit(s)
            or (_lead_against_nt(s) if s.trump is None else _lead_against_suit(s)))


# ---------------------------------------------------------------- defence: later leads
def _defence_cash_setting_tricks(s: Sight) -> Card | None:
    """Cash sure winners when they beat the contract."""
    masters = [c for c in s.hand if s.is_master(c) and not _ruffable(s, c.suit)]
    if masters and s.won + len(masters) >= s.needed:
        return _high(masters)
    return None


def _defence_cash_side_winners(s: Sight) -> Card | None:
    """Cash a sure winner in a side suit before declarer can discard his loser in it
    on dummy's long suit (Kantar, Modern Bridge Defense: 'cash out')."""
    masters = [c for c in s.hand
               if c.suit != s.trump and s.is_master(c) and not _ruffable(s, c.suit)]
    return _high(masters) if masters else None


def _ruffable(s: Sight, suit: Suit) -> bool:
    """Could declarer or dummy ruff a lead of ``suit``?"""
    if s.trump is None or suit == s.trump:
        return False
    for seat in (s.declarer, s.dummy):
        if not s.may_hold(seat, suit) and s.may_hold(seat, s.trump):
            return True
    return False


def _partners_first_lead(s: Sight) -> Suit | None:
    for t in s.tricks:
        if t[0][0] is s.partner and t[0][1].suit != s.trump:
            return t[0][1].suit
    return None


def _return_partners_suit(s: Sight) -> Card | None:
    """Return partner's suit: top of a remaining doubleton, low from three or more
    (ACBL Bridge Series: 'return partner's suit')."""
    suit = _partners_first_lead(s)
    if suit is None or not s.hand.length(suit) or _ruffable(s, suit) or _dummy_controls(s, suit):
        return None
    cards = s.hand.suit_cards(suit)
    ranks = cards[0].rank, cards[1].rank if len(cards) > 1 else 0
    if len(cards) > 2 and ranks[0] >= _HONOUR and ranks[0] - ranks[1] == 1:
        return cards[0]             # the top of touching honours
    return cards[0] if len(cards) <= 2 else cards[-1]


def _dummy_controls(s: Sight, suit: Suit) -> bool:
    """Dummy (seen) holds the best card left in ``suit``: leading it gives a trick."""
    dummy = s.hands.get(s.dummy)
    if s.declaring or dummy is None or not dummy.length(suit):
        return False
    top = dummy.suit_cards(suit)[0]
    return not any(c.suit == suit and c.rank > top.rank for c in s.unseen | s.hand.cards)


def _continue_own_suit(s: Sight) -> Card | None:
    """Continue the suit we led first when partner encouraged or it is being set up."""
    first = next((t for t in s.tricks if t[0][0] is s.seat), None)
    if first is None or first[0][1].suit == s.trump:
        return None
    suit = first[0][1].suit
    if not s.hand.length(suit) or _ruffable(s, suit) or _dummy_controls(s, suit):
        return None
    partner_card = next((c for p, c in first if p is s.partner), None)
    encouraged = partner_card is not None and partner_card.suit == suit and _is_high_spot(s, partner_card)
    if s.trump is None or encouraged:
        cards = s.hand.suit_cards(suit)
        masters = [c for c in cards if s.is_master(c)]
        if masters:
            return masters[0]
        seq = _sequence_lead(s.hand.ranks(suit), s.trump is None)
        return Card(suit, seq) if seq else cards[-1]
    return None


def _is_high_spot(s: Sight, card: Card) -> bool:
    """An encouraging spot: a card of 6 or more that is not the lowest still out."""
    lower_unseen = any(c.suit == card.suit and c.rank < card.rank for c in s.unseen)
    return card.rank >= Rank.SIX and lower_unseen


def _lead_through_or_up_to(s: Sight) -> Card:
    """Lead through dummy's strength (dummy on the left), up to its weakness (dummy on
    the right); never give a ruff and discard; low from an honour, top from nothing."""
    h = s.hand
    dummy = s.hands.get(s.dummy)
    suits = [x for x in SUITS if h.length(x)]
    safe = [x for x in suits if not _ruffable(s, x) and x != s.trump] or suits

    def score(x: Suit) -> tuple:
        dh = dummy.suit_hcp(x) if dummy is not None else 0
        through = dh if s.dummy is s.seat.lho else -dh
        return (through, -h.suit_hcp(x) if h.ranks(x)[0] == Rank.ACE else 0, h.length(x), x)

    x = max(safe, key=score)
    rs = h.ranks(x)
    return Card(x, _lead_from_suit(rs, s.trump is None) if len(rs) > 2 else rs[0])


def _defence_lead(s: Sight) -> Card:
    if not s.history:
        return _opening_lead(s)
    for rule in (_defence_cash_setting_tricks, _defence_cash_side_winners,
                 _return_partners_suit, _continue_own_suit):
        card = rule(s)
        if card is not None:
            return card
    return _lead_through_or_up_to(s)


# ---------------------------------------------------------------- declarer: leads
def _other(s: Sight) -> Seat:
    return s.dummy if s.seat is s.declarer else s.declarer


def _our_sure_tricks(s: Sight) -> int:
    return sum(s.top_tricks(x, s.declarer, s.dummy) for x in SUITS)


def _cash_from(s: Sight, suit: Suit) -> Card | None:
    """Cash a sure winner in ``suit``: the high card from the short side first
    (unblocking), or low towards the other hand's master."""
    mine = s.hand.suit_cards(suit)
    theirs = s.cards_of(_other(s)).suit_cards(suit)
    if not mine:
        return None
    my_m = [c for c in mine if s.is_master(c)]
    their_m = [c for c in theirs if s.is_master(c)]
    if their_m and (not my_m or len(mine) > len(theirs)):
        return mine[-1]           # low towards the winners in the short hand
    if my_m:
        return my_m[-1]
    return None


def _blocked(s: Sight, suit: Suit) -> bool:
    """Winners in both hands, the hand on lead the shorter: cash its high cards
    first ('high from the short side', ACBL Bridge Series)."""
    mine, theirs = s.hand.suit_cards(suit), s.cards_of(_other(s)).suit_cards(suit)
    return (0 < len(mine) < len(theirs) and any(s.is_master(c) for c in mine)
            and any(s.is_master(c) for c in theirs))


def _run(s: Sight, suit: Suit) -> int:
    """Sure winners the side can run in ``suit`` (cash the longest run first)."""
    return s.top_tricks(suit, s.declarer, s.dummy)


def _cash_when_enough(s: Sight) -> Card | None:
    """Enough sure winners for the contract: take them (trumps drawn first)."""
    if s.won + _our_sure_tricks(s) < s.needed:
        return None
    if s.trump is not None and any(c.suit == s.trump for c in s.unseen):
        card = _cash_from(s, s.trump)
        if card is not None:
            return card
        return None
    return _cash_in_order(s, SUITS)


def _cash_priority(s: Sight, suit: Suit) -> int:
    """The order of cashing (ACBL Bridge Series, "Play of the Hand": high from the short
    side; Root, "How to Play a Bridge Hand": entries — take the tricks of the hand you
    are in, keep its entries, cross last): 0 — a winner here the other hand cannot
    follow (no entry for it either); 1 — a blocked suit, winners in both hands,
    lengths unequal and more winners than the short hand has cards (the short hand's
    honours first, or low to them from the long hand);
    2 — a winner here that the other hand follows under (an entry: keep it till now);
    3 — only the other hand wins the trick: cross to it last, it may not come back."""
    mine = s.hand.suit_cards(suit)
    other = s.cards_of(_other(s)).suit_cards(suit)
    my_m = [c for c in mine if s.is_master(c)]
    their_m = [c for c in other if s.is_master(c)]
    if my_m and their_m and len(mine) != len(other) and _run(s, suit) > min(len(mine), len(other)):
        return 1
    if not my_m:
        return 3
    if not other:
        return 0
    return 2 if any(c.rank < my_m[-1].rank for c in other) else 3


def _cash_in_order(s: Sight, suits: Iterable[Suit]) -> Card | None:
    """Cash winners, the hand on lead's own first: a winner of the other hand is
    reached by crossing, and once there the lead may not come back to this hand's
    winners ("take your tricks in the hand you are in; cross last")."""
    order = sorted(suits, key=lambda x: (_cash_priority(s, x), not _blocked(s, x),
                                         -_run(s, x), x))
    for x in order:
        card = _cash_from(s, x)
        if card is not None:
            return card
    return None


def _long_short_trumps(s: Sight) -> tuple[Seat, Seat]:
    t = s.trump
    assert t is not None
    d, m = s.cards_of(s.declarer).length(t), s.cards_of(s.dummy).length(t)
    return (s.declarer, s.dummy) if d >= m else (s.dummy, s.declarer)


def _losers_in(s: Sight, seat: Seat, suit: Suit) -> int:
    h = s.cards_of(seat)
    return max(0, h.length(suit) - s.top_tricks(suit, s.declarer, s.dummy))


def _ruff_in_short_hand(s: Sight) -> Card | None:
    """Ruff losers in the short trump hand before drawing trumps when the sure
    winners are not enough (lead the suit the short hand is void in)."""
    if s.trump is None:
        return None
    long_, short = _long_short_trumps(s)
    if s.seat is not long_ or not s.cards_of(short).length(s.trump):
        return None
    if s.won + _our_sure_tricks(s) >= s.needed:
        return None
    hs = s.cards_of(short)
    for x in SUITS:
        if x == s.trump or hs.length(x) or not s.hand.length(x):
            continue
        losers = [c for c in s.hand.suit_cards(x) if not s.is_master(c)]
        if losers:
            return losers[-1]
    # Create a void: a short side suit in the short hand where the long hand has more.
    for x in SUITS:
        if x == s.trump or not s.hand.length(x):
            continue
        if 0 < hs.length(x) <= 1 < s.hand.length(x) and _losers_in(s, long_, x) > 0:
            if not any(s.is_master(c) for c in s.hand.suit_cards(x)) and \
                    not any(s.is_master(c) for c in hs.suit_cards(x)):
                return s.hand.suit_cards(x)[-1]  # give up the short hand's card
    return None


def _draw_trumps(s: Sight) -> Card | None:
    """Draw the opponents' trumps while we can: cash top trumps; missing a top trump,
    go on leading trumps while we hold more than they do (knock it out from a
    sequence, or lead towards an honour) — the side winners are safe from a ruff only
    then (ACBL Bridge Series, "Play of the Hand": drawing trumps, even losing the lead
    to the ace or king); leave a master trump out when it is the only one."""
    t = s.trump
    if t is None or not s.hand.length(t):
        return None
    out = s.unseen_ranks(t)
    if not out:
        return None
    ours = sorted([c for c in s.hand.suit_cards(t)] + list(s.cards_of(_other(s)).suit_cards(t)),
                  key=lambda c: -c.rank)
    if ours[0].rank < out[0] and len(out) == 1:
        return None                     # only the master trump is out: leave it
    if ours[0].rank > out[0]:
        return _trump_finesse(s, t) or _cash_from(s, t)
    if len(ours) <= len(out):
        return None
    # Missing the top trump(s): drive it out with our honour sequence, else towards an honour.
    mine = s.hand.suit_cards(t)
    seq = [c for c in mine if c.rank >= Rank.JACK and any(s.equals(c, o) and o != c for o in ours)]
    if seq:
        return _high(seq)
    return mine[-1]


def _trump_finesse(s: Sight, t: Suit) -> Card | None:
    """Finesse in trumps rather than cash the ace: towards a tenace in the other hand
    (a top trump of this hand cashed first, in case the missing honour is single),
    or — the tenace (A Q) in this hand — first cross to the other hand by a side
    winner, to lead from there (ACBL Bridge Series, "Play of the Hand": the finesse;
    lead towards the tenace; Root: entries)."""
    card = _finesse_plan(s, t)
    if card is not None:
        own = [c for c in s.hand.suit_cards(t) if s.is_master(c)]
        # A top trump here first: it drops a singleton honour, the tenace stays.
        return _high(own) if own else card
    if _other(s) not in s.hands or _finesse_plan(_swap(s), t) is None:
        return None     # (a closed dummy in bridge for two: no plan from its hand)
    return _entry_to_other(s)


def _entry_to_other(s: Sight) -> Card | None:
    """A low side card led to a sure winner in the other hand (an entry there)."""
    other = _other(s)
    for x in sorted(SUITS, key=lambda x: -s.cards_of(other).length(x)):
        if x == s.trump:
            continue
        mine = s.hand.suit_cards(x)
        theirs = [c for c in s.cards_of(other).suit_cards(x) if s.is_master(c)]
        if mine and theirs and not s.is_master(mine[-1]):
            return mine[-1]     # the other hand wins it (its master over our low card)
    return None


def _finesse_plan(s: Sight, suit: Suit) -> Card | None:
    """Lead low towards a tenace in the other hand (AQ with the king missing, KJ with
    the ace and queen out...): ACBL Bridge Series, 'the finesse'."""
    mine = s.hand.suit_cards(suit)
    theirs = s.cards_of(_other(s)).suit_cards(suit)
    if not mine or len(theirs) < 2:
        return None
    for hi, lo in zip(theirs, theirs[1:]):
        if _is_tenace(s, hi, lo) and mine[-1].rank < lo.rank and not _play_for_the_drop(s, suit):
            return _lead_for_the_finesse(s, mine, lo)
    return None


def _lead_for_the_finesse(s: Sight, mine: Sequence[Card], lo: Card) -> Card:
    """The card led towards the tenace: low, or — holding a sequence that joins the
    tenace's lower card (10 9 8 towards A Q J) — its top card, let run when the next
    hand plays low: the lead stays in this hand to repeat the finesse (Root, "How to
    Play a Bridge Hand": the repeated finesse; lead an honour only with the card
    below it)."""
    top = mine[0]
    if (len(mine) >= 2 and top.rank >= Rank.TEN and top.rank < lo.rank and s.equals(top, lo)
            and s.equals(mine[1], top)):
        return top
    return mine[-1]


def _knock_out_plan(s: Sight, suit: Suit) -> Card | None:
    """Knock out the missing top card with an honour of a sequence, high from the
    short side (establishing a suit)."""
    mine = s.hand.suit_cards(suit)
    theirs = s.cards_of(_other(s)).suit_cards(suit)
    if not mine:
        return None
    out = s.unseen_ranks(suit)
    if not out:
        return None
    both = sorted(mine + theirs, key=lambda c: -c.rank)
    top = [c for c in both if c.rank > out[0]]
    if top:
        return None
    honours = [c for c in both if c.rank >= Rank.TEN and any(s.equals(c, d) and d != c for d in both)]
    if not honours or len(both) < 5:
        return None
    my_h = [c for c in mine if c in honours]
    if my_h and (len(mine) <= len(theirs) or not any(c in honours for c in theirs)):
        return _high(my_h)
    return mine[-1]


def _towards_honour_plan(s: Sight, suit: Suit) -> Card | None:
    """Lead towards a lone honour (Kx, Qxx) in the other hand: ACBL Bridge Series,
    'lead towards the honour'."""
    mine = s.hand.suit_cards(suit)
    theirs = s.cards_of(_other(s)).suit_cards(suit)
    if not mine or not theirs:
        return None
    top = theirs[0]
    if top.rank < Rank.QUEEN or s.is_master(top) or len(theirs) < 2:
        return None
    if mine[0].rank > top.rank:
        return None
    return mine[-1]


def _duck_plan(s: Sight, suit: Suit) -> Card | None:
    """Give up a trick early in a long suit (seven or more cards) to set it up."""
    mine = s.hand.suit_cards(suit)
    theirs = s.cards_of(_other(s)).suit_cards(suit)
    if not mine or len(mine) + len(theirs) < 7 or len(s.unseen_ranks(suit)) > 5:
        return None
    if s.top_tricks(suit, s.declarer, s.dummy) >= max(len(mine), len(theirs)):
        return None
    return mine[-1]


_PLANS: tuple[Callable[[Sight, Suit], Optional[Card]], ...] = (
    _finesse_plan, _knock_out_plan, _towards_honour_plan, _duck_plan)


def _develop(s: Sight) -> Card | None:
    """Develop extra tricks: the first plan (finesse, knock out, towards an honour,
    duck) in the longest side suit it fits; then trumps in a suit contract."""
    hands = (s.cards_of(s.declarer), s.cards_of(s.dummy))
    suits = sorted((x for x in SUITS if x != s.trump),
                   key=lambda x: -(hands[0].length(x) + hands[1].length(x)))
    for plan in _PLANS:
        for x in suits:
            card = plan(s, x)
            if card is not None:
                return card
    return None


def _cross_for_plan(s: Sight) -> Card | None:
    """No plan from this hand, but one from the other: cross to it by an entry (a
    sure winner there with a low card here to lead to it)."""
    other = _other(s)
    if other not in s.hands:
        return None
    swapped = _swap(s)
    if _develop(swapped) is None:
        return None
    for x in SUITS:
        if x == s.trump:
            continue
        mine = s.hand.suit_cards(x)
        theirs = [c for c in s.cards_of(other).suit_cards(x) if s.is_master(c)]
        if mine and theirs and not any(s.is_master(c) for c in mine):
            return mine[-1]
    return None


def _swap(s: Sight) -> Sight:
    """The same sight with the lead in the other declaring hand (for planning)."""
    t = object.__new__(Sight)
    t.__dict__.update(s.__dict__)
    t.seat = _other(s)
    return t


def _cash_any(s: Sight) -> Card | None:
    """No plan left: cash a winner (side suits before trumps, in the cashing order)."""
    side = [x for x in SUITS if x != s.trump]
    return _cash_in_order(s, side) or (_cash_from(s, s.trump) if s.trump is not None else None)


def _declarer_lead(s: Sight) -> Card:
    for rule in (_cash_when_enough, _ruff_in_short_hand, _draw_trumps, _develop,
                 _cross_for_plan, _cash_any):
        card = rule(s)
        if card is not None:
            return card
    # Nothing to gain: a loser from the longest suit, never a trump if avoidable.
    side = [c for c in s.hand if c.suit != s.trump] or list(s.hand)
    suit = max({c.suit for c in side}, key=lambda x: (s.hand.length(x), x))
    return s.hand.suit_cards(suit)[-1]


# ---------------------------------------------------------------- following suit
def _signal(s: Sight, cards: Sequence[Card]) -> Card:
    """A card that does not try to win: attitude on partner's lead (high encourages
    with an honour or a doubleton to ruff against a suit), count on declarer's lead
    (high–low with an even number); ACBL Bridge Series, 'defensive signals'."""
    cards = sorted(cards, key=lambda c: -c.rank)
    if s.declaring or len(cards) == 1:
        return cards[-1]
    suit = cards[0].suit
    spots = [c for c in cards if c.rank < _HONOUR] or cards
    leader = s.trick[0][0]
    if leader is s.partner:
        encourage = any(c.rank >= Rank.JACK for c in cards) or (
            s.trump is not None and len(cards) == 2 and suit != s.trump
            and s.hand.length(s.trump) > 0)
        if encourage and len(spots) > 1:
            return spots[0]
        return cards[-1]
    if suit == s.trump:
        return cards[-1]
    if len(cards) % 2 == 0 and len(spots) > 1:
        return spots[0] if len(cards) == 2 else spots[1]
    return cards[-1]


def _hold_up(s: Sight, follow: list[Card]) -> Card | None:
    """The hold-up play at no-trump: the defenders lead a suit in which declarer's
    side has one stopper; while declarer still has to give up the lead to make the
    contract (and no other honour that may stop the suit later), refuse to win, by the Rule of 7 — hold up (7 − the side's cards in the
    suit) times, so that the defender with the long suit has no card of it left
    when his partner wins (ACBL Bridge Series, "Play of the Hand in the 21st
    Century": the hold-up play, the Rule of 7)."""
    if s.trump is not None or not s.declaring:
        return None
    leader, lead = s.trick[0]
    if s.is_ours(leader):
        return None
    suit = lead.suit
    ours = [*s.cards_of(s.declarer).suit_cards(suit), *s.cards_of(s.dummy).suit_cards(suit)]
    if sum(1 for c in ours if s.is_master(c)) != 1 or _run(s, suit) != 1:
        return None                       # no stopper, or more than one
    if sum(1 for c in ours if c.rank >= _HONOUR) > 1:
        return None                       # A-J-9 opposite Q-x, A-Q-J-10: a second stopper
    if s.won + _our_sure_tricks(s) >= s.needed:
        return None                       # the tricks are there: take them
    played = [(seat, c) for t in s.tricks for seat, c in t if c.suit == suit]
    ours_played = sum(1 for seat, _ in played if s.is_ours(seat))
    held = sum(1 for t in s.tricks if len(t) == 4 and t[0][1].suit == suit
               and not s.is_ours(t[0][0]))
    if held >= 7 - (len(ours) + ours_played):
        return None
    low = [c for c in follow if not s.is_master(c)]
    return _low(low) if low else None


def _second_hand(s: Sight, follow: list[Card]) -> Card:
    """Second hand low; cover an honour with an honour (not the first of touching
    honours led from dummy); declarer inserts a tenace card, or holds up."""
    led = s.trick[0][1]
    higher = [c for c in follow if c.rank > led.rank]
    if s.declaring:
        hold = _hold_up(s, follow)
        if hold is not None:
            return hold
        partner_hand = s.cards_of(_other(s)).suit_cards(led.suit)
        if any(s.is_master(c) and c.rank > led.rank for c in partner_hand):
            return _low(follow)
        if not partner_hand and s.trump is not None and s.cards_of(_other(s)).length(s.trump):
            return _low(follow)     # the other hand, last to play, ruffs
        tenace = _tenace_card(s, follow, led)
        if tenace is not None:
            return tenace
        masters = [c for c in higher if s.is_master(c)]
        if masters:
            return _low(masters)    # a sure winner: take the trick cheaply
        return _low(follow)
    if led.rank >= Rank.JACK and higher:
        leader = s.trick[0][0]
        touching = leader in s.hands and any(
            c.rank == led.rank - 1 or (s.equals(c, led) and c.rank < led.rank)
            for c in s.hands[leader].suit_cards(led.suit))
        if not touching:
            return _low(higher)     # cover an honour with an honour
    if higher and s.won + 1 >= s.needed and any(s.is_master(c) for c in higher):
        return _low([c for c in higher if s.is_master(c)])  # the setting trick
    return _signal(s, follow)


def _play_for_the_drop(s: Sight, suit: Suit) -> bool:
    """'Eight ever, nine never': missing only the queen (or lower) with at most four
    cards out before this trick, cash the top instead of finessing (ACBL Bridge Series)."""
    out = s.unseen_ranks(suit)
    this_trick = sum(1 for seat, c in s.trick if c.suit == suit and not s.is_ours(seat))
    return bool(out) and len(out) + this_trick <= 4 and out[0] <= Rank.QUEEN


def _tenace_card(s: Sight, follow: list[Card], led: Card) -> Card | None:
    """Holding A-Q with the king missing (over the leader), play the queen."""
    cards = sorted(follow, key=lambda c: -c.rank)
    for hi, lo in zip(cards, cards[1:]):
        if lo.rank > led.rank and _is_tenace(s, hi, lo):
            return lo
    return None


def _is_tenace(s: Sight, hi: Card, lo: Card) -> bool:
    """A tenace to finesse: ``hi`` a sure winner, ``lo`` an honour, and between them
    one missing honour, the king or the queen (AQ; A10 opposite KJ; KJ with the ace
    gone); the other cards between are ours or played."""
    if not s.is_master(hi) or lo.rank < Rank.TEN:
        return False
    gap = [c for c in s.unseen if c.suit == hi.suit and lo.rank < c.rank < hi.rank]
    return len(gap) == 1 and gap[0].rank >= Rank.QUEEN


def _third_hand(s: Sight, follow: list[Card]) -> Card:
    """Third hand high, only as high as needed (the lowest of equal cards, and no
    higher than what beats the fourth hand when dummy plays last); declarer
    finesses, or lets a led honour run."""
    seat, best = _winning(s)
    leader, lead = s.trick[0]
    ours_winning = s.is_ours(seat)
    beat = [c for c in follow if _beats(c, best, s.trump)]
    if ours_winning and not _can_beat_later(s, best):
        return _signal(s, follow)
    if ours_winning and beat and s.equals(best, _high(beat)) and best.rank >= _HONOUR:
        return _signal(s, follow)   # partner's honour is as good as ours: don't overtake
    if s.declaring and ours_winning and lead.rank >= Rank.TEN:
        # Running a finesse: partner led an honour backed by the next card.
        backing = [c for c in s.cards_of(leader).suit_cards(lead.suit) if s.equals(c, lead)]
        if backing:
            return _low(follow)
    if not beat:
        return _signal(s, follow)
    fourth = _to_play_after(s)[0]
    if s.declaring:
        finesse = _tenace_card(s, follow, best)
        if finesse is not None and best.suit == lead.suit and not _play_for_the_drop(s, lead.suit):
            return finesse
        masters = [c for c in beat if s.is_master(c)]
        if masters:
            return _low(masters)
        return _cheapest_equal(s, follow, _high(beat))
    if fourth in s.hands:     # dummy plays last: beat dummy's cards, or force its best
        dcards = s.hands[fourth].suit_cards(lead.suit)
        if dcards:
            return _against_dummy_behind(s, follow, beat, dcards)
    card = _finesse_against_dummy(s, follow, beat)
    if card is not None:
        return card
    top = _high(beat)
    if ours_winning and best.rank >= top.rank:
        return _signal(s, follow)
    return _cheapest_equal(s, follow, top)


def _against_dummy_behind(s: Sight, follow: list[Card], beat: list[Card],
                          dcards: Sequence[Card]) -> Card:
    """Third hand with dummy still to play: with an honour over dummy's and a card
    between dummy's two best (K10x against Qxx), play that card — it forces dummy's
    honour or wins; else the cheapest card over dummy's, else one forcing dummy's best
    (Kantar, Modern Bridge Defense: third hand play with dummy on the left)."""
    over = [c for c in beat if c.rank > dcards[0].rank]
    second = dcards[1].rank if len(dcards) > 1 else Rank.TWO - 1
    middle = [c for c in beat if second < c.rank < dcards[0].rank and c.rank >= _HONOUR]
    if over and middle:
        return _low(middle)
    if over:
        return _low(over)
    force = [c for c in beat if c.rank > second]
    return _low(force) if force else _signal(s, follow)


def _finesse_against_dummy(s: Sight, follow: list[Card], beat: list[Card]) -> Card | None:
    """Dummy played second and keeps an honour between our two best cards (AJx
    against dummy's Kxx): play the lower one; the higher sits over dummy's honour
    (Kantar, Modern Bridge Defense: finessing against dummy)."""
    d = s.dummy
    if d is not s.seat.rho or d not in s.hands or len(beat) < 2:
        return None
    top, nxt = sorted(beat, key=lambda c: -c.rank)[:2]
    dcards = s.hands[d].suit_cards(top.suit)
    if nxt.rank < _HONOUR or not dcards or dcards[0].rank > top.rank:
        return None
    if any(nxt.rank < c.rank < top.rank for c in dcards):
        return _cheapest_equal(s, follow, nxt)
    return None


def _fourth_hand(s: Sight, follow: list[Card]) -> Card:
    """Fourth hand: win as cheaply as possible; if partner wins, play low (signal)."""
    seat, best = _winning(s)
    if s.is_ours(seat):
        return _signal(s, follow)
    beat = [c for c in follow if _beats(c, best, s.trump)]
    if beat:
        hold = _hold_up(s, follow)
        if hold is not None and not _beats(hold, best, s.trump):
            return hold
        return _low(beat)
    return _signal(s, follow)


def _follow(s: Sight, follow: list[Card]) -> Card:
    position = len(s.trick)
    if position == 1:
        return _second_hand(s, follow)
    if position == 2:
        return _third_hand(s, follow)
    return _fourth_hand(s, follow)


# ---------------------------------------------------------------- cannot follow
def _ruff_or_discard(s: Sight, legal: list[Card]) -> Card:
    """Ruff when the opponents would win the trick (with the lowest trump that wins);
    otherwise discard."""
    seat, best = _winning(s)
    trumps = [c for c in legal if c.suit == s.trump]
    winning_trumps = [c for c in trumps if _beats(c, best, s.trump)]
    partner_safe = s.is_ours(seat) and not _can_beat_later(s, best)
    if winning_trumps and not partner_safe:
        if len(s.trick) == 1 and s.is_ours(s.seat.next(2)) and s.seat.next(2) in s.hands:
            # Declarer second: partner (seen) plays last and may win without a ruff.
            follow = s.hands[s.seat.next(2)].suit_cards(best.suit)
            if any(s.is_master(c) and c.rank > best.rank for c in follow):
                return _discard(s, legal)
        return _low(winning_trumps)
    return _discard(s, legal)


def _discard(s: Sight, legal: list[Card]) -> Card:
    """Discard from length: a card from a long weak suit, keeping winners, honours,
    guards against dummy's long suits, and trumps; declarer keeps a singleton winner
    in a suit the other hand holds — the entry to this hand's winners (Root: entries)."""
    pool = [c for c in legal if c.suit != s.trump] or list(legal)
    h = s.hand
    dummy = s.hands.get(s.dummy) if not s.declaring else None

    partner = s.cards_of(_other(s)) if s.declaring else _EMPTY

    def value(c: Card) -> tuple:
        guard = dummy is not None and h.length(c.suit) == dummy.length(c.suit) >= 3
        winners = s.top_tricks(c.suit, s.declarer, s.dummy) if s.declaring else 0
        # Declarer keeps an entry: a winner in a suit the other hand can lead to it.
        entry = s.declaring and s.is_master(c) and partner.length(c.suit) > 0 and \
            s.hand.length(c.suit) == 1
        return (s.is_master(c), entry, guard, h.suit_hcp(c.suit) >= 3, winners,
                -h.length(c.suit), c.rank)

    return min(pool, key=value)


# ---------------------------------------------------------------- the player
class HeuristicPlayer:
    """Single-dummy play for any seat of a four-hand deal, by the rules above.

    ``auction`` (optional, an :class:`~bridgelib.auction.Auction`) lets the
    defenders lead partner's bid suit and avoid the opponents'.  The player reads
    only a :class:`Sight` of the play: never a hidden hand.
    """

    def __init__(self, auction=None):
        self.auction = auction

    def choose(self, play) -> Card:
        legal = play.legal_cards()
        if len(legal) == 1:
            return legal[0]
        s = Sight(play, self.auction)
        card = self._decide(s, legal)
        if card not in legal:  # pragma: no cover - a rule went wrong: stay legal
            card = _low(legal)
        return card

    @staticmethod
    def _decide(s: Sight, legal: list[Card]) -> Card:
        if not s.trick:
            return _declarer_lead(s) if s.declaring else _defence_lead(s)
        led = s.trick[0][1].suit
        follow = [c for c in legal if c.suit == led]
        if follow:
            return _follow(s, follow)
        return _ruff_or_discard(s, legal)
