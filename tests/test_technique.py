"""Play technique helpers: sure tricks, trumps still out, lines judged by DDS, finesse and drop odds."""

from __future__ import annotations

from fractions import Fraction

import pytest

from bridgelib import Card, Deal, Hand, Play, Suit, course
from bridgelib.analysis import technique
from bridgelib.errors import IllegalPlay, InvalidNotation

BLOCK = Deal.from_pbn("N:AQJT9.762.65.743 752.T83.QJT2.982 K3.AK54.A987.A65 864.QJ9.K43.KQJT")
TRUMPS = Deal.from_pbn("N:654.AKQ.5432.A65 98.JT9874.9.9432 AKQJ2.65.A876.87 T73.32.KQJT.KQJT")


def h(text):
    return Hand.from_pbn(text)


@pytest.mark.parametrize("a,b,expected", [
    ("AKQ...", "2...", 3),          # three top cards, three rounds
    ("AK...", "QJ...", 2),          # four top cards, but only two rounds
    ("AKQ2...", "J...", 4),         # A K Q J in a row, the long hand has four
    ("AQ...", "32...", 1),          # the king is out: only the ace
    ("KQJ...", "T98...", 0),        # the ace is out
    ("...", "...", 0),
    ("AKQJT98765432...", "...", 13),
])
def test_sure_tricks_in_a_suit(a, b, expected):
    assert technique.sure_tricks(h(a), h(b), Suit.SPADES) == expected
    assert technique.sure_tricks(h(b), h(a), "S") == expected


def test_played_cards_promote_the_next_ones():
    gone = [Card.from_str("SA"), Card.from_str("SK"), Card.from_str("H2")]
    assert technique.sure_tricks(h("Q2..."), h("J3..."), Suit.SPADES, gone) == 2
    assert technique.sure_tricks(h("Q2..."), h("J3..."), Suit.SPADES) == 0


def test_sure_trick_table_totals_the_suits():
    lines = str(course.sure_trick_table(BLOCK)).splitlines()
    assert lines[0].split() == ["suit", "North", "South", "sure", "tricks"]
    assert [ln.split()[-1] for ln in lines[1:]] == ["5", "2", "1", "1", "9"]
    ew = str(course.sure_trick_table(BLOCK, "EW")).splitlines()
    assert ew[0].split()[1:3] == ["East", "West"] and ew[-1].split()[-1] == "0"


def test_outstanding_counts_the_defenders_trumps_as_they_fall():
    play = Play(TRUMPS, "4SS")
    assert technique.outstanding(play) == 5
    for card in "DK D2 D9 DA SA S3 S4 S8".split():
        play.play(card)
    assert technique.outstanding(play) == 3           # West's ♠3 and East's ♠8 are gone
    assert technique.outstanding(play, "H") == 13 - 5   # no heart played yet
    with pytest.raises(InvalidNotation, match="has no trumps"):
        technique.outstanding(Play(TRUMPS, "3NTS"))


# ---------------------------------------------------------------- double dummy (endplay's DDS)


def test_blocking_the_suit_costs_two_tricks():
    good = technique.play_line(BLOCK, "3NTS", "CK C3 C2 CA SK S4 S9 S2 S3 S6 SA S5", "king first")
    bad = technique.play_line(BLOCK, "3NTS", "CK C3 C2 CA S3 S4 SA S2 SQ S5 SK S6")
    assert (good.dd_tricks, good.makes, good.costly) == (9, True, ())
    assert (bad.dd_tricks, bad.makes) == (7, False)
    assert (bad.first_costly.seat.letter, bad.first_costly.card) == ("N", Card.from_str("SA"))
    assert (bad.first_costly.before, bad.first_costly.after) == (9, 7)


def test_compare_lines_reads_as_a_table():
    t = str(course.compare_lines(TRUMPS, "4SS", {
        "draw trumps first": "DK D2 D9 DA SA S3 S4 S8 SK S7 S5 S9 SQ ST S6 C2",
        "cash the hearts first": "DK D2 D9 DA H5 H2 HA H4 HK H7 H6 H3 HQ H8 D6 S3"}))
    rows = t.splitlines()
    assert "4♠ made?" in rows[0]
    assert rows[1].split()[-3:] == ["10", "yes", "none"]
    assert "no (down 1)" in rows[2] and rows[2].endswith("trick 4: North ♥Q (10→9)")


