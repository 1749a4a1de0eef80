"""A whole deal with the computer: the plain session behind "bid and play a deal".

The learner sits in one seat (South by default), bids for it, and then plays: as
declarer with dummy when the learner's side wins the contract (also when partner
is the declarer: the learner then plays partner's hand and the learner's own as
dummy), or as a defender of the learner's seat.  The computer bids for the other
seats by the system (:func:`bridgelib.bidding.auto.computer_call`; a seat with no
agreement follows a named general principle) and plays their cards (:class:`bridgelib.bots.fourhand.HeuristicPlayer`).

Every call and card goes through the engine (``Auction.call``, ``Play.play``), so a
refusal is the engine's.  ``undo`` takes back the learner's last call or card and
what the computer did after it; ``hint`` gives the system's call or double dummy's
card; ``claim`` claims the remaining tricks for the learner's side and is ruled by
the claim law (:func:`bridgelib.laws.claims.rule_on_claim`).  At the end:
the result, the duplicate score, and the double-dummy verdict on each card that
cost a trick (:func:`bridgelib.analysis.dd.analyse_play`).

No Jupyter here; :class:`bridgelib.widgets.play.PlayAgainstComputer` shows it
(``PlayAgainstComputer("deal", seed=4)``).

>>> s = WholeDeal.from_seed(4)
>>> said = s.start()
>>> s.wants_call, s.auction.turn.name_en
(True, 'South')
"""

from __future__ import annotations

import random as _random
from typing import Any

from ..auction import PASS, Auction, Call
from ..cards import Card
from ..deal import Deal
from ..errors import BridgeError, IllegalAction, IllegalCall, IllegalPlay
from ..rules import RuleId
from ..play import Play
from ..table import Seat, Vulnerability, board_dealer, board_vulnerability

__all__ = ["WholeDeal"]


