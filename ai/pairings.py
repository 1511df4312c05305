"""Self-play between coaches of different levels: the matches the win-chance model learns who is
coaching from, and the held-out matches it is judged on (``benchmarks/bench_win_chance.py``).

A match's seed names everything in it: the pairing of levels it plays (one of a list, in turn, home
and away swapped every other round), its clans and drafts, its R4.2 option (one action per model on
odd seeds, as :func:`samurai_bowl.ai.win_fit.match_options`) and both coaches' choices.

    python -m samurai_bowl.ai.pairings --pairings normal:easy,hard:normal --matches 800 \
        --seed 400000 --out positions.npz
"""

from __future__ import annotations

import argparse
import contextlib
import random
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from samurai_bowl.ai.coaching import LEVELS as COACH_NAMES
from samurai_bowl.ai.coaching import level_coach
from samurai_bowl.ai.fit_matches import clans_and_weathers, match_options
from samurai_bowl.ai.win_features import features
from samurai_bowl.ai.win_model import outcome
from samurai_bowl.data import load_game_data
from samurai_bowl.data.loader import GameData
from samurai_bowl.files.atomic import write_error

Pairing = tuple[str, str]

# Every pairing of two levels, a level against itself included: what the model is fitted on.
EVERY_PAIRING: tuple[Pairing, ...] = tuple((a, b) for n, a in enumerate(COACH_NAMES) for b in COACH_NAMES[n:])
# The pairings the model is judged on, each over its own held-out matches.
JUDGED: tuple[Pairing, ...] = (
    ("normal", "normal"),
    ("normal", "easy"),
    ("hard", "normal"),
    ("normal", "random"),
    ("easy", "random"),
    ("hard", "easy"),
)


def parse_pairings(text: str) -> tuple[Pairing, ...]:
    """``"normal:easy,hard:normal"`` as pairings; ValueError naming a level that is not one."""
    out = []
    for part in text.split(","):
        levels = tuple(name.strip() for name in part.split(":"))
        if len(levels) != 2 or any(name not in COACH_NAMES for name in levels):
            raise ValueError(f"{part!r}: a pairing is two of {', '.join(COACH_NAMES)} joined by ':'")
        out.append((levels[0], levels[1]))
    return tuple(out)


