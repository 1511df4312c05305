"""The AI coach's levels against each other: hard vs normal and normal vs easy.

Matches over mixed clans, played in pairs: the same two drafted teams and dice seed twice, each
level coaching each team once, so neither level is favoured by the draw of clans or by playing at
home. A level must win at least 70% of the decided matches against the one below (the 95% interval
of that share is printed). Also the first level's thinking time per whole team turn, in CPU seconds
(bar: p95 1 s for hard).
Run: python benchmarks/bench_levels.py [MATCHES] [PAIRS...] [LIMIT] [from=SEED]
e.g. 100 hard:normal normal:easy model from=60000 (LIMIT team, the default, or model: R4.2's one
action per team turn or per model; from=SEED: the first pair's seed, 0 by default, so that a
measurement can be made on seeds no earlier one used)
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.ai.heuristic import HeuristicCoach
from samurai_bowl.data import load_game_data
from samurai_bowl.engine import Match


def one_match(job: tuple[str, str, int, str]) -> tuple[int, float, list[float], float]:
    """(first level's touchdown margin, seconds, the first level's whole team turns in seconds,
    CPU seconds)."""
    first, second, match, limit = job
    side = match % 2  # the first level coaches the home team in even matches
    seed = match // 2  # matches 2k and 2k+1 share their teams and dice (2k is offset by the first seed)
    data = load_game_data()
    clans = sorted(data.rosters)
    rng = random.Random(seed)
    a, b = draft_team(data, rng.choice(clans), rng), draft_team(data, rng.choice(clans), rng)
    coaches = [HeuristicCoach(seed, second), HeuristicCoach(seed, second)]
    coaches[side] = HeuristicCoach(seed, first)
    m = Match(data, a, b, seed, {"match": {"action_limit": limit}})
    start, start_cpu = time.perf_counter(), time.process_time()
    turns: dict[int, float] = {}  # the first level's thinking time in each of its team turns
    while m.pending is not None:
        prompt = m.pending
        t0 = time.process_time()
        action = coaches[prompt.side].choose(m)
        if prompt.side == side and prompt.kind in ("turn", "activation"):
            turns[m.turn_seq] = turns.get(m.turn_seq, 0.0) + time.process_time() - t0
        m.apply(action)
    return (
        m.teams[side].score - m.teams[1 - side].score,
        time.perf_counter() - start,
        list(turns.values()),
        time.process_time() - start_cpu,
    )


def main() -> None:
    matches = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    limit = next((a for a in sys.argv[2:] if a in ("team", "model")), "team")
    workers = int(os.environ.get("WORKERS", "2"))
    pairs = [p.split(":") for p in sys.argv[2:] if ":" in p] or [["hard", "normal"], ["normal", "easy"]]
    first_seed = next((int(a[5:]) for a in sys.argv[2:] if a.startswith("from=")), 0)
    with Pool(workers) as pool:
        for first, second in pairs:
            jobs = [(first, second, 2 * first_seed + n, limit) for n in range(matches)]
            results = pool.map(one_match, jobs)
            margins = [r[0] for r in results]
            wins, losses = sum(x > 0 for x in margins), sum(x < 0 for x in margins)
            decided = wins + losses
            share = 100 * wins / decided if decided else 0.0
            per = "team turn" if limit == "team" else "model"
            print(
                f"{first} vs {second}, {matches} matches "
                f"(seeds {first_seed}-{first_seed + matches // 2 - 1}), "
                f"one action per {per}: "
                f"{wins} W {matches - decided} D {losses} L; "
                f"{share:.0f}% of decided matches won (bar 70%); "
                f"mean margin {statistics.mean(margins):+.2f}"
            )
            turns = sorted(t for r in results for t in r[2])
            p95 = turns[int(0.95 * len(turns))]
            low, high = wilson(wins, decided)
            print(f"  95% interval of the share won {100 * low:.0f}-{100 * high:.0f}%")
            print(
                f"  median seconds per match {statistics.median(r[1] for r in results):.3f} wall, "
                f"{statistics.median(r[3] for r in results):.3f} CPU; {first}'s thinking per team turn "
                f"(CPU): median {statistics.median(turns):.3f} s, p95 {p95:.3f} s, "
                f"max {turns[-1]:.3f} s (bar p95 1 s for hard)"
            )


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a share won: the range that holds the true share 95% of the time."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * (p * (1 - p) / n + z * z / (4 * n * n)) ** 0.5 / (1 + z * z / n)
    return centre - half, centre + half


if __name__ == "__main__":
    main()
