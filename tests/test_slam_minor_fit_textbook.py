"""Slam bidding once a MINOR fit is found, from the textbooks.  Expected calls are the
books', not the engine's output:

- Goren, "Point Count Bidding": 33 points together for a small slam, the distribution
  counted once the fit is known (the short-trump hand adds 5/3/1 for a void, singleton or
  doubleton, the long-trump hand its long cards and 3/2/1 for shortness); with a trump suit
  agreed (or implied) and the 33, Blackwood;
- Goren, "Point Count Bidding", the Blackwood convention (precautions): the answers must
  not carry the partnership past five of the agreed suit when two aces are missing — with
  clubs agreed the asker holds two aces (a one-ace answer, 5♦, then still leaves only one
  missing), with diamonds one (the two-ace answer, 5♥, then leaves one missing);
- the ACBL SAYC booklet: opener's new suit at the two level (1♦–1♠–2♣) shows four or more
  cards and 12–18 HCP; the two-over-one response and opener's raise of it agree the minor;
  Blackwood answers 5♣ none or four, 5♦ one, 5♥ two, 5♠ three;
- Klinger, "Guide to Better Acol Bridge": the same Blackwood in Acol after opener's second
  suit (Acol shares SAYC's rule there).
"""

import pytest

from bridgelib.bidding import explain, forcing, suggest


def _call(hand: str, auction: str, system: str = "sayc") -> str:
    s = suggest(hand, auction, system)
    assert s.agreed, (hand, auction, system, s.meaning)
    return "P" if s.call.is_pass else s.call.pbn()


# ------------------------------------------------ responder finds the fit in opener's minor
@pytest.mark.parametrize("system", ["sayc", "acol"])
@pytest.mark.parametrize("hand, auction", [
    # 20 HCP, four clubs with opener's four, a singleton diamond (3): 23 opposite an opening
    # of 12+ — 35 with the fit, and two aces for clubs: Blackwood (Goren)
    ("AKJ85.K108.5.AKQ5", "1D P 1S P 2C P"),
    # 20 HCP, five clubs, a singleton diamond and a doubleton: the long-trump hand, 20 + 3
    # (shortness) + the opening's 12 — past 33; three aces: Blackwood (Goren)
    ("AKJ85.A10.5.AKJ75", "1D P 1S P 2C P"),
])
def test_responder_asks_for_aces_with_a_minor_fit_and_slam_values(system, hand, auction):
    assert _call(hand, auction, system) == "4NT"


@pytest.mark.parametrize("hand, auction, want", [
    # 13 HCP, balanced: about 26–27 together, game only — 3NT (the SAYC booklet: 13+
    # balanced, to play)
    ("KJ85.K108.Q5.AQ75", "1D P 1S P 2C P", "3NT"),
])
def test_responder_without_slam_values_bids_game(hand, auction, want):
    assert _call(hand, auction) == want


@pytest.mark.parametrize("hand, auction", [
    # 14 HCP + the singleton (3) = 17 opposite 12–18: about 30 — short of Goren's 33
    ("KJ853.Q108.5.AKJ5", "1D P 1S P 2C P"),
    # 17 HCP and the singleton, but one ace only with clubs agreed: a 5♦ answer (one ace)
    # would carry past 5♣ with two aces missing — no Blackwood (Goren's precaution)
    ("KJ853.K108.5.AKQ5", "1D P 1S P 2C P"),
    # opposite the reverse (16+): 15 HCP, four diamonds and a singleton club — slam values,
    # but no ace with diamonds agreed: a 5♥ answer (two aces) would pass 5♦ (Goren)
    ("KQJ85.KQ8.KQ75.5", "1C P 1S P 2D P"),
])
def test_no_blackwood_short_of_the_values_or_the_aces(hand, auction):
    assert _call(hand, auction) != "4NT"


def test_blackwood_opposite_the_reverse_with_a_diamond_fit():
    # opener's reverse shows 16+; 15 HCP, four diamonds, a singleton club (3): 18 + 16 = 34,
    # and one ace is enough with diamonds agreed (Goren)
    assert _call("KQJ85.A108.KQ75.5", "1C P 1S P 2D P") == "4NT"


