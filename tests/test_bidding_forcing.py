"""Issue 14: the bidder never passes a forcing call.

Which calls force is textbook knowledge, checked here independently of the system files
([ACBL] SAYC System Booklet: a new suit by an unpassed responder is forcing one round, a
two-over-one response is forcing, the strong 2♣ is forcing, Stayman and transfers must be
answered; [SEF] Standard English Acol: the same for new suits, Stayman, transfers and 2♣).
The bidder's own ``forcing()`` must agree with those auctions, and over many seeded deals
four computer seats never pass one.
"""

from __future__ import annotations

import pytest

from bridgelib import Auction, Deal, Seat
from bridgelib.auction import Call
from bridgelib.bidding import bid_deal, forcing, suggest

SYSTEMS = ["sayc", "acol"]


@pytest.mark.parametrize("system", SYSTEMS)
@pytest.mark.parametrize("auction,kind", [
    ("1C P 1H P", "round"),      # new suit at the one level
    ("1H P 1S P", "round"),
    ("1S P 2C P", "round"),      # new suit at the two level
    ("1NT P 2C P", "round"),     # Stayman
    ("1NT P 2D P", "round"),     # transfer
    ("2C P", "round"),           # strong 2♣
    ("1H P 2H P", ""),           # a raise is not forcing
    ("1H P 1NT P", ""),          # nor is 1NT
    ("1H P 1S 2C", ""),          # the opponent's bid frees opener
    ("1H P 3C P", "game"),       # jump shift (17+ SAYC, 16+ Acol)
    ("1H P 2S P", "game"),
])
def test_textbook_forcing_calls(system, auction, kind):
    assert forcing(auction, system) == kind


def test_jacoby_2nt_forces_to_game():
    assert forcing("1H P 2NT P", "sayc") == "game"
    assert forcing("1H P 2NT P 3C P", "sayc") == "game"
    assert forcing("1H P 2NT P 4H P", "sayc") == ""


def _textbook_forced(calls: list[Call]) -> bool:
    """Independent of the system files: a pass here would drop a forcing call."""

    pre = 0
    while pre < len(calls) and calls[pre].is_pass:
        pre += 1
    body = calls[pre:]
    t = [c.pbn().replace("Pass", "P") for c in body]
    if pre >= 1 and len(t) == 4 and t[1] == "P" and t[3] == "P":
        pass  # responder is a passed hand: new suits are not forcing
    elif len(t) == 4 and t[1] == "P" and t[3] == "P" and t[0][0] == "1" and t[0] != "1NT":
        o, r = body[0], body[2]
        if r.is_bid and r.strain is not o.strain and r.strain.suit is not None:
            if r.level == 1 or (r.level == 2 and r.strain < o.strain):
                return True  # new suit at one level / two over one
    if len(t) == 2 and t[0] == "2C" and t[1] == "P":
        return True
    if len(t) == 4 and t[0] == "1NT" and t[1] == "P" and t[2] in ("2C", "2D", "2H") and t[3] == "P":
        return True
    return False


@pytest.mark.parametrize("system", SYSTEMS)
def test_no_forcing_call_is_passed_over_seeded_deals(system):
    forcing_passes = textbook_passes = forced_seen = 0
    for seed in range(400):
        r = bid_deal(Deal.random(seed), system, Seat(seed % 4))
        calls = list(r.auction.calls)
        for i, (call, step) in enumerate(zip(calls, r.steps)):
            before = Auction(r.auction.dealer, calls[:i])
            # the penalty pass (a named rule) converts partner's takeout double: an
            # agreement, not a forcing call passed (ACBL SAYC booklet, takeout doubles)
            converts = call.is_pass and step.rule is not None and step.rule.name == "penalty pass"
            if forcing(before, system):
                forced_seen += 1
                forcing_passes += call.is_pass and not converts
            if _textbook_forced(calls[:i]):
                textbook_passes += call.is_pass
    assert forced_seen > 100  # the check is not vacuous
    assert (forcing_passes, textbook_passes) == (0, 0)


def test_2c_2nt_is_not_passed_seed_5():
    """Issue 14: seed 5 passed 2♣–2NT with 24 + 9 HCP."""
    r = bid_deal(Deal.random(5), "sayc")
    calls = [c.pbn() for c in r.auction.calls]
    assert calls[:3] == ["2C", "Pass", "2NT"]
    assert calls[4] != "Pass"
    contract = r.auction.contract
    assert contract.level >= 3 and not (contract.level == 3 and contract.strain.suit is not None)


def test_forced_bid_is_explained_and_legal():
    # 1♥–2♠ (responder's jump shift, forcing to game)–4♣–? has no situation of its own
    # (2♣–2NT–? and then 1♥–2♠–3♦–?, the examples used before, now have one): responder
    # must still bid.
    s = suggest("AK983.J3.KQT2.AJ", "1H P 2S P 4C P", "sayc")
    assert s.call is not None and s.call.is_bid and s.forced
    assert "forcing" in s.meaning
    assert Auction("N", ["1H", "P", "2S", "P", "4C", "P"]).is_legal(s.call)
