"""Rubber scorepad (the honeymoon-bridge text; 1993 Laws of rubber bridge, Law 80), worked by hand.

Every expectation below is computed in the comments from the rules:
trick points below the line (minors 20, majors 30, NT 40 + 30; ×2 doubled, ×4
redoubled), game at 100 below, rubber 700 (2–0) / 500 (2–1), honours 100 / 150,
no part-score or game bonus per deal, undertricks to the defenders above the line,
an unfinished rubber: 300 for the only side with a game, 100 for the only side with
a part-score in the unfinished game.
"""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from bridgelib import Deal, IllegalAction, InvalidNotation, Side, Strain, Vulnerability
from bridgelib.scoring import Honours, RubberRules, Scorepad, Tour, tour_partnerships

NS, EW = Side.NS, Side.EW


def pad_of(*deals, **kw) -> Scorepad:
    return Scorepad.from_results(deals, **kw)


def test_rubber_two_nil():
    pad = pad_of("4SN=", "3NTE-2", "5DS+1")
    # 1. 4♠ by N = : 4 × 30 = 120 below for We -> game 1 to We (We now vulnerable)
    # 2. 3NT by E -2, They not vulnerable, undoubled: 2 × 50 = 100 above for We
    # 3. 5♦ by S +1: 5 × 20 = 100 below -> game 2 -> rubber 2–0: 700; overtrick 20 above
    assert [g.winner for g in pad.games] == [NS, NS]
    assert [e.points for e in pad.below(NS)] == [120, 100]
    assert sorted(e.points for e in pad.above(NS)) == [20, 100, 700]
    assert pad.total(NS) == 120 + 100 + 100 + 20 + 700 == 1040
    assert pad.total(EW) == 0
    assert pad.is_finished and pad.winner is NS and pad.margin == (NS, 1040)


def test_vulnerability_comes_from_games_won():
    pad = pad_of("4SN=")
    assert pad.vulnerability is Vulnerability.NS and pad.is_vulnerable(NS)
    # We vulnerable now: 4♠ by N -1 undoubled costs 100 (not 50)
    assert pad.add("4SN-1").total(EW) == 100
    # They are not vulnerable: 4♠ by E -1 costs 50
    assert pad.add("4SE-1").total(NS) == 120 + 50
    assert pad.add("4SE=").vulnerability is Vulnerability.BOTH


def test_rubber_two_one_part_scores_do_not_carry_over():
    pad = pad_of("2HN=", "3CE=", "2SW=", "1NTS=", "2DS=", "1CN+1", "4HXE-1", "3NTW+1")
    # game 1: We 2♥ = 60; They 3♣ = 60, 2♠ = 60 -> They 120: game to They
    #         (We's 60 stays on the pad but does not count towards the next game)
    # game 2: We 1NT = 40, 2♦ = 40, 1♣+1 = 20 below (+20 above) -> 100: game to We
    # both vulnerable: 4♥X by E -1 -> 200 above for We
    # game 3: They 3NT+1 = 100 below (+30 above) -> game, rubber 2–1 to They: 500
    assert [g.winner for g in pad.games] == [EW, NS, EW]
    assert [g.points(NS) for g in pad.games] == [60, 100, 0]
    assert [g.points(EW) for g in pad.games] == [120, 0, 100]
    assert pad.total(NS) == 60 + 40 + 40 + 20 + 20 + 200 == 380
    assert pad.total(EW) == 60 + 60 + 100 + 30 + 500 == 750
    # the honeymoon-bridge text: a side can take the rubber bonus; here They also win on points
    assert pad.winner is EW and pad.margin == (EW, 370)
    assert [e.points for e in pad.entries if e.part == "rubber bonus"] == [500]


def test_bonus_winner_can_lose_the_rubber():
    pad = pad_of("1NTN+2", "4HXXE-3", "2CS+1")
    # 1. 1NT by N +2: 40 below (+60 above) for We
    # 2. 4♥XX by E -3, They not vulnerable, redoubled: 200 + 400 + 400 = 1000 for We
    # 3. 2♣ by S +1: 40 -> 80 below: no game yet (+20 above)
    assert not pad.is_finished and pad.part_score(NS) == 80
    pad = pad.add("4SE=").add("4SW=")
    # 4. 4♠ by E = 120 -> game to They (We's 80 wiped); 5. 4♠ by W = 120 -> 2–0: 700
    assert pad.winner is EW
    assert pad.total(EW) == 120 + 120 + 700 == 940
    assert pad.total(NS) == 40 + 60 + 1000 + 40 + 20 == 1160
    assert pad.margin == (NS, 220)


