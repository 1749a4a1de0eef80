"""Honeymoon bridge over several deals: the draw for dealer and the match.

**The draw for dealer.**  The honeymoon-bridge text: «Игроки раскладывают на столе колоду
веером и поочередно вынимают из нее по одной карте. Здесь в расчет следует принимать не ранг
карт, а их масть. Обладатель самой младшей масти назначается сдатчиком. Если игроки вынули
карты одной масти, они тянут листы повторно.» — each player draws one card from the spread
pack; the rank does not count, only the suit; the holder of the lowest suit deals; cards of
the same suit mean drawing again.

>>> d = draw_for_dealer(("Sergey", "Olga"), cards=["S9", "H2"])
>>> d.dealer, d.rounds
('Olga', (('♠9', '♥2'),))
>>> draw_for_dealer(("Sergey", "Olga"), cards=["S9", "SA", "C3", "DK"]).dealer  # spades twice: again
'Sergey'

**The match.**  «Игроки должны предварительно договориться, будут ли они присуждать победу за
одну игру, или для определения победителя следует сыграть роббер — две партии подряд»: the
players agree beforehand whether one game decides, or a rubber of two games in a row.  Under
the text's own scoring a :class:`HoneymoonMatch` adds the deals' points and the higher total
wins (the text says nothing of a tie: the match is then drawn).  Under the ``standard``
rules the deals go on a contract-bridge rubber scorepad — game at 100, vulnerability after a
game, the rubber to the first to win two games — with player one as "We" and player two as
"They".  The dealer alternates from deal to deal (the text names the dealer only for the
first deal; alternating is the usual practice, and the engine's choice).

>>> from bridgelib.auction import Contract
>>> from bridgelib.scoring.honeymoon import seed_score
>>> m = HoneymoonMatch(("Sergey", "Olga"), length="rubber of two")
>>> m = m.add(seed_score(Contract.from_str("3H"), 9, declarer="Sergey", opponent="Olga"))
>>> m.is_over, m.next_dealer
(False, 'Olga')
>>> m = m.add(seed_score(Contract.from_str("2S"), 6, declarer="Olga", opponent="Sergey"))
>>> m.totals(), m.winner
({'Sergey': 330, 'Olga': 0}, 'Sergey')
"""

from __future__ import annotations

import enum
import random as _random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Iterable, Sequence

from ..auction import Contract
from ..cards import Card, deck
from ..errors import IllegalAction, InvalidNotation
from ..rules import RuleId
from ..hand import Hand
from ..table import Seat, Side
from .honeymoon import PRESETS, HoneymoonGame, HoneymoonRules, Phase, ScoringMethod

if TYPE_CHECKING:  # pragma: no cover
    from ..scoring.honeymoon import HoneymoonScore
    from ..scoring.rubber import Scorepad

__all__ = ["DealerDraw", "draw_for_dealer", "MatchLength", "HoneymoonMatch"]


# ====================================================================== the draw for dealer
@dataclass(frozen=True)
class DealerDraw:
    """The draw for dealer: each round's two cards (as text) and who deals."""

    players: tuple[str, str]
    rounds: tuple[tuple[str, str], ...]
    dealer: str

    def explain(self) -> str:
        """The draw in words, round by round."""
        a, b = self.players
        lines = []
        for k, (x, y) in enumerate(self.rounds, 1):
            cx, cy = Card.from_str(x), Card.from_str(y)
            if cx.suit == cy.suit:
                lines.append(f"Round {k}: {a} {x}, {b} {y} — the same suit, so they draw again.")
            else:
                low = a if cx.suit < cy.suit else b
                lines.append(f"Round {k}: {a} {x}, {b} {y} — {low} has the lower suit "
                             f"({min(cx.suit, cy.suit).name_en}) and deals.")
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.explain()


def draw_for_dealer(players: Sequence[str], *, seed: int | None = None,
                    cards: Iterable[Card | str] | None = None) -> DealerDraw:
    """Draw for dealer as the honeymoon-bridge text says: the lowest suit deals, rank does not
    count, the same suit draws again.

    Give ``seed`` for a shuffled pack, or ``cards``: the cards drawn in order (player one,
    player two, player one, …).  Each card is drawn from the pack without putting it back,
    so a long run of equal suits still ends.
    """
    names = tuple(players)
    if len(names) != 2 or names[0] == names[1]:
        raise InvalidNotation(f"honeymoon bridge is for two players with different names, not {names!r}")
    if cards is None:
        pack = list(deck())
        _random.Random(seed).shuffle(pack)
    else:
        pack = [Card.from_str(c) if isinstance(c, str) else c for c in cards]
        if len(set(pack)) != len(pack):
            raise InvalidNotation("a card can be drawn only once: the drawn cards repeat one")
    rounds: list[tuple[str, str]] = []
    for k in range(0, len(pack) - 1, 2):
        x, y = pack[k], pack[k + 1]
        rounds.append((str(x), str(y)))
        if x.suit != y.suit:
            dealer = names[0] if x.suit < y.suit else names[1]
            return DealerDraw(names, tuple(rounds), dealer)
    raise InvalidNotation("the cards drawn never show two different suits: no dealer yet "
                          "(the honeymoon-bridge text: the same suit means drawing again)")


