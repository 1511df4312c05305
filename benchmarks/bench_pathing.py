"""Speed of movement search (R5): ``reachable`` for every standing model of the moving side, and
the size of its cache of path summaries after many matches.

A mid-game position: 11 models a side around the middle of the pitch, a few in contact, two
home models on the ground, a loose ball. Each call is MA 6 + 2 Surge of Speed, dodge target 4.
Prints the median and mean microseconds per call (wall and CPU time), and the price of a cold
cache. With ``--matches N`` it then plays N matches over mixed clans and coaches (normal,
easy, hard and random) and prints how reachable did in them and what its cache holds.
Run: python benchmarks/bench_pathing.py [--matches N]
"""

from __future__ import annotations

import argparse
import pickle
import random
import statistics
import sys
import time
import tracemalloc
from fractions import Fraction
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.ai.heuristic import HeuristicCoach
from samurai_bowl.ai.random_coach import RandomCoach
from samurai_bowl.data import GameData, load_game_data
from samurai_bowl.engine import Match
from samurai_bowl.engine.measure import (
    CACHE_BYTES,
    CACHE_ENTRIES,
    LruCache,
    MoveAbility,
    Pitch,
    clear_path_cache,
    path_cache,
    pitch_for,
    reachable,
    timing_path_searches,
)

TARGET_US = 300.0  # median per call
MEAN_OVER_MEDIAN = 1.2
CACHE_TARGET_MB = 10.0  # after 1,000 mixed matches
ROUNDS = 60
# (home coach, away coach) of the mixed matches, in turn
PAIRS = (
    ("normal", "normal"),
    ("normal", "random"),
    ("easy", "normal"),
    ("random", "normal"),
    ("normal", "easy"),
    ("easy", "random"),
    ("normal", "normal"),
    ("hard", "normal"),
)

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


def fixed_position(pitch: Pitch) -> None:
    movers, occupied, tz, tackle, ball = position(pitch)
    ability = MoveAbility(ma_left=6, surges=2, dodge_target=4, has_dodge=False, pickup_chance=Fraction(2, 3))
    wall: list[float] = []
    cpu: list[float] = []
    sizes: list[int] = []
    for _ in range(ROUNDS):
        for start in movers:
            occupied[start] = False  # the mover's own square is not counted
            began, began_cpu = time.perf_counter(), time.process_time()
            result = reachable(pitch, start, ability, occupied, tz, tackle, ball)
            wall.append(time.perf_counter() - began)
            cpu.append(time.process_time() - began_cpu)
            occupied[start] = True
            sizes.append(len(result))
    cold: list[float] = []  # the cache emptied first: the price of new roll sequences
    for start in movers:
        occupied[start] = False
        clear_path_cache()
        began = time.perf_counter()
        reachable(pitch, start, ability, occupied, tz, tackle, ball)
        cold.append(time.perf_counter() - began)
        occupied[start] = True
    median_us, mean_us = statistics.median(wall) * 1e6, statistics.fmean(wall) * 1e6
    print(
        f"reachable, MA 6 + 2 surges, {len(movers)} movers x {ROUNDS} rounds = {len(wall)} calls, "
        f"{statistics.fmean(sizes):.1f} squares each"
    )
    print(
        f"median {median_us:.1f} µs per call (target ≤ {TARGET_US:.0f} µs), mean {mean_us:.1f} µs = "
        f"{mean_us / median_us:.2f} x the median (target ≤ {MEAN_OVER_MEDIAN}), "
        f"max {max(wall) * 1e6:.1f} µs"
    )
    cpu_median, cpu_mean = statistics.median(cpu) * 1e6, statistics.fmean(cpu) * 1e6
    print(f"CPU time: median {cpu_median:.1f} µs, mean {cpu_mean:.1f} µs")
    print(f"cold cache: median {statistics.median(cold) * 1e6:.1f} µs per call")


def coach(level: str, seed: int) -> HeuristicCoach | RandomCoach:
    return RandomCoach(seed) if level == "random" else HeuristicCoach(seed, level)


def mixed_matches(data: GameData, matches: int) -> None:
    """Play the matches, timing every reachable call, then measure the cache."""
    calls: list[float] = []
    clear_path_cache()
    clans = sorted(data.rosters)
    began = time.perf_counter()
    with timing_path_searches(calls):  # what a match asks (its board keeps the taken squares)
        for seed in range(matches):
            rng = random.Random(seed)
            home, away = draft_team(data, rng.choice(clans), rng), draft_team(data, rng.choice(clans), rng)
            levels = PAIRS[seed % len(PAIRS)]
            coaches = [coach(levels[0], seed), coach(levels[1], seed + 1)]
            m = Match(data, home, away, seed)
            while m.pending is not None:
                m.apply(coaches[m.pending.side].choose(m))
            if (seed + 1) % 100 == 0:
                print(f"  {seed + 1} matches, {time.perf_counter() - began:.0f} s", file=sys.stderr)
    cache = path_cache()
    median, mean = statistics.median(calls) * 1e6, statistics.fmean(calls) * 1e6
    print(
        f"{matches} matches over mixed clans and coaches ({', '.join('-'.join(p) for p in PAIRS)}), "
        f"{len(calls):,} reachable calls"
    )
    print(
        f"in play: median {median:.0f} µs CPU per call, mean {mean:.0f} µs = {mean / median:.2f} x the median"
    )
    print(
        f"path cache: {len(cache):,} of {CACHE_ENTRIES:,} entries, {cache.nbytes() / 1e6:.2f} MB by "
        f"sys.getsizeof, {traced_copy(cache) / 1e6:.2f} MB by tracemalloc (a copy built under it); "
        f"stated bound {CACHE_BYTES / 1e6:.1f} MB, target < {CACHE_TARGET_MB:.0f} MB after 1,000 matches"
    )


def traced_copy(cache: LruCache[Any, Any]) -> int:
    """The bytes tracemalloc sees allocated for a copy of the cache: the same keys and values,
    made anew (shared objects stay shared) and put into a cache of the same size."""
    entries = pickle.dumps([(key, cache.get(key)) for key in list(cache.keys())])
    tracemalloc.start()
    copy: LruCache[Any, Any] = LruCache(cache.maxsize)
    for key, value in pickle.loads(entries):
        copy.put(key, value)
    held = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    return held


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=0, help="also play this many mixed matches")
    args = parser.parse_args()
    data = load_game_data()
    fixed_position(pitch_for(data.rules.pitch))
    if args.matches > 0:
        mixed_matches(data, args.matches)


if __name__ == "__main__":
    main()
