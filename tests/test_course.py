"""The lessons' display helpers: tables read as text and HTML, checks, figures as PNG."""

from __future__ import annotations

from fractions import Fraction

import pytest

from conftest import lesson_source

from bridgelib import Auction, Card, Deal, Hand, Play, Rank, Seat, Suit, course
from bridgelib.render import HTML


def test_table_has_text_and_html_forms():
    t = course.table([["a", 1], ["bb", True]], ["name", "value"])
    assert isinstance(t, HTML)
    assert str(t) == "name  value\na     1\nbb    yes"
    assert repr(t) == str(t)
    assert "<th" in t._repr_html_() and "<td style" in t._repr_html_()


def test_table_cells_read_naturally():
    t = course.table([[(4, 4, 3, 2), Fraction(1, 8), None, (Suit.HEARTS, Suit.CLUBS), False]])
    assert str(t) == "4-4-3-2  12.50%  —  ♥ ♣  no"


def test_html_of_bridge_values_is_their_own_diagram():
    t = course.table([[Card.from_str("HA")]])
    assert "color:#c00" in t._repr_html_()


def test_attributes_columns_self_methods_and_callables():
    hand = Hand.from_pbn("AKQ2.K52.J3.Q762")
    t = course.attributes([hand], "hcp", course.method("total_points", "shortness"), len)
    assert str(t).splitlines() == ["HCP  total points (shortness)  len", "15   16                        13"]
    t = course.attributes([Rank.ACE], "self", header=["rank"])
    assert str(t).splitlines()[1] == "A"


def test_headers_are_words_a_learner_reads():
    """No attribute name (``name_en``, ``is_major``) reaches a learner as a column header."""
    from bridgelib import Suit
    t = course.attributes([Suit.SPADES], "symbol", "name_en", "name_ru", "is_major")
    head = str(t).splitlines()[0]
    assert "_" not in head and "English name" in head and "major suit?" in head


def test_parsed_shows_refusals_with_the_libraries_message():
    lines = str(course.parsed(Card.from_str, ["♠Q", "Z9"], "ru")).splitlines()
    assert lines[0].split("  ")[0] == "you write" and "Card.from_str" not in str(lines)
    assert lines[1].split()[:3] == ["♠Q", "♠Q", "пД"]
    assert "refused: 'Z9' is not a card" in lines[2]


def test_show_puts_values_side_by_side():
    shown = course.show(Hand.from_pbn("AKQ2.K52.J3.Q762"), course.table([["x"]]), titles=["hand"])
    assert shown._repr_html_().count("<td style='vertical-align:top") == 2
    assert repr(shown).startswith("hand:\n♠ A K Q 2")


def test_check_accepts_right_answers_and_explains_wrong_ones():
    assert course.check(16, 16, "HCP") == "✓ HCP: 16 is right."
    assert course.check([1, 2], (1, 2), "pair").startswith("✓")
    with pytest.raises(AssertionError, match=r"HCP: 15 is not right yet. Hint: count the jack"):
        course.check(15, 16, "HCP", hint="count the jack")
    with pytest.raises(AssertionError):
        course.check(1, True, "a boolean is not a number")
    with pytest.raises(AssertionError, match="no answer yet"):
        course.check(..., 3)


def test_percent():
    assert course.percent(Fraction(1, 3)) == "33.33%"
    assert course.percent(Fraction(1, 10**5)) == "0.001%"
    assert course.percent(1) == "100.00%"


def test_x_notation_and_hcp_breakdown():
    hand = Hand.from_str("п: AKQ ч: Т5 б: 98765 т: ДВ32")
    assert course.x_notation(hand) == "п: ххх ч: хх б: ххххх т: хххх"
    lines = str(course.hcp_breakdown(hand)).splitlines()
    assert lines[1].split() == ["♠", "A", "K", "Q", "A=4", "+", "K=3", "+", "Q=2", "9"]
    assert lines[-1].split() == ["total", "16"]


def test_roles_follow_the_contract():
    play = Play(Deal.random(seed=1), "4SS")
    rows = str(course.roles(play)).splitlines()[1:]
    assert [r.split()[:2] for r in rows] == [["North", "dummy"], ["East", "defender"],
                                             ["South", "declarer"], ["West", "defender"]]
    assert "makes the opening lead" in rows[3]


def test_trick_from_text():
    t = course.trick("W", "H5 HK S2 HA", trump="S")
    assert t.winner is Seat.EAST and t.trump is Suit.SPADES
    assert course.trick("N", "CA C2 C3 C4").winner is Seat.NORTH


def test_verdicts_never_change_the_auction():
    auction = Auction.from_str("N", "1H P")
    before = auction.copy()
    lines = str(course.verdicts(auction, ["1S", "1D", "X"])).splitlines()
    assert auction == before
    assert lines[1].split()[1] == "legal"
    assert "Law 27" in lines[2] and lines[2].split()[-1] == "27"
    assert "Law 19A1" in lines[3]


def test_evaluation_table_uses_the_seeds_rule_and_a_system():
    lines = str(course.evaluation_table([Hand.from_pbn("AKJ52.KQ3.A2.J54")])).splitlines()
    assert "yes" in lines[1].split() and "1♠" in lines[1].split()


