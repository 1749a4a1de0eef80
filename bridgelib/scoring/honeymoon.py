"""Honeymoon-bridge scoring: the honeymoon-bridge text's own count, and rubber scoring for the standard game.

**The honeymoon-bridge text** («Очки подсчитываются так…»): *every trick the declarer takes* scores —
clubs and diamonds 20 each, hearts and spades 30 each, no-trump 40 for the first
trick and 30 for each further one; a double doubles the value of the tricks, a
redouble doubles it again (×4).  A declarer who falls short writes nothing, and the
opponent writes the missing tricks at the same value.  There are no bonuses for
games, slams or honours.  The text's own examples:

>>> from bridgelib.auction import Contract
>>> [seed_score(Contract.from_str("3H"), n).points for n in (9, 10, 7)]
[(270, 0), (300, 0), (0, 60)]
>>> seed_score(Contract.from_str("2HXX"), 8, failed_double=FailedDouble.NONE).points
(960, 0)

"Если же контра была заказана, но не выполнена, игрок получает штраф и списывает со
своего счета 50 очков" is ambiguous; :class:`FailedDouble` is the switch.  The
default reading (``DOUBLER``) charges the player whose double failed — the contract
was made in spite of it; the narrative speaks of Olga needing tricks «чтобы выполнить
обязательство контры».  The other reading (``DECLARER``) charges the declarer of a
doubled contract that failed, on top of the opponent's undertricks:

>>> seed_score(Contract.from_str("2HXX"), 8).points
(960, -50)
>>> seed_score(Contract.from_str("2HX"), 7, failed_double=FailedDouble.DECLARER).points
(-50, 60)

Undertricks in no-trump count like tricks: 40 for the first, 30 for each further one
(the text gives no example; this is the reading "at the trick value").

**Standard** (two-player draw bridge as commonly published): contract-bridge rubber
scoring — the trick score of the odd tricks below the line, overtricks, the bonus for
making a doubled or redoubled contract, undertricks and honours above the line; the
game and rubber bonuses belong to a scorepad kept over several deals.

>>> print(rubber_score(Contract.from_str("2HXX"), 8, declarer_honours=100).to_text())
2♥XX, 8 tricks (rubber scoring)
  declarer  trick score 2 × 30 × 4 redoubled (below the line)   240
  declarer  making a redoubled contract                         100
  declarer  honours: four trump honours in one hand             100
  declarer 440, opponent 0
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from ..auction import Contract, Doubling
from ..cards import Rank, Strain
from ..errors import InvalidNotation
from ..hand import Hand
from .duplicate import check_tricks, insult_bonus, overtrick_value, trick_score, undertrick_penalty

__all__ = ["FailedDouble", "ScoringMethod", "HoneymoonEntry", "HoneymoonScore",
           "seed_trick_points", "seed_score", "rubber_score", "honours_bonus"]


class _PasteableEnum(enum.Enum):
    """An Enum whose repr can be pasted back: ``Who.DEALER``."""

    def __repr__(self) -> str:
        return f"{type(self).__name__}.{self.name}"


class ScoringMethod(_PasteableEnum):
    """How a deal scores: the honeymoon-bridge text's own simple count, or contract-bridge rubber scoring."""

    SEED = "seed"
    RUBBER = "rubber"


class FailedDouble(_PasteableEnum):
    """Who writes off the honeymoon-bridge text's 50 points "if a double was called but not fulfilled".

    The honeymoon-bridge text: «Если же контра была заказана, но не выполнена, игрок получает штраф и
    списывает со своего счета 50 очков».  Two readings:

    * ``DOUBLER`` (default) — the double "is not fulfilled" when the doubled contract
      is made: the doubler pays 50.  The narrative uses the phrase this way: Olga
      needs tricks «чтобы выполнить обязательство контры», and the text defines a
      double as «обязательство не дать партнеру взять заказанное число взяток».
    * ``DECLARER`` — the doubled contract "is not fulfilled": its declarer pays 50 on
      top of the undertricks the opponent scores.
    * ``NONE`` — no such penalty.
    """

    DOUBLER = "doubler"
    DECLARER = "declarer"
    NONE = "none"


_MULT = ("", " × 2 doubled", " × 4 redoubled")


