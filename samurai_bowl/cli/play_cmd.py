"""``samurai-bowl play``: open the game window."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from samurai_bowl.cli.context import data_dir, game_data

if TYPE_CHECKING:
    from samurai_bowl.data.loader import GameData
    from samurai_bowl.ui.routes import Route


def play(args: argparse.Namespace) -> int:
    return open_game_window(game_data(args), data_dir(args))


def open_game_window(data: GameData, folder: Path, first: Route | None = None) -> int:
    """Run the window on the main menu, or first on the screen ``first`` names; 0 when closed,
    1 (said in one line) when there is no window to open."""
    try:
        from samurai_bowl.ui.app import run
    except ImportError as exc:
        print(f"samurai-bowl: the game window needs Arcade and OpenGL ({exc})", file=sys.stderr)
        return 1
    try:
        if first is None:
            run(data, folder)
        else:
            run(data, folder, first)
    except Exception as exc:  # a missing display or GL driver is not a bug in the game
        if type(exc).__module__.split(".")[0] not in {"pyglet", "arcade"}:
            raise
        reason = str(exc)
        if type(exc).__name__ == "NoSuchDisplayException":
            reason = f"no graphical display found, DISPLAY is {os.environ.get('DISPLAY') or 'not set'}"
        print(
            f"samurai-bowl: could not open the game window ({reason}); see README.md for the "
            "system packages Arcade needs",
            file=sys.stderr,
        )
        return 1
    return 0
