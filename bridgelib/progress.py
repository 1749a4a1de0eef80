"""A learner's quiz results, saved locally per lesson in one small JSON file.

The file lives in ``$BRIDGE_PROGRESS_DIR`` when that is set, otherwise in the
user's data folder (``$XDG_DATA_HOME/bridge-course``, ``~/.local/share/bridge-course``,
``%APPDATA%\\bridge-course`` on Windows, ``~/Library/Application Support/bridge-course``
on macOS).  It is written atomically (a temporary file in the same folder,
flushed to disk, then :func:`os.replace` and the folder flushed too), so a crash
mid-write leaves the previous results intact; temporary files left by a writer
that was killed are removed by the next save.  Saves from several processes at
once (two notebooks open) are serialised by a file lock (``progress.json.lock``,
the ``filelock`` package) around the whole read-modify-write, so none is lost.

A file that cannot be read — not JSON, not UTF-8 (a UTF-8 BOM is fine), binary,
nested absurdly deep, larger than :data:`MAX_BYTES`, or of the wrong form — is
never overwritten: it is moved aside to ``progress.corrupt-N.json`` and reported
(a :class:`ProgressWarning` and :attr:`Progress.problem`).  When it cannot even be
moved (a read-only folder), it is left as it is and the note says so; nothing
is saved over it.

>>> import tempfile
>>> p = Progress(Path(tempfile.mkdtemp()) / "progress.json")
>>> p.record("01-cards", "cards", 6, 8)
>>> p.record("01-cards", "cards", 8, 8)
>>> p.results()["01-cards"]["cards"]
{'attempts': 2, 'best': [8, 8], 'last': [8, 8]}
"""

from __future__ import annotations

import json
import os
import re
import sys
import tempfile
import time
import warnings
from pathlib import Path
from typing import Any

from .errors import BridgeError
from .render import HTML, Text

__all__ = ["Progress", "ProgressWarning", "progress_path", "record", "show", "mastery_name",
           "is_mastery"]

FILENAME = "progress.json"
VERSION = 1
#: A progress file larger than this is not one (a few kilobytes is usual).
MAX_BYTES = 4 * 1024 * 1024
#: A temporary file older than this is left over from a writer that was killed.
STALE_SECONDS = 60.0
#: How long a save waits for another process's save to finish.
LOCK_TIMEOUT = 30.0


def mastery_name(kind: str, target: int) -> str:
    """The quiz name under which a mastery run is saved (``kind`` of question, ``target``
    right in a row); its score is ``target`` / the questions it took.

    >>> mastery_name("shape", 5), is_mastery(mastery_name("shape", 5)), is_mastery("shape")
    ('shape (mastery, 5 in a row)', True, False)
    """
    return f"{kind} (mastery, {target} in a row)"


_MASTERY = re.compile(r" \(mastery, \d+ in a row\)$")


def is_mastery(quiz: str) -> bool:
    """Whether a saved quiz name is a mastery run's (see :func:`mastery_name`)."""
    return bool(_MASTERY.search(quiz))


class ProgressWarning(UserWarning):
    """The progress file could not be read and was moved aside."""


def progress_dir() -> Path:
    env = os.environ.get("BRIDGE_PROGRESS_DIR")
    if env:
        return Path(env)
    home = Path.home()
    if sys.platform.startswith("win"):
        base = Path(os.environ.get("APPDATA") or home / "AppData" / "Roaming")
    elif sys.platform == "darwin":
        base = home / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or home / ".local" / "share")
    return base / "bridge-course"


def progress_path() -> Path:
    """Where the progress file is (it may not exist yet)."""
    return progress_dir() / FILENAME


