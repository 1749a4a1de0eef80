"""Precision as the third system: openings, the strong club and its responses, explanations.

Source [WEI]: C. C. Wei, "The Precision Bidding System in Bridge" (1969), and C. C. Wei &
A. Truscott, "Precision Bidding in Bridge" — the standard Precision literature: 1♣ 16+ HCP,
artificial and forcing; 1♦ negative response 0–7; positive responses 8+ forcing to game
(a five-card suit, or 1NT balanced); 1♦ opening 11–15, possibly short; 1♥/1♠ 11–15 with
five cards; 1NT 13–15 balanced; 2♣ 11–15 with six clubs (or five and a four-card major);
2♦ 11–15, short in diamonds (4-4-1-4, 4-4-0-5, 4-3-1-5, 3-4-1-5).  The Bulgarian overview
names Precision among the bidding systems (with Standard American, Acol and Blue Club).
Each expected call is worked out from those ranges by hand, not read from the code.
"""

from __future__ import annotations

import pytest

from bridgelib import Call, Deal, Hand, Seat
from bridgelib.bidding import System, available_systems, bid_deal, explain, suggest
from bridgelib.cli import main

CASES = [
    # ---------------------------------------------------------------- openings [WEI]
    ("", "AKJ5.KQ3.A87.Q65", "1C", "18 HCP balanced: every 16+ hand opens the strong 1♣"),
    ("", "AKQJ875.A3.K8.65", "1C", "17 HCP with a long suit still opens 1♣"),
    ("", "KQ2.AJ3.KT98.Q76", "1NT", "15 HCP balanced: 1NT is 13–15"),
    ("", "KQ2.J73.QT98.A76", "1D", "12 HCP balanced (below 1NT): 1♦"),
    ("", "AQ765.K3.Q82.J73", "1S", "12 HCP, five spades: 1♠ 11–15"),
    ("", "K3.AQ765.Q82.J73", "1H", "12 HCP, five hearts: 1♥"),
    ("", "K3.Q82.A7.KJ8765", "2C", "13 HCP, six clubs, no major: 2♣"),
    ("", "KJ84.3.A72.KJ876", "2C", "12 HCP, five clubs and a four-card major: 2♣"),
    ("", "KJ84.AQ73.5.K873", "2D", "13 HCP, 4-4-1-4: 2♦"),
    ("", "KJ84.AQ7.5.K8732", "2D", "13 HCP, 4-3-1-5: 2♦"),
    ("", "KJ84.AQ73.-.K8732", "2D", "13 HCP, 4-4-0-5: 2♦"),
    ("", "KJ4.AQ73.K.Q8732", "2D", "15 HCP, 3-4-1-5: 2♦"),
    ("", "KJ4.Q3.A8532.Q73", "1D", "13 HCP, five diamonds: 1♦"),
    ("", "AJ4.KQ73.J3.J873", "1D", "12 HCP, 3-4-2-4: 1♦ with two diamonds (possibly short)"),
    ("", "AJ4.KQ73.Q3.J873", "1NT", "13 HCP, 3-4-2-4 is balanced: 1NT 13–15"),
    ("", "KQJ984.72.863.52", "2S", "weak two in spades, 6–10 HCP"),
    ("", "K72.Q86.J852.T52", "P", "6 HCP: pass"),
    # ---------------------------------------------------------------- 1♣ responses [WEI]
    ("1C P", "K72.Q86.J852.T52", "1D", "6 HCP: negative 1♦"),
    ("1C P", "KJ874.Q73.K52.98", "1S", "9 HCP, five spades: positive 1♠"),
    ("1C P", "Q73.KJ874.K52.98", "1H", "9 HCP, five hearts: positive 1♥"),
    ("1C P", "KJ4.Q73.K52.9873", "1NT", "9 HCP balanced: positive 1NT"),
    ("1C P", "KJ4.Q73.KQ52.A73", "2NT", "15 HCP balanced: positive 2NT"),
    ("1C P", "K4.73.Q52.AJ9873", "2C", "10 HCP, six clubs: positive 2♣"),
    ("1C P", "K4.73.AJ9873.Q52", "2D", "10 HCP, six diamonds: positive 2♦"),
    ("1C P 1D P", "AKJ5.KQ3.A87.Q65", "1NT", "18 HCP balanced after the negative: 1NT"),
    ("1C P 1D P", "AKQ75.KQ3.A8.Q65", "1S", "five spades after the negative: 1♠"),
    # ---------------------------------------------------------------- limited openings
    ("1NT P", "K52.Q83.KJ72.K95", "3NT", "12 HCP opposite 13–15: game"),
    ("1NT P", "K52.Q83.J742.A95", "2NT", "10 HCP opposite 13–15: invite"),
    ("1NT P", "852.Q83.J742.Q95", "P", "5 HCP: pass"),
    ("1S P", "Q8.K52.J742.Q953", "1NT", "8 HCP, two spades, no four-card suit to show: 1NT"),
    ("1S P", "Q83.K52.J742.Q95", "2S", "8 HCP and three spades: single raise"),
    # the raise of a weak two is preemptive and raises the opener's own suit (a five-card
    # club suit beside three-card support is no reason to bid 3♣)
    ("2S P", "JT3.982.54.QJ984", "3S", "4 HCP, three spades: raise the weak two, not 3♣"),
    ("2H P", "982.JT3.54.QJ984", "3H", "4 HCP, three hearts: raise the weak two, not 3♣"),
    ("2S P", "K3.982.A54.QJ984", "P", "10 HCP, two spades: no fit, pass"),
]


