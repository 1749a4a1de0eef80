"""Control bids (cue bids for slam) from the textbooks.  Expected calls are the books', not
the engine's output:

- Root, "Commonsense Bidding", slam bidding (cue-bids): once the trump suit is agreed at a
  level where game is reached anyway, a new suit below game shows first-round control (the
  ace or a void) and slam interest, the cheapest control first; partner with extras shows
  a control back, with a minimum signs off in the agreed suit, and the sign-off is
  respected; when both hands have shown interest, Blackwood;
- the ACBL SAYC booklet, Jacoby 2NT: opener's 3 of the major shows 18+ and slam interest,
  3NT 15–17 without shortness, three of another suit a singleton or void, 4 of the major a
  minimum; responder then signs off in game or goes on;
- Goren, "Point Count Bidding": 33 points for a small slam, distribution counted once the
  trump fit is known — a slam try with about 31–32, Blackwood with 33;
- Kantar, "Roman Keycard Blackwood": control-bid first, then ask for key cards, when both
  hands want to know about controls rather than the number of aces;
- Klinger, "Guide to Better Acol Bridge": the same control bids after Acol's limit raise and
  opener's jump raise (Acol and Precision share SAYC's rules here), and after Stayman finds
  a major fit opposite Acol's 12–14 no-trump, where every total counts from partner's 13;
- the World Bridge Federation's youth notes "Rules for Cue-Bidding Controls" and Joan Butts'
  lesson "Cue Bidding to Slam": only first-round controls are shown by the first cue bid,
  cheapest first, so a suit bypassed is denied; the trump suit is the way out (sign-off);
  with every side suit controlled, go straight to Blackwood.
"""

import pytest

from bridgelib.auction import Call, parse_calls
from bridgelib.bidding import explain, forcing, suggest
from bridgelib.bidding.system import auction_state
from bridgelib.hand import Hand


def _call(hand: str, auction: str, system: str = "sayc") -> str:
    s = suggest(hand, auction, system)
    assert s.agreed, (hand, auction, system, s.meaning)
    return "P" if s.call.is_pass else s.call.pbn()


# ------------------------------------------------ Jacoby 2NT: responder's control bid
@pytest.mark.parametrize("hand, auction, want", [
    # Root, "Commonsense Bidding" (cue-bids) with the ACBL SAYC booklet's Jacoby 2NT: opener
    # shows a singleton heart; 17 HCP with four trumps and a doubleton opposite an opening
    # of about 13 is 31 points (Goren), a slam try: the cheapest first-round control, ♣A
    ("KJ73.K84.AQ85.A7", "1S P 2NT P 3H P", "4C"),
    # 14 HCP and a doubleton: about 28, no slam try: game (the SAYC booklet)
    ("KJ73.Q84.AQ85.Q7", "1S P 2NT P 3H P", "4S"),
    # Goren's 33 (16 HCP, four trumps and a singleton): Blackwood directly, no control bid
    ("A.QJ82.Q653.AK107", "1H P 2NT P 3S P", "4NT"),
    # opener's 3NT (15–17, no shortness): 14 HCP and a doubleton make about 31 — the ♥ ace
    # is the only control below spades; 4NT here would be quantitative (the SAYC booklet)
    ("KJ73.A842.K95.K7", "1S P 2NT P 3NT P", "4H"),
    # 12 HCP opposite 15–17: about 28, no slam: sign off
    ("KJ73.Q842.K95.Q7", "1S P 2NT P 3NT P", "4S"),
])
def test_jacoby_responder_control_bids_with_slam_interest(hand, auction, want):
    assert _call(hand, auction) == want


def test_jacoby_responder_with_31_points_but_no_control_below_game_signs_off():
    # 18 HCP, but no ace or void in clubs or diamonds, and the ♥ ace faces opener's
    # singleton (wasted values: Root counts no extras opposite partner's shortness): no
    # first-round control to show (a control bid promises the ace or a void) — game
    assert _call("KJ73.A84.KQ85.KQ", "1S P 2NT P 3H P") == "4S"


