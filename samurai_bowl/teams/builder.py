"""Putting a team together: adding players with names and free numbers."""

from __future__ import annotations

import random
from collections.abc import Iterable

from samurai_bowl.data.loader import GameData
from samurai_bowl.data.roster import Roster
from samurai_bowl.teams.model import Player, Team


def next_free_number(taken: Iterable[int]) -> int:
    used = set(taken)
    number = 1
    while number in used:
        number += 1
    return number


def suggest_name(roster: Roster, data: GameData, rng: random.Random, taken: set[str]) -> str:
    """A Rokugani name from the clan's families not already on the team."""
    given = data.names.given_names
    for _ in range(200):
        name = f"{rng.choice(roster.family_names)} {rng.choice(given)}"
        if name not in taken:
            return name
    family = roster.family_names[0]
    suffix = 2
    while f"{family} {given[0]} {suffix}" in taken:
        suffix += 1
    return f"{family} {given[0]} {suffix}"


def add_player(
    team: Team,
    roster: Roster,
    data: GameData,
    position: str,
    rng: random.Random,
    name: str | None = None,
    number: int | None = None,
) -> Team:
    """A copy of ``team`` with one more player; name and number chosen when not given."""
    taken_names = {p.name for p in team.players}
    player = Player(
        number=number if number is not None else next_free_number(p.number for p in team.players),
        name=name if name is not None else suggest_name(roster, data, rng, taken_names),
        position=position,
    )
    return team.model_copy(update={"players": [*team.players, player]})


def sorted_by_position(team: Team, roster: Roster) -> Team:
    """Players in roster order, then by number: the order a roster sheet lists them."""
    order = {p.id: i for i, p in enumerate(roster.positions)}
    players = sorted(team.players, key=lambda p: (order.get(p.position, len(order)), p.number))
    return team.model_copy(update={"players": players})
