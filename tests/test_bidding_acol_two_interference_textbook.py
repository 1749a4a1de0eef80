"""Acol twos when the opponents come in: textbook positions for the situations added.

Sources, by the book and its section:

- [KL] R. Klinger, "Guide to Better Acol Bridge", *the Acol two*: eight playing tricks,
  forcing for one round; responder's positive answers are the raise (3+ support, 6+) and a
  new suit (five cards, 8+), the negative 2NT (0–7); after the negative opener rebids a
  six-card suit or shows a second suit, not forcing, and responder raises the rebid suit
  with support and a useful card (a doubleton will do opposite six), or gives preference
  between opener's two suits at the cheapest level.
- [INT] The treatment of interference over a forcing opening that the strong 1♣ of
  Precision uses too (Wei & Truscott, "Precision Bidding in Bridge", *interference over
  1♣*) and the Bridge Base Forums thread "Interference over our strong 2C opening": the
  overcall gives opener another turn, so responder's pass is the negative (it replaces
  2NT) and every positive keeps its meaning where it is still legal; in a forcing
  sequence a double is for penalties.
- [LTT] L. Cohen, "To Bid or Not to Bid": with four or more trumps opposite a five-card
  suit the side holds nine or ten — compete to the three level.

Responder's raise over the interference is the positive raise [KL, INT] (or, short of a
positive, the four-trump raise [LTT]); opposite the Acol two's eight playing tricks either is a
fit for game, and neither is an invitation: opener bids the game and has no pass to decline
with (before, the general "partner raised our suit to three" state read the raise as an
invitation, accepted it "with the upper part of our range" and offered a pass as runner-up).

Each expected call is worked out from those rules by hand, not read from the code.
"""

from __future__ import annotations

import pytest

from bridgelib import Call, Hand
from bridgelib.bidding import suggest

POSITIONS = [
    # ------------------------------------------- responder after the overcall [KL, INT]
    ("2S 3D", "J109.Q95.J9.T9864", "P",
     "4 HCP (Q 2, J 1, J 1), no positive: the pass is the negative"),
    ("2S 3D", "K95.Q73.J92.T864", "3S",
     "three spades, 6 HCP (K 3, Q 2, J 1): the positive raise, still legal at three"),
    ("2H 3S", "95.K73.QJ92.T864", "4H",
     "three hearts, 6 HCP (K 3, Q 2, J 1): the positive raise, 3♥ taken away — game"),
    ("2H 2S", "73.84.KQJ96.Q842", "3D",
     "five diamonds, 8 HCP (K 3, Q 2, J 1, Q 2): the positive new suit, at the three level"),
    ("2D 2S", "862.J104.Q843.953", "3D",
     "four diamonds, 3 HCP (J 1, Q 2): short of a positive, competes to three [LTT]"),
    # ------------------------------------------- responder after a takeout double [KL, INT]
    ("2H X", "84.J73.K9642.Q85", "3H",
     "three hearts, 6 HCP (J 1, K 3, Q 2): the positive raise, as without the double"),
    ("2H X", "9742.83.J9642.53", "P",
     "1 HCP: the pass is the negative — the double gives opener another turn"),
    # ------------------------------------------- opener after the negative pass [KL, INT]
    ("2S 3D P P", "AKQ876.7.K853.K2", "3S",
     "six spades: rebids them — eight playing tricks do not let 3♦ end the auction"),
    ("2S 3C P P", "AKJ107.AKJ74.A54.", "3H",
     "five spades, five hearts: shows the second suit"),
    ("2H 3C P P", "AK.AKQ84.K5.J1093", "X",
     "five hearts, no second suit, four clubs: a penalty double in the forcing auction"),
    ("2H 3C P P X P", "9842.73.Q852.K64", "P",
     "opener's double is for penalties: the negative leaves it in"),
    # ------------------------------------------- the negative after opener's rebid [KL]
    ("2S 3D P P 3S P", "J4.Q952.J743.Q85", "P",
     "two spades and 6 HCP (J 1, Q 2, J 1, Q 2): not enough to raise — pass"),
    ("2S 3D P P 3S P", "J94.Q95.J743.Q82", "4S",
     "three spades and 6 HCP (J 1, Q 2, J 1, Q 2): support and useful cards — game"),
    ("2S 3C P P 3H P", "83.Q62.J9742.Q85", "P",
     "two spades, three hearts: no preference for spades, pass the second suit"),
    ("2S 3C P P 3H P", "842.Q6.J9742.Q85", "4S",
     "three spades and 5 HCP (Q 2, J 1, Q 2): the jump preference, game in the first suit"),
    # ------------------------------------------- opener after a positive new suit [KL]
    ("2S 3C 3H P", "AKQJ65.A4.K93.72", "3S",
     "two hearts, six spades: rebids the spades, game forced"),
    ("2S 3C 3H P", "AKJ105.A4.K932.K7", "3NT",
     "two hearts, five spades, the club king guarded: 3NT"),
    ("2S 3C 3H P", "AKJ105.A4.KQ93.72", "4S",
     "two hearts, no club stopper: game in the major"),
]


@pytest.mark.parametrize("auction,hand,expected,why", POSITIONS,
                         ids=[f"{c[0]}:{c[1]}" for c in POSITIONS])
def test_acol_two_interference(auction, hand, expected, why):
    s = suggest(Hand.from_pbn(hand), auction, "acol")
    assert s.agreed, (why, s.reason)
    assert s.call == Call.from_str(expected), f"KL/INT — {why}: got {s.call} ({s.meaning})"


RAISED = [
    ("2S 3C 3S P", "AKQJ763.A4.Q3.72", "4S",
     "seven spades, 16 HCP (A 4, K 3, Q 2, J 1, A 4, Q 2): the Acol two opposite the raise over 3♣: game"),
    ("2S X 3S P", "AKQJ76.AKJ.32.72", "4S",
     "six spades, 18 HCP (A 4, K 3, Q 2, J 1, A 4, K 3, J 1): the raise over the double, game"),
    ("2H 2S 3H P", "K4.AKQJT6.A32.72", "4H",
     "six hearts, 17 HCP (K 3, A 4, K 3, Q 2, J 1, A 4): the raise over 2♠, game"),
]


@pytest.mark.parametrize("auction,hand,expected,why", RAISED, ids=[c[0] for c in RAISED])
def test_acol_two_raised_over_interference_is_game_not_an_invitation(auction, hand, expected, why):
    s = suggest(Hand.from_pbn(hand), auction, "acol")
    assert s.agreed, (why, s.reason)
    assert s.call == Call.from_str(expected), f"{why}: got {s.call} ({s.meaning})"
    assert "accepts the invitation" not in s.meaning.lower(), s.meaning
    assert s.runner_up is None or not s.runner_up.call.is_pass, (
        f"{why}: the raise is no invitation to decline, yet the runner-up is a pass "
        f"({s.runner_up.meaning})")
