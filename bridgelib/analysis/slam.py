"""How often a slam makes, by the partnership's combined high-card points.

For each band of combined HCP, deal a small seeded sample of deals where North–South
hold that many points (and whatever else is asked: balanced hands, a trump fit), solve
each one double dummy in the one strain asked (:func:`bridgelib.analysis.dd.dd_tables`,
DDS), and count the deals where North–South's better declarer takes twelve tricks (a
small slam) or all thirteen (a grand slam).

Double dummy means every card is seen and both sides play perfectly; at the table a
slam makes a little less often when it needs a guess, a little more when the defence
goes wrong.  The samples are small (the lessons must run in seconds): they show the
trend, not exact odds.

>>> rows = slam_odds("NT", [(33, 34)], per_band=2, seed=1, where="N balanced and S balanced")
>>> [(r.band, r.deals) for r in rows]
[('33–34', 2)]
>>> all(0 <= r.grand <= r.small <= r.deals for r in rows)
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ..cards import Strain
from ..deal import Deal
from ..errors import InvalidNotation
from ..table import Side

__all__ = ["SlamOdds", "slam_odds", "SMALL_SLAM_TRICKS", "GRAND_SLAM_TRICKS"]

SMALL_SLAM_TRICKS = 12
"""A small slam is a contract at the six level: 6 + 6 = twelve tricks."""
GRAND_SLAM_TRICKS = 13
"""A grand slam is a contract at the seven level: all thirteen tricks."""


@dataclass(frozen=True)
class SlamOdds:
    """One band of combined HCP: the deals dealt, and in how many a slam makes."""

    strain: Strain
    low: int
    high: int
    deals: int
    small: int
    """deals where North–South take 12 or more tricks double dummy"""
    grand: int
    """deals where North–South take all 13 tricks double dummy"""
    sample: tuple[Deal, ...] = ()

    @property
    def band(self) -> str:
        return f"{self.low}–{self.high}" if self.high != self.low else str(self.low)


def slam_odds(strain: Strain | str, bands: Sequence[tuple[int, int]], *, per_band: int = 8,
              seed: int = 14, where: str | None = None) -> list[SlamOdds]:
    """For each ``(low, high)`` band of North–South's combined HCP, ``per_band`` deals
    (seeded: the same every time) and how many make a small and a grand slam in
    ``strain`` double dummy.  ``where`` adds a condition in the dealer's constraint
    language (for example ``"N balanced and S balanced"`` or ``"NS spades >= 9"``)."""
    from .constraints import as_constraint
    from .dd import dd_tables
    from .dealer import Dealer

    trump = Strain.from_str(strain) if isinstance(strain, str) else Strain(strain)
    if per_band < 1:
        raise InvalidNotation(f"per_band={per_band!r}: a sample needs at least one deal a band")
    dealt: list[tuple[int, int, list[Deal]]] = []
    for low, high in bands:
        if not 0 <= low <= high <= 40:
            raise InvalidNotation(f"({low}, {high}) is not a band of combined HCP (0 to 40, "
                                  "low to high)")
        text = f"NS hcp {low}-{high}" + (f" and {where}" if where else "")
        dealt.append((low, high, Dealer(seed=seed + low).deals(per_band, where=as_constraint(text),
                                                           progress=False)))
    tables = dd_tables([d for _, _, deals in dealt for d in deals], strains=[trump])
    out, k = [], 0
    for low, high, deals in dealt:
        tricks = [t.side_tricks(Side.NS, trump) or 0 for t in tables[k:k + len(deals)]]
        k += len(deals)
        out.append(SlamOdds(trump, low, high, len(deals),
                            sum(t >= SMALL_SLAM_TRICKS for t in tricks),
                            sum(t >= GRAND_SLAM_TRICKS for t in tricks), tuple(deals)))
    return out
