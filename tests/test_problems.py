"""Declarer problems (bridgelib.problems): the engine, the shipped problems, bad input.

Every claim a problem makes is checked here with the double-dummy solver, and the
checks that matter most talk to DDS through endplay *directly*, not through the
engine's own choice of cards:

- in every allowed layout, declarer can make the contract after the opening lead;
- after the stored solution line, declarer can still make it in every layout
  (the defence playing double dummy in that layout);
- after each stored wrong line, in at least one layout declarer cannot;
- the engine's worst-layout defence, met by the solution line and declarer's
  single-dummy continuation, lets the contract make, and beats every wrong line.
"""

from __future__ import annotations

import pytest

from bridgelib import Card, Deal, Play, Seat, Suit
from bridgelib.errors import IllegalPlay, InvalidNotation
from bridgelib.problems import (LEVELS, Problem, ProblemSession, all_problems, get_problem,
                                load_level, parse_problems, replay_line)

endplay = pytest.importorskip("endplay")

PROBLEMS = all_problems()
IDS = [p.key for p in PROBLEMS]


# ---------------------------------------------------------------- an independent DD referee
def _ep_deal(deal: Deal, problem: Problem):
    from endplay.types import Deal as EDeal, Denom, Player

    ed = EDeal(deal.pbn(Seat.NORTH))
    ed.trump = {"S": Denom.spades, "H": Denom.hearts, "D": Denom.diamonds, "C": Denom.clubs,
                "NT": Denom.nt}[problem.contract.strain.letter]
    ed.first = Player.west  # South declares: West leads
    return ed


def _ep_card(c: Card):
    from endplay.types import Card as ECard

    return ECard(c.pbn())


class Referee:
    """Plays a deal card by card with endplay alone and asks DDS for the tricks."""

    def __init__(self, deal: Deal, problem: Problem):
        self.ed = _ep_deal(deal, problem)
        self.ns_tricks = 0
        self.played = 0

    def ns_to_play(self) -> bool:
        return int(self.ed.curplayer) in (0, 2)  # endplay: N E S W = 0 1 2 3

    def play(self, c: Card) -> None:
        self.ed.play(_ep_card(c))  # endplay refuses a card that is not held
        self.played += 1
        if self.played % 4 == 0 and int(self.ed.first) in (0, 2):
            self.ns_tricks += 1  # after a trick endplay's ``first`` is its winner

    def best_ns_total(self) -> int:
        """NS tricks won so far plus DDS's best for NS from here."""
        from endplay.dds import solve_board

        if self.played == 52:
            return self.ns_tricks
        best = max(v for _, v in solve_board(self.ed))  # for the side to play
        left = 13 - self.played // 4
        return self.ns_tricks + (best if self.ns_to_play() else left - best)

    def defend(self) -> Card:
        """The defender's card that leaves NS fewest tricks (ties: lowest rank)."""
        from endplay.dds import solve_board

        res = list(solve_board(self.ed))
        best = max(v for _, v in res)  # the defenders' tricks from here
        cards = [Card.from_str(f"{'SHDC'[int(c.suit)]}{c.rank.abbr}") for c, v in res if v == best]
        return min(cards, key=lambda c: (c.rank, c.suit))


def referee_after_line(problem: Problem, deal: Deal, line) -> int:
    """NS's DD total after ``line`` (NS cards) with the defence DD in ``deal``."""
    ref = Referee(deal, problem)
    ref.play(problem.lead)
    pending = list(line)
    while pending:
        if ref.ns_to_play():
            ref.play(pending.pop(0))
        else:
            ref.play(ref.defend())
    return ref.best_ns_total()


# ---------------------------------------------------------------- the data
def test_three_levels_of_at_least_five_problems():
    assert LEVELS == (1, 2, 3)
    for level in LEVELS:
        problems = load_level(level)
        assert len(problems) >= 5
        assert [p.number for p in problems] == list(range(1, len(problems) + 1))
        assert all(p.level == level for p in problems)


@pytest.mark.parametrize("problem", PROBLEMS, ids=IDS)
def test_problem_is_complete(problem):
    assert problem.title and problem.theme and problem.intro and problem.hint
    assert len(problem.solution) > 100
    assert problem.line and problem.wrong_lines
    assert len(problem.layouts) >= 2, "the defence needs a choice of layouts"
    assert problem.contract.declarer is Seat.SOUTH
    # the seen hands are the same in every layout, and West holds the lead
    for d in problem.layouts:
        assert d[Seat.NORTH] == problem.hand(Seat.NORTH)
        assert problem.lead in d[Seat.WEST]


