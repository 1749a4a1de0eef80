"""Slams that the auction must not leave in 3NT: the minor fit found by a two-over-one and
opener's raise, then responder's 3NT.  Expected calls come from the books, never from the
engine's output:

- Downey's SAYC notes ("Responding to one of a major") and the OKbridge SAYC outline: a
  two-level response in a minor shows four or more cards (11+ points); opener's raise of
  it shows four more (the ACBL SAYC booklet: a raise of partner's suit is support), so the
  two hands hold eight or more of the minor when responder then bids 3NT — 3NT there is
  responder's choice of game ("game in no-trump rather than five of a minor", 12–15, or
  10–11 with the fit), not a denial of the fit;
- Goren, "Point Count Bidding": 33 points together for a small slam, the distribution
  counted once a trump fit is known — the hand with four trumps counts dummy points (5 for
  a void, 3 for a singleton, 1 for a doubleton), the long-trump hand 3/2/1 for its
  shortness; without a known eight-card fit only the high cards count;
- the ACBL SAYC booklet: a new suit over 1♦ may be a temporizing bid on three cards
  (1♦–2♣ with diamond support), so after 1♦–2♣–3♣ no eight-card club fit is promised;
  4NT directly over a natural 3NT is quantitative, not Blackwood;
- Root, "Commonsense Bidding": with 33 together opposite partner's no-trump range, bid the
  slam; short of it, respect partner's 3NT;
- Wei, "Precision Bidding System": the two-over-one in a minor shows four or more cards
  and 11+ HCP; the limited 1♠ opening (11–15) counts the same 33.
"""

import pytest

from bridgelib.bidding import explain, forcing, suggest


def _call(hand: str, auction: str, system: str = "sayc") -> str:
    s = suggest(hand, auction, system)
    assert s.agreed, (hand, auction, system, s.meaning)
    return "P" if s.call.is_pass else s.call.pbn()


# ------------------------------------------------ what responder's 3NT shows
@pytest.mark.parametrize("auction, suit", [
    ("1S P 2C P 3C P 3NT", "♣"),
    ("1H P 2C P 3C P 3NT", "♣"),
    ("1H P 2D P 3D P 3NT", "♦"),
    ("1S P 2D P 3D P 3NT", "♦"),
])
def test_responders_3nt_keeps_the_four_card_minor_of_the_two_over_one(auction, suit):
    # Downey / the OKbridge SAYC outline: the two-level minor response shows four or more;
    # responder's 3NT chooses the game, it does not take the suit back
    said = explain(auction, "sayc")[-1]
    assert said.agreed
    low, _ = said.shows[suit]
    assert low is not None and low >= 4


# ------------------------------------------------ opener counts the slam (Goren's 33)
@pytest.mark.parametrize("hand, auction, want", [
    # 18 HCP, four clubs, a singleton heart: 18 + 3 (dummy points with four trumps) = 21,
    # opposite responder's 12 or more — 33: the small slam in the club fit (Goren)
    ("AKQ85.J.J52.AQJT", "1S P 2C P 3C P 3NT P", "6C"),
    # 18 HCP and a void: 18 + 5 = 23 opposite 10–15 — 33 and more (Goren)
    ("AKJ85..KJ43.AQ54", "1S P 2C P 3C P 3NT P", "6C"),
    # 1♥–2♣–3♣: 18 HCP with a singleton spade, 21 + 12 = 33 (Goren)
    ("A.AQ652.QJ8.AJ103", "1H P 2C P 3C P 3NT P", "6C"),
    # 19 HCP, singleton spade: 22 + 12 = 34 (Goren)
    ("3.AKJ84.KQ2.AQ54", "1H P 2C P 3C P 3NT P", "6C"),
    # five clubs (the long-trump hand): 19 HCP + 3 for the singleton and doubleton — 22,
    # with responder's 12 34 (Goren)
    ("AKJ84.5.K2.AKJ54", "1S P 2C P 3C P 3NT P", "6C"),
    # diamonds: 20 HCP, four diamonds and a singleton — 23 + 12 = 35 (Goren)
    ("AKJ84.5.KQJ5.AQ2", "1S P 2D P 3D P 3NT P", "6D"),
    # 1♥–2♦–3♦: 19 HCP and a singleton spade — 22 + 12 = 34 (Goren)
    ("5.AKQ84.AJ65.KQ2", "1H P 2D P 3D P 3NT P", "6D"),
])
def test_sayc_opener_bids_the_minor_slam_over_responders_3nt(hand, auction, want):
    assert _call(hand, auction) == want


