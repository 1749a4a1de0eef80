"""Claims and concessions (Laws 68–71): careless claims fail, sound ones stand, and the
checker agrees with a naive enumeration of every legal continuation."""

import itertools
import random

import pytest
from hypothesis import given, settings, strategies as st

from bridgelib import Card, Deal, Hand, Seat, Side, Suit, deck, trick_winner
from bridgelib.errors import BridgeError, IllegalAction
from bridgelib.laws import Edition, LawsPlay
from bridgelib.laws.claims import Claim, min_tricks, rule_on_claim, rule_on_concession

S, W, E, N = Seat.SOUTH, Seat.WEST, Seat.EAST, Seat.NORTH
TRUMP_ENDING = Deal.from_pbn("N:...32 2..3. A.A.. ..54.")     # East keeps the ♠2
BLOCKED = Deal.from_pbn("N:.AK.Q. 32...A ..AK.2 54...K")       # ♦Q blocks, no entry
CONCESSION = Deal.from_pbn("N:.3..2 ..54. K..A. A.2..")         # West keeps the ♠A


def test_careless_claim_with_an_outstanding_trump_fails():
    # 70C: the Director awards a trick to the opponents when "claimer made no statement about
    # that trump ... and a trick could be lost to that trump by any normal play"
    p = LawsPlay(TRUMP_ENDING, "4SS", leader="S")
    r = rule_on_claim(p, Claim(S, 2))
    assert (r.awarded, r.upheld, r.remaining) == (1, False, 2)
    assert set(r.laws) == {"70A", "70C", "70D1"}
    # the line on which it fails: the ♥A led first and ruffed by East
    assert (S, Card.from_str("HA")) == r.line[0] and (E, Card.from_str("S2")) in r.line


def test_the_same_claim_with_the_trump_drawn_stands():
    p = LawsPlay(TRUMP_ENDING, "4SS", leader="S")
    r = rule_on_claim(p, Claim(S, 2, line=("SA", "HA")))
    assert r.upheld and r.awarded == 2 and r.laws == ("70A",)


def test_claim_whose_line_cannot_reach_dummy():
    # 70D1: no successful line "not embraced in the original clarification statement if
    # there is an alternative normal line of play that would be less successful"
    p = LawsPlay(BLOCKED, "3NTS", leader="S")
    r = rule_on_claim(p, Claim(S, 3, line=("DA", "DK", "HA", "HK")))
    assert (r.awarded, r.upheld) == (2, False)
    assert [c.pbn() for s, c in r.line if s is S] == ["DA", "DK", "C2"]
    # no statement at all: a careless first lead of the ♣2 loses everything
    assert rule_on_claim(p, Claim(S, 3)).awarded == 0
    # the claimer's side takes at most 2 whatever happens
    assert rule_on_claim(p, Claim(S, 2, line=("DA", "DK"))).upheld


def test_claiming_too_little_concedes_tricks_that_are_given_back():
    # 71: the Director cancels the concession of "a trick that could not be lost by any
    # normal play of the remaining cards"
    p = LawsPlay(TRUMP_ENDING, "4SS", leader="S")
    r = rule_on_claim(p, Claim(S, 1, line=("SA",)))
    assert r.awarded == 2 and "71" in r.laws


@pytest.mark.parametrize("edition,before,kept,law", [
    (Edition.LAWS_2017, True, 1, "71"),   # "could not be lost by any normal play"
    (Edition.SEED, True, 1, "71B"),       # «не могла быть потеряна в ходе любой нормальной игры»
    (Edition.SEED, False, 0, None),       # 71A: «любой легальной игры» — discarding the ♠A is legal
])
def test_concession_editions(edition, before, kept, law):
    p = LawsPlay(CONCESSION, "3NTS", leader="S")
    r = rule_on_concession(p, W, 2, edition=edition, before_next_call=before)
    assert r.awarded == kept
    assert (law in r.laws) if law else not any(x.startswith("71") for x in r.laws)


