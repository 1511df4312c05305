"""``simulate --cluster ADDRESS``: a real local Dask cluster (two worker processes) plays the same
games as this machine's workers, with the same results; a scheduler that does not answer, or no
Dask client installed, is one line."""

from __future__ import annotations

import json
import os
import signal
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from samurai_bowl.cli import main
from samurai_bowl.play import cluster
from tests.subprocesses import (
    HANG,
    LONG_SIMULATE,
    STOPPED,
    cli,
    python_env,
    start,
    wait_until,
    wait_while_running,
)

TIMINGS = ("seconds_per_match", "decisions_per_second", "seconds")


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("SAMURAI_BOWL_DATA_DIR", str(tmp_path))
    return tmp_path


@pytest.fixture(scope="module")
def scheduler() -> Iterator[str]:
    """The address of a local cluster of two single-threaded worker processes."""
    import distributed  # the test extra installs it (imported here: it takes a while to load)

    with distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0", host="127.0.0.1"
    ) as local:
        yield local.scheduler_address


def results(argv: list[str], capsys: pytest.CaptureFixture[str]) -> dict[str, Any]:
    assert main(["simulate", *argv, "--json"]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    return {key: value for key, value in json.loads(out).items() if key not in TIMINGS}


def test_the_cluster_plays_what_this_machine_plays(
    scheduler: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = [
        "--home",
        "crane",
        "--away",
        "crab",
        "--games",
        "4",
        "--seed",
        "9",
        "--coach",
        "normal",
        "--vs",
        "easy",
    ]
    here = results([*argv, "--workers", "1", "--report", str(tmp_path / "here.json")], capsys)
    there = results([*argv, "--cluster", scheduler, "--report", str(tmp_path / "there.json")], capsys)
    assert there == here and here["games"] == 4
    assert (tmp_path / "there.json").read_text() == (tmp_path / "here.json").read_text()
    assert [g["seed"] for g in json.loads((tmp_path / "there.json").read_text())["games"]] == [9, 10, 11, 12]


def test_a_round_robin_on_the_cluster(scheduler: str, capsys: pytest.CaptureFixture[str]) -> None:
    argv = [
        "--round-robin",
        "--clans",
        "lion,scorpion,crab",
        "--games",
        "2",
        "--coach",
        "easy",
        "--vs",
        "easy",
    ]
    assert results([*argv, "--cluster", scheduler], capsys) == results([*argv, "--workers", "1"], capsys)


def test_no_scheduler_there_is_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(cluster, "CONNECT_SECONDS", 0.5)
    assert (
        main(
            ["simulate", "--home", "crab", "--away", "lion", "--games", "2", "--cluster", "tcp://127.0.0.1:9"]
        )
        == 2
    )
    out, err = capsys.readouterr()
    assert out == ""
    assert (
        err.startswith("--cluster tcp://127.0.0.1:9: no Dask scheduler answered there (")
        and err.count("\n") == 1
    )


@pytest.mark.parametrize(
    ("address", "why"),
    [
        ("scheduler", "missing port number in address 'scheduler'"),
        ("carrier-pigeon://dojo:1", "unknown address scheme 'carrier-pigeon'"),
    ],
)
def test_what_is_not_an_address_is_one_line_before_any_game(
    address: str, why: str, capsys: pytest.CaptureFixture[str]
) -> None:
    for command in (["--home", "crab", "--away", "lion"], ["--round-robin"]):
        assert main(["simulate", *command, "--cluster", address]) == 2
        out, err = capsys.readouterr()
        assert out == "" and err.count("\n") == 1
        assert err.startswith(f"--cluster {address}: not a scheduler's address ({why}")
        assert err.endswith("e.g. tcp://10.0.0.5:8786\n")


def test_without_the_dask_client_is_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "distributed", None)  # as if it were not installed
    assert main(["simulate", "--home", "crab", "--away", "lion", "--cluster", "tcp://127.0.0.1:8786"]) == 2
    assert capsys.readouterr() == (
        "",
        "--cluster tcp://127.0.0.1:8786: needs the Dask client, which is not "
        'installed (pip install "samurai-bowl[cluster]")\n',
    )


def tasks_on(dask_scheduler: Any) -> int:
    return len(dask_scheduler.tasks)


def test_a_stopped_cluster_run_is_one_line_and_lets_its_games_go(scheduler: str, tmp_path: Path) -> None:
    """SIGTERM to the command while the cluster plays: one line, status 143, and the cluster is
    told to drop what is left (the command cancels its games as it ends)."""
    import distributed

    proc = start(
        cli(*LONG_SIMULATE, "--cluster", scheduler),
        env=python_env(SAMURAI_BOWL_DATA_DIR=str(tmp_path)),
    )
    with distributed.Client(scheduler, set_as_default=False) as client:
        wait_while_running(proc, lambda: client.run_on_scheduler(tasks_on) > 1, "the cluster plays the games")
        os.kill(proc.pid, signal.SIGTERM)
        out, err = proc.communicate(timeout=HANG)
        assert (proc.returncode, out, err) == (143, "", STOPPED[signal.SIGTERM])
        wait_until(lambda: client.run_on_scheduler(tasks_on) == 0, "the cluster dropped the games")
