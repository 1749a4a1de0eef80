"""``bridge pack``: a classroom set of boards — a PBN file and a printable hand-record sheet.

::

    bridge pack --boards 1-16 --seed 7 --where "dealer hcp 12-21" --out club-night

writes ``club-night.pbn`` (a ``% PBN 2.1`` file with PBN's mandatory tags:
dealer and vulnerability by board number, the deal, ``DoubleDummyTricks``,
``OptimumResultTable`` and ``OptimumScore``), and ``club-night.html``: a
hand-record sheet with a diagram, HCP, the double-dummy table and the par
contracts with their overtricks (``4♠+1 by East``) of each board, four boards a
printed page.  When a chromium browser is installed, ``club-night.pdf`` is printed
from the sheet as well; otherwise a note says why there is no PDF.  With
``--dup``, ``club-night.dup`` holds the set for a Duplimate dealing machine
(:mod:`bridgelib.io.dup`).

Constraints use the language of :mod:`bridgelib.analysis.constraints`; every
``--where`` must hold, and ``dealer``, ``dealer-lho``, ``dealer-partner`` and
``dealer-rho`` mean the seats of each board's own dealer.  The same seed and
constraints always give the same pack.
"""

from __future__ import annotations

import argparse
import os
import re
import secrets
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

from ..deal import Board
from ..errors import InvalidNotation
from ..table import Seat, board_dealer
from ..render.sheet import sheet_html
from . import UsageError, brief, seed_number

__all__ = ["register", "run", "Pack", "make_pack", "parse_boards", "sheet_html", "find_chromium"]


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "pack", help="deal a classroom set of boards: PBN with DD tables, printable sheet",
        description=__doc__.split("\n\n")[0] + " Constraints: see "
        "bridgelib.analysis.constraints (e.g. \"N hcp 15-17 and N balanced\").",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="examples:\n"
               "  bridge pack --boards 1-16 --seed 7\n"
               "  bridge pack --boards 1-8 --seed 3 --where \"dealer hcp 15-17, dealer balanced\"\n"
               "  bridge pack --boards 1-4 --seed 1 --where \"N hcp 6-10 and N major 6\" --no-dd\n"
               "  bridge pack --lesson 06a         (lesson 06a's practice deals)")
    p.add_argument("--lesson", default=None, metavar="NN",
                   help="deal a lesson's practice set (its boards, seed, constraints and "
                        "title; e.g. 06a, or 06 for the part of lesson 06 that kept its set, "
                        "06b); --boards, --seed, --where and --event may not be given with it")
    p.add_argument("--boards", default=None, metavar="RANGE",
                   help="board numbers, e.g. 1-16 or 1-4,9-12 (default 1-16)")
    p.add_argument("--seed", type=seed_number, default=None,
                   help="random seed (the same seed gives the same pack); printed if not given")
    p.add_argument("--where", action="append", default=[], metavar="CONSTRAINT",
                   help="a condition every deal must meet (repeatable; all must hold)")
    p.add_argument("--out", default=None, metavar="PATH",
                   help="output path without extension (default: pack → pack.pbn, pack.html; "
                        "with --lesson NN: lesson-NN)")
    p.add_argument("--event", default=None,
                   help="Event tag and sheet title (default: Bridge Course practice)")
    p.add_argument("--no-dd", action="store_true",
                   help="skip the double-dummy analysis (faster; no DD tables on the sheet)")
    p.add_argument("--dup", action="store_true",
                   help="also write a Duplimate dealing-machine file (PATH.dup) to deal the set")
    p.add_argument("--pdf", choices=("auto", "yes", "no"), default="auto",
                   help="print a PDF with chromium: auto (if installed), yes (fail without), no")
    p.set_defaults(func=run)


