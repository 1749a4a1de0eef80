"""``bridge two``: play bridge for two (бридж на двоих, the honeymoon-bridge text) in the terminal.

You are South and your dummy is North; the computer is West with East as its dummy.
A rubber is played on the rubber scorepad (:class:`bridgelib.games.two.TwoPlayerRubber`):
as dealer you choose open or closed dummies, then you bid (the auction ends at the first
pass; the dealer may not pass at his first call) and play your hand and your dummy —
a closed dummy's card is played blind (press Enter).  Type cards and calls as in the
rest of the course (``S10``, ``♠Q``, ``1NT``, ``X``) or the number shown next to a legal
one.  ``--auto`` lets the computer play both sides (a demonstration, what the tests
drive); ``--seed`` makes a rubber repeatable.  Type ``q`` to stop.

The game loop is :func:`play_rubber`; it takes its input and output streams as arguments so
that tests can drive it.
"""

from __future__ import annotations

import argparse
import secrets
import sys
from typing import IO, Any, Callable

from ..auction import Call
from ..cards import Card
from ..errors import BridgeError, InvalidNotation
from ..games.two import DummyMode, TwoPlayerRubber
from ..table import Seat
from . import Quit, one_line, positive_int, read_answer, seed_number

__all__ = ["register", "run", "play_rubber"]


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("two", help="play bridge for two (each player with a dummy) against the "
                                   "computer",
                       description="Play bridge for two (the honeymoon-bridge text) in the "
                                   "terminal: you are South with North as your dummy, the "
                                   "computer is West with East; a rubber on the rubber scorepad.")
    p.add_argument("--seed", type=seed_number, default=None, help="random seed (repeatable rubber)")
    p.add_argument("--deals", type=positive_int("a number of deals", 100), default=None,
                   metavar="N", help="stop after N deals even if the rubber is not over")
    p.add_argument("--auto", action="store_true", help="the computer plays both sides")
    p.set_defaults(func=run)


def run(args: argparse.Namespace, *, stdin: IO[str] | None = None,
        stdout: IO[str] | None = None) -> int:
    out = stdout if stdout is not None else sys.stdout
    inp = stdin if stdin is not None else sys.stdin
    if inp is sys.stdin and hasattr(inp, "reconfigure"):
        inp.reconfigure(errors="surrogateescape")  # a line that is not UTF-8 is asked again
    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
    rubber = TwoPlayerRubber(seed=seed, human=None if args.auto else Seat.SOUTH)
    print("Bridge for two: you are South (North is your dummy), the computer West (East)"
          if not args.auto else "Bridge for two: the computer plays both sides",
          f"— seed {seed}" + ("" if args.seed is not None else f" (repeat with --seed {seed})"),
          file=out)
    return play_rubber(rubber, inp=inp, out=out, deals=args.deals)


def play_rubber(rubber: TwoPlayerRubber, *, inp: IO[str] | None = None,
                out: IO[str] | None = None, deals: int | None = None) -> int:
    """Play ``rubber`` to its end (or ``deals`` deals), asking the human for his actions
    on ``inp``.  Returns 0, or 1 if the human stopped."""
    out = out if out is not None else sys.stdout
    played = 0
    shown = 0
    try:
        while True:
            shown = _say(rubber, shown, out)
            if rubber.game.phase == "over":
                played += 1
                print(f"Deal {played}: {rubber.game.contract}, declarer took "
                      f"{rubber.game.play.declarer_tricks if rubber.game.play else 0} tricks",
                      file=out)
                print(str(rubber.pad), file=out)
                if rubber.is_over or (deals is not None and played >= deals):
                    break
                rubber.next_deal()
                continue
            _act(rubber, inp, out)
    except Quit:
        print("Game stopped.", file=out)
        print(str(rubber.pad), file=out)
        return 1
    if rubber.is_over:
        print("The rubber is over.", file=out)
    return 0


def _say(rubber: TwoPlayerRubber, shown: int, out) -> int:
    """Print what the computer did since the last look."""
    for line in rubber.log[shown:]:
        print(f"  {line}", file=out)
    return len(rubber.log)


def _act(rubber: TwoPlayerRubber, inp, out) -> None:
    """One action of the human (the rubber makes the computer's itself)."""
    game = rubber.game
    print(game.to_text(rubber.human), file=out)
    if game.phase == "dummy-choice":
        while True:
            text = read_answer(inp, out, "You deal: open or closed dummies? ")
            try:
                rubber.choose_dummy(DummyMode.from_str(text))
                return
            except (BridgeError, InvalidNotation) as exc:
                print(one_line(str(exc)), file=out)
    if game.phase == "auction":
        _pick(game.auction.legal_calls(), Call.from_str, rubber.call, "Your call: ", "legal",
              inp, out)
        return
    if game.blind_turn:
        read_answer(inp, out, "Your closed dummy plays blind — press Enter: ")
        rubber.play_blind()
        return
    whose = "your dummy (North)" if game.turn_seat is Seat.NORTH else "your hand"
    _pick(game.legal_cards(), Card.from_str, rubber.play, "Your card: ", f"{whose}: legal",
          inp, out)


def _pick(legal: list, parse: Callable[[str], Any], act: Callable[[Any], Any], prompt: str,
          label: str, inp, out) -> None:
    """Show the legal calls or cards numbered, read one (its number or its name) and make it;
    a refusal is one line and the question is asked again."""
    print(f"  {label}: " + "  ".join(f"{i}:{x}" for i, x in enumerate(legal, 1)), file=out)
    while True:
        text = read_answer(inp, out, prompt)
        try:
            act(legal[int(text) - 1] if text.isdigit() and 1 <= int(text) <= len(legal)
                else parse(text))
            return
        except (BridgeError, InvalidNotation) as exc:
            print(one_line(str(exc)), file=out)
