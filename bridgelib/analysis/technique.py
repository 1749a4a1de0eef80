"""Play technique for declarer: sure tricks, lines of play judged double dummy, finesse and drop odds.

Three kinds of help for lesson 07 (cashing winners, drawing trumps, ruffing, the
finesse), each computed, never typed:

- **Counting** — :func:`sure_tricks` counts a partnership's *sure tricks*
  (верные взятки) in a suit: the top cards it holds in an unbroken run from the
  highest card still out, but no more than the longer hand can lead
  (:func:`sure_trick_rows` does it for every suit of a deal).
- **Lines of play** — :func:`line_rows` plays each line with the engine
  (every card is checked by :class:`~bridgelib.Play`) and asks DDS, through
  :func:`bridgelib.analysis.dd.analyse_play`, how many tricks declarer's side
  ends with after that line and best play by everybody from there, and which
  card (if any) gave a trick away.  One DDS call per line.
- **Odds** — the a-priori chance of each split of the defenders' cards in a suit
  (:func:`split_odds`), that a missing honour drops under your top cards
  (:func:`drop_odds`) or sits with the defender who plays before your tenace
  (:func:`finesse_odds`), counted exactly from the 26 unseen cards ("vacant
  places" all equal); :func:`simulate_honour` checks them by dealing.

>>> from bridgelib import Hand, Suit
>>> sure_tricks(Hand.from_pbn("AQJT9..."), Hand.from_pbn("K3..."), Suit.SPADES)
5
>>> sure_tricks(Hand.from_pbn("AK2..."), Hand.from_pbn("Q3..."), Suit.SPADES)
3
>>> sure_tricks(Hand.from_pbn("AQ..."), Hand.from_pbn("32..."), Suit.SPADES)   # the king is out
1
>>> {k: round(float(p), 3) for k, p in split_odds(5).items()}
{'3-2': 0.678, '4-1': 0.283, '5-0': 0.039}
>>> finesse_odds(5), round(float(drop_odds(4)), 3), round(float(drop_odds(5)), 3)
(Fraction(1, 2), 0.531, 0.328)
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Iterable, Mapping, Sequence

from ..auction import Contract
from ..cards import SUITS, Card, Rank, Suit, deck
from ..deal import Deal
from ..errors import InvalidNotation
from ..hand import Hand
from ..play import Play
from ..table import Seat, Side

if TYPE_CHECKING:  # pragma: no cover
    from .dd import CardVerdict
    from .simulate import Estimate

__all__ = ["sure_tricks", "outstanding", "LineResult", "best_cards", "play_line",
           "split_odds", "drop_odds", "finesse_odds", "simulate_honour", "finesse_drop_chances",
           "sure_trick_rows", "line_rows"]


# ---------------------------------------------------------------- counting sure tricks
def sure_tricks(a: Hand, b: Hand, suit: Suit | str, gone: Iterable[Card] = ()) -> int:
    """Sure tricks of two partners' hands in one suit.

    The cards of the suit that the two hands hold from the top down, with no
    card of the other side in between (cards in ``gone`` have been played and
    no longer count), are winners; but a suit gives no more tricks than the
    longer of the two holdings has cards.

    >>> sure_tricks(Hand.from_pbn(".AKQ.."), Hand.from_pbn(".2.."), "H")
    3
    >>> sure_tricks(Hand.from_pbn(".AK.."), Hand.from_pbn(".QJ.."), "H")   # four winners, two rounds
    2
    >>> sure_tricks(Hand.from_pbn(".Q.."), Hand.from_pbn(".J.."), "H", gone=[Card.from_str("HA"),
    ...             Card.from_str("HK")])
    1
    """
    suit = Suit.from_str(suit) if isinstance(suit, str) else Suit(suit)
    ours = set(a.ranks(suit)) | set(b.ranks(suit))
    played = {c.rank for c in gone if c.suit == suit}
    top = 0
    for rank in sorted(Rank, reverse=True):
        if rank in played:
            continue
        if rank not in ours:
            break
        top += 1
    return min(top, max(a.length(suit), b.length(suit)))


def outstanding(play: Play, suit: Suit | str | None = None) -> int:
    """How many cards of ``suit`` (default: trumps) the defenders still hold.

    What declarer counts while drawing trumps: thirteen, less the cards of the
    suit in declarer's and dummy's hands at the start, less those the defenders
    have played.

    >>> p = Play(Deal.from_pbn("N:654.AKQ.5432.A65 98.JT9874.9.9432 AKQJ2.65.A876.87 "
    ...                        "T73.32.KQJT.KQJT"), "4SS", "DK D2 D9 DA SA S3 S4 S8".split())
    >>> outstanding(Play(p.deal, p.contract)), outstanding(p)
    (5, 3)
    """
    if suit is None:
        if play.trump is None:
            raise InvalidNotation(f"{play.contract} has no trumps: name the suit to count")
        suit = play.trump
    suit = Suit.from_str(suit) if isinstance(suit, str) else Suit(suit)
    ours = sum(play.deal[s].length(suit) for s in (play.declarer, play.dummy))
    gone = sum(1 for seat, c in play if c.suit == suit and seat.side is not play.declaring_side)
    return 13 - ours - gone


def _holding(hand: Hand, suit: Suit) -> str:
    return " ".join(r.label for r in hand.ranks(suit)) or "—"


def sure_trick_rows(deal: Deal, side: Side | str = Side.NS) -> tuple[list[str], list[list]]:
    """Each suit's holdings for ``side`` and its sure tricks, with the total: a header
    and rows (shown as a table by :func:`bridgelib.course.sure_trick_table`).

    >>> d = Deal.from_pbn("N:AQJT9.762.65.743 752.T83.QJT2.982 K3.AK54.A987.A65 864.QJ9.K43.KQJT")
    >>> head, rows = sure_trick_rows(d)
    >>> head, rows[0], rows[-1]
    (['suit', 'North', 'South', 'sure tricks'], ['♠', 'A Q J 10 9', 'K 3', 5], ['total', '', '', 9])
    """
    side = Side.from_str(side) if isinstance(side, str) else Side(side)
    first, second = side.seats
    rows: list[list] = []
    total = 0
    for suit in SUITS:
        n = sure_tricks(deal[first], deal[second], suit)
        total += n
        rows.append([suit.symbol, _holding(deal[first], suit), _holding(deal[second], suit), n])
    rows.append(["total", "", "", total])
    return ["suit", first.name_en, second.name_en, "sure tricks"], rows


# ---------------------------------------------------------------- lines of play, double dummy
@dataclass(frozen=True)
class LineResult:
    """A line of play: the cards, the tricks won on the way, and the DD verdict.

    ``dd_tricks`` is what declarer's side ends with after the line and best play by
    all four players from there; ``costly`` lists the cards of declarer's side
    that gave a trick away (double dummy).
    """

    name: str
    play: Play
    dd_tricks: int
    costly: tuple["CardVerdict", ...]

    @property
    def makes(self) -> bool:
        return self.dd_tricks >= self.play.contract.tricks_needed

    @property
    def first_costly(self) -> "CardVerdict | None":
        return self.costly[0] if self.costly else None


def best_cards(play: Play) -> list[Card]:
    """The cards of the player in turn that keep the most tricks, double dummy (one DDS call).

    Equal cards (♠K and ♠Q in the same hand) are all listed; the order is the
    engine's (highest suit and rank first).
    """
    from .dd import solve

    values = solve(play)
    if not values:
        return []
    top = values[0][1]
    return [c for c in play.legal_cards() if (c, top) in values]


def _cards(line: str | Sequence[Card | str]) -> list[Card | str]:
    return list(line.split()) if isinstance(line, str) else list(line)


def play_line(deal: Deal, contract: Contract | str, line: str | Sequence[Card | str],
              name: str = "") -> LineResult:
    """Play ``line`` (cards in order from the opening lead) and judge it double dummy.

    Every card goes through :meth:`Play.play` (an illegal card raises the engine's
    :class:`~bridgelib.errors.IllegalPlay`); then one DDS call
    (:func:`~bridgelib.analysis.dd.analyse_play`) values every card.
    """
    from .dd import analyse_play

    play = Play(deal, contract, _cards(line))
    if not play.cards_played:
        raise InvalidNotation(f"the line {name or line!r} has no cards: give at least the "
                              "opening lead")
    verdicts = analyse_play(play)
    side = play.declaring_side
    costly = tuple(v for v in verdicts if v.cost and v.seat.side is side)
    return LineResult(name, play, verdicts[-1].after, costly)


def line_rows(deal: Deal, contract: Contract | str,
              lines: Mapping[str, str | Sequence[Card | str]]) -> tuple[list[str], list[list]]:
    """Several lines side by side: tricks won so far, the DD result, the first costly
    card; a header and rows (shown as a table by :func:`bridgelib.course.compare_lines`).

    ``lines`` maps a name to the cards played (from the opening lead on).  One DDS
    call per line.
    """
    rows: list[list] = []
    for name, line in lines.items():
        r = play_line(deal, contract, line, name)
        p = r.play
        bad = r.first_costly
        rows.append([name, len(p.tricks), p.declarer_tricks, r.dd_tricks,
                     "yes" if r.makes else f"no (down {p.contract.tricks_needed - r.dd_tricks})",
                     f"trick {_trick_of(p, bad)}: {bad.seat.name_en} {bad.card} "
                     f"({bad.before}→{bad.after})" if bad else "none"])
    contract = Contract.from_str(contract) if isinstance(contract, str) else contract
    strain = contract.strain.symbol if contract.strain is not None else ""
    return (["line", "tricks played", "won so far", "tricks in the end (double dummy)",
             f"{contract.level}{strain} made?", "first card that costs a trick"], rows)




def _trick_of(play: Play, verdict: "CardVerdict") -> int:
    """The number of the trick in which ``verdict``'s card was played."""
    return play.cards_played.index(verdict.card) // 4 + 1


