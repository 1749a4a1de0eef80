"""Advancing partner's 1NT overcall (15–18): Stayman, the natural suit bids, the invitations
and the overcaller's answers (issue 14: computer partners that bid like club players).

Before, every advancing hand with a four-card major or a five-card suit met "no agreement".
Every expected call comes from the literature, not from the engine's output:

- Helen Chow, "Stayman and Transfers" (center4bridge.com): over a 1NT opening *or overcall*
  2♣ is Stayman — a four-card major and 8+ points; the no-trump bidder answers 2♦ (no major),
  2♥ or 2♠; then, with 8–9, responder invites (2NT without the fit, three of the major with
  it), with 10+ bids game (3NT or four of the major); the no-trump bidder accepts the
  invitation at the top of the range (17–18 for the 15–18 overcall).
- Ned Downey, "SAYC" (swangames.com) and the SAYC convention card of bridgeclublive.com: the
  1NT overcall is 15–18, balanced, with a stopper; "in standard versions, only Stayman is on"
  — the card's "Stayman, natural as per 1NT opening": a two-level suit bid is natural and
  weak (to play), a jump to three of a major forcing with five cards, no-trump bids by points.
  (Some partnerships play all systems on, transfers too; the standard reading is taken.)
- When the opener bids over Stayman, the no-trump bidder shows a four-card major at the two
  level if it can and otherwise passes (the commonest default in the BridgeBase Forums thread
  "Interference after partner bids Stayman"; a double there is a penalty-minded extra not
  modelled); the Stayman bidder then places the contract as after 2♦.

HCP are counted by hand in each comment (A 4, K 3, Q 2, J 1); every hand holds 13 cards.
"""
import pytest

from bridgelib import Hand
from bridgelib.bidding import suggest

SYSTEMS = ("sayc", "acol", "precision")


def _check(hand, auction, expected, system):
    assert len(Hand.from_pbn(hand)) == 13
    s = suggest(hand, auction, system)
    assert s.call.pbn() == expected, (system, s.call.pbn(), s.meaning)
    assert s.agreed, s.meaning
    return s


