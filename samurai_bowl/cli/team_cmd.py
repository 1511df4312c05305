"""``samurai-bowl team new|list|show|validate|random``."""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from samurai_bowl.cli.confirm import DECLINED, add_yes_option, confirmed
from samurai_bowl.cli.context import game_data, team_store
from samurai_bowl.cli.numbers import option_number, whole
from samurai_bowl.data.loader import GameData
from samurai_bowl.data.roster import Position, Roster
from samurai_bowl.errors import DataError, describe_pydantic_error
from samurai_bowl.files.paths import shown_path
from samurai_bowl.teams.builder import add_player
from samurai_bowl.teams.display import team_sheet
from samurai_bowl.teams.model import Team
from samurai_bowl.teams.rules import check_team, team_cost
from samurai_bowl.teams.store import SUFFIXES, TeamStore, load_team, parse_team
from samurai_bowl.text.words import plural


def add_team_commands(commands: Any, common: argparse.ArgumentParser) -> None:
    team = commands.add_parser("team", parents=[common], help="build, list, show and check clan teams")
    sub = team.add_subparsers(title="team commands", metavar="COMMAND", required=True)

    new = sub.add_parser(
        "new",
        parents=[common],
        help="build a team (prompts for what the flags leave out)",
        description="Build a team with 1000 koku. Run without --name/--clan in a terminal to be asked "
        "step by step; give everything as flags to script it.",
    )
    new.add_argument("--name", help="team name")
    new.add_argument("--clan", help="clan id: crab, crane, dragon, lion, phoenix, scorpion, unicorn")
    new.add_argument(
        "--add",
        action="append",
        default=[],
        metavar="POSITION=COUNT",
        help="add COUNT players of a position with suggested names (repeatable)",
    )
    new.add_argument(
        "--player",
        action="append",
        default=[],
        metavar="POSITION:NAME[:NUMBER]",
        help="add one named player (repeatable)",
    )
    new.add_argument("--rerolls", type=whole, default=0, help="team re-rolls to buy")
    new.add_argument("--geisha", type=whole, default=0, help="Geisha to hire (10 koku each)")
    new.add_argument("--assistant-coaches", type=whole, default=0, help="Assistant Coaches (10 koku each)")
    new.add_argument("--shugenja", action="store_true", help="hire the Team Shugenja")
    new.add_argument("--special-staff", action="store_true", help="hire the clan's special coaching staff")
    new.add_argument(
        "--seed", type=whole, help="seed for suggested player names, for reproducible tests (no match's dice)"
    )
    _add_save_options(new)
    new.add_argument("--interactive", action="store_true", help="ask step by step even without a terminal")
    new.set_defaults(handler=team_new)

    lst = sub.add_parser("list", parents=[common], help="list saved teams")
    lst.set_defaults(handler=team_list)

    show = sub.add_parser("show", parents=[common], help="show a team's roster and koku")
    show.add_argument("team", metavar="NAME_OR_FILE", help="a saved team's name, or a team file")
    show.set_defaults(handler=team_show)

    validate = sub.add_parser("validate", parents=[common], help="check a team file against the rules")
    validate.add_argument("file", type=Path, metavar="FILE")
    validate.set_defaults(handler=team_validate)

    delete = sub.add_parser(
        "delete",
        parents=[common],
        help="delete a saved team (asks first; leagues keep their own copy of it)",
    )
    delete.add_argument("team", metavar="NAME", help="the saved team's name")
    add_yes_option(delete)
    delete.set_defaults(handler=team_delete)

    rand = sub.add_parser("random", parents=[common], help="draft a legal, sensible random team")
    rand.add_argument("--clan", help="clan id (random when left out)")
    rand.add_argument(
        "--seed", type=whole, help="seed for a repeatable draft, for reproducible tests (no match's dice)"
    )
    rand.add_argument("--name", help="team name (suggested when left out)")
    rand.add_argument("--save", action="store_true", help="save it to the data folder")
    _add_save_options(rand)
    rand.set_defaults(handler=team_random)


def _add_save_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--format", choices=["yaml", "json"], default="yaml", help="file format (default yaml)"
    )
    parser.add_argument("--force", action="store_true", help="replace a saved team of the same name")


