"""Yard bridge (the yard-bridge text): deal, trump, bidding with the dealer's restriction, play, game."""

import random
from dataclasses import replace

import pytest

from bridgelib import Card, Hand, Suit, deck
from bridgelib.errors import IllegalAction, IllegalCall, IllegalPlay, InvalidNotation
from bridgelib.games.yard import (YARD_FOUR, YARD_THREE, TrumpRule, YardGame, YardRound,
                                  YardRules, deal_yard)

C = Card.from_str
SMALL = replace(YARD_FOUR, hand_size=5)
# Four 5-card hands (players 0..3), dealer 3 so player 0 bids and leads first.
HANDS = ["AK.Q.J.T", "QJ.K.T.9", "T9.A.9.8", "87.J.A.K"]


def small_round(trump=Suit.SPADES, dealer=3):
    return YardRound.from_hands(HANDS, dealer=dealer, trump=trump, rules=SMALL)


def test_deck_and_deal_sizes():
    for rules, n, size in ((YARD_FOUR, 4, 9), (YARD_THREE, 3, 12)):
        hands, trump, card = deal_yard(rules, seed=11)
        assert len(hands) == n and all(len(h) == size for h in hands)
        dealt = [c for h in hands for c in h]
        assert sorted(dealt) == sorted(deck(36))  # «колода роздана повністю»
        assert min(c.rank for c in dealt) == 6


def test_dealer_gets_the_last_card_and_it_fixes_trump():
    # «козир може ... визначатися останньою зданою картою дилера»; cards dealt one at
    # a time from the dealer's left, so the dealer's last card is the last card dealt.
    for dealer in range(4):
        cards = list(deck(36))
        random.Random(5).shuffle(cards)
        hands, trump, card = deal_yard(YARD_FOUR, dealer=dealer, seed=5)
        assert card == cards[-1] and card in hands[dealer] and trump is card.suit
        assert cards[0] in hands[(dealer + 1) % 4]


def test_agreed_trump_and_turn_up():
    rules = replace(YARD_FOUR, trump_rule=TrumpRule.AGREED, agreed_trump=Suit.HEARTS)
    assert deal_yard(rules, seed=1)[1:] == (Suit.HEARTS, None)
    nt = replace(YARD_FOUR, trump_rule=TrumpRule.AGREED, agreed_trump=None)
    assert deal_yard(nt, seed=1)[1:] == (None, None)
    # «наступна карта з колоди (якщо вона залишилась) відкривається»: only when cards remain
    short = replace(YARD_FOUR, hand_size=8, trump_rule=TrumpRule.TURN_UP)
    hands, trump, card = deal_yard(short, seed=2)
    assert all(card not in h for h in hands) and trump is card.suit
    with pytest.raises(InvalidNotation, match="no card is left"):
        replace(YARD_FOUR, trump_rule=TrumpRule.TURN_UP)


def test_rules_refuse_impossible_tables():
    with pytest.raises(InvalidNotation, match="4 players"):
        YardRules(players=5)
    with pytest.raises(InvalidNotation, match="at most 12"):
        YardRules(players=3, hand_size=13)


def test_bidding_starts_left_of_dealer_and_dealer_bids_last():
    r = YardRound.deal(YARD_FOUR, dealer=2, seed=3)
    assert r.first_player == 3 and r.turn == 3
    for expected in (3, 0, 1, 2):
        assert r.turn == expected
        r.bid(1 if expected != 2 else 0)
    assert r.bids_by_player == (1, 1, 0, 1) and r.phase == "play"


@pytest.mark.parametrize("rules,others,forbidden", [
    (YARD_FOUR, (2, 3, 3), 1),     # «...яка в сумі із замовленнями інших гравців складе 9»
    (YARD_FOUR, (0, 0, 0), 9),
    (YARD_FOUR, (4, 5, 0), 0),
    (YARD_FOUR, (5, 5, 1), None),  # already over 9: nothing to forbid
    (YARD_THREE, (5, 4), 3),       # three players: 12 tricks
])
def test_dealer_restriction(rules, others, forbidden):
    r = YardRound.deal(rules, dealer=0, seed=1)
    for b in others:
        assert r.forbidden_bid() is None   # only the dealer is restricted
        r.bid(b)
    assert r.forbidden_bid() == forbidden
    legal = r.legal_bids()
    assert legal == [b for b in range(rules.tricks + 1) if b != forbidden]
    if forbidden is not None:
        before = r.bids
        with pytest.raises(IllegalCall, match="may not bid") as e:
            r.bid(forbidden)
        assert e.value.rule == "yard-dealer-restriction" and str(rules.tricks) in str(e.value)
        assert r.bids == before and r.turn == 0   # refused: nothing changed


