"""Counts of work with a stated most: ``simulate --games`` and ``analyse --playouts`` beyond it
are one line before anything is loaded, and a run up to it holds the same few games at a time
however long it is, its report written as the games come, and stops on Ctrl-C."""

from __future__ import annotations

import json
import re
import resource
import signal
import threading
from pathlib import Path
from typing import Any

import pytest

from samurai_bowl.cli import main
from samurai_bowl.cli.game_report import RecordsWriter
from tests.subprocesses import HANG, STOPPED, cli, python_env, start, wait_until_gone, wait_while_running

PAIR = ["simulate", "--home", "crab", "--away", "lion"]


@pytest.fixture
def nothing_loaded(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Loading the game data fails the test: a count beyond the most is refused before."""

    def refuse(*args: object) -> None:
        raise AssertionError("the game data was loaded for a count that is refused")

    monkeypatch.setenv("SAMURAI_BOWL_DATA_DIR", str(tmp_path))
    monkeypatch.setattr("samurai_bowl.cli.context.game_data", refuse)


@pytest.mark.usefixtures("nothing_loaded")
@pytest.mark.parametrize("command", [PAIR, ["simulate", "--round-robin"]], ids=["pair", "round-robin"])
@pytest.mark.parametrize(
    ("games", "shown"),
    [
        ("1000000001", "1000000001"),
        ("1" + "0" * 23, "100000000000000000000000"),
        ("9" * 40, "a number of 40 digits"),
    ],
)
def test_more_games_than_the_most_is_one_line(
    command: list[str], games: str, shown: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([*command, "--games", games]) == 2
    assert capsys.readouterr() == ("", f"--games: must be at most 1000000000 (got {shown})\n")


@pytest.mark.usefixtures("nothing_loaded")
@pytest.mark.parametrize(("playouts", "shown"), [("10001", "10001"), ("9" * 20, "99999999999999999999")])
def test_more_play_outs_than_the_most_is_one_line(
    playouts: str, shown: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["analyse", str(tmp_path / "match.json"), "--playouts", playouts]) == 2
    assert capsys.readouterr() == ("", f"--playouts: must be at most 10000 (got {shown})\n")


@pytest.mark.parametrize("command", [PAIR, ["analyse", "match.json"]], ids=["simulate", "analyse"])
def test_help_states_the_most(command: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main([*command[:1], "--help"])
    words = " ".join(capsys.readouterr().out.split())
    assert ("at most 1,000,000,000" if command[0] == "simulate" else "at most 10,000") in words


@pytest.mark.parametrize("count", [0, 1, 3])
def test_the_report_written_record_by_record_is_the_whole_document(tmp_path: Path, count: int) -> None:
    records = [
        {"seed": n, "score": [n, 1], "players": [{"number": 1, "name": "Kaiu ☆"}]} for n in range(count)
    ]
    path = tmp_path / "report.json"
    with path.open("w", encoding="utf-8") as handle:
        writer = RecordsWriter(handle)
        for record in records:
            writer.add(record)
        writer.finish()
    assert (
        path.read_text(encoding="utf-8")
        == json.dumps({"games": records}, indent=1, ensure_ascii=False) + "\n"
    )


MEMORY = 2 * 2**30  # far more than a run needs, far less than a billion games' worth of anything


def limit_memory() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))


def games_done(err: list[str]) -> int:
    """The latest count of games done the progress bar shows (``12/1000000000``)."""
    counts = re.findall(r"(\d+)/1000000000", "".join(err))
    return int(counts[-1]) if counts else 0


@pytest.mark.parametrize("workers", ["1", "2"])
def test_a_billion_games_stream_and_stop_on_ctrl_c(tmp_path: Path, workers: str) -> None:
    """The most games, with a report, in a process that cannot hold a billion of anything: the
    games start at once and go on; Ctrl-C stops them, and the report is not written."""
    report = tmp_path / "report.json"
    proc = start(
        cli(*PAIR, "--games", "1000000000", "--workers", workers, "--report", str(report), "--progress"),
        env=python_env(SAMURAI_BOWL_DATA_DIR=str(tmp_path / "data"), COLUMNS="120"),
        preexec_fn=limit_memory,
    )
    err: list[str] = []
    assert proc.stderr is not None
    reader = threading.Thread(target=lambda: err.extend(iter(lambda: proc.stderr.read(256), "")), daemon=True)
    reader.start()
    wait_while_running(proc, lambda: games_done(err) >= 20, "twenty games played")
    proc.send_signal(signal.SIGINT)
    out = proc.stdout.read() if proc.stdout is not None else ""
    proc.wait(timeout=HANG)
    reader.join(HANG)
    assert (proc.returncode, out) == (130, "")
    said = "".join(err)
    assert said.endswith(STOPPED[signal.SIGINT]), said[-3000:]
    assert wait_until_gone(proc.pid) == set()
    assert [path.name for path in tmp_path.iterdir() if path.name != "data"] == []  # no report, whole or half


def test_any_count_up_to_the_most_is_played(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A handful of games still play and sum up as before (the counts only bound them)."""
    monkeypatch.setenv("SAMURAI_BOWL_DATA_DIR", str(tmp_path))
    assert main([*PAIR, "--games", "3", "--workers", "1", "--json"]) == 0
    doc: dict[str, Any] = json.loads(capsys.readouterr().out)
    assert doc["games"] == 3 and doc["home_wins"] + doc["away_wins"] + doc["draws"] == 3
