"""Bridge for two (the honeymoon-bridge text): the dealer must bid, chooses open or closed dummies,
the auction ends at the first pass, scoring is unchanged (rubber pad)."""

import pytest

from bridgelib import Deal, Seat
from bridgelib.errors import IllegalAction, IllegalCall, IllegalPlay, InvalidNotation
from bridgelib.games.two import (DummyMode, TwoBot, TwoPlayerAuction, TwoPlayerGame,
                                 TwoPlayerRubber, player_of)
from bridgelib.scoring.rubber import Scorepad

DEAL = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")


def test_players_and_their_dummies():
    assert player_of(Seat.NORTH) is Seat.SOUTH and player_of(Seat.EAST) is Seat.WEST
    assert player_of(Seat.SOUTH) is Seat.SOUTH


def test_dealer_may_not_pass_first():
    # «в самой первой заявке он лишается права пасовать»
    for dealer in (Seat.SOUTH, Seat.WEST):
        a = TwoPlayerAuction(dealer)
        assert a.turn is dealer
        with pytest.raises(IllegalCall, match="may not pass") as e:
            a.call("Pass")
        assert e.value.rule == "two-dealer-must-bid"
        assert a.calls == () and not a.is_complete
        assert "Pass" not in [c.pbn() for c in a.legal_calls()]


def test_auction_ends_at_the_first_pass():
    # «Торги также продолжаются до тех пор, пока прозвучит первый "пас"»
    a = TwoPlayerAuction(Seat.SOUTH)
    a.call("1S")
    assert a.turn is Seat.WEST
    a.call("2H")
    assert a.turn is Seat.SOUTH      # the dummies never call
    a.call("Pass")
    assert a.is_complete and str(a.contract) == "2♥ by West"
    assert [c.pbn() for _, c in a.calls] == ["1S", "2H", "Pass"]
    # the opponent's first pass ends it too
    a = TwoPlayerAuction(Seat.WEST)
    a.call("3NT")
    a.call("Pass")
    assert a.is_complete and str(a.contract) == "3NT by West"


def test_doubles_follow_the_usual_laws():
    a = TwoPlayerAuction(Seat.SOUTH)
    a.call("1S")
    with pytest.raises(IllegalCall, match="Law 19"):
        a.call("XX")
    a.call("X")                     # West doubles South's bid
    a.call("XX")                    # South redoubles
    a.call("Pass")
    assert str(a.contract) == "1♠XX by South"
    a = TwoPlayerAuction(Seat.SOUTH)
    a.call("1NT")
    a.call("X")
    a.call("Pass")                  # the first pass ends the auction: doubled
    assert str(a.contract) == "1NTX by South"


def test_insufficient_bid_and_undo():
    a = TwoPlayerAuction(Seat.SOUTH)
    a.call("2H")
    with pytest.raises(IllegalCall, match="insufficient"):
        a.call("1S")
    a.call("3C")
    assert a.undo().pbn() == "3C" and a.turn is Seat.WEST
    a.call("Pass")
    assert a.undo().pbn() == "Pass" and not a.is_complete and a.turn is Seat.WEST
    a.undo()
    assert a.calls == () and a.turn is Seat.SOUTH
    with pytest.raises(IllegalCall):
        a.undo()


def test_dealer_chooses_the_dummy_first():
    g = TwoPlayerGame(DEAL, dealer=Seat.WEST)
    assert g.phase == "dummy-choice" and g.turn_player is Seat.WEST
    with pytest.raises(IllegalCall, match="choose an open or a closed dummy"):
        g.call("1S")
    with pytest.raises(IllegalAction, match="the dealer"):
        g.choose_dummy("open", Seat.SOUTH)
    with pytest.raises(InvalidNotation):
        g.choose_dummy("half-open")
    g.choose_dummy("закрытый")
    assert g.mode is DummyMode.CLOSED and g.phase == "auction"
    with pytest.raises(IllegalAction, match="already chosen"):
        g.choose_dummy("open")


def test_open_dummies_are_seen_by_both_players_closed_by_nobody():
    g = TwoPlayerGame(DEAL)
    g.choose_dummy("open")
    assert g.visible_seats(Seat.SOUTH) == {Seat.SOUTH, Seat.NORTH, Seat.EAST}
    assert g.visible_seats(Seat.WEST) == {Seat.WEST, Seat.NORTH, Seat.EAST}
    text = g.to_text(Seat.WEST)
    assert "(hidden)" in text and text.count("(hidden)") == 1
    g = TwoPlayerGame(DEAL)
    g.choose_dummy("closed")
    # «закрытый — остается скрытым для всех», the owner included
    assert g.visible_seats(Seat.SOUTH) == {Seat.SOUTH}
    assert g.to_text(Seat.SOUTH).count("(hidden)") == 3


