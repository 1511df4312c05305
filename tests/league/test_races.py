"""Many real processes changing one league file at the same moment (R19.3: hires and purchases
from the treasury; R2.2, R2.5: eleven players, each number worn once): every change is checked
and written under one write lock, so no number is worn twice, no treasury goes below zero, the
rules allow exactly the hires made, and each fixture is recorded once — and only the process
that recorded it says so."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from samurai_bowl.cli import main
from samurai_bowl.data import GameData
from samurai_bowl.league.db import open_db
from samurai_bowl.league.play import RecordedMeanwhile, simulate
from samurai_bowl.league.store import Entry, LeagueStore
from samurai_bowl.league.teams import apply
from samurai_bowl.teams.model import Team
from tests.subprocesses import HANG, start
from tests.teams.helpers import make_team

REPO = Path(__file__).resolve().parents[2]
LINEMAN = 60  # koku (rosters/crab.yaml)

# Runs one `samurai-bowl` command once told to: the modules it needs (argv[1]) are imported and
# the game data loaded first, then it says "ready" and waits for a line on stdin, so that all the
# processes start together.
RUNNER = r"""
import importlib, sys
from samurai_bowl.cli import main
from samurai_bowl.data import load_game_data

for name in sys.argv[1].split(","):
    importlib.import_module(name)
