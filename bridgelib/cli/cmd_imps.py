"""``bridge imps``: IMPs for point differences (Law 78B).

    bridge imps 620 -170 30

Each line printed is the difference as given, a space, and the IMPs (signed).
"""

from __future__ import annotations

import argparse
import re
import sys

from ..errors import InvalidNotation


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "imps", help="IMPs for point differences (Law 78B scale)",
        description="Print the IMPs for each point difference (Law 78B); a negative "
                    "difference gives negative IMPs. '-' reads one difference per line "
                    "from standard input.")
    p.add_argument("diffs", nargs="+", metavar="DIFF",
                   help="a point difference such as 620 or -170, or - to read standard input")
    p.set_defaults(func=run)


def _parse(token: str, line: int | None) -> int:
    text = token.strip().replace("−", "-")
    if not re.fullmatch(r"[+-]?\d+", text):
        raise InvalidNotation(f"{token!r} is not a point difference: expected a whole number "
                              "such as 620 or -170", line=line,
                              source="<stdin>" if line is not None else None)
    return int(text)


def run(args: argparse.Namespace) -> int:
    from ..scoring import imps

    values: list[tuple[str, int]] = []
    for token in args.diffs:
        if token == "-":
            for number, line in enumerate(sys.stdin.read().splitlines(), 1):
                text = line.split("#", 1)[0].strip()
                if text:
                    values.append((text, _parse(text, number)))
        else:
            values.append((token, _parse(token, None)))
    for token, diff in values:
        print(f"{token} {imps(diff)}")
    return 0
