"""How good and how fast the win-chance figures are.

``calibration``: on held-out seeded matches (normal coach against normal coach, clans drawn at
random, both R4.2 options, seeds the model never saw), the position at the start of every team turn
gets three figures: the model's alone, PLAYOUTS play-outs alone, and both combined as the window
combines them. Each is scored against how the match really ended: the Brier score (lower is
better) and a reliability table of each side's chance to win in 10 bins (the mean figure beside the
observed share, with the share's standard error). It also shows the combined Brier score for other
weights of the model's prior. The play-outs' tallies are kept in ``--cache`` as they come, so a run
stopped half way goes on where it stopped and the report can be made again without playing.

    python benchmarks/bench_win_chance.py calibration [--matches 100] [--first 1000000]
        [--playouts 16] [--cache FILE] [--workers N] [--model FILE] [--report-only]

``pairings``: the model's figure on held-out matches between AI levels (each pairing's own
matches, played by ``python -m samurai_bowl.ai.pairings`` and kept in ``--keep``): per pairing, the
Brier score beside a constant that knows the pairing's win, draw and loss rates, and the
reliability bins, with 95% intervals by match. Then a level hidden behind a coach's name: its rating
learnt from LEARN matches against the normal AI, and the figures of the next 100 matches read
from that rating as it goes on moving; with ``--names N``, N such coaches of each hidden level,
each on matches of his own, their figures judged together.

    python benchmarks/bench_win_chance.py pairings [--play PAIRINGS@SEED+MATCHES ...] [--keep DIR]
        [--hide easy,hard] [--learn 20] [--names 1] [--model FILE]

``speed``: win chances at the start of every team turn of one real match, as the match screen
makes them: how many play-outs fit in the budget of about a second, and how long each estimate
takes, on one worker (in this process) and on every core (the window's worker processes); and how
long the model's figure takes.

    python benchmarks/bench_win_chance.py speed [--seed 5] [--seconds 1.0] [--turns 12]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

import numpy as np
from coach_calibration import (
    constant_figures,
    judge,
    level_figures,
    pairing_positions,
    rating_figures,
    report,
)

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.ai.pairings import LevelPositions
from samurai_bowl.ai.story import turn_starts
from samurai_bowl.ai.win_chance import Tally, estimate
from samurai_bowl.ai.win_fit import brier, match_options
from samurai_bowl.ai.win_model import LEVELS, PRIOR_PLAYOUTS, WinModel, combine, outcome, shipped
from samurai_bowl.data import load_game_data
from samurai_bowl.data.loader import GameData
from samurai_bowl.engine import Match, SeededDice
from samurai_bowl.play.coaches import make_coach
from samurai_bowl.play.games import play_match
from samurai_bowl.processes.cores import available_cores
from samurai_bowl.ui.story import win_chance_live

BINS = 10
WEIGHTS = (2.0, 4.0, 8.0, 12.0, 16.0, 24.0, 32.0, 64.0)


# -- calibration ---------------------------------------------------------------------------------


def held_out_match(data: GameData, seed: int) -> Match:
    """The held-out match of ``seed``, played as the model's self-play plays (win_fit)."""
    clans = sorted(data.rosters)
    rng = random.Random(seed)
    home, away = draft_team(data, rng.choice(clans), rng), draft_team(data, rng.choice(clans), rng)
    coaches = (make_coach("normal", seed), make_coach("normal", seed + 1))
    return play_match(data, home, away, seed, coaches, match_options(seed))


_DATA: GameData | None = None


def _start(data: GameData) -> None:
    global _DATA
    _DATA = data


def _tallies(seed: int, playouts: int) -> tuple[int, dict[int, list[int]]]:
    """The play-outs' tally (home, draws, away) at every turn start of match ``seed``, by actions."""
    assert _DATA is not None
    match = held_out_match(_DATA, seed)
    out = {}
    for start, position in turn_starts(match)[0]:
        tally = estimate(position, playouts)
        out[start.at] = [tally.home, tally.draws, tally.away]
    return seed, out


def _load_cache(path: Path, playouts: int) -> dict[str, dict[str, list[int]]]:
    if not path.exists():
        return {}
    doc = json.loads(path.read_text(encoding="utf-8"))
    if doc.get("playouts") != playouts:
        sys.exit(f"{path}: made with {doc.get('playouts')} play-outs, not {playouts}: choose another --cache")
    matches: dict[str, dict[str, list[int]]] = doc["matches"]
    return matches


def _save_cache(path: Path, playouts: int, matches: dict[str, dict[str, list[int]]]) -> None:
    tmp = path.with_suffix(".part")
    tmp.write_text(json.dumps({"playouts": playouts, "matches": matches}), encoding="utf-8")
    tmp.replace(path)


