"""Honeymoon bridge narrated and tabled (lesson 10).

Part of :mod:`bridgelib.course`, which the lessons call; see there."""

from __future__ import annotations

from typing import Any, Iterable, Mapping, Sequence

from ...cards import Card
from ...errors import BridgeError
from .figures import Figure, _new_figure
from .tables import Table, table, verdicts

__all__ = ['honeymoon_game', 'dealer_draw', 'honeymoon_match', 'readings_table', 'lines_figure', 'solver_figure']


# ---------------------------------------------------------------- honeymoon bridge (lesson 10)
_PALETTE = ["#2a7ab0", "#f0a030", "#3a9a5a", "#a04080"]


def honeymoon_game(record: Any, rules: Any = None, *, until: str | None = None) -> Any:
    """A honeymoon record's game under ``rules`` (a preset name or rules object; default
    the record's own), replayed through its main line up to and including the action
    ``until`` (text such as ``"Sergey XX"``), or to the end.

    The replay is lenient: what the rules forbid is kept in ``game.irregularities``
    and the game goes on as the record played it.

    >>> from bridgelib.records import load_bundled
    >>> g = honeymoon_game(load_bundled("sergey-olga"), "standard", until="Sergey XX")
    >>> g.phase, g.turn, len(g.irregularities)
    (Phase.AUCTION, 'Olga', 12)
    """
    cursor = record.cursor(rules)
    if until is not None:
        cursor.goto_action(until)
    else:
        cursor.goto(len(cursor))
    return cursor.game()


def dealer_draw(players: Sequence[str] = ("Sergey", "Olga"), *, seed: int | None = None,
                cards: Iterable[Any] | None = None) -> Table:
    """The honeymoon draw for dealer, round by round: the lowest suit deals.

    >>> print(dealer_draw(cards=["S9", "SA", "H2", "DK"]))
    round  Sergey draws  Olga draws  what happens
    1      ♠9            ♠A          the same suit: draw again
    2      ♥2            ♦K          Olga has the lower suit (diamonds) and deals
    """
    from ...games.honeymoon_match import draw_for_dealer

    d = draw_for_dealer(players, seed=seed, cards=cards)
    rows = []
    for k, (a, b) in enumerate(d.rounds, 1):
        ca, cb = Card.from_str(a), Card.from_str(b)
        what = ("the same suit: draw again" if ca.suit == cb.suit else
                f"{d.dealer} has the lower suit ({min(ca.suit, cb.suit).name_en}) and deals")
        rows.append([k, ca, cb, what])
    return table(rows, ["round", f"{d.players[0]} draws", f"{d.players[1]} draws", "what happens"])


def honeymoon_match(rules: Any = "seed", *, length: str = "rubber of two", seed: int = 0,
                    players: Sequence[str] = ("Sergey", "Olga")) -> Table:
    """A honeymoon match between two computer players, deal by deal (dealer drawn by lot)."""
    from ...bots.honeymoon import play_game
    from ...games.honeymoon import HoneymoonGame, HoneymoonRules
    from ...games.honeymoon_match import HoneymoonMatch, draw_for_dealer

    rules = HoneymoonRules.preset(rules) if isinstance(rules, str) else rules
    first = draw_for_dealer(players, seed=seed).dealer
    # HoneymoonMatch refuses any number of players but two (a tuple[str, str] field)
    match = HoneymoonMatch(tuple(players), rules, length, first)  # type: ignore[arg-type]
    deal = seed
    while not match.is_over:
        game = HoneymoonGame.random(deal, players=players, dealer=match.next_dealer, rules=rules)
        match = match.add(play_game(game))
        deal += 1
    header, rows, caption = match.rows()
    return table(rows, header, caption=caption)


def readings_table(record: Any, readings: Mapping[str, Any]) -> Table:
    """How many irregularities a honeymoon record shows under each reading of the rules."""
    rows = []
    for name, rules in readings.items():
        game = honeymoon_game(record, rules)
        rows.append([name, len(game.irregularities)])
    return table(rows, ["reading", "irregularities in the game"])


