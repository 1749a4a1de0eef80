"""Our side opened and the opponents came in: the later calls of opener and responder
(issue 14: computer partners that bid like club players).

Every expected call comes from the literature, cited at each test; none is copied from the
engine's output.  Sources:

- the ACBL SAYC System Booklet: five-card majors, 15–17 no-trump (so a balanced opener of one
  of a suit holds 12–14 or 18–19), a new suit by responder forcing, negative doubles through
  2♠, and no support doubles — so opener's raise of partner's suit shows four-card support;
- Root & Pavlicek, "Modern Bridge Conventions", "Support Doubles": where the partnership does
  not play them, opener raises with four-card support and otherwise rebids naturally; with
  nothing to say opener passes, because responder's new suit was forcing and RHO's overcall
  has given responder another turn;
- Marty Bergen, "Competitive Auctions": after an overcall of partner's response opener's free
  bids are natural (a raise, a six-card suit, a second suit, no-trump with a stopper in their
  suit, the cue bid of their suit as the strong call) and a pass shows a hand with nothing to
  add; an unpassed responder's new suit stays forcing; after the opponents raise over
  partner's negative double, opener is no longer obliged to bid and shows the doubler's major
  freely when he holds it;
- Larry Cohen, "To Bid or Not to Bid" (the Law of Total Tricks): when the opponents compete
  over our raise, bid to the level of the trumps held together — eight trumps the two level,
  nine the three level (1♠ P 2♠ 3♥: 3♠ with six spades, pass with five), ten the four level;
  responder with four-card support for opener's five-card major holds nine trumps and
  competes to the three level himself;
- "Standard English Acol" (the EBU's Acol texts; Bird): a weak no-trump (12–14), so opener's
  1NT rebid shows 15–16 and the 2NT rebid 17–18;
- the ACBL Bulletin (collected in BidBase, "Raise 1/1 with 3-card support"): after a one-level
  response opener may raise with three-card support when there is nothing better to bid — the
  Bulletin's example holds a weak doubleton that makes no-trump unattractive;
- Kitty and Steve Cooper, "Opener's three card major suit raises" (ACBL District 17, 2018):
  raise on three with a weak doubleton rather than rebid no-trump, which also makes the
  opponents compete at the three level; responder who holds four trumps and game values can
  jump to 3NT, expecting opener to correct to four of the major with four trumps.  Over a
  two-level overcall opener's 1NT rebid is gone, so the three-card raise is the call that has
  nothing better; a flat 4-3-3-3 still passes (no ruffing value).
"""
import pytest

from bridgelib.bidding import System, suggest


def _call(hand, auction, system="sayc"):
    return suggest(hand, auction, system)


def _check(hand, auction, expected, system="sayc"):
    s = _call(hand, auction, system)
    assert s.call.pbn() == expected, (s.call.pbn(), s.meaning)
    assert s.agreed, s.meaning
    return s


# 1. Opener's rebid after RHO overcalls partner's one-level response (Bergen, "Competitive
#    Auctions"; Root & Pavlicek, "Support Doubles": no support doubles in SAYC, a raise shows
#    four, pass with nothing to add).
@pytest.mark.parametrize("hand, auction, expected", [
    # four hearts, 14 HCP (15 points): the raise opener would have made anyway
    ("K5.KJ84.86.AQJ73", "1C P 1H 1S", "2H"),
    # four hearts, 16 HCP (17 points): the jump raise, inviting game
    ("K5.KJ84.Q6.AQJ73", "1C P 1H 1S", "3H"),
    # 12 HCP, balanced, spades stopped (A-x-x): 1NT, 12–14
    ("A73.Q8.J54.KQ985", "1C P 1H 1S", "1NT"),
    # six diamonds, a minimum: rebids the suit
    ("7.Q83.AKJ974.K62", "1D P 1H 1S", "2D"),
    # 14 HCP, two hearts, no spade stopper, five clubs only: nothing to add — pass
    ("J83.K5.QJ4.AK762", "1C P 1H 1S", "Pass"),
    # four hearts and 18 HCP (19 points with the fifth club): game in hearts
    ("AK5.KQ84.4.AQ973", "1C P 1H 1S", "4H"),
])
def test_opener_after_a_one_level_overcall_of_the_response(hand, auction, expected):
    _check(hand, auction, expected)


