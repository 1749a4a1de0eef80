import pytest

from bridgelib import (ALL_BIDS, DOUBLE, PASS, REDOUBLE, Auction, Call, Contract, Doubling,
                       IllegalCall, InvalidNotation, Seat, Strain, parse_calls)


def test_call_notations():
    assert Call.from_str("1C") == Call.bid(1, Strain.CLUBS) == Call.from_str("1♣")
    assert Call.from_str("1п") == Call.bid(1, Strain.SPADES)  # the honeymoon-bridge text: 1п
    assert Call.from_str("3б") == Call.bid(3, Strain.DIAMONDS)
    assert Call.from_str("2бк") == Call.bid(2, Strain.NOTRUMP)  # the honeymoon-bridge text: 2бк
    assert Call.from_str("1т") == Call.from_str("1Т") == Call.bid(1, Strain.CLUBS)
    assert Call.from_str("3NT") == Call.from_str("3N") == Call.bid(3, "NT")
    assert Call.from_str("Pass") is PASS or Call.from_str("Pass") == PASS
    assert Call.from_str("пас") == PASS and Call.from_str("контра") == DOUBLE
    assert Call.from_str("реконтра") == REDOUBLE and Call.from_str("XX") == REDOUBLE
    assert parse_calls("1♣–1♥–1NT–2♥–X–XX") == [Call.from_str(c) for c in "1C 1H 1NT 2H X XX".split()]


@pytest.mark.parametrize("bad", ["8C", "0NT", "1Z", "", "XXX", "1", "Q", "1 1"])
def test_bad_calls(bad):
    with pytest.raises(InvalidNotation) as e:
        Call.from_str(bad)
    assert repr(bad) in str(e.value)


def test_bid_ladder():
    assert len(ALL_BIDS) == 35
    assert [b.index for b in ALL_BIDS] == list(range(35))
    assert ALL_BIDS[0].pbn() == "1C" and ALL_BIDS[-1].pbn() == "7NT"


def test_contract_and_declarer_first_to_name_the_strain():
    # North opens 1♥, South raises; North named hearts first, so North declares.
    a = Auction("N", parse_calls("1H P 2H P 4H P P P"))
    assert a.is_complete and a.contract == Contract.from_str("4HN")
    # South bids spades first, North supports: South declares though North bid last.
    a = Auction("N", parse_calls("1H P 1S P 4S P P P"))
    assert a.contract.declarer is Seat.SOUTH
    # The strain named first by the other side does not count.
    a = Auction("E", parse_calls("1S 2S P 2NT P 3NT P P P"))  # E 1S, S 2S (cue), W P, N 2NT...
    assert a.contract.declarer is Seat.NORTH


def test_passed_out_after_four_passes():
    a = Auction("W", ["P"] * 4)
    assert a.is_complete and a.is_passed_out and a.contract.is_passed_out
    assert a.contract.declarer is None


def test_three_passes_do_not_end_before_a_bid():
    a = Auction("N", ["P", "P", "P"])
    assert not a.is_complete and a.turn is Seat.WEST


def test_doubling_state():
    a = Auction("S", parse_calls("1NT X XX P P P"))
    assert a.contract == Contract(1, Strain.NOTRUMP, Doubling.REDOUBLED, Seat.SOUTH)
    a = Auction("S", parse_calls("1NT X 2C P P P"))  # a new bid cancels the double
    assert a.contract.doubling is Doubling.NONE and a.contract.declarer is Seat.NORTH


def _refused(a: Auction, call, match, seat=None):
    before = (a.calls, a.turn)
    with pytest.raises(IllegalCall, match=match) as e:
        a.call(call, seat)
    assert (a.calls, a.turn) == before  # nothing changed
    return e.value


def test_insufficient_bid_refused_with_law_27():
    a = Auction("N", ["1S"])
    e = _refused(a, "1H", "insufficient")
    assert e.law == 27 and "1♥" in str(e) and "1♠" in str(e) and "North" in str(e)
    _refused(a, "1S", "insufficient")


def test_double_rules_law_19():
    a = Auction("N", ["1S"])
    _refused(Auction("N"), "X", "no bid has been made")
    a.call("P")  # East passes
    e = _refused(a, "X", "own side")  # South may not double partner's bid
    assert e.law == 19
    a.call("P"); a.call("X")  # West doubles North's 1S (passes in between are fine)
    _refused(a, "X", "last call other than pass")  # no double of a double
    a = Auction("N", ["1S", "X", "P"])
    _refused(a, "X", "last call other than pass")