@pytest.mark.parametrize("hand, auction", [
    # 15 HCP and a singleton: 18 + 12 = 30 — game only, partner's 3NT stands (Goren, Root)
    ("KQ985.7.KJ4.AQ54", "1S P 2C P 3C P 3NT P"),
    # 15 HCP, two doubletons: 17 + 12 = 29
    ("KQ985.72.K4.AQ54", "1S P 2C P 3C P 3NT P"),
    # diamonds: 14 HCP and a singleton — 17 + 12 = 29
    ("AQJ84.5.KJ65.Q32", "1S P 2D P 3D P 3NT P"),
    # 1♦–2♣–3♣: the 2♣ may be a three-card temporizing bid, so no eight-card fit is known
    # and no shortness counts — 19 + 12 = 31 HCP, short of 33 (the SAYC booklet, Goren)
    ("5.AJ6.AKQ84.KQ32", "1D P 2C P 3C P 3NT P"),
])
def test_sayc_opener_passes_3nt_short_of_the_slam(hand, auction):
    assert _call(hand, auction) == "P"


def test_the_slam_bid_over_3nt_names_the_fit_and_goren():
    s = suggest("AKQ85.J.J52.AQJT", "1S P 2C P 3C P 3NT P", "sayc")
    assert s.call.pbn() == "6C" and "Goren" in s.meaning and "♣" in s.meaning


# ------------------------------------------------ responder's choice of game after the raise
@pytest.mark.parametrize("hand, auction, want", [
    # 14 HCP, four clubs, a singleton spade: 17 opposite opener's raise (about 13) — 30,
    # game only; 3NT rather than five of a minor (the SAYC booklet)
    ("7.A874.AK64.K753", "1S P 2C P 3C P", "3NT"),
    # 14 HCP, five clubs, two doubletons: 16 + 13 = 29 — 3NT
    ("K2.K8.KT73.KQ972", "1H P 2C P 3C P", "3NT"),
    # four diamonds and three-card spade support: show the major first (Downey: with
    # support for opener's major, offer it)
    ("Q84.K72.AQ75.K82", "1S P 2D P 3D P", "3S"),
])
def test_responder_after_the_raise_of_the_two_over_one_minor(hand, auction, want):
    assert _call(hand, auction) == want


# ------------------------------------------------ the same count when opener jumped to 3NT
@pytest.mark.parametrize("hand, auction, want", [
    # opener's 3NT after the two-over-one shows 18–19 balanced: 16 HCP balanced — 34,
    # the small slam in no-trump (Root: 33 opposite partner's range)
    ("K2.KJ5.AQ873.KQ4", "1S P 2D P 3NT P", "6NT"),
    # 11 HCP: 29–30 together — partner's 3NT stands (Root)
    ("K2.J95.QJ873.Q54", "1S P 2D P 3NT P", "P"),
])
def test_responder_over_openers_3nt_after_the_two_over_one(hand, auction, want):
    assert _call(hand, auction) == want


