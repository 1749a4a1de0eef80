"""Declarer problems in the manner of Bridge Master: single dummy against a defence
that picks the worst layout.

A :class:`Problem` gives the contract, the opening lead and declarer's and dummy's
hands (always North–South, South declaring); the defenders' hands are *not fixed*.
The problem stores the layouts of the hidden cards the defence may choose from
(``Deal`` and ``Layout2``, ``Layout3``, ... tags of the PBN file: full deals that
agree on North–South and on West holding the opening lead).  A
:class:`ProblemSession` plays the learner's cards and answers for the defenders:

- the *consistent* layouts are those in which every card seen so far was where it
  was played (replayed with :class:`~bridgelib.Play`, so a defender who showed out
  of a suit is void of it in every layout kept);
- at a defender's turn, each legal card is valued by the fewest tricks declarer's
  side then takes double dummy (DDS through
  :func:`bridgelib.bots.fourhand.dd_card_tricks`) in the *worst* consistent layout
  where that defender holds it; the defence plays the card of least value (ties:
  the card that keeps more layouts open, then the lowest).  The hidden hands are
  fixed only as their cards are seen.

A line that makes the contract in every layout therefore beats the defence, and a
line that fails in some layout meets it.  The session is deterministic: *try
again* (:meth:`ProblemSession.restart`) meets the same defence.

Problems are data: ``bridgelib/data/problems/level1.pbn`` .. ``level3.pbn``, read
with :func:`load_level` / :func:`get_problem`.  Each stores its solution text and
the solution line (declarer's and dummy's cards, in order), which the tests replay
against every layout; ``WrongLine`` tags give typical wrong lines that must fail in
at least one layout.

Nothing here imports widgets; endplay (DDS) is imported on first use.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from typing import Iterable, Sequence

from .auction import Contract
from .cards import Card
from .deal import Deal
from .errors import IllegalPlay, InvalidNotation
from .rules import RuleId
from .hand import Hand
from .io import pbn as _pbn
from .play import Play
from .table import Seat

__all__ = ["Problem", "ProblemSession", "LEVELS", "load_level", "get_problem", "all_problems",
           "parse_problems", "replay_line", "dd_declarer_tricks"]

LEVELS: tuple[int, ...] = (1, 2, 3)
"""The graded levels shipped in ``bridgelib/data/problems``."""

LEVEL_NAMES = {1: "the basics: draw trumps, finesse, ruff, long suits, hold-up",
               2: "entries, unblocking, ducking, safety plays, avoidance",
               3: "elimination and throw-in, squeeze, dummy reversal, trump coup"}

_LAYOUT_TAG = re.compile(r"Layout(\d+)\Z")
_WRONG_TAG = re.compile(r"WrongLine(\d*)\Z")


def _cards(text: str, what: str) -> tuple[Card, ...]:
    out = []
    for tok in text.split():
        try:
            out.append(Card.from_str(tok))
        except (InvalidNotation, ValueError):
            raise InvalidNotation(f"{tok!r} in {what} is not a card (like SA, HT, C2)") from None
    return tuple(out)


@dataclass(frozen=True)
class Problem:
    """One declarer problem: what the learner sees, and what the defence may choose."""

    level: int
    number: int
    title: str
    theme: str
    contract: Contract
    lead: Card
    layouts: tuple[Deal, ...]
    intro: str
    solution: str
    line: tuple[Card, ...]
    wrong_lines: tuple[tuple[str, tuple[Card, ...]], ...] = ()
    auction: str = ""
    hint: str = ""

    def __post_init__(self):
        where = f"problem {self.level}.{self.number}"
        if not self.layouts:
            raise InvalidNotation(f"{where} has no layout (a Deal tag)")
        if self.contract.declarer is not Seat.SOUTH:
            raise InvalidNotation(f"{where}: South declares every problem, not "
                                  f"{self.contract.declarer}")
        first = self.layouts[0]
        for i, d in enumerate(self.layouts, 1):
            if not d.is_complete or any(len(h) != 13 for h in d.hands):
                raise InvalidNotation(f"{where}: layout {i} is not a full deal of 13 cards a hand")
            for s in (Seat.NORTH, Seat.SOUTH):
                if d[s] != first[s]:
                    raise InvalidNotation(f"{where}: layout {i} gives {s.name_en} other cards "
                                          "than layout 1 (declarer's and dummy's hands are seen)")
            if self.lead not in d[Seat.WEST]:
                raise InvalidNotation(f"{where}: in layout {i} West does not hold the opening "
                                      f"lead {self.lead}")
        if len(set(self.layouts)) != len(self.layouts):
            raise InvalidNotation(f"{where}: two layouts are the same deal")

    # ------------------------------------------------------------ what is seen
    @property
    def key(self) -> str:
        return f"{self.level}.{self.number}"

    @property
    def declarer(self) -> Seat:
        return Seat.SOUTH

    @property
    def dummy(self) -> Seat:
        return Seat.NORTH

    @property
    def target(self) -> int:
        """Tricks declarer needs: the level of the contract plus six."""
        return self.contract.level + 6

    def hand(self, seat: Seat | str) -> Hand:
        """Declarer's or dummy's hand; the defenders' hands are not given out."""
        seat = Seat.from_str(seat) if isinstance(seat, str) else Seat(seat)
        if seat not in (Seat.NORTH, Seat.SOUTH):
            raise IllegalPlay(f"{seat.name_en}'s hand is hidden: a problem shows declarer's and "
                              "dummy's hands only", rule=RuleId.HIDDEN_HAND)
        return self.layouts[0][seat]

    def __str__(self) -> str:
        return (f"Problem {self.key}: {self.title} — {self.contract.to_text(declarer=False)} "
                f"by South, West leads {self.lead}")


