"""Law 64: the trick transfer after an established revoke, in both editions.

Tricks are built by hand; spades are trumps.  East (E–W side) is the usual offender.
"""

import pytest

from bridgelib import Card, Seat, Suit, Trick
from bridgelib.laws import Discovery, Edition, Revoke, adjust_for_revokes, revoke_transfer

C = Card.from_str
N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
SEED, NEW = Edition.SEED, Edition.LAWS_2017


def T(leader, text):
    return Trick(leader, tuple(C(x) for x in text.split()), Suit.SPADES)


def rev(seat=E, trick=1, card="S2", led=Suit.HEARTS, kind="follow-suit", could="H7 H6", **kw):
    return Revoke(seat, trick, C(card), led, kind, frozenset(C(x) for x in could.split()), **kw)


# trick 1: West leads ♥A, North ♥8, East ruffs ♠2 (holding ♥7 ♥6), South ♥2: East wins
RUFF = T(W, "HA H8 S2 H2")
# trick 1: West leads ♥A, North ♥8, East discards ♣2 (holding hearts), South ♥2: West wins
DISCARD = T(W, "HA H8 C2 H2")


def test_64A1_offender_won_the_revoke_trick_and_a_later_one():
    # "the trick on which the revoke occurred is transferred to the non-offending side
    # together with one of any subsequent tricks won by the offending side"
    tricks = [RUFF, T(E, "CA C8 C5 C3"), T(E, "CK DA C6 C4")]
    r, moved = revoke_transfer(tricks, rev())
    assert (r.law, r.tricks, moved) == ("64A1", 2, (0, 1))


def test_64A1_only_the_revoke_trick_when_nothing_later():
    tricks = [RUFF, T(E, "C2 CA C5 C3")]            # South wins trick 2
    r, moved = revoke_transfer(tricks, rev(card="S2"))
    assert (r.law, r.tricks, moved) == ("64A1", 1, (0,))


def test_64A2_offender_did_not_win_but_his_side_did():
    # "if the offending side won that or any subsequent trick ... one trick is transferred"
    r, moved = revoke_transfer([DISCARD, T(W, "HK H9 H7 H3")], rev(card="C2"))
    assert (r.law, r.tricks, moved) == ("64A2", 1, (0,))
    # only a later trick won by the offending side
    tricks = [T(W, "H3 HA C2 H2"), T(N, "DA D2 D3 D4"), T(N, "D5 DK D6 D7")]
    r, moved = revoke_transfer(tricks, rev(card="C2"))
    assert (r.law, r.tricks, moved) == ("64A2", 1, (2,))


def test_64B1_offending_side_won_nothing_from_the_revoke_on():
    # "the offending side did not win either the revoke trick or any subsequent trick"
    tricks = [T(E, "CA C2 C3 C4"), T(W, "H3 HA C2 H2"), T(N, "SA S2 S3 S4")]
    r, moved = revoke_transfer(tricks, rev(trick=2, card="C2"))
    assert (r.law, r.tricks, moved) == ("64B1", 0, ())


def test_seed_edition_extra_trick_for_a_card_that_could_have_followed():
    # seed 64A2: «кроме того, если дополнительная взятка была выиграна впоследствие
    # нарушителем картой, которая могла бы быть легально сыграна во взятку фальшренонса,
    # одна такая взятка переходит к ненарушившей стороне»
    tricks = [T(W, "C7 C2 H5 C8"),       # East, holding ♣AKQJ, discards ♥5; South wins
              T(S, "CT C6 C3 CA"),       # East wins with ♣A, a card he could have played
              T(E, "CK C9 C5 C4")]       # and again with ♣K
    r0 = rev(card="H5", led=Suit.CLUBS, could="CA CK CQ CJ")
    new, moved_new = revoke_transfer(tricks, r0, edition=NEW)
    old, moved_old = revoke_transfer(tricks, r0, edition=SEED)
    assert (new.law, new.tricks) == ("64A2", 1) and "second trick" in new.edition_note
    assert (old.law, old.tricks, moved_old) == ("64A2", 2, (1, 2)) and old.edition_note
    # without a further trick won by the offending side there is only the one trick
    one = tricks[:2] + [T(E, "D2 DA D9 D5")]
    assert revoke_transfer(one, r0, edition=SEED)[0].tricks == 1
    # a later trick won by the offender with a card he could NOT have played: no extra
    other = tricks[:1] + [T(S, "SA S2 S3 S4"), T(S, "D2 D3 DA D4"), T(E, "DK D5 D6 D7")]
    assert revoke_transfer(other, r0, edition=SEED)[0].tricks == 1


