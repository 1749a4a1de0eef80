"""Shape slams with a major fit: valuation by the losing-trick count once the fit is raised
(the hand that counts twelve tricks asks for aces).  Expected calls are the books', worked
out by hand below, not the engine's output:

- [Klinger] Ron Klinger, "The Modern Losing Trick Count": with an eight-card or longer trump
  fit, add the losers of both hands and deduct the total from 24 — the answer is the number
  of tricks the hands should take.  Count a loser for each of the ace, king and queen missing
  among the first three cards of a suit (a doubleton two at most, a singleton one, a void
  none).  Partner's losers are read from the auction: a one-level opening about seven, a
  single raise nine, a limit raise (or the cue-bid raise, a limit raise or better) eight;
  opener's single raise of responder's suit seven (a minimum opening), opener's jump raise
  six.  Twelve tricks by the count is a small slam — unless two aces are missing, so the
  hand that finds it asks for aces first (Blackwood).  The count values shape: a balanced
  hand is valued by its points (Klinger), so only an unbalanced hand asks on the count.
- the common refinement of the count (Klinger's students' handouts list it with the count):
  a hand without an ace counts a loser more — an aceless hand never asks for aces on it.
- Root, "Commonsense Bidding", and the WBF's "Rules for Cue-Bidding Controls": with about
  31–32 points and a first-round control the slam try is the control bid; the loser count
  asks for aces only where the point count made no try.
- the ACBL SAYC booklet: Blackwood 4NT, the answers 5♣ none or four aces, 5♦ one, 5♥ two;
  the asker bids the slam with at most one ace missing, stops in five with two missing.
"""

import pytest

from bridgelib import Hand
from bridgelib.auction import Call
from bridgelib.bidding import suggest


def _check(system, hand, auction, want):
    s = suggest(hand, auction, system)
    assert s.call == Call.from_str(want), (system, hand, auction, s)
    assert s.agreed
    if want == "4NT":
        assert s.meaning.startswith("Blackwood") and "losing-trick count" in s.meaning
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


# ------------------------------------------------ where the loser count does not ask
def test_an_aceless_hand_does_not_ask_on_the_loser_count():
    # KQJ84.KQ2.5.QJ84: five losers (KQJ 1, KQx 1, singleton 1, QJx 2) but no ace — a loser
    # more by the refinement: 6 + opener's 7 = 13, eleven tricks; 14 HCP + 2 for the
    # singleton opposite a minimum opening is game, not a slam try
    assert Hand.from_pbn("KQJ84.KQ2.5.QJ84").losing_trick_count == 5
    _check("sayc", "KQJ84.KQ2.5.QJ84", "1D P 1S P 2S P", "4S")


@pytest.mark.parametrize("system", ["sayc", "acol"])
def test_the_control_bid_comes_before_the_loser_count(system):
    # A4.KQ9753.A8.943: six losers (Ax 1, KQx 1, Ax 1, xxx 3) opposite the jump raise's six
    # would ask for aces, but the point count already makes a slam try — 13 HCP + about 17
    # for the jump raise + 2 for the two doubletons (six trumps: Goren) = 32, the 31–32 of a
    # try — and with a first-round control the try is the cheapest control bid: no club
    # ace, the ♦ ace: 4♦ (Root; the WBF rules)
    s = _check(system, "A4.KQ9753.A8.943", "1C P 1H P 3H P", "4D")
    assert "control bid" in s.meaning


def test_a_balanced_hand_counts_points_not_losers():
    # AKQ52.K2.KQ2.K32 (5-3-3-2): four losers, but a balanced hand is valued by its points —
    # 20 HCP opposite the limit raise's 10–12 is about 31, short of 33: game (Klinger; the
    # ACBL SAYC booklet's acceptance of the limit raise)
    assert Hand.from_pbn("AKQ52.K2.KQ2.K32").losing_trick_count == 4
    _check("sayc", "AKQ52.K2.KQ2.K32", "1S P 3S P", "4S")
