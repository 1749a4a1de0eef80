"""Annotated deal records: a tree of actions with comments and variations, and its replay.

A record is a :class:`Record` (the root: tags and the deal) whose nodes each hold one
action — a draw, a call or a card — with the comments that explain it and the
variations that replace it ("what if Olga had followed suit?").  The same tree
serves honeymoon games (two named players and a talon) and four-hand bridge deals
(seats N E S W).

* Every node holds one :class:`~bridgelib.action.Action` (the one action type of every
  game); what game a record is, and so how its tags name players, hands and talon and
  which engine replays it, is its :attr:`Record.form` (:mod:`bridgelib.records.forms`).
* Readers build the tree through one visitor, :class:`TreeBuilder`
  (:mod:`bridgelib.records.build`): the record text, PBN
  (:mod:`bridgelib.records.pbnconv`) and LIN (:mod:`bridgelib.io.lintree`).
* :func:`loads` / :func:`dumps` (and :func:`load` / :func:`dump` for files) read and
  write the plain-text form described in :mod:`bridgelib.records.text`; reading
  reports the line of the first error, writing is lossless.
* :func:`load_bundled` reads a record shipped in ``bridgelib/data/records``
  (``load_bundled("sergey-olga")``: the game narrated in the honeymoon-bridge text).
* :class:`Cursor` steps through a line: ``forward()``, ``back()``, ``goto(i)``,
  ``len(cursor)`` and ``state()``, a plain :class:`StepState` with the hands, the
  talon (``talon``, ``talon_size``), the trick in progress and the last finished
  one, the auction so far, the contract, tricks won, scores (once the deal is
  over), the turn, the comments on this step's action and the irregularities it
  committed under the chosen rules.  ``Node.state()`` replays from the root
  (cost linear in the node's depth); a cursor replays once and then moves in O(1).

>>> rec = load_bundled("sergey-olga")
>>> rec.players, rec.dealer, len(list(rec.mainline()))
(('Sergey', 'Olga'), 'Olga', 84)
>>> end = rec.end().state()
>>> end.contract, end.declarer, end.tricks, end.scores
('2HXX', 'Sergey', {'Sergey': 8, 'Olga': 5}, {'Sergey': 960, 'Olga': -50})
>>> [(i.trick, i.kind) for i in end.all_irregularities]
[(12, 'lead-out-of-turn')]
>>> loads(dumps(rec)) == rec
True
"""

from __future__ import annotations

import re
from pathlib import Path

from ..errors import InvalidNotation
from ..action import Action, ActionKind
from .build import TreeBuilder
from .replay import Cursor, StepState, replay
from .text import dumps, loads, loads_all
from .tree import GAME_BRIDGE, GAME_HONEYMOON, Node, Record, normalize_comment

__all__ = ["Action", "ActionKind", "Node", "Record", "Cursor", "StepState",
           "replay", "loads", "loads_all", "dumps", "load", "dump", "load_bundled",
           "bundled_names", "normalize_comment", "GAME_BRIDGE", "GAME_HONEYMOON", "TreeBuilder"]

DATA_DIR = Path(__file__).resolve().parent.parent / "data" / "records"
#: The largest record file :func:`load` reads (the bundled ones are a few kilobytes).
MAX_BYTES = 4 * 1024 * 1024
_NAME = re.compile(r"[a-z0-9][a-z0-9-]{0,63}")


def load(path: str | Path) -> Record:
    """Read the one record in a file (errors name the file and the line).

    The file must be UTF-8 text (a BOM is allowed) of at most :data:`MAX_BYTES`; anything
    else is refused with an :class:`~bridgelib.errors.InvalidNotation`, never read whole.
    """
    p = Path(path)
    try:
        with open(p, "rb") as f:
            data = f.read(MAX_BYTES + 1)
    except OSError as exc:
        raise InvalidNotation(f"cannot read {p}: {exc.strerror or exc}") from None
    if len(data) > MAX_BYTES:
        raise InvalidNotation(f"the file is larger than {MAX_BYTES // 1024 // 1024} MB: not a "
                              "record", source=p.name)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InvalidNotation(f"not UTF-8 text (byte 0x{data[exc.start]:02x}); save the record "
                              "as UTF-8", line=data.count(b"\n", 0, exc.start) + 1,
                              source=p.name) from None
    if "\0" in text:
        raise InvalidNotation("the file holds binary data (a NUL byte): not a record text",
                              line=text.count("\n", 0, text.index("\0")) + 1, source=p.name)
    return loads(text, source=p.name)


def dump(record: Record, path: str | Path) -> None:
    Path(path).write_text(dumps(record), encoding="utf-8")


def bundled_names() -> list[str]:
    """Names of the records shipped with the package."""
    return sorted(p.stem for p in DATA_DIR.glob("*.txt"))


def load_bundled(name: str) -> Record:
    """A record shipped in ``bridgelib/data/records`` by name (``sergey-olga``)."""
    key = str(name).strip().lower().replace("_", "-")
    path = DATA_DIR / f"{key}.txt"
    if not _NAME.fullmatch(key) or not path.is_file():  # a name, never a path out of the folder
        name = str(name) if len(str(name)) <= 60 else str(name)[:59] + "…"
        raise InvalidNotation(f"{name!r} is not a bundled record: the package has "
                              f"{', '.join(bundled_names()) or 'none'}")
    return load(path)
