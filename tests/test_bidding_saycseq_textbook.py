"""SAYC uncontested sequences that had no agreement (issue 14, helper saycseq).

Every expected call comes from the literature, cited at each position; none is copied from
the engine's output.  Sources:

- ACBL, "SAYC System Booklet" (SP-3): responder's jump shift is strong and forcing to game;
  the strong 2♣ opening and its 2♦ waiting response; the auctions that follow are natural;
- William S. Root, "Commonsense Bidding": after a game force the bidding is natural — rebid
  a six-card suit, show a second five-card suit, support partner's suit (a five-card suit
  plays opposite three cards), no-trump with no fit; responder's new suit is forcing, and
  with opening values facing an opening responder bids again;
- Charles Goren, "Goren's New Bridge Complete": game in a minor needs about 29 points
  together, slam about 33; with a fit below 33, game.
"""
from __future__ import annotations

import pytest

from bridgelib import Auction, Call
from bridgelib.auction import parse_calls
from bridgelib.bidding import computer_call, forcing, suggest


def _call(system: str, auction: str, hand: str):
    return computer_call(hand, Auction("N", parse_calls(auction)), system)


# (auction from North, hand, the book's call, why) — each must be a rule of the system
SYSTEM_CALLS = [
    # 1. Responder's strong jump shift (SAYC booklet: forcing to game), opener shows a
    #    second suit.  Responder with a second five-card suit shows it (Root).
    ("1H P 2S P 3D P", "A10972.A.Q4.AKJ102", "4C",
     "jump shift, opener's new suit: responder's second five-card suit, clubs"),
    # 2. The same with a six-card suit and no fit: rebid it (Root).
    ("1D P 3C P 3H P", "AQ7.96.K4.AKJ852", "4C",
     "jump shift to 3♣, opener's 3♥: responder rebids the six-card clubs"),
    ("1C P 2H P 2S P", "K4.AKJ972.AQ3.32", "3H",
     "jump shift in hearts, opener's 2♠: rebid the six-card hearts"),
    # 2b. Three cards in opener's five-card major: the fit — game in the major; the jump
    #    shift has already shown the strength, opener judges the slam (Root: a five-card
    #    suit plays opposite three; lesson 14's deal, seed 6945).
    ("1H P 2S P 3C P", "KJ654.AJ3.A104.A5", "4H",
     "jump shift, opener's new suit: three-card heart support — 4♥"),
    # 2c. Opener with a second five-card suit below responder's shows it at the four level
    #    (Root: after a game force show a second five-card suit), not "nothing else" with
    #    three of the first — a real deal of the humans benchmark (JT643 = 1, K4 = 3,
    #    AKQ52 = 9: 13 HCP, five-five; the experts played 7NT).  Then responder's own
    #    self-sufficient suit asks for aces, and with no fit at all (two spades, two clubs,
    #    five diamonds) he gives preference to the five-card major at game.
    ("1S P 3H P", "JT643.3.K4.AKQ52", "4C",
     "jump shift to 3♥: opener's second five-card suit, clubs, at the four level"),
    ("1S P 3H P 4C P", "AK8.AKQJ975.A8.7", "4NT",
     "AKQJ975 plays opposite anything and 21 HCP face an opening: Blackwood"),
    ("1S P 3D P 4C P", "K8.AK72.AQJ85.72", "4S",
     "no fit for ♣ or a six-card ♦, 17 HCP: preference to the five spades, game"),
    # K8 = 3, AKQ972 = 9, Q84 = 2: 14 HCP, no slam opposite a minimum (about 28 together)
    ("1S P 3H P 4C P", "K8.AKQ972.Q84.72", "4H",
     "no fit, six good hearts: game in our own major (to play, not a force)"),
    # 3. No fit, no second suit, balanced: no-trump (Root).
    ("1C P 2H P 2S P", "Q4.AKJ72.AQ3.K32", "3NT",
     "jump shift, no fit for ♣ (three only) or ♠, balanced: 3NT"),
    # 4. Strong 2♣, 2♦ waiting, opener's 3♣, responder's five-card heart suit: with three
    #    or more hearts opener plays the major (a five-card suit plays opposite three:
    #    Root); with a singleton heart, 3NT.
    ("2C P 2D P 3C P 3H P", "A5.KQ4.AK7.AKQ96", "4H",
     "2♣–2♦–3♣–3♥: three-card heart support — game in the major"),
    ("2C P 2D P 3C P 3H P", "K53.A.AK107.AKJ76", "3NT",
     "2♣–2♦–3♣–3♥: no heart fit, balanced enough — 3NT"),
    # 5. 2♣–2♦–2♥–2♠: responder's five spades opposite three — game in spades (Root).
    ("2C P 2D P 2H P 2S P", "AJ7.AKJ76.A.AKJ2", "4S",
     "2♣–2♦–2♥–2♠: three-card spade support — game in the spade fit"),
    # 6. Opener's jump shift to 3♣ raised to 4♣: 3NT is bypassed, no slam values (about
    #    29 together, short of 33): game in the minor (Goren).
    ("1D P 1S P 3C P 4C P", "A2.K3.AKQ93.KQJ4", "5C",
     "1♦–1♠–3♣–4♣: the club fit, short of slam: 5♣"),
    # 7. Responder's rebid of a six-card suit at the two level (6–10) is a sign-off, but
    #    opener with extra values goes on (Root): a doubleton is a fit for a six-card suit —
    #    16–18 invites, 19+ bids the game; with no fit a six-card suit of his own is rebid
    #    with a jump (invitational), and a singleton in responder's suit with 16–18 invites
    #    3NT with 2NT.
    ("1C P 1H P 1S P 2H P", "AK62.96.KJ4.KQ54", "3H",
     "16 HCP, a doubleton heart opposite six: invites 4♥"),
    ("1C P 1H P 1S P 2H P", "AK62.96.AQ4.AQ54", "4H",
     "19 HCP, a doubleton heart opposite six: 4♥"),
    ("1C P 1D P 1S P 2D P", "AK62.96.A.AQJ543", "3C",
     "18 HCP, a singleton diamond, six clubs: the invitational jump rebid"),
    ("1C P 1H P 1S P 2H P", "AK62.9.KQ4.AQ542", "2NT",
     "17 HCP, a singleton heart, no six-card suit: 2NT invites 3NT"),
]