def parse_boards(text: str) -> list[int]:
    """``"1-16"``, ``"1-4,9-12"``, ``"7"`` → board numbers in order (no repeats).

    At most 256 boards: the count is checked range by range, before any list is built.
    """
    ranges: list[tuple[int, int]] = []
    for part in text.replace(" ", "").split(","):
        m = re.fullmatch(r"(\d{1,9})(?:-(\d{1,9}))?", part)
        if not m:
            raise InvalidNotation(f"{brief(text)} is not a list of boards: write e.g. 1-16 or "
                                  "1-4,9-12 (board numbers of at most 9 digits)")
        a, b = int(m.group(1)), int(m.group(2) or m.group(1))
        if a < 1 or b < a:
            raise InvalidNotation(f"{brief(part)} in {brief(text)}: boards are numbered from 1, "
                                  "low to high")
        ranges.append((a, b))
    count, reach = 0, 0  # distinct boards, counted over the merged ranges: no list is built
    for a, b in sorted(ranges):
        if b > reach:
            count += b - max(a, reach + 1) + 1
            reach = b
    if count > 256:
        raise InvalidNotation(f"{brief(text)} names {count} boards; a pack holds at most 256")
    out: list[int] = []
    for a, b in ranges:
        out.extend(n for n in range(a, b + 1) if n not in out)
    return out


def check_out(text: str) -> Path:
    """The ``--out`` base path, refused before any dealing if its files cannot be written
    (an empty name, a folder that is a file or cannot be created or written)."""
    if not text.strip() or "\0" in text:
        raise UsageError(f"--out {brief(text)}: give a file name, e.g. --out club-night")
    base = Path(text)
    if base.suffix in (".pbn", ".html", ".pdf"):
        base = base.with_suffix("")
    if not base.name or base.name in (".", ".."):
        raise UsageError(f"--out {brief(text)}: give a file name, not a folder, e.g. "
                         f"--out {Path(text, 'club-night')}")
    folder = base.parent
    existing = folder
    while not existing.exists() and existing != existing.parent:
        existing = existing.parent
    if not existing.is_dir():
        raise UsageError(f"--out {brief(text)}: {existing} is a file, not a folder")
    if not os.access(existing, os.W_OK | os.X_OK):
        raise UsageError(f"--out {brief(text)}: the folder {existing} is not writable")
    for path in (base.with_suffix(".pbn"), base.with_suffix(".html")):
        if path.is_dir():
            raise UsageError(f"--out {brief(text)}: {path} is a folder")
    return base


@dataclass
class Pack:
    """A dealt set: boards, their DD tables and par (``None`` when skipped), PBN records."""

    boards: list[Board]
    tables: list
    pars: list
    records: list
    seed: int
    where: tuple[str, ...]
    event: str


def make_pack(boards: Sequence[int], seed: int, where: Sequence[str] = (), *, dd: bool = True,
              event: str = "Bridge Course practice") -> Pack:
    """Deal the boards (constraints resolved per dealer), analyse them, build PBN records."""
    from ..analysis.practice import deal_boards
    from ..io.pbn import MANDATORY_TAGS, PbnRecord

    out_boards = deal_boards(boards, seed, where)
    tables: list = [None] * len(out_boards)
    pars: list = [None] * len(out_boards)
    if dd and out_boards:
        from ..analysis.dd import dd_tables, par

        tables = dd_tables(out_boards)
        pars = [par(t, b.vulnerability, b.dealer) for t, b in zip(tables, out_boards)]
    generator = f"bridgelib pack, seed {seed}" + "".join(f"; where {w}" for w in where)
    # PBN 2.1 section 3.4: every mandatory tag, "" where a dealing program has no value
    # (players, scoring, contract, result); Round as PGN and many exporters write it.
    blank = {k: "" for k in MANDATORY_TAGS + ("Round",)
             if k not in ("Board", "Dealer", "Vulnerable", "Deal")}
    records = [PbnRecord.build(board=b, tags={**blank, "Event": event, "Generator": generator},
                               dd=t, par=p)
               for b, t, p in zip(out_boards, tables, pars)]
    if records:
        first = records[0]
        records[0] = PbnRecord(first.tags, first.comments, ("% PBN 2.1",), first.line)
    return Pack(out_boards, tables, pars, records, seed, tuple(where), event)


