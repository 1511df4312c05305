"""The movement a fresh activation gives, as the odds and the path search read it (the weather
looked up once, by its id), is what the rules give in every weather: MA and Surge of Speed squares
of every kind of model, with and without Sprint; and a model in the middle of his activation has
what the activation has left."""

from __future__ import annotations

import random

import pytest

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.ai.heuristic import HeuristicCoach
from samurai_bowl.data import GameData
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.odds.before_acting import fresh_movement, move_ability
from samurai_bowl.engine.rules.turn import Activation
from samurai_bowl.engine.rules.weather import movement_allowance, surge_squares
from samurai_bowl.engine.state.pieces import Skill, Status


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


def test_the_movement_left_mid_activation_is_the_activation_s(data: GameData) -> None:
    """At every decision of a match, each model's movement is his activation's, if he is the one
    in the middle of it, else a fresh one's (or none, once he has acted)."""
    rng = random.Random(7)
    m = Match(data, draft_team(data, "scorpion", rng), draft_team(data, "lion", rng), 7)
    coaches = (HeuristicCoach(7, "normal"), HeuristicCoach(8, "normal"))
    mid = 0
    while m.pending is not None and m.turn_seq < 12:
        top = next((p for p in reversed(m.stack) if isinstance(p, Activation)), None)
        for piece in m.pieces:
            ability = move_ability(m, piece)
            if top is not None and top.piece == piece.index and top.phase != "start":
                mid += 1
                assert (ability.ma_left, ability.surges) == (
                    (top.ma_left, top.surges_left) if not top.action else (0, 0)
                )
            elif piece.index in m.acted or not piece.status.on_pitch or piece.status is Status.STUNNED:
                assert (ability.ma_left, ability.surges) == (0, 0)
        m.apply(coaches[m.pending.side].choose(m))
    assert mid > 20
