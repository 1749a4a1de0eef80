"""The laws shown step by step: positions, steps, quotations, editions (lessons 09a–09c).

Part of :mod:`bridgelib.course`, which the lessons call; see there."""

from __future__ import annotations

from html import escape
from typing import Any, Iterable, Sequence

from ...render import HTML
from ...table import Seat
from .figures import Figure, _new_figure
from .honeymoon import _PALETTE
from .tables import Table, _BOX, _html, _text, table

__all__ = ['law_state', 'law_steps', 'law_position', 'law_quotes', 'revoke_figure']


# ---------------------------------------------------------------- the laws (lessons 09a–09c)


def _scenario(scenario: Any) -> Any:
    from ...laws.scenarios import Scenario, load_scenario

    return scenario if isinstance(scenario, Scenario) else load_scenario(scenario)


def law_state(scenario: Any, steps: int | None = None) -> Any:
    """The live position of a law scenario (an id or a
    :class:`~bridgelib.laws.scenarios.Scenario`) after its first ``steps`` steps (all by
    default): a :class:`~bridgelib.laws.LawsPlay` or
    :class:`~bridgelib.laws.auction.LawsAuction` to try other choices on.

    >>> law_state("opening-lead-refused", steps=1).pending_options
    ('accept', 'become-dummy', 'refuse')
    """
    return _scenario(scenario).state_after(steps)


def _dual(lines: Sequence[Any]) -> Table:
    """Lines (rulings or text) as one table cell: one per line in HTML and in text."""
    return Table("<br>".join(_html(x) for x in lines), "\n".join(_text(x) for x in lines))


def law_steps(scenario: Any, steps: int | None = None) -> Table:
    """A law scenario step by step: what happens, and what the laws module rules — the law
    it cites and the options it opens, or its refusal of what the laws forbid (the trick
    transfer of Law 64 is added when the play is over).

    >>> steps = law_steps("opening-lead-refused").text
    >>> "East leads ♣A out of turn" in steps, "refused: West may not lead ♣7" in steps
    (True, True)
    >>> law_steps("claim-outstanding-trump").text.splitlines()[-1]
    "end   the Director's award         North–South takes 1 of the 2 remaining tricks"
    """
    rows = []
    for line in _scenario(scenario).narrate(steps):
        if line.lines:
            verdict: Any = _dual(line.lines)
        elif line.error is not None:
            verdict = Table(f"<span style='color:#b00000'>refused</span>: {escape(str(line.error))}",
                            f"refused: {line.error}")
        else:
            verdict = line.ruling if line.ruling is not None else "legal"
        rows.append([line.number, line.words, verdict])
    return table(rows, ["step", "what happens", "the laws module rules"])


def law_position(state: Any) -> HTML:
    """A position of :mod:`bridgelib.laws` — a LawsPlay (the hands left, the trick, then
    penalty cards, restrictions, the choice awaited, who plays and what he may play) or a
    LawsAuction (the calls, then bars, lead penalties, the choice awaited).

    >>> print(law_position(law_state("penalty-card-stays")).text.splitlines()[-2:])
    ['penalty cards: East ♣A (major)', 'East to play: ♥7 ♥6 ♥5']
    """
    from ...laws.auction import LawsAuction

    notes: list[str] = []
    if isinstance(state, LawsAuction):
        notes += [f"{b.seat.name_en} must pass " + ("at his next turn" if b.length == "next" else
                  "whenever it is his turn") + f" (Law {b.law})" for b in state.bars.values()]
        notes += [f"if {lp.offender.name_en}'s side defends, declarer may prohibit one of "
                  f"{' '.join(x.symbol for x in sorted(lp.suits, reverse=True))} at "
                  f"{lp.partner.name_en}'s first lead (Law {lp.law})"
                  for lp in state.lead_penalties()]
        if state.option_keys:
            notes.append("waiting for a choice: " + " / ".join(state.option_keys))
        body, text = state._repr_html_(), str(state)
    else:
        pens = [f"{s.name_en} " + " ".join(f"{c} ({'major' if state.is_major(c) else 'minor'})"
                                           for c in state.penalty_cards(s))
                for s in Seat if state.penalty_cards(s)]
        notes += ["penalty cards: " + "; ".join(pens)] if pens else []
        notes += [str(r) for r in state.restrictions   # lead ones on a lead, 57A ones on a play
                  if getattr(r, "is_lead", True) == (not state.current_trick.cards)]
        notes += [f"{r} — {'established' if state.is_established(r) else 'not established'}"
                  for r in state.revokes if not state.is_complete]
        if hasattr(state.pending, "correct"):
            p = state.pending
            notes.append(f"{p.offender.name_en}'s {p.card} lies face up, led out of turn; "
                         f"{p.correct.name_en} should lead")
        if state.pending is not None:
            notes.append("waiting for a choice: " + " / ".join(state.pending_options))
        elif state.turn is not None:
            notes.append(f"{state.turn.name_en} to play: "
                         + " ".join(str(c) for c in state.legal_cards()))
        body, text = state._repr_html_(), str(state)
    foot = "".join(f"<li>{escape(n)}</li>" for n in notes)
    return Table(body + (f'<ul style="{_BOX}">{foot}</ul>' if foot else ""),
                 "\n".join([text, *notes]))


