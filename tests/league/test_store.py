"""The league database: schema and pragmas, teams joining under R2, round-robin schedules,
results recorded exactly once and corrected, R19 carried into the teams, R19.4 standings, and
files that are not league databases left alone."""

from __future__ import annotations

import sqlite3
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.data import GameData
from samurai_bowl.errors import DataError
from samurai_bowl.league.db import open_db
from samurai_bowl.league.play import simulate
from samurai_bowl.league.schedule import round_robin
from samurai_bowl.league.schema import MIGRATIONS
from samurai_bowl.league.store import League, LeagueStore
from samurai_bowl.teams.model import Team
from tests.teams.helpers import make_team


@pytest.fixture
def store(tmp_path: Path, data: GameData) -> LeagueStore:
    return LeagueStore(open_db(tmp_path / "league.sqlite3"), data)


def four_teams(store: LeagueStore, league: League, kind: str = "normal") -> list[Team]:
    import random

    rng = random.Random(1)
    teams = [draft_team(store.data, clan, rng) for clan in ("crab", "crane", "lion", "unicorn")]
    for number, team in enumerate(teams):
        store.add_team(league, team, f"Coach {number}", kind)
    return teams


def record(
    score: tuple[int, int],
    casualties: tuple[int, int] = (0, 0),
    players: list[dict[str, Any]] | None = None,
    winnings: tuple[int, int] = (40, 30),
) -> dict[str, Any]:
    """A result; without ``players``, each side's #1 scored its touchdowns and caused its casualties
    (a record's score and casualties are its players', R19)."""
    if players is None:
        players = [
            {"side": side, "number": 1, "touchdowns": score[side], "casualties": casualties[side]}
            for side in (0, 1)
            if score[side] or casualties[side]
        ]
    return {
        "score": list(score),
        "casualties_caused": list(casualties),
        "winnings": list(winnings),
        "players": players,
    }


def test_a_new_database_has_the_schema_and_the_safe_pragmas(store: LeagueStore) -> None:
    con = store.con
    assert store.db.version == len(MIGRATIONS)
    assert con.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    assert con.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    with pytest.raises(sqlite3.IntegrityError):  # foreign keys are enforced
        con.execute("INSERT INTO season (league_id, number) VALUES (999, 1)")


def test_a_league_and_its_first_season(store: LeagueStore) -> None:
    league = store.create("Winter Court", rounds=2)
    assert (league.name, league.rounds, league.season) == ("Winter Court", 2, 1)
    assert [lg.name for lg in store.leagues()] == ["Winter Court"]
    with pytest.raises(DataError, match="already exists"):
        store.create("Winter Court")
    with pytest.raises(DataError, match="no such league"):
        store.league("Summer Court")


def test_teams_join_only_when_legal_and_keep_their_treasury(store: LeagueStore, data: GameData) -> None:
    league = store.create("Winter Court")
    with pytest.raises(DataError, match="R2"):
        store.add_team(league, make_team("crab", {"lineman": 9}, name="Too Few"), "Ann", "human")
    team = make_team("crab", {"lineman": 11}, name="Iron Crabs")
    entry = store.add_team(league, team, "Ann", "human")
    assert store.team(entry).treasury == 1000 - 11 * 60
    with pytest.raises(DataError, match="already in league"):
        store.add_team(league, team, "Ben", "normal")
    with pytest.raises(DataError, match="coach"):
        store.add_team(league, make_team("lion", {"lineman": 11}, name="Lions"), "Ben", "expert")


@pytest.mark.parametrize(("teams", "double"), [(4, False), (4, True), (5, False), (16, True)])
def test_round_robins_pair_every_team_with_every_other(teams: int, double: bool) -> None:
    rounds = round_robin(list(range(teams)), double)
    pairs = Counter(frozenset(p) for r in rounds for p in r)
    assert set(pairs) == {frozenset((a, b)) for a in range(teams) for b in range(a + 1, teams)}
    assert set(pairs.values()) == {2 if double else 1}
    for r in rounds:  # nobody plays twice in a round
        playing = [t for pair in r for t in pair]
        assert len(playing) == len(set(playing))
    if double:  # each pair once at each home
        assert Counter(p for r in rounds for p in r) == Counter(
            {(a, b): 1 for a in range(teams) for b in range(teams) if a != b}
        )
    homes = Counter(home for r in rounds for home, _ in r)
    assert max(homes.values()) - min(homes.values()) <= (2 if double else 1)


def test_the_schedule_is_drawn_once_and_teams_join_before_it(store: LeagueStore) -> None:
    league = store.create("Winter Court")
    four_teams(store, league)
    fixtures = store.draw_schedule(league)
    assert len(fixtures) == 6 and max(f.round for f in fixtures) == 3
    with pytest.raises(DataError, match="already drawn"):
        store.draw_schedule(league)
    with pytest.raises(DataError, match="teams join next season"):
        store.add_team(league, make_team("dragon", {"lineman": 11}, name="Late Dragons"), "Cy", "easy")


