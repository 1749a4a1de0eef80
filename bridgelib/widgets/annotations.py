"""Annotating a deal record: the plain model behind the annotation editor.

An :class:`AnnotatedDeal` holds one PBN board (read from PBN or LIN text, a file,
or a bundled record) and comments attached to its steps — step 0 is the deal,
then one step per call, then one per card, as in the deal replayer.  A comment may
be on a call, on a card, or on a whole trick (kept on the trick's last card and
written ``Trick n: …``); a variation ("better was ♠Q") is checked by the engine —
the card or call must have been legal at that point — and written as a comment
``Better was ♠Q``.

Saving writes the board back as PBN, each comment ``{…}`` after the call or card it
belongs to, suit symbols as PBN's ``\\S \\H \\D \\C``; reading the text again with
the project's reader gives the same comments at the same steps.

No Jupyter here (no ipywidgets): :class:`bridgelib.widgets.annotator.Annotator` is
the view.

>>> d = AnnotatedDeal.bundled_example()
>>> d.add_comment(d.first_card_step, "The textbook lead.")   # the step it went on
9
>>> again = AnnotatedDeal.from_text(d.to_pbn())
>>> again.comments(d.first_card_step)
['The textbook lead.']
"""

from __future__ import annotations

import os
from dataclasses import replace
from typing import Any

from ..auction import Auction, Call
from ..cards import Card
from ..errors import InvalidNotation
from ..replay import Frame, FourHandSource, Mark
from ..table import Seat, Vulnerability

__all__ = ["AnnotatedDeal", "MAX_UPLOAD"]

MAX_UPLOAD = 2_000_000
"""The largest record text accepted (characters)."""

_TO_PBN = {"♠": "\\S", "♥": "\\H", "♦": "\\D", "♣": "\\C"}
_FROM_PBN = {v: k for k, v in _TO_PBN.items()}

_EXAMPLE = """[Event "Annotation example"]
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]
[Declarer "S"]
[Contract "2S"]
[Auction "N"]
Pass Pass 1S Pass
2S Pass Pass Pass
[Play "W"]
HA H8 H5 H2
HK H9 H6 H3
"""


def _to_pbn(text: str) -> str:
    for sym, esc in _TO_PBN.items():
        text = text.replace(sym, esc)
    return text.replace("}", ")").replace("\r", "")


def _from_pbn(text: str) -> str:
    for esc, sym in _FROM_PBN.items():
        text = text.replace(esc, sym)
    return text.strip()


