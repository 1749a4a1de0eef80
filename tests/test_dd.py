"""Double dummy through endplay's DDS (bridgelib.analysis.dd), checked against real records.

DDS costs ~0.1 s a table: the fast tests use a handful of deals; the slow-marked
test recomputes every stored table in the vendored records and the package data.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgelib import Contract, Deal, IllegalPlay, InvalidNotation, Play, Seat, Strain, Vulnerability
from bridgelib.analysis import dd
from bridgelib.io import pbn

SAMPLE = "sample-with-notes-and-dd.pbn"
REALBRIDGE = "realbridge-2021-online-qual.pbn"


@pytest.fixture(scope="module")
def sample(data_dir):
    return pbn.load(data_dir / "pbn" / SAMPLE)


def test_table_from_pbn_and_back():
    t = dd.DDTable.from_pbn("77667775576677566775")
    assert t[Seat.NORTH, Strain.NOTRUMP] == 7 and t[Strain.HEARTS, Seat.SOUTH] == 5
    assert t["E", "D"] == 7 and t.pbn() == "77667775576677566775"
    assert t.side_tricks("EW", "H") == 7
    assert Contract.from_str("1HE") in t.makeable()
    for bad in ("7766777557667756677", "7766777557667756677g", "e7667775576677566775"):
        with pytest.raises(InvalidNotation):
            dd.DDTable.from_pbn(bad)


def test_partial_optimum_result_table(sample):
    # The sample's first record lists only North and West rows.
    rows = sample[0].table("OptimumResultTable")
    t = dd.DDTable.from_rows(rows, partial=True)
    assert t[Seat.SOUTH, Strain.CLUBS] is None and t[Seat.WEST, Strain.SPADES] == 8
    assert t.agrees_with(sample[0].dd_table)
    with pytest.raises(InvalidNotation):
        dd.DDTable.from_rows(rows)
    with pytest.raises(InvalidNotation):
        t.pbn()


def test_ours_agree_with_recorded_tables_and_par(sample, data_dir):
    real = pbn.load(data_dir / "pbn" / REALBRIDGE)
    recs = [sample[0], sample[1], real[0]]
    tables = dd.dd_tables([r.deal for r in recs])
    for rec, ours in zip(recs, tables):
        assert ours == rec.dd_table, rec.line
        assert ours.pbn() == rec["DoubleDummyTricks"]
        assert [list(r) for r in ours.optimum_rows()][:5] == [list(r) for r in
                                                               rec.tag("OptimumResultTable").rows[:5]]
        p = dd.par(ours, rec.vulnerability, rec.dealer)
        assert p.pbn() == rec["OptimumScore"] and p.score == rec.optimum_score
    assert dd.dd_table(recs[0].board) == tables[0]


def test_par_contracts_of_a_known_deal(sample):
    # Board 17: N/S make 5♦ (11 tricks in the table), E/W make 4♠ only 8 — par is 5♦ = +400.
    p = dd.par(sample[0].board)
    assert p.score == 400
    assert set(p.contracts) == {Contract.from_str("5DN"), Contract.from_str("5DS")}
    assert str(p) == "Par NS +400: 5♦ by North, 5♦ by South"


def test_analyse_play_flags_the_cards_that_cost_a_trick(sample):
    rec = sample[0]
    play = rec.play  # 5♠X by West, 8 tricks recorded
    verdicts = dd.analyse_play(play)
    assert len(verdicts) == len(play.cards_played) == 32
    # Each verdict against DDS's other entry point: SolveBoard's value of every legal card.
    check = Play(play.deal, play.contract)
    for v in verdicts[:8]:
        options = dict(dd.solve(check))
        assert v.cost == max(options.values()) - options[v.card], v
        check.play(v.card)
    assert [str(v) for v in verdicts if v.costs_a_trick][0] == "N ♥2: 8→9 costs 1 trick"


def test_the_last_value_of_a_whole_play_is_the_tricks_taken():
    deal = Deal.random(seed=11)
    play = Play(deal, Contract.from_str("3NTS"))
    while not play.is_complete:
        play.play(play.legal_cards()[-1])
    verdicts = dd.analyse_play(play)
    assert verdicts[-1].after == play.declarer_tricks
    assert sum(v.cost for v in verdicts if v.seat.side is play.declaring_side) == (
        verdicts[0].before - play.declarer_tricks) + sum(
        v.cost for v in verdicts if v.seat.side is not play.declaring_side)


def test_analyse_refuses_an_illegal_sequence():
    deal = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
    play = Play(deal, Contract.from_str("3NTS"))
    with pytest.raises(IllegalPlay):
        dd.analyse_play(play, ["HA", "S8"])  # North must follow hearts
    with pytest.raises(InvalidNotation, match="13 cards a hand"):
        dd.dd_table(Deal.from_pbn("N:AKQJ.T98.765.432 - - -"))


def test_solve_lists_every_legal_card(sample):
    play = Play(sample[0].deal, sample[0].contract)
    options = dd.solve(play)
    assert {c for c, _ in options} == set(play.legal_cards())
    assert options[0][1] == 13 - sample[0].dd_table[Seat.WEST, Strain.SPADES]


def test_table_renders_as_text_and_html():
    t = dd.DDTable.from_pbn("746b5747b55862758627")
    assert "North   7  4  6 11  5" in t.to_text()
    assert "bl-ddtable" in t._repr_html_() and "<td style='padding:1px 8px;text-align:right'>11" in t._repr_html_()


@pytest.mark.slow
def test_recompute_every_stored_table(data_dir):
    """Every DD table stored in a PBN record (vendored records and package data) recomputed."""
    import bridgelib

    paths = sorted((data_dir / "pbn").glob("*.pbn"))
    paths += sorted(Path(bridgelib.__file__).parent.joinpath("data").rglob("*.pbn"))
    stored: dict[str, list] = {}
    for path in paths:
        for rec in pbn.load(path):
            if rec.get("DoubleDummyTricks") or rec.tag("OptimumResultTable"):
                stored.setdefault(rec["Deal"], []).append((path.name, rec))
    assert len(stored) >= 10
    deals = sorted(stored)
    tables = dd.dd_tables([Deal.from_pbn(d) for d in deals])
    for deal, ours in zip(deals, tables):
        for name, rec in stored[deal]:
            assert ours.agrees_with(rec.dd_table), (name, rec.line)
            if rec.get("OptimumScore"):
                assert dd.par(ours, rec.vulnerability or Vulnerability.NONE,
                              rec.dealer or Seat.NORTH).score == rec.optimum_score, (name, rec.line)


def test_annotate_marks_the_costly_cards_in_the_record(sample):
    from bridgelib.io.annotate import annotate

    rec = annotate(sample[0])
    marked = [i for i in rec.cards if i.comments]
    assert [(i.token, i.suffix, i.comments[0].text) for i in marked[:2]] == [
        ("H2", "?", "DD: 8→9, costs 1 trick"), ("D9", "?", "DD: 9→7, costs 2 tricks")]
    assert rec.play.cards_played == sample[0].play.cards_played
    assert pbn.loads(pbn.dumps(rec)) == [rec]
    assert "H2 ? {DD: 8→9, costs 1 trick}" in pbn.dumps(rec)


def test_tables_refuse_endings_that_dds_misreads():
    # DDS's CalcDDtable on a one-card ending said 13 tricks for every declarer.
    from bridgelib import Deal, InvalidNotation
    from bridgelib.analysis import dd

    with pytest.raises(InvalidNotation, match="13 cards a hand"):
        dd.dd_table(Deal.from_pbn("N:A... 2... 3... 4..."))
    with pytest.raises(InvalidNotation, match="13 cards a hand"):
        dd.dd_tables([Deal.from_pbn("N:AK... 23... 45... 67...")])
