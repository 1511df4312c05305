"""Players are who they are, not the number they wear: a lasting id from the day a man joins his
league team, through firings and new hires into his number, renamed teams, new numbers, seasons,
corrected results, exports and imports."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from samurai_bowl.cli import main
from samurai_bowl.data import GameData
from samurai_bowl.errors import DataError
from samurai_bowl.league.db import open_db
from samurai_bowl.league.records import Career, careers
from samurai_bowl.league.store import Entry, Fixture, League, LeagueStore
from samurai_bowl.league.transfer import export_league, import_league
from samurai_bowl.teams.model import Player, Team
from tests.league.records_setup import one_line, rows


@pytest.fixture
def store(tmp_path: Path, data: GameData) -> LeagueStore:
    return LeagueStore(open_db(tmp_path / "league.sqlite3"), data)


def linemen(name: str, clan: str, family: str) -> Team:
    players = [Player(number=n, name=f"{family} {n}", position="lineman") for n in range(1, 12)]
    return Team(name=name, clan=clan, rerolls=2, players=players)


def two_teams(store: LeagueStore, rounds: int = 2) -> tuple[League, Entry, Entry, list[Fixture]]:
    """Hida Wall and Doji Fans in a double round robin, the schedule drawn."""
    league = store.create("Winter Court", rounds=rounds)
    hida = store.add_team(league, linemen("Hida Wall", "crab", "Hida"), "Kaiu", "human")
    doji = store.add_team(league, linemen("Doji Fans", "crane", "Doji"), "Kakita", "human")
    return league, hida, doji, store.draw_schedule(league, seed=3)


def side_of(fixture: Fixture, entry: Entry) -> int:
    return 0 if fixture.home.id == entry.id else 1


def result(fixture: Fixture, entry: Entry, *lines: tuple[int, int, str]) -> dict[str, Any]:
    """A result in which ``entry``'s players (number, touchdowns, name) scored; it wins if it scored."""
    side = side_of(fixture, entry)
    score = [0, 0]
    score[side] = sum(line[1] for line in lines)
    players = [
        {"side": side, "number": number, "name": name, "touchdowns": td, "spp": 3 * td}
        for number, td, name in lines
    ]
    return {"score": score, "winnings": [40, 30], "players": players}


def career_of(store: LeagueStore, league: League, team: str, player_id: int) -> Career:
    found = [c for c in careers(store.games(league)) if (c.team, c.player) == (team, player_id)]
    assert len(found) == 1, found
    return found[0]


def wearer(store: LeagueStore, entry: Entry, number: int) -> Player:
    return next(p for p in store.team(entry).players if p.number == number)


def test_every_player_has_his_own_id_from_the_day_he_joins(store: LeagueStore) -> None:
    _, hida, _, _ = two_teams(store)
    assert [p.id for p in store.team(hida).players] == list(range(1, 12))
    store.fire(hida, 11)
    hired = store.hire(hida, "lineman", "Hida Kenji", 11)
    assert hired.players[-1].id == 12  # never the fired man's 11, nor any id the team has given


def test_a_number_fired_and_given_to_a_new_hire_starts_a_new_career(store: LeagueStore) -> None:
    league, hida, _, (first, second) = two_teams(store)
    store.record(first, result(first, hida, (2, 2, "Hida 2")))
    old = wearer(store, hida, 2)
    store.fire(hida, 2)
    store.hire(hida, "lineman", "Hida Kenji", 2)
    new = wearer(store, hida, 2)
    store.record(second, result(second, hida, (2, 1, "Hida Kenji")))

    assert old.id != new.id
    first_man = career_of(store, league, "Hida Wall", old.id)
    second_man = career_of(store, league, "Hida Wall", new.id)
    assert (first_man.name, first_man.games, first_man.totals["touchdowns"]) == ("Hida 2", 1, 2)
    assert (second_man.name, second_man.games, second_man.totals["touchdowns"]) == ("Hida Kenji", 1, 1)
    assert new.spp == 0 and wearer(store, hida, 2).spp == 3  # only his own touchdown


