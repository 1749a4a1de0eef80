"""Bridge for two shown on the table (lesson 11c).

Part of :mod:`bridgelib.course`, which the lessons call; see there."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ...deal import Deal
from ...play import Play
from ...table import Seat
from .tables import Table

__all__ = ['two_view', 'stored_deals']


# ---------------------------------------------------------------- bridge for two (lesson 11c)


def two_view(game: Any, viewer: Seat | str) -> Table:
    """The table of bridge for two as one player sees it: his own hand, and the
    dummies only when they are open (a closed dummy is hidden even from its owner).

    >>> from bridgelib import Deal
    >>> from bridgelib.games.two import TwoPlayerGame
    >>> g = TwoPlayerGame(Deal.random(seed=4)); g.choose_dummy("closed")
    >>> view = two_view(g, "S")
    >>> view.text.count("(hidden)"), "North (South&#x27;s dummy)" in view
    (3, True)
    """
    from ...games.two import player_of
    from ...render import html

    seat = Seat.from_str(viewer) if isinstance(viewer, str) else viewer
    player = player_of(seat)
    hidden = tuple(s for s in Seat if s not in game.visible_seats(player))
    names = {s: f"{player_of(s).name_en}'s dummy" for s in Seat if player_of(s) is not s}
    names[player] = "you"
    shown = html.deal(game.deal if game.play is None else _current(game.play), dealer=game.dealer,
                      hidden=hidden, names=names)
    return Table(shown, game.to_text(player))


def _current(play: Play) -> Any:
    """The cards each seat still holds, as a deal (for diagrams during the play)."""
    from ...deal import Deal

    return Deal({s: play.hand(s) for s in Seat})


def stored_deals(name: str) -> dict:
    """The lesson deals of ``bridgelib/data/deals/<name>.pbn`` by their ``Name`` tag.

    Each is a :class:`bridgelib.io.pbn.PbnRecord` with ``.deal``, ``.contract`` and the
    double-dummy table stored with it (``.dd_table``; written by ``tools/store_dd.py``,
    recomputed by a slow test), so lessons need not solve live.

    >>> deals = stored_deals("play-technique")
    >>> deals["finesse"].contract.pbn(), deals["finesse"].dd_table is not None
    ('3NT', True)
    """
    import re
    from pathlib import Path

    from ...errors import InvalidNotation
    from ...io import pbn

    folder = Path(__file__).resolve().parents[2] / "data" / "deals"
    path = folder / f"{name}.pbn"
    # a name, never a path: "../../x" must not read a file outside the data folder
    if not (isinstance(name, str) and re.fullmatch(r"[a-z0-9][a-z0-9-]{0,63}", name)
            and path.is_file()):
        shown = repr(name) if len(repr(name)) <= 60 else repr(name)[:59] + "…"
        have = ", ".join(sorted(p.stem for p in folder.glob("*.pbn"))) or "none"
        raise InvalidNotation(f"{shown} is not a stored deal set: the course has {have}")
    return {rec["Name"]: rec for rec in pbn.load(path)}
