"""Fit the learned value of a position (:mod:`samurai_bowl.ai.value_model`): play seeded self-play
matches (normal coach against normal coach, clans drawn at random, both R4.2 options in turn), take
the positions where the hard coach's play-outs stop, with how the match ended for the side whose
play-out it would be, and fit two models to them: a multinomial logistic model (Newton's method)
and a small neural network (numpy, Adam, early stopping). The one that predicts the held-out
matches better (log-loss) is written, with both models' scores and the command that made it.

    python -m samurai_bowl.ai.value_fit [--matches 3000] [--seed 0] [--workers N] [--out FILE]
                                       [--positions FILE.npz] [--hidden 32] [--level normal]

``--level hard`` plays the matches between two hard coaches instead, whose look-ahead judges by the
shipped value: fitting on them learns the value of the positions the search's own play reaches.

The positions taken, from each team turn: its start, for the side to move (the search's play-out
ends at its own next turn); and the start of each of the opponent's first activations, for the
side waiting (the play-out's reply stops after a few). At a kick-off, both sides'.
"""

from __future__ import annotations

import sys
from functools import partial

import numpy as np

from samurai_bowl.ai.value_features import features
from samurai_bowl.ai.value_model import MODEL_FILE, Net, ValueModel, softmax_draw
from samurai_bowl.ai.win_fit import (
    Positions,
    brier,
    clans_and_weathers,
    fit,
    fit_parser,
    positions_for,
    self_play,
    written,
)
from samurai_bowl.ai.win_model import outcome
from samurai_bowl.data import load_game_data
from samurai_bowl.data.loader import GameData

LEVEL = "normal"
REPLY = 4  # the reply's activations a play-out may stop after (ai/search.py)
HELD_OUT = 0.2  # share of the matches kept back to choose between the models
BOOTSTRAP = 400  # resamples of the held-out matches for the intervals


def play_judged(data: GameData, seed: int, level: str = LEVEL) -> tuple[list[np.ndarray], list[int]]:
    """One self-play match from ``seed`` between two coaches at ``level``: the rows of the
    positions a play-out may stop at, each from the bench of the side it is judged for, and how the
    match ended for that side."""
    from samurai_bowl.engine import Ask

    clans, weathers = clans_and_weathers(data)
    m, coaches = self_play(data, seed, level)
    rows: list[np.ndarray] = []
    sides: list[int] = []
    taken: set[tuple[int, int, int]] = set()  # (turn, activations, side) already taken

    def take(side: int, key: tuple[int, int]) -> None:
        if (*key, side) not in taken:
            taken.add((*key, side))
            rows.append(features(m, side, clans, weathers))
            sides.append(side)

    while (prompt := m.pending) is not None:
        if prompt.kind == Ask.KICK:
            take(0, (m.turn_seq, -1))
            take(1, (m.turn_seq, -1))
        elif prompt.kind == Ask.TURN and m.active is not None:
            active, done = int(m.active), len(m.acted)
            if done == 0:
                take(active, (m.turn_seq, 0))
            if done <= REPLY:
                take(1 - active, (m.turn_seq, done))
        m.apply(coaches[prompt.side].choose(m))
    return rows, [outcome(m, side) for side in sides]


def log_loss(p: np.ndarray, outcomes: np.ndarray) -> np.ndarray:
    """Each position's log-loss (natural log) of its outcome's chance."""
    return -np.log(np.clip(p[np.arange(len(outcomes)), outcomes], 1e-12, 1.0))  # type: ignore[no-any-return]


def fit_net(
    rows: np.ndarray,
    outcomes: np.ndarray,
    check: tuple[np.ndarray, np.ndarray],
    hidden: int = 32,
    seed: int = 0,
    l2: float = 1e-4,
    rate: float = 3e-3,
    batch: int = 512,
    epochs: int = 60,
    patience: int = 6,
) -> Net:
    """A one-hidden-layer network fitted by Adam on minibatches, stopped when the log-loss on
    ``check`` (rows, outcomes: matches apart from the fitting ones) has not improved for
    ``patience`` epochs; the best epoch's weights."""
    rng = np.random.default_rng(seed)
    n, k = rows.shape
    mean = rows.mean(axis=0)
    scale = rows.std(axis=0)
    scale[scale < 1e-9] = 1.0
    params = {
        "w1": rng.normal(0.0, 1.0 / np.sqrt(k), (k, hidden)),
        "b1": np.zeros(hidden),
        "w2": rng.normal(0.0, 1.0 / np.sqrt(hidden), (hidden, 2)),
        "b2": np.zeros(2),
    }
    moments = {name: (np.zeros_like(v), np.zeros_like(v)) for name, v in params.items()}
    targets = np.zeros((n, 3))
    targets[np.arange(n), outcomes] = 1.0
    scaled = (rows - mean) / scale

    def net() -> Net:
        return Net(mean, scale, *(params[name].copy() for name in ("w1", "b1", "w2", "b2")))

    best, best_loss, waited, step = net(), np.inf, 0, 0
    for _ in range(epochs):
        order = rng.permutation(n)
        for first in range(0, n, batch):
            idx = order[first : first + batch]
            x, t = scaled[idx], targets[idx]
            h = np.tanh(x @ params["w1"] + params["b1"])
            p = softmax_draw(h @ params["w2"] + params["b2"])
            d_logits = (p - t)[:, [0, 2]] / len(idx)  # (b, 2): win and loss against the draw
            grads = {
                "w2": h.T @ d_logits + l2 * params["w2"],
                "b2": d_logits.sum(axis=0),
            }
            d_h = (d_logits @ params["w2"].T) * (1.0 - h**2)
            grads["w1"] = x.T @ d_h + l2 * params["w1"]
            grads["b1"] = d_h.sum(axis=0)
            step += 1
            for name, g in grads.items():
                m1, m2 = moments[name]
                m1 *= 0.9
                m1 += 0.1 * g
                m2 *= 0.999
                m2 += 0.001 * g * g
                corrected = (m1 / (1 - 0.9**step)) / (np.sqrt(m2 / (1 - 0.999**step)) + 1e-8)
                params[name] -= rate * corrected
        now = net()
        loss = float(log_loss(softmax_draw(now.logits(check[0])), check[1]).mean())
        if loss < best_loss - 1e-5:
            best, best_loss, waited = now, loss, 0
        else:
            waited += 1
            if waited >= patience:
                break
    return best


