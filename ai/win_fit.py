"""Fit the win-probability model: play seeded self-play matches between coaches of every pairing
of levels (random, easy, normal, hard; clans drawn at random, both R4.2 options in turn; see
:mod:`samurai_bowl.ai.pairings`), measure the levels' ratings from their results
(:mod:`samurai_bowl.ai.level_fit`), take the position at the start of every team turn with how the
match ended for the side to move and both coaches' ratings, and fit a multinomial logistic model
(win, draw, loss) to them with Newton's method. The weights and the levels' ratings go to a small
JSON file beside the AI, with the command that made them.

    python -m samurai_bowl.ai.win_fit [--play PAIRINGS@SEED+MATCHES ...] [--workers N] [--out FILE]
                                     [--keep FOLDER]

Each ``--play`` is a set of matches (by default :data:`PLAYS`: the cheap pairings, the hard coach's,
and more normal against normal). ``--keep`` keeps each set's positions (and reads them back if
they are there), so a change to the fitting need not play the matches again.
"""

from __future__ import annotations

import argparse
import contextlib
import random
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from samurai_bowl.ai.coaching import LEVELS
from samurai_bowl.ai.fit_matches import clans_and_weathers, match_options
from samurai_bowl.ai.win_features import features, names
from samurai_bowl.ai.win_model import MODEL_FILE, WinModel, outcome
from samurai_bowl.data import load_game_data
from samurai_bowl.data.loader import GameData
from samurai_bowl.files.atomic import write_error, write_text_atomic

if TYPE_CHECKING:
    from samurai_bowl.ai.coach import Coach
    from samurai_bowl.ai.pairings import Pairing
    from samurai_bowl.engine import Match

LEVEL = "normal"
L2 = 1e-4  # ridge on the weights (per position): keeps rare features from running off
HELD_OUT = 0.2  # share of the matches kept back to report the fit's Brier score


@dataclass(frozen=True)
class Positions:
    """Feature rows, each with how its match ended for the side to move (0 win, 1 draw, 2 loss)
    and the number of the match it came from."""

    rows: np.ndarray
    outcomes: np.ndarray
    match: np.ndarray


def self_play(data: GameData, seed: int, level: str = LEVEL) -> tuple[Match, tuple[Coach, Coach]]:
    """Self-play match ``seed`` at its start: two drafted teams of clans drawn at random, the R4.2
    option of :func:`match_options`, and its two coaches at ``level``."""
    from samurai_bowl.ai.drafting import draft_team
    from samurai_bowl.ai.heuristic import HeuristicCoach
    from samurai_bowl.engine import Match

    clans, _ = clans_and_weathers(data)
    rng = random.Random(seed)
    home = draft_team(data, rng.choice(clans), rng)
    away = draft_team(data, rng.choice(clans), rng)
    m = Match(data, home, away, seed, match_options(seed), takes_back=False)
    return m, (HeuristicCoach(seed, level), HeuristicCoach(seed + 1, level))


def play_positions(data: GameData, seed: int, level: str = LEVEL) -> tuple[list[np.ndarray], list[int]]:
    """One self-play match from ``seed``: the rows at its team turns' starts and their outcomes."""
    clans, weathers = clans_and_weathers(data)
    m, coaches = self_play(data, seed, level)
    rows: list[np.ndarray] = []
    movers: list[int] = []
    seen = -1
    while (prompt := m.pending) is not None:
        if m.active is not None and m.turn_seq != seen:  # a team turn begins (as the window sees it)
            seen = m.turn_seq
            rows.append(features(m, int(m.active), clans, weathers))
            movers.append(int(m.active))
        m.apply(coaches[prompt.side].choose(m))
    return rows, [outcome(m, mover) for mover in movers]


Player = Callable[[GameData, int], tuple[list[np.ndarray], list[int]]]
_DATA: GameData | None = None
_PLAYER: Player | None = None


def _start(data: GameData, player: Player) -> None:
    global _DATA, _PLAYER
    _DATA, _PLAYER = data, player


def _play(seed: int) -> tuple[int, list[np.ndarray], list[int]]:
    assert _DATA is not None and _PLAYER is not None
    rows, outcomes = _PLAYER(_DATA, seed)
    return seed, rows, outcomes


def gather(
    data: GameData, seeds: range, workers: int, progress: bool = True, player: Player = play_positions
) -> Positions:
    """The positions ``player`` takes from the matches ``seeds``, played on ``workers`` processes
    (``player`` a function of a module, so that a worker process can find it)."""
    from samurai_bowl.processes.pool import worked_on

    done: dict[int, tuple[list[np.ndarray], list[int]]] = {}
    start = time.perf_counter()
    for seed, rows, outcomes in worked_on(workers, _start, (data, player), _play, seeds, chunksize=4):
        done[seed] = (rows, outcomes)
        if progress and len(done) % 100 == 0:
            print(f"{len(done)} matches, {time.perf_counter() - start:.0f} s", file=sys.stderr)
    all_rows, all_outcomes, all_matches = [], [], []
    for seed in seeds:
        rows, outcomes = done[seed]
        all_rows += rows
        all_outcomes += outcomes
        all_matches += [seed] * len(rows)
    return Positions(np.array(all_rows), np.array(all_outcomes, dtype=np.int64), np.array(all_matches))


