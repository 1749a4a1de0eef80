"""Textbook calls of the computer bidder, third set (issue 14: bid like club players).

Every expected call comes from the literature, cited at each test: the ACBL SAYC booklet
and convention card ("Standard American Yellow Card"), Root, "Commonsense Bidding" and
"Standard Bridge Bidding for the 21st Century", Larry Cohen, "After partner's negative
double" (larryco.com), Robert Todd, "Opener's rebids after a negative double" (Advanced
Bridge, This Week in Bridge 343).  None is copied from the engine's output.  Probabilities
are checked against an independent count (dealt hands), never against the code's figure.
"""
import pytest

from bridgelib import Deal, Hand, Seat
from bridgelib.auction import Auction, parse_calls
from bridgelib.bidding import principle, suggest
from bridgelib.bidding.engine import _expected_hcp, _partner_picture
from bridgelib.bidding.system import System


def call(hand, auction, system="sayc"):
    return suggest(hand, auction, system).call.pbn()


# 1. Opener's rebid after partner's negative double: bid as after a one-level response —
#    the major the double shows at the cheapest level with a minimum, a jump with extra
#    values, no-trump with a balanced hand and their suit stopped (Cohen, "After partner's
#    negative double": "opener bids naturally ... With extras, he jumps. With a flat hand
#    (and a stopper in their suit), he bids notrump"; Todd, "Opener's rebids after a
#    negative double": "1NT balanced, 12-14").
@pytest.mark.parametrize("hand, auction, expected", [
    ("KJ84.A3.KQ852.73", "1D 1H X P", "1S"),    # four spades, 13 HCP: cheapest level
    ("AQ84.K3.AQJ52.73", "1D 1H X P", "2S"),    # four spades, 16 HCP + a fifth diamond: jump
    ("A3.KJ84.KQ852.73", "1D 1S X P", "2H"),    # four hearts, minimum: 2♥ is the cheapest
    ("K42.AQ7.QJ62.J42", "1D 1S X P", "1NT"),   # Cohen's example C: balanced 12, ♠K42
    ("K65.AQ2.765.AKQT", "1C 1S X P", "2NT"),   # Cohen's quiz: 18, balanced, spades stopped
    ("A3.KJ84.KQ852.73", "1D 2S X P", "3H"),    # over a two-level overcall: cheapest hearts
])
def test_opener_rebids_naturally_after_a_negative_double(hand, auction, expected):
    s = suggest(hand, auction, "sayc")
    assert s.call.pbn() == expected, s.meaning
    assert s.agreed


def test_opener_with_a_huge_hand_cue_bids_after_a_negative_double():
    # 20 HCP: the cue bid of the overcaller's suit is the game force (Todd: "the only
    # forcing rebid opener can make")
    s = suggest("AK84.A3.AKJ52.73", "1D 1H X P", "sayc")
    assert s.call.pbn() == "2H"
    assert s.rule.forcing == "game"


# 2. In the balancing seat over a weak two or a preempt the calls are those of the direct
#    seat: double is for takeout (SAYC convention card: "vs opening preempts, double is
#    takeout"; Root, "Commonsense Bidding": takeout doubles of preempts).
@pytest.mark.parametrize("hand, auction", [
    ("AQ84.7.KJ52.AQ73", "2H P P"),    # 15 HCP, short in hearts, the other suits held
    ("KQ84.AJ73.KQ52.3", "3C P P"),    # 15 HCP, short in clubs
])
def test_takeout_double_in_the_balancing_seat_over_a_preempt(hand, auction):
    s = suggest(hand, auction, "sayc")
    assert s.call.pbn() == "X"
    assert "Takeout double" in s.meaning


def test_advancer_of_a_balancing_takeout_double_of_a_preempt_bids_the_major():
    # four spades opposite partner's takeout double of 3♣: 4♠ (as after 3♣ X P; ACBL
    # SAYC booklet, responding to a takeout double by bidding the unbid major)
    assert call("KJ84.Q73.852.K73", "3C P P X P") == "4S"


