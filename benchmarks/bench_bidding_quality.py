"""Bidding quality: four computer seats bid 1,000 seeded boards per system, judged double dummy.

For each system (SAYC, Acol, Precision) every board (``Deal.random(seed)``, dealer and
vulnerability from the board number) is bid by the auto-bidder; the final contract is
scored with the double-dummy tricks (endplay/DDS, the same table for every system) and
compared with the double-dummy par of the board.  Printed per system:

- mean IMPs from par (``|score − par|`` on the IMP scale; goal ≤ 4.0) and its standard error
  (one board's IMPs from par spread about 4.5, so the mean of 1,000 boards is known to about
  ±0.14: two systems, or two versions of one, closer than that on one set of boards are not
  told apart by it — the held-out set, ``BENCH_START=1000``, is the second opinion),
- share of contracts that make double dummy (passed-out boards left out; goal ≥ 80%) — next
  to it the share of the par contracts themselves that make (a par sacrifice goes down, so
  even a bidder that always reached par would not make every contract),
- share of all calls that were "no agreement" passes: passes no rule of the system gave
  (the seat passed by a general principle, :func:`bridgelib.bidding.principle`; goal ≤ 10%),
- share of calls no rule gave at all (principle passes, principle bids, forced bids),
- forcing calls passed (a pass when ``forcing()`` says the player must bid; goal 0) — a
  pass a named rule gives, the penalty pass that converts partner's takeout double, is an
  agreement, not counted.

Two anchors are measured in the same run on the same boards and tables:

- "stronger side bids 3NT": the side with more HCP plays 3NT (its stronger hand declares);
- "partnership points + fit": the side with more HCP picks a contract from its combined HCP
  and its longest fit — game (4♥/4♠ with an 8-card major fit, else 3NT; 5 of a minor with a
  minor fit and 29+) at 25+, slam at 33+, otherwise the level the points allow.

The computer players bid with their slam and game judgement by simulation
(:class:`bridgelib.analysis.judge.SimulationJudge` deals the unseen hands as the auction
describes them: where the rules place a game it bids the slam that makes in most deals,
where they pass partner's partscore the game that does, and where they pass the
opponents' partscore or game in the pass-out seat the bid — over a game, the sacrifice —
that scores better than defending);
next to each system's figures the same seats by the rules alone (``judge=None``) show what
the judgement adds.  ``BENCH_JUDGE=0`` leaves the judgement out.

``ratio`` is ours / anchor ("partnership points + fit") for the IMP rows: below 1 means the
auto-bidder is closer to par than the anchor.  Run alone: ``python benchmarks/bench_bidding_quality.py``
(``N_DEALS`` boards; set ``BENCH_DEALS`` to change, ``BENCH_START`` to start at another seed —
the bidder's rules were checked against boards 0–999, so ``BENCH_START=1000`` is a held-out
set — and ``BENCH_DD_CACHE`` to a file name to keep the double-dummy tables between runs).
"""

from __future__ import annotations

import os

N_DEALS = int(os.environ.get("BENCH_DEALS", "1000"))
#: The first board's seed: ``BENCH_START=1000`` measures boards nobody tuned the bidder on.
START = int(os.environ.get("BENCH_START", "0"))
SYSTEMS = ("sayc", "acol", "precision")
#: The computer players' slam and game judgement by simulation (``BENCH_JUDGE=0``: the rules alone).
JUDGE = os.environ.get("BENCH_JUDGE", "1") != "0"


def board(i: int):
    """Benchmark board ``i``: the deal ``Deal.random(i)``, with the dealer and vulnerability of
    board number ``i % 16 + 1`` — how every benchmark and diagnostic here numbers its boards."""
    from bridgelib import Board, Deal

    return Board.from_number(i % 16 + 1, Deal.random(i))


def judge():
    """The judge the computer players bid with in these benchmarks: their judgement by
    simulation, or ``None`` (the rules alone) with ``BENCH_JUDGE=0``."""
    from bridgelib.analysis.judge import SimulationJudge

    return SimulationJudge() if JUDGE else None


def _anchor_3nt(deal):
    from bridgelib import Contract, Seat, Side, Strain

    ns = deal[Seat.NORTH].hcp + deal[Seat.SOUTH].hcp
    side = Side.NS if ns >= 20 else Side.EW
    a, b = side.seats
    declarer = a if deal[a].hcp >= deal[b].hcp else b
    return Contract(3, Strain.NOTRUMP, declarer=declarer)


