"""Textbook penalty doubles of the opponents' game when the hand is "ours" (issue 14).

When our side's calls have shown the values for game and the opponents bid game over our
auction, they are trying to buy the contract cheaply (a sacrifice, or a steal): they must not
play it undoubled.  Every expected call comes from the literature, cited at each test; none
is copied from the engine's output.  Sources:

- "The Forcing Pass" (in-oz.com bridge forum, 2024): "'Our hand' means one of the following:
  1. We are in a game-forcing auction 2. We have bid a game expecting to make ... 4. It's
  otherwise obvious that we have the balance of power ... When it's 'our hand', the
  opponents must not be allowed to play anything undoubled";
- "Forcing Pass" (loebbridge.com): "when you are in a game forcing auction and your
  opponents try to buy the contract, you cannot allow them to play undoubled", with its
  example 1♥ (P) 2NT (Jacoby, game forcing) (4♠) P (P) ?: "If South wants to penalize 4♠,
  South can double ... The one thing North-South shouldn't do is defend 4♠ undoubled";
- "Forcing pass" (Finn Clark's bridge notes, finnclark.thiswaydown.org): "a double is a
  strong request to shut up and take the money" — the double shows defence, two or more
  cards in their suit; with shortness there (offence) we do not double;
- Goren's point count: 25 points together for game; the values our calls have shown are
  counted at the bottom of their range (what partner can rely on);
- Steve Robinson, "What's a Forcing Pass?" (ACBL District 6, 2009), quoting Bart Bramley:
  "If it's not CLEARLY forcing, then it's not forcing" — a limit raise opposite a minimum
  opening has not shown game values: no "our hand" there.
"""
import pytest

from bridgelib.bidding import principle, suggest


def call(hand, auction, system="sayc"):
    """The bidder's call: the system's agreement, else the general principle (as the
    computer seats call)."""
    s = suggest(hand, auction, system)
    if s.call is None:
        s = principle(hand, auction, system)
    return "Pass" if s.call.is_pass else s.call.pbn()


# ------------------------------------------------------------------ a game-forcing auction
# loebbridge.com's example: 1♥ (P) 2NT Jacoby (4♠) P (P) ?  — the Jacoby bidder, with
# defence in spades (three cards), doubles: the opponents must not play 4♠ undoubled.
@pytest.mark.parametrize("hand", [
    "K83.KQ74.A852.J4",    # 13 HCP, three spades, four-card heart support
    "Q84.K974.AQ5.K62",    # 14 HCP, three spades
])
def test_jacoby_bidder_doubles_their_four_spades(hand):
    assert call(hand, "1H P 2NT 4S P P") == "X"


# Opener over the same interference, directly: 1♠ (P) 2NT (4♥) — 12+ and 13+ are game
# values; with two or more hearts (defence) opener doubles (in-oz.com: a game-forcing
# auction is "our hand").
@pytest.mark.parametrize("hand", [
    "K8742.Q83.AJ2.K4",    # 13 HCP, three hearts
    "AQ854.K7.QJ3.Q84",    # 14 HCP, two hearts
])
def test_opener_doubles_their_game_over_jacoby(hand):
    assert call(hand, "1S P 2NT 4H") == "X"


# With a singleton in their suit opener holds offence, not defence (Clark: the double says
# "take the money"): he does not double.
def test_opener_short_in_their_suit_does_not_double():
    assert call("AKJ54.7.AK93.Q84", "1S P 2NT 4H") != "X"


# A two-over-one response (the ACBL SAYC booklet: a new suit at the two level promises 10+
# points): opposite the opener's 16 HCP that is 26, game values — their 4♥ over it is
# doubled with three hearts.
def test_opener_doubles_their_game_after_a_two_over_one():
    assert call("AQJ52.Q73.KQ8.A8", "1S P 2C 4H") == "X"


