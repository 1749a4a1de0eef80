"""Acol's responder and opener when the opponents compete over our one-level opening.

In Acol a 1♥ or 1♠ opening may hold only four cards, so a raise of it promises four-card
support — the point where Acol parts from SAYC's five-card majors, whose raises over
interference ask for three.  Every expected call comes from the sources below, cited at
each test; none is copied from the engine's output.

- The EBU's "Standard English Acol Foundation Level System File" (2014; read second-hand,
  from a public copy of the booklet): Section B 1.1 "Doubles of all suit bids up to and
  including the level of 2♠ are for takeout" (above that a double is for penalties); B 1.2
  "to go to the three level at least 10 HCP"; B 2.1 over the opponents' takeout double:
  "Pass with up to 6 HCP and no good suit", "1NT balanced hand, 7–10 HCP"; the table of
  balanced rebids (15–16 rebid no-trump at the lowest level, 17–18 jump in no-trump, 19
  jump to 3NT); a jump in a new suit by opener is forcing to game.
- Bernard Magee's glossary (bernardmageebridge.com, "double raise"): "In Acol, this is a
  limit raise usually showing four-card support"; and the standard Acol teaching that a
  simple raise shows 6–9 points and four-card support ("Raising partner", an Acol course
  page: "A simple raise shows 6-9 points and four-card support").
- Larry Cohen, "To Bid or Not to Bid" (the law of total tricks): three cards opposite a
  four-card suit are seven trumps, not the eight a two-level raise or the nine a
  three-level one asks for.
- Root & Pavlicek, "Modern Bridge Conventions", "Unusual vs. Unusual": over
  the opponents' two-suited cue bid, the cue bid of their known suit is a limit raise or
  better of opener's suit, the simple raise competes.
- William S. Root, "Commonsense Bidding", on competing over preempts: "bid what you think
  you can make"; a new suit by responder is forcing.
- "Overcalls and the Negative Doubles" (bridgeonsundays.co.uk), point 3: "If partner's suit
  is overcalled 1NT, then double is for penalties."
"""
import pytest

from bridgelib.bidding import suggest


def _check(auction, hand, expected, system="acol"):
    s = suggest(hand, auction, system)
    assert s.call.pbn() == expected, f"{auction} {hand}: got {s.call.pbn()} ({s.meaning})"
    assert s.agreed, s.meaning
    return s


# 1. Over their 1NT overcall (15–18): double for penalties with 9+; the raise of a major
#    promises four cards in Acol (Magee; Cohen: three opposite a possible four is seven
#    trumps); a weak five- or six-card suit is to play.
@pytest.mark.parametrize("auction, hand, expected, why", [
    ("1H 1NT", "Q73.KJ82.954.J63", "2H", "four hearts, 7 points: the competitive raise"),
    ("1H 1NT", "Q73.KJ8.9542.J63", "Pass", "three hearts opposite a possible four: no raise"),
    ("1S 1NT", "Q7.82.KJ9854.963", "2D", "six weak diamonds: natural, to play"),
    ("1H 1NT", "KJ73.Q82.A54.J63", "X", "10 HCP: the double of 1NT is for penalties"),
])
def test_responder_over_the_1nt_overcall(auction, hand, expected, why):
    _check(auction, hand, expected)


def test_sayc_still_raises_its_five_card_major_with_three_over_the_1nt_overcall():
    # The contrast: SAYC's 1♥ promises five, so three-card support is eight trumps.
    _check("1H 1NT", "Q73.KJ8.9542.J63", "2H", system="sayc")


def test_opener_leaves_in_the_penalty_double_of_the_1nt_overcall():
    _check("1H 1NT X P", "K84.AQJ73.K92.J5", "Pass")


# 2. Over a three-level jump overcall: doubles are for penalties above 2♠ (Standard
#    English B 1.1); the three level needs 10 HCP (B 1.2); a raise still needs four cards.
@pytest.mark.parametrize("auction, hand, expected, why", [
    ("1H 3C", "Q6.K54.KJ62.K954", "3NT", "11 HCP, clubs stopped, only three hearts: 3NT"),
    ("1S 3D", "Q1082.7.J93.KQ1073", "4S", "four spades and a singleton: game"),
    ("1H 3C", "Q84.K73.Q852.J84", "Pass", "three hearts, 7 HCP: seven trumps, no raise"),
    ("1H 3C", "Q84.K732.Q852.J4", "3H", "four hearts, 8 HCP: the competitive raise"),
    ("1H 3C", "K95.QJ5.AJ4.T732", "X", "four clubs, 11 HCP, no stopper for 3NT: penalties"),
    ("1D 3C", "KQJ85.A84.J3.852", "3S", "five spades, 11 HCP: a new suit, forcing"),
])
def test_responder_over_a_three_level_jump_overcall(auction, hand, expected, why):
    s = _check(auction, hand, expected)
    if expected == "X":
        assert s.rule.name == "penalty double"
    if expected == "3S":
        assert s.rule.forcing == "round"


