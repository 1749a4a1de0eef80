"""Conventions of issue 14: RKCB, control bids, fourth-suit forcing, continuations after a
two-over-one, seat and vulnerability, Blue Club openings, advancing a weak jump overcall,
opener's rebid after a strong jump shift.

Every expected call comes from the literature, cited at each group: the ACBL SAYC booklet
("Standard American Yellow Card"), Root, "Commonsense Bidding", Kantar, "Roman Keycard
Blackwood", Klinger, "Guide to Better Acol Bridge" and Bird & Klinger's Acol books,
Bergen, "Points Schmoints!" (the rule of 15), Garozzo & Yallouze, "The Blue Club".  None is
copied from the engine's output; the hands were built for the textbook point.
"""
import pytest

from bridgelib import Hand
from bridgelib.auction import Auction, parse_calls
from bridgelib.bidding import Condition, System, explain, forcing, principle, suggest
from bridgelib.bidding.condition import Context
from bridgelib.errors import InvalidNotation
from bridgelib.table import Vulnerability


def call(hand, auction, system="sayc", vulnerability=None):
    return suggest(hand, auction, system, vulnerability).call.pbn()


def asker(hand, auction, system="precision"):
    """The 4NT bidder's next call (a general principle: the asker places the contract)."""
    return principle(hand, Auction("N", parse_calls(auction)), system).call.pbn()


# ---------------------------------------------------------------------------- RKCB
# Kantar, "Roman Keycard Blackwood" (1430): five key cards — the four aces and the trump
# king; 5♣ one or four, 5♦ none or three, 5♥ two without the trump queen, 5♠ two with it.
# Precision answers 4NT with RKCB; SAYC keeps plain Blackwood (ACBL SAYC booklet).
@pytest.mark.parametrize("hand, expected", [
    ("Q984.K73.A852.J3", "5C"),   # one key card: ♦A
    ("KJ84.A73.A852.J3", "5D"),   # three: ♥A ♦A ♠K
    ("KJ84.A73.KQ52.J3", "5H"),   # two (♥A ♠K), no ♠Q
    ("QJ84.A73.A852.J3", "5S"),   # two (♥A ♦A) and ♠Q
    ("J984.K73.Q852.J3", "5D"),   # none
])
def test_rkcb_answers_count_the_trump_king(hand, expected):
    assert call(hand, "1S P 3S P 4NT P", "precision") == expected


def test_sayc_answers_plain_blackwood_aces():
    # ♥A and ♠K: one ace in SAYC's Blackwood (5♦), two key cards in RKCB (5♥)
    assert call("KJ84.A73.KQ52.J3", "1S P 3S P 4NT P", "sayc") == "5D"
    assert call("KJ84.A73.KQ52.J3", "1S P 3S P 4NT P", "precision") == "5H"


def test_rkcb_asker_stops_with_two_key_cards_missing():
    # asker holds ♠A ♣A; 5♣ = one: three key cards, two missing: sign off in 5♠ (Kantar)
    assert asker("AQ953.K4.KQJ3.A2", "1S P 3S P 4NT P 5C P") == "5S"


def test_rkcb_asker_bids_the_small_slam_with_one_key_card_missing_and_the_queen():
    # asker ♠A ♣A ♠Q; 5♥ = two without the queen: four key cards and the queen we hold
    assert asker("AQ953.K4.KQJ3.A2", "1S P 3S P 4NT P 5H P") == "6S"


def test_rkcb_asker_asks_for_the_queen_with_the_cheapest_other_suit():
    # asker ♠A ♥A ♣A, no ♠Q; 5♣ = one: four key cards, the queen unknown: 5♦ asks (Kantar)
    assert asker("AJ953.A4.KQJ3.A2", "1S P 3S P 4NT P 5C P") == "5D"


