"""Bidding systems as data: situations (auction patterns) holding ordered rules.

A system file (``bridgelib/data/systems/<name>.json``) reads like a system card::

    {"name": "sayc", "title": "Standard American Yellow Card", "source": "...",
     "situations": [
       {"auction": "", "title": "Opening bids", "rules": [
         {"call": "1NT", "when": "hcp in 15..17 and balanced", "meaning": "15–17 HCP, balanced"},
         ...]},
       {"auction": "1M P", "title": "Responding to 1♥/1♠", "rules": [...]}]}

Rules are tried in the order written: the first whose condition holds gives the
system's call, the next one that gives a different call is the runner-up.  A rule's
``call`` may use the pattern's placeholders (``2M``) or a free one (``1z``: every suit
the placeholder can stand for, cheapest first).  ``{M}`` in a meaning is replaced by
the suit's symbol.  A situation that another shipped system states word for word is
not copied: ``{"same_as": "sayc", "title": "Advancing partner's overcall"}`` takes
it from there (one rule, one place).  Data is parsed, never executed.

>>> sayc = System.named("sayc")
>>> sayc.name, len(sayc.rules) > 50
('sayc', True)
>>> [r.call.text() for r in sayc.situation_for_text("").rules][:3]
['3NT', '2C', '2NT']
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field, replace
from functools import cached_property, lru_cache
from importlib import resources
from pathlib import Path
from typing import Any, Iterator, Sequence

from ..auction import Call
from ..cards import Strain, Suit
from ..errors import InvalidNotation
from ..hand import Hand
from ..scoring.duplicate import GAME_LEVEL
from .condition import Condition, Context
from .pattern import CallTemplate, Pattern

__all__ = ["Rule", "Situation", "System", "available_systems", "system_label"]

_NO_CARDS = Hand()
_JSON_KIND = {str: "string", list: "list", dict: "object"}


def format_meaning(text: str, env: dict[str, Suit] | Any) -> str:
    """Replace ``{M}``-style placeholders by suit symbols (``{t}`` with no agreed trump
    suit reads "the trump suit")."""
    return re.sub(r"\{([Mmxyzwt])\}", lambda m: env[m.group(1)].symbol if m.group(1) in env
                  else "the trump suit" if m.group(1) == "t" else m.group(0), text)


@dataclass(frozen=True)
class Rule:
    """One line of the system card: in this situation, with this hand, make this call."""

    call: CallTemplate
    condition: Condition
    meaning: str
    situation: str = ""
    name: str = ""
    line: int | None = None
    #: ``"round"`` (partner must bid once more), ``"game"`` (the partnership must reach
    #: game) or ``""`` (partner may pass).
    forcing: str = ""
    #: ``"preempt"`` (a weak two, an opening three- or four-bid, a weak jump overcall: the
    #: preemptor does not bid again by himself, a raise of it is no invitation),
    #: ``"obstruction"`` (a preemptive raise, a sacrifice) or ``""``: a bid that does not
    #: promise the values for the game it may reach.
    not_on_values: str = ""
    #: The situation's safety net: a rule that catches the rare hand no other rule of the
    #: situation fits ("no better rebid").  Partner does not play for it: where other
    #: rules give the same call, what the call shows is read from them alone.
    safety_net: bool = False
    #: Other wordings of the meaning, each with a condition on the table alone (the
    #: auction, seat and vulnerability: ``partner_competed``, ``contested``): the first
    #: whose condition holds is what the call means there.  The call and its condition stay
    #: one rule; only what it says changes with the auction that reached it.
    meanings_if: tuple[tuple[Condition, str], ...] = ()

    @property
    def is_pass(self) -> bool:
        """Whether the rule's call is a pass."""
        return self.call.text() in ("P", "Pass")

    @property
    def is_agreed_pass(self) -> bool:
        """A pass the system names (the penalty pass that converts partner's takeout
        double): an agreement, which a forcing call does not rule out."""
        return bool(self.name) and self.is_pass

    @property
    def id(self) -> str:
        """``'<auction pattern> → <call>'`` plus the convention's name, if any."""
        where = self.situation or "(opening)"
        return f"{where} → {self.call.text()}" + (f" ({self.name})" if self.name else "")

    def describe(self, env: dict[str, Suit], context: Context | None = None) -> str:
        """The meaning for the suits bound, in the wording of the first ``meanings_if``
        whose table condition the ``context`` satisfies (else the plain ``meaning``)."""
        for cond, text in self.meanings_if:
            if context is not None and cond.certain(env, context):
                return format_meaning(text, env)
        return format_meaning(self.meaning, env)

    def __repr__(self) -> str:
        return f"<Rule {self.id}: {self.condition.text}>"


