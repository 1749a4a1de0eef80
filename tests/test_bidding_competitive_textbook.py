"""Textbook calls of the computer bidder in competitive auctions (issue 14).

Every expected call comes from the literature, cited at each test; none is copied from the
engine's output.  Sources:

- the ACBL SAYC System Booklet on interference over 1NT, as summarised in the SAYC
  system pages (e.g. the "Bridge BidBase – SAYC" page, morrisis.com): "If the opponents
  overcall, Stayman and transfers are off. Bids are natural except for a cue bid, which is
  game-forcing Stayman"; over a double "systems on"; a double of their overcall is the
  penalty double of standard practice;
- "Re-opening double" (bidandmade.com, Bridge Bid 0135): "If holding less than two of the
  opponent's suit, you can reopen the bidding. Do so with a double. Your partner can now
  pass for penalties", with its Deal 1;
- "Re-opening Double" (bridgetips.wordpress.com, Doubles for fun and profit): "whenever you
  hold 2 or fewer cards in the overcall suit, assume partner has values ... re-open with a
  takeout double. Without this hand structure, either rebid your suit or bid your second
  suit", with its example 1♠ (2♣) P (P) X;
- "To re-open double or not to re-open double" (Stafford bridge club, bridgewebs.com):
  "Re-open the bidding with a double if the number of cards held in the suit of the
  opponent is two or less ... Pass ... holding three cards or more in the suit of the
  opponent";
- Larry Cohen, "To Bid or Not to Bid" (the Law of Total Tricks), and Mike Lawrence, "The
  Complete Book on Balancing in Contract Bridge": when the opponents have found a fit and
  stopped at the two level, the player in the pass-out seat balances — a takeout double
  with shortness in their suit, or a long suit of his own.
"""
import pytest

from bridgelib.bidding import suggest


def _call(hand, auction, system="sayc"):
    s = suggest(hand, auction, system)
    return s


# 1. Our 1NT overcalled (SAYC booklet: Stayman and transfers off, natural bids, the cue bid
#    is the game-forcing Stayman substitute; double is penalty).
@pytest.mark.parametrize("hand, auction, expected", [
    ("KJ42.Q82.A97.J63", "1NT 2H", "3H"),    # four spades, 11 HCP: cue bid = Stayman, GF
    ("8.KJT974.Q52.J63", "1NT 2D", "2H"),    # six hearts, weak: natural, to play (no transfer)
    ("73.KJ92.A974.Q63", "1NT 2H", "X"),     # four good hearts and values: penalty double
    ("KJ4.Q82.A974.J63", "1NT 2H", "3NT"),   # 11 HCP, no four-card major, hearts stopped
    ("KJ42.Q8.J974.J63", "1NT 2H", "Pass"),   # 8 HCP, no five-card suit, no stopper: pass
])
def test_responder_over_an_overcall_of_our_1nt_sayc(hand, auction, expected):
    s = _call(hand, auction)
    assert s.call.pbn() == expected, s.meaning
    assert s.agreed


def test_the_cue_bid_over_an_overcalled_1nt_is_forcing_to_game():
    # "a cue bid, which is game-forcing Stayman" (SAYC booklet)
    s = _call("KJ42.Q82.A97.J63", "1NT 2H")
    assert s.rule.forcing == "game"


def test_precision_1nt_overcalled_uses_the_same_methods():
    # Precision's competitive methods are SAYC's (the system's own note); opposite 13–15 a
    # four-card spade suit and 14 HCP is game values: the cue bid in place of Stayman
    s = _call("KJ42.Q82.AK7.J63", "1NT 2H", "precision")
    assert s.call.pbn() == "3H", s.meaning
    assert s.agreed


