"""A computer player's slam judgement by simulation (``judge``), over the system's rules.

The rules place a game; a computer player with a judge asks how often twelve tricks
make in the deals that fit the auction and, when they mostly do, goes on: 4NT where it
is the system's ace ask, six directly where 4NT would be quantitative (over partner's
no-trump) or would pass five of a minor.  A fake judge pins the mechanism; the real one
(:class:`bridgelib.analysis.judge.SimulationJudge`) is checked on hands whose answer is
not in doubt, and for what it is given: the player's own hand and the auction, never
the other hands.
"""

from __future__ import annotations

import inspect

import pytest

from bridgelib import Auction, Deal, Hand, Seat, Vulnerability
from bridgelib.analysis.judge import SimulationJudge
from bridgelib.auction import parse_calls
from bridgelib.bidding import System, bid_deal, computer_call, suggest
from bridgelib.bidding.engine import (BALANCE_MARGIN, GAME_ODDS, GAME_ODDS_VULNERABLE,
                                    MINOR_GAME_MARGIN, SACRIFICE_MARGIN,
                                    SLAM_ODDS)
from bridgelib.cards import Strain


class Fixed:
    """A judge that answers ``odds`` for a slam (``game`` for fewer tricks) and records
    the slam questions it was asked."""

    def __init__(self, odds: int, game: int | None = None):
        self.odds = odds
        self.game = odds if game is None else game
        self.asked: list[tuple[str, str, Strain]] = []
        self.games: list[tuple[str, Strain, int]] = []
        self.vulnerability: list = []

    def __call__(self, hand, auction, system, strain, tricks=12, *, vulnerability=None):
        said = " ".join(c.pbn() for c in auction.calls)
        self.vulnerability.append(vulnerability)
        if tricks < 12:
            self.games.append((said, strain, tricks))
            return self.game
        self.asked.append((hand.pbn(), said, strain))
        return self.odds


def _suggest(hand, auction, judge, system="sayc"):
    return suggest(hand, Auction(Seat.NORTH, parse_calls(auction)), system, judge=judge)


def _call(hand, auction, judge, system="sayc"):
    return str(_suggest(hand, auction, judge, system).call)


# North opened 1♠, South responded 2♦ (two over one), North rebid 2NT; South holds 18.
CAPTAIN = ("KJ4.A985.AQ43.A5", "1S P 2D P 2NT P")


def test_without_a_judge_the_rules_decide():
    assert _call(*CAPTAIN, None) == "4♠"


def test_likely_slam_over_partners_no_trump_is_bid_directly():
    # 4NT directly over partner's 2NT is quantitative (ACBL SAYC booklet), not an ace ask
    judge = Fixed(SLAM_ODDS + 20)
    s = suggest(CAPTAIN[0], Auction(Seat.NORTH, parse_calls(CAPTAIN[1])), "sayc", judge=judge)
    assert str(s.call) == "6♠"
    assert judge.asked == [(Hand.from_pbn(CAPTAIN[0]).pbn(), "1S Pass 2D Pass 2NT Pass",
                            Strain.SPADES)]
    assert f"{SLAM_ODDS + 20}%" in s.meaning and "simulation" in s.meaning
    assert s.agreed and s.rule is None and str(s.runner_up.call) == "4♠"


def test_unlikely_slam_keeps_the_game():
    assert _call(*CAPTAIN, Fixed(SLAM_ODDS - 1)) == "4♠"


def test_pass_of_partners_major_game_becomes_blackwood():
    # a limit raise: partner has bid game; the rules pass; 4NT here asks for aces
    hand, auction = "K942.A53.K842.32", "1S P 3S P 4S P"
    assert _call(hand, auction, None) == "Pass"
    assert _call(hand, auction, Fixed(80)) == "4NT"
    assert _call(hand, auction, Fixed(30)) == "Pass"


def test_no_trump_game_becomes_six_no_trump():
    # South opened 1NT (15–17), North raised to 3NT; 4NT would be quantitative
    hand, auction = "KQ4.AJ5.K1043.A52", "P P 1NT P 3NT P"
    judge = Fixed(90)
    assert _call(hand, auction, None) == "Pass"
    assert _call(hand, auction, judge) == "6NT"
    assert judge.asked[-1][2] is Strain.NOTRUMP


def test_partners_quantitative_four_no_trump_is_judged():
    # 1NT (15–17)–2♣–2♦–4NT: partner's 4NT is quantitative (16–17, no major fit); the rules
    # decline it with 16, and 6NT makes on 33 HCP more often than not
    hand, auction = "986.A97.AK108.KQ3", "1NT P 2C P 2D P 4NT P"
    assert _call(hand, auction, None) == "Pass"
    judge = Fixed(SLAM_ODDS)
    assert _call(hand, auction, judge) == "6NT"
    assert judge.asked[-1][1:] == ("1NT Pass 2C Pass 2D Pass 4NT Pass", Strain.NOTRUMP)
    assert _call(hand, auction, Fixed(SLAM_ODDS - 1)) == "Pass"


def test_no_ace_ask_where_the_system_reads_four_no_trump_as_quantitative():
    # 1NT–2♣–2♥: responder's 4NT denies the heart fit (the ACBL SAYC booklet: quantitative),
    # so opener would not answer it as Blackwood; with the fit a likely slam is bid directly
    hand, auction = "K5.KQ84.A93.J742", "1NT P 2C P 2H P"
    assert _call(hand, auction, None) == "4♥"
    assert _call(hand, auction, Fixed(80)) == "6♥"


