"""Our side has game values but the opponents hold a partscore (issue 14): do not sell out.

Every expected call comes from the literature, cited at each position; none is copied from
the engine's output.  Sources:

- William S. Root, "Commonsense Bidding": an opening bid facing an opening bid makes game
  (26 points, 25 with a fit); responder's new suit is forcing, and when opener passes over
  the opponents' raise, responder with opening values bids again; no-trump over an
  opponent's suit only with that suit stopped; with a fit in a major, bid the game;
- Larry Cohen, "To Bid or Not to Bid" (the Law of Total Tricks): with the balance of power
  and no fit, defend — double them (no fit for us means their contract goes down);
- "Forcing pass" (Wikipedia, "Low-level forcing pass"; Eddie Kantar, "Forcing Pass in
  Contract Bridge", 1983: the first case is an auction already forced to game): once our
  side has forced to game, a pass of the opponents' bid below game is forcing, and the
  partner must double them or bid on; "What's a Forcing Pass?" (ACBL District 6, 2009:
  game-forcing auctions are the ones "one doesn't have to worry about");
- "Forcing Pass" (Bridge BidBase, aeyec.com): "made in competitive bidding when your side
  clearly has the greater number of HCPs ... to leave it up to partner whether to bid
  higher or to double the opponents".
"""
from __future__ import annotations

import pytest

from bridgelib import Auction, Call
from bridgelib.auction import parse_calls
from bridgelib.bidding import computer_call, principle


def _call(system: str, auction: str, hand: str):
    """What a computer seat calls: the system's rule where one covers the position, else
    the general principle."""
    return computer_call(hand, Auction("N", parse_calls(auction)), system)


# (systems, auction from North, hand, the book's call, why)
GAME_VALUES = [
    # 1. Responder's 1♠ was forcing; opener passed over their raise to 2♥.  14 HCP opposite
    #    an opening (12+): game values, ♥K-x-x stops their suit — 3NT (Root: opening facing
    #    opening is game; no-trump with their suit stopped).
    (("sayc",), "1D 1H 1S 2H P P", "KQ643.K95.AJ5.72", "3NT",
     "opening facing opening, their suit stopped: 3NT"),
    (("sayc",), "1D 1H 1S 2H P P", "AQ643.A95.KJ5.72", "3NT",
     "14 HCP opposite an opening, ♥A stops their suit: 3NT"),
    # 2. The same with ♥J-x-x (no stopper) and no second suit: the balance of power and no
    #    fit — double them (Cohen).
    (("sayc", "precision"), "1D 1H 1S 2H P P", "AQ643.J95.A5.K72", "X",
     "balance of power, three cards in their suit, no fit: penalty double"),
    (("sayc", "precision"), "1D 1H 1S 2H P P", "AKJ64.J95.A5.Q72", "X",
     "15 HCP, J-x-x of their suit (no stopper), no fit: penalty double"),
    # 3. With a second five-card suit, responder shows it: a new suit by responder is
    #    forcing, and with opening values responder bids again (Root).
    (("sayc", "precision"), "1D 1H 1S 2H P P", "AQJ64.95.7.AQJ52", "3C",
     "5-5, opening values, no heart stopper: the second suit, forcing"),
    (("sayc", "precision"), "1D 1H 1S 2H P P", "AKJ64.7.32.KQJ52", "3C",
     "5-5 with 14 HCP: the second suit, forcing"),
    # 4. The negative doubler (13 HCP) after opener passed over their jump to 3♣: game
    #    values, ♣K-x-x stopped — 3NT (Root).
    (("sayc",), "1D 2C X 3C P P", "KJ64.Q1095.A5.K72", "3NT",
     "negative double with opening values, their clubs stopped: 3NT"),
    # 5. A fit in partner's major (five hearts promised, three held): game in the major
    #    (Root: with the values and a fit, bid the game).
    (("sayc", "precision"), "1H 1S 2C 2S P P", "Q3.K74.K72.AQJ85", "4H",
     "an eight-card heart fit and opening values facing an opening: 4♥"),
    (("sayc", "precision"), "1H 1S 2C 2S P P", "75.A84.KQ2.AK853", "4H",
     "three-card support and 16 HCP opposite an opening: 4♥"),
    # 6. The free two-over-one bidder (10+, here 14) after their raise to 3♣ was passed
    #    round: ♣A-x-x stops it — 3NT.
    (("sayc", "precision"), "1S 2C 2D 3C P P", "J4.AQ3.K9763.A42", "3NT",
     "a free 2♦ with 14 HCP opposite an opening, clubs stopped: 3NT"),
]


@pytest.mark.parametrize("systems, auction, hand, expected, why", GAME_VALUES)
def test_game_values_do_not_sell_out(systems, auction, hand, expected, why):
    for system in systems:
        got = _call(system, auction, hand)
        assert got.call == Call.from_str(expected), (system, why, got.meaning)


