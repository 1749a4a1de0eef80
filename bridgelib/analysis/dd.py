"""Double dummy analysis through endplay's binding of Bo Haglund's DDS solver.

Nothing here solves deals itself: every number comes from DDS (``endplay.dds``).
This module converts bridgelib values to endplay's and back, and shapes the
answers the way PBN records store them (``DoubleDummyTricks``,
``OptimumResultTable``, ``OptimumScore``) so computed and recorded analysis can be
compared directly.

- :func:`dd_table` / :func:`dd_tables` — tricks for each declarer and strain;
- :func:`par` — the par score and par contracts (DDS ``DealerParBin``);
- :func:`analyse_play` — for each card of a play record, the double-dummy tricks
  before and after it and whether it *cost a trick*; :func:`bridgelib.io.annotate.annotate` writes
  that into a PBN record as ``{DD: 9→8, costs 1 trick}`` comments;
- :func:`solve` — every legal card at the current point with its DD value (hints).

endplay is imported on first use (it takes about half a second: it also loads
matplotlib); a full table costs ~0.1 s of DDS time.

>>> t = DDTable.from_pbn("746b5747b55862758627")     # as PBN records write it
>>> t[Seat.NORTH, Strain.DIAMONDS], t["W", "S"]
(11, 8)
>>> t.pbn()
'746b5747b55862758627'
>>> print(t.to_text())
       NT  ♠  ♥  ♦  ♣
North   7  4  6 11  5
South   7  4  7 11  5
East    5  8  6  2  7
West    5  8  6  2  7
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Iterable, Mapping, Sequence

from ..auction import Contract, Doubling
from ..cards import Card, Strain
from ..deal import Board, Deal
from ..errors import IllegalPlay, InvalidNotation
from ..rules import RuleId
from ..table import Seat, Side, Vulnerability

if TYPE_CHECKING:  # pragma: no cover
    from ..play import Play

__all__ = ["DDTable", "Par", "CardVerdict", "dd_table", "dd_tables", "par", "analyse_play",
           "solve", "PBN_SEATS", "PBN_STRAINS"]

PBN_SEATS: tuple[Seat, ...] = (Seat.NORTH, Seat.SOUTH, Seat.EAST, Seat.WEST)
"""Row order of ``DoubleDummyTricks`` and ``OptimumResultTable``: N, S, E, W."""
PBN_STRAINS: tuple[Strain, ...] = (Strain.NOTRUMP, Strain.SPADES, Strain.HEARTS, Strain.DIAMONDS,
                                   Strain.CLUBS)
"""Column order of ``DoubleDummyTricks`` and ``OptimumResultTable``: NT, S, H, D, C."""


def _seat(x: Seat | str) -> Seat:
    return Seat.from_str(x) if isinstance(x, str) else Seat(x)


def _strain(x: Strain | str) -> Strain:
    return Strain.from_str(x) if isinstance(x, str) else Strain(x)


@dataclass(frozen=True)
class DDTable:
    """Double-dummy tricks for each declarer (N E S W) and strain (♣ ♦ ♥ ♠ NT).

    ``tricks[seat][strain]`` is the number of tricks ``seat`` takes as declarer
    with ``strain`` as trumps against best defence (``None`` where a recorded
    table leaves it out).  Index with ``table[seat, strain]`` in either order.
    """

    tricks: tuple[tuple[int | None, ...], ...]

    def __post_init__(self):
        if len(self.tricks) != 4 or any(len(row) != 5 for row in self.tricks):
            raise InvalidNotation("a DD table has 4 rows (N E S W) of 5 strains (C D H S NT)")
        for row in self.tricks:
            for v in row:
                if v is not None and not (isinstance(v, int) and 0 <= v <= 13):
                    raise InvalidNotation(f"{v!r} is not a number of tricks (0 to 13)")

    def __getitem__(self, key: tuple) -> int | None:
        a, b = key
        try:
            seat, strain = _seat(a), _strain(b)
        except (InvalidNotation, ValueError):
            seat, strain = _seat(b), _strain(a)
        return self.tricks[seat][strain]

    @property
    def is_complete(self) -> bool:
        return all(v is not None for row in self.tricks for v in row)

    def side_tricks(self, side: Side | str, strain: Strain | str) -> int | None:
        """The better of the two partners as declarer."""
        side = Side.from_str(side) if isinstance(side, str) else side
        known = [v for v in (self[s, strain] for s in side.seats) if v is not None]
        return max(known) if known else None

    def makeable(self) -> list[Contract]:
        """The highest makeable contract in each strain for each declarer."""
        out = []
        for seat in Seat:
            for strain in Strain:
                t = self.tricks[seat][strain]
                if t is not None and t >= 7:
                    out.append(Contract(t - 6, strain, Doubling.NONE, seat))
        return out

    # ------------------------------------------------------------ PBN forms
    def pbn(self) -> str:
        """``DoubleDummyTricks`` value: 20 hex digits, N S E W × NT S H D C."""
        if not self.is_complete:
            raise InvalidNotation("DoubleDummyTricks needs all 20 entries; this table has gaps")
        return "".join(format(self.tricks[s][st], "x") for s in PBN_SEATS for st in PBN_STRAINS)

    @classmethod
    def from_pbn(cls, text: str) -> "DDTable":
        raw = text.strip()
        if len(raw) != 20 or any(ch not in "0123456789abcdefABCDEF" for ch in raw):
            raise InvalidNotation(
                f"{text!r} is not a DoubleDummyTricks value: 20 hexadecimal digits, "
                "N S E W × NT S H D C")
        grid: list[list[int | None]] = [[None] * 5 for _ in range(4)]
        for i, ch in enumerate(raw):
            v = int(ch, 16)
            if v > 13:
                raise InvalidNotation(f"{text!r}: {ch!r} is more than 13 tricks")
            grid[PBN_SEATS[i // 5]][PBN_STRAINS[i % 5]] = v
        return cls(tuple(tuple(r) for r in grid))

    @classmethod
    def from_rows(cls, rows: Iterable[Mapping[str, str]], *, partial: bool = False) -> "DDTable":
        """From ``OptimumResultTable`` rows (``Declarer``, ``Denomination``, ``Result``)."""
        grid: list[list[int | None]] = [[None] * 5 for _ in range(4)]
        for row in rows:
            try:
                seat = Seat.from_str(row["Declarer"])
                strain = Strain.from_str(row["Denomination"])
                grid[seat][strain] = int(row["Result"])
            except (KeyError, ValueError) as exc:
                raise InvalidNotation(f"{dict(row)!r} is not an OptimumResultTable row "
                                      f"(Declarer, Denomination, Result): {exc}") from None
        table = cls(tuple(tuple(r) for r in grid))
        if not partial and not table.is_complete:
            raise InvalidNotation("the OptimumResultTable does not cover all 20 declarer/strain pairs")
        return table

    def optimum_rows(self) -> list[tuple[str, str, str]]:
        """Rows for an ``OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"``."""
        return [(s.letter, st.letter, str(self.tricks[s][st])) for s in PBN_SEATS
                for st in PBN_STRAINS if self.tricks[s][st] is not None]

    def agrees_with(self, other: "DDTable") -> bool:
        """True when every entry present in both tables is equal."""
        return all(a == b for ra, rb in zip(self.tricks, other.tricks) for a, b in zip(ra, rb)
                   if a is not None and b is not None)

    # ------------------------------------------------------------ display
    def to_text(self, *, symbols: bool = True) -> str:
        from ..markup import Text

        head = "      " + "".join(f"{(st.symbol if symbols else st.letter):>3}" for st in PBN_STRAINS)
        lines = [head]
        for s in PBN_SEATS:
            vals = "".join(f"{'-' if self.tricks[s][st] is None else self.tricks[s][st]:>3}"
                           for st in PBN_STRAINS)
            lines.append(f"{s.name_en:<6}{vals}")
        return Text("\n".join(lines))

    def __str__(self) -> str:
        return self.to_text()

    def _repr_html_(self) -> str:
        from ..render import html

        return html.dd_table(self)


