"""Reliability bars for the league database, with real SQLite files and real processes: a process
killed while it records results leaves each result whole or absent, a result recorded twice (even
by two processes racing) counts once, and a damaged file is refused in one line and left as it is."""

from __future__ import annotations

import gc
import json
import random
import shutil
import signal
import subprocess
import sys
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from samurai_bowl.data import GameData
from samurai_bowl.errors import DataError
from samurai_bowl.league.db import open_db
from samurai_bowl.league.store import Fixture, LeagueStore
from samurai_bowl.teams.model import Team
from tests.league.test_store import four_teams
from tests.subprocesses import HANG, read_line, start

REPO = Path(__file__).resolve().parents[2]
LEAGUES = 8  # the same four AI teams in eight double round robins: 96 fixtures to record
KILL_RUNS = 7
INDEX_LEAF = 0x0A  # the first byte of an SQLite index b-tree leaf page

# Records every fixture still unplayed, in a tight loop, one transaction each; says so after
# each commit. argv: the database, the planned records (JSON: fixture id -> record). Each line is
# written whole in one call: with PYTHONUNBUFFERED set, print() writes its pieces one by one, and
# a kill between them would leave half a line.
RECORDER = r"""
import json, sys
from pathlib import Path
from samurai_bowl.data import load_game_data
from samurai_bowl.league.db import open_db
from samurai_bowl.league.store import LeagueStore

store = LeagueStore(open_db(Path(sys.argv[1])), load_game_data())
plan = json.loads(Path(sys.argv[2]).read_text())
fixtures = [f for league in store.leagues() for f in store.fixtures(league) if not f.played]
print("ready", flush=True)
for fixture in fixtures:
    store.record(fixture, plan[str(fixture.id)])
    sys.stdout.write(f"recorded {fixture.id}\n")
    sys.stdout.flush()
print("done", flush=True)
"""

# Records the fixture named on each line of stdin and says whether it was the one to record it.
RACER = r"""
import json, sys
from pathlib import Path
from samurai_bowl.data import load_game_data
from samurai_bowl.league.db import open_db
from samurai_bowl.league.store import LeagueStore

store = LeagueStore(open_db(Path(sys.argv[1])), load_game_data())
plan = json.loads(Path(sys.argv[2]).read_text())
fixtures = {f.id: f for league in store.leagues() for f in store.fixtures(league)}
print("ready", flush=True)
for line in sys.stdin:
    fixture = fixtures[int(line)]
    sys.stdout.write(f"{fixture.id} {store.record(fixture, plan[str(fixture.id)])}\n")
    sys.stdout.flush()
"""


@dataclass
class Prepared:
    """A league file ready to be played, and what its teams were when they joined."""

    path: Path
    joined: dict[int, Team]  # entry id -> team
    fixtures: list[Fixture]


def fake_record(fixture: Fixture, home: Team, away: Team, rng: random.Random) -> dict[str, Any]:
    """A match record of the real shape and size: 22 player lines, winnings, casualties; the score
    and the casualties caused are the players' own, as in a real record."""
    rng.randint(0, 3), rng.randint(0, 3)  # the dice the score once took, so the rest stays as it was
    players = []
    for side, team in enumerate((home, away)):
        for player in team.players[:11]:
            touchdowns, casualties = rng.choice((0, 0, 0, 1)), rng.choice((0, 0, 1))
            mvp = rng.random() < 0.05
            players.append(
                {
                    "side": side,
                    "number": player.number,
                    "name": player.name,
                    "played": True,
                    "mvp": mvp,
                    "touchdowns": touchdowns,
                    "completions": 0,
                    "casualties": casualties,
                    "blocks": rng.randint(0, 6),
                    "fouls": 0,
                    "spp": 3 * touchdowns + 2 * casualties + 5 * mvp,
                }
            )
    score = [sum(p["touchdowns"] for p in players if p["side"] == side) for side in (0, 1)]
    return {
        "home": home.name,
        "away": away.name,
        "score": score,
        "winner": 0 if score[0] > score[1] else 1 if score[1] > score[0] else None,
        "winnings": [rng.randint(2, 8) * 10, rng.randint(2, 8) * 10],
        "casualties_caused": [sum(p["casualties"] for p in players if p["side"] == s) for s in (0, 1)],
        "players": players,
    }


