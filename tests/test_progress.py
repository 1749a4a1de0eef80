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
    assert not list(store.path.parent.glob(".progress-*"))  # no temp left


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
    assert not list(store.path.parent.glob(".progress-*"))


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


# ---------------------------------------------------------------- issue 12: never lost
UNREADABLE = {
    "latin-1": '{"version": 1, "lessons": {"Léçon": {}}}'.encode("latin-1"),
    "binary": bytes(range(256)) * 4,
    "utf-16": '{"version": 1, "lessons": {}}'.encode("utf-16"),
    "nested 100k deep": b"[" * 100_000 + b"]" * 100_000,
    "nested objects": b'{"a":' * 100_000 + b"1" + b"}" * 100_000,
}


@pytest.mark.parametrize("name", sorted(UNREADABLE))
def test_any_unreadable_file_is_set_aside_and_reported(store, name):
    content = UNREADABLE[name]
    store.path.write_bytes(content)
    with pytest.warns(ProgressWarning, match="could not be read"):
        assert store.results() == {}
    aside = store.path.with_name("progress.corrupt-1.json")
    assert aside.read_bytes() == content  # kept byte for byte
    assert "Note: " in store.to_text() and "progress.corrupt-1.json" in store.problem
    store.record("l", "q", 1, 2)  # and saving goes on
    assert Progress(store.path).results() == {"l": {"q": {"attempts": 1, "best": [1, 2],
                                                           "last": [1, 2]}}}


def test_a_file_too_large_to_be_progress_is_set_aside(store):
    store.path.write_bytes(b" " * (progress.MAX_BYTES + 1))
    with pytest.warns(ProgressWarning, match="larger than"):
        assert store.results() == {}
    assert store.path.with_name("progress.corrupt-1.json").stat().st_size == progress.MAX_BYTES + 1


def test_a_utf8_bom_is_accepted(store, recwarn):
    data = {"version": 1, "lessons": {"01-cards": {"cards": {"attempts": 1, "best": [3, 4],
                                                             "last": [3, 4]}}}}
    store.path.write_bytes(b"\xef\xbb\xbf" + json.dumps(data).encode("utf-8"))
    assert store.results() == data["lessons"]
    assert store.problem is None and not recwarn.list
    assert not store.path.with_name("progress.corrupt-1.json").exists()


def test_a_quiz_save_after_an_unreadable_file_is_not_silent(store):
    store.path.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.warns(ProgressWarning):
        store.record("l", "q", 2, 2)  # the save itself sets the bad file aside
    assert store.results()["l"]["q"]["best"] == [2, 2]
    assert store.path.with_name("progress.corrupt-1.json").read_bytes() == b"\xff\xfe\x00garbage"


def test_a_corrupt_file_that_cannot_be_moved_gives_a_note(store, monkeypatch):
    # what a read-only folder does to os.replace (root ignores chmod, so it is simulated here;
    # the real folder is tried below when the tests do not run as root)
    store.path.write_text("not json", encoding="utf-8")

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.warns(ProgressWarning, match="nor moved aside"):
        assert store.results() == {}
        assert "Permission denied" in store.problem and "Note:" in store.to_text()
    with pytest.warns(ProgressWarning), pytest.raises(OSError, match="not saved"):
        store.record("l", "q", 1, 1)  # never written over the unreadable file
    monkeypatch.undo()
    assert store.path.read_text(encoding="utf-8") == "not json"


READ_ONLY_CHECK = """
import sys, warnings
from bridgelib.progress import Progress
p = Progress(sys.argv[1])
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    assert p.results() == {}
assert caught and p.problem and "could not be read" in p.to_text(), p.problem
try:
    p.record("l", "q", 1, 2)
except OSError:
    pass  # nothing can be saved in a read-only folder; the quiz shows "Not saved"
else:
    raise AssertionError("saved into a read-only folder")
print("ok")
"""


