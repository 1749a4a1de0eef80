"""Play against the computer: a view over a practice session.

A session is a plain object (tested without Jupyter) with ``frame()`` (the
table as a :class:`bridgelib.replay.Frame`), ``status()``, ``clickable()`` (the
cards the learner may click now, legal or not: the engine decides),
``play_card(card)``, ``undo()``, ``hint()`` and, where the game has an auction
the learner takes part in, ``wants_call`` and ``make_call(call)``.
:class:`bridgelib.bots.fourhand.DeclarerPractice` and
:class:`bridgelib.widgets.practice.HoneymoonPractice` are such sessions.

The view shows what the session says; a refused card shows the engine's message.
"""

from __future__ import annotations

from html import escape
from typing import Any, Callable

import ipywidgets as w

from ..auction import ALL_BIDS, DOUBLE, PASS, REDOUBLE
from ..errors import BridgeError
from ..replay import frame_html
from ._controls import TextRepr, button, call_button, card_row, html

__all__ = ["PlayAgainstComputer", "make_session"]


def make_session(game: str = "declarer", *, seed: int = 0, **kwargs: Any) -> Any:
    """A practice session: ``"declarer"`` (four hands, the learner declares) or
    ``"honeymoon"`` (two players, against the bot)."""
    if game in ("declarer", "fourhand", "four-hand"):
        from ..bots.fourhand import DeclarerPractice

        deal = kwargs.pop("deal", None)
        if deal is not None:
            return DeclarerPractice(deal, kwargs.pop("contract", None), **kwargs)
        return DeclarerPractice.from_seed(seed, **kwargs)
    if game == "honeymoon":
        from .practice import HoneymoonPractice

        return HoneymoonPractice.from_seed(seed, **kwargs)
    raise BridgeError(f"{game!r} is not a practice game: use 'declarer' or 'honeymoon'")


class PlayAgainstComputer(TextRepr, w.VBox):
    """Play a deal against the computer: click a card to play it, Undo, Hint, New deal."""

    def __init__(self, game: str | Any = "declarer", *, seed: int = 0, **kwargs: Any):
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
        self.board = html("", "play-board")
        self.status_pane = html("", "play-status")
        self.message = html("", "play-message")
        self.cards_box = w.VBox()
        self.cards_box.add_class("play-cards")
        tools = [button("Undo", self._undo, "play-undo", tooltip="take back your last card"),
                 button("Hint", self._hint, "play-hint", tooltip="what does the solver say?")]
        if self._factory is not None:
            tools.append(button("New deal", self._new, "play-new"))
        self.title_pane = html("", "play-title")
        super().__init__([self.title_pane, self.status_pane, self.board, self.cards_box,
                          w.HBox(tools), self.message])
        self.add_class("play-computer")
        self.add_class(f"play-{self.game_name.lower()}")
        self._start()

    def __repr__(self) -> str:
        return f"PlayAgainstComputer({self.game_name!r}, seed={self.seed})"

    # ---------------------------------------------------------------- actions
    def _start(self) -> None:
        said = self.session.start() if hasattr(self.session, "start") else []
        self._refresh(said)

    def _act(self, action: Callable[[], Any]) -> None:
        try:
            said = action()
        except BridgeError as exc:
            self.message.value = (f"<div class='play-error' style='color:#a40000'>"
                                  f"{escape(str(exc))}</div>")
            self._refresh(None)
            return
        self._refresh(said if isinstance(said, list) else [])

    def _play(self, card) -> None:
        self._act(lambda: self.session.play_card(card))

    def _call(self, call) -> None:
        self._act(lambda: self.session.make_call(call))

    def _undo(self) -> None:
        self._act(lambda: [f"Took back {' '.join(map(str, self.session.undo()))}."])

    def _hint(self) -> None:
        try:
            hint = self.session.hint()
        except ImportError as exc:
            self.message.value = f"<div class='play-error'>No solver available here: {escape(str(exc))}</div>"
            return
        except BridgeError as exc:
            self.message.value = f"<div class='play-error' style='color:#a40000'>{escape(str(exc))}</div>"
            return
        self.message.value = f"<div class='play-hint-text'>{escape(str(hint))}</div>"

    def _new(self) -> None:
        self.seed += 1
        self.session = self._factory(self.seed)  # type: ignore[misc]
        self.message.value = ""
        self._start()

    # ---------------------------------------------------------------- display
    def _refresh(self, said: list[str] | None) -> None:
        s = self.session
        self.title_pane.value = f"<h3 style='margin:4px 0'>{escape(getattr(s, 'title', ''))}</h3>"
        self.status_pane.value = f"<div class='play-status-text'>{escape(s.status())}</div>"
        self.board.value = frame_html(s.frame(), open_hands=False)
        if said is not None:
            self.message.value = ("<div class='play-log'>" + "<br>".join(escape(x) for x in said)
                                  + "</div>") if said else ""
        if getattr(s, "wants_call", False):
            rows = [w.HBox([call_button(c, self._call, "play-call") for c in ALL_BIDS[k:k + 5]])
                    for k in range(0, 35, 5)]
            rows.append(w.HBox([call_button(c, self._call, "play-call")
                                for c in (PASS, DOUBLE, REDOUBLE)]))
            self.cards_box.children = [html("<b>Your call:</b>"), *rows]
        else:
            seat, cards = s.clickable()
            label = html(f"<b>Play from {escape(seat)}:</b>" if cards else "")
            self.cards_box.children = [label, card_row(cards, self._play, "play-card")]
