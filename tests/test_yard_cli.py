"""``bridge yard``: bot-only games, an interactive game from injected input."""

import io
import re
import sys

from bridgelib.cli import main
from bridgelib.games.yard import YARD_FOUR, YardGame
from bridgelib.cli.cmd_yard import play_game


def test_auto_game_four_players(capsys):
    assert main(["yard", "--auto", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "Round 4 of 4" in out and "Round 5" not in out
    assert out.count("Trick 9:") == 4 and "Trick 10:" not in out
    assert re.search(r"Winners?: Bot", out)
    # the dealer's restriction: in every round the four bids do not total 9
    for total in re.findall(r"\(total (\d+) for 9 tricks\)", out):
        assert int(total) != 9


def test_auto_game_is_repeatable_and_three_players(capsys):
    main(["yard", "--auto", "--seed", "8", "--players", "3"])
    first = capsys.readouterr().out
    main(["yard", "--auto", "--seed", "8", "--players", "3"])
    assert capsys.readouterr().out == first
    assert "12 cards each" in first and "Trick 12:" in first and "Round 3 of 3" in first


def test_agreed_trump_and_literal_scoring(capsys):
    main(["yard", "--auto", "--seed", "2", "--trump", "H", "--literal-scoring"])
    out = capsys.readouterr().out
    assert out.count("trump ♥") == 4 and "dealer's last card" not in out
    main(["yard", "--auto", "--seed", "2", "--trump", "none", "--circles", "2"])
    out = capsys.readouterr().out
    assert out.count("trump no trump") == 8


def test_without_seed_prints_one(capsys):
    main(["yard", "--auto"])
    assert "repeat with --seed" in capsys.readouterr().out


def test_interactive_game_from_injected_input(monkeypatch, capsys):
    # junk, an impossible bid, then numbers until one is accepted, then always card 1
    lines = ["x", "99"] + [str(i) for i in range(10)] + ["1"] * 200
    monkeypatch.setattr(sys, "stdin", io.StringIO("\n".join(lines) + "\n"))
    assert main(["yard", "--seed", "3", "--name", "Ann"]) == 0
    out = capsys.readouterr().out
    assert "'x' is not a number of tricks" in out
    assert "cannot bid 99: a bid is a number of tricks from 0 to 9" in out
    assert "Your hand:" in out and "Round  Ann" in out  # the table header
    # round 1: Ann deals and bids last; the prompt names the one forbidden number,
    # which makes the bids total 9
    first = out.split("Round 2")[0]
    bots = [int(b) for b in re.findall(r"Bot \d: bid (\d)", first)]
    assert len(bots) == 3
    if sum(bots) <= 9:
        assert f"not {9 - sum(bots)})" in first


def test_quitting_and_end_of_input():
    game = YardGame(YARD_FOUR, seed=1)
    out = io.StringIO()
    assert play_game(game, human=1, inp=io.StringIO("q\n"), out=out) == 1
    assert "Game stopped." in out.getvalue()
    out = io.StringIO()
    assert play_game(YardGame(YARD_FOUR, seed=1), human=1, inp=io.StringIO(""), out=out) == 1
    assert "(end of input)" in out.getvalue()


def test_human_card_by_name_and_refusal():
    game = YardGame(YARD_FOUR, seed=5)

    # answer every prompt with an illegal card first, then the first legal card
    class Feeder(io.StringIO):
        def readline(self, size=-1):
            r = game.round
            if r.phase == "bidding":
                return f"{r.legal_bids()[0]}\n"
            self.flip = not getattr(self, "flip", False)
            if self.flip:
                return "S2\n"      # not in the 36-card pack
            return r.legal_cards()[0].pbn() + "\n"
    out = io.StringIO()
    assert play_game(game, human=0, inp=Feeder(), out=out) == 0
    assert "cannot play ♠2" in out.getvalue() or "not in the 36-card pack" in out.getvalue()
