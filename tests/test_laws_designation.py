"""Incomplete or erroneous designation of dummy's card (Law 46B of the Laws of Duplicate
Bridge 2017): declarer's words and the card they designate.

The law (46B, "except when declarer's different intention is incontrovertible"):
1(a) "If declarer in playing from dummy calls 'high', or words of like meaning, he is
deemed to have called the highest card of the suit led." (b) "If he directs dummy to
'win' the trick, he is deemed to have called the lowest card that it is known will win
the trick." (c) "If he calls 'low', or words of like meaning, he is deemed to have called
the lowest card of the suit led." 2 "If declarer designates a suit but not a rank he is
deemed to have called the lowest card of the suit indicated." 3 "If declarer designates a
rank but not a suit: (a) In leading, declarer is deemed to have continued the suit with
which dummy won the preceding trick provided there is a card of the designated rank in
that suit. (b) In all other cases declarer must play a card from dummy of the designated
rank if he can legally do so; but if there are two or more such cards that can be legally
played declarer must designate which is intended." 4 "If declarer calls for a card that is
not in dummy the call is invalid and declarer may designate any legal card." 5 "If
declarer indicates a play without designating either a suit or a rank (as by saying 'play
anything' or words of like meaning) either defender may designate the play from dummy."

DEAL: N ♠AKQJ ♥T98 ♦765 ♣432 / E ♠T98 ♥765 ♦432 ♣AKQJ / S ♠765 ♥432 ♦AKQJ ♣T98 /
W ♠432 ♥AKQJ ♦T98 ♣765; South declares, North is dummy.
"""

import pytest

from bridgelib import Card, Deal
from bridgelib.errors import IllegalAction
from bridgelib.laws import LawsPlay
from bridgelib.laws.designation import dummy_card

DEAL = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
#: two tricks: N ♠3 ♠2 / E ♥K ♣A / S ♥A ♦A / W ♥Q ♣K — dummy is void in hearts
RUFF = Deal.from_pbn("N:32... .K..A .A.A. .Q..K")
#: dummy (North) void in hearts: N ♠AKQJ ♦7654 ♣65432 / E ♠T98 ♥T765 ♦32 ♣AKQJ /
#: S ♠765 ♥432 ♦AKQJ ♣T98 / W ♠432 ♥AKQJ98 ♦T98 ♣7
VOID = Deal.from_pbn("N:AKQJ..7654.65432 T98.T765.32.AKQJ 765.432.AKQJ.T98 432.AKQJ98.T98.7")
#: four tricks: N ♥2 ♦3 ♦2 ♣2 / E ♠AKQJ / S ♠T98 ♥A / W ♠765 ♥3
TWOS = Deal.from_pbn("N:.2.32.2 AKQJ... T98.A.. 765.3..")
C = Card.from_str


def heart_led(contract="4SS"):
    return LawsPlay(DEAL, contract, ["HA"])          # West leads the ♥A; dummy to play


def card(p, words, **kw):
    d = dummy_card(p, words, **kw)
    return d.card.pbn(), d.ruling.law


@pytest.mark.parametrize("words, want", [
    ("high", ("HT", "46B1a")), ("top", ("HT", "46B1a")), ("play high", ("HT", "46B1a")),
    ("low", ("H8", "46B1c")), ("small", ("H8", "46B1c")), ("low heart", ("H8", "46B1c")),
    ("heart", ("H8", "46B2")), ("hearts", ("H8", "46B2")), ("♥", ("H8", "46B2")),
    ("ten", ("HT", "46B3b")), ("10", ("HT", "46B3b")), ("nine", ("H9", "46B3b")),
    ("HT", ("HT", "46A")), ("♥9", ("H9", "46A")), ("nine of hearts", ("H9", "46A")),
])
def test_words_for_dummys_card_on_a_heart_lead(words, want):
    """Dummy holds ♥10 9 8 on the ♥A lead: 'high' is the ♥10 (46B1a), 'low' and 'heart' the
    ♥8 (46B1c, 46B2), a rank alone the heart of that rank, the only one dummy can legally
    play (46B3b)."""
    assert card(heart_led(), words) == want


def test_win_is_the_lowest_card_known_to_win():
    """46B1b: West leads the ♠2 (spades trumps): dummy's ♠J is the lowest card that will win —
    no spade declarer cannot see (♠10 9 8 4 3) beats it, and no trump can ruff it."""
    p = LawsPlay(DEAL, "4SS", ["S2"])
    assert card(p, "win") == ("SJ", "46B1b")


def test_win_is_not_known_when_a_defender_may_ruff():
    """46B1b "known": in 4♥ East, still to play, may be void in spades and ruff — declarer
    cannot know that any spade of dummy's wins, so 'win' designates nothing."""
    p = LawsPlay(DEAL, "4HS", ["S2"])
    with pytest.raises(IllegalAction, match="Law 46B1b") as e:
        dummy_card(p, "win")
    assert e.value.law == 46


def test_win_when_no_card_can_win():
    with pytest.raises(IllegalAction, match="Law 46B1b"):
        dummy_card(heart_led(), "win")               # ♥10 9 8 under the ♥A


def test_ruff_and_win_with_a_void_dummy():
    """'ruff' names the trump suit but not a rank: the lowest trump (46B2); 'win' is the
    lowest trump too, as no trump is out against it (46B1b); 'high' names no card, dummy
    having no card of the suit led (46B1a)."""
    p = LawsPlay(RUFF, "4SS", ["HQ"], leader="W")
    assert card(p, "ruff") == ("S2", "46B2")
    assert card(p, "win") == ("S2", "46B1b")
    with pytest.raises(IllegalAction, match="Law 46B1a"):
        dummy_card(p, "high")


