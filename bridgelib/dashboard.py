"""The class at a glance: a teacher's reading of a folder of learners' progress files.

**Layout.** One subfolder per learner, named by the learner's account, holding that
learner's progress file (:mod:`bridgelib.progress`)::

    CLASS/alice/progress.json
    CLASS/bob/progress.json
    CLASS/carol/             (no file yet: carol has not finished a quiz)

This is what the club server (``deploy/jupyterhub/jupyterhub_config.py``) makes: it sets
each learner's ``BRIDGE_PROGRESS_DIR`` to ``CLASS/<account>`` and gives the teacher
``BRIDGE_CLASS_PROGRESS=CLASS``.  Any folder laid out the same way works (progress files
collected from learners' own computers, say).

**Robust.** The files are only read, never moved or changed.  A file that cannot be read
(not JSON, the wrong form, no permission, a folder, a pipe or a link in its place) is listed in
:attr:`ClassReport.problems` with the reason, and its learner counts as having no results;
it never stops the report.  Hidden folders (``.ipynb_checkpoints``) are skipped.

**What it computes** (presentation is in :mod:`bridgelib.render.dashboard`):

- who finished which lesson: a learner *finished* a lesson when they have a finished
  attempt at every quiz of it — the lesson's quizzes being those given to
  :meth:`ClassReport.read` (``quizzes=``), or else every quiz (mastery runs aside) that
  anyone in the class has finished for that lesson;
- each quiz question's *miss rate*: of the learners whose saved result of that quiz lists
  the questions they missed (``"missed"``: their last attempt, less the ones since put
  right with "try the missed questions again") and whose quiz had that question, the
  share that still have it among the missed;
- the hardest questions: the highest miss rates (ties: more learners missing it first);
- CSV exports of both.

>>> import json, tempfile
>>> folder = Path(tempfile.mkdtemp())
>>> (folder / "ann").mkdir()
>>> _ = (folder / "ann" / "progress.json").write_text(json.dumps({"version": 1, "lessons": {
...     "01-cards": {"cards": {"attempts": 1, "best": [3, 4], "last": [3, 4], "missed": [2]}}}}))
>>> report = ClassReport.read(folder)
>>> report.learners, report.finished("ann", "01-cards")
(('ann',), True)
>>> [(q.number, q.missed, q.answered) for q in report.questions()]
[(0, 0, 1), (1, 0, 1), (2, 1, 1), (3, 0, 1)]
"""

from __future__ import annotations

import csv
import io
import os
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any, Iterable, Mapping

from .errors import BridgeError
from .progress import FILENAME, Progress, is_mastery

__all__ = ["ClassReport", "QuestionStat", "Problem", "DashboardError", "class_folder"]


class DashboardError(BridgeError):
    """The class folder cannot be read at all."""


def class_folder() -> Path:
    """The class's progress folder: ``$BRIDGE_CLASS_PROGRESS`` (set by the club server for
    the teacher)."""
    env = os.environ.get("BRIDGE_CLASS_PROGRESS")
    if not env:
        raise DashboardError("BRIDGE_CLASS_PROGRESS is not set: give the folder of the "
                             "learners' progress files (one subfolder per learner)")
    return Path(env).expanduser()


@dataclass(frozen=True)
class Problem:
    """A learner's progress file that could not be read, and why."""

    learner: str
    path: Path
    reason: str

    def __str__(self) -> str:
        return f"{self.learner}: {self.path} could not be read ({self.reason})"


@dataclass(frozen=True)
class QuestionStat:
    """One quiz question across the class (``number`` counts from 0)."""

    lesson: str
    quiz: str
    number: int
    missed_by: tuple[str, ...]
    answered_by: tuple[str, ...]

    @property
    def missed(self) -> int:
        return len(self.missed_by)

    @property
    def answered(self) -> int:
        return len(self.answered_by)

    @property
    def rate(self) -> Fraction:
        """The miss rate: missed / answered (0 when nobody answered)."""
        return Fraction(self.missed, self.answered) if self.answered else Fraction(0)


