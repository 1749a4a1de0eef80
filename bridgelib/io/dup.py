"""Duplimate ``.dup`` files: the deals of a set of boards for a dealing machine.

A Duplimate dealing machine (Jannersten) deals prepared sets of boards from a
``.dup`` file.  The layout written here follows the published description of the
format (the note "Convert", describing the DUP, BRI and DGE files): every board
takes 156 bytes, one after another with nothing between them:

=========  ==================================================================
bytes      content
=========  ==================================================================
1–78       "BRI part": North's, East's and South's cards as 39 two-digit
           numbers, 13 a hand (West holds the rest); the cards are numbered
           ``01`` (♠A) … ``13`` (♠2), ``14`` (♥A) … ``26``, ``27`` (♦A) …
           ``39``, ``40`` (♣A) … ``52`` (♣2)
79–146     "DGE part": North, East, South and West, 17 bytes each: for each
           suit ♠ ♥ ♦ ♣ its symbol (one byte, the DOS code page 437 glyphs
           0x06 ♠, 0x03 ♥, 0x04 ♦, 0x05 ♣) then the ranks held, high to low
           (``AKQJT98765432``); 4 symbols and 13 cards make 17
147        ``Y``/``N``: random hands?
148        ``Y``/``N``: count the boards backwards?
149–151    the lowest board number of the set, left-aligned, padded with spaces
152–153    copies of each board
154–156    the highest board number of the set
=========  ==================================================================

So a set of boards 1 to 32 dealt once ends every board with ``YN1  1 32 ``.
The boards of a file are consecutive, from the lowest number to the highest.

>>> from bridgelib.deal import Board, Deal
>>> d = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
>>> data = dumps([Board.from_number(1, d)])
>>> len(data), data[:6], data[-10:]
(156, b'010203', b'YN1  1 1  ')
>>> loads(data)[0].deal == d
True
"""

from __future__ import annotations

import os
from typing import Iterable, Sequence

from ..cards import Card, Rank, Suit
from ..deal import Board, Deal
from ..errors import InvalidNotation
from ..hand import Hand
from ..table import Seat

__all__ = ["dumps", "loads", "dump", "load", "RECORD_SIZE", "card_number"]

RECORD_SIZE = 156
"""Bytes a board takes in a ``.dup`` file."""

_SUITS = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
_RANKS = "AKQJT98765432"
_SYMBOL_BYTES = {Suit.SPADES: 0x06, Suit.HEARTS: 0x03, Suit.DIAMONDS: 0x04, Suit.CLUBS: 0x05}
_BYTE_SUIT = {v: k for k, v in _SYMBOL_BYTES.items()}
_SEATS = (Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST)


def card_number(c: Card) -> int:
    """The card's number in the file: 1 (♠A) … 13 (♠2), 14 (♥A) … 52 (♣2)."""
    return _SUITS.index(c.suit) * 13 + _RANKS.index(c.rank.letter) + 1


def _card(n: int) -> Card:
    s, r = divmod(n - 1, 13)
    return Card(_SUITS[s], Rank.from_str(_RANKS[r]))


def _field(value: int, width: int) -> bytes:
    text = str(value).encode("ascii")
    if len(text) > width:
        raise InvalidNotation(f"{value} does not fit the {width}-character field of a .dup file")
    return text.ljust(width)


def dumps(boards: Sequence[Board], *, copies: int = 1, random_hands: bool = True) -> bytes:
    """The ``.dup`` bytes for a set of consecutive boards (each with 13 cards a hand)."""
    boards = list(boards)
    if not boards:
        raise InvalidNotation("a .dup file needs at least one board")
    numbers: list[int] = []
    for b in boards:
        if b.number is None:
            raise InvalidNotation("every board of a .dup file needs its number")
        numbers.append(b.number)
    low = numbers[0]
    if numbers != list(range(low, low + len(boards))):
        raise InvalidNotation(f"a .dup file holds consecutive boards, lowest first; these are "
                              f"{', '.join(str(n) for n in numbers[:20])}")
    if not 1 <= copies <= 99:
        raise InvalidNotation(f"{copies} copies: a .dup file allows 1 to 99")
    tail = (b"Y" if random_hands else b"N") + b"N" + _field(low, 3) + _field(copies, 2) \
        + _field(numbers[-1], 3)
    out = bytearray()
    for b in boards:
        deal = b.deal
        sizes = [len(deal[s]) for s in _SEATS]
        if sizes != [13] * 4:
            raise InvalidNotation(f"board {b.number}: a dealing machine deals 13 cards a hand; "
                                  f"this deal has {', '.join(f'{s.letter} {n}' for s, n in zip(_SEATS, sizes))}")
        for seat in _SEATS[:3]:
            for n in sorted(card_number(c) for c in deal[seat].cards):
                out += b"%02d" % n
        for seat in _SEATS:
            hand = deal[seat]
            for suit in _SUITS:
                out.append(_SYMBOL_BYTES[suit])
                ranks = sorted((c.rank for c in hand.cards if c.suit is suit), reverse=True)
                out += "".join(r.letter for r in ranks).encode("ascii")
        out += tail
    return bytes(out)


