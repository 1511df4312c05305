"""The code the engine writes for itself shows its own lines in a traceback, named for what it is."""

from __future__ import annotations

import linecache
import traceback
from types import SimpleNamespace

import pytest

from samurai_bowl.engine.match import Match, MatchState
from samurai_bowl.engine.plain.generate import copier
from samurai_bowl.engine.state.fields import forward as _forward


def test_a_generated_copier_has_its_lines_where_a_traceback_looks() -> None:
    copy = copier(MatchState)
    code = copy.__code__
    assert code.co_filename.startswith("<samurai_bowl generated") and "copy" in code.co_filename
    source: str = copy.__source__  # type: ignore[attr-defined]
    shown = [linecache.getline(code.co_filename, n).rstrip("\n") for n in range(1, source.count("\n") + 2)]
    assert shown == source.split("\n")


def test_a_traceback_through_a_generated_writer_shows_its_line() -> None:
    write = _forward("half").fset
    assert write is not None
    with pytest.raises(AttributeError) as raised:
        write(SimpleNamespace(state=object()), 2)  # a state that takes no fields
    told = "".join(traceback.format_exception(raised.value))
    assert "write Match.half" in told and "match.state.half = value" in told
    assert isinstance(Match.half, property)
