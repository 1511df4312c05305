"""Reading plain data back from JSON, every value checked: its type, and for ints marked as
references, that the model, square or side exists. The first problem is raised as a
:class:`~samurai_bowl.errors.FieldProblem` naming the field (``state.pieces[3].square``).

Where a value sits is passed down as a linked path, ``(parent, key)``, built in constant time
and spelled out only when there is a problem to name."""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Callable
from functools import cache
from typing import Any, Literal, get_args, get_origin

from samurai_bowl.engine.plain.kinds import (
    FAMILIES,
    LEAVES,
    UNSET,
    Bounds,
    Family,
    FrozenMap,
    Leaf,
    Ref,
    copy_json,
    fields_of,
    is_record,
    optional_of,
    strip,
)
from samurai_bowl.engine.plain.source import run_source
from samurai_bowl.errors import FieldProblem, describe_value, field_path
from samurai_bowl.text.numbers import shown_number

Path = tuple[Any, str | int] | None  # (the parent's path, this key), None at the top
Loader = Callable[[Any, Path, Bounds], Any]


def spelled(path: Path) -> str:
    """``((None, 'state'), 'pieces'), 3)`` -> ``state.pieces[3]``."""
    keys: list[str | int] = []
    while path is not None:
        path, key = path
        keys.append(key)
    return field_path(keys[::-1])


def problem(path: Path, message: str, value: Any = dataclasses.MISSING) -> FieldProblem:
    if value is not dataclasses.MISSING:
        message += f" (got {describe_value(value)})"
    return FieldProblem(spelled(path), message)


def at(*keys: str | int) -> Path:
    """The path of a value at ``keys`` from the top: ``at("state")``."""
    path: Path = None
    for key in keys:
        path = (path, key)
    return path


def _check_int(markers: tuple[Any, ...]) -> Loader:
    refs = [marker for marker in markers if isinstance(marker, Ref) and marker is not Ref.PER_SIDE]
    if len(refs) > 1:
        raise TypeError(f"an int can refer to one thing only, not {refs}")
    ref = refs[0] if refs else None

    def load(value: Any, path: Path, bounds: Bounds) -> int:
        if type(value) is not int:
            raise problem(path, "must be a whole number", value)
        if ref is None:
            return value
        if ref is Ref.PIECE:
            if not 0 <= value < bounds.pieces:
                raise problem(path, f"no model {shown_number(value)} (the match has {bounds.pieces}, from 0)")
        elif ref is Ref.SQUARE:
            if not 0 <= value < bounds.length * bounds.width:
                pitch = f"{bounds.length}×{bounds.width}"
                raise problem(path, f"no square {shown_number(value)} on the {pitch} pitch")
        elif ref is Ref.SIDE or ref is Ref.EITHER:
            if value != 0 and value != 1:
                words = "must be 0 (home) or 1 (away)" if ref is Ref.SIDE else "must be 0 or 1"
                raise problem(path, words, value)
        elif value < 0:
            raise problem(path, "must be ≥ 0", value)
        return value

    return load


def _check_plain(kind: type, words: str) -> Loader:
    def load(value: Any, path: Path, bounds: Bounds) -> Any:
        if type(value) is not kind:
            raise problem(path, words, value)
        return value

    return load


def _check_choice(choices: tuple[Any, ...], convert: Callable[[Any], Any] | None = None) -> Loader:
    made = {(type(c), c): convert(c) if convert else c for c in choices}
    shown = ", ".join(repr(c) if isinstance(c, str) else str(c) for c in choices)

    def load(value: Any, path: Path, bounds: Bounds) -> Any:
        try:
            return made[type(value), value]
        except (KeyError, TypeError):  # TypeError: a list or mapping cannot be looked up
            raise problem(path, f"must be one of {shown}", value) from None

    return load


def _check_list(item: Loader, length: int | None = None) -> Callable[[Any, Path, Bounds], list[Any]]:
    def load(value: Any, path: Path, bounds: Bounds) -> list[Any]:
        if type(value) is not list:
            raise problem(path, "must be a list", value)
        if length is not None and len(value) != length:
            raise problem(path, f"must be a list of {length}, one for each side", value)
        return [item(v, (path, i), bounds) for i, v in enumerate(value)]

    return load


