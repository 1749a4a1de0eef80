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

Then the honeymoon-bridge bot (:class:`bridgelib.bots.honeymoon.HoneymoonBot`),
both players, over ``N_HONEYMOON`` seeded games under the standard rules (rubber
scoring, where game counts), next to the previous bot (``bots/honeymoon.py`` at
the same commit) on the same deals: the games missed (the declarer's tricks
reached game in the contract's strain but the contract was below game), the
doubles (and how many the contract failed), the contracts that failed, and the
time per game.

Run alone: ``python benchmarks/bench_play_quality.py [N [N_HONEYMOON]]``.
"""

from __future__ import annotations

import importlib
import subprocess
import sys
import time
import types
from pathlib import Path

N_DEALS = 500
N_HONEYMOON = 150
ANCHOR_COMMIT = "d67ebf7"   # the last commit with the old HeuristicPlayer


def _anchor_module(name: str):
    """bridgelib/bots/<name>.py as it was at ANCHOR_COMMIT (None without git)."""
    root = Path(__file__).resolve().parent.parent
    try:
        src = subprocess.run(["git", "show", f"{ANCHOR_COMMIT}:bridgelib/bots/{name}.py"],
                             cwd=root, capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return None
    importlib.import_module("bridgelib.bots")
    mod = types.ModuleType(f"bridgelib.bots._anchor_{name}")
    mod.__package__ = "bridgelib.bots"
    sys.modules[mod.__name__] = mod
    exec(compile(src, f"anchor_{name}.py", "exec"), mod.__dict__)
    return mod


def old_player_class():
    """The previous HeuristicPlayer, from git (None where git or the commit is missing)."""
    mod = _anchor_module("fourhand")
    return None if mod is None else mod.HeuristicPlayer


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


def run(n: int = N_DEALS, n_honeymoon: int = N_HONEYMOON) -> list[dict]:
    """Every row: the card play, then the honeymoon bot (count rows: ratio = ours − anchor)."""
    return (run_play(n) if n else []) + (run_honeymoon(n_honeymoon) if n_honeymoon else [])


def run_play(n: int = N_DEALS) -> list[dict]:
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
                 "ours": short, "anchor": a_short, "unit": "tricks", "ratio": short,
                 "target": "<= 0.5",
                 "note": f"ratio: the shortfall itself (goal ≤ 0.5); anchor: the previous "
                         f"HeuristicPlayer ({ANCHOR_COMMIT}) declaring against the same (new) "
                         "defence"})
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
                 "ours": t_ours, "anchor": t_old, "unit": "s", "ratio": t_old / t_ours,
                 "note": "52 cards; one decision per card"})
    return rows


def honeymoon_stats(bot_class, n: int, opponent_class=None) -> dict:
    """Both players played by ``bot_class`` over ``n`` standard-rules games (or the
    second, Olga, by ``opponent_class``; doubles then count the first player's)."""
    from bridgelib.games.honeymoon import HoneymoonGame

    game_level = {"NT": 3, "S": 4, "H": 4, "D": 5, "C": 5}
    out = {"deals": 0, "game_made": 0, "missed": 0, "doubles": 0, "doubles_set": 0,
           "failed": 0, "passed_out": 0}
    t = time.perf_counter()
    for seed in range(n):
        g = HoneymoonGame.random(seed, rules="standard")
        bots = {p: bot_class(p) for p in g.players}
        if opponent_class is not None:
            bots[g.players[1]] = opponent_class(g.players[1])
        while not g.is_over:
            g.apply(bots[g.turn].choose(g))
        c = g.contract
        out["deals"] += 1
        if c is None or c.is_passed_out:
            out["passed_out"] += 1
            continue
        tricks = g.tricks_won(g.declarer)
        need = 6 + game_level[c.strain.letter]
        made = tricks >= c.tricks_needed
        if tricks >= need:
            out["game_made"] += 1
            if c.level + 6 < need:
                out["missed"] += 1
        out["failed"] += not made
        doubler = next((p for p, call in reversed(g.state.auction_calls)
                        if call.kind.name == "DOUBLE"), None)
        if (c.is_doubled or c.is_redoubled) and (
                opponent_class is None or doubler == g.players[0]):
            out["doubles"] += 1
            out["doubles_set"] += not made
    out["time"] = (time.perf_counter() - t) / n
    return out


def run_honeymoon(n: int = N_HONEYMOON) -> list[dict]:
    from bridgelib.bots.honeymoon import HoneymoonBot

    new = honeymoon_stats(HoneymoonBot, n)
    mod = _anchor_module("honeymoon")
    old = honeymoon_stats(mod.HoneymoonBot, n) if mod is not None else None
    rows = []
    for key, what in (("missed", "games missed (tricks reached game, contract below it)"),
                      ("doubles", "doubles"), ("doubles_set", "doubled contracts that failed"),
                      ("failed", "contracts that failed")):
        rows.append({"name": f"honeymoon bot: {what} in {n} games", "ours": new[key],
                     "anchor": old[key] if old else float("nan"), "unit": "count",
                     "ratio": new[key] - old[key] if old else float("nan"),
                     "note": f"of {new['game_made']} deals where the declarer made game "
                             f"tricks (anchor: {old['game_made'] if old else '-'})"
                             if key == "missed" else ""})
    if mod is not None:
        # Doubles against the same opponent (the previous bot, which overbids at times).
        new_vs = honeymoon_stats(HoneymoonBot, n, mod.HoneymoonBot)
        old_vs = honeymoon_stats(mod.HoneymoonBot, n, mod.HoneymoonBot)
        rows.append({"name": f"honeymoon bot against the previous bot: its doubles in {n} games",
                     "ours": new_vs["doubles"], "anchor": old_vs["doubles"], "unit": "count",
                     "ratio": new_vs["doubles"] - old_vs["doubles"],
                     "note": f"doubled contracts that failed: {new_vs['doubles_set']} "
                             f"(anchor {old_vs['doubles_set']})"})
    rows.append({"name": "honeymoon bot: time per game", "ours": new["time"],
                 "anchor": old["time"] if old else float("nan"), "unit": "s",
                 "ratio": old["time"] / new["time"] if old else float("nan"),
                 "note": "preliminary play, auction and main play"})
    return rows


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else N_DEALS
    nh = int(sys.argv[2]) if len(sys.argv) > 2 else N_HONEYMOON
    for row in run(n, nh):
        if row["unit"] == "count":
            print(f"{row['name']}: {row['ours']} (anchor {row['anchor']})"
                  + (f" — {row['note']}" if row["note"] else ""))
            continue
        if row["unit"] == "share":
            print(f"{row['name']}: {row['ours']:.1%} (anchor {row['anchor']:.1%}) — {row['note']}")
        elif row["unit"] == "s":
            print(f"{row['name']}: {row['ours'] * 1000:.1f} ms (anchor {row['anchor'] * 1000:.1f} ms, "
                  f"speed ×{row['ratio']:.2f}) — {row['note']}")
        else:
            print(f"{row['name']}: {row['ours']:.2f} (anchor {row['anchor']:.2f}) — {row['note']}")
