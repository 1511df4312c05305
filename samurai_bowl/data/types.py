"""Shared field types for the data models: strict numbers, ids, roll spans."""

from __future__ import annotations

import re
from typing import Annotated, Any

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    PlainSerializer,
    Strict,
    WithJsonSchema,
)

from samurai_bowl.data.dice import Dice
from samurai_bowl.errors import describe_value
from samurai_bowl.text.numbers import SHOWN_DIGITS, whole_number


class DataModel(BaseModel):
    """Base for every file-backed model: unknown fields are errors, values are immutable."""

    model_config = ConfigDict(extra="forbid", frozen=True)


Int = Annotated[int, Strict()]
Bool = Annotated[bool, Strict()]


def _short_enough(value: int) -> int:
    """A number short enough to be told in a message (a koku count, say, of 4,000 digits is not)."""
    digits = len(str(abs(value)))
    if digits > SHOWN_DIGITS:
        raise ValueError(f"is too large a number ({digits} digits)")
    return value


Amount = Annotated[int, Strict(), AfterValidator(_short_enough)]  # a count or sum a file states
# R2.5 [I]: shirt numbers run from 1 to 99, so that a player's number fits on his token. The one
# range for team files, saved matches and league records; the rule option max_player_number may
# narrow it, never widen it.
MAX_SHIRT_NUMBER = 99
ShirtNumber = Annotated[int, Strict(), Field(ge=1, le=MAX_SHIRT_NUMBER)]
Text = Annotated[str, Strict(), Field(min_length=1)]
_ID = re.compile(r"^[a-z][a-z0-9_]{0,39}$")
_COLOUR = re.compile(r"^#[0-9a-fA-F]{6}$")


def _check_id(value: str) -> str:
    if not _ID.match(value):
        raise ValueError(
            f"must be a lowercase id like 'lineman' (a-z, 0-9 and _, at most 40) (got {value!r})"
        )
    return value


def _check_colour(value: str) -> str:
    if not _COLOUR.match(value):
        raise ValueError(f"must be a colour like '#3d5a80' (got {value!r})")
    return value


Id = Annotated[
    str,
    Strict(),
    AfterValidator(_check_id),
    WithJsonSchema({"type": "string", "pattern": _ID.pattern}),
]
Colour = Annotated[
    str,
    Strict(),
    AfterValidator(_check_colour),
    WithJsonSchema({"type": "string", "pattern": _COLOUR.pattern}),
]

_SPAN = re.compile(r"^\s*(-?[0-9]+)\s*-\s*(-?[0-9]+)\s*$")
_NUMBER = re.compile(r"^\s*-?[0-9]+\s*$")


def _parse_span(value: Any) -> tuple[int, int]:
    if isinstance(value, bool):
        raise ValueError(f"must be a number or a range like 4-10 (got {value!r})")
    if isinstance(value, int):
        return (value, value)
    if (
        isinstance(value, (list, tuple))
        and len(value) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    ):
        low, high = value
    elif isinstance(value, str) and (match := _SPAN.match(value)):
        low, high = whole_number(match.group(1)), whole_number(match.group(2))
    elif isinstance(value, str) and _NUMBER.match(value):
        low = high = whole_number(value)
    else:
        raise ValueError(f"must be a number or a range like 4-10 (got {describe_value(value)})")
    if low > high:
        raise ValueError(f"range {low}-{high} runs backwards")
    return (low, high)


def _format_span(span: tuple[int, int]) -> int | str:
    low, high = span
    return low if low == high else f"{low}-{high}"


Span = Annotated[
    tuple[int, int],
    BeforeValidator(_parse_span),
    PlainSerializer(_format_span),
    WithJsonSchema(
        {
            "oneOf": [
                {"type": "integer"},
                {"type": "string", "pattern": r"^\s*-?[0-9]+\s*-\s*-?[0-9]+\s*$"},
            ],
            "description": "a single value, or an inclusive range such as 4-10",
        }
    ),
]


def _parse_dice(value: Any) -> Dice:
    if isinstance(value, Dice):
        return value
    if not isinstance(value, str):
        raise ValueError(f"must be dice like 'd6' or '2d6' (got {value!r})")
    return Dice.parse(value)


DiceField = Annotated[
    Dice,
    BeforeValidator(_parse_dice),
    PlainSerializer(str),
    WithJsonSchema({"type": "string", "pattern": r"^([1-9][0-9]?)?d[1-9][0-9]?$"}),
]
