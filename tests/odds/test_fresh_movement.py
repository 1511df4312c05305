"""The movement a fresh activation gives, as the odds and the path search read it (the weather
looked up once, by its id), is what the rules give in every weather: MA and Surge of Speed squares
of every kind of model, with and without Sprint."""

from __future__ import annotations

import random

import pytest

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.data import GameData
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.odds.before_acting import fresh_movement
from samurai_bowl.engine.rules.weather import movement_allowance, surge_squares
from samurai_bowl.engine.state.pieces import Skill


@pytest.mark.parametrize(
    "clans", [("crane", "lion"), ("crab", "unicorn"), ("scorpion", "phoenix"), ("dragon", "crab")]
)
def test_every_weather_gives_the_rules_movement(data: GameData, clans: tuple[str, str]) -> None:
    rng = random.Random(3)
    m = Match(data, draft_team(data, clans[0], rng), draft_team(data, clans[1], rng), 3)
    weathers = [entry.id.value for entry in data.weather.results]
    assert len(set(weathers)) >= 4
    for weather in weathers:
        m.state.weather = weather
        for piece in m.pieces:
            assert fresh_movement(m, piece) == (movement_allowance(m, piece), surge_squares(m, piece))


def test_sprint_and_every_ma_in_every_weather(data: GameData) -> None:
    rng = random.Random(5)
    m = Match(data, draft_team(data, "unicorn", rng), draft_team(data, "crab", rng), 5)
    piece = m.pieces[0]
    for weather in {entry.id.value for entry in data.weather.results}:
        m.state.weather = weather
        for skills in (frozenset(), frozenset({Skill.SPRINT.value})):
            piece.skills = skills
            for ma in range(0, 11):
                piece.ma = ma
                assert fresh_movement(m, piece) == (movement_allowance(m, piece), surge_squares(m, piece))


def test_an_unknown_weather_is_refused_as_the_rules_refuse_it(data: GameData) -> None:
    rng = random.Random(5)
    m = Match(data, draft_team(data, "unicorn", rng), draft_team(data, "crab", rng), 5)
    m.state.weather = "locusts"
    with pytest.raises(ValueError, match="unknown weather 'locusts'"):
        fresh_movement(m, m.pieces[0])
