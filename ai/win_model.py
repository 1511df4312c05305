"""The win-probability model: each side's chance to win, draw or lose from a position, in about a
millisecond, from a multinomial logistic model over the position's features
(:mod:`samurai_bowl.ai.win_features`) and over who coaches each side (their ratings, read at the
AI's levels it was fitted on), fitted on self-play between the levels (:mod:`samurai_bowl.ai.win_fit`).

Its figure stands at once; play-outs (:mod:`samurai_bowl.ai.win_chance`) refine it as they come.
:func:`combine` treats the model's figure as a prior worth :data:`PRIOR_PLAYOUTS` play-outs (the
mean of a Dirichlet), so two play-outs move it a little and a hundred nearly decide it, and gives
the figure's own uncertainty (one standard deviation of each side's chance to win).
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from samurai_bowl.ai.coaching import LEVELS, MU, SCALE, Rating
from samurai_bowl.ai.win_features import coaching_names, coaching_rows, features, names

if TYPE_CHECKING:
    from samurai_bowl.ai.win_chance import Tally
    from samurai_bowl.engine import Match

MODEL_FORMAT = "samurai-bowl-win-model-2"
MODEL_FILE = Path(__file__).with_name("win_model.json")
PRIOR_PLAYOUTS = 12.0  # the model's figure counts as this many play-outs (bench_win_chance.py)
# Gauss-Hermite points for a rating known only within an uncertainty (a new coach's wide one)
_NODES, _NODE_WEIGHTS = np.polynomial.hermite_e.hermegauss(7)
_NODE_WEIGHTS = _NODE_WEIGHTS / _NODE_WEIGHTS.sum()
Coaching = tuple[Rating, Rating]  # the home coach's rating and the away coach's


def gap_and_mean(ours: Rating, theirs: Rating) -> tuple[float, float, float]:
    """The model's view of two coaches: the gap from ``ours``'s bench, its uncertainty, and the
    pair's mean against the normal AI's, all in the ratings' SCALE."""
    gap = (ours.mu - theirs.mu) / SCALE
    spread = math.sqrt(ours.sigma**2 + theirs.sigma**2) / SCALE
    return gap, spread, ((ours.mu + theirs.mu) / 2 - MU) / SCALE


def outcome(m: Match, side: int) -> int:
    """How a finished match ended for ``side``: 0 won, 1 drawn, 2 lost (a concession loses, R3.8)."""
    winner = (m.result or {}).get("winner")
    return 1 if winner is None else 0 if winner == side else 2


@dataclass(frozen=True)
class Estimate:
    """Chances of (home win, draw, away win), how many play-outs they rest on, and how far the
    figure may be out: one standard deviation of each side's chance to win (the larger of the two)
    and of the balance (home's chance less away's)."""

    home: float
    draw: float
    away: float
    playouts: int = 0
    spread: float = 0.0
    balance_spread: float = 0.0

    def chances(self) -> tuple[float, float, float]:
        return self.home, self.draw, self.away


