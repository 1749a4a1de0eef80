"""Accepting and declining game invitations (issue 14, "invite").

Every expected call comes from the literature, cited at each position; none is copied from
the engine's output.  Sources:

- ACBL, "SAYC System Booklet" (Stayman): 1NT–2♣–2♥–2NT is invitational; Stayman asked for a
  major, so responder who does not raise hearts holds four spades — opener with four spades
  too bids them, three with a minimum, four with a maximum; without them, 3NT with a maximum,
  pass with a minimum;
- William S. Root & Richard Pavlicek, "Modern Bridge Conventions" (Stayman): the same
  inference — opener with both majors shows the spade fit over responder's 2NT, at the
  three level (minimum) or in game (maximum);
- C. C. Wei, "The Precision Bidding System in Bridge" / Wei & Truscott, "Precision Bidding
  in Bridge": 1NT is 13–15 (14–15 the maximum), Stayman as in standard methods; after
  1♣–1♦–1NT (16–19 balanced opposite the negative) the same structure at 18–19 for the
  maximum;
- Ron Klinger, "Basic Acol" (the weak no-trump, 12–14, and Stayman: 14 is the maximum);
- ACBL, "SAYC System Booklet" (over the opponents' takeout double): the jump raise is
  preemptive, the limit raise or better goes through 2NT or the redouble — so the raise to
  three over the double is no invitation, and opener bids game only with game values of
  his own opposite a weak hand with four trumps;
- Larry Cohen, "To Bid or Not to Bid" (the law of total tricks): the preemptive jump raise
  shows four trumps, nine together, the three level; with a six-card suit opener knows ten
  trumps and competes to the four level;
- William S. Root, "Commonsense Bidding" (responder's 2NT rebid, 11–12, invites 3NT):
  opener accepts with more than a minimum; with a minimum and a six-card suit, or five
  cards in both suits, he signs off in three of his suit — not forcing, and responder, whose
  2NT was limited, passes it; Klinger, "Basic Acol", the same for Acol.
"""
from __future__ import annotations

import pytest

from bridgelib import Call, Hand
from bridgelib.bidding import computer_call

# (system, auction from North, hand, the book's call, why)
STAYMAN_TWO_HEARTS_2NT = [
    # 1. Precision's 1NT (13–15): responder's 2NT over 2♥ shows four spades (Stayman found
    #    no heart fit).  Opener with four spades too has an eight-card spade fit: 4♠ with
    #    the maximum, 3♠ with the minimum (ACBL SAYC booklet; Root & Pavlicek; Wei's 1NT).
    ("precision", "1NT P 2C P 2H P 2NT P", "AQ52.KJ63.Q52.K3", "4S",
     "15 HCP, both majors: the spade fit found, maximum: game in spades"),
    ("precision", "1NT P 2C P 2H P 2NT P", "KQ52.AJ63.K52.J3", "4S",
     "14 HCP (the top of 13–15), both majors: game in the spade fit"),
    ("precision", "1NT P 2C P 2H P 2NT P", "AQ52.KJ63.Q52.J3", "3S",
     "13 HCP, both majors: the spade fit at the three level, declining game"),
    # 2. Without four spades, the invitation in no-trump: accept with the maximum, decline
    #    with the minimum (unchanged; the same books).
    ("precision", "1NT P 2C P 2H P 2NT P", "AQ5.KJ63.Q52.K32", "3NT",
     "15 HCP, three spades: accepts in no-trump"),
    ("precision", "1NT P 2C P 2H P 2NT P", "AQ5.KJ63.Q52.J32", "P",
     "13 HCP, three spades: declines"),
    # 3. Precision's strong 1♣ rebidding 1NT over the negative 1♦: the same inference, the
    #    maximum being 18–19 (Wei).
    ("precision", "1C P 1D P 1NT P 2C P 2H P 2NT P", "AQ52.KJ63.AQ2.K3", "4S",
     "19 HCP, both majors: game in the spade fit"),
    ("precision", "1C P 1D P 1NT P 2C P 2H P 2NT P", "AQ52.KJ63.Q52.KQ", "3S",
     "17 HCP, both majors: the spade fit, declining game"),
    ("precision", "1C P 1D P 1NT P 2C P 2H P 2NT P", "AQ5.KJ63.AQ2.K32", "3NT",
     "19 HCP, three spades: accepts in no-trump"),
    # 4. SAYC (15–17) and Acol's weak no-trump (12–14) already show the spade fit: the same
    #    judgement in every system (ACBL SAYC booklet; Klinger, "Basic Acol").
    ("sayc", "1NT P 2C P 2H P 2NT P", "KQ52.AJ63.QJ2.K3", "4S",
     "16 HCP, both majors: game in the spade fit"),
    ("sayc", "1NT P 2C P 2H P 2NT P", "AQ52.KJ63.Q52.K3", "3S",
     "15 HCP, both majors: the spade fit, declining game"),
    ("acol", "1NT P 2C P 2H P 2NT P", "AQ52.KJ63.Q52.Q3", "4S",
     "14 HCP (the top of 12–14), both majors: game in the spade fit"),
    ("acol", "1NT P 2C P 2H P 2NT P", "AQ52.KJ63.J52.J3", "3S",
     "12 HCP, both majors: the spade fit, declining game"),
]