def _anchor_points_fit(deal):
    from bridgelib import Contract, Seat, Side, Strain, Suit

    ns = deal[Seat.NORTH].hcp + deal[Seat.SOUTH].hcp
    side = Side.NS if ns >= 20 else Side.EW
    a, b = side.seats
    pts = deal[a].hcp + deal[b].hcp
    fit = {s: deal[a].length(s) + deal[b].length(s) for s in Suit}
    majors = [s for s in (Suit.SPADES, Suit.HEARTS) if fit[s] >= 8]
    minors = [s for s in (Suit.DIAMONDS, Suit.CLUBS) if fit[s] >= 8]
    if majors:
        suit = max(majors, key=lambda s: (fit[s], s))
    elif minors and (pts >= 29 or pts < 23):
        suit = max(minors, key=lambda s: (fit[s], s))
    else:
        suit = None
    strain = Strain.NOTRUMP if suit is None else suit.strain
    game = 3 if suit is None else 4 if suit in (Suit.HEARTS, Suit.SPADES) else 5
    if pts >= 37:
        level = 7
    elif pts >= 33:
        level = 6
    elif pts >= 25 and (suit is None or suit in majors or pts >= 29):
        level = game
    elif pts >= 23:
        level = 2 if suit is None else 3
    else:
        level = 1 if suit is None else 2
    if suit is None:
        declarer = a if deal[a].hcp >= deal[b].hcp else b
    else:
        declarer = a if deal[a].length(suit) >= deal[b].length(suit) else b
    return Contract(level, strain, declarer=declarer)


def _score_ns(contract, table, vulnerability) -> int:
    from bridgelib.scoring import Result

    if contract is None or contract.is_passed_out:
        return 0
    tricks = table[contract.declarer, contract.strain]
    return Result(contract, tricks).score_ns(vulnerability)


def _makes(contract, table) -> bool | None:
    if contract is None or contract.is_passed_out:
        return None
    return table[contract.declarer, contract.strain] >= contract.level + 6


def _losses(contracts, boards, tables, pars) -> list[int]:
    """Each board's IMPs from par, ``|score − par|`` on the IMP scale."""
    from bridgelib.scoring import imps

    return [abs(imps(_score_ns(c, t, b.vulnerability) - p.score))
            for c, b, t, p in zip(contracts, boards, tables, pars)]


def _standard_error(values) -> float:
    """The standard error of the mean of ``values``: how far the mean of another set of as
    many boards would typically fall from this one (one board's IMPs from par spread about
    4.5, so a thousand boards pin the mean to about ±0.14)."""
    from statistics import stdev

    return stdev(values) / len(values) ** 0.5 if len(values) > 1 else 0.0


def _summary(contracts, boards, tables, pars, losses=None):
    """Mean IMPs from par and the share of contracts that make (``losses``: the boards'
    IMPs from par when the caller has them already)."""
    total = made = 0
    for c, t in zip(contracts, tables):
        m = _makes(c, t)
        if m is not None:
            total += 1
            made += m
    if losses is None:
        losses = _losses(contracts, boards, tables, pars)
    return sum(losses) / len(boards), (made / total if total else 0.0)


def _cached_tables(boards, dd_tables):
    """DD tables for the boards, kept in ``BENCH_DD_CACHE`` (JSON) when that is set."""
    import json

    from bridgelib.analysis.dd import DDTable

    path = os.environ.get("BENCH_DD_CACHE")
    key = [b.deal.pbn() for b in boards]
    if path and os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
        if data.get("deals", [])[:len(key)] == key:  # the same boards, or more of them
            return [DDTable(tuple(tuple(r) for r in t)) for t in data["tables"][:len(key)]]
    tables = dd_tables(boards)
    if path:
        with open(path, "w", encoding="utf-8") as f:
            json.dump({"deals": key, "tables": [t.tricks for t in tables]}, f)
    return tables


