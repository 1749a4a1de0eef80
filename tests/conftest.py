"""Shared fixtures: where the project's vendored test data and source texts live.

Everything a test reads is inside the repository: the real-record corpus in
``tests/data/records`` and the five source texts in ``sources/``.  No test reads outside the
checkout.
"""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data" / "records"
SOURCES = ROOT / "sources"

#: The course's source texts by the title ``sources/README.md`` gives them.
SOURCE_FILES = {
    "honeymoon": SOURCES / "honeymoon-bridge.ru.txt",
    "contract-rules": SOURCES / "contract-bridge-rules.ru.txt",
    "overview": SOURCES / "bridge-overview.bg.txt",
    "laws": SOURCES / "laws-and-bridge-for-everyone.ru.txt",
    "yard": SOURCES / "yard-bridge.uk.txt",
}


def source_text(key: str) -> str:
    """The words of one source text (``honeymoon``, ``contract-rules``, ``overview``, ``laws``, ``yard``)."""
    return SOURCE_FILES[key].read_text(encoding="utf-8")


def lesson_source(stem: str, part: str = "course") -> str:
    """The percent source of one lesson (``"05-the-auction"``), or with ``part="solutions"``
    of its exercises, for the tests that check what the prose says against what the engine
    computes."""
    return (ROOT / "tools" / "lessons" / part / f"{stem}.py").read_text(encoding="utf-8")


@pytest.fixture(scope="session")
def data_dir() -> Path:
    return DATA