def test_a_corrupt_file_in_a_read_only_folder_gives_a_note():
    import shutil
    import subprocess
    import sys
    import tempfile
    from pathlib import Path

    if not hasattr(os, "geteuid"):
        pytest.skip("no POSIX permissions here")
    root = Path(__file__).resolve().parents[1]
    base = Path(tempfile.mkdtemp(prefix="bridge-progress-ro-"))  # not under pytest's 0700 tmp
    folder = base / "ro"
    folder.mkdir()
    (folder / "progress.json").write_bytes(b"\xe9 not utf-8")
    cmd = [sys.executable, "-c", READ_ONLY_CHECK, str(folder / "progress.json")]
    if os.geteuid() == 0:  # root ignores permissions: run the check as an ordinary user
        if not shutil.which("runuser"):
            pytest.skip("running as root without runuser: a read-only folder is impossible")
        cmd = ["runuser", "-u", "nobody", "--", *cmd]
        if any(p.stat().st_mode & 0o005 != 0o005 for p in (root, *root.parents)):
            pytest.skip("the checkout is not readable by an ordinary user")
        python = Path(sys.executable).resolve()
        if any(p.stat().st_mode & 0o001 != 0o001 for p in python.parents):
            pytest.skip("the Python interpreter is in a folder an ordinary user cannot enter")
    base.chmod(0o755)
    folder.chmod(0o555)
    try:
        env = dict(os.environ, PYTHONPATH=str(root))
        done = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=120)
        assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr
        assert (folder / "progress.json").read_bytes() == b"\xe9 not utf-8"  # left as it was
    finally:
        folder.chmod(0o755)
        shutil.rmtree(base)


def test_stale_temporary_files_are_cleaned(store):
    import time

    store.path.parent.mkdir(parents=True, exist_ok=True)
    stale = store.path.with_name(".progress-killed.tmp")
    stale.write_text('{"version": 1, "lessons": {', encoding="utf-8")  # a writer was killed
    old = time.time() - 3600
    os.utime(stale, (old, old))
    fresh = store.path.with_name(".progress-live.tmp")  # perhaps another writer right now
    fresh.write_text("", encoding="utf-8")
    store.record("l", "q", 1, 2)
    assert not stale.exists() and fresh.exists()


def test_the_folder_is_flushed_after_the_rename(store, monkeypatch):
    import stat

    synced = []
    real = os.fsync

    def spy(fd):
        synced.append(stat.S_ISDIR(os.fstat(fd).st_mode))
        return real(fd)

    monkeypatch.setattr(os, "fsync", spy)
    store.record("l", "q", 1, 2)
    if os.name == "posix":
        assert synced == [False, True]  # the temporary file, then the folder


SAVER = """
import sys
from bridgelib.progress import Progress
p = Progress(sys.argv[1])
for i in range(int(sys.argv[3])):
    p.record("lesson", "quiz-" + sys.argv[2], i % 5, 4)
    p.record("lesson", "shared", 1, 4)
"""


def test_two_processes_saving_at_once_lose_nothing(tmp_path):
    import subprocess
    import sys
    from pathlib import Path

    path = tmp_path / "progress.json"
    root = str(Path(__file__).resolve().parents[1])
    env = dict(os.environ, PYTHONPATH=root)
    n = 100  # two saves a round: 2 processes × 200 saves
    procs = [subprocess.Popen([sys.executable, "-c", SAVER, str(path), name, str(n)], env=env,
                              stderr=subprocess.PIPE) for name in ("a", "b")]
    for proc in procs:
        _, err = proc.communicate(timeout=600)
        assert proc.returncode == 0, err.decode()
    res = Progress(path).results()["lesson"]
    assert res["quiz-a"]["attempts"] == n and res["quiz-b"]["attempts"] == n
    assert res["shared"]["attempts"] == 2 * n  # every one of the 400 saves is in the file
    assert not list(tmp_path.glob(".progress-*.tmp"))


def test_import_bridgelib_progress_does_not_import_filelock():
    import subprocess
    import sys

    code = "import sys, bridgelib, bridgelib.progress; print('filelock' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