def test_seed_71A2_contract_already_made():
    # seed 71A2: «Если разыгрывающий согласился с разрушением контракта, который уже был им
    # выполнен» — the concession is cancelled, at any time
    deal = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
    p = LawsPlay(deal, "1NTS", ("DT D5 D2 DA  DK D9 D6 D3  DQ D8 D7 D4  DJ C5 C2 CJ "
                                "S5 S2 SA S8  SK S9 S6 S3  SQ ST S7 S4").split())
    assert p.declarer_tricks == 7                  # 1NT is made
    r = rule_on_concession(p, S, 6, edition=Edition.SEED, before_next_call=False)
    assert "71A2" in r.laws
    assert "71A2" not in rule_on_concession(p, S, 6).laws     # a seed-edition rule only


def test_claim_refusals():
    p = LawsPlay(TRUMP_ENDING, "4SS", leader="S")
    with pytest.raises(IllegalAction, match="only 2 remain"):
        rule_on_claim(p, Claim(S, 3))
    with pytest.raises(IllegalAction, match="does not hold"):
        rule_on_claim(p, Claim(S, 1, line=("S2",)))
    full = LawsPlay(Deal.random(seed=3), "3NTS")
    with pytest.raises(BridgeError, match="cannot be checked exhaustively"):
        rule_on_claim(full, Claim(S, 9), max_nodes=2000)


def test_claims_establish_revokes():
    # 63A3: a revoke is established "when a member of the offending side makes a claim"
    deal = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
    p = LawsPlay(deal, "4SS", ["HA", "H8"])
    p.revoke("CJ")
    assert not p.is_established(p.revokes[0])
    p.mark_claim("EW")
    assert p.is_established(p.revokes[0])


# ---------------------------------------------------------------- against a naive search
def naive(hands, leader, trump, side):
    """Min and max tricks for ``side`` over every legal continuation (plain recursion)."""
    if not any(hands[s] for s in Seat):
        return 0, 0
    results = []

    def trick(order, played, hs):
        if len(played) == 4:
            w = order[trick_winner(played, trump)]
            lo, hi = naive(hs, w, trump, side)
            got = w.side is side
            results.append((lo + got, hi + got))
            return
        seat = order[len(played)]
        led = played[0].suit if played else None
        follow = [c for c in hs[seat] if c.suit == led] if led is not None else []
        for c in follow or list(hs[seat]):
            nh = dict(hs)
            nh[seat] = hs[seat] - {c}
            trick(order, played + (c,), nh)

    trick([leader.next(i) for i in range(4)], (), hands)
    return min(r[0] for r in results), max(r[1] for r in results)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), k=st.integers(1, 3), trump=st.sampled_from([None, *Suit]),
       leader=st.sampled_from(list(Seat)), claimer=st.sampled_from(list(Seat)))
def test_checker_matches_naive_enumeration(seed, k, trump, leader, claimer):
    rng = random.Random(seed)
    cards = list(deck())
    rng.shuffle(cards)
    hands = {s: frozenset(cards[i * k:(i + 1) * k]) for i, s in enumerate(Seat)}
    lo, hi, path = min_tricks(tuple(hands[s] for s in Seat), leader, trump, claimer.side,
                              normal=False)
    assert (lo, hi) == naive(hands, leader, trump, claimer.side)
    assert len(path) == 4 * k
    # normal play is a subset of legal play, and a stated line restricts the claimer more
    nlo, nhi, _ = min_tricks(tuple(hands[s] for s in Seat), leader, trump, claimer.side)
    assert lo <= nlo <= nhi <= hi
    mine = sorted(c for s in claimer.side.seats for c in hands[s])
    line = tuple(mine[: rng.randint(0, len(mine))])
    llo, lhi, _ = min_tricks(tuple(hands[s] for s in Seat), leader, trump, claimer.side, line)
    assert nlo <= llo <= lhi <= nhi
