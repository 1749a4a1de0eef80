"""Yard bridge played out and tabled (lessons 11a–11c).

Part of :mod:`bridgelib.course`, which the lessons call; see there."""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Iterable, Mapping, Sequence

from .figures import Figure
from .tables import Table, table

__all__ = ['yard_autoplay', 'yard_tricks', 'yard_hit_rates', 'yard_bids', 'yard_round_score',
           'yard_round_result', 'yard_presets_table', 'yard_hands', 'yard_trump_rules_table',
           'yard_trump_shares', 'yard_trump_means', 'yard_trumps_simulated', 'yard_estimates',
           'yard_bidding', 'yard_play_until', 'yard_scores_table', 'yard_points_figure',
           'yard_game_rounds', 'yard_running_figure', 'yard_readings', 'yard_rounds',
           'yard_exact_per_round', 'yard_trump', 'yard_player_status']


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
        played = dict(t.plays)
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


# ---------------------------------------------------------------- lessons 11a–11c: one call a cell
def yard_presets_table(*presets: Any) -> Table:
    """Each yard-bridge preset: players, cards each, cards dealt, the pack, different hands."""
    from ... import stats
    from ...cards import deck

    rows = [[r.name, r.players, r.tricks, r.players * r.tricks, len(deck(36)),
             stats.hand_count(r.tricks, 36)] for r in presets]
    return table(rows, ["preset", "players", "cards each = tricks", "cards dealt",
                        "cards in the pack", "different hands"])


def yard_hands(rnd: Any) -> Any:
    """Every hand of a yard-bridge round side by side, the dealer marked."""
    from .tables import show

    return show(*(rnd.hand(p) for p in range(rnd.players)),
                titles=[n + (" (dealer)" if p == rnd.dealer else "") for p, n in enumerate(rnd.names)])


def yard_trump_rules_table(rule_sets: Iterable[Any], *, seed: int) -> Table:
    """The trump suit each set of rules gives on the same deal, and the card that fixed it."""
    from ...games.yard import deal_yard

    rows = [[rules.name, rules.tricks, *deal_yard(rules, seed=seed)[1:]] for rules in rule_sets]
    return table(rows, ["rules", "tricks", "trump", "card that fixed it"])


def yard_trump_shares(rules: Any = None) -> dict[str, dict[int, Fraction]]:
    """The exact chance of each number of trumps in a hand of yard bridge (four players
    unless ``rules`` say otherwise): with trumps agreed, in the dealer's hand when his last
    card fixes trumps, and in each other hand then (:meth:`YardRules.trump_chances`)."""
    from ...games.yard import YARD_FOUR

    return (rules or YARD_FOUR).trump_chances()


def yard_trump_means(shares: Mapping[str, Mapping[int, Fraction]]) -> Table:
    """The average number of trumps in each kind of hand, rounded and exact."""
    from ... import stats

    rows = [[who, round(float(stats.mean(d)), 3), str(stats.mean(d))] for who, d in shares.items()]
    return table(rows, ["whose hand", "trumps on average", "exactly"])


def yard_trumps_simulated(shares: Mapping[str, Mapping[int, Fraction]], *, deals: int) -> Table:
    """The dealer's exact trump count next to its frequency over ``deals`` dealt rounds."""
    from ... import stats
    from ...games.yard import YARD_FOUR, deal_yard
    from .tables import probability_table

    dealt = (deal_yard(YARD_FOUR, seed=s) for s in range(deals))
    simulated = stats.frequencies(hands[0].length(trump) for hands, trump, _ in dealt
                                   if trump is not None)
    return probability_table(shares["the dealer (his last card is trump)"], simulated,
                             label="trumps in the dealer's hand", top=8)


def yard_estimates(rnd: Any) -> Table:
    """The bot's estimate of each player's tricks, in bidding order."""
    from ...bots.yard import estimate_tricks

    order = [(rnd.first_player + k) % rnd.players for k in range(rnd.players)]
    rows = [[rnd.names[p], rnd.hand(p), round(estimate_tricks(list(rnd.hand(p)), rnd.trump), 2)]
            for p in order]
    return table(rows, ["player", "hand", "the bot's estimate of its tricks"])


def yard_bidding(rnd: Any) -> Table:
    """The bids of a round so far in bidding order, who bids next and what he may not bid."""
    order = [(rnd.first_player + k) % rnd.players for k in range(rnd.players)]
    made = dict(zip(order, rnd.bids))
    rows = [[rnd.names[p], made.get(p, "—")] for p in order]
    rows.append(["bids add up to", sum(rnd.bids)])
    if rnd.phase == "bidding":
        banned = rnd.forbidden_bid()
        caption = (f"{rnd.names[rnd.turn]} bids next"
                   + (f" and may not bid {banned}" if banned is not None else "")
                   + "; legal bids: " + ", ".join(map(str, rnd.legal_bids())) + ".")
    else:
        caption = f"The bidding is over: {rnd.tricks_total} tricks to play."
    return table(rows, ["player", "bid"], caption=caption)


