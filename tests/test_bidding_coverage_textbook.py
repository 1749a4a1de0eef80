"""Calls no rule gave (issue 14): positions where the bidder had to invent a call — a forced
bid or a principle's bid with no agreement to explain it — now answered by a rule of the
system, as the books give it.

Every expected call comes from the literature, cited at each group; none is copied from the
engine's output.  Sources:

- The ACBL SAYC System Booklet: responses to 1♣/1♦ — 2NT is 13–15 HCP, balanced, forcing to
  game (and, since responder bids a four-card major first, denies one); 3NT is 16–17.
- Mike Lawrence, "The Complete Book on Overcalls", and Larry Cohen, "To Bid or Not to Bid":
  advancer's cue bid of opener's suit is the good raise (a limit raise or better); the
  overcaller with a minimum rebids his suit at the cheapest level, with a sound overcall
  (about 13+) bids game in a major.  Responder's negative double in between changes nothing:
  the cue bid still says "support and values".
- E. Root, "Commonsense Bidding" (the takeout double and the reopening double): a takeout
  double asks for the unbid suits — partner bids his longest unbid suit at the cheapest level,
  or gives preference to the doubler's own suit; with length and strength in the doubled
  suit he passes for penalties.  The doubler raises the advance with four trumps and 16–18
  points, jump raises with 19–21, bids game with more; passes a minimum.
- Mike Lawrence, "The Complete Book on Balancing": the balancing 1NT shows about 11–14 and
  the balancing 2NT 19–21; a balancing double followed by no-trump shows the hand between
  (about 15–18), and the balancing double may be light (the borrowed king) — with no extra
  values the doubler passes the advance.
- The ACBL SAYC booklet / Root on the cue-bid raise by responder (limit raise or better):
  opener with a minimum returns to his suit at the cheapest level, which partner passes
  with only a limit raise; with game values bids game (3NT with a minor and a stopper).
- Ron Klinger, "Guide to Better Acol Bridge" (the suit quality test): length plus honours
  in the suit should be at least the number of tricks bid — seven for a one-level overcall,
  eight at the two level; when both opponents have bid, partner is marked with little and
  only a good six-card suit comes in.  Never overcall in a suit the opponents have bid.
"""
import pytest

from bridgelib.bidding import System, suggest


def _check(hand, auction, expected, system="sayc"):
    s = suggest(hand, auction, system)
    assert s.call.pbn() == expected, (system, s.call.pbn(), s.meaning)
    assert s.agreed, (system, s.meaning)
    return s


# Advancer's cue bid after responder's negative double (Lawrence; Cohen): the good raise.
@pytest.mark.parametrize("system", ["sayc", "acol", "precision"])
@pytest.mark.parametrize("hand, auction, expected", [
    ("AKJ86.964.AT54.3", "1C 1S X 2C P", "2S"),    # 12 HCP, a minimum overcall: declines
    ("AKQ86.K64.AT54.3", "1C 1S X 2C P", "4S"),    # 16 HCP, a sound overcall: game
    ("AT742.8.T84.AK83", "1D 1S X 2D P", "2S"),    # 11 HCP: the suit at the lowest level
])
def test_overcaller_after_advancers_cue_bid_over_a_negative_double(hand, auction, expected,
                                                                    system):
    _check(hand, auction, expected, system)


@pytest.mark.parametrize("system", ["sayc", "acol"])
def test_two_level_overcaller_after_the_cue_bid_over_a_negative_double(system):
    # 1♠ 2♥ X 3♠: the cue bid (11+, support) and a two-level overcall (11+) make game
    _check("Q4.AKJ975.K82.73", "1S 2H X 3S P", "4H", system)


# The passed responder answers opener's takeout double of a two-level balancing overcall
# (Root: bid the longest unbid suit cheaply, else give preference; pass with their suit).
@pytest.mark.parametrize("system", ["sayc", "acol", "precision"])
@pytest.mark.parametrize("hand, auction, expected", [
    ("875.Q932.JT5.932", "1H P P 2D X P", "2H"),   # no unbid four-card suit: preference
    ("K532.84.76.J8532", "1H P P 2D X P", "2S"),   # four spades: the cheapest natural bid
    ("T72.T76.JT975.74", "1S P P 2C X P", "2D"),   # five diamonds: the unbid suit
    ("842.J72.63.KJT92", "1S P P 2C X P", "Pass"),  # five clubs, two honours: for penalties
])
def test_passed_responder_answers_the_reopening_double_of_a_two_level_balance(
        hand, auction, expected, system):
    _check(hand, auction, expected, system)


