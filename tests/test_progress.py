"""The progress file: atomic writes, corrupt files kept aside and reported, location."""

from __future__ import annotations

import json
import os

import pytest

from bridgelib import progress
from bridgelib.errors import BridgeError
from bridgelib.progress import Progress, ProgressWarning


@pytest.fixture
def store(tmp_path):
    return Progress(tmp_path / "progress.json")


def test_nothing_saved_yet(store):
    assert store.results() == {}
    assert store.to_text() == "No quiz results saved yet."
    assert not store.path.exists()  # reading never creates the file


def test_record_best_last_attempts(store):
    store.record("01-cards", "cards", 6, 8)
    store.record("01-cards", "cards", 8, 8)
    store.record("01-cards", "cards", 5, 8)
    store.record("02-auction", "auction", 1, 5)
    res = store.results()
    assert res["01-cards"]["cards"] == {"last": [5, 8], "best": [8, 8], "attempts": 3}
    assert res["02-auction"]["auction"]["attempts"] == 1
    assert "01-cards  cards: best 8/8, last 5/8, 3 attempt(s)" in store.to_text()
    html = store.to_html()
    assert "<td>01-cards</td>" in html and "<td>8 / 8</td>" in html


def test_best_compares_fractions(store):
    store.record("l", "q", 3, 4)  # 75%
    store.record("l", "q", 4, 6)  # 67%: not better
    assert store.results()["l"]["q"]["best"] == [3, 4]


@pytest.mark.parametrize("args", [("", "q", 1, 2), ("l", "q", 3, 2), ("l", "q", -1, 2),
                                  ("l", None, 1, 2), ("l", "q", 1.5, 2)])
def test_bad_scores_are_refused_and_nothing_written(store, args):
    with pytest.raises(BridgeError):
        store.record(*args)
    assert not store.path.exists()


def test_the_file_is_json_others_can_read(store):
    store.record("01-cards", "cards", 6, 8)
    data = json.loads(store.path.read_text(encoding="utf-8"))
    assert data == {"version": 1, "lessons": {"01-cards": {"cards": {
        "attempts": 1, "best": [6, 8], "last": [6, 8]}}}}


def test_a_crash_mid_write_keeps_the_earlier_results(store, monkeypatch):
    store.record("l", "q", 1, 2)
    before = store.path.read_bytes()

    def boom(*args, **kwargs):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError, match="disk full"):
        store.record("l", "q", 2, 2)
    monkeypatch.undo()
    assert store.path.read_bytes() == before
    assert [p.name for p in store.path.parent.iterdir()] == ["progress.json"]  # no temp left


def test_a_crash_while_writing_json_keeps_the_earlier_results(store, monkeypatch):
    store.record("l", "q", 1, 2)
    before = store.path.read_bytes()

    def boom(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(json, "dump", boom)
    with pytest.raises(KeyboardInterrupt):
        store.record("l", "q", 2, 2)
    monkeypatch.undo()
    assert store.path.read_bytes() == before
    assert len(list(store.path.parent.iterdir())) == 1


@pytest.mark.parametrize("content", ['{"version": 1, "lessons": {', "not json", "[1, 2]",
                                     '{"version": 99, "lessons": {}}',
                                     '{"version": 1, "lessons": {"l": {"q": {"best": 3}}}}'])
def test_a_corrupt_file_is_kept_aside_and_reported(store, content):
    store.path.write_text(content, encoding="utf-8")
    with pytest.warns(ProgressWarning, match="could not be read"):
        assert store.results() == {}
    aside = store.path.with_name("progress.corrupt-1.json")
    assert aside.read_text(encoding="utf-8") == content  # kept, not overwritten
    assert "progress.corrupt-1.json" in store.problem
    assert "could not be read" in store.to_html()
    store.record("l", "q", 1, 1)  # a new file is started
    assert store.results()["l"]["q"]["best"] == [1, 1]
    assert aside.read_text(encoding="utf-8") == content


def test_a_second_corrupt_file_does_not_replace_the_first(store):
    for n, content in enumerate(("bad one", "bad two"), 1):
        store.path.write_text(content, encoding="utf-8")
        with pytest.warns(ProgressWarning):
            store.results()
        assert store.path.with_name(f"progress.corrupt-{n}.json").read_text() == content


def test_location_from_the_environment(tmp_path, monkeypatch):
    monkeypatch.setenv("BRIDGE_PROGRESS_DIR", str(tmp_path / "p"))
    assert progress.progress_path() == tmp_path / "p" / "progress.json"
    progress.record("l", "q", 1, 2)
    assert progress.show().results() == {"l": {"q": {"attempts": 1, "best": [1, 2], "last": [1, 2]}}}


def test_default_location_is_a_user_data_folder(monkeypatch, tmp_path):
    monkeypatch.delenv("BRIDGE_PROGRESS_DIR", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    if os.name == "posix" and not os.uname().sysname == "Darwin":
        assert progress.progress_path() == tmp_path / "bridge-course" / "progress.json"
    assert progress.progress_path().name == "progress.json"