@pytest.mark.parametrize("auction, hand, expected, why", SYSTEM_CALLS)
def test_sayc_sequence_has_a_rule(auction, hand, expected, why):
    s = suggest(hand, Auction("N", parse_calls(auction)), "sayc")
    assert s.agreed, (why, s.meaning)  # a rule of the system, not a general principle
    assert s.call == Call.from_str(expected), (why, s.call, s.meaning)


# 7. The general principle's second five-card suit over the opponents' partscore (a new
#    suit with game values: Root — responder bids again, a new suit is forcing) has no rule
#    in the data; it is still forcing, so opener must not pass it.
def test_principle_new_suit_over_their_partscore_is_forcing():
    responder = _call("sayc", "1D 1H 1S 2H P P", "AQJ64.95.7.AQJ52")
    assert responder.call == Call.from_str("3C"), responder.meaning
    assert forcing("1D 1H 1S 2H P P 3C P", "sayc") == "round"
    opener = _call("sayc", "1D 1H 1S 2H P P 3C P", "72.K84.AQ942.K84")
    assert not opener.call.is_pass, opener.meaning


def test_opener_new_suit_rebid_stays_non_forcing():
    # Opener's new suit at the two level after a one-level response is not forcing (SAYC
    # booklet): the principle's force must not spread to uncontested rebids.
    assert forcing("1D P 1S P 2C P", "sayc") == ""