# ------------------------------------------------ Jacoby 2NT: opener answers the control bid
@pytest.mark.parametrize("hand, auction, want", [
    # 16 HCP with a singleton heart: not a minimum; ♣ was shown by partner, the ♦ ace is
    # the next control: control bid back (Root; the WBF cue-bidding rules: cheapest first)
    ("AKJ84.5.AQ85.Q63", "1S P 2NT P 3H P 4C P", "4D"),
    # a minimum opening (12 HCP): sign off in the agreed suit (Root)
    ("KJ984.5.AJ85.K63", "1S P 2NT P 3H P 4C P", "4S"),
    # partner's 4♦ bypassed clubs (no ♣ ace or void); we have none either — two quick
    # losers are possible: sign off (the WBF rules: a suit bypassed is denied)
    ("AKJ84.5.AQ85.Q63", "1S P 2NT P 3H P 4D P", "4S"),
    # over 3NT (15–17): partner's 4♥ bypassed both minors; 17 HCP with the ♣ ace but no ♦
    # ace or void: diamonds may lose two tricks, and no control back fits below 4♠: sign off
    ("AQJ84.K95.J3.AQ3", "1S P 2NT P 3NT P 4H P", "4S"),
    # ... holding both minor aces every side suit is controlled: Blackwood (Joan Butts:
    # no need to keep cueing)
    ("AQ984.K95.A3.A53", "1S P 2NT P 3NT P 4H P", "4NT"),
    # partner's 4♣; 16 HCP (not a minimum of 15–17) and the ♦ ace: control bid back
    ("KQ984.KQ5.A3.Q53", "1S P 2NT P 3NT P 4C P", "4D"),
    # 15 HCP, the minimum of 3NT: sign off (Root)
    ("KQ984.KQ5.A3.J53", "1S P 2NT P 3NT P 4C P", "4S"),
])
def test_jacoby_opener_answers_the_control_bid(hand, auction, want):
    assert _call(hand, auction) == want


def test_jacoby_opener_with_every_other_control_asks_for_aces():
    # 4♦ by responder (♣ denied); opener, 16 HCP, holds the ♣ ace (the suit bypassed is
    # covered) and the ♥ ace: every side suit has a first-round control — Blackwood
    # (Joan Butts, "Cue Bidding to Slam"; Kantar: then ask for key cards)
    assert _call("KQ984.A95.K3.A53", "1S P 2NT P 3NT P 4D P") == "4NT"


@pytest.mark.parametrize("hand, auction, want", [
    # both hands have shown slam interest by control bids: Blackwood (Kantar, "Roman
    # Keycard Blackwood": cue-bid, then ask)
    ("KJ73.K84.AQ85.A7", "1S P 2NT P 3H P 4C P 4D P", "4NT"),
    # partner signed off: the slam try was declined, respect it (Root)
    ("KJ73.K84.AQ85.A7", "1S P 2NT P 3H P 4C P 4S P", "P"),
    ("KJ73.A842.K95.K7", "1S P 2NT P 3NT P 4H P 4S P", "P"),
])
def test_jacoby_responder_after_the_answer(hand, auction, want):
    assert _call(hand, auction) == want


@pytest.mark.parametrize("hand, auction, want", [
    # opener's 3♠ (18+, slam interest, the SAYC booklet) and responder's 4♣ control bid:
    # both hands interested, no suit bypassed: Blackwood (Kantar)
    ("AKJ84.AQ3.K85.Q3", "1S P 2NT P 3S P 4C P", "4NT"),
    # responder's 4♦ denied the ♣ ace; opener has none either: sign off (the WBF rules)
    ("AKJ84.AQ3.K85.Q3", "1S P 2NT P 3S P 4D P", "4S"),
    # ... with the ♣ ace the bypassed suit is covered: Blackwood
    ("AKJ84.KQ3.K5.A83", "1S P 2NT P 3S P 4D P", "4NT"),
])
def test_jacoby_opener_with_slam_interest_after_the_control_bid(hand, auction, want):
    assert _call(hand, auction) == want