@pytest.mark.parametrize("problem", PROBLEMS, ids=IDS)
def test_contract_can_make_in_every_layout(problem):
    """DDS (directly): declarer can make the contract after the lead in each layout."""
    for i, d in enumerate(problem.layouts, 1):
        assert referee_after_line(problem, d, []) >= problem.target, f"layout {i}"


@pytest.mark.parametrize("problem", PROBLEMS, ids=IDS)
def test_solution_line_keeps_the_contract_in_every_layout(problem):
    """DDS (directly): after the stored line, the contract still makes in every layout."""
    for i, d in enumerate(problem.layouts, 1):
        assert referee_after_line(problem, d, problem.line) >= problem.target, f"layout {i}"


@pytest.mark.parametrize("problem", PROBLEMS, ids=IDS)
def test_every_wrong_line_fails_in_some_layout(problem):
    """DDS (directly): each typical wrong line leaves some layout where it cannot make."""
    for label, line in problem.wrong_lines:
        totals = [referee_after_line(problem, d, line) for d in problem.layouts]
        assert min(totals) < problem.target, (label, totals)


@pytest.mark.parametrize("problem", PROBLEMS, ids=IDS)
def test_solution_beats_the_worst_layout_defence(problem):
    """The engine's adaptive defence against the line (then declarer's single-dummy
    play, safest over the layouts still possible) cannot beat the contract, and in
    each fixed layout the line, played out single dummy, makes."""
    tricks, cards = replay_line(problem, problem.line)
    assert tricks >= problem.target
    assert len(cards) == 52
    for d in problem.layouts:
        assert replay_line(problem, problem.line, d)[0] >= problem.target


@pytest.mark.parametrize("problem", PROBLEMS, ids=IDS)
def test_the_defence_beats_each_wrong_line(problem):
    for label, line in problem.wrong_lines:
        tricks, _ = replay_line(problem, line)
        assert tricks < problem.target, label


# ---------------------------------------------------------------- the session
def test_session_plays_the_lead_and_waits_for_declarer():
    s = ProblemSession(get_problem(1, 1))
    assert s.cards_played == (Card.from_str("CK"),)
    assert s.turn is Seat.NORTH  # dummy plays second to the first trick
    assert not s.solved and not s.show_solution and not s.is_over


def test_illegal_card_is_refused_and_nothing_changes():
    s = ProblemSession(get_problem(1, 1))
    before = s.cards_played
    with pytest.raises(IllegalPlay) as exc:
        s.play("D2")  # dummy must follow to the club lead (Law 44C)
    assert exc.value.law == 44
    with pytest.raises(IllegalPlay) as exc:
        s.play("HK")  # a defender's card: refused without saying who holds it
    assert exc.value.law == 45
    assert "West" not in str(exc.value) and "East" not in str(exc.value)
    with pytest.raises(InvalidNotation):
        s.play("Z9")
    assert s.cards_played == before


def test_hidden_hands_stay_hidden_until_the_end():
    s = ProblemSession(get_problem(1, 1))
    with pytest.raises(IllegalPlay):
        s.hand(Seat.EAST)
    with pytest.raises(IllegalPlay):
        s.layout()
    with pytest.raises(IllegalPlay):
        s.solution  # noqa: B018
    assert s.hidden_count(Seat.EAST) == 13 and s.hidden_count(Seat.WEST) == 12
    with pytest.raises(IllegalPlay):
        get_problem(1, 1).hand(Seat.WEST)


def _allows(deal, p, cards) -> bool:
    try:
        Play(deal, p.contract, cards)
    except IllegalPlay:
        return False
    return True


def test_solving_a_problem_then_restart():
    p = get_problem(1, 1)
    s = ProblemSession(p)
    _, cards = replay_line(p, p.line)  # the line, then declarer's safest cards
    record = next(Play(d, p.contract, cards) for d in p.layouts if _allows(d, p, cards))
    ours = [c for seat, c in record if seat in (Seat.NORTH, Seat.SOUTH)]
    for c in ours:
        s.play(c)
    assert s.is_over and s.solved and s.declarer_tricks >= 12
    assert s.solution == p.solution and "Solution" in s.to_text()
    assert s.layout() in p.layouts
    s.restart()
    assert s.attempts == 2 and not s.solved and len(s.cards_played) == 1


