"""Four-hand records from real PBN files (bridgelib.io.pbn) and back."""

from __future__ import annotations

import pytest

from bridgelib import Deal, InvalidNotation
from bridgelib.errors import BridgeError
from bridgelib.io import pbn
from bridgelib.records import Record, dumps, loads
from bridgelib.records.pbnconv import record_from_pbn, record_to_pbn, records_from_pbn_text


@pytest.fixture(scope="module")
def realbridge(data_dir):
    return pbn.loads((data_dir / "pbn" / "realbridge-2021-online-qual.pbn").read_text())[:60]


def test_real_plays_replay_to_the_recorded_result(realbridge):
    complete = 0
    for game in realbridge:
        rec = record_from_pbn(game)
        st = rec.end().state()
        if game.tag("Auction") is None:
            assert st.contract is None and st.index == 0
            continue
        assert st.contract == game.contract.pbn()
        if game.declarer is not None:
            assert st.declarer == game.declarer.letter
        if st.phase == "over" and st.declarer is not None:
            complete += 1
            side = "NS" if st.declarer in "NS" else "EW"
            assert st.tricks[side] == game.result      # the Result tag, from another program
    assert complete >= 10


def test_pbn_round_trip_keeps_the_tree(realbridge):
    for game in realbridge[:20]:
        rec = record_from_pbn(game)
        back = record_from_pbn(pbn.loads(pbn.dumps([record_to_pbn(rec)]))[0])
        assert back == rec
        assert loads(dumps(rec)) == rec                  # and through the native text form


def test_comments_and_notes_become_node_comments(data_dir):
    game = pbn.loads((data_dir / "pbn" / "sample-with-notes-and-dd.pbn").read_text())[0]
    rec = record_from_pbn(game)
    commented = [(n.action.text(), n.comments) for n in rec.mainline() if n.comments]
    assert ("E 2H", ["note 1: Spades & minor"]) in commented
    text = pbn.dumps([record_to_pbn(rec)])
    assert "2H {note 1: Spades & minor}" in text


def test_omitted_passes_are_refused_or_repaired(data_dir):
    text = (data_dir / "pbn" / "world-championship-2012.pbn").read_text()
    head = text[:text.index("\n\n", 60_000)]          # the first hundred-odd games
    games = [g for g in pbn.loads(head) if g.deal is not None and g.dealer is not None]
    repaired = refused = 0
    for game in games:
        try:
            rec = record_from_pbn(game, repair=True)
        except InvalidNotation as exc:
            assert exc.line is not None
            refused += 1
            continue
        repaired += 1
        st = rec.end().state()
        if game.contract is not None and game.tag("Auction") is not None:
            assert st.contract == game.contract.pbn()
        if st.phase == "over" and game.result is not None and st.declarer is not None:
            side = "NS" if st.declarer in "NS" else "EW"
            assert st.tricks[side] == game.result
    assert repaired > 10 and refused > 0
    with pytest.raises(BridgeError):
        for game in games:
            record_from_pbn(game)


def test_variations_and_honeymoon_records_are_refused():
    deal = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
    rec = Record.bridge(deal)
    rec.add_variation("N 1S")
    rec.add_variation("N 1H")
    with pytest.raises(InvalidNotation, match="no variations"):
        record_to_pbn(rec)
    assert [t.name for t in record_to_pbn(rec, drop_variations=True)][-1] == "Auction"
    from bridgelib.records import load_bundled

    with pytest.raises(InvalidNotation, match="four-hand"):
        record_to_pbn(load_bundled("sergey-olga"))
    assert records_from_pbn_text('[Board "1"]') == []
