"""Yard bridge and bridge for two on the table, against the computer."""

from __future__ import annotations

import random
import re

import pytest

pytest.importorskip("anywidget")

from bridgelib import Card, Seat  # noqa: E402
from bridgelib.widgets import PlayAgainstComputer  # noqa: E402


def cards(html):
    return {Card.from_str(x) for x in re.findall(r"data-act='card:(\w\w)'", html)}


def calls(html):
    return set(re.findall(r"data-act='call:(\w+)'", html))


def faces(html):
    return set(re.findall(r'class="bl-face[^"]*"[^>]*aria-label="([^"]+)"', html))


def hand_faces(html):
    """Face-up cards in the hands (not on the table in the middle)."""
    on_table = {Card.from_str(x).to_text() for x in re.findall(r"trick-card card-(\w\w)", html)}
    return faces(html) - on_table


@pytest.mark.parametrize("players", [3, 4])
def test_a_yard_round_on_the_table(players):
    v = PlayAgainstComputer("yard", seed=3, players=players)
    s = v.session
    r = s.round
    assert len(re.findall(r"class='bl-seat ", v.html)) == players
    rng = random.Random(1)
    while not s.is_over:
        assert s.learner_turn
        # only the learner's hand is face up (and the cards on the table)
        table = {c.to_text() for _, c in zip(range(99), r.current_trick.cards)}
        last = set(c.to_text() for c in r.tricks[-1].cards) if r.tricks else set()
        assert faces(v.html) <= {c.to_text() for c in r.hand(0)} | table | last
        if r.phase == "bidding":
            assert {int(b) for b in calls(v.html)} == set(r.legal_bids())
            v.click(f"call:{rng.choice(sorted(calls(v.html)))}")
        else:
            assert cards(v.html) == set(r.legal_cards())
            v.click(f"card:{rng.choice(sorted(cards(v.html))).pbn()}")
        assert v.message == ""
    assert "Round over. Points:" in v.html
    v.click("tool:undo")
    assert not s.is_over  # the last card is taken back


def test_a_deal_of_bridge_for_two_on_the_table():
    v = PlayAgainstComputer("two", seed=3)
    s = v.session
    assert "play-undo" not in v.html  # the rubber keeps no undo
    rng = random.Random(2)
    for _ in range(40):
        g = s.game
        if g.phase == "over":
            break
        if "tool:open" in v.html:
            v.click("tool:closed")
            continue
        if "tool:blind" in v.html:
            v.click("tool:blind")
            continue
        if g.phase == "auction":
            assert calls(v.html) == {c.pbn() for c in g.auction.legal_calls()}
            v.click("call:Pass" if "Pass" in calls(v.html) else f"call:{sorted(calls(v.html))[0]}")
        else:
            assert cards(v.html) == set(g.legal_cards())
            v.click(f"card:{rng.choice(sorted(cards(v.html))).pbn()}")
        assert v.message == "", v.message
        # closed dummies: no dummy's card is ever face up except on the table
        if g.mode is not None and g.mode.value == "closed" and g.play is not None:
            shown = hand_faces(v.html)
            assert shown == {c.to_text() for c in g.play.hand(Seat.SOUTH)}
            assert len(shown) == len(g.play.hand(Seat.SOUTH))