@dataclass(frozen=True)
class Situation:
    """Rules for the auctions that fit one or more patterns."""

    patterns: tuple[Pattern, ...]
    title: str
    rules: tuple[Rule, ...]
    where: Condition | None = None
    #: A state of the auction (one of :data:`STATES`): the situation covers every auction
    #: in that state that no pattern covers — with ``patterns`` too, only those of them the
    #: patterns fit, its rules tried before those of the state's other situations.
    state: str = ""
    #: Placement (see :func:`_placed`): the title of the situation whose rules these are
    #: tried before ("before" in the file), or ``None``.
    before: str | None = None

    @cached_property
    def reads_trumps(self) -> bool:
        """A rule uses the agreed trump suit: the bidder binds ``t`` (and the key cards)."""
        return any(r.call.placeholder == "t" or r.condition.reads_trumps for r in self.rules)

    @cached_property
    def reads_partner(self) -> bool:
        """A rule reads what partner has shown (``together``, ``fit(s)``): the bidder
        computes it from partner's calls."""
        return any(r.condition.reads_partner for r in self.rules)

    @cached_property
    def reads_derived(self) -> frozenset[str]:
        """The table values the bidder works out from the auction that a rule reads:
        ``game_forced`` (from the system's forcing calls), ``preempted`` (from the rules
        that gave the player's earlier bids), ``game_on_values`` (from the rules that gave
        our side's calls)."""
        return frozenset(name for name in ("game_forced", "preempted", "game_on_values")
                         if any(r.condition.reads_table(name) for r in self.rules))

    def match(self, calls: Sequence[Call]) -> dict[str, Suit] | None:
        if self.state and auction_state(calls) != self.state:
            return None
        return self.narrows(calls)

    def narrows(self, calls: Sequence[Call]) -> dict[str, Suit] | None:
        """The bindings of the first pattern (and ``where``) that fits the auction; ``{}``
        for a state situation with no patterns.  A state situation with patterns covers
        only the auctions of the state those fit, and is tried before the state's others."""
        if self.state and not self.patterns:
            return {}
        for p in self.patterns:
            env = p.match(calls)
            if env is not None and (self.where is None or self.where.holds(_NO_CARDS, env)):
                return env
        return None

    @property
    def auction(self) -> str:
        if self.state:
            narrowed = " | ".join(p.text() for p in self.patterns)
            return f"({self.state})" + (f" {narrowed}" if narrowed else "")
        return " | ".join(p.text() for p in self.patterns) or "(opening)"


#: States of an auction a situation may name instead of patterns, and what each means.
STATES = {
    "silent defender": "the opponents opened, have made two bids or more, and our side has "
                       "only passed",
    "partner bid 3NT": "partner's last call is 3NT, the next opponent passed, and it answers "
                       "no ask of ours (our last call was not 4♣ or 4NT): game placed",
    "partner bid game in a suit": "partner's last call is four of a major or five of a minor, "
                                  "the next opponent passed, and it answers no ask of ours",
    "partner bid slam": "partner's last call is a small or grand slam, the next opponent "
                        "passed, and it answers no ask of ours",
    "partner bid 2NT": "partner's last call is 2NT, partner's second bid or later (or the "
                       "advance of our own overcall), the next "
                       "opponent passed (an invitation to 3NT where the system has not said "
                       "otherwise)",
    "partner bid three of our suit": "partner's last call is three of a suit our side bid "
                                     "before, the next opponent passed (an invitation to game "
                                     "where the system has not said otherwise and no call of "
                                     "ours has forced to game: the rules read game_forced)",
    "partner answered our Blackwood 4NT": "our last call was a 4NT ace ask (not directly over "
                                          "partner's no-trump), partner answered at the five "
                                          "level and the next opponent passed: the asker places "
                                          "the contract",
    "partner answered our 5NT king ask": "our last call was 5NT after partner answered our "
                                         "Blackwood 4NT (the king ask, all four aces held), "
                                         "partner answered at the six level and the next "
                                         "opponent passed: the asker places the contract",
    "partner answered our Gerber 4♣": "our last call was Gerber 4♣ over partner's 1NT or 2NT "
                                     "opening, partner answered and the next opponent passed: "
                                     "the asker places the contract",
    "the opponents outbid our competition below game": "the opponents opened, our side "
                                                       "has bid or doubled, and the "
                                                       "opponents' last bid, undoubled and "
                                                       "below game, outranks ours (not "
                                                       "a bid directly over partner's "
                                                       "bid: that bid keeps its meaning, "
                                                       "as if they had passed)",
    "the opponents bid game over our competition": "the opponents opened, our side has bid "
                                                   "or doubled, and the opponents' last bid, "
                                                   "undoubled, is 3NT or a game at the four "
                                                   "level (4♥, 4♠)",
    "the opponents bid five or more over our competition": "the opponents opened, our side "
                                                           "has bid or doubled but not bid "
                                                           "game, and the opponents' last "
                                                           "bid, undoubled, is at the five "
                                                           "level or higher",
    "partner bid a quantitative 4NT": "partner's last call is 4NT directly over our own "
                                      "no-trump bid, the next opponent passed: a quantitative "
                                      "invitation to 6NT, not an ace ask (the ACBL SAYC "
                                      "booklet); tried before patterns written with ``...``",
    "the opponents bid game": "our side opened, the opponents' last bid is a game or higher "
                              "(3NT, four of a major, five of a minor) and nobody has doubled "
                              "it: opener or responder decides whether to defend",
}
#: States tried before the situations written with ``...`` (a quantitative 4NT is not
#: answered with aces by "... 4NT P").
_BEFORE_OPEN = ("partner bid a quantitative 4NT",)


