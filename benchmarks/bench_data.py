"""Speed of the foundation: loading and validating all data, checking and drafting teams, saving.

Prints the median of several timed runs per operation. Run: python benchmarks/bench_data.py
"""

from __future__ import annotations

import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.data import load_game_data
from samurai_bowl.data.loader import _load
from samurai_bowl.files.paths import builtin_data_root
from samurai_bowl.teams.rules import check_team
from samurai_bowl.teams.store import TeamStore


def median_ms(fn: Callable[[], object], runs: int, per_run: int = 1) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        for _ in range(per_run):
            fn()
        times.append((time.perf_counter() - start) / per_run)
    return statistics.median(times) * 1000


def main() -> None:
    root = builtin_data_root()

    def cold_load() -> object:
        _load.cache_clear()
        return load_game_data()

    data = load_game_data()
    team = draft_team(data, "crab", random.Random(1))
    rng = random.Random(0)
    clans = sorted(data.rosters)
    rows = [
        ("load + validate all rosters and charts (cold)", median_ms(cold_load, 15), "ms"),
        ("check_team (R2, 12-16 players)", median_ms(lambda: check_team(team, data), 15, 200), "ms"),
        (
            "draft_team (random sensible team)",
            median_ms(lambda: draft_team(data, rng.choice(clans), rng), 15, 20),
            "ms",
        ),
    ]
    with tempfile.TemporaryDirectory() as tmp:
        store = TeamStore(Path(tmp))
        rows.append(
            (
                "save a team (validate + atomic write + fsync)",
                median_ms(lambda: store.save(team, data, overwrite=True), 15, 5),
                "ms",
            )
        )
    cli = [sys.executable, "-m", "samurai_bowl", "check"]
    rows.append(
        (
            "`samurai-bowl check` whole process",
            median_ms(lambda: subprocess.run(cli, cwd=root, capture_output=True, check=True), 7),
            "ms",
        )
    )
    print(f"{'operation':<50} {'median':>10}")
    for label, value, unit in rows:
        print(f"{label:<50} {value:>8.3f} {unit}")


if __name__ == "__main__":
    main()
