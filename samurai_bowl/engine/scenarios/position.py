"""Building a match in the middle of a turn: for scenarios, tests and puzzles."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from samurai_bowl.data.loader import GameData
from samurai_bowl.engine.dice.sources import DiceSource
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.rules.match_sequence import Drive, Game, Half
from samurai_bowl.engine.rules.turn import Turn
from samurai_bowl.engine.state.pieces import Status
from samurai_bowl.teams.model import Team


@dataclass(frozen=True)
class Placement:
    piece: int  # index in the match: home players first (by number), then away
    square: int
    status: Status = Status.STANDING


def match_at_turn(
    data: GameData,
    home: Team,
    away: Team,
    dice: DiceSource,
    placements: Sequence[Placement],
    *,
    active: int = 0,
    half: int = 1,
    turns: tuple[int, int] = (1, 1),
    rerolls: tuple[int, int] = (0, 0),
    ball_carrier: int | None = None,
    ball_square: int | None = None,
    weather: str = "light_of_amaterasu",
    boxes: dict[int, Status] | None = None,
    options: dict[str, Any] | None = None,
) -> Match:
    """A match at the start of ``active``'s turn ``turns[active]`` with the models placed.

    Everyone not placed waits in the reserves, unless ``boxes`` puts them elsewhere (KO, ...).
    The placed models took part in this drive, as if they had been on the pitch at its kickoff
    (Freezing Cold's drive-end rolls, R14) and played in the match (MVP candidates, R19.2).
    """
    m = _placed(data, home, away, dice, placements, boxes, options, half, weather)
    m.took_part = {p.index for p in m.pieces if p.square is not None}
    m.played = set(m.took_part)
    if ball_carrier is not None:
        m.ball.carrier, m.ball.square = ball_carrier, m.pieces[ball_carrier].square
    elif ball_square is not None:
        m.ball.square = ball_square
    for side, team in enumerate(m.teams):
        team.turn = turns[side] - (1 if side == active else 0)  # the turn's start moves it on
        team.rerolls = rerolls[side]
    kicker = 1 - active
    m.first_kicker = kicker if half == 1 else active
    m.kicker = kicker
    m.turn_seq = sum(turns) - 1
    game = Game(phase="second_half" if half == 1 else "grudges")
    m._resume(
        [
            game,
            Half(number=half, phase="after_drive"),
            Drive(kicker=kicker, phase="turns", next_side=1 - active),
            Turn(side=active),
        ]
    )
    return m


def match_at_kickoff(
    data: GameData,
    home: Team,
    away: Team,
    dice: DiceSource,
    placements: Sequence[Placement],
    *,
    kicker: int = 0,
    half: int = 1,
    turns: tuple[int, int] = (0, 0),
    rerolls: tuple[int, int] = (0, 0),
    weather: str = "light_of_amaterasu",
    boxes: dict[int, Status] | None = None,
    options: dict[str, Any] | None = None,
) -> Match:
    """A match with both teams set up (``placements``), waiting for ``kicker`` to kick off."""
    m = _placed(data, home, away, dice, placements, boxes, options, half, weather)
    for side, team in enumerate(m.teams):
        team.turn, team.rerolls = turns[side], rerolls[side]
    m.first_kicker = kicker if half == 1 else 1 - kicker
    m.kicker = kicker
    m.turn_seq = sum(turns)
    game = Game(phase="second_half" if half == 1 else "grudges")
    m._resume([game, Half(number=half, phase="after_drive"), Drive(kicker=kicker, phase="kickoff")])
    return m


def _placed(
    data: GameData,
    home: Team,
    away: Team,
    dice: DiceSource,
    placements: Sequence[Placement],
    boxes: dict[int, Status] | None,
    options: dict[str, Any] | None,
    half: int,
    weather: str,
) -> Match:
    """A match not yet begun, with the models placed and the boxes filled."""
    m = Match(data, home, away, 0, options, dice, begin=False)
    for placement in placements:
        m.board.place(m.pieces[placement.piece], placement.square, placement.status)
    for index, status in (boxes or {}).items():
        m.pieces[index].status = status
    m.half, m.weather = half, weather
    return m