@dataclass(frozen=True)
class Par:
    """The par result: the score for North–South and the contracts that reach it.

    ``results`` gives, for each contract, the tricks double dummy over it (``+1``) or
    under it (``-2``, a sacrifice), 0 when it makes exactly: the par of −450 with
    nothing to bid over is ``4♠+1 by East``, not ``4♠ by East`` (which scores −420).
    """

    score: int
    contracts: tuple[Contract, ...]
    results: tuple[int, ...] = ()

    def contract_texts(self, *, symbols: bool = True) -> list[str]:
        """Each par contract with its result: ``4♠+1 by East``, ``5♦X−2 by North``."""
        out = []
        for i, c in enumerate(self.contracts):
            r = self.results[i] if i < len(self.results) else 0
            text = c.to_text(symbols=symbols, declarer=False)
            text += f"+{r}" if r > 0 else f"−{-r}" if r < 0 else ""
            out.append(text + (f" by {c.declarer.name_en}" if c.declarer is not None else ""))
        return out

    def pbn(self) -> str:
        """``OptimumScore`` value as PBN 2.1 exporters write it: ``NS +400``, ``NS -620``."""
        return f"NS {self.score:+d}" if self.score else "NS 0"

    def __str__(self) -> str:
        what = ", ".join(self.contract_texts()) or "passed out"
        return f"Par NS {self.score:+d}: {what}"


