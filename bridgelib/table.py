"""Seats, sides, vulnerability, and dealer and vulnerability from a board number.

Seats go clockwise N → E → S → W.  Your left-hand opponent (LHO) is the next
seat clockwise, who calls and plays after you.

>>> Seat.NORTH.lho, Seat.NORTH.partner, Seat.NORTH.rho, Seat.WEST.next()
(Seat.EAST, Seat.SOUTH, Seat.WEST, Seat.NORTH)
>>> board_dealer(5), board_vulnerability(5)
(Seat.NORTH, Vulnerability.NS)
>>> Vulnerability.EW.is_vulnerable(Seat.WEST), Vulnerability.EW.is_vulnerable(Side.NS)
(True, False)
"""

from __future__ import annotations

import enum

from .errors import InvalidNotation

__all__ = ["Seat", "Side", "Vulnerability", "board_dealer", "board_vulnerability", "SEATS"]


class Seat(enum.IntEnum):
    """A compass seat at the table."""

    NORTH = 0
    EAST = 1
    SOUTH = 2
    WEST = 3

    @property
    def letter(self) -> str:
        return "NESW"[self]

    @property
    def ru(self) -> str:
        """Russian letter: С В Ю З (Север, Восток, Юг, Запад)."""
        return "СВЮЗ"[self]

    @property
    def name_en(self) -> str:
        return ("North", "East", "South", "West")[self]

    @property
    def name_ru(self) -> str:
        return ("Север", "Восток", "Юг", "Запад")[self]

    def next(self, n: int = 1) -> "Seat":
        """The seat ``n`` places clockwise (``n`` may be negative)."""
        return _SEAT_ORDER[(self + n) % 4]

    @property
    def lho(self) -> "Seat":
        """Left-hand opponent: the next seat clockwise."""
        return self.next(1)

    @property
    def partner(self) -> "Seat":
        return self.next(2)

    @property
    def rho(self) -> "Seat":
        """Right-hand opponent: the previous seat clockwise."""
        return self.next(3)

    @property
    def side(self) -> "Side":
        return _SIDE_ORDER[self % 2]

    @classmethod
    def from_str(cls, text: str) -> "Seat":
        """``N``, ``north``, ``С``, ``Север`` (any case)."""
        hit = _SEAT_LETTERS.get(text)
        if hit is not None:
            return hit
        key = text.strip().lower()
        for seat in Seat:
            if key in (seat.letter.lower(), seat.name_en.lower(), seat.ru.lower(),
                       seat.name_ru.lower()):
                return seat
        raise InvalidNotation(f"{text!r} is not a seat: expected N, E, S or W")

    def __repr__(self) -> str:
        return f"Seat.{self.name}"

    def __str__(self) -> str:
        return self.name_en


SEATS: tuple[Seat, ...] = tuple(Seat)
_SEAT_ORDER = SEATS
_SEAT_LETTERS = {s.letter: s for s in Seat}


class Side(enum.IntEnum):
    """A partnership: North–South or East–West."""

    NS = 0
    EW = 1

    @property
    def seats(self) -> tuple[Seat, Seat]:
        return (Seat.NORTH, Seat.SOUTH) if self is Side.NS else (Seat.EAST, Seat.WEST)

    @property
    def opponents(self) -> "Side":
        return Side(1 - self)

    @property
    def label(self) -> str:
        return "North–South" if self is Side.NS else "East–West"

    @classmethod
    def from_str(cls, text: str) -> "Side":
        key = text.strip().upper().replace("-", "").replace("–", "").replace("/", "")
        if key in ("NS", "SN", "NORTHSOUTH"):
            return Side.NS
        if key in ("EW", "WE", "EASTWEST", "WESTEAST"):
            return Side.EW
        raise InvalidNotation(f"{text!r} is not a side: expected NS or EW")

    def __repr__(self) -> str:
        return f"Side.{self.name}"

    def __str__(self) -> str:
        return self.label


_SIDE_ORDER: tuple[Side, ...] = tuple(Side)


class Vulnerability(enum.Enum):
    """Which sides are vulnerable on a board."""

    NONE = "None"
    NS = "NS"
    EW = "EW"
    BOTH = "All"

    def is_vulnerable(self, who: "Seat | Side") -> bool:
        side = who.side if isinstance(who, Seat) else Side(who)
        if self is Vulnerability.BOTH:
            return True
        if self is Vulnerability.NONE:
            return False
        return (self is Vulnerability.NS) == (side is Side.NS)

    @property
    def label(self) -> str:
        return {"None": "None vulnerable", "NS": "North–South vulnerable",
                "EW": "East–West vulnerable", "All": "Both vulnerable"}[self.value]

    def pbn(self) -> str:
        return self.value

    @classmethod
    def from_str(cls, text: str) -> "Vulnerability":
        """PBN values (``None Love - NS EW All Both``) and ``none ns ew all both``."""
        key = text.strip().lower()
        table = {"none": cls.NONE, "love": cls.NONE, "-": cls.NONE, "o": cls.NONE,
                 "ns": cls.NS, "n-s": cls.NS, "n": cls.NS,
                 "ew": cls.EW, "e-w": cls.EW, "e": cls.EW,
                 "all": cls.BOTH, "both": cls.BOTH, "b": cls.BOTH}
        if key in table:
            return table[key]
        raise InvalidNotation(f"{text!r} is not a vulnerability: expected None, NS, EW or All")

    @classmethod
    def of(cls, ns: bool, ew: bool) -> "Vulnerability":
        return {(False, False): cls.NONE, (True, False): cls.NS,
                (False, True): cls.EW, (True, True): cls.BOTH}[(bool(ns), bool(ew))]

    def __repr__(self) -> str:
        return f"Vulnerability.{self.name}"

    def __str__(self) -> str:
        return self.label


# Law 2: the standard cycle repeats every 16 boards.
_VUL_CYCLE = "-NEB" "NEB-" "EB-N" "B-NE"


def _check_board(number: int) -> int:
    if not isinstance(number, int) or isinstance(number, bool) or number < 1:
        raise InvalidNotation(f"{number!r} is not a board number: boards are numbered from 1")
    return number


def board_dealer(number: int) -> Seat:
    """Dealer of a board: board 1 North, 2 East, 3 South, 4 West, then again (Law 2)."""
    return Seat((_check_board(number) - 1) % 4)


def board_vulnerability(number: int) -> Vulnerability:
    """Vulnerability of a board in the standard 16-board cycle (Law 2)."""
    code = _VUL_CYCLE[(_check_board(number) - 1) % 16]
    return {"-": Vulnerability.NONE, "N": Vulnerability.NS, "E": Vulnerability.EW,
            "B": Vulnerability.BOTH}[code]
