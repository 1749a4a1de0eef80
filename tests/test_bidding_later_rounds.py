"""Later rounds of our own auctions: captaincy, games and slams partner has placed, slam tries
(issue 14: computer partners that bid like club players).

Every expected call comes from the literature, cited at each test: the ACBL SAYC booklet
("Standard American Yellow Card"), Root, "Commonsense Bidding" (captaincy: the partner of the
player who has limited the hand places the contract; 26 points for game, 33 for a small slam,
37 for a grand slam) and Kantar, "Roman Keycard Blackwood".  None is copied from the engine's
output.  The grammar words are checked against figures worked out by hand from the context
given (``together`` is our HCP plus partner's expected HCP, ``fit`` our cards plus partner's).
"""
import pytest

from bridgelib import Hand
from bridgelib.auction import parse_calls
from bridgelib.bidding import explain, suggest
from bridgelib.bidding.condition import Condition, Context
from bridgelib.bidding.system import STATES, System, auction_state
from bridgelib.cards import Suit
from bridgelib.errors import InvalidNotation

SYSTEMS = ("sayc", "acol", "precision")


# ---------------------------------------------------------------- the grammar words
SHOWN = Context(partner_low=15, partner_high=17, partner_expected=16,
                partner_shown=(2, 3, 5, 1))  # clubs, diamonds, hearts, spades


def holds(text, hand, ctx=SHOWN, env=None):
    return Condition.parse(text).holds(Hand.from_pbn(hand), env or {}, ctx)


def test_partner_min_and_max_read_the_range_shown():
    assert holds("partner_min == 15 and partner_max == 17", "AQ52.K3.KQ82.A73")
    # no range shown: no minimum, and no upper limit (37, every HCP a hand can hold)
    assert holds("partner_min == 0 and partner_max == 37", "AQ52.K3.KQ82.A73", Context())


def test_together_adds_our_hcp_to_partners_expected_hcp():
    # AQ52.K3.KQ82.A73: 6 + 3 + 5 + 4 = 18 HCP; partner is expected to hold 16: 34
    assert holds("together == 34", "AQ52.K3.KQ82.A73")
    # 7532.K3.KQ82.A73: 12 HCP + 16 = 28
    assert holds("together == 28", "7532.K3.KQ82.A73")
    # nothing known of partner: our own HCP
    assert holds("together == 18", "AQ52.K3.KQ82.A73", Context())


def test_partner_len_and_fit_count_the_cards_known():
    hand = "AQ52.K3.KQ82.A73"  # 4 spades, 2 hearts, 4 diamonds, 3 clubs
    assert holds("partner_len(H) == 5 and partner_len(S) == 1 and partner_len(C) == 2", hand)
    assert holds("fit(H) == 7 and fit(S) == 5 and fit(D) == 7 and fit(C) == 5", hand)
    # placeholders: the pattern's suit, and the agreed trump suit
    assert holds("fit(M) == 7", hand, env={"M": Suit.HEARTS})
    assert holds("fit(t) == 7", hand, env={"t": Suit.HEARTS})
    # no trump suit agreed yet: no cards are known in it
    assert holds("fit(t) == 0", hand)


def test_partner_words_are_parsed_never_executed_and_errors_name_them():
    with pytest.raises(InvalidNotation, match="a suit"):
        Condition.parse("fit(hcp) >= 8")
    with pytest.raises(InvalidNotation, match="together"):
        Condition.parse("togther >= 33")  # a misspelt word lists the words there are
    with pytest.raises(InvalidNotation):
        Condition.parse("partner_len >= 3")  # a suit function needs its suit


def test_partner_words_neither_show_nor_rule_out_anything_when_explained():
    c = Condition.parse("hcp in 12..14 and together <= 32 and fit(S) >= 8")
    assert c.reads_partner
    assert not Condition.parse("hcp >= 12 and len(S) >= 5").reads_partner
    # what the call shows is read from the hand's own ranges only
    assert c.shows({}) == {"hcp": (12, 14)}
    # whether it may hold depends on the cards and the auction: never ruled out in advance
    assert Condition.parse("together >= 33").possible({})


PROBE = """{"name": "probe", "title": "probe", "situations": [
  {"auction": "", "title": "Opening bids", "rules": [
    {"call": "1NT", "when": "hcp in 15..17 and balanced", "meaning": "15-17, balanced"},
    {"call": "1H", "when": "len(H) >= 5 and hcp >= 12", "meaning": "12+, five or more hearts"}]},
  {"auction": "1NT P", "title": "after 1NT", "rules": [
    {"call": "3NT", "when": "partner_min == 15 and partner_max == 17 and together in 25..27",
     "meaning": "range read"},
    {"call": "2C", "when": "hcp >= 0", "meaning": "other"}]},
  {"auction": "1H P", "title": "after 1H", "rules": [
    {"call": "2H", "when": "partner_len(H) == 5 and fit(H) == 8 and partner_max == 37",
     "meaning": "fit read"},
    {"call": "2C", "when": "hcp >= 0", "meaning": "other"}]}]}"""


