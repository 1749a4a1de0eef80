"""One trick type (issue 13): contract bridge, yard bridge, honeymoon bridge and the record
replayer all hold their tricks as the one :class:`bridgelib.trick.Trick`.

The expected winners are worked out by the trick rule itself (Law 44E, 44F: the highest
trump, else the highest card of the suit led), not read from the code.
"""

from __future__ import annotations

import ast
import pathlib
import random

from bridgelib import Card, Contract, Deal, Seat, Suit
from bridgelib.bots.yard import YardBot
from bridgelib.games.honeymoon import HoneymoonGame, Phase
from bridgelib.games.yard import YARD_THREE, YardGame
from bridgelib.play import Play
from bridgelib.records import Cursor, load_bundled
from bridgelib.trick import Trick

ROOT = pathlib.Path(__file__).resolve().parents[1]


def C(text: str) -> tuple[Card, ...]:
    return tuple(Card.from_str(c) for c in text.split())


def test_bridgelib_defines_exactly_one_trick_class():
    found = []
    for path in sorted((ROOT / "bridgelib").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef) and "Trick" in node.name:
                found.append(f"{path.relative_to(ROOT).as_posix()}:{node.name}")
    assert found == ["bridgelib/trick.py:Trick"]


def test_bridge_tricks_are_the_one_type_and_keep_their_constructor():
    import bridgelib.play

    assert bridgelib.play.Trick is Trick
    deal = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
    p = Play(deal, Contract.from_str("3NTS"))
    for c in ("HA", "H8", "H5", "H2", "C5"):
        p.play(c)
    assert all(type(t) is Trick for t in (*p.tricks, p.current_trick))
    first = p.tricks[0]
    # West led the ace of hearts and everyone followed: the ace wins (Law 44F)
    assert first == Trick(Seat.WEST, C("HA H8 H5 H2"))
    assert first.winner is Seat.WEST and first.players == (Seat.WEST, Seat.NORTH, Seat.EAST,
                                                            Seat.SOUTH)
    assert eval(repr(first)) == first and repr(first).startswith("Trick(leader=Seat.WEST, cards=")
    assert str(first) == "W:♥A N:♥8 E:♥5 S:♥2"
    cur = p.current_trick
    assert cur.players == (Seat.WEST,) and not cur.is_complete and cur.winner is None


def test_a_ruff_wins_in_any_game():
    # a trump beats the suit led whoever plays it (Law 44E); the table only names the players
    bridge = Trick(Seat.NORTH, C("DA DK S2 DQ"), Suit.SPADES)
    yard = Trick(1, C("DA DK S6"), Suit.SPADES, table=3)
    honeymoon = Trick("Olga", C("DA S2"), Suit.SPADES, table=("Sergey", "Olga"))
    assert bridge.winner is Seat.SOUTH and bridge.winning_index == 2
    assert yard.players == (1, 2, 0) and yard.winner == 0 and yard.winning_card == C("S6")[0]
    assert honeymoon.players == ("Olga", "Sergey") and honeymoon.winner == "Sergey"
    for t in (bridge, yard, honeymoon):
        assert t.is_complete and t.suit_led is Suit.DIAMONDS
        assert eval(repr(t)) == t


def test_yard_tricks_are_the_one_type():
    game = YardGame(YARD_THREE, seed=7)
    r, bot = game.round, YardBot()
    while r.phase != "over":
        if r.phase == "bidding":
            game.bid(bot.choose_bid(r))
        else:
            game.play(bot.choose_card(r))
            assert type(r.current_trick) is Trick
    assert r.tricks and all(type(t) is Trick and len(t.table) == 3 for t in r.tricks)
    for t in r.tricks:
        assert t.players == tuple((t.leader + i) % 3 for i in range(3))
        assert str(t) == " ".join(f"{p + 1}:{c}" for p, c in t.plays)


def test_honeymoon_and_replayed_tricks_are_the_one_type():
    g = HoneymoonGame.random(random.Random(5).randrange(2**32))
    while not g.is_over:
        g.apply(g.legal_actions()[0])
    tricks = g.state.preliminary + g.state.main
    assert len(tricks) == 26 and all(type(t) is Trick for t in tricks)
    assert {t.phase for t in tricks} == {Phase.PRELIMINARY, Phase.MAIN}
    t = g.state.main[0]
    assert str(t) == f"{t.leader} {t.cards[0]}, {t.players[1]} {t.cards[1]} → {t.winner}"
    # the replayer's last trick, in a honeymoon record ...
    st = Cursor(load_bundled("sergey-olga")).goto(2)
    assert type(st.last_trick) is Trick and st.last_trick.phase == "preliminary"
    assert st.last_trick.number == 1 and st.last_trick.winner == "Olga"


def test_a_four_hand_records_last_trick_is_the_one_type():
    from bridgelib.io import lin
    from bridgelib.io.lintree import record_from_lin

    # North deals and opens 1S; East leads the heart ace, South, West and North follow low
    rec = record_from_lin(lin.loads("md|3SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,|"
                                    "mb|1S|mb|p|mb|p|mb|p|pc|HA|pc|HT|pc|H7|pc|H4|")[0])
    st = Cursor(rec).goto(8)
    last = st.last_trick
    assert type(last) is Trick and last.phase == "main" and last.number == 1
    assert last.plays == (("E", C("HA")[0]), ("S", C("HT")[0]), ("W", C("H7")[0]),
                          ("N", C("H4")[0]))
    assert last.winner == "E"   # the ace of the suit led, no spade played (Law 44F)


def test_a_trick_of_named_players_shows_in_a_table_cell():
    """Lesson 10b's tables hold honeymoon tricks: the one-line HTML form names the players
    (a trick of compass seats names the seats) and marks the winner."""
    from bridgelib.cards import Card
    from bridgelib.render import html
    from bridgelib.trick import Trick

    t = Trick("Olga", (Card.from_str("HQ"), Card.from_str("HA")), None, table=("Olga", "Sergey"))
    shown = html.trick(t)
    assert "Olga" in shown and "Sergey" in shown and "→ Sergey" in shown
