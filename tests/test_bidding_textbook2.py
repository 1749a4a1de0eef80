"""Textbook calls of the SAYC bidder found wrong while writing lessons (issue 14).

Every expected call comes from the literature, cited at each test: the ACBL SAYC booklet
("Standard American Yellow Card"), Root, "Commonsense Bidding" and "Standard Bridge Bidding
for the 21st Century". None is copied from the engine's output.
"""
import pytest

from bridgelib.bidding import explain, principle, suggest


def call(hand, auction):
    return suggest(hand, auction, "sayc").call.pbn()


# 1. 4NT directly over partner's 1NT/2NT opening is quantitative, not Blackwood: opener
#    passes with a minimum and bids 6NT with a maximum (ACBL SAYC booklet: 2NT 20–21,
#    1NT 15–17; Root, "Commonsense Bidding", the quantitative raise to 4NT).
@pytest.mark.parametrize("hand, auction, expected", [
    ("AK5.KQ4.AQ32.K32", "2NT P 4NT P", "6NT"),   # 21 HCP: maximum
    ("AK5.KQ4.AQ32.Q32", "2NT P 4NT P", "Pass"),     # 20 HCP: minimum
    ("AQ5.KJ4.A432.K32", "1NT P 4NT P", "6NT"),   # 17 HCP: maximum
    ("AQ5.KJ4.A432.J32", "1NT P 4NT P", "Pass"),     # 15 HCP: minimum
])
def test_4nt_over_notrump_opening_is_quantitative(hand, auction, expected):
    s = suggest(hand, auction, "sayc")
    assert s.call.pbn() == expected
    assert "Blackwood" not in s.meaning


# 2. Gerber: opener's 4NT answers "three aces"; the asker places the contract, or asks
#    for kings with 5♣ (ACBL SAYC booklet: Gerber over 1NT/2NT; Root, "Commonsense
#    Bidding": the Gerber asker is captain and never reads the answer as Blackwood).
def test_gerber_asker_places_the_contract_after_three_aces():
    # no ace, 18 HCP: 3 aces between us, one missing: small slam
    assert call("KQ.KQJ976.KQ3.Q2", "1NT P 4C P 4NT P") == "6NT"


def test_gerber_asker_with_all_aces_asks_for_kings():
    # one ace + opener's three = all four, 20 HCP: grand-slam interest, 5♣ asks kings
    s = suggest("AQ.KQJ976.KQ3.K2", "1NT P 4C P 4NT P", "sayc")
    assert s.call.pbn() == "5C"
    assert "king" in s.meaning.lower()


# 3. 2NT shows 20–21 (ACBL SAYC booklet); 13–15 balanced opposite makes 33+: bid 6NT
#    (Root, "Commonsense Bidding": responding to 2NT, 33 points for a small slam).
def test_13_to_15_balanced_opposite_2nt_bids_6nt():
    assert call("KQ5.K84.KJ32.Q32", "2NT P") == "6NT"   # 14 HCP, 4-3-3-3, no major


# 4. SAYC plays negative doubles through 2♠ (ACBL SAYC booklet, "Competitive bidding").
#    With no support for opener's major, double shows the unbid major.
@pytest.mark.parametrize("hand, auction", [
    ("K842.52.QJ93.K84", "1H 2C"),   # four spades, 9 HCP
    ("52.K842.QJ9.K842", "1S 2D"),   # four hearts, 9 HCP
])
def test_negative_double_after_two_level_overcall(hand, auction):
    s = suggest(hand, auction, "sayc")
    assert s.call.pbn() == "X"
    assert "Negative double" in s.meaning


def test_free_raise_of_opener_major_over_two_level_overcall():
    # three-card support for opener's five-card major, 9 points: raise (Root, "Standard
    # Bridge Bidding for the 21st Century": support partner's major first)
    assert call("K842.K52.Q93.842", "1H 2C") == "2H"


# 5. Weak jump overcalls (ACBL SAYC booklet: weak jump overcalls, like a weak two):
#    8 HCP and a good six-card suit jumps to 2♠ rather than a 1♠ overcall.
def test_weak_jump_overcall_with_good_six_card_suit():
    assert call("KQJ976.5.874.Q32", "1D") == "2S"


