"""Six-five in the majors over partner's 3NT: show the second suit, and partner chooses.

Sources (cited by title):

- [Bergen] Marty Bergen, "Points Schmoints!": "six-five, come alive" — a 6-5 hand is worth
  showing both suits; bid the six-card suit first, then the five-card suit.
- [Root] William S. Root, "Commonsense Bidding": the longer suit is bid first (with two
  five-card suits the higher), so a player who bid spades first and hearts later holds at
  least as many spades as hearts; partner, choosing between the two, picks the suit in which
  the partnership holds more cards.

After 1♣–1♠–3NT, responder with six spades and five hearts bids 4♥ [Bergen] (4♠ would hide
the hearts, and opener, who has not raised spades, may hold three hearts and one spade);
opener passes 4♥ with three hearts (a 5-3 fit, against 6-1 or 6-2 in spades) and goes back
to 4♠ with two hearts and two or more spades [Root: the six-card suit makes the longer fit].
With six spades and only four hearts responder still bids 4♠.  HCP counted by hand in each
comment; every hand has 13 cards.
"""

from __future__ import annotations

import pytest

from bridgelib.bidding import suggest

CASES = [
    # responder
    ("acol", "P P P 1C P 1S P 3NT P", "QT8752.AQJ86.5.9", "4H",
     "Q 2, A 4, Q 2, J 1: 9 HCP, six spades and five hearts: the hearts at game"),
    ("sayc", "1C P 1S P 3NT P", "KJ8752.KQT96.4.5", "4H",
     "K 3, J 1, K 3, Q 2: 9 HCP, 6-5 in the majors: the hearts at game"),
    ("sayc", "1C P 1S P 3NT P", "KQJ752.KT96.43.5", "4S",
     "K 3, Q 2, J 1, K 3: 9 HCP, six spades and only four hearts: game in spades"),
    # opener, after the 4♥
    ("acol", "P P P 1C P 1S P 3NT P 4H P", "4.K93.AK2.AKQ872", "P",
     "K 3, A 4, K 3, A 4, K 3, Q 2: 19 HCP, three hearts and one spade: 4♥, the 5-3 fit"),
    ("acol", "P P P 1C P 1S P 3NT P 4H P", "K4.93.AK2.AKQ872", "4S",
     "K 3, A 4, K 3, A 4, K 3, Q 2: 19 HCP, two hearts, two spades: the six-card spades"),
    ("sayc", "1C P 1S P 3NT P 4H P", "K4.93.AKJ2.AQJ72", "4S",
     "K 3, A 4, K 3, J 1, A 4, Q 2, J 1: 18 HCP, two of each major: back to spades"),
    ("sayc", "1C P 1S P 3NT P 4H P", "K4.932.AKJ.AQJ72", "P",
     "K 3, A 4, K 3, J 1, A 4, Q 2, J 1: 18 HCP, three hearts: pass 4♥"),
    # the choice belongs to that auction: where partner bid the hearts first (1♥, 2♠, 4♥:
    # more hearts than spades [Root]) the four-card spades are no better fit
    ("acol", "1H P 2C P 2S P 2NT P 4H P", "K4.93.AJ2.AQJ872", "P",
     "K 3, A 4, J 1, A 4, Q 2, J 1: 15 HCP, two of each major: partner's hearts are the "
     "longer suit — pass 4♥"),
]


@pytest.mark.parametrize("system, auction, hand, want, why", CASES)
def test_six_five_over_3nt(system, auction, hand, want, why):
    assert sum(len(s) for s in hand.replace("10", "T").split(".")) == 13
    s = suggest(hand, auction, system)
    assert s.agreed, (auction, hand, s.meaning)
    got = "P" if s.call.is_pass else s.call.pbn()
    assert got == want, (why, got, s.meaning)
