"""What a field of a data model is, for messages: which model a field path ends in (``players[3]``
of a team is a player) and what to call that model in words ("a player")."""

from __future__ import annotations

import re
import types
from collections.abc import Mapping, Sequence
from typing import Annotated, Any, Union, get_args, get_origin

from pydantic import BaseModel


def owner_model(model: type[BaseModel] | None, loc: Sequence[int | str]) -> type[BaseModel] | None:
    """The model holding the last field of ``loc`` inside ``model``, or None when it is not a
    model's field (a list item, a mapping's value, a path that leaves the model)."""
    current: Any = model
    for part in loc[:-1]:
        current = _unwrapped(current)
        if isinstance(current, type) and issubclass(current, BaseModel):
            field = current.model_fields.get(part) if isinstance(part, str) else None
            if field is None:
                return None
            current = field.annotation
            continue
        origin, args = get_origin(current), get_args(current)
        if origin is tuple and args and isinstance(part, int):
            current = args[0] if args[-1] is Ellipsis else args[min(part, len(args) - 1)]
        elif isinstance(origin, type) and issubclass(origin, Mapping) and len(args) == 2:
            current = args[1]
        elif isinstance(origin, type) and issubclass(origin, (list, set, frozenset, Sequence)) and args:
            current = args[0]
        else:
            return None
    current = _unwrapped(current)
    return current if isinstance(current, type) and issubclass(current, BaseModel) else None


def _unwrapped(kind: Any) -> Any:
    """``Annotated[X, ...]`` and ``X | None`` are X."""
    while True:
        origin = get_origin(kind)
        if origin is Annotated:
            kind = get_args(kind)[0]
        elif origin in (Union, types.UnionType):
            others = [a for a in get_args(kind) if a is not type(None)]
            if len(others) != 1:
                return kind
            kind = others[0]
        else:
            return kind


def model_words(model: type[BaseModel]) -> str:
    """A model's name as the game says it: ``Team`` -> "a team", ``KickoffChart`` -> "a kickoff
    chart", ``MatchRules`` -> "the match rules"."""
    name = re.sub(r"\[.*", "", model.__name__)  # a generic model's parameters
    words = " ".join(w.lower() for w in re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z0-9]+", name)) or name
    if words.endswith("s"):
        return f"the {words}"
    return f"{'an' if words[0] in 'aeiou' else 'a'} {words}"
