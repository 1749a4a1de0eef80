"""The annotated record tree: a root with the deal and tags, nodes holding one action.

Shaped like python-chess's ``GameNode``: every node but the root holds one
:class:`~bridgelib.action.Action` (a draw, a call or a card), the comments
that explain it and its variations; ``variations[0]`` continues the main line.

>>> rec = Record.honeymoon({"Sergey": "Q.AT932.T52.KJ94", "Olga": "5.J7654.983.AQT8"},
...     "S8 SK S2 DJ DA HK H8 ST D6 S3 DK D4 S6 S4 D7 HQ C2 DQ C5 SJ SA C6 S9 C3 S7 C7",
...     dealer="Olga")
>>> node = rec.add_main_variation("Sergey H2", comment="His smallest card.")
>>> node = node.add_main_variation("Olga H4")
>>> alt = node.parent.add_variation("Olga HJ", comment="What if Olga had won with the jack?")
>>> node.ply, node.is_mainline(), alt.is_mainline(), [str(n.action) for n in rec.mainline()]
(2, True, False, ['Sergey ♥2', 'Olga ♥4'])
>>> node.state().turn, len(alt.state().hands["Olga"]), alt.state().last_trick.winner
('Sergey', 12, 'Olga')
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Iterator, Mapping, Sequence

from ..cards import Card, card as _card
from ..deal import Deal
from ..errors import InvalidNotation
from ..action import Action
from .forms import BRIDGE, HONEYMOON, GameForm, form_named
from ..hand import Hand
from ..table import Seat, Vulnerability

if TYPE_CHECKING:  # pragma: no cover
    from ..games.honeymoon import HoneymoonRules

__all__ = ["Node", "Record", "normalize_comment", "GAME_HONEYMOON", "GAME_BRIDGE"]

GAME_HONEYMOON = HONEYMOON.name
GAME_BRIDGE = BRIDGE.name


def normalize_comment(text: str) -> str:
    """Comments keep paragraphs (a blank line) and collapse any other run of whitespace.

    >>> normalize_comment("  two\\n  lines\\n\\n\\nnew   paragraph ")
    'two lines\\n\\nnew paragraph'
    """
    if not isinstance(text, str):
        raise InvalidNotation(f"{text!r} is not a comment: comments are text")
    paras = [" ".join(p.split()) for p in re.split(r"\n[ \t\r\f\v]*\n", text)]
    return "\n\n".join(p for p in paras if p)


def action_of(node: "Node") -> Action:
    """The action of a node below the root (only a record's root holds none)."""
    if node.action is None:
        raise ValueError("the root of a record holds no action")
    return node.action


def _as_action(action: Action | str) -> Action:
    if isinstance(action, Action):
        return action
    if isinstance(action, str):
        return Action.from_str(action)
    raise InvalidNotation(f"{action!r} is not an action: use Action or text like 'Sergey HQ'")


class Node:
    """One position of a record: the action that led here, its comments, what follows.

    ``comments`` explain this node's action; ``starting_comments`` stand before the
    action when the node begins a variation (``( {What if …} Olga S7 … )``).
    ``line`` is the source line of the action when the record was read from text.
    """

    __slots__ = ("parent", "action", "comments", "starting_comments", "variations", "line")

    def __init__(self, parent: "Node | None" = None, action: Action | None = None, *,
                 comments: Sequence[str] = (), starting_comments: Sequence[str] = (),
                 line: int | None = None):
        self.parent = parent
        self.action = action
        self.comments: list[str] = [t for t in map(normalize_comment, comments) if t]
        self.starting_comments: list[str] = [t for t in map(normalize_comment, starting_comments)
                                             if t]
        self.variations: list[Node] = []
        self.line = line

    # ---------------------------------------------------------------- building
    def add_variation(self, action: Action | str, *, comment: str | None = None,
                      starting_comment: str | None = None) -> "Node":
        """Add a child (an alternative continuation after this node) and return it."""
        child = Node(self, _as_action(action),
                     comments=[comment] if comment else (),
                     starting_comments=[starting_comment] if starting_comment else ())
        self.variations.append(child)
        return child

    def add_main_variation(self, action: Action | str, *, comment: str | None = None) -> "Node":
        """Add a child that becomes the main continuation."""
        child = self.add_variation(action, comment=comment)
        self.variations.insert(0, self.variations.pop())
        return child

    def promote_to_main(self, child: "Node") -> None:
        self.variations.remove(child)
        self.variations.insert(0, child)

    def remove_variation(self, child: "Node") -> None:
        self.variations.remove(child)

    def add_comment(self, text: str) -> None:
        """Add a comment (whitespace normalized; an empty comment is dropped)."""
        text = normalize_comment(text)
        if text:
            self.comments.append(text)

    @property
    def comment(self) -> str:
        """All comments on this node, joined."""
        return " ".join(self.comments)

    # ---------------------------------------------------------------- navigation
    @property
    def root(self) -> "Node":
        node = self
        while node.parent is not None:
            node = node.parent
        return node

    @property
    def record(self) -> "Record":
        """The record this node belongs to (its root); a bare tree of nodes has none."""
        top = self.root
        if not isinstance(top, Record):
            raise InvalidNotation("this node is not part of a record: replaying needs the "
                                  "record's deal and rules (build the tree with Record)")
        return top

    @property
    def ply(self) -> int:
        """Number of actions from the root to this node."""
        n, node = 0, self
        while node.parent is not None:
            n, node = n + 1, node.parent
        return n

    def path(self) -> list["Node"]:
        """The nodes from the root's first action down to this node."""
        out, node = [], self
        while node.parent is not None:
            out.append(node)
            node = node.parent
        return out[::-1]

    def actions(self) -> list[Action]:
        return [action_of(n) for n in self.path()]

    def is_mainline(self) -> bool:
        node = self
        while node.parent is not None:
            if node.parent.variations[0] is not node:
                return False
            node = node.parent
        return True

    @property
    def next(self) -> "Node | None":
        return self.variations[0] if self.variations else None

    def mainline(self) -> Iterator["Node"]:
        """The nodes of the main continuation after this one."""
        node = self.next
        while node is not None:
            yield node
            node = node.next

    def end(self) -> "Node":
        node = self
        while node.variations:
            node = node.variations[0]
        return node

    def walk(self) -> Iterator["Node"]:
        """This node and every node below it, depth first (main line first)."""
        stack = [self]
        while stack:
            node = stack.pop()
            yield node
            stack.extend(reversed(node.variations))

    # ---------------------------------------------------------------- replay
    def state(self, rules: HoneymoonRules | str | None = None):
        """The full state after this node's action, replayed from the root (cost: O(ply)).

        Honeymoon records replay leniently under ``rules`` (default: the record's
        ``Rules`` tag, else ``seed``), so ``irregularities`` lists what they break.
        """
        from .replay import replay

        return replay(self.record, self.path(), rules, last_only=True)[-1]

    def cursor(self, rules: HoneymoonRules | str | None = None):
        """A :class:`~bridgelib.records.replay.Cursor` over the line through this node
        (the path from the root, then the main continuation), placed at this node."""
        from .replay import Cursor

        line = self.path() + list(self.mainline())
        cur = Cursor(self.record, rules, line=line)
        cur.goto(self.ply)
        return cur

    # ---------------------------------------------------------------- comparison
    def _key(self):
        return (self.action, tuple(self.comments), tuple(self.starting_comments))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Node) or type(self) is not type(other):
            return NotImplemented
        stack = [(self, other)]
        while stack:
            a, b = stack.pop()
            if a._key() != b._key() or len(a.variations) != len(b.variations):
                return False
            # only the roots are records, and they are of one type (checked above)
            if isinstance(a, Record) and isinstance(b, Record) and a.tags != b.tags:
                return False
            stack.extend(zip(a.variations, b.variations))
        return True

    # mutable and compared by value: unhashable (the usual idiom; object declares __hash__)
    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        what = "root" if self.action is None else f"{self.action.text()!r}"
        return f"<Node {what} at ply {self.ply}, {len(self.variations)} variation(s)>"


