"""Each side's chance to win from a position, by playing the rest of the match out many times.

A play-out is a copy of the match (``Match.clone``) with dice of its own, played to full time by
an AI coach on each bench: each side's own level, or for a person the level nearest his rating
(``samurai_bowl.ratings.Coach.stand_in``); the normal coach on both unless told. The share of
play-outs each side wins, and of draws, is the estimate. A play-out's dice and coaches are seeded
from the position itself (:func:`position_key`: the pitch, the teams, the ball, the turn — not how
the match got there) and the play-out's number, so an estimate is the same wherever, whenever
and in whatever order its play-outs are played, and a position reached again (after a take-back)
gets the same figure.
"""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Iterator
from dataclasses import dataclass

import numpy as np

from samurai_bowl.engine import Match, SeededDice

LEVEL = "normal"
Levels = tuple[str, str]  # the AI levels that play the home and the away side
NORMAL: Levels = (LEVEL, LEVEL)


@dataclass(frozen=True)
class Tally:
    """How the play-outs from one position ended, and the seconds they took."""

    home: int = 0
    draws: int = 0
    away: int = 0
    seconds: float = 0.0

    @property
    def playouts(self) -> int:
        return self.home + self.draws + self.away

    def __add__(self, other: Tally) -> Tally:
        return Tally(
            self.home + other.home,
            self.draws + other.draws,
            self.away + other.away,
            self.seconds + other.seconds,
        )

    def chances(self) -> tuple[float, float, float]:
        """(home wins, draw, away wins) as shares of the play-outs; (0, 0, 0) before any."""
        n = self.playouts
        return (0.0, 0.0, 0.0) if n == 0 else (self.home / n, self.draws / n, self.away / n)

    def counted(self, winner: int | None, seconds: float = 0.0) -> Tally:
        """This tally with one more play-out, won by ``winner`` (None: a draw)."""
        return self + Tally(int(winner == 0), int(winner is None), int(winner == 1), seconds)


# What a position's key leaves out: the dice (a play-out brings its own), and how the match got
# there (its actions, its events, a take-back still open).
NOT_THE_POSITION = ("dice", "history", "events", "take_back")


def position_key(match: Match) -> int:
    """A number for the position on the pitch: the same for the same position however it was
    reached (a take-back back to it included), different for a different one."""
    state = match.clone(dice=SeededDice(0)).state.dump()
    kept = {name: value for name, value in state.items() if name not in NOT_THE_POSITION}
    text = json.dumps(kept, sort_keys=True, separators=(",", ":"))
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big")


def playout_seed(match_seed: int, position: int, number: int) -> int:
    """The seed of play-out ``number`` from the position with key ``position`` of a match."""
    return int(np.random.SeedSequence([match_seed, position, number]).generate_state(1, np.uint64)[0])


def winner_now(match: Match) -> int | None:
    """The winner of a finished match (None: a draw); a concession loses whatever the score (R3.8)."""
    result = match.result or {}
    return result.get("winner")


def play_out(position: Match, seed: int, levels: Levels = NORMAL) -> int | None:
    """Play a copy of ``position`` to full time with fresh dice, the home side coached at
    ``levels[0]`` and the away side at ``levels[1]``; its winner (None: a draw)."""
    from samurai_bowl.ai.coaching import level_coach

    match = position.clone(dice=SeededDice(seed))
    coaches = (level_coach(levels[0], seed), level_coach(levels[1], seed + 1))
    while (prompt := match.pending) is not None:
        match.apply(coaches[prompt.side].choose(match))
    return winner_now(match)


def play_outs(position: Match, numbers: Iterator[int] | range, levels: Levels = NORMAL) -> Tally:
    """The play-outs numbered ``numbers`` from ``position``."""
    tally = Tally()
    key = position_key(position)
    for number in numbers:
        start = time.perf_counter()
        winner = play_out(position, playout_seed(position.seed, key, number), levels)
        tally = tally.counted(winner, time.perf_counter() - start)
    return tally


def estimate(position: Match, playouts: int, levels: Levels = NORMAL) -> Tally:
    """``playouts`` play-outs from ``position`` (numbered 0 up); a finished match is its result."""
    if position.pending is None:
        return Tally().counted(winner_now(position))
    return play_outs(position, range(playouts), levels)


def within(position: Match, seconds: float, first: int = 0, step: int = 1, levels: Levels = NORMAL) -> Tally:
    """Play-outs numbered ``first``, ``first + step``, … from ``position`` for about ``seconds``:
    one at least, and another only while the average so far says it ends in time."""
    if position.pending is None:
        return Tally().counted(winner_now(position))
    tally = Tally()
    number = first
    while tally.playouts == 0 or tally.seconds + tally.seconds / tally.playouts <= seconds:
        tally += play_outs(position, iter((number,)), levels)
        number += step
    return tally
