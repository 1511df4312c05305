"""A league season end to end: a 16-team double round robin (240 fixtures) of normal AI v normal AI,
every match simulated headless and recorded in a league database in a temporary folder.

Reports the total time, seconds per fixture, and the time spent in the league store (every
LeagueStore call: SQLite, the JSON of the ledger and folding teams up) — the bar is under 5% of
the total — then the top of the final standings.
Run: python benchmarks/bench_league.py [TEAMS]   (default 16; e.g. 4 for a quick run)
"""

from __future__ import annotations

import functools
import random
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.data import load_game_data
from samurai_bowl.data.loader import GameData
from samurai_bowl.league.db import league_path, open_db
from samurai_bowl.league.play import simulate
from samurai_bowl.league.store import LeagueStore
from samurai_bowl.teams.model import Team

SEED = 16
DB_BAR = 0.05  # share of the season's time spent in the store

# The store's methods that read or write the database. A call made inside another (fill_roster
# calls team and hire) is counted once, in the outermost call.
STORE_METHODS = (
    "create",
    "league",
    "leagues",
    "add_team",
    "entries",
    "entry",
    "team",
    "unfit",
    "hire",
    "fill_roster",
    "draw_schedule",
    "fixtures",
    "next_fixture",
    "fixture",
    "record",
    "correct",
    "standings",
)


class StoreClock:
    """Seconds spent inside the store, outermost calls only, in total and per method."""

    def __init__(self) -> None:
        self.total = 0.0
        self.by_method: dict[str, float] = defaultdict(float)
        self.calls: dict[str, int] = defaultdict(int)
        self._depth = 0

    def wrap(self, name: str, method: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(method)
        def timed(*args: Any, **kwargs: Any) -> Any:
            if self._depth:
                return method(*args, **kwargs)
            self._depth += 1
            start = time.perf_counter()
            try:
                return method(*args, **kwargs)
            finally:
                spent = time.perf_counter() - start
                self._depth -= 1
                self.total += spent
                self.by_method[name] += spent
                self.calls[name] += 1

        return timed

    def instrument(self, store: LeagueStore) -> None:
        for name in STORE_METHODS:
            if hasattr(store, name):
                setattr(store, name, self.wrap(name, getattr(store, name)))


def drafted_teams(data: GameData, count: int) -> list[Team]:
    """``count`` legal teams, the clans taken in turn, every name different."""
    rng = random.Random(SEED)
    clans = sorted(data.rosters)
    teams: list[Team] = []
    names: set[str] = set()
    for index in range(count):
        team = draft_team(data, clans[index % len(clans)], rng)
        while team.name in names:
            team = team.model_copy(update={"name": f"{team.name} {index}"})
        names.add(team.name)
        teams.append(team)
    return teams


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 16
    data = load_game_data()
    teams = drafted_teams(data, count)
    clock = StoreClock()
    per_fixture: list[float] = []
    store_per_fixture: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        season_start = time.perf_counter()
        opened = time.perf_counter()
        db = open_db(league_path(Path(folder)))
        clock.total += time.perf_counter() - opened
        clock.by_method["open_db"] += time.perf_counter() - opened
        clock.calls["open_db"] += 1
        store = LeagueStore(db, data)
        clock.instrument(store)
        league = store.create("Bench League", rounds=2)
        for number, team in enumerate(teams):
            store.add_team(league, team, f"Coach {number}", "normal")
        fixtures = store.draw_schedule(league, seed=SEED)
        while True:
            start, in_store = time.perf_counter(), clock.total
            fixture = store.next_fixture(league)  # as the CLI does before each game
            if fixture is None:
                break
            simulate(store, league, fixture)
            per_fixture.append(time.perf_counter() - start)
            store_per_fixture.append(clock.total - in_store)
        table = store.standings(league)
        total = time.perf_counter() - season_start
        db.close()  # the last connection folds the write-ahead log into the file
        size = league_path(Path(folder)).stat().st_size

    share = clock.total / total
    tenth = max(1, len(store_per_fixture) // 10)
    print(f"{count} teams (clans in turn, normal AI), double round robin: {len(fixtures)} fixtures")
    print(
        f"total {total:.1f} s, {total / len(fixtures):.3f} s per fixture "
        f"(median {statistics.median(per_fixture):.3f} s, max {max(per_fixture):.3f} s)"
    )
    print(
        f"in the store {clock.total:.2f} s = {share:.1%} of the total (bar {DB_BAR:.0%}): "
        f"{'ok' if share < DB_BAR else 'OVER'}"
    )
    print(
        f"store ms per fixture: median {statistics.median(store_per_fixture) * 1000:.1f}, "
        f"first tenth median {statistics.median(store_per_fixture[:tenth]) * 1000:.1f}, "
        f"last tenth median {statistics.median(store_per_fixture[-tenth:]) * 1000:.1f}, "
        f"max {max(store_per_fixture) * 1000:.1f}"
    )
    breakdown = sorted(clock.by_method.items(), key=lambda item: -item[1])
    shown = [f"{name} {spent:.2f} s/{clock.calls[name]}" for name, spent in breakdown if spent >= 0.005]
    print("store time by call (seconds/calls): " + ", ".join(shown))
    print(f"database file {size / 1024:.0f} KiB")
    print("standings (top 5):")
    heads = f"{'P':>3} {'W':>3} {'D':>3} {'L':>3} {'TD+':>4} {'TD-':>4} {'Cas':>4} {'Pts':>4}"
    print(f"  {'':3} {'team':32} {heads}")
    for place, line in enumerate(table[:5], start=1):
        print(
            f"  {place:>2}. {line.name:32} {line.played:>3} {line.won:>3} {line.drawn:>3} {line.lost:>3} "
            f"{line.scored:>4} {line.conceded:>4} {line.casualties:>4} {line.points:>4}"
        )


if __name__ == "__main__":
    main()
