"""A whole deal with the computer: the learner bids and plays one seat."""

from __future__ import annotations

import random
import re

import pytest

from bridgelib import Auction, Card, Deal
from bridgelib.bidding import suggest
from bridgelib.errors import BridgeError, IllegalCall, IllegalPlay
from bridgelib.scoring import duplicate_score
from bridgelib.table import Seat
from bridgelib.widgets.wholedeal import WholeDeal

DEAL = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")


class FirstLegal:
    def choose(self, play):
        return play.legal_cards()[0]


def test_the_auction_goes_round_to_the_learner_and_calls_are_the_engines():
    s = WholeDeal(DEAL, dealer=Seat.NORTH, player=FirstLegal())
    said = s.start()
    # North and East call before South; every call is in the engine's auction
    assert len(said) == 2 and s.wants_call and s.auction.turn is Seat.SOUTH
    before = s.auction.calls
    with pytest.raises(IllegalCall):
        s.make_call("XX")  # nothing to redouble (Law 19B)
    assert s.auction.calls == before
    s.make_call("Pass")
    assert s.auction.calls[:len(before) + 1] == (*before, Auction.from_str("N", "P").calls[0])


@pytest.mark.parametrize("seed", [4, 5, 6])
def test_a_whole_deal_to_the_end_with_result_and_score(seed):
    s = WholeDeal.from_seed(seed, player=FirstLegal())
    s.start()
    rng = random.Random(3)
    for _ in range(200):
        if s.is_over:
            break
        if s.wants_call:
            s.make_call("Pass")
        else:
            who, cards = s.clickable()
            legal = set(s.play.legal_cards())
            assert legal <= set(cards)
            s.play_card(rng.choice(sorted(legal)))
    assert s.is_over
    c = s.auction.contract
    if c is not None and not c.is_passed_out:
        made = s.play.declarer_tricks
        pts = duplicate_score(c, made, vulnerable=s.vulnerability.is_vulnerable(c.declarer))
        ours = pts if c.declarer.side is Seat.SOUTH.side else -pts
        assert f"{ours:+d} to you" in s.status()


def test_undo_takes_back_the_learners_action_and_what_followed():
    s = WholeDeal(DEAL, dealer=Seat.SOUTH, player=FirstLegal())
    s.start()
    s.make_call("1S")
    after_first = list(s.calls)
    assert len(after_first) == 4  # W N E answered
    s.make_call("Pass") if s.wants_call else None
    taken = s.undo()
    assert s.calls == after_first and taken
    s.undo()
    assert s.calls == [] and s.wants_call
    with pytest.raises(BridgeError, match="nothing to undo"):
        s.undo()


def test_the_learner_plays_declarer_and_dummy_when_partner_declares():
    # South passes, North (strongest) opens; whoever declares for N-S, the learner plays both
    s = WholeDeal(DEAL, dealer=Seat.SOUTH, player=FirstLegal())
    s.start()
    while s.wants_call:
        s.make_call("Pass" if s.calls else "1S")
    if s.learner_side_declares:
        assert set(s.learner_seats) == {Seat.NORTH, Seat.SOUTH}
        assert s.clickable()[0] in ("North", "South") or not s.learner_turn


def test_refused_card_out_of_turn_and_after_the_end():
    s = WholeDeal(DEAL, dealer=Seat.SOUTH, player=FirstLegal())
    s.start()
    with pytest.raises(IllegalPlay, match="auction is not over"):
        s.play_card("SA")


def test_the_view_offers_only_legal_calls_and_cards():
    pytest.importorskip("anywidget")
    from bridgelib.widgets import PlayAgainstComputer

    v = PlayAgainstComputer("deal", seed=4)
    s = v.session
    assert set(re.findall(r"data-act='call:(\w+)'", v.html)) == {c.pbn() for c in s.auction.legal_calls()}
    v.click("call:1H")
    while s.wants_call:
        v.click("call:Pass")
    if s.play is not None and s.learner_turn:
        assert {Card.from_str(x) for x in re.findall(r"data-act='card:(\w\w)'", v.html)} == \
            set(s.play.legal_cards())


@pytest.mark.parametrize("vulnerability, opening", [("None", "3♥"), ("NS", "Pass")])
def test_computer_seats_bid_at_the_boards_vulnerability(vulnerability, opening):
    # SAYC's three-level preempt wants six playing tricks not vulnerable, seven
    # vulnerable: North's KQJ9854 of hearts and nothing else opens 3♥ at love only
    from bridgelib import Hand
    from bridgelib.analysis.dealer import Dealer
    from bridgelib.table import Vulnerability

    deal = Dealer(3, predeal={Seat.NORTH: Hand.from_pbn("5.KQJ9854.843.72")}).deal()
    s = WholeDeal(deal, dealer=Seat.NORTH, player=FirstLegal(),
                  vulnerability=Vulnerability.from_str(vulnerability))
    s.start()
    assert str(s.auction.calls[0]) == opening


def test_the_undo_and_hint_tooltips_say_what_the_buttons_do():
    """Undo takes back the learner's last call in the auction as well as the last card, and the
    hint is the computer's own choice (the system's call while bidding, the bot's card in the
    two-player games), not always a solver's: the tooltips once said "take back your last
    card" and "what does the solver say?"."""
    pytest.importorskip("anywidget")
    from bridgelib.widgets import PlayAgainstComputer

    v = PlayAgainstComputer("deal", seed=4)
    s = v.session
    assert "data-act='tool:undo' title='take back your last call or card'" in v.html
    assert "data-act='tool:hint' title='what would the computer do here?'" in v.html
    # what the tooltips say, done through the buttons during the auction: Undo takes back the
    # learner's call (and the computer's calls after it); the hint is the system's call
    before = list(s.calls)
    v.click("call:1H")
    assert s.calls[len(before)].pbn() == "1H"
    v.click("tool:undo")
    assert s.calls == before and s.wants_call
    v.click("tool:hint")
    expected = suggest(s.deal[s.seat], s.auction, "sayc")
    assert v.hint_text.startswith(f"The system (SAYC) suggests {expected.call}")
