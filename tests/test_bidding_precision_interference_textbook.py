"""Precision: the strong, artificial 1♣ (16+) when the opponents interfere.

Sources (read through summaries, not the full books — see the comment on each):
[WEI] C. C. Wei & A. Truscott, "Precision Bidding in Bridge", the chapter on interference over
      1♣, read only as summarised by players of the system ("pass 0–4, double 5–8, bid 9+ —
      the approach in the old Precision books"): responder's calls over an overcall are by
      strength — pass the weakest, double with some values, a bid with a positive.
[IP]  P. F. Dubois, "Imprecise Precision", §5.1 "Direct Interference" (its web edition):
      §5.1.2 over a suit overcall at the one or two level pass is 0–5, double is 6–8 *or* a
      positive balanced hand with no stopper (responder promises another bid), a new suit is
      natural with five cards, 8+ and game forcing, no-trump is game forcing and promises a
      stopper, the cue bid is a game-forcing three-suiter short in their suit; §5.1.1 over a
      double of 1♣ pass is 0–5, redouble 6–8 (or a positive hand with no good bid), the suit
      bids are the positive responses (five cards, game forcing), 1NT a positive; after a pass
      and an opponent's bid opener acts as if they had opened — his double is for takeout.
The system's own split is kept: the negative 1♦ is 0–7 and the positives are 8+ ([WEI]), so
the double and the redouble are 6–7 (IP's 6–8 less the 8-counts that are positives), and the
positive no-trump ranges over a one-level overcall are those of the uncontested responses
(1NT 8–13, 2NT 14+, [WEI]). Opener's rebids: with 16+ and a long suit he bids it; balanced
with a stopper in their suit, no-trump; after a positive (game forcing) he supports
partner's suit with three cards, else bids no-trump with a stopper or his own suit ([IP]
§4.4.1 "opener bids responder's suit" and §4.4.2 "opener bids his own strain", carried over
to the contested auction by IP's "ignore their interference when we can").
Each expected call is worked out by hand from those rules, not read from the code.
"""

from __future__ import annotations

import pytest

from bridgelib import Call, Hand
from bridgelib.bidding import suggest

