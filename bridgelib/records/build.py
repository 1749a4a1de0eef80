"""Readers build the one record tree through a visitor, in the manner of python-chess's
``GameBuilder``: a reader walks its format and calls ``visit_comment``, ``visit_action``,
``begin_variation`` / ``end_variation``; :class:`TreeBuilder` turns the calls into
:class:`~bridgelib.records.Node` values under a :class:`~bridgelib.records.Record`.

The record text reader (:mod:`bridgelib.records.text`), the PBN reader
(:func:`bridgelib.records.pbnconv.record_from_pbn`) and the LIN reader
(:func:`bridgelib.io.lintree.record_from_lin`) all build through it, so a record looks
the same whichever file it came from.

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

from ..action import Action
from ..errors import InvalidNotation
from .tree import Node, Record, _as_action, normalize_comment

__all__ = ["TreeBuilder"]


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
