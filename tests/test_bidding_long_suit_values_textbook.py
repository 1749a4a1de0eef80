"""Shape counted as the books count it (issue 14): the free bid with a long suit, and opener's
raise of the major partner's negative double.

Every expected call comes from the literature, cited at each position; none is copied from
the engine's output.  Both positions were found on the real deals of
``benchmarks/bench_bidding_humans.py``: the computer passed and the experts reached 3NT.
Source: Audrey Grant, "Bidding in the 21st Century" (ACBL Bridge Series): a hand is valued
by its high-card points plus its length points, a point for each card over four in a suit;
a new suit at the two level over the opponents' overcall (a free bid) shows about ten
points or more, and a good six-card suit with eight or nine HCP has them.  Without the
values (fewer HCP, or a poor suit) the hand passes.
"""
from __future__ import annotations

import pytest

from bridgelib.bidding import computer_call


# (systems, auction from North, hand, the book's call, why)
POSITIONS = [
    # Responder over the one-level overcall.
    (("sayc", "precision"), "1H 1S", "2.J.J742.AKT9872", "2C",
     "9 HCP and seven clubs headed by the ace-king: 12 points, a free bid at the two level"),
    (("sayc", "precision"), "1H 1S", "2.J8.J742.KQT987", "Pass",
     "6 HCP: too little even with six clubs (9 points)"),
    (("sayc", "precision"), "1H 1S", "2.AJ.J742.T98762", "Pass",
     "8 HCP but a poor suit (no top honour in it): no free bid"),
    # Advancer after partner's 1NT overcall (15–18) and responder's 2♥.
    (("sayc", "acol", "precision"), "1C 1NT 2H", "JT32..AKT983.J62", "3D",
     "9 HCP and six diamonds headed by the ace-king: game values opposite 15–18, forcing"),
    (("sayc", "acol", "precision"), "1C 1NT 2H", "JT32.7.AT9832.J6", "Pass",
     "6 HCP: no game values even with six diamonds"),
]


# Opener raises the major partner's negative double showed, after the opponents' raise to
# three: with four-card support he values his hand as a raiser does, counting shortness
# as dummy points: void 5, singleton 3, doubleton 1 (Grant, "Bidding in the 21st Century").  17 of them opposite the double's 8+
# make game; the ACBL "SAYC System Booklet" plays negative doubles through 2♠.
RAISE_THE_DOUBLE = [
    (("sayc", "acol", "precision"), "1D 1S X 3S", "-.T985.AQT64.AQJ2", "4H",
     "13 HCP and a void in their spades (18 dummy points) with four hearts: game"),
    (("sayc", "acol"), "1C 1S X 3S", "975.KQ85.4.AKQJ5", "4H",
     "15 HCP and a singleton (18 dummy points) with four hearts: game"),
    (("sayc", "acol", "precision"), "1D 1S X 3S", "K3.KJ85.AQ94.J97", "Pass",
     "14 HCP, a doubleton only (15 dummy points): no game, and three hearts is not available"),
]


# The 1NT overcaller after advancer's forcing new suit (the free bid above): advancer has
# game values, so the overcaller chooses the game — partner's major with three cards, 3NT
# with the suit responder bid stopped (the overcall has stopped opener's), else partner's
# minor (Grant: the 1NT bidder describes his hand, the partner with the long suit has shown
# game values; a forcing bid is never passed).
OVERCALLER_CHOOSES = [
    (("sayc", "acol", "precision"), "1C 1NT 2H 3D P", "A54.AKT2.J76.K53", "3NT",
     "hearts stopped twice: game in no-trump"),
    (("sayc", "acol", "precision"), "1C 1NT 2H 3D P", "AK5.743.KJ7.AQ53", "4D",
     "hearts unstopped, three diamonds: raises partner's minor"),
    (("sayc", "acol", "precision"), "1C 1NT 2D 3H P", "KQ4.A76.KQ5.QJ72", "4H",
     "three hearts: game in partner's major"),
]


@pytest.mark.parametrize("systems, auction, hand, expected, why",
                         POSITIONS + RAISE_THE_DOUBLE + OVERCALLER_CHOOSES)
def test_shape_counted_as_the_books_count_it(systems, auction, hand, expected, why):
    for system in systems:
        got = computer_call(hand, auction, system)
        assert got.call.pbn() == expected, (
            f"{system}: {hand} after {auction}: expected {expected} ({why}), got "
            f"{got.call.pbn()} — {got.meaning}")
        assert got.agreed, f"{system}: {hand} after {auction}: no agreement"