def _check_set(item: Loader, make: Callable[[list[Any]], Any]) -> Loader:
    as_list = _check_list(item)

    def load(value: Any, path: Path, bounds: Bounds) -> Any:
        items = as_list(value, path, bounds)
        made = make(items)
        if len(made) != len(items):
            twice = next(v for i, v in enumerate(items) if v in items[:i])
            raise problem(path, f"lists {describe_value(twice)} twice")
        return made

    return load


def _check_tuple(items: list[Loader]) -> Loader:
    def load(value: Any, path: Path, bounds: Bounds) -> tuple[Any, ...]:
        if type(value) is not list or len(value) != len(items):
            raise problem(path, f"must be a list of {len(items)}", value)
        pairs = enumerate(zip(items, value, strict=True))
        return tuple(item(v, (path, i), bounds) for i, (item, v) in pairs)

    return load


def _check_dict(key_type: Any, item: Loader) -> Loader:
    numbered = strip(key_type)[0] is int
    key_loader = loader(key_type)

    def load(value: Any, path: Path, bounds: Bounds) -> dict[Any, Any]:
        if type(value) is not dict:
            raise problem(path, "must be a mapping", value)
        out = {}
        for text, v in value.items():
            key: Any = text
            if numbered:
                try:
                    key = int(text)
                except ValueError:
                    raise problem((path, text), "is not a whole number") from None
            out[key_loader(key, (path, text), bounds)] = item(v, (path, text), bounds)
        return out

    return load


def _check_json(make: Callable[[Any], Any], mapping: bool) -> Loader:
    def load(value: Any, path: Path, bounds: Bounds) -> Any:
        if mapping and type(value) is not dict:
            raise problem(path, "must be a mapping", value)
        try:
            return make(value)
        except TypeError as exc:
            raise problem(path, str(exc)) from None

    return load


def _check_leaf(leaf: Leaf) -> Loader:
    def load(value: Any, path: Path, bounds: Bounds) -> Any:
        try:
            return leaf.load(value)
        except (ValueError, TypeError, KeyError, OverflowError) as exc:
            raise problem(path, str(exc).splitlines()[0] if str(exc) else "is damaged") from None

    return load


def _check_member(family: Family) -> Loader:
    def load(value: Any, path: Path, bounds: Bounds) -> Any:
        if type(value) is not dict:
            raise problem(path, "must be a mapping", value)
        name = value.get(family.tag)
        members = family.members()
        if not isinstance(name, str) or name not in members:
            raise problem((path, family.tag), f"is not a known {family.what}", name)
        return record_loader(members[name], family.tag)(value, path, bounds)

    return load


def _accepts(tp: Any, unset: bool) -> str | None:
    """A Python condition on ``v`` true when ``v`` is certainly a good value of ``tp`` as it is (an
    int in range, text, ...); None where only the full check can tell. Generated loaders test it
    first and leave the full check, with its message, to the rest."""
    base, markers = strip(tp)
    inner = optional_of(base)
    if inner is not None:
        accepts = _accepts(inner, unset)
        return None if accepts is None else f"v is None or {accepts}"
    if base is str or base is bool:
        return f"type(v) is {base.__name__}"
    if base is not int:
        return None
    refs = [marker for marker in markers if isinstance(marker, Ref)]
    condition = {
        None: "type(v) is int",
        Ref.PIECE: "type(v) is int and 0 <= v < bounds.pieces",
        Ref.SQUARE: "type(v) is int and 0 <= v < bounds.length * bounds.width",
        Ref.SIDE: "type(v) is int and (v == 0 or v == 1)",
        Ref.EITHER: "type(v) is int and (v == 0 or v == 1)",
        Ref.COUNT: "type(v) is int and v >= 0",
    }.get(refs[0] if refs else None)
    if condition is None:
        return None
    return f"type(v) is int and v == {UNSET} or {condition}" if unset else condition


