"""One rule for every file the system will not let a command write, make or delete: one line and
exit status 1 — for a league file as for a team or a saved match — while bad input stays 2."""

from __future__ import annotations

import stat
from pathlib import Path

import pytest

from samurai_bowl.cli import main
from samurai_bowl.data import GameData
from samurai_bowl.errors import StorageError
from samurai_bowl.sessions.session import Session, save_session
from tests.faults.processes import can_make_read_only, run_cli
from tests.faults.test_read_only import read_only_disk

LEAGUE, TEAM = "Winter Court", "Iron Crabs"


@pytest.fixture
def league(data_dir: Path) -> Path:
    assert main(["team", "random", "--clan", "crab", "--name", TEAM, "--seed", "3", "--save"]) == 0
    assert main(["league", "new", LEAGUE]) == 0
    assert main(["league", "add-team", LEAGUE, TEAM, "--ai", "easy"]) == 0
    return data_dir / "league.sqlite3"


def test_a_league_change_on_a_full_disk_exits_1(
    tmp_path: Path, league: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = league.read_bytes()
    done = run_cli(
        ["league", "team", LEAGUE, TEAM, "--team-name", "Rusty Crabs"], tmp_path, max_file_bytes=4096
    )
    assert (done.returncode, done.stdout) == (1, "")
    assert done.stderr.startswith(f"{league}: ") and done.stderr.count("\n") == 1, done.stderr
    assert league.read_bytes() == before
    capsys.readouterr()
    assert main(["league", "team", LEAGUE, TEAM]) == 0  # still its old name
    assert capsys.readouterr().out.startswith(f"{TEAM} (Crab Clan)")


@pytest.mark.skipif(not can_make_read_only(), reason="root without setpriv ignores permissions")
def test_a_read_only_league_file_exits_1(tmp_path: Path, league: Path) -> None:
    before = league.read_bytes()
    league.chmod(stat.S_IRUSR)
    try:
        done = run_cli(
            ["league", "team", LEAGUE, TEAM, "--team-name", "Rusty Crabs"], tmp_path, read_only_aware=True
        )
    finally:
        league.chmod(stat.S_IRUSR | stat.S_IWUSR)
    assert (done.returncode, done.stdout) == (1, "")
    assert done.stderr == f"{league}: the league file is read-only; this change was not written\n"
    assert league.read_bytes() == before


@pytest.mark.skipif(not can_make_read_only(), reason="root without setpriv ignores permissions")
def test_a_team_file_that_cannot_be_deleted_exits_1(tmp_path: Path, data_dir: Path) -> None:
    assert main(["team", "random", "--clan", "crab", "--name", TEAM, "--seed", "3", "--save"]) == 0
    teams = data_dir / "teams"
    teams.chmod(stat.S_IRUSR | stat.S_IXUSR)
    try:
        done = run_cli(["team", "delete", TEAM, "--yes"], tmp_path, read_only_aware=True)
    finally:
        teams.chmod(stat.S_IRWXU)
    assert (done.returncode, done.stdout) == (1, "")
    assert done.stderr == f"{teams / 'iron-crabs.yaml'}: could not be deleted (Permission denied)\n"
    assert (teams / "iron-crabs.yaml").exists()


def test_a_saved_match_that_cannot_be_written_is_told_as_the_others_are(
    tmp_path: Path, data: GameData, monkeypatch: pytest.MonkeyPatch
) -> None:
    import random

    from samurai_bowl.ai.drafting import draft_team
    from samurai_bowl.engine.match import Match

    rng = random.Random(1)
    match = Match(data, draft_team(data, "crab", rng), draft_team(data, "lion", rng), 5)
    read_only_disk(monkeypatch)
    with pytest.raises(StorageError) as raised:
        save_session(Session(match, ("human", "easy")), tmp_path / "saves" / "autosave.json")
    assert str(raised.value).endswith("could not write the saved match: the disk is read-only")


def test_bad_input_still_exits_2(league: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["league", "team", LEAGUE, TEAM, "--fire", "77"]) == 2
    assert capsys.readouterr().err == f"number 77: no player of {TEAM} wears it\n"
