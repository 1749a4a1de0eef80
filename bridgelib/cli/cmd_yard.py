"""``bridge yard``: play yard bridge (дворовий бридж, the yard-bridge text) in the terminal against bots.

You are player 1 and bid and play your cards by typing them (``S10``, ``♠Q``, ``пД``
or the number shown next to a legal card); the bots play the others.  ``--auto``
lets the bots play every seat (a demonstration, and what the tests drive);
``--seed`` makes a game repeatable.  Type ``q`` to stop.

The game loop is :func:`play_game`, which takes its input and output streams as
arguments so that it can be driven from tests and notebooks.
"""

from __future__ import annotations

import argparse
import secrets
import sys
from dataclasses import replace
from typing import IO, Sequence

from ..bots.yard import YardBot
from ..cards import Card, Suit
from ..errors import BridgeError, InvalidNotation
from ..games.yard import YARD_FOUR, YARD_THREE, TrumpRule, YardGame, YardRules
from ..scoring.yard import YARD_TABLE_LITERAL
from . import Quit as _Quit
from . import brief, one_line, points_target, positive_int, read_answer as _read, seed_number

__all__ = ["register", "run", "play_game", "rules_from_args"]


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("yard", help="play yard bridge (36 cards, exact bids) against bots",
                       description="Play yard bridge (the yard-bridge text) in the terminal: 36 cards, 3 or "
                                   "4 players, bid the exact number of tricks you will take; "
                                   "the dealer may not make the bids add up to the tricks.")
    p.add_argument("--players", type=int, choices=(3, 4), default=4,
                   help="number of players (4: 9 cards each, 3: 12 cards each)")
    p.add_argument("--circles", type=positive_int("a number of circles", 250), default=1,
                   metavar="N",
                   help="play N circles (every player deals once per circle; default 1, "
                        "at most 250)")
    p.add_argument("--target", type=points_target, default=None, metavar="POINTS",
                   help="play until someone reaches POINTS (at most 10000) instead of a "
                        "number of circles")
    p.add_argument("--trump", default="dealer", metavar="RULE",
                   help="'dealer' (the dealer's last card fixes trump, default), or an agreed "
                        "suit: S H D C (or 'none' for no trump)")
    p.add_argument("--literal-scoring", action="store_true",
                   help="over the bid score 1 point per extra trick (the table read literally) "
                        "instead of 1 per trick taken (the yard-bridge text's example)")
    p.add_argument("--seed", type=seed_number, default=None, help="random seed (repeatable game)")
    p.add_argument("--auto", action="store_true", help="bots play every seat")
    p.add_argument("--name", default="You", help="your name in the score table")
    p.set_defaults(func=run)


def rules_from_args(args: argparse.Namespace) -> YardRules:
    rules = YARD_FOUR if args.players == 4 else YARD_THREE
    key = str(args.trump).strip().lower()
    if key not in ("dealer", "last", "dealer-last-card"):
        suit = None if key in ("none", "nt", "no", "-") else Suit.from_str(args.trump)
        rules = replace(rules, trump_rule=TrumpRule.AGREED, agreed_trump=suit,
                        name=rules.name + ", agreed trump")
    if args.literal_scoring:
        rules = replace(rules, scoring=YARD_TABLE_LITERAL)
    return rules


def run(args: argparse.Namespace, *, stdin: IO[str] | None = None,
        stdout: IO[str] | None = None) -> int:
    out = stdout if stdout is not None else sys.stdout
    inp = stdin if stdin is not None else sys.stdin
    if inp is sys.stdin and hasattr(inp, "reconfigure"):
        # a line that is not UTF-8 is refused by _read (not a UnicodeDecodeError mid-game)
        inp.reconfigure(errors="surrogateescape")
    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
    rules = rules_from_args(args)
    bots = [f"Bot {i}" for i in range(1, rules.players)]
    names = (["Bot 0"] if args.auto else [args.name]) + bots
    game = YardGame(rules, names=names, circles=args.circles, target=args.target, seed=seed)
    print(f"Yard bridge: {rules.players} players, {rules.tricks} cards each, seed {seed}"
          + ("" if args.seed is not None else f" (repeat with --seed {seed})"), file=out)
    return play_game(game, human=None if args.auto else 0, inp=inp, out=out)


