"""After partner's negative double the opponents raise to three and opener passes: the
doubler's second call, and opener's answer to a second double.

Sources: [STD] Standard English Acol foundation system file, *Dealing with intervention*:
the negative double promises four cards in an unbid major; when the opponents raise, opener
is no longer forced to bid; doubles above 2♠ are for penalties — here co-operative, as the
competitive doubles of the SAYC family are: the side holding the balance of the points
doubles, and opener leaves it in with length in their suit or takes it out with a
singleton and a fit.  3NT needs a stopper in their suit; five cards in the doubler's major
and game values bid game.

Each expected call is worked out from those rules by hand (HCP counted in the comments),
not read from the code.  The auction: 1♦ (1♠) double (four hearts) (3♠), opener passes.
"""

from __future__ import annotations

import pytest

from bridgelib import Call, Hand
from bridgelib.bidding import suggest

DOUBLER = "1D 1S X 3S P P"
OPENER = "1D 1S X 3S P P X P"

POSITIONS = [
    # ------------------------------------------------ the doubler in the pass-out seat
    (DOUBLER, "KJ4.K1086.A975.108", "3NT",
     "11 HCP (K 3, J 1, K 3, A 4) and ♠K-J-x stops their suit: 3NT"),
    (DOUBLER, "64.KQ1086.A975.K8", "4H",
     "12 HCP (K 3, Q 2, A 4, K 3), five hearts, no spade stopper: game in hearts"),
    (DOUBLER, "64.KQ86.A975.K83", "X",
     "12 HCP, four hearts only, no spade stopper: the competitive double"),
    (DOUBLER, "64.K1086.AJ1075.108", "P",
     "8 HCP (K 3, A 4, J 1): the first double said it all — pass"),
    # ------------------------------------------------ opener after the second double
    (OPENER, "KJ.A73.AQ863.J42", "P",
     "two spades, no six-card suit: converts for penalties"),
    (OPENER, "7.AJ73.AQ863.J42", "4H",
     "a singleton spade and four hearts: game in the fit the double found"),
    (OPENER, "A.Q73.KQ8632.J42", "3NT",
     "a singleton spade, three hearts, the ♠A stops their suit: 3NT"),
    (OPENER, "7.Q73.AKQ863.J42", "P",
     "no fit, no stopper, no long major: leaves the double in"),
]


@pytest.mark.parametrize("auction,hand,expected,why", POSITIONS,
                         ids=[f"{c[0]}:{c[1]}" for c in POSITIONS])
@pytest.mark.parametrize("system", ["sayc", "acol"])
def test_negative_double_then_raise(system, auction, hand, expected, why):
    s = suggest(Hand.from_pbn(hand), auction, system)
    assert s.agreed, (why, s.reason)
    assert s.call == Call.from_str(expected), f"STD — {why}: got {s.call} ({s.meaning})"
