"""The replayer's plain stepping logic: frames of four-hand deals and records, marks, static HTML."""

from __future__ import annotations

import random
import re

import pytest

from bridgelib import Auction, Card, Deal, Play, Seat, Vulnerability
from bridgelib.errors import IllegalPlay, InvalidNotation
from bridgelib.replay import (FourHandSource, Frame, Replay, frame_from_state, frame_html,
                              replay_html, replay_source)

DEAL = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
AUCTION = Auction.from_str("N", "P P 1S P 2S P P P")  # South declares 2♠, West leads


def full_play(deal, contract, seed=0):
    rng = random.Random(seed)
    p = Play(deal, contract)
    while not p.is_complete:
        p.play(rng.choice(p.legal_cards()))
    return p


def source(cards="HA H8 H5 H2 HK", **kw):
    return FourHandSource(DEAL, AUCTION, cards, **kw)


def test_steps_labels_and_bounds():
    r = Replay(source())
    assert len(r) == 1 + 8 + 5
    assert r.frame.label == "Deal: North deals" and r.frame.phase == "deal"
    assert not r.back() and r.index == 0
    r.forward()
    assert r.frame.label == "Auction: North passes" and r.frame.calls == (("N", AUCTION.calls[0]),)
    r.goto(3)
    assert r.frame.label == "Auction: South bids 1♠"
    r.last()
    assert not r.forward() and r.at_end
    with pytest.raises(InvalidNotation, match="step 14 does not exist"):
        r.goto(14)
    with pytest.raises(InvalidNotation):
        r.goto(-1)


def test_trick_shown_forward_and_back():
    r = Replay(source())
    r.goto_trick(1)
    assert r.frame.trick == (("W", Card.from_str("HA")),) and r.frame.winner is None
    for _ in range(3):
        r.forward()
    f = r.frame
    assert f.trick_text == "W ♥A, N ♥8, E ♥5, S ♥2 → West" and f.winner == "W"
    assert f.score == "North–South 0 tricks, East–West 1"
    r.back()
    assert r.frame.trick_text == "W ♥A, N ♥8, E ♥5" and r.frame.winner is None
    r.last()
    assert r.frame.trick_text == "W ♥K" and r.frame.trick_number == 2


def test_hands_shrink_as_cards_are_played():
    r = Replay(source())
    r.last()
    assert len(r.frame.hands["W"]) == 11 and len(r.frame.hands["N"]) == 12
    assert Card.from_str("HA") not in r.frame.hands["W"]


def test_closed_hands_follow_the_table():
    r = Replay(source())
    assert r.frame.closed == frozenset("NESW")  # before the play nothing is faced
    r.goto_trick(1)
    assert r.frame.closed == frozenset("ESW")  # dummy (North) is faced after the lead
    hidden = frame_html(r.frame, open_hands=False)
    assert hidden.count("(hidden)") == 3
    assert frame_html(r.frame, open_hands=True).count("(hidden)") == 0


def test_marks_and_jumps():
    r = Replay(source())
    assert [(m.label, m.index) for m in r.marks()] == [
        ("Deal", 0), ("Call 1: North Pass", 1), ("Call 2: East Pass", 2),
        ("Call 3: South 1♠", 3), ("Call 4: West Pass", 4), ("Call 5: North 2♠", 5),
        ("Call 6: East Pass", 6), ("Call 7: South Pass", 7), ("Call 8: West Pass", 8),
        ("Trick 1", 9), ("Trick 2", 13)]
    r.goto_call(3)
    assert r.index == 3
    r.goto_mark("Trick 2")
    assert r.index == 13
    with pytest.raises(InvalidNotation, match="'Trick 9' is not a place"):
        r.goto_mark("Trick 9")
    with pytest.raises(InvalidNotation):
        r.goto_call(40)


def test_comments_and_result_of_a_whole_deal():
    play = full_play(DEAL, AUCTION.contract, seed=3)
    src = FourHandSource(DEAL, AUCTION, play.cards_played, comments={9: "The ace of hearts."},
                         vulnerability=Vulnerability.BOTH)
    r = Replay(src)
    r.goto(9)
    assert r.frame.comment == "The ace of hearts."
    r.last()
    made = play.declarer_tricks
    assert f"North–South {made} tricks" in r.frame.score
    assert ("made" if made >= 8 else "down") in r.frame.score
    assert len(r.marks()) == 1 + 8 + 13


def test_an_illegal_card_sequence_is_refused():
    with pytest.raises(IllegalPlay, match="Law 44C"):
        FourHandSource(DEAL, AUCTION, "HA SA")
    with pytest.raises(InvalidNotation, match="no contract"):
        FourHandSource(DEAL, Auction.from_str("N", "1S"), "HA")


def test_random_deals_replay_in_step_with_the_engine():
    for seed in range(20):
        deal = Deal.random(seed=seed)
        auction = Auction.from_str(Seat(seed % 4), "1NT P P P")
        play = full_play(deal, auction.contract, seed)
        r = Replay(FourHandSource(deal, auction, play.cards_played))
        assert len(r) == 1 + 4 + 52
        r.last()
        assert sum(len(h) for h in r.frame.hands.values()) == 0
        # Each trick's winner agrees with the engine's.
        for t, m in zip(play.tricks, [m for m in r.marks() if m.label.startswith("Trick")]):
            r.goto(m.index + 3)
            assert r.frame.winner == t.winner.letter


def test_static_html_has_every_step_and_no_script():
    page = replay_html(source(), title="Demo")
    assert page.count("class='replay-step'") == 14
    assert "<script" not in page.lower() and "onclick" not in page.lower()
    assert "<h3>Demo</h3>" in page and "href='#step-9'" in page
    assert re.search(r"id='step-13'.*Trick 2: West leads", page, re.S)


