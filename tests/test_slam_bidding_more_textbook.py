"""More slam positions from the textbooks: slam by points, quantitative no-trump bids,
Blackwood after a jump raise, a minor-suit slam over partner's 3NT, Gerber and the
Jacoby 2NT continuations.  Expected calls are the books', worked out from their numbers,
never the engine's output:

- Root, "Commonsense Bidding": 33 HCP together for a small slam (37 for a grand); when
  partner's range is known, bid the slam when the minimum of it brings 33, invite with a
  quantitative 4NT when only its maximum does; Blackwood once the trump suit is known and
  the values are there;
- Goren, "Point Count Bidding": 33 points for a small slam, distribution counted once the
  fit is known (the hand with fewer trumps counts a void 5, a singleton 3, a doubleton 1
  with four trumps; the hand with more counts its trumps beyond five);
- the ACBL SAYC booklet: over 1NT, 4NT is quantitative (16–17), 6NT to play (18–19), 5NT
  forces 6NT and invites 7NT (20–21); 4NT directly over a natural no-trump bid is
  quantitative, opener accepting with a maximum; 4♣ over 1NT is Gerber (4♦ none or four,
  4♥ one, 4♠ two, 4NT three); after Jacoby 2NT opener shows a singleton or void with three
  of the short suit, 15–17 without shortness with 3NT and a minimum with four of the
  major; opener's jump raise of responder's suit shows four-card support and 16–18;
- C. C. Wei, "Precision Bidding in Bridge": a one-of-a-major opening shows 11–15 HCP, so
  its jump raise is the top of that range, not the 16–18 of standard bidding.
"""

import pytest

from bridgelib.auction import Call
from bridgelib.bidding import suggest


def _call(hand: str, auction: str, system: str = "sayc"):
    return suggest(hand, auction, system)


# ----------------------------------------- responder over opener's 1NT rebid (12–14, Root)
@pytest.mark.parametrize("hand, auction, want", [
    # 19 HCP balanced: 31 together opposite a minimum, 33 opposite a maximum: invite, 4NT
    ("AKQ3.AQ.T52.A1053", "1D P 1S P 1NT P", "4NT"),
    # 22 HCP balanced: 34 even opposite 12: the small slam
    ("AKQ3.AQ.K52.A1053", "1D P 1S P 1NT P", "6NT"),
    # 13 HCP: 27 at most, game only
    ("AK3.Q53.T52.A1053", "1D P 1S P 1NT P", "3NT"),
    # 17 HCP: 31 at most (17 + 14), no slam, not even an invitation
    ("KQ3.AQ52.KJ2.Q53", "1C P 1H P 1NT P", "3NT"),
])
def test_responder_bids_slam_by_points_over_the_1nt_rebid(hand, auction, want):
    s = _call(hand, auction)
    assert s.call == Call.from_str(want) and s.agreed, s
    if want == "4NT":
        assert "Quantitative" in s.meaning


@pytest.mark.parametrize("hand, want", [
    ("K5.KJ4.AJ853.Q73", "6NT"),   # 14 HCP, the top of 12–14: accepts
    ("K5.QJ4.AJ853.J73", "P"),     # 12 HCP, the bottom: declines, 4NT to play
])
def test_opener_answers_the_quantitative_4nt_over_the_1nt_rebid(hand, want):
    # the ACBL SAYC booklet: 4NT directly over a natural no-trump bid is quantitative
    s = _call(hand, "1D P 1S P 1NT P 4NT P")
    assert s.call == Call.from_str(want) and s.agreed, s


# ----------------------------------------- responder over opener's jump raise (16–18)
@pytest.mark.parametrize("system, hand, auction, want", [
    # 17 HCP and five spades opposite 16–18 with four: 33+ together: Blackwood
    ("sayc", "AQJ85.K2.A52.K53", "1H P 1S P 3S P", "4NT"),
    ("acol", "AQJ85.K2.A52.K53", "1H P 1S P 3S P", "4NT"),
    # 12 HCP: 30 at most: accept the invitation, game
    ("sayc", "AQJ85.K2.Q52.853", "1H P 1S P 3S P", "4S"),
    # 14 HCP, four hearts and a singleton: 14 + 3 + about 17 = 34 points: Blackwood
    ("sayc", "A.KQ86.K8532.Q74", "1D P 1H P 3H P", "4NT"),
    # 12 HCP with a doubleton: 12 + 1 + 18 = 31 at most: game
    ("sayc", "A52.KQ86.J853.Q4", "1D P 1H P 3H P", "4H"),
    # Precision: the 1♥ opening is 11–15, so 17 HCP opposite its jump raise is 32 at
    # most: no slam bid — only a slam try, the control bid 4♦ (about 31–32 points with a
    # fit: Root, "Commonsense Bidding", cue-bids; see test_slam_control_bids_textbook.py),
    # which stops in game when opener signs off (checked below)
    ("precision", "AQJ85.K2.A52.K53", "1H P 1S P 3S P", "4D"),
])
def test_responder_after_openers_jump_raise(system, hand, auction, want):
    s = _call(hand, auction, system)
    assert s.call == Call.from_str(want) and s.agreed, s
    if want == "4NT":
        assert s.meaning.startswith("Blackwood")
    if want == "4D":  # the slam try stops in game opposite a minimum's sign-off
        s = _call(hand, auction + " 4D P 4S P", system)
        assert s.call.is_pass and s.agreed, s


