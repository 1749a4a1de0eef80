"""Issue 13, one record model: the duplicates it removed stay gone.

Each test reads the code or the objects, so it fails if a second copy comes back.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import bridgelib
from bridgelib.errors import InvalidNotation

PKG = Path(bridgelib.__file__).resolve().parent


def _source(folder: str) -> str:
    return "\n".join(p.read_text(encoding="utf-8") for p in sorted((PKG / folder).glob("*.py")))


def test_one_action_type_for_every_game():
    from bridgelib.action import Action, ActionKind
    from bridgelib.games import honeymoon
    from bridgelib import records

    assert honeymoon.Action is Action and records.Action is Action
    assert honeymoon.ActionKind is ActionKind and records.ActionKind is ActionKind
    # one definition in the package
    defs = [p for p in PKG.rglob("*.py") if re.search(r"^class Action\b", p.read_text("utf-8"), re.M)]
    assert [p.name for p in defs] == ["action.py"]


def test_an_action_names_a_seat_or_a_player():
    from bridgelib.action import Action
    from bridgelib.table import Seat

    assert Action.from_str("W HA").seat is Seat.WEST
    assert Action.from_str("Olga draws SK").seat is None


def test_the_record_tree_asks_the_game_form_not_is_honeymoon():
    text = _source("records")
    assert "is_honeymoon" not in text
    from bridgelib.records import load_bundled
    from bridgelib.records.forms import BRIDGE, HONEYMOON

    rec = load_bundled("sergey-olga")
    assert rec.form is HONEYMOON and rec.players == ("Sergey", "Olga")
    assert not hasattr(rec, "is_honeymoon")
    # honeymoon bridge: 2 cards a trick, 26 cards of preliminary play (the honeymoon-bridge text)
    assert (HONEYMOON.cards_per_trick, HONEYMOON.preliminary_cards) == (2, 26)
    assert (BRIDGE.cards_per_trick, BRIDGE.preliminary_cards, BRIDGE.seats) == (
        4, 0, ("N", "E", "S", "W"))


def test_an_unknown_game_is_refused_by_name():
    from bridgelib.records import Record

    rec = Record({"Game": "Canasta"})
    with pytest.raises(InvalidNotation, match="'Canasta' is not a game records know"):
        rec.players
