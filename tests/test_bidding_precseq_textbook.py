"""Precision sequences that were left without agreement (issue 14, helper precseq).

The 2♣ opening (11–15 HCP, six clubs or five clubs and a four-card major) and responder's
artificial 2♦ inquiry.  Sources: C. C. Wei & A. Truscott, "Precision Bidding in Bridge"
[WEI] — over 2♣ the 2♦ response is artificial and forcing, asking opener to describe the
hand, and opener shows a four-card major at the two level; with no major opener tells a
minimum (11–13, 3♣) from a maximum (14–15, 2NT) within the limited range.  Responder then
places the contract by the combined count: the 4-4 major fit is the game with 24+ HCP
together, no-trump with 24+ and no fit (a long club suit as a source of tricks), an
invitation short of that (William S. Root, "Commonsense Bidding": game needs about 25,
an invitation asks partner to bid it with the top of the range).

After the strong 1♣, the positive minor response and opener's raise (1♣–2♣/2♦–3 of the
minor, game forced; opener is unbalanced or strong, a balanced 16–18 rebids 3NT): no-trump
needs the unbid suits stopped (William S. Root, "Commonsense Bidding"); with one major
stopped, responder bids it, a stopper shown toward 3NT, and opener bids 3NT with the other
major stopped, else five of the minor (Root & Pavlicek, "Modern Bridge Conventions": after a
minor raise, new suits show stoppers toward 3NT).

After 1♣–1♦ (0–7)–2♦ (five or more diamonds) and responder's 2♥/2♠ (five cards, 4–7 HCP),
opener with no fit, 19+ points counting a point for each card over four in the long suit
(Root, "Commonsense Bidding": about 26 for game, the long suit's length counted) and a
six-card minor rebids it, inviting 3NT; responder accepts with the top of the 0–7 range
(6–7) and a doubleton to run the suit, else passes.
Each expected call is worked out from those rules by hand, not read from the code.
"""

from __future__ import annotations

import pytest

from bridgelib import Call, Hand
from bridgelib.bidding import suggest

CASES = [
    # ---------------------------------------------------------------- responder's inquiry [WEI]
    ("2C P", "K742.AJ3.K82.Q84", "2D",
     "13 HCP with four spades: the 2♦ inquiry looks for opener's four-card major before game"),
    ("2C P", "Q4.AJ73.KJ82.Q84", "2D",
     "13 HCP with four hearts: the inquiry, not a blind 4♥ opposite a possible doubleton"),
    # ---------------------------------------------------------------- opener's answers [WEI]
    ("2C P 2D P", "AJ42.3.K8.QJ8542", "2S", "four spades beside the six clubs: 2♠"),
    ("2C P 2D P", "A3.KJ42.8.QJ8542", "2H", "four hearts beside the six clubs: 2♥"),
    ("2C P 2D P", "Q4.A73.8.AKJ8542", "2NT", "14 HCP, no four-card major: the maximum 2NT"),
    ("2C P 2D P", "Q42.J73.8.AKJ854", "3C", "11 HCP, no four-card major: the minimum 3♣"),
    # ---------------------------------------------------------------- responder places the contract
    ("2C P 2D P 2S P", "K742.AJ3.K82.Q84", "4S", "the 4-4 spade fit, 13 opposite 11–15: game"),
    ("2C P 2D P 2S P", "K742.AJ3.Q82.J84", "3S", "the 4-4 spade fit, 11 HCP: invites"),
    ("2C P 2D P 2H P", "K742.AJ3.K82.Q84", "3NT",
     "no heart fit (the four spades were asked with), 13 HCP: 3NT"),
    ("2C P 2D P 3C P", "K742.AJ3.Q82.J84", "P", "11 HCP opposite a minimum: no game, pass 3♣"),
    ("2C P 2D P 3C P", "K742.AJ3.Q82.Q84", "3NT",
     "12 HCP opposite 11–13 and six clubs (two length points): 25 together, game"),
    ("2C P 2D P 2NT P", "K742.AJ3.Q82.J84", "3NT", "11 HCP opposite a maximum 14–15: game"),
    # ---------------------------------------------------------------- opener after the invitation
    ("2C P 2D P 2S P 3S P", "AJ42.3.K8.QJ8542", "P", "11 HCP: declines the invitation"),
    ("2C P 2D P 2S P 3S P", "AJ42.3.K8.AJ8542", "4S", "13 HCP: accepts, game in spades"),
    # ---------------------------------------------------------------- 1♣–2m–3m: stoppers for 3NT
    ("1C P 2D P 3D P", "963.AQ5.KJ7652.8", "3H", "10 HCP, hearts stopped, spades open: shows the heart stopper"),
    ("1C P 2C P 3C P", "K84.A73.52.QJ987", "3NT", "10 HCP, both majors stopped: 3NT"),
    ("1C P 2D P 3D P 3H P", "AQ2.K4.AK93.J652", "3NT", "spades stopped as well: 3NT"),
    ("1C P 2D P 3D P 3H P", "2.KJ93.AK93.AK65", "5D", "singleton spade, nobody stops them: 5♦"),
    ("1C P 2C P 3C P 3S P", "A5.A4.K932.KQJ65", "3NT", "hearts stopped as well: 3NT"),
    ("1C P 2C P 3C P 3S P", "A5.84.AK93.KQJ65", "5C", "hearts stopped by neither hand: 5♣"),
    # ---------------------------------------------------------------- 1♣–1♦–2♦–2♥: no fit, 19+ points
    ("1C P 1D P 2D P 2H P", "A9.Q8.AKJ985.K72", "3D", "17 HCP and six diamonds (19 points), no fit: invites with 3♦"),
    ("1C P 1D P 2D P 2H P 3D P", "Q982.KQ753.62.96", "3NT", "7 HCP and a doubleton diamond: accepts, 3NT"),
    ("1C P 1D P 2D P 2H P 3D P", "K982.Q8753.6.Q96", "P", "7 HCP but a singleton diamond: declines"),
    ("1C P 1D P 2D P 2H P 3D P", "9832.KJ753.62.96", "P", "4 HCP: declines"),
]


@pytest.mark.parametrize("auction,hand,expected,why", CASES,
                         ids=[f"{c[0]}:{c[1]}" for c in CASES])
def test_precision_sequences_textbook(auction, hand, expected, why):
    s = suggest(Hand.from_pbn(hand), auction, "precision")
    assert s.agreed, (why, s.reason)
    assert s.call == Call.from_str(expected), f"{why}: got {s.call} ({s.meaning})"