def ace_ask(calls: Sequence[Call]) -> int | None:
    """Index of the last ace ask by the side to call (partner's calls and ours): 4NT
    Blackwood unless it comes directly over partner's no-trump bid (then it is
    quantitative: the ACBL SAYC booklet), or 4♣ Gerber directly over partner's 1NT or 2NT
    opening; ``None`` when there is none.

    >>> from bridgelib.auction import parse_calls
    >>> ace_ask(parse_calls("1S P 3S P 4NT P 5D P")), ace_ask(parse_calls("1NT P 4NT P 6NT P"))
    (4, None)
    """
    n = len(calls)
    for i in range(n - 2, -1, -2):
        c = calls[i]
        if c.is_bid and c.level == 4 and c.strain is Strain.NOTRUMP:
            prev = [calls[j] for j in range(i - 2, -1, -4) if calls[j].is_bid]
            if not (prev and prev[0].strain is Strain.NOTRUMP):  # not quantitative
                return i
        if c.is_bid and c.level == 4 and c.strain is Strain.CLUBS and i >= 2:
            opening = [calls[j] for j in range(i) if calls[j].is_bid]
            if (len(opening) == 1 and opening[0].strain is Strain.NOTRUMP
                    and (opening[0].level or 0) <= 2
                    and (i - calls.index(opening[0])) % 4 == 2):
                return i
    return None


def _answered_ask(calls: Sequence[Call]) -> str:
    """The state of an ace ask of ours partner has just answered, or a quantitative 4NT
    partner has just bid (see :data:`STATES`), else ``""``."""
    n = len(calls)
    if n < 4 or not calls[n - 1].is_pass or not calls[n - 2].is_bid:
        return ""
    c = calls[n - 2]
    if c.level == 4 and c.strain is Strain.NOTRUMP:
        mine = [calls[j] for j in range(n - 4, -1, -4) if calls[j].is_bid]
        if mine and mine[0].strain is Strain.NOTRUMP and mine[0].pbn() != "4NT":
            return "partner bid a quantitative 4NT"
    if (n >= 8 and calls[n - 4].pbn() == "5NT" and c.level == 6 and calls[n - 6].is_bid
            and ace_ask(calls) == n - 8):
        return "partner answered our 5NT king ask"
    if ace_ask(calls) != n - 4:
        return ""
    return ("partner answered our Gerber 4♣" if calls[n - 4].strain is Strain.CLUBS
            else "partner answered our Blackwood 4NT" if c.level == 5 else "")


def _advance_of_our_overcall(calls: Sequence[Call]) -> bool:
    """Partner's 2NT (the last bid) advances our own overcall: the opponents opened (the
    calls start at the opening, so the player to call is a defender when their number is
    odd) and our own last call was a bid (the ACBL SAYC booklet: advancer's 2NT is natural
    and invitational)."""
    n = len(calls)
    return n % 2 == 1 and n >= 4 and calls[n - 4].is_bid


def _placed_by_partner(calls: Sequence[Call]) -> str:
    """The state of a game or slam partner has just bid (see :data:`STATES`), else ``""``.

    Partner's bid answers an ask of ours when our own last call was Gerber 4♣ (see
    :func:`ace_ask`), 4NT (Blackwood, a quantitative raise) or 5NT: then it is not a
    placement.  Any other 4♣ of ours (a control bid, a natural bid) is no ask: partner's
    four of the major over it signs off."""
    n = len(calls)
    if n < 2 or not calls[n - 1].is_pass or not calls[n - 2].is_bid:
        return ""
    if n >= 4 and calls[n - 4].is_bid and (calls[n - 4].pbn() in ("4NT", "5NT") or (
            calls[n - 4].pbn() == "4C" and ace_ask(calls[:n - 2]) == n - 4)):
        return ""
    c = calls[n - 2]
    level, key = c.level or 0, c.pbn()[1:]
    if level >= 6:
        return "partner bid slam"
    if c.strain is not None and level == GAME_LEVEL[c.strain]:
        return "partner bid 3NT" if key == "NT" else "partner bid game in a suit"
    if key == "NT" and level == 2 and (any(calls[j].is_bid for j in range(n - 6, -1, -4))
                                       or _advance_of_our_overcall(calls)):
        return "partner bid 2NT"  # partner's second bid or later: a response is no invitation
    if level == 3 and key != "NT" and any(
            calls[j].is_bid and calls[j].strain is c.strain for j in range(n - 4, -1, -2)):
        return "partner bid three of our suit"
    return ""


