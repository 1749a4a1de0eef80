"""Annotated records: the tree, the text form (line-numbered errors, lossless), the cursor."""

from __future__ import annotations

import pytest

from bridgelib import Card, Deal, InvalidNotation
from bridgelib.records import (Action, Cursor, Record, dumps, load, load_bundled, loads, loads_all,
                               normalize_comment)
from bridgelib.records import DATA_DIR

C = Card.from_str
HANDS = {"Sergey": "Q.AT932.T52.KJ94", "Olga": "5.J7654.983.AQT8"}
TALON = "S8 SK S2 DJ DA HK H8 ST D6 S3 DK D4 S6 S4 D7 HQ C2 DQ C5 SJ SA C6 S9 C3 S7 C7"
HEAD = """[Game "Honeymoon"]
[Players "Sergey Olga"]
[Dealer "Olga"]
[Deal "Sergey:Q.AT932.T52.KJ94 Olga:5.J7654.983.AQT8"]
[Talon "S8 SK S2 DJ DA HK H8 ST D6 S3 DK D4 S6 S4 D7 HQ C2 DQ C5 SJ SA C6 S9 C3 S7 C7"]
"""


def small():
    rec = Record.honeymoon(HANDS, TALON, dealer="Olga", tags={"Event": 'A "quoted" event'})
    n = rec.add_main_variation("Sergey H2", comment="Smallest card.")
    n = n.add_main_variation("Olga H4")
    n.parent.add_variation("Olga HJ", starting_comment="What if?", comment="Wins with the jack.")
    n = n.add_main_variation("Sergey draws S8")
    n.add_main_variation("Olga draws SK", comment="a } brace and a \\ backslash")
    return rec


# ---------------------------------------------------------------- tree
def test_tree_navigation_and_editing():
    rec = small()
    main = list(rec.mainline())
    assert [n.action.text() for n in main] == ["Sergey H2", "Olga H4", "Sergey draws S8",
                                               "Olga draws SK"]
    alt = main[0].variations[1]
    assert not alt.is_mainline() and main[3].is_mainline() and alt.ply == 2
    assert alt.starting_comments == ["What if?"] and alt.comment == "Wins with the jack."
    assert rec.end() is main[-1] and main[-1].root is rec and main[2].path() == main[:3]
    main[0].promote_to_main(alt)
    assert [n.action.text() for n in rec.mainline()] == ["Sergey H2", "Olga HJ"]
    main[0].remove_variation(alt)
    assert len(main[0].variations) == 1
    assert [n.action.text() for n in rec.walk() if n.action][:2] == ["Sergey H2", "Olga H4"]


def test_node_state_replays_from_the_root():
    rec = small()
    st = rec.end().state()
    assert st.index == 4 and st.talon_size == 24 and st.turn == "Olga"   # Olga won, leads
    assert C("S8") in st.hands["Sergey"] and C("SK") in st.hands["Olga"]
    assert st.last_trick.plays == (("Sergey", C("H2")), ("Olga", C("H4")))
    assert st.last_trick.draws == (("Sergey", C("S8")), ("Olga", C("SK")))
    assert st.comments == ("a } brace and a \\ backslash",)


def test_comments_are_normalized():
    assert normalize_comment("a\n  b\n \n c  ") == "a b\n\nc"
    rec = small()
    rec.add_comment("  ")
    assert rec.comments == []


# ---------------------------------------------------------------- text: round trip
def test_round_trip_is_lossless():
    rec = small()
    text = dumps(rec)
    again = loads(text)
    assert again == rec and dumps(again) == text
    assert again.tags["Event"] == 'A "quoted" event'
    assert text.splitlines()[-2:] == [
        "P1. Sergey H2 {Smallest card.} Olga H4 ( {What if?} Olga HJ {Wins with the jack.} )",
        "Sergey draws S8 Olga draws SK {a \\} brace and a \\\\ backslash} *"]


def test_bundled_record_is_in_canonical_form():
    path = DATA_DIR / "sergey-olga.txt"
    text = path.read_text(encoding="utf-8")
    rec = load(path)
    assert dumps(rec) == text
    assert loads(dumps(rec)) == rec == load_bundled("Sergey_Olga")


def test_equality_sees_every_difference():
    a, b = small(), small()
    assert a == b
    b.end().comments.append("extra")
    assert a != b
    b = small()
    b.set_tag("Event", "other")
    assert a != b


# ---------------------------------------------------------------- text: errors with line numbers
@pytest.mark.parametrize("movetext,line,match", [
    ("P1. Sergey H2\nOlga SA", 8, "cannot play ♠A: Olga does not hold it"),
    ("P1. Sergey H2 Olga H4\nSergey draws SK", 8, "draws the top card"),
    ("P1. Sergey H2 Olga H4\nIvan draws S8", 8, "not a player"),
    ("P1. Sergey H2 Olga H4 Sergey\n", 7, "not followed"),
    ("P2. Sergey H2", 7, "should read P1."),
    ("P1. Sergey H2 M1. Olga H4", 7, "does not start a trick"),
    ("P1. Sergey H2 {never closed\n\n", 7, "never closed"),
    ("( Sergey H2 )", 7, "must follow the action"),
    ("P1. Sergey H2 ( Sergey H3", 7, "never closed"),
    ("P1. Sergey H2 )", 7, "closes no variation"),
    ("Sergey 2H", 7, "too early"),
    ("P1. Sergey 2H", 7, "should read A."),
    ("P1. Sergey H2 Olga H4 Sergey draws 2H", 7, "not a card"),
])
def test_reader_errors_name_the_line(movetext, line, match):
    with pytest.raises(InvalidNotation, match=match) as e:
        loads(HEAD + "\n" + movetext, source="t.txt")
    assert e.value.line == line and str(e.value).startswith(f"t.txt, line {line}: ")


