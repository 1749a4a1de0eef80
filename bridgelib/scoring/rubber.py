"""Rubber bridge: the "We | They" scorepad, Law 80 for an unfinished rubber, and a tour.

As the honeymoon-bridge text tells it (and the Laws of Contract Bridge for rubber play, 1993):

* trick points for the odd tricks bid and made go **below the line** (ниже черты) —
  only they count towards game; everything else goes **above the line**: overtricks,
  the bonus for making a doubled/redoubled contract, slam bonuses, undertricks (to the
  defenders), honours (онеры) and the rubber bonus;
* a **game** is 100 or more trick points below the line, in one deal or by adding
  part-scores; then a line is drawn and both sides start the next game from zero
  (a part-score does not carry over);
* a side that has won a game is **vulnerable** (в зоне);
* the side that first wins two games wins the **rubber**: a bonus of 700 when the
  opponents have no game, 500 when they have one;
* **honours** in the trump suit held in one hand: four of A K Q J 10 = 100, all five
  = 150; at no-trump the four aces in one hand = 150 — scored by the side that holds
  them, whoever declares and whatever the result;
* there is no part-score or game bonus per deal (that is duplicate scoring);
* an **unfinished rubber** (Law 80, 1993): 300 to a side that alone has won a game,
  100 to a side that alone has a part-score in the unfinished game.

The totals decide the rubber: the side with more points wins it by the difference
(it can take the rubber bonus and still "lose the rubber").

>>> pad = Scorepad.from_results(["2HN=", "2SE+1", "2NTS=", "3CW-1", "4SN="])
>>> pad.games_won(Side.NS), pad.games_won(Side.EW), pad.is_finished
(2, 0, True)
>>> pad.total(Side.NS), pad.total(Side.EW), pad.margin
(1000, 90, (Side.NS, 910))
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Iterable, Sequence, Union

from ..auction import Contract, Doubling
from ..cards import Strain
from ..errors import IllegalAction, InvalidNotation
from ..rules import RuleId
from ..table import Seat, Side, Vulnerability
from .duplicate import (overtrick_value, slam_bonus, trick_score, trick_value,
                        undertrick_penalty)
from .result import Result

__all__ = ["RubberRules", "RUBBER_1993", "Honours", "honours_in", "PadEntry", "Game",
           "RubberDeal", "Scorepad", "Tour", "tour_partnerships"]


# ---------------------------------------------------------------- rules as data
@dataclass(frozen=True, slots=True)
class RubberRules:
    """The numbers of rubber scoring, as data.

    ``insult`` is the bonus for making an undoubled / doubled / redoubled contract:
    (0, 50, 100) as in the current laws (and Law 77 of duplicate); older rubber
    tables gave 50 for a redoubled contract as well — pass ``insult=(0, 50, 50)``.
    """

    name: str = "Laws of Contract Bridge (rubber), 1993"
    game: int = 100
    rubber_bonus_two_nil: int = 700
    rubber_bonus_two_one: int = 500
    unfinished_game_bonus: int = 300
    unfinished_part_score_bonus: int = 100
    insult: tuple[int, int, int] = (0, 50, 100)
    honours: bool = True


#: Rubber scoring as in the 1993 Laws (Law 80 for an unfinished rubber) and the honeymoon-bridge text.
RUBBER_1993 = RubberRules()


# ---------------------------------------------------------------- honours
def honours_in(hand, strain: Strain) -> int:
    """Honours held in one hand for a contract in ``strain``: 150, 100 or 0.

    >>> from bridgelib import Hand
    >>> honours_in(Hand.from_pbn("AKQJ2.3.432.5432"), Strain.SPADES)
    100
    >>> honours_in(Hand.from_pbn("A2.A3.A32.A98765"), Strain.NOTRUMP)
    150
    """
    if strain is Strain.NOTRUMP:
        return 150 if hand.aces == 4 else 0
    suit = strain.suit
    held = sum(1 for r in hand.ranks(suit) if r.is_honour)
    return {5: 150, 4: 100}.get(held, 0)


@dataclass(frozen=True, slots=True)
class Honours:
    """Honours held by one side: 100 (four trump honours in one hand) or 150 (all
    five, or four aces at no-trump).

    >>> Honours.from_str("NS 150"), Honours.from_str("ew100")
    (Honours.from_str('NS 150'), Honours.from_str('EW 100'))
    """

    side: Side
    points: int

    def __post_init__(self):
        if self.points not in (100, 150):
            raise InvalidNotation(
                f"{self.points!r} is not an honours score: four trump honours in one hand "
                "score 100, all five 150, four aces at no-trump 150")
        object.__setattr__(self, "side", Side(self.side))

    @classmethod
    def from_str(cls, text: str) -> "Honours":
        """``NS 100``, ``EW150``, ``We 150`` (We = NS), ``They 100`` (They = EW)."""
        raw = str(text).strip()
        key = raw.upper().replace(" ", "")
        for name, side in (("NS", Side.NS), ("WE", Side.NS), ("EW", Side.EW),
                           ("THEY", Side.EW)):
            if key.startswith(name) and key[len(name):].isdigit():
                return cls(side, int(key[len(name):]))
        raise InvalidNotation(
            f"{text!r} is not honours: write the side and the points, e.g. NS 100 or EW 150")

    @classmethod
    def in_deal(cls, deal, strain: Strain) -> "Honours | None":
        """The honours in a deal for a contract in ``strain`` (``None`` if nobody holds any)."""
        for seat in Seat:
            pts = honours_in(deal[seat], strain)
            if pts:
                return cls(seat.side, pts)
        return None

    def __repr__(self) -> str:
        return f"Honours.from_str('{self.side.name} {self.points}')"


# ---------------------------------------------------------------- the pad
@dataclass(frozen=True, slots=True)
class PadEntry:
    """One figure on the pad: who scores it, how much, above or below the line, why.

    ``deal`` is the 1-based deal number (0 for the end-of-rubber entries); ``game``
    the 0-based game a below-the-line entry belongs to.
    """

    side: Side
    points: int
    below: bool
    label: str
    part: str
    deal: int = 0
    game: int = 0


@dataclass(frozen=True, slots=True)
class Game:
    """One game of a rubber: the trick points below the line and who won it (if anyone)."""

    entries: tuple[PadEntry, ...]
    winner: Side | None

    def points(self, side: Side) -> int:
        return sum(e.points for e in self.entries if e.side is side)


@dataclass(frozen=True, slots=True)
class RubberDeal:
    """One deal of a rubber: its result and the honours (if any were held)."""

    result: Result
    honours: Honours | None = None

    @classmethod
    def of(cls, item: "DealLike") -> "RubberDeal":
        if isinstance(item, RubberDeal):
            return item
        if isinstance(item, (Result, str)):
            return cls(_result(item))
        if isinstance(item, tuple) and len(item) == 2:
            r, h = item
            return cls(_result(r), _honours(h))
        if isinstance(item, tuple) and len(item) == 3:
            c, tricks, h = item
            c = Contract.from_str(c) if isinstance(c, str) else c
            return cls(Result(c, tricks), _honours(h))
        raise InvalidNotation(
            f"{item!r} is not a rubber deal: give a result ('4SN+1'), (result, honours) or "
            "(contract, tricks, honours)")


DealLike = Union[RubberDeal, Result, str, tuple]


def _result(r: "Result | str") -> Result:
    return r if isinstance(r, Result) else Result.from_str(r)


def _honours(h) -> Honours | None:
    if h is None or isinstance(h, Honours):
        return h
    if isinstance(h, str):
        return None if not h.strip() else Honours.from_str(h)
    raise InvalidNotation(f"{h!r} is not honours: use Honours(Side.NS, 100) or 'NS 100'")


def _side_name(side: Side) -> str:
    return "We (NS)" if side is Side.NS else "They (EW)"


@dataclass(frozen=True)
class Scorepad:
    """A rubber's scorepad, computed from its deals; a value (adding returns a new pad).

    Build one with :meth:`from_results` or :meth:`add`. We = North–South, They =
    East–West. ``closed`` marks a rubber stopped before its end: Law 80 entries are
    then on the pad.
    """

    deals: tuple[RubberDeal, ...] = ()
    rules: RubberRules = RUBBER_1993
    closed: bool = False
    entries: tuple[PadEntry, ...] = field(init=False, repr=False, compare=False)
    games: tuple[Game, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self):
        object.__setattr__(self, "deals", tuple(RubberDeal.of(d) for d in self.deals))
        entries, games = _compute(self.deals, self.rules, self.closed)
        object.__setattr__(self, "entries", entries)
        object.__setattr__(self, "games", games)

    @classmethod
    def from_results(cls, deals: Iterable[DealLike], *, rules: RubberRules = RUBBER_1993,
                     closed: bool = False) -> "Scorepad":
        """A pad from deals: results (``"4SN+1"``), ``(result, honours)`` or
        ``(contract, tricks, honours)``; honours ``None``, ``Honours`` or ``"NS 100"``."""
        return cls(tuple(RubberDeal.of(d) for d in deals), rules, closed)

    def add(self, result: "Result | str", honours: "Honours | str | None" = None) -> "Scorepad":
        """A new pad with one more deal (refused once the rubber is over or closed)."""
        if self.winner is not None:  # the rubber is finished
            raise IllegalAction(
                f"the rubber is over ({_side_name(self.winner)} won two games): no deal "
                f"{_result(result).pbn()} can be added; start a new pad", rule=RuleId.RUBBER_OVER)
        if self.closed:
            raise IllegalAction(
                "the rubber was stopped and settled (Law 80): no deal can be added",
                rule=RuleId.RUBBER_CLOSED, law=80)
        return Scorepad(self.deals + (RubberDeal(_result(result), _honours(honours)),),
                        self.rules)

    def close(self) -> "Scorepad":
        """The pad of a rubber stopped now: Law 80 settles an unfinished rubber."""
        return self if self.closed or self.is_finished else replace(self, closed=True)

    # ------------------------------------------------------------ state
    def games_won(self, side: Side) -> int:
        return sum(1 for g in self.games if g.winner is Side(side))

    def is_vulnerable(self, side: Side) -> bool:
        """A side with a game is vulnerable (в зоне) for the next deal."""
        return self.games_won(side) >= 1

    @property
    def vulnerability(self) -> Vulnerability:
        """Vulnerability for the next deal (We = NS, They = EW)."""
        return Vulnerability.of(self.is_vulnerable(Side.NS), self.is_vulnerable(Side.EW))

    @property
    def is_finished(self) -> bool:
        """A side has won two games."""
        return any(self.games_won(s) == 2 for s in Side)

    @property
    def winner(self) -> Side | None:
        """The side that won two games (and the rubber bonus), if any."""
        return next((s for s in Side if self.games_won(s) == 2), None)

    def part_score(self, side: Side) -> int:
        """Trick points ``side`` has below the line in the game in progress."""
        if not self.games or self.games[-1].winner is not None:
            return 0
        return self.games[-1].points(Side(side))

    def above(self, side: Side) -> tuple[PadEntry, ...]:
        return tuple(e for e in self.entries if e.side is Side(side) and not e.below)

    def below(self, side: Side) -> tuple[PadEntry, ...]:
        return tuple(e for e in self.entries if e.side is Side(side) and e.below)

    def total(self, side: Side) -> int:
        """All of ``side``'s points on the pad, above and below the line."""
        return sum(e.points for e in self.entries if e.side is Side(side))

    @property
    def margin(self) -> tuple[Side | None, int]:
        """(the side ahead, by how many points); ``(None, 0)`` when level."""
        ns, ew = self.total(Side.NS), self.total(Side.EW)
        if ns == ew:
            return None, 0
        return (Side.NS, ns - ew) if ns > ew else (Side.EW, ew - ns)

    # ------------------------------------------------------------ presentation
    def to_text(self, *, labels: tuple[str, str] = ("We", "They")):
        from ..render import scoring as _render

        return _render.scorepad_text(self, labels=labels)

    def __str__(self) -> str:
        return self.to_text()

    def _repr_html_(self) -> str:
        from ..render import scoring as _render

        return _render.scorepad_html(self)

    def __repr__(self) -> str:
        items = []
        for d in self.deals:
            r = d.result.pbn()
            items.append(repr(r) if d.honours is None
                         else f"({r!r}, '{d.honours.side.name} {d.honours.points}')")
        extra = "" if self.rules == RUBBER_1993 else f", rules={self.rules!r}"
        extra += ", closed=True" if self.closed else ""
        return f"Scorepad.from_results([{', '.join(items)}]{extra})"


