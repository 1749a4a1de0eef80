"""Bridge for two (бридж на двоих, the honeymoon-bridge text, last section): each player with a dummy.

The honeymoon-bridge text's whole paragraph:

    «Выбранный сдающий раздает по 13 карт на 4 захода противнику и себе. Торговля
    также начинается со сдающего игрока, но в самой первой заявке он лишается
    права пасовать. Когда создается заявка, сдающий выбирает болвана (открытый —
    открывается сразу после сдачи, закрытый — остается скрытым для всех на
    протяжении всей игры), с которым и будет продолжать игру. Такое решение нужно
    принимать в обязательном порядке. Торги также продолжаются до тех пор, пока
    прозвучит первый "пас". Правила записи никак не изменяются.»

How this module reads it:

* four hands of 13 are dealt: one for each player and one for each player's dummy.
  The players sit South and West; South's dummy is North and West's is East, so
  the usual rotation S → W → N → E alternates the two sides;
* the **dealer chooses** an open or a closed dummy (:class:`DummyMode`) before the
  auction, and must choose: an **open** dummy is faced as soon as the cards are
  dealt (both players see both dummies during the auction and the play); a
  **closed** dummy stays hidden from everyone, its owner included, for the whole deal;
* the **auction** is between the two players, the dealer first; the dealer's first
  call may not be a pass; bids, doubles and redoubles follow the usual laws
  (Laws 18–19: a double only of the opponent's bid, a redouble only of his double);
  the auction **ends at the first pass**;
* the play and the **scoring are unchanged** (contract bridge, rubber scorepad,
  :mod:`bridgelib.scoring.rubber`); the declarer is the player whose side made
  the final bid, his dummy is the dummy, and the opening lead comes from the
  declarer's left (when that is the other player's dummy, he plays it).

Gaps the honeymoon-bridge text leaves, and our choices (``TwoRules`` makes them data):

* how a card is played from a dummy nobody may see: the owner plays it **blind**
  — he asks for a card and one of the dummy's legal cards is taken at random
  (seeded), as if drawn from the face-down hand; the engine, not the player, checks
  that it follows suit;
* who deals the next deal: the players alternate (as the honeymoon-bridge text says for Chinese
  bridge, «противники получают право сдавать по очереди»).

>>> g = TwoPlayerGame(Deal.random(seed=4), dealer=Seat.SOUTH)
>>> g.phase, g.turn_player
('dummy-choice', Seat.SOUTH)
>>> g.choose_dummy("open"); g.phase
'auction'
>>> g.call("Pass")
Traceback (most recent call last):
...
bridgelib.errors.IllegalCall: South (the dealer) may not pass at his first call: in bridge for two the dealer's first call must be a bid (the honeymoon-bridge text: «в самой первой заявке он лишается права пасовать»)
>>> g.call("1S"); g.call("2H"); g.call("Pass")
>>> g.phase, str(g.contract), g.play.turn
('play', '2♥ by West', Seat.NORTH)
"""

from __future__ import annotations

import enum
import random as _random
from dataclasses import dataclass
from typing import Iterator, Sequence

from ..auction import PASS, Auction, Call, Contract
from ..cards import Card
from ..deal import Deal
from ..errors import IllegalAction, IllegalCall, IllegalPlay, InvalidNotation
from ..rules import RuleId
from ..play import Play
from ..table import Seat, Side, Vulnerability

__all__ = ["DummyMode", "TwoRules", "TWO_SEED", "TwoPlayerAuction", "TwoPlayerGame",
           "TwoPlayerRubber", "TwoBot", "PLAYERS", "player_of"]

PLAYERS: tuple[Seat, Seat] = (Seat.SOUTH, Seat.WEST)
"""The two players' seats; each plays the seat opposite as his dummy."""


def player_of(seat: Seat) -> Seat:
    """The player who holds or plays ``seat`` (South for North, West for East)."""
    return seat if seat in PLAYERS else seat.partner


