"""A full disk, made real with a file-size limit on the process (every write past it fails), or
mocked where only the message is at stake: each command that writes says in one line what it
could not write, where and why, exits 1, and leaves the file it was replacing whole."""

from __future__ import annotations

import errno
import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from samurai_bowl.cli import main
from samurai_bowl.files import atomic
from tests.faults.processes import leftovers, run_cli, snapshot

TOO_BIG = "the file would be larger than this system allows"


def test_simulate_report_on_a_full_disk_keeps_the_old_report(tmp_path: Path) -> None:
    report = tmp_path / "report.json"
    report.write_text('{"games": []}\n')
    done = run_cli(
        ["simulate", "--home", "crab", "--away", "lion", "--games", "2", "--report", "report.json"],
        tmp_path,
        max_file_bytes=2000,
    )
    assert done.returncode == 1
    assert done.stderr == f"report.json: could not write the match report: {TOO_BIG}\n"
    assert report.read_text() == '{"games": []}\n'
    assert leftovers(tmp_path) == []


def test_team_save_on_a_full_disk_keeps_the_saved_team(tmp_path: Path, data_dir: Path) -> None:
    build = ["team", "new", "--name", "Iron Crabs", "--clan", "crab", "--add", "lineman=11", "--seed", "1"]
    assert main(build) == 0
    before = snapshot(data_dir)
    done = run_cli([*build, "--add", "berserker=1", "--force"], tmp_path, max_file_bytes=300)
    assert done.returncode == 1
    assert done.stderr == f"{data_dir / 'teams' / 'iron-crabs.yaml'}: could not write the team: {TOO_BIG}\n"
    assert snapshot(data_dir) == before
    assert leftovers(data_dir) == []


def test_schema_on_a_full_disk_keeps_the_old_schemas(tmp_path: Path) -> None:
    (tmp_path / "schemas").mkdir()
    (tmp_path / "schemas" / "roster.schema.json").write_text("{}\n")
    done = run_cli(["schema", "--out", "schemas"], tmp_path, max_file_bytes=300)
    assert done.returncode == 1
    assert done.stderr == f"schemas/roster.schema.json: could not write the JSON Schema: {TOO_BIG}\n"
    assert done.stdout == ""
    assert snapshot(tmp_path / "schemas") == {"roster.schema.json": b"{}\n"}


def test_output_to_a_full_disk_is_one_line(tmp_path: Path) -> None:
    done = run_cli(["clans", "crab"], tmp_path, max_file_bytes=100, stdout_path=tmp_path / "out.txt")
    assert done.returncode == 1
    assert done.stderr == f"samurai-bowl: the output: {TOO_BIG}\n"


def test_a_disk_that_fills_during_the_write_says_so(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic.os, "fsync", full)
    code = main(["team", "new", "--name", "Iron Crabs", "--clan", "crab", "--add", "lineman=11"])
    assert code == 1
    path = data_dir / "teams" / "iron-crabs.yaml"
    assert capsys.readouterr().err == f"{path}: could not write the team: the disk is full\n"
    assert not path.exists()
    assert leftovers(data_dir) == []


def league_with_one_fixture(data_dir: Path) -> Path:
    for clan, name in (("crab", "Iron Crabs"), ("lion", "Proud Lions")):
        assert main(["team", "random", "--clan", clan, "--name", name, "--seed", "3", "--save"]) == 0
    assert main(["league", "new", "Winter Court"]) == 0
    for name in ("Iron Crabs", "Proud Lions"):
        assert main(["league", "add-team", "Winter Court", name, "--ai", "easy"]) == 0
    assert main(["league", "schedule", "Winter Court"]) == 0
    return data_dir / "league.sqlite3"


def results(path: Path) -> list[dict[str, Any]]:
    con = sqlite3.connect(path)
    try:
        assert con.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        rows = con.execute("SELECT data FROM ledger WHERE kind = 'result'").fetchall()
    finally:
        con.close()
    return [json.loads(row[0])["record"] for row in rows]


@pytest.mark.parametrize("room", [None, 100], ids=["no room for the journal", "no room to grow the file"])
def test_a_league_played_on_a_full_disk_is_not_damaged(
    tmp_path: Path, data_dir: Path, capsys: pytest.CaptureFixture[str], room: int | None
) -> None:
    """The league's own messages for a full disk are the league database's; here: nothing lost,
    and the fixture is recorded once, whole, when there is room again."""
    league = league_with_one_fixture(data_dir)
    limit = 4096 if room is None else league.stat().st_size + room
    run_cli(["league", "play", "Winter Court", "--all"], tmp_path, max_file_bytes=limit)
    stored = results(league)
    assert len(stored) <= 1
    if not stored:
        assert main(["league", "play", "Winter Court", "--all"]) == 0
    (record,) = results(league)
    assert len(record["score"]) == 2 and record["players"]
    capsys.readouterr()
    assert main(["league", "table", "Winter Court"]) == 0
    assert "Iron Crabs" in capsys.readouterr().out
