"""Yard bridge played out and tabled (lessons 11a–11c).

Part of :mod:`bridgelib.course`, which the lessons call; see there."""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Iterable

from .tables import Table, table

__all__ = ['yard_autoplay', 'yard_tricks', 'yard_hit_rates', 'yard_bids', 'yard_round_score',
           'yard_round_result']


# ---------------------------------------------------------------- yard bridge (lessons 11a–11c)
def yard_autoplay(target: Any, bot: Any = None) -> Any:
    """Let the yard-bridge bot make every bid and play every card still to come.

    ``target`` is a :class:`~bridgelib.games.yard.YardRound` (played to its last
    trick) or a :class:`~bridgelib.games.yard.YardGame` (played round after round
    until the game is over, so that its score table is complete).  Every bid and
    card goes through the engine's checks.  Returns ``target``.

    >>> from bridgelib.games.yard import YARD_THREE, YardGame, YardRound
    >>> r = yard_autoplay(YardRound.deal(YARD_THREE, seed=1))
    >>> r.phase, sum(r.taken), sum(r.bids) != r.tricks_total
    ('over', 12, True)
    >>> g = yard_autoplay(YardGame(YARD_THREE, seed=2))
    >>> g.is_over, g.rounds_played, len(g.table.rounds), len(g.history)
    (True, 3, 3, 2)
    """
    from ...bots.yard import YardBot
    from ...games.yard import YardGame

    bot = bot if bot is not None else YardBot()
    game = target if isinstance(target, YardGame) else None
    while True:
        rnd = game.round if game is not None else target
        actor = game if game is not None else rnd  # through the game, which keeps the score
        while rnd.phase != "over":
            if rnd.phase == "bidding":
                actor.bid(bot.choose_bid(rnd))
            else:
                actor.play(bot.choose_card(rnd))
        if game is None or game.is_over:
            return target
        game.next_round()


def yard_tricks(rnd: Any) -> Table:
    """A yard-bridge round as a sheet: one row per trick (who led, each player's card,
    who won it), then each player's bid and the tricks taken so far.

    >>> from dataclasses import replace
    >>> from bridgelib import Suit
    >>> from bridgelib.games.yard import YARD_FOUR, YardRound
    >>> r = YardRound.from_hands(["AK...", "QJ...", "T9...", "87..."], dealer=3, trump=Suit.SPADES,
    ...                          rules=replace(YARD_FOUR, hand_size=2), names="ABCD")
    >>> for b in (2, 0, 0, 1): r.bid(b)
    >>> for c in ("SA", "SQ", "ST", "S8"): r.play(c)
    >>> print(yard_tricks(r))
    trick         led by  A   B   C    D   won by
    1             A       ♠A  ♠Q  ♠10  ♠8  A
    bid                   2   0   0    1
    tricks taken          1   0   0    0
    """
    names = list(rnd.names)
    rows: list[list[Any]] = []
    for k, t in enumerate(rnd.tricks, 1):
        played = dict(zip(t.order, t.cards))
        rows.append([k, names[t.leader], *(played[p] for p in range(rnd.players)), names[t.winner]])
    rows.append(["bid", "", *rnd.bids_by_player, ""])
    rows.append(["tricks taken", "", *rnd.taken, ""])
    return table(rows, ["trick", "led by", *names, "won by"])


def yard_hit_rates(rounds: Iterable[Any], *, minimum: int = 1) -> dict[int, Fraction]:
    """For each bid, the share of players who bid it and then took exactly that many
    tricks, over finished yard-bridge rounds; bids made fewer than ``minimum``
    times are left out (too few to say much).

    >>> from bridgelib.games.yard import YardRound
    >>> rounds = [yard_autoplay(YardRound.deal(seed=s)) for s in range(3)]
    >>> rates = yard_hit_rates(rounds)
    >>> sorted(rates) == sorted({b for r in rounds for b in r.bids})
    True
    >>> all(0 <= p <= 1 for p in rates.values()), yard_hit_rates(rounds, minimum=99)
    (True, {})
    """
    made: dict[int, int] = {}
    seen: dict[int, int] = {}
    for rnd in rounds:
        for bid, taken in zip(rnd.bids_by_player, rnd.taken):
            seen[bid] = seen.get(bid, 0) + 1
            made[bid] = made.get(bid, 0) + (bid == taken)
    return {b: Fraction(made[b], n) for b, n in sorted(seen.items()) if n >= minimum}


def yard_bids(rnd: Any, count: int | None = None, bot: Any = None) -> Any:
    """Let the yard-bridge bot make the next ``count`` bids of a round (all that are left
    if ``None``); every bid goes through the engine's checks.  Returns the round."""
    from ...bots.yard import YardBot

    bot = bot if bot is not None else YardBot()
    made = 0
    while rnd.phase == "bidding" and (count is None or made < count):
        rnd.bid(bot.choose_bid(rnd))
        made += 1
    return rnd


def yard_round_score(rnd: Any) -> Table:
    """Each player's bid, tricks taken and points (the yard-bridge text's example), in
    bidding order."""
    from ...scoring.yard import YARD_SEED

    order = [(rnd.first_player + k) % rnd.players for k in range(rnd.players)]
    rows = [[rnd.names[p], rnd.bid_of(p), rnd.taken[p], YARD_SEED.explain(rnd.bid_of(p), rnd.taken[p])]
            for p in order]
    return table(rows, ["player", "bid", "taken", "points"])


def yard_round_result(rnd: Any) -> Any:
    """A finished round's score sheet beside the sum of the bids and the tricks played."""
    from ...scoring.yard import YardScoreTable
    from .tables import show

    sheet = YardScoreTable(rnd.names).add(rnd.bids_by_player, rnd.taken)
    return show(sheet, table([[sum(rnd.bids), rnd.tricks_total]], ["bids add up to", "tricks"]))