# 1b. The cue bid in place of Stayman is answered as Stayman is (SAYC booklet: "a cue bid,
#     which is game-forcing Stayman"; the Stayman answers: a four-card major, hearts first
#     with both, else no-trump — and over 3NT opener with the other major converts).
@pytest.mark.parametrize("hand, auction, expected, system", [
    # opener, 15 HCP (AK, KQ, Q, J), four hearts: 3♥
    ("AK4.KQ73.Q82.J73", "1NT 2D 3D P", "3H", "sayc"),
    # 15 HCP (AK, Q, KQ, J), no four spades over their hearts: 3NT
    ("AK4.Q73.KQ82.J73", "1NT 2H 3H P", "3NT", "sayc"),
    # 15 HCP (AK, Q, KQ, J), four spades over their hearts: 3♠
    ("AK84.Q7.KQ82.J73", "1NT 2H 3H P", "3S", "sayc"),
    # 15 HCP (A, KQ, KQ, J), four hearts over their spades: no 3♥ below 3♠ — 4♥
    ("A4.KQ73.KQ82.J73", "1NT 2S 3S P", "4H", "sayc"),
    # Precision's 1NT (13–15), the same answers: 14 HCP (AK, KQ, J, J), four hearts
    ("AK4.KQ73.J82.J73", "1NT 2D 3D P", "3H", "precision"),
    # responder, 11 HCP (KJ, A, K), four spades, two hearts: 3NT (opener converts)
    ("KJ84.A6.962.K873", "1NT 2D 3D P 3H P", "3NT", "sayc"),
    # responder, 13 HCP (Q, KJ, AK), four hearts: game in the fit
    ("Q6.KJ84.962.AK73", "1NT 2D 3D P 3H P", "4H", "sayc"),
    # opener with both majors showed hearts; 3NT says spades: 4♠ (15 HCP: AK, KQ, Q, J)
    ("AK84.KQ73.Q8.J73", "1NT 2D 3D P 3H P 3NT P", "4S", "sayc"),
    ("AK84.KQ73.Q8.J73", "1NT 2D 3D P 3H P 3NT P", "4S", "precision"),
])
def test_the_cue_bid_in_place_of_stayman_is_answered_as_stayman(hand, auction, expected, system):
    s = _call(hand, auction, system)
    assert s.call.pbn() == expected, s.meaning
    assert s.agreed


# 2. Opener reopens after the overcall is passed round.
@pytest.mark.parametrize("hand, auction, expected", [
    # bidandmade, Deal 1: 1♣ (1♦) P (P): "it might be better to double" — two diamonds
    ("AK74.Q5.32.AKQJ4", "1C 1D P P", "X"),
    # bridgetips: West ♠AK653 ♥Q864 ♦A63 ♣3, 1♠ (2♣) P (P) — West doubles
    ("AK653.Q864.A63.3", "1S 2C P P", "X"),
    # Stafford: two or fewer of their suit — reopen with a double even if not ideal
    ("KQJ74.A3.Q862.J4", "1S 2H P P", "X"),
    # Stafford: three or more of their suit — partner is probably weak: pass
    ("AQJ74.K83.Q62.J4", "1S 2H P P", "Pass"),
    # bridgetips: without the hand structure for a double (six spades), rebid the suit
    ("AKJ974.7.KJ3.Q42", "1S 2H P P", "2S"),
])
def test_opener_reopens_after_a_passed_overcall(hand, auction, expected):
    s = _call(hand, auction)
    assert s.call.pbn() == expected, s.meaning
    assert s.agreed


@pytest.mark.parametrize("system,opening,hand", [
    ("acol", "1C 1D P P", "AK74.Q5.32.AKQJ4"),
    # Precision's 1♣ is strong and artificial (its own methods over interference: see
    # test_bidding_precision_interference_textbook), so its limited 1♦ opening shows the rule
    ("precision", "1D 1H P P", "AK74.5.Q532.KJ54")])
def test_reopening_double_is_shared_by_acol_and_precision(system, opening, hand):
    # both play negative doubles, so opener protects partner's trap pass the same way
    # (bidandmade, Deal 1)
    s = _call(hand, opening, system)
    assert s.call.pbn() == "X", s.meaning


def test_responder_passes_the_reopening_double_with_the_trap_hand():
    # bidandmade, Deal 1: East ♠98 ♥A93 ♦KQ1062 ♣1083 passed 1♦ (no penalty double when
    # doubles are negative); after the reopening double "he can then either pass, which is
    # most likely" — defending 1♦ doubled
    s = _call("98.A93.KQT62.T83", "1C 1D P P X P")
    assert s.call.pbn() == "Pass", s.meaning
    assert s.agreed and s.rule.name == "penalty pass"


