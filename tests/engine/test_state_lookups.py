"""Quick look-ups of the state's small facts answer as the plain rules say: a side's opponent,
and whether a model has a skill (a skill is its name as a str, looked up as one)."""

from __future__ import annotations

import random

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.data import GameData
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.state.pieces import Skill
from samurai_bowl.engine.state.pitch import Side


def test_each_side_has_the_other_for_opponent() -> None:
    assert Side.HOME.other is Side.AWAY and Side.AWAY.other is Side.HOME
    assert all(side.other is not side and side.other.other is side for side in Side)


def test_a_model_has_exactly_the_skills_of_his_position(data: GameData) -> None:
    rng = random.Random(1)
    for home, away in (("crane", "scorpion"), ("crab", "unicorn"), ("phoenix", "dragon"), ("lion", "crab")):
        m = Match(data, draft_team(data, home, rng), draft_team(data, away, rng), 1)
        for piece in m.pieces:
            for skill in Skill:
                assert piece.has(skill) == (skill.value in piece.skills)
            piece.skills = frozenset({"Dodge ", "dodge", "Sure hands"})  # near misses are not skills
            assert not any(piece.has(skill) for skill in Skill)
