"""Card-play quality: the single-dummy declarer against double dummy.

Over ``N_DEALS`` seeded deals (North–South hold 24+ HCP, as in declarer practice;
the contract from :func:`bridgelib.bots.fourhand.practice_contract`, South
declaring), the computer declares against the computer's defence and its tricks
are compared with the double-dummy tricks for that contract (DDS through
endplay, which must be installed).  Printed, in the same run on the same deals:

* the mean shortfall (DD tricks − tricks taken; goal: at most 0.5) of the
  current :class:`~bridgelib.bots.cardplay.HeuristicPlayer` as declarer, next to
  the anchor: the previous HeuristicPlayer (bridgelib's ``fourhand.py`` at commit
  ``ANCHOR_COMMIT``, read with ``git show``) declaring against the same defence;
* the defence's strength: the tricks the current declarer takes against the old
  defence and against the current one;
* how many contracts make, and the time per deal of play (ratio to the anchor).

Run alone: ``python benchmarks/bench_play_quality.py [N]``.
"""

from __future__ import annotations

import importlib
import subprocess
import sys
import time
import types
from pathlib import Path

N_DEALS = 500
ANCHOR_COMMIT = "d67ebf7"   # the last commit with the old HeuristicPlayer


def old_player_class():
    """The previous HeuristicPlayer, from git (None where git or the commit is missing)."""
    root = Path(__file__).resolve().parent.parent
    try:
        src = subprocess.run(["git", "show", f"{ANCHOR_COMMIT}:bridgelib/bots/fourhand.py"],
                             cwd=root, capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return None
    importlib.import_module("bridgelib.bots")
    mod = types.ModuleType("bridgelib.bots._anchor_fourhand")
    mod.__package__ = "bridgelib.bots"
    sys.modules[mod.__name__] = mod
    exec(compile(src, "anchor_fourhand.py", "exec"), mod.__dict__)
    return mod.HeuristicPlayer


def deals(n: int):
    from bridgelib.bots.fourhand import DeclarerPractice

    return [DeclarerPractice.from_seed(seed) for seed in range(n)]


def play_out(deal, contract, declarer_bot, defence_bot) -> int:
    from bridgelib import Play

    p = Play(deal, contract)
    while not p.is_complete:
        bot = declarer_bot if p.turn in (p.declarer, p.dummy) else defence_bot
        p.play(bot.choose(p))
    return p.declarer_tricks


def run(n: int = N_DEALS) -> list[dict]:
    from bridgelib import Play
    from bridgelib.bots.cardplay import HeuristicPlayer
    from bridgelib.bots.fourhand import dd_card_tricks

    games = deals(n)
    # DD tricks for the contract: the best opening lead for the defence (DDS).
    dd = [min(dd_card_tricks(Play(g.deal, g.contract)).values()) for g in games]
    new = HeuristicPlayer()
    Old = old_player_class()
    old = Old() if Old is not None else None

    def series(decl, defence):
        t = time.perf_counter()
        tricks = [play_out(g.deal, g.contract, decl, defence) for g in games]
        return tricks, (time.perf_counter() - t) / n

    ours, t_ours = series(new, new)
    rows = []
    short = sum(d - x for d, x in zip(dd, ours)) / n
    made = sum(x >= g.contract.tricks_needed for x, g in zip(ours, games)) / n
    dd_made = sum(d >= g.contract.tricks_needed for d, g in zip(dd, games)) / n
    if old is not None:
        anchor, t_old = series(old, new)
        a_short = sum(d - x for d, x in zip(dd, anchor)) / n
        a_made = sum(x >= g.contract.tricks_needed for x, g in zip(anchor, games)) / n
        vs_old_def, _ = series(new, old)
        old_old, _ = series(old, old)
    else:
        a_short = a_made = t_old = float("nan")
        vs_old_def = old_old = [float("nan")] * n
    rows.append({"name": f"declarer shortfall from double dummy, tricks (mean of {n} deals)",
                 "ours": short, "anchor": a_short, "unit": "tricks", "ratio": short / a_short,
                 "note": f"goal ≤ 0.5; anchor: the previous HeuristicPlayer ({ANCHOR_COMMIT}) "
                         "declaring against the same (new) defence"})
    rows.append({"name": "contracts made (same deals and defence)",
                 "ours": made, "anchor": a_made, "unit": "share", "ratio": made / a_made,
                 "note": f"double dummy makes {dd_made:.1%}"})
    mean_new_vs_old = sum(vs_old_def) / n
    mean_ours = sum(ours) / n
    rows.append({"name": "new declarer's tricks against the old defence / the new defence",
                 "ours": mean_ours, "anchor": mean_new_vs_old, "unit": "tricks",
                 "ratio": mean_ours / mean_new_vs_old,
                 "note": f"lower is a stronger defence; old declarer vs old defence "
                         f"{sum(old_old) / n:.2f}, DD {sum(dd) / n:.2f}"})
    rows.append({"name": "time per deal of play (new players vs the old ones)",
                 "ours": t_ours, "anchor": t_old, "unit": "s", "ratio": t_ours / t_old,
                 "note": "52 cards; one decision per card"})
    return rows


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else N_DEALS
    for row in run(n):
        if row["unit"] == "share":
            print(f"{row['name']}: {row['ours']:.1%} (anchor {row['anchor']:.1%}) — {row['note']}")
        elif row["unit"] == "s":
            print(f"{row['name']}: {row['ours'] * 1000:.1f} ms (anchor {row['anchor'] * 1000:.1f} ms, "
                  f"×{row['ratio']:.2f}) — {row['note']}")
        else:
            print(f"{row['name']}: {row['ours']:.2f} (anchor {row['anchor']:.2f}) — {row['note']}")
