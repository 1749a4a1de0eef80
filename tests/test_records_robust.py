"""Records (issue 12): PBN/LIN readers that never blow up, round trips, check(), LIN → PBN,
par with overtricks, and the pack's PBN header, mandatory tags and dealing-machine file.

Each test failed before the fix it guards, except the ones on the new .dup format and the
guard that check() finds nothing new in a clean real file."""

from __future__ import annotations

import signal
import tracemalloc
from contextlib import contextmanager

import pytest

from bridgelib import Board, Deal, InvalidNotation, Seat
from bridgelib.io import dup, lin, pbn

DEAL = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
MD = "md|3SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,|"
HUGE = "9" * 5000  # Python refuses int() of more than 4,300 digits


@contextmanager
def watchdog(seconds: float):
    """Fail (rather than hang) when the block runs longer than ``seconds``."""
    def alarm(signum, frame):
        raise TimeoutError(f"did not finish within {seconds} s")

    old = signal.signal(signal.SIGALRM, alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def _one_error(text: str) -> InvalidNotation:
    errors: list = []
    pbn.loads(text, errors=errors)
    assert len(errors) == 1, errors
    assert isinstance(errors[0], InvalidNotation)
    return errors[0]


# ---------------------------------------------------------------------------- crashes
def test_a_tag_pair_left_open_before_the_next_tag_is_an_error_with_its_line():
    exc = _one_error('[Board "1"]\n[\n[Deal "x"]\n]\n')
    assert exc.line == 3 and "line 2" in exc.reason
    with pytest.raises(InvalidNotation, match="line 3"):
        pbn.loads('[Board "1"]\n[\n[Deal "x"]\n]\n')


@pytest.mark.parametrize("text, line", [
    (f'[Board "1"]\n[Auction "N"]\n1NT ={HUGE}= AP\n', 3),                 # note reference
    (f'[Board "1"]\n[Auction "N"]\n1NT ${HUGE} AP\n', 3),                  # NAG
    (f'[Board "1"]\n[Auction "N"]\n1NT =1= AP\n[Note "{HUGE}:x"]\n', 4),   # note index
    (f'[Board "1"]\n[ScoreTable "a\\{HUGE}R"]\n1 2\n', 2),                          # table column width
])
def test_huge_numbers_in_pbn_are_the_records_error(text, line):
    exc = _one_error(text)
    assert exc.line == line
    assert len(str(exc)) < 200  # the number is not quoted whole


def test_huge_numbers_in_result_and_score_are_the_records_error():
    rec = pbn.loads(f'[Board "1"]\n[Declarer "S"]\n[Contract "4S"]\n[Result "{HUGE}"]\n'
                    f'[Score "NS {HUGE}"]\n[Vulnerable "None"]\n')[0]
    with pytest.raises(InvalidNotation) as info:
        rec.result  # noqa: B018
    assert info.value.line == 4
    with pytest.raises(InvalidNotation) as info:
        rec.score("NS")
    assert info.value.line == 5
    found = pbn.check(rec)
    assert any("Result" in f and "line 4" in f for f in found), found


def test_huge_lin_claim_is_the_records_error():
    errors: list = []
    assert lin.loads(f"{MD}sv|o|mb|p|mb|p|mb|p|mb|p|\n{MD}mb|1N|mc|{HUGE}|\n", errors=errors) != []
    assert len(errors) == 1 and isinstance(errors[0], InvalidNotation)
    assert errors[0].line == 2 and len(str(errors[0])) < 200


def test_a_huge_column_width_is_refused_not_written():
    # A width of 2**63 overflowed the writer (OverflowError); \9000000R made 182
    # bytes of PBN into 18 MB.  Reading refuses them with the line; so does writing.
    for width in (str(2**63), "9000000"):
        text = f'[Board "1"]\n[OptimumResultTable "Declarer;Result\\{width}R"]\nN 7\n'
        assert len(text) < 200
        exc = _one_error(text)
        assert exc.line == 2 and "255" in exc.reason
        rec = pbn.PbnRecord((pbn.Tag("OptimumResultTable", f"Declarer;Result\\{width}R",
                                     rows=(("N", "7"),)),))
        with pytest.raises(InvalidNotation):
            pbn.dumps(rec)
    ok = pbn.loads('[Board "1"]\n[T "Declarer;Result\\255R"]\nN 7\n')
    assert len(pbn.dumps(ok)) < 400


def test_error_messages_quote_at_most_about_80_characters():
    junk = "Q" * 100_000
    for text in (f'[Board "1"]\n[Auction "N"]\n1NT {junk}\n', f'{junk}\n',
                 f'[Board "1"]\n[Note "{junk}"]\n', f'[Deal "N:{junk}"]\n'):
        exc = _one_error(text)
        assert exc.line is not None and len(str(exc)) < 300, str(exc)[:400]


def test_a_bad_dd_table_row_is_the_records_error_with_its_line():
    rec = pbn.loads(f'[Board "1"]\n[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]\n'
                    f'N NT {HUGE}\n')[0]
    with pytest.raises(InvalidNotation) as info:
        rec.dd_table  # noqa: B018
    assert info.value.line == 2 and len(str(info.value)) < 300


# ---------------------------------------------------------------------------- memory
def test_a_long_tag_value_is_read_in_memory_linear_in_its_size():
    value = "ab\\\\" * 250_000  # 1 MB, with escapes
    text = f'[Event "{value}"]\n'
    tracemalloc.start()
    try:
        rec = pbn.loads(text)[0]
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert rec["Event"] == "ab\\" * 250_000
    # the alternation pattern kept ~180 bytes of backtracking state per input byte
    assert peak < 10 * len(text), f"peak {peak:,} bytes for {len(text):,} bytes of input"


def _board_text(n: int) -> str:
    return (f'[Event "Club"]\n[Board "{n}"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "{DEAL}"]\n'
            f'[Declarer "S"]\n[Contract "3NT"]\n[Result "9"]\n[Auction "N"]\n'
            f'1NT Pass 3NT AP\n[Play "W"]\nS2 SA S3 S4\n*\n')


def test_iter_file_gives_what_load_gives(data_dir):
    for path in sorted((data_dir / "pbn").glob("*.pbn")):
        streamed = pbn.iter_file(path)
        assert not isinstance(streamed, list)
        assert list(streamed) == pbn.load(path), path.name


def test_iter_file_holds_one_game_at_a_time(tmp_path):
    path = tmp_path / "many.pbn"
    path.write_text("\n".join(_board_text(n) for n in range(1, 4001)), encoding="utf-8")
    tracemalloc.start()
    try:
        count = 0
        for rec in pbn.iter_file(path):
            count += 1
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert count == 4000 and rec["Board"] == "4000"
    size = path.stat().st_size
    assert peak < size / 4, f"peak {peak:,} bytes for a {size:,}-byte file"


def test_iter_file_reports_errors_with_lines_and_goes_on(tmp_path):
    path = tmp_path / "bad.pbn"
    path.write_text(_board_text(1) + '\n[Deal "N:AK"]\n\n' + _board_text(3), encoding="utf-8")
    errors: list = []
    got = list(pbn.iter_file(path, errors=errors))
    assert [r["Board"] for r in got] == ["1", "3"]
    assert errors[0].line == 15 and errors[0].source == "bad.pbn"


# ---------------------------------------------------------------------------- round trips
def test_a_backslash_is_written_as_two():
    rec = pbn.PbnRecord((pbn.Tag("Site", "C:\\club\\room 2"),))
    text = pbn.dumps(rec)
    assert '[Site "C:\\\\club\\\\room 2"]' in text
    assert pbn.loads(text) == [rec]


@pytest.mark.parametrize("odd", ["\x0c", "\x85", "\u2028", "\x1c", "\u2029"])
def test_lines_end_only_at_newline_and_carriage_return(odd):
    rec = pbn.PbnRecord((pbn.Tag("Event", f"a{odd}b", comments=(pbn.Comment(f" x{odd}y", brace=False),
                                                                pbn.Comment(f"p{odd}q"))),
                         pbn.Tag("Board", "2")))
    text = pbn.dumps(rec)
    again = pbn.loads(text)
    assert again == [rec]
    assert again[0].tag("Board").line == 3  # the ';' comment ends line 1
    assert pbn.loads(text.replace("\n", "\r\n")) == [rec]
    assert pbn.loads(text.replace("\n", "\r")) == [rec]


def test_a_table_row_keeps_two_semicolon_comments():
    text = ('[Board "1"]\n[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]\n'
            'N NT  7 ; first\n; second\nS NT  7\n')
    rec = pbn.loads(text)[0]
    row = rec.tag("OptimumResultTable").rows[0]
    assert [c.text for c in row if isinstance(c, pbn.Comment)] == [" first", " second"]
    again = pbn.loads(pbn.dumps(rec))
    assert again == [rec]


def test_non_utf8_pbn_is_read_as_windows_1252(tmp_path):
    raw = b'[Event "Caf\xe9 \x80 \x93Open\x94 \x81"]\n[Board "1"]\n'
    path = tmp_path / "cp1252.pbn"
    path.write_bytes(raw)
    # Windows-1252: 0x80 is the euro sign, 0x93/0x94 curly quotes; 0x81 is undefined
    want = "Café € \u201cOpen\u201d \x81"
    assert pbn.load(path)[0]["Event"] == want
    assert next(pbn.iter_file(path))["Event"] == want
    utf8 = tmp_path / "utf8.pbn"
    utf8.write_bytes("\ufeff[Event \"Café €\"]\n".encode("utf-8"))
    assert pbn.load(utf8)[0]["Event"] == next(pbn.iter_file(utf8))["Event"] == "Café €"


def test_a_lin_board_over_16000_lines_reads_in_linear_time():
    n = 16_000
    text = (f"pn|S,W,N,E|{MD}sv|o|\nnt|" + "\n".join("x" for _ in range(n)) + "|\n"
            + "\n".join("mb|p|" if i < 4 else "pg||" for i in range(n)) + "\n")
    with watchdog(20):  # the quadratic reader took 160 s here; the linear one 0.2 s
        recs = lin.loads(text)
    assert len(recs) == 1 and recs[0].auction.is_passed_out
    assert recs[0].lines[-1] == 2 * n + 1


# ---------------------------------------------------------------------------- check()
def _rec(**tags: str) -> pbn.PbnRecord:
    base = {"Board": "1", "Dealer": "N", "Vulnerable": "None", "Deal": DEAL}
    base.update(tags)
    return pbn.loads("".join(f'[{k} "{v}"]\n' for k, v in base.items()))[0]


def test_check_reports_a_result_outside_0_to_13():
    assert any("Result" in f and "14" in f for f in pbn.check(_rec(Declarer="S", Contract="4S",
                                                                  Result="14")))
    assert not pbn.check(_rec(Declarer="S", Contract="4S", Result="13"))


def test_check_reports_a_board_number_below_1():
    assert any("Board" in f for f in pbn.check(_rec(Board="0")))
    assert any("Board" in f for f in pbn.check(_rec(Board="-3")))
    assert not pbn.check(_rec(Board="7"))


def test_check_reports_a_deal_without_13_cards_a_hand():
    short = "N:AKQJ.T98.765.43 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
    assert any("51 cards" in f and "North 12" in f for f in pbn.check(_rec(Deal=short)))
    missing = "N:AKQJ.T98.765.432 - 765.432.AKQJ.T98 432.AKQJ.T98.765"
    assert any("39 cards" in f for f in pbn.check(_rec(Deal=missing)))


def test_check_reports_a_score_that_disagrees_with_contract_and_result():
    # Law 77: 4♠ bid and made with an overtrick, not vulnerable: 120 + 300 game + 30 = 450
    good = _rec(Declarer="S", Contract="4S", Result="11", Score="NS 450")
    assert not pbn.check(good)
    bad = _rec(Declarer="S", Contract="4S", Result="11", Score="NS 420")
    assert any("Score" in f and "+450" in f for f in pbn.check(bad))
    # the declarer's side's own score, as some exporters write it: E/W defeated 3NT by 2
    ew = _rec(Declarer="E", Contract="3NT", Result="7", Score="-100")
    assert not pbn.check(ew)
    assert any("Score" in f for f in pbn.check(_rec(Declarer="E", Contract="3NT", Result="7",
                                                    Score="100")))


def test_check_reports_a_note_reference_without_its_note():
    text = (f'[Dealer "N"]\n[Deal "{DEAL}"]\n[Auction "N"]\n1NT =1= Pass 2C =2= Pass\n2D AP\n'
            '[Note "1:15-17"]\n')
    found = pbn.check(pbn.loads(text)[0])
    assert any("=2=" in f and "line 4" in f for f in found), found
    assert not any("=1=" in f for f in found)


def test_check_finds_nothing_new_in_the_clean_real_file(data_dir):
    # the data README: every Score tag of this file matches the duplicate score
    for rec in pbn.load(data_dir / "pbn" / "realbridge-2021-online-qual.pbn"):
        assert pbn.check(rec) == []


# ---------------------------------------------------------------------------- LIN → PBN
def test_lin_to_pbn_writes_the_mandatory_tags(data_dir):
    for b in lin.load(data_dir / "lin" / "bbo-robot-session.lin"):
        rec = b.to_pbn()
        assert [t.name for t in rec.tags][:15] == list(pbn.MANDATORY_TAGS)
        assert rec["Site"] == "?" and rec["Date"] == "????.??.??" and rec["Scoring"] == "?"
    no_deal = lin.loads("pn|a,b,c,d|mb|1N|mb|p|")[0].to_pbn()
    assert [t.name for t in no_deal.tags][:15] == list(pbn.MANDATORY_TAGS)
    assert no_deal["Deal"] == "?" and no_deal["South"] == "a"
    rec = b.to_pbn(event="Robots", site="BBO", date="2021.01.02", scoring="IMP")
    assert (rec["Event"], rec["Site"], rec["Date"], rec["Scoring"]) == (
        "Robots", "BBO", "2021.01.02", "IMP")


VUGRAPH = (
    "vg|Bermuda Bowl,Final Segment 3,I,33,48,Italy,0,USA,0|\n"
    "pn|Sud,Ovest,Nord,Est,Smith,Wong,Jones,Evans|\n"
    f"qx|o33|{MD}sv|o|mb|1N|mb|p|mb|3N|mb|p|mb|p|mb|p|\n"
    f"qx|c33|{MD}sv|o|mb|1N|mb|p|mb|p|mb|p|\n"
    f"qx|o34|{MD}sv|n|mb|p|mb|p|mb|p|mb|p|\n"
    f"qx|c34|{MD}sv|n|mb|p|mb|p|mb|p|mb|p|\n")


def test_vugraph_players_are_named_on_every_board_and_in_both_rooms():
    recs = lin.loads(VUGRAPH)
    assert [r.room for r in recs] == ["open", "closed", "open", "closed"]
    # pn lists the open room S W N E, then the closed room S W N E, once for all boards
    open_ = {Seat.SOUTH: "Sud", Seat.WEST: "Ovest", Seat.NORTH: "Nord", Seat.EAST: "Est"}
    closed = {Seat.SOUTH: "Smith", Seat.WEST: "Wong", Seat.NORTH: "Jones", Seat.EAST: "Evans"}
    for r in recs:
        assert r.rooms == {"open": open_, "closed": closed}
        assert r.players == (open_ if r.room == "open" else closed)
    p = recs[3].to_pbn()
    assert (p["North"], p["East"], p["South"], p["West"], p["Room"]) == (
        "Jones", "Evans", "Smith", "Wong", "Closed")
    assert (p["Event"], p["Round"], p["Scoring"], p["HomeTeam"], p["VisitTeam"]) == (
        "Bermuda Bowl", "Final Segment 3", "IMP", "Italy", "USA")
    assert lin.loads(lin.dumps(recs)) == recs


# ---------------------------------------------------------------------------- par, pack
def _synthetic_par():
    from bridgelib.analysis import dd
    from bridgelib.table import Vulnerability

    # E/W make 11 tricks in spades, N/S nothing worth a sacrifice (rows N E S W; C D H S NT)
    rows = tuple((5, 5, 6, 11, 8) if s in (Seat.EAST, Seat.WEST) else (8, 8, 7, 2, 5) for s in Seat)
    table = dd.DDTable(rows)
    return table, dd.par(table, Vulnerability.NONE, Seat.NORTH)


def test_par_contracts_carry_their_overtricks():
    pytest.importorskip("endplay")
    _, p = _synthetic_par()
    # 4♠ making 11 tricks not vulnerable: 120 + 300 + 30 = 450 (4♠= would be 420)
    assert p.score == -450
    assert p.contract_texts() == ["4♠+1 by East", "4♠+1 by West"]
    assert "4♠+1 by East" in str(p)


def test_pack_sheet_prints_par_with_overtricks():
    pytest.importorskip("endplay")
    from bridgelib.cli.cmd_pack import Pack, sheet_html

    table, p = _synthetic_par()
    board = Board.from_number(1, Deal.from_pbn(DEAL))
    html = sheet_html(Pack([board], [table], [p], [], 1, (), "Club"))
    assert "4♠+1 by East" in html and "4♠ by East" not in html


def test_pack_writes_pbn_21_with_the_mandatory_tags_and_a_dup_file(tmp_path, capsys):
    from bridgelib.cli import main

    out = tmp_path / "club"
    assert main(["pack", "--boards", "1-3", "--seed", "5", "--no-dd", "--pdf", "no", "--dup",
                 "--out", str(out)]) == 0
    text = (tmp_path / "club.pbn").read_text(encoding="utf-8")
    assert text.startswith("% PBN 2.1\n")
    recs = pbn.load(tmp_path / "club.pbn")
    mandatory = ["Event", "Site", "Date", "Board", "West", "North", "East", "South", "Dealer",
                 "Vulnerable", "Deal", "Scoring", "Declarer", "Contract", "Result"]
    for r in recs:
        assert [t.name for t in r.tags][:15] == mandatory
        assert "Round" in r
    boards = dup.load(tmp_path / "club.dup")
    assert len(boards) == 3
    for b, r in zip(boards, recs):
        assert b.number == r.board_number
        for seat in Seat:
            assert sorted(b.deal[seat].cards) == sorted(r.deal[seat].cards)
            assert len(b.deal[seat]) == 13
    assert "club.dup" in capsys.readouterr().out


def test_dup_file_matches_the_published_description():
    # The published description of the DUP format gives this deal with its BRI numbers
    # (North, East, South; ♠A = 01 … ♣2 = 52, in no particular order) and, for a set
    # of 32 boards dealt once, the ten closing bytes "YN1  1 32 ".
    deal = Deal.from_pbn("N:J987.JT7643.A4.Q .KQ2.QT9.AK98543 AQ42.A8.KJ762.J2 KT653.95.853.T76")
    published = {"N": "18043727240822422106250717", "E": "51503215164929412640314645",
                 "S": "43351128302039140152133403"}
    filler = Deal.from_pbn(DEAL)
    boards = [Board.from_number(1, deal)] + [Board.from_number(n, filler) for n in range(2, 33)]
    data = dup.dumps(boards)
    assert len(data) == 32 * 156
    first = data[:156]
    for k, seat in enumerate("NES"):
        ours = first[26 * k:26 * (k + 1)].decode("ascii")
        pairs = lambda s: sorted(s[i:i + 2] for i in range(0, 26, 2))  # noqa: E731
        assert pairs(ours) == pairs(published[seat]), seat
    assert first[146:] == b"YN1  1 32 "
    # the sorted part: North ♠J987 ♥JT7643 ♦A4 ♣Q, 17 bytes with the four suit symbols
    assert first[78:95] == b"\x06J987\x03JT7643\x04A4\x05Q"
    assert [b.deal for b in dup.loads(data)] == [b.deal for b in boards]


def test_dup_reader_refuses_damaged_files():
    data = bytearray(dup.dumps([Board.from_number(1, Deal.from_pbn(DEAL))]))
    with pytest.raises(InvalidNotation, match="multiple of 156"):
        dup.loads(bytes(data[:-1]))
    data[0:2] = b"14"  # North's first card no longer agrees with the sorted part
    with pytest.raises(InvalidNotation, match="disagree|twice"):
        dup.loads(bytes(data))
    with pytest.raises(InvalidNotation, match="consecutive"):
        dup.dumps([Board.from_number(1, Deal.from_pbn(DEAL)), Board.from_number(3, Deal.from_pbn(DEAL))])

