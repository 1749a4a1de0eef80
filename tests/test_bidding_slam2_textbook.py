"""Missed slams a player can know about (issue 14, slam2): the hand that holds 33 points
together with what partner has shown bids the slam or asks for aces.

Every expected call comes from the literature, cited at each position; none is copied from
the engine's output.  Sources:

- Charles H. Goren, "Point Count Bidding in Contract Bridge": 26 points for game, 33 for a
  small slam, 37 for a grand slam; with a balanced hand and no fit, bid the slam in no-trump
  when the partnership holds 33;
- William S. Root, "Commonsense Bidding": responder's jump shift is a slam try; once the
  jump shifter knows the partnership holds slam values it bids the slam (6NT without a fit);
- the ACBL SAYC System Booklet: 4NT directly over partner's natural no-trump bid is
  quantitative, not Blackwood;
- Eddie Kantar, "Roman Keycard Blackwood": a jump to 4NT directly over partner's opening
  bid in a suit agrees that suit and asks for key cards (1430 answers).
"""
from __future__ import annotations

import pytest

from bridgelib import Auction
from bridgelib.auction import parse_calls
from bridgelib.bidding import computer_call


def _call(system: str, auction: str, hand: str):
    """What a computer seat calls: the system's rule where one covers the position, else
    the general principle."""
    return computer_call(hand, Auction("N", parse_calls(auction)), system)


# (systems, auction from North, hand, the book's call, why)
POSITIONS = [
    # 1. The jump shifter (22 HCP, 5-2-3-3) hears opener's second suit and holds no fit for
    #    either of opener's suits: 22 facing an opening (12+) is 34+ together — Goren's 33,
    #    balanced: 6NT (Root: the jump shifter, knowing the values, bids the slam).
    (("sayc", "acol"), "1H P 2S P 3D P", "AQ1095.AK.863.AKQ", "6NT",
     "jump shift, 22 HCP opposite an opening, no fit, balanced: 6NT"),
    # 2. The same after a jump shift at the three level and opener's new suit: 22 HCP,
    #    2-3-5-3, no eight-card fit: 6NT.
    (("sayc", "acol"), "1S P 3D P 3H P", "KQ.A32.AKQ95.KJ3", "6NT",
     "three-level jump shift, 22 HCP, no fit, balanced: 6NT"),
    # 3. Guard: 17 HCP opposite an opening is short of 33: game only, 3NT (Goren: 26 for
    #    game, 33 for slam).
    (("sayc",), "1H P 2S P 3D P", "AQ1095.AK.863.KJ3", "3NT",
     "jump shift with 17 HCP, no fit: 3NT, short of slam values"),
    # 3a. The jump shifter hears opener's 2NT (balanced, no fit): 22 HCP facing an opening
    #     is 33+ together, balanced — 6NT (Goren's 33), not the 3NT of an accepted invitation.
    (("sayc", "acol"), "1H P 2S P 2NT P", "AQ1095.AK.863.AKQ", "6NT",
     "jump shift, 22 HCP, opener's 2NT shows no fit: 6NT"),
    # 3b. With 18 HCP (about 31 together) the jump shifter invites: 4NT directly over
    #     partner's natural no-trump is quantitative, not Blackwood (ACBL SAYC booklet).
    (("sayc",), "1H P 2S P 2NT P", "AQ1095.AK.863.KQ2", "4NT",
     "jump shift, 18 HCP, opener's 2NT: quantitative 4NT"),
    # 3c. Acol: the jump shifter (23 HCP, five spades) hears opener raise spades: the fit is
    #     found and 33+ points are held together — Blackwood (Goren; Root: once the trump
    #     suit is known), not the 4♠ sign-off of a two-over-one response.
    (("acol", "sayc"), "1H P 2S P 3S P", "AQJ95.AK.863.AKQ", "4NT",
     "jump shift raised, 23 HCP: Blackwood"),
    # 3d. The three-level jump shifter (21 HCP, 2-3-5-3) hears opener rebid spades: no
    #     eight-card fit shown, 21 facing an opening is 33+ together, balanced — 6NT (Goren),
    #     not the 3NT that game forced alone would give.
    (("sayc",), "1S P 3D P 3S P", "K2.A32.AKQ95.KQ3", "6NT",
     "three-level jump shift, opener rebids the suit, 21 HCP balanced: 6NT"),
    # 4. Precision's limited 1♠ (11–15, five cards) facing 20 HCP with four spades and a
    #    doubleton: 33+ points together with the fit — Kantar: jump to 4NT, Roman Key Card
    #    Blackwood agreeing spades.
    (("precision",), "1S P", "KQ108.AK63.AKQ.65", "4NT",
     "20 HCP and four trumps opposite the limited 1♠: RKCB 4NT"),
    # 5. Precision 1♥ facing 19 HCP, four hearts and a singleton club (dummy points 22):
    #    slam values with the fit: 4NT, key cards for hearts (Kantar).
    (("precision",), "1H P", "AKQ.KJ95.AQ1062.5", "4NT",
     "19 HCP, four hearts and a singleton opposite the limited 1♥: RKCB 4NT"),
    # 6. The 1♠ opener answers that jump to 4NT in key cards for spades (Kantar's 1430):
    #    ♠K and ♣A are two key cards, no ♠Q: 5♥.
    (("precision",), "1S P 4NT P", "K10832.Q54.K2.A63", "5H",
     "answering the direct 4NT: two key cards without the trump queen, 5♥"),
]


@pytest.mark.parametrize("systems, auction, hand, expected, why", POSITIONS,
                         ids=[f"{p[0][0]}-{p[1]}-{p[2]}" for p in POSITIONS])
def test_slam2_textbook(systems, auction, hand, expected, why):
    for system in systems:
        got = _call(system, auction, hand)
        assert got.call.pbn() == expected, f"{system}: {why} — got {got.call} ({got.meaning})"