def by_match(values: np.ndarray, matches: np.ndarray, seed: int = 0) -> tuple[float, float, float]:
    """The mean of per-position ``values`` and its 95% interval, resampling whole matches."""
    ids, where = np.unique(matches, return_inverse=True)
    sums = np.bincount(where, weights=values)
    counts = np.bincount(where)
    rng = np.random.default_rng(seed)
    means = []
    for _ in range(BOOTSTRAP):
        pick = rng.integers(0, len(ids), len(ids))
        means.append(sums[pick].sum() / counts[pick].sum())
    low, high = np.percentile(means, [2.5, 97.5])
    return float(values.mean()), float(low), float(high)


def split(positions: Positions, share: float) -> tuple[np.ndarray, np.ndarray]:
    """Masks (kept, held out) of the positions, the held-out being the last ``share`` of matches."""
    ids = np.unique(positions.match)
    cut = ids[int(len(ids) * (1 - share))]
    return positions.match < cut, positions.match >= cut


def main(argv: list[str] | None = None) -> int:
    parser = fit_parser("samurai_bowl.ai.value_fit", __doc__ or "", 3000, MODEL_FILE)
    parser.add_argument("--hidden", type=int, default=32, help="the network's hidden units")
    parser.add_argument(
        "--level", choices=("normal", "hard"), default=LEVEL, help="the coaches of the self-play matches"
    )
    args = parser.parse_args(argv)
    if args.matches < 20:
        parser.error("--matches: at least 20, so some can be held out")
    data = load_game_data()
    clans, weathers = clans_and_weathers(data)
    player = play_judged if args.level == LEVEL else partial(play_judged, level=args.level)
    positions = positions_for(parser, args, data, player)
    kept, held = split(positions, HELD_OUT)
    fitting, early = split(
        Positions(positions.rows[kept], positions.outcomes[kept], positions.match[kept]), 0.15
    )
    rows, outcomes, matches = positions.rows, positions.outcomes, positions.match
    weights = fit(rows[kept], outcomes[kept])
    logistic = ValueModel(clans, weathers, "logistic", weights=weights)
    k_rows, k_out = rows[kept], outcomes[kept]
    net = fit_net(k_rows[fitting], k_out[fitting], (k_rows[early], k_out[early]), hidden=args.hidden)
    network = ValueModel(clans, weathers, "net", net=net)
    scores: dict[str, dict[str, list[float]]] = {}
    losses = {}
    for name, model in (("logistic", logistic), ("net", network)):
        p = model.probabilities(rows[held])
        losses[name] = log_loss(p, outcomes[held])
        squared = np.sum((p - np.eye(3)[outcomes[held]]) ** 2, axis=1)
        scores[name] = {
            "log_loss": list(by_match(losses[name], matches[held])),
            "brier": list(by_match(squared, matches[held])),
        }
        print(
            f"{name}: held-out log-loss {scores[name]['log_loss'][0]:.4f} "
            f"({scores[name]['log_loss'][1]:.4f}–{scores[name]['log_loss'][2]:.4f}), "
            f"Brier {brier(p, outcomes[held]):.4f}",
            file=sys.stderr,
        )
    gain = by_match(losses["logistic"] - losses["net"], matches[held])
    print(f"net better by {gain[0]:.4f} ({gain[1]:.4f}–{gain[2]:.4f}) log-loss a position", file=sys.stderr)
    chosen = "net" if gain[1] > 0 else "logistic"  # the network only when surely better
    everything = Positions(rows, outcomes, matches)
    all_fit, all_early = split(everything, 0.15)
    if chosen == "net":
        final = ValueModel(
            clans,
            weathers,
            "net",
            net=fit_net(
                rows[all_fit], outcomes[all_fit], (rows[all_early], outcomes[all_early]), args.hidden
            ),
        )
    else:
        final = ValueModel(clans, weathers, "logistic", weights=fit(rows, outcomes))
    options = [("matches", args.matches), ("seed", args.seed), ("hidden", args.hidden)]
    options += [("level", args.level)] if args.level != LEVEL else []
    command = "python -m samurai_bowl.ai.value_fit " + " ".join(f"--{k} {v}" for k, v in options)
    made_by = {
        "command": command,
        "matches": len(np.unique(matches)),
        "positions": len(outcomes),
        "level": args.level,
        "held_out": scores,
        "net_gain": list(gain),
        "chosen": chosen,
    }
    final = ValueModel(final.clans, final.weathers, final.kind, final.weights, final.net, made_by)
    written(parser, args.out, final.dumps(), "the value model")
    print(f"wrote {args.out} ({chosen})", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