def test_the_team_sheet_shows_a_new_hire_without_the_fired_mans_games(
    tmp_path: Path, data: GameData, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "league.sqlite3"
    store = LeagueStore(open_db(path), data)
    _, hida, _, (first, _) = two_teams(store)
    store.record(first, result(first, hida, (2, 2, "Hida 2")))
    store.db.close()
    assert main(["league", "--league-db", str(path), "team", "Winter Court", "Hida Wall", "--fire", "2"]) == 0
    capsys.readouterr()
    code = main(
        ["league", "--league-db", str(path), "team", "Winter Court", "Hida Wall", "--hire", "lineman"]
    )
    out = capsys.readouterr().out
    assert code == 0
    hired = next(line for line in out.splitlines() if line.strip().startswith("#2 "))
    assert "no games yet" in hired and "0 SPP" in hired


def test_a_renamed_team_keeps_its_players_careers_and_results(store: LeagueStore) -> None:
    league, hida, _, (first, second) = two_teams(store)
    store.record(first, result(first, hida, (5, 1, "Hida 5")))
    renamed = store.rename_team(hida, "Hida Iron Wall")
    store.record(second, result(second, renamed, (5, 2, "Hida 5")))

    assert renamed.id == hida.id and store.team(renamed).name == "Hida Iron Wall"
    assert [e.name for e in store.entries(league)] == ["Hida Iron Wall", "Doji Fans"]
    five = career_of(store, league, "Hida Iron Wall", 5)
    assert (five.games, five.totals["touchdowns"]) == (2, 3)  # his career went on under the new name
    assert wearer(store, renamed, 5).spp == 9
    assert all(c.team != "Hida Wall" for c in careers(store.games(league)))
    top = store.standings(league)[0]
    assert (top.name, top.played, top.won) == ("Hida Iron Wall", 2, 2)
    with pytest.raises(DataError, match="is already in league"):
        store.rename_team(renamed, "Doji Fans")
    with pytest.raises(DataError, match="new name"):
        store.rename_team(renamed, "   ")
    assert store.team(store.entry(league, "Hida Iron Wall")).name == "Hida Iron Wall"


def test_a_player_given_a_new_number_between_seasons_keeps_his_career(store: LeagueStore) -> None:
    league, hida, _, fixtures = two_teams(store, rounds=1)
    store.record(fixtures[0], result(fixtures[0], hida, (3, 1, "Hida 3")))
    three = wearer(store, hida, 3)
    league = store.new_season(league)
    store.renumber(hida, 3, 14)
    store.hire(hida, "lineman", "Hida Kenji", 3)  # the number he left goes to a new man
    fixture = store.draw_schedule(league, seed=1)[0]
    store.record(fixture, result(fixture, hida, (14, 2, "Hida 3"), (3, 1, "Hida Kenji")))

    moved = career_of(store, league, "Hida Wall", three.id)
    assert (moved.number, moved.games, moved.totals["touchdowns"]) == (14, 2, 3)
    assert wearer(store, hida, 14).id == three.id and wearer(store, hida, 14).spp == 9
    newcomer = career_of(store, league, "Hida Wall", wearer(store, hida, 3).id)
    assert (newcomer.name, newcomer.games, newcomer.totals["touchdowns"]) == ("Hida Kenji", 1, 1)
    with pytest.raises(DataError, match="already worn by Hida 4"):
        store.renumber(hida, 14, 4)
    with pytest.raises(DataError, match="no player of Hida Wall wears it"):
        store.renumber(hida, 99, 15)


def test_a_corrected_early_result_after_a_firing_goes_to_the_man_who_played(store: LeagueStore) -> None:
    league, hida, _, (first, second) = two_teams(store)
    store.record(first, result(first, hida, (2, 0, "Hida 2")))
    old = wearer(store, hida, 2)
    store.fire(hida, 2)
    store.hire(hida, "lineman", "Hida Kenji", 2)
    new = wearer(store, hida, 2)
    store.record(second, result(second, hida, (2, 1, "Hida Kenji")))

    store.correct(league, 1, result(first, hida, (2, 3, "Hida 2")))  # #2 of that match scored three

    was = career_of(store, league, "Hida Wall", old.id)
    kenji = career_of(store, league, "Hida Wall", new.id)
    assert (was.games, was.totals["touchdowns"], was.totals["spp"]) == (1, 3, 9)
    assert (kenji.games, kenji.totals["touchdowns"]) == (1, 1)
    assert wearer(store, hida, 2).spp == 3  # the new #2 keeps only what he earned
    stored = store.numbered(league, 1).record
    assert stored is not None and stored["players"][0]["id"] == old.id
    with pytest.raises(DataError, match=f"has had no player with id {new.id}"):
        line = {"side": side_of(first, hida), "number": 2, "id": new.id, "touchdowns": 1, "spp": 3}
        store.correct(league, 1, {**result(first, hida, (2, 1, "Hida Kenji")), "players": [line]})


def test_an_export_and_its_import_keep_every_players_id(store: LeagueStore) -> None:
    league, hida, _, (first, second) = two_teams(store)
    store.record(first, result(first, hida, (2, 2, "Hida 2")))
    store.fire(hida, 2)
    store.hire(hida, "lineman", "Hida Kenji", 2)
    store.renumber(hida, 3, 20)
    hida = store.rename_team(hida, "Hida Iron Wall")
    store.record(second, result(second, hida, (2, 1, "Hida Kenji"), (20, 1, "Hida 3")))
    saved = json.loads(json.dumps(export_league(store, league)))
    assert saved["format"] == "samurai-bowl-league-export-5"

    copy = import_league(store, saved, name="Winter Copy")

    for entry, twin in zip(store.entries(league), store.entries(copy), strict=True):
        assert store.team(twin) == store.team(entry)  # ids, numbers, names, SPP
    assert careers(store.games(copy)) == careers(store.games(league))


def test_an_export_giving_one_id_to_two_men_is_refused(store: LeagueStore) -> None:
    league, hida, _, _ = two_teams(store)
    store.hire(hida, "lineman", "Hida Kenji", 12)
    saved = export_league(store, league)
    hire = next(row for row in saved["ledger"] if row["kind"] == "hire")
    data = json.loads(hire["data"])
    data["player"]["id"] = 4
    hire["data"] = json.dumps(data)
    with pytest.raises(DataError, match=r"ledger\[2\]\.data\.player\.id: 4 is already the id of a player"):
        import_league(store, saved, name="Winter Copy")
    assert store.league_names() == ["Winter Court"]


def test_a_written_out_result_names_each_man_and_a_correction_must_agree(
    tmp_path: Path, data: GameData, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "league.sqlite3"
    store = LeagueStore(open_db(path), data)
    league, hida, _, (first, _) = two_teams(store)
    store.record(first, result(first, hida, (2, 1, "Hida 2"), (3, 0, "Hida 3")))
    store.db.close()
    out = tmp_path / "result.json"
    league_cli = ["league", "--league-db", str(path)]
    assert main([*league_cli, "result", "Winter Court", "1", "--out", str(out)]) == 0
    written = json.loads(out.read_text())
    assert [(line["number"], line["id"]) for line in written["players"]] == [(2, 2), (3, 3)]
    written["players"][1]["number"] = 4  # the line still names player 3, who wore #3
    out.write_text(json.dumps(written))
    capsys.readouterr()
    assert main([*league_cli, "correct", "Winter Court", "1", str(out)]) == 2
    err = capsys.readouterr().err
    assert err == f"{out}: players[1].number: player 3 of Hida Wall wore #3 then, not #4\n"
    written["players"][1]["number"] = 3
    written["players"][1]["touchdowns"], written["players"][1]["spp"] = 1, 3
    written["score"][side_of(first, hida)] = 2
    out.write_text(json.dumps(written))
    assert main([*league_cli, "correct", "Winter Court", "1", str(out)]) == 0
    store = LeagueStore(open_db(path), data)
    assert career_of(store, league, "Hida Wall", 3).totals["touchdowns"] == 1


@pytest.mark.parametrize(
    ("option", "message"),
    [
        (["--renumber", "3"], "--renumber: must be NUMBER:NEW (got '3')"),
        (["--renumber", "3:x"], "--renumber: new number: must be a whole number (got 'x')"),
        (["--renumber", "3:0"], "--renumber: new number: must be from 1 to 99 (got 0)"),
        (["--renumber", "3:100"], "--renumber: new number: must be from 1 to 99 (got 100)"),
        (["--renumber", "3:4"], "number 4: is already worn by Hida 4 in Hida Wall"),
        (["--team-name", ""], "team 'Hida Wall': new name: must not be empty"),
        (["--team-name", "Doji Fans"], "team 'Doji Fans': is already in league 'Winter Court'"),
    ],
)
def test_a_bad_new_number_or_team_name_is_one_line_and_nothing_changes(
    tmp_path: Path, data: GameData, capsys: pytest.CaptureFixture[str], option: list[str], message: str
) -> None:
    path = tmp_path / "league.sqlite3"
    store = LeagueStore(open_db(path), data)
    two_teams(store)
    store.db.close()
    before = rows(path)
    code = main(["league", "--league-db", str(path), "team", "Winter Court", "Hida Wall", *option])
    err = capsys.readouterr().err
    assert code == 2 and one_line(err) and message in err, err
    assert rows(path) == before


def test_a_match_record_naming_its_men_counts_for_them_even_after_a_new_number(store: LeagueStore) -> None:
    league, hida, _, (first, _) = two_teams(store)
    match_record = result(first, hida, (3, 1, "Hida 3"))
    match_record["players"][0]["id"] = 3  # as a league match's own record names him
    store.renumber(hida, 3, 14)  # given a new number while the match was being played
    assert store.record(first, match_record)
    assert wearer(store, hida, 14).spp == 3 and career_of(store, league, "Hida Wall", 3).games == 1
    with pytest.raises(DataError, match="has had no player with id 40"):
        stray = {**match_record, "players": [{**match_record["players"][0], "id": 40}]}
        store.record_id(store.fixtures(league)[1].id, stray)