class DummyMode(enum.Enum):
    """Open dummies are faced after the deal; closed dummies stay hidden all deal."""

    OPEN = "open"
    CLOSED = "closed"

    @classmethod
    def from_str(cls, text: "str | DummyMode") -> "DummyMode":
        if isinstance(text, DummyMode):
            return text
        key = str(text).strip().lower()
        for m in cls:
            if key in (m.value, m.name.lower(), {"open": "открытый", "closed": "закрытый"}[m.value]):
                return m
        raise InvalidNotation(f"{text!r} is not a dummy mode: say 'open' or 'closed' "
                              "(открытый / закрытый)")

    def __repr__(self) -> str:
        return f"DummyMode.{self.name}"


@dataclass(frozen=True)
class TwoRules:
    """Bridge for two as data (the preset :data:`TWO_SEED` is the honeymoon-bridge text's paragraph)."""

    name: str = "the honeymoon-bridge text: bridge for two"
    dealer_may_pass_first: bool = False
    ends_at_first_pass: bool = True
    alternate_dealer: bool = True


TWO_SEED = TwoRules()


class TwoPlayerAuction:
    """The auction between the two players, kept as an ordinary four-seat
    :class:`~bridgelib.auction.Auction` in which the dummies always pass.

    After each player's call the dummies' passes are filled in; the first pass by a
    player ends the auction (the remaining passes are filled in too), so the
    core auction's contract and declarer are the game's.
    """

    def __init__(self, dealer: Seat = Seat.SOUTH, rules: TwoRules = TWO_SEED):
        if dealer not in PLAYERS:
            raise InvalidNotation(f"{dealer!r} cannot deal: the players sit South and West")
        self.rules = rules
        self.dealer = dealer
        self.auction = Auction(dealer)
        self._fill_dummies()

    def _fill_dummies(self) -> None:
        while not self.auction.is_complete and self.auction.turn not in PLAYERS:
            self.auction.call(PASS)

    @property
    def calls(self) -> tuple[tuple[Seat, Call], ...]:
        """The players' calls only, in order."""
        out, ended = [], False
        for seat, c in self.auction:
            if seat in PLAYERS and not ended:
                out.append((seat, c))
                ended = c.is_pass and self.rules.ends_at_first_pass
        return tuple(out)

    @property
    def is_complete(self) -> bool:
        return self.auction.is_complete

    @property
    def turn(self) -> Seat | None:
        return self.auction.turn

    @property
    def contract(self) -> Contract | None:
        return self.auction.contract

    def check(self, call: Call | str, seat: Seat | None = None) -> Call:
        call = self.auction.check(call, seat)
        if call.is_pass and not self.calls and not self.rules.dealer_may_pass_first:
            raise IllegalCall(
                f"{self.dealer.name_en} (the dealer) may not pass at his first call: in bridge "
                "for two the dealer's first call must be a bid (the honeymoon-bridge text: «в самой первой "
                "заявке он лишается права пасовать»)", rule=RuleId.TWO_DEALER_MUST_BID)
        return call

    def legal_calls(self) -> list[Call]:
        return [c for c in self.auction.legal_calls() if self._ok(c)]

    def _ok(self, call: Call) -> bool:
        try:
            self.check(call)
        except IllegalCall:
            return False
        return True

    def call(self, call: Call | str, seat: Seat | None = None) -> None:
        call = self.check(call, seat)
        self.auction.call(call)
        if call.is_pass and self.rules.ends_at_first_pass:
            while not self.auction.is_complete:
                self.auction.call(PASS)
        self._fill_dummies()

    def undo(self) -> Call:
        """Take back the last player's call (and the dummies' passes after it)."""
        if not self.calls:
            raise IllegalCall("there is no call to undo: no player has called", rule=RuleId.UNDO)
        before = len(self.calls)
        while True:  # the dummies' passes after the call go first, then the call itself
            last = self.auction.undo()
            if len(self.calls) < before:
                return last

    def __str__(self) -> str:
        return "  ".join(f"{s.letter} {c}" for s, c in self.calls)


