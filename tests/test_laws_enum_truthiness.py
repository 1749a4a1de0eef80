"""Suit.CLUBS, Strain.CLUBS and Seat.NORTH are IntEnum members equal to 0, so they are
falsy: ``if suit:`` treats clubs like "no suit", ``if declarer:`` North like "no declarer".
Each test below failed before the test was changed to ``is not None``; the last one keeps
such tests out of the library."""

import ast
import pathlib

from bridgelib import Card, Deal, Seat, Suit
from bridgelib.auction import Auction
from bridgelib.io import lin, pbn
from bridgelib.laws import Revoke, revoke_transfer
from bridgelib.play import Trick
from bridgelib.replay import frame_from_state

C = Card.from_str
ROOT = pathlib.Path(__file__).resolve().parent.parent / "bridgelib"


def test_a_revoke_in_clubs_says_clubs():
    # Law 61A: "Failure to follow suit in accordance with Law 44 ... constitutes a revoke".
    r = Revoke(Seat.EAST, 1, C("H2"), Suit.CLUBS, "follow-suit", frozenset({C("C3")}))
    assert str(r) == "East played ♥2 on trick 1 and did not follow to clubs"


def test_a_club_revoke_at_the_table_says_clubs():
    # the same through LawsPlay.revoke: West leads the ♣7 and North, holding ♣4 3 2, plays
    # the ♥8 — Law 61A: "Failure to follow suit in accordance with Law 44 ... constitutes a
    # revoke"; the ruling names the suit he failed to follow, clubs
    from bridgelib.laws import LawsPlay

    deal = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
    p = LawsPlay(deal, "4SS", ["C7"])
    ruling = p.revoke("H8")
    assert ruling.law == "61A"
    assert "North played ♥8 on trick 1 and did not follow to clubs" in ruling.text
    assert p.revokes[-1].suit_led is Suit.CLUBS


def test_a_second_revoke_in_clubs_names_clubs():
    # Law 64B2: no trick is transferred "if it is a subsequent revoke in the same suit by the
    # same player"
    tricks = [Trick(Seat.WEST, (C("CA"), C("H2"), C("C4"), C("C5")), None),
              Trick(Seat.WEST, (C("CK"), C("H3"), C("C6"), C("C7")), None)]
    first = Revoke(Seat.NORTH, 1, C("H2"), Suit.CLUBS, "follow-suit", frozenset({C("C2")}))
    second = Revoke(Seat.NORTH, 2, C("H3"), Suit.CLUBS, "follow-suit", frozenset({C("C2")}))
    ruling, moved = revoke_transfer(tricks, second, earlier=[first])
    assert ruling.law == "64B2" and "second revoke in clubs" in ruling.text and moved == ()


def test_pbn_build_keeps_north_as_declarer():
    auction = Auction("N", ["1S", "Pass", "Pass", "Pass"])
    rec = pbn.PbnRecord.build(auction=auction)
    assert rec["Declarer"] == "N" and rec["Contract"] == "1S"


def test_pbn_check_names_north_as_the_recorded_declarer():
    rec = pbn.loads('[Dealer "E"]\n[Declarer "N"]\n[Contract "1NT"]\n[Auction "E"]\n1NT AP')[0]
    (msg,) = pbn.check(rec)
    assert "the record says declarer North" in msg


def test_lin_to_pbn_keeps_north_as_declarer():
    # dealer 3 = North; North opens 1♠ and three passes follow
    rec = lin.loads("md|3SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,|"
                    "mb|1S|mb|p|mb|p|mb|p|")[0]
    assert rec.to_pbn()["Declarer"] == "N"


def test_replay_frame_names_north_as_declarer():
    from bridgelib.records import Record

    deal = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
    rec = Record.bridge(deal, dealer="N")
    node = rec
    for call in "1S P P P".split():  # North opens 1♠ and three passes follow: North declares
        node = node.add_main_variation(f"{'NESW'[node.ply]} {call}")
    state = node.state()
    assert state.declarer == "N"
    assert frame_from_state(state, 4).contract == "1S by North"


def test_law_steps_name_north_in_turn():
    from bridgelib.laws.scenarios import Step

    words = Step("insufficient", {"call": "1H"}).words(Seat.NORTH, [])
    assert words.startswith("North bids")


ENUMS = {"suit", "suit_led", "led", "strain", "trump", "rank", "seat", "dealer", "declarer",
         "turn", "leader", "winner", "offender"}
# values with these names that are a player's name (str), not a Seat
NAMES_NOT_SEATS = {("render/replay.py", "frame.dealer"), ("scoring/honeymoon.py", "self.declarer"),
                   # the table view: seat letters as text and a seat plate's bool flags
                   ("render/table.py", "frame.dealer"), ("render/table.py", "declarer"),
                   ("render/table.py", "seat.dealer"), ("render/table.py", "seat.turn")}


def _truth_tests(tree):
    for node in ast.walk(tree):
        if isinstance(node, (ast.If, ast.While, ast.IfExp, ast.Assert)):
            yield node.test
        elif isinstance(node, ast.BoolOp):
            if isinstance(node.op, ast.Or) and ast.unparse(node.values[-1]) == "Seat.NORTH":
                continue      # "dealer or Seat.NORTH" is right even when dealer is North
            yield from node.values
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            yield node.operand
        elif isinstance(node, ast.comprehension):
            yield from node.ifs


def test_no_truthiness_test_on_a_suit_rank_or_seat():
    """No ``if suit:`` / ``x.declarer or ...`` anywhere in bridgelib: such a value is
    tested with ``is not None`` (exceptions: a bool parameter such as ``declarer`` of
    ``Contract.to_text``, ``x or Seat.NORTH``, and a player's name held as text)."""
    found = []
    for path in sorted(ROOT.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        flags = {a.arg for f in ast.walk(tree) if isinstance(f, (ast.FunctionDef,))
                 for a in f.args.kwonlyargs + f.args.args
                 if isinstance(a.annotation, ast.Name) and a.annotation.id == "bool"}
        for e in _truth_tests(tree):
            name = e.attr if isinstance(e, ast.Attribute) else e.id if isinstance(e, ast.Name) \
                else None
            where = (str(path.relative_to(ROOT)), ast.unparse(e))
            if name in ENUMS and not (isinstance(e, ast.Name) and name in flags) \
                    and where not in NAMES_NOT_SEATS:
                found.append(f"{path.relative_to(ROOT.parent)}:{e.lineno}: {ast.unparse(e)}")
    assert found == []