class Progress:
    """Per-lesson quiz results: ``{lesson: {quiz: {"last", "best", "attempts"}}}``."""

    def __init__(self, path: Path | str | None = None):
        self.path = Path(path) if path is not None else progress_path()
        self.problem: str | None = None
        self.unsaveable = False  # an unreadable file is in the way and could not be moved

    # ---------------------------------------------------------------- reading
    def results(self) -> dict[str, dict[str, dict[str, Any]]]:
        """All saved results (empty when there is no file yet)."""
        return self._load()["lessons"]

    def peek(self) -> tuple[dict[str, dict[str, dict[str, Any]]], str | None]:
        """The saved results and ``None``, or no results and why the file cannot be read.

        Read only: an unreadable file is neither moved nor changed (for a reader that is
        not the learner, e.g. the teacher's dashboard, :mod:`bridgelib.dashboard`)."""
        data, reason = self._read()
        return data["lessons"], reason

    def entry(self, lesson: str, quiz: str) -> dict[str, Any] | None:
        """The saved results of one quiz (``None`` before its first finished attempt)."""
        return self.results().get(lesson, {}).get(quiz)

    def _read(self) -> tuple[dict[str, Any], str | None]:
        """The saved data and ``None``, or empty data and why the file is unreadable."""
        empty: dict[str, Any] = {"version": VERSION, "lessons": {}}
        try:
            with open(self.path, "rb") as f:
                raw = f.read(MAX_BYTES + 1)
        except FileNotFoundError:
            return empty, None
        except OSError as exc:
            return empty, exc.strerror or type(exc).__name__
        if len(raw) > MAX_BYTES:
            return empty, f"it is larger than {MAX_BYTES // 1024 // 1024} MB"
        try:
            data = json.loads(raw.decode("utf-8-sig"))
            _validate(data)
        except UnicodeDecodeError as exc:
            return empty, f"it is not UTF-8 text: byte 0x{raw[exc.start]:02x} at {exc.start}"
        except RecursionError:
            return empty, "it is nested too deeply to be a progress file"
        except (ValueError, _Corrupt) as exc:
            return empty, str(exc)[:200]
        return data, None

    def _load(self, *, locked: bool = False) -> dict[str, Any]:
        data, reason = self._read()
        if reason is None:
            return data
        if not locked:  # set the file aside under the lock: another save may be under way
            try:
                lock = self._lock()
                lock.acquire()
            except OSError as exc:  # no lock file in a read-only folder: leave the file be
                self._report(reason, None, exc)
                return data
            try:
                return self._load(locked=True)
            finally:
                lock.release()
        try:
            aside = self._move_aside()
        except OSError as exc:
            self._report(reason, None, exc)
        else:
            self._report(reason, aside, None)
        return data

    def _move_aside(self) -> Path:
        n = 1
        while True:
            aside = self.path.with_name(f"{self.path.stem}.corrupt-{n}{self.path.suffix}")
            if not aside.exists():
                break
            n += 1
        os.replace(self.path, aside)
        return aside

    def _report(self, reason: str, aside: Path | None, error: OSError | None) -> None:
        if aside is not None:
            self.problem = (f"the progress file {self.path} could not be read ({reason}); "
                            f"it was kept as {aside.name} and a new one is started")
            self.unsaveable = False
        else:
            why = (error.strerror if error is not None and error.strerror else
                   str(error) or type(error).__name__)
            self.problem = (f"the progress file {self.path} could not be read ({reason}), nor "
                            f"moved aside ({why}); it is left as it is, and no result can be "
                            "saved until it is moved or deleted")
            self.unsaveable = True
        warnings.warn(self.problem, ProgressWarning, stacklevel=4)

    def _lock(self) -> Any:
        from filelock import FileLock  # imported here: `import bridgelib` stays light

        return FileLock(str(self.path.with_name(self.path.name + ".lock")),
                        timeout=LOCK_TIMEOUT)

    # ---------------------------------------------------------------- writing
    def record(self, lesson: str, quiz: str, correct: int, total: int,
               missed: list[int] | None = None) -> None:
        """Save one finished attempt at a quiz (``missed``: the questions got wrong,
        numbered from 0, for "try the missed questions again")."""
        for name, value in (("lesson", lesson), ("quiz", quiz)):
            if not isinstance(value, str) or not value:
                raise BridgeError(f"{name} {value!r} must be a non-empty string")
        if not (isinstance(correct, int) and isinstance(total, int) and 0 <= correct <= total):
            raise BridgeError(f"score {correct!r} / {total!r} is not a score: need 0 ≤ correct ≤ total")
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with self._lock():  # the whole read-modify-write: a save by another process waits
            self.unsaveable = False
            data = self._load(locked=True)
            if self.unsaveable:  # an unreadable file that could not be set aside
                raise OSError(f"not saved: {self.problem}")
            entry = data["lessons"].setdefault(lesson, {}).get(quiz)
            best = [correct, total]
            attempts = 1
            if entry is not None:
                attempts = entry["attempts"] + 1
                old = entry["best"]
                if old[0] * total > correct * old[1]:
                    best = old
            data["lessons"][lesson][quiz] = {"last": [correct, total], "best": best,
                                             "attempts": attempts}
            if missed is not None:
                data["lessons"][lesson][quiz]["missed"] = sorted({int(i) for i in missed})
            self._clean_stale()
            self._write(data)

    def set_missed(self, lesson: str, quiz: str, missed: list[int]) -> None:
        """Replace the saved list of missed questions (after trying them again)."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with self._lock():
            self.unsaveable = False
            data = self._load(locked=True)
            if self.unsaveable:
                raise OSError(f"not saved: {self.problem}")
            entry = data["lessons"].get(lesson, {}).get(quiz)
            if entry is None:
                raise BridgeError(f"quiz {quiz!r} of lesson {lesson!r} has no saved attempt")
            entry["missed"] = sorted({int(i) for i in missed})
            self._write(data)

    def _write(self, data: dict[str, Any]) -> None:
        fd, tmp = tempfile.mkstemp(prefix=".progress-", suffix=".tmp", dir=self.path.parent)
        try:
            if hasattr(os, "fchmod"):  # the owner writes; the folder's group (a teacher) reads
                os.fchmod(fd, 0o640)
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                json.dump(data, f, ensure_ascii=False, indent=1, sort_keys=True)
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, self.path)
        except BaseException:
            try:
                os.unlink(tmp)
            except FileNotFoundError:
                pass
            raise
        _fsync_folder(self.path.parent)  # the rename itself survives a power cut

    def _clean_stale(self) -> None:
        """Remove temporary files left by writers that were killed mid-save."""
        now = time.time()
        for tmp in self.path.parent.glob(".progress-*.tmp"):
            try:
                if now - tmp.stat().st_mtime > STALE_SECONDS:
                    tmp.unlink()
            except OSError:  # gone already, or not ours to remove: harmless
                pass

    # ---------------------------------------------------------------- display
    def to_text(self) -> Text:
        res = self.results()
        lines = [] if self.problem is None else [f"Note: {self.problem}"]
        if not res:
            lines.append("No quiz results saved yet.")
        for lesson in sorted(res):
            for quiz in sorted(res[lesson]):
                e = res[lesson][quiz]
                lines.append(f"{lesson}  {quiz}: best {e['best'][0]}/{e['best'][1]}, "
                             f"last {e['last'][0]}/{e['last'][1]}, {e['attempts']} attempt(s)")
        return Text("\n".join(lines))

    def to_html(self) -> HTML:
        from .render import progress

        return progress.progress_html(self)

    def __repr__(self) -> str:
        return f"Progress({str(self.path)!r})"

    def _repr_html_(self) -> str:
        return self.to_html()


class _Corrupt(Exception):
    pass


def _fsync_folder(folder: Path) -> None:
    """Flush a folder's entries to disk (POSIX; elsewhere a no-op)."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:  # some file systems cannot sync a folder
        pass
    finally:
        os.close(fd)


