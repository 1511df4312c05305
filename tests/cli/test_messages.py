"""Problems with a file or an input are told in the game's words: one line naming the file (or
flag) and the field, and never in the validation library's own phrases."""

from __future__ import annotations

import enum
import json
import random
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any, Literal

import pytest
import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.ai.random_coach import RandomCoach
from samurai_bowl.cli import main
from samurai_bowl.data import GameData
from samurai_bowl.engine.match import Match
from samurai_bowl.errors import data_error_from_validation
from samurai_bowl.teams.model import Team
from samurai_bowl.ui.kit.settings import load_settings
from tests.conftest import REPO

LIBRARY_PHRASES = (
    "item(s)",
    "input should",
    "field required",
    "extra inputs",
    "validation error",
    "value error",
    "assertion failed",
    "should have",
    "should be",
    "pydantic",
    "type=",
    "for further information",
    "[type",
    "ValidationError",
)


def in_game_words(line: str) -> None:
    lowered = line.lower()
    assert not [p for p in LIBRARY_PHRASES if p.lower() in lowered], line


def team_doc(data: GameData) -> dict[str, Any]:
    return draft_team(data, "crab", random.Random(1), name="Iron Crabs").model_dump(mode="json")


def set_field(path: str, value: Any) -> Callable[[dict[str, Any]], None]:
    """Set ``players.0.name``-style paths."""
    *parents, last = path.split(".")

    def change(doc: dict[str, Any]) -> None:
        for part in parents:
            doc = doc[int(part)] if part.isdigit() else doc[part]  # type: ignore[index]
        doc[int(last) if last.isdigit() else last] = value  # type: ignore[index]

    return change


def drop(key: str) -> Callable[[dict[str, Any]], None]:
    return lambda doc: doc.pop(key) and None


TEAM_CASES: list[tuple[str, Callable[[dict[str, Any]], None], str, str]] = [
    ("long name", set_field("name", "x" * 41), "name", "must be at most 40 characters (got 41)"),
    (
        "misspelt field",
        set_field("rerols", 2),
        "rerols",
        "is not a field of a team (did you mean 'rerolls'?)",
    ),
    (
        "unknown player field",
        set_field("players.0.speed", 3),
        "players[0].speed",
        "is not a field of a player (fields: number, name, position, spp, seriously_injured, id)",
    ),
    ("no name", drop("name"), "name", "is required but missing"),
    ("fraction", set_field("rerolls", 1.5), "rerolls", "must be a whole number (got 1.5)"),
    (
        "word for a number",
        set_field("players.2.number", "seven"),
        "players[2].number",
        "must be a whole number",
    ),
    (
        "word for a flag",
        set_field("team_shugenja", "yes"),
        "team_shugenja",
        "must be true or false (got 'yes')",
    ),
    ("mapping for a list", set_field("players", {"a": 1}), "players", "must be a list (got a mapping)"),
    (
        "nothing for a player",
        set_field("players.0", None),
        "players[0]",
        "must be a mapping of fields (got nothing)",
    ),
    ("empty name", set_field("players.1.name", ""), "players[1].name", "must not be empty (got '')"),
    ("number for a name", set_field("players.1.name", 7), "players[1].name", "must be text (got 7)"),
    ("negative SPP", set_field("players.1.spp", -2), "players[1].spp", "must be ≥ 0 (got -2)"),
    ("bad clan id", set_field("clan", "Crab!"), "clan", "must be a lowercase id like 'lineman'"),
]


