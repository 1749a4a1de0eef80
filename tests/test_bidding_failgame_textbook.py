"""Failed games (issue 14): the game decisions the books make, positions where the bidder
went on to a game that fails.

Every expected call comes from the literature, cited at each position; none is copied from
the engine's output.  Sources:

- William S. Root, "Commonsense Bidding": 26 points for game; 3NT wants 25–26 HCP between
  the hands, since points for shape take no tricks in no-trump; an invitation is accepted
  with values that bring the partnership to game, declined without;
- the ACBL SAYC System Booklet: over the opponents' takeout double of a one-level opening,
  2NT shows a limit raise or better in opener's suit (Jordan); a limit raise invites game
  and opener's return to three of the suit declines it;
- Ron Klinger and Andrew Kambites, "Basic Acol": after the Acol two and the negative 2NT,
  opener's new suit is forcing for one round; the negative gives simple preference to
  opener's first suit at the cheapest level (a doubleton is enough) and jumps to game
  only with three-card support and a useful card; simple preference is no invitation;
- Marty Bergen, "Points Schmoints!": once a fit is found the dummy counts its short suits —
  void 5, singleton 3, doubleton 1 with four trumps, but 3/2/1 with only three;
- Larry Cohen, "To Bid or Not to Bid" (the Law of Total Tricks): a competitive bid to the
  three level shows the trumps that make the three level safe, not values — it invites
  nothing, and the partner does not "bid the same values twice".
"""
from __future__ import annotations

import pytest

from bridgelib import Auction, Call
from bridgelib.auction import parse_calls
from bridgelib.bidding import computer_call


def _call(system: str, auction: str, hand: str):
    """What a computer seat calls: the system's rule where one covers the position, else
    the general principle."""
    return computer_call(hand, Auction("N", parse_calls(auction)), system)


# (systems, auction from North, hand, the book's call, why)
POSITIONS = [
    # 1. Jordan 2NT (limit raise or better in diamonds, the ACBL SAYC booklet) and opener's
    #    3♦: a minimum, the limit raise declined.  Responder holds just the limit raise
    #    (11 HCP): 11 opposite a minimum opening is short of the 25 HCP 3NT wants — pass
    #    (Root).
    (("sayc",), "P P P 1D X 2NT P 3D P", "7.A84.J1063.AQ974", "P",
     "a limit raise opposite opener's sign-off: no 25 HCP for 3NT"),
    # 2. Partner passed our 1♦ (0–5 HCP) and then competed to 3♦ over their 2♥: nine
    #    trumps for the three level (Cohen), no values.  17 HCP and 0–5 opposite make no
    #    3NT, and a void in clubs stops nothing — pass.
    (("sayc", "acol", "precision"), "P P P 1D P P 1H 2D 2H 3D P", "KQ3.A104.AKJT842.-", "P",
     "partner's competitive raise after passing the opening: no invitation, no 3NT"),
    # 3. The invitation accepted: 1♦–1♠–2♦–3♦ invites with about 10–12; 16 HCP with
    #    both unbid suits guarded bring 26 HCP — 3NT (Root).
    (("sayc", "acol", "precision"), "1D P 1S P 2D P 3D P", "K3.KJ4.AQJ874.Q5", "3NT",
     "16 HCP opposite the invitational raise: 26 HCP together, 3NT"),
    # 4. The same with ♥J-x-x and 14 HCP: about 24 HCP together — short of the 25 that
    #    3NT wants; decline (Root).
    (("sayc", "acol", "precision"), "1D P 1S P 2D P 3D P", "K3.J54.AQJ874.Q5", "P",
     "14 HCP opposite the invitational raise: under 25 HCP together, decline"),
    # 5. Acol two in spades, the negative 2NT, opener's 3♥ (forcing one round): with a
    #    doubleton spade and 4 HCP the negative gives simple preference, 3♠ (Klinger).
    (("acol",), "2S P 2NT P 3H P", "T4.42.AT62.T9652", "3S",
     "the negative's doubleton: simple preference at the cheapest level"),
    # 6. With three spades and a king the negative jumps to game (Klinger).
    (("acol",), "2S P 2NT P 3H P", "Q95.842.K62.T965", "4S",
     "three-card support and a useful card: the jump preference"),
    # 7. Opener's eight playing tricks opposite simple preference: no game — pass; the
    #    preference is no invitation, and no-trump with a 5-4 two-suiter is no escape
    #    (Klinger).
    (("acol",), "2S P 2NT P 3H P 3S P", "AKJ87.KQJ9.97.K9", "P",
     "eight playing tricks opposite simple preference: pass"),
    # 8. Precision, 1♣–1♦ (negative)–1♠: the system raises to game with 7+ dummy points,
    #    invites with 5–6.  4 HCP and a singleton with three trumps count 4 + 2 = 6 (Bergen:
    #    3/2/1 with three trumps) — the invitation, not the game.
    (("precision",), "1C P 1D P 1S P", "J73.Q8652.7.J642", "3S",
     "three trumps and a singleton: 6 dummy points, invite"),
    # 9. The same shape with four trumps counts the singleton 3: 7 dummy points — game.
    (("precision",), "1C P 1D P 1S P", "J732.Q865.7.J642", "4S",
     "four trumps and a singleton: 7 dummy points, game"),
]


@pytest.mark.parametrize("systems, auction, hand, expected, why", POSITIONS)
def test_game_decision_by_the_book(systems, auction, hand, expected, why):
    for system in systems:
        got = _call(system, auction, hand)
        assert got.call == Call.from_str(expected), (system, why, got.meaning)


# One judgement of shape, one place: the systems' ``dummy`` and ``short_points`` and the
# general principle's distribution points count short suits with the same tables.
def test_one_count_of_shortness():
    from bridgelib import Hand, Suit
    from bridgelib.bidding.condition import (_VALUES, DUMMY_SHORTNESS, LONG_SHORTNESS,
                                             distribution_points)

    # Goren's dummy points: void 5, singleton 3, doubleton 1 (raising with four trumps)
    h = Hand.from_str("K842.7.A9532.Q8")
    assert _VALUES["dummy"](h) == h.hcp + 3 + 1
    assert distribution_points(h, Suit.SPADES, 5) == 3 + 1 == _VALUES["dummy"](h) - h.hcp
    # the long-trump hand counts 3/2/1 (Pavlicek), as the systems' short_points
    long = Hand.from_str("AKJ842.7.A95.Q84")
    assert distribution_points(long, Suit.SPADES, 3) == 2 == _VALUES["short_points"](long)
    assert DUMMY_SHORTNESS == (5, 3, 1) and LONG_SHORTNESS == (3, 2, 1)
