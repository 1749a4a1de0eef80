"""Play technique tables and figures: sure tricks, lines, finesse or drop (lesson 07).

Part of :mod:`bridgelib.course`, which the lessons call; see there."""

from __future__ import annotations

from typing import Mapping, Sequence

from ...auction import Contract
from ...cards import Card
from ...deal import Deal
from ...table import Side
from .figures import Figure, _new_figure
from .tables import Table, table

__all__ = ['sure_trick_table', 'compare_lines', 'finesse_drop_figure']


# ---------------------------------------------------------------- play technique (lesson 07)


def sure_trick_table(deal: Deal, side: Side | str = Side.NS) -> Table:
    """Each suit's holdings for ``side`` and its sure tricks, with the total
    (counted by :func:`bridgelib.analysis.technique.sure_trick_rows`).

    >>> d = Deal.from_pbn("N:AQJT9.762.65.743 752.T83.QJT2.982 K3.AK54.A987.A65 864.QJ9.K43.KQJT")
    >>> print(sure_trick_table(d))
    suit  North      South    sure tricks
    ♠     A Q J 10 9  K 3      5
    ♥     7 6 2      A K 5 4  2
    ♦     6 5        A 9 8 7  1
    ♣     7 4 3      A 6 5    1
    total                     9
    """
    from ...analysis.technique import sure_trick_rows

    header, rows = sure_trick_rows(deal, side)
    return table(rows, header)


def compare_lines(deal: Deal, contract: Contract | str,
                  lines: Mapping[str, str | Sequence[Card | str]]) -> Table:
    """Several lines side by side: tricks won so far, the DD result, the first costly card
    (played and judged by :func:`bridgelib.analysis.technique.line_rows`; one DDS call per line).

    ``lines`` maps a name to the cards played (from the opening lead on).
    """
    from ...analysis.technique import line_rows

    header, rows = line_rows(deal, contract, lines)
    return table(rows, header)


def finesse_drop_figure(*, n: int = 4000, seed: int = 0) -> Figure:
    """Finesse or drop for a missing queen, by the number of cards you hold in the suit.

    You hold ♠A K J and small cards (North) opposite small cards (South), from six
    to eleven spades in all.  Bars: the exact chances; dots: the same counted in ``n``
    seeded deals each (:func:`bridgelib.analysis.technique.finesse_drop_chances`).
    """
    from ...analysis.technique import finesse_drop_chances

    c = finesse_drop_chances(n=n, seed=seed)
    sizes = c["sizes"]
    fig = _new_figure(8, 3.6)
    ax = fig.add_subplot()
    xs = range(len(sizes))
    ax.bar([x - 0.2 for x in xs], c["exact_finesse"], 0.4, color="#2a7ab0",
           label="finesse: ♠Q with West")
    ax.bar([x + 0.2 for x in xs], c["exact_drop"], 0.4, color="#f0a030",
           label="drop: ♠Q singleton or doubleton")
    ax.plot([x - 0.2 for x in xs], c["simulated_finesse"], "k.", markersize=9,
            label=f"simulated ({n:,} deals each)")
    ax.plot([x + 0.2 for x in xs], c["simulated_drop"], "k.", markersize=9)
    ax.set_xticks(list(xs), [f"{t} cards\n({13 - t} out)" for t in sizes])
    ax.set_ylabel("per cent of deals")
    ax.set_ylim(0, 120)
    ax.set_yticks(range(0, 101, 20))
    ax.set_title("Missing the queen: does the finesse or the drop win more often?", fontsize=11)
    ax.legend(fontsize=8, loc="upper center", ncol=3)
    ax.grid(axis="y", alpha=0.3)
    return Figure(fig, "finesse and drop chances for a missing queen, exact and simulated")
