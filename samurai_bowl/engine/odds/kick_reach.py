"""Where a kick aimed at a square may come down (R12.2, R12.4), for the kicking coach choosing it.

The ball scatters from the aimed square a d8 direction and a d6 of squares (the rule option
``ball.kickoff_scatter``), then bounces one square more (a d8): the square it comes down on is
where the receiving team may catch it. Off the pitch on the way, or down in the kicking half, it
is a touchback (R12.4). Every face of every die is counted, each as likely as the next, so the
chances are exact fractions; nothing is rolled. The kickoff chart is rolled after the coach aims
and before the ball comes down, and a Gust of Wind (R13) scatters it 2d6 instead: unless given the
distance dice, :func:`kick_reach` counts both, each as often as the chart rolls it.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from itertools import product
from typing import TYPE_CHECKING

from samurai_bowl.data.charts import KickoffEvent
from samurai_bowl.engine.rules.ball_flight import travel

if TYPE_CHECKING:
    from samurai_bowl.data.dice import Dice
    from samurai_bowl.engine.match import Match

DIRECTIONS = range(1, 9)  # the d8 of the scatter chart


@dataclass(frozen=True)
class KickReach:
    """The squares a kick aimed at ``target`` may come down on, each with its chance, and the
    chance that it comes down in the receiving half (no touchback)."""

    target: int
    landings: dict[int, Fraction]  # only squares on the pitch; the rest of the chance is off it
    receiving: Fraction
    gust: Fraction = Fraction(0)  # how often the Gust of Wind's scatter is counted in (R13)


def distance_chances(dice: Dice) -> dict[int, Fraction]:
    """The chance of each total of ``dice`` (a d6: 1/6 each; 2d6: 1/36 for 2, ...)."""
    totals: dict[int, Fraction] = {}
    each = Fraction(1, dice.sides**dice.count)
    for faces in product(range(1, dice.sides + 1), repeat=dice.count):
        totals[sum(faces)] = totals.get(sum(faces), Fraction(0)) + each
    return totals


def gust_chance(m: Match) -> Fraction:
    """The chance that the kickoff chart rolls a Gust of Wind (R13)."""
    chart = m.data.kickoff
    return sum(
        (
            chance
            for total, chance in distance_chances(chart.dice).items()
            if chart.lookup(total).id == KickoffEvent.GUST_OF_WIND
        ),
        Fraction(0),
    )


def kick_reach(m: Match, target: int, receiver: int, distance: Dice | None = None) -> KickReach:
    """Every way the ball aimed at ``target`` can scatter and bounce (R12.2): d8 × the distance
    dice × the bounce's d8. Unless ``distance`` is given, the kickoff chart's Gust of Wind is
    counted too: ``ball.gust_of_wind_scatter`` as often as the chart rolls it (R13), and
    ``ball.kickoff_scatter`` otherwise."""
    if distance is not None:
        return _reach(m, target, receiver, distance)
    gust = gust_chance(m)
    plain = _reach(m, target, receiver, m.rules.ball.kickoff_scatter)
    if gust == 0:
        return plain
    windy = _reach(m, target, receiver, m.rules.ball.gust_of_wind_scatter)
    landings = {
        square: (1 - gust) * plain.landings.get(square, Fraction(0))
        + gust * windy.landings.get(square, Fraction(0))
        for square in [*plain.landings, *(s for s in windy.landings if s not in plain.landings)]
    }
    return KickReach(target, landings, (1 - gust) * plain.receiving + gust * windy.receiving, gust)


def _reach(m: Match, target: int, receiver: int, dice: Dice) -> KickReach:
    pitch, chart = m.pitch, m.data.scatter
    direction = Fraction(1, len(DIRECTIONS))
    landings: dict[int, Fraction] = {}
    for face, (squares, chance) in product(DIRECTIONS, distance_chances(dice).items()):
        end, _ = travel(pitch, target, chart.step(face), squares)
        if end is None:
            continue  # out of play: a touchback
        for bounce in DIRECTIONS:
            down, _ = travel(pitch, end, chart.step(bounce), 1)
            if down is not None:
                landings[down] = landings.get(down, Fraction(0)) + direction * chance * direction
    receiving = sum((c for s, c in landings.items() if int(pitch.half_of(s)) == receiver), Fraction(0))
    return KickReach(target, landings, receiving)