class Record(Node):
    """The root of an annotated record: tags (ordered, PBN-style) and the deal.

    A honeymoon record has the tags ``Game "Honeymoon"``, ``Players`` (two names),
    ``Dealer`` (a name), ``Deal`` (``Name:hand Name:hand``, PBN hands) and ``Talon``
    (the 26 other cards in drawing order, top first).  A four-hand record has
    ``Game "Bridge"`` and the PBN tags ``Dealer`` (a seat), ``Vulnerable`` and
    ``Deal`` (``N:…``); its players are the seat letters N E S W.
    """

    __slots__ = ("tags",)

    def __init__(self, tags: Mapping[str, str] | None = None, *, comments: Sequence[str] = ()):
        super().__init__(None, None, comments=comments)
        self.tags: dict[str, str] = {}
        for k, v in (tags or {}).items():
            self.set_tag(k, v)

    def set_tag(self, name: str, value: str) -> None:
        if not isinstance(name, str) or not re.fullmatch(r"[A-Za-z0-9_]+", name):
            raise InvalidNotation(f"{name!r} is not a tag name: use letters, digits and _")
        if not isinstance(value, str) or "\n" in value:
            raise InvalidNotation(f"the value of tag {name} must be one line of text, not {value!r}")
        self.tags[name] = value

    # ---------------------------------------------------------------- constructors
    @classmethod
    def honeymoon(cls, hands: Mapping[str, Hand | str], talon: Sequence[Card | str] | str, *,
                  dealer: str, players: Sequence[str] | None = None,
                  rules: str | None = None, tags: Mapping[str, str] | None = None) -> "Record":
        """A honeymoon record: initial hands, the talon in drawing order, the dealer."""
        players = tuple(players) if players is not None else tuple(hands)
        if isinstance(talon, str):
            talon = talon.split()
        hs = {p: (Hand.from_str(h) if isinstance(h, str) else h) for p, h in hands.items()}
        base = {"Game": GAME_HONEYMOON, "Players": " ".join(players), "Dealer": dealer,
                "Deal": " ".join(f"{p}:{hs[p].pbn()}" for p in players),
                "Talon": " ".join((_card(c) if isinstance(c, str) else c).pbn() for c in talon)}
        if rules is not None:
            base["Rules"] = rules
        base.update(tags or {})
        rec = cls(base)
        rec.check()
        return rec

    @classmethod
    def bridge(cls, deal: Deal, *, dealer: Seat | str = Seat.NORTH,
               vulnerability: Vulnerability | str = Vulnerability.NONE,
               tags: Mapping[str, str] | None = None) -> "Record":
        """A four-hand record of a contract-bridge deal."""
        dealer = Seat.from_str(dealer) if isinstance(dealer, str) else dealer
        vul = Vulnerability.from_str(vulnerability) if isinstance(vulnerability, str) else vulnerability
        base = {"Game": GAME_BRIDGE, "Dealer": dealer.letter, "Vulnerable": vul.pbn(),
                "Deal": deal.pbn(dealer)}
        base.update(tags or {})
        rec = cls(base)
        rec.check()
        return rec

    # ---------------------------------------------------------------- typed views of the tags
    @property
    def form(self) -> GameForm:
        """What game the record is (:mod:`bridgelib.records.forms`): the tree asks it how the
        tags name players, hands and talon, and which engine replays the record."""
        g = self.tags.get("Game", BRIDGE.name if "Deal" in self.tags and
                          self.tags["Deal"][1:2] == ":" else "")
        return form_named(g)

    @property
    def game(self) -> str:
        return self.form.name

    def tag(self, name: str) -> str:
        """The value of a tag the record's game needs (a clear error when it is missing)."""
        if name not in self.tags:
            raise InvalidNotation(f"the record has no {name} tag, which a {self.game.lower()} "
                                  "record needs")
        return self.tags[name]

    @property
    def players(self) -> tuple[str, ...]:
        return self.form.players(self)

    @property
    def dealer(self) -> str:
        return self.form.dealer(self)

    @property
    def hands(self) -> dict[str, Hand]:
        """The initial hands by player (seat letter for four-hand records)."""
        return self.form.hands(self)

    @property
    def talon(self) -> tuple[Card, ...]:
        return self.form.talon(self)

    @property
    def deal(self) -> Deal:
        return self.form.deal(self)

    @property
    def vulnerability(self) -> Vulnerability:
        return Vulnerability.from_str(self.tags.get("Vulnerable", "None"))

    @property
    def rules_name(self) -> str | None:
        return self.tags.get("Rules")

    def check(self) -> None:
        """Check that the tags describe a playable deal (raises InvalidNotation)."""
        self.form.check(self)

    def new_game(self, rules: HoneymoonRules | str | None = None):
        """A fresh game at the start of this record (honeymoon records only)."""
        return self.form.new_game(self, rules)

    def __repr__(self) -> str:
        n = sum(1 for _ in self.mainline())
        return f"<Record {self.game}, {len(self.tags)} tags, {n} actions in the main line>"

