"""Random-vs-random full matches: median seconds per match and decisions per second, and how much
of the time the set-up decisions take.

Random coaches never score, so these matches are mostly set-ups, turns and activations: the engine's
own cost of listing, checking and answering decisions (``bench_ai.py`` measures real play).
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

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.ai.random_coach import RandomCoach
from samurai_bowl.data import GameData, load_game_data
from samurai_bowl.engine import Match
from samurai_bowl.teams.model import Team

TARGET = 26_000  # decisions per CPU second


def mixed_fixtures(data: GameData, games: int) -> list[tuple[Team, Team, int]]:
    """``games`` pairings of drafted teams of any clans, the same every run, with their seeds."""
    clans = sorted(data.rosters)
    rng = random.Random(2026)
    return [
        (draft_team(data, rng.choice(clans), rng), draft_team(data, rng.choice(clans), rng), seed)
        for seed in range(games)
    ]


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    data = load_game_data()
    fixtures = mixed_fixtures(data, games)
    per_match: list[float] = []
    rates: list[float] = []
    cpu_rates: list[float] = []
    setup_shares: list[float] = []
    setup_each: list[float] = []
    clock, cpu_clock = time.perf_counter, time.process_time
    for _ in range(runs):
        decisions = setups = 0
        in_setup = 0.0
        start, cpu = clock(), cpu_clock()
        for home, away, seed in fixtures:
            t0 = clock()
            match = Match(data, home, away, seed)
            coach = RandomCoach(seed)
            while (pending := match.pending) is not None:
                if pending.kind == "setup":
                    t1 = cpu_clock()
                    match.apply(coach.choose(match))
                    in_setup += cpu_clock() - t1
                    setups += 1
                else:
                    match.apply(coach.choose(match))
                decisions += 1
            per_match.append(clock() - t0)
        wall, used = clock() - start, cpu_clock() - cpu
        rates.append(decisions / wall)
        cpu_rates.append(decisions / used)
        setup_shares.append(in_setup / used)
        setup_each.append(in_setup / setups)
    print(f"{games} random-vs-random matches x {runs} runs")
    print(f"median seconds per match  {statistics.median(per_match):.4f}")
    print(
        f"decisions per second      {statistics.median(rates):,.0f} wall, "
        f"{statistics.median(cpu_rates):,.0f} CPU (medians of runs; target {TARGET:,} CPU)"
    )
    print(f"decisions per match       {decisions / games:.0f}, {setups / games:.0f} of them set-up")
    print(
        f"set-up decisions          {statistics.median(setup_each) * 1e6:.1f} µs CPU each, "
        f"{statistics.median(setup_shares):.0%} of the CPU time"
    )


if __name__ == "__main__":
    main()
