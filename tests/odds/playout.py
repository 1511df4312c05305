"""Playing one displayed chance out on copies of a position, each with dice of its own seed, and
the bound a figure must meet at a given confidence.

The coach here plays as the figures assume: he takes every re-roll offered on a d6 roll, re-rolls
block dice when the face that would be kept knocks nobody down, keeps the block die the chooser
likes best (the attacker his best, the defender the attacker's worst), never follows up, takes
the first push square offered, casts no spell and accepts a penalty — unless the trial is of a
figure with Augury (he casts it on the first failure it is offered for) or of an argued call (he
argues every penalty). He stops at the next decision of the turn (or of the next turn): the
chance's play is over then.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from math import exp, lgamma, log

from samurai_bowl.data.charts import BlockFace
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.dice.sources import SeededDice
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.state.pieces import Piece, Skill

STOP = frozenset({"turn", "activation", "setup", "kick", "touchback", "coin_toss"})
# (before, after) -> whether the event happened; None when the play never came to it (a chance
# shown only on the way, such as a re-roll's)
Observe = Callable[[Match, Match], bool | None]


def attacker_likes(face: str, attacker: Piece, defender: Piece) -> tuple[bool, bool, bool]:
    """How much the attacker likes a kept face: he stays up first, the defender falls next,
    Defender Down (no skill saves him) last; the defender picks the attacker's least liked."""
    kind = BlockFace(face)
    attacker_falls = kind is BlockFace.ATTACKER_DOWN or (
        kind is BlockFace.BOTH_DOWN and not attacker.has(Skill.BLOCK)
    )
    return not attacker_falls, defender_falls(kind, defender), kind is BlockFace.DEFENDER_DOWN


def defender_falls(kind: BlockFace, defender: Piece) -> bool:
    """R7.4-R7.6: the faces that knock the defender down."""
    return (
        kind is BlockFace.DEFENDER_DOWN
        or (kind is BlockFace.DEFENDER_STUMBLES and not defender.has(Skill.DODGE))
        or (kind is BlockFace.BOTH_DOWN and not defender.has(Skill.BLOCK))
    )


def kept_face(m: Match, faces: list[str], attacker: Piece, defender: Piece, attacker_chooses: bool) -> int:
    """The index of the face the chooser keeps."""
    order = sorted(range(len(faces)), key=lambda i: attacker_likes(faces[i], attacker, defender))
    return order[-1] if attacker_chooses else order[0]


def answer(m: Match, augury: bool = False, argue: bool = False) -> Action:
    """The coach's answer to the decision pending in ``m`` (not a STOP one): with ``augury`` he
    casts Augury when it is offered, with ``argue`` he argues the call of a penalty."""
    prompt = m.pending
    assert prompt is not None
    kind = prompt.kind.value
    if kind == "reroll":
        return Action(Act.USE_REROLL)
    if kind in ("block_reroll", "block_die"):
        data = prompt.data
        faces = list(data["faces"])
        attacker, defender = m.pieces[data["attacker"]], m.pieces[data["defender"]]
        keep = kept_face(m, faces, attacker, defender, bool(data["attacker_chooses"]))
        if kind == "block_die":
            return Action(Act.CHOOSE_DIE, choice=keep)
        falls = defender_falls(BlockFace(faces[keep]), defender)
        return Action(Act.DECLINE_REROLL if falls else Act.USE_REROLL)
    if kind == "follow_up":
        return Action(Act.FOLLOW_UP, choice=0)
    if kind == "augury":
        return Action(Act.AUGURY, choice=1 if augury else 0)
    if kind == "biting_steel":
        return Action(Act.BITING_STEEL, choice=0)
    if kind == "penalty":
        return Action(Act.ARGUE_CALL if argue else Act.ACCEPT_PENALTY)
    if kind == "demand_duel":
        return Action(Act.DEMAND_DUEL, choice=0)
    return m.legal_actions()[0]  # a push square (a Sidestep defender's too)


def settle(m: Match, augury: bool = False, argue: bool = False) -> None:
    """Answer every decision until the turn (or the next) asks what to do next."""
    for _ in range(200):
        if m.pending is None or m.pending.kind.value in STOP:
            return
        m.apply(answer(m, augury, argue))
    raise AssertionError("the play did not settle")


@dataclass
class Trial:
    """One displayed chance: the match just before the player acts, the actions he takes, the
    figures the window shows for it, and how each is seen in play."""

    name: str
    match: Match
    actions: list[Action]
    figures: dict[str, tuple[float, Observe]]
    stop_early: Callable[[Match], bool] | None = None  # a path's step failed: stop its moves
    augury: bool = False  # the coach casts Augury on the first failure it is offered for (R16)
    argue: bool = False  # the coach argues the call of every penalty (R9.7)


def play_out(trial: Trial, runs: int, seed: int) -> dict[str, tuple[int, int]]:
    """For each figure, how often its event happened and in how many of ``runs`` play-outs it could,
    the dice of play-out ``i`` seeded ``seed + i``."""
    seen = dict.fromkeys(trial.figures, (0, 0))
    for run in range(runs):
        copy = trial.match.clone(dice=SeededDice(seed + run))
        for action in trial.actions:
            copy.apply(action)
            settle(copy, trial.augury, trial.argue)
            if trial.stop_early is not None and trial.stop_early(copy):
                break
        for name, (_, observe) in trial.figures.items():
            happened = observe(trial.match, copy)
            if happened is not None:
                hits, count = seen[name]
                seen[name] = hits + happened, count + 1
    return seen


def binomial_tails(hits: int, runs: int, p: float) -> tuple[float, float]:
    """P(X <= hits) and P(X >= hits) for X ~ Binomial(runs, p)."""
    if p <= 0.0:
        return 1.0, 1.0 if hits == 0 else 0.0
    if p >= 1.0:
        return 1.0 if hits == runs else 0.0, 1.0
    lp, lq = log(p), log(1.0 - p)

    def pmf(k: int) -> float:
        return exp(lgamma(runs + 1) - lgamma(k + 1) - lgamma(runs - k + 1) + k * lp + (runs - k) * lq)

    below = sum(pmf(k) for k in range(hits + 1))
    above = sum(pmf(k) for k in range(hits, runs + 1))
    return min(below, 1.0), min(above, 1.0)


def agrees(hits: int, runs: int, p: float, alpha: float) -> bool:
    """Whether ``hits`` in ``runs`` is within the two-sided ``1 - alpha`` range of a chance ``p``."""
    below, above = binomial_tails(hits, runs, p)
    return below >= alpha / 2 and above >= alpha / 2


def disagreements(cases: list[Trial], runs: int, confidence: float, first_seed: int) -> list[str]:
    """Every figure of ``cases`` played out ``runs`` times (trial ``i``'s dice seeded from
    ``first_seed * (i + 1)``) and checked against its play at ``confidence`` for all the figures
    together (each at its share of the rest); the figures that disagree, in words."""
    alpha = (1 - confidence) / sum(len(t.figures) for t in cases)
    wrong = []
    for index, trial in enumerate(cases):
        seen = play_out(trial, runs, seed=first_seed * (index + 1))
        for name, (shown, _) in trial.figures.items():
            hits, count = seen[name]
            assert count >= runs // 4, f"{trial.name}: {name} came up in only {count} play-outs"
            if not agrees(hits, count, shown, alpha):
                wrong.append(f"{trial.name}: {name} shown {shown:.3f}, played {hits / count:.3f} of {count}")
    return wrong