@pytest.mark.parametrize("auction,hand,expected,why", CASES,
                         ids=[f"{c[0] or 'open'}:{c[1]}" for c in CASES])
def test_precision_textbook(auction, hand, expected, why):
    s = suggest(Hand.from_pbn(hand), auction, "precision")
    assert s.agreed, (why, s.reason)
    assert s.call == Call.from_str(expected), f"WEI — {why}: got {s.call} ({s.meaning})"


def test_precision_is_shipped_and_named_in_any_case():
    assert "precision" in available_systems()
    assert System.named("Precision") is System.named("PRECISION")
    assert "Wei" in System.named("precision").source
    assert suggest("AKJ5.KQ3.A87.Q65", "", "Precision").call == Call.from_str("1C")


def test_precision_explains_its_openings():
    ex = explain("1C P 1D", "precision")
    assert ex[0].shows["hcp"] == (16, None) and "artificial" in ex[0].meaning.lower()
    assert ex[2].shows["hcp"] == (None, 7) and "negative" in ex[2].meaning.lower()
    assert explain("1NT", "precision")[0].shows["hcp"] == (13, 15)
    assert explain("1D", "precision")[0].shows["hcp"] == (11, 15)
    assert explain("2D", "precision")[0].shows["♦"] == (None, 1)
    assert explain("1H", "precision")[0].shows["♥"] == (5, None)


def test_strong_club_and_positive_responses_force():
    from bridgelib.bidding import forcing
    assert forcing("1C P", "precision") == "round"
    assert forcing("1C P 1S P", "precision") == "game"
    assert forcing("1D P 1H P", "precision") == "round"


@pytest.mark.parametrize("seed", range(60))
def test_precision_bids_seeded_deals_legally_without_forcing_passes(seed):
    from bridgelib import Auction
    from bridgelib.bidding import forcing
    r = bid_deal(Deal.random(seed), "precision", Seat(seed % 4))
    assert r.auction.is_complete and r.opening_agreed
    for i, call in enumerate(r.auction.calls):
        if forcing(Auction(r.auction.dealer, r.auction.calls[:i]), "precision"):
            assert not call.is_pass, (seed, i, r.to_text())


def test_every_hand_has_an_agreed_precision_opening():
    for seed in range(300):
        for seat, hand in Deal.random(seed).items():
            assert suggest(hand, "", "precision").agreed, (seed, seat, hand)


def test_cli_bid_with_precision(capsys):
    assert main(["bid", "--system", "Precision", "AKJ5.KQ3.A87.Q65"]) == 0
    out = capsys.readouterr().out
    assert "Precision: 1♣" in out and "16+" in out


