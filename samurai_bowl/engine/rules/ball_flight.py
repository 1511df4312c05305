"""How the ball travels (R6.4 bounce, R6.6 throw-in, R10.2 and R12.2 scatter): squares only.

These functions say where the ball goes and which dice they rolled; who may catch it where it
lands is the engine's business.
"""

from __future__ import annotations

from dataclasses import dataclass

from samurai_bowl.data.charts import ScatterChart
from samurai_bowl.data.dice import Dice
from samurai_bowl.engine.dice.rolled import DieRoll, roll, roll_total
from samurai_bowl.engine.dice.sources import DiceSource, DieKind
from samurai_bowl.engine.state.pitch import Pitch


@dataclass(frozen=True, slots=True)
class Flight:
    """Where the ball went: ``end`` is None when it left the pitch; then ``last`` is the last
    square on the pitch it crossed and ``exit_step`` the step that took it off."""

    end: int | None
    last: int
    exit_step: tuple[int, int]
    rolls: tuple[DieRoll, ...]


def travel(pitch: Pitch, start: int, step: tuple[int, int], squares: int) -> tuple[int | None, int]:
    """Move ``squares`` squares in a straight line; (end or None if it leaves, last on-pitch square)."""
    here = start
    for _ in range(squares):
        nxt = pitch.step(here, *step)
        if nxt is None:
            return None, here
        here = nxt
    return here, here


def scatter(
    pitch: Pitch, chart: ScatterChart, dice: DiceSource, start: int, purpose: str, squares: int = 1
) -> Flight:
    """A d8 direction and ``squares`` squares that way: a bounce is one square (R6.4)."""
    direction = roll(dice, DieKind.D8, purpose)
    step = chart.step(direction.value)
    end, last = travel(pitch, start, step, squares)
    return Flight(end, last, step, (direction,))


def kick(pitch: Pitch, chart: ScatterChart, dice: DiceSource, target: int, distance: Dice) -> Flight:
    """R12.2: the kicked ball scatters a d8 direction and ``distance`` squares (d6, 2d6 in a gust)."""
    direction = roll(dice, DieKind.D8, "kickoff direction")
    squares, distance_rolls = roll_total(dice, distance, "kickoff distance")
    step = chart.step(direction.value)
    end, last = travel(pitch, target, step, squares)
    return Flight(end, last, step, (direction, *distance_rolls))


def throw_in(pitch: Pitch, dice: DiceSource, last: int, exit_step: tuple[int, int], distance: Dice) -> Flight:
    """R6.6: the crowd throws the ball back from the last square on the pitch, a d3 of the three
    directions facing the pitch, ``distance`` squares; again whenever it leaves.

    [I] A ball leaving over a side line (y) is thrown back across the pitch's width even when it
    left through a corner; over an end line (x), back along its length.
    """
    rolls: list[DieRoll] = []
    while True:
        inward = _facing_pitch(pitch, last, exit_step)
        pick = roll(dice, DieKind.D3, "throw-in direction")
        squares, distance_rolls = roll_total(dice, distance, "throw-in distance")
        rolls += [pick, *distance_rolls]
        step = inward[pick.value - 1]
        end, last = travel(pitch, last, step, squares)
        if end is not None:
            return Flight(end, last, step, tuple(rolls))
        exit_step = step


def _facing_pitch(pitch: Pitch, last: int, exit_step: tuple[int, int]) -> tuple[tuple[int, int], ...]:
    x, y = pitch.xy(last)
    dx, dy = exit_step
    if dy and not 0 <= y + dy < pitch.width:
        inward_y = -dy
        return ((-1, inward_y), (0, inward_y), (1, inward_y))
    inward_x = -dx if dx else (1 if x == 0 else -1)
    return ((inward_x, -1), (inward_x, 0), (inward_x, 1))
