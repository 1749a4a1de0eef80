"""Scoring: duplicate (Law 77), rubber scorepad, comparing results (Law 78).

Pure functions and small frozen values; pandas is imported only by the functions
that build DataFrames (:mod:`bridgelib.scoring.tables`, :func:`traveller`).

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

__all__ = [
    "duplicate_score", "explain_duplicate", "ScoreBreakdown", "ScoreLine", "Result",
    "imps", "IMP_SCALE", "matchpoints", "matchpoint_percentages", "cross_imps", "total_points",
    "traveller", "Scorepad", "Honours", "RubberRules", "RUBBER_1993", "Tour", "tour_partnerships",
]
