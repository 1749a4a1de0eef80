"""Penalty cards in two or more suits (Law 51B of the Laws of Duplicate Bridge 2017).

4♠ by South on the deal N ♠AKQJ ♥T98 ♦765 ♣432 / E ♠T98 ♥765 ♦432 ♣AKQJ /
S ♠765 ♥432 ♦AKQJ ♣T98 / W ♠432 ♥AKQJ ♦T98 ♣765: West is to lead, and East exposes the
♣K and the ♦4 (Law 50B: "when one defender has two or more penalty cards, all such cards
become major penalty cards").
"""

import pytest

from bridgelib import Card, Deal, Seat
from bridgelib.errors import IllegalAction, IllegalPlay
from bridgelib.laws import LawsPlay

DEAL = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
C = Card.from_str
E, W = Seat.EAST, Seat.WEST


def pbn(cards):
    return [c.pbn() for c in cards]


def two_suits():
    p = LawsPlay(DEAL, "4SS")
    p.expose("E", "CK")
    p.expose("E", "D4")
    return p


def test_51B2_options_name_both_suits():
    """51B2: "When a defender has penalty cards in more than one suit" and his partner is to
    lead, declarer may (a) require the lead of a specified suit in which the defender has a
    penalty card, or (b) prohibit the lead of one or more of such suits; Law 50D2(b): or let
    the lead be free, the penalty cards remaining."""
    p = two_suits()
    assert p.penalty_cards(E) == (C("D4"), C("CK")) and p.is_major("D4")
    assert p.pending.suits == (C("D4").suit, C("CK").suit)
    opts = {o.key: o for o in p._options()}
    assert list(opts) == ["require", "prohibit", "free"]
    assert (opts["require"].law, opts["prohibit"].law) == ("51B2a", "51B2b")
    assert "diamonds, clubs" in opts["prohibit"].text
    with pytest.raises(IllegalPlay, match="Law 51B2"):
        p.play("HA")                                  # West waits for declarer


def test_51B2b_prohibit_every_such_suit():
    """51B2b: "declarer may prohibit the defender's partner from leading one or more of such
    suits; the defender then picks up every penalty card in every suit prohibited by
    declarer" — the prohibition lasts while West retains the lead (50D2a)."""
    p = two_suits()
    r = p.choose("prohibit", suits="D C")
    assert r.law == "51B2b"
    assert p.penalty_cards(E) == ()
    assert pbn(p.legal_cards()) == ["S4", "S3", "S2", "HA", "HK", "HQ", "HJ"]
    with pytest.raises(IllegalPlay, match="Law 51B2b") as e:
        p.play("D8")
    assert e.value.law == 51
    with pytest.raises(IllegalPlay, match="Law 51B2b"):
        p.play("C7")


def test_51B2b_prohibit_one_suit_keeps_the_other_penalty_card():
    """51B2b: only the penalty cards "in every suit prohibited" are picked up."""
    p = two_suits()
    p.choose("prohibit", suit="D")
    assert p.penalty_cards(E) == (C("CK"),) and p.is_major("CK")
    assert "D8" not in pbn(p.legal_cards()) and "C7" in pbn(p.legal_cards())


def test_51B2a_require_one_suit():
    """51B2a: declarer "may require the defender's partner to lead any suit in which the
    defender has a penalty card (but B1(a) preceding then applies)"; 51B1a: "the cards of
    that suit are no longer penalty cards and are picked up"."""
    p = two_suits()
    r = p.choose("require", suit="C")
    assert r.law == "51B2a"
    assert p.penalty_cards(E) == (C("D4"),)
    assert pbn(p.legal_cards()) == ["C7", "C6", "C5"]


def test_51B2_require_takes_one_suit_and_only_a_penalty_suit():
    """"lead any suit in which the defender has a penalty card" — one suit, and one with a
    penalty card: anything else is refused, naming the law, and changes nothing."""
    p = two_suits()
    with pytest.raises(IllegalAction, match="Law 51B2") as e:
        p.choose("require", suits="CD")
    assert e.value.law == 51
    with pytest.raises(IllegalAction, match="Law 51B2"):
        p.choose("require", suit="H")
    with pytest.raises(IllegalAction, match="Law 51B2"):
        p.choose("prohibit")                          # which suit(s)?
    assert p.pending_options == ("require", "prohibit", "free")
    assert p.penalty_cards(E) == (C("D4"), C("CK"))


def test_a_second_exposure_after_declarer_chose_updates_the_options():
    """50D2: "When a defender has the lead while his partner has a major penalty card, he may
    not lead until declarer has stated which of the options ... is selected" — East exposes
    the ♦4 after declarer let West lead freely with the ♣K on the table: declarer chooses
    again, now between both suits (51B2)."""
    p = LawsPlay(DEAL, "4SS")
    p.expose("E", "CK")
    assert [o.law for o in p._options()][:2] == ["50D2a", "50D2a"]
    p.choose("free")
    assert p.pending is None
    p.expose("E", "D4")
    assert p.pending is not None and p.pending_options == ("require", "prohibit", "free")
    assert [o.law for o in p._options()][:2] == ["51B2a", "51B2b"]
    p.choose("prohibit", suits=["D", "C"])
    assert p.penalty_cards(E) == ()


def test_a_second_exposure_after_a_prohibition_asks_about_the_new_suit():
    """The ♣K was picked up when declarer prohibited clubs; the ♠10, an honour exposed
    afterwards, is a new major penalty card (Law 50B) and declarer chooses about it (50D2);
    the club prohibition stands while West retains the lead."""
    p = LawsPlay(DEAL, "4SS")
    p.expose("E", "CK")
    p.choose("prohibit", suit="C")
    p.expose("E", "ST")
    assert p.pending is not None and p.pending.suits == (C("ST").suit,)
    p.choose("prohibit", suit="S")
    assert pbn(p.legal_cards()) == ["HA", "HK", "HQ", "HJ", "DT", "D9", "D8"]


def test_a_minor_penalty_card_exposed_later_gives_no_lead_choice():
    """50C: with a minor penalty card "offender's partner is not subject to lead
    restriction" — the ♦4 alone, exposed by accident after the ♣K was picked up."""
    p = LawsPlay(DEAL, "4SS")
    p.expose("E", "CK")
    p.choose("prohibit", suit="C")
    p.expose("E", "D4")
    assert not p.is_major("D4") and p.pending is None


def test_a_second_exposure_while_declarer_chooses_updates_the_options():
    p = LawsPlay(DEAL, "4SS")
    p.expose("E", "CK")
    assert p.pending.suits == (C("CK").suit,)
    p.expose("E", "D4")                               # before declarer has chosen
    assert p.pending.suits == (C("D4").suit, C("CK").suit)
    assert [o.law for o in p._options()][:2] == ["51B2a", "51B2b"]


def test_the_choice_replays():
    p = two_suits()
    p.choose("prohibit", suits="DC")
    actions = p.actions
    q = LawsPlay(DEAL, "4SS")
    for a in actions:
        q.apply(a)
    assert q.penalty_cards(E) == () and pbn(q.legal_cards()) == pbn(p.legal_cards())
    p.undo()
    assert p.pending_options == ("require", "prohibit", "free")
