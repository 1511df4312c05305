"""Whole numbers as people type them — on the command line, at a prompt, in a field of the window —
read by one function. Only the digits 0-9 make a number: ``str.isdigit`` also takes "²" and
``int`` also takes "٣" and "1_000", and neither is what a person means by a number."""

from __future__ import annotations

import sys

DIGITS = frozenset("0123456789")
SHOWN_DIGITS = 24  # a number longer than this is shown by its length in a message


def is_digit(character: str) -> bool:
    """Whether ``character`` is one of the digits 0-9 (what a number field of the window takes)."""
    return character in DIGITS


def whole_number(text: str, least: int | None = None, most: int | None = None) -> int:
    """``text`` (spaces around it allowed, a minus sign in front) as a whole number from ``least``
    to ``most``; a ValueError whose message says what is wrong, in words that follow the name of
    what was typed ("--buy: count: must be at least 1 (got 0)")."""
    typed = text.strip()
    digits = typed.removeprefix("-")
    if not digits or not DIGITS.issuperset(digits):
        raise ValueError(f"must be a whole number (got {_shown_text(text)})")
    limit = sys.get_int_max_str_digits()
    if limit and len(digits) > limit:
        raise ValueError(f"is too long a number ({len(digits)} digits)")
    value = int(typed)
    if (least is not None and value < least) or (most is not None and value > most):
        raise ValueError(f"{_range(least, most)} (got {shown_number(value)})")
    return value


def _range(least: int | None, most: int | None) -> str:
    if least is not None and most is not None:
        return f"must be from {least} to {most}"
    return f"must be at least {least}" if least is not None else f"must be at most {most}"


def shown_number(value: int) -> str:
    """A number for a message: in full, or by its length when it would not fit on a line."""
    text = str(value)
    if len(text.lstrip("-")) <= SHOWN_DIGITS:
        return text
    return f"a number of {len(text.lstrip('-'))} digits"


def _shown_text(text: str) -> str:
    return repr(text if len(text) <= SHOWN_DIGITS + 6 else text[:SHOWN_DIGITS] + "…")