def test_a_result_is_recorded_exactly_once(store: LeagueStore) -> None:
    league = store.create("Winter Court")
    four_teams(store, league)
    fixture = store.draw_schedule(league)[0]
    before = store.team(fixture.home).treasury
    assert store.record(fixture, record((2, 1))) is True
    assert store.record(fixture, record((5, 0))) is False  # the second time changes nothing
    assert store.team(fixture.home).treasury == (before or 0) + 40  # winnings counted once
    lines = {line.name: line for line in store.standings(league)}
    assert lines[fixture.home.name].played == 1 and lines[fixture.home.name].scored == 2
    assert store.next_fixture(league) != fixture


def test_a_corrected_result_changes_everything_derived_from_it(store: LeagueStore) -> None:
    league = store.create("Winter Court")
    four_teams(store, league)
    fixture = store.draw_schedule(league)[0]
    home = store.team(fixture.home)
    star = home.players[0].number
    line = {"side": 0, "number": star, "spp": 3, "touchdowns": 1}
    store.record(fixture, record((1, 0), players=[line]))
    assert store.team(fixture.home).players[0].spp == 3
    assert store.standings(league)[0].name == fixture.home.name
    corrected = record(
        (0, 2),
        players=[dict(line, spp=0, touchdowns=0), {"side": 1, "number": 1, "touchdowns": 2}],
        winnings=(10, 70),
    )
    store.correct(league, fixture.number, corrected)
    home_after = store.team(fixture.home)
    assert home_after.players[0].spp == 0
    assert home_after.treasury == (home.treasury or 0) + 10
    table = {line.name: line for line in store.standings(league)}
    assert table[fixture.away.name].won == 1 and table[fixture.home.name].lost == 1


def test_injuries_carry_over_and_the_dead_leave(store: LeagueStore) -> None:
    league = store.create("Winter Court")
    four_teams(store, league)
    fixture = store.draw_schedule(league)[0]
    team = store.team(fixture.away)
    hurt, dead = team.players[0].number, team.players[1].number
    store.record(
        fixture,
        record(
            (0, 0),
            players=[
                {"side": 1, "number": hurt, "spp": 0, "injury": "seriously_injured"},
                {"side": 1, "number": dead, "spp": 2, "injury": "dead"},
            ],
        ),
    )
    after = store.team(fixture.away)
    numbers = {p.number: p for p in after.players}
    assert numbers[hurt].seriously_injured and dead not in numbers
    assert len(after.players) == len(team.players) - 1


def test_standings_break_ties_by_touchdown_difference_then_casualties(store: LeagueStore) -> None:
    league = store.create("Winter Court")
    four_teams(store, league)
    fixtures = store.draw_schedule(league)
    first_round = [f for f in fixtures if f.round == 1]
    # both winners on 3 points; the 3-1 winner is ahead of the 1-0 winner (+2 against +1)
    store.record(first_round[0], record((1, 0), casualties=(4, 0)))
    store.record(first_round[1], record((3, 1)))
    table = store.standings(league)
    assert [line.points for line in table] == [3, 3, 0, 0]
    assert table[0].name == first_round[1].home.name and table[1].name == first_round[0].home.name
    assert table[0].form == ["W"]


def test_an_ai_fixture_is_simulated_and_recorded(store: LeagueStore) -> None:
    league = store.create("Winter Court")
    four_teams(store, league)
    fixture = store.draw_schedule(league)[0]
    before = {p.number: p.spp for p in store.team(fixture.home).players}
    result = simulate(store, league, fixture)
    stored = store.fixtures(league)[0].record
    assert stored == result
    home = {p.number: p.id for p in store.team(fixture.home).players}
    alive = [line for line in stored["players"] if line["side"] == 0 and line.get("injury") != "dead"]
    assert all(line["id"] == home[line["number"]] for line in alive)  # the dead have left the team
    after = store.team(fixture.home)
    earned = sum(
        line["spp"] for line in result["players"] if line["side"] == 0 and line.get("injury") != "dead"
    )
    assert sum(p.spp for p in after.players) - sum(before.values()) == earned
    with pytest.raises(DataError, match="already played"):
        simulate(store, league, store.fixtures(league)[0])


def test_a_human_fixture_is_not_simulated(store: LeagueStore) -> None:
    league = store.create("Winter Court")
    four_teams(store, league, kind="human")
    with pytest.raises(DataError, match="must play it in the window"):
        simulate(store, league, store.draw_schedule(league)[0])


def test_a_short_team_is_told_what_to_do(store: LeagueStore) -> None:
    league = store.create("Winter Court")
    four_teams(store, league)
    fixture = store.draw_schedule(league)[0]
    team = store.team(fixture.home)
    players = [
        {"side": 0, "number": p.number, "spp": 0, "injury": "dead"}
        for p in team.players[: len(team.players) - 10]
    ]
    store.record(fixture, record((0, 1), players=players, winnings=(100, 30)))
    message = store.unfit(fixture.home)
    assert message is not None and "has 10 players; R2.2 needs 11: hire 1 more" in message
    hired = store.fill_roster(fixture.home)  # what the AI does for its own team between games
    assert len(hired) == 1 and store.unfit(fixture.home) is None
    assert len(store.team(fixture.home).players) == 11


