import pytest

from bridgelib import Card, Contract, Deal, IllegalPlay, Play, Seat, Side, Suit, Trick, trick_winner

DEAL = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
C = Card.from_str


def cards(text):
    return tuple(C(t) for t in text.split())


@pytest.mark.parametrize("played,trump,winner", [
    ("HA H2 HK H3", None, 0),          # highest of the suit led
    ("H2 HA H3 HK", None, 1),
    ("H2 SA H3 HK", None, 3),          # a discard never wins at no-trump
    ("H2 S2 HA HK", Suit.SPADES, 1),   # any trump beats the led suit
    ("H2 S2 S3 HA", Suit.SPADES, 2),   # higher trump over-ruffs
    ("S2 HA HK HQ", Suit.SPADES, 0),   # trumps led: highest trump
    ("C2 D3 H4 S5", Suit.DIAMONDS, 1),
    ("HQ HK", None, 1),                # two-card trick (honeymoon)
    ("H9 H6 S6", Suit.SPADES, 2),      # three-card trick (yard bridge)
])
def test_trick_winner_reference(played, trump, winner):
    assert trick_winner(cards(played), trump) == winner


def test_opening_lead_dummy_and_first_trick():
    p = Play(DEAL, "4SN")
    assert p.leader is Seat.EAST and p.turn is Seat.EAST and p.dummy is Seat.SOUTH
    assert not p.dummy_visible
    assert p.controller(Seat.SOUTH) is Seat.NORTH  # declarer plays dummy's cards
    p.play("CA")
    assert p.dummy_visible
    for c in ("C8", "C5", "C2"):
        p.play(c)
    assert p.tricks[0].winner is Seat.EAST and p.turn is Seat.EAST
    assert p.tricks_won(Side.EW) == 1 and p.defender_tricks == 1


def test_must_follow_suit_and_state_unchanged_on_refusal():
    p = Play(DEAL, "3NTS")  # West leads
    p.play("HA")
    before = (p.cards_played, p.turn, p.hand(Seat.NORTH))
    with pytest.raises(IllegalPlay, match="must follow suit") as e:
        p.play("SA")
    assert e.value.law == 44 and "♥10" in str(e.value) and "trick 1" in str(e.value)
    assert (p.cards_played, p.turn, p.hand(Seat.NORTH)) == before


def test_card_not_held_or_already_played():
    p = Play(DEAL, "3NTS")
    with pytest.raises(IllegalPlay, match="West cannot play ♠A: West does not hold it") as e:
        p.play("SA")
    assert "North" not in str(e.value) and e.value.law == 45  # never whose hand it is in
    p.play("HA")
    with pytest.raises(IllegalPlay, match="does not hold it"):
        p.play("HA")


def test_out_of_turn_names_the_law():
    p = Play(DEAL, "3NTS")
    with pytest.raises(IllegalPlay, match="Law 54") as e:
        p.play("CA", seat=Seat.EAST)
    assert e.value.law == 54
    p.play("HA", seat=Seat.WEST)
    with pytest.raises(IllegalPlay, match="Law 57"):
        p.play("D2", seat=Seat.EAST)


def test_legal_cards():
    p = Play(DEAL, "3NTS")
    assert len(p.legal_cards()) == 13
    p.play("HJ")
    assert p.legal_cards() == [C("HT"), C("H9"), C("H8")]


def test_trump_wins_and_winner_leads():
    d = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
    p = Play(d, "1DN")  # East leads, diamonds trumps
    p.play("CA"); p.play("CT"); p.play("C5"); p.play("C2")  # E, S, W, N: East wins
    p.play("CK"); p.play("C9"); p.play("C6"); p.play("C3")
    p.play("CQ"); p.play("C8"); p.play("C7"); p.play("C4")
    p.play("CJ")  # South is out of clubs: ruffs
    p.play("DA"); p.play("S2"); p.play("SA")
    assert p.tricks[-1].winner is Seat.SOUTH and p.turn is Seat.SOUTH


def test_full_play_and_undo():
    p = Play(DEAL, "7NTS")
    while not p.is_complete:
        p.play(p.legal_cards()[0])
    assert len(p.tricks) == 13 and p.declarer_tricks + p.defender_tricks == 13
    with pytest.raises(IllegalPlay, match="after the play has ended"):
        p.play("SA")
    last = p.undo()
    assert not p.is_complete and p.turn is not None and last in p.hand(p.turn)
    while p.cards_played:
        p.undo()
    assert all(p.hand(s) == DEAL[s] for s in Seat)
    with pytest.raises(IllegalPlay, match="no card to undo"):
        p.undo()


def test_passed_out_has_no_play():
    with pytest.raises(IllegalPlay, match="no declarer"):
        Play(DEAL, "Pass")


