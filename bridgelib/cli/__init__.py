"""The ``bridge`` command line.

Each subcommand lives in its own module ``bridgelib/cli/cmd_<name>.py`` that
defines ``register(subparsers)``; modules are discovered at start-up, so adding
a subcommand never touches this file.
"""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import sys

from ..errors import BridgeError

__all__ = ["main", "build_parser"]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="bridge",
        description="Bridge Course tools: deal, score, replay, bid and more.",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        if info.name.startswith("cmd_"):
            module = importlib.import_module(f"{__name__}.{info.name}")
            module.register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        result = args.func(args)
    except BridgeError as exc:
        print(f"bridge {args.command}: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # pragma: no cover - e.g. piped into head
        return 0
    return int(result or 0)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
