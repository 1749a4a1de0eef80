"""One action of any card game, as records hold it: a draw, a call or a card.

The one action type of the library: the honeymoon engine applies it, the record tree
(:mod:`bridgelib.records`) holds one per node for every game, and the readers and
writers of records (the record text, PBN, LIN) build and write it.  ``player`` is a
seat letter (``"N"``) in four-hand games and a name (``"Sergey"``) in two-player ones;
the payload is a :class:`~bridgelib.cards.Card` (cards and draws) or a
:class:`~bridgelib.auction.Call` (calls).  A draw may leave its card unnamed (the
player takes the top card of the talon).

>>> Action.from_str("Sergey HQ"), Action.from_str("Olga draws SK"), Action.from_str("N 1NT")
(Action.from_str('Sergey HQ'), Action.from_str('Olga draws SK'), Action.from_str('N 1NT'))
>>> Action.from_str("N 1NT").seat, Action.from_str("Sergey HQ").seat
(Seat.NORTH, None)
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass

from .auction import Call
from .cards import Card, card as _card
from .errors import InvalidNotation
from .table import Seat

__all__ = ["ActionKind", "Action", "check_player_name", "player_name"]


class ActionKind(enum.Enum):
    """What an action does: take a card from the talon, make a call, play a card."""

    DRAW = "draw"
    CALL = "call"
    CARD = "card"

    def __repr__(self) -> str:
        return f"{type(self).__name__}.{self.name}"


_NAME = re.compile(r"[^\s{}()\[\]\";%]+")
_RESERVED = {"draws", "draw"}
_SEATS = {s.letter: s for s in Seat}


def check_player_name(name: str) -> str:
    """A player's name: one word without brackets, quotes or ``;`` (it appears in records)."""
    if not isinstance(name, str) or not _NAME.fullmatch(name) or name.lower() in _RESERVED \
            or re.fullmatch(r"[PAM]\d*\.|\d.*", name):
        raise InvalidNotation(
            f"{name!r} is not a usable player name: use one word without spaces, brackets, "
            "quotes or ';', not starting with a digit")
    return name


def player_name(player: str) -> str:
    """A player as shown to a reader: ``"N"`` → ``"North"``; other names unchanged."""
    return _SEATS[player].name_en if player in _SEATS else player


@dataclass(frozen=True, slots=True)
class Action:
    """One action of a game: a player draws a card, makes a call or plays a card.

    Records of every game use it; in a four-hand game ``player`` is a seat letter
    (:attr:`seat` gives the :class:`~bridgelib.table.Seat`).
    """

    kind: ActionKind
    player: str
    card: Card | None = None
    call: Call | None = None

    def __post_init__(self):
        if self.kind is ActionKind.CALL:
            if not isinstance(self.call, Call) or self.card is not None:
                raise InvalidNotation("a call action holds a Call and no card")
        elif not isinstance(self.card, Card) or self.call is not None:
            if not (self.kind is ActionKind.DRAW and self.card is None and self.call is None):
                raise InvalidNotation(f"a {self.kind.value} action holds a Card and no call")

    @classmethod
    def of_card(cls, player: str, card: Card | str) -> "Action":
        return cls(ActionKind.CARD, player, _card(card) if isinstance(card, str) else card)

    @classmethod
    def of_draw(cls, player: str, card: Card | str | None = None) -> "Action":
        return cls(ActionKind.DRAW, player, _card(card) if isinstance(card, str) else card)

    @classmethod
    def of_call(cls, player: str, call: Call | str) -> "Action":
        return cls(ActionKind.CALL, player, None, Call.from_str(call))

    @classmethod
    def from_str(cls, text: str) -> "Action":
        """``Sergey HQ`` (a card, suit first), ``Sergey 2H`` / ``Olga X`` / ``Olga Pass``
        (a call), ``Olga draws SK`` (a draw)."""
        parts = str(text).split()
        if len(parts) == 3 and parts[1].lower() in ("draws", "draw"):
            return cls.of_draw(check_player_name(parts[0]), _strict_card(parts[2], text))
        if len(parts) == 2:
            return cls.from_tokens(check_player_name(parts[0]), parts[1], text)
        raise InvalidNotation(
            f"{text!r} is not an action: write 'Name HQ' (a card), 'Name 2H' / 'Name X' / "
            "'Name Pass' (a call) or 'Name draws SK' (a draw)")

    @classmethod
    def from_tokens(cls, player: str, token: str, context: str | None = None) -> "Action":
        """A card (``HQ``: suit letter then rank) or a call (``2H``, ``Pass``, ``X``, ``XX``)."""
        if re.fullmatch(r"[SHDC][2-9TJQKA]", token):
            return cls.of_card(player, _card(token))
        try:
            return cls.of_call(player, Call.from_str(token))
        except InvalidNotation:
            pass
        raise InvalidNotation(
            f"{token!r} (in {context or token!r}) is neither a card nor a call: write cards "
            "suit first as in PBN (HQ, ST, C2) and calls level first (2H, 1NT, Pass, X, XX)")

    @property
    def seat(self) -> Seat | None:
        """The seat of a four-hand game's player (``None`` for a named player)."""
        return _SEATS.get(self.player)

    def text(self) -> str:
        if self.kind is ActionKind.DRAW:
            return f"{self.player} draws" + (f" {self.card.pbn()}" if self.card else "")
        what = self.card if self.kind is ActionKind.CARD else self.call
        return f"{self.player} {what.pbn() if what is not None else '?'}"

    def to_text(self, *, symbols: bool = True) -> str:
        """For people: ``Sergey ♥Q``, ``Olga draws ♠K``, ``Sergey 2♥``."""
        if self.kind is ActionKind.CALL:
            call = self.call.to_text(symbols=symbols) if self.call is not None else "?"
            return f"{self.player} {call}"
        c = self.card.to_text(symbols=symbols) if self.card else "a card"
        return f"{self.player} draws {c}" if self.kind is ActionKind.DRAW else f"{self.player} {c}"

    def __str__(self) -> str:
        return self.to_text()

    def __repr__(self) -> str:
        return f"Action.from_str({self.text()!r})"


def _strict_card(token: str, context: str) -> Card:
    if not re.fullmatch(r"[SHDC][2-9TJQKA]", token):
        raise InvalidNotation(f"{token!r} (in {context!r}) is not a card: write it suit first "
                              "as in PBN play records (HQ, ST, C2)")
    return _card(token)
