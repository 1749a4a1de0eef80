"""The slam conventions as rules of the systems: the Blackwood and Gerber asker's
placement after the answer, Blackwood after a limit raise, and the quantitative 4NT
directly over partner's no-trump.  Expected calls are the textbook ones (the ACBL SAYC
booklet; Root, "Commonsense Bidding": Blackwood and Gerber), not the engine's output."""

import pytest

from bridgelib.auction import Call
from bridgelib.bidding import System, explain, principle, suggest
from bridgelib.bidding.condition import Condition, Context
from bridgelib.hand import Hand


# ---------------------------------------------------------------- the grammar word
@pytest.mark.parametrize("hand, shown, want", [
    ("AKQJ52.K2.KQ2.K2", (1, 1), 2),   # 5♦: one ace shown, one of ours
    ("AKQJ52.A2.KQ2.K2", (3, 3), 5),   # (impossible in play; the word just adds)
    ("KQJT52.KQ2.KQ2.K", (0, 4), 4),   # "none or four" and we hold none: all four
    ("AKQJ52.K2.KQ2.K2", (0, 4), 1),   # "none or four" and we hold one: none
    ("AKQJ52.K2.KQ2.K2", None, 1),     # no answer shown: partner's aces read as 0
])
def test_partner_aces_reads_the_answer_and_resolves_none_or_four(hand, shown, want):
    # Blackwood's and Gerber's lowest answer is "none or four"; the asker tells which
    # from the own hand (the ACBL SAYC booklet)
    c = Condition.parse(f"aces + partner_aces == {want}")
    assert c.holds(Hand.from_str(hand), {}, Context(partner_aces=shown))
    assert not Condition.parse(f"aces + partner_aces == {want + 1}").holds(
        Hand.from_str(hand), {}, Context(partner_aces=shown))


def test_partner_aces_is_a_partner_value_and_the_asker_situations_read_it():
    assert Condition.parse("aces + partner_aces >= 3").reads_partner
    sayc = System.named("sayc")
    for title in ("The Blackwood asker after the answer", "The Gerber asker after the answer"):
        s = next(s for s in sayc.situations if s.title == title)
        assert s.reads_partner


# ---------------------------------------------------------------- the Blackwood asker
@pytest.mark.parametrize("system", ["sayc", "acol"])
@pytest.mark.parametrize("hand, auction, want", [
    # one ace missing: bid the small slam (Root, "Commonsense Bidding": Blackwood)
    ("AKQJ52.A2.KQ2.K2", "1S P 3S P 4NT P 5D P", "6S"),
    # two aces missing: sign off in five of the trump suit
    ("AKQJ52.K2.KQ2.K2", "1S P 3S P 4NT P 5D P", "5S"),
    ("AKQJ52.K2.KQ2.K2", "1S P 3S P 4NT P 5C P", "5S"),  # 5♣: none (we hold one ace)
    # 5♣ with no ace of our own is all four: at least the small slam
    ("KQJT52.KQ2.KQ2.K", "1S P 3S P 4NT P 5C P", "6S"),
    # two aces missing and the answer is the trump suit itself: pass
    ("KQ2.KQJT52.KQ2.K", "1H P 3H P 4NT P 5H P", "P"),
])
def test_the_blackwood_asker_places_the_contract_by_rule(system, hand, auction, want):
    s = suggest(hand, auction, system)
    assert s.call == Call.from_str(want) and s.agreed and not s.principle
    assert s.meaning.startswith("Blackwood")


# The answerer after the asker's five-level sign-off: the asker places the contract (Root,
# "Commonsense Bidding": Blackwood is the asker's tool; the answer only counts aces), and
# the answerer passes whatever the hand — here a singleton or void and side values
# that would have been slam values by points.  Precision's key-card answers the same.
@pytest.mark.parametrize("system", ["sayc", "acol", "precision"])
@pytest.mark.parametrize("hand, auction", [
    ("A984..KT975.KJ62", "1D P 1S P 2S P 4NT P 5C P 5S P"),   # 11 HCP, a heart void
    ("A94.5.KT9753.KJ6", "1D P 3D P 4NT P 5C P 5D P"),          # 11 HCP, six diamonds
])
def test_the_answerer_passes_the_askers_five_level_sign_off(system, hand, auction):
    s = suggest(hand, auction, system)
    assert s.call.is_pass and s.agreed and "signed off" in s.meaning, s.meaning