def test_the_bidder_reads_what_partner_has_shown_from_the_system():
    probe = System.from_json(PROBE)
    # 10 HCP opposite 15-17: partner's expected HCP lies in 15..17, so 25..27 together
    assert suggest("K73.K84.J952.Q73", "1NT P", probe).call.pbn() == "3NT"
    # 6 HCP: 21..23 together, the condition fails
    assert suggest("J73.K84.J952.J73", "1NT P", probe).call.pbn() == "2C"
    # three hearts opposite five: eight together; four hearts make nine
    assert suggest("Q73.K84.J952.Q73", "1H P", probe).call.pbn() == "2H"
    assert suggest("Q73.K842.J95.Q73", "1H P", probe).call.pbn() == "2C"


# ---------------------------------------------------------------- the states
@pytest.mark.parametrize("auction, state", [
    ("1H P 2NT P 4H P", "partner bid game in a suit"),
    ("1D P 1H P 3C P 5C P", "partner bid game in a suit"),
    ("1C P 1S P 2NT P 3NT P", "partner bid 3NT"),
    ("1S P 3S P 4NT P 5H P 6S P", "partner bid slam"),
    ("1H 2S 4H P", "partner bid game in a suit"),   # in competition too
    # an answer to our ace ask is no placement: the asker places the contract
    ("1NT P 4C P 4H P", "partner answered our Gerber 4♣"),
    ("1S P 3S P 4NT P 5D P", "partner answered our Blackwood 4NT"),
    # 4NT directly over our no-trump is quantitative (the ACBL SAYC booklet)
    ("1C P 1S P 2NT P 4NT P", "partner bid a quantitative 4NT"),
    ("1H P 2C P 2NT P 3NT P 4NT P", "partner bid a quantitative 4NT"),
    ("1H P 3H P 4NT P", ""),     # Blackwood itself (answered by "... 4NT P")
    ("1S P 2S P 3S P", "partner bid three of our suit"),
    ("1C P 1S P 2NT P", "partner bid 2NT"),  # (SAYC's own situation covers it first)
    ("2NT P", ""),               # an opening, not an invitation
    ("2C P 2NT P", ""),          # a positive response to 2♣: forcing, not an invitation
    ("1S P 2H P 3C P", ""),      # a new suit below game
    ("1H P 4H X", ""),           # the next opponent did not pass
])
def test_the_state_of_a_contract_partner_has_placed(auction, state):
    assert auction_state(parse_calls(auction)) == state
    assert state == "" or state in STATES


# ---------------------------------------------------------------- captaincy
# Root, "Commonsense Bidding": the player whose partner has limited the hand is the captain;
# a game bid by the captain is to play, and the limited hand passes.
@pytest.mark.parametrize("system", SYSTEMS)
def test_opener_passes_the_game_responder_places_after_a_minimum_rebid(system):
    # 1H-1S-2H (a minimum six-card rebid) -4H: K93.AQJ873.K4.Q5 is 15 HCP, nothing to add
    s = suggest("K93.AQJ873.K4.Q5", "1H P 1S P 2H P 4H P", system)
    assert s.call.is_pass, s.meaning
    assert s.agreed


@pytest.mark.parametrize("system", SYSTEMS)
def test_responder_passes_opener_s_minimum_game_after_jacoby_2nt(system):
    # ACBL SAYC booklet (Jacoby 2NT): opener's jump to four of the major shows a minimum with
    # no shortness; responder, 14 HCP with four hearts and no extra values, passes.  Acol and
    # Precision (which play the same 2NT raise in the shared continuations) likewise.
    s = suggest("KQ73.K952.A83.Q5", "1H P 2NT P 4H P", system)
    assert s.call.is_pass, s.meaning


@pytest.mark.parametrize("system", ["sayc", "acol"])
def test_a_game_over_our_cue_bid_raise_is_placed_not_a_control_bid(system):
    # 1♥ (2♠) 3♠ (the cue bid of their suit: a limit raise or better in hearts) P 4♥: opener
    # has signed off in the game (Root, captaincy).  The "... 3M P 4z P" control-bid
    # situation reads 3♠ as our major and 4♥ as a control bid, and none of its rules fits;
    # the state the auction is in (partner placed the game) now answers: responder with 13
    # HCP (A K J, A) and no slam values passes — a rule's pass, not "no agreement".
    s = suggest("84.JT742.AKJ.A96", "1H 2S 3S P 4H P", system)
    assert s.call.is_pass and s.agreed, s.meaning
    assert "placed the contract" in s.meaning
    # and the pass, explained, reads the same way (it was "no agreement")
    passed = explain("1H 2S 3S P 4H P P", system)[-1]
    assert passed.agreed and "placed the contract" in passed.meaning


