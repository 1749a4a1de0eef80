"""The PBN reader's fast paths give what its general paths give.

The reader handles the two common lines — a lone tag pair, a line of plain words —
without its tokenizer, keeps plain calls and cards (and note references ``=n=``)
as tokens, keeps a lone tag pair as ``(name, value, line)`` until its Tag is asked
for, and replays an auction from its tokens with ``Auction.extend``.  Each is
checked here against a slower way that does not use it:

- reading: the same text read with the fast lines switched off (every line goes
  through the tokenizer, one token at a time);
- note references: the same section with each ``=n=`` written against its call
  (``1C=1=``), which the reader takes apart piece by piece into annotated items;
- auctions: the items replayed one call at a time with ``Auction.call``;
- play: the cards played one at a time with ``Play.play``, in play order;
- records: a record read equals, hashes and finds its tags as the ``PbnRecord``
  built from its tags.
"""

from __future__ import annotations

import dataclasses
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelib import Auction, Call, IllegalCall, IllegalPlay, InvalidNotation
from bridgelib.errors import BridgeError
from bridgelib.io import pbn
from bridgelib.play import Play
from bridgelib.rules import RuleId

FILES = ("world-championship-2012.pbn", "realbridge-2021-online-qual.pbn",
         "euro-youth-1998-excerpt.pbn", "sample-with-notes-and-dd.pbn", "comments-edge-case.pbn")


def _token_path(monkeypatch, text: str, errors: list | None = None) -> list[pbn.PbnRecord]:
    """Read with the fast lines off: no line is a lone tag pair or plain words."""
    with monkeypatch.context() as m:
        m.setattr(pbn, "_TAG_LINE", re.compile(r"(?!)"))  # never matches
        m.setattr(pbn, "_PLAIN_TAG_LINE", re.compile(r"(?!)"))
        m.setattr(pbn, "_SPECIAL", re.compile(r""))  # always finds something
        return pbn.loads(text, errors=errors)


def _snapshot(rec: pbn.PbnRecord) -> tuple:
    """Everything a record holds, line numbers included (equality leaves them out)."""
    return (rec.line, rec.comments, rec.escapes, dict(rec.inherited), dict(rec.defaults),
            list(rec._values.items()),
            [(t.name, t.value, t.line, t.comments, [(it, it.line) for it in t.items], t.rows)
             for t in rec.tags])


def _outcome(fn):
    try:
        return fn()
    except BridgeError as exc:
        return (type(exc).__name__, str(exc), getattr(exc, "rule", None))


def _reference_auction(rec: pbn.PbnRecord):
    """The Auction section replayed from its items one call at a time (Auction.call)."""
    t = rec.tag("Auction")
    if t is None:
        return None
    first = rec._parsed("Auction", pbn._seat)
    items = list(t.items)
    while items and items[0].is_placeholder:
        first = first.next()
        items.pop(0)
    a = Auction(first)
    for it in items:
        if it.is_marker:
            break
        try:
            if it.token.upper() == "AP":
                while not a.is_complete:
                    a.call(Call.from_str("Pass"))
                continue
            if it.token == "^S" or it.irregularity or it.is_placeholder:
                raise IllegalCall(f"the record marks an irregularity here ({it.pbn()}); the "
                                  "engine replays regular auctions only",
                                  rule=RuleId.IRREGULAR_RECORD)
            a.call(it.call)
        except IllegalCall as exc:
            raise IllegalCall(f"line {it.line}: {exc}", rule=exc.rule, law=exc.law) from None
    return a


def _reference_play(rec: pbn.PbnRecord):
    """The Play section played one card at a time (Play.play), in play order: each row
    of four is a trick in column order from the Play tag's seat, led by the winner
    of the trick before; the play stops at the first card not known."""
    t = rec.tag("Play")
    if t is None or rec.deal is None:
        return None
    contract = rec.contract
    if contract is None or contract.is_passed_out or contract.declarer is None:
        return None
    p = Play(rec.deal, contract)
    first = rec._parsed("Play", pbn._seat)
    items = list(t.items)
    end = next((i for i, it in enumerate(items) if it.token == "*"), len(items))
    for start in range(0, end, 4):
        leader = p.leader
        for k in range(4):
            i = start + (leader + k - first) % 4
            if i >= end or items[i].token in ("-", "+"):
                return p
            try:
                p.play(items[i].card)
            except IllegalPlay as exc:
                raise IllegalPlay(f"line {items[i].line}: {exc}", rule=exc.rule,
                                  law=exc.law) from None
    return p


