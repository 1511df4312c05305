"""Every way a person stops a long ``simulate`` — Ctrl-C (once, again and again, or while the
workers start), ``kill`` (SIGTERM), closing its terminal (SIGHUP) — sent to the whole process
group or to the command alone: one line, the status 128 + the signal, nothing written, and not
one process the command started left behind (looked for by its session, so those whose parent
has gone are found too)."""

from __future__ import annotations

import contextlib
import fcntl
import os
import pty
import signal
import sys
import termios
from pathlib import Path

import pytest

from tests.subprocesses import (
    HANG,
    LONG_SIMULATE,
    STOPPED,
    catches,
    cli,
    fork_server,
    pool_workers,
    python_env,
    run,
    send,
    start,
    wait_until_gone,
    wait_while_running,
)

pytestmark = pytest.mark.skipif(
    not Path("/proc/self/stat").is_file(), reason="reads /proc to find the processes"
)

SIMULATE = [*LONG_SIMULATE, "--workers", "2"]


def simulate(tmp_path: Path, **options: object):  # type: ignore[no-untyped-def]
    """The long run on two workers, with its report going to ``tmp_path``."""
    env = python_env(SAMURAI_BOWL_DATA_DIR=str(tmp_path / "data"))
    return start(cli(*SIMULATE, "--report", str(tmp_path / "report.json")), env=env, **options)  # type: ignore[arg-type]


def nothing_written(tmp_path: Path) -> bool:
    return not any(path.name != "data" for path in tmp_path.iterdir())


@pytest.mark.parametrize("to", ["group", "main"])
@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM, signal.SIGHUP], ids=lambda s: s.name)
def test_a_stop_signal_ends_the_run_and_every_process_it_started(
    tmp_path: Path, signum: signal.Signals, to: str
) -> None:
    proc = simulate(tmp_path)
    wait_while_running(proc, lambda: len(pool_workers(proc.pid)) >= 2, "both workers started")
    send(proc, signum, to)
    out, err = proc.communicate(timeout=HANG)
    assert (proc.returncode, out, err) == (128 + signum, "", STOPPED[signum])
    assert wait_until_gone(proc.pid) == set()
    assert nothing_written(tmp_path)


@pytest.mark.parametrize("to", ["group", "main"])
@pytest.mark.parametrize(
    "moment", ["the command begins", "the fork server loads the game", "a worker starts"]
)
def test_ctrl_c_while_the_workers_start_is_not_lost(tmp_path: Path, moment: str, to: str) -> None:
    """Ctrl-C as the command begins (it has taken the stop signals, and loads the game before any
    worker exists), as the fork server loads the game, or as the first worker is forked: the run
    stops as from any other moment, with nothing printed by the processes half started."""
    proc = simulate(tmp_path)

    def now() -> bool:
        if moment == "the command begins":
            return catches(proc.pid, signal.SIGTERM)  # Python alone does not: the command's own handler
        if moment == "a worker starts":
            return bool(pool_workers(proc.pid))
        server = fork_server(proc.pid)
        return server is not None and catches(server, signal.SIGINT)  # its Python runs

    wait_while_running(proc, now, moment, poll=0.001)
    send(proc, signal.SIGINT, to)
    out, err = proc.communicate(timeout=HANG)
    assert (proc.returncode, out, err) == (130, "", STOPPED[signal.SIGINT])
    assert wait_until_gone(proc.pid) == set()
    assert nothing_written(tmp_path)


def test_ctrl_c_again_and_again_is_still_one_line(tmp_path: Path) -> None:
    """Ctrl-C held down: every one after the first, during the clean-up and the exit, changes nothing."""
    proc = simulate(tmp_path)
    wait_while_running(proc, lambda: len(pool_workers(proc.pid)) >= 2, "both workers started")
    while proc.poll() is None:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGINT)
    out, err = proc.communicate(timeout=HANG)
    assert (proc.returncode, out, err) == (130, "", STOPPED[signal.SIGINT])
    assert wait_until_gone(proc.pid) == set()
    assert nothing_written(tmp_path)


LATE_SIGNAL = """
import sys
from samurai_bowl.processes import stopping

class Probe:
    def __del__(self):
        raise OSError("probe")


seen = []
sys.unraisablehook = seen.append
Probe()
sys.unraisablehook = sys.__unraisablehook__
Args = type(seen[0])  # the type Python gives an unraisable hook


def report(message):
    try:
        raise OSError(message)
    except OSError as error:
        sys.unraisablehook(Args((OSError, error, error.__traceback__, None, None)))

stopping.stop_on_signals()
stopping.closing()
report("Signal 2 ignored due to race condition")
report("a fault of another kind")
"""


def test_a_signal_python_finds_after_closing_ignored_it_says_nothing() -> None:
    """A Ctrl-C that reached the process just before closing made it ignored is found by Python
    after the change, with no handler to run: Python reports it as an unraisable OSError, which
    would print a traceback after the command's one line. That report alone is dropped."""
    done = run([sys.executable, "-c", LATE_SIGNAL], env=python_env())
    assert done.returncode == 0
    assert "race condition" not in done.stderr
    assert "a fault of another kind" in done.stderr


def take_the_terminal() -> None:
    """In the child, in its new session: its standard input (the pseudo-terminal) becomes its
    controlling terminal, as a terminal window's shell has."""
    fcntl.ioctl(0, termios.TIOCSCTTY, 0)


def test_closing_its_terminal_ends_the_run(tmp_path: Path) -> None:
    """The terminal window closed: the system hangs the terminal up (SIGHUP to the command and its
    group, and no more output), and the run still ends whole, its progress bar and all."""
    master, terminal = pty.openpty()
    try:
        proc = simulate(
            tmp_path, stdin=terminal, stdout=terminal, stderr=terminal, preexec_fn=take_the_terminal
        )
    finally:
        os.close(terminal)
    try:
        wait_while_running(proc, lambda: len(pool_workers(proc.pid)) >= 2, "both workers started")
    finally:
        os.close(master)  # the window closes
    assert proc.wait(timeout=HANG) == 128 + signal.SIGHUP
    assert wait_until_gone(proc.pid) == set()
    assert nothing_written(tmp_path)


# The command stopped, with something in the process still writing to stderr as the interpreter
# winds down (as a worker pool's feeder thread may, meeting a pipe the pool closed under it).
NOISY_END = """
import atexit, sys
from samurai_bowl import cli
from samurai_bowl.processes import stopping

atexit.register(lambda: print("Traceback (most recent call last): noise at exit", file=sys.stderr))

def run(argv):
    raise stopping.Stopped(int(sys.argv[1]))

cli._run = run
cli.entry()
"""


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM], ids=lambda s: s.name)
def test_the_one_line_is_the_last_word_of_a_stopped_command(signum: signal.Signals) -> None:
    done = run([sys.executable, "-c", NOISY_END, str(int(signum))])
    assert (done.returncode, done.stdout, done.stderr) == (128 + signum, "", STOPPED[signum])


def test_a_command_that_was_not_stopped_keeps_its_stderr() -> None:
    script = NOISY_END.replace("raise stopping.Stopped(int(sys.argv[1]))", "return 0")
    done = run([sys.executable, "-c", script, "2"])
    assert (done.returncode, done.stderr) == (0, "Traceback (most recent call last): noise at exit\n")
