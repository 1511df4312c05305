"""The play-outs of a whole match's story, here or on worker processes (or a cluster's workers).

The work is cut into jobs of a few play-outs from one turn's start. A worker gets the match's
record (teams, seed, rule options, actions) once and replays it to the turn starts itself, so a
job is three numbers. Play-outs are seeded by the match, the position and their number
(``win_chance.playout_seed``), so the story is the same for any number of workers.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from samurai_bowl.ai.story import MatchStory, TurnStart, tell, turn_starts
from samurai_bowl.ai.win_chance import NORMAL, Levels, Tally, play_outs
from samurai_bowl.engine import Action, Match, thaw
from samurai_bowl.processes.pool import as_finished, end_pool, start_pool

if TYPE_CHECKING:
    from samurai_bowl.ai.coaching import Bench
    from samurai_bowl.data.loader import GameData
    from samurai_bowl.teams.model import Team

PER_JOB = 4  # play-outs in one job: small enough to share out evenly, big enough to be worth sending


@dataclass(frozen=True)
class Record:
    """What rebuilds every position of a match: sent once to each worker."""

    data: GameData
    home: Team
    away: Team
    seed: int
    options: dict[str, Any]
    actions: tuple[Action, ...]
    levels: Levels = NORMAL  # the AI levels that play each side out

    @classmethod
    def of(cls, match: Match, levels: Levels = NORMAL) -> Record:
        return cls(
            match.data, *match.team_files, match.seed, thaw(match.options), tuple(match.history), levels
        )

    def match(self) -> Match:
        return Match.replay(self.data, self.home, self.away, self.seed, list(self.actions), self.options)


@dataclass(frozen=True)
class Job:
    start: int  # the turn start's index
    first: int  # its first play-out's number
    count: int


def jobs_for(starts: int, playouts: int, per_job: int = PER_JOB) -> list[Job]:
    """Every turn start's play-outs, cut into jobs, the earliest turns first."""
    return [
        Job(start, first, min(per_job, playouts - first))
        for start in range(starts)
        for first in range(0, playouts, per_job)
    ]


# A worker's positions of the one record it serves: (record's seed and length, the positions).
_POSITIONS: tuple[tuple[int, int], list[Match]] | None = None
_RECORD: Record | None = None


def positions_of(record: Record) -> list[Match]:
    """The turn starts' positions of ``record``, replayed once per process."""
    global _POSITIONS
    key = (record.seed, len(record.actions))
    if _POSITIONS is None or _POSITIONS[0] != key:
        starts, _ = turn_starts(record.match())
        _POSITIONS = key, [position for _, position in starts]
    return _POSITIONS[1]


# A cluster's worker may run jobs on several threads: its positions and the engine's caches are
# per process, and play-outs gain nothing from threads, so one job at a time.
_ONE_JOB_AT_A_TIME = threading.Lock()


def run_job(record: Record, job: Job) -> tuple[Job, Tally]:
    """One job's play-outs (on a cluster's worker too: everything it needs comes with it)."""
    with _ONE_JOB_AT_A_TIME:
        position = positions_of(record)[job.start]
        return job, play_outs(position, range(job.first, job.first + job.count), record.levels)


def _start_worker(record: Record) -> None:
    global _RECORD
    _RECORD = record
    if hasattr(os, "nice"):
        os.nice(5)  # the window, or whatever else the machine does, comes first


def _job_in_worker(job: Job) -> tuple[Job, Tally]:
    assert _RECORD is not None, "the worker was started without its match"
    return run_job(_RECORD, job)


Done = Callable[[int, int], None]  # told (jobs finished, jobs in all) after each job


def _local(
    record: Record, positions: list[Match], jobs: list[Job], workers: int, here: bool = True
) -> Iterator[tuple[Job, Tally]]:
    """The jobs' tallies as they finish: on ``workers`` processes, or here when one worker is
    asked for and ``here`` allows it."""
    if workers <= 1 and here:
        for one in jobs:
            yield one, play_outs(positions[one.start], range(one.first, one.first + one.count), record.levels)
        return
    pool = start_pool(workers, _start_worker, (record,))
    try:
        yield from as_finished(pool, _job_in_worker, jobs, 2 * workers)
    finally:
        end_pool(pool)  # now, not after the jobs in hand: stopped early, their play-outs are not wanted


class StoryRun:
    """The story of one match: the model's figure for every turn's start at once, refined by
    ``playouts`` play-outs from each as they come in (none: the model alone); ``story()`` at any
    time tells what is known. ``coaches`` are who coached each side (two normal AI coaches unless
    told): the model reads their ratings, and their levels play the play-outs."""

    def __init__(self, match: Match, playouts: int, coaches: tuple[Bench, Bench] | None = None) -> None:
        from samurai_bowl.ai.win_model import shipped

        if playouts < 0:
            raise ValueError(f"play-outs per turn must be ≥ 0 (got {playouts})")
        self.match = match
        self.playouts = playouts
        model = shipped()
        ratings = model.normal_pair() if coaches is None else (coaches[0].rating, coaches[1].rating)
        levels = NORMAL if coaches is None else (coaches[0].stand_in, coaches[1].stand_in)
        self.record = Record.of(match, levels)
        found, self.markers = turn_starts(match)
        self.starts: list[TurnStart] = [start for start, _ in found]
        self.positions = [position for _, position in found]
        self.priors = {
            index: model.chances(position, ratings) for index, position in enumerate(self.positions)
        }
        self.jobs = jobs_for(len(self.starts), playouts)
        self.tallies: dict[int, Tally] = {}
        self._parts: dict[int, int] = {}  # turn start -> play-outs still to come

    def reuse(self, known: dict[int, Tally]) -> None:
        """Take the tallies already known for positions (by their actions played) instead of
        playing them out again: the window's estimates made during the match."""
        for index, start in enumerate(self.starts):
            tally = known.get(start.at)
            if tally is not None and tally.playouts:
                self.tallies[index], self._parts[index] = tally, 0
        self.jobs = [job for job in self.jobs if self._parts.get(job.start) != 0]

    def take(self, job: Job, tally: Tally) -> None:
        self.tallies[job.start] = self.tallies.get(job.start, Tally()) + tally
        self._parts[job.start] = self._parts.get(job.start, self.playouts) - job.count

    def story(self) -> MatchStory:
        """The turns whose play-outs are all in (and full time's result, when the match is over)."""
        done = {start: tally for start, tally in self.tallies.items() if self._parts.get(start) == 0}
        return tell(self.match, self.starts, self.markers, done, self.priors)

    def run(
        self,
        workers: int,
        on_done: Done | None = None,
        stop: Callable[[], bool] | None = None,
        here: bool = True,
    ) -> MatchStory:
        """Every job on ``workers`` processes of this machine (1: here, unless ``here`` is false);
        ``stop`` is asked after each job whether to give up the rest."""
        if not self.jobs:
            return self.story()
        stream = _local(self.record, self.positions, self.jobs, min(workers, max(1, len(self.jobs))), here)
        try:
            for count, (job, tally) in enumerate(stream, start=1):
                self.take(job, tally)
                if on_done is not None:
                    on_done(count, len(self.jobs))
                if stop is not None and stop():
                    break
        finally:
            close = getattr(stream, "close", None)
            if close is not None:
                close()
        return self.story()