CASES = [
    # ------------------------------------------------------------ responder over 1♣ (1♥) [WEI][IP §5.1.2]
    ("1C 1H", "K8753.Q4.J82.K93", "1S", "9 HCP, five spades: the natural positive, forcing to game"),
    ("1C 1H", "975.84.Q82.J9832", "P", "3 HCP: the weakest hand passes (0–5; WEI 0–4)"),
    ("1C 1H", "Q75.84.K82.J9832", "X", "6 HCP: the double shows values short of a positive"),
    ("1C 1H", "KJ7.QJ4.J82.K932", "1NT", "11 HCP balanced with QJx in hearts: 1NT, a stopper, game forcing"),
    ("1C 1H", "KJ75.84.AJ8.K932", "X",
     "12 HCP balanced but no heart stopper and no five-card suit: the double (IP: a positive with no stopper)"),
    ("1C 1H", "J75.K4.Q82.AJ983", "2C", "11 HCP, five clubs: 2♣, natural positive (not a jump), game forcing"),
    ("1C 1S", "K.KJ75.Q842.K932", "2S", "12 HCP, 1-4-4-4: the cue bid, a game-forcing three-suiter short in spades"),
    ("1C 1D", "AQ7.K84.KJ9.Q932", "2NT", "15 HCP balanced, diamonds stopped: 2NT (14+), game forcing"),
    # ------------------------------------------------------------ responder over a two-level overcall [IP §5.1.2]
    ("1C 2H", "K875.4.Q842.KJ93", "3H", "9 HCP, 4-1-4-4: the cue bid 3♥, three-suited, short in hearts"),
    ("1C 2D", "AQ863.J4.832.K93", "2S", "10 HCP, five spades: 2♠, natural positive"),
    ("1C 2S", "84.K4.AQ983.J932", "3D", "10 HCP, five diamonds: 3♦, natural positive"),
    ("1C 2H", "Q75.J84.K8.J9832", "X", "7 HCP: the double, values short of a positive"),
    ("1C 2H", "K75.KJ4.Q82.J983", "2NT", "10 HCP balanced, KJx in hearts: 2NT, a stopper, game forcing"),
    # ------------------------------------------------------------ over a three-level overcall [IP §5.1.3]
    # IP: with 0–6 responder passes; a suit is five cards and game forcing; the double is
    # game forcing with no suit to bid below 3NT; opener bids a five-card suit, tries 3NT
    # or passes the double for penalties.
    ("1C 3H", "K8753.4.J82.K932", "3S", "9 HCP, five spades: 3♠, natural and game forcing"),
    ("1C 3H", "975.84.J82.Q9432", "P", "3 HCP: passes (0–6)"),
    ("1C 3S", "J5.Q43.KJ98.K943", "X", "10 HCP, no five-card suit, no spade stopper to bid 3NT: the double"),
    ("1C 3S X P", "KJ97.AK2.A82.K93", "P", "four spades including KJ: passes the double for penalties"),
    ("1C 3S X P", "A.KJ2.A82.AQ9532", "4C", "six clubs, unbalanced, no penalty pass: names the suit"),
    # ------------------------------------------------------------ over the unusual 2NT (♦ and ♥)
    # IP §5.1.2 carried to the two-suited 2NT, as to any two-level interference: pass the
    # weakest (0–5), double with values, a five-card suit they did not show is the natural
    # positive; opener then bids a long suit of his own over their choice
    ("1C 2NT", "J2.653.JT.AQT532", "3C", "8 HCP, six clubs (not a suit of theirs): the natural positive"),
    ("1C 2NT", "KJ752.65.J84.Q93", "X", "7 HCP, no positive: the double shows the values"),
    ("1C 2NT", "J2.653.JT9.Q9532", "P", "4 HCP: passes (0–5)"),
    ("1C 2NT X 3H", "AK9653.65.A.AQJ7", "3S", "18 HCP, six spades over their heart choice: names the suit"),
    # ------------------------------------------------------------ responder over the double of 1♣ [IP §5.1.1]
    ("1C X", "K8753.Q4.J82.K93", "1S", "9 HCP, five spades: the positive 1♠ as without the double"),
    ("1C X", "975.84.QJ2.J9832", "P", "4 HCP: pass (0–5)"),
    ("1C X", "K75.84.QJ2.J9832", "XX", "7 HCP: the redouble (6–7 here; IP's 6–8)"),
    ("1C X", "KJ7.QJ4.J82.K932", "1NT", "11 HCP balanced: the positive 1NT"),
    # ------------------------------------------------------------ opener after responder's pass
    ("1C 1H P P", "AK75.KJ4.K82.Q93", "1NT", "16 HCP balanced, KJx in hearts: no-trump"),
    ("1C 1H P P", "AKQ753.4.A82.K93", "1S", "16 HCP, six spades: opener bids his long suit"),
    ("1C 1H P P", "AK75.4.AQ82.KQ93", "X",
     "18 HCP, 4-1-4-4 and no five-card suit: the takeout double (IP §5.1.1: opener's double is takeout)"),
    # ------------------------------------------------------------ opener after responder's double
    ("1C 1H X P", "AK7.KJ4.A82.Q932", "1NT", "17 HCP balanced with a heart stopper: 1NT"),
    ("1C 1H X P", "AK75.Q4.A82.KQ93", "1S", "18 HCP, no heart stopper: names the four-card spade suit"),
    ("1C 1H X P", "A7.K4.AQ8.KJ9532", "2C", "17 HCP, six clubs: opener bids his long suit"),
    # ------------------------------------------------------------ opener after a positive (game forced) [IP §4.4]
    ("1C 1H 1S P", "AK7.Q4.A852.KQ93", "2S", "18 HCP, three spades: supports partner's positive suit"),
    ("1C 2D 2NT P", "AKJ75.Q4.A82.KQ9", "3S", "19 HCP, five spades: opener bids his own suit, forcing"),
    ("1C 1H 1NT P", "AK7.Q84.A852.KQ9", "3NT", "18 HCP, no five-card suit, partner has the heart stopper: 3NT"),
    # ------------------------------------------------------------ the positive responder's second call
    # as over a pass (Wei: after the minor is agreed responder shows extras, else stoppers for
    # 3NT; after opener's suit the positive no-trump raises a major with three), the
    # overcaller's suit being the stopper in question
    ("1C 1S 2C P 3C P", "76.QJ3.Q63.AJ986", "3S", "10 HCP, no spade stopper: the cue bid asks opener for one"),
    ("1C 1D 2C P 3C P", "K4.QJ3.K82.J9853", "3NT", "10 HCP and K82 in their diamonds: 3NT"),
    ("1C 1H 2D P 3D P", "QT94.32.KQJ52.A4", "4D", "12 HCP: extra values, slam interest in the agreed diamonds"),
    ("1C 1S 2C P 3C P 3S P", "AKQ2.K9.952.KQT3", "3NT", "opener stops the spades: 3NT"),
    ("1C 1S 1NT P 2H P", "Q32.AT53.A7.JT75", "4H", "11 HCP, three hearts opposite opener's five: game"),
    ("1C 1S 1NT P 2D P", "KQ84.8743.942.K8", "3NT", "no major fit: 3NT with the spade stopper already shown"),
]


