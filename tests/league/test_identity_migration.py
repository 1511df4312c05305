"""Schema 4 and export format 3 on files the program wrote before players had ids: the league file
and the export in tests/league/fixtures/ were written at schema 3 / export format 2 by
make_schema3_league.py there (its docstring tells the story they hold and how they were made)."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from samurai_bowl.cli import main
from samurai_bowl.data import GameData
from samurai_bowl.errors import DataError
from samurai_bowl.league.db import open_db
from samurai_bowl.league.records import careers
from samurai_bowl.league.schema import MIGRATIONS
from samurai_bowl.league.store import League, LeagueStore

FIXTURES = Path(__file__).resolve().parent / "fixtures"
OLD_FILE = FIXTURES / "schema3_league.sqlite3"
OLD_EXPORT = FIXTURES / "export2_league.json"

# Each man's career as it really was: (team, id) -> (name, games, touchdowns, casualties, injuries).
# Shirt numbers alone had made one career of Hida #2 (Hida 2, then Hida Kenji: 3 games, 5 TD) and
# one of Doji #4 (the dead Doji 4 and his successor Doji Hotaru).
CAREERS = {
    ("Hida Wall", 2): ("Hida 2", 1, 3, 0, []),  # fired; his game was corrected after that
    ("Hida Wall", 12): ("Hida Kenji", 2, 2, 0, []),  # hired into #2
    ("Hida Wall", 3): ("Hida Tsuru", 2, 0, 1, []),  # renamed between his two games
    # fired before the result that lists him was corrected: nobody wore #5 at that match, so the
    # line is his, the last man who had worn it (identity.py)
    ("Hida Wall", 5): ("Hida 5", 1, 0, 1, []),
    ("Doji Fans", 4): ("Doji 4", 1, 0, 0, ["dead"]),
    ("Doji Fans", 12): ("Doji Hotaru", 1, 1, 0, []),  # hired into the dead man's #4
}


def summary(store: LeagueStore, league: League) -> dict[tuple[str, int | None], tuple[object, ...]]:
    return {
        (c.team, c.player): (c.name, c.games, c.totals["touchdowns"], c.totals["casualties"], c.injuries)
        for c in careers(store.games(league))
    }


@pytest.fixture
def old_file(tmp_path: Path) -> Path:
    return Path(shutil.copyfile(OLD_FILE, tmp_path / "league.sqlite3"))


def test_a_schema_3_file_is_moved_forward_and_each_man_gets_his_own_career(
    old_file: Path, data: GameData
) -> None:
    store = LeagueStore(open_db(old_file), data)
    assert store.db.version == len(MIGRATIONS) == 6
    league = store.league("Old Court")
    assert summary(store, league) == CAREERS
    hida, doji = store.entries(league)
    # the teams stand as they stood (numbers, names, SPP), each man now with his id
    assert [(p.number, p.id, p.name, p.spp) for p in store.team(hida).players if p.spp] == [
        (3, 3, "Hida Tsuru", 2),
        (2, 12, "Hida Kenji", 6),
    ]
    assert sorted(p.id for p in store.team(hida).players) == [1, 3, 4, 6, 7, 8, 9, 10, 11, 12]
    assert [(p.number, p.id) for p in store.team(doji).players if p.number == 4] == [(4, 12)]
    assert [line.points for line in store.standings(store.season(league, 1))] == [6, 0]
    # each fixture keeps the number it was known by, 1, 2, 3… in its season (schema 5)
    first = store.season(league, 1)
    assert [f.number for f in store.fixtures(first)] == list(range(1, len(store.fixtures(first)) + 1))


def test_a_moved_file_takes_the_new_kinds_of_row_and_new_results_by_id(
    old_file: Path, data: GameData
) -> None:
    store = LeagueStore(open_db(old_file), data)
    league = store.league("Old Court")
    hida, _ = store.entries(league)
    store.renumber(hida, 2, 15)
    hida = store.rename_team(hida, "Hida Iron Wall")
    assert store.hire(hida, "lineman", "Hida Oda", 2).players[-1].id == 13  # never an id given before
    fixture = store.next_fixture(league)
    assert fixture is not None
    side = 0 if fixture.home.id == hida.id else 1
    store.record(
        fixture,
        {
            "score": [0, 0],
            "winnings": [20, 20],
            "players": [{"side": side, "number": 15, "name": "Hida Kenji", "touchdowns": 0, "spp": 0}],
        },
    )
    kenji = summary(store, league)[("Hida Iron Wall", 12)]
    assert kenji[:2] == ("Hida Kenji", 3)  # one career under his new number and his team's new name


def test_a_format_2_export_is_imported_with_the_same_careers(
    tmp_path: Path, data: GameData, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "league.sqlite3"
    code = main(["league", "--league-db", str(path), "import", str(OLD_EXPORT), "--as", "Old Court Again"])
    assert code == 0, capsys.readouterr().err
    store = LeagueStore(open_db(path), data)
    assert summary(store, store.league("Old Court Again")) == CAREERS


def test_a_damaged_row_is_left_for_its_checks_and_the_rest_moves_forward(
    old_file: Path, data: GameData
) -> None:
    con = sqlite3.connect(old_file)
    con.execute("""UPDATE ledger SET data = '{"player": 7, "cost": 60}' WHERE seq = 5""")  # Hida's hire
    con.execute("UPDATE ledger SET data = 'not json' WHERE seq = 9")  # Doji's hire
    con.commit()
    con.close()
    store = LeagueStore(open_db(old_file), data)
    assert store.db.version == 6
    hida, doji = store.entries(store.league("Old Court"))
    with pytest.raises(DataError, match=r"team 'Hida Wall': ledger row 5 \(hire\): player: must be"):
        store.team(hida)
    with pytest.raises(DataError, match=r"ledger row 9 \(hire\): is not valid JSON"):
        store.team(doji)
    # the rows of the teams the damage did not touch were given their ids all the same
    joined = json.loads(store.con.execute("SELECT data FROM ledger WHERE seq = 2").fetchone()[0])
    assert [p["id"] for p in joined["team"]["players"]] == list(range(1, 12))
