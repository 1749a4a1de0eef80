"""Four-hand record trees (:mod:`bridgelib.records`) to and from LIN, BBO's format
(:mod:`bridgelib.io.lin`).

The reader visits a :class:`~bridgelib.io.lin.LinRecord` into the one tree through
:class:`~bridgelib.records.build.TreeBuilder`: the calls with their alerts and
explanations (``alert: …``) as comments, then the cards, a claim (``mc``) as a comment
on the last action.  The exporter writes a record's main line back as LIN pairs
(``md``, ``ah``, ``sv``, ``mb``/``an``, ``pc``, ``mc``); LIN has no place for other
comments or for variations, so a record holding them is refused unless
``lossy=True``.
"""

from __future__ import annotations

import re

from ..action import Action, ActionKind
from ..auction import Auction, Call
from ..errors import BridgeError, InvalidNotation
from ..play import Play
from ..records.build import TreeBuilder
from ..records.forms import BRIDGE
from ..records.tree import Record, action_of
from ..table import Seat, Vulnerability
from .lin import LinRecord

__all__ = ["record_from_lin", "record_to_lin"]

#: LIN's seat order in ``md`` (and its dealer digits 1 … 4).
_LIN_ORDER = (Seat.SOUTH, Seat.WEST, Seat.NORTH, Seat.EAST)
_LIN_VUL = {Vulnerability.NONE: "o", Vulnerability.NS: "n", Vulnerability.EW: "e",
            Vulnerability.BOTH: "b"}
_CLAIM = re.compile(r"declarer claims (\d+) tricks in all")


def record_from_lin(game: LinRecord) -> Record:
    """A four-hand record from one LIN board (:mod:`bridgelib.io.lin`), built directly:
    the calls with their alerts and explanations as comments, then the cards; a claim
    (``mc``) becomes a comment on the last action.

    >>> from bridgelib.io import lin
    >>> board = lin.loads("md|3SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,|"
    ...                   "mb|1S!|an|five or more|mb|p|mb|p|mb|p|pc|HA|mc|7|")[0]
    >>> rec = record_from_lin(board)
    >>> [n.action.text() for n in rec.mainline()], rec.next.comments
    (['N 1S', 'E Pass', 'S Pass', 'W Pass', 'E HA'], ['alert: five or more'])
    >>> rec.end().comments, rec.end().state().declarer
    (['declarer claims 7 tricks in all'], 'N')
    """
    deal, dealer = game.deal, game.dealer
    if deal is None or dealer is None:
        raise InvalidNotation("a LIN board needs its deal and dealer (md) to become a record",
                              line=game.line or None)
    vul = game.vulnerability
    tags = {"Game": BRIDGE.name}
    tags.update({k: v for k, v in game.event.items() if v})
    if game.board_number is not None:
        tags["Board"] = str(game.board_number)
    tags.update({"Dealer": dealer.letter, "Vulnerable": vul.pbn() if vul is not None else "None",
                 "Deal": deal.pbn(dealer)})
    b = TreeBuilder(Record(tags))
    auction = Auction(dealer)
    try:
        for lc in game.calls:
            seat = auction.turn
            if seat is None:
                raise InvalidNotation(f"{lc.call} comes after the auction has ended")
            auction.call(lc.call)
            b.visit_action(Action.of_call(seat.letter, lc.call))
            if lc.alert or lc.explanation:
                b.visit_comment("alert" + (f": {lc.explanation}" if lc.explanation else "")
                                if lc.alert else lc.explanation or "")
        contract = auction.contract
        if game.cards:
            if contract is None or contract.is_passed_out:
                raise InvalidNotation("the LIN board plays cards but its auction has no "
                                      "contract")
            for seat, card in Play(deal, contract, game.cards):
                b.visit_action(Action.of_card(seat.letter, card))
    except BridgeError as exc:
        raise InvalidNotation(f"the LIN board does not replay: {exc}",
                              line=game.line or None) from None
    if game.claim is not None:
        b.visit_comment(f"declarer claims {game.claim} tricks in all")
    return b.result()


def _lin_call(call: Call) -> str:
    if call.is_bid:
        return call.pbn().replace("NT", "N")
    return {"pass": "p", "double": "d", "redouble": "r"}[call.kind.value]


def record_to_lin(record: Record, *, lossy: bool = False) -> LinRecord:
    """A LIN board from a four-hand record's main line (the reader's inverse).

    >>> from bridgelib.io import lin
    >>> board = lin.loads("md|3SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,|"
    ...                   "mb|1S!|an|five or more|mb|p|mb|p|mb|p|pc|HA|mc|7|")[0]

    East's hand, left out of the board, is written out (the cards the other three lack):

    >>> record_to_lin(record_from_lin(board)).lin()
    'md|3SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,S432HAKQJDT98C765|sv|o|mb|1S!|an|five or more|mb|p|mb|p|mb|p|pc|HA|mc|7|'
    """
    if not record.form.writes_pbn:
        raise InvalidNotation(f"LIN holds four-hand deals; a {record.game.lower()} record is "
                              "written with bridgelib.records.dumps")
    if not lossy and any(len(n.variations) > 1 for n in record.walk()):
        raise InvalidNotation("LIN has no variations: pass lossy=True to write the main line only")
    deal, dealer = record.deal, Seat.from_str(record.dealer)
    hands = ",".join("".join(s + r for s, r in zip("SHDC", deal[seat].pbn().split(".")))
                     for seat in _LIN_ORDER)
    pairs: list[tuple[str, str]] = [("md", f"{_LIN_ORDER.index(dealer) + 1}{hands}")]
    board = record.tags.get("Board", "").strip()
    if board:
        pairs.append(("ah", f"Board {board}"))
    pairs.append(("sv", _LIN_VUL[record.vulnerability]))
    claim = None
    for node in record.mainline():
        a = action_of(node)
        notes = list(node.comments)
        if node.next is None and notes and _CLAIM.fullmatch(notes[-1]):
            claim = _CLAIM.fullmatch(notes.pop())
        if a.kind is ActionKind.CALL:
            assert a.call is not None  # a call action holds a Call
            alert = bool(notes) and (notes[0] == "alert" or notes[0].startswith("alert: "))
            pairs.append(("mb", _lin_call(a.call) + ("!" if alert else "")))
            if alert:
                first = notes.pop(0)
                if first.startswith("alert: "):
                    pairs.append(("an", first[len("alert: "):]))
            pairs.extend(("an", n) for n in notes)
        else:
            assert a.card is not None  # a four-hand record holds calls and cards
            if notes and not lossy:
                raise InvalidNotation(f"{a.text()!r} has comments, and LIN has no place for "
                                      "them: pass lossy=True to leave them out")
            pairs.append(("pc", a.card.pbn()))
    if claim is not None:
        pairs.append(("mc", claim.group(1)))
    return LinRecord(tuple(pairs))