@pytest.mark.parametrize("auction,hand,expected,why", CASES,
                         ids=[f"{c[0]}:{c[1]}" for c in CASES])
def test_precision_strong_club_interference_textbook(auction, hand, expected, why):
    s = suggest(Hand.from_pbn(hand), auction, "precision")
    assert s.agreed, (why, s.reason)
    assert s.call == Call.from_str(expected), f"WEI/IP — {why}: got {s.call} ({s.meaning})"


@pytest.mark.parametrize("system", ["sayc", "acol"])
@pytest.mark.parametrize("auction,hand", [("1C 1H", "Q75.84.K82.J9832"), ("1C X", "K75.84.QJ2.J9832"),
                                          ("1C 2H", "K875.4.Q842.KJ93")])
def test_natural_club_systems_keep_their_own_methods(system, auction, hand):
    # In SAYC and Acol 1♣ is natural: the strong-club methods above must not apply there.
    s = suggest(Hand.from_pbn(hand), auction, system)
    assert s.situation is None or "strong 1♣" not in s.situation, (system, s.situation)


# Where partner's call forces and no rule of the contested auction gives a bid, the
# auction goes on as if the opponents, who have passed since, had not bid ([IP]: "ignore
# their interference when we can"), but only where our calls read as they would over the
# pass (a supporting 2♠ over 1♣ 1♠ (2♦) is no Wei trump ask; 3♣ over 1♣ (1♠) 2♣ supports
# with three, over a pass it is four) and the borrowed call is natural.  Worked by hand
# from the uncontested positions: after 1♣ 1NT (8–13 balanced) a balanced 16–19 with five
# spades shows them (2♠).
QUIET = [
    ("1C X 1NT P", "KJ642.AQ.A82.A74", "2S"),
    ("1C 1S 2C P 3C P", "76.QJ3.Q63.AJ986", None),
    ("1C P 1S 2D 2S P", "AKT95.863.62.Q64", None),
]


@pytest.mark.parametrize("auction,hand,expected", QUIET, ids=[f"{c[0]}:{c[1]}" for c in QUIET])
def test_forced_answer_reads_the_auction_as_if_they_had_not_bid(auction, hand, expected):
    s = suggest(Hand.from_pbn(hand), auction, "precision")
    quiet = "as if the opponents had not bid" in (s.meaning or "")
    assert quiet == (expected is not None), (auction, s.call, s.meaning)
    if expected is not None:
        assert s.call == Call.from_str(expected), (auction, s.call, s.meaning)


# Precision's 1NT is 13–15, so responder passes it with up to 10 HCP (11 invites).  After a
# balancing overcall he doubles with their suit (four with two honours) or bids a long suit;
# otherwise the pass of 1NT already said "no game", and he defends (SAYC's rule for its
# strong no-trump, read with Precision's range: Root, "Commonsense Bidding", the captain).
@pytest.mark.parametrize("auction, hand", [
    ("1NT P P 2S P P", "JT8.K532.Q4.K653"),     # 1 + 3 + 2 + 3 = 9 HCP, no spade length
    ("1NT P P 2H P 3H", "Q963.Q.K75.QT874"),    # 2 + 2 + 3 + 3 = 10 HCP, five clubs only
])
def test_precision_responder_defends_after_the_balancing_overcall_of_1nt(auction, hand):
    s = suggest(Hand.from_pbn(hand), auction, "precision")
    assert s.agreed, s.reason
    assert s.call == Call.from_str("P"), s.meaning