# ---------------------------------------------------------------- odds
_UNSEEN = 26
_HAND = 13


def _check_missing(missing: int) -> None:
    if not isinstance(missing, int) or isinstance(missing, bool) or not 1 <= missing <= 13:
        raise InvalidNotation(f"{missing!r} is not a number of missing cards in a suit "
                              "(1 to 13 cards can be out against you)")


def _ways(missing: int, k: int) -> int:
    """Ways for one defender to hold exactly ``k`` of the ``missing`` cards."""
    if not 0 <= k <= missing or not 0 <= _HAND - k <= _UNSEEN - missing:
        return 0
    return math.comb(missing, k) * math.comb(_UNSEEN - missing, _HAND - k)


def split_odds(missing: int) -> dict[str, Fraction]:
    """How the defenders' ``missing`` cards of a suit divide, either way round.

    Before any card is played every deal of the 26 unseen cards is equally likely,
    so a split is counted: the ways for West to get ``k`` of the suit's cards and
    ``13 - k`` of the others (and the same for East).  Most even split first.

    >>> {k: round(float(p), 3) for k, p in split_odds(4).items()}
    {'2-2': 0.407, '3-1': 0.497, '4-0': 0.096}
    >>> sum(split_odds(7).values())
    Fraction(1, 1)
    """
    _check_missing(missing)
    total = math.comb(_UNSEEN, _HAND)
    out: dict[str, Fraction] = {}
    for high in range((missing + 1) // 2, missing + 1):
        low = missing - high
        ways = _ways(missing, high) + (_ways(missing, low) if high != low else 0)
        out[f"{high}-{low}"] = Fraction(ways, total)
    return out


def _honour_with(missing: int, lengths: Iterable[int]) -> Fraction:
    """Chance that one defender holds a given missing card in a holding of one of ``lengths``."""
    total = math.comb(_UNSEEN, _HAND)
    return sum((Fraction(math.comb(missing - 1, k - 1) * math.comb(_UNSEEN - missing, _HAND - k),
                         total) for k in lengths if 1 <= k <= missing), Fraction(0))


def finesse_odds(missing: int) -> Fraction:
    """Chance that a missing honour sits with the defender who plays *before* your tenace.

    Leading towards ♦A Q, the finesse of the queen wins when the king is with the
    defender on your left, who must play before dummy: one half, whatever the
    number of missing cards (every unseen card is as likely in either hand).

    >>> finesse_odds(3), finesse_odds(6)
    (Fraction(1, 2), Fraction(1, 2))
    """
    _check_missing(missing)
    return _honour_with(missing, range(1, missing + 1))


def drop_odds(missing: int, top: int = 2) -> Fraction:
    """Chance that a missing honour *drops*: its holder has at most ``top`` cards of the suit.

    Cashing your ``top`` highest cards (ace and king: ``top=2``) catches the queen
    when it is singleton or doubleton, in either defender's hand.

    >>> round(float(drop_odds(3)), 3), round(float(drop_odds(6)), 3)
    (0.78, 0.186)
    >>> round(float(drop_odds(3, top=1)), 3)      # a singleton king falls under the ace
    0.26
    """
    _check_missing(missing)
    if not isinstance(top, int) or top < 1:
        raise InvalidNotation(f"top={top!r}: cash at least one top card to drop an honour")
    return 2 * _honour_with(missing, range(1, top + 1))


def simulate_honour(ours: Mapping[Seat | str, Hand | str], honour: Card | str, *,
                    onside: Seat | str = Seat.WEST, top: int = 2, n: int = 20_000,
                    seed: int = 0) -> dict[str, "Estimate"]:
    """Deal the unseen cards ``n`` times and count where ``honour`` lies.

    ``ours`` gives the two hands of your side (all 26 cards you see as declarer
    and dummy).  Returns two estimates: ``"finesse"`` — the honour is with
    ``onside``; ``"drop"`` — its holder has at most ``top`` cards of its suit.
    Dealt with :class:`~bridgelib.analysis.dealer.Dealer` (numpy, seeded).

    >>> est = simulate_honour({"N": "AKJ2.AKQJ.AKQ.AK", "S": "6543.T98.JT9.QJT"}, "SQ",
    ...                       n=4000, seed=1)
    >>> abs(est["drop"].p - float(drop_odds(5))) < 0.03, abs(est["finesse"].p - 0.5) < 0.03
    (True, True)
    """
    from .dealer import Dealer, card_index
    from .simulate import Estimate

    honour = Card.from_str(honour) if isinstance(honour, str) else honour
    onside = Seat.from_str(onside) if isinstance(onside, str) else Seat(onside)
    dealer = Dealer(seed, predeal=ours, batch_size=min(n, 20_000))
    sizes = sorted((s.letter, len(h)) for s, h in dealer.predeal.items())
    if len(sizes) != 2 or any(k != 13 for _, k in sizes) or \
            {s.side for s in dealer.predeal} != {Side.NS if onside.side is Side.EW else Side.EW}:
        raise InvalidNotation(
            f"the odds are for a side that sees its own 26 cards: give the two full hands of "
            f"the side against {onside.name_en}, not {', '.join(f'{s} {k}' for s, k in sizes)} cards")
    if any(honour in h for h in dealer.predeal.values()):
        raise InvalidNotation(f"{honour} is one of your own cards: it cannot be missing")
    batch = dealer.generate(n, progress=False)
    idx = card_index(honour)
    finesse = drop = 0
    for seat in Seat:
        holds = (batch.hand_cards(seat) == idx).any(axis=1)
        if seat is onside:
            finesse = int(holds.sum())
        drop += int((holds & (batch.length(seat, honour.suit) <= top)).sum())
    return {"finesse": Estimate(finesse, len(batch), f"{honour} with {onside.name_en}"),
            "drop": Estimate(drop, len(batch), f"{honour} in a holding of {top} or fewer")}


def finesse_drop_chances(*, n: int = 4000, seed: int = 0) -> dict[str, list]:
    """Finesse or drop for a missing queen, by the number of cards you hold in the suit.

    You hold ♠A K J and small cards (North) opposite small cards (South), from six
    to eleven spades in all (the other suits just fill both hands).  Returns the
    sizes, the exact chances in per cent (:func:`finesse_odds`, :func:`drop_odds`)
    and the same counted in ``n`` seeded deals each (:func:`simulate_honour`);
    :func:`bridgelib.course.finesse_drop_figure` draws them.
    """
    smalls = [Rank(r) for r in range(2, 11)]  # 2 … 10
    sizes = list(range(6, 12))
    others = [c for c in reversed(deck()) if c.suit is not Suit.SPADES]
    exact_f, exact_d, sim_f, sim_d = [], [], [], []
    for total in sizes:
        extra = [Card(Suit.SPADES, r) for r in smalls[:total - 3]]
        half = (total - 3) // 2
        north = [Card(Suit.SPADES, r) for r in (Rank.ACE, Rank.KING, Rank.JACK)] + extra[:half]
        south = extra[half:]
        # The other suits only fill both hands to thirteen cards.
        rest = [c for c in others if c not in north][:26 - total]
        north, south = north + rest[:13 - len(north)], south + rest[13 - len(north):]
        missing = 13 - total
        exact_f.append(float(finesse_odds(missing)) * 100)
        exact_d.append(float(drop_odds(missing)) * 100)
        est = simulate_honour({Seat.NORTH: Hand(north), Seat.SOUTH: Hand(south)}, "SQ", n=n,
                              seed=seed + total)
        sim_f.append(est["finesse"].p * 100)
        sim_d.append(est["drop"].p * 100)
    return {"sizes": sizes, "exact_finesse": exact_f, "exact_drop": exact_d,
            "simulated_finesse": sim_f, "simulated_drop": sim_d}
