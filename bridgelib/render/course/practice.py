"""A lesson's practice deals as a table (the sets of :mod:`bridgelib.analysis.practice`).

Part of :mod:`bridgelib.course`, which the lessons call; see there."""

from __future__ import annotations

from ...analysis.practice import practice_set
from ...table import Seat
from .tables import Table, table

__all__ = ["practice_deals"]


def practice_deals(lesson: str | int) -> Table:
    """The lesson's practice set: each board's dealer, vulnerability, the dealer's hand and
    every hand's HCP, with the theme and the command that deals the set for the table.

    >>> practice_deals("06").text.splitlines()[1].split()[:3]
    ['board', 'dealer', 'vulnerable']
    """
    chosen = practice_set(lesson)
    rows = [[b.number, b.dealer.name_en, str(b.vulnerability), b.deal[b.dealer],
             *(b.deal[s].hcp for s in Seat)] for b in chosen.boards()]
    caption = (f"Practice deals for lesson {chosen.lesson} — {chosen.title}. {chosen.theme} "
               f"Deal them for your table with `{chosen.command}` (a PBN file and a printable "
               "hand-record sheet; add --dup for a dealing machine).")
    return table(rows, ["board", "dealer", "vulnerable", "dealer's hand",
                        *(f"HCP {s.name_en[0]}" for s in Seat)], caption=caption)
