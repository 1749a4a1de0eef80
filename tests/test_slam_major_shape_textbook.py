"""Shape slams with a major fit: valuation by the losing-trick count once the fit is raised,
and opener's raise of responder's major counted in dummy points.  Expected calls are the
books', worked out by hand below, not the engine's output:

- [Klinger] Ron Klinger, "The Modern Losing Trick Count": with an eight-card or longer trump
  fit, add the losers of both hands and deduct the total from 24 — the answer is the number
  of tricks the hands should take.  Count a loser for each of the ace, king and queen missing
  among the first three cards of a suit (a doubleton two at most, a singleton one, a void
  none).  Partner's losers are read from the auction: a one-level opening about seven, a
  single raise nine, a limit raise (or the cue-bid raise, a limit raise or better) eight;
  opener's single raise of responder's suit seven (a minimum opening), opener's jump raise
  six.  Twelve tricks by the count is a small slam — unless two aces are missing, so the
  hand that finds it asks for aces first (Blackwood).
- [Grant] Audrey Grant, "Bidding in the 21st Century" (the ACBL Bridge Series): once opener
  has four-card support for responder's major, opener revalues with *dummy points* — HCP
  plus 5 for a void, 3 for a singleton, 1 for a doubleton — and raises to two with 13–16,
  jumps to three with 17–18, to game with 19–21.
- the ACBL SAYC booklet: Blackwood 4NT, the answers 5♣ none or four aces, 5♦ one, 5♥ two;
  the asker bids the slam with at most one ace missing, stops in five with two missing.
"""

import pytest

from bridgelib import Board, Deal, Hand
from bridgelib.auction import Call
from bridgelib.bidding import bid_deal, suggest


def _check(system, hand, auction, want):
    s = suggest(hand, auction, system)
    assert s.call == Call.from_str(want), (system, hand, auction, s)
    assert s.agreed
    return s


# ------------------------------------------------ the hand counts of the examples [Klinger]
@pytest.mark.parametrize("hand, losers", [
    ("KQJ82.AQJ84.5.A2", 4),    # KQJ 1 + AQJ 1 + singleton 1 + Ax 1
    ("KQJ82.QJ984.5.A2", 5),    # KQJ 1 + QJ9 2 + 1 + 1
    ("A.AKJ983.AKQ4.52", 3),    # singleton ace 0 + AKJ 1 + AKQ 0 + xx 2
    ("A.AKJ98.AKJ42.52", 4),    # 0 + 1 + 1 + 2
    ("AQ984.K2.5.KJ1084", 5),   # AQ9 1 + Kx 1 + 1 + KJ10 2
    ("AQ984.K2.54.KJ108", 6),   # 1 + 1 + xx 2 + 2
    ("2.AQ9842.KJ52.98", 6),    # 1 + 1 + KJ5 2 + 2
    ("2.AQ984.KJ52.984", 7),    # 1 + 1 + 2 + xxx 3
    ("AKQ432.A9.QJ84.5", 4),    # 0 + Ax 1 + QJ8 2 + 1
    ("AKQ432.Q8.KJ84.5", 5),    # 0 + Qx 2 + KJ8 2 + 1
])
def test_the_examples_loser_counts(hand, losers):
    assert Hand.from_pbn(hand).losing_trick_count == losers


# ------------------------------------------------ opener after a limit raise [Klinger]
@pytest.mark.parametrize("system", ["sayc", "acol", "precision"])
@pytest.mark.parametrize("hand, want, why", [
    ("KQJ82.AQJ84.5.A2", "4NT",
     "four losers + the limit raise's eight = 12: 24 − 12 = twelve tricks, check the aces"),
    ("KQJ82.QJ984.5.A2", "4S",
     "five losers + eight = 13: eleven tricks, game but no slam"),
])
def test_opener_counts_losers_for_a_slam_after_a_limit_raise(system, hand, want, why):
    s = _check(system, hand, "1S P 3S P", want)
    if want == "4NT":
        assert "twelve tricks" in s.meaning and "aces" in s.meaning


# ------------------------------------------------ opener after a single raise [Klinger]
@pytest.mark.parametrize("system", ["sayc", "acol"])
@pytest.mark.parametrize("hand, want, why", [
    ("A.AKJ983.AKQ4.52", "4NT", "three losers + the single raise's nine = 12: twelve tricks"),
    ("A.AKJ98.AKJ42.52", "4H", "four losers + nine = 13: eleven tricks, game only"),
])
def test_opener_counts_losers_for_a_slam_after_a_single_raise(system, hand, want, why):
    _check(system, hand, "1H P 2H P", want)


