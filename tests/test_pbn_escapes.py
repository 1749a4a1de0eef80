"""Tag values survive writing and reading again; the stored lesson files are what the writer writes.

PBN 2.1, section 3.7 ("string" token): a quote inside a string is written ``\\"`` and a
backslash ``\\\\``; a lone backslash as real files write column specs (``Result\\2R``)
still reads as it stands."""

from __future__ import annotations

from importlib import resources

import pytest
from hypothesis import given, strategies as st

from bridgelib.io import pbn


@given(st.text(alphabet=st.sampled_from('ab2R\\"; '), max_size=30))
def test_a_tag_value_reads_back_as_written(value):
    assert pbn._unescape('"' + pbn._escape(value) + '"') == value


@pytest.mark.parametrize("name", ["defence.pbn", "play-technique.pbn"])
def test_a_stored_lesson_file_is_written_back_byte_for_byte(name):
    """tools/store_dd.py --check compares bytes: a file read and written again is unchanged."""
    text = (resources.files("bridgelib") / "data" / "deals" / name).read_text(encoding="utf-8")
    assert pbn.dumps(pbn.loads(text)) == text
