"""'Try it' cells as controls: every choice re-runs the engine; refusals show the rule."""

from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

from bridgelib import Auction  # noqa: E402
from bridgelib.widgets.tryit import TryIt  # noqa: E402


def test_each_choice_shows_what_the_engine_makes_of_it():
    view = TryIt(lambda bid: Auction("N", ["1S", "P", bid]), ["2H", "1H", "X"],
                 label="West's call")
    assert repr(view) == "TryIt(\"West's call\")"
    assert "bl-auction" in view.result.value and "bl-refusal" not in view.result.value
    view.choose("1H")  # insufficient over 1♠ (Law 27)
    assert "Refused by the rules:" in view.result.value and "Law 27" in view.result.value
    view.choose("X")  # doubling partner's bid (Law 19A)
    assert "Law 19" in view.result.value
    view.choose("2H")
    assert "bl-refusal" not in view.result.value
    assert view.static_html().startswith("<b>West&#x27;s call:</b>")


def test_a_text_box_when_there_are_no_choices():
    view = TryIt(lambda text: Auction("N", text.split()), None, label="Calls", value="1NT P")
    assert "bl-auction" in view.result.value
    view.choose("1NT 1S")
    assert "insufficient" in view.result.value
