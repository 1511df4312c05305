"""Real processes started by tests — the ``samurai-bowl`` command or a Python script — each in a
session of its own, and each ended with everything it started when the test ends, pass or fail
(``tests/conftest.py`` calls :func:`end_all` after every test). A process whose parent has gone
is found by its session, wherever it was reparented.

Timeouts here only stop a hang; how fast the machine is never decides a test."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
HANG = 180.0  # seconds: longer than anything a test waits for, even on a machine under heavy load
POLL = 0.01

STOPPED = {  # the one line a command stopped by each signal says
    signal.SIGINT: "samurai-bowl: interrupted; nothing more was written\n",
    signal.SIGTERM: "samurai-bowl: stopped by SIGTERM; nothing more was written\n",
    signal.SIGHUP: "samurai-bowl: stopped by SIGHUP; nothing more was written\n",
}

# A simulate run long enough to be stopped in the middle of its games (normal coaches, 400 games).
LONG_SIMULATE = [
    "simulate",
    "--home",
    "crab",
    "--away",
    "lion",
    "--games",
    "400",
    "--coach",
    "normal",
    "--vs",
    "normal",
]

_STARTED: list[subprocess.Popen[Any]] = []


def python_env(**extra: str) -> dict[str, str]:
    """This environment, with the repository first on the import path (a checkout's code wins
    over an installed copy in the child too) and ``extra`` on top."""
    paths = [str(REPO), *filter(None, os.environ.get("PYTHONPATH", "").split(os.pathsep))]
    return {**os.environ, "PYTHONPATH": os.pathsep.join(paths), **extra}


def cli(*args: str) -> list[str]:
    """The command line of ``samurai-bowl ARGS`` as this Python runs it."""
    return [sys.executable, "-m", "samurai_bowl", *args]


def start(
    argv: Sequence[str],
    *,
    env: dict[str, str] | None = None,
    cwd: Path | str | None = None,
    stdin: Any = subprocess.DEVNULL,
    stdout: Any = subprocess.PIPE,
    stderr: Any = subprocess.PIPE,
    text: bool = True,
    preexec_fn: Callable[[], None] | None = None,
) -> subprocess.Popen[Any]:
    """``argv`` started in a new session (so its process group is its own), ended by :func:`end_all`.
    It starts with Ctrl-C's signal as a terminal's command has it, whatever the test run inherited:
    a suite started in the background (``cmd &``) ignores SIGINT, and a command that inherits that
    keeps ignoring it on purpose, as under ``nohup``."""

    def prepare() -> None:
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        if preexec_fn is not None:
            preexec_fn()

    proc = subprocess.Popen(
        list(argv),
        env=python_env() if env is None else env,
        cwd=cwd,
        stdin=stdin,
        stdout=stdout,
        stderr=stderr,
        text=text,
        start_new_session=True,
        preexec_fn=prepare,
    )
    _STARTED.append(proc)
    return proc


def run(
    argv: Sequence[str], *, input: str | None = None, timeout: float = HANG, **options: Any
) -> subprocess.CompletedProcess[str]:
    """``argv`` to its end, its output captured; on a hang, it and all it started are killed."""
    proc = start(argv, stdin=subprocess.PIPE if input is not None else subprocess.DEVNULL, **options)
    try:
        out, err = proc.communicate(input, timeout=timeout)
    except subprocess.TimeoutExpired:
        end(proc)
        raise
    return subprocess.CompletedProcess(proc.args, proc.returncode, out, err)


def read_line(proc: subprocess.Popen[Any]) -> str:
    """One line of ``proc``'s output, read from the pipe itself a byte at a time: nothing after it
    is taken into a buffer that ``communicate`` (which reads the pipe, not the buffer) would miss."""
    assert proc.stdout is not None
    fd = proc.stdout.fileno()
    line = b""
    while not line.endswith(b"\n"):
        byte = os.read(fd, 1)
        if not byte:
            break
        line += byte
    return line.decode()


def _stat(pid: int | str) -> list[str] | None:
    """The fields of ``/proc/PID/stat`` after the command name (state first), or None if gone."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    return text.rsplit(")", 1)[1].split()


