"""The defenders' first calls valued by shape (issue 14): the takeout double counts shortness
in the opponents' suit as dummy points, and the advancer with game values bids game over
responder's raise.

Every expected call comes from the literature, cited at each position; none is copied from
the engine's output.  Sources:

- Audrey Grant, ACBL Bridge Series "Bridge Basics 2: Competitive Bidding" (and "Commonly Used
  Conventions"): a takeout double needs "opening values" counted as 13 or more points
  *counting dummy points* — void 5, singleton 3, doubleton 1 — since the doubler expects to
  be dummy in partner's suit; with fewer, pass.  The same count is taught as "opening points
  (high card points plus dummy points in opponent's suit — 5 for a void, 3 for a singleton,
  1 for a doubleton)" on The Bridge Guru's "How do you know when to double for takeout?".
  Charles Goren, "Point Count Bidding", values the doubler's hand the same way, as a dummy.
- Larry Cohen, "Double Trouble" (ACBL Bridge Bulletin): the takeout double's normal range is
  "about an opening bid (count for shape, especially shortness in the opponent's suit)"; the
  doubler (12/13 to 17/18) "must be able to tolerate all three unbid suits" — at least a
  tripleton in each.  Larry Cohen, "Takeout Doubles" (larryco.com): the partner of the
  takeout doubler "can make sure of game with more (jump to game or cue-bid)", 12+.
- "First Steps in Bridge", Take-out doubles (bridgewebs.com/first): "With perfect shape
  (4-4-4-1) ... you can add points for your singleton ... That means 11 HCP and (4-4-4-1)
  shape is enough"; the advancer's points "for shortage should be included ... 13+ cue-bid,
  or jump to game".
- Bridge World Standard, as quoted in "A seldom discussed sequence" (bridgewinners.com): "A
  cue bid advance of a takeout double shows at least game interest and creates a force until
  a suit is bid twice"; after 1♦ X P 2♦ P the doubler bids "up the line" (2♥) so that the
  fit is found.  Maritha Pottenger, "Cue bidding when partner makes a take-out double" (La
  Jolla unit): the cue bid of their minor says "you pick" a major.
- Jeff Goldsmith, "Responding to Takeout Doubles": "a minimum takeout double of 1♥ looks
  something like Axxx x KJxx Kxxx" (11 HCP, a singleton in their suit); the advancer's
  ranges are points (game-going 12+).
"""
import pytest

from bridgelib.bidding import suggest

SYSTEMS = ("sayc", "acol", "precision")


def _check(hand, auction, expected, system="sayc"):
    s = suggest(hand, auction, system)
    assert s.call is not None and s.call.pbn() == expected, (system, s.call, s.meaning)
    assert s.agreed, s.meaning
    return s


# 1. The takeout double counts shortness in their suit (Grant: 13+ counting dummy points).
@pytest.mark.parametrize("system", SYSTEMS)
@pytest.mark.parametrize("hand, auction", [
    # 11 HCP and a void in their spades, support for every other suit: 11 + 5 = 16 dummy
    # points (Grant) — the hand that passed on board 229 while par was 6♣ for its side
    ("-.AQ82.Q964.K9632", "1S"),
    # "11 HCP and (4-4-4-1) shape is enough" (First Steps in Bridge): 11 + 3 = 14
    ("KJ84.AJ73.Q952.4", "1C"),
    # Goldsmith's "minimum takeout double of 1♥": Axxx x KJxx Kxxx, 11 HCP + 3 = 14
    ("A432.5.KJ32.K432", "1H"),
    # 10 HCP and a singleton in their suit: 10 + 3 = 13, Grant's minimum counting dummy points
    ("KQ73.4.A842.J965", "1H"),
    # the classic shape with 13 HCP (AQxx KJxx x Kxxx over 1♦, "Responding to partner's
    # takeout double", intermediateduplicate): a double with or without the shortness count
    ("AQ76.KJ32.4.K843", "1D"),
])
def test_takeout_double_counting_dummy_points(hand, auction, system):
    s = _check(hand, auction, "X", system)
    assert s.rule is not None and s.rule.name == "takeout double"


