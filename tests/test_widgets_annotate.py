"""The annotation editor: comments on calls, cards and tricks, variations checked by the
engine, and PBN with commentary that the project's reader reads back the same."""

from __future__ import annotations

import pytest

from bridgelib.errors import BridgeError, IllegalCall, IllegalPlay, InvalidNotation
from bridgelib.io import pbn
from bridgelib.widgets.annotations import AnnotatedDeal


def test_comments_on_a_call_a_card_and_a_trick_round_trip(tmp_path):
    d = AnnotatedDeal.bundled_example()
    assert d.kind(0) == "deal" and d.kind(3) == "call" and d.kind(d.first_card_step) == "card"
    d.add_comment(3, "South opens 1♠ with five spades.")
    lead = d.first_card_step
    d.add_comment(lead, "Top of a sequence: ♥A from ♥AKQJ.")
    on = d.add_comment(lead + 1, "West cashes the first trick.", on="trick")
    assert on == lead + 3  # kept on the trick's last card
    path = tmp_path / "annotated.pbn"
    d.save(path)
    text = path.read_text(encoding="utf-8")
    # PBN commentary: braces after the item, suit symbols as \S \H \D \C
    assert "1S {South opens 1\\S with five spades.}" in text
    assert "HA {Top of a sequence: \\HA from \\HAKQJ.}" in text
    # the project's reader reads it, and the comments are back at the same steps
    [rec] = pbn.loads(text)
    assert [c.text for c in rec.calls[2].comments] == ["South opens 1\\S with five spades."]
    again = AnnotatedDeal.from_file(path)
    assert again.all_comments() == {3: ["South opens 1♠ with five spades."],
                                    lead: ["Top of a sequence: ♥A from ♥AKQJ."],
                                    lead + 3: ["Trick 1: West cashes the first trick."]}
    assert again.to_pbn() == d.to_pbn()


def test_variations_must_be_legal_where_they_are_put():
    d = AnnotatedDeal.bundled_example()
    lead = d.first_card_step  # West to lead from ♠432 ♥AKQJ ♦T98 ♣765
    assert d.add_variation(lead, "SQ" if False else "S4") == "Better was ♠4"
    with pytest.raises(IllegalPlay, match="Law 45A"):
        d.add_variation(lead, "SQ")  # North's card, not West's
    with pytest.raises(IllegalPlay, match="Law 44C"):
        d.add_variation(lead + 1, "D5")  # North holds hearts: must follow
    with pytest.raises(InvalidNotation, match="the card played"):
        d.add_variation(lead, "HA")
    assert d.add_variation(3, "2S") == "Better was 2♠"  # South could have opened 2♠
    with pytest.raises(IllegalCall):
        d.add_variation(5, "1C")  # after 1♠, 1♣ is insufficient
    assert d.comments(lead) == ["Better was ♠4"]


def test_bad_input_is_refused_and_nothing_changes():
    d = AnnotatedDeal.bundled_example()
    before = d.to_pbn()
    for step, text in ((0, "x"), (3, "   "), (99, "x")):
        with pytest.raises(BridgeError):
            d.add_comment(step, text)
    with pytest.raises(InvalidNotation, match="no board with a deal"):
        AnnotatedDeal.from_text("[Event \"x\"]\n")
    with pytest.raises(InvalidNotation, match="characters long"):
        AnnotatedDeal.from_text("[" + "x" * 2_000_001)
    assert d.to_pbn() == before


def test_real_records_keep_their_commentary(data_dir):
    path = data_dir / "pbn" / "sample-with-notes-and-dd.pbn"
    d = AnnotatedDeal.from_file(path)
    d.add_comment(len(d) - 1, "The last card.")
    again = AnnotatedDeal.from_text(d.to_pbn())
    assert again.all_comments() == d.all_comments()
    # everything else in the record is unchanged
    assert pbn.loads(d.to_pbn())[0].deal == pbn.loads(path.read_text(encoding="utf-8"))[0].deal


def test_a_lin_record_opens():
    from pathlib import Path

    lin = next((Path(__file__).parent / "data" / "records" / "lin").glob("*.lin"))
    d = AnnotatedDeal.from_file(lin)
    assert len(d) > 1 and d.kind(1) == "call"


# ---------------------------------------------------------------- the view
def test_the_annotator_view(tmp_path):
    pytest.importorskip("anywidget")
    from bridgelib.widgets.annotator import Annotator

    a = Annotator(path=str(tmp_path / "a.pbn"))
    a.click("goto:9")
    a.click("annot:add", {"comment": "West leads ♥A", "on": "action"})
    assert "West leads ♥A" in a.html and "annot-remove" in a.html
    a.click("annot:variation", {"variation": "SJ"})
    assert "Law 45A" in a.html  # the engine's refusal shown
    a.click("annot:save", {"path": str(tmp_path / "a.pbn")})
    assert "Saved" in a.html and "annot-download" in a.html
    a.click("annot:remove:0")
    assert a.deal.comments(9) == []
    a.click("annot:reopen", {"path": str(tmp_path / "a.pbn")})
    assert a.deal.comments(9) == ["West leads ♥A"]
    a.click("upload:x.pbn", text=(tmp_path / "a.pbn").read_text(encoding="utf-8"))
    assert a.index == 0 and a.deal.comments(9) == ["West leads ♥A"]
