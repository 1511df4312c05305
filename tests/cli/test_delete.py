"""Deleting: ``team delete``, ``league delete`` and ``league remove-team``. Each asks first (or
takes --yes), refuses in one line with a non-zero exit, and changes nothing else."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.cli import main
from samurai_bowl.data import GameData
from samurai_bowl.league.db import open_db
from samurai_bowl.league.play import simulate
from samurai_bowl.league.removal import remove_team
from samurai_bowl.league.store import League, LeagueStore
from samurai_bowl.teams.store import TeamStore

CLANS = ("crab", "lion", "crane", "unicorn")


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, data: GameData) -> Path:
    """A data folder with four saved teams, ``Crab Eleven`` to ``Unicorn Eleven``."""
    monkeypatch.setenv("SAMURAI_BOWL_DATA_DIR", str(tmp_path))
    monkeypatch.chdir(tmp_path)
    store = TeamStore(tmp_path)
    rng = random.Random(3)
    for clan in CLANS:
        store.save(draft_team(data, clan, rng, name=f"{clan.title()} Eleven"), data)
    return tmp_path


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(argv)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def terminal_answers(monkeypatch: pytest.MonkeyPatch, answer: str) -> list[str]:
    """Stdin is a terminal and the person types ``answer``; returns the questions asked."""
    asked: list[str] = []
    monkeypatch.setattr("sys.stdin.isatty", lambda: True)

    def reply(question: str) -> str:
        asked.append(question)
        return answer

    monkeypatch.setattr("builtins.input", reply)
    return asked


def new_league(name: str, capsys: pytest.CaptureFixture[str], clans: tuple[str, ...] = CLANS) -> None:
    assert run(["league", "new", name], capsys)[0] == 0
    for clan in clans:
        assert run(["league", "add-team", name, f"{clan.title()} Eleven", "--ai", "easy"], capsys)[0] == 0


def opened(folder: Path, data: GameData) -> LeagueStore:
    return LeagueStore(open_db(folder / "league.sqlite3", create=False), data)


def snapshot(store: LeagueStore, league: League) -> dict[str, Any]:
    """Everything a league shows: its teams as they stand, its fixtures and results, the table."""
    return {
        "teams": [store.team(e).model_dump() for e in store.entries(league)],
        "fixtures": [
            (f.id, f.round, f.home.name, f.away.name, f.seed, f.record) for f in store.fixtures(league)
        ],
        "table": store.standings(league),
    }


def dump(folder: Path) -> list[str]:
    con = sqlite3.connect(folder / "league.sqlite3")
    try:
        return list(con.iterdump())
    finally:
        con.close()


# --- team delete -------------------------------------------------------------------------------


def test_team_delete_with_yes_deletes_that_file_only(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    others = {p.name: p.read_bytes() for p in (folder / "teams").iterdir() if p.stem != "lion-eleven"}
    code, out, err = run(["team", "delete", "Lion Eleven", "--yes"], capsys)
    assert (code, err) == (0, "")
    assert out == "Deleted Lion Eleven (teams/lion-eleven.yaml).\n"
    assert {p.name: p.read_bytes() for p in (folder / "teams").iterdir()} == others


def test_team_delete_asks_at_a_terminal(
    folder: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    asked = terminal_answers(monkeypatch, "n")
    code, out, _ = run(["team", "delete", "Crab Eleven"], capsys)
    assert (code, out) == (1, "Nothing was deleted.\n")
    assert asked == ["Delete the saved team Crab Eleven (teams/crab-eleven.yaml)? [y/N] "]
    assert (folder / "teams" / "crab-eleven.yaml").exists()
    terminal_answers(monkeypatch, "y")
    assert run(["team", "delete", "Crab Eleven"], capsys)[0] == 0
    assert not (folder / "teams" / "crab-eleven.yaml").exists()


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (
            ["team", "delete", "Crab Eleven"],
            "team delete: asks before deleting; add --yes to confirm when not run in a terminal\n",
        ),
        (
            ["team", "delete", "Mantis Eleven", "--yes"],
            "team 'Mantis Eleven': no saved team by that name in ",
        ),
        (
            ["league", "delete", "Winter Court"],
            "league delete: asks before deleting; add --yes to confirm when not run in a terminal\n",
        ),
        (
            ["league", "delete", "Summer Court", "--yes"],
            "league 'Summer Court': no such league (leagues: Winter Court)\n",
        ),
        (
            ["league", "remove-team", "Winter Court", "Crab Eleven"],
            "league remove-team: asks before deleting; add --yes to confirm when not run in a terminal\n",
        ),
        (
            ["league", "remove-team", "Winter Court", "Mantis Eleven", "--yes"],
            "team 'Mantis Eleven': is not in league 'Winter Court' (teams: Crab Eleven, Lion Eleven, ",
        ),
    ],
)
def test_refusals_are_one_line_and_change_nothing(
    folder: Path, capsys: pytest.CaptureFixture[str], argv: list[str], expected: str
) -> None:
    new_league("Winter Court", capsys)
    teams = {p.name: p.read_bytes() for p in (folder / "teams").iterdir()}
    before = dump(folder)
    code, out, err = run(argv, capsys)
    assert (code, out) == (2, "")
    assert err.startswith(expected) and err.count("\n") == 1
    assert dump(folder) == before
    assert {p.name: p.read_bytes() for p in (folder / "teams").iterdir()} == teams


def test_a_damaged_team_file_is_deleted_by_its_name(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (folder / "teams" / "broken-crabs.yaml").write_text("name: [\n", encoding="utf-8")
    code, out, _ = run(["team", "delete", "Broken Crabs", "--yes"], capsys)
    assert (code, out) == (0, "Deleted broken-crabs (teams/broken-crabs.yaml).\n")
    assert not (folder / "teams" / "broken-crabs.yaml").exists()


def test_a_team_in_a_league_is_deleted_and_the_league_keeps_its_copy(
    folder: Path, capsys: pytest.CaptureFixture[str], data: GameData
) -> None:
    new_league("Winter Court", capsys)
    new_league("Autumn Court", capsys, ("crab", "lion"))
    store = opened(folder, data)
    before = {name: snapshot(store, store.league(name)) for name in ("Winter Court", "Autumn Court")}
    store.db.close()
    code, out, _ = run(["team", "delete", "Crab Eleven", "--yes"], capsys)
    assert code == 0
    assert out.splitlines() == [
        "Deleted Crab Eleven (teams/crab-eleven.yaml).",
        "Leagues 'Autumn Court' and 'Winter Court' keep their own copies of Crab Eleven "
        "(`league remove-team` takes a team out of a league).",
    ]
    store = opened(folder, data)
    assert {name: snapshot(store, store.league(name)) for name in before} == before
    store.db.close()
    assert run(["league", "team", "Winter Court", "Crab Eleven"], capsys)[0] == 0


# --- league delete -----------------------------------------------------------------------------


def test_league_delete_takes_every_season_team_and_result_and_nothing_else(
    folder: Path, capsys: pytest.CaptureFixture[str], data: GameData
) -> None:
    new_league("Winter Court", capsys, ("crab", "lion"))
    new_league("Autumn Court", capsys, ("crane", "unicorn"))
    for name in ("Winter Court", "Autumn Court"):
        assert run(["league", "schedule", name], capsys)[0] == 0
        assert run(["league", "play", name], capsys)[0] == 0
    assert run(["league", "new-season", "Winter Court"], capsys)[0] == 0
    store = opened(folder, data)
    kept = snapshot(store, store.league("Autumn Court"))
    store.db.close()

    code, out, err = run(["league", "delete", "Winter Court", "--yes"], capsys)
    assert (code, err) == (0, "")
    assert out == "League 'Winter Court' deleted: 2 seasons, 2 teams, 1 result.\n"
    store = opened(folder, data)
    assert [league.name for league in store.leagues()] == ["Autumn Court"]
    assert snapshot(store, store.league("Autumn Court")) == kept
    con = store.con
    assert con.execute("PRAGMA foreign_key_check").fetchall() == []
    counts = [con.execute(f"SELECT count(*) FROM {t}").fetchone()[0] for t in ("season", "entry", "fixture")]
    assert counts == [1, 2, 1]
    assert con.execute("SELECT count(*) FROM ledger").fetchone()[0] == 2 + 1  # two joins, one result
    store.db.close()


def test_league_delete_declined_at_a_terminal(
    folder: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    new_league("Winter Court", capsys, ("crab", "lion"))
    before = dump(folder)
    asked = terminal_answers(monkeypatch, "")
    assert run(["league", "delete", "Winter Court"], capsys)[:2] == (1, "Nothing was deleted.\n")
    assert asked == ["Delete the league 'Winter Court' with every season, team and result of it? [y/N] "]
    assert dump(folder) == before


# --- league remove-team ------------------------------------------------------------------------


def test_a_team_leaves_before_the_schedule_is_drawn(
    folder: Path, capsys: pytest.CaptureFixture[str], data: GameData
) -> None:
    new_league("Winter Court", capsys)
    code, out, _ = run(["league", "remove-team", "Winter Court", "Lion Eleven", "--yes"], capsys)
    assert (code, out) == (0, "Lion Eleven left 'Winter Court'.\n")
    store = opened(folder, data)
    league = store.league("Winter Court")
    assert [e.name for e in store.entries(league)] == ["Crab Eleven", "Crane Eleven", "Unicorn Eleven"]
    assert store.con.execute("SELECT count(*) FROM ledger").fetchone()[0] == 3  # its join went with it
    assert len(store.draw_schedule(league)) == 3
    store.db.close()


def test_a_team_without_results_leaves_and_its_fixtures_are_withdrawn(
    folder: Path, capsys: pytest.CaptureFixture[str], data: GameData
) -> None:
    new_league("Winter Court", capsys)
    assert run(["league", "schedule", "Winter Court"], capsys)[0] == 0
    store = opened(folder, data)
    league = store.league("Winter Court")
    first = store.fixtures(league)[0]
    simulate(store, league, first)  # one result, between two other teams
    leaving = next(e for e in store.entries(league) if e not in (first.home, first.away))
    staying = [f for f in store.fixtures(league) if leaving not in (f.home, f.away)]
    others = [store.team(e) for e in store.entries(league) if e != leaving]
    store.db.close()

    code, out, _ = run(["league", "remove-team", "Winter Court", leaving.name, "--yes"], capsys)
    assert (code, out) == (
        0,
        f"{leaving.name} left 'Winter Court'; its 3 unplayed fixtures were withdrawn; "
        "the others keep their numbers (see `league schedule`).\n",
    )
    store = opened(folder, data)
    kept = store.fixtures(league)
    assert [(f.id, f.home, f.away, f.record) for f in kept] == [
        (f.id, f.home, f.away, f.record) for f in staying
    ]
    assert [f.number for f in kept] == [f.number for f in staying]  # a number written down still names it
    assert [store.team(e) for e in store.entries(league)] == others
    assert store.con.execute("PRAGMA foreign_key_check").fetchall() == []
    store.db.close()


def test_a_team_with_a_result_cannot_leave(
    folder: Path, capsys: pytest.CaptureFixture[str], data: GameData
) -> None:
    new_league("Winter Court", capsys, ("crab", "lion"))
    assert run(["league", "schedule", "Winter Court"], capsys)[0] == 0
    assert run(["league", "play", "Winter Court"], capsys)[0] == 0
    before = dump(folder)
    code, out, err = run(["league", "remove-team", "Winter Court", "Lion Eleven", "--yes"], capsys)
    assert (code, out) == (2, "")
    assert err == (
        "team 'Lion Eleven': has played 1 fixture in league 'Winter Court'; its results stay in "
        "the table, the SPP and the history, so it cannot leave\n"
    )
    assert dump(folder) == before


def test_removing_is_all_or_nothing(folder: Path, capsys: pytest.CaptureFixture[str], data: GameData) -> None:
    """A failure half way (here the team's row refuses to go) leaves its fixtures where they were."""
    new_league("Winter Court", capsys)
    assert run(["league", "schedule", "Winter Court"], capsys)[0] == 0
    store = opened(folder, data)
    store.con.execute("CREATE TRIGGER stuck BEFORE DELETE ON entry BEGIN SELECT RAISE(ABORT, 'stuck'); END")
    before = dump(folder)
    league = store.league("Winter Court")
    with pytest.raises(sqlite3.IntegrityError, match="stuck"):
        remove_team(store.db, league, store.entries(league)[0])
    assert dump(folder) == before
    store.db.close()