load_game_data()
print("ready", flush=True)
sys.stdin.readline()
sys.exit(main(sys.argv[2:]))
"""
LEAGUE_COMMANDS = ("samurai_bowl.cli.league_cmd", "samurai_bowl.league.store")
PLAYING = (*LEAGUE_COMMANDS, "samurai_bowl.league.play", "samurai_bowl.ai.heuristic")


def all_at_once(
    commands: list[list[str]], folder: Path, preload: tuple[str, ...] = LEAGUE_COMMANDS
) -> list[tuple[int, str, str]]:
    """Run the commands as separate processes released together; (exit status, stdout, stderr)."""
    env = {**os.environ, "PYTHONPATH": str(REPO), "SAMURAI_BOWL_DATA_DIR": str(folder)}
    procs = [
        start(
            [sys.executable, "-c", RUNNER, ",".join(preload), *argv], cwd=REPO, env=env, stdin=subprocess.PIPE
        )
        for argv in commands
    ]
    try:
        for proc in procs:
            assert proc.stdout is not None
            line = proc.stdout.readline()
            assert line == "ready\n", (line, proc.stderr.read() if proc.stderr else "")
        for proc in procs:  # the barrier: one line each, written back to back
            assert proc.stdin is not None
            proc.stdin.write("go\n")
            proc.stdin.flush()
        outcomes = []
        for proc in procs:
            out, err = proc.communicate(timeout=HANG)
            outcomes.append((proc.returncode, out, err))
        return outcomes
    finally:
        for proc in procs:
            if proc.poll() is None:
                proc.kill()
                proc.wait()


def league_with_crabs(path: Path, data: GameData, rerolls: int, fired: tuple[int, ...] = ()) -> LeagueStore:
    """A league of two easy AI teams: the Crabs (eleven linemen, ``rerolls`` re-rolls, the rest of
    their 1000 koku in the treasury, less the players ``fired``) and the Lions."""
    store = LeagueStore(open_db(path), data)
    league = store.create("Race Court")
    crabs = store.add_team(
        league, make_team("crab", {"lineman": 11}, name="Crabs", rerolls=rerolls), "AI", "easy"
    )
    store.add_team(league, make_team("lion", {"lineman": 11}, name="Lions"), "AI", "easy")
    for number in fired:
        store.fire(crabs, number)
    return store


def crabs(store: LeagueStore) -> Entry:
    return store.entry(store.league("Race Court"), "Crabs")


def ledger_kinds(store: LeagueStore) -> Counter[str]:
    return Counter(row["kind"] for row in store.con.execute("SELECT kind FROM ledger"))


def test_eight_hires_at_once_buy_what_the_treasury_holds_and_no_number_twice(
    tmp_path: Path, data: GameData
) -> None:
    path = tmp_path / "league.sqlite3"
    store = league_with_crabs(path, data, rerolls=2)  # 1000 - 660 - 120: 220 koku, three linemen
    start = store.team(crabs(store))
    assert start.treasury == 220
    store.db.close()

    hire = ["league", "--league-db", str(path), "team", "Race Court", "Crabs", "--hire", "lineman"]
    outcomes = all_at_once([hire] * 8, tmp_path)

    hired = [out for code, out, _ in outcomes if code == 0]
    refused = [err for code, _, err in outcomes if code != 0]
    assert len(hired) == 3 and len(refused) == 5, outcomes
    for err in refused:  # each refusal is the rule, in one line, with what the treasury held then
        assert err == "team 'Crabs': a Lineman costs 60 koku; the treasury has 40\n", err
    assert sorted(out.splitlines()[1].split(" · ")[0] for out in hired) == [
        "treasury 100 koku",
        "treasury 160 koku",
        "treasury 40 koku",
    ]
    store = LeagueStore(open_db(path), data)
    team = store.team(crabs(store))
    numbers = [p.number for p in team.players]
    assert len(numbers) == len(set(numbers)) == 14
    assert sorted(set(numbers) - {p.number for p in start.players}) == [12, 13, 14]
    assert team.treasury == 220 - 3 * LINEMAN
    assert ledger_kinds(store)["hire"] == 3
    store.db.close()


def test_hires_purchases_and_firings_at_once_never_overspend(tmp_path: Path, data: GameData) -> None:
    path = tmp_path / "league.sqlite3"
    store = league_with_crabs(path, data, rerolls=2)  # 220 koku: three of anything at 60
    store.db.close()
    base = ["league", "--league-db", str(path), "team", "Race Court", "Crabs"]
    commands = (
        [[*base, "--hire", "lineman"]] * 3 + [[*base, "--buy", "rerolls"]] * 3 + [[*base, "--fire", "1"]] * 2
    )
    outcomes = all_at_once(commands, tmp_path)

    bought = [code for code, _, _ in outcomes[:6]].count(0)
    fired = [code for code, _, _ in outcomes[6:]].count(0)
    assert bought == 3 and fired >= 1, outcomes
    for code, _, err in outcomes:
        assert code in (0, 2) and err.count("\n") == (code == 2), err
    store = LeagueStore(open_db(path), data)
    kinds = ledger_kinds(store)
    assert kinds["hire"] + kinds["buy"] == 3 and kinds["fire"] == fired
    team = store.team(crabs(store))
    assert team.treasury == 220 - 3 * LINEMAN
    assert team.rerolls == 2 + kinds["buy"]
    assert len(team.players) == 11 - fired + kinds["hire"]
    # In the order written, each change was right when it was made: a hire took a number nobody
    # wore, a firing released a player who was there (the second firing of #1 only if a hire had
    # taken #1 again meanwhile), and the treasury never went below zero.
    rows = store.con.execute(
        "SELECT kind, data FROM ledger WHERE entry_id = ? ORDER BY seq", (crabs(store).id,)
    )
    current: Team | None = None
    for kind, data_json in rows:
        change = json.loads(data_json)
        if current is None:  # the joining
            current = Team.model_validate(change["team"])
            continue
        worn = {p.number for p in current.players}
        if kind == "hire":
            assert change["player"]["number"] not in worn
        elif kind == "fire":
            assert change["number"] in worn
        current = apply(current, kind, change)
        assert (current.treasury or 0) >= 0
    store.db.close()


def test_three_plays_of_one_fixture_at_once_record_it_once_and_hire_twice(
    tmp_path: Path, data: GameData
) -> None:
    """The Crabs have nine players and 340 koku: the AI hires two before it plays (R2.2), once."""
    path = tmp_path / "league.sqlite3"
    store = league_with_crabs(path, data, rerolls=0, fired=(10, 11))
    store.draw_schedule(store.league("Race Court"))
    joined = store.team(crabs(store))
    assert (len(joined.players), joined.treasury) == (9, 340)
    store.db.close()

    play = ["league", "--league-db", str(path), "play", "Race Court"]
    outcomes = all_at_once([play] * 3, tmp_path, PLAYING)

    said = [out for code, out, _ in outcomes if code == 0 and "1 fixture played and recorded." in out]
    assert len(said) == 1, outcomes
    for code, out, err in outcomes:
        if out is said[0]:
            continue
        if code == 0:  # it played too, and was told its game does not count
            assert "played and recorded" not in out, out
            assert "Lions v Crabs was recorded by another game meanwhile" in out
            assert out.endswith("Nothing recorded here: 1 recorded by another game meanwhile.\n"), out
        else:  # it began after the result was in
            assert code == 2 and "nothing to play" in err and err.count("\n") == 1, err
    store = LeagueStore(open_db(path), data)
    kinds = ledger_kinds(store)
    assert kinds["hire"] == 2 and kinds["result"] == 1
    team = store.team(crabs(store))
    numbers = [p.number for p in team.players]
    (fixture,) = store.fixtures(store.league("Race Court"))
    assert fixture.record is not None
    side = 0 if fixture.home.name == "Crabs" else 1
    dead = {  # the fixture's dice are its own (drawn when it is played): a Crab may die
        line["number"]
        for line in fixture.record["players"]
        if line["side"] == side and line.get("injury") == "dead"
    }
    assert len(numbers) == len(set(numbers)) and set(numbers) >= set(range(1, 10)) - dead
    assert len(numbers) == 11 - len(dead)
    assert team.treasury == 340 - 2 * LINEMAN + fixture.record["winnings"][side]
    score = fixture.record["score"]
    assert f"{fixture.home.name} {score[0]}–{score[1]} {fixture.away.name}" in said[0]
    store.db.close()


def test_six_leagues_created_at_once_in_a_new_file(tmp_path: Path, data: GameData) -> None:
    """The first processes to open a new league file build its schema once between them."""
    path = tmp_path / "new" / "league.sqlite3"
    path.parent.mkdir()
    outcomes = all_at_once(
        [["league", "--league-db", str(path), "new", f"Court {n}"] for n in range(6)], tmp_path
    )
    assert [code for code, _, _ in outcomes] == [0] * 6, outcomes
    store = LeagueStore(open_db(path), data)
    assert sorted(league.name for league in store.leagues()) == [f"Court {n}" for n in range(6)]
    store.db.close()


def test_a_fixture_recorded_by_another_game_before_this_one_starts_is_not_played(
    tmp_path: Path, data: GameData
) -> None:
    path = tmp_path / "league.sqlite3"
    store = league_with_crabs(path, data, rerolls=0, fired=(10, 11))
    (listed,) = store.draw_schedule(store.league("Race Court"))  # listed as unplayed
    other = LeagueStore(open_db(path), data)
    assert other.record(listed, {"score": [1, 0], "winnings": [50, 20], "players": []}) is True
    other.db.close()
    with pytest.raises(RecordedMeanwhile) as caught:
        simulate(store, store.league("Race Court"), listed)
    assert str(caught.value) == (
        f"fixture #{listed.number}: {listed.home.name} v {listed.away.name} was recorded by another game "
        "meanwhile; not played here"
    )
    assert ledger_kinds(store)["hire"] == 0  # nor did the AI hire for a game it will not play
    store.db.close()


def test_a_result_recorded_by_another_game_during_the_match_is_the_one_kept(
    tmp_path: Path, data: GameData, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "league.sqlite3"
    store = league_with_crabs(path, data, rerolls=0)
    (fixture,) = store.draw_schedule(store.league("Race Court"))
    store.db.close()
    theirs: dict[str, Any] = {"score": [3, 3], "winnings": [40, 40], "players": []}
    record = LeagueStore.record

    def after_another_game(self: LeagueStore, *args: Any) -> bool:
        other = LeagueStore(open_db(path), data)  # another process gets there first
        assert record(other, fixture, theirs) is True
        other.db.close()
        return record(self, *args)

    monkeypatch.setattr(LeagueStore, "record", after_another_game)
    assert main(["league", "--league-db", str(path), "play", "Race Court"]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert len(lines) == 2 and "played and recorded" not in out, out
    assert lines[0].startswith(
        f"  round 1: {fixture.home.name} v {fixture.away.name} was recorded by another game meanwhile; "
        "this game's "
    ) and lines[0].endswith(" is not counted")
    assert lines[1] == "Nothing recorded here: 1 recorded by another game meanwhile."
    store = LeagueStore(open_db(path), data)
    assert store.fixtures(store.league("Race Court"))[0].record == theirs
    assert json.loads(store.con.execute("SELECT data FROM ledger WHERE kind = 'result'").fetchone()[0]) == {
        "record": theirs
    }
    store.db.close()


def test_a_window_match_whose_fixture_another_game_recorded_says_so(tmp_path: Path, data: GameData) -> None:
    """The League screen records a match played in the window when it ends; if another game
    recorded the fixture meanwhile, the main menu's notice says so."""
    from types import SimpleNamespace

    from samurai_bowl.ui.league.running import recorder

    path = tmp_path / "league.sqlite3"
    store = league_with_crabs(path, data, rerolls=0)
    (fixture,) = store.draw_schedule(store.league("Race Court"))
    theirs: dict[str, Any] = {"score": [0, 0], "winnings": [30, 30], "players": []}
    mine: dict[str, Any] = {"score": [1, 0], "winnings": [50, 20], "players": []}
    assert store.record(fixture, theirs) is True  # the other game ends first
    app = SimpleNamespace(data=data, notice=None)
    recorder(app, path, fixture.id)(SimpleNamespace(result=mine, seed=5))  # type: ignore[arg-type]
    assert app.notice == (
        f"The league result was not recorded: fixture {fixture.id} was recorded by another game meanwhile."
    )
    assert store.fixtures(store.league("Race Court"))[0].record == theirs
    store.db.close()


def test_a_team_command_makes_all_its_changes_or_none(
    tmp_path: Path, data: GameData, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "league.sqlite3"
    league_with_crabs(path, data, rerolls=0).db.close()
    argv = [
        "league",
        "--league-db",
        str(path),
        "team",
        "Race Court",
        "Crabs",
        "--hire",
        "lineman",
        "--fire",
        "1",
        "--buy",
        "rerolls:99",
    ]
    assert main(argv) == 2
    assert capsys.readouterr().err.count("\n") == 1
    store = LeagueStore(open_db(path), data)
    assert ledger_kinds(store) == Counter({"join": 2})  # neither the hire nor the firing stayed
    store.db.close()