@pytest.mark.parametrize("system, hand, auction", [
    # Acol 1♦–1♠–1NT (15–16)–4NT with 17 HCP; SAYC 1NT (15–17)–4NT with 16 HCP
    ("acol", "AQ73.KJ5.Q84.AJ3", "1D P 1S P 1NT P"),
    ("sayc", "KQ3.KJ5.AQ84.J63", "1NT P"),
])
def test_the_rules_quantitative_four_no_trump_is_judged_by_its_bidder(system, hand, auction):
    # the rules invite with a quantitative 4NT; the inviter, who knows partner's range,
    # weighs the slam as over a game the rules place: 6NT directly where it makes in
    # most deals (33 HCP together opposite partner's minimum — Root, 'Commonsense
    # Bidding'), else the invitation stands
    assert _call(hand, auction, None, system) == "4NT"
    judge = Fixed(SLAM_ODDS)
    assert _call(hand, auction, judge, system) == "6NT"
    assert judge.asked[-1][2] is Strain.NOTRUMP
    # the reason names what the rules did: they invited, they did not place a game
    assert "invite the slam" in _suggest(hand, auction, Fixed(SLAM_ODDS), system).reason
    assert _call(hand, auction, Fixed(SLAM_ODDS - 1), system) == "4NT"


def test_a_judged_game_is_weighed_against_the_slam():
    # Acol: partner's 3♦ preempt (seven diamonds) and 20 HCP with ♦K42: the rules pass,
    # the judgement bids the game it finds making (5♦) — and, like a game the rules
    # place, weighs the slam: six where twelve tricks make in most deals
    hand, auction = "AKQ64.AQ93.K42.Q", "3D P"
    assert _call(hand, auction, None, "acol") == "Pass"
    assert _call(hand, auction, Fixed(SLAM_ODDS - 1, game=100), "acol") == "5♦"
    judge = Fixed(SLAM_ODDS, game=100)
    assert _call(hand, auction, judge, "acol") == "6♦"
    assert judge.asked[-1][1:] == ("3D Pass", Strain.DIAMONDS)
    # the rules passed the preempt: the slam's reason says so, not "placed the game"
    assert "pass below game" in _suggest(hand, auction, Fixed(SLAM_ODDS, game=100), "acol").reason


class ByStrain(Fixed):
    """A judge whose slam odds depend on the strain asked about (``slam``: other odds
    for twelve tricks or more, where ``odds`` are a game's)."""

    def __init__(self, odds: dict, slam: dict | None = None):
        super().__init__(0)
        self.by_strain = odds
        self.slam = slam

    def __call__(self, hand, auction, system, strain, tricks=12, *, vulnerability=None):
        super().__call__(hand, auction, system, strain, tricks, vulnerability=vulnerability)
        if tricks >= 12 and self.slam is not None:
            return self.slam.get(strain, 0)
        return self.by_strain.get(strain, 0)


@pytest.mark.parametrize("odds, call", [
    ({Strain.NOTRUMP: 40, Strain.DIAMONDS: SLAM_ODDS}, "6♦"),
    ({Strain.NOTRUMP: SLAM_ODDS + 10, Strain.DIAMONDS: SLAM_ODDS}, "6NT"),
    ({Strain.NOTRUMP: SLAM_ODDS - 1, Strain.DIAMONDS: SLAM_ODDS - 1}, "Pass"),
])
def test_the_slam_in_the_fit_over_the_rules_three_no_trump(odds, call):
    # SAYC 1♦–3♦ (a limit raise, five diamonds)–3NT: the rules pass; the slam may be in
    # no-trump or in the eight-card diamond fit, and the likelier one is bid
    hand, auction = "K4.Q53.KJ873.Q52", "1D P 3D P 3NT P"
    assert _call(hand, auction, None) == "Pass"
    judge = ByStrain(odds)
    assert _call(hand, auction, judge) == call
    assert {s for _, _, s in judge.asked} == {Strain.NOTRUMP, Strain.DIAMONDS}


def test_no_jump_to_a_major_slam_over_a_conventional_three_no_trump():
    # SAYC 1♠–2NT (Jacoby: four spades, game forcing)–3NT: a balanced opener's rebid, not a
    # contract; the spade slam is left to the auction's own slam bidding
    hand, auction = "AKJ84.K95.Q73.K2", "1S P 2NT P"
    assert _call(hand, auction, None) == "3NT"
    judge = ByStrain({Strain.SPADES: 99})
    assert _call(hand, auction, judge) == "3NT"
    assert Strain.SPADES not in {s for _, _, s in judge.asked}


def test_no_fit_no_question():
    # partner's 4♥ over our 1♠ with a singleton heart: no eight-card fit shown, nothing asked
    judge = Fixed(99)
    call = _call("AKQ98.2.KQ43.A52", "1S P 4H P", judge)
    assert call != "6♥" and judge.asked == []


def test_three_trumps_for_the_suit_partner_has_rebid_are_asked_about():
    # Acol 1♠–2♥–2♠–3♠–4♠: opener's 2♠ rebid may be a four-card suit ("nothing else to
    # show"), so no eight-card fit is shown — but a suit bid twice is the one partner
    # insists on, and three trumps opposite it are a fit to judge (the simulation deals
    # partner's spades as bid); a suit bid once without a fit shown is still not asked
    # about (test_no_fit_no_question)
    hand, auction = "975.AJT964.AK43.", "1S P 2H P 2S P 3S P 4S P"
    assert _call(hand, auction, None, "acol") == "Pass"
    judge = Fixed(SLAM_ODDS)
    assert _call(hand, auction, judge, "acol") == "6♠"
    assert judge.asked[-1][2] is Strain.SPADES
    assert _call(hand, auction, Fixed(SLAM_ODDS - 1), "acol") == "Pass"


