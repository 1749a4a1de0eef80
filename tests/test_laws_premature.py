"""Premature lead or play (Law 57 of the Laws of Duplicate Bridge 2017) on LawsPlay.

Each expectation is worked out from the law's words, quoted in the test's docstring.
The deals:

DEAL  N ♠AKQJ ♥T98 ♦765 ♣432 / E ♠T98 ♥765 ♦432 ♣AKQJ /
      S ♠765 ♥432 ♦AKQJ ♣T98 / W ♠432 ♥AKQJ ♦T98 ♣765
VOID  the same, but East has no club: E ♠T98 ♥765 ♦AKQJ432, S ♠765 ♥432 ♦T98 ♣AKQJ,
      W ♠432 ♥AKQJ ♣T98765
In 4♠ by South West leads and North is dummy.
"""

import pytest

from bridgelib import Card, Deal, Seat
from bridgelib.errors import IllegalAction, IllegalPlay
from bridgelib.laws import LawsPlay

DEAL = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
VOID = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.AKQJ432. 765.432.T98.AKQJ 432.AKQJ..T98765")
C = Card.from_str
N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def pbn(cards):
    return [c.pbn() for c in cards]


def west_plays_before_east(deal=DEAL):
    """Dummy wins trick 1 with the ♠A and leads the ♣2; West plays the ♣5 before East."""
    p = LawsPlay(deal, "4SS", ["S2", "SA", "S8", "S5", "C2"])
    r = p.play_out_of_turn("W", "C5")
    return p, r


def test_57A_a_play_before_partner_is_a_major_penalty_card_and_declarer_chooses():
    """57A: "When a defender ... plays out of turn before his partner has played, the card so
    led or played becomes a major penalty card, and declarer selects one of the following
    options. He may: (1) require offender's partner to play the highest card he holds of the
    suit led, or (2) ... the lowest card ..., or (3) require offender's partner to play a card
    of another suit specified by declarer, or (4) forbid offender's partner to play a card of
    another suit specified by declarer." """
    p, r = west_plays_before_east()
    assert r.law == "57A"
    assert p.penalty_cards(W) == (C("C5"),) and p.is_major("C5")
    assert p.pending_options == ("highest", "lowest", "another-suit", "forbid-suit")
    assert [o.law for o in r.options] == ["57A1", "57A2", "57A3", "57A4"]
    assert all(o.by is S for o in r.options)            # declarer selects
    assert p.legal_cards() == [] and p.turn is E
    with pytest.raises(IllegalPlay, match="Law 57A") as e:
        p.play("CK")                                    # East waits for declarer's choice
    assert e.value.law == 57


@pytest.mark.parametrize("option, card", [("highest", "CA"), ("lowest", "CJ")])
def test_57A1_A2_highest_or_lowest_of_the_suit_led(option, card):
    """57A1/A2: "require offender's partner to play the highest [lowest] card he holds of the
    suit led" — East holds ♣A K Q J."""
    p, _ = west_plays_before_east()
    r = p.choose(option)
    assert r.law == ("57A1" if option == "highest" else "57A2")
    assert pbn(p.legal_cards()) == [card]
    other = "CK"
    with pytest.raises(IllegalPlay, match="Law 57A") as e:
        p.play(other)
    assert e.value.law == 57
    p.play(card)
    p.play("CT")                                        # South
    # West's ♣5 is a major penalty card: it must be played at the first legal opportunity
    assert pbn(p.legal_cards()) == ["C5"]


def test_57A3_a_card_of_another_suit():
    """57A3: "require offender's partner to play a card of another suit specified by
    declarer" — East, void in clubs, must play a heart."""
    p, _ = west_plays_before_east(VOID)
    r = p.choose("another-suit", suit="H")
    assert r.law == "57A3"
    assert pbn(p.legal_cards()) == ["H7", "H6", "H5"]


def test_57A4_forbid_another_suit():
    """57A4: "forbid offender's partner to play a card of another suit specified by
    declarer" — East, void in clubs, may not play a diamond."""
    p, _ = west_plays_before_east(VOID)
    p.choose("forbid-suit", suit="D")
    assert pbn(p.legal_cards()) == ["ST", "S9", "H7", "H6", "H5"]


def test_57B_unable_to_comply_any_card():
    """57B: "When offender's partner is unable to comply with the rectification selected by
    declarer ... he may play any card, as provided in Law 59." — East has no club to play
    his highest of, so any card."""
    p, _ = west_plays_before_east(VOID)
    p.choose("highest")
    assert sorted(pbn(p.legal_cards())) == sorted(pbn(p.hand(E).cards))