def _validate(data: Any) -> None:
    if not isinstance(data, dict) or data.get("version") != VERSION:
        raise _Corrupt(f"expected an object with \"version\": {VERSION}")
    lessons = data.get("lessons")
    if not isinstance(lessons, dict):
        raise _Corrupt("expected \"lessons\" to be an object")
    for lesson, quizzes in lessons.items():
        if not isinstance(quizzes, dict):
            raise _Corrupt(f"lesson {lesson!r} is not an object")
        for quiz, e in quizzes.items():
            ok = (isinstance(e, dict) and isinstance(e.get("attempts"), int)
                  and all(isinstance(e.get(k), list) and len(e[k]) == 2
                          and all(isinstance(x, int) for x in e[k]) for k in ("last", "best")))
            if not ok:
                raise _Corrupt(f"the entry for {lesson!r}/{quiz!r} is malformed")


def record(lesson: str, quiz: str, correct: int, total: int,
           missed: list[int] | None = None) -> str | None:
    """Save a finished quiz to the learner's progress file (``missed``: the questions
    got wrong, numbered from 0).

    Returns the note for the learner when an unreadable file had to be set aside
    (:attr:`Progress.problem`), else ``None``."""
    p = Progress()
    p.record(lesson, quiz, correct, total, missed)
    return p.problem


def show() -> Progress:
    """The learner's progress (displays as a table in a notebook)."""
    return Progress()
