"""The hard coach's look-ahead: a few candidate activations, each played out on copies of the
match with fresh dice — the activation, the rest of our turn and the opponent's reply, both by
the normal coach's policy — and the one whose positions come out best on average is taken.

Play-outs run on ``Match.clone()`` copies, which share nothing the play can change with the real
match, each given dice of its own, so the search never sees (or moves) the real match's coming
rolls. Every candidate meets the same dice seeds, so they are compared on the same luck.

The play-outs are spent by successive halving: every candidate is played out with the first seed,
the better half goes on to the next seeds (twice as many a round), and so on until the seeds are
spent or one candidate is left; the one with the best mean over the seeds it met is taken. A plain
loser is dropped after one play-out, and the close ones are told apart with more."""

from __future__ import annotations

import random
from collections.abc import Callable

from samurai_bowl.ai.plan import Plan, progress
from samurai_bowl.ai.planners.base import threats_to
from samurai_bowl.engine import Act, Action, Ask, Match, SeededDice, Status

TOUCHDOWN = 10.0
POSSESSION = 4.0
STEP = 0.15  # each square the carrier is up the pitch
THREAT = 0.8  # each opponent who can reach our carrier next turn (up to three)
GUARD = 0.3  # each team-mate beside our carrier
MARKED = 0.8  # each standing opponent marking our carrier (up to three): he must dodge or be blitzed
WORTH = {Status.STANDING: 1.0, Status.PRONE: 0.6, Status.STUNNED: 0.4}
PLAYER = 0.8
SAMPLES = 3  # dice seeds each candidate is played out with
SAFE_SAMPLES = 2  # ... when none of the candidates rolls a die in its own activation
REPLY = 4  # the opponent's activations played out after our turn

Chooser = Callable[[Match], Action]
Judge = Callable[[Match, int], float]  # how good a position is for a side


def value(m: Match, side: int, threats: Callable[[Match, int, int], int] = threats_to) -> float:
    """How good the position is for ``side`` by hand-set weights: the score, the ball, the men
    still in the game."""
    total = TOUCHDOWN * (m.teams[side].score - m.teams[1 - side].score)
    carrier = m.ball.carrier
    if carrier is not None and m.pieces[carrier].square is not None:
        piece = m.pieces[carrier]
        owner = int(piece.side)
        square = piece.square
        assert square is not None
        held = POSSESSION + STEP * progress(m, owner, square)
        held -= THREAT * min(threats(m, owner, square), 3)
        held += GUARD * sum(1 for p in m.board_view.adjacent(square, piece.side))
        held -= MARKED * min(sum(1 for _ in m.board_view.adjacent(square, piece.side.other)), 3)
        total += held if owner == side else -held
    for piece in m.pieces:
        worth = WORTH.get(piece.status, 0.0) if piece.square is not None else 0.0
        total += PLAYER * worth if int(piece.side) == side else -PLAYER * worth
    return total


class Lookahead:
    def __init__(
        self, seed: int | None, samples: int = SAMPLES, reply: int = REPLY, judge: Judge = value
    ) -> None:
        self.rng = random.Random(seed)
        self.samples = samples
        self.reply = reply
        self.judge = judge

    def best(
        self,
        m: Match,
        side: int,
        candidates: list[Plan],
        chooser_for: Callable[[Plan], Chooser],
        policy: Callable[[], Chooser],
    ) -> Plan:
        """The candidate with the best mean value over ``samples`` play-outs: its activation and
        the rest of the turn by ``chooser_for(plan)``, the opponent's reply by ``policy()``."""
        if len(candidates) == 1:
            return candidates[0]  # safe candidates are weighed too: the reply may differ
        # the same dice for every candidate; fewer samples when none of our plans rolls a die
        samples = self.samples if any(not plan.safe for plan in candidates) else SAFE_SAMPLES
        seeds = [self.rng.getrandbits(63) for _ in range(self.samples)][:samples]
        totals = [0.0] * len(candidates)
        alive = list(range(len(candidates)))
        used, batch = 0, 1
        while used < samples:
            now = seeds[used : used + batch]
            for order in alive:
                plan = candidates[order]
                for seed in now:
                    copy = m.clone(dice=SeededDice(seed))
                    self.play_out(copy, side, plan, chooser_for(plan), policy())
                    totals[order] += self.judge(copy, side)
            used += len(now)
            alive.sort(key=lambda order: (-totals[order], order))  # all met the same seeds
            alive = alive[: max(2, (len(alive) + 1) // 2)] if used < samples else alive[:1]
            batch *= 2
            if len(alive) == 1:
                break
        return candidates[alive[0]]

    def play_out(self, m: Match, side: int, plan: Plan, ours: Chooser, theirs: Chooser) -> None:
        """Activate the plan's model (unless he is already acting: a hint asked mid-activation),
        finish our turn, then let the opponent answer with up to ``reply`` activations; stops
        early at a kick-off (a touchdown) or the end of the half."""
        first = plan.actions[0]
        pending = m.pending
        if pending is None or pending.kind != Ask.ACTIVATION or pending.data.get("piece") != first.piece:
            m.apply(Action(Act.ACTIVATE, piece=first.piece))
        replies = 0
        while m.pending is not None and m.pending.kind not in (Ask.SETUP, Ask.KICK):
            prompt = m.pending
            if prompt.kind == Ask.TURN and prompt.side != side:
                if replies >= self.reply:
                    return
                replies += 1
            elif prompt.kind == Ask.TURN and replies:
                return  # our next turn: the reply is over
            m.apply(ours(m) if prompt.side == side else theirs(m))
