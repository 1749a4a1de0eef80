"""Acol and Precision situations added for issue 14, each checked against the literature.

Every expected call comes from the system's literature, cited at each test, never from the
engine's output:

- Acol: the EBU "Standard English Acol" system files (Foundation Level and Modern Acol:
  1NT 12–14, rebids 15–16 / 17–18 / 19, 2NT 20–22, 2♣ 23+ with 2♣–2♦–2NT 23–24 and
  2♣–2♦–3NT 25–27, four-card suits, 2-level responses 9+, jump shift 16+, doubles of suit
  bids up to 2♠ for takeout), and the Acol strong-two summaries (an Acol two is forcing for
  one round; a raise is positive; 2NT is the negative).
- Precision: C. C. Wei, "The Precision Bidding System in Bridge", and Wei & Truscott,
  "Precision Bidding in Bridge" (1♣ 16+ with the 0–7 negative 1♦; 1♦ 11–15; five-card majors
  11–15; 1NT 13–15).

Game and slam arithmetic (25–26 points for game, 33 for a small slam) is the common rule of
every textbook the two systems' literature builds on.
"""
import pytest

from bridgelib.bidding import suggest


def acol(hand, auction):
    return suggest(hand, auction, "acol")


def prec(hand, auction):
    return suggest(hand, auction, "precision")


# --------------------------------------------------------------------------- Acol
# Standard English Acol: a response of 3NT (or responder's 3NT/4M after Stayman or a
# transfer) places the contract; the 12–14 no-trump opener passes.
@pytest.mark.parametrize("auction", ["1NT P 3NT P", "1NT P 2C P 2D P 3NT P",
                                     "1NT P 2C P 2S P 4S P"])
def test_acol_weak_notrump_opener_passes_responders_game(auction):
    s = acol("KQ4.K54.QJ73.Q32", auction)          # 13 HCP, 4-3-3-3
    assert s.call.pbn() == "Pass" and s.rule is not None


# Standard English Acol, Stayman: 2♣ promises a four-card major; after 2♥, 3NT denies four
# hearts, so an opener with four spades as well bids 4♠.
def test_acol_stayman_opener_with_both_majors_corrects_3nt_to_4s():
    assert acol("KQ43.K854.QJ7.Q3", "1NT P 2C P 2H P 3NT P").call.pbn() == "4S"
    assert acol("KQ4.K854.QJ73.Q3", "1NT P 2C P 2H P 3NT P").call.pbn() == "Pass"


# Standard English Modern Acol, transfers: responder's 3NT after the transfer offers a choice
# of games with exactly five cards; opener chooses the major with three-card support.
@pytest.mark.parametrize("hand, expected", [
    ("KQ4.K54.QJ73.Q32", "4H"),   # three hearts: the 5-3 fit
    ("KQ43.K5.QJ73.Q32", "Pass"),  # two hearts: 3NT
])
def test_acol_opener_chooses_the_game_after_a_transfer(hand, expected):
    assert acol(hand, "1NT P 2D P 2H P 3NT P").call.pbn() == expected


# Standard English Acol: 1NT is 12–14, so 19–20 opposite makes 31–34 (quantitative 4NT) and
# 21+ makes 33+ (6NT) — the same ranges after Stayman has found no fit.
def test_acol_slam_ranges_after_stayman():
    assert acol("AKJ4.A3.KQ102.Q43", "1NT P 2C P 2D P").call.pbn() == "4NT"   # 19 HCP
    assert acol("AKJ4.A3.KQ102.KQ3", "1NT P 2C P 2D P").call.pbn() == "6NT"   # 22 HCP
    assert acol("AK94.J3.KQ102.AJ3", "1NT P 2C P 2D P").call.pbn() == "3NT"   # 18 HCP
    assert acol("KQ4.K54.QJ73.Q32", "1NT P 2C P 2D P 4NT P").call.pbn() == "Pass"  # 13
    assert acol("KQ4.K54.QJ73.K32", "1NT P 2C P 2D P 4NT P").call.pbn() == "6NT"   # 14


# Standard English Acol 2.3.2: a jump shift shows 16+ and a good five-card suit (game forcing);
# opener with three-card support raises it.
def test_acol_opener_raises_the_jump_shift_with_support():
    s = acol("Q82.KQ865.A93.K9", "1H P 2S P")
    assert s.call.pbn() == "3S"


