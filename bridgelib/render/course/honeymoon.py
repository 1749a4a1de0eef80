"""Honeymoon bridge narrated and tabled (lessons 10a–10c).

Part of :mod:`bridgelib.course`, which the lessons call; see there."""

from __future__ import annotations

from typing import Any, Iterable, Mapping, Sequence

from ...cards import Card
from ...errors import BridgeError
from .figures import Figure, _new_figure
from .tables import Table, table, verdicts

__all__ = ['record_card', 'honeymoon_game', 'dealer_draw', 'honeymoon_match', 'readings_table', 'lines_figure', 'solver_figure',
           'rule_differences', 'honeymoon_deal', 'first_trick_draws', 'hcp_growth_figure',
           'honeymoon_games', 'main_play_hands', 'games_table', 'verdicts_side_by_side',
           'seed_scores_table', 'failed_double_table', 'narrative_count', 'rebuilt_hands',
           'rules_compared', 'irregularities_table', 'game_scores_table', 'text_score_check',
           'solve_games', 'solver_table', 'sergey_olga', 'legal_calls_table']


# ---------------------------------------------------------------- honeymoon bridge (lessons 10a–10c)
_PALETTE = ["#2a7ab0", "#f0a030", "#3a9a5a", "#a04080"]


def record_card(record: Any) -> Table:
    """A game record at a glance: its tags (event, source, players, dealer, the deal, the
    talon, contract and result) and how many actions its main line holds."""
    rows: list[list[Any]] = [[tag, value] for tag, value in record.tags.items()]
    rows.append(["actions in the main line", sum(1 for _ in record.mainline())])
    return table(rows, ["tag", "value"], caption=f"{record.game} record")


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
    one, two = players
    match = HoneymoonMatch((one, two), rules, length, first)
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


# ---------------------------------------------------------------- lessons 10a–10c: one call a cell
def rule_differences(mine: Any, theirs: Any) -> Table:
    """The rules on which two honeymoon rule sets disagree, one row each."""
    from enum import Enum

    def word(value: Any) -> Any:
        return str(value.value).replace("_", " ") if isinstance(value, Enum) else value

    rows = [[rule, word(a), word(b)] for rule, a, b in mine.differences(theirs) if rule != "name"]
    return table(rows, ["rule", f"{mine.name} rules", f"{theirs.name} rules"])


def honeymoon_deal(record: Any) -> Any:
    """A honeymoon record's hands as dealt (who deals, who leads first) and the talon's size."""
    from .tables import show

    titles = [f"{p} ({'deals' if p == record.dealer else 'leads first'})" for p in record.players]
    return show(*record.hands.values(), len(record.talon), titles=titles + ["cards in the talon"])


def first_trick_draws(record: Any, *rule_sets: Any) -> Table:
    """The record's first preliminary trick under each rule set, and who draws first."""
    rows = []
    for rules in rule_sets:
        game = record.new_game(rules)
        game.play("H2")
        game.play("H4")
        rows.append([rules.name, game.preliminary_tricks[-1], game.turn])
    return table(rows, ["rules", "preliminary trick 1", "draws first"])


def hcp_growth_figure(record: Any) -> Figure:
    """High-card points in each player's hand after each preliminary trick and its draws."""
    from ...hand import Hand

    full = [st for st in record.cursor().states() if st.phase in ("preliminary", "auction")
            and not st.trick and not st.auction and all(len(h) == 13 for h in st.hands.values())]
    series: dict[str, Mapping[float, float]] = {
        p: {k: Hand(st.hands[p]).hcp for k, st in enumerate(full)} for p in record.players}
    return lines_figure(series,
                        title="High-card points in each hand after each preliminary trick and its draws",
                        xlabel="preliminary tricks played", ylabel="high-card points")


def honeymoon_games(record: Any, *rule_sets: Any, until: str | None = None) -> dict[str, Any]:
    """The record's game replayed under each rule set (up to ``until``), by the rules' name."""
    return {rules.name: honeymoon_game(record, rules, until=until) for rules in rule_sets}


def main_play_hands(record: Any, game: Any) -> Any:
    """Both hands after the draws, when the auction begins (the book's figure 18)."""
    from ...hand import Hand
    from .tables import show

    return show(*(Hand(h) for h in game.state.main_hands), titles=list(record.players))


def games_table(games: Mapping[str, Any]) -> Table:
    """Where each replayed game stands: phase, who acts next, contract, declarer."""
    rows = [[name, g.phase.value, g.turn, g.contract, g.declarer] for name, g in games.items()]
    return table(rows, ["rules", "phase", "next to act", "contract", "declarer"])


def verdicts_side_by_side(games: Mapping[str, Any], attempts: Sequence[str]) -> Any:
    """The engine's verdict on the same attempts in each game, side by side."""
    from .tables import show

    return show(*(verdicts(g, attempts) for g in games.values()),
                titles=[f"{name} rules" for name in games])


def seed_scores_table(examples: Sequence[tuple[str, int]]) -> Table:
    """The honeymoon-bridge text's score of each (contract, tricks taken) example."""
    from ...auction import Contract
    from ...scoring.honeymoon import seed_score

    rows = [[Contract.from_str(c), n, *seed_score(Contract.from_str(c), n).points]
            for c, n in examples]
    return table(rows, ["contract", "tricks taken", "declarer writes", "opponent writes"])


