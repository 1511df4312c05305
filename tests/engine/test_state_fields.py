"""A Match forwards every field of its state, listed with its type in real source: the list and the
state agree, and a type checker sees a Match as it is (no copy() or dump() of the state's)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from samurai_bowl.data import GameData
from samurai_bowl.engine import Match
from samurai_bowl.engine.state.fields import StateFields
from samurai_bowl.engine.state.match_state import MatchState
from tests.engine.test_undo import a_match


def test_every_state_field_is_listed_with_its_type() -> None:
    listed = {
        name: annotation
        for name, annotation in StateFields.__annotations__.items()
        if name != "state"  # the state itself
    }
    state = {field.name: f"Forward[{field.type}]" for field in dataclasses.fields(MatchState)}
    assert listed == state


def test_a_field_read_and_written_on_the_match_is_the_state_s(data: GameData) -> None:
    match = a_match(data, 1)
    match.half = 2
    assert match.state.half == 2
    match.state.grudges.append((1, 2))
    assert match.grudges == [(1, 2)]
    assert isinstance(Match.__dict__.get("half") or StateFields.__dict__["half"], property)
    with pytest.raises(AttributeError):
        match.copy()  # type: ignore[attr-defined]


@pytest.mark.slow
def test_a_type_checker_rejects_what_a_match_does_not_have(tmp_path: Path) -> None:
    api = pytest.importorskip("mypy.api")
    probe = tmp_path / "probe.py"
    lines = [
        "from samurai_bowl.engine import Match",
        "def use(match: Match) -> int:",
        "    match.copy()",
        "    match.dump()",
        '    match.half = "second"',
        "    return match.half + len(match.pieces)",
    ]
    probe.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out, problem, status = api.run([str(probe), "--cache-dir", str(tmp_path / "cache"), "--no-error-summary"])
    errors = [line.split(": error: ")[1] for line in out.splitlines() if ": error: " in line]
    assert status == 1, out + problem
    assert errors == [
        '"Match" has no attribute "copy"; maybe "_copy"?  [attr-defined]',
        '"Match" has no attribute "dump"  [attr-defined]',
        'Incompatible types in assignment (expression has type "str", variable has type "int")  [assignment]',
    ]
