"""Bridge for two shown on the table (lesson 11c).

Part of :mod:`bridgelib.course`, which the lessons call; see there."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ...deal import Deal
from ...play import Play
from ...table import Seat
from .tables import Table

__all__ = ['two_view', 'stored_deals', 'two_games', 'two_views', 'two_bot_auction', 'two_bot_play',
           'two_rubber', 'chinese_table', 'numbered']


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


# ---------------------------------------------------------------- lesson 11c: one call a cell
def two_games(deal: Deal, *, dealer: Seat | str = "S", seed: int = 0) -> dict[str, Any]:
    """The same deal of bridge for two twice, with open and with closed dummies."""
    from ...games.two import TwoPlayerGame

    seat = Seat.from_str(dealer) if isinstance(dealer, str) else dealer
    games = {}
    for mode in ("open", "closed"):
        game = TwoPlayerGame(deal, dealer=seat, seed=seed)
        game.choose_dummy(mode)
        games[mode] = game
    return games


def two_views(games: dict[str, Any], viewer: Seat | str = "S") -> Any:
    """Each game of :func:`two_games` as ``viewer`` sees it, side by side."""
    from .tables import show

    return show(*(two_view(g, viewer) for g in games.values()),
                titles=[f"{mode} dummies" for mode in games])


def two_bot_auction(game: Any, bot: Any = None) -> Table:
    """Let the computer bid both sides until the first pass ends the auction; its calls,
    the contract and who leads."""
    from ...games.two import TwoBot
    from .tables import table

    bot = bot if bot is not None else TwoBot()
    said = []
    while game.phase == "auction":
        said.append(bot.act(game).split(": ", 1))
    return table(said, ["player", "call"],
                 caption=f"Contract {game.contract}; {game.turn_seat.name_en} leads.")


def two_bot_play(game: Any, bot: Any = None) -> Any:
    """Let the computer play out the tricks; show them, the result and the rubber scorepad."""
    from ...games.two import TwoBot
    from ...scoring.rubber import Scorepad
    from .tables import attributes, show

    bot = bot if bot is not None else TwoBot()
    while game.phase == "play":
        bot.act(game)
    tricks = attributes(game.play.tricks, "leader", "self", "winner",
                        header=["leader", "trick", "won by"])
    return show(tricks, game.result, Scorepad().add(game.result, game.honours),
                titles=["tricks", "result", "scorepad"])


def two_rubber(*, seed: int) -> Any:
    """A rubber of bridge for two played by the computer on both sides: its deals and pad."""
    from ...games.two import TwoPlayerRubber
    from .tables import show, table

    rubber = TwoPlayerRubber(seed=seed, human=None)
    while not rubber.is_over:
        rubber.next_deal()
    deals = table([[k, d.dealer, d.mode.value if d.mode else "—", d.auction, d.result]
                   for k, d in enumerate(rubber.history, 1)],
                  ["deal", "dealer", "dummies", "auction", "result"])
    return show(deals, rubber.pad)


def chinese_table(dealt: Any) -> Table:
    """A Chinese-bridge deal: each player's four cards in the hand, the cards turned face
    up and the others."""
    from .tables import table

    rows = [[p, dealt.hand(p), dealt.face_up(p), dealt.face_down(p)] for p in (0, 1)]
    return table(rows, ["player", "in the hand (the first 4)", "turned face up (11)", "the other 11"])


def numbered(items: Any, header: str) -> Table:
    """A numbered list as a table (e.g. what a source leaves unsaid)."""
    from .tables import table

    return table([[k, item] for k, item in enumerate(items, 1)], ["", header])
