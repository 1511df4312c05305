"""Whole numbers from the command line that reach the league database: SQLite stores integers
in 64 bits, so a larger one is refused as argparse refuses any other bad number."""

from __future__ import annotations

import argparse

SQLITE_INT_MAX = 2**63 - 1


def stored_int(text: str) -> int:
    """An argparse ``type``: a whole number SQLite can hold."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a whole number (got {text!r})") from None
    if abs(value) > SQLITE_INT_MAX:
        raise argparse.ArgumentTypeError(f"must be a whole number below 2^63 (got {text})")
    return value
