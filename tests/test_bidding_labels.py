"""What a learner reads: the labels and ranges of the bidder's calls (issue 14).

The expectations come from the books and from bridge logic, never from the engine's output:

- the ACBL SAYC booklet ("Standard American Yellow Card"): a strong jump shift response is
  "forcing to game"; the single raise of a major shows 6–10 points and the limit raise 10–12,
  counting shortness once a fit is found (dummy points);
- Standard English Acol (as ``acol.json`` cites it): a jump shift is forcing to game, the single
  raise of a major 6–9 points, the limit raise 10–12;
- C. C. Wei's Precision (as ``precision.json`` cites it): raises of 1♥/1♠ 6–10 and 11–12;
- bridge logic: once a call of our side has forced to game, neither partner may pass below
  game and no bid of ours below game is an invitation (a three-level raise then says nothing
  about accepting or declining); a range stated in "points" must be a range of a count
  that includes distribution, a range of high-card points must say HCP.
"""
import re

import pytest

from bridgelib import Hand
from bridgelib.bidding import explain, forcing, suggest
from bridgelib.bidding.condition import Condition, Context
from bridgelib.bidding.engine import _as_auction, _partner_range
from bridgelib.bidding.system import System

SYSTEMS = ("sayc", "acol", "precision")


# ----------------------------------------------------- three of our suit after a game force
# 1♠–3♦ is a strong jump shift (SAYC: 17+ HCP, 5+ diamonds, "forcing to game"; Acol 16+,
# forcing to game); opener's 3♠ rebids the suit.  Responder may not stop below game, so 3♠
# is no invitation: with three spades responder bids game in the 5-3 fit.
@pytest.mark.parametrize("system", ["sayc", "acol"])
def test_three_of_our_suit_after_a_jump_shift_is_not_an_invitation(system):
    auction = "1S P 3D P 3S P"
    assert forcing(auction, system) == "game"  # the system's own reading of 3♦
    # 17 HCP, three spades and no ace: game (with an ace and about 31 points together the
    # jump shifter makes a control bid instead: slam interest once the fit is found — Root,
    # "Commonsense Bidding"; this hand has no first-round control to show)
    s = suggest("K73.K5.KQJ84.KQ3", auction, system)
    assert s.agreed and str(s.call) == "4♠"
    assert "invitation" not in s.meaning.lower() or "no invitation" in s.meaning.lower()
    assert "accepts" not in s.meaning.lower()
    assert "game is forced" in s.meaning.lower()


def test_no_major_fit_after_the_jump_shift_is_game_in_no_trump_not_an_acceptance():
    # SAYC 1♠–3♣ (strong jump shift, forcing to game)–3♠: responder with two spades and
    # every suit guarded bids the no-trump game; nothing is accepted, game was forced.
    s = suggest("K5.AQ3.KJ8.AQJ73", "1S P 3C P 3S P", "sayc")
    assert s.agreed and str(s.call) == "3NT"
    assert "accepts" not in s.meaning.lower() and "game is forced" in s.meaning.lower()


@pytest.mark.parametrize("system", ["sayc", "acol"])
def test_explain_reads_game_after_a_game_force_as_forced_and_pass_as_no_agreement(system):
    game = explain("1S P 3D P 3S P 4S", system)[-1]
    assert game.agreed and "invitation" not in game.meaning.replace("no invitation", "")
    assert "game is forced" in game.meaning.lower()
    # a pass below game after a game force is not a call of the system
    assert not explain("1S P 3D P 3S P P", system)[-1].agreed


@pytest.mark.parametrize("system", SYSTEMS)
def test_three_of_our_suit_in_an_invitational_auction_is_still_an_invitation(system):
    # 1♥–1♠–2♥–3♥: responder's 10–12 invites game (SAYC booklet; Root, "Commonsense
    # Bidding": accept with the upper part of the range).  Opener with 15 accepts, and the
    # label says so; a pass declines.  (Opener's 2♥ rebid shows six hearts.)
    auction = "1H P 1S P 2H P 3H P"
    assert forcing(auction, system) == ""
    s = suggest("K7.AQJ842.K5.Q73", auction, system)
    assert str(s.call) == "4♥" and "accepts the invitation" in s.meaning.lower()
    assert "declines the invitation" in explain(auction + " P", system)[-1].meaning.lower()