def test_hiring_between_games_pays_from_the_treasury_within_r2(store: LeagueStore) -> None:
    league = store.create("Winter Court")
    team = make_team("crab", {"lineman": 11}, name="Iron Crabs")
    entry = store.add_team(league, team, "Ann", "human")
    before = store.team(entry).treasury
    after = store.hire(entry, "lineman", name="Hida Kisada", number=40)
    assert after.treasury == (before or 0) - 60
    assert after.players[-1].name == "Hida Kisada" and after.players[-1].number == 40
    with pytest.raises(DataError, match="is already worn"):
        store.hire(entry, "lineman", number=40)
    with pytest.raises(DataError, match="not a Crab Clan position"):
        store.hire(entry, "geisha")
    for _ in range(4):
        store.hire(entry, "lineman")
    with pytest.raises(DataError, match=r"R2\.2: already has 16 players"):
        store.hire(entry, "lineman")


@pytest.mark.parametrize("content", [b"hello, not a database\n", b""])
def test_a_foreign_or_empty_file_is_refused_and_left_alone(
    tmp_path: Path, data: GameData, content: bytes
) -> None:
    path = tmp_path / "league.sqlite3"
    path.write_bytes(content + b"x" * 200)
    with pytest.raises(DataError, match="not a league database"):
        open_db(path)
    assert path.read_bytes() == content + b"x" * 200


def test_another_programs_database_is_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "league.sqlite3"
    other = sqlite3.connect(path)
    other.execute("CREATE TABLE photos (id INTEGER)")
    other.commit()
    other.close()
    before = path.read_bytes()
    with pytest.raises(DataError, match="another program"):
        open_db(path)
    assert path.read_bytes() == before


def test_a_newer_schema_is_refused(tmp_path: Path, data: GameData) -> None:
    path = tmp_path / "league.sqlite3"
    open_db(path).close()
    con = sqlite3.connect(path)
    con.execute("PRAGMA user_version = 99")
    con.commit()
    con.close()
    with pytest.raises(DataError, match="newer Samurai Bowl"):
        open_db(path)


def test_the_store_reads_back_what_another_connection_wrote(tmp_path: Path, data: GameData) -> None:
    path = tmp_path / "league.sqlite3"
    first = LeagueStore(open_db(path), data)
    league = first.create("Winter Court")
    teams = four_teams(first, league)
    first.db.close()
    second = LeagueStore(open_db(path), data)
    again = second.league("Winter Court")
    assert [e.name for e in second.entries(again)] == [t.name for t in teams]
    read = second.team(second.entries(again)[0])
    assert read.model_copy(
        update={"players": [p.model_copy(update={"id": None}) for p in read.players]}
    ) == teams[0].model_copy(update={"treasury": read.treasury})
    assert [p.id for p in read.players] == list(range(1, len(teams[0].players) + 1))


def test_firing_renaming_and_buying_between_games(store: LeagueStore) -> None:
    league = store.create("Winter Court")
    entry = store.add_team(league, make_team("crab", {"lineman": 12}, name="Iron Crabs"), "Ann", "human")
    start = store.team(entry)
    assert start.treasury == 1000 - 12 * 60
    after = store.fire(entry, 12)
    assert len(after.players) == 11 and after.treasury == start.treasury  # no refund
    after = store.rename(entry, 1, "Hida Kisada")
    assert after.players[0].name == "Hida Kisada"
    after = store.buy(entry, "rerolls", 2)
    assert after.rerolls == start.rerolls + 2 and after.treasury == (start.treasury or 0) - 2 * 60
    with pytest.raises(DataError, match="no player of Iron Crabs wears it"):
        store.fire(entry, 99)
    with pytest.raises(DataError, match="cannot be bought"):
        store.buy(entry, "katana")
    with pytest.raises(DataError, match=r"R2\.3: at most 4 geisha"):
        store.buy(entry, "geisha", 5)
    with pytest.raises(DataError, match="the treasury has"):
        store.buy(entry, "rerolls", 3)


def test_the_shugenja_and_the_clans_staff_are_bought_once(store: LeagueStore, data: GameData) -> None:
    league = store.create("Winter Court")
    entry = store.add_team(league, make_team("crab", {"lineman": 11}, name="Iron Crabs"), "Ann", "human")
    treasury = store.team(entry).treasury or 0
    after = store.buy(entry, "team_shugenja")
    assert after.team_shugenja is True and after.treasury == treasury - data.roster("crab").team_shugenja_cost
    with pytest.raises(DataError, match=r"R2\.3: at most 1 team shugenja"):
        store.buy(entry, "team_shugenja")
    after = store.buy(entry, "special_staff")
    assert after.special_staff is True
