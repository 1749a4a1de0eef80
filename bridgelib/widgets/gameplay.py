"""Yard bridge and bridge for two against the computer: plain sessions for the table.

:class:`YardPractice` — a round of yard bridge (3 or 4 players): the learner bids
and plays player 0, :class:`bridgelib.bots.yard.YardBot` the others.
:class:`TwoPractice` — a rubber of bridge for two
(:class:`bridgelib.games.two.TwoPlayerRubber`): the learner is South with North as
dummy, the computer West with East.

Both give :meth:`table_view` (the table as the learner sees it:
:func:`bridgelib.render.table.yard_view` / :func:`~bridgelib.render.table.two_view`),
so :class:`bridgelib.widgets.play.PlayAgainstComputer` shows them
(``PlayAgainstComputer("yard", seed=3)``, ``PlayAgainstComputer("two", seed=2)``).
Every bid, call and card goes through the game's engine; no Jupyter here.

>>> s = YardPractice.from_seed(3)
>>> _ = s.start()
>>> s.round.turn == s.learner or s.round.phase != "bidding"
True
"""

from __future__ import annotations

from typing import Any

from ..auction import Call
from ..cards import Card
from ..errors import IllegalAction
from ..rules import RuleId
from ..table import Seat

__all__ = ["YardPractice", "TwoPractice"]

_NAMES = ("You", "Taras", "Iryna", "Mykola")


class YardPractice:
    """One round of yard bridge against bots (the learner is player 0)."""

    def __init__(self, rnd: Any, *, bot: Any = None, title: str = ""):
        from ..bots.yard import YardBot

        self.round = rnd
        self.learner = 0
        self.bot = bot or YardBot()
        self.title = title or f"Yard bridge, {rnd.players} players"
        self._marks: list[int] = []   # actions (bids + cards) before each learner action

    @classmethod
    def from_seed(cls, seed: int, *, players: int = 4, **kwargs: Any) -> "YardPractice":
        from ..games.yard import YARD_FOUR, YARD_THREE, YardRound

        rules = YARD_FOUR if players == 4 else YARD_THREE
        rnd = YardRound.deal(rules, dealer=seed % players, seed=seed, names=_NAMES[:players])
        kwargs.setdefault("title", f"Yard bridge against the computer ({players} players, "
                                   f"deal {seed})")
        return cls(rnd, **kwargs)

    def _done(self) -> int:
        return len(self.round.bids) + len(self.round.cards_played)

    @property
    def is_over(self) -> bool:
        return self.round.phase == "over"

    @property
    def learner_turn(self) -> bool:
        return not self.is_over and self.round.turn == self.learner

    def start(self) -> list[str]:
        return self._computer()

    def make_bid(self, bid: int) -> list[str]:
        if not self.learner_turn or self.round.phase != "bidding":
            raise IllegalAction("it is not your turn to bid", rule=RuleId.OUT_OF_TURN)
        mark = self._done()
        self.round.bid(bid, self.learner)  # the engine refuses (and nothing changes)
        self._marks.append(mark)
        return [f"You bid {bid}"] + self._computer()

    def play_card(self, card: Card | str) -> list[str]:
        mark = self._done()
        self.round.play(card, self.learner)
        self._marks.append(mark)
        return [f"You play {self.round.cards_played[-1]}"] + self._computer()

    def _computer(self) -> list[str]:
        said = []
        r = self.round
        while not self.is_over and r.turn != self.learner:
            who = r.names[r.turn]
            if r.phase == "bidding":
                b = self.bot.choose_bid(r)
                r.bid(b)
                said.append(f"{who} bids {b}")
            else:
                c = self.bot.choose_card(r)
                r.play(c)
                said.append(f"{who} plays {c}")
        return said

    def undo(self) -> list[Any]:
        if not self._marks:
            raise IllegalAction("there is nothing to undo: you have not bid or played yet",
                                rule=RuleId.UNDO)
        mark = self._marks.pop()
        taken = []
        while self._done() > mark:
            taken.append(self.round.undo())
        return taken[::-1]

    def hint(self) -> str:
        if not self.learner_turn:
            raise IllegalAction("a hint is given on your turn", rule=RuleId.HINT)
        if self.round.phase == "bidding":
            return f"The computer in your seat would bid {self.bot.choose_bid(self.round)}."
        return f"The computer in your seat would play {self.bot.choose_card(self.round)}."

    def status(self) -> str:
        r = self.round
        if self.is_over:
            pts = r.points()
            return "Round over. Points: " + ", ".join(
                f"{n} {p:+d}" for n, p in zip(r.names, pts)) + "."
        what = "bid" if r.phase == "bidding" else "play a card"
        if self.learner_turn:
            return f"Your turn: {what}."
        return f"{r.names[r.turn]} to {what}."

    def table_view(self, **options: Any):
        from ..render.table import yard_view

        return yard_view(self.round, viewer=self.learner, **options)

    def __repr__(self) -> str:
        return f"YardPractice({self.title!r})"