CASES = [
    # ---------------------------------------------------------------- advancer's first call
    # K-J-9-8-5 of spades, 4 HCP (K, J): natural and weak, to play — no transfer
    ("KJ985.32.854.432", "1D 1NT P", "2S"),
    # four spades, 9 HCP (K, J, Q, K): Stayman
    ("KJ85.Q32.54.K432", "1D 1NT P", "2C"),
    # K-Q-J-9-8-5 of spades, 9 HCP (KQJ 6, K 3): six cards and values, game
    ("KQJ985.32.54.K32", "1H 1NT P", "4S"),
    # A-J-9-8-2 of spades, 10 HCP (AJ 5, K 3, Q 2): five cards, game values — the forcing jump
    ("AJ982.K32.Q54.32", "1C 1NT P", "3S"),
    # 13 HCP (K 3, Q 2, AJ 5, K 3), no four-card major: 3NT
    ("K5.Q32.AJ54.K432", "1D 1NT P", "3NT"),
    # 9 HCP (K 3, Q 2, J 1, K 3), balanced, no four-card major: 2NT invites
    ("K5.Q32.J654.K432", "1D 1NT P", "2NT"),
    # four hearts only, and hearts are their suit: no Stayman; 10 HCP (K, QJ, J, K) — 3NT
    ("K5.QJ32.J54.K432", "1H 1NT P", "3NT"),
    # 17 HCP (AQ 6, KJ 4, A 4, K 3), balanced: 32–35 together — the quantitative 4NT
    ("AQ5.KJ2.A54.K432", "1D 1NT P", "4NT"),
    # ------------------------------------------------------------ Stayman over the overcall
    # the overcaller answers Stayman: four spades; 16 HCP (AQ 6, KJ 4, KJ 4, Q 2)
    ("AQ84.KJ3.KJ5.Q32", "1D 1NT P 2C P", "2S"),
    # no four-card major; 16 HCP (AQ 6, KJ 4, KJ 4, Q 2)
    ("AQ8.KJ3.KJ52.Q32", "1D 1NT P 2C P", "2D"),
    # advancer, 9 HCP (K, J, Q, K) with the spade fit: invites with three of the major
    ("KJ85.Q32.54.K432", "1D 1NT P 2C P 2S P", "3S"),
    # advancer, 10 HCP (K, J, Q, A) with the spade fit: game
    ("KJ85.Q32.54.A432", "1D 1NT P 2C P 2S P", "4S"),
    # advancer, 9 HCP and no fit after 2♦: 2NT invites
    ("KJ85.Q32.54.K432", "1D 1NT P 2C P 2D P", "2NT"),
    # the overcaller with 17 HCP (AQ 6, KJ 4, KQ 5, Q 2) accepts
    ("AQ8.KJ3.KQ52.Q32", "1D 1NT P 2C P 2D P 2NT P", "3NT"),
    # with 15 HCP (AQ 6, KJ 4, K 3, Q 2) declines
    ("AQ8.KJ3.K542.Q32", "1D 1NT P 2C P 2D P 2NT P", "Pass"),
    # the invitation in spades: 15 HCP (AQ 6, KJ 4, K 3, Q 2) declines
    ("AQ84.KJ3.K54.Q32", "1D 1NT P 2C P 2S P 3S P", "Pass"),
    # 18 HCP (AQ 6, KJ 4, AQ 6, Q 2) accepts
    ("AQ84.KJ3.AQ5.Q32", "1D 1NT P 2C P 2S P 3S P", "4S"),
    # after 1♥, four spades too and 15 HCP (AQ 6, KJ 4, K 3, Q 2): the fit at three, declining
    ("AQ84.KJ32.K5.Q32", "1D 1NT P 2C P 2H P 2NT P", "3S"),
    # after 1♠ the spades are theirs (Stayman asked for hearts only): the same hand declines
    ("AQ84.KJ32.K5.Q32", "1S 1NT P 2C P 2H P 2NT P", "Pass"),
    # ------------------------------------------ the overcaller after advancer's other calls
    # the forcing jump in spades, two spades (K-4); 16 HCP (K 3, AQ 6, KJ 4, QJ 3): 3NT
    ("K4.AQ3.KJ52.QJ32", "1C 1NT P 3S P", "3NT"),
    # three spades (K-4-2); 15 HCP (K 3, AQ 6, KJ 4, Q 2): game in the eight-card fit
    ("K42.AQ3.KJ5.Q432", "1C 1NT P 3S P", "4S"),
    # advancer's weak 2♠ is to play: even 17 HCP (AK 7, AQ 6, Q 2, Q 2) passes
    ("AK3.AQ3.Q54.Q432", "1D 1NT P 2S P", "Pass"),
    # the quantitative 4NT: the maximum, 18 HCP (AQ 6, KJ 4, AQ 6, Q 2), accepts
    ("AQ8.KJ3.AQ52.Q32", "1D 1NT P 4NT P", "6NT"),
    # 15 HCP (AQ 6, KJ 4, K 3, Q 2) declines
    ("AQ8.KJ3.K542.Q32", "1D 1NT P 4NT P", "Pass"),
    # --------------------------------------------------- Stayman when the opener bids again
    # the opener's 2♥ over Stayman: four spades, 16 HCP (AQ 6, KJ 4, KJ 4, Q 2) — 2♠
    ("AQ84.KJ3.KJ5.Q32", "1H 1NT P 2C 2H", "2S"),
    # no four-card major, 16 HCP (AQ 6, KJ 4, KJ 4, Q 2): pass
    ("AQ8.KJ3.KJ52.Q32", "1H 1NT P 2C 2H", "Pass"),
    # advancer, 10 HCP (K, J, Q, A), after the overcaller's pass: 3NT
    ("KJ85.Q32.54.A432", "1H 1NT P 2C 2H P P", "3NT"),
    # advancer, 10 HCP, four spades, after the overcaller's 2♠: game in the fit
    ("KJ85.Q32.54.A432", "1H 1NT P 2C 2H 2S P", "4S"),
    # ----------------------------------- the declined invitation, after a 1NT opening too
    # three of the major over the 2NT invitation is the no-trump bidder's minimum with the
    # fit: it declines (Chow: the no-trump bidder goes to game only at the top of the range)
    # and the inviter, whose hand the invitation has described, passes — not "accepts the
    # invitation", as the general state for partner's raise to three read it
    # Acol's weak no-trump: 12 HCP (AQJ 7, Q 2, K 3) invited; opener's 3♠ is 12–13 and four
    # spades — the invitation declined, the fit found
    ("AQJ8.Q93.K532.74", "1NT P 2C P 2H P 2NT P 3S P", "Pass"),
    # 9 HCP (K, J, Q, K) invited over a 1NT opening, and over the 1NT overcall
    ("KJ85.Q32.54.K432", "1NT P 2C P 2H P 2NT P 3S P", "Pass"),
    ("KJ85.Q32.54.K432", "1D 1NT P 2C P 2H P 2NT P 3S P", "Pass"),
    # after the transfer, 2NT showed exactly five of the major and an invitation; three of
    # the major is three-card support and the minimum: 9 HCP (KQ 5, A 4) and 11 (KQ 5, A 4,
    # Q 2) pass, in hearts and in spades
    ("85.KQ854.A43.972", "1NT P 2D P 2H P 2NT P 3H P", "Pass"),
    ("85.KQ854.A43.Q72", "1NT P 2D P 2H P 2NT P 3H P", "Pass"),
    ("KQ854.85.A43.972", "1NT P 2H P 2S P 2NT P 3S P", "Pass"),
]


@pytest.mark.parametrize("system", SYSTEMS)
@pytest.mark.parametrize("hand, auction, expected", CASES)
def test_position(hand, auction, expected, system):
    _check(hand, auction, expected, system)
