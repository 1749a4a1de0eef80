"""The opening side after its redouble of the takeout double and the opponents' escape
(issue 14: computer partners that bid like club players): 1x X XX and the doublers' side
runs from the redouble.

Every expected call comes from the literature, cited at each test; none is copied from the
engine's output.  Sources:

- the ACBL SAYC System Booklet: over a takeout double, responder's redouble shows 10+ HCP
  and implies no fit for opener;
- William S. Root, "Commonsense Bidding": after partner's redouble opener passes to let him
  double their escape;
- Eddie Kantar (ACBL Bulletin, February 2004, as BidBase reports it): after the redouble
  opener passes with a full opening hand, to give the redoubler a chance to describe his
  hand; opener bids at once only with a weak, distributional hand;
- Michael Byrne, "The Mysterious Redouble" (English Bridge, "Traps for the Unwary"): by
  redoubling, responder has declared ownership of the hand — the partnership either plays
  the contract or doubles the opponents for penalties, never lets them play undoubled at a
  low level; opener's pass over their escape is forcing; if opener bids at his second turn
  he is unsuitable for defence (rebidding his suit shows six cards); the redoubler doubles
  for penalties, supports one of opener's suits if he can, or else retreats to no-trump;
- Karen Walker, "Troubles with Redoubles", Part IV: redouble auctions are the best chances
  for a one-level penalty double — after 1♥ X XX P P 1♠ the panel doubled with four poor
  trumps (♠10743 ♥3 ♦AJ84 ♣AQ86); partner, having passed, will sit the double with two or
  more trumps.

Acol plays the redouble the same way (Byrne writes for English players); Precision shares
it, but not after its strong, artificial 1♣.
"""
import pytest

from bridgelib.bidding import suggest


def _check(hand, auction, expected, system="sayc"):
    s = suggest(hand, auction, system)
    expected = "Pass" if expected == "P" else expected
    assert s.call is not None, (auction, s.meaning)
    assert s.call.pbn() == expected, (s.call.pbn(), s.meaning)
    assert s.agreed, s.meaning
    return s


# 1. Opener after advancer's escape (Kantar; Byrne; Walker): a penalty double with four or
#    more of their suit, a rebid of a six-card suit with a weak hand unsuited to defence
#    (shortness in theirs), otherwise a forcing pass that leaves the redoubler to decide.
@pytest.mark.parametrize("hand, auction, expected", [
    # four spades: the one-level penalty double (Walker)
    ("QJ95.AK872.K3.54", "1H X XX 1S", "X"),
    # four clubs at the two level: the same
    ("A7.KQ854.K3.QT62", "1H X XX 2C", "X"),
    # a full opening, balanced, two of their clubs: pass (Kantar)
    ("A94.KQ962.Q85.J3", "1H X XX 2C", "P"),
    # six hearts, a singleton spade, a minimum: unsuited to defence, rebid the suit (Byrne)
    ("4.AKJ973.Q86.J52", "1H X XX 1S", "2H"),
    # six hearts but three spades: the hand can defend — pass (Kantar: a full opening passes)
    ("K84.AQJ973.Q6.52", "1H X XX 1S", "P"),
    # Acol: the same forcing pass and the same penalty double
    ("A94.KQ962.Q85.J3", "1H X XX 2C", "P"),
])
def test_opener_after_the_escape_from_partners_redouble(hand, auction, expected):
    _check(hand, auction, expected)


@pytest.mark.parametrize("hand, auction, expected", [
    ("A94.KQ962.Q85.J3", "1H X XX 2C", "P"),
    ("QJ95.AK872.K3.54", "1H X XX 1S", "X"),
])
def test_acol_opener_after_the_escape_from_partners_redouble(hand, auction, expected):
    _check(hand, auction, expected, "acol")


def test_openers_pass_over_the_escape_is_forcing():
    # Byrne: opener's pass at his second turn is forcing — the redoubler must act.
    from bridgelib.bidding import forcing
    assert forcing("1H X XX 1S P P") == "round"


# 2. The redoubler after the escape (Byrne: double for penalties, support opener, or
#    no-trump; never let them play undoubled; Walker's one-level penalty double).
@pytest.mark.parametrize("hand, auction, expected", [
    # Walker's panel hand: four poor spades — double
    ("T743.3.AJ84.AQ86", "1H X XX P P 1S", "X"),
    # four of their clubs after advancer ran and opener passed: double
    ("K5.J42.A983.KJ96", "1H X XX 2C P P", "X"),
    # three spades only, no heart fit, 14 balanced with spades stopped: 3NT (Byrne)
    ("KJ5.J4.AQ83.K962", "1H X XX 1S P P", "3NT"),
    # three-card heart support and 12 HCP: the limit raise (Byrne: support opener)
    ("Q52.K84.AJ73.Q92", "1H X XX 1S P P", "3H"),
    # three-card heart support and 14 HCP: game in the major
    ("A52.K84.AJ73.Q92", "1H X XX 1S P P", "4H"),
    # 11 balanced, spades stopped, no fit for diamonds: 2NT invites (Byrne: else no-trump)
    ("KJ5.J4.Q98.KJ632", "1D X XX P P 1S", "2NT"),
    # three spades, no stopper, no fit, no five-card suit: still not undoubled — double
    ("854.J4.AQ83.AK62", "1H X XX 1S P P", "X"),
])
def test_the_redoubler_after_the_escape(hand, auction, expected):
    _check(hand, auction, expected)


@pytest.mark.parametrize("hand, auction, expected", [
    ("T743.3.AJ84.AQ86", "1H X XX P P 1S", "X"),
    ("A52.K84.AJ73.Q92", "1H X XX 1S P P", "4H"),
])
def test_acol_and_precision_redoubler_after_the_escape(hand, auction, expected):
    _check(hand, auction, expected, "acol")
    _check(hand, auction, expected, "precision")


# 3. Opener leaves in the redoubler's penalty double (Walker: partner sits the double with
#    two or more trumps).
@pytest.mark.parametrize("hand, auction", [
    ("A94.KQ962.Q85.J3", "1H X XX P P 1S X P"),
    ("Q4.AKJ85.K73.J62", "1H X XX 2C P P X P"),
])
def test_opener_leaves_in_the_penalty_double_of_the_escape(hand, auction):
    _check(hand, auction, "P")


# 4. What the new situations must not catch: opener's first turn after the redouble when
#    advancer passed stays "Opener after partner's redouble" (Root), and Precision's strong
#    1♣ is not a one-of-a-suit opening to defend after.
def test_the_redouble_situations_do_not_catch_other_auctions():
    s = _check("A7.KQ854.K73.J62", "1H X XX P", "P")
    assert "takes charge" in s.meaning
    s = suggest("5.KJ84.K7.AKT975", "1C X XX 1S", "precision")
    assert "unsuited to defence" not in s.meaning and "Forcing pass" not in s.meaning
