"""Tune the normal coach's nerve by play: the cross-entropy method over the thresholds and limits of
:class:`~samurai_bowl.ai.planners.nerve.Nerve` that the normal level plays by.

Each generation draws a population of nerves around the current mean (each setting scaled to its
range, with a spread of its own) and plays every one against the normal coach as it is, in paired
matches: the same two drafted teams and dice seed twice, the nerve coaching each team once, so
neither the draw of clans nor home advantage favours it. Every nerve of a generation meets the same
seeds, so they are compared on the same luck; each generation has seeds of its own. The best
quarter (by mean touchdown margin) becomes the next mean and spread. At the end the mean is played
against the normal coach on fresh seeds and written, with what each generation found and the
command that made it.

    python -m samurai_bowl.ai.tuning [--generations 8] [--population 8] [--pairs 40] [--seed 0]
                                     [--clan CLAN] [--workers N] [--out FILE]

``--clan`` tunes the nerve of one clan's coach (its team is that clan's in every match; the
opponent's clan is drawn). The matches go to every core; a run of the defaults is about 5,000
matches of the normal coach.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

import numpy as np

from samurai_bowl.ai.planners.nerve import Nerve

Objective = Callable[[list[dict[str, float]], int], list[float]]


@dataclass(frozen=True)
class Setting:
    """One setting of the nerve tuned, and the range it is tuned over."""

    name: str
    low: float
    high: float
    whole: bool = False  # a count of squares or turns, rounded

    def value(self, unit: float) -> float:
        """The setting's value for ``unit`` in [0, 1] of its range."""
        value = self.low + min(max(float(unit), 0.0), 1.0) * (self.high - self.low)
        return float(round(value)) if self.whole else round(value, 3)

    def unit(self, value: float) -> float:
        return (value - self.low) / (self.high - self.low)


SETTINGS = (
    Setting("score", 0.2, 0.9),
    Setting("relay", 0.2, 0.9),
    Setting("pick_up", 0.1, 0.8),
    Setting("blitz", 0.4, 0.95),
    Setting("chase", 0.2, 0.9),
    Setting("foul_break", 0.2, 0.9),
    Setting("carrier_dodge", 0.4, 1.0),
    Setting("open_dodge", 0.4, 1.0),
    Setting("pass_on", 0.4, 1.0),
    Setting("surge_on", 0.5, 1.0),
    Setting("carrier_dodge_alone", 0.3, 1.0),
    Setting("hand_on", 0.4, 1.0),
    Setting("pass_gain", 2, 8, whole=True),
    Setting("hand_gain", 2, 9, whole=True),
    Setting("kick_depth", 3, 10, whole=True),
    Setting("stall_turns", 0, 4, whole=True),
)
ELITE = 0.25  # the share of a generation that makes the next mean
FIRST_SPREAD = 0.15  # each setting's first spread, as a share of its range
LEAST_SPREAD = 0.02  # no setting's spread shrinks below this: the search never stops looking


def nerve_of(base: Nerve, settings: dict[str, float]) -> Nerve:
    """``base`` with the tuned settings, each of the type the nerve keeps it in."""
    kinds = {f.name: f.type for f in fields(Nerve)}
    typed: dict[str, Any] = {k: int(v) if kinds[k] in (int, "int") else float(v) for k, v in settings.items()}
    return replace(base, **typed)


def settings_of(nerve: Nerve) -> dict[str, float]:
    kept = asdict(nerve)
    return {s.name: float(kept[s.name]) for s in SETTINGS}


