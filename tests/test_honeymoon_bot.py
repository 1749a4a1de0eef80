"""The honeymoon-bridge bot in the auction: it bids game when its tricks are worth it
and doubles a contract that will fail.

Once the talon is used up each player knows both hands (every card is either held
or was seen in the preliminary tricks), so the positions below give the two main
hands directly.  Expected calls come from counting tricks by hand, with the
scoring of contract bridge (ACBL scoring: a game bonus for 100 trick points in
one contract; undertricks doubled score 100, 300, 500... not vulnerable).
"""

from __future__ import annotations

import dataclasses

from bridgelib import Card, Hand, deck
from bridgelib.auction import Call
from bridgelib.bots.honeymoon import HoneymoonBot
from bridgelib.games.honeymoon import HoneymoonGame, Phase
from bridgelib.trick import Trick


def at_auction(sergey: str, olga: str, rules: str = "standard", dealer: str = "Olga",
               calls: str = "") -> HoneymoonGame:
    """A game whose preliminary play is over, with these main hands (the other 26 cards
    went in the preliminary tricks); then ``calls`` are made."""
    s, o = Hand.from_pbn(sergey).cards, Hand.from_pbn(olga).cards
    assert len(s) == len(o) == 13 and not s & o
    rest = [c for c in deck() if c not in s and c not in o]
    g = HoneymoonGame.from_deck(deck(), dealer=dealer, rules=rules)
    tricks = tuple(Trick("Sergey", (rest[2 * i], rest[2 * i + 1]), None, table=("Sergey", "Olga"),
                         phase=Phase.PRELIMINARY, number=i + 1) for i in range(13))
    state = dataclasses.replace(g.state, phase=Phase.AUCTION, hands=(s, o), main_hands=(s, o),
                                talon=(), preliminary=tricks, leader_due=None, draws_due=())
    g._stack.append(state)  # a position, built for the test (the game keeps a state stack)
    for c in calls.split():
        g.call(c)
    return g


# Sergey: seven solid spades and two side ace-kings; Olga holds the ace-king of clubs.
STRONG = "AKQJT98.AK.AK.32"
WEAK_OLGA = "765.QJT9.QJT9.AK"


def test_bids_game_when_the_tricks_are_there():
    # Olga (dealer) passes; Sergey counts eleven tricks at spades or at no-trump (Olga
    # takes her two clubs, then Sergey runs 7 spades and 4 red winners): a game bid,
    # 3NT or 4♠ — not the cheapest 1♠, and no slam (two club losers).
    g = at_auction(STRONG, WEAK_OLGA, calls="Pass")
    call = HoneymoonBot("Sergey").choose(g).call
    assert call in (Call.from_str("3NT"), Call.from_str("4S"))


def test_no_jump_to_game_with_a_weak_hand():
    # With a weak hand (Olga holds the strength) Sergey does not jump to game.
    g = at_auction("7654.QJT9.QJT9.2", "AKQJT98.AK.AK.A3", calls="Pass")
    call = HoneymoonBot("Sergey").choose(g).call
    assert not call.is_bid or call.level < 4  # type: ignore[operator]


# Olga bids 2♥ with seven low hearts; Sergey holds the six top ones.  When Sergey leads
# them out Olga keeps only ♥2, and takes ♠A K Q, ♦A, ♣A K and ♥2: seven tricks of the
# eight she needs.  Sergey has no bid of his own over 2♥ (at hearts Olga takes five side
# winners before he ruffs: eight tricks, not the nine of 3♥).
DOUBLE_SERGEY = "432.AKQJT9.432.2"
DOUBLE_OLGA = "AKQ.8765432.A.AK"


def test_doubles_a_contract_that_will_fail():
    g = at_auction(DOUBLE_SERGEY, DOUBLE_OLGA, calls="2H")
    call = HoneymoonBot("Sergey").choose(g).call
    assert call == Call.from_str("X")


def test_does_not_double_a_contract_that_makes():
    # Olga's 2♠ with A K Q J 10 9 8 of spades and side aces makes easily: no double.
    g = at_auction("7654.QJT9.QJT9.A", "AKQJT98.AK.AK.KQ", calls="2S")
    call = HoneymoonBot("Sergey").choose(g).call
    assert call != Call.from_str("X")