@pytest.mark.parametrize("system,auction,hand,book,why", STAYMAN_TWO_HEARTS_2NT)
def test_opener_with_both_majors_shows_the_spade_fit_over_stayman_2nt(system, auction, hand,
                                                                       book, why):
    got = computer_call(hand, auction, system)
    assert got.call == Call.from_str(book), (system, auction, hand, why, got.meaning)
    assert got.agreed, (system, auction, hand, got.meaning)


def test_the_positions_hold_the_counts_they_claim():
    """The HCP the reasons state (13–15 no-trump: 13 minimum, 14–15 maximum)."""
    counts = {"AQ52.KJ63.Q52.K3": 15, "KQ52.AJ63.K52.J3": 14, "AQ52.KJ63.Q52.J3": 13,
              "AQ5.KJ63.Q52.K32": 15, "AQ5.KJ63.Q52.J32": 13, "AQ52.KJ63.AQ2.K3": 19,
              "AQ52.KJ63.Q52.KQ": 17, "AQ5.KJ63.AQ2.K32": 19, "KQ52.AJ63.QJ2.K3": 16,
              "AQ52.KJ63.Q52.Q3": 14, "AQ52.KJ63.J52.J3": 12}
    for hand, hcp in counts.items():
        assert Hand.from_pbn(hand).hcp == hcp, hand


# (systems, auction from North, hand, the book's call, why)
PREEMPTIVE_RAISE_OVER_THE_DOUBLE = [
    # 1. 1♠ (X) 3♠: responder's jump raise is weak (the limit raise would have bid 2NT).
    #    17 HCP is no game opposite 0–9 with four trumps: pass (SAYC booklet) — the
    #    upper part of opener's range does not "accept" an obstruction.
    (("sayc", "acol", "precision"), "1S X 3S P", "AKJ52.K3.KQ2.J73", "P",
     "17 HCP opposite a preemptive raise: no game, pass"),
    (("sayc", "acol", "precision"), "1H X 3H P", "K3.AKJ52.KQ2.J73", "P",
     "17 HCP opposite a preemptive raise in hearts: pass"),
    # Precision's 1♠ is 11–15: 14 HCP is its upper range, still no invitation to accept.
    (("precision", "sayc", "acol"), "1S X 3S P", "AKJ52.K3.Q52.J73", "P",
     "14 HCP opposite a preemptive raise: pass"),
    # 2. Game values of opener's own (19 points) still bid game opposite a weak raise.
    (("sayc", "acol", "precision"), "1S X 3S P", "AKJ52.3.AKQ2.J73", "4S",
     "18 HCP and a five-card suit (19 points): game even opposite a weak raise"),
    # 3. Six spades opposite four: ten trumps, the four level (Cohen).
    (("sayc", "acol", "precision"), "1S X 3S P", "AKJ852.K3.Q52.73", "4S",
     "six trumps opposite the preemptive raise's four: ten together, the four level"),
]


