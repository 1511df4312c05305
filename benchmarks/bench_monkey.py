"""The monkey's long run (tests/ui/monkey.py): seeded random input on every screen of the window,
headless, for whole matches against the AI and hot-seat, both ends of a network match, the builder,
a league, the replays and the resume screens. Prints the steps run, the screens visited, the
matches played to their results (and how many to full time), every error found (with its seed and
step) and the wall and CPU time.

    python benchmarks/bench_monkey.py --seeds 10 --steps 2000
    python benchmarks/bench_monkey.py --start mid-match --seeds 40 --steps 400   # one start only
    python benchmarks/bench_monkey.py --keen 0.4 --steps 3000   # 40% of decisions a coach's

A run goes on past an error to the next seed; the exit status is 1 when any was found."""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from functools import partial
from pathlib import Path

os.environ.setdefault("ARCADE_HEADLESS", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from samurai_bowl.data import load_game_data
from samurai_bowl.teams.store import TeamStore
from samurai_bowl.ui.app import App, open_window
from tests.ui.monkey import Tally, Trouble, run_monkey
from tests.ui.monkey_starts import STARTS


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=6, help="runs per start screen")
    parser.add_argument("--steps", type=int, default=1500, help="gestures per run")
    parser.add_argument("--first-seed", type=int, default=1000)
    parser.add_argument("--start", choices=sorted(STARTS), action="append", help="only these starts")
    parser.add_argument("--keen", type=float, default=0.0, help="share of decisions made as a coach would")
    args = parser.parse_args()
    data = load_game_data()
    starts = args.start or list(STARTS)
    total, found = Tally(), []
    wall, cpu = time.perf_counter(), time.process_time()
    with tempfile.TemporaryDirectory(prefix="monkey-") as base:
        app = open_window(data, Path(base) / "window", 1280, 720)
        for start in starts:
            for seed in range(args.first_seed, args.first_seed + args.seeds):
                folder = Path(base) / f"{start}-{seed}"
                folder.mkdir()
                quiet(app, folder)
                try:
                    tally = run_monkey(app, seed, args.steps, partial(STARTS[start], app, data), args.keen)
                except Trouble as trouble:
                    found.append((start, trouble))
                    total.add(trouble.tally)
                    print(
                        f"[{start}] seed {trouble.seed} step {trouble.step} on {trouble.screen}: "
                        f"{type(trouble.error).__name__}: {trouble.error}\n{trouble.trace}",
                        flush=True,
                    )
                    continue
                total.add(tally)
                print(
                    f"[{start}] seed {seed}: {tally.steps} steps, {tally.matches_ended} matches ended "
                    f"({tally.full_time} at full time), "
                    f"{tally.wall:.1f} s",
                    flush=True,
                )
        app.window.close()
    print(f"\nsteps run: {total.steps}")
    print(
        f"screens visited ({len(total.screens)}): "
        + ", ".join(f"{k} {v}" for k, v in total.screens.most_common())
    )
    print(f"matches played to their end: {total.matches_ended} ({total.full_time} at full time)")
    print(f"errors found: {len(found)}")
    for start, problem in found:
        print(f"\n--- [{start}] seed {problem.seed}, step {problem.step}, on {problem.screen}\n{problem}")
    print(f"wall {time.perf_counter() - wall:.1f} s, CPU {time.process_time() - cpu:.1f} s")
    return 1 if found else 0


def quiet(app: App, folder: Path) -> None:
    """A fresh player's folder; the settings as a new player has them but the AI moving at once,
    kept in memory only: a run depends on its start and seed alone."""
    app.folder = folder
    app.teams = TeamStore(folder)
    fresh = type(app.settings)()  # each run from the same settings, whatever the last one chose
    app.settings = fresh.model_copy(update={"animation_speed": "instant", "show_win_chance": False})
    app.save_settings = lambda settings: setattr(app, "settings", settings)  # type: ignore[method-assign]


if __name__ == "__main__":
    sys.exit(main())
