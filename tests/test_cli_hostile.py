"""Every ``bridge`` subcommand, fed hostile input in a real subprocess: one line on
standard error, exit 1 or 2 (2 for a usage error), never a traceback, never a hang."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from bridgelib.cli import board_number, port_number, brief, one_line

ROOT = Path(__file__).resolve().parents[1]
HUGE = "9" * 5000  # over Python's 4,300-digit limit for int()


def bridge(*argv: str, stdin: bytes = b"", timeout: float = 60, cwd: Path | None = None,
           stdin_file: str | None = None, encoding: str = "utf-8:strict"
           ) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONIOENCODING=encoding, LC_ALL="C.UTF-8")
    cmd = [sys.executable, "-m", "bridgelib", *argv]
    cwd = cwd or Path(tempfile.gettempdir())  # a command that wrongly succeeds writes no file here
    if stdin_file is not None:
        with open(stdin_file, "rb") as f:
            return subprocess.run(cmd, stdin=f, capture_output=True, timeout=timeout, env=env,
                                  cwd=cwd)
    return subprocess.run(cmd, input=stdin, capture_output=True, timeout=timeout, env=env,
                          cwd=cwd)


def refused(done: subprocess.CompletedProcess, code: int, *needles: str) -> str:
    err = done.stderr.decode("utf-8")
    assert "Traceback" not in err and "Traceback" not in done.stdout.decode("utf-8", "replace")
    assert done.returncode == code, (done.returncode, err)
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    # no quoted input longer than about 80 characters
    assert all(len(q) <= 90 for q in re.findall(r"'[^']*'", lines[0])), lines[0]
    for needle in needles:
        assert needle in lines[0], lines[0]
    return lines[0]


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    d = tmp_path_factory.mktemp("hostile")
    (d / "latin1.txt").write_bytes('[Game "honeymoon"]\nOlga é\n'.encode("latin-1"))
    (d / "utf16.txt").write_text('[Game "honeymoon"]\n', encoding="utf-16")
    (d / "bad.txt").write_bytes(b"4SN=\n4HS\xe9=\n")
    (d / "afile").write_text("I am a file, not a folder\n")
    return d


# (argv, stdin bytes, exit code, text the one line must contain)
USAGE = [
    (["imps", HUGE], 2, "not a point difference"),
    (["imps", "15201"], 2, "15,200"),
    (["score", "4SN+" + HUGE], 2, "at most 13 tricks"),
    (["score", HUGE], 2, "is not a result"),
    (["deal", "--board", "0"], 2, "boards are numbered from 1"),
    (["deal", "--board", "-3"], 2, "boards are numbered from 1"),
    (["deal", "--board", HUGE], 2, "too many digits"),
    (["deal", "--seed", HUGE], 2, "too many digits"),
    (["bid", "--seed", "1", "--board", "0"], 2, "boards are numbered from 1"),
    (["bid", "--seed", "1", "AQJ52.K3.K82.A73"], 2, "not both"),
    (["bid"], 2, "give a HAND"),
    (["bid", HUGE], 2, "is not a hand"),
    (["bid", "--system", HUGE, "AQJ52.K3.K82.A73"], 2, "invalid choice"),
    (["pack", "--boards", "0-3", "--no-dd", "--pdf", "no"], 2, "numbered from 1"),
    (["pack", "--boards", "1-100000000000", "--no-dd"], 2, "1-100000000000"),
    (["pack", "--boards", "1-300", "--no-dd"], 2, "at most 256"),
    (["pack", "--boards", "1-999999999", "--no-dd"], 2, "at most 256"),  # counted, not listed
    (["pack", "--boards", "1-200,150-300", "--no-dd"], 2, "names 300 boards"),
    (["pack", "--boards", "1-" + HUGE, "--no-dd"], 2, "not a list of boards"),
    (["pack", "--out", "", "--boards", "1", "--no-dd", "--pdf", "no"], 2, "give a file name"),
    (["pack", "--out", ".", "--boards", "1", "--no-dd", "--pdf", "no"], 2, "give a file name"),
    (["pack", "--where", "N hcp " + HUGE, "--boards", "1", "--no-dd", "--pdf", "no"], 2, ""),
    (["yard", "--target", "-5", "--auto"], 2, "positive number of points"),
    (["yard", "--circles", "0", "--auto"], 2, "at least 1"),
    (["yard", "--trump", "X" * 500, "--auto"], 2, ""),
    (["course", "--port", "-1", "--dry-run"], 2, "from 1 to 65535"),
    (["course", "--port", "70000", "--dry-run"], 2, "from 1 to 65535"),
    (["replay", "../../x"], 2, "not a bundled record"),
    (["replay", ""], 2, "give a record"),
    (["pack", "--where", "(" * 5000, "--boards", "1", "--no-dd", "--pdf", "no"], 2, ""),
    (["yard", "--target", "100000000000", "--auto"], 2, "at most 10000"),
    (["yard", "--circles", "251", "--auto"], 2, "at most 250"),
    (["replay", "../records/sergey-olga"], 2, "not a bundled record"),
    (["replay", "sergey-olga", "--rules", HUGE], 2, "invalid choice"),
    (["nosuchcommand"], 2, "invalid choice"),
    (["deal", "--nosuchoption"], 2, "unrecognized arguments"),
]


@pytest.mark.parametrize("argv, code, needle", USAGE,
                         ids=[" ".join(a)[:40] for a, _, _ in USAGE])
def test_usage_errors_are_one_line_exit_2(argv, code, needle):
    refused(bridge(*argv), code, needle)


@pytest.mark.parametrize("command", ["score", "imps"])
def test_stdin_that_is_not_utf8(command):
    line = refused(bridge(command, "-", stdin=b"4SN=\n4HS=\xe9\n"), 2, "not UTF-8")
    assert "line 2" in line


def test_yard_reads_a_line_that_is_not_utf8_and_asks_again():
    done = bridge("yard", "--seed", "1", stdin=b"\xe9\xff\n")
    assert b"Traceback" not in done.stderr and done.returncode == 1  # ends at end of input
    assert "not UTF-8 text" in done.stdout.decode("utf-8")


def test_yard_on_endless_input_stops():
    done = bridge("yard", "--seed", "1", stdin_file="/dev/zero", timeout=60)
    assert b"Traceback" not in done.stderr and done.returncode == 1


@pytest.mark.parametrize("name, needle", [("latin1.txt", "not UTF-8"), ("utf16.txt", "not UTF-8"),
                                          ("bad.txt", "not UTF-8"), ("afile", "")])
def test_record_files_that_are_not_records(files, name, needle):
    refused(bridge("replay", str(files / name)), 2, needle)


def test_binary_and_endless_record_files():
    refused(bridge("replay", sys.executable), 2, "")
    if Path("/dev/zero").exists():
        refused(bridge("replay", "/dev/zero", timeout=60), 2, "larger than")


def test_a_folder_as_a_record(tmp_path):
    refused(bridge("replay", str(tmp_path)), 2, "cannot read")


def test_pack_out_under_a_regular_file(files):
    # a folder that cannot be created (a regular file is in the way): refused before dealing,
    # even for root, who could write anywhere else
    line = refused(bridge("pack", "--out", str(files / "afile" / "x"), "--boards", "1",
                          "--no-dd", "--pdf", "no"), 2, "is a file, not a folder")
    assert not list(files.glob("*.pbn"))


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0,
                    reason="root may write to a read-only folder")
def test_pack_out_in_an_unwritable_folder(tmp_path):  # pragma: no cover - root in CI
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        refused(bridge("pack", "--out", str(folder / "x"), "--boards", "1", "--no-dd",
                       "--pdf", "no"), 2, "not writable")
    finally:
        folder.chmod(0o700)


def test_hand_with_a_spade_void_is_a_hand():
    done = bridge("bid", "-.KJ9853.Q852.J73")
    assert done.returncode == 0, done.stderr
    assert b"Pass" in done.stdout
    done = bridge("bid", "--system", "ACOL", "AQJ52.K3.K82.A73")  # any case
    assert done.returncode == 0, done.stderr
    assert "1♠" in done.stdout.decode("utf-8")


def test_a_terminal_that_cannot_show_suit_symbols():
    refused(bridge("deal", "--seed", "1", encoding="ascii:strict"), 1, "PYTHONIOENCODING")


def test_a_long_file_name_is_quoted_briefly():
    refused(bridge("replay", "a" * 5000), 1, "(5000 characters)")


def test_large_valid_numbers_still_work():
    assert bridge("imps", "15200", "-15200").stdout.decode().split() == ["15200", "24",
                                                                        "-15200", "-24"]
    done = bridge("course", "--port", "65535", "--dry-run", "--no-browser")
    assert done.returncode == 0 and b"--port=65535" in done.stdout


def test_argparse_types_and_helpers():
    import argparse

    assert board_number("17") == 17 and port_number("1") == 1
    for bad in ("0", "-1", "x", HUGE):
        with pytest.raises(argparse.ArgumentTypeError):
            board_number(bad)
    assert len(brief("x" * 1000)) < 100 and brief("abc") == "'abc'"
    assert one_line("a\nb") == "a b"
    assert len(one_line(f"{'y' * 500!r} is bad")) < 120


def test_bundled_names_never_leave_the_data_folder():
    from bridgelib import course
    from bridgelib.errors import InvalidNotation
    from bridgelib.records import load_bundled

    # these files exist, but outside the data folders: a name is not a path
    assert (ROOT / "sources" / "honeymoon-bridge.ru.txt").is_file()
    with pytest.raises(InvalidNotation, match="not a bundled record"):
        load_bundled("../../../sources/honeymoon-bridge.ru")
    assert (ROOT / "tests/data/records/pbn/euro-youth-1998-excerpt.pbn").is_file()
    with pytest.raises(InvalidNotation, match="not a stored deal set"):
        course.stored_deals("../../../tests/data/records/pbn/euro-youth-1998-excerpt")
    with pytest.raises(InvalidNotation, match="play-technique"):  # the message lists them
        course.stored_deals("x" * 500)
    assert "finesse" in course.stored_deals("play-technique")


def test_main_returns_the_exit_code_of_a_usage_error(capsys):
    from bridgelib.cli import main

    assert main(["deal", "--board", "0"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "boards are numbered from 1" in err
    assert main(["deal", "--help"]) == 0


def test_pack_counts_distinct_boards_before_listing_them():
    from bridgelib.cli.cmd_pack import parse_boards
    from bridgelib.errors import InvalidNotation

    assert len(parse_boards("1-200,5-100")) == 200  # overlaps count once
    assert len(parse_boards("1-256")) == 256
    for text, count in (("1-257", 257), ("1-200,150-300", 300), ("1-999999999", 999999999)):
        with pytest.raises(InvalidNotation, match=f"names {count} boards"):
            parse_boards(text)
