"""The benchmark runner (benchmarks/run.py): discovery, row checks, the printed table.

No benchmark is timed here (nothing asserts wall-clock times)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def runner():
    spec = importlib.util.spec_from_file_location("bench_runner", ROOT / "benchmarks" / "run.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_discovers_every_bench_module(runner):
    names = [p.name for p in runner.discover()]
    assert {"bench_dealing.py", "bench_dd.py", "bench_pbn.py"} <= set(names)
    assert names == sorted(names)
    assert [p.name for p in runner.discover(["dd"])] == ["bench_dd.py"]
    with pytest.raises(SystemExit, match="no such benchmark"):
        runner.discover(["nope"])
    for path in runner.discover():
        assert "def run(" in path.read_text(), path.name


def test_targets_and_rows(runner):
    assert runner.check_target({"ratio": 60.0, "target": ">= 50"}) == "ok"
    assert runner.check_target({"ratio": 1.2, "target": "<= 1.05"}) == "MISS"
    assert runner.check_target({"ratio": 1.2}) == ""
    with pytest.raises(ValueError, match="lacks anchor, ratio"):
        runner.validate({"name": "x", "ours": 1}, "bench_x")


def test_table_shows_rows_errors_and_notes(runner):
    rows = [runner.validate({"name": "random deals", "ours": 500_000.0, "anchor": 3_000.0,
                             "unit": "deals/s", "ratio": 166.7, "target": ">= 50",
                             "note": "anchor: endplay"}, "bench_dealing"),
            runner.validate({"name": "table", "ours": 0.0912, "anchor": 0.09, "unit": "s",
                             "ratio": 1.013, "target": "<= 1.05"}, "bench_dd"),
            {"module": "bench_broken", "error": "RuntimeError: boom"}]
    text = runner.table(rows)
    assert "500,000 deals/s" in text and "166.70x" in text and "91.2 ms" in text
    assert "FAILED: RuntimeError: boom" in text and "[bench_dealing] random deals: anchor" in text
    assert text.count(" ok") == 2


def test_bidding_quality_prints_the_standard_error_of_its_mean():
    # the figure the goal is judged by is a mean over 1,000 boards: its standard error says
    # how far another 1,000 boards would typically put it (sample deviation / √n)
    spec = importlib.util.spec_from_file_location(
        "bench_bidding_quality", ROOT / "benchmarks" / "bench_bidding_quality.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    # 0, 2, 4, 6: mean 3, squared deviations 9 + 1 + 1 + 9 = 20, sample variance 20/3,
    # deviation 2.582; over √4 = 2 → 1.291
    assert module._standard_error([0, 2, 4, 6]) == pytest.approx(1.291, abs=1e-3)
    assert module._standard_error([5]) == 0.0