@pytest.mark.parametrize("system", ["sayc", "acol", "precision"])
@pytest.mark.parametrize("hand, auction", [
    ("K5.74.Q73.AKJ852", "1H 2C P P X"),   # 13 HCP, six clubs: a sound two-level overcall
    ("AQJ84.74.K73.Q52", "1H 1S P P X"),   # 12 HCP, five spades
])
def test_the_overcaller_passes_the_reopening_double(hand, auction, system):
    # the reopening double is for takeout, and "your partner can now pass for penalties"
    # (bidandmade): the choice is responder's, whose pass may hide the penalty double;
    # the overcaller, already described, passes and waits — an agreed pass
    s = _call(hand, auction, system)
    assert s.call.pbn() == "Pass" and s.agreed, s.meaning


def test_responder_answers_the_reopening_double_in_an_unbid_major():
    # the reopening double is for takeout (bridgetips: "support for the unbid suits"): with
    # four spades and no trump holding, responder bids the unbid major at the cheapest level
    s = _call("KJ84.73.9652.Q84", "1H 2D P P X P")
    assert s.call.pbn() == "2S", s.meaning
    assert s.agreed


# 3. Balancing in the pass-out seat when they have a fit at the two level (Cohen; Lawrence).
@pytest.mark.parametrize("hand, auction, expected", [
    ("KJ84.7.QJ85.K632", "1H P 2H P P", "X"),    # short hearts, the other three suits
    ("73.K5.AQJ85.9642", "1S P 2S P P", "3D"),   # a five-card suit, short spades: 3♦
    ("9743.Q84.J652.J3", "1H P 2H P P", "Pass"),  # 4 HCP: nothing to balance with
    # four of the unbid major, a doubleton in theirs and a five-card minor with three-level
    # values: double, not 3 of the minor, so the major fit is not lost (Lawrence, "The
    # Complete Book on Balancing": the double is the flexible balance over their fit)
    ("KQ74.62.A3.QJ862", "1H P 2H P P", "X"),    # 12 HCP, 4-2-2-5: X, not 3♣
    ("73.AJ85.K4.KQ932", "1S P 2S P P", "X"),    # 13 HCP, 2-4-2-5: X, not 3♣
])
def test_balancing_after_their_raise_to_two(hand, auction, expected):
    s = _call(hand, auction)
    assert s.call.pbn() == expected, s.meaning
    assert s.agreed


# 4. Advancing a two-level overcall (ACBL SAYC booklet on advancing overcalls: a raise shows
#    support; the cue bid of opener's suit is a limit raise or better; a new suit is not
#    forcing).
@pytest.mark.parametrize("hand, auction, expected", [
    ("Q7.K84.J652.AJ43", "1S 2D P", "3S"),      # four diamonds, 11 support points: cue bid
    ("Q73.K84.9652.A84", "1S 2D P", "3D"),      # three diamonds (with four), 9 points: raise
    ("KQJ943.84.J63.Q8", "1H 2C P", "2S"),      # six spades, 9 HCP: new suit, not forcing
])
def test_advancing_a_two_level_overcall(hand, auction, expected):
    s = _call(hand, auction)
    assert s.call.pbn() == expected, s.meaning
    assert s.agreed


def test_the_advancers_cue_bid_is_forcing_and_the_overcaller_places_the_game():
    assert _call("Q7.K84.J652.AJ43", "1S 2D P").rule.forcing == "round"
    # the cue bid shows a limit raise or better in the overcaller's suit: opposite a
    # two-level overcall (11+) that is game in the major; with a minor and opener's suit
    # stopped the overcaller prefers 3NT to five of the minor
    assert _call("74.AKJ95.KQ5.Q73", "1S 2H P 3S P").call.pbn() == "4H"
    assert _call("K4.A73.85.AQJ954", "1S 2C P 3S P").call.pbn() == "3NT"


# 5. The law of total tricks (Cohen, "To Bid or Not to Bid"): bid to the level of the
#    partnership's trumps — nine trumps, the three level; eight, no higher than two.
@pytest.mark.parametrize("hand, auction, expected", [
    ("83.K842.Q963.874", "1S 2D 2S", "3D"),     # four-card support: nine trumps, compete to 3
    ("Q83.KJ842.93.874", "1S 2D 2S", "Pass"),   # two diamonds: no nine-card fit, defend 2♠
])
def test_advancer_competes_to_the_level_of_the_fit(hand, auction, expected):
    s = _call(hand, auction)
    assert s.call.pbn() == expected, s.meaning
    assert s.agreed