class TwoPlayerGame:
    """One deal of bridge for two: dummy choice, auction, play, result.

    ``seed`` drives the blind plays from a closed dummy.
    """

    def __init__(self, deal: Deal, *, dealer: Seat = Seat.SOUTH,
                 vulnerability: Vulnerability = Vulnerability.NONE,
                 rules: TwoRules = TWO_SEED, seed: int | None = None):
        if not deal.is_complete:
            raise InvalidNotation("bridge for two deals four full hands of 13 cards")
        self.deal = deal
        self.rules = rules
        self.dealer = dealer
        self.vulnerability = vulnerability
        self.mode: DummyMode | None = None
        self.auction = TwoPlayerAuction(dealer, rules)
        self.play: Play | None = None
        self._rng = _random.Random(seed)

    # ---------------------------------------------------------------- state
    @property
    def phase(self) -> str:
        """``"dummy-choice"``, ``"auction"``, ``"play"`` or ``"over"``."""
        if self.mode is None:
            return "dummy-choice"
        if self.play is None:
            return "auction"
        return "over" if self.play.is_complete else "play"

    @property
    def contract(self) -> Contract | None:
        return self.auction.contract

    @property
    def turn_seat(self) -> Seat | None:
        """The seat to act: the dealer (dummy choice), a caller, or the seat to play."""
        phase = self.phase
        if phase == "dummy-choice":
            return self.dealer
        if phase == "auction":
            return self.auction.turn
        return self.play.turn if self.play is not None else None

    @property
    def turn_player(self) -> Seat | None:
        """The player to act (South or West)."""
        seat = self.turn_seat
        return None if seat is None else player_of(seat)

    @property
    def blind_turn(self) -> bool:
        """The seat to play is a closed dummy: its owner must play blind."""
        play = self.play
        return (self.phase == "play" and self.mode is DummyMode.CLOSED and play is not None
                and play.turn not in PLAYERS)

    def visible_seats(self, player: Seat) -> frozenset[Seat]:
        """Hands ``player`` may look at now: his own, and both dummies if they are open."""
        player = player_of(player)
        seen = {player}
        if self.mode is DummyMode.OPEN:
            seen |= {Seat.NORTH, Seat.EAST}
        return frozenset(seen)

    # ---------------------------------------------------------------- actions
    def choose_dummy(self, mode: "DummyMode | str", player: Seat | None = None) -> None:
        """The dealer chooses an open or a closed dummy (once, before the auction)."""
        if self.mode is not None:
            raise IllegalAction(
                f"the dummy is already chosen ({self.mode.value}): the dealer decides once, at "
                "the start of the deal", rule=RuleId.TWO_DUMMY_CHOSEN)
        if player is not None and player_of(player) is not self.dealer:
            raise IllegalAction(
                f"{player.name_en} cannot choose the dummy: the dealer ({self.dealer.name_en}) "
                "chooses (the honeymoon-bridge text: «сдающий выбирает болвана»)", rule=RuleId.TWO_DEALER_CHOOSES)
        self.mode = DummyMode.from_str(mode)

    def call(self, call: Call | str, player: Seat | None = None) -> None:
        if self.phase != "auction":
            raise IllegalCall(
                f"{call} is not a call now: " + ("the dealer must first choose an open or a "
                "closed dummy" if self.phase == "dummy-choice" else "the auction is over"),
                rule=RuleId.TWO_NO_AUCTION)
        self.auction.call(call, player)
        contract = self.auction.contract  # set once the auction is complete
        if contract is not None:
            self.play = Play(self.deal, contract)

    def legal_cards(self) -> list[Card]:
        return self.play.legal_cards() if self.play is not None and self.phase == "play" else []

    def _in_play(self, what: str) -> tuple[Play, Seat]:
        """The play and the seat to play now; refuses ``what`` outside the play."""
        play = self.play
        seat = play.turn if play is not None else None
        if play is None or seat is None:
            raise IllegalPlay(f"{what} cannot be played: the game is in its {self.phase} phase",
                              rule=RuleId.TWO_NO_PLAY)
        return play, seat

    def play_card(self, card: Card | str, player: Seat | None = None) -> None:
        """The player to act plays ``card`` from the seat in turn (his hand or his dummy)."""
        play, seat = self._in_play(str(card))
        if player is not None and player_of(player) is not player_of(seat):
            raise IllegalPlay(
                f"{player.name_en} cannot play now: {seat.name_en} is to play, and "
                f"{player_of(seat).name_en} plays that hand", rule=RuleId.OUT_OF_TURN)
        if self.blind_turn:
            raise IllegalPlay(
                f"{seat.name_en}'s closed dummy is hidden from everyone (the honeymoon-bridge text): "
                f"{player_of(seat).name_en} cannot choose {card} from it — play blind with "
                "play_blind()", rule=RuleId.TWO_CLOSED_DUMMY)
        play.play(card)

    def play_blind(self, player: Seat | None = None) -> Card:
        """Play a card from a closed dummy without seeing it: a random legal card."""
        if not self.blind_turn:
            raise IllegalPlay("there is no blind play now: it is not a closed dummy's turn",
                              rule=RuleId.TWO_NOT_BLIND)
        play, seat = self._in_play("a blind card")
        if player is not None and player_of(player) is not player_of(seat):
            raise IllegalPlay(f"{player.name_en} cannot play {seat.name_en}'s dummy",
                              rule=RuleId.OUT_OF_TURN)
        legal = play.legal_cards()
        card = legal[self._rng.randrange(len(legal))]
        play.play(card)
        return card

    # ---------------------------------------------------------------- result
    @property
    def result(self):
        """The :class:`~bridgelib.scoring.result.Result` once all tricks are played."""
        from ..scoring.result import Result

        contract, play = self.contract, self.play
        if self.phase != "over" or contract is None or play is None:
            raise IllegalAction(f"the deal is not over ({self.phase})", rule=RuleId.TWO_NOT_OVER)
        return Result(contract, play.declarer_tricks)

    @property
    def honours(self):
        """Honours held in one hand for the contract's strain (rubber scoring), if any."""
        from ..scoring.rubber import Honours

        strain = self.contract.strain if self.contract else None
        return Honours.in_deal(self.deal, strain) if strain is not None else None

    def to_text(self, viewer: Seat | None = None) -> str:
        """The deal as ``viewer`` sees it (all hands when ``viewer`` is ``None``)."""
        from ..render import text

        hidden: tuple[Seat, ...] = ()
        if viewer is not None:
            shown = self.visible_seats(viewer)
            hidden = tuple(s for s in Seat if s not in shown)
        src = self.deal if self.play is None else Deal({s: self.play.hand(s) for s in Seat})
        lines = [str(text.deal(src, dealer=self.dealer, hidden=hidden))]
        if self.mode is not None:
            lines.append(f"Dummies: {self.mode.value}")
        if self.auction.calls:
            lines.append(f"Auction: {self.auction}")
        if self.play is not None:
            lines.append(str(self.play))
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.to_text()


