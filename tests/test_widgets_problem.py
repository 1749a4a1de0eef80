"""The declarer-problem view (bridgelib.widgets.ProblemView), driven without a browser:
clicks reach ProblemSession and the picture shows what it returns."""

from __future__ import annotations

import re

import pytest

pytest.importorskip("anywidget")
pytest.importorskip("endplay")

from bridgelib import Play, Seat  # noqa: E402
from bridgelib.problems import get_problem, replay_line  # noqa: E402
from bridgelib.widgets import ProblemView  # noqa: E402


def clickable(view) -> set[str]:
    return set(re.findall(r"data-act='card:(\w+)'", view.html))


def test_only_the_legal_cards_are_clickable():
    view = ProblemView(1, 1)
    assert clickable(view) == {c.pbn() for c in view.session.legal_cards()} == {"CA", "C4"}
    view.click("card:CA")
    assert view.session.turn is Seat.SOUTH
    assert clickable(view) == {"C3", "C2"}  # South must follow to clubs (Law 44C)


def test_the_defenders_cards_stay_face_down():
    p = get_problem(2, 3)
    view = ProblemView(p)
    page = view.html + view.static_html()
    for layout in p.layouts:
        for seat in (Seat.EAST, Seat.WEST):
            for c in layout[seat]:
                if c != p.lead:
                    assert f"card-{c.pbn()}" not in page, c
    assert repr(view) == "ProblemView('2.3': 'Keep the danger hand off lead')"


def test_a_refused_card_shows_the_engine_message_and_changes_nothing():
    view = ProblemView(1, 1)
    before = view.session.cards_played
    view.click("card:D2")
    assert "must follow suit" in view.message and "Law 44C" in view.message
    assert view.session.cards_played == before
    assert "play-error" in view.html


def test_hint_give_up_and_try_again():
    p = get_problem(1, 3)
    view = ProblemView(p)
    assert "Solution:" not in view.html and "play-give-up" in view.html
    view.click("tool:hint")
    assert p.hint.split(",")[0] in view.html
    view.click("tool:give-up")
    assert "Solution:" in view.html and "play-give-up" not in view.html
    assert not clickable(view)
    layout = view.session.layout()  # the defenders' hands are shown once it is over
    assert all(f"card-{c.pbn()}" in view.html for c in layout[Seat.EAST])
    view.click("tool:again")
    assert "Solution:" not in view.html and view.session.attempts == 2
    assert len(view.session.cards_played) == 1


def test_solving_by_clicks_shows_the_solution():
    p = get_problem(1, 5)
    view = ProblemView(p)
    _, cards = replay_line(p, p.line)
    for d in p.layouts:
        try:
            record = Play(d, p.contract, cards)
            break
        except Exception:
            continue
    for seat, c in record:
        if seat in (Seat.NORTH, Seat.SOUTH):
            assert c.pbn() in clickable(view)
            view.click(f"card:{c.pbn()}")
    assert view.session.solved and "Solved" in view.html and "Solution:" in view.html
