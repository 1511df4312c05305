"""Plain-data structures: copies, dumps and checked loads derived from type hints alone."""

from __future__ import annotations

import pickle
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Literal

import pytest

from samurai_bowl.engine.plain import (
    EMPTY,
    Bounds,
    Count,
    FrozenMap,
    PieceNo,
    SideNo,
    SquareNo,
    at,
    copier,
    dumper,
    freeze,
    is_immutable,
    loader,
    thaw,
)
from samurai_bowl.errors import FieldProblem

BOUNDS = Bounds(pieces=4, length=6, width=5)


class Mood(StrEnum):
    CALM = "calm"
    ANGRY = "angry"


@dataclass(frozen=True, slots=True)
class Note:
    text: str
    details: FrozenMap = EMPTY


@dataclass(slots=True)
class Inner:
    counts: dict[str, int] = field(default_factory=dict)
    squares: list[SquareNo] = field(default_factory=list)


@dataclass
class Outer:
    name: str
    who: PieceNo = -1
    side: SideNo | None = None
    mood: Mood = Mood.CALM
    phase: Literal["start", "end"] = "start"
    seen: set[PieceNo] = field(default_factory=set)
    pairs: list[tuple[PieceNo, PieceNo]] = field(default_factory=list)
    by_piece: dict[PieceNo, dict[str, Count]] = field(default_factory=dict)
    inner: Inner = field(default_factory=Inner)
    inners: list[Inner] = field(default_factory=list)
    notes: list[Note] = field(default_factory=list)
    extra: dict[str, Any] | None = None


def full() -> Outer:
    return Outer(
        name="a",
        who=2,
        side=1,
        mood=Mood.ANGRY,
        phase="end",
        seen={0, 3},
        pairs=[(0, 1)],
        by_piece={1: {"blocks": 2}},
        inner=Inner({"x": 1}, [5, 6]),
        inners=[Inner({"y": 2}, [7])],
        notes=[Note("hi", FrozenMap({"values": [1, 2]}))],
        extra={"deep": [{"x": 1}]},
    )


def load(tp: Any, value: Any) -> Any:
    return loader(tp)(value, at("top"), BOUNDS)


def test_a_copy_is_equal_and_independent_and_shares_only_what_cannot_change() -> None:
    original = full()
    twin = copier(Outer)(original)
    assert dumper(Outer)(twin) == dumper(Outer)(original)
    for name in ("seen", "pairs", "by_piece", "inner", "inners", "extra"):
        assert getattr(twin, name) is not getattr(original, name), name
    assert twin.by_piece[1] is not original.by_piece[1] and twin.inners[0] is not original.inners[0]
    assert twin.extra["deep"][0] is not original.extra["deep"][0]  # type: ignore[index]
    assert twin.notes[0] is original.notes[0] and twin.pairs[0] is original.pairs[0]  # immutable: shared
    twin.inner.squares.append(9)
    twin.by_piece[1]["blocks"] = 7
    assert original.inner.squares == [5, 6] and original.by_piece == {1: {"blocks": 2}}


def test_what_counts_as_immutable() -> None:
    assert is_immutable(Note) and is_immutable(tuple[PieceNo, PieceNo]) and is_immutable(Mood)
    assert not is_immutable(Inner) and not is_immutable(list[int]) and not is_immutable(Outer)


def test_a_dump_leaves_out_defaults_and_loads_back_to_the_same() -> None:
    assert dumper(Outer)(Outer(name="b")) == {"name": "b"}
    dumped = dumper(Outer)(full())
    assert (
        dumped["seen"] == [0, 3] and dumped["by_piece"] == {"1": {"blocks": 2}} and dumped["mood"] == "angry"
    )
    assert dumped["notes"] == [{"text": "hi", "details": {"values": [1, 2]}}] and dumped["pairs"] == [[0, 1]]
    again = load(Outer, dumped)
    assert dumper(Outer)(again) == dumped and again.pairs == [(0, 1)] and again.mood is Mood.ANGRY


@pytest.mark.parametrize(
    ("value", "where", "message"),
    [
        ({"name": 3}, "top.name", "must be text (got 3)"),
        ({}, "top.name", "is required but missing"),
        ({"name": "a", "colour": 1}, "top.colour", "is not a known field"),
        ({"name": "a", "who": 4}, "top.who", "no model 4 (the match has 4, from 0)"),
        ({"name": "a", "who": -2}, "top.who", "no model -2"),
        ({"name": "a", "who": True}, "top.who", "must be a whole number (got true)"),
        ({"name": "a", "side": 2}, "top.side", "must be 0 (home) or 1 (away) (got 2)"),
        ({"name": "a", "mood": "sad"}, "top.mood", "must be one of 'calm', 'angry' (got 'sad')"),
        ({"name": "a", "phase": "middle"}, "top.phase", "must be one of 'start', 'end' (got 'middle')"),
        ({"name": "a", "seen": [1, 1]}, "top.seen", "lists 1 twice"),
        ({"name": "a", "pairs": [[0, 1, 2]]}, "top.pairs[0]", "must be a list of 2 (got a list of 3)"),
        ({"name": "a", "by_piece": {"x": {}}}, "top.by_piece.x", "is not a whole number"),
        ({"name": "a", "by_piece": {"1": {"blocks": -1}}}, "top.by_piece.1.blocks", "must be ≥ 0 (got -1)"),
        ({"name": "a", "inner": {"squares": [30]}}, "top.inner.squares[0]", "no square 30 on the 6×5 pitch"),
        (
            {"name": "a", "inners": [{}, {"counts": []}]},
            "top.inners[1].counts",
            "must be a mapping (got an empty list)",
        ),
        (
            {"name": "a", "notes": [{"text": "x", "details": [1]}]},
            "top.notes[0].details",
            "must be a mapping (got a list of 1)",
        ),
    ],
)
def test_a_bad_value_is_one_problem_naming_its_field(value: Any, where: str, message: str) -> None:
    with pytest.raises(FieldProblem) as info:
        load(Outer, value)
    assert info.value.field == where and message in info.value.message


def test_minus_one_means_not_chosen_only_where_it_is_the_default() -> None:
    assert load(Outer, {"name": "a", "who": -1}).who == -1
    with pytest.raises(FieldProblem, match="no model -1"):
        load(Outer, {"name": "a", "seen": [-1]})


def test_loading_never_shares_with_the_data_it_read() -> None:
    data = {"name": "a", "extra": {"deep": [1]}, "inner": {"squares": [1]}}
    made = load(Outer, data)
    data["extra"]["deep"].append(2)
    data["inner"]["squares"].append(2)
    assert made.extra == {"deep": [1]} and made.inner.squares == [1]


def test_a_frozen_map_cannot_change_compares_hashes_and_pickles() -> None:
    frozen = FrozenMap({"a": [1, {"b": [2]}], "c": 3})
    assert frozen["a"] == (1, FrozenMap({"b": (2,)})) and frozen == {"a": (1, {"b": (2,)}), "c": 3}
    with pytest.raises(TypeError):
        frozen["c"] = 4  # type: ignore[index]
    assert not hasattr(frozen, "__dict__") and hash(frozen) == hash(FrozenMap({"a": [1, {"b": [2]}], "c": 3}))
    assert pickle.loads(pickle.dumps(frozen)) == frozen
    assert thaw(frozen) == {"a": [1, {"b": [2]}], "c": 3} and freeze(thaw(frozen)) == frozen
    with pytest.raises(TypeError, match="is not plain JSON data"):
        FrozenMap({"a": object()})