# 6. Responder after their 1NT overcall (15–18): the double is for penalties — the negative
#    double applies to suit overcalls (SAYC booklet: "negative doubles through 2♠" of a
#    suit overcall); with our side holding the balance of the points, responder doubles.
def test_responder_doubles_a_1nt_overcall_for_penalties():
    s = _call("Q73.KJ4.Q652.Q84", "1H 1NT")
    assert s.call.pbn() == "X", s.meaning
    assert s.rule.name == "penalty double"


# 7. Responder after a three-level jump overcall: with support for opener's major and game
#    values, bid the game (Root, "Commonsense Bidding", on competing over preempts: "bid
#    what you think you can make"); with little, pass.
@pytest.mark.parametrize("hand, auction, expected", [
    ("KQ73.K84.J652.A4", "1H 3C", "4H"),
    ("9743.Q84.J652.J3", "1H 3C", "Pass"),
])
def test_responder_over_a_three_level_overcall(hand, auction, expected):
    s = _call(hand, auction)
    assert s.call.pbn() == expected, s.meaning
    assert s.agreed


# 8. Precision's 2♣ opening is natural (C. C. Wei, "Precision Bidding in Bridge": 11–15 HCP,
#    six or more clubs), so the defence treats it as a natural two-level opening — the
#    SAYC booklet's methods over a natural two-bid: takeout double with shortness, natural
#    overcalls, 2NT natural 15–18 with a stopper.
@pytest.mark.parametrize("hand, auction, expected", [
    ("AQ84.KJ75.K932.3", "2C", "X"),      # short clubs, the other three suits
    ("KQJ85.A73.K4.973", "2C", "2S"),     # a good five-card spade suit
    ("AQ84.K5.KJ93.Q73", "2C", "2NT"),    # 15 HCP, balanced, clubs stopped
])
def test_defence_to_precisions_natural_2c(hand, auction, expected):
    s = _call(hand, auction, "precision")
    assert s.call.pbn() == expected, s.meaning
    assert s.agreed


def test_advancer_bids_a_major_over_the_takeout_double_of_2c():
    s = _call("Q842.K75.9832.J3", "2C X P", "precision")
    assert s.call.pbn() == "2S", s.meaning
    assert s.agreed


# 9. Advancing a balancing double (Lawrence, "The Complete Book on Balancing"): the
#    balancer may be a king lighter than a direct doubler, so the advancer needs about three
#    points more to jump — 11 HCP and four spades is only a simple 1♠ here, where over a
#    direct double it would be the invitational jump.
def test_advancer_allows_for_the_borrowed_king():
    assert _call("KJ84.A73.Q852.73", "1C X P").call.pbn() == "2S"         # direct: jump
    assert _call("KJ84.A73.Q852.73", "1C P P X P").call.pbn() == "1S"     # balancing: simple



# 10. Overcaller after advancer's cue bid (SAYC booklet: the cue bid of opener's suit is a
#     limit raise or better in the overcaller's suit): with a minimum overcall, the suit at
#     the cheapest level; with a sound one (13+), game in the major.
@pytest.mark.parametrize("hand, auction, expected", [
    ("73.KQJ85.Q73.J84", "1D 1H P 2D P", "2H"),    # 9 HCP: minimum, the cheapest level
    ("73.AKJ85.Q73.A84", "1D 1H P 2D P", "4H"),    # 14 HCP: a sound overcall, game
    # the same cue bid after responder's free bid (1♠, 2♣): still the raise, still forcing
    ("73.KQJ85.Q73.J84", "1D 1H 1S 2D P", "2H"),
    ("73.AKJ85.Q73.A84", "1D 1H 2C 2D P", "4H"),
])
def test_overcaller_after_the_cue_bid(hand, auction, expected):
    s = _call(hand, auction)
    assert s.call.pbn() == expected, s.meaning
    assert s.agreed


# 11. Opener after a balancing action when partner has passed the opening (0–5 HCP): the
#     balancer is protecting, and opener competes again only with a reason of his own — a
#     six-card suit or a second five-card suit (Lawrence, "The Complete Book on Balancing":
#     opener should not bid again on a minimum balanced hand opposite a passed partner).
@pytest.mark.parametrize("hand, auction, expected", [
    ("A4.KQ7.QJ84.K932", "1D P P 1S", "Pass"),     # 15 HCP, balanced: defend 1♠
    ("74.AKJ954.KQ3.84", "1H P P 1S", "2H"),       # six hearts: compete
    ("A4.KQ7.QJ84.K932", "1D P P X", "Pass"),      # nothing to add over the double
])
def test_opener_after_a_balancing_action(hand, auction, expected):
    s = _call(hand, auction)
    assert s.call.pbn() == expected, s.meaning
    assert s.agreed


