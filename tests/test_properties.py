"""Random legal auctions and plays on random deals, run to the end with invariants checked."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridgelib import PASS, Auction, Deal, Play, Seat, deck


def reference_winner(cards, trump):
    """Independent of trick_winner: rank every card by (is trump, is led suit, rank)."""
    led = cards[0].suit
    keys = [((c.suit == trump) if trump is not None else False, c.suit == led, int(c.rank))
            for c in cards]
    return keys.index(max(keys))


def random_auction(rng: random.Random, dealer: Seat) -> Auction:
    a = Auction(dealer)
    while not a.is_complete:
        legal = a.legal_calls()
        assert legal and all(a.is_legal(c) for c in legal)
        # Mostly passes, so auctions end; otherwise any legal call, doubles included.
        a.call(PASS if rng.random() < 0.55 else rng.choice(legal))
    return a


@settings(max_examples=2000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_random_auction_and_play_hold_all_invariants(seed):
    rng = random.Random(seed)
    deal = Deal.random(rng=rng)
    dealer = Seat(rng.randrange(4))
    auction = random_auction(rng, dealer)
    contract = auction.contract
    assert contract is not None
    if contract.is_passed_out:
        assert len(auction) == 4
        return
    # Three passes end the auction after the last bid or double.
    assert [c.is_pass for c in auction.calls[-3:]] == [True] * 3
    play = Play(deal, contract)
    assert play.turn is contract.declarer.lho
    undo_at = rng.randrange(52)
    while not play.is_complete:
        seat = play.turn
        legal = play.legal_cards()
        card = rng.choice(legal)
        play.play(card, seat=seat)
        if len(play.cards_played) == undo_at + 1:  # undo then replay leaves no trace
            assert play.undo() == card and play.turn is seat
            play.play(card, seat=seat)
        # Cards are conserved at every step.
        held = [c for s in Seat for c in play.hand(s)]
        assert sorted(held + list(play.cards_played)) == sorted(deck())
    assert len(play.tricks) == 13
    for t in play.tricks:
        assert t.players == tuple(t.leader.next(i) for i in range(4))
        for s, c in zip(t.players, t.cards):
            assert c in deal[s]  # each card came from its player's hand
        assert t.winner is t.leader.next(reference_winner(t.cards, contract.trump))
    for prev, nxt in zip(play.tricks, play.tricks[1:]):
        assert nxt.leader is prev.winner
    assert play.declarer_tricks + play.defender_tricks == 13