def test_opener_bids_a_four_card_major_naturally_at_the_one_level():
    # 1♣ P 1♦ 1♥: four spades, 13 HCP, no heart stopper for 1NT — 1♠, natural (Bergen; no
    # support doubles or other artificial doubles in SAYC)
    _check("KQ84.73.AJ5.K1062", "1C P 1D 1H", "1S")


# 2. Opener's rebid after a two-level overcall of the response.
@pytest.mark.parametrize("hand, auction, expected", [
    # 13 HCP, 4-3-3-3: three hearts but no doubleton to ruff with, no five-card suit to
    # rebid — pass (partner bids again)
    ("J765.K54.A54.KQ7", "1C P 1H 2D", "Pass"),
    # six good hearts, 13 HCP: rebids them freely at the two level
    ("A3.KQJ962.K84.73", "1H P 1S 2C", "2H"),
    # four spades, 13 HCP: the simple raise
    ("AJ74.85.KQJ6.Q72", "1D P 1S 2H", "2S"),
    # 19 HCP balanced with hearts stopped: 2NT (18–19; 15–17 would have opened 1NT)
    ("K8.AJ5.AK64.KJ73", "1C P 1S 2H", "2NT"),
    # five diamonds and four hearts, 14 HCP: 2♥ over 2♣ would be a reverse (16+) — pass
    ("K.A1073.AQ874.J52", "1D P 1S 2C", "Pass"),
])
def test_opener_after_a_two_level_overcall_of_the_response(hand, auction, expected):
    _check(hand, auction, expected)


def test_opener_without_extra_values_does_not_raise_to_the_three_level():
    # 1♣ P 1♥ 2♠: four hearts opposite four is eight trumps — the two level (Cohen); 3♥ here
    # would need extra values, so a minimum passes and leaves the next move to responder
    _check("4.KJ84.K52.AJ873", "1C P 1H 2S", "Pass")


# 3. Responder after opener has passed the overcall of the response (Bergen: the unpassed
#    responder's new suit is forcing; no-trump bids are natural with a stopper).
@pytest.mark.parametrize("hand, auction, expected", [
    # 12 HCP, five hearts and four spades: 2♠, a new suit, forcing
    ("KQ93.AQ1032.98.J8", "1C P 1H 2D P P", "2S"),
    # 12 HCP, balanced, diamonds stopped: 2NT invites
    ("Q92.KJ74.K95.QJ6", "1C P 1H 2D P P", "2NT"),
    # six spades: competes in them
    ("AJ8752.K4.83.Q92", "1D P 1S 2C P P", "2S"),
])
def test_responder_after_opener_passes_the_overcall(hand, auction, expected):
    _check(hand, auction, expected)


def test_responders_new_suit_after_opener_passes_is_forcing():
    s = _call("KQ93.AQ1032.98.J8", "1C P 1H 2D P P")
    assert s.rule.forcing == "round"


# 4. The law of total tricks after our raise (Cohen, "To Bid or Not to Bid").
@pytest.mark.parametrize("hand, auction, expected", [
    ("KQ8743.A4.K52.J3", "1S P 2S 3H", "3S"),   # six spades + three: nine trumps, three level
    ("KQ874.A4.K52.J63", "1S P 2S 3H", "Pass"),  # five + three: eight trumps, pass
    ("A5.KQJ9742.K4.J3", "1H P 2H 3C", "4H"),   # seven + three: ten trumps, four level
    ("AKJ74.A4.KQ5.J63", "1S P 2S 3H", "4S"),   # 18 HCP, 19 points: game opposite the raise
    ("KQ8743.A4.K52.J3", "1S 2D 2S 3D", "3S"),  # the same after responder's free raise
])
def test_opener_competes_to_the_level_of_the_fit(hand, auction, expected):
    _check(hand, auction, expected)


@pytest.mark.parametrize("hand, expected", [
    ("K964.82.Q1053.J72", "3S"),   # four spades opposite five: nine trumps, the three level
    ("K96.842.Q1053.J72", "Pass"),  # three: eight trumps, the raise has said it all
])
def test_responder_competes_with_the_ninth_trump(hand, expected):
    _check(hand, "1S P 2S 3H P P", expected)