def _their_standing_bid(calls: Sequence[Call]) -> Call | None:
    """The last bid of the opponents of the player to call, when only passes have followed it,
    undoubled; else ``None`` (the last bid is ours, or theirs has been doubled)."""
    n = len(calls)
    last = next((i for i in range(n - 1, -1, -1) if calls[i].is_bid), None)
    if last is None or (n - last) % 2 == 0 or any(not c.is_pass for c in calls[last + 1:]):
        return None
    return calls[last]


def reaches_game(c: Call) -> bool:
    """A bid at the game level or higher (3NT, four of a major, five of a minor); a pass,
    double or redouble never does."""
    return c.strain is not None and (c.level or 0) >= GAME_LEVEL[c.strain]


def _they_bid_game(calls: Sequence[Call]) -> str:
    """``"the opponents bid game"`` when our side opened (the player to call is opener or
    responder), the last bid is the opponents' and reaches game (3NT, four of a major, five
    of a minor, or higher) and only passes have followed it; else ``""``."""
    if not calls or len(calls) % 2:
        return ""
    c = _their_standing_bid(calls)
    return "the opponents bid game" if c is not None and reaches_game(c) else ""


def _defenders_outbid(calls: Sequence[Call]) -> str:
    """The state of the defending side (the opponents opened) that has bid or doubled and
    now faces the opponents' undoubled bid (see :data:`STATES`), else ``""``.

    >>> from bridgelib.auction import parse_calls
    >>> _defenders_outbid(parse_calls("1C 1H X 2H 2S P 3S P 4S")), _defenders_outbid(parse_calls("1C 1H 2C P P"))
    ('the opponents bid game over our competition', 'the opponents outbid our competition below game')
    >>> _defenders_outbid(parse_calls("1C 1H 2C"))  # directly over partner's bid: his call keeps its meaning
    ''
    >>> _defenders_outbid(parse_calls("1S 2H 3D P 4D P 5D")), _defenders_outbid(parse_calls("1C P 1H"))
    ('the opponents bid five or more over our competition', '')
    """
    n = len(calls)
    if n % 2 == 0 or n < 3:  # our side opened (or nobody has), or we have not called
        return ""
    c = _their_standing_bid(calls)
    if c is None:
        return ""  # the last bid is ours, or theirs is doubled
    if all(x.is_pass for x in calls[n - 2::-2]):
        return ""  # the silent defender
    if (c.level or 0) >= 5:
        ours = [calls[j] for j in range(n - 2, -1, -2) if calls[j].is_bid]
        if ours and reaches_game(ours[0]):
            return ""  # they went on over our game: whether to double is the principle's
        return "the opponents bid five or more over our competition"
    if reaches_game(c):
        return "the opponents bid game over our competition"
    if calls[n - 1].is_bid and calls[n - 2].is_bid:
        return ""  # they bid directly over partner's bid: partner's call keeps its meaning
    return "the opponents outbid our competition below game"


def auction_state(calls: Sequence[Call]) -> str:
    """The state (a key of :data:`STATES`) of an auction, calls from the opening bid on.

    >>> from bridgelib.auction import parse_calls
    >>> auction_state(parse_calls("1C P 1H P")), auction_state(parse_calls("1C P 1H"))
    ('', 'silent defender')
    >>> auction_state(parse_calls("1H P 2NT P 4H P")), auction_state(parse_calls("1H P 4NT P 5D P"))
    ('partner bid game in a suit', 'partner answered our Blackwood 4NT')
    >>> auction_state(parse_calls("1C P 1H P 2NT P 4NT P"))
    'partner bid a quantitative 4NT'
    """
    placed = _placed_by_partner(calls) or _answered_ask(calls)
    if placed:
        return placed
    n = len(calls)
    if n % 2 == 0:  # our side opened (or nobody has)
        return _they_bid_game(calls)
    ours, theirs = calls[n - 2::-2] if n >= 2 else (), calls[n - 1::-2]
    if all(c.is_pass for c in ours) and sum(c.is_bid for c in theirs) >= 2:
        return "silent defender"
    return _defenders_outbid(calls)


