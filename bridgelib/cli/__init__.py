"""The ``bridge`` command line.

Each subcommand lives in its own module ``bridgelib/cli/cmd_<name>.py`` that
defines ``register(subparsers)``; modules are discovered at start-up, so adding
a subcommand never touches this file.

Errors never end in a traceback: :func:`main` is the one place that turns the
library's own refusals (:class:`~bridgelib.errors.BridgeError`), text that is not
UTF-8 and operating-system errors into one line on standard error and an exit
code — 2 for a usage error or refused input, 1 for a file or system failure.
Quoted input is shortened to about 80 characters.  The argparse types below
(:func:`board_number`, :func:`port_number`, :func:`points_target`, ...) refuse
out-of-range numbers with the rule, before any work is done.
"""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import re
import sys
from typing import Callable, NoReturn

from ..errors import BridgeError

__all__ = ["main", "build_parser", "UsageError", "brief", "one_line", "read_stdin_lines",
           "read_answer", "Quit",
           "decode_utf8", "board_number", "positive_int", "seed_number", "port_number",
           "points_target", "STDIN_LIMIT"]

#: The most standard input the commands that read it (``score -``, ``imps -``) accept.
STDIN_LIMIT = 8 * 1024 * 1024
#: Quoted input in an error message is cut to this many characters.
QUOTE_LIMIT = 80
_MAX_DIGITS = 12  # every number a command takes fits in 12 digits; more is refused early


class UsageError(BridgeError):
    """The command line asks for something the command does not do (exit code 2)."""


def brief(value: object, limit: int = QUOTE_LIMIT) -> str:
    """``repr(value)`` cut to about ``limit`` characters (with the length when cut)."""
    text = repr(value)
    if len(text) <= limit:
        return text
    size = f" ({len(value)} characters)" if isinstance(value, str) else ""
    return text[:limit - 2] + "…" + text[0] + size


def _shorten_quotes(text: str) -> str:
    """Every quoted part ('…' or "…", as repr writes them) longer than the limit, cut.

    Quotes pair in order; an apostrophe after a letter ("Olga's") opens nothing."""
    out: list[str] = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch in "'\"" and (i == 0 or not text[i - 1].isalnum()):
            j = text.find(ch, i + 1)
            while j != -1 and (j - len(text[:j].rstrip("\\"))) % 2:  # an escaped quote
                j = text.find(ch, j + 1)
            if j == -1:
                out.append(text[i:])
                break
            part = text[i:j + 1]
            if len(part) > QUOTE_LIMIT:
                part = f"{part[:QUOTE_LIMIT - 2]}…{ch} ({j - i - 1} characters)"
            out.append(part)
            i = j + 1
        else:
            out.append(ch)
            i += 1
    return "".join(out)


def one_line(message: str, limit: int = 600) -> str:
    """The message on one line, every long quoted input shortened, the whole capped."""
    text = _shorten_quotes(" ".join(str(message).split()))
    return text if len(text) <= limit else text[:limit - 1] + "…"


