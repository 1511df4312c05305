"""Whether a clan's roster or the coach's play holds it back: the clan against the strongest clan,
first with the normal coach on both benches, then with the hard coach on the clan's, over the same
matches (the same drafted teams and dice seeds, the clan at home in even matches and away in odd
ones). The hard coach is the stronger play; if even it leaves the clan far below half of the
decided matches, and lifts it no more than it lifts any clan (about 61% of decided against normal
in ``bench_levels.py``), the roster is what holds the clan back. Both cores by default.

Run: python benchmarks/bench_clan_limits.py CLAN [MATCHES] [AGAINST] [from=SEED]
     (e.g. unicorn 100 scorpion from=160000)
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
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_levels import wilson

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.ai.heuristic import HeuristicCoach
from samurai_bowl.data import load_game_data
from samurai_bowl.engine import Match

LEVELS = ("normal", "hard")  # the coach of the clan's bench, in turn; the other bench is normal


def one_match(job: tuple[str, str, str, int]) -> tuple[int, float]:
    """(the clan's touchdown margin, CPU seconds) of one match."""
    clan, against, level, match = job
    side = match % 2
    data = load_game_data()
    rng = random.Random(f"clan-limits:{match // 2}")  # matches 2k and 2k+1 share teams and dice
    ours, theirs = draft_team(data, clan, rng), draft_team(data, against, rng)
    teams = (ours, theirs) if side == 0 else (theirs, ours)
    seed = match // 2
    coaches = [HeuristicCoach(seed, "normal"), HeuristicCoach(seed, "normal")]
    coaches[side] = HeuristicCoach(seed, level)
    m = Match(data, teams[0], teams[1], seed)
    start = time.process_time()
    while m.pending is not None:
        m.apply(coaches[m.pending.side].choose(m))
    return m.teams[side].score - m.teams[1 - side].score, time.process_time() - start


def main() -> None:
    words = [a for a in sys.argv[1:] if not a.startswith("from=")]
    data = load_game_data()
    if not words or words[0] not in data.rosters:
        sys.exit(f"bench_clan_limits: name a clan ({', '.join(sorted(data.rosters))})")
    clan = words[0]
    matches = int(words[1]) if len(words) > 1 else 100
    against = words[2] if len(words) > 2 else "scorpion"
    if against not in data.rosters:
        sys.exit(f"bench_clan_limits: no clan named {against!r}")
    first = next((int(a[5:]) for a in sys.argv[1:] if a.startswith("from=")), 0)
    workers = int(os.environ.get("WORKERS", "2"))
    margins: dict[str, list[int]] = {}
    with Pool(workers) as pool:
        for level in LEVELS:
            jobs = [(clan, against, level, 2 * first + n) for n in range(matches)]
            results = pool.map(one_match, jobs)
            margins[level] = [r[0] for r in results]
            wins = sum(x > 0 for x in margins[level])
            losses = sum(x < 0 for x in margins[level])
            decided = wins + losses
            low, high = wilson(wins, decided)
            print(
                f"{clan} ({level}) v {against} (normal), {matches} matches from seed {first}: "
                f"{wins} W {matches - decided} D {losses} L; {100 * wins / max(decided, 1):.0f}% of "
                f"decided ({100 * low:.0f}-{100 * high:.0f}); mean margin "
                f"{statistics.fmean(margins[level]):+.2f}; "
                f"{statistics.median(r[1] for r in results):.2f} s CPU a match"
            )
    lift = [h - n for h, n in zip(margins["hard"], margins["normal"], strict=True)]
    rng = random.Random(0)
    means = sorted(statistics.fmean(rng.choices(lift, k=len(lift))) for _ in range(2000))
    print(
        f"hard's lift of the margin, match by match: {statistics.fmean(lift):+.2f} "
        f"(95% interval {means[50]:+.2f} to {means[1949]:+.2f})"
    )


if __name__ == "__main__":
    main()