def _honeymoon_start(**kw):
    """A real record step: the Sergey–Olga deal before its first action, changed by ``kw``."""
    from dataclasses import replace

    from bridgelib.records import load_bundled

    return replace(load_bundled("sergey-olga").cursor().state(), **kw)


def test_record_states_with_talon_trick_and_irregularity():
    from bridgelib.action import Action
    from bridgelib.games.honeymoon import Irregularity

    st0 = _honeymoon_start(talon=tuple(Card.from_str("C2") for _ in range(4)), comments=("Start",))
    irr = Irregularity("preliminary", 1, "Olga", "draw-out-of-turn", "Olga drew out of turn")
    st1 = _honeymoon_start(talon=st0.talon, index=1, action=Action.from_str("Sergey H2"),
                           trick=(("Sergey", Card.from_str("H2")),), trick_number=1,
                           irregularities=(irr,))
    f0, f1 = frame_from_state(st0, 0), frame_from_state(st1, 1)
    assert f0.talon == 4 and f0.comment == "Start" and f0.label == "Start: the deal"
    assert f1.trick == (("Sergey", Card.from_str("H2")),)
    assert f1.irregularities == (str(irr),) and "Olga drew out of turn" in f1.irregularities[0]
    html = frame_html(f1)
    assert "replay-irregularity" in html and "Olga drew out of turn" in html
    assert "Talon: 4 cards" in html and "Sergey" in html


def test_not_a_record():
    with pytest.raises(InvalidNotation, match="not a record the replayer can step through"):
        Replay(42)


def test_a_four_hand_record_frame_has_the_compass():
    from bridgelib.records import Record

    f = frame_from_state(Record.bridge(DEAL).cursor().state(), 0)
    assert isinstance(f, Frame) and f.compass is not None and f.compass[Seat.EAST] == DEAL[Seat.EAST]


# ---------------------------------------------------------------- the Sergey–Olga game (the honeymoon-bridge text)
@pytest.fixture(scope="module")
def sergey_olga():
    from bridgelib.records import load_bundled

    return Replay(load_bundled("sergey-olga"))


def test_sergey_olga_replays_every_step(sergey_olga):
    r = sergey_olga
    assert len(r) == 85 and r.title.startswith("Illustrative game")
    first = r.frame
    assert set(first.hands) == {"Sergey", "Olga"} and first.talon == 26
    assert all(len(h) == 13 for h in first.hands.values())
    r.goto(2)  # Olga's ♥4 wins the first preliminary trick
    assert r.frame.trick_text == "Sergey ♥2, Olga ♥4 → Olga"
    assert r.frame.label == "Preliminary trick 1: Olga ♥4"
    r.forward()
    assert r.frame.label == "Preliminary, after trick 1: Sergey draws ♠8" and r.frame.talon == 25


def test_sergey_olga_marks_auction_and_result(sergey_olga):
    r = sergey_olga
    labels = [m.label for m in r.marks()]
    assert labels[:3] == ["Start", "Preliminary trick 1", "Preliminary trick 2"]
    assert "Auction" in labels and "Trick 13" in labels and labels[-1] == "End"
    calls = [x for x in labels if x.startswith("Call ")]
    assert calls == ["Call 1: Olga 1♣", "Call 2: Sergey 1♥", "Call 3: Olga 1NT",
                     "Call 4: Sergey 2♥", "Call 5: Olga X", "Call 6: Sergey XX"]
    r.goto_mark("Auction")
    r.forward()
    assert r.frame.label == "Auction: Olga 1♣"
    r.last()
    f = r.frame
    assert f.contract == "2HXX by Sergey"
    assert f.score == "Score: Sergey +960, Olga -50"  # as the seed narrates
    assert f.trick_text == "Sergey ♠9, Olga ♠7 → Sergey"


def test_sergey_olga_irregularity_is_shown(sergey_olga):
    flagged = [f for f in sergey_olga.frames() if f.irregularities]
    assert len(flagged) == 1 and "out of turn" in flagged[0].irregularities[0]
    assert "replay-irregularity" in frame_html(flagged[0])


def test_sergey_olga_static_html(sergey_olga):
    page = replay_html(sergey_olga)
    assert page.count("class='replay-step'") == 85
    assert page.count("replay-irregularity") == 1
    assert "Score: Sergey +960, Olga -50" in page and "<script" not in page


def test_sergey_olga_refused_lead_at_main_trick_1_names_its_rule_and_law():
    # The honeymoon-bridge text: «Победивший в торговле игрок назначается разыгрывающим, он
    # имеет право сделать первый ход» — Sergey, the declarer, leads main trick 1 of the
    # Sergey–Olga game (the record's ♥Q).  A lead by Olga there is refused naming that rule
    # (main_opening_lead), quoting the text, and its Law (54: opening lead out of turn);
    # the game is as it was.
    from bridgelib.records import Cursor, load_bundled

    cur = Cursor(load_bundled("sergey-olga"))
    cur.goto_action("Sergey XX")                     # the auction ends: the main play begins
    assert str(cur.nodes[cur.position].action) == "Sergey ♥Q"
    game = cur.game()
    assert game.turn == "Sergey"
    before = game.state
    with pytest.raises(IllegalPlay) as e:
        game.play(game.hand("Olga").sorted_cards[0], "Olga")
    msg = str(e.value)
    assert "main trick 1" in msg and "main_opening_lead" in msg
    assert "Победивший в торговле игрок назначается разыгрывающим" in msg
    assert "Law 54" in msg and e.value.law == 54
    assert game.state is before and game.turn == "Sergey"
