"""Rosters and charts as validated data: the only place YAML data files are read."""

from samurai_bowl.data.loader import CHART_FILES, GameData, load_game_data
from samurai_bowl.data.roster import Position, Roster

__all__ = ["CHART_FILES", "GameData", "Position", "Roster", "load_game_data"]