@pytest.mark.parametrize("tags,line,match", [
    (HEAD.replace('"Olga"]', '"Ivan"]'), 3, "not one of the players"),
    (HEAD.replace("AQT8", "AQT"), 4, "dealt 12 cards"),
    (HEAD.replace(" C7\"", " CK\""), 5, "twice"),
    (HEAD.replace("S8 SK", "S8 ZZ"), 5, "not a card"),
    (HEAD.replace('[Dealer "Olga"]', '[Dealer "Olga"'), 3, "not a tag pair"),
    (HEAD + '[Dealer "Olga"]\n', 6, "twice"),
    (HEAD.replace("Honeymoon", "Chess"), 1, "not a game"),
])
def test_reader_tag_errors_name_the_line(tags, line, match):
    with pytest.raises(InvalidNotation, match=match) as e:
        loads(tags + "\nP1. Sergey H2 *")
    assert e.value.line == line


def test_several_records_and_one():
    one = dumps(small())
    assert len(loads_all(one + "\n" + one)) == 2
    with pytest.raises(InvalidNotation, match="expected one record, found 2"):
        loads(one + one)
    with pytest.raises(InvalidNotation, match="starts with its tags"):
        loads("Sergey H2")
    assert loads_all("% only a directive\n") == []


def test_semicolon_comments_and_markers_are_optional():
    rec = loads(HEAD + "Sergey H2 ; a comment to the end of the line\nOlga H4 *")
    assert [n.action.text() for n in rec.mainline()] == ["Sergey H2", "Olga H4"]
    assert rec.next.comments == ["a comment to the end of the line"]


# ---------------------------------------------------------------- cursor
def test_cursor_steps_and_jumps():
    cur = Cursor(load_bundled("sergey-olga"))
    assert len(cur) == 13 * 4 + 6 + 26 and cur.at_start and cur.node is cur.record
    assert cur.back().index == 0                        # stays at the start
    st = cur.goto(2)
    assert st.last_trick.winner == "Olga" and st.turn == "Sergey" and st.trick == ()
    st = cur.forward()
    assert st.action == Action.of_draw("Sergey", "S8") and st.talon_size == 25
    st = cur.goto(52 + 4)                               # after the 4th call
    assert [c.pbn() for _, c in st.auction] == ["1C", "1H", "1NT", "2H"]
    assert st.phase == "auction" and st.contract is None and st.scores is None
    st = cur.goto(52 + 6 + 8)                           # Olga's ♥J at main trick 4
    assert st.action == Action.of_card("Olga", "HJ") and st.tricks == {"Sergey": 3, "Olga": 1}
    assert "pique" not in st.comment and "Law 44C" in st.comment
    st = cur.goto(-1)
    assert cur.at_end and st.scores == {"Sergey": 960, "Olga": -50} and st.phase == "over"
    assert cur.forward().index == len(cur)
    with pytest.raises(InvalidNotation, match="outside"):
        cur.goto(len(cur) + 1)


def test_cursor_irregularities_at_their_step_under_standard_rules():
    cur = Cursor(load_bundled("sergey-olga"), "standard")
    steps = [(st.index, i.kind) for st in cur.states() for i in st.irregularities]
    assert (52 + 6 + 1, "auction-not-ended") in steps and (52 + 6 + 1, "lead-out-of-turn") in steps
    assert len(steps) == 17


def test_variation_cursor_and_node_cursor():
    rec = load_bundled("sergey-olga")
    alt = next(n for n in rec.walk() if n.starting_comments)
    assert alt.action == Action.of_card("Olga", "S7")
    cur = alt.cursor("standard")
    st = cur.state()
    assert st.last_trick.winner == "Sergey" and st.tricks == {"Sergey": 4, "Olga": 0}
    assert [i.kind for i in st.irregularities] == []


# ---------------------------------------------------------------- four-hand records
def test_four_hand_record_round_trip_and_state():
    deal = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
    rec = Record.bridge(deal, dealer="N", vulnerability="NS", tags={"Board": "5"})
    node = rec
    for a in ("N 1S", "E Pass", "S 2S", "W Pass", "N 4S", "E Pass", "S Pass", "W Pass"):
        node = node.add_main_variation(a)
    node.add_comment("A simple auction.")
    for a in ("E CA", "S C8", "W C5", "N C2"):
        node = node.add_main_variation(a)
    cur = rec.cursor()
    st = cur.goto(-1)
    assert st.contract == "4S" and st.declarer == "N" and st.tricks == {"NS": 0, "EW": 1}
    assert st.turn == "E" and st.phase == "main" and len(st.hands["N"]) == 12
    text = dumps(rec)
    assert "A. N 1S E Pass" in text and "M1. E CA" in text
    assert loads(text) == rec
    with pytest.raises(InvalidNotation, match="line 9"):
        loads(text.replace("E CA", "E SA"))
