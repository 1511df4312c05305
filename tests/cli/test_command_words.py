"""The words every command writes: a count with its noun ("1 game", not "1 games"), a record
always as wins–draws–losses, and a data folder that is a file told in one line."""

from __future__ import annotations

import argparse
import re
from pathlib import Path

import pytest

from samurai_bowl.cli import main
from tests.cli.test_league_cmd import data_dir, league_of_four, run
from tests.engine.test_scenarios import BASE

__all__ = ["data_dir"]  # the league tests' saved teams, in this module's data folder too

SCENARIO = BASE + "dice: [d6: 4]\n"  # the scenario tests' two linemen, one die more than they use


def test_a_player_with_one_league_game_has_1_game(capsys: pytest.CaptureFixture[str]) -> None:
    league_of_four(capsys)
    run(["schedule", "Winter Court"], capsys)
    code, out, err = run(["play", "Winter Court"], capsys)
    assert code == 0, err
    played = next(line for line in out.splitlines() if line.startswith("  round "))
    home = played.removeprefix("  round 1: ").split(" ")[0] + " Eleven"
    code, out, err = run(["team", "Winter Court", home], capsys)
    assert code == 0, err
    assert "1 game, " in out
    assert "1 games" not in out


def test_a_round_robin_of_one_game_says_1_game(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "--round-robin", "--clans", "crab,lion", "--games", "1", "--workers", "1"]
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert "1 game per pairing" in out and "1 game in " in out
    assert "1 games" not in out


