"""Slam tries after opener's single raise of responder's major (1x–1M–2M), from the
textbooks.  Expected calls are the books', not the engine's output:

- Root, "Commonsense Bidding", slam bidding (cue-bids): once the trump suit is agreed, a new
  suit at the four level (above three of the agreed major, where game is reached anyway) is
  a control bid — first-round control (the ace or a void) and slam interest, the cheapest
  control first; partner with a minimum signs off in the agreed suit, with extras shows a
  control back, and a sign-off is respected;
- the ACBL SAYC booklet, opener's rebids: 1x–1M–2M is a minimum opening (12–16 points) with
  four-card support; responder with 13+ points bids game, with more goes on;
- Goren, "Point Count Bidding": 33 points for a small slam, distribution counted once the
  fit is known (a singleton 3 and a doubleton 1 in the short-trump hand, long cards in the
  long-trump hand) — a slam try with about 31–32, Blackwood with 33;
- the World Bridge Federation's youth notes "Rules for Cue-Bidding Controls": only
  first-round controls are shown by the first cue bid, cheapest first; the trump suit is the
  way out; with every side suit controlled, go straight to Blackwood;
- Klinger, "Guide to Better Acol Bridge": the same control bids in Acol (Acol and Precision
  share SAYC's rules here).
"""

import pytest

from bridgelib.bidding import explain, forcing, suggest


def _call(hand: str, auction: str, system: str = "sayc") -> str:
    s = suggest(hand, auction, system)
    assert s.agreed, (hand, auction, system, s.meaning)
    return "P" if s.call.is_pass else s.call.pbn()


# ------------------------------------------------ responder after 1x–1M–2M
# (SAYC's single raise shows 12–16; Acol's minimum rebid range is lower, so the same hands
# fall short of the 31 points there)
@pytest.mark.parametrize("system", ["sayc"])
@pytest.mark.parametrize("hand, auction, want", [
    # 15 HCP, four trumps and a singleton club (3, Goren): 18 opposite a minimum opening of
    # about 13 — 31, a slam try; no club control (a singleton is not first-round), the ♦ ace
    # (opener's suit) is the cheapest first-round control (Root; the WBF rules)
    ("KQ98.A976.AQ52.5", "1D P 1S P 2S P", "4D"),
    # 16 HCP, six spades and a singleton heart: about 19 points opposite 13 — 32, a slam
    # try: the ♣ ace is the cheapest control (Root, Goren)
    ("AQJ543.Q.K63.AT9", "1H P 1S P 2S P", "4C"),
    # 12 HCP and the singleton: 15 + 13 = 28 — game, no slam try (the SAYC booklet)
    ("KJ98.K976.AJ52.5", "1D P 1S P 2S P", "4S"),
    # 18 HCP, four trumps, a singleton club: 21 + 13 = 34 — Blackwood directly (Goren's 33)
    ("AKQ8.A976.KQ52.5", "1D P 1S P 2S P", "4NT"),
])
def test_responder_makes_a_slam_try_over_the_single_raise(system, hand, auction, want):
    assert _call(hand, auction, system) == want


def test_responder_with_slam_values_but_no_first_round_control_bids_game():
    # 17 HCP, a doubleton: about 31 with opener's minimum, but no ace or void in clubs,
    # diamonds or hearts: no control to show below game — game (the WBF rules: a control
    # bid promises first-round control; Root: the agreed suit is the way out)
    assert _call("KQJ8.KQ76.QJ5.K5", "1D P 1S P 2S P") == "4S"


def test_responder_six_to_nine_still_passes_the_raise():
    # 7 HCP: the single raise is to play (the SAYC booklet)
    assert _call("KJ86.Q76.J54.Q75", "1D P 1S P 2S P") == "P"


# ------------------------------------------------ opener answers the control bid
@pytest.mark.parametrize("system", ["sayc", "acol"])
@pytest.mark.parametrize("hand, auction, want", [
    # partner's 4♣ shows the ♣ ace; we hold the ♥ and ♦ aces: every side suit controlled —
    # Blackwood at once (the WBF rules)
    ("T872.AK852.A2.J4", "1H P 1S P 2S P 4C P", "4NT"),
    # a minimum with no ace or void in diamonds: no control to show — sign off in the
    # agreed suit (Root)
    ("KQ72.KQJ52.Q43.Q", "1H P 1S P 2S P 4C P", "4S"),
    # partner's 4♣; 16 HCP (extras over the minimum raise) and the ♦ ace (our own suit) but
    # no heart control: a control bid back (Root)
    ("KQ72.K3.AKJ52.63", "1D P 1S P 2S P 4C P", "4D"),
    # partner's 4♦ bypassed clubs, and we hold only the ♣ king: sign off (the WBF rules: a
    # suit bypassed is denied)
    ("KQ72.AJ3.K652.K3", "1D P 1S P 2S P 4D P", "4S"),
])
def test_opener_answers_the_control_bid_after_the_single_raise(system, hand, auction, want):
    assert _call(hand, auction, system) == want


@pytest.mark.parametrize("hand, auction, want", [
    # opener signed off: the control bid was only a try — respected (Root)
    ("AQJ543.Q.K63.AT9", "1H P 1S P 2S P 4C P 4S P", "P"),
    ("KQ98.A976.AQ52.5", "1D P 1S P 2S P 4D P 4S P", "P"),
    # opener's control bid back: both hands have shown slam interest, nothing bypassed —
    # Blackwood (Root; Kantar, "Roman Keycard Blackwood": control-bid first, then ask)
    ("AQJ543.Q.K63.AT9", "1D P 1S P 2S P 4C P 4D P", "4NT"),
])
def test_responder_after_openers_answer(hand, auction, want):
    assert _call(hand, auction) == want