def fit(rows: np.ndarray, outcomes: np.ndarray, l2: float = L2, steps: int = 30) -> np.ndarray:
    """Weights (2 × features: win, then loss, each against the draw) of the multinomial logistic
    model that best fits ``outcomes``, by Newton's method with a ridge of ``l2`` per position."""
    n, k = rows.shape
    targets = np.zeros((n, 3))
    targets[np.arange(n), outcomes] = 1.0
    weights = np.zeros((2, k))
    ridge = l2 * n * np.eye(2 * k)
    ridge[0, 0] = ridge[k, k] = 0.0  # the biases go free
    for _ in range(steps):
        p = WinModel.probabilities(rows, weights)  # (n, 3): win, draw, loss
        free = p[:, [0, 2]]
        grad = ((free - targets[:, [0, 2]]).T @ rows).reshape(-1) + ridge @ weights.reshape(-1)
        hess = np.zeros((2 * k, 2 * k))
        for a in range(2):
            for b in range(2):
                w = free[:, a] * ((a == b) - free[:, b])
                hess[a * k : (a + 1) * k, b * k : (b + 1) * k] = (rows * w[:, None]).T @ rows
        step = np.linalg.solve(hess + ridge, grad)
        weights = weights - step.reshape(2, k)
        if np.max(np.abs(step)) < 1e-8:
            break
    return weights


def brier(p: np.ndarray, outcomes: np.ndarray) -> float:
    """The mean over positions of the squared error of the three chances (0 is perfect)."""
    truth = np.zeros_like(p)
    truth[np.arange(len(outcomes)), outcomes] = 1.0
    return float(np.mean(np.sum((p - truth) ** 2, axis=1)))


def match_clans(data: GameData, seed: int) -> tuple[str, str]:
    """The (home, away) clans of self-play match ``seed``, drafted as :func:`play_positions` drafts."""
    from samurai_bowl.ai.drafting import draft_team

    clans = sorted(data.rosters)
    rng = random.Random(seed)
    home = rng.choice(clans)
    draft_team(data, home, rng)
    return home, rng.choice(clans)


def kickoff_shares(data: GameData, positions: Positions) -> list[dict[str, object]]:
    """How the matches ended for the side that moved first, by its clan and the other's: the
    observed shares the model's figure at a level kick-off should be near."""
    clans, _ = clans_and_weathers(data)
    tallies: dict[tuple[str, str], list[int]] = {}
    first = np.unique(positions.match, return_index=True)[1]
    clan_columns = [names(clans, []).index(f"clan {c}*sqrt(t)") for c in clans]
    for row in first:
        seed = int(positions.match[row])
        home, away = match_clans(data, seed)
        signs = positions.rows[row, clan_columns]
        mover = clans[int(np.argmax(signs))] if signs.max() > 0 else home  # a mirror match either way
        other = away if mover == home else home
        tallies.setdefault((mover, other), [0, 0, 0])[int(positions.outcomes[row])] += 1
    return [
        {"first": mover, "other": other, "won": w, "drawn": d, "lost": lost}
        for (mover, other), (w, d, lost) in sorted(tallies.items())
    ]


def load_positions(path: Path) -> Positions:
    with np.load(path) as saved:
        return Positions(saved["rows"], saved["outcomes"], saved["match"])


def save_positions(path: Path, positions: Positions) -> None:
    """Keep ``positions`` in ``path`` whole or not at all (a one-line WriteError naming it when the
    disk is full or read-only; no part-written file is left)."""
    tmp = path.with_suffix(".part.npz")
    try:
        np.savez_compressed(tmp, rows=positions.rows, outcomes=positions.outcomes, match=positions.match)
        tmp.replace(path)
    except OSError as exc:
        with contextlib.suppress(OSError):  # never made, or not removable: nothing more to do
            tmp.unlink(missing_ok=True)
        raise write_error(path, "the positions", exc) from None


def written(parser: argparse.ArgumentParser, path: Path, text: str, what: str) -> None:
    """``text`` written to ``path`` atomically, or the command stopped with one line saying why."""
    try:
        write_text_atomic(path, text, what)
    except OSError as exc:
        parser.exit(1, f"{parser.prog}: {exc}\n")


def fit_parser(prog: str, doc: str, matches: int, out: Path) -> argparse.ArgumentParser:
    """The options every fitting command takes: how many matches from which seed, on how many
    processes, where the model goes and where the positions are kept."""
    parser = argparse.ArgumentParser(prog=f"python -m {prog}", description=doc.splitlines()[0])
    parser.add_argument("--matches", type=int, default=matches)
    parser.add_argument("--seed", type=int, default=0, help="the first match's seed")
    parser.add_argument("--workers", type=int, default=None, help="processes (default: every core)")
    parser.add_argument("--out", type=Path, default=out)
    parser.add_argument("--positions", type=Path, default=None, help="keep the positions in this .npz")
    return parser


