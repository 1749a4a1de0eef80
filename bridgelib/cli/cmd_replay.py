"""``bridge replay``: replay an annotated record trick by trick, with comments and irregularities.

``bridge replay sergey-olga --rules standard`` replays the game narrated in the honeymoon-bridge text
under the standard rules and lists every place the narrative breaks them;
``--json`` prints one object (players, initial_hands, preliminary, auction, contract,
declarer, main, tricks, score, irregularities).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from ..games.honeymoon import PRESETS
from . import UsageError


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("replay", help="replay an annotated record (e.g. sergey-olga)",
                       description="Replay a honeymoon record trick by trick: the engine "
                                   "decides what was legal under the chosen rules.")
    p.add_argument("record", help="a bundled record name (sergey-olga) or a record file")
    p.add_argument("--rules", choices=sorted(PRESETS), default=None,
                   help="rules preset to replay under (default: the record's Rules tag)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--no-comments", action="store_true", help="leave the commentary out")
    p.add_argument("--analyse", action="store_true",
                   help="solve the main play exactly and mark every card that cost a trick")
    p.set_defaults(func=run)


def _load(name: str):
    from ..records import bundled_names, load, load_bundled

    if not name.strip():
        raise UsageError("give a record: a bundled name (e.g. sergey-olga) or a file")
    if name.lower() in bundled_names() or not Path(name).exists():
        return load_bundled(name)
    return load(name)


def run(args: argparse.Namespace) -> int:
    from ..records.summary import honeymoon_summary, honeymoon_text

    record = _load(args.record)
    if args.json:
        print(json.dumps(honeymoon_summary(record, args.rules), ensure_ascii=False))
        return 0
    analysis = None
    if args.analyse:
        from ..analysis.twohand import analyse_game

        cursor = record.cursor(args.rules)
        cursor.goto(len(cursor))
        analysis = analyse_game(cursor.game())
    print(honeymoon_text(record, args.rules, comments=not args.no_comments, analysis=analysis))
    return 0
