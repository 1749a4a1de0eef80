"""The one-call helpers that the split lessons (06a–11c) show instead of loops in their cells.

Expected values come from bridge arithmetic and the textbook conventions, worked out here
independently of the helpers (each test says how)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from conftest import lesson_source

from bridgelib import PASS, course, stats
from bridgelib.bidding import suggest
from bridgelib.games.yard import YARD_FOUR, YardRound


def test_yard_trump_shares_are_the_hypergeometric_means():
    """Nine cards from a 36-card pack with nine trumps: on average 9·9/36 = 9/4 trumps.
    The dealer's last card is a trump, and his other 8 cards come from 35 holding 8 trumps:
    1 + 8·8/35 = 99/35. Another player's 9 cards come from those 35 (the dealer's trump
    card is known): 9·8/35 = 72/35."""
    shares = course.yard_trump_shares()
    means = {who: stats.mean(d) for who, d in shares.items()}
    assert means == {"trump agreed (every player)": Fraction(9, 4),
                     "the dealer (his last card is trump)": Fraction(99, 35),
                     "the other three players": Fraction(72, 35)}
    assert all(sum(d.values()) == 1 for d in shares.values())
    assert shares["the dealer (his last card is trump)"][0] == 0  # he always holds one


def test_yard_bidding_names_the_dealers_forbidden_bid():
    """The dealer may not bid the number that makes the bids add up to the tricks (nine)."""
    r = course.yard_bids(YardRound.deal(YARD_FOUR, dealer=3, seed=7), count=3)
    made = sum(r.bids)
    text = course.yard_bidding(r).text
    assert f"may not bid {9 - made}" in text.splitlines()[0]
    assert f"bids add up to  {made}" in text
    course.yard_bids(r)  # the dealer's bid
    assert sum(r.bids) != 9 and "The bidding is over: 9 tricks" in course.yard_bidding(r).text


def test_stayman_step_by_step_is_the_textbook_sequence():
    """SAYC: 2♣ Stayman with a four-card major and 8+ HCP; opener with four spades and not
    four hearts answers 2♠; responder with the fit and game values raises to 4♠."""
    shown = course.partnership_auction(
        {"North": "AQ52.K84.AJ3.Q97", "South": "KJ84.Q973.A2.862"},
        [("South", "1NT P"), ("North", "1NT P 2C P"), ("South", "1NT P 2C P 2S P")]).text
    calls = [ln.split()[1] for ln in shown.split("the auction:")[1].splitlines()[2:5]]
    assert calls == ["2♣", "2♠", "4♠"]


def test_pass_rates_are_the_share_of_hands_each_system_passes():
    shares = course.opening_shares(40, seed=3, systems=("sayc",))
    passed = sum(suggest(h, "", "sayc").call == PASS for h in stats.sample_hands(40, seed=3))
    assert shares["SAYC"][PASS] == Fraction(passed, 40)
    assert f"{100 * passed / 40:.2f}%" in course.pass_rates(shares).text


def test_bridge_for_two_auction_ends_at_the_first_pass():
    """The honeymoon-bridge text: the auction goes on until the first pass."""
    from bridgelib import Deal

    games = course.two_games(Deal.random(seed=4), dealer="S", seed=1)
    calls = [ln.split()[-1] for ln in course.two_bot_auction(games["closed"]).text.splitlines()[2:]]
    assert calls[-1] == "Pass" and "Pass" not in calls[:-1]
    assert games["closed"].phase == "play"


def test_numbered_and_strong_openings_tables():
    assert course.numbered(["a", "b"], "gap").text.splitlines()[1:] == ["1  a", "2  b"]
    # 37+ HCP is impossible (the pack holds 40, and a hand 13 cards: A A A A K K K K Q Q Q Q J = 37)
    t = course.strong_openings_table([("all", 0), ("impossible", 38)]).text.splitlines()
    assert t[1].split()[-1] == "100.00%" and t[2].split()[-1] == "0.00%"


def test_lesson_06b_prose_about_its_two_deals_is_what_the_engine_says():
    """Lesson 06b narrates two deals bid by the computer seats; each claim is checked here.

    Seed 130: "East opens one no-trump and West, with almost nothing but five hearts,
    transfers; East completes the transfer and West passes."  Seed 37: "North's hand is
    balanced but too weak for SAYC's strong no-trump, so SAYC opens it with a suit; Acol opens
    its weak no-trump, and South answers with Stayman", and "Both systems reach three
    no-trump by North ... SAYC through one club, one spade and North's one no-trump rebid".
    (The prose once said "Notice the lines marked *no agreement*" after the system files had
    grown to cover every call of this deal; a claim about the display is checked here too.)
    """
    from bridgelib import Deal, Seat, Suit
    from bridgelib.bidding import bid_deal

    src = lesson_source("06b-bidding-systems-responses")
    assert "Deal.random(seed=130)" in src and "Deal.random(seed=37)" in src
    assert "Notice the lines marked" not in src

    transfer = bid_deal(Deal.random(seed=130), "sayc")
    bids = [(transfer.auction.seat_of(i), str(call))
            for i, call in enumerate(transfer.auction.calls) if call.is_bid]
    assert bids == [(Seat.EAST, "1NT"), (Seat.WEST, "2♦"), (Seat.EAST, "2♥")]
    west = transfer.deal[Seat.WEST]
    assert west.length(Suit.HEARTS) == 5
    assert west.hcp <= 7                       # "almost nothing": ♥K and ♦J, 4 HCP
    assert str(transfer.auction.contract) == "2♥ by East"

    records = course.bid_in_systems(Deal.random(seed=37), ("sayc", "acol"))
    north = records["sayc"].deal[Seat.NORTH]
    assert north.is_balanced and 12 <= north.hcp <= 14   # ♠K ♥J ♦A ♣AQ: 3+1+4+6 = 14
    sayc = [str(c) for c in records["sayc"].auction.calls]
    acol = [str(c) for c in records["acol"].auction.calls]
    assert records["sayc"].auction.dealer is Seat.NORTH is records["acol"].auction.dealer
    assert sayc[:5] == ["1♣", "Pass", "1♠", "Pass", "1NT"]    # North, East, South, West, North
    assert acol[:3] == ["1NT", "Pass", "2♣"]
    assert "Stayman" in records["acol"].steps[2].meaning
    for record in records.values():
        assert str(record.auction.contract) == "3NT by North"
        assert not record.no_agreement           # every line quotes a rule of the system


def test_lesson_11b_says_where_the_yard_points_peak():
    """Lesson 11b: "whatever you bid from one trick up, the points peak sharply at your bid
    ... A bid of nothing is the exception: the 'pass' scores its 5 only with no trick taken,
    and an overshoot earns a point a trick, so from six tricks up the zero bid scores more"
    (it once said the points peak at the bid whatever you bid).  The yard-bridge text's
    table: 10 a trick for the exact bid, 1 a trick over it (the text's example: per trick
    taken), −10 a missing trick, 5 for bidding and taking nothing."""
    from bridgelib.scoring.yard import yard_points

    src = lesson_source("11b-yard-bridge-play-scoring")
    assert "whatever you bid from one trick up" in src and "from six tricks up" in src
    for bid in range(1, 10):
        exact = yard_points(bid, bid)
        assert exact == 10 * bid
        assert all(yard_points(bid, t) < exact for t in range(10) if t != bid)
    assert yard_points(0, 0) == 5
    assert [t for t in range(1, 10) if yard_points(0, t) > 5] == [6, 7, 8, 9]


def test_lesson_11c_names_the_text_chinese_bridge_comes_from():
    """Chinese bridge is the honeymoon-bridge text's paragraph: the lesson quotes it, and the
    engine's module and its list of gaps name that text; the sentence before the refusal once
    named the yard-bridge text instead.  The refusal itself is the one the prose describes:
    the first four cards stay in the hand."""
    import bridgelib.games.chinese as chinese
    from bridgelib.errors import IllegalAction

    src = lesson_source("11c-bridge-for-two-and-variants")
    assert "The engine checks what the honeymoon-bridge text does state" in src
    assert "yard-bridge text does state" not in src
    assert "honeymoon-bridge text" in (chinese.__doc__ or "")
    dealt = chinese.ChineseDeal.deal(dealer=0, seed=2)
    with pytest.raises(IllegalAction, match="first four"):
        dealt.turn_up(0, [*dealt.second(0)[:10], *dealt.hand(0)][:11])
