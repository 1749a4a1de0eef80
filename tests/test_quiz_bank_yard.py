"""The yard-bridge bank: every answer agrees with the engine (bridgelib.games.yard,
bridgelib.scoring.yard) or with the yard-bridge text word for word.

Each question's ``facts`` name the situation its answer follows from; the engine is
set up in that situation (a real round, dealt from the 36-card pack) and asked.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from conftest import source_text

from bridgelib import Card, Hand, Suit, deck
from bridgelib.bots.yard import YardBot
from bridgelib.course import yard_autoplay
from bridgelib.games.yard import YARD_FOUR, YARD_THREE, YardRound
from bridgelib.trick import Trick
from bridgelib.quiz import load_bank
from bridgelib.quiz.questions import MultipleChoice, Numeric, PickCard
from bridgelib.scoring.yard import YARD_SEED, YARD_TABLE_LITERAL

BANK = load_bank("yard")
QUESTIONS = {q.id: q for q in BANK.questions}
RULES = {3: YARD_THREE, 4: YARD_FOUR}


def round_after(players: int, others: str, seed: int = 0) -> YardRound:
    """A dealt round in which every player but the dealer has bid ``others`` ("2 3 1")."""
    r = YardRound.deal(RULES[players], dealer=players - 1, seed=seed)
    for b in others.split():
        r.bid(int(b))
    assert r.turn == r.dealer
    return r


def position(hand: str, led: str, trump: str) -> YardRound:
    """A four-player round where the player after the leader holds ``hand`` and ``led``
    has just been led (the other hands are filled from the rest of the pack)."""
    mine = Hand.from_pbn(hand)
    lead = Card.from_str(led)
    rest = [c for c in deck(36) if c not in mine and c != lead]
    size = len(mine)
    leader = [lead, *rest[:size - 1]]
    others = [rest[size - 1 + k * size: size - 1 + (k + 1) * size] for k in range(2)]
    rules = replace(YARD_FOUR, hand_size=size)
    r = YardRound([Hand(leader), mine, Hand(others[0]), Hand(others[1])], dealer=3,
                  trump=Suit.from_str(trump), rules=rules)
    for _ in range(4):
        r.bid(next(b for b in r.legal_bids()))
    r.play(lead)
    assert r.turn == 1
    return r


def engine_answer(q):
    f = q.facts
    if "bid" in f and "taken" in f:
        seed = YARD_SEED.points(f["bid"], f["taken"])
        literal = YARD_TABLE_LITERAL.points(f["bid"], f["taken"])
        if f["reading"] == "both":
            assert seed == literal, "the prompt says both readings agree"
            return seed
        return seed if f["reading"] == "seed" else literal
    situation = f["situation"]
    if situation == "hand-size":
        sizes = {len(h) for s in range(3) for h in YardRound.deal(RULES[f["players"]], seed=s).hands}
        assert len(sizes) == 1
        return sizes.pop()
    if situation == "first-player":
        firsts = set()
        for dealer in range(4):
            r = YardRound.deal(YARD_FOUR, dealer=dealer, seed=dealer)
            first_bidder = r.turn
            yard_autoplay(r)
            assert r.tricks[0].leader == first_bidder
            firsts.add((first_bidder - dealer) % 4)
        assert firsts == {1}                           # one seat clockwise: the dealer's left
        return "The player on the dealer's left"
    if situation == "dealer-bid":
        r = round_after(f["players"], f["others"])
        return "Yes" if f["bid"] in r.legal_bids() else "No"
    if situation == "forbidden":
        r = round_after(f["players"], f["others"])
        return r.forbidden_bid()
    if situation == "all-exact":
        for rules in (YARD_FOUR, YARD_THREE):
            for s in range(30):
                r = yard_autoplay(YardRound.deal(rules, seed=s))
                assert sum(r.bids) != r.tricks_total and sum(r.taken) == r.tricks_total
                assert any(b != t for b, t in zip(r.bids_by_player, r.taken))
        return "No"
    if situation == "legal-cards":
        return frozenset(position(f["hand"], f["led"], f["trump"]).legal_cards())
    if situation == "trick":
        cards = tuple(Card.from_str(c) for c in f["trick"].split())
        t = Trick(0, cards, Suit.from_str(f["trump"]), table=4)
        return frozenset({cards[t.winning_index]})
    raise AssertionError(f"{q.id}: no fact to check the answer against")


@pytest.mark.parametrize("qid", sorted(QUESTIONS))
def test_answer_agrees_with_the_engine(qid):
    q = QUESTIONS[qid]
    expected = engine_answer(q)
    if isinstance(q, MultipleChoice):
        assert q.choices[q.answer].startswith(str(expected)), (q.choices[q.answer], expected)
        for i, text in enumerate(q.choices):
            if i != q.answer:
                assert not text.startswith(str(expected)), f"{qid}: choice {i} is right too"
    elif isinstance(q, PickCard):
        assert q.answer == expected
    else:
        assert isinstance(q, Numeric) and q.answer == expected
    right = q.answer
    if isinstance(q, PickCard):
        right = sorted(q.answer) if q.mode == "all" else next(iter(q.answer))
    assert q.check(right).correct


def test_a_wrong_answer_with_a_reason_is_wrong():
    for q in BANK.questions:
        for wrong in getattr(q, "why_wrong", {}) or {}:
            if isinstance(q, (Numeric, PickCard)):
                assert not q.check(wrong).correct, (q.id, wrong)


def test_the_bot_never_breaks_the_dealers_restriction_in_a_bank_situation():
    r = round_after(4, "2 3 1")
    assert YardBot().choose_bid(r) != 3


def test_quotes_are_in_the_yard_bridge_text():
    text = source_text("yard")
    quoted = []
    for q in BANK.questions:
        quoted += [part.split("»")[0] for part in q.explanation.split("«")[1:]]
    assert len(quoted) >= 8
    for quote in quoted:
        # The seed writes the minus sign as a hyphen, and a row of its scoring table as
        # "| result | points |", which the bank quotes as "result — points".
        plain = quote.replace("−", "-")
        assert plain in text or plain.replace(" — ", " | ") in text, quote
