"""Building, checking and saving clan teams (R2)."""

from samurai_bowl.teams.model import Player, Team
from samurai_bowl.teams.rules import Problem, TeamCost, check_team, team_cost
from samurai_bowl.teams.store import TeamStore, load_team, team_slug

__all__ = [
    "Player",
    "Problem",
    "Team",
    "TeamCost",
    "TeamStore",
    "check_team",
    "load_team",
    "team_cost",
    "team_slug",
]