# ---------------------------------------------------------------------------- loading
def _problem_from_record(rec: _pbn.PbnRecord, level: int) -> Problem:
    where = f"problem {rec.get('Problem', '?')} of level {level}"
    try:
        number = int(rec["Problem"])
    except (KeyError, ValueError):
        raise InvalidNotation(f"{where}: a problem needs a numeric Problem tag") from None
    if rec.get("Level") not in (None, str(level)):
        raise InvalidNotation(f"{where}: its Level tag says {rec['Level']!r}")
    deal = rec.deal
    contract = rec.contract
    if deal is None or contract is None:
        raise InvalidNotation(f"{where}: a problem needs Deal, Declarer and Contract tags")
    layouts = [deal]
    extra = sorted((int(m.group(1)), t.value) for t in rec
                   if (m := _LAYOUT_TAG.match(t.name)))
    for _, value in extra:
        layouts.append(Deal.from_pbn(value))
    lead = _cards(rec.get("Lead") or "", f"{where}'s Lead tag")
    if len(lead) != 1:
        raise InvalidNotation(f"{where}: the Lead tag names one card, West's opening lead")
    wrong = []
    for t in rec:
        if _WRONG_TAG.match(t.name):
            label, _, cards = t.value.partition(":")
            wrong.append((label.strip(), _cards(cards, f"{where}'s {t.name}")))
    return Problem(level=level, number=number, title=rec.get("Title", "") or "",
                   theme=rec.get("Theme", "") or "", contract=contract, lead=lead[0],
                   layouts=tuple(layouts), intro=rec.get("Intro", "") or "",
                   solution=rec.get("Solution", "") or "",
                   line=_cards(rec.get("SolutionLine") or "", f"{where}'s SolutionLine"),
                   wrong_lines=tuple(wrong), auction=rec.get("AuctionText", "") or "",
                   hint=rec.get("Hint", "") or "")


def parse_problems(text: str, level: int) -> list[Problem]:
    """The problems of one PBN text (one game per problem), in file order."""
    out = [_problem_from_record(rec, level) for rec in _pbn.loads(text)]
    numbers = [p.number for p in out]
    if len(set(numbers)) != len(numbers):
        raise InvalidNotation(f"level {level}: two problems share a number ({numbers})")
    return out


@lru_cache(maxsize=None)
def load_level(level: int) -> tuple[Problem, ...]:
    """The problems of one level (1, 2 or 3) shipped with bridgelib."""
    if level not in LEVELS:
        raise InvalidNotation(f"there is no problem level {level!r}: the levels are "
                              f"{', '.join(map(str, LEVELS))}")
    text = (resources.files("bridgelib") / "data" / "problems" / f"level{level}.pbn"
            ).read_text(encoding="utf-8")
    return tuple(parse_problems(text, level))


def all_problems() -> list[Problem]:
    return [p for lv in LEVELS for p in load_level(lv)]


def get_problem(level: int, number: int) -> Problem:
    """Problem ``number`` (1-based) of ``level``."""
    problems = load_level(level)
    for p in problems:
        if p.number == number:
            return p
    raise InvalidNotation(f"level {level} has no problem {number!r}: its problems are "
                          f"1 to {len(problems)}")


# ---------------------------------------------------------------------------- double dummy
def dd_declarer_tricks(play: Play) -> dict[Card, int]:
    """For each legal card of the player in turn: declarer's side's total tricks with
    best play by everybody after it (DDS)."""
    from .bots.fourhand import dd_card_tricks

    return dd_card_tricks(play)


def _consistent(layouts: Iterable[Deal], contract: Contract, cards: Sequence[Card]) -> list[Deal]:
    """The layouts in which every card played so far could have been played."""
    out = []
    for d in layouts:
        try:
            Play(d, contract, cards)
        except IllegalPlay:
            continue
        out.append(d)
    return out


