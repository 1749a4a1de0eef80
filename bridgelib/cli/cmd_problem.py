"""``bridge problem``: the graded declarer problems in the terminal.

``bridge problem --level 1 --number 3`` shows the problem and reads your cards
(``SA``, ``♠A``; dummy's and your own, as the turn comes); the defence answers
with the worst layout for you (see :mod:`bridgelib.problems`).  At the prompt,
``r`` tries again, ``h`` shows the hint, ``g`` gives up and shows the solution,
``q`` stops.  ``--list`` lists the problems; ``--play "CA C2 ..."`` plays the given
cards without prompting and prints the position (a refused card is a one-line
error); ``--give-up`` prints the solution.
"""

from __future__ import annotations

import argparse
import sys
from typing import IO

from ..errors import BridgeError
from ..problems import LEVEL_NAMES, LEVELS, ProblemSession, get_problem, load_level
from . import one_line, positive_int

__all__ = ["register", "run", "play_session"]

_LINE_LIMIT = 200
_HELP = "Type a card (SA, ♠A), r = try again, h = hint, g = give up, q = quit."


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("problem", help="play a graded declarer problem against the worst layout",
                       description="Declarer problems in the manner of Bridge Master: you see "
                                   "your hand and dummy, the defenders choose the worst layout "
                                   "for your line; try again, or give up and read the solution.")
    p.add_argument("--level", type=int, choices=LEVELS, default=1, help="level 1, 2 or 3")
    p.add_argument("--number", type=positive_int("a problem number", 99), default=1,
                   metavar="N", help="problem N of the level (default 1)")
    p.add_argument("--list", action="store_true", help="list the problems of every level")
    p.add_argument("--play", metavar="CARDS", default=None,
                   help="play these cards (yours and dummy's, in order) and print the position")
    p.add_argument("--give-up", action="store_true", help="show the solution")
    p.set_defaults(func=run)


def run(args: argparse.Namespace, *, stdin: IO[str] | None = None,
        stdout: IO[str] | None = None) -> int:
    out = stdout if stdout is not None else sys.stdout
    if args.list:
        for level in LEVELS:
            print(f"Level {level}: {LEVEL_NAMES[level]}", file=out)
            for p in load_level(level):
                print(f"  {p.number}. {p.title} ({p.theme}) — "
                      f"{p.contract.to_text(declarer=False)} by South", file=out)
        return 0
    session = ProblemSession(get_problem(args.level, args.number))
    if args.play is not None or args.give_up:
        for card in (args.play or "").split():
            session.play(card)  # a refused card is a BridgeError: one line, exit 2
        if args.give_up:
            session.give_up()
        print(session.to_text(), file=out)
        return 0
    inp = stdin if stdin is not None else sys.stdin
    return play_session(session, inp=inp, out=out)


def play_session(session: ProblemSession, *, inp: IO[str], out: IO[str]) -> int:
    """Prompt for cards until the problem is solved, given up or the input ends.
    Returns 0 when solved, 1 otherwise."""
    print(session.to_text(), file=out)
    print(_HELP, file=out)
    while True:
        if session.is_over:
            if session.solved or session.gave_up:
                return 0 if session.solved else 1
            print("r = try again, g = give up and see the solution, q = quit.", file=out)
        print("> ", end="", file=out, flush=True)
        line = inp.readline(_LINE_LIMIT)
        if not line:
            print("(end of input)", file=out)
            return 1
        word = line.strip()
        if not word:
            continue
        key = word.lower()
        if key in ("q", "quit"):
            return 1
        if key in ("r", "again"):
            session.restart()
            print(f"Try again (attempt {session.attempts}).", file=out)
            print(session.to_text(), file=out)
            continue
        if key in ("h", "hint"):
            print("Hint: " + (session.problem.hint or "none for this problem."), file=out)
            continue
        if key in ("g", "give up"):
            session.give_up()
            print(session.to_text(), file=out)
            return 1
        if session.is_over:
            print("The play is over: r = try again, g = give up.", file=out)
            continue
        try:
            answer = session.play(word)
        except BridgeError as exc:
            print(one_line(str(exc)), file=out)
            continue
        if answer:
            print("Defence: " + ", ".join(f"{s.name_en} {c}" for s, c in answer), file=out)
        print(session.to_text(), file=out)
