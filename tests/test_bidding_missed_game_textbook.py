"""Textbook game decisions where the computer bidder used to stop short (issue 14: missed games).

Every expected call comes from the literature cited at each test, never from the engine's
output.  Sources:

- Larry Cohen, "After Partner's Takeout Double" (larryco.com bridge quiz): a minimum suit
  advance shows 0–8 HCP, "Jump in a suit = natural, 4+ cards and 9–11 HCP", "Jump in notrump
  = 11–12, balanced, stopper(s) in their suit";
- "Responding to Takeout Doubles" (an ACBL-style lesson, Lesson 5): the jump advance "shows a
  long (at least a 4-card) suit and invites the partner to bid on if the double was not
  minimal. Normally, such bid is made with 9–11 points";
- Loeb Bridge, "Advancing a takeout double": jump in a new suit 9–11 support points, "Double
  jump in a new suit — weak with a long suit";
- Joan Butts, Online School of Bridge, lesson 20, play hand 2 ("Doubles — advancer has
  values"): the doubler holds 15 HCP and a doubleton in opener's clubs, and "the jump by
  partner shows 9–11 points and at least four hearts"; the deal is played in hearts.

The doubler's minimum is the system's own (a double of up to 15 HCP passes a simple advance,
"Doubler's rebid after partner's one-level advance"): 16+ points opposite 9–11 make the 25
or more of game (Goren), and 14 HCP opposite the 11–12 of 2NT do too.
"""
import pytest

from bridgelib.bidding import suggest


def _call(hand, auction, system="sayc"):
    s = suggest(hand, auction, system)
    assert s.agreed, (hand, auction, s.reason)
    return s.call.pbn()


# 1. The doubler after advancer's invitational jump: more than a minimum double accepts.
@pytest.mark.parametrize("hand, auction, expected", [
    # Butts, lesson 20 hand 2: 15 HCP and a doubleton club (16 support points) opposite the
    # 9-11 jump with four hearts: game in the 4-4 heart fit
    ("KQ75.AQ74.KJ6.83", "1C X P 2H P", "4H"),
    # 17 HCP, three spades (the jump promises four: eight trumps), a doubleton heart
    ("AK7.62.J5432.AKQ", "1H X P 2S P", "4S"),
    # a minimum double (10 HCP and a singleton, 12 HCP and a doubleton: 13 support points):
    # the invitation is declined (Cohen: the jump invites; the lesson: "if the double was
    # not minimal")
    ("KJ84.7.Q1093.A862", "1H X P 2S P", "Pass"),
    ("A1084.K2.Q1093.K86", "1C X P 2H P", "Pass"),
    # the jump to three in a lower suit is the same invitation: 16+ with a stopper in their
    # suit bids 3NT over a minor (the suit advancer shows is the source of tricks)
    ("AK84.K2.Q2.AJ954", "1H X P 3D P", "3NT"),
    # a minimum with the same shape passes
    ("AJ84.K2.Q2.J9854", "1H X P 3D P", "Pass"),
])
def test_doubler_after_the_jump_advance(hand, auction, expected):
    assert _call(hand, auction) == expected


# 2. The doubler after advancer's 2NT (11-12, a stopper): 14+ HCP make game.
@pytest.mark.parametrize("hand, auction, expected", [
    ("AQ84.7.KJ93.AJ62", "1H X P 2NT P", "3NT"),   # 15 HCP opposite 11-12
    ("AJ84.7.KJ93.Q1062", "1H X P 2NT P", "Pass"),  # 11 HCP, a minimum double
])
def test_doubler_after_the_2nt_advance(hand, auction, expected):
    assert _call(hand, auction) == expected


# 3. Loeb: the double jump advance is weak with a long suit: the doubler, even with extras,
#    passes it (it is no invitation).
def test_doubler_passes_the_weak_double_jump():
    assert _call("AK7.62.J5432.AKQ", "1H X P 3S P") == "Pass"


# 4. Acol and Precision advance a takeout double with the same 9-11 jump (their own
#    advancing rules) and share the doubler's answers.
@pytest.mark.parametrize("system", ["acol", "precision"])
@pytest.mark.parametrize("hand, auction, expected", [
    ("KQ75.AQ74.KJ6.83", "1D X P 2H P", "4H"),
    ("KJ84.7.Q1093.A862", "1H X P 2S P", "Pass"),
])
def test_doubler_after_the_jump_advance_acol_precision(system, hand, auction, expected):
    assert _call(hand, auction, system) == expected


# 5. Responder's invitational raise of opener's rebid minor (1m-1M-2m-3m).  The ACBL SAYC
#    booklet's responder rebids: 6-10 is a minimum (pass or a simple preference), 11-12
#    invites, and raising opener's rebid suit to the three level is the invitation with a
#    fit (Root, "Commonsense Bidding", on responder's second bid: an invitational hand raises
#    opener's suit to three); the system already raises a rebid major to three with 10-12
#    HCP, and a minor is raised the same way -- unless the hand is balanced, when 2NT (which
#    shows the stoppers for 3NT) is the invitation.
@pytest.mark.parametrize("hand, auction, expected", [
    ("KQ84.7.QJ852.K72", "1D P 1S P 2D P", "3D"),    # 11 HCP, five diamonds, a singleton
    ("AJ84.KQ93.7.Q1062", "1C P 1H P 2C P", "3C"),   # 12 HCP, four clubs, a singleton
    ("KJ54.Q62.K3.Q642", "1D P 1S P 2D P", "2NT"),   # 11 HCP balanced, no fit: 2NT
    ("QJ84.7.J8532.K72", "1D P 1S P 2D P", "Pass"),  # 7 HCP: a minimum, pass
])
def test_responder_invites_with_a_fit_for_the_rebid_minor(hand, auction, expected):
    assert _call(hand, auction) == expected
