"""The win-probability model: each side's chance to win, draw or lose from a position, in about a
millisecond, from a multinomial logistic model over the position's features
(:mod:`samurai_bowl.ai.win_features`) fitted on self-play (:mod:`samurai_bowl.ai.win_fit`).

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

from samurai_bowl.ai.win_features import features, names

if TYPE_CHECKING:
    from samurai_bowl.ai.win_chance import Tally
    from samurai_bowl.engine import Match

MODEL_FORMAT = "samurai-bowl-win-model-1"
MODEL_FILE = Path(__file__).with_name("win_model.json")
PRIOR_PLAYOUTS = 12.0  # the model's figure counts as this many play-outs (bench_win_chance.py)


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
    made_by: dict[str, Any] = field(default_factory=dict)

    @staticmethod
    def probabilities(rows: np.ndarray, weights: np.ndarray) -> np.ndarray:
        """(win, draw, loss) for each row: a softmax of (win logit, 0, loss logit)."""
        logits = rows @ weights.T  # (n, 2)
        full = np.column_stack([logits[:, 0], np.zeros(len(rows)), logits[:, 1]])
        full -= full.max(axis=1, keepdims=True)
        e = np.exp(full)
        return e / e.sum(axis=1, keepdims=True)  # type: ignore[no-any-return]

    def for_mover(self, m: Match, mover: int) -> tuple[float, float, float]:
        """(win, draw, loss) for ``mover``."""
        row = features(m, mover, self.clans, self.weathers)
        win, draw, loss = self.probabilities(row[None, :], self.weights)[0]
        return float(win), float(draw), float(loss)

    def chances(self, m: Match) -> tuple[float, float, float]:
        """(home win, draw, away win) of ``m``; a finished match is its result."""
        if m.over:
            result = outcome(m, 0)
            return (float(result == 0), float(result == 1), float(result == 2))
        mover = int(m.active) if m.active is not None else int(m.kicker if m.kicker is not None else 0)
        win, draw, loss = self.for_mover(m, mover)
        return (win, draw, loss) if mover == 0 else (loss, draw, win)

    def dumps(self) -> str:
        return json.dumps(
            {
                "format": MODEL_FORMAT,
                "made_by": self.made_by,
                "clans": self.clans,
                "weathers": self.weathers,
                "features": names(self.clans, self.weathers),
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
        expected = names(clans, weathers)
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
            clans, weathers, np.array(rows, dtype=np.float64), made_by if isinstance(made_by, dict) else {}
        )


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