def cross_entropy(
    objective: Objective,
    start: dict[str, float],
    generations: int,
    population: int,
    seed: int,
    report: Callable[[int, list[float]], None] | None = None,
) -> tuple[dict[str, float], list[dict[str, float]]]:
    """The mean settings after ``generations`` of the cross-entropy method from ``start``, and per
    generation its best, mean and elite scores. ``objective(candidates, generation)`` scores a
    whole generation (higher is better), so that its candidates can share their seeds."""
    rng = np.random.default_rng(seed)
    mean = np.array([s.unit(start[s.name]) for s in SETTINGS])
    spread = np.full(len(SETTINGS), FIRST_SPREAD)
    elite = max(2, math.ceil(population * ELITE))
    history = []
    for generation in range(generations):
        units = np.clip(rng.normal(mean, spread, (population, len(SETTINGS))), 0.0, 1.0)
        units[0] = mean  # the mean itself is always weighed
        candidates = [{s.name: s.value(u) for s, u in zip(SETTINGS, row, strict=True)} for row in units]
        scores = objective(candidates, generation)
        best = np.argsort(scores)[::-1][:elite]
        mean = units[best].mean(axis=0)
        spread = np.maximum(units[best].std(axis=0), LEAST_SPREAD)
        history.append(
            {
                "best": float(max(scores)),
                "mean": float(statistics.mean(scores)),
                "elite": float(np.mean([scores[i] for i in best])),
            }
        )
        if report is not None:
            report(generation, scores)
    return {s.name: s.value(u) for s, u in zip(SETTINGS, mean, strict=True)}, history


# --- matches ----------------------------------------------------------------------------------
_BASE: Nerve | None = None


def _start(base: Nerve) -> None:
    global _BASE
    _BASE = base


def paired_margin(job: tuple[dict[str, float], int, str | None]) -> float:
    """The tuned nerve's mean touchdown margin over one pair of matches against the normal coach:
    the same fixture and dice twice, the nerve on the home bench and then on the away one, so each
    team is coached by it once. With a clan, the nerve coaches the clan's team, at home and then away."""
    from samurai_bowl.ai.drafting import draft_team
    from samurai_bowl.ai.heuristic import HeuristicCoach
    from samurai_bowl.data import load_game_data
    from samurai_bowl.engine import Match

    settings, seed, clan = job
    assert _BASE is not None
    data = load_game_data()
    clans = sorted(data.rosters)
    rng = random.Random(seed)
    ours = clan or rng.choice(clans)
    teams = draft_team(data, ours, rng), draft_team(data, rng.choice(clans), rng)
    margin = 0
    for side in (0, 1):  # the tuned coach at home, then away
        mine = 0 if clan is not None else side  # the team it coaches: the clan's, or each in turn
        home, away = (teams[mine], teams[1 - mine]) if side == 0 else (teams[1 - mine], teams[mine])
        m = Match(data, home, away, seed)
        coaches = [HeuristicCoach(seed, "normal"), HeuristicCoach(seed + 1, "normal")]
        coaches[side].nerve = nerve_of(_BASE, settings)
        while m.pending is not None:
            m.apply(coaches[m.pending.side].choose(m))
        margin += m.teams[side].score - m.teams[1 - side].score
    return margin / 2


def play_pairs(
    candidates: Sequence[dict[str, float]], seeds: range, clan: str | None, workers: int
) -> list[list[float]]:
    """Each candidate's paired margins over ``seeds``, on ``workers`` processes."""
    from samurai_bowl.ai.heuristic import NORMAL
    from samurai_bowl.processes.pool import end_pool, start_pool

    jobs = [(c, seed, clan) for c in candidates for seed in seeds]
    if workers > 1:
        pool = start_pool(workers, _start, (NORMAL,))
        try:
            margins = list(pool.map(paired_margin, jobs, chunksize=2))
        finally:
            end_pool(pool)
    else:
        _start(NORMAL)
        margins = [paired_margin(job) for job in jobs]
    n = len(seeds)
    return [margins[i * n : (i + 1) * n] for i in range(len(candidates))]


def interval(values: Sequence[float], z: float = 1.96) -> tuple[float, float, float]:
    """The mean and its normal 95% interval."""
    mean = statistics.fmean(values)
    half = z * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else math.inf
    return mean, mean - half, mean + half


