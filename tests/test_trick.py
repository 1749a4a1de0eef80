"""The trick-taking core (bridgelib.trick): one suit rule for every game, one insufficient-bid
check (bridgelib.auction.is_insufficient), and the games that use them."""

from __future__ import annotations

import pathlib
import random
import re

import pytest

from bridgelib.auction import ALL_BIDS, Call, is_insufficient, sufficient_bids
from bridgelib.cards import Card, Suit, deck
from bridgelib.hand import Hand
from bridgelib.play import _may_play
from bridgelib.rules import RuleId
from bridgelib.trick import LAWS_SUIT_RULES, SuitRules, legal_replies, suit_fault

ROOT = pathlib.Path(__file__).resolve().parents[1]
S, H, D, C = Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS


def cards(text: str) -> list[Card]:
    return [Card.from_str(c) for c in text.split()]


HELD = cards("SK S7 H2 D3")


# ------------------------------------------------------------------ the suit rule
def test_laws_follow_suit_if_able_else_any_card():
    # Law 44C: a player follows suit if able; Law 44D: if unable, he may play any card
    assert legal_replies(HELD, S) == cards("SK S7")
    assert legal_replies(HELD, C) == HELD
    assert legal_replies(HELD, None) == HELD          # the lead: any card
    assert suit_fault(HELD, Card.from_str("H2"), S) == (RuleId.FOLLOW_SUIT, tuple(cards("SK S7")))
    assert suit_fault(HELD, Card.from_str("H2"), C) is None
    # trumps change nothing under the laws: a void player need not ruff
    assert suit_fault(HELD, Card.from_str("D3"), C, H) is None
    assert suit_fault(HELD, Card.from_str("H2"), S, H) is not None


def test_honeymoon_options_trump_when_void_and_trump_instead_of_following():
    # the honeymoon-bridge text's main play, read two ways (rule options of its presets)
    void_trumps = SuitRules(void_must_trump=True)
    assert legal_replies(HELD, C, H, void_trumps) == cards("H2")
    assert suit_fault(HELD, Card.from_str("D3"), C, H, void_trumps) == (
        RuleId.MUST_TRUMP, tuple(cards("H2")))
    assert legal_replies(HELD, C, None, void_trumps) == HELD   # no trump: any card
    assert legal_replies(cards("SK D3"), C, H, void_trumps) == cards("SK D3")  # no trump held
    instead = SuitRules(may_trump_when_following=True)
    assert legal_replies(HELD, S, H, instead) == cards("SK S7 H2")
    assert suit_fault(HELD, Card.from_str("H2"), S, H, instead) is None
    assert suit_fault(HELD, Card.from_str("D3"), S, H, instead) == (
        RuleId.FOLLOW_SUIT, tuple(cards("SK S7")))
    assert legal_replies(HELD, S, None, SuitRules(must_follow=False)) == HELD


def test_laws_rule_agrees_with_plays_bit_mask_fast_path():
    # Play reads records with a bit-mask test; it must be the same rule as suit_fault
    rng = random.Random(13)
    pack = list(deck())
    for _ in range(400):
        held = Hand(rng.sample(pack, rng.randint(1, 13)))
        led = rng.choice([None, *Suit])
        for card in held:
            assert bool(_may_play(held._mask, card, led)) == (
                suit_fault(held, card, led, rng.choice([None, *Suit]), LAWS_SUIT_RULES) is None)


# ------------------------------------------------------------------ the insufficient bid
def test_is_insufficient_law_18d():
    # Law 18D: a bid supersedes the last one if it names more tricks, or as many in a higher
    # denomination (clubs < diamonds < hearts < spades < no trump)
    b = Call.from_str
    assert is_insufficient(b("1H"), b("1S")) and is_insufficient(b("1S"), b("1S"))
    assert is_insufficient(b("2C"), b("1NT")) is False
    assert is_insufficient(b("1NT"), b("1S")) is False
    assert is_insufficient(b("7C"), b("6NT")) is False
    assert is_insufficient(b("1C"), None) is False
    for c in (Call.from_str("Pass"), Call.from_str("X"), Call.from_str("XX")):
        assert is_insufficient(c, b("7NT")) is False      # only a bid can be insufficient
    assert sufficient_bids(None) == ALL_BIDS and sufficient_bids(b("7NT")) == ()
    assert sufficient_bids(b("6NT"))[0] == b("7C") and len(sufficient_bids(b("1C"))) == 34


# ------------------------------------------------------------------ one place in the code
ENGINES = ["bridgelib/play.py", "bridgelib/auction.py", "bridgelib/games/yard.py",
           "bridgelib/games/honeymoon.py", "bridgelib/laws/play.py", "bridgelib/laws/auction.py",
           "bridgelib/laws/claims.py", "bridgelib/laws/designation.py"]


@pytest.mark.parametrize("path", ENGINES)
def test_engines_do_not_rewrite_the_rules(path):
    src = (ROOT / path).read_text(encoding="utf-8")
    # the follow-suit computation "cards of the suit led, or else any card"
    assert not re.search(r"c\.suit == led\]", src), path
    assert "_follow_rule_ok" not in src
    # a bid compared with the last bid by its index: only is_insufficient does it
    hits = re.findall(r"\.index\s*(?:<=|>)\s*\w+", src)
    if path == "bridgelib/auction.py":
        # Law 18D on the ladder is _supersedes alone; is_insufficient and the fast
        # legality test _allowed both ask it
        assert hits == [], hits
        assert src.count("def _supersedes(") == 1 and src.count("_supersedes(") == 3
    else:
        assert hits == [], (path, hits)


@pytest.mark.parametrize("path,names", [
    ("bridgelib/play.py", ["suit_fault", "legal_replies"]),
    ("bridgelib/games/yard.py", ["suit_fault", "legal_replies"]),
    ("bridgelib/games/honeymoon.py", ["suit_fault", "legal_replies", "is_insufficient",
                                      "sufficient_bids"]),
    ("bridgelib/laws/play.py", ["legal_replies"]),
    ("bridgelib/laws/auction.py", ["is_insufficient", "sufficient_bids"]),
    ("bridgelib/laws/claims.py", ["legal_replies"]),
    ("bridgelib/laws/designation.py", ["suit_fault"]),
])
def test_each_engine_asks_the_core(path, names):
    src = (ROOT / path).read_text(encoding="utf-8")
    for name in names:
        assert re.search(rf"\b{name}\(", src), (path, name)