def test_the_defence_adapts_to_the_wrong_line():
    """Cash diamonds before drawing trumps: a defender ruffs (layouts 2 and 3 allow it)."""
    p = get_problem(1, 1)
    s = ProblemSession(p)
    for c in ("CA", "C2", "DA", "D3", "DK", "D4", "DQ", "H2"):
        s.play(c)
    trick = s.play_state.tricks[-1]
    assert trick.winner in (Seat.EAST, Seat.WEST)  # the third diamond was ruffed
    assert trick.winning_card.suit.letter == "S"


def test_give_up_shows_the_solution_and_stops_play():
    p = get_problem(2, 1)
    s = ProblemSession(p)
    text = s.give_up()
    assert text == p.solution and s.show_solution and s.is_over and not s.solved
    assert s.legal_cards() == []
    with pytest.raises(IllegalPlay):
        s.play("C2")
    assert "Given up" in s.status and p.solution in repr(s)


def test_text_form_shows_only_what_declarer_sees():
    p = get_problem(1, 2)
    text = repr(ProblemSession(p))
    assert "West: 12 hidden cards" in text and "East: 13 hidden cards" in text
    west = p.layouts[0][Seat.WEST]
    assert str(west) not in text
    assert p.solution not in text


# ---------------------------------------------------------------- bad input
def test_unknown_level_and_number():
    with pytest.raises(InvalidNotation, match="no problem level 4"):
        load_level(4)
    with pytest.raises(InvalidNotation, match="no problem 99"):
        get_problem(1, 99)


GOOD = """[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]
[Layout2 "N:AKQJ.T98.765.432 T98.765.432.AKQ7 765.432.AKQJ.T98 432.AKQJ.T98.J65"]
[Declarer "S"]
[Contract "1NT"]
[Problem "1"]
[Lead "HA"]
[SolutionLine "H8 H2"]
"""


def test_parse_a_minimal_problem():
    (p,) = parse_problems(GOOD, 1)
    assert p.target == 7 and len(p.layouts) == 2 and p.lead == Card.from_str("HA")


@pytest.mark.parametrize("change, message", [
    (("[Lead \"HA\"]", "[Lead \"SA\"]"), "does not hold the opening lead"),
    (("[Lead \"HA\"]", "[Lead \"H1\"]"), "is not a card"),
    (("[Declarer \"S\"]", "[Declarer \"N\"]"), "South declares"),
    (("[Problem \"1\"]", "[Problem \"one\"]"), "numeric Problem tag"),
    (("T98.765.432.AKQ7", "T98.765.432.AKQ2"), "dealt twice"),
    (("T98.765.432.AKQ7 765.432.AKQJ.T98 432.AKQJ.T98.J65",
      "T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"), "same deal"),
    (("[SolutionLine \"H8 H2\"]", "[SolutionLine \"H8 X2\"]"), "is not a card"),
])
def test_bad_problem_data_is_refused(change, message):
    text = GOOD.replace(*change)
    assert text != GOOD
    with pytest.raises(InvalidNotation, match=message):
        parse_problems(text, 1)


def test_layout_that_changes_a_seen_hand_is_refused():
    text = GOOD.replace(
        "N:AKQJ.T98.765.432 T98.765.432.AKQ7 765.432.AKQJ.T98 432.AKQJ.T98.J65",
        "N:AKQJ.T98.765.743 T98.765.432.AKQ2 765.432.AKQJ.T98 432.AKQJ.T98.J65")
    assert text != GOOD
    with pytest.raises(InvalidNotation, match="other cards than layout 1"):
        parse_problems(text, 1)


# ---------------------------------------------------------------- the command line
def test_cli_lists_the_problems(capsys):
    from bridgelib.cli import main

    assert main(["problem", "--list"]) == 0
    out = capsys.readouterr().out
    assert out.count("Level ") == 3 and "Draw trumps first" in out and "A simple squeeze" in out


def test_cli_plays_cards_and_shows_only_the_seen_hands(capsys):
    from bridgelib.cli import main

    assert main(["problem", "--level", "1", "--number", "1", "--play", "CA C2"]) == 0
    out = capsys.readouterr().out
    assert "West: 12 hidden cards" in out and "Solution" not in out
    assert main(["problem", "--level", "1", "--number", "1", "--give-up"]) == 0
    assert get_problem(1, 1).solution in capsys.readouterr().out