@dataclass(frozen=True)
class CardVerdict:
    """One card of a play, judged double dummy.

    ``before``/``after`` are the tricks declarer's side takes with best play from
    then on (counting tricks already won); ``cost`` is how many tricks the card
    gave away to the other side (0 for a card that keeps the value).
    """

    seat: Seat
    card: Card
    before: int
    after: int
    cost: int

    @property
    def costs_a_trick(self) -> bool:
        return self.cost > 0

    def __str__(self) -> str:
        flag = f" costs {self.cost} trick{'s' if self.cost > 1 else ''}" if self.cost else ""
        return f"{self.seat.letter} {self.card}: {self.before}→{self.after}{flag}"


# ---------------------------------------------------------------------------- endplay bridge
def _ep():
    """Import endplay lazily (≈0.5 s the first time)."""
    import endplay.dds as dds
    import endplay.types as types

    return dds, types


_EP_DENOM = {Strain.SPADES: 0, Strain.HEARTS: 1, Strain.DIAMONDS: 2, Strain.CLUBS: 3,
             Strain.NOTRUMP: 4}
_FROM_EP_DENOM = {v: k for k, v in _EP_DENOM.items()}
_EP_VUL = {Vulnerability.NONE: 0, Vulnerability.BOTH: 1, Vulnerability.NS: 2, Vulnerability.EW: 3}


def _to_endplay(deal: Deal, first: Seat = Seat.NORTH, strain: Strain = Strain.NOTRUMP):
    _, types = _ep()
    d = types.Deal(deal.pbn(Seat.NORTH))
    d.first = types.Player(int(first))
    d.trump = types.Denom(_EP_DENOM[strain])
    return d


def _check_full(deal: Deal) -> None:
    sizes = {len(h) for h in deal.hands}
    if len(sizes) != 1 or not sizes.pop():
        raise InvalidNotation(
            f"double dummy needs four hands of equal size; this deal has "
            f"{', '.join(f'{s.letter} {len(deal[s])}' for s in Seat)} cards")


def _check_thirteen(deal: Deal) -> None:
    """DDS's table functions (CalcDDtable, CalcAllTables) give wrong numbers for endings."""
    if any(len(h) != 13 for h in deal.hands):
        raise InvalidNotation(
            "a double-dummy table needs a full deal of 13 cards a hand (DDS's table solver "
            "misreads endings); this deal has "
            f"{', '.join(f'{s.letter} {len(deal[s])}' for s in Seat)} cards: use solve(play) "
            "for an ending")


def _table_from_ep(t, strains: frozenset[Strain] | None = None) -> DDTable:
    # endplay: t[denom, player] with Denom spades..nt = 0..4 and Player N E S W = 0..3
    return DDTable(tuple(tuple(t._data.resTable[_EP_DENOM[st]][int(s)]
                               if strains is None or st in strains else None for st in Strain)
                         for s in Seat))


def dd_table(deal: Deal | Board) -> DDTable:
    """Double-dummy tricks for all 20 declarer/strain pairs (DDS ``CalcDDtable``)."""
    if isinstance(deal, Board):
        deal = deal.deal
    _check_thirteen(deal)
    dds, _ = _ep()
    return _table_from_ep(dds.calc_dd_table(_to_endplay(deal)))


def dd_tables(deals: Iterable[Deal | Board],
              strains: Iterable[Strain | str] | None = None) -> list[DDTable]:
    """Tables for many deals at once (DDS ``CalcAllTables``, threaded), in order.

    ``strains`` limits the work to those strains (each costs about a fifth of a full
    table); the others are ``None`` in the tables.
    """
    dds, types = _ep()
    wanted = None if strains is None else frozenset(_strain(x) for x in strains)
    exclude = [] if wanted is None else [types.Denom(_EP_DENOM[st]) for st in Strain
                                         if st not in wanted]
    full = [d.deal if isinstance(d, Board) else d for d in deals]
    out: list[DDTable] = []
    step = 32  # DDS takes a bounded number of tables per call
    for i in range(0, len(full), step):
        chunk = full[i:i + step]
        for d in chunk:
            _check_thirteen(d)
        res = dds.calc_all_tables([_to_endplay(d) for d in chunk], exclude=exclude)
        out.extend(_table_from_ep(res[j], wanted) for j in range(len(chunk)))
    return out


