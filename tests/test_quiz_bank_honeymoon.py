"""The honeymoon-bridge bank: every answer agrees with the engine, the Sergey–Olga record
or the honeymoon-bridge text.

Each question's ``facts`` name the situation its answer follows from.  Situations about
who acts are set up in a real game (the bundled Sergey–Olga record, replayed up to the
right point under the question's preset) and the engine says who is to act or what is
legal; scores come from :func:`bridgelib.scoring.honeymoon.seed_score`; a quoted rule
must be in the honeymoon-bridge text word for word.  A few answers are also spelled out by hand from the
seed's text.
"""

from __future__ import annotations

import pytest

from conftest import source_text

from bridgelib import PASS, Contract, Deal, Seat
from bridgelib.games.honeymoon import ActionKind, HoneymoonGame, Phase
from bridgelib.quiz import Quiz, load_bank
from bridgelib.quiz.questions import MultipleChoice, Numeric, Order
from bridgelib.records import load_bundled
from bridgelib.scoring.honeymoon import seed_score

BANK = load_bank("honeymoon")
QUESTIONS = {q.id: q for q in BANK.questions}
RECORD = load_bundled("sergey-olga")
ACTIONS = [node.action for node in RECORD.mainline()]


def game_until(preset: str, action: str) -> HoneymoonGame:
    """The record's game under ``preset``, replayed up to and including ``action``."""
    cursor = RECORD.cursor(preset)
    cursor.goto_action(action)
    return cursor.game()


def after_the_draws(preset: str) -> HoneymoonGame:
    game = RECORD.new_game(preset)
    for a in ACTIONS:
        if a.kind is ActionKind.CALL:
            break
        game.apply(a, lenient=True)
    return game


def seed_text() -> str:
    return source_text("honeymoon")


def chosen(q: MultipleChoice) -> str:
    return q.choices[q.answer]


def engine_answer(q):
    """What the engine says; for a choice, the player's name or "Yes"/"No" it must start with."""
    f = q.facts
    situation = f.get("situation")
    if "seed_contract" in f:
        score = seed_score(Contract.from_str(f["seed_contract"]), f["seed_tricks"])
        points = score.declarer_points if f["who"] == "declarer" else score.opponent_points
        return points * f.get("sign", 1)
    if situation == "talon":
        sizes = {len(HoneymoonGame.random(s).talon) for s in range(5)}
        assert len(sizes) == 1
        return sizes.pop()
    if situation == "first-lead":
        turns = {HoneymoonGame.random(s, dealer=f["dealer"], rules=r).turn
                 for s in range(3) for r in ("seed", "standard")}
        assert len(turns) == 1, "both presets let the non-dealer lead first"
        return turns.pop()
    if situation == "draw-first":
        game = game_until(f["preset"], "Olga H4")
        trick = game.preliminary_tricks[-1]
        assert (trick.leader, trick.winner) == ("Sergey", "Olga"), "the prompt's trick"
        assert game.expected_kind is ActionKind.DRAW
        return game.turn
    if situation == "auction-opener":
        game = after_the_draws(f["preset"])
        assert game.phase is Phase.AUCTION and game.dealer == "Olga"
        assert game.preliminary_tricks[-1].winner == "Sergey", "the prompt's last trick"
        return game.turn
    if situation == "after-redouble":
        game = game_until(f["preset"], "Sergey XX")
        return "Yes" if game.auction_ended else "No"
    if situation == "main-lead":
        game = game_until(f["preset"], "Sergey XX")
        if not game.auction_ended:
            game.call("Pass", "Olga")
        assert (game.declarer, game.contract.pbn()) == ("Sergey", "2HXX")
        assert game.expected_kind is ActionKind.CARD
        return game.turn
    if situation == "may-trump":
        game = game_until(f["preset"], "Sergey SA")
        held = {c.pbn() for c in game.hand("Olga")}
        assert {"SK", "S7", "HJ"} <= held and game.contract.strain.symbol == "♥"
        return "Yes" if game.is_legal("Olga HJ") else "No"
    if situation == "two-dealer-pass":
        from bridgelib.games.two import TwoPlayerAuction

        calls = TwoPlayerAuction(Seat.SOUTH).legal_calls()
        assert calls and all(c.is_bid for c in calls)  # the dealer has bids to choose from
        return "Yes" if PASS in calls else "No"
    if situation == "two-first-pass":
        from bridgelib.games.two import TwoPlayerAuction

        a = TwoPlayerAuction(Seat.SOUTH)
        for c in f["calls"].split():
            a.call(c)
        if not a.is_complete:
            return f"{a.turn.name_en} calls again"
        assert (a.contract.pbn(), a.contract.declarer.letter) == (f["final"], f["by"])
        return "The auction is over"
    if situation == "two-dummy-chooser":
        from bridgelib.errors import IllegalAction
        from bridgelib.games.two import TwoPlayerGame

        game = TwoPlayerGame(Deal.random(1), dealer=Seat.WEST)
        assert game.phase == "dummy-choice" and game.turn_player is Seat.WEST
        with pytest.raises(IllegalAction):
            game.choose_dummy("open", Seat.SOUTH)  # the dealer's opponent may not
        game.choose_dummy("closed", Seat.WEST)
        return "The dealer"
    if situation == "chinese-in-hand":
        from bridgelib.games.chinese import ChineseDeal

        kept = {len(ChineseDeal.deal(dealer=d, seed=s).hand(p))
                for d in (0, 1) for s in range(3) for p in (0, 1)}
        assert len(kept) == 1
        return kept.pop()
    raise AssertionError(f"{q.id}: no fact to check the answer against")