# ------------------------------------------------ responder's fit after the two-over-one raise
@pytest.mark.parametrize("hand, auction, want", [
    # 18 HCP, six clubs, two doubletons (2): 20 opposite opener's 12+ raise — 33: Blackwood,
    # three aces held (Goren)
    ("A2.K54.A3.AKJ876", "1S P 2C P 3C P", "4NT"),
    # 19 HCP, six diamonds, two doubletons: 21 + 12 = 33 — Blackwood, three aces (Goren)
    ("A2.K5.AKJ876.A54", "1S P 2D P 3D P", "4NT"),
    # 12 HCP: game, no slam — 3NT rather than five of a minor (the SAYC booklet)
    ("72.K54.A3.AKJ876", "1S P 2C P 3C P", "3NT"),
])
def test_responder_after_opener_raises_the_two_over_one_minor(hand, auction, want):
    assert _call(hand, auction) == want


# ------------------------------------------------ the answers and the asker's placement
@pytest.mark.parametrize("hand, auction, want", [
    # opener answers the ace ask: two aces 5♥, none 5♣ (the SAYC booklet)
    ("Q7.94.AK642.AKJ3", "1D P 1S P 2C P 4NT P", "5H"),
    ("Q7.94.KQ642.KQJ3", "1D P 1S P 2C P 4NT P", "5C"),
    # we hold two aces, opener one (5♦): one missing — the small slam in clubs (Goren)
    ("AKJ85.K108.5.AKQ5", "1D P 1S P 2C P 4NT P 5D P", "6C"),
    # opener none (5♣, "none or four" read from our two): two missing — stop in five of
    # the agreed minor, which the answer has reached (Goren)
    ("AKJ85.K108.5.AKQ5", "1D P 1S P 2C P 4NT P 5C P", "P"),
    # after the two-over-one raise: three aces of ours, opener's 5♣ shows none (four is
    # impossible): one missing — the small slam (Goren)
    ("A2.K54.A3.AKJ876", "1S P 2C P 3C P 4NT P 5C P", "6C"),
])
def test_the_answer_and_the_placement_in_the_minor(hand, auction, want):
    assert _call(hand, auction) == want


# ------------------------------------------------ what the bid says and forces
def test_explain_says_4nt_asks_for_aces_in_the_minor_fit():
    said = explain("1D P 1S P 2C P 4NT P", "sayc")
    assert said[6].agreed
    assert "Blackwood" in said[6].meaning and "♣" in said[6].meaning


@pytest.mark.parametrize("auction", ["1D P 1S P 2C P 4NT P", "1S P 2C P 3C P 4NT P"])
def test_the_ace_ask_is_forcing(auction):
    # Blackwood asks: partner must answer (the SAYC booklet)
    assert forcing(auction, "sayc") == "round"


# ------------------------------------------------ partner's raise to three of our minor
# ("Partner has invited game with three of our suit": after SAYC's strong jump shift the
# raise comes in a game-forced auction; Goren: with the fit and 33 points, Blackwood)
@pytest.mark.parametrize("hand, auction, want", [
    # 19 HCP, six diamonds, two doubletons (2): 21 opposite an opening of about 13 — 34;
    # three aces: Blackwood (Goren)
    ("A4.K42.AKJ754.A3", "1C P 2D P 3D P", "4NT"),
    # 13 HCP and the doubletons: 15 + 13 = 28 — game, no slam; game is forced, so 3NT, the
    # likeliest game (the SAYC booklet: the jump shift forces to game)
    ("Q4.K42.KQJ754.Q3", "1C P 2D P 3D P", "3NT"),
    # 19 HCP and the fit, but one ace only with clubs agreed: no Blackwood (Goren's
    # precaution: a 5♦ answer would pass 5♣)
    ("KQ4.K42.A3.KQJ75", "1D P 2C P 3C P", "3NT"),
])
def test_blackwood_over_partners_raise_of_our_minor(hand, auction, want):
    assert _call(hand, auction) == want


def test_no_blackwood_on_a_doubleton_in_partners_rebid_minor():
    # partner rebid the diamonds over our jump shift (Acol: 1♣–1♦–2♥–3♦); we hold Q7 — we
    # have not agreed the suit, so no ace ask for a diamond slam (Goren: Blackwood once a
    # trump suit is agreed); 3NT is game
    assert _call("K.AK32.Q7.AKJ643", "1C P 1D P 2H P 3D P", "acol") != "4NT"
