"""Play against the computer: a bridge table over a practice session.

A session is a plain object (tested without Jupyter) with ``frame()`` (the
table as a :class:`bridgelib.replay.Frame`), ``status()``, ``clickable()`` (the
hand the learner plays from now), ``play_card(card)``, ``undo()``, ``hint()`` and,
where the game has an auction the learner takes part in, ``wants_call`` and
``make_call(call)``.  :class:`bridgelib.bots.fourhand.DeclarerPractice` and
:class:`bridgelib.widgets.practice.HoneymoonPractice` are such sessions.

The table (:func:`bridgelib.render.table.practice_view`) lets the learner click only
the engine's legal cards and calls; the others are greyed with the engine's reason.
A refusal (a card sent by other means, an undo with nothing to undo) shows the
engine's message.
"""

from __future__ import annotations

from typing import Any, Callable

from ..auction import Call
from ..cards import Card
from ..errors import BridgeError
from ..render.table import TableView, analysis_html, practice_view
from .table import TableWidget

__all__ = ["PlayAgainstComputer", "make_session"]


def make_session(game: str = "declarer", *, seed: int = 0, **kwargs: Any) -> Any:
    """A practice session: ``"declarer"`` (four hands, the learner declares),
    ``"deal"`` (a whole deal: the learner bids and plays one seat with computer partner
    and opponents), ``"honeymoon"`` (two players, against the bot), ``"yard"`` (yard
    bridge, ``players=3`` or 4) or ``"two"`` (a rubber of bridge for two)."""
    if game in ("declarer", "fourhand", "four-hand"):
        from ..bots.fourhand import DeclarerPractice

        deal = kwargs.pop("deal", None)
        if deal is not None:
            return DeclarerPractice(deal, kwargs.pop("contract", None), **kwargs)
        return DeclarerPractice.from_seed(seed, **kwargs)
    if game in ("deal", "whole", "whole-deal"):
        from .wholedeal import WholeDeal

        deal = kwargs.pop("deal", None)
        if deal is not None:
            return WholeDeal(deal, **kwargs)
        return WholeDeal.from_seed(seed, **kwargs)
    if game == "yard":
        from .gameplay import YardPractice

        return YardPractice.from_seed(seed, **kwargs)
    if game in ("two", "bridge-for-two"):
        from .gameplay import TwoPractice

        return TwoPractice.from_seed(seed, **kwargs)
    if game == "honeymoon":
        from .practice import HoneymoonPractice

        return HoneymoonPractice.from_seed(seed, **kwargs)
    raise BridgeError(f"{game!r} is not a practice game: use 'declarer', 'deal', 'honeymoon', "
                      "'yard' or 'two'")


class PlayAgainstComputer(TableWidget):
    """Play a deal against the computer: click a card to play it, Undo, Hint, New deal."""

    def __init__(self, game: str | Any = "declarer", *, seed: int = 0, zoom: float = 1.0,
                 contrast: bool = False, four_colour: bool = False, **kwargs: Any):
        if isinstance(game, str):
            self.game_name = game
            self._factory: Callable[[int], Any] | None = (
                lambda s: make_session(game, seed=s, **kwargs))
            self.session = self._factory(seed)
        else:
            self.game_name = type(game).__name__
            self._factory = None
            self.session = game
        self.seed = seed
        self.said: list[str] = []
        self.hint_text = ""
        super().__init__(zoom=zoom, contrast=contrast, four_colour=four_colour)
        self._start()

    def __repr__(self) -> str:
        return f"PlayAgainstComputer({self.game_name!r}, seed={self.seed})"

    # ---------------------------------------------------------------- the picture
    def view(self) -> TableView:
        tools = [("undo", "Undo", "take back your last call or card"),
                 ("hint", "Hint", "what would the computer do here?")]
        if not getattr(self.session, "can_undo", True):
            tools = tools[1:]
        tools += list(getattr(self.session, "extra_tools", lambda: [])())
        if hasattr(self.session, "claim"):
            tools.append(("claim", "Claim", "claim the remaining tricks for your side"))
        if self._factory is not None:
            tools.append(("new", "New deal", "deal again"))
        after = ""
        if getattr(self.session, "is_over", False) and hasattr(self.session, "analysis"):
            after = analysis_html(self.session.analysis())
        common = dict(title=getattr(self.session, "title", ""), tools=tuple(tools),
                      log=tuple(self.said), hint=self.hint_text, extra=after,
                      css_class=f"play-computer play-{self.game_name.lower()}",
                      four_colour=self.four_colour)
        if hasattr(self.session, "table_view"):  # yard bridge, bridge for two
            return self.session.table_view(status=self.session.status(), **common)
        return practice_view(self.session, title=getattr(self.session, "title", ""),
                             tools=tuple(tools), log=tuple(self.said), hint=self.hint_text,
                             extra=after,
                             css_class=f"play-computer play-{self.game_name.lower()}",
                             four_colour=self.four_colour)

    # ---------------------------------------------------------------- actions
    def _start(self) -> None:
        said = self.session.start() if hasattr(self.session, "start") else []
        self.said = list(said or [])
        self.refresh()

    def act(self, kind: str, value: str) -> None:
        self.hint_text = ""
        if kind == "card":
            self._said(self.session.play_card(Card.from_str(value)))
        elif kind == "call" and hasattr(self.session, "make_bid"):  # yard bridge: a number
            self._said(self.session.make_bid(int(value)) if value.isdigit() else [])
        elif kind == "call":
            self._said(self.session.make_call(Call.from_str(value)))
        elif kind == "tool" and value == "undo":
            taken = self.session.undo()
            self.said = [f"Took back {' '.join(map(str, taken))}."]
        elif kind == "tool" and value == "claim" and hasattr(self.session, "claim"):
            self._said(self.session.claim())
        elif kind == "tool" and value == "hint":
            self._hint()
        elif kind == "tool" and value == "new" and self._factory is not None:
            self.seed += 1
            self.session = self._factory(self.seed)
            self._start()
        elif kind == "tool" and hasattr(self.session, "tool"):
            self._said(self.session.tool(value))

    def _said(self, said: Any) -> None:
        self.said = list(said) if isinstance(said, list) else []

    def _hint(self) -> None:
        try:
            self.hint_text = str(self.session.hint())
        except ImportError as exc:
            self.hint_text = f"No solver available here: {exc}"

    # The old names, kept for code that drives the view from Python.
    def _play(self, card: Card) -> None:
        self.click(f"card:{card.pbn()}")

    def _call(self, call: Call) -> None:
        self.click(f"call:{call.pbn()}")

    def _undo(self) -> None:
        self.click("tool:undo")

    def _hint_click(self) -> None:
        self.click("tool:hint")