# Acol strong two: the opening promises game opposite minimum support; responder's single
# raise is positive, so opener bids the game — here, with two singletons (about 32 points
# by Goren's count), on the way: the control bid 4♦ (Klinger, "Guide to Better Acol
# Bridge": slam tries after the raise are control bids; see
# test_slam_control_bids_textbook.py), which is forcing, and game is played when
# responder signs off.
def test_acol_two_opener_bids_game_after_the_raise():
    assert acol("AKQJ652.4.AKQ5.3", "2S P 3S P").call.pbn() == "4D"
    assert acol("AKQJ652.4.AKQ5.3", "2S P 3S P 4D P 4S P").call.pbn() == "Pass"
    assert acol("AKQJ652.4.AKQ5.K", "2S P 3S P").call.pbn() == "4NT"  # 33+ (Goren): Blackwood
    assert acol("AKQJ652.4.KQJ5.3", "2S P 3S P").call.pbn() == "4S"  # no ace below spades


# Acol strong two: after the negative 2NT and opener's non-forcing rebid of the suit, three
# small trumps and a useful card are enough for game opposite eight playing tricks.
def test_acol_negative_responder_raises_the_rebid_acol_two_with_support():
    assert acol("J73.Q765.K32.642", "2S P 2NT P 3S P").call.pbn() == "4S"
    assert acol("7.Q7652.9732.642", "2S P 2NT P 3S P").call.pbn() == "Pass"


# Standard English Acol: 2♣–2♦–3NT shows 25–27 balanced; 8 HCP opposite makes 33+: 6NT.
def test_acol_responder_bids_6nt_opposite_25_27_with_8():
    assert acol("Q73.K765.Q32.J42", "2C P 2D P 3NT P").call.pbn() == "6NT"
    assert acol("973.8765.Q32.J42", "2C P 2D P 3NT P").call.pbn() == "Pass"


# Standard English Acol: after 2♣–2♦, a suit rebid is forcing to game (only 2NT, 23–24,
# may be passed); with a six-card major opposite the second negative opener bids game.
def test_acol_strong_two_clubs_opener_reaches_game_after_second_negative():
    assert acol("AKQJ92.K.AJ7.AK9", "2C P 2D P 2S P 2NT P").call.pbn() == "4S"


# Standard English Acol, section B1: doubles of suit bids up to and including 2♠ are for
# takeout; after a two-level overcall the double promises four cards in an unbid major (8+).
@pytest.mark.parametrize("hand, auction", [
    ("K842.52.QJ93.K84", "1H 2C"),   # four spades, 9 HCP
    ("52.K842.QJ9.K842", "1S 2D"),   # four hearts, 9 HCP
])
def test_acol_negative_double_after_a_two_level_overcall(hand, auction):
    s = acol(hand, auction)
    assert s.call.pbn() == "X" and "double" in s.meaning.lower()


def test_acol_raise_after_a_two_level_overcall_needs_four_trumps():
    # Four-card majors: a raise of 1♠ promises four spades (Standard English Acol, raises).
    assert acol("QJ84.52.K93.Q842", "1S 2D").call.pbn() == "2S"


# Standard English Acol: responder's second bid after opener's new suit — give preference to
# opener's first suit (with equal length, the first suit); pass with more in the second.
@pytest.mark.parametrize("hand, expected", [
    ("J73.QJ65.K32.642", "2H"),   # three hearts, three clubs: back to the first suit
    ("J73.Q6.K32.J6432", "Pass"),  # two hearts, five clubs
])
def test_acol_preference_after_opener_shows_a_second_suit_over_1nt(hand, expected):
    assert acol(hand, "1H P 1NT P 2C P").call.pbn() == expected


# Standard English Acol: opener's 3♥ over the single raise is a game try (17–18 points);
# responder accepts with the top of the 6–9 range and declines with the bottom.
@pytest.mark.parametrize("hand, expected", [
    ("Q73.K765.K32.J42", "4H"),    # 9 HCP
    ("973.K765.Q32.J42", "Pass"),  # 6 HCP
])
def test_acol_responder_after_opener_game_try(hand, expected):
    assert acol(hand, "1H P 2H P 3H P").call.pbn() == expected


# Standard English Acol: the raise to 4M directly is weak and distributional; opener passes.
def test_acol_opener_passes_the_weak_raise_to_game():
    assert acol("AQ5.KJ432.K43.32", "1H P 4H P").call.pbn() == "Pass"