# ====================================================================== the match
class MatchLength(enum.Enum):
    """How many games the players agreed on (the text's own scoring)."""

    ONE_GAME = "one game"
    RUBBER_OF_TWO = "rubber of two"

    @classmethod
    def of(cls, value: "MatchLength | str") -> "MatchLength":
        if isinstance(value, MatchLength):
            return value
        key = str(value).strip().lower().replace("-", " ").replace("_", " ")
        for m in cls:
            if key in (m.value, m.name.lower().replace("_", " "), {"ONE_GAME": "one", "RUBBER_OF_TWO": "two"}[m.name]):
                return m
        raise InvalidNotation(f"{value!r} is not a match length: 'one game' or 'rubber of two'")

    @property
    def deals(self) -> int:
        return 1 if self is MatchLength.ONE_GAME else 2


@dataclass(frozen=True)
class HoneymoonMatch:
    """A honeymoon match: the deals' scores in order, and who has won.

    A value: :meth:`add` returns a new match.  ``first_dealer`` deals the first deal (by
    default the first player; use :func:`draw_for_dealer`), then the deal alternates.
    """

    players: tuple[str, str]
    rules: HoneymoonRules = PRESETS["seed"]
    length: MatchLength | str = MatchLength.ONE_GAME
    first_dealer: str | None = None
    scores: tuple["HoneymoonScore", ...] = ()
    _pad: "Scorepad | None" = field(default=None, repr=False, compare=False)

    def __post_init__(self):
        names = tuple(self.players)
        if len(names) != 2 or names[0] == names[1]:
            raise InvalidNotation(f"a honeymoon match is for two players with different names, not {names!r}")
        object.__setattr__(self, "players", names)
        if isinstance(self.rules, str):
            object.__setattr__(self, "rules", HoneymoonRules.preset(self.rules))
        object.__setattr__(self, "length", MatchLength.of(self.length))
        if self.first_dealer is None:
            object.__setattr__(self, "first_dealer", names[0])
        elif self.first_dealer not in names:
            raise InvalidNotation(f"the first dealer {self.first_dealer!r} is not one of {names}")

    # ---------------------------------------------------------------- adding deals
    @property
    def is_rubber_scoring(self) -> bool:
        return self.rules.scoring is ScoringMethod.RUBBER

    @property
    def next_dealer(self) -> str:
        """Who deals the next deal (the dealer alternates)."""
        i = self.players.index(self.first_dealer)
        return self.players[(i + len(self.scores)) % 2]

    def add(self, deal: "HoneymoonScore | HoneymoonGame") -> "HoneymoonMatch":
        """The match with one more deal: a finished :class:`HoneymoonGame` or its score."""
        from .honeymoon import score_game

        if self.is_over:
            raise IllegalAction(f"the match is over ({self._verdict()}): no deal can be added; "
                                "start a new match", rule=RuleId.MATCH_OVER)
        hon: tuple[int, int] | None = None
        if isinstance(deal, HoneymoonGame):
            if deal.rules.scoring is not self.rules.scoring:
                raise InvalidNotation("the game was played under other scoring rules than the match")
            if set(deal.players) != set(self.players):
                raise InvalidNotation(f"the game's players {deal.players} are not the match's {self.players}")
            score = score_game(deal)
            hon = _honours(deal)
            if hon is not None and tuple(deal.players) != self.players:
                hon = (hon[1], hon[0])
        else:
            score = deal
            if score.method is not self.rules.scoring:
                raise InvalidNotation("the score was written under other scoring rules than the match")
            if not score.contract.is_passed_out and {score.declarer, score.opponent} != set(self.players):
                raise InvalidNotation(f"the score's players ({score.declarer}, {score.opponent}) "
                                      f"are not the match's {self.players}")
        scores = self.scores + (score,)
        pad = self._pad
        if self.is_rubber_scoring:
            pad = self._rubber_pad().add(*self._rubber_deal(score, hon))
        return HoneymoonMatch(self.players, self.rules, self.length, self.first_dealer, scores, pad)

    # ---------------------------------------------------------------- the result
    def totals(self) -> dict[str, int]:
        """Points by player: the deals' points, or the rubber pad's totals."""
        if self.is_rubber_scoring:
            pad = self._rubber_pad()
            return {self.players[0]: pad.total(Side.NS), self.players[1]: pad.total(Side.EW)}
        out = {p: 0 for p in self.players}
        for s in self.scores:
            if not s.contract.is_passed_out:
                for name, pts in s.by_player().items():
                    out[name] += pts
        return out

    @property
    def _length(self) -> MatchLength:
        # __post_init__ turns a str length into a MatchLength
        assert isinstance(self.length, MatchLength)
        return self.length

    @property
    def is_over(self) -> bool:
        if self.is_rubber_scoring:
            return self._rubber_pad().is_finished
        return len(self.scores) >= self._length.deals

    @property
    def winner(self) -> str | None:
        """The winner once the match is over (``None`` before, or when the totals tie)."""
        if not self.is_over:
            return None
        t = self.totals()
        a, b = self.players
        return a if t[a] > t[b] else b if t[b] > t[a] else None

    def is_vulnerable(self, player: str) -> bool:
        """Under rubber scoring a player who has won a game is vulnerable; the text's own
        scoring knows no vulnerability."""
        if player not in self.players:
            raise InvalidNotation(f"{player!r} is not one of the players {self.players}")
        if not self.is_rubber_scoring:
            return False
        side = Side.NS if player == self.players[0] else Side.EW
        return self._rubber_pad().is_vulnerable(side)

    @property
    def scorepad(self) -> "Scorepad":
        """The rubber scorepad (standard rules only)."""
        if not self.is_rubber_scoring:
            raise InvalidNotation("the text's own scoring has no rubber scorepad: it adds the "
                                  "points of each deal (see totals())")
        return self._rubber_pad()

    def rows(self) -> tuple[list[str], list[list[object]], str]:
        """The match deal by deal: ``(header, rows, caption)`` for a table (``course.match_table``)."""
        a, b = self.players
        rows: list[list[object]] = []
        pad = self._rubber_pad() if self.is_rubber_scoring else None
        for k, s in enumerate(self.scores, 1):
            dealer = self.players[(self.players.index(self.first_dealer) + k - 1) % 2]
            if pad is not None:   # the pad's figures: vulnerability counted
                pts = {p: sum(e.points for e in pad.entries if e.deal == k and e.side is side)
                       for p, side in ((a, Side.NS), (b, Side.EW))}
            elif s.contract.is_passed_out:
                pts = {}
            else:
                pts = s.by_player()
            what = ("passed out" if s.contract.is_passed_out else
                    f"{s.contract.to_text(declarer=False)} by {s.declarer}")
            rows.append([k, dealer, what, "" if s.contract.is_passed_out else s.tricks,
                         pts.get(a, 0), pts.get(b, 0)])
        if pad is not None and any(e.deal == 0 for e in pad.entries):
            rows.append(["rubber", "", "", "",
                         sum(e.points for e in pad.entries if e.deal == 0 and e.side is Side.NS),
                         sum(e.points for e in pad.entries if e.deal == 0 and e.side is Side.EW)])
        t = self.totals()
        rows.append(["total", "", "", "", t[a], t[b]])
        kind = "rubber scorepad" if self.is_rubber_scoring else self._length.value
        return ["deal", "dealer", "contract", "tricks", a, b], rows, f"{kind}: {self._verdict()}"

    def _verdict(self) -> str:
        if not self.is_over:
            return "in progress"
        w = self.winner
        return f"{w} wins" if w else "drawn"

    # ---------------------------------------------------------------- rubber scoring
    def _rubber_pad(self) -> "Scorepad":
        from ..scoring.rubber import Scorepad

        return self._pad if self._pad is not None else Scorepad()

    def _rubber_deal(self, score: "HoneymoonScore", hon: tuple[int, int] | None):
        from ..scoring.result import Result
        from ..scoring.rubber import Honours

        if score.contract.is_passed_out:
            return Result(Contract.passed_out(), 0), None
        seat = Seat.SOUTH if score.declarer == self.players[0] else Seat.EAST
        c = score.contract
        result = Result(Contract(c.level, c.strain, c.doubling, seat), score.tricks)
        honours = None
        if hon is not None:
            for k, pts in enumerate(hon):
                if pts:
                    honours = Honours(Side.NS if k == 0 else Side.EW, pts)
        return result, honours


def _honours(game: HoneymoonGame) -> tuple[int, int] | None:
    """Rubber honours held in each player's main-play hand (players in match order later)."""
    from ..scoring.honeymoon import honours_bonus

    s = game.state
    if s.phase is not Phase.OVER or s.main_hands is None or s.contract is None \
            or s.contract.is_passed_out:
        return None
    strain = s.contract.strain
    return (honours_bonus(Hand(s.main_hands[0]), strain)[0],
            honours_bonus(Hand(s.main_hands[1]), strain)[0])