def test_explain_names_the_blackwood_placement():
    said = explain("1S P 3S P 4NT P 5D P 6S P", "sayc")
    last = said[-2]
    assert last.call.pbn() == "6S" and last.agreed
    assert "one ace missing" in last.meaning and "small slam" in last.meaning


@pytest.mark.parametrize("system", ["sayc", "acol", "precision"])
def test_blackwood_after_a_limit_raise_is_a_rule(system):
    # 23 HCP and a six-card suit opposite a limit raise (10–12): slam values with the
    # fit agreed and no control below spades to show: ask for aces (Root, "Commonsense
    # Bidding": Blackwood once the trump suit is known and the values are there)
    s = suggest("AKQJ52.K2.KQ2.K2", "1S P 3S P", system)
    assert s.call.pbn() == "4NT" and s.agreed and s.meaning.startswith("Blackwood")
    said = explain("1S P 3S P 4NT P", system)
    assert said[-2].agreed and said[-2].meaning.startswith("Blackwood")
    # 20 HCP: about 30 together, no slam: game (the same booklet's 14+ acceptance)
    assert suggest("AKQ52.K2.KQ2.K32", "1S P 3S P", system).call.pbn() == "4S"


# ---------------------------------------------------------------- the Gerber asker
@pytest.mark.parametrize("hand, auction, want", [
    # the lesson's Gerber deal: two aces shown, one in our hand: one missing, small
    # slam in our six-card spade suit
    ("KQT862.AK.3.KQT6", "1NT P 4C P 4S P", "6S"),
    # two aces missing: 4NT, to play (Root, "Commonsense Bidding": Gerber)
    ("KQT862.AK.3.KQT6", "1NT P 4C P 4H P", "4NT"),
    ("KQT862.AK.3.KQT6", "1NT P 4C P 4D P", "4NT"),  # 4♦ is none: we hold one ace
    # balanced, no long suit: the slam is in no-trump
    ("AQ2.KQ3.KQ32.KJ2", "1NT P 4C P 4S P", "6NT"),
])
def test_the_gerber_asker_places_the_contract_by_rule(hand, auction, want):
    s = suggest(hand, auction, "sayc")
    assert s.call == Call.from_str(want) and s.agreed and not s.principle
    assert s.meaning.startswith("Gerber")


# ---------------------------------------------------------------- quantitative 4NT
@pytest.mark.parametrize("system", ["sayc", "acol", "precision"])
@pytest.mark.parametrize("hand, want", [
    ("KQ2.AJ3.KT98.AQ6", "6NT"),  # 19: the top of responder's 3NT range: accept
    ("KQ2.A73.KT98.Q76", "P"),    # 14: the bottom: decline, 4NT is the contract
])
def test_4nt_directly_over_partners_3nt_is_quantitative(system, hand, want):
    # "4NT over a natural no-trump bid is quantitative" (the ACBL SAYC booklet): the
    # answer is to accept or decline, never an ace-showing 5♣–5♠
    s = suggest(hand, "1H P 2C P 2NT P 3NT P 4NT P", system)
    assert s.call == Call.from_str(want) and s.agreed, s
    meaning = explain("1H P 2C P 2NT P 3NT P 4NT P " + want, system)[-1].meaning
    assert "quantitative" in meaning


def test_blackwood_is_still_answered_with_aces_after_a_suit_fit():
    # the same 4NT over a suit is Blackwood (the ACBL SAYC booklet)
    assert suggest("KQ82.A93.J98.762", "1S P 3S P 4NT P", "sayc").call.pbn() == "5D"


@pytest.mark.parametrize("hand, want", [
    ("KQ2.AJ3.K98.JT76", "4NT"),  # 14 opposite the strong jump shift's 17+: about 31
    ("KQ2.J73.K98.JT76", "P"),    # 11: about 28 together, no slam: pass 3NT
])
def test_the_quantitative_raise_of_partners_3nt(hand, want):
    # with about 31–32 HCP together and no fit, raise partner's natural 3NT to 4NT:
    # quantitative, "bid six with a maximum" (the ACBL SAYC booklet: 4NT over a natural
    # no-trump bid is quantitative; Root, "Commonsense Bidding": 33 for a small slam)
    s = suggest(hand, "1C P 2D P 2NT P 3NT P", "sayc")
    assert s.call == Call.from_str(want) and s.agreed
    if want == "4NT":
        assert s.meaning.startswith("Quantitative")


