"""The side with the values after the opponents interfere and raise (issue 14, failed
partscores in contested auctions).

The boards that lost most in the "failed partscore" category were contested auctions in which
the side holding the high cards stopped low — or never bid — once the opponents had bid and
raised a suit: opener with 18 HCP passing 1♦ (3♣) P (4♣); the takeout doubler with 17–21 HCP
passing partner's free bid at the three level; the doubler whose second takeout double nobody
could answer.  The calls below are worked out by hand from the rule each source states, never
copied from the engine.

Sources:

- [Bergen] Marty Bergen, "Points Schmoints!" (and "Marty Sez"): once the opponents have bid
  and raised a suit, a double by either partner is for takeout — it shows the values and asks
  partner to bid; Mike Lawrence, "The Complete Book on Takeout Doubles", the same rule for the
  doubles of a raised suit ("they have found a fit: double is takeout").
- [Root] William S. Root, "Commonsense Bidding", doubles of high-level bids: a double of a
  game bid after partner has passed shows a strong hand short in their suit; partner bids a
  suit he can play at the four level, otherwise — with trump length and a trick, or with
  nothing to say — passes and defends.  The same book: opener with a minimum and length in
  their suit passes.
- [Reopen] The reopening-double rule the systems already use over a three-level overcall
  (the bidandmade.com "Re-opening double" and the Stafford club's guide, cited in
  tests/test_bidding_competitive_textbook.py): a double needs two or fewer cards in their suit,
  with 17+ HCP when that is a doubleton.
- [SAYC] The ACBL SAYC booklet: a takeout double promises support (three or more) for the unbid
  suits; the advancer's simple bid is forced (0–8), so only a free bid over responder's raise
  shows values.
- [Goren] Charles Goren's point count: 26 points for a game in a major, 29 in a minor; the
  raising hand counts dummy points (5/3/1 for a void, singleton, doubleton).
- [Grant] Audrey Grant, "Competitive Bidding" (ACBL Bridge Series): the doubler revalues with
  support once partner has bid — a medium hand (17–18) invites, a maximum (19–21) bids game; a
  doubler with a strong hand does not pass a raised auction out, he doubles again (takeout)
  and advancer answers as to the first double, in the cheapest four-card suit, a major first,
  or passes with length and strength in their suit (the penalty pass).  The doubler who
  then bids a new suit shows 17+ HCP ("too strong to overcall"); his raises of the advance
  count dummy points (16–18 a single raise, 19–21 a jump, 22+ game); a minimum double passes
  once an opponent has bid.  After a negative double and the opponents' raise, the doubler
  with more than a minimum (10+) bids again: a five-card suit at the three level, 2NT with
  11–12 and a stopper, 3NT with 13+.
  When opener answers the negative double in the doubler's major at the cheapest level
  (12–16), the doubler counts dummy points: 6–9 passes, 10–12 invites with three of the
  major, 13+ bids game; after opener's jump (extra values) the doubler accepts with game
  values (Goren's 26 together).
- [Free] The principle of free bids (Root; Goren): a bid by the opponent directly over
  partner's call does not change what partner's call showed.
"""

from __future__ import annotations

import pytest

from bridgelib.bidding import suggest


def _agreed(hand: str, auction: str, system: str = "sayc"):
    s = suggest(hand, auction, system)
    assert s.agreed, (hand, auction, s.reason)
    return s


# Opener after the overcall is raised to game, partner having passed [Bergen, Root, Reopen].
OPENER = [
    # 18 HCP, ♣A4: they have bid and raised clubs — double for takeout (board 870 of the benchmark)
    ("K8.A54.AQ9743.A4", "1D 3C P 4C", "X"),
    # 19 HCP, two spades over the weak jump overcall raised to game
    ("84.AQ5.AKJ6.KQ42", "1D 2S P 4S", "X"),
    # 21 HCP, a singleton heart: double, partner bids a four-card spade suit or passes
    ("AKJ.3.KQ65.AKJ84", "1C 1H P 4H", "X"),
    # 18 HCP, seven solid spades, three hearts: no double (length in their suit) — bids the
    # long suit, as over the raise to three ("seven, or six with 14+": Root, a long suit of
    # one's own is rebid in competition)
    ("AKQT975.K94.A2.J", "1S 3H P 4H", "4S"),
    # 15 HCP: no extra values opposite a partner who passed — their game
    ("KQ5.83.AQJ74.K62", "1D 3C P 4C", "Pass"),
    # 19 HCP but four clubs: length in their suit, no takeout double [Root]
    ("AK4.KJ.AQ94.Q843", "1D 2C P 4C", "Pass"),
]


@pytest.mark.parametrize("hand,auction,expected", OPENER)
def test_opener_doubles_the_raised_overcall_with_values_and_shortness(hand, auction, expected):
    s = _agreed(hand, auction)
    assert s.call.pbn() == expected, (hand, auction, s.meaning)