def alive(pid: int) -> bool:
    fields = _stat(pid)
    return fields is not None and fields[0] not in ("Z", "X")


def session_members(session: int) -> set[int]:
    """Every live process of ``session`` (zombies waiting for a parent to reap them are gone)."""
    found = set()
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            fields = _stat(entry.name)
            if fields is not None and fields[0] not in ("Z", "X") and int(fields[3]) == session:
                found.add(int(entry.name))
    return found


def children(pid: int) -> set[int]:
    found: set[int] = set()
    for task in Path(f"/proc/{pid}/task").glob("*/children"):  # each thread's
        with contextlib.suppress(OSError):
            found |= {int(c) for c in task.read_text().split()}
    return found


def descendants(pid: int) -> set[int]:
    """The processes below ``pid`` that still have their parent."""
    found: set[int] = set()
    todo = [pid]
    while todo:
        below = children(todo.pop()) - found
        todo += below
        found |= below
    return found


def wait_until(condition: Callable[[], bool], what: str, timeout: float = HANG, poll: float = POLL) -> None:
    """Poll ``condition`` until it holds; failing with ``what`` only after ``timeout`` (a hang)."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"{what}: not after {timeout:.0f} s")
        time.sleep(poll)


def wait_while_running(
    proc: subprocess.Popen[Any], condition: Callable[[], bool], what: str, poll: float = POLL
) -> None:
    """:func:`wait_until` for a running process: one that ends first fails the test with its output."""

    def done() -> bool:
        if proc.poll() is not None:
            out, err = proc.communicate()
            raise AssertionError(f"{what}: the process ended first ({proc.returncode}): {out!r} {err!r}")
        return condition()

    wait_until(done, what, poll=poll)


def wait_until_gone(session: int) -> set[int]:
    """Wait (against a hang only) for every process of ``session`` to end; those still there."""
    with contextlib.suppress(AssertionError):
        wait_until(lambda: not session_members(session), "the processes ended")
    return session_members(session)


def end(proc: subprocess.Popen[Any]) -> None:
    """Kill ``proc``'s process group and every process of its session, and reap it."""
    session = proc.pid
    for _ in range(3):  # a process forking meanwhile is caught by the next round
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(session, signal.SIGKILL)
        members = session_members(session) if Path("/proc").is_dir() else set()
        for pid in members:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(pid, signal.SIGKILL)
        if not members:
            break
        time.sleep(POLL)
    with contextlib.suppress(subprocess.TimeoutExpired, OSError, ValueError):
        proc.communicate(timeout=HANG)


def end_all() -> None:
    """End every process a test started, and all they started."""
    while _STARTED:
        end(_STARTED.pop())


def command_line(pid: int) -> list[str]:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace").split("\0")
    except OSError:
        return []


def fork_server(pid: int) -> int | None:
    """The multiprocessing fork server among ``pid``'s children, if it has started one (the
    workers it forks have its command line too, one level further down)."""
    for child in children(pid):
        if any("multiprocessing.forkserver" in part for part in command_line(child)):
            return child
    return None


def pool_workers(pid: int) -> set[int]:
    """The worker processes ``pid``'s pools have started (the fork server's children)."""
    server = fork_server(pid)
    return descendants(server) if server is not None else set()


def send(proc: subprocess.Popen[Any], signum: int, to: str) -> None:
    """``signum`` to the whole process group, as a terminal sends Ctrl-C (``to="group"``), or to
    the command's own process alone, as ``kill PID`` does (``to="main"``)."""
    if to == "group":
        os.killpg(proc.pid, signum)
    else:
        os.kill(proc.pid, signum)


def catches(pid: int, signum: int) -> bool:
    """Whether ``pid`` has a handler of its own for ``signum`` (Python sets its Ctrl-C handler as
    it starts, before it runs any of the program)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return False
    mask = next((line.split()[1] for line in status.splitlines() if line.startswith("SigCgt:")), "0")
    return bool(int(mask, 16) >> (signum - 1) & 1)
