"""Random-vs-random full matches: median seconds per match and decisions per second.

Teams are drafted before the clock starts; each timed run plays ``GAMES`` matches.
Run: python benchmarks/bench_engine.py [GAMES] [RUNS]
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai.drafting import draft_team
from ai.random_coach import RandomCoach
from samurai_bowl.data import load_game_data
from samurai_bowl.engine.match import Match


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    data = load_game_data()
    clans = sorted(data.rosters)
    rng = random.Random(2026)
    fixtures = [(draft_team(data, rng.choice(clans), rng), draft_team(data, rng.choice(clans), rng), seed)
                for seed in range(games)]
    per_match: list[float] = []
    rates: list[float] = []
    cpu_rates: list[float] = []
    for _ in range(runs):
        decisions = 0
        start, cpu = time.perf_counter(), time.process_time()
        for home, away, seed in fixtures:
            t0 = time.perf_counter()
            match = Match(data, home, away, seed)
            coach = RandomCoach(seed)
            while match.pending is not None:
                match.apply(coach.choose(match))
                decisions += 1
            per_match.append(time.perf_counter() - t0)
        rates.append(decisions / (time.perf_counter() - start))
        cpu_rates.append(decisions / (time.process_time() - cpu))
    print(f"{games} random-vs-random matches x {runs} runs")
    print(f"median seconds per match  {statistics.median(per_match):.4f}")
    print(f"decisions per second      {statistics.median(rates):,.0f} wall, "
          f"{statistics.median(cpu_rates):,.0f} CPU (medians of runs; target 13,000)")
    print(f"decisions per match       {decisions / games:.0f}")


if __name__ == "__main__":
    main()