def test_redouble_rules_law_19():
    _refused(Auction("N", ["1S"]), "XX", "redouble")
    a = Auction("N", ["1S", "X"])
    a.call("XX")  # South redoubles the double of his side's bid
    a = Auction("N", ["1S", "X", "P"])
    e = _refused(a, "XX", "own side")  # West may not redouble partner's double
    assert e.law == 19
    a = Auction("N", ["1S", "X", "P", "P"])
    a.call("XX")  # North may redouble after two passes
    _refused(Auction("N", ["1S", "X", "XX"]), "XX", "redouble")


def test_call_out_of_turn():
    a = Auction("E")
    e = _refused(a, "1C", "out of turn", seat=Seat.SOUTH)
    assert "East" in str(e) and e.law == 31
    a.call("1C", seat="E")


def test_no_call_after_the_auction_ended_law_39():
    a = Auction("N", parse_calls("1NT P P P"))
    e = _refused(a, "P", "after the auction has ended")
    assert e.law == 39
    assert a.legal_calls() == []


def test_legal_calls():
    a = Auction("N")
    assert len(a.legal_calls()) == 36  # pass + 35 bids
    a.call("7NT")
    assert a.legal_calls() == [PASS, DOUBLE]
    a.call("X")
    assert a.legal_calls() == [PASS, REDOUBLE]


def test_undo_restores_exactly():
    a = Auction("N", parse_calls("1C X XX P"))
    calls = a.calls
    a.call("1NT")
    assert a.undo() == Call.from_str("1NT")
    assert a.calls == calls and a.doubling is Doubling.REDOUBLED
    with pytest.raises(IllegalCall):
        Auction("N").undo()


def test_contract_notation():
    for text in ["4SXN", "3NTE", "6HXXS", "1CW", "7NT"]:
        c = Contract.from_str(text)
        seat = c.declarer.letter if c.declarer is not None else ""
        assert c.pbn() + seat == text
    assert Contract.from_str("Pass").is_passed_out
    assert Contract.from_str("4SXN").tricks_needed == 10
    with pytest.raises(InvalidNotation):
        Contract.from_str("8S")


def test_repr_round_trip():
    a = Auction("W", parse_calls("1H X 2H P P 3C P P P"))
    assert eval(repr(a), {"Auction": Auction}) == a
    assert "West" in str(a) and "Contract: 3♣ by North" in str(a)


def test_extend_checks_each_call_like_call_and_keeps_the_calls_before_a_refusal():
    # Law 19A1: a double is of an opponent's bid; Law 19B1: only the doubled side
    # redoubles; Law 27: an insufficient bid; Law 39: no call after the final pass.
    for calls in (["1H", "P", "2H", "X", "XX", "X"],        # X of a redouble (19A1)
                  ["1S", "X", "XX", "XX"],                   # a second redouble (19B1)
                  ["1H", "P", "P", "X", "P", "XX"],          # the doublers' side redoubles
                  ["1NT", "2C", "1S"],                       # insufficient (27)
                  ["1C", "P", "P", "P", "P"],                # after the final pass (39)
                  ["P", "P", "P", "P", "1C"]):
        one = Auction(Seat.NORTH)
        for c in calls[:-1]:
            one.call(c)
        with pytest.raises(IllegalCall) as by_call:
            one.call(calls[-1])
        bulk = Auction(Seat.NORTH)
        with pytest.raises(IllegalCall) as by_extend:
            bulk.extend(calls)
        assert str(by_extend.value) == str(by_call.value), calls
        assert bulk.calls == one.calls and bulk.turn == one.turn


def test_extend_in_pieces_equals_call_by_call():
    calls = "1C X XX 1H X P 2H P P X P P XX P P P".split()
    one = Auction(Seat.EAST)
    for c in calls:
        one.call(c)
    bulk = Auction(Seat.EAST)
    bulk.extend(calls[:5])
    bulk.extend(calls[5:9])  # the state (last bid, doubler's side, passes) is picked up
    bulk.extend(calls[9:])
    assert bulk == one and bulk.is_complete and str(bulk.contract) == "2♥XX by West"