# 5. The opponents raise over partner's negative double (Bergen).
@pytest.mark.parametrize("hand, auction, expected", [
    ("A843.8.K62.AQ754", "1C 1H X 2H", "2S"),   # four spades, the doubler's suit: 2♠ freely
    ("Q83.84.K62.AKJ74", "1C 1H X 2H", "Pass"),  # three spades, five clubs: no longer obliged
    ("8.KJ84.AQ762.K53", "1D 1S X 2S", "3H"),   # four hearts: competes at the three level
])
def test_opener_after_the_negative_double_is_raised(hand, auction, expected):
    _check(hand, auction, expected)


# 6. A balancing 1NT after our opening was passed round (partner has passed: 0–5).
@pytest.mark.parametrize("hand, expected", [
    ("AKJ874.A10.J4.Q86", "2S"),   # six spades: competes
    ("KJ874.AQ5.84.Q86", "Pass"),  # five spades, no second suit: defends
])
def test_opener_after_a_balancing_1nt(hand, expected):
    _check(hand, "1S P P 1NT", expected)


# 7. Acol's ranges: weak no-trump, so the 1NT rebid shows 15–16 ("Standard English Acol").
def test_acol_opener_rebids_1nt_with_15_16_and_a_stopper_over_the_overcall():
    _check("AJ5.K82.KQ74.Q93", "1D P 1H 1S", "1NT", "acol")


def test_acol_opener_with_12_14_balanced_would_have_opened_1nt_so_sayc_passes_here():
    # the same 15-count in SAYC would have opened 1NT (15–17); after 1♦ opening it has no
    # 1NT rebid over the overcall (12–14), no fit, no suit to show: pass
    _check("AJ5.K82.KQ74.Q93", "1D P 1H 1S", "Pass")


# 8. Precision plays these as SAYC does (its own note: competitive methods as in SAYC), but
#    not after its strong, artificial 1♣ (the responses to it are not natural suits).
def test_precision_shares_the_rebids_over_interference_but_not_after_its_strong_club():
    _check("A3.KQJ962.K84.73", "1H P 1S 2D", "2H", "precision")
    s = _call("AKQ3.KQ5.AJ4.Q73", "1C P 1D 1H", "precision")
    assert s.situation != "Opener's rebid after an overcall of partner's response (one level)"
    sayc, precision = System.named("sayc"), System.named("precision")
    title = "Opener's rebid after an overcall of partner's response (two level)"
    (mine,) = [s for s in precision.situations if s.title == title]
    (theirs,) = [s for s in sayc.situations if s.title == title]
    assert mine.rules is theirs.rules and mine.where is not None and theirs.where is None


# 9. The cue-bid raise answered (the cue bid shows a limit raise or better: opener accepts
#    with 14+ as over the limit raise, ACBL SAYC booklet; responder with game values goes on —
#    Bergen, "Competitive Auctions").
@pytest.mark.parametrize("hand, auction, expected", [
    ("AKJ74.K85.Q6.Q72", "1S 2H 3H P", "4S"),   # 15 HCP: game
    ("KJ874.K85.A6.Q72", "1S 2H 3H P", "3S"),   # 13 HCP: three of the suit, a minimum
    ("AK5.4.KJ874.KQ62", "1D 1S 2S P", "3NT"),  # 16 HCP, a minor, spades stopped: 3NT
])
def test_opener_answers_the_cue_bid_raise(hand, auction, expected):
    _check(hand, auction, expected)


@pytest.mark.parametrize("hand, expected", [
    ("A64.KQ5.KJ82.Q73", "4H"),   # 15 points: the cue bid was the start of a game raise
    ("Q64.KQ5.K982.J73", "Pass"),  # 11: only the limit raise
])
def test_responder_after_opener_declines_the_cue_bid_raise(hand, expected):
    _check(hand, "1H 1S 2S P 3H P", expected)


