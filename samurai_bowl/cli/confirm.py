"""Asking before something is deleted: ``--yes`` answers for the person, a terminal asks them,
and with neither nothing is deleted."""

from __future__ import annotations

import argparse
import sys

from samurai_bowl.errors import DataError

DECLINED = "Nothing was deleted."


def add_yes_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--yes", action="store_true", help="delete without asking (needed when not run in a terminal)"
    )


def confirmed(args: argparse.Namespace, command: str, question: str) -> bool:
    """True when ``--yes`` was given or the person at the terminal answers yes."""
    if args.yes:
        return True
    if not sys.stdin.isatty():
        raise DataError(command, "asks before deleting; add --yes to confirm when not run in a terminal")
    try:
        answer = input(f"{question} [y/N] ")
    except EOFError:
        answer = ""
    return answer.strip().lower() in ("y", "yes")
