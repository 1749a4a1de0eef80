"""SAYC's remaining constructive gaps (issue 14, helper sayc3).

Every expected call comes from the literature, cited at each position; none is copied from
the engine's output.  Sources:

- William S. Root & Richard Pavlicek, "Modern Bridge Conventions" (New Minor Forcing): in
  standard bidding, after opener's 1NT rebid responder's bid of a new suit lower-ranking than
  his first, at the two level, is natural and not forcing — a weak hand with five cards in
  the first suit and four or more in the second, offering a choice of partscores (the
  reason New Minor Forcing had to be invented for the forcing hands);
- William S. Root, "Commonsense Bidding": with two five-card suits, show both — bid the
  higher first and the lower next, cheaply, so that partner can choose the trump suit;
  a hand with a void in partner's suit does not pass a misfit in it at the two level when
  a second five-card suit can be shown below a reverse; with four-card support for
  partner's major, support it; no-trump only with the unbid suits stopped; the player who
  asked is the captain and places the contract, counting tricks opposite a solid suit;
- ACBL SAYC System Booklet (weak two-bids): after the 2NT ask opener rebids his suit with a
  minimum, shows a feature (an ace or king) with a maximum, and bids 3NT with a solid suit
  (A-K-Q-x-x-x).
"""
from __future__ import annotations

import pytest

from bridgelib import Call
from bridgelib.bidding import computer_call


# (system, auction from North, hand, the book's call, why)
POSITIONS = [
    # 1. Weak responder, 5-4, after opener's 1NT rebid: the lower second suit, not forcing
    #    (Root & Pavlicek, "Modern Bridge Conventions").
    ("sayc", "1D P 1S P 1NT P", "KJ852.Q1054.3.J82", "2H",
     "1♦–1♠–1NT: 5♠-4♥, 7 HCP — 2♥, a natural non-forcing partscore choice"),
    # (Root & Pavlicek's natural 2♣ is standard bidding without New Minor Forcing; SAYC here
    # plays it (see its notes), so 2♣ after 1♦–1♥–1NT is artificial and the weak 5-5 hand,
    # not balanced, rebids its five-card major instead, to play.)
    ("sayc", "1D P 1H P 1NT P", "52.KJ852.3.Q10542", "2H",
     "1♦–1♥–1NT: 5♥-5♣, 6 HCP, singleton diamond — 2♣ would be New Minor Forcing: 2♥, to play"),
    ("sayc", "1C P 1S P 1NT P", "QJ852.K10542.3.82", "2H",
     "1♣–1♠–1NT: 5-5 in the majors, 6 HCP — 2♥ offers the choice"),
    # 2. 5-5 in the majors with a void in opener's rebid minor: show the second suit
    #    rather than pass the misfit (Root, "Commonsense Bidding").
    ("sayc", "1C P 1S P 2C P", "AJ942.QJ986.986.", "2H",
     "1♣–1♠–2♣: 5-5 majors, 8 HCP, club void — 2♥, not pass"),
    ("sayc", "1D P 1S P 2D P", "KQ1094.QJ1086.9.86", "2H",
     "1♦–1♠–2♦: 5-5 majors, 8 HCP, diamond singleton — 2♥"),
    #    Opener, offered the choice, passes or goes back to responder's first (longer) suit
    #    with three cards and no more in the second (Root & Pavlicek).
    ("sayc", "1D P 1S P 1NT P 2H P", "K43.Q2.AJ54.K432", "2S",
     "three spades, two hearts: preference to 2♠"),
    ("sayc", "1D P 1S P 1NT P 2H P", "K4.Q32.AJ54.K432", "P",
     "two spades, three hearts: pass 2♥"),
    # 3. Four-card support for opener's one-level major rebid and 11–12 points: the jump raise
    #    (invitational), not 2NT — a major fit comes before no-trump (Root, "Commonsense
    #    Bidding": with four-card support for partner's major, support it).
    ("sayc", "1D P 1H P 1S P", "Q743.A753.87.AJ9", "3S",
     "1♦–1♥–1♠: 4-4 in the majors, 11 HCP, balanced — 3♠, not 2NT"),
    ("sayc", "1C P 1H P 1S P", "KJ74.AQ753.87.92", "3S",
     "1♣–1♥–1♠: four spades, 10 HCP and a fifth heart — 3♠ invites"),
    # 5. The weak two's 3NT answer is a solid suit (ACBL SAYC System Booklet); a maximum
    #    with neither a feature nor a solid suit rebids the suit.  The asker places the
    #    contract (Root): six tricks in the suit and six quick tricks make 6NT; a side suit
    #    unstopped — four of the major; else 3NT stands.
    ("sayc", "2S P 2NT P", "AKQ982.76.83.962", "3NT",
     "solid A-K-Q spades, no outside ace or king: 3NT"),
    ("sayc", "2S P 2NT P", "KQJ982.Q6.Q3.962", "3S",
     "a maximum without a feature or a solid suit: not 3NT"),
    ("sayc", "2S P 2NT P 3NT P", "4.AK2.AKQ4.AK432", "6NT",
     "six spade tricks and six quick tricks: 6NT"),
    ("sayc", "2S P 2NT P 3NT P", "Q4.AQ2.A7654.432", "4S",
     "clubs unstopped opposite a hand with nothing outside spades: 4♠"),
    ("sayc", "2S P 2NT P 3NT P", "K4.AQ2.AK54.K432", "P",
     "every suit stopped, no twelve tricks: 3NT stands"),
]


@pytest.mark.parametrize("system,auction,hand,expected,why", POSITIONS,
                         ids=[f"{p[0]}-{p[1]}-{p[2]}" for p in POSITIONS])
def test_textbook_position(system, auction, hand, expected, why):
    s = computer_call(hand, auction, system)
    assert s.call == Call.from_str(expected), f"{why}: got {s.call} ({s.meaning})"
