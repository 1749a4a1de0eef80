"""The defenders' later calls when the opponents compete over them (issue 14): the overcaller,
the advancer and the doubler after the opponents have outbid them below game, bid game over
them, or gone to the five level.

Every expected call comes from the literature, cited at each position; none is copied from
the engine's output.  Sources:

- Larry Cohen, "To Bid or Not to Bid" and "Following the Law" (the law of total tricks): in a
  competitive auction bid to the level of the trumps held together — eight trumps the two
  level, nine the three level, ten the four level, eleven the five level; with a six-card suit
  partner has not raised, count partner for a doubleton (six plus two: eight trumps, the two
  level); the negative adjustments (a flat 4-3-3-3 hand, honours in the opponents' suits) take
  one level off; at favourable vulnerability the law's level may be stretched by one; do not
  sacrifice at unfavourable vulnerability.
- Marty Bergen, "Points Schmoints!": "the five level belongs to the opponents" (when they bid
  five over our competition, pass or double, do not bid on); "don't bid the same values twice"
  (having described the hand, leave the next decision to partner).
- Mike Lawrence, "The Complete Book on Overcalls": the overcaller bids again only with something
  more than the overcall promised — a sixth card, a second suit, extra strength; with a
  minimum five-card overcall and partner silent he passes when the opponents compete.
- E. Root, "Commonsense Bidding" and the ACBL SAYC System Booklet: the preempter (a weak jump
  overcall) does not bid again — partner, who knows the hand, makes the decisions.
"""
import pytest

from bridgelib import Vulnerability
from bridgelib.auction import parse_calls
from bridgelib.bidding import System, suggest
from bridgelib.bidding.system import auction_state

BELOW = "The defenders after the opponents outbid our competition below game (the law of total tricks)"
GAME = "The defenders after the opponents bid game over our competition"
FIVE = "The defenders after the opponents bid at the five level over our competition"


def _check(hand, auction, expected, system="sayc", vulnerability=None, title=None):
    s = suggest(hand, auction, system, vulnerability=vulnerability)
    assert s.call is not None and s.call.pbn() == expected, (s.call, s.meaning)
    assert s.agreed, s.meaning
    if title is not None:
        assert s.situation == title, s.situation
    return s


# The overcaller, partner silent, after the opponents compete below game (Lawrence: bid again
# only with a sixth card; Cohen: a six-card suit opposite partner's doubleton is eight trumps,
# the two level; seven cards nine trumps, the three level).
@pytest.mark.parametrize("hand, auction, expected", [
    # six hearts, partner's expected doubleton: eight trumps, and 2♥ is still available
    ("73.KQJ984.A42.73", "1C 1H 1S P 1NT", "2H"),
    # seven hearts: nine trumps, the three level over their 2♠
    ("73.KQJ9842.A4.73", "1C 1H 1S P 2S", "3H"),
    # six hearts only: eight trumps do not take us to the three level
    ("73.KQJ984.A42.73", "1C 1H 1S P 2S", "Pass"),
    # a minimum five-card overcall, nothing more to show: don't bid the same values twice
    ("K73.KQJ84.T42.73", "1C 1H 1S P 2S", "Pass"),
    # the 1NT overcall (15–18) has told the strength: 16 HCP, balanced, no fit — pass
    ("AQ4.T74.A8.AQ753", "1D 1NT 2D P P", "Pass"),
])
def test_overcaller_partner_silent_opponents_compete(hand, auction, expected):
    _check(hand, auction, expected, title=BELOW)


def test_overcaller_stretches_one_level_at_favourable_vulnerability():
    # Cohen: at favourable vulnerability (they vulnerable, we not) the law may be stretched by
    # a level: six hearts opposite a doubleton compete to 3♥ over their 2♠.  East is to call
    # (North dealt), so North–South vulnerable is favourable for East.
    s = _check("73.KQJ984.A42.73", "1C 1H 1S P 2S", "3H", vulnerability=Vulnerability.NS,
               title=BELOW)
    assert "law of total tricks" in s.meaning


def test_overcaller_does_not_stretch_at_equal_vulnerability():
    # The same hand with both sides vulnerable: the law's level, two, is below their 2♠: pass
    _check("73.KQJ984.A42.73", "1C 1H 1S P 2S", "Pass", vulnerability=Vulnerability.BOTH,
           title=BELOW)


# The advancer who raised, when the opponents compete again and it comes back (Cohen: nine
# trumps the three level; with eight, do not compete at the three level).
@pytest.mark.parametrize("hand, auction, expected", [
    ("K742.Q83.84.KJ72", "1D 1S 2D 2S 3D P P", "3S"),   # four trumps: nine together
    ("K74.Q832.84.KJ72", "1D 1S 2D 2S 3D P P", "Pass"),  # three trumps: eight together
])
def test_advancer_after_raising_when_they_compete_to_three(hand, auction, expected):
    _check(hand, auction, expected, title=BELOW)


def test_advancers_competitive_raise_shows_the_trumps():
    # Cohen's raise shows support: the rule's meaning names the trump length, so that partner
    # (and explain) reads the fit from it
    s = _check("K742.Q83.84.KJ72", "1D 1S 2D 2S 3D P P", "3S", title=BELOW)
    assert "3+ ♠" in s.meaning


