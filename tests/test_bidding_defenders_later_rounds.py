"""The defenders' later calls (issue 14): advancing when responder has acted, the
overcaller's and the doubler's second calls.

Every expected call comes from the literature, cited at each position; none is copied from
the engine's output.  Sources:

- Larry Cohen, "To Bid or Not to Bid" (the Law of Total Tricks): in competition bid to the
  level of the trumps held together — eight trumps the two level, nine the three level, ten
  the four level; the jump raise in competition is preemptive (four trumps, weak); the cue bid
  of the opponents' suit is the raise with values (a limit raise or better); with eight trumps
  or fewer, do not compete at the three level.
- Mike Lawrence, "The Complete Book on Overcalls": advancer raises with three trumps, the
  overcaller passes a raise with a minimum overcall (he treats it as opener treats a single
  raise), rebids a six-card suit rather than pass a misfit, does not bid again opposite a
  preemptive raise without a very good hand; a new suit by advancer is not forcing.
- E. Root & R. Pavlicek, "Modern Bridge Conventions" and E. Root, "Commonsense Bidding"
  (the takeout double): the doubler passes a simple advance with a minimum (up to 15), raises
  with four trumps and 16–18 points, jump raises with 19–21; a double then 1NT shows 18–19
  balanced; a new suit after the double is a strong hand; when responder raises and advancer
  passes, the doubler doubles again only with extra values (17+); responder's bid frees
  advancer, whose bid is then a "free" bid with some values (about 5–8) and a four-card suit;
  the advancer of a balancing action allows for the borrowed king (about 3 points more for
  each action).
- Marty Bergen, "Competitive Auctions": after a penalty double of 1NT, advancer leaves it in
  unless very weak with a five-card suit, when he takes out into the suit.
- The ACBL SAYC System Booklet: 1NT overcall 15–18, two-level overcall, takeout double,
  balancing in the pass-out seat.
"""
import pytest

from bridgelib.bidding import suggest


def _check(hand, auction, expected, system="sayc"):
    s = suggest(hand, auction, system)
    assert s.call.pbn() == expected, (s.call.pbn(), s.meaning)
    assert s.agreed, s.meaning
    return s


# Advancing an overcall when responder raises opener (Cohen: raise to the level of the fit;
# the jump raise in competition is preemptive; the cue bid is the good raise).
@pytest.mark.parametrize("hand, auction, expected", [
    ("K94.KQ63.T854.72", "1C 1D 2C", "3D"),    # four trumps, 8 HCP: nine trumps, the three level
    ("Q82.K74.J853.Q62", "1C 1H 2C", "2H"),    # three trumps, 8 HCP: eight trumps, the two level
    ("KJ4.Q74.AJ53.962", "1C 1H 2C", "3C"),    # three trumps, 11 HCP: the cue bid, limit raise+
    ("KJ84.72.Q953.J62", "1C 1H 2C", "Pass"),  # two trumps, 7 HCP: no fit, defend
])
def test_advancer_after_responders_raise(hand, auction, expected):
    _check(hand, auction, expected)


def test_advancers_cue_bid_after_responders_raise_is_forcing():
    # Cohen: the cue bid shows a limit raise or better; the overcaller may not pass it
    s = _check("KJ4.Q74.AJ53.962", "1C 1H 2C", "3C")
    assert s.rule.forcing == "round"


# Advancing an overcall when responder bids a new suit or 1NT.
@pytest.mark.parametrize("hand, auction, expected", [
    ("9742.A984.65.T87", "1D 1H 1NT", "3H"),   # four trumps and weak: the preemptive jump raise
    ("Q73.852.KJ64.Q73", "1H 1S 2C", "2S"),    # three trumps, 8 HCP: the two-level raise
    ("KQ4.J3.A9852.Q64", "1H 1S 2C", "2H"),    # three trumps, 12 HCP: the cue bid
    ("873.J2.QT743.K52", "1C 1H 1S", "Pass"),  # no fit, 6 HCP: responder's new suit is forcing
])
def test_advancer_after_responders_new_suit_or_1nt(hand, auction, expected):
    _check(hand, auction, expected)


# Responder's cue bid of our suit (a limit raise or better for opener): Cohen's law.
@pytest.mark.parametrize("hand, auction, expected", [
    ("Q742.83.J652.K94", "1D 1S 2S", "3S"),    # four trumps: nine together, the three level
    ("Q74.832.J652.K94", "1D 1S 2S", "Pass"),  # three trumps: eight, not the three level
])
def test_advancer_after_responders_cue_bid(hand, auction, expected):
    _check(hand, auction, expected)