class TwoBot:
    """A simple computer opponent for bridge for two.

    *Calls*: it adds its high-card points to its dummy's (counted when the dummies are
    open, assumed to be 10 when closed), picks the longest combined suit with eight
    or more cards (else no-trump) and bids the level those points are worth
    (20 points ≈ 7 tricks, 3 points a trick more, 1 more per trump beyond eight); it
    outbids the opponent when that contract is higher, doubles when the opponent's
    side (the rest of the 40 points) looks at least two tricks short, and passes
    otherwise.  As dealer it must bid, so it bids at least one of its longest suit.

    *Cards*: :class:`~bridgelib.bots.fourhand.HeuristicPlayer`'s simple sound play;
    with closed dummies it plays blind from its dummy and does not look at it.
    """

    def choose_mode(self, game: TwoPlayerGame) -> DummyMode:
        return DummyMode.OPEN

    def _estimate(self, game: TwoPlayerGame, player: Seat) -> tuple[int, "Call"]:
        from ..cards import SUITS, Strain

        own = game.deal[player]
        dummy = game.deal[player.partner]
        open_ = game.mode is DummyMode.OPEN
        pts = own.hcp + (dummy.hcp if open_ else 10)
        lengths = {s: own.length(s) + (dummy.length(s) if open_ else 3) for s in SUITS}
        suit = max(SUITS, key=lambda s: (lengths[s], s))
        fit = lengths[suit]
        strain = suit.strain if fit >= 8 else Strain.NOTRUMP
        tricks = 7 + (pts - 20) / 3 + (fit - 8 if fit >= 8 else 0)
        level = max(0, min(7, int(tricks) - 6))
        longest = max(SUITS, key=lambda s: (own.length(s), s))
        return pts, Call.bid(max(level, 1), strain if level else longest.strain)

    def choose_call(self, game: TwoPlayerGame) -> Call:
        player = game.turn_player
        if player is None:
            raise IllegalAction("the auction is over: the bot has no call to make",
                                rule=RuleId.TWO_NO_AUCTION)
        pts, want = self._estimate(game, player)
        assert want.level is not None  # _estimate proposes a bid
        legal = game.auction.legal_calls()
        if not game.auction.calls:                     # the dealer must bid
            return want if want in legal else next(c for c in legal if c.is_bid)
        last = game.auction.auction.last_bid
        level_ok = 7 + (pts - 20) / 3 >= 6 + want.level
        if want in legal and level_ok:
            return want
        cheaper = [c for c in legal if c.is_bid and c.strain is want.strain
                   and c.index <= want.index]
        if cheaper and level_ok:
            return cheaper[0]
        from ..auction import DOUBLE

        if last is not None and player_of(last[0]) is not player and DOUBLE in legal:
            their_tricks = 7 + (40 - pts - 20) / 3
            if their_tricks + 2 <= 6 + (last[1].level or 0):  # (the last bid has a level)
                return DOUBLE
        return PASS

    def choose_card(self, game: TwoPlayerGame) -> Card:
        from ..bots.fourhand import HeuristicPlayer

        play = game.play
        assert play is not None  # the bot is asked for a card in the play only
        view = play if game.mode is DummyMode.OPEN else _NoDummyView(play)
        return HeuristicPlayer().choose(view)  # a view stands in for a Play

    def act(self, game: TwoPlayerGame) -> str:
        """Take one action for the player to act; returns a short description."""
        phase = game.phase
        who = game.turn_player
        if who is None:
            raise IllegalAction("the deal is over: the bot has nothing to do", rule=RuleId.TWO_NOT_OVER)
        if phase == "dummy-choice":
            mode = self.choose_mode(game)
            game.choose_dummy(mode)
            return f"{who.name_en} chooses {mode.value} dummies"
        if phase == "auction":
            c = self.choose_call(game)
            game.call(c)
            return f"{who.name_en}: {c}"
        if phase == "play":
            seat = game._in_play("a card")[1]
            if game.blind_turn:
                card = game.play_blind()
            else:
                card = self.choose_card(game)
                game.play_card(card)
            return f"{seat.name_en} plays {card}"
        raise IllegalAction("the deal is over: the bot has nothing to do", rule=RuleId.TWO_NOT_OVER)


