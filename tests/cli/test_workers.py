"""``simulate --workers N``: the same results on any number of worker processes, in game order,
every core by default; Ctrl-C and a lost worker end the run in one line, with no worker left."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from ai.drafting import draft_team
from samurai_bowl.cli import main, simulate_cmd, workers
from samurai_bowl.cli.workers import Game, Played, in_order
from samurai_bowl.data import GameData
from samurai_bowl.engine.summary import MatchSummary
from tests.conftest import REPO

TIMINGS = ("seconds_per_match", "decisions_per_second")
PAIR = ["simulate", "--home", "crab", "--away", "lion"]


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("SAMURAI_BOWL_DATA_DIR", str(tmp_path))
    return tmp_path


def simulated(argv: list[str], capsys: pytest.CaptureFixture[str]) -> dict[str, Any]:
    """``simulate ... --json``'s results, less the timings."""
    assert main([*argv, "--json"]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    return {key: value for key, value in json.loads(out).items() if key not in TIMINGS}


def test_two_workers_play_what_one_plays(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The AI coaches, 5 games: the summary and every match's record (in game order) are the same."""
    runs = {}
    for n in ("1", "2"):
        report = tmp_path / f"workers-{n}.json"
        runs[n] = simulated([*PAIR, "--games", "5", "--seed", "3", "--coach", "easy", "--vs", "normal",
                             "--workers", n, "--report", str(report)], capsys)
    assert runs["1"] == runs["2"] and runs["1"]["games"] == 5
    one, two = ((tmp_path / f"workers-{n}.json").read_text(encoding="utf-8") for n in ("1", "2"))
    assert one == two
    assert [game["seed"] for game in json.loads(two)["games"]] == [3, 4, 5, 6, 7]


def test_a_round_robin_on_two_workers_is_the_one_on_one(capsys: pytest.CaptureFixture[str]) -> None:
    def table(n: str) -> dict[str, Any]:
        doc = simulated(["simulate", "--round-robin", "--clans", "crab,lion,crane", "--games", "2",
                         "--coach", "easy", "--vs", "easy", "--workers", n], capsys)
        del doc["seconds"]
        return doc

    one = table("1")
    assert table("2") == one
    assert sum(pair["played"] for pair in one["pairs"]) == 6


def test_every_core_by_default(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    asked: list[int] = []
    real = simulate_cmd.play_games

    def counting(series: Any, games: Any, n: int, on_done: Any = None) -> Any:
        asked.append(n)
        return real(series, games, n, on_done)

    monkeypatch.setattr(simulate_cmd, "play_games", counting)
    simulated([*PAIR, "--games", "2"], capsys)
    assert asked == [len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()]


@pytest.mark.parametrize(
    ("argv", "line"),
    [
        (["--workers", "0"], "--workers: must be ≥ 1 (got 0)\n"),
        (["--workers", "-3"], "--workers: must be ≥ 1 (got -3)\n"),
        (["--workers", "2", "--cluster", "tcp://127.0.0.1:8786"],
         "--workers / --cluster: give one or the other: the cluster's workers play\n"),
    ],
)
def test_bad_workers_is_one_line(argv: list[str], line: str, capsys: pytest.CaptureFixture[str]) -> None:
    for command in (PAIR, ["simulate", "--round-robin"]):
        assert main([*command, "--games", "2", *argv]) == 2
        assert capsys.readouterr() == ("", line)


def summary(index: int) -> Played:
    return Played(index, MatchSummary("H", "A", index, 0, 0, 0, 10, 0.1), None)


def test_results_come_out_in_game_order_as_soon_as_each_can() -> None:
    """Games finishing 2, 0, 3, 1 come out 0, then 1, 2, 3; the count of finished games follows each."""
    counts: list[int] = []
    finished = iter([summary(2), summary(0), summary(3), summary(1)])
    out = in_order(finished, counts.append)
    assert next(out).index == 0 and counts == [1, 2]
    assert [p.index for p in out] == [1, 2, 3] and counts == [1, 2, 3, 4]


def test_a_game_does_not_depend_on_what_its_worker_played_before(data: GameData) -> None:
    """Game 4 alone, or after games 0-3 in the same process: the same match."""
    rng = random.Random(1)
    series = workers.Series(data, (draft_team(data, "crab", rng), draft_team(data, "lion", rng)),
                            ("easy", "easy"), records=True)
    alone = workers.play_game(series, Game(4, 0, 1, 14))
    for i in range(4):
        workers.play_game(series, Game(i, 0, 1, 10 + i))
    after = workers.play_game(series, Game(4, 0, 1, 14))
    assert alone.record == after.record and alone.summary.decisions == after.summary.decisions


# Ctrl-C and a killed worker: the real command in its own process group, as a terminal runs it.

needs_proc = pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="reads /proc to find the workers")


def descendants(pid: int) -> set[int]:
    found: set[int] = set()
    todo = [pid]
    while todo:
        parent = todo.pop()
        for task in Path(f"/proc/{parent}/task").glob("*/children"):
            try:
                children = {int(c) for c in task.read_text().split()}
            except OSError:
                continue
            todo += children - found
            found |= children
    return found


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def cpu_ticks(pid: int) -> int:
    try:
        return int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[11])
    except OSError:
        return -1


def start(tmp_path: Path) -> tuple[subprocess.Popen[str], set[int]]:
    """A long run on two workers, once both workers have started playing."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(REPO), os.environ.get("PYTHONPATH", "")]),
           "SAMURAI_BOWL_DATA_DIR": str(tmp_path)}
    proc = subprocess.Popen(
        [sys.executable, "-m", "samurai_bowl", *PAIR, "--games", "400", "--coach", "normal", "--vs", "normal",
         "--workers", "2", "--report", str(tmp_path / "report.json")],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, start_new_session=True,
    )
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        # Two workers and the fork server they come from (and the resource tracker).
        if len(descendants(proc.pid)) >= 3:
            time.sleep(0.5)
            return proc, descendants(proc.pid)
        time.sleep(0.05)
    proc.kill()
    raise AssertionError("the workers did not start within 30 s")


def finish(proc: subprocess.Popen[str]) -> tuple[int, str, str]:
    out, err = proc.communicate(timeout=20)
    return proc.returncode, out, err


@needs_proc
def test_ctrl_c_stops_every_worker_at_once(tmp_path: Path) -> None:
    proc, helpers = start(tmp_path)
    started = time.monotonic()
    os.killpg(proc.pid, signal.SIGINT)  # what Ctrl-C in a terminal does: the whole group
    code, out, err = finish(proc)
    assert (code, out, err) == (130, "", "samurai-bowl: interrupted; nothing more was written\n")
    assert time.monotonic() - started < 5  # not after the games in play, nor the 400 games
    deadline = time.monotonic() + 5
    while any(alive(pid) for pid in helpers) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not any(alive(pid) for pid in helpers)
    assert not (tmp_path / "report.json").exists()


@needs_proc
def test_a_killed_worker_is_one_line_not_a_hang(tmp_path: Path) -> None:
    proc, helpers = start(tmp_path)
    os.kill(max(helpers, key=cpu_ticks), signal.SIGKILL)  # a worker in a game: the fork server idles
    code, out, err = finish(proc)
    assert (code, out) == (1, "")
    assert err == ("samurai-bowl: a worker process stopped in the middle of a game (killed, or out of "
                   "memory?); no results were written\n")
    assert not (tmp_path / "report.json").exists()