# The overcaller after advancer's raise: as opener after a single raise (Lawrence).
@pytest.mark.parametrize("hand, auction, expected", [
    ("KQJ85.A62.K73.82", "1C 1S P 2S P", "Pass"),   # 13 HCP, 14 points: a minimum, no game
    ("83.AKQ852.KJ4.Q3", "1C 1H P 2H P", "3H"),     # 15 HCP, 17 points: invites game
    ("K72.Q953.J84.K62", "1C 1H P 2H P 3H P", "4H"),  # advancer at the top of the raise: accepts
    ("KQ4.AQJ73.852.93", "1D 1H 2D 3H P", "Pass"),  # the jump raise was preemptive: pass
])
def test_overcaller_after_advancers_raise(hand, auction, expected):
    _check(hand, auction, expected)


def test_advancer_passes_the_overcallers_minimum_after_a_limit_cue_bid():
    # Cohen/Lawrence: the cue bid is a limit raise or better; when the overcaller signs off
    # at the two level, advancer stops with a limit raise
    _check("KQ4.A73.Q842.962", "1C 1S P 2C P 2S P", "Pass")


# The overcaller after advancer's 1NT (Lawrence: pass a minimum, rebid a six-card suit).
@pytest.mark.parametrize("hand, auction, expected", [
    ("KQ2.AJ874.Q53.62", "1C 1H P 1NT P", "Pass"),
    ("93.AKJ874.Q53.62", "1C 1H P 1NT P", "2H"),
])
def test_overcaller_after_advancers_1nt(hand, auction, expected):
    _check(hand, auction, expected)


def test_overcaller_rebids_six_cards_after_the_negative_double_and_openers_rebid():
    # Cohen: six cards opposite the likely doubleton make eight trumps: the two level
    _check("83.KQJ742.A5.952", "1D 1H X P 2D", "2H")


# The doubler's second call (Root: pass a minimum, raise with 16–18, 1NT with 18–19).
@pytest.mark.parametrize("hand, auction, expected", [
    ("AQ63.KJ82.KJ4.53", "1C X P 1H P", "Pass"),   # 14 HCP: a minimum double
    ("AQ63.KJ82.AQ4.53", "1C X P 1H P", "2H"),     # 16 HCP, four trumps: the single raise
    ("AQ2.KQ3.K54.AJ52", "1D X P 1S P", "1NT"),    # 19 HCP balanced, diamonds stopped
    ("AK43.AJ94.QT43.2", "1C P P X P 1NT P", "Pass"),  # balancing double, 14 HCP opposite 8–12
])
def test_doublers_rebid(hand, auction, expected):
    _check(hand, auction, expected)


# Responder raises over the double and advancer passes: the doubler doubles again only with
# extras; advancer, freed by responder's bid, bids with values (Root; Cohen's law).
@pytest.mark.parametrize("hand, auction, expected", [
    ("AQ4.73.KJ83.Q952", "1H X 2H P P", "Pass"),   # a minimum double: defend
    ("AKJ4.7.KQ83.AJ95", "1H X 2H P P", "X"),      # 18 HCP, a singleton heart: doubles again
    ("KJ85.73.Q942.863", "1H X 2H", "2S"),         # a free bid: four spades, 6 HCP
    ("8632.7.J9843.J52", "1H X 2H", "Pass"),       # 2 HCP: responder's bid took the pressure off
])
def test_doubler_and_advancer_after_responders_raise(hand, auction, expected):
    _check(hand, auction, expected)


# A penalty double of 1NT (Bergen): leave it in unless very weak with a five-card suit.
@pytest.mark.parametrize("hand, auction, expected", [
    ("84.J7.97532.8642", "1NT X P", "2D"),
    ("Q84.J73.9753.864", "1NT X P", "Pass"),
])
def test_advancing_a_penalty_double_of_1nt(hand, auction, expected):
    _check(hand, auction, expected)


def test_advancing_a_balancing_overcall_allows_for_the_borrowed_king():
    # Root: the balancer may be light, so advancer needs about a king more to raise; 9 HCP
    # with three trumps raises a balancing overcall (a direct overcall it would raise with 6+)
    _check("K84.Q73.KJ64.T82", "1C P P 1H P", "2H")


