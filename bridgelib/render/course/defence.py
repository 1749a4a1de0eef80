"""Defence tables: the defenders' rules (:mod:`bridgelib.bots.defence`) and what a card
costs, by the double-dummy solver (lesson 15).

Part of :mod:`bridgelib.course`, which the lessons call; see there."""

from __future__ import annotations

from typing import Sequence

from ...auction import Contract
from ...deal import Deal
from ...errors import InvalidNotation
from ...play import Play
from ...render import HTML
from .tables import Table, show, table

__all__ = ["lead_rules", "signal_rules", "opening_lead", "lead_costs", "defence_choice"]


def lead_rules(holdings: Sequence[str]) -> Table:
    """For each holding, the card the computer defenders lead from it against no-trump and
    against a suit contract, and the rule (:func:`bridgelib.bots.defence.lead_from_holding`).

    >>> print(lead_rules(["K Q J 4"]))
    you hold  against no-trump  the rule           against a suit  the rule
    K Q J 4   K                 top of a sequence  K               top of a sequence
    """
    from ...bots.defence import lead_from_holding

    rows = []
    for h in holdings:
        nt, suit = lead_from_holding(h, "NT"), lead_from_holding(h, "suit")
        rows.append([h, nt.card.rank.label, nt.rule, suit.card.rank.label, suit.rule])
    return table(rows, ["you hold", "against no-trump", "the rule", "against a suit", "the rule"])


def signal_rules(holdings: Sequence[str], against: str = "NT") -> Table:
    """For each holding (when the defender cannot win the trick), the card he plays on
    partner's lead of the king (attitude) and on declarer's small lead (count), and the
    rule (:func:`bridgelib.bots.defence.signal_from_holding`)."""
    from ...bots.defence import signal_from_holding

    rows = []
    for h in holdings:
        p, d = signal_from_holding(h, "partner", against), signal_from_holding(h, "declarer", against)
        rows.append([h, p.card.rank.label, p.rule.split(": ", 1)[-1],
                     d.card.rank.label, d.rule.split(" — ", 1)[-1]])
    return table(rows, ["you hold", "partner leads the king: you play", "the rule",
                        "declarer leads: you play", "the rule"])


def opening_lead(deal: Deal, contract: Contract | str) -> HTML:
    """The opening leader's hand and the lead the rules choose, with the reason."""
    from ...bots.defence import opening_lead as lead

    choice = lead(deal, contract)
    assert choice.seat is not None
    c = Contract.from_str(contract) if isinstance(contract, str) else contract
    return show(deal[choice.seat],
                table([["the rule leads", choice.card], ["why", choice.why]]),
                titles=[f"{choice.seat.name_en}, on lead against {c}", "the computer defender's lead"])


def _verdict(defence: int, needed: int) -> str:
    return f"defeated by {defence - needed + 1}" if defence >= needed else "made"


def lead_costs(deal: Deal, contract: Contract | str, also: Sequence[str] = ()) -> Table:
    """Each suit the opening leader could lead (the card the rules pick from it, and the
    cards in ``also``, such as a small card away from an ace): how many
    tricks the defence then takes with best play, by the double-dummy solver (one DDS
    call, :func:`bridgelib.analysis.dd.solve`), and whether the contract is defeated."""
    from ...analysis.dd import solve
    from ...bots.defence import opening_lead as lead, suit_leads

    play = Play(deal, contract)
    values = dict(solve(play))
    chosen = lead(deal, contract).card
    needed = 14 - play.contract.tricks_needed
    rows = []
    from ...cards import Card

    leads = [(ch.card, ch.rule) for ch in suit_leads(deal, contract)]
    for text in also:
        extra = Card.from_str(text)
        if extra not in values:
            raise InvalidNotation(f"{text!r}: the opening leader does not hold that card")
        leads.append((extra, "another card of the suit"))
    for card, rule in sorted(leads, key=lambda cr: (-cr[0].suit, -cr[0].rank)):
        v = values[card]
        rows.append([card, rule, v, _verdict(v, needed),
                     "← the computer's lead" if card == chosen else ""])
    return table(rows, ["lead", "the card's rule", "tricks for the defence", "the contract", ""],
                 caption=f"{play.contract}: the defence needs {needed} tricks. Tricks with best "
                         "play by both sides after the lead (double dummy).")


def defence_choice(deal: Deal, contract: Contract | str, cards: str | Sequence[str]) -> HTML:
    """The position after ``cards`` on the bridge table, the card the computer defender
    in turn plays and its rule, and what each card he could play is worth to the
    defence with best play from there (double dummy)."""
    from ...analysis.dd import solve
    from ...bots.defence import defender_card

    play = Play(deal, contract, cards.split() if isinstance(cards, str) else list(cards))
    choice = defender_card(play)
    values = solve(play)
    needed = 14 - play.contract.tricks_needed
    led = play.current_trick.suit_led
    rows = []
    for card, v in sorted(values, key=lambda cv: -cv[0].rank):
        if led is not None and card.suit != led:
            continue
        total = play.defender_tricks + v
        rows.append([card, total, _verdict(total, needed),
                     f"← the rule: {choice.rule}" if card == choice.card else ""])
    return show(play, table(rows, ["card", "tricks for the defence", "the contract", ""]),
                titles=["the position", f"{choice.seat.name_en if choice.seat is not None else ''}'s choices, "
                        "double dummy"])