def _contract_from_ep(c) -> Contract:
    doubling = {1: Doubling.NONE, 2: Doubling.DOUBLED, 4: Doubling.REDOUBLED}[int(c.penalty)]
    return Contract(int(c.level), _FROM_EP_DENOM[int(c.denom)], doubling, Seat(int(c.declarer)))


def par(deal: Deal | Board | DDTable, vulnerability: Vulnerability | None = None,
        dealer: Seat | None = None) -> Par:
    """Par score (for North–South) and par contracts (DDS ``DealerParBin``).

    Give a :class:`Board` (dealer and vulnerability come with it), or a deal or a
    precomputed :class:`DDTable` with ``vulnerability`` and ``dealer``.
    """
    if isinstance(deal, Board):
        vulnerability = deal.vulnerability if vulnerability is None else vulnerability
        dealer = deal.dealer if dealer is None else dealer
        deal = deal.deal
    vulnerability = Vulnerability.NONE if vulnerability is None else vulnerability
    dealer = Seat.NORTH if dealer is None else dealer
    table = deal if isinstance(deal, DDTable) else dd_table(deal)
    if not table.is_complete:
        raise InvalidNotation("par needs a complete DD table (all 20 entries)")
    dds, types = _ep()
    import endplay._dds as _dds

    ep_table = _dds.ddTableResults()
    for s in Seat:
        for st in Strain:
            ep_table.resTable[_EP_DENOM[st]][int(s)] = table.tricks[s][st]
    res = dds.par(dds.ddtable.DDTable(ep_table), types.Vul(_EP_VUL[vulnerability]),
                  types.Player(int(dealer)))
    got = [(_contract_from_ep(c), int(c.result)) for c in res]  # iterate once (endplay mutates)
    return Par(int(res.score), tuple(c for c, _ in got), tuple(r for _, r in got))


def analyse_play(play: "Play", cards: Sequence[Card | str] | None = None) -> list[CardVerdict]:
    """Judge every card of a play double dummy (DDS ``AnalysePlayBin``).

    ``play`` is a :class:`~bridgelib.Play` (its cards so far are judged), or give
    ``cards`` to judge a sequence from the start of ``play``'s deal.  A card
    ``costs a trick`` when the DD value for its side drops after it.
    """
    from ..cards import card as _card

    deal, contract = play.deal, play.contract
    seq = [(_card(c) if isinstance(c, str) else c) for c in
           (cards if cards is not None else play.cards_played)]
    _check_full(deal)
    declarer, strain = contract.declarer, contract.strain
    if declarer is None or strain is None:
        raise IllegalPlay(f"there is no play to analyse: the contract {contract} has no declarer",
                          rule=RuleId.NO_PLAY)
    # Check the sequence with the engine first: DDS must only see legal play.
    from ..play import Play as _Play

    replay = _Play(deal, contract)
    seats: list[Seat] = []
    for c in seq:
        turn = replay.turn
        if turn is None:  # all 13 tricks are played: play() refuses the card, naming it
            replay.play(c)
        else:
            seats.append(turn)
            replay.play(c)
    dds, types = _ep()
    ep = _to_endplay(deal, declarer.lho, strain)
    values = list(dds.analyse_play(ep, [types.Card(c.pbn()) for c in seq]))
    # DDS stops once only the last trick is left: its cards are forced, the value stays.
    values += [values[-1]] * (len(seq) + 1 - len(values))
    declaring = declarer.side
    out = []
    for i, (seat, c) in enumerate(zip(seats, seq)):
        before, after = values[i], values[i + 1]
        cost = before - after if seat.side is declaring else after - before
        out.append(CardVerdict(seat, c, before, after, max(cost, 0)))
    return out


def solve(play: "Play") -> list[tuple[Card, int]]:
    """Each legal card for the player in turn with the tricks its side then takes
    from this point on (current trick included), best first (DDS ``SolveBoard``)."""
    if play.turn is None:
        return []
    _check_full(play.deal)
    dds, types = _ep()
    strain = play.contract.strain
    assert strain is not None  # a Play has a contract that was not passed out
    ep = _to_endplay(play.deal, play.declarer.lho, strain)
    for c in play.cards_played:
        ep.play(types.Card(c.pbn()))
    from ..cards import card as _card

    out = [(_card(f"{'SHDC'[int(c.suit)]}{c.rank.abbr}"), int(v)) for c, v in dds.solve_board(ep)]
    return sorted(out, key=lambda cv: (-cv[1], -cv[0].suit, -cv[0].rank))

