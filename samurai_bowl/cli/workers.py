"""Games of a simulation played in worker processes on this machine, results in game order.

A game depends only on its teams, coaches, rule options and seed, never on which process plays
it or what it played before, so any number of workers gives the same results as one.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable, Generator, Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from samurai_bowl.errors import DataError

if TYPE_CHECKING:
    from samurai_bowl.data.loader import GameData
    from samurai_bowl.engine import Action, Match, MatchSummary
    from samurai_bowl.teams.model import Team

COACH_NAMES = ("random", "easy", "normal", "hard")
# Games under way per worker, counted from the oldest not yet finished (results come out in
# order): enough to keep each busy while one game runs long, and what is held stays this size.
AHEAD_PER_WORKER = 4


class Coach(Protocol):
    def choose(self, match: Match) -> Action: ...


def make_coach(name: str, seed: int) -> Coach:
    """The random coach, or the AI coach at one of its levels, seeded for one game."""
    if name == "random":
        from samurai_bowl.ai.random_coach import RandomCoach

        return RandomCoach(seed)
    from samurai_bowl.ai.heuristic import HeuristicCoach

    return HeuristicCoach(seed, level=name)


@dataclass(frozen=True)
class Series:
    """What every game of a run shares, sent once to each worker."""

    data: GameData
    teams: tuple[Team, ...]
    coaches: tuple[str, str]  # home's and away's coach names
    options: dict[str, Any] | None = None  # the rule options each match takes
    records: bool = False  # keep each match's full record (``--report``)
    drafts: tuple[str, ...] = ()  # clans: each game drafts fresh teams of these (a round robin)

    def teams_for(self, game: Game) -> tuple[Team, Team]:
        """The game's home and away teams: the series' own, or drafted for this game alone from
        a seed that names the game's seed and both clans, home first."""
        if not self.drafts:
            return self.teams[game.home], self.teams[game.away]
        import random

        from samurai_bowl.ai.drafting import draft_team

        home, away = self.drafts[game.home], self.drafts[game.away]
        rng = random.Random(f"draft:{game.seed}:{home}:{away}")
        return draft_team(self.data, home, rng), draft_team(self.data, away, rng)


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


def play_match(
    data: GameData,
    home: Team,
    away: Team,
    seed: int,
    coaches: tuple[Coach, Coach],
    options: dict[str, Any] | None = None,
) -> Match:
    """One whole match; each decision goes to the coach of the side it belongs to."""
    from samurai_bowl.engine import Match

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
    from samurai_bowl.engine import summarize

    coaches = (make_coach(series.coaches[0], game.seed), make_coach(series.coaches[1], game.seed))
    home, away = series.teams_for(game)
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


def add_where_options(command: Any, what: str) -> None:
    """``--workers N`` and ``--cluster ADDRESS``: where ``what`` (games, play-outs) are played."""
    where = command.add_argument_group(f"where the {what} are played (the results are the same)")
    where.add_argument(
        "--workers",
        type=int,
        metavar="N",
        help="play on N processes of this machine (default: one per core; 1 plays in this process)",
    )
    where.add_argument(
        "--cluster",
        metavar="ADDRESS",
        help="play on the Dask cluster whose scheduler is at ADDRESS, e.g. tcp://10.0.0.5:8786 "
        '(needs pip install "samurai-bowl[cluster]" here and samurai-bowl on its workers)',
    )


def check_workers(workers: int | None) -> int:
    """``--workers``: every core by default; fewer than one is a mistake."""
    if workers is None:
        return available_cores()
    if workers < 1:
        raise DataError("--workers", f"must be ≥ 1 (got {workers})")
    return workers


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

    from samurai_bowl.process_pool import end_pool, in_turn, start_pool, submit

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