# ---------------------------------------------------------------- shared situations
def test_precision_takes_the_competitive_situations_from_sayc_not_a_copy():
    """One rule, one place: the situations Precision plays as SAYC does are SAYC's own."""
    import json
    from importlib import resources

    from bridgelib.bidding import System

    raw = json.loads((resources.files("bridgelib") / "data" / "systems" / "precision.json")
                     .read_text(encoding="utf-8"))
    shared = [(s["title"], s["same_as"]) for s in raw["situations"] if "same_as" in s]
    assert ("Advancing partner's overcall", "sayc") in shared and len(shared) >= 10
    precision = System.named("precision")
    for title, other in shared:
        mine = [s for s in precision.situations if s.title == title]
        # the very rules (a shared situation narrowed by Precision's "where", e.g. not after
        # its strong 1♣, is a new situation holding SAYC's rules, not a copy of them); the
        # rescue of 1NT doubled is Acol's (the weak no-trump's), shared the same way
        assert len(mine) == 1 and any(mine[0].rules is s.rules
                                      for s in System.named(other).situations), title


@pytest.mark.parametrize("entry, message", [
    ('{"same_as": "sayc", "title": "No such situation"}', "has no situation titled"),
    ('{"same_as": "mine", "title": "Opening bids"}', "from itself"),
    ('{"same_as": "sayc"}', "is written"),
    ('{"same_as": "sayc", "title": "Opening bids", "rules": []}', "is written"),
    ('{"same_as": "sayc", "title": "Responder after the opponents\' overcall", "where": "w != C"}',
     "placeholder the auction does not bind"),
    ('{"same_as": "sayc", "title": "Responder after the opponents\' overcall", "where": "x !!"}',
     "where"),
    ('{"same_as": "sayc", "title": "Opening bids", "before": 3}', "is written"),
    ('{"same_as": "sayc", "title": "Opening bids", "before": "No such situation"}',
     "placed before"),
])
def test_a_bad_shared_situation_is_refused_with_its_line(entry, message):
    from bridgelib.bidding import System
    from bridgelib.errors import InvalidNotation

    text = '{"name": "mine", "title": "Mine",\n "situations": [\n  ' + entry + "\n]}"
    with pytest.raises(InvalidNotation, match=message) as info:
        System.from_json(text, source="mine.json")
    assert "line 3" in str(info.value)


def test_system_names_read_as_bridge_players_write_them():
    """SAYC is an acronym (Standard American Yellow Card); Acol (the Acol Road club),
    Precision and Blue Club are names; each file says how it reads ("label")."""
    from bridgelib.bidding.system import available_systems, system_label

    assert [system_label(n) for n in ("sayc", "acol", "precision", "blue_club")] == [
        "SAYC", "Acol", "Precision", "Blue Club"]
    assert set(available_systems()) == {"sayc", "acol", "precision", "blue_club"}
    assert system_label("my_club") == "my_club"  # a system not shipped keeps its name


def test_a_system_file_label_must_be_text():
    import pytest

    from bridgelib.bidding.system import System
    from bridgelib.errors import InvalidNotation

    with pytest.raises(InvalidNotation, match="'label' must be a JSON string"):
        System.from_json('{"name": "x", "label": 5, "title": "X", "situations": []}')
    assert System.from_json('{"name": "x", "title": "X", "situations": []}').label == "x"


def test_a_shared_situation_can_be_placed_before_one_of_the_sharers_own():
    """Acol words its rebids over a two-level overcall with its own ranges (a title of its
    own), and takes SAYC's three-card raise there, placed before them: SAYC's very rules."""
    from bridgelib.bidding import System

    sayc, acol = System.named("sayc"), System.named("acol")
    title = "Opener's three-card raise over a two-level overcall of the response"
    ours = [s.title for s in acol.situations]
    shared = next(s for s in acol.situations if s.title == title)
    assert shared.rules is next(s for s in sayc.situations if s.title == title).rules
    own = "Opener's rebid after an overcall of partner's response (two level; Acol ranges)"
    assert ours.index(title) == ours.index(own) - 1
