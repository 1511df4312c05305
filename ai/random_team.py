"""A random team of a clan, as ``team random`` drafts it (a seeded draft, legal under R2), under a
name no team it must stand beside has: drawn again, from the same seed's next draws, while the name
is taken."""

from __future__ import annotations

import random
from collections.abc import Callable

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.data import GameData
from samurai_bowl.teams.model import Team

TRIES = 50  # fresh drafts before a taken name gets a number instead


def random_team(data: GameData, clan: str, rng: random.Random, taken: Callable[[str], bool]) -> Team:
    """The same team for the same seed and taken names (the first draft, when its name is free, is
    ``draft_team``'s own); its name is one ``taken`` does not refuse."""
    team = draft_team(data, clan, rng)
    for _ in range(TRIES):
        if not taken(team.name):
            return team
        team = draft_team(data, clan, rng)  # the rng has moved on: other players, another name
    base, number = team.name, 2
    while taken(f"{base} {number}"):
        number += 1
    return team.model_copy(update={"name": f"{base} {number}"})
