"""The lessons' figures: PNG images drawn with matplotlib (imported only when a figure is drawn).

Part of :mod:`bridgelib.course`, which the lessons call; see there."""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Mapping

from ...auction import Contract
from ...cards import SUITS, Card, Rank, Suit
from ...errors import BridgeError
from ..figures import Figure, new_figure as _new_figure
from .tables import _text

__all__ = ['Figure', 'deck_figure', 'compare_figure', 'tricks_figure', 'ladder_figure']


# ---------------------------------------------------------------- figures
_RED, _BLACK, _HONOUR, _SPOT, _GONE = "#c00000", "#111111", "#ffe9a8", "#f4f4f4", "#d0d0d0"


def deck_figure(size: int = 52) -> Figure:
    """The deck as a grid: suits by rank, honours shaded, points written on them."""
    from ...cards import deck

    cards = set(deck(size))
    fig = _new_figure(9, 3.2)
    ax = fig.add_subplot()
    ranks = sorted(Rank, reverse=True)
    for y, suit in enumerate(SUITS):
        for x, rank in enumerate(ranks):
            c = Card(suit, rank)
            inside = c in cards
            face = _HONOUR if rank.is_honour and inside else _SPOT if inside else _GONE
            ax.add_patch(_rect(x, -y, face))
            colour = (_RED if suit.is_red else _BLACK) if inside else "#999999"
            ax.text(x + 0.45, -y + 0.5, f"{suit.symbol}{rank.label}", ha="center", va="center",
                    fontsize=11, color=colour, fontweight="bold" if inside else "normal")
            if inside and rank.hcp:
                ax.text(x + 0.85, -y + 0.15, str(rank.hcp), ha="right", va="bottom",
                        fontsize=7, color="#555555")
    ax.set_xlim(-0.1, 13)
    ax.set_ylim(-3.1, 1.1)
    ax.axis("off")
    kept = sum(1 for r in ranks if Card(Suit.SPADES, r) in cards)
    ax.set_title(f"A {size}-card deck: {kept} ranks in each of 4 suits; honours (A K Q J 10) "
                 "shaded, small figures = Milton Work points" +
                 ("; grey cards are removed" if size != 52 else ""), fontsize=10)
    return Figure(fig, f"the {size}-card deck by suit and rank")


def _rect(x: float, y: float, face: str):
    from matplotlib.patches import FancyBboxPatch

    return FancyBboxPatch((x + 0.05, y + 0.08), 0.8, 0.84, boxstyle="round,pad=0.02",
                          facecolor=face, edgecolor="#888888", linewidth=0.8)


def compare_figure(exact: Mapping[Any, Fraction], simulated: Mapping[Any, Fraction] | None = None,
                   *, title: str, xlabel: str, top: int | None = None,
                   mark_from: Any = None, numeric: bool = False,
                   min_share: float = 0.0) -> Figure:
    """Bars of exact probabilities, with simulated frequencies beside them.

    ``numeric`` keeps the keys in numeric order (e.g. points); otherwise the
    most likely come first.  ``mark_from`` shades the bars from that key on.
    """
    keys = sorted(exact) if numeric else list(exact)
    if top:
        keys = keys[:top]
    labels = [_text(k) for k in keys]
    fig = _new_figure(9, 3.6)
    ax = fig.add_subplot()
    xs = range(len(keys))
    width = 0.4 if simulated is not None else 0.8
    colours = ["#2a7ab0" if mark_from is not None and k >= mark_from else "#7fb3d5" for k in keys] \
        if numeric else "#2a7ab0"
    ax.bar([x - (width / 2 if simulated is not None else 0) for x in xs],
           [float(exact[k]) * 100 for k in keys], width, color=colours, label="exact")
    if simulated is not None:
        ax.bar([x + width / 2 for x in xs], [float(simulated.get(k, 0)) * 100 for k in keys],
               width, color="#f0a030", label="simulated")
    ax.set_xticks(list(xs), labels, rotation=0 if numeric else 45, fontsize=8)
    ax.set_ylabel("per cent")
    ax.set_xlabel(xlabel)
    ax.set_title(title, fontsize=11)
    ax.legend()
    ax.grid(axis="y", alpha=0.3)
    return Figure(fig, title)


def tricks_figure(results: Mapping[str, Mapping[int, int]], *, title: str,
                  needed: Mapping[str, int] | None = None) -> Figure:
    """Histograms of tricks taken (0–13), one bar series per label.

    A label that reads as a contract (``"4SS"``) is written out (``4♠ by South``).
    """
    from ...auction import Contract

    def named(label: str) -> str:
        try:
            return str(Contract.from_str(label))
        except BridgeError:
            return label

    fig = _new_figure(9, 3.4)
    ax = fig.add_subplot()
    n = len(results)
    width = 0.8 / max(n, 1)
    palette = ["#2a7ab0", "#f0a030", "#3a9a5a", "#a04080"]
    for k, (label, counts) in enumerate(results.items()):
        total = sum(counts.values()) or 1
        ax.bar([t - 0.4 + width * (k + 0.5) for t in range(14)],
               [100 * counts.get(t, 0) / total for t in range(14)], width,
               color=palette[k % len(palette)], label=named(label))
        if needed and label in needed:
            ax.axvline(needed[label] - 0.5, color=palette[k % len(palette)], linestyle="--",
                       linewidth=1)
    ax.set_xticks(range(14))
    ax.set_xlabel("tricks taken by declarer's side")
    ax.set_ylabel("per cent of playouts")
    ax.set_title(title, fontsize=11)
    ax.legend()
    ax.grid(axis="y", alpha=0.3)
    return Figure(fig, title)


def ladder_figure(auction=None) -> Figure:
    """The 35 bids from 1♣ to 7NT; with an auction, which bids are still allowed."""
    from ...auction import ALL_BIDS
    from ...cards import Strain

    legal = set(auction.legal_calls()) if auction is not None else set(ALL_BIDS)
    last = auction.last_bid[1] if auction is not None and auction.last_bid else None
    fig = _new_figure(6, 4.2)
    ax = fig.add_subplot()
    for bid in ALL_BIDS:
        y, strain = bid.level, bid.strain
        assert y is not None and strain is not None  # every call of ALL_BIDS is a bid
        x = int(strain)
        face = "#fff3c4" if bid == last else "#cfe8d5" if bid in legal else _GONE
        ax.add_patch(_rect(x, -y, face))
        colour = _RED if strain in (Strain.HEARTS, Strain.DIAMONDS) else _BLACK
        ax.text(x + 0.45, -y + 0.5, f"{y}{strain.symbol}", ha="center", va="center",
                fontsize=11, color=colour if bid in legal or bid == last else "#888888",
                fontweight="bold")
    ax.set_xlim(-0.1, 5)
    ax.set_ylim(-7.1, 0.1)
    ax.axis("off")
    if auction is None:
        ax.set_title("The bidding ladder: 7 levels × 5 strains, lowest at the top left", fontsize=10)
        caption = "the 35 bids from 1♣ to 7NT"
    else:
        allowed = sum(1 for b in ALL_BIDS if b in legal)
        ax.set_title(f"After {' '.join(c.to_text() for c in auction.calls) or 'no call'}: "
                     f"{allowed} bids allowed (green)", fontsize=10)
        caption = f"bids still allowed after {' '.join(c.pbn() for c in auction.calls)}"
    return Figure(fig, caption)