def positions_for(
    parser: argparse.ArgumentParser, args: argparse.Namespace, data: GameData, player: Player
) -> Positions:
    """The positions of the matches the options name: read from ``--positions`` when that file is
    there (refused if it holds other matches), else played (and kept there if asked)."""
    from samurai_bowl.processes.cores import available_cores

    seeds = range(args.seed, args.seed + args.matches)
    if args.positions is not None and args.positions.exists():
        positions = load_positions(args.positions)
        if set(np.unique(positions.match)) - set(seeds):
            parser.error(
                f"--positions: {args.positions} holds matches outside seeds {seeds.start}–{seeds.stop - 1}"
            )
        return positions
    positions = gather(data, seeds, args.workers or available_cores(), player=player)
    if args.positions is not None:
        try:
            save_positions(args.positions, positions)
        except OSError as exc:
            parser.exit(1, f"{parser.prog}: {exc}\n")
    return positions


# Two random coaches are left out: they never score, and their positions, every one a draw, only
# pull the weights the other pairings share (normal against normal was 8 points too sure with them).
PLAYS = (
    "random:easy,random:normal,easy:easy,easy:normal,normal:normal@330000+5000",
    "hard:normal,hard:easy,hard:random,hard:hard@310000+480",
    "normal:normal@320000+3000",
    "normal:normal@340000+3000",
)


def parse_play(text: str) -> tuple[tuple[Pairing, ...], range]:
    """``PAIRINGS@SEED+MATCHES`` as its pairings and seeds; ValueError saying what is wrong."""
    from samurai_bowl.ai.pairings import parse_pairings

    pairings, at, where = text.partition("@")
    first, plus, count = where.partition("+")
    if not at or not plus or not first.isdigit() or not count.isdigit() or int(count) < 1:
        raise ValueError(f"{text!r}: write PAIRINGS@SEED+MATCHES, as normal:easy,hard:normal@400000+800")
    return parse_pairings(pairings), range(int(first), int(first) + int(count))


def main(argv: list[str] | None = None) -> int:
    from samurai_bowl.ai.level_fit import measure_levels, shown, with_coaching
    from samurai_bowl.ai.pairings import played_or_kept
    from samurai_bowl.processes.cores import available_cores

    parser = argparse.ArgumentParser(
        prog="python -m samurai_bowl.ai.win_fit", description=__doc__.splitlines()[0]
    )
    parser.add_argument("--play", action="append", help="PAIRINGS@SEED+MATCHES (again for more)")
    parser.add_argument("--workers", type=int, default=None, help="processes (default: every core)")
    parser.add_argument("--out", type=Path, default=MODEL_FILE)
    parser.add_argument("--keep", type=Path, default=None, help="keep (and reuse) each play's positions here")
    args = parser.parse_args(argv)
    plays = args.play or list(PLAYS)
    try:
        parsed = [parse_play(play) for play in plays]
    except ValueError as exc:
        parser.error(f"--play: {exc}")
    if sum(len(seeds) for _, seeds in parsed) < 10:
        parser.error("--play: at least 10 matches in all, so some can be held out")
    data = load_game_data()
    clans, weathers = clans_and_weathers(data)
    named = [(play, pairings, seeds) for play, (pairings, seeds) in zip(plays, parsed, strict=True)]
    try:
        positions = played_or_kept(data, named, args.keep, args.workers or available_cores())
    except OSError as exc:
        parser.exit(1, f"{parser.prog}: {exc}\n")
    levels = measure_levels(positions)
    print(f"the levels' ratings: {shown(levels)}", file=sys.stderr)
    rows = with_coaching(positions, levels)
    order = np.unique(positions.match)
    rng = np.random.default_rng(0)
    held_matches = rng.choice(order, size=max(1, int(len(order) * HELD_OUT)), replace=False)
    held = np.isin(positions.match, held_matches)
    weights = fit(rows[~held], positions.outcomes[~held])
    score = brier(WinModel.probabilities(rows[held], weights), positions.outcomes[held])
    print(f"{len(rows)} positions; held out {int(held.sum())}: Brier {score:.4f}", file=sys.stderr)
    weights = fit(rows, positions.outcomes)  # the shipped weights use every match
    command = "python -m samurai_bowl.ai.win_fit " + " ".join(f"--play {play}" for play in plays)
    normal = LEVELS.index("normal")
    both_normal = (positions.mover_level == normal) & (positions.other_level == normal)
    model = WinModel(
        clans,
        weathers,
        weights,
        levels,
        {
            "command": command,
            "plays": plays,
            "matches": len(order),
            "positions": len(rows),
            "kickoff": kickoff_shares(
                data,
                Positions(
                    positions.rows[both_normal], positions.outcomes[both_normal], positions.match[both_normal]
                ),
            ),
        },
    )
    written(parser, args.out, model.dumps(), "the win model")
    print(f"wrote {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
