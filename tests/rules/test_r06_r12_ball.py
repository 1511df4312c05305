"""R6.4 bounces, R6.6 throw-ins and R12.2 kickoff scatter: where the ball goes, and the dice it took."""

from __future__ import annotations

from samurai_bowl.data import GameData
from samurai_bowl.data.dice import Dice
from samurai_bowl.engine.dice.sources import ScriptedDice
from samurai_bowl.engine.rules.ball_flight import kick, scatter, throw_in
from tests.rules.builder import PITCH

D6, TWO_D6 = Dice(1, 6), Dice(2, 6)


def sq(x: int, y: int) -> int:
    return PITCH.square(x, y)


def test_r6_4_a_bounce_is_one_square_in_a_d8_direction(data: GameData) -> None:
    dice = ScriptedDice([("d8", 7)])
    flight = scatter(PITCH, data.scatter, dice, sq(10, 6), "bounce")
    assert flight.end == sq(10, 7)
    assert [(r.kind.value, r.value, r.purpose) for r in flight.rolls] == [("d8", 7, "bounce")]
    dice.finish()


def test_r6_4_a_bounce_can_leave_the_pitch(data: GameData) -> None:
    flight = scatter(PITCH, data.scatter, ScriptedDice([("d8", 2)]), sq(4, 0), "bounce")
    assert flight.end is None and flight.last == sq(4, 0) and flight.exit_step == (0, -1)


def test_r12_2_kickoff_scatters_d8_direction_d6_squares(data: GameData) -> None:
    dice = ScriptedDice([("d8", 5), ("d6", 4)])
    flight = kick(PITCH, data.scatter, dice, sq(16, 6), D6)
    assert flight.end == sq(20, 6)
    dice.finish()


def test_r13_gust_of_wind_scatters_2d6(data: GameData) -> None:
    dice = ScriptedDice([("d8", 5), ("d6", 3), ("d6", 2)])
    assert kick(PITCH, data.scatter, dice, sq(14, 6), TWO_D6).end == sq(19, 6)
    dice.finish()


def test_r12_4_a_long_kick_leaves_the_pitch(data: GameData) -> None:
    flight = kick(PITCH, data.scatter, ScriptedDice([("d8", 5), ("d6", 6)]), sq(20, 6), D6)
    assert flight.end is None and flight.last == sq(23, 6)


def test_r6_6_throw_in_from_the_side_line() -> None:
    # left over the top side line (y < 0): the crowd throws it down into the pitch
    dice = ScriptedDice([("d3", 2), ("d6", 3), ("d6", 2)])
    flight = throw_in(PITCH, dice, sq(10, 0), (0, -1), TWO_D6)
    assert flight.end == sq(10, 5)
    dice.finish()
    dice = ScriptedDice([("d3", 1), ("d6", 1), ("d6", 1)])
    assert throw_in(PITCH, dice, sq(10, 13), (0, 1), TWO_D6).end == sq(8, 11)


def test_r6_6_throw_in_from_the_end_line_and_again_if_it_leaves() -> None:
    # over the right end line: thrown back left; d3 = 1 goes up-left, 2d6 = 9 runs off the top,
    # so it is thrown in again from where it left: d3 = 3 (down-right), 2 squares
    dice = ScriptedDice([("d3", 1), ("d6", 4), ("d6", 5), ("d3", 3), ("d6", 1), ("d6", 1)])
    flight = throw_in(PITCH, dice, sq(23, 3), (1, 0), TWO_D6)
    assert flight.end == sq(22, 2)
    assert len(flight.rolls) == 6
    dice.finish()
