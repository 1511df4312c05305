"""A small league file with recorded results, built once and copied for each test, and the
command line run on it in-process."""

from __future__ import annotations

import random
import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from samurai_bowl.cli import main
from samurai_bowl.data import GameData
from samurai_bowl.league.db import open_db
from samurai_bowl.league.store import LeagueStore
from tests.league.test_reliability import fake_record
from tests.league.test_store import four_teams

LEAGUE = "Winter Court"
PLAYED = 2  # fixtures with a result in the built league


def build_league(path: Path, data: GameData) -> Path:
    """Four AI teams, the schedule drawn, the first two fixtures recorded."""
    store = LeagueStore(open_db(path), data)
    league = store.create(LEAGUE)
    four_teams(store, league)
    rng = random.Random(5)
    for fixture in store.draw_schedule(league, seed=1)[:PLAYED]:
        store.record(fixture, fake_record(fixture, store.team(fixture.home), store.team(fixture.away), rng))
    store.db.close()
    return path


def copy_league(built: Path, folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    return Path(shutil.copyfile(built, folder / "league.sqlite3"))


def league_cli(path: Path, capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(["league", "--league-db", str(path), *argv])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def rows(path: Path) -> list[tuple[Any, ...]]:
    """Every row of every table, to compare a file before and after a refused command."""
    con = sqlite3.connect(path)
    try:
        tables = [
            r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        ]
        return [(table, *row) for table in tables for row in con.execute(f"SELECT * FROM {table} ORDER BY 1")]
    finally:
        con.close()


def one_line(err: str) -> bool:
    return err.count("\n") == 1 and "Traceback" not in err


def rescored(record: dict[str, Any], home: int, away: int) -> dict[str, Any]:
    """``record`` with the score ``home``–``away``, the touchdowns given to each side's first line
    (the others' taken away), as a corrected record must have them (R19: the score is the players')."""
    score = (home, away)
    for side in (0, 1):
        lines = [line for line in record["players"] if line["side"] == side]
        if not lines and score[side]:
            lines = [{"side": side, "number": 1}]
            record["players"].append(lines[0])
        for index, line in enumerate(lines):
            line["touchdowns"] = score[side] if index == 0 else 0
    record["score"] = [home, away]
    record.pop("winner", None)
    record.pop("conceded", None)
    return record
