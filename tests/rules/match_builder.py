"""Matches in a given position with scripted dice, for rule tests through the public API."""

from __future__ import annotations

from typing import Any

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.dice.sources import ScriptedDice
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.scenarios.position import Placement, match_at_turn
from samurai_bowl.engine.state.pieces import Status
from samurai_bowl.teams.model import Team
from tests.rules.builder import PITCH
from tests.teams.helpers import make_team


def sq(x: int, y: int) -> int:
    return PITCH.square(x, y)


def position(
    data: GameData,
    home: Team,
    away: Team,
    dice: list[tuple[str, Any]],
    at: dict[int, tuple[int, int] | tuple[int, int, Status]],
    **kwargs: Any,
) -> tuple[Match, ScriptedDice]:
    """``at`` maps piece index (home players first, then away) to (x, y[, status])."""
    scripted = ScriptedDice(dice, data.block_dice)
    placements = [
        Placement(i, sq(spot[0], spot[1]), spot[2] if len(spot) == 3 else Status.STANDING)
        for i, spot in at.items()
    ]
    return match_at_turn(data, home, away, scripted, placements, **kwargs), scripted


def crane_v_lion() -> tuple[Team, Team]:
    """Crane (0-6 linemen, 7-8 throwers, 9-10 catchers) against Lion (11-21 linemen)."""
    return (
        make_team("crane", {"lineman": 7, "thrower": 2, "catcher": 2}, name="Cranes"),
        make_team("lion", {"lineman": 11}, name="Lions"),
    )


def crane_v_crab() -> tuple[Team, Team]:
    """Crane against Crab (11-21 linemen with Tackle and Block)."""
    return crane_v_lion()[0], make_team("crab", {"lineman": 11}, name="Crabs")


def activate(m: Match, piece: int) -> None:
    m.apply(Action(Act.ACTIVATE, piece=piece))


def move(m: Match, piece: int, x: int, y: int) -> list[str]:
    return [e.text for e in m.apply(Action(Act.MOVE, piece=piece, square=sq(x, y)))]
