"""benchmarks/compare_bidding.py: the bidder's change measured on the boards it changes.

No timing is asserted; the bidding is real (a few boards, rules only)."""

from __future__ import annotations

import importlib.util
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def compare():
    spec = importlib.util.spec_from_file_location("compare_bidding",
                                                  ROOT / "benchmarks" / "compare_bidding.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_summary_counts_gains_by_half(compare):
    # board 3 came 4 IMPs nearer par, board 7 lost 2, board 1200 (held out) gained 5
    s = compare.summary({3: 6, 7: 0, 1200: 5}, {3: 2, 7: 2, 1200: 0}, 1000)
    assert s == {"boards": 3, "tuning": 2, "held_out": 5, "better": 2, "worse": 1}


def test_the_workers_bid_as_the_benchmark_numbers_its_boards(compare):
    from bridgelib.bidding import bid_deal

    b = compare._bench().board(21)  # board 21 of the benchmark: deal seed 21, board number 6
    assert b.number == 6
    r = bid_deal(b.deal, "acol", b.dealer, b.vulnerability, None)
    assert compare._worker("acol", [21], judged=False) == {
        21: " ".join(c.pbn() for c in r.auction.calls)}


@pytest.mark.skipif(subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT,
                                   capture_output=True).returncode != 0,
                    reason="not a git checkout")
def test_a_revision_unpacked_bids_in_its_own_process(compare, tmp_path):
    tree = compare.unpack("HEAD", tmp_path)
    assert (tree / "bridgelib" / "__init__.py").is_file()
    # the same tree twice, each bid in its own process: the same complete auctions
    old, new = compare.both((tree, tree), "sayc", [0, 1, 2], judged=False)
    assert old == new and set(old) == {0, 1, 2}
    assert all(a.endswith("Pass Pass Pass") for a in old.values()), old


def test_no_rules_only_change_is_said_in_one_line(compare, monkeypatch, capsys):
    # the base tree is the working tree itself: no auction can differ
    monkeypatch.setattr(compare, "unpack", lambda rev, into: compare.ROOT)
    assert compare.main(["--systems", "sayc,acol", "--boards", "3", "--start", "5"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "sayc: no rules-only auction changes on boards 5–7",
        "acol: no rules-only auction changes on boards 5–7"]


def test_bad_arguments_are_one_line(compare, tmp_path):
    with pytest.raises(SystemExit, match="unknown system 'bogus'"):
        compare.main(["--systems", "bogus"])
    with pytest.raises(SystemExit, match="git archive no-such-revision"):
        compare.unpack("no-such-revision", tmp_path)


def test_made_counts_split_by_half_and_leave_passed_out_boards_unplayed(compare):
    # boards 3 and 7 tuning (one makes), board 9 passed out, board 1200 held out and failing
    assert compare.made_count({3: True, 7: False, 9: None, 1200: False}, 1000) == ("1/2", "0/1")


def test_makes_judges_the_final_contract_double_dummy(compare):
    from bridgelib.analysis.dd import dd_table

    b = compare._bench().board(21)  # dealer East, who takes 7 tricks in no-trump double dummy
    table = {21: dd_table(b.deal)}
    assert table[21].tricks[1][4] == 7  # row East (N E S W), column no-trump (C D H S NT)
    assert compare.makes({21: "1NT Pass Pass Pass"}, table) == {21: True}
    assert compare.makes({21: "2NT Pass Pass Pass"}, table) == {21: False}
    assert compare.makes({21: "Pass Pass Pass Pass"}, table) == {21: None}