@dataclass
class ClassReport:
    """The learners' saved results, read from a class folder (see the module's text)."""

    folder: Path
    learners: tuple[str, ...]
    results: dict[str, dict[str, dict[str, dict[str, Any]]]]
    problems: tuple[Problem, ...] = ()
    quizzes: dict[str, tuple[str, ...]] = field(default_factory=dict)

    # ---------------------------------------------------------------- reading
    @classmethod
    def read(cls, folder: Path | str,
             quizzes: Mapping[str, Iterable[str]] | None = None) -> "ClassReport":
        """Read every learner's progress file in ``folder``.

        ``quizzes`` (optional): the quizzes of each lesson, ``{lesson: [quiz, ...]}``;
        by default, the quizzes anyone in the class has finished."""
        folder = Path(folder)
        try:
            entries = sorted(folder.iterdir(), key=lambda p: p.name)
        except FileNotFoundError:
            raise DashboardError(f"the class folder {str(folder)[:200]!r} does not exist") from None
        except NotADirectoryError:
            raise DashboardError(f"{str(folder)[:200]!r} is a file, not a class folder") from None
        except OSError as exc:
            raise DashboardError(f"the class folder {str(folder)[:200]!r} cannot be read "
                                 f"({exc.strerror or type(exc).__name__})") from None
        learners: list[str] = []
        results: dict[str, dict[str, dict[str, dict[str, Any]]]] = {}
        problems: list[Problem] = []
        for sub in entries:
            if sub.name.startswith("."):
                continue
            try:
                if not sub.is_dir():
                    continue
            except OSError:
                continue
            learner = sub.name
            learners.append(learner)
            path = sub / FILENAME
            try:
                exists = path.exists() or path.is_symlink()
            except OSError as exc:
                problems.append(Problem(learner, path, exc.strerror or type(exc).__name__))
                exists = False
            if not exists:
                results[learner] = {}
                continue
            if path.is_symlink():  # progress.py never writes one: it could be anyone's file
                problems.append(Problem(learner, path, "it is a link, not the learner's own file"))
                results[learner] = {}
                continue
            if path.is_dir():
                problems.append(Problem(learner, path, "it is a folder, not a file"))
                results[learner] = {}
                continue
            if not path.is_file():  # a pipe or a device would block or never end
                problems.append(Problem(learner, path, "it is not a regular file"))
                results[learner] = {}
                continue
            saved, reason = Progress(path).peek()
            if reason is not None:
                problems.append(Problem(learner, path, reason))
            results[learner] = saved
        if quizzes is None:
            found: dict[str, set[str]] = {}
            for mine in results.values():
                for lesson, done in mine.items():
                    found.setdefault(lesson, set()).update(q for q in done if not is_mastery(q))
            lesson_quizzes = {lesson: tuple(sorted(qs)) for lesson, qs in found.items() if qs}
        else:
            lesson_quizzes = {lesson: tuple(sorted(qs)) for lesson, qs in quizzes.items()}
        return cls(folder, tuple(learners), results, tuple(problems), lesson_quizzes)

    # ---------------------------------------------------------------- lessons
    @property
    def lessons(self) -> tuple[str, ...]:
        """The lessons that have quizzes, in course order (their names start with the number)."""
        return tuple(sorted(self.quizzes))

    def finished(self, learner: str, lesson: str) -> bool:
        """Whether ``learner`` has a finished attempt at every quiz of ``lesson``."""
        done = self.results.get(learner, {}).get(lesson, {})
        wanted = self.quizzes.get(lesson, ())
        return bool(wanted) and all(q in done for q in wanted)

    def done_quizzes(self, learner: str, lesson: str) -> int:
        """How many of the lesson's quizzes ``learner`` has finished."""
        done = self.results.get(learner, {}).get(lesson, {})
        return sum(q in done for q in self.quizzes.get(lesson, ()))

    def finishers(self, lesson: str) -> tuple[str, ...]:
        """The learners who finished ``lesson``."""
        return tuple(who for who in self.learners if self.finished(who, lesson))

    # ---------------------------------------------------------------- questions
    def questions(self) -> list[QuestionStat]:
        """Every question some learner answered, in lesson, quiz and question order."""
        missed: dict[tuple[str, str, int], list[str]] = {}
        answered: dict[tuple[str, str, int], list[str]] = {}
        for who in self.learners:
            for lesson, done in self.results.get(who, {}).items():
                for quiz, entry in done.items():
                    if is_mastery(quiz) or not isinstance(entry.get("missed"), list):
                        continue
                    total = entry["last"][1]
                    wrong = {i for i in entry["missed"] if isinstance(i, int)}
                    for i in range(total):
                        answered.setdefault((lesson, quiz, i), []).append(who)
                        if i in wrong:
                            missed.setdefault((lesson, quiz, i), []).append(who)
        return [QuestionStat(lesson, quiz, i, tuple(missed.get((lesson, quiz, i), ())),
                             tuple(by))
                for (lesson, quiz, i), by in sorted(answered.items())]

    def hardest(self, n: int = 10) -> list[QuestionStat]:
        """The ``n`` questions with the highest miss rates (only questions someone
        missed; ties: more learners missing it first, then course order)."""
        stats = [q for q in self.questions() if q.missed]
        stats.sort(key=lambda q: (-q.rate, -q.missed, q.lesson, q.quiz, q.number))
        return stats[:n]

    # ---------------------------------------------------------------- CSV
    def results_csv(self) -> str:
        """One row per learner and quiz: best, last, attempts, missed questions (from 1)."""
        out = io.StringIO()
        w = csv.writer(out, lineterminator="\n")
        w.writerow(["learner", "lesson", "quiz", "best", "out of", "last", "out of",
                    "attempts", "missed questions", "lesson finished"])
        for who in self.learners:
            for lesson, done in sorted(self.results.get(who, {}).items()):
                for quiz, e in sorted(done.items()):
                    gone = e.get("missed")
                    w.writerow([who, lesson, quiz, e["best"][0], e["best"][1], e["last"][0],
                                e["last"][1], e["attempts"],
                                "" if not isinstance(gone, list) else
                                " ".join(str(i + 1) for i in gone if isinstance(i, int)),
                                "yes" if self.finished(who, lesson) else "no"])
        return out.getvalue()

    def questions_csv(self) -> str:
        """One row per question: learners who answered, who missed it, the miss rate."""
        out = io.StringIO()
        w = csv.writer(out, lineterminator="\n")
        w.writerow(["lesson", "quiz", "question", "answered by", "missed by", "miss rate",
                    "learners who missed it"])
        for q in self.questions():
            w.writerow([q.lesson, q.quiz, q.number + 1, q.answered, q.missed,
                        f"{float(q.rate):.3f}", " ".join(q.missed_by)])
        return out.getvalue()

    def write_csv(self, folder: Path | str) -> tuple[Path, Path]:
        """Write ``results.csv`` and ``questions.csv`` into ``folder``; their paths."""
        folder = Path(folder)
        folder.mkdir(parents=True, exist_ok=True)
        a, b = folder / "results.csv", folder / "questions.csv"
        a.write_text(self.results_csv(), encoding="utf-8")
        b.write_text(self.questions_csv(), encoding="utf-8")
        return a, b

    def __repr__(self) -> str:
        return (f"ClassReport({str(self.folder)!r}: {len(self.learners)} learners, "
                f"{len(self.lessons)} lessons with quizzes, {len(self.problems)} unreadable)")