def plan_for(prepared: Prepared, seed: int) -> dict[int, dict[str, Any]]:
    rng = random.Random(seed)
    return {
        f.id: fake_record(f, prepared.joined[f.home.id], prepared.joined[f.away.id], rng)
        for f in prepared.fixtures
    }


def write_plan(path: Path, plan: dict[int, dict[str, Any]]) -> Path:
    path.write_text(json.dumps({str(k): v for k, v in plan.items()}))
    return path


@pytest.fixture(scope="module")
def prepared(tmp_path_factory: pytest.TempPathFactory, data: GameData) -> Prepared:
    path = tmp_path_factory.mktemp("prepared") / "league.sqlite3"
    store = LeagueStore(open_db(path), data)
    for number in range(1, LEAGUES + 1):
        league = store.create(f"Court {number}", rounds=2)
        four_teams(store, league)
        store.draw_schedule(league, seed=number)
    joined = {e.id: store.team(e) for league in store.leagues() for e in store.entries(league)}
    fixtures = [f for league in store.leagues() for f in store.fixtures(league)]
    store.db.close()
    assert not path.with_name(path.name + "-wal").exists()  # one file to copy
    return Prepared(path, joined, fixtures)


def copy_of(prepared: Prepared, folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    return Path(shutil.copyfile(prepared.path, folder / "league.sqlite3"))


def worker(script: str, *args: Path) -> subprocess.Popen[str]:
    return start([sys.executable, "-c", script, *map(str, args)], cwd=REPO, stdin=subprocess.PIPE)


def wait_ready(proc: subprocess.Popen[str]) -> None:
    line = read_line(proc)
    if line != "ready\n":
        proc.kill()
        _, err = proc.communicate(timeout=HANG)
        pytest.fail(f"worker did not start: {line!r} {err}")


def check_ledger(store: LeagueStore, prepared: Prepared, plan: dict[int, dict[str, Any]]) -> set[int]:
    """Every stored result is whole and is the one meant for its fixture, at most one a fixture,
    and the folds and the standings count each exactly once. Returns the recorded fixtures."""
    rows = store.con.execute("SELECT fixture_id, data FROM ledger WHERE kind = 'result'").fetchall()
    counts = Counter(row["fixture_id"] for row in rows)
    assert set(counts.values()) <= {1}, counts
    stored = {row["fixture_id"]: json.loads(row["data"])["record"] for row in rows}
    for fixture_id, result in stored.items():
        for line in result["players"]:  # the store names each line's man by his lasting id
            assert line.pop("id") >= 1
        assert result == plan[fixture_id], f"fixture {fixture_id} holds another result"
    played = [f for f in prepared.fixtures if f.id in stored]
    for entry_id, joined in prepared.joined.items():
        entry = next(e for f in prepared.fixtures for e in (f.home, f.away) if e.id == entry_id)
        team = store.team(entry)
        mine = [(f, side) for f in played for side, e in enumerate((f.home, f.away)) if e.id == entry_id]
        assert team.treasury == (joined.treasury or 0) + sum(plan[f.id]["winnings"][side] for f, side in mine)
        earned = Counter[int]()
        for f, side in mine:
            for line in plan[f.id]["players"]:
                if line["side"] == side:
                    earned[line["number"]] += line["spp"]
        assert {p.number: p.spp for p in team.players} == {
            p.number: p.spp + earned[p.number] for p in joined.players
        }
    for league in store.leagues():
        lines = store.standings(league)
        in_league = [f for f in played if f.home.id in {line.entry for line in lines}]
        assert sum(line.played for line in lines) == 2 * len(in_league)
        assert sum(line.scored for line in lines) == sum(sum(plan[f.id]["score"]) for f in in_league)
    return set(stored)


def record_the_rest(store: LeagueStore, plan: dict[int, dict[str, Any]]) -> None:
    for league in store.leagues():
        for fixture in store.fixtures(league):
            if not fixture.played:
                assert store.record(fixture, plan[fixture.id]) is True


def test_a_killed_recorder_leaves_each_result_whole_or_absent(
    tmp_path: Path, prepared: Prepared, data: GameData
) -> None:
    plan = plan_for(prepared, seed=7)
    plan_file = write_plan(tmp_path / "plan.json", plan)
    total = len(prepared.fixtures)

    # An uninterrupted run: how long the writing takes here, and the season it leaves.
    path = copy_of(prepared, tmp_path / "whole")
    proc = worker(RECORDER, path, plan_file)
    wait_ready(proc)
    start = time.perf_counter()
    out, err = proc.communicate(timeout=HANG)
    writing = time.perf_counter() - start
    assert proc.returncode == 0, err
    assert out.endswith("done\n") and out.count("recorded") == total
    whole = LeagueStore(open_db(path), data)
    assert check_ledger(whole, prepared, plan) == {f.id for f in prepared.fixtures}
    expected = {e.id: whole.team(e) for league in whole.leagues() for e in whole.entries(league)}
    expected_table = [whole.standings(league) for league in whole.leagues()]
    whole.db.close()

    rng = random.Random(2024)
    # Kill on "ready" (as it begins to write), on its first commit, then at random points in the writing.
    kills: list[str | float] = [
        "ready",
        "first",
        *(rng.uniform(0.02, 1.1) * writing for _ in range(KILL_RUNS - 2)),
    ]
    partial = 0
    for run, when in enumerate(kills):
        path = copy_of(prepared, tmp_path / f"run{run}")
        proc = worker(RECORDER, path, plan_file)
        wait_ready(proc)
        if when == "first":
            read_line(proc)
        elif isinstance(when, float):
            time.sleep(when)
        proc.send_signal(signal.SIGKILL)
        out, _ = proc.communicate(timeout=HANG)
        said = {int(line.split()[1]) for line in out.splitlines() if line.startswith("recorded")}
        if when == "first":
            said.add(prepared.fixtures[0].id)  # the line read above

        store = LeagueStore(open_db(path), data)  # open_db runs PRAGMA quick_check
        assert store.con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        recorded = check_ledger(store, prepared, plan)
        assert said <= recorded, f"run {run}: a result the worker saw committed is gone"
        assert len(recorded) <= len(said) + 1, f"run {run}: more results than the worker wrote"
        partial += 0 < len(recorded) < total
        record_the_rest(store, plan)
        assert check_ledger(store, prepared, plan) == {f.id for f in prepared.fixtures}
        assert {e.id: store.team(e) for league in store.leagues() for e in store.entries(league)} == expected
        assert [store.standings(league) for league in store.leagues()] == expected_table
        store.db.close()
    assert partial >= 1, f"no run was killed part of the way through ({writing * 1000:.0f} ms of writing)"


def test_a_result_recorded_twice_counts_once(tmp_path: Path, prepared: Prepared, data: GameData) -> None:
    plan = plan_for(prepared, seed=11)
    path = copy_of(prepared, tmp_path)
    store = LeagueStore(open_db(path), data)
    first = prepared.fixtures[0]
    assert store.record(first, plan[first.id]) is True
    teams = {e.id: store.team(e) for e in (first.home, first.away)}
    table = store.standings(store.leagues()[0])
    assert store.record(first, plan[first.id]) is False
    assert store.record(first, plan[prepared.fixtures[1].id]) is False  # nor a different result
    other = LeagueStore(open_db(path), data)  # nor through another connection
    assert other.record(first, plan[first.id]) is False
    other.db.close()
    assert {e.id: store.team(e) for e in (first.home, first.away)} == teams
    assert store.standings(store.leagues()[0]) == table
    assert check_ledger(store, prepared, plan) == {first.id}
    store.db.close()


def test_two_processes_racing_to_record_a_fixture_one_wins(
    tmp_path: Path, prepared: Prepared, data: GameData
) -> None:
    plans = [plan_for(prepared, seed=21), plan_for(prepared, seed=22)]
    path = copy_of(prepared, tmp_path)
    racers = [
        worker(RACER, path, write_plan(tmp_path / f"plan{i}.json", plan)) for i, plan in enumerate(plans)
    ]
    for racer in racers:
        wait_ready(racer)
    fixtures = prepared.fixtures[:24]
    winners: dict[int, dict[str, Any]] = {}
    try:
        for number, fixture in enumerate(fixtures):
            order = racers if number % 2 else racers[::-1]  # each gets to go first
            for racer in order:
                assert racer.stdin is not None
                racer.stdin.write(f"{fixture.id}\n")
                racer.stdin.flush()
            said = []
            for racer in racers:
                assert racer.stdout is not None
                said.append(racer.stdout.readline().split())
            assert [s[0] for s in said] == [str(fixture.id)] * 2, said
            assert sorted(s[1] for s in said) == ["False", "True"], f"fixture {fixture.id}: {said}"
            winners[fixture.id] = plans[[s[1] for s in said].index("True")][fixture.id]
    finally:
        for racer in racers:
            assert racer.stdin is not None
            racer.stdin.close()
            racer.wait(timeout=HANG)
    assert [racer.returncode for racer in racers] == [0, 0]
    store = LeagueStore(open_db(path), data)
    merged = {**plans[0], **winners}
    assert check_ledger(store, prepared, merged) == set(winners)
    store.db.close()


def damage(path: Path, how: str) -> None:
    content = path.read_bytes()
    page = int.from_bytes(content[16:18], "big")
    if how == "middle pages overwritten":
        start = (len(content) // page // 2) * page
        noise = random.Random(5).randbytes(3 * page)
        path.write_bytes(content[:start] + noise + content[start + len(noise) :])
    elif how == "an index page zeroed":  # the tables still read; only PRAGMA quick_check sees it
        leaves = [n for n in range(1, len(content) // page) if content[n * page] == INDEX_LEAF]
        start = leaves[-1] * page
        path.write_bytes(content[:start] + bytes(page) + content[start + page :])
    elif how == "cut in half":
        path.write_bytes(content[: len(content) // 2])
    elif how == "cut inside the first page":
        path.write_bytes(content[: page // 2])


@pytest.mark.parametrize(
    "how",
    [
        "middle pages overwritten",
        "an index page zeroed",
        "cut in half",
        "cut inside the first page",
    ],
)
def test_a_damaged_file_is_refused_in_one_line_and_left_alone(
    tmp_path: Path, prepared: Prepared, data: GameData, how: str
) -> None:
    path = copy_of(prepared, tmp_path)
    plan = plan_for(prepared, seed=31)
    store = LeagueStore(open_db(path), data)
    record_the_rest(store, plan)
    store.db.close()
    assert path.stat().st_size > 50 * 4096  # results take many pages: there is a middle to damage
    damage(path, how)
    before = path.read_bytes()
    for _ in range(2):  # and refused again: the first attempt repaired or removed nothing
        with pytest.raises(DataError) as caught:
            open_db(path)
        message = str(caught.value)
        assert str(path) in message and "\n" not in message, message
        assert "damaged" in message or "not a readable league database" in message, message
        gc.collect()  # any connection left open is closed, and could write as it closes
        assert path.exists() and path.read_bytes() == before
