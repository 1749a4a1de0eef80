"""Tables and figures of the first lessons (01–05, 07): the deck, shapes, points, the book,
random play-outs, trump counting and honour odds — each a call a lesson cell makes.

Part of :mod:`bridgelib.course`, which the lessons call; see there."""

from __future__ import annotations

from typing import Any, Iterable, Mapping, Sequence

from ...cards import RANKS, Card, Strain, Suit
from .figures import Figure
from .tables import Table, attributes, table

__all__ = ["deck_facts", "honours_of", "shape_classes", "pattern_shares", "pattern_figure", "hcp_scale",
           "hcp_totals", "hcp_spread_figure", "opening_calls", "book_table",
           "playout_figure", "trumps_outstanding", "odds_table"]


def deck_facts(cards: Sequence[Card]) -> Table:
    """How many cards a deck has, its lowest card and how many honours it holds.

    >>> from bridgelib import deck
    >>> print(deck_facts(deck(36)).text.splitlines()[-1])
    36                  ♣6           20
    """
    return table([[len(cards), min(cards), sum(c.is_honour for c in cards)]],
                 ["cards in the short deck" if len(cards) < 52 else "cards in the deck",
                  "lowest card", "honours"])


def honours_of(suit: Suit, cards: Sequence[Card]) -> Table:
    """The honours of one suit (ace down) and how many honours ``cards`` hold in all."""
    mine = sorted((c for c in cards if c.suit is suit), reverse=True)
    return table([[" ".join(str(c) for c in mine if c.is_honour), sum(c.is_honour for c in cards)]],
                 [f"the honours of {suit.name_en}", "honours in the deck"])


def shape_classes(patterns: Iterable[tuple[int, int, int, int]]) -> Table:
    """A hand of each pattern and the classes it falls in (balanced, regular, skewed —
    the honeymoon-bridge text's косая рука — and two-suiter)."""
    from ...stats import hand_with_pattern

    return attributes([hand_with_pattern(p) for p in patterns], "pattern_text", "is_balanced",
                      "is_regular", "is_skewed", "is_two_suiter")


def pattern_shares(hands: Sequence[Any], *, top: int = 10) -> Table:
    """The exact chance of each hand pattern beside its share of the dealt ``hands``."""
    from ...stats import frequencies, pattern_probabilities
    from .tables import probability_table

    dealt = frequencies(h.pattern for h in hands)
    return probability_table(pattern_probabilities(), dealt, label="pattern", top=top)


def pattern_figure(hands: Sequence[Any], *, top: int = 16) -> Figure:
    """The same as a picture: the exact chance of the commonest patterns and their share of
    the dealt ``hands``."""
    from ...stats import frequencies, pattern_probabilities
    from .figures import compare_figure

    dealt = frequencies(h.pattern for h in hands)
    return compare_figure(pattern_probabilities(), dealt, top=top, xlabel="pattern",
                          title=f"Patterns: exact probability vs {len(hands):,} dealt hands")


def hcp_scale() -> Table:
    """The Milton Work scale: the points of each honour."""
    return attributes([r for r in RANKS if r.hcp], "label", "ru", "hcp")


def hcp_totals() -> Table:
    """The points in one suit, in the deck, and in an average hand."""
    from ...cards import deck
    from ...stats import hcp_distribution, mean

    spades = sum(c.hcp for c in deck() if c.suit is Suit.SPADES)
    return table([[spades, sum(c.hcp for c in deck()), float(mean(hcp_distribution()))]],
                 ["HCP in one suit", "HCP in the deck", "HCP in an average hand"])


def hcp_spread_figure(hands: Sequence[Any]) -> Figure:
    """The exact distribution of one hand's HCP beside the dealt ``hands``."""
    from ...stats import frequencies, hcp_distribution
    from .figures import compare_figure

    dealt = frequencies(h.hcp for h in hands)
    return compare_figure(hcp_distribution(), dealt, numeric=True, mark_from=12,
                          min_share=0.0001, xlabel="high-card points",
                          title=f"HCP of one hand: exact vs {len(hands):,} dealt hands")


def opening_calls(hands: Iterable[Any], system: str = "sayc", *, top: int = 8) -> Table:
    """How often each opening call of ``system`` comes up over ``hands`` (the dealer's)."""
    from ...bidding import suggest
    from ...stats import frequencies
    from .tables import probability_table

    calls = frequencies(suggest(h, "", system).call for h in hands)
    return probability_table(calls, label=f"{system.upper()} opening call",
                             column="share of hands", top=top)


def book_table() -> Table:
    """Each level of contract and the tricks it needs: the book of six plus the level."""
    from ...auction import Contract

    return attributes([Contract(level, Strain.NOTRUMP) for level in range(1, 8)], "level",
                      "tricks_needed")


def playout_figure(deal: Any, contracts: Sequence[str], *, n: int, seed: int,
                   title: str) -> Figure:
    """The tricks North–South take in ``n`` random legal play-outs of each contract."""
    from ...stats import playout_tricks
    from .figures import tricks_figure

    return tricks_figure({c: playout_tricks(deal, c, n=n, seed=seed) for c in contracts},
                         title=title)


def trumps_outstanding(play: Any, rounds: int = 4) -> Table:
    """After each of the first ``rounds`` tricks of ``play`` from the second on (the rounds
    of trumps), how many trumps the defenders still hold — counted from the cards seen."""
    from ...analysis import technique
    from ...play import Play

    steps = [Play(play.deal, play.contract, play.cards_played[:4 + 4 * n]) for n in range(rounds)]
    return table([(n, technique.outstanding(p)) for n, p in enumerate(steps)],
                 ["rounds of trumps played", "trumps the defenders still hold"])


def odds_table(estimates: Mapping[str, Any]) -> Table:
    """Each line of play and how often it works (a simulation's estimates)."""
    return table([(line, str(e)) for line, e in estimates.items()],
                 ["line", "how often it works"])
