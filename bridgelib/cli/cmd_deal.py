"""``bridge deal``: print a random deal as a diagram with dealer and vulnerability."""

from __future__ import annotations

import argparse
import secrets

from ..deal import Board, Deal
from ..render import html, text
from . import board_number, seed_number


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("deal", help="print a random deal (seeded) as a diagram",
                       description="Print a random deal. Dealer and vulnerability come from "
                                   "the board number (standard 16-board cycle).")
    p.add_argument("--seed", type=seed_number, default=None,
                   help="random seed (the same seed always gives the same deal); "
                        "without one a seed is chosen and printed")
    p.add_argument("--board", type=board_number, default=1, metavar="K",
                   help="board number, for dealer and vulnerability (default 1)")
    p.add_argument("--hcp", action="store_true", help="show each hand's high-card points")
    p.add_argument("--format", choices=("text", "html", "pbn"), default="text")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
    board = Board.from_number(args.board, Deal.random(seed))
    if args.format == "pbn":
        print(f'[Board "{board.number}"]\n[Dealer "{board.dealer.letter}"]\n'
              f'[Vulnerable "{board.vulnerability.pbn()}"]\n'
              f'[Deal "{board.deal.pbn(board.dealer)}"]')
    elif args.format == "html":
        print(html.deal(board.deal, dealer=board.dealer, vulnerability=board.vulnerability,
                        board=board.number, hcp=args.hcp))
    else:
        print(text.deal(board.deal, dealer=board.dealer, vulnerability=board.vulnerability,
                        board=board.number, hcp=args.hcp))
        if args.seed is None:
            print(f"\n(seed {seed}: repeat with --seed {seed})")
    return 0