def test_64B2_second_revoke_in_the_same_suit():
    first = rev(card="C2")
    second = rev(trick=2, card="C3")
    tricks = [DISCARD, T(W, "HK H9 C3 H3"), T(W, "HQ HT D2 H4")]
    r, _ = revoke_transfer(tricks, second, earlier=[first])
    assert (r.law, r.tricks) == ("64B2", 0)
    # a revoke in another suit by the same player is penalised again
    other = rev(trick=2, card="C3", led=Suit.DIAMONDS)
    assert revoke_transfer(tricks, other, earlier=[first], taken={0})[0].tricks == 1


def test_64B3_penalty_card_dummy_and_faced_hands():
    tricks = [RUFF, T(E, "CA C8 C5 C3")]
    assert revoke_transfer(tricks, rev(kind="penalty-card"))[0].law == "64B3"
    assert revoke_transfer(tricks, rev(seat=N, dummy=True))[0].law == "64B3"
    # the seed: «неигре любой открытой на столе картой или картой, принадлежащей открытой
    # на столе руке» — any faced hand; 2017 names only penalty cards and dummy
    faced = rev(faced=True)
    assert revoke_transfer(tricks, faced, edition=SEED)[0].law == "64B3"
    assert revoke_transfer(tricks, faced, edition=NEW)[0].law == "64A1"


def test_64B4_B5_late_discovery_and_B6_twelfth_trick():
    tricks = [RUFF, T(E, "CA C8 C5 C3")]
    assert revoke_transfer(tricks, rev(), discovery=Discovery.AFTER_NEXT_CALL)[0].law == "64B4"
    assert revoke_transfer(tricks, rev(), discovery=Discovery.AFTER_ROUND)[0].law == "64B5"
    twelve = [T(N, "DA D2 D3 D4")] * 11 + [T(W, "HA H8 S2 H2"), T(E, "CA C8 C5 C3")]
    r, moved = revoke_transfer(twelve, rev(trick=12))
    assert (r.law, r.tricks, moved) == ("64B6", 0, ())


def test_64B7_both_sides_revoked_2017_only():
    tricks = [DISCARD, T(W, "HK H9 H7 DA"), T(N, "SA S2 S3 S4"), T(E, "CA C2 C3 C4")]
    east = rev(card="C2")
    south = rev(seat=S, trick=2, card="DA", could="H3 H4")
    new = adjust_for_revokes(tricks, [east, south], S, edition=NEW)
    assert [r.law for r in new.rulings] == ["64B7", "64B7"]
    assert (new.to_declarer, new.to_defenders) == (0, 0)
    # 64B7 is in the 2007 Laws already ("if both sides have revoked on the same board"); 2017
    # added "and both revokes have become established". The note once called it new in 2017.
    note = new.rulings[0].edition_note or ""
    assert "2007" in note and "new in 2017" not in note
    old = adjust_for_revokes(tricks, [east, south], S, edition=SEED)
    assert [r.law for r in old.rulings] == ["64A2", "64A2"]
    assert (old.to_declarer, old.to_defenders) == (1, 1)


def test_adjustment_totals_and_no_double_transfer():
    tricks = [RUFF, T(E, "CA C8 C5 C3"), T(N, "SA S3 S4 S5")]
    adj = adjust_for_revokes(tricks, [rev()], S)
    assert adj.declarer_tricks_played == 1 and adj.to_declarer == 2
    assert adj.declarer_tricks == 3 and "= 3" in str(adj)
    # two revokes (different suits) by East: the second cannot take the same tricks again
    again = rev(trick=2, card="C5", led=Suit.DIAMONDS)
    adj = adjust_for_revokes(tricks, [rev(), again], S)
    assert adj.to_declarer == 2 and adj.rulings[1].tricks == 0


def test_corrected_revoke_is_not_penalised_unless_43B2b():
    tricks = [DISCARD, T(W, "HK H9 H7 H3")]
    assert revoke_transfer(tricks, rev(card="C2", corrected=True))[0].tricks == 0
    r, _ = revoke_transfer(tricks, rev(card="C2", corrected=True, penalty_anyway=True))
    assert (r.law, r.tricks) == ("64A2", 1)