# SAYC: 1♣/1♦ – 2NT is 13–15 balanced, forcing to game, no four-card major (the booklet).
@pytest.mark.parametrize("hand, auction", [
    ("AQ74.53.K762.KJ5", "1D P 2NT P"),    # 13 HCP with four spades: no major fit to find
    ("AQJ4.KT7.865.K96", "1C P 2NT P"),    # 13 HCP, balanced
    ("5.KJ84.K7.AKT975", "1C P 2NT P"),    # 14 HCP, six clubs: 27–29 together, 3NT
])
def test_sayc_opener_after_the_2nt_response_to_a_minor(hand, auction):
    s = _check(hand, auction, "3NT")
    assert "13–15" in s.meaning


def test_sayc_2nt_response_to_a_minor_is_game_forcing():
    # the booklet: 2NT over 1♣/1♦ is forcing to game — opener may not pass it
    s = suggest("AJ5.Q83.KQ4.J972", "1C P", "sayc")
    assert s.call.pbn() == "2NT" and s.rule.forcing == "game"


# The balancing doubler's rebid after a one-level advance (Lawrence; Root).
@pytest.mark.parametrize("system", ["sayc", "acol", "precision"])
@pytest.mark.parametrize("hand, auction, expected", [
    ("AK6.K63.AT87.K76", "1C P P X P 1H P", "1NT"),   # 17 balanced, ♣ stopper: 15–18
    ("KJ82.Q73.A9.8643", "1C P P X P 1H P", "Pass"),  # 10 HCP: a light balancing double
    ("AQ82.AKJ3.K9.Q64", "1C P P X P 1H P", "3H"),    # four trumps, 20 points: jump raise
    ("KQ82.AJ73.K9.Q64", "1C P P X P 1H P", "2H"),    # four trumps, 16 points: single raise
])
def test_balancing_doubler_rebids_after_a_one_level_advance(hand, auction, expected, system):
    _check(hand, auction, expected, system)


# Opener after responder's cue-bid raise of a two-level overcall (the SAYC booklet; Root).
@pytest.mark.parametrize("system", ["sayc", "acol"])
def test_opener_returns_to_a_minor_at_the_four_level_over_a_three_level_cue_bid(system):
    # 1♣ 2♥ 3♥: a minimum with no stopper in hearts — three clubs is below the cue bid,
    # so four clubs, the cheapest level of opener's suit
    _check("AJT3.J974.K.KJ52", "1C 2H 3H P", "4C", system)


# After the four-level return to the minor (opener's over responder's cue bid, or the
# overcaller's over advancer's): the cue bidder passes with only the limit raise and bids
# the minor game with game values, as over the three-level return (Root: the cue-bid raise
# is a limit raise or better; its bidder goes on only with more) — 3NT is passed.
@pytest.mark.parametrize("system", ["sayc", "acol"])
@pytest.mark.parametrize("hand, auction, expected", [
    ("94.A52.T875.AQ87", "1C 2H 3H P 4C P", "Pass"),    # 10 HCP, 11 with the doubleton
    ("94.A.AT875.AQ876", "1C 2H 3H P 4C P", "5C"),      # 14 HCP and a singleton heart
    ("J.KQ94.8543.A965", "P 1S 2D P 3S P 4D P", "Pass"),  # 10 HCP, 13 with the singleton
    ("J.AQ94.K543.A965", "P 1S 2D P 3S P 4D P", "5D"),    # 14 HCP, 17 with the singleton
])
def test_the_cue_bidder_after_four_of_the_minor(hand, auction, expected, system):
    _check(hand, auction, expected, system)


def test_acol_opener_declines_the_cue_bid_raise_of_a_two_level_overcall():
    # Acol: 1♠ 2♥ 3♥ — a minimum opening (11 HCP) declines with three of the major
    _check("AQ765.82.K94.Q73", "1S 2H 3H P", "3S", "acol")


def test_acol_opener_accepts_the_cue_bid_raise_of_a_two_level_overcall():
    # 15+ points: game opposite a limit raise or better
    _check("AQ765.82.AK4.Q73", "1S 2H 3H P", "4S", "acol")