def _compute(deals: Sequence[RubberDeal], rules: RubberRules,
             closed: bool) -> tuple[tuple[PadEntry, ...], tuple[Game, ...]]:
    entries: list[PadEntry] = []
    games: list[Game] = []
    current: list[PadEntry] = []
    won = {Side.NS: 0, Side.EW: 0}
    for n, deal in enumerate(deals, 1):
        if max(won.values()) == 2:
            raise IllegalAction(
                f"deal {n} ({deal.result.pbn()}) comes after the end of the rubber: a side "
                "has already won two games", rule=RuleId.RUBBER_OVER)
        r = deal.result
        c = r.contract
        if c.is_passed_out:
            if deal.honours is not None:
                raise InvalidNotation(f"deal {n} was passed out: there are no honours to score")
            continue
        side = r.side
        assert side is not None
        opp = side.opponents
        vul = won[side] >= 1
        level, strain, dbl = c.level, c.strain, Doubling(c.doubling)
        assert strain is not None
        assert r.declarer is not None  # the side above is the declarer's
        what = f"{c.to_text(declarer=False)}{r.result_text()} by {r.declarer.name_en}"
        game_no = len(games)
        if r.made:
            ts = trick_score(level, strain, dbl)
            e = PadEntry(side, ts, True, f"{what}: trick score", "trick score", n, game_no)
            entries.append(e)
            current.append(e)
            if r.difference:
                each = overtrick_value(strain, dbl, vul)
                entries.append(PadEntry(side, r.difference * each, False,
                                        f"{what}: {r.difference} × {each} overtricks",
                                        "overtricks", n))
            sb = slam_bonus(level, vul)
            if sb:
                entries.append(PadEntry(side, sb, False, f"{what}: "
                                        f"{'small' if level == 6 else 'grand'} slam", "slam bonus", n))
            if rules.insult[dbl]:
                entries.append(PadEntry(side, rules.insult[dbl], False,
                                        f"{what}: made {'doubled' if dbl == 1 else 'redoubled'}",
                                        "insult", n))
        else:
            pen = undertrick_penalty(dbl, vul, -r.difference)
            entries.append(PadEntry(opp, pen, False, f"{what}: {-r.difference} down",
                                    "undertricks", n))
        if deal.honours is not None and rules.honours:
            h = deal.honours
            if strain is Strain.NOTRUMP and h.points != 150:
                raise InvalidNotation(
                    f"deal {n} ({r.pbn()}): at no-trump only four aces in one hand count as "
                    f"honours (150), not {h.points}")
            entries.append(PadEntry(h.side, h.points, False, f"{what}: honours", "honours", n))
        # only the declaring side scores below the line: a game when it reaches 100
        if sum(e.points for e in current if e.side is side) >= rules.game:
            games.append(Game(tuple(current), side))
            current = []
            won[side] += 1
            if won[side] == 2:
                bonus = (rules.rubber_bonus_two_nil if won[opp] == 0
                         else rules.rubber_bonus_two_one)
                entries.append(PadEntry(side, bonus, False,
                                        f"rubber bonus ({won[side]}–{won[opp]})",
                                        "rubber bonus", 0))
    if max(won.values()) < 2:
        games.append(Game(tuple(current), None))  # the game in progress
    if closed and max(won.values()) < 2:
        gamers = [s for s in Side if won[s] >= 1]
        if len(gamers) == 1:
            entries.append(PadEntry(gamers[0], rules.unfinished_game_bonus, False,
                                    "unfinished rubber: the only side with a game (Law 80)",
                                    "unfinished game", 0))
        partials = [s for s in Side if sum(e.points for e in current if e.side is s) > 0]
        if len(partials) == 1:
            entries.append(PadEntry(partials[0], rules.unfinished_part_score_bonus, False,
                                    "unfinished rubber: the only part-score in the unfinished "
                                    "game (Law 80)", "unfinished part-score", 0))
    return tuple(entries), tuple(games)