# Positions the rule must NOT catch: without game values responder lets them play; once
# the opponents are in game, the rule has nothing to force.
NOT_CAUGHT = [
    # 7 HCP opposite an opening: 19+ together, no game — pass (Root: a minimum response
    # need not bid again when opener passes).
    ("sayc", "1D 1H 1S 2H P P", "Q8643.95.AJ5.972"),
    ("sayc", "1D 1H 1S 2H P P", "K8643.Q5.J95.972"),
    # Acol's lighter opening (10+) and 13 HCP: 23 together, short of game (Acol's ranges).
    ("acol", "1D 1H 1S 2H P P", "KQ643.K95.AJ5.72"),
]


@pytest.mark.parametrize("system, auction, hand", NOT_CAUGHT)
def test_without_game_values_the_rule_stays_out(system, auction, hand):
    s = principle(hand, Auction("N", parse_calls(auction)), system)
    assert "game values" not in s.meaning and "forced to game" not in s.meaning, s.meaning


def test_a_partner_who_has_only_passed_shows_no_values():
    # Partner passed throughout: 14 HCP of our own are no game values (Root: game needs
    # values from both hands), so the rule stays out over their 2♥.
    s = principle("KQ64.A95.AJ5.732", Auction("N", parse_calls("P 1H P 2H")), "sayc")
    assert "game values" not in s.meaning and "forced to game" not in s.meaning, s.meaning


# 7. The game force survives their bid (the forcing pass: Kantar; Wikipedia's low-level
#    forcing pass).  East's 2♦ cue bid (19+) forced to game and South bid 3♦: West, with
#    nothing clear to say, passes — forcing — and East, in the pass-out seat, must not pass.
def test_pass_below_game_after_a_game_force_is_forcing():
    auction = "P P P 1C 1D X P 2D 3D"
    west = _call("sayc", auction, "J973.A532.Q.Q864")
    assert west.call.is_pass and "forcing pass" in west.meaning, west.meaning
    east = _call("sayc", auction + " P P", "AKQ8.QJ108.42.AK2")
    assert not east.call.is_pass, east.meaning  # double them or bid on (Kantar)


def test_game_force_double_in_the_pass_out_seat():
    # With three cards in their suit (no stopper for 3NT) and no fit, the one who must
    # act doubles them (Cohen: the balance of power and no fit).
    east = _call("sayc", "P P P 1C 1D X P 2D 3D P P", "AKQ8.QJ8.J42.AK2")
    assert east.call == Call.from_str("X"), east.meaning


def test_own_six_card_major_bids_the_game():
    # Opener's six-card spade suit (K-Q-J) plays opposite a doubleton; partner's double of
    # 3♦ showed values (8+), and opener holds 18: game in the major, not a double of their
    # 4♦ (Root, "Commonsense Bidding": a six-card major is a trump suit by itself).
    s = _call("sayc", "P P P 1S 3D X 4D", "KQJ752.Q754.A.AQ")
    assert s.call == Call.from_str("4S"), s.meaning


def test_minor_fit_with_a_singleton_is_no_notrump_hand():
    # Opener with 16 HCP, a club fit (partner's cue-bid raise) and a singleton heart: not
    # 3NT over their 2♠ (Root: no-trump with a balanced hand; a singleton and a ten-card
    # minor fit play in the minor).
    s = _call("sayc", "1C 2C 2H 2S", "KJT.J.KQ83.KQJ84")
    assert s.call != Call.from_str("3NT"), s.meaning


# 8. They jump to game over our values (Cohen, "To Bid or Not to Bid": with the balance of
#    power and no fit, double them; Bridge BidBase, "Forcing Pass": our side clearly has
#    the greater number of HCP — double them or bid on, never let them play undoubled).
@pytest.mark.parametrize("system", ["sayc", "precision"])
def test_their_jump_to_game_over_our_values_is_doubled(system):
    # Responder's free 2♠ (15 HCP) opposite an opening, they jump to 4♥ and opener passes:
    # no fit (partner's ♦ and our three), the balance of power — double.
    s = _call(system, "1D 2H 2S 4H P P", "AQJ64.K5.K32.Q72")
    assert s.call == Call.from_str("X"), s.meaning


@pytest.mark.parametrize("system", ["sayc", "precision"])
def test_a_major_fit_bids_the_game_over_their_four_of_a_minor(system):
    # The negative doubler (16 HCP, three hearts opposite opener's five): their 4♦ is below
    # game — bid the game in the major fit (Root: with the values and a fit, bid game).
    s = _call(system, "1H 2D X 4D P P", "KQ73.K92.A5.KJ72")
    assert s.call == Call.from_str("4H"), s.meaning