class _NoDummyView:
    """A read-only view of a Play that hides the dummy (closed dummies)."""

    def __init__(self, play: Play):
        self._play = play

    dummy_visible = False

    def __getattr__(self, name):
        return getattr(self._play, name)

    def __iter__(self) -> Iterator:
        return iter(self._play)


class TwoPlayerRubber:
    """A rubber of bridge for two against the computer, scored on the rubber pad.

    We = North–South = the South player; They = East–West = the West player.
    ``human`` is the player you take (South by default) or ``None`` for bot
    against bot.  After each of your actions the computer plays until it is your
    turn again (or the deal ends; with ``human=None`` it plays whole deals);
    :meth:`next_deal` deals the next one, the dealer alternating.

    >>> r = TwoPlayerRubber(seed=1, human=None)     # the computer plays both sides
    >>> while not r.is_over:
    ...     _ = r.next_deal()
    >>> r.pad.is_finished, len(r.history) == len(r.pad.deals)
    (True, True)
    """

    def __init__(self, *, seed: int | None = None, human: Seat | None = Seat.SOUTH,
                 first_dealer: Seat = Seat.SOUTH, rules: TwoRules = TWO_SEED,
                 bot: TwoBot | None = None):
        from ..scoring.rubber import Scorepad

        self.rules = rules
        self.human = player_of(human) if human is not None else None
        self.bot = bot or TwoBot()
        self._rng = _random.Random(seed)
        self.pad = Scorepad()
        self.log: list[str] = []
        self.history: list[TwoPlayerGame] = []
        self.game = self._new_game(first_dealer)
        self._computer()

    def _new_game(self, dealer: Seat) -> TwoPlayerGame:
        return TwoPlayerGame(Deal.random(rng=self._rng), dealer=dealer,
                             vulnerability=self.pad.vulnerability, rules=self.rules,
                             seed=self._rng.randrange(2**31))

    @property
    def is_over(self) -> bool:
        return self.pad.is_finished

    @property
    def your_turn(self) -> bool:
        return self.human is not None and self.game.turn_player is self.human

    def _computer(self) -> list[str]:
        said = []
        while self.game.phase != "over" and (self.human is None
                                             or self.game.turn_player is not self.human):
            said.append(self.bot.act(self.game))
        if self.game.phase == "over" and (not self.history or self.history[-1] is not self.game):
            self.pad = self.pad.add(self.game.result, self.game.honours)
            self.history.append(self.game)
            said.append(f"Result {self.game.result.pbn()}")
        self.log.extend(said)
        return said

    def _human(self) -> None:
        if not self.your_turn:
            raise IllegalAction("it is not your turn: the computer is to act" if
                                self.game.phase != "over" else "the deal is over",
                                rule=RuleId.TWO_NOT_YOUR_TURN)

    def choose_dummy(self, mode: "DummyMode | str") -> list[str]:
        self._human()
        self.game.choose_dummy(mode, self.human)
        return self._computer()

    def call(self, call: Call | str) -> list[str]:
        self._human()
        self.game.call(call, self.human)
        return self._computer()

    def play(self, card: Card | str) -> list[str]:
        self._human()
        self.game.play_card(card, self.human)
        return self._computer()

    def play_blind(self) -> list[str]:
        self._human()
        self.game.play_blind(self.human)
        return self._computer()

    def view(self, last: int = 8) -> str:
        """What the human sees: the table from his seat, the last ``last`` things said, and
        the scorepad."""
        parts = [self.game.to_text(self.human)]
        if self.log:
            parts.append("Recent: " + "; ".join(self.log[-last:]))
        turn = ("your turn" + (" (play blind from your closed dummy)" if self.game.blind_turn
                               else "") if self.your_turn else f"deal {self.game.phase}")
        parts.append(f"[{turn}]")
        parts.append(str(self.pad))
        return "\n".join(parts)

    def next_deal(self) -> TwoPlayerGame:
        if self.game.phase != "over":
            raise IllegalAction(f"the deal is still in progress ({self.game.phase})",
                                rule=RuleId.TWO_DEAL_IN_PROGRESS)
        if self.is_over:
            raise IllegalAction("the rubber is over: start a new one", rule=RuleId.RUBBER_OVER)
        dealer = self.game.dealer
        if self.rules.alternate_dealer:
            dealer = Seat.WEST if dealer is Seat.SOUTH else Seat.SOUTH
        self.game = self._new_game(dealer)
        self._computer()
        return self.game