# 3. No-trump over an opponent's suit needs it stopped (Root, "Commonsense Bidding":
#    bid no-trump over their suit only with a stopper in it).  With the values for game
#    but their hearts wide open, the principle layer does not bid 3NT.
def test_principle_does_not_bid_3nt_with_their_suit_open():
    # 1♦ (1♥) X (P) 2♣ (P) ?: responder holds 13 HCP, four spades, no heart stopper,
    # two clubs: no fit, and hearts unguarded
    s = principle("KQ84.763.AQ5.K72", "1D 1H X P 2C P", "sayc")
    assert s.call.pbn() != "3NT", s.meaning


def test_principle_bids_3nt_with_their_suit_stopped():
    s = principle("KQ84.K63.AQ5.972", "1D 1H X P 2C P", "sayc")
    assert s.call.pbn() == "3NT", s.meaning


# 4. What partner holds: openings cluster at the bottom of their range.  The engine's
#    expected HCP for an opening (12–21) is checked against hands dealt at random
#    (an independent count), and a minimum opener opposite 18 HCP is not worth a slam
#    try on the 33-point rule (Root, "Commonsense Bidding": 33 points for a small slam).
def test_expected_hcp_of_a_12_to_21_opening_matches_dealt_hands():
    hands = [Deal.random(seed)[seat] for seed in range(3000) for seat in Seat]
    in_range = [h.hcp for h in hands if 12 <= h.hcp <= 21]
    dealt = sum(in_range) / len(in_range)
    assert abs(_expected_hcp(12, 21) - dealt) < 0.15
    assert _expected_hcp(12, 21) < 15   # well below the middle of the range (16.5)


def test_partners_picture_from_an_opening_and_a_pass_limit():
    # partner passed as dealer (the opening pass: 11 or fewer) and then bid 1♠ over our 1♦
    a = Auction(Seat.NORTH, parse_calls("P P 1D P 1S P"))
    shown, hcp = _partner_picture(a, System.named("sayc"), Hand.from_str("AK3.K52.KQ852.73"))
    assert shown[next(s for s in shown if s.symbol == "♠")] >= 4
    assert 6 <= hcp <= 11


# 5. Opener with a long suit and extra values does not sell out to a weak jump overcall
#    (Root, "Commonsense Bidding": opener's free rebid of a long, strong suit in
#    competition shows extra values).
def test_opener_rebids_a_long_strong_suit_in_competition():
    s = principle("AKQT975.K94.A2.J", "1S 3H P P", "sayc")
    assert s.call.is_bid and s.call.strain.name == "SPADES", s.meaning


# 6. After 1NT: responder's 3NT or game in a major is to play; after a transfer, 3NT
#    offers a choice of games (five cards in the major): opener bids four of the major
#    with three-card support; after Stayman and 2♥, responder's 3NT shows four spades
#    (ACBL SAYC booklet: responses to 1NT, Stayman and Jacoby transfers; Root,
#    "Commonsense Bidding": the captain places the contract, the 1NT opener obeys).
@pytest.mark.parametrize("hand, auction, expected", [
    ("AQ5.KJ4.A432.K32", "1NT P 3NT P", "Pass"),
    ("AQ5.KJ4.A432.K32", "1NT P 2D P 2H P 3NT P", "4H"),     # three hearts
    ("AQ54.KJ.A432.K32", "1NT P 2D P 2H P 3NT P", "Pass"),    # two hearts
    ("KQ5.AJ.A432.K432", "1NT P 2H P 2S P 3NT P", "4S"),      # three spades
    ("AQ54.KJ43.A4.K32", "1NT P 2C P 2H P 3NT P", "4S"),      # four spades as well
    ("AQ5.KJ4.A432.K32", "1NT P 2C P 2S P 4S P", "Pass"),
])
def test_notrump_opener_after_responders_placement(hand, auction, expected):
    assert call(hand, auction) == expected


