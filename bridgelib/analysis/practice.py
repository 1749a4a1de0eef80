"""Practice deals for each lesson, as a club course hands them out.

The sets are data (``bridgelib/data/practice/lessons.toml``): for a lesson, a title, a
theme, the board numbers, a seed and the constraints every deal meets (in the language of
:mod:`bridgelib.analysis.constraints`; ``dealer`` is each board's dealer).  The same set
always gives the same deals.  ``bridge pack --lesson 06a`` deals a set as PBN with a
hand-record sheet; ``course.practice_deals("06a")`` shows it in the lesson.  A lesson split
in parts keeps its old number as an alias of the part that took over its set:

>>> s = practice_set("06b")
>>> s.title, practice_set("06") is s
('Bidding systems: the 1NT opening and the majors after it', True)
>>> b = s.boards()[0]
>>> 15 <= b.deal[b.dealer].hcp <= 17
True
>>> practice_set("99")
Traceback (most recent call last):
...
bridgelib.errors.InvalidNotation: lesson '99' has no practice set; the sets are for lessons 02, 03, 04, 05, 06a, 06b, 07, 08, 12, 13, 14, 15
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Sequence

from ..deal import Board
from ..errors import InvalidNotation
from ..table import Seat, board_dealer

__all__ = ["PracticeSet", "practice_set", "practice_sets", "deal_boards"]

_SOURCE = "lessons.toml"
MAX_BOARDS = 256  # as in a pack


def deal_boards(numbers: Sequence[int], seed: int, where: Sequence[str] = ()) -> list[Board]:
    """Deal the boards ``numbers`` from ``seed``, each deal meeting every constraint in
    ``where`` (``dealer`` and its relatives resolved with each board's dealer)."""
    from .constraints import parse
    from .dealer import And, Dealer

    by_dealer = {}
    for seat in Seat:
        parts = tuple(parse(w, dealer=seat) for w in where)
        by_dealer[seat] = None if not parts else parts[0] if len(parts) == 1 else And(parts)
    dealer = Dealer(seed, batch_size=10_000)
    return [Board.from_number(n, dealer.deal(by_dealer[board_dealer(n)], max_tries=5_000_000,
                                             progress=False))
            for n in numbers]


@dataclass(frozen=True)
class PracticeSet:
    """A lesson's practice deals: its boards dealt from ``seed`` under ``where``."""

    lesson: str
    title: str
    theme: str
    board_numbers: tuple[int, ...]
    seed: int
    where: tuple[str, ...]
    #: other names of the set: the number of the lesson that was split (``"06"`` for 06b)
    aliases: tuple[str, ...] = ()

    def boards(self) -> list[Board]:
        return deal_boards(self.board_numbers, self.seed, self.where)

    @property
    def command(self) -> str:
        """The command that deals this set for the table."""
        return f"bridge pack --lesson {self.lesson}"


def _line_of(text: str, lesson: str) -> int:
    for n, line in enumerate(text.splitlines(), 1):
        if line.replace(" ", "") == f'lesson="{lesson}"':
            return n
    return 1


def _read() -> str:
    return (resources.files("bridgelib") / "data" / "practice" / _SOURCE).read_text(
        encoding="utf-8")


@lru_cache(maxsize=1)
def practice_sets() -> dict[str, PracticeSet]:
    """Every lesson's practice set, by lesson number (``"06"``)."""
    from .constraints import parse

    text = _read()
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise InvalidNotation(f"not valid TOML: {exc}", source=_SOURCE) from None
    out: dict[str, PracticeSet] = {}
    taken: set[str] = set()
    for entry in data.get("set", []):
        lesson = str(entry.get("lesson", ""))
        line = _line_of(text, lesson)
        try:
            count = entry["boards"]
            if not isinstance(count, int) or not 1 <= count <= MAX_BOARDS:
                raise InvalidNotation(f"boards = {str(count)[:20]}: a set holds 1 to "
                                      f"{MAX_BOARDS} boards, numbered from 1")
            s = PracticeSet(lesson, str(entry["title"]), str(entry["theme"]),
                            tuple(range(1, count + 1)), int(entry["seed"]),
                            tuple(str(w) for w in entry.get("where", ())),
                            tuple(str(a) for a in entry.get("aliases", ())))
            for w in s.where:
                for seat in Seat:
                    parse(w, dealer=seat)
        except KeyError as exc:
            raise InvalidNotation(f"practice set {lesson!r} has no {exc.args[0]!r}", line=line,
                                  source=_SOURCE) from None
        except InvalidNotation as exc:
            raise InvalidNotation(f"practice set {lesson!r}: {exc.reason}", line=line,
                                  source=_SOURCE) from None
        for key in (lesson, *s.aliases):
            if not _KEY.match(str(key)):
                raise InvalidNotation(f"practice set {lesson!r}: {str(key)[:20]!r} is not a lesson "
                                      "number (two digits and maybe a letter: 06, 09a)",
                                      line=line, source=_SOURCE)
            if key in taken:
                raise InvalidNotation(f"lesson {key!r} has two practice sets", line=line,
                                      source=_SOURCE)
            taken.add(key)
        out[lesson] = s
    return out


#: a lesson's key: its number and, for a lesson split in parts, a letter ("06", "06a")
_KEY = re.compile(r"^\d\d[a-z]?$")


def practice_set(lesson: str | int) -> PracticeSet:
    """The practice set of a lesson (``"06a"``, ``"6A"``, ``"12"``, ``"6"`` or ``6``).

    A lesson that was split in parts keeps its old number as an alias of the part that
    took over its set (``"06"`` is lesson 06b's set)."""
    key = str(lesson).strip().lower()
    m = re.match(r"^(\d{1,2})([a-z]?)$", key)
    if m:
        key = m.group(1).zfill(2) + m.group(2)
    sets = practice_sets()
    key = next((k for k, s in sets.items() if key in s.aliases), key)
    if key not in sets:
        raise InvalidNotation(f"lesson {str(lesson)[:20]!r} has no practice set; the sets are "
                              f"for lessons {', '.join(sorted(sets))}")
    return sets[key]
