"""A short real match between two normal AI coaches (two turns a half), with a touchdown, a
casualty and turnovers: quick to replay and to play out from every turn."""

from __future__ import annotations

import random

import pytest

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.data import GameData
from samurai_bowl.engine.match import Match
from samurai_bowl.play.coaches import make_coach
from samurai_bowl.play.games import play_match

SEED = 4  # the first seed whose short crab-v-lion match has an away touchdown, 0-1, and a casualty
SHORT = {"match": {"turns_per_half": 2}}


def short_match(data: GameData, seed: int = SEED) -> Match:
    rng = random.Random(seed)
    home, away = draft_team(data, "crab", rng), draft_team(data, "lion", rng)
    return play_match(data, home, away, seed, (make_coach("normal", seed), make_coach("normal", seed)), SHORT)


@pytest.fixture(scope="session")
def short(data: GameData) -> Match:
    match = short_match(data)
    assert match.over and match.teams[1].score == 1 and match.injuries, "the fixture match changed"
    return match
