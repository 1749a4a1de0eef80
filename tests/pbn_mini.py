"""A deliberately tiny PBN scan used by the foundation's real-record tests.

It reads only tags and the Auction section; games are separated by empty lines.  The full PBN 2.1 reader is
``bridgelib.io.pbn``; these tests stay on this scan so that the auction engine
is checked against the raw files independently of that reader.
"""

from __future__ import annotations

import re
from pathlib import Path

TAG = re.compile(r'^\[(\w+)\s+"(.*)"\]\s*$')


def records(path: Path) -> list[dict]:
    """One dict per game: tag values plus ``_auction`` tokens and ``_line`` (1-based)."""
    out: list[dict] = []
    cur: dict | None = None
    section: str | None = None
    in_comment = False
    for lineno, raw in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
        line = raw.strip()
        if in_comment:
            if "}" in line:
                in_comment = False
                line = line.split("}", 1)[1]
            else:
                continue
        if line.startswith("%") or line.startswith(";"):
            continue
        m = TAG.match(line)
        if m:
            name, value = m.groups()
            if cur is None:
                cur = {"_line": lineno}
                out.append(cur)
            cur[name] = value
            section = name
            if name == "Auction":
                cur["_auction"] = []
            continue
        if not line:
            cur = None  # an empty line ends a game (PBN 2.1, section 3)
            continue
        if section == "Auction" and cur is not None:
            line = re.sub(r"\{[^}]*\}", " ", line)
            if "{" in line:
                line, in_comment = line.split("{", 1)[0], True
            line = line.split(";", 1)[0]
            for tok in line.split():
                if re.fullmatch(r"=\d+=|\$\d+", tok):
                    continue
                cur["_auction"].append(tok)
    return out
