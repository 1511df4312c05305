"""Copying a mid-game match: ``Match.clone()`` (a look-ahead copy, its dice sealed) and
``Match.replica()`` (the exact copy, dice and take-back included) against a copy through the save
format.

The match is two normal AI coaches' game stopped at the first team-turn decision of the second
half (a few hundred actions and events in, every kind of state in use). Each way of copying is
timed in rounds of ``COPIES`` copies; medians of wall and CPU time per copy are printed.
Run: python benchmarks/bench_clone.py [ROUNDS] [COPIES]
"""

from __future__ import annotations

import json
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.ai.heuristic import HeuristicCoach
from samurai_bowl.data import load_game_data
from samurai_bowl.engine import Match


def mid_game() -> Match:
    data = load_game_data()
    rng = random.Random(5)
    m = Match(data, draft_team(data, "crab", rng), draft_team(data, "scorpion", rng), 5)
    coaches = (HeuristicCoach(5, "normal"), HeuristicCoach(6, "normal"))
    while m.pending is not None and not (m.half == 2 and m.pending.kind == "turn"):
        m.apply(coaches[m.pending.side].choose(m))
    return m


def timed(copy: Callable[[], object], rounds: int, copies: int) -> tuple[float, float]:
    """Median microseconds per copy: (wall, CPU)."""
    walls, cpus = [], []
    for _ in range(rounds):
        wall, cpu = time.perf_counter(), time.process_time()
        for _ in range(copies):
            copy()
        walls.append((time.perf_counter() - wall) / copies * 1e6)
        cpus.append((time.process_time() - cpu) / copies * 1e6)
    return statistics.median(walls), statistics.median(cpus)


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 15
    copies = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    m = mid_game()
    print(
        f"mid-game match: {len(m.history)} actions, {len(m.events)} events, "
        f"half {m.half}; {rounds} rounds of {copies} copies"
    )
    ways: dict[str, Callable[[], object]] = {
        "through to_json/from_json (dicts)": lambda: Match.from_json(m.data, m.to_json()),
        "through JSON text (a save and load)": lambda: Match.from_json(
            m.data, json.loads(json.dumps(m.to_json()))
        ),
    }
    if hasattr(m, "replica"):
        ways = {"Match.replica()": m.replica, **ways}
    if hasattr(m, "clone"):
        ways = {"Match.clone()": m.clone, **ways}
    for name, copy in ways.items():
        scale = 1 if name.startswith("Match") else 10  # the slow ways get fewer copies
        wall, cpu = timed(copy, rounds, max(1, copies // scale))
        print(f"{name:<38} median {wall:9.1f} µs wall {cpu:9.1f} µs CPU per copy")


if __name__ == "__main__":
    main()