class _Parser(argparse.ArgumentParser):
    """argparse, with one-line errors (exit 2) and hands such as ``-.KJ9853.Q852.J73``
    (a void shown as ``-``) read as arguments, not as options."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        # argparse treats "-..." as an option unless it looks like a negative number; no
        # option of ours starts with "-.", so such a word is a hand with a void in spades
        self._negative_number_matcher = re.compile(r"^-\d+$|^-\d*\.\d+$|^-\.")

    def error(self, message: str) -> NoReturn:
        print(f"{self.prog}: {one_line(message)} (see {self.prog} --help)", file=sys.stderr)
        raise SystemExit(2)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="bridge",
        description="Bridge Course tools: deal, score, replay, bid and more.",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    sub.required = True
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        if info.name.startswith("cmd_"):
            module = importlib.import_module(f"{__name__}.{info.name}")
            module.register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # a usage error (already reported) or --help
        return exc.code if isinstance(exc.code, int) else 2
    name = f"bridge {args.command}"
    try:
        result = args.func(args)
    except BrokenPipeError:  # pragma: no cover - e.g. piped into head
        return 0
    except KeyboardInterrupt:
        print(f"{name}: interrupted", file=sys.stderr)
        return 130
    except BridgeError as exc:
        print(f"{name}: {one_line(str(exc))}", file=sys.stderr)
        return 2
    except UnicodeDecodeError as exc:  # text that is not UTF-8 (readers make it a BridgeError)
        print(f"{name}: the input is not UTF-8 text (byte 0x{exc.object[exc.start]:02x})",
              file=sys.stderr)
        return 2
    except UnicodeEncodeError as exc:  # e.g. a terminal that cannot show the suit symbols
        print(f"{name}: the output cannot be written in this terminal's encoding "
              f"({exc.encoding}); set PYTHONIOENCODING=utf-8", file=sys.stderr)
        return 1
    except OSError as exc:
        what = exc.strerror or str(exc) or type(exc).__name__
        where = f"{brief(str(exc.filename))}: " if exc.filename else ""
        print(f"{name}: {one_line(f'{where}{what}')}", file=sys.stderr)
        return 1
    except (RecursionError, MemoryError) as exc:  # e.g. a constraint nested 10,000 deep
        print(f"{name}: the input is too large or too deeply nested to handle "
              f"({type(exc).__name__})", file=sys.stderr)
        return 2
    return int(result or 0)


# ---------------------------------------------------------------- standard input
def read_stdin_lines(stream=None, *, limit: int = STDIN_LIMIT) -> list[str]:
    """The lines of standard input as UTF-8 text (a BOM is allowed).

    Refused, with an :class:`~bridgelib.errors.InvalidNotation` naming the line: bytes
    that are not UTF-8, and more than ``limit`` bytes.
    """
    from ..errors import InvalidNotation

    stream = sys.stdin if stream is None else stream
    buffer = getattr(stream, "buffer", None)
    if buffer is None:  # a text stream without bytes underneath (tests, notebooks)
        text = stream.read(limit + 1)
        if len(text) > limit:
            raise InvalidNotation(f"standard input is longer than {limit} characters",
                                  source="<stdin>")
        return text.splitlines()
    data = buffer.read(limit + 1)
    if len(data) > limit:
        raise InvalidNotation(f"standard input is longer than {limit // 1024 // 1024} MB",
                              source="<stdin>")
    return decode_utf8(data, "<stdin>").splitlines()


def decode_utf8(data: bytes, source: str) -> str:
    """``data`` as UTF-8 text (a leading BOM dropped); refused with the line of the first
    byte that is not UTF-8."""
    from ..errors import InvalidNotation

    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise InvalidNotation(f"not UTF-8 text (byte 0x{data[exc.start]:02x}); save the file "
                              "as UTF-8", line=line, source=source) from None


# ---------------------------------------------------------------- argparse types
def _integer(text: str, what: str, digits: int = _MAX_DIGITS) -> int:
    raw = str(text).strip().replace("−", "-")
    if not re.fullmatch(r"[+-]?\d{1,%d}" % digits, raw):
        too_long = re.fullmatch(r"[+-]?\d+", raw) is not None
        raise argparse.ArgumentTypeError(
            f"{brief(text)} is not {what}: " + ("it has too many digits" if too_long else
                                                "expected a whole number"))
    return int(raw)


def _ranged(what: str, low: int | None, high: int | None, rule: str, *,
            digits: int = _MAX_DIGITS) -> Callable[[str], int]:
    def convert(text: str) -> int:
        n = _integer(text, what, digits)
        if (low is not None and n < low) or (high is not None and n > high):
            raise argparse.ArgumentTypeError(f"{n} is not {what}: {rule}")
        return n

    return convert


#: ``--board``: boards are numbered from 1 (the 16-board cycle of Law 2 repeats).
board_number = _ranged("a board number", 1, None, "boards are numbered from 1")
#: ``--seed``: any whole number (of at most 40 digits).
seed_number = _ranged("a seed", None, None, "", digits=40)
#: ``--port``: a TCP port.
port_number = _ranged("a port", 1, 65535, "a port is a number from 1 to 65535")
#: ``--target``: a score to play up to (a game that long already lasts about a thousand deals).
points_target = _ranged("a target score", 1, 10_000,
                        "the target is a positive number of points, at most 10000")


def positive_int(what: str, high: int | None = None) -> Callable[[str], int]:
    """An argparse type for a count of at least 1 and at most ``high`` (``what`` names it)."""
    noun = what.split(" ", 1)[-1]
    rule = f"{noun} must be at least 1" + (f" and at most {high}" if high is not None else "")
    return _ranged(what, 1, high, rule)


class Quit(Exception):
    """The player stopped a game at the terminal (``q``, or the end of input)."""


_LINE_LIMIT = 1000  # an answer is a card, a call or a number; longer lines are refused


def read_answer(inp, out, prompt: str) -> str:
    """One answer typed in a game at the terminal (``bridge yard``, ``bridge two``): the
    line stripped; a line over 1,000 characters, or not UTF-8, is refused and asked again;
    ``q`` (or the end of input) raises :class:`Quit`."""
    while True:
        print(prompt, end="", file=out, flush=True)
        line = inp.readline(_LINE_LIMIT) if inp is not None else ""
        if not line:
            print("(end of input)", file=out)
            raise Quit
        if len(line) >= _LINE_LIMIT and not line.endswith("\n"):
            for _ in range(64):  # skip the rest of a long line, but not of an endless one
                line = inp.readline(_LINE_LIMIT)
                if not line or line.endswith("\n"):
                    break
            else:
                print("(input without line breaks: stopped)", file=out)
                raise Quit
            print(f"that line is longer than {_LINE_LIMIT} characters; type a short answer",
                  file=out)
            continue
        if any("\udc80" <= ch <= "\udcff" for ch in line):  # bytes that are not UTF-8
            print("that line is not UTF-8 text; type your answer again", file=out)
            continue
        text = line.strip()
        if text.lower() in ("q", "quit", "exit"):
            raise Quit
        return text