@cache
def record_loader(cls: type, tag: str = "") -> Loader:
    """A function reading a ``cls`` from a JSON mapping: unknown fields are refused, missing ones
    take their default (or are refused, if they have none). ``tag`` is a key to pass over (the
    name of a family member). Its code is generated, one straight run of checks per field: a save
    holds thousands of records (every event and action)."""
    names: dict[str, Any] = {
        "cls": cls,
        "problem": problem,
        "MISSING": dataclasses.MISSING,
        "known": {f.name for f in fields_of(cls)} | ({tag} if tag else set()),
    }
    lines = [
        "def load(value, path, bounds):",
        "    if type(value) is not dict:",
        "        raise problem(path, 'must be a mapping of fields', value)",
        "    if not value.keys() <= known:",
        "        unknown = next(name for name in value if name not in known)",
        "        raise problem((path, unknown), 'is not a known field')",
    ]
    for number, f in enumerate(fields_of(cls)):
        lines.append(f"    v = value.get({f.name!r}, MISSING)")
        lines.append("    if v is MISSING:")
        if f.required:
            lines.append(f"        raise problem((path, {f.name!r}), 'is required but missing')")
        elif f.factory is not dataclasses.MISSING:
            names[f"factory_{number}"] = f.factory
            lines.append(f"        v = factory_{number}()")
        else:
            names[f"default_{number}"] = f.default
            lines.append(f"        v = default_{number}")
        unset = f.default == UNSET and strip(f.type)[0] is int
        check = loader(f.type)
        names[f"check_{number}"] = _allow_unset(check) if unset else check
        accepts = _accepts(f.type, unset)
        lines.append(f"    elif not ({accepts}):" if accepts else "    else:")
        lines += [f"        v = check_{number}(v, (path, {f.name!r}), bounds)", f"    a{number} = v"]
    arguments = ", ".join(f"{f.name}=a{number}" for number, f in enumerate(fields_of(cls)))
    lines += [
        "    try:",
        f"        return cls({arguments})",
        "    except (ValueError, TypeError) as exc:",
        "        raise problem(path, str(exc)) from None",
    ]
    run_source("\n".join(lines), names, f"load {cls.__name__}")
    made: Loader = names["load"]
    return made


def _allow_unset(check: Loader) -> Loader:
    def load(value: Any, path: Path, bounds: Bounds) -> Any:
        return value if type(value) is int and value == UNSET else check(value, path, bounds)

    return load


def _optional(check: Loader) -> Loader:
    def load(value: Any, path: Path, bounds: Bounds) -> Any:
        return None if value is None else check(value, path, bounds)

    return load


@cache
def loader(tp: Any) -> Loader:
    """A function reading a value of ``tp`` from JSON data: ``loader(T)(data, at("state"), bounds)``."""
    tp, markers = strip(tp)
    inner = optional_of(tp)
    if inner is not None:
        return _optional(loader(inner))
    if tp is int:
        return _check_int(markers)
    if tp is str:
        return _check_plain(str, "must be text")
    if tp is bool:
        return _check_plain(bool, "must be true or false")
    origin, args = get_origin(tp), get_args(tp)
    if origin is Literal:
        return _check_choice(args)
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return _check_choice(tuple(member.value for member in tp), tp)
    if origin is list:
        return _check_list(loader(args[0]), 2 if Ref.PER_SIDE in markers else None)
    if origin is set:
        return _check_set(loader(args[0]), set)
    if origin is frozenset:
        return _check_set(loader(args[0]), frozenset)
    if origin is tuple:
        return _check_tuple([loader(a) for a in args])
    if origin is dict:
        return _check_dict(args[0], loader(args[1]))
    if tp is Any:
        return _check_json(copy_json, mapping=False)
    if tp is FrozenMap:
        return _check_json(FrozenMap, mapping=True)
    if tp in LEAVES:
        return _check_leaf(LEAVES[tp])
    if tp in FAMILIES:
        return _check_member(FAMILIES[tp])
    if is_record(tp):
        return record_loader(tp)
    raise TypeError(f"cannot load a {tp!r}")
