"""Question banks: JSON data shipped in ``bridgelib/data/quizzes/``, checked by a schema.

A bank is a JSON object::

    {"title": "Cards and suits",
     "questions": [
        {"id": "suit-order", "type": "choice", "prompt": "...",
         "choices": ["...", "..."], "answer": 1, "explanation": "..."},
        ...]}

Every question has ``id`` (unique in the bank), ``type``, ``prompt`` and
``explanation``, and may have ``show`` (what to display: ``hand``, ``deal``
with ``hidden``, ``auction`` with ``dealer``, ``trick`` with ``leader`` and
``trump``, ``note``) and ``facts`` (what the answer follows from, for the tests
that check it against the engine, e.g. ``{"contract": "4SX", "tricks": 9,
"vulnerable": true}`` or ``{"declarer": "W"}``).  The other fields depend on the type:

========  =====================================================================
type      fields
========  =====================================================================
choice    ``choices`` (list of str), ``answer`` (index), ``why_wrong`` (list)
numeric   ``answer`` (number), ``tolerance``, ``unit``, ``why_wrong`` (object)
card      ``cards`` (list, or taken from ``show.hand``/``show.trick``),
          ``answer`` (list of cards), ``mode`` (``one``/``all``), ``why_wrong``
call      ``answer`` (list of calls, legal after ``show.auction``), ``why_wrong``
order     ``items`` (list in the right order), ``shown`` (display order)
match     ``pairs`` (list of ``[left, right]``)
========  =====================================================================

A bank taught over several lessons may split its questions into ``parts``:
``{"parts": {"openings": {"title": "...", "questions": ["id", ...]}, ...}}``; each
question belongs to exactly one part, and ``Quiz.from_bank(name, part="openings")``
asks that part's questions only.

A bank that breaks the schema raises :class:`~bridgelib.errors.InvalidNotation`
naming the file, the line and the question.  Banks are data: they are parsed
with :mod:`json`, never executed.

>>> bank = load_bank("cards")
>>> bank.title, len(bank.questions) >= 5
('Cards and suits', True)
>>> loads_bank('{"title": "t", "questions": [{"id": "a", "type": "numeric", '
...            '"prompt": "p", "explanation": "e"}]}', source="x.json")
Traceback (most recent call last):
...
bridgelib.errors.InvalidNotation: x.json, line 1: question 'a' (#1): missing field 'answer'
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

from ..auction import Call, parse_calls
from ..cards import Card, Suit
from ..deal import Deal
from ..errors import BridgeError, InvalidNotation
from ..hand import Hand
from ..play import Trick
from ..table import Seat
from .questions import (QUESTION_TYPES, BiddingCall, Context, Match, MultipleChoice, Numeric,
                        Order, PickCard, Question)

__all__ = ["Bank", "load_bank", "loads_bank", "bank_names"]

_COMMON = {"id", "type", "prompt", "explanation", "show", "facts"}
_FIELDS = {
    "choice": ({"choices", "answer"}, {"why_wrong"}),
    "numeric": ({"answer"}, {"tolerance", "unit", "why_wrong"}),
    "card": ({"answer"}, {"cards", "mode", "why_wrong"}),
    "call": ({"answer"}, {"why_wrong"}),
    "order": ({"items"}, {"shown"}),
    "match": ({"pairs"}, set()),
}
_SHOW = {"hand", "deal", "hidden", "auction", "dealer", "trick", "leader", "trump", "note"}


@dataclass(frozen=True)
class Bank:
    name: str
    title: str
    questions: tuple[Question, ...]
    description: str = ""
    #: part name -> (title, question ids), for a bank taught over several lessons
    parts: tuple[tuple[str, str, tuple[str, ...]], ...] = ()

    def part(self, name: str) -> "Bank":
        """The bank of one part's questions (its title), in the bank's order."""
        for part, title, ids in self.parts:
            if part == name:
                chosen = set(ids)
                return Bank(self.name, title,
                            tuple(q for q in self.questions if q.id in chosen),
                            self.description)
        known = ", ".join(p for p, _, _ in self.parts) or "none: it is one quiz"
        raise InvalidNotation(f"question bank {self.name!r} has no part {name!r}; "
                              f"its parts are: {known}")


def bank_dir() -> Path:
    return Path(str(resources.files("bridgelib") / "data" / "quizzes"))


def bank_names() -> list[str]:
    """Names of the banks shipped with the package."""
    return sorted(p.stem for p in bank_dir().glob("*.json"))


def load_bank(name: str) -> Bank:
    """Load a shipped bank by name (``"cards"``) or a bank file by path."""
    path = Path(name)
    if path.suffix != ".json":
        path = bank_dir() / f"{name}.json"
        if not path.exists():
            raise InvalidNotation(f"there is no question bank {name!r}; the banks are: "
                                  + ", ".join(bank_names()))
    text = path.read_text(encoding="utf-8")
    return loads_bank(text, source=path.name, name=path.stem)


def loads_bank(text: str, *, source: str = "<bank>", name: str = "bank") -> Bank:
    """Parse and validate a bank from JSON text."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InvalidNotation(f"not valid JSON: {exc.msg} (column {exc.colno})",
                              line=exc.lineno, source=source) from None
    if not isinstance(data, dict):
        raise InvalidNotation("a bank is a JSON object with 'title' and 'questions'",
                              line=1, source=source)
    unknown = set(data) - {"title", "description", "questions", "parts"}
    if unknown:
        raise InvalidNotation(f"unknown top-level field {sorted(unknown)[0]!r}", line=1,
                              source=source)
    title = data.get("title")
    if not isinstance(title, str) or not title.strip():
        raise InvalidNotation("the bank needs a non-empty 'title'", line=1, source=source)
    items = data.get("questions")
    if not isinstance(items, list) or not items:
        raise InvalidNotation("the bank needs a non-empty list 'questions'", line=1,
                              source=source)
    seen: set[str] = set()
    questions = []
    for number, item in enumerate(items, 1):
        qid = item.get("id") if isinstance(item, dict) else None
        where = f"question {qid!r} (#{number})" if isinstance(qid, str) else f"question #{number}"
        line = _line_of(text, qid, number)
        try:
            if not isinstance(item, dict):
                raise _Bad("a question is a JSON object")
            if not isinstance(qid, str) or not qid:
                raise _Bad("missing field 'id' (a non-empty string)")
            if qid in seen:
                raise _Bad("repeats an id used by an earlier question")
            seen.add(qid)
            questions.append(_question(item))
        except _Bad as exc:
            raise InvalidNotation(f"{where}: {exc}", line=line, source=source) from None
        except BridgeError as exc:
            reason = getattr(exc, "reason", str(exc))
            raise InvalidNotation(f"{where}: {reason}", line=line, source=source) from None
    parts = _parts(data.get("parts", {}), [q["id"] for q in items], source)
    return Bank(name, title.strip(), tuple(questions), str(data.get("description", "")), parts)


