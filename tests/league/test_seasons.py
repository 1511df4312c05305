"""Seasons, the schema's migrations, the banzuke, players' careers, and moving a league between
machines as one JSON file."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from samurai_bowl.data import GameData
from samurai_bowl.errors import DataError
from samurai_bowl.league.banzuke import banzuke
from samurai_bowl.league.db import open_db
from samurai_bowl.league.records import careers, leaders
from samurai_bowl.league.schema import MIGRATIONS
from samurai_bowl.league.store import LeagueStore
from samurai_bowl.league.transfer import import_league, read_export, write_export
from tests.league.test_store import four_teams, record


@pytest.fixture
def store(tmp_path: Path, data: GameData) -> LeagueStore:
    return LeagueStore(open_db(tmp_path / "league.sqlite3"), data)


def line(side: int, number: int, name: str, **counts: int) -> dict[str, object]:
    return {
        "side": side,
        "number": number,
        "name": name,
        "played": True,
        "touchdowns": 0,
        "casualties": 0,
        "completions": 0,
        "spp": 0,
        **counts,
    }


def test_an_older_database_is_migrated_and_keeps_its_leagues(tmp_path: Path, data: GameData) -> None:
    path = tmp_path / "league.sqlite3"
    con = sqlite3.connect(path)  # a league file as the first schema wrote it
    for statement in MIGRATIONS[0]:
        assert isinstance(statement, str)
        con.execute(statement)
    con.execute("PRAGMA user_version = 1")
    con.execute(
        "INSERT INTO league (name, rounds, options, created) VALUES ('Old Court', 1, '{}', '2026-01-02')"
    )
    con.execute("INSERT INTO season (league_id, number) VALUES (1, 1)")
    con.commit()
    con.close()
    store = LeagueStore(open_db(path), data)
    assert store.db.version == len(MIGRATIONS) == 6
    league = store.league("Old Court")
    started = store.con.execute("SELECT started FROM season WHERE id = ?", (league.season_id,)).fetchone()[0]
    assert started == "2026-01-02"  # filled in from the league's creation
    # begun before R4.2's revision: it plays on with one action per model
    assert league.options == {"match": {"action_limit": "model"}}


def test_a_new_season_keeps_the_teams_as_they_stand(store: LeagueStore) -> None:
    league = store.create("Winter Court")
    four_teams(store, league)
    fixtures = store.draw_schedule(league)
    with pytest.raises(DataError, match="still has 6 fixtures to play"):
        store.new_season(league)
    star = store.team(fixtures[0].home).players[0].number
    for fixture in fixtures:
        players = [line(0, star, "Star", spp=3)] if fixture is fixtures[0] else []
        store.record(fixture, record((1, 0), players=players))
    before = {e.name: store.team(e) for e in store.entries(league)}
    second = store.new_season(league)
    assert second.season == 2 and store.fixtures(second) == []
    assert {e.name: store.team(e) for e in store.entries(second)} == before  # SPP, treasuries, scars
    assert store.standings(second)[0].played == 0  # a fresh table
    assert len(store.draw_schedule(second)) == 6
    assert [s.season for s in store.seasons(second)] == [1, 2]


def test_the_banzuke_ranks_the_table_from_yokozuna_down() -> None:
    from samurai_bowl.league.standings import Line

    table = [Line(i, f"Team {i}", played=3, won=3 - min(i, 3), lost=min(i, 3)) for i in range(6)]
    ranks = banzuke(table)
    assert [r.title for r in ranks] == [
        "Yokozuna",
        "Ōzeki",
        "Sekiwake",
        "Komusubi",
        "Maegashira 1",
        "Maegashira 2",
    ]
    assert (ranks[0].record, ranks[0].standing) == ("3–0–0", "kachi-koshi")
    assert (ranks[5].record, ranks[5].standing) == ("0–0–3", "make-koshi")


def test_careers_and_leaders_come_from_every_recorded_line(store: LeagueStore) -> None:
    league = store.create("Winter Court")
    four_teams(store, league)
    first, second = store.draw_schedule(league)[:2]
    store.record(
        first,
        record(
            (2, 0),
            players=[
                line(0, 7, "Hida Kuon", touchdowns=2, spp=6),
                line(1, 3, "Doji Yuri", casualties=1, spp=2),
            ],
        ),
    )
    store.record(second, record((1, 1), players=[line(0, 5, "Akodo Ryo", touchdowns=1, spp=8, mvp=True)]))
    found = careers(store.games(league))
    top = leaders(found, "touchdowns")
    assert [(c.name, c.totals["touchdowns"]) for c in top] == [("Hida Kuon", 2), ("Akodo Ryo", 1)]
    assert leaders(found, "spp")[0].name == "Akodo Ryo"
    assert leaders(found, "casualties")[0].team == first.away.name


def test_a_league_moves_to_another_machine_as_one_file(
    store: LeagueStore, tmp_path: Path, data: GameData
) -> None:
    league = store.create("Winter Court", rounds=2)
    four_teams(store, league)
    fixtures = store.draw_schedule(league)
    store.record(fixtures[0], record((3, 1), casualties=(2, 0)))
    path = tmp_path / "winter.json"
    write_export(store, league, path)
    other = LeagueStore(open_db(tmp_path / "elsewhere" / "league.sqlite3"), data)
    moved = import_league(other, read_export(path))
    moved_table = [(row.name, row.points) for row in other.standings(moved)]
    assert moved_table == [(row.name, row.points) for row in store.standings(league)]
    assert [other.team(e) for e in other.entries(moved)] == [store.team(e) for e in store.entries(league)]
    assert len(other.fixtures(moved)) == len(fixtures) and other.fixtures(moved)[0].played
    with pytest.raises(DataError, match="already exists here"):
        import_league(other, read_export(path))
    assert import_league(other, read_export(path), name="Winter Court II").name == "Winter Court II"


def test_a_file_that_is_not_an_export_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "notes.json"
    path.write_text(json.dumps({"format": "something else"}), encoding="utf-8")
    with pytest.raises(DataError, match="is not a Samurai Bowl league export"):
        read_export(path)
    path.write_text("{broken", encoding="utf-8")
    with pytest.raises(DataError, match="not valid JSON"):
        read_export(path)
