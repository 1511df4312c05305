"""The words every command writes: a count with its noun ("1 game", not "1 games"), a record
always as wins–draws–losses, and a data folder that is a file told in one line."""

from __future__ import annotations

from pathlib import Path

import pytest

from samurai_bowl.cli import main
from tests.cli.test_league_cmd import data_dir, league_of_four, run

__all__ = ["data_dir"]  # the league tests' saved teams, in this module's data folder too

SCENARIO = """\
home: {clan: crane}
away: {clan: lion}
turn: {half: 1, active: home, home_turn: 2, away_turn: 1}
players:
  - {id: h1, team: home, position: Lineman, at: [10, 5]}
  - {id: a1, team: away, position: Lineman, at: [11, 6]}
dice: [d6: 4]
"""


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