@dataclass(frozen=True, slots=True)
class HoneymoonEntry:
    """One line of a honeymoon score: who writes it (``declarer`` or ``opponent``),
    why, the points, and whether it goes below the line (rubber scoring)."""

    who: str
    label: str
    points: int
    below: bool = False


@dataclass(frozen=True)
class HoneymoonScore:
    """The score of one honeymoon deal, entry by entry.

    ``declarer`` and ``opponent`` are the players' names when known.
    """

    contract: Contract
    tricks: int
    method: ScoringMethod
    entries: tuple[HoneymoonEntry, ...]
    declarer: str | None = None
    opponent: str | None = None

    @property
    def declarer_points(self) -> int:
        return sum(e.points for e in self.entries if e.who == "declarer")

    @property
    def opponent_points(self) -> int:
        return sum(e.points for e in self.entries if e.who == "opponent")

    @property
    def points(self) -> tuple[int, int]:
        """``(declarer's points, opponent's points)``."""
        return self.declarer_points, self.opponent_points

    @property
    def made(self) -> bool:
        return self.contract.is_passed_out or self.tricks >= self.contract.tricks_needed

    def by_player(self) -> dict[str, int]:
        """Points by player name (needs the names)."""
        if self.declarer is None or self.opponent is None:
            raise InvalidNotation("this score has no player names: score a game, or pass "
                                  "declarer= and opponent=")
        return {self.declarer: self.declarer_points, self.opponent: self.opponent_points}

    def to_text(self) -> str:
        how = "seed scoring" if self.method is ScoringMethod.SEED else "rubber scoring"
        if self.contract.is_passed_out:
            return f"Passed out ({how}): no score"
        head = f"{self.contract.to_text(declarer=False)}, {self.tricks} tricks ({how})"
        names = {"declarer": self.declarer or "declarer", "opponent": self.opponent or "opponent"}
        width = max([len(e.label) + (16 if e.below else 0) for e in self.entries] + [10])
        lines = [head]
        for e in self.entries:
            label = e.label + (" (below the line)" if e.below else "")
            lines.append(f"  {names[e.who]:<8}  {label:<{width + 2}}{e.points:>5}")
        lines.append(f"  {names['declarer']} {self.declarer_points}, "
                     f"{names['opponent']} {self.opponent_points}")
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.to_text()


def seed_trick_points(strain: Strain, tricks: int) -> int:
    """The honeymoon-bridge text's value of ``tricks`` tricks (undoubled): ♣♦ 20, ♥♠ 30, NT 40 + 30 for each further.

    >>> seed_trick_points(Strain.HEARTS, 9), seed_trick_points(Strain.NOTRUMP, 7), seed_trick_points(Strain.CLUBS, 0)
    (270, 220, 0)
    """
    if isinstance(tricks, bool) or not isinstance(tricks, int) or not 0 <= tricks <= 13:
        raise InvalidNotation(f"{tricks!r} tricks: a player takes 0 to 13 tricks")
    if tricks == 0:
        return 0
    if strain is Strain.NOTRUMP:
        return 40 + 30 * (tricks - 1)
    return tricks * (20 if strain.is_minor else 30)


def _per_trick(strain: Strain, n: int) -> str:
    if strain is Strain.NOTRUMP:
        return "40" if n == 1 else f"40 + {n - 1} × 30"
    return f"{n} × {20 if strain.is_minor else 30}"


def seed_score(contract: Contract, tricks: int, *,
               failed_double: FailedDouble | str = FailedDouble.DOUBLER, penalty: int = 50,
               declarer: str | None = None, opponent: str | None = None) -> HoneymoonScore:
    """Score a deal as the honeymoon-bridge text does; ``tricks`` are the declarer's main-play tricks."""
    check_tricks(contract, tricks)
    failed_double = FailedDouble(failed_double)
    entries: list[HoneymoonEntry] = []
    if not contract.is_passed_out:
        strain, dbl = contract.strain, Doubling(contract.doubling)
        assert strain is not None
        factor = (1, 2, 4)[dbl]
        need = contract.tricks_needed
        if tricks >= need:
            pts = seed_trick_points(strain, tricks) * factor
            how = _per_trick(strain, tricks)
            if dbl and strain is Strain.NOTRUMP and tricks > 1:
                how = f"({how})"
            entries.append(HoneymoonEntry("declarer", f"{tricks} tricks: {how}{_MULT[dbl]}", pts))
            if dbl and failed_double is FailedDouble.DOUBLER and penalty:
                entries.append(HoneymoonEntry("opponent", "failed double (the contract was made)",
                                              -penalty))
        else:
            down = need - tricks
            pts = seed_trick_points(strain, down) * factor
            entries.append(HoneymoonEntry(
                "opponent", f"{down} undertrick{'s' if down > 1 else ''}: "
                f"{_per_trick(strain, down)}{_MULT[dbl]}", pts))
            if dbl and failed_double is FailedDouble.DECLARER and penalty:
                entries.append(HoneymoonEntry("declarer", "failed doubled contract", -penalty))
    return HoneymoonScore(contract, tricks, ScoringMethod.SEED, tuple(entries), declarer, opponent)


