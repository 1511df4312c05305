"""The nerve of each level of the coach: the chances and limits its planners go by."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Nerve:
    """How much risk a level of the coach takes."""

    score: float = 0.5  # go for the end zone when at least this likely
    relay: float = 0.45  # a pass or hand-off followed by a touchdown
    pick_up: float = 0.3  # a pick-up early in the turn (no team re-roll counted)
    long_shot: float = 0.1  # a pick-up as the turn's last act
    blitz: float = 0.7  # the path to the opposing carrier
    chase: float = 0.5  # a risky run towards a loose ball
    foul_break: float = 0.45  # the armour-break chance that makes a foul worth its ejection risk
    one_die_blocks: bool = False  # block with a single die, or with the defender choosing
    carrier_dodge: float = 1.0  # a marked carrier dodges away when at least this likely
    open_dodge: float = 1.0  # a marked receiver dodges free when at least this likely (no team re-roll)
    pass_on: float = 1.0  # a pass up the pitch to a free team-mate when at least this likely
    pass_gain: int = 4  # ... who can run it at least this many squares beyond where the carrier can walk
    weigh_blitz: bool = False  # rank blitzes on the carrier by their chance to knock him down
    kick_depth: int = 6  # squares into the receiving half the kick aims for
    guard_carrier: bool = False  # the carrier goes no farther than his escort can follow
    stall: bool = True  # keep the ball out of the end zone when scoring early helps the opponent
    stall_turns: int = 2  # ... when at most this many of our turns are left after this one
    surge_on: float = 1.0  # the carrier surges into next turn's scoring reach when at least this likely
    relay_spots: bool = False  # receivers wait where a hand-off next turn lets them walk in to score
    carrier_dodge_alone: float = 1.0  # ... and when the team has no re-roll left this half
    clear_way: bool = False  # block a man beside the loose ball before going for it
    run_on: bool = False  # the pick-up by the man who can score after it, or carry the ball farthest
    ball_way: bool = False  # support moves to where a walk with no dodge reaches the loose ball
    hand_on: float = 1.0  # the carrier hands the ball to a faster free team-mate when at least this likely
    hand_gain: int = 6  # ... who can run it at least this many squares beyond where the carrier can walk
    escort: bool = False  # a free man stands beside the loose ball before the pick-up
    guard_dodge: float = 1.0  # last, a man dodges beside our unguarded carrier when at least this likely
    follow_game: bool = False  # the score, the turns left and the ball move these (``urgency``)