# 10. Over the opponents' Michaels cue bid (Root & Pavlicek, "Modern Bridge Conventions",
#     "Unusual vs. Unusual": the cue bid of their known suit is a limit raise or better of
#     opener's suit; the simple raise competes).
@pytest.mark.parametrize("hand, auction, expected", [
    ("K4.J1076.AQ1098.73", "1H 2H", "2S"),    # four hearts, 10 HCP: cue bid of spades
    ("Q72.K84.J9632.85", "1H 2H", "3H"),      # three hearts, 6 HCP: the competitive raise
    ("K85.74.QJ92.J1083", "1H 2H", "Pass"),   # no fit, 7 HCP: pass (advancer must bid)
    ("J5.872.AJ93.AK62", "1D 2D", "2H"),      # 1♦ (2♦ both majors): 2♥ a limit raise or better
])
def test_responder_over_michaels(hand, auction, expected):
    _check(hand, auction, expected)


@pytest.mark.parametrize("hand, auction, expected", [
    ("A5.AKJ74.Q62.K83", "1H 2H 2S P", "4H"),   # 17 HCP opposite a limit raise: game
    ("KQ874.A5.Q62.J83", "1S 2S 3H P", "3S"),   # 12 HCP: declines
    ("AJ874.K5.Q62.K83", "1S 2S 3S P", "Pass"),  # the simple raise competes (6–9): no game
])
def test_opener_after_responders_call_over_michaels(hand, auction, expected):
    _check(hand, auction, expected)


# 11. Their overcall raised (or cue-bid) after partner passed: compete with a long suit, else
#     let them play (Cohen, "To Bid or Not to Bid": partner's pass shows no fit to count on).
@pytest.mark.parametrize("hand, auction, expected", [
    ("5.AQJ874.A62.K83", "1H 1S P 2S", "3H"),   # six hearts and 14 HCP: competes
    ("K5.AQJ74.Q62.J83", "1H 1S P 2S", "Pass"),  # five hearts, 13 HCP: lets them play
    ("AQ84.73.K52.AJ63", "1C 1H P 2C", "Pass"),  # the cue bid; no long suit: pass
])
def test_opener_after_the_overcall_is_raised_and_partner_passed(hand, auction, expected):
    _check(hand, auction, expected)


# 12. A three-level overcall passed round (Lawrence, "The Complete Book on Balancing in Contract
#     Bridge"; the negative double stops at 2♠, so partner may have passed with values).
@pytest.mark.parametrize("hand, expected", [
    ("AQ865.KQJ8.7.A82", "X"),     # a singleton diamond, support for the rest: reopens with X
    ("KQJ874.A5.72.K83", "3S"),    # six spades: rebids them
    ("AQ865.K4.QJ7.J82", "Pass"),  # three diamonds: defends
])
def test_opener_reopens_over_a_three_level_overcall(hand, expected):
    _check(hand, "1S 3D P P", expected)


@pytest.mark.parametrize("hand, expected", [
    ("J84.Q73.KJ952.63", "Pass"),  # five diamonds with honours: converts for penalties
    ("74.KJ852.63.Q974", "3H"),    # five hearts: the cheapest natural bid
])
def test_responder_after_the_reopening_double_of_a_three_level_overcall(hand, expected):
    _check(hand, "1S 3D P P X P", expected)


# 13. A balancing overcall of our 1NT (Root, "Commonsense Bidding": the 1NT opener has limited
#     the hand, partner is the captain; Cohen: responder with trump length doubles).
def test_the_1nt_opener_leaves_the_decision_to_partner():
    _check("AQ4.KJ85.KQ6.J73", "1NT P P 2H", "Pass")


@pytest.mark.parametrize("hand, expected", [
    ("KJ1084.73.Q62.J85", "2S"),   # five spades: natural, to play
    ("85.KJ104.Q972.A63", "X"),    # four hearts with two honours, 10 HCP: penalty double
])
def test_responder_after_a_balancing_overcall_of_our_1nt(hand, expected):
    _check(hand, "1NT P P 2H P P", expected)