def test_ruff_at_no_trump_names_no_card():
    with pytest.raises(IllegalAction, match="no trumps.*Law 46A"):
        dummy_card(heart_led("3NTS"), "ruff")


def test_a_rank_in_leading_continues_the_suit_dummy_won_with():
    """46B3a: dummy won trick 1 with the ♦3 (no-trump; the others had no diamond) and holds
    the ♥2, ♦2 and ♣2: 'two' is the ♦2."""
    p = LawsPlay(TWOS, "1NTS", ["D3", "SJ", "S8", "S5"], leader="N")
    assert p.tricks[0].winner.letter == "N" and p.turn.letter == "N"
    assert card(p, "two") == ("D2", "46B3a")


def test_a_rank_with_two_legal_cards_must_be_designated():
    """46B3b: "if there are two or more such cards that can be legally played declarer must
    designate which is intended" — dummy leads the first trick holding three 2s."""
    p = LawsPlay(TWOS, "1NTS", leader="N")
    with pytest.raises(IllegalAction, match="Law 46B3b") as e:
        dummy_card(p, "two")
    assert "♥2 or ♦2 or ♣2" in str(e.value)


def test_a_rank_dummy_cannot_play_legally():
    with pytest.raises(IllegalAction, match="Law 46B3b"):
        dummy_card(heart_led(), "ace")               # dummy's ♠A: it must follow to hearts


def test_a_card_not_in_dummy_is_invalid():
    """46B4: "the call is invalid and declarer may designate any legal card"."""
    for words in ("♠2", "two of spades"):
        with pytest.raises(IllegalAction, match="Law 46B4") as e:
            dummy_card(heart_led(), words)
        assert e.value.law == 46


def test_play_anything_lets_a_defender_designate():
    """46B5: "either defender may designate the play from dummy"."""
    p = heart_led()
    with pytest.raises(IllegalAction, match="Law 46B5"):
        dummy_card(p, "play anything")
    assert card(p, "play anything", defender_choice="H9") == ("H9", "46B5")
    with pytest.raises(IllegalAction, match="Law 46B5"):
        dummy_card(p, "anything", defender_choice="SA")   # not a legal card of dummy's


def test_a_designated_card_that_would_revoke_is_refused():
    """46B2 designates dummy's lowest spade, but dummy must follow to hearts (Law 44C)."""
    with pytest.raises(IllegalAction, match=r"♠J \(Law 46B2\).*Law 44C"):
        dummy_card(heart_led(), "spade")


def test_high_when_dummy_leads_is_not_resolved():
    p = LawsPlay(DEAL, "4SS", ["S2", "SA", "S8", "S5"])   # dummy won: it leads
    with pytest.raises(IllegalAction, match="Law 46B1a"):
        dummy_card(p, "high")
    assert card(p, "low club") == ("C2", "46B2")      # a suit without a rank
    assert card(p, "diamond") == ("D5", "46B2")


def test_only_at_dummys_turn():
    with pytest.raises(IllegalAction, match="Law 57C3"):
        dummy_card(LawsPlay(DEAL, "4SS"), "low")     # West is to lead


@pytest.mark.parametrize("words", ["banana", "high low", "win spade", "ruff hearts", ""])
def test_words_46B_does_not_resolve_are_refused_with_the_law(words):
    with pytest.raises(IllegalAction, match=r"Law 46") as e:
        dummy_card(heart_led(), words)
    assert e.value.law == 46


def test_call_from_dummy_plays_the_card_and_records_the_ruling():
    p = heart_led()
    r = p.call_from_dummy("low")
    assert r.law == "46B1c" and p.rulings[-1] is r
    assert p.current_trick.cards == (C("HA"), C("H8"))
    assert p.actions[-1] == ("play", "H8", "N")
    before = p.actions
    with pytest.raises(IllegalAction, match="Law 57C3"):
        p.call_from_dummy("low")                      # East's turn now
    assert p.actions == before
    p.undo()
    assert p.current_trick.cards == (C("HA"),)


@pytest.mark.parametrize("words", ["a club", "club", "clubs", "♣"])
def test_a_club_is_the_lowest_club(words):
    """46B2: "If declarer designates a suit but not a rank he is deemed to have called the
    lowest card of the suit indicated" — 'a club' from dummy: its ♣2, whether dummy leads
    (it won trick 1 with the ♠A) or discards (void in the hearts led)."""
    leads = LawsPlay(DEAL, "4SS", ["S2", "SA", "S8", "S5"])
    assert card(leads, words) == ("C2", "46B2")
    discards = LawsPlay(VOID, "3NTS", ["HA"])
    r = discards.call_from_dummy(words)
    assert r.law == "46B2" and discards.current_trick.cards == (C("HA"), C("C2"))


def test_a_club_when_dummy_must_follow_to_hearts_is_refused_naming_the_laws():
    """'a club' designates the ♣2 (46B2), which dummy, holding hearts, may not play (Law
    44C): refused, and nothing is played."""
    p = heart_led()
    before = (p.cards_played, p.actions)
    with pytest.raises(IllegalAction, match=r"♣2 \(Law 46B2\).*Law 44C") as e:
        p.call_from_dummy("a club")
    assert e.value.law == 46 and (p.cards_played, p.actions) == before
