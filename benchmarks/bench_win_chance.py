"""Win chances at the start of every team turn of a real match (normal coach against normal coach),
as the match screen makes them: how many play-outs fit in the budget of about a second, and how
long each estimate takes, on one worker (in this process) and on every core (the window's worker
processes). Prints medians over the match's turns.

    python benchmarks/bench_win_chance.py [--seed 5] [--seconds 1.0] [--turns 12]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.ai.story import turn_starts
from samurai_bowl.ai.win_chance import Tally, within
from samurai_bowl.cli.workers import make_coach, play_match
from samurai_bowl.data import load_game_data
from samurai_bowl.engine.match import Match
from samurai_bowl.ui.story import win_chance_live


def on_every_core(position: Match, seconds: float) -> Tally:
    pool = win_chance_live._pool(position.data)
    saved = position.to_json()
    n = win_chance_live.cores()
    futures = [pool.submit(win_chance_live._play, saved, seconds, first, n) for first in range(n)]
    return sum((future.result() for future in futures), Tally())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=win_chance_live.SECONDS)
    parser.add_argument("--turns", type=int, default=12, help="turn starts measured, spread over the match")
    args = parser.parse_args()
    data = load_game_data()
    rng = random.Random(args.seed)
    home, away = draft_team(data, "crab", rng), draft_team(data, "lion", rng)
    coaches = (make_coach("normal", args.seed), make_coach("normal", args.seed))
    match = play_match(data, home, away, args.seed, coaches)
    starts, _ = turn_starts(match)
    chosen = starts[:: max(1, len(starts) // args.turns)][: args.turns]
    on_every_core(chosen[0][1], 0.01)  # the pool started and warm before anything is timed
    every = f"{win_chance_live.cores()} workers"
    results: dict[str, list[tuple[float, float, int]]] = {"1 worker": [], every: []}
    for _, position in chosen:  # one worker and every core in turn, position by position
        for name, estimate in zip(
            results,
            (lambda p: within(p, args.seconds), lambda p: on_every_core(p, args.seconds)),
            strict=True,
        ):
            wall, cpu = time.perf_counter(), time.process_time()
            tally = estimate(position)
            results[name].append((time.perf_counter() - wall, time.process_time() - cpu, tally.playouts))
    print(f"{len(chosen)} turn starts of a normal-v-normal match (seed {args.seed}), budget {args.seconds} s")
    for name, rows in results.items():
        walls, cpus, counts = zip(*rows, strict=True)
        print(
            f"{name:>10}: median {statistics.median(walls):.2f} s wall, "
            f"{statistics.median(cpus):.2f} s CPU here, {statistics.median(counts):.0f} play-outs per "
            f"estimate (least {min(counts)}, most {max(counts)})"
        )


if __name__ == "__main__":
    main()