@dataclass(frozen=True, eq=False)
class System:
    """A bidding system: metadata and ordered situations."""

    name: str
    title: str
    source: str
    summary: str
    situations: tuple[Situation, ...]
    notes: tuple[str, ...] = field(default=())
    definitions: tuple[tuple[str, str], ...] = field(default=())
    #: How a learner reads the system's name ("SAYC", "Acol"); the file's ``label``,
    #: else its name.
    label: str = ""

    def __post_init__(self):
        if not self.label:
            object.__setattr__(self, "label", self.name)

    # ---------------------------------------------------------------- loading
    @classmethod
    def from_json(cls, text: str, *, source: str | None = None) -> "System":
        """Read a system from JSON text; errors name the file and the line."""
        where = source or "system"
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise InvalidNotation(f"not valid JSON: {exc.msg}", line=exc.lineno,
                                  source=where) from None
        if not isinstance(data, dict):
            raise InvalidNotation("a system file holds one JSON object", line=1, source=where)
        finder = _LineFinder(text)
        for key in ("name", "title", "situations"):
            if key not in data:
                raise InvalidNotation(f"the system has no {key!r}", line=1, source=where)
        for key, kind in (("name", str), ("title", str), ("situations", list),
                          ("definitions", dict), ("notes", list), ("source", str),
                          ("summary", str), ("label", str)):
            if key in data and not isinstance(data[key], kind):
                raise InvalidNotation(f"{key!r} must be a JSON {_JSON_KIND[kind]}, not "
                                      f"{json.dumps(data[key])[:40]}",
                                      line=finder.line(key, data[key]), source=where)
        defs: dict[str, Condition] = {}
        for name, text_ in (data.get("definitions") or {}).items():
            if not re.fullmatch(r"[a-z_][a-z_0-9]*", name):
                raise InvalidNotation(f"definition name {name!r} must be lower-case letters, "
                                      "digits and _", line=finder.line(name, text_), source=where)
            try:
                defs[name] = Condition.parse(text_, defs)
            except InvalidNotation as exc:
                raise InvalidNotation(f"definition {name!r}: {exc.reason}",
                                      line=finder.line(name, text_), source=where) from None
        finder.pos = 0
        situations: list[Situation] = []
        for sd in data["situations"]:
            if isinstance(sd, dict) and "same_as" in sd:
                situations.append(_shared(sd, finder, where, str(data["name"])))
            else:
                situations.append(_situation(sd, finder, where, defs))
        _titles_unique(situations, finder.text, where)
        situations = _placed(situations, where, finder.text)
        notes = data.get("notes", [])
        return cls(str(data["name"]), str(data["title"]), str(data.get("source", "")),
                   str(data.get("summary", "")), tuple(situations),
                   tuple(notes) if isinstance(notes, list) else (str(notes),),
                   tuple((k, v.text) for k, v in defs.items()), str(data.get("label", "")))

    @classmethod
    def from_file(cls, path: str | Path) -> "System":
        p = Path(path)
        return cls.from_json(p.read_text(encoding="utf-8"), source=p.name)

    @classmethod
    def named(cls, name: str) -> "System":
        """A system shipped with bridgelib: ``'sayc'``, ``'acol'`` or ``'precision'`` (any case)."""
        if isinstance(name, System):
            return name
        key = str(name).strip().lower()
        if key in _LOADED:
            return _LOADED[key]
        if key not in available_systems():
            raise InvalidNotation(f"{name!r} is not a bidding system shipped with bridgelib: "
                                  f"choose one of {', '.join(available_systems())}")
        return _load_named(key)

    # ---------------------------------------------------------------- lookup
    @property
    def rules(self) -> tuple[Rule, ...]:
        return tuple(r for s in self.situations for r in s.rules)

    def situations_for(self, calls: Sequence[Call]) -> list[tuple[Situation, dict[str, Suit]]]:
        """Every situation that covers the auction (calls from the opening bid on).

        Situations written with ``...`` (the auction's last calls) count only where no
        exact pattern covers the auction.
        """
        out = []
        for s in self._by_length.get(len(calls), ()):
            env = s.match(calls)
            if env is not None:
                out.append((s, env))
        state = auction_state(calls) if not out else ""
        if state in _BEFORE_OPEN:
            out.extend(self._in_state(state, calls))
        if not out:
            for s in self._open:
                env = s.match(calls)
                if env is not None:
                    out.append((s, env))
        if not out and state:
            out.extend(self._in_state(state, calls))
        return out

    def _in_state(self, state: str, calls: Sequence[Call]) -> list[tuple[Situation, dict[str, Suit]]]:
        """The situations of ``state`` that cover the auction: those narrowed by patterns
        (:meth:`Situation.narrows`, only where they fit) first, then the state's general
        ones, each group in the file's order."""
        out = []
        for s in self.situations:
            env = s.narrows(calls) if s.state == state else None
            if env is not None:
                out.append((s, env))
        return sorted(out, key=lambda found: not found[0].patterns)  # stable: file order kept

    def fallback_for(self, calls: Sequence[Call],
                     found: Sequence[tuple[Situation, dict[str, Suit]]] | None = None
                     ) -> list[tuple[Situation, dict[str, Suit]]]:
        """The situations of the auction's state (:func:`auction_state`) where patterns
        cover it: the bidder tries them when no rule of those fits the hand (their "three
        of the major" was a cue bid of the opponents' suit, and partner's four of our suit
        is the game placed, not a control bid; a hand the exact pattern's rules leave out
        is still in the state), and reads a call by them when no rule of those gives it.
        Empty where the state itself covers the auction or there is none.  ``found``:
        :meth:`situations_for` of the same calls, when the caller has it already.

        >>> from bridgelib.auction import parse_calls
        >>> sayc = System.named("sayc")
        >>> [s.title for s, _ in sayc.fallback_for(parse_calls("1H 2S 3S P 4H P"))]
        ['Partner has placed the contract in game in a suit']
        >>> [s.title for s, _ in sayc.fallback_for(parse_calls("1H P 2H P 4H P"))]
        ['Partner has placed the contract in game in a suit']
        >>> sayc.fallback_for(parse_calls("1H P 2H P"))
        []
        """
        if found is None:
            found = self.situations_for(calls)
        if not found or any(s.state for s, _ in found):
            return []
        state = auction_state(calls)
        if not state or state in _BEFORE_OPEN:
            return []
        return self._in_state(state, calls)

    @cached_property
    def _by_length(self) -> dict[int, tuple[Situation, ...]]:
        """Situations by the number of calls their patterns hold (for fast lookup)."""
        lengths = sorted({len(p.tokens) for s in self.situations for p in s.patterns
                          if not p.open_start and not s.state})
        return {n: tuple(s for s in self.situations if not s.state
                         and any(len(p.tokens) == n and not p.open_start for p in s.patterns))
                for n in lengths}

    @cached_property
    def _open(self) -> tuple[Situation, ...]:
        """Situations written with ``...``: any auction ending with their calls."""
        return tuple(s for s in self.situations
                     if not s.state and any(p.open_start for p in s.patterns))

    def situation_for_text(self, pattern: str) -> Situation:
        """The situation written with exactly this pattern (for tests and lessons); a
        variation placed ``before`` it (seat and vulnerability) only when there is no other."""
        want = Pattern.parse(pattern)
        for s in sorted(self.situations, key=lambda s: s.before is not None):
            if want in s.patterns:
                return s
        raise InvalidNotation(f"{self.name} has no situation written {pattern!r}")

    def __iter__(self) -> Iterator[Situation]:
        return iter(self.situations)

    def __repr__(self) -> str:
        return f"System.named({self.name!r})"