def test_never_after_our_own_ace_ask():
    # South raised 1♦ to 3♦ (limit) with no ace; North asked with 4NT, South's 5♣ showed
    # none (the ACBL SAYC booklet) and North signed off in 5♦, game in a minor.  Passed
    # straight to 5♦ the same hand is asked about the slam; after our ace ask it is not.
    hand = "K42.Q53.QJ862.Q3"
    judge = Fixed(99)
    assert _call(hand, "1D P 3D P 5D P", judge) == "6♦" and judge.asked
    judge = Fixed(99)
    assert _call(hand, "1D P 3D P 4NT P 5C P 5D P", judge) == "Pass"
    assert judge.asked == []


def test_no_slam_over_the_rules_control_bid_at_the_game_level():
    # SAYC 1♦–1♥–2♠ (jump shift, forcing to game)–3♠: spades agreed, and opener's 4♣ is a
    # control bid.  With the ♥A and extras West shows it back with 4♥ (Root): forcing, a
    # slam try in spades, not a heart game placed — so it is no game for the judge to
    # raise to six hearts, however many hearts West holds (here seven).
    hand = "K962.AKQ8642.T.4"
    judge = Fixed(99)
    assert _call(hand, "1D P 1H P 2S P 3S P 4C P", judge) == "4♥"
    assert all(strain is not Strain.HEARTS for *_, strain in judge.asked)


def test_computer_call_and_bid_deal_pass_the_judge_on():
    judge = Fixed(99)
    assert str(computer_call(*CAPTAIN, "sayc", None, judge).call) == "6♠"
    from bridgelib import Deal

    rec = bid_deal(Deal.random(45), "sayc", Seat.EAST, judge=Fixed(0))
    assert rec.auction.is_complete


def test_the_judge_sees_only_the_hand_and_the_auction():
    # and what every player sees: the system and the board's vulnerability
    params = list(inspect.signature(SimulationJudge.__call__).parameters)
    assert params == ["self", "hand", "auction", "system", "strain", "tricks", "vulnerability"]


@pytest.mark.parametrize("hand, expect_high", [
    ("AKQ95.A2.KQ4.A32", True),   # 24 HCP opposite a limit raise: slam all but certain
    ("KQ952.Q42.K4.J32", False),  # a minimum opening: no slam
])
def test_real_judge_on_clear_cases(hand, expect_high):
    judge = SimulationJudge()  # 64 deals: 24 put the strong hand's slam at 79% ± 8
    a = Auction(Seat.NORTH, parse_calls("1S P 3S P"))
    odds = judge(Hand.from_pbn(hand), a, System.named("sayc"), Strain.SPADES)
    assert (odds >= 80) if expect_high else (odds <= 20)


def test_real_judge_is_seeded():
    a = Auction(Seat.NORTH, parse_calls(CAPTAIN[1]))
    h = Hand.from_pbn(CAPTAIN[0])
    first = SimulationJudge(deals=24)(h, a, System.named("sayc"), Strain.SPADES)
    again = SimulationJudge(deals=24)(h, a, System.named("sayc"), Strain.SPADES)
    assert first == again
    assert 0 <= first <= 100


# ---------------------------------------------------------------- game or partscore


def _game_call(hand, auction, judge, vulnerability=None):
    return str(suggest(hand, Auction(Seat.NORTH, parse_calls(auction)), "sayc", vulnerability,
                       judge=judge).call)


MINIMUM = ("KJ952.QJ2.K43.Q2", "1S P 3S P")   # 12 HCP, 5-3-3-2, eight losers: rules pass
MAXIMUM = ("KQ952.A42.K4.J32", "1S P 3S P")   # 14: the rules accept


def test_rules_alone_on_the_limit_raise():
    assert _game_call(*MINIMUM, None) == "Pass"
    assert _game_call(*MAXIMUM, None) == "4♠"


def test_game_the_simulation_finds_is_bid():
    from bridgelib.bidding.engine import GAME_ODDS

    judge = Fixed(0, game=GAME_ODDS)
    assert _game_call(*MINIMUM, judge) == "4♠"
    assert judge.games == [("1S Pass 3S Pass", Strain.SPADES, 10)]
    assert _game_call(*MINIMUM, Fixed(0, game=GAME_ODDS - 1)) == "Pass"


@pytest.mark.parametrize("vulnerability, odds, call", [
    (Vulnerability.NS, GAME_ODDS_VULNERABLE, "4♠"),       # we are vulnerable: 6 IMPs to lose, 10 to gain
    (Vulnerability.NS, GAME_ODDS_VULNERABLE - 1, "Pass"),
    (Vulnerability.BOTH, GAME_ODDS_VULNERABLE, "4♠"),
    (Vulnerability.EW, GAME_ODDS_VULNERABLE, "Pass"),      # they are, we are not: 5 to lose, 6 to gain
    (Vulnerability.EW, GAME_ODDS, "4♠"),
    (None, GAME_ODDS_VULNERABLE, "Pass"),                  # not known: read as not vulnerable
])
def test_a_vulnerable_game_is_bid_on_poorer_odds(vulnerability, odds, call):
    assert GAME_ODDS_VULNERABLE < GAME_ODDS
    judge = Fixed(0, game=odds)
    assert _game_call(*MINIMUM, None, vulnerability) == "Pass"  # the rules still pass
    assert _game_call(*MINIMUM, judge, vulnerability) == call
    # the judge is told the vulnerability (asked of the slam too where it bids game)
    assert judge.vulnerability and set(judge.vulnerability) == {vulnerability}


def test_the_rules_game_stands():
    # the simulation never talks the player out of a game the rules bid
    assert _game_call(*MAXIMUM, Fixed(0, game=0)) == "4♠"


def test_no_trump_invitation():
    judge = Fixed(0, game=70)
    hand, auction = "AQ95.A42.K43.Q32", "1NT P 2NT P"   # 15: the rules decline
    assert _game_call(hand, auction, None) == "Pass"
    assert _game_call(hand, auction, judge) == "3NT"
    assert judge.games == [("1NT Pass 2NT Pass", Strain.NOTRUMP, 9)]
    # over the opponents' bid no-trump is not judged (their suit may run)
    judge = Fixed(0, game=99)
    _game_call("AQ95.A42.K43.Q32", "1NT 2C 2NT P", judge)
    assert judge.games == []


