"""Gaps in SAYC's constructive auctions (issue 14): the reverse over a 1NT response and over a
one-level response, the new-suit and 3NT responses to a weak two, the strong 2♣ opener's
continuations after the positive 2NT, and responder's call after opener answers fourth-suit
forcing.

Each position is a textbook case; the expected call is worked out by hand from the rule
cited (never copied from the engine).  Sources:

- [SAYC] The ACBL SAYC booklet ("Standard American Yellow Card"): opener's rebids — a
  reverse (a new suit at the two level ranking above the first) shows extra values and is
  forcing one round, and opener passes a 1NT response with a minimum; the 1NT response is
  6–10 and denies four spades over 1♥; responses to 2♣ — 2NT is a positive, 8+ HCP,
  balanced, forcing to game, and opener then bids naturally.
- [Downey] Ned Downey's SAYC notes (written on the ACBL booklet), "The Weak Two": "A
  response of 3NT is to play.  A new suit by responder shows at least five cards and is
  forcing for one round … Opener should raise a new major suit with three-card support or,
  perhaps, a doubleton honor.  With no fit for responder's suit, opener rebids his own suit
  with a minimum."  The same notes on 2♣: 2NT shows 8+ balanced; opener's rebid of a suit
  is natural.  (How strong the new suit is the notes do not say: SAYC's data asks for a good
  five-card suit and 15+ HCP, game in view opposite 5–10 — a number chosen, not the book's.)
- [Goren] Charles Goren, "Point Count Bidding in Contract Bridge": 26 points for game, 33 for
  a small slam; the opener counts a point for each card over four in a long suit; a
  *self-sufficient* trump suit (A-K-Q-J-x-x, or seven cards headed by three honours) needs no
  support from partner; do not bid a slam missing two aces.
- [Root] William S. Root, "Commonsense Bidding": after a reverse responder with a minimum
  (6–7) makes the cheapest descriptive bid — a simple preference with three cards, 2NT without
  a fit — and with 8+ bids game, since the reverse's 16+ and his 8+ make 24–25 points with the
  fit; fourth suit forcing is forcing to game, and once opener has shown three-card support
  for responder's major (or a stopper in the fourth suit) responder places the contract in
  the major game (or 3NT).
- [D16] ACBL District 16 (Kingsville unit), "Reverse by Opener": after 1♣–1♠–2♥ the reverse
  is forcing one round; responder with 6–9 raises to 3♥ with four hearts or gives preference
  to 3♣ with three clubs, with 5–7 rebids 2♠ (five or more, no fit) or bids 2NT with a stopper
  in the unbid suit, with 8–11 and that stopper bids 3NT, and with 8+ without it bids the
  fourth suit (3♦), forcing.  bridgehands.com, "Reverse": responder's first obligation after
  the reverse is to rebid a five-card major.

Acol shares the strong 2♣ continuations (Standard English Acol plays the same 2♣–2NT
positive and natural rebids) and the reverse over the 1NT response (Standard English Acol:
a reverse shows 16+ and is forcing one round; its 1NT response is 6–9).
"""

from __future__ import annotations

import pytest

from bridgelib.auction import Call
from bridgelib.bidding import suggest