_HONOURS = frozenset({Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN})


def honours_bonus(hand: Hand, strain: Strain | None) -> tuple[int, str]:
    """Rubber-bridge honours held in one hand: four trump honours 100, all five 150; at
    no-trump the four aces 150.  Returns ``(points, explanation)``.

    >>> honours_bonus(Hand.from_pbn("A.AKQT9.T52.KJ94"), Strain.HEARTS)
    (100, 'four trump honours in one hand')
    >>> honours_bonus(Hand.from_pbn("A.A.A.A"), Strain.NOTRUMP)
    (150, 'four aces at no-trump')
    """
    if strain is None:
        return 0, ""
    if strain is Strain.NOTRUMP:
        return (150, "four aces at no-trump") if hand.aces == 4 else (0, "")
    n = sum(1 for c in hand.cards if c.suit == strain.suit and c.rank in _HONOURS)
    if n == 5:
        return 150, "all five trump honours in one hand"
    if n == 4:
        return 100, "four trump honours in one hand"
    return 0, ""


def rubber_score(contract: Contract, tricks: int, *, vulnerable: bool = False,
                 declarer_honours: int = 0, opponent_honours: int = 0,
                 declarer: str | None = None, opponent: str | None = None) -> HoneymoonScore:
    """One deal under contract-bridge rubber scoring (the standard honeymoon preset).

    Trick score below the line; overtricks, the insult bonus, slam bonuses, undertricks
    and honours above.  Game and rubber bonuses are settled by a rubber scorepad.
    """
    from .duplicate import slam_bonus

    check_tricks(contract, tricks)
    entries: list[HoneymoonEntry] = []
    if not contract.is_passed_out:
        strain, dbl, level = contract.strain, Doubling(contract.doubling), contract.level
        assert strain is not None
        need = contract.tricks_needed
        if tricks >= need:
            ts = trick_score(level, strain, dbl)
            how = _per_trick(strain, level)
            if dbl and strain is Strain.NOTRUMP and level > 1:
                how = f"({how})"
            how += _MULT[dbl]
            entries.append(HoneymoonEntry("declarer", f"trick score {how}", ts, below=True))
            over = tricks - need
            if over:
                each = overtrick_value(strain, dbl, vulnerable)
                entries.append(HoneymoonEntry("declarer", f"{over} overtrick{'s' if over > 1 else ''}"
                                              f" × {each}", over * each))
            sb = slam_bonus(level, vulnerable)
            if sb:
                entries.append(HoneymoonEntry("declarer", ("small" if level == 6 else "grand")
                                              + " slam bonus", sb))
            if dbl:
                entries.append(HoneymoonEntry(
                    "declarer", f"making a {'doubled' if dbl == 1 else 'redoubled'} contract",
                    insult_bonus(dbl)))
        else:
            down = need - tricks
            entries.append(HoneymoonEntry(
                "opponent", f"{down} undertrick{'s' if down > 1 else ''}"
                f"{' (vulnerable)' if vulnerable else ''}", undertrick_penalty(dbl, vulnerable, down)))
        for who, pts in (("declarer", declarer_honours), ("opponent", opponent_honours)):
            if pts:
                what = {100: "four trump honours in one hand"}.get(pts, (
                    "all five trump honours in one hand" if strain is not Strain.NOTRUMP
                    else "four aces at no-trump"))
                entries.append(HoneymoonEntry(who, f"honours: {what}", pts))
    return HoneymoonScore(contract, tricks, ScoringMethod.RUBBER, tuple(entries), declarer, opponent)