# Responder, who passed the overcall, answers opener's double at the four level [Root].
RESPONDER = [
    # six spades (and a void in their clubs): bids the major — board 870
    ("A97542.KQ92.T62.", "1D 3C P 4C X P", "4S"),
    # five hearts: the four-level major
    ("9742.KJ853.T6.72", "1D 3C P 4C X P", "4H"),
    # four clubs with the queen-jack: defends the doubled game
    ("72.K853.T62.QJ72", "1D 3C P 4C X P", "Pass"),
    # three spades opposite opener's five: game in opener's major
    ("Q73.862.K9542.T4", "1S 3H P 4H X P", "4S"),
    # no major to bid, only a minor at the five level: passes, to defend
    ("73.862.K9542.Q74", "1S 3H P 4H X P", "Pass"),
]


@pytest.mark.parametrize("hand,auction,expected", RESPONDER)
def test_responder_answers_openers_double_of_the_raised_overcall(hand, auction, expected):
    s = _agreed(hand, auction)
    assert s.call.pbn() == expected, (hand, auction, s.meaning)


# The takeout doubler after advancer's free bid over responder's raise [SAYC, Goren, Grant].
DOUBLER = [
    # 17 HCP + a doubleton (18 dummy points), three hearts, partner's free 3♥ (6–11): 26+ — game
    # (board 484); opener's 4♣ over the free bid does not change it
    ("AK4.J93.AKQT2.T6", "1C X 3C 3H 4C", "4H"),
    ("AK4.J93.AKQT2.T6", "1C X 3C 3H P", "4H"),
    # 21 HCP and four diamonds opposite the free 3♦: 29+ points, game in the minor (board 454)
    ("A5.A9762.AK64.A2", "1C X 3C 3D 4C", "5D"),
    # 17 HCP, four hearts opposite the free 2♥ (5–8): 23–25 points, a medium hand invites
    ("AQ4.KJ93.AK72.T6", "1C X 2C 2H P", "3H"),
    # 19 HCP, a singleton diamond (22 dummy points), four spades opposite the free 2♠: game
    ("AK72.KQ4.8.AQJ62", "1D X 2D 2S 3D", "4S"),
]


@pytest.mark.parametrize("hand,auction,expected", DOUBLER)
def test_the_doubler_raises_a_free_bid_with_game_values(hand, auction, expected):
    s = _agreed(hand, auction)
    assert s.call.pbn() == expected, (hand, auction, s.meaning)


def test_a_minimum_doubler_does_not_raise_the_free_bid():
    # 12 HCP opposite a free 2♥ (5–8): well short of 23 points — no invitation, no game [Grant]
    s = suggest("KJ4.Q983.AJ72.T6", "1C X 2C 2H P", "sayc")
    assert s.call is None or s.call.pbn() not in ("3H", "4H"), s.meaning


# The strong doubler in the pass-out seat after responder's raise, and advancer's answer
# [Bergen, Grant].
SECOND_DOUBLE = [
    # 20 HCP, ♦AQ doubleton, two or more in every other suit: doubles again (board 125)
    ("K9.KT97.AQ.AQ954", "1D X 3D P P", "X"),
    ("KJ9.AQ97.84.AKQ5", "1D X 3D P P", "X"),
    # 13 HCP: a minimum double — partner passed, defend
    ("KJ94.AQ97.84.K95", "1D X 3D P P", "Pass"),
    # advancer answers the second double: five hearts, the cheapest major
    ("AT7.86542.75.876", "1D X 3D P P X P", "3H"),
    # four diamonds with the queen-jack and a king outside: the penalty pass
    ("T72.K6.QJ95.8765", "1D X 3D P P X P", "Pass"),
    # no four-card major: the five-card club suit at the cheapest level
    ("T72.86.975.Q8765", "1H X 2H P P X P", "3C"),
    # four spades: the cheapest major
    ("Q853.86.T97.J765", "1H X 2H P P X P", "2S"),
]


@pytest.mark.parametrize("hand,auction,expected", SECOND_DOUBLE)
def test_the_second_takeout_double_and_its_answer(hand, auction, expected):
    s = _agreed(hand, auction)
    assert s.call.pbn() == expected, (hand, auction, s.meaning)


def test_the_raise_below_game_is_still_the_older_situation():
    # 1♦ (2♣) P (3♣): the raise below game keeps its own rules (competing with a long suit);
    # the new double is only for the raise to game.
    s = _agreed("K8.A54.AQ9743.A4", "1D 2C P 3C")
    assert s.situation == "Opener after the overcall is raised (partner has passed)"


@pytest.mark.parametrize("system", ["acol", "precision"])
def test_acol_and_precision_share_the_rules(system):
    for hand, auction, expected in (OPENER[0], RESPONDER[0], DOUBLER[0], SECOND_DOUBLE[0],
                                    SECOND_DOUBLE[3]):
        s = _agreed(hand, auction, system)
        assert s.call.pbn() == expected, (system, hand, auction, s.meaning)