def test_the_ace_ask_over_the_jump_raise_is_answered_with_aces():
    # plain Blackwood in SAYC: 5♥ two aces
    s = _call("KQ84.AJ3.A853.92", "1D P 1S P 3S P 4NT P")
    assert s.call.pbn() == "5H" and s.agreed


# ----------------------------------------- a minor-suit slam over partner's 3NT (Goren)
@pytest.mark.parametrize("hand, want", [
    # 20 HCP, five diamonds with partner's four (an eight-card fit the calls show),
    # opposite responder's 12–15: about 33 together: the small slam in the fit
    ("AKQ85.J.AKJ52.Q3", "6D"),
    # 15 HCP: about 28 together: 3NT is the game
    ("AKJ85.J.KJ852.Q3", "P"),
])
def test_opener_bids_the_minor_suit_slam_over_3nt(hand, want):
    s = _call(hand, "1S P 2D P 3D P 3NT P")
    assert s.call == Call.from_str(want) and s.agreed, s


# ----------------------------------------- slam by points after a forcing bid (Root, Goren)
def test_the_jump_shifter_asks_for_aces_with_a_self_sufficient_suit():
    # 21 HCP and A K Q J 9 6 of spades: the suit is trumps whatever partner holds (Root:
    # Blackwood once the trump suit is known); about 14 more from the opener: 35 HCP
    s = _call("AKQJ96.A2.K2.A32", "1D P 2S P 3C P")
    assert s.call.pbn() == "4NT" and "Blackwood" in s.meaning
    assert "self-sufficient" in s.meaning


# ----------------------------------------- over partner's 1NT opening (the SAYC booklet)
@pytest.mark.parametrize("hand, want", [
    ("KQ3.AJ5.K842.K53", "4NT"),   # 16: quantitative, invites 6NT
    ("AQ3.AJ5.K842.KQ3", "6NT"),   # 19: 34–36 together, to play
    ("AQ3.AK5.K842.KQ3", "5NT"),   # 21: 36–38, forces 6NT and invites 7NT
])
def test_responder_bids_slam_by_points_over_1nt(hand, want):
    s = _call(hand, "1NT P")
    assert s.call == Call.from_str(want) and s.agreed, s


@pytest.mark.parametrize("hand, auction, want", [
    ("KQ3.AJ5.K842.KJ3", "1NT P 4NT P", "6NT"),   # 17, the maximum: accepts
    ("KQ3.AJ5.Q842.K53", "1NT P 4NT P", "P"),     # 15, the minimum: declines
    ("KQ3.AJ5.Q842.K53", "1NT P 4C P", "4H"),     # Gerber: one ace
])
def test_opener_answers_the_slam_tries_over_1nt(hand, auction, want):
    s = _call(hand, auction)
    assert s.call == Call.from_str(want) and s.agreed, s


# ----------------------------------------- Jacoby 2NT: opener's rebid and responder's
@pytest.mark.parametrize("hand, want", [
    ("AKJ85.K3.A72.Q84", "3NT"),   # 17, no shortness: 15–17
    ("AQJ85.K3.972.Q84", "4S"),    # 12, no shortness: minimum
    ("AKJ85.K832.7.Q84", "3D"),    # a singleton diamond
])
def test_opener_rebids_after_jacoby_2nt(hand, want):
    s = _call(hand, "1S P 2NT P")
    assert s.call == Call.from_str(want) and s.agreed, s


@pytest.mark.parametrize("hand, want", [
    # 21 HCP and four trumps opposite a minimum (12–14): 33+ together: Blackwood
    ("KQ72.AK5.AQ3.K52", "4NT"),
    # 15 HCP: 27–29 together: opener's minimum ends it in game
    ("KQ72.A54.AQ3.852", "P"),
])
def test_responder_after_jacoby_2nt_and_openers_minimum(hand, want):
    s = _call(hand, "1S P 2NT P 4S P")
    assert s.call == Call.from_str(want) and s.agreed, s