def yard_play_until(rnd: Any, *, trick: int, player: int, bot: Any = None) -> Any:
    """Let the bot play on until ``player`` is to play to trick ``trick``; show that trick
    so far and the player's hand."""
    from ...bots.yard import YardBot
    from .tables import show

    bot = bot if bot is not None else YardBot()
    while len(rnd.tricks) < trick - 1 or rnd.turn != player:
        rnd.play(bot.choose_card(rnd))
    t = rnd.current_trick
    sofar = table([[rnd.names[p], c] for p, c in t.plays], ["player", "card"])
    return show(sofar, rnd.hand(player),
                titles=[f"trick {trick} so far", f"{rnd.names[player]}'s hand"])


def yard_scores_table(examples: Iterable[tuple[int, int]]) -> Table:
    """Points for each (bid, tricks taken): the yard-bridge text's example, the table read
    literally, and the engine's explanation."""
    from ...scoring.yard import YARD_SEED, YARD_TABLE_LITERAL, yard_points

    rows = [[b, t, yard_points(b, t), yard_points(b, t, YARD_TABLE_LITERAL), YARD_SEED.explain(b, t)]
            for b, t in examples]
    return table(rows, ["bid", "taken", "the text's example", "table literally",
                        "the engine explains (the text's example)"])


def yard_points_figure(bids: Iterable[int] = (0, 2, 4), *, literal_bid: int = 4) -> Figure:
    """Points for a round by the tricks taken, one line per bid (and one bid read literally)."""
    from ...scoring.yard import YARD_TABLE_LITERAL, yard_points
    from .honeymoon import lines_figure

    series: dict[str, Mapping[float, float]] = {
        f"bid {b}": {t: yard_points(b, t) for t in range(10)} for b in bids}
    series[f"bid {literal_bid}, table read literally"] = {
        t: yard_points(literal_bid, t, YARD_TABLE_LITERAL) for t in range(10)}
    return lines_figure(series, title="Points for a round of yard bridge, by the tricks taken",
                        xlabel="tricks taken", ylabel="points", hline=0)


def yard_game_rounds(game: Any) -> Table:
    """Each round of a yard-bridge game: dealer, trump card, bids and tricks in seat order."""
    rounds = [*game.history, game.round]
    rows = [[k, game.round.names[x.dealer], x.trump_card, x.bids_by_player, x.taken, sum(x.bids)]
            for k, x in enumerate(rounds, 1)]
    return table(rows, ["round", "dealer", "trump card", "bids", "taken", "bids add up to"])


def yard_running_figure(game: Any) -> Figure:
    """Each player's running total, round by round."""
    from .honeymoon import lines_figure

    running = game.table.running()
    series: dict[str, Mapping[float, float]] = {n: {0: 0} | {k: totals[i] for k, totals in enumerate(running, 1)}
              for i, n in enumerate(game.round.names)}
    return lines_figure(series, title="Running totals of the game", xlabel="rounds played",
                        ylabel="points")


def yard_readings(game: Any) -> Any:
    """A finished game's score sheet under the yard-bridge text's example and under its
    table read literally, with the winners of each."""
    from ...scoring.yard import YARD_TABLE_LITERAL, YardScoreTable
    from .tables import show

    literal = YardScoreTable(game.round.names, (), YARD_TABLE_LITERAL)
    for row in game.table.rounds:
        literal = literal.add(row.bids, row.taken)
    return show(game.table, literal, game.winners, literal.leaders,
                titles=["the text's example", "table read literally", "wins", "wins"])


def yard_rounds(rules: Any, count: int) -> list[Any]:
    """``count`` rounds (seeds 0, 1, …) played out by four bots."""
    from ...games.yard import YardRound

    return [yard_autoplay(YardRound.deal(rules, seed=s)) for s in range(count)]


def yard_exact_per_round(rounds: Sequence[Any]) -> Table:
    """How many players made their bid exactly, per round."""
    from ... import stats
    from .tables import probability_table

    exact = (sum(b == t for b, t in zip(x.bids_by_player, x.taken)) for x in rounds)
    return probability_table(stats.frequencies(exact), label="players exact in a round",
                             column=f"share of the {len(rounds)} rounds")


def yard_trump(rnd: Any) -> Table:
    """The card that fixed a round's trumps, the trump suit, and whether the dealer holds it."""
    return table([["the card that fixed trumps", rnd.trump_card], ["trumps", rnd.trump],
                  ["in the dealer's hand", rnd.trump_card in rnd.hand(rnd.dealer)]], ["", "this round"])


def yard_player_status(rnd: Any, player: int, bot: Any = None) -> Table:
    """A player's bid, the tricks he has taken so far, and the card the bot would play now."""
    from ...bots.yard import YardBot

    bot = bot if bot is not None else YardBot()
    name = rnd.names[player]
    return table([[f"{name}'s bid", rnd.bid_of(player)],
                  ["tricks taken so far", rnd.tricks_won(player)],
                  ["the card the bot plays", bot.choose_card(rnd)]], ["", f"trick {len(rnd.tricks) + 1}"])
