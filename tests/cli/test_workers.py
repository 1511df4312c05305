"""``simulate --workers N``: the same results on any number of worker processes, in game order,
every core by default; a lost worker ends the run in one line, with no worker left."""

from __future__ import annotations

import itertools
import json
import os
import random
import signal
from pathlib import Path
from typing import Any

import pytest

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.cli import main, series_run
from samurai_bowl.data import GameData
from samurai_bowl.play.games import play_game
from samurai_bowl.play.series import Game, Series
from samurai_bowl.processes.pool import in_turn
from tests.subprocesses import (
    HANG,
    LONG_SIMULATE,
    cli,
    pool_workers,
    python_env,
    start,
    wait_until_gone,
    wait_while_running,
)

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
        runs[n] = simulated(
            [
                *PAIR,
                "--games",
                "5",
                "--seed",
                "3",
                "--coach",
                "easy",
                "--vs",
                "normal",
                "--workers",
                n,
                "--report",
                str(report),
            ],
            capsys,
        )
    assert runs["1"] == runs["2"] and runs["1"]["games"] == 5
    one, two = ((tmp_path / f"workers-{n}.json").read_text(encoding="utf-8") for n in ("1", "2"))
    assert one == two
    assert [game["seed"] for game in json.loads(two)["games"]] == [3, 4, 5, 6, 7]


def test_a_round_robin_on_two_workers_is_the_one_on_one(capsys: pytest.CaptureFixture[str]) -> None:
    def table(n: str) -> dict[str, Any]:
        doc = simulated(
            [
                "simulate",
                "--round-robin",
                "--clans",
                "crab,lion,crane",
                "--games",
                "2",
                "--coach",
                "easy",
                "--vs",
                "easy",
                "--workers",
                n,
            ],
            capsys,
        )
        del doc["seconds"]
        return doc

    one = table("1")
    assert table("2") == one
    assert sum(pair["played"] for pair in one["pairs"]) == 6


def test_every_core_by_default(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    asked: list[int] = []
    real = series_run.play_games

    def counting(series: Any, games: Any, count: int, n: int, on_done: Any = None) -> Any:
        asked.append(n)
        return real(series, games, count, n, on_done)

    monkeypatch.setattr(series_run, "play_games", counting)
    simulated([*PAIR, "--games", "2"], capsys)
    assert asked == [len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()]


@pytest.mark.parametrize(
    ("argv", "line"),
    [
        (["--workers", "0"], "--workers: must be ≥ 1 (got 0)\n"),
        (["--workers", "-3"], "--workers: must be ≥ 1 (got -3)\n"),
        (
            ["--workers", "2", "--cluster", "tcp://127.0.0.1:8786"],
            "--workers / --cluster: give one or the other: the cluster's workers play\n",
        ),
    ],
)
def test_bad_workers_is_one_line(argv: list[str], line: str, capsys: pytest.CaptureFixture[str]) -> None:
    for command in (PAIR, ["simulate", "--round-robin"]):
        assert main([*command, "--games", "2", *argv]) == 2
        assert capsys.readouterr() == ("", line)


class Sent:
    """A result on its way, as a pool's future holds one; says when it is waited for."""

    def __init__(self, value: int, log: list[str]) -> None:
        self.value, self.log = value, log

    def result(self) -> int:
        self.log.append(f"wait {self.value}")
        return self.value

    def cancel(self) -> bool:
        self.log.append(f"cancel {self.value}")
        return True


def test_results_come_in_order_with_a_few_sent_ahead_whatever_the_number_of_items() -> None:
    """``in_turn``: the first three go out at once, then one more after each result; an endless
    supply of items is fine; stopping early cancels what is on its way."""
    log: list[str] = []

    def send(item: int) -> Sent:
        log.append(f"send {item}")
        return Sent(item, log)

    results = in_turn(send, itertools.count(), ahead=3)
    assert [next(results) for _ in range(2)] == [0, 1]
    assert log == ["send 0", "send 1", "send 2", "wait 0", "send 3", "wait 1"]
    results.close()
    assert log[6:] == ["cancel 2", "cancel 3"]


def test_a_game_does_not_depend_on_what_its_worker_played_before(data: GameData) -> None:
    """Game 4 alone, or after games 0-3 in the same process: the same match."""
    rng = random.Random(1)
    series = Series(
        data, (draft_team(data, "crab", rng), draft_team(data, "lion", rng)), ("easy", "easy"), records=True
    )
    alone = play_game(series, Game(4, 0, 1, 14))
    for i in range(4):
        play_game(series, Game(i, 0, 1, 10 + i))
    after = play_game(series, Game(4, 0, 1, 14))
    assert alone.record == after.record and alone.summary.decisions == after.summary.decisions


# A killed worker: the real command in its own process group, as a terminal runs it (Ctrl-C and
# the other stop signals: test_stopping.py).


@pytest.mark.skipif(not Path("/proc/self/stat").is_file(), reason="reads /proc to find the workers")
def test_a_killed_worker_is_one_line_not_a_hang(tmp_path: Path) -> None:
    env = python_env(SAMURAI_BOWL_DATA_DIR=str(tmp_path))
    proc = start(
        cli(
            *LONG_SIMULATE,
            "--workers",
            "2",
            "--report",
            str(tmp_path / "report.json"),
        ),
        env=env,
    )
    wait_while_running(proc, lambda: len(pool_workers(proc.pid)) >= 2, "both workers started")
    os.kill(min(pool_workers(proc.pid)), signal.SIGKILL)
    out, err = proc.communicate(timeout=HANG)
    assert (proc.returncode, out) == (1, "")
    assert err == (
        "samurai-bowl: a worker process stopped in the middle of a game (killed, or out of "
        "memory?); no results were written\n"
    )
    assert wait_until_gone(proc.pid) == set()
    assert not (tmp_path / "report.json").exists()
