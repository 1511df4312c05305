"""How well the win model's figure fits held-out matches between coaches of given levels: its Brier
score beside a constant that knows the pairing's win, draw and loss rates, and its reliability bins,
each with a 95% interval by match (a bootstrap over the matches, whose positions go together).

Used by ``bench_win_chance.py pairings``; plain functions over :class:`LevelPositions`.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from samurai_bowl.ai.pairings import LevelPositions
from samurai_bowl.ai.win_fit import brier
from samurai_bowl.ai.win_model import LEVELS, WinModel
from samurai_bowl.ratings.rating import Rating

BINS = 10
BIG_BIN = 100  # a bin is judged when it holds at least this many positions
WITHIN = 0.05  # how far a judged bin's observed share may lie from its mean figure
RESAMPLES = 400


def level_figures(model: WinModel, positions: LevelPositions) -> np.ndarray:
    """(win, draw, loss) for each position's mover, the two coaches at their levels' ratings."""
    out = np.zeros((len(positions.outcomes), 3))
    for a, ours in enumerate(LEVELS):
        for b, theirs in enumerate(LEVELS):
            keep = (positions.mover_level == a) & (positions.other_level == b)
            if keep.any():
                out[keep] = model.from_rows(positions.rows[keep], model.levels[ours], model.levels[theirs])
    return out


def constant_figures(positions: LevelPositions) -> np.ndarray:
    """The pairing's own rates in these matches, from each position's mover's bench: the best a
    figure that knows who coaches, and nothing of the position, can do."""
    first = np.unique(positions.match, return_index=True)[1]
    out = np.zeros((len(positions.outcomes), 3))
    for a in range(len(LEVELS)):
        for b in range(len(LEVELS)):
            keep = (positions.mover_level == a) & (positions.other_level == b)
            if not keep.any():
                continue
            tally = np.zeros(3)
            for row in first:  # each match once, from a's bench
                mover, other, result = (
                    positions.mover_level[row],
                    positions.other_level[row],
                    positions.outcomes[row],
                )
                if (mover, other) == (a, b):
                    tally[result] += 1
                if (mover, other) == (b, a):
                    tally[2 - result] += 1
            if a == b:
                tally = (tally + tally[::-1]) / 2
            out[keep] = tally / tally.sum()
    return out


@dataclass(frozen=True)
class Bin:
    label: str
    count: int
    figure: float
    observed: float
    low: float  # the 95% interval of observed - figure, by match
    high: float

    @property
    def gap(self) -> float:
        return self.observed - self.figure

    @property
    def judged(self) -> bool:
        return self.count >= BIG_BIN

    @property
    def within(self) -> bool:
        return abs(self.gap) <= WITHIN


def _by_match(match: np.ndarray, rng: np.random.Generator) -> list[np.ndarray]:
    """RESAMPLES resamples of the matches, each as the row indices of its matches' positions."""
    ids, inverse = np.unique(match, return_inverse=True)
    rows_of = [np.flatnonzero(inverse == n) for n in range(len(ids))]
    return [
        np.concatenate([rows_of[k] for k in rng.integers(0, len(ids), len(ids))]) for _ in range(RESAMPLES)
    ]


def bins(p: np.ndarray, outcomes: np.ndarray, match: np.ndarray, seed: int = 0) -> list[Bin]:
    """Each side's chance to win, both sides pooled, in BINS bins."""
    chance = np.concatenate([p[:, 0], p[:, 2]])
    won = np.concatenate([outcomes == 0, outcomes == 2]).astype(np.float64)
    twice = np.concatenate([match, match])
    samples = _by_match(twice, np.random.default_rng(seed))
    found = []
    for b in range(BINS):
        low, high = b / BINS, (b + 1) / BINS
        inside = (chance >= low) & ((chance < high) | ((b == BINS - 1) & (chance <= high)))
        if not inside.any():
            continue
        gaps = []
        for rows in samples:
            kept = rows[inside[rows]]
            if len(kept):
                gaps.append(won[kept].mean() - chance[kept].mean())
        lo, hi = np.percentile(gaps, [2.5, 97.5])
        found.append(
            Bin(
                f"{low:.0%}–{high:.0%}",
                int(inside.sum()),
                float(chance[inside].mean()),
                float(won[inside].mean()),
                float(lo),
                float(hi),
            )
        )
    return found


