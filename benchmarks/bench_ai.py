"""The AI coach against the random coach: wins, touchdown margin, seconds per match, decision latency.

100 matches over mixed clans, the AI home in even matches and away in odd ones.
Also the window's hint at normal, timed at every decision of ten normal-vs-normal matches.
Run: python benchmarks/bench_ai.py [MATCHES] [LEVEL] [LIMIT] [FIRST]   (LEVEL easy, normal or hard; the
bars are for normal; LIMIT team, the default, or model: R4.2's one action per team turn or per model;
FIRST the first seed, 0 by default: the matches play seeds FIRST .. FIRST + MATCHES - 1)
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.ai.heuristic import HeuristicCoach
from samurai_bowl.ai.hint import Coaching
from samurai_bowl.ai.random_coach import RandomCoach
from samurai_bowl.data import GameData, load_game_data
from samurai_bowl.engine import Match
from samurai_bowl.teams.model import Team

HINTED = 10  # matches whose every decision also asks the window's hint


def main() -> None:
    matches = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    level = sys.argv[2] if len(sys.argv) > 2 else "normal"
    limit = sys.argv[3] if len(sys.argv) > 3 else "team"
    first = int(sys.argv[4]) if len(sys.argv) > 4 else 0
    options = {"match": {"action_limit": limit}}
    data = load_game_data()
    clans = sorted(data.rosters)
    margins, seconds, latencies = [], [], []
    hints: list[float] = []
    wins = draws = 0
    for seed in range(first, first + matches):
        rng = random.Random(seed)
        a, b = draft_team(data, rng.choice(clans), rng), draft_team(data, rng.choice(clans), rng)
        ai = seed % 2
        coaches = [RandomCoach(seed), RandomCoach(seed)]
        coaches[ai] = HeuristicCoach(seed, level)  # type: ignore[call-overload]
        m = Match(data, a, b, seed, options)
        start = time.perf_counter()
        while m.pending is not None:
            side = m.pending.side
            t0 = time.perf_counter()
            action = coaches[side].choose(m)
            if side == ai:
                latencies.append(time.perf_counter() - t0)
            m.apply(action)
        seconds.append(time.perf_counter() - start)
        if seed < first + HINTED:
            hints += hint_times(data, a, b, seed, options)
        margin = m.teams[ai].score - m.teams[1 - ai].score
        margins.append(margin)
        wins += margin > 0
        draws += margin == 0
    latencies.sort()
    print(
        f"{level} vs random, {matches} matches over mixed clans (home and away), seeds {first}-"
        f"{first + matches - 1}, one action per {'team turn' if limit == 'team' else 'model'}"
    )
    print(f"wins {wins}, draws {draws}, losses {matches - wins - draws}")
    print(f"mean touchdown margin {statistics.mean(margins):+.2f} (bar +4.8), smallest {min(margins):+d}")
    print(f"median seconds per match {statistics.median(seconds):.3f} (bar 0.15)")
    print(
        f"decision latency p95 {latencies[int(0.95 * len(latencies))] * 1000:.1f} ms (bar 50 ms), "
        f"max {latencies[-1] * 1000:.1f} ms"
    )
    hints.sort()
    print(
        f"the window's hint (normal, CPU), {len(hints)} decisions of {HINTED} normal-vs-normal matches: "
        f"p95 {hints[int(0.95 * len(hints))] * 1000:.1f} ms (bar 100 ms), max {hints[-1] * 1000:.1f} ms"
    )


def hint_times(data: GameData, a: Team, b: Team, seed: int, options: dict[str, Any]) -> list[float]:
    """CPU seconds of the window's hint (one Coaching a match, as the match screen keeps) at every
    decision of a normal-vs-normal match between the same teams."""
    m = Match(data, a, b, seed, options)
    coaches, coaching = (HeuristicCoach(seed), HeuristicCoach(seed + 1)), Coaching("normal")
    times = []
    while m.pending is not None:
        t0 = time.process_time()
        coaching.hint(m)
        times.append(time.process_time() - t0)
        m.apply(coaches[m.pending.side].choose(m))
    return times


if __name__ == "__main__":
    main()
