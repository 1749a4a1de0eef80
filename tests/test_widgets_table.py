"""The bridge table (render/table.py, widgets/table.py): what is clickable, what is
never sent to the browser, the step bar, zoom and the static picture.

Expected sets come from the rules (follow suit when you can) or from the engine's own
answers where the test's point is that the view shows exactly what the engine says.
"""

from __future__ import annotations

import json
import random
import re

import pytest

pytest.importorskip("anywidget")

from bridgelib import Auction, Card, Deal  # noqa: E402
from bridgelib.games.two import TwoPlayerGame  # noqa: E402
from bridgelib.games.yard import YARD_FOUR, YARD_THREE, YardRound  # noqa: E402
from bridgelib.records import load_bundled  # noqa: E402
from bridgelib.render.table import (Choice, SeatView, TableView, table_html,  # noqa: E402
                                    two_view, yard_view)
from bridgelib.replay import FourHandSource  # noqa: E402
from bridgelib.table import Seat  # noqa: E402
from bridgelib.widgets import PlayAgainstComputer, Replayer, Table  # noqa: E402
from bridgelib.widgets.practice import HoneymoonPractice  # noqa: E402

DEAL = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")


def clickable(html: str) -> set[Card]:
    return {Card.from_str(x) for x in re.findall(r"data-act='card:(\w\w)'", html)}


def calls_enabled(html: str) -> set[str]:
    return set(re.findall(r"data-act='call:([\w]+)'", html))


def shown_faces(html: str) -> set[str]:
    """Every card face in the picture, by its spoken name (aria-label)."""
    return set(re.findall(r'class="bl-face[^"]*"[^>]*aria-label="([^"]+)"', html))


def follow_suit(hand, led) -> set[Card]:
    """The rule (Law 44C): follow suit if you can, else any card."""
    same = {c for c in hand if led is not None and c.suit is led}
    return same or set(hand)


# ---------------------------------------------------------------- legal cards only
def test_clickable_cards_follow_suit_through_a_whole_declarer_deal():
    view = PlayAgainstComputer(seed=1)
    s = view.session
    rng = random.Random(7)
    steps = 0
    while not s.is_over:
        play = s.play
        hand = play.hand(play.turn)
        led = play.current_trick.suit_led if play.current_trick.cards else None
        assert clickable(view.html) == follow_suit(hand, led) == set(play.legal_cards())
        # the others are greyed, each with the engine's reason
        greyed = re.findall(r"bl-illegal card-(\w\w)' aria-disabled='true' title='([^']*)'", view.html)
        assert {Card.from_str(c) for c, _ in greyed} == set(hand) - set(play.legal_cards())
        assert all("Law 44C" in why for _, why in greyed)
        view.click(f"card:{rng.choice(sorted(clickable(view.html))).pbn()}")
        assert view.message == ""
        steps += 1
    assert steps == 26 and clickable(view.html) == set()
    assert "made" in view.html or "down" in view.html


def test_a_refused_card_changes_nothing_and_shows_the_rule():
    view = PlayAgainstComputer(seed=1)
    s = view.session
    before = s.play.cards_played
    hand = s.play.hand(s.play.turn)
    illegal = next(c for c in hand if c not in s.play.legal_cards())
    view.click(f"card:{illegal.pbn()}")
    assert s.play.cards_played == before
    assert "must follow suit" in view.message and "Law 44C" in view.message
    assert "play-error" in view.html and "must follow suit" in view.html
    good = s.play.legal_cards()[0]
    view.click(f"card:{good.pbn()}")
    assert len(s.play.cards_played) > len(before) and "play-error" not in view.html
    view.click("tool:undo")
    assert s.play.cards_played == before


