"""The opening side's later calls when the opponents compete (issue 14: computer partners
that bid like club players): opener and responder after the opponents have bid over our
opening, our response or our partscore, and when they bid game.

Every expected call comes from the literature, cited at each test; none is copied from the
engine's output.  Sources:

- the ACBL SAYC System Booklet: a 15–17 no-trump (so a balanced one-of-a-suit opener holds
  12–14 or 18–19), five-card majors, a new suit by responder forcing (also over an
  overcall), negative doubles through 2♠, a penalty double of a 1NT overcall, the redouble
  over a takeout double showing 10+ HCP;
- William S. Root, "Commonsense Bidding": the partner of the no-trump opener is the
  captain (the opener, having described the hand in one bid, does not bid again on his
  own); opener's rebid after a forcing new suit is natural (raise with four-card support,
  rebid a six-card suit, no-trump with their suit stopped); with a minimum and nothing to
  add opener passes when partner's pass or a weak bid has limited the hand (after partner's
  preference, after the 1NT response to a takeout double); after partner's redouble
  opener passes to let him double their escape;
- Marty Bergen, "Competitive Auctions": after the opponents raise over partner's negative
  double opener is free to pass, and bids the doubler's major freely when he holds four;
  the negative doubler passes opener's minimum rebid with 6–10 HCP, bids 2NT with 11–12
  and a stopper;
- Larry Cohen, "To Bid or Not to Bid" (the Law of Total Tricks): compete to the level of the
  trumps held together — eight trumps the two level, nine the three level; one level less
  with a negative adjustment (a flat 4-3-3-3 hand, honours in their suit); a partnership
  without a fit does not compete; without ten trumps there is no sacrifice against their
  game;
- "Standard English Acol" (the EBU's Acol texts; Landy & Bird, "Acol in the 21st Century"):
  the weak no-trump (12–14), so opener's 1NT rebid shows 15–16; over a penalty double of the
  weak no-trump responder rescues with a weak five-card suit (the weak takeout) or redoubles
  with values, and the opener never runs;
- C. C. Wei, "Precision Bidding in Bridge": the 2♣ opening shows 11–15 HCP and six or more
  clubs.
"""
import pytest

from bridgelib.auction import parse_calls
from bridgelib.bidding import suggest
from bridgelib.bidding.system import auction_state


def _check(hand, auction, expected, system="sayc"):
    s = suggest(hand, auction, system)
    expected = "Pass" if expected == "P" else expected
    assert s.call.pbn() == expected, (s.call.pbn(), s.meaning)
    assert s.agreed, s.meaning
    return s


# 1. The 1NT opener after an overcall that responder passes (Root, "Commonsense Bidding":
#    the no-trump bidder's partner is the captain; the SAYC booklet: responder's pass of the
#    overcall denies a five-card suit to compete in, a penalty double and game values).
@pytest.mark.parametrize("hand, auction, system", [
    # a maximum 16, five clubs: the captain has passed — so does the 1NT opener
    ("AK4.QJ.K85.K9763", "1NT 2H P P", "sayc"),
    # 17 HCP with a doubleton in their suit: still responder's decision
    ("KQ.Q983.QT8.AK53", "1NT 2D P P", "sayc"),
    # the weak no-trump: the same principle (the Acol texts: responder is the captain)
    ("KQ982.Q8.A65.J42", "1NT 2D P P", "acol"),
])
def test_the_1nt_opener_leaves_the_decision_to_the_captain(hand, auction, system):
    _check(hand, auction, "P", system)


def test_the_1nt_opener_passes_responders_competitive_suit():
    # 1NT (2♥) 2♠: a two-level suit over the overcall is to play (SAYC booklet: no
    # transfers after interference; Root: the captain has placed the contract)
    _check("AK4.QJ7.K85.K976", "1NT 2H 2S P", "P")


