import subprocess
import sys

from bridgelib.cli import main


def test_deal_board_5_names_dealer_north_and_ns_vulnerable(capsys):
    assert main(["deal", "--seed", "1", "--board", "5"]) == 0
    out = capsys.readouterr().out
    assert "Board 5" in out and "Dealer: North" in out and "Vul: North–South" in out
    assert out.count("♠") == 4  # four hands


def test_deal_is_reproducible_and_formats(capsys):
    main(["deal", "--seed", "9", "--format", "pbn", "--board", "2"])
    first = capsys.readouterr().out
    main(["deal", "--seed", "9", "--format", "pbn", "--board", "2"])
    assert capsys.readouterr().out == first
    assert '[Dealer "E"]' in first and '[Vulnerable "NS"]' in first and '[Deal "E:' in first
    main(["deal", "--seed", "9", "--format", "html"])
    assert "<table" in capsys.readouterr().out


def test_deal_without_seed_prints_the_seed(capsys):
    main(["deal"])
    assert "repeat with --seed" in capsys.readouterr().out


def test_console_entry_point_runs():
    out = subprocess.run([sys.executable, "-m", "bridgelib", "deal", "--seed", "1", "--board", "5"],
                         capture_output=True, text=True, check=True).stdout
    assert "Dealer: North" in out


def test_course_dry_run(capsys):
    assert main(["course", "--dry-run", "--no-browser"]) == 0
    out = capsys.readouterr().out
    assert "jupyterlab" in out and "course/00-index.ipynb" in out
