"""Insufficient bids (Law 27) and calls out of rotation (Laws 29–32), 2017 Laws."""

import pytest

from bridgelib import Deal, Seat, Suit
from bridgelib.errors import IllegalAction, IllegalCall
from bridgelib.laws.auction import LawsAuction

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
DEAL = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")


def calls(a):
    return [f"{s.letter}:{c.pbn()}" for s, c in a]


def after_insufficient():
    a = LawsAuction("N")
    a.call("1S")
    r = a.insufficient("1H")
    return a, r


def test_ordinary_auction_still_works():
    a = LawsAuction("N", "1H P 2H P P P".split())
    assert a.is_complete and str(a.contract) == "2♥ by North"
    with pytest.raises(IllegalCall, match="insufficient") as e:
        LawsAuction("N", ["1S"]).call("1H")
    assert e.value.law == 27


def test_insufficient_bid_options():
    a, r = after_insufficient()
    assert r.law == "27" and r.option_keys == ("accept", "correct")
    assert a.options[0].by is S and a.options[1].by is E
    with pytest.raises(IllegalCall, match="insufficient 1♥ waits"):
        a.call("2H", seat=E)
    with pytest.raises(IllegalCall, match="not an insufficient bid"):
        LawsAuction("N", ["1S"]).insufficient("2C")


def test_27A1_accepted_insufficient_bid_is_treated_as_legal():
    # "Any insufficient bid may be accepted (treated as legal) at the option of offender's
    # LHO. It is accepted if that player calls."
    a, _ = after_insufficient()
    a.call("1S")                               # South calls over it: accepted
    assert calls(a) == ["N:1S", "E:1H", "S:1S"] and a.turn is W
    a2, _ = after_insufficient()
    assert a2.accept().law == "27A1" and a2.turn is S
    a2.call("Pass"); a2.call("Pass"); a2.call("Pass")
    assert a2.is_complete and str(a2.contract) == "1♥ by East"


def test_27B1a_lowest_sufficient_bid_same_denomination():
    # "corrected by the lowest sufficient bid which specifies the same denomination ...
    # the auction proceeds without further rectification"
    a, _ = after_insufficient()
    assert a.correct("2H").law == "27B1a" and a.bars == {} and a.lead_penalties() == ()
    a.call("Pass")
    a.call("3H")                               # West may bid
    assert calls(a)[-1] == "W:3H"


def test_27B1b_comparable_call_is_the_directors_judgement():
    a, _ = after_insufficient()
    assert a.correct("3H", comparable=True).law == "27B1b" and a.bars == {}


def test_27B2_other_correction_bars_partner_throughout():
    # "the offender's partner must pass whenever it is his turn to call. The lead
    # restrictions in Law 26B may apply"
    a, _ = after_insufficient()
    r = a.correct("2C")
    assert r.law == "27B2" and a.bars[W].length == "throughout"
    a.call("2S")
    with pytest.raises(IllegalCall, match="West must pass") as e:
        a.call("3C")
    assert e.value.law == 27 and calls(a)[-1] == "S:2S"
    a.call("Pass"); a.call("Pass"); a.call("Pass")
    assert a.is_complete and str(a.contract) == "2♠ by North"
    (lp,) = a.lead_penalties()
    # clubs were specified in East's legal auction (2♣); the other suits may be prohibited
    assert lp.offender is E and lp.partner is W
    assert lp.suits == {Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS}
    p = a.play(DEAL)
    assert p.turn is E and p.pending is None     # East, the offender, leads: no restriction
    # the pass correction also bars partner
    b, _ = after_insufficient()
    assert b.correct("Pass").law == "27B2" and W in b.bars


def test_27B3_double_is_cancelled_and_27B4_second_insufficient_bid():
    a, _ = after_insufficient()
    assert a.correct("X").law == "27B3" and a.bars[W].length == "throughout"
    assert a.option_keys == ("accept", "correct")          # he must still replace 1♥
    assert a.correct("2H").law == "27B1a" and W in a.bars   # the bar stays
    b, _ = after_insufficient()
    assert b.correct("1D").law == "27B4" and b.option_keys == ("accept", "correct")
    assert b.correct("2D").law == "27B4" and b.bars[W].length == "throughout"


