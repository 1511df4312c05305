"""The AI coach of this tree against the same level's coach at another git revision, head to head.

Matches are played in pairs, as in ``bench_levels.py``: the same two drafted teams (fresh, mixed
clans) and dice seed twice, each coach on each side once, so neither is favoured by the draw.
The other revision's coach (its ``ai`` folder, exported with ``git archive``) is loaded beside
this one under another package name and plays on this tree's engine: a way to judge a change to
the coach, not the engine. Prints wins, draws and losses, the share of decided matches this tree
won with its 95% interval, and the mean touchdown margin. Both cores by default.
Run: python benchmarks/bench_versus.py REV [PAIRS] [FIRST] [LEVEL]   (e.g. HEAD~3 500 0 normal:
PAIRS pairs of matches, seeds FIRST .. FIRST + PAIRS - 1)
"""

from __future__ import annotations

import importlib
import math
import os
import random
import re
import statistics
import subprocess
import sys
import tarfile
import tempfile
from multiprocessing import Pool
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.ai.heuristic import HeuristicCoach
from samurai_bowl.data import load_game_data
from samurai_bowl.engine import Match

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "rival_ai"  # the other revision's coach, under a name of its own

_rival: Any = None  # the other revision's HeuristicCoach class, in each worker


def export_coach(rev: str, into: Path) -> None:
    """The ``ai`` folder of ``rev`` as the package ``PACKAGE`` under ``into``, its imports of
    ``samurai_bowl.ai`` pointed at itself."""
    archive = into / "rev.tar"
    with archive.open("wb") as out:
        subprocess.run(["git", "archive", rev, "ai"], cwd=ROOT, stdout=out, check=True)
    with tarfile.open(archive) as tar:
        tar.extractall(into / "export", filter="data")
    package = into / PACKAGE
    (into / "export" / "ai").rename(package)
    for source in package.rglob("*.py"):
        text = source.read_text(encoding="utf-8")
        source.write_text(re.sub(r"\bsamurai_bowl\.ai\b", PACKAGE, text), encoding="utf-8")


def start_worker(path: str) -> None:
    global _rival
    sys.path.insert(0, path)
    _rival = importlib.import_module(f"{PACKAGE}.heuristic").HeuristicCoach


def one_match(job: tuple[int, str]) -> int:
    """This tree's touchdown margin in one match of a pair."""
    match, level = job
    side, seed = match % 2, match // 2  # matches 2k and 2k+1 share their teams and dice
    data = load_game_data()
    clans = sorted(data.rosters)
    rng = random.Random(f"versus:{seed}")
    home, away = (draft_team(data, rng.choice(clans), rng) for _ in range(2))
    coaches = [_rival(seed, level), _rival(seed, level)]
    coaches[side] = HeuristicCoach(seed, level)
    m = Match(data, home, away, seed)
    while m.pending is not None:
        m.apply(coaches[m.pending.side].choose(m))
    return m.teams[side].score - m.teams[1 - side].score


def main() -> None:
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    rev = sys.argv[1]
    pairs = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    first = int(sys.argv[3]) if len(sys.argv) > 3 else 0
    level = sys.argv[4] if len(sys.argv) > 4 else "normal"
    with tempfile.TemporaryDirectory() as folder:
        export_coach(rev, Path(folder))
        jobs = [(match, level) for match in range(2 * first, 2 * (first + pairs))]
        with Pool(os.cpu_count() or 1, initializer=start_worker, initargs=(folder,)) as pool:
            margins = pool.map(one_match, jobs)
    wins, losses = sum(x > 0 for x in margins), sum(x < 0 for x in margins)
    decided = wins + losses
    share = wins / decided if decided else 0.0
    half_width = 1.96 * math.sqrt(share * (1 - share) / decided) if decided else 0.0
    seeds = f"seeds {first}-{first + pairs - 1}"
    print(f"{level} coach of this tree v {rev}'s, {len(margins)} matches ({seeds}):")
    print(f"  {wins} W {len(margins) - decided} D {losses} L")
    print(f"  this tree won {100 * share:.1f}% of decided matches (95% interval ±{100 * half_width:.1f})")
    print(f"  mean touchdown margin {statistics.fmean(margins):+.3f}")


if __name__ == "__main__":
    main()
