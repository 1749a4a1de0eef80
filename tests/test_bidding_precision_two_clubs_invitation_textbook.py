"""Precision's 2♣ opening (11–15 HCP, six clubs or five and a four-card major): responder's
invitation in no-trump declined (issue 14: computer partners that bid like club players).

The system's ranges (Wei & Truscott, "Precision Bidding in Bridge"; the system file): the
2NT response invites game with 11–12 HCP; the opener accepts with 13–15 (3NT) and declines
with 11–12 by rebidding three clubs, to play.  The invitation has described responder's hand,
so its decline ends the auction: responder passes — before, the general state for partner's
three of our suit read the decline as an invitation and bid 3NT on 12 HCP (on the
benchmark's boards five auctions reached the decline and bid 3NT; it failed on four).

HCP are counted by hand in each comment (A 4, K 3, Q 2, J 1); every hand holds 13 cards.
"""
import pytest

from bridgelib import Hand
from bridgelib.bidding import suggest


@pytest.mark.parametrize("hand, auction", [
    # 12 HCP (KJ 4, Q 2, A 4, Q 2): the top of the invitation, declined all the same
    ("KJ4.Q93.A543.Q82", "2C P 2NT P 3C P"),
    # 11 HCP (KJ 4, Q 2, A 4, J 1)
    ("KJ4.Q93.A543.J82", "2C P 2NT P 3C P"),
    # after the 2♦ ask and the opener's four hearts, the same invitation and decline
    ("KJ4.Q93.A543.Q82", "2C P 2D P 2H P 2NT P 3C P"),
])
def test_responder_passes_the_declined_invitation(hand, auction):
    assert len(Hand.from_pbn(hand)) == 13
    s = suggest(hand, auction, "precision")
    assert s.call.pbn() == "Pass", (s.call.pbn(), s.meaning)
    assert s.agreed, s.meaning


def test_the_invitation_and_its_decline_are_the_system_s():
    # the calls before: 2NT invites with 11–12, and 3♣ is the minimum's decline
    assert suggest("KJ4.Q93.A543.Q82", "2C P", "precision").call.pbn() == "2NT"
    # the opener with 12 HCP (A 4, Q 2, KQJ 6) and six clubs declines
    s = suggest("A5.Q2.862.KQJ974", "2C P 2NT P", "precision")
    assert s.call.pbn() == "3C", (s.call.pbn(), s.meaning)