# ------------------------------------------------ after a limit raise (SAYC and Acol; the rules
# are Precision's too, but its 1♥/1♠ opening is limited to 15 and never makes the try)
@pytest.mark.parametrize("system", ["sayc", "acol"])
@pytest.mark.parametrize("hand, auction, want", [
    # opener's control bid 4♣ (Root; Klinger for Acol); partner has shown the ♥ ace back
    # and bypassed diamonds; with the ♦ ace we control every suit: Blackwood (Kantar)
    ("AKJ852.Q2.A2.A32", "1S P 3S P 4C P 4H P", "4NT"),
    # ... with only the ♦ king, diamonds may lose two tricks: sign off (the WBF rules)
    ("AKJ852.K2.K2.A32", "1S P 3S P 4C P 4H P", "4S"),
    # partner signed off: a minimum limit raise, respected (Root)
    ("AKJ852.K2.K2.A32", "1S P 3S P 4C P 4S P", "P"),
    # opener, 18 HCP and four losers, with the ♦ ace: control bid (Root, Klinger)
    ("2.AKQ843.AQ3.K52", "1H P 3H P", "4D"),
])
def test_control_bids_after_the_limit_raise(system, hand, auction, want):
    assert _call(hand, auction, system) == want


@pytest.mark.parametrize("system", ["sayc", "acol", "precision"])
def test_limit_raiser_with_every_other_control_goes_straight_to_blackwood(system):
    # opener's 4♥ showed the ♥ ace and denied the minor aces; the limit raiser holds both
    # minor aces, so no suit is without a first-round control: Blackwood, not a sign-off
    # (Joan Butts, "Cue Bidding to Slam": no need to keep cueing, use Blackwood)
    assert _call("J732.J98.A97.AJ8", "1S P 3S P 4H P", system) == "4NT"


@pytest.mark.parametrize("system", ["sayc", "acol", "precision"])
def test_limit_raiser_without_the_bypassed_control_signs_off(system):
    # opener's 4♦ denied the ♣ ace; a singleton club is no first-round control: even a
    # maximum with the ♥ ace signs off (the WBF rules: a suit bypassed is denied)
    assert _call("K842.A73.QJ852.3", "1S P 3S P 4D P", system) == "4S"


@pytest.mark.parametrize("system", ["sayc", "acol", "precision"])
def test_limit_raiser_shows_a_control_back_with_a_maximum(system):
    # opener's 4♣; a maximum limit raise (12 dummy points or more) with the ♥ ace and no
    # diamond bypassed: control bid back 4♥ (Root; Klinger for Acol)
    assert _call("K842.A732.QJ85.3", "1S P 3S P 4C P", system) == "4H"


# ------------------------------------------------ after opener's jump raise
@pytest.mark.parametrize("system", ["sayc", "acol"])
@pytest.mark.parametrize("hand, want", [
    # 13 HCP, six hearts and two doubletons opposite 16–18: about 32 points — a slam try;
    # no ♣ ace, the ♦ ace (opener's suit) is the cheapest control (Root, Klinger)
    ("A4.KQ9753.A8.943", "4D"),
    ("K4.KQ9753.A8.943", "4D"),
    # 15 HCP and a doubleton: 33 points, Blackwood (Goren)
    ("Q4.KQ975.A82.A43", "4NT"),
])
def test_responder_control_bids_over_openers_jump_raise(system, hand, want):
    assert _call(hand, "1D P 1H P 3H P", system) == want


@pytest.mark.parametrize("system", ["sayc", "acol"])
@pytest.mark.parametrize("hand, auction, want", [
    # 17 HCP; partner's 4♦ bypassed clubs (no ♣ ace or void) and we hold only the ♣ king:
    # two quick club losers are possible — sign off (the WBF rules: a suit bypassed is
    # denied)
    ("A2.K943.AQJ5.K82", "1D P 1H P 3H P 4D P", "4H"),
    # partner's 4♣ (the ♣ ace); with the ♦ ace and 18 HCP, control bid back (Root)
    ("K2.AJ43.AKJ5.Q82", "1D P 1H P 3H P 4C P", "4D"),
    # a minimum (16 HCP): sign off (Root)
    ("K2.K943.AQJ5.K82", "1D P 1H P 3H P 4C P", "4H"),
    # responder after the sign-off: respected (Root)
    ("K4.KQ9753.A8.943", "1D P 1H P 3H P 4D P 4H P", "P"),
])
def test_the_jump_raise_auction_after_the_control_bid(system, hand, auction, want):
    assert _call(hand, auction, system) == want