def main(argv: list[str] | None = None) -> int:
    from samurai_bowl.ai.heuristic import NORMAL
    from samurai_bowl.ai.win_fit import written
    from samurai_bowl.data import load_game_data
    from samurai_bowl.files.atomic import check_target
    from samurai_bowl.processes.cores import available_cores

    parser = argparse.ArgumentParser(
        prog="python -m samurai_bowl.ai.tuning", description=(__doc__ or "").splitlines()[0]
    )
    parser.add_argument("--generations", type=int, default=8)
    parser.add_argument("--population", type=int, default=8)
    parser.add_argument("--pairs", type=int, default=40, help="paired matches per nerve and generation")
    parser.add_argument("--seed", type=int, default=0, help="the first pair's seed")
    parser.add_argument("--clan", default=None, help="tune one clan's coach (default: every clan)")
    parser.add_argument("--workers", type=int, default=None, help="processes (default: every core)")
    parser.add_argument("--out", type=Path, default=Path("nerve_tuned.json"))
    args = parser.parse_args(argv)
    for name in ("generations", "population", "pairs"):
        if getattr(args, name) < (2 if name == "population" else 1):
            parser.error(f"--{name}: too few ({getattr(args, name)})")
    if args.clan is not None and args.clan not in load_game_data().rosters:
        parser.error(f"--clan: no roster named {args.clan!r}")
    try:  # refused before any match is played
        check_target(args.out, "the tuned nerve")
    except OSError as exc:
        parser.exit(1, f"{parser.prog}: {exc}\n")
    workers = args.workers or available_cores()
    start = time.perf_counter()

    def objective(candidates: list[dict[str, float]], generation: int) -> list[float]:
        first = args.seed + generation * args.pairs
        played = play_pairs(candidates, range(first, first + args.pairs), args.clan, workers)
        return [statistics.fmean(margins) for margins in played]

    def report(generation: int, scores: list[float]) -> None:
        print(
            f"generation {generation + 1}: best {max(scores):+.3f}, mean {statistics.fmean(scores):+.3f} "
            f"touchdowns a match against the normal coach ({time.perf_counter() - start:.0f} s)",
            file=sys.stderr,
        )

    tuned, history = cross_entropy(
        objective, settings_of(NORMAL), args.generations, args.population, args.seed, report
    )
    check_from = args.seed + args.generations * args.pairs  # seeds no generation played
    check = range(check_from, check_from + 2 * args.pairs)
    if args.clan is None:  # normal's own nerve on both benches of a fixture scores exactly 0
        checked, untuned = play_pairs([tuned], check, None, workers)[0], [0.0] * len(check)
    else:  # the nerve it started from, on the same pairs: a clan's own margin is not 0 against the field
        checked, untuned = play_pairs([tuned, settings_of(NORMAL)], check, args.clan, workers)
    mean, low, high = interval(checked)
    gain = interval([a - b for a, b in zip(checked, untuned, strict=True)])
    print(
        f"tuned nerve: {mean:+.3f} ({low:+.3f} to {high:+.3f}) touchdowns a match; the normal nerve on "
        f"the same pairs {statistics.fmean(untuned):+.3f}; gain {gain[0]:+.3f} ({gain[1]:+.3f} to "
        f"{gain[2]:+.3f})",
        file=sys.stderr,
    )
    command = (
        f"python -m samurai_bowl.ai.tuning --generations {args.generations} --population "
        f"{args.population} --pairs {args.pairs} --seed {args.seed}"
    ) + (f" --clan {args.clan}" if args.clan else "")
    result = {
        "nerve": tuned,
        "clan": args.clan,
        "checked": {"pairs": len(checked), "margin": [mean, low, high], "gain": list(gain)},
        "generations": history,
        "command": command,
    }
    written(parser, args.out, json.dumps(result, indent=1) + "\n", "the tuned nerve")
    print(f"wrote {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
