"""``samurai-bowl clans``, ``check`` and ``schema``: looking at and checking the game's data."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from samurai_bowl.atomic import WriteError, write_error, write_text_atomic
from samurai_bowl.cli.context import game_data
from samurai_bowl.data.loader import CHART_FILES
from samurai_bowl.data.roster import Roster
from samurai_bowl.errors import DataError
from samurai_bowl.paths import builtin_data_root, shown_path
from samurai_bowl.teams.display import clan_sheet
from samurai_bowl.teams.draftable import undraftable
from samurai_bowl.teams.model import Team

SCHEMAS = "the JSON Schemas"


def add_data_commands(commands: Any, common: argparse.ArgumentParser) -> None:
    clans = commands.add_parser("clans", parents=[common], help="list the clans, or show one clan's roster")
    clans.add_argument("clan", nargs="?", help="clan id, e.g. crab")
    clans.set_defaults(handler=show_clans)

    check = commands.add_parser("check", parents=[common], help="validate every roster and chart file")
    check.set_defaults(handler=check_data)

    schema = commands.add_parser(
        "schema", parents=[common], help="write JSON Schemas for rosters, charts and teams"
    )
    schema.add_argument(
        "--out", type=Path, default=Path("schemas"),
        help="folder to write into, made if missing inside an existing folder (default ./schemas); "
        "schema files already there are replaced",
    )
    schema.set_defaults(handler=write_schemas)


def show_clans(args: argparse.Namespace) -> int:
    data = game_data(args)
    if args.clan:
        print(clan_sheet(data.roster(args.clan), data))
        return 0
    for roster in data.rosters.values():
        positions = ", ".join(p.name for p in roster.positions)
        print(f"{roster.id:<10} {roster.name:<15} {positions}")
    return 0


def check_data(args: argparse.Namespace) -> int:
    """Every file valid, and a legal team (R2.2) possible from every roster; one line per roster
    that allows none, and exit status 2."""
    from samurai_bowl.cli import EXIT_BAD_INPUT

    data = game_data(args)
    rosters_dir = getattr(args, "rosters", None) or builtin_data_root() / "rosters"
    problems = [
        str(DataError(shown_path(rosters_dir / f"{clan}.yaml", builtin_data_root()), f"R2.2: {problem}",
                      "positions"))
        for clan, roster in data.rosters.items()
        if (problem := undraftable(roster, data.rules.team_building))
    ]
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return EXIT_BAD_INPUT
    print(
        f"{len(data.rosters)} rosters ({', '.join(data.rosters)}) and {len(CHART_FILES)} chart files: "
        "all valid, every roll covered exactly once, every skill known, a legal team possible from each"
    )
    return 0


def schema_documents() -> dict[str, dict[str, Any]]:
    """File name -> JSON Schema, for every kind of file the game reads."""
    models: dict[str, type[BaseModel]] = {"roster": Roster, "team": Team}
    for file_name, model in CHART_FILES.items():
        models[file_name.removesuffix(".yaml")] = model
    documents = {}
    for name, model in models.items():
        schema = model.model_json_schema()
        schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
        schema.setdefault("title", name)
        documents[f"{name}.schema.json"] = schema
    return documents


def write_schemas(args: argparse.Namespace) -> int:
    folder: Path = args.out
    if folder.exists() and not folder.is_dir():
        raise WriteError(folder, SCHEMAS, "a file of that name is there; --out names a folder to write into")
    if not folder.parent.is_dir():
        raise WriteError(folder, SCHEMAS, f"the folder {folder.parent} does not exist")
    try:
        folder.mkdir(exist_ok=True)
    except OSError as exc:
        raise write_error(folder, SCHEMAS, exc) from None
    for file_name, schema in schema_documents().items():
        path = folder / file_name
        write_text_atomic(path, json.dumps(schema, indent=2, ensure_ascii=False) + "\n", "the JSON Schema")
        print(path)
    return 0
