"""The defenders' calls that had no agreement (issue 14): advancing partner's 1NT overcall
once responder has doubled it, bid a new suit or raised opener.

Every expected call comes from the literature, cited at each position; none is copied from
the engine's output.  Sources:

- The ACBL SAYC System Booklet: the direct 1NT overcall shows 15–18 HCP, balanced, with a
  stopper in opener's suit, and advancer answers it as he would answer a 1NT opening; when the
  opponents bid over our 1NT, Stayman and transfers are off: advancer's bids are natural — a
  two-level suit competes (to play), three of a suit is forcing, 2NT invites, 3NT is to play,
  and a double is for penalties.
- C. H. Goren, "Point Count Bidding" and E. Root, "Commonsense Bidding" (responding to a
  doubled 1NT): with a worthless hand and a five-card suit, take out into the suit — a rescue
  to play, since 1NT doubled opposite a bust goes several down; with some values (about 6+,
  21+ together) or no long suit to run to, leave the double in.
"""
import pytest

from bridgelib.bidding import suggest


def _check(hand, auction, expected, system="sayc"):
    s = suggest(hand, auction, system)
    assert s.call.pbn() == expected, (s.call.pbn(), s.meaning)
    assert s.agreed, s.meaning
    return s


# Partner's 1NT overcall doubled for penalties by responder (Goren, Root: the weakness
# rescue into a five-card suit; otherwise leave it in).
@pytest.mark.parametrize("hand, auction, expected", [
    ("KT9643.2.963.865", "1C 1NT X", "2S"),   # six spades, 3 HCP: rescue, to play
    ("2.KT9643.963.865", "1C 1NT X", "2H"),   # six hearts, 3 HCP: rescue, to play
    ("98.QT876.J52.843", "1S 1NT X", "2H"),   # five hearts, 3 HCP: rescue
    ("8.Q9765.743.J862", "1D 1NT X", "2H"),   # five hearts, 3 HCP: rescue
    ("JT.743.7432.T843", "1D 1NT X", "Pass"),  # no five-card suit: nowhere better to play
    ("K2.QT843.A52.843", "1C 1NT X", "Pass"),  # 9 HCP: 24+ together, leave the double in
    ("843.72.QT843.J52", "1D 1NT X", "Pass"),  # the five-card suit is opener's: no rescue
])
def test_advancer_after_the_1nt_overcall_is_doubled(hand, auction, expected):
    _check(hand, auction, expected)


def test_the_rescue_is_not_forcing():
    # Goren: the takeout of the doubled 1NT is a rescue, to play
    s = _check("KT9643.2.963.865", "1C 1NT X", "2S")
    assert not s.rule.forcing


# Responder bids a new suit over partner's 1NT overcall (SAYC booklet: natural, Stayman and
# transfers off; double for penalties).
@pytest.mark.parametrize("hand, auction, expected", [
    ("73.KJ92.A974.Q63", "1C 1NT 2H", "X"),     # four good hearts, 10 HCP: penalty double
    ("KJ4.KJ2.9743.J63", "1C 1NT 2H", "2NT"),   # 9 HCP, hearts stopped: invites 3NT
    ("A97.KQ4.K852.J62", "1D 1NT 2S", "3NT"),   # 13 HCP, spades stopped: game
    ("8.KJT974.Q52.J63", "1C 1NT 2D", "2H"),    # six hearts, 7 HCP: competes, not a transfer
    ("K2.T8543.642.873", "1C 1NT 2S", "Pass"),   # 3 HCP, the hearts lie below their spades
    ("AQJ974.K3.952.J6", "1C 1NT 2H", "4S"),    # six spades, 11 HCP: game opposite 15–18
    ("KQJ75.A32.952.J6", "1C 1NT 2H", "3S"),    # five spades, 11 HCP: forcing
    ("9872.J98.7432.83", "1C 1NT 2D", "Pass"),   # 1 HCP: nothing to say
])
def test_advancer_after_responders_new_suit_over_the_1nt_overcall(hand, auction, expected):
    _check(hand, auction, expected)