# ---------------------------------------------------------------------- Precision
# Wei & Truscott: 1NT is 13–15; responder's 3NT places the contract.
def test_precision_1nt_opener_passes_3nt():
    s = prec("KQ4.K54.AJ73.Q32", "1NT P 3NT P")
    assert s.call.pbn() == "Pass" and s.rule is not None


# After a transfer to hearts and 3NT (exactly five hearts), opener with two hearts passes:
# three spades are irrelevant (the old rule bid 4♠ here).
def test_precision_transfer_game_choice_looks_at_the_transferred_major_only():
    assert prec("KQ4.K5.AJ732.Q32", "1NT P 2D P 2H P 3NT P").call.pbn() == "Pass"
    assert prec("KQ4.K54.AJ73.Q32", "1NT P 2D P 2H P 3NT P").call.pbn() == "4H"


# Wei & Truscott: 1♦ is 11–15 and the single raise 2♦ is 8–10; game needs 25–26, so opener
# passes with a minimum and invites only with the top of the range.
def test_precision_1d_opener_after_the_single_raise():
    assert prec("KQ4.K54.QJ73.J32", "1D P 2D P").call.pbn() == "Pass"    # 12 HCP
    # 15 HCP, 3-1-4-5 (a 1♦ opening: no five-card major, not 1NT, 2♣ or 2♦): tries for game
    assert prec("KQ4.K.AJ73.Q5432", "1D P 2D P").call.pbn() in ("2NT", "3NT")


# Wei & Truscott: 1♦–1NT is 8–10; over opener's 2NT (14) responder accepts with 10 and
# declines with 8 (24 together is not enough).
def test_precision_responder_after_1d_1nt_2nt():
    assert prec("Q73.K765.K32.Q42", "1D P 1NT P 2NT P").call.pbn() == "3NT"   # 10 HCP
    assert prec("Q73.K765.Q32.J42", "1D P 1NT P 2NT P").call.pbn() == "Pass"  # 8 HCP


# Wei & Truscott: five-card majors; the 3NT response (14–16) denies support; with a sixth
# card in the major opener prefers 4M, otherwise passes (11–15 opposite: no slam).
@pytest.mark.parametrize("hand, expected", [
    ("AQ9652.K4.K43.32", "4S"),
    ("AQ965.K42.K43.32", "Pass"),
])
def test_precision_opener_after_3nt_response(hand, expected):
    assert prec(hand, "1S P 3NT P").call.pbn() == expected


# Wei: 1♣–1♦ (0–7), opener shows 1♠, responder raises to 2♠ (0–4 points): game needs 26,
# so opener passes with 16–19 and bids game with 22+.
@pytest.mark.parametrize("hand, expected", [
    ("AKJ52.K4.K43.Q32", "Pass"),   # 16 HCP, 17 points
    ("AKQJ52.AK4.KQ3.3", "4S"),      # 22 HCP + length
])
def test_precision_strong_opener_after_the_weak_raise(hand, expected):
    assert prec(hand, "1C P 1D P 1S P 2S P").call.pbn() == expected


# Standard Precision practice (Wei & Truscott, 1♣–1♦–1NT 16–18/19): responder bids as over a
# no-trump opening, so a four-card major answers Stayman.
def test_precision_strong_opener_answers_stayman_after_1c_1d_1nt():
    assert prec("KQ4.AK54.QJ7.KJ3", "1C P 1D P 1NT P 2C P").call.pbn() == "2H"
    assert prec("KQ4.AK5.QJ73.KJ3", "1C P 1D P 1NT P 2C P").call.pbn() == "2D"


# Wei & Truscott: the single major raise is 6–10; over opener's 3M game try responder accepts
# with the top of the range and declines with the bottom.
@pytest.mark.parametrize("hand, expected", [
    ("Q73.K76.K532.Q42", "4S"),    # 10 HCP, three spades
    ("973.Q76.K532.J42", "Pass"),  # 6 HCP
])
def test_precision_responder_after_opener_game_try(hand, expected):
    assert prec(hand, "1S P 2S P 3S P").call.pbn() == expected


# Preference after opener's second suit over 1NT: opener has five in the major, so with equal
# length responder returns to it.
@pytest.mark.parametrize("hand, expected", [
    ("J73.QJ5.K32.6432", "2S"),
    ("J7.QJ53.K32.6432", "Pass"),
])
def test_precision_preference_after_opener_shows_a_second_suit(hand, expected):
    assert prec(hand, "1S P 1NT P 2H P").call.pbn() == expected


