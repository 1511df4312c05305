"""``analyse --workers``, stopped in the middle of its play-outs — Ctrl-C to the whole group, a
SIGTERM or SIGHUP to the command alone: one line, the status 128 + the signal, and not one of its
processes left behind."""

from __future__ import annotations

import signal
from pathlib import Path

import pytest

from samurai_bowl.engine.match import Match
from samurai_bowl.sessions.session import Session, save_session
from tests.subprocesses import (
    HANG,
    STOPPED,
    cli,
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


@pytest.mark.parametrize(
    ("signum", "to"),
    [
        (signal.SIGINT, "group"),
        (signal.SIGTERM, "main"),
        (signal.SIGHUP, "main"),
    ],
    ids=lambda value: getattr(value, "name", value),
)
def test_a_stopped_analyse_leaves_no_process(
    short: Match, tmp_path: Path, signum: signal.Signals, to: str
) -> None:
    save = tmp_path / "match-5.json"
    save_session(Session(short, ("human", "normal")), save)
    proc = start(
        cli("analyse", str(save), "--playouts", "5000", "--workers", "2"),
        env=python_env(SAMURAI_BOWL_DATA_DIR=str(tmp_path)),
    )
    wait_while_running(proc, lambda: len(pool_workers(proc.pid)) >= 2, "both workers started")
    send(proc, signum, to)
    out, err = proc.communicate(timeout=HANG)
    assert (proc.returncode, out, err) == (128 + signum, "", STOPPED[signum])
    assert wait_until_gone(proc.pid) == set()
