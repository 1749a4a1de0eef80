"""``bridge pack``: classroom sets as PBN with DD tables and a printable sheet."""

from __future__ import annotations

import pytest

from bridgelib import InvalidNotation, Seat, Vulnerability
from bridgelib.cli import main
from bridgelib.cli.cmd_pack import find_chromium, make_pack, parse_boards, sheet_html
from bridgelib.io import pbn

# Law 2's cycle, as printed on duplicate boards (written out by hand).
CYCLE = {1: ("N", "None"), 2: ("E", "NS"), 3: ("S", "EW"), 4: ("W", "All"), 7: ("S", "All"),
         11: ("S", "None"), 16: ("W", "EW"), 17: ("N", "None")}


def test_board_lists():
    assert parse_boards("1-4") == [1, 2, 3, 4]
    assert parse_boards("1-2, 9-10,2") == [1, 2, 9, 10]
    for bad in ("0-3", "5-2", "a", "1-", ""):
        with pytest.raises(InvalidNotation):
            parse_boards(bad)


def test_dealer_and_vulnerability_by_board_number():
    pack = make_pack(sorted(CYCLE), seed=1, dd=False)
    for b, rec in zip(pack.boards, pack.records):
        dealer, vul = CYCLE[b.number]
        assert (rec["Dealer"], rec["Vulnerable"]) == (dealer, vul)
        assert rec.board == b and rec["Deal"].startswith(dealer + ":")
        assert b.vulnerability is Vulnerability.from_str(vul)


def test_constraints_hold_on_every_board_with_the_boards_own_dealer():
    pack = make_pack(range(1, 9), seed=5, where=["dealer hcp 15-17", "dealer balanced",
                                                  "dealer-partner hcp <= 9"], dd=False)
    for b in pack.boards:
        opener, partner = b.deal[b.dealer], b.deal[b.dealer.partner]
        assert 15 <= opener.hcp <= 17 and opener.is_balanced and partner.hcp <= 9
    again = make_pack(range(1, 9), seed=5, where=["dealer hcp 15-17", "dealer balanced",
                                                   "dealer-partner hcp <= 9"], dd=False)
    assert [b.deal for b in again.boards] == [b.deal for b in pack.boards]
    other = make_pack(range(1, 9), seed=6, dd=False)
    assert [b.deal for b in other.boards] != [b.deal for b in pack.boards]


def test_cli_writes_pbn_with_dd_tables_and_a_sheet(tmp_path, capsys):
    out = tmp_path / "sets" / "night"
    code = main(["pack", "--boards", "5-6", "--seed", "3", "--where", "N hcp 10+",
                 "--out", str(out), "--pdf", "no"])
    assert code == 0
    said = capsys.readouterr().out
    assert f"wrote {out}.pbn (2 boards, seed 3, with double-dummy tables)" in said
    recs = pbn.load(f"{out}.pbn")
    assert [r["Board"] for r in recs] == ["5", "6"] and [r.dealer for r in recs] == [
        Seat.NORTH, Seat.EAST]
    from bridgelib.analysis.dd import DDTable

    for r in recs:
        assert r.deal[Seat.NORTH].hcp >= 10
        assert r["Generator"] == "bridgelib pack, seed 3; where N hcp 10+"
        table = DDTable.from_pbn(r["DoubleDummyTricks"])
        assert table == DDTable.from_rows(r.table("OptimumResultTable"))
        assert r.optimum_score is not None
    sheet = (tmp_path / "sets" / "night.html").read_text()
    assert sheet.startswith("<!DOCTYPE html>") and sheet.count("class='board'") == 2
    assert "bl-ddtable" in sheet and f"HCP {recs[0].deal[Seat.NORTH].hcp}" in sheet
    assert "@page { size: A4" in sheet


def test_cli_refuses_bad_input(tmp_path, capsys):
    assert main(["pack", "--boards", "1-2", "--seed", "1", "--where", "N hcp 15-",
                 "--out", str(tmp_path / "x"), "--pdf", "no", "--no-dd"]) == 2
    err = capsys.readouterr().err
    assert "bridge pack:" in err and "'N hcp 15-' at column 9" in err
    assert main(["pack", "--boards", "3-1", "--out", str(tmp_path / "x")]) == 2
    assert not (tmp_path / "x.pbn").exists()


def test_sheet_without_analysis():
    pack = make_pack([1], seed=2, dd=False)
    html = sheet_html(pack)
    assert "bl-ddtable" not in html and "Board 1" in html and "HCP" in html


@pytest.mark.slow
@pytest.mark.skipif(find_chromium() is None, reason="chromium is not installed: no PDF to test")
def test_pdf_printed_with_chromium(tmp_path, capsys):
    out = tmp_path / "p"
    assert main(["pack", "--boards", "1", "--seed", "1", "--no-dd", "--out", str(out),
                 "--pdf", "yes"]) == 0
    assert (tmp_path / "p.pdf").read_bytes()[:5] == b"%PDF-"


def test_no_pdf_without_chromium_is_a_note(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr("bridgelib.cli.cmd_pack.find_chromium", lambda: None)
    assert main(["pack", "--boards", "1", "--seed", "1", "--no-dd",
                 "--out", str(tmp_path / "q")]) == 0
    assert "note: no PDF written (chromium not found)" in capsys.readouterr().out
    assert main(["pack", "--boards", "1", "--seed", "1", "--no-dd",
                 "--out", str(tmp_path / "q"), "--pdf", "yes"]) == 2