def play_game(game: YardGame, *, human: int | None = 0, inp: IO[str] | None = None,
              out: IO[str] | None = None, bot: YardBot | None = None) -> int:
    """Play ``game`` to the end; ``human`` (a player number) answers prompts read from
    ``inp``, the bot plays everyone else.  Returns 0, or 1 if the human quit."""
    out = out if out is not None else sys.stdout
    bot = bot or YardBot()
    try:
        while True:
            _play_round(game, human, inp, out, bot)
            print(game.table.to_text(), file=out)
            if game.is_over:
                break
            game.next_round()
    except _Quit:
        print("Game stopped.", file=out)
        print(game.table.to_text(), file=out)
        return 1
    winners = game.winners
    print(("Winner: " if len(winners) == 1 else "Winners: ") + ", ".join(winners), file=out)
    return 0


def _play_round(game: YardGame, human: int | None, inp, out, bot: YardBot) -> None:
    r = game.round
    names = r.names
    trump = r.trump.symbol if r.trump is not None else "no trump"
    how = f" (the dealer's last card, {r.trump_card})" if r.trump_card is not None else ""
    total = f" of {game.rounds_total}" if game.rounds_total else ""
    print(f"\nRound {game.rounds_played + 1}{total}: dealer {names[r.dealer]}, trump {trump}{how}",
          file=out)
    if human is not None:
        print(f"Your hand: {r.hand(human)}", file=out)
    while r.phase == "bidding":
        p = r.turn
        assert p is not None  # someone is to bid while the bidding goes on
        if p == human:
            b = _ask_bid(r, inp, out)
        else:
            b = bot.choose_bid(r)
        game.bid(b)
        print(f"{names[p]}: bid {b}", file=out)
    print("Bids: " + ", ".join(f"{names[p]} {b}" for p, b in enumerate(r.bids_by_player))
          + f" (total {sum(r.bids)} for {r.tricks_total} tricks)", file=out)
    while r.phase == "play":
        p = r.turn
        card = _ask_card(r, inp, out) if p == human else bot.choose_card(r)
        game.play(card)
        if not r.current_trick.cards:  # the trick was completed
            t = r.tricks[-1]
            assert t.winner is not None  # a completed trick has a winner
            print(f"Trick {len(r.tricks)}: {_trick_text(t, names)} — won by {names[t.winner]}",
                  file=out)
    print("Taken: " + ", ".join(f"{names[p]} {t}/{b}" for p, (t, b) in
                                enumerate(zip(r.taken, r.bids_by_player))), file=out)


def _trick_text(t, names: Sequence[str]) -> str:
    return ", ".join(f"{names[p]} {c}" for p, c in t.plays)


def _ask_bid(r, inp, out) -> int:
    bad = r.forbidden_bid()
    note = f", not {bad}" if bad is not None else ""
    while True:
        text = _read(inp, out, f"Your bid (0–{r.tricks_total}{note}): ")
        if not (text.isascii() and text.isdigit() and len(text) <= 2):
            print(f"{brief(text)} is not a number of tricks: bid from 0 to {r.tricks_total}",
                  file=out)
            continue
        try:
            return r.check_bid(int(text))
        except BridgeError as exc:
            print(one_line(str(exc)), file=out)


def _ask_card(r, inp, out) -> Card:
    legal = r.legal_cards()
    trick = r.current_trick
    if trick.cards:
        print(f"  on the table: {_trick_text(trick, r.names)}", file=out)
    print(f"  your hand: {r.hand(r.turn)}; you took {r.tricks_won(r.turn)} of "
          f"{r.bid_of(r.turn)}", file=out)
    print("  legal: " + "  ".join(f"{i}:{c}" for i, c in enumerate(legal, 1)), file=out)
    while True:
        text = _read(inp, out, "Your card: ")
        try:
            if text.isdigit() and 1 <= int(text) <= len(legal):
                return legal[int(text) - 1]
            return r.check(Card.from_str(text))
        except (BridgeError, InvalidNotation) as exc:
            print(one_line(str(exc)), file=out)
