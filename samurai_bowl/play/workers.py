"""Games of a series played in worker processes on this machine, results in game order.

A game depends only on its teams, coaches, rule options and seed, never on which process plays
it or what it played before, so any number of workers gives the same results as one.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable, Iterator

from samurai_bowl.play.games import play_game
from samurai_bowl.play.series import Game, Played, Series

# Games under way per worker, counted from the oldest not yet finished (results come out in
# order): enough to keep each busy while one game runs long, and what is held stays this size.
AHEAD_PER_WORKER = 4

Done = Callable[[int], None]  # told how many games are finished, after each one


def counted(played: Iterator[Played], on_done: Done | None) -> Generator[Played, None, None]:
    """The games of ``played``, each told to ``on_done`` as it comes. Closing this closes
    ``played`` too, which stops whatever plays the games."""
    try:
        for count, game in enumerate(played, start=1):
            if on_done is not None:
                on_done(count)
            yield game
    finally:
        close = getattr(played, "close", None)
        if close is not None:
            close()


def play_games(
    series: Series, games: Iterable[Game], count: int, workers: int, on_done: Done | None = None
) -> Generator[Played, None, None]:
    """The ``count`` games of ``games`` (indexed 0..count-1), in index order, on up to ``workers``
    processes (one plays them here, in this process), each made only when its turn to be played
    comes near. Close it (``contextlib.closing``) to stop early."""
    workers = min(workers, count)
    if workers <= 1:
        return counted((play_game(series, game) for game in games), on_done)
    return counted(_in_processes(series, games, workers), on_done)


_SERIES: Series | None = None  # a worker process's series, set when it starts


def _start_worker(series: Series) -> None:
    global _SERIES
    _SERIES = series


def _play_in_worker(game: Game) -> Played:
    assert _SERIES is not None, "the worker was started without its series"
    return play_game(_SERIES, game)


def _in_processes(series: Series, games: Iterable[Game], workers: int) -> Iterator[Played]:
    """Games in order from a pool of worker processes; the pool is gone when this ends, however
    it ends (Ctrl-C stops the workers at once)."""
    from concurrent.futures.process import BrokenProcessPool

    from samurai_bowl.processes.pool import end_pool, in_turn, start_pool, submit

    pool = start_pool(workers, _start_worker, (series,))
    try:
        ahead = AHEAD_PER_WORKER * workers
        yield from in_turn(lambda game: submit(pool, _play_in_worker, game), games, ahead)
    except BrokenProcessPool:
        raise WorkerLost() from None
    finally:
        end_pool(pool)


class WorkerLost(RuntimeError):
    """A worker process died in the middle of a game (killed, or out of memory)."""

    def __init__(self) -> None:
        super().__init__(
            "samurai-bowl: a worker process stopped in the middle of a game (killed, or out "
            "of memory?); no results were written"
        )
