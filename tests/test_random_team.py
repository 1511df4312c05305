"""A random team of a clan: the same seed drafts the same team, its name is never one taken, and
it is legal under R2 as the CLI's ``team random`` drafts it."""

from __future__ import annotations

import random

from samurai_bowl.ai.random_team import random_team
from samurai_bowl.data import GameData
from samurai_bowl.teams.rules import check_team


def test_the_same_seed_drafts_the_same_legal_team(data: GameData) -> None:
    first = random_team(data, "crab", random.Random(11), lambda name: False)
    assert first == random_team(data, "crab", random.Random(11), lambda name: False)
    assert first.clan == "crab" and check_team(first, data) == []


def test_a_taken_name_is_drawn_again(data: GameData) -> None:
    first = random_team(data, "crab", random.Random(11), lambda name: False)
    other = random_team(data, "crab", random.Random(11), lambda name: name == first.name)
    assert other.name != first.name and check_team(other, data) == []


def test_when_every_draw_is_taken_the_name_gets_a_number(data: GameData) -> None:
    team = random_team(data, "lion", random.Random(3), lambda name: not name.endswith(" 3"))
    assert team.name.endswith(" 3") and check_team(team, data) == []