def test_honeymoon_cards_and_calls_clickable_are_the_engines():
    class FirstLegal:
        def choose(self, game):
            return game.legal_actions()[0]

    view = PlayAgainstComputer(HoneymoonPractice.from_seed(4, bot=FirstLegal()))
    s = view.session
    seen_call = False
    for _ in range(80):
        if s.is_over:
            break
        if s.wants_call:
            seen_call = True
            legal = {c.pbn() for c in s.game.legal_calls()}
            assert calls_enabled(view.html) == legal and clickable(view.html) == set()
            view.click(f"call:{sorted(legal)[0]}")
        else:
            assert clickable(view.html) == set(s.game.legal_cards())
            assert calls_enabled(view.html) == set()
            view.click(f"card:{sorted(clickable(view.html))[0].pbn()}")
        assert view.message == "", view.message
    assert seen_call


# ---------------------------------------------------------------- hidden hands never leave Python
def _hidden_cards(session) -> set[Card]:
    frame = session.frame()
    return {c for p, h in frame.hands.items() if p in frame.closed for c in h}


@pytest.mark.parametrize("make", [lambda: PlayAgainstComputer(seed=3),
                                  lambda: PlayAgainstComputer("honeymoon", seed=10, rules="seed")])
def test_face_down_cards_are_neither_in_the_widget_state_nor_the_static_picture(make):
    view = make()
    for _ in range(6):
        hidden = _hidden_cards(view.session)
        assert hidden
        state = json.dumps(view.get_state(), ensure_ascii=False)
        static = view._repr_mimebundle_()["text/html"]
        for text in (state, static):
            faces = shown_faces(text if text is static else view.html)
            assert not {c.to_text() for c in hidden} & faces
            for c in hidden:
                assert f"card-{c.pbn()}" not in text and f"card:{c.pbn()}" not in text
        cards = clickable(view.html)
        if not cards:
            break
        view.click(f"card:{sorted(cards)[0].pbn()}")


def test_the_replayer_hides_closed_hands_when_asked():
    src = FourHandSource(DEAL, Auction.from_str("N", "P P 1S P 2S P P P"), "HA")
    view = Replayer(src)
    view.click("step:last")
    assert len(shown_faces(view.html)) == 52
    view.click("open:0")
    # West has led ♥A; dummy (North) is face up; East, South and West's other cards are down
    shown = shown_faces(view.html)
    assert shown == {c.to_text() for c in DEAL[Seat.NORTH]} | {"♥A"}
    assert view.html.count('class="bl-back"') == 13 * 3 - 1


# ---------------------------------------------------------------- the replayer
def test_replayer_step_bar_jump_and_comment():
    src = FourHandSource(DEAL, Auction.from_str("N", "P P 1S P 2S P P P"), "HA H8 H5 H2 HK",
                         comments={9: "West leads the ace."})
    view = Replayer(src, title="Demo")
    assert "Deal: North deals" in view.html
    view.click("goto:9")
    assert view.replay.index == 9 and "West leads the ace." in view.html
    assert "Trick 1: West leads ♥A" in view.html
    for _ in range(3):
        view.click("step:forward")
    assert "Trick 1 → West" in view.html and "bl-winner" in view.html
    view.click("step:back")
    assert view.replay.index == 11 and "bl-winner" not in view.html
    view.click("step:last")
    assert view.replay.index == 13
    view.click("step:forward")  # at the end: stays
    assert view.replay.index == 13
    view.click("step:first")
    assert view.replay.index == 0
    view.click("goto:-1")  # "Jump to…" itself
    assert view.replay.index == 0


def test_step_bar_icons_are_inline_svg_not_font_glyphs():
    view = Replayer(load_bundled("sergey-olga"))
    for glyph in "⏮⏭◀▶":
        assert glyph not in view.html
    for name in ("first", "back", "forward", "last"):
        assert f"bl-icon-{name}" in view.html


def test_the_auction_is_a_four_column_diagram_with_the_dealer_in_place():
    src = FourHandSource(DEAL, Auction.from_str("N", "P P 1S P 2S P P P"))
    view = Replayer(src)
    view.click("step:last")
    head = re.search(r"<tr>(<th.*?)</tr>", view.html).group(1)
    assert re.findall(r">(West|North|East|South)</th>", head) == ["West", "North", "East", "South"]
    first_row = re.search(r"</th></tr><tr>(.*?)</tr>", view.html).group(1)
    cells = re.findall(r"<td[^>]*>(.*?)</td>", first_row)
    assert cells[0] == "" and "Pass" in cells[1]  # North deals: West's cell is empty