def _parts(value: Any, ids: list[str], source: str) -> tuple[tuple[str, str, tuple[str, ...]], ...]:
    """Check ``parts``: each a title and question ids; every question in exactly one part."""
    if not isinstance(value, dict):
        raise InvalidNotation("'parts' is an object of part name -> {title, questions}",
                              line=1, source=source)
    if not value:
        return ()
    out = []
    placed: dict[str, str] = {}
    for name, part in value.items():
        if not (isinstance(part, dict) and isinstance(part.get("title"), str)
                and isinstance(part.get("questions"), list) and part["questions"]
                and set(part) == {"title", "questions"}):
            raise InvalidNotation(f"part {name!r} needs a 'title' and a non-empty list "
                                  "'questions' of question ids", line=1, source=source)
        for qid in part["questions"]:
            if qid not in ids:
                raise InvalidNotation(f"part {name!r} names no question of this bank: {qid!r}",
                                      line=1, source=source)
            if qid in placed:
                raise InvalidNotation(f"question {qid!r} is in two parts, {placed[qid]!r} "
                                      f"and {name!r}", line=1, source=source)
            placed[qid] = name
        out.append((name, part["title"], tuple(part["questions"])))
    missing = [q for q in ids if q not in placed]
    if missing:
        raise InvalidNotation(f"question {missing[0]!r} is in no part", line=1, source=source)
    return tuple(out)


class _Bad(Exception):
    pass


def _line_of(text: str, qid: Any, number: int) -> int:
    """Line where a question starts: where its id is written (else line 1)."""
    if isinstance(qid, str):
        for probe in (f'"id": {json.dumps(qid)}', f'"id":{json.dumps(qid)}'):
            at = text.find(probe)
            if at >= 0:
                return text.count("\n", 0, at) + 1
    return 1


def _str(item: dict, key: str, *, required: bool = True) -> str:
    if key not in item:
        if required:
            raise _Bad(f"missing field {key!r}")
        return ""
    value = item[key]
    if not isinstance(value, str) or (required and not value.strip()):
        raise _Bad(f"field {key!r} must be a non-empty string, not {value!r}")
    return value


def _str_list(item: dict, key: str) -> list[str]:
    value = item.get(key)
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise _Bad(f"field {key!r} must be a list of strings, not {value!r}")
    return value


def _seats(value: Any) -> tuple[Seat, ...]:
    if isinstance(value, str):
        value = value.split()
    if not isinstance(value, list):
        raise _Bad(f"show.hidden must be a list of seats, not {value!r}")
    return tuple(Seat.from_str(str(v)) for v in value)