def _choose_defence(layouts: Sequence[Deal], contract: Contract,
                    cards: Sequence[Card]) -> Card:
    """The defender's card: least declarer tricks in the worst layout that allows it."""
    worst: dict[Card, int] = {}
    count: dict[Card, int] = {}
    for d in layouts:
        values = dd_declarer_tricks(Play(d, contract, cards))
        for c, v in values.items():
            worst[c] = min(worst.get(c, 99), v)
            count[c] = count.get(c, 0) + 1
    return min(worst, key=lambda c: (worst[c], -count[c], c.rank, c.suit))


def _choose_declarer(layouts: Sequence[Deal], contract: Contract,
                     cards: Sequence[Card]) -> Card:
    """Declarer's safest card: most tricks in the worst consistent layout (ties: lowest)."""
    worst: dict[Card, int] = {}
    for d in layouts:
        for c, v in dd_declarer_tricks(Play(d, contract, cards)).items():
            worst[c] = min(worst.get(c, 99), v)
    return max(worst, key=lambda c: (worst[c], -c.rank, -c.suit))


# ---------------------------------------------------------------------------- session
@dataclass
class ProblemSession:
    """The learner plays declarer's and dummy's cards; the defence answers itself.

    ``play(card)`` refuses an illegal card with the engine's :class:`IllegalPlay`
    (state unchanged); ``restart()`` starts again ("try again");
    ``give_up()`` ends the attempt and shows the solution.
    """

    problem: Problem
    _cards: list[Card] = field(default_factory=list)
    _layouts: list[Deal] = field(default_factory=list)
    _play: Play | None = None
    gave_up: bool = False
    attempts: int = 1

    def __post_init__(self):
        self._start()

    def _start(self) -> None:
        self._cards = []
        self._layouts = list(self.problem.layouts)
        self.gave_up = False
        self._push(self.problem.lead)

    def _push(self, card: Card) -> None:
        self._cards.append(card)
        self._layouts = _consistent(self._layouts, self.problem.contract, self._cards)
        assert self._layouts, "the defence played a card no layout allows"
        self._play = Play(self._layouts[0], self.problem.contract, self._cards)

    # ------------------------------------------------------------ reading
    @property
    def play_state(self) -> Play:
        """The play so far on one consistent layout (show only what has been seen)."""
        assert self._play is not None
        return self._play

    @property
    def cards_played(self) -> tuple[Card, ...]:
        return tuple(self._cards)

    @property
    def turn(self) -> Seat | None:
        return self.play_state.turn

    @property
    def is_over(self) -> bool:
        return self.play_state.is_complete or self.gave_up

    @property
    def declarer_tricks(self) -> int:
        return self.play_state.declarer_tricks

    @property
    def defender_tricks(self) -> int:
        return self.play_state.defender_tricks

    @property
    def solved(self) -> bool:
        """The contract made, all 13 tricks played, without giving up."""
        return (not self.gave_up and self.play_state.is_complete
                and self.declarer_tricks >= self.problem.target)

    @property
    def failed(self) -> bool:
        """The defence has taken enough tricks to beat the contract."""
        return self.defender_tricks > 13 - self.problem.target

    @property
    def show_solution(self) -> bool:
        """The solution is shown after success or giving up."""
        return self.solved or self.gave_up

    @property
    def solution(self) -> str:
        """The solution text: only once the problem is solved or given up."""
        if not self.show_solution:
            raise IllegalPlay("the solution is shown once the problem is solved or given up",
                              rule=RuleId.SOLUTION_HIDDEN)
        return self.problem.solution

    def legal_cards(self) -> list[Card]:
        """The cards the learner may play now (none at the end or after giving up)."""
        if self.is_over:
            return []
        return self.play_state.legal_cards()

    def hand(self, seat: Seat | str) -> Hand:
        """The cards North or South still hold (the defenders' stay hidden)."""
        seat = Seat.from_str(seat) if isinstance(seat, str) else Seat(seat)
        if seat not in (Seat.NORTH, Seat.SOUTH) and not self.is_over:
            raise IllegalPlay(f"{seat.name_en}'s hand is hidden until the end of the problem",
                              rule=RuleId.HIDDEN_HAND)
        return self.play_state.hand(seat)

    def hidden_count(self, seat: Seat) -> int:
        """How many cards a defender still holds (the same in every layout)."""
        return len(self.play_state.hand(seat))

    @property
    def status(self) -> str:
        p = self.problem
        tricks = f"declarer {self.declarer_tricks}, defence {self.defender_tricks}"
        if self.gave_up:
            return f"Given up ({tricks})."
        if self.solved:
            return f"Solved: {self.declarer_tricks} tricks, the contract makes ({tricks})."
        if self.play_state.is_complete:
            return (f"Down {p.target - self.declarer_tricks}: {self.declarer_tricks} tricks "
                    f"of {p.target} needed. Try again?")
        who = "dummy (North)" if self.turn is Seat.NORTH else "declarer (South)"
        lost = "  The contract can no longer make." if self.failed else ""
        return f"Trick {self.play_state.trick_number}: {who} to play ({tricks}).{lost}"

    # ------------------------------------------------------------ acting
    def play(self, card: Card | str) -> list[tuple[Seat, Card]]:
        """Play declarer's or dummy's card; the defence answers.

        Returns the defenders' cards played in answer, with their seats.  A refused
        card raises :class:`IllegalPlay` and changes nothing.
        """
        if self.gave_up:
            raise IllegalPlay(f"{card} comes after giving up: start again with restart()",
                              rule=RuleId.GIVEN_UP)
        checked = self.play_state.check(card)
        self._push(checked)
        return self._defend()

    def play_line(self, cards: Iterable[Card | str] | str) -> "ProblemSession":
        """Play several of declarer's and dummy's cards in turn (the defence answering
        each); a refused card raises and leaves the cards before it played."""
        for c in (cards.split() if isinstance(cards, str) else cards):
            self.play(c)
        return self

    def _defend(self) -> list[tuple[Seat, Card]]:
        answered: list[tuple[Seat, Card]] = []
        while (seat := self.turn) is not None and seat in (Seat.EAST, Seat.WEST):
            c = _choose_defence(self._layouts, self.problem.contract, self._cards)
            self._push(c)
            answered.append((seat, c))
        return answered

    def restart(self) -> None:
        """Try again from the opening lead (the defence answers as before)."""
        self.attempts += 1
        self._start()

    def give_up(self) -> str:
        """Stop and return the solution text."""
        self.gave_up = True
        return self.problem.solution

    def layout(self) -> Deal:
        """The layout the defence settled on (only after the problem is over)."""
        if not self.is_over:
            raise IllegalPlay("the defenders' hands are hidden until the problem is over",
                              rule=RuleId.HIDDEN_HAND)
        return self._layouts[0]

    def __repr__(self) -> str:
        return self.to_text()

    def to_text(self) -> str:
        """The position as text: dummy above, declarer below, the trick, the status."""
        p = self.problem
        lines = [str(p), p.intro] if p.intro else [str(p)]
        lines.append(f"North (dummy): {self.play_state.hand(Seat.NORTH)}")
        for s in (Seat.WEST, Seat.EAST):
            lines.append(f"{s.name_en}: {self.hidden_count(s)} hidden cards")
        lines.append(f"South (you):   {self.play_state.hand(Seat.SOUTH)}")
        trick = self.play_state.current_trick
        if trick.cards:
            lines.append("This trick: " + ", ".join(f"{s.letter} {c}" for s, c in
                                                    zip(trick.players, trick.cards)))
        elif self.play_state.tricks:
            last = self.play_state.tricks[-1]
            assert last.winner is not None  # tricks holds finished tricks only
            lines.append("Last trick: " + ", ".join(f"{s.letter} {c}" for s, c in
                                                    zip(last.players, last.cards))
                         + f" (won by {last.winner.name_en})")
        lines.append(self.status)
        if self.show_solution:
            lines.append("Solution: " + p.solution)
        return "\n".join(lines)


