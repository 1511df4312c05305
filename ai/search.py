"""The hard coach's look-ahead: a few candidate activations, each played out on copies of the
match with fresh dice, and the one whose positions come out best on average is taken.

Play-outs run on ``Match.clone()`` copies, which share nothing the play can change with the real
match, each given dice of its own, so the search never sees (or moves) the real match's coming
rolls."""

from __future__ import annotations

import random
from collections.abc import Callable

from ai.plan import Plan, progress
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.dice import SeededDice
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.pieces import Status

TOUCHDOWN = 10.0
POSSESSION = 4.0
STEP = 0.15  # each square the carrier is up the pitch
THREAT = 0.8  # each opponent who can reach our carrier next turn (up to three)
GUARD = 0.3  # each team-mate beside our carrier
TURNOVER = 2.0
IDLE = 0.4  # each team-mate who loses his activation to a turnover
WORTH = {Status.STANDING: 1.0, Status.PRONE: 0.6, Status.STUNNED: 0.4}
PLAYER = 0.8

Chooser = Callable[[Match], Action]


def value(m: Match, side: int, threats: Callable[[Match, int, int], int]) -> float:
    """How good the position is for ``side``: the score, the ball, the men still in the game."""
    total = TOUCHDOWN * (m.teams[side].score - m.teams[1 - side].score)
    carrier = m.ball.carrier
    if carrier is not None and m.pieces[carrier].square is not None:
        piece = m.pieces[carrier]
        owner = int(piece.side)
        square = piece.square
        assert square is not None
        held = POSSESSION + STEP * progress(m, owner, square)
        held -= THREAT * min(threats(m, owner, square), 3)
        held += GUARD * sum(1 for p in m.board.adjacent(square, piece.side))
        total += held if owner == side else -held
    for piece in m.pieces:
        worth = WORTH.get(piece.status, 0.0) if piece.square is not None else 0.0
        total += PLAYER * worth if int(piece.side) == side else -PLAYER * worth
    return total


class Lookahead:
    def __init__(self, seed: int | None, samples: int = 4) -> None:
        self.rng = random.Random(seed)
        self.samples = samples

    def best(self, m: Match, side: int, candidates: list[Plan], chooser_for: Callable[[Plan], Chooser],
             threats: Callable[[Match, int, int], int]) -> Plan:
        """The candidate with the best mean value over ``samples`` play-outs of its activation."""
        if len(candidates) == 1 or all(plan.safe for plan in candidates):
            return candidates[0]  # nothing rolled: nothing to weigh
        seeds = [self.rng.getrandbits(63) for _ in range(self.samples)]  # the same dice for every candidate
        scored = []
        for order, plan in enumerate(candidates):
            total = 0.0
            for seed in seeds:
                copy = m.clone(dice=SeededDice(seed))
                waiting = self._play_out(copy, side, plan, chooser_for(plan))
                total += value(copy, side, threats)
                if waiting is not None:  # the turn ended with team-mates still to act: a turnover
                    total -= TURNOVER + IDLE * waiting
            scored.append((total / self.samples, -order, plan))
        return max(scored, key=lambda s: (s[0], s[1]))[2]

    @staticmethod
    def _play_out(m: Match, side: int, plan: Plan, choose: Chooser) -> int | None:
        """Activate the plan's model (unless he is already acting: a hint asked mid-activation) and
        answer everything until our next turn decision; if the turn ends first, how many of our
        models were still waiting to act."""
        first = plan.actions[0]
        pending = m.pending
        if pending is None or pending.kind != "activation" or pending.data.get("piece") != first.piece:
            m.apply(Action(Act.ACTIVATE, piece=first.piece))
        waiting = sum(1 for p in m.side_pieces(side) if p.square is not None and p.index not in m.acted
                      and p.status in (Status.STANDING, Status.PRONE))
        score = m.teams[side].score
        while m.pending is not None and not (m.pending.kind == "turn" and m.pending.side == side):
            if m.pending.kind in ("turn", "setup", "kick") and m.teams[side].score == score:
                return waiting  # the turn is over, and not by our touchdown
            if m.pending.kind in ("setup", "kick"):
                return None
            m.apply(choose(m))
        return None