@pytest.mark.parametrize("system", SYSTEMS)
def test_three_of_our_suit_that_only_competed_is_not_called_an_invitation(system):
    # 1♣ 1♠ X 2♠ 3♥ P P 3♠: we passed their 3♥ and partner's 3♠ went over it, with no room
    # for two — it competes (Cohen, "To Bid or Not to Bid"), it does not invite.  The rules
    # still bid the game with the values they bid it with over an invitation; the words say
    # what happened.  16 HCP (AKJ, A, Q, Q); 8 HCP (K, Q, QJ).
    auction = "1C 1S X 2S 3H P P 3S P"
    game = suggest("AKJ73.Q7.A852.Q7", auction, system)
    assert str(game.call) == "4♠"
    assert "only competed" in game.meaning and "invitation" not in game.meaning
    stop = suggest("K9763.Q7.852.QJ7", auction, system)
    assert stop.call is not None and stop.call.is_pass
    assert "only competed" in stop.meaning and "invitation" not in stop.meaning
    assert "only competed" in explain(auction + " 4S", system)[-1].meaning
    # the same raise with the opponents silent is the invitation, and says so
    assert "accepts the invitation" in explain("1H P 1S P 2H P 3H P 4H", system)[-1].meaning.lower()


def test_game_forced_is_a_table_word_the_context_decides():
    c = Condition.parse("game_forced and len(S) >= 3")
    h = Hand.from_pbn("K73.A5.AKQ84.Q73")
    assert c.holds(h, {}, Context(game_forced=True))
    assert not c.holds(h, {}, Context(game_forced=False))
    assert not c.holds(h, {})  # not known: read as not forced
    # explain: what the table knows rules the reading in or out; unknown may hold
    assert c.possible({}, Context(game_forced=True))
    assert not c.possible({}, Context(game_forced=False))
    assert c.possible({}, Context())
    assert c.reads_table("game_forced") and not Condition.parse("hcp >= 3").reads_table(
        "game_forced")


# ---------------------------------------------------------------- ranges of the raises
# SAYC booklet: 1M–2M 6–10, 1M–3M 10–12 (dummy points); Acol 6–9 and 10–12; Precision
# 6–10 and 11–12.  High-card points never exceed dummy points (shortness only adds), so the
# HCP shown is at most the top of the range; the bottom is the engine's reading of a
# points range (one HCP lower: a doubleton or a fifth card is worth a point).
RAISES = [("sayc", "1H P 2H", 6, 10), ("sayc", "1S P 3S", 10, 12),
          ("acol", "1H P 2H", 6, 9), ("acol", "1S P 3S", 10, 12),
          ("precision", "1H P 2H", 6, 10), ("precision", "1S P 3S", 11, 12)]


@pytest.mark.parametrize("system,auction,low,high", RAISES)
def test_explain_gives_an_hcp_range_for_the_raises(system, auction, low, high):
    said = explain(auction, system)[-1]
    assert said.agreed
    lo, hi = said.shows["hcp"]
    assert hi == high and lo is not None and low - 2 <= lo <= low
    # the range the learner reads is in the words too, and says what is counted
    assert f"{low}–{high} points counting shortness" in said.meaning


@pytest.mark.parametrize("system,auction,low,high", RAISES)
def test_the_shown_range_is_the_one_partner_reads(system, auction, low, high):
    # one reading: what explain shows is what the bidder's partner model counts on
    said = explain(auction, system)[-1]
    _, plo, phi = _partner_range(_as_auction(auction + " P"), System.named(system))
    assert (plo, phi) == said.shows["hcp"]