def measure(n_deals: int = N_DEALS) -> dict:
    from bridgelib import Auction
    from bridgelib.analysis.dd import dd_tables, par
    from bridgelib.bidding import bid_deal, forcing

    boards = [board(i) for i in range(START, START + n_deals)]
    tables = _cached_tables(boards, dd_tables)
    pars = [par(t, b.vulnerability, b.dealer) for b, t in zip(boards, tables)]
    out: dict = {"anchors": {}, "systems": {}}
    # Par itself is not always a made contract: a sacrifice goes down.  The share of par
    # contracts that make is the ceiling a par-perfect bidder would reach on the "make" figure.
    par_made = [p.results[0] >= 0 for p in pars if p.contracts and p.results]
    out["par_make"] = sum(par_made) / len(par_made) if par_made else 0.0
    for name, rule in (("stronger side bids 3NT", _anchor_3nt),
                       ("partnership points + fit", _anchor_points_fit)):
        out["anchors"][name] = _summary([rule(b.deal) for b in boards], boards, tables, pars)
    seats = judge()
    for system in SYSTEMS:
        rules = [bid_deal(b.deal, system, b.dealer, b.vulnerability) for b in boards]
        records = rules if seats is None else [
            bid_deal(b.deal, system, b.dealer, b.vulnerability, seats) for b in boards]
        contracts = [r.contract for r in records]
        losses = _losses(contracts, boards, tables, pars)
        imp, make = _summary(contracts, boards, tables, pars, losses)
        imp_se = _standard_error(losses)
        rules_imp, rules_make = _summary([r.contract for r in rules], boards, tables, pars)
        calls = sum(len(r.steps) for r in records)
        no_agreement = sum(not s.agreed and s.call is not None and s.call.is_pass
                           for r in records for s in r.steps)
        by_principle = sum(not s.agreed for r in records for s in r.steps)
        forcing_passes = 0
        for r in records:
            cs = r.auction.calls
            for i, (c, step) in enumerate(zip(cs, r.steps)):
                converts = step.rule is not None and step.rule.is_agreed_pass  # penalty pass
                if c.is_pass and not converts and forcing(Auction(r.auction.dealer, cs[:i]),
                                                          system):
                    forcing_passes += 1
        deals_with_na = sum(bool(r.no_agreement) for r in records)
        out["systems"][system] = {
            "imps": imp, "imps_se": imp_se, "make": make, "no_agreement": no_agreement / calls,
            "forcing_passes": forcing_passes, "by_principle": by_principle / calls,
            "deals_with_no_agreement": deals_with_na / len(records), "calls": calls,
            "rules_imps": rules_imp, "rules_make": rules_make}
    return out


def run() -> list[dict]:
    m = measure()
    anchor_imps, anchor_make = m["anchors"]["partnership points + fit"]
    nt_imps, nt_make = m["anchors"]["stronger side bids 3NT"]
    rows = []
    for system, s in m["systems"].items():
        rows.append({"name": f"{system}: mean IMPs from DD par ({N_DEALS} boards)",
                     "ours": s["imps"], "anchor": anchor_imps, "unit": "IMPs",
                     "ratio": s["imps"] / anchor_imps, "target": "<= 1.0",
                     "note": f"goal ≤ 4.0; ± {s['imps_se']:.2f} (one standard error of the "
                             f"mean over these boards); anchor 'partnership points + fit' {anchor_imps:.2f}, "
                             f"'stronger side bids 3NT' {nt_imps:.2f}; the rules alone "
                             f"{s['rules_imps']:.2f}"})
        rows.append({"name": f"{system}: share of contracts that make DD",
                     "ours": s["make"], "anchor": anchor_make, "unit": "share",
                     "ratio": s["make"] / anchor_make,
                     "note": f"goal ≥ 80%; anchors {anchor_make:.1%} (points + fit), "
                             f"{nt_make:.1%} (3NT); par's own contracts make "
                             f"{m['par_make']:.1%} (sacrifices go down)"})
        rows.append({"name": f"{system}: 'no agreement' passes / all calls",
                     "ours": s["no_agreement"], "anchor": 0.10, "unit": "share",
                     "ratio": s["no_agreement"] / 0.10, "target": "<= 1.0",
                     "note": f"goal ≤ 10% of calls; {s['deals_with_no_agreement']:.1%} of boards "
                             f"have a call no rule gave; {s['by_principle']:.1%} of calls by a "
                             f"general principle; forcing calls passed: {s['forcing_passes']}"})
    return rows


if __name__ == "__main__":
    m = measure()
    print(f"{N_DEALS} seeded boards from seed {START}, double dummy (endplay)")
    print(f"  par itself: {m['par_make']:.1%} of par contracts make (the rest are sacrifices)")
    for name, (imp, make) in m["anchors"].items():
        print(f"  anchor {name:<28} IMPs from par {imp:5.2f}   make {make:6.1%}")
    for system, s in m["systems"].items():
        print(f"  {system:<35} IMPs from par {s['imps']:5.2f} ± {s['imps_se']:.2f}   make {s['make']:6.1%}   "
              f"no-agreement passes {s['no_agreement']:6.1%} of calls   "
              f"no rule {s['by_principle']:5.1%} of calls ({s['deals_with_no_agreement']:.0%} "
              f"of boards)   forcing passes {s['forcing_passes']}")
        if JUDGE:
            print(f"  {system + ' by the rules alone':<35} IMPs from par {s['rules_imps']:5.2f}   "
                  f"make {s['rules_make']:6.1%}")
