"""Thousands of random matches with every invariant checked at every step (the CI suite plays 200).

Prints the number of matches and decisions checked and the median seconds per match.
Run: python benchmarks/bench_invariants.py [MATCHES]
"""

from __future__ import annotations

import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from samurai_bowl.ai.random_coach import RandomCoach
from samurai_bowl.ai.selfplay import play_checked
from samurai_bowl.data import load_game_data


def main() -> None:
    matches = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    data = load_game_data()
    kinds: Counter[str] = Counter()
    times = []
    for seed in range(matches):
        start = time.perf_counter()
        _, seen = play_checked(data, 10_000 + seed, RandomCoach, round_trip_every=50)
        times.append(time.perf_counter() - start)
        kinds.update(seen)
    print(f"{matches} matches, {sum(kinds.values()):,} decisions checked, no invariant broken")
    print(f"median seconds per checked match {statistics.median(times):.4f}")
    print("decisions by kind: " + ", ".join(f"{k} {v:,}" for k, v in kinds.most_common()))


if __name__ == "__main__":
    main()