# (system, auction from the dealer, hand of the player to call, the book's call, why)
POSITIONS = [
    # -- opener's rebid after the 1NT response (SAYC; Goren)
    ("sayc", "1H P 1NT P", "AQ85.AK984.K3.Q2", "2S",
     "SAYC: 17 HCP, five hearts and four spades: the reverse 2♠ shows the strong hand "
     "(passing 1NT would hide 17 HCP and the spades)"),
    ("sayc", "1D P 1NT P", "AK84.3.AQJ95.K72", "2S",
     "SAYC: 17 HCP, five diamonds and four spades: reverse into the higher suit"),
    ("sayc", "1H P 1NT P", "A985.KQ984.K3.62", "P",
     "SAYC: 12 HCP, a minimum 5-4: no reverse (it promises extra values); pass 1NT"),
    # -- responder after the reverse (Root)
    ("sayc", "1H P 1NT P 2S P", "K2.Q93.Q842.J985", "4H",
     "Root: 8 HCP and three hearts opposite the reverse (16+) and five hearts: game in the "
     "5-3 major fit"),
    ("sayc", "1H P 1NT P 2S P", "K2.932.Q842.J985", "3H",
     "Root: 6 HCP, three hearts: the simple preference (the reverse is forcing)"),
    ("sayc", "1H P 1NT P 2S P", "J2.93.K842.Q9853", "2NT",
     "Root: 6 HCP, two hearts, no spade fit: 2NT, the weakest rebid"),
    ("sayc", "1H P 1NT P 2S P", "Q92.K3.QJ84.J985", "3NT",
     "Root / Goren: 9 HCP and no major fit opposite 16+: 25+ together, game in no-trump"),
    ("sayc", "1C P 1NT P 2D P", "K2.J93.KQ84.J985", "3NT",
     "Root / Goren: 10 HCP opposite the 16+ reverse, a minor fit only: game in no-trump"),
    # the new situation must not catch opener's lower second suit (not a reverse)
    ("sayc", "1S P 1NT P 2H P", "2.Q93.Q842.J9853", "P",
     "SAYC: 1♠–1NT–2♥ is no reverse (hearts rank below spades): with three hearts and one "
     "spade responder passes 2♥"),
    # Acol plays the same reverse (Standard English Acol: a reverse shows 16+ and is forcing
    # one round) over its 6–9 1NT response
    ("acol", "1H P 1NT P", "AQ85.AK984.K3.Q2", "2S",
     "Standard English Acol: 17 HCP, five hearts and four spades: the reverse 2♠"),
    ("acol", "1H P 1NT P 2S P", "K2.Q93.Q842.J985", "4H",
     "Root's rule in Acol: 8 HCP (the top of the 6–9 response) and three hearts: game"),
    ("acol", "1H P 1NT P", "A985.KQ984.K3.62", "P",
     "Standard English Acol: a minimum 5-4 does not reverse: pass 1NT"),
    # -- responder after the reverse over a ONE-level response (D16; Root); 1♣–1♠–2♥ is a
    # reverse: hearts rank above clubs, at the two level, below responder's spades
    ("sayc", "1C P 1S P 2H P", "K8543.Q73.J52.73", "2S",
     "D16 / bridgehands: 6 HCP, five spades, no four hearts: rebid the five-card major, the "
     "weak rebid (5–7, no fit)"),
    ("sayc", "1C P 1S P 2H P", "K854.Q973.J52.73", "3H",
     "D16: 6 HCP, four hearts: raise the reverse suit to three (6–9, four-card support)"),
    ("sayc", "1C P 1S P 2H P", "K854.Q7.952.Q873", "3C",
     "D16 / Root: 7 HCP, four clubs, no five spades or four hearts: preference to opener's "
     "first suit at the three level (6–9)"),
    ("sayc", "1C P 1S P 2H P", "Q854.J73.KJ92.83", "2NT",
     "D16 / Root: 7 HCP, no fit, K-J-9-2 stops the fourth suit: 2NT, the weakest rebid"),
    ("sayc", "1D P 1S P 2H P", "QJ54.K7.852.KJ73", "3NT",
     "D16: 10 HCP and K-J-7-3 in the fourth suit (clubs), no major fit: 3NT (16 + 10 = 26)"),
    ("sayc", "1C P 1S P 2H P", "KJ54.K7.852.K732", "3D",
     "D16: 10 HCP, game values but 8-5-2 in the fourth suit (diamonds): 3♦, fourth suit, "
     "forcing (3♣ would show 6–9)"),
    ("sayc", "1C P 1S P 2H P 3H P", "A2.AKJ4.K.KQ9843", "4H",
     "Goren: 20 HCP opposite the raise (6–9): 26+ together, game in the heart fit"),
    ("sayc", "1C P 1S P 2H P 2S P", "K2.AKJ4.5.KQ9843", "P",
     "D16: responder's 2♠ is the weak rebid (5–7, no fit); 16 HCP and a doubleton spade: pass"),
    ("acol", "1C P 1H P 2D P", "983.KJ852.Q7.973", "2H",
     "Standard English Acol reverses alike (16+, forcing): 6 HCP and five hearts: the weak "
     "rebid of the five-card major"),
    # -- responses to a weak two (Downey on the ACBL booklet)
    ("sayc", "2H P", "KQJ95.7.AK4.KJ85", "2S",
     "Downey: a good five spades and 17 HCP, a singleton heart: the new suit, forcing"),
    ("sayc", "2D P", "AKJ854.7.A4.K985", "2S",
     "Downey: six spades, 16 HCP, a singleton diamond: 2♠, forcing one round"),
    ("sayc", "2H P", "KQ95.7.AK4.KJ852", "3C",
     "Downey: a good five clubs and 16 HCP, a singleton heart: 3♣, a new suit, forcing"),
    ("sayc", "2S P", "A3.AKQ2.KJ4.Q985", "3NT",
     "Downey: 19 HCP with the other three suits stopped and a doubleton spade honour: 3NT "
     "to play"),
    ("sayc", "2H P", "KQJ95.7.A84.J985", "P",
     "Downey / SAYC: 11 HCP and a singleton heart: no game opposite a weak two; pass"),
    # -- the weak-two opener after the forcing new suit (Downey)
    ("sayc", "2H P 2S P", "Q3.KQJ952.8.Q985", "3S",
     "Downey: a doubleton honour (Q-x) is enough to raise the new major"),
    ("sayc", "2H P 2S P", "J93.KQJ952.8.985", "3S",
     "Downey: three-card spade support: raise"),
    ("sayc", "2H P 2S P", "93.KQJ952.84.Q95", "3H",
     "Downey: no fit for spades and a minimum: rebid the hearts"),
    ("sayc", "2S P 3C P", "KQJ952.Q93.84.95", "3S",
     "Downey: two small clubs, no fit, a minimum: rebid the spades"),
    # -- the strong 2♣ after the positive 2NT (SAYC; Downey; Goren)
    ("sayc", "P P P 2C P 2NT P", "AKQJ63.AQ3.A7.KJ", "3S",
     "SAYC / Downey: after the positive 2NT opener bids his six-card spade suit naturally"),
    ("sayc", "P P P 2C P 2NT P 3S P", "85.KJ6.KQ2.T9872", "3NT",
     "Downey: responder, balanced with two spades, has no fit: 3NT"),
    ("sayc", "2C P 2NT P 3S P", "852.KJ6.KQ2.T987", "4S",
     "Downey: three spades: the major is agreed, game (opener goes on with slam values)"),
    ("sayc", "P P P 2C P 2NT P 3S P 3NT P", "AKQJ63.AQ3.A7.KJ", "6S",
     "Goren: A-K-Q-J-x-x is self-sufficient (no support needed); 24 HCP + 2 for the six "
     "spades + the positive's 8 = 34 points, three aces held: small slam in spades"),
    ("sayc", "2C P 2NT P 3H P 3NT P", "A2.AKQ953.AK4.Q2", "4H",
     "Goren: 22 HCP + 2 = 24 points + 8 = 32, short of 33; A-K-Q-9-5-3 is not "
     "self-sufficient: game in the six-card major, not slam"),
    ("acol", "2C P 2NT P 3S P 3NT P", "AKQJ63.AQ3.A7.KJ", "6S",
     "Goren's count in Acol's 2♣ (23+): the self-sufficient spades, 34 points: small slam"),
    # after a positive minor opener still bids naturally: 3♣ is a positive, not "three of
    # our suit" (the 2♣ opening named no suit)
    ("sayc", "2C P 3C P", "AKQJ75.AK3.AK2.5", "3S",
     "SAYC / Downey: opener shows his six spades naturally over the positive 3♣"),
    ("sayc", "2C P 3C P", "AK5.AKQ.A8652.K5", "3D",
     "SAYC / Downey: five diamonds, a natural rebid over 3♣ (game is forced)"),
    ("acol", "2C P 3D P", "AK5.AKQ3.KQ2.K52", "3NT",
     "Standard English Acol: balanced, no five-card suit: no-trump over the positive"),
    # responder after opener's suit over the positive minor, as over the positive 2NT
    ("sayc", "2C P 3C P 3S P", "AJ4..KJT8.QT7653", "4S",
     "Downey: three spades: the major is agreed, game (opener goes on with slam values)"),
    ("sayc", "2C P 3C P 3S P", "J4.A2.KJT8.QT765", "3NT",
     "Downey: two spades and five clubs already shown: no fit, 3NT"),
    ("acol", "2C P 3D P 3H P", "Q5.J4.AQT865.K92", "4D",
     "Downey (bids stay natural once the positive has forced to game), in Acol's strong "
     "2♣: two hearts and a sixth diamond — the diamonds again, forcing, not 3NT"),
    # -- responder's second bid after the two-over-one and opener's rebid of his suit
    ("sayc", "1S P 2H P 2S P", "Q9.KQJT74.AQ4.J3", "4H",
     "Root: a six-card major plays opposite a doubleton: 15 HCP, six hearts and no spade "
     "fit — game in hearts, not 3NT"),
    ("sayc", "1S P 2H P 2S P", "K9.KQJT743.AQ4.J", "4H",
     "Root: the same with seven hearts and 16 HCP (the two-over-one's range had no rule)"),
    # -- responder after opener answers fourth suit forcing (Root)
    ("sayc", "1C P 1H P 1S P 2D P 2H P", "KQ.AJ853.985.KJ9", "4H",
     "Root: opener's three-card heart support and our five make eight: game in hearts"),
    ("sayc", "1D P 1H P 1S P 2C P 2NT P", "QJ.AJ82.AJ7.7643", "3NT",
     "Root: opener has the club stopper that responder lacked: game in no-trump"),
    # -- opener after responder's simple preference (6–10): with extras he tries once more
    ("sayc", "1D P 1H P 1S P 2D P", "A764.J3.AKQ543.Q", "3D",
     "Root: 4 + 1 + 9 + 2 = 16 HCP and six diamonds: the long suit again invites game"),
    ("sayc", "1H P 1S P 2D P 2H P", ".KQ653.KQJ74.AQ7", "3D",
     "Root: 5 + 6 + 6 = 17 HCP, five-five: the second suit again invites game"),
    ("sayc", "1D P 1S P 2C P 2D P", "Q6.K7.AKT53.AJ92", "2NT",
     "Root: 2 + 3 + 7 + 5 = 17 HCP, two spades: 2NT invites 3NT opposite 6–10"),
    ("sayc", "1H P 1S P 2C P 2H P", "64.KT873.AQ.AK98", "P",
     "Root: 3 + 6 + 7 = 16 HCP, five hearts only: the preference is not encouraging — pass"),
]


@pytest.mark.parametrize("system,auction,hand,expected,why", POSITIONS)
def test_the_book_fills_the_gap(system, auction, hand, expected, why):
    s = suggest(hand, auction, system=system)
    assert s.agreed and s.call == Call.from_str(expected), f"{system} {auction} {hand}: {s} ({why})"