def test_a_no_trump_game_is_judged_in_a_contested_auction_too():
    # SAYC 1♦–(1♠)–1NT (6–10, a spade stopper): the rules pass with 14; the simulation deals
    # the overcaller's spades as the auction shows them, so their suit is judged with the rest
    hand, auction = "K4.AJ3.KQ84.J652", "1D 1S 1NT P"
    assert _game_call(hand, auction, None) == "Pass"
    assert _game_call(hand, auction, Fixed(0, game=GAME_ODDS)) == "3NT"
    assert _game_call(hand, auction, Fixed(0, game=GAME_ODDS - 1)) == "Pass"


def test_without_a_fit_no_trump_game_is_judged():
    # SAYC 1♥–1♠–2♣: responder's 10 points with two hearts and three clubs pass partner's
    # new suit (no eight-card fit shown): the judge is asked about 3NT, not five clubs
    hand, auction = "T765.Q3.AT43.A62", "1H P 1S P 2C P"
    assert _game_call(hand, auction, None) == "Pass"
    judge = Fixed(0, game=GAME_ODDS)
    assert _game_call(hand, auction, judge) == "3NT"
    assert judge.games == [("1H Pass 1S Pass 2C Pass", Strain.NOTRUMP, 9)]
    assert _game_call(hand, auction, Fixed(0, game=GAME_ODDS - 1)) == "Pass"


@pytest.mark.parametrize("clubs, notrump, call", [
    (GAME_ODDS, GAME_ODDS + 20, "3NT"),      # nine tricks likelier than eleven: 3NT
    (GAME_ODDS + 20, GAME_ODDS, "5♣"),       # the minor game likelier
    (GAME_ODDS, GAME_ODDS, "5♣"),            # a tie keeps the fit's game
    (GAME_ODDS - 10, GAME_ODDS, "3NT"),      # only 3NT reaches the odds
    (GAME_ODDS - 1, GAME_ODDS - 1, "Pass"),  # neither does
])
def test_over_a_minor_fit_the_likelier_game_is_bid(clubs, notrump, call):
    # SAYC 1♣–2♣ (a single raise): opener's 13 HCP with six clubs pass by the rules; both
    # games score alike (400 not vulnerable), so the one more likely to make is bid
    hand, auction = "A5.K84.72.KQJ863", "1C P 2C P"
    assert _game_call(hand, auction, None) == "Pass"
    judge = ByStrain({Strain.CLUBS: clubs, Strain.NOTRUMP: notrump}, slam={})
    assert _game_call(hand, auction, judge) == call
    assert [(s, t) for _, s, t in judge.games] == [(Strain.CLUBS, 11), (Strain.NOTRUMP, 9)]


def test_a_forcing_call_is_never_passed():
    # 1♠–2♥ (two over one) is forcing: whatever the judge says, opener bids
    judge = Fixed(0, game=0)
    assert _game_call("KQ952.Q42.K4.Q32", "1S P 2H P", judge) != "Pass"


def test_the_general_principles_pass_is_judged_too():
    # East–West: 1♣ (1♦) 2♣ (3♦) 4♣ (P) — no rule covers responder's call; the general
    # principle passes partner's four-level partscore.  A computer player weighs it as it
    # weighs the rules' passes; the call stays a principle's (no rule gave it).
    hand, auction = "6.J852.J96.J9654", "1C 1D 2C 3D 4C P"
    plain = computer_call(hand, auction, "sayc")
    assert plain.principle and str(plain.call) == "Pass"
    judged = computer_call(hand, auction, "sayc", None, Fixed(0, game=99))
    assert str(judged.call) == "5♣" and judged.principle and not judged.agreed
    assert str(computer_call(hand, auction, "sayc", None, Fixed(0, game=10)).call) == "Pass"


def test_an_invitation_stays_an_invitation():
    # the limit raise and the 2NT invitation over 1NT: partner, who knows more, decides;
    # the judge is not asked (bidding game at once measured worse at every threshold)
    for hand, auction, invite in (("K942.A53.K842.32", "1S P", "3♠"),
                                  ("Q95.K42.J43.Q532", "1NT P", "2NT")):
        judge = Fixed(99, game=99)
        assert _game_call(hand, auction, judge) == invite
        assert judge.games == []


def test_a_forcing_bid_below_game_is_not_replaced():
    # Jacoby 2NT is artificial and forcing to game: never turned into 3NT by the judge
    judge = Fixed(0, game=99)
    assert _game_call("K2.AQ94.K843.Q32", "1H P", judge) == "2NT"
    assert judge.games == []


# ------------------------------------------------------------------------ the grand slam
class Grand(Fixed):
    """A judge answering ``grand`` for thirteen tricks (no slam or game otherwise)."""

    def __init__(self, grand: int):
        super().__init__(0, game=0)
        self.grand = grand
        self.grands: list[tuple[str, Strain]] = []

    def __call__(self, hand, auction, system, strain, tricks=12, *, vulnerability=None):
        if tricks == 13:
            self.grands.append((" ".join(c.pbn() for c in auction.calls), strain))
            return self.grand
        return super().__call__(hand, auction, system, strain, tricks)


# North (two aces) asked with 4NT (SAYC Blackwood) over South's limit raise; 5♦ showed
# one: one ace missing, and the rules bid the small slam.
ASKER = ("AKQ95.A2.KQ4.K32", "1S P 3S P 4NT P 5D P")


