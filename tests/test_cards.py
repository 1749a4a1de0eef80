import pytest

from bridgelib import Card, InvalidNotation, Rank, Strain, Suit, deck
from bridgelib.cards import HONOURS, card


def test_suit_order_for_the_auction():
    assert Suit.CLUBS < Suit.DIAMONDS < Suit.HEARTS < Suit.SPADES
    assert Strain.SPADES < Strain.NOTRUMP
    assert [s.symbol for s in sorted(Suit)] == ["♣", "♦", "♥", "♠"]


def test_majors_and_minors():
    assert Suit.HEARTS.is_major and Suit.SPADES.is_major
    assert Suit.CLUBS.is_minor and not Suit.CLUBS.is_major
    assert not Strain.NOTRUMP.is_major and not Strain.NOTRUMP.is_minor


def test_honours_and_spot_cards():
    assert {r.label for r in HONOURS} == {"A", "K", "Q", "J", "10"}
    assert not Rank.NINE.is_honour
    assert [r.hcp for r in (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN)] == [4, 3, 2, 1, 0]


@pytest.mark.parametrize("text", ["SQ", "sq", "QS", "♠Q", "Q♠", "пД", "Дп", "spadeQ"[5:] + "S",
                                  "♤Q"])
def test_queen_of_spades_in_many_notations(text):
    assert Card.from_str(text) == Card(Suit.SPADES, Rank.QUEEN)


@pytest.mark.parametrize("text,pbn", [("10h", "HT"), ("HT", "HT"), ("h10", "HT"), ("ч10", "HT"),
                                      ("тТ", "CA"), ("Тт", "CA"), ("т10", "CT"), ("бВ", "DJ"),
                                      ("CA", "CA"), ("♣A", "CA"), ("чК", "HK")])
def test_english_and_russian_cards(text, pbn):
    assert Card.from_str(text).pbn() == pbn


def test_russian_output():
    assert Card.from_str("SA").ru() == "пТ"
    assert Card.from_str("CA").ru() == "тТ"
    assert Card.from_str("DT").ru() == "б10"


@pytest.mark.parametrize("bad", ["", "S", "S1", "XQ", "11S", "Z", "SQQ", "п", "10"])
def test_bad_cards_are_refused_with_the_input_quoted(bad):
    with pytest.raises(InvalidNotation) as e:
        Card.from_str(bad)
    assert repr(bad) in str(e.value)


def test_decks():
    full = deck()
    assert len(full) == 52 == len(set(full))
    short = deck(36)
    assert len(short) == 36 and min(c.rank for c in short) == Rank.SIX
    assert set(short) <= set(full)
    with pytest.raises(InvalidNotation):
        deck(32)


def test_card_order_and_repr_round_trip():
    assert Card.from_str("C2") < Card.from_str("CA") < Card.from_str("D2")
    for c in deck():
        assert eval(repr(c), {"Card": Card}) == c  # repr pastes back
        assert card(c.pbn()) is c or card(c.pbn()) == c
        assert Card.from_str(c.ru()) == c
        assert Card.from_str(str(c)) == c


def test_strain_from_str():
    assert Strain.from_str("NT") is Strain.NOTRUMP
    assert Strain.from_str("бк") is Strain.NOTRUMP
    assert Strain.from_str("т") is Strain.CLUBS
    assert Strain.from_str("Т") is Strain.CLUBS  # in strain position т/Т is always трефы
    with pytest.raises(InvalidNotation):
        Strain.from_str("Q")
