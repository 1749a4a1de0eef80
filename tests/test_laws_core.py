"""Editions, rulings and the texts of the laws (data)."""

import pytest

from bridgelib.errors import InvalidNotation
from bridgelib.laws import Edition, Option, Ruling, all_law_texts, law_text
from bridgelib.laws.core import read_toml
from bridgelib.table import Seat


def test_editions():
    assert Edition.from_str("seed") is Edition.SEED is Edition.from_str("1997")
    assert Edition.from_str(Edition.LAWS_2017) is Edition.LAWS_2017
    with pytest.raises(InvalidNotation):
        Edition.from_str("1935")


def test_law_texts_cover_the_modelled_laws():
    texts = all_law_texts()
    for n in (26, 27, 29, 30, 31, 32, 42, 43, 48, 50, 51, 53, 54, 55, 56, 59, 61, 62, 63, 64,
              68, 69, 70, 71):
        assert texts[n].title and len(texts[n].summary) > 40
    # the seed's pages (laws 43–90 with gaps) provide the Russian text of these
    assert all(texts[n].seed for n in (43, 50, 53, 54, 59, 60, 64, 68, 71))
    assert texts[27].seed is None and "not in the laws text" in texts[27].edition_note.lower()
    assert law_text("64A2") is texts[64]
    assert "1997" in law_text(64).edition_note or "extra trick" in law_text(64).edition_note
    with pytest.raises(InvalidNotation, match="not a law this package describes"):
        law_text(12)


def test_ruling_rendering():
    r = Ruling("54", "East led out of turn", options=(Option("accept", Seat.SOUTH, "54B", "take it"),),
               edition_note="same in both")
    assert str(r) == "Law 54: East led out of turn" and r.option_keys == ("accept",)
    assert "option accept: South — take it (Law 54B)" in r.to_text()
    html = r._repr_html_()
    assert "<b>Law 54</b>" in html and "accept" in html and "Editions" in html


def test_toml_errors_name_the_line():
    with pytest.raises(InvalidNotation) as e:
        read_toml('a = 1\nb = [\n', "f.toml")
    assert e.value.source == "f.toml" and e.value.line is not None