# 7. Invitations are answered by the range: 2NT after Stayman or a transfer shows 8–9;
#    the 1NT opener accepts with 16–17 and declines with 15, choosing the major with
#    three-card support after a transfer (ACBL SAYC booklet; Root, "Commonsense Bidding":
#    accept with a maximum, decline with a minimum).
@pytest.mark.parametrize("hand, auction, expected", [
    ("AQ5.KJ4.A432.K32", "1NT P 2C P 2D P 2NT P", "3NT"),   # 17 HCP
    ("AQ5.KJ4.A432.J32", "1NT P 2C P 2D P 2NT P", "Pass"),  # 15 HCP
    ("AQ5.KJ4.A432.J32", "1NT P 2D P 2H P 2NT P", "3H"),    # 15, three hearts
    ("AQ54.KJ.A432.K32", "1NT P 2D P 2H P 2NT P", "3NT"),   # 17, two hearts
    ("AQ5.KJ4.A432.K32", "1NT P 2D P 2H P 2NT P", "4H"),    # 17, three hearts
])
def test_notrump_opener_answers_the_invitation(hand, auction, expected):
    assert call(hand, auction) == expected


# 8. Over a single raise opener's three of the major invites: responder accepts with the
#    top of the 6–10 raise and declines with the bottom; after opener's game or the
#    accepted limit raise the limited responder passes (ACBL SAYC booklet: single and
#    limit raises; Root, "Commonsense Bidding": the limited hand obeys).
@pytest.mark.parametrize("hand, auction, expected", [
    ("K84.Q73.A852.973", "1H P 2H P 3H P", "4H"),    # 9 HCP, flat: the top of 6–10
    ("K84.Q73.8652.Q73", "1H P 2H P 3H P", "Pass"),  # 7 HCP: the bottom
    ("K84.Q73.8652.Q73", "1H P 2H P 4H P", "Pass"),
    ("K84.Q732.A852.73", "1H P 3H P 4H P", "Pass"),  # 9 HCP + a doubleton: 10
])
def test_single_and_limit_raiser_after_opener(hand, auction, expected):
    assert call(hand, auction) == expected


def test_weak_two_opener_passes_the_preemptive_raise():
    # ACBL SAYC booklet: a raise of a weak two is preemptive, not invitational
    assert call("KQJ976.5.874.Q32", "2S P 3S P") == "Pass"


# 9. After opener's 2NT rebid (18–19), responder repeats a five-card major (forcing) and
#    opener chooses four of the major with three-card support, else 3NT (Root,
#    "Commonsense Bidding": responder's rebid of a five-card major over the 2NT jump
#    rebid offers a choice of games).
def test_responder_repeats_a_five_card_major_over_the_2nt_rebid():
    s = suggest("KQJ76.A3.T32.742", "1D P 1S P 2NT P", "sayc")
    assert s.call.pbn() == "3S" and s.rule.forcing == "game"
    assert call("A84.KQ3.AQ52.KJ3", "1D P 1S P 2NT P 3S P") == "4S"
    assert call("A8.KQ3.AQ52.KJ73", "1D P 1S P 2NT P 3S P") == "3NT"


# 10. Advancing an overcall after the opponents' negative double: the raise keeps its
#     meaning (Root, "Commonsense Bidding": a double by the opponents does not change the
#     meaning of a raise).
def test_advancer_raises_the_overcall_over_a_negative_double():
    assert call("K84.Q73.A852.J73", "1D 1H X") == "2H"


# 11. A principle invitation is answered by the range our calls have shown (Root,
#     "Commonsense Bidding": accept with a maximum, decline with a minimum): advancer's
#     1NT showed 8–11; opposite the overcaller's 2NT invitation 11 accepts, 8 declines.
def test_principle_invitation_answered_by_the_range():
    assert call("K8.K73.QJ52.Q973", "1D 1S P") == "1NT"      # 11 HCP, two spades
    assert principle("K8.K73.QJ52.Q973", "1D 1S P 1NT P 2NT P", "sayc").call.pbn() == "3NT"
    assert call("K8.873.QJ52.Q973", "1D 1S P") == "1NT"      # 8 HCP
    assert principle("K8.873.QJ52.Q973", "1D 1S P 1NT P 2NT P", "sayc").call.pbn() == "Pass"