# 2. The passed responder (a weak hand) after the opponents' auction: the Law of Total
#    Tricks (Cohen, "To Bid or Not to Bid") — nine trumps compete to the three level, eight
#    do not (their two-level contract is already at our limit), and an honour in their suit
#    is a negative adjustment: one level less.
@pytest.mark.parametrize("hand, expected", [
    # four hearts opposite the five-card 1♥ opening: nine trumps, the three level
    ("973.Q763.T842.J3", "3H"),
    # three hearts: eight trumps, the two level — they hold 2♠ already: pass
    ("973.Q76.T842.J63", "P"),
    # four hearts, but the queen of their spades: Cohen's adjustment, one level less
    ("Q73.J763.T842.93", "P"),
])
def test_the_passed_responder_competes_by_the_law(hand, expected):
    _check(hand, "1H 1S P 2S P P", expected)


def test_the_passed_responder_after_a_two_level_balancing_overcall():
    # 1♠ P P 2♦ P P: four spades opposite five — nine trumps: compete at the two level
    # (Cohen: "don't let them play at the two level when we have a nine-card fit")
    _check("Q862.T.K973.J652", "1S P P 2D P P", "2S")


# 3. Opener after the opponents' takeout double is answered, responder passing (Root:
#    responder's pass over the double shows a weak hand; opener rebids a six-card suit,
#    otherwise passes with a minimum).
@pytest.mark.parametrize("hand, auction, expected", [
    ("95.KQ7542.K54.A7", "1H X P 2C", "2H"),
    ("K95.KQ754.K54.Q3", "1H X P 2C", "P"),
    ("K95.KQ754.K54.Q3", "1H X P 1NT", "P"),
])
def test_opener_after_the_double_is_answered(hand, auction, expected):
    _check(hand, auction, expected)


# 4. Opener after the 1NT overcall (SAYC booklet: responder's double of a 1NT overcall is
#    for penalties; a pass denies 9 HCP, a fit and a five-card suit).
@pytest.mark.parametrize("hand, auction, expected", [
    # six hearts and a minimum: compete at the two level
    ("95.AKQ742.K54.73", "1H 1NT P P", "2H"),
    # a minimum five-card suit and nothing else: no game, no fit — pass
    ("A97.AKJ92.K762.5", "1H 1NT P P", "P"),
    # partner's penalty double: our side holds the balance — leave it in
    ("A87.KJ985.KQ.Q72", "1H 1NT X P", "P"),
    # partner's natural 2♠ over the 1NT overcall is to play (fewer than 9 HCP)
    ("KJT.Q8.Q9876.A98", "1D 1NT 2S P", "P"),
])
def test_opener_after_the_1nt_overcall(hand, auction, expected):
    _check(hand, auction, expected)


# 5. Opener after partner's negative double is raised to the three level (Bergen,
#    "Competitive Auctions": the raise frees opener; with four cards in the doubler's major
#    he bids it at the cheapest level, otherwise he passes).
@pytest.mark.parametrize("hand, auction, expected", [
    ("AJ3.Q874.AJ94.T4", "1D 2C X 3C", "3H"),
    ("AK2.T87.KJ842.QJ", "1D 2C X 3C", "P"),
])
def test_opener_after_the_negative_double_is_raised_to_three(hand, auction, expected):
    _check(hand, auction, expected)


# 6. The negative doubler after opener's minimum rebid of his suit (Bergen, "Competitive
#    Auctions": with 6–10 pass, with 11–12 and a stopper 2NT).
@pytest.mark.parametrize("hand, expected", [
    ("86.AT42.762.Q976", "P"),
    ("Q86.AJ42.K62.Q97", "2NT"),
])
def test_the_negative_doubler_after_a_minimum_rebid(hand, expected):
    _check(hand, "1D 1S X P 2D P", expected)


# 7. Opener's rebid after responder's one-level free bid (SAYC booklet: a new suit by
#    responder is forcing, also over an overcall; Root: opener rebids naturally).
@pytest.mark.parametrize("hand, expected", [
    # four spades: raise the free bid
    ("KJ32.KJ5.AQ4.973", "2S"),
    # six clubs, a minimum: rebid the suit
    ("32.95.AQT.AQ9875", "2C"),
])
def test_opener_after_a_one_level_free_bid(hand, expected):
    _check(hand, "1C 1D 1S P", expected)


def test_opener_rebids_1nt_with_their_suit_stopped_after_the_free_bid():
    # 13 HCP, balanced, K-J-x in their diamonds: 1NT, 12–14 (the SAYC booklet's range)
    _check("K73.Q8.KJ4.Q9853", "1C 1D 1H P", "1NT")


