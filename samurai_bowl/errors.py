"""Errors that reach the player as one clear line: the file, the field, what is wrong."""

from __future__ import annotations

from collections.abc import Sequence
from difflib import get_close_matches
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from samurai_bowl.text.model_fields import model_words, owner_model
from samurai_bowl.text.numbers import shown_number


class DataError(Exception):
    """Bad input from a file or the command line, told in one line: ``file: field: problem``."""

    def __init__(self, source: str | Path, message: str, field: str = "") -> None:
        self.source = str(source)
        self.field = field
        self.message = message
        parts = [self.source, field, message] if field else [self.source, message]
        super().__init__(": ".join(p for p in parts if p))


class StorageError(DataError):
    """A file the system would not let the game write, make or delete — a full or read-only disk,
    a folder's or a file's permissions, a lock another program held too long — in one line. It is
    not bad input: a command that meets it exits with status 1, not 2."""


class FieldProblem(ValueError):
    """Raised inside a model validator to blame a field below the model being validated."""

    def __init__(self, field: str, message: str) -> None:
        self.field = field
        self.message = message
        super().__init__(message)


def field_path(loc: Sequence[int | str]) -> str:
    """``('positions', 2, 'cost')`` -> ``positions[2].cost``."""
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else str(part)
    return out


def join_fields(*parts: str) -> str:
    """Join field paths, keeping ``[i]`` attached to the name before it."""
    out = ""
    for part in parts:
        if not part:
            continue
        if not out or part.startswith("["):
            out += part
        else:
            out += "." + part
    return out


def describe_value(value: Any) -> str:
    """A short, readable rendering of a bad value for the ``(got ...)`` suffix."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "nothing"
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, (list, tuple)):
        return f"a list of {len(value)}" if value else "an empty list"
    if isinstance(value, str):
        shown = value if len(value) <= 40 else value[:37] + "..."
        return repr(shown)
    if isinstance(value, int):
        return shown_number(value)
    return repr(value)


_MESSAGES: dict[str, str] = {
    "greater_than_equal": "must be ≥ {ge}",
    "greater_than": "must be > {gt}",
    "less_than_equal": "must be ≤ {le}",
    "less_than": "must be < {lt}",
    "multiple_of": "must be a multiple of {multiple_of}",
    "int_type": "must be a whole number",
    "int_parsing": "must be a whole number",
    "int_from_float": "must be a whole number",
    "int_parsing_size": "is too big a number",
    "float_type": "must be a number",
    "float_parsing": "must be a number",
    "finite_number": "must be a number",
    "bool_type": "must be true or false",
    "bool_parsing": "must be true or false",
    "string_type": "must be text",
    "string_unicode": "must be text",
    "bytes_type": "must be text",
    "list_type": "must be a list",
    "tuple_type": "must be a list",
    "set_type": "must be a list",
    "frozen_set_type": "must be a list",
    "iterable_type": "must be a list",
    "dict_type": "must be a mapping of fields",
    "mapping_type": "must be a mapping of fields",
    "model_type": "must be a mapping of fields",
    "model_attributes_type": "must be a mapping of fields",
    "dataclass_type": "must be a mapping of fields",
    "none_required": "must be left out",
    "missing": "is required but missing",
    "string_pattern_mismatch": "is not in the expected form ({pattern})",
    "enum": "must be one of {expected}",
    "literal_error": "must be one of {expected}",
    "union_tag_invalid": "must be one of {expected_tags}",
    "union_tag_not_found": "needs its {discriminator}",
    "json_invalid": "is not valid JSON",
    "recursion_loop": "refers to itself",
    "frozen_field": "cannot be changed",
    "frozen_instance": "cannot be changed",
}

_LENGTHS = {"too_long", "too_short", "string_too_long", "string_too_short"}
_NO_GOT = {"missing", "extra_forbidden", "recursion_loop"}
_FALLBACK = "is not a value this field takes"


def describe_pydantic_error(error: Any, model: type[BaseModel] | None = None) -> tuple[str, str]:
    """Return ``(field, message)`` for one pydantic error dict, in the game's words. ``model``,
    the model that was validated, lets the message name what holds the field ("a team")."""
    loc = list(error.get("loc", ()))
    kind = error.get("type", "")
    ctx = error.get("ctx") or {}
    original = ctx.get("error")
    if isinstance(original, FieldProblem):
        return join_fields(field_path(loc), original.field), original.message
    if kind in ("value_error", "assertion_error"):
        message = str(original) if original is not None else str(error.get("msg", ""))
        return field_path(loc), _own_words(message)
    owner = owner_model(model, loc) if model is not None and loc else None
    if kind == "extra_forbidden":
        return field_path(loc), _not_a_field(loc[-1] if loc else "", owner)
    if kind in _LENGTHS:
        return field_path(loc), _length(kind, ctx, error.get("input"), loc, owner)
    template = _MESSAGES.get(kind, _FALLBACK)
    try:
        message = template.format(**ctx)
    except (KeyError, IndexError):
        message = template.split(" {")[0]
    if kind not in _NO_GOT:
        message += f" (got {describe_value(error.get('input'))})"
    return field_path(loc), message


def _own_words(message: str) -> str:
    """A validator's own message, without the prefix pydantic puts before it."""
    for prefix in ("Value error, ", "Assertion failed, "):
        message = message.removeprefix(prefix)
    return message


def _not_a_field(name: int | str, owner: type[BaseModel] | None) -> str:
    if owner is None:
        return "is not a known field"
    known = list(owner.model_fields)
    close = get_close_matches(str(name), known, n=1)
    hint = f"did you mean '{close[0]}'?" if close else f"fields: {', '.join(known)}"
    return f"is not a field of {model_words(owner)} ({hint})"


def _length(
    kind: str, ctx: dict[str, Any], value: Any, loc: list[int | str], owner: type[BaseModel] | None
) -> str:
    """Too many or too few: characters of a text, or entries of a list named for the field."""
    most = kind.endswith("too_long")
    limit = ctx.get("max_length" if most else "min_length")
    count = len(value) if isinstance(value, (str, list, tuple, dict, set)) else ctx.get("actual_length")
    if not most and limit == 1:
        return f"must not be empty (got {describe_value(value)})"
    bound = "at most" if most else "at least"
    if isinstance(value, str):
        return f"must be {bound} {limit} characters (got {count})"
    if ctx.get("field_type") == "Tuple":  # a fixed group such as a square's two coordinates
        return f"must have {limit} values (got {count})"
    field = loc[-1] if loc else ""
    things = str(field).replace("_", " ") if isinstance(field, str) else "entries"
    if owner is not None and isinstance(field, str):
        return f"{model_words(owner)} has {bound} {limit} {things} (got {count})"
    return f"must have {bound} {limit} {things} (got {count})"


def data_error_from_validation(
    source: str | Path, exc: ValidationError, model: type[BaseModel] | None = None
) -> DataError:
    """Turn a pydantic ValidationError into one line: the first problem, and how many more."""
    errors = exc.errors()
    field, message = describe_pydantic_error(errors[0], model)
    extra = len(errors) - 1
    if extra:
        message += f" (+{extra} more problem{'s' if extra > 1 else ''})"
    return DataError(source, message, field)