def system_label(name: str) -> str:
    """How a learner reads a system's name: a shipped system's ``label`` (``SAYC``,
    ``Acol``, ``Precision``, ``Blue Club``); any other name as it stands."""
    key = str(name).strip().lower()
    return System.named(key).label if key in available_systems() else str(name)


@lru_cache(maxsize=1)
def available_systems() -> tuple[str, ...]:
    """Names of the systems shipped in ``bridgelib/data/systems``."""
    folder = resources.files("bridgelib") / "data" / "systems"
    return tuple(sorted(p.name[:-5] for p in folder.iterdir() if p.name.endswith(".json")))


_LOADED: dict[str, System] = {}


def _load_named(key: str) -> System:
    path = resources.files("bridgelib") / "data" / "systems" / f"{key}.json"
    _LOADED[key] = System.from_json(path.read_text(encoding="utf-8"), source=f"{key}.json")
    return _LOADED[key]


class _LineFinder:
    """Finds the line of a key/value pair in the raw text, moving forward."""

    def __init__(self, text: str):
        self.text = text
        self.pos = 0

    def line(self, key: str, value: Any) -> int | None:
        needle = re.compile(r'"' + re.escape(key) + r'"\s*:\s*' + re.escape(json.dumps(
            value, ensure_ascii=False)))
        m = needle.search(self.text, self.pos)
        if m is None:
            needle = re.compile(r'"' + re.escape(key) + r'"\s*:')
            m = needle.search(self.text, self.pos)
            if m is None:
                return None
        self.pos = m.end()
        return self.text.count("\n", 0, m.start()) + 1


def _titles_unique(situations: list[Situation], text: str, where_file: str) -> None:
    """Refuse a system with two situations of one title: the title is what ``explain()``,
    the table view, ``"before"`` and ``"same_as"`` name a situation by."""
    seen: set[str] = set()
    for s in situations:
        if s.title in seen:
            needle = '"title": ' + json.dumps(s.title, ensure_ascii=False)
            first = text.find(needle)
            second = text.find(needle, first + 1) if first >= 0 else -1
            raise InvalidNotation(f"two situations are titled {s.title!r}: give each its own "
                                  "title", line=text.count("\n", 0, second) + 1
                                  if second >= 0 else None, source=where_file)
        seen.add(s.title)


def _placed(situations: list[Situation], where_file: str, text: str) -> list[Situation]:
    """Move the situations written with ``"before": TITLE`` in front of that situation.

    A system file lists a variation after the situations it varies (as a convention card
    lists "seat and vulnerability variations" in a section of their own); its rules are
    tried before those of the situation titled TITLE (a seat or vulnerability variation of
    the opening bids, fourth-suit forcing before the natural rebids).
    """
    out = [s for s in situations if s.before is None]
    for s in situations:
        if s.before is None:
            continue
        at = [i for i, o in enumerate(out) if o.title == s.before]
        if len(at) != 1:
            raise InvalidNotation(f"situation {s.title!r} is placed before {s.before!r}, but the "
                                  f"system has {'no' if not at else 'more than one'} situation "
                                  "with that title", source=where_file,
                                  line=_LineFinder(text).line("before", s.before))
        out.insert(at[0], s)
    return out