def test_probability_table_puts_exact_and_simulated_side_by_side():
    t = course.probability_table({"a": Fraction(3, 4), "b": Fraction(1, 4)}, {"a": Fraction(1, 2)},
                                 label="key")
    assert str(t).splitlines() == ["key  exact   simulated", "a    75.00%  50.00%",
                                   "b    25.00%  0.00%"]


@pytest.mark.parametrize("make", [
    lambda: course.deck_figure(36),
    lambda: course.compare_figure({1: Fraction(1, 2), 2: Fraction(1, 2)}, {1: Fraction(1)},
                                  title="t", xlabel="x", numeric=True, mark_from=2),
    lambda: course.tricks_figure({"4SS": {9: 3, 10: 1}}, title="t"),
    lambda: course.ladder_figure(Auction.from_str("N", "1H P 2H")),
])
def test_figures_are_deterministic_png(make):
    fig = make()
    png = fig._repr_png_()
    assert png.startswith(b"\x89PNG") and png == make()._repr_png_()
    assert repr(fig).startswith("[figure: ")


def test_short_table_cells_stay_on_one_line_and_long_ones_wrap():
    # a shape such as 4-4-4-1 or a convention's name broken over two lines is hard to read;
    # a sentence (what a call shows) is what should wrap in a narrow window
    long = "Takeout double: opening values counting shortness, short in hearts"
    html = course.table([["4-4-4-1", "takeout double", long]], ["shape", "convention",
                                                                 "what it shows"])._repr_html_()
    cells = html.split("<td ")[1:]
    assert "nowrap" in cells[0] and "nowrap" in cells[1]
    assert "nowrap" not in cells[2] and long in cells[2]


def test_ladder_caption_names_the_auction():
    assert repr(course.ladder_figure(Auction.from_str("N", "1H P 2H"))) == \
        "[figure: bids still allowed after 1H Pass 2H]"


def test_tables_nest_as_html_inside_show():
    shown = course.show(course.table([["x"]], ["col"]))
    assert "<table class=\"bl-table\"" in shown._repr_html_()


def test_lesson_04_prose_about_its_four_tricks_is_what_the_engine_says():
    """Lesson 04 narrates the four tricks of cell ``four-tricks``; each claim checked here.

    "In the second trick East has no hearts and throws the ace of clubs: a discard, so North's
    king wins. In the third, East trumps with the smallest spade and beats both heart honours.
    In the fourth, North has no hearts and ruffs with the ♠3 before East plays; East ... can only
    underruff with the ♠2, so North's small trump wins."
    """
    src = lesson_source("04-tricks-and-play")
    assert 'course.trick("W", "H5 HK CA H3")' in src and 'course.trick("W", "H5 S3 S2 HA", trump="S")' in src
    assert "North overtrumps East" not in src
    second = course.trick("W", "H5 HK CA H3")
    assert second.cards[2] == Card.from_str("CA") and second.players[2] is Seat.EAST
    assert second.winner is Seat.NORTH and second.winning_card == Card.from_str("HK")
    third = course.trick("W", "H5 HK S2 HA", trump="S")
    assert third.winner is Seat.EAST and third.winning_card == Card.from_str("S2")
    fourth = course.trick("W", "H5 S3 S2 HA", trump="S")
    assert fourth.players[1] is Seat.NORTH and fourth.cards[1] == Card.from_str("S3")
    assert fourth.players[2] is Seat.EAST and fourth.cards[2] == Card.from_str("S2")
    assert fourth.cards[2].rank < fourth.cards[1].rank       # East's trump is lower: an underruff
    assert fourth.winner is Seat.NORTH


def test_lesson_05_prose_about_its_doubles_and_declarers_is_what_the_engine_says():
    """Lesson 05: "After West doubles South's two hearts, North may not double ... but may
    redouble his side's doubled bid, or bid on" (it once spoke of East, whose turn the cell
    does not judge); and of the three auctions of cell ``declarer``: "North opens one heart
    and South jumps to four: North declares. In the second, South bids one spade and North
    raises to two: South, who named spades first, declares. The third auction is the example
    of our Russian source, where South opened one no-trump" (it once called that the second).
    """
    from bridgelib.errors import IllegalCall

    src = lesson_source("05-the-auction")
    assert 'auction.extend(["1H", "P", "2H"])' in src and 'auction.call("X")' in src
    assert "East may not double again" not in src
    doubled = Auction.from_str("N", "1H P 2H X")
    assert doubled.turn is Seat.NORTH
    with pytest.raises(IllegalCall):
        doubled.call("X")
    doubled.call("XX")                                        # legal: no error
    Auction.from_str("N", "1H P 2H X").call("3H")             # legal: no error

    assert ('Auction.from_str("N", "1H P 4H P P P"),\n                   Auction.from_str("N", '
            '"1C 1H 1S 2H 2S P P P"),\n                   Auction.from_str("S", "1NT X XX 2H P P P")'
            in src)
    assert "The third\n# auction is the example of our Russian source" in src
    assert Auction.from_str("N", "1H P 4H P P P").declarer is Seat.NORTH
    second = Auction.from_str("N", "1C 1H 1S 2H 2S P P P")
    assert (second.seat_of(2), second.calls[2].pbn()) == (Seat.SOUTH, "1S")
    assert (second.seat_of(4), second.calls[4].pbn()) == (Seat.NORTH, "2S")
    assert second.declarer is Seat.SOUTH
    third = Auction.from_str("S", "1NT X XX 2H P P P")
    assert third.dealer is Seat.SOUTH and third.calls[0].pbn() == "1NT"
