"""``bridge score`` and ``bridge imps`` (called in-process with capsys)."""

from __future__ import annotations

import io

import pytest

from bridgelib.cli import main


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_score_examples_from_the_issue(capsys):
    code, out, err = run(capsys, "score", "4SXN+1", "3NTE=", "6HXXS-3", "Pass")
    # not vulnerable: 4♠X+1 240 + 300 + 50 + 100; 3NT= 100 + 300;
    # 6♥XX-3 redoubled not vulnerable 200 + 400 + 400; passed out 0
    assert code == 0 and err == ""
    assert out.splitlines() == ["4SXN+1 690", "3NTE= 400", "6HXXS-3 -1000", "Pass 0"]


@pytest.mark.parametrize("vul, expected", [
    ("none", ["4HS= 420", "4HE= 420"]),
    ("ns", ["4HS= 620", "4HE= 420"]),
    ("ew", ["4HS= 420", "4HE= 620"]),
    ("all", ["4HS= 620", "4HE= 620"]),
    ("NS", ["4HS= 620", "4HE= 420"]),
])
def test_vulnerability_of_the_declaring_side(capsys, vul, expected):
    code, out, _ = run(capsys, "score", "--vul", vul, "4HS=", "4HE=")
    assert code == 0 and out.splitlines() == expected


def test_explain_prints_the_breakdown(capsys):
    code, out, _ = run(capsys, "score", "--vul", "ns", "--explain", "4HXS=")
    lines = out.splitlines()
    assert code == 0 and lines[0] == "4HXS= 790"
    assert "trick score 4 × 30 × 2 doubled" in out and "game bonus (vulnerable)" in out
    assert lines[-1].split()[-1] == "790"


def test_stdin(capsys, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO("4SN+1\n\n  3NTW-2  # two down\n"))
    code, out, _ = run(capsys, "score", "-", "1CN=")
    # 4♠+1 = 450; 3NT-2 not vulnerable = -100; 1♣= 20 + 50 = 70
    assert code == 0 and out.splitlines() == ["4SN+1 450", "3NTW-2 -100", "1CN= 70"]


@pytest.mark.parametrize("token", ["4SN", "4S+1", "8NTN=", "4SN+4", "hello"])
def test_bad_contract_exit_2_quoting_the_token(capsys, token):
    code, out, err = run(capsys, "score", "3NTN=", token)
    assert code == 2 and out == ""          # nothing printed when any token is bad
    assert err.startswith("bridge score: ") and repr(token) in err


def test_bad_stdin_line_names_the_line(capsys, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO("4SN=\n4SX\n"))
    code, _, err = run(capsys, "score", "-")
    assert code == 2 and "<stdin>, line 2" in err and "'4SX'" in err


def test_imps(capsys):
    code, out, _ = run(capsys, "imps", "620", "-170", "10", "20", "4000", "+90")
    # Law 78B: 600–740 → 12; 170–210 → 5; 0–10 → 0; 20–40 → 1; 4000+ → 24; 90–120 → 3
    assert code == 0
    assert out.splitlines() == ["620 12", "-170 -5", "10 0", "20 1", "4000 24", "+90 3"]


def test_imps_stdin_and_errors(capsys, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO("450\n-1430\n"))
    code, out, _ = run(capsys, "imps", "-")
    assert code == 0 and out.splitlines() == ["450 10", "-1430 -16"]
    code, out, err = run(capsys, "imps", "620", "6.5")
    assert code == 2 and out == "" and "'6.5' is not a point difference" in err
