"""What a plain-data type is made of: markers on ints, an immutable JSON mapping, the fields of a
record, and which types may be shared between copies because nothing can change them."""

from __future__ import annotations

import dataclasses
import enum
import types
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from functools import cache
from typing import Annotated, Any, Literal, Union, get_args, get_origin, get_type_hints

from samurai_bowl.errors import describe_value


class Ref(enum.Enum):
    PIECE = "piece"  # an index into the match's models
    SQUARE = "square"  # a square of the pitch
    SIDE = "side"  # 0 home, 1 away
    COUNT = "count"  # a count or a counter: never negative
    PER_SIDE = "per side"  # a list with one entry for each side
    EITHER = "either"  # 0 or 1: one of a pair (two duellists)


PieceNo = Annotated[int, Ref.PIECE]
SquareNo = Annotated[int, Ref.SQUARE]
SideNo = Annotated[int, Ref.SIDE]
Count = Annotated[int, Ref.COUNT]
Either = Annotated[int, Ref.EITHER]
UNSET = -1

FieldPath = tuple[str | int, ...]
NoneType = type(None)


@dataclass(frozen=True, slots=True)
class Bounds:
    """What the references in a loaded structure may point at."""

    pieces: int
    length: int
    width: int


# --- an immutable JSON mapping ------------------------------------------------------------------
class FrozenMap(Mapping[str, Any]):
    """A read-only JSON mapping, lists inside turned to tuples: the details of an event or a
    prompt, shared between copies of a match because nothing can change them."""

    __slots__ = ("_items",)

    def __init__(self, items: Mapping[str, Any] | None = None) -> None:
        self._items: dict[str, Any] = (
            {} if not items else {k: v if type(v) in SCALARS else freeze(v) for k, v in items.items()}
        )

    @classmethod
    def of_frozen(cls, items: dict[str, Any]) -> FrozenMap:
        """Wrap ``items``, whose values are already scalars or tuples of them, without a copy:
        the caller gives the dict up (the hot path of every die rolled)."""
        made = cls.__new__(cls)
        made._items = items
        return made

    def __getitem__(self, key: str) -> Any:
        return self._items[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._items)

    def __len__(self) -> int:
        return len(self._items)

    def __hash__(self) -> int:
        return hash(tuple(self._items.items()))

    def __repr__(self) -> str:
        return f"FrozenMap({self._items!r})"

    def __reduce__(self) -> tuple[type[FrozenMap], tuple[dict[str, Any]]]:
        return FrozenMap, (thaw(self),)


EMPTY = FrozenMap()
SCALARS = frozenset({int, str, float, bool, NoneType})


def freeze(value: Any) -> Any:
    """JSON data made immutable: mappings become FrozenMaps and lists tuples."""
    kind = type(value)
    if kind in SCALARS or kind is FrozenMap:
        return value
    if kind is list or kind is tuple:
        return tuple(v if type(v) in SCALARS else freeze(v) for v in value)
    if kind is dict or isinstance(value, Mapping):
        return FrozenMap(value)
    if isinstance(value, enum.Enum):
        return value.value
    raise TypeError(f"{describe_value(value)} is not plain JSON data")


def thaw(value: Any) -> Any:
    """Frozen (or any) JSON data as fresh dicts and lists, as ``json`` writes them."""
    kind = type(value)
    if kind in SCALARS:
        return value
    if kind is FrozenMap:
        items = value._items
    elif kind is dict:
        items = value
    elif kind is list or kind is tuple:
        return [v if type(v) in SCALARS else thaw(v) for v in value]
    elif isinstance(value, Mapping):
        items = dict(value.items())
    else:
        return value
    return {k: v if type(v) in SCALARS else thaw(v) for k, v in items.items()}


def copy_json(value: Any) -> Any:
    """A deep copy of JSON data: dicts and lists are new, everything else is immutable."""
    kind = type(value)
    if kind is dict:
        return {k: copy_json(v) for k, v in value.items()}
    if kind is list:
        return [copy_json(v) for v in value]
    return value


# --- types, taken apart ------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Field:
    name: str
    type: Any
    default: Any  # dataclasses.MISSING when there is none
    factory: Any  # likewise

    @property
    def required(self) -> bool:
        return self.default is dataclasses.MISSING and self.factory is dataclasses.MISSING

    def make_default(self) -> Any:
        return self.factory() if self.factory is not dataclasses.MISSING else self.default


@dataclass(frozen=True, slots=True)
class Leaf:
    """A type with its own copy, dump and load (the dice); ``load`` raises ValueError."""

    copy: Callable[[Any], Any]
    dump: Callable[[Any], Any]
    load: Callable[[Any], Any]


@dataclass(frozen=True, slots=True)
class Family:
    """A base class whose members are told apart in JSON by a name under ``tag``."""

    tag: str
    what: str  # in error messages: "procedure"
    members: Callable[[], Mapping[str, type]]
    name_of: Callable[[type], str]


LEAVES: dict[Any, Leaf] = {}
FAMILIES: dict[type, Family] = {}


def strip(tp: Any) -> tuple[Any, tuple[Any, ...]]:
    """``Annotated[int, Ref.PIECE]`` -> ``(int, (Ref.PIECE,))``."""
    markers: tuple[Any, ...] = ()
    while get_origin(tp) is Annotated:
        markers += tp.__metadata__
        tp = tp.__origin__
    return tp, markers


def optional_of(tp: Any) -> Any | None:
    """``X | None`` -> ``X``; anything else -> None."""
    if get_origin(tp) in (Union, types.UnionType):
        args = [a for a in get_args(tp) if a is not NoneType]
        if len(args) == 1 and len(get_args(tp)) == 2:
            return args[0]
    return None


def is_record(tp: Any) -> bool:
    return isinstance(tp, type) and (dataclasses.is_dataclass(tp) or hasattr(tp, "_field_defaults"))


@cache
def fields_of(cls: type) -> tuple[Field, ...]:
    """A dataclass's or NamedTuple's fields with their resolved types and defaults."""
    hints = get_type_hints(cls, include_extras=True)
    if dataclasses.is_dataclass(cls):
        return tuple(
            Field(f.name, hints[f.name], f.default, f.default_factory) for f in dataclasses.fields(cls)
        )
    defaults: dict[str, Any] = cls._field_defaults  # type: ignore[attr-defined]
    names: tuple[str, ...] = cls._fields  # type: ignore[attr-defined]
    return tuple(
        Field(name, hints[name], defaults.get(name, dataclasses.MISSING), dataclasses.MISSING)
        for name in names
    )


def frozen(cls: type) -> bool:
    if dataclasses.is_dataclass(cls):
        return bool(cls.__dataclass_params__.frozen)  # type: ignore[attr-defined]
    return True  # a NamedTuple


@cache
def is_immutable(tp: Any) -> bool:
    """True for values nothing can change, which copies may therefore share."""
    tp, _ = strip(tp)
    if tp in SCALARS or tp is FrozenMap:
        return True
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return True
    origin = get_origin(tp)
    if origin is Literal:
        return True
    if origin in (Union, types.UnionType, tuple, frozenset):
        return all(is_immutable(arg) for arg in get_args(tp) if arg is not Ellipsis)
    if tp in LEAVES or tp in FAMILIES:
        return False
    if is_record(tp):
        return frozen(tp) and all(is_immutable(f.type) for f in fields_of(tp))
    return False
