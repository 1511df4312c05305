"""Errors that reach the player as one clear line: the file, the field, what is wrong."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from pydantic import ValidationError


class DataError(Exception):
    """Bad input from a file or the command line, told in one line: ``file: field: problem``."""

    def __init__(self, source: str | Path, message: str, field: str = "") -> None:
        self.source = str(source)
        self.field = field
        self.message = message
        parts = [self.source, field, message] if field else [self.source, message]
        super().__init__(": ".join(p for p in parts if p))


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
    return repr(value)


_MESSAGES: dict[str, str] = {
    "greater_than_equal": "must be ≥ {ge}",
    "greater_than": "must be > {gt}",
    "less_than_equal": "must be ≤ {le}",
    "less_than": "must be < {lt}",
    "int_type": "must be a whole number",
    "int_parsing": "must be a whole number",
    "int_from_float": "must be a whole number",
    "bool_type": "must be true or false",
    "bool_parsing": "must be true or false",
    "string_type": "must be text",
    "list_type": "must be a list",
    "tuple_type": "must be a list",
    "dict_type": "must be a mapping of fields",
    "model_type": "must be a mapping of fields",
    "model_attributes_type": "must be a mapping of fields",
    "missing": "is required but missing",
    "extra_forbidden": "is not a known field",
    "string_pattern_mismatch": "is not in the expected form ({pattern})",
    "enum": "must be one of {expected}",
    "literal_error": "must be one of {expected}",
    "too_short": "must have at least {min_length} item(s)",
    "too_long": "must have at most {max_length} item(s)",
    "string_too_short": "must not be empty",
    "string_too_long": "must be at most {max_length} characters",
}

_NO_GOT = {"missing", "extra_forbidden"}


def describe_pydantic_error(error: Any) -> tuple[str, str]:
    """Return ``(field, message)`` for one pydantic error dict."""
    loc = list(error.get("loc", ()))
    kind = error.get("type", "")
    ctx = error.get("ctx") or {}
    original = ctx.get("error")
    if isinstance(original, FieldProblem):
        return join_fields(field_path(loc), original.field), original.message
    if kind == "value_error":
        message = str(original) if original is not None else error.get("msg", "")
        return field_path(loc), message
    template = _MESSAGES.get(kind)
    if kind == "too_short" and ctx.get("min_length") == 1:
        template = "must not be empty"
    if template is None:
        message = error.get("msg", "is not valid")
        message = message[:1].lower() + message[1:]
    else:
        try:
            message = template.format(**ctx)
        except (KeyError, IndexError):
            message = template
    if kind not in _NO_GOT:
        message += f" (got {describe_value(error.get('input'))})"
    return field_path(loc), message


def data_error_from_validation(source: str | Path, exc: ValidationError) -> DataError:
    """Turn a pydantic ValidationError into one line: the first problem, and how many more."""
    errors = exc.errors()
    field, message = describe_pydantic_error(errors[0])
    extra = len(errors) - 1
    if extra:
        message += f" (+{extra} more problem{'s' if extra > 1 else ''})"
    return DataError(source, message, field)
