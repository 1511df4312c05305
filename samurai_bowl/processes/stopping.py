"""How a samurai-bowl process stops when it is asked to from outside: Ctrl-C (SIGINT), ``kill``
(SIGTERM) or its terminal closing (SIGHUP).

In the command's own process the first of them raises :class:`Stopped` in the main thread, so
that every ``finally`` runs: worker processes are ended, temporary files removed, transactions
rolled back. Any later one is ignored, so a second Ctrl-C cannot break the clean-up half-way or
print a traceback as the process exits. Where a signal would catch a step half-done — a worker
process being started — the step is :func:`held`: the signal waits until it is over.

Worker processes ignore all three from the moment they exist (:func:`ignore_stop_signals`): a
terminal sends Ctrl-C to every process of its group, and the process that started the workers
alone decides when they stop.
"""

from __future__ import annotations

import asyncio
import contextlib
import signal
import sys
import threading
from collections.abc import Callable, Coroutine, Iterator
from types import FrameType
from typing import Any, TypeVar

T = TypeVar("T")

STOP_SIGNALS: tuple[signal.Signals, ...] = tuple(
    getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, name)
)
_CAN_BLOCK = hasattr(signal, "pthread_sigmask")


class Stopped(KeyboardInterrupt):
    """A stop signal reached the command: it ends with status 128 + the signal's number."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


def status(exc: KeyboardInterrupt) -> int:
    """The exit status of a command stopped by ``exc``: 128 + the signal's number (a plain
    KeyboardInterrupt is Ctrl-C's)."""
    return 128 + getattr(exc, "signum", signal.SIGINT)


def words(exc: KeyboardInterrupt) -> str:
    """The one line a stopped command says."""
    signum = getattr(exc, "signum", signal.SIGINT)
    how = "interrupted" if signum == signal.SIGINT else f"stopped by {signal.Signals(signum).name}"
    return f"samurai-bowl: {how}; nothing more was written"


class _State:
    received: int | None = None  # the first stop signal, once one came
    held = 0  # how deep the main thread is in held() steps
    due = False  # a signal came during a held step: Stopped is raised when it ends
    closing = False  # the command is over: signals change nothing


_STATE = _State()


def _on_signal(signum: int, frame: FrameType | None) -> None:
    if _STATE.closing or _STATE.received is not None:
        return
    _STATE.received = signum
    if _STATE.held:
        _STATE.due = True
        return
    raise Stopped(signum)


def stop_on_signals() -> None:
    """In the command's process, from its start: each stop signal raises :class:`Stopped` once.
    A signal the process was started ignoring (``nohup``, a shell's background job) stays ignored."""
    _STATE.received, _STATE.held, _STATE.due, _STATE.closing = None, 0, False, False
    for signum in STOP_SIGNALS:
        if signal.getsignal(signum) != signal.SIG_IGN:
            signal.signal(signum, _on_signal)


def closing() -> None:
    """The command has said and written all it will: from now until it exits, stop signals are
    ignored by the system itself (Python puts back the default action, death by the signal, as
    it shuts down)."""
    _STATE.closing = True
    sys.unraisablehook = _quiet_about_late_signals(sys.unraisablehook)
    for signum in STOP_SIGNALS:
        if signal.getsignal(signum) is _on_signal:
            signal.signal(signum, signal.SIG_IGN)


def _quiet_about_late_signals(
    previous: Callable[[sys.UnraisableHookArgs], object],
) -> Callable[[sys.UnraisableHookArgs], object]:
    """A stop signal that reached the process just before its handler became SIG_IGN is found
    by Python only afterwards, with no Python handler left to run: Python then prints an
    OSError ("Signal 2 ignored due to race condition") as an unraisable error. Ignoring the
    signal is what closing asked for, so that report is dropped; any other goes on as before."""

    def hook(unraisable: sys.UnraisableHookArgs) -> object:
        error = unraisable.exc_value
        if (
            isinstance(error, OSError)
            and unraisable.object is None
            and "ignored due to race condition" in str(error)
        ):
            return None
        return previous(unraisable)

    return hook


@contextlib.contextmanager
def held() -> Iterator[None]:
    """A step no stop signal may cut in two (starting a worker process): in the main thread, a
    signal that comes meanwhile raises :class:`Stopped` when the step is over. In any thread, the
    stop signals are blocked meanwhile, so a process started in the step starts with them blocked
    (a worker then ignores them before it unblocks them)."""
    main = threading.current_thread() is threading.main_thread()
    old = signal.pthread_sigmask(signal.SIG_BLOCK, STOP_SIGNALS) if _CAN_BLOCK else None
    if main:
        _STATE.held += 1
    try:
        yield
    finally:
        if old is not None:
            signal.pthread_sigmask(signal.SIG_SETMASK, old)
        if main:
            _STATE.held -= 1
            if not _STATE.held and _STATE.due:
                _STATE.due = False
                raise Stopped(_STATE.received or signal.SIGINT)


def ignore_stop_signals() -> None:
    """In a worker process (or the fork server workers come from): the stop signals are ignored,
    then let through — any that came while they were blocked is dropped."""
    for signum in STOP_SIGNALS:
        signal.signal(signum, signal.SIG_IGN)
    if _CAN_BLOCK:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, STOP_SIGNALS)


def run_stoppable(work: Coroutine[Any, Any, T]) -> T:
    """Run ``work`` on a new asyncio loop, a stop signal cancelling it rather than cutting into
    whatever callback the loop was running (a connection's close half-done would leave the loop
    waiting for it for ever): ``work``'s ``finally`` blocks run in order, then :class:`Stopped`
    is raised as :func:`stop_on_signals` would have. Signals the process ignores stay ignored."""

    async def main() -> T:
        loop = asyncio.get_running_loop()
        task = asyncio.current_task()
        assert task is not None
        came: list[int] = []

        def stop(signum: int) -> None:
            if not came:
                came.append(signum)
                task.cancel()

        handled = [s for s in STOP_SIGNALS if signal.getsignal(s) != signal.SIG_IGN]
        for signum in handled:
            loop.add_signal_handler(signum, stop, signum)
        try:
            return await work
        except asyncio.CancelledError:
            if came:
                raise Stopped(came[0]) from None
            raise
        finally:
            for signum in handled:
                loop.remove_signal_handler(signum)
                if _STATE.received is None and not _STATE.closing:
                    signal.signal(signum, _on_signal)  # as stop_on_signals had it, for what follows

    return asyncio.run(main())