def test_one_scripted_die_left_is_one_die(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    scenario = tmp_path / "left.yaml"
    scenario.write_text(SCENARIO, encoding="utf-8")
    assert main(["scenario", str(scenario)]) == 2
    err = capsys.readouterr().err
    assert "dice: 1 scripted die was not used: d6: 4" in err and err.count("\n") == 1


def test_the_banzuke_writes_wins_draws_losses(capsys: pytest.CaptureFixture[str]) -> None:
    from samurai_bowl.league.banzuke import banzuke
    from samurai_bowl.league.standings import Line

    rank = banzuke([Line(1, "Crab Eleven", played=6, won=3, drawn=1, lost=2)])[0]
    assert rank.record == "3–1–2"  # as the table's W D L columns and every W-D-L grid
    league_of_four(capsys)
    run(["schedule", "Winter Court"], capsys)
    run(["play", "Winter Court"], capsys)
    out = run(["table", "Winter Court"], capsys)[1]
    banzuke_lines = out.split("Banzuke")[1].splitlines()[1:5]
    table = {
        line[3:31].strip(): line.split()[-7:-4] for line in out.splitlines() if line[:2].strip().isdigit()
    }
    for line in banzuke_lines:
        name = line[16:44].strip()
        assert line[44:51].strip() == "–".join(table[name])


@pytest.mark.parametrize("how", ["option", "environment"])
def test_a_data_folder_that_is_a_file_is_one_line(
    how: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    good = tmp_path / "good.yaml"
    good.write_text("name: a team file\n", encoding="utf-8")
    if how == "option":
        code = main(["team", "list", "--data-dir", str(good)])
        named = f"--data-dir {good}"
    else:
        monkeypatch.setenv("SAMURAI_BOWL_DATA_DIR", str(good))
        code = main(["team", "list"])
        named = f"$SAMURAI_BOWL_DATA_DIR {good}"
    captured = capsys.readouterr()
    assert code == 2 and captured.out == ""
    assert captured.err == f"{named}: is a file, not a folder: the data folder holds teams and saves\n"
    assert "No saved teams" not in captured.err


def test_a_league_file_in_a_missing_folder_is_one_line_and_nothing_made(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "some" / "missing" / "folders" / "x.sqlite3"
    code = main(["league", "new", "Winter Court", "--league-db", str(target)])
    err = capsys.readouterr().err
    assert code == 1
    assert err == (f"{target}: could not write the league file: the folder {target.parent} does not exist\n")
    assert not (tmp_path / "some").exists()
    beside = tmp_path / "x.sqlite3"  # a folder that is there takes a new league file
    assert main(["league", "new", "Winter Court", "--league-db", str(beside)]) == 0
    assert beside.is_file()


def test_league_export_replaces_a_file_only_with_force(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    league_of_four(capsys)
    target = tmp_path / "winter.json"
    target.write_text("my notes\n", encoding="utf-8")
    code, out, err = run(["export", "Winter Court", str(target)], capsys)
    assert code == 2 and out == ""
    assert err == f"{target}: is already there (use --force to replace it)\n"
    assert target.read_text(encoding="utf-8") == "my notes\n"
    code, out, err = run(["export", "Winter Court", str(target), "--force"], capsys)
    assert code == 0, err
    assert out == f"Winter Court written to {target}\n"
    assert '"format"' in target.read_text(encoding="utf-8")


def test_host_resume_of_a_missing_file_names_the_file_first(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "missing.json"
    code = main(["host", "--resume", str(missing)])
    err = capsys.readouterr().err
    assert code == 2
    assert err == f"{missing}: file not found\n"


def test_league_play_keeps_each_replay_where_save_list_check_and_analyse_find_it(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    league_of_four(capsys)
    run(["schedule", "Winter Court"], capsys)
    code, out, err = run(["play", "Winter Court"], capsys)
    assert code == 0, err
    saves = data_dir / "saves"
    (replay,) = saves.glob("match-*.json")
    assert f", replay in {replay}" in out
    assert main(["save", "list"]) == 0
    listed = capsys.readouterr().out
    assert replay.name in listed and "full time" in listed
    assert main(["save", "check", replay.name]) == 0  # the name save list shows
    assert capsys.readouterr().out.startswith(f"{replay}: ok — ")
    assert main(["save", "check", replay.stem]) == 0  # and without its .json
    capsys.readouterr()
    assert main(["analyse", replay.name, "--json", "--workers", "1"]) == 0
    assert f'"save": "{replay}"' in capsys.readouterr().out


def test_a_save_name_that_matches_nothing_is_one_line(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for argv in (["save", "check", "match-nothing.json"], ["analyse", "match-nothing.json"]):
        assert main(argv) == 2
        captured = capsys.readouterr()
        assert captured.out == ""
        assert captured.err == (
            f"match-nothing.json: no such file here or in {data_dir / 'saves'} "
            "(`samurai-bowl save list` lists the saved matches)\n"
        )


def test_a_replay_that_cannot_be_written_is_told_and_the_result_stands(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    league_of_four(capsys)
    run(["schedule", "Winter Court"], capsys)
    (data_dir / "saves").write_text("not a folder\n", encoding="utf-8")
    code, out, err = run(["play", "Winter Court"], capsys)
    assert code == 1
    assert "1 fixture played and recorded." in out and "replay in" not in out
    assert err.startswith("  round 1: the replay could not be saved: ") and err.count("\n") == 1
    assert "Season 1: 1 of 6 fixtures played" in run(["history", "Winter Court"], capsys)[1]


def test_a_round_robin_writes_every_game_of_every_pairing_to_its_report(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import json

    report = tmp_path / "round-robin.json"
    argv = ["simulate", "--round-robin", "--clans", "lion,crab,crane", "--games", "2", "--seed", "5"]
    assert main([*argv, "--workers", "1", "--json", "--report", str(report)]) == 0
    summary = json.loads(capsys.readouterr().out)
    games = json.loads(report.read_text(encoding="utf-8"))["games"]
    pairs = [("crab", "crane"), ("crab", "lion"), ("crane", "lion")]  # in the order they are played
    assert [g["clans"] for g in games] == [
        list(pair[:: 1 if i % 2 == 0 else -1]) for pair in pairs for i in range(2)
    ]
    assert [g["seed"] for g in games] == [5, 6] * 3
    for pairing, counted in zip(pairs, summary["pairs"], strict=True):
        assert (counted["clan"], counted["opponent"]) == pairing
        scored = sum(
            g["score"][0 if g["clans"][0] == pairing[0] else 1]
            for g in games
            if set(g["clans"]) == set(pairing)
        )
        assert scored == counted["td_for"]
    series_report = tmp_path / "series.json"
    series = ["simulate", "--home", "crab", "--away", "lion", "--games", "1", "--workers", "1"]
    assert main([*series, "--report", str(series_report)]) == 0
    (one,) = json.loads(series_report.read_text(encoding="utf-8"))["games"]
    assert one["clans"] == ["crab", "lion"]
    assert all(set(game) == set(one) for game in games)  # the same record a series writes
    assert all(game["players"] for game in games)


def league_commands() -> dict[str, argparse.ArgumentParser]:
    from samurai_bowl.cli.parser import build_parser

    def commands(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
        found = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
        return dict(found[0].choices) if found else {}

    return commands(commands(build_parser())["league"])


LEAGUE_COMMANDS = sorted(league_commands())


@pytest.mark.parametrize("command", LEAGUE_COMMANDS)
def test_every_league_command_describes_itself_with_examples(
    command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["league", command, "--help"])
    assert stop.value.code == 0
    shown = capsys.readouterr().out
    usage, _, rest = shown.partition("\n\n")
    description = rest.partition("\n\n")[0]
    assert usage.startswith(f"usage: samurai-bowl league {command} ")
    assert not description.startswith(("positional arguments:", "options:"))
    assert len(description.split()) >= 10
    examples = shown.partition("\nexamples:\n")[2].splitlines()
    assert examples and all(line.startswith("  samurai-bowl league ") for line in examples)
    assert any(line.startswith(f"  samurai-bowl league {command} ") for line in examples)


def test_league_correct_says_what_its_file_holds(capsys: pytest.CaptureFixture[str]) -> None:
    from samurai_bowl.league.validate_record import MatchRecord, PlayerLine

    with pytest.raises(SystemExit):
        main(["league", "correct", "--help"])
    shown = capsys.readouterr().out
    fields = shown.partition("FILE is the fixture's match record in JSON")[2]
    assert "league result N --out FILE" in fields
    named = set(re.findall(r"^ {2,4}([a-z_, ]+?)(?: {2,}|:\n|$)", fields, re.MULTILINE))
    names = {name.strip() for group in named for name in group.split(",")}
    assert set(MatchRecord.model_fields) <= names
    assert set(PlayerLine.model_fields) <= names
