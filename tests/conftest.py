"""Shared fixtures: where the project's shared data lives."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def shared_dir() -> Path:
    """``../shared`` next to the checkout (CI lays a copy there), or $BRIDGE_SHARED."""
    env = os.environ.get("BRIDGE_SHARED")
    if env:
        return Path(env)
    for base in (ROOT.parent, ROOT.parent.parent):
        if (base / "shared" / "data").is_dir():
            return base / "shared"
    return ROOT.parent / "shared"


SHARED = shared_dir()
DATA = SHARED / "data"


@pytest.fixture(scope="session")
def data_dir() -> Path:
    if not DATA.is_dir():
        pytest.fail(f"the shared data folder is missing: expected {DATA} (set BRIDGE_SHARED)")
    return DATA
