"""The opening side after the opponents' unusual 2NT over our one-bid (issue 14): responder's
calls ("unusual over unusual") and opener's answer to responder's cue bid.

The ACBL SAYC System Booklet gives the unusual 2NT (the two lowest unbid suits) but no defence
to it; the expected calls come from the ACBL's own teaching text on the defence, "Unusual vs.
unusual" (ACBL Bridge Bulletin / acbl.org), cited at each test, with the existing cue-bid raise
over Michaels (Root & Pavlicek) for its ranges:

- the lower cue bid shows the lower of our two suits, the higher cue bid the higher one: over
  1♥ (2NT = the minors) 3♣ is a limit raise or better in hearts, 3♦ limit-raise values or
  better with five or more spades; over 1♠, 3♣ shows five hearts, 3♦ the limit raise in
  spades; over 1♦ (2NT = clubs and hearts) 3♣ raises diamonds, 3♥ shows spades;
- a simple raise of opener's suit is a normal single raise (7–10 support points; our ranges
  use the 6–9 of the system's other competitive raises);
- three of the other major is natural, like a good weak two, not forcing;
- double shows a hand worth a redouble (10+), able to double at least one of their suits
  for penalties, and promises another bid;
- the limit raise needs three-card support, the cue bid for the other suit five cards.

Opener answers the cue-bid raise as over Michaels: game with 14+ HCP, else three of the suit;
over a minor, 3NT with their suits stopped and 14+, five of the minor with 17+ (Goren's 29
points for a minor-suit game opposite the limit raise's 10–12), else three (four) of it.
Precision shares the defence over its one of a major (its 1♦ may be short, its 1♣ is strong).
"""
import pytest

from bridgelib.bidding import suggest


def _check(hand, auction, expected, system="sayc"):
    s = suggest(hand, auction, system)
    expected = "Pass" if expected == "P" else expected
    assert s.call is not None, (auction, s.meaning)
    assert s.call.pbn() == expected, (s.call.pbn(), s.meaning)
    assert s.agreed, s.meaning
    return s


# 1. Responder over 1M (2NT): the two cue bids, the raise, the natural other major, double.
@pytest.mark.parametrize("hand, auction, expected", [
    # three hearts, 12 HCP: the lower cue bid, a limit raise or better in hearts
    ("K4.AJ9.K73.Q6532", "1H 2NT", "3C"),
    # five spades, 11 HCP, no heart fit: the higher cue bid
    ("KQJ64.A4.932.J62", "1H 2NT", "3D"),
    # four hearts, 7 HCP: the simple raise
    ("985.K964.A42.762", "1H 2NT", "3H"),
    # six spades, 7 HCP, no fit: three spades, natural and not forcing
    ("KQT984.4.J93.862", "1H 2NT", "3S"),
    # 12 HCP, two hearts, no five-card spade suit, four clubs: double, penalty-oriented
    ("A84.95.KJ73.QT62", "1H 2NT", "X"),
    # 5 HCP, no fit: pass
    ("J842.95.Q873.962", "1H 2NT", "P"),
    # over 1♠: three spades and 11 HCP plus a void — the higher cue bid, the spade limit raise
    ("QJ4.AK54..J98742", "1S 2NT", "3D"),
    # over 1♠: five hearts and 12 HCP, a doubleton spade — the lower cue bid
    ("A5.KQJ93.K73.962", "1S 2NT", "3C"),
])
def test_responder_over_the_unusual_2nt_over_a_major(hand, auction, expected):
    _check(hand, auction, expected)


# 2. Over a minor (2NT = the two lowest unbid suits): the same rule of the two cue bids.
@pytest.mark.parametrize("hand, auction, expected", [
    # over 1♦ (clubs and hearts): five diamonds and 12 HCP — the lower cue bid (3♣)
    ("QT94.32.KQJ52.A4", "1D 2NT", "3C"),
    # over 1♦: five spades and 11 HCP — the higher cue bid (3♥)
    ("AQJ84.52.K93.J62", "1D 2NT", "3H"),
    # over 1♣ (diamonds and hearts): five clubs, 11 HCP — the lower cue bid (3♦)
    ("K84.J5.A73.KJ962", "1C 2NT", "3D"),
])
def test_responder_over_the_unusual_2nt_over_a_minor(hand, auction, expected):
    _check(hand, auction, expected)


# 3. Opener after the cue bid (as over Michaels: game with 14+, else three of the suit).
@pytest.mark.parametrize("hand, auction, expected", [
    # the spade limit raise, a minimum 12: three spades
    ("AK963.JT92.Q8.Q3", "1S 2NT 3D P", "3S"),
    # the spade limit raise, 15 HCP: game
    ("AK963.KJ92.Q8.Q3", "1S 2NT 3D P", "4S"),
    # responder's five spades opposite three, a minimum: three spades
    ("A72.KQ975.KJ4.97", "1H 2NT 3D P", "3S"),
    # the heart limit raise, 15 HCP: game
    ("A7.KQ975.KJ4.Q72", "1H 2NT 3C P", "4H"),
    # over 1♣: the club limit raise, 15 HCP and both their suits stopped: 3NT
    ("A84.K5.Q85.AJ974", "1C 2NT 3D P", "3NT"),
    # over 1♦: the diamond limit raise, 16 HCP, no club stopper: three diamonds
    ("AK82.KQ84.A976.6", "1D 2NT 3C P", "3D"),
])
def test_opener_after_responders_cue_bid(hand, auction, expected):
    _check(hand, auction, expected)


# 4. Precision shares it over a major (the same cue bids).
@pytest.mark.parametrize("hand, auction, expected", [
    ("QJ4.AK54..J98742", "1S 2NT", "3D"),
    ("AK963.KJ92.Q8.Q3", "1S 2NT 3D P", "4S"),
])
def test_precision_over_the_unusual_2nt(hand, auction, expected):
    _check(hand, auction, expected, "precision")


# 5. What must not be caught: the competitive raise of a minor (1♦ 2NT 3♦) is no cue bid —
#    opener does not read it as a limit raise; advancer's choice over 2NT keeps its situation.
def test_the_unusual_2nt_situations_do_not_catch_other_auctions():
    s = suggest("AK82.KQ84.A976.6", "1D 2NT 3D P", "sayc")
    assert "limit raise" not in (s.meaning or "") and "cue" not in (s.situation or "")
    s = _check("6.J84.KJ9763.Q82", "1S 2NT P", "3D")
    assert "unusual over unusual" not in (s.situation or "")