# 14. Weak twos and preempts in competition (Cohen, "To Bid or Not to Bid": raise a weak two
#     to the level of the fit — six opposite three is nine trumps, the three level; opposite
#     four, ten trumps, the four level; the ACBL SAYC booklet: the weak-two bidder does not bid
#     again unless partner asks — partner is the captain).
@pytest.mark.parametrize("hand, auction, expected", [
    ("Q92.K84.J963.852", "2S 3C", "3S"),      # three spades: nine trumps, the three level
    ("Q952.K84.J963.85", "2S 3C", "4S"),      # four spades: ten trumps, the four level
    ("Q952.K84.J963.85", "2S X", "4S"),       # the same over a takeout double
    ("92.K84.J9632.852", "2S X", "Pass"),     # no fit: pass
    ("K8.Q95.J9632.852", "3H X", "4H"),       # three hearts opposite a preempt: ten trumps
])
def test_responder_raises_a_preempt_to_the_level_of_the_fit(hand, auction, expected):
    _check(hand, auction, expected)


@pytest.mark.parametrize("auction", ["2H 3C P P", "2S X P 3D", "3H X P 4C"])
def test_the_preempter_does_not_bid_again(auction):
    _check("83.KQJ974.72.Q52" if auction[1] == "H" else "KQJ974.83.72.Q52", auction, "Pass")


def test_acol_twos_are_strong_so_the_weak_two_rules_are_not_shared():
    # Traditional Acol twos are strong (the Acol file's own note): its partner of a 2♥
    # opening over an overcall is not raising a weak two to the level of the fit
    s = _call("Q952.K84.J963.85", "2H 3C", "acol")
    assert s.situation != "Responding to a weak two-bid after an overcall (the law of total tricks)"


# 15. The passed responder (0–5) after a balancing action over our opening (Cohen: compete only
#     with the ninth trump; Lawrence on balancing: the opener's double of the balancing
#     overcall asks partner for the unbid suits, answered at the cheapest level).
@pytest.mark.parametrize("hand, expected", [
    ("83.J742.Q962.854", "2H"),     # four hearts opposite five: nine trumps, competes
    ("832.J74.Q962.854", "Pass"),   # three: defends
])
def test_the_passed_responder_after_a_balancing_overcall(hand, expected):
    _check(hand, "1H P P 1S P P", expected)


@pytest.mark.parametrize("hand, expected", [
    ("J742.83.Q962.854", "1S"),     # four spades: the cheapest natural bid
    ("83.KQJ96.Q62.854", "Pass"),   # five hearts with honours: converts for penalties
])
def test_the_passed_responder_answers_openers_double_of_the_balancing_overcall(hand, expected):
    _check(hand, "1D P P 1H X P", expected)


# Opener after that forced answer (Lawrence, "The Complete Book on Balancing": the doubler who
# bids his own suit next shows the strong hand with a long suit; partner's answer, 0–5 HCP,
# is raised only with a fit and the values to invite; otherwise opener passes).
@pytest.mark.parametrize("system", ["sayc", "acol", "precision"])
@pytest.mark.parametrize("auction, hand, expected", [
    # 10 + 7 + 0 = 17 HCP with seven spades: double, then the long suit
    ("1S P P 2C X P 2D P", "AKQJ985.AK42..53", "2S"),
    # 7 + 8 + 5 = 20 HCP, four spades and a singleton heart (23 dummy points): raise, inviting
    ("1D P P 1H X P 1S P", "AK84.7.AKJ94.KQ5", "2S"),
    # 1 + 4 + 8 + 4 = 17 HCP, three hearts: no fit, no long suit — pass
    ("1D P P 1S X P 2H P", "J6.A73.AKJ9.AT86", "Pass"),
])
def test_opener_after_the_forced_answer_to_his_double_of_the_balancing_overcall(system, auction,
                                                                                hand, expected):
    _check(hand, auction, expected, system)


# 16. Responder's free bid in a new suit at the two or three level over the overcall is forcing
#     (10+, five cards; the ACBL SAYC booklet, Bergen): opener raises with three-card support or
#     bids no-trump with a stopper; responder with opening values then bids game (Root,
#     "Commonsense Bidding": 26 points for game).
@pytest.mark.parametrize("hand, auction, expected", [
    ("AKQJ9.1042.542.A3", "1S 2H 3D P", "4D"),   # three diamonds, no heart stopper: raises
    ("AKJ74.Q85.K62.83", "1S 2C 2H P", "3H"),    # three hearts, 13 HCP: raises
    ("4.AKJ74.KQ62.Q83", "1H 2C 2S P", "3NT"),   # 15 HCP, clubs stopped: game
])
def test_opener_after_responders_free_bid(hand, auction, expected):
    _check(hand, auction, expected)


