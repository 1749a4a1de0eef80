"""Scoring tables for the lessons (lesson 08): the board cycle, the trick scores, a board's
matchpoints, and a team match in IMPs and total points.

Part of :mod:`bridgelib.course`, which the lessons call; see there."""

from __future__ import annotations

from typing import Any, Iterable, Sequence

from ...cards import Strain
from ...table import board_dealer, board_vulnerability
from .tables import Table, table

__all__ = ["boards_table", "trick_score_table", "matchpoint_table", "team_match",
           "team_totals", "contracts_scored", "results_explained", "contract_heatmap"]


def boards_table(numbers: Iterable[int] = range(1, 17)) -> Table:
    """Each board's dealer and vulnerability (Law 2: the cycle of sixteen).

    >>> print(boards_table([1, 2, 16]).text.splitlines()[2])
    2      East    North–South vulnerable
    """
    return table([[n, board_dealer(n), board_vulnerability(n)] for n in numbers],
                 ["board", "dealer", "vulnerability"])


def trick_score_table() -> Table:
    """The trick score of a contract made, by level and strain (Law 77)."""
    from ...scoring.duplicate import trick_score

    strains = list(Strain)
    return table([[level, *(trick_score(level, s) for s in strains)] for level in range(1, 8)],
                 ["level", *(s.symbol for s in strains)])


def matchpoint_table(results: Sequence[str], board: int) -> Table:
    """A board's results with North–South's score and matchpoints (Law 78A).

    >>> print(matchpoint_table(["4SN=", "4SN+1"], 5).text.splitlines()[-1])
    4SN+1   650       2
    """
    from ...scoring import Result, matchpoints

    ns = [Result.from_str(r).score_ns(board_vulnerability(board)) for r in results]
    return table(zip(results, ns, matchpoints(ns)), ["result", "NS score", "NS matchpoints"])


def _match_rows(match: Sequence[tuple[int, str, str]]) -> list[list]:
    from ...scoring import Result, imps

    rows = []
    for b, r1, r2 in match:
        one, two = (Result.from_str(r).score_ns(board_vulnerability(b)) for r in (r1, r2))
        rows.append([b, r1, r2, one, two, one - two, imps(one - two)])
    return rows


def team_match(match: Sequence[tuple[int, str, str]]) -> Table:
    """A team match board by board: the results at the two tables (your pair North–South at
    table 1, your teammates East–West at table 2), the North–South scores, the difference
    and the IMPs it gives (Law 78B)."""
    return table(_match_rows(match), ["board", "table 1", "table 2", "NS at 1", "NS at 2",
                                      "difference", "IMPs"])


def team_totals(match: Sequence[tuple[int, str, str]]) -> Table:
    """The same match by total points (Law 78C) beside its margin in IMPs."""
    from ...scoring import total_points

    rows = _match_rows(match)
    totals = total_points({"table 1": [r[3] for r in rows], "table 2": [r[4] for r in rows]})
    margin = totals["table 1"] - totals["table 2"]
    return table([*totals.items(), ["your team's margin in total points", margin],
                  ["your team's margin in IMPs", sum(r[6] for r in rows)]],
                 ["North–South over the four boards", "points"])


def contracts_scored(made: Sequence[tuple[str, int, bool]]) -> Any:
    """Each (contract, tricks taken, vulnerable) scored line by line, side by side."""
    from ...auction import Contract
    from ...scoring import explain_duplicate
    from .tables import show

    return show(*(explain_duplicate(Contract.from_str(c), t, vul) for c, t, vul in made))


def results_explained(results: Sequence[tuple[str, str]]) -> Any:
    """Each (result as on a scoresheet, vulnerability) scored line by line, side by side."""
    from ...scoring import Result
    from .tables import show

    return show(*(Result.from_str(r).explain(vul) for r, vul in results))


def contract_heatmap(level: int, strain: str) -> Any:
    """One contract (undoubled, doubled, redoubled) by the tricks declarer takes, not
    vulnerable and vulnerable: declarer's score as a heat map."""
    from ...scoring import duplicate_table
    from .systems import heatmap_figure

    rows = duplicate_table().query(f"level == {level} and strain == '{strain}'")
    frames = {("vulnerable" if vul else "not vulnerable"): rows[rows.vulnerable == vul].pivot(
        index="contract", columns="tricks", values="score") for vul in (False, True)}
    return heatmap_figure(frames, title=f"{level}{strain} by the tricks declarer takes: "
                                        "declarer's score")
