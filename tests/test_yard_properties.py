"""Property tests: random yard-bridge games, bot against bot (and against random players),
3 and 4 players; the invariants are checked by independent reference code."""

import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from bridgelib import deck
from bridgelib.bots.yard import YardBot
from bridgelib.errors import IllegalCall
from bridgelib.games.yard import YARD_FOUR, YARD_THREE, YardGame


def reference_winner(cards, trump):
    """Highest trump if any was played, else the highest card of the suit led."""
    trumps = [c for c in cards if trump is not None and c.suit == trump]
    pool = trumps or [c for c in cards if c.suit == cards[0].suit]
    return cards.index(max(pool, key=lambda c: c.rank))


def check_round(r):
    n, size = r.players, r.tricks_total
    # every one of the 36 cards is dealt exactly once, and played exactly once
    dealt = [c for h in r.hands for c in h]
    assert sorted(dealt) == sorted(deck(36)) or size * n < 36
    assert sorted(r.cards_played) == sorted(dealt)
    # the dealer's restriction held: the bids do not add up to the tricks
    if r.rules.dealer_restriction:
        assert sum(r.bids) != size
    assert len(r.tricks) == size and sum(r.taken) == size
    held = [set(h) for h in r.hands]
    leader = r.first_player
    won = [0] * n
    for t in r.tricks:
        assert t.leader == leader and len(t.cards) == n
        led = t.cards[0].suit
        for p, c in t.plays:
            assert c in held[p]
            if c.suit != led:   # a player who could follow must have followed
                assert not any(x.suit == led for x in held[p])
            held[p].discard(c)
        leader = t.players[reference_winner(t.cards, r.trump)]
        assert t.winner == leader
        won[leader] += 1
    assert tuple(won) == r.taken
    for p, (b, t) in enumerate(zip(r.bids_by_player, r.taken)):
        expected = 5 if b == t == 0 else 10 * b if b == t else t if t > b else -10 * (b - t)
        assert r.points()[p] == expected


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), three=st.booleans(), randoms=st.sets(st.integers(0, 3)))
def test_random_games_keep_the_rules(seed, three, randoms):
    rules = YARD_THREE if three else YARD_FOUR
    rng = random.Random(seed)
    bot = YardBot()
    game = YardGame(rules, seed=seed, first_dealer=seed % rules.players)
    totals = [0] * rules.players
    while True:
        r = game.round
        while r.phase != "over":
            p = r.turn
            random_player = p in randoms
            if r.phase == "bidding":
                bad = r.forbidden_bid()
                if bad is not None:   # the restriction is enforced, whoever tries
                    with pytest.raises(IllegalCall):
                        r.bid(bad)
                game.bid(rng.choice(r.legal_bids()) if random_player else bot.choose_bid(r))
            else:
                card = rng.choice(r.legal_cards()) if random_player else bot.choose_card(r)
                assert card in r.legal_cards()
                game.play(card)
        check_round(r)
        totals = [a + b for a, b in zip(totals, r.points())]
        assert list(game.table.totals) == totals
        if game.is_over:
            break
        game.next_round()
    assert game.rounds_played == rules.players


@pytest.mark.parametrize("rules", [YARD_FOUR, YARD_THREE])
def test_bots_usually_bid_what_they_take(rules):
    # the bot bids from its hand and then aims at its number: over 200 rounds it
    # hits its bid far more often than a player who always bids 1 would
    bot = YardBot()
    hits = naive = total = 0
    for seed in range(50):
        game = YardGame(rules, seed=seed)
        r = game.round
        while r.phase != "over":
            if r.phase == "bidding":
                game.bid(bot.choose_bid(r))
            else:
                game.play(bot.choose_card(r))
        for b, t in zip(r.bids_by_player, r.taken):
            total += 1
            hits += b == t
            naive += t == 1
    assert hits / total > 0.35 and hits > 1.3 * naive