def test_honours_slams_and_doubled_part_scores():
    pad = pad_of(("4HS=", "NS 100"), ("6SW=", "NS 150"), ("3NTN-1", "NS 150"), "2CXN=",
                 "1SS=")
    # 1. 4♥ by S =, South holds four of A K Q J 10 of hearts: 120 below, 100 honours above
    # 2. 6♠ by W =, North–South hold all five spade honours: They 180 below (game) + small
    #    slam 500 (not vulnerable); honours 150 to We although They declared
    # 3. 3NT by N -1, We vulnerable: 100 to They; North's four aces: 150 to We
    # 4. 2♣X by N =: 2 × 20 × 2 = 80 below (no part-score bonus in rubber), 50 above
    # 5. 1♠ by S =: 30 -> 110 below: game, rubber 2–1: 500
    assert pad.total(NS) == 120 + 100 + 150 + 150 + 80 + 50 + 30 + 500 == 1180
    assert pad.total(EW) == 180 + 500 + 100 == 780
    assert [e.points for e in pad.entries if e.part == "honours"] == [100, 150, 150]
    assert [e.side for e in pad.entries if e.part == "honours"] == [NS, NS, NS]


def test_redoubled_made_and_grand_slam():
    pad = pad_of("3NTN=", "7NTXXS=")
    # 1. 3NT = 100 below: game; We vulnerable
    # 2. 7NTXX = : (40 + 6 × 30) × 4 = 880 below, grand slam vulnerable 1500, made
    #    redoubled 100, rubber 2–0 700
    assert pad.total(NS) == 100 + 880 + 1500 + 100 + 700 == 3280
    older = pad_of("3NTN=", "7NTXXS=", rules=RubberRules(insult=(0, 50, 50)))
    assert older.total(NS) == 3280 - 50


def test_unfinished_rubber_law_80():
    # We won a game (3NT = 100); They have a part-score (2♥ = 60) in the unfinished game
    pad = pad_of("3NTN=", "2HE=").close()
    assert pad.total(NS) == 100 + 300 and pad.total(EW) == 60 + 100
    assert {e.part for e in pad.entries if e.deal == 0} == {"unfinished game",
                                                            "unfinished part-score"}


def test_unfinished_both_games_both_part_scores_no_bonus():
    pad = pad_of("4SN=", "4SE=", "2CN=", "2CE=").close()
    # a game each (120, 120) and a part-score each (40, 40): nobody "alone" has either
    assert pad.total(NS) == pad.total(EW) == 160 and pad.margin == (None, 0)


def test_unfinished_only_a_part_score():
    pad = pad_of("2SN=", "3HE-1").close()
    # 2♠ = 60 below, 3♥ by E -1 = 50 above, and 100 for the only part-score
    assert pad.total(NS) == 60 + 50 + 100 and pad.total(EW) == 0


def test_unfinished_part_score_in_a_finished_game_does_not_count():
    pad = pad_of("2SN=", "4HE=").close()
    # We's 60 belongs to the game They won (4♥ = 120): only They get 300
    assert pad.total(NS) == 60 and pad.total(EW) == 120 + 300


def test_closing_a_finished_rubber_changes_nothing():
    pad = pad_of("4SN=", "4SN=")
    assert pad.close() == pad and pad.close().total(NS) == 120 + 120 + 700


def test_refusals_leave_the_pad_unchanged():
    pad = pad_of("4SN=", "4SN=")
    with pytest.raises(IllegalAction, match="rubber is over"):
        pad.add("1CE=")
    assert len(pad.deals) == 2
    with pytest.raises(IllegalAction, match="after the end of the rubber"):
        pad_of("4SN=", "4SN=", "1CE=")
    with pytest.raises(IllegalAction, match="Law 80") as info:
        pad_of("2SN=").close().add("1CE=")
    assert info.value.law == 80
    with pytest.raises(InvalidNotation, match="four aces"):
        pad_of(("3NTN=", "NS 100"))
    with pytest.raises(InvalidNotation, match="passed out"):
        pad_of(("Pass", "NS 100"))
    with pytest.raises(InvalidNotation, match="honours score"):
        Honours(NS, 120)
    with pytest.raises(InvalidNotation, match="'NS'"):
        Honours.from_str("NS")
    with pytest.raises(InvalidNotation, match="rubber deal"):
        pad_of(42)


def test_passed_out_deal_scores_nothing():
    pad = pad_of("Pass", "2SN=")
    assert pad.total(NS) == 60 and len(pad.deals) == 2


def test_three_tuple_form_and_repr_round_trip():
    from bridgelib import Contract

    pad = pad_of((Contract.from_str("4HS"), 10, Honours(NS, 100)), "2CE+1")
    assert pad.total(NS) == 220 and pad.total(EW) == 60
    again = eval(repr(pad), {"Scorepad": Scorepad})  # noqa: S307 - pasteable repr
    assert again == pad


def test_honours_from_a_deal():
    deal = Deal.from_pbn("N:AKQJ2.A.A.A65432 T98.KQ.KQ.KQJT98 7.JT98.JT98432.7 6543.765432.765.-")
    assert Honours.in_deal(deal, Strain.SPADES) == Honours(NS, 100)    # North: A K Q J
    assert Honours.in_deal(deal, Strain.NOTRUMP) == Honours(NS, 150)   # North: four aces
    assert Honours.in_deal(deal, Strain.CLUBS) == Honours(EW, 100)     # East: K Q J 10
    assert Honours.in_deal(deal, Strain.HEARTS) is None                # A / K Q / J 10 split