def test_best_cards_lists_the_equal_best_cards():
    play = Play(BLOCK, "3NTS", "CK C3 C2 CA S3 S4".split())
    assert technique.best_cards(play) == [Card.from_str(c) for c in ("SQ", "SJ", "ST", "S9")]
    done = Play(Deal.from_pbn("N:A... K... Q... J..."), "1SN", ["SK", "SQ", "SJ", "SA"])
    assert technique.best_cards(done) == []


def test_a_line_is_checked_by_the_engine():
    with pytest.raises(IllegalPlay, match="must follow suit"):
        technique.play_line(BLOCK, "3NTS", "CK S9")
    with pytest.raises(InvalidNotation, match="has no cards"):
        technique.play_line(BLOCK, "3NTS", "")


# ---------------------------------------------------------------- odds
def test_split_odds_match_the_published_tables():
    """Vacant-places tables as printed in bridge books (per cent, one decimal)."""
    published = {2: {"1-1": 52.0, "2-0": 48.0}, 3: {"2-1": 78.0, "3-0": 22.0},
                 4: {"2-2": 40.7, "3-1": 49.7, "4-0": 9.6},
                 5: {"3-2": 67.8, "4-1": 28.3, "5-0": 3.9},
                 6: {"3-3": 35.5, "4-2": 48.4, "5-1": 14.5, "6-0": 1.5}}
    for missing, table in published.items():
        odds = technique.split_odds(missing)
        assert sum(odds.values()) == 1
        assert {k: round(100 * float(v), 1) for k, v in odds.items()} == table


def test_finesse_is_an_even_bet_and_the_drop_depends_on_the_count():
    assert all(technique.finesse_odds(n) == Fraction(1, 2) for n in range(1, 14))
    # 4 out: both doubletons (2-2) plus a singleton queen (a quarter of 3-1).
    four = technique.split_odds(4)
    assert technique.drop_odds(4) == four["2-2"] + four["3-1"] / 4
    assert technique.drop_odds(4) > Fraction(1, 2) > technique.drop_odds(5)
    assert technique.drop_odds(2) == 1 and technique.drop_odds(1, top=1) == 1
    assert technique.drop_odds(3, top=1) == technique.split_odds(3)["2-1"] / 3


@pytest.mark.parametrize("bad", [0, 14, "5", True])
def test_missing_must_be_a_count(bad):
    with pytest.raises(InvalidNotation, match="number of missing cards"):
        technique.split_odds(bad)
    with pytest.raises(InvalidNotation):
        technique.drop_odds(bad)


def test_simulation_agrees_with_the_exact_odds():
    ours = {"N": BLOCK["N"], "S": BLOCK["S"]}       # ♠ A Q J 10 9 opposite K 3: 6 out, no K
    est = technique.simulate_honour(ours, "HQ", n=20_000, seed=3)   # ♥ 7 6 2 / A K 5 4: 6 out
    lo, hi = est["drop"].interval
    assert lo <= float(technique.drop_odds(6)) <= hi
    lo, hi = est["finesse"].interval
    assert lo <= 0.5 <= hi
    assert est == technique.simulate_honour(ours, "HQ", n=20_000, seed=3)


def test_simulation_needs_both_of_our_hands_and_a_missing_honour():
    with pytest.raises(InvalidNotation, match="two full hands"):
        technique.simulate_honour({"N": "AKJ2..."}, "SQ", n=10)
    with pytest.raises(InvalidNotation, match="two full hands"):
        technique.simulate_honour({"E": BLOCK["E"], "W": BLOCK["W"]}, "SK", n=10)
    with pytest.raises(InvalidNotation, match="one of your own cards"):
        technique.simulate_honour({"N": BLOCK["N"], "S": BLOCK["S"]}, "SK", n=10)


def test_figure_is_a_deterministic_png():
    fig = course.finesse_drop_figure(n=500, seed=1)
    png = fig._repr_png_()
    assert png.startswith(b"\x89PNG") and png == course.finesse_drop_figure(n=500, seed=1).png()
    assert repr(fig).startswith("[figure: finesse and drop")