def test_renders():
    p = Play(DEAL, "3NTS", cards=["HA", "H8", "H5", "H2"])
    assert "1. W ♥A" in str(p) and "West to lead" in str(p)
    assert "bl-play" in p._repr_html_() and "Trick 1 → West" in p._repr_html_()
    shown = str(p.tricks[0]._repr_html_())  # the trick on the table, its winner named
    assert isinstance(p.tricks[0], Trick) and "West wins the trick" in shown and "bl-winner" in shown


def test_repr_pastes_back():
    from bridgelib import Contract
    p = Play(DEAL, "3NTXS", cards=["HA", "H8", "H5", "H2", "C5"])
    again = eval(repr(p), {"Play": Play, "Deal": Deal, "Contract": Contract})
    assert again.cards_played == p.cards_played and again.contract == p.contract
    assert "0x" not in repr(p)


def test_extend_checks_each_card_like_play_and_keeps_the_cards_before_a_refusal():
    deal = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
    # West leads ♥A, all follow; West then leads ♣5 and North must follow with a club.
    cards = ["HA", "H8", "H5", "H2", "C5", "SA"]
    one = Play(deal, Contract.from_str("3NTS"))
    for c in cards[:5]:
        one.play(c)
    with pytest.raises(IllegalPlay) as by_play:
        one.play(cards[5])
    bulk = Play(deal, Contract.from_str("3NTS"))
    with pytest.raises(IllegalPlay) as by_extend:
        bulk.extend(cards)
    assert str(by_extend.value) == str(by_play.value) and "Law 44C" in str(by_play.value)
    assert bulk.cards_played == one.cards_played and bulk.tricks == one.tricks
    assert [bulk.hand(s) for s in Seat] == [one.hand(s) for s in Seat]
    assert bulk.turn is one.turn is Seat.NORTH


def test_a_whole_play_in_one_go_equals_card_by_card():
    deal = Deal.random(seed=11)
    p = Play(deal, "4SS")
    while not p.is_complete:
        p.play(p.legal_cards()[-1])
    again = Play(deal, "4SS", p.cards_played)
    assert again.tricks == p.tricks and again.declarer_tricks == p.declarer_tricks
    assert again.is_complete and all(len(again.hand(s)) == 0 for s in Seat)
    with pytest.raises(IllegalPlay, match="after the play has ended"):
        again.extend(["SA"])


def _state(p):
    return (p.cards_played, p.tricks, tuple(p.hand(s) for s in Seat), p.turn, p.leader)


def test_another_opening_leader_for_an_ending():
    # an ending set up in a lesson: South on lead instead of declarer's left-hand opponent
    p = Play(DEAL, "4SS", leader="S")
    assert p.leader is Seat.SOUTH and p.turn is Seat.SOUTH
    p.extend("DA D8 D5 D2".split())           # in rotation South, West, North, East
    assert p.tricks[0].leader is Seat.SOUTH and p.tricks[0].players[1] is Seat.WEST


def test_force_a_lead_out_of_turn_that_stands_and_undo_it():
    # Laws 53A/54B: a lead out of turn that is accepted stands; the player on the
    # offender's left plays next, and the trick goes round from the offender
    p = Play(DEAL, "4SS")                     # West is to lead
    p.force("CA", leader="E")
    assert p.leader is Seat.EAST and p.turn is Seat.SOUTH
    p.extend("C8 C5 C2".split())              # South, West, North follow
    assert p.tricks[0].leader is Seat.EAST and p.tricks[0].winner is Seat.EAST
    for _ in range(4):
        p.undo()
    assert p.leader is Seat.WEST and p.turn is Seat.WEST and p.cards_played == ()


def test_force_a_revoke():
    # Law 61A: North holds hearts but ruffs with ♠A; the play takes it (the laws layer
    # rules on the revoke), and the trick is his
    p = Play(DEAL, "4SS", ["HA"])
    with pytest.raises(IllegalPlay, match="Law 44C"):
        p.play("SA")
    p.force("SA")
    p.extend("H5 H2".split())
    assert p.tricks[0].winner is Seat.NORTH


@pytest.mark.parametrize("setup, card, leader, law", [
    ((), "SA", None, 45),                     # West does not hold ♠A (Law 45A)
    (("HA",), "S5", "S", 44),                 # a trick in progress has its lead (Law 44)
    ((), "HA", "E", 45),                      # East does not hold ♥A
])
def test_force_refusals_change_nothing_and_name_a_law(setup, card, leader, law):
    p = Play(DEAL, "4SS", list(setup))
    before = _state(p)
    with pytest.raises(IllegalPlay) as e:
        p.force(card, leader=leader)
    assert e.value.law == law and f"Law {law}" in str(e.value)
    assert _state(p) == before