class AnnotatedDeal:
    """A PBN board with comments on its steps (see the module docstring)."""

    def __init__(self, record: Any, *, source_name: str = ""):
        from ..io.pbn import PbnRecord

        if not isinstance(record, PbnRecord):
            raise InvalidNotation(f"{type(record).__name__} is not a PBN record")
        deal = record.deal
        if deal is None:
            raise InvalidNotation("this record has no Deal tag: there is no deal to annotate")
        self.record = record
        self.source_name = source_name
        self.deal = deal
        self.dealer = record.dealer or Seat.NORTH
        self.vulnerability = record.vulnerability or Vulnerability.NONE
        self.auction: Auction | None = record.auction
        play = record.play
        self.cards: tuple[Card, ...] = tuple(c for _, c in play) if play is not None else ()
        self._leaders = [t.leader for t in play.tricks] if play is not None else []
        if play is not None and play.current_trick.cards:
            self._leaders.append(play.current_trick.leader)
        self._calls = self.auction.calls if self.auction is not None else ()
        self._notes: dict[int, list[str]] = {}
        self._read_comments()

    # ---------------------------------------------------------------- opening
    @classmethod
    def from_text(cls, text: str, *, name: str = "", board: int = 0) -> "AnnotatedDeal":
        """The ``board``-th board (0-based) of PBN or LIN text."""
        if len(text) > MAX_UPLOAD:
            raise InvalidNotation(f"this record is {len(text):,} characters long: the editor "
                                  f"opens records up to {MAX_UPLOAD:,}")
        stripped = text.lstrip("\ufeff \t\r\n")
        if stripped[:1] in ("[", "%", "{", ";") or not stripped:
            from ..io import pbn

            records = [r for r in pbn.loads(text) if r.deal is not None]
        else:
            from ..io import lin

            records = [r.to_pbn() for r in lin.iter_records(text)]
        if not records:
            raise InvalidNotation(f"{name or 'this text'} holds no board with a deal")
        if not 0 <= board < len(records):
            raise InvalidNotation(f"board {board + 1} does not exist: {name or 'the text'} "
                                  f"holds {len(records)}")
        return cls(records[board], source_name=name)

    @classmethod
    def from_file(cls, path: str | os.PathLike, *, board: int = 0) -> "AnnotatedDeal":
        from ..io.pbn import read_text

        text, _enc = read_text(path)
        return cls.from_text(text, name=os.fspath(path), board=board)

    @classmethod
    def bundled_example(cls) -> "AnnotatedDeal":
        """A small deal shipped with the editor (2♠ by South, two tricks played)."""
        return cls.from_text(_EXAMPLE, name="example")

    # ---------------------------------------------------------------- steps
    def __len__(self) -> int:
        return 1 + len(self._calls) + len(self.cards)

    @property
    def first_card_step(self) -> int:
        return 1 + len(self._calls)

    def kind(self, step: int) -> str:
        """``"deal"``, ``"call"`` or ``"card"``."""
        self._check(step)
        if step == 0:
            return "deal"
        return "call" if step <= len(self._calls) else "card"

    def trick_of(self, step: int) -> int | None:
        """The trick (1-based) a card step belongs to."""
        return (step - self.first_card_step) // 4 + 1 if self.kind(step) == "card" else None

    def trick_end(self, step: int) -> int:
        """The step of the last card of the trick ``step`` belongs to (as far as played)."""
        t = self.trick_of(step)
        if t is None:
            raise InvalidNotation("a trick comment belongs to a card: step to a card of the trick")
        return min(self.first_card_step + 4 * t - 1, len(self) - 1)

    def _check(self, step: int) -> None:
        if isinstance(step, bool) or not isinstance(step, int) or not 0 <= step < len(self):
            raise InvalidNotation(f"step {step!r} does not exist: this deal has steps 0 to "
                                  f"{len(self) - 1}")

    # ---------------------------------------------------------------- comments
    def comments(self, step: int) -> list[str]:
        self._check(step)
        return list(self._notes.get(step, []))

    def all_comments(self) -> dict[int, list[str]]:
        return {k: list(v) for k, v in sorted(self._notes.items()) if v}

    def add_comment(self, step: int, text: str, *, on: str = "action") -> int:
        """Attach ``text`` to the call or card of ``step`` (``on="trick"``: to its trick).
        Returns the step the comment was put on."""
        self._check(step)
        text = " ".join(str(text).split()) if "\n" not in str(text) else str(text).strip()
        if not text:
            raise InvalidNotation("the comment is empty: type the comment first")
        if step == 0:
            raise InvalidNotation("step 0 is the deal itself: comment on a call or a card")
        if on == "trick":
            t = self.trick_of(step)
            step = self.trick_end(step)
            text = f"Trick {t}: {text}"
        elif on != "action":
            raise InvalidNotation(f"{on!r}: a comment is on the 'action' or on the 'trick'")
        self._notes.setdefault(step, []).append(text)
        return step

    def remove_comment(self, step: int, index: int) -> str:
        notes = self._notes.get(step, [])
        if not 0 <= index < len(notes):
            raise InvalidNotation(f"there is no comment {index + 1} at step {step}")
        return notes.pop(index)

    def add_variation(self, step: int, alternative: str) -> str:
        """Record that ``alternative`` (a card or a call) was better at ``step``; the engine
        checks it was legal there.  Returns the comment written."""
        self._check(step)
        kind = self.kind(step)
        if kind == "card":
            from ..play import Play

            card = Card.from_str(alternative)
            n = step - self.first_card_step
            contract = self.auction.contract if self.auction is not None else None
            if contract is None:
                raise InvalidNotation("the record has no complete auction: there is no contract "
                                      "to check the card against")
            prefix = Play(self.deal, contract, self.cards[:n])
            prefix.check(card)  # refuses a card not held or not legal there (with the Law)
            if card == self.cards[n]:
                raise InvalidNotation(f"{card} is the card played: a variation names another card")
            text = f"Better was {card}"
        elif kind == "call":
            call = Call.from_str(alternative)
            n = step - 1
            assert self.auction is not None  # a record without an auction has no call steps
            calls_before = Auction(self.auction.dealer, self._calls[:n])
            calls_before.check(call)
            if call == self._calls[n]:
                raise InvalidNotation(f"{call} is the call made: a variation names another call")
            text = f"Better was {call}"
        else:
            raise InvalidNotation("step 0 is the deal: a variation replaces a call or a card")
        self._notes.setdefault(step, []).append(text)
        return text

    # ---------------------------------------------------------------- replay
    def source(self) -> FourHandSource:
        comments = {k: "\n".join(v) for k, v in self._notes.items() if v}
        tags = self.record
        title = tags.get("Event") or self.source_name or "A deal"
        board = tags.get("Board")
        if board:
            title += f", board {board}"
        auction = self.auction if self.auction is not None else None
        return FourHandSource(self.deal, auction, self.cards, comments=comments,
                              vulnerability=self.vulnerability, title=title)

    def frame(self, step: int) -> Frame:
        f = self.source().frame(step)
        return replace(f, dealer=self.dealer.letter)

    def marks(self) -> list[Mark]:
        return self.source().marks()

    # ---------------------------------------------------------------- saving
    def _item_slots(self) -> tuple[list[int], list[int]]:
        """Index in the Auction tag's items of each call step, and in the Play tag's
        items of each card step (PBN writes cards by trick in seat columns)."""
        calls: list[int] = []
        t = self.record.tag("Auction")
        if t is not None:
            items = list(t.items)
            i = 0
            while i < len(items) and items[i].is_placeholder:
                i += 1
            for k in range(i, len(items)):
                it = items[k]
                if it.is_marker:
                    break
                if it.token.upper() == "AP":
                    calls.extend([k] * (len(self._calls) - len(calls)))
                    break
                calls.append(k)
        cards: list[int] = []
        t = self.record.tag("Play")
        if t is not None and self.cards:
            first = Seat.from_str(t.value.strip()[:1]) if t.value.strip() else Seat.NORTH
            by_trick: dict[tuple[int, Seat], int] = {}
            col = 0
            for k, it in enumerate(t.items):
                if it.is_marker and it.token == "*":
                    break
                by_trick[(col // 4, first.next(col % 4))] = k
                col += 1
            for n in range(len(self.cards)):
                trick, pos = divmod(n, 4)
                seat = self._leaders[trick].next(pos)
                cards.append(by_trick[(trick, seat)])
        return calls, cards

    def to_record(self) -> Any:
        from ..io.pbn import Comment, PbnRecord

        call_slots, card_slots = self._item_slots()
        extra: dict[str, dict[int, list[str]]] = {"Auction": {}, "Play": {}}
        for step, notes in self._notes.items():
            if not notes:
                continue
            if self.kind(step) == "call":
                extra["Auction"].setdefault(call_slots[step - 1], []).extend(notes)
            else:
                extra["Play"].setdefault(card_slots[step - self.first_card_step], []).extend(notes)
        tags = []
        for tag in self.record.tags:
            if tag.name in extra and tag.items:
                items = list(tag.items)
                for k in range(len(items)):
                    mine = extra[tag.name].get(k, [])
                    kept = tuple(c for c in items[k].comments if not c.brace)
                    new = tuple(Comment(_to_pbn(x)) for x in mine)
                    items[k] = replace(items[k], comments=kept + new)
                tag = replace(tag, items=tuple(items))
            tags.append(tag)
        return PbnRecord(tuple(tags), self.record.comments, self.record.escapes)

    def to_pbn(self) -> str:
        """The board as PBN text with its commentary (a trailing newline)."""
        return self.to_record().pbn() + "\n"

    def save(self, path: str | os.PathLike) -> str:
        from ..io.pbn import write_text

        text = self.to_pbn()
        write_text(text, path)
        return os.fspath(path)

    def _read_comments(self) -> None:
        """Brace comments already in the file, by step."""
        call_slots, card_slots = self._item_slots()
        t = self.record.tag("Auction")
        if t is not None:
            seen: set[int] = set()
            for n, k in enumerate(call_slots):
                if k in seen:
                    continue
                seen.add(k)
                texts = [_from_pbn(c.text) for c in t.items[k].comments if c.brace]
                if texts:
                    last = max(i for i, kk in enumerate(call_slots) if kk == k)
                    self._notes.setdefault(last + 1, []).extend(x for x in texts if x)
        t = self.record.tag("Play")
        if t is not None:
            for n, k in enumerate(card_slots):
                texts = [_from_pbn(c.text) for c in t.items[k].comments if c.brace]
                if texts:
                    self._notes.setdefault(self.first_card_step + n, []).extend(x for x in texts if x)

    def __repr__(self) -> str:
        return f"AnnotatedDeal({self.source().title!r}, {len(self)} steps)"