def lines_figure(series: Mapping[str, Mapping[float, float]], *, title: str, xlabel: str,
                 ylabel: str, hline: float | None = None, hline_label: str = "",
                 notes: Mapping[str, Mapping[float, str]] | None = None) -> Figure:
    """Lines with markers, one per series (a player, a rules preset…), points in x order.

    ``hline`` draws a dashed level (e.g. the tricks a contract needs, named by
    ``hline_label``); ``notes`` writes a short text at chosen points of a series
    (above the line for the first series, below it for the second…).

    >>> lines_figure({"Sergey": {0: 10, 1: 12}, "Olga": {0: 7, 1: 9}}, title="HCP",
    ...              xlabel="trick", ylabel="points", notes={"Olga": {1: "♠K"}})
    [figure: HCP]
    """
    fig = _new_figure(9, 3.8)
    ax = fig.add_subplot()
    for k, (label, values) in enumerate(series.items()):
        xs = sorted(values)
        colour = _PALETTE[k % len(_PALETTE)]
        ax.plot(xs, [values[x] for x in xs], marker="o", markersize=4, linewidth=1.6,
                color=colour, label=label)
        for x, text in (notes or {}).get(label, {}).items():
            ax.annotate(text, (x, values[x]), textcoords="offset points", ha="center",
                        xytext=(0, 9 if k % 2 == 0 else -15), fontsize=8, color=colour)
    if hline is not None:
        ax.axhline(hline, color="#777777", linestyle="--", linewidth=1,
                   label=hline_label or None)
    from matplotlib.ticker import MaxNLocator

    ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    ax.yaxis.set_major_locator(MaxNLocator(integer=True))
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    ax.set_title(title, fontsize=11)
    ax.margins(y=0.15)
    ax.legend()
    ax.grid(alpha=0.3)
    return Figure(fig, title)


def solver_figure(analyses: Mapping[str, Sequence[Any]], player: str, *,
                  needed: int | None = None, tricks: int = 13) -> Figure:
    """The tricks ``player`` can guarantee, card by card along a main play, by the exact solver.

    ``analyses`` maps a label (e.g. a rules preset) to the verdicts of
    :func:`bridgelib.analysis.twohand.analyse_game` with ``all_cards=True``: one per card,
    each saying what its player could guarantee before (``best``) and after (``got``) it.
    The line starts at the value before the first card and moves half a trick per card;
    the opponent's guarantee is ``tricks`` minus the player's.  A card that changed the
    value is written at its point (a card that broke the play rule is marked "illegal").

    >>> from bridgelib.analysis.twohand import CardVerdict
    >>> from bridgelib import Card
    >>> one = [CardVerdict(1, "Sergey", Card.from_str("HQ"), 8, 8, ()),
    ...        CardVerdict(1, "Olga", Card.from_str("H6"), 5, 4, (Card.from_str("H8"),))]
    >>> solver_figure({"seed": one}, "Sergey", needed=8)
    [figure: What the exact solver says Sergey can guarantee, card by card]
    """
    series: dict[str, dict[float, float]] = {}
    notes: dict[str, dict[float, str]] = {}
    for label, verdicts in analyses.items():
        verdicts = list(verdicts)
        if not verdicts or [v.trick for v in verdicts] != [k // 2 + 1 for k in range(len(verdicts))]:
            raise BridgeError(f"{label}: give the verdicts of every card in order "
                              "(analyse_game(game, all_cards=True))")

        def mine(v: Any, value: int) -> int:
            return value if v.player == player else tricks - value

        path = {0.0: float(mine(verdicts[0], verdicts[0].best))}
        marks: dict[float, str] = {}
        for k, v in enumerate(verdicts, 1):
            path[k / 2] = float(mine(v, v.got))
            if v.cost or not v.legal:
                marks[k / 2] = f"{v.player} {v.card}" + ("" if v.legal else " (illegal)")
        series[label] = path
        notes[label] = marks
    return lines_figure(series, title=f"What the exact solver says {player} can guarantee, "
                                      "card by card",
                        xlabel="main-play tricks played (each card is half a trick)",
                        ylabel=f"tricks {player} can guarantee", hline=needed,
                        hline_label=f"{needed} tricks needed" if needed is not None else "",
                        notes=notes)