def _engine(rec: pbn.PbnRecord) -> tuple:
    a = _outcome(lambda: rec.auction)
    p = _outcome(lambda: rec.play)
    return (a if not isinstance(a, Auction) else (a.dealer, a.calls),
            p if not isinstance(p, Play) else tuple(p.cards_played))


def _reference_engine(rec: pbn.PbnRecord) -> tuple:
    a = _outcome(lambda: _reference_auction(rec))
    p = _outcome(lambda: _reference_play(rec))
    return (a if not isinstance(a, Auction) else (a.dealer, a.calls),
            p if not isinstance(p, Play) else tuple(p.cards_played))


@pytest.fixture(scope="module")
def texts(data_dir):
    return {name: (data_dir / "pbn" / name).read_text(encoding="utf-8") for name in FILES}


@pytest.mark.parametrize("name", FILES)
def test_fast_lines_read_as_the_tokenizer_reads(texts, name, monkeypatch):
    fast = pbn.loads(texts[name])
    slow = _token_path(monkeypatch, texts[name])
    assert len(fast) == len(slow) > 0
    assert fast == slow
    for a, b in zip(fast, slow):
        assert _snapshot(a) == _snapshot(b)


@pytest.mark.parametrize("name", FILES)
def test_engine_objects_equal_one_call_and_one_card_at_a_time(texts, name):
    recs = pbn.loads(texts[name])
    refused = 0
    for rec in recs:
        got, want = _engine(rec), _reference_engine(rec)
        assert got == want, (rec.line, got, want)
        refused += isinstance(got[1], tuple) and got[1][:1] == ("IllegalPlay",)
    if name == "world-championship-2012.pbn":
        # the data README: the file has records whose play breaks a law; they are refused
        assert refused > 0


def _glued(text: str) -> str:
    """Each note reference written against the call or card before it: ``1C =1=`` ->
    ``1C=1=`` (read piece by piece into annotated items)."""
    return re.sub(r"(?m)^([^\[%\n].*)$", lambda m: re.sub(r" +(=\d+=)", r"\1", m.group(1)),
                  text)


@pytest.mark.parametrize("name", ["realbridge-2021-online-qual.pbn",
                                  "sample-with-notes-and-dd.pbn"])
def test_note_references_kept_with_tokens_equal_annotated_items(texts, name):
    text = texts[name]
    glued = _glued(text)
    assert glued != text  # the file has note references
    fast, slow = pbn.loads(text), pbn.loads(glued)
    assert fast == slow
    noted = 0
    for a, b in zip(fast, slow):
        for ta, tb in zip(a.tags, b.tags):
            if ta.name in ("Auction", "Play"):
                assert "_plain" in ta.__dict__  # kept as tokens
                if ta.__dict__.get("_notes"):  # with note references: read as items
                    assert "_plain" not in tb.__dict__
                    noted += 1
                assert [(it, it.line) for it in ta.items] == [(it, it.line) for it in tb.items]
        assert _engine(a) == _engine(b)
        assert a.notes("Auction") == b.notes("Auction")
    assert noted > 0
    # written back, both give the same text, which reads back to the same records
    assert pbn.dumps(fast) == pbn.dumps(slow)
    assert pbn.loads(pbn.dumps(fast)) == fast


def test_a_read_record_equals_and_finds_tags_as_the_record_built_from_them(texts):
    recs = pbn.loads(texts["sample-with-notes-and-dd.pbn"])
    for rec in recs:
        built = pbn.PbnRecord(tuple(pbn.Tag(t.name, t.value, t.comments, t.items, t.rows, t.line)
                                    for t in rec.tags), rec.comments, rec.escapes, rec.line)
        assert type(rec) is not pbn.PbnRecord and rec == built and built == rec
        assert hash(rec) == hash(built) and rec.pbn() == built.pbn()
    # A tag asked for by name before and after all the tags are made is the same object,
    # the first of its name (section 3.4).
    text = '[Event "A"]\n[Board "1"]\n[Event "B"]\n[Note "1:x"]\n[Note "2:y"]\n'
    for ask_first in (True, False):
        rec = pbn.loads(text)[0]
        if ask_first:
            ev, note = rec.tag("Event"), rec.tag("Note")
            tags = rec.tags
        else:
            tags = rec.tags
            ev, note = rec.tag("Event"), rec.tag("Note")
        assert ev is tags[0] and ev.value == "A" and note is tags[3] and note.value == "1:x"
        assert rec.tag("Missing") is None and rec["Event"] == "A"
        assert rec == pbn.PbnRecord(tuple(pbn.Tag(t.name, t.value) for t in tags))
    # dataclasses.replace and with_tags give records that still work
    rec = pbn.loads(text)[0]
    other = dataclasses.replace(rec, tags=rec.tags[:2])
    assert other.tag("Board").value == "1" and other.names == ("Event", "Board")
    assert rec.with_tags(Board="2")["Board"] == "2" and rec["Board"] == "1"