CHECKED = sorted(qid for qid, q in QUESTIONS.items()
                 if "seed_quote" not in q.facts and q.facts.get("situation") != "phases")


@pytest.mark.parametrize("qid", CHECKED)
def test_answer_agrees_with_the_engine(qid):
    q = QUESTIONS[qid]
    expected = engine_answer(q)
    if isinstance(q, MultipleChoice):
        assert chosen(q).split(",")[0].split(":")[0] == expected, (chosen(q), expected)
        for i, text in enumerate(q.choices):
            if i != q.answer:
                assert not text.startswith(str(expected)), f"{qid}: choice {i} is right too"
    else:
        assert isinstance(q, Numeric) and q.answer == expected
    assert q.check(q.answer).correct


@pytest.mark.parametrize("qid", sorted(QUESTIONS))
def test_wrong_answers_are_wrong(qid):
    q = QUESTIONS[qid]
    if isinstance(q, MultipleChoice):
        wrong = [i for i in range(len(q.choices)) if i != q.answer]
    elif isinstance(q, Numeric):
        wrong = list(q.why_wrong)
    else:
        wrong = [list(reversed(q.items))]
    assert wrong, f"{qid} has no wrong answer to try"
    for w in wrong:
        assert not q.check(w).correct


def test_the_phases_are_the_engines_phases_in_order():
    q = QUESTIONS["phases"]
    assert isinstance(q, Order)
    game = RECORD.new_game("seed")
    seen = [game.phase]
    for a in ACTIONS:
        game.apply(a, lenient=True)
        if game.phase is not seen[-1]:
            seen.append(game.phase)
    assert seen == [Phase.PRELIMINARY, Phase.AUCTION, Phase.MAIN, Phase.OVER]
    words = ["deal", "preliminary", "auction", "main", "score"]
    assert [w for w, item in zip(words, q.items) if w in item] == words


def test_quoted_rules_are_in_the_honeymoon_bridge_text():
    text = " ".join(seed_text().split())
    quoted = [q.facts["seed_quote"] for q in BANK.questions if "seed_quote" in q.facts]
    assert quoted
    for quote in quoted:
        assert quote in text
    for q in BANK.questions:          # every «…» quotation in an explanation is the seed's
        for part in q.explanation.split("«")[1:]:
            inner = part.split("»")[0]
            for piece in inner.split(" … "):
                assert piece in text, (q.id, piece)


def test_answers_by_hand_from_the_seed():
    """Seed 000: 52 − 26 = 26 in the talon; 3♥ with ten tricks 300 and with seven 60 to the
    opponent; 2♥ redoubled with eight tricks 960; the failed double 50."""
    assert QUESTIONS["talon-size"].answer == 52 - 2 * 13
    assert QUESTIONS["seed-score-3h"].answer == 10 * 30
    assert QUESTIONS["seed-score-down"].answer == 2 * 30
    assert QUESTIONS["seed-score-2hxx"].answer == 8 * 30 * 4
    assert QUESTIONS["failed-double"].answer == 50


def test_the_quiz_runs():
    quiz = Quiz.from_bank("honeymoon", lesson="10a-honeymoon-bridge-deal")
    assert len(quiz) == len(BANK.questions) >= 12
    assert quiz.answer(0, 26).correct and not quiz.answer(1, 0).correct
    assert quiz.score.correct == 1 and quiz.score.answered == 2