# ------------------------------------------------ opener after the cue-bid raise [Klinger]
@pytest.mark.parametrize("system", ["sayc", "precision"])
@pytest.mark.parametrize("hand, want, why", [
    ("AKQ432.A9.QJ84.5", "4NT",
     "four losers + the cue-bid raise's eight (a limit raise or better) = 12: twelve tricks"),
    ("AKQ432.Q8.KJ84.5", "4S",
     "five losers + eight = 13: eleven tricks — game (15 HCP accepts the limit raise)"),
])
def test_opener_counts_losers_for_a_slam_after_the_cue_bid_raise(system, hand, want, why):
    _check(system, hand, "1S 2C 3C P", want)


# ------------------------------------------------ responder after opener's raise [Klinger]
@pytest.mark.parametrize("system", ["sayc", "acol", "precision"])
@pytest.mark.parametrize("hand, want, why", [
    ("AQ984.K2.5.KJ1084", "4NT",
     "five losers + opener's minimum seven = 12: twelve tricks, though only 13 HCP"),
    ("AQ984.K2.54.KJ108", "4S",
     "six losers + seven = 13: eleven tricks; 13 HCP + 2 for the doubletons: game"),
])
def test_responder_counts_losers_for_a_slam_after_openers_single_raise(system, hand, want,
                                                                        why):
    _check(system, hand, "1D P 1S P 2S P", want)


@pytest.mark.parametrize("system", ["sayc", "acol"])
@pytest.mark.parametrize("hand, want, why", [
    ("2.AQ9842.KJ52.98", "4NT",
     "six losers + the jump raise's six = 12: twelve tricks with only 10 HCP"),
    ("2.AQ984.KJ52.984", "4H", "seven losers + six = 13: eleven tricks, game"),
])
def test_responder_counts_losers_for_a_slam_after_openers_jump_raise(system, hand, want, why):
    _check(system, hand, "1C P 1H P 3H P", want)


def test_the_strong_club_raise_is_not_counted_as_a_minimum_opening():
    # Precision's 1♣ is strong (16+): its raise of the positive response is no minimum
    # opening of seven losers, so the loser count for the single raise does not apply
    s = suggest("AQ984.K2.5.KJ1084", "1C P 1S P 2S P", "precision")
    assert "losing-trick count" not in s.meaning


# ------------------------------------------------ after the ace ask [the ACBL SAYC booklet]
@pytest.mark.parametrize("auction, want", [
    ("1S P 3S P 4NT P 5D P", "6S"),   # we hold two aces, partner one: one missing, slam
    ("1S P 3S P 4NT P 5H P", "6S"),   # partner two: one missing
    ("1S P 3S P 4NT P 5C P", "5S"),   # partner none (we hold two, so not four): stop in five
])
def test_the_loser_counters_ace_ask_places_the_contract(auction, want):
    _check("sayc", "KQJ82.AQJ84.5.A2", auction, want)


# ------------------------------------------------ opener's raise in dummy points [Grant]
@pytest.mark.parametrize("system", ["sayc", "acol"])
@pytest.mark.parametrize("hand, want, why", [
    ("KQ98.A976.AQ52.5", "3S", "15 HCP + 3 for the singleton = 18 dummy points: jump to three"),
    ("KQ98.A976.AQJ2.5", "4S", "16 HCP + 3 = 19 dummy points: game"),
    ("KQ98.J976.AQ52.5", "2S", "12 HCP + 3 = 15 dummy points: a minimum raise"),
    ("KQ98.A97.AQ52.K5", "4S", "18 HCP + 1 for the doubleton = 19 dummy points: game"),
])
def test_opener_raises_responders_major_counting_dummy_points(system, hand, want, why):
    s = _check(system, hand, "1D P 1S P", want)
    assert "dummy points" in s.meaning


def test_a_shape_slam_is_bid_after_openers_jump_raise():
    # West KQ98.A976.AQ52.5 opens 1♦ and, with 15 HCP + 3 for the singleton = 18 dummy
    # points, jumps to 3♠ [Grant]; East AJ643.K3.94.AQ42 counts six losers (AJx 2, Kx 1,
    # xx 2, AQx 1) opposite the jump raise's six: twelve tricks [Klinger] — 4NT; West shows
    # two aces (5♥) and East, holding the other two, bids the small slam (no grand: 29 HCP)
    deal = Deal.from_pbn("N:T52.52.J3.KT9863 AJ643.K3.94.AQ42 7.QJT84.KT876.J7 "
                         "KQ98.A976.AQ52.5")
    board = Board.from_number(15, deal)  # dealer South, North–South vulnerable
    record = bid_deal(board.deal, "sayc", board.dealer, board.vulnerability)
    calls = " ".join(c.pbn() for c in record.auction.calls)
    assert calls == "Pass 1D Pass 1S Pass 3S Pass 4NT Pass 5H Pass 6S Pass Pass Pass"