# Acol and Precision share these methods (the same books for the defence).
@pytest.mark.parametrize("system", ["acol", "precision"])
@pytest.mark.parametrize("hand, auction, expected", [
    ("K94.KQ63.T854.72", "1D 1H 2D", "3H"),     # (Precision's 1♣ is strong: a 1♦ opening here)
    ("AQ63.KJ82.53.KJ4", "1D X P 1H P", "Pass"),
    ("84.J7.97532.8642", "1NT X P", "2D"),
])
def test_acol_and_precision_share_the_defenders_later_calls(system, hand, auction, expected):
    _check(hand, auction, expected, system)


# Advancing an overcall made over the opponents' opening and response (Cohen's law, as for
# any overcall: three trumps the two level, four trumps the three level).
@pytest.mark.parametrize("hand, auction, expected", [
    ("Q74.852.K963.J62", "1C P 1H 1S P", "2S"),    # three spades, 6 HCP: eight trumps
    ("Q742.85.K963.J62", "1C P 1H 1S P", "3S"),    # four spades, weak: nine trumps, preemptive
    ("85.Q742.K963.J62", "1C P 1H 1S P", "Pass"),  # two spades: no fit, defend
    ("Q74.8532.K96.J62", "1D P 1H 2C P", "Pass"),  # three clubs, 6 HCP: not to the three level
    ("Q7.8532.K96.J762", "1D P 1H 2C P", "3C"),    # four clubs: nine trumps, the three level
])
def test_advancer_after_the_opponents_opening_and_response(hand, auction, expected):
    _check(hand, auction, expected)


# The negative double, opener's rebid and two passes: advancer competes to the level of the
# fit (Cohen): three trumps opposite a one-level overcall the two level; two trumps, pass.
@pytest.mark.parametrize("hand, auction, expected", [
    ("Q74.852.K963.J62", "1D 1S X P 2D P P", "2S"),
    ("74.8532.K96.QJ62", "1D 1S X P 2D P P", "Pass"),
])
def test_advancer_after_the_negative_double_and_openers_rebid(hand, auction, expected):
    _check(hand, auction, expected)


def test_overcaller_does_not_compete_again_after_the_cue_bid_and_advancers_pass():
    # Cohen: advancer's pass shows no fit; five trumps and no support known: no four-level bid
    _check("K3.AQJ85.KJ4.852", "1S 2H 3H P 3S", "Pass")


# Advancing the 1NT overcall (15–18; the SAYC card: "systems on"): as a response to 1NT.
@pytest.mark.parametrize("hand, auction, expected", [
    ("Q74.K52.K963.Q62", "1H 1NT P", "3NT"),   # 10 HCP balanced, no four-card major: game
    ("Q74.J52.K963.Q62", "1H 1NT P", "2NT"),   # 8 HCP balanced: invites
    ("974.852.K963.J62", "1H 1NT P", "Pass"),  # 4 HCP, no five-card suit: to play
])
def test_advancing_the_1nt_overcall(hand, auction, expected):
    _check(hand, auction, expected)


def test_advancing_a_balancing_1nt_allows_for_its_lower_range():
    # the balancing 1NT is 11–14 (the SAYC booklet's balancing ranges): 9 HCP opposite it is
    # no game; the advance that would invite opposite 15–18 passes here
    _check("Q74.Q52.K963.Q62", "1C P P 1NT P", "Pass")


# The preemptive jump raise is not an invitation (Cohen): the overcaller passes it, also when
# both opponents have bid; four trumps and 10 points is not a preemptive raise but the simple
# one (the preemptive jump raise is weak).
@pytest.mark.parametrize("hand, auction, expected", [
    ("KQJ43.K873.T42.J", "1C P 1D 1S P 3S P", "Pass"),
    ("T42.KJ43.Q873.K2", "1C 1H 1S", "2H"),      # four trumps, 9 HCP + a doubleton: 10 points
])
def test_the_preemptive_jump_raise_and_the_overcaller(hand, auction, expected):
    _check(hand, auction, expected)


