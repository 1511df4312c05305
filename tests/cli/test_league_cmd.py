"""``samurai-bowl league``: a season from the command line, through the real entry point."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.cli import main
from samurai_bowl.data import GameData
from samurai_bowl.teams.store import TeamStore
from tests.league.records_setup import rescored

CLANS = ("crab", "lion", "crane", "unicorn")


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, data: GameData) -> Path:
    monkeypatch.setenv("SAMURAI_BOWL_DATA_DIR", str(tmp_path))
    store = TeamStore(tmp_path)
    rng = random.Random(3)
    for clan in CLANS:
        team = draft_team(data, clan, rng)
        store.save(team.model_copy(update={"name": f"{clan.title()} Eleven"}), data)
    return tmp_path


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(["league", *argv])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def league_of_four(capsys: pytest.CaptureFixture[str], human: str | None = None) -> None:
    assert run(["new", "Winter Court"], capsys)[0] == 0
    for clan in CLANS:
        who = ["--coach", "Ann"] if clan == human else ["--ai", "normal"]
        assert run(["add-team", "Winter Court", f"{clan.title()} Eleven", *who], capsys)[0] == 0


def test_a_season_of_ai_teams_from_the_command_line(
    capsys: pytest.CaptureFixture[str], data_dir: Path
) -> None:
    league_of_four(capsys)
    code, out, _ = run(["schedule", "Winter Court"], capsys)
    assert code == 0 and "6 fixtures" in out and out.count(" v ") == 6
    code, out, _ = run(["play", "Winter Court"], capsys)
    assert code == 0 and out.strip().endswith("1 fixture played and recorded.")
    code, out, err = run(["play", "Winter Court", "--all"], capsys)
    assert code == 0, err
    assert "5 fixtures played and recorded." in out
    code, out, _ = run(["table", "Winter Court"], capsys)
    rows = [line for line in out.splitlines() if line[:2].strip().isdigit()]
    assert len(rows) == 4
    assert sum(int(row.split()[-1]) for row in rows) in range(6 * 2, 6 * 3 + 1)  # 2 or 3 points a game
    assert (data_dir / "league.sqlite3").exists()
    code, _, err = run(["play", "Winter Court"], capsys)
    assert code == 2 and "nothing to play" in err and err.count("\n") == 1


def test_human_fixtures_wait_for_their_coaches(capsys: pytest.CaptureFixture[str]) -> None:
    league_of_four(capsys, human="crane")
    run(["schedule", "Winter Court"], capsys)
    code, out, _ = run(["next", "Winter Court"], capsys)
    assert code == 0 and ("Ann" in out or "the AI (normal)" in out)
    code, out, _ = run(["play", "Winter Court", "--all"], capsys)
    assert code == 0 and "wait for a person, " in out and " for those games first." in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["table", "Nowhere"], "league 'Nowhere': no such league (leagues: Winter Court)"),
        (
            ["add-team", "Winter Court", "Crab Eleven", "--ai", "normal"],
            "is already in league 'Winter Court'",
        ),
        (
            ["add-team", "Winter Court", "Ghosts", "--coach", "Ann"],
            "team 'Ghosts': no saved team by that name",
        ),
        (["new", "Winter Court"], "league 'Winter Court': already exists"),
    ],
)
def test_bad_input_is_one_line(capsys: pytest.CaptureFixture[str], argv: list[str], message: str) -> None:
    run(["new", "Winter Court"], capsys)
    run(["add-team", "Winter Court", "Crab Eleven", "--ai", "normal"], capsys)
    code, _, err = run(argv, capsys)
    assert code == 2 and message in err and err.count("\n") == 1


def test_a_foreign_league_file_is_refused_and_kept(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "league.sqlite3"
    path.write_text("my shopping list\n" * 20, encoding="utf-8")
    code, _, err = run(["list"], capsys)
    assert code == 2 and "is not a league database" in err and err.count("\n") == 1
    assert path.read_text(encoding="utf-8") == "my shopping list\n" * 20


def test_team_history_seasons_and_a_league_moved_as_a_file(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    league_of_four(capsys)
    run(["schedule", "Winter Court"], capsys)
    run(["play", "Winter Court", "--all"], capsys)
    code, out, _ = run(["table", "Winter Court"], capsys)
    assert "Banzuke" in out and "Yokozuna" in out and "Komusubi" in out
    code, out, _ = run(["team", "Winter Court", "Crab Eleven"], capsys)
    assert (
        code == 0 and out.startswith("Crab Eleven (Crab Clan), coached by the AI (normal)") and " SPP " in out
    )
    code, out, _ = run(["history", "Winter Court"], capsys)
    assert code == 0 and "Season 1: 6 of 6 fixtures played" in out
    code, out, _ = run(["new-season", "Winter Court"], capsys)
    assert code == 0 and "season 2 begins" in out
    export = tmp_path / "winter.json"
    assert run(["export", "Winter Court", str(export)], capsys)[0] == 0 and export.exists()
    code, out, _ = run(["import", str(export), "--as", "Winter Copy"], capsys)
    assert code == 0 and "Winter Copy imported: 4 teams, season 2" in out
    _, copied, _ = run(["table", "Winter Copy"], capsys)
    _, original, _ = run(["table", "Winter Court"], capsys)
    assert copied.replace("Winter Copy", "Winter Court") == original


def test_hiring_from_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    league_of_four(capsys)
    code, _, err = run(["team", "Winter Court", "Crab Eleven", "--hire", "lineman"], capsys)
    assert code == 2 and "costs 60 koku; the treasury has" in err  # a drafted team spent its koku


def test_a_result_is_written_out_corrected_and_the_table_follows(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    import json

    league_of_four(capsys)
    run(["schedule", "Winter Court"], capsys)
    run(["play", "Winter Court"], capsys)
    out_file = tmp_path / "result.json"
    code, out, _ = run(["result", "Winter Court", "1", "--out", str(out_file)], capsys)
    assert code == 0 and "round  1" in out and out_file.exists()
    record = json.loads(out_file.read_text(encoding="utf-8"))
    rescored(record, 7, 0)  # the home side's seven touchdowns, say the coaches
    out_file.write_text(json.dumps(record), encoding="utf-8")
    code, out, _ = run(["correct", "Winter Court", "1", str(out_file)], capsys)
    assert code == 0 and "corrected" in out
    _, table, _ = run(["table", "Winter Court"], capsys)
    leader = next(line for line in table.splitlines() if line.startswith(" 1 "))
    assert leader.split()[-4] == "7:0" and leader.split()[-1] == "3"
    out_file.write_text("{not json", encoding="utf-8")
    code, _, err = run(["correct", "Winter Court", "1", str(out_file)], capsys)
    assert code == 2 and "not valid JSON" in err and err.count("\n") == 1


def test_a_league_chooses_one_action_per_model(capsys: pytest.CaptureFixture[str]) -> None:
    """R4.2's rule option for a league: league new --action-limit model; league list says it."""
    assert main(["league", "new", "Old Ways", "--action-limit", "model"]) == 0
    assert main(["league", "new", "New Ways"]) == 0
    capsys.readouterr()
    assert main(["league", "list"]) == 0
    out = capsys.readouterr().out
    assert "Old Ways: season 1, 0 teams, 0 played; one action per model" in out
    assert "New Ways: season 1, 0 teams, 0 played; one action per team turn" in out
