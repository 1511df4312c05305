"""The AI coaches thinking off the drawing thread.

:meth:`AiWorker.ask` hands a copy of the match (``Match.clone()``, its dice sealed) and a copy of the deciding
coach to a worker thread, which runs the coach's ``choose`` on them; the drawing thread polls
:meth:`AiWorker.answer` each frame and applies the action when it is ready, so no frame waits for
the AI. An answer is for one decision: once the match has moved on (a person's action, a
concession) or the worker is cancelled (the match screen left), it is thrown away, and the
coach's copy with it, so the coach remembers only what it decided for actions really applied.
Nothing here touches the window: only the drawing thread may use OpenGL.

The coach is pure Python and holds the interpreter's lock while it thinks; the drawing thread
wants it back after every OpenGL call. So while the worker exists the interpreter hands the lock
over every half millisecond (instead of every 5), the worker thread runs at a low priority
where the system allows it, and what exists when the worker starts (the game data, the screens,
the match so far) is set aside from the garbage collector until it closes, so the coach's many
short-lived copies do not set off full collections that would stop the drawing thread.

Without a thread (``threaded=False``, the default when the window is headless, as in tests and
benchmarks) ``ask`` thinks at once on the calling thread: a run stepped frame by frame plays out
the same every time."""

from __future__ import annotations

import contextlib
import copy
import gc
import os
import sys
import threading
from concurrent.futures import Future, ThreadPoolExecutor

import pyglet

from samurai_bowl.ai.coach import Coach
from samurai_bowl.engine import Action, Match

Decision = tuple[int, int]  # (id of the match, actions applied to it): one pending decision
SWITCH_SECONDS = 0.0005  # the interpreter's thread switch interval while the worker exists


def decision(m: Match) -> Decision:
    return id(m), len(m.history)


class AiWorker:
    def __init__(self, coaches: dict[int, Coach], threaded: bool | None = None) -> None:
        self.coaches = coaches
        self.threaded = not pyglet.options["headless"] if threaded is None else threaded
        self._pool: ThreadPoolExecutor | None = None
        self._asked: Decision | None = None
        self._side = 0
        self._future: Future[tuple[Action, Coach]] | None = None
        self._interval = 0.0  # the switch interval before the worker began

    @property
    def thinking(self) -> bool:
        return self._future is not None and not self._future.done()

    def ask(self, m: Match) -> None:
        """Start deciding ``m.pending`` for its AI coach, unless that is already under way."""
        assert m.pending is not None
        if self._asked == decision(m):
            return
        self.cancel()
        side = m.pending.side
        thinker = copy.deepcopy(self.coaches[side])  # kept only if its answer is used
        twin = m.clone()
        self._asked, self._side = decision(m), side
        if not self.threaded:
            done: Future[tuple[Action, Coach]] = Future()
            done.set_result((thinker.choose(twin), thinker))
            self._future = done
            return
        if self._pool is None:
            self._interval = sys.getswitchinterval()
            sys.setswitchinterval(SWITCH_SECONDS)
            gc.freeze()
            self._pool = ThreadPoolExecutor(1, "ai-coach", initializer=_background)
        self._future = self._pool.submit(_think, thinker, twin)

    def answer(self, m: Match) -> Action | None:
        """The action decided for ``m`` as it stands now, once ready (each answer is given once);
        an error raised while thinking is raised here."""
        future = self._future
        if future is None or not future.done() or self._asked != decision(m):
            return None
        action, thinker = future.result()
        self.coaches[self._side] = thinker
        self._future, self._asked = None, None
        return action

    def cancel(self) -> None:
        """Forget the decision under way: its answer, when it comes, is not used."""
        if self._future is not None:
            self._future.cancel()  # a thought not begun is dropped; one under way runs out unused
        self._future, self._asked = None, None

    def close(self) -> None:
        self.cancel()
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
            sys.setswitchinterval(self._interval)
            gc.unfreeze()


def _background() -> None:
    """The worker thread yields the processor to the drawing thread (Linux: per-thread nice)."""
    if hasattr(os, "setpriority"):
        with contextlib.suppress(OSError):
            os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), 10)


def _think(coach: Coach, m: Match) -> tuple[Action, Coach]:
    return coach.choose(m), coach
