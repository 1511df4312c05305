"""The worker pools every part of the game uses: ended at once, work in hand or not; deaf to the
signals a terminal sends its whole group; gone as soon as the process that started them is gone,
however it ended."""

from __future__ import annotations

import os
import signal
import sys
import threading
import time
from pathlib import Path

import pytest

from samurai_bowl.processes.pool import end_pool, start_pool, submit
from tests.subprocesses import (
    HANG,
    pool_workers,
    python_env,
    start,
    wait_until,
    wait_until_gone,
    wait_while_running,
)

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals and processes")


def nothing() -> None:
    pass


def forever(seconds: float) -> float:
    """A job that never ends (unless its process is ended)."""
    while True:
        time.sleep(seconds)


def test_ending_a_pool_does_not_wait_for_the_work_in_hand() -> None:
    pool = start_pool(2, nothing)
    futures = [submit(pool, forever, 0.01) for _ in range(2)]
    processes = list(pool._processes.values())
    wait_until(lambda: len(processes) == 2 and all(p.is_alive() for p in processes), "both workers started")
    ended = threading.Thread(target=end_pool, args=(pool,), daemon=True)
    ended.start()
    ended.join(HANG)  # a pool that waited for its jobs would wait for ever
    assert not ended.is_alive()
    assert not any(p.is_alive() for p in processes)
    assert all(future.done() for future in futures)


# A pool of two workers in a job that never ends; the process says "ready" once both run it.
POOL = r"""
import time
from samurai_bowl.processes.pool import start_pool, submit
from tests.test_process_pool import forever, nothing

pool = start_pool(2, nothing)
futures = [submit(pool, forever, 0.01) for _ in range(2)]
while not all(future.running() for future in futures):
    time.sleep(0.01)
print("ready", flush=True)
time.sleep(3600)
"""


@pytest.mark.skipif(not Path("/proc/self/stat").is_file(), reason="reads /proc to find the workers")
def test_workers_end_with_the_process_that_started_them_even_killed_outright() -> None:
    """Killed (SIGKILL), it can end nothing itself: its workers, in a job that never ends, go with it."""
    proc = start([sys.executable, "-c", POOL], env=python_env())
    assert proc.stdout is not None
    assert proc.stdout.readline() == "ready\n"
    wait_while_running(proc, lambda: len(pool_workers(proc.pid)) == 2, "both workers started")
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=HANG)
    assert wait_until_gone(proc.pid) == set()
