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


def test_one_cursor_class_and_no_duck_typed_adapters():
    cursors = [p.relative_to(PKG).as_posix() for p in PKG.rglob("*.py")
               if re.search(r"^class \w*Cursor\b", p.read_text("utf-8"), re.M)]
    assert cursors == ["records/replay.py"]
    replayer = (PKG / "replay.py").read_text("utf-8")
    assert "getattr(" not in replayer and "hasattr(" not in replayer


def test_the_replayer_moves_the_one_record_cursor():
    from bridgelib import Auction, Deal
    from bridgelib.records import Cursor, load_bundled
    from bridgelib.replay import FourHandSource, Replay

    deal = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
    for source in (FourHandSource(deal, Auction.from_str("N", "P P 1S P 2S P P P"), "HA H8"),
                   load_bundled("sergey-olga")):
        r = Replay(source)
        assert isinstance(r.cursor, Cursor) and len(r) == len(r.cursor) + 1
        r.goto(5)
        assert r.cursor.position == 5 and r.cursor.state().index == 5
        r.forward()
        assert r.index == r.cursor.position == 6


def test_replay_up_to_an_action_is_one_cursor_method():
    from bridgelib.records import load_bundled

    # Sergey redoubles Olga's double of 2♥; under the published (standard) rules a redouble
    # does not end the auction (Law 22A: it ends with passes), so Olga is to call.
    cur = load_bundled("sergey-olga").cursor("standard")
    st = cur.goto_action("Sergey XX")
    assert st.action.text() == "Sergey XX" and st.turn == "Olga" and st.phase == "auction"
    game = cur.game()
    assert game.turn == "Olga" and len(game.actions) == cur.position
    with pytest.raises(bridgelib.errors.BridgeError, match="not an action of this record"):
        cur.goto_action("Olga 7NT")
    # the lessons' helpers, the CLI and the summary call it instead of a loop of their own
    for path in ("render/course/honeymoon.py", "cli/cmd_replay.py", "records/summary.py"):
        text = (PKG / path).read_text("utf-8")
        assert ".apply(" not in text and "goto" in text, path


def test_readers_build_the_tree_through_one_visitor():
    for path in ("records/text.py", "records/pbnconv.py", "io/lintree.py"):
        text = (PKG / path).read_text("utf-8")
        assert "TreeBuilder" in text, path
        assert not re.search(r"\bNode\(|add_main_variation|variations\.append", text), path
    build = (PKG / "records/build.py").read_text("utf-8")
    assert "variations.append" in build


def test_the_lin_reader_agrees_with_the_lin_to_pbn_path():
    """Two independent routes from a BBO file to a tree: LIN read directly, and LIN
    converted to PBN (io.lin.LinRecord.to_pbn) then read as PBN; the actions agree."""
    from bridgelib.io import lin
    from bridgelib.io.lintree import record_from_lin
    from bridgelib.records.pbnconv import record_from_pbn

    boards = lin.load(Path(__file__).parent / "data/records/lin/bbo-robot-session.lin")
    assert len(boards) == 8
    for board in boards:
        direct, via_pbn = record_from_lin(board), record_from_pbn(board.to_pbn())
        assert [n.action for n in direct.mainline()] == [n.action for n in via_pbn.mainline()]
        assert direct.deal == via_pbn.deal and direct.dealer == via_pbn.dealer
    # board 1 (md|3: North deals): N pass, E pass, S 1♥, W 2♥ alerted as Michaels; the
    # explanation stays with the call
    first = record_from_lin(boards[0])
    michaels = [n for n in first.mainline() if n.action.text() == "W 2H"]
    assert michaels and "Michaels" in michaels[0].comment


def test_a_lin_board_without_a_deal_is_refused():
    from bridgelib.io import lin
    from bridgelib.io.lintree import record_from_lin

    with pytest.raises(InvalidNotation, match="needs its deal and dealer"):
        record_from_lin(lin.loads("mb|1S|mb|p|")[0])


def test_lin_export_reads_back_to_the_same_tree():
    """The exporter writes the tree; LIN's own reader (io.lin) reads it back to the same tree."""
    from bridgelib.io import lin
    from bridgelib.io.lintree import record_from_lin, record_to_lin

    for board in lin.load(Path(__file__).parent / "data/records/lin/bbo-robot-session.lin"):
        rec = record_from_lin(board)
        again = record_from_lin(lin.loads(lin.dumps(record_to_lin(rec)))[0])
        assert again == rec


def test_lin_export_refuses_what_lin_cannot_hold():
    from bridgelib.io.lintree import record_from_lin, record_to_lin
    from bridgelib.records import load_bundled
    from bridgelib.io import lin

    with pytest.raises(InvalidNotation, match="LIN holds four-hand deals"):
        record_to_lin(load_bundled("sergey-olga"))
    rec = record_from_lin(lin.loads("md|3SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,|"
                                    "mb|1S|mb|p|mb|p|mb|p|pc|HA|")[0])
    rec.end().add_comment("A good lead.")
    with pytest.raises(InvalidNotation, match="LIN has no place for them"):
        record_to_lin(rec)
    assert "pc|HA|" in record_to_lin(rec, lossy=True).lin()
