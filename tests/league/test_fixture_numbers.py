"""Fixtures as people see them: numbered 1, 2, 3… in each season of each league (whatever else
the file holds, old files included), and `league result`, `correct` and `table` reaching past
seasons with --season, their standings following a correction."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from samurai_bowl.data import GameData
from samurai_bowl.league.db import open_db
from samurai_bowl.league.store import LeagueStore
from tests.league.records_setup import LEAGUE, league_cli, one_line, rescored
from tests.league.test_reliability import fake_record
from tests.league.test_store import four_teams


def play_all(store: LeagueStore, name: str, seed: int) -> None:
    league = store.league(name)
    rng = random.Random(seed)
    for fixture in store.fixtures(league) or store.draw_schedule(league, seed=seed):
        store.record(fixture, fake_record(fixture, store.team(fixture.home), store.team(fixture.away), rng))


@pytest.fixture(scope="module")
def two_seasons(tmp_path_factory: pytest.TempPathFactory, data: GameData) -> Path:
    """Two leagues in one file; the first has played its first season and begun its second,
    the second's fixtures were drawn after all of those (their ids run on from them)."""
    path = tmp_path_factory.mktemp("seasons") / "league.sqlite3"
    store = LeagueStore(open_db(path), data)
    four_teams(store, store.create(LEAGUE))
    play_all(store, LEAGUE, 1)
    store.draw_schedule(store.new_season(store.league(LEAGUE)), seed=2)
    four_teams(store, store.create("Summer Court"))
    store.draw_schedule(store.league("Summer Court"), seed=3)
    store.db.close()
    return path


@pytest.fixture
def league_file(two_seasons: Path, tmp_path: Path) -> Path:
    from tests.league.records_setup import copy_league

    return copy_league(two_seasons, tmp_path / "league")


def touchdowns(table: str, team: str) -> tuple[int, int]:
    """A team's touchdowns scored and conceded, from its line of the table."""
    line = next(row for row in table.splitlines() if f" {team} " in row)
    scored, conceded = line.split()[-4].split(":")
    return int(scored), int(conceded)


def numbers(out: str) -> list[str]:
    return [line.split()[0] for line in out.splitlines() if line.strip().startswith("#")]


