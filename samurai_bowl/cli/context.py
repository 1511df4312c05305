"""What every command needs from its options: the game data and the player's data folder."""

from __future__ import annotations

import argparse
from pathlib import Path

from samurai_bowl.data.loader import GameData, load_game_data
from samurai_bowl.paths import user_data_dir
from samurai_bowl.teams.store import TeamStore


def game_data(args: argparse.Namespace) -> GameData:
    return load_game_data(getattr(args, "rosters", None), getattr(args, "charts", None))


def data_dir(args: argparse.Namespace) -> Path:
    return user_data_dir(getattr(args, "data_dir", None))


def team_store(args: argparse.Namespace) -> TeamStore:
    return TeamStore(data_dir(args))
