"""Small builders for team tests."""

from __future__ import annotations

from typing import Any

from samurai_bowl.teams.model import Player, Team


def make_team(clan: str = "crab", positions: dict[str, int] | None = None, **fields: Any) -> Team:
    """A team with ``positions`` players (position id -> count), numbered 1.. in order."""
    players = []
    for position, count in (positions or {"lineman": 11}).items():
        for _ in range(count):
            number = len(players) + 1
            players.append(Player(number=number, name=f"Player {number}", position=position))
    return Team(name=fields.pop("name", "Test Team"), clan=clan, players=players, **fields)