# 3. Over the opponents' Michaels cue bid (Root & Pavlicek): the cue bid of their known
#    major is a limit raise or better, the simple raise competes — with four-card support
#    in Acol.
@pytest.mark.parametrize("auction, hand, expected, why", [
    ("1H 2H", "K4.J1076.AQ1098.73", "2S", "four hearts, 10 HCP: cue bid of their spades"),
    ("1H 2H", "Q5.KJ73.Q953.954", "3H", "four hearts, 8 HCP: the competitive raise"),
    ("1H 2H", "Q72.K84.J9632.85", "Pass", "three hearts opposite a possible four: pass"),
    ("1S 2S", "Q5.K73.Q9532.954", "Pass", "two spades, 8 HCP: pass, advancer must bid"),
])
def test_responder_over_michaels_in_acol(auction, hand, expected, why):
    _check(auction, hand, expected)


# 4. After opener's jump shift (forcing to game, Standard English): responder never
#    passes below game; with no fit and no long suit, 3NT.
@pytest.mark.parametrize("auction, hand, expected, why", [
    ("1C P 1D P 2S P", "85.KJ2.J7432.J95", "3NT", "no fit, 7 HCP: game in no-trump"),
    ("1C P 1D P 2H P", "K98.963.QJ965.62", "3NT", "no fit, five diamonds only: 3NT"),
    ("1C P 1H P 2S P", "K852.QJ74.93.J85", "4S", "four spades, a minimum: game in the fit"),
])
def test_responder_after_openers_jump_shift(auction, hand, expected, why):
    _check(auction, hand, expected)


# 5. Opener after responder's 1NT (6–9) over the overcall: the balanced rebids of Standard
#    English opposite 6–9 — 15–16 pass, 17–18 invite with 2NT, 19 bid 3NT.
@pytest.mark.parametrize("auction, hand, expected, why", [
    ("1C 1H 1NT P", "AQ5.KJ4.K32.AJ95", "2NT", "18 HCP balanced: invites"),
    ("1C 1H 1NT P", "A5.KJ4.K32.AJ952", "Pass", "16 HCP: no game opposite 6–9"),
    ("1D 1S 1NT P", "AQ5.KJ4.KQ32.A95", "3NT", "19 HCP balanced: game"),
])
def test_opener_after_responders_1nt_over_the_overcall(auction, hand, expected, why):
    _check(auction, hand, expected)


# 6. Over the opponents' takeout double (Standard English B 2.1): pass with up to 6 HCP
#    and no good suit, 1NT with a balanced 7–10 and no fit, the raise with four-card
#    support; opener with a minimum passes responder's 1NT.
@pytest.mark.parametrize("auction, hand, expected, why", [
    ("1S X", "QJ5.J10.J10532.Q109", "1NT", "7 HCP, balanced, three spades: 1NT, no raise"),
    ("1S X", "QJ52.J10.J1053.Q102", "2S", "four spades, 7 HCP: the raise"),
    ("1H X", "J84.Q73.8652.T83", "Pass", "3 HCP and no good suit: pass"),
    ("1H X 1NT P", "K84.AQJ73.K92.J5", "Pass", "a minimum: pass the 1NT (6–9, no fit)"),
])
def test_responder_and_opener_over_the_takeout_double(auction, hand, expected, why):
    _check(auction, hand, expected)


# 7. Opener after responder's 2NT (11–12, a stopper) over a two-level overcall: accept
#    with 14+ (Root's 25 points for 3NT), decline with a minimum.
@pytest.mark.parametrize("auction, hand, expected, why", [
    ("1S 2D 2NT P", "KQJ84.A5.72.KJ83", "3NT", "14 HCP: accepts"),
    ("1S 2D 2NT P", "KQ984.A5.72.Q983", "Pass", "11 HCP: declines"),
])
def test_opener_after_2nt_over_the_two_level_overcall(auction, hand, expected, why):
    _check(auction, hand, expected)


# 8. The new Acol situations must not catch auctions that are not theirs: a natural
#    two-level overcall is no Michaels cue bid, and three of opener's own suit is no jump
#    overcall.
def test_natural_two_level_overcall_is_not_read_as_michaels():
    s = suggest("Q72.K84.J9632.85", "1S 2H", "acol")
    assert s.situation is not None and "Michaels" not in s.situation


def test_three_of_openers_own_suit_is_not_a_jump_overcall():
    s = suggest("Q6.K54.KJ62.K954", "1H 3H", "acol")
    assert s.situation is None or "three-level (jump) overcall" not in s.situation


# 9. Acol has no game-forcing raise of opener's major: "The best you can do is bid another
#    suit (forcing) and then support partner" ("Raising partner", the Acol course page).
#    After 1♥–1♠–2♣/2♦ opener's hearts are at least as long as the second suit, so four
#    hearts make an eight-card fit: with game values responder now bids the game.
@pytest.mark.parametrize("auction, hand, expected, why", [
    ("1H P 1S P 2D P", "AK106.QJ983.AK7.7", "4H", "five hearts, 17 HCP: the delayed game raise"),
    ("1H P 1S P 2C P", "AK106.QJ98.K72.73", "4H", "four hearts, 13 HCP: game in the fit"),
    ("1H P 1S P 2C P", "AK106.Q9.K72.Q873", "3NT", "two hearts, 14 HCP balanced: no fit, 3NT"),
])
def test_responder_supports_openers_major_after_the_second_suit(auction, hand, expected, why):
    _check(auction, hand, expected)