# Michaels and the unusual 2NT are "weak or strong" (Root & Pavlicek, "Modern Bridge
# Conventions"): after advancer's simple choice of suit the weak type passes; the strong
# type bids again.
@pytest.mark.parametrize("hand, auction, expected", [
    ("QJ874.K9852.3.A2", "1D 2D P 2H P", "Pass"),   # 10 HCP: the weak type
    ("AQJ74.KQ985.3.A2", "1D 2D P 2H P", "3H"),     # 16 HCP: the strong type invites
])
def test_the_two_suited_bidder_after_advancers_choice(hand, auction, expected):
    _check(hand, auction, expected)


def test_advancing_a_weak_jump_overcall_over_a_negative_double():
    # Cohen: the raise of a weak jump overcall is to the level of the fit whatever responder
    # does: six opposite three is nine trumps, the three level
    _check("Q74.852.K963.J62", "1C 2S X", "3S")


def test_advancer_accepts_the_strong_two_suiters_invitation():
    # Root & Pavlicek: once the Michaels bidder shows the strong type, advancer bids game
    # with useful values (here 8 HCP: the ace of diamonds and the king of spades)
    _check("KT.65.A652.JT965", "1D 2D P 2H P 3H P", "4H")


# Advancing an overcall of a weak two (the overcall 10–16 at the two level, 12–16 at the
# three: the SAYC booklet's sound overcalls over weak twos): raise with a fit and values,
# no-trump with a stopper, pass without game in view (Cohen: eight trumps stay at two).
@pytest.mark.parametrize("hand, auction, expected", [
    ("K74.Q852.K963.J2", "2H 2S P", "3S"),      # three trumps, 10 points: invites
    ("A74.Q852.K963.K2", "2H 2S P", "3S"),      # three trumps, 12 HCP: the raise before no-trump
    ("A7.Q852.K963.K42", "2H 2S P", "2NT"),     # two trumps, 12 HCP, hearts stopped: invites
    ("974.852.K963.J62", "2H 2S P", "Pass"),    # 4 HCP: eight trumps belong at two
    ("KJ4.Q85.K963.Q62", "2S 3C P", "Pass"),    # 11 HCP, no spade stopper: no game
])
def test_advancing_an_overcall_of_a_weak_two(hand, auction, expected):
    _check(hand, auction, expected)


# After the redouble advancer is no longer forced to bid (Root, "Commonsense Bidding"): he
# shows a five-card suit, or passes and leaves the choice to the doubler, who then bids his
# cheapest four-card suit.
@pytest.mark.parametrize("hand, auction, expected", [
    ("974.85.KJ9632.62", "1H X XX", "2D"),
    ("974.852.K963.J62", "1H X XX", "Pass"),
    ("AQ74.8.KJ96.A632", "1H X XX P P", "1S"),
])
def test_advancer_and_doubler_after_the_redouble(hand, auction, expected):
    _check(hand, auction, expected)


# The overcaller after advancer's raise to three (Cohen: a raise in competition is to the
# level of the fit, not an invitation; ten trumps go to the four level).
@pytest.mark.parametrize("hand, auction, expected", [
    ("JT7.A3.AKT54.Q92", "1C P 1H 2D P 3D P", "Pass"),   # 14 HCP: no game opposite the raise
    ("K3.82.AQJ85.K942", "1S 2D P 3D P", "Pass"),        # 13 HCP: the raise has shown all
    ("QJ9432.A83..AQ42", "1D 1S X 3S P", "4S"),   # six trumps opposite four: ten, the four level
    # 14 HCP + 2 for the six diamonds = 16 points: no game in a minor (29 together, Goren)
    ("J8.8.AKQ432.AT74", "1C P 1S 2D P 3D P", "Pass"),
    ("J8.8.AKQ432.AT74", "1S 2D P 3D P", "Pass"),
])
def test_overcaller_after_advancers_raise_to_three(hand, auction, expected):
    _check(hand, auction, expected)


# Advancing partner's overcall of the opponents' 1NT: the overcall is to play; without a fit
# even 14 HCP is no game opposite it with the no-trump opener's 15–17 over us (the ACBL SAYC
# booklet: a strong no-trump; Root: the overcall of 1NT is mainly to compete).
def test_advancer_passes_the_overcall_of_1nt_without_a_fit():
    _check("A8.AJT.QT64.K964", "1NT 2S P", "Pass")   # 4 + 5 + 2 + 3 = 14 HCP, two spades