# ---------------------------------------------------------------------------- checking lines
def replay_line(problem: Problem, line: Sequence[Card], layout: Deal | None = None
                ) -> tuple[int, list[Card]]:
    """Play ``line`` (declarer's and dummy's cards in order), then declarer's safest
    card (best in the worst consistent layout) once the line runs out.

    With ``layout``, the defence is double dummy in that layout (ties: lowest card);
    without, it is the session's worst-layout defence.  Returns declarer's tricks and
    all the cards played.  A line card that is not legal raises :class:`IllegalPlay`.
    """
    contract = problem.contract
    cards: list[Card] = [problem.lead]
    pending = list(line)
    pool = list(problem.layouts)
    while True:
        pool = _consistent(pool, contract, cards)
        if layout is not None and layout not in pool:
            raise AssertionError("the fixed layout was dropped")
        play = Play(layout if layout is not None else pool[0], contract, cards)
        turn = play.turn
        if turn is None:
            return play.declarer_tricks, cards
        if turn in (Seat.NORTH, Seat.SOUTH):
            if pending:
                c = play.check(pending.pop(0))
            else:
                c = _choose_declarer(pool, contract, cards)
        elif layout is not None:
            values = dd_declarer_tricks(play)
            c = min(values, key=lambda k: (values[k], k.rank, k.suit))
        else:
            c = _choose_defence(pool, contract, cards)
        cards.append(c)