def test_the_three_level_new_suit_is_forcing():
    # SAYC booklet (natural methods over interference): a new suit at the three level is forcing
    s = _check("KQJ75.A32.952.J6", "1C 1NT 2H", "3S")
    assert s.rule.forcing == "round"


# Responder raises opener over partner's 1NT overcall (opener's suit is stopped by the overcall).
@pytest.mark.parametrize("hand, auction, expected", [
    ("KJ4.Q82.A974.J63", "1C 1NT 2C", "3NT"),   # 11 HCP opposite 15–18: game
    ("K84.Q82.J974.Q63", "1C 1NT 2C", "2NT"),   # 8 HCP, balanced: invites 3NT
    ("8.KJT974.Q52.J63", "1C 1NT 2C", "2H"),    # six hearts, 7 HCP: competes
    ("9872.J98.7432.83", "1H 1NT 2H", "Pass"),   # 1 HCP: pass
])
def test_advancer_after_responders_raise_over_the_1nt_overcall(hand, auction, expected):
    _check(hand, auction, expected)


def test_the_undisturbed_advance_of_the_1nt_overcall_is_unchanged():
    # The new situations must not catch the advance with responder passing (SAYC booklet:
    # answer the 15–18 overcall as a 1NT opening: 11 HCP balanced is game)
    _check("KJ4.Q82.A974.J63", "1C 1NT P", "3NT")


@pytest.mark.parametrize("system, hand, auction, expected", [
    ("acol", "98.QT876.J52.843", "1C 1NT X", "2H"),        # Acol's 1NT overcall is 15–18 too
    ("acol", "A97.KQ4.K852.J62", "1D 1NT 2S", "3NT"),
    ("precision", "98.QT876.J52.843", "1D 1NT X", "2H"),
    ("precision", "8.KJT974.Q52.J63", "1D 1NT 2D", "2H"),
])
def test_acol_and_precision_share_the_advances(system, hand, auction, expected):
    _check(hand, auction, expected, system)


# Responder raises the weak two over partner's overcall (L. Cohen, "To Bid or Not to Bid":
# compete to the level of the trumps held together — nine trumps the three level; with eight
# or fewer, do not compete at the three level; game needs game values opposite the overcall).
@pytest.mark.parametrize("hand, auction, expected", [
    ("AT963.742.QJT.K8", "2D 2H 3D", "3H"),    # three trumps, 10 HCP: competes to three
    ("J984.Q96.72.QJ86", "2D 2S 3D", "3S"),    # four trumps: nine together, the three level
    ("T5.J7543.AK7.K82", "2D 2S 3D", "Pass"),   # a doubleton spade: no fit, do not compete
    ("862.Q94.J7532.Q8", "2H 2S 3H", "Pass"),   # three trumps, 5 HCP: eight trumps, defend
    ("K62.AQ5.932.AJ52", "2H 2S 3H", "4S"),    # three trumps, 14 HCP: game opposite 10–16
])
def test_advancer_after_responder_raises_the_weak_two(hand, auction, expected):
    _check(hand, auction, expected)


def test_the_weak_two_raise_situation_shared():
    _check("J984.Q96.72.QJ86", "2D 2S 3D", "3S", "acol")
    _check("J984.Q96.72.QJ86", "2D 2S 3D", "3S", "precision")


# The doubler after advancer's free bid over responder's raise (E. Root, "Commonsense Bidding",
# and Root & Pavlicek, "Modern Bridge Conventions": responder's bid frees advancer, whose bid
# shows some values; the doubler passes with a minimum and bids on only with game values —
# Goren's 26 points together for a major game, 29 for a minor).
@pytest.mark.parametrize("hand, auction, expected", [
    ("KQT3.J842.A642.6", "1C X 2C 3H P", "Pass"),   # 10 HCP opposite 6–11: no game
    ("AKT4.Q84.J9732.2", "1C X 2C 3D P", "Pass"),   # 12 HCP: no 29 points for five diamonds
    ("KQT7.A5.932.K654", "1H X 2H 3D P", "Pass"),   # 13 HCP, a minimum double: pass
    ("KJ84.AQ4.KJ532.2", "1C X 2C 2S P", "3S"),    # 14 HCP + a singleton, four trumps: invites
])
def test_doubler_after_advancers_free_bid_over_responders_raise(hand, auction, expected):
    _check(hand, auction, expected)