def pairing_of(seed: int, pairings: tuple[Pairing, ...]) -> Pairing:
    """The (home, away) levels of match ``seed``: the pairings in turn, two seeds each (both R4.2
    options), and each pairing's first level at home one round and away the next."""
    count = len(pairings)
    first, second = pairings[(seed // 2) % count]
    return (first, second) if (seed // (2 * count)) % 2 == 0 else (second, first)


def start_of(data: GameData, seed: int, pairings: tuple[Pairing, ...]):  # type: ignore[no-untyped-def]
    """Match ``seed`` at its kick-off, with its two coaches."""
    from samurai_bowl.ai.drafting import draft_team
    from samurai_bowl.engine import Match

    clans, _ = clans_and_weathers(data)
    rng = random.Random(seed)
    home = draft_team(data, rng.choice(clans), rng)
    away = draft_team(data, rng.choice(clans), rng)
    m = Match(data, home, away, seed, match_options(seed), takes_back=False)
    levels = pairing_of(seed, pairings)
    return m, (level_coach(levels[0], seed), level_coach(levels[1], seed + 1))


@dataclass(frozen=True)
class Played:
    """The rows at one match's team-turn starts (win_features, from the mover's bench), each with
    the mover, how the match ended for him, and the match's two levels."""

    seed: int
    rows: list[np.ndarray]
    movers: list[int]
    outcomes: list[int]
    levels: Pairing
    cpu: float


def play(data: GameData, seed: int, pairings: tuple[Pairing, ...]) -> Played:
    clans, weathers = clans_and_weathers(data)
    start = time.process_time()
    m, coaches = start_of(data, seed, pairings)
    rows: list[np.ndarray] = []
    movers: list[int] = []
    seen = -1
    while (prompt := m.pending) is not None:
        if m.active is not None and m.turn_seq != seen:
            seen = m.turn_seq
            rows.append(features(m, int(m.active), clans, weathers))
            movers.append(int(m.active))
        m.apply(coaches[prompt.side].choose(m))
    levels = pairing_of(seed, pairings)
    return Played(seed, rows, movers, [outcome(m, s) for s in movers], levels, time.process_time() - start)


_DATA: GameData | None = None
_PAIRINGS: tuple[Pairing, ...] = ()


def _start(data: GameData, pairings: tuple[Pairing, ...]) -> None:
    global _DATA, _PAIRINGS
    _DATA, _PAIRINGS = data, pairings


def _play(seed: int) -> Played:
    assert _DATA is not None
    return play(_DATA, seed, _PAIRINGS)


@dataclass(frozen=True)
class LevelPositions:
    """Positions of matches between levels: a row each (win_features), how its match ended for
    the mover (0 won, 1 drawn, 2 lost), its match's seed, and the mover's and the other's level
    (indices into COACH_NAMES)."""

    rows: np.ndarray
    outcomes: np.ndarray
    match: np.ndarray
    mover_level: np.ndarray
    other_level: np.ndarray

    def save(self, path: Path) -> None:
        tmp = path.with_suffix(".part.npz")
        try:
            np.savez_compressed(tmp, **{k: getattr(self, k) for k in self.__dataclass_fields__})
            tmp.replace(path)
        except OSError as exc:
            with contextlib.suppress(OSError):
                tmp.unlink(missing_ok=True)
            raise write_error(path, "the positions", exc) from None

    @classmethod
    def load(cls, path: Path) -> LevelPositions:
        with np.load(path) as saved:
            return cls(*(saved[k] for k in cls.__dataclass_fields__))

    @classmethod
    def join(cls, parts: list[LevelPositions]) -> LevelPositions:
        return cls(*(np.concatenate([getattr(p, k) for p in parts]) for k in cls.__dataclass_fields__))

    def where(self, keep: np.ndarray) -> LevelPositions:
        return LevelPositions(*(getattr(self, k)[keep] for k in self.__dataclass_fields__))


def gather(data: GameData, seeds: range, pairings: tuple[Pairing, ...], workers: int) -> LevelPositions:
    """The matches ``seeds`` played on ``workers`` processes; progress on standard error."""
    from samurai_bowl.processes.pool import worked_on

    done: dict[int, Played] = {}
    started = time.perf_counter()
    for played in worked_on(workers, _start, (data, pairings), _play, seeds, chunksize=2):
        done[played.seed] = played
        if len(done) % 50 == 0:
            cpu = sum(p.cpu for p in done.values())
            print(
                f"{len(done)}/{len(seeds)} matches, {time.perf_counter() - started:.0f} s, "
                f"{cpu:.0f} s CPU in the workers",
                file=sys.stderr,
            )
    rows, outcomes, match, mover_level, other_level = [], [], [], [], []
    for seed in seeds:
        played = done[seed]
        level_index = [COACH_NAMES.index(name) for name in played.levels]
        rows += played.rows
        outcomes += played.outcomes
        match += [seed] * len(played.rows)
        mover_level += [level_index[m] for m in played.movers]
        other_level += [level_index[1 - m] for m in played.movers]
    return LevelPositions(
        np.array(rows),
        np.array(outcomes, dtype=np.int64),
        np.array(match, dtype=np.int64),
        np.array(mover_level, dtype=np.int64),
        np.array(other_level, dtype=np.int64),
    )


def played_or_kept(
    data: GameData, plays: list[tuple[str, tuple[Pairing, ...], range]], keep: Path | None, workers: int
) -> LevelPositions:
    """The positions of every play (its text, pairings and seeds): read from its file in ``keep``
    when there, else played on ``workers`` processes (and kept there when ``keep`` is given). A
    file that cannot be written is an OSError naming it."""
    parts = []
    for text, pairings, seeds in plays:
        kept = (
            None
            if keep is None
            else keep / (text.replace(":", "-").replace(",", "_").replace("@", "_at_") + ".npz")
        )
        if kept is not None and kept.exists():
            parts.append(LevelPositions.load(kept))
            continue
        part = gather(data, seeds, pairings, workers)
        if kept is not None:
            kept.parent.mkdir(parents=True, exist_ok=True)
            part.save(kept)
        parts.append(part)
    return LevelPositions.join(parts)


def main(argv: list[str] | None = None) -> int:
    from samurai_bowl.processes.cores import available_cores

    parser = argparse.ArgumentParser(
        prog="python -m samurai_bowl.ai.pairings", description=__doc__.splitlines()[0]
    )
    parser.add_argument("--pairings", default=",".join(f"{a}:{b}" for a, b in EVERY_PAIRING))
    parser.add_argument("--matches", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)
    try:
        pairings = parse_pairings(args.pairings)
    except ValueError as exc:
        parser.error(f"--pairings: {exc}")
    if args.matches < 1:
        parser.error("--matches: at least 1")
    positions = gather(
        load_game_data(),
        range(args.seed, args.seed + args.matches),
        pairings,
        args.workers or available_cores(),
    )
    try:
        positions.save(args.out)
    except OSError as exc:
        parser.exit(1, f"{parser.prog}: {exc}\n")
    print(f"wrote {args.out}: {len(positions.outcomes)} positions", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
