"""A finished honeymoon record summed up: as a plain dict (JSON) and as a text replay.

>>> from bridgelib.records import load_bundled
>>> s = honeymoon_summary(load_bundled("sergey-olga"), "standard")
>>> s["contract"], s["declarer"], s["tricks"], s["score"]
('2HXX', 'Sergey', {'Sergey': 8, 'Olga': 5}, {'Sergey': 440, 'Olga': 0})
>>> s["preliminary"][0]
{'leader': 'Sergey', 'cards': ['H2', 'H4'], 'winner': 'Olga', 'draws': {'Sergey': 'S8', 'Olga': 'SK'}}
>>> sorted({(i["phase"], i["kind"]) for i in s["irregularities"]})[:2]
[('auction', 'auction-not-ended'), ('main', 'follow-suit')]
"""

from __future__ import annotations

import textwrap

from ..errors import InvalidNotation
from ..action import ActionKind
from ..games.honeymoon import HoneymoonRules, Phase
from ..markup import Text

from .replay import StepState, replay
from .forms import HONEYMOON
from .tree import Record, action_of

__all__ = ["honeymoon_summary", "honeymoon_text"]


def _final_game(record: Record, rules):
    if record.form is not HONEYMOON:
        raise InvalidNotation("this summary is for honeymoon records")
    cursor = record.cursor(rules)
    cursor.goto(len(cursor))
    return cursor.game()


def honeymoon_summary(record: Record, rules: HoneymoonRules | str | None = None) -> dict:
    """The main line of a honeymoon record as plain data (the ``bridge replay --json`` shape).

    Cards are PBN strings (``HQ``); tricks are numbered from 1 within each phase.
    """
    game = _final_game(record, rules)
    s = game.state
    players = list(s.players)
    score = None
    if s.phase is Phase.OVER:
        score = game.score().by_player() if s.main else {p: 0 for p in players}
    return {
        "players": players,
        "initial_hands": {p: [c.pbn() for c in game.initial_hands[p]] for p in players},
        "preliminary": [{"leader": t.leader, "cards": [c.pbn() for c in t.cards],
                         "winner": t.winner, "draws": {p: c.pbn() for p, c in t.draws}}
                        for t in s.preliminary],
        "auction": [{"player": p, "call": c.pbn()} for p, c in s.auction_calls],
        "contract": None if s.contract is None else s.contract.pbn(),
        "declarer": s.declarer_name,
        "main": [{"leader": t.leader, "cards": [c.pbn() for c in t.cards], "winner": t.winner}
                 for t in s.main],
        "tricks": {p: s.tricks_won(p) for p in players},
        "score": score,
        "irregularities": [i.as_dict() for i in s.irregularities],
    }


def _wrap(text: str, indent: str, width: int) -> list[str]:
    out = []
    for para in text.split("\n\n"):
        out.extend(textwrap.wrap(para, width=width, initial_indent=indent,
                                 subsequent_indent=indent) or [indent])
    return out


def _trick_no(st: StepState) -> int:
    """The number of the trick the card just played (the step's action) belongs to."""
    if st.trick:
        return st.trick_number
    if st.last_trick is None or st.last_trick.number is None:  # a card was played: a trick
        raise AssertionError(f"step {st.index}: a card was played but there is no trick")
    return st.last_trick.number


def honeymoon_text(record: Record, rules: HoneymoonRules | str | None = None, *,
                   comments: bool = True, width: int = 88, analysis: list | None = None) -> Text:
    """A trick-by-trick replay for people: tricks, draws, calls, comments, irregularities.

    ``analysis`` (from :func:`bridgelib.analysis.twohand.analyse_game`) adds a line under
    each main-play card that cost a trick.
    """
    rules_obj = record.new_game(rules).rules
    steps = replay(record, None, rules)
    nodes = list(record.mainline())
    out: list[str] = []
    title = record.tags.get("Event", "Honeymoon bridge")
    out.append(f"{title} — rules: {rules_obj.name}")
    out.append(f"Players: {' and '.join(record.players)}; dealer {record.dealer}")
    out.append("Hands as dealt:")
    for p, h in record.hands.items():
        out.append(f"  {p:<10}{h.to_text(one_line=True)}")
    out.append("Talon, top first: " + " ".join(str(c) for c in record.talon))
    if comments:
        for c in record.comments:
            out.append("")
            out.extend(_wrap(c, "  ", width))
    costly = {}
    for v in analysis or ():
        costly[(v.trick, v.player)] = v
    section = None
    pending: list[str] = []
    line = ""

    def flush():
        nonlocal line
        if line:
            out.append(line)
            line = ""
        out.extend(pending)
        pending.clear()

    for k, node in enumerate(nodes, 1):
        st = steps[k]
        a = action_of(node)
        phase = ("preliminary" if a.kind is ActionKind.DRAW else
                 "auction" if a.kind is ActionKind.CALL else None)
        if phase is None:
            before = steps[k - 1]
            phase = "preliminary" if before.phase == "preliminary" else "main"
        if phase != section:
            flush()
            out.append("")
            out.append({"preliminary": "Preliminary play (13 tricks at no-trump, not scored)",
                        "auction": "Auction", "main": "Main play"}[phase])
            section = phase
        if a.kind is ActionKind.CARD and not steps[k - 1].trick:
            flush()
            tag = "P" if phase == "preliminary" else "M"
            line = f"  {tag}{_trick_no(st):<3}"
        elif a.kind is ActionKind.CALL and not line:
            line = " "
        sep = " " if a.kind is not ActionKind.DRAW else (
            "; " if action_of(nodes[k - 2]).kind is ActionKind.CARD else ", ")
        line += f"{sep}{a.to_text()}"
        if a.kind is ActionKind.CARD and not st.trick and st.last_trick is not None:
            line += f"  → {st.last_trick.winner}"
        if a.kind is ActionKind.CARD and phase == "main":
            trick_no = _trick_no(st)
            v = costly.get((trick_no, a.player))
            if v is not None and v.card == a.card:
                pending.append(f"      ~ {v.text()}")
        if comments:
            for c in node.comments:
                pending.extend(_wrap(c, "      ", width))
        for irr in st.irregularities:
            pending.extend(_wrap(f"! {irr.text}", "      ", width))
    flush()
    end = steps[-1]
    out.append("")
    if end.contract:
        out.append(f"Contract: {end.contract} by {end.declarer}")
        out.append("Tricks: " + ", ".join(f"{p} {n}" for p, n in end.tricks.items()))
    if end.scores is not None:
        g = _final_game(record, rules)
        out.append("Score:")
        out.extend("  " + ln for ln in g.score().to_text().splitlines())
    all_irr = end.all_irregularities
    out.append("")
    out.append(f"Irregularities under the {rules_obj.name} rules: {len(all_irr) or 'none'}")
    for i in all_irr:
        where = i.phase + (f" trick {i.trick}" if i.trick is not None else "")
        out.extend(_wrap(f"{where}, {i.player}: {i.kind}", "  ", width))
    return Text("\n".join(out))