@dataclass(frozen=True)
class WinModel:
    clans: list[str]
    weathers: list[str]
    weights: np.ndarray  # (2, features): win and loss logits against the draw
    levels: dict[str, Rating]  # the AI levels' ratings the model was fitted with
    made_by: dict[str, Any] = field(default_factory=dict)

    @staticmethod
    def probabilities(rows: np.ndarray, weights: np.ndarray) -> np.ndarray:
        """(win, draw, loss) for each row: a softmax of (win logit, 0, loss logit)."""
        logits = rows @ weights.T  # (n, 2)
        full = np.column_stack([logits[:, 0], np.zeros(len(rows)), logits[:, 1]])
        full -= full.max(axis=1, keepdims=True)
        e = np.exp(full)
        return e / e.sum(axis=1, keepdims=True)  # type: ignore[no-any-return]

    def normal_pair(self) -> Coaching:
        return self.levels["normal"], self.levels["normal"]

    def for_mover(self, m: Match, mover: int, coaches: Coaching | None = None) -> tuple[float, float, float]:
        """(win, draw, loss) for ``mover``, with the home and away ``coaches``' ratings (two
        normal AI coaches unless told). A rating's uncertainty is averaged over: a new coach's
        figure is pulled towards the middle."""
        home, away = coaches or self.normal_pair()
        ours, theirs = (home, away) if mover == 0 else (away, home)
        base = features(m, mover, self.clans, self.weathers)
        return self.from_row(base, ours, theirs)

    def from_row(self, base: np.ndarray, ours: Rating, theirs: Rating) -> tuple[float, float, float]:
        """(win, draw, loss) for the mover of ``base`` (a row of win_features), coached by ``ours``."""
        win, draw, loss = self.from_rows(base[None, :], ours, theirs)[0]
        return float(win), float(draw), float(loss)

    def from_rows(self, base: np.ndarray, ours: Rating, theirs: Rating) -> np.ndarray:
        """(win, draw, loss) for the mover of each row of ``base``, every mover coached by
        ``ours`` against ``theirs``.

        The model was fitted on the AI's levels, so it is read at levels only: an AI level's own
        rating is that level; any other rating is a mix of the two levels its mean lies between,
        in proportion to how near it lies to each (a rating beyond the weakest or the strongest
        level is that level), averaged over its uncertainty. A new coach's figure is so a blend of
        every level's, pulled towards the middle."""
        pairs = [
            (weight_a * weight_b, *gap_and_mean(self.levels[a], self.levels[b])[::2])
            for a, weight_a in self.level_mix(ours).items()
            for b, weight_b in self.level_mix(theirs).items()
        ]
        weights, gaps, means = (np.array(column) for column in zip(*pairs, strict=True))
        rows = np.tile(base, (len(pairs), 1))  # every row once per pair of levels, in one go
        gap, mean = np.repeat(gaps, len(base)), np.repeat(means, len(base))
        p = self.probabilities(np.hstack([rows, coaching_rows(rows, gap, mean)]), self.weights)
        return np.einsum("k,kni->ni", weights, p.reshape(len(pairs), len(base), 3))  # type: ignore[no-any-return]

    def level_mix(self, rating: Rating) -> dict[str, float]:
        """The AI levels a coach of ``rating`` is read as, with their weights (summing to 1)."""
        for name, level in self.levels.items():
            if rating == level:
                return {name: 1.0}
        order = sorted(self.levels, key=lambda name: self.levels[name].mu)
        means = np.array([self.levels[name].mu for name in order])
        mix: dict[str, float] = {}
        for node, weight in zip(rating.mu + rating.sigma * _NODES, _NODE_WEIGHTS, strict=True):
            upper = int(np.searchsorted(means, node))
            if upper == 0 or upper == len(order):
                end = order[0] if upper == 0 else order[-1]
                mix[end] = mix.get(end, 0.0) + float(weight)
                continue
            low, high = means[upper - 1], means[upper]
            share = float((node - low) / (high - low)) if high > low else 0.5
            for name, part in ((order[upper - 1], 1 - share), (order[upper], share)):
                mix[name] = mix.get(name, 0.0) + float(weight) * part
        return {name: part for name, part in mix.items() if part > 1e-9}

    def chances(self, m: Match, coaches: Coaching | None = None) -> tuple[float, float, float]:
        """(home win, draw, away win) of ``m`` with the home and away ``coaches``' ratings (two
        normal AI coaches unless told); a finished match is its result."""
        if m.over:
            result = outcome(m, 0)
            return (float(result == 0), float(result == 1), float(result == 2))
        mover = int(m.active) if m.active is not None else int(m.kicker if m.kicker is not None else 0)
        win, draw, loss = self.for_mover(m, mover, coaches)
        return (win, draw, loss) if mover == 0 else (loss, draw, win)

    def level_pair(self, home: str, away: str) -> Coaching:
        """The ratings of two AI levels (or a person: see samurai_bowl.ratings)."""
        return self.levels[home], self.levels[away]

    def dumps(self) -> str:
        return json.dumps(
            {
                "format": MODEL_FORMAT,
                "made_by": self.made_by,
                "clans": self.clans,
                "weathers": self.weathers,
                "levels": {name: rating.to_json() for name, rating in self.levels.items()},
                "features": names(self.clans, self.weathers) + coaching_names(self.clans, self.weathers),
                "weights": {"win": _rounded(self.weights[0]), "loss": _rounded(self.weights[1])},
            },
            indent=1,
        )

    @classmethod
    def loads(cls, text: str, where: str = "win model") -> WinModel:
        """The model in ``text``; ValueError naming ``where`` and the field if it is not one."""
        try:
            doc = json.loads(text)
        except json.JSONDecodeError as exc:
            raise ValueError(f"{where}: not JSON ({exc.msg}, line {exc.lineno})") from None
        if not isinstance(doc, dict) or doc.get("format") != MODEL_FORMAT:
            raise ValueError(f"{where}: format: not a {MODEL_FORMAT} file")
        clans, weathers = doc.get("clans"), doc.get("weathers")
        for key, value in (("clans", clans), ("weathers", weathers)):
            if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
                raise ValueError(f"{where}: {key}: must be a list of names")
        assert isinstance(clans, list) and isinstance(weathers, list)
        expected = names(clans, weathers) + coaching_names(clans, weathers)
        if doc.get("features") != expected:
            raise ValueError(f"{where}: features: made for another feature list than this version's")
        weights = doc.get("weights")
        rows = []
        for key in ("win", "loss"):
            row = weights.get(key) if isinstance(weights, dict) else None
            if not isinstance(row, list) or len(row) != len(expected):
                raise ValueError(f"{where}: weights.{key}: must be {len(expected)} numbers")
            if not all(isinstance(v, int | float) and math.isfinite(v) for v in row):
                raise ValueError(f"{where}: weights.{key}: must be finite numbers")
            rows.append(row)
        made_by = doc.get("made_by")
        return cls(
            clans,
            weathers,
            np.array(rows, dtype=np.float64),
            _levels(doc.get("levels"), where),
            made_by if isinstance(made_by, dict) else {},
        )