# ---------------------------------------------------------------- zoom, contrast, four colours
def test_zoom_steps_between_one_and_two_and_a_half():
    view = Replayer(load_bundled("sergey-olga"))
    assert "* 1)" in view.html
    view.click("zoom:in")
    assert view.zoom == 1.25 and "* 1.25)" in view.html
    for _ in range(10):
        view.click("zoom:in")
    assert view.zoom == 2.5
    view.click("zoom:9")
    assert view.zoom == 2.5
    view.click("zoom:out")
    assert view.zoom == 2.0
    view.click("contrast:1")
    assert "bl-contrast-on" in view.html
    view.click("four:1")
    assert "#1a7f37" in view.html or "#d35400" in view.html  # clubs green, diamonds orange


def test_unknown_actions_are_ignored():
    view = Replayer(load_bundled("sergey-olga"))
    before = view.html
    for act in ("step:sideways", "goto:abc", "nonsense", "card:"):
        view.click(act)
    assert view.replay.index == 0 and view.html == before


# ---------------------------------------------------------------- static picture
def test_the_static_picture_is_the_table_without_view_controls():
    view = PlayAgainstComputer(seed=1)
    bundle = view._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in bundle
    assert bundle["text/plain"] == "PlayAgainstComputer('declarer', seed=1)"
    assert view.static_html() in bundle["text/html"]
    assert "bl-felt" in bundle["text/html"] and "bl-view-controls" not in bundle["text/html"]
    assert "<script" not in bundle["text/html"]


def test_table_shows_a_fixed_view():
    v = TableView(seats=(SeatView("N", "North", "N", cards=tuple(DEAL["N"])),
                         SeatView("S", "South", "S", count=13)), title="A deal")
    t = Table(v)
    assert repr(t) == "Table('A deal')" and "card-SA" in t.html and "card-DA" not in t.html


# ---------------------------------------------------------------- the other games
def test_yard_bridge_bids_and_cards():
    rnd = YardRound.deal(YARD_FOUR, seed=3)
    names = ["Ann", "Bob", "Cid", "Dan"]
    while rnd.phase == "bidding":
        v = yard_view(rnd, names=names, viewer=None)
        legal = set(rnd.legal_bids())
        enabled = {int(x) for x in calls_enabled(table_html(v))}
        assert enabled == legal
        rnd.bid(sorted(legal)[0])
    v = yard_view(rnd, names=names, viewer=rnd.turn)
    html = table_html(v)
    assert clickable(html) == set(rnd.legal_cards())
    # only the viewer's hand is face up
    assert len(shown_faces(html)) == len(rnd.hand(rnd.turn))
    three = YardRound.deal(YARD_THREE, seed=1)
    seats = yard_view(three, names=["Ann", "Bob", "Cid"]).seats
    assert [s.position for s in seats] == ["S", "W", "E"]  # clockwise from the viewer


def test_bridge_for_two_dummies_open_and_closed():
    g = TwoPlayerGame(DEAL, dealer=Seat.SOUTH)
    g.choose_dummy("closed")
    html = table_html(two_view(g, viewer=Seat.SOUTH))
    assert shown_faces(html) == {c.to_text() for c in DEAL[Seat.SOUTH]}
    assert calls_enabled(html) == {c.pbn() for c in g.auction.legal_calls()}
    assert "Pass" not in calls_enabled(html)  # the dealer may not pass first (the two-player text)
    g2 = TwoPlayerGame(DEAL, dealer=Seat.SOUTH)
    g2.choose_dummy("open")
    html = table_html(two_view(g2, viewer=Seat.SOUTH))
    assert shown_faces(html) == {c.to_text() for s in (Seat.SOUTH, Seat.NORTH, Seat.EAST)
                                 for c in DEAL[s]}


