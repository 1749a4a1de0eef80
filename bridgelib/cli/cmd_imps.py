"""``bridge imps``: IMPs for point differences (Law 78B).

    bridge imps 620 -170 30

Each line printed is the difference as given, a space, and the IMPs (signed).
"""

from __future__ import annotations

import argparse
import re

from ..errors import InvalidNotation
from . import brief, read_stdin_lines


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "imps", help="IMPs for point differences (Law 78B scale)",
        description="Print the IMPs for each point difference (Law 78B); a negative "
                    "difference gives negative IMPs. '-' reads one difference per line "
                    "from standard input.")
    p.add_argument("diffs", nargs="+", metavar="DIFF",
                   help="a point difference such as 620 or -170, or - to read standard input")
    p.set_defaults(func=run)


#: The widest swing on one board: +7600 at one table and -7600 at the other.
MAX_DIFFERENCE = 15_200


def _parse(token: str, line: int | None) -> int:
    text = token.strip().replace("−", "-")
    source = "<stdin>" if line is not None else None
    if not re.fullmatch(r"[+-]?\d+", text):
        raise InvalidNotation(f"{brief(token)} is not a point difference: expected a whole "
                              "number such as 620 or -170", line=line, source=source)
    digits = text.lstrip("+-").lstrip("0")
    if len(digits) > 5 or int(digits or 0) > MAX_DIFFERENCE:
        raise InvalidNotation(f"{brief(token)} is not a point difference on one board: the "
                              f"scores of two tables differ by at most {MAX_DIFFERENCE:,} "
                              "(7NTXX vulnerable, 13 down, is -7600; Law 77)", line=line,
                              source=source)
    return int(text)


def run(args: argparse.Namespace) -> int:
    from ..scoring import imps

    values: list[tuple[str, int]] = []
    for token in args.diffs:
        if token == "-":
            for number, line in enumerate(read_stdin_lines(), 1):
                text = line.split("#", 1)[0].strip()
                if text:
                    values.append((text, _parse(text, number)))
        else:
            values.append((token, _parse(token, None)))
    for token, diff in values:
        print(f"{token} {imps(diff)}")
    return 0
