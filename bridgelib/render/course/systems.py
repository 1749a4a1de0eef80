"""Bidding systems shown side by side (lessons 06a and 06b).

Part of :mod:`bridgelib.course`, which the lessons call; see there."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable, Mapping, Sequence

from ...errors import BridgeError
from ...hand import Hand
from .figures import Figure, _new_figure
from .tables import Table, _text, table

if TYPE_CHECKING:
    from ...bidding import System

__all__ = ['system_card', 'compare_systems', 'bars_figure', 'heatmap_figure', 'systems_table',
           'openings_table', 'responses_table', 'strong_openings_table', 'opening_shares',
           'pass_rates', 'partnership_auction', 'bid_in_systems']


# ---------------------------------------------------------------- bidding systems (lessons 06a and 06b)
def _call_label(template: Any) -> str:
    """A system rule's call with suit symbols (``1♠``); a placeholder call stays ``2M``."""
    from ...auction import Call

    text = template.text()
    try:
        return str(Call.from_str(text))
    except BridgeError:
        return text


def system_card(system: "str | System" = "sayc", auction: str = "") -> Table:
    """One situation of a reference bidding system: its rules in the order they are tried.

    ``auction`` is the situation's pattern as written in the system file (``""`` for
    the opening bids, ``"1NT P"`` for the responses to 1NT).

    >>> card = system_card("sayc", "1NT P 2C P")
    >>> print(card.text.splitlines()[0])
    SAYC — Opener answers Stayman (after 1NT P 2C P)
    >>> [line.split()[0] for line in card.text.splitlines()[2:]]
    ['2♥', '2♠', '2♦']

    A name the rules use from the file's definitions is spelled out below them:

    >>> card = system_card("sayc", "1x P 1y P 2z P 3x P")  # after a reverse and preference
    >>> [line.split()[1] for line in card.text.splitlines() if "(used above)" in line]
    ['unbid_suits_stopped']

    ``system`` may also be a :class:`~bridgelib.bidding.System` read from a file.  A rule
    worded otherwise where the auction says so (its ``meaning_if``) shows each wording in a
    row of its own below it, marked "(same rule)".
    """
    from ...bidding import System

    sysm = System.named(system) if isinstance(system, str) else system
    situation = sysm.situation_for_text(auction)
    rows = []
    for r in situation.rules:
        rows.append([_call_label(r.call), r.name or "—", r.meaning, r.condition.text])
        # the same rule in another wording where the auction says so (meaning_if)
        rows += [["", "(same rule)", text, f"the auction: {cond.text}"]
                 for cond, text in r.meanings_if]
    # a condition may name a definition of the system file: say what each name stands for
    conditions = [r.condition for r in situation.rules]
    conditions += [c for r in situation.rules for c, _ in r.meanings_if]
    if situation.where is not None:  # the suits the situation is limited to may name one too
        conditions.append(situation.where)
    defined = {name: text for c in conditions for name, text in c.definitions}
    rows += [["", "definition", f"{name} (used above)", text] for name, text in defined.items()]
    where = f" (after {situation.auction})" if auction else ""
    return table(rows, ["call", "convention", "meaning", "the hand (system file)"],
                 caption=f"{sysm.name.upper()} — {situation.title}{where}")


def compare_systems(hands: Iterable[Hand | str], auction: str = "",
                    systems: Sequence[str] = ("sayc", "acol")) -> Table:
    """Each hand's call in each reference system after ``auction``, with the rule's meaning.

    >>> t = compare_systems([Hand.from_pbn("A53.AQ65.65.QJ62")])
    >>> [ln.split(" — ")[0].split()[-1] for ln in t.text.splitlines()[1:]]
    ['1♣']
    >>> "1NT — 12–14 HCP, balanced" in t.text
    True
    """
    from ...bidding import suggest

    rows = []
    for h in (Hand.from_pbn(x) if isinstance(x, str) else x for x in hands):
        row: list[Any] = [h, h.hcp, h.pattern_text]
        for name in systems:
            s = suggest(h, auction, name)
            row.append(f"{s.call} — {s.meaning}" if s.call is not None
                       else f"no agreement — {s.reason}")
        rows.append(row)
    return table(rows, ["hand", "HCP", "shape", *(n.upper() for n in systems)])