def test_no_blackwood_directly_over_partners_no_trump():
    # 4NT here would be quantitative (the ACBL SAYC booklet), so the hand with a
    # self-sufficient eight-card suit and slam values bids the slam itself (Root,
    # "Commonsense Bidding": 33 points for a small slam, a long suit counted)
    # (the system's "partner has placed the contract in 3NT" rule since responder's 3♦
    # has a rule — the rebid of the jump-shift suit; the general principle agrees)
    s = suggest("4.A.AKQ86543.KJ6", "1C P 2D P 2H P 3D P 3NT P", "sayc")
    assert s.call == Call.from_str("6D")
    s = principle("4.A.AKQ86543.KJ6", "1C P 2D P 2H P 3D P 3NT P", "sayc")
    assert s.call == Call.from_str("6D")


def test_the_lessons_blackwood_deal_is_bid_by_the_systems_rules():
    # lesson 14's deal (seed 6945): hearts agreed by South's 4♥ over 1♥ – 2♠ – 3♣;
    # North asks with 4NT, hears 5♠ (three aces), holds none: one ace missing, the
    # small slam (Root, "Commonsense Bidding": Blackwood) — the ask and the placement
    # are the system's rules, explained as such, not the general principle
    from bridgelib.bidding import bid_deal
    from bridgelib.deal import Deal

    record = bid_deal(Deal.random(seed=6945), "sayc")
    steps = {s.call.pbn(): s for s in record.steps if s.call.is_bid}
    assert steps["4NT"].agreed and not steps["4NT"].principle
    assert steps["6H"].agreed and not steps["6H"].principle
    assert "one ace missing" in steps["6H"].meaning


# ---------------------------------------------------------------- the key-card asker
@pytest.mark.parametrize("hand, shown, want", [
    ("AKQJ52.K2.KQ2.K2", (1, 4), 1 + 2),   # 5♣ "one or four" and we hold two: one
    ("QJT952.KQ2.KQ2.K", (1, 4), 0 + 4),   # ... and we hold no ace and no trump king: four
    ("KQJ52.K2.KQ2.KQ2", (0, 3), 1 + 0),   # 5♦ "none or three", we hold the king: none
])
def test_partner_keycards_resolves_the_1430_answers(hand, shown, want):
    # Kantar, "Roman Keycard Blackwood": the asker tells the ambiguous answers apart
    # from the own key cards (the four aces and the trump king; spades agreed here)
    from bridgelib.cards import Suit

    ctx = Context(trumps=Suit.SPADES, partner_keycards=shown)
    assert Condition.parse(f"keycards + partner_keycards == {want}").holds(
        Hand.from_str(hand), {}, ctx)


@pytest.mark.parametrize("hand, low, high, trumps, want", [
    # Kantar, "Roman Keycard Blackwood": where our own key cards leave both counts
    # possible, the asker tells them apart from the bidding.  Our ♠A ♠K opposite 5♦
    # ("none or three"; spades agreed): a limit raise (10–12 HCP, four spades) holding
    # no ace would need its points from the 7 HCP of queens and jacks we do not hold —
    # three; a weak raise (0–7) rarely holds three aces — none
    ("AKQJ52.K2.KQ2.K2", 10, 12, 4, 3),
    ("AKQJ52.K2.KQ2.K2", 0, 7, 3, 0),
    # our ♥A ♦A opposite a 1♠ opening (11–15, five spades) that answers 5♦: the opener's
    # points come with the top spades and the ♣A far more often than without them
    ("975.AJT964.AK43.", 11, 15, 5, 3),
    # our ♠K alone, 21 HCP, nothing known of partner: three of the four aces opposite is
    # the rarer deal — none
    ("KQJ52.K2.KQ2.KQ2", 0, None, 0, 0),
])
def test_the_key_card_asker_reads_an_ambiguous_answer_from_the_bidding(
        hand, low, high, trumps, want):
    from bridgelib.bidding.condition import keycard_count
    from bridgelib.cards import Suit

    assert keycard_count(Hand.from_str(hand), Suit.SPADES, 0, 3, [(low, high, trumps)]) == want


