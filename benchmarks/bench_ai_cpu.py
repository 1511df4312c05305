"""CPU price of the AI coach's matches: seeded normal-vs-normal matches over mixed clans, each
played in a worker process; per match the number of actions, the first 16 hex digits of the sha256
of its actions (one ``str(action)`` a line, as tests/ai/test_same_matches.py records them) and
the CPU and wall seconds of the play (drafting and loading the game data not counted); then the
median CPU and wall seconds per match with a 95% interval.

With ``--against REV`` the same matches are also played by the code of git revision REV (exported
with ``git archive`` to a temporary directory, its worker started there), match by match in turn
with this tree's (old first on even seeds, new first on odd ones) so the machine's noise hits both;
it prints the ratio of the medians (old / new: above 1 means this tree is cheaper), the median of
the per-match ratios with its 95% interval, and whether every match's digest is the same.
Run: python benchmarks/bench_ai_cpu.py [--seeds N] [--first SEED] [--level LEVEL] [--against REV]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import IO

HERE = Path(__file__).resolve()
ROOT = HERE.parent.parent


@dataclass(frozen=True)
class Played:
    seed: int
    actions: int
    digest: str
    cpu: float
    wall: float


def play(seed: int, level: str) -> Played:
    """One match of two coaches at ``level``, from the seed (imports from the worker's tree)."""
    from samurai_bowl.ai.drafting import draft_team
    from samurai_bowl.ai.heuristic import HeuristicCoach
    from samurai_bowl.data import load_game_data
    from samurai_bowl.engine import Match

    data = load_game_data()
    clans = sorted(data.rosters)
    rng = random.Random(seed)
    home, away = draft_team(data, rng.choice(clans), rng), draft_team(data, rng.choice(clans), rng)
    m = Match(data, home, away, seed)
    coaches = (HeuristicCoach(seed, level), HeuristicCoach(seed + 1, level))
    wall, cpu = time.perf_counter(), time.process_time()
    while m.pending is not None:
        m.apply(coaches[m.pending.side].choose(m))
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    played = "\n".join(str(action) for action in m.history)
    return Played(seed, len(m.history), hashlib.sha256(played.encode()).hexdigest()[:16], cpu, wall)


def work(root: str, level: str) -> None:
    """The worker: plays the seed of each line of stdin with the code under ``root``, answering
    each with one JSON line."""
    sys.path.insert(0, root)
    import samurai_bowl

    assert Path(samurai_bowl.__file__).resolve().is_relative_to(Path(root).resolve()), samurai_bowl.__file__
    for line in sys.stdin:
        p = play(int(line), level)
        print(json.dumps(p.__dict__), flush=True)


class Worker:
    """A worker process playing matches with the code of one tree."""

    def __init__(self, root: Path, level: str) -> None:
        self.root = root
        env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
        self.process = subprocess.Popen(
            [sys.executable, str(HERE), "--worker", str(root), "--level", level],
            cwd=root,
            env=env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )

    def play(self, seed: int) -> Played:
        stdin: IO[str] | None = self.process.stdin
        stdout: IO[str] | None = self.process.stdout
        assert stdin is not None and stdout is not None
        stdin.write(f"{seed}\n")
        stdin.flush()
        line = stdout.readline()
        if not line:
            raise RuntimeError(f"the worker in {self.root} stopped at seed {seed}")
        return Played(**json.loads(line))

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait()


def median_interval(values: list[float]) -> tuple[float, float, float]:
    """The median and a distribution-free 95% interval for it (order statistics of the binomial)."""
    xs, n = sorted(values), len(values)
    median = statistics.median(xs)
    # the widest rank j (1-based) with P(Binomial(n, 1/2) < j) <= 2.5%: [x_j, x_(n+1-j)] covers >= 95%
    j, below = 0, 0.0
    while j < n and below + math.comb(n, j) / 2**n <= 0.025:
        below += math.comb(n, j) / 2**n
        j += 1
    if j == 0:
        return median, xs[0], xs[-1]  # too few matches for a 95% interval: the whole range
    return median, xs[j - 1], xs[n - j]


def summary(name: str, played: list[Played]) -> str:
    cpu = median_interval([p.cpu for p in played])
    wall = median_interval([p.wall for p in played])
    return (
        f"{name}: median CPU {cpu[0]:.3f} s per match (95% {cpu[1]:.3f}-{cpu[2]:.3f}), "
        f"wall {wall[0]:.3f} s (95% {wall[1]:.3f}-{wall[2]:.3f})"
    )


def export(rev: str, into: Path) -> str:
    """Writes git revision ``rev`` of this repository into ``into``; answers its full hash."""
    full = subprocess.run(
        ["git", "rev-parse", "--verify", f"{rev}^{{commit}}"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    archive = subprocess.Popen(["git", "archive", full], cwd=ROOT, stdout=subprocess.PIPE)
    subprocess.run(["tar", "-x", "-C", str(into)], stdin=archive.stdout, check=True)
    assert archive.stdout is not None
    archive.stdout.close()
    if archive.wait() != 0:
        raise RuntimeError(f"git archive {rev} failed")
    return full


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=20, help="how many matches (20)")
    parser.add_argument("--first", type=int, default=0, help="the first seed (0)")
    parser.add_argument("--level", default="normal", help="both coaches' level (normal)")
    parser.add_argument("--against", metavar="REV", help="also play the matches with git revision REV")
    parser.add_argument("--worker", metavar="ROOT", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker is not None:
        work(args.worker, args.level)
        return
    seeds = range(args.first, args.first + args.seeds)
    temp = Path(tempfile.mkdtemp(prefix="bench_ai_cpu_")) if args.against else None
    try:
        new = Worker(ROOT, args.level)
        old = None
        if temp is not None:
            full = export(args.against, temp)
            print(f"old: {args.against} = {full}, exported to {temp}")
            old = Worker(temp, args.level)
        print(f"new: {ROOT}; {len(seeds)} {args.level}-vs-{args.level} matches, seeds {seeds[0]}-{seeds[-1]}")
        news: list[Played] = []
        olds: list[Played] = []
        for seed in seeds:
            if old is None:
                news.append(new.play(seed))
                p = news[-1]
                print(f"seed {seed:4d}: {p.actions:5d} actions {p.digest}  CPU {p.cpu:.3f} s", flush=True)
                continue
            if seed % 2 == 0:
                olds.append(old.play(seed))
                news.append(new.play(seed))
            else:
                news.append(new.play(seed))
                olds.append(old.play(seed))
            o, n = olds[-1], news[-1]
            same = "same" if (o.actions, o.digest) == (n.actions, n.digest) else "DIFFERENT"
            print(
                f"seed {seed:4d}: old {o.actions:5d} actions {o.digest}  new {n.actions:5d} actions "
                f"{n.digest}  {same}  CPU old {o.cpu:.3f} s new {n.cpu:.3f} s",
                flush=True,
            )
        new.close()
        print(summary("new", news))
        if old is not None:
            old.close()
            print(summary("old", olds))
            cpu_ratio = statistics.median(p.cpu for p in olds) / statistics.median(p.cpu for p in news)
            wall_ratio = statistics.median(p.wall for p in olds) / statistics.median(p.wall for p in news)
            paired = median_interval([o.cpu / n.cpu for o, n in zip(olds, news, strict=True)])
            print(
                f"ratio of medians old/new: CPU {cpu_ratio:.2f}x, wall {wall_ratio:.2f}x; "
                f"per-match CPU ratio median {paired[0]:.2f}x (95% {paired[1]:.2f}-{paired[2]:.2f})"
            )
            differ = [
                o.seed
                for o, n in zip(olds, news, strict=True)
                if (o.actions, o.digest) != (n.actions, n.digest)
            ]
            which = "" if not differ else ", different seeds " + " ".join(map(str, differ))
            print(
                f"digests identical: {'yes' if not differ else 'NO'} "
                f"({len(seeds) - len(differ)} of {len(seeds)} matches the same{which})"
            )
    finally:
        if temp is not None:
            shutil.rmtree(temp, ignore_errors=True)


if __name__ == "__main__":
    main()
