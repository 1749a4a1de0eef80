"""Counting and chance: exact combinatorics of hands, and seeded simulations.

Exact results are :class:`fractions.Fraction` values computed by counting
(no floating point); simulations deal with :meth:`Deal.random` or play random
legal cards with :class:`Play`, so they exercise the rules engine itself and
repeat exactly for the same seed.

>>> hand_count()                      # 13-card hands from 52 cards
635013559600
>>> p = pattern_probabilities()
>>> round(float(p[(4, 4, 3, 2)]), 4), len(p), sum(p.values())
(0.2155, 39, Fraction(1, 1))
>>> hcp_distribution()[37] * hand_count()     # AAAA KKKK QQQQ and one jack
Fraction(4, 1)
>>> mean(hcp_distribution())
Fraction(10, 1)
"""

from __future__ import annotations

import math
import random as _random
from collections import Counter
from fractions import Fraction
from functools import lru_cache
from typing import Hashable, Iterable, Mapping

from .auction import Contract
from .cards import SUITS, Card, Rank, deck
from .deal import Deal
from .errors import InvalidNotation
from .hand import Hand
from .play import Play

__all__ = ["hand_count", "deal_count", "patterns", "pattern_probabilities", "hand_with_pattern",
           "shape_class_probabilities", "hcp_distribution", "mean", "at_least",
           "frequencies", "sample_hands", "random_playout", "playout_tricks"]


def _deck_shape(deck_size: int) -> int:
    if deck_size not in (52, 36):
        raise InvalidNotation(f"{deck_size!r} is not a deck size: bridgelib knows 52 and 36 cards")
    return deck_size // 4


def _check_hand_size(hand_size: int, deck_size: int) -> None:
    if not isinstance(hand_size, int) or not 0 <= hand_size <= deck_size:
        raise InvalidNotation(f"{hand_size!r} is not a hand size for a {deck_size}-card deck")


def hand_count(hand_size: int = 13, deck_size: int = 52) -> int:
    """How many different hands of ``hand_size`` cards a deck holds.

    >>> hand_count(9, 36)                # a yard-bridge hand (the yard-bridge text, four players)
    94143280
    """
    _deck_shape(deck_size)
    _check_hand_size(hand_size, deck_size)
    return math.comb(deck_size, hand_size)


def deal_count(players: int = 4, deck_size: int = 52) -> int:
    """How many different deals of the whole deck to ``players`` seats (equal hands).

    >>> deal_count()
    53644737765488792839237440000
    """
    _deck_shape(deck_size)
    if players not in (2, 3, 4) or deck_size % players:
        raise InvalidNotation(f"{players!r} players cannot share a {deck_size}-card deck equally")
    size = deck_size // players
    return math.factorial(deck_size) // math.factorial(size) ** players


def patterns(hand_size: int = 13, deck_size: int = 52) -> list[tuple[int, int, int, int]]:
    """Every suit-length pattern (longest first) a hand can have.

    >>> patterns()[:3], len(patterns())
    ([(4, 3, 3, 3), (4, 4, 3, 2), (4, 4, 4, 1)], 39)
    """
    suit = _deck_shape(deck_size)
    _check_hand_size(hand_size, deck_size)
    out = []
    for a in range(suit + 1):
        for b in range(min(a, hand_size - a) + 1):
            for c in range(min(b, hand_size - a - b) + 1):
                d = hand_size - a - b - c
                if 0 <= d <= c:
                    out.append((a, b, c, d))
    return sorted(out)


@lru_cache(maxsize=None)
def _pattern_probabilities(hand_size: int, deck_size: int) -> tuple:
    suit = _deck_shape(deck_size)
    total = math.comb(deck_size, hand_size)
    out = []
    for p in patterns(hand_size, deck_size):
        orders = math.factorial(4)
        for n in Counter(p).values():
            orders //= math.factorial(n)
        ways = orders * math.prod(math.comb(suit, n) for n in p)
        out.append((p, Fraction(ways, total)))
    out.sort(key=lambda kv: (-kv[1], kv[0]))
    return tuple(out)


def pattern_probabilities(hand_size: int = 13, deck_size: int = 52) -> dict[tuple, Fraction]:
    """Exact probability of every pattern, most likely first.

    A pattern's hands are counted suit by suit: choose which suit gets which
    length (distinct orders of the lengths), then the cards of each suit.

    >>> p = pattern_probabilities()
    >>> list(p)[:3]
    [(4, 4, 3, 2), (5, 3, 3, 2), (5, 4, 3, 1)]
    >>> p[(13, 0, 0, 0)] * hand_count()
    Fraction(4, 1)
    """
    return dict(_pattern_probabilities(hand_size, deck_size))


def hand_with_pattern(pattern: Iterable[int], deck_size: int = 52) -> Hand:
    """A hand of the given suit lengths (♠ ♥ ♦ ♣ in that order), top cards first.

    >>> hand_with_pattern((5, 4, 2, 2)).pbn()
    'AKQJT.AKQJ.AK.AK'
    """
    lengths = tuple(pattern)
    suit = _deck_shape(deck_size)
    if len(lengths) != 4 or any(not isinstance(n, int) or not 0 <= n <= suit for n in lengths):
        raise InvalidNotation(f"{pattern!r} is not a pattern: four suit lengths from 0 to {suit}")
    ranks = sorted(Rank, reverse=True)[:suit]
    return Hand(Card(s, r) for s, n in zip(SUITS, lengths) for r in ranks[:n])