def play_tallies(data: GameData, seeds: list[int], playouts: int, cache: Path, workers: int) -> None:
    """Play out every turn start of the matches ``seeds`` not yet in ``cache``, saving as they come."""
    from samurai_bowl.processes.pool import end_pool, start_pool, submit

    done = _load_cache(cache, playouts)
    todo = [seed for seed in seeds if str(seed) not in done]
    if not todo:
        return
    started = time.perf_counter()
    pool = start_pool(workers, _start, (data,))
    try:
        futures = [submit(pool, _tallies, seed, playouts) for seed in todo]
        for number, future in enumerate(futures, 1):
            seed, tallies = future.result()
            done[str(seed)] = {str(at): tally for at, tally in tallies.items()}
            _save_cache(cache, playouts, done)
            print(
                f"{number}/{len(todo)} matches played out, {time.perf_counter() - started:.0f} s",
                file=sys.stderr,
            )
    finally:
        end_pool(pool)


def home_rows(
    data: GameData, model: WinModel, seeds: list[int], cache: dict[str, dict[str, list[int]]]
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """For every turn start of ``seeds``: the model's (home, draw, away), the play-outs' tallies
    (home, draws, away) and how the match ended for home (0 won, 1 drawn, 2 lost)."""
    priors, tallies, results = [], [], []
    for seed in seeds:
        if str(seed) not in cache:  # not played out yet: a report made while the run goes on
            continue
        match = held_out_match(data, seed)
        ended = outcome(match, 0)
        for start, position in turn_starts(match)[0]:
            priors.append(model.chances(position))
            tallies.append(cache[str(seed)][str(start.at)])
            results.append(ended)
    return np.array(priors), np.array(tallies, dtype=np.float64), np.array(results, dtype=np.int64)


def combined(priors: np.ndarray, tallies: np.ndarray, weight: float) -> np.ndarray:
    out = []
    for prior, (home, draws, away) in zip(priors, tallies, strict=True):
        tally = Tally(int(home), int(draws), int(away))
        out.append(combine((prior[0], prior[1], prior[2]), tally, weight).chances())
    return np.array(out)


def reliability(p: np.ndarray, results: np.ndarray) -> list[tuple[str, int, float, float, float]]:
    """Each side's chance to win, both sides pooled, in BINS bins: (bin, count, mean figure,
    observed share, its standard error)."""
    chance = np.concatenate([p[:, 0], p[:, 2]])
    won = np.concatenate([results == 0, results == 2]).astype(np.float64)
    rows = []
    for b in range(BINS):
        low, high = b / BINS, (b + 1) / BINS
        inside = (chance >= low) & ((chance < high) | ((b == BINS - 1) & (chance <= high)))
        n = int(inside.sum())
        if n == 0:
            rows.append((f"{low:.0%}–{high:.0%}", 0, float("nan"), float("nan"), float("nan")))
            continue
        share = float(won[inside].mean())
        rows.append(
            (
                f"{low:.0%}–{high:.0%}",
                n,
                float(chance[inside].mean()),
                share,
                (share * (1 - share) / n) ** 0.5,
            )
        )
    return rows


def calibration(args: argparse.Namespace) -> None:
    data = load_game_data()
    model = (
        WinModel.loads(args.model.read_text(encoding="utf-8"), str(args.model)) if args.model else shipped()
    )
    seeds = list(range(args.first, args.first + args.matches))
    if not args.report_only:
        play_tallies(data, seeds, args.playouts, args.cache, args.workers or available_cores())
    cache = _load_cache(args.cache, args.playouts)
    seeds = [seed for seed in seeds if str(seed) in cache]
    if not seeds:
        sys.exit(f"{args.cache}: no match played out yet")
    priors, tallies, results = home_rows(data, model, seeds, cache)
    playouts = tallies / tallies.sum(axis=1, keepdims=True)
    sources = {
        "model alone": priors,
        f"{args.playouts} play-outs": playouts,
        f"combined (prior = {PRIOR_PLAYOUTS:g} play-outs)": combined(priors, tallies, PRIOR_PLAYOUTS),
    }
    print(f"{len(results)} turn starts of {len(seeds)} held-out matches (seeds {seeds[0]}–{seeds[-1]})")
    for name, p in sources.items():
        print(f"\n{name}: Brier {brier(p, results):.4f}")
        print(f"  {'bin':>9} {'n':>5} {'figure':>7} {'observed':>9} {'± s.e.':>7} {'gap':>6}")
        for label, n, mean, share, se in reliability(p, results):
            if n:
                print(
                    f"  {label:>9} {n:>5} {mean:>7.1%} {share:>9.1%} {se:>7.1%} {(share - mean) * 100:>+5.1f}"
                )
    print("\ncombined Brier by the prior's weight (play-outs):")
    print("  " + "  ".join(f"{w:g}: {brier(combined(priors, tallies, w), results):.4f}" for w in WEIGHTS))


# -- pairings -----------------------------------------------------------------------------------

JUDGED_PLAYS = (
    "normal:normal,normal:easy,normal:random,easy:random@400000+1600",
    "hard:normal,hard:easy@410000+800",
)


def held_out(args: argparse.Namespace) -> LevelPositions:
    from samurai_bowl.ai.pairings import played_or_kept
    from samurai_bowl.ai.win_fit import parse_play

    plays = [(play, *parse_play(play)) for play in args.play or JUDGED_PLAYS]
    return played_or_kept(load_game_data(), plays, args.keep, args.workers or available_cores())


def hidden_level(model: WinModel, positions: LevelPositions, level: str, learn: int, names: int) -> None:
    """Coaches who are the AI at ``level`` under ``names`` names, each with matches of his own
    against the normal AI: his rating learnt from ``learn`` of them from the prior, then his next
    100 matches' figures read from that rating as it moves on. Each name's rating is checked
    against the level's own; the figures of all names are judged together (one name's 100
    matches leave bins some 15 points wide)."""
    from samurai_bowl.ai.coaching import Rating
    from samurai_bowl.ratings.rating import PRIOR, rated

    if level == "normal":
        print("hidden normal: its matches against normal cannot tell its bench from the other")
        return
    against = pairing_positions(positions, level, "normal")
    index, each = LEVELS.index(level), learn + 100
    seeds = [int(s) for s in np.unique(against.match)]
    if len(seeds) < each:
        print(f"hidden {level}: {len(seeds)} matches against normal, {each} needed")
        return
    names = min(names, len(seeds) // each)
    normal, own = model.levels["normal"], model.levels[level]
    before: dict[int, Rating] = {}
    for name in range(names):
        rating = PRIOR
        for number, seed in enumerate(seeds[name * each : (name + 1) * each]):
            if number >= learn:
                before[seed] = rating
            row = int(np.flatnonzero(against.match == seed)[0])
            result = int(against.outcomes[row])
            if int(against.mover_level[row]) != index:
                result = 2 - result  # the first mover was his opponent
            rating, _ = rated(rating, normal, result, b_fixed=True)
            if number == learn - 1:
                inside = rating.low <= own.mu <= rating.high
                print(
                    f"hidden {level} #{name + 1}, after {learn} matches against normal: {rating.shown()} "
                    f"(the level's own {own.shown()}); the level's rating is "
                    f"{'inside' if inside else 'OUTSIDE'} the learnt interval"
                )
    later = against.where(np.isin(against.match, list(before)))
    p = rating_figures(model, later, index, before)
    title = f"hidden {level}, the next 100 matches of {names} name{'s' if names > 1 else ''}"
    print("\n".join(report(judge(title, p, constant_figures(later), later))))


def by_pairing(args: argparse.Namespace) -> None:
    from samurai_bowl.ai.pairings import JUDGED

    model = (
        WinModel.loads(args.model.read_text(encoding="utf-8"), str(args.model)) if args.model else shipped()
    )
    positions = held_out(args)
    print("the levels' ratings: " + ", ".join(f"{n} {r.shown()}" for n, r in model.levels.items()))
    summary = []
    for a, b in JUDGED:
        part = pairing_positions(positions, a, b)
        if not len(part.outcomes):
            continue
        j = judge(f"{a} v {b}", level_figures(model, part), constant_figures(part), part)
        print("\n" + "\n".join(report(j)))
        judged = [x for x in j.bins if x.judged]
        worst = max(judged, key=lambda x: abs(x.gap), default=None)
        summary.append(
            f"{j.name:>16} {j.matches:>5} {j.model:.4f} {j.constant:.4f} {j.model - j.constant:+.4f} "
            f"({j.low:+.4f} to {j.high:+.4f}) "
            + (
                ""
                if worst is None
                else f"worst bin {worst.label} {worst.gap * 100:+.1f} "
                f"({worst.low * 100:+.1f} to {worst.high * 100:+.1f})"
            )
            + f"  {'ok' if j.brier_met and j.bins_met else 'NOT MET'}"
        )
    print("\npairing          matches  Brier  constant  difference (95%)  worst judged bin")
    print("\n".join(summary))
    for level in args.hide.split(",") if args.hide else []:
        print()
        hidden_level(model, positions, level.strip(), args.learn, args.names)


# -- speed ---------------------------------------------------------------------------------------


def on_every_core(position: Match, playouts: int) -> Tally:
    pool = win_chance_live._pool(position.data)
    saved = position.clone(dice=SeededDice(0)).to_json()  # as the window sends it: dice of their own
    n = win_chance_live.cores()
    futures = [pool.submit(win_chance_live._play, saved, first, n, playouts) for first in range(n)]
    return sum((future.result() for future in futures), Tally())


def speed(args: argparse.Namespace) -> None:
    data = load_game_data()
    rng = random.Random(args.seed)
    home, away = draft_team(data, "crab", rng), draft_team(data, "lion", rng)
    coaches = (make_coach("normal", args.seed), make_coach("normal", args.seed))
    match = play_match(data, home, away, args.seed, coaches)
    starts, _ = turn_starts(match)
    chosen = starts[:: max(1, len(starts) // args.turns)][: args.turns]
    model = shipped()
    model_times = []
    for _, position in starts:
        wall, cpu = time.perf_counter(), time.process_time()
        model.chances(position)
        model_times.append((time.perf_counter() - wall, time.process_time() - cpu))
    from samurai_bowl.ratings.rating import PRIOR

    for name, coaches in (
        ("a new coach v easy", (PRIOR, model.levels["easy"])),
        ("two new coaches", (PRIOR, PRIOR)),
    ):
        times = []
        for _, position in starts:
            wall, cpu = time.perf_counter(), time.process_time()
            model.chances(position, coaches)
            times.append((time.perf_counter() - wall, time.process_time() - cpu))
        walls, cpus = zip(*times, strict=True)
        print(
            f"     model, {name}: median {statistics.median(walls) * 1000:.2f} ms wall, "
            f"{statistics.median(cpus) * 1000:.2f} ms CPU, most {max(walls) * 1000:.2f} ms wall"
        )
    on_every_core(chosen[0][1], 1)  # the pool started and warm before anything is timed
    every = f"{win_chance_live.cores()} workers"
    results: dict[str, list[tuple[float, float, int]]] = {"1 worker": [], every: []}
    for _, position in chosen:  # one worker and every core in turn, position by position
        for name, way in zip(
            results,
            (lambda p: estimate(p, args.playouts), lambda p: on_every_core(p, args.playouts)),
            strict=True,
        ):
            wall, cpu = time.perf_counter(), time.process_time()
            tally = way(position)
            results[name].append((time.perf_counter() - wall, time.process_time() - cpu, tally.playouts))
    win_chance_live.close_pool()
    print(f"{len(chosen)} turn starts of a match (seed {args.seed}), {args.playouts} play-outs each")
    walls, cpus = zip(*model_times, strict=True)
    print(
        f"     model: median {statistics.median(walls) * 1000:.2f} ms wall, "
        f"{statistics.median(cpus) * 1000:.2f} ms CPU a figure ({len(starts)} turn starts)"
    )
    for name, rows in results.items():
        walls, cpus, counts = zip(*rows, strict=True)
        print(
            f"{name:>10}: median {statistics.median(walls):.2f} s wall, "
            f"{statistics.median(cpus):.2f} s CPU here, {statistics.median(counts):.0f} play-outs per "
            f"estimate (least {min(counts)}, most {max(counts)})"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    cal = commands.add_parser("calibration", help="Brier scores and reliability on held-out matches")
    cal.add_argument("--matches", type=int, default=100)
    cal.add_argument("--first", type=int, default=1_000_000, help="the first held-out match's seed")
    cal.add_argument("--playouts", type=int, default=16)
    cal.add_argument("--cache", type=Path, default=Path("win_chance_playouts.json"))
    cal.add_argument("--workers", type=int, default=None)
    cal.add_argument("--model", type=Path, default=None, help="a model file (default: the shipped one)")
    cal.add_argument(
        "--report-only", action="store_true", help="report on the matches in --cache, playing none"
    )
    cal.set_defaults(run=calibration)
    pair = commands.add_parser("pairings", help="the figure per pairing of AI levels, and a hidden level")
    pair.add_argument(
        "--play", action="append", help="PAIRINGS@SEED+MATCHES of held-out matches (again for more)"
    )
    pair.add_argument(
        "--keep", type=Path, default=Path("held_out_positions"), help="where the positions are kept"
    )
    pair.add_argument("--workers", type=int, default=None)
    pair.add_argument("--model", type=Path, default=None, help="a model file (default: the shipped one)")
    pair.add_argument("--hide", default="easy,hard", help="levels to hide behind a coach's name")
    pair.add_argument("--learn", type=int, default=20, help="matches the hidden coach's rating learns from")
    pair.add_argument(
        "--names", type=int, default=1, help="hidden coaches of each level, each with matches of his own"
    )
    pair.set_defaults(run=by_pairing)
    fast = commands.add_parser("speed", help="how long the figures take")
    fast.add_argument("--seed", type=int, default=5)
    fast.add_argument("--playouts", type=int, default=win_chance_live.PLAYOUTS)
    fast.add_argument("--turns", type=int, default=12, help="turn starts measured, spread over the match")
    fast.set_defaults(run=speed)
    args = parser.parse_args()
    args.run(args)


if __name__ == "__main__":
    main()