def law_quotes(item: Any) -> Table:
    """A law's words side by side: the English text and the Russian words of the laws text (from
    ``bridgelib/data/laws``), and how the laws text's edition and 2017 differ.  ``item`` is a
    law scenario (its id) or a law number.

    >>> print(law_quotes(71).text.splitlines()[0])
    Law 71 — Concession cancelled (seed: Правило 71. Отмена уступки)
    """
    from ...laws.core import LawText, law_text

    if isinstance(item, int) or (isinstance(item, str) and item.strip()[:1].isdigit()):
        t: LawText = law_text(item)
        caption = f"Law {t.number} — {t.title}" + (f" (seed: {t.seed_title})" if t.seed_title else "")
        english, russian, note = t.summary + " (our summary of the 2017 text)", t.seed, t.edition_note
    else:
        s = _scenario(item)
        caption = f"Law {', '.join(s.laws)} — {s.edition.label}"
        english, russian, note = s.quote, s.seed_quote, s.edition_note
    rows = [[english, " ".join(russian.split()) if russian else "— (not in the laws text's pages)"]]
    if note:
        rows.append([f"Editions: {note}", ""])
    return table(rows, ["the law (English)", "the laws text (Russian)"], caption=caption)


def revoke_figure(scenarios: Iterable[Any] | None = None) -> Figure:
    """Tricks transferred under Law 64 in each revoke scenario, replayed under both
    editions: where the bars differ, the laws text's edition and the 2017 Laws disagree.

    By default: every shipped play scenario that is played to the end with a revoke
    (a scenario shipped once per edition is drawn once).

    >>> revoke_figure(["revoke-won-by-offender"])
    [figure: Tricks transferred for a revoke (Law 64), by edition]
    """
    from dataclasses import replace

    from ...laws.core import Edition
    from ...laws.scenarios import all_scenarios

    chosen: dict[tuple, Any] = {}
    for s in map(_scenario, scenarios) if scenarios is not None else all_scenarios():
        key = (str(s.deal), s.contract, repr(s.steps), s.expect.get("discovery"))
        if s.kind == "play" and any(x.do == "play_out" for x in s.steps) and key not in chosen:
            chosen[key] = s
    rows: list[tuple[str, dict]] = []
    for s in chosen.values():
        got = {}
        for ed in (Edition.SEED, Edition.LAWS_2017):
            state = replace(s, edition=ed).replay()[0]
            adj = state.revoke_adjustment(s.expect.get("discovery", "during-round"))
            got[ed] = (adj.to_declarer + adj.to_defenders, " + ".join(r.law for r in adj.rulings))
        rows.append((s.id.removesuffix("-2017").removesuffix("-seed").replace("-", " "), got))
    fig = _new_figure(9, 0.6 * len(rows) + 1.2)
    ax = fig.add_subplot()
    for k, (ed, label) in enumerate([(Edition.SEED, "the laws text (older edition)"),
                                     (Edition.LAWS_2017, "Laws 2017")]):
        ys = [len(rows) - 1 - i + (0.2 if k == 0 else -0.2) for i in range(len(rows))]
        for y, (_, got) in zip(ys, rows):
            ax.barh(y, got[ed][0], 0.38, color=_PALETTE[k], label=label if y == ys[0] else None)
            ax.text(got[ed][0] + 0.04, y, f"{got[ed][0]}  (Law {got[ed][1]})", va="center",
                    fontsize=8)
    ax.set_yticks(range(len(rows))[::-1], [name for name, _ in rows], fontsize=9)
    ax.set_xticks(range(4))
    ax.set_xlim(0, 3.6)
    ax.set_xlabel("tricks transferred to the non-offending side")
    ax.set_title("Tricks transferred for a revoke (Law 64), by edition", fontsize=11)
    ax.legend(loc="lower right")
    ax.grid(axis="x", alpha=0.3)
    return Figure(fig, "Tricks transferred for a revoke (Law 64), by edition")