def test_every_league_and_season_counts_its_fixtures_from_one(
    league_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    expected = [f"#{n}" for n in range(1, 7)]
    code, out, _ = league_cli(league_file, capsys, "schedule", "Summer Court")
    assert code == 0 and numbers(out) == expected
    code, out, _ = league_cli(league_file, capsys, "history", LEAGUE)
    assert code == 0 and numbers(out) == expected * 2
    code, out, _ = league_cli(league_file, capsys, "next", "Summer Court")
    assert code == 0 and out.startswith("#1 ")
    code, _, err = league_cli(league_file, capsys, "result", "Summer Court", "7")
    assert code == 2 and one_line(err)
    assert err == "fixture #7: is not in season 1 of league 'Summer Court' (fixtures #1 to #6)\n"


def test_a_past_seasons_result_is_read_and_corrected_and_its_table_follows(
    league_file: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    code, _, err = league_cli(league_file, capsys, "result", LEAGUE, "2")
    assert code == 2 and "is not played yet" in err  # season 2's fixture #2
    out_file = tmp_path / "result.json"
    code, out, err = league_cli(
        league_file, capsys, "result", LEAGUE, "2", "--season", "1", "--out", str(out_file)
    )
    assert code == 0, err
    record = json.loads(out_file.read_text(encoding="utf-8"))
    home, away = record["home"], record["away"]
    assert out.startswith(f"#2    round  1: {home} ")
    _, before, _ = league_cli(league_file, capsys, "table", LEAGUE, "--season", "1")
    _, this_season, _ = league_cli(league_file, capsys, "table", LEAGUE)

    was = record["score"]
    rescored(record, 9, 0)
    out_file.write_text(json.dumps(record), encoding="utf-8")
    code, out, err = league_cli(league_file, capsys, "correct", LEAGUE, "2", str(out_file), "--season", "1")
    assert code == 0, err
    assert out.startswith(f"Fixture #2 of season 1 corrected: {home} 9–0 {away}")
    code, after, _ = league_cli(league_file, capsys, "table", LEAGUE, "--season", "1")
    assert code == 0 and after != before and after.startswith(f"{LEAGUE}, season 1\n")
    assert touchdowns(after, home) == (
        touchdowns(before, home)[0] + 9 - was[0],
        touchdowns(before, home)[1] - was[1],
    )
    # season 2 played nothing yet: its table stands as it was (its leaders count every season's play)
    standings = league_cli(league_file, capsys, "table", LEAGUE)[1]
    assert standings.split("\n\n")[0] == this_season.split("\n\n")[0] and "0:0" in standings
    code, out, _ = league_cli(league_file, capsys, "result", LEAGUE, "2", "--season", "1")
    assert code == 0 and f"{home} 9–0 {away}" in out


@pytest.mark.parametrize(
    "command", [["result", LEAGUE, "1"], ["table", LEAGUE], ["correct", LEAGUE, "1", "x.json"]]
)
def test_a_season_that_never_was_is_one_line(
    league_file: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path, command: list[str]
) -> None:
    (tmp_path / "x.json").write_text("{}", encoding="utf-8")
    argv = [str(tmp_path / arg) if arg == "x.json" else arg for arg in command]
    code, _, err = league_cli(league_file, capsys, *argv, "--season", "3")
    assert code == 2 and err == f"league '{LEAGUE}': has no season 3 (seasons 1 to 2)\n"


def test_a_fixture_keeps_its_number_when_a_team_is_withdrawn(
    data: GameData, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A number written down stays the same match: `league remove-team` withdraws the team's
    fixtures and numbers the rest as they were, and a withdrawn number names nothing."""
    from samurai_bowl.league.removal import remove_team

    path = tmp_path / "league.sqlite3"
    store = LeagueStore(open_db(path), data)
    league = store.create(LEAGUE)
    four_teams(store, league)
    drawn = {f.number: (f.home.name, f.away.name) for f in store.draw_schedule(league, seed=4)}
    leaving = store.entries(league)[0]
    assert remove_team(store.db, league, leaving) == 3
    kept = {f.number: (f.home.name, f.away.name) for f in store.fixtures(league)}
    assert len(kept) == 3 and all(drawn[number] == teams for number, teams in kept.items())
    gone = min(set(drawn) - set(kept))
    store.db.close()
    code, out, err = league_cli(path, capsys, "result", LEAGUE, str(gone))
    assert code == 2 and one_line(err) and f"fixture #{gone}: is not in" in err and "withdrawn" in err
    last = max(kept)
    code, out, err = league_cli(path, capsys, "schedule", LEAGUE)
    assert code == 0 and f"#{last} " in out and f"#{gone} " not in out


def test_no_fixture_id_comes_back_after_a_league_is_deleted(data: GameData, tmp_path: Path) -> None:
    """A saved league match names its fixture by id: a league deleted and another drawn never
    gives a new fixture the id of one that was (the saved match then finds nothing to record)."""
    from samurai_bowl.league.removal import delete_league

    store = LeagueStore(open_db(tmp_path / "league.sqlite3"), data)
    four_teams(store, store.create(LEAGUE))
    old = {f.id for f in store.draw_schedule(store.league(LEAGUE), seed=1)}
    delete_league(store.db, store.league(LEAGUE))
    four_teams(store, store.create("Summer Court"))
    new = {f.id for f in store.draw_schedule(store.league("Summer Court"), seed=1)}
    assert min(new) > max(old)
    assert [f.number for f in store.fixtures(store.league("Summer Court"))] == [1, 2, 3, 4, 5, 6]
