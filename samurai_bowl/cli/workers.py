"""Games of a simulation played in worker processes on this machine, results in game order.

A game depends only on its teams, coaches, rule options and seed, never on which process plays
it or what it played before, so any number of workers gives the same results as one.
"""

from __future__ import annotations

import os
import signal
import threading
import time
from collections.abc import Callable, Generator, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from samurai_bowl.errors import DataError
from samurai_bowl.process_pool import as_finished, pool_context

if TYPE_CHECKING:
    from concurrent.futures import ProcessPoolExecutor

    from samurai_bowl.data.loader import GameData
    from samurai_bowl.engine.actions import Action
    from samurai_bowl.engine.match import Match
    from samurai_bowl.engine.summary import MatchSummary
    from samurai_bowl.teams.model import Team

COACH_NAMES = ("random", "easy", "normal", "hard")
# What a forked worker imports once in the fork server, so that each worker starts warm.
# Games queued ahead per worker: enough to keep each busy, few enough that Ctrl-C drops little.
AHEAD_PER_WORKER = 2


class Coach(Protocol):
    def choose(self, match: Match) -> Action: ...


def make_coach(name: str, seed: int) -> Coach:
    """The random coach, or the AI coach at one of its levels, seeded for one game."""
    if name == "random":
        from ai.random_coach import RandomCoach

        return RandomCoach(seed)
    from ai.heuristic import HeuristicCoach

    return HeuristicCoach(seed, level=name)


@dataclass(frozen=True)
class Series:
    """What every game of a run shares, sent once to each worker."""

    data: GameData
    teams: tuple[Team, ...]
    coaches: tuple[str, str]  # home's and away's coach names
    options: dict[str, Any] | None = None  # the rule options each match takes
    records: bool = False  # keep each match's full record (``--report``)


@dataclass(frozen=True)
class Game:
    """One game of a series: its place in the run, its teams (indices into ``Series.teams``), its seed."""

    index: int
    home: int
    away: int
    seed: int


@dataclass(frozen=True)
class Played:
    index: int
    summary: MatchSummary
    record: dict[str, Any] | None


def play_match(data: GameData, home: Team, away: Team, seed: int, coaches: tuple[Coach, Coach],
               options: dict[str, Any] | None = None) -> Match:
    """One whole match; each decision goes to the coach of the side it belongs to."""
    from samurai_bowl.engine.match import Match

    match = Match(data, home, away, seed, options)
    match.takes_back = False  # no person plays it: nothing is ever taken back
    while (prompt := match.pending) is not None:
        match.apply(coaches[prompt.side].choose(match))
    return match


# A process with several threads (a cluster worker may have them) plays one game at a time:
# the engine's caches are per process and the games gain nothing from threads.
_ONE_GAME_AT_A_TIME = threading.Lock()


def play_game(series: Series, game: Game) -> Played:
    """Play one game of ``series``; both coaches are seeded with the game's seed."""
    from samurai_bowl.engine.summary import summarize

    coaches = (make_coach(series.coaches[0], game.seed), make_coach(series.coaches[1], game.seed))
    home, away = series.teams[game.home], series.teams[game.away]
    with _ONE_GAME_AT_A_TIME:
        start = time.perf_counter()
        match = play_match(series.data, home, away, game.seed, coaches, series.options)
        seconds = time.perf_counter() - start
    record = None
    if series.records and match.result is not None:
        record = {"seed": game.seed, **match.result}
    return Played(game.index, summarize(match, seconds), record)


def available_cores() -> int:
    """The cores this process may run on (fewer than the machine's when it is confined)."""
    if hasattr(os, "sched_getaffinity"):
        return max(1, len(os.sched_getaffinity(0)))
    return max(1, os.cpu_count() or 1)


def check_workers(workers: int | None) -> int:
    """``--workers``: every core by default; fewer than one is a mistake."""
    if workers is None:
        return available_cores()
    if workers < 1:
        raise DataError("--workers", f"must be ≥ 1 (got {workers})")
    return workers


Done = Callable[[int], None]  # told how many games are finished, after each one


def in_order(finished: Iterator[Played], on_done: Done | None) -> Generator[Played, None, None]:
    """Games as they finish (any order) -> games in index order, each as soon as its turn comes.
    Closing this closes ``finished`` too, which stops whatever plays the games."""
    waiting: dict[int, Played] = {}
    turn = 0
    try:
        for count, played in enumerate(finished, start=1):
            if on_done is not None:
                on_done(count)
            waiting[played.index] = played
            while turn in waiting:
                yield waiting.pop(turn)
                turn += 1
    finally:
        close = getattr(finished, "close", None)
        if close is not None:
            close()


def play_games(series: Series, games: list[Game], workers: int,
               on_done: Done | None = None) -> Generator[Played, None, None]:
    """Every game of ``games`` (indexed 0..n-1), in index order, on up to ``workers`` processes;
    one worker plays them here, in this process. Close it (``contextlib.closing``) to stop early."""
    workers = min(workers, len(games))
    if workers <= 1:
        return in_order((play_game(series, game) for game in games), on_done)
    return in_order(_in_processes(series, games, workers), on_done)


_SERIES: Series | None = None  # a worker process's series, set when it starts


def _start_worker(series: Series) -> None:
    global _SERIES
    _SERIES = series
    # Ctrl-C reaches every process of the terminal's group: the parent alone decides what stops.
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _play_in_worker(game: Game) -> Played:
    assert _SERIES is not None, "the worker was started without its series"
    return play_game(_SERIES, game)


def _in_processes(series: Series, games: list[Game], workers: int) -> Iterator[Played]:
    """Games as they finish on a pool of worker processes; the pool is gone when this ends, however
    it ends (Ctrl-C stops the workers at once)."""
    from concurrent.futures import ProcessPoolExecutor
    from concurrent.futures.process import BrokenProcessPool

    pool = ProcessPoolExecutor(workers, mp_context=pool_context(), initializer=_start_worker,
                               initargs=(series,))
    finished = False
    try:
        yield from as_finished(pool, _play_in_worker, games, AHEAD_PER_WORKER * workers)
        finished = True
    except BrokenProcessPool:
        raise WorkerLost() from None
    finally:
        if not finished:
            _stop(pool)  # the workers are ended: waiting on them could hang on one still starting
        pool.shutdown(wait=finished, cancel_futures=True)


class WorkerLost(RuntimeError):
    """A worker process died in the middle of a game (killed, or out of memory)."""

    def __init__(self) -> None:
        super().__init__("samurai-bowl: a worker process stopped in the middle of a game (killed, or out "
                         "of memory?); no results were written")


def _stop(pool: ProcessPoolExecutor) -> None:
    """End the workers now rather than after the games they are playing."""
    processes = getattr(pool, "_processes", None) or {}  # the executor has no public way before 3.14
    for process in list(processes.values()):
        if process.is_alive():
            process.terminate()
