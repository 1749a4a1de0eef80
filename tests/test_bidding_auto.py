"""Four computer seats bid random deals; the `bridge bid` command line."""

from __future__ import annotations

import pytest

from bridgelib import PASS, Auction, Deal, Hand, Seat, Side, deck
from bridgelib.bidding import bid_deal, suggest
from bridgelib.cli import main


@pytest.mark.parametrize("system", ["sayc", "acol"])
def test_every_auction_is_legal_and_ends(system):
    for seed in range(150):
        dealer = Seat(seed % 4)
        r = bid_deal(Deal.random(seed), system, dealer)
        assert r.auction.is_complete
        replay = Auction(dealer)
        for (seat, call), step in zip(r.auction, r.steps):
            replay.call(call, seat)  # raises IllegalCall if any call were illegal
            assert call == step.call
            # a call no rule gave is a general principle, and says so
            assert step.agreed or (step.principle and step.meaning and step.reason)
        assert replay == r.auction and len(r.steps) == len(r.auction)
        for i, seat, reason in r.no_agreement:
            assert not r.steps[i].agreed and reason


@pytest.mark.parametrize("system", ["sayc", "acol"])
def test_every_hand_has_an_agreed_opening_call(system):
    """Done-when of issue 5: on 1,000 seeded random deals, 100% of hands have an agreed opening."""
    agreed = total = 0
    for seed in range(1000):
        for seat, hand in Deal.random(seed).items():
            s = suggest(hand, "", system)
            total += 1
            agreed += s.agreed
            assert s.agreed, (seed, seat, hand, s.reason)
    assert (agreed, total) == (4000, 4000)


def test_opening_is_agreed_in_every_seat_of_the_auction():
    for seed in range(200):
        r = bid_deal(Deal.random(seed), "sayc")
        assert r.opening_agreed


def test_each_side_may_play_its_own_system():
    north = Hand.from_pbn("A53.AQ65.65.QJ62")  # PAT hand A
    rest = [c for c in deck() if c not in north]
    deal = Deal([north, Hand(rest[:13]), Hand(rest[13:26]), Hand(rest[26:])])
    r = bid_deal(deal, {Side.NS: "sayc", Side.EW: "acol"})
    assert r.auction.calls[0].pbn() == "1C"  # PAT hand A under SAYC
    r = bid_deal(deal, {Side.NS: "acol", Side.EW: "sayc"})
    assert r.auction.calls[0].pbn() == "1NT"  # and under Acol


def test_record_text_shows_reasons():
    text = bid_deal(Deal.random(3), "acol").to_text()
    assert "Contract:" in text and " 1. North" in text


def test_cli_bid_prints_call_rule_and_runner_up(capsys):
    assert main(["bid", "--system", "sayc", "AQJ52.K3.K82.A73"]) == 0
    out = capsys.readouterr().out
    assert "SAYC: 1NT — 15–17 HCP, balanced" in out and "runner-up: 1♠" in out


def test_cli_bid_with_auction_explains_it(capsys):
    assert main(["bid", "--system", "acol", "♠KQ2 ♥AJ3 ♦KT98 ♣Q76", "--auction", "1C P"]) == 0
    out = capsys.readouterr().out
    assert "North 1♣:" in out and "South holds" in out and "Acol:" in out


def test_cli_bid_no_agreement_and_errors(capsys):
    assert main(["bid", "AQJ52.K3.K82.A73", "--auction", "1C 2H 3D"]) == 0
    assert "no agreement" in capsys.readouterr().out
    assert main(["bid", "AQJ52.K3.K82.A7"]) == 2
    assert "12 cards" in capsys.readouterr().err
    assert main(["bid", "AQJ52.K3.K82.A73", "--auction", "1C 1X"]) == 2
    assert "'1X' is not a call" in capsys.readouterr().err


def test_cli_bid_seed_bids_a_whole_deal(capsys):
    assert main(["bid", "--system", "acol", "--seed", "7", "--board", "2"]) == 0
    out = capsys.readouterr().out
    assert "Board 2" in out and "Dealer: East" in out and "Contract:" in out