def test_acol_opener_rebids_1nt_with_15_16_after_the_free_bid():
    # the weak no-trump opens 12–14, so the 1NT rebid shows 15–16 ("Standard English Acol")
    _check("K73.Q8.KJ4.AQ853", "1C 1D 1H P", "1NT", "acol")


# 8. Opener when partner has passed and the opponents bid on (Root: partner's pass shows a
#    weak hand; Cohen: without a fit, compete only with a long suit of one's own).
@pytest.mark.parametrize("hand, auction, expected", [
    # a two-level balancing overcall: six diamonds compete at the two level
    ("A7.K3.AQ9853.742", "1D P P 2C", "2D"),
    # five diamonds, 14 HCP, no second suit: defend
    ("A7.K63.AQ985.742", "1D P P 2C", "P"),
    # advancer's new suit after partner passed the overcall: a minimum, no long suit
    ("A7.K63.AQ985.742", "1D 1S P 2C", "P"),
])
def test_opener_after_partner_passed_and_they_bid_on(hand, auction, expected):
    _check(hand, auction, expected)


# 9. Opener after responder's free bid and the opponents' raise (Bergen: the raise gives
#    responder another turn, so opener need not bid; with four-card support he raises at the
#    two level — eight trumps, Cohen's two level; with a minimum and no fit he passes).
@pytest.mark.parametrize("hand, expected", [
    ("KJ32.K5.AQ4.9732", "2S"),
    ("AK.QJ2.843.QJ863", "P"),
])
def test_opener_after_the_free_bid_is_overtaken_by_their_raise(hand, expected):
    _check(hand, "1C 1D 1S 2D", expected)


# 10. Responder after opener passes the overcall and the opponents raise (Root: opener's
#     pass shows a minimum without support; responder competes only with a six-card suit).
@pytest.mark.parametrize("hand, expected", [
    ("KT963.3.QT7.JT85", "P"),
    ("AKJ963.3.Q7.JT85", "3S"),
])
def test_responder_after_the_overcall_is_raised_over_openers_pass(hand, expected):
    _check(hand, "1C P 1S 2D P 3D", expected)


# 11. Responder after the balancing double of our raise (Cohen: with nine trumps compete
#     to the three level; with eight the raise has said it all).
@pytest.mark.parametrize("hand, expected", [
    ("Q862.T.K9763.J52", "3S"),
    ("Q86.T2.K9763.J52", "P"),
])
def test_responder_after_the_balancing_double_of_the_raise(hand, expected):
    _check(hand, "1S P 2S P P X", expected)


# 12. Opener with a minimum after partner's weak bids (Root, "Commonsense Bidding").
@pytest.mark.parametrize("hand, auction", [
    # partner's redouble (10+) takes charge: opener passes so that he can double them
    ("A7.KQ854.K73.J62", "1H X XX P"),
    # responder's simple preference over the 1NT response: a weak hand — pass
    ("A72.KJ654.8.AQ53", "1H P 1NT P 2C P 2H P"),
])
def test_opener_passes_with_a_minimum_after_partners_limited_call(hand, auction):
    _check(hand, auction, "P")


# 13. The opponents bid game over our opening (Cohen, "To Bid or Not to Bid": no sacrifice
#     without ten trumps; they hold the balance of the high cards).
def test_opener_defends_when_they_bid_game_without_our_ten_trumps():
    _check("AK852.4.8632.K75", "1S 2H 3S 4H", "P")


def test_the_state_of_their_game_over_our_opening():
    assert auction_state(parse_calls("1S 2H 3S 4H")) == "the opponents bid game"
    assert auction_state(parse_calls("1S 2H P 3NT P P")) == "the opponents bid game"
    # doubled, or below game, or our own game: not this state
    assert auction_state(parse_calls("1S 2H 3S 4H X P")) == ""
    assert auction_state(parse_calls("1S 2H 2S 3H")) == ""
    assert auction_state(parse_calls("1S P 4S P")) == "partner bid game in a suit"


