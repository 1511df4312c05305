"""The window's worker processes — the win chances of the turn being played and the end screen's
story — end with the window however it ends: closed, stopped by a signal to it or to its whole
group, even killed outright, in the middle of their play-outs."""

from __future__ import annotations

import os
import signal
import sys
from pathlib import Path

import pytest

from samurai_bowl.engine.match import Match
from samurai_bowl.sessions.session import Session, save_session
from tests.subprocesses import (
    HANG,
    pool_workers,
    python_env,
    send,
    start,
    wait_until_gone,
    wait_while_running,
)

pytestmark = pytest.mark.skipif(
    not Path("/proc/self/stat").is_file(), reason="reads /proc to find the workers"
)

# What the window does during a match and on its end screen, with play-outs that would last an
# hour: the live estimate of the first turn and the whole match's story, both on worker
# processes. It stops as the window stops (``ui.app.run``): every pool ended on the way out.
WINDOW = r"""
import sys, time
from pathlib import Path
from samurai_bowl.ai.story import turn_starts
from samurai_bowl.processes import stopping
from samurai_bowl.data import load_game_data
from samurai_bowl.processes.pool import end_every_pool
from samurai_bowl.sessions.session import load_saved_match
from samurai_bowl.ui.story.worker import StoryWorker
from samurai_bowl.ui.story.win_chance_live import LiveChance

stopping.stop_on_signals()
save = Path(sys.argv[1])
match = load_saved_match(load_game_data(), save, save.parent).match
live = LiveChance(turn_starts(match)[0][0][1], threaded=True, playouts=100_000)
try:
    live.update()
    story = StoryWorker(match, playouts=10_000, threaded=True)
    print("ready", flush=True)
    while True:
        live.update()
        time.sleep(0.05)
finally:
    end_every_pool()
"""


@pytest.fixture
def saved(short: Match, tmp_path: Path) -> Path:
    path = tmp_path / "match-3.json"
    save_session(Session(short, ("human", "normal")), path)
    return path


@pytest.mark.parametrize(
    ("signum", "to"),
    [
        (signal.SIGKILL, "main"),
        (signal.SIGTERM, "main"),
        (signal.SIGHUP, "group"),
        (signal.SIGINT, "group"),
    ],
    ids=lambda value: getattr(value, "name", value),
)
def test_the_windows_workers_end_with_it(saved: Path, signum: signal.Signals, to: str) -> None:
    proc = start([sys.executable, "-c", WINDOW, str(saved)], env=python_env(ARCADE_HEADLESS="1"))
    assert proc.stdout is not None
    assert proc.stdout.readline() == "ready\n", proc.communicate()
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    wait_while_running(
        proc,
        lambda: len(pool_workers(proc.pid)) >= 2 * cores,
        "the win chance's workers and the story's started",
    )
    send(proc, signum, to)
    proc.wait(timeout=HANG)
    assert wait_until_gone(proc.pid) == set()