def _rng(seed: int | None) -> random.Random:
    return random.Random(seed)


def team_new(args: argparse.Namespace) -> int:
    data = game_data(args)
    store = team_store(args)
    if args.interactive or ((args.name is None or args.clan is None) and sys.stdin.isatty()):
        from samurai_bowl.cli.team_prompts import build_interactively

        team = build_interactively(data, store, args, input, sys.stdout)
        if team is None:
            return 2
    else:
        for flag in ("name", "clan"):
            if getattr(args, flag) is None:
                raise DataError("team new", f"--{flag} is required when not run in a terminal")
        team = team_from_flags(args, data)
    path = store.save(team, data, fmt=args.format, overwrite=args.force)
    print(team_sheet(load_team(path, data), data))
    print(f"\nSaved to {path}")
    return 0


def team_from_flags(args: argparse.Namespace, data: GameData) -> Team:
    """Build a team from ``team new`` flags; field errors name the flag."""
    try:
        team = Team(
            name=args.name,
            clan=args.clan,
            rerolls=_count("--rerolls", args.rerolls),
            geisha=_count("--geisha", args.geisha),
            assistant_coaches=_count("--assistant-coaches", args.assistant_coaches),
            team_shugenja=args.shugenja,
            special_staff=args.special_staff,
        )
    except ValueError as exc:
        raise _flag_error(exc) from None
    roster = data.roster(team.clan)
    rng = _rng(args.seed)
    for spec in args.player:
        position, name, number = _parse_player(spec)
        team = _add(team, roster, data, position, rng, name, number, f"--player {spec}")
    for spec in args.add:
        position, equals, count_text = spec.partition("=")
        if not equals:
            raise DataError(f"--add {spec}", "must be POSITION=COUNT, e.g. lineman=7")
        spec_of = _position(roster, position.strip(), f"--add {spec}")
        count = option_number(f"--add {spec}", "count", count_text, 0, spec_of.quantity.max)
        for _ in range(count):
            team = _add(team, roster, data, position.strip(), rng, None, None, f"--add {spec}")
    return team


def _add(
    team: Team,
    roster: Roster,
    data: GameData,
    position: str,
    rng: random.Random,
    name: str | None,
    number: int | None,
    flag: str,
) -> Team:
    _position(roster, position, flag)
    try:
        return add_player(team, roster, data, position, rng, name, number)
    except ValueError as exc:
        raise _flag_error(exc, flag) from None


def _position(roster: Roster, position: str, flag: str) -> Position:
    found = roster.position(position)
    if found is None:
        known = ", ".join(p.id for p in roster.positions)
        raise DataError(flag, f"R2.1: the {roster.name} has no position '{position}' (positions: {known})")
    return found


def _count(flag: str, value: int) -> int:
    if value < 0:
        raise DataError(flag, f"must be ≥ 0 (got {value})")
    return value


def _flag_error(exc: ValueError, flag: str = "team new") -> DataError:
    if isinstance(exc, ValidationError):
        field, message = describe_pydantic_error(exc.errors()[0], Team)
        return DataError(flag, message, field)
    return DataError(flag, str(exc))


def _parse_player(spec: str) -> tuple[str, str, int | None]:
    parts = spec.split(":")
    if len(parts) not in (2, 3) or not parts[0].strip() or not parts[1].strip():
        raise DataError(f"--player {spec}", "must be POSITION:NAME or POSITION:NAME:NUMBER")
    number = option_number(f"--player {spec}", "number", parts[2]) if len(parts) == 3 else None
    return parts[0].strip(), parts[1].strip(), number


def team_list(args: argparse.Namespace) -> int:
    data = game_data(args)
    store = team_store(args)
    entries = store.list(data)
    if not entries:
        print(f"No saved teams in {store.folder}. Build one with 'samurai-bowl team new'.")
        return 0
    print(f"{'name':<32} {'clan':<10} {'players':>7} {'spent':>6} {'treasury':>8}  file")
    broken = 0
    for entry in entries:
        if entry.team is None:
            broken += 1
            print(entry.error, file=sys.stderr)
            continue
        team = entry.team
        cost = team_cost(team, data.roster(team.clan), data)
        print(
            f"{team.name:<32} {team.clan:<10} {len(team.players):>7} {cost.total:>6} "
            f"{cost.treasury:>8}  {entry.path.name}"
        )
    return 2 if broken else 0