@pytest.mark.parametrize("argv, words", [
    (["problem", "--level", "1", "--number", "1", "--play", "D2"], "must follow suit"),
    (["problem", "--level", "1", "--number", "1", "--play", "HK"], "does not hold"),
    (["problem", "--level", "2", "--number", "9"], "no problem 9"),
    (["problem", "--level", "4"], "invalid choice"),
    (["problem", "--number", "0"], "at least 1"),
    (["problem", "--number", "x"], "whole number"),
])
def test_cli_errors_are_one_line(capsys, argv, words):
    from bridgelib.cli import main

    assert main(argv) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1 and "Traceback" not in err


def test_cli_interactive_session():
    import argparse
    import io

    from bridgelib.cli.cmd_problem import run

    args = argparse.Namespace(level=1, number=1, list=False, play=None, give_up=False)
    out = io.StringIO()
    rc = run(args, stdin=io.StringIO("CA\nD4\nC2\nh\nr\ng\n"), stdout=out)
    text = out.getvalue()
    assert rc == 1  # given up
    assert "must follow suit" in text  # D4 refused, the session went on
    assert "Hint: " + get_problem(1, 1).hint in text
    assert "Try again (attempt 2)" in text and get_problem(1, 1).solution in text
    # solving from the command line ends with exit code 0
    p = get_problem(1, 1)
    _, cards = replay_line(p, p.line)
    record = next(Play(d, p.contract, cards) for d in p.layouts if _allows(d, p, cards))
    ours = "\n".join(c.pbn() for seat, c in record if seat in (Seat.NORTH, Seat.SOUTH))
    out = io.StringIO()
    assert run(args, stdin=io.StringIO(ours + "\n"), stdout=out) == 0
    assert "Solved" in out.getvalue() and p.solution in out.getvalue()


NUMBER_WORDS = {"six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11,
                "twelve": 12, "thirteen": 13}


@pytest.mark.parametrize("problem", PROBLEMS, ids=IDS)
def test_counts_in_the_texts_are_the_engines(problem):
    """"N top tricks" in a problem's text is North–South's count of sure tricks
    (bridgelib.analysis.technique.sure_tricks: top cards in an unbroken run, at most
    the longer hand's length), not a number typed by hand."""
    import re

    from bridgelib import Suit
    from bridgelib.analysis import technique

    n, s = problem.hand(Seat.NORTH), problem.hand(Seat.SOUTH)
    sure = sum(technique.sure_tricks(n, s, suit) for suit in Suit)
    for text in (problem.intro, problem.solution, problem.hint):
        for word in re.findall(r"\b(\w+) (?:top|sure) tricks\b", text, flags=re.I):
            assert NUMBER_WORDS[word.lower()] == sure, (word, text)


def test_play_line_plays_in_turn_and_stops_at_a_refusal():
    p = get_problem(1, 3)
    s = ProblemSession(p).play_line("C4 CA H2 HA")
    assert len(s.cards_played) == 8 and s.turn is Seat.NORTH
    with pytest.raises(IllegalPlay):
        s.play_line(["H5", "D2"])  # South must follow to hearts after dummy's ♥5
    assert len(s.cards_played) == 10 and s.turn is Seat.SOUTH


def test_the_auction_places_the_club_king_in_problem_1_2():
    """Problem 1.2's solution reasons from West's opening (about 12 points, as lesson 03
    teaches): the defenders hold 14 points; without the ♣K West could hold at most 11;
    so every layout gives West the king and an opening hand with five spades."""
    p = get_problem(1, 2)
    ours = p.hand(Seat.NORTH).hcp + p.hand(Seat.SOUTH).hcp
    assert 40 - ours == 14 and "14 high-card points" in p.solution
    club_king = Card.from_str("CK")
    d0 = p.layouts[0]
    without_king = d0[Seat.WEST].hcp + d0[Seat.EAST].hcp - 3  # the king is worth 3
    assert without_king == 11 and "at most 11" in p.solution
    for d in p.layouts:
        west = d[Seat.WEST]
        assert club_king in west and west.hcp >= 12 and west.length(Suit.SPADES) >= 5


def test_layouts_are_fixed_only_as_cards_are_seen():
    """All layouts stay possible until a card tells them apart; try again meets the same
    defence (the session is deterministic)."""
    p = get_problem(1, 1)
    s = ProblemSession(p)
    assert len(s._layouts) == len(p.layouts)
    s.play_line("CA C2")  # East's club: every layout gives East a small club
    assert len(s._layouts) == len(p.layouts)
    first = s.play_line("DA D3 DK D4 DQ H2").cards_played
    assert len(s._layouts) < len(p.layouts)  # the ruff showed which defender was short
    s.restart()
    assert s.play_line("CA C2 DA D3 DK D4 DQ H2").cards_played == first