def test_the_grand_slam_over_the_rules_small_slam():
    from bridgelib.bidding.engine import GRAND_ODDS

    assert _call(*ASKER, None) == "6♠"
    judge = Grand(GRAND_ODDS)
    s = suggest(ASKER[0], Auction(Seat.NORTH, parse_calls(ASKER[1])), "sayc", judge=judge)
    assert str(s.call) == "7♠" and f"{GRAND_ODDS}%" in s.meaning
    assert str(s.runner_up.call) == "6♠"
    assert judge.grands == [("1S Pass 3S Pass 4NT Pass 5D Pass", Strain.SPADES)]
    assert _call(*ASKER, Grand(GRAND_ODDS - 1)) == "6♠"


def test_no_grand_without_our_own_ace_ask():
    # the small slam bid directly (no ask: partner's aces unknown) is not judged for seven
    judge = Grand(99)
    assert _call("AKQ95.AK2.KQJ4.A", "1S P 3S P", judge) != "7♠"
    assert judge.grands == []


def test_the_real_judge_reads_the_key_card_answer():
    # Precision's Roman Key Card Blackwood: 5♦ shows none or three of the five key cards;
    # North holds four, so partner has none and the ace of diamonds is missing: seven
    # makes only when the defender on lead lacks it and dummy can ruff diamonds.  With 5♣
    # (one or four) partner holds the fifth: all key cards are there.
    judge = SimulationJudge(deals=16)
    sysm = System.named("precision")
    missing = Auction(Seat.NORTH, parse_calls("1S P 3S P 4NT P 5D P"))
    assert judge(Hand.from_pbn("AKQ95.AK2.KQ4.A3"), missing, sysm, Strain.SPADES, 13) < 25
    complete = Auction(Seat.NORTH, parse_calls("1S P 3S P 4NT P 5C P"))
    assert judge(Hand.from_pbn("AKQ95.AK2.KQJ4.A"), complete, sysm, Strain.SPADES, 13) > 50


# ---- the judge deals partner only hands that make partner's calls by the rules
# Precision: East opened 1♥ (11–15, five hearts) and raised North's 1♠ to 2♠ (four
# spades, 11–13 points).  What the two calls show in summary (``from_auction``) admits
# a 15-count; the rules would have opened it 1♣ (16+), or jumped to 3♠ with 14 points.
RAISED = "P 1H P 1S P 2S P"


@pytest.mark.parametrize("east, makes_the_calls", [
    ("KJ52.AJ973.Q8.54", True),    # 11 HCP, 12 points: the raise to 2♠
    ("KJ52.AQ973.K8.54", False),   # 13 HCP, 14 points: the rules jump to 3♠
    ("KQ52.AQ973.K8.Q4", False),   # 16 HCP: the strong 1♣, not 1♥
])
def test_partners_hand_must_make_partners_calls(east, makes_the_calls):
    from bridgelib.analysis.dealer import Dealer
    from bridgelib.analysis.judge import _bids_as_it_did

    auction = Auction(Seat.NORTH, parse_calls(RAISED))
    deal = Dealer(7, predeal={Seat.EAST: Hand.from_pbn(east)}).deal()
    fits = _bids_as_it_did(auction, System.named("precision"), Seat.EAST)
    assert fits(deal) is makes_the_calls


@pytest.mark.parametrize("vulnerability, makes_the_call", [
    (None, True), (Vulnerability.NONE, True), (Vulnerability.EW, True),
    (Vulnerability.NS, False), (Vulnerability.BOTH, False),
])
def test_partners_calls_are_read_at_the_vulnerability(vulnerability, makes_the_call):
    # SAYC opens a seven-card suit at the three level with six playing tricks not
    # vulnerable, seven vulnerable (the rule of two and three): KQJ9854 and nothing else
    # is a non-vulnerable 3♥ only
    from bridgelib.analysis.dealer import Dealer
    from bridgelib.analysis.judge import _bids_as_it_did

    north = Hand.from_pbn("5.KQJ9854.843.72")
    deal = Dealer(3, predeal={Seat.NORTH: north}).deal()
    fits = _bids_as_it_did(Auction(Seat.NORTH, parse_calls("3H P")), System.named("sayc"),
                           Seat.NORTH, vulnerability)
    assert fits(deal) is makes_the_call


def test_a_declined_game_try_is_not_overruled():
    # SAYC: East opened 1♥, West raised to 2♥ (6–10), East's 3♦ asked for help (a
    # help-suit game try) and West signed off in 3♥ — no help, or a bare minimum.  With
    # 17 HCP East respects the sign-off.  What 2♥ and 3♥ show in summary (5–10 HCP, three
    # hearts) includes the maxima that would have accepted, and on those deals the game
    # made 70% of the time: the judgement overruled partner and bid 4♥.
    hand, said = "AKJ.Q9732.KJ64.K", "P 1H P 2H P 3D P 3H P"
    auction, sayc = Auction(Seat.NORTH, parse_calls(said)), System.named("sayc")
    summary = SimulationJudge(as_bid=False)(Hand.from_pbn(hand), auction, sayc,
                                            Strain.HEARTS, 10)
    as_bid = SimulationJudge()(Hand.from_pbn(hand), auction, sayc, Strain.HEARTS, 10)
    assert summary >= GAME_ODDS > as_bid
    assert _call(hand, said, SimulationJudge()) == "Pass"
    assert _call(hand, said, SimulationJudge(as_bid=False)) == "4♥"


