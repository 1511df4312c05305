"""Numbers as people type them — on the command line, at a prompt, in a field of the window —
read here alone: whole numbers by :func:`whole_number`, numbers with a decimal point by
:func:`decimal_number`. Only the digits 0-9 make a number: ``str.isdigit`` also takes "²",
``int`` also takes "٣" and "1_000", ``float`` also takes "nan", "inf" and "1e400", and none of
them is what a person means by a number."""

from __future__ import annotations

import math
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


def decimal_number(text: str, least: float | None = None, most: float | None = None) -> float:
    """``text`` (spaces around it allowed, a minus sign in front) as a number from ``least`` to
    ``most``: digits 0-9 with at most one decimal point ("2", "2.5", ".5", "5."); a ValueError
    whose message says what is wrong in the words of :func:`whole_number`."""
    typed = text.strip()
    whole, _, fraction = typed.removeprefix("-").partition(".")
    digits = whole + fraction
    if not digits or not DIGITS.issuperset(digits):
        raise ValueError(f"must be a number (got {_shown_text(text)})")
    value = float(typed)
    if not math.isfinite(value):
        raise ValueError(f"is too big a number ({len(whole)} digits before the point)")
    if (least is not None and value < least) or (most is not None and value > most):
        raise ValueError(f"{_range(least, most)} (got {_shown_decimal(value)})")
    return value


def _range(least: float | None, most: float | None) -> str:
    if least is not None and most is not None:
        return f"must be from {_shown_decimal(least)} to {_shown_decimal(most)}"
    if least is not None:
        return f"must be at least {_shown_decimal(least)}"
    return f"must be at most {_shown_decimal(most)}"


def _shown_decimal(value: float | None) -> str:
    return str(value) if isinstance(value, int) else f"{value:g}"


def shown_number(value: int) -> str:
    """A number for a message: in full, or by its length when it would not fit on a line."""
    text = str(value)
    if len(text.lstrip("-")) <= SHOWN_DIGITS:
        return text
    return f"a number of {len(text.lstrip('-'))} digits"


def _shown_text(text: str) -> str:
    return repr(text if len(text) <= SHOWN_DIGITS + 6 else text[:SHOWN_DIGITS] + "…")