@pytest.mark.parametrize("hand, expected", [
    ("Q984.Q73.A852.J3", "6S"),   # the queen and no side king: jump to the slam
    ("J984.K73.A852.Q3", "5S"),   # no queen: the cheapest bid in the trump suit
])
def test_rkcb_queen_ask_answers(hand, expected):
    assert call(hand, "1S P 3S P 4NT P 5C P 5D P", "precision") == expected


def test_rkcb_asker_stops_without_the_queen_and_passes_the_slam():
    assert asker("AJ953.A4.KQJ3.A2", "1S P 3S P 4NT P 5C P 5D P 5S P") == "Pass"
    assert asker("AJ953.A4.KQJ3.A2", "1S P 3S P 4NT P 5C P 5D P 6S P") == "Pass"


def test_explain_describes_the_key_card_answers():
    e = explain("1S P 3S P 4NT P 5C P 5D P 6S", "precision")
    assert "one or four key cards" in e[6].meaning and "♠" in e[6].meaning
    assert "queen of ♠" in e[10].meaning


# ---------------------------------------------------------------------------- control bids
# Root, "Commonsense Bidding" (cue-bidding for slam): once a major fit is agreed at a
# forcing level, a new suit at the four level shows first-round control (ace or void),
# cheapest first; without one below game, sign off.  ACBL SAYC booklet: after Jacoby 2NT,
# opener's 3 of the major shows extra values (slam interest).
@pytest.mark.parametrize("hand, expected", [
    ("KQ84.K73.Q85.A32", "4C"),   # ♣A: the cheapest control
    ("KQ84.K73.A852.Q3", "4D"),   # no ♣ control, ♦A
    ("KQ84.AQ3.Q85.Q32", "4H"),   # ♥A only
    ("KQ84.KQ3.Q85.Q32", "4S"),   # no ace: no control below game
])
def test_control_bids_after_jacoby_2nt(hand, expected):
    assert call(hand, "1S P 2NT P 3S P") == expected


def test_opener_control_bids_after_a_limit_raise():
    # 18 HCP, four losers, ♦A: a slam try by the cheapest first-round control
    assert call("2.AKQ843.AQ3.K52", "1H P 3H P") == "4D"
    assert forcing("1H P 3H P 4D P", "sayc") == "round"


@pytest.mark.parametrize("hand, expected", [
    ("K84.A732.QJ852.3", "4H"),   # maximum limit raise with ♥A: shows it
    ("J84.A732.QJ85.J3", "4S"),   # minimum: signs off
])
def test_responder_after_opener_control_bid(hand, expected):
    assert call(hand, "1S P 3S P 4C P") == expected


# ---------------------------------------------------------------------------- fourth suit
# Root, "Commonsense Bidding" and Klinger, "Guide to Better Acol Bridge" (fourth suit
# forcing): with game values, no fit found and no stopper in the fourth suit for
# no-trump, responder bids the fourth suit, artificial and forcing.
@pytest.mark.parametrize("system", ["sayc", "acol"])
@pytest.mark.parametrize("hand, auction, expected", [
    ("AQJ84.732.KQ2.J3", "1D P 1S P 2C P", "2H"),
    ("AKJ84.Q3.832.KJ2", "1H P 1S P 2C P", "2D"),
    ("K2.AQ984.743.KJ2", "1C P 1H P 1S P", "2D"),
])
def test_fourth_suit_forcing(system, hand, auction, expected):
    assert call(hand, auction, system) == expected
    e = explain(f"{auction} {expected}", system)
    assert "Fourth suit forcing" in e[len(e) - 1].meaning
    assert forcing(f"{auction} {expected} P", system) == "game"


def test_with_the_fourth_suit_stopped_responder_bids_notrump():
    # ♥K73 stops hearts, balanced, 13 HCP: 3NT (Root), not the fourth suit
    assert call("AQJ84.K73.Q2.J32", "1D P 1S P 2C P") == "3NT"


