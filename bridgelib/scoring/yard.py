"""Yard bridge scoring (дворовий бридж, the yard-bridge text): points for hitting one's bid exactly.

The yard-bridge text's table («Як правильно рахувати очки»):

=================================  ===============================
Результат гравця у коні            Кількість нарахованих очок
=================================  ===============================
Точне виконання замовлення         10 очок за кожну взятку
Взяття зайвих взяток               по 1 очку за кожну
Недобір замовлених взяток          штраф -10 очок за кожну
Замовлено і взято нуль             пас дає 5 очок
=================================  ===============================

and its worked examples: *bid 2, took 3 → 3 points* ("ви отримаєте лише 3 очки (за
фактичну кількість)", for the number actually taken) and *bid 3, took 2 → −10*.

The row "по 1 очку за кожну" (1 point for each) can be read as one point per trick
*taken* — which is what the yard-bridge text's own example computes (2 bid, 3 taken → 3) — or as
one point per *extra* trick (which would give 1 in that example).  The rules are
data: :data:`YARD_SEED` follows the example (the default), :data:`YARD_TABLE_LITERAL`
the other reading.  A bid of 0 with no trick taken ("пас") scores 5.

>>> yard_points(3, 3), yard_points(2, 3), yard_points(3, 2), yard_points(0, 0)
(30, 3, -10, 5)
>>> yard_points(2, 3, YARD_TABLE_LITERAL), yard_points(0, 2)
(1, 2)
>>> t = YardScoreTable(("Ann", "Bob", "Cy"))
>>> t = t.add((1, 2, 4), (1, 3, 2)); t = t.add((0, 5, 6), (0, 6, 6))
>>> t.totals
(15, 9, 40)
>>> print(t.to_text())
Round  Ann        Bob        Cy
    1  1/1  +10   2/3   +3   4/2  -20
    2  0/0   +5   5/6   +6   6/6  +60
Total       15          9         40
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ..errors import IllegalAction, InvalidNotation
from ..rules import RuleId

__all__ = ["YardScoring", "YARD_SEED", "YARD_TABLE_LITERAL", "yard_points", "YardScoreTable",
           "YardRoundScore"]


@dataclass(frozen=True, slots=True)
class YardScoring:
    """The numbers of the yard-bridge scoring table, as data.

    ``over_per`` says what the over-the-bid points count: ``"taken"`` (every trick
    taken, the yard-bridge text's example) or ``"extra"`` (only the tricks above the bid).
    """

    name: str = "the yard-bridge text, as its worked example computes"
    exact_per_trick: int = 10
    over_points: int = 1
    over_per: str = "taken"
    under_per_trick: int = -10
    zero_made: int = 5

    def __post_init__(self):
        if self.over_per not in ("taken", "extra"):
            raise InvalidNotation(
                f"{self.over_per!r} is not a yard over-the-bid rule: use 'taken' (one point per "
                "trick taken, the yard-bridge text's example) or 'extra' (one point per extra trick)")

    def points(self, bid: int, taken: int) -> int:
        """Points for one player in one round: ``bid`` tricks ordered, ``taken`` tricks won."""
        for what, value in (("bid", bid), ("tricks taken", taken)):
            if not isinstance(value, int) or isinstance(value, bool) or value < 0:
                raise InvalidNotation(
                    f"{value!r} is not a number of tricks ({what}): yard bridge counts "
                    "tricks from 0 up")
        if taken == bid:
            return self.zero_made if bid == 0 else self.exact_per_trick * bid
        if taken > bid:
            return self.over_points * (taken if self.over_per == "taken" else taken - bid)
        return self.under_per_trick * (bid - taken)

    def explain(self, bid: int, taken: int) -> str:
        """One line saying which row of the yard-bridge text's table applies."""
        pts = self.points(bid, taken)
        if taken == bid == 0:
            return f"bid 0, took 0: 'пас' scores {pts}"
        if taken == bid:
            return f"bid {bid}, took {taken}: exact, {self.exact_per_trick} per trick = {pts}"
        if taken > bid:
            what = "trick taken" if self.over_per == "taken" else "extra trick"
            return f"bid {bid}, took {taken}: over the bid, {self.over_points} per {what} = {pts}"
        return (f"bid {bid}, took {taken}: {bid - taken} short, {self.under_per_trick} per "
                f"missing trick = {pts}")


YARD_SEED = YardScoring()
"""The yard-bridge text as its example computes it: over the bid, one point per trick taken."""

YARD_TABLE_LITERAL = YardScoring(name="the yard-bridge text's table read literally", over_per="extra")
"""The other reading of the table's row: one point per extra trick."""


def yard_points(bid: int, taken: int, rules: YardScoring = YARD_SEED) -> int:
    """Points for one player in one round of yard bridge."""
    return rules.points(bid, taken)


@dataclass(frozen=True, slots=True)
class YardRoundScore:
    """One row of the score table: every player's bid, tricks and points."""

    bids: tuple[int, ...]
    taken: tuple[int, ...]
    points: tuple[int, ...]


@dataclass(frozen=True)
class YardScoreTable:
    """The running score table: one column per player, one row per round (a value).

    The yard-bridge text: «на аркуші паперу малюється таблиця, де кожен стовпчик відповідає
    конкретному учаснику» — a column for each player.
    """

    players: tuple[str, ...]
    rounds: tuple[YardRoundScore, ...] = ()
    rules: YardScoring = YARD_SEED

    def __post_init__(self):
        object.__setattr__(self, "players", tuple(self.players))
        if len(self.players) < 2:
            raise InvalidNotation(
                f"a yard score table needs at least two players, not {len(self.players)}")

    def add(self, bids: Sequence[int], taken: Sequence[int]) -> "YardScoreTable":
        """A new table with one more round (each player's bid and tricks taken)."""
        bids, taken = tuple(bids), tuple(taken)
        n = len(self.players)
        if len(bids) != n or len(taken) != n:
            raise IllegalAction(
                f"a round of this table needs {n} bids and {n} trick counts "
                f"(players {', '.join(self.players)}), not {len(bids)} and {len(taken)}",
                rule=RuleId.YARD_TABLE_SIZE)
        points = tuple(self.rules.points(b, t) for b, t in zip(bids, taken))
        return YardScoreTable(self.players, self.rounds + (YardRoundScore(bids, taken, points),),
                              self.rules)

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(sum(r.points[i] for r in self.rounds) for i in range(len(self.players)))

    def running(self) -> list[tuple[int, ...]]:
        """Cumulative totals after each round."""
        out, acc = [], [0] * len(self.players)
        for r in self.rounds:
            acc = [a + p for a, p in zip(acc, r.points)]
            out.append(tuple(acc))
        return out

    @property
    def leaders(self) -> tuple[str, ...]:
        """The player(s) with the highest total."""
        if not self.rounds:
            return ()
        best = max(self.totals)
        return tuple(p for p, t in zip(self.players, self.totals) if t == best)

    # ------------------------------------------------------------ presentation
    def to_text(self):
        from ..markup import Text

        width = max(9, *(len(p) for p in self.players)) + 2
        rows = ["Round  " + "".join(p.ljust(width) for p in self.players).rstrip()]
        for i, r in enumerate(self.rounds, 1):
            cells = [f"{b}/{t} {p:+4d}".ljust(width) for b, t, p in zip(r.bids, r.taken, r.points)]
            rows.append(f"{i:>5}  " + "".join(cells).rstrip())
        rows.append("Total  " + "".join(f"{t:>8}".ljust(width) for t in self.totals).rstrip())
        return Text("\n".join(rows))

    def to_html(self):
        from ..render import scoring

        return scoring.yard_table_html(self)

    def __str__(self) -> str:
        return self.to_text()

    def _repr_html_(self) -> str:
        return self.to_html()
