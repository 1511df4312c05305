"""The worker processes every pool of the game uses (``simulate``'s games, the win-chance
play-outs): started by a fork server where the system has one — fast to start, and inheriting no
thread of a window — else spawned."""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import FIRST_COMPLETED, Executor, Future, wait
from multiprocessing.context import BaseContext
from typing import TypeVar

# Imported once by the fork server, so that each worker starts with them loaded.
T = TypeVar("T")
R = TypeVar("R")

PRELOAD = ["samurai_bowl.engine.match", "ai.heuristic", "ai.random_coach", "ai.story"]


def pool_context() -> BaseContext:
    if "forkserver" in multiprocessing.get_all_start_methods():
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload(PRELOAD)
        return context
    return multiprocessing.get_context("spawn")


def as_finished(pool: Executor, work: Callable[[T], R], items: Iterable[T], ahead: int) -> Iterator[R]:
    """``work(item)`` of every item on ``pool``, yielded as each finishes, with at most ``ahead``
    submitted and not yet finished; what is still waiting is cancelled when the caller stops early."""
    queue = iter(items)
    running: set[Future[R]] = set()
    try:
        while True:
            for item in queue:
                running.add(pool.submit(work, item))
                if len(running) >= ahead:
                    break
            if not running:
                return
            done, running = wait(running, return_when=FIRST_COMPLETED)
            for future in done:
                yield future.result()
    finally:
        for future in running:
            future.cancel()