def resolve_team_file(store: TeamStore, text: str) -> Path:
    """A team argument is a file path when it names an existing file, otherwise a team name."""
    as_path = Path(text)
    if as_path.suffix.lower() in SUFFIXES and as_path.is_file():
        return as_path
    return saved_team_file(store, text)


def saved_team_file(store: TeamStore, name: str) -> Path:
    """The file of a saved team, by the team's name."""
    found = store.find(name)
    if found is None:
        saved = ", ".join(sorted(p.stem for p in store.folder.glob("*.*"))) if store.folder.is_dir() else ""
        hint = f" (saved: {saved})" if saved else ""
        raise DataError(f"team '{name}'", f"no saved team by that name in {store.folder}{hint}")
    return found


def team_show(args: argparse.Namespace) -> int:
    data = game_data(args)
    path = resolve_team_file(team_store(args), args.team)
    team = load_team(path, data, shown_path(path))
    print(team_sheet(team, data))
    return 0


def team_validate(args: argparse.Namespace) -> int:
    data = game_data(args)
    shown = shown_path(args.file)
    team = parse_team(args.file, shown)
    problems = check_team(team, data)
    if problems:
        for problem in problems:
            print(f"{shown}: {problem}", file=sys.stderr)
        return 2
    cost = team_cost(team, data.roster(team.clan), data)
    print(
        f"{shown}: valid — {team.name}, {data.roster(team.clan).name}, "
        f"{plural(len(team.players), 'player')}, "
        f"{cost.total} koku spent, {cost.treasury} in the treasury"
    )
    return 0


def team_delete(args: argparse.Namespace) -> int:
    """Delete a saved team's file. A league it was entered in keeps playing it: each league holds
    its own copy of the team, taken when it joined, and never reads the saved file again."""
    store = team_store(args)
    path = saved_team_file(store, args.team)
    shown = shown_path(path)
    try:
        name = parse_team(path, shown).name
    except DataError:
        name = path.stem  # a damaged file is still deleted by the name it is saved under
    leagues = leagues_entering(args, path.stem)
    if not confirmed(args, "team delete", f"Delete the saved team {name} ({shown})?"):
        print(DECLINED)
        return 1
    store.delete(path)
    print(f"Deleted {name} ({shown}).")
    if leagues:
        named = " and ".join(repr(n) for n in leagues)
        one = len(leagues) == 1
        keeps = f"League {named} keeps its own copy" if one else f"Leagues {named} keep their own copies"
        print(f"{keeps} of {name} (`league remove-team` takes a team out of a league).")
    return 0


def leagues_entering(args: argparse.Namespace, slug: str) -> list[str]:
    """The leagues of the data folder's league file with a team saved under this file name."""
    from samurai_bowl.cli.context import data_dir
    from samurai_bowl.league.db import league_path, open_db
    from samurai_bowl.league.removal import leagues_with_team

    path = league_path(data_dir(args))
    if not path.is_file():
        return []
    try:
        db = open_db(path, readonly=True)
    except DataError as exc:
        print(f"(which leagues have this team is not known: {exc})", file=sys.stderr)
        return []
    try:
        return leagues_with_team(db, slug)
    finally:
        db.close()


def team_random(args: argparse.Namespace) -> int:
    from samurai_bowl.ai.drafting import draft_team
    from samurai_bowl.ai.random_team import random_team

    data = game_data(args)
    rng = _rng(args.seed)
    clan = args.clan or rng.choice(sorted(data.rosters))
    store = team_store(args)
    if args.save and args.name is None and not args.force:  # a suggested name clashes with no saved team
        team = random_team(data, clan, rng, lambda name: store.find(name) is not None)
    else:
        team = draft_team(data, clan, rng, args.name)
    print(team_sheet(team, data))
    if args.save:
        path = store.save(team, data, fmt=args.format, overwrite=args.force)
        print(f"\nSaved to {path}")
    return 0