# 12. Goren's point count: opposite support, shortness counts (void 5, singleton 3,
#     doubleton 1 with four trumps; 3/2/1 with three).
def test_distribution_points_with_a_fit():
    from bridgelib import Suit
    from bridgelib.bidding.condition import distribution_points

    # partner has shown five spades
    assert distribution_points(Hand.from_str("K842.7.A953.Q842"), Suit.SPADES, 5) == 3
    assert distribution_points(Hand.from_str("K84.7.A9532.Q842"), Suit.SPADES, 5) == 2
    assert distribution_points(Hand.from_str("K842.73.A953.Q84"), Suit.SPADES, 5) == 1


# 13. After the 1NT response (6–10): opener's invitations are accepted with the top of
#     the range; opener's suit rebid is to play; over opener's second suit responder
#     gives preference to the first (longer) suit, and with 9–10 invites (ACBL SAYC
#     booklet: the 1NT response 6–10; Root, "Commonsense Bidding": preference and
#     jump preference, accept with a maximum).
@pytest.mark.parametrize("hand, auction, expected", [
    ("84.KQ3.Q852.J973", "1S P 1NT P 2NT P", "3NT"),    # 8 HCP: accepts 18–19
    ("84.Q73.Q852.Q973", "1S P 1NT P 2NT P", "Pass"),   # 6 HCP: declines
    ("84.Q73.Q852.KJ73", "1S P 1NT P 3S P", "4S"),      # 8 HCP, two spades
    ("84.Q73.Q852.Q973", "1S P 1NT P 2S P", "Pass"),    # 6 HCP: to play
    ("84.Q73.9852.KJ73", "1S P 1NT P 2D P", "Pass"),    # four diamonds, two spades, 6
    ("84.Q9873.Q5.KJ73", "1S P 1NT P 2D P", "2S"),      # two and two: back to spades
    ("K4.Q73.Q852.Q973", "1S P 1NT P 2D P", "3D"),      # four diamonds, 9 HCP: invites
])
def test_responder_after_opener_rebids_over_1nt(hand, auction, expected):
    assert call(hand, "1S P") == "1NT"    # the hand did respond 1NT
    assert call(hand, auction) == expected


# 14. More answers by the range (ACBL SAYC booklet; Root, "Commonsense Bidding": accept
#     with a maximum, decline with a minimum; a 3NT placement is to play).
@pytest.mark.parametrize("hand, auction, expected", [
    ("AQ5.KJ4.A432.K32", "1NT P 2D P 2H P 3H P", "4H"),     # 17: accepts 8–9 and six hearts
    ("AQ5.KJ4.A432.J32", "1NT P 2H P 2S P 3S P", "Pass"),   # 15: declines
    ("KQ5.AJ4.K432.J32", "1D P 1S P 1NT P 2NT P", "3NT"),   # 14: top of 12–14
    ("KQ5.AJ4.Q432.932", "1D P 1S P 1NT P 2NT P", "Pass"),  # 12: declines
    ("KQ5.AJ4.Q432.932", "1D P 1S P 1NT P 3NT P", "Pass"),  # responder placed it
])
def test_more_invitations_and_placements(hand, auction, expected):
    assert call(hand, auction) == expected


