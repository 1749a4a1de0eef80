"""Four-hand records to and from PBN games (:mod:`bridgelib.io.pbn`).

A PBN game becomes a :class:`~bridgelib.records.Record` whose main line is its
auction then its play, in the order the cards were played; the commentary attached
to a call or card (``{…}``) becomes that node's comments, and note references and
other annotations become comments too (``note 1: 15-17``, ``suffix !``).  The other
tags become the record's tags (``Game "Bridge"`` is added).  Going back,
:func:`record_to_pbn` writes the main line as PBN ``Auction`` and ``Play`` sections
(cards in seat columns, as PBN does) with the comments in ``{}`` after their call or
card.  PBN has no variations: a record with variations is refused unless
``drop_variations=True``.

>>> from bridgelib.io import pbn
>>> game = pbn.loads('''[Dealer "N"]
... [Vulnerable "None"]
... [Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]
... [Auction "N"]
... 1S {natural} Pass 4S AP
... [Play "E"]
... CA C8 C5 C2''')[0]
>>> rec = record_from_pbn(game)
>>> [n.action.text() for n in rec.mainline()][:3], rec.next.comments
(['N 1S', 'E Pass', 'S 4S'], ['natural'])
>>> rec.end().state().tricks
{'NS': 0, 'EW': 1}
>>> record_from_pbn(pbn.loads(pbn.dumps([record_to_pbn(rec)]))[0]) == rec
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..auction import Auction
from ..cards import Card
from ..errors import BridgeError, InvalidNotation
from ..action import Action, ActionKind
from ..play import trick_winner
from ..table import Seat
from .build import TreeBuilder
from .tree import GAME_BRIDGE, Record, action_of

if TYPE_CHECKING:  # pragma: no cover
    from ..io.pbn import Item, PbnRecord

__all__ = ["record_from_pbn", "record_to_pbn", "records_from_pbn_text"]

_SECTION_TAGS = frozenset({"Auction", "Play", "Note"})


def _annotations(it: "Item", notes: dict[int, str]) -> list[str]:
    out = [c.text for c in it.comments]
    if it.note is not None:
        out.append(f"note {it.note}: {notes.get(it.note, '')}".rstrip(": "))
    if it.suffix:
        out.append(f"suffix {it.suffix}")
    out.extend(f"NAG ${n}" for n in it.nags)
    return out


def record_from_pbn(game: "PbnRecord", *, repair: bool = False) -> Record:
    """A four-hand record from one PBN game (its auction and play as the main line).

    The record's auction starts with the dealer.  A PBN auction that starts later
    (``-`` placeholders, or passes left out before the first bid, as in some real
    files) is refused, or with ``repair=True`` completed with passes — as many as
    make the auction give the game's Contract and Declarer tags — each commented
    "not in the PBN record".
    """
    dealer = game.dealer
    if game.deal is None or dealer is None:
        raise InvalidNotation("a PBN game needs Deal and Dealer tags to become a record",
                              line=game.line or None)
    tags = {"Game": GAME_BRIDGE}
    for t in game.tags:
        if t.name not in _SECTION_TAGS and t.name not in tags:
            tags[t.name] = game[t.name]
    tags["Dealer"] = dealer.letter
    tags.setdefault("Vulnerable", "None")
    if not tags["Vulnerable"].strip() or tags["Vulnerable"] == "?":
        tags["Vulnerable"] = "None"
    rec = Record(tags, comments=[c.text for c in game.comments]
                 + [c.text for t in game.tags if t.name not in _SECTION_TAGS for c in t.comments])
    build = TreeBuilder(rec)
    auction = None
    calls = _pbn_calls(game, dealer, repair)
    if calls is not None:
        auction = Auction(dealer)
        notes = game.notes("Auction")
        for call, it in calls:
            seat = auction.turn
            if seat is None:
                raise InvalidNotation(f"{call} comes after the auction has ended",
                                      line=(it.line if it else None) or None)
            try:
                auction.call(call)
            except BridgeError as exc:
                raise InvalidNotation(str(exc), line=(it.line if it else None) or None) from None
            _visit(build, Action.of_call(seat.letter, call), it, notes)
    play_tag = game.tag("Play")
    if play_tag is not None and auction is not None and auction.is_complete \
            and not auction.is_passed_out:
        contract = auction.current_contract()  # the final contract: the auction is complete
        notes = game.notes("Play")
        leader = Seat.from_str(game["Play"])
        for trick in game.tricks():
            order = [leader.next(k) for k in range(4)]
            cards: list[Card] = []
            for seat in order:
                it = trick.get(seat)
                if it is None or it.is_placeholder or it.is_marker:
                    break
                card = it.card
                assert card is not None  # only "-" and the markers have no card
                _visit(build, Action.of_card(seat.letter, card), it, notes)
                cards.append(card)
            if len(cards) < 4:
                break
            leader = order[trick_winner(cards, contract.trump)]
    rec = build.result()
    try:
        rec.end().state()
    except InvalidNotation as exc:
        raise InvalidNotation(f"the PBN game does not replay: {exc.reason}",
                              line=exc.line or game.line or None) from None
    return rec


def _pbn_calls(game: "PbnRecord", dealer: Seat, repair: bool) -> list | None:
    """The calls of the Auction section from the ``dealer`` (the game's) on, as
    ``(Call, Item or None)``."""
    from ..auction import Call

    tag = game.tag("Auction")
    if tag is None:
        return None
    first = Seat.from_str(game["Auction"])
    items = list(tag.items)
    while items and items[0].is_placeholder:
        first = first.next()
        items.pop(0)
    written: list = []
    for it in items:
        if it.is_marker:
            break
        if it.irregularity or it.token == "^S" or it.is_placeholder:
            raise InvalidNotation(f"the PBN auction marks an irregularity ({it.pbn()}); "
                                  "records replay regular four-hand auctions", line=it.line)
        written.append(it)
    gap = (first - dealer) % 4

    def build(extra: int) -> list:
        out: list = [(Call.from_str("Pass"), None)] * extra
        a = Auction(dealer)
        for c, _ in out:
            a.call(c)
        for it in written:
            if it.token.upper() == "AP":
                while not a.is_complete:
                    out.append((Call.from_str("Pass"), it))
                    a.call("Pass")
                continue
            a.call(it.call)
            out.append((it.call, it))
        return out

    if gap and not repair:
        raise InvalidNotation(
            f"the PBN auction starts with {first.name_en}, not with the dealer "
            f"{dealer.name_en}; pass repair=True to fill the missing calls with passes",
            line=tag.line or None)
    want = (game.contract, game.declarer)
    for extra in ([gap] if not repair else [gap] + [k for k in range(4) if k != gap]):
        try:
            calls = build(extra)
        except BridgeError:
            continue
        if not repair or extra == gap and want[0] is None:
            return calls
        a = Auction(dealer, [c for c, _ in calls])
        got = a.current_contract()
        if want[0] is None or (got.pbn() == want[0].pbn() and got.declarer == want[1]):
            return calls
    if repair:
        raise InvalidNotation("no number of missing passes makes the auction give the "
                              "recorded contract and declarer", line=tag.line or None)
    return build(0)


def _visit(build: TreeBuilder, action: Action, it: "Item | None",
           notes: dict[int, str] | None = None) -> None:
    """The PBN reader's visit of one call or card (``it`` None: a pass the file left out)."""
    if it is None:
        build.visit_action(action)
        build.visit_comment("not in the PBN record: taken as a pass")
        return
    build.visit_action(action, line=it.line or None)
    for text in _annotations(it, notes or {}):
        build.visit_comment(text)


def record_to_pbn(record: Record, *, drop_variations: bool = False) -> "PbnRecord":
    """A PBN game from a four-hand record's main line (comments after their call or card)."""
    from ..io.pbn import Item, PbnRecord, Tag

    if not record.form.writes_pbn:
        raise InvalidNotation(f"PBN holds four-hand deals; a {record.game.lower()} record is "
                              "written with bridgelib.records.dumps")
    if not drop_variations and any(len(n.variations) > 1 for n in record.walk()):
        raise InvalidNotation("PBN has no variations: pass drop_variations=True to write the "
                              "main line only")
    tags = [Tag(k, v) for k, v in record.tags.items() if k != "Game"]
    calls: list[tuple[Action, Item]] = []
    cards: list[tuple[Action, Item]] = []
    for node in record.mainline():
        a = action_of(node)
        if a.kind is ActionKind.CALL:
            assert a.call is not None  # a call action holds a Call (Action checks it)
            token = a.call.pbn()
        elif a.card is not None:
            token = a.card.pbn()
        else:
            raise InvalidNotation(f"{a.text()!r}: a four-hand deal has no talon to draw from")
        item = Item(token, comments=tuple(_comment(c) for c in node.comments))
        (calls if a.kind is ActionKind.CALL else cards).append((a, item))
    if calls:
        tags.append(Tag("Auction", record.dealer, items=tuple(i for _, i in calls)))
    if cards:
        first = Seat.from_str(cards[0][0].player)
        items: list[Item] = []
        for k in range(0, len(cards), 4):
            trick = cards[k:k + 4]
            by_seat = {Seat.from_str(a.player): it for a, it in trick}
            items.extend(by_seat.get(first.next(j), Item("-")) for j in range(4))
        tags.append(Tag("Play", first.letter, items=tuple(items)))
    return PbnRecord(tuple(tags), comments=tuple(_comment(c) for c in record.comments))


def _comment(text: str):
    from ..io.pbn import Comment

    if "}" in text:
        raise InvalidNotation(f"{text!r}: a PBN comment cannot contain '}}'; write the record "
                              "with bridgelib.records.dumps instead")
    return Comment(text)


def records_from_pbn_text(text: str, *, source: str | None = None) -> list[Record]:
    """Every game of a PBN file that has a deal and a dealer, as records."""
    from ..io import pbn

    return [record_from_pbn(g) for g in pbn.loads(text, source=source)
            if g.deal is not None and g.dealer is not None]

