"""``bridge score``: the duplicate score of played contracts (Law 77).

    bridge score --vul ns 4SXN+1 3NTE= 6HXXS-3 Pass
    printf '4HS=\\n3NTW-2\\n' | bridge score -

Each line printed is the contract as given, a space, and the score of the
declaring side (negative when defeated).  ``--explain`` adds the breakdown.
"""

from __future__ import annotations

import argparse

from ..errors import InvalidNotation
from . import read_stdin_lines


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "score", help="duplicate score of contracts such as 4SXN+1, 3NTE=, 6HXXS-3",
        description="Print the duplicate score (Law 77) of each contract for the declaring "
                    "side: level, strain (C D H S NT), optional X or XX, declarer (N E S W) "
                    "and the result (=, +n, -n), e.g. 4SXN+1, 3NTE=, 6HXXS-3, or Pass. "
                    "'-' reads one contract per line from standard input.")
    p.add_argument("contracts", nargs="+", metavar="CONTRACT",
                   help="a result such as 4SXN+1, or - to read standard input")
    p.add_argument("--vul", type=str.lower, choices=("none", "ns", "ew", "all"), default="none",
                   help="vulnerability of the board (default none)")
    p.add_argument("--explain", action="store_true",
                   help="print the score line by line (trick score, bonuses, overtricks, ...)")
    p.set_defaults(func=run)


def _tokens(args: argparse.Namespace) -> list[tuple[str, str, int | None]]:
    """(token, source, line) for every contract, reading stdin where '-' is given."""
    out: list[tuple[str, str, int | None]] = []
    for token in args.contracts:
        if token == "-":
            for number, line in enumerate(read_stdin_lines(), 1):
                text = line.split("#", 1)[0].strip()
                if text:
                    out.append((text, "<stdin>", number))
        else:
            out.append((token, "", None))
    return out


def run(args: argparse.Namespace) -> int:
    from ..scoring import Result
    from ..table import Vulnerability

    vul = Vulnerability.from_str(args.vul)
    parsed = []
    for token, source, line in _tokens(args):  # read everything first: print nothing on error
        try:
            parsed.append((token, Result.from_str(token)))
        except InvalidNotation as exc:
            raise InvalidNotation(exc.reason, line=line, source=source or None) from None
    for token, result in parsed:
        print(f"{token} {result.score(vul)}")
        if args.explain:
            b = result.explain(vul)
            print("\n".join("  " + ln for ln in b.to_text().splitlines()))
    return 0