def _shared(sd: dict, finder: _LineFinder, where_file: str, name: str) -> Situation:
    """A situation another shipped system already states, used as it stands there:
    ``{"same_as": "sayc", "title": "Advancing partner's overcall"}`` (one rule, one place);
    ``"where"`` narrows it, ``"before"`` places it before a situation of the sharing system."""
    other, title = sd.get("same_as"), sd.get("title")
    line = finder.line("same_as", other)
    if not isinstance(other, str) or not isinstance(title, str) \
            or not {"same_as", "title"} <= set(sd) <= {"same_as", "title", "where", "before"} \
            or not isinstance(sd.get("before", ""), str):
        raise InvalidNotation("a shared situation is written {\"same_as\": SYSTEM, \"title\": "
                              "TITLE} and nothing else (but an optional \"where\" and "
                              "\"before\")", line=line, source=where_file)
    key = other.strip().lower()
    if key == name.strip().lower() or key in _LOADING:
        raise InvalidNotation(f"situation {title!r} is shared with {other!r}, which shares "
                              "back: a system cannot take a situation from itself",
                              line=line, source=where_file)
    _LOADING.add(name.strip().lower())
    try:
        found = [s for s in System.named(key).situations if s.title == title]
    finally:
        _LOADING.discard(name.strip().lower())
    if len(found) != 1:
        raise InvalidNotation(f"{other!r} has {'no' if not found else 'more than one'} "
                              f"situation titled {title!r}", line=line, source=where_file)
    shared = _narrowed(found[0], sd.get("where"), line, where_file)
    # the sharing system may place it before a situation of its own ("before"): the title
    # the other system places it before may be a situation the sharer words differently
    return replace(shared, before=sd["before"]) if "before" in sd else shared


def _narrowed(situation: Situation, where: Any, line: int | None,
              where_file: str) -> Situation:
    """A shared situation limited to fewer suits by the sharing system's own ``"where"``
    (Precision shares SAYC's rebids over interference, but not after its strong 1♣:
    ``{"same_as": "sayc", "title": ..., "where": "x != C"}``); both conditions must hold."""
    if where is None:
        return situation
    try:
        extra = Condition.parse(where)
    except InvalidNotation as exc:
        raise InvalidNotation(f"'where' of the shared {situation.title!r}: {exc.reason}",
                              line=line, source=where_file) from None
    bound = set().union(*(p.placeholders for p in situation.patterns))
    if extra.placeholders - bound:
        raise InvalidNotation(f"'where' of the shared {situation.title!r} uses a placeholder "
                              "the auction does not bind", line=line, source=where_file)
    if situation.where is not None:
        extra = Condition.parse(f"({situation.where.text}) and ({where})")
    return replace(situation, where=extra)


_LOADING: set[str] = set()


def _partly(used: Any, partial: set[str], texts: list[str]) -> str:
    """The end of a "placeholder not bound" error when only some of the patterns bind it."""
    some = sorted(set(used) & partial)
    return f" (only some of the patterns {texts} bind {some[0]!r})" if some else ""


