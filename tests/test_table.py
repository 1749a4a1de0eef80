import pytest

from bridgelib import InvalidNotation, Seat, Side, Vulnerability, board_dealer, board_vulnerability


def test_rotation():
    assert Seat.NORTH.lho is Seat.EAST and Seat.NORTH.rho is Seat.WEST
    assert Seat.EAST.partner is Seat.WEST
    assert Seat.WEST.next() is Seat.NORTH
    assert Seat.SOUTH.next(-1) is Seat.EAST
    assert Seat.NORTH.side is Side.NS and Seat.WEST.side is Side.EW
    assert Side.NS.opponents is Side.EW
    assert Side.EW.seats == (Seat.EAST, Seat.WEST)


def test_seat_parsing_english_and_russian():
    assert Seat.from_str("n") is Seat.NORTH
    assert Seat.from_str("West") is Seat.WEST
    assert Seat.from_str("Ю") is Seat.SOUTH
    assert Seat.from_str("восток") is Seat.EAST
    with pytest.raises(InvalidNotation, match="'Q'"):
        Seat.from_str("Q")


# The standard board cycle as printed on duplicate boards (Law 2), written out by hand.
CYCLE = {
    1: ("N", "None"), 2: ("E", "NS"), 3: ("S", "EW"), 4: ("W", "All"),
    5: ("N", "NS"), 6: ("E", "EW"), 7: ("S", "All"), 8: ("W", "None"),
    9: ("N", "EW"), 10: ("E", "All"), 11: ("S", "None"), 12: ("W", "NS"),
    13: ("N", "All"), 14: ("E", "None"), 15: ("S", "NS"), 16: ("W", "EW"),
}


@pytest.mark.parametrize("board", range(1, 33))
def test_board_cycle(board):
    dealer, vul = CYCLE[(board - 1) % 16 + 1]
    assert board_dealer(board).letter == dealer
    assert board_vulnerability(board).value == vul


def test_bad_board_numbers():
    for bad in (0, -3):
        with pytest.raises(InvalidNotation, match="numbered from 1"):
            board_dealer(bad)


def test_vulnerability():
    v = Vulnerability.from_str("Both")
    assert v is Vulnerability.BOTH and v.is_vulnerable(Seat.NORTH) and v.is_vulnerable(Side.EW)
    assert not Vulnerability.NONE.is_vulnerable(Seat.EAST)
    assert Vulnerability.NS.is_vulnerable(Seat.SOUTH) and not Vulnerability.NS.is_vulnerable(Seat.WEST)
    assert Vulnerability.of(False, True) is Vulnerability.EW
    assert Vulnerability.from_str("Love") is Vulnerability.NONE
    with pytest.raises(InvalidNotation):
        Vulnerability.from_str("sometimes")
