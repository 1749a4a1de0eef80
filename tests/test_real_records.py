"""The auction engine against auctions recorded at real events (tests/data/records/pbn)."""

from __future__ import annotations

import pytest

from bridgelib import Auction, Call, IllegalCall, Seat

from pbn_mini import records


def replay(first: str, tokens: list[str]) -> Auction:
    """Feed recorded calls to the engine; ``AP`` passes until the auction ends."""
    a = Auction(Seat.from_str(first))
    for tok in tokens:
        if tok == "*":
            break
        if tok == "AP":
            while not a.is_complete:
                a.call("Pass")
            continue
        a.call(Call.from_str(tok.rstrip("!?")))
    return a


def test_realbridge_auctions_yield_the_recorded_contract_and_declarer(data_dir):
    recs = [r for r in records(data_dir / "pbn" / "realbridge-2021-online-qual.pbn") if "Auction" in r]
    assert len(recs) == 279
    for r in recs:
        a = replay(r["Auction"], r["_auction"])
        assert a.is_complete, f"line {r['_line']}: auction incomplete"
        c = a.contract
        assert c.pbn().upper() == r["Contract"].upper(), f"line {r['_line']}: {c} vs {r['Contract']}"
        if c.is_passed_out:
            assert r["Declarer"] == ""
        else:
            assert c.declarer.letter == r["Declarer"], f"line {r['_line']}"


def test_world_championship_auctions_are_legal_and_complete(data_dir):
    recs = records(data_dir / "pbn" / "world-championship-2012.pbn")
    assert len(recs) == 7632
    auctions = [r for r in recs if "Auction" in r]
    assert len(auctions) == 7459
    for r in auctions:
        try:
            a = replay(r["Auction"], r["_auction"])
        except IllegalCall as e:  # a failure names the record
            pytest.fail(f"line {r['_line']}: {e}")
        assert a.is_complete, f"line {r['_line']}: {r['_auction']}"
        recorded = r.get("Contract", "")
        if recorded and recorded != "Pass":
            # Level and strain always agree.  The file's quirks (data README): the Contract
            # tag often leaves out a double ('5S' for an auction ending 5S X AP) and writes a
            # redouble as R; leading passes are omitted, so declarer is not compared here.
            c = a.contract
            assert f"{c.level}{c.strain.letter[0]}" == recorded[:2], f"line {r['_line']}"
            doubles = {"": 0, "X": 1, "XX": 2, "R": 2}[recorded[2:].upper().lstrip("T")]
            assert doubles <= c.doubling, f"line {r['_line']}: {c} vs {recorded}"


def test_engine_refuses_a_corrupted_real_auction(data_dir):
    r = next(r for r in records(data_dir / "pbn" / "realbridge-2021-online-qual.pbn")
             if "Auction" in r and len([t for t in r["_auction"] if t[0].isdigit()]) >= 2)
    bids = [i for i, t in enumerate(r["_auction"]) if t[0].isdigit()]
    tokens = list(r["_auction"])
    tokens[bids[1]] = tokens[bids[0]]  # repeat the first bid: insufficient
    with pytest.raises(IllegalCall, match="insufficient"):
        replay(r["Auction"], tokens)