@pytest.mark.parametrize("systems,auction,hand,book,why", PREEMPTIVE_RAISE_OVER_THE_DOUBLE)
def test_the_preemptive_raise_over_the_double_is_no_invitation(systems, auction, hand, book,
                                                                 why):
    for system in systems:
        got = computer_call(hand, auction, system)
        assert got.call == Call.from_str(book), (system, auction, hand, why, got.meaning)
        assert got.agreed, (system, auction, hand, got.meaning)


def test_the_preemptive_raise_positions_hold_their_counts():
    for hand, hcp, points in (("AKJ52.K3.KQ2.J73", 17, 18), ("K3.AKJ52.KQ2.J73", 17, 18),
                              ("AKJ52.K3.Q52.J73", 14, 15), ("AKJ52.3.AKQ2.J73", 18, 19),
                              ("AKJ852.K3.Q52.73", 13, 15)):
        h = Hand.from_pbn(hand)
        assert (h.hcp, h.hcp + h.length_points) == (hcp, points), hand


# (systems, auction from North, hand, the book's call, why)
OVER_RESPONDERS_2NT_INVITATION = [
    # 1. 1♥–1♠–2♥–2NT: opener with a minimum and six hearts signs off in 3♥ rather than
    #    passing 2NT with an unbalanced hand (Root; Klinger).
    (("sayc", "acol"), "1H P 1S P 2H P 2NT P", "K3.AQ8652.Q52.J7", "3H",
     "12 HCP and six hearts: three of the long suit, to play"),
    (("sayc", "acol"), "1D P 1S P 2D P 2NT P", "K3.Q7.AQ8652.J72", "3D",
     "12 HCP and six diamonds: three of the long suit, to play"),
    # 2. 1♥–1♠–2♣–2NT: a minimum 5-5 signs off in the second suit.
    (("sayc", "acol"), "1H P 1S P 2C P 2NT P", "3.AQ852.Q5.KJ732", "3C",
     "12 HCP, 5-5 with a singleton spade: three of the second suit, to play"),
    # 3. More than a minimum accepts.
    (("sayc", "acol"), "1H P 1S P 2H P 2NT P", "K3.AQJ652.KQ2.J7", "3NT",
     "16 HCP opposite 11–12: game"),
    # 4. Responder (11–12) passes opener's sign-off: the invitation has been declined.
    (("sayc", "acol"), "1H P 1S P 2H P 2NT P 3H P", "AJ52.73.Q852.KJ3", "P",
     "11 HCP, two hearts: opener declined, pass"),
    (("sayc", "acol"), "1H P 1S P 2H P 2NT P 3H P", "AJ52.K73.Q85.J73", "P",
     "11 HCP and three hearts: the invitation was declined, not renewed — pass"),
]


@pytest.mark.parametrize("systems,auction,hand,book,why", OVER_RESPONDERS_2NT_INVITATION)
def test_opener_over_responders_2nt_invitation_and_the_sign_off(systems, auction, hand, book,
                                                                 why):
    for system in systems:
        got = computer_call(hand, auction, system)
        assert got.call == Call.from_str(book), (system, auction, hand, why, got.meaning)
        assert got.agreed, (system, auction, hand, got.meaning)


def test_the_2nt_invitation_positions_hold_their_counts():
    for hand, hcp in (("K3.AQ8652.Q52.J7", 12), ("K3.Q7.AQ8652.J72", 12),
                      ("3.AQ852.Q5.KJ732", 12), ("K3.AQJ652.KQ2.J7", 16),
                      ("AJ52.73.Q852.KJ3", 11), ("AJ52.K73.Q85.J73", 11)):
        assert Hand.from_pbn(hand).hcp == hcp, hand