# ------------------------------------------------ Precision: the same fit, the limited opener
@pytest.mark.parametrize("hand, want", [
    # 15 HCP (the top of 11–15) and a void, four clubs: 20 opposite responder's 13+ — 33
    # and more (Wei's ranges, Goren's count)
    ("AKJ85..Q432.AJ54", "6C"),
    # 11 HCP, two doubletons: 13 + about 14 = 27 — game only
    ("KJ985.72.K4.Q754", "P"),
])
def test_precision_opener_over_3nt_after_the_club_raise(hand, want):
    assert _call(hand, "1S P 2C P 3C P 3NT P", "precision") == want


# ------------------------------------------------ responder's fit for opener's rebid minor
# (the ACBL SAYC booklet and Klinger's Acol: opener's rebid of his minor, 1♣–1♥–2♣, shows
# five or more, usually six, minimum or medium; Goren: with support and 33 points together,
# Blackwood, holding the aces that keep the answers at or below five of the minor)
@pytest.mark.parametrize("hand, auction", [
    # 18 HCP, five clubs and a singleton (3 as dummy): 21 opposite 12+ — 33; two aces
    ("AQ2.AKJ3.5.KJ872", "1C P 1H P 2C P"),
    # 19 HCP, four clubs, a singleton diamond: 22 + 12 = 34; two aces
    ("AQJ2.AQJ3.Q.K872", "1C P 1H P 2C P"),
    # diamonds: 19 HCP and a singleton club — 22 + 12 = 34; two aces
    ("AKJ3.AQ2.KQ872.5", "1D P 1S P 2D P"),
    # diamonds: 18 HCP, one ace is enough with diamonds agreed (a 5♥ two-ace answer still
    # leaves one missing) — 21 + 12 = 33
    ("KQJ3.AQJ.KQ872.5", "1D P 1S P 2D P"),
])
def test_sayc_responder_asks_for_aces_in_openers_rebid_minor(hand, auction):
    assert _call(hand, auction) == "4NT"


@pytest.mark.parametrize("hand, auction", [
    # 18 HCP and the fit, but one ace only with clubs agreed: a 5♦ answer would pass 5♣
    # with two aces missing — no Blackwood (Goren's precaution)
    ("KQJ2.AQJ3.Q.K872", "1C P 1H P 2C P"),
    # 12 HCP: 14 with the doubletons + 12 — game only (Goren)
    ("Q2.KJ93.A5.KJ872", "1C P 1H P 2C P"),
])
def test_sayc_no_ace_ask_in_openers_rebid_minor_short_of_values_or_aces(hand, auction):
    assert _call(hand, auction) != "4NT"


def test_the_ace_ask_over_openers_rebid_minor_is_forcing_and_answered():
    # Blackwood must be answered: 5♥ two aces (the SAYC booklet)
    assert forcing("1C P 1H P 2C P 4NT P", "sayc") == "round"
    assert _call("KQ7.K5.A4.AQJ954", "1C P 1H P 2C P 4NT P") == "5H"


@pytest.mark.parametrize("auction, want", [
    # two aces held, opener shows one (5♦): one missing — the small slam (Goren)
    ("1C P 1H P 2C P 4NT P 5D P", "6C"),
    # opener shows none (5♣): two missing — stop at five of the minor (Goren)
    ("1C P 1H P 2C P 4NT P 5C P", "P"),
])
def test_the_asker_places_the_minor_contract(auction, want):
    assert _call("AQ2.AKJ3.5.KJ872", auction) == want


@pytest.mark.parametrize("system, hand, auction", [
    # Acol (Klinger, "Guide to Better Acol Bridge"): the same Blackwood after the rebid
    ("acol", "AQJ2.AQJ3.Q.K872", "1C P 1H P 2C P"),
    # Precision (Wei): 1♦ 11–15, the 2♦ rebid five or more; 20 HCP and a singleton — 23 +
    # 11 = 34: the key-card ask
    ("precision", "AQ2.AKJ3.KQJ72.5", "1D P 1H P 2D P"),
])
def test_acol_and_precision_share_the_ace_ask_in_openers_rebid_minor(system, hand, auction):
    assert _call(hand, auction, system) == "4NT"
