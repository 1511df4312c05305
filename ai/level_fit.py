"""The AI levels' ratings, measured from self-play between them, and the coaching columns of the
win model's rows.

A level's rating is the maximum of the likelihood of the matches' results under the ratings' own
model (each match's expected score, a draw counting half, is the logistic of the gap in SCALE; see
:mod:`samurai_bowl.ratings.rating`), with the normal level held at the prior's 25 and every other
level drawn towards it by the prior's spread, so that a level that never won still has a finite
rating. Its uncertainty is the likelihood's curvature.
"""

from __future__ import annotations

import math

import numpy as np

from samurai_bowl.ai.coaching import MU, SCALE, SIGMA, Rating
from samurai_bowl.ai.pairings import LevelPositions
from samurai_bowl.ai.win_features import coaching_rows
from samurai_bowl.ai.win_model import LEVELS, gap_and_mean

ANCHOR = "normal"


def match_results(positions: LevelPositions) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """One row per match: the first mover's level, the other's, and the mover's score (1, ½, 0)."""
    first = np.unique(positions.match, return_index=True)[1]
    score = np.array([1.0, 0.5, 0.0])[positions.outcomes[first]]
    return positions.mover_level[first], positions.other_level[first], score


def measure_levels(positions: LevelPositions) -> dict[str, Rating]:
    """Each level's rating from the results of the matches in ``positions`` (Newton's method)."""
    ours, theirs, score = match_results(positions)
    free = [n for n, name in enumerate(LEVELS) if name != ANCHOR]
    mu = np.full(len(LEVELS), MU)
    hess = np.eye(len(free))
    for _ in range(100):
        p = 1.0 / (1.0 + np.exp(-(mu[ours] - mu[theirs]) / SCALE))
        grad = np.zeros(len(LEVELS))
        np.add.at(grad, ours, (score - p) / SCALE)
        np.add.at(grad, theirs, -(score - p) / SCALE)
        curve = np.zeros((len(LEVELS), len(LEVELS)))
        w = p * (1 - p) / SCALE**2
        np.add.at(curve, (ours, ours), w)
        np.add.at(curve, (theirs, theirs), w)
        np.add.at(curve, (ours, theirs), -w)
        np.add.at(curve, (theirs, ours), -w)
        grad -= (mu - MU) / SIGMA**2
        curve += np.eye(len(LEVELS)) / SIGMA**2
        hess = curve[np.ix_(free, free)]
        step = np.linalg.solve(hess, grad[free])
        mu[free] += step
        if np.max(np.abs(step)) < 1e-9:
            break
    spread = np.zeros(len(LEVELS))
    spread[free] = np.sqrt(np.diag(np.linalg.inv(hess)))
    return {name: Rating(float(mu[n]), float(spread[n])) for n, name in enumerate(LEVELS)}


def with_coaching(positions: LevelPositions, levels: dict[str, Rating]) -> np.ndarray:
    """``positions``' rows with the coaching columns of their two levels' ratings."""
    table = np.array([[gap_and_mean(levels[a], levels[b])[::2] for b in LEVELS] for a in LEVELS])
    gap_mean = table[positions.mover_level, positions.other_level]  # (n, 2): gap and mean
    return np.hstack([positions.rows, coaching_rows(positions.rows, gap_mean[:, 0], gap_mean[:, 1])])


def shown(levels: dict[str, Rating]) -> str:
    return ", ".join(f"{name} {rating.mu:.1f} ± {1.96 * rating.sigma:.1f}" for name, rating in levels.items())


def expected(levels: dict[str, Rating], a: str, b: str) -> float:
    """``a``'s expected score against ``b`` under the measured ratings."""
    return 1.0 / (1.0 + math.exp(-(levels[a].mu - levels[b].mu) / SCALE))