# 12. After the reopening double and responder's forced answer, opener treats the answer as
#     an answer to a takeout double (0–9): raise with 16–18 to invite, pass a minimum — as
#     the takeout doubler does after partner's forced response (Root, "Commonsense
#     Bidding", on the doubler's rebids).
@pytest.mark.parametrize("hand, auction, expected", [
    ("AQ84.K3.AKJ52.73", "1D 1H P P X P 1S P", "2S"),     # 17 HCP, four spades: invite
    ("KJ84.A3.KQ852.73", "1D 1H P P X P 1S P", "Pass"),   # 13 HCP: minimum, pass
    ("KJ84.A3.KQ852.73", "1D 1H P P X P 2D P", "Pass"),   # preference, minimum: pass
])
def test_opener_after_the_answer_to_the_reopening_double(hand, auction, expected):
    s = _call(hand, auction)
    assert s.call.pbn() == expected, s.meaning
    assert s.agreed


def test_advancer_competes_with_nine_trumps_over_responders_new_suit():
    # the law of total tricks (Cohen): four-card support for partner's five-card overcall —
    # nine trumps — competes to the three level whatever suit responder has bid
    s = _call("83.K842.Q963.874", "1S 2D 2H")
    assert s.call.pbn() == "3D", s.meaning
    assert s.agreed


# 9. Over their three-level preempt with a hand the takeout double and the six-card overcall
#    do not describe (E. Kantar, "Modern Bridge Defense", on preempts: overcall a good suit —
#    a strong five-carder will do with the values of a sound opening and more — and double
#    first with a hand too strong to pass, then bid the suit).  Both seats: direct, and the
#    protective seat after the raise of a weak two.
@pytest.mark.parametrize("system", ["sayc", "acol"])
@pytest.mark.parametrize("hand, auction, expected", [
    ("AQJ85.T3.AKQT.A3", "3H", "X"),        # 20 HCP, two clubs: too strong to pass
    ("AQJ85.T3.AKQT.A3", "3H P P", "X"),
    ("KQJ85.73.AQ42.K7", "3H", "3S"),       # 15 HCP, KQJ of spades: the three-level overcall
    ("KJ985.73.AJ4.Q73", "3H", "Pass"),     # 13 HCP, a five-card suit: not at the three level
])
def test_over_a_preempt_with_a_strong_hand(system, hand, auction, expected):
    s = _call(hand, auction, system)
    assert s.call.pbn() == expected, s.meaning
    assert s.agreed


def test_over_a_raised_weak_two_with_a_strong_hand():
    s = _call("AQJ85.T3.AKQT.A3", "2H P 3H")
    assert s.call.pbn() == "X", s.meaning
    assert "17+" in s.meaning


# 14. The law of total tricks for the side that has passed or overcalled (Cohen, "To Bid or
#     Not to Bid"): compete to the level of the trumps known together, else defend.
#     - The passed responder in the pass-out seat after advancer's 1NT or new suit that
#       opener passed: a weak hand with three diamonds — eight for the two level are not
#       known (SAYC's 1♦ may hold three) — defends.
#     - Advancing partner's overcall of their 1NT after responder has bid: SAYC's overcall
#       of 1NT shows six, three more make nine, the three level; Acol's may be a five-card
#       major, three make only eight known — pass; four make nine.
@pytest.mark.parametrize("hand, auction, system, expected", [
    ("842.Q95.J73.T862", "1D 1S P 1NT P P", "sayc", "Pass"),   # 3 HCP, three diamonds
    ("842.Q95.J73.T862", "1D 1S P 2C P P", "sayc", "Pass"),
    ("842.Q95.J73.T862", "1NT 2H 2S", "sayc", "3H"),
    ("842.Q95.J73.T862", "1NT 2H 2S", "acol", "Pass"),
    ("84.Q952.J73.T862", "1NT 2H 2S", "acol", "3H"),   # four hearts: nine known
])
def test_the_law_of_total_tricks_for_the_passed_and_the_overcalling_side(hand, auction,
                                                                         system, expected):
    s = _call(hand, auction, system)
    assert s.call.pbn() == expected and s.agreed, s.meaning
