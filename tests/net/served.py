"""A MatchHost served from an asyncio loop of its own thread, as ``samurai-bowl host`` serves one,
for tests and benchmarks that talk to it with blocking clients (tests/net/wire.py) from another
thread; what they read of the host is read on its loop (:meth:`Served.call`)."""

from __future__ import annotations

import asyncio
import random
import threading
import time
from collections.abc import Callable
from typing import Any, TypeVar

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.data import GameData
from samurai_bowl.engine import Ask, Match
from samurai_bowl.net.ai_play import play_host_side
from samurai_bowl.net.host import MatchHost
from samurai_bowl.play.coaches import make_coach
from samurai_bowl.sessions.session import Session

T = TypeVar("T")
TIMEOUT = 60.0  # seconds, against a hang only


def a_friendly(data: GameData, seed: int, *, setup_of: int | None = None) -> Session:
    """A crab team (home) against a lion team (away, the joiner's), drafted from ``seed``; with
    ``setup_of``, played by the normal AI up to that side's first set-up decision."""
    rng = random.Random(seed)
    match = Match(data, draft_team(data, "crab", rng), draft_team(data, "lion", rng), seed)
    coach = make_coach("normal", seed)
    while setup_of is not None and not (
        match.pending is not None and match.pending.kind == Ask.SETUP and match.pending.side == setup_of
    ):
        match.apply(coach.choose(match))
    return Session(match, ("normal", "human"), network={"remote": 1, "code": "X"})


class LoopThread:
    """An asyncio loop running on a thread of its own, named ``name``: :meth:`run` a coroutine on
    it, or :meth:`call` a function between its steps, from any other thread."""

    def __init__(self, name: str) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name=name, daemon=True)

    def run(self, work: Any) -> Any:
        """Run the coroutine ``work`` on the loop and wait for its result."""
        return asyncio.run_coroutine_threadsafe(work, self.loop).result(TIMEOUT)

    def call(self, function: Callable[[], T]) -> T:
        """``function()`` run on the loop, between its steps: what it reads stands still."""

        async def called() -> T:
            return function()

        result: T = self.run(called())
        return result

    def end(self) -> None:
        """Stop the loop, its thread and close it."""
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(TIMEOUT)
        self.loop.close()


class Served(LoopThread):
    """``host`` listening on 127.0.0.1 from a thread of its own; with ``ai``, that AI plays the
    host's side. Use it as a context manager: leaving closes the host and ends the thread."""

    def __init__(self, host: MatchHost, ai: str | None = None) -> None:
        super().__init__("host")
        self.host = host
        self.ai = ai
        self.address = ""
        self._playing: asyncio.Task[None] | None = None

    def __enter__(self) -> Served:
        self.thread.start()
        self.address = self.run(self._start())
        return self

    def __exit__(self, *_: object) -> None:
        self.run(self._stop())
        self.end()

    def cpu(self) -> float:
        """The host thread's CPU time so far, in seconds (read from any thread)."""
        assert self.thread.ident is not None
        return time.clock_gettime(time.pthread_getcpuclockid(self.thread.ident))

    async def _start(self) -> str:
        address, port = await self.host.start("127.0.0.1", 0)
        if self.ai is not None:
            self._playing = asyncio.create_task(play_host_side(self.host, self.ai))
        return f"{address}:{port}"

    async def _stop(self) -> None:
        if self._playing is not None:
            self._playing.cancel()
            await asyncio.gather(self._playing, return_exceptions=True)
        await self.host.close()
