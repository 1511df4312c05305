"""``samurai-bowl save list`` and ``save check``: the saved matches, and whether each loads and
replays exactly."""

from __future__ import annotations

import argparse
import sys
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from samurai_bowl.cli.context import data_dir, game_data
from samurai_bowl.errors import DataError
from samurai_bowl.text.words import plural

if TYPE_CHECKING:
    from samurai_bowl.engine import Match

SAVES = "saves"  # the window's folder of saved matches, in the data folder


def add_save_commands(commands: Any, common: argparse.ArgumentParser) -> None:
    save = commands.add_parser("save", parents=[common], help="list and check saved matches")
    verbs = save.add_subparsers(title="save commands", metavar="VERB", required=True)
    listing = verbs.add_parser(
        "list",
        parents=[common],
        help="the saved matches in the data folder, newest first",
        description="The matches saved in the data folder's saves/ (each finished match, and those "
        "saved with Ctrl+S), newest first: when, the file's name, and the score or why it does not "
        "load. `save check` and `analyse` take these names as they are shown.",
    )
    listing.set_defaults(handler=list_saves)
    check = verbs.add_parser(
        "check",
        parents=[common],
        help="load saved matches with every check, and replay each",
        description="Load each FILE (a match saved by the window, or a bare match save) checking what "
        "it means, not only its shape, then replay it from its seed and actions. Prints 'FILE: ok …' "
        "for each good file; a damaged one is one line naming the field, and the exit status is 2. "
        "A save whose replay stops or ends differently (saved under other rules) makes it 1.",
    )
    check.add_argument("files", type=Path, nargs="+", metavar="FILE", help=f"saved match files: {SAVE_NAMES}")
    check.set_defaults(handler=check_saves)


SAVE_NAMES = (
    "a path, or a name as `save list` shows it (match-….json, the .json may be left out), looked for "
    "here and then in the data folder's saves/"
)


def saved_match_file(args: argparse.Namespace, given: Path) -> Path:
    """The saved match ``given`` names: a path with a folder in it as it is; a bare name as a file
    here, else in the data folder's saves/ (with or without its .json). A name that is in neither
    place is one line naming it and where it was looked for."""
    if given.parent != Path() or given.exists():
        return given
    folder = data_dir(args) / SAVES
    for name in (given.name, f"{given.name}.json"):
        if (folder / name).exists():
            return folder / name
    raise DataError(
        given, f"no such file here or in {folder} (`samurai-bowl save list` lists the saved matches)"
    )


def summary(match: Match) -> str:
    """The match in a line: the score, how far it went, how many actions."""
    home, away = match.teams
    where = "full time" if match.over else f"half {match.half}" if match.half else "before kick-off"
    actions = plural(len(match.history), "action")
    return f"{home.name} {home.score} – {away.score} {away.name}, {where}, {actions}"


def list_saves(args: argparse.Namespace) -> int:
    from samurai_bowl.sessions.session import load_saved_match

    data = game_data(args)
    folder = data_dir(args) / SAVES
    found = []
    for path in folder.glob("*.json") if folder.is_dir() else []:
        try:
            found.append((path.stat().st_mtime, path))
        except OSError:  # gone since the folder was listed
            continue
    if not found:
        print(f"no saved matches in {folder}")
        return 0
    for modified, path in sorted(found, key=lambda item: (-item[0], item[1].name)):
        when = datetime.fromtimestamp(modified).strftime("%Y-%m-%d %H:%M")
        try:
            line = summary(load_saved_match(data, path, data_dir(args)).match)
        except DataError as exc:
            line = f"damaged: {exc.field + ': ' if exc.field else ''}{exc.message}"
        print(f"{when}  {path.name:<28} {line}")
    return 0


def check_saves(args: argparse.Namespace) -> int:
    from samurai_bowl.engine import replay_problem
    from samurai_bowl.sessions.session import load_saved_match

    data = game_data(args)
    status = 0
    for given in args.files:
        try:
            path = saved_match_file(args, given)
            match = load_saved_match(data, path, data_dir(args)).match
        except DataError as exc:
            print(exc, file=sys.stderr)
            status = 2
            continue
        problem = replay_problem(match)
        verdict = "loads" if problem else "ok"
        print(f"{path}: {verdict} — {summary(match)}; {problem or 'replays exactly'}")
        if problem and status == 0:
            status = 1
    return status