# Bad input: the same refusal, with the same line, on both paths.
BAD = [
    '[Board "1"]\n[Auction "N"]\n1C =1= =2= Pass\n',
    '[Board "1"]\n[Auction "N"]\n=1= 1C Pass\n',
    '[Board "1"]\n[Auction "N"]\n1C =1234567890= Pass\n',
    '[Board "1"]\n[Auction "N"]\n1C =1=\n=2= Pass\n',
    '[Board "1"]\n[Play "N"]\nSA SK SQ S%\n',
    '[Board "1"]\n[OptimumResultTable "Declarer;Denomination\\\\2R;Result\\\\2R"]\nN NT 7\nN S 5%\n',
    '[Board "1"]\n[Auction "N"]\n1C Pass ^I 1D\n',
    '[Board "1"]\n[Auction "N"]\n1C Pass 1Z\n\n[Board "2"]\n[Auction "S"]\nPass\n',
    '[Board "1"]\n[Note "x:y"]\n\n[Board "2"]\n[Note "1:ok"]\n',
    '[Board "1"]\n[Dealer "#"]\n\n[Board "2"]\n[Event "##Cup"]\n\n[Board "3"]\n',
    '1C Pass\n[Board "1"]\n',
    '[Board "1"]\n[OptimumResultTable "A\\\\999R"]\nx\n',
    '[Board "1"]\n[Event "say \\"hi\\" \\\\ there"]\n[Site "x"] \n  [Date "y" ]\n',
]


@pytest.mark.parametrize("text", BAD)
def test_bad_input_refused_alike_on_both_paths(text, monkeypatch):
    errs_fast: list = []
    errs_slow: list = []
    fast = pbn.loads(text, errors=errs_fast)
    slow = _token_path(monkeypatch, text, errors=errs_slow)
    assert [(e.line, e.reason) for e in errs_fast] == [(e.line, e.reason) for e in errs_slow]
    assert fast == slow and [_snapshot(r) for r in fast] == [_snapshot(r) for r in slow]
    assert [_engine(r) for r in fast] == [_reference_engine(r) for r in fast]


# Random auction sections: calls written in several ways, with annotations.
_CALL_WORDS = (["Pass", "Pass", "Pass", "X", "XX", "AP", "pass", "P", "1N", "-", "*"]
               + [f"{lv}{st}" for lv in range(1, 8) for st in ("C", "D", "H", "S", "NT")])
_word = st.tuples(
    st.sampled_from(_CALL_WORDS),
    st.sampled_from(["", "", "", "", " =1=", " =2=", "=3=", "!", " $4", "^I", "^S"]))


def _section(words: list[tuple[str, str]], breaks: list[int]) -> str:
    out = []
    for k, (w, ann) in enumerate(words):
        if ann == "^I":
            piece = "^I " + w
        elif ann == "^S":
            piece = "^S " + w
        else:
            piece = w + ann
        out.append(piece + ("\n" if k in breaks else " "))
    return "".join(out).strip()


@settings(max_examples=300, deadline=None)
@given(st.lists(_word, min_size=1, max_size=24), st.lists(st.integers(0, 23), max_size=8),
       st.sampled_from("NESW"))
def test_random_auctions_replay_as_one_call_at_a_time(words, breaks, first):
    text = (f'[Board "1"]\n[Dealer "{first}"]\n[Auction "{first}"]\n'
            f'{_section(words, breaks)}\n[Note "1:a"]\n[Note "2:b"]\n[Note "3:c"]\n')
    errs: list = []
    recs = pbn.loads(text, errors=errs)
    if errs:
        assert isinstance(errs[0], InvalidNotation) and errs[0].line is not None
        return
    (rec,) = recs
    got = _outcome(lambda: rec.auction)
    want = _outcome(lambda: _reference_auction(rec))
    if isinstance(got, Auction):
        assert isinstance(want, Auction) and (got.dealer, got.calls) == (want.dealer, want.calls)
    else:
        assert got == want
    # and the same section, each note reference written against its call
    glued = pbn.loads(_glued(text), errors=[])
    if glued:
        assert glued == recs and _engine(glued[0]) == _engine(rec)