# Standard English Acol, defence to pre-emptive openings: a takeout double of a three-level
# preempt with opening values and shortness; in the protective (fourth) seat the same
# methods apply, since passing out a preempt with 19 HCP gives up a game.
def test_acol_doubles_a_preempt_in_the_protective_seat():
    assert acol("AKQ8.QJ108.42.AK2", "3D P P").call.pbn() == "X"
    assert acol("AKQ8.QJ108.42.AK2", "3D").call.pbn() == "X"


# Standard English Acol, opener's second bid: after the minimum rebid of a six-card suit and
# responder's 2NT (11–12), opener bids 3NT with the upper range (25+ together) and signs off
# in three of the suit with a minimum.
@pytest.mark.parametrize("hand, expected", [
    ("A5.KJ9432.K4.K32", "3NT"),   # 14 HCP
    ("A5.KJ9432.Q4.J32", "3H"),    # 11 HCP, Rule of 20
])
def test_acol_opener_after_responders_2nt_invitation(hand, expected):
    assert acol(hand, "1H P 1S P 2H P 2NT P").call.pbn() == expected


# Standard English Acol: 1NT rebid 15–16; 17–18 opposite invites slam with 4NT (quantitative)
# and the rebidder accepts with 16, declines with 15.
def test_acol_quantitative_4nt_over_the_1nt_rebid():
    assert acol("AQ4.KJ3.KQ32.Q32", "1C P 1D P 1NT P").call.pbn() == "4NT"    # 17 HCP
    assert acol("KJ4.K54.AQ3.QJ32", "1C P 1D P 1NT P 4NT P").call.pbn() == "6NT"   # 16
    assert acol("KJ4.Q54.AQ3.QJ32", "1C P 1D P 1NT P 4NT P").call.pbn() == "Pass"  # 15


# Wei & Truscott: 1NT 13–15, so 18–19 opposite invites 6NT (4NT quantitative) also after
# Stayman has found no fit; 20+ bids 6NT.
def test_precision_slam_ranges_after_stayman():
    assert prec("AKJ4.A3.KQ102.J43", "1NT P 2C P 2D P").call.pbn() == "4NT"   # 18 HCP
    assert prec("AKJ4.A3.KQ102.KQ3", "1NT P 2C P 2D P").call.pbn() == "6NT"   # 22 HCP
    assert prec("KQ4.K54.AJ73.Q32", "1NT P 2C P 2D P 4NT P").call.pbn() == "6NT"   # 15


# After 1♣–1♦–1NT and a transfer, responder's 3NT offers the choice of games: the strong
# opener picks the major with three-card support (as over a 1NT opening, Wei & Truscott).
@pytest.mark.parametrize("hand, expected", [
    ("AK7.A42.1076.KQ86", "4S"),
    ("AK.A742.1076.KQ86", "Pass"),
])
def test_precision_strong_opener_chooses_the_game_after_a_transfer(hand, expected):
    assert prec(hand, "1C P 1D P 1NT P 2H P 2S P 3NT P").call.pbn() == expected


# Wei & Truscott: 1M 11–15; responder's two-level new suit is 11+; over opener's 2NT
# (minimum, no fit) responder with 13+ bids game, preferring the 5-3 major fit.
@pytest.mark.parametrize("hand, expected", [
    ("Q73.K6.AKJ73.Q42", "4S"),    # 15 HCP, three spades
    ("Q7.K63.AKJ73.Q42", "3NT"),   # 15 HCP, two spades
])
def test_precision_responder_after_1m_2z_2nt(hand, expected):
    assert prec(hand, "1S P 2D P 2NT P").call.pbn() == expected


