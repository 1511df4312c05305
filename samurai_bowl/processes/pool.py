"""The worker processes every pool of the game uses (``simulate``'s games, ``analyse``'s and the
window's play-outs): started by a fork server where the system has one — fast to start, and
inheriting no thread of a window — else spawned.

However the program ends, its workers end with it: they ignore the stop signals a terminal sends
to its whole group (the program decides, :mod:`samurai_bowl.processes.stopping`), :func:`end_pool` kills
them without waiting for the work in hand, and each worker ends itself as soon as the process
that started it is gone, even one killed outright.
"""

from __future__ import annotations

import multiprocessing
import multiprocessing.connection
import os
import threading
import weakref
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from multiprocessing.context import BaseContext
from typing import Any, Protocol, TypeVar

from samurai_bowl.processes.stopping import held, ignore_stop_signals

T = TypeVar("T")
R = TypeVar("R")
R_co = TypeVar("R_co", covariant=True)

# Imported once by the fork server, so that each worker starts with them loaded; the first makes
# it deaf to the stop signals before anything else.
PRELOAD = [
    "samurai_bowl.processes.fork_server",
    "samurai_bowl.engine.match",
    "samurai_bowl.ai.heuristic",
    "samurai_bowl.ai.random_coach",
    "samurai_bowl.ai.story",
]

_POOLS: weakref.WeakSet[ProcessPoolExecutor] = weakref.WeakSet()  # every pool not yet ended


def pool_context() -> BaseContext:
    if "forkserver" in multiprocessing.get_all_start_methods():
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload(PRELOAD)
        return context
    return multiprocessing.get_context("spawn")


def start_pool(
    workers: int, initializer: Callable[..., None], initargs: tuple[Any, ...] = ()
) -> ProcessPoolExecutor:
    """A pool of up to ``workers`` processes, each running ``initializer(*initargs)`` first."""
    with held():  # the pool's queues may start the resource tracker: it too starts deaf to the signals
        pool = ProcessPoolExecutor(
            workers, mp_context=pool_context(), initializer=_start_worker, initargs=(initializer, initargs)
        )
    _POOLS.add(pool)
    return pool


def _start_worker(initializer: Callable[..., None], initargs: tuple[Any, ...]) -> None:
    ignore_stop_signals()  # spawned without a fork server: from here (forked: from the start)
    _end_with_parent()
    initializer(*initargs)


def _end_with_parent() -> None:
    """A thread of the worker waits for the process that started it to be gone, then ends the
    worker at once (game or not): it may have been killed with no chance to end its workers."""
    parent = multiprocessing.parent_process()
    sentinel = getattr(parent, "sentinel", None)
    if sentinel is None:
        return

    def watch() -> None:
        multiprocessing.connection.wait([sentinel])
        os._exit(1)

    threading.Thread(target=watch, name="end-with-parent", daemon=True).start()


def submit(pool: ProcessPoolExecutor, work: Callable[..., R], *args: Any) -> Future[R]:
    """``pool.submit``, which may start a worker process: a stop signal waits until it has started."""
    with held():
        return pool.submit(work, *args)


def end_pool(pool: ProcessPoolExecutor) -> None:
    """End the workers now rather than after the work they are doing, and the pool with them."""
    processes: dict[int, Any] = getattr(pool, "_processes", None) or {}  # no public way before 3.14
    # Read before shutdown, which forgets it: the pool's own thread settles the futures below.
    manager = getattr(pool, "_executor_manager_thread", None)
    pool.shutdown(wait=False, cancel_futures=True)  # waits for a worker being started elsewhere
    for process in list(processes.values()):
        if process.is_alive():
            process.kill()  # they ignore SIGTERM
    for process in list(processes.values()):
        process.join()
    # The pool's own thread tells the futures of the work in hand that their workers are gone:
    # once it has, each is done (with BrokenProcessPool) and nothing waits on it for ever.
    if manager is not None and manager is not threading.current_thread():
        manager.join()
    _POOLS.discard(pool)


def end_every_pool() -> None:
    """End every pool of this process (the window closing, the command stopped)."""
    for pool in list(_POOLS):
        end_pool(pool)


def as_finished(
    pool: ProcessPoolExecutor, work: Callable[[T], R], items: Iterable[T], ahead: int
) -> Iterator[R]:
    """``work(item)`` of every item on ``pool``, yielded as each finishes, with at most ``ahead``
    submitted and not yet finished; what is still waiting is cancelled when the caller stops early."""
    queue = iter(items)
    running: set[Future[R]] = set()
    try:
        while True:
            for item in queue:
                running.add(submit(pool, work, item))
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


class Pending(Protocol[R_co]):
    """A result on its way: a local future or a cluster's."""

    def result(self) -> R_co: ...

    def cancel(self) -> Any: ...


def in_turn(send: Callable[[T], Pending[R]], items: Iterable[T], ahead: int) -> Iterator[R]:
    """``send(item)``'s result for every item, in the items' order, with at most ``ahead`` sent
    and not yet yielded: however many items there are, what is held stays the same size. What is
    still on its way is cancelled when the caller stops early."""
    queue = iter(items)
    sent: deque[Pending[R]] = deque()
    try:
        while True:
            for item in queue:
                sent.append(send(item))
                if len(sent) >= ahead:
                    break
            if not sent:
                return
            result = sent[0].result()
            sent.popleft()
            yield result
    finally:
        for pending in sent:
            pending.cancel()


def worked_on(
    workers: int,
    initializer: Callable[..., None],
    initargs: tuple[Any, ...],
    work: Callable[[T], R],
    items: Iterable[T],
    chunksize: int = 1,
) -> Iterator[R]:
    """``work(item)`` of every item, in order: on a pool of ``workers`` processes, each started
    with ``initializer(*initargs)``, or here (after ``initializer``) when one worker is asked for.
    The pool ends when the caller has them all or stops early."""
    if workers <= 1:
        initializer(*initargs)
        yield from map(work, items)
        return
    pool = start_pool(workers, initializer, initargs)
    try:
        yield from pool.map(work, items, chunksize=chunksize)
    finally:
        end_pool(pool)