# ------------------------------------------------ what the bid says and forces
def test_explain_says_the_four_level_new_suit_is_a_control_bid():
    said = explain("1H P 1S P 2S P 4C P", "sayc")
    assert said[6].agreed
    assert "control bid: the ♣ ace or void" in said[6].meaning
    assert "slam interest in ♠" in said[6].meaning


@pytest.mark.parametrize("auction", ["1H P 1S P 2S P 4C P", "1D P 1S P 2S P 4D P",
                                     "1D P 1S P 2S P 4C P 4D P"])
def test_the_control_bid_over_the_single_raise_is_forcing(auction):
    # a control bid below game asks partner to go on or sign off (Root: a cue-bid is
    # forcing)
    assert forcing(auction, "sayc") == "round"


# ------------------------------------------------ after Stayman finds a four-card fit
# Root, "Commonsense Bidding" (cue-bids): once the trump suit is agreed — Stayman's answer
# and responder's four cards agree it — a new suit at the four level is a control bid; the
# ACBL SAYC booklet: Gerber is a jump to 4♣ directly over the 1NT or 2NT opening, so 4♣ after
# opener's answer is a control bid too; Goren: about 31–32 points together for a slam try.
@pytest.mark.parametrize("hand, auction, want", [
    # 13 HCP, four trumps and a singleton club (3): 16 opposite 15–17 — about 32, a slam
    # try; no club or diamond ace: the ♥ ace is the cheapest first-round control
    ("KQ98.A976.QJ52.5", "1NT P 2C P 2S P", "4H"),
    # 14 HCP, the ♦ ace: the cheapest first-round control below spades
    ("KQ98.K976.AJ52.5", "1NT P 2C P 2S P", "4D"),
    # 11 HCP and the singleton: about 30 at most with a minimum — game (the SAYC booklet:
    # four-card fit, 10–15 HCP, to play)
    ("KJ98.Q976.AJ52.5", "1NT P 2C P 2S P", "4S"),
    # four spades, not four hearts: no fit for opener's hearts — no control bid, 3NT (the
    # SAYC booklet)
    ("KQ98.A97.QJ52.53", "1NT P 2C P 2H P", "3NT"),
    # over 2NT (20–21): 10 HCP, four hearts and two doubletons (2) — about 32 together; the
    # ♦ ace is the cheapest first-round control below hearts
    ("J6.Q972.AQJ52.64", "2NT P 3C P 3H P", "4D"),
    # 5 HCP and a doubleton: about 26 — game (the SAYC booklet)
    ("J6.Q972.Q8652.64", "2NT P 3C P 3H P", "4H"),
])
def test_responder_control_bids_after_stayman_finds_the_fit(hand, auction, want):
    assert _call(hand, auction) == want


@pytest.mark.parametrize("hand, auction, want", [
    # opener holds the ♣ and ♥ aces, partner's 4♦ shows the diamond one: every side suit
    # controlled — Blackwood (the WBF rules)
    ("AJ72.A53.Q94.AQ4", "1NT P 2C P 2S P 4D P", "4NT"),
    # partner's 4♥ bypassed diamonds and we hold only the ♦ king: sign off (the WBF rules)
    ("AJ72.KQ3.K94.Q84", "1NT P 2C P 2S P 4H P", "4S"),
    # 2NT opener with ♠KQ and no spade ace: a suit without first-round control in either
    # hand — sign off (Root)
    ("KQ.AK863.K104.AJ3", "2NT P 3C P 3H P 4D P", "4H"),
    # the sign-off is respected (Root)
    ("KQ98.A976.QJ52.5", "1NT P 2C P 2S P 4H P 4S P", "P"),
])
def test_the_stayman_auction_after_the_control_bid(hand, auction, want):
    assert _call(hand, auction) == want


def test_four_clubs_after_staymans_answer_is_a_control_bid_not_gerber():
    # the SAYC booklet: Gerber is 4♣ directly over the no-trump opening; after 1NT–2♣–2♠ the
    # fit is agreed and 4♣ shows the club ace (Root)
    said = explain("1NT P 2C P 2S P 4C P", "sayc")
    assert said[6].agreed
    assert "control bid: the ♣ ace or void" in said[6].meaning
    assert forcing("1NT P 2C P 2S P 4C P", "sayc") == "round"


# ------------------------------------------------ two over one: opener over the invitation
# The ACBL SAYC booklet: two over one is forcing one round, not to game, and responder's
# raise to three of opener's major (10–12) invites game; Goren, "Point Count Bidding": with
# 33 points together (distribution counted once the fit is known) bid slam — Blackwood
# first to check the aces, rather than just accepting the invitation.
@pytest.mark.parametrize("hand, auction, want", [
    # 21 HCP, five spades and a singleton club (2): 23 opposite 10–12 — about 34: Blackwood
    ("AK983.AQJT.AK3.9", "1S P 2D P 2H P 3S P", "4NT"),
    # 15 HCP and six spades: about 28 — accepts the invitation only (the SAYC booklet)
    ("AQJ832.K5.J82.AJ", "1S P 2H P 2S P 3S P", "4S"),
])
def test_opener_over_the_two_over_one_invitation(hand, auction, want):
    assert _call(hand, auction) == want
