"""Scoring: duplicate (Law 77), rubber scorepad, comparing results (Law 78).

* :func:`duplicate_score`, :func:`explain_duplicate` — one deal's score and its
  breakdown ("why 790?"); :class:`Result` — ``4SXN+1`` notation with ``score()``;
* :class:`Scorepad` — rubber bridge above and below the line (под чертой / над
  чертой), honours (онеры), Law 80 for an unfinished rubber; :class:`Tour` — three
  rubbers with rotating partners and each player's settlement;
* :func:`imps`, :func:`matchpoints`, :func:`cross_imps`, :func:`total_points`,
  :func:`traveller` — Law 78;
* :func:`duplicate_table`, :func:`making_table`, :func:`undertrick_table`,
  :func:`imp_table` — reference tables for the lessons.

Pure functions and small frozen values; pandas is imported only inside the
functions that build DataFrames.  Honeymoon and yard-bridge scoring live in their
own modules of this package (``honeymoon``, ``yard``).

>>> from bridgelib.scoring import Result, duplicate_score, imps
>>> Result.from_str("4HXS=").score("ns")
790
>>> imps(790 - 420)
9
"""

from .comparison import (IMP_SCALE, cross_imps, imps, matchpoint_percentages, matchpoints,
                         total_points, traveller)
from .duplicate import ScoreBreakdown, ScoreLine, duplicate_score, explain_duplicate
from .result import Result
from .rubber import RUBBER_1993, Honours, RubberRules, Scorepad, Tour, tour_partnerships
from .tables import duplicate_table, imp_table, making_table, undertrick_table

__all__ = [
    "duplicate_score", "explain_duplicate", "ScoreBreakdown", "ScoreLine", "Result",
    "imps", "IMP_SCALE", "matchpoints", "matchpoint_percentages", "cross_imps", "total_points",
    "traveller", "Scorepad", "Honours", "RubberRules", "RUBBER_1993", "Tour", "tour_partnerships",
    "duplicate_table", "making_table", "undertrick_table", "imp_table",
]