@pytest.mark.parametrize("hand, expected", [
    ("K73.2.AJ843.KQ42", "2S"),   # delayed three-card support first
    ("3.KJ2.AJ843.KQ42", "2NT"),  # a heart stopper
    ("3.84.AKQ843.KQ42", "3D"),   # six diamonds, no stopper, no support
])
def test_opener_answers_fourth_suit_forcing(hand, expected):
    assert call(hand, "1D P 1S P 2C P 2H P") == expected


# ---------------------------------------------------------------------------- after 2/1
# ACBL SAYC booklet: a two-over-one response shows 10+ and is forcing one round;
# Root, "Commonsense Bidding": responder's second bid places the game with 13+ (raise
# opener's major with three cards, 3NT without a fit) and invites with 10–12 (2NT).
@pytest.mark.parametrize("hand, auction, expected", [
    ("K84.A3.KQJ84.Q52", "1S P 2D P 2S P", "4S"),
    ("84.A73.KQ984.Q52", "1S P 2D P 2S P", "2NT"),
    ("K5.84.A73.KQJ842", "1H P 2C P 2H P", "3NT"),
    ("Q3.AKJ84.K52.J32", "1S P 2H P 2NT P", "3NT"),
    ("Q53.AKJ84.K52.32", "1S P 2H P 2NT P", "4S"),
    ("K4.Q73.AQJ84.J52", "1S P 2D P 3D P", "3NT"),
])
def test_responder_second_bid_after_two_over_one(hand, auction, expected):
    assert call(hand, auction) == expected


@pytest.mark.parametrize("hand, expected", [
    ("73.KJ84.AKJ84.Q3", "4H"),   # four hearts, 14 HCP: raise the second suit to game
    ("K73.84.AKJ84.Q32", "4S"),   # three spades, 13 HCP: delayed support, game
    ("3.Q84.AKJ84.Q732", "2NT"),  # 12 HCP, no fit (one spade, three hearts): invites 3NT
])
def test_responder_second_bid_after_opener_shows_a_new_suit(hand, expected):
    # Root, "Commonsense Bidding": after 1♠–2♦–2♥ responder raises a four-card fit or
    # gives delayed support with game values, and invites with 2NT without a fit
    assert call(hand, "1S P 2D P 2H P") == expected


# ---------------------------------------------------------------------------- jump shift
# ACBL SAYC booklet: responder's jump shift is strong and forcing to game; Root,
# "Commonsense Bidding": opener then bids naturally — support first, a six-card suit,
# a new suit, no-trump with a balanced hand.
@pytest.mark.parametrize("hand, expected", [
    ("K4.Q73.AQJ84.J52", "3H"),   # three-card heart support
    ("K4.73.AQJ842.K52", "3D"),   # six diamonds
    ("KJ84.7.AQ84.K952", "2S"),   # a second suit
    ("KJ4.73.AQ84.K952", "2NT"),  # balanced, no fit
])
def test_opener_rebids_after_a_strong_jump_shift(hand, expected):
    assert call(hand, "1D P 2H P") == expected
    assert forcing(f"1D P 2H P {expected} P", "sayc") == "game"


# ---------------------------------------------------------------------------- weak jump overcall
# ACBL SAYC booklet: jump overcalls are weak (preemptive); Root, "Commonsense Bidding":
# advance as over a weak two — raise preemptively with support (the law of total
# tricks), bid game with the values, pass without a fit; 2NT asks for a feature.
@pytest.mark.parametrize("hand, auction, expected", [
    ("Q84.A73.K852.J73", "1C 2S P", "3S"),
    ("AK4.A73.KQ52.J73", "1C 2S P", "4S"),
    ("4.KQ73.Q852.J732", "1C 2S P", "Pass"),
    # a three-level jump overcall shows six: three trumps make nine together, which the law
    # of total tricks (Cohen, "To Bid or Not to Bid") places at the three level already bid;
    # four trumps (ten together) raise to four
    ("Q84.A73.K852.J73", "1S 3C P", "Pass"),
    ("Q84.A7.K852.J732", "1S 3C P", "4C"),
])
def test_advancing_a_weak_jump_overcall(hand, auction, expected):
    assert call(hand, auction) == expected