def test_the_bot_plays_a_doubled_contract_out_exactly():
    # After Sergey's double Olga passes; in the play Sergey (defending) takes what the
    # count promised: Olga, needing eight tricks, takes at most seven.
    from bridgelib.bots.honeymoon import play_game

    g = at_auction(DOUBLE_SERGEY, DOUBLE_OLGA, calls="2H X Pass")
    assert g.phase is Phase.MAIN and g.contract.is_doubled  # type: ignore[union-attr]
    play_game(g)
    assert g.tricks_won("Olga") < 8


def test_cards_are_dealt_as_given():
    g = at_auction(STRONG, WEAK_OLGA)
    assert Card.from_str("SA") in g.hand("Sergey") and len(g.hand("Olga")) == 13


# A part score defended exactly.  Sergey (♣A K Q J 10 9 8 7 6, ♠A Q, ♥A, ♦A) declares 1NT;
# Olga (♠K 2, ♥K Q J 10 9 8, ♦K Q J 10 9) leads.  Counted by hand: a spade lead gives Sergey
# all thirteen (the ♠Q wins, then the ♠A drops the bare king), so Olga leads a red card;
# Sergey wins its ace and runs nine clubs, and Olga, void in clubs, keeps ♠K 2 among her
# last three cards; Sergey then takes his other red ace and the ♠A, and the ♠K wins the
# last trick: twelve tricks, no more (the defence cannot take two: Sergey holds every
# ace and never gives up the lead before the ♠Q), no fewer.  Discarding the "lowest card",
# the ♠2, on the clubs would bare the king and give the thirteenth.
PART_SCORE_SERGEY = "AQ.A.A.AKQJT9876"
PART_SCORE_OLGA = "K2.KQJT98.KQJT9."


def test_the_bot_defends_a_part_score_exactly():
    from bridgelib.bots.honeymoon import play_game

    g = at_auction(PART_SCORE_SERGEY, PART_SCORE_OLGA, calls="Pass 1NT Pass")
    assert g.phase is Phase.MAIN and g.declarer == "Sergey"
    play_game(g)
    assert g.tricks_won("Sergey") == 12


# Seed 32 under the standard rules: over Olga's 1♦ the bot bid 1♠ and played there, with 3NT
# on.  Its quick estimate (a playout of first-choice cards) put no-trump at five tricks, four
# short of game, so no-trump was never counted exactly.  The reference count is the two-hand
# solver's (checked against a plain exhaustive search in tests/test_twohand.py): with Olga
# leading, Sergey takes nine tricks at no-trump, and game in no other strain.
GAME_SERGEY = "A9876.T8.AQ8.AK6"
GAME_OLGA = "KQ.QJ7.K97652.JT"


def test_bids_a_game_its_quick_estimate_misjudges():
    from bridgelib.analysis.twohand import TwoHandSolver
    from bridgelib.cards import Suit

    sergey, olga = Hand.from_pbn(GAME_SERGEY), Hand.from_pbn(GAME_OLGA)
    nt = TwoHandSolver(None)
    assert 13 - nt.tricks(olga, sergey) == 9              # Olga leads: 3NT makes
    for suit, game in ((Suit.SPADES, 10), (Suit.HEARTS, 10), (Suit.DIAMONDS, 11), (Suit.CLUBS, 11)):
        assert 13 - TwoHandSolver(suit).tricks(olga, sergey) < game
    g = at_auction(GAME_SERGEY, GAME_OLGA, calls="1D")
    assert HoneymoonBot("Sergey").choose(g).call == Call.from_str("3NT")


def test_leaves_in_a_redoubled_contract_that_fails_by_more_than_its_own_bid_is_worth():
    # Olga opens 1♠ with ♠9 8 7 6 5 and no high card; Sergey, holding every top card,
    # doubles and Olga redoubles.  Sergey leads: five rounds of trumps draw Olga's, then
    # his winners in hearts, diamonds and clubs: Olga takes no trick, down seven.
    # Redoubled, not vulnerable (ACBL scoring: doubled 100, 300, 500, then 300 each —
    # 1,700 for seven; redoubled twice that) Olga loses 3,400.  Sergey's own best,
    # 7NT making, is worth 220 + 1,000 (grand slam, not vulnerable) + a game: far less.
    # So Sergey passes; the previous bot priced the redoubled contract as if undoubled
    # (350) and bid on.
    g = at_auction("AKQJT.AKQ.AKQ.AK", "98765.JT9.JT9.QJ", calls="1S X XX")
    assert HoneymoonBot("Sergey").choose(g).call == Call.from_str("Pass")
