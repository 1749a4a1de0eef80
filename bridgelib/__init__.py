"""bridgelib — an exact rules engine for contract bridge and its relatives.

Cards, hands, deals, auctions and play are plain Python values; rendering,
widgets, tables (pandas), figures (matplotlib) and double dummy (endplay) are
imported only when used, so ``import bridgelib`` stays fast.

>>> from bridgelib import Hand
>>> Hand.from_pbn("AKQ2.K52.J3.Q762").hcp
15
"""

from .auction import (ALL_BIDS, DOUBLE, PASS, REDOUBLE, Auction, Call, CallKind, Contract,
                      Doubling, parse_calls)
from .cards import HONOURS, RANKS, SUITS, Card, Rank, Strain, Suit, card, deck
from .deal import Board, Deal
from .errors import (BridgeError, IllegalAction, IllegalCall, IllegalDraw, IllegalPlay,
                     InvalidNotation)
from .hand import Hand
from .play import Play, Trick, trick_winner
from .table import SEATS, Seat, Side, Vulnerability, board_dealer, board_vulnerability

__version__ = "0.1.0"

__all__ = [
    "ALL_BIDS", "DOUBLE", "PASS", "REDOUBLE", "Auction", "Call", "CallKind", "Contract",
    "Doubling", "parse_calls", "HONOURS", "RANKS", "SUITS", "Card", "Rank", "Strain", "Suit",
    "card", "deck", "Board", "Deal", "BridgeError", "IllegalAction", "IllegalCall",
    "IllegalDraw", "IllegalPlay", "InvalidNotation", "Hand", "Play", "Trick", "trick_winner",
    "SEATS", "Seat", "Side", "Vulnerability", "board_dealer", "board_vulnerability",
]