# Both opponents have bid: a natural overcall needs a good six-card suit (Klinger's suit
# quality test: eight at the two level, seven at the one level).
@pytest.mark.parametrize("system", ["sayc", "acol", "precision"])
@pytest.mark.parametrize("hand, auction, expected", [
    ("Q2.J3.432.AKT952", "1D P 1S P 1NT P P", "2C"),  # six clubs, three honours: 9 >= 8
    ("Q87.AKQ6542.Q.94", "1D P 1NT", "2H"),           # seven hearts, three honours: 10
    ("A3.K4.A32.QT8643", "1D P 1H P 1S", "2C"),       # six clubs, two honours: 8
])
def test_delayed_overcall_with_a_good_six_card_suit(hand, auction, expected, system):
    s = _check(hand, auction, expected, system)
    assert s.rule.name == "delayed overcall"


# No delayed overcall: the six clubs of 1♣ – 1♥ – 1♠ are opener's suit (never an
# overcall in their suit), and six diamonds with no honour fail the suit quality test at
# the two level (6 + 0 < 8).  With fewer than 15 HCP the silent defender stays out: an
# agreed pass, not a bid of the general principle nor a pass of no agreement.  (Precision's
# 1♣ is the strong club, artificial: there the clubs are no suit of theirs.)
@pytest.mark.parametrize("hand, auction, system", [
    ("QJ43.65.6.AKT973", "1C P 1H P 1S", "sayc"),   # 10 HCP, their clubs
    ("QJ43.65.6.AKT973", "1C P 1H P 1S", "acol"),
    ("QJ43.AKT973.65.6", "1D P 1H P 1S", "precision"),   # their hearts
    ("AK4.K2.986532.Q4", "1C P 1H P 1S", "sayc"),   # 12 HCP, the poor diamonds
    ("AK4.K2.986532.Q4", "1C P 1H P 1S", "acol"),
    ("AK4.K2.986532.Q4", "1C P 1H P 1S", "precision"),
])
def test_no_delayed_overcall_the_silent_defender_stays_out(hand, auction, system):
    s = suggest(hand, auction, system)
    assert s.agreed and s.call.is_pass and "Stay out" in s.meaning, s.meaning


def test_theirs_reads_the_opponents_suits():
    # the grammar's theirs(s): 1 for a suit the opponents bid and our side did not
    from bridgelib.bidding.condition import Condition, Context
    from bridgelib import Hand
    from bridgelib.cards import Suit

    c = Condition.parse("theirs(C) == 1 and theirs(H) == 0")
    h = Hand.from_pbn("QJ43.65.6.AKT973")
    assert c.holds(h, {}, Context(their_suits=(Suit.CLUBS,)))
    assert not c.holds(h, {}, Context(their_suits=(Suit.HEARTS,)))


def test_new_situations_are_shared_by_acol_and_precision():
    for title in ("The passed responder answers opener's takeout double of a two-level "
                  "balancing overcall",
                  "Balancing doubler's rebid after partner's one-level advance"):
        for name in ("acol", "precision"):
            assert any(s.title == title for s in System.named(name).situations), (name, title)


# Advancing partner's balancing double of the opponents' raise (Root: the takeout double asks
# for the unbid suits; Lawrence, "The Complete Book on Balancing": partner balanced on the
# strength of our hand — bid at the cheapest level, never jump).
@pytest.mark.parametrize("system", ["sayc", "acol", "precision"])
@pytest.mark.parametrize("hand, auction, expected", [
    ("KQ93.JT3.Q.QJ976", "1D P 2D P P X P", "2S"),  # four spades: the cheapest level
    ("T4.K7642.K85.K54", "1D P 2D P P X P", "2H"),  # five hearts, 9 HCP: still no jump
    ("Q93.JT3.K4.QJ976", "1S P 2S P P X P", "3C"),  # five clubs, below their suit: three
])
def test_advancing_a_balancing_double_of_their_raise(hand, auction, expected, system):
    _check(hand, auction, expected, system)


# The cue bid keeps its meaning when responder bid 1NT in between, and after a balancing
# overcall (Lawrence: the cue bid is the good raise; a minimum overcall — a balancing one
# above all — rebids the suit at the cheapest level; a sound one bids the major game).
@pytest.mark.parametrize("system", ["sayc", "acol", "precision"])
@pytest.mark.parametrize("hand, auction, expected", [
    ("AKQ86.K64.AT54.3", "1C 1S 1NT 2C P", "4S"),   # 16 HCP: game
    ("AKJ86.964.AT54.3", "1C 1S 1NT 2C P", "2S"),   # 12 HCP: declines
    ("KJ986.964.A54.73", "1C P P 1S P 2C P", "2S"),  # a light balancing overcall: declines
])
def test_overcaller_after_the_cue_bid_over_1nt_or_after_a_balancing_overcall(
        hand, auction, expected, system):
    _check(hand, auction, expected, system)