def test_precision_limit_raise_acceptance_names_both_counts():
    # Precision 1♥–3♥ (11–12): opener accepts with 13+ HCP or 15+ points counting length;
    # the label names both, since the rule counts both.
    rule = next(r for sit in System.named("precision").situations
                if sit.title == "Opener after a limit raise" for r in sit.rules
                if r.call.text() == "4M")
    # (a point less vulnerable: the IMP odds of a vulnerable game, tests/test_bidding_game_tries_textbook.py)
    assert "hcp + vulnerable >= 13" in rule.condition.text
    assert "points + vulnerable >= 15" in rule.condition.text
    assert "13+ HCP" in rule.meaning and "15+ points" in rule.meaning


# ------------------------------------------------------------- "points" where HCP are counted
@pytest.mark.parametrize("system,auction", [("sayc", "1D X P 1S"), ("acol", "1D X P 1S"),
                                            ("precision", "1D X P 1S"),
                                            ("sayc", "1D P P X P 1S")])
def test_the_minimum_advance_of_a_takeout_double_says_hcp(system, auction):
    # the stronger advances (the jump 9–11, the cue bid 12+; 12–14 and 15+ opposite a
    # balancing double) are drawn in HCP, so the minimum advance is a range of HCP
    said = explain(auction, system)[-1]
    assert said.agreed and re.search(r"0–(8|11) HCP", said.meaning)
    assert "points" not in said.meaning


_VALUES = ("points", "dummy", "short_points", "together")


@pytest.mark.parametrize("system", SYSTEMS)
def test_every_range_of_points_is_drawn_by_a_count_with_distribution(system):
    """A meaning stating "A–B points" (or "A+ points") belongs to a rule whose situation
    draws its lines with a count that includes distribution (points, dummy points, short
    points, or the partnership's total): with only HCP drawn, the meaning must say HCP."""
    bad = []
    for sit in System.named(system).situations:
        for i, rule in enumerate(sit.rules):
            if not re.search(r"\d+(–\d+|\+)? points\b", rule.meaning):
                continue
            counted = " ".join(r.condition.text for r in sit.rules[:i + 1])
            if not any(re.search(rf"\b{v}\b", counted) for v in _VALUES):
                bad.append((sit.title, rule.call.text(), rule.meaning))
    assert not bad, bad


# ------------------------------------------------ partner's passes never make a fit in their suit
# "1♥ (2♣) P P – X (P) P": opener reopens with a double and responder passes it for penalties,
# showing length and strength in the opponents' clubs (the ACBL SAYC booklet on negative
# doubles: opener reopens with a double, responder converts it with clubs).  Those clubs are
# for defending: their suit is never a trump suit of ours, and a bid of it would be a cue bid,
# not "competing in a fit".  After the overcaller's side runs to 2♦, opener with five small
# clubs must not bid 3♣ as a club "fit".
@pytest.mark.parametrize("system", SYSTEMS)
def test_a_penalty_pass_of_their_suit_is_no_fit_for_the_principle(system):
    from bridgelib.bidding import principle

    s = principle("AK.AKJ84.5.98765", "1H 2C P P X P P 2D", system)
    assert str(s.call) != "3♣"
    assert "♣ fit" not in s.meaning and "trumps together" not in s.meaning


def test_the_fit_count_leaves_out_the_opponents_suits():
    from bridgelib.auction import parse_calls
    from bridgelib.bidding.engine import _fits
    from bridgelib.cards import Suit

    h = Hand.from_pbn("K2.AKJ84.5.98765")  # five hearts, five clubs
    shown = {Suit.CLUBS: 4, Suit.DIAMONDS: 0, Suit.HEARTS: 3, Suit.SPADES: 0}
    # partner's four clubs are a fit (nine cards) only when clubs are not the opponents' suit
    sayc = System.named("sayc")
    assert _fits(h, shown, parse_calls("1H P 2H P"), sayc) == [Suit.HEARTS, Suit.CLUBS]
    assert _fits(h, shown, parse_calls("1H 2C P P X P P 2D"), sayc) == [Suit.HEARTS]