# ---------------------------------------------------------------- a tour of three rubbers
def tour_partnerships(players: Sequence[str]) -> tuple[tuple[tuple[str, str], tuple[str, str]], ...]:
    """The three rubbers of a tour in which everyone partners everyone once (the honeymoon-bridge text).

    >>> tour_partnerships(["Anna", "Boris", "Vera", "Gleb"])
    ((('Anna', 'Boris'), ('Vera', 'Gleb')), (('Anna', 'Vera'), ('Boris', 'Gleb')), (('Anna', 'Gleb'), ('Boris', 'Vera')))
    """
    p = tuple(players)
    if len(p) != 4 or len(set(p)) != 4:
        raise InvalidNotation(f"a tour is played by four different players, not {list(p)!r}")
    a, b, c, d = p
    return (((a, b), (c, d)), ((a, c), (b, d)), ((a, d), (b, c)))


@dataclass(frozen=True)
class Tour:
    """Rubbers with rotating partners and each player's running account (the honeymoon-bridge text).

    Each rubber's net points (the difference of the two totals) are credited to each
    member of the side ahead and debited to each member of the other side; the
    accounts add up to zero.  ``rubbers`` pairs ``((we, we), (they, they))`` with a
    pad (We = the first pair).
    """

    players: tuple[str, str, str, str]
    rubbers: tuple[tuple[tuple[tuple[str, str], tuple[str, str]], Scorepad], ...] = ()

    def __post_init__(self):
        tour_partnerships(self.players)
        for (we, they), pad in self.rubbers:
            names = set(we) | set(they)
            if len(we) != 2 or len(they) != 2 or names != set(self.players):
                raise InvalidNotation(
                    f"rubber {we!r} v {they!r} does not seat the tour's four players "
                    f"{list(self.players)!r} as two pairs")
            if not isinstance(pad, Scorepad):
                raise InvalidNotation(f"{pad!r} is not a Scorepad")

    @classmethod
    def of(cls, players: Sequence[str], pads: Iterable[Scorepad]) -> "Tour":
        """A tour whose rubbers follow :func:`tour_partnerships` in order."""
        pads = list(pads)
        pairs = tour_partnerships(players)
        if len(pads) > 3:
            raise InvalidNotation(f"a tour has three rubbers, not {len(pads)}")
        # tour_partnerships above refuses any number of players but four (a 4-tuple field)
        a, b, c, d = players
        return cls((a, b, c, d), tuple(zip(pairs, pads)))

    @property
    def is_complete(self) -> bool:
        """Three rubbers, each player partnering each other player once."""
        seen = {frozenset(pair) for (we, they), _ in self.rubbers for pair in (we, they)}
        return len(self.rubbers) == 3 and len(seen) == 6

    def rubber_points(self) -> list[dict[str, int]]:
        """Each rubber's credit (+) or debit (−) per player."""
        out = []
        for (we, they), pad in self.rubbers:
            net = pad.total(Side.NS) - pad.total(Side.EW)
            row = {p: 0 for p in self.players}
            for p in we:
                row[p] += net
            for p in they:
                row[p] -= net
            out.append(row)
        return out

    def settlement(self) -> dict[str, int]:
        """Each player's balance over the tour (sums to zero)."""
        total = {p: 0 for p in self.players}
        for row in self.rubber_points():
            for p, v in row.items():
                total[p] += v
        assert sum(total.values()) == 0
        return total

    def table(self):
        """The accounts as a pandas DataFrame: one row per rubber, one column per player."""
        import pandas as pd

        rows = self.rubber_points()
        index = [f"{i + 1}: {'–'.join(we)} v {'–'.join(they)}"
                 for i, ((we, they), _) in enumerate(self.rubbers)]
        frame = pd.DataFrame(rows, index=index, columns=list(self.players))
        frame.loc["total"] = [self.settlement()[p] for p in self.players]
        return frame
