"""Numbers on the command line, as argparse ``type``\\ s and for the parts of an option
(``--buy rerolls:2``): each read by :func:`samurai_bowl.text.numbers.whole_number` or
:func:`~samurai_bowl.text.numbers.decimal_number`, the readers of typed numbers. Those that reach the
league database must also fit SQLite's 64-bit integers."""

from __future__ import annotations

import argparse

from samurai_bowl.data.types import MAX_SHIRT_NUMBER
from samurai_bowl.errors import DataError
from samurai_bowl.text.numbers import decimal_number, shown_number, whole_number

SQLITE_INT_MAX = 2**63 - 1


def whole(text: str) -> int:
    """An argparse ``type``: a whole number."""
    try:
        return whole_number(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def decimal(text: str) -> float:
    """An argparse ``type``: a number, digits 0-9 with at most one decimal point (never "nan")."""
    try:
        return decimal_number(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def stored_int(text: str) -> int:
    """An argparse ``type``: a whole number SQLite can hold."""
    value = whole(text)
    if abs(value) > SQLITE_INT_MAX:
        raise argparse.ArgumentTypeError(f"must be a whole number below 2^63 (got {text})")
    return value


def seed_number(text: str) -> int:
    """An argparse ``type``: a seed for a match's dice, from 0 to the largest a match is given."""
    from samurai_bowl.engine import MAX_SEED, SEED_BITS

    value = whole(text)
    if not 0 <= value <= MAX_SEED:
        raise argparse.ArgumentTypeError(f"must be from 0 to 2^{SEED_BITS} - 1 (got {shown_number(value)})")
    return value


def shirt_number(option: str, field: str, text: str) -> int:
    """A shirt number typed as part of an option's value: from 1 to 99 (R2.5)."""
    return option_number(option, field, text, 1, MAX_SHIRT_NUMBER)


def option_number(
    option: str, field: str, text: str, least: int | None = None, most: int | None = None
) -> int:
    """A number typed as part of an option's value, or one line naming the option and the part."""
    try:
        return whole_number(text, least, most)
    except ValueError as exc:
        raise DataError(option, str(exc), field) from None