@pytest.mark.parametrize("system,promised", [("sayc", 5), ("precision", 5), ("acol", 4)])
def test_the_principle_counts_only_the_hearts_the_opening_promised(system, promised):
    # 1♥ P P 2♣ P 3♣: the opener's partner (who passed 1♥) counts the hearts 1♥ promised
    # (five in SAYC and Precision, four in Acol) and no more: opener's pass over 2♣ shows none
    from bridgelib.bidding import principle

    hand = "Q9.J9853.873.T98"  # five hearts
    s = principle(hand, "1H P P 2C P 3C", system)
    got = re.search(r"(\d+) trumps together", s.meaning)
    assert got is None or int(got.group(1)) == 5 + promised


# ------------------------------------------- meanings the bidder's own earlier calls rule out
# A player who has limited the hand cannot show more later: a passed hand holds fewer than
# opening values (the ACBL SAYC booklet: open with 12+; the pass in first or second seat
# denies it), and Precision's 1♦ is limited to 11–15 (Wei).  explain lists only the readings
# the auction leaves possible.
@pytest.mark.parametrize("system,auction,ruled_out", [
    ("sayc", "P P 1D P P X", "15+ HCP"),   # a passed hand's balancing double
    ("acol", "P P P 1D P P X", "15+ HCP"),
    ("sayc", "P P 1S P 2C P 3C P 3NT", "12–15 HCP"),  # a passed responder's 3NT
    ("precision", "P P 1D 1S P P X", "17+ HCP"),  # the limited 1♦ opener reopening
])
def test_explain_leaves_out_readings_the_bidders_own_calls_rule_out(system, auction, ruled_out):
    said = explain(auction, system)[-1]
    assert said.agreed and ruled_out not in said.meaning


def test_an_unlimited_hand_keeps_every_reading():
    # 1♦ P P X: the balancer has not passed before; both balancing doubles stay possible
    said = explain("1D P P X", "sayc")[-1]
    assert "9+ HCP" in said.meaning and "15+ HCP" in said.meaning


def test_an_opponents_cue_bid_of_our_suit_leaves_our_fit_ours():
    # P 1♥ 2♥ (Michaels: 5+ spades and a 5+ minor, the ACBL SAYC booklet) 2♠ (responder's
    # cue bid of the spades, a limit raise or better in hearts): the spades are still the
    # Michaels bidder's, so advancer with four spades counts the nine-card spade fit and
    # competes to the three level (Cohen, "To Bid or Not to Bid": nine trumps, nine tricks)
    from bridgelib.bidding import principle

    s = principle("9852.97.5.KQJT95", "P 1H 2H 2S", "sayc")
    assert str(s.call) == "3♠" and "♠ fit: 9 trumps" in s.meaning


@pytest.mark.parametrize("auction,reading,not_reading", [
    ("1H X P 2S", "Jump in a major", "Jump in a minor"),
    ("1H P P X P 2S", "Jump in a major", "Jump in a minor"),
    ("1H X P 3C", "Jump in a minor", "Jump in a major"),
    ("1S X P 3D", "Jump in a minor", "Jump in a major"),
])
def test_a_jump_advance_of_a_takeout_double_is_read_for_its_own_suit(auction, reading,
                                                                    not_reading):
    # the ACBL SAYC booklet: the advancer's jump in a new suit is invitational (9–11, or
    # more opposite a balancing double); a jump to 2♠ is a jump in a major and nothing else
    said = explain(auction, "sayc")[-1]
    assert reading in said.meaning and not_reading not in said.meaning, said.meaning


@pytest.mark.parametrize("system,auction,wrong", [
    ("acol", "1C 1D X P 1H", "no major to show"),
    ("acol", "1C 1D X P 1S", "no major to show"),
    ("precision", "1D 2C X P 2H", "no major to show"),
])
def test_opener_after_a_negative_double_is_not_read_as_hiding_the_major_it_bids(system,
                                                                               auction,
                                                                               wrong):
    # the negative double promises the unbid major(s); opener's new major answers it
    # (Acol texts; Wei for Precision): a 1♥ or 1♠ rebid cannot mean "no major to show"
    said = explain(auction, system)[-1]
    assert said.agreed and wrong not in said.meaning, said.meaning