# 14. The weak no-trump doubled for penalties in the balancing seat (the Acol texts: the
#     opener never runs; responder rescues with a weak five-card suit).
def test_acol_weak_nt_opener_does_not_run_from_the_balancing_double():
    _check("AK.Q643.K864.T32", "1NT P P X", "P", "acol")


def test_acol_responder_rescues_the_weak_nt_doubled_in_the_balancing_seat():
    _check("83.KT2.73.A98654", "1NT P P X P P", "2C", "acol")


# 15. Precision's 2♣ (11–15, six clubs: Wei) after an overcall: three-card support makes
#     nine trumps, the three level (Cohen).
def test_precision_responder_competes_over_the_overcall_of_2c():
    _check("843.T.AQT8.J9652", "2C 2H", "3C", "precision")


# 16. Opener's own long suit after partner's pass and their fit (Cohen, "To Bid or Not to
#     Bid": six cards opposite partner's expected doubleton are eight trumps — the two
#     level; the three level needs nine, a seventh card — or, as opener's free rebid of a
#     long suit in competition, six cards and extra values: Root, "Commonsense Bidding").
@pytest.mark.parametrize("hand, expected", [
    ("J9.AQ8653.K74.Q7", "P"),
    ("7.AQ86532.K74.QJ", "3H"),
    ("A7.AQJ653.A64.Q5", "3H"),   # 4 + 7 + 4 + 2 = 17 HCP and six hearts: extra values
])
def test_opener_competes_over_the_michaels_answer_by_the_law(hand, expected):
    _check(hand, "1H 2H P 2S", expected)


def test_opener_who_passed_their_cue_bid_defends_when_partner_passes_again():
    # 1♦ (1♠) P (2♦) P (2♠) P (P): opener has shown nothing extra, partner nothing at all —
    # no fit is known, so the law gives no reason to compete (Cohen)
    _check("KQ7.Q6.AJ852.J43", "1D 1S P 2D P 2S P P", "P")


def test_responder_defends_when_they_bid_game_over_our_raise():
    # 1♠ (2♥) 2♠ (4♥) P (P): eight spades and a weak raise — no sacrifice without ten
    # trumps, and they hold the balance (Cohen)
    _check("Q84.T73.K842.J96", "1S 2H 2S 4H P P", "P")


# The 1NT opener after responder's forcing new suit over the overcall (the ACBL SAYC
# booklet: after interference over 1NT a new suit at the three level is forcing, game
# values; Root, "Commonsense Bidding": the no-trump opener raises a five-card major with
# three trumps, bids 3NT with their suit stopped, and without a stopper raises the minor —
# both hands have shown game values, so the raise is forcing and responder places the game).
OPENER_AFTER_FORCING_NEW_SUIT = [
    ("sayc", "1NT 2S 3H P", "AQ4.K82.KJ73.A92", "4H", "three hearts: the 5-3 major fit"),
    ("sayc", "1NT 2H 3C P", "AQ4.K82.KJ73.A92", "3NT", "K-x-x of hearts stops them"),
    ("sayc", "1NT 2D 3C P", "AQ42.K8.KJ73.A92", "3NT", "K-J-x-x of diamonds stops them"),
    ("sayc", "1NT 2H 3C P", "KQ4.82.AJ73.AQ92", "4C", "no heart stopper, four clubs"),
    ("precision", "1NT 2S 3H P", "KQ4.Q82.AJ7.Q932", "4H", "Precision's 1NT the same"),
]


@pytest.mark.parametrize("system,auction,hand,expected,why",
                         OPENER_AFTER_FORCING_NEW_SUIT,
                         ids=[f"{r[0]}:{r[1]}:{r[2]}" for r in OPENER_AFTER_FORCING_NEW_SUIT])
def test_the_1nt_opener_answers_the_forcing_new_suit(system, auction, hand, expected, why):
    s = suggest(hand, auction, system)
    assert s.agreed and str(s.call) == str(parse_calls(expected)[0]), (why, s.call, s.meaning)


def test_responder_is_not_left_in_four_of_the_minor():
    # the raise to 4♣ is forcing (both hands have shown game values): responder with a
    # minimum and six clubs bids the game, 5♣, rather than pass
    s = suggest("84.973.K5.KQJ832", "1NT 2H 3C P 4C P", "sayc")
    assert str(s.call) == "5♣", s.meaning
