"""Every field of a match's state, as a property of the :class:`~samurai_bowl.engine.match.Match`.

Rules read and write the state through the match (``m.half``, ``m.grudges``): ``m.half`` reads
``m.state.half`` and ``m.half = 2`` writes it. Each field is listed here with its type, so a type
checker knows every one and nothing more (a Match has no ``copy()`` or ``dump()`` of the state's);
``tests/engine/test_state_fields.py`` fails when this list and :class:`MatchState` differ.
"""

from __future__ import annotations

from operator import attrgetter
from typing import Any, Protocol, TypeVar, overload

from samurai_bowl.engine.actions import Action
from samurai_bowl.engine.dice.sources import DiceSource
from samurai_bowl.engine.events import Event
from samurai_bowl.engine.plain import Count, PieceNo, SideNo
from samurai_bowl.engine.plain.source import run_source
from samurai_bowl.engine.procedure import Procedure, Prompt
from samurai_bowl.engine.state.match_state import Ball, MatchState, PerSide, TakeBack, TeamState
from samurai_bowl.engine.state.pieces import Piece

T = TypeVar("T")


class Forward(Protocol[T]):
    """The type of a forwarded field: reading it on a match gives the state's value, of type ``T``,
    and only a ``T`` may be written. (At run time each is a ``property``, the fastest to read.)"""

    @overload
    def __get__(self, match: None, owner: type) -> Forward[T]: ...
    @overload
    def __get__(self, match: StateFields, owner: type) -> T: ...
    def __set__(self, match: StateFields, value: T) -> None: ...


def forward(name: str) -> Any:
    """``match.<name>`` reads and writes ``match.state.<name>``: a property whose reader is an
    ``attrgetter`` and whose writer is generated (rules write some fields many times a decision)."""
    space: dict[str, Any] = {}
    run_source(f"def write(match, value):\n    match.state.{name} = value", space, f"write Match.{name}")
    return property(attrgetter(f"state.{name}"), space["write"], doc=f"``state.{name}``")


class StateFields:
    """The state's fields, read and written through the match."""

    state: MatchState

    seed: Forward[Count] = forward("seed")
    dice: Forward[DiceSource] = forward("dice")
    teams: Forward[PerSide[TeamState]] = forward("teams")
    pieces: Forward[list[Piece]] = forward("pieces")
    ball: Forward[Ball] = forward("ball")
    half: Forward[Count] = forward("half")
    turn_seq: Forward[Count] = forward("turn_seq")
    active: Forward[SideNo | None] = forward("active")
    acted: Forward[set[PieceNo]] = forward("acted")
    action_used: Forward[bool] = forward("action_used")
    first_kicker: Forward[SideNo | None] = forward("first_kicker")
    kicker: Forward[SideNo | None] = forward("kicker")
    over: Forward[bool] = forward("over")
    conceded: Forward[SideNo | None] = forward("conceded")
    touchdown: Forward[SideNo | None] = forward("touchdown")
    turnover: Forward[bool] = forward("turnover")
    roll_ok: Forward[bool | None] = forward("roll_ok")
    weather: Forward[str] = forward("weather")
    stunned_at: Forward[dict[PieceNo, Count]] = forward("stunned_at")
    injuries: Forward[dict[PieceNo, str]] = forward("injuries")
    took_part: Forward[set[PieceNo]] = forward("took_part")
    played: Forward[set[PieceNo]] = forward("played")
    cold: Forward[set[PieceNo]] = forward("cold")
    sitting_out: Forward[set[PieceNo]] = forward("sitting_out")
    blessed: Forward[set[PieceNo]] = forward("blessed")
    portents: Forward[set[PieceNo]] = forward("portents")
    absent: Forward[set[PieceNo]] = forward("absent")
    stats: Forward[dict[PieceNo, dict[str, Count]]] = forward("stats")
    favor: Forward[SideNo | None] = forward("favor")
    favor_used: Forward[bool] = forward("favor_used")
    argued: Forward[PerSide[Count]] = forward("argued")
    grudges: Forward[list[tuple[PieceNo, PieceNo]]] = forward("grudges")
    penalty_upheld: Forward[bool] = forward("penalty_upheld")
    staff_used: Forward[PerSide[bool]] = forward("staff_used")
    shugenja_banned: Forward[PerSide[bool]] = forward("shugenja_banned")
    deaths_first_half: Forward[PerSide[Count]] = forward("deaths_first_half")
    fury: Forward[SideNo | None] = forward("fury")
    spell_cast: Forward[PerSide[bool]] = forward("spell_cast")
    result: Forward[dict[str, Any] | None] = forward("result")
    take_back: Forward[TakeBack | None] = forward("take_back")
    stack: Forward[list[Procedure]] = forward("stack")
    prompt: Forward[Prompt | None] = forward("prompt")
    history: Forward[list[Action]] = forward("history")
    events: Forward[list[Event]] = forward("events")
