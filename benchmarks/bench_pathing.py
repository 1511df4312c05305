"""Speed of movement search (R5): ``reachable`` for every standing model of the moving side.

A mid-game position: 11 models a side around the middle of the pitch, a few in contact, two
home models on the ground, a loose ball. Each call is MA 6 + 2 Surge of Speed, dodge target 4.
Prints the median microseconds per call. Run: python benchmarks/bench_pathing.py
"""

from __future__ import annotations

import statistics
import sys
import time
from fractions import Fraction
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from samurai_bowl.data import load_game_data
from samurai_bowl.engine import pathing
from samurai_bowl.engine.pathing import MoveAbility, reachable
from samurai_bowl.engine.pitch import Pitch, pitch_for

TARGET_US = 850.0
ROUNDS = 60

# (x, y): home moves towards high x; away has just kicked off and come up the pitch.
HOME = [(9, 6), (10, 3), (11, 5), (11, 8), (12, 7), (12, 10), (10, 11), (8, 4), (7, 8), (13, 2), (6, 6)]
HOME_DOWN = {(12, 10), (10, 3)}  # prone: they block squares but do not move
AWAY = [(12, 6), (13, 8), (13, 5), (12, 11), (14, 9), (15, 4), (16, 7), (15, 11), (17, 10), (18, 5), (20, 7)]
AWAY_TACKLE = {(13, 5), (16, 7)}
BALL = (14, 6)


def position(pitch: Pitch) -> tuple[list[int], list[bool], list[int], list[int], int]:
    """(home movers, occupied, enemy tackle zones, enemy Tackle zones, ball square)."""
    occupied = [False] * pitch.size
    tz = [0] * pitch.size
    tackle = [0] * pitch.size
    for x, y in HOME + AWAY:
        occupied[pitch.square(x, y)] = True
    for x, y in AWAY:  # all away models stand
        for sq in pitch.neighbours[pitch.square(x, y)]:
            tz[sq] += 1
            tackle[sq] += (x, y) in AWAY_TACKLE
    movers = [pitch.square(x, y) for x, y in HOME if (x, y) not in HOME_DOWN]
    return movers, occupied, tz, tackle, pitch.square(*BALL)


def main() -> None:
    pitch = pitch_for(load_game_data().rules.pitch)
    movers, occupied, tz, tackle, ball = position(pitch)
    ability = MoveAbility(ma_left=6, surges=2, dodge_target=4, has_dodge=False, pickup_chance=Fraction(2, 3))
    times: list[float] = []
    sizes: list[int] = []
    for _ in range(ROUNDS):
        for start in movers:
            occupied[start] = False  # the mover's own square is not counted
            began = time.perf_counter()
            result = reachable(pitch, start, ability, occupied, tz, tackle, ball)
            times.append(time.perf_counter() - began)
            occupied[start] = True
            sizes.append(len(result))
    cold: list[float] = []  # the exact-chance memo emptied first: the price of new roll sequences
    for start in movers:
        occupied[start] = False
        pathing._SUMMARIES.clear()
        began = time.perf_counter()
        reachable(pitch, start, ability, occupied, tz, tackle, ball)
        cold.append(time.perf_counter() - began)
        occupied[start] = True
    median_us = statistics.median(times) * 1e6
    print(f"reachable, MA 6 + 2 surges, {len(movers)} movers x {ROUNDS} rounds = {len(times)} calls")
    print(f"median {median_us:.1f} µs per call (target ≤ {TARGET_US:.0f} µs), "
          f"mean {statistics.fmean(times) * 1e6:.1f} µs, max {max(times) * 1e6:.1f} µs")
    print(f"cold memo: median {statistics.median(cold) * 1e6:.1f} µs per call")
    print(f"reachable squares per call: {statistics.fmean(sizes):.1f} on average")


if __name__ == "__main__":
    main()
