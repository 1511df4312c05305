"""Normal AI against normal AI, the real workload of simulations and leagues: matches per second
and decisions per second, wall and CPU time, one process.

Teams over mixed clans are drafted before the clock starts; each timed run plays ``GAMES``
matches, and the medians of the runs are printed.
Run: python benchmarks/bench_throughput.py [GAMES] [RUNS]
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from samurai_bowl.ai.heuristic import HeuristicCoach
from samurai_bowl.data import load_game_data
from samurai_bowl.engine import Match

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_engine import mixed_fixtures  # the same mixed pairings


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    data = load_game_data()
    fixtures = mixed_fixtures(data, games)
    wall: list[float] = []
    cpu: list[float] = []
    decisions = 0
    for _ in range(runs):
        decisions = 0
        start, start_cpu = time.perf_counter(), time.process_time()
        for home, away, seed in fixtures:
            match = Match(data, home, away, seed)
            coaches = (HeuristicCoach(seed, "normal"), HeuristicCoach(seed + 1, "normal"))
            while match.pending is not None:
                match.apply(coaches[match.pending.side].choose(match))
                decisions += 1
        wall.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
    seconds, cpu_seconds = statistics.median(wall), statistics.median(cpu)
    print(
        f"{games} normal-vs-normal matches x {runs} runs, mixed clans, "
        f"{decisions / games:.0f} decisions a match"
    )
    print(
        f"matches per second        {games / seconds:.2f} wall, {games / cpu_seconds:.2f} CPU "
        f"({seconds / games:.3f} s and {cpu_seconds / games:.3f} s CPU a match)"
    )
    print(
        f"decisions per second      {decisions / seconds:,.0f} wall, {decisions / cpu_seconds:,.0f} CPU "
        f"(medians of runs)"
    )


if __name__ == "__main__":
    main()