def test_precision_strong_club_is_not_caught():
    # Precision's 1♣ is strong and artificial: its interference methods are its own (Dubois),
    # so the takeout double of the raised overcall is SAYC's only over a natural opening.
    s = suggest("K8.A54.AQ9743.A4", "1C 3D P 4D", "precision")
    assert s.situation != "Opener after the overcall is raised to game (partner has passed)"


# The doubler after the one-level advance when opener competes [Grant, Free].
DOUBLER_OPENER_COMPETES = [
    # 20 HCP and six clubs: double, then the suit — too strong to overcall (board 288)
    ("KQ.AT.Q98.AKQ976", "1D X P 1H 2D", "3C"),
    # 19 HCP, five hearts: the new suit at the two level
    ("AQ3.KQJ84.A7.KJ3", "1C X P 1S 2C", "2H"),
    # 17 dummy points, four spades: the single raise, competing over 2♦
    ("KJ72.AQ4.A87.K32", "1D X P 1S 2D", "2S"),
    # 19 HCP + a singleton = 22 dummy points: game opposite the simple advance
    ("AKJ2.AQ4.7.KQ832", "1D X P 1S 2D", "4S"),
    # 13 HCP: a minimum double — opener's bid frees the doubler, pass
    ("KJ72.Q84.A87.K32", "1D X P 1S 2D", "Pass"),
]


@pytest.mark.parametrize("hand,auction,expected", DOUBLER_OPENER_COMPETES)
def test_the_doubler_after_the_advance_and_openers_competition(hand, auction, expected):
    s = _agreed(hand, auction)
    assert s.call.pbn() == expected, (hand, auction, s.meaning)


# The negative doubler after the overcall is raised and opener passes [Grant].
NEGATIVE_DOUBLER = [
    # 11 HCP, five hearts under their 2♠: competes at the three level (board 798)
    ("AK.T7532.63.KJ74", "1D 1S X 2S P P", "3H"),
    # 13 HCP, ♠KJx: game in no-trump
    ("KJ4.QJ72.A96.Q54", "1D 1S X 2S P P", "3NT"),
    # 12 HCP, ♠KJx: invites with 2NT
    ("KJ4.QJ72.K96.Q54", "1D 1S X 2S P P", "2NT"),
    # 8 HCP: a minimum double, defends
    ("T4.QJ72.K963.Q54", "1D 1S X 2S P P", "Pass"),
]


@pytest.mark.parametrize("hand,auction,expected", NEGATIVE_DOUBLER)
def test_the_negative_doubler_bids_again_with_more_than_a_minimum(hand, auction, expected):
    s = _agreed(hand, auction)
    assert s.call.pbn() == expected, (hand, auction, s.meaning)


@pytest.mark.parametrize("system", ["acol", "precision"])
def test_acol_and_precision_share_the_doublers_rebids(system):
    for hand, auction, expected in (DOUBLER_OPENER_COMPETES[0], DOUBLER_OPENER_COMPETES[2],
                                    NEGATIVE_DOUBLER[0]):
        s = _agreed(hand, auction, system)
        assert s.call.pbn() == expected, (system, hand, auction, s.meaning)


# The negative doubler after opener bids the doubler's major [Grant, Goren, Free].
NEGATIVE_DOUBLER_FIT = [
    # 10 HCP + singleton + doubleton = 14 dummy points opposite the free 2♠: game, and the
    # opponents' 3♥ does not change it (board 58)
    ("AJ72.5.84.KJ7653", "1D 1H X 2H 2S 3H", "4S"),
    ("AJ72.5.84.KJ7653", "1D 1H X 2H 2S P", "4S"),
    # 9 HCP, flat: a minimum negative double — the fit is found, pass
    ("KJ72.654.Q84.K32", "1D 1H X P 1S P", "Pass"),
    # 11 HCP: invites
    ("KJ72.654.A84.K32", "1D 1H X P 1S P", "3S"),
    # 13 HCP + a singleton: game
    ("KJ72.6.AQ84.K532", "1D 1H X P 1S P", "4S"),
    # over a two-level overcall: 10 HCP + singleton = 13 — game
    ("Q872.KJ54.6.A932", "1C 2D X P 2H P", "4H"),
    # opener's jump to 2♠ (extra values, about 17) and 9 HCP: 26 together — accepts
    ("KJ72.654.Q84.K32", "1C 1D X P 2S P", "4S"),
    # 7 HCP opposite the jump: 24 together — declines
    ("KJ72.654.842.K32", "1C 1D X P 2S P", "Pass"),
]


@pytest.mark.parametrize("hand,auction,expected", NEGATIVE_DOUBLER_FIT)
def test_the_negative_doubler_places_the_major_fit(hand, auction, expected):
    s = _agreed(hand, auction)
    assert s.call.pbn() == expected, (hand, auction, s.meaning)


@pytest.mark.parametrize("system", ["acol", "precision"])
def test_acol_and_precision_share_the_negative_doublers_raise(system):
    for hand, auction, expected in NEGATIVE_DOUBLER_FIT[:5]:
        s = _agreed(hand, auction, system)
        assert s.call.pbn() == expected, (system, hand, auction, s.meaning)