# ------------------------------------------------------------ more positions, table-driven
# Each row: system, hand, its HCP (checked, so the row really sits in the range it claims),
# auction, the textbook call, and the source.
ROWS = [
    # Standard English Acol, 1NT 12–14: invitations are accepted with 14, declined with 12–13.
    ("acol", "KQ4.K54.QJ73.K32", 14, "1NT P 2C P 2D P 2NT P", "3NT", "SE Acol: 1NT 12–14"),
    ("acol", "KQ4.K54.QJ73.J32", 12, "1NT P 2C P 2D P 2NT P", "Pass", "SE Acol: 1NT 12–14"),
    ("acol", "KQ4.K54.QJ73.K32", 14, "1NT P 2C P 2S P 3S P", "4S", "SE Acol: 1NT 12–14"),
    ("acol", "KQ42.K54.QJ7.J32", 12, "1NT P 2C P 2S P 3S P", "Pass", "SE Acol: 1NT 12–14"),
    # Stayman, 2♥ shown, responder's 2NT: he holds four spades; opener with four spades too
    # shows them (3♠ minimum, 4♠ maximum).
    ("acol", "KQ42.K543.QJ7.J3", 12, "1NT P 2C P 2H P 2NT P", "3S", "SE Acol: Stayman"),
    ("acol", "KQ42.K543.QJ7.K3", 14, "1NT P 2C P 2H P 2NT P", "4S", "SE Acol: Stayman"),
    ("acol", "KQ4.K54.QJ73.Q32", 13, "1NT P 2H P 2S P 3NT P", "4S", "SE Modern Acol: transfers"),
    # After Stayman and 2♦ (no major), 2NT is a plain invitation: 14 accepts in 3NT, never in
    # a major opener has denied; after the transfer, 2NT shows five cards: 14 with three-card
    # support bids the major game, 12–13 with support signs off in three.
    ("acol", "KQ4.K54.QJ73.K32", 14, "1NT P 2C P 2D P 2NT P", "3NT", "SE Acol: Stayman"),
    ("acol", "KQ4.K54.QJ73.K32", 14, "1NT P 2D P 2H P 2NT P", "4H", "SE Modern Acol: transfers"),
    ("acol", "KQ4.K54.QJ73.J32", 12, "1NT P 2D P 2H P 2NT P", "3H", "SE Modern Acol: transfers"),
    # Invitation after the transfer to hearts (3♥, six hearts): 14 accepts in hearts even
    # with three spades (the old rules bid 4♠ there in Precision).
    ("precision", "KQ4.K5.QJ73.KJ32", 15, "1NT P 2D P 2H P 3H P", "4H", "Wei & Truscott: 1NT 13–15"),
    # A limit raise (10–12) or a 2NT response (10–12) accepted by opener: responder passes.
    ("acol", "Q73.K765.K32.J42", 9, "1H P 3H P 4H P", "Pass", "SE Acol: limit raises"),
    ("acol", "Q73.K76.K532.QJ4", 11, "1S P 2NT P 3NT P", "Pass", "SE Acol: 2NT response 10–12"),
    # The 3NT response (13–15, balanced): opener with a six-card major prefers 4M.
    ("acol", "AQ9652.K4.K43.32", 12, "1S P 3NT P", "4S", "SE Acol: responding in no trumps"),
    ("acol", "AQ96.KJ4.K43.Q32", 15, "1S P 3NT P", "Pass", "SE Acol: responding in no trumps"),
    # Opener's single raise (12–16 points) and responder's 3-level invitation: accept with the
    # top of the range, decline with the bottom.
    ("acol", "A4.KQ54.K43.QJ32", 15, "1C P 1H P 2H P 3H P", "4H", "SE Acol: opener's second bid"),
    ("acol", "A4.Q654.K43.QJ32", 12, "1C P 1H P 2H P 3H P", "Pass", "SE Acol: opener's second bid"),
    # After a two-level response (9+), opener's minimum rebid of the suit: responder invites
    # with 10–12 and support, bids game with 13+, passes with 9–10 and no more to say.
    ("acol", "Q7.K65.AJ32.QJ42", 13, "1S P 2D P 2S P", "3NT", "SE Acol: responder's second bid"),
    ("acol", "Q73.K65.AJ32.J42", 11, "1S P 2D P 2S P", "3S", "SE Acol: responder's second bid"),
    ("acol", "73.K65.AJ32.J542", 9, "1S P 2D P 2S P", "Pass", "SE Acol: responder's second bid"),
    # Opener raises the two-level response: responder with 11+ bids the major game.
    ("acol", "73.AQ765.K32.J42", 10, "1S P 2H P 3H P", "Pass", "SE Acol: 2-level responses 9+"),
    ("acol", "73.AQ765.K32.Q42", 11, "1S P 2H P 3H P", "4H", "SE Acol: 2-level responses 9+"),
    # Acol strong two: after the positive 3NT a six-card major prefers the major game.
    ("acol", "AKQJ65.4.AKQ5.32", 19, "2S P 3NT P", "4S", "Acol strong two"),
    # Strong 2♣: the positive major (8+, good five-card suit) is raised with three-card support.
    ("acol", "AK4.K2.AKQ5.AK32", 26, "2C P 2S P", "3S", "SE Acol: 2♣ 23+"),
    # The 2NT opener (20–22) passes responder's 3NT.
    ("acol", "AK4.KQ2.AQ75.K32", 21, "2NT P 3NT P", "Pass", "SE Acol: 2NT 20–22"),
    # Precision (Wei & Truscott): 1NT 13–15.
    ("precision", "KQ4.K54.AJ73.Q32", 15, "1NT P 2C P 2D P 2NT P", "3NT", "Wei & Truscott: 1NT 13–15"),
    ("precision", "KQ4.K54.QJ73.K32", 14, "1NT P 2H P 2S P 3NT P", "4S", "Wei & Truscott: 1NT 13–15"),
    ("precision", "KQ4.K54.QJ73.K32", 14, "1NT P 3NT P", "Pass", "Wei & Truscott: 1NT 13–15"),
    # Precision five-card majors 11–15: the raise to game is passed; a limited raise accepted
    # by opener is passed.
    ("precision", "AQ965.K42.K43.32", 12, "1S P 4S P", "Pass", "Wei & Truscott: 1M 11–15"),
    ("precision", "K73.Q76.K532.Q42", 10, "1S P 2S P 4S P", "Pass", "Wei & Truscott: 1M 11–15"),
    # 1♦ 11–15 and the 2NT response (11–13) accepted: responder passes.
    ("precision", "Q73.K76.K532.QJ4", 11, "1D P 2NT P 3NT P", "Pass", "Wei & Truscott: 1♦ 11–15"),
    # Opener's 2NT over 1M–2♦ (11+): responder with 11 and no fit passes a minimum 2NT.
    ("precision", "Q7.K63.AJ873.942", 10, "1S P 2D P 2NT P", "Pass", "Wei & Truscott: 1M 11–15"),
    # 1♣–1♦ (0–7), opener 2♣ (5+ clubs), responder 2♥ (5+ hearts, 4–7): opener with 16 passes.
    ("precision", "A4.K32.A43.KQ432", 16, "1C P 1D P 2C P 2H P", "Pass", "Wei: 1♣ 16+, 1♦ 0–7"),
    # The positive 1NT (8–13) over opener's 2♠ (5+ spades, game forced): 3+ spades and a
    # minimum raise to game; two spades bid 3NT.
    ("precision", "Q73.K76.K532.Q42", 10, "1C P 1NT P 2S P", "4S", "Wei: positive 1NT 8–13"),
    ("precision", "Q7.K763.K532.Q42", 10, "1C P 1NT P 2S P", "3NT", "Wei: positive 1NT 8–13"),
    # Without a fit the game-forcing positive shows its half (Root, "Commonsense Bidding": the
    # principle of fast arrival — in a game-forcing auction the direct game is the weakest
    # call): 3NT with 8–10 (above), the slower 2NT with 11–13, so the strong hand can count.
    ("precision", "Q7.K763.A532.Q42", 11, "1C P 1NT P 2S P", "2NT", "Wei: 1NT 8–13; Root: fast arrival"),
    ("precision", "Q7.K763.AQ32.Q42", 13, "1C P 1NT P 2S P", "2NT", "Wei: 1NT 8–13; Root: fast arrival"),
    # Opener, captain (Wei), counts 33 for a small slam (Root) opposite 11–13: 20 invites
    # with a quantitative 4NT (no suit agreed), 22 bids 6NT; responder accepts the
    # invitation with the upper part (12–13).
    ("precision", "AKJ54.KQ2.A4.K32", 20, "1C P 1NT P 2S P 2NT P", "4NT", "Wei: captaincy; Root: 33 for slam"),
    ("precision", "AKJ54.KQ2.AJ.KJ2", 22, "1C P 1NT P 2S P 2NT P", "6NT", "Wei: captaincy; Root: 33 for slam"),
    ("precision", "Q7.K763.AQ32.J42", 12, "1C P 1NT P 2S P 2NT P 4NT P", "6NT", "Root: quantitative 4NT"),
    # Opener's Stayman finds no fit: no suit is agreed, so 4NT is quantitative (as 1NT–2♣–2♦–4NT,
    # ACBL SAYC booklet) — 21 HCP opposite 8–13 invites, 24 bids 6NT (Root: 33 for a small
    # slam); responder accepts with the upper part of 8–13.
    ("precision", "AKQ2.A.KQJ42.Q43", 21, "1C P 1NT P 2C P 2H P", "4NT", "ACBL SAYC booklet; Root: 33 for slam"),
    ("precision", "AKQ2.A.KQJ42.AJ3", 24, "1C P 1NT P 2C P 2D P", "6NT", "Root: 33 for slam"),
    ("precision", "KQ5.J87.K653.K42", 12, "1C P 1NT P 2C P 2D P 4NT P", "6NT", "ACBL SAYC booklet: quantitative 4NT"),
    # 2♣ (11–15, long clubs) and the non-forcing 2♥ (8–12): opener passes without a fit.
    ("precision", "K4.Q2.K43.AQJ432", 15, "2C P 2H P", "Pass", "Wei & Truscott: 2♣ 11–15"),
    ("precision", "K4.Q32.K4.AQJ432", 15, "2C P 2H P", "4H", "Wei & Truscott: 2♣ 11–15"),
    # Standard English Acol B1.4: after 1♦ (1♠) double (pass), opener bids as if responder had
    # bid the major the double promised (four hearts): 2♥ minimum, 3♥ with 16–18 points.
    ("acol", "A4.KJ54.KQ743.32", 13, "1D 1S X P", "2H", "SE Acol B1.4: rebid after a negative double"),
    ("acol", "A4.AJ54.KQ743.K2", 17, "1D 1S X P", "3H", "SE Acol B1.4: rebid after a negative double"),
    # The same negative doubles in Precision (shared with SAYC): the limited opener shows the
    # promised major at the cheapest level.
    ("precision", "4.KJ54.AQ74.Q432", 12, "1D 1S X P", "2H", "Negative doubles through 2♠"),
    # Wei & Truscott: 1♦ 11–15; over opener's 2♥ (four hearts) after the forcing 2♣, responder
    # without a fit and with 13+ bids 3NT.
    ("precision", "K3.Q54.AJ2.KJ874", 14, "1D P 2C P 2H P", "3NT", "Wei & Truscott: 1♦ 11–15"),
    # Standard English Acol: the strong 2♣ (23+) with 25 balanced opposite the positive 2NT (8+):
    # 33+ together, 6NT.
    ("acol", "AK4.KQ2.AQ75.AK3", 25, "2C P 2NT P", "6NT", "SE Acol: 2♣ 23+, positive 2NT 8+"),
    # Wei: the positive 2♦ (8+, five diamonds) over the strong opener's 2NT, nothing more to show:
    # 3NT.
    ("precision", "Q7.K6.AKJ73.9432", 13, "1C P 2D P 2NT P", "3NT", "Wei: positive responses, game forced"),
    # Standard English Modern Acol 2.7, trial bids: after 1♥–2♥–3♦ responder accepts with a
    # maximum raise (or help in diamonds) and signs off in 3♥ with a bare minimum.
    ("acol", "Q73.K765.K32.J42", 9, "1H P 2H P 3D P", "4H", "SE Modern Acol 2.7: trial bids"),
    ("acol", "973.K765.J32.Q42", 6, "1H P 2H P 3D P", "3H", "SE Modern Acol 2.7: trial bids"),
    # Opener's 2NT over 1NT (17–18): the 6–9 responder accepts with 8–9, passes with 6–7.
    ("acol", "Q73.K65.J432.Q42", 8, "1S P 1NT P 2NT P", "3NT", "SE Acol: opener's second bid"),
    ("acol", "973.K65.J432.Q42", 6, "1S P 1NT P 2NT P", "Pass", "SE Acol: opener's second bid"),
    # Opener's 2NT over a two-level response (15–16): 10+ opposite makes game, in the 5-3
    # major fit when there is one; 9 passes. With four-card majors the 2NT may hold four
    # spades or five, so three-card support asks with a forcing 3♠ (opener: 4♠ with five,
    # 3NT with four; C. Ryall's Acol summary: "2NT – 3M is forcing, 'choose a game'").
    ("acol", "Q73.86.AJ432.K42", 10, "1S P 2D P 2NT P", "3S", "SE Acol: 2-level responses 9+"),
    ("acol", "73.J86.AJ432.K42", 9, "1S P 2D P 2NT P", "Pass", "SE Acol: 2-level responses 9+"),
    # SE Acol 2.3.2: the jump shift 1♠–3♣ (16+, game forcing); opener with four clubs raises.
    ("acol", "AQ954.K4.J2.Q432", 12, "1S P 3C P", "4C", "SE Acol 2.3.2: jump shift"),
    # SE Acol B1: the negative double of 2♣ promises four spades; opener shows them.
    ("acol", "K954.AQJ43.K4.32", 13, "1H 2C X P", "2S", "SE Acol B1.3–1.4: negative doubles"),
    # Advancing a protective (fourth-seat) takeout double: bid the four-card major, however weak.
    ("acol", "8643.742.853.J32", 1, "1D P P X P", "1S", "SE Acol: takeout doubles (protective)"),
    # SE Acol B2.1, over the opponents' takeout double: pass with up to 6 HCP and no good suit;
    # 1NT 7–10 balanced; a new suit at the two level with 9+.
    ("acol", "Q73.J5.K432.J432", 7, "1H X", "1NT", "SE Acol B2.1: over a takeout double"),
    ("acol", "973.J5.K432.Q432", 6, "1H X", "Pass", "SE Acol B2.1: over a takeout double"),
    ("acol", "K73.5.J432.AJ432", 9, "1H X", "2C", "SE Acol B2.1: over a takeout double"),
    # SE Modern Acol, transfers: the super-accept shows 14 HCP and four trumps; responder
    # bids game with 7+ and passes with less.
    ("acol", "Q73.KJ765.J32.42", 7, "1NT P 2D P 3H P", "4H", "SE Modern Acol: transfers"),
    ("acol", "973.QJ765.J32.42", 4, "1NT P 2D P 3H P", "Pass", "SE Modern Acol: transfers"),
    # SE Acol B1.4: after the negative double and opener's spades, a fit and 11–12 invites,
    # 8–10 passes.
    ("acol", "K954.73.QJ43.K32", 9, "1H 2C X P 2S P", "Pass", "SE Acol B1.4: negative doubles"),
    ("acol", "K954.73.AJ43.K32", 11, "1H 2C X P 2S P", "3S", "SE Acol B1.4: negative doubles"),
    # SE Acol, responder's second bid: the rebid of a six-card suit is weak (6–10) and to
    # play; a minimum opener passes.
    ("acol", "AQ54.K4.KJ43.432", 13, "1D P 1H P 1S P 2H P", "Pass", "SE Acol: responder's second bid"),
    ("acol", "AQ5.K4.KJ8432.32", 13, "1D P 1H P 2D P 2H P", "Pass", "SE Acol: responder's second bid"),
    # An invitation accepted is the end of the auction for the inviter (limited hand, game bid).
    ("acol", "Q73.KJ54.K32.Q42", 11, "1NT P 2C P 2D P 2NT P 3NT P", "Pass", "SE Acol: 1NT 12–14"),
    # Wei & Truscott: the limited 1♦ opener (11–15) passes responder's major game.
    ("precision", "4.KJ54.AQ74.Q432", 12, "1D P 1H P 2H P 4H P", "Pass", "Wei & Truscott: 1♦ 11–15"),
    # Wei: 1♣ (16+), positive 2♣, opener's 2♥, responder's 4♥ (a minimum positive with support):
    # 18 HCP opposite 8–11 is no slam; opener passes.
    ("precision", "AK.AQ954.K43.Q32", 18, "1C P 2C P 2H P 4H P", "Pass", "Wei: 1♣ 16+, positive responses"),
]


@pytest.mark.parametrize("system, hand, hcp, auction, expected, source", ROWS)
def test_textbook_rows(system, hand, hcp, auction, expected, source):
    from bridgelib import Hand

    assert Hand.from_str(hand).hcp == hcp, f"row's HCP count is wrong ({source})"
    s = suggest(hand, auction, system)
    assert s.call is not None and s.call.pbn() == expected, (source, s.meaning)
    assert s.rule is not None


# Wei & Truscott: every opening but 1♣ is limited to 11–15, so responder with 20+ balanced and
# no fit knows the partnership holds 31–35 (33 on average): 6NT directly, and opener passes.
def test_precision_responder_bids_6nt_opposite_a_limited_opening():
    from bridgelib import Hand

    hand = "AQ4.KQ3.KJ32.AQ3"
    assert Hand.from_str(hand).hcp == 21
    assert prec(hand, "1D P").call.pbn() == "6NT"
    assert prec("KQ4.K54.QJ73.J32", "1D P 6NT P").call.pbn() == "Pass"
