"""How much risk the state of the game calls for: the score, the turns left for both sides and who
has the ball move a level's nerve before each decision.

- **Without the ball, behind in the last two turns, or not ahead late with their carrier able to
  score next turn**: the opponents must be stopped or the ball won back now. One-die and
  defender-chooses blocks (those still more likely to knock the man down than to floor the
  blocker, or on the carrier), long blitzes on the carrier, chases and pick-ups the coach would
  let go earlier become worth their risk.
- **Behind in the last two turns, with the ball**: the carrier goes for the end zone, passes and
  surges at poorer odds, since waiting cannot win the game.
- **The half's last turn, with the ball**: any chance of a touchdown is taken.
- **Ahead late, with the ball**: the ball is kept safe: no pass or surge that could lose it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Literal

from samurai_bowl.ai.plan import to_goal
from samurai_bowl.ai.planners.nerve import Nerve
from samurai_bowl.engine import Match, movement_allowance, surge_squares

Holder = Literal["ours", "theirs", "loose"]
LATE = 4  # our turns left in the second half, after this one, that count as late
LAST_TRIES = 2  # ... and those in which being behind calls for any risk
LAST_GASP = 0.05  # the least chance still worth a try when nothing later can help


@dataclass(frozen=True)
class Situation:
    """The state of the game from one side's bench."""

    lead: int  # our touchdowns minus theirs
    turns_left: int  # our turns in this half after this one
    second_half: bool  # the second half or later (overtime): nothing comes after it
    ball: Holder  # in the air counts as loose
    they_can_score: bool = False  # their carrier can reach our end zone in his next turn

    @property
    def late(self) -> bool:
        return self.second_half and self.turns_left <= LATE

    @property
    def chasing(self) -> bool:
        """The game slips away unless we take risks: behind in the second half's last turns, or
        not ahead late with their carrier able to score next turn."""
        if not self.second_half or self.ball == "ours":
            return False
        if self.lead < 0 and self.turns_left <= LAST_TRIES:
            return True
        return self.lead <= 0 and self.late and self.they_can_score


def situation(m: Match, side: int) -> Situation:
    carrier = m.ball.carrier
    holder = None if carrier is None else int(m.pieces[carrier].side)
    ball: Holder = "loose" if holder is None else "ours" if holder == side else "theirs"
    threat = False
    if carrier is not None and holder != side:
        piece = m.pieces[carrier]
        if piece.square is not None:
            run = movement_allowance(m, piece) + surge_squares(m, piece)
            threat = to_goal(m, int(piece.side), piece.square) <= run
    return Situation(
        lead=m.team(side).score - m.team(1 - side).score,
        turns_left=max(0, m.rules.match.turns_per_half - m.team(side).turn),
        second_half=m.half >= 2,
        ball=ball,
        they_can_score=threat,
    )


def game_nerve(nerve: Nerve, now: Situation) -> Nerve:
    """``nerve`` as the game stands: bolder when only risks can still win or save it, safer when
    ahead late. A level that already takes every risk (easy) stays as it is."""
    if not nerve.follow_game:
        return nerve
    if now.ball == "ours":
        if now.turns_left == 0:  # nothing after this turn can score this half's touchdown
            return replace(nerve, score=LAST_GASP, relay=LAST_GASP, stall=False)
        if now.second_half and now.lead < 0 and now.turns_left <= LAST_TRIES:
            return replace(
                nerve,
                score=min(nerve.score, 0.3),
                relay=min(nerve.relay, 0.3),
                pass_on=min(nerve.pass_on, 0.5),
                surge_on=min(nerve.surge_on, 0.5),
                carrier_dodge=min(nerve.carrier_dodge, 0.5),
                stall=False,
            )
        if now.late and now.lead > 0:
            return replace(nerve, pass_on=1.0, surge_on=1.0)
        return nerve
    if now.chasing:
        return replace(
            nerve,
            one_die_blocks=True,
            blitz=min(nerve.blitz, 0.3),
            chase=min(nerve.chase, 0.3),
            pick_up=min(nerve.pick_up, 0.2),
            open_dodge=min(nerve.open_dodge, 0.5),
        )
    return nerve