def test_partner_off_the_rules_still_gets_a_judgement():
    # SAYC: after 1♠–2♠ no rule jumps to 5♦ (a human partner's call, say); no deal makes
    # partner's calls by the rules, so the judge falls back to what the calls show —
    # the same deals, and the same answer, as without the test
    hand, auction = Hand.from_pbn("Q832.K5.J62.8743"), Auction(
        Seat.NORTH, parse_calls("1S P 2S P 5D P"))
    sayc = System.named("sayc")
    raised = Auction(Seat.NORTH, parse_calls("1S P 2S P"))
    assert not any(str(suggest(Deal.random(seed)[Seat.NORTH], raised, sayc).call) == "5♦"
                   for seed in range(500))
    with_test = SimulationJudge(deals=24)(hand, auction, sayc, Strain.SPADES, 11)
    without = SimulationJudge(deals=24, as_bid=False)(hand, auction, sayc, Strain.SPADES, 11)
    assert with_test == without > 0


# ------------------------------------------------------- five of a minor or 3NT
class ByContract(Fixed):
    """A judge whose odds depend on the contract asked about: ``odds[(strain, tricks)]``
    (0 for any other), recording every question."""

    def __init__(self, odds: dict):
        super().__init__(0)
        self.by_contract = odds
        self.contracts: list[tuple[Strain, int]] = []

    def __call__(self, hand, auction, system, strain, tricks=12, *, vulnerability=None):
        self.contracts.append((strain, tricks))
        return self.by_contract.get((strain, tricks), 0)


# SAYC 1♦–3♦ (a limit raise, five diamonds)–3NT: opener's 3NT placed the contract and the
# rules pass it; the eight-card diamond fit is shown
LIMIT_RAISER = ("K4.Q53.KJ873.Q52", "1D P 3D P 3NT P")


@pytest.mark.parametrize("five, no_trump, call", [
    (80, 80 - MINOR_GAME_MARGIN, "5♦"),          # 3NT fails where 5♦ makes: an unstopped suit
    (80, 80 - MINOR_GAME_MARGIN + 1, "Pass"),    # a narrower gap: the judge's 64 deals
    (40, 90, "Pass"),                            # no-trump's nine tricks come easier
])
def test_five_of_the_minor_over_partners_three_no_trump(five, no_trump, call):
    assert _call(*LIMIT_RAISER, None) == "Pass"
    judge = ByContract({(Strain.DIAMONDS, 11): five, (Strain.NOTRUMP, 9): no_trump})
    s = suggest(LIMIT_RAISER[0], Auction(Seat.NORTH, parse_calls(LIMIT_RAISER[1])), "sayc",
                judge=judge)
    assert str(s.call) == call
    assert (Strain.DIAMONDS, 11) in judge.contracts and (Strain.NOTRUMP, 9) in judge.contracts
    assert Strain.CLUBS not in {strain for strain, _ in judge.contracts}  # no club fit shown
    if call == "5♦":
        assert f"{five}%" in s.meaning and "3NT" in s.meaning and str(s.runner_up.call) == "Pass"


def test_the_rules_own_three_no_trump_bid_becomes_five_of_the_minor():
    # SAYC 1♦–3♦: with 15 HCP and the unbid suits stopped opener's rules bid 3NT
    hand, auction = "QJ4.K5.AQ984.K52", "1D P 3D P"
    assert _call(hand, auction, None) == "3NT"
    judge = ByContract({(Strain.DIAMONDS, 11): 90, (Strain.NOTRUMP, 9): 30})
    assert _call(hand, auction, judge) == "5♦"


def test_no_minor_fit_no_minor_game():
    # 1NT–3NT: no suit shown; 3NT stands whatever a minor would make
    judge = ByContract({(Strain.DIAMONDS, 11): 99, (Strain.CLUBS, 11): 99})
    assert _call("KQ4.AJ5.K1043.A52", "P P 1NT P 3NT P", judge) == "Pass"
    assert {tricks for _, tricks in judge.contracts} == {12}   # only the slam was weighed


def test_a_major_fit_is_left_to_the_system():
    # Jacoby 2NT: 3NT is a conventional rebid (balanced, extras), not a contract
    judge = ByContract({(Strain.SPADES, 10): 99, (Strain.NOTRUMP, 9): 0})
    assert _call("AKJ84.K95.Q73.K2", "1S P 2NT P", judge) == "3NT"


# ------------------------------------------------ balance over their partscore, or defend
class Competing(Fixed):
    """A judge whose ``compete`` answer (IMPs each bid gains over defending) is
    ``gains[bid]`` (``default`` for any other), recording each question; its other odds
    are 0 (no game, no slam)."""

    def __init__(self, gains=None, default=0.0):
        super().__init__(0)
        self.gains = gains or {}
        self.default = default
        self.competes: list[tuple[str, tuple[str, ...]]] = []
        self.doubled: list[bool] = []

    def compete(self, hand, auction, system, bids, *, vulnerability=None, doubled=False):
        said = " ".join(c.pbn() for c in auction.calls)
        self.competes.append((said, tuple(b.pbn() for b in bids)))
        self.doubled.append(doubled)
        return {b.pbn(): self.gains.get(b.pbn(), self.default) for b in bids}


# SAYC 1♥ P 2♥ P P: East, in the pass-out seat with five diamonds and three hearts, is
# too weak to balance by the rules (three of their suit)
BALANCER = ("Q2.J73.KT985.K73", "1H P 2H P P")


def test_the_rules_pass_stands_without_the_question():
    assert _call(*BALANCER, None) == "Pass"
    assert _call(*BALANCER, Fixed(0)) == "Pass"  # a judge without ``compete`` is not asked


def test_balance_when_the_simulation_finds_it_pays():
    judge = Competing({"3D": BALANCE_MARGIN + 0.5})
    s = _suggest(*BALANCER, judge)
    assert str(s.call) == "3♦" and str(s.runner_up.call) == "Pass"
    assert "Balancing: the rules pass their 2♥" in s.meaning and "0.5 IMPs" in s.meaning
    # the five-card suit, at the cheapest level; not their hearts, not a short suit
    assert judge.competes == [("1H Pass 2H Pass Pass", ("3D",))]


