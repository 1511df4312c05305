"""The ``samurai-bowl`` command: help everywhere, teams built by flags or prompts, schemas."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
import yaml

from samurai_bowl.cli import main

SUBCOMMANDS = [
    [],
    ["play"],
    ["team"],
    ["team", "new"],
    ["team", "list"],
    ["team", "show"],
    ["team", "validate"],
    ["team", "random"],
    ["clans"],
    ["check"],
    ["schema"],
    ["simulate"],
    ["scenario"],
    ["save"],
    ["save", "list"],
    ["save", "check"],
]


pytestmark = pytest.mark.usefixtures(
    "data_dir"
)  # a data folder of its own, and its folder as the working one


@pytest.mark.parametrize("words", SUBCOMMANDS, ids=lambda w: " ".join(w) or "top")
def test_every_subcommand_has_help(words: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main([*words, "--help"])
    assert info.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: samurai-bowl")
    assert "--data-dir" in out


def build_crabs(*extra: str) -> int:
    return main(
        [
            "team",
            "new",
            "--name",
            "Iron Crabs",
            "--clan",
            "crab",
            "--add",
            "lineman=9",
            "--add",
            "berserker=2",
            "--player",
            "tsukai_tsugasu:Hida Kuon:44",
            "--rerolls",
            "2",
            "--geisha",
            "1",
            "--seed",
            "3",
            *extra,
        ]
    )


def test_team_new_by_flags(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert build_crabs() == 0
    out = capsys.readouterr().out
    assert "Iron Crabs — Crab Clan" in out and "Saved to" in out
    doc = yaml.safe_load((data_dir / "teams" / "iron-crabs.yaml").read_text(encoding="utf-8"))
    assert len(doc["players"]) == 12
    kuon = next(p for p in doc["players"] if p["name"] == "Hida Kuon")
    assert (kuon["number"], kuon["position"]) == (44, "tsukai_tsugasu")
    assert doc["treasury"] == 1000 - (9 * 60 + 2 * 80 + 80) - 120 - 10 == 90


def test_team_new_refuses_an_illegal_team(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        [
            "team",
            "new",
            "--name",
            "Too Rich",
            "--clan",
            "crane",
            "--add",
            "kenshinzen=2",
            "--add",
            "catcher=4",
            "--add",
            "thrower=2",
            "--add",
            "lineman=4",
        ]
    )
    assert code == 2
    assert capsys.readouterr().err == (
        "team 'Too Rich': koku: R2.2: 12 players cost 1040 koku, 40 over the 1000 available\n"
    )
    assert not (data_dir / "teams").exists()


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["--clan", "crab"], "team new: --name is required when not run in a terminal"),
        (["--name", "X", "--clan", "mantis"], "clan 'mantis': no such clan"),
        (
            ["--name", "X", "--clan", "crab", "--add", "ninja=1"],
            "--add ninja=1: R2.1: the Crab Clan has no position",
        ),
        (["--name", "X", "--clan", "crab", "--add", "lineman"], "--add lineman: must be POSITION=COUNT"),
        (["--name", "X", "--clan", "crab", "--player", "lineman"], "--player lineman: must be POSITION:NAME"),
        (["--name", "X", "--clan", "crab", "--rerolls", "-1"], "--rerolls: must be ≥ 0 (got -1)"),
        (["--name", "", "--clan", "crab"], "team new: name: must not be empty"),
        (["--name", "...", "--clan", "crab", "--add", "lineman=11"], "team new: name: must contain a letter"),
    ],
)
def test_team_new_bad_flags_give_one_line(
    args: list[str], expected: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["team", "new", *args]) == 2
    err = capsys.readouterr().err
    assert err.startswith(expected)
    assert err.count("\n") == 1


def test_list_show_validate(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    build_crabs()
    capsys.readouterr()
    assert main(["team", "list"]) == 0
    listing = capsys.readouterr().out.splitlines()
    assert listing[1].split() == ["Iron", "Crabs", "crab", "12", "910", "90", "iron-crabs.yaml"]
    assert main(["team", "show", "iron crabs"]) == 0
    sheet = capsys.readouterr().out
    assert "Hida Kuon" in sheet and "Tsukai-Tsugasu" in sheet and "Block, Mighty Blow" in sheet
    assert "Treasury (of 1000 koku)                      90" in sheet
    path = data_dir / "teams" / "iron-crabs.yaml"
    assert main(["team", "validate", str(path)]) == 0
    assert (
        "valid — Iron Crabs, Crab Clan, 12 players, 910 koku spent, 90 in the treasury"
        in capsys.readouterr().out
    )


def test_validate_reports_every_broken_rule(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    build_crabs()
    path = data_dir / "teams" / "iron-crabs.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("geisha: 1", "geisha: 7"), encoding="utf-8")
    capsys.readouterr()
    assert main(["team", "validate", str(path)]) == 2
    err = capsys.readouterr().err.splitlines()
    assert err == [
        "data/teams/iron-crabs.yaml: geisha: R2.3: at most 4 Geisha allowed; this team has 7 (3 over)",
        "data/teams/iron-crabs.yaml: treasury: R2.4: says 90 koku, but 1000 − 970 spent leaves 30",
    ]
    assert main(["team", "list"]) == 2


def test_show_unknown_team(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["team", "show", "Nobody"]) == 2
    assert capsys.readouterr().err.startswith("team 'Nobody': no saved team by that name in ")


def test_data_dir_flag_beats_the_environment(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert build_crabs("--data-dir", str(tmp_path / "elsewhere")) == 0
    assert (tmp_path / "elsewhere" / "teams" / "iron-crabs.yaml").is_file()


def test_team_random_is_legal_and_repeatable(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["team", "random", "--clan", "lion", "--seed", "7"]) == 0
    first = capsys.readouterr().out
    assert main(["team", "random", "--clan", "lion", "--seed", "7", "--save", "--name", "Pride"]) == 0
    second = capsys.readouterr().out
    assert first.splitlines()[1:] == second.splitlines()[1:-2]
    assert main(["team", "validate", str(data_dir / "teams" / "pride.yaml")]) == 0


def test_team_random_saved_twice_gets_a_name_of_its_own(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The same seed saved twice: the first as drafted, the second drafted again under a free name."""
    assert main(["team", "random", "--clan", "crab", "--seed", "5"]) == 0
    shown = capsys.readouterr().out
    assert main(["team", "random", "--clan", "crab", "--seed", "5", "--save"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == shown.splitlines()[0]  # the same team as shown
    assert main(["team", "random", "--clan", "crab", "--seed", "5", "--save"]) == 0
    assert capsys.readouterr().out.splitlines()[0] != shown.splitlines()[0]
    assert len(list((data_dir / "teams").glob("*.yaml"))) == 2


def test_schema_writes_json_schemas(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["schema", "--out", str(tmp_path / "schemas")]) == 0
    files = sorted(p.name for p in (tmp_path / "schemas").iterdir())
    assert "roster.schema.json" in files and "team.schema.json" in files
    assert {"kickoff.schema.json", "weather.schema.json", "injury.schema.json", "rules.schema.json"} <= set(
        files
    )
    roster = json.loads((tmp_path / "schemas" / "roster.schema.json").read_text(encoding="utf-8"))
    assert roster["$schema"].endswith("2020-12/schema")
    assert "positions" in roster["required"]
    position = roster["$defs"]["Position"]
    assert position["properties"]["cost"]["minimum"] == 0
    kickoff = json.loads((tmp_path / "schemas" / "kickoff.schema.json").read_text(encoding="utf-8"))
    assert "peasant_revolt" in json.dumps(kickoff)


def test_clans(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["clans"]) == 0
    assert len(capsys.readouterr().out.splitlines()) == 7
    assert main(["clans", "phoenix"]) == 0
    sheet = capsys.readouterr().out
    assert "Water Adept" in sheet and "Asako Yasu (100)" in sheet


# --- interactive ------------------------------------------------------------------------


def feed(monkeypatch: pytest.MonkeyPatch, answers: list[str]) -> list[str]:
    asked: list[str] = []
    queue: Iterator[str] = iter(answers)

    def fake_input(prompt: str = "") -> str:
        asked.append(prompt)
        try:
            return next(queue)
        except StopIteration:
            raise EOFError from None

    monkeypatch.setattr("builtins.input", fake_input)
    return asked


def test_interactive_team_new(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    asked = feed(
        monkeypatch,
        [
            "",
            "Storm Lions",  # empty name is refused, then a name
            "9",
            "4",  # a clan number out of range, then Lion
            "20",
            "10",  # too many linemen, then 10
            "2",  # Matsu Lion's Pride
            "1",
            "1",
            "0",  # re-rolls, Geisha, Assistant Coaches
            "n",
            "n",  # no shugenja, no Ikoma Ujiaki
            "y",
            "Akodo Toturi",
            *[""] * 11,  # name the first player, keep the other suggestions
            "",  # save? [y]
        ],
    )
    assert main(["team", "new", "--interactive", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "enter 1-7 or a clan name" in out and "enter a whole number from 0 to 16" in out
    assert "the name must not be empty" in out
    assert "12 players, 100 koku left" in out
    doc = yaml.safe_load((data_dir / "teams" / "storm-lions.yaml").read_text(encoding="utf-8"))
    assert doc["clan"] == "lion" and doc["rerolls"] == 1 and doc["geisha"] == 1
    assert not doc["special_staff"] and not doc["team_shugenja"]
    assert doc["players"][0]["name"] == "Akodo Toturi"
    assert doc["treasury"] == 1000 - 900 - 70 - 10
    assert any("Matsu Lion's Pride" in q for q in asked)


def test_interactive_over_budget_is_offered_a_fix(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    asked = feed(
        monkeypatch,
        [
            "Gold Wall",
            "lion",
            "12",
            "4",
            "0",
            "1",
            "0",
            "n",
            "n",
            "n",  # 1250 koku: too dear
            "y",
            "11",
            "0",
            "2",
            "",
            "",
            "",
            "",
            "",  # change it, keep the rest
            "y",
        ],
    )
    assert main(["team", "new", "--interactive"]) == 0
    out = capsys.readouterr().out
    assert "16 players, 240 koku OVER the 1000 available" in out
    assert "R2.2: 16 players and 1 Geisha cost 1250 koku, 250 over the 1000 available" in out
    assert "Geisha, 10 koku each (0-4) [1]:" in "".join(asked)
    doc = yaml.safe_load((data_dir / "teams" / "gold-wall.yaml").read_text(encoding="utf-8"))
    assert len(doc["players"]) == 11 and doc["treasury"] == 80 and doc["geisha"] == 1


def test_interactive_input_ending_saves_nothing(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    feed(monkeypatch, ["Half Done", "crab", "11"])
    assert main(["team", "new", "--interactive"]) == 2
    assert capsys.readouterr().err == (
        "team new: input ended before the team was finished; nothing was saved\n"
    )
    assert not (data_dir / "teams").exists()


def test_no_command_opens_the_window(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    opened: list[tuple[int, Path]] = []
    monkeypatch.setattr(
        "samurai_bowl.ui.app.run", lambda data, folder: opened.append((len(data.rosters), folder))
    )
    assert main(["--data-dir", str(tmp_path)]) == 0
    assert main(["play", "--data-dir", str(tmp_path)]) == 0
    assert opened == [(7, tmp_path), (7, tmp_path)]  # the player's folder goes to the window


def test_a_window_that_cannot_open_is_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import pyglet.window

    def no_display(data: object, folder: object) -> None:
        raise pyglet.window.NoSuchDisplayException("Cannot connect to display")

    monkeypatch.setattr("samurai_bowl.ui.app.run", no_display)
    monkeypatch.delenv("DISPLAY", raising=False)
    assert main([]) == 1
    err = capsys.readouterr().err
    assert err.startswith(
        "samurai-bowl: could not open the game window (no graphical display found, DISPLAY is not set)"
    )
    assert err.count("\n") == 1
