"""``samurai-bowl clans``, ``check`` and ``schema``: looking at and checking the game's data."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from samurai_bowl.cli.context import game_data
from samurai_bowl.data.loader import CHART_FILES
from samurai_bowl.data.roster import Roster
from samurai_bowl.errors import DataError
from samurai_bowl.files.atomic import WriteError, write_error, write_text_atomic
from samurai_bowl.files.paths import builtin_data_root, shown_path
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
        "schema",
        parents=[common],
        help="JSON Schemas for rosters, charts and teams, for editors",
        description="The JSON Schemas of the files the game reads. Without --out it prints them to "
        "the standard output and writes nothing: the one NAME (samurai-bowl schema team > "
        "team.schema.json), or else every schema in one JSON document keyed by file name. --out DIR "
        "writes NAME.schema.json (or every one) into DIR and prints the path of each file written.",
    )
    schema.add_argument(
        "name",
        nargs="?",
        choices=SCHEMA_NAMES,
        metavar="NAME",
        help=f"one schema: {', '.join(SCHEMA_NAMES)} (default: all)",
    )
    schema.add_argument(
        "--out",
        type=Path,
        metavar="DIR",
        help="write the schema files into this folder (made if missing inside an existing folder); "
        "schema files already there are replaced",
    )
    schema.set_defaults(handler=schemas)


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
    from samurai_bowl.cli.exit_codes import EXIT_BAD_INPUT

    data = game_data(args)
    rosters_dir = getattr(args, "rosters", None) or builtin_data_root() / "rosters"
    problems = [
        str(
            DataError(
                shown_path(rosters_dir / f"{clan}.yaml", builtin_data_root()), f"R2.2: {problem}", "positions"
            )
        )
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


def _schema_models() -> dict[str, type[BaseModel]]:
    """Every kind of file the game reads, by name, and its model."""
    models: dict[str, type[BaseModel]] = {"roster": Roster, "team": Team}
    for file_name, model in CHART_FILES.items():
        models[file_name.removesuffix(".yaml")] = model
    return models


SCHEMA_NAMES = list(_schema_models())


def schema_documents(only: str | None = None) -> dict[str, dict[str, Any]]:
    """File name -> JSON Schema, for every kind of file the game reads (or the one named)."""
    documents = {}
    for name, model in _schema_models().items():
        if only is not None and name != only:
            continue
        schema = model.model_json_schema()
        schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
        schema.setdefault("title", name)
        documents[f"{name}.schema.json"] = schema
    return documents


def schemas(args: argparse.Namespace) -> int:
    """Print the schemas, or write them into ``--out``."""
    documents = schema_documents(args.name)
    if args.out is not None:
        return write_schemas(args.out, documents)
    shown = documents[f"{args.name}.schema.json"] if args.name else documents
    print(schema_text(shown), end="")
    return 0


def schema_text(document: dict[str, Any]) -> str:
    return json.dumps(document, indent=2, ensure_ascii=False) + "\n"


def write_schemas(folder: Path, documents: dict[str, dict[str, Any]]) -> int:
    if folder.exists() and not folder.is_dir():
        raise WriteError(folder, SCHEMAS, "a file of that name is there; --out names a folder to write into")
    if not folder.parent.is_dir():
        raise WriteError(folder, SCHEMAS, f"the folder {folder.parent} does not exist")
    try:
        folder.mkdir(exist_ok=True)
    except OSError as exc:
        raise write_error(folder, SCHEMAS, exc) from None
    for file_name, schema in documents.items():
        path = folder / file_name
        write_text_atomic(path, schema_text(schema), "the JSON Schema")
        print(path)
    return 0
