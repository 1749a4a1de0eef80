"""LIN reader/writer (bridgelib.io.lin) on the BBO session in tests/data/records/lin."""

from __future__ import annotations

import io

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelib import Call, Contract, IllegalCall, InvalidNotation, Seat, Vulnerability
from bridgelib.io import lin, pbn


@pytest.fixture(scope="module")
def boards(data_dir):
    return lin.load(data_dir / "lin" / "bbo-robot-session.lin")


def test_the_session_reads_completely(boards):
    assert [b.board_number for b in boards] == [1, 2, 3, 4, 5, 6, 7, 8]
    assert [b.line for b in boards] == [1, 2, 3, 4, 5, 6, 7, 8]
    for b in boards:
        assert b.deal.is_complete  # the fourth hand is derived from the other three


def test_first_board_as_written(boards):
    b = boards[0]
    # md|3SKH4579QKAD69C58K,...: dealer 3 = North; hands listed South, West, North, East.
    assert b.dealer is Seat.NORTH and b.vulnerability is Vulnerability.NONE
    assert b.deal[Seat.SOUTH].pbn() == "K.AKQ9754.96.K85"
    assert b.players == {Seat.SOUTH: "domtp", Seat.WEST: "~~M25054gn", Seat.NORTH: "~~M2509087",
                         Seat.EAST: "~~M25116nn"}
    calls = b.calls
    assert [c.call for c in calls] == [Call.from_str(x) for x in
                                       "P P 1H 2H P 4S 5H P P P".split()]
    assert calls[3].alert and calls[3].explanation.startswith("Michaels -- 5+ !S")
    assert calls[2].explanation.startswith("Major suit opening") and not calls[2].alert
    assert b.contract == Contract.from_str("5HS")


def test_every_board_replays_legally_to_the_end_or_the_claim(boards):
    for b in boards:
        p = b.play
        assert b.auction.is_complete
        if b.claim is None:
            assert p.is_complete and b.result == p.declarer_tricks
        else:
            assert len(b.cards) % 4 == 0 and b.result == b.claim
    # Board 3 and board 7 end with claims (mc|9| and mc|11|).
    assert [(b.board_number, b.claim) for b in boards if b.claim] == [(3, 9), (7, 11)]


def test_write_then_read_gives_identical_records(boards, data_dir):
    text = lin.dumps(boards)
    assert lin.loads(text) == boards
    assert text == (data_dir / "lin" / "bbo-robot-session.lin").read_text()
    out = io.StringIO()
    lin.dump(boards, out)
    assert lin.load(io.StringIO(out.getvalue())) == boards


def test_to_pbn_keeps_alerts_as_notes_and_the_play(boards):
    for b in boards:
        rec = b.to_pbn()
        again = pbn.loads(pbn.dumps(rec))[0]
        assert again.deal == b.deal and again.dealer is b.dealer
        assert again.auction == b.auction and again.contract == b.contract
        assert again.play.cards_played == b.play.cards_played
        explained = [c for c in b.calls if c.alert or c.explanation]
        # BBO writes a suit in an explanation as !S !H !D !C; a PBN note shows the symbol
        bbo = {"!S": "♠", "!H": "♥", "!D": "♦", "!C": "♣"}
        want = []
        for c in explained:
            text = c.explanation or "alert"
            for k, v in bbo.items():
                text = text.replace(k, v)
            want.append(text)
        assert sorted(again.notes("Auction").values()) == sorted(want)
        assert not any(k in pbn.dumps(rec) for k in bbo)


def test_boards_on_one_line_with_qx():
    text = ("pn|S1,W1,N1,E1|qx|o1|md|1SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,|"
            "sv|0|mb|p|mb|p|mb|p|mb|p|pg||qx|c1|md|1SAKQJHT98D765C432,ST98H765D432CAKQJ,"
            "S765H432DAKQJCT98,|sv|0|mb|1C|mb|p|mb|p|mb|p|")
    recs = lin.loads(text)
    assert [r.get("qx") for r in recs] == ["o1", "c1"]
    assert recs[0].auction.is_passed_out and recs[1].contract == Contract.from_str("1CS")
    assert lin.loads(lin.dumps(recs)) == recs


def test_errors_name_the_line_and_spare_the_other_boards(data_dir):
    good = (data_dir / "lin" / "bbo-robot-session.lin").read_text().splitlines()
    broken = good[:2] + [good[2].replace("mb|1N|", "mb|1Z|")] + good[3:]
    with pytest.raises(InvalidNotation, match="line 3.*'1Z'|line 3.*1Z"):
        lin.loads("\n".join(broken))
    errors: list = []
    recs = lin.loads("\n".join(broken), errors=errors, source="s.lin")
    assert [r.board_number for r in recs] == [1, 2, 4, 5, 6, 7, 8]
    assert errors[0].line == 3 and str(errors[0]).startswith("s.lin, line 3")
    with pytest.raises(InvalidNotation, match="line 1.*dealer digit"):
        lin.loads("md|7SA,,,|")
    with pytest.raises(InvalidNotation, match="twice"):
        lin.loads("md|1SAA,,,|")
    with pytest.raises(InvalidNotation, match="vulnerability"):
        lin.loads("sv|q|")
    with pytest.raises(InvalidNotation, match="has no value"):
        lin.loads("md|1SA,,,|sv")


def test_illegal_calls_in_a_record_name_the_line():
    rec = lin.loads("md|1SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,|\n"
                    "mb|1C|mb|p|mb|d|")[0]
    with pytest.raises(IllegalCall, match="line 2"):
        rec.auction  # noqa: B018 - a double of partner's bid


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(list("|\nmdbpcsvah1234SHDCAKQJT98765432,!xn ")
                                + ["mb|", "pc|", "md|", "sv|", "1N", "mc|"]), max_size=60).map("".join))
def test_fuzz_reads_or_raises_invalid_notation(text):
    try:
        recs = lin.loads(text)
    except InvalidNotation:
        return
    assert lin.loads(lin.dumps(recs)) == recs if recs else True
