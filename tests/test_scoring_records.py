"""Real records: every PBN record that carries a ``Score`` tag scores the same with our scorer.

The records were scored by the programs that wrote them (RealBridge's export and
others), so they are an independent check of Law 77 on real play.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bridgelib.scoring import Result

_TAG = re.compile(r'^\[(\w+)\s+"(.*)"\]\s*$')
_NEEDED = ("Contract", "Declarer", "Result", "Vulnerable", "Score")


def scored_records(path: Path) -> list[tuple[int, dict[str, str]]]:
    """(line number, tags) of each record with a Score tag; a tiny reader of the few tags we need.

    Records are separated by blank lines; tags not repeated in a record are inherited
    from the previous record (PBN 2.1 §3.5), which only matters for Vulnerable here.
    """
    out: list[tuple[int, dict[str, str]]] = []
    tags: dict[str, str] = {}
    start = 0
    previous: dict[str, str] = {}

    def flush():
        if "Score" in tags:
            merged = {k: v for k, v in previous.items() if k == "Vulnerable"}
            merged.update(tags)
            out.append((start, merged))

    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            if tags:
                flush()
                previous = {**previous, **tags}
                tags = {}
            continue
        m = _TAG.match(line)
        if m and m.group(1) in _NEEDED:
            if not tags:
                start = number
            tags[m.group(1)] = m.group(2)
    if tags:
        flush()
    return out


def ns_points(score_tag: str) -> int:
    side, points = score_tag.split()
    value = int(points)
    return value if side == "NS" else -value


def test_realbridge_scores(data_dir):
    records = scored_records(data_dir / "pbn" / "realbridge-2021-online-qual.pbn")
    assert len(records) == 279  # grep -c '^\[Score ' on the file
    for line, tags in records:
        r = Result.from_pbn(tags["Contract"], tags["Declarer"], tags["Result"])
        assert r.score_ns(tags["Vulnerable"]) == ns_points(tags["Score"]), (line, tags)


@pytest.mark.parametrize("name", ["euro-youth-1998-excerpt.pbn", "sample-with-notes-and-dd.pbn"])
def test_other_scored_records(data_dir, name):
    records = scored_records(data_dir / "pbn" / name)
    assert len(records) == 2
    for line, tags in records:
        r = Result.from_pbn(tags["Contract"], tags["Declarer"], tags["Result"])
        assert r.score_ns(tags["Vulnerable"]) == ns_points(tags["Score"]), (line, tags)
