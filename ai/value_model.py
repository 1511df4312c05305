"""The learned value of a position for the hard coach's search: each side's chance to win, draw or
lose from where its play-outs stop, read from the position's features
(:mod:`samurai_bowl.ai.value_features`) by a model fitted on self-play (:mod:`samurai_bowl.ai.value_fit`).

The model is either a multinomial logistic model (win and loss logits against the draw, as the win
chance's) or a small neural network: the features scaled, one hidden layer of tanh units, and the
same three-way softmax. The fit keeps whichever predicted held-out matches better; the file says
which, and the command that made it. :meth:`ValueModel.value` is the expected result, the chance
to win less the chance to lose, between -1 and 1.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from samurai_bowl.ai.value_features import features, names

if TYPE_CHECKING:
    from samurai_bowl.engine import Match

MODEL_FORMAT = "samurai-bowl-value-model-1"
MODEL_FILE = Path(__file__).with_name("value_model.json")
KINDS = ("logistic", "net")


def softmax_draw(logits: np.ndarray) -> np.ndarray:
    """(win, draw, loss) from (n, 2) win and loss logits against the draw."""
    full = np.column_stack([logits[:, 0], np.zeros(len(logits)), logits[:, 1]])
    full -= full.max(axis=1, keepdims=True)
    e = np.exp(full)
    return e / e.sum(axis=1, keepdims=True)  # type: ignore[no-any-return]


@dataclass(frozen=True)
class Net:
    """Scaled features → tanh hidden layer → (win, loss) logits."""

    mean: np.ndarray
    scale: np.ndarray
    w1: np.ndarray  # (features, hidden)
    b1: np.ndarray
    w2: np.ndarray  # (hidden, 2)
    b2: np.ndarray

    def hidden(self, rows: np.ndarray) -> np.ndarray:
        return np.tanh(((rows - self.mean) / self.scale) @ self.w1 + self.b1)  # type: ignore[no-any-return]

    def logits(self, rows: np.ndarray) -> np.ndarray:
        return self.hidden(rows) @ self.w2 + self.b2  # type: ignore[no-any-return]

    def dump(self) -> dict[str, Any]:
        return {k: getattr(self, k).tolist() for k in ("mean", "scale", "w1", "b1", "w2", "b2")}

    @staticmethod
    def load(raw: dict[str, Any]) -> Net:
        return Net(
            **{k: np.array(raw[k], dtype=np.float64) for k in ("mean", "scale", "w1", "b1", "w2", "b2")}
        )


@dataclass(frozen=True)
class ValueModel:
    clans: list[str]
    weathers: list[str]
    kind: str  # "logistic" or "net"
    weights: np.ndarray | None = None  # logistic: (2, features)
    net: Net | None = None
    made_by: dict[str, Any] = field(default_factory=dict)

    def probabilities(self, rows: np.ndarray) -> np.ndarray:
        """(win, draw, loss) for each row."""
        if self.kind == "net":
            assert self.net is not None
            return softmax_draw(self.net.logits(rows))
        assert self.weights is not None
        return softmax_draw(rows @ self.weights.T)

    def row(self, m: Match, side: int) -> np.ndarray:
        return features(m, side, self.clans, self.weathers)

    def value(self, m: Match, side: int) -> float:
        """The expected result for ``side``: its chance to win less its chance to lose; a finished
        match is its result (a concession loses)."""
        if m.over:
            winner = (m.result or {}).get("winner")
            return 0.0 if winner is None else 1.0 if winner == side else -1.0
        win, _, loss = self.probabilities(self.row(m, side)[None, :])[0]
        return float(win - loss)

    def dumps(self) -> str:
        body: dict[str, Any] = {
            "format": MODEL_FORMAT,
            "kind": self.kind,
            "features": names(self.clans, self.weathers),
            "clans": self.clans,
            "weathers": self.weathers,
            "made_by": self.made_by,
        }
        if self.kind == "net":
            assert self.net is not None
            body["net"] = self.net.dump()
        else:
            assert self.weights is not None
            body["weights"] = self.weights.tolist()
        return json.dumps(body, indent=1) + "\n"

    @staticmethod
    def loads(text: str, where: str = "the value model") -> ValueModel:
        """The model in ``text``; a ValueError naming ``where`` and what is wrong otherwise."""
        try:
            raw = json.loads(text)
            if raw.get("format") != MODEL_FORMAT:
                raise ValueError(f"format is {raw.get('format')!r}, not {MODEL_FORMAT!r}")
            clans, weathers, kind = list(raw["clans"]), list(raw["weathers"]), raw["kind"]
            if raw["features"] != names(clans, weathers):
                raise ValueError("its features are not the ones this version reads")
            if kind not in KINDS:
                raise ValueError(f"kind is {kind!r}, not one of {', '.join(KINDS)}")
            if kind == "net":
                net = Net.load(raw["net"])
                if net.w1.shape[0] != len(raw["features"]) or net.w2.shape[1] != 2:
                    raise ValueError("the network's shape does not fit its features")
                return ValueModel(clans, weathers, kind, net=net, made_by=dict(raw.get("made_by", {})))
            weights = np.array(raw["weights"], dtype=np.float64)
            if weights.shape != (2, len(raw["features"])):
                raise ValueError(f"weights are {weights.shape}, not (2, {len(raw['features'])})")
            return ValueModel(clans, weathers, kind, weights=weights, made_by=dict(raw.get("made_by", {})))
        except (KeyError, TypeError, AttributeError, json.JSONDecodeError) as exc:
            raise ValueError(f"{where}: not a value model ({type(exc).__name__}: {exc})") from None
        except ValueError as exc:
            raise ValueError(f"{where}: {exc}") from None


@cache
def shipped_model() -> ValueModel:
    """The model shipped beside the AI (read once)."""
    return ValueModel.loads(MODEL_FILE.read_text(encoding="utf-8"), str(MODEL_FILE.name))


def learned_value(m: Match, side: int) -> float:
    """The shipped model's value of ``m`` for ``side`` (the hard coach's judge of a position)."""
    return shipped_model().value(m, side)
