"""Editions of the Laws, rulings, options, and the texts of the laws this package models.

Two editions are modelled where they differ:

* :attr:`Edition.SEED` — the edition translated in the laws text (a Russian translation of
  an older edition of the Laws of Duplicate Bridge; its Law 64A2 is the 1997 text with
  the extra trick «кроме того, если дополнительная взятка была выиграна впоследствие
  нарушителем картой, которая могла бы быть легально сыграна во взятку фальшренонса»,
  and its Law 71 cancels a concession of a trick that could not be lost by any
  *legal* play, at any time, or by any *normal* play before the next call);
* :attr:`Edition.LAWS_2017` — the current Laws of Duplicate Bridge (2017).

The texts — a title, a summary in our words of the 2017 law, the laws text's Russian
text where its pages have it, and a note on how the editions differ — are data in
``bridgelib/data/laws/laws.toml``; :func:`law_text` reads them.

>>> Edition.from_str("1997"), Edition.from_str("2017")
(Edition.SEED, Edition.LAWS_2017)
>>> r = Ruling("64A1", "two tricks are transferred", tricks=2)
>>> str(r)
'Law 64A1: two tricks are transferred'
>>> law_text(64).title
'Procedure after establishment of a revoke'
>>> "фальшренонс" in law_text(64).seed
True
"""

from __future__ import annotations

import contextlib
import enum
import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from ..errors import InvalidNotation
from ..table import Seat, Side

__all__ = ["Edition", "Option", "Ruling", "LawText", "law_text", "all_law_texts",
           "read_toml", "DATA_DIR", "atomic"]


class Edition(enum.Enum):
    """Which edition of the Laws a ruling follows."""

    SEED = "seed"
    LAWS_2017 = "2017"

    @property
    def label(self) -> str:
        return ("the laws text's edition (the laws text, a translation of the pre-2007 Laws)"
                if self is Edition.SEED else "the Laws of Duplicate Bridge 2017")

    @classmethod
    def from_str(cls, text: "str | Edition") -> "Edition":
        if isinstance(text, Edition):
            return text
        key = str(text).strip().lower()
        if key in ("seed", "old", "older", "1997", "1987", "the laws text", "003"):
            return cls.SEED
        if key in ("2017", "current", "new", "wbf 2017", "laws 2017"):
            return cls.LAWS_2017
        raise InvalidNotation(f"{text!r} is not an edition of the Laws: use 'seed' (the laws text's "
                              "older edition) or '2017'")

    def __repr__(self) -> str:
        return f"Edition.{self.name}"


@dataclass(frozen=True)
class Option:
    """A choice the laws give a player after an irregularity (``key`` names it)."""

    key: str
    by: "Seat | Side | str"
    law: str
    text: str

    def __str__(self) -> str:
        who = self.by.name_en if isinstance(self.by, Seat) else (
            self.by.label if isinstance(self.by, Side) else self.by)
        return f"{self.key}: {who} — {self.text} (Law {self.law})"


@dataclass(frozen=True)
class Ruling:
    """What the laws say about an irregularity: the law cited, the ruling in words,
    the options now open (if any), and how the editions differ (if they do)."""

    law: str
    text: str
    options: tuple[Option, ...] = ()
    edition_note: str | None = None
    tricks: int | None = None
    details: tuple[str, ...] = field(default=())

    @property
    def option_keys(self) -> tuple[str, ...]:
        return tuple(o.key for o in self.options)

    def __str__(self) -> str:
        return f"Law {self.law}: {self.text}"

    def to_text(self) -> str:
        lines = [str(self)]
        lines += [f"  option {o}" for o in self.options]
        lines += [f"  {d}" for d in self.details]
        if self.edition_note:
            lines.append(f"  editions: {self.edition_note}")
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        from ..render import laws

        return laws.ruling_html(self)


@contextlib.contextmanager
def atomic(obj, keep: tuple[str, ...] = ()):
    """Restore ``obj``'s attributes if the block raises: a refused action changes nothing.

    Containers are copied two levels deep (a list of sets, a dict of dicts); values
    inside them are treated as immutable.  ``keep`` names attributes not to snapshot.
    """
    def copy2(v):
        if isinstance(v, dict):
            return {k: (x.copy() if isinstance(x, (dict, list, set)) else x) for k, x in v.items()}
        if isinstance(v, list):
            return [x.copy() if isinstance(x, (dict, list, set)) else x for x in v]
        return v.copy() if isinstance(v, set) else v

    saved = {k: copy2(v) for k, v in obj.__dict__.items() if k not in keep}
    try:
        yield
    except BaseException:
        obj.__dict__.update(saved)
        raise


# ---------------------------------------------------------------- data files
def _data_dir():
    from importlib.resources import files

    return files("bridgelib") / "data" / "laws"


DATA_DIR = _data_dir


def read_toml(text: str, source: str) -> dict[str, Any]:
    """Parse TOML, reporting a syntax error as :class:`InvalidNotation` with its line."""
    import tomllib

    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        m = re.search(r"line (\d+)", str(exc))
        line = int(m.group(1)) if m else (text.count("\n") + 1 if "end of document" in str(exc)
                                          else None)
        raise InvalidNotation(f"not valid TOML: {exc}", line=line, source=source) from None


@dataclass(frozen=True)
class LawText:
    """One law as the course shows it."""

    number: int
    title: str
    summary: str
    seed: str | None = None
    seed_title: str | None = None
    edition_note: str | None = None

    def __str__(self) -> str:
        return f"Law {self.number} — {self.title}: {self.summary}"


@lru_cache(maxsize=1)
def all_law_texts() -> dict[int, LawText]:
    path = _data_dir() / "laws.toml"
    data = read_toml(path.read_text(encoding="utf-8"), "laws.toml")
    out = {}
    for key, entry in data.get("law", {}).items():
        if not key.isdigit() or not isinstance(entry, dict) or "title" not in entry \
                or "summary" not in entry:
            raise InvalidNotation(f"law entry {key!r} needs a number, a title and a summary",
                                  source="laws.toml")
        out[int(key)] = LawText(int(key), entry["title"], " ".join(entry["summary"].split()),
                                entry.get("seed"), entry.get("seed_title"),
                                " ".join(entry["edition_note"].split())
                                if entry.get("edition_note") else None)
    return out


def law_text(number: int | str) -> LawText:
    """The text of a law the package models (``64`` or ``"64A2"``)."""
    m = re.match(r"\s*(\d+)", str(number))
    texts = all_law_texts()
    if not m or int(m.group(1)) not in texts:
        raise InvalidNotation(
            f"{number!r} is not a law this package describes: it has laws "
            f"{', '.join(map(str, sorted(texts)))}")
    return texts[int(m.group(1))]