def test_a_raise_with_two_meanings_is_read_by_each():
    # Precision 1♠–4♠ is a preemptive raise (under 10 HCP, five spades) or a game raise
    # (13+ points, three spades).  Our ♦A alone opposite 5♦ ("none or three"; spades
    # agreed): read as one range (any HCP, three spades) "none" is the likelier — most
    # hands hold no ace — but a preemptive raise cannot hold three key cards (11 or 12
    # HCP) and a game raise (12+ HCP) cannot hold its points without them (the ♠Q ♥Q ♣K
    # ♣Q ♣J, 10 HCP, are all the other honours we do not hold): three
    from bridgelib.bidding.condition import keycard_count
    from bridgelib.cards import Suit

    hand = Hand.from_str("J10765.KJ.AKQJ104.")
    assert keycard_count(hand, Suit.SPADES, 0, 3, [(0, None, 3)]) == 0
    assert keycard_count(hand, Suit.SPADES, 0, 3, [(0, 9, 5), (12, None, 3)]) == 3
    # the asker counts four key cards between the hands and, the trump queen unknown, asks
    # for it (no rule of the system's places this contract: the general principle does)
    assert principle(hand, "1S P 4S P 4NT P 5D P", "precision").call == Call.from_str("5H")


def test_an_opener_answering_none_or_three_is_read_as_three_and_the_slam_bid():
    # 1♠ (Precision: 11–15, five spades) – 4NT – 5♦ opposite our ♥A ♦A: three key cards
    # (♠A ♠K ♣A), all five between the hands — the small slam, not the 5♠ of "none"
    s = suggest("975.AJT964.AK43.", "1S P 4NT P 5D P", "precision")
    assert s.call == Call.from_str("6S") and s.agreed


def test_a_weak_raise_answering_none_or_three_is_read_as_none():
    # 1♣ (16+) – 1♦ (0–7) – 1♠ – 2♠ (a weak raise) – 4NT – 5♦ opposite our ♠A ♠K: none,
    # two key cards missing: sign off
    s = suggest("AKQJ52.K2.KQ2.K2", "1C P 1D P 1S P 2S P 4NT P 5D P", "precision")
    assert s.call == Call.from_str("5S") and s.agreed


@pytest.mark.parametrize("hand, auction, want", [
    # two key cards missing: sign off in five of the trump suit (Kantar); with three key
    # cards of ours 5♦ can only be "none"
    ("AKQJ52.A2.KQ2.K2", "1S P 3S P 4NT P 5D P", "5S"),
    ("AKJ52.K2.KQ2.K32", "1S P 3S P 4NT P 5C P", "5S"),
    # one key card missing and the trump queen in hand: the small slam
    ("AKQJ52.A2.KQ2.K2", "1S P 3S P 4NT P 5C P", "6S"),
    # 5♠: two key cards and the queen; with three of ours, all five: the small slam
    # (no grand-slam values)
    ("AKJ52.A2.KQ2.K32", "1S P 3S P 4NT P 5S P", "6S"),
    ("AKJ52.A2.KQ2.K32", "1S P 3S P 4NT P 5H P", "6S"),
])
def test_the_key_card_asker_places_the_contract_by_rule(hand, auction, want):
    s = suggest(hand, auction, "precision")
    assert s.call == Call.from_str(want) and s.agreed and not s.principle
    assert s.meaning.startswith("Roman Key Card Blackwood")


def test_the_key_card_queen_ask_is_left_to_the_principle():
    # four key cards, the queen unknown after 5♣: ask for it (Kantar) — no rule covers
    # the ask yet, the computer bidder's principle makes it (the cheapest non-trump bid)
    hand, auction = "AKJ52.A2.KQ2.K32", "1S P 3S P 4NT P 5C P"
    assert suggest(hand, auction, "precision").call is None
    assert principle(hand, auction, "precision").call == Call.from_str("5D")