class WholeDeal:
    """One deal, bid and played by the learner's seat against and with the computer."""

    def __init__(self, deal: Deal, *, dealer: Seat = Seat.NORTH,
                 vulnerability: Vulnerability = Vulnerability.NONE, seat: Seat | str = Seat.SOUTH,
                 system: str = "sayc", player: Any = None, title: str = "", board: int | None = None):
        self.deal = deal
        self.dealer = dealer
        self.vulnerability = vulnerability
        self.seat = Seat.from_str(seat) if isinstance(seat, str) else seat
        self.system = system
        self.board = board
        if player is None:
            from ..bots.fourhand import HeuristicPlayer

            player = HeuristicPlayer()
        self.player = player
        self.title = title or "Bid and play a deal"
        self.calls: list[Call] = []
        self.cards: list[Card] = []
        self._marks: list[tuple[int, int]] = []   # (calls, cards) before each learner action
        self.claimed: Any = None
        self._rebuild()

    @classmethod
    def from_seed(cls, seed: int, **kwargs: Any) -> "WholeDeal":
        """Board ``seed % 16 + 1``'s dealer and vulnerability, a random deal."""
        rng = _random.Random(f"whole-deal/{seed}")
        board = seed % 16 + 1
        kwargs.setdefault("title", f"Bid and play: board {board} (deal {seed})")
        return cls(Deal.random(rng=rng), dealer=board_dealer(board),
                   vulnerability=board_vulnerability(board), board=board, **kwargs)

    # ---------------------------------------------------------------- state
    def _rebuild(self) -> None:
        self.auction = Auction(self.dealer, self.calls)
        c = self.auction.contract
        self.play: Play | None = None
        if self.auction.is_complete and c is not None and not c.is_passed_out:
            self.play = Play(self.deal, c, self.cards)

    @property
    def contract(self):
        return self.auction.contract if self.auction.is_complete else None

    @property
    def learner_side_declares(self) -> bool:
        c = self.contract
        return c is not None and c.declarer is not None and c.declarer.side is self.seat.side

    @property
    def learner_seats(self) -> tuple[Seat, ...]:
        """The seats whose cards the learner plays."""
        if self.play is not None and self.learner_side_declares:
            return (self.play.declarer, self.play.dummy)
        return (self.seat,)

    @property
    def is_over(self) -> bool:
        if self.claimed is not None:
            return True
        if not self.auction.is_complete:
            return False
        return self.play is None or self.play.is_complete

    @property
    def wants_call(self) -> bool:
        return not self.auction.is_complete and self.auction.turn is self.seat

    @property
    def learner_turn(self) -> bool:
        if self.is_over:
            return False
        if not self.auction.is_complete:
            return self.wants_call
        return self.play is not None and self.play.turn in self.learner_seats

    def clickable(self) -> tuple[str, tuple[Card, ...]]:
        if not self.learner_turn or self.play is None:
            return "", ()
        seat = self.play.turn
        assert seat is not None  # the learner's turn in the play: a seat is to play
        return seat.name_en, tuple(self.play.hand(seat))

    def visible_seats(self) -> frozenset[Seat]:
        if self.is_over:
            return frozenset(Seat)
        seen = set(self.learner_seats) | {self.seat}
        if self.play is not None and self.play.dummy_visible:
            seen.add(self.play.dummy)
        return frozenset(seen)

    # ---------------------------------------------------------------- acting
    def start(self) -> list[str]:
        return self._computer()

    def make_call(self, call: Call | str) -> list[str]:
        if not self.wants_call:
            turn = self.auction.turn  # None once the auction is over
            raise IllegalCall(f"{call} is not yours to call: " + (
                "the auction is over" if turn is None else
                f"it is {turn.name_en}'s turn"), rule=RuleId.OUT_OF_TURN)
        call = self.auction.check(call)  # the engine refuses (and nothing changes)
        self._marks.append((len(self.calls), len(self.cards)))
        self.calls.append(call)
        self._rebuild()
        return [f"You ({self.seat.name_en}) {_verb(call)}"] + self._computer()

    def play_card(self, card: Card | str) -> list[str]:
        if self.claimed is not None:
            raise IllegalPlay("the deal has ended with a claim: start a new deal or undo",
                              rule=RuleId.GAME_OVER)
        if self.play is None:
            raise IllegalPlay(f"{card} cannot be played: " + (
                "the auction is not over" if not self.auction.is_complete else
                "the deal was passed out"), rule=RuleId.NO_PLAY)
        turn = self.play.turn
        if turn is not None and turn not in self.learner_seats:
            raise IllegalPlay(f"it is {turn.name_en}'s turn, and the computer plays for "
                              f"{turn.name_en}: wait for its card", rule=RuleId.OUT_OF_TURN)
        card = self.play.check(card)
        assert turn is not None  # check() refuses a card once the play has ended
        self._marks.append((len(self.calls), len(self.cards)))
        self.play.play(card)
        self.cards.append(card)
        return [self._said(turn, card)] + self._computer()

    def _said(self, seat: Seat, card: Card) -> str:
        text = f"{seat.name_en} plays {card}"
        if self.play is not None and len(self.cards) % 4 == 0:
            winner = self.play.tricks[-1].winner
            assert winner is not None  # play.tricks holds finished tricks only
            text += f"; {winner.name_en} wins trick {len(self.play.tricks)}"
        return text

    def _computer(self) -> list[str]:
        from ..analysis.judge import SimulationJudge
        from ..bidding.auto import computer_call

        said = []
        while not self.is_over and not self.learner_turn:
            if not self.auction.is_complete:
                seat = self.auction.turn
                assert seat is not None  # the auction goes on
                try:
                    call = computer_call(self.deal[seat], self.auction, self.system,
                                         self.vulnerability, SimulationJudge()).call or PASS
                    call = self.auction.check(call)
                except BridgeError:
                    call = PASS
                self.calls.append(call)
                self._rebuild()
                said.append(f"{seat.name_en} {_verb(call)}")
            else:
                play = self.play
                # the auction is over and the deal is not: a contract is being played
                assert play is not None
                seat = play.turn
                assert seat is not None
                if hasattr(self.player, "auction"):
                    self.player.auction = self.auction  # leads from the bidding (public)
                card = self.player.choose(play)
                play.play(card)
                self.cards.append(card)
                said.append(self._said(seat, card))
        return said

    def undo(self) -> list[Card | Call]:
        """Take back the learner's last call or card and everything after it."""
        if not self._marks:
            raise IllegalAction("there is nothing to undo: you have not called or played yet",
                                rule=RuleId.UNDO)
        n_calls, n_cards = self._marks.pop()
        taken: list[Card | Call] = [*self.calls[n_calls:], *self.cards[n_cards:]]
        del self.calls[n_calls:], self.cards[n_cards:]
        self.claimed = None
        self._rebuild()
        return taken

    def hint(self) -> str:
        if self.wants_call:
            from ..bidding.engine import suggest

            s = suggest(self.deal[self.seat], self.auction, self.system, self.vulnerability)
            if s.call is None:
                return (f"The system ({self.system.upper()}) has no agreement here: "
                        f"{s.reason}. Pass, or use your judgement.")
            return f"The system ({self.system.upper()}) suggests {s.call}: {s.meaning}."
        if self.learner_turn and self.play is not None:
            from ..bots.fourhand import Hint, dd_card_tricks

            tricks = dd_card_tricks(self.play)
            best = max(tricks.values())
            card = max((c for c, t in tricks.items() if t == best), key=lambda c: (c.suit, c.rank))
            if self.learner_side_declares:
                return str(Hint(card, tricks, self.play.contract.tricks_needed))
            defence = {c: 13 - t for c, t in tricks.items()}
            return (f"Double dummy: {card} keeps {13 - best} tricks for the defence (the contract "
                    f"goes down with {14 - self.play.contract.tricks_needed})."
                    + "; ".join([""] + [f"{c} {t}" for c, t in sorted(
                        defence.items(), key=lambda kv: (-kv[1], -kv[0].suit, -kv[0].rank))
                        if t != 13 - best]))
        raise IllegalAction("a hint is given on your turn", rule=RuleId.HINT)

    def claim(self) -> list[str]:
        """Claim all remaining tricks for the learner's side (ruled by Law 70)."""
        from ..laws.claims import Claim, rule_on_claim

        if self.play is None or self.is_over:
            raise IllegalAction("there is no play to claim in", rule=RuleId.CLAIM)
        remaining = 13 - len(self.play.tricks)
        claimer = self.learner_seats[0]
        ruling = rule_on_claim(self.play, Claim(claimer, remaining))
        if not ruling.upheld:
            return [f"Claim refused: the opponents can take {remaining - ruling.awarded} of the "
                    f"{remaining} tricks left ({', '.join(ruling.laws)}). Play on."]
        self._marks.append((len(self.calls), len(self.cards)))
        self.claimed = ruling
        return [f"Claim of the last {remaining} tricks upheld."]

    # ---------------------------------------------------------------- telling
    def declarer_tricks(self) -> int:
        p = self.play
        if p is None:
            return 0
        extra = 0
        if self.claimed is not None:
            remaining = 13 - len(p.tricks)
            extra = remaining if self.learner_side_declares else 0
        return p.declarer_tricks + extra

    def status(self) -> str:
        if not self.auction.is_complete:
            turn = self.auction.turn
            assert turn is not None  # the auction goes on
            who = turn.name_en
            return (f"Auction — your call ({self.seat.name_en})." if self.wants_call
                    else f"Auction — {who} to call.")
        c = self.auction.contract
        if c is None or c.is_passed_out:
            return "Passed out: no play, no score."
        p = self.play
        n = self.declarer_tricks()
        head = f"{c.to_text()}: declarer {n} trick{'' if n == 1 else 's'}"
        if self.is_over:
            from ..scoring import duplicate_score

            made = self.declarer_tricks()
            need = c.tricks_needed
            verdict = (f"made{' +' + str(made - need) if made > need else ''}" if made >= need
                       else f"down {need - made}")
            assert c.declarer is not None  # a contract that was bid has a declarer
            pts = duplicate_score(c, made, vulnerable=self.vulnerability.is_vulnerable(c.declarer))
            ours = pts if self.learner_side_declares else -pts
            return f"{head} — {verdict}: {ours:+d} to you ({self.seat.side.label})."
        # a contract was bid and the deal is not over: it is being played
        assert p is not None and p.turn is not None
        who = p.turn.name_en
        if self.learner_turn:
            return f"{head} — your turn: play from {who}'s hand."
        return f"{head} — {who} to play."

    def analysis(self) -> list[str]:
        """At the end: each card that cost a trick, double dummy (needs endplay)."""
        if not self.is_over or self.play is None or not self.cards:
            return []
        from ..analysis.dd import analyse_play

        try:
            verdicts = analyse_play(self.play)
        except ImportError:
            return ["(The double-dummy analysis needs the endplay package.)"]
        out = []
        for i, v in enumerate(verdicts):
            if v.costs_a_trick:
                who = "you" if v.seat in self.learner_seats else "the computer"
                out.append(f"Trick {i // 4 + 1}: {v.seat.name_en} {v.card} ({who}) cost "
                           f"{v.cost} trick{'s' if v.cost > 1 else ''}: declarer's side could "
                           f"take {v.before}, then {v.after}.")
        return out or ["Double dummy: no card cost a trick — well played all round."]

    def frame(self):
        from ..replay import Frame

        p = self.play
        calls = tuple((self.dealer.next(k).letter, c) for k, c in enumerate(self.calls))
        closed = frozenset(s.letter for s in Seat) - {s.letter for s in self.visible_seats()}
        contract = self.contract.to_text() if self.contract is not None else ""
        if p is None:
            return Frame(index=len(self.calls), label=self.status(),
                         hands={s.letter: self.deal[s] for s in Seat}, closed=closed,
                         phase="auction" if not self.auction.is_complete else "over",
                         dealer=self.dealer.letter, calls=calls, contract=contract)
        if len(p.cards_played) % 4 == 0 and p.tricks:
            last = p.tricks[-1]
            assert last.winner is not None  # p.tricks holds finished tricks only
            t, winner, number = last, last.winner.letter, len(p.tricks)
        else:
            t, winner, number = p.current_trick, None, p.trick_number
        score = (f"{p.declaring_side.label} {p.declarer_tricks}, "
                 f"{p.declaring_side.opponents.label} {p.defender_tricks}")
        return Frame(index=len(self.calls) + len(self.cards), label=self.status(),
                     hands={s.letter: p.hand(s) for s in Seat}, closed=closed, phase="play",
                     trick=tuple((s.letter, c) for s, c in zip(t.players, t.cards)),
                     winner=winner, trick_number=number, dealer=self.dealer.letter, calls=calls,
                     contract=contract, score=score)

    def __repr__(self) -> str:
        return f"WholeDeal({self.title!r})"


def _verb(call: Call) -> str:
    if call.is_bid:
        return f"bids {call}"
    return {"pass": "passes", "double": "doubles", "redouble": "redoubles"}[call.kind.value]
