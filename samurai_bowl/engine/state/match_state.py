"""Everything that changes during a match, in one plain-data value.

:class:`MatchState` holds the score and counters, the models and the ball, every lasting effect, the
procedure stack and the pending prompt, the dice, the actions taken and the events they made. A
:class:`~samurai_bowl.engine.match.Match` owns one and reads and writes it as rules run; saving,
loading, copying and comparing are derived from these field types
(:mod:`samurai_bowl.engine.plain`), so a field added here needs no other line to be saved, loaded,
copied or compared.

What does not change during a match (the game data, the rule options, the teams as they came and the
pitch) stays on the Match, shared by its copies.

What a coach may take back is plain data here too: a :class:`TakeBack` is the position before the
first of the coach's actions that no die has followed, and those actions in order. Taking the last
one back restores the position and plays the others again (they roll nothing, so they come out
the same); the rules are in :mod:`samurai_bowl.engine.rules.undo`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Any, TypeVar

from samurai_bowl.engine.actions import Action
from samurai_bowl.engine.dice.sources import DiceSource
from samurai_bowl.engine.events import Event
from samurai_bowl.engine.plain import (
    LEAVES,
    Count,
    Leaf,
    PieceNo,
    Ref,
    SideNo,
    SquareNo,
    copier,
    copy_json,
    dumper,
)
from samurai_bowl.engine.procedure import Procedure, Prompt
from samurai_bowl.engine.state.pieces import Piece


class Position:
    """A match state kept to go back to. Read from a save it is first only JSON (``raw``): the
    save's check reads it against the match's models and pitch
    (:func:`samurai_bowl.engine.loading.checks.check_take_back`)."""

    __slots__ = ("raw", "state")

    def __init__(self, state: MatchState | None = None, raw: dict[str, Any] | None = None) -> None:
        self.state = state
        self.raw = raw

    def copy(self) -> Position:
        return Position(None if self.state is None else self.state.copy(), copy_json(self.raw))

    def dump(self) -> dict[str, Any]:
        if self.state is None:
            assert self.raw is not None
            return copy_json(self.raw)  # type: ignore[no-any-return]
        return self.state.dump()


def _load(value: Any) -> Position:
    if type(value) is not dict:
        raise ValueError("must be a mapping of the match's fields")
    return Position(raw=copy_json(value))


LEAVES[Position] = Leaf(copy=Position.copy, dump=Position.dump, load=_load)


@dataclass(slots=True)
class TakeBack:
    side: SideNo  # the coach who may take back
    base: Position  # the position before the first of ``actions``
    actions: list[Action] = field(default_factory=list)  # his actions since, none of them rolling a die


T = TypeVar("T")
PerSide = Annotated[list[T], Ref.PER_SIDE]  # one entry for home, one for away


@dataclass(slots=True)
class TeamState:
    name: str
    clan: str
    rerolls_bought: Count
    score: Count = 0
    turn: Count = 0  # the turn counter, 0 before the half's first turn (R4.1)
    rerolls: Count = 0
    reroll_used: bool = False  # one team re-roll per turn (R11.1)
    drive_rerolls: Count = 0  # of ``rerolls``, bonus ones that last only this drive (Rallying Cry)

    def spend_reroll(self) -> None:
        """Use a team re-roll: a bonus one for the drive goes first."""
        self.rerolls -= 1
        self.reroll_used = True
        self.drive_rerolls = max(0, self.drive_rerolls - 1)

    def end_drive(self) -> None:
        """Bonus re-rolls not used this drive are lost."""
        self.rerolls -= self.drive_rerolls
        self.drive_rerolls = 0


@dataclass(slots=True)
class Ball:
    square: SquareNo | None = None  # where it lies or is carried; None before a kickoff
    carrier: PieceNo | None = None  # the model holding it

    @property
    def loose(self) -> bool:
        return self.square is not None and self.carrier is None


@dataclass(slots=True, eq=False)
class MatchState:
    """The whole changing state of a match. Model sets hold piece indices."""

    seed: Count
    dice: DiceSource
    teams: PerSide[TeamState]
    pieces: list[Piece]
    ball: Ball = field(default_factory=Ball)
    # the clock
    half: Count = 0
    turn_seq: Count = 0  # counts every team turn of the match, for R4.5
    active: SideNo | None = None  # the side whose turn it is
    acted: set[PieceNo] = field(default_factory=set)  # models activated this turn (R4.2)
    action_used: bool = False  # the active team has passed, blocked or fouled this turn (R4.2)
    first_kicker: SideNo | None = None
    kicker: SideNo | None = None
    over: bool = False
    conceded: SideNo | None = None  # the side that conceded the match (R3.8)
    touchdown: SideNo | None = None  # the side that scored this drive
    turnover: bool = False
    roll_ok: bool | None = None  # a finished roll procedure's answer to its parent
    weather: str = ""
    # models
    stunned_at: dict[PieceNo, Count] = field(default_factory=dict)  # the turn_seq he was stunned in
    injuries: dict[PieceNo, str] = field(default_factory=dict)  # casualties of this match: Sigudu result
    took_part: set[PieceNo] = field(default_factory=set)  # on the pitch at this drive's kickoff
    played: set[PieceNo] = field(default_factory=set)  # on the pitch at any kickoff (R19.2 MVP)
    cold: set[PieceNo] = field(default_factory=set)  # R14: too cold for the next drive
    sitting_out: set[PieceNo] = field(default_factory=set)  # R14: too cold for this drive
    blessed: set[PieceNo] = field(default_factory=set)  # R13 Touch of Amaterasu: +1 to every stat
    portents: set[PieceNo] = field(default_factory=set)  # R13 Evil Portents: -1 to every stat this drive
    absent: set[PieceNo] = field(default_factory=set)  # R17 Shosuro Hametsu: miss the whole game
    stats: dict[PieceNo, dict[str, Count]] = field(default_factory=dict)  # touchdowns, casualties, ...
    # honour, staff and spells
    favor: SideNo | None = None  # R9.6: the side holding the Imperial Favor
    favor_used: bool = False
    argued: PerSide[Count] = field(default_factory=lambda: [0, 0])  # R9.7: the half each last argued in
    grudges: list[tuple[PieceNo, PieceNo]] = field(default_factory=list)  # R9.4: (victim, fouler)
    penalty_upheld: bool = False  # a finished penalty's outcome, for the procedure that asked
    staff_used: PerSide[bool] = field(default_factory=lambda: [False, False])  # R17: once per game
    shugenja_banned: PerSide[bool] = field(default_factory=lambda: [False, False])  # R17 Asako Yasu
    deaths_first_half: PerSide[Count] = field(default_factory=lambda: [0, 0])  # R17 Kakita Shijin
    fury: SideNo | None = None  # R17 Ikoma Ujiaki: the side whose armour rolls get +2 this turn
    spell_cast: PerSide[bool] = field(default_factory=lambda: [False, False])  # R16: one spell per game
    result: dict[str, Any] | None = None  # the post-game record (R19), once the match is over
    take_back: TakeBack | None = None  # what the deciding coach may still take back (engine/rules/undo.py)
    # what happens next, and what happened
    stack: list[Procedure] = field(default_factory=list)
    prompt: Prompt | None = None
    history: list[Action] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)

    def copy(self) -> MatchState:
        """An independent copy: nothing mutable is shared (events and actions cannot change)."""
        copied: MatchState = copier(MatchState)(self)
        return copied

    def dump(self) -> dict[str, Any]:
        """Plain JSON data."""
        return dumper(MatchState)(self)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, MatchState) and self.dump() == other.dump()

    __hash__ = None  # type: ignore[assignment]