def test_every_choice_not_legal_is_disabled_with_its_reason():
    v = TableView(seats=(), choices=(Choice("1", "1", True), Choice("2", "2", False, "too many")))
    html = table_html(v)
    assert calls_enabled(html) == {"1"} and "title='too many'" in html


def test_the_picture_is_well_formed_html():
    """Every tag closes and no attribute value breaks out of its quotes (a font name in
    quotes once ended the table's style attribute early)."""
    from html.parser import HTMLParser

    view = PlayAgainstComputer(seed=1)
    view.click("tool:hint")

    class Check(HTMLParser):
        def __init__(self):
            super().__init__()
            self.stack: list[str] = []
            self.bad: list[tuple] = []

        def handle_starttag(self, tag, attrs):
            for name, value in attrs:
                if name not in ("class", "style", "title", "role", "tabindex", "data-act",
                                "aria-label", "aria-disabled", "aria-hidden", "viewbox", "width",
                                "height", "x", "y", "rx", "fill", "stroke", "stroke-width", "d",
                                "cx", "cy", "r", "transform", "font-family", "font-size",
                                "font-weight", "letter-spacing", "data-player", "type", "value",
                                "checked", "selected"):
                    self.bad.append((tag, name, value))
            if tag not in ("input", "br", "path", "circle", "rect", "option"):
                self.stack.append(tag)

        def handle_endtag(self, tag):
            if tag in ("path", "circle", "rect", "option"):
                return
            assert self.stack and self.stack[-1] == tag, (tag, self.stack[-3:])
            self.stack.pop()

    for html in (view.html, Replayer(load_bundled("sergey-olga")).html):
        c = Check()
        c.feed(html)
        assert c.bad == [] and c.stack == []


def test_the_static_picture_stays_readable_where_svg_is_stripped():
    """JupyterLab's sanitizer drops <svg> from untrusted outputs (a fresh clone): every
    face-up card still reads as its rank and suit, and face-down cards stay unnamed."""
    view = PlayAgainstComputer(seed=1)
    static = view._repr_mimebundle_()["text/html"]
    stripped = re.sub(r"<svg.*?</svg>", "", static, flags=re.S)
    texts = re.findall(r"<span class='bl-card-text'[^>]*>([^<]+)</span>", stripped)
    s = view.session
    frame = s.frame()
    shown = [c for p, h in frame.hands.items() if p not in frame.closed for c in h]
    shown += [c for _, c in frame.trick]
    assert sorted(texts) == sorted(f"{c.rank.label}{c.suit.symbol}" for c in shown)


def test_a_deal_on_the_table():
    from bridgelib.table import Vulnerability

    t = Table.of_deal(DEAL, dealer=Seat.EAST, vulnerability=Vulnerability.NS,
                      hidden=("E", "W"), title="Board 2")
    assert repr(t) == "Table('Board 2')"
    assert shown_faces(t.html) == {c.to_text() for s in (Seat.NORTH, Seat.SOUTH) for c in DEAL[s]}
    assert "Dealer East" in t.html and "Vulnerable: North–South" in t.html
    assert re.search(r"seat-E'[^>]*>East<span class='bl-dealer'", t.html)
    assert t.html.count("class='bl-vul'") == 2  # North and South


def test_high_contrast_marks_the_winner_in_black():
    src = FourHandSource(DEAL, Auction.from_str("N", "P P 1S P 2S P P P"), "HA H8 H5 H2")
    view = Replayer(src)
    view.click("step:last")
    winner = re.search(r"bl-winner'[^>]*style='([^']*)'", view.html).group(1)
    assert "#ffd400" in winner
    view.click("contrast:1")
    winner = re.search(r"bl-winner'[^>]*style='([^']*)'", view.html).group(1)
    assert "#000" in winner and "#ffd400" not in winner  # yellow on white is unreadable
