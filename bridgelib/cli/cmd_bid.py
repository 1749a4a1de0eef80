"""``bridge bid``: the system's call for a hand, with the rule and the runner-up.

    bridge bid --system sayc AQJ52.K3.K82.A73
    bridge bid --system acol "♠KQ2 ♥AJ3 ♦KT98 ♣Q76" --auction "1C P"
    bridge bid --system sayc --seed 7          # four computer seats bid a random deal
    bridge bid 73.KJT842.Q52.73 --vul NS       # vulnerable: no weak two on a poor suit
"""

from __future__ import annotations

import argparse

from ..auction import Auction, parse_calls
from ..deal import Board, Deal
from ..hand import Hand
from ..table import Seat, Vulnerability
from . import UsageError, board_number, brief, seed_number


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "bid", help="suggest the system's call for a hand (SAYC, Acol or Precision) and say why",
        description="Print the call a bidding system gives for HAND after the auction so "
                    "far, the rule that produced it and the runner-up; with --seed, four "
                    "computer seats bid a random deal. Outside the system's coverage the "
                    "answer is 'no agreement'.")
    p.add_argument("hand", nargs="?", default=None,
                   help="13 cards: PBN (AK2.QJ3.T98.7654), ♠AK2 ♥QJ3 …, or п: … ч: …")
    p.add_argument("--system", default="sayc", choices=_systems(), type=str.lower,
                   help="bidding system (default sayc)")
    p.add_argument("--auction", default="", metavar="CALLS",
                   help="calls so far from the dealer, e.g. '1C P 1H P' (default: none)")
    p.add_argument("--dealer", default="N", help="dealer seat N/E/S/W (default N)")
    p.add_argument("--vul", default=None, metavar="VUL",
                   help="vulnerability None/NS/EW/All, for the rules that vary with it "
                        "(default: nobody vulnerable; with --seed: the board's)")
    p.add_argument("--seed", type=seed_number, default=None,
                   help="instead of HAND: bid the random deal with this seed, all four seats")
    p.add_argument("--board", type=board_number, default=1,
                   help="with --seed: board number for dealer and vulnerability (default 1)")
    p.set_defaults(func=run)


def _systems() -> tuple[str, ...]:
    from ..bidding import available_systems

    return available_systems()


def run(args: argparse.Namespace) -> int:
    from ..bidding import bid_deal, explain, suggest

    if args.seed is not None:
        if args.hand is not None:
            raise UsageError("give either HAND or --seed, not both")
        board = Board.from_number(args.board, Deal.random(args.seed))
        board_vul = board.vulnerability if args.vul is None else Vulnerability.from_str(args.vul)
        from ..analysis.judge import SimulationJudge

        record = bid_deal(board.deal, args.system, board.dealer, board_vul, SimulationJudge())
        from ..render import text

        print(text.deal(board.deal, dealer=board.dealer, vulnerability=board_vul,
                        board=board.number, hcp=True))
        print()
        print(record.to_text())
        return 0
    if args.hand is None:
        raise UsageError("give a HAND (or --seed N to bid a random deal)")
    hand = Hand.from_str(args.hand)
    if len(hand) != 13:
        from ..errors import InvalidNotation

        raise InvalidNotation(f"{brief(args.hand)} holds {len(hand)} cards; a hand to bid "
                              "holds 13")
    auction = Auction(Seat.from_str(args.dealer), parse_calls(args.auction))
    vul = None if args.vul is None else Vulnerability.from_str(args.vul)
    if auction.calls:
        print("Auction so far:")
        for line in explain(auction, args.system, vul).lines():
            print(f"  {line}")
    seat = auction.turn
    who = f"{seat.name_en} holds" if seat is not None else "Hand"
    print(f"{who} {hand} ({hand.hcp} HCP, {hand.pattern_text})")
    print(suggest(hand, auction, args.system, vul).to_text())
    return 0
