"""Honeymoon bridge against the computer: the plain session behind the game view.

No Jupyter here (the module imports no ipywidgets): the session drives a
:class:`~bridgelib.games.honeymoon.HoneymoonGame` — the learner's cards and calls,
the learner's draws from the talon (taken automatically: the rules leave no
choice), and the bot's actions in between.  Refusals are the engine's own errors;
``undo`` takes back the learner's last card or call with everything after it;
``hint`` asks the exact two-hand solver (:mod:`bridgelib.analysis.twohand`) in
the main play, where every card is known.

>>> class FirstLegal:                      # a stand-in bot for the example
...     def choose(self, game):
...         return game.legal_actions()[0]
>>> s = HoneymoonPractice.from_seed(1, bot=FirstLegal())
>>> s.start(); s.learner_turn, s.game.phase
[]
(True, Phase.PRELIMINARY)
"""

from __future__ import annotations

from typing import Any

from ..auction import Call
from ..cards import Card
from ..errors import BridgeError, IllegalPlay
from ..action import Action, ActionKind
from ..games.honeymoon import HoneymoonGame, Phase
from ..rules import RuleId
from ..hand import Hand

__all__ = ["HoneymoonPractice", "default_bot"]

LEARNER = "You"
COMPUTER = "Computer"


def default_bot(player: str | None = None) -> Any:
    """The honeymoon bot of :mod:`bridgelib.bots.honeymoon`, playing for ``player``."""
    try:
        from ..bots import honeymoon
    except ImportError:
        raise BridgeError("the honeymoon bot (bridgelib.bots.honeymoon) is not available "
                          "in this installation") from None
    if not hasattr(honeymoon, "HoneymoonBot"):
        raise BridgeError("bridgelib.bots.honeymoon has no HoneymoonBot")
    return honeymoon.HoneymoonBot(player)