# ------------------------------------------------ after Stayman finds a major fit opposite Acol's
# weak (12–14) no-trump: Goren's counts from partner's 13 where SAYC counts from 16, the
# control bids SAYC's (Klinger); a slam try with about 31–32, the small slam with 33, the
# grand with 37 and no ace missing
@pytest.mark.parametrize("hand, auction, want", [
    # 17 HCP (AK5 7, AQ95 6, A952 4) and a doubleton: 18 points opposite 13 — about 31, a
    # slam try; no club control (73), so the ♦ ace is the cheapest first-round control
    ("A952.AK5.AQ95.73", "P 1NT P 2C P 2S P", "4D"),
    # the same with the hearts: the ♣ ace is the cheapest control
    ("AK5.A952.73.AQ95", "1NT P 2C P 2H P", "4C"),
    # 22 HCP and four trumps: 33 or more opposite 12–14 — the small slam
    ("AK98.AQ5.KQ95.A3", "1NT P 2C P 2S P", "6S"),
    # 28 HCP: 40 or more together, no ace missing — the grand slam
    ("AKQ8.AK5.AKQ5.K3", "1NT P 2C P 2S P", "7S"),
    # 13 HCP and a singleton: 16 opposite 13 is about 29 — game only (opposite SAYC's 15–17
    # this hand makes a slam try)
    ("KQ98.K976.AJ52.5", "1NT P 2C P 2S P", "4S"),
])
def test_acol_responder_after_stayman_fit_opposite_weak_nt(hand, auction, want):
    assert len(Hand.from_pbn(hand)) == 13
    assert _call(hand, auction, "acol") == want


def test_acol_minimum_weak_nt_opener_signs_off_over_the_control_bid():
    # 12 HCP (AQT 6, KT864 3, Q43 2, J8 1), a minimum weak no-trump: back to 4♠
    hand = "KT864.Q43.J8.AQT"
    assert len(Hand.from_pbn(hand)) == 13
    assert _call(hand, "P 1NT P 2C P 2S P 4D P", "acol") == "4S"


# ------------------------------------------------ what the control bid says and forces
def test_explain_says_what_the_control_bid_shows():
    said = explain("1S P 2NT P 3H P 4C P", "sayc")
    assert said[6].agreed
    assert "control bid: the ♣ ace or void" in said[6].meaning
    assert "slam interest in ♠" in said[6].meaning
    said = explain("1D P 1H P 3H P 4D P", "sayc")
    assert "control bid: the ♦ ace or void" in said[6].meaning
    assert "slam interest in ♥" in said[6].meaning


@pytest.mark.parametrize("auction, want", [
    ("1D P 1H P 3H P 4D P", "round"), ("1S P 3S P 4C P", "round"),
    ("1S P 3S P 4C P 4H P", "round"),
    ("1S P 2NT P 3H P 4C P", "game"),  # Jacoby 2NT has already forced to game
])
def test_a_control_bid_is_forcing(auction, want):
    # a control bid below game asks partner to go on or sign off: partner may not pass it
    # (Root: a cue-bid is forcing)
    assert forcing(auction, "sayc") == want


def test_four_clubs_as_a_control_bid_is_no_gerber_ask():
    # 4♣ is Gerber only directly over partner's 1NT or 2NT opening (the ACBL SAYC
    # booklet); after a limit raise it is a control bid, and partner's 4♠ signs off
    assert auction_state(parse_calls("1S P 3S P 4C P 4S P")) == "partner bid game in a suit"
    assert auction_state(parse_calls("1NT P 4C P 4H P")) == "partner answered our Gerber 4♣"
    s = suggest("AKJ852.K2.K2.A32", "1S P 3S P 4C P 4S P", "sayc")
    assert s.call == Call.from_str("P") and "sign-off" in s.meaning


# ------------------------------------------------ Precision: the strong 1♣ agrees the positive major
# 1♣–1M–2M is Wei's trump asking bid (answered in steps, the asker places the contract), not
# a control-bidding sequence: tests/test_bidding_precision_asking_textbook.py.