def test_29A_call_out_of_rotation_accepted():
    # "Following a call out of rotation, offender's LHO may elect to call thereby forfeiting
    # the right to any rectification."
    a = LawsAuction("N")
    r = a.out_of_rotation("E", "1H")
    assert r.law == "29" and r.option_keys == ("accept", "cancel")
    a.call("1S", seat=S)
    assert calls(a) == ["E:1H", "S:1S"] and a.turn is W
    a.call("Pass"); a.call("Pass"); a.call("Pass")          # W, N, E
    assert a.is_complete and str(a.contract) == "1♠ by South"


def test_31A1_bid_at_rho_turn_rho_passes_offender_repeats():
    a = LawsAuction("N")
    a.out_of_rotation("E", "1H")
    assert a.cancel().law == "31A" and a.turn is N
    a.call("Pass")
    assert [c.pbn() for c in a.legal_calls()] == ["1H"]
    with pytest.raises(IllegalCall, match="must repeat") as e:
        a.call("1S")
    assert e.value.law == 31
    a.call("1H")
    assert a.bars == {} and a.must_repeat is None and a.lead_penalties() == ()


def test_31A2_rho_bids_offender_changes_to_a_non_comparable_call():
    # "When the call is not a comparable call, offender's partner must pass when next it is
    # his turn to call."
    a = LawsAuction("N")
    a.out_of_rotation("E", "1H")
    a.cancel()
    a.call("1S")
    r = a.call("2C")
    assert r.law == "31A2" and a.bars[W].length == "next"
    a.call("Pass")                                          # South
    with pytest.raises(IllegalCall, match="West must pass"):
        a.call("2H")
    a.call("Pass")                                          # West, barred for one turn
    a.call("2S")                                            # North
    a.call("Pass"); a.call("Pass")                          # East, South
    assert W not in a.bars
    a.call("3H")                                            # West may bid again
    assert a.lead_penalties()[0].offender is E


def test_31A2_same_or_comparable_call_no_rectification():
    a = LawsAuction("N")
    a.out_of_rotation("E", "1H")
    a.cancel()
    a.call("1S")
    assert "no further" in a.call("2H", comparable=True).text and a.bars == {}


def test_30A_pass_at_rho_turn():
    # "the offender must pass when next it is his turn to call"
    a = LawsAuction("N")
    a.out_of_rotation("E", "Pass")
    assert a.cancel().law == "30A" and a.bars[E].length == "next"
    a.call("1D")
    with pytest.raises(IllegalCall, match="East must pass") as e:
        a.call("1H")
    assert e.value.law == 30
    a.call("Pass")
    assert a.bars == {}


def test_30B_31B_partner_turn():
    a = LawsAuction("N")
    a.out_of_rotation("S", "1NT")
    assert a.cancel().law == "31B"
    a.call("1D"); a.call("Pass")                            # North calls freely
    a.call("2C")                                            # South: not comparable
    assert a.bars[N].length == "next"
    b = LawsAuction("N")
    b.out_of_rotation("S", "Pass")
    assert b.cancel().law == "30B"
    b.call("1D"); b.call("Pass"); b.call("Pass")            # South repeats his pass
    assert b.bars == {}


def test_32_inadmissible_double_cannot_be_accepted():
    a = LawsAuction("N")
    a.call("1S")
    r = a.out_of_rotation("S", "X")                         # doubling his partner
    assert r.option_keys == ("cancel",)
    with pytest.raises(IllegalAction, match="inadmissible") as e:
        a.accept()
    assert e.value.law == 32 and a.pending is not None
    # an admissible double out of rotation at partner's turn: cancelled, Law 32 (as 31B)
    b = LawsAuction("N")
    b.call("1S"); b.call("Pass")
    b.out_of_rotation("W", "X")                             # South's turn: West's partner is East
    assert b.option_keys == ("accept", "cancel")


def test_change_of_call_is_not_modelled():
    a = LawsAuction("N")
    a.call("1S"); a.call("Pass")
    with pytest.raises(IllegalCall, match="Law 25") as e:
        a.out_of_rotation("E", "2H")                        # East already called
    assert e.value.law == 25


def test_undo_and_refusals_leave_state_unchanged():
    a, _ = after_insufficient()
    a.correct("2C")
    a.call("2S")
    snap = (calls(a), dict(a.bars), a.turn)
    with pytest.raises(IllegalCall):
        a.call("3C")
    assert (calls(a), dict(a.bars), a.turn) == snap
    a.undo()
    assert calls(a) == ["N:1S", "E:2C"] and W in a.bars
    a.undo()
    assert calls(a) == ["N:1S"] and a.pending is not None and a.bars == {}
    assert repr(a).startswith("LawsAuction('N', actions=")
    assert LawsAuction("N", actions=a.actions).actions == a.actions