def test_restriction_can_be_switched_off():
    r = YardRound.deal(replace(YARD_FOUR, dealer_restriction=False), dealer=0, seed=1)
    for b in (2, 3, 3, 1):
        r.bid(b)
    assert sum(r.bids) == 9


def test_bad_bids():
    r = small_round()
    with pytest.raises(IllegalCall, match="from 0 to 5"):
        r.bid(6)
    with pytest.raises(IllegalCall, match="out of turn"):
        r.bid(1, player=2)
    with pytest.raises(IllegalPlay, match="bidding is not finished"):
        r.play("SA")
    for b in (1, 1, 1, 1):
        r.bid(b)
    with pytest.raises(IllegalCall, match="after the bidding has ended"):
        r.bid(0)


def test_play_follow_suit_trump_or_discard():
    r = small_round(trump=Suit.DIAMONDS)
    for b in (1, 1, 1, 1):
        r.bid(b)
    assert r.turn == 0  # «перший гравець викладає карту»: left of the dealer leads
    r.play("HQ")
    with pytest.raises(IllegalPlay, match="must follow suit") as e:
        r.play("SQ")   # player 1 holds ♥K
    assert e.value.rule == "follow-suit" and "♥K" in str(e.value)
    r.play("HK")
    r.play("HA")
    # player 3 has a heart (♥J) and must follow
    assert r.legal_cards() == [C("HJ")]
    r.play("HJ")
    assert r.tricks[0].winner == 2 and r.turn == 2   # the winner leads next
    r.play("C8")
    # player 3 has ♣K: must follow
    r.play("CK")
    # player 0 has ♣10 and must follow; player 1 has ♣9
    r.play("CT"); r.play("C9")
    assert r.tricks[1].winner == 3
    r.play("DA")        # trumps led
    assert r.legal_cards() == [C("DJ")]
    r.play("DJ"); r.play("DT"); r.play("D9")
    assert r.tricks[2].winner == 3
    r.play("HJ") if False else None
    # player 3 leads a spade; player 0 may play any spade
    r.play("S8")
    assert set(r.legal_cards()) == {C("SA"), C("SK")}


def test_void_player_may_trump_or_discard():
    hands = ["AK.Q.J.T", "QJT.K..9", "9.A.T9.8", "87.J.A.K"]
    # player 1 is void in diamonds
    r = YardRound.from_hands(hands, dealer=3, trump=Suit.CLUBS, rules=SMALL)
    for b in (1, 1, 1, 1):
        r.bid(b)
    r.play("DJ")
    assert set(r.legal_cards()) == set(r.hand(1))   # any card: trump or discard
    r.play("C9")            # ruffs
    r.play("D9"); r.play("DA")
    assert r.tricks[0].winner == 1   # the trump beats the ace of the suit led


def test_three_player_tricks_and_undo():
    r = YardRound.deal(YARD_THREE, dealer=1, seed=8)
    for _ in range(3):
        r.bid(r.legal_bids()[0])
    first = r.turn
    for _ in range(3):
        r.play(r.legal_cards()[-1])
    assert len(r.tricks) == 1 and len(r.tricks[0].cards) == 3
    state = (r.cards_played, r.hand(first))
    r.play(r.legal_cards()[0])
    r.undo()
    assert (r.cards_played, r.hand(first)) == state
    for _ in range(3):
        r.undo()
    assert r.tricks == () and r.phase == "play" and len(r.hand(first)) == 12
    for _ in range(3):
        r.undo()
    assert r.phase == "bidding" and r.bids == ()
    with pytest.raises(IllegalAction):
        r.undo()


def test_card_not_held_and_bad_hands():
    r = small_round()
    for b in (1, 1, 1, 1):
        r.bid(b)
    with pytest.raises(IllegalPlay, match="does not hold it") as e:  # not whose hand it is in
        r.play("SQ")
    assert "Player 2" not in str(e.value)
    with pytest.raises(IllegalPlay, match="36-card pack"):
        r.play("S2")
    with pytest.raises(InvalidNotation, match="dealt twice"):
        YardRound.from_hands(["AK.Q.J.T"] * 4, rules=SMALL)
    with pytest.raises(InvalidNotation, match="36-card pack"):
        YardRound.from_hands(["A2.Q.J.T", "QJ.K.T.9", "T9.A.9.8", "87.J.A.K"], rules=SMALL)


def test_round_points_follow_the_table():
    r = small_round(trump=Suit.SPADES)
    for b in (2, 1, 0, 1):
        r.bid(b)
    while r.phase == "play":
        r.play(r.legal_cards()[0])
    taken = r.taken
    assert sum(taken) == 5
    for b, t, p in zip(r.bids_by_player, taken, r.points()):
        assert p == (5 if b == t == 0 else 10 * b if b == t else t if t > b else -10 * (b - t))