def test_defend_when_the_bid_loses():
    assert _call(*BALANCER, Competing({"3D": BALANCE_MARGIN - 0.5})) == "Pass"


def test_the_best_candidate_is_bid():
    # five clubs and five spades over 1♥ passed out: 1♠ and 2♣ (the cheapest bid in each,
    # asked lowest first) weighed on the same deals
    hand, auction = "QJ874.3.92.QJ874", "1H P P"
    judge = Competing({"1S": 0.2, "2C": 1.5})
    assert _call(hand, auction, judge) == "2♣"
    assert judge.competes == [("1H Pass Pass", ("1S", "2C"))]


@pytest.mark.parametrize("hand, auction", [
    ("Q2.J73.KT985.K73", "1H P 2H"),          # partner still to call: passing ends nothing
    ("Q2.J73.KT985.K73", "1H P 2H X P"),      # partner doubled for takeout: the rules answer
    ("Q2.J73.KT985.K73", "1H P 4H P P"),      # their game: not a partscore to compete for
    ("Q2.J73.KT985.K73", "1S P 3S P P"),      # 4♦ is above the three level
    ("Q72.J73.KT98.K73", "1H P 2H P P"),      # no five-card suit, no fit shown
])
def test_not_asked(hand, auction):
    judge = Competing(default=99)
    assert _call(hand, auction, judge) == _call(hand, auction, None)  # the rules' call stands
    assert judge.competes == []


def test_the_suit_of_a_transfer_is_still_ours_to_balance_in():
    # SAYC 1NT P 2♥ P 2♠ P P: the 2♥ transfer showed spades, not hearts (Jacoby), so
    # North's five hearts are a candidate (3♥, the cheapest heart bid) beside five clubs;
    # their spades and no-trump are not
    judge = Competing({"3H": BALANCE_MARGIN + 0.5})
    assert _call("K7.QJ854.4.KJ932", "1NT P 2H P 2S P P", judge) == "3♥"
    assert judge.competes == [("1NT Pass 2H Pass 2S Pass Pass", ("3C", "3H"))]


def test_a_natural_bid_names_its_suit():
    # SAYC 1♥ P 2♥ P P: a natural raise: hearts stay theirs, not a candidate
    judge = Competing(default=99)
    _call("K7.QJ854.4.KJ932", "1H P 2H P P", judge)
    assert all("3H" not in bids for _, bids in judge.competes)


def _real_gain(hand, auction, bid):
    """What the real judge (16 deals) finds ``bid`` gaining over defending, SAYC."""
    judge = SimulationJudge(deals=16)
    a = Auction(Seat.NORTH, parse_calls(auction))
    return judge.compete(Hand.from_pbn(hand), a, System.named("sayc"), parse_calls(bid))[bid]


def test_the_real_judge_compares_the_two_scores():
    # SAYC 1♥ P 2♥ P P: a long diamond suit and shortness in hearts — 3♦ beats defending
    # 2♥; the top hearts and no fit — defending beats 3♦
    assert _real_gain("Q82.2.KJ9852.K73", "1H P 2H P P", "3D") > 1
    assert _real_gain("82.AKJ4.T9852.73", "1H P 2H P P", "3D") < 0


# SAYC 1♥ P 2♥ P P: East, in the pass-out seat with a singleton heart, four spades and
# four of each minor but 7 HCP, defends 2♥ by the rules (too weak for their double)
DOUBLER = ("Q984.7.K853.Q932", "1H P 2H P P")


def test_a_balancing_double_when_the_simulation_finds_it_pays():
    assert _call(*DOUBLER, None) == "Pass"
    judge = Competing({"X": BALANCE_MARGIN + 0.5})
    s = _suggest(*DOUBLER, judge)
    assert str(s.call) == "X" and str(s.runner_up.call) == "Pass"
    assert "Balancing double: the rules pass their 2♥" in s.meaning
    assert "partner answering by our rules" in s.meaning
    # no five-card suit: the double is the one candidate
    assert judge.competes == [("1H Pass 2H Pass Pass", ("X",))]


def test_the_double_against_the_best_bid():
    # five diamonds, a singleton heart and four of each black suit: 3♦ and the double
    # weighed on the same deals, the better one made
    hand, auction = "Q984.7.KT985.Q93", "1H P 2H P P"
    assert _call(hand, auction, Competing({"3D": 0.4, "X": 1.2})) == "X"
    judge = Competing({"3D": 1.2, "X": 0.4})
    assert _call(hand, auction, judge) == "3♦"
    assert judge.competes == [("1H Pass 2H Pass Pass", ("3D", "X"))]


def test_no_double_when_defending_pays():
    assert _call(*DOUBLER, Competing({"X": BALANCE_MARGIN - 0.5})) == "Pass"


@pytest.mark.parametrize("hand, auction", [
    ("Q9.74.K853.Q9532", "1H P 2H P P"),       # two spades: no support for every suit
    ("Q84.74.K853.Q932", "1S P 2S P P"),       # three of their spades
    ("Q984.7.K853.Q932", "1H P 3H P P"),       # their three-level partscore
    ("Q984.7.K853.Q932", "1H P 2H X P"),       # partner doubled: not the pass-out seat
    ("Q984.7.K853.Q932", "1D P 1H P 2H P P"),  # four of their diamonds: not short
])
def test_no_double_asked(hand, auction):
    judge = Competing(default=99)
    assert _call(hand, auction, judge) != "X"
    assert all("X" not in bids for _, bids in judge.competes)


def test_no_double_once_our_side_has_bid():
    # East overcalled 1♠ and is in the pass-out seat over their 2♥: our side has bid, so
    # a double now is no balancing takeout double
    judge = Competing(default=99)
    assert _call("Q984.7.K853.Q932", "1H 1S 2H P P", judge) != "X"
    assert all("X" not in bids for _, bids in judge.competes)