def _context(show: Any) -> Context:
    if show is None:
        return Context()
    if not isinstance(show, dict):
        raise _Bad(f"field 'show' must be an object, not {show!r}")
    unknown = set(show) - _SHOW
    if unknown:
        raise _Bad(f"unknown field 'show.{sorted(unknown)[0]}' (allowed: {', '.join(sorted(_SHOW))})")
    for key, value in show.items():
        if key != "hidden" and not isinstance(value, str):
            raise _Bad(f"field 'show.{key}' must be a string, not {value!r}")
    hand = Hand.from_str(show["hand"]) if "hand" in show else None
    deal = Deal.from_pbn(show["deal"]) if "deal" in show else None
    hidden = _seats(show["hidden"]) if "hidden" in show else ()
    dealer = Seat.from_str(show["dealer"]) if "dealer" in show else None
    calls = tuple(parse_calls(show["auction"])) if "auction" in show else None
    if calls is not None:
        from ..auction import Auction

        Auction(dealer or Seat.NORTH, calls)  # refuses an illegal sequence
    trick = None
    if "trick" in show:
        cards = tuple(Card.from_str(t) for t in show["trick"].split())
        if not 1 <= len(cards) <= 4:
            raise _Bad(f"show.trick holds {len(cards)} cards; a trick has one to four")
        leader = Seat.from_str(show.get("leader", "N"))
        trump = None
        if show.get("trump", "NT").upper() not in ("NT", "N", "-", "NONE"):
            trump = Suit.from_str(show["trump"])
        trick = Trick(leader, cards, trump)
    return Context(hand=hand, deal=deal, hidden=hidden, dealer=dealer, calls=calls,
                   trick=trick, note=show.get("note", ""))


def _question(item: dict) -> Question:
    kind = item.get("type")
    if not isinstance(kind, str) or kind not in QUESTION_TYPES:
        raise _Bad(f"field 'type' is {kind!r}; expected one of {', '.join(QUESTION_TYPES)}")
    required, optional = _FIELDS[kind]
    missing = sorted((required | {"prompt", "explanation"}) - set(item))
    if missing:
        raise _Bad(f"missing field {missing[0]!r}")
    unknown = sorted(set(item) - _COMMON - required - optional)
    if unknown:
        raise _Bad(f"unknown field {unknown[0]!r} for a {kind!r} question")
    facts = item.get("facts", {})
    if not isinstance(facts, dict) or not all(
            isinstance(v, (str, int, float, bool)) for v in facts.values()):
        raise _Bad("field 'facts' must be an object of strings, numbers and booleans")
    common = dict(id=item["id"], explanation=_str(item, "explanation"),
                  context=_context(item.get("show")), facts=dict(facts))
    prompt = _str(item, "prompt")
    if kind == "choice":
        choices = _str_list(item, "choices")
        answer = item["answer"]
        if not isinstance(answer, int) or isinstance(answer, bool):
            raise _Bad(f"field 'answer' must be the index of a choice, not {answer!r}")
        why = _str_list(item, "why_wrong") if "why_wrong" in item else []
        return MultipleChoice(prompt, tuple(choices), answer, why_wrong=tuple(why), **common)
    if kind == "numeric":
        answer = item["answer"]
        if not isinstance(answer, (int, float)) or isinstance(answer, bool):
            raise _Bad(f"field 'answer' must be a number, not {answer!r}")
        tol = item.get("tolerance", 0)
        if not isinstance(tol, (int, float)) or isinstance(tol, bool) or tol < 0:
            raise _Bad(f"field 'tolerance' must be a number ≥ 0, not {tol!r}")
        why = item.get("why_wrong", {})
        if not isinstance(why, dict) or not all(isinstance(v, str) for v in why.values()):
            raise _Bad("field 'why_wrong' must map answers to explanations (strings)")
        return Numeric(prompt, answer, tolerance=tol, unit=str(item.get("unit", "")),
                       why_wrong=dict(why), **common)
    if kind == "card":
        ctx = common["context"]
        if "cards" in item:
            cards = tuple(Card.from_str(c) for c in _str_list(item, "cards"))
        elif ctx.hand is not None:
            cards = tuple(ctx.hand)
        elif ctx.trick is not None:
            cards = ctx.trick.cards
        else:
            raise _Bad("a 'card' question needs 'cards', or a 'show.hand' or 'show.trick' "
                       "to pick from")
        answer = frozenset(Card.from_str(c) for c in _str_list(item, "answer"))
        why = item.get("why_wrong", {})
        if not isinstance(why, dict) or not all(isinstance(v, str) for v in why.values()):
            raise _Bad("field 'why_wrong' must map cards to explanations (strings)")
        return PickCard(prompt, cards, answer, mode=str(item.get("mode", "one")),
                        why_wrong={Card.from_str(k): v for k, v in why.items()}, **common)
    if kind == "call":
        answer = frozenset(Call.from_str(c) for c in _str_list(item, "answer"))
        why = item.get("why_wrong", {})
        if not isinstance(why, dict) or not all(isinstance(v, str) for v in why.values()):
            raise _Bad("field 'why_wrong' must map calls to explanations (strings)")
        return BiddingCall(prompt, answer, why_wrong={Call.from_str(k): v for k, v in why.items()},
                           **common)
    if kind == "order":
        items = _str_list(item, "items")
        shown = _str_list(item, "shown") if "shown" in item else []
        return Order(prompt, tuple(items), shown=tuple(shown), **common)
    pairs = item["pairs"]
    if not isinstance(pairs, list) or not all(
            isinstance(p, list) and len(p) == 2 and all(isinstance(x, str) for x in p)
            for p in pairs):
        raise _Bad("field 'pairs' must be a list of [left, right] string pairs")
    return Match(prompt, tuple((a, b) for a, b in pairs), **common)
