"""Readers build the one record tree through a visitor, in the manner of python-chess's
``GameBuilder``: a reader walks its format and calls ``visit_comment``, ``visit_action``,
``begin_variation`` / ``end_variation``; :class:`TreeBuilder` turns the calls into
:class:`~bridgelib.records.Node` values under a :class:`~bridgelib.records.Record`.

The record text reader (:mod:`bridgelib.records.text`), the PBN reader
(:func:`bridgelib.records.pbnconv.record_from_pbn`) and the LIN reader
(:func:`record_from_lin`) all build through it, so a record looks the same whichever
file it came from.

>>> from bridgelib.records import load_bundled
>>> rec = load_bundled("sergey-olga")
>>> b = TreeBuilder(Record(rec.tags))
>>> n1 = b.visit_action("Sergey H2"); b.visit_comment("His smallest card.")
>>> n2 = b.visit_action("Olga H4")
>>> b.begin_variation(); b.visit_comment("What if?"); alt = b.visit_action("Olga HJ")
>>> b.end_variation()
>>> out = b.result()
>>> [str(n.action) for n in out.mainline()], n1.comments, alt.starting_comments
(['Sergey ♥2', 'Olga ♥4'], ['His smallest card.'], ['What if?'])
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..action import Action
from ..auction import Auction
from ..errors import BridgeError, InvalidNotation
from ..play import Play
from .forms import BRIDGE
from .tree import Node, Record, _as_action, normalize_comment

if TYPE_CHECKING:  # pragma: no cover
    from ..io.lin import LinRecord

__all__ = ["TreeBuilder", "record_from_lin"]


class TreeBuilder:
    """Builds a record tree from a reader's visits (the root :class:`Record` is given)."""

    def __init__(self, record: Record):
        self.record = record
        self.current: Node = record
        self._stack: list[tuple[Node, list[str]]] = []
        self._pending: list[str] = []   # comments after '(' before the variation's first action
        self._fresh = False             # a variation was opened and has no action yet

    @property
    def in_variation(self) -> bool:
        return bool(self._stack)

    def visit_comment(self, text: str) -> None:
        """A comment on the last action (or before the first action of a new variation)."""
        text = normalize_comment(text)
        if text:
            (self._pending if self._fresh else self.current.comments).append(text)

    def visit_action(self, action: Action | str, *, line: int | None = None) -> Node:
        """The next action: a child of the current node (its main line when it is the first)."""
        node = Node(self.current, _as_action(action),
                    starting_comments=self._pending if self._fresh else (), line=line)
        self.current.variations.append(node)
        self.current, self._fresh, self._pending = node, False, []
        return node

    def begin_variation(self) -> None:
        """What follows replaces the last action."""
        if self.current.parent is None:
            raise InvalidNotation("a variation '(' must follow the action it replaces")
        self._stack.append((self.current, self._pending))
        self.current = self.current.parent
        self._pending, self._fresh = [], True

    def end_variation(self) -> None:
        if not self._stack:
            raise InvalidNotation("')' closes no variation")
        if self._fresh:
            raise InvalidNotation("an empty variation '( )'")
        self.current, self._pending = self._stack.pop()
        self._fresh = False

    def result(self) -> Record:
        if self._stack:
            raise InvalidNotation("a variation '(' is never closed with ')'")
        return self.record


# ====================================================================== LIN
def record_from_lin(game: "LinRecord") -> Record:
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