@pytest.mark.parametrize("system", ["acol", "precision"])
def test_weak_jump_overcalls_are_advanced_alike_in_acol_and_precision(system):
    # Acol (Bird & Klinger) and Precision's competitive methods also play weak jump
    # overcalls: the same advances, shared from SAYC's file (one rule, one place)
    assert call("Q84.A73.K852.J73", "1C 2S P", system) == "3S"
    assert call("4.KQ73.Q852.J732", "1C 2S P", system) == "Pass"
    title = "Advancing partner's weak jump overcall"
    mine = [s for s in System.named(system).situations if s.title == title]
    assert len(mine) == 1 and mine[0] in System.named("sayc").situations


@pytest.mark.parametrize("hand, expected", [
    ("KQJ842.73.A52.73", "3D"),   # maximum, ♦A
    ("KQJ842.73.952.73", "3S"),   # minimum
])
def test_weak_jump_overcaller_answers_the_feature_ask(hand, expected):
    assert call(hand, "1C 2S P 2NT P") == expected


# ---------------------------------------------------------------------------- seat and vulnerability
# ACBL SAYC booklet: weak twos 5–11 HCP with a good six-card suit.  The seat and
# vulnerability variations every preempting text teaches (Root, "Commonsense Bidding",
# preempts; Bergen, "Points Schmoints!"): third seat not vulnerable a weak two may hold
# a good five-card suit; vulnerable, two of the three top honours (the rule of two and
# three); in fourth seat no preempt — open only with 15 Pearson points (HCP + spades).
LIGHT = "73.KQJ84.952.Q73"      # 8 HCP, a good five-card heart suit
POOR = "73.KJT842.Q52.73"       # a six-card suit with one top honour


def test_third_seat_weak_two_on_a_five_card_suit():
    assert call(LIGHT, "P P") == "2H"
    assert call(LIGHT, "") == "Pass"                                   # first seat
    assert call(LIGHT, "P P", vulnerability=Vulnerability.BOTH) == "Pass"


def test_vulnerable_weak_two_needs_a_sound_suit():
    assert call(POOR, "") == "2H"
    assert call(POOR, "", vulnerability=Vulnerability.NONE) == "2H"
    assert call(POOR, "", vulnerability=Vulnerability.NS) == "Pass"   # North deals, vulnerable
    assert call(POOR, "", vulnerability=Vulnerability.EW) == "2H"     # opponents vulnerable


def test_fourth_seat_rule_of_15():
    assert call("KQJ842.73.952.73", "P P P") == "Pass"   # 6 HCP + 6 spades = 12
    assert call("AKJ842.73.Q52.73", "P P P") == "2S"     # 10 HCP + 6 spades = 16
    assert call("KQJ842.73.952.73", "") == "2S"          # first seat: a weak two


def test_explain_reads_the_seat():
    assert "Third seat" in explain("P P 2H", "sayc")[2].meaning
    assert "Third seat" not in explain("2H", "sayc")[0].meaning


def test_bid_deal_passes_the_vulnerability():
    from bridgelib import Deal
    from bridgelib.bidding import bid_deal
    from bridgelib.table import Seat

    deal = Deal.from_pbn("N:" + " ".join([POOR, "AJ84.Q6.AT73.Q95", "KT62.95.K96.AJ84",
                                          "Q95.A73.J84.KT62"]))
    assert bid_deal(deal, "sayc", Seat.NORTH, Vulnerability.NONE).auction.calls[0].pbn() == "2H"
    assert bid_deal(deal, "sayc", Seat.NORTH, Vulnerability.NS).auction.calls[0].pbn() == "Pass"


