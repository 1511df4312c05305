"""A broken roster or chart gives one clear line naming the file and field, and exit status 2."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml

from samurai_bowl.cli import main
from tests.subprocesses import cli, run

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def copies(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Editable copies of rosters/ and charts/ in a working folder of their own."""
    shutil.copytree(REPO / "rosters", tmp_path / "rosters")
    shutil.copytree(REPO / "charts", tmp_path / "charts")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def edit(path: Path, change: Callable[[Any], Any]) -> None:
    doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    result = change(doc)
    path.write_text(yaml.safe_dump(result if result is not None else doc, sort_keys=False), encoding="utf-8")


def run_check(capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    code = main(["--rosters", "rosters", "--charts", "charts", "check"])
    err = capsys.readouterr().err
    return code, err


def pos(index: int, **changes: Any) -> Callable[[Any], None]:
    return lambda doc: doc["positions"][index].update(changes)


ROSTER_CASES: list[tuple[str, Callable[[Any], Any], str]] = [
    ("crab.yaml", pos(2, cost=-5), "rosters/crab.yaml: positions[2].cost: must be ≥ 0 (got -5)"),
    (
        "crab.yaml",
        pos(0, ma="fast"),
        "rosters/crab.yaml: positions[0].ma: must be a whole number (got 'fast')",
    ),
    (
        "lion.yaml",
        pos(1, cost=True),
        "rosters/lion.yaml: positions[1].cost: must be a whole number (got true)",
    ),
    (
        "lion.yaml",
        pos(0, cost=70.5),
        "rosters/lion.yaml: positions[0].cost: must be a whole number (got 70.5)",
    ),
    ("crane.yaml", pos(3, ag=7), "rosters/crane.yaml: positions[3].ag: must be ≤ 6 (got 7)"),
    (
        "dragon.yaml",
        pos(1, skills=["Pass", "Sure Hand"]),
        "rosters/dragon.yaml: positions[1].skills[1]: unknown skill 'Sure Hand' (did you mean 'Sure Hands'?)",
    ),
    (
        "phoenix.yaml",
        pos(0, speed=9),
        "rosters/phoenix.yaml: positions[0].speed: is not a field of a position (fields: id, name, quantity, ma, st, ag, av, ph, skills, cost)",
    ),
    (
        "unicorn.yaml",
        lambda d: {k: v for k, v in d.items() if k != "reroll_cost"},
        "rosters/unicorn.yaml: reroll_cost: is required but missing",
    ),
    (
        "scorpion.yaml",
        lambda d: d.update(id="scorpions"),
        "rosters/scorpion.yaml: id: must match the file name 'scorpion' (got 'scorpions')",
    ),
    (
        "crab.yaml",
        pos(1, id="lineman"),
        "rosters/crab.yaml: positions[1].id: 'lineman' is already positions[0]",
    ),
    (
        "crab.yaml",
        pos(1, quantity={"min": 3, "max": 2}),
        "rosters/crab.yaml: positions[1].quantity.min: must not exceed max (3 > 2)",
    ),
    (
        "crane.yaml",
        lambda d: d["colours"].update(primary="blue"),
        "rosters/crane.yaml: colours.primary: must be a colour like '#3d5a80' (got 'blue')",
    ),
    (
        "crab.yaml",
        pos(0, id="Line Man"),
        "rosters/crab.yaml: positions[0].id: must be a lowercase id like 'lineman' (a-z, 0-9 and _, at most 40) "
        "(got 'Line Man')",
    ),
    (
        "crane.yaml",
        lambda d: [d],
        "rosters/crane.yaml: must hold a mapping of fields at the top (got a list)",
    ),
    (
        "lion.yaml",
        lambda d: d.update(positions=[]),
        "rosters/lion.yaml: positions: must not be empty (got an empty list)",
    ),
    (
        "lion.yaml",
        pos(0, skills=["Katana", "Katana"]),
        "rosters/lion.yaml: positions[0].skills[1]: 'Katana' is already skills[0]",
    ),
]


CHART_CASES: list[tuple[str, Callable[[Any], Any], str]] = [
    (
        "rules.yaml",
        lambda d: d["team_building"].update(max_players=0),
        "charts/rules.yaml: team_building.max_players: must be ≥ 1 (got 0)",
    ),
    (
        "rules.yaml",
        lambda d: d["ball"].update(throw_in_distance="2x6"),
        "charts/rules.yaml: ball.throw_in_distance: must be dice like 'd6' or '2d6' (got '2x6')",
    ),
    (
        "rules.yaml",
        lambda d: d["team_building"].update(min_players=17),
        "charts/rules.yaml: team_building.min_players: must not exceed max_players (17 > 16)",
    ),
    (
        "weather.yaml",
        lambda d: d["results"][2].update(roll="4-11"),
        "charts/weather.yaml: results[3].roll: roll 11 is covered twice (results[2] and results[3])",
    ),
    (
        "kickoff.yaml",
        lambda d: d["results"].pop(5) and None,
        "charts/kickoff.yaml: results: roll 7 is not covered",
    ),
    (
        "sigudu.yaml",
        lambda d: d.update(dice="2d6"),
        "charts/sigudu.yaml: results[0].roll: roll 1 can never happen (possible: 2-12)",
    ),
    (
        "skills.yaml",
        lambda d: d["skills"].append({"name": "block", "text": "again"}),
        "charts/skills.yaml: skills[16].name: 'block' is already skills[0]",
    ),
    (
        "pass_ranges.yaml",
        lambda d: d["bands"][2].update(distance="12-9"),
        "charts/pass_ranges.yaml: bands[2].distance: range 12-9 runs backwards",
    ),
]


@pytest.mark.parametrize(
    ("folder", "file_name", "change", "expected"),
    [("rosters", *case) for case in ROSTER_CASES] + [("charts", *case) for case in CHART_CASES],
)
def test_broken_file_one_line_exit_2(
    copies: Path, capsys: pytest.CaptureFixture[str], folder: str, file_name: str, change: Any, expected: str
) -> None:
    edit(copies / folder / file_name, change)
    code, err = run_check(capsys)
    assert code == 2
    assert err == expected + "\n"


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (b"", "rosters/crab.yaml: file is empty"),
        (b"id: crab\npositions: [\n", "rosters/crab.yaml: line 3 column 1: not valid YAML"),
        (b"\xff\xfe binary", "rosters/crab.yaml: is not UTF-8 text (bad byte at offset 0)"),
        (b"just a sentence", "rosters/crab.yaml: must hold a mapping of fields at the top"),
        (b"!!python/object/apply:os.system ['true']", "rosters/crab.yaml: line 1 column 1: not valid YAML"),
        (b"1: crab", "rosters/crab.yaml: field names must be text (got 1)"),
    ],
)
def test_unreadable_files(
    copies: Path, capsys: pytest.CaptureFixture[str], content: bytes, expected: str
) -> None:
    (copies / "rosters" / "crab.yaml").write_bytes(content)
    code, err = run_check(capsys)
    assert code == 2
    assert err.startswith(expected)
    assert err.count("\n") == 1


def test_missing_chart_file(copies: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (copies / "charts" / "weather.yaml").unlink()
    assert run_check(capsys) == (2, "charts/weather.yaml: file not found\n")


def test_no_rosters(copies: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for path in (copies / "rosters").glob("*.yaml"):
        path.unlink()
    assert run_check(capsys) == (2, "rosters: no roster files (*.yaml) found\n")


def test_shipped_data_is_valid(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check"]) == 0
    assert "7 rosters" in capsys.readouterr().out


def test_process_exits_2_without_a_traceback(copies: Path) -> None:
    edit(copies / "rosters" / "crab.yaml", pos(2, cost=-5))
    result = run(cli("--rosters", "rosters", "check"), cwd=copies)
    assert result.returncode == 2
    assert result.stderr == "rosters/crab.yaml: positions[2].cost: must be ≥ 0 (got -5)\n"
    assert "Traceback" not in result.stderr