# Advancer's cue bid after responder's negative double, declined by the overcaller (Cohen and
# Lawrence: the cue bid is a limit raise or better; the overcaller's return to two of his suit
# shows a minimum overcall; advancer bids game only with game values opposite that minimum).
@pytest.mark.parametrize("hand, auction, expected", [
    ("AK872.854.T7.A72", "1D 1H X 2D P 2H P", "Pass"),   # 11 HCP, a limit raise: no game
    ("975.A8.Q7643.A85", "1D 1S X 2D P 2S P", "Pass"),   # 10 HCP + a doubleton: no game
    ("KQ7.A54.K96.A654", "1C 1S X 2C P 2S P", "4S"),     # 16 HCP: game opposite a minimum
])
def test_advancer_after_the_declined_cue_bid_over_the_negative_double(hand, auction, expected):
    _check(hand, auction, expected)


# The overcaller after advancer's cue bid (a limit raise or better, three-card support) and
# the opponents' bid over it: with no rule, both sides of a real deal passed their 2♠ with
# five hearts facing the cue bid, 5♥ making.  Over interference a free bid shows more than
# a minimum, which passes and leaves the decision to the partner who has described the
# hand (Root, "Commonsense Bidding": the free bid); game in a major wants about 26 points
# together (Goren), so advancer bids it over the free bid with 13 in support and passes
# with the limit raise.  HCP by hand: -.KJT75.AJT3.QT43 = 4 + 5 + 2 = 11;
# 964.KJ875.Q62.J3 = 4 + 2 + 1 = 7; KQJ87.Q3.K72.A54 = 6 + 2 + 3 + 4 = 15;
# J9832.AQ9.K7.K65 = 1 + 6 + 3 + 3 = 13 (+ 1 for the doubleton); 9832.AQ9.K72.K65 = 12, flat.
@pytest.mark.parametrize("system", ["sayc", "acol", "precision"])
@pytest.mark.parametrize("hand, auction, expected", [
    ("-.KJT75.AJT3.QT43", "P 1C P P 1H P 2C 2S", "3H"),   # 11 HCP: the free bid
    ("-.KJT75.AJT3.QT43", "P 1C P P 1H P 2C 3C", "3H"),   # the same over their own suit
    ("964.KJ875.Q62.J3", "P 1C P P 1H P 2C 2S", "Pass"),  # 7 HCP, five hearts: pass
    ("KQJ87.Q3.K72.A54", "P 1D 1S P 2D 2H", "4S"),        # 15 HCP: game, as undisturbed
    ("J9832.AQ9.K7.K65", "P 1C P P 1H P 2C 2S 3H P", "4H"),  # 14 in support: game
    ("9832.AQ9.K72.K65", "P 1C P P 1H P 2C 2S 3H P", "Pass"),  # 12, flat: the limit raise
])
def test_after_the_cue_bid_and_their_bid(system, hand, auction, expected):
    assert sum(len(s) for s in hand.replace("T", "1").replace("-", "").split(".")) == 13
    _check(hand, auction, expected, system)


# Over the opponents' strong openings — the artificial 2♣ and the 20+ balanced 2NT — the
# defender had no agreement at all ("the system does not cover the auction 2NT"), 92 times
# in the benchmark's 4,000 SAYC and Acol board-systems.  Facing 20+ on the left our side
# holds little (12 and their 20 leave some 8 HCP for the other two hands, partner's share
# about 4; Goren: 26 together for game): pass.  Precision
# opens neither (its strong hands open 1♣; its 2♣ is natural and has its own defence).
# AQ3.K82.Q9.J8742 = 6 + 3 + 2 + 1 = 12 HCP.
@pytest.mark.parametrize("system", ["sayc", "acol"])
@pytest.mark.parametrize("auction", ["2C", "2NT", "P 2NT"])
def test_over_their_strong_opening_the_pass_is_agreed(system, auction):
    _check("AQ3.K82.Q9.J8742", auction, "Pass", system)