@pytest.mark.parametrize("hand, auction, expected", [
    ("63.AJ.KQJ109.QJ52", "1S 2H 3D P 4D P", "5D"),   # 14 HCP and the fit: game
    ("KQJ74.K5.A62.J83", "1H 2C 2S P 3S P", "4S"),    # 14 HCP: game
    ("KQJ74.85.K62.J83", "1H 2C 2S P 3S P", "Pass"),  # 10 HCP: opener's minimum raise ends it
])
def test_responder_after_opener_raises_the_free_bid(hand, auction, expected):
    _check(hand, auction, expected)


# 17. Responder's free raise, 1NT or 2NT over the overcall: opener goes on as without it
#     (ACBL SAYC booklet: the single raise, game with 19+ points, an invitation with 17–18;
#     1NT over the overcall is 6–10 with a stopper, 2NT over a two-level overcall 11–12).
@pytest.mark.parametrize("hand, auction, expected", [
    ("A5.AKJ74.Q62.K83", "1H 1S 2H P", "3H"),    # 17 HCP (18 points): invites game
    ("A5.AKJ74.KQ2.K83", "1H 1S 2H P", "4H"),    # 20 HCP (21 points): game
    ("85.AKJ74.Q62.K83", "1H 1S 2H P", "Pass"),  # 13 HCP: no game
    ("A5.AKJ74.Q62.K83", "1H 1S 1NT P", "2NT"),  # 17 HCP, balanced: invites 3NT
    ("85.AKJ74.Q62.K83", "1H 1S 1NT P", "Pass"),  # a minimum: passes the 1NT
    ("85.AKJ74.K62.K83", "1H 2C 2NT P", "3NT"),  # 14 HCP: accepts the invitation
])
def test_opener_after_responders_free_raise_or_no_trump(hand, auction, expected):
    _check(hand, auction, expected)


# 18. Opener's three-card raise over a two-level overcall, and responder after opener's raise
#     in competition (the ACBL Bulletin's three-card raise; the Coopers: raise on three with a
#     doubleton, and responder's 3NT with four trumps, which opener converts with four; the
#     SAYC booklet's ranges after the raise: game with 13+ points, an invitation with 10–12).
@pytest.mark.parametrize("hand, auction, expected, system", [
    # 13 HCP (K, Q, AKJ), three hearts and a diamond doubleton: 2♥
    ("K73.Q84.52.AKJ73", "1C P 1H 2D", "2H", "sayc"),
    # Acol, 13 HCP (K, AQ, KJ), five hearts too good for the weak 1NT, three spades and a
    # club doubleton: 2♠
    ("K84.AQ975.KJ6.32", "1H P 1S 2C", "2S", "acol"),
    # Precision's 1♦ (11–15, five clubs, no major): 13 HCP (K, AQ, KJ), three spades and a
    # heart singleton: 2♠
    ("K94.6.AQ87.KJ952", "1D P 1S 2H", "2S", "precision"),
])
def test_opener_raises_on_three_with_a_doubleton_over_a_two_level_overcall(hand, auction,
                                                                            expected, system):
    _check(hand, auction, expected, system)