def test_57A_another_suit_must_differ_from_the_suit_led():
    """57A3/A4 speak of "another suit": the suit led is refused, naming the law."""
    p, _ = west_plays_before_east()
    with pytest.raises(IllegalAction, match="Law 57A") as e:
        p.choose("another-suit", suit="C")
    assert e.value.law == 57 and p.pending_options      # nothing changed


def test_57A_premature_lead_to_the_next_trick():
    """57A: "When a defender leads to the next trick before his partner has played to the
    current trick ... the card so led ... becomes a major penalty card" — West, who led the
    ♥A, leads the ♥K before East plays; declarer requires East's lowest heart. West wins the
    trick and must lead the ♥K (Law 50D1: at the first legal opportunity)."""
    p = LawsPlay(DEAL, "4SS", ["HA", "H8"])
    r = p.play_out_of_turn("W", "HK")
    assert r.law == "57A" and p.is_major("HK")
    p.choose("lowest")
    assert pbn(p.legal_cards()) == ["H5"]
    p.play("H5")
    p.play("H2")
    assert p.tricks[0].winner is W and pbn(p.legal_cards()) == ["HK"]


def test_57C1_no_rectification_when_declarer_has_played_from_both_hands():
    """57C1: "A defender is not subject to rectification for playing before his partner if
    declarer has played from both hands." — South leads, West and dummy play, and West leads
    to the next trick before East has played."""
    p = LawsPlay(DEAL, "4SS", ["D8", "D5", "D2", "DA", "C8", "C5", "C2"])
    assert p.turn is E
    r = p.play_out_of_turn("W", "HA")
    assert r.law == "57C1"
    assert p.penalty_cards(W) == () and p.pending is None and C("HA") in p.hand(W)
    assert "Law 16C" in r.text                          # the information is unauthorised


def test_57C3_declarer_premature_play_is_played():
    """57C3: "A premature play (not a lead) by declarer from either hand is a played card and
    if legal may not be withdrawn." — South plays the ♥2 before dummy and East."""
    p = LawsPlay(DEAL, "4SS", ["HA"])
    r = p.play_out_of_turn("S", "H2")
    assert r.law == "57C3"
    p.play("H8")
    p.play("H5")
    assert pbn(p.legal_cards()) == ["H2"]
    with pytest.raises(IllegalPlay, match="Law 57C3") as e:
        p.play("H3")
    assert e.value.law == 57
    with pytest.raises(IllegalPlay, match="Law 44C"):   # an illegal premature play is refused
        LawsPlay(DEAL, "4SS", ["HA"]).play_out_of_turn("S", "S7")


def test_57D_a_legal_card_at_rho_turn_is_played_at_the_proper_turn():
    """57D: "When a defender attempts to play (not lead) to a trick at his RHO's turn ... If his
    card can be legally played to the trick, it must be played at his proper turn" — East
    plays the ♥7 at dummy's turn."""
    p = LawsPlay(DEAL, "4SS", ["HA"])
    r = p.play_out_of_turn("E", "H7")
    assert r.law == "57D" and p.penalty_cards(E) == ()
    p.play("H8")
    assert pbn(p.legal_cards()) == ["H7"]


def test_57D_an_illegal_card_becomes_a_major_penalty_card():
    """57D: "... otherwise, it becomes a major penalty card." — East, holding hearts, plays the
    ♣A at dummy's turn."""
    p = LawsPlay(DEAL, "4SS", ["HA"])
    r = p.play_out_of_turn("E", "CA")
    assert r.law == "57D" and p.is_major("CA")
    p.play("H8")
    assert pbn(p.legal_cards()) == ["H7", "H6", "H5"]    # following suit comes first (50D1)


def test_premature_play_is_undone_and_replayed():
    p, _ = west_plays_before_east()
    p.choose("lowest")
    actions = p.actions
    assert actions[-2:] == (("play_out_of_turn", "W", "C5"), ("choose", "lowest", None, None))
    p.undo()
    assert p.pending_options == ("highest", "lowest", "another-suit", "forbid-suit")
    p.apply(actions[-1])
    assert pbn(p.legal_cards()) == ["CJ"]


def test_a_lead_out_of_turn_to_a_trick_in_progress_points_to_law_57():
    with pytest.raises(IllegalAction, match="Law 57") as e:
        LawsPlay(DEAL, "4SS", ["HA"]).lead_out_of_turn("E", "CA")
    assert e.value.law == 57
