"""``bridge two``: bridge for two played from the command line (issue 17: "Bridge for two:
playable in the table view and from the command line, not only through the Python API")."""

from __future__ import annotations

import io
import subprocess
import sys

from bridgelib.cli import build_parser
from bridgelib.cli.cmd_two import play_rubber
from bridgelib.games.two import TwoPlayerRubber
from bridgelib.table import Seat


def _run(argv, text=""):
    args = build_parser().parse_args(argv)
    out = io.StringIO()
    rc = args.func(args, stdin=io.StringIO(text), stdout=out)
    return rc, out.getvalue()


def test_the_computer_plays_a_whole_rubber_on_the_scorepad():
    rc, out = _run(["two", "--auto", "--seed", "3"])
    assert rc == 0 and "The rubber is over." in out
    # the rubber ends when one side has won two games: the pad says who, as the engine does
    r = TwoPlayerRubber(seed=3, human=None)
    while not r.is_over:
        r.next_deal()
    assert str(r.pad) in out


def test_a_learner_deals_chooses_bids_and_plays_one_deal():
    # South deals first: choose open dummies, open 1♣ (the dealer may not pass at first), then
    # pass whenever asked and always play the first legal card
    rc, out = _run(["two", "--seed", "5", "--deals", "1"], "open\n" + "1\n" * 200)
    assert rc == 0
    assert "Deal 1:" in out and "Dummies: open" in out


def test_refusals_are_one_line_and_the_game_goes_on():
    # the dealer's first call may not be a pass (the honeymoon-bridge text); "ZZ" is no call
    rc, out = _run(["two", "--seed", "5", "--deals", "1"], "open\nPass\nZZ\n1C\n" + "1\n" * 200)
    assert rc == 0
    assert "may not pass at his first call" in out
    assert "Traceback" not in out and "Deal 1:" in out


def test_q_stops_and_shows_the_pad():
    rc, out = _run(["two", "--seed", "5"], "q\n")
    assert rc == 1 and "Game stopped." in out


def test_a_closed_dummy_stays_hidden_from_the_learner():
    r = TwoPlayerRubber(seed=5, human=Seat.SOUTH)
    r.choose_dummy("closed")
    shown = r.game.to_text(Seat.SOUTH)
    for seat in (Seat.NORTH, Seat.EAST, Seat.WEST):  # only South's own hand is face up
        hand = r.game.deal[seat]
        assert not all(str(c) in shown for c in hand)
    out = io.StringIO()
    rc = play_rubber(r, inp=io.StringIO("1\n" * 300 + "\n" * 300), out=out, deals=1)
    assert rc == 0 and "Deal 1:" in out.getvalue()


def test_the_command_line_gives_one_line_and_exit_2_for_bad_options():
    p = subprocess.run([sys.executable, "-m", "bridgelib", "two", "--deals", "0"],
                       capture_output=True, text=True, timeout=60)
    assert p.returncode == 2 and "Traceback" not in p.stderr
    assert len(p.stderr.strip().splitlines()) == 1