@pytest.mark.parametrize("hand, auction, expected, system", [
    # 10 HCP (KJ, A, Q) and a diamond doubleton: 11 points — invites with 3♠
    ("KJ843.A73.85.Q62", "1C P 1S 2D 2S P", "3S", "sayc"),
    # five spades, 13 HCP (AQJ, K, K) and a doubleton: 14 points, eight trumps — game
    ("AQJ84.K73.85.K62", "1C P 1S 2D 2S P", "4S", "sayc"),
    # four spades, 14 HCP (KJ, A, KJ, Q), K-J-x of diamonds: 3NT, opener converts with four
    ("KJ84.A73.KJ5.Q62", "1C P 1S 2D 2S P", "3NT", "sayc"),
    # 6 HCP (QJ, K): the raise has shown the fit — pass
    ("QJ84.732.854.K62", "1C P 1S 2D 2S P", "Pass", "sayc"),
    # Acol: four spades, 13 HCP (KQ, AJ, K), K-10-x-x of clubs: 3NT
    ("KQ84.73.AJ5.K1062", "1H P 1S 2C 2S P", "3NT", "acol"),
    # Acol: four spades, 13 HCP (KQ, A, KJ) and three small clubs: no stopper — 4♠
    ("KQ84.A73.KJ5.642", "1D P 1S 2C 2S P", "4S", "acol"),
    # Precision: as SAYC, 11 points invite
    ("KJ843.A73.85.Q62", "1D P 1S 2C 2S P", "3S", "precision"),
    # opener after the 3NT: four spades convert to 4♠, three pass (14 HCP each: AQ, K, AJ)
    ("AQ73.K5.96.AJ874", "1C P 1S 2D 2S P 3NT P", "4S", "sayc"),
    ("AQ7.K54.96.AJ874", "1C P 1S 2D 2S P 3NT P", "Pass", "sayc"),
    # After opener's raise over their overcall the opponents compete again (Cohen, "To Bid or Not
    # to Bid": with eight trumps the two level is our limit, nine the three level; the raise over a
    # one-level overcall shows four, over a two-level overcall three or four).  A three-level raise
    # here is competitive, not the invitation it is when they pass, and opener passes it.
    # four spades opposite three or four: eight at most, 10 HCP (KQ, K, Q) — pass
    ("KQ84.73.K852.Q73", "1D P 1S 2H 2S 3H", "Pass", "sayc"),
    # five spades, 9 HCP (AQ, K) and short hearts: 12 points, which invite when they pass —
    # but eight trumps, no game values: pass
    ("AQ842.3.K8652.73", "1D P 1S 2H 2S 3H", "Pass", "sayc"),
    ("AQ842.3.K8652.73", "1D P 1S 2H 2S 3H", "Pass", "acol"),
    # six spades, 8 HCP (KQ, K): nine trumps — 3♠ competes
    ("KQ8642.73.K52.73", "1D P 1S 2H 2S 3H", "3S", "sayc"),
    # five hearts opposite the four a raise over a one-level overcall shows: nine — 3♥,
    # with only 6 HCP (KJ, Q)
    ("73.KJ842.Q52.973", "1C P 1H 1S 2H 2S", "3H", "sayc"),
    ("73.KJ842.Q52.973", "1D P 1H 1S 2H 2S", "3H", "precision"),
    # four spades, 12 HCP (K, AQ, K) and a heart doubleton: 13 points — game
    ("K842.73.AQ52.K73", "1D P 1S 2H 2S 3H", "4S", "sayc"),
    # opener, 16 HCP (A, K, AQ, K): responder's 3♠ only competed — pass, no game
    ("A73.K4.AQ852.K73", "1D P 1S 2H 2S 3H 3S P", "Pass", "sayc"),
    # opener, four spades and 15 HCP (AJ, AK, K): responder passed 3♥ — defend
    ("AJ73.84.AK852.K7", "1D P 1S 2H 2S 3H P P", "Pass", "sayc"),
])
def test_responder_after_openers_raise_in_competition(hand, auction, expected, system):
    _check(hand, auction, expected, system)


# Opener after the overcall, partner's pass and advancer's new suit (Cohen, "To Bid or Not to
# Bid": six cards opposite partner's expected doubleton are eight trumps, the two level; with
# honours in their suits one level less, so the two level then needs a seventh card; without
# a long suit, under 17 HCP, opener lets them play).
@pytest.mark.parametrize("system", ["sayc", "acol", "precision"])
@pytest.mark.parametrize("auction, hand, expected", [
    # 9 + 1 + 0 + 3 = 13 HCP, seven spades, K3 in their clubs: nine trumps less one — 2♠
    ("1S 2C P 2D", "AKQ9876.J74.7.K3", "2S"),
    # 8 + 3 + 2 = 13 HCP, seven hearts, the ♣Q in their suit: the same, 2♥
    ("1H 1S P 2C", "7.AKJ9764.K3.Q32", "2H"),
    # 6 + 3 + 5 = 14 HCP, 3-3-4-3: no long suit — pass
    ("1D 2C P 2H", "AQ6.K95.AJ54.643", "Pass"),
])
def test_opener_after_advancers_new_suit_over_a_two_level_overcall(system, auction, hand,
                                                                   expected):
    _check(hand, auction, expected, system)