def loads(data: bytes) -> list[Board]:
    """Read a ``.dup`` file: its boards (numbered from the lowest board of the set).

    Both parts of every board are read and must agree; a file whose length is not a
    multiple of 156 bytes, or a board that is not 52 different cards, is refused
    with the board's number and position.
    """
    if not data or len(data) % RECORD_SIZE:
        raise InvalidNotation(f"a .dup file is a multiple of {RECORD_SIZE} bytes, one block a "
                              f"board; this one has {len(data):,} bytes")
    out: list[Board] = []
    for i in range(0, len(data), RECORD_SIZE):
        rec = data[i:i + RECORD_SIZE]
        where = f"board {i // RECORD_SIZE + 1} (byte {i + 1})"
        tail = rec[146:]
        try:
            low = int(tail[2:5].decode("ascii").strip())
        except (UnicodeDecodeError, ValueError):
            raise InvalidNotation(f"{where}: bytes 149–151 hold no board number: {tail[2:5]!r}") from None
        if tail[:1] not in (b"Y", b"N") or tail[1:2] not in (b"Y", b"N"):
            raise InvalidNotation(f"{where}: bytes 147–148 are Y or N, not {tail[:2]!r}")
        bri: dict[Seat, Hand] = {}
        for k, seat in enumerate(_SEATS[:3]):
            part = rec[k * 26:(k + 1) * 26]
            try:
                nums = [int(part[j:j + 2].decode("ascii")) for j in range(0, 26, 2)]
            except (UnicodeDecodeError, ValueError):
                raise InvalidNotation(f"{where}: {seat.name_en}'s cards are not two-digit numbers: "
                                      f"{part!r}") from None
            if any(not 1 <= n <= 52 for n in nums):
                raise InvalidNotation(f"{where}: card numbers run from 01 to 52: {part!r}")
            bri[seat] = Hand(_card(n) for n in nums)
        dge: dict[Seat, Hand] = {}
        pos = 78
        for seat in _SEATS:
            part = rec[pos:pos + 17]
            pos += 17
            cards: list[Card] = []
            suit = None
            for byte in part:
                if byte in _BYTE_SUIT:
                    suit = _BYTE_SUIT[byte]
                elif suit is not None and chr(byte) in _RANKS:
                    cards.append(Card(suit, Rank.from_str(chr(byte))))
                else:
                    raise InvalidNotation(f"{where}: {seat.name_en}'s sorted hand {part!r} is not "
                                          "suit symbols and ranks")
            dge[seat] = Hand(cards)
        try:
            deal = Deal(dge)
        except InvalidNotation as exc:
            raise InvalidNotation(f"{where}: {exc.reason}") from None
        for seat in _SEATS[:3]:
            if set(bri[seat].cards) != set(dge[seat].cards) or len(bri[seat]) != 13:
                raise InvalidNotation(f"{where}: the numbered and the sorted part disagree on "
                                      f"{seat.name_en}'s hand")
        if [len(deal[s]) for s in _SEATS] != [13] * 4:
            raise InvalidNotation(f"{where}: a board has 13 cards a hand")
        out.append(Board.from_number(low + len(out), deal))
    return out


def dump(boards: Iterable[Board], path: str | os.PathLike, **options) -> None:
    """Write a ``.dup`` file."""
    data = dumps(list(boards), **options)
    with open(path, "wb") as f:
        f.write(data)


def load(path: str | os.PathLike) -> list[Board]:
    """Read a ``.dup`` file."""
    with open(path, "rb") as f:
        return loads(f.read())
