"""What a record's game is, as data: how its players, dealer, hands and talon are written
in the tags, how many cards make a trick, and which engine replays it.

The record tree (:mod:`bridgelib.records.tree`) asks its :class:`GameForm` instead of
branching on the game: ``record.form.players(record)``, ``record.form.cards_per_trick``.
Two forms exist, :data:`BRIDGE` (four seats N E S W, PBN tags) and :data:`HONEYMOON`
(two named players, a talon drawn during a preliminary play of 26 cards).

>>> BRIDGE.cards_per_trick, HONEYMOON.cards_per_trick, HONEYMOON.preliminary_cards
(4, 2, 26)
>>> form_named("honeymoon") is HONEYMOON, BRIDGE.writes_pbn, HONEYMOON.writes_pbn
(True, True, False)
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Sequence

from ..action import check_player_name
from ..cards import Card, card as _card
from ..deal import Deal
from ..errors import InvalidNotation
from ..hand import Hand
from ..table import Seat

if TYPE_CHECKING:  # pragma: no cover
    from .replay import StepState
    from .tree import Node, Record

__all__ = ["GameForm", "BRIDGE", "HONEYMOON", "FORMS", "form_named"]


@dataclass(frozen=True)
class GameForm:
    """A game as records know it (data; the two subclasses read the tags their way).

    ``seats``: the fixed players (seat letters) or ``()`` when the ``Players`` tag names
    them; ``cards_per_trick``; ``preliminary_cards``: cards played before the auction
    (honeymoon's preliminary play); ``writes_pbn``: whether PBN can hold the record.
    """

    name: str
    seats: tuple[str, ...]
    n_players: int
    cards_per_trick: int
    preliminary_cards: int
    writes_pbn: bool
    hand_note: str

    def players(self, record: "Record") -> tuple[str, ...]:
        return self.seats

    def dealer(self, record: "Record") -> str:
        return Seat.from_str(record.tag("Dealer").strip()).letter

    def hands(self, record: "Record") -> dict[str, Hand]:
        deal = self.deal(record)
        return {s.letter: deal[s] for s in Seat}

    def talon(self, record: "Record") -> tuple[Card, ...]:
        return ()

    def deal(self, record: "Record") -> Deal:
        return Deal.from_pbn(record.tag("Deal"))

    def check(self, record: "Record") -> None:
        deal, _ = self.deal(record), self.dealer(record)
        if not deal.is_complete:
            raise InvalidNotation(f"Deal {record.tags['Deal']!r}: a four-hand record needs "
                                  "all 52 cards")
        record.vulnerability  # noqa: B018 - validates the tag

    def new_game(self, record: "Record", rules: Any = None):
        raise InvalidNotation("new_game() is for honeymoon records; four-hand records "
                              "replay through bridgelib.auction and bridgelib.play")

    def replay(self, record: "Record", nodes: Sequence["Node"], rules: Any,
               last_only: bool) -> list["StepState"]:
        from .replay import replay_four_hands

        return replay_four_hands(record, nodes, last_only)


@dataclass(frozen=True)
class _Honeymoon(GameForm):
    """Two named players (``Players``), hands ``Name:PBN-hand`` and a ``Talon`` tag."""

    def players(self, record: "Record") -> tuple[str, ...]:
        names = tuple(record.tag("Players").split())
        if len(names) != 2 or names[0] == names[1]:
            raise InvalidNotation(f"Players {record.tags['Players']!r}: a honeymoon record "
                                  "names two different players")
        for n in names:
            check_player_name(n)
        return names

    def dealer(self, record: "Record") -> str:
        d = record.tag("Dealer").strip()
        players = self.players(record)
        if d not in players:
            raise InvalidNotation(f"Dealer {d!r} is not one of the players {players}")
        return d

    def hands(self, record: "Record") -> dict[str, Hand]:
        players = self.players(record)
        out: dict[str, Hand] = {}
        for part in record.tag("Deal").split():
            name, sep, hand = part.partition(":")
            if not sep or name not in players or name in out:
                raise InvalidNotation(
                    f"Deal {record.tags['Deal']!r}: write each player's hand as Name:PBN-hand, "
                    f"once each, for the players {' and '.join(players)}")
            out[name] = Hand.from_pbn(hand)
        if set(out) != set(players):
            raise InvalidNotation(f"Deal {record.tags['Deal']!r} must give both players' hands")
        return {p: out[p] for p in players}

    def talon(self, record: "Record") -> tuple[Card, ...]:
        out = []
        for tok in record.tag("Talon").split():
            if not re.fullmatch(r"[SHDC][2-9TJQKA]", tok):
                raise InvalidNotation(f"Talon: {tok!r} is not a card (write cards suit first, "
                                      "as in PBN: S8 SK …)")
            out.append(_card(tok))
        return tuple(out)

    def deal(self, record: "Record") -> Deal:
        raise InvalidNotation("a honeymoon record has two hands and a talon, not a "
                              "four-hand Deal: use .hands and .talon")

    def check(self, record: "Record") -> None:
        self.new_game(record, None)

    def new_game(self, record: "Record", rules: Any = None):
        from ..games.honeymoon import HoneymoonGame

        return HoneymoonGame(self.hands(record), self.talon(record), dealer=self.dealer(record),
                             players=self.players(record),
                             rules=rules if rules is not None else record.rules_name)

    def replay(self, record: "Record", nodes: Sequence["Node"], rules: Any,
               last_only: bool) -> list["StepState"]:
        from .replay import replay_honeymoon

        return replay_honeymoon(record, nodes, rules, last_only)


BRIDGE = GameForm("Bridge", tuple(s.letter for s in Seat), 4, 4, 0, True,
                  "seats N E S W, PBN tags Dealer, Vulnerable and Deal")
HONEYMOON = _Honeymoon("Honeymoon", (), 2, 2, 26, False,
                       "two named players, Players, Dealer, Deal and Talon tags")
FORMS: tuple[GameForm, ...] = (HONEYMOON, BRIDGE)


def form_named(name: str) -> GameForm:
    """The form of a ``Game`` tag value (any case)."""
    for f in FORMS:
        if str(name).lower() == f.name.lower():
            return f
    raise InvalidNotation(f"Game {name!r} is not a game records know: expected "
                          + " or ".join(repr(f.name) for f in FORMS))