# ------------------------------------------------ the strong 2♣ opener after the raise
@pytest.mark.parametrize("system", ["sayc", "acol"])
@pytest.mark.parametrize("hand, auction, want", [
    # the ACBL SAYC booklet (2♣ strong, 2♦ waiting) and Klinger, "Guide to Better Acol
    # Bridge" (2♣–2♦–2♠–3♠: the raise agrees the suit, slam tries by control bids): 25 HCP
    # and a doubleton opposite about 5 make about 31 points — the cheapest first-round
    # control, the ♦ ace (clubs denied) (Root)
    ("AKQ75.AK3.A8.KQ3", "2C P 2D P 2S P 3S P", "4D"),
    # 24 HCP without the ♦ ace: about 30, game (Goren's 33 is out of reach)
    ("AKQ75.AK3.K8.KQ3", "2C P 2D P 2S P 3S P", "4S"),
    # responder's ace is the first-round control partner asked about: show it back, the
    # ♣ needing no control (4♣ bypassed nothing) (Root; Joan Butts)
    ("J83.Q842.A75.943", "2C P 2D P 2S P 3S P 4C P", "4D"),
    # partner's 4♦ bypassed clubs; without the ♣ ace or a void: sign off (the WBF rules)
    ("J83.Q842.A75.943", "2C P 2D P 2S P 3S P 4D P", "4S"),
    # the opener after the control bid back (the ♥ ace): no suit bypassed between 4♦ and
    # 4♥, both hands interested — ask for aces (Kantar)
    ("AKQ75.AK3.A8.KQ3", "2C P 2D P 2S P 3S P 4D P 4H P", "4NT"),
    # the sign-off is respected (Root)
    ("AKQ75.AK3.A8.KQ3", "2C P 2D P 2S P 3S P 4D P 4S P", "P"),
])
def test_strong_two_club_opener_control_bids_after_the_raise(system, hand, auction, want):
    assert _call(hand, auction, system) == want


# ------------------------------------------------ Acol: the Acol two after the positive raise
@pytest.mark.parametrize("hand, auction, want", [
    # Klinger, "Guide to Better Acol Bridge" (Acol two-bids: the raise agrees the suit and
    # is positive; slam tries are control bids): 21 HCP, six spades and two doubletons
    # opposite about 8 make about 31 points — the cheapest control, the ♦ ace (Root)
    ("AKQJ75.AK3.A8.53", "2S P 3S P", "4D"),
    # 25 HCP: 33 points, Blackwood (Goren)
    ("AKQJ75.AK3.A8.A3", "2S P 3S P", "4NT"),
    # responder, 12 HCP (not a minimum positive): 4♣ bypassed nothing, the ♦ ace: back
    ("Q83.QJ42.A75.K43", "2S P 3S P 4C P", "4D"),
    # a minimum positive (10 HCP): sign off (Root)
    ("J83.Q842.A75.K43", "2S P 3S P 4C P", "4S"),
    # opener after the control bid back (nothing bypassed between 4♦ and 4♥): Blackwood
    ("AKQJ75.AK3.A8.53", "2S P 3S P 4D P 4H P", "4NT"),
    # the sign-off is respected (Root)
    ("AKQJ75.AK3.A8.53", "2S P 3S P 4D P 4S P", "P"),
    # responder after opener's game over the raise: the raise is unlimited (6 HCP up) and
    # opener's 4♥ only says no slam opposite a minimum positive; 12 HCP (Q10 83 2, QJ9 3,
    # KJ 4, K1053 3) opposite an Acol two of 15+ HCP and eight playing tricks make the 33
    # points of a small slam likely (Goren): Blackwood
    ("QT83.QJ9.KJ.KT53", "2H P 3H P 4H P", "4NT"),
    # a minimum positive (J83 1, Q842 2, A75 4, K43 3: 10 HCP): no slam try
    ("J83.Q842.A75.K43", "2S P 3S P 4S P", "P"),
])
def test_acol_two_opener_control_bids_after_the_raise(hand, auction, want):
    assert _call(hand, auction, "acol") == want


# ------------------------------------------------ Acol: responder's slam values after 1M–2y–2M
@pytest.mark.parametrize("hand, auction, want", [
    # Goren's 33 points: 18 HCP (KJ4 4, A985 4, AQ43 6, A5 4) and three spades opposite an
    # opening that rebid its six spades (12+ HCP, two more for the long suit): slam is
    # likely, so ask for aces rather than bid game
    ("KJ4.A985.AQ43.A5", "1S P 2D P 2S P", "4NT"),
    # 13 HCP (KJ4 4, A985 4, Q743 2, K5 3): game, no more
    ("KJ4.A985.Q743.K5", "1S P 2D P 2S P", "4S"),
])
def test_acol_responder_slam_values_after_the_rebid_suit(hand, auction, want):
    assert _call(hand, auction, "acol") == want