# Opener's no-trump rebid over an overcall: "bid no-trump over an opponent's suit only with
# that suit stopped" (Root, "Commonsense Bidding"; the ACBL SAYC booklet: 1NT by opener in
# competition is 12-14 balanced with a stopper in the overcalled suit).  Without one, a
# minimum balanced opener passes and lets partner, who is not yet limited, speak again.
@pytest.mark.parametrize("hand, expected", [
    ("A73.KJ2.Q72.KJ53", "1NT"),    # ♥KJx stops their hearts: the normal 1NT rebid
    ("AT7.432.J72.AK53", "Pass"),   # ♥432: no stopper, minimum, no second suit to show
])
def test_opener_rebids_no_trump_over_an_overcall_only_with_a_stopper(hand, expected):
    s = principle(hand, "P 1C P 1D 1H", "sayc")
    assert s.call.pbn() == expected, s.meaning


# Partner's raise to three of a minor invites game; 3NT is the game only with the
# opponents' suit stopped ("bid no-trump over an opponent's suit only with that suit
# stopped": Root, "Commonsense Bidding"); without the stopper and without a major fit
# the invitation is declined in the minor.  A suit our own side has bid is not theirs to
# run.
@pytest.mark.parametrize("hand, auction, expected", [
    ("A52.K7.AQT73.AJ8", "1S 2D 2S 3D P", "3NT"),    # ♠A stops their spades
    ("52.K7.AQT73.AJT8", "1S 2D 2S 3D P", "Pass"),   # ♠52: spades wide open
])
def test_three_no_trump_over_a_minor_invitation_needs_their_suit_stopped(hand, auction,
                                                                         expected):
    s = suggest(hand, auction, "sayc")
    assert s.call.pbn() == expected, s.meaning
    assert s.agreed


def test_stoppers_reads_the_suits_only_the_opponents_have_bid():
    from bridgelib.bidding.condition import Condition, Context
    from bridgelib.cards import Suit

    c = Condition.parse("stoppers == 1")
    h = Hand.from_str("52.K7.AQT73.AJT8")
    assert c.holds(h, {}, Context(their_suits=()))
    assert c.holds(h, {}, Context(their_suits=(Suit.HEARTS,)))     # ♥Kx: a stopper
    assert not c.holds(h, {}, Context(their_suits=(Suit.SPADES,)))


# Three-level preempts follow the rule of two and three: overbid by no more than three
# tricks not vulnerable and two vulnerable (Goren, "Contract Bridge Complete", preemptive
# openings: the rule of two and three, so that a doubled preempt costs no more than about
# 500), so a three-bid needs six playing tricks not vulnerable and seven vulnerable.
@pytest.mark.parametrize("system", ["sayc", "acol", "precision"])
@pytest.mark.parametrize("hand, vul, expected", [
    ("KQJ9873.5.T92.85", "NONE", "3S"),   # six tricks in spades: 3♠ not vulnerable
    ("KQJ9873.5.T92.85", "BOTH", "Pass"),  # six tricks: 3♠ overbids by three, vulnerable
    ("2.A9.843.QJ97652", "NONE", "Pass"),  # ♣QJ97652 and ♥A: five and a half tricks
])
def test_three_level_preempt_follows_the_rule_of_two_and_three(system, hand, vul, expected):
    from bridgelib import Vulnerability

    s = suggest(hand, "", system, vulnerability=Vulnerability[vul])
    assert s.call.pbn() == expected, s.meaning


# Over the opponents' takeout double a jump raise is preemptive (ACBL SAYC booklet: Jordan
# 2NT shows the limit raise), and the law of total tricks sets its length: nine trumps for
# the three level (Cohen, "To Bid or Not to Bid").  Opener's major promises five, so four
# cards will do; a minor may be three or four cards (SAYC: 1♣ on three, 1♦ on four), so
# the jump needs five — with four, the simple raise.
@pytest.mark.parametrize("hand, auction, expected", [
    ("852.J73.Q62.K974", "1C X", "2C"),    # four clubs opposite a possible three: 2♣
    ("82.J73.Q62.K9742", "1C X", "3C"),    # five clubs: the preemptive jump
    ("852.Q974.J73.K62", "1H X", "3H"),    # four hearts opposite five: nine trumps, 3♥
])
def test_preemptive_jump_raise_over_a_double_counts_trumps(hand, auction, expected):
    assert call(hand, auction) == expected