def failed_double_table(contract: str, tricks: Sequence[int]) -> Table:
    """One doubled contract scored under each reading of the failed-double rule."""
    from ...auction import Contract
    from ...scoring.honeymoon import FailedDouble, seed_score

    rows = [[fd.value, n, *seed_score(Contract.from_str(contract), n, failed_double=fd).points]
            for fd in FailedDouble for n in tricks]
    return table(rows, ["who pays for a failed double", "tricks taken", "declarer writes",
                        "opponent writes"])


def narrative_count(record: Any) -> Table:
    """The count that rebuilds the lost figures: the cards played are the whole pack, and
    every card drawn from the talon is played later."""
    from ...games.honeymoon import ActionKind

    actions = [node.action for node in record.mainline()]
    played = [a.card for a in actions if a.kind is ActionKind.CARD]
    drawn = [a.card for a in actions if a.kind is ActionKind.DRAW]
    return table([["cards played", len(played)], ["different cards played", len(set(played))],
                  ["cards drawn", len(drawn)],
                  ["every drawn card is played later", set(drawn) <= set(played)],
                  ["the talon is the drawn cards in drawing order", drawn == list(record.talon)]],
                 ["", "count"])


def rebuilt_hands(record: Any) -> Table:
    """Each player's dealt hand rebuilt as the cards he played less the cards he drew,
    compared with the hands the record states."""
    from ...games.honeymoon import ActionKind
    from ...hand import Hand

    actions = [node.action for node in record.mainline()]
    rows = []
    for p in record.players:
        played = Hand(a.card for a in actions if a.player == p and a.kind is ActionKind.CARD)
        drawn = Hand(a.card for a in actions if a.player == p and a.kind is ActionKind.DRAW)
        dealt = played.remove(*drawn)
        rows.append([p, len(played), drawn, dealt, dealt == record.hands[p]])
    return table(rows, ["player", "cards played", "cards drawn", "so he was dealt",
                        "as in the record"])


def rules_compared(*rule_sets: Any) -> Table:
    """Every rule of the rule sets in words, with the text's sentence where it has one."""
    from ...games.honeymoon import rules_table

    rows = rules_table(*rule_sets)
    return table(rows[1:], rows[0])


def irregularities_table(games: Mapping[str, Any], *, words: bool = False) -> Table:
    """Where each replayed game breaks its rules; with ``words``, the engine's own words
    for each irregularity other than the draws."""
    if words:
        rows = [[name, i.text] for name, g in games.items() for i in g.irregularities
                if i.kind != "draw-out-of-turn"]
        return table(rows, ["rules", "the engine says"])
    rows = [[name, i.phase, i.trick, i.player, i.kind, i.rule] for name, g in games.items()
            for i in g.irregularities]
    return table(rows, ["rules", "phase", "trick", "player", "what", "rule broken"])


def game_scores_table(games: Mapping[str, Any]) -> Table:
    """Each replayed game's score sheet entries."""
    rows = [[name, e.who, e.label, e.points, e.below] for name, g in games.items()
            for e in g.score().entries]
    return table(rows, ["rules", "who writes", "for", "points", "below the line"])


def text_score_check() -> Table:
    """The honeymoon-bridge text's 320 and 960 for 2♥ redoubled with eight tricks, worked
    out by the engine."""
    from ...auction import Contract
    from ...cards import Strain
    from ...scoring.honeymoon import seed_score, seed_trick_points

    eight = seed_trick_points(Strain.HEARTS, 8)
    return table([["eight heart tricks at 30", eight], ["redoubled: four times as much", 4 * eight],
                  ["the text's 320, four times", 4 * 320],
                  ["the engine: 2♥XX with 8 tricks",
                   seed_score(Contract.from_str("2HXX"), 8).declarer_points]], ["", "points"])


def solve_games(games: Mapping[str, Any]) -> dict[str, Any]:
    """The exact solver's verdict on every card of each game's main play."""
    from ...analysis.twohand import analyse_game

    return {name: analyse_game(g, all_cards=True) for name, g in games.items()}


def solver_table(analyses: Mapping[str, Sequence[Any]]) -> Table:
    """The cards that cost their player a trick, or broke the play rule, by rule set."""
    rows = [[name, v.trick, v.player, v.card, v.text()] for name, vs in analyses.items()
            for v in vs if v.cost or not v.legal]
    return table(rows, ["rules", "trick", "player", "card", "the solver says"])


def sergey_olga() -> tuple[Any, Any, Any]:
    """The source's Sergey–Olga game (the bundled record) and the two rule presets,
    ``seed`` (the honeymoon-bridge text's) and ``standard`` (the published game)."""
    from ...games.honeymoon import HoneymoonRules
    from ...records import load_bundled

    return (load_bundled("sergey-olga"), HoneymoonRules.preset("seed"),
            HoneymoonRules.preset("standard"))


def legal_calls_table(game: Any, *, first: int = 6) -> Table:
    """The first few calls the player to act may make (a pass first, then the bids up)."""
    calls = game.legal_calls()[:first]
    return table([[game.turn, c] for c in calls], ["player", "may call"])
