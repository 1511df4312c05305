"""Walking a match's object graph: every mutable object it holds, to prove copies share none.

Immutable values (numbers, strings, enums, tuples and frozensets, frozen dataclasses, FrozenMaps)
are looked through, not counted; the match's configuration (game data, rules, pitch, teams) is
shared by design and not walked."""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Iterator
from typing import Any

from samurai_bowl.engine.match import Match
from samurai_bowl.engine.plain import FrozenMap
from samurai_bowl.engine.state.pitch import Pitch

ATOMS = (int, float, complex, str, bytes, bool, type(None), enum.Enum, type)


def configuration(m: Match) -> set[int]:
    return {id(m.data), id(m.rules), id(m.pitch), id(m.team_files), *map(id, m.team_files)}


def mutable_objects(m: Match) -> dict[int, Any]:
    """Every mutable object reachable from the match, by id (kept alive in the values)."""
    skip = configuration(m)
    found: dict[int, Any] = {}
    seen: set[int] = set()
    todo: list[Any] = [m]
    while todo:
        obj = todo.pop()
        if id(obj) in seen or id(obj) in skip or isinstance(obj, (*ATOMS, Pitch)):
            continue
        seen.add(id(obj))
        if not _immutable(obj):
            found[id(obj)] = obj
        todo.extend(_inside(obj))
    return found


def _immutable(obj: Any) -> bool:
    if isinstance(obj, tuple | frozenset | FrozenMap):
        return True
    params = getattr(type(obj), "__dataclass_params__", None)
    return bool(params is not None and params.frozen)


def _inside(obj: Any) -> Iterator[Any]:
    if isinstance(obj, FrozenMap):
        yield from obj.values()
    elif isinstance(obj, dict):
        yield from obj.keys()
        yield from obj.values()
    elif isinstance(obj, list | tuple | set | frozenset):
        yield from obj
    elif hasattr(obj, "__dict__") or hasattr(type(obj), "__slots__"):
        yield from vars(obj).values() if hasattr(obj, "__dict__") else ()
        for cls in type(obj).__mro__:
            for name in getattr(cls, "__slots__", ()):
                if hasattr(obj, name):
                    yield getattr(obj, name)
    elif dataclasses.is_dataclass(obj):
        yield from (getattr(obj, f.name) for f in dataclasses.fields(obj))
    else:
        # C objects (the numpy generator): what the garbage collector sees them hold
        import gc

        yield from (o for o in gc.get_referents(obj) if not isinstance(o, type))


def shared(a: Match, b: Match) -> list[Any]:
    """Mutable objects both matches hold."""
    ours, theirs = mutable_objects(a), mutable_objects(b)
    return [ours[key] for key in ours.keys() & theirs.keys()]


def vandalise(m: Match) -> int:
    """Change every mutable container the match holds in place; how many were changed."""
    changed = 0
    for obj in mutable_objects(m).values():
        if isinstance(obj, list):
            obj.append("vandal")
        elif isinstance(obj, set):
            obj.add("vandal")
        elif isinstance(obj, dict):
            obj["vandal"] = "vandal"
        else:
            continue
        changed += 1
    return changed
