"""Argument parsing for every subcommand; each has its own ``--help``."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn

from samurai_bowl import __version__
from samurai_bowl.cli import (
    data_cmd,
    league_cmd,
    net_cmd,
    play_cmd,
    save_cmd,
    scenario_cmd,
    simulate_cmd,
    team_cmd,
)
from samurai_bowl.cli.analyse_cmd import add_analyse_command
from samurai_bowl.cli.coaches_cmd import add_coaches_command
from samurai_bowl.cli.numbers import decimal, whole
from samurai_bowl.cli.relay_cmd import add_relay_command
from samurai_bowl.errors import DataError


class CommandParser(argparse.ArgumentParser):
    """The parser of the command and of each subcommand (argparse makes a subcommand's parser of
    its command's class): a command line it cannot read is one line — the command, the option and
    what is wrong — raised as a :class:`DataError`, so it exits with status 2 as all bad input does,
    instead of a usage block. ``--help`` still shows the whole usage. An option of ``type=int`` or
    ``type=float`` is read as every typed number is (:func:`samurai_bowl.cli.numbers.whole`,
    :func:`~samurai_bowl.cli.numbers.decimal`: digits 0-9 only, never "nan" or "1e400")."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.register("type", int, whole)
        self.register("type", float, decimal)

    def error(self, message: str) -> NoReturn:
        option, problem = "", message
        if message.startswith("argument "):  # "argument --games: invalid int value: 'x'"
            option, _, problem = message.removeprefix("argument ").partition(": ")
        raise DataError(self.prog, problem, option)


def _common(league: bool = False) -> CommandParser:
    """Options every command accepts, before or after the subcommand (``league``: and the
    league file, for the top level and the league commands)."""
    common = CommandParser(add_help=False)
    group = common.add_argument_group("data locations")
    group.add_argument(
        "--data-dir",
        type=Path,
        default=argparse.SUPPRESS,
        help="folder for saved teams (default: $SAMURAI_BOWL_DATA_DIR or the OS data folder)",
    )
    group.add_argument(
        "--rosters", type=Path, default=argparse.SUPPRESS, help="use clan rosters from this folder"
    )
    group.add_argument(
        "--charts", type=Path, default=argparse.SUPPRESS, help="use charts and rule options from this folder"
    )
    if league:
        group.add_argument(
            "--league-db",
            type=Path,
            default=argparse.SUPPRESS,
            metavar="FILE",
            help="the league database (default: league.sqlite3 in the data folder)",
        )
    return common


def build_parser() -> argparse.ArgumentParser:
    common, with_league = _common(), _common(league=True)
    parser = CommandParser(
        prog="samurai-bowl",
        description="Samurai Bowl, the other game of fantasy football. "
        "With no command, opens the game window.",
        parents=[with_league],
    )
    parser.add_argument("--version", action="version", version=f"samurai-bowl {__version__}")
    commands = parser.add_subparsers(title="commands", metavar="COMMAND")

    play = commands.add_parser("play", parents=[common], help="open the game window (the default)")
    play.set_defaults(handler=play_cmd.play)
    net_cmd.add_net_commands(commands, common, with_league)
    add_relay_command(commands, common)

    team_cmd.add_team_commands(commands, common)
    simulate_cmd.add_simulate_command(commands, common)
    scenario_cmd.add_scenario_command(commands, common)
    league_cmd.add_league_commands(commands, with_league)
    save_cmd.add_save_commands(commands, common)
    add_analyse_command(commands, common)
    add_coaches_command(commands, with_league)
    data_cmd.add_data_commands(commands, common)
    return parser


def parse_args(parser: argparse.ArgumentParser, argv: Sequence[str] | None) -> argparse.Namespace:
    """Parse the command line; an option a command does not use is refused in one line."""
    args = parser.parse_args(argv)
    if hasattr(args, "league_db") and not getattr(args, "league_command", False):
        raise DataError("--league-db", "only the league commands use it (samurai-bowl league ...)")
    args.league_db = getattr(args, "league_db", None)
    return args
