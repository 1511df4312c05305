"""The progress bar of ``league play --all`` and ``simulate`` on a real terminal (a pseudo-
terminal): each result line arrives whole, above the bar and never inside one of its redraws;
through pipes there is no bar and not one control character."""

from __future__ import annotations

import os
import random
import re
import select
import shutil
import sys
from pathlib import Path

import pytest

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.cli import main
from samurai_bowl.data import GameData
from samurai_bowl.teams.store import TeamStore
from tests.conftest import REPO
from tests.subprocesses import HANG, run, start

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="pseudo-terminals are POSIX")

CONTROL = r"(?:\r|\x1b\[[0-9;?]*[A-Za-z])"
RESULT = r"  round \d+: [^\x1b\r]+ \d+–\d+ [^\x1b\r]+"


@pytest.fixture(scope="module")
def scheduled(tmp_path_factory: pytest.TempPathFactory, data: GameData) -> Path:
    """A league file with three AI-coached teams (easy, so quick) and its schedule drawn."""
    folder = tmp_path_factory.mktemp("league")
    store = TeamStore(folder)
    rng = random.Random(2)
    for clan in ("crab", "lion", "crane"):
        store.save(draft_team(data, clan, rng, name=f"{clan.title()} Eleven"), data)
    base = ["--data-dir", str(folder), "league"]
    assert main([*base, "new", "Winter Court"]) == 0
    for clan in ("crab", "lion", "crane"):
        assert main([*base, "add-team", "Winter Court", f"{clan.title()} Eleven", "--ai", "easy"]) == 0
    assert main([*base, "schedule", "Winter Court"]) == 0
    return folder / "league.sqlite3"


def command(league: Path, tmp_path: Path, *argv: str) -> tuple[list[str], dict[str, str]]:
    copy = tmp_path / "league.sqlite3"
    shutil.copy(league, copy)
    paths = [str(REPO), *filter(None, os.environ.get("PYTHONPATH", "").split(os.pathsep))]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(paths), "TERM": "xterm-256color", "COLUMNS": "100"}
    env.pop("NO_COLOR", None)
    full = [
        sys.executable,
        "-m",
        "samurai_bowl",
        "--data-dir",
        str(tmp_path),
        "--league-db",
        str(copy),
        *argv,
    ]
    return full, env


def on_a_terminal(argv: list[str], env: dict[str, str]) -> str:
    """Run with stdout and stderr on one pseudo-terminal, as in a person's terminal window."""
    import pty

    master, slave = pty.openpty()
    proc = start(argv, stdout=slave, stderr=slave, env=env)
    os.close(slave)
    seen = b""
    try:
        while True:
            ready, _, _ = select.select([master], [], [], HANG)
            assert ready, "the command stopped writing (hung?)"
            try:
                chunk = os.read(master, 65536)
            except OSError:  # the terminal closes when the command ends
                break
            if not chunk:
                break
            seen += chunk
    finally:
        os.close(master)
        proc.wait(timeout=HANG)
    assert proc.returncode == 0, seen
    return seen.decode("utf-8").replace("\r\n", "\n")


def screen_lines(stream: str) -> list[str]:
    """What a terminal shows after ``stream``: enough of one to follow a live bar (carriage
    return, erase line, cursor up; colours and the cursor's visibility change nothing here)."""
    rows: list[list[str]] = [[]]
    row = col = 0
    for token in re.findall(r"\x1b\[[0-9;?]*[A-Za-z]|.|\n", stream, re.DOTALL):
        if token == "\n":
            row, col = row + 1, 0
            rows += [[] for _ in range(row + 1 - len(rows))]
        elif token == "\r":
            col = 0
        elif token == "\x1b[2K":
            rows[row] = []
        elif token.startswith("\x1b[") and token.endswith("A"):
            row = max(0, row - int(token[2:-1] or 1))
        elif token.startswith("\x1b"):
            continue
        else:
            line = rows[row]
            line += [" "] * (col - len(line))
            line[col : col + 1] = [token]
            col += 1
    return ["".join(r).rstrip() for r in rows]


def test_result_lines_stay_whole_above_the_bar(scheduled: Path, tmp_path: Path) -> None:
    argv, env = command(scheduled, tmp_path, "league", "play", "Winter Court", "--all")
    stream = on_a_terminal(argv, env)
    for found in re.finditer("  round ", stream):  # written in one piece, no redraw inside
        line = stream[found.start() : stream.index("\n", found.start())]
        assert re.fullmatch(RESULT, line), repr(line)
    shown = screen_lines(stream)
    results = [line for line in shown if "round " in line]
    assert len(results) == 3 and all(re.fullmatch(RESULT, line) for line in results), shown
    bar = shown[-3]
    assert bar.startswith("games ") and " 3/3 " in bar, shown  # the bar's last frame stays, below them
    assert shown[-3:] == [bar, "3 fixtures played and recorded.", ""]
    assert shown.index(results[-1]) < shown.index(bar)


def test_a_pipe_gets_lines_and_no_bar(scheduled: Path, tmp_path: Path) -> None:
    argv, env = command(scheduled, tmp_path, "league", "play", "Winter Court", "--all")
    done = run(argv, env=env)
    assert (done.returncode, done.stderr) == (0, "")
    lines = done.stdout.splitlines()
    assert len(lines) == 4 and all(re.fullmatch(RESULT, line) for line in lines[:3])
    assert lines[3] == "3 fixtures played and recorded."
    assert not re.search(r"[\x00-\x09\x0b-\x1f\x7f]", done.stdout)


def test_simulate_through_a_pipe_has_no_control_characters(scheduled: Path, tmp_path: Path) -> None:
    argv, env = command(
        scheduled,
        tmp_path,
        "simulate",
        "--home",
        "crab",
        "--away",
        "lion",
        "--games",
        "2",
        "--coach",
        "random",
        "--vs",
        "random",
    )
    argv.remove("--league-db")
    argv.remove(str(tmp_path / "league.sqlite3"))
    done = run(argv, env=env)
    assert (done.returncode, done.stderr) == (0, "")
    assert "2 games from seed 0" in done.stdout
    assert not re.search(r"[\x00-\x09\x0b-\x1f\x7f]", done.stdout)
