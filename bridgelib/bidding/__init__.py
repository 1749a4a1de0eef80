"""Reference bidding systems as data, and a bidder that explains every call.

Systems (SAYC, Acol) are JSON files in ``bridgelib/data/systems``: situations
(auction patterns such as ``"1M P"``) holding ordered rules, each a call, a hand
condition in a small safe language (``"hcp in 15..17 and balanced"``) and a
plain-English meaning.  Outside the system's coverage the answer is an honest
"no agreement", never a guess.

>>> from bridgelib import Hand
>>> from bridgelib.bidding import suggest, explain
>>> suggest(Hand.from_pbn("A53.AQ65.65.QJ62"), "", "sayc").call
Call.from_str('1C')
>>> suggest(Hand.from_pbn("A53.AQ65.65.QJ62"), "", "acol").call
Call.from_str('1NT')
"""

from .auto import BiddingRecord, bid_deal, computer_call
from .condition import Condition, Context
from .engine import (NO_AGREEMENT, CallMeaning, Choice, Explanation, Judge, Suggestion,
                     candidates, explain, forcing, principle, suggest)
from .pattern import CallTemplate, Pattern
from .system import Rule, Situation, System, available_systems

__all__ = ["BiddingRecord", "bid_deal", "computer_call", "Condition", "Context", "NO_AGREEMENT",
           "CallMeaning", "Choice", "Explanation", "Judge", "Suggestion", "candidates", "explain",
           "forcing", "principle", "suggest", "CallTemplate", "Pattern", "Rule", "Situation",
           "System", "available_systems"]