@dataclass(frozen=True)
class Judgement:
    name: str
    matches: int
    positions: int
    model: float
    constant: float
    low: float  # 95% interval of model - constant, by match
    high: float
    bins: list[Bin]

    @property
    def brier_met(self) -> bool:
        return self.model <= self.constant

    @property
    def bins_met(self) -> bool:
        return all(b.within for b in self.bins if b.judged)


def judge(name: str, p: np.ndarray, constant: np.ndarray, positions: LevelPositions) -> Judgement:
    outcomes, match = positions.outcomes, positions.match
    diffs = []
    for rows in _by_match(match, np.random.default_rng(1)):
        diffs.append(brier(p[rows], outcomes[rows]) - brier(constant[rows], outcomes[rows]))
    lo, hi = np.percentile(diffs, [2.5, 97.5])
    return Judgement(
        name,
        len(np.unique(match)),
        len(outcomes),
        brier(p, outcomes),
        brier(constant, outcomes),
        float(lo),
        float(hi),
        bins(p, outcomes, match),
    )


def pairing_positions(positions: LevelPositions, a: str, b: str) -> LevelPositions:
    ia, ib = LEVELS.index(a), LEVELS.index(b)
    keep = ((positions.mover_level == ia) & (positions.other_level == ib)) | (
        (positions.mover_level == ib) & (positions.other_level == ia)
    )
    return positions.where(keep)


def rating_figures(
    model: WinModel, positions: LevelPositions, level: int, ratings: dict[int, Rating]
) -> np.ndarray:
    """(win, draw, loss) for each mover when the coach of ``level`` is known only by ``ratings``
    (match seed → the hidden coach's rating before that match) and the other by his level."""
    out = np.zeros((len(positions.outcomes), 3))
    for seed, rating in ratings.items():
        for hidden_moves in (True, False):
            keep = (positions.match == seed) & ((positions.mover_level == level) == hidden_moves)
            if not keep.any():
                continue
            other = LEVELS[
                int(positions.other_level[keep][0] if hidden_moves else positions.mover_level[keep][0])
            ]
            ours, theirs = (rating, model.levels[other]) if hidden_moves else (model.levels[other], rating)
            out[keep] = model.from_rows(positions.rows[keep], ours, theirs)
    return out


def report(j: Judgement) -> list[str]:
    verdict = "met" if j.brier_met else "not met"
    lines = [
        f"{j.name}: {j.matches} matches, {j.positions} positions",
        f"  Brier {j.model:.4f} against the pairing's constant {j.constant:.4f}: "
        f"{j.model - j.constant:+.4f} ({j.low:+.4f} to {j.high:+.4f}) — {verdict}",
        f"  {'bin':>9} {'n':>6} {'figure':>7} {'observed':>9} {'gap':>6} {'95% by match':>16}",
    ]
    for b in j.bins:
        mark = "" if not b.judged else ("  ok" if b.within else "  OUT")
        lines.append(
            f"  {b.label:>9} {b.count:>6} {b.figure:>7.1%} {b.observed:>9.1%} {b.gap * 100:>+6.1f} "
            f"{b.low * 100:>+7.1f} to {b.high * 100:>+5.1f}{mark}"
        )
    judged = [b for b in j.bins if b.judged]
    out = sum(1 for b in judged if not b.within)
    lines.append(
        f"  bins of {BIG_BIN}+ positions within {WITHIN * 100:.0f} points: "
        f"{len(judged) - out} of {len(judged)}"
    )
    return lines