# 2. Too little counting the shortness, or the wrong shape: no double (Grant; Cohen).
@pytest.mark.parametrize("system", SYSTEMS)
@pytest.mark.parametrize("hand, auction", [
    # 9 HCP and a singleton: 12 dummy points, under Grant's 13 — pass
    ("KQ73.4.A842.9652", "1H"),
    # 10 HCP and a doubleton in their suit: 11 dummy points — pass
    ("KQ73.42.A842.J96", "1H"),
    # 11 HCP, 4-4-3-2 with the doubleton in their clubs: 11 + 1 = 12 dummy points — pass
    ("KJ73.A842.Q96.J4", "1C"),
    # 11 HCP with a singleton in an UNBID suit and four of theirs: Cohen — the doubler must
    # tolerate all three unbid suits (three cards at least); no five-card suit: pass
    ("KJ84.AJ73.Q953.4", "1D"),
])
def test_no_takeout_double_without_the_values_or_the_shape(hand, auction, system):
    _check(hand, auction, "Pass", system)


# 3. Over responder's raise the advancer with game values bids game in his major (Cohen,
#    "Takeout Doubles": with 12+ the partner of the doubler makes sure of game; First Steps:
#    13+ jump to game; Goldsmith: game-going 12+ points).
@pytest.mark.parametrize("system", SYSTEMS)
@pytest.mark.parametrize("hand, auction, expected", [
    # 12 HCP and five spades after 1♥ X 3♥: game in spades, not a pass
    ("AKQ52.T.K63.Q954", "1H X 3H", "4S"),
    # 13 HCP and four hearts, no diamond stopper, after 1♦ X 3♦: 4♥
    ("K32.AQT9.985.KJ7", "1D X 3D", "4H"),
    # 13 HCP, four spades, no club stopper (no 3NT) after 1♣ X 2♣: 4♠
    ("KQ84.A93.K52.J64", "1C X 2C", "4S"),
    # 15 HCP and four hearts after 1♠ X 3♠: the double of 1♠ promises hearts — 4♥
    ("K3.AQJ4.Q852.K73", "1S X 3S", "4H"),
    # 12 HCP and five hearts, no diamond stopper, after 1♦ X 2♦: 4♥
    ("KQ4.AQ973.85.J64", "1D X 2D", "4H"),
])
def test_advancer_bids_game_over_responders_raise(hand, auction, expected, system):
    _check(hand, auction, expected, system)


@pytest.mark.parametrize("system", SYSTEMS)
@pytest.mark.parametrize("hand", [
    # 9 HCP and five spades over 1♥ X 3♥: the three-level bid (nine trumps opposite the
    # double's three or four; Cohen's law), not game
    "KQ952.T3.K63.954",
    # 10 HCP and four spades: competes at the three level in the major, not game
    "KJ84.T3.KQ6.J954",
])
def test_advancer_with_less_than_game_values_only_competes(hand, system):
    _check(hand, "1H X 3H", "3S", system)


# 4. The opener after responder's Jordan 2NT over the double (the ACBL SAYC System Booklet:
#    over the takeout double "2NT shows a limit raise or better" in opener's suit): opener
#    answers it as the limit raise it is — game with 14+ points (Goren's count, a point a card
#    over four; the system's own acceptance of 1M–3M), three of the suit with a minimum.
#    Jordan 2NT is no contract to play: opener never passes it.
@pytest.mark.parametrize("system", ("sayc", "precision"))
@pytest.mark.parametrize("hand, expected", [
    ("KQT95.AT.KT5.QT3", "4S"),   # 14 HCP + a fifth spade: 15 points, accepts
    ("KQT95.AT.J75.QT3", "3S"),   # 12 HCP + 1: 13 points, declines at the three level
])
def test_opener_answers_jordan_2nt(hand, expected, system):
    _check(hand, "1S X 2NT P", expected, system)


# 5. The doubler answers advancer's cue bid by showing a four-card major, the cheaper first
#    (Bridge World Standard: the cue bid forces until a suit is bid twice; "up the line").
@pytest.mark.parametrize("system", SYSTEMS)
@pytest.mark.parametrize("hand, auction, expected", [
    ("AQ76.KJ32.4.K843", "1D X P 2D P", "2H"),     # both majors: hearts first, up the line
    ("A432.5.KJ32.K432", "1H X P 2H P", "2S"),     # the unbid major
    ("-.AQ82.Q964.K9632", "1S X P 2S P", "3H"),    # hearts, at the three level over 2♠
])
def test_doubler_shows_a_major_over_the_cue_bid(hand, auction, expected, system):
    s = _check(hand, auction, expected, system)
    assert s.rule is not None and s.rule.forcing  # forcing until a suit is bid twice
