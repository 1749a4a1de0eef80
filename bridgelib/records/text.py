"""Reading and writing records as plain text (PBN-style tags, PGN-style movetext).

The format::

    % Bridge Course record
    [Game "Honeymoon"]
    [Players "Sergey Olga"]
    [Dealer "Olga"]
    [Deal "Sergey:Q.AT932.T52.KJ94 Olga:5.J7654.983.AQT8"]
    [Talon "S8 SK S2 DJ …"]

    {A comment before the first action belongs to the record.}
    P1. Sergey H2 {His smallest card.} Olga H4 Sergey draws S8 Olga draws SK
    …
    A. Olga 1C Sergey 1H Olga 1NT Sergey 2H Olga X Sergey XX
    M1. Sergey HQ Olga H6
    M4. Sergey SA Olga HJ ( {What if Olga had followed suit?} Olga S7 ) …
    *

* Tags are PBN tag pairs, ``\\"`` and ``\\\\`` escaped in values, in file order.
* An action is a player's name and a card (suit first, as in PBN: ``HQ``, ``ST``), a
  call (``1C``, ``2H``, ``1NT``, ``Pass``, ``X``, ``XX``) or ``draws`` and a card.
  Four-hand records name the seat (``N 1H``, ``E SA``).
* ``{…}`` is a comment on the action before it (``\\}`` and ``\\\\`` escaped inside;
  a blank line separates paragraphs; other whitespace is collapsed).  ``;`` starts a
  comment that runs to the end of the line.  ``( … )`` after an action is a variation
  that replaces it; a comment right after ``(`` stands before the variation's first
  action.
* ``P3.``, ``A.``, ``M7.`` mark the lead of preliminary trick 3, the first call and the
  lead of main trick 7 (four-hand records: ``A.`` and ``M7.``).  They are optional in
  input and checked when present; the writer puts them in.
* ``*`` ends a record; a file may hold several records.  ``%`` lines are ignored.

Reading checks every line of the record by replaying it (honeymoon records leniently
under their ``Rules`` tag, so irregularities are allowed) and reports the line of the
first thing that is wrong.  ``dumps(loads(text))`` reproduces canonical text exactly,
and ``loads(dumps(record)) == record`` for every record.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterator

from ..action import Action, ActionKind
from ..errors import BridgeError, InvalidNotation
from .forms import HONEYMOON
from .tree import Node, Record, action_of, normalize_comment

__all__ = ["loads", "loads_all", "dumps", "HEADER", "WIDTH"]

HEADER = "% Bridge Course record"
WIDTH = 88
PRELIMINARY_CARDS = HONEYMOON.preliminary_cards


# ====================================================================== lexing
@dataclass(frozen=True, slots=True)
class _Tok:
    kind: str   # tag, comment, open, close, marker, end, word
    text: str
    line: int
    value: str = ""


_MARKER = re.compile(r"(?:[PM][1-9][0-9]?|A)\.")


def _lex(text: str, source: str | None) -> Iterator[_Tok]:
    i, n, line = 0, len(text), 1
    at_line_start = True
    while i < n:
        ch = text[i]
        if ch == "\n":
            line += 1
            i += 1
            at_line_start = True
            continue
        if ch.isspace():
            i += 1
            continue
        if ch == "%" and at_line_start:
            j = text.find("\n", i)
            i = n if j < 0 else j
            continue
        at_line_start = False
        if ch == ";":
            j = text.find("\n", i)
            j = n if j < 0 else j
            yield _Tok("comment", text[i + 1:j], line)
            i = j
            continue
        if ch == "{":
            start_line, j, buf = line, i + 1, []
            while True:
                if j >= n:
                    raise InvalidNotation("a comment opened with '{' is never closed with '}'",
                                          line=start_line, source=source)
                c = text[j]
                if c == "\\" and j + 1 < n and text[j + 1] in "\\}":
                    buf.append(text[j + 1])
                    j += 2
                    continue
                if c == "}":
                    break
                if c == "\n":
                    line += 1
                buf.append(c)
                j += 1
            yield _Tok("comment", "".join(buf), start_line)
            i = j + 1
            continue
        if ch == "[":
            m = re.compile(r'\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\\n]|\\.)*)"\s*\]').match(text, i)
            if not m:
                end = text.find("\n", i)
                raise InvalidNotation(
                    f"{text[i:end if end >= 0 else n].strip()!r} is not a tag pair: write "
                    '[Name "value"]', line=line, source=source)
            value = re.sub(r"\\(.)", r"\1", m.group(2))
            yield _Tok("tag", m.group(1), line, value)
            i = m.end()
            continue
        if ch in "()":
            yield _Tok("open" if ch == "(" else "close", ch, line)
            i += 1
            continue
        j = i
        while j < n and not text[j].isspace() and text[j] not in "{}()[];":
            j += 1
        if j == i:  # a stray '}' or ']'
            raise InvalidNotation(f"unexpected {ch!r}: comments are written {{like this}} and tags "
                                  '[Name "value"]', line=line, source=source)
        word = text[i:j]
        kind = "marker" if _MARKER.fullmatch(word) else "end" if word == "*" else "word"
        yield _Tok(kind, word, line)
        i = j


# ====================================================================== parsing
def loads_all(text: str, *, source: str | None = None) -> list[Record]:
    """Every record in ``text`` (records are separated by ``*`` or by a new tag section)."""
    if not isinstance(text, str):
        raise InvalidNotation(f"records are read from text, not {type(text).__name__}")
    toks = list(_lex(text, source))
    records: list[Record] = []
    k = 0
    while k < len(toks):
        k = _parse_one(toks, k, records, source)
    return records


def loads(text: str, *, source: str | None = None) -> Record:
    """The one record in ``text`` (an error if there is none or more than one)."""
    recs = loads_all(text, source=source)
    if len(recs) != 1:
        raise InvalidNotation(f"expected one record, found {len(recs)}", source=source)
    return recs[0]


def _parse_one(toks: list[_Tok], k: int, out: list[Record], source: str | None) -> int:
    tags: dict[str, str] = {}
    tag_lines: dict[str, int] = {}
    pre: list[str] = []
    first_line = toks[k].line
    while k < len(toks) and toks[k].kind in ("tag", "comment"):
        t = toks[k]
        if t.kind == "tag":
            if t.text in tags:
                raise InvalidNotation(f"tag {t.text} appears twice in one record", line=t.line,
                                      source=source)
            tags[t.text] = t.value
            tag_lines[t.text] = t.line
        else:
            pre.append(t.text)
        k += 1
    if not tags:
        t = toks[k] if k < len(toks) else toks[-1]
        raise InvalidNotation(f"{t.text!r}: a record starts with its tags ([Game \"…\"], "
                              "[Deal \"…\"], …)", line=t.line, source=source)
    record = Record()
    for name, value in tags.items():
        try:
            record.set_tag(name, value)
        except InvalidNotation as exc:
            raise InvalidNotation(exc.reason, line=tag_lines[name], source=source) from None
    _check_tags(record, tag_lines, first_line, source)
    for c in pre:
        if normalize_comment(c):
            record.comments.append(normalize_comment(c))
    markers: dict[int, tuple[str, int]] = {}
    k = _parse_movetext(toks, k, record, markers, source)
    _validate(record, markers, source)
    out.append(record)
    return k


def _check_tags(record: Record, lines: dict[str, int], first: int, source) -> None:
    checks = (("Game", lambda: record.game), ("Players", lambda: record.players),
              ("Dealer", lambda: record.dealer), ("Deal", lambda: record.hands),
              ("Talon", lambda: record.talon), ("Vulnerable", lambda: record.vulnerability),
              ("Talon" if record.tags.get("Game", "").lower() == "honeymoon" else "Deal",
               record.check))
    for tag, check in checks:
        try:
            check()
        except InvalidNotation as exc:
            if "dealt" in exc.reason and "Deal" in lines:
                tag = "Deal"
            raise InvalidNotation(exc.reason, line=lines.get(tag, first), source=source) from None
        except BridgeError as exc:
            raise InvalidNotation(str(exc), line=lines.get(tag, first), source=source) from None


def _parse_movetext(toks, k, record: Record, markers, source) -> int:
    from .build import TreeBuilder

    build = TreeBuilder(record)
    pending_marker: tuple[str, int] | None = None
    players = set(record.players)

    def at(line):
        def visit(step, *args):
            try:
                return step(*args)
            except InvalidNotation as exc:
                raise InvalidNotation(exc.reason, line=line, source=source) from None
        return visit

    while k < len(toks):
        t = toks[k]
        if t.kind == "tag":
            if build.in_variation:
                raise InvalidNotation("a new record's tags start inside an unclosed variation '('",
                                      line=t.line, source=source)
            break
        if t.kind == "end":
            k += 1
            if build.in_variation:
                raise InvalidNotation("'*' ends the record inside an unclosed variation '('",
                                      line=t.line, source=source)
            break
        if t.kind == "comment":
            build.visit_comment(t.text)
            k += 1
            continue
        if t.kind == "open":
            at(t.line)(build.begin_variation)
            k += 1
            continue
        if t.kind == "close":
            at(t.line)(build.end_variation)
            k += 1
            continue
        if t.kind == "marker":
            if pending_marker is not None:
                raise InvalidNotation(f"two markers in a row: {pending_marker[0]} and {t.text}",
                                      line=t.line, source=source)
            pending_marker = (t.text, t.line)
            k += 1
            continue
        # an action: NAME [draws] ARG
        if t.text not in players:
            raise InvalidNotation(
                f"{t.text!r} is not a player of this record ({' '.join(record.players)}): "
                "an action starts with the player's name", line=t.line, source=source)
        if k + 1 >= len(toks) or toks[k + 1].kind not in ("word",):
            raise InvalidNotation(f"{t.text!r} is not followed by a card, a call or 'draws'",
                                  line=t.line, source=source)
        try:
            if toks[k + 1].text == "draws":
                if k + 2 >= len(toks) or toks[k + 2].kind != "word":
                    raise InvalidNotation(f"'{t.text} draws' is not followed by a card")
                action = Action.from_str(f"{t.text} draws {toks[k + 2].text}")
                k += 3
            else:
                action = Action.from_tokens(t.text, toks[k + 1].text, f"{t.text} {toks[k + 1].text}")
                k += 2
        except InvalidNotation as exc:
            raise InvalidNotation(exc.reason, line=t.line, source=source) from None
        node = build.visit_action(action, line=t.line)
        if pending_marker is not None:
            markers[id(node)] = pending_marker
            pending_marker = None
    if build.in_variation:
        raise InvalidNotation("a variation '(' is never closed with ')'",
                              line=toks[-1].line if toks else None, source=source)
    if pending_marker is not None:
        raise InvalidNotation(f"the marker {pending_marker[0]} is not followed by an action",
                              line=pending_marker[1], source=source)
    return k


def _marker_for(record: Record, path_counts: tuple[int, int, int], action: Action) -> str | None:
    cards, _, calls = path_counts
    if action.kind is ActionKind.CALL:
        return "A." if calls == 0 else None
    if action.kind is not ActionKind.CARD:
        return None
    per, pre = record.form.cards_per_trick, record.form.preliminary_cards
    if cards < pre:
        return f"P{cards // 2 + 1}." if cards % 2 == 0 else None
    m = cards - pre
    return f"M{m // per + 1}." if m % per == 0 else None


def _count(counts: tuple[int, int, int], a: Action) -> tuple[int, int, int]:
    c, d, k = counts
    return (c + (a.kind is ActionKind.CARD), d + (a.kind is ActionKind.DRAW),
            k + (a.kind is ActionKind.CALL))


def _validate(record: Record, markers: dict[int, tuple[str, int]], source) -> None:
    from .replay import replay

    # markers: checked syntactically along every branch
    stack: list[tuple[Node, tuple[int, int, int]]] = [(record, (0, 0, 0))]
    while stack:
        node, counts = stack.pop()
        for child in node.variations:
            action = action_of(child)
            m = markers.get(id(child))
            if m is not None:
                want = _marker_for(record, counts, action)
                if want != m[0]:
                    where = (f"it should read {want}" if want else
                             "this action does not start a trick or the auction")
                    raise InvalidNotation(f"the marker {m[0]} does not fit {action.text()!r}: "
                                          f"{where}", line=m[1], source=source)
            stack.append((child, _count(counts, action)))
    # actions: replayed along every branch, to its leaf
    for node in record.walk():
        if node.variations:
            continue
        try:
            replay(record, node.path(), None, last_only=True)
        except InvalidNotation as exc:
            raise InvalidNotation(exc.reason, line=exc.line, source=source) from None
        except BridgeError as exc:  # pragma: no cover - replay locates its errors
            raise InvalidNotation(str(exc), source=source) from None


# ====================================================================== writing
def _quote(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _comment_words(text: str) -> list[str]:
    """A comment as layout pieces: words, with '\\n\\n' standing for a paragraph break."""
    esc = text.replace("\\", "\\\\").replace("}", "\\}")
    paras = esc.split("\n\n")
    words: list[str] = []
    for n, p in enumerate(paras):
        if n:
            words.append("\n\n")
        words.extend(p.split())
    if not words:
        return ["{}"]
    words[0] = "{" + words[0] if words[0] != "\n\n" else words[0]
    words[-1] = words[-1] + "}"
    return words


def dumps(record: Record, *, width: int = WIDTH) -> str:
    """The record as text (a header line, the tags, then the movetext, ``*`` at the end)."""
    out = [HEADER]
    out.extend(f"[{k} {_quote(v)}]" for k, v in record.tags.items())
    out.append("")
    pieces: list[tuple[str, bool]] = []   # (text, starts a new line)
    for c in record.comments:
        pieces.extend((w, False) for w in _comment_words(c))
        pieces.append(("\n\n", False))
    _write_line(record, record, (0, 0, 0), pieces, depth=0)
    pieces.append(("*", False))
    out.extend(_layout(pieces, width))
    return "\n".join(out) + "\n"


def _write_line(record: Record, node: Node, counts, pieces, depth: int) -> None:
    """Write the main continuation after ``node``, with the variations of each step."""
    while node.variations:
        main, *alts = node.variations
        _write_node(record, main, counts, pieces, depth, first_in_variation=False)
        for alt in alts:
            pieces.append(("(", False))
            for c in alt.starting_comments:
                pieces.extend((w, False) for w in _comment_words(c))
            _write_node(record, alt, counts, pieces, depth + 1, first_in_variation=True)
            _write_line(record, alt, _count(counts, action_of(alt)), pieces, depth + 1)
            pieces.append((")", False))
        counts = _count(counts, action_of(main))
        node = main


def _write_node(record, node: Node, counts, pieces, depth: int, first_in_variation: bool) -> None:
    action = action_of(node)
    marker = _marker_for(record, counts, action)
    new_line = marker is not None and depth == 0
    if marker:
        pieces.append((marker, new_line))
    elif first_in_variation:
        pass
    words = action.text().split()
    pieces.append((" ".join(words), False))
    for c in node.comments:
        pieces.extend((w, False) for w in _comment_words(c))


def _layout(pieces: list[tuple[str, bool]], width: int) -> list[str]:
    lines: list[str] = []
    cur = ""
    for text, new_line in pieces:
        if new_line and cur:
            lines.append(cur)
            cur = ""
        if text == "":
            continue
        if text == "\n\n":
            lines.extend([cur, ""] if cur else [""])
            cur = ""
            continue
        if text.startswith("\n\n"):  # pragma: no cover - defensive
            text = text[2:]
        if cur and len(cur) + 1 + len(text) > width:
            lines.append(cur)
            cur = text
        else:
            cur = f"{cur} {text}" if cur else text
    if cur:
        lines.append(cur)
    return lines