def find_chromium() -> str | None:
    """The path of a chromium/chrome executable, or ``None``."""
    for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable"):
        path = shutil.which(name)
        if path:
            return path
    return None


def print_pdf(html_path: Path, pdf_path: Path, chromium: str, *, timeout: float = 120) -> None:
    """Print an HTML file to PDF with headless chromium (raises OSError on failure)."""
    with tempfile.TemporaryDirectory() as profile:
        cmd = [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
               f"--user-data-dir={profile}", f"--print-to-pdf={pdf_path}",
               html_path.resolve().as_uri()]
        try:
            done = subprocess.run(cmd, capture_output=True, timeout=timeout, text=True)
        except subprocess.TimeoutExpired as exc:
            raise OSError(f"chromium did not finish printing within {timeout:.0f} s") from exc
    if done.returncode != 0 or not pdf_path.exists() or pdf_path.stat().st_size == 0:
        raise OSError(f"chromium failed to print ({done.returncode}): {done.stderr.strip()[-300:]}")


def run(args: argparse.Namespace) -> int:
    if args.lesson is not None:
        from ..analysis.practice import practice_set

        given = [o for o, v in (("--boards", args.boards), ("--seed", args.seed),
                                ("--where", args.where), ("--event", args.event))
                 if v not in (None, [])]
        if given:
            raise UsageError(f"{', '.join(given)} cannot be given with --lesson: a lesson's "
                             "practice set has its own boards, seed, constraints and title")
        chosen = practice_set(args.lesson)
        boards, seed, where = list(chosen.board_numbers), chosen.seed, list(chosen.where)
        event = f"Bridge Course, lesson {chosen.lesson}: {chosen.title}"
        base = check_out(args.out if args.out is not None else f"lesson-{chosen.lesson}")
    else:
        boards = parse_boards(args.boards or "1-16")
        base = check_out(args.out if args.out is not None else "pack")
        seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
        where, event = args.where, args.event or "Bridge Course practice"
    pack = make_pack(boards, seed, where, dd=not args.no_dd, event=event)
    from ..io import pbn

    if base.parent and not base.parent.exists():
        os.makedirs(base.parent, exist_ok=True)
    pbn_path, html_path = base.with_suffix(".pbn"), base.with_suffix(".html")
    pbn.dump(pack.records, pbn_path)
    html_path.write_text(sheet_html(pack), encoding="utf-8")
    print(f"wrote {pbn_path} ({len(pack.records)} boards, seed {seed}"
          f"{', with double-dummy tables' if not args.no_dd else ''})")
    print(f"wrote {html_path} (hand-record sheet)")
    if getattr(args, "dup", False):
        from ..io import dup

        dup_path = base.with_suffix(".dup")
        try:
            dup.dump(pack.boards, dup_path)
        except InvalidNotation as exc:
            print(f"bridge pack: no dealing-machine file: {exc}", file=sys.stderr)
            return 2
        print(f"wrote {dup_path} (Duplimate dealing-machine file, boards "
              f"{pack.boards[0].number}-{pack.boards[-1].number})")
    if args.pdf != "no":
        chromium = find_chromium()
        pdf_path = base.with_suffix(".pdf")
        if chromium is None:
            if args.pdf == "yes":
                print("bridge pack: no PDF: chromium is not installed", file=sys.stderr)
                return 2
            print("note: no PDF written (chromium not found); print the HTML sheet from a browser")
        else:
            try:
                print_pdf(html_path, pdf_path, chromium)
            except OSError as exc:
                if args.pdf == "yes":
                    print(f"bridge pack: no PDF: {exc}", file=sys.stderr)
                    return 2
                print(f"note: no PDF written ({exc}); print the HTML sheet from a browser")
            else:
                print(f"wrote {pdf_path} (printed with {os.path.basename(chromium)})")
    return 0