def _key_order(key: Any) -> tuple:
    index = getattr(key, "index", None)
    if isinstance(index, int):  # calls: pass, doubles, then the bidding ladder
        return (0, index, str(key))
    return (1, 0, str(key)) if not isinstance(key, (int, float)) else (0, key, "")


def bars_figure(series: Mapping[str, Mapping[Any, Any]], *, title: str, xlabel: str,
                ylabel: str = "per cent", keys: Iterable[Any] | None = None) -> Figure:
    """Grouped bars: one colour per series (e.g. a system), one group per key (e.g. a call).

    Values are shares (fractions of 1) drawn as per cent; keys are shown in bidding
    order for calls, in numeric order for numbers.  ``keys`` limits the groups to
    those keys (in that order); keys no series holds are left out.

    >>> from fractions import Fraction
    >>> from bridgelib import Call
    >>> bars_figure({"a": {Call.from_str("1C"): Fraction(1, 2)}}, title="t", xlabel="x")
    [figure: t]
    """
    present = {k for values in series.values() for k in values}
    keys = ([k for k in keys if k in present] if keys is not None
            else sorted(present, key=_key_order))
    fig = _new_figure(9, 3.6)
    ax = fig.add_subplot()
    n = max(len(series), 1)
    width = 0.8 / n
    palette = ["#2a7ab0", "#f0a030", "#3a9a5a", "#a04080"]
    for k, (label, values) in enumerate(series.items()):
        ax.bar([x - 0.4 + width * (k + 0.5) for x in range(len(keys))],
               [float(values.get(key, 0)) * 100 for key in keys], width,
               color=palette[k % len(palette)], label=label)
    ax.set_xticks(range(len(keys)), [_text(key) for key in keys], fontsize=9)
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    ax.set_title(title, fontsize=11)
    ax.legend()
    ax.grid(axis="y", alpha=0.3)
    return Figure(fig, title)


def heatmap_figure(frames: Mapping[str, Any], *, title: str, label: str = "points") -> Figure:
    """Tables of numbers (pandas DataFrames) as heat maps side by side, each cell written.

    Empty cells (``pd.NA``) stay blank.  A table with both signs is coloured red below
    zero and blue above it.  Tables wider than tall are stacked one above the other.

    >>> from bridgelib.scoring import making_table
    >>> heatmap_figure({"not vulnerable": making_table()}, title="scores")
    [figure: scores]
    """
    import numpy as np
    from matplotlib.colors import Normalize, TwoSlopeNorm

    grids = {name: np.array(frame.astype("float64").to_numpy(na_value=np.nan), dtype=float)
             for name, frame in frames.items()}
    low = min(float(np.nanmin(g)) for g in grids.values())
    high = max(float(np.nanmax(g)) for g in grids.values())
    signed = low < 0 < high
    norm = TwoSlopeNorm(0, low, high) if signed else Normalize(low, high)
    cmap = "RdBu" if signed else "YlGnBu"
    first = next(iter(frames.values()))
    rows, cols = first.shape
    if cols > rows:  # wide tables: one above the other
        fig = _new_figure(min(3 + 0.62 * cols, 13), len(frames) * (0.9 + 0.32 * rows) + 0.5)
        axes = fig.subplots(len(frames), 1, sharex=True, squeeze=False)[:, 0]
    else:
        fig = _new_figure(min(4.2 + 0.55 * cols * len(frames), 15), 1.2 + 0.24 * rows)
        axes = fig.subplots(1, len(frames), sharey=True, squeeze=False)[0]
    image = None
    for ax, (name, frame) in zip(axes, frames.items()):
        grid = grids[name]
        image = ax.imshow(np.ma.masked_invalid(grid), cmap=cmap, norm=norm, aspect="auto")
        for (i, j), v in np.ndenumerate(grid):
            if v == v:
                dark = abs(norm(v) - 0.5) > 0.3 if signed else norm(v) > 0.6
                ax.text(j, i, f"{v:.0f}", ha="center", va="center", fontsize=6.5,
                        color="white" if dark else "black")
        ax.set_xticks(range(frame.shape[1]), [str(c) for c in frame.columns], fontsize=8)
        ax.set_yticks(range(frame.shape[0]), [str(r) for r in frame.index], fontsize=8)
        if cols <= rows or ax is axes[-1]:
            ax.set_xlabel(str(frame.columns.name or ""))
        ax.set_title(name, fontsize=10)
    fig.colorbar(image, ax=list(axes), label=label, shrink=0.6 if cols <= rows else 0.9)
    fig.suptitle(title, fontsize=11)
    return Figure(fig, title)


