"""``samurai-bowl play``: open the game window."""

from __future__ import annotations

import argparse
import os
import sys

from samurai_bowl.cli.context import data_dir, game_data


def play(args: argparse.Namespace) -> int:
    data = game_data(args)
    try:
        from samurai_bowl.ui.app import run
    except ImportError as exc:
        print(f"samurai-bowl: the game window needs Arcade and OpenGL ({exc})", file=sys.stderr)
        return 1
    try:
        run(data, data_dir(args))
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
