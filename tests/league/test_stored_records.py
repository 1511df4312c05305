"""A league file that already holds a bad record (from an older version, or edited by hand) is
read through the same models: every read command names the league and the record in one line
instead of a traceback, and `league list` still shows every other league."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from samurai_bowl.data import GameData
from samurai_bowl.league.db import open_db
from samurai_bowl.league.store import LeagueStore
from tests.league.records_setup import LEAGUE, build_league, copy_league, league_cli, one_line

RESULT = f"league '{LEAGUE}': season 1, fixture #1's result: "
DAMAGE = [
    (
        "a score in words",
        "UPDATE ledger SET data = json_set(data, '$.record.score', 'abc') WHERE seq = :result",
        RESULT + 'score: two whole numbers 0 or more, home then away (got "abc")',
    ),
    (
        "a score of one number",
        "UPDATE ledger SET data = json_set(data, '$.record.score', json('[1]')) WHERE seq = :result",
        RESULT + "score: two whole numbers",
    ),
    (
        "a result without a score",
        "UPDATE ledger SET data = json_remove(data, '$.record.score') WHERE seq = :result",
        RESULT + "score: is required but missing",
    ),
    (
        "a result that is not JSON",
        "UPDATE ledger SET data = '{oops' WHERE seq = :result",
        RESULT + "is not valid JSON",
    ),
    (
        "options that are not JSON",
        "UPDATE league SET options = 'nope{' WHERE name = :league",
        f"league '{LEAGUE}': options: is not valid JSON",
    ),
    (
        "options that are a list",
        "UPDATE league SET options = '[1]' WHERE name = :league",
        f"league '{LEAGUE}': options: must be a mapping of rules sections",
    ),
]


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory, data: GameData) -> Path:
    path = build_league(tmp_path_factory.mktemp("built") / "league.sqlite3", data)
    store = LeagueStore(open_db(path), data)
    store.create("Summer Court")
    store.db.close()
    return path


def damaged(built: Path, folder: Path, sql: str) -> tuple[Path, str]:
    """A copy with ``sql`` run on it, and the first team of fixture #1 (the one damaged)."""
    path = copy_league(built, folder)
    con = sqlite3.connect(path)
    row = con.execute(
        """SELECT l.seq, e.name FROM ledger l JOIN fixture f ON f.id = l.fixture_id JOIN entry e ON e.id = f.home_id
           ORDER BY f.round, f.id LIMIT 1"""
    ).fetchone()
    con.execute(sql, {"result": row[0], "league": LEAGUE})
    con.commit()
    con.close()
    return path, row[1]


@pytest.mark.parametrize(("sql", "message"), [case[1:] for case in DAMAGE], ids=[case[0] for case in DAMAGE])
def test_every_read_names_the_bad_record_in_one_line(
    built: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], sql: str, message: str
) -> None:
    path, team = damaged(built, tmp_path / "league", sql)
    for read in (
        ["table", LEAGUE],
        ["history", LEAGUE],
        ["team", LEAGUE, team],
        ["schedule", LEAGUE],
        ["next", LEAGUE],
        ["result", LEAGUE, "1"],
    ):
        code, _, err = league_cli(path, capsys, *read)
        assert code == 2 and one_line(err) and err.startswith(message), (read, err)
    code, out, err = league_cli(path, capsys, "list")
    assert code == 2 and one_line(err) and err.startswith(message), err
    assert out.startswith("Summer Court: season 1, 0 teams")


@pytest.mark.parametrize(
    ("kind", "stored", "message"),
    [
        ("hire", '{"player": 5, "cost": 60}', "ledger row {seq} (hire): player: must be a mapping of fields"),
        ("buy", '{"item": "katana", "count": 1, "cost": 10}', "ledger row {seq} (buy): item: must be one of"),
        ("fire", "[]", "ledger row {seq} (fire): must be a mapping of fields"),
    ],
)
def test_a_bad_row_in_a_teams_ledger_is_named(
    built: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], kind: str, stored: str, message: str
) -> None:
    path = copy_league(built, tmp_path / "league")
    con = sqlite3.connect(path)
    entry, team = con.execute("SELECT id, name FROM entry ORDER BY id LIMIT 1").fetchone()
    seq = con.execute(
        "INSERT INTO ledger (entry_id, kind, data, at) VALUES (?, ?, ?, 'now')", (entry, kind, stored)
    ).lastrowid
    con.commit()
    con.close()
    code, _, err = league_cli(path, capsys, "team", LEAGUE, team)
    assert code == 2 and one_line(err), err
    assert err.startswith(f"league '{LEAGUE}': team '{team}': " + message.format(seq=seq)), err
    assert league_cli(path, capsys, "table", LEAGUE)[0] == 0  # the table needs no team's ledger