def test_weak_jump_overcaller_does_not_bid_again():
    # Root / SAYC: the preempter has described the hand; Cohen: six spades opposite a
    # doubleton are eight trumps, the two level, not 3♠ over their 3♣
    _check("AQJ974.73.842.73", "1C 2S 3C P P", "Pass", title=BELOW)


def test_the_pass_says_what_it_means():
    # A pass by agreement: its explanation names the book's reason
    s = _check("K74.Q832.84.KJ72", "1D 1S 2D 2S 3D P P", "Pass", title=BELOW)
    assert "law of total tricks" in s.meaning and "same values twice" in s.meaning


# After the opponents bid game over our competition (Cohen: ten trumps the four level, eleven
# the five level; Bergen: the five level belongs to the opponents).
@pytest.mark.parametrize("hand, auction, vul, expected", [
    # overcaller, nine hearts known (partner's raise), their 4♠: the five level needs eleven
    ("6.KJT753.AJ9.K98", "1C 1H X 2H 2S P 3S P 4S", None, "Pass"),
    # advancer of a weak jump overcall (six clubs) with five clubs: eleven trumps, 5♣
    ("9.K42.9842.JT982", "1S 3C 4S", Vulnerability.NONE, "5C"),
    # the same with four clubs: ten trumps are worth the four level only
    ("9.K42.98642.JT98", "1S 3C 4S", Vulnerability.NONE, "Pass"),
    # advancer of a weak 2♠ with four spades over their 3NT: ten trumps, the four level
    ("Q874.K62.5.98642", "1D 2S 3NT", Vulnerability.NONE, "4S"),
    # the weak jump overcaller after their game: the hand is described, pass
    ("AQJ983.74.K84.73", "1H 2S 3H P 4H", None, "Pass"),
])
def test_defenders_after_their_game(hand, auction, vul, expected):
    _check(hand, auction, expected, vulnerability=vul, title=GAME)


def test_no_sacrifice_at_unfavourable_vulnerability():
    # Cohen: the five-level sacrifice is for equal or favourable vulnerability; West is to
    # call (North dealt), East–West vulnerable and North–South not is unfavourable
    s = _check("9.K42.9842.JT982", "1S 3C 4S", "Pass", vulnerability=Vulnerability.EW,
               title=GAME)
    assert "five level belongs to the opponents" in s.meaning


def test_the_five_level_belongs_to_the_opponents():
    # Bergen: they bid 5♦ over our 2♥ overcall: without the balance of the high cards we
    # neither bid on (seven hearts or not) nor double
    s = _check("7.KQJ9765.A86.94", "1S 2H 3D P 4D P 5D", "Pass", title=FIVE)
    assert "five level belongs to the opponents" in s.meaning


# Acol and Precision share these agreements (the books on competitive bidding are not
# system-specific): the same calls.
@pytest.mark.parametrize("system", ["acol", "precision"])
@pytest.mark.parametrize("hand, auction, vul, expected, title", [
    ("73.KQJ9842.A4.73", "1D 1H 1S P 2S", None, "3H", BELOW),
    ("6.KJT753.AJ9.K98", "1D 1H X 2H 2S P 3S P 4S", None, "Pass", GAME),
    ("9.K42.9842.JT982", "1S 3C 4S", Vulnerability.NONE, "5C", GAME),
])
def test_shared_by_acol_and_precision(system, hand, auction, vul, expected, title):
    _check(hand, auction, expected, system, vulnerability=vul, title=title)
    assert any(s.title == title for s in System.named(system).situations)


# The states themselves (which auctions they cover).
@pytest.mark.parametrize("auction, state", [
    ("1C 1H 1S P 2S", "the opponents outbid our competition below game"),
    ("1D 1S 2D 2S 3D P P", "the opponents outbid our competition below game"),
    ("1C 1H X 2H 2S P 3S P 4S", "the opponents bid game over our competition"),
    ("1D 2S 3NT", "the opponents bid game over our competition"),
    ("1S 2H 3D P 4D P 5D", "the opponents bid five or more over our competition"),
    # five over our game: they sacrifice, and whether to double is the general principle's
    ("1S 2H 2S 4H 5S", ""),
    # their bid directly over partner's: partner's bid keeps its meaning (a free bid)
    ("1D 1S 2C 2S 3C", ""),
    # our side opened, or we have only passed, or their bid is doubled: not these states
    ("1C 1H 1S 2H", ""),
    ("1C P 1H P 2H", "silent defender"),
    ("1C 1H 2C P P X P", ""),
])
def test_defenders_states(auction, state):
    assert auction_state(parse_calls(auction)) == state


def test_favourable_sacrifice_with_ten_trumps():
    # Cohen: at favourable vulnerability one level beyond the law — ten trumps take us to
    # 5♣ over their 4♠ (doubled two down, 300, against their vulnerable game); West is to
    # call, North–South vulnerable and East–West not is favourable for West
    _check("9.K42.98642.JT98", "1S 3C 4S", "5C", vulnerability=Vulnerability.NS, title=GAME)