@pytest.mark.parametrize(
    ("change", "field", "words"), [c[1:] for c in TEAM_CASES], ids=[c[0] for c in TEAM_CASES]
)
def test_a_broken_team_file(
    change: Callable[[dict[str, Any]], None],
    field: str,
    words: str,
    data: GameData,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.chdir(tmp_path)
    doc = team_doc(data)
    change(doc)
    Path("crabs.yaml").write_text(yaml.safe_dump(doc), encoding="utf-8")
    assert main(["team", "validate", "crabs.yaml"]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"crabs.yaml: {field}: {words}") and err.count("\n") == 1, err
    in_game_words(err)


def test_a_too_long_name_from_a_flag(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SAMURAI_BOWL_DATA_DIR", str(tmp_path))
    assert main(["team", "new", "--name", "N" * 45, "--clan", "crab", "--add", "lineman=11"]) == 2
    assert capsys.readouterr().err == "team new: name: must be at most 40 characters (got 45)\n"


DATA_CASES: list[tuple[str, Callable[[Any], Any], str]] = [
    (
        "rosters/crab.yaml",
        set_field("positions.0.quantity.max", 41),
        "positions[0].quantity.max: must be ≤ 40",
    ),
    (
        "rosters/crab.yaml",
        set_field("positions.0.cots", 41),
        "positions[0].cots: is not a field of a position (did you mean 'cost'?)",
    ),
    (
        "rosters/lion.yaml",
        set_field("family_names", []),
        "family_names: must not be empty (got an empty list)",
    ),
    (
        "rosters/lion.yaml",
        set_field("reroll_cost", "sixty"),
        "reroll_cost: must be a whole number (got 'sixty')",
    ),
    ("rosters/crane.yaml", set_field("colours", 3), "colours: must be a mapping of fields (got 3)"),
    (
        "charts/kickoff.yaml",
        set_field("results.0.rol", 2),
        "results[0].rol: is not a field of a kickoff entry",
    ),
    ("charts/kickoff.yaml", set_field("results", "all"), "results: must be a list (got 'all')"),
    (
        "charts/rules.yaml",
        set_field("match.halfs", 2),
        "match.halfs: is not a field of the match rules (did you mean 'halves'?)",
    ),
    ("charts/rules.yaml", set_field("pitch.length", 7.5), "pitch.length: must be a whole number (got 7.5)"),
    (
        "charts/kickoff.yaml",
        set_field("results.0.roll", "²"),
        "results[0].roll: must be a number or a range like 4-10 (got '²')",
    ),
    (
        "charts/kickoff.yaml",
        set_field("results.0.roll", "9" * 5000),
        "results[0].roll: is too long a number (5000 digits)",
    ),
]


@pytest.mark.parametrize(
    ("file_name", "change", "expected"), DATA_CASES, ids=[c[2].split(":")[0] for c in DATA_CASES]
)
def test_a_broken_roster_or_chart(
    file_name: str,
    change: Callable[[Any], Any],
    expected: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    for folder in ("rosters", "charts"):
        shutil.copytree(REPO / folder, tmp_path / folder)
    monkeypatch.chdir(tmp_path)
    path = tmp_path / file_name
    doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    change(doc)
    path.write_text(yaml.safe_dump(doc, sort_keys=False), encoding="utf-8")
    assert main(["--rosters", "rosters", "--charts", "charts", "check"]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"{file_name}: {expected}") and err.count("\n") == 1, err
    in_game_words(err)


def test_a_saved_match_with_a_damaged_team(
    data: GameData, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rng = random.Random(3)
    match = Match(data, draft_team(data, "crab", rng), draft_team(data, "lion", rng), 5)
    coach = RandomCoach(5)
    for _ in range(20):
        match.apply(coach.choose(match))
    saved = match.to_json()
    saved["home"]["geishas"] = 1
    path = tmp_path / "match.json"
    path.write_text(json.dumps(saved), encoding="utf-8")
    assert main(["save", "check", str(path)]) == 2
    err = capsys.readouterr().err
    assert err == f"{path}: home.geishas: is not a field of a team (did you mean 'geisha'?)\n"


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ({"window_width": "wide"}, "window_width: must be a whole number (got 'wide')"),
        ({"ui_scale": "big"}, "ui_scale: must be a number (got 'big')"),
        ({"fulscreen": True}, "fulscreen: is not a field of the settings (did you mean 'fullscreen'?)"),
        ([], "must be a mapping of fields (got an empty list)"),
    ],
)
def test_a_broken_settings_file(content: Any, expected: str, tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text(json.dumps(content), encoding="utf-8")
    _, notice = load_settings(tmp_path)
    assert notice == f"settings.json: not used ({expected}); the defaults apply"


def test_renaming_a_league_player_badly(
    data: GameData, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("SAMURAI_BOWL_DATA_DIR", str(tmp_path))
    team = Team.model_validate(team_doc(data))
    (tmp_path / "crabs.yaml").write_text(yaml.safe_dump(team.model_dump(mode="json")), encoding="utf-8")
    assert main(["league", "new", "Winter Court"]) == 0
    assert main(["league", "add-team", "Winter Court", str(tmp_path / "crabs.yaml"), "--coach", "Ann"]) == 0
    capsys.readouterr()
    number = team.players[0].number
    assert main(["league", "team", "Winter Court", "Iron Crabs", "--rename", f"{number}:{'k' * 50}"]) == 2
    err = capsys.readouterr().err
    assert err == f"player {number}: new name: must be at most 40 characters (got 50)\n"


class Colour(enum.Enum):
    RED = "red"
    BLUE = "blue"


class Inner(BaseModel):
    model_config = ConfigDict(extra="forbid")
    depth: int = Field(ge=0, multiple_of=2)


class Everything(BaseModel):
    """A model with a field of every kind the game's models use, and a few more."""

    model_config = ConfigDict(extra="forbid", strict=True)
    whole: int = 0
    number: float = 0.0
    flag: bool = False
    text: str = Field(default="x", min_length=2, max_length=5)
    many: list[int] = Field(default_factory=list, max_length=3)
    some: list[int] = Field(default_factory=lambda: [1, 2], min_length=2)
    pair: tuple[int, int] = (0, 0)
    table: dict[str, int] = Field(default_factory=dict)
    kind: Literal["a", "b"] = "a"
    colour: Colour = Colour.RED
    inner: Inner = Inner(depth=0)
    maybe: int | None = None
    unique: set[int] = Field(default_factory=set)


WRONG = [
    "x",
    1.5,
    10**30,
    float("nan"),
    True,
    None,
    [],
    [1, 2, 3, 4],
    [1, "a"],
    {},
    {"depth": -1},
    {"depth": 3},
    {"nope": 1},
    "a" * 9,
    "",
    (1, 2, 3),
    "c",
    "green",
    {"a": "b"},
]


@pytest.mark.parametrize("field", list(Everything.model_fields))
def test_no_validation_message_is_in_the_library_words(field: str) -> None:
    """Every wrong value in every kind of field, and an unknown field, in the game's words."""
    said = []
    for value in [*WRONG, "unknown"]:
        doc = {"extra_field": 1} if value == "unknown" else {field: value}
        try:
            Everything.model_validate(doc)
        except ValidationError as exc:
            line = str(data_error_from_validation("thing.yaml", exc, Everything))
            assert line.startswith("thing.yaml: ") and "\n" not in line
            in_game_words(line)
            said.append(line)
    assert said