def test_opener_passes_responder_s_3nt_after_a_new_suit_rebid():
    # 1D-1S-2C (12-18, unbalanced) -3NT: responder has chosen game; opener with 15 passes
    s = suggest("5.AQ4.KQ962.KJ73", "1D P 1S P 2C P 3NT P", "sayc")
    assert s.call.is_pass, s.meaning


def test_the_answerer_passes_the_slam_the_blackwood_bidder_places():
    # Root, "Commonsense Bidding" (Blackwood): the 4NT bidder is the captain and places the
    # contract; the limit raiser who showed two aces passes 6♠ (11 HCP)
    s = suggest("K842.95.A7532.A6", "1S P 3S P 4NT P 5H P 6S P", "sayc")
    assert s.call.is_pass, s.meaning
    assert s.agreed


def test_opener_passes_responder_s_6nt():
    # ACBL SAYC booklet: 1NT-6NT is to play; KQ3.KJ4.AJ52.K96 is 17 HCP, a maximum but
    # 17 + 16 or so is far from the 37 of a grand slam
    s = suggest("KQ3.KJ4.AJ52.K96", "1NT P 6NT P", "sayc")
    assert s.call.is_pass, s.meaning


# ---------------------------------------------------------------- invitations
# Root, "Commonsense Bidding": a raise to three, or 2NT, invites game; the partner accepts
# with the upper part of the range already shown and declines with the lower part.
@pytest.mark.parametrize("hand, auction, expected", [
    ("KQ84.A3.J52.AJ73", "1C P 1S P 2S P 3S P", "4S"),   # 15 HCP: top of the raise
    ("KJ84.Q3.952.AQ73", "1C P 1S P 2S P 3S P", "P"),    # 12 HCP: a minimum
    ("A3.K4.AKJ52.Q873", "1D P 1S P 2C P 2NT P", "3NT"),  # 17 HCP: well above a minimum
    ("A3.K4.KJ852.Q873", "1D P 1S P 2C P 2NT P", "P"),   # 13 HCP: a minimum
])
@pytest.mark.parametrize("system", ("sayc", "acol"))
def test_an_invitation_is_accepted_with_a_maximum_and_declined_with_a_minimum(
        system, hand, auction, expected):
    s = suggest(hand, auction, system)
    assert (s.call.pbn() if s.call.is_bid else "P") == expected, s.meaning
    assert s.agreed


def test_my_range_words_read_what_our_own_calls_have_shown():
    ctx = Context(my_low=12, my_high=14, my_expected=12.9)
    assert holds("my_min == 12 and my_max == 14", "KJ84.Q3.952.AQ73", ctx)
    # 12 HCP is not above the 12.9 our calls promise on average; 14 is
    assert not holds("hcp >= my_expected + 1", "KJ84.Q3.952.AQ73", ctx)
    assert holds("hcp >= my_expected + 1", "KJ84.K3.952.AK73", ctx)


# ---------------------------------------------------------------- slam tries
@pytest.mark.parametrize("system", ("sayc", "acol"))
def test_responder_with_slam_values_opposite_a_double_raise_asks_for_aces(system):
    # 1H-1S-4S: opener's double raise shows 19-21 points and four spades (ACBL SAYC booklet;
    # Acol alike).  AQ854.K73.A52.K3 is 16 HCP: 35 or so together, the 33 of a small slam
    # (Root), with a nine-card fit: Blackwood.
    s = suggest("AQ854.K73.A52.K3", "1H P 1S P 4S P", system)
    assert s.call.pbn() == "4NT", s.meaning


def test_precision_limited_opening_raised_to_game_is_not_slam():
    # Precision's 1H is limited to 11-15 HCP: 16 opposite at most 15 reaches 31, under the
    # 33 of a small slam (Root) — responder passes opener's game
    s = suggest("AQ854.K73.A52.K3", "1H P 1S P 4S P", "precision")
    assert s.call.is_pass, s.meaning


def test_pass_rules_of_the_shared_later_rounds_carry_real_conditions():
    sayc = System.named("sayc")
    titles = ("Partner has placed the contract in 3NT",
              "Partner has placed the contract in game in a suit", "Partner has bid a slam",
              "Partner has invited 3NT with 2NT",
              "Partner has invited game with three of our suit")
    for title in titles:
        (sit,) = [s for s in sayc.situations if s.title == title]
        assert sit.state in STATES
        for rule in sit.rules:
            assert rule.condition.text.strip() != "true"
        for other in ("acol", "precision"):  # one rule, one place
            assert any(s is sit for s in System.named(other).situations)