def test_the_real_judge_weighs_partners_answer():
    # SAYC 1♥ P 2♥ P P: they have a fit and stopped at the two level; with 13 HCP, a
    # singleton heart and four cards in each other suit, partner's answer to the double
    # (by the rules, on each deal) scores better than defending 2♥
    assert _real_gain("KQ84.2.AJ53.K932", "1H P 2H P P", "X") > 1


# ------------------------------------------------ sacrifice over their game, or defend
# SAYC 1♠ P 4♠ P P: East, in the pass-out seat with seven clubs and 8 HCP, passes by the
# rules ("stay out")
SACRIFICER = ("2.943.K2.KQT9863", "1S P 4S P P")


def test_sacrifice_when_the_simulation_finds_it_pays():
    assert _call(*SACRIFICER, None) == "Pass"
    judge = Competing({"5C": SACRIFICE_MARGIN + 0.5})
    s = _suggest(*SACRIFICER, judge)
    assert str(s.call) == "5♣" and str(s.runner_up.call) == "Pass"
    assert "Sacrifice: the rules pass their 4♠" in s.meaning
    assert "doubled where it goes down" in s.meaning
    # the seven-card suit at the cheapest level, scored as a sacrifice (doubled where it fails)
    assert judge.competes == [("1S Pass 4S Pass Pass", ("5C",))] and judge.doubled == [True]


def test_defend_their_game_when_the_sacrifice_loses():
    assert _call(*SACRIFICER, Competing({"5C": SACRIFICE_MARGIN - 0.5})) == "Pass"


def test_sacrifice_in_the_fit_partner_showed():
    # East overcalled 2♥ and West raised; over their 4♠ West, in the pass-out seat, has
    # four hearts (a fit shown) and five diamonds (not six): 5♥ is the one candidate
    hand, auction = "32.K964.Q8642.J2", "1S 2H 2S 3H 4S P P"
    judge = Competing({"5H": SACRIFICE_MARGIN + 0.5})
    assert _call(hand, auction, judge) == "5♥"
    assert judge.competes == [(" ".join(c.pbn() for c in parse_calls(auction)), ("5H",))]


@pytest.mark.parametrize("hand, auction", [
    ("2.943.K2.KQT9863", "1S P 4S"),          # partner still to call: passing ends nothing
    ("2.943.K2.KQT9863", "1S P 6S P P"),      # their slam: not a game to save against
    ("2.943.K2.KQT9863", "1S P 3S P P"),      # their partscore: a balancing question
    ("2.9543.K92.KQT98", "1S P 4S P P"),      # five clubs, no fit shown
])
def test_no_sacrifice_asked(hand, auction):
    judge = Competing(default=-99)
    assert _call(hand, auction, judge) == "Pass"
    assert True not in judge.doubled


def test_the_real_judge_weighs_the_vulnerability():
    # seven clubs against their 4♠: at favourable vulnerability 5♣ doubled costs less than
    # their game; at unfavourable, more
    judge = SimulationJudge(deals=16)
    auction, sayc = Auction(Seat.NORTH, parse_calls("1S P 4S P P")), System.named("sayc")
    five = parse_calls("5C")[0]
    hand = Hand.from_pbn(SACRIFICER[0])
    they_vul = judge.compete(hand, auction, sayc, [five], vulnerability=Vulnerability.NS,
                             doubled=True)["5C"]
    we_vul = judge.compete(hand, auction, sayc, [five], vulnerability=Vulnerability.EW,
                           doubled=True)["5C"]
    assert they_vul > 0 > we_vul


def test_the_judge_deals_without_a_progress_bar(monkeypatch):
    # a computer player's thought is not a dealing the user asked for: in a Jupyter kernel
    # (the table view, a lesson) the dealer's default would draw a progress widget for
    # every question
    from bridgelib.analysis import dealer

    asked = []
    real = dealer._progress
    monkeypatch.setattr(dealer, "_progress",
                        lambda progress, total, label="dealing":
                        asked.append(progress) or real(progress, total, label))
    judge = SimulationJudge(deals=8, seed=20261204)  # a seed no other test caches
    auction = Auction(Seat.NORTH, parse_calls("1S P 3S P"))
    judge(Hand.from_pbn("AKQ95.A2.KQ4.A32"), auction, System.named("sayc"), Strain.SPADES)
    assert asked and all(p is False for p in asked)


# ------------------------------------------------ a long suit of our own is a fit
@pytest.mark.parametrize("system", ["sayc", "acol", "precision"])
def test_a_seven_card_suit_of_our_own_is_judged_for_slam(system):
    # 1♦–1♥–2♣: responder's seven hearts, partner has shown none; the rules bid 4♥.  The
    # slam question is asked in hearts, and the slam is bid directly, not by an ace ask:
    # no suit is agreed for the answer's follow-up (Precision's placed 6♣ over 5♣, in
    # responder's void)
    hand, auction = "K3.AKQ9764.K853.", "1D P 1H P 2C P"
    assert _call(hand, auction, None, system) == "4♥"
    judge = Fixed(99)
    assert _call(hand, auction, judge, system) == "6♥"
    assert judge.asked == [(hand, "1D Pass 1H Pass 2C Pass", Strain.HEARTS)]
    assert _call(hand, auction, Fixed(0), system) == "4♥"


def test_six_cards_of_our_own_are_not_a_fit():
    # the same with six hearts and a fourth diamond: partner has shown no hearts, six and
    # none make no eight-card fit, so no slam question in hearts
    judge = Fixed(99)
    _call("K3.AKQ976.K8532.", "1D P 1H P 2C P", judge)
    assert all(strain is not Strain.HEARTS for _, _, strain in judge.asked)