# Advancer in the pass-out seat after responder's cue bid and opener's three-level bid:
# Cohen's law — nine trumps the three level, ten the four level, fewer: defend.
@pytest.mark.parametrize("hand, auction, expected", [
    ("Q742.83.J652.K94", "1D 1S 2S P 3D P P", "3S"),    # four trumps (the overcall five): nine
    ("Q74.832.J652.K94", "1D 1S 2S P 3D P P", "Pass"),  # three trumps: eight, defend
    ("Q7.8532.J652.K94", "1S 2D 3D P 3S P P", "Pass"),  # four trumps, the four level: nine is not enough
])
def test_advancer_in_the_pass_out_seat_after_the_cue_bid(hand, auction, expected):
    _check(hand, auction, expected)


# The balancing overcaller after advancer's raise: the raise (9–13) has already counted the
# borrowed king (Root), so the balancer needs only opening values opposite it; the 25-point
# guide for game gives 13–15 points to invite and 16+ for game.
@pytest.mark.parametrize("hand, auction, expected", [
    ("KQJ6.KQJ962.6.Q8", "1D P P 1H P 2H P", "4H"),     # 14 HCP, a six-card suit: 16 points
    ("KQ7.AJ875.83.Q52", "1D P P 1H P 2H P", "3H"),     # 12 HCP, 13 points: invites
    ("K72.QJ985.83.Q52", "1D P P 1H P 2H P", "Pass"),   # 8 HCP: a light balance, no game
    ("A84.K73.J642.K52", "1D P P 1H P 2H P 3H P", "4H"),  # 11 points, the upper part: accepts
])
def test_balancing_overcaller_after_advancers_raise(hand, auction, expected):
    _check(hand, auction, expected)


# The overcaller of a weak two after advancer's invitational raise: the upper part of the
# overcall (10–16) accepts.
@pytest.mark.parametrize("hand, auction, expected", [
    ("AKJ942.A83.5.Q42", "2D 2S P 3S P", "4S"),    # 14 HCP, six spades: 16 points
    ("KJ9842.A83.5.Q42", "2D 2S P 3S P", "Pass"),  # 10 HCP: the lower part, declines
])
def test_weak_two_overcaller_after_advancers_raise(hand, auction, expected):
    _check(hand, auction, expected)


# The overcaller when the opponents compete over advancer's raise (Cohen: eight trumps the
# two level, nine the three, ten the four; with no more trumps than that, defend).
@pytest.mark.parametrize("hand, auction, expected", [
    ("AJ875.T9.AQ732.3", "1C 1D 2C 3D 4C", "Pass"),     # five trumps opposite four: nine
    ("3.AJ8752.AQ7.T93", "1C 1H 2C 3H 4C", "4H"),       # six trumps opposite four: ten
    ("KQ5.AJ875.T82.93", "1C 1H 2C 2H 3C", "Pass"),     # five trumps opposite three: eight
    ("K5.AJ8752.T82.93", "1C 1H 2C 2H 3C", "3H"),       # six opposite three: nine
    ("T52.AT863.2.AT54", "1C 1H 1S 2H P", "Pass"),      # 8 HCP: no game opposite the raise
])
def test_overcaller_when_the_opponents_compete_over_the_raise(hand, auction, expected):
    _check(hand, auction, expected)


# The overcaller in the pass-out seat after responder's raise: advancer could not raise, so
# only a six-card suit competes (Cohen: six opposite a likely doubleton, eight trumps); with
# two or more of their suit the overcaller defends.
@pytest.mark.parametrize("hand, auction, expected", [
    ("A98.82.A98.QJ842", "1H 2C 2H P P", "Pass"),   # five clubs, two hearts: defend
    ("83.KQJ742.A5.952", "1C 1H 2C P P", "2H"),
])
def test_overcaller_in_the_pass_out_seat_after_responders_raise(hand, auction, expected):
    _check(hand, auction, expected)


# Advancing a two-level overcall with three trumps and a weak hand: the overcall's five and
# our three are eight trumps — the two level, where the overcall already stands (Cohen, "To
# Bid or Not to Bid"): pass, not the raise of 8–10 points.
@pytest.mark.parametrize("hand, auction", [
    ("J874.AJ7.984.843", "1D 2C P"),    # 1 + 5 = 6 HCP, 4-3-3-3, three clubs
    ("T3.JT2.532.KQT62", "1S 2H P"),    # 1 + 5 = 6 HCP and a doubleton spade (7 dummy points)
])
def test_advancer_passes_the_two_level_overcall_with_three_trumps_and_a_weak_hand(hand, auction):
    _check(hand, auction, "Pass")
