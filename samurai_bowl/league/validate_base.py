"""What every check of a league record shares: models that refuse unknown fields when a record is
written (and pass over them when one already stored is read), and problems as one line that names
the field."""

from __future__ import annotations

import copy
import json
from typing import Any, TypeVar

from pydantic import ValidationError

from samurai_bowl.data.long_numbers import parse_json
from samurai_bowl.data.types import DataModel
from samurai_bowl.errors import FieldProblem, describe_pydantic_error, field_path, join_fields

M = TypeVar("M", bound="RowModel")


class RowModel(DataModel):
    """A record the league stores."""


def checked(model: type[M], value: Any, *, reading: bool = False) -> M:
    """``value`` as ``model``, or a :class:`FieldProblem` naming the first field that is wrong.
    ``reading`` a record already stored, fields this version does not know are passed over, so an
    older or newer file's extra detail never hides the rest."""
    try:
        return model.model_validate(value)
    except ValidationError as exc:
        errors = exc.errors()
        unknown = [e["loc"] for e in errors if e["type"] == "extra_forbidden"]
        if reading and unknown:
            return checked(model, _without(value, unknown))
        field, message = describe_pydantic_error(errors[0])
        if not field.isprintable():
            field = field_path([repr(part) if isinstance(part, str) else part for part in errors[0]["loc"]])
        if len(errors) > 1:
            message += f" (+{len(errors) - 1} more problem{'s' if len(errors) > 2 else ''})"
        raise FieldProblem(field, message) from None


def _without(value: Any, places: list[tuple[int | str, ...]]) -> Any:
    """A copy of ``value`` without the fields at ``places``."""
    value = copy.deepcopy(value)
    for place in places:
        node = value
        for part in place[:-1]:
            node = node[part]
        del node[place[-1]]
    return value


def json_value(text: Any) -> Any:
    """The value a stored JSON text holds."""
    if not isinstance(text, str):
        raise FieldProblem("", f"must be JSON text (got {shown(text)})")
    try:
        return parse_json(text)
    except json.JSONDecodeError as exc:
        raise FieldProblem("", f"is not valid JSON ({exc.msg} at character {exc.pos + 1})") from None
    except RecursionError:
        raise FieldProblem("", "is not valid JSON (nested too deeply)") from None


def shown(value: Any) -> str:
    """A bad value as the user wrote it, cut short: ``"abc"``, ``[1]``, ``7.5``."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError, RecursionError):
        text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def within(field: str, problem: FieldProblem) -> FieldProblem:
    """The same problem, its field named from one level up (``ledger[3].data`` + ``cost``)."""
    return FieldProblem(join_fields(field, problem.field), problem.message)