def test_scorepad_text_and_html():
    pad = pad_of(("4HS=", "NS 100"), "3CE-1", "2SW=", "4SN=")
    # 4♥ by S = 120 below + 100 honours; 3♣ by E -1 (not vulnerable) 50 to We;
    # 2♠ by W = 60 below for They; 4♠ by N = 120: second game, 2–0: 700
    assert pad.total(NS) == 120 + 100 + 50 + 120 + 700 == 1090 and pad.total(EW) == 60
    lines = str(pad).splitlines()
    assert "We" in lines[0] and "They" in lines[0]
    assert any("=+=" in ln for ln in lines)               # the line
    assert lines[-1].split() == ["1090", "|", "60"]
    html = pad._repr_html_()
    assert "<table" in html and "bl-scorepad" in html and ">60<" in html and ">1090<" in html


def test_tour_of_three_rubbers_settles_to_zero():
    players = ("Anna", "Boris", "Vera", "Gleb")
    pairs = tour_partnerships(players)
    # everyone partners everyone exactly once (the honeymoon-bridge text: three rubbers make a tour)
    assert {frozenset(p) for rubber in pairs for p in rubber} == {
        frozenset(x) for x in [("Anna", "Boris"), ("Vera", "Gleb"), ("Anna", "Vera"),
                               ("Boris", "Gleb"), ("Anna", "Gleb"), ("Boris", "Vera")]}
    pad1 = pad_of("4SN=", "3NTE-2", "5DS+1")            # We +1040 (see test_rubber_two_nil)
    pad2 = pad_of("2HN=", "3CE=", "2SW=", "1NTS=", "2DS=", "1CN+1", "4HXE-1", "3NTW+1")
    #                                                   They +370 (test_rubber_two_one_...)
    pad3 = pad_of("3NTN=", "2HE=").close()              # We 400 v They 160: We +240
    tour = Tour.of(players, [pad1, pad2, pad3])
    assert tour.is_complete
    # rubber 1 Anna–Boris v Vera–Gleb: +1040 each to Anna, Boris; -1040 to Vera, Gleb
    # rubber 2 Anna–Vera v Boris–Gleb: They ahead by 370 -> Anna, Vera -370; Boris, Gleb +370
    # rubber 3 Anna–Gleb v Boris–Vera: We ahead by 240 -> Anna, Gleb +240; Boris, Vera -240
    assert tour.settlement() == {"Anna": 1040 - 370 + 240, "Boris": 1040 + 370 - 240,
                                 "Vera": -1040 - 370 - 240, "Gleb": -1040 + 370 + 240}
    assert sum(tour.settlement().values()) == 0
    table = tour.table()
    assert list(table.columns) == list(players) and table.loc["total", "Vera"] == -1650
    assert not Tour.of(players, [pad1]).is_complete


def test_tour_refuses_wrong_seating():
    with pytest.raises(InvalidNotation, match="four different players"):
        tour_partnerships(["A", "B", "C"])
    with pytest.raises(InvalidNotation, match="does not seat"):
        Tour(("A", "B", "C", "D"), (((("A", "B"), ("C", "E")), pad_of("4SN=")),))


@given(st.text(max_size=12))
def test_fuzz_honours_notation(text):
    try:
        h = Honours.from_str(text)
    except InvalidNotation:
        return
    assert h.points in (100, 150) and Honours.from_str(f"{h.side.name} {h.points}") == h


_RESULTS = st.builds(
    lambda level, strain, dbl, seat, tricks: f"{level}{strain}{dbl}{seat}" + (
        "=" if tricks == 6 + level else f"{tricks - 6 - level:+d}"),
    st.integers(1, 7), st.sampled_from(["C", "D", "H", "S", "NT"]),
    st.sampled_from(["", "", "X", "XX"]), st.sampled_from("NESW"), st.integers(0, 13))


@given(st.lists(_RESULTS, max_size=12))
def test_random_rubbers_keep_the_rules(results):
    pad = Scorepad()
    for r in results:
        if pad.is_finished:
            break
        before = pad
        pad = pad.add(r)
        assert before.deals == pad.deals[:-1]           # adding makes a new pad
    assert len(pad.games) <= 3
    for game in pad.games:
        if game.winner is not None:                    # a game needs 100 below the line
            assert game.points(game.winner) >= 100
            # and the deal that won it was the first to reach 100
            assert game.points(game.winner) - game.entries[-1].points < 100
    bonus = [e for e in pad.entries if e.part == "rubber bonus"]
    if pad.is_finished:
        loser_games = pad.games_won(pad.winner.opponents)
        assert [e.points for e in bonus] == [700 if loser_games == 0 else 500]
    else:
        assert bonus == []
        closed = pad.close()
        extra = closed.total(NS) + closed.total(EW) - pad.total(NS) - pad.total(EW)
        assert extra in (0, 100, 300, 400)
    assert pad.total(NS) + pad.total(EW) == sum(e.points for e in pad.entries)
    assert all(e.points > 0 for e in pad.entries)