# -------------------------------------------------------------- the balance of power
# 1♦ (2♥) 3♥ — the cue-bid raise: a limit raise or better in diamonds; (4♥) preemptive raise.
# Opener with 17 HCP and three hearts: 27+ together, "obviously the balance of power"
# (in-oz.com) — double, in all three systems (they share the competitive agreements).
@pytest.mark.parametrize("system", ["sayc", "acol", "precision"])
def test_opener_with_extras_doubles_their_preemptive_game(system):
    assert call("AQ4.K72.A9.KJ842", "1D 2H 3H 4H", system) == "X"


# The same auction, opener minimum (12 HCP): a limit raise opposite a minimum opening is
# not game values (22 together), so it is not clearly our hand (Bramley): no double.
def test_minimum_opener_does_not_double_their_preemptive_game():
    assert call("KJ4.Q72.Q93.KJ84", "1D 2H 3H 4H") != "X"


# The cue-bidder after opener's pass: 1♦ (2♥) 3♥ (4♥) P (P) ? — 14 HCP opposite an
# opening: game values, three hearts — double (in-oz.com: the opponents must not play our
# hand undoubled).
def test_cue_bidder_doubles_after_openers_pass():
    assert call("KQ4.K72.A9.QJ842", "1D 2H 3H 4H P P") == "X"


# The negative doubler: 1♦ (2♠) X (4♠) P (P) ? — 16 HCP opposite an opening, three spades:
# game values and defence — double.
def test_negative_doubler_with_game_values_doubles_their_game():
    assert call("AK7.K72.AQ93.J84", "1D 2S X 4S P P") == "X"


# Opener after the negative double: 1♥ (2♠) X (4♠) with 13 HCP: opposite a negative double
# (about 7+ at the two level) that is no game-values hand — the double is not ours to make.
def test_opener_without_game_values_does_not_double():
    assert call("K84.K72.AJ3.Q842", "1H 2S X 4S") == "Pass"


# The advancer of a takeout double: (2♠) X (4♠) with 11 HCP opposite the doubler's 12+:
# 23, no game values shown — no penalty double ("Our side has described its hands": pass).
def test_advancer_without_game_values_does_not_double():
    assert call("A984.72.KQ3.Q842", "2S X 4S") == "Pass"


# The limit raise 1♠–3♠ (10–12 in SAYC and Acol, "limit raise" in Precision too) and the
# opponents' 4♥ over it: opener with 16 HCP counts 26 together — the balance of power is
# obvious (in-oz.com), three hearts give defence — double.
@pytest.mark.parametrize("system", ["sayc", "acol", "precision"])
def test_opener_with_extras_doubles_their_game_over_the_limit_raise(system):
    assert call("AKJ53.Q83.KQ2.J4", "1S P 3S 4H", system) == "X"


# The same with a minimum opening (12 HCP): 22 together, no game values — no double.
@pytest.mark.parametrize("system", ["sayc", "acol"])
def test_minimum_opener_does_not_double_their_game_over_the_limit_raise(system):
    assert call("KJ853.Q83.A92.J4", "1S P 3S 4H", system) == "Pass"


# Precision: 1♣ (16+) – 1♥ (a positive response, 8+ HCP, forcing to game: Wei, "Precision
# Bidding in Bridge") and their 4♠: a game-forcing auction is "our hand" (in-oz.com,
# loebbridge.com) — opener with 18 HCP and three spades doubles.
def test_precision_strong_club_opener_doubles_their_game_after_a_positive():
    assert call("AQ4.KJ72.A93.KJ4", "1C P 1H 4S", "precision") == "X"


# The general principle (for auctions the systems' situations leave open) reads the same
# book rule: game values shown and two or more cards in their suit — double; a singleton
# there — no double (Clark: the double is "take the money", a defensive call).
def test_the_general_principle_doubles_their_game_on_our_values():
    # 1♦ (2♥) 3♥ cue-bid raise (4♥) P (P): 15 HCP opposite an opening
    s = principle("KQ4.K72.A9.QJ842", "1D 2H 3H 4H P P", "sayc")
    assert s.call.pbn() == "X" and s.principle


def test_the_general_principle_does_not_double_with_a_singleton_in_their_suit():
    assert principle("KQ4.2.A972.QJ842", "1D 2H 3H 4H P P", "sayc").call.pbn() != "X"