# Opener after the takeout double is answered and responder has passed (Root, "Commonsense
# Bidding": the jump rebid of a six-card suit shows 16–18 and invites; responder's pass over
# the double showed a weak hand, so without a long suit opener passes up to 17).
@pytest.mark.parametrize("system, auction, hand, expected", [
    # 3 + 3 + 5 + 6 = 17 HCP and six clubs: 3♣ invites
    ("sayc", "1C X P 2H", "K7.K2.KQ5.KQJ852", "3C"),
    ("acol", "1C X P 2H", "K7.K2.KQ5.KQJ852", "3C"),
    # 8 + 4 + 3 + 2 = 17 HCP and seven spades: 3♠
    ("sayc", "1S X P 2H", "AKJ9762.A8.K5.Q3", "3S"),
    # 3 + 7 + 4 + 3 = 17 HCP, five hearts: pass
    ("sayc", "1H X P 2C", "QJT.AQJT9.AT.QJ8", "Pass"),
])
def test_opener_with_extras_after_the_answer_to_their_double(system, auction, hand, expected):
    _check(hand, auction, expected, system)


# Opener after the 1NT overcall, responder passing (the ACBL SAYC booklet: responder's pass
# denies the 9+ HCP of a penalty double; the overcaller holds 15–18): with 16–18 and nothing
# to show — no six-card suit, no second five-card suit — there is no game: pass.
@pytest.mark.parametrize("system", ["sayc", "acol"])
def test_opener_with_extras_passes_the_1nt_overcall(system):
    _check("AKQ.86.QJ642.A65", "1D 1NT P P", "Pass", system)   # 9 + 3 + 4 = 16 HCP


# Opener must bid after partner's negative double of a two-level overcall (the ACBL SAYC
# booklet: negative doubles through 2♠; Bergen, "Competitive Auctions": with a minimum and no
# stopper, three cards in the major the double shows go at the two level, else the long suit).
@pytest.mark.parametrize("auction, hand, expected", [
    ("1C 2H X P", "KT6.T87.K54.AQ87", "2S"),    # 3 + 3 + 6 = 12 HCP, three spades, T87 of hearts
    ("1C 2D X P", "86.A43.J75.AK542", "2H"),    # 4 + 1 + 7 = 12 HCP, three hearts
])
def test_opener_answers_the_negative_double_with_three_card_support(auction, hand, expected):
    _check(hand, auction, expected)


# Responder over a three-level jump overcall with 10 HCP and nothing to say — no raise, no suit,
# no stopper, three of their suit — passes (the jump has taken the room; doubles there are for
# penalties, and need their suit or 11+).
@pytest.mark.parametrize("system", ["sayc", "acol"])
def test_responder_passes_the_jump_overcall_with_ten_and_nothing_to_say(system):
    _check("QJ86.T8.AK74.973", "1H 3C", "Pass", system)   # 3 + 7 = 10 HCP


# Opener after responder's free bid and their raise (Bergen, "Competitive Auctions": opener
# need not bid, since the forcing new suit gets another turn; Cohen: a seventh card is the
# ninth trump opposite partner's expected doubleton — the three level).
@pytest.mark.parametrize("system", ["sayc", "acol"])
@pytest.mark.parametrize("auction, hand, expected", [
    ("1H 2D 2S 3D", "JT7.AQJ654.AJ.54", "Pass"),   # 1 + 7 + 5 = 13 HCP: six hearts, three spades
    ("1C 1D 1S 2D", "K7.A87.Q.AT76543", "3C"),     # 3 + 4 + 2 + 4 = 13 HCP and seven clubs
])
def test_opener_after_the_free_bid_and_their_raise(system, auction, hand, expected):
    _check(hand, auction, expected, system)


# Opener after the balancing double, partner having passed the opening (the ACBL SAYC booklet:
# a response needs 6 HCP, so the pass shows 0–5): a balanced 18–19 has no game opposite it,
# so opener passes and lets them find their suit.
@pytest.mark.parametrize("system", ["sayc", "acol"])
def test_opener_with_a_balanced_eighteen_passes_the_balancing_double(system):
    _check("AT7.64.AKQ52.KQ6", "1D P P X", "Pass", system)   # 4 + 9 + 5 = 18 HCP, 3-2-5-3