# ---------------------------------------------------------------- lessons 06a–06b: one call a cell
_TITLE = {"sayc": "SAYC", "acol": "Acol", "precision": "Precision"}


def systems_table() -> Table:
    """The reference systems the engine reads: name, title and summary."""
    from ...bidding import System, available_systems
    from .tables import attributes

    return attributes([System.named(name) for name in available_systems()], "name", "title", "summary")


def openings_table(hands: Iterable[str], systems: Sequence[str] = ("precision", "sayc")) -> Table:
    """Each hand's opening in each system, and what the first system's opening shows."""
    from ...bidding import suggest

    rows = []
    for h in hands:
        calls = [suggest(h, "", name) for name in systems]
        rows.append([h, *(c.call for c in calls), calls[0].meaning])
    return table(rows, ["hand", *(_TITLE.get(n, n) for n in systems),
                        f"what the {_TITLE.get(systems[0], systems[0])} opening shows"])


def responses_table(hands: Iterable[str], auction: str, system: str) -> Table:
    """The system's call for each responding hand after ``auction``, with its meaning."""
    from ...bidding import suggest

    rows = [[h, s.call, s.meaning] for h in hands for s in [suggest(h, auction, system)]]
    return table(rows, ["responder's hand", "call", "meaning"])


def strong_openings_table(openings: Iterable[tuple[str, int]]) -> Table:
    """For each strong opening and its minimum HCP, the exact share of hands that hold it."""
    from ... import stats

    points = stats.hcp_distribution()
    return table([[name, n, stats.at_least(points, n)] for name, n in openings],
                 ["strong opening", "HCP from", "share of hands"])


def opening_shares(count: int, *, seed: int, systems: Sequence[str] = ("sayc", "acol")) -> dict:
    """How ``count`` dealt hands open in each system: call -> share of the hands."""
    from ... import stats
    from ...bidding import suggest

    dealt = stats.sample_hands(count, seed=seed)
    return {_TITLE.get(n, n.upper()): stats.frequencies(suggest(h, "", n).call for h in dealt)
            for n in systems}


def pass_rates(shares: Mapping[str, Mapping[Any, Any]]) -> Table:
    """The share of hands each system passes (from :func:`opening_shares`)."""
    from ...auction import PASS

    return table([[name, share.get(PASS, 0)] for name, share in shares.items()],
                 ["system", "hands passed"])


def partnership_auction(hands: Mapping[str, Hand | str], steps: Sequence[tuple[str, str]],
                        system: str = "sayc") -> Any:
    """A partnership's auction step by step: ``hands`` by seat name, ``steps`` the seat to
    call and the auction so far; each step shows the system's call and its meaning."""
    from ...bidding import suggest
    from .tables import show

    held = {seat: Hand.from_pbn(h) if isinstance(h, str) else h for seat, h in hands.items()}
    rows = []
    for seat, auction in steps:
        s = suggest(held[seat], auction, system)
        rows.append([seat, s.call, s.meaning])
    return show(*held.values(), table(rows, ["seat", "call", "meaning"]),
                titles=[*held, "the auction"])


def bid_in_systems(deal: Any, systems: Sequence[str] = ("sayc", "acol")) -> dict:
    """One deal bid by four computer seats in each system, by system name."""
    from ...bidding import bid_deal

    return {name: bid_deal(deal, name) for name in systems}
