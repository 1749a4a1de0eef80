"""Double-dummy notes in a PBN record: each costly card of the play marked.

:func:`bridgelib.analysis.dd.analyse_play` values the cards; this module writes
the verdicts into the record (so the analysis layer needs no file format).
"""

from __future__ import annotations

from dataclasses import replace

from ..analysis.dd import analyse_play
from ..table import Seat
from .pbn import Comment, PbnRecord

__all__ = ["annotate"]


def annotate(record, *, suffix: str = "?"):
    """A copy of a PBN record whose costly cards carry a comment (and ``suffix``).

    Every card of the record's play that :func:`analyse_play` finds costly gets
    ``{DD: 9→8, costs 1 trick}`` attached (and the ``?`` suffix unless the card
    already has one); the rest of the record is unchanged.
    """
    play = record.play
    tag = record.tag("Play")
    if play is None or tag is None:
        return record
    first = Seat.from_str(record["Play"])
    where: dict[tuple[int, Seat], int] = {}
    k = 0
    for idx, it in enumerate(tag.items):
        if it.token == "*":
            break
        trick, col = divmod(k, 4)
        where[(trick, first.next(col))] = idx
        k += 1
    items = list(tag.items)
    for i, v in enumerate(analyse_play(play)):
        if not v.cost:
            continue
        idx = where[(i // 4, v.seat)]
        it = items[idx]
        note = Comment(f"DD: {v.before}→{v.after}, costs {v.cost} trick{'s' if v.cost > 1 else ''}")
        items[idx] = replace(it, suffix=it.suffix or suffix, comments=it.comments + (note,))
    tags = tuple(replace(t, items=tuple(items)) if t is tag else t for t in record.tags)
    return PbnRecord(tags, record.comments, record.escapes, record.line, record.inherited,
                     record.defaults)
