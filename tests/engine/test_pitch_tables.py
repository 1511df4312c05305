"""The pitch's tables of coordinates and distances, read instead of working them out: each holds
what the formula gives, for every square and every pair of squares, on the game's pitch and on
pitches of other sizes; an int that is no square of the pitch is still answered by the formula."""

from __future__ import annotations

import pytest

from samurai_bowl.data import GameData
from samurai_bowl.data.rules import PitchRules
from samurai_bowl.engine.state.pitch import Pitch, pitch_for


def pitches(data: GameData) -> list[Pitch]:
    game = data.rules.pitch
    other = PitchRules.model_validate(
        {**game.model_dump(), "length": 12, "width": 7, "end_zone_depth": 1, "wide_zone_width": 2}
    )
    return [pitch_for(game), Pitch(other)]


def test_every_square_has_the_coordinates_of_the_formula(data: GameData) -> None:
    for pitch in pitches(data):
        for square in range(pitch.size):
            assert pitch.xy(square) == (square % pitch.length, square // pitch.length)
            assert pitch.square(*pitch.xy(square)) == square


def test_every_pair_of_squares_is_as_far_apart_as_the_formula_says(data: GameData) -> None:
    for pitch in pitches(data):
        for a in range(pitch.size):
            ax, ay = a % pitch.length, a // pitch.length
            for b in range(pitch.size):
                bx, by = b % pitch.length, b // pitch.length
                assert pitch.distance(a, b) == max(abs(ax - bx), abs(ay - by)), (a, b)


@pytest.mark.parametrize("square", [-1, -30, 10_000])
def test_an_int_off_the_pitch_is_answered_by_the_formula(data: GameData, square: int) -> None:
    pitch = pitch_for(data.rules.pitch)
    assert pitch.xy(square) == (square % pitch.length, square // pitch.length)
    x, y = pitch.xy(square)
    assert pitch.distance(square, 0) == max(abs(x), abs(y)) == pitch.distance(0, square)
