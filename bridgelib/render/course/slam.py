"""Slam bidding shown as tables (lesson 14): the bonuses and scores of slams, how often a
slam makes double dummy by combined points, the system's answers to an ace ask, and a deal
bid by the computer seats next to its double-dummy result.

Part of :mod:`bridgelib.course`, which the lessons call; see there.  The numbers come from
the engine: :mod:`bridgelib.scoring`, :mod:`bridgelib.analysis.slam`,
:mod:`bridgelib.bidding` and :mod:`bridgelib.analysis.dd`."""

from __future__ import annotations

from typing import Iterable, Sequence

from ...auction import Call, Contract
from ...cards import Strain
from ...deal import Deal
from ...hand import Hand
from ...bidding.system import system_label
from ...render import HTML
from ...table import Seat
from .tables import Table, show, table

__all__ = ["slam_bonus_table", "slam_scores", "slam_odds_table", "calls_table", "slam_auction",
           "aces"]


def aces(hand: Hand | str) -> int:
    """How many aces a hand holds (what Blackwood and Gerber ask for)."""
    h = Hand.from_pbn(hand) if isinstance(hand, str) else hand
    return h.aces


def slam_bonus_table() -> Table:
    """The duplicate slam bonuses, from :func:`bridgelib.scoring.duplicate.slam_bonus`.

    >>> print(slam_bonus_table().text.splitlines()[1].split()[-2:])
    ['500', '750']
    """
    from ...scoring.duplicate import slam_bonus

    rows = [[name, level, level + 6, slam_bonus(level, False), slam_bonus(level, True)]
            for name, level in (("small slam", 6), ("grand slam", 7))]
    return table(rows, ["slam", "level", "tricks needed", "bonus not vulnerable",
                        "bonus vulnerable"])


def slam_scores(results: Iterable[tuple[str, int]]) -> Table:
    """Duplicate scores of contracts (``("6S", 12)``: contract and tricks taken), not
    vulnerable and vulnerable, with the slam bonus in each (:mod:`bridgelib.scoring`).

    >>> print(slam_scores([("6NT", 12)]).text.splitlines()[1].split()[-2:])
    ['990', '1440']
    """
    from ...scoring.duplicate import duplicate_score, slam_bonus

    rows = []
    for text, tricks in results:
        c = Contract.from_str(text)
        made = tricks >= c.level + 6
        rows.append([c, tricks, "made" if made else f"down {c.level + 6 - tricks}",
                     slam_bonus(c.level, False) if made else 0,
                     duplicate_score(c, tricks, False), duplicate_score(c, tricks, True)])
    return table(rows, ["contract", "tricks taken", "result", "slam bonus (not vulnerable)",
                        "score not vulnerable", "score vulnerable"])


def slam_odds_table(strain: Strain | str, bands: Sequence[tuple[int, int]], *, per_band: int = 5,
                    seed: int = 14, where: str | None = None) -> Table:
    """How often a small and a grand slam in ``strain`` make double dummy, for each band of
    North–South's combined HCP, over a small seeded sample
    (:func:`bridgelib.analysis.slam.slam_odds`; ``where`` adds a dealing condition)."""
    from ...analysis.slam import slam_odds

    rows = slam_odds(strain, bands, per_band=per_band, seed=seed, where=where)
    trump = rows[0].strain if rows else Strain.NOTRUMP
    name = "NT" if trump is Strain.NOTRUMP else trump.symbol
    out = [[r.band, r.deals, f"{r.small} of {r.deals}", f"{r.grand} of {r.deals}"] for r in rows]
    return table(out, ["North–South HCP", "deals dealt", f"6{name} makes", f"7{name} makes"],
                 caption="Double dummy (every card seen, best play and defence), over a small "
                         "seeded sample: the trend, not exact odds.")


def calls_table(hands: Iterable[Hand | str], auction: str, system: str = "sayc") -> Table:
    """For each hand: its aces and HCP, and the system's call after ``auction``, with the
    call's meaning (:func:`bridgelib.bidding.suggest`)."""
    from ...bidding import suggest

    rows = []
    for h in hands:
        hand = Hand.from_pbn(h) if isinstance(h, str) else h
        s = suggest(hand, auction, system)
        rows.append([hand, hand.hcp, aces(hand), s.call if s.call is not None else "—",
                     s.meaning])
    return table(rows, ["your hand", "HCP", "aces", f"{system_label(system)} bids", "meaning"])


def slam_auction(deal: Deal, system: str = "sayc", *, title: str = "") -> HTML:
    """A deal bid by four computer seats (:func:`bridgelib.bidding.bid_deal`): the deal,
    North–South's calls with their meanings (East–West's passes left out), and what the
    final contract makes double dummy (:func:`bridgelib.analysis.dd.dd_tables`, its strain only)."""
    from ...analysis.dd import dd_tables
    from ...bidding import bid_deal

    record = bid_deal(deal, system)
    steps: list[tuple[str, Call, str]] = []
    others_passed = True
    for (seat, call), step in zip(record.auction, record.steps):
        if seat in (Seat.NORTH, Seat.SOUTH):
            if not call.is_pass or steps:
                steps.append((seat.name_en, call, step.meaning.removeprefix("General principle: ")))
        elif not call.is_pass:
            others_passed = False
            steps.append((seat.name_en, call, step.meaning))
    while steps and steps[-1][1].is_pass:  # the final passes say nothing
        steps.pop()
    contract = record.auction.contract
    calls = table(steps, ["seat", "call", "what it says"],
                  caption="East and West pass throughout." if others_passed else None)
    tricks = None
    if contract is not None and contract.strain is not None:
        tricks = dd_tables([deal], strains=[contract.strain])[0][contract.declarer, contract.strain]
    if contract is None or tricks is None:
        result = table([["contract", "passed out"]])
    else:
        need = contract.level + 6
        verdict = "makes" if tricks >= need else f"goes down {need - tricks}"
        result = table([["contract", contract], ["tricks double dummy", tricks],
                        ["tricks needed", need], ["the contract", verdict]])
    return show(deal, calls, result,
                titles=[title or "the deal", f"the auction ({system_label(system)})",
                        "double dummy"])