def _levels(found: object, where: str) -> dict[str, Rating]:
    """The AI levels' ratings of a model file; ValueError naming the field if one is missing or wrong."""
    if not isinstance(found, dict):
        raise ValueError(f"{where}: levels: must give each AI level's rating")
    out = {}
    for name in LEVELS:
        entry = found.get(name)
        values = [entry.get(key) if isinstance(entry, dict) else None for key in ("mu", "sigma")]
        if not all(isinstance(v, int | float) and math.isfinite(v) for v in values):
            raise ValueError(f"{where}: levels.{name}: must be a rating (finite mu and sigma)")
        mu, sigma = (float(v) for v in values)  # type: ignore[arg-type]
        if sigma < 0:
            raise ValueError(f"{where}: levels.{name}.sigma: must not be negative")
        out[name] = Rating(mu, sigma)
    return out


def _rounded(row: np.ndarray) -> list[float]:
    return [round(float(v), 6) for v in row]


@cache
def shipped() -> WinModel:
    """The model that ships beside the AI."""
    return WinModel.loads(MODEL_FILE.read_text(encoding="utf-8"), str(MODEL_FILE.name))


def combine(
    prior: tuple[float, float, float], tally: Tally | None, weight: float = PRIOR_PLAYOUTS
) -> Estimate:
    """The model's figure ``prior`` refined by the play-outs of ``tally``: the mean of a Dirichlet
    with the prior as ``weight`` play-outs, and its standard deviations."""
    counts = (0, 0, 0) if tally is None else (tally.home, tally.draws, tally.away)
    n = sum(counts)
    total = weight + n
    if total <= 0:
        raise ValueError("a figure needs a prior with weight or at least one play-out")
    home, draw, away = ((weight * p + c) / total for p, c in zip(prior, counts, strict=True))
    spread = math.sqrt(max(home * (1 - home), away * (1 - away)) / (total + 1))
    balance = math.sqrt((home * (1 - home) + away * (1 - away) + 2 * home * away) / (total + 1))
    return Estimate(home, draw, away, playouts=n, spread=spread, balance_spread=balance)