class TwoPractice:
    """A rubber of bridge for two: the learner is South (North is the learner's dummy)."""

    can_undo = False

    def __init__(self, *, seed: int | None = None, title: str = ""):
        from ..games.two import TwoPlayerRubber

        self.rubber = TwoPlayerRubber(seed=seed, human=Seat.SOUTH)
        self.learner = Seat.SOUTH
        self.title = title or "Bridge for two against the computer"

    @classmethod
    def from_seed(cls, seed: int, **kwargs: Any) -> "TwoPractice":
        kwargs.setdefault("title", f"Bridge for two against the computer (rubber {seed})")
        return cls(seed=seed, **kwargs)

    @property
    def game(self):
        return self.rubber.game

    @property
    def is_over(self) -> bool:
        return self.rubber.is_over

    def start(self) -> list[str]:
        return list(self.rubber.log)

    def make_call(self, call: Call | str) -> list[str]:
        return self.rubber.call(call)

    def play_card(self, card: Card | str) -> list[str]:
        return self.rubber.play(card)

    def undo(self) -> list[Any]:
        raise IllegalAction("bridge for two keeps no undo: the rubber goes on", rule=RuleId.UNDO)

    def hint(self) -> str:
        from ..games.two import TwoBot

        g = self.game
        if not self.rubber.your_turn:
            raise IllegalAction("a hint is given on your turn", rule=RuleId.HINT)
        bot = TwoBot()
        if g.phase == "dummy-choice":
            return f"The computer would choose {bot.choose_mode(g).value} dummies."
        if g.phase == "auction":
            return f"The computer would call {bot.choose_call(g)}."
        if g.blind_turn:
            return "Your dummy is closed: play blind."
        return f"The computer would play {bot.choose_card(g)}."

    def extra_tools(self) -> list[tuple[str, str, str]]:
        g = self.game
        out = []
        if self.rubber.your_turn and g.phase == "dummy-choice":
            out += [("open", "Open dummies", "both dummies face up after the deal"),
                    ("closed", "Closed dummies", "both dummies stay face down all deal")]
        if self.rubber.your_turn and g.blind_turn:
            out.append(("blind", "Play blind", "play a card from your closed dummy unseen"))
        if g.phase == "over" and not self.is_over:
            out.append(("next", "Next deal", "deal the next deal of the rubber"))
        return out

    def tool(self, name: str) -> list[str]:
        if name in ("open", "closed"):
            return self.rubber.choose_dummy(name)
        if name == "blind":
            return self.rubber.play_blind()
        if name == "next":
            self.rubber.next_deal()
            return list(self.rubber.log[-8:])
        raise IllegalAction(f"{name!r} is not an action here", rule=RuleId.TOOL)

    def status(self) -> str:
        g = self.game
        pad = self.rubber.pad
        from ..table import Side

        if g.phase == "over":
            return (f"Deal over: {g.result}. Rubber so far: we {pad.total(Side.NS)}, "
                    f"they {pad.total(Side.EW)}" + (" — the rubber is over." if self.is_over
                                                      else "."))
        if self.rubber.your_turn:
            what = {"dummy-choice": "choose open or closed dummies", "auction": "call",
                    "play": "play blind from your closed dummy" if g.blind_turn else "play a card"}
            return f"Your turn: {what[g.phase]}."
        return f"The computer is to act ({g.phase})."

    def table_view(self, **options: Any):
        from ..render.table import two_view

        return two_view(self.game, viewer=self.learner, **options)

    def __repr__(self) -> str:
        return f"TwoPractice({self.title!r})"
