"""What every command needs from its options: the game data and the player's data folder."""

from __future__ import annotations

import argparse
import os
from pathlib import Path

from samurai_bowl.data.loader import GameData, load_game_data
from samurai_bowl.errors import DataError
from samurai_bowl.files.paths import DATA_DIR_ENV, user_data_dir
from samurai_bowl.teams.store import TeamStore


def game_data(args: argparse.Namespace) -> GameData:
    return load_game_data(getattr(args, "rosters", None), getattr(args, "charts", None))


def data_dir(args: argparse.Namespace) -> Path:
    """The player's data folder; a file in its place is one line naming it (a missing folder is
    made when something is first saved)."""
    given = getattr(args, "data_dir", None)
    folder = user_data_dir(given)
    try:
        a_file = folder.exists() and not folder.is_dir()
    except OSError:  # not to be looked into: what reads or writes there says so
        a_file = False
    if a_file:
        named_by = "--data-dir " if given else f"${DATA_DIR_ENV} " if os.environ.get(DATA_DIR_ENV) else ""
        why = "is a file, not a folder: the data folder holds teams and saves"
        raise DataError(f"{named_by}{folder}", why)
    return folder


def team_store(args: argparse.Namespace) -> TeamStore:
    return TeamStore(data_dir(args))