def test_table_words_of_the_condition_language():
    h = Hand.from_pbn(LIGHT)
    c = Condition.parse("seat == 3 and favourable")
    assert c.holds(h, {}, Context(3, False, True))
    assert not c.holds(h, {}, Context(3, True, False))
    assert not c.holds(h, {}, Context(1, False, True))
    assert Condition.parse("unfavourable").holds(h, {}, Context(1, True, False))
    assert not Condition.parse("vulnerable").holds(h, {})          # not known: not vulnerable
    assert Condition.parse("seat == 3").possible({}, Context(3)) is True
    assert Condition.parse("seat == 3").possible({}, Context(1)) is False
    assert Condition.parse("vulnerable").possible({}, Context(1)) is True  # unknown: may hold
    k = Condition.parse("keycards == 2 and trump_queen == 1")
    assert k.holds(Hand.from_pbn("QJ84.A73.A852.J3"), {}, Context(trumps=None)) is False
    from bridgelib.cards import Suit
    assert k.holds(Hand.from_pbn("QJ84.A73.A852.J3"), {}, Context(trumps=Suit.SPADES))
    assert Condition.parse("ace(S) or len(S) == 0").holds(Hand.from_pbn("A2.KQ3.QJ84.7532"), {})


def test_placement_errors_name_the_title():
    bad = ('{"name": "t", "title": "T", "situations": [{"auction": "", "title": "Openings", '
           '"rules": []}, {"auction": "", "before": "Nothing", "title": "V", "rules": []}]}')
    with pytest.raises(InvalidNotation, match="Nothing"):
        System.from_json(bad)
    with pytest.raises(InvalidNotation, match="agreed trump"):
        System.from_json('{"name": "t", "title": "T", "situations": [{"auction": "1t P", '
                         '"rules": []}]}')


# ---------------------------------------------------------------------------- Blue Club
# Garozzo & Yallouze, "The Blue Club": 1♣ 17+ artificial; 1♦/1♥/1♠ 12–16 four-card suits,
# canapé (the shorter suit first); 1NT 16–17 balanced or 13–15 with 3-3-3-4 / 3-3-2-5 and
# long clubs; 2♣ 12–16 long clubs; 2♦ 17–24 4-4-4-1; 2♥/2♠ five of the major, four clubs.
@pytest.mark.parametrize("hand, expected", [
    ("AK52.KQ84.AJ73.5", "2D"),    # 18 HCP, 4-4-4-1
    ("AQ2.K73.QJ4.AK82", "1C"),    # 19 HCP balanced
    ("K52.Q73.A84.KJ82", "1NT"),   # 13 HCP, 3-3-3-4
    ("AQ2.KJ5.K3.QJ842", "1NT"),   # 16 HCP balanced
    ("KQ63.A2.J4.AQ875", "1S"),    # canapé: four spades first, the five clubs next
    ("A3.KQJ82.73.KJ84", "2H"),    # five hearts, four clubs
    ("K3.A7.AJ2.KT9865", "2C"),    # long clubs, 15 HCP
])
def test_blue_club_openings(hand, expected):
    assert call(hand, "", "blue_club") == expected


def test_blue_club_explains_its_openings():
    assert "17+" in explain("1C", "blue_club")[0].meaning
    assert "4-4-4-1" in explain("2D", "blue_club")[0].meaning
    assert "canapé" in explain("1H", "blue_club")[0].meaning
    e = explain("1NT", "blue_club")[0].meaning
    assert "16–17" in e and "13–15" in e
    assert not explain("1S P 2C", "blue_club")[2].agreed   # later rounds are not modelled


def test_cli_bid_takes_the_vulnerability(capsys):
    from bridgelib.cli import main

    assert main(["bid", POOR, "--vul", "NS"]) == 0
    assert "SAYC: Pass — Vulnerable" in capsys.readouterr().out
    assert main(["bid", POOR, "--vul", "EW"]) == 0
    assert "SAYC: 2♥" in capsys.readouterr().out
    assert main(["bid", POOR, "--vul", "sometimes"]) != 0
    err = capsys.readouterr().err
    assert "'sometimes' is not a vulnerability" in err and "Traceback" not in err