# 8. Opener's 2NT over the strong jump shift (no fit, balanced; game forced) — the jump
#    shifter's second bid had no agreement: 3NT came from the general principle as "accepts
#    the invitation" (a real deal: AKQJ32 of hearts, 7NT par).  After a game force the
#    bidding is natural (Root): a six-card suit is rebid to set trumps, no-trump with none;
#    balanced, 33 HCP together (partner's expected values) bid 6NT and 31–32 invite it with
#    4NT, quantitative over partner's no-trump (Goren; the SAYC booklet: 4NT over a natural
#    no-trump).  Opener, whose 2NT denied three cards, raises a six-card major with two (an
#    eight-card fit: a major game); over a minor, 3NT (its game needs two tricks fewer:
#    Goren).  With the major agreed, Blackwood at 33 points together counting shortness
#    (Root: Blackwood once the trump suit is known; Goren's 33), else pass the game.  Both
#    systems share it.
#    HCP by hand: A8.AKQJ32.QJ84.6 = 4 + 10 + 3 = 17; Q4.AKJ72.KJ3.Q32 = 2 + 8 + 4 + 2 =
#    16 (about 29 together: game only); KQ4.AKJ72.AQ3.32 = 5 + 8 + 6 = 19 (about 31–32);
#    A8.AKQJ32.KQ84.6 = 19 (+ 13 expected + 3 for the singleton and doubleton = 35);
#    A8.AJT932.KQ4.K3 = 4 + 5 + 5 + 3 = 17 (+ 13 + 2 = 32).
JUMP_SHIFT_NT = [
    ("sayc", "1C P 2H P 2NT P", "A8.AKQJ32.QJ84.6", "3H", "six hearts: rebid them, trumps"),
    ("acol", "1C P 2H P 2NT P", "A8.AKQJ32.QJ84.6", "3H", "six hearts: rebid them, trumps"),
    ("sayc", "1C P 2H P 2NT P", "Q4.AKJ72.KJ3.Q32", "3NT", "five hearts, balanced 16: 3NT"),
    ("acol", "1C P 2H P 2NT P", "Q4.AKJ72.KJ3.Q32", "3NT", "five hearts, balanced 16: 3NT"),
    ("sayc", "1C P 2H P 2NT P", "KQ4.AKJ72.AQ3.32", "4NT", "balanced 19: about 31–32, 4NT"),
    ("acol", "1C P 2H P 2NT P", "KQ4.AKJ72.AQ3.32", "4NT", "balanced 19: about 31–32, 4NT"),
    ("sayc", "1C P 2H P 2NT P 3H P", "K32.74.A65.AKQT3", "4H", "two hearts opposite six: 4♥"),
    ("acol", "1C P 2H P 2NT P 3H P", "K32.74.A65.AKQT3", "4H", "two hearts opposite six: 4♥"),
    ("sayc", "1C P 2D P 2NT P 3D P", "KJ3.Q54.K2.AQT32", "3NT", "a minor: 3NT, not 5♦"),
    ("acol", "1C P 2D P 2NT P 3D P", "KJ3.Q54.K2.AQT32", "3NT", "a minor: 3NT, not 5♦"),
    ("sayc", "1C P 2H P 2NT P 3H P 4H P", "A8.AKQJ32.KQ84.6", "4NT", "35 together: Blackwood"),
    ("acol", "1C P 2H P 2NT P 3H P 4H P", "A8.AKQJ32.KQ84.6", "4NT", "34 together: Blackwood"),
    ("sayc", "1C P 2H P 2NT P 3H P 4H P", "A8.AJT932.KQ4.K3", "P", "32 together: no slam"),
    # The same reading wherever game is forced, not only after a jump shift: Precision's
    # positive 1♥ over the strong 1♣ forces to game (Wei), so opener's 2NT is natural and
    # responder (Q4.KJ872.J53.Q32 = 2 + 4 + 1 + 2 = 9 HCP) bids 3NT, or rebids six hearts.
    ("precision", "1C P 1H P 2NT P", "Q4.KJ872.J53.Q32", "3NT", "positive, game forced: 3NT"),
    ("precision", "1C P 1H P 2NT P", "Q4.KJ8732.J53.Q3", "3H", "six hearts: rebid them"),
]


@pytest.mark.parametrize("system, auction, hand, expected, why", JUMP_SHIFT_NT)
def test_jump_shift_after_opener_no_trump_has_a_rule(system, auction, hand, expected, why):
    assert sum(len(suit) for suit in hand.replace("T", "1").split(".")) == 13
    s = suggest(hand, Auction("N", parse_calls(auction)), system)
    assert s.agreed, (why, s.meaning)
    # read as the game force it is, not as an invitation accepted or declined
    assert "the invitation" not in s.meaning, (why, s.meaning)
    if s.call.is_bid and s.call.level == 3 and auction.endswith("2NT P"):
        assert "Game is forced" in s.meaning, (why, s.meaning)
    assert s.call == Call.from_str(expected), (why, s.call, s.meaning)


def test_responders_major_over_the_four_level_second_suit_is_game_not_a_force():
    # four of his own major is the game, to play; four of a minor rebids the suit below it
    major = suggest("K8.AKQ972.Q84.72", Auction("N", parse_calls("1S P 3H P 4C P")), "sayc")
    assert "forcing" not in major.meaning and "game" in major.meaning, major.meaning
    minor = suggest("K8.A7.AQJ852.K72", Auction("N", parse_calls("1S P 3D P 4C P")), "sayc")
    assert minor.call == Call.from_str("4D") and "forcing" in minor.meaning, minor.meaning


def test_acol_opener_shows_the_second_five_card_suit_over_the_jump_shift_too():
    # Acol's jump shift is 16+ and forcing to game as SAYC's: the same natural rebid (Root)
    s = suggest("JT643.3.K4.AKQ52", Auction("N", parse_calls("1S P 3H P")), "acol")
    assert s.agreed and s.call == Call.from_str("4C"), s.meaning