def test_play_open_dummy_and_score_on_the_rubber_pad():
    g = TwoPlayerGame(DEAL, dealer=Seat.SOUTH)
    g.choose_dummy("open")
    g.call("1S")
    g.call("Pass")
    assert g.phase == "play" and g.play.declarer is Seat.SOUTH
    assert g.play.turn is Seat.WEST and g.turn_player is Seat.WEST   # West leads
    with pytest.raises(IllegalPlay, match="South plays that hand|West is to play"):
        g.play_card("HA", Seat.SOUTH)
    g.play_card("HA", Seat.WEST)
    assert g.turn_player is Seat.SOUTH and g.play.turn is Seat.NORTH  # South plays dummy
    while g.phase == "play":
        g.play_card(g.legal_cards()[-1])
    res = g.result
    assert res.contract.declarer is Seat.SOUTH and 0 <= res.tricks <= 13
    pad = Scorepad().add(res, g.honours)
    assert pad.total(0) + pad.total(1) > 0


def test_closed_dummy_plays_blind():
    g = TwoPlayerGame(DEAL, seed=3)
    g.choose_dummy("closed")
    g.call("1NT")
    g.call("Pass")
    g.play_card("HA")              # West leads
    assert g.blind_turn and g.play.turn is Seat.NORTH
    with pytest.raises(IllegalPlay, match="hidden from everyone"):
        g.play_card("H8")
    card = g.play_blind(Seat.SOUTH)
    assert card.suit.name == "HEARTS"       # the engine makes the blind card follow suit
    assert g.play.turn is Seat.EAST and g.blind_turn   # West's dummy is closed too
    with pytest.raises(IllegalPlay, match="cannot play North's dummy|cannot play East's"):
        g.play_blind(Seat.SOUTH)
    g.play_blind(Seat.WEST)
    assert g.play.turn is Seat.SOUTH and not g.blind_turn
    with pytest.raises(IllegalPlay, match="no blind play"):
        g.play_blind()
    g.play_card(g.legal_cards()[0])
    assert len(g.play.tricks) == 1


def test_bot_against_bot_rubbers():
    for seed in range(4):
        r = TwoPlayerRubber(seed=seed, human=None)   # the computer plays both sides
        while not r.is_over:
            r.next_deal()
            assert len(r.history) < 60
        assert r.pad.is_finished and len(r.pad.deals) == len(r.history)
        for before, g in zip(r.history, r.history[1:]):
            assert g.dealer is not before.dealer        # the deal alternates
        for g in r.history:
            # every auction began with the dealer's bid and ended at the first pass
            calls = g.auction.calls
            assert calls[0][0] is g.dealer and calls[0][1].is_bid
            assert calls[-1][1].is_pass and not any(c.is_pass for _, c in calls[:-1])
            assert len(g.play.tricks) == 13
            assert g.result.contract == g.contract


def test_playing_against_the_computer():
    r = TwoPlayerRubber(seed=5, human=Seat.SOUTH)
    assert r.game.dealer is Seat.SOUTH and r.your_turn and r.game.phase == "dummy-choice"
    r.choose_dummy("open")
    assert "your turn" in r.view() and r.view().count("(hidden)") == 1   # West's hand
    said = r.call("1C")
    assert said and said[0].startswith("West:")
    while r.game.phase == "auction":
        r.call("Pass")
    while r.game.phase == "play":
        assert r.your_turn
        if r.game.blind_turn:
            r.play_blind()
        else:
            r.play(r.game.legal_cards()[0])
    assert r.game.phase == "over" and len(r.pad.deals) == 1
    assert "We" in r.view() and "Result" in r.view()
    with pytest.raises(IllegalAction, match="not your turn|over"):
        r.call("1S")
    g2 = r.next_deal()
    assert g2.dealer is Seat.WEST and r.your_turn   # the computer dealt and chose the dummy
    assert g2.mode is DummyMode.OPEN and g2.auction.calls[0][0] is Seat.WEST


def test_bot_never_passes_as_dealer_first():
    bot = TwoBot()
    for seed in range(30):
        g = TwoPlayerGame(Deal.random(seed=seed), dealer=Seat.WEST)
        g.choose_dummy("closed" if seed % 2 else "open")
        c = bot.choose_call(g)
        assert c.is_bid
        g.call(c)
