"""The AI coach's levels against each other: hard vs normal and normal vs easy.

Matches over mixed clans, played in pairs: the same two drafted teams and dice seed twice, each
level coaching each team once, so neither level is favoured by the draw of clans or by playing at
home. A level must win at least 65% of the decided matches against the one below. Also the
slowest whole turn of the first level (bar 1 s for hard).
Run: python benchmarks/bench_levels.py [MATCHES] [PAIRS...] [LIMIT]   e.g. 100 hard:normal normal:easy model
(LIMIT team, the default, or model: R4.2's one action per team turn or per model)
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai.drafting import draft_team
from ai.heuristic import HeuristicCoach
from samurai_bowl.data import load_game_data
from samurai_bowl.engine.match import Match


def one_match(job: tuple[str, str, int, str]) -> tuple[int, float, float]:
    """(first level's touchdown margin, seconds, the first level's slowest turn in seconds)."""
    first, second, match, limit = job
    side = match % 2  # the first level coaches the home team in even matches
    seed = match // 2  # matches 2k and 2k+1 share their teams and dice
    data = load_game_data()
    clans = sorted(data.rosters)
    rng = random.Random(seed)
    a, b = draft_team(data, rng.choice(clans), rng), draft_team(data, rng.choice(clans), rng)
    coaches = [HeuristicCoach(seed, second), HeuristicCoach(seed, second)]
    coaches[side] = HeuristicCoach(seed, first)
    m = Match(data, a, b, seed, {"match": {"action_limit": limit}})
    start = time.perf_counter()
    slowest, turn_start, turn_seq = 0.0, 0.0, -1
    while m.pending is not None:
        prompt = m.pending
        if prompt.side == side and m.turn_seq != turn_seq:
            turn_seq, turn_start = m.turn_seq, time.perf_counter()
        m.apply(coaches[prompt.side].choose(m))
        if prompt.side == side and turn_seq == m.turn_seq:
            slowest = max(slowest, time.perf_counter() - turn_start)
    return m.teams[side].score - m.teams[1 - side].score, time.perf_counter() - start, slowest


def main() -> None:
    matches = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    limit = next((a for a in sys.argv[2:] if a in ("team", "model")), "team")
    pairs = [p.split(":") for p in sys.argv[2:] if ":" in p] or [["hard", "normal"], ["normal", "easy"]]
    with Pool(2) as pool:
        for first, second in pairs:
            results = pool.map(one_match, [(first, second, seed, limit) for seed in range(matches)])
            margins = [r[0] for r in results]
            wins, losses = sum(x > 0 for x in margins), sum(x < 0 for x in margins)
            decided = wins + losses
            share = 100 * wins / decided if decided else 0.0
            per = "team turn" if limit == "team" else "model"
            print(f"{first} vs {second}, {matches} matches, one action per {per}: "
                  f"{wins} W {matches - decided} D {losses} L; "
                  f"{share:.0f}% of decided matches won (bar 65%); "
                  f"mean margin {statistics.mean(margins):+.2f}")
            print(f"  median seconds per match {statistics.median(r[1] for r in results):.3f}; "
                  f"{first}'s slowest turn {max(r[2] for r in results):.3f} s (bar 1 s for hard)")


if __name__ == "__main__":
    main()
