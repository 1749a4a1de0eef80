"""The one-call helpers that the split lessons (06a–11c) show instead of loops in their cells.

Expected values come from bridge arithmetic and the textbook conventions, worked out here
independently of the helpers (each test says how)."""

from __future__ import annotations

from fractions import Fraction

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
