"""Copy and dump functions generated from a type's fields, the way ``dataclasses`` writes
``__init__``: the hard coach copies matches many times a turn, so the copy is straight-line code
with no per-field lookups. Immutable values are shared; everything else is copied."""

from __future__ import annotations

import enum
from collections.abc import Callable
from functools import cache
from typing import Any, Literal, get_args, get_origin

from samurai_bowl.engine.plain.kinds import (
    FAMILIES,
    LEAVES,
    SCALARS,
    Family,
    FrozenMap,
    copy_json,
    fields_of,
    frozen,
    is_immutable,
    is_record,
    optional_of,
    strip,
    thaw,
)
from samurai_bowl.engine.plain.source import run_source


class _Source:
    """Python source for one function, with the names it uses."""

    def __init__(self) -> None:
        self.names: dict[str, Any] = {}

    def name(self, prefix: str, value: Any) -> str:
        for existing, held in self.names.items():
            if held is value:
                return existing
        name = f"{prefix}_{len(self.names)}"
        self.names[name] = value
        return name

    def compile(self, lines: list[str], function: str) -> Callable[[Any], Any]:
        run_source("\n".join(lines), self.names, function)
        made: Callable[[Any], Any] = self.names[function]
        made.__source__ = "\n".join(lines)  # type: ignore[attr-defined]
        return made


def _copy_expr(tp: Any, src: str, out: _Source, depth: int) -> str:
    tp, _ = strip(tp)
    if is_immutable(tp):
        return src
    inner = optional_of(tp)
    if inner is not None:
        return f"(None if {src} is None else {_copy_expr(inner, src, out, depth)})"
    origin, args = get_origin(tp), get_args(tp)
    item = f"v{depth}"
    if origin is list:
        if is_immutable(args[0]):
            return f"{src}.copy()"
        return f"[{_copy_expr(args[0], item, out, depth + 1)} for {item} in {src}]"
    if origin is set and is_immutable(args[0]):
        return f"{src}.copy()"
    if origin is dict:
        if is_immutable(args[1]):
            return f"{src}.copy()"
        key = f"k{depth}"
        return f"{{{key}: {_copy_expr(args[1], item, out, depth + 1)} for {key}, {item} in {src}.items()}}"
    if tp is Any:
        return f"{out.name('copy_json', copy_json)}({src})"
    return _delegated(tp, src, out, "copy")


def _dump_expr(tp: Any, src: str, out: _Source, depth: int) -> str:
    tp, _ = strip(tp)
    if tp in SCALARS or get_origin(tp) is Literal:
        return src
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        # str() and int() also take the plain value where a member is expected
        if issubclass(tp, (str, int)):
            return f"{'str' if issubclass(tp, str) else 'int'}({src})"
        return f"{src}.value"
    inner = optional_of(tp)
    if inner is not None:
        shown = _dump_expr(inner, src, out, depth)
        return src if shown == src else f"(None if {src} is None else {shown})"
    origin, args = get_origin(tp), get_args(tp)
    item, key = f"v{depth}", f"k{depth}"
    if origin is list or (origin is tuple and len(args) == 2 and args[1] is Ellipsis):
        shown = _dump_expr(args[0], item, out, depth + 1)
        return f"list({src})" if shown == item else f"[{shown} for {item} in {src}]"
    if origin is tuple:
        parts = [_dump_expr(a, f"{src}[{i}]", out, depth + 1) for i, a in enumerate(args)]
        return f"[{', '.join(parts)}]"
    if origin in (set, frozenset):
        shown = _dump_expr(args[0], item, out, depth + 1)
        return f"sorted({src})" if shown == item else f"sorted({shown} for {item} in {src})"
    if origin is dict:
        key_shown = f"str({key})" if strip(args[0])[0] is not str else key
        shown = _dump_expr(args[1], item, out, depth + 1)
        return f"{{{key_shown}: {shown} for {key}, {item} in sorted({src}.items())}}"
    if tp is Any or tp is FrozenMap:
        return f"{out.name('thaw', thaw)}({src})"
    return _delegated(tp, src, out, "dump")


def _delegated(tp: Any, src: str, out: _Source, verb: str) -> str:
    """A call to the function that copies or dumps a leaf type, a family member or a record."""
    copying = verb == "copy"
    if tp in LEAVES:
        function = LEAVES[tp].copy if copying else LEAVES[tp].dump
    elif tp in FAMILIES:
        function = copy_member if copying else dump_member
    elif is_record(tp):
        function = copier(tp) if copying else dumper(tp)
    else:
        raise TypeError(f"cannot {verb} a {tp!r}")
    name = out.name(f"{verb}_{getattr(tp, '__name__', 'value')}", function)
    return f"{name}({src})"


@cache
def copier(cls: type) -> Callable[[Any], Any]:
    """A function making an independent copy of a ``cls`` (a dataclass)."""
    if is_immutable(cls):
        return lambda value: value
    out = _Source()
    out.names.update(new=object.__new__, cls=cls, set_=object.__setattr__)
    lines = ["def copy(o):", "    n = new(cls)"]
    is_frozen = frozen(cls)
    for f in fields_of(cls):
        value = _copy_expr(f.type, f"o.{f.name}", out, 0)
        lines.append(f"    set_(n, {f.name!r}, {value})" if is_frozen else f"    n.{f.name} = {value}")
    lines.append("    return n")
    return out.compile(lines, "copy")


@cache
def dumper(cls: type) -> Callable[[Any], dict[str, Any]]:
    """A function writing a ``cls`` as a JSON-safe dict, leaving out fields at their default."""
    out = _Source()
    lines = ["def dump(o):", "    d = {}"]
    for f in fields_of(cls):
        value = _dump_expr(f.type, f"o.{f.name}", out, 0)
        if f.required:
            lines.append(f"    d[{f.name!r}] = {value}")
        else:
            default = out.name("default", dumper_of(f.type)(f.make_default()))
            lines += [f"    v = {value}", f"    if v != {default}:", f"        d[{f.name!r}] = v"]
    lines.append("    return d")
    return out.compile(lines, "dump")


@cache
def dumper_of(tp: Any) -> Callable[[Any], Any]:
    """A function writing any value of type ``tp`` as JSON-safe data."""
    out = _Source()
    return out.compile(["def dump(x):", f"    return {_dump_expr(tp, 'x', out, 0)}"], "dump")


@cache
def copier_of(tp: Any) -> Callable[[Any], Any]:
    """A function copying any value of type ``tp``."""
    out = _Source()
    return out.compile(["def copy(x):", f"    return {_copy_expr(tp, 'x', out, 0)}"], "copy")


def _family_of(cls: type) -> Family:
    for base in cls.__mro__:
        if base in FAMILIES:
            return FAMILIES[base]
    raise TypeError(f"{cls.__name__} belongs to no family")


def copy_member(value: Any) -> Any:
    cls: type = type(value)
    return copier(cls)(value)


def dump_member(value: Any) -> dict[str, Any]:
    cls: type = type(value)
    family = _family_of(cls)
    return {family.tag: family.name_of(cls), **dumper(cls)(value)}


def same(tp: Any, a: Any, b: Any) -> bool:
    """Whether two values of ``tp`` are equal, field for field."""
    dump = dumper_of(tp)
    return bool(dump(a) == dump(b))