class HoneymoonPractice:
    """A honeymoon game: the learner ("You") against the computer."""

    def __init__(self, game: HoneymoonGame, *, learner: str = LEARNER, bot: Any = None,
                 title: str = ""):
        if learner not in game.players:
            raise BridgeError(f"{learner!r} is not a player of this game {game.players}")
        self.game = game
        self.learner = learner
        self.computer = game.other(learner)
        self.bot = bot if bot is not None else default_bot(self.computer)
        self.title = title or "Honeymoon bridge against the computer"
        self._marks: list[int] = []  # game lengths before each learner action

    @classmethod
    def from_seed(cls, seed: int, *, rules: str = "standard", bot: Any = None,
                  **kwargs: Any) -> "HoneymoonPractice":
        game = HoneymoonGame.random(seed, players=(LEARNER, COMPUTER), dealer=COMPUTER,
                                    rules=rules)
        kwargs.setdefault("title", f"Honeymoon bridge against the computer ({rules} rules, "
                                   f"deal {seed})")
        return cls(game, bot=bot, **kwargs)

    # ---------------------------------------------------------------- whose turn
    @property
    def is_over(self) -> bool:
        return self.game.is_over

    @property
    def learner_turn(self) -> bool:
        return self.game.turn == self.learner and self.game.expected_kind is not ActionKind.DRAW

    @property
    def wants_call(self) -> bool:
        return self.learner_turn and self.game.expected_kind is ActionKind.CALL

    def clickable(self) -> tuple[str, tuple[Card, ...]]:
        if not self.learner_turn or self.game.expected_kind is not ActionKind.CARD:
            return "", ()
        return "your hand", tuple(self.game.hand(self.learner))

    # ---------------------------------------------------------------- acting
    def start(self) -> list[str]:
        return self._run()

    def play_card(self, card: Card | str) -> list[str]:
        return self._learner(Action.of_card(self.learner, card if isinstance(card, Card)
                                            else Card.from_str(card)))

    def make_call(self, call: Call | str) -> list[str]:
        return self._learner(Action.of_call(self.learner, call))

    def _learner(self, action: Action) -> list[str]:
        if self.is_over:
            raise IllegalPlay(f"{action} comes after the game has ended", rule=RuleId.GAME_OVER)
        if not self.learner_turn:
            kind = self.game.expected_kind
            assert kind is not None  # the game goes on (checked above)
            raise IllegalPlay(f"it is not your turn: the computer is to {kind.value}",
                              rule=RuleId.OUT_OF_TURN)
        mark = len(self.game)
        self.game.apply(action)  # the engine refuses (and changes nothing) or applies
        self._marks.append(mark)
        return [self._say(action)] + self._run()

    def _run(self) -> list[str]:
        """The learner's automatic draws and the computer's actions, until the learner acts."""
        said = []
        while not self.is_over and not self.learner_turn:
            if self.game.turn == self.learner:  # a draw from the talon: no choice
                action = self.game.legal_actions()[0]
            else:
                action = _as_action(self.bot, self.game, self.computer)
            self.game.apply(action)
            said.append(self._say(action))
        return said

    def _say(self, action: Action) -> str:
        who = "You" if action.player == self.learner else "The computer"
        if action.kind is ActionKind.DRAW:
            what = f"draw {action.card}" if action.player == self.learner else "draws a card"
        elif action.kind is ActionKind.CALL:
            what = f"{'call' if who == 'You' else 'calls'} {action.call}"
        else:
            what = f"{'play' if who == 'You' else 'plays'} {action.card}"
        return f"{who} {what}"

    def undo(self) -> list[Card | Call]:
        """Take back the learner's last card or call and everything after it."""
        if not self._marks:
            raise IllegalPlay("there is nothing to undo: you have not played yet", rule=RuleId.UNDO)
        mark = self._marks.pop()
        taken: list[Card | Call] = []
        while len(self.game) > mark:
            a = self.game.undo()
            if a.player == self.learner and a.kind is not ActionKind.DRAW:
                # a card action holds a card, a call action a call
                if a.card is not None:
                    taken.append(a.card)
                elif a.call is not None:
                    taken.append(a.call)
        return taken

    def hint(self) -> str:
        """The exact solver's view of the learner's cards (main play only)."""
        from ..analysis.twohand import TwoHandSolver

        g = self.game
        if g.phase is not Phase.MAIN or not self.learner_turn:
            raise IllegalPlay("hints are given in the main play, on your turn: only then are "
                              "all the cards known to the solver", rule=RuleId.HINT)
        contract = g.contract
        assert contract is not None  # the main play follows the auction's contract
        solver = TwoHandSolver(contract.trump,
                               may_trump_when_following=g.rules.may_trump_when_following)
        mine, theirs = g.hand(self.learner), g.hand(self.computer)
        trick = g.state.trick_cards
        if not trick:
            values = solver.lead_values(mine, theirs)
        else:
            values = solver.reply_values(theirs, mine, trick[0][1])
        won = g.tricks_won(self.learner)
        best = max(values.values())
        tops = sorted((c for c, v in values.items() if v == best), key=lambda c: (-c.suit, -c.rank))
        others = sorted(((c, v) for c, v in values.items() if v != best),
                        key=lambda cv: (-cv[1], -cv[0].suit, -cv[0].rank))
        text = (f"Exact solver: {' '.join(map(str, tops))} "
                f"{'keep' if len(tops) > 1 else 'keeps'} {won + best} tricks for you in all")
        if g.declarer == self.learner:
            text += f" (the contract needs {contract.tricks_needed})"
        if others:
            text += "; " + ", ".join(f"{c} {won + v}" for c, v in others)
        return text + "."

    # ---------------------------------------------------------------- telling
    def status(self) -> str:
        g = self.game
        if g.is_over:
            if g.contract is None or g.contract.is_passed_out:
                return "Game over: the deal was passed out, no score."
            score = g.score()
            assert g.declarer is not None  # a contract that was bid has a declarer
            need, got = g.contract.tricks_needed, g.tricks_won(g.declarer)
            verdict = "made" if got >= need else f"down {need - got}"
            parts = ", ".join(f"{p} {v:+d}" if v else f"{p} 0"
                              for p, v in score.by_player().items())
            return (f"Game over: {g.contract.to_text(declarer=False)} by {g.declarer}, "
                    f"{got} tricks, {verdict}. Score: {parts}.")
        phase = {Phase.PRELIMINARY: "Preliminary play", Phase.AUCTION: "Auction",
                 Phase.MAIN: "Main play"}[g.phase]
        if g.contract is not None and g.phase is Phase.MAIN:
            phase += f" of {g.contract.to_text(declarer=False)} by {g.declarer}"
        turn = ("your turn: " + ("make a call" if self.wants_call else "play a card")
                if self.learner_turn else "the computer is thinking")
        return f"{phase} — {turn}."

    def frame(self):
        from ..replay import Frame

        g, s = self.game, self.game.state
        trick = s.trick_cards
        winner = None
        number = None
        if not trick:
            last = (s.main or s.preliminary or (None,))[-1]
            if last is not None and g.actions and g.actions[-1].kind is ActionKind.CARD:
                trick, winner, number = tuple(zip(last.players, last.cards)), last.winner, last.number
        score = ""
        if g.phase is Phase.MAIN or g.is_over:
            score = f"Tricks: you {g.tricks_won(self.learner)}, computer {g.tricks_won(self.computer)}"
        contract = (f"{g.contract.to_text(declarer=False)} by {g.declarer}"
                    if g.contract is not None else "")
        return Frame(index=len(g), label=self.status(),
                     hands={self.learner: Hand(s.hands[s.index(self.learner)]),
                            self.computer: Hand(s.hands[s.index(self.computer)])},
                     closed=frozenset() if g.is_over else frozenset({self.computer}),
                     phase=g.phase.value, trick=trick, winner=winner, trick_number=number,
                     calls=s.auction_calls, contract=contract, talon=len(s.talon), score=score)

    def __repr__(self) -> str:
        return f"HoneymoonPractice({self.title!r})"


def _as_action(bot: Any, game: HoneymoonGame, player: str) -> Action:
    """Ask the bot for its action, whichever of the usual forms it answers in."""
    choose = getattr(bot, "choose", None) or getattr(bot, "choose_action", None)
    if choose is not None:
        got = choose(game)
    else:
        kind = game.expected_kind
        assert kind is not None  # the computer is asked to act only while the game goes on
        got = getattr(bot, f"choose_{kind.value}")(game)
    if isinstance(got, Action):
        return got
    if isinstance(got, Card):
        kind = ActionKind.DRAW if game.expected_kind is ActionKind.DRAW else ActionKind.CARD
        return Action(kind, player, got)
    if isinstance(got, Call):
        return Action.of_call(player, got)
    if got is None and game.expected_kind is ActionKind.DRAW:
        return game.legal_actions()[0]
    raise BridgeError(f"the bot answered {got!r}, which is not an action")