SHAPE_CLASSES = {
    "balanced": lambda h: h.is_balanced,
    "regular": lambda h: h.is_regular,
    "skewed (косая рука)": lambda h: h.is_skewed,
    "two-suiter (5-4 or more)": lambda h: h.is_two_suiter,
    "with a void": lambda h: bool(h.voids),
    "with a singleton": lambda h: bool(h.singletons),
}


def shape_class_probabilities(hand_size: int = 13, deck_size: int = 52) -> dict[str, Fraction]:
    """Exact probability of each named shape class of the seeds.

    Each pattern is classified by :class:`Hand` itself (through a hand of that
    pattern), so the definitions are the engine's, not repeated here.

    >>> c = shape_class_probabilities()
    >>> round(float(c["balanced"]), 4)
    0.476
    """
    out = {}
    probs = pattern_probabilities(hand_size, deck_size)
    for name, test in SHAPE_CLASSES.items():
        out[name] = sum((pr for p, pr in probs.items() if test(hand_with_pattern(p, deck_size))),
                        Fraction(0))
    return out


@lru_cache(maxsize=None)
def _hcp_counts(hand_size: int, deck_size: int) -> tuple[int, ...]:
    # ways[n][p]: ways to choose n cards worth p points, card by card.
    cards = deck(deck_size)
    top = sum(c.hcp for c in cards)
    ways = [[0] * (top + 1) for _ in range(hand_size + 1)]
    ways[0][0] = 1
    for c in cards:
        for n in range(hand_size, 0, -1):
            row, prev = ways[n], ways[n - 1]
            for p in range(top, c.hcp - 1, -1):
                row[p] += prev[p - c.hcp]
    return tuple(ways[hand_size])


def hcp_distribution(hand_size: int = 13, deck_size: int = 52) -> dict[int, Fraction]:
    """Exact probability of each Milton Work point count for one hand.

    Counted card by card over the deck (how many hands of ``hand_size`` cards
    have ``p`` points), so it follows :attr:`Rank.hcp` exactly.

    >>> d = hcp_distribution()
    >>> d[0] * hand_count() == math.comb(36, 13)    # 13 of the 36 cards from 2 to 10
    True
    >>> max(d)
    37
    """
    _deck_shape(deck_size)
    _check_hand_size(hand_size, deck_size)
    counts = _hcp_counts(hand_size, deck_size)
    total = math.comb(deck_size, hand_size)
    return {p: Fraction(n, total) for p, n in enumerate(counts) if n}


def mean(distribution: Mapping[int, Fraction]) -> Fraction:
    """The expected value of a distribution ``{value: probability}``."""
    return sum((Fraction(v) * p for v, p in distribution.items()), Fraction(0))


def at_least(distribution: Mapping[int, Fraction], threshold: int) -> Fraction:
    """Probability that the value is ``threshold`` or more.

    >>> round(float(at_least(hcp_distribution(), 12)), 3)
    0.348
    """
    return sum((p for v, p in distribution.items() if v >= threshold), Fraction(0))


def frequencies(values: Iterable[Hashable]) -> dict[Hashable, Fraction]:
    """Observed relative frequencies, most frequent first (ties by value).

    >>> frequencies("abca")
    {'a': Fraction(1, 2), 'b': Fraction(1, 4), 'c': Fraction(1, 4)}
    """
    counts = Counter(values)
    total = sum(counts.values())
    if not total:
        return {}
    try:
        order = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
    except TypeError:  # values without an order (calls, mixed types): ties by their text
        order = sorted(counts.items(), key=lambda kv: (-kv[1], str(kv[0])))
    return {k: Fraction(n, total) for k, n in order}


def sample_hands(n: int, seed: int) -> list[Hand]:
    """``n`` hands from seeded random deals (all four hands of each deal are used).

    >>> [h.pbn() for h in sample_hands(2, seed=1)] == [h.pbn() for h in sample_hands(2, seed=1)]
    True
    """
    if not isinstance(n, int) or n < 0:
        raise InvalidNotation(f"{n!r} is not a number of hands")
    rng = _random.Random(seed)
    out: list[Hand] = []
    while len(out) < n:
        out.extend(Deal.random(rng=rng).hands)
    return out[:n]


def random_playout(deal: Deal, contract: Contract | str, seed: int | None = None, *,
                   rng: _random.Random | None = None) -> Play:
    """Play a deal to the end with a random legal card at every turn.

    Every card comes from :meth:`Play.legal_cards`, so the result is a legal
    play of all thirteen tricks.

    >>> p = random_playout(Deal.random(seed=5), "3NTS", seed=1)
    >>> p.is_complete, p.declarer_tricks + p.defender_tricks
    (True, 13)
    """
    r = rng if rng is not None else _random.Random(seed)
    play = Play(deal, contract)
    while not play.is_complete:
        play.play(r.choice(play.legal_cards()))
    return play


def playout_tricks(deal: Deal, contract: Contract | str, n: int, seed: int) -> Counter:
    """How many tricks declarer's side took in ``n`` random legal playouts."""
    rng = _random.Random(seed)
    return Counter(random_playout(deal, contract, rng=rng).declarer_tricks for _ in range(n))
