"""Numbers longer than Python turns into integers (4,300 digits) in the files the game is handed:
a saved match, a team file, a league export. Each is one line naming the file and the field, exit
status 2, and the saves folder lists every other save beside the damaged one."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from samurai_bowl.cli import main
from samurai_bowl.data import GameData
from samurai_bowl.data.files import read_mapping
from samurai_bowl.errors import DataError
from tests.engine.damage import mid_game

LONG = "9" * 5000
TOO_LONG = "is a number too long to read (more than 4300 digits)"


pytestmark = pytest.mark.usefixtures(
    "data_dir"
)  # a data folder of its own, and its folder as the working one


@pytest.fixture(scope="module")
def saved(data: GameData) -> dict[str, Any]:
    return mid_game(data)


def with_long_half(saved: dict[str, Any]) -> str:
    """The save's text with its half a number of 5,000 digits."""
    text = json.dumps(saved)
    assert text.count('"half": 2,') == 1
    return text.replace('"half": 2,', f'"half": {LONG},')


def test_save_check_names_the_long_numbers_field(
    saved: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "match-1.json"
    path.write_text(with_long_half(saved), encoding="utf-8")
    assert main(["save", "check", str(path)]) == 2
    out, err = capsys.readouterr()
    assert (out, err) == ("", f"{path}: state.half: {TOO_LONG}\n")


def test_save_list_lists_every_save_beside_one_with_a_long_number(
    saved: dict[str, Any], data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = data_dir / "saves"
    folder.mkdir(parents=True)
    session = {"format": "samurai-bowl-session-1", "coaches": ["human", "hard"], "match": saved}
    names = [f"match-{n}.json" for n in range(1, 13)]
    for name in names:
        (folder / name).write_text(json.dumps(session), encoding="utf-8")
    broken = with_long_half(session)
    (folder / "match-5.json").write_text(broken, encoding="utf-8")
    assert main(["save", "list"]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    lines = out.splitlines()
    assert sorted(re.search(r"match-\d+\.json", line).group(0) for line in lines) == sorted(names)  # type: ignore[union-attr]
    damaged = [line for line in lines if "damaged" in line]
    assert len(damaged) == 1 and "match-5.json" in damaged[0]
    assert damaged[0].endswith(f"damaged: match.state.half: {TOO_LONG}")


def team_file(data_dir: Path) -> Path:
    assert main(["team", "random", "--clan", "crab", "--name", "Iron Crabs", "--seed", "1", "--save"]) == 0
    return data_dir / "teams" / "iron-crabs.yaml"


@pytest.mark.parametrize(
    "number", [LONG, "0x" + "f" * 4000, "-" + LONG], ids=["decimal", "hexadecimal", "negative"]
)
def test_team_validate_names_the_long_numbers_field(
    data_dir: Path, tmp_path: Path, number: str, capsys: pytest.CaptureFixture[str]
) -> None:
    text = team_file(data_dir).read_text(encoding="utf-8")
    assert text.count("\nrerolls: ") == 1
    edited = tmp_path / "team.yaml"
    edited.write_text(re.sub(r"\nrerolls: \d+", f"\nrerolls: {number}", text), encoding="utf-8")
    capsys.readouterr()
    assert main(["team", "validate", "team.yaml"]) == 2
    assert capsys.readouterr() == ("", f"team.yaml: rerolls: {TOO_LONG}\n")


@pytest.mark.parametrize(
    ("text", "where"),
    [
        (
            f"name: x\nplayers:\n  - number: 1\n  - number: {LONG}\n",
            "players[1].number:",
        ),  # by its place in a list
        (
            f"name: x\nstaff:\n  ? {LONG}\n  : 1\n",
            "staff: a field's name",
        ),  # as a field's name: where it stands
    ],
    ids=["in a list", "as a field name"],
)
def test_a_long_number_in_yaml_is_named_by_where_it_stands(tmp_path: Path, text: str, where: str) -> None:
    path = tmp_path / "team.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DataError) as raised:
        read_mapping(path)
    assert str(raised.value) == f"{path}: {where} {TOO_LONG}"


def exported_league(data_dir: Path, tmp_path: Path) -> dict[str, Any]:
    team_file(data_dir)
    assert main(["league", "new", "Winter Court"]) == 0
    assert main(["league", "add-team", "Winter Court", "Iron Crabs", "--ai", "easy"]) == 0
    assert main(["league", "export", "Winter Court", str(tmp_path / "court.json")]) == 0
    loaded: dict[str, Any] = json.loads((tmp_path / "court.json").read_text(encoding="utf-8"))
    return loaded


def test_league_import_names_a_long_number_in_the_export(
    data_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    export = exported_league(data_dir, tmp_path)
    text = json.dumps(export).replace('"rounds": 1', f'"rounds": {LONG}')
    (tmp_path / "long.json").write_text(text, encoding="utf-8")
    capsys.readouterr()
    assert main(["league", "import", "long.json", "--as", "Copy"]) == 2
    assert capsys.readouterr() == ("", f"long.json: league.rounds: {TOO_LONG}\n")


def test_league_import_names_a_long_number_inside_a_ledger_row(
    data_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    export = exported_league(data_dir, tmp_path)
    row = export["ledger"][0]
    assert '"treasury": ' in row["data"]
    row["data"] = re.sub(r'"treasury": \d+', f'"treasury": {LONG}', row["data"])
    (tmp_path / "long.json").write_text(json.dumps(export), encoding="utf-8")
    capsys.readouterr()
    assert main(["league", "import", "long.json", "--as", "Copy"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1
    assert err.startswith("long.json: ledger[0].data.team.treasury: ") and err.endswith(f"{TOO_LONG}\n")


def test_numbers_as_long_as_python_reads_are_read(tmp_path: Path) -> None:
    path = tmp_path / "numbers.json"
    path.write_text(json.dumps({"a": int("9" * 4300), "b": [-int("9" * 4300)]}), encoding="utf-8")
    assert read_mapping(path) == {"a": int("9" * 4300), "b": [-int("9" * 4300)]}
    path = tmp_path / "numbers.yaml"
    path.write_text(yaml.safe_dump({"a": 10**50}), encoding="utf-8")
    assert read_mapping(path) == {"a": 10**50}


def test_window_settings_with_a_long_number_name_its_field(tmp_path: Path) -> None:
    from samurai_bowl.ui.kit.settings import SETTINGS_FILE, Settings, load_settings

    (tmp_path / SETTINGS_FILE).write_text(f'{{"volume": {LONG}}}', encoding="utf-8")
    assert load_settings(tmp_path) == (
        Settings(),
        f"settings.json: not used (volume: {TOO_LONG}); the defaults apply",
    )


def test_a_number_python_reads_but_no_line_holds_is_shown_by_its_length(
    saved: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "match-1.json"
    path.write_text(json.dumps(saved).replace('"half": 2,', f'"half": {"9" * 4000},'), encoding="utf-8")
    assert main(["save", "check", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith(f"{path}: state.half: ") and err.count("\n") == 1
    assert err == f"{path}: state.half: a number of 4000 digits is more than the rules allow (2)\n"


def test_a_team_file_with_a_count_no_line_holds_is_one_line(
    data_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = team_file(data_dir).read_text(encoding="utf-8")
    (tmp_path / "team.yaml").write_text(
        re.sub(r"\nrerolls: \d+", f"\nrerolls: {'9' * 4000}", text), encoding="utf-8"
    )
    capsys.readouterr()
    assert main(["team", "validate", "team.yaml"]) == 2
    out, err = capsys.readouterr()
    assert (out, err) == ("", "team.yaml: rerolls: is too large a number (4000 digits)\n")
