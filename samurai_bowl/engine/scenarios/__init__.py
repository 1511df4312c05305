"""Scenario files: a position, scripted dice and actions run through the Match API, and the
result the rules say they must give. The format is documented in docs/scenarios.md.

``load_scenario`` reads and checks a file (every problem is a one-line :class:`DataError` naming
the file and field), ``run_scenario`` plays it, ``scenario_result`` turns the match into plain
JSON and ``check`` compares that JSON with the file's ``expect:`` block.
"""

from samurai_bowl.engine.scenarios.fields import Scenario, ScenarioPlayer, ScenarioRun, read_square
from samurai_bowl.engine.scenarios.load import load_scenario
from samurai_bowl.engine.scenarios.play import (
    check,
    check_scenario,
    engine_actions,
    run_scenario,
    scenario_result,
)

__all__ = [
    "Scenario",
    "ScenarioPlayer",
    "ScenarioRun",
    "check",
    "check_scenario",
    "engine_actions",
    "load_scenario",
    "read_square",
    "run_scenario",
    "scenario_result",
]
