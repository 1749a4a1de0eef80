"""Reading real PBN files: bridgelib.io.pbn against endplay's PBN parser, same run.

Both read the same text already in memory (no disk time; CPU seconds, which a busy
machine disturbs less than wall time), and both build the same
things: endplay's ``load`` makes, for each board, its deal, its auction (a list of
calls) and its play (a list of cards) as objects; ours reads the records and asks
each one for :attr:`~bridgelib.io.pbn.PbnRecord.deal`,
:attr:`~bridgelib.io.pbn.PbnRecord.auction` and
:attr:`~bridgelib.io.pbn.PbnRecord.play` (a :class:`~bridgelib.Deal`, an
:class:`~bridgelib.Auction` and a :class:`~bridgelib.Play`, each call and card
checked by the engine; a record whose play breaks a law is refused, and counted
as read).  Ours also keeps every tag, comment, annotation and table row.  Like
endplay's tag values, what nothing asks for stays as the strings read: a tag pair
that nothing follows is kept as its name, value and line (its
:class:`~bridgelib.io.pbn.Tag` is made when first asked for), plain calls and
cards as their tokens (their :class:`~bridgelib.io.pbn.Item` objects likewise);
the deal, auction and play of every record are built, as endplay builds them.
``ratio`` = anchor / ours: above 1 means we are faster (target ≥ 2).

A second row per file times our reading alone (records as written, no engine
objects) against the same endplay ``load``: that is less work on our side, and
says so.  Reads the vendored records in ``tests/data/records/pbn``.
Run alone: ``python benchmarks/bench_pbn.py``.
"""

from __future__ import annotations

import gc
import io
import statistics
import time
from pathlib import Path

FILES = ("world-championship-2012.pbn", "realbridge-2021-online-qual.pbn")


def _data() -> Path:
    return Path(__file__).resolve().parents[1] / "tests" / "data" / "records" / "pbn"


def _ours_with_objects(text: str) -> tuple[int, int]:
    """Read and build deal, auction and play of every record; (built, refused)."""
    from bridgelib.errors import BridgeError
    from bridgelib.io import pbn

    built = refused = 0
    for rec in pbn.loads(text):
        try:
            rec.deal, rec.auction, rec.play  # noqa: B018 - build them
            built += 1
        except BridgeError:
            refused += 1
    return built, refused


def _alternating(fns, repeats: int) -> list[float]:
    """Median CPU seconds of each function, the calls interleaved (a busy machine
    disturbs both sides alike, and CPU time less than wall time)."""
    times: list[list[float]] = [[] for _ in fns]
    for _ in range(repeats):
        for k, fn in enumerate(fns):
            times[k].append(_timed(fn))
    return [statistics.median(t) for t in times]


def run(repeats: int = 3) -> list[dict]:
    import endplay.parsers.pbn as ep_pbn

    from bridgelib.io import pbn

    rows = []
    for name in FILES:
        rows.extend(_file_rows(name, repeats, pbn, ep_pbn))
        gc.collect()  # the next file's timings do not pay for this one's leftovers
    return rows


def _file_rows(name: str, repeats: int, pbn, ep_pbn) -> list[dict]:
    rows = []
    text = (_data() / name).read_text(encoding="utf-8")
    n = len(pbn.loads(text))
    built, refused = _ours_with_objects(text)
    ours, read, anchor = _alternating(
        [lambda: _ours_with_objects(text), lambda: pbn.loads(text),
         lambda: ep_pbn.load(io.StringIO(text))], repeats)
    rows.append({"name": f"read {name} ({n:,} records) with deals, auctions, play",
                 "ours": ours, "anchor": anchor, "unit": "s", "ratio": anchor / ours,
                 "target": ">= 2",
                 "note": f"anchor: endplay.parsers.pbn.load (deal, auction, play objects); "
                         f"ours: loads + .deal/.auction/.play of each record, checked "
                         f"({refused} records refused for an illegal card); "
                         f"median of {repeats}"})
    rows.append({"name": f"read {name}, records only (less work than the anchor)",
                 "ours": read, "anchor": anchor, "unit": "s", "ratio": anchor / read,
                 "note": "ours: loads alone (tags, sections, comments; no engine objects); "
                         "anchor: the same endplay load as above"})
    recs = pbn.loads(text)
    boards = ep_pbn.load(io.StringIO(text))
    write, anchor_w = _alternating([lambda: pbn.dumps(recs), lambda: ep_pbn.dumps(boards)],
                                   repeats)
    rows.append({"name": f"write {name} back", "ours": write, "anchor": anchor_w,
                 "unit": "s", "ratio": anchor_w / write,
                 "note": "anchor: endplay.parsers.pbn.dumps of its own reading"})
    return rows


def _timed(fn) -> float:
    """CPU seconds of one call."""
    t = time.process_time()
    fn()
    return time.process_time() - t


if __name__ == "__main__":
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    for row in run():
        print(f"{row['name']}: ours {row['ours']:.2f} s, endplay {row['anchor']:.2f} s, "
              f"{row['ratio']:.2f}x")