# 6. Advancing a takeout double: a jump in a new suit is invitational, about 9–11
#    (ACBL SAYC booklet; Root, "Commonsense Bidding", advancing a takeout double).
def test_advancer_jumps_in_a_minor_with_invitational_values():
    s = suggest("K84.852.A93.QJ84", "1H X P", "sayc")   # 10 HCP, no heart stopper
    assert s.call.pbn() == "3C"
    assert "0–8" not in s.meaning


# 7. Over a 1♥ overcall, 1♠ shows five or more spades and the negative double exactly
#    four (ACBL SAYC booklet, negative doubles): both meanings must say the same.
def test_one_spade_over_one_heart_overcall_shows_five():
    five = suggest("KJ843.852.A93.Q8", "1C 1H", "sayc")
    assert five.call.pbn() == "1S"
    assert "5+" in five.meaning
    four = suggest("KJ84.852.A93.Q84", "1C 1H", "sayc")
    assert four.call.pbn() == "X"
    assert "four spades" in four.meaning
    # no rule offers 1♠ on four spades here
    from bridgelib.bidding import candidates
    assert all(c.call.pbn() != "1S" for c in candidates("KJ84.852.A93.Q84", "1C 1H", "sayc"))


# 8. Blackwood needs an agreed trump suit (Root, "Commonsense Bidding": Blackwood is used
#    once the trump suit is agreed); after 1♦–2♥ (strong jump shift) –3NT opener has not
#    supported hearts, so 4NT is no ace ask "with a ♥ fit".
def test_no_blackwood_without_a_fit_partner_showed():
    # KJ9876 is no self-sufficient suit: the trump suit is not agreed
    assert suggest("AK2.KJ9876.AK3.Q", "1D P", "sayc").call.pbn() == "2H"  # jump shift
    s = principle("AK2.KJ9876.AK3.Q", "1D P 2H P 3NT P", "sayc")
    assert not (s.call.pbn() == "4NT" and "Blackwood" in s.meaning)
    assert "♥ fit" not in s.meaning


def test_blackwood_with_a_self_sufficient_suit_does_not_claim_a_fit():
    # AKQJ76 sets its own trumps (Root, "Commonsense Bidding": a self-sufficient suit
    # needs no support); if the principle asks for aces it must not claim partner's fit
    s = principle("A2.AKQJ76.K3.Q32", "1D P 2H P 3NT P", "sayc")
    assert "♥ fit" not in s.meaning


def test_opener_3nt_after_a_jump_shift_is_not_the_18_19_rebid():
    # 18–19 balanced is opener's 3NT after a two-over-one (a lower suit); 1♦–2♥ is a jump
    # shift (ACBL SAYC booklet: strong jump shifts), so the 18–19 meaning must not apply
    meanings = explain("1D P 2H P 3NT P", "sayc")
    assert "18–19" not in (meanings[4].meaning or "")
    assert "18–19" in explain("1H P 2C P 3NT P", "sayc")[4].meaning


# The same two slips in Acol (2NT 20–22, weak 1NT 12–14; "Standard English Acol" as in
# the system file's source): 4NT over 2NT is quantitative, and the Gerber asker places
# the contract after "three aces".
@pytest.mark.parametrize("hand, expected", [
    ("AK5.KQ4.AQ32.KQ2", "6NT"),    # 22 HCP: maximum
    ("AK5.KQ4.AQ32.Q32", "Pass"),   # 20 HCP: minimum
])
def test_acol_4nt_over_2nt_is_quantitative(hand, expected):
    s = suggest(hand, "2NT P 4NT P", "acol")
    assert s.call.pbn() == expected
    assert "Blackwood" not in s.meaning


def test_acol_gerber_asker_places_the_contract():
    assert suggest("KQ.AKQJ76.KQ3.Q2", "1NT P 4C P 4NT P", "acol").call.pbn() == "5C"
    assert suggest("KQ.KQJ976.KQ3.KQ", "1NT P 4C P 4NT P", "acol").call.pbn() == "6NT"


def test_precision_shares_the_negative_double_through_two_spades():
    # Precision's competitive methods are those of SAYC (the system file's summary), so
    # the negative double after a two-level overcall holds there too
    assert suggest("K842.52.QJ93.K84", "1D 2C", "precision").call.pbn() == "X"