def _situation(sd: Any, finder: _LineFinder, where_file: str,
               defs: dict[str, Condition]) -> Situation:
    state = ""
    if isinstance(sd, dict) and "state" in sd and "rules" in sd:
        state = sd["state"]
        line = finder.line("state", state)
        if state not in STATES:
            raise InvalidNotation(f"state {state!r} is not one of {', '.join(map(repr, STATES))}",
                                  line=line, source=where_file)
        sd = {**sd, "auction": sd.get("auction", [])}
    elif not isinstance(sd, dict) or "auction" not in sd or "rules" not in sd:
        raise InvalidNotation("each situation needs an 'auction' pattern and 'rules'",
                              line=finder.line("auction", None), source=where_file)
    else:
        line = finder.line("auction", sd["auction"])
    auction = sd["auction"]
    texts = auction if isinstance(auction, list) else [auction]
    if not texts and not state:
        raise InvalidNotation("a situation needs at least one auction pattern and a list of "
                              "rules", line=line, source=where_file)
    if not isinstance(sd["rules"], list):
        raise InvalidNotation("a situation needs at least one auction pattern and a list of "
                              "rules", line=line, source=where_file)
    try:
        patterns = tuple(Pattern.parse(t) for t in texts)
    except InvalidNotation as exc:
        raise InvalidNotation(exc.reason, line=line, source=where_file) from None
    # Patterns may bind different placeholders ("1x 1y P 2x 2z" beside "1x 1y P 2x 3x":
    # their bid in a new suit or in their own); the rules may then use only those every
    # pattern binds — one bound by some patterns alone would read differently by auction.
    bound = set.intersection(*(set(p.placeholders) for p in patterns)) if patterns else set()
    partial = set().union(*(p.placeholders for p in patterns)) - bound if patterns else set()
    shape = " | ".join(p.text() for p in patterns)
    label = f"({state}) {shape}".strip() if state else shape
    where = None
    if "where" in sd:
        try:
            where = Condition.parse(sd["where"], defs)
        except InvalidNotation as exc:
            raise InvalidNotation(f"'where' of {label}: {exc.reason}", line=line,
                                  source=where_file) from None
        if where.placeholders - bound:
            raise InvalidNotation(f"'where' of {label} uses a placeholder the auction does "
                                  "not bind" + _partly(where.placeholders, partial, texts),
                                  line=line, source=where_file)
    rules = []
    for rd in sd["rules"]:
        if not isinstance(rd, dict) or not {"call", "when", "meaning"} <= set(rd):
            raise InvalidNotation(f"a rule of {label or '(opening)'} needs 'call', 'when' and "
                                  f"'meaning', got {rd!r}", line=line, source=where_file)
        rline = finder.line("call", rd["call"])
        if not isinstance(rd["meaning"], str) or not rd["meaning"].strip():
            raise InvalidNotation(f"rule {rd['call']!r} of {label or '(opening)'} needs a "
                                  "plain-English 'meaning'", line=rline, source=where_file)
        try:
            call = CallTemplate.parse(rd["call"])
            cond = Condition.parse(rd["when"], defs)
        except InvalidNotation as exc:
            raise InvalidNotation(f"rule {rd['call']!r} of {label or '(opening)'}: {exc.reason}",
                                  line=rline, source=where_file) from None
        wordings = [rd["meaning"]] + [vd["meaning"] for vd in rd.get("meaning_if", [])
                                      if isinstance(vd, dict) and isinstance(vd.get("meaning"), str)]
        named = sorted(({call.placeholder}
                        | {m for w in wordings for m in re.findall(r"\{([Mmxyzwt])\}", w)})
                       & partial)
        if named:
            raise InvalidNotation(
                f"rule {rd['call']!r} of {label or '(opening)'}: its call or meaning uses "
                f"placeholder {named[0]!r}, which only some of the patterns {texts} bind",
                line=rline, source=where_file)
        known = bound | ({call.placeholder} if call.placeholder else set()) | {"t"}
        loose = sorted(cond.placeholders - known)
        if loose:
            raise InvalidNotation(
                f"rule {rd['call']!r} of {label or '(opening)'}: the condition uses "
                f"placeholder {loose[0]!r}, which neither the auction nor the call binds"
                + _partly({loose[0]}, partial, texts), line=rline, source=where_file)
        forcing = rd.get("forcing", "")
        if forcing not in ("", "round", "game"):
            raise InvalidNotation(f"rule {rd['call']!r} of {label or '(opening)'}: 'forcing' is "
                                  f"'round' or 'game', not {forcing!r}", line=rline,
                                  source=where_file)
        not_on_values = rd.get("not_on_values", "")
        if not_on_values not in ("", "preempt", "obstruction"):
            raise InvalidNotation(f"rule {rd['call']!r} of {label or '(opening)'}: "
                                  "'not_on_values' is 'preempt' or 'obstruction', not "
                                  f"{not_on_values!r}", line=rline, source=where_file)
        safety_net = rd.get("safety_net", False)
        if not isinstance(safety_net, bool):
            raise InvalidNotation(f"rule {rd['call']!r} of {label or '(opening)'}: "
                                  f"'safety_net' is true or false, not {safety_net!r}",
                                  line=rline, source=where_file)
        variants = []
        for vd in rd.get("meaning_if", []):
            if not isinstance(vd, dict) or set(vd) != {"when", "meaning"} \
                    or not isinstance(vd["meaning"], str) or not vd["meaning"].strip():
                raise InvalidNotation(f"rule {rd['call']!r} of {label or '(opening)'}: each "
                                      "'meaning_if' is {\"when\": ..., \"meaning\": ...}, not "
                                      f"{vd!r}", line=rline, source=where_file)
            try:
                vcond = Condition.parse(vd["when"], defs)
            except InvalidNotation as exc:
                raise InvalidNotation(f"rule {rd['call']!r} of {label or '(opening)'}: "
                                      f"'meaning_if': {exc.reason}", line=rline,
                                      source=where_file) from None
            if vcond.reads_hand:
                raise InvalidNotation(f"rule {rd['call']!r} of {label or '(opening)'}: a "
                                      "'meaning_if' condition reads the table only (the "
                                      "auction, seat, vulnerability), not the hand: "
                                      f"{vd['when']!r}", line=rline, source=where_file)
            variants.append((vcond, vd["meaning"]))
        rules.append(Rule(call, cond, str(rd["meaning"]), label, str(rd.get("name", "")), rline,
                          forcing, not_on_values, safety_net, tuple(variants)))
    before = sd.get("before")
    if before is not None and not isinstance(before, str):
        raise InvalidNotation(f"situation {label}: 'before' names the title of one situation "
                              "of the system", line=line, source=where_file)
    return Situation(patterns, str(sd.get("title", label)), tuple(rules), where, state,
                     before)
