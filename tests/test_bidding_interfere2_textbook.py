"""The two-over-one response overcalled (issue 14): opener's rebid over ``1x P 2y 2z`` and
responder's next call over ``1x P 2y 2z P P``.

Every expected call comes from the literature, cited at each position; none is copied from
the engine's output.  The hands are built to show each book's principle (they are not
reprinted from the books).  Sources:

- ACBL, "SAYC System Booklet": a new suit at the two level is 10+ HCP and forcing one round
  (not to game); the overcall relieves opener of the need to rebid, since responder calls
  again;
- William S. Root and Richard Pavlicek, "Modern Bridge Conventions", and William S. Root,
  "Commonsense Bidding": once partner has shown values, opener raises with support, rebids
  a six-card suit, bids no-trump only with their suit stopped, and doubles for penalties
  with length and strength in their suit; an opening facing an opening (13+) bids game;
- Marty Bergen, "Better Bidding with Bergen, Vol. 2: Competitive Bidding, Fit Bids & More":
  with the opponents' suit well held and partner's values shown, double them rather than
  bid a misfit;
- Larry Cohen, "To Bid or Not to Bid" (the law of total tricks): with the balance of power
  and no fit, defend — double them; with a fit, bid.
"""
from __future__ import annotations

import pytest

from bridgelib import Call
from bridgelib.bidding import computer_call

ALL = ("sayc", "acol", "precision")


# (systems, auction from North, hand, the book's call, why)
POSITIONS = [
    # Opener over the overcall of partner's two-over-one.
    # 1. Four hearts headed by K-Q, no fit for clubs, partner has 10+ (9+ in Acol): penalty
    #    double (Root & Pavlicek; Bergen; Cohen — the balance of power and no fit).
    (ALL, "1S P 2C 2H", "AKJ85.KQ93.74.92", "X",
     "length and two honours in their suit, no fit, partner has shown values: penalty double"),
    (ALL, "1H P 2D 2S", "KQ95.AQJ84.72.Q3", "X",
     "♠K-Q-9-x over their 2♠, no diamond fit: penalty double"),
    # 2. Support for partner's suit: raise, as without the overcall (Root & Pavlicek).
    (ALL, "1S P 2C 2H", "AKJ85.73.Q4.A842", "3C",
     "four-card club support: the raise, as without the overcall"),
    # 3. A six-card suit rebid; over a higher overcall it goes to the three level, partner's
    #    two-over-one having shown values (Root & Pavlicek).
    (ALL, "1S P 2C 2H", "AKJ854.K3.Q74.92", "2S",
     "six spades, a minimum: rebids the suit"),
    (ALL, "1D P 2C 2S", "K4.A73.AKJ984.72", "3D",
     "six diamonds under their 2♠: rebids the suit at the three level"),
    # 4. A six-card major and 15+ HCP opposite a two-over-one: game (Root: 26 points).
    (("sayc", "precision"), "1H P 2C 2S", "KQ.AQJ854.K4.984", "4H",
     "six hearts, 15 HCP opposite 10+: game"),
    # 5. Balanced with their suit stopped: no-trump (Root & Pavlicek).
    (("sayc",), "1S P 2D 2H", "AQJ85.KJ7.K4.984", "2NT",
     "balanced minimum, ♥K-J-x stops their suit: 2NT"),
    (ALL, "1D P 2C 2S", "AQ5.K4.AQJ84.Q95", "3NT",
     "18 HCP, balanced, ♠A-Q-x stops their suit: game in no-trump"),

    # Responder after the overcall and opener's pass.
    # 6. Opening values (13+) opposite an opening: game — in the 5-3 major fit, else in
    #    no-trump with their suit stopped (Root, "Commonsense Bidding").
    (ALL, "1S P 2C 2H P P", "K73.84.AJ4.KQ984", "4S",
     "13 HCP and three spades opposite an opening: game in the fit"),
    (ALL, "1H P 2C 2S P P", "K3.Q73.AJ4.KQ984", "4H",
     "15 HCP and three hearts opposite an opening: game in the fit"),
    (ALL, "1S P 2C 2H P P", "K3.A73.KJ4.QJ984", "3NT",
     "14 HCP, ♥A-x-x stops their suit: 3NT"),
    (ALL, "1H P 2D 2S P P", "KJ3.84.AQJ984.Q4", "3NT",
     "13 HCP, ♠K-J-x stops their suit: 3NT"),
    # 7. Four of their suit with two honours and values shown: penalty double (Cohen;
    #    Bergen).
    (ALL, "1S P 2C 2H P P", "Q3.K1095.A4.KJ984", "X",
     "♥K-10-9-5 behind the overcaller, no fit: penalty double"),

    # Responder after opener's penalty double of the overcall.
    # 8. Partner's penalty double stands: with values and a normal hand, pass (Root,
    #    "Commonsense Bidding": do not take out partner's penalty double of a low-level
    #    overcall on a balanced hand; Cohen: no fit and the balance of power — defend).
    (ALL, "1S P 2C 2H X P", "K73.84.AJ4.KQ984", "P",
     "13 HCP, no shortness in their suit: leaves in partner's penalty double"),
    (ALL, "1S P 2C 2H X P", "A3.Q73.KJ4.KJ984", "P",
     "14 HCP with ♥Q-x-x: leaves in partner's penalty double"),

    # The neighbour: responder's 1NT (limited, 6–10; 6–9 in Acol) overcalled, opener passing.
    # 9. A six-card suit the 1NT response could not show: compete with it (Cohen, "To Bid or
    #    Not to Bid": a six-card suit opposite two or more is an eight-card fit — compete at
    #    the two level, the three level with values). Without a long suit or a fit, the
    #    limited hand has said it all: pass (Root, "Commonsense Bidding").
    (ALL, "1D P 1NT 2H P P", "932.107.A6.KJ10653", "3C",
     "six clubs and 9 HCP the 1NT response could not show: competes with 3♣"),
    (ALL, "1D P 1NT 2H P P", "Q98.KJ6.Q83.J962", "P",
     "9 HCP, flat, no long suit and no fit: the limited 1NT has said it all"),
]


@pytest.mark.parametrize(
    "system, auction, hand, expected, why",
    [(s, a, h, e, w) for systems, a, h, e, w in POSITIONS for s in systems],
)
def test_two_over_one_overcalled(system, auction, hand, expected, why):
    got = computer_call(hand, auction, system)
    assert got.call == Call.from_str(expected), (system, auction, hand, why, got.meaning)


@pytest.mark.parametrize("system", ALL)
def test_the_situations_are_the_system_rules(system):
    """The positions are answered by a rule of the system, not by the general principle."""
    got = computer_call("AKJ85.KQ93.74.92", "1S P 2C 2H", system)
    assert got.agreed, got.meaning