def test_game_rotates_the_deal_and_keeps_the_table():
    g = YardGame(YARD_FOUR, seed=4)
    dealers = []
    while True:
        dealers.append(g.round.dealer)
        with pytest.raises(IllegalAction, match="still in progress"):
            g.next_round()
        while g.round.phase != "over":
            if g.round.phase == "bidding":
                g.bid(g.round.legal_bids()[0])
            else:
                g.play(g.round.legal_cards()[0])
        if g.is_over:
            break
        g.next_round()
    assert dealers == [0, 1, 2, 3] and g.rounds_played == 4
    assert len(g.table.rounds) == 4 and g.winners == g.table.leaders
    with pytest.raises(IllegalAction, match="game is over"):
        g.next_round()
    # undo of the last card takes the last row off the table again
    g.undo()
    assert g.rounds_played == 3 and not g.is_over


def test_game_to_a_target():
    g = YardGame(YARD_THREE, target=30, seed=2)
    rounds = 0
    while True:
        rounds += 1
        while g.round.phase != "over":
            if g.round.phase == "bidding":
                legal = g.round.legal_bids()
                g.bid(legal[-1] if g.round.turn == 0 else legal[0])
            else:
                g.play(g.round.legal_cards()[0])
        if g.is_over:
            break
        g.next_round()
        assert rounds < 200
    assert max(g.table.totals) >= 30
    assert all(max(t) < 30 for t in g.table.running()[:-1])


def test_two_players_by_dealing_fewer_cards():
    """The yard-bridge text: the rules adapt to two players "simply by changing the number of
    cards dealt".  Two hands of 12, trump turned up, the dealer's restriction on 12 tricks."""
    from bridgelib.bots.yard import YardBot
    from bridgelib.games.yard import YARD_TWO

    r = YardRound.deal(YARD_TWO, dealer=0, seed=5)
    assert [len(r.hand(p)) for p in (0, 1)] == [12, 12] and r.trump is not None
    assert not (r.hand(0).cards & r.hand(1).cards)
    assert r.turn == 1                          # the non-dealer bids first
    r.bid(7)
    with pytest.raises(IllegalCall, match="5"):  # 7 + 5 = 12: the dealer may not bid 5
        r.bid(5)
    r.bid(4)
    assert r.turn == 1                          # the first bidder leads
    with pytest.raises(InvalidNotation, match="2 players"):
        YardRules(players=2, hand_size=19)
    with pytest.raises(InvalidNotation, match="adapts to 2"):
        YardRules(players=1)
    g = YardGame(YARD_TWO, target=40, seed=3)
    bot = YardBot()
    for _ in range(200):
        rnd = g.round
        while rnd.phase != "over":
            if rnd.phase == "bidding":
                g.bid(bot.choose_bid(rnd))
            else:
                g.play(bot.choose_card(rnd))
        if g.is_over:
            break
        g.next_round()
    assert g.is_over and len(g.table.players) == 2 and max(g.table.totals) >= 40


def test_trump_chances_have_the_means_the_pack_gives():
    """Worked out by hand: a suit has 9 of the 36 cards.  Agreed trumps: n·9/36.  The dealer's
    last card fixes trumps: that card plus (n−1) cards from 35 holding 8 trumps.  Another
    player: n cards from the 35 the dealer's card leaves.  A card turned up: n from 35."""
    from fractions import Fraction

    from bridgelib import stats
    from bridgelib.games.yard import YARD_FOUR, YARD_THREE, YARD_TWO

    def means(rules):
        return {who: stats.mean(d) for who, d in rules.trump_chances().items()}

    assert means(YARD_THREE) == {"trump agreed (every player)": Fraction(3),
                                 "the dealer (his last card is trump)": 1 + Fraction(11 * 8, 35),
                                 "the other two players": Fraction(12 * 8, 35)}
    assert means(YARD_TWO) == {"every player (a card turned up)": Fraction(12 * 8, 35)}
    for rules in (YARD_FOUR, YARD_THREE, YARD_TWO):
        assert all(sum(d.values()) == 1 for d in rules.trump_chances().values())


def test_trump_chances_match_the_pattern_count():
    """Agreed trumps, four players: the chance of k cards of one suit from the exact
    nine-card pattern table (each pattern's count of k-card suits over four suits)."""
    from fractions import Fraction

    from bridgelib import stats
    from bridgelib.games.yard import YARD_FOUR

    nine = stats.pattern_probabilities(9, 36)
    by_patterns = {k: sum((p * pat.count(k) for pat, p in nine.items()), Fraction(0)) / 4
                   for k in range(10)}
    assert YARD_FOUR.trump_chances()["trump agreed (every player)"] == by_patterns
