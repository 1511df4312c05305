"""``samurai-bowl scenario FILE.yaml [--check]``: run a scenario file (docs/scenarios.md)."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from samurai_bowl.cli.context import game_data
from samurai_bowl.errors import DataError

EXIT_OK = 0
EXIT_DIFFERENT = 1


def add_scenario_command(commands: Any, common: argparse.ArgumentParser) -> None:
    scenario = commands.add_parser(
        "scenario",
        parents=[common],
        help="run a scenario file and print the result as JSON",
        description="Build the position in FILE, roll its scripted dice, apply its actions and print "
        "the result as JSON. The format is described in docs/scenarios.md.",
    )
    scenario.add_argument("file", type=Path, metavar="FILE.yaml", help="the scenario file")
    scenario.add_argument(
        "--check",
        action="store_true",
        help="compare the result with the file's expect: block; print 'FILE: ok' (exit 0) "
        "or the first difference (exit 1)",
    )
    scenario.set_defaults(handler=run_scenario_file)


def run_scenario_file(args: argparse.Namespace) -> int:
    # the engine is imported here, not at start-up, so every other command stays quick
    from samurai_bowl.engine.scenarios import check, load_scenario, run_scenario, scenario_result

    data = game_data(args)
    shown = str(args.file)
    scenario = load_scenario(args.file, data, shown)
    if args.check and scenario.expect is None:
        raise DataError(shown, "nothing to check: the file has no expect: block", "expect")
    result = scenario_result(run_scenario(scenario, data))
    if not args.check:
        print(json.dumps(result, indent=2, ensure_ascii=False))
        return EXIT_OK
    assert scenario.expect is not None
    difference = check(result, scenario.expect)
    if difference:
        print(f"{shown}: {difference}")
        return EXIT_DIFFERENT
    print(f"{shown}: ok")
    return EXIT_OK
